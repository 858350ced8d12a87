"""Modifiers that outlast the turn they were made in (EN 714.1: a continuous modifier lasts for the
duration its text gives):

- ``until_end_of_your_next_turn`` ("until the end of your next turn", "until after your next
  turn"): it lasts through the rest of this turn, the other players' turns and its controller's
  next turn, and ends at the wrap-up of that turn (EN 503.2, with that turn's "this turn" effects;
  also when that turn is ended by 500.5). "Your next turn" is the first turn of the modifier's
  controller that begins after the modifier was made: made during his own turn, it is not that turn.
- ``until_your_next_turn`` ("until the start of your next turn", "until your next turn"): it ends as
  its controller's next turn starts, in the ready step (501.1a: "as this turn starts" modifiers are
  made then too), before any "at the start of your turn" trigger waits (500.2).

The modifier's ``player`` is its controller (the link's), ``turn`` the turn it was made in. A control change
lasting "until the start of your next turn" (``WowState.controls`` record with ``by``, the link's controller:
``engine.wow.wtime_ops``) ends then too (401.3b).
:func:`end_of_turn` and :func:`start_of_turn` are called by the turn procedure
(``procedure.next_turn``, ``turns.end_the_turn``, ``procedure.start_turn``); ``engine.core.effects.expire``
ends only "this turn" / "this battle" ones.
"""

from __future__ import annotations

from engine.core import Event

from .rules import EN, R
from .state import WowState

UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"
UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"

PHRASES = {"": " this turn", "this_turn": " this turn", "this_battle": " this combat", "permanent": "",
           UNTIL_END_OF_YOUR_NEXT_TURN: " until the end of your next turn", UNTIL_YOUR_NEXT_TURN: " until your next turn"}
"""How an event names a modifier's duration ("gets +25 HEALTH until the end of your next turn")."""


def phrase(duration: str) -> str:
    """The words of ``duration`` for an event's text, after a space (" this turn" by default)."""
    return PHRASES.get(duration or "", " this turn")


def end_of_turn(st: WowState) -> list[Event]:
    """EN 503.2 (wrap-up of turn ``st.turn``, turn player ``st.active``): the turn player's modifiers
    lasting "until the end of your next turn" that were made before this turn began end now; one made
    during this very turn waits for his next one."""
    from .control import end_where  # (control's modules don't import this one)

    p, turn = st.active, st.turn
    n = _drop(st, UNTIL_END_OF_YOUR_NEXT_TURN, p, turn)
    events = [Event("expire", f"P{p + 1}'s \"until the end of your next turn\" effects end ({n})", EN("503.2"), p)] if n else []
    if st.controls:  # "You control them until the end of your turn." made on another player's turn (Burgle; 401.3b: they go back)
        events += end_where(st, lambda r: r["duration"] == UNTIL_END_OF_YOUR_NEXT_TURN and r["player"] == p and r["turn"] < turn, R("401.3b"))
    return events


def start_of_turn(st: WowState) -> list[Event]:
    """501.1a (as turn ``st.turn`` starts): the turn player's modifiers lasting "until your next turn"
    (made in an earlier turn) end."""
    from .control import end_where  # (control's modules don't import this one)

    p, turn = st.active, st.turn
    n = _drop(st, UNTIL_YOUR_NEXT_TURN, p, turn)
    events = [Event("expire", f"P{p + 1}'s \"until your next turn\" effects end ({n})", R("501.1a"), p)] if n else []
    if st.controls:  # "target opponent gains control of it until the start of your next turn" (401.3b: it goes back)
        events += end_where(st, lambda r: r["duration"] == UNTIL_YOUR_NEXT_TURN and r.get("by") == p and r["turn"] < turn, R("401.3b"))
    return events


def _drop(st: WowState, duration: str, player: int, turn: int) -> int:
    """Drop ``player``'s modifiers of ``duration`` made before turn ``turn``; how many ended."""
    keep = [m for m in st.modifiers if not (m.duration == duration and m.player == player and m.turn < turn)]
    n = len(st.modifiers) - len(keep)
    if n:
        st.modifiers = keep
    return n
