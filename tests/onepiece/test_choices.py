"""Choices the rules give the player, which the engine used to make by itself: which DON!! a
DON!! −N cost returns (8-3-1-6), top or bottom of life, "in any order" at the bottom of the deck,
who receives a counter boost (7-1-3-2-1), "draw up to N" (4-5-4); negation (8-2), prohibitions
(1-3-3), "base power becomes" (4-9) and continuous effects on the opponent's cards (8-1-3-4).
Each template also has a real card (skipped without the npm package)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.onepiece import board, game
from engine.onepiece.cards.compiler import compile_card

from .helpers import (
    act,
    attach,
    choose,
    clear,
    end_turn,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    pending_kind,
    put,
    refused,
    to_turn,
)

LIFE_GAMBLER, SILENCER, RECYCLER, TIDE_CALLER = "FX01-031", "FX01-032", "FX01-033", "FX01-018"


def battle_turn():
    return to_turn(new_game(), 3)


def test_don_minus_lets_the_player_return_a_given_don():
    # ONE PIECE 8-3-1-6, 10-2-10-1: the player chooses among cost-area and given DON!!
    st = battle_turn()
    clear(st, 0, "cost_area")
    give_don(st, 0, 4)
    lead = leader(st, 0)
    attach(st, lead, 1)
    victim = put(st, 1, "FX01-003", "characters")
    tc = put(st, 0, TIDE_CALLER, "hand")
    assert board.power(st, lead) == 6000
    st = act(st, "play", uid=tc)  # rests the 4 cost-area DON!!
    st = choose(st, "yes")
    assert pending_kind(st) == "don_return" and st.pending[0].player == 0
    assert st.pending[0].rule.section == "8-3-1-6"
    assert option_ids(st) == ["rested", f"on{lead}"]
    st = choose(st, f"on{lead}")
    assert board.power(st, lead) == 5000 and len(st.table.zone(0, "cost_area")) == 4
    st = choose(st, victim)
    assert victim in st.table.zone(1, "hand")


def test_don_minus_is_automatic_when_every_don_is_alike():
    # ONE PIECE 8-3-1-6: one group of interchangeable DON!! leaves nothing to choose
    st = battle_turn()
    clear(st, 0, "cost_area")
    give_don(st, 0, 4)
    tc = put(st, 0, TIDE_CALLER, "hand")
    st = act(st, "play", uid=tc)
    st = choose(st, "yes")
    assert pending_kind(st) != "don_return"
    assert len(st.table.zone(0, "cost_area")) == 3


def test_top_or_bottom_of_life_is_the_players_choice():
    # ONE PIECE 3-10 (life is ordered), 8-3-1: "add 1 card from the top or bottom of your Life cards"
    st = battle_turn()
    clear(st, 0, "life")
    bottom = put(st, 0, "FX01-004", "life")
    top = put(st, 0, "FX01-003", "life")
    gambler = put(st, 0, LIFE_GAMBLER, "characters")
    st = act(st, "activate", uid=gambler, ability=0)
    assert pending_kind(st) == "life_end" and option_ids(st) == ["top", "bottom"]
    st = choose(st, "bottom")
    assert bottom in st.table.zone(0, "hand") and st.table.zone(0, "life") == [top]
    assert board.power(st, gambler) == 5000


def test_top_or_bottom_with_one_life_card_asks_nothing():
    # ONE PIECE 3-10: with one life card top and bottom are the same card
    st = battle_turn()
    clear(st, 0, "life")
    only = put(st, 0, "FX01-003", "life")
    gambler = put(st, 0, LIFE_GAMBLER, "characters")
    st = act(st, "activate", uid=gambler, ability=0)
    assert only in st.table.zone(0, "hand") and not st.pending


def test_trash_to_deck_cost_chooses_cards_and_their_order():
    # ONE PIECE 8-3-1, 1-3-8: "place 2 cards from your trash at the bottom of your deck in any order"
    st = battle_turn()
    clear(st, 0, "trash")
    a, b, c = (put(st, 0, "FX01-003", "trash") for _ in range(3))
    rec = put(st, 0, RECYCLER, "characters")
    st = act(st, "activate", uid=rec, ability=0)
    assert pending_kind(st) == "cost"
    st = choose(st, a, c)
    assert pending_kind(st) == "deck_order" and st.pending[0].player == 0
    st = choose(st, c)
    assert st.table.zone(0, "trash") == [b]
    deck = st.table.zone(0, "deck")
    assert c in deck and a in deck and deck.index(c) < deck.index(a)


def test_deck_order_takes_several_cards_in_one_answer():
    # ONE PIECE 1-3-8: the cards go beneath one another in the order picked (engine.core.choices)
    st = battle_turn()
    clear(st, 0, "trash")
    a, _b, c = (put(st, 0, "FX01-003", "trash") for _ in range(3))
    rec = put(st, 0, RECYCLER, "characters")
    st = act(st, "activate", uid=rec, ability=0)
    st = choose(st, a, c)
    assert pending_kind(st) == "deck_order" and set(st.pending[0].context) >= {"stage", "total"}
    st = choose(st, c, a)
    deck = st.table.zone(0, "deck")
    assert not st.pending and deck.index(c) < deck.index(a) == len(deck) - 1


def test_a_deck_order_question_stored_before_shared_choices_is_still_answered():
    # saved states: a deck_order pending with only its old context keys (stage, total)
    st = battle_turn()
    clear(st, 0, "trash")
    a, _b, c = (put(st, 0, "FX01-003", "trash") for _ in range(3))
    st = act(st, "activate", uid=put(st, 0, RECYCLER, "characters"), ability=0)
    st = choose(st, a, c)
    st.pending[0].context = {k: v for k, v in st.pending[0].context.items() if k in ("stage", "total")}
    st = choose(st, a)
    deck = st.table.zone(0, "deck")
    assert not st.pending and deck.index(a) < deck.index(c) == len(deck) - 1


def test_deck_order_is_hidden_from_the_opponent():
    # ONE PIECE 3-2-2 (the deck is secret), 1-3-8: the public sees only the count
    st = battle_turn()
    scout = put(st, 0, "FX01-016", "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=scout)
    if pending_kind(st) == "target":
        st = choose(st)  # take nothing: 5 cards to order
    assert pending_kind(st) == "deck_order"
    public = game.ENGINE.view(st, 1)["pending"]
    assert public["kind"] == "deck_order" and public.get("options") is None
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[-1])
    assert not st.pending


def test_counter_boost_goes_to_the_card_the_defender_chooses():
    # ONE PIECE 7-1-3-2-1: the defender gives the boost to their leader or one of their characters
    st = battle_turn()
    atk = put(st, 0, "FX01-003", "characters")
    mine = put(st, 1, "FX01-024", "characters", tapped=True)
    cnt = put(st, 1, "FX01-004", "hand")  # counter 2000
    st = act(st, "attack", attacker=atk, target=mine)
    assert pending_kind(st) == "counter"
    st = choose(st, f"c{cnt}")
    assert pending_kind(st) == "counter_target" and st.pending[0].player == 1
    assert option_ids(st) == [str(mine), str(leader(st, 1))]  # the attacked card first
    st = choose(st, leader(st, 1))
    assert board.power(st, leader(st, 1)) == 7000 and board.power(st, mine) == 5000


def test_counter_boost_is_automatic_with_only_a_leader():
    # ONE PIECE 7-1-3-2-1: no character → the leader is the only choice
    st = battle_turn()
    clear(st, 1, "characters")
    cnt = put(st, 1, "FX01-004", "hand")
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    st = choose(st, f"c{cnt}")
    assert pending_kind(st) == "counter" and board.power(st, leader(st, 1)) == 7000


def test_negated_character_loses_its_keywords_and_abilities():
    # ONE PIECE 8-2-1-1: a negated effect does not happen (Blocker, [On Block], [When Attacking])
    st = battle_turn()
    give_don(st, 0, 3)
    wall = put(st, 1, "FX01-006", "characters")  # [Blocker], [On Block] Draw 1
    sil = put(st, 0, SILENCER, "hand")
    st = act(st, "play", uid=sil)
    assert pending_kind(st) == "target"
    st = choose(st, wall)
    assert board.negated(st, wall) and "Blocker" not in board.keywords(st, wall)
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    assert pending_kind(st) == "counter"  # no block step: the Blocker is negated
    st = choose(st, "done")
    while st.pending:
        st = choose(st, option_ids(st)[-1])
    st = end_turn(st)
    assert not board.negated(st, wall) and "Blocker" in board.keywords(st, wall)  # "during this turn"


def test_negated_card_keeps_its_text():
    # ONE PIECE 8-2-2: a negated card is not "a card with no original effect"; moving it ends it (3-1-6)
    st = battle_turn()
    wall = put(st, 1, "FX01-006", "characters")
    from engine.core import Modifier

    st.modifiers.append(Modifier(wall, "keyword", 0, keyword="negated", duration="this_turn", player=0, turn=st.turn))
    assert compile_card(board.data(st, wall)).keywords == ["Blocker"]
    board.move_card(st, wall, "hand", None)
    assert not board.negated(st, wall)


def test_prohibitions_cannot_attack_and_cannot_be_ko():
    # ONE PIECE 1-3-3: a prohibition beats the instruction (attack, K.O. by battle or by effect)
    st = battle_turn()
    iron = put(st, 1, "FX01-034", "characters", tapped=True)  # cannot be K.O.'d in battle
    pacifist = put(st, 0, "FX01-035", "characters")  # cannot attack
    refused(st, "attack", "1-3-3", attacker=pacifist, target=leader(st, 1))
    big = put(st, 0, "FX01-007", "characters")  # 6000
    st = act(st, "attack", attacker=big, target=iron)
    st = choose(st, "done")
    while st.pending:
        st = choose(st, option_ids(st)[-1])
    assert iron in st.table.zone(1, "characters")
    give_don(st, 0, 4)
    hunter = put(st, 0, "FX01-010", "hand")  # [On Play] K.O. up to 1 … cost 3 or less
    st = act(st, "play", uid=hunter)
    st = choose(st, iron)
    assert iron in st.table.zone(1, "trash")  # "in battle" only: an effect K.O.s it


def test_draw_up_to_lets_the_player_stop():
    # ONE PIECE 4-5-4, 4-5-4-1, 4-5-4-2, 4-5-4-3
    st = battle_turn()
    give_don(st, 0, 1)
    ev = put(st, 0, "FX01-036", "hand")  # [Main] Draw up to 2 cards.
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=ev)
    assert pending_kind(st) == "draw_more" and st.pending[0].rule.section == "4-5-4"
    st = choose(st, "yes")
    assert pending_kind(st) == "draw_more"
    st = choose(st, "no")
    assert not st.pending and len(st.table.zone(0, "hand")) == hand  # −1 event, +1 draw


def test_base_power_becomes():
    # ONE PIECE 4-9: "base power becomes N" replaces the printed value; other modifiers still add
    st = battle_turn()
    clear(st, 0, "cost_area")
    give_don(st, 0, 1)
    lead = leader(st, 0)
    ev = put(st, 0, "FX01-037", "hand")  # [Main] Your Leader's base power becomes 7000 during this turn.
    st = act(st, "play", uid=ev)
    assert board.power(st, lead) == 7000
    attach(st, lead, 1)
    assert board.power(st, lead) == 8000
    st = end_turn(st)
    assert board.power(st, lead) == 5000


def test_continuous_cost_reduction_on_the_opponents_characters():
    # ONE PIECE 8-1-3-4, 1-3-6: "Give all of your opponent's Characters -1 cost" (never below 0)
    st = battle_turn()
    put(st, 0, "FX01-038", "stage")  # [Your Turn] Give all of your opponent's Characters -1 cost.
    two = put(st, 1, "FX01-003", "characters")
    one = put(st, 1, "FX01-004", "characters")
    assert board.cost(st, two) == 1 and board.cost(st, one) == 0
    st = end_turn(st)
    assert board.cost(st, two) == 2


# --- the same templates on real cards ------------------------------------------------------


@needs_npm
def test_real_life_top_or_bottom_cost(real_pool):
    # ONE PIECE 8-3-1: OP03-110 "You may add 1 card from the top or bottom of your Life cards to your hand"
    ab = compile_card(real_pool.get("OP03-110").data).abilities[0]
    assert ab.costs == [{"kind": "life_to_hand", "n": 1, "either": True}]


@needs_npm
def test_real_negate_and_prohibitions(real_pool):
    # ONE PIECE 8-2-1-1 (OP14-096), 1-3-3 (OP03-058, OP03-079), 4-5-4 (OP02-066), 4-9 (P-092)
    neg = compile_card(real_pool.get("OP14-096").data).abilities[0]
    assert neg.effects[0].op == "negate" and neg.effects[0].target.filter["cost_max"] == 5
    lead = compile_card(real_pool.get("OP03-058").data)
    assert any(e.keyword == "Cannot Attack" for a in lead.abilities for e in a.effects)
    assert compile_card(real_pool.get("OP02-066").data).automated
    bp = [e for a in compile_card(real_pool.get("P-092").data).abilities for e in a.effects if e.stat == "base_power"]
    assert bp and bp[0].amount == 7000


@needs_npm
def test_real_continuous_cost_reduction(real_pool):
    # ONE PIECE 8-1-3-4: OP04-020 "[DON!! x1] [Your Turn] Give all of your opponent's Characters -1 cost."
    comp = compile_card(real_pool.get("OP04-020").data)
    assert comp.automated and comp.continuous and comp.continuous[0].effects[0].target.filter["side"] == "opp"


def test_a_bad_counter_target_is_refused():
    # ONE PIECE 7-1-3-2-1: only the defender's own leader or characters
    st = battle_turn()
    atk = put(st, 0, "FX01-003", "characters")
    put(st, 1, "FX01-024", "characters")
    cnt = put(st, 1, "FX01-004", "hand")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    st = choose(st, f"c{cnt}")
    with pytest.raises(RulesError):
        choose(st, atk)


def test_a_loop_no_player_can_stop_is_a_draw(monkeypatch):
    # ONE PIECE 11-1-1-1: automatic steps that never reach a player's choice end the game in a draw
    from engine.onepiece import battle

    st = battle_turn()
    monkeypatch.setattr(battle, "advance", lambda st, events: None)  # a battle that never moves on
    st = act(st, "attack", attacker=leader(st, 0), target=leader(st, 1))
    assert st.over and st.result.winners == [] and st.result.rule.section == "11-1-1-1"
