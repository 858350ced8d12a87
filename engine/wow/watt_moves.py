"""Helper watt: moving attachments by effects the shared ``move_attachment`` op (400.7, engine.wow.attach)
doesn't cover.

- ``watt_attach_to_self`` — "Attach target attachment to Fareena.": the target attachment moves to this
  card if this card matches its attach specification from the attachment's controller's point of view
  (400.7a–b; an Untargetable host is fine, 400.7c); otherwise it stays where it is (400.7a). No chain, its
  controller unchanged.
- ``watt_reattach_self`` — "you may reattach this ability to target hero or ally": this attachment moves
  to the target (400.7a; the text names the new host's kind).
- ``watt_search_attach`` — "Search your deck for a card named Curse of Endless Suffering and attach it to
  attached character." / "… with the same name and attach it to that character": the player searches his
  deck (413) for a card with the name of ``condition["name"]`` ("self": this card's; "target": the target
  ability's), picked as it resolves (none found: nothing happens), and it enters play attached to the host
  (``target``: the character; 400.1, 710.1), then the deck is shuffled. Optional with ``optional``.

- ``watt_awesome`` — AWESOME (Center of Attention's "Attached ally is AWESOME!": "At the start of your turn,
  each player may compliment this ally. If he does, he draws a card."): on the turn of the attached ally's
  controller, each player in turn, the turn player first, says whether he compliments it (out of the game)
  and draws a card if he does (415.9e).

(Also the continuous ops ``watt_set_stats``, "Attached ally becomes 1 / 1", read by ``keywords.set_stat``, and
``watt_destroy_instead``, read by ``attach_instead.replace``: never resolved.)"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects
from engine.core.choices import said_yes, yes_no
from engine.core.effects import resolves

from . import continuations, grave_route, may_skip_draw, zone_moves
from . import keywords as kw
from .answers import handles
from .attach import attach_filter
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState
from .targets import matches

SEARCH = "watt_search_attach"


@resolves(GAME, "watt_attach_to_self")
def _attach_to_self(call: OpCall) -> list[Event]:
    st, me = call.st, call.link.uid
    out: list[Event] = []
    for uid in call.uids:
        card = st.table.cards[uid]
        flt = attach_filter(st, uid)
        if card.attached_to is None or not kw.in_play(st, me) or card.attached_to == me or flt is None \
                or not matches(st, card.controller, me, flt, uid):
            out.append(Event("attach", f"{kw.name(st, uid)} can't move to {kw.name(st, me)} and stays", R("400.7a"), call.player))
            continue
        card.attached_to = me
        out.append(Event("attach", f"{kw.name(st, uid)} moves to {kw.name(st, me)}", R("400.7a"), call.player, data={"uid": uid, "host": me}))
    return out


@resolves(GAME, "watt_reattach_self")
def _reattach_self(call: OpCall) -> list[Event]:
    st, me = call.st, call.link.uid
    if not call.uids or me not in st.table.cards or not kw.in_play(st, me) or st.table.cards[me].attached_to is None:
        return []
    host = call.uids[0]
    st.table.cards[me].attached_to = host
    return [Event("attach", f"{kw.name(st, me)} moves to {kw.name(st, host)}", R("400.7a"), call.player, data={"uid": me, "host": host})]


def _name_wanted(st: WowState, call: OpCall) -> str | None:
    which = (call.eff.condition or {}).get("name", "self")
    if which == "self":
        return kw.name(st, call.link.uid)
    ref = (call.link.data.get("ref") or [{}])[0].get("uid")
    return kw.name(st, ref) if isinstance(ref, int) and ref in st.table.cards else None


@resolves(GAME, SEARCH)
def _search_attach(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    host = call.uids[0] if call.uids else None
    name = _name_wanted(st, call)
    if host is None or not kw.in_play(st, host) or name is None:
        return [Event("search", "Nothing to attach it to", EN("709.2a"), p)]
    found = [u for u in st.table.zone(p, "deck") if st.cards[st.table.peek(u).card_id].get("name") == name]  # a hidden card's printed name (200.1)
    if not found:
        return [Event("search", f"P{p + 1} searches the deck and finds no {name}", R("413.2"), p),
                effects.shuffle(st.table, st.rng, p, "deck", R("413.2"))]
    continuations.pause_for(call, SEARCH, host,
                            Pending(p, SEARCH, f"Attach which {name} from your deck to {kw.name(st, host)}?",
                                    [Option(str(u), kw.name(st, u)) for u in found[:1]], 0, 1, R("413.2")))
    return []


@handles(SEARCH)
def answer_search_attach(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The found card enters play attached to the host (400.1, 710.1: a new card); the deck is shuffled."""
    host, w = continuations.take_job(st, SEARCH)
    p = pending.player
    events: list[Event] = []
    if picks and kw.in_play(st, host):
        uid = int(picks[0])
        ev = zone_moves.move(st, uid, "hero_row", EN("710.1"), player=p)
        card = st.table.cards[uid]
        card.attached_to, card.entered_turn = host, st.turn
        ev.text = f"{kw.name(st, uid)} enters play from the deck attached to {kw.name(st, host)}"
        events += [ev, Event("enter", f"{kw.name(st, uid)} enters play", EN("710.1"), p, data={"uid": uid}),
                   Event("attach", f"{kw.name(st, uid)} attaches to {kw.name(st, host)}", R("400.1"), p, data={"uid": uid, "host": host})]
    events.append(effects.shuffle(st.table, st.rng, p, "deck", R("413.2")))
    return events + continuations.resume_link(st, w)


@resolves(GAME, "watt_destroy_instead")
@resolves(GAME, "watt_set_stats")
def _set_stats(call: OpCall) -> list[Event]:
    """A continuous power only (``keywords.set_stat`` reads it): nothing to carry out."""
    return []


@resolves(GAME, "watt_top_kind_to_hand")
def _top_kind_to_hand(call: OpCall) -> list[Event]:
    """ "Reveal the top card of your deck. If it's an ability card, put it into your hand. Otherwise, put it
    into your graveyard." (413, 415.3): ``condition["filter"]`` the kind that goes to the hand."""
    from .reveal import fits

    st, p = call.st, call.player
    deck = st.table.zone(p, "deck")
    if not deck:
        return [Event("reveal", f"P{p + 1}'s deck is empty: nothing is revealed", EN("709.1"), p)]
    top = deck[0]
    ev = effects.reveal(st.table, [top], EN("709.1"), p)
    to = "hand" if fits(st, top, (call.eff.condition or {}).get("filter") or {}, p) else "graveyard"
    owner = st.table.cards[top].owner
    moved = grave_route.move(st, top, EN("709.1"), player=owner) if to == "graveyard" else zone_moves.move(st, top, to, EN("709.1"), player=owner)
    return [ev, moved]


AWESOME = "watt_awesome"


def _ask_compliment(st: WowState, w: dict[str, Any], host: int) -> None:
    q = w[AWESOME]["left"][0]
    st.waiting = w
    st.pending.append(yes_no(q, AWESOME, f"Compliment {kw.name(st, host)}? (If you do, you draw a card.)", rule=EN("glossary: AWESOME"),
                             context={"host": host}))


@resolves(GAME, AWESOME)
def _awesome(call: OpCall) -> list[Event]:
    st = call.st
    host = st.table.cards[call.link.uid].attached_to if call.link.uid in st.table.cards else None
    if not (isinstance(host, int) and host >= 0 and kw.in_play(st, host)) or st.table.peek(host).controller != st.active:
        return []  # "At the start of your turn": the AWESOME ally's controller's turn
    order = [(st.active + i) % st.num_players for i in range(st.num_players)]
    _ask_compliment(st, {**call.resume(), AWESOME: {"left": order}}, host)
    call.stop = True
    return []


@handles(AWESOME)
def answer_awesome(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """A compliment draws a card ("you may skip drawing it instead" may ask first, EN 716); then the next player is
    asked, and the link goes on after the last."""
    w, st.waiting = st.waiting, {}
    q, host = pending.player, pending.context["host"]
    w = {**w, AWESOME: {**w[AWESOME], "host": host}}
    if said_yes(picks):
        ev = Event("compliment", f"P{q + 1} compliments {kw.name(st, host)}", EN("glossary: AWESOME"), q)
        return [ev, *may_skip_draw.tail_draw(st, [[q, 1]], EN("glossary: AWESOME"), {**w, may_skip_draw.AFTER: AWESOME})]
    return _next_compliment(st, w)


@may_skip_draw.after(AWESOME)
def _next_compliment(st: WowState, w: dict[str, Any]) -> list[Event]:
    """The next player is asked to compliment; after the last, the link goes on."""
    host = w[AWESOME]["host"]
    left = w[AWESOME]["left"][1:]
    if left and kw.in_play(st, host):
        _ask_compliment(st, {**w, AWESOME: {"left": left}}, host)
        return []
    w = dict(w)
    w.pop(AWESOME, None)
    return continuations.resume_link(st, w)
