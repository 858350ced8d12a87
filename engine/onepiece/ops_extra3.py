"""A few more of ONE PIECE's own effect ops, declared like :mod:`engine.onepiece.ops_extra` (the package
imports this module before engine.onepiece.ops counts the ops), each with its resolver:

- ``deal_damage``: "deal 1 damage to your opponent" (one damage, as take_damage) — the opponent's Leader takes the damage as from
  an attack (4-6-2: the top Life card goes to their hand, or its [Trigger] may be activated instead;
  with no Life card left, the damage defeats them, 1-2-1-1-1). The same damage processing as
  "you take 1 damage" (resolve.take_damage), for the other player;
- ``opponent_may_add_don``: "your opponent may add N DON!! card(s) from their DON!! deck and set it as
  active" — the opponent decides (8-4-4: a choice the text gives a player is theirs to make); "1"
  adds them (as many as their DON!! deck holds), "0" does not.

The resolvers import the game modules when they run: this module is loaded before them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .ops_extra import _op
from .rules import R


@_op("deal_damage", (), "deal 1 damage to your opponent")
def deal_damage(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from . import board, resolve

    had_life = bool(st.table.zone(board.opponent(frame.controller), "life"))
    done = resolve.take_damage(st, replace(frame, controller=board.opponent(frame.controller)), eff, picks, events)
    if had_life:  # "When you deal damage to your opponent's Life" (4-6; none at 0 Life: that damage defeats them)
        resolve.trigger(st, "dealt_damage", board.in_play(st, frame.controller), events)
    return done


@_op("opponent_may_add_don", ("amount",), "your opponent may add {amount} DON!! card(s) from their DON!! deck and set them as active")
def opponent_may_add_don(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board

    opp = board.opponent(frame.controller)
    n = min(max(eff.amount, 1), len(st.table.zone(opp, "don_deck")))
    if n == 0:  # nothing to add: not adding is the only answer, and the log says why
        events.append(Event("effect", f"P{opp + 1} has no DON!! card in their DON!! deck and cannot add DON!!", R("1-3-2"), opp))
        return True
    if picks is None:
        opts = [Option("1", f"Add {n} DON!! card(s) from your DON!! deck (active)"), Option("0", "Do not add DON!!")]
        st.pending.insert(0, choices.choose_n(opp, "target", f"{board.name(st, frame.src)}: you may add {n} DON!! card(s)",
                                              opts, n=1, rule=R("8-4-4")))
        return False
    if picks and picks[0] == 1:
        n = board.don_to_cost_area(st, opp, n, R("8-4-1-5"))
        events.append(Event("don", f"P{opp + 1} adds {n} DON!! (active)", R("8-4-1-5"), opp))
    else:
        events.append(Event("effect", f"P{opp + 1} does not add DON!!", R("8-4-4"), opp))
    return True
