"""Conditions that look back over this turn (engine.lorcana.turn_records): "a character was
banished in a challenge this turn", "2 or more cards were put into your discard this turn", "you've
put a card under her this turn"; and "you have a character or location in play with a card under
them" (engine.lorcana.under).
Imports nothing of the card compiler (readers calls it last)."""

from __future__ import annotations

import re
from typing import Any


def turn_conditions(t: str) -> dict[str, Any] | None:
    """A look-back condition's text (without "if") → its condition keys, or None."""
    m = re.fullmatch(r"(?:a|an) (opposing )?(character|item|location) was banished( in a challenge)? this turn", t)
    if m:
        want: dict[str, Any] = {"types": [m.group(2)]}
        if m.group(1):
            want["owner"] = "opponent"
        if m.group(3):
            want["in_challenge"] = True
        return {"banished_turn": want}
    m = re.fullmatch(r"you(?:'ve| have|’ve) put a card under (her|him|them|this character|one of your characters or locations) this turn", t)
    if m:  # engine.lorcana.under records every card put under a card
        return {"put_under_turn": "any" if m.group(1).startswith("one of") else "self"}
    if t == "you have a character or location in play with a card under them":
        return {"you_have": {"types": ["character", "location"], "card_under": True}, "min": 1}
    if t in ("a character of yours quested this turn", "one of your characters quested this turn"):
        return {"quested_turn": True}
    if t in ("a character of yours challenged this turn", "one of your characters challenged this turn"):
        return {"challenged_turn": True}
    if t == "none of your characters challenged this turn":
        return {"challenged_turn": False}
    if t == "you discarded a card this turn":
        return {"discarded_turn": True}
    m = re.fullmatch(r"you played (?:a|an) (?:([A-Z]\w+) )?(character|action|item|location) this turn", t)
    if m:  # the "played" records of engine.lorcana.play (4.3.4)
        return {"played_class": {"types": [m.group(2)], **({"classification": m.group(1)} if m.group(1) else {})}}
    m = re.fullmatch(r"(\w+) or more cards were put into your discard this turn", t)
    if m:
        from .readers import number  # readers imports this module first

        n = number(m.group(1))
        return None if n is None else {"to_discard_min": n}
    return None
