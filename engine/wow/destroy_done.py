"""Printed: "Destroy target ally. If you do, ready up to X of your resources, where X is that ally's cost."
(Thrill of the Hunt; helper oneshot_b): the op ``destroy_done`` destroys each target still in play (415.9c) and
records whether one left play, so that "If you do" (EN 709.3, ``condition["if_done"]`` of what follows) holds
only if it was destroyed — a target that can't be destroyed stays (103.2) and what follows doesn't happen. The
target's last known information (cost, ATK) is kept for what follows (``engine.wow.refs``, ``ref_amount``).
With ``condition={"min_cost": N}`` what follows reads the target's cost instead ("Destroy target attacking ally. If
its cost is 4 or more, Delve.": its cost as it resolves, 202.2, whether or not it was destroyed)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "destroy_done")
def _destroy_done(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    done = False
    least = (call.eff.condition or {}).get("min_cost")
    for uid in call.uids:
        if not kw.in_play(st, uid):
            continue
        cost = int(kw.data(st, uid).get("cost") or 0)  # before it leaves play
        events += destroy(st, uid, R("415.9c"))
        done = done or (cost >= least if least is not None else not kw.in_play(st, uid))
    call.link.data["done"] = done
    return events
