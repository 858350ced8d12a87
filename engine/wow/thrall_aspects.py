"""The Aspect of Thrall abilities (Tomb of the Forgotten): "Exhaust an Aspect of Thrall ability you control ->"
(Thrall's Desire, Doubt, Fury and Patience). The card data prints no type line word for them (each has only its
"Desire (1)"-like limit tag, 414.3b), so an Aspect of Thrall ability is read as a face-up ability named one of the
four cards whose text names the Aspects (rule call, no source: the type line word the data lost). A filter names
them with ``zo36_aspect = true`` (``targets.matches``); the condition ``{"k": "zo36_aspects", "min": 4}`` counts the
exhausted ones you control (Thrall's Patience)."""

from __future__ import annotations

from typing import Any

from .card_facts import data
from .conditions import condition_checker
from .state import WowState

ASPECTS = frozenset({"Thrall's Desire", "Thrall's Doubt", "Thrall's Fury", "Thrall's Patience"})
"""The four Aspect of Thrall abilities (ToF-63 to ToF-66)."""


def is_aspect(st: WowState, uid: int) -> bool:
    """Whether the card in play is an Aspect of Thrall ability (a face-down card has no name, 200.1)."""
    card = st.table.peek(uid)
    return not card.face_down and data(st, uid).get("name") in ASPECTS


def exhausted_aspects(st: WowState, player: int) -> list[int]:
    """The exhausted Aspect of Thrall abilities ``player`` controls (in the hero row, 305.1)."""
    return [u for u in st.table.zone(player, "hero_row") if st.table.peek(u).tapped and is_aspect(st, u)]


@condition_checker("zo36_aspects")
def aspects_hold(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``{"k": "zo36_aspects", "min": N}``: "if you control N exhausted Aspect of Thrall abilities"."""
    return len(exhausted_aspects(st, player)) >= int(cond.get("min", 4))
