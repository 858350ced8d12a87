""" "Look at the top card of your deck. If it's a character card named Kevin, you may reveal it and
put it into your hand to gain 3 lore. Otherwise, put it on either the top or the bottom of your deck"
(Charles Muntz - Obsessive Explorer): only the player sees the card (7.1.10); a matching card may be
revealed and taken ("[A] to [B]": the ``then`` steps happen only when it was, 7.1.2.2); a card not
taken (it doesn't match, or the player declines) goes on the top or the bottom, the player's choice.
Op ``look_take_or_place`` (engine.lorcana.ops); ``condition`` = {"take": filter}; registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .resolve import ask_may, ask_top_or_bottom, look_once
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "look_take_or_place")
def look_take_or_place(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "ok" when the card was revealed and put into the hand."""
    me = frame["player"]
    look_once(st, frame, me, 1, events)
    looked = [u for u in frame["tmp"]["looked"] if st.table.cards[u].zone == "deck"]
    if not looked:
        return "fail"
    uid = looked[0]
    if (
        matches(st, uid, (eff.condition or {}).get("take", {}), me, frame["source"])
        and "take" not in frame["tmp"]
    ):
        said = ask_may(st, frame, me, f"You may reveal {name(st, uid)} and put it into your hand")
        if said is None:
            return "wait"
        frame["tmp"]["take"] = said
    if frame["tmp"].get("take"):
        events.append(effects.reveal(st.table, [uid], R("7.1.10"), me))
        events.append(move_card(st, uid, "hand", R("7.1.10")))
        return "ok"
    where = ask_top_or_bottom(st, frame, me, uid)
    if where is None:
        return "wait"
    if where == [1]:
        st.table.move(uid, "deck", player=me, position=None)
    events.append(
        Event(
            "top_or_bottom",
            f"P{me + 1} puts a card on the {'bottom' if where == [1] else 'top'} of their deck",
            R("7.1.10"),
            me,
        )
    )
    return "fail"
