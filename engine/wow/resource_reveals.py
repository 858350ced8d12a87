"""Resources revealed and turned face up (helper wres; 412.1b, 412.2, EN 709):

- ``wres_random_face_down`` (Torn Web Wrapping: "Reveal a random face-down resource you control. If it's a location or
  quest, turn it face up. Otherwise, put it into its owner's hand."): one of the link controller's face-down resources,
  picked with the match's seeded generator, is revealed; a quest or location turns face up (412.1b: they may be face up),
  any other card goes into its owner's hand. None: nothing happens.
- ``wres_top_to_row_may_turn`` (No Mere Dream: "Reveal a top card of your deck and put it into your resource row face down
  and exhausted. If it was a location or quest, you may turn it face up."): the top card is revealed and goes into the
  resource row face down and exhausted (412.2's way, not an additional resource's chain link); a quest or location may
  then be turned face up (EN 709.3: its controller answers)."""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

RANDOM = "wres_random_face_down"
TOP = "wres_top_to_row_may_turn"


def _face_up_kind(st: WowState, uid: int) -> bool:
    return st.cards[st.table.cards[uid].card_id].get("type") in ("quest", "location")  # its printed type (a face-down card's data is blank)


@resolves(GAME, RANDOM)
def _random_face_down(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    downs = [u for u in st.table.zone(p, "resources") if st.table.peek(u).face_down]
    if not downs:
        return [Event("reveal", f"P{p + 1} controls no face-down resource", EN("709.1"), p)]
    uid = downs[st.rng.randrange(len(downs))]
    events = [effects.reveal(st.table, [uid], EN("709.1"), p)]
    card = st.table.cards[uid]
    if _face_up_kind(st, uid):
        card.face_down = False
        events.append(Event("face_up", f"{kw.name(st, uid)} turns face up", R("412.1b"), p, data={"uid": uid}))
    else:
        events.append(zone_moves.move(st, uid, "hand", EN("709.1"), player=card.owner))
    return events


@resolves(GAME, TOP)
def _top_to_row(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    deck = st.table.zone(p, "deck")
    if not deck:
        return [Event("reveal", f"P{p + 1}'s deck is empty: nothing is revealed", EN("709.1"), p)]
    uid = deck[0]
    events = [effects.reveal(st.table, [uid], EN("709.1"), p)]
    ev = zone_moves.move(st, uid, "resources", R("412.2"), player=p)
    card = st.table.cards[uid]
    card.face_down, card.tapped = True, True
    card.known_to = list(range(st.num_players))  # it was revealed
    ev.text = f"P{p + 1} puts the revealed card into their resource row face down and exhausted"
    events.append(ev)
    if _face_up_kind(st, uid):
        continuations.pause_for(call, TOP, {"uid": uid},
                                Pending(p, TOP, f"Turn {kw.name(st, uid) if not card.face_down else st.cards[card.card_id].get('name')} face up?",
                                        [Option("yes", "Turn it face up"), Option("no", "Leave it face down")], 1, 1, EN("709.3")))
    return events


@handles(TOP)
def _top_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    uid = w.pop(TOP)["uid"]
    events: list[Event] = []
    card = st.table.cards.get(uid)
    if picks == ["yes"] and card is not None and card.zone == "resources" and card.face_down:
        card.face_down = False
        events.append(Event("face_up", f"{kw.name(st, uid)} turns face up", R("412.1b"), pending.player, data={"uid": uid}))
    return events + continuations.resume_link(st, w)
