""""At the end of your turn, for each Cadaver you control, destroy it unless you pay 1." (Abracadaver; helper
w30gear; EN 709.3, 412.2, 415.9c): the op ``wg30_each_unless_pay`` goes through the allies the link's controller
controls with every tag of ``condition["tags"]`` (as the effect resolves), one at a time: he pays ``amount`` (exhausting
that many ready resources, 412.2) to keep it, or it is destroyed; one he can't pay for is destroyed without a
question."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "wg30_each_unless_pay"


def _ready(st: WowState, player: int) -> list[int]:
    """What pays (412.2): ready resources, face-down first, and cards that pay as resources (``resource_payers``)."""
    from .resource_payers import payers

    return payers(st, player)


@resolves(GAME, OP)
def _each_unless_pay(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    want = {t.lower() for t in (call.eff.condition or {}).get("tags") or []}
    todo = [u for u in st.table.zone(p, "allies") if kw.is_ally(st, u) and kw.in_play(st, u) and want <= kw.words(st, u)]
    events, call.stop = _next(st, {**call.resume(), OP: {"player": p, "todo": todo, "n": call.amount}})
    return events


def _next(st: WowState, w: dict[str, Any]) -> tuple[list[Event], bool]:
    """The next card: asked (True: pending), or destroyed when he can't pay; done: the link goes on."""
    spec = w[OP]
    events: list[Event] = []
    while spec["todo"]:
        uid, spec["todo"] = spec["todo"][0], spec["todo"][1:]
        if not kw.in_play(st, uid):
            continue
        if len(_ready(st, spec["player"])) < spec["n"]:
            events += destroy(st, uid, R("415.9c"))
            continue
        st.waiting = {**w, OP: {**spec, "uid": uid}}
        st.pending.append(Pending(spec["player"], OP, f"Pay {spec['n']} to keep {kw.name(st, uid)}? (otherwise it is destroyed)",
                                  [Option("pay", f"Pay {spec['n']}"), Option("decline", "Don't")], 1, 1, EN("709.3")))
        return events, True
    st.waiting = {}
    return events, False


@handles(OP)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    spec = dict(w[OP])
    uid, p = spec.pop("uid"), spec["player"]
    events: list[Event] = []
    if picks[0] == "pay":
        for u in _ready(st, p)[: spec["n"]]:
            st.table.cards[u].tapped = True
        events.append(Event("pay", f"P{p + 1} pays {spec['n']} to keep {kw.name(st, uid)}", R("412.2"), p))
    else:
        events += destroy(st, uid, R("415.9c"))
    w[OP] = spec
    more, paused = _next(st, w)
    if paused:
        return events + more
    w.pop(OP)
    return events + more + continuations.resume_link(st, w)
