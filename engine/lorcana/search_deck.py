""" "Search your deck for a [kind] card (and reveal that card to all players). Put that card into your
hand and shuffle your deck" / "Shuffle your deck and put that card on top of it" (Merlin -
Intellectual Visionary, Minnie Mouse - Drum Major, Antonio Madrigal - Friend to All, Yzma - On
Edge). The deck is a private zone that no one may look at unless an effect says so (8.2.2): the
searching player alone sees their deck's matching cards and picks one; a revealed card is shown
to every player (7.1.10); the deck is shuffled afterwards (glossary "shuffle"), also when nothing
matched. Op ``search_deck`` (engine.lorcana.ops); registered on import (engine.lorcana.flow
imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .resolve import _ask
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "search_deck")
def search_deck(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``condition`` = {"filter": the card's kind, "reveal": bool, "to": "hand" | "top"}: the
    player picks one matching card of their deck; it goes into the hand (then the deck is
    shuffled) or on top of the deck after the shuffle. "fail" when no card matched (1.2.3)."""
    me = frame["player"]
    cond = eff.condition or {}
    found = [
        u for u in st.table.zone(me, "deck") if matches(st, u, cond.get("filter", {}), me, frame["source"])
    ]
    picks = frame["tmp"].pop("search", None)
    if picks is None and found:
        frame["tmp"]["asking"] = "search"
        return _ask(
            st,
            frame,
            me,
            "look",
            f"{eff.text}: choose the card you find",
            [Option(str(u), name(st, u)) for u in found],
            1,
            1,
            "8.2.2",
        )
    picked = [int(u) for u in picks or [] if int(u) in found][:1]
    events.append(
        Event(
            "search",
            f"P{me + 1} searches their deck" + ("" if picked else " and finds no matching card"),
            R("8.2.2"),
            me,
        )
    )
    for u in picked:
        if cond.get("reveal"):
            events.append(effects.reveal(st.table, [u], R("7.1.10"), me))
        if cond.get("to") != "top":
            events.append(move_card(st, u, "hand", R("8.2.2"), public=bool(cond.get("reveal"))))
    events.append(effects.shuffle(st.table, st.rng, me, "deck", R("8.2.2")))
    for u in picked:
        if cond.get("to") == "top":
            st.table.move(u, "deck", player=me, position=0)
            events.append(Event("top", f"{name(st, u)} goes on top of P{me + 1}'s deck", R("8.2.2"), me))
    frame["it"] = picked
    return "ok" if picked else "fail"
