"""Printed: "When combat damage is dealt with Voidfire Wand to a hero, the next time that hero's
controller would draw a card, he skips drawing it instead." (Voidfire Wand):

- the trigger ``weapon_hit_hero_self``: combat damage was dealt to a hero with this weapon (408.3d:
  the weapons struck this combat), fired by :func:`fire` from ``procedure.event_triggers``; the
  damaged hero is the triggering card;
- the op ``skip_next_draw`` (``Target("event")``): a replacement (EN 716) waits on that hero's
  controller — his next draw is skipped, one card (``engine.wow.draw_cap.skips``). The count is
  kept on his hero (a private flag) until used."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .powers import printed_powers
from .rules import EN
from .state import Link, WowState

TRIGGER = "weapon_hit_hero_self"
FLAG = "_skip_draws"


KINDS = frozenset({"damage"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers`` hands it no other)."""


def fire(st: WowState, ev: Event) -> None:
    """A combat damage packet to a hero → the ``weapon_hit_hero_self`` triggers of the weapons it was dealt with."""
    data = ev.data or {}
    uid = data.get("uid")
    if ev.kind != "damage" or not data.get("combat") or data.get("n", 0) <= 0 or uid not in st.heroes:
        return
    for w in data.get("weapons", []):
        if (
            not isinstance(w, int)
            or w not in st.table.cards
            or st.table.peek(w).face_down
            or not kw.in_play(st, w)
        ):
            continue
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                label = f"{kw.name(st, w)}: {pw.text}"
                st.triggers.append(
                    Link("trigger", st.table.peek(w).controller, w, i, label=label, data={"event": uid})
                )


@resolves(GAME, "skip_next_draw")
def _skip_next_draw(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for hero in call.uids:
        q = st.table.cards[hero].controller
        mine = st.table.cards[st.heroes[q]]
        mine.flags[FLAG] = int(mine.flags.get(FLAG, 0)) + 1
        events.append(Event("replace", f"P{q + 1} will skip his next draw", EN("716"), call.player))
    return events
