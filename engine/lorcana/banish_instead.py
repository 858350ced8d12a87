"""Replacements of a banish (7.7.2: "instead" makes a replacement effect): "If this character would
be banished, put them into your inkwell facedown and exerted instead" (the keyword
``banish_to_inkwell``, compiled by engine.lorcana.cards.templates_banish_instead). Applied by
engine.lorcana.zones.banish before anything about the banish happens: the card is not banished, so
no "when banished" ability triggers (7.7.1). The cards under it go along to the same zone
(Comprehensive Rules 2.2.0 8.10.7, outside the seed documents); read here (inference): they enter the
inkwell facedown and exerted as well, as one move of the whole stack."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event

from .characteristics import has, name
from .rules import R
from .state import LorcanaState
from .triggers import emit


def instead_of_banish(
    st: LorcanaState, uids: list[int], events: list[Event], leave: Callable[..., None]
) -> list[int]:
    """Moves the cards whose banish is replaced (``leave``: engine.lorcana.zones.leave_play) and
    returns the others, still to be banished."""
    rest: list[int] = []
    for uid in uids:
        if not has(st, uid, "banish_to_inkwell"):
            rest.append(uid)
            continue
        card = st.table.cards[uid]
        player = card.controller
        stack = [uid] + [
            u
            for p in range(st.num_players)
            for u in st.table.zone(p, "under")
            if st.table.cards[u].attached_to == uid
        ]
        events.append(
            Event(
                "replaced",
                f"{name(st, uid)} would be banished: into P{player + 1}'s inkwell facedown and exerted instead",
                R("7.7.2"),
                player,
                data={"uid": uid},
            )
        )
        leave(st, uid, "inkwell", R("7.7.2"), events)
        for u in stack:
            st.table.cards[u].tapped = True
            st.table.cards[u].face_down = True
            emit(st, "inked_yours", u)  # "whenever you put a card into your inkwell"
    return rest
