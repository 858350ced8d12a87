""" "You pay 1 {I} less to play characters using their Shift ability" (Yokai - Intellectual Schemer):
a static ability of a card in play (``shift_only`` set on its ``cost_less`` entry) that lowers only
the Shift cost, an alternate cost (10.8.1), by the cost-decrease rule (4.3.4.5). Read by
engine.lorcana.play.play_cost when the play uses Shift. The card's own "For each item card in your discard,
you pay 1 {I} less to play this character using her Shift ability" (Belle - Mechanic Extraordinaire) is
the same decrease, read from the hand (7.6.5: ``who`` "in_hand", ``shift_only``)."""

from __future__ import annotations

from .characteristics import condition_holds, count_per, matches, statics_of, statics_with
from .state import LorcanaState


def shift_reduction(st: LorcanaState, player: int, uid: int) -> int:
    """The ink ``player``'s cards in play take off a Shift play of ``uid``."""
    total = 0
    for src, s in statics_with(st, "shift_only"):
        if (
            s.get("shift_only")
            and s.get("who") == "yours"
            and s.get("cost_less")
            and st.table.cards[src].controller == player
            and matches(st, uid, s.get("filter", {}), player, src)
            and condition_holds(st, s.get("cond"), player, src)
        ):
            total += s["cost_less"]
    for s in statics_of(st, uid):  # the card's own, from the hand (7.6.5): "for each item card in your discard, you pay
        if s.get("shift_only") and s.get("who") == "in_hand" and s.get("cost_less") and condition_holds(st, s.get("cond"), player, uid):
            total += s["cost_less"] * (count_per(st, player, uid, s["per"]) if s.get("per") else 1)  # 1 {I} less … using her Shift ability"
    return total
