"""Additional costs to play a card (403.1, 403.6a): "As an additional cost to play this ability,
destroy an ally in your party" / "… put 2 damage on your hero". The ``play`` action names the card
chosen to pay in ``extra`` ([uid]); the legal actions offer one play per such card. The card's
``add_cost`` power (engine.wow.cards.templates_extra_cost) says what is owed."""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError

from . import choice_cost, counted_targets, resource_payers
from . import keywords as kw
from .cards.compiler import card_powers
from .rules import EN, R
from .state import WowState


def owed(st: WowState, uid: int) -> dict[str, Any] | None:
    """The card's additional cost, if it has one."""
    for pw in card_powers(kw.data(st, uid)):  # (a loop: no generator to make, asked for every card listed)
        if pw.kind == "add_cost":
            return pw.cost
    return None


def choices(st: WowState, p: int, uid: int) -> list[tuple[list[int], str]]:
    """Ways to pay it: ``([payer], label)`` per card that can pay a chosen cost; ``([], "")`` when
    nothing is chosen (no additional cost, or put damage)."""
    cost = owed(st, uid)
    if not cost or "choose" not in cost:
        return [([], "")]
    return _choices(st, p, uid, cost)


def _choices(st: WowState, p: int, uid: int, cost: dict[str, Any]) -> list[tuple[list[int], str]]:
    """``choices`` of a chosen additional cost (a function of its own: the names its comprehensions
    read are no cells made for every card listed)."""
    from itertools import combinations, islice

    n = choice_cost.needed(cost["choose"])  # a counted cost ("exhaust two allies"): sets of cards, at most 30 listed
    sets = [[c] for c in _payers(st, p, uid, cost)] if n == 1 else [list(c) for c in islice(combinations(_payers(st, p, uid, cost), n), 30)]
    if "up_to" in cost["choose"]:  # "remove up to five …" (403.1): one set of each size (the most first), then more, 30 listed
        payers = _payers(st, p, uid, cost)
        lo, hi = count_range(cost["choose"], len(payers))
        sizes = [k for k in range(hi, lo - 1, -1) if k in cost["choose"].get("sizes", [k])]  # "you may exhaust two allies": 0 or 2
        firsts = [list(next(combinations(payers, k))) for k in sizes]
        rest = (list(c) for k in sizes for c in islice(combinations(payers, k), 1, None))
        sets = firsts + list(islice(rest, max(0, 30 - len(firsts))))
        if cost["choose"].get("discount"):  # only the sets that bring the cost within the ready resources (403.2)
            from .costs import play_cost
            from .restrictions import can_exhaust

            ready = sum(1 for c in st.table.peek_in(p, "resources") if not c.tapped and can_exhaust(st, c.uid)) + resource_payers.count(st, p)
            sets = [pay for pay in sets if play_cost(st, p, uid) - discount(st, uid, pay) <= ready]
        sets = [pay for pay in sets if counted_targets.fits(st, p, uid, len(pay))]  # one target for each card paid (EN 707.1d)
        return [(pay, f" ({choice_cost.label_all(st, pay, cost['choose'])})" if pay else " (paying nothing more)") for pay in sets]
    return [(pay, f" ({choice_cost.label_all(st, pay, cost['choose'])})") for pay in sets]


def _payers(st: WowState, p: int, uid: int, cost: dict[str, Any]) -> list[int]:
    return [c for c in choice_cost.candidates(st, p, uid, cost["choose"]) if c != uid]  # not the card being played


def problem(st: WowState, p: int, uid: int, extra: Any) -> RulesError | None:
    """Why the additional cost can't be paid with ``extra`` (None: it can, or there is none)."""
    cost = owed(st, uid)
    if cost and cost.get("mill") and len(st.table.zone(p, "deck")) < int(cost["mill"]):  # "put the top five cards of your deck
        return RulesError("your deck has fewer cards than the additional cost puts into your graveyard", R("403.1"))  # into your graveyard"
    if not cost or "choose" not in cost:
        return None
    return _problem(st, p, uid, extra, cost)


def _problem(st: WowState, p: int, uid: int, extra: Any, cost: dict[str, Any]) -> RulesError | None:
    """``problem`` of a chosen additional cost."""
    options = _payers(st, p, uid, cost)
    n = choice_cost.needed(cost["choose"])
    if "up_to" in cost["choose"]:  # "up to five": none to five of them (403.1)
        lo, hi = count_range(cost["choose"], len(options))
        if extra is None or (isinstance(extra, list) and lo <= len(extra) <= hi and len(extra) in cost["choose"].get("sizes", [len(extra)])
                             and len(set(extra)) == len(extra) and all(u in options for u in extra)):
            if extra and not counted_targets.fits(st, p, uid, len(extra)):
                return RulesError("that many cards paid asks for more different legal targets than there are", EN("707.1d"))
            return None
        if "sizes" in cost["choose"]:  # "you may exhaust two allies you control": none, or exactly that many (helper w30abil2)
            return RulesError(f"name {' or '.join(str(k) for k in cost['choose']['sizes'])} different card(s) of yours that pay the additional cost (extra)", R("403.1"))
        return RulesError(f"name {lo} to {hi} different card(s) of yours that pay the additional cost (extra)", R("403.1"))
    if len(options) < n:
        return RulesError("nothing can pay this card's additional cost", R("403.1"))
    if extra is None:
        return None  # only asking whether it can be paid at all
    if not (isinstance(extra, list) and len(extra) == n and len(set(extra)) == n and all(u in options for u in extra)):
        return RulesError(f"name {n} card(s) of yours that pay the additional cost (extra)", R("403.1"))
    return None


def cost_part(st: WowState, uid: int, extra: list[int] | None) -> dict[str, Any]:
    """What goes into the link's cost (paid as the link is added, EN 707)."""
    cost = owed(st, uid) or {}
    out: dict[str, Any] = {}
    if "choose" in cost:
        out = {"choose": cost["choose"], "pay": list(extra or [])}
    if cost.get("hero_damage"):
        out["hero_damage"] = cost["hero_damage"]
    if cost.get("mill"):
        out["mill"] = cost["mill"]  # (engine.wow.oneshot_ability_ops.pay_mill; helper w30abil2)
    if cost.get("ref_paid") and out:  # "… that ally's ATK": the paying cards remembered (engine.wow.refs; helper r2abil)
        out["ref_paid"] = True
    return out


def pay_hero_damage(st: WowState, p: int, n: int) -> list[Event]:
    """405.3: damage put on the hero as a cost is placed, not dealt (capped at exactly fatal)."""
    hero = st.heroes[p]
    card = st.table.cards[hero]
    placed = min(n, max(kw.health(st, hero) - card.damage, 0))
    card.damage += placed
    return [Event("put_damage", f"{placed} damage is put on {kw.name(st, hero)} (additional cost)", R("405.3"), p,
                  data={"uid": hero, "amount": placed})]


def count_range(cc: dict[str, Any], available: int) -> tuple[int, int]:
    """How many cards an "up to N" / "any number of" cost (``up_to``: N, -1 = any number) may name (``"sizes"``: only
    these numbers of them, "As an additional cost …, you may exhaust two allies you control": [0, 2]); with ``"all": true``
    ("destroy all of your resources", Supernova; helper w30abil2) every card that can pay it, no fewer (403.1)."""
    most = available if cc["up_to"] < 0 else min(cc["up_to"], available)
    return (most if cc.get("all") else 0), most


PAID = "_extra_paid"
"""Card flag: how many cards paid its "up to N" additional cost as it was last played."""


def paid(st: WowState, uid: int) -> int:
    """How many cards paid the card's additional cost as it was played ("… the number of cards removed this way")."""
    card = st.table.cards.get(uid)
    return int(card.flags.get(PAID, 0)) if card is not None else 0


def discount(st: WowState, uid: int, extra: list[int] | None) -> int:
    """ "You pay 5 less to play Deathwing for each card destroyed this way." (403.2): the additional
    cost's ``discount`` for each card named to pay it."""
    cost = owed(st, uid) or {}
    return int((cost.get("choose") or {}).get("discount", 0)) * len(extra or [])


def best_discount(st: WowState, p: int, uid: int) -> int:
    """The largest such discount ``p`` could get now (naming every card that can pay)."""
    cost = owed(st, uid) or {}
    cc = cost.get("choose") or {}
    if not cc.get("discount"):
        return 0
    return int(cc["discount"]) * count_range(cc, len(_payers(st, p, uid, cost)))[1]
