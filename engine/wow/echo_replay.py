""""Ongoing: At the start of your turn, you may remove a non-ongoing ability card in your graveyard from the game. If you
do, you can play that card without paying its cost this turn." (Echo Totem; helper w30abil; EN 709.1, 709.3, 415.7,
409.1, 403.3): the op ``wa30_echo_remove`` lets the link's controller pick none or one ability card of his graveyard
without an Ongoing power (305.2); the card picked is removed from the game (415.7), marked playable by him this turn
(``artifact.PLAYABLE_BY``, as Chaos Bolt's) and its printed cost is taken off the next time he plays it this turn (a
"next" cost change for that card only, ``next_cost``: he pays nothing for it; additional costs stay, 403.6a)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, next_cost, zone_moves
from . import keywords as kw
from .answers import handles
from .artifact import PLAYABLE_BY
from .ongoing_cards import ongoing_data
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "wa30_echo_remove"
PICK = "wa30_echo_pick"
_KEY = "wa30_echo"


def _candidates(st: WowState, p: int) -> list[int]:
    out = []
    for u in st.table.zone(p, "graveyard"):
        d = st.cards[st.table.peek(u).card_id]
        if d.get("type") == "ability" and not ongoing_data(d):  # a non-ongoing ability (305.1; engine.wow.ongoing_cards)
            out.append(u)
    return out


@resolves(GAME, OP)
def _echo_remove(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    options = _candidates(st, p)
    if not options:
        return []
    continuations.pause_for(call, _KEY, {"player": p, "source": call.link.uid},
                            Pending(p, PICK, "You may remove a non-ongoing ability card in your graveyard from the game (then play it free this turn)",
                                    [Option(str(u), kw.name(st, u)) for u in options], 0, 1, EN("709.3")))
    return []


@handles(PICK)
def _picked(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w: dict[str, Any] = dict(st.waiting)
    job = w.pop(_KEY)
    st.waiting = {}
    p = job["player"]
    events: list[Event] = []
    for x in picks:
        uid = int(x)
        name = kw.name(st, uid)
        ev = zone_moves.move(st, uid, "removed", R("415.7"))
        ev.text = f"{name} is removed from the game"
        events.append(ev)
        st.table.cards[uid].flags[PLAYABLE_BY] = [p, st.turn]
        cost = int(st.cards[st.table.peek(uid).card_id].get("cost") or 0)
        if cost:
            next_cost.add(st, p, cost, {"what": "play", "filter": {"uid": uid}, "next": True}, job["source"])
        events.append(Event("modify", f"P{p + 1} can play {name} without paying its cost this turn", EN("709.1"), p))
    return events + continuations.resume_link(st, w)
