"""Cost changes that depend on the targets (403.2; EN 707: the targets are chosen, then the cost is worked out and
paid): "Opponents pay 1 more to play abilities that target your hero." (Ring of Binding), "Opponents pay 2 more to play
abilities that target a hero or ally you control." (Smoke Bomb), "You pay 1 less to play cards and effects with one or
more targets, to a minimum of 1." (Aura of Accuracy).

A continuous power ``Effect("xc32_target_cost", amount, condition={...})`` of a card in play (its controller ``q``):
``amount`` > 0 is paid less, < 0 more; ``who``: "you" | "opponents" (relative to ``q``); ``what``: "ability" (playing an
ability card) or "any" (playing a card or using a payment power, "cards and effects"); ``filter``: the target that
counts (``types``, ``side`` "you": one ``q`` controls) — without one, any target; ``min``: a reduction never takes the
cost below it (nor raises a lower one). Each change counts once however many targets fit.

``WowEngine._finish_adding`` pays ``adjusted``; the target choices offer only the targets whose cost the player can
still pay (``narrow``, 403.1)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .state import Link, WowState

OP = "xc32_target_cost"


def none_in_match(st: WowState) -> bool:
    """No card of the match has such a power in play now."""
    return not kw.sources_doing(st, OP)


def _applies(st: WowState, src: int, cond: dict[str, Any], link: Link) -> bool:
    q = st.table.peek(src).controller
    if (cond.get("who", "you") == "you") != (link.controller == q):
        return False
    if cond.get("what", "any") == "ability":
        return link.kind == "card" and kw.ctype(st, link.uid) == "ability"
    return link.kind in ("card", "power")


def _fits(st: WowState, src: int, flt: dict[str, Any] | None, target: Any) -> bool:
    if not flt:
        return True
    if not isinstance(target, int) or target not in st.table.cards:
        return False
    if flt.get("types") and not set(flt["types"]) & set(kw.kinds(st, target)):
        return False
    return flt.get("side") != "you" or st.table.peek(target).controller == st.table.peek(src).controller


def adjusted(st: WowState, link: Link, base: int, targets: list[Any] | None = None) -> int:
    """The resources ``link``'s controller pays with these targets (``link.targets`` unless named)."""
    chosen = list(link.targets if targets is None else targets)
    if not chosen or link.kind not in ("card", "power"):
        return base
    total, floor = base, 0
    for src, effs in kw.sources_doing(st, OP):
        for e in effs:
            cond = e.condition or {}
            if not _applies(st, src, cond, link) or not any(
                _fits(st, src, cond.get("filter"), t) for t in chosen
            ):
                continue
            if e.amount > 0 and cond.get("min") is not None:
                floor = max(floor, int(cond["min"]))
            total -= e.amount
    return max(total, min(floor, base), 0)


def saving(st: WowState, link: Link, base: int, options: list[int]) -> int:
    """The most a first target among ``options`` takes off ``base`` (0 when none lowers it): before its targets are
    chosen, a card or power is playable with that many resources fewer (403.2; EN 707: the targets are chosen, then the
    cost is worked out and paid) — "You pay 1 less to play cards and effects with one or more targets" with exactly 1
    resource fewer than the printed cost (Aura of Accuracy). ``narrow`` then offers only the targets that fit."""
    if base <= 0 or not options or none_in_match(st):
        return 0
    return max(0, base - min(adjusted(st, link, base, [u]) for u in options))


def paid(st: WowState, link: Link, base: int, options: list[int], optional: bool = False) -> tuple[int, int]:
    """The least and the most ``link``'s controller pays with one first target among ``options`` (``optional``: or none),
    as the play's label shows them before the targets are chosen (403.2; EN 707): ``(base, base)`` when no target
    changes it. Read from public facts only: the cards in play with such a power and the targets' sides and kinds."""
    if none_in_match(st) or not options:
        return base, base
    found = [adjusted(st, link, base, [u]) for u in options] + ([base] if optional else [])
    return min(found), max(found)


def cost_words(base: int, low: int, high: int) -> str:
    """ "3 resources", or the printed cost and what will be paid: "3 → 2 resources", "4 → 4–6 resources" (by target)."""
    if low == high == base:
        return f"{base} resources"
    paid_now = str(low) if low == high else f"{low}\u2013{high}"
    return f"{base} \u2192 {paid_now} resources"


def narrow(
    st: WowState, link: Link, cost: dict[str, Any], picked: list[Any], options: list[int], ready: int
) -> list[int]:
    """The ``options`` for the next target with which the cost stays payable with ``ready`` resources (403.1)."""
    if none_in_match(st) or cost.get("alt"):
        return options
    base = int(cost.get("resources", 0) or 0)
    return [u for u in options if adjusted(st, link, base, [*picked, u]) <= ready]
