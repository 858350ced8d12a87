"""Cards removed face down from an opponent's deck, matched against what he plays (helper x33quest): "When this item
enters play, remove the top three cards of target opponent's deck from the game face down. You may look at the cards
removed this way at any time. When an opponent plays a card or places a resource face up into his resource row, you may
reveal a card removed this way. If they share a name, destroy this item. If you do, your hero deals 10 shadow damage to
that opponent's hero." (Severed Visionary Tentacle).

- op :data:`REMOVE_OP`: the top ``amount`` cards of the targeted opponent's deck (his hero stands for him, EN 706) are
  removed from the game face down (415.7a), known to the link's controller only ("you may look at them at any time",
  415.4a: their owner doesn't see them), noted on the source (``removed_this_way.KEY``);
- op :data:`MATCH_OP` (the source's "player_event" trigger on an opposing play or face-up resource, the card
  remembered, ``refs``): the controller may reveal one noted card still removed (a choice :data:`KIND`, EN 709.3); it
  becomes public (709.1). Sharing a name with the played card (200.2): the source is destroyed, and if it was, the
  controller's hero deals 10 damage of ``stat`` to that opponent's hero (one packet, 405.4)."""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .leaving_play import destroy
from .ops import GAME, OpCall
from .removed_this_way import KEY
from .rules import EN, R
from .state import WowState

REMOVE_OP = "ye33_remove_tops_face_down"
MATCH_OP = "ye33_reveal_name_match"
KIND = "ye33_reveal_name_match"
NONE = "none"


@resolves(GAME, REMOVE_OP)
def _remove(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    q = next((st.table.peek(u).controller for u in call.uids if u in st.heroes), 1 - p)
    tops = list(st.table.zone(q, "deck")[: max(call.amount, 1)])
    events: list[Event] = []
    for uid in tops:
        ev = zone_moves.move(st, uid, "removed", R("415.7a"))
        card = st.table.cards[uid]
        card.face_down, card.known_to = True, [p]  # face down; he may look at them (415.4a)
        ev.text, ev.data = f"P{p + 1} removes the top card of P{q + 1}'s deck from the game face down", {}
        events.append(ev)
    if call.link.uid in st.table.cards:
        src = st.table.cards[call.link.uid]
        src.flags[KEY] = [*src.flags.get(KEY, []), *tops]
    return events or [Event("removed", f"P{q + 1}'s deck is empty: nothing is removed", R("415.3a"), p)]


def _noted(st: WowState, source: int) -> list[int]:
    card = st.table.peek(source, None)
    return [u for u in (card.flags.get(KEY, []) if card is not None else []) if u in st.table.cards and st.table.peek(u).zone == "removed"]


@resolves(GAME, MATCH_OP)
def _match(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    played = next((int(r["uid"]) for r in call.link.data.get("ref", []) if r.get("uid") in st.table.cards), None)
    left = _noted(st, call.link.uid)
    if played is None or not left:
        return []
    continuations.pause_for(call, KIND, {"played": played, "stat": call.eff.stat or "shadow", "amount": call.amount or 10},
                            Pending(p, KIND, f"{kw.name(st, call.link.uid)}: reveal a card removed this way?",
                                    [*(Option(str(u), kw.name(st, u)) for u in left), Option(NONE, "Don't")], 1, 1, EN("709.3")))
    return []


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .damage import deal

    job, w = continuations.take_job(st, KIND)
    p = pending.player
    if picks[:1] == [NONE]:
        return [Event("may", f"P{p + 1} reveals no card", EN("709.3"), p), *continuations.resume_link(st, w)]
    uid, played = int(picks[0]), int(job["played"])
    card = st.table.cards[uid]
    card.face_down = False
    events = [effects.reveal(st.table, [uid], EN("709.1"), p)]
    source = int(w["link"]["uid"])
    same = (kw.data(st, uid).get("name") or "") == (kw.data(st, played).get("name") or "")
    if same and source in st.table.cards and kw.in_play(st, source):
        events += destroy(st, source, EN("709.1"))
        if st.table.peek(source).zone != "hero_row":  # "If you do": it was destroyed (EN 709.3)
            opp = st.table.peek(played).owner
            events += deal(st, st.heroes[p], st.heroes[opp], int(job["amount"]), str(job["stat"]), via=source)
    elif not same:
        events.append(Event("reveal", f"{kw.name(st, uid)} doesn't share a name with {kw.name(st, played)}", EN("709.1"), p))
    return events + continuations.resume_link(st, w)
