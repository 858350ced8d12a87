"""Templates of trigger conditions (7.4.2): "When you play this character", "Whenever this
character quests", "At the start of your turn" … → the engine events they wait for."""

from __future__ import annotations

import re
from typing import Any

from .model import Trigger
from .readers import parse_target
from .registries import TRIGGERS

_KEYWORDS = ("Bodyguard", "Evasive", "Rush", "Ward", "Support", "Reckless")

# (name, pattern, events, filter): tried in this order, each matched against the whole condition
TABLE: list[tuple[str, str, list[str], dict[str, Any]]] = [
    ("played_self", r"When you play this (?:character|item|location)", ["played_self"], {}),
    ("played_and_quests", r"When you play this character and whenever (?:he|she|it|they) quests?", ["played_self", "quest_self"], {}),
    ("quests", r"Whenever this character quests", ["quest_self"], {}),
    ("challenges_character", r"Whenever this character challenges another character", ["challenge_self"], {"defender": {"types": ["character"]}}),  # not a location (4.3.6.19)
    ("challenges", r"Whenever this character challenges", ["challenge_self"], {}),
    ("banished_in_challenge", r"When this character is banished in a challenge", ["banished_in_challenge_self"], {}),
    ("banishes_in_challenge", r"Whenever this character banishes another character in a challenge", ["banishes_in_challenge_self"], {}),
    ("challenged_and_banished", r"When this character is challenged and banished", ["banished_challenged_self"], {}),
    ("banished", r"When this (?:character|item|location) is banished", ["banished_self"], {}),
    # the first printing of Bagheera - Guardian Jaguar; reprints say "During an opponent's turn, when …" (7.4.4)
    ("banished_opponents_turn", r"When this (?:character|item|location) is banished during an opponent['’]s turn", ["banished_self"],
     {"_cond": {"opp_turn": True}}),
    ("challenged", r"(?:Whenever|When) this character is challenged", ["challenged_self"], {}),
    ("turn_start", r"At the start of your turn", ["turn_start"], {}),
    ("turn_end", r"At the end of your turn", ["turn_end"], {}),
    ("sings", r"Whenever this character sings a song", ["sing_self"], {}),
    ("you_play_song", r"Whenever you play a song", ["played_other"], {"types": ["action"], "song": True}),
    ("you_play_action", r"Whenever you play an action", ["played_other"], {"types": ["action"]}),
    ("you_play_item", r"Whenever you play an item", ["played_other"], {"types": ["item"]}),
    ("you_play_location", r"Whenever you play a location", ["played_other"], {"types": ["location"]}),
    ("you_play_character", r"Whenever you play a character", ["played_other"], {"types": ["character"]}),
    ("you_play_another_character", r"Whenever you play another character", ["played_other"], {"types": ["character"], "other": True}),
    ("you_play_classified", r"Whenever you play a ([A-Z]\w+) character", ["played_other"], {"types": ["character"]}),
    ("yours_quests", r"Whenever one of your characters quests", ["quest_yours"], {}),
    ("yours_classified_quests", r"Whenever one of your ([A-Z]\w+) characters quests", ["quest_yours"], {"types": ["character"]}),
    ("quests_here", r"Whenever a character quests while here", ["quest_here"], {}),
    ("dealt_damage", r"Whenever this character is dealt damage", ["damaged_self"], {}),
    ("you_ink", r"(?:Whenever|When) you put a card into your inkwell", ["inked_yours"], {}),
    ("you_play_keyword", r"Whenever you play a character with (Bodyguard|Evasive|Rush|Ward|Support|Reckless)", ["played_other"], {"types": ["character"]}),
    ("yours_challenges_character", r"Whenever one of your characters challenges another character", ["challenge_yours"],
     {"defender": {"types": ["character"]}}),  # not a location (4.3.6.19)
    ("yours_challenges", r"Whenever one of your characters challenges", ["challenge_yours"], {}),
    ("yours_other_banished", r"Whenever one of your other characters is banished(?: in a challenge)?", ["banished_yours_other"], {}),
    ("yours_banished", r"Whenever one of your characters is banished", ["banished_yours_other", "banished_self"],
     {"types": ["character"], "self_types": ["character"]}),
    ("yours_challenged_while_exerted", r"Whenever a character of yours is challenged while this character is exerted", ["challenged_yours"],
     {"_cond": {"self": "exerted"}}),
    ("yours_challenged", r"Whenever (?:a character of yours|one of your characters) is challenged", ["challenged_yours"], {}),
    ("opponent_plays_character", r"(?:When|Whenever) an opponent plays a character", ["played_opponent"], {"types": ["character"]}),
    ("opponent_plays_action", r"(?:When|Whenever) an opponent plays an action", ["played_opponent"], {"types": ["action"]}),
    ("opponent_plays_song", r"(?:When|Whenever) an opponent plays a song", ["played_opponent"], {"types": ["action"], "song": True}),
    ("yours_chosen_for_support", r"Whenever one of your characters is chosen for Support", ["support_chosen_yours"], {}),
    ("leaves_play", r"When this (?:character|item|location) leaves play", ["leaves_play_self"], {}),
    ("moves_to_location", r"Whenever this character moves to a location", ["moves_self"], {}),
    ("you_move_here", r"Whenever you move a character here", ["moved_here"], {}),
    ("you_heal_yours", r"Whenever you remove (?:1 or more )?damage from one of your characters", ["healed_yours"], {}),
    ("you_heal_any", r"Whenever you remove (?:1 or more )?damage from a character", ["healed_any"], {}),  # engine.lorcana.heal_watch
    ("you_play_non_song_action", r"Whenever you play an action that isn't a song", ["played_other"], {"types": ["action"], "not_song": True}),
]


def _table_builder(events: list[str], flt: dict[str, Any]):
    def build(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
        f = dict(flt)
        extra = f.pop("_cond", None)  # a "while this character is …" inside the trigger (7.4.4)
        if extra:
            cond = {**(cond or {}), **extra}
        if m.groups():
            if m.group(1) in _KEYWORDS:
                f["keyword"] = m.group(1)
            else:
                f["classification"] = m.group(1)
        return Trigger(list(events), f, cond)
    return build


for _name, _pattern, _events, _flt in TABLE:
    TRIGGERS.add(_name, _table_builder(_events, _flt), _pattern, full=True)


@TRIGGERS.register("challenges_a", r"Whenever (?:this character|he|she|they) challenges (?:a|an) (.+)", full=True)
def challenges_a(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger | None:
    """"Whenever this character challenges a Hyena character" (the defender must match)."""
    t = parse_target("chosen " + m.group(1))
    if t is not None and t.filter.get("types") == ["character"]:
        return Trigger(["challenge_self"], {"defender": t.filter}, cond)
    return None


@TRIGGERS.register("you_play_named", r"Whenever you play (?:a|another) character named (.+)", full=True)
def you_play_named(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """7.4.5 例B (Elsa - Ice Surfer): "whenever you play a character named Anna"."""
    return Trigger(["played_other"], {"types": ["character"], "name": m.group(1), **({"other": True} if "another" in m.string else {})}, cond)


@TRIGGERS.register("pronoun_challenges", r"Whenever (?:he|she|they) challenges(?: another character)?", full=True)
def pronoun_challenges(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """"Whenever he challenges another character": not when he challenges a location (4.3.6.19)."""
    return Trigger(["challenge_self"], {"defender": {"types": ["character"]}} if "another character" in m.string else {}, cond)


@TRIGGERS.register("quests_at_location", r"Whenever this character quests while at a location", full=True)
def quests_at_location(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    return Trigger(["quest_self"], {}, {**(cond or {}), "self": "at_location"})
