"""The answer to "As this weapon enters play, destroy any number of abilities, allies, and/or equipment you control. This
weapon enters play with a +1 ATK counter on it for each card destroyed this way." (Shalug'doom, the Axe of Unmaking;
helper d37wow), asked by ``entry_reveal.on_enter``: each card picked is destroyed (415.9c); only those destroyed count
(one that can't be destroyed stays, 103.2; one removed from the game instead, EN 716, wasn't destroyed), and the entering
card gets that many counters (404.1a)."""

from __future__ import annotations

from engine.core import Event, Pending

from . import keywords as kw
from .answers import handles
from .counters import add_counters
from .entry_reveal import DESTROY_KIND, spec_of
from .leaving_play import destroy
from .rules import EN, R
from .state import WowState


@handles(DESTROY_KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    uid = pending.context["uid"]
    picked = [int(x) for x in picks]
    if not picked or uid not in st.table.cards:
        return [Event("choose", f"P{pending.player + 1} destroys no card", EN("709.3"), pending.player)]
    spec = spec_of(st, uid)
    events, gone = [], 0
    for u in picked:
        if not kw.in_play(st, u):
            continue
        made = destroy(st, u, R("415.9c"))
        events += made
        gone += any(e.kind == "destroy" for e in made)  # (not "can't be destroyed", nor removed instead)
    if gone and spec is not None:
        events += add_counters(st, uid, spec.stat or "+1 ATK", max(spec.amount, 1) * gone, R("404.1a"))
    return events
