"""Continuous powers that work while their card is in its owner's graveyard: "While this ally is in
your graveyard, your hero has Mend 1." (Zealot Kalinov), "While this weapon is in your graveyard,
your hero has Protector." (Blade of the Empty Void). A card's own text says where its power works
(EN 704; 415.5: the graveyard is a public zone, and "your" names a card's owner outside play,
401.2). The compiler marks such effects with ``condition["zone"] == "graveyard"``
(``cards.templates_graveyard_statics``); ``keywords.static_sources`` reads them from the cards in
the graveyards, and never from a card in play (nor the card's other continuous powers from its
graveyard: 305.1, 415.9a)."""

from __future__ import annotations

from typing import Any

from . import match_facts
from .card_facts import data
from .state import WowState

GRAVEYARD = "graveyard"
"""The ``condition["zone"]`` of an effect that works only from its card's graveyard."""


def from_graveyard(e: Any) -> bool:
    """The continuous effect works only while its card is in its owner's graveyard."""
    return bool(e.condition) and e.condition.get("zone") == GRAVEYARD


def _has_one(d: dict[str, Any]) -> bool:
    """The card data has a continuous power that works from the graveyard."""
    from .cards.compiler import static_effects

    return any(from_graveyard(e) for e in static_effects(d))


def graveyard_sources(st: WowState) -> list[int]:
    """The cards in the graveyards whose data has such a power (none looked for when no card data
    of the match has one)."""
    if not match_facts.some_card(st, "graveyard_statics.has", _has_one):
        return []
    from .cards.compiler import static_effects

    out = []
    for z in st.table.zones:
        for uid in z[GRAVEYARD]:
            if any(from_graveyard(e) for e in static_effects(data(st, uid))):
                out.append(uid)
    return out


def in_zone(st: WowState, uid: int, effs: tuple[Any, ...]) -> tuple[Any, ...]:
    """The effects of ``effs`` that work where ``uid`` is now: from the graveyard only those marked
    so, in play all the others."""
    if not effs or not any(from_graveyard(e) for e in effs):
        return effs
    there = st.table.peek(uid).zone == GRAVEYARD
    return tuple(e for e in effs if from_graveyard(e) == there)
