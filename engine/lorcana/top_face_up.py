"""Merlin's Cottage - The Wizard's Home: "Each player plays with the top card of their deck face up";
Roz - Always Watching: "Each opponent plays with the top card of their deck faceup". A static
ability (7.6.1) compiled as ``{"who": "player", "top_face_up": "each" | "opponents"}``: while its card
is in play, the top card of each such player's deck is turned face up (the core table's ``face_up``
flag: every player's view shows it, engine.core.table.visible_to; 7.6.1 changing 8.2.2); a card that stops being the top
card, or whose player no longer plays that way, is face down again. :func:`show_tops` runs after
every action (engine.lorcana.game), so each view, built between actions, shows the current top card.
Nothing else in Lorcana turns a deck card face up."""

from __future__ import annotations

from .characteristics import any_static_has, static_sources
from .state import LorcanaState

FIELD = "top_face_up"


def face_up_players(st: LorcanaState) -> set[int]:
    """The players who now play with the top card of their deck face up."""
    out: set[int] = set()
    for src, s in static_sources(st):
        who = s.get(FIELD)
        if not who:
            continue
        owner = st.table.peek(src).controller
        out |= {p for p in range(len(st.players)) if who == "each" or p != owner}
    return out


def show_tops(st: LorcanaState) -> None:
    """Turn each such player's top deck card face up, and every other deck card face down."""
    if not any_static_has(st, FIELD):  # no card of the match plays this way: no deck card is face up
        return
    show = face_up_players(st)
    peek = st.table.peek
    for p in range(len(st.players)):
        deck = st.table.zone(p, "deck")
        top = deck[0] if deck and p in show else None
        for u in deck:
            up = bool(peek(u).flags.get("face_up"))
            if u == top and not up:
                st.table.cards[u].flags["face_up"] = True
            elif u != top and up:
                st.table.cards[u].flags.pop("face_up", None)
