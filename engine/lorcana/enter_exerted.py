""""This character may enter play exerted to [effect]" (engine.lorcana.cards.templates_enter_exerted):
when its player chooses to have it enter play exerted (7.7.4, an "enter" replacement effect), the
ability's effects are carried out then, as part of entering play (not a triggered ability)."""

from __future__ import annotations

from engine.core import Event

from .characteristics import abilities
from .exerted_entries import note_exerted_entry
from .resolve import push_ability
from .state import LorcanaState


def entered_exerted(st: LorcanaState, uid: int, player: int, events: list[Event]) -> None:
    """Start the effects of the card's "may enter play exerted to …" abilities (its player chose yes)."""
    note_exerted_entry(st, uid)  # it entered play exerted ("whenever another character of yours enters play exerted")
    card_id = st.table.cards[uid].card_id
    for ab in reversed(abilities(st, uid)):  # frames run last-in first: printed order
        if ab.kind == "static" and ab.ok and ab.effects and any(s.get("keyword") == "may_enter_exerted" for s in ab.static):
            push_ability(st, "ability", player, uid, card_id, ab.index, None, events)
