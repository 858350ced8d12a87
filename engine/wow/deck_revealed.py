"""A card's own trigger on being revealed from its owner's deck (EN 703.1, 709.1; helper x33quest): "When this ally is
revealed from your deck, put a 1/1 Spring rabbit ally token into play." (Krazal the Eggregator), "When Jubilee Arcspark
is revealed from your deck by a quest, draw a card." (Jubilee Arcspark).

A reveal event names where each card was as it was revealed (``engine.core.effects.reveal``: ``data["zones"]``); for
each card revealed from its owner's deck with a triggered power :data:`TRIGGER`, that power waits for the chain
under its owner's control (the card is not in play; as Death Rattle's, 415.2). With ``cost["by_quest"]`` only a
reveal made by a quest's reward (the link resolving in the same batch of events is a quest's,
EN 702.2) counts."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .match_triggers import hears
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "ye33_revealed_from_deck"


def _by_quest(st: WowState, ev: Event, events: list[Event]) -> bool:
    """Whether the link resolving when ``ev`` happened is a quest's (its reward)."""
    src = None
    for e in events:
        if e is ev:
            break
        if e.kind == "resolve" and isinstance((e.data or {}).get("uid"), int):
            src = e.data["uid"]
    return src is not None and src in st.table.cards and str(st.cards.get(st.table.peek(src).card_id, {}).get("type", "")).lower() == "quest"  # (printed: it is face down now)


def fire(st: WowState, ev: Event, events: list[Event]) -> None:
    data = ev.data or {}
    uids, zones = data.get("uids") or [], data.get("zones") or []
    if ev.kind != "reveal" or not zones or not hears(st, TRIGGER):
        return
    for uid, zone in zip(uids, zones, strict=False):
        if zone != "deck" or uid not in st.table.cards:
            continue
        owner = st.table.peek(uid).owner
        for i, pw in enumerate(printed_powers(st, uid)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER and (not pw.cost.get("by_quest") or _by_quest(st, ev, events)):
                st.triggers.append(Link("trigger", owner, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))
