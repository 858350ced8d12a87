"""Where cards go on a player's deck, chosen by that player:

- ``top_or_discard``: "look at the top card of your deck. Put it on either the top of your deck or
  into your discard" (Shepherd's Journal): only the player sees the card (7.1.10) and chooses.
- ``discard_all_to_bottom``: "put all Toy character cards from your discard on the bottom of your deck
  in any order" (Bouncing Ducky - Sid's Toy): every matching card of the discard goes; the player
  chooses the order, the card to go under first chosen first (the discard is public, 8.2.4).
- ``bottom_instead``: "then put that action card on the bottom of your deck instead of into your
  discard" (Lady Tremaine - Sinister Socialite): the action the previous step played (7.1.9)
  leaves its resolution for the bottom of the deck (7.7.2, as for ``replay_from_discard``).

- ``mill_it``: "you may put the top card of your deck into your discard. If its card type is: …"
  (Jack-Jack Parr - Incredible Potential): the card becomes "it" (7.1.9) for the conditions after.

Ops of engine.lorcana.ops; registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .deck_ends import bottom_placed, chosen_order
from .ops import GAME
from .resolve import _ask, players_of
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "top_or_discard")
def top_or_discard(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Look at your top card, then put it back on top or into your discard; "fail" with an empty deck.
    ``target`` (optional): whose deck ("chosen player's deck … their deck or into their discard",
    Mad Hatter - Eccentric Host); only the looking player sees the card (7.1.10)."""
    me = frame["player"]
    owner = me
    if eff.target is not None:
        got = players_of(st, frame, eff.target)
        if got is None:
            return "wait"
        owner = got[0] if got else me
    whose = "your" if owner == me else f"P{owner + 1}'s"
    top = st.table.top(owner, "deck", 1)
    if not top:
        events.append(Event("nothing", f"{eff.text}: your deck is empty", R("1.2.3"), me))
        return "fail"
    uid = top[0]
    where = frame["tmp"].get("where")
    if where is None:
        events.append(Event("look_private", f"You look at {name(st, uid)}", R("7.1.10"), me, [me]))
        frame["tmp"]["asking"] = "where"
        return _ask(
            st,
            frame,
            me,
            "top_or_bottom",
            f"Put {name(st, uid)} on the top of {whose} deck or into {whose} discard",
            [Option("0", "top"), Option("1", "discard")],
            1,
            1,
            "7.1.10",
        )
    if where == [1]:
        events.append(move_card(st, uid, "discard", R("7.1.10")))
    else:
        events.append(
            Event("top", f"P{me + 1} puts a card back on the top of P{owner + 1}'s deck", R("7.1.10"), me)
        )
    return "ok"


@resolves(GAME, "discard_all_to_bottom")
def discard_all_to_bottom(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``condition`` = {"filter": {...}}: all matching cards of your discard go on the bottom of your
    deck in the order you choose; "fail" when none matched (1.2.3)."""
    me = frame["player"]
    flt = (eff.condition or {}).get("filter", {})
    if "all" not in frame["tmp"]:
        frame["tmp"]["all"] = [
            u for u in st.table.zone(me, "discard") if matches(st, u, flt, me, frame["source"])
        ]
    order = chosen_order(
        st,
        frame,
        me,
        [u for u in frame["tmp"]["all"] if st.table.cards[u].zone == "discard"],
        "Choose the next card to put on the bottom of your deck",
        "8.2.4",
    )
    if order is None:
        return "wait"
    for u in order:
        events.append(move_card(st, u, "deck", R("8.2.4"), position=None))
    if order:
        events.append(bottom_placed(me, len(order)))
    return "ok" if order else "fail"


@resolves(GAME, "bottom_instead")
def bottom_instead(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The action card the previous step played ("it") goes on the bottom of its owner's deck
    instead of into the discard once it has resolved (7.7.2); "fail" when no action was played."""
    it = set(frame.get("it") or [])
    for later in frame["after"]:
        if later.get("kind") == "action" and later.get("source") in it:
            later["dest"] = "deck_bottom"
            return "ok"
    return "fail"


@resolves(GAME, "mill_it")
def mill_it(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The top card of your deck goes into your discard and is "it" for the following steps;
    "fail" with an empty deck (1.2.3)."""
    me = frame["player"]
    top = st.table.top(me, "deck", 1)
    if not top:
        events.append(Event("nothing", f"{eff.text}: your deck is empty", R("1.2.3"), me))
        return "fail"
    events.append(move_card(st, top[0], "discard", R("7.1")))
    frame["it"] = [top[0]]
    return "ok"
