"""Costs naming a choice of tags (403.1, 403.2):

- a cost change for cards with one of several tags: "You pay 2 less to play Priests and Paladins, to a
  minimum of 1", "You pay 1 less to play Auras, Blessings, and Seals" — ``filter = {"any_tag": [...]}``
  (``engine.wow.costs.fits_filter``; "Seal (1)" counts as Seal, 414.3b);
- a chosen card to pay with one of two tags: "Destroy another Monster or Demon ally you control",
  "Destroy a Demon or Ghoul you control" — ``{"destroy" | "exhaust": {..., "any_tag": [...]}}``
  (``engine.wow.choice_cost``, ``targets.matches``);
- a class written in lower case in a cost: "exhaust a warlock you control" (202.1: the class)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import rx

CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
_TYPE_WORDS = {"ability", "abilities", "ally", "allies", "weapon", "weapons", "armor", "armors", "item", "items", "equipment",
               "card", "cards", "quest", "quests", "location", "locations", "hero", "heroes", "token", "tokens"}
_IN_PLAY = ["hero", "ally", "ability", "weapon", "armor", "item"]


def _tag(word: str) -> str | None:
    """ "Priests" → "Priest", "finishing moves" → "Finishing Move"; None for a card type or a non-word."""
    w = word.strip()
    if not rx.fullmatch(r"[A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*)?", w) or w.lower() in _TYPE_WORDS:
        return None
    if not w.endswith("s") or w.endswith("ss"):
        return None
    one = w[:-1]
    return " ".join(p[:1].upper() + p[1:] for p in one.split(" "))


def tag_list(phrase: str) -> dict[str, Any] | None:
    """ "Priests and Paladins", "Auras, Blessings, and Seals" → ``{"any_tag": [...]}`` (two or more tags)."""
    items = [p for p in rx.split(r",? and |, ", phrase.strip()) if p]
    if len(items) < 2:
        return None
    tags = [_tag(p) for p in items]
    if any(t is None for t in tags):
        return None
    return {"any_tag": tags}


def tag_choice(part: str, name: str, one: Callable[[str, str], dict[str, Any] | None]) -> dict[str, Any] | None:
    """A chosen card to pay with one of two tags, or a class in lower case (see the module doc)."""
    p = part.strip().rstrip(".")
    m = rx.fullmatch(r"(destroy|exhaust) (an?|another) ([A-Z][\w'-]+) or ([A-Z][\w'-]+)( ally)? (?:you control|in your party)", p, re.I)
    if m and m.group(3)[0].isupper() and m.group(4)[0].isupper():
        flt: dict[str, Any] = {"types": ["ally"] if m.group(5) else list(_IN_PLAY), "any_tag": [m.group(3), m.group(4)]}
        if m.group(2).lower() == "another":
            flt["exclude_self"] = True
        return {m.group(1).lower(): flt}
    low = next((c for c in CLASSES if rx.search(r"\b(?:an?|another) " + c.lower() + r"\b", p)), None)
    if low is not None:  # "exhaust a warlock you control": the class Warlock
        return one(rx.sub(r"\b" + low.lower() + r"\b", low, p), name)
    return None
