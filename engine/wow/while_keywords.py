"""A keyword granted by a resolved effect for as long as a condition holds (EN 714 with a "while" part and no other
duration): "You hero has Protector while you control no damaged allies." (Void Pact, an instant ability, not Ongoing).

The op ``zo36_grant_while`` puts one modifier on each target whose stat names the condition (``zo36_while:{json}``):
``keywords`` counts its keyword only while :func:`holds` says the condition is true now, from the point of view of the
effect's controller (checked at every reading: it comes back whenever the condition is true again). With no duration
printed, the effect lasts for the rest of the game (duration "permanent"; a rule call). The condition kind
``zo36_no_damaged_allies``: the player controls no ally with damage on it (405.1)."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import card_facts as facts
from .conditions import condition_checker, holds
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

PREFIX = "zo36_while:"
OP = "zo36_grant_while"


@lru_cache(maxsize=64)
def _cond(stat: str) -> dict[str, Any]:
    return json.loads(stat[len(PREFIX):])


def holds_now(st: WowState, m: Modifier) -> bool:
    """Whether the modifier's condition holds now (its controller's view)."""
    return holds(st, m.player, m.source if m.source is not None else m.uid, _cond(m.stat), affected=m.uid)


@resolves(GAME, OP)
def _grant_while(call: OpCall) -> list[Event]:
    st, eff = call.st, call.eff
    stat = PREFIX + json.dumps((eff.condition or {})["while"], sort_keys=True)
    events = []
    for uid in call.targets_or_source:
        if not facts.in_play(st, uid):
            continue
        st.modifiers.append(Modifier(uid, stat, 1, keyword=eff.keyword, duration=eff.duration or "permanent", player=call.player,
                                     turn=st.turn, source=call.link.uid))
        events.append(Event("keyword", f"{facts.name(st, uid)} has {eff.keyword} while the condition holds", EN("714.1"), call.player))
    return events


@condition_checker("zo36_no_damaged_allies")
def _no_damaged(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``zo36_no_damaged_allies``: no ally the player controls has damage on it."""
    return not any(st.table.peek(u).damage > 0 and facts.is_ally(st, u) for u in st.table.zone(player, "allies"))
