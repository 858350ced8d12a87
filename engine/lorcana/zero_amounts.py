"""A number of cards that scales to 0 ("each opponent chooses and discards a card for each card that
was under him" with none under him; "look at a number of cards equal to …" with 0): there is nothing
to do, so the step is skipped instead of asking a player to choose 0 cards (1.2.3: only what can be
done is done). Read by engine.lorcana.resolve.run_step after the amount is counted (amounts.scaled)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect

from .rules import R

COUNTED_OPS = frozenset({"discard", "draw", "look_top", "reveal_top_n", "may_draw_each"})
"""Ops whose ``amount`` is a number of cards to draw, discard, look at or reveal."""


def counts_nothing(eff: Effect) -> bool:
    """Did ``eff``'s scaled amount ("for each …", "equal to …") come to 0 cards?"""
    return eff.op in COUNTED_OPS and (eff.condition or {}).get("scale") is not None and eff.amount <= 0


def skip_event(eff: Effect, player: int) -> Event:
    """The log line of a skipped step."""
    return Event(
        "nothing", f"{eff.text or eff.op}: the number of cards is 0, nothing happens", R("1.2.3"), player
    )
