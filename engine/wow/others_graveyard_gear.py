""""Ongoing: You can play equipment cards from other players' graveyards." (Greed Before Need; helper w30abil; 409.1,
300.1): while the card is in play its controller's hero has the pseudo-keyword :data:`PLAYS_OTHERS_GEAR` (a static
grant); that player may play the weapon, armor and item cards of every other player's graveyard, paying their costs as
usual (409.1: played, it enters play under his control, 401.2; its owner stays the same). ``artifact`` offers them
(:func:`cards_for`) and ``Engine._play_problem`` lets him (:func:`may_play`)."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

PLAYS_OTHERS_GEAR = "Can Play Equipment From Other Graveyards"
_GEAR = frozenset({"weapon", "armor", "item"})


def _allowed(st: WowState, p: int) -> bool:
    if kw.none_has(st, PLAYS_OTHERS_GEAR) or not 0 <= p < len(st.heroes):
        return False
    hero = st.heroes[p]
    return hero in st.table.cards and kw.in_play(st, hero) and kw.has(st, hero, PLAYS_OTHERS_GEAR)


def may_play(st: WowState, p: int, uid: int) -> bool:
    """Whether ``p`` may play ``uid``: an equipment card in another player's graveyard while he is allowed."""
    card = st.table.peek(uid, None)
    return card is not None and card.zone == "graveyard" and card.owner != p and kw.ctype(st, uid) in _GEAR and _allowed(st, p)


def playable_by_someone(st: WowState, uid: int) -> bool:
    """Whether some player other than its owner may play the graveyard card ``uid`` this way."""
    card = st.table.peek(uid)
    return any(q != card.owner and may_play(st, q, uid) for q in range(st.num_players))


def cards_for(st: WowState, p: int) -> list[int]:
    """The equipment cards of the other players' graveyards ``p`` may play now."""
    if not _allowed(st, p):
        return []
    return [u for q in range(st.num_players) if q != p for u in st.table.zone(q, "graveyard") if kw.ctype(st, u) in _GEAR]
