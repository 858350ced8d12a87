"""What Events a player activated this turn (8-5-2: activating an Event = playing it from the hand;
a [Trigger] is not), for "If you have activated an Event with a base cost of 3 or more during this turn"
(condition ``own_event_cost_this_turn`` = N, board.condition_holds). battle.play_event notes each
Event on the player's Leader (flag ``EVENTS``: the turn and the highest base cost, 4-9)."""

from __future__ import annotations

from .state import OPState

EVENTS = "_events_activated"


def _leader(st: OPState, player: int) -> int | None:
    lead = st.table.zones[player]["leader"]  # (read only)
    return lead[0] if lead else None


def note(st: OPState, player: int, uid: int) -> None:
    """``player`` activated the Event ``uid`` now."""
    lead = _leader(st, player)
    if lead is None:
        return
    cost = st.cards.get(st.table.cards[uid].card_id, {}).get("cost") or 0
    flags = st.table.cards[lead].flags
    turn, most = flags.get(EVENTS, [st.turn, -1])
    flags[EVENTS] = [st.turn, max(cost, most if turn == st.turn else -1)]


def activated_cost_min(st: OPState, player: int, n: int) -> bool:
    """Has ``player`` activated an Event with a base cost of ``n`` or more during this turn?"""
    lead = _leader(st, player)
    if lead is None:
        return False
    turn, most = st.table.cards[lead].flags.get(EVENTS, [-1, -1])
    return turn == st.turn and most >= n
