"""My Little Pony TCG's evaluation for the ``normal`` player: story progress first, then the columns.

The position values the protagonists' stages (12 a stage; stage Ⅳ wins, 第一節 4.1.0) and, per
column, what the coming interaction will do (第四節 4.0.0): a character facing an empty slot can
advance the story (4.4.1), one facing a weaker character makes it leave (4.3.3–4.3.4), one facing
a stronger character leaves. Each character also counts by its Idea and cost; cards in hand and
ready Harmony a little. Predictions: playing a character puts it in the chosen slot and taps
scenes for its cost; items and events are valued by their cost.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import Action

from .base import View
from .normal import WIN, Model
from .views import counters, data, number, opponents, zone

STAGE = 12.0
WIN_STAGE = 4
SLOTS = 3


@dataclass
class Pony:
    idea: float
    cost: float


@dataclass
class Position:
    seat: int
    opp: int
    stage: dict[int, float]
    harmony: float
    hand: dict[int, dict[str, Any]]
    slots: dict[int, dict[int, Pony]] = field(default_factory=dict)
    """Per seat: slot → the character there."""
    bonus: float = 0.0


def _pony(view: View, card: dict[str, Any]) -> Pony:
    d, stats = data(view, card), card.get("stats") or {}
    return Pony(number(stats.get("idea", d.get("idea"))), number(stats.get("cost", d.get("cost"))))


class MlpModel(Model):
    def position(self, view: View, seat: int) -> Position:
        opp = opponents(view, seat)[0]
        pos = Position(seat, opp, {p: number(counters(view, p).get("stage")) for p in (seat, opp)},
                       number(counters(view, seat).get("harmony_ready")),
                       {c["uid"]: data(view, c) for c in zone(view, seat, "hand")})
        for p in (seat, opp):
            pos.slots[p] = {int(c["slot"]): _pony(view, c) for c in zone(view, p, "adventure")
                            if isinstance(c.get("slot"), int)}
        return pos

    def evaluate(self, pos: Position) -> float:
        if pos.stage[pos.seat] >= WIN_STAGE:
            return WIN
        score = STAGE * (pos.stage[pos.seat] - pos.stage[pos.opp]) + pos.bonus
        mine, theirs = pos.slots[pos.seat], pos.slots[pos.opp]
        for slot in range(SLOTS):
            a, b = mine.get(slot), theirs.get(slot)
            if a is not None:
                score += 1.0 + 0.5 * a.idea + 0.3 * a.cost
            if b is not None:
                score -= 1.0 + 0.5 * b.idea + 0.3 * b.cost
            if a is not None and b is None:
                score += 0.6 * STAGE  # my character may advance my story
            elif b is not None and a is None:
                score -= 0.6 * STAGE  # theirs may advance theirs on their turn
            elif a is not None and b is not None:
                if a.idea > b.idea:
                    score += 2.0 + b.cost
                elif a.idea < b.idea:
                    score -= 2.0 + a.cost
        return score + 0.8 * len(pos.hand) + 0.1 * pos.harmony

    def predict(self, pos: Position, view: View, action: Action) -> Position | None:
        if action.type != "play":
            return None
        a, new = action.args, copy.deepcopy(pos)
        d = new.hand.pop(a.get("uid"), None)
        if d is None:
            return None
        cost = number(next((c.get("stats", {}).get("cost") for c in zone(view, pos.seat, "hand")
                            if c["uid"] == a.get("uid")), None), number(d.get("cost")))
        new.harmony = max(0.0, new.harmony - cost)
        if str(d.get("type")) == "Character" and isinstance(a.get("slot"), int):
            new.slots[new.seat][a["slot"]] = Pony(number(d.get("idea")), cost)
        else:  # an item or event: effect unknown to the model, valued by its cost
            new.bonus += 0.8 + 0.9 * cost
        return new

    def option_value(self, view: View, seat: int, pending: dict[str, Any], option: dict[str, Any]) -> float | None:
        if pending.get("kind") != "hirameki":
            return None
        if str(option.get("id")) == "pass":
            return 0.0
        column = view.get("column")
        opp = opponents(view, seat)[0]
        mine = next((c for c in zone(view, seat, "adventure") if c.get("slot") == column), None)
        theirs = next((c for c in zone(view, opp, "adventure") if c.get("slot") == column), None)
        if mine is None or theirs is None:
            return -1.0
        return 1.0 if _pony(view, mine).idea <= _pony(view, theirs).idea else -1.0
