""" "Move all damage from chosen character of yours to this character" (Isabela Madrigal - Perfectly
in Control) and "Move all damage counters from all other characters to that character" (Can't
Hold It Back Anymore): every damage counter on the source cards goes onto one card. Moving
counters is not dealing damage (9.3.1: no Resist, no "is dealt damage" triggers); the destination
is never one of the sources. Op ``move_all_damage`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import resolve_targets
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
