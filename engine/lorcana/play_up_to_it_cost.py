""" "Return chosen character of yours to your hand to play a character with the same cost or less for
free" (Bibbidi Bobbidi Boo): the returned card (7.1.9 "it", the step before) fixes the most the played
character may cost (its printed cost: a card in hand has its printed values); "play" has no "may", so
with a matching character card in hand one is played (4.3.4.10), the returned one included; with none,
nothing happens (1.2.3). Op ``play_up_to_it_cost`` (engine.lorcana.ops): ``target`` = the cards that
may be played. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import matches
from .free_play_choice import play_one_free
from .ops import GAME
from .prohibitions import can_play
from .rules import R
from .state import LorcanaState


def _cost(st: LorcanaState, uid: int) -> int:
    return int(st.cards[st.table.cards[uid].card_id].get("cost") or 0)


@resolves(GAME, "play_up_to_it_cost")
def play_up_to_it_cost(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Play a matching card of your hand costing no more than "it" for free (not optional)."""
    me = frame["player"]
    named = [u for u in frame.get("it") or [] if u in st.table.cards]
    if not named:
        return "fail"
    most = _cost(st, named[0])
    flt = dict(eff.target.filter) if eff.target else {}
    cands = [
        u
        for u in st.table.zone(me, "hand")
        if matches(st, u, flt, me, None) and _cost(st, u) <= most and can_play(st, me, u)
    ]
    if not cands:
        events.append(Event("nothing", f"{eff.text}: no card to play", R("1.2.3"), me))
        return "fail"
    return play_one_free(st, frame, me, cands, f"{eff.text}: choose the card to play for free", events)
