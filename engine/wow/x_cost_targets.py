"""Targets whose cost is the X paid: "X, Flip Anchorite Kalinna -> Destroy target ability with cost X."
The compiled filter says ``cost_x`` (``cards.templates_activated``); X is chosen before the targets
(707.1b) and a card's cost is read as printed (201.3), so the target's cost must equal the X named for
this use. :func:`with_x` turns the key into the bounds ``targets.matches`` reads."""

from __future__ import annotations

from dataclasses import replace

from engine.core.effects import Effect, Target

from .cards.activated_keys import COST_X


def with_x(eff: Effect, x: int) -> Effect:
    """``eff`` with a ``cost_x`` target filter bound to this X (``min_cost`` = ``max_cost`` = X)."""
    tgt = eff.target
    if tgt is None or not tgt.filter.get(COST_X):
        return eff
    flt = {k: v for k, v in tgt.filter.items() if k != COST_X}
    return replace(eff, target=Target(tgt.kind, {**flt, "min_cost": x, "max_cost": x}, tgt.count, tgt.up_to))


def names_x(effs: list[Effect] | tuple[Effect, ...]) -> bool:
    """Whether some effect's target filter reads the X paid."""
    return any(e.target is not None and e.target.filter.get(COST_X) for e in effs)
