"""Helper wreal2 (issue #18): sentence templates of three families (the ops: ``engine.wow.wreal2``;
the conditions: ``engine.wow.wreal2_checks``).

- "you win the game" → ``wreal2_win`` (102.1; the card outranks the rules, 103.1); "you win the game if
  there are no cards in your deck" (``wr2_deck_empty``); the condition "if you control cards in play with
  costs 1, 2, …, and 8" (``wr2_costs``, also given to every condition reader).
- "(You may) put a/an [kind] (card) from your hand into play (if its cost is less than or equal to …)",
  "(You may) put up to three allies from your hand into play", "Put a weapon with cost less than or equal
  to the number of resources you control from your hand into play" → ``wreal2_hand_to_play``: the player
  picks on resolution (no target, EN 706: hand cards are no targets); the card enters play without being
  played, its cost unpaid (710.1, 403.1).
- "Draw a card for each character dealt damage this way" → a draw counted per character a packet of this
  power was dealt to (408.2a: only packets that were dealt; ``per = "dealt_chars"``).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import CONDITION_READERS, card_filter
from .readers import count as _count
from .registry import REFS, SENTENCES

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}


def _num(word: str) -> int | None:
    w = word.lower()
    if w.isdigit():
        return int(w)
    return _WORDS.get(w) or _count(w)


# --- you win the game (102.1) --------------------------------------------------------------------------


@SENTENCES.register("wreal2_win", r"you win the game", full=True, priority=140, flags=re.I)
def _win(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "you win the game" (102.1; 103.1: the card text wins over the rules)."""
    return [Effect("wreal2_win", 0, None, text=sentence)]


@SENTENCES.register("wreal2_win_if_deck_empty", r"you win the game if there (?:are|is) no cards? in your deck", full=True, priority=140, flags=re.I)
def _win_if_empty(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "you win the game if there are no card(s) in your deck" (checked as it resolves, EN 709)."""
    return [Effect("wreal2_win", 0, None, condition={"if": {"k": "wr2_deck_empty"}}, text=sentence)]


def wr2_condition(s: str, name: str) -> dict[str, Any] | None:
    """ "you control cards in play with costs 1, 2, 3, 4, 5, 6, 7, and 8" → ``wr2_costs``."""
    m = rx.fullmatch(r"you control cards in play with costs ((?:\d+, )+(?:and )?\d+)", s.strip().rstrip("."), re.I)
    if m:
        return {"k": "wr2_costs", "costs": [int(x) for x in rx.findall(r"\d+", m.group(1))]}
    return None


CONDITION_READERS.append(wr2_condition)


@SENTENCES.register("wreal2_win_if_costs", r"if (you control cards in play with costs (?:\d+, )+(?:and )?\d+), you win the game", full=True, priority=140, flags=re.I)
def _win_if_costs(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "If you control cards in play with costs 1, 2, …, and 8, you win the game." (the condition's own
    commas: read whole; checked as it resolves, EN 709)."""
    cond = wr2_condition(m.group(1), name)
    return None if cond is None else [Effect("wreal2_win", 0, None, condition={"if": cond}, text=sentence)]


# --- put a card from your hand into play (710.1) ---------------------------------------------------------

_CAP = {
    r"the number of resources you (?:have|control)": {"k": "resources"},
}


def _cap(phrase: str, name: str) -> Any:
    p = phrase.strip().rstrip(".")
    for pat, cap in _CAP.items():
        if rx.fullmatch(pat, p, re.I):
            return cap
    m = rx.fullmatch(r"the number of (\w+) counters on (?:this \w+|" + re.escape(name) + r")", p, re.I)
    if m:
        return {"k": "counters", "kind": m.group(1).lower()}
    m = rx.fullmatch(r"the cost of an? ([A-Z][\w'-]* ally) you control", p)
    if m and (flt := card_filter(m.group(1))) is not None:
        return {"k": "max_cost_control", "flt": flt}
    return None


def _kind(phrase: str) -> dict[str, Any] | None:
    p = rx.sub(r" cards?$", "", phrase.strip(), flags=re.I)
    p = rx.sub(r"^allies$", "ally", p, flags=re.I)
    m = rx.fullmatch(r"(?:an? )?ally named (.+)", p, re.I)
    if m:
        return {"types": ["ally"], "named": m.group(1)}
    flt = card_filter(p)
    if flt is None:
        return None
    if "hero" in flt["types"] and flt.get("tag"):  # "a Totem card", "a Pet card": no hero comes from a hand
        flt = {**flt, "types": [t for t in flt["types"] if t not in ("hero", "location")]}
    return flt if "hero" not in flt["types"] else None


@SENTENCES.register("wreal2_hand_to_play",
                    r"(you may )?put (an?|up to \w+) (.+?) from your hand into play(?:,? if its cost is less (?:than|then) or equal to (.+))?",
                    full=True, priority=140, flags=re.I)
def _hand_to_play(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "(You may) put a Totem card from your hand into play", "… an ally card … if its cost is less than
    or equal to the number of resources you have", "… up to three allies …" (710.1: put into play, not
    played; EN 709.1: picked on resolution)."""
    what = m.group(3)
    cap: Any = None
    mc = rx.fullmatch(r"(.+?) with cost less than or equal to (.+)", what, re.I)
    if mc:
        what, cap = mc.group(1), _cap(mc.group(2), name)
        if cap is None:
            return None
    if m.group(4):
        if cap is not None:
            return None
        cap = _cap(m.group(4), name)
        if cap is None:
            return None
    flt = _kind(what)
    if flt is None:
        return None
    up = rx.fullmatch(r"up to (\w+)", m.group(2), re.I)
    n = _num(up.group(1)) if up else 1
    if not n:
        return None
    cond: dict[str, Any] = {"filter": flt}
    if m.group(1):
        cond["may"] = True  # "you may": the pick offers none (EN 709.3), no separate yes/no
    if cap is not None:
        cond["max_cost"] = cap
    if up:
        cond["up_to"] = True
    return [Effect("wreal2_hand_to_play", n, None, condition=cond, text=sentence)]


# --- "for each character dealt damage this way" (408.2a) --------------------------------------------------


@SENTENCES.register("wreal2_draw_per_dealt", r"draw a card for each (?:character|hero or ally|ally) dealt damage this way", full=True, priority=140, flags=re.I)
def _draw_per_dealt(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Draw a card for each character dealt damage this way." (Arcane Explosion)."""
    return [Effect("draw", 1, None, condition={"per": "dealt_chars"}, text=sentence)]


@SENTENCES.register("wreal2_ready_per_dealt", r"ready an? resources? you control for each (?:character|hero or ally) dealt damage this way",
                    full=True, priority=140, flags=re.I)
def _ready_per_dealt(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Ready a resource you control for each character dealt damage this way." (Thunderstorm; 411.1:
    the player picks exhausted resources of his, ``player_picks`` "ready")."""
    return [Effect("player_picks", 1, Target("player"), stat="ready", condition={"filter": {"types": ["resource"], "state": "exhausted"}, "per": "dealt_chars"},
                   text=sentence)]


# --- more "dealt damage this way" shapes -----------------------------------------------------------------

_DTYPES = r"(melee|ranged|fire|frost|nature|shadow|holy|arcane)"
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


@SENTENCES.register("wreal2_word_damage", r"your hero deals (two|three|four|five|six) (" + _DTYPES[1:-1] + r") damage to (.+)", full=True, priority=140, flags=re.I)
def _word_damage(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Your hero deals two frost damage to each opposing ally." — the number in words (104.1), read as digits."""
    from .registry import compile_sentence

    effs = compile_sentence(f"Your hero deals {_NUMBER_WORDS[m.group(1).lower()]} {m.group(2)} damage to {m.group(3)}.", name)
    return [Effect(e.op, e.amount, e.target, stat=e.stat, keyword=e.keyword, zone=e.zone, duration=e.duration, optional=e.optional,
                   condition=e.condition, text=sentence) for e in effs] if effs else None


@SENTENCES.register("wreal2_plural_dealt_atk", r"(?:allies|characters|heroes and allies) dealt damage this way have ([+-]\d+) ATK this turn",
                    full=True, priority=140, flags=re.I)
def _plural_dealt_atk(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Allies dealt damage this way have -2 ATK this turn." — each character a packet of this power was
    dealt to (408.2a; ``Target("previous")``: the cards the damage was dealt to)."""
    return [Effect("modify_stat", int(m.group(1)), Target("previous", {}), stat="atk", duration="this_turn", text=sentence)]


@SENTENCES.register("wreal2_damage_each_of_them", r"your hero deals (\d+) " + _DTYPES + r" damage to each of them", full=True, priority=140, flags=re.I)
def _damage_each_of_them(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Exhaust all opposing heroes and allies. Your hero deals 1 nature damage to each of them." — "them":
    the cards the sentence before acted on (``Target("previous")``); one packet each (405.4)."""
    return [Effect("damage", int(m.group(1)), Target("previous", {}), stat=m.group(2).lower(), condition={"source": "hero", "unpreventable": False},
                   text=sentence)]


@SENTENCES.register("wreal2_if_hero_dealt_ban", r"if a hero (?:is|was) dealt damage this way, its controller can't (play|draw) (cards|allies|abilities|equipment) this turn",
                    full=True, priority=140, flags=re.I)
def _if_hero_dealt_ban(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "If a hero is dealt damage this way, its controller can't play cards this turn." — the wording of
    "The controller of a hero dealt damage this way can't play … this turn" (103.2; the restriction goes
    on the hero dealt damage, ``templates_wstatics_bans``)."""
    from .registry import compile_sentence

    effs = compile_sentence(f"The controller of a hero dealt damage this way can't {m.group(1)} {m.group(2)} this turn.", name)
    return [Effect(e.op, e.amount, e.target, stat=e.stat, keyword=e.keyword, zone=e.zone, duration=e.duration, optional=e.optional,
                   condition=e.condition, text=sentence) for e in effs] if effs else None


@SENTENCES.register("wreal2_dealt_char_ban", r"the controller of a character dealt damage this way can't (play|draw) (cards|allies|abilities|equipment) this turn",
                    full=True, priority=140, flags=re.I)
def _dealt_char_ban(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """103.2: "The controller of a character dealt damage this way can't play abilities this turn." — the
    player is named by the character dealt damage (an ally's controller too): the restriction goes on his
    hero (``wreal2_controller_ban``; a hero's own: ``templates_wstatics_bans``)."""
    from .templates_wstatics_bans import _key

    key = _key(m.group(1), m.group(2))
    return [Effect("wreal2_controller_ban", 0, Target("previous", {}), keyword=key, duration="this_turn", text=sentence)] if key else None


@SENTENCES.register("wreal2_that_card_back_to_hand", r"at the end of this turn, put that (weapon|ally|card|equipment) from play into your hand",
                    full=True, priority=140, flags=re.I)
def _that_back_to_hand(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "At the end of this turn, put that weapon from play into your hand." — the card an earlier sentence
    put into play (``Target("ref")``, ``engine.wow.refs``) returns at the end of this turn if it stayed in
    play (415.9b, ``return_later``)."""
    return [Effect("return_later", 0, Target("ref", {}), zone="hand", duration="this_turn", text=sentence)]


@SENTENCES.register("wreal2_skip_draw_turn",
                    r"if a hero (?:is|was) dealt damage this way, (?:the next time its controller would draw a card this turn, he skips drawing that card instead"
                    r"|its controller skips drawing his next card this turn)", full=True, priority=140, flags=re.I)
def _skip_draw_turn(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "If a hero is dealt damage this way, the next time its controller would draw a card this turn, he skips
    drawing that card instead." (EN 716: a replacement of one draw, this turn only)."""
    return [Effect("wreal2_skip_draw_turn", 0, Target("previous", {"types": ["hero"]}), text=sentence)]


@REFS.register("wreal2_destroy_it_next_turn", priority=10)
def _destroy_it_next_turn(sentence: str, out: list[Effect], read: object, **_: object) -> list[Effect] | None:
    """ "You may put an ally card from your hand into play. If you do, destroy it at the start of the next
    turn." — "it": the card the sentence before put into play (``Target("ref")``, set by ``wreal2_hand_to_play``);
    "If you do" (EN 709.3) is added by the caller."""
    if not out or out[-1].op != "wreal2_hand_to_play":
        return None
    if not rx.fullmatch(r"destroy it at the start of the next turn\.?", sentence.strip(), re.I):
        return None
    return [Effect("wreal2_destroy_next_turn", 0, Target("ref", {}), text=sentence)]


@SENTENCES.register("wreal2_heroes_face_up", r"each player turns his hero face up", full=True, priority=140, flags=re.I)
def _heroes_face_up(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Each player turns his hero face up." (301.2: a face-down hero is one flipped to its back)."""
    return [Effect("wreal2_heroes_face_up", 0, None, text=sentence)]
