"""Revealing cards in Lorcana (7.1.10: shown to all players): engine.core.effects.reveal, with the
public log line naming the cards by their full names (the core event names card ids, which a
player can't read)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, effects
from engine.core.rules import RuleRef

from .state import LorcanaState


def reveal(st: LorcanaState, uids: list[int], rule: RuleRef | None, player: int | None = None) -> Event:
    """Show ``uids`` to everyone; the event's text names them (its data keeps the card ids)."""
    ev = effects.reveal(st.table, uids, rule, player)
    ev.text = f"Revealed: {', '.join(_full_name(st.cards.get(cid) or {}, cid) for cid in ev.data['card_ids'])}"
    return ev


def _full_name(d: dict[str, Any], cid: str) -> str:
    return str(d.get("full_name") or d.get("name") or cid)
