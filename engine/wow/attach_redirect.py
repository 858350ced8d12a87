"""Helper watt: "Ongoing: If attached ally would be dealt damage, that much damage is dealt to your
hero instead." (Blessing of Sacrifice; EN 716, 408.2a) — a ``damage_redirect`` continuous power with
``condition={"from": "attached"}`` on an attachment: a packet to its host goes to the attachment's
controller's hero instead. ``damage.deal`` asks :func:`redirect` after the other redirections (one
replacement per packet); with several, the attachment with the lowest id applies (deterministic)."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState


def redirect(st: WowState, target: int) -> int | None:
    """The hero a packet to ``target`` is dealt to instead, or None."""
    for src, effs in sorted(kw.sources_doing(st, "damage_redirect"), key=lambda pair: pair[0]):
        card = st.table.peek(src)
        if card.attached_to != target or card.face_down:
            continue
        for e in effs:
            if (e.condition or {}).get("from") == "attached":
                hero = st.heroes[card.controller]
                if hero != target and kw.in_play(st, hero):
                    return hero
    return None
