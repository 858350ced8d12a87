"""A keyword granted with its reminder text: "Tauren heroes and allies you control have Warstomp. (When
they attack or defend, you may exhaust target hero or ally.)" (Cairne, Earthmother's Chosen).

The keyword is a pseudo-keyword :data:`KEY` granted by a continuous power (``grant_keyword``, EN 714), so
it shows on the cards and goes with "loses and can't have powers" (103.2). What it does is the granting
card's triggered power with trigger :data:`TRIGGER` ("you may exhaust target hero or ally"): :func:`fire`,
called by ``procedure.event_triggers``, queues it for each character with the keyword that attacks or
becomes the defender (EN 601, 602; a Protector that protects defends) — controlled by that character's
controller, once per such character however many sources grant it (a keyword is had once)."""

from __future__ import annotations

from typing import Any

from engine.core import Event

from . import keywords as kw
from .lost_powers import suppressed
from .match_triggers import hears
from .powers import printed_powers
from .state import Link, WowState

KEY = "Warstomp"
TRIGGER = "warstomp"


def _granter(st: WowState, uid: int) -> int | None:
    """The card whose continuous power gives ``uid`` the keyword (the lowest id, deterministic)."""
    for src, effs in sorted(kw.sources_doing(st, "grant_keyword"), key=lambda pair: pair[0]):
        if any(e.keyword == KEY and kw.affected(st, src, e.target, uid) for e in effs):
            return src
    return None


KINDS = frozenset({"attack", "protect"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers`` hands it no other)."""


def fire(st: WowState, ev: Event) -> None:
    """An attack declared (attacker and defender) or a protector stepping in: Warstomp triggers."""
    if not hears(st, TRIGGER):  # no card of the match has the triggered power (``match_triggers``)
        return
    data: dict[str, Any] = ev.data or {}
    if ev.kind == "attack":
        who = [data.get("attacker"), data.get("defender")]
    elif ev.kind == "protect":
        who = [data.get("uid")]
    else:
        return
    for uid in who:
        if not isinstance(uid, int) or not kw.is_character(st, uid) or not kw.has(st, uid, KEY) or suppressed(st, uid):
            continue
        src = _granter(st, uid)
        if src is None:
            continue
        for i, pw in enumerate(printed_powers(st, src)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                st.triggers.append(Link("trigger", st.table.peek(uid).controller, src, i, label=f"{kw.name(st, uid)}: Warstomp",
                                        data={"event": uid}))
