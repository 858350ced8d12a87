""" "Banish one of your characters with Reckless to banish chosen character with less {S} than that
character" (Divebomb): banishing your own character is the cost of the rest (7.1.2.2: without one,
nothing else happens); its {S} is the one it had in play (8.4.4 look-back), and only a character with
less {S} can then be chosen (1.2.4). Op ``banish_for_weaker`` (engine.lorcana.ops): ``condition`` =
{"yours": the filter of your character}, ``target`` = the character to banish. Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, Target, resolves

from .characteristics import stat
from .ops import GAME
from .resolve import resolve_targets
from .rules import R
from .state import LorcanaState
from .zones import banish


@resolves(GAME, "banish_for_weaker")
def banish_for_weaker(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Banish one of your matching characters, then a chosen character with less {S} than it had;
    "fail" when you had none to banish (1.2.3)."""
    me = frame["player"]
    paid = frame["tmp"].get("paid_strength")
    if paid is None:
        flt = {**(eff.condition or {}).get("yours", {}), "owner": "you"}
        mine = resolve_targets(st, frame, eff, Target("chosen", flt), "yours")
        if mine is None:
            return "wait"
        if not mine:
            events.append(Event("cant_pay", f"{eff.text}: no character of yours to banish", R("7.1.2.2"), me))
            return "fail"
        paid = frame["tmp"]["paid_strength"] = stat(st, mine[0], "strength")
        banish(st, mine, R("7.1.2.2"), events)
    flt = dict(eff.target.filter if eff.target else {"types": ["character"]})
    flt["strength_max"] = paid - 1
    victims = resolve_targets(st, frame, eff, Target("chosen", flt), "victim")
    if victims is None:
        return "wait"
    if not victims:
        events.append(
            Event("nothing", f"{eff.text}: no character with less than {paid} {{S}}", R("1.2.3"), me)
        )
        return "ok"
    frame["it"] = victims
    banish(st, victims, R("7.1"), events)
    return "ok"
