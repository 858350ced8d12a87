"""Answers to pending choices that need no game knowledge: each option gets a value, and the
answer is the best legal pick (or set of picks) by value.

Card options are judged by the prompt's wording and the card's side: a harmful effect ("deal
damage", "banish", "K.O.", "discard" …) is best aimed at the opponent's most valuable card, a
helpful one ("heal", "ready", "+2", "draw" …) at one's own. Games refine this with their own
knowledge (``Model.option_value``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.actions import Action

from .base import View
from .views import index

HELPFUL_FIRST = ("remove damage", "remove 1 damage", "remove up to", "heal", "prevent")
HARMFUL = ("damage", "banish", "k.o", "destroy", "defeat", "return", "exert", "rest ", "discard", "trash",
           "bottom", "can't", "cannot", "loses", "lose ", " -", "reduce", "shuffle", "exit", "leave", "put into")
HELPFUL = ("ready", "+", "gain", "draw", "give", "gets", "untap", "active", "protect", "search", "add", "hand",
           "play", "move", "support")
GOOD_WORDS = {"yes": 1.0, "keep": 1.0, "first": 1.0, "me": 1.0, "top": 0.5, "trigger": 1.0, "advance": 3.0,
              "disrupt": 2.0}
NEUTRAL_WORDS = ("done", "pass", "none", "skip", "no", "second", "opponent", "mulligan", "bottom")


def tone(prompt: str) -> int:
    """-1 if the prompt reads as harmful to the chosen card, +1 if helpful, 0 if unclear."""
    text = f" {prompt.casefold()} "
    if any(w in text for w in HELPFUL_FIRST):
        return 1
    if any(w in text for w in HARMFUL):
        return -1
    if any(w in text for w in HELPFUL):
        return 1
    return 0


def option_value(view: View, seat: int, option: dict[str, Any], prompt: str,
                 card_value: Callable[[View, dict[str, Any]], float]) -> float:
    """A generic value for one option of ``seat``'s pending choice."""
    oid = str(option.get("id", ""))
    word = oid.casefold()
    if word in GOOD_WORDS:
        return GOOD_WORDS[word]
    if word in NEUTRAL_WORDS:
        return 0.0
    if word == str(seat):  # "who starts": this seat
        return 1.0
    uid = _uid(oid)
    if uid is not None:
        found = index(view).get(uid)
        if found is None:
            return 0.0
        owner, _zone, card = found
        worth = max(0.5, card_value(view, card))
        sign = tone(prompt)
        if sign == 0:
            return 0.0
        return worth * sign * (1 if owner == seat else -1)
    return 0.0


def _uid(oid: str) -> int | None:
    match = re.fullmatch(r"[a-z]?(\d+)", oid)
    return int(match[1]) if match else None


def best_answer(pending: dict[str, Any], actions: list[Action], values: dict[str, float]) -> Action | None:
    """The ``choose`` action whose picks are best: every pick of value > 0 (highest first) up to
    the maximum, at least the minimum (the least bad ones), as a legal action when the engine lists
    that combination, else built (the engine checks the answer like any other)."""
    chooses = [a for a in actions if a.type == "choose" and isinstance(a.args.get("picks"), list)]
    if not chooses:
        return None
    low, high = int(pending.get("min", 1)), int(pending.get("max", 1))
    ranked = sorted(values, key=lambda oid: -values[oid])
    picks = [oid for oid in ranked if values[oid] > 0][:high]
    if len(picks) < low:
        picks = ranked[:low]
    wanted = sorted(picks)
    for action in chooses:
        if sorted(action.args["picks"]) == wanted:
            return action
    if high == 1 or low == high:  # one pick (or an exact count): the best legal combination by value
        return max(chooses, key=lambda a: sum(values.get(p, 0.0) for p in a.args["picks"]))
    return Action("choose", chooses[0].player, {"picks": picks}, ", ".join(picks))
