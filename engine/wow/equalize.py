""""Each player with more cards in play than you destroys cards in play he controls until he has the same number as
you." (Equalize; helper w30abil; 415.8a, 415.9c, EN 709.1): the op ``wa30_equalize`` counts each player's cards in play
(415.8a: his hero, the cards of his hero row — equipment, ongoing abilities, attachments he controls — his allies and
his resources, face up or down); each other player with more, in turn order (802), picks that many more of his cards
and destroys them (415.9c; his hero isn't offered: he always has enough other cards; a card that can't be destroyed
isn't either, 103.2 — with too few he destroys those he can)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

OP = "wa30_equalize"
PICK = "wa30_equalize_pick"
_KEY = "wa30_equalize"


def in_play(st: WowState, q: int) -> list[int]:
    """``q``'s cards in play (415.8a)."""
    return [u for z in ("hero_row", "allies", "resources") for u in st.table.zone(q, z)]


def _options(st: WowState, q: int) -> list[int]:
    return [u for u in in_play(st, q) if u not in st.heroes and not kw.cant_be_destroyed(st, u)]


def _next(st: WowState) -> list[Event]:
    w = st.waiting[_KEY]
    while w["queue"]:
        q = w["queue"][0]
        n = len(in_play(st, q)) - w["target"]
        options = _options(st, q)
        if n > 0 and options:
            n = min(n, len(options))
            st.pending.append(Pending(q, PICK, f"Equalize: choose {n} card(s) you control to destroy",
                                      [Option(str(u), kw.name(st, u) if not st.table.peek(u).face_down else f"Face-down resource {u}") for u in options],
                                      n, n, R("415.9c")))
            return []
        w["queue"].pop(0)
    resume = dict(st.waiting)
    resume.pop(_KEY)
    st.waiting = {}
    return continuations.resume_link(st, resume)


@resolves(GAME, OP)
def _equalize(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    mine = len(in_play(st, p))
    order = [(st.active + i) % st.num_players for i in range(st.num_players)]  # 802: in turn order
    queue = [q for q in order if q != p and len(in_play(st, q)) > mine]
    if not queue:
        return []
    continuations.pause_for(call, _KEY, {"queue": queue, "target": mine})
    return _next(st)


@handles(PICK)
def _picked(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w: dict[str, Any] = st.waiting[_KEY]
    w["queue"].pop(0)
    events: list[Event] = []
    for x in picks:
        uid = int(x)
        if kw.in_play(st, uid) or st.table.peek(uid).zone == "resources":
            events += destroy(st, uid, R("415.9c"))
    return events + _next(st)
