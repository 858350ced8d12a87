""" "Each opponent can't ready more than 1 of their characters at the start of their next turn"
(Marshmallow - Cranky Climber). Op ``ready_limit`` (``amount`` = the most characters that may
ready; ``target`` the players) leaves a floating entry {"kind": "ready_limit", "player", "max"} for
each such player; their next Ready step (4.2.1.1) takes it: their items, locations and ink cards
ready as usual, and of their exerted characters that could ready only ``max`` do — when more could,
the player chooses which (pending ``ready_limit``; 1.2.2: the "can't" beats the rule that readies
everything). Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import Effect, resolves

from .characteristics import name, opponents
from .ops import GAME
from .rules import R
from .state import LorcanaState
from .triggers import emit

KIND = "ready_limit"


@resolves(GAME, KIND)
def ready_limit(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Each opponent of the ability's player can ready at most ``amount`` characters at the start of their next turn."""
    me = frame["player"]
    for o in opponents(st, me):
        st.floating.append({"kind": KIND, "player": o, "max": int(eff.amount)})
        events.append(Event(KIND, f"P{o + 1} can't ready more than {eff.amount} character(s) at the start of their next turn", R("1.2.2"), me))
    return "ok"


def take_limit(st: LorcanaState, player: int) -> int | None:
    """The fewest characters ``player`` may ready in this Ready step (None: no limit); the entries go (used)."""
    mine = [f for f in st.floating if f.get("kind") == KIND and f.get("player") == player]
    if not mine:
        return None
    st.floating = [f for f in st.floating if not (f.get("kind") == KIND and f.get("player") == player)]
    return min(int(f["max"]) for f in mine)


def ready_some(st: LorcanaState, player: int, held: list[int], limit: int, events: list[Event]) -> None:
    """Ready ``held`` (exerted characters that could ready) up to ``limit``: all when that many or
    fewer, else the player chooses (pending ``ready_limit``)."""
    if len(held) <= limit:
        ready_chosen(st, held, events)
        return
    events.append(Event("no_ready", f"P{player + 1} can't ready more than {limit} of their characters", R("1.2.2"), player))
    if limit > 0:
        st.pending.append(Pending(player, KIND, f"Ready step: choose {limit} character(s) to ready",
                                  [Option(str(u), name(st, u)) for u in held], limit, limit, R("4.2.1.1"), {"uids": held}))


def ready_chosen(st: LorcanaState, uids: list[int], events: list[Event]) -> None:
    for uid in uids:
        st.table.cards[uid].tapped = False  # 4.2.1.1
        emit(st, "readied_self", uid)
        events.append(Event("ready", f"{name(st, uid)} readies", R("4.2.1.1"), st.table.cards[uid].controller))


def answer(st: LorcanaState, pending: Pending, picks: list[str], events: list[Event]) -> None:
    """The characters the player chose to ready."""
    allowed: list[Any] = pending.context.get("uids", [])
    ready_chosen(st, [int(p) for p in picks if int(p) in allowed], events)
