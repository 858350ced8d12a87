"""The "sabotages" triggers of helper wsabo, acting on a non-card Sabotage target (engine.wow.wsabo_targets): the
trigger's link carries the target id as ``data["event"]``, the player ("that player") read from it.

- ``wsabo_damage_per_card``: the source deals ``amount`` ``stat`` damage to each target for each card in the
  sabotaged zone (counted as the link resolves, EN 709; one packet, 405.4) — "When Larynna sabotages a graveyard,
  she deals 1 fire damage to target hero or ally for each card in it." (Magistrix Larynna).
- ``wsabo_discard_or_destroy``: the sabotaged player chooses one: discard a card (415.9d) or destroy an ally in
  his party (415.9c); one he can't do is no option, with neither nothing happens (EN 709.3) — "When Bartis
  sabotages a player, that player discards a card or destroys an ally in his party." (Arcanist Bartis).
- ``wsabo_to_deck_top``: the sabotaged player chooses an ability, ally, equipment or resource he controls (in
  play; not his hero) and puts it on top of its owner's deck (415.9a: it leaves play, 415.2 its owner's deck;
  none: nothing) — "When Ryn sabotages a player, that player chooses an ability, ally, equipment, or resource
  he controls and puts it on top of its owner's deck." (Retainer Ryn).
- ``wsabo_hand_to_resources``: the link's controller looks at the sabotaged hand (415.4a), chooses up to
  ``amount`` cards of it, and their owner puts them in his resource row face down and exhausted (412.2, 415.8c)
  — "When Eteron sabotages an opponent's hand, look at it and choose up to two cards. That opponent puts those
  cards in his resource row face down and exhausted." (Retainer Eteron).
"""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, discard_ban, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState
from .wsabo_targets import decode

CHOICE = "wsabo_discard_or_destroy"
TOP = "wsabo_to_deck_top"
HAND = "wsabo_hand_to_resources"
_IN_PLAY = frozenset({"ability", "equipment", "weapon", "armor", "item", "ally"})


def _sabotaged(call: OpCall) -> tuple[int, str] | None:
    """(player, kind) of the thing the trigger's card sabotaged (its link's triggering object)."""
    return decode((call.link.data or {}).get("event"))


@resolves(GAME, "wsabo_damage_per_card")
def _damage_per_card(call: OpCall) -> list[Event]:
    from .damage import deal

    st, src = call.st, call.link.uid
    what = _sabotaged(call)
    if what is None or what[1] == "player":
        return []
    n = len(st.table.zones[what[0]][what[1]])  # "for each card in it", as the link resolves (EN 709)
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid) and n:
            events += deal(st, src, uid, call.amount * n, call.eff.stat or "melee", via=src)
    return events


def _choices(st: WowState, q: int) -> list[Option]:
    """The sabotaged player's options: each card in his hand to discard, each ally in his party he can destroy."""
    hand = [] if discard_ban.cant_discard(st, q) else [Option(f"d{u}", f"Discard {kw.name(st, u)}") for u in st.table.zone(q, "hand")]  # 103.2
    allies = [Option(f"x{u}", f"Destroy {kw.name(st, u)}") for u in st.table.zone(q, "allies")
              if kw.is_ally(st, u) and not kw.cant_be_destroyed(st, u)]
    return [*hand, *allies]


@resolves(GAME, "wsabo_discard_or_destroy")
def _discard_or_destroy(call: OpCall) -> list[Event]:
    st = call.st
    what = _sabotaged(call)
    if what is None:
        return []
    options = _choices(st, what[0])
    if not options:
        return []  # he can do neither: nothing happens (EN 709.3)
    continuations.pause_for(call, CHOICE, {}, Pending(what[0], CHOICE, "Discard a card or destroy an ally in your party", options, 1, 1, EN("709.1")))
    return []


@handles(CHOICE)
def _choice_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The pick is carried out (415.9d discard / 415.9c destroy); then the link goes on."""
    from .leaving_play import destroy
    from .procedure import discard_cards

    q, pick = pending.player, picks[0]
    uid = int(pick[1:])
    events = discard_cards(st, q, [uid]) if pick[0] == "d" else destroy(st, uid, R("415.9c"))
    w, st.waiting = st.waiting, {}
    w.pop(CHOICE)
    return events + continuations.resume_link(st, w)


def _controlled(st: WowState, q: int) -> list[int]:
    """``q``'s abilities, allies, equipment (in play) and resources: not his hero."""
    row = [u for z in ("hero_row", "allies") for u in st.table.zone(q, z)
           if u != st.heroes[q] and (st.table.peek(u).face_down or kw.kinds(st, u) & _IN_PLAY)]
    return [*row, *st.table.zone(q, "resources")]


def _label(st: WowState, uid: int) -> str:
    card = st.table.peek(uid)
    return f"a face-down resource ({kw.name(st, uid)})" if card.face_down else kw.name(st, uid)


@resolves(GAME, TOP)
def _to_deck_top(call: OpCall) -> list[Event]:
    st = call.st
    what = _sabotaged(call)
    if what is None:
        return []
    uids = _controlled(st, what[0])
    if not uids:
        return []  # he controls none: nothing happens (EN 709.3)
    continuations.pause_for(call, TOP, {},
                            Pending(what[0], TOP, "Choose an ability, ally, equipment or resource you control: it goes on top of its owner's deck",
                                    [Option(str(u), _label(st, u)) for u in uids], 1, 1, EN("709.1")))
    return []


@handles(TOP)
def _top_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The chosen card leaves play to the top of its owner's deck (415.9a, 415.2); then the link goes on."""
    from .invincible import cant_leave_play, stays
    from .leaving_play import leave_play

    uid = int(picks[0])
    events = [stays(st, uid)] if cant_leave_play(st, uid) else leave_play(st, uid, "deck", EN("709.1"), position=0)  # 103.2
    w, st.waiting = st.waiting, {}
    w.pop(TOP)
    return events + continuations.resume_link(st, w)


@resolves(GAME, HAND)
def _hand_to_resources(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    what = _sabotaged(call)
    if what is None:
        return []
    q = what[0]
    hand = list(st.table.zone(q, "hand"))
    for uid in hand:  # 415.4a: the looker now knows these cards
        if p not in st.table.cards[uid].known_to:
            st.table.cards[uid].known_to.append(p)
    events = [Event("look", f"P{p + 1} looks at P{q + 1}'s hand", R("415.4a"), p),
              Event("look", f"P{q + 1}'s hand: {', '.join(kw.name(st, u) for u in hand) or 'no cards'}", R("415.4a"), p, visible_to=[p])]
    if not hand:
        return events
    continuations.pause_for(call, HAND, {"owner": q},
                            Pending(p, HAND, f"Choose up to {call.amount} card(s): P{q + 1} puts them in his resource row face down and exhausted",
                                    [Option(str(u), kw.name(st, u)) for u in hand], 0, min(call.amount, len(hand)), EN("709.1")))
    return events


@handles(HAND)
def _hand_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The chosen cards go to their owner's resource row face down and exhausted (412.2, 415.8c); then the link goes on."""

    events: list[Event] = []
    for x in picks:
        uid = int(x)
        card = st.table.cards[uid]
        name = kw.name(st, uid)
        ev = zone_moves.move(st, uid, "resources", R("412.2"), player=card.owner)
        card.face_down, card.tapped, card.known_to = True, True, [card.owner]  # 415.8c: seen by its controller only
        ev.text = f"{name} goes into P{card.owner + 1}'s resource row face down and exhausted"
        events.append(ev)
    w, st.waiting = st.waiting, {}
    w.pop(HAND)
    return events + continuations.resume_link(st, w)
