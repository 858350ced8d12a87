"""Session 34: "your opponent's cards" (DON!! included) and OP16-001's bound.

An opening "If …," and a later "Then, …" (a helper's reading that the condition covers the "Then," sentence,
8-2-1-2) was not merged: the documents do not decide it, and an earlier session ruled that each condition covers
its own sentence (1-3-8); the tests that record that reading stand (e.g. test_newest_sets, test_opnext_cards).

2. "Rest up to 2 of your opponent's cards" (OP13-033, OP14-024, OP15-032, OP16-035) and "Up to 2 of your
   opponent's rested cards will not become active …" (OP15-023): "cards" with no card type names every card type,
   DON!! cards included (2-2-2); of the opponent's DON!! cards, those of the cost area are active or rested (3-9-3,
   6-2-4) and on the field (3-1-2); given DON!! cards are not set active or rested by effects (official Q&A,
   test_official_qa_more.test_given_don_cannot_be_set_active_by_effects). readers.field_cards.
3. OP16-001 Portgas.D.Ace: "Up to 1 of your [Monkey.D.Luffy] Characters or up to 1 of your Characters with a
   type including "Whitebeard Pirates", with 8000 power or more, gains [Rush]": the bound set off by a comma after
   both alternatives bounds both; a [Monkey.D.Luffy] of less than 8000 power is not offered (no change).
"""

from __future__ import annotations

from engine.onepiece import board
from engine.onepiece.cards.compiler import compile_card

from .helpers import (
    VANILLA_1,
    act,
    battle_ko,
    choose,
    end_turn,
    leader,
    needs_npm,
    option_ids,
    set_real_leader,
    turn_with_don,
)
from .helpers import add_top as add
from .helpers import play_real as play

pytestmark = needs_npm


# --- 2. "your opponent's cards": the cost area's DON!! cards too ----------------------------------------------------------

def test_op13_033_franky_may_rest_an_active_don_of_the_cost_area(real_pool):
    # ONE PIECE 2-2-2 (DON!! is a card type), 3-1-2 / 3-9-3 (the cost area's DON!! are on the field, active or rested);
    # given DON!! are not rested by effects (official Q&A)
    st = turn_with_don(0, 3, n=4)
    f = add(st, real_pool, "OP13-033", 0, "characters")
    host = add(st, real_pool, VANILLA_1, 1, "characters")
    board.give_don(st, st.table.zone(1, "cost_area")[-1], host)
    active, rested = st.table.zone(1, "cost_area")[:2]
    st.table.cards[rested].tapped = True
    given = st.table.zone(1, "attached_don")[0]
    st = battle_ko(st, real_pool, f)
    ids = option_ids(st)
    assert st.pending[0].player == 0 and st.pending[0].max == 2
    assert str(active) in ids and str(leader(st, 1)) in ids
    assert str(given) not in ids and str(rested) not in ids  # given: never; rested: already (1-3-2-1)
    st = choose(st, active, leader(st, 1))
    assert st.table.cards[active].tapped and st.table.cards[leader(st, 1)].tapped


def test_every_your_opponents_cards_wording_names_don(real_pool):
    # ONE PIECE 2-2-2: OP14-024, OP15-032, OP16-035 (rest) and OP15-023 (rested cards kept rested) read like OP13-033
    for number in ("OP13-033", "OP14-024", "OP15-032", "OP16-035", "OP15-023"):
        effects = [e for ab in compile_card(real_pool.get(number).data).abilities for e in ab.effects
                   if e.target and e.target.filter.get("side") == "opp"]
        assert effects and all("DON!!" in e.target.filter["types"] for e in effects), number


def test_op15_032_brook_rests_an_opponents_don(real_pool):
    # ONE PIECE 2-2-2, 3-9-3
    st = turn_with_don(6, 2)
    don = st.table.zone(1, "cost_area")[0]
    st, _b = play(st, real_pool, "OP15-032")
    assert str(don) in option_ids(st)
    st = choose(st, don)
    assert st.table.cards[don].tapped


def test_op15_023_arlong_keeps_a_rested_don_rested_through_the_refresh(real_pool):
    # ONE PIECE 2-2-2, 6-2-4 (the cost area's rested cards become active), 1-3-3 (the effect keeps them rested)
    st = turn_with_don(0, 3, n=4)
    a = add(st, real_pool, "OP15-023", 0, "characters")
    held, other = st.table.zone(1, "cost_area")[:2]
    st.table.cards[held].tapped = st.table.cards[other].tapped = True
    st = battle_ko(st, real_pool, a)
    assert str(held) in option_ids(st) and str(other) in option_ids(st)
    st = choose(st, held)
    st = end_turn(end_turn(st))  # P2's next turn: its Refresh Phase
    assert st.active == 1
    assert st.table.cards[held].tapped and not st.table.cards[other].tapped


# --- 3. OP16-001: "with 8000 power or more" bounds both alternatives --------------------------------------------------------

def test_op16_001_ace_bound_applies_to_the_luffy_alternative_too(real_pool):
    # the comma before "with 8000 power or more" sets the bound after both alternatives (no rule section; the text)
    st = turn_with_don(0)
    set_real_leader(st, real_pool, 0, "OP16-001")
    small_luffy = add(st, real_pool, "ST08-011", 0, "characters", entered_turn=st.turn)  # [Monkey.D.Luffy], 5000
    big_luffy = add(st, real_pool, "P-061", 0, "characters", entered_turn=st.turn)  # [Monkey.D.Luffy], 10000
    st = act(st, "activate", uid=leader(st, 0), ability=0)
    ids = option_ids(st)
    assert str(big_luffy) in ids and str(small_luffy) not in ids
