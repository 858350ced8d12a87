""" "{E} one of your characters to deal damage equal to their {S} to chosen character" (Ambush!):
exerting one of your characters is a cost inside the effect (7.1.2.2 "[A] to [B]": without it, [B]
does not happen). Only a ready character can be exerted, and a drying character can't {E} to pay a
cost (glossary "drying"; 5.1.1, 4.3.8.2): such characters are not offered. The exerted character is
"their"/"it" for the steps after it (7.1.9).

Op ``exert_cost`` (engine.lorcana.ops): ``target`` = the kind of card to exert (your cards), its
``then`` = [B]. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, Target, resolves

from .characteristics import can_exert_for_cost, in_play, matches
from .ops import GAME
from .resolve import resolve_targets
from .rules import R
from .state import LorcanaState
from .zones import exert_event


def payers(st: LorcanaState, frame: dict, flt: dict) -> list[int]:
    """Your cards matching ``flt`` that can be exerted to pay a cost now."""
    me, src = frame["player"], frame["source"]
    return [u for u in in_play(st, me) if matches(st, u, flt, me, src) and can_exert_for_cost(st, u)]


@resolves(GAME, "exert_cost")
def exert_cost(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Exert one of your matching ready (and, for a character, dry) cards; "fail" when none can be
    exerted, so the rest of the sentence doesn't happen (7.1.2.2)."""
    me = frame["player"]
    flt = {**(eff.target.filter if eff.target else {"types": ["character"]}), "owner": "you"}
    pool = frame["tmp"].setdefault(
        "payers", payers(st, frame, flt)
    )  # fixed once: the answer is checked against it
    if not pool:
        events.append(
            Event("cant_pay", f"{eff.text}: no ready, dry card of yours to exert", R("7.1.2.2"), me)
        )
        return "fail"
    picked = resolve_targets(st, frame, eff, Target("chosen", {**flt, "uids": pool}), "payer")
    if picked is None:
        return "wait"
    done = [u for u in picked if u in pool and can_exert_for_cost(st, u)]
    if not done:
        return "fail"
    for u in done:
        events.append(exert_event(st, u, True, R("7.1.2.2"), "exerted"))
    frame["it"] = done  # "their {S}" (7.1.9)
    return "ok"
