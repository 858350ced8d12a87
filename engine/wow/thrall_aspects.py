"""The Aspect of Thrall abilities (Tomb of the Forgotten): "Exhaust an Aspect of Thrall ability you control ->"
(Thrall's Desire, Doubt, Fury and Patience). The card data prints no type line word for them (each has only its
"Desire (1)"-like limit tag, 414.3b), so an Aspect of Thrall ability is read as a face-up ability named one of the
four cards whose text names the Aspects (rule call, no source: the type line word the data lost). A filter names
them with ``zo36_aspect = true`` (``targets.matches``)."""

from __future__ import annotations

from .card_facts import data
from .state import WowState

ASPECTS = frozenset({"Thrall's Desire", "Thrall's Doubt", "Thrall's Fury", "Thrall's Patience"})
"""The four Aspect of Thrall abilities (ToF-63 to ToF-66)."""


def is_aspect(st: WowState, uid: int) -> bool:
    """Whether the card in play is an Aspect of Thrall ability (a face-down card has no name, 200.1)."""
    card = st.table.peek(uid)
    return not card.face_down and data(st, uid).get("name") in ASPECTS
