"""Lorcana's evaluation for the ``normal`` player: the lore race first, then the board.

The position values lore (8 a point; reaching the win total wins), each character by what it will
quest for and what it survives (an exerted character that an opposing character could banish next
turn is worth half: Lorcana 4.3.6 lets only exerted characters be challenged), ink up to seven
(4.3.3), and cards in hand. Predictions: quest adds the character's lore (4.3.5); a challenge deals
each side's strength as damage, with Challenger and Resist (4.3.6.13, 10.x); playing spends ink and
puts the card on the board; inking adds one ink (once a turn, 4.3.3); moving to a location earns
its lore each turn (4.3.7).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import Action

from .base import View
from .normal import WIN, Model
from .views import counters, data, number, opponents, zone

INK_TARGET = 7


@dataclass
class Unit:
    owner: int
    kind: str
    lore: float
    strength: float
    willpower: float
    damage: float
    exerted: bool
    cost: float
    keywords: dict[str, float]
    at: int | None = None


@dataclass
class Position:
    seat: int
    opp: int
    lore: dict[int, float]
    win: float
    ink_total: float
    ink_ready: float
    hand: dict[int, dict[str, Any]]
    units: dict[int, Unit] = field(default_factory=dict)


def _keywords(view: View, card: dict[str, Any]) -> dict[str, float]:
    kws = card.get("keywords") if isinstance(card.get("keywords"), dict) else data(view, card).get("keywords") or {}
    return {str(k): number(v) for k, v in kws.items()} if isinstance(kws, dict) else {}


class LorcanaModel(Model):
    def position(self, view: View, seat: int) -> Position:
        opp = opponents(view, seat)[0]
        mine = counters(view, seat)
        pos = Position(seat, opp, {p: number(counters(view, p).get("lore")) for p in (seat, opp)},
                       number(view.get("win_lore"), 20), number(mine.get("ink_total")), number(mine.get("ink_ready")),
                       {c["uid"]: data(view, c) for c in zone(view, seat, "hand")})
        for p in (seat, opp):
            for card in zone(view, p, "play"):
                d = data(view, card)
                stats = card.get("stats") or {}
                pos.units[card["uid"]] = Unit(
                    p, str(d.get("type", "")).casefold(), number(stats.get("lore", d.get("lore"))),
                    number(stats.get("strength", d.get("strength"))), number(stats.get("willpower", d.get("willpower"))),
                    number(card.get("damage")), bool(card.get("tapped")), number(d.get("cost")), _keywords(view, card),
                    card.get("at"))
        return pos

    # --- evaluation ------------------------------------------------------------------------
    def evaluate(self, pos: Position) -> float:
        if pos.lore[pos.seat] >= pos.win:
            return WIN
        score = 8 * (pos.lore[pos.seat] - pos.lore[pos.opp])
        threats = [u.strength for u in pos.units.values() if u.owner == pos.opp and u.kind == "character"]
        evasive_threats = [u.strength for u in pos.units.values()
                           if u.owner == pos.opp and u.kind == "character" and "Evasive" in u.keywords]
        for u in pos.units.values():
            worth = self.unit_value(u, pos)
            if u.owner == pos.seat and u.exerted and u.kind == "character":
                reach = evasive_threats if "Evasive" in u.keywords else threats
                if any(s >= u.willpower - u.damage for s in reach):
                    worth *= 0.5
            score += worth if u.owner == pos.seat else -worth
        score += 4 * min(pos.ink_total, INK_TARGET) + 0.5 * max(0.0, pos.ink_total - INK_TARGET)
        score += 0.3 * pos.ink_ready
        score += sum(self.hand_value(d, pos) for d in pos.hand.values())
        return score

    @staticmethod
    def unit_value(u: Unit, pos: Position) -> float:
        if u.kind == "character":
            at_bonus = 0.0
            if u.at is not None and u.at in pos.units:
                at_bonus = 2 * pos.units[u.at].lore
            return 3 * u.lore + 0.7 * u.strength + 0.7 * max(0.0, u.willpower - u.damage) + 0.3 * u.cost + at_bonus
        if u.kind == "location":
            return 1.0 + u.cost + 2 * u.lore
        return 1.0 + u.cost

    @staticmethod
    def hand_value(d: dict[str, Any], pos: Position) -> float:
        soon = number(d.get("cost")) <= pos.ink_total + 1
        return 1.0 + (0.5 if soon else 0.0)

    # --- predictions -----------------------------------------------------------------------
    def predict(self, pos: Position, view: View, action: Action) -> Position | None:
        a, new = action.args, copy.deepcopy(pos)
        if action.type == "quest":
            u = new.units.get(a.get("uid"))
            if u is None:
                return None
            new.lore[new.seat] += u.lore
            u.exerted = True
            return new
        if action.type == "challenge":
            return self._challenge(new, a.get("uid"), a.get("target"))
        if action.type == "ink":
            if new.hand.pop(a.get("uid"), None) is None:
                return None
            new.ink_total += 1
            new.ink_ready += 1
            return new
        if action.type == "play":
            return self._play(new, a)
        if action.type == "move":
            u, loc = new.units.get(a.get("uid")), new.units.get(a.get("location"))
            if u is None or loc is None:
                return None
            u.at = a.get("location")
            new.ink_ready = max(0.0, new.ink_ready - number(view.get("cards", {}).get(
                next((c["card_id"] for c in zone(view, new.seat, "play") if c["uid"] == a.get("location")), ""), {})
                .get("move_cost")))
            return new
        return None

    def _challenge(self, pos: Position, uid: Any, target: Any) -> Position | None:
        att, dfd = pos.units.get(uid), pos.units.get(target)
        if att is None or dfd is None:
            return None
        att.exerted = True
        hit = att.strength + att.keywords.get("Challenger", 0) - dfd.keywords.get("Resist", 0)
        dfd.damage += max(0.0, hit)
        if dfd.kind == "character":
            back = dfd.strength - att.keywords.get("Resist", 0)
            att.damage += max(0.0, back)
        if dfd.damage >= dfd.willpower:
            del pos.units[target]
        if att.damage >= att.willpower:
            del pos.units[uid]
        return pos

    def _play(self, pos: Position, a: dict[str, Any]) -> Position | None:
        d = pos.hand.pop(a.get("uid"), None)
        if d is None:
            return None
        mode = a.get("mode")
        cost = number(d.get("cost"))
        if mode == "shift":
            cost = number((d.get("keywords") or {}).get("Shift"), cost)
        if mode in ("ink", "shift"):
            pos.ink_ready = max(0.0, pos.ink_ready - cost)
        if mode == "sing":
            singer = pos.units.get(a.get("singer"))
            if singer is not None:
                singer.exerted = True
        kind = str(d.get("type", "")).casefold()
        if kind in ("character", "location", "item"):
            unit = Unit(pos.seat, kind, number(d.get("lore")), number(d.get("strength")), number(d.get("willpower")),
                        0.0, False, cost if mode != "shift" else number(d.get("cost")),
                        {str(k): number(v) for k, v in (d.get("keywords") or {}).items()})
            if mode == "shift":  # both bases of a Duo/Combo Shift go under it (2.2.0 8.10.8.3-8.10.8.4)
                for base in (a.get("onto"), a.get("onto2")):
                    if base in pos.units:
                        under = pos.units.pop(base)
                        unit.damage, unit.exerted = unit.damage + under.damage, unit.exerted or under.exerted
            pos.units[a["uid"]] = unit
        else:  # an action or a song: its effect is unknown to the model; valued by its cost
            pos.lore[pos.seat] += 0.1 + 0.15 * number(d.get("cost"))
        return pos

    def option_value(self, view: View, seat: int, pending: dict[str, Any], option: dict[str, Any]) -> float | None:
        """An "amount" question (how much damage to move or remove, 7.1.8 "up to N"): the most."""
        oid = str(option.get("id", ""))
        return float(oid) if pending.get("kind") == "amount" and oid.isdigit() else None

    def card_value(self, view: View, card: dict[str, Any]) -> float:
        d = data(view, card)
        stats = card.get("stats") or {}
        return (1.0 + 3 * number(stats.get("lore", d.get("lore"))) + 0.5 * number(stats.get("strength", d.get("strength")))
                + 0.5 * number(d.get("cost")))
