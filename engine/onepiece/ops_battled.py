"""``bottom_battled``: "At the end of a battle in which this Character battles your opponent's Character with a cost of
5 or less, place the opponent's Character you battled with at the bottom of the owner's deck" — the other card of the
battle going on (7-1-5-2: an end-of-battle effect), if it is still the opponent's Character in play and fits the
``target`` filter then; a removal by this effect (replacement effects are offered first, a prohibition stops it, 1-3-3).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op


@_op("bottom_battled", ("target",), "place the opponent's Character this card battled with ({target}) at the bottom of the owner's deck")
def bottom_battled(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core.effects import Effect

    from . import board, replacement
    from .resolve import apply_to

    t, p, b = st.table, frame.controller, st.battle
    if frame.held:
        chosen = frame.held
    else:
        other = None if b is None else b.target if b.attacker == frame.src else b.attacker if b.target == frame.src else None
        flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("side", "zone")}
        ok = (other is not None and other in t.cards and t.cards[other].zone == "characters" and t.cards[other].controller != p
              and (not flt or board.matches(st, other, flt, p, frame.src)))
        chosen = [other] if ok else []
    frame.chosen = chosen
    if replacement.hold(st, frame, chosen, "removed", events):
        return False  # a replacement effect is offered first (engine.onepiece.replacement)
    for uid in chosen:
        if t.cards[uid].zone == "characters":
            apply_to(st, frame, Effect("put_on_deck", zone="bottom"), uid, events)
    return True
