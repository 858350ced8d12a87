"""Effects that wait for the end of the battle (op ``delay_battle``, declared like :mod:`engine.onepiece.ops_extra`):
"Then, at the end of this battle, place this Character at the bottom of the owner's deck" (OP02-064 Mr.2.Bon.Kurei).

Like ``delay`` (6-6-1-1, the end of the turn), the next ``amount`` effects of the ability are set aside; they happen when
the battle ends (7-1-5-2: the end-of-battle effects trigger and resolve before the battle is over), in
:func:`battle.end_of_battle` (:func:`push_battle_end`). "This Character" is the ability's source, remembered as its choice
(target zone ``chosen``): a card that changed zones meanwhile is a new card (3-1-6), so the delayed step forgets it.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op

END_OF_BATTLE = "end_of_battle"
"""``Frame.kind`` of a step waiting in ``OPState.delayed`` for the end of the battle (the others wait for the end of the turn)."""

DELAYED_REF = "_delayed_ref"  # the same flag as op_resolvers.DELAYED_REF (that module imports the game; this one must not)


@_op("delay_battle", ("amount",), "at the end of this battle, do the next {amount} step(s) to this card")
def delay_battle(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from .state import Frame

    src = frame.src
    st.delayed.append(Frame(src=src, card_id=frame.card_id, controller=frame.controller, ability=frame.ability,
                            pc=frame.pc + 1, stop=frame.pc + 1 + eff.amount, paid=True, mode=frame.mode, chosen=[src],
                            kind=END_OF_BATTLE))
    if src in st.table.cards:
        st.table.cards[src].flags[DELAYED_REF] = True
    frame.pc += eff.amount  # step() moves past the delay itself
    return True


def push_battle_end(st: Any, events: list) -> None:
    """7-1-5-2: the steps waiting for the end of this battle go on the stack (each forgets a card that changed zones, 3-1-6)."""
    from engine.core import Event

    from . import board
    from .rules import R

    waiting = [f for f in st.delayed if f.kind == END_OF_BATTLE]
    if not waiting:
        return
    st.delayed = [f for f in st.delayed if f.kind != END_OF_BATTLE]
    for frame in waiting:
        frame.chosen = [u for u in frame.chosen if u in st.table.cards and st.table.cards[u].flags.get(DELAYED_REF)]
        st.stack.append(frame)
        events.append(Event("trigger", f"{board.name(st, frame.src)}: the effect for the end of this battle happens", R("7-1-5-2"),
                            frame.controller))
