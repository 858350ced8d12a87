"""1-3-3: "you cannot set DON!! cards as active using Character effects during this turn" (op forbid_don_activate,
ops_round6) — a marker on the player's Leader for the turn; setting DON!! active by the effects of their Characters
then does nothing (op_resolvers.activate_don and resolve's "set … as active" read :func:`don_activation_forbidden`)."""

from __future__ import annotations

from .state import OPState

NO_CHAR_DON_ACTIVE = "rule:no_char_don_active"
"""The Leader marker of ``forbid_don_activate`` (this turn)."""


def don_activation_forbidden(st: OPState, player: int, src: int) -> bool:
    """May ``player`` not set DON!! active with the effect of ``src`` now (a Character's effect, under the marker)?"""
    lead = st.table.zones[player]["leader"]  # (read only)
    if not lead or not any(m.uid == lead[0] and m.keyword == NO_CHAR_DON_ACTIVE for m in st.modifiers):
        return False
    card = st.table.cards.get(src)
    return card is not None and st.cards.get(card.card_id, {}).get("type") == "Character"
