"""Dice (helper w30gear): "roll a die" — a six-sided die from the match's seeded random source (as
``engine.wow.die_tokens``: the rules name no other die). The op ``wg30_roll_die`` rolls and notes the result on the
link's source card (``flags["_wg30_roll"]``); the condition ``{"k": "wg30_roll", "min": a, "max": b}`` or ``{"k":
"wg30_roll", "parity": "even" | "odd"}`` (``engine.wow.gear_conditions``) gates each following effect on it (EN 709: "1-2:
…", "If it's even, …")."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .ops import GAME, OpCall
from .rules import EN

SIDES = 6
FLAG = "_wg30_roll"


@resolves(GAME, "wg30_roll_die")
def _roll_die(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    roll = st.rng.randrange(SIDES) + 1
    card = st.table.cards.get(link.uid)
    if card is not None:
        card.flags[FLAG] = roll
    link.data["roll"] = roll
    return [Event("roll", f"P{call.player + 1} rolls a die: {roll}", EN("709"), call.player, data={"roll": roll})]
