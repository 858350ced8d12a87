""" "Reveal the top card of your deck. If it's a Dragon character card, put it into your hand and repeat
this effect. Otherwise, put it on either the top or the bottom of your deck" (Sisu - Uniting Dragon):
each revealed card is seen by all (7.1.10); a matching card goes into the hand and the effect starts
again; the first card that doesn't match ends it, placed where the player chooses; an empty deck ends
it too (1.2.3). Op ``reveal_repeat`` (engine.lorcana.ops): ``condition`` = {"take": filter}.
Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .resolve import ask_top_or_bottom
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "reveal_repeat")
def reveal_repeat(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Reveal and take matching top cards until one doesn't match; that one goes on the top or the
    bottom, as the player chooses. "ok" when at least one card was taken."""
    me = frame["player"]
    take = (eff.condition or {}).get("take", {})
    while True:
        top = st.table.top(me, "deck", 1)
        if not top:
            events.append(Event("nothing", f"{eff.text}: the deck is empty", R("1.2.3"), me))
            break
        uid = top[0]
        if frame["tmp"].get("shown") != uid:
            events.append(effects.reveal(st.table, [uid], R("7.1.10"), me))
            frame["tmp"]["shown"] = uid
        if matches(st, uid, take, me, frame["source"]):
            events.append(move_card(st, uid, "hand", R("7.1.10")))
            frame["tmp"]["took"] = frame["tmp"].get("took", 0) + 1
            continue
        where = ask_top_or_bottom(st, frame, me, uid)
        if where is None:
            return "wait"
        if where == [1]:
            st.table.move(uid, "deck", player=me, position=None)
            events.append(
                Event("bottom", f"{name(st, uid)} goes on the bottom of P{me + 1}'s deck", R("7.1.10"), me)
            )
        else:
            events.append(
                Event("top", f"{name(st, uid)} stays on the top of P{me + 1}'s deck", R("7.1.10"), me)
            )
        break
    return "ok" if frame["tmp"].get("took") else "fail"
