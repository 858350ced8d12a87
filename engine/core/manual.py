"""Manual resolution: card text the compiler can't handle is carried out by its controller with
generic operations, each one logged publicly, until they say "done". Nothing is skipped or guessed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import effects
from .actions import Action, Event, Pending
from .engine import BaseState
from .rules import RuleRef, RulesError

MANUAL = "manual"
OPS = ("move", "damage", "heal", "draw", "tap", "untap", "modify", "score", "shuffle", "reveal", "done")


@dataclass
class ManualSpec:
    """What a game allows in manual resolution: its zones, stats and player counters, and how to
    change a counter (e.g. Lorcana lore)."""

    rule: RuleRef
    zones: list[str]
    stats: list[str] = field(default_factory=list)
    counters: list[str] = field(default_factory=list)
    change_counter: Callable[[BaseState, int, str, int], None] | None = None
    tap_word: str = "tapped"
    locked: list[str] = field(default_factory=list)
    """Zones whose cards are not changed by hand (WoW's chain: a card there is a link being resolved)."""
    allow: Callable[[BaseState, Action], bool] | None = None
    """The game's filter: an operation it returns False for is neither offered nor accepted."""
    refusal: str = "the rules don't let that card be changed by hand"
    draw: Callable[[BaseState, int, int, RuleRef], list[Event]] | None = None
    """The game's own draw (e.g. drawing from an empty deck loses, or draws from another zone)."""
    shuffle: Callable[[BaseState, int, str, RuleRef], list[Event]] | None = None
    """The game's own shuffle (e.g. one that also cuts)."""


def manual_pending(player: int, card_uid: int | None, text: str, rule: RuleRef) -> Pending:
    """The pending step that asks ``player`` to carry out ``text`` by hand."""
    return Pending(
        player=player, kind=MANUAL, prompt=f"Resolve by hand: {text}", options=[], min=0, max=0,
        rule=rule, context={"uid": card_uid, "text": text},
    )


def manual_actions(state: BaseState, player: int, spec: ManualSpec) -> list[Action]:
    """The generic operations offered while ``player`` resolves text by hand (cards in public
    zones and their own hand; hidden cards are not listed)."""
    acts = [Action(MANUAL, player, {"op": "done"}, "Done")]
    table = state.table
    for uid, card in sorted(table.cards.peek_items()):  # type: ignore[attr-defined]  # reading only
        if not table.visible_to(card, player) or card.zone in spec.locked:
            continue
        for zone in spec.zones:
            if zone != card.zone:
                acts.append(Action(MANUAL, player, {"op": "move", "uid": uid, "zone": zone}, f"Move {table.card_name(uid)} to {zone}"))
        if table.specs[card.zone].visibility == "public":
            acts.append(Action(MANUAL, player, {"op": "damage", "uid": uid, "n": 1}, f"1 damage to {table.card_name(uid)}"))
            if card.damage:
                acts.append(Action(MANUAL, player, {"op": "heal", "uid": uid, "n": 1}, f"Remove 1 damage from {table.card_name(uid)}"))
            op = "untap" if card.tapped else "tap"
            acts.append(Action(MANUAL, player, {"op": op, "uid": uid}, f"{op.title()} {table.card_name(uid)}"))
            for st in spec.stats:
                for delta in (1, -1):
                    acts.append(Action(MANUAL, player, {"op": "modify", "uid": uid, "stat": st, "delta": delta}, f"{st} {delta:+d} to {table.card_name(uid)} this turn"))
    for p in range(state.num_players):
        acts.append(Action(MANUAL, player, {"op": "draw", "target": p, "n": 1}, f"P{p + 1} draws 1"))
        acts.append(Action(MANUAL, player, {"op": "shuffle", "target": p, "zone": "deck"}, f"P{p + 1} shuffles their deck"))
        for counter in spec.counters:
            for delta in (1, -1):
                acts.append(Action(MANUAL, player, {"op": "score", "target": p, "counter": counter, "delta": delta}, f"P{p + 1} {counter} {delta:+d}"))
    if spec.allow is not None:
        acts = [a for a in acts if a.args["op"] == "done" or spec.allow(state, a)]
    return acts


def apply_manual(state: BaseState, action: Action, spec: ManualSpec) -> tuple[bool, list[Event]]:
    """Carry out one manual operation; returns (finished, events). Every event is public."""
    pending = state.pending[0] if state.pending else None
    if pending is None or pending.kind != MANUAL or pending.player != action.player:
        raise RulesError("no card text is waiting to be resolved by you", spec.rule)
    args: dict[str, Any] = action.args
    op = args.get("op")
    if op not in OPS:
        raise RulesError(f"unknown manual operation {op!r}; use one of {', '.join(OPS)}", spec.rule)
    who = f"P{action.player + 1} (by hand)"
    rule = spec.rule
    table = state.table
    if op != "done" and spec.allow is not None and not spec.allow(state, action):
        raise RulesError(spec.refusal, rule)
    if op == "done":
        state.pending.pop(0)
        return True, [Event(MANUAL, f"{who}: done resolving “{pending.context.get('text', '')}”", rule, action.player)]
    if op in ("draw", "shuffle", "score"):
        target = args.get("target")
        if not isinstance(target, int) or not 0 <= target < state.num_players:
            raise RulesError("name a player by number", rule)
        if op == "draw":
            if spec.draw is not None:
                evs = spec.draw(state, target, _count(args), rule)
            else:
                evs = effects.draw(table, target, _count(args), rule)[1][1:]
            return False, [Event(MANUAL, f"{who}: P{target + 1} draws {_count(args)}", rule, action.player), *evs]
        if op == "shuffle":
            zone = str(args.get("zone", "deck"))
            if spec.shuffle is not None:
                return False, spec.shuffle(state, target, zone, rule)
            return False, [effects.shuffle(table, state.rng, target, zone, rule)]
        counter, delta = args.get("counter"), args.get("delta")
        if counter not in spec.counters or not isinstance(delta, int) or spec.change_counter is None:
            raise RulesError(f"counters you can change: {', '.join(spec.counters) or 'none'}", rule)
        spec.change_counter(state, target, counter, delta)
        return False, [Event(MANUAL, f"{who}: P{target + 1} {counter} {delta:+d}", rule, action.player)]
    uid = args.get("uid")
    card = table.cards.get(uid) if isinstance(uid, int) else None
    if card is None or not table.visible_to(card, action.player):
        raise RulesError("name a card you can see", rule)
    if card.zone in spec.locked:
        raise RulesError(f"a card in the {card.zone} is not changed by hand", rule)
    if op == "move":
        zone = args.get("zone")
        if zone not in spec.zones:
            raise RulesError(f"zones: {', '.join(spec.zones)}", rule)
        src = card.zone
        was_public = table.visible_to(card, None)
        card.face_down = False  # a card moved by hand arrives face up (hidden zones hide it anyway)
        ev = effects.move(table, card.uid, zone, rule)
        state.modifiers = effects.forget_card(state.modifiers, card.uid)
        card.tapped, card.damage = False, 0
        # name the card only if everyone could see it before or can see it now
        name = table.card_name(card.uid) if was_public or table.visible_to(card, None) else "a card"
        ev.text = f"{who}: {name} moves from {src} to {zone}"
        return False, [ev]
    if op == "damage":
        return False, [_by_hand(who, effects.deal_damage(table, card.uid, _count(args), rule))]
    if op == "heal":
        return False, [_by_hand(who, effects.remove_damage(table, card.uid, _count(args), rule))]
    if op in ("tap", "untap"):
        return False, [_by_hand(who, effects.set_tapped(table, card.uid, op == "tap", rule, spec.tap_word))]
    if op == "reveal":
        return False, [_by_hand(who, effects.reveal(table, [card.uid], rule, action.player))]
    stat_name, delta = args.get("stat"), args.get("delta")
    if stat_name not in spec.stats or not isinstance(delta, int):
        raise RulesError(f"stats you can change: {', '.join(spec.stats) or 'none'}", rule)
    state.modifiers.append(effects.Modifier(card.uid, stat_name, delta, duration="this_turn", player=action.player, turn=state.turn))
    return False, [Event(MANUAL, f"{who}: {table.card_name(card.uid)} {stat_name} {delta:+d} this turn", rule, action.player)]


def _count(args: dict[str, Any]) -> int:
    n = args.get("n", 1)
    if not isinstance(n, int) or not 1 <= n <= 60:
        raise RulesError("a count is a whole number from 1 to 60")
    return n


def _by_hand(who: str, event: Event) -> Event:
    event.kind = MANUAL
    event.text = f"{who}: {event.text}"
    return event
