"""Printed: "Your hero deals 1 shadow damage to each opposing hero and ally. When a character dealt
damage this way is destroyed this turn, its controller discards a card." (Rain of Shadow): a
delayed triggered effect (EN 703) set up as the ability resolves.

- the op ``watch_destroyed`` (``Target("previous")``: the characters dealt damage this way, 408.2a)
  notes each in this turn's history (``WowState.turn_log``, dropped at the next turn by
  ``quests.note``) with the source card;
- :func:`fire` (called from ``procedure.event_triggers``): when a noted character is destroyed this
  turn, the source's ``watched_destroyed`` power triggers, once per character, remembering the
  character and its controller as it was destroyed (``engine.wow.refs``: "its controller"); the
  source resolves it from wherever it is (an ability is in its owner's graveyard by then)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "watched_destroyed"
EV = "watch_destroyed"


@resolves(GAME, "watch_destroyed")
def _watch_destroyed(call: OpCall) -> list[Event]:
    st = call.st
    for uid in call.uids:
        st.turn_log.append({"ev": EV, "uid": uid, "src": call.link.uid, "who": call.player, "turn": st.turn})
    return []


KINDS = frozenset({"destroy"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers`` hands it no other)."""


def fire(st: WowState, ev: Event) -> None:
    """A destroyed card noted this turn → its watcher's ``watched_destroyed`` trigger (EN 703.1)."""
    data = ev.data or {}
    uid = data.get("uid")
    if ev.kind != "destroy" or "card_id" not in data or not isinstance(uid, int):
        return
    for e in [
        e for e in st.turn_log if e.get("ev") == EV and e.get("uid") == uid and e.get("turn") == st.turn
    ]:
        src = e["src"]
        if src not in st.table.cards:
            continue
        ctl = data.get("controller", st.table.cards[uid].controller if uid in st.table.cards else e["who"])
        row = {"uid": uid, "ctl": ctl, "cost": 0, "atk": 0}
        for i, pw in enumerate(printed_powers(st, src)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                label = f"{kw.name(st, src)}: {pw.text}"
                st.triggers.append(
                    Link("trigger", e["who"], src, i, label=label, data={"event": uid, "ref": [row]})
                )
