""""You may exhaust Vyara rather than pay the cost of an ability with cost 7 or less, or a weapon's strike cost of 7 or
less." (Battlemage Vyara; helper d37wow).

A continuous power ``zd37_exhaust_instead`` (never carried out, EN 714) of a card in play gives its controller an
alternative cost (403.3): exhausting that very card (ready, able to exhaust, 411.1) instead of paying

- the cost of a card in his hand matching ``condition["play"]`` (``search.card_matches``: ``{"types": ["ability"],
  "max_cost": 7}``, its printed cost, 201.1) — listed by ``hand_alt_costs.given`` as ``{"exhaust": …, "only": the
  card}`` (``altcost``: X is 0, 201.3);
- a weapon's strike cost (303.1) of at most ``condition["strike_max"]``, as it would be paid now (``costs.strike_cost``,
  403.2 changes counted; rule call: the cost he would pay) — the ``strike`` action names the card (``exhaust_instead``).

Exhausting it is no [Exhaust] power (302.2 doesn't apply): an ally that entered play this turn may pay so."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .restrictions import can_exhaust
from .state import WowState

OP = "zd37_exhaust_instead"


def givers(st: WowState, p: int) -> list[tuple[int, dict[str, Any]]]:
    """``p``'s ready face-up cards in play with the power, each with its condition."""
    out = []
    for src, effs in kw.sources_doing(st, OP):
        card = st.table.peek(src)
        if card.controller != p or card.face_down or card.tapped or not can_exhaust(st, src) \
                or not any(e.op == OP for e in kw.statics(st, src, OP)):
            continue
        out += [(src, e.condition or {}) for e in effs if e.op == OP]
    return out


def for_play(st: WowState, uid: int) -> list[dict[str, Any]]:
    """The alternative costs (``altcost`` shape) these powers give the card ``uid`` in its owner's hand."""
    from .search import card_matches

    card = st.table.peek(uid, None)
    if card is None or card.zone != "hand" or not kw.sources_doing(st, OP):
        return []
    return [{"exhaust": {"types": [kw.ctype(st, src)]}, "only": src} for src, c in givers(st, card.owner)
            if c.get("play") and card_matches(st, uid, c["play"])]


def for_strike(st: WowState, p: int, cost: int) -> list[int]:
    """The cards ``p`` may exhaust instead of paying a strike cost of ``cost`` now."""
    if not kw.sources_doing(st, OP):
        return []
    return [src for src, c in givers(st, p) if c.get("strike_max") is not None and cost <= int(c["strike_max"])]
