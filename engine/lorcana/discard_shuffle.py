""" "Choose up to 3 cards from chosen opponent's discard and shuffle them into their deck" (It Calls Me):
the ability's player chooses the opponent (1.2.4), then up to ``amount`` cards of that player's discard
(7.1.8: none is allowed); the chosen cards go into their owner's deck, which is then shuffled. Op
``discard_shuffle_in`` (engine.lorcana.ops): ``target`` = whose discard. Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .ops import GAME
from .resolve import ask_cards, one_player
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "discard_shuffle_in")
def discard_shuffle_in(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Up to ``amount`` cards of the chosen player's discard are shuffled into their deck."""
    me = frame["player"]
    p = one_player(st, frame, eff.target)
    if isinstance(p, str):
        return p
    cands = list(st.table.zone(p, "discard"))
    chosen = ask_cards(
        st,
        frame,
        me,
        cands,
        eff.amount,
        f"{eff.text}: choose up to {eff.amount}",
        R("7.1.8"),
        events,
        f"{eff.text}: P{p + 1}'s discard is empty",
    )
    if isinstance(chosen, str):
        return chosen
    if not chosen:
        return "fail"
    for u in chosen:  # a card leaving the discard is recorded and triggers (engine.lorcana.zones.move_card)
        events.append(move_card(st, u, "deck", R("7.1")))
    events.append(effects.shuffle(st.table, st.rng, p, "deck", R("7.1")))
    return "ok"
