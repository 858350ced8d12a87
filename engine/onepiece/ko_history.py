"""Whether a player's Character was K.O.'d this turn (10-2-1: in battle or by an effect that says K.O.), for "If your
opponent's Character has been K.O.'d during this turn" (condition ``opp_char_ko_this_turn``, conditions_field).
resolve.ko notes the turn on the K.O.'d card's owner's Leader (flag ``KOS``), as event_history notes Events."""

from __future__ import annotations

from .state import OPState

KOS = "_char_ko_turn"


def _leader(st: OPState, player: int) -> int | None:
    lead = st.table.zones[player]["leader"]  # (read only)
    return lead[0] if lead else None


def note(st: OPState, owner: int) -> None:
    """A Character of ``owner`` was K.O.'d now."""
    lead = _leader(st, owner)
    if lead is not None:
        st.table.cards[lead].flags[KOS] = st.turn


def ko_this_turn(st: OPState, owner: int) -> bool:
    """Has a Character of ``owner`` been K.O.'d during this turn?"""
    lead = _leader(st, owner)
    return lead is not None and st.table.peek(lead).flags.get(KOS) == st.turn
