""""Ongoing: Cards in your graveyard are Combo cards." (Filthy Tricks; helper w30abil; 202.3): while the card is in play,
its controller's hero has the pseudo-keyword :data:`GRAVEYARD_COMBO` (a static grant); ``search.card_matches`` asks
:func:`is_combo` when a filter names the tag Combo, so every card of that player's graveyard counts as a Combo card
(a Finishing Move's cost, "Combo cards in your graveyard")."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

GRAVEYARD_COMBO = "Cards In Your Graveyard Are Combo"


def is_combo(st: WowState, uid: int) -> bool:
    """Whether ``uid`` is a Combo card because it is in the graveyard of a player with :data:`GRAVEYARD_COMBO`."""
    if kw.none_has(st, GRAVEYARD_COMBO):
        return False
    card = st.table.peek(uid, None)
    if card is None or card.zone != "graveyard" or not 0 <= card.owner < len(st.heroes):
        return False
    hero = st.heroes[card.owner]
    return hero in st.table.cards and kw.in_play(st, hero) and kw.has(st, hero, GRAVEYARD_COMBO)
