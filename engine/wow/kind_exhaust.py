""""Choose X of the following: ability, ally, equipment, hero, and resource. Exhaust all opposing cards of the chosen
kinds." (Kidney Shot, a Finishing Move; helper w30abil; EN 709.1, 411.1): the op ``wa30_exhaust_kinds`` asks the
link's controller for ``x`` of ``condition["kinds"]`` (``x = "paid"``: the Combo cards removed to play it,
``extra_cost.paid``; at most as many as there are kinds; none chosen with X = 0), then exhausts every ready card an
opponent controls in play of a chosen kind — "resource": every card of his resource row (412); "equipment": weapons,
armor and items (300.1) — each one that can be exhausted (103.2, ``restrictions.can_exhaust``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, extra_cost
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .restrictions import can_exhaust
from .rules import EN, R
from .state import WowState

OP = "wa30_exhaust_kinds"
PICK = "wa30_kinds"
_KEY = "wa30_kinds"
_EQUIPMENT = frozenset({"weapon", "armor", "item"})


@resolves(GAME, OP)
def _exhaust_kinds(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    cond = call.eff.condition or {}
    kinds = list(cond.get("kinds") or [])
    x = extra_cost.paid(st, call.link.uid) if cond.get("x") == "paid" else call.amount
    n = min(max(x, 0), len(kinds))
    if n == 0:
        return [Event("choose", f"P{p + 1} chooses no kind (X is 0)", EN("709.1"), p)]
    continuations.pause_for(call, _KEY, {"player": p},
                            Pending(p, PICK, f"Choose {n} of: {', '.join(kinds)}" if n > 1 else f"Choose one of: {', '.join(kinds)}",
                                    [Option(k, k) for k in kinds], n, n, EN("709.1")))
    return []


def _fits(st: WowState, uid: int, zone: str, kinds: set[str]) -> bool:
    if zone == "resources":
        return "resource" in kinds
    if uid in st.heroes:
        return "hero" in kinds
    kind = kw.ctype(st, uid)
    return kind in kinds or ("equipment" in kinds and kind in _EQUIPMENT) or ("ally" in kinds and kw.is_ally(st, uid))


def exhaust_kinds(st: WowState, player: int, kinds: set[str]) -> list[Event]:
    """Exhaust each ready card an opponent of ``player`` controls of the ``kinds`` (411.1)."""
    events: list[Event] = []
    for q in range(st.num_players):
        if q == player:
            continue
        for zone in ("hero_row", "allies", "resources"):
            for uid in list(st.table.zone(q, zone)):
                card = st.table.peek(uid)
                if not card.tapped and _fits(st, uid, zone, kinds) and can_exhaust(st, uid):
                    events.append(effects.set_tapped(st.table, uid, True, R("411.1"), "exhausted"))
    return events


@handles(PICK)
def _picked(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w: dict[str, Any] = dict(st.waiting)
    job = w.pop(_KEY)
    st.waiting = {}
    p = job["player"]
    events = [Event("choose", f"P{p + 1} chooses {', '.join(picks)}", EN("709.1"), p), *exhaust_kinds(st, p, set(picks))]
    return events + continuations.resume_link(st, w)
