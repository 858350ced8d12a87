"""Printed: "[Fire] allies you own everywhere have Stash: Put a 2 [Fire] / 1 [Health] Fire Elemental ally
token into play." (Ignacious; Arion [Nature], Terrastra [Melee]): the continuous power ``grant_stash``
(EN 714; ``target.filter`` a search filter read on the printed card in any zone, ``search.card_matches``:
"[Fire] allies" are allies with the [Fire] icon; ``keyword`` the quoted "Stash: …" text) gives each card
its controller owns that matches the quoted Stash power while the giving card is in play and has its
powers (``keywords.sources_doing``). Such a card may be placed as a resource face up (``stash.has_stash``)
and its given Stash power triggers as it enters (``stash.placed_face_up``); the trigger's link carries the
quoted text (``granted_powers.KEY`` with ``kind`` "stash"), so it resolves even if the giver has left
play since (415.6a)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .granted_powers import KEY
from .search import card_matches
from .state import Link, WowState

OP = "grant_stash"


def given(st: WowState, uid: int) -> list[str]:
    """The quoted Stash texts continuous powers give ``uid`` now (its owner controls the giver)."""
    sources = kw.sources_doing(st, OP)
    if not sources:
        return []
    owner = st.table.peek(uid).owner
    return [e.keyword for src, effs in sources if st.table.peek(src).controller == owner
            for e in effs if e.target is not None and card_matches(st, uid, e.target.filter)]


def links(st: WowState, player: int, uid: int, name: str, ctype: str) -> list[Link]:
    """The triggers of the Stash powers given to ``uid`` (placed face up now)."""
    from .granted_powers import stash_powers

    out: list[Link] = []
    for text in given(st, uid):
        for i, pw in enumerate(stash_powers(text, name, ctype)):
            data: dict[str, Any] = {KEY: {"text": text, "name": name, "ctype": ctype, "index": i, "kind": "stash"}}
            out.append(Link("trigger", player, uid, -1, label=f"{name} (Stash): {pw.text}", data=data))
    return out
