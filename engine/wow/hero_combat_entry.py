""""When your hero enters combat with a hero or ally, …" (EN 602.1, 703; Death and Decay, helper w30abil): a card in
play with a triggered power on :data:`TRIGGER` triggers when its controller's hero and another character enter combat
with each other (``combat_entry.ENTER_COMBAT``); the other combatant is the triggering card ("that character").
The Death Rattle's "this turn" form is ``this_turn_triggers``' ``hero_enters_combat``; both read :func:`other`."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .combat_entry import ENTER_COMBAT
from .event_triggers import listeners
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "hero_enters_combat"
KINDS = frozenset({ENTER_COMBAT})
"""The event kinds :func:`fire` reads."""


def other(st: WowState, ev: Event, player: int) -> int | None:
    """The character ``player``'s hero entered combat with in ``ev`` (None: his hero didn't)."""
    data = ev.data or {}
    pair = (data.get("attacker"), data.get("defender"))
    hero = st.heroes[player] if 0 <= player < len(st.heroes) else None
    if hero is None or hero not in pair:
        return None
    them = pair[1] if pair[0] == hero else pair[0]
    return them if isinstance(them, int) and them in st.table.cards and kw.is_character(st, them) else None


def fire(st: WowState, ev: Event) -> None:
    if ev.kind != ENTER_COMBAT:
        return
    for w in listeners(st, TRIGGER):
        if not kw.in_play(st, w):
            continue
        me = st.table.peek(w).controller
        them = other(st, ev, me)
        if them is None:
            continue
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                st.triggers.append(Link("trigger", me, w, i, label=f"{kw.name(st, w)}: {pw.text}", data={"event": them}))
