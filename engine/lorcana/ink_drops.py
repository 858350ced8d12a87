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

from engine.core import Event, Option, RuleRef
from engine.core.effects import Effect, resolves

from .ops import GAME
from .state import LorcanaState

REMINDER = RuleRef(GAME, "ink drop reminder text", "printed card text (set 14)")
""""(Each ink drop may be removed to pay 1 {I}.)": the rule of ink drops (no rules document here
defines them)."""


def drops(st: LorcanaState, player: int) -> int:
    """The player's ink drops (0 in a state from before ink drops existed)."""
    return st.ink_drops[player] if player < len(st.ink_drops) else 0


def gain_drops(st: LorcanaState, player: int, n: int, events: list[Event]) -> None:
    """The player gets ``n`` ink drops."""
    if len(st.ink_drops) < st.num_players:
        st.ink_drops = [drops(st, p) for p in range(st.num_players)]
    st.ink_drops[player] += n
    st.floating.append({"kind": "got_ink_drop", "owner": player, "turn": st.turn})  # "if you got an ink drop this turn"
    events.append(Event("ink_drops", f"P{player + 1} gets {n} ink drop(s) ({st.ink_drops[player]} in all)", REMINDER, player))


def spend_drops(st: LorcanaState, player: int, n: int, events: list[Event]) -> None:
    """Remove ``n`` ink drops to pay ``n`` {I} (the shortfall after the ready ink)."""
    from .triggers import emit_player  # triggers -> characteristics -> turn_records -> this module

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


@resolves(GAME, "ink_drops")
def ink_drops(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Get N ink drops" (you), "each player gets …" (turn order, 1.6.2), "each opponent gets …",
    "you and another chosen player each get …" (you choose the other player, 1.2.4; with one
    opponent left there is nothing to choose)."""
    # characteristics (through turn_records) and resolve (through play) import this module
    from .characteristics import opponents, turn_order_from
    from .resolve import _ask

    me = frame["player"]
    kind = eff.target.kind if eff.target else "player"
    players = turn_order_from(st, st.active) if kind == "each_player" else opponents(st, me) if kind == "opponent" else [me]
    if kind == "you_and_another":
        others = opponents(st, me)
        picked = frame["tmp"].get("player") or (others if len(others) == 1 else None)
        if picked is None:
            frame["tmp"]["asking"] = "player"
            return _ask(st, frame, me, "player", f"{eff.text}: choose another player", [Option(str(p), f"P{p + 1}") for p in others], 1, 1, "1.2.4")
        players = [p for p in turn_order_from(st, st.active) if p == me or p in picked]
    for p in players:
        gain_drops(st, p, eff.amount, events)
    return "ok"
