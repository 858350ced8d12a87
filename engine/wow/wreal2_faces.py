"""A hero turning face down (helper wreal2, issue #18; 301.2: a flip power turns the hero over, face down,
301.2c), Iceshrieker's Touch:

- the trigger ``wreal2_hero_face_down``: "When your hero turns face down, …" — fires when the hero of the
  power's controller flips to its back (a "Flip NAME" cost or effect; ``faces``), the hero being the
  triggering card ("it deals …": ``condition["source"] = "hero"``);
- the op ``wreal2_heroes_face_up``: "Each player turns his hero face up." — every face-down hero in play turns
  face up (its front's powers work again, 301.2a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import first_damage_shield
from . import keywords as kw
from .event_triggers import watchers
from .ops import GAME, OpCall
from .powers import printed_powers
from .rules import R
from .state import Link, WowState

TRIGGER = "wreal2_hero_face_down"
FACE_UP = "wreal2_heroes_face_up"


KINDS = frozenset({"flip"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers`` hands it no other)."""


def fire(st: WowState, ev: Event) -> None:
    """A hero that flipped face down → its controller's "When your hero turns face down" triggers."""
    uid = (ev.data or {}).get("uid")
    if ev.kind != "flip" or uid not in st.heroes or uid not in st.table.cards or not st.table.peek(uid).flags.get("flipped"):
        return
    me = st.table.peek(uid).controller
    for w in watchers(st):
        if st.table.peek(w).controller != me or st.table.peek(w).face_down:
            continue
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                st.triggers.append(Link("trigger", me, w, i, label=f"{kw.name(st, w)}: {pw.text}", data={"event": uid}))


@resolves(GAME, FACE_UP)
def _face_up(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for h in st.heroes:
        card = st.table.cards.get(h)
        if card is not None and kw.in_play(st, h) and card.flags.get("flipped"):
            card.flags.pop("flipped")
            events.append(Event("flip", f"{kw.name(st, h)} turns face up", R("301.2"), card.controller, data={"uid": h}))
            events += first_damage_shield.on_flip(st, h)  # the back's shield of this turn goes with it (helper wflip)
    return events
