"""Destroying "a card of that kind" (helper w30gear; EN 709.1, 415.9c): "you may destroy an ability, ally, or equipment
you control. If you do, each opponent destroys a card of that kind he controls." (Choker of Vile Intent), "… that
opponent destroys an ability, ally, or equipment he controls." (Eredar Wand of Obliteration), "Remove the top card of
target opponent's deck from the game. If it's an ability, ally, or equipment card, he destroys a card of that kind he
controls." (Darkmoon Card: Madness). The kinds are ability, ally and equipment (weapons, armor, items: 300.1); the
cards are picked on resolution, not targeted (EN 706), each among the cards in play its picker controls that can be
destroyed (103.2).

- ``wg30_sacrifice_kind``: the link's controller may destroy one of his abilities, allies or equipment (none: he
  doesn't); the link's ``done`` is whether he did, and the kind is noted on the link (``data["wg30_kind"]``);
- ``wg30_remove_top_kind``: the top card of each named player's deck is removed from the game face up (415.7); the
  link's ``done`` is whether it is one of the three kinds, noted as above;
- ``wg30_kind_destroy``: each named player (``Target("opponent")``; ``Target("event")``: the triggering card's
  controller) destroys one card he controls of the noted kind, or of any of the three with ``condition["any"]``."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KINDS: dict[str, tuple[str, ...]] = {"ability": ("ability",), "ally": ("ally",), "equipment": ("weapon", "armor", "item")}
NOTE = "wg30_kind"
SACRIFICE = "wg30_sacrifice_kind"
DESTROY = "wg30_kind_destroy"


def kind_of(st: WowState, uid: int) -> str | None:
    """"ability", "ally" or "equipment" (300.1), else None."""
    ctype = kw.ctype(st, uid)
    return next((k for k, types in KINDS.items() if ctype in types), None)


def _own(st: WowState, player: int, kinds: tuple[str, ...]) -> list[int]:
    """The cards in play ``player`` controls of ``kinds`` that can be destroyed (103.2)."""
    out = []
    for c in st.table.peek_cards():
        if c.controller != player or c.face_down or c.uid in st.heroes or c.zone == "resources" or not kw.in_play(st, c.uid):
            continue
        if kind_of(st, c.uid) in kinds and not kw.cant_be_destroyed(st, c.uid):
            out.append(c.uid)
    return out


@resolves(GAME, SACRIFICE)
def _sacrifice(call: OpCall) -> list[Event]:
    st, p, link = call.st, call.player, call.link
    link.data["done"], link.data[NOTE] = False, None
    options = _own(st, p, tuple(KINDS))
    if not options:
        return [Event("pick", "No ability, ally or equipment to destroy", EN("709.1"), p)]
    continuations.pause_for(call, SACRIFICE, {"player": p},
                            Pending(p, SACRIFICE, f"{kw.name(st, link.uid)}: you may destroy an ability, ally, or equipment you control",
                                    [Option(str(u), kw.name(st, u)) for u in options], 0, 1, EN("709.3")))
    return []


@handles(SACRIFICE)
def _sacrifice_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    w.pop(SACRIFICE)
    events: list[Event] = []
    data: dict[str, Any] = w["link"]["data"]
    if picks:
        uid = int(picks[0])
        kind = kind_of(st, uid)
        events = destroy(st, uid, R("415.9c"))
        if any(e.kind == "destroy" or (e.data or {}).get("left_play") for e in events):
            data["done"], data[NOTE] = True, kind
    return events + continuations.resume_link(st, w)


@resolves(GAME, "wg30_remove_top_kind")
def _remove_top_kind(call: OpCall) -> list[Event]:
    from .mill import players

    st, link = call.st, call.link
    link.data["done"], link.data[NOTE] = False, None
    events: list[Event] = []
    for q in players(call):
        deck = st.table.zone(q, "deck")
        if not deck:
            events.append(Event("remove", f"P{q + 1}'s deck is empty", EN("709.1"), call.player))
            continue
        uid = deck[0]
        ev = zone_moves.move(st, uid, "removed", R("415.7"), player=st.table.cards[uid].owner)
        st.table.cards[uid].known_to = list(range(st.num_players))  # removed face up: public
        kind = kind_of(st, uid)
        ev.text = f"P{q + 1}'s top card, {kw.name(st, uid)}, is removed from the game"
        events.append(ev)
        if kind is not None:
            link.data["done"], link.data[NOTE] = True, kind
    return events


@resolves(GAME, DESTROY)
def _kind_destroy(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    tgt = call.eff.target
    if tgt is not None and tgt.kind == "event":
        who = sorted({st.table.peek(u).controller for u in call.uids})
    else:
        who = [q for q in range(st.num_players) if q != call.player]
    kinds = tuple(KINDS) if (call.eff.condition or {}).get("any") else ((link.data.get(NOTE),) if link.data.get(NOTE) else ())
    events, call.stop = _next_player(st, call.resume(), who, kinds)
    return events


def _next_player(st: WowState, resume: dict[str, Any], who: list[int], kinds: tuple[str, ...]) -> tuple[list[Event], bool]:
    """The first of ``who`` with a card of ``kinds`` picks one (a single card is destroyed without asking); True:
    a pick is pending."""
    events: list[Event] = []
    while who:
        q, who = who[0], who[1:]
        options = _own(st, q, kinds)
        if not options:
            events.append(Event("pick", f"P{q + 1} controls no such card to destroy", EN("709.1"), q))
            continue
        if len(options) == 1:
            events += destroy(st, options[0], R("415.9c"))
            continue
        what = " or ".join(kinds) if kinds else "card"
        st.waiting = {**resume, DESTROY: {"who": who, "kinds": list(kinds)}}
        st.pending.append(Pending(q, DESTROY, f"Destroy an {what} you control" if what[0] in "aeiou" else f"Destroy a {what} you control",
                                  [Option(str(u), kw.name(st, u)) for u in options], 1, 1, EN("709.1")))
        return events, True
    return events, False


@handles(DESTROY)
def _kind_destroy_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    spec, w = continuations.take_job(st, DESTROY)
    events = destroy(st, int(picks[0]), R("415.9c")) if picks else []
    more, paused = _next_player(st, w, list(spec["who"]), tuple(spec["kinds"]))
    return events + more + ([] if paused else continuations.resume_link(st, w))
