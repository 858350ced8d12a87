"""What a player (or a spectator) sees: the only input of the board renderer and the Discord layer.

Zones per player (``players[i]["zones"]``): ``leader``, ``characters`` (≤5), ``stage`` (≤1),
``cost_area`` (DON!!; ``tapped`` = rested), ``attached_don`` (each with ``attached_to`` = host
uid), ``don_deck``, ``trash`` (top first), ``hand`` (faces for its owner only), ``deck`` and
``life`` (face down: counts only; a life card an effect put or turned face up is public,
3-10-2-1: its face shows to everyone, with ``flags.face_up``).
Cards in ``leader``/``characters``/``stage`` carry ``"stats": {"power", "cost", "don"}``
(current values; ``don`` = DON!! given) and ``"keywords"`` (printed and granted keywords, plus
the prohibitions in effect: "Cannot Attack", "Cannot Be K.O.'d", "Cannot Be K.O.'d In Battle",
"Cannot Be K.O.'d By Effects"; a negated card shows no printed keywords, 8-2-1-1).
Counters per player (``players[i]["counters"]``): ``life``, ``deck``, ``hand``, ``trash``,
``don_deck``, ``don_active``, ``don_rested``, ``don_given``, ``don_field``, ``characters``.
Top level adds ``phase``, ``first_player``, ``battle`` (attacker, target, step, powers) and
``options``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import board
from .state import OPState


def counters(st: OPState, p: int) -> dict[str, int]:
    t = st.table
    cost = t.zone(p, "cost_area")
    rested = sum(1 for card in t.peek_in(p, "cost_area") if card.tapped)
    return {
        "life": len(t.zone(p, "life")), "deck": len(t.zone(p, "deck")), "hand": len(t.zone(p, "hand")),
        "trash": len(t.zone(p, "trash")), "don_deck": len(t.zone(p, "don_deck")),
        "don_active": len(cost) - rested, "don_rested": rested, "don_given": len(t.zone(p, "attached_don")),
        "don_field": board.don_on_field(st, p), "characters": len(t.zone(p, "characters")),
    }


def build_view(engine: Any, st: OPState, viewer: int | None, *, stats: bool = True) -> dict[str, Any]:
    """``viewer``'s view; ``stats=False`` leaves out what holds only numbers and words (cards'
    ``stats`` and ``keywords``, players' ``counters``, the battle's powers): the simulator's
    hidden-card check (``leak_view``) needs only the cards the view shows."""
    if not stats:
        return _build_view(engine, st, viewer, stats)  # reads no ability: no reading scope to set up
    with board.reading(st):
        return _build_view(engine, st, viewer, stats)


def _build_view(engine: Any, st: OPState, viewer: int | None, stats: bool = True) -> dict[str, Any]:
    out = engine.base_view(st, viewer, lean=not stats)
    for p, pv in enumerate(out["players"]) if stats else ():
        pv["counters"] = counters(st, p)
        given = Counter(card.attached_to for card in st.table.peek_in(p, "attached_don"))  # 6-5-5 (board.attached)
        for zone in ("leader", "characters", "stage"):
            for card in pv["zones"][zone]:
                uid = card.get("uid")
                if uid is None:
                    continue
                card["stats"] = {"power": board.power(st, uid), "cost": board.cost(st, uid), "don": given[uid]}
                card["keywords"] = board.keywords(st, uid)
    b = st.battle
    out["phase"] = st.phase
    out["first_player"] = st.first_player
    out["battle"] = None if b is None else {
        "attacker": b.attacker, "target": b.target, "player": b.player, "step": b.step,
    }
    if b is not None and stats:
        out["battle"].update(attacker_power=board.power(st, b.attacker), target_power=board.power(st, b.target))
    out["options"] = dict(st.options)
    return out
