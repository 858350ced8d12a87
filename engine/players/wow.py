"""World of Warcraft TCG's evaluation for the ``normal`` player: hero health first, then the board.

The position values the heroes' health (2 a point; an opposing hero at 0 health loses, 102.1a),
each ally by attack, health and cost, every ready attacker by the damage it can still deal this
turn, resources up to seven, and cards in hand. Predictions: placing a resource (once a turn)
adds one; playing spends resources and puts an ally or equipment in play; an attack deals the
attacker's ATK to the defender and, when the defender is an ally, the defender's ATK back (combat
damage, 408). Armor is only worth exhausting while the hero is being attacked.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import Action

from .base import View
from .normal import WIN, Model
from .views import counters, data, number, opponents, zone

RESOURCE_TARGET = 7


@dataclass
class Unit:
    owner: int
    kind: str
    atk: float
    health: float
    cost: float
    exhausted: bool


@dataclass
class Position:
    seat: int
    opp: int
    health: dict[int, float]
    resources: float
    ready: float
    hand: dict[int, dict[str, Any]]
    hero: dict[int, int]
    units: dict[int, Unit] = field(default_factory=dict)


class WowModel(Model):
    def position(self, view: View, seat: int) -> Position:
        opp = opponents(view, seat)[0]
        mine = counters(view, seat)
        pos = Position(seat, opp, {p: number(counters(view, p).get("health")) for p in (seat, opp)},
                       number(mine.get("resources_total")), number(mine.get("resources_ready")),
                       {c["uid"]: data(view, c) for c in zone(view, seat, "hand")},
                       {p: (view["players"][p].get("hero") or -1) for p in (seat, opp)})
        for p in (seat, opp):
            for zname in ("allies", "hero_row"):
                for card in zone(view, p, zname):
                    d, stats = data(view, card), card.get("stats") or {}
                    health = number(stats.get("health", d.get("health"))) - number(card.get("damage"))
                    pos.units[card["uid"]] = Unit(p, str(d.get("type", "")).casefold(), number(stats.get("atk", d.get("atk"))),
                                                  health, number(d.get("cost")), bool(card.get("tapped")))
        return pos

    def evaluate(self, pos: Position) -> float:
        if pos.health[pos.opp] <= 0 < pos.health[pos.seat]:
            return WIN
        score = 2 * (pos.health[pos.seat] - pos.health[pos.opp])
        for uid, u in pos.units.items():
            if u.kind == "hero" or uid in pos.hero.values():
                worth = 0.0
            elif u.kind == "ally":
                worth = 1.0 + 1.5 * u.atk + max(0.0, u.health) + 0.5 * u.cost
            else:
                worth = 1.0 + u.cost + u.atk
            if u.owner == pos.seat:
                score += worth
                if not u.exhausted and u.atk > 0 and u.kind in ("ally", "hero"):
                    score += 1.2 * u.atk  # damage it can still deal this turn
            else:
                score -= worth
        score += 5 * min(pos.resources, RESOURCE_TARGET) + 0.5 * max(0.0, pos.resources - RESOURCE_TARGET)
        return score + 0.2 * pos.ready + 1.0 * len(pos.hand)

    def predict(self, pos: Position, view: View, action: Action) -> Position | None:
        a, new = action.args, copy.deepcopy(pos)
        if action.type == "resource":
            if new.hand.pop(a.get("uid"), None) is None:
                return None
            new.resources += 1
            return new
        if action.type == "play":
            d = new.hand.pop(a.get("uid"), None)
            if d is None:
                return None
            cost = number(d.get("cost")) + number(a.get("x"))
            new.ready = max(0.0, new.ready - cost)
            kind = str(d.get("type", "")).casefold()
            if kind == "ally":  # it cannot attack this turn: enters as if exhausted for the evaluation
                new.units[a["uid"]] = Unit(new.seat, kind, number(d.get("atk")), number(d.get("health")), cost, True)
            elif kind in ("weapon", "armor", "item", "location"):
                new.units[a["uid"]] = Unit(new.seat, kind, 0.0, 0.0, cost, False)
                hero = new.units.get(new.hero[new.seat])
                if kind == "weapon" and hero is not None:
                    hero.atk += number(d.get("atk"))
            else:  # an ability or quest: effect unknown to the model, valued by its cost
                new.health[new.opp] -= 1.0 + 0.75 * cost
            return new
        if action.type == "attack":
            return self._attack(new, a.get("attacker"), a.get("defender"))
        if action.type == "power":  # effect unknown; a cost that exhausts the hero loses its attack
            hero = new.units.get(new.hero[new.seat])
            if hero is not None and "exhaust your hero" in action.label.casefold():
                hero.exhausted = True
            new.health[new.opp] -= self.unknown_gain / 2
            return new
        if action.type == "armor":
            combat = view.get("combat") or {}
            if combat.get("defender") == pos.hero[pos.seat]:
                new.health[new.seat] += 2  # the armor prevents 2 damage to the attacked hero
            else:
                new.ready -= 5  # exhausted for nothing: no attack on the hero
            return new
        return None

    def _attack(self, pos: Position, uid: Any, target: Any) -> Position | None:
        att = pos.units.get(uid)
        if att is None:
            return None
        att.exhausted = True
        if target == pos.hero[pos.opp]:
            pos.health[pos.opp] -= att.atk
            return pos
        dfd = pos.units.get(target)
        if dfd is None:
            return None
        dfd.health -= att.atk
        if uid == pos.hero[pos.seat]:
            pos.health[pos.seat] -= dfd.atk
        else:
            att.health -= dfd.atk
            if att.health <= 0:
                del pos.units[uid]
        if dfd.health <= 0:
            del pos.units[target]
        return pos

    def option_value(self, view: View, seat: int, pending: dict[str, Any], option: dict[str, Any]) -> float | None:
        if pending.get("kind") == "protector":
            oid = str(option.get("id"))
            if oid == "none":
                return 0.0
            low = number(counters(view, seat).get("health")) <= 8
            return 1.0 if low else -1.0
        return None

