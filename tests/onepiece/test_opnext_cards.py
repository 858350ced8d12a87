"""ONE PIECE cards automated on the ``opnext`` branch, each played as the real card in an engine game with every clause
asserted and the rule it follows: OP02-064 Mr.2.Bon.Kurei (a step at the end of the battle, op delay_battle, 7-1-5-2),
OP06-086 Gecko Moria and OP10-058 Rebecca (two plays, one of them rested, the player choosing which: op play_split, 3-7-3,
8-4-4), OP07-091 Monkey.D.Luffy (+1000 for every 3 cards placed: op trash_any_to_bottom, modify_stat for_each:3, 8-1-3-1), EB02-039
GERMA 66 (a play from the trash by the trashed card's name, op play_named_trashed, 2-1-2, under a DON!! comparison),
OP08-074 Black Maria (DON!! returned at the end of the turn until both players have the same number: op
return_don_to_match, 6-6-1-1, 10-2-10-1)."""

from __future__ import annotations

from engine.onepiece import board

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    choose,
    clear,
    end_turn,
    leader,
    needs_npm,
    option_ids,
    paid_with_only,
    pending_kind,
    refused,
)
from .helpers import (
    add_top as add,
)
from .helpers import (
    play_real as play,
)
from .helpers import (
    turn_with_don as turn,
)
from .test_mid_set_scripts import pay_all

pytestmark = needs_npm

VANILLA_2 = "OP01-010"  # Komachiyo: cost 1 — a Character with a cost of 2 or less
VANILLA_3000 = VANILLA_1  # Sanji: cost 1, 3000 power


def _through(st):
    """The defender neither blocks nor counters, a Life card goes to the hand; the battle goes on to its end (7-1-2 to 7-1-4)."""
    while st.battle is not None and pending_kind(st) in ("block", "counter", "life"):
        kind = pending_kind(st)
        st = choose(st, "done" if kind == "counter" else "hand" if kind == "life" else option_ids(st)[-1], player=st.pending[0].player)
    assert st.battle is None or not st.pending, (pending_kind(st), option_ids(st))
    return st


# --- OP02-064 Mr.2.Bon.Kurei(Bentham): [DON!! x1] [When Attacking] You may trash 1 card from your hand: Place up to 1 Character
# with a cost of 2 or less at the bottom of the owner's deck. Then, at the end of this battle, place this Character at the
# bottom of the owner's deck ---


def _bon(pool, don: int = 1):
    st = turn(don=10, n=3)
    clear(st, 0, "hand")
    card = add(st, pool, VANILLA_1, 0, "hand")
    bon = add(st, pool, "OP02-064", 0, "characters")
    if don:
        attach(st, bon, don)
    small = add(st, pool, VANILLA_2, 1, "characters")
    return st, card, bon, small


def test_op02_064_bon_kurei_bottoms_a_small_character_and_itself_at_the_end_of_the_battle(real_pool):
    st, card, bon, small = _bon(real_pool)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    assert pending_kind(st) == "pay"  # "You may trash 1 card from your hand:" (8-3-1-4)
    st = pay_all(st, card)
    assert st.table.cards[card].zone == "trash"
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # "up to 1" (1-3-5-1)
    assert str(small) in option_ids(st) and str(bon) not in option_ids(st)  # a cost of 2 or less (Bon Kurei costs 5)
    st = choose(st, small)
    assert st.table.zone(1, "deck")[-1] == small  # the bottom of the owner's deck
    assert st.table.cards[bon].zone == "characters" and st.battle is not None  # not yet: at the end of the battle
    st = _through(st)
    assert st.battle is None
    assert st.table.zone(0, "deck")[-1] == bon  # 7-1-5-2: at the end of this battle, to its owner's deck bottom
    assert not st.delayed


def test_op02_064_bon_kurei_may_place_none_and_still_goes_at_the_end_of_the_battle(real_pool):
    st, card, bon, small = _bon(real_pool)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = pay_all(st, card)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[small].zone == "characters"
    st = _through(st)
    assert st.table.zone(0, "deck")[-1] == bon


def test_op02_064_bon_kurei_declined_or_without_don_stays(real_pool):
    st, card, bon, small = _bon(real_pool)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = choose(st, "no")  # 8-3-1-4: "you may" not done, no effect
    st = _through(st)
    assert st.table.cards[bon].zone == "characters" and st.table.cards[small].zone == "characters"
    assert st.table.cards[card].zone == "hand"
    st, card, bon, small = _bon(real_pool, don=0)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    assert pending_kind(st) != "pay"  # 10-2-9: [DON!! x1] not met
    st = _through(st)
    assert st.table.cards[bon].zone == "characters"


def test_op02_064_bon_kurei_losing_the_battle_is_still_placed(real_pool):
    st, card, bon, small = _bon(real_pool)
    blocker = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)  # 10000: Bon Kurei (6000) loses
    st = act(st, "attack", attacker=bon, target=blocker)
    st = pay_all(st, card)
    st = choose(st, small)
    st.table.cards[bon].tapped = True
    st = _through(st)
    assert st.battle is None
    # the attacker is not K.O.'d by losing (7-1-4-1-2 K.O.s the attacked Character only): it is still placed
    assert st.table.zone(0, "deck")[-1] == bon


def test_op02_064_bon_kurei_that_left_the_field_during_the_battle_is_a_new_card(real_pool):
    st, card, bon, small = _bon(real_pool)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = pay_all(st, card)
    st = choose(st, small)
    board.move_card(st, bon, "hand", None)  # it leaves the field during the battle: a new card (3-1-6)
    st = _through(st)
    assert st.battle is None and st.table.cards[bon].zone == "hand"  # not placed from the hand
    assert not st.delayed


# --- OP06-086 Gecko Moria: [On Play] Choose up to 1 Character card with a cost of 4 or less and up to 1 Character card with a
# cost of 2 or less from your trash. Play 1 card and play the other card rested ---

COST_4 = "OP02-043"  # {Supernovas} Character, cost 4, no text
COST_5 = "OP04-087"  # Trafalgar Law: {Dressrosa}, cost 5, no text


def _moria(pool):
    st = turn(don=10, n=3)
    clear(st, 0, "trash")
    four = add(st, pool, COST_4, 0, "trash")
    one = add(st, pool, VANILLA_1, 0, "trash")
    five = add(st, pool, COST_5, 0, "trash")
    theirs = add(st, pool, VANILLA_1, 1, "trash")
    st, _moria_uid = play(st, pool, "OP06-086")
    return st, four, one, five, theirs


def test_op06_086_moria_plays_one_active_and_the_other_rested_the_player_choosing(real_pool):
    st, four, one, five, theirs = _moria(real_pool)
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # "up to 1" (1-3-5-1)
    assert sorted(option_ids(st)) == sorted([str(four), str(one)])  # cost 4 or less, your trash only (not 5, not P2's)
    st = choose(st, four)
    assert pending_kind(st) == "target" and option_ids(st) == [str(one)]  # cost 2 or less, another card (8-4-4)
    st = choose(st, one)
    assert pending_kind(st) == "target" and sorted(option_ids(st)) == sorted([str(four), str(one)])  # which is played active
    st = choose(st, one)
    assert not st.pending
    assert st.table.cards[one].zone == "characters" and not st.table.cards[one].tapped  # "Play 1 card" (3-7-3)
    assert st.table.cards[four].zone == "characters" and st.table.cards[four].tapped  # "play the other card rested" (4-4-1)
    assert st.table.cards[five].zone == "trash" and st.table.cards[theirs].zone == "trash"


def test_op06_086_moria_the_other_choice_is_the_rested_one(real_pool):
    st, four, one, _five, _theirs = _moria(real_pool)
    st = choose(st, four)
    st = choose(st, one)
    st = choose(st, four)
    assert not st.table.cards[four].tapped and st.table.cards[one].tapped


def test_op06_086_moria_one_card_is_played_active_and_none_plays_nothing(real_pool):
    st, four, one, _five, _theirs = _moria(real_pool)
    st = choose(st, one)  # the cost 1 card as the "cost 4 or less" one: no other cost 2 or less card is left
    assert not st.pending
    assert st.table.cards[one].zone == "characters" and not st.table.cards[one].tapped  # "play 1 card" (1-3-2: no other)
    assert st.table.cards[four].zone == "trash"
    st, four, one, _five, _theirs = _moria(real_pool)
    chars = len(st.table.zone(0, "characters"))
    st = choose(st)  # up to 1: none (1-3-5-1)
    st = choose(st)
    assert not st.pending and len(st.table.zone(0, "characters")) == chars
    assert st.table.cards[four].zone == "trash" and st.table.cards[one].zone == "trash"


# --- OP10-058 Rebecca: [On Play] If there is a Character with a cost of 8 or more, draw 1 card. Then, reveal up to 2
# {Dressrosa} type Character cards with a cost of 7 or less other than [Rebecca] from your hand. Play 1 of the revealed cards
# and play the other card rested if it has a cost of 4 or less ---

DRESS_3 = "OP10-054"  # Blue Gilly: {Dressrosa}, cost 3, no text
DRESS_5 = COST_5
OTHER_REBECCA = "OP04-092"  # Rebecca: {Dressrosa}, cost 1


def _rebecca(pool, big: bool):
    st = turn(don=10, n=3)
    clear(st, 0, "hand")
    three = add(st, pool, DRESS_3, 0, "hand")
    five = add(st, pool, DRESS_5, 0, "hand")
    reb = add(st, pool, OTHER_REBECCA, 0, "hand")
    plain = add(st, pool, VANILLA_1, 0, "hand")  # not {Dressrosa}
    if big:
        add(st, pool, VANILLA_8, 1, "characters")  # a cost 8 Character (either player's)
    top = st.table.zone(0, "deck")[0]
    st, _rebecca_uid = play(st, pool, "OP10-058")
    return st, three, five, reb, plain, top


def test_op10_058_rebecca_draws_with_a_cost_8_character_and_plays_both(real_pool):
    st, three, five, reb, plain, top = _rebecca(real_pool, big=True)
    assert st.table.cards[top].zone == "hand"  # 8-3-2: there is a Character with a cost of 8 or more
    assert pending_kind(st) == "target" and st.pending[0].min == 0 and st.pending[0].max == 2  # "up to 2" (1-3-5-1)
    assert sorted(option_ids(st)) == sorted([str(three), str(five)])  # {Dressrosa}, cost 7 or less, not [Rebecca]
    st = choose(st, three, five)
    assert pending_kind(st) == "target" and sorted(option_ids(st)) == sorted([str(three), str(five)])  # which one (8-4-4)
    st = choose(st, five)
    assert st.table.cards[five].zone == "characters" and not st.table.cards[five].tapped  # "Play 1 of the revealed cards"
    assert st.table.cards[three].zone == "characters" and st.table.cards[three].tapped  # cost 3: played rested
    assert st.table.cards[reb].zone == "hand" and st.table.cards[plain].zone == "hand"


def test_op10_058_rebecca_the_other_card_over_cost_4_stays_revealed_in_hand(real_pool):
    st, three, five, _reb, _plain, top = _rebecca(real_pool, big=False)
    assert st.table.cards[top].zone == "deck"  # no Character with a cost of 8 or more: no draw (8-3-2)
    st = choose(st, three, five)
    st = choose(st, three)
    assert st.table.cards[three].zone == "characters" and not st.table.cards[three].tapped
    assert st.table.cards[five].zone == "hand"  # cost 5: "if it has a cost of 4 or less" (8-3-2)
    assert 1 in st.table.cards[five].known_to  # revealed (11-2-1)


def test_op10_058_rebecca_one_or_none(real_pool):
    st, three, five, _reb, _plain, _top = _rebecca(real_pool, big=False)
    st = choose(st, five)  # one revealed: played, active
    assert not st.pending and st.table.cards[five].zone == "characters" and not st.table.cards[five].tapped
    st, three, five, _reb, _plain, _top = _rebecca(real_pool, big=False)
    st = choose(st)  # up to 2: none (1-3-5-1)
    assert not st.pending and st.table.cards[three].zone == "hand" and st.table.cards[five].zone == "hand"


# --- OP07-091 Monkey.D.Luffy: [When Attacking] Trash up to 1 of your opponent's Characters with a cost of 2 or less. Then, place
# any number of Character cards with a cost of 4 or more from your trash at the bottom of your deck in any order. This
# Character gains +1000 power during this turn for every 3 cards placed at the bottom of your deck ---


def _luffy(pool, big: int):
    st = turn(don=10, n=3)
    clear(st, 0, "trash")
    bigs = [add(st, pool, (COST_4, COST_5, VANILLA_8)[i % 3], 0, "trash") for i in range(big)]
    small_trash = add(st, pool, VANILLA_1, 0, "trash")  # cost 1: not "a cost of 4 or more"
    event = add(st, pool, "OP03-056", 0, "trash")  # an Event (cost 1) is no Character card
    luffy = add(st, pool, "OP07-091", 0, "characters")
    small = add(st, pool, VANILLA_2, 1, "characters")
    three = add(st, pool, DRESS_3, 1, "characters")
    st = act(st, "attack", attacker=luffy, target=leader(st, 1))
    return st, luffy, bigs, small_trash, event, small, three


def _place(st, cards):
    st = choose(st, *cards)
    while pending_kind(st) == "deck_order":  # "in any order" (1-3-8)
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    return st


def test_op07_091_luffy_trashes_a_small_character_and_gains_1000_for_every_3_placed(real_pool):
    st, luffy, bigs, small_trash, event, small, three = _luffy(real_pool, 7)
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # "up to 1" (1-3-5-1)
    assert option_ids(st) == [str(small)]  # your opponent's, a cost of 2 or less (not the cost 3 one)
    st = choose(st, small)
    assert st.table.cards[small].zone == "trash" and st.table.zone(1, "trash")[0] == small  # trashed, not K.O.'d (10-2-1)
    assert pending_kind(st) == "target" and st.pending[0].min == 0 and st.pending[0].max == 7  # any number (1-3-5-1)
    assert sorted(option_ids(st)) == sorted(map(str, bigs))  # Character cards with a cost of 4 or more only
    st = _place(st, bigs[:6])
    assert sorted(st.table.zone(0, "deck")[-6:]) == sorted(bigs[:6])  # the bottom of your deck
    assert st.table.cards[bigs[6]].zone == "trash" and st.table.cards[small_trash].zone == "trash"
    assert st.table.cards[event].zone == "trash" and st.table.cards[three].zone == "characters"
    assert board.power(st, luffy) == 6000 + 2000  # 6 placed: 2 × 1000 (8-1-3-1)


def test_op07_091_luffy_counts_whole_threes_only(real_pool):
    st, luffy, bigs, *_rest = _luffy(real_pool, 5)
    st = choose(st)  # up to 1: none trashed (1-3-5-1)
    st = _place(st, bigs[:5])
    assert board.power(st, luffy) == 6000 + 1000  # 5 placed: one group of 3
    st, luffy, bigs, *_rest = _luffy(real_pool, 5)
    st = choose(st)
    st = _place(st, bigs[:2])
    assert board.power(st, luffy) == 6000  # 2 placed: no group of 3
    assert sorted(st.table.zone(0, "deck")[-2:]) == sorted(bigs[:2])


def test_op07_091_luffy_may_place_none_and_the_power_lasts_the_turn(real_pool):
    st, luffy, bigs, *_rest = _luffy(real_pool, 3)
    st = choose(st)
    st = choose(st)  # any number: none (1-3-5-1)
    assert not st.stack and pending_kind(st) in ("block", "counter")  # the ability is done: the battle goes on
    assert all(st.table.cards[u].zone == "trash" for u in bigs)
    assert board.power(st, luffy) == 6000
    st, luffy, bigs, *_rest = _luffy(real_pool, 3)
    st = choose(st)
    st = _place(st, bigs)
    st = _through(st)
    assert st.battle is None and board.power(st, luffy) == 7000  # "during this turn": after the battle too (6-6-1-1)


# --- EB02-039 GERMA 66: [Main] You may trash 1 {GERMA 66} type Character card with 4000 power or less from your hand: If the
# number of DON!! cards on your field is equal to or less than the number on your opponent's field, play up to 1 Character
# card with 5000 to 7000 power and the same card name as the trashed card from your trash ---

NIJI_3000 = "OP06-064"  # Vinsmoke Niji: {GERMA 66}, 3000 power
NIJI_6000 = "OP11-045"  # Vinsmoke Niji: {GERMA 66}, 6000 power, no text
ICHIJI_7000 = "OP11-043"  # Vinsmoke Ichiji: 7000 power, another name
YONJI_5000 = "OP11-046"  # Vinsmoke Yonji: {GERMA 66}, 5000 power (not "4000 power or less")


def _germa(pool, don: int = 4, opp_don: int = 4, same_name: bool = True):
    st = turn(don=don, opp_don=opp_don, n=3)
    clear(st, 0, "hand")
    clear(st, 0, "trash")
    niji = add(st, pool, NIJI_3000, 0, "hand")
    yonji = add(st, pool, YONJI_5000, 0, "hand")
    plain = add(st, pool, VANILLA_1, 0, "hand")
    big = add(st, pool, NIJI_6000, 0, "trash") if same_name else None
    old = add(st, pool, NIJI_3000, 0, "trash")  # the same name, but 3000 power
    ichiji = add(st, pool, ICHIJI_7000, 0, "trash")
    st, _ev = play(st, pool, "EB02-039")
    return st, niji, yonji, plain, big, old, ichiji


def test_eb02_039_germa_plays_the_same_named_character_from_the_trash(real_pool):
    st, niji, yonji, plain, big, old, ichiji = _germa(real_pool)
    assert pending_kind(st) == "pay"  # "You may trash …:" (8-3-1-4)
    st = choose(st, "yes")
    assert paid_with_only(st, niji)  # the only {GERMA 66} Character card with 4000 power or less: taken and logged (8-3-1)
    assert st.table.cards[niji].zone == "trash" and st.table.cards[yonji].zone == "hand" and st.table.cards[plain].zone == "hand"
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # "up to 1" (1-3-5-1)
    assert option_ids(st) == [str(big)]  # the same card name (2-1-2), 5000 to 7000 power: not Ichiji, not the 3000 one
    st = choose(st, big)
    assert st.table.cards[big].zone == "characters" and not st.table.cards[big].tapped  # 3-7-3
    assert st.table.cards[old].zone == "trash" and st.table.cards[ichiji].zone == "trash"


def test_eb02_039_germa_with_more_don_than_the_opponent_plays_nothing(real_pool):
    st, niji, _yonji, _plain, big, _old, _ichiji = _germa(real_pool, don=5, opp_don=4)
    st = pay_all(st, niji)
    assert st.table.cards[niji].zone == "trash"  # the cost is paid (8-3-1)
    assert not st.pending and st.table.cards[big].zone == "trash"  # 5 DON!! > 4: the condition is not met (8-3-2)
    st, niji, _yonji, _plain, big, _old, _ichiji = _germa(real_pool, don=4, opp_don=6)
    st = pay_all(st, niji)
    assert pending_kind(st) == "target"  # 4 ≤ 6: "equal to or less than"


def test_eb02_039_germa_may_decline_play_none_or_find_no_same_name(real_pool):
    st, niji, _yonji, _plain, big, _old, _ichiji = _germa(real_pool)
    st = choose(st, "no")  # 8-3-1-4: not paid, nothing happens
    assert not st.pending and st.table.cards[niji].zone == "hand" and st.table.cards[big].zone == "trash"
    st, niji, _yonji, _plain, big, _old, _ichiji = _germa(real_pool)
    st = pay_all(st, niji)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert not st.pending and st.table.cards[big].zone == "trash"
    st, niji, _yonji, _plain, _big, old, ichiji = _germa(real_pool, same_name=False)
    st = pay_all(st, niji)
    assert not st.pending  # no Character card of that name with 5000 to 7000 power: nothing to choose (1-3-2)
    assert st.table.cards[old].zone == "trash" and st.table.cards[ichiji].zone == "trash"


# --- OP08-074 Black Maria: [Activate: Main] [Once Per Turn] If you have no other [Black Maria] Characters, add up to 5 DON!!
# cards from your DON!! deck and rest them. Then, at the end of this turn, return DON!! cards from your field to your DON!!
# deck until you have the same number of DON!! cards on your field as your opponent ---


def _maria(pool, don: int, opp_don: int, other: bool = False):
    st = turn(don=don, opp_don=opp_don, n=3)
    maria = add(st, pool, "OP08-074", 0, "characters")
    if other:
        add(st, pool, "OP08-074", 0, "characters")
    index = next(i for i, ab in enumerate(board.compiled(st, maria).abilities) if ab.timing == "activate_main")
    return st, maria, index


def _end_of_turn_returns(st, how_many: int | None):
    """P1 ends the turn; Black Maria's delayed step asks which DON!! go (6-6-1-1) when there is a choice."""
    turn_no = st.turn
    st = end_turn(st)
    if how_many is not None:
        assert pending_kind(st) == "target" and st.pending[0].player == 0 and st.pending[0].max == how_many
        st = choose(st, *option_ids(st)[:how_many])
    assert st.turn == turn_no + 1
    return st


def test_op08_074_black_maria_adds_5_rested_don_and_returns_down_to_the_opponents_number(real_pool):
    st, maria, index = _maria(real_pool, don=3, opp_don=4)
    attach(st, maria, 1)  # a given DON!! is a DON!! card on the field (10-2-10-1): 4 on P1's field
    st = act(st, "activate", uid=maria, ability=index)
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2", "3", "4", "5"]  # "up to 5" (1-3-5-1)
    st = choose(st, "5")
    area = st.table.zone(0, "cost_area")
    assert len(area) == 3 + 5 and sum(st.table.cards[u].tapped for u in area) == 5  # "and rest them"
    refused(st, "activate", "10-2-13-3", uid=maria, ability=index)  # [Once Per Turn]
    st = _end_of_turn_returns(st, 9 - 4)  # 9 on P1's field, 4 on P2's: 5 go, P1 choosing which (10-2-10-1)
    assert board.don_on_field(st, 0) == 4  # the same number as the opponent had (6-6-1-1: at the end of this turn)
    assert len(st.table.zone(0, "don_deck")) == 10 - 4


def test_op08_074_black_maria_adding_none_and_having_fewer_returns_nothing(real_pool):
    st, maria, index = _maria(real_pool, don=3, opp_don=4)
    st = act(st, "activate", uid=maria, ability=index)
    st = choose(st, "0")  # up to 5: none (1-3-5-1)
    assert len(st.table.zone(0, "cost_area")) == 3
    st = _end_of_turn_returns(st, None)  # 3 ≤ 4: none returned, nothing asked (1-3-2-2)
    assert board.don_on_field(st, 0) == 3


def test_op08_074_black_maria_with_another_black_maria_adds_none_but_still_returns(real_pool):
    st, maria, index = _maria(real_pool, don=6, opp_don=4, other=True)
    st = act(st, "activate", uid=maria, ability=index)
    assert pending_kind(st) is None and len(st.table.zone(0, "cost_area")) == 6  # "no other [Black Maria]" not met (8-3-2)
    st.table.cards[st.table.zone(0, "cost_area")[0]].tapped = True  # active and rested DON!!: P1 chooses which go
    st = _end_of_turn_returns(st, 2)  # "Then," is its own sentence (1-3-8): 6 against 4, 2 go at the end of the turn
    assert board.don_on_field(st, 0) == 4
