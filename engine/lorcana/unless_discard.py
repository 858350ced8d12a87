""" "The challenging player may choose and discard a card. If they don't, you gain 2 lore" (Flynn
Rider - Breaking and Entering): the named player decides (7.1.3: their "may") and picks the card from
their own hand (8.3.4); the following steps happen only if they don't discard (with an empty hand
they can't). Op ``unless_discard`` (engine.lorcana.ops); registered on import (engine.lorcana.flow
imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .discard_prevention import keeps_hand
from .ops import GAME
from .resolve import ask_choose, ask_may, players_of
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "unless_discard")
def unless_discard(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: who may discard (e.g. the trigger's challenger's player). "fail" when they
    discarded (the ``then`` steps are skipped), "ok" otherwise."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    if not players:
        return "ok"
    p = players[0]
    hand = list(st.table.zone(p, "hand"))
    if not hand:
        events.append(Event("cant_discard", f"P{p + 1} has no card to discard", R("1.2.3"), p))
        return "ok"
    if "may_each" not in frame["tmp"] and keeps_hand(st, p, eff, events):
        return "ok"  # 7.7.5: they can't discard, so they don't: the following steps happen
    said = ask_may(
        st, frame, p, f"You may choose and discard a card (otherwise: {eff.text})", keep="may_each"
    )
    if said is None:
        return "wait"
    if not said:
        events.append(Event("decline", f"P{p + 1} doesn't discard", R("7.1.3"), p))
        return "ok"
    picks = frame["tmp"].pop("discard", None)
    if picks is None:
        return ask_choose(
            st,
            frame,
            p,
            "Choose the card to discard",
            [Option(str(u), name(st, u)) for u in hand],
            n=1,
            rule=R("8.3.4"),
            key="discard",
            kind="discard",
        )
    for u in picks[:1]:
        events.append(move_card(st, u, "discard", R("8.3.4")))
    return "fail"
