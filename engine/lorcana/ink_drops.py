"""Ink drops (set 14): a public counter per player (``LorcanaState.ink_drops``). No rules document
here defines them, so the printed reminder text is the rule — "(Each ink drop may be removed to
pay 1 {I}.)" — cited as :data:`REMINDER`, outside the seed documents. Nothing in that text makes
them expire, so they stay until removed. Any {I} cost (playing a card, Shift, moving, activated
abilities, "pay N {I}" inside an effect) may use them: the ink available is ready ink plus drops,
and paying exerts ready ink first and removes drops only for the shortfall (ready ink readies
anyway, drops persist: never worse for the player).

Conditions (engine.lorcana.turn_records): ``ink_drops_min`` ("while you have an ink drop"),
``got_ink_drop_turn`` ("unless you got an ink drop this turn": each gain is recorded for the turn)
and ``drop_paid_play`` ("if you removed an ink drop to play her": recorded with the play).

Resolver of op ``ink_drops`` (engine.lorcana.ops): "get N ink drops", "each player gets …",
"each opponent gets …". Registered on import (engine.lorcana.play imports this module)."""

from __future__ import annotations

from engine.core import Event, RuleRef

from .ops import GAME
from .state import LorcanaState, drops
from .triggers import emit_player

REMINDER = RuleRef(GAME, "ink drop reminder text", "printed card text (set 14)")
""""(Each ink drop may be removed to pay 1 {I}.)": the rule of ink drops (no rules document here
defines them)."""


def gain_drops(st: LorcanaState, player: int, n: int, events: list[Event]) -> None:
    """The player gets ``n`` ink drops."""
    if len(st.ink_drops) < st.num_players:
        st.ink_drops = [drops(st, p) for p in range(st.num_players)]
    st.ink_drops[player] += n
    st.floating.append({"kind": "got_ink_drop", "owner": player, "turn": st.turn})  # "if you got an ink drop this turn"
    events.append(Event("ink_drops", f"P{player + 1} gets {n} ink drop(s) ({st.ink_drops[player]} in all)", REMINDER, player))


def spend_drops(st: LorcanaState, player: int, n: int, events: list[Event]) -> None:
    """Remove ``n`` ink drops to pay ``n`` {I} (the shortfall after the ready ink)."""
    st.ink_drops[player] -= n
    events.append(Event("ink_drops", f"P{player + 1} removes {n} ink drop(s) to pay {n} ink", REMINDER, player,
                        data={"removed": n}))
    for _ in range(n):  # "whenever you remove an ink drop": once per drop
        emit_player(st, "drop_removed_yours", player, {"player": player})


def paid_for_play(st: LorcanaState, player: int, uid: int, removed: int) -> None:
    """Remember that ``removed`` ink drops paid for playing ``uid`` ("if you removed an ink drop to
    play her"); read with the card's next "played" record (engine.lorcana.turn_records)."""
    if removed:
        st.floating.append({"kind": "paid_with_ink_drops", "owner": player, "turn": st.turn, "uid": uid})


def short_text(ready: int, have: int, need: int) -> str:
    """The refusal's words: ready ink (and drops, when there are any) against the cost."""
    if have == ready:
        return f"not enough ready ink ({ready} of {need})"
    return f"not enough ink ({ready} ready ink + {have - ready} ink drop(s) of {need})"
