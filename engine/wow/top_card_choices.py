"""One player's choices about the top card(s) of his deck (EN 709.1: the card text as written; helper wtok). Each op
sets what "If you draw it" / "If they have different card types" reads (``link.data["done"]``, EN 709.3) for the
``if_done`` effects after it:

- ``look_top_keep`` (415.3a: looked at, only this player learns the card): "Look at the top card of your deck. Either
  draw it or put it on the bottom." (``stat="draw"``: a draw, 415.9e) / "Either put it in your hand … or put it on the
  bottom of your deck." (``stat="hand"``: put, not drawn). Done: the card was taken.
- ``name_reveal_top`` (709.1): "Name a card, then reveal the top card of your deck. If it has that name, draw it.
  Otherwise, put it on the bottom of your deck." The names offered are those of the cards the player owns (his deck
  list is known to him; a name none of his cards has can never match). Done: it was drawn.
- ``reveal_top_bottom`` (709.1, 415.3c): "Reveal the top two cards of your deck, then put them on the bottom." — the
  player orders them (``engine.wow.deckorder``). Done: the revealed cards have different card types (300.1: the
  equipment types are one card type, ``card_types``).
- ``reveal_top_assault`` (709.1, EN 714.1): "Reveal the top card of your deck. If it's a [Fire] ally or equipment, your
  allies have Assault X this turn, where X is the cost of the revealed card." — the card stays on top; if it fits
  ``condition["filter"]`` (``engine.wow.reveal.fits``), each ally the player controls as it resolves has Assault X."""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, may_skip_draw, zone_moves
from . import keywords as kw
from .answers import handles
from .card_types import card_types
from .ops import GAME, OpCall
from .reveal import fits
from .rules import EN
from .state import WowState

KEEP = "wtok_look_keep"
NAME = "wtok_name_card"


def _name(st: WowState, uid: int) -> str:
    return st.cards[st.table.cards[uid].card_id].get("name") or st.table.cards[uid].card_id


@resolves(GAME, "look_top_keep")
def _look_top_keep(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    call.link.data["done"] = False
    top, ev = effects.look_top(st.table, p, p, "deck", 1, EN("709.1"))
    if not top:
        return []
    verb = "Draw it" if call.eff.stat == "draw" else "Put it into your hand"
    continuations.pause_for(call, "wtok_keep", {"player": p, "uid": top[0], "stat": call.eff.stat},
                            Pending(p, KEEP, f"You look at {_name(st, top[0])}: {verb.lower()} or put it on the bottom of your deck?",
                                    [Option("take", verb), Option("bottom", "Put it on the bottom of your deck")], 1, 1, EN("709.1")))
    return [ev]


@handles(KEEP)
def _keep(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    d = w.pop("wtok_keep")
    st.waiting = {}
    p, uid = d["player"], d["uid"]
    events: list[Event] = []
    drawn: list[list[int]] = []
    if picks[0] == "take":
        if d["stat"] == "draw":
            drawn = [[p, 1]]  # 415.9e: the top card, drawn (below: "you may skip drawing it instead" may ask, EN 716)
        else:
            ev = zone_moves.move(st, uid, "hand", EN("709.1"))
            ev.text = f"P{p + 1} puts the card into their hand"
            events.append(ev)
        w["link"] = {**w["link"], "data": {**w["link"].get("data", {}), "done": True}}
    else:
        zone_moves.move(st, uid, "deck", EN("709.1"), player=p)
        events.append(Event("reveal", f"P{p + 1} puts the card on the bottom of their deck", EN("709.1"), p))
    return events + may_skip_draw.tail_draw(st, drawn, EN("709.1"), {**w, may_skip_draw.IF_DRAWN: True})


@resolves(GAME, "name_reveal_top")
def _name_reveal_top(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    call.link.data["done"] = False
    names = sorted({_name(st, u) for u, c in st.table.cards.items() if c.owner == p and not c.flags.get("token")
                    and u not in st.heroes})
    continuations.pause_for(call, "wtok_name", {"player": p}, Pending(p, NAME, "Name a card", [Option(n, n) for n in names], 1, 1, EN("709.1")))
    return []


@handles(NAME)
def _named(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    p = w.pop("wtok_name")["player"]
    st.waiting = {}
    named = picks[0]
    events = [Event("name", f"P{p + 1} names {named}", EN("709.1"), p)]  # a card name said aloud, no card of theirs shown
    drawn: list[list[int]] = []
    top = list(st.table.zone(p, "deck")[:1])
    if top:
        events.append(effects.reveal(st.table, top, EN("709.1"), p))
        if _name(st, top[0]).lower() == named.lower():
            drawn = [[p, 1]]  # drawn below ("you may skip drawing it instead" may ask, EN 716)
            w["link"] = {**w["link"], "data": {**w["link"].get("data", {}), "done": True}}
        else:
            zone_moves.move(st, top[0], "deck", EN("709.1"), player=p)
            events.append(Event("reveal", f"P{p + 1} puts {_name(st, top[0])} on the bottom of their deck", EN("709.1"), p))
    return events + may_skip_draw.tail_draw(st, drawn, EN("709.1"), w)


@resolves(GAME, "reveal_top_bottom")
def _reveal_top_bottom(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    top = list(st.table.zone(p, "deck")[: max(call.amount, 0)])
    if not top:
        call.link.data["done"] = False
        return []
    ev = effects.reveal(st.table, top, EN("709.1"), p)
    call.link.data["done"] = len(top) > 1 and not any(card_types(st, a) & card_types(st, b) for i, a in enumerate(top) for b in top[i + 1:])
    from . import deckorder  # 415.3c: the player orders the cards he puts on the bottom

    call.stop = True
    return [ev, *deckorder.begin(st, top, False, call.resume())]


@resolves(GAME, "reveal_top_assault")
def _reveal_top_assault(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    top = list(st.table.zone(p, "deck")[:1])
    if not top:
        return []
    events = [effects.reveal(st.table, top, EN("709.1"), p)]
    if not fits(st, top[0], (call.eff.condition or {}).get("filter") or {}, p):
        return events
    x = st.cards[st.table.cards[top[0]].card_id].get("cost") or 0
    for uid in [u for u in st.table.zone(p, "allies") if kw.is_ally(st, u) and st.table.cards[u].controller == p]:
        st.modifiers.append(Modifier(uid, "", x, keyword="Assault", duration="this_turn", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has Assault {x} this turn", EN("714.1"), p))
    return events

