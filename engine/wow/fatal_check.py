"""Printed: "Your hero deals 3 shadow damage to target hero or ally. If that character doesn't have fatal
damage on it, put 3 damage on your hero." (Shadow Word: Death): the op ``put_damage_unless_fatal``
puts ``amount`` damage (405.3: placed, not dealt) on its target (the player's hero) unless the
character the link acted on before (``engine.wow.refs``: the target of the damage) has fatal damage
on it now (405.2: damage at least its health). "That character" is read as the effect resolves,
before the pre-priority check destroys it (410.6a). A target that became illegal (EN 709.2a) was
not acted on: nothing is put then."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import R


def fatal(st, uid: int) -> bool:
    """405.2: the character has damage at least equal to its health."""
    return kw.in_play(st, uid) and st.table.cards[uid].damage >= kw.health(st, uid)


@resolves(GAME, "put_damage_unless_fatal")
def _put_damage_unless_fatal(call: OpCall) -> list[Event]:
    st = call.st
    rows = call.link.data.get("ref", [])
    if not rows or any(fatal(st, row["uid"]) for row in rows):
        return []
    events: list[Event] = []
    for uid in call.targets_or_source:  # 405.3: placed damage, capped at exactly fatal damage
        if not kw.is_character(st, uid):
            continue
        placed = min(call.amount, max(kw.health(st, uid) - st.table.cards[uid].damage, 0))
        if placed > 0:
            st.table.cards[uid].damage += placed
            events.append(
                Event(
                    "put_damage",
                    f"{placed} damage is put on {kw.name(st, uid)}",
                    R("405.3"),
                    call.player,
                    data={"uid": uid, "amount": placed},
                )
            )
    return events
