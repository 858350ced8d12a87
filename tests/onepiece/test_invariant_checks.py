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
