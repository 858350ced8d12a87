"""Two more of ONE PIECE's own effect ops, declared like :mod:`engine.onepiece.ops_extra` (the package
imports this module before engine.onepiece.ops counts the ops), each with its resolver:

- ``only_if_self``: "If this Character has 7000 power or more, …" — a condition on the ability's own
  card (8-3-2), read when the effect resolves: the card's current values against the ``target``
  filter (``power_min`` …, the keys board.matches reads). When it does not hold, nothing more of
  that ability is carried out (the effects after it are the conditioned ones);
- ``trash_from_field``: "trash up to 1 of your opponent's Characters with …" — the chosen cards go
  from the field to their owner's trash: a removal, not a K.O. (10-2-1: no [On K.O.]); a card that
  cannot be removed by its opponent's effects stays (1-3-3), and replacement effects ("would be
  removed from the field … instead") are offered first, as for any removal.

The resolvers import the game modules when they run: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("only_if_self", ("target",), "if this card is {target}, do the rest of the ability (otherwise, nothing more)")
def only_if_self(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board

    flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("side", "zone")}
    src = frame.src
    if src in st.table.cards and st.table.cards[src].zone in ("leader", "characters", "stage") \
            and board.matches(st, src, flt, frame.controller, src):
        return True
    frame.stop = frame.pc + 1  # the rest of the ability is what the condition governs
    events.append(Event("effect", f"{board.name(st, src)}: its condition is not met, so the rest of its effect does not happen",
                        R("8-3-2"), frame.controller))
    return True


@_op("trash_from_field", ("target",), "trash {target} (from the field: not a K.O.)")
def trash_from_field(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board, replacement
    from .stack import choose_targets

    chosen = frame.held or choose_targets(st, frame, eff, picks, "choose a card to trash", events)
    if chosen is None:
        return False
    frame.chosen = chosen
    if replacement.hold(st, frame, chosen, "removed", events):
        return False  # a replacement effect is offered first (engine.onepiece.replacement)
    for uid in chosen:
        card = st.table.cards.get(uid)
        if card is None or card.zone not in ("characters", "stage"):
            continue
        if board.removal_blocked(st, uid, frame.controller):
            events.append(Event("effect", f"{board.name(st, uid)} cannot be removed from the field by its opponent's effects",
                                R("1-3-3"), frame.controller))
            continue
        if replacement.spared(st, uid, events):
            continue
        events.append(board.move_card(st, uid, "trash", R("8-4-1-5"), position=0))
    return True
