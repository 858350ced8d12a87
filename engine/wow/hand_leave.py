""""When a card leaves your hand, destroy Blizzard." (Blizzard, EN 703): a triggered power
``hand_leaves`` that fires once for each card that left its controller's hand — played (409.1),
placed as a resource (412.1), discarded, or moved by any effect (415.4).

The engine's log has no single "left the hand" event, so each listening card keeps the hand it last
saw (its ``flags["_hand_seen"]``: its controller and the uids); ``procedure.event_triggers`` calls
:func:`fire` after every batch of events, and a uid gone since then is a card that left. The first
look after the card enters play (or changes controller, 401.3) only records the hand: a power works
only while its card is in play (305.2a), so the card itself leaving the hand as it is played fires
nothing."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from . import match_facts
from .card_facts import COPY_OF, GAIN_TEXT
from .match_facts import printed_uids
from .powers import powers
from .state import Link, WowState

TRIGGER = "hand_leaves"
SEEN = "_hand_seen"


def _listeners(st: WowState) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    # the cards whose printed powers listen (``match_facts``), unless a card may have another's text;
    # powers other cards give (``granted_powers``) are payment powers only, never this trigger
    heard = None
    if not st.modifiers or not any(m.stat == GAIN_TEXT or m.stat.startswith(COPY_OF) for m in st.modifiers):  # 200.1a, 402.2
        heard = printed_uids(st, TRIGGER, _listens)
        if not heard:
            return out
    for p in range(st.num_players):
        for u in st.table.zone(p, "hero_row") + st.table.zone(p, "allies"):
            if (heard is not None and u not in heard) or st.table.peek(u).face_down:
                continue
            for i, pw in enumerate(powers(st, u)):
                if pw.kind == "triggered" and pw.trigger == TRIGGER:
                    out.append((u, i))
    return out


def _listens(d: dict[str, Any]) -> bool:
    from .cards.compiler import card_powers

    return any(pw.kind == "triggered" and pw.trigger == TRIGGER for pw in card_powers(d))


def fire(st: WowState) -> None:
    """Queue the ``hand_leaves`` triggers for the cards that left a listener's controller's hand."""
    listening = _listeners(st)
    kept = st.table.kept.get("_wow_match_facts")  # carried to the next states (engine.copy; no dict made at every call)
    if kept is None:
        kept = st.table.kept["_wow_match_facts"] = {}
    if not listening and kept.get(_NONE_SEEN) and match_facts.SHORTCUTS:
        return  # no listener, and no card keeps a hand seen (none has listened since that was checked)
    _fire(st, listening, kept)


def _fire(st: WowState, listening: list[tuple[int, int]], kept: dict[str, Any]) -> None:
    """``fire`` once some card listens or keeps a hand seen (a function of its own: the names its
    comprehensions read are no cells made after every batch of events)."""
    for p in range(st.num_players):  # a card that stopped listening (lost its powers, 103.2) looks afresh later
        for u in st.table.zone(p, "hero_row") + st.table.zone(p, "allies"):
            if SEEN in st.table.peek(u).flags and all(u != w for w, _ in listening):
                del st.table.cards[u].flags[SEEN]
    for uid, index in listening:
        card = st.table.cards[uid]
        hand = list(st.table.zone(card.controller, "hand"))
        seen = card.flags.get(SEEN)
        if isinstance(seen, list) and len(seen) == 2 and seen[0] == card.controller:
            for _gone in [u for u in seen[1] if u not in hand]:
                pw = powers(st, uid)[index]
                st.triggers.append(Link("trigger", card.controller, uid, index, label=f"{kw.name(st, uid)}: {pw.text}"))
        card.flags[SEEN] = [card.controller, hand]
    if listening:
        kept.pop(_NONE_SEEN, None)
    elif not any(SEEN in c.flags for c in st.table.peek_cards()):
        kept[_NONE_SEEN] = True


_NONE_SEEN = "hand_leave.none_seen"
"""Kept with the match's facts (``match_facts``) once no card of the table keeps a hand seen while
none listens: until one listens again, each look finds nothing to do."""
