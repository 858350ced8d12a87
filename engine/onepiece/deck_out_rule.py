"""A Leader's rule change on deck-out (1-2-6: a card's text may change how a player loses): "Under the
rules of this game, you do not lose when your deck has 0 cards. You lose at the end of the turn in
which your deck becomes 0 cards." (marker ``DECK_OUT_AT_TURN_END`` on the Leader's continuous text).

Rule processing (9-2-1-2) spares such a player and notes the turn their deck reached 0 cards; at the
end of that turn (6-6-1-2, before "this turn" effects end) they lose; both players at once: a draw
(1-2-3)."""

from __future__ import annotations

from engine.core import Event, Result

from . import board
from .rules import R, option
from .state import OPState

DECK_OUT_AT_TURN_END = "rule:deck_out_at_turn_end"
ZERO_TURN = "_deck_zero_turn"
"""Leader flag: the turn in which its player's deck reached 0 cards (under the rule)."""


def spared(st: OPState, player: int) -> bool:
    """Does the rule spare ``player``, whose deck has 0 cards, from losing now? (It notes the turn.)"""
    lead = board.leader(st, player)
    if lead is None or not board.has_rule(st, lead, DECK_OUT_AT_TURN_END):
        return False
    st.table.cards[lead].flags.setdefault(ZERO_TURN, st.turn)
    return True


def lose_at_turn_end(st: OPState, events: list[Event]) -> bool:
    """At the end of the turn: the players whose deck reached 0 cards during it lose. True if the game ended.
    (With the D1 option ``deck_out_is_loss`` off, a deck at 0 cards loses no game, under this rule either.)"""
    if not option(st.options, "deck_out_is_loss"):
        return False
    losers = [
        p
        for p in range(st.num_players)
        if (lead := board.leader(st, p)) is not None and st.table.peek(lead).flags.get(ZERO_TURN) == st.turn
    ]
    if not losers:
        return False
    st.pending.clear()
    if len(losers) == st.num_players:
        st.result = Result(
            [], "both players' decks reached 0 cards during this turn (their leaders' rule)", R("1-2-3")
        )
    else:
        winners = [p for p in range(st.num_players) if p not in losers]
        st.result = Result(
            winners,
            f"P{losers[0] + 1} lost: their deck reached 0 cards during this turn (their leader's rule)",
            R("1-2-6"),
        )
    events.append(Event("game_over", st.result.reason, st.result.rule))
    return True
