"""ONE PIECE's evaluation for the ``normal`` player: life first, then DON!! tempo and the board.

The position values the opponent's lost life (10 each; damage at 0 life wins, 7-1-4-1-1-1), each
character by cost and power, every ready attacker by the damage it can still deal this turn (its
chance to hit the leader grows with each 1000 power above the leader's, since the defender may
add counters, 7-1-3-2), unspent DON!! a little, and cards in hand. Predictions: playing spends
active DON!! (6-5-3); giving DON!! adds 1000 power (6-5-5); an attack that reaches the target's
power takes a life or K.O.s the rested character (7-1-4), discounted by the counter risk.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import Action

from .base import View
from .normal import WIN, Model
from .views import counters, data, number, opponents, zone

LIFE = 10.0


@dataclass
class Unit:
    owner: int
    kind: str
    power: float
    cost: float
    rested: bool
    double: bool = False


@dataclass
class Position:
    seat: int
    opp: int
    life: dict[int, float]
    don_active: float
    opp_hand: float
    hand: dict[int, dict[str, Any]]
    units: dict[int, Unit] = field(default_factory=dict)
    leader: dict[int, int] = field(default_factory=dict)
    won: bool = False


def hit_chance(margin: float, opp_hand: float) -> float:
    """How likely an attack with ``margin`` power over the target lands: the defender holds
    counters (+1000/+2000) in roughly half of its cards."""
    if margin < 0:
        return 0.0
    if opp_hand <= 0:
        return 1.0
    return min(1.0, 0.4 + 0.3 * margin / 1000)


class OnePieceModel(Model):
    repeatable = ("attach",)  # DON!! are given one at a time (6-5-5)

    def position(self, view: View, seat: int) -> Position:
        opp = opponents(view, seat)[0]
        pos = Position(seat, opp, {p: number(counters(view, p).get("life")) for p in (seat, opp)},
                       number(counters(view, seat).get("don_active")), number(counters(view, opp).get("hand")),
                       {c["uid"]: data(view, c) for c in zone(view, seat, "hand")})
        for p in (seat, opp):
            for zname in ("leader", "characters", "stage"):
                for card in zone(view, p, zname):
                    d, stats = data(view, card), card.get("stats") or {}
                    kws = [str(k).casefold() for k in (card.get("keywords") or [])]
                    pos.units[card["uid"]] = Unit(p, zname, number(stats.get("power", d.get("power"))),
                                                  number(stats.get("cost", d.get("cost"))), bool(card.get("tapped")),
                                                  "double attack" in kws)
                    if zname == "leader":
                        pos.leader[p] = card["uid"]
        return pos

    def evaluate(self, pos: Position) -> float:
        if pos.won:
            return WIN
        score = LIFE * (pos.life[pos.seat] - pos.life[pos.opp])
        target = pos.units.get(pos.leader.get(pos.opp, -1))
        for u in pos.units.values():
            if u.kind == "stage":
                worth = 1.0 + u.cost
            elif u.kind == "leader":
                worth = 0.0
            else:
                worth = 1.0 + u.cost + u.power / 1000
            if u.owner == pos.seat:
                score += worth
                if not u.rested and u.kind != "stage" and target is not None:
                    score += 0.9 * LIFE * hit_chance(u.power - target.power, pos.opp_hand)
            else:
                score -= worth
        return score + 0.2 * pos.don_active + 1.0 * len(pos.hand)

    def predict(self, pos: Position, view: View, action: Action) -> Position | None:
        a, new = action.args, copy.deepcopy(pos)
        if action.type == "play":
            d = new.hand.pop(a.get("uid"), None)
            if d is None:
                return None
            new.don_active = max(0.0, new.don_active - number(d.get("cost")))
            kind = str(d.get("type", "")).casefold()
            if kind == "character":
                new.units[a["uid"]] = Unit(new.seat, "characters", number(d.get("power")), number(d.get("cost")), True)
            elif kind == "stage":
                new.units[a["uid"]] = Unit(new.seat, "stage", 0.0, number(d.get("cost")), False)
            elif "[main]" in str(d.get("effect") or d.get("text") or "").casefold():
                # an event with a [Main] effect (unknown to the model), valued by its cost; an event
                # that is only a [Counter] is kept for the opponent's turn (7-1-3-2-2)
                new.life[new.opp] -= 0.1 + 0.1 * number(d.get("cost"))
            return new
        if action.type == "attach":
            u = new.units.get(a.get("target"))
            if u is None or new.don_active < 1:
                return None
            new.don_active -= 1
            u.power += 1000
            return new
        if action.type == "attack":
            return self._attack(new, a.get("attacker"), a.get("target"))
        return None

    def _attack(self, pos: Position, uid: Any, target: Any) -> Position | None:
        att, dfd = pos.units.get(uid), pos.units.get(target)
        if att is None or dfd is None:
            return None
        att.rested = True
        p = hit_chance(att.power - dfd.power, pos.opp_hand)
        if dfd.kind == "leader":
            hits = 2 if att.double else 1
            if pos.life[pos.opp] <= 0 and p >= 1.0:
                pos.won = True
            pos.life[pos.opp] -= p * min(hits, max(1.0, pos.life[pos.opp]))
            pos.opp_hand += p  # the life card goes to their hand
            return pos
        if p > 0:
            dfd.cost *= 1 - p
            dfd.power *= 1 - p
        return pos

    def option_value(self, view: View, seat: int, pending: dict[str, Any], option: dict[str, Any]) -> float | None:
        kind, oid = pending.get("kind"), str(option.get("id"))
        battle = view.get("battle") or {}
        if kind == "life":
            return 1.0 if oid == "activate" else 0.0
        if kind == "counter_target":
            return 1.0 if oid == str(battle.get("target")) else 0.0
        if kind in ("counter", "block"):
            return self._defend(view, seat, battle, kind, oid)
        return None

    def _defend(self, view: View, seat: int, battle: dict[str, Any], kind: str, oid: str) -> float:
        if oid in ("done", "none"):
            return 0.0
        attack, defence = number(battle.get("attacker_power")), number(battle.get("target_power"))
        if attack < defence:
            return -1.0  # the attack fails anyway
        life = number(counters(view, seat).get("life"))
        on_leader = any(c["uid"] == battle.get("target") for c in zone(view, seat, "leader"))
        target = next((c for c in zone(view, seat, "characters") if c["uid"] == battle.get("target")), None)
        worth = (LIFE if life <= 1 else 3.0 if life <= 3 else 0.5) if on_leader else (
            1.0 + number(data(view, target).get("cost")) if target else 0.0)
        if kind == "block":
            blocker = next((c for c in zone(view, seat, "characters") if str(c["uid"]) == oid), None)
            return worth - (1.0 + number(data(view, blocker).get("cost"))) if blocker else -1.0
        card = next((c for c in zone(view, seat, "hand") if f"c{c['uid']}" == oid or f"e{c['uid']}" == oid), None)
        boost = number(data(view, card).get("counter"), 1000.0) if card else 0.0
        return worth - 1.5 if boost > 0 else -1.0
