"""An ally card from a removed-from-the-game zone into play: "Put an ally card that's removed from the game into play
under your control." (Ripped through the Portal).

The op ``wc31_removed_ally_into_play`` (EN 709.1: picked on resolution, no target): the link's controller picks one
face-up ally card in any player's removed-from-the-game zone (415.7: public); it enters play under his control (710.1:
put into play, not played — no cost; its "enters play" powers trigger). With none there, nothing happens."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import card_facts as facts
from . import continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN
from .state import Link, WowState

OP = "wc31_removed_ally_into_play"
PICK = "wc31_removed_ally_pick"
_KEY = "wc31_removed_ally"


def candidates(st: WowState) -> list[int]:
    """The face-up ally cards of every removed-from-the-game zone (by printed type: not in play, 415.7)."""
    return [u for q in range(st.num_players) for u in st.table.zone(q, "removed")
            if not st.table.peek(u).face_down and facts.ctype(st, u) == "ally"]


@resolves(GAME, OP)
def _removed_ally_into_play(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    options = candidates(st)
    if not options:
        return []  # none there: nothing happens (EN 709.1)
    continuations.pause_for(call, _KEY, {"player": p},
                            Pending(p, PICK, "Choose an ally card removed from the game to put into play under your control",
                                    [Option(str(u), f"{kw.name(st, u)} (P{st.table.peek(u).owner + 1}'s)") for u in options], 1, 1, EN("709.1")))
    return []


@handles(PICK)
def _picked(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w: dict[str, Any] = dict(st.waiting)
    job = w.pop(_KEY)
    st.waiting = {}
    events: list[Event] = []
    uid = int(picks[0]) if picks else None
    if uid is not None and uid in candidates(st):
        events += continuations.resolve_card(st, Link("card", job["player"], uid, label=kw.name(st, uid)))  # 710.1
    return events + continuations.resume_link(st, w)
