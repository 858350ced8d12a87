"""Counted costs of a payment power or an additional cost (403.1): "Discard two cards", "Remove three
ally cards in your graveyard from the game", "Exhaust two allies in your party", "Exhaust four of
your Totems", "Destroy two of your resources". Each is the one-card cost (``templates_costs.choice_cost``)
with ``count`` = N: the player names N different cards that can pay it (``engine.wow.choice_cost.needed`` /
``valid``); the cost can't be paid with fewer (403.1).

Also "(Pay 2 or) remove an honor counter from a card you control" (``engine.wow.counter_cost``) and the
count "for each honor counter on cards you control" (a cost change's ``per``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import rx

_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_PLURAL = {"allies": "ally", "cards": "card", "heroes": "hero", "abilities": "ability", "weapons": "weapon", "items": "item"}


def _singular(words: str) -> str:
    """ "ally cards" → "ally card", "allies" → "ally", "Totems" → "Totem"."""
    head, _, last = words.strip().rpartition(" ")
    one = _PLURAL.get(last.lower()) or (last[:-1] if rx.fullmatch(r"[A-Z][\w'-]*[^s]s", last) else None)
    if one is None:
        return ""
    return f"{head} {one}".strip()


def counted_choice(part: str, name: str, one: Callable[[str, str], dict[str, Any] | None]) -> dict[str, Any] | None:
    """A counted cost part, read as its one-card form (``one``) with ``count``; None if not one."""
    p = part.strip().rstrip(".")
    m = rx.fullmatch(r"(?:pay \[?(\d+)\]? or )?remove an? ([\w+-]+) counter from a card you control", p, re.I)
    if m:  # "Pay 2 or remove an honor counter from a card you control" (engine.wow.counter_cost)
        return {"counter_from": {"kind": m.group(2).lower()}, **({"or_pay": int(m.group(1))} if m.group(1) else {})}
    m = rx.fullmatch(r"remove (an?|another) (.+? you control) from (?:the )?game", p, re.I)
    if m and (cc := one(f"destroy {m.group(1)} {m.group(2)}", name)) is not None and set(cc) == {"destroy"}:
        return {"remove_play": cc["destroy"]}  # "Remove a Warlock ally you control from the game" (403.1)
    if rx.fullmatch(r"destroy an? resource you control", p, re.I):  # = "Destroy one of your resources"
        return {"destroy_resource": {}}
    m = rx.fullmatch(r"destroy (two|three|four|five) of your resources", p, re.I)
    if m:
        return {"destroy_resource": {}, "count": _COUNT[m.group(1).lower()]}
    m = rx.fullmatch(r"(exhaust|destroy) (two|three|four|five) (?:([A-Z][\w'-]*) )?heroes and/or allies (?:you control|in your party)", p, re.I)
    if m and (m.group(3) is None or m.group(3)[0].isupper()):  # "Exhaust two Naga heroes and/or allies you control"
        flt: dict[str, Any] = {"types": ["hero", "ally"], **({"tag": m.group(3)} if m.group(3) else {})}
        return {m.group(1).lower(): flt, "count": _COUNT[m.group(2).lower()]}
    m = rx.fullmatch(r"(discard|exhaust|destroy) (two|three|four|five) (?:of your )?(.+?)( you control| in your party)?", p, re.I)
    if m:
        verb, n, what, where = m.group(1), _COUNT[m.group(2).lower()], m.group(3), m.group(4) or ""
        single = _singular(what)
        if not single or " and/or " in what or " or " in what:
            return None
        if verb.lower() == "discard":
            if where:
                return None
            cc = one(f"discard a {single}", name)
        else:
            cc = one(f"{verb} an {single}{where or ' you control'}" if single[0].lower() in "aeiou" else f"{verb} a {single}{where or ' you control'}", name)
        return {**cc, "count": n} if cc is not None and len(cc) == 1 else None
    m = rx.fullmatch(r"remove (two|three|four|five) (.+?) (?:in|from) your graveyard from the game", p, re.I)
    if m:
        single = _singular(m.group(2))
        if single == "card":  # any card
            return {"remove_graveyard": {}, "count": _COUNT[m.group(1).lower()]}
        cc = one(f"remove {'an' if single[:1].lower() in 'aeiou' else 'a'} {single} in your graveyard from the game", name) if single else None
        return {**cc, "count": _COUNT[m.group(1).lower()]} if cc is not None and len(cc) == 1 else None
    return None


def counters_per(tail: str) -> dict[str, Any] | None:
    """ "honor counter on cards you control" → the count ``{"k": "wco_counters", "kind": "honor"}``; "other ability
    you've played this turn" → ``{"k": "wco_played", "types": ["ability"]}`` (engine.wow.counter_cost)."""
    m = rx.fullmatch(r"([\w+-]+) counter on cards you control", tail.strip().rstrip("."), re.I)
    if m:
        return {"k": "wco_counters", "kind": m.group(1).lower()}
    m = rx.fullmatch(r"other (ability|ally) you've played this turn", tail.strip().rstrip("."), re.I)
    return {"k": "wco_played", "types": [m.group(1).lower()]} if m else None
