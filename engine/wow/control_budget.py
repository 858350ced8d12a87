"""Gaining control of cards picked within a cost budget (401.3), then moving the attached ones
(400.7a): "Gain control of any number of opposing abilities with combined cost less than or equal
to the number of resources you control. For each of those abilities that's attached, you may
reattach it." (Mana Shift). Nothing is targeted: the player picks on resolution (EN 709), one card
at a time among those that still fit the budget, then says "done"; then, for each picked card
still attached, picks a new card to attach it to (read from its new controller's side, 400.7b)
or leaves it where it is."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .attach import new_hosts
from .control import gain_control
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "control_within_budget"
PICK = "control_budget_pick"
MOVE = "control_budget_move"
DONE = "done"
STAY = "stay"


def _cost(st: WowState, uid: int) -> int:
    return int(kw.data(st, uid).get("cost") or 0)


def _candidates(st: WowState, player: int, kind: str, picked: list[int], left: int) -> list[int]:
    """Opposing face-up cards of ``kind`` in play, not picked yet, whose cost fits what is left."""
    return [u for q in range(st.num_players) if q != player for z in ("allies", "hero_row") for u in st.table.zone(q, z)
            if u not in picked and not st.table.peek(u).face_down and kind in kw.kinds(st, u) and _cost(st, u) <= left]


@resolves(GAME, OP)
def _control_within_budget(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    budget = len(st.table.zone(p, "resources"))  # "the number of resources you control", counted on resolution
    kind = call.eff.stat or "ability"
    continuations.pause_for(call, PICK, {"player": p, "kind": kind, "picked": [], "left": budget})
    return _ask_pick(st)


def _ask_pick(st: WowState) -> list[Event]:
    w = st.waiting[PICK]
    found = _candidates(st, w["player"], w["kind"], w["picked"], w["left"])
    if not found:
        return _take(st)
    options = [Option(DONE, "Done")] + [Option(str(u), f"{kw.name(st, u)} (cost {_cost(st, u)})") for u in found]
    st.pending.append(Pending(w["player"], PICK, f"Gain control of which opposing {w['kind']}? (combined cost up to "
                              f"{w['left'] + sum(_cost(st, u) for u in w['picked'])}; {w['left']} left)", options, 1, 1, EN("709.3")))
    return []


@handles(PICK)
def _pick_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = st.waiting[PICK]
    if not picks or picks[0] == DONE:
        return _take(st)
    uid = int(picks[0])
    w["picked"] = [*w["picked"], uid]
    w["left"] -= _cost(st, uid)
    return _ask_pick(st)


def _take(st: WowState) -> list[Event]:
    """Gain control of every picked card at once (401.3), then offer to move the attached ones."""
    w = st.waiting.pop(PICK)
    p = w["player"]
    events: list[Event] = []
    for uid in w["picked"]:
        events += gain_control(st, uid, p, duration="permanent")
    if not w["picked"]:
        events.append(Event("control", f"P{p + 1} gains control of nothing", EN("709.3"), p))
    st.waiting[MOVE] = {"player": p, "left": [u for u in w["picked"] if kw.in_play(st, u) and st.table.peek(u).attached_to is not None]}
    return events + _ask_move(st)


def _ask_move(st: WowState) -> list[Event]:
    w = st.waiting[MOVE]
    while w["left"]:
        uid = w["left"][0]
        hosts = new_hosts(st, uid) if kw.in_play(st, uid) and st.table.peek(uid).attached_to is not None else []
        if hosts:
            options = [Option(STAY, f"Leave it on {kw.name(st, st.table.peek(uid).attached_to)}")] + [Option(str(h), kw.name(st, h)) for h in hosts]
            st.pending.append(Pending(w["player"], MOVE, f"You may move {kw.name(st, uid)} to another card", options, 1, 1, R("400.7a")))
            return []
        w["left"] = w["left"][1:]
    resume: dict[str, Any] = {k: v for k, v in st.waiting.items() if k != MOVE}
    st.waiting = {}
    return continuations.resume_link(st, resume)


@handles(MOVE)
def _move_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = st.waiting[MOVE]
    uid, w["left"] = w["left"][0], w["left"][1:]
    events: list[Event] = []
    if picks and picks[0] != STAY:
        host = int(picks[0])
        st.table.cards[uid].attached_to = host  # no chain, no text re-processed (400.7a–b)
        events.append(Event("attach", f"{kw.name(st, uid)} moves to {kw.name(st, host)}", R("400.7a"), w["player"], data={"uid": uid, "host": host}))
    return events + _ask_move(st)
