"""``activate_event``: "Activate up to 1 {Dressrosa} type Event with a base cost of 3 or less from your hand", "activate
the [Main] effect of up to 1 Event card with a cost of 7 or less in your trash" — the effect's player chooses up to 1
Event card of the ``target`` zone (hand or trash) that fits the filter and has a [Main] effect (0 allowed, 1-3-5-1).

It is an effect activating the Event's [Main] effect (8-5-3), not playing the card (8-5-2): no cost of the card is
paid (2-7-3), and "when you activate an Event" (8-5-4) does not trigger. A card from the hand is revealed (8-4-1-2) and
put in the trash (8-4-2); one from the trash stays there. Its [Main] effect resolves next, as the rest of this
instruction (1-3-8), with its own activation costs and conditions (8-3-1, 8-3-2: "You may rest N DON!!" is asked).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("activate_event", ("target",), "activate the [Main] effect of {target}")
def activate_event(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, effects

    from . import board
    from .resolve import event_ability
    from .stack import candidates, new_choice, took_only
    from .state import Frame

    p = frame.controller
    if picks is None:
        cands = [u for u in candidates(st, frame, eff.target) if event_ability(st, u, "main") is not None]
        if not cands:
            took_only(st, p, "target", [], f"{board.name(st, frame.src)}: activate an Event: none", "no card fits the text",
                      R("1-3-2"), events, private=eff.target.filter.get("zone") == "hand")
            return True
        st.pending.insert(0, new_choice(st, p, "target", f"{board.name(st, frame.src)}: activate the [Main] effect of",
                                        cands, 0, min(eff.target.count or 1, 1), R("8-4-4")))
        return False
    if not picks:
        return True  # "up to 1": none (1-3-5-1)
    uid = picks[0]
    card = st.table.cards[uid]
    index = event_ability(st, uid, "main")
    if index is None:
        return True
    if card.zone == "hand":
        events.append(effects.reveal(st.table, [uid], R("8-4-1-2"), p))
        events.append(board.move_card(st, uid, "trash", R("8-4-2"), position=0))
    events.append(Event("event", f"P{p + 1} activates the [Main] effect of {board.name(st, uid)} (an effect: the card is "
                                 "not played)", R("8-5-3"), p))
    # resolves next: the rest of this instruction, before any other ability waiting (1-3-8)
    st.stack.insert(1, Frame(src=uid, card_id=card.card_id, controller=p, ability=index, kind="event"))
    return True
