"""Draws skipped for a counter (EN 716, a replacement; helper wzone): "If an opponent would draw a card, he skips drawing
that card and you remove a frost counter instead. If none remain, destroy Brain Lock." (Brain Lock, which enters play
with two frost counters).

The continuous power ``draw_lock`` (``stat``: the counter kind) of a face-up card in play is asked by ``procedure.draw``
before each card a player would draw: for an opponent of its controller holding such a card with a counter of that
kind, the draw is skipped, a counter comes off (404.1), and with none left the card is destroyed (415.9c). One card
at a time (415.9e): the lowest card id first; one with no counter left replaces nothing."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .counters import counters, remove_counters
from .leaving_play import destroy
from .rules import EN, R
from .state import WowState

OP = "draw_lock"


def skip(st: WowState, player: int) -> list[Event] | None:
    """The events of ``player``'s next draw replaced (skipped, a counter removed), or None when nothing replaces it."""
    found = kw.sources_doing(st, OP)
    if not found:
        return None
    for src, effs in sorted(found, key=lambda pair: pair[0]):
        card = st.table.peek(src)
        if card.face_down or card.controller == player or not any(e.op == OP for e in kw.statics(st, src, OP)):
            continue
        kind = next((e.stat for e in effs if e.op == OP), "") or "frost"
        if counters(st, src, kind) <= 0:
            continue
        events = [Event("no_draw", f"P{player + 1} skips drawing a card ({kw.name(st, src)})", EN("716"), player)]
        events += remove_counters(st, src, kind, 1, EN("716"))
        if counters(st, src, kind) <= 0:
            events += destroy(st, src, R("415.9c"))  # "If none remain, destroy Brain Lock."
        return events
    return None
