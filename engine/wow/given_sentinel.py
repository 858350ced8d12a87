"""Sentinel given by another card (helper wmech): "Target hero or ally has +1 ATK and Sentinel this turn."
(Force of Earth), "Your hero has Sentinel this turn." (Hand of Devotion), "… has the chosen powers this
turn" (Monstrous Rush).

Sentinel's reminder text: "The first time it exhausts each turn, ready it." Printed, the keyword is read
as that triggered power (``cards.templates_lines.SPELLED_OUT``); given as a keyword (``grant_keyword``, a
modifier or a continuous power, EN 714), the card has no such power of its own, so this rule adds it: the
first time each turn a card in play with a given Sentinel becomes exhausted (411.1), a triggered power
(EN 703.1) waits to go on the chain, whose effect readies it (411.1). Sentinel is no count: a card whose
printed powers already carry Sentinel's trigger (printed Sentinel, or a card's own "this ally has Sentinel
while …" with its trigger, helper allystatic) is not readied twice.

The link carries the spelled-out text (``granted_powers.KEY`` with ``kind`` "triggered"), so it resolves
as that power of the card even if the keyword ends while the link waits (415.6a)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.templates_lines import SPELLED_OUT
from .granted_powers import KEY
from .powers import printed_powers
from .state import Link, WowState

KINDS = frozenset({"tap"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers``)."""
TEXT = SPELLED_OUT["Sentinel"]
"""The power a given Sentinel stands for (its reminder text, as a printed Sentinel is read)."""
_FIRST = "_first_exhaust"
"""The flag ``self_triggers`` notes the turn of a card's latest exhaust in (read before it notes this one)."""


def fire(st: WowState, ev: Event) -> None:
    """A card became exhausted (411.1): if it is the first time this turn and the card has a given Sentinel,
    its ready trigger waits for the chain (EN 703.1). Must run before ``self_triggers.fire_self`` reads the
    same event (which notes the turn of this exhaust)."""
    uid = (ev.data or {}).get("uid")
    if not isinstance(uid, int) or kw.none_has(st, "Sentinel"):
        return
    card = st.table.cards.peek(uid, None)  # type: ignore[attr-defined]
    if card is None or card.zone == "resources" or card.face_down or card.flags.get(_FIRST) == st.turn or not kw.in_play(st, uid):
        return
    if not kw.has(st, uid, "Sentinel") or _printed_sentinel(st, uid):
        return
    data = {KEY: {"text": TEXT, "name": kw.name(st, uid), "ctype": kw.ctype(st, uid), "index": 0, "kind": "triggered"}}
    st.triggers.append(Link("trigger", card.controller, uid, -1, label=f"{kw.name(st, uid)}: Sentinel ({TEXT})", data=data))


def _printed_sentinel(st: WowState, uid: int) -> bool:
    """The card's own powers already ready it the first time it exhausts (printed Sentinel, or its own
    "has Sentinel while …" with that trigger)."""
    for pw in printed_powers(st, uid):
        if pw.kind == "triggered" and (pw.text == TEXT or (pw.cost.get("while") or {}).get("keyword") == "Sentinel"):
            return True
    return False
