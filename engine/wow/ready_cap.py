"""A cap on the resources a player readies in his ready step (501.1a, 103.2): "Each player can't ready more than three
resources during his ready step." (Upstanding Spaulders).

A continuous power ``wd31_ready_cap`` (``amount``: the cap) of a card in play applies to every player. In the ready
step (``procedure.start_turn``) the turn player's exhausted resources that could ready are held back; if they are no
more than the cap they all ready, otherwise he chooses exactly that many to ready (the pending ``KIND``) and the
others stay exhausted."""

from __future__ import annotations

from engine.core import Event, Option, Pending

from . import keywords as kw
from .rules import R
from .state import WowState

OP = "wd31_ready_cap"
KIND = "wd31_ready_cap"


def cap(st: WowState) -> int | None:
    """The lowest cap a card in play puts on readying resources now, or None."""
    caps = [e.amount for _, effs in kw.sources_doing(st, OP) for e in effs if e.op == OP]
    return min(caps) if caps else None


def offer(st: WowState, p: int, held: list[int], limit: int) -> list[Event]:
    """Ready the held resources, or ask ``p`` which ``limit`` of them ready (103.2: no more than that)."""
    if len(held) <= limit:
        return _ready(st, p, [str(u) for u in held])
    label = {u: "a face-down resource" if st.table.peek(u).face_down else kw.name(st, u) for u in held}
    st.pending.append(Pending(p, KIND, f"Ready {limit} of your exhausted resources (no more than {limit} this ready step)",
                              [Option(str(u), label[u]) for u in held], limit, limit, R("501.1a")))
    return []


def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Ready the picked resources."""
    return _ready(st, pending.player, picks)


def _ready(st: WowState, p: int, picks: list[str]) -> list[Event]:
    uids = [int(x) for x in picks]
    for uid in uids:
        st.table.cards[uid].tapped = False
    if not uids:
        return []
    return [Event("ready", f"P{p + 1} readies {len(uids)} resource(s)", R("501.1a"), p, data={"readied": uids})]
