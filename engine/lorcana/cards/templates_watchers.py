"""Templates of triggers on what other cards and other players do (7.4.2): a card put into your
inkwell, opponents' cards banished or damaged, your characters banishing or being banished in a
challenge, draws, "when you play this character and when he leaves play" (7.4.6: one ability,
several trigger conditions). The events are emitted by engine.lorcana.triggers."""

from __future__ import annotations

import re
from typing import Any

from .model import Ability, Trigger
from .readers import cap, kind_filter, parse_condition, parse_target
from .registries import ABILITIES, TRIGGERS, parse_effects, parse_trigger

_PRONOUN = r"(?:he|she|it|they)"
_KEYWORDS = r"Bodyguard|Evasive|Rush|Ward|Support|Reckless|Challenger|Resist|Singer"

# (name, pattern, events, filter): whole trigger conditions, tried before the general table
TABLE: list[tuple[str, str, list[str], dict[str, Any]]] = [
    ("card_into_inkwell", r"(?:Whenever|When) a card is put into your inkwell", ["inked_yours"], {}),
    ("played_and_leaves", rf"When you play this character and when {_PRONOUN} leaves play", ["played_self", "leaves_play_self"], {}),
    ("played_and_challenged", rf"When you play this character and whenever {_PRONOUN}(?:'s|’s| is| are) challenged", ["played_self", "challenged_self"], {}),
    ("self_banishes_a", r"Whenever this character banishes a character in a challenge", ["banishes_in_challenge_self"], {}),
    ("yours_banish_in_challenge", r"Whenever one of your characters banishes another character in a challenge", ["banishes_in_challenge_yours"], {}),
    ("other_yours_banish_in_challenge", r"Whenever one of your other characters banishes another character in a challenge",
     ["banishes_in_challenge_yours"], {"other": True}),
    ("yours_banished_in_challenge", r"Whenever one of your characters is banished in a challenge", ["banished_yours_other", "banished_in_challenge_self"],
     {"types": ["character"], "in_challenge": True, "self_types": ["character"]}),
    ("yours_other_banished_in_challenge", r"Whenever one of your other characters is banished in a challenge", ["banished_yours_other"],
     {"types": ["character"], "in_challenge": True}),
    ("yours_items_banished", r"Whenever one of your items is banished", ["banished_yours_other", "banished_self"], {"types": ["item"], "self_types": ["item"]}),
    ("yours_locations_banished", r"Whenever one of your locations is banished", ["banished_yours_other", "banished_self"],
     {"types": ["location"], "self_types": ["location"]}),
    ("opposing_banished", r"Whenever an opposing character is banished", ["banished_opponent"], {"types": ["character"]}),
    ("opposing_banished_in_challenge", r"Whenever an opposing character is banished in a challenge", ["banished_opponent"],
     {"types": ["character"], "in_challenge": True}),
    ("another_banished", r"Whenever another character is banished", ["banished_yours_other", "banished_opponent"], {"types": ["character"]}),
    ("another_banished_in_challenge", r"Whenever another character is banished in a challenge", ["banished_yours_other", "banished_opponent"],
     {"types": ["character"], "in_challenge": True}),
    ("item_banished", r"Whenever an item is banished", ["banished_yours_other", "banished_opponent", "banished_self"], {"types": ["item"], "self_types": ["item"]}),
    ("you_draw", r"Whenever you draw a card", ["drew_yours"], {}),
    ("opponent_draws", r"Whenever an opponent draws a card", ["drew_opponent"], {}),
    # engine.lorcana.ink_paid: the ink paid to play one of your other cards
    ("paid_2_card", r"Whenever you pay 2 \{I\} or less to play a card", ["paid_play_yours"], {"paid_max": 2}),
    ("paid_2_character", r"Whenever you pay 2 \{I\} or less to play a character", ["paid_play_yours"], {"paid_max": 2, "types": ["character"]}),
    ("paid_2_non_character", r"Whenever you pay 2 \{I\} or less to play a non-character", ["paid_play_yours"],
     {"paid_max": 2, "types": ["action", "item", "location"]}),
    ("opposing_damaged", r"Whenever an opposing character (?:takes damage|is dealt damage|is damaged)", ["damaged_opponent"], {"types": ["character"]}),
    ("banished_here", r"Whenever a character is banished while here", ["banished_here"], {}),
    ("challenged_here", r"Whenever a character is challenged while here", ["challenged_here"], {}),
    ("banished_in_challenge_here", r"Whenever a character is banished in a challenge while here", ["banished_here"], {"in_challenge": True}),
    ("challenged_and_banished_here", r"Whenever a character is challenged and banished while here", ["banished_challenged_here"], {}),
    ("banishes_in_challenge_here", r"Whenever a character banishes another character in a challenge while here", ["banishes_in_challenge_here"], {}),
    ("another_played", r"Whenever another character is played", ["played_other", "played_opponent"], {"types": ["character"], "other": True}),
    ("action_while_exerted", r"Whenever you play an action while this character is exerted", ["played_other"], {"types": ["action"], "_self": "exerted"}),
    ("yours_sing", r"Whenever one of your characters sings a song", ["sing_yours"], {}),
    ("damaged_challenges", r"Whenever a damaged character challenges another character", ["challenge_yours", "challenge_opponent"],
     {"types": ["character"], "damaged": True}),
    ("played_and_turn_start", r"When you play this character and at the start of your turn", ["played_self", "turn_start"], {}),
    ("they_draw_while_exerted", r"Whenever they draw a card while this character is exerted", ["drew_opponent"], {"_self": "exerted"}),
    ("challenges_and_banished", r"When this character challenges and is banished", ["banished_in_challenge_self"], {"as_challenger": True}),
    ("takes_damage", r"Whenever this character takes damage", ["damaged_self"], {}),
    ("when_moves_to_location", r"When this character moves to a location", ["moves_self"], {}),
]


def _builder(events: list[str], flt: dict[str, Any]):
    def build(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
        f = dict(flt)
        state = f.pop("_self", None)  # "… while this character is exerted" (7.4.4)
        return Trigger(list(events), f, {**(cond or {}), "self": state} if state else cond)
    return build


for _name, _pattern, _events, _flt in TABLE:
    TRIGGERS.add(_name, _builder(_events, _flt), _pattern, full=True, priority=50)


@TRIGGERS.register("yours_kind_banished", rf"Whenever one of your (other )?(?:([A-Z]\w+(?: or [A-Z]\w+)?) characters|characters with ({_KEYWORDS})) is banished"
                   r"( in a challenge)?", full=True, priority=50)
def yours_kind_banished(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """"Whenever one of your other Racer characters is banished", "… of your characters with
    Bodyguard is banished" (the card is looked at as it leaves play, 8.4.4)."""
    flt: dict[str, Any] = {"types": ["character"], **(kind_filter(m.group(2)) if m.group(2) else {"keyword": m.group(3)})}
    events = ["banished_yours_other"]
    if m.group(4):
        flt["in_challenge"] = True
    if not m.group(1):  # "one of your characters": this one too (if it matches)
        events.append("banished_in_challenge_self" if m.group(4) else "banished_self")
        flt["self_types"] = ["character"]
    return Trigger(events, flt, cond)


@TRIGGERS.register("yours_kind_damaged", r"Whenever one of your (other )?(?:([A-Z]\w+) )?characters (?:takes damage|is dealt damage|is damaged)", full=True, priority=50)
def yours_kind_damaged(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """"Whenever one of your Ally characters takes damage" (9.2: damage dealt, after Resist)."""
    flt: dict[str, Any] = {"types": ["character"], **({"classification": m.group(2)} if m.group(2) else {})}
    if m.group(1):
        flt["other"] = True
    return Trigger(["damaged_yours"], flt, cond)


@TRIGGERS.register("you_play_another_filtered", r"Whenever you play (another|a|an) (.+)", full=True, priority=150)
def you_play_another_filtered(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger | None:
    """"Whenever you play another item", "… another Princess character", "… a character with
    4 {S} or more" (the played card must match; "another": not this card)."""
    t = parse_target("chosen " + m.group(2))
    if t is None or t.kind != "chosen" or t.up_to or set(t.filter) - {"types", "classification", "classification_any", "keyword",
                                                                   "cost_max", "cost_min", "strength_min", "strength_max"}:
        return None
    flt = dict(t.filter)
    if m.group(1) == "another":
        flt["other"] = True
    return Trigger(["played_other"], flt, cond)


@TRIGGERS.register("you_play_self_or_kind", r"Whenever you play this character or another ([A-Z][\w ]*?) character", full=True, priority=50)
def you_play_self_or_kind(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """7.4.6: "whenever you play this character or another Seven Dwarfs character": one ability,
    two trigger conditions."""
    return Trigger(["played_self", "played_other"], {"types": ["character"], "classification": m.group(1), "other": True}, cond)


@TRIGGERS.register("yours_named_quests", r"Whenever a character of yours named (.+?) quests", full=True, priority=50)
def yours_named_quests(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """"Whenever a character of yours named Robin Hood quests" (6.2.4: the exact name)."""
    return Trigger(["quest_yours"], {"types": ["character"], "name": m.group(1)}, cond)


@TRIGGERS.register("quests_while_strength", rf"Whenever this character quests while {_PRONOUN} has (\d+) \{{S\}} or more", full=True, priority=50)
def quests_while_strength(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """"Whenever this character quests while he has 5 {S} or more" (checked as it triggers, 7.4.4)."""
    return Trigger(["quest_self"], {}, {**(cond or {}), "self_filter": {"strength_min": int(m.group(1))}})


@TRIGGERS.register("yours_challenge_a", r"Whenever one of your (?:([A-Z]\w+) )?characters challenges (?:a|an) (.+)", full=True, priority=50)
def yours_challenge_a(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger | None:
    """"Whenever one of your Hyena characters challenges a damaged character" (the challenger and
    the defender must match)."""
    t = parse_target("chosen " + m.group(2))
    if t is None or t.filter.get("types") != ["character"]:
        return None
    return Trigger(["challenge_yours"], {"types": ["character"], **({"classification": m.group(1)} if m.group(1) else {}), "defender": t.filter}, cond)


@TRIGGERS.register("self_or_named_challenges", r"Whenever this character or one of your characters named (.+?) challenges another character", full=True, priority=50)
def self_or_named_challenges(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """7.4.6: this character's challenge, or a challenge by one of your characters with that name
    (this one only once: it is not named so, or its own challenge counts once)."""
    return Trigger(["challenge_self", "challenge_yours"], {"types": ["character"], "name": m.group(1), "other": True}, cond)


@TRIGGERS.register("you_play_second", r"Whenever you play a second (action|character|item) in a turn", full=True, priority=50)
def you_play_second(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """"Whenever you play a second action in a turn": the play that makes it two (4.3.4; the plays
    of this turn are recorded by engine.lorcana.play)."""
    kind = [m.group(1)]
    return Trigger(["played_other"], {"types": kind}, {**(cond or {}), "played_exact": 2, "played_types": kind})


@TRIGGERS.register("yours_quest_at_location", r"Whenever one of your (?:([A-Z]\w+) )?characters quests while at a location", full=True, priority=50)
def yours_quest_at_location(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """"Whenever one of your Pirate characters quests while at a location" (the quester, as it quests)."""
    return Trigger(["quest_yours"], {"types": ["character"], "at_location": True, **({"classification": m.group(1)} if m.group(1) else {})}, cond)


@ABILITIES.register("while_whenever", r"(During your turn, )?[Ww]hile (.+?), ((?:when|whenever) .+?), (.+)", full=True)
def while_whenever(m: re.Match[str], out: Ability) -> Ability | None:
    """"[During your turn, ]while this character is exerted, whenever you draw a card, gain 1
    lore": a triggered ability whose trigger condition includes the "while" (7.4.4; printed like a
    static ability)."""
    cond = parse_condition(m.group(2))
    trig = parse_trigger(cap(m.group(3)))
    effs = parse_effects(cap(m.group(4)))
    if cond is None or trig is None or effs is None or (trig.condition and set(trig.condition) & set(cond)):
        return None
    out.kind, out.trigger, out.effects, out.ok = "triggered", trig, effs, True
    trig.condition = {**(trig.condition or {}), **cond, **({"your_turn": True} if m.group(1) else {})}
    return out


@TRIGGERS.register("yours_with_keyword_challenge", r"Whenever one of your characters with (Bodyguard|Evasive|Rush|Ward|Reckless|Support|Challenger|Resist) "
                   r"challenges(?: another character)?", full=True, priority=50)
def yours_with_keyword_challenge(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """"Whenever one of your characters with Reckless challenges another character [this turn]"."""
    return Trigger(["challenge_yours"], {"types": ["character"], "keyword": m.group(1)}, cond)
