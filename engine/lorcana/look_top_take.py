""" "Look at the top card of your deck. If it's a Puppy character card, you may reveal it and put it into
your hand. Otherwise, put it on the bottom of your deck" (Television Set): only the player sees the card
(7.1.10) unless they reveal it to take it; "otherwise" is only for a card that doesn't match, so a
matching card the player keeps hidden stays on top (7.1.3: declining the "may" changes nothing). Op
``look_top_take`` (engine.lorcana.ops): ``condition`` = {"take": filter}. Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .resolve import ask_may, look_once
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "look_top_take")
def look_top_take(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Look at the top card: a match may be revealed into the hand ("ok"), a miss goes to the bottom;
    "fail" with an empty deck (1.2.3) or when a match stays on top."""
    me = frame["player"]
    look_once(st, frame, me, 1, events)
    looked = [u for u in frame["tmp"]["looked"] if st.table.cards[u].zone == "deck"]
    if not looked:
        events.append(Event("nothing", f"{eff.text}: the deck is empty", R("1.2.3"), me))
        return "fail"
    uid = looked[0]
    if not matches(st, uid, (eff.condition or {}).get("take", {}), me, frame["source"]):
        st.table.move(uid, "deck", player=me, position=None)
        events.append(
            Event("bottom", f"P{me + 1} puts the looked-at card on the bottom of their deck", R("7.1.10"), me)
        )
        return "fail"
    prompt = f"You may reveal {name(st, uid)} and put it into your hand"
    said = ask_may(st, frame, me, prompt)
    if said is None:
        return "wait"
    if not said:
        events.append(Event("decline", f"P{me + 1} leaves the card on the top of their deck", R("7.1.3"), me))
        return "fail"
    events.append(effects.reveal(st.table, [uid], R("7.1.10"), me))
    events.append(move_card(st, uid, "hand", R("7.1.10")))
    frame["it"] = [uid]
    return "ok"
