""""… names a card. That card can't be played this turn." (Jin'do's Evil Eye; helper d37wow): the ban, read by
``play_bans.problem`` (103.2); the names are said by ``engine.wow.turn_name_ops``."""

from __future__ import annotations

from .state import WowState

NOTE = "zd37_turn_named"
"""``Card.flags`` key on the turn player's hero: a list of ``[turn, name]``, the names banned that turn."""


def forbids(st: WowState, uid: int) -> str | None:
    """The name of ``uid`` if a card named so can't be played this turn (None: no such ban)."""
    found = None
    for hero in st.heroes:
        card = st.table.peek(hero, None)
        marks = card.flags.get(NOTE) if card is not None else None
        for turn, name in marks or ():
            if turn == st.turn:
                if found is None:
                    found = (st.cards.get(st.table.peek(uid).card_id, {}).get("name") or "").lower()
                if name.lower() == found:
                    return name
    return None
