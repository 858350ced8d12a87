"""Helper watt: "If attached ally would be destroyed, destroy this ability instead. If you do, your
hero heals all damage from that ally." (Divine Bulwark; EN 716, 415.9c) — a continuous power
``watt_destroy_instead`` on an attachment: when its host would be destroyed (not by the game, 103.3),
the attachment is destroyed instead; if it was, the attachment's controller's hero heals all damage
from the host (407.1). With several, the one with the lowest id applies (one replacement per event).
``leaving_play.destroy`` asks :func:`replace` before the host leaves play (and hands itself over)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event

from . import keywords as kw
from .rules import EN
from .state import WowState

OP = "watt_destroy_instead"


def replace(st: WowState, uid: int, destroy: Callable[..., list[Event]]) -> list[Event] | None:
    """The events of the replacement for destroying ``uid``, or None when nothing replaces it
    (``destroy``: ``leaving_play.destroy``, which asks this)."""
    from .damage import heal

    for src, effs in sorted(kw.sources_doing(st, OP), key=lambda pair: pair[0]):
        card = st.table.peek(src)
        if card.attached_to != uid or card.face_down or not any(e.op == OP for e in effs):
            continue
        events = [Event("replace", f"{kw.name(st, src)} is destroyed instead of {kw.name(st, uid)}", EN("716"), card.controller,
                        data={"uid": uid})]
        gone = destroy(st, src, EN("716"))
        events += gone
        if any(e.kind == "destroy" for e in gone):  # "If you do"
            events += heal(st, uid, st.table.peek(uid).damage, source=st.heroes[card.controller])
        return events
    return None
