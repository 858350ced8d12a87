"""The copy ``apply`` starts from (engine.lorcana.state_copy) shares the card data, so it keeps the
match's answer of engine.lorcana.match_abilities: the same answer as one worked out afresh from the
copy's card data (the printed abilities of a match's cards, 7.4.1 / 7.6.1), and a copy of other card
data gets its own."""

from __future__ import annotations

from engine.lorcana import match_abilities as ma
from engine.lorcana.state_copy import copy_state

from .test_speed_golden import fixed_decks


def _fresh(cards: dict) -> ma.MatchAbilities:
    """The long way: every record worked out again."""
    parts = [ma._work_out(cid, d) for cid, d in cards.items()]
    return ma.MatchAbilities(*(frozenset().union(*(p[i] for p in parts)) for i in range(5)), any(p.grants for p in parts),
                             frozenset().union(*(p.frail for p in parts)))


def test_copy_keeps_the_kept_answer() -> None:
    from engine.lorcana import game

    st, _ = game.ENGINE.new_game(["P1", "P2"], fixed_decks(), 5, {})
    answer = ma.match_abilities(st.cards)
    new = copy_state(st)
    assert new.cards is st.cards  # shared: never written once the match is played (tests/lorcana/test_shared_card_data.py)
    assert ma._LAST[0] is new.cards  # the copy's, which apply reads next
    assert ma.match_abilities(new.cards) is answer
    assert answer == _fresh(new.cards)
    other, _ = game.ENGINE.new_game(["P1", "P2"], fixed_decks(), 6, {})
    other.cards["extra"] = {"type": "Character", "willpower": 0, "text": ""}  # a frail card: another answer
    ma.match_abilities(st.cards)
    assert ma._LAST[0] is st.cards
    copied = copy_state(other)  # not the card data last asked about: the kept answer stays st's
    assert ma._LAST[0] is st.cards
    assert ma.match_abilities(copied.cards) == _fresh(copied.cards) != answer
