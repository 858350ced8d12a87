"""Additional costs to play a card (403.1, 403.6a): "As an additional cost to play this ability,
destroy an ally in your party" / "… put 2 damage on your hero". The ``play`` action names the card
chosen to pay in ``extra`` ([uid]); the legal actions offer one play per such card. The card's
``add_cost`` power (engine.wow.cards.templates_extra_cost) says what is owed."""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError

from . import choice_cost
from . import keywords as kw
from .rules import R
from .state import WowState


def owed(st: WowState, uid: int) -> dict[str, Any] | None:
    """The card's additional cost, if it has one."""
    from .cards.compiler import card_powers

    return next((pw.cost for pw in card_powers(kw.data(st, uid)) if pw.kind == "add_cost"), None)


def choices(st: WowState, p: int, uid: int) -> list[tuple[list[int], str]]:
    """Ways to pay it: ``([payer], label)`` per card that can pay a chosen cost; ``([], "")`` when
    nothing is chosen (no additional cost, or put damage)."""
    cost = owed(st, uid)
    if not cost or "choose" not in cost:
        return [([], "")]
    return [([c], f" ({choice_cost.label(st, c, cost['choose'])})") for c in _payers(st, p, uid, cost)]


def _payers(st: WowState, p: int, uid: int, cost: dict[str, Any]) -> list[int]:
    return [c for c in choice_cost.candidates(st, p, uid, cost["choose"]) if c != uid]  # not the card being played


def problem(st: WowState, p: int, uid: int, extra: Any) -> RulesError | None:
    """Why the additional cost can't be paid with ``extra`` (None: it can, or there is none)."""
    cost = owed(st, uid)
    if not cost or "choose" not in cost:
        return None
    options = _payers(st, p, uid, cost)
    if not options:
        return RulesError("nothing can pay this card's additional cost", R("403.1"))
    if extra is None:
        return None  # only asking whether it can be paid at all
    if not (isinstance(extra, list) and len(extra) == 1 and extra[0] in options):
        return RulesError("name one card of yours that pays the additional cost (extra)", R("403.1"))
    return None


def cost_part(st: WowState, uid: int, extra: list[int] | None) -> dict[str, Any]:
    """What goes into the link's cost (paid as the link is added, EN 707)."""
    cost = owed(st, uid) or {}
    out: dict[str, Any] = {}
    if "choose" in cost:
        out = {"choose": cost["choose"], "pay": list(extra or [])}
    if cost.get("hero_damage"):
        out["hero_damage"] = cost["hero_damage"]
    return out


def pay_hero_damage(st: WowState, p: int, n: int) -> list[Event]:
    """405.3: damage put on the hero as a cost is placed, not dealt (capped at exactly fatal)."""
    hero = st.heroes[p]
    card = st.table.cards[hero]
    placed = min(n, max(kw.health(st, hero) - card.damage, 0))
    card.damage += placed
    return [Event("put_damage", f"{placed} damage is put on {kw.name(st, hero)} (additional cost)", R("405.3"), p,
                  data={"uid": hero, "amount": placed})]
