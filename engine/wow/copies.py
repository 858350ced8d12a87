"""Copies (402): duplicates of cards on the chain (402.1) and token copies put into play (402.3).

A duplicate is a link of kind ``copy`` naming the copied card (``uid``) and ``data["copy_of"]``:
it is added without being played (402.1: no costs), controlled by the player who adds it
(402.1a), copies the current targets and choices such as X (402.1b) and ceases to exist as it
leaves the chain. A token copy (402.3) has the copied card's printed information except its
cost (0, 201.4); modifiers and counters on that card are not copied.
"""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .rules import R
from .state import Link, WowState


def copy_link(st: WowState, player: int, uid: int) -> list[Event]:
    """402.1: put a duplicate of the card ``uid`` (a card link on the chain) on top of the chain."""
    from .procedure import add_link

    original = next((lk for lk in st.chain if lk.kind == "card" and lk.uid == uid), None)
    if original is None:
        return []
    dup = Link("copy", player, uid, original.power, list(original.targets), original.x, f"Copy of {original.label}",
               {"copy_of": uid})
    events = add_link(st, dup)
    events[-1].rule = R("402.1")
    return events


def resolve_copy(st: WowState, link: Link) -> list[Event]:
    """A duplicate resolves like the card (its play powers, 402.1b), then ceases to exist."""
    from .procedure import powers, run_effects

    events: list[Event] = []
    for i, pw in enumerate(powers(st, link.uid)):
        if pw.kind == "play":
            events += run_effects(st, Link("copy", link.controller, link.uid, i, list(link.targets), link.x, link.label, dict(link.data)),
                                  list(pw.effects))
    events.append(Event("copy", f"{link.label} ceases to exist", R("402.1"), link.controller))
    return events


def token_copy(st: WowState, player: int, uid: int) -> list[Event]:
    """402.3: a token copy of a card: its printed information (what it copies, if it is itself a
    copy, 402.2a) except the cost, which is 0; no modifiers or counters come along."""
    printed = kw.data(st, uid)
    cid = f"TOKEN-COPY-{st.table.cards[uid].card_id}"
    if cid not in st.cards:
        st.cards[cid] = {**printed, "cost": 0, "cost_x": False, "rarity": "token"}
    zone = "allies" if printed.get("type") == "ally" or printed.get("totem") else "hero_row"
    card = st.table.add(cid, player, zone)
    card.flags["token"] = True
    card.entered_turn = st.turn
    return [Event("token", f"P{player + 1} puts a token copy of {printed.get('name', cid)} into play", R("402.3"), player,
                  data={"uid": card.uid})]
