"""Ops that pick cards in play by their cost (202.2) compared with other cards' costs (ops registered in
``engine.wow.ops``; helper oneshot_b).

- ``cost_match_destroy`` (415.9c, EN 709.1): every card in play matching ``condition["filter"]``
  (``targets.matches`` from the link's controller's side; not a target, so Untargetable cards count) whose cost
  is ``stat``: "highest" — the highest cost among those cards ("Destroy all opposing allies that have or share
  the highest cost among opposing allies."), "lowest" — the lowest ("Destroy the card with the lowest cost among
  abilities, allies, and equipment in play. If two or more are tied, destroy all with that cost."), or "paid" —
  the number of cards that paid the source's additional cost (``extra_cost.paid``; Finishing Move: "Destroy each
  opposing ally and equipment with cost X."). The costs are read once, as it resolves; then the cards are
  destroyed one by one (a card that can't be destroyed stays, 103.2).
- ``cost_match_damage`` (405.4, 408.2c): your hero deals ``amount`` ``stat`` damage to each target still legal
  and to each other card in play matching ``condition["filter"]`` with the same cost as that target, one packet
  per character ("Your hero deals 3 frost damage to target opposing ally and each other opposing ally with the
  same cost as that ally."). The cost is the target's as it resolves (EN 709); no legal target: nothing.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .damage import deal
from .extra_cost import paid
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState
from .targets import matches

_ZONES = ("hero_row", "allies")
"""Where abilities, allies and equipment in play are (resources are none of them, 412)."""


def _cost(st: WowState, uid: int) -> int:
    return int(kw.data(st, uid).get("cost") or 0)


def _in_play(st: WowState, player: int, flt: dict, source: int) -> list[int]:
    """The cards in play matching ``flt`` from ``player``'s side (the source itself excluded)."""
    return [u for q in range(st.num_players) for z in _ZONES for u in st.table.zone(q, z)
            if u != source and kw.in_play(st, u) and matches(st, player, u, flt, source)]


@resolves(GAME, "cost_match_destroy")
def _cost_match_destroy(call: OpCall) -> list[Event]:
    st, p, eff = call.st, call.player, call.eff
    cards = _in_play(st, p, (eff.condition or {}).get("filter", {}), call.link.uid)
    if not cards:
        return [Event("destroy", "No card matches: nothing is destroyed", EN("709.1"), p)]
    costs = {u: _cost(st, u) for u in cards}
    if eff.stat == "highest":
        want = max(costs.values())
    elif eff.stat == "lowest":
        want = min(costs.values())
    elif eff.stat == "paid":
        want = paid(st, call.link.uid)
    else:
        raise ValueError(f"cost_match_destroy: stat {eff.stat!r} is highest, lowest or paid")
    events: list[Event] = []
    for uid in [u for u in cards if costs[u] == want]:
        if kw.in_play(st, uid):
            events += destroy(st, uid, R("415.9c"))
    return events or [Event("destroy", f"No card with cost {want}: nothing is destroyed", EN("709.1"), p)]


@resolves(GAME, "cost_match_damage")
def _cost_match_damage(call: OpCall) -> list[Event]:
    st, p, eff = call.st, call.player, call.eff
    events: list[Event] = []
    for target in call.uids:
        if not kw.in_play(st, target):
            continue
        want = _cost(st, target)
        others = [u for u in _in_play(st, p, (eff.condition or {}).get("filter", {}), call.link.uid) if u != target and _cost(st, u) == want]
        for uid in [target, *others]:  # 405.4: one packet per character
            events += deal(st, st.heroes[p], uid, call.amount, eff.stat or "melee", via=call.link.uid)
    return events


@resolves(GAME, "cost_within_paid_destroy")
def _cost_within_paid_destroy(call: OpCall) -> list[Event]:
    """ "Destroy target ally if its cost is less than or equal to the number of cards removed this way." (Durga
    Gravestone; helper whero2): each target still legal whose cost, read as it resolves (EN 709), is at most the
    number of cards that paid the source's cost (``extra_cost.paid``)."""
    st, events = call.st, []
    bound = paid(st, call.link.uid)
    for uid in call.uids:
        if _cost(st, uid) > bound:
            events.append(Event("no_effect", f"{kw.name(st, uid)} costs more than {bound}: it stays", EN("709.1"), call.player))
            continue
        events += destroy(st, uid, EN("709.1"))
    return events
