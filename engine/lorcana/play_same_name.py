""" "{E}, Banish one of your other characters — Play a character with the same name as the banished
character for free" (Hades - Double Dealer): the banished card paid the cost (7.5.3.2; its uid is in the
ability's ``paid`` look-back, engine.lorcana.chosen_costs); a character card of the player's hand with
that name is played without its ink cost (4.3.4.10). "Play" has no "may": with a matching card one is
played; with none, nothing happens (1.2.3). Op ``play_same_name`` (engine.lorcana.ops). Registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import names_match
from .chosen_costs import paid_names
from .free_play_choice import play_one_free
from .ops import GAME
from .prohibitions import can_play
from .rules import R
from .state import LorcanaState


@resolves(GAME, "play_same_name")
def play_same_name(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Play a character card from the hand named like the card that paid the cost, for free."""
    me = frame["player"]
    named = paid_names(st, frame)
    cands = [
        u
        for u in st.table.zone(me, "hand")
        if str(st.cards[st.table.cards[u].card_id].get("type", "")).lower() == "character"
        and any(names_match(str(st.cards[st.table.cards[u].card_id].get("name", "")), n) for n in named)
        and can_play(st, me, u)
    ]
    if not cands:
        events.append(
            Event("nothing", f"{eff.text}: no character card with that name in hand", R("1.2.3"), me)
        )
        return "fail"
    return play_one_free(st, frame, me, cands, f"{eff.text}: choose the character to play for free", events)
