"""Counters a card enters play with (404.1a; ``cards.templates_wscale_counters``): "This ability
enters play with two wind counters." — put on it as it enters play, before its own "when this enters
play" powers trigger (like the damage of 405.3, ``procedure.resolve_card``). X is the X paid to play
it (201.3; 0 when it was put into play without being played); an "if" condition is checked as it enters."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.keys import ENTERS_COUNTERS
from .conditions import holds
from .counters import add_counters
from .powers import powers
from .rules import R
from .state import WowState


def place(st: WowState, uid: int, player: int, x: int = 0) -> list[Event]:
    """Put the counters the card's printed entering states name on it (404.1a)."""
    events: list[Event] = []
    for pw in powers(st, uid):
        if pw.kind != "static" or not pw.automated:
            continue
        for e in pw.effects:
            if e.op != "grant_keyword" or e.keyword != ENTERS_COUNTERS:
                continue
            cond = e.condition or {}
            if cond.get("if") and not holds(st, player, uid, cond["if"]):
                continue  # "… enters play with three +1 ATK counters if an opponent went first this game" (helper gear)
            n = max(x, 0) if e.amount == -1 else e.amount
            if cond.get("per"):  # "… with a +1 ATK counter for each card in your hand": counted as it enters
                n *= kw.per_count(st, player, cond["per"], uid)
            events += add_counters(st, uid, cond["kind"], n, R("404.1a"))
    return events
