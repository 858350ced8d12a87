"""A hero's cheaper flip (403.2): "FRONT: 8 -> Flip Arisella face down." with "You pay 8 less to flip Arisella
if allies you control have 10 or more combined remaining health." — the card's ``cost_mod`` power with
``what = "flip"`` (``cards.templates_wcosts_flip``) lowers the resource cost of its own payment power that
flips it while the condition holds (never below 0).

The conditions only these cards print (kinds ``wco_``, checked here):

- ``{"k": "wco_combined_health", "min": N}``: the allies the player controls have N or more combined
  remaining health (health minus damage);
- ``{"k": "wco_allies_atk", "n": K, "atk": A}``: the player controls at least K allies each with A or more ATK;
- ``{"k": "wco_kinds", "kinds": [...]}``: the player controls a card of each kind ("an ability, an ally,
  and an equipment")."""

from __future__ import annotations

from typing import Any

from . import exhaust_tax
from . import keywords as kw
from .cards.power import Power
from .conditions import condition_checker, holds
from .powers import powers
from .state import WowState


def _flips_itself(pw: Power) -> bool:
    for e in pw.effects:  # noqa: SIM110  (a loop: no generator made for every power listed)
        if e.op == "flip" and (e.target is None or e.target.kind == "self"):
            return True
    return False


PER_HAND = "xd32_per_hand"
"""A payment power's cost key: N resources for each card in the payer's hand (helper x32play)."""


def resources(st: WowState, p: int, uid: int, pw: Power) -> int:
    """The resources ``pw`` (a payment power of ``uid``) costs now: less for its flip discounts, more for each card in
    hand (:data:`PER_HAND`)."""
    base = int(pw.cost.get("resources", 0)) + _exhaust_taxes(st, p, uid, pw)
    if (per := pw.cost.get(PER_HAND)):  # "Pay 1 for each card in your hand ->" (Gigantique Bag; 403.1, counted as it is paid)
        base += int(per) * len(st.table.zone(p, "hand"))
    if not base or not _flips_itself(pw):
        return base
    return max(base - _discount(st, p, uid), 0)


def _exhaust_taxes(st: WowState, p: int, uid: int, pw: Power) -> int:
    """What exhausting the cost's own card or hero adds: "can't exhaust unless its controller pays 2" (403.1,
    ``engine.wow.exhaust_tax``)."""
    n = exhaust_tax.owed(st, uid) if pw.cost.get("exhaust_self") else 0
    if pw.cost.get("exhaust_hero") and p < len(st.heroes):
        n += exhaust_tax.owed(st, st.heroes[p])
    return n


def _discount(st: WowState, p: int, uid: int) -> int:
    """What ``uid``'s flip discounts take off now (a function of its own: the names its generator
    reads are no cells made for every power listed)."""
    return sum(int(c.cost["amount"]) for c in powers(st, uid) if c.kind == "cost_mod" and c.cost.get("what") == "flip"
               and (not c.cost.get("if") or holds(st, p, uid, c.cost["if"])))


def _allies(st: WowState, p: int) -> list[int]:
    return [u for u in st.table.zone(p, "allies") if kw.is_ally(st, u)]


@condition_checker("wco_")
def wco_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wco_combined_health":
        return sum(max(kw.health(st, u) - st.table.cards[u].damage, 0) for u in _allies(st, player)) >= cond["min"]
    if k == "wco_allies_atk":
        return sum(kw.atk(st, u) >= cond["atk"] for u in _allies(st, player)) >= cond["n"]
    if k == "wco_kinds":
        mine = [u for z in ("hero_row", "allies") for u in st.table.zone(player, z) if not st.table.cards[u].face_down and u not in st.heroes]
        return all(any(kind in kw.kinds(st, u) for u in mine) for kind in cond["kinds"])
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.flip_cost)")
