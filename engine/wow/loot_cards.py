"""Loot cards (Sandbox Tiger: "+1 ATK / +1 health for each Loot card in play you control"). A Loot card is a printing of a
Loot set (a card whose code was scratched off a booster, e.g. "Blood Of Gladiators (Loot)"); the data marks it only by its
rarity letter "l", which the importer calls "legendary" (``cards.schema.RARITY``): every card of that letter in the data is
of a Loot set and no other is (rule call, no source: the printing's rarity read as its Loot mark).

The count ``{"k": "zo36_loot"}`` (``keywords.per_count``): the face-up Loot cards the player controls in play — heroes,
allies, hero-row cards and face-up resources (a face-down card has no characteristics, 412.1b; a token has no rarity)."""

from __future__ import annotations

from typing import Any

from .card_facts import data
from .conditions import count_reader
from .state import WowState

LOOT_RARITIES = frozenset({"legendary", "loot"})
"""The rarity the importer gives a Loot printing ("l"), or "loot" if it is ever named so."""


def is_loot(st: WowState, uid: int) -> bool:
    """Whether the card is a face-up Loot printing."""
    return not st.table.peek(uid).face_down and data(st, uid).get("rarity") in LOOT_RARITIES


@count_reader("zo36_loot")
def loot_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """The Loot cards in play ``player`` controls."""
    return sum(1 for z in ("hero_row", "allies", "resources") for u in st.table.zone(player, z) if is_loot(st, u))
