"""The cards a player knows of (415.3): his own, since he built his deck, and every card he can see now. A name or a
type word offered to him (name a card, 709.1; "choose an ally type") comes only from these, so an offer never tells
him of an opposing hidden card."""

from __future__ import annotations

from .state import WowState


def known_cards(st: WowState, player: int) -> list[int]:
    """The uids of the cards ``player`` knows of (tokens and heroes aside)."""
    return [uid for uid, card in st.table.cards.items()
            if not card.flags.get("token") and uid not in st.heroes and (card.owner == player or st.table.visible_to(card, player))]
