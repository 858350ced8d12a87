""""Your hero deals 3 fire damage to each of up to two heroes and/or allies." (Blazing Debris; helper w30abil; EN 709.1,
405.4): no target (EN 706: the word "target" isn't printed), so the link's controller picks the characters as the
effect resolves — the op ``wa30_pick_damage``: any number from none to ``condition["n"]`` different heroes and/or allies in
play (Untargetable and Elusive don't matter: nothing is targeted); his hero deals ``amount`` ``stat`` damage to each
(one packet each, 405.4)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .damage import deal
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "wa30_pick_damage"
PICK = "wa30_damage_picks"
_KEY = "wa30_damage_picks"


def _characters(st: WowState) -> list[int]:
    return [u for q in range(st.num_players) for z in ("hero_row", "allies") for u in st.table.zone(q, z) if kw.is_character(st, u)]


@resolves(GAME, OP)
def _pick_damage(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    options = _characters(st)
    n = min(int((call.eff.condition or {}).get("n", 1)), len(options))
    if n <= 0:
        return []
    continuations.pause_for(call, _KEY, {"player": p, "amount": call.amount, "stat": call.eff.stat or "fire", "source": call.link.uid},
                            Pending(p, PICK, f"Choose up to {n} heroes and/or allies to be dealt {call.amount} damage each",
                                    [Option(str(u), kw.name(st, u)) for u in options], 0, n, EN("709.1")))
    return []


@handles(PICK)
def _picked(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w: dict[str, Any] = dict(st.waiting)
    job = w.pop(_KEY)
    st.waiting = {}
    p = job["player"]
    events: list[Event] = []
    for x in picks:
        uid = int(x)
        if uid in st.table.cards and kw.in_play(st, uid):
            events += deal(st, st.heroes[p], uid, job["amount"], job["stat"], via=job["source"])
    return events + continuations.resume_link(st, w)
