"""Helper wshot (issue #18): completion costs with a part beyond resources (EN 702.1, 403.1) — "Destroy two of
your resources and pay 1 to complete this quest.", "Exhaust an ally in your party and pay 2 …", "Remove three
ability cards in your graveyard from the game and pay 1 …", "Put 3 damage on your hero and pay 1 …".

A quest's ``complete`` power may carry ``cost["choose"]`` (the shapes of ``engine.wow.choice_cost``: destroy,
exhaust, remove_graveyard, destroy_resource, face_down … with ``count``) and ``cost["hero_damage"]`` (placed on
your hero, 405.3, ``extra_cost.pay_hero_damage``). The ``quest`` action names the cards that pay (``pay``); the
quest itself never pays (it is exhausted and turned face down by completing it, EN 702.2), and a resource named
to pay can't also pay the resource cost (412.2: the named cards are paid first, then the ready resources left).
``cost["remove_all"] = K``: all K counters come off the quest (404.1d, none is fine). ``"up_to": N`` (-1: any
number) lets none to N cards pay (``"all": true``: every candidate pays, none to choose — helper x33quest); how many did is kept on the quest (``extra_cost.PAID``, read
by the count ``wsh_paid`` of its reward)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError

from . import choice_cost, costs, extra_cost, paid_health
from .restrictions import can_exhaust
from .rules import R
from .state import WowState


def has_parts(cost: dict[str, Any]) -> bool:
    """The completion cost names more than resources."""
    return bool(cost.get("choose") or cost.get("hero_damage") or cost.get("remove_all"))


def _spare(st: WowState, p: int, uid: int, pay: list[int]) -> int:
    """Ready resources left to pay the resource cost once ``pay`` is paid (not the quest itself)."""
    return sum(1 for c in st.table.peek_in(p, "resources") if c.uid != uid and c.uid not in pay and not c.tapped and can_exhaust(st, c.uid))


def or_pay(cost: dict[str, Any], pay: Any) -> int:
    """The resources paid instead when no card is named ("Pay 8 or discard …": ``choose["or_pay"]``, 403.1)."""
    cc = cost.get("choose") or {}
    return int(cc.get("or_pay", 0)) if not pay and "up_to" not in cc else 0


def _enough(st: WowState, p: int, uid: int, cost: dict[str, Any], pay: list[int]) -> bool:
    need = costs.complete_cost(st, p, uid, cost["resources"] + or_pay(cost, pay))
    exhausting = "exhaust" in cost["choose"] or "face_down" in cost["choose"]
    spare = _spare(st, p, uid, pay if exhausting or "destroy_resource" in cost["choose"] else [])
    return need <= spare


def payments(st: WowState, p: int, uid: int, cost: dict[str, Any]) -> list[list[int]]:
    """The ways to name the cards that pay (at most 30), each leaving enough ready resources; [[]] with none to name."""
    cc = cost.get("choose")
    if not cc:
        return [[]]
    if cc.get("all"):  # "turn all other quests you control named The Worldbreaker face down": every candidate, none to choose
        every = [u for u in choice_cost.candidates(st, p, uid, cc) if u != uid]
        return [every] if _enough(st, p, uid, cost, every) else []
    if "up_to" in cc:  # "Remove any number of ally cards in your graveyard …": each size, the most first
        from itertools import combinations, islice

        cands = [u for u in choice_cost.candidates(st, p, uid, cc) if u != uid]
        lo, hi = extra_cost.count_range(cc, len(cands))
        sizes = range(hi, lo - 1, -1)
        firsts = [list(next(combinations(cands, k))) for k in sizes]
        rest = (list(c) for k in sizes for c in islice(combinations(cands, k), 1, None))
        return [pay for pay in firsts + list(islice(rest, max(0, 30 - len(firsts)))) if _enough(st, p, uid, cost, pay)]
    ways = [pay for pay in choice_cost.payments(st, p, uid, cc, cap=200) if uid not in pay]
    return [pay for pay in ways if _enough(st, p, uid, cost, pay)][:30]


def payable(st: WowState, p: int, uid: int, cost: dict[str, Any]) -> bool:
    """Some way to pay the whole completion cost exists now (403.1)."""
    return bool(payments(st, p, uid, cost))


def label(st: WowState, cost: dict[str, Any], pay: list[int]) -> str:
    parts = [choice_cost.label_all(st, pay, cost["choose"])] if cost.get("choose") else []
    parts += [f"put {cost['hero_damage']} damage on your hero"] if cost.get("hero_damage") else []
    parts += [f"remove all {cost['remove_all']} counters"] if cost.get("remove_all") else []
    return f" ({', '.join(parts)})" if parts else ""


def pay(st: WowState, p: int, uid: int, cost: dict[str, Any], named: Any) -> list[Event]:
    """Pay the parts beyond resources with the named cards (403.1), before the resources are exhausted."""
    cc = cost.get("choose")
    named = list(named or []) if cc else []
    if cc and (uid in named or not _valid(st, p, uid, cc, named) or not _enough(st, p, uid, cost, named)):
        raise RulesError("name the cards of yours that pay this quest's completion cost (pay)", R("403.1"))
    paid_health.note(st, uid, cost, named)  # "… equal to that ally's health" (engine.wow.paid_health)
    events = choice_cost.pay_all(st, p, uid, cc, named) if cc else []
    if cc and ("up_to" in cc or cc.get("all")):  # "… for each three ally cards removed this way", "… for each other quest turned face down this way" (the count wsh_paid)
        st.table.cards[uid].flags[extra_cost.PAID] = len(named)
    if cost.get("hero_damage"):
        events += extra_cost.pay_hero_damage(st, p, int(cost["hero_damage"]))
    if cost.get("remove_all"):  # "Remove all corpse counters …" (404.1d): how many is kept, as for "up_to"
        from .counters import counters, remove_counters

        st.table.cards[uid].flags[extra_cost.PAID] = counters(st, uid, cost["remove_all"])
        events += remove_counters(st, uid, cost["remove_all"], None, R("403.1"))
    return events


def _valid(st: WowState, p: int, uid: int, cc: dict[str, Any], named: list[int]) -> bool:
    """The named cards can pay it: exactly as many as it needs, or (``up_to``) any number up to its limit (403.1)."""
    if cc.get("all"):  # all of them pay (403.1): exactly the candidates
        return sorted(named) == sorted(u for u in choice_cost.candidates(st, p, uid, cc) if u != uid)
    if "up_to" not in cc:
        return choice_cost.valid(st, p, uid, cc, named)
    cands = choice_cost.candidates(st, p, uid, cc)
    lo, hi = extra_cost.count_range(cc, len(cands))
    return lo <= len(named) <= hi and len(set(named)) == len(named) and all(u in cands for u in named)
