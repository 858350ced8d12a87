"""Meeko, Containment Unit: "Choose and discard a card or banish him/this item" (op ``discard_or_banish``): the player picks
one of the two as the effect resolves (Comprehensive Rules 2.2.0 6.1.5.2, outside the seed
documents: "[A] or [B]": if [A] can't be chosen, [B] has to be, and vice versa). ``target`` names
the card to banish (``self``: the source). Registered on import (engine.lorcana.flow imports this
module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .discard_prevention import keeps_hand
from .either_or import choose_either
from .ops import GAME
from .resolve import ask_choose, resolve_targets
from .rules import R, R_new
from .state import LorcanaState
from .zones import banish, move_card

DISCARD, BANISH = 1, 2


@resolves(GAME, "discard_or_banish")
def discard_or_banish(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Ask which of the two the player does (only one possible: that one, no question); then the
    player chooses the card to discard (8.3.4) or the card is banished."""
    me = frame["player"]
    hand = st.table.zone(me, "hand")
    victims = resolve_targets(st, frame, eff, eff.target)
    if victims is None:
        return "wait"
    can_discard = bool(hand) and ("or" in frame["tmp"] or not keeps_hand(st, me, eff, events))  # 2.2.0 6.1.5.2: can't: banish
    choice = choose_either(
        st,
        frame,
        me,
        eff.text,
        [(DISCARD, can_discard), (BANISH, bool(victims))],
        lambda: ["Choose and discard a card", f"Banish {name(st, victims[0])}"],
        events,
    )
    if isinstance(choice, str):
        return choice
    if choice[0] == BANISH:
        events.append(Event("mode", f"P{me + 1} banishes {name(st, victims[0])}", R_new("6.1.5.2"), me))
        banish(st, victims, R("7.1"), events)
        return "ok"
    picks = frame["tmp"].get("discard")
    if picks is None and len(hand) > 1:
        opts = [Option(str(u), name(st, u)) for u in hand]
        return ask_choose(
            st, frame, me, "Discard 1 card", opts, n=1, rule=R("8.3.4"), key="discard", kind="discard"
        )
    for u in picks if picks is not None else list(hand):
        events.append(move_card(st, u, "discard", R("8.3.4")))
    return "ok"
