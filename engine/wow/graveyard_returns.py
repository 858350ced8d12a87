"""Helper triggers: a destroyed card comes back from its owner's graveyard (EN 703 triggers on a
destroy, 415.9c). The op ``return_from_graveyard``:

- ``stat``: which card — "self" (the source: "When Mogor is destroyed, … his owner puts him from his
  graveyard into his party") or "event" (the destroyed host of a ``destroyed_attached`` trigger,
  ``link.data["event"]``: "When attached ally is destroyed, its owner may put it … into play");
- ``zone``: "play" (it enters play as a resolving card would, 710.1: under its owner's control, or the
  link controller's with ``condition["yours"]``), "hand" (its owner's) or "deck" (on top of its owner's);
- ``condition["owner_may"]``: the card's owner decides (a yes/no asked of him, EN 709.3);
- ``condition["if_event"]``: only if the destroyed host matched that filter (``search.card_matches``,
  its printed data, as it last was: "if it was a Monster", 709.2b);
- ``condition["health_minus_1"]``: it enters with damage equal to its health minus 1.

Nothing happens when the card already left the graveyard (415.9a: a new card; EN 709.2a)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN
from .search import card_matches
from .state import Link, WowState

KIND = "return_from_graveyard"


def _card(call: OpCall) -> int | None:
    uid = call.link.uid if call.eff.stat == "self" else call.link.data.get("event")
    return uid if isinstance(uid, int) and uid in call.st.table.cards else None


@resolves(GAME, "return_from_graveyard")
def _return_from_graveyard(call: OpCall) -> list[Event]:
    st, cond = call.st, call.eff.condition or {}
    uid = _card(call)
    if uid is None or st.table.cards[uid].zone != "graveyard":
        return [Event("graveyard", "The card left the graveyard: it stays where it is", EN("709.2a"), call.player)]
    host = call.link.data.get("event")
    if cond.get("if_event") and not (isinstance(host, int) and host in st.table.cards and card_matches(st, host, cond["if_event"])):
        return [Event("condition", "The destroyed card didn't match: nothing happens", EN("709"), call.player)]
    order = {"uid": uid, "zone": call.eff.zone or "hand", "to": call.player if cond.get("yours") else st.table.cards[uid].owner,
             "damaged": bool(cond.get("health_minus_1"))}
    if not cond.get("owner_may"):
        return _move(st, order)
    owner = st.table.cards[uid].owner
    continuations.pause_for(call, "graveyard_return", order,
                            Pending(owner, KIND, f"{call.eff.text or 'Return it'}: put {kw.name(st, uid)} from your graveyard into {order['zone']}?",
                                    [Option("yes", "Yes"), Option("no", "No")], 1, 1, EN("709.3")))
    return []


def _move(st: WowState, order: dict[str, Any]) -> list[Event]:
    uid, zone, to = order["uid"], order["zone"], order["to"]
    card, name = st.table.cards[uid], kw.name(st, uid)
    if card.zone != "graveyard":
        return [Event("graveyard", f"{name} left the graveyard: it stays where it is", EN("709.2a"), to)]
    if zone != "play":  # "deck": on top of it ("put it from that graveyard on top of its owner's deck", 415.3c)
        ev = zone_moves.move(st, uid, zone, EN("709.1"), player=card.owner, position=0 if zone == "deck" else None)
        ev.text = f"{name} returns from the graveyard to its owner's {zone}" + (" (on top)" if zone == "deck" else "")
        return [ev]
    events = continuations.resolve_card(st, Link("card", to, uid, label=name))  # it enters play as a resolving card would (710.1)
    if order.get("damaged") and kw.in_play(st, uid):
        st.table.cards[uid].damage = max(0, kw.health(st, uid) - 1)
        events.append(Event("damage_put", f"{name} enters with {st.table.cards[uid].damage} damage on it", EN("709.1"), to))
    return events


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The owner's yes puts the card back; either way the link goes on (EN 709.3)."""
    order, w = continuations.take_job(st, "graveyard_return")
    yes = picks[:1] == ["yes"]
    events = [Event("may", f"P{pending.player + 1} {'does' if yes else 'does not'} put it back", EN("709.3"), pending.player)]
    return events + (_move(st, order) if yes else []) + continuations.resume_link(st, w)
