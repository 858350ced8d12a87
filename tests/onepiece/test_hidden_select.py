"""Hidden information in the log of a selection (8-4-4): a card chosen in a hand is "a card from their hand" to everyone
and named only to the player who chose it; the reveal that follows (11-2-1) names it to both, as the text says."""

from __future__ import annotations

from engine.core import Action
from engine.onepiece.game import ENGINE

from .helpers import add_top as add
from .helpers import clear, needs_npm, option_ids
from .helpers import play_real as play
from .helpers import turn_with_don as turn

pytestmark = needs_npm

REBECCA = "OP10-058"  # [On Play] … reveal up to 2 {Dressrosa} type Character cards … from your hand. Play 1 of the revealed cards …
DRESS_3 = "OP10-054"  # Blue Gilly: {Dressrosa}, cost 3, no text


def _seen(events, viewer):
    return [e.text for e in events if e.seen_by(viewer)]


def test_a_card_selected_in_the_hand_is_named_only_to_its_owner_until_revealed(real_pool):
    # ONE PIECE 8-4-4 (choosing), 11-2-1 (revealing): the opponent learns the cards at the reveal, not at the choice
    st = turn(don=10, n=3)
    clear(st, 0, "hand")
    three = add(st, real_pool, DRESS_3, 0, "hand")
    st, _ = play(st, real_pool, REBECCA)
    assert option_ids(st) == [str(three)]
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(three)]}))
    name = res.state.cards[res.state.table.cards[three].card_id]["name"]  # Blue Gilly
    select_lines = [e for e in res.events if e.kind == "select"]
    assert [e.text for e in select_lines if e.seen_by(1)] == ["Rebecca selects a card from their hand"]
    assert any(name in t for t in _seen(select_lines, 0))  # the chooser sees which
    assert all(name not in t for t in _seen(select_lines, None))  # nor a spectator, at the choice
    card_id = res.state.table.cards[three].card_id
    assert any(e.kind == "reveal" and name in e.text and card_id in e.data["card_ids"] and e.seen_by(1) for e in res.events)  # 11-2-1: then revealed to both
