"""Additional resources (412.1c): "reveal the top card of your deck and put it into your resource
row (ready/exhausted) as an additional resource". The card goes on the chain as a resource link
(the rules for adding links apply; 412.1a: it can't be interrupted), face up only if it is a quest
or location and its player chooses so, and it doesn't count toward the one resource a turn (412.1).
"""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, zone_moves
from .mill import players
from .ops import GAME, OpCall
from .rules import EN, R
from .state import Link, WowState

KIND = "additional_resource"


def begin(st: WowState, player: int, exhausted: bool, resume: dict, may: bool = False) -> list[Event]:
    """Reveal the top card; a quest or location asks face up or face down. With ``may`` ("Reveal the
    top card of your deck. You may place it …", EN 709.3) the player may also leave it on top."""
    deck = st.table.zone(player, "deck")
    if not deck:
        # nothing is placed: not a "resource" event ("When you place a resource", "When a resource enters play …")
        return _resume(st, resume, [Event("no_resource", f"P{player + 1}'s deck is empty: no additional resource", R("412.1c"), player)])
    uid = deck[0]
    events = [effects.reveal(st.table, [uid], R("412.1c"), player)]
    d = st.cards[st.table.cards[uid].card_id]
    if d.get("type") in ("quest", "location") or may:
        st.waiting = {**resume, "resource": {"uid": uid, "exhausted": exhausted}}
        faces = [Option("up", "Face up"), Option("down", "Face down")] if d.get("type") in ("quest", "location") else [Option("down", "Place it")]
        st.pending.append(Pending(player, KIND, f"Place {d.get('name')} as an additional resource" + (" face up or face down?" if len(faces) > 1 else "?"),
                                  faces + ([Option("no", "Leave it on top of your deck")] if may else []), 1, 1, R("412.1c")))
        return events
    return _resume(st, resume, events + place(st, player, uid, False, exhausted))


def answer(st: WowState, picks: list[str]) -> list[Event]:
    r, w = continuations.take_job(st, "resource")
    uid = r["uid"]
    if picks == ["no"]:  # EN 709.3: "you may" declined — the revealed card stays on top of the deck
        owner = st.table.cards[uid].owner  # nothing is placed: a "may" declined, not a "resource" event
        return _resume(st, w, [Event("may", f"P{owner + 1} does not place it and leaves the card on top of their deck", EN("709.3"), owner)])
    return _resume(st, w, place(st, st.table.cards[uid].owner, uid, picks == ["up"], r["exhausted"]))


def place(st: WowState, player: int, uid: int, face_up: bool, exhausted: bool) -> list[Event]:
    """Put the card on the chain as a resource link (412.1c); ``resource_placed`` is untouched."""
    from .chain import add_link

    card = st.table.cards[uid]
    card.face_down = not face_up
    card.known_to = list(range(st.num_players))  # it was revealed
    move = zone_moves.move(st, uid, "chain", R("412.1c"), player=player)
    label = "an additional resource" + (f" ({st.cards[card.card_id].get('name')}, face up)" if face_up else " (face down)")
    link = Link("resource", player, uid, label=label, data={"face_up": face_up, "exhausted": exhausted, "additional": True})
    return [move, *add_link(st, link)]


def _resume(st: WowState, resume: dict, events: list[Event]) -> list[Event]:
    from . import continuations

    return events + continuations.resume_link(st, resume)


@resolves(GAME, "additional_resource")
def _additional_resource(call: OpCall) -> list[Event]:
    """412.1c: the top card of your deck, on the chain as a resource; the rest of the link waits."""
    call.stop = True
    cond = call.eff.condition or {}
    return begin(call.st, call.player, bool(cond.get("exhausted")), call.resume(), may=bool(cond.get("may")))


@resolves(GAME, "deck_to_resources")
def _deck_to_resources(call: OpCall) -> list[Event]:
    """412.2's example (Lobotomize): the top cards of your deck go straight into your resource row
    face down (no chain link, no reveal: not an additional resource of 412.1c)."""
    st = call.st
    events: list[Event] = []
    for p in players(call):  # the named players: "target opponent puts …", "you and target opponent each put …"
        for uid in st.table.zone(p, "deck")[: max(0, call.amount)]:
            card = st.table.cards[uid]
            card.face_down, card.known_to = True, [p]
            ev = zone_moves.move(st, uid, "resources", R("412.2"), player=p)
            card.tapped = bool((call.eff.condition or {}).get("exhausted"))
            ev.text = f"P{p + 1} puts the top card of their deck into their resource row face down" + (" and exhausted" if card.tapped else "")
            events.append(ev)
    return events


@resolves(GAME, "turn_face_down")
def _turn_face_down(call: OpCall) -> list[Event]:
    """A face-up resource (a quest or location) turns face down: it keeps being a resource, its
    powers stop (its controller still knows it). Triggers "when a resource is turned face down"
    (``engine.wow.event_triggers``)."""
    return turn_down(call.st, call.uids)


def turn_down(st: WowState, uids: list[int]) -> list[Event]:
    """Each face-up resource of ``uids`` turns face down (412.1b; a face-down one stays)."""
    events: list[Event] = []
    for uid in uids:
        card = st.table.cards[uid]
        if card.zone != "resources" or card.face_down:
            continue
        name = st.cards[card.card_id].get("name") or card.card_id
        card.face_down, card.known_to = True, [card.controller]
        events.append(Event("face_down", f"{name} turns face down", R("412.1b"), card.controller, data={"uid": uid}))
    return events
