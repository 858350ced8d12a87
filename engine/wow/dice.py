"""Dice (helper w30gear): "roll a die" — a six-sided die from the match's seeded random source (as
``engine.wow.die_tokens``: the rules name no other die). The op ``wg30_roll_die`` rolls and notes the result on the
link's source card (``flags["_wg30_roll"]``); the condition ``{"k": "wg30_roll", "min": a, "max": b}`` or ``{"k":
"wg30_roll", "parity": "even" | "odd"}`` (``engine.wow.gear_conditions``) gates each following effect on it (EN 709: "1-2:
…", "If it's even, …").

Every die of the engine is rolled by :func:`roll` (``wg30_roll_die``, ``die_tokens``, ``dice_match_destroy``), which
applies the replacements of a roll (EN 716): op :data:`ONE_ANY` (a continuous power; Eye of Magtheridon, helper d37wow):
"If 1 would be rolled on a die, you may change it to any value on that die instead." — its controller answers as the
die would show 1 (``optional_replacement.ask``, EN 709.3), for any player's die; a die changed shows no 1 for another
such power."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

SIDES = 6
FLAG = "_wg30_roll"
ONE_ANY = "zd37_one_any"


def roll(st: WowState, player: int) -> tuple[int, list[Event]]:
    """``player`` rolls a six-sided die (the match's seeded random source): its value, after the replacements of a roll
    (module doc), and the events (the roll, then each change)."""
    value = st.rng.randrange(SIDES) + 1
    events = [Event("roll", f"P{player + 1} rolls a die: {value}", EN("709"), player, data={"roll": value})]
    if value == 1 and (found := kw.sources_doing(st, ONE_ANY)):
        from .optional_replacement import NO, ask

        for src, _effs in sorted(found, key=lambda pair: pair[0]):
            if value != 1:
                break
            if st.table.peek(src).face_down or not any(e.op == ONE_ANY for e in kw.statics(st, src, ONE_ANY)):
                continue  # its conditions don't hold now
            me, name = st.table.peek(src).controller, kw.name(st, src)
            options = [Option(NO, "leave it at 1"), *(Option(str(v), f"change it to {v}") for v in range(2, SIDES + 1))]
            answer = ask(me, f"P{player + 1}'s die would show 1: change it to any value on that die instead ({name})?", options, EN("716"))
            if answer != NO:
                value = int(answer)
                events.append(Event("roll", f"P{me + 1} changes the die to {value} ({name})", EN("716"), me, data={"roll": value}))
    return value, events


@resolves(GAME, "wg30_roll_die")
def _roll_die(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    value, events = roll(st, call.player)
    card = st.table.cards.get(link.uid)
    if card is not None:
        card.flags[FLAG] = value
    link.data["roll"] = value
    return events
