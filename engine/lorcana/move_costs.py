"""The cost of moving a character to a location (4.3.7.4: its move cost, 6.5.4) after static
decreases: "Your Pirate characters may move here for free", "If you have a character here, you
pay 2 {I} less to move a character of yours here" (``to`` "here": moves to the source location)
and "You pay 1 {I} less to move your characters to a location" (``to`` "any"). A compiled static
carries {"who": "self", "move_less": N, "to": "here"|"any", "filter": {...}, "cond": {...}}.
``once``: "Once during your turn, you may pay 1 {I} less to move this character to a location"
(Raksha - Fearless Mother): only the source card itself, once per turn; it is used by the first
move of the turn that it makes cheaper (using it whenever it saves ink loses nothing: the
decrease is the same each time), marked when that move is paid (``spend``)."""

from __future__ import annotations

from .characteristics import condition_holds, data, matches, statics_with
from .state import LorcanaState


def move_cost(st: LorcanaState, player: int, uid: int, loc: int, *, spend: bool = False) -> int:
    """The ink ``player`` pays to move ``uid`` to ``loc`` now (never below 0); ``spend``: the move
    is being paid, so a once-per-turn decrease it uses is marked as used."""
    cost = int(data(st, loc).get("move_cost") or 0)
    once = []
    for src, s in statics_with(st, "move_less"):
        if not s.get("move_less") or st.table.cards[src].controller != player:
            continue
        if s.get("to") == "here" and src != loc:
            continue
        if s.get("once"):
            if src == uid and st.active == player and st.table.cards[src].flags.get("_move_less_turn") != st.turn:
                once.append((src, int(s["move_less"])))
            continue
        if matches(st, uid, s.get("filter", {}), player, src) and condition_holds(st, s.get("cond"), player, src):
            cost -= int(s["move_less"])
    for src, less in once:
        if cost > 0:  # only a move it makes cheaper uses it
            cost -= less
            if spend:
                st.table.cards[src].flags["_move_less_turn"] = st.turn
    return max(0, cost)
