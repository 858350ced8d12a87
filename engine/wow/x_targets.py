""""X target" cards: "Your hero deals X fire damage to each of X target allies." (The More, the
Scarier). The script gives one chosen-target effect per possible target, the k-th with
``filter["x_min"] = k``: only the first X are chosen (EN 706, 707.1b: X is chosen before the
targets) and must all be legal and different (707.1d); the rest have no target and do nothing."""

from __future__ import annotations

from engine.core.effects import Effect

from .x_cost_targets import with_x


def x_needs(needs: list[Effect], x: int, n: int = 0) -> list[Effect]:
    """The chosen-target effects a link with this X asks targets for; ``n``: the count its counted
    targets read ("X target armor, where X is the number of Combo cards removed", ``engine.wow.counted_targets``;
    0 while it is not known: none of them is asked)."""
    out = []  # (a loop: no comprehension nor cell made for every card listed)
    for e in needs:
        if e.target is None or (e.target.filter.get("x_min", 0) <= x and e.target.filter.get("n_min", 0) <= n):
            out.append(with_x(e, x))  # "target ability with cost X" (engine.wow.x_cost_targets)
    return out


def x_cap(needs: list[Effect]) -> int | None:
    """The largest X the card can name targets for (None: its targets don't depend on X), or that its text allows
    (:func:`x_max`)."""
    cap = None  # (a loop: no comprehension made for every card listed)
    for e in needs:
        if e.target is not None and "x_min" in e.target.filter:
            cap = e.target.filter["x_min"] if cap is None else max(cap, e.target.filter["x_min"])
    top = x_max(needs)
    return top if cap is None else cap if top is None else min(cap, top)


def x_max(needs: list[Effect]) -> int | None:
    """ "X can't be more than 5." (Arcane Missiles; 103.1, ``cards.templates_wtgt``): the bound its chosen target's
    filter carries (``x_max``), or None."""
    for e in needs:
        if e.target is not None and "x_max" in e.target.filter:
            return e.target.filter["x_max"]
    return None
