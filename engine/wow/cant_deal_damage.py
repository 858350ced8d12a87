""""Target ally can't deal damage this turn." (Enveloping Shadows, Heartrazor): the pseudo-keyword
``CANT_DEAL_DAMAGE`` granted for the turn (``cards.templates_activated``). A "can't" is no prevention
nor replacement (103.2): the card deals no damage at all, unpreventable damage included, and
nothing is prevented. ``damage.deal`` asks :func:`blocks` before anything else."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.activated_keys import CANT_DEAL_DAMAGE
from .rules import R
from .state import WowState


def blocks(st: WowState, source: int | None) -> bool:
    """Whether ``source`` (a card in play) can't deal damage now."""
    if source is None or kw.none_has(st, CANT_DEAL_DAMAGE) or source not in st.table.cards or not kw.in_play(st, source):
        return False
    return CANT_DEAL_DAMAGE in kw.keywords(st, source)


def blocked(st: WowState, source: int, target: int) -> list[Event]:
    """The event saying no packet was dealt (103.2)."""
    return [Event("no_damage", f"{kw.name(st, source)} can't deal damage: none is dealt to {kw.name(st, target)}", R("103.2"),
                  data={"uid": target, "source": source})]
