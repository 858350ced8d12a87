"""Issue 21: the simulator's ONE PIECE invariants (``check_invariants``) catch each broken state: too
many Characters (3-7-6) or Stages (3-8-5), a DON!! card lost or added (5-1-2: 10 DON!! cards, or what
the Leader's text says, 1-3-1), a DON!! given to a card not on the field (6-5-5); the DON!! deck size
is remembered per Leader card data and must answer as computing it afresh (a 6-card Leader:
test_op15_op12_round5.py, OP15-058)."""

from __future__ import annotations

from engine.onepiece import don_deck_rule
from engine.onepiece.cards.schema import DON_ID, don_card
from engine.onepiece.game import ENGINE

from .helpers import VANILLA, attach, new_game, put


def test_a_sound_game_has_no_problem():
    st = new_game()
    assert ENGINE.check_invariants(st) == []
    attach(st, st.table.zone(0, "leader")[0], 2)
    assert ENGINE.check_invariants(st) == []


def test_too_many_characters_or_stages():
    st = new_game()
    for _ in range(6):
        put(st, 0, VANILLA, "characters")
    assert ENGINE.check_invariants(st) == ["P1 has more than 5 characters (3-7-6)"]
    st = new_game()
    stage = st.table.zone(0, "deck")[0]
    st.table.move(stage, "stage", player=0)
    st.table.move(st.table.zone(0, "deck")[0], "stage", player=0)
    assert ENGINE.check_invariants(st) == ["P1 has more than 1 stage (3-8-5)"]


def test_a_don_lost_or_added():
    # 5-1-2: each player's DON!! deck is 10 cards (a Leader may say otherwise, 1-3-1)
    st = new_game()
    st.table.remove(st.table.zone(1, "don_deck")[0])
    assert ENGINE.check_invariants(st) == ["P2 has 9 DON!! cards"]
    st = new_game()
    st.cards.setdefault(DON_ID, don_card())
    st.table.add(DON_ID, 0, "don_deck")
    assert ENGINE.check_invariants(st) == ["P1 has 11 DON!! cards"]
    st = new_game()
    don = st.table.zone(0, "don_deck")[0]
    st.table.cards[don].owner = 1  # counted by owner, wherever it is
    assert ENGINE.check_invariants(st) == ["P1 has 9 DON!! cards", "P2 has 11 DON!! cards"]


def test_a_don_given_to_a_card_off_the_field():
    # 6-5-5: a DON!! given to a card stays with it on the field
    st = new_game()
    host = put(st, 0, VANILLA, "characters")
    attach(st, host, 1)
    st.table.move(host, "trash", player=0)
    don = st.table.zone(0, "attached_don")[0]
    assert ENGINE.check_invariants(st) == [f"DON!! {don} is attached to a card not on the field"]


def test_the_don_deck_size_remembered_is_the_one_computed():
    st = new_game()
    for p in (0, 1):
        data = st.cards[st.table.peek(st.table.zone(p, "leader")[0]).card_id]
        assert don_deck_rule.don_deck_size(data) == don_deck_rule._don_deck_size(data) == 10
        assert don_deck_rule._SIZES[id(data)] == (data, 10)  # remembered for this card data


def test_don_count_from_the_previous_state_is_the_full_count_and_catches_a_change() -> None:
    """check_invariants(st, previous) counts the DON!! cards from ``previous``'s count and the cards written
    since (engine._don_owners, issue 21): the same count as all the cards, state after state of random
    games; a DON!! given to the other player since is caught."""
    from engine.core import Rng
    from engine.core.simulate import pick_action
    from engine.onepiece import engine as op_engine
    from engine.onepiece import game
    from engine.onepiece.cards.schema import DON_ID

    from .helpers import POOL

    compared = 0
    for seed in range(4):
        rng = Rng.from_seed(seed)
        prev, _ = ENGINE.new_game(["A", "B"], [game.random_deck(POOL, rng) for _ in range(2)], seed)
        assert ENGINE.check_invariants(prev) == []
        for _ in range(200):
            if prev.over:
                break
            st = ENGINE.apply(prev, pick_action(ENGINE.legal_actions(prev, ENGINE.to_act(prev)[0]), rng)).state
            assert ENGINE.check_invariants(st, prev) == []
            assert st.table.kept[op_engine._DON_OWNERS] == op_engine._don_owners(st.table)  # the full count
            if compared == 50:
                pair = (prev, ENGINE.apply(prev, pick_action(ENGINE.legal_actions(prev, ENGINE.to_act(prev)[0]), Rng.from_seed(9))).state)
            prev, compared = st, compared + 1
    assert compared > 300
    before, st = pair
    ENGINE.check_invariants(before)  # (counted afresh, kept on its table)
    don = next(c.uid for c in st.table.peek_cards() if c.card_id == DON_ID and c.owner == 0)
    st.table.cards[don].owner = 1  # written since the copy: counted again as it is
    assert ENGINE.check_invariants(st, before) == ["P1 has 9 DON!! cards", "P2 has 11 DON!! cards"]
