""" "Look at the top 4 cards of your deck. You may reveal up to 1 character card and up to 1 item
card and put them into your hand. Put the rest on the bottom of your deck in any order" (Might
Solve a Mystery): only the player sees the cards (7.1.10); for each kind in turn they may reveal
one card of it (7.1.8 "up to"), which goes into their hand; then they choose the order of the
rest, the card to go under first chosen first (8.2.4). Op ``look_each_kind`` (engine.lorcana.ops);
registered on import (engine.lorcana.flow imports this module). ``condition`` "rest": "top": "Put the
rest on the top of your deck in any order" (The Family Madrigal): chosen top card first (7.1.10)."""

from __future__ import annotations

from engine.core import Event, Option, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .deck_ends import chosen_order, put_on_bottom, put_on_top
from .ops import GAME
from .resolve import ask_choose, look_once
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "look_each_kind")
def look_each_kind(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``amount``: how many cards are looked at; ``condition`` = {"kinds": [filter, ...]}: up to one
    card of each kind may go into the hand; ``"rest": "top"``: the others go back on top. "fail" with an
    empty deck (1.2.3)."""
    me = frame["player"]
    kinds = (eff.condition or {}).get("kinds", [])
    on_top = (eff.condition or {}).get("rest") == "top"
    look_once(st, frame, me, eff.amount, events)
    looked = frame["tmp"]["looked"]
    taken = frame["tmp"].setdefault("taken", [])
    got = frame["tmp"].pop("answer", None)
    if got is not None:
        for u in got:
            events.append(effects.reveal(st.table, [u], R("7.1.10"), me))
            events.append(move_card(st, u, "hand", R("7.1.10")))
        taken.append(list(got))
    while len(taken) < len(kinds):
        ok = [
            u
            for u in looked
            if st.table.cards[u].zone == "deck" and matches(st, u, kinds[len(taken)], me, None)
        ]
        if not ok:
            taken.append([])
            continue
        return ask_choose(
            st,
            frame,
            me,
            "You may reveal a card and put it into your hand",
            [Option(str(u), name(st, u)) for u in ok],
            n=1,
            up_to=True,
            rule=R("7.1.8"),
        )
    rest = chosen_order(
        st,
        frame,
        me,
        [u for u in looked if st.table.cards[u].zone == "deck"],
        "Choose the next card to put on the top of your deck (top card first)"
        if on_top
        else "Choose the next card to put on the bottom of your deck",
        "8.2.4",
    )
    if rest is None:
        return "wait"
    (put_on_top if on_top else put_on_bottom)(st, me, rest, events)
    return "ok" if looked else "fail"
