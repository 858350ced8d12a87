""" "Move all damage from chosen character of yours to this character" (Isabela Madrigal - Perfectly
in Control) and "Move all damage counters from all other characters to that character" (Can't
Hold It Back Anymore): every damage counter on the source cards goes onto one card. Moving
counters is not dealing damage (9.3.1: no Resist, no "is dealt damage" triggers); the destination
is never one of the sources. Op ``move_all_damage``.

Op ``move_damage_between`` (Luisa Madrigal - Confident Climber): "Move up to 1 damage from chosen
character of yours to this character. Then, if this character has 3 or more damage, move all damage
from this character to chosen opposing character": the player chooses how many counters (7.1.8
"up to"); the "if" is checked as the step resolves (7.1.2), before the destination is chosen.

Ops of engine.lorcana.ops; registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, Target, resolves

from .characteristics import name
from .ops import GAME
from .resolve import _ask, resolve_targets
from .rules import R
from .state import LorcanaState


def _destination(st: LorcanaState, frame: dict, to: str) -> int | None:
    """``to`` "self": the source card of the ability; "it": the card an earlier step named (7.1.9)."""
    uids = [frame["source"]] if to == "self" else list(frame.get("it") or [])[:1]
    uid = uids[0] if uids else None
    return uid if uid in st.table.cards and st.table.cards[uid].zone == "play" else None


@resolves(GAME, "move_all_damage")
def move_all_damage(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: the cards the counters leave; ``condition`` = {"to": "self" | "it"}. "fail"
    when the destination has left play or no counter moved (1.2.3)."""
    me = frame["player"]
    dest = _destination(st, frame, (eff.condition or {}).get("to", "self"))
    if dest is None:
        events.append(
            Event("nothing", f"{eff.text}: the card to move the damage to is not in play", R("1.2.3"), me)
        )
        return "fail"
    if eff.target is not None and eff.target.kind == "each":
        frame["tmp"]["exclude"] = [dest]  # "all other characters"
    sources = resolve_targets(st, frame, eff, eff.target)
    if sources is None:
        return "wait"
    moved = 0
    for u in sources:
        card = st.table.cards[u]
        if u == dest or card.zone != "play" or not card.damage:
            continue
        n, card.damage = card.damage, 0
        st.table.cards[dest].damage += n
        moved += n
        events.append(
            Event("move_damage", f"{n} damage moved from {name(st, u)} to {name(st, dest)}", R("9.3.1"), me)
        )
    return "ok" if moved else "fail"


@resolves(GAME, "move_damage_between")
def move_damage_between(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: the one card the counters leave; ``amount``: the most counters (0: all);
    ``condition`` = {"to": "self" | filter of a chosen card, "up_to": bool, "min_damage": N}."""
    me = frame["player"]
    cond = eff.condition or {}
    src = resolve_targets(st, frame, eff, eff.target, "from")
    if src is None:
        return "wait"
    if not src or st.table.cards[src[0]].zone != "play":
        return "fail"
    card = st.table.cards[src[0]]
    if card.damage < cond.get("min_damage", 0):
        events.append(Event("condition", f"{eff.text}: the condition is not met", R("7.1.2"), me))
        return "fail"
    to = cond.get("to", "self")
    if to == "self":
        dest = _destination(st, frame, "self")
    else:
        frame["tmp"]["exclude"] = [src[0]]
        got = resolve_targets(st, frame, eff, Target("chosen", dict(to)), "to")
        if got is None:
            return "wait"
        dest = got[0] if got else None
    if dest is None or dest == src[0]:
        return "fail"
    most = card.damage if not eff.amount else min(eff.amount, card.damage)
    n = most
    if cond.get("up_to") and most:
        picked = frame["tmp"].get("amount")
        if picked is None:
            frame["tmp"]["asking"] = "amount"
            return _ask(
                st,
                frame,
                me,
                "amount",
                f"{eff.text}: how much damage to move from {name(st, src[0])}?",
                [Option(str(i), str(i)) for i in range(most + 1)],
                1,
                1,
                "7.1.8",
            )
        n = picked[0]
    if not n:
        return "fail"
    card.damage -= n
    st.table.cards[dest].damage += n
    events.append(
        Event("move_damage", f"{n} damage moved from {name(st, src[0])} to {name(st, dest)}", R("9.3.1"), me)
    )
    return "ok"
