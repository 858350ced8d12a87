"""Meeko, Containment Unit: "Choose and discard a card or banish him/this item" (op ``discard_or_banish``): the player picks
one of the two as the effect resolves (Comprehensive Rules 2.2.0 6.1.5.2, outside the seed
documents: "[A] or [B]": if [A] can't be chosen, [B] has to be, and vice versa). ``target`` names
the card to banish (``self``: the source). Registered on import (engine.lorcana.flow imports this
module)."""

from __future__ import annotations

from engine.core import Event, Option, choices
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import _at, _wait, resolve_targets
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
    choice = frame["tmp"].get("or")
    if choice is None:
        can = [k for k, ok in ((DISCARD, bool(hand)), (BANISH, bool(victims))) if ok]
        if not can:
            events.append(Event("nothing", f"{eff.text}: neither can be done", R("1.2.3"), me))
            return "fail"
        if len(can) == 1:
            choice = frame["tmp"]["or"] = can
        else:
            frame["tmp"]["asking"] = "or"
            who = name(st, victims[0])
            return _wait(
                st,
                choices.choose_mode(
                    me,
                    "mode",
                    f"{eff.text}: choose one",
                    ["Choose and discard a card", f"Banish {who}"],
                    rule=R_new("6.1.5.2"),
                    context=_at(st),
                ),
            )
    if choice[0] == BANISH:
        events.append(Event("mode", f"P{me + 1} banishes {name(st, victims[0])}", R_new("6.1.5.2"), me))
        banish(st, victims, R("7.1"), events)
        return "ok"
    picks = frame["tmp"].get("discard")
    if picks is None and len(hand) > 1:
        frame["tmp"]["asking"] = "discard"
        opts = [Option(str(u), name(st, u)) for u in hand]
        return _wait(
            st, choices.choose_n(me, "discard", "Discard 1 card", opts, n=1, rule=R("8.3.4"), context=_at(st))
        )
    for u in picks if picks is not None else list(hand):
        events.append(move_card(st, u, "discard", R("8.3.4")))
    return "ok"
