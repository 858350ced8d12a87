"""A Leader's rule change on the DON!! deck (1-3-1: card text beats the rules; 8-1-3-4-4: "under the
rules of this game" works from the start): "Under the rules of this game, your DON!! deck consists of 6
cards." (marker ``DON_DECK_RULE`` + N on the Leader's continuous text) instead of 10 (5-1-2)."""

from __future__ import annotations

from typing import Any

from .cards.compiler import compile_card
from .state import DON_DECK_SIZE

DON_DECK_RULE = "rule:don_deck_size:"


_SIZES: dict[int, tuple[dict[str, Any], int]] = {}
"""Each Leader's answer by its card-data dict (card data never changes during a match; the entry
keeps the dict alive so its id is not reused)."""


def don_deck_size(leader: dict[str, Any]) -> int:
    """The number of DON!! cards of the player whose Leader card data is ``leader``."""
    hit = _SIZES.get(id(leader))
    if hit is not None and hit[0] is leader:
        return hit[1]
    size = _don_deck_size(leader)
    if len(_SIZES) >= 1024:
        _SIZES.clear()
    _SIZES[id(leader)] = (leader, size)
    return size


def _don_deck_size(leader: dict[str, Any]) -> int:
    found = [
        int(e.keyword[len(DON_DECK_RULE) :])
        for a in compile_card(leader).continuous
        for e in a.effects
        if e.keyword.startswith(DON_DECK_RULE)
    ]
    return found[0] if found else DON_DECK_SIZE
