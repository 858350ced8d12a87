"""``set_stat``: "Set the power of up to 1 of your opponent's Characters to 0 during this turn", "Set the cost of up to 1
of your opponent's Characters with no base effect to 0 during this turn" — the player chooses the ``target`` cards
(8-4-4; "up to": 0 allowed, 1-3-5-1) and each one's ``stat`` ("power" or "cost") becomes ``amount`` for the
``duration``.

The value is set when the effect resolves: the card gets the change from its value then to ``amount`` (what its
power or cost is made of at that moment: printed value, changes, given DON!! on its controller's turn, 6-5-5-2), and
changes made after it add to the new value (1-3-8: text order, one after another). A cost below 0 counts as 0 (1-3-6).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R

_PROMPTS = {"power": "set the power of", "cost": "set the cost of"}


@_op("set_stat", ("amount", "target", "stat", "duration"), "set the {stat} of {target} to {amount}")
def set_stat(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Modifier

    from . import board
    from .stack import choose_targets
    from .state import FIELD

    chosen = choose_targets(st, frame, eff, picks, f"{_PROMPTS.get(eff.stat, eff.stat)} … to {eff.amount}", events)
    if chosen is None:
        return False
    frame.chosen = chosen
    p = frame.controller
    duration = eff.duration or "this_turn"
    for uid in chosen:
        if uid not in st.table.cards or st.table.cards[uid].zone not in FIELD:
            continue
        now = board.power(st, uid) if eff.stat == "power" else board.cost(st, uid)
        st.modifiers.append(Modifier(uid, eff.stat, eff.amount - now, duration=duration, player=p, turn=st.turn, source=frame.src))
        events.append(Event("modify", f"{board.name(st, uid)}: {eff.stat} {now} becomes {eff.amount} ({duration.replace('_', ' ')})",
                            R("1-3-8"), p, data={"uid": uid}))
    return True
