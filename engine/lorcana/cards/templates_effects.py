"""Templates of one-shot effects (7.1): cards (draw, discard, look, play for free), lore, damage,
banishing, moving cards between zones, exerting and readying, and stat changes; plus the whole
texts of several sentences that only make sense together (look at the top N …, name a card …)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .readers import STAT, TYPES, kind_filter, number, parse_target, players_of, types_of
from .registries import SENTENCES, STOP, TEXTS

# --- whole texts -------------------------------------------------------------------------------

_LOOK = (re.compile(r"^[Ll]ook at the top (\w+) cards of your deck\. You may (?:reveal )?(?:(?:an? )?(.+?) card(?:s)?|(one)) and put (?:it|them) into your hand\. "
                    r"Put the rest on the bottom of your deck in any order\.?$"),
         re.compile(r"^[Ll]ook at the top (\w+) cards of your deck\. You may (?:put )?(one)()(?: of them)? into your hand\. "
                    r"Put the rest on the bottom of your deck in any order\.?$"))


@TEXTS.register("look_and_take")
def look_and_take(text: str) -> object:
    """"Look at the top N … You may reveal an X card and put it into your hand. Put the rest on the bottom" (7.1.10);
    "You may put one into your hand" (no "reveal") takes it unrevealed."""
    look = _LOOK[0].match(text) or _LOOK[1].match(text)
    if not (look and number(look.group(1))):
        return None
    what = (look.group(2) or "").strip()
    flt: dict[str, Any]
    if what in ("", "one"):
        flt = {"any": True}
    elif re.fullmatch(TYPES, what):
        flt = {"types": types_of(what)}
    elif what in ("song", "action"):
        flt = {"types": ["action"], "song": what == "song"}
    elif re.fullmatch(r"[A-Z]\w+ character", what):
        flt = {"types": ["character"], "classification": what.split()[0]}
    else:
        return STOP
    cond: dict[str, Any] = {"take": flt, "rest": "bottom"}
    if not re.search(r"\b[Rr]eveal\b", text):  # "You may put one into your hand": only the player sees it (7.1.10)
        cond["hidden"] = True
    return [Effect("look_top", number(look.group(1)) or 1, Target("player", {"who": "you"}), condition=cond, text=text)]


@TEXTS.register("name_and_reveal", r"^[Nn]ame a card, then reveal the top card of your deck\. If it['’]s the named card, put (?:that card|it) into your (hand|inkwell facedown and exerted)"
                r"( and gain (\d+) lore)?\. Otherwise, put it on the (top|bottom) of your deck\.?$")
def name_and_reveal(m: re.Match[str]) -> object:
    """6.2.4: the named name must match exactly (6.2.4.1: either name of "A & B")."""
    return [Effect("name_and_reveal", int(m.group(3) or 0), Target("player", {"who": "you"}), zone=m.group(4),
                   condition={"to": "hand" if m.group(1) == "hand" else "inkwell"}, text=m.string)]


@TEXTS.register("replay_song", r"^[Yy]ou may play that song (?:again )?from your discard for free(?:, then put it on the bottom of your deck|\. If you do, put that card on the bottom "
                r"of your deck instead of into your discard)\.?$")
def replay_song(m: re.Match[str]) -> object:
    """7.1.9.1: "that song" is the very card sung; 7.1.6: it resolves after this ability."""
    return [Effect("replay_from_discard", 0, Target("trigger", {"role": "song"}), zone="bottom", optional=True, text=m.string)]


# --- sentences ---------------------------------------------------------------------------------

@SENTENCES.register("each_chooses_and", r"^(Each opponent|Each player) chooses and (banishes|exerts|readies) one of their (ready |exerted |damaged )?(characters|items|locations)$", priority=80)
def each_chooses_and(m: re.Match[str]) -> object:
    flt: dict[str, Any] = {"types": [m.group(4)[:-1]]}
    if m.group(3):
        flt[m.group(3).strip()] = True
    op = {"banishes": "destroy", "exerts": "tap", "readies": "untap"}[m.group(2)]
    return [Effect(op, 0, Target("each_chooses", {**flt, "players": players_of(m.group(1))}), text=m.string)]


@SENTENCES.register("each_chooses_character", r"^(Each opponent|Each player) chooses one of their characters and (returns that card to their hand|deals (\d+) damage to (?:them|it))$", priority=90)
def each_chooses_character(m: re.Match[str]) -> object:
    t = Target("each_chooses", {"types": ["character"], "players": players_of(m.group(1))})
    if m.group(3):
        return [Effect("damage", int(m.group(3)), t, text=m.string)]
    return [Effect("return_to_hand", 0, t, text=m.string)]


@SENTENCES.register("you_gain_lore", r"^[Yy]ou gain (\d+) lore$", priority=120)
def you_gain_lore(m: re.Match[str]) -> object:
    return [Effect("gain_score", int(m.group(1)), Target("player", {"who": "you"}), text=m.string)]


@SENTENCES.register("give_stat", r"^[Gg]ive (.+?) ([+-]\d+) (\{S\}|\{W\}|\{L\}) (this turn|until the start of your next turn)$", priority=130)
def give_stat(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    dur = "this_turn" if m.group(4) == "this turn" else "until_your_next_turn"
    return [Effect("modify_stat", int(m.group(2)), t, stat=STAT[m.group(3)], duration=dur, text=m.string)] if t else STOP


@SENTENCES.register("draw", r"^(?:Draw|draw) (\w+) cards?$", priority=140)
def draw(m: re.Match[str]) -> object:
    if not number(m.group(1)):
        return None
    return [Effect("draw", number(m.group(1)) or 1, Target("player", {"who": "you"}), text=m.string)]


@SENTENCES.register("each_may_draw", r"^(Each player|Each opponent) may draw (\w+) cards?$", priority=150)
def each_may_draw(m: re.Match[str]) -> object:
    """1.6.2: each player decides for themself, the active player first."""
    if not number(m.group(2)):
        return None
    return [Effect("draw", number(m.group(2)) or 1, Target(players_of(m.group(1))), condition={"each_may": True}, text=m.string)]


@SENTENCES.register("players_draw", r"^(Each player|Each opponent|Chosen player|Chosen opponent) draws (\w+) cards?$", priority=160)
def players_draw(m: re.Match[str]) -> object:
    if not number(m.group(2)):
        return None
    return [Effect("draw", number(m.group(2)) or 1, Target(players_of(m.group(1))), text=m.string)]


@SENTENCES.register("gain_lore", r"^[Gg]ain (\d+) lore$", priority=170)
def gain_lore(m: re.Match[str]) -> object:
    return [Effect("gain_score", int(m.group(1)), Target("player", {"who": "you"}), text=m.string)]


@SENTENCES.register("lose_lore", r"^(Each opponent|Chosen opponent|Each player) loses (\d+) lore$", priority=180)
def lose_lore(m: re.Match[str]) -> object:
    return [Effect("lose_score", int(m.group(2)), Target(players_of(m.group(1))), text=m.string)]


@SENTENCES.register("players_discard", r"^(Each opponent|Chosen opponent|Each player) chooses and discards (\w+) cards?$", priority=190)
def players_discard(m: re.Match[str]) -> object:
    if not number(m.group(2)):
        return None
    return [Effect("discard", number(m.group(2)) or 1, Target(players_of(m.group(1))), text=m.string)]


@SENTENCES.register("choose_and_discard", r"^[Cc]hoose and discard (\w+) cards?$", priority=200)
def choose_and_discard(m: re.Match[str]) -> object:
    if not number(m.group(1)):
        return None
    return [Effect("discard", number(m.group(1)) or 1, Target("player", {"who": "you"}), text=m.string)]


@SENTENCES.register("deal_damage", r"^[Dd]eal (\d+) damage to (.+)$", priority=210)
def deal_damage(m: re.Match[str]) -> object:
    t = parse_target(m.group(2))
    return [Effect("damage", int(m.group(1)), t, text=m.string)] if t else STOP


@SENTENCES.register("put_damage", r"^[Pp]ut (\w+) damage counters? on (.+)$", priority=220)
def put_damage(m: re.Match[str]) -> object:
    if not number(m.group(1)):
        return None
    t = parse_target(m.group(2))
    return [Effect("put_damage", number(m.group(1)) or 1, t, text=m.string)] if t else STOP


@SENTENCES.register("move_damage", r"^[Mm]ove (up to )?(\w+) damage(?: counters?)? from (.+?) to (.+)$", priority=230)
def move_damage(m: re.Match[str]) -> object:
    if not number(m.group(2)):
        return None
    a, b = parse_target(m.group(3)), parse_target(m.group(4))
    if a and b:
        return [Effect("move_damage", number(m.group(2)) or 1, a, condition={"to": b, "up_to": bool(m.group(1))}, text=m.string)]
    return STOP


@SENTENCES.register("remove_damage", r"^[Rr]emove (up to )?(\w+) damage from (.+)$", priority=240)
def remove_damage(m: re.Match[str]) -> object:
    if not (number(m.group(2)) or m.group(2) == "all"):
        return None
    t = parse_target(m.group(3))
    up_to = bool(m.group(1)) and m.group(2) != "all"  # the player chooses the amount, 0..N
    return [Effect("heal", 99 if m.group(2) == "all" else (number(m.group(2)) or 1), t, condition={"up_to": True} if up_to else None, text=m.string)] if t else STOP


@SENTENCES.register("remove_all_damage", r"^[Rr]emove all damage from (.+)$", priority=250)
def remove_all_damage(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    return [Effect("heal", 99, t, text=m.string)] if t else STOP


@SENTENCES.register("banish", r"^[Bb]anish (.+)$", priority=260)
def banish(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    return [Effect("destroy", 0, t, text=m.string)] if t else STOP


@SENTENCES.register("return_to_hand", r"^[Rr]eturn (.+?) to (?:their player's|your|its player's|their owner's) hand$", priority=270)
def return_to_hand(m: re.Match[str]) -> object:
    src = m.group(1)
    mm = re.match(r"^(an action card that isn't a song card) from your discard$", src)
    if mm:  # "an action card that isn't a song card" (an "or"/"not" in a filter)
        return [Effect("return_to_hand", 0, Target("chosen", {"types": ["action"], "not_song": True, "zone": "discard", "owner": "you"}),
                       zone="discard", text=m.string)]
    mm = re.match(r"^(?:a|an) (?:([A-Z]\w+) )?(character|item|location|action|song) card (?:with cost (\d+) or less )?from your discard$", src)
    if mm:  # "a Detective character card": a classification too
        flt = {"types": ["action"], "song": True} if mm.group(2) == "song" else {"types": [mm.group(2)]}
        if mm.group(1):
            flt["classification"] = mm.group(1)
        flt.update(zone="discard", owner="you")  # a song is an action card (6.3.3)
        if mm.group(3):
            flt["cost_max"] = int(mm.group(3))
        return [Effect("return_to_hand", 0, Target("chosen", flt), zone="discard", text=m.string)]
    if src == "this card":
        return [Effect("return_to_hand", 0, Target("self_card"), text=m.string)]
    t = parse_target(src)
    return [Effect("return_to_hand", 0, t, text=m.string)] if t else STOP


@SENTENCES.register("shuffle_into_deck", r"^[Ss]huffle (.+?) into (?:their player's|your|its player's) deck$", priority=280)
def shuffle_into_deck(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    return [Effect("put_on_deck", 0, t, zone="shuffle", text=m.string)] if t else STOP


@SENTENCES.register("put_on_deck", r"^[Pp]ut (.+?) on the (top|bottom) of (?:their player's|your|its player's) deck$", priority=290)
def put_on_deck(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    return [Effect("put_on_deck", 0, t, zone=m.group(2), text=m.string)] if t else STOP


@SENTENCES.register("exert", r"^[Ee]xert (.+)$", priority=300)
def exert(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    return [Effect("tap", 0, t, text=m.string)] if t else STOP


@SENTENCES.register("ready", r"^[Rr]eady (.+)$", priority=310)
def ready(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    return [Effect("untap", 0, t, text=m.string)] if t else STOP


@SENTENCES.register("gets_stat", r"^(.+?) (?:gets?|get) ([+-]\d+) (\{S\}|\{W\}|\{L\})(?: and ([+-]\d+) (\{S\}|\{W\}|\{L\}))? (this turn|until the start of your next turn)$", priority=320)
def gets_stat(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    if not t:
        return STOP
    dur = "this_turn" if m.group(6) == "this turn" else "until_your_next_turn"
    out = [Effect("modify_stat", int(m.group(2)), t, stat=STAT[m.group(3)], duration=dur, text=m.string)]
    if m.group(4):
        out.append(Effect("modify_stat", int(m.group(4)), Target("it") if t.kind == "chosen" else t, stat=STAT[m.group(5)], duration=dur, text=m.string))
    return out


@SENTENCES.register("look_top", r"^[Ll]ook at the top (\w+) cards? of your deck$", priority=350)
def look_top(m: re.Match[str]) -> object:
    if not number(m.group(1)):
        return None
    return [Effect("look_top", number(m.group(1)) or 1, Target("player", {"who": "you"}), text=m.string)]


@SENTENCES.register("play_free", r"^[Pp]lay (?:a|an) (character|item|location|action) (?:card )?with cost (\d+) or less for free$", priority=360)
def play_free(m: re.Match[str]) -> object:
    return [Effect("play_free", int(m.group(2)), Target("chosen", {"types": [m.group(1)], "zone": "hand", "owner": "you"}), text=m.string)]


@SENTENCES.register("next_costs_less", r"^[Yy]ou pay (\d+) \{I\} less for the next (?:([A-Z]\w+(?: or [A-Z]\w+)?) )?(character|item|location|action) you play this turn$", priority=370)
def next_costs_less(m: re.Match[str]) -> object:
    """4.3.4.5: "… for the next [Princess or Queen] character you play this turn"."""
    cond = {"filter": kind_filter(m.group(2))} if m.group(2) else None
    return [Effect("cost_reduction", int(m.group(1)), Target("player", {"who": "you"}), keyword=m.group(3), duration="this_turn",
                   condition=cond, text=m.string)]


@SENTENCES.register("top_card_to_inkwell", r"^[Pp]ut the top card of your deck into your inkwell facedown and exerted$", priority=380)
def top_card_to_inkwell(m: re.Match[str]) -> object:
    return [Effect("move", 1, Target("player", {"who": "you"}), zone="inkwell", text=m.string)]


@SENTENCES.register("mill", r"^[Pp]ut the top (\w+) cards? of your deck into your discard$", priority=390)
def mill(m: re.Match[str]) -> object:
    if not number(m.group(1)):
        return None
    return [Effect("move", number(m.group(1)) or 1, Target("player", {"who": "you"}), zone="discard", text=m.string)]


@SENTENCES.register("card_to_inkwell", r"^[Pp]ut (this card|.+?) into (?:your|its player's|their player's) inkwell facedown and exerted$", priority=400)
def card_to_inkwell(m: re.Match[str]) -> object:
    t = Target("self_card") if m.group(1) == "this card" else parse_target(m.group(1))
    return [Effect("move", 0, t, zone="inkwell_card", text=m.string)] if t else STOP


@SENTENCES.register("return_this_from_discard", r"^[Rr]eturn this card from your discard to your hand$", priority=410)
def return_this_from_discard(m: re.Match[str]) -> object:
    return [Effect("return_to_hand", 0, Target("self_card"), text=m.string)]


@SENTENCES.register("next_damage_prevented", r"^(?:[Uu]ntil the start of your next turn|[Tt]his turn), the next time (they|he|she|it|this character|chosen character) would be "
                    r"dealt damage,? (?:they|he|she|it) takes? no damage instead$", priority=420)
def next_damage_prevented(m: re.Match[str]) -> object:
    """7.7.1: a replacement effect that waits for the next damage ("they": the card the ability
    is about, 7.1.9 — the trigger's subject, or this card)."""
    who = m.group(1)
    t = Target("chosen", {"types": ["character"]}) if who == "chosen character" else Target("self") if who == "this character" else Target("it_or_self")
    dur = "this_turn" if m.string.lower().startswith("this turn") else "until_your_next_turn"
    return [Effect("prevent_next_damage", 0, t, duration=dur, text=m.string)]


@SENTENCES.register("play_self_exerted", r"^[Pp]lay (?:her|him|it|them|this character) and (?:she|he|it|they) enters? play exerted$", priority=430)
def play_self_exerted(m: re.Match[str]) -> object:
    """"You may play her and she enters play exerted" (a trigger from the discard): a play that
    pays her cost (4.3.4.6) and enters exerted (7.7.4)."""
    return [Effect("play_self", 0, condition={"exerted": True}, text=m.string)]


@SENTENCES.register("move_to_that_location", r"^[Mm]ove (.+?) to that location for free$", priority=440)
def move_to_that_location(m: re.Match[str]) -> object:
    """"Move one of your other characters to that location for free" (4.3.7.4 without the move cost)."""
    t = parse_target(m.group(1))
    if t is None or t.kind != "chosen" or t.filter.get("types") != ["character"]:
        return STOP
    return [Effect("move_to_location", 0, t, condition={"location": "trigger"}, text=m.string)]
