""""Reveal the top 2 cards of your deck. Put revealed character cards into your hand. Put the rest
on the bottom of your deck in any order" (Russell - Finding Adventure): every player sees the
revealed cards (7.1.10); each matching card goes into the hand (no choice: no "may", 7.1.3); the
player chooses the order of the rest, the card to go under first chosen first. Op ``reveal_top_n``
(engine.lorcana.ops); registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .deck_ends import chosen_order, put_on_bottom
from .ops import GAME
from .resolve import _ask
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "reveal_top_n")
def reveal_top_n(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Reveal the top ``amount`` cards of your deck, put every card matching ``condition.take``
    into your hand and the rest on the bottom of your deck in the order you choose; "fail" with
    an empty deck (1.2.3). ``condition`` {"may": true}: "you may put each character card with
    cost 2 or less into your hand" (Lucky - The 15th Puppy): the player picks any number of the
    matching cards (7.1.3)."""
    me = frame["player"]
    if "shown" not in frame["tmp"]:
        shown = st.table.top(me, "deck", eff.amount)
        frame["tmp"]["shown"] = list(shown)
        if shown:
            events.append(effects.reveal(st.table, list(shown), R("7.1.10"), me))
        if not (eff.condition or {}).get("may"):
            for u in shown:
                if matches(st, u, (eff.condition or {}).get("take", {}), me, None):
                    events.append(move_card(st, u, "hand", R("7.1.10")))
    if (eff.condition or {}).get("may") and "took" not in frame["tmp"]:
        fits = [u for u in frame["tmp"]["shown"] if matches(st, u, (eff.condition or {}).get("take", {}), me, None)]
        took = frame["tmp"].pop("take", None)
        if took is None and fits:
            frame["tmp"]["asking"] = "take"
            return _ask(st, frame, me, "look", "Choose the matching cards to put into your hand (any number)",
                        [Option(str(u), name(st, u)) for u in fits], 0, len(fits), "7.1.3")
        frame["tmp"]["took"] = [int(u) for u in took or []]
        for u in frame["tmp"]["took"]:
            events.append(move_card(st, u, "hand", R("7.1.10")))
    rest = chosen_order(st, frame, me, [u for u in frame["tmp"]["shown"] if st.table.cards[u].zone == "deck"],
                        "Choose the next card to put on the bottom of your deck", "7.1.10")
    if rest is None:
        return "wait"
    put_on_bottom(st, me, rest, events)
    return "ok" if frame["tmp"]["shown"] else "fail"
