"""A counter on a card of yours as a payment (403.1, 404.1): "1, Remove an honor counter from a card you control
-> …", and the either-or "Pay 2 or remove an honor counter from a card you control -> …" (compiled by
``cards.templates_wcosts_counted``): ``cost["choose"] = {"counter_from": {"kind": K}}`` (plus ``"or_pay": N``:
paying N resources instead, ``pay`` = [] in the action). The player names the card the counter comes from
(``engine.wow.choice_cost``); a card with no such counter can't pay. Also the count "for each honor counter
on cards you control" (``{"k": "wco_counters", "kind": K}``, a cost change's ``per``, 403.2)."""

from __future__ import annotations

from typing import Any

from engine.core import Event

from . import keywords as kw
from .conditions import count_reader
from .counters import counters, remove_counters
from .rules import R
from .state import WowState


def candidates(st: WowState, p: int, spec: dict[str, Any]) -> list[int]:
    """Face-up cards ``p`` controls with at least one counter of that kind."""
    return [u for z in ("hero_row", "allies", "resources") for u in st.table.zone(p, z)
            if not st.table.cards[u].face_down and counters(st, u, spec["kind"]) > 0]


def pay(st: WowState, payer: int, spec: dict[str, Any]) -> list[Event]:
    return remove_counters(st, payer, spec["kind"], 1, R("403.1"))


def label(st: WowState, payer: int, spec: dict[str, Any]) -> str:
    return f"remove a {spec['kind']} counter from {kw.name(st, payer)}"


def count_on_yours(st: WowState, player: int, kind: str) -> int:
    """Counters of ``kind`` on the face-up cards ``player`` controls ("for each honor counter on cards you control")."""
    return sum(counters(st, u, kind) for z in ("hero_row", "allies", "resources") for u in st.table.zone(player, z)
               if not st.table.cards[u].face_down)


@count_reader("wco_")
def wco_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """Counts ``{"k": "wco_counters", "kind": K}``: "for each honor counter on cards you control"; ``{"k":
    "wco_played", "types": [...]}``: "for each other ability you've played this turn" (the turn's plays,
    ``engine.wow.quests.note``: a card being played is logged once it is on the chain, so it isn't counted)."""
    if key["k"] == "wco_counters":
        return count_on_yours(st, player, key["kind"])
    if key["k"] == "wco_played":
        return sum(1 for e in st.turn_log if e.get("turn") == st.turn and e["ev"] == "play" and e.get("who") == player
                   and e.get("type") in key["types"])
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.counter_cost)")
