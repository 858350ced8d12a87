"""Helwen: "You may choose not to ready Helwen during your ready step." / "[Exhaust] -> While Helwen remains exhausted,
you control target ally." (501.1a, 401.3).

- A card with the pseudo-keyword :data:`KEYWORD` (a continuous power of its own) that would ready in its controller's
  ready step is held back (``procedure.start_turn``); he is asked which of those stay exhausted (the pending
  :data:`KIND`, none or more; 501.1a), and the others ready with the rest of his cards.
- The op ``yg33_control_while_exhausted`` gains control of each target (401.3) while the link's source stays in play
  (``control.gain_control`` ``while_source``) and exhausted: the record is marked, and as soon as the source is ready
  (or gone) the control ends — checked in each pre-priority wave (410.6, ``procedure.ppp_wave``), so before anyone
  can act again; the card goes back (401.3b)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import keywords as kw
from .answers import handles
from .control import end_where, gain_control
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

KEYWORD = "yg33_may_stay_exhausted"
KIND = "yg33_may_stay_exhausted"
MARK = "yg33_while_exhausted"


def may_stay(st: WowState, uid: int) -> bool:
    """The card may stay exhausted through its controller's ready step (its own "you may choose not to ready")."""
    return kw.has(st, uid, KEYWORD)


def offer(st: WowState, p: int, held: list[int]) -> list[Event]:
    """Ask ``p`` which of the held cards stay exhausted (the others ready, 501.1a)."""
    if not held:
        return []
    st.pending.append(Pending(p, KIND, "Choose the cards that stay exhausted (you may choose not to ready them); the others ready",
                              [Option(str(u), kw.name(st, u)) for u in held], 0, len(held), R("501.1a"),
                              context={"held": list(held)}))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    stay = {int(x) for x in picks}
    uids = [u for u in pending.context.get("held", []) if u not in stay and u in st.table.cards and kw.in_play(st, u)]
    for uid in uids:
        st.table.cards[uid].tapped = False
    if not uids:
        return []
    p = pending.player
    return [Event("ready", f"P{p + 1} readies {', '.join(kw.name(st, u) for u in uids)}", R("501.1a"), p, data={"readied": uids})]


@resolves(GAME, "yg33_control_while_exhausted")
def _control(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    if src not in st.table.cards or not kw.in_play(st, src) or not st.table.peek(src).tapped:
        return []  # already ready or gone: "while it remains exhausted" is over before it starts
    events: list[Event] = []
    for uid in call.uids:
        events += gain_control(st, uid, call.player, source=src, while_source=True)
        for r in reversed(st.controls):
            if r["uid"] == uid and r["source"] == src:
                r[MARK] = True
                break
    return events


def _over(st: WowState, r: dict) -> bool:
    src = r["source"]
    return bool(r.get(MARK)) and (src not in st.table.cards or not kw.in_play(st, src) or not st.table.peek(src).tapped)


def due(st: WowState) -> bool:
    """Some marked control's source is no longer exhausted in play (reading only)."""
    return any(_over(st, r) for r in st.controls)


def check(st: WowState) -> list[Event]:
    """End the control of each marked record whose source is no longer exhausted in play (401.3b)."""
    if not due(st):
        return []
    return end_where(st, lambda r: _over(st, r), R("401.3b"))
