""""Remove target ability, ally, or equipment you own from the game. Then, put it into play under your
control. (It enters play ready and undamaged.)" (Leap of Faith) — the op ``flicker``.

The target leaves play for the removed zone (415.7a; a new card, 415.9a: damage, counters and modifiers
go, it is ready) and comes back into play under the link's controller: an ally or an equipment as a
resolving card enters play (710.1, ``continuations.resolve_card``); an Ongoing ability is put into the hero
row without its text before "Ongoing:" being carried out (it is not played, 305.2a); an attachment must
be attached to a card matching its attach specification, chosen by its controller (400.7a; Untargetable
ones too, 400.7c) — with none it stays removed from the game."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .attach import attach_filter
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .rules import EN, R
from .state import Link, WowState
from .targets import matches

OP = "flicker"
KIND = "flicker_host"


def _enter_row(st: WowState, p: int, uid: int, host: int | None) -> list[Event]:
    """An Ongoing ability enters the hero row (305.2c), attached to ``host`` if it is an attachment."""
    ev = zone_moves.move(st, uid, "hero_row", EN("710.1"), player=p)
    card = st.table.cards[uid]
    card.entered_turn, card.attached_to = st.turn, host
    events = [ev, Event("enter", f"{kw.name(st, uid)} enters play", EN("710.1"), p, data={"uid": uid})]
    if host is not None:
        events.append(Event("attach", f"{kw.name(st, uid)} attaches to {kw.name(st, host)}", R("400.7a"), p, data={"uid": uid, "host": host}))
    return events


def _hosts(st: WowState, p: int, uid: int) -> list[int] | None:
    """Cards an attachment may go on (None: it is no attachment)."""
    flt = attach_filter(st, uid)
    if flt is None:
        return None
    flt = {k: v for k, v in flt.items() if k != "zone"}
    return [h for q in range(st.num_players) for z in ("allies", "hero_row") for h in st.table.zone(q, z)
            if h != uid and matches(st, p, h, flt, uid)]


@resolves(GAME, OP)
def _flicker(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.uids:
        if not kw.in_play(st, uid):
            continue
        if zone_moves.held(st, uid, "removed"):  # 103.2: it stays, and so doesn't return either
            events.append(zone_moves.stays(st, uid, "removed"))
            continue
        events += leave_play(st, uid, "removed", EN("709.1"))
        if kw.ctype(st, uid) != "ability":
            events += continuations.resolve_card(st, Link("card", p, uid, label=kw.name(st, uid)))
            continue
        hosts = _hosts(st, p, uid)
        if hosts is None:
            events += _enter_row(st, p, uid, None)
        elif not hosts:
            events.append(Event("attach", f"{kw.name(st, uid)} has nothing to attach to and stays removed from the game", R("400.7a"), p))
        else:
            continuations.pause_for(call, KIND, uid,
                                    Pending(p, KIND, f"Attach {kw.name(st, uid)} to which card?", [Option(str(h), kw.name(st, h)) for h in hosts],
                                            1, 1, R("400.7a")))
            return events
    return events


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    uid, w = continuations.take_job(st, KIND)
    return _enter_row(st, pending.player, uid, int(picks[0])) + continuations.resume_link(st, w)
