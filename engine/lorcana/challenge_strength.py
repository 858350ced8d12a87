""" "Whenever a character with 3 {S} or more challenges another character while here, gain 1 lore. If the
challenging character has 6 {S} or more, gain 3 lore instead" (Snuggly Duckling - Disreputable Pub): a
challenging character's {S} includes Challenger +N (10.3: "+N {S} while challenging") and "+N {S} while
challenging a location". The trigger's own condition is checked as the challenge is declared (7.4.2:
trigger filter ``here_challenger_min`` / ``here_defender``, engine.lorcana.triggers.emit_here); the
"instead" amount as the ability resolves (7.7.2), from the challenger's {S} then (its last {S} in play if
it has left). Op ``gain_by_challenger`` (engine.lorcana.ops): ``amount``, ``condition`` = {"min": N,
"amount": M}. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import ctype, keyword_value, matches, stat
from .lore_locks import lore_gain
from .ops import GAME
from .rules import R
from .state import LorcanaState


def challenging_strength(st: LorcanaState, uid: int, defender: int | None) -> int:
    """The {S} of ``uid`` while it challenges ``defender`` (Challenger and the location bonus included)."""
    total = stat(st, uid, "strength") + (keyword_value(st, uid, "Challenger") or 0)
    if defender in st.table.cards and ctype(st, defender) == "location":
        total += keyword_value(st, uid, "challenger_location") or 0
    return total


def here_roles_match(
    st: LorcanaState, flt: dict[str, Any], subject: int, info: dict[str, Any], loc: int
) -> bool:
    """The location trigger's filter on the challenger here and on the card it challenges."""
    least = flt.get("here_challenger_min")
    if least is not None and challenging_strength(st, subject, info.get("defender")) < least:
        return False
    want = flt.get("here_defender")
    me = st.table.cards[loc].controller
    return not want or (
        info.get("defender") in st.table.cards and matches(st, info["defender"], want, me, loc)
    )


@resolves(GAME, "gain_by_challenger")
def gain_by_challenger(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Gain ``amount`` lore, or ``condition.amount`` when the challenger's {S} is ``condition.min`` or more."""
    me = frame["player"]
    trig = frame["trigger"]
    who = trig.get("subject")
    cond = eff.condition or {}
    if who in st.table.cards and st.table.cards[who].zone == "play":
        strength = challenging_strength(st, who, trig.get("defender"))
    else:
        strength = int(trig.get("challenger_strength", 0))
    gain = int(cond["amount"]) if "min" in cond and strength >= int(cond["min"]) else eff.amount
    got = lore_gain(st, me, gain, events)  # 1.2.2
    st.lore[me] += got
    events.append(
        Event("lore", f"P{me + 1} gains {got} lore", R("7.7.2" if gain != eff.amount else "7.1"), me)
    )
    return "ok"
