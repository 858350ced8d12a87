""""Reward: Target opponent puts a Gnoll ally token named Hogger with 2 ATK and 2 health into play. When
Hogger leaves play, draw two cards." (Wanted: Hogger).

The op ``token_leave_watch`` puts ``condition["token"]`` into play under the opponent's control (404.2,
``procedure.make_tokens``, through ``continuations``) and watches it: the watch is an entry of ``WowState.delayed`` that never comes
due (``turn`` -1, ``to`` :data:`TO`), so ``delayed.watch`` marks it ``broken`` as soon as the token leaves
the ally row (415.9a; a token out of play ceases to exist, 410.6d). :func:`fire`, called by
``procedure.event_triggers`` after that, queues the source card's power with trigger :data:`TRIGGER`
("When Hogger leaves play, …", a delayed triggered power of the reward, EN 703) for the player who
completed the quest, and drops the watch."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, Target, resolves

from . import continuations
from . import keywords as kw
from .ops import GAME, OpCall
from .powers import printed_powers
from .state import Link, WowState

OP = "token_leave_watch"
TRIGGER = "watched_leaves"
TO = "leave_watch"


@resolves(GAME, OP)
def _token_leave_watch(call: OpCall) -> list[Event]:
    st, p, link = call.st, call.player, call.link
    put = Effect("play_free", max(1, call.amount), Target("opponent"), zone="allies", condition={"token": (call.eff.condition or {})["token"]})
    events = continuations.run_effects(st, Link(link.kind, p, link.uid, link.power, [], 0, link.label, {}), [put])  # 404.2 (procedure.make_tokens)
    for ev in events:
        uid = (ev.data or {}).get("uid")
        if ev.kind == "token" and isinstance(uid, int):
            st.delayed.append({"uid": uid, "zone": "allies", "turn": -1, "player": p, "to": TO, "broken": False, "src": call.link.uid})
    return events


def fire(st: WowState) -> None:
    """A watched token that left play: its source's ``watched_leaves`` power waits to go on the chain."""
    if not st.delayed:
        return  # nothing watched (asked after every batch of events)
    gone = [d for d in st.delayed if d.get("to") == TO and d.get("broken")]
    if gone:
        _fire(st, gone)


def _fire(st: WowState, gone: list[dict]) -> None:
    """``fire`` for the watched tokens ``gone`` (a function of its own: the names its comprehension
    reads are no cells made after every batch of events)."""
    st.delayed = [d for d in st.delayed if d not in gone]
    for d in gone:
        src = d["src"]
        if src not in st.table.cards:
            continue
        for i, pw in enumerate(printed_powers(st, src)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                st.triggers.append(Link("trigger", d["player"], src, i, label=f"{kw.name(st, src) or 'Quest'}: {pw.text}"))
