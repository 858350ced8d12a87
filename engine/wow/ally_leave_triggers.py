""""When an ally you control leaves play, …" (Life and Death; EN 703, 415.9a; helper w30gear): the trigger
:data:`TRIGGER` of a card in play waits to go on the chain when an ally its controller controlled leaves play by any
route (destroyed, returned, removed, …). ``leaving_play.leave_play`` notes on its event who controlled the card and
whether it was an ally as it left (last known information, EN 709)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .event_triggers import listeners
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "wg30_friendly_ally_leaves"


def fire(st: WowState, ev: Event) -> None:
    """An event of a card leaving play (``left_play``): the listeners of its last controller trigger."""
    data = ev.data or {}
    if not data.get("left_ally"):
        return
    ctl, gone = data.get("left_ctl"), data.get("uid")
    for w in listeners(st, TRIGGER):
        if w == gone or w not in st.table.cards or st.table.peek(w).face_down or not kw.in_play(st, w):
            continue
        if st.table.peek(w).controller != ctl:
            continue
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                st.triggers.append(Link("trigger", ctl, w, i, label=f"{kw.name(st, w)}: {pw.text}",
                                        data={"event": gone} if isinstance(gone, int) else {}))
