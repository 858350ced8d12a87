"""Conditions that look back over this turn (engine.lorcana.turn_records): "a character was
banished in a challenge this turn", "2 or more cards were put into your discard this turn", "you've
put a card under her this turn"; and "you have a character or location in play with a card under
them" (engine.lorcana.under).
Imports nothing of the card compiler (readers calls it last)."""

from __future__ import annotations

import re
from typing import Any

from .numbers import STAT, number


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
    if t == "it's the second challenge this turn":  # engine.lorcana.turn_records counts each challenge (4.3.6)
        return {"challenged_count": 2}
    if t == "none of your characters challenged this turn":
        return {"challenged_turn": False}
    if t in ("a card left a player's discard this turn", "1 or more cards have left a player's discard this turn",
             "one or more cards have left a player's discard this turn"):
        return {"left_discard_turn": True}
    if t == "you removed 1 or more damage from one of your characters this turn":
        return {"healed_turn": "yours"}
    if t == "you removed damage from a character this turn":
        return {"healed_turn": "any"}
    m = re.fullmatch(r"one of your ([A-Z]\w+) characters was banished this turn", t)
    if m:
        return {"banished_turn": {"types": ["character"], "owner": "you", "classification": m.group(1)}}
    m = re.fullmatch(r"you have a character with (\d+) (\{S\}|\{W\}|\{L\}) or more in play", t)
    if m:
        return {"you_have": {"types": ["character"], f"{STAT[m.group(2)]}_min": int(m.group(1))}, "min": 1}
    if t == "all cards in your inkwell are exerted":
        return {"ink_all_exerted": True}
    if t == "an opponent has a song card in their discard":
        return {"opp_discard_has": {"types": ["action"], "song": True}}
    if t == "you discarded a card this turn":
        return {"discarded_turn": True}
    m = re.fullmatch(r"you played (?:a|an) (?:([A-Z]\w+) )?(character|action|item|location) this turn", t)
    if m:  # the "played" records of engine.lorcana.play (4.3.4)
        return {"played_class": {"types": [m.group(2)], **({"classification": m.group(1)} if m.group(1) else {})}}
    m = re.fullmatch(r"you(?:'ve| have|’ve) played a character with cost (\d+) or more this turn", t)
    if m:
        return {"played_class": {"types": ["character"], "cost_min": int(m.group(1))}}
    m = re.fullmatch(r"(\w+) or more (?:other )?cards were put into your discard this turn", t)  # "other": the action resolving isn't there yet
    if m:
        n = number(m.group(1))
        return None if n is None else {"to_discard_min": n}
    return None
