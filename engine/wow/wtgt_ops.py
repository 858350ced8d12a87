"""Ops of helper wtgt (the miscellaneous family):

- ``wtgt_event_ref``: the triggering card (``link.data["event"]``) is remembered with its last known information
  (``engine.wow.refs``), wherever it is now: "When an ally you control is destroyed, your hero heals damage from itself
  equal to that ally's cost." (Chelley's Staff of Dark Mending) — the later effect's ``condition["ref_amount"]``
  reads its cost (201.1: the printed cost; the card in the graveyard is the same card data).

Condition kind (``k``): ``wtgt_all`` — every condition of ``cond["all"]`` holds ("if you control each of the
following: [Fire] card, [Frost] card, [Melee] card, [Nature] card", Thrall, Guardian of the Elements).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import refs
from .conditions import condition_checker, holds
from .ops import GAME, OpCall


@resolves(GAME, "wtgt_event_ref")
def _event_ref(call: OpCall) -> list[Event]:
    ev = call.link.data.get("event", call.link.data.get("subject"))  # "subject": a destroyed card (event_triggers)
    refs.remember(call.st, call.link, [ev] if isinstance(ev, int) else [])
    last = call.link.data.get("last")
    if last and call.link.data.get("ref") and not kw.in_play(call.st, call.link.data["ref"][0]["uid"]):
        call.link.data["ref"][0].update(last)  # a destroyed card: its ATK and health as it left play (EN 709; event_triggers)
    return []


@condition_checker("wtgt_")
def wtgt_holds(st: Any, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``wtgt_all``: each of ``cond["all"]`` holds."""
    return cond["k"] == "wtgt_all" and all(holds(st, player, source, c, affected) for c in cond["all"])
