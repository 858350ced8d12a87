""""Each player pays 2 {I} more to play actions or items" (Gantu - Experienced Enforcer): a static
ability of a card in play (7.6.4) that raises the total cost of every matching play of every
player (4.3.4.5: the ink cost, or an alternate cost, plus its modifiers; increases before
decreases). A song sung (an alternate cost, 6.3.3.3 and 10.10) still pays the increase in ink; a
play "for free" ignores every ink cost, this one included (4.3.4.10). Compiled as ``{"who":
"each_player", "cost_more": N, "filter": {...}}``; read by engine.lorcana.play.play_cost and the
listing of plays (engine.lorcana.game, engine.lorcana.play_gate)."""

from __future__ import annotations

from .characteristics import condition_holds, matches, statics_with
from .state import LorcanaState


def cost_increase(st: LorcanaState, player: int, uid: int) -> int:
    """The {I} more ``player`` pays to play ``uid`` because of such statics in play (any player's)."""
    total = 0
    for src, s in statics_with(st, "cost_more"):
        if (s.get("who") == "each_player" and matches(st, uid, s.get("filter", {}), player, src)
                and condition_holds(st, s.get("cond"), st.table.cards[src].controller, src)):
            total += int(s["cost_more"])
    return total


def any_increase(st: LorcanaState) -> bool:
    """Is there such a static in play at all (the listing's gate)?"""
    return any(s.get("who") == "each_player" for _src, s in statics_with(st, "cost_more"))
