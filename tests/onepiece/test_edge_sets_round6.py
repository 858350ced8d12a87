"""Per-card scripts that lift the sets at the 0.90 edge (issue #17, round 6): OP14, OP17, EB04 …, each card
played with real cards in an engine game, clause by clause: conditions (8-3-2), "up to" allowing 0
(1-3-5-1), "you may" declined (8-1-2), "Choose one" (8-4-4) and costs (8-3-1)."""

from __future__ import annotations

from engine.core import Action, Modifier
from engine.onepiece import board
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attacked,
    battle_ko,
    choose,
    clear,
    give_don,
    hand_of,
    ko_by_effect,
    leader,
    life_of,
    needs_npm,
    option_ids,
    paid_with_only,
    peek_setup,
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

pytestmark = needs_npm

BAROQUE_4 = "OP14-085"  # a "Baroque Works" type Character (cost 4 or less), for OP14-086


def answer_until(st: OPState, kind: str) -> OPState:
    """Answer "pay the cost?" yes (8-3-1-4) and DON!! returns with the first option until ``kind`` is asked."""
    while pending_kind(st) != kind and pending_kind(st) in ("pay", "don_return", "cost"):
        st = choose(st, "yes" if pending_kind(st) == "pay" else option_ids(st)[0])
    return st


# --- OP14 -------------------------------------------------------------------------------------------


def test_op14_004_cavendish_gains_rush_at_5000_power(real_pool):
    st = turn(5)
    st, cav = play(st, real_pool, "OP14-004")
    assert "Rush" not in board.keywords(st, cav)  # 2000 power: the condition does not hold (8-3-2)
    refused(st, "attack", "3-7-4", attacker=cav, target=leader(st, 1))
    for _ in range(3):
        st = act(st, "attach", target=cav)  # +1000 each on your turn (6-5-5-2): 5000
    assert board.power(st, cav) == 5000 and "Rush" in board.keywords(st, cav)
    st = act(st, "attack", attacker=cav, target=leader(st, 1))  # [Rush] (10-1-1)
    assert st.battle is not None


def test_op14_086_doublefinger_needs_7_cards_in_the_trash(real_pool):
    st = turn()
    zala = add(st, real_pool, "OP14-086", 0, "characters")
    other = add(st, real_pool, BAROQUE_4, 0, "characters")
    vanilla = add(st, real_pool, VANILLA_1, 0, "characters")
    clear(st, 0, "trash")
    for _ in range(6):
        add(st, real_pool, VANILLA_1, 0, "trash")
    cost = board.cost(st, other)
    assert board.power(st, zala) == 6000 and board.cost(st, zala) == 5  # 6 cards: nothing (8-3-2)
    add(st, real_pool, VANILLA_1, 0, "trash")
    assert board.power(st, zala) == 7000
    assert board.cost(st, zala) == 7 and board.cost(st, other) == cost + 2  # all "Baroque Works" Characters
    assert board.cost(st, vanilla) == 1  # not a "Baroque Works" type


def test_op14_062_gladius_kos_or_rests_when_kod(real_pool):
    for mode in ("1", "2"):
        st = turn(0, 6, n=4)
        glad = add(st, real_pool, "OP14-062", 0, "characters")
        small = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000 base power
        give_don(st, 0, 2)
        st = battle_ko(st, real_pool, glad)
        assert pending_kind(st) == "pay"  # DON!! -1 is a cost the player may pay (10-2-10)
        st = answer_until(st, "mode")
        assert board.don_on_field(st, 0) == 1 and option_ids(st) == ["1", "2"]  # 8-4-4
        st = choose(st, mode)
        assert option_ids(st) == [str(small)]  # the 10000 power attacker has more than 6000 base power
        st = choose(st, small)
        card = st.table.cards[small]
        assert (card.zone == "trash") if mode == "1" else (card.zone == "characters" and card.tapped)


def test_op14_062_gladius_up_to_and_declined(real_pool):
    st = turn(0, 6, n=4)
    glad = add(st, real_pool, "OP14-062", 0, "characters")
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    give_don(st, 0, 2)
    st = battle_ko(st, real_pool, glad)
    st = choose(st, "no")  # the cost is not paid: nothing happens (8-3-1-4)
    assert board.don_on_field(st, 0) == 2 and st.table.cards[small].zone == "characters"
    st = turn(0, 6, n=4)
    glad = add(st, real_pool, "OP14-062", 0, "characters")
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    give_don(st, 0, 2)
    st = answer_until(battle_ko(st, real_pool, glad), "mode")
    st = choose(st, "1")
    st = choose(st)  # "up to 1": none (1-3-5-1)
    assert st.table.cards[small].zone == "characters" and not st.table.cards[small].tapped


def test_op14_104_moria_plays_or_adds_face_up_to_life(real_pool):
    for mode in ("1", "2"):
        st = turn()
        clear(st, 0, "trash")
        pick = add(st, real_pool, "OP14-104", 0, "trash")  # cost 8: does not fit
        small = add(
            st, real_pool, "OP02-054", 0, "trash"
        )  # Gecko Moria: {Thriller Bark Pirates}, cost 4, no text
        life = len(st.table.zone(0, "life"))
        st, _m = play(st, real_pool, "OP14-104")
        assert pending_kind(st) == "mode"
        st = choose(st, mode)
        assert option_ids(st) == [str(small)]  # {Thriller Bark Pirates}, cost 4 or less
        st = choose(st, small)
        card = st.table.cards[small]
        if mode == "1":
            assert card.zone == "characters"
        else:
            assert card.zone == "life" and card.flags.get("face_up") and st.table.zone(0, "life")[0] == small
            assert len(st.table.zone(0, "life")) == life + 1  # 3-10-2-1
        assert st.table.cards[pick].zone == "trash"


def test_op14_104_moria_up_to_and_trigger_from_own_trash(real_pool):
    st = turn()
    clear(st, 0, "trash")
    small = add(
        st, real_pool, "OP02-054", 0, "trash"
    )  # Gecko Moria: {Thriller Bark Pirates}, cost 4, no text
    st, _m = play(st, real_pool, "OP14-104")
    st = choose(st, "2")
    st = choose(st)  # "up to 1": none (1-3-5-1)
    assert st.table.cards[small].zone == "trash"
    # [Trigger] "Play up to 1 Character card with a cost of 4 or less from your trash": the owner's trash only
    st = turn(0, 0, n=4)
    clear(st, 0, "trash")
    clear(st, 1, "trash")
    mine = add(st, real_pool, VANILLA_1, 0, "trash")
    theirs = add(st, real_pool, VANILLA_1, 1, "trash")
    life_of(st, 0, 0)
    add(st, real_pool, "OP14-104", 0, "life", on_top=("life",))
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while st.pending and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert option_ids(st) == ["activate", "hand"]  # the Life card's [Trigger] (10-1-5)
    st = choose(st, "activate")
    assert str(theirs) not in option_ids(st) and str(mine) in option_ids(st)
    st = choose(st, mine)
    assert st.table.cards[mine].zone == "characters"


# --- OP17 -------------------------------------------------------------------------------------------


def test_op17_010_fossa_gains_blocker_and_power_until_the_opponents_next_turn_ends(real_pool):
    st = turn()
    fossa = add(st, real_pool, "OP17-010", 0, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # 10000 power
    st = act(st, "activate", uid=fossa, ability=0)
    assert "Blocker" in board.keywords(st, fossa) and board.power(st, fossa) == 5000
    refused(st, "activate", "10-2-13-3", uid=fossa, ability=0)  # [Once Per Turn]
    st = act(st, "end_turn")  # the opponent's turn: still in effect
    assert "Blocker" in board.keywords(st, fossa) and board.power(st, fossa) == 5000
    st = act(st, "end_turn")  # ended with the opponent's End Phase
    assert "Blocker" not in board.keywords(st, fossa) and board.power(st, fossa) == 3000
    assert big in st.table.zone(1, "characters")


def test_op17_010_fossa_conditions(real_pool):
    for other in ("fossa", "small"):
        st = turn()
        fossa = add(st, real_pool, "OP17-010", 0, "characters")
        if other == "fossa":
            add(st, real_pool, VANILLA_8, 1, "characters")
            add(st, real_pool, "OP17-010", 0, "characters")  # "no other [Fossa]" fails (8-3-2)
        else:
            add(st, real_pool, VANILLA_1, 1, "characters")  # no 10000 power Character
        st = act(st, "activate", uid=fossa, ability=0)
        assert "Blocker" not in board.keywords(st, fossa) and board.power(st, fossa) == 3000


def test_op17_041_wang_zhi_bottoms_base_cost_1_characters_in_the_owners_order(real_pool):
    st = turn()
    mine = hand_of(st, 0, 1)
    a, b = add(st, real_pool, VANILLA_1, 1, "characters"), add(st, real_pool, "OP17-010", 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _w = play(st, real_pool, "OP17-041")
    assert pending_kind(st) == "pay"  # "You may trash 1 card" (8-3-1-4)
    st = choose(st, "yes")
    if pending_kind(st) == "cost":
        st = choose(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash"
    assert pending_kind(st) == "deck_order" and st.pending[0].player == 1  # the owner's choosing (1-3-8)
    st = choose(st, b)  # then the last one beneath it
    deck = st.table.zone(1, "deck")
    assert deck[-2:] == [b, a] and st.table.cards[big].zone == "characters"


def test_op17_041_wang_zhi_declined(real_pool):
    st = turn()
    mine = hand_of(st, 0, 1)
    a = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _w = play(st, real_pool, "OP17-041")
    st = choose(st, "no")
    assert st.table.cards[a].zone == "characters" and st.table.cards[mine[0]].zone == "hand"


HATCHAN = "OP03-033"  # a Character with a [Trigger] and 4000 base power


def test_op17_112_linlin_sets_trigger_4000_characters_to_8000_on_your_turn(real_pool):
    st = turn()
    linlin = add(st, real_pool, "OP17-112", 0, "characters")
    hat = add(st, real_pool, HATCHAN, 0, "characters")
    plain = add(st, real_pool, "OP01-012", 0, "characters")  # 4000, no [Trigger]
    theirs = add(st, real_pool, HATCHAN, 1, "characters")
    assert board.base_power(st, hat) == 8000 and board.power(st, hat) == 8000
    assert (
        board.power(st, plain) == 4000
        and board.power(st, theirs) == 4000
        and board.power(st, linlin) == 12000
    )
    st = act(st, "end_turn")  # [Your Turn] only (10-2-12)
    assert board.power(st, hat) == 4000


def test_op17_112_linlin_draws_then_chooses_one(real_pool):
    for mode, n in (("1", 1), ("1", 0), ("2", 1), ("2", 0)):
        st = turn()
        life_of(st, 1, 2)
        life = len(st.table.zone(0, "life"))
        top = st.table.zone(0, "deck")[0]
        opp_top = st.table.zone(1, "life")[0]
        st, _l = play(st, real_pool, "OP17-112")
        assert st.table.cards[top].zone == "hand"  # "Draw 1 card", then the choice (8-4-4)
        assert pending_kind(st) == "mode"
        st = choose(st, mode)
        assert pending_kind(st) == "amount" and "0" in option_ids(st)  # "up to 1" (1-3-5-1)
        st = choose(st, n)
        if mode == "1":
            assert len(st.table.zone(0, "life")) == life + n and len(st.table.zone(1, "life")) == 2
        else:
            assert (st.table.cards[opp_top].zone == "hand") == bool(n) and len(
                st.table.zone(1, "life")
            ) == 2 - n
            assert len(st.table.zone(0, "life")) == life


# --- EB04 -------------------------------------------------------------------------------------------


def test_eb04_038_rosinante_and_law_has_both_names(real_pool):
    st = turn()
    uid = add(st, real_pool, "EB04-038", 0, "characters")
    # 2-1-3: names gained by text count as the card's names
    assert board.has_name(st, uid, "Trafalgar Law") and board.has_name(st, uid, "Donquixote Rosinante")
    assert board.has_name(st, uid, "Rosinante & Law") and not board.has_name(st, uid, "Monkey.D.Luffy")


# --- OP07 -------------------------------------------------------------------------------------------


def test_op07_023_caribou_gains_1000_with_6_rested_don(real_pool):
    st = turn(6)
    cari = add(st, real_pool, "OP07-023", 0, "characters")
    don = st.table.zone(0, "cost_area")
    for u in don[:5]:
        st.table.cards[u].tapped = True
    assert board.power(st, cari) == 5000  # 5 rested DON!!: the condition does not hold (8-3-2)
    st.table.cards[don[5]].tapped = True
    assert board.power(st, cari) == 6000


def test_op07_097_vegapunk_plays_or_adds_an_egghead_card_face_up(real_pool):
    for mode in ("1", "2"):
        st = turn(2)
        lead = leader(st, 0)
        clear(st, 0, "leader")
        vega = add(st, real_pool, "OP07-097", 0, "leader")
        egg = add(st, real_pool, "OP07-103", 0, "hand")  # {Egghead}, cost 2
        add(st, real_pool, VANILLA_1, 0, "hand")  # not {Egghead}
        life = len(st.table.zone(0, "life"))
        refused(st, "attack", "1-3-3", attacker=vega, target=leader(st, 1))  # "This Leader cannot attack"
        st = act(st, "activate", uid=vega, ability=1)
        st = answer_until(st, "mode")
        assert len(board.active_don(st, 0)) == 1  # ① rested 1 DON!!
        st = choose(st, mode)
        assert option_ids(st) == [str(egg)]
        st = choose(st, egg)
        card = st.table.cards[egg]
        if mode == "1":
            assert card.zone == "characters"
        else:
            assert (
                card.zone == "life"
                and card.flags.get("face_up")
                and len(st.table.zone(0, "life")) == life + 1
            )
        refused(st, "activate", "10-2-13-3", uid=vega, ability=1)  # [Once Per Turn]
        assert lead not in st.table.zone(0, "leader")


def test_op07_097_vegapunk_up_to_1(real_pool):
    st = turn(2)
    clear(st, 0, "leader")
    vega = add(st, real_pool, "OP07-097", 0, "leader")
    egg = add(st, real_pool, "OP07-103", 0, "hand")
    st = answer_until(act(st, "activate", uid=vega, ability=1), "mode")
    st = choose(st, "2")
    st = choose(st)  # none (1-3-5-1)
    assert st.table.cards[egg].zone == "hand"


# --- OP08 -------------------------------------------------------------------------------------------


def test_op08_102_opera_kos_up_to_your_life_count_in_cost(real_pool):
    st = turn()
    life_of(st, 0, 2)
    mine = hand_of(st, 0, 1)
    two = add(st, real_pool, "OP02-034", 1, "characters")  # cost 2
    three = add(st, real_pool, "OP06-105", 1, "characters")  # cost 3: more than 2 Life cards
    st, _o = play(st, real_pool, "OP08-102")
    st = choose(st, "yes")
    if pending_kind(st) == "cost":
        st = choose(st, mine[0])
    assert option_ids(st) == [str(two)]
    st = choose(st, two)
    assert st.table.cards[two].zone == "trash" and st.table.cards[three].zone == "characters"


def test_op08_102_opera_declined_or_none_chosen(real_pool):
    st = turn()
    life_of(st, 0, 3)
    mine = hand_of(st, 0, 1)
    three = add(st, real_pool, "OP06-105", 1, "characters")
    st, _o = play(st, real_pool, "OP08-102")
    st = choose(st, "no")  # "You may" (8-3-1-4)
    assert st.table.cards[mine[0]].zone == "hand" and st.table.cards[three].zone == "characters"
    st = turn()
    life_of(st, 0, 3)
    mine = hand_of(st, 0, 1)
    three = add(st, real_pool, "OP06-105", 1, "characters")
    st, _o = play(st, real_pool, "OP08-102")
    st = choose(st, "yes")
    if pending_kind(st) == "cost":
        st = choose(st, mine[0])
    st = choose(st)  # "up to 1": none (1-3-5-1)
    assert st.table.cards[three].zone == "characters"


def test_op08_001_chopper_gives_up_to_3_animal_or_drum_kingdom_characters_a_rested_don(real_pool):
    st = turn(2)
    clear(st, 0, "leader")
    chop = add(st, real_pool, "OP08-001", 0, "leader")
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = True
    a = add(st, real_pool, "OP01-010", 0, "characters")  # {Animal}
    b = add(st, real_pool, "OP08-003", 0, "characters")  # {Drum Kingdom}
    c = add(st, real_pool, VANILLA_1, 0, "characters")  # neither
    st = act(st, "activate", uid=chop, ability=0)
    assert sorted(option_ids(st)) == sorted([str(a), str(b)])
    st = choose(st, b)  # up to 3: one chosen (1-3-5-1)
    assert len(board.attached(st, b)) == 1 and not board.attached(st, a) and not board.attached(st, c)
    assert len(st.table.zone(0, "cost_area")) == 1


def test_op08_098_kalgara_plays_a_shandian_warrior_then_takes_a_life_card(real_pool):
    st = turn(3)
    clear(st, 0, "leader")
    kal = add(st, real_pool, "OP08-098", 0, "leader")
    st = act(st, "attach", target=kal)  # [DON!! x1]; 3 DON!! on the field
    warrior = add(st, real_pool, "OP06-105", 0, "hand")  # cost 3
    big = add(st, real_pool, "OP06-114", 0, "hand")  # cost 5: more than 3 DON!!
    life = list(st.table.zone(0, "life"))
    st = act(st, "attack", attacker=kal, target=leader(st, 1))
    assert option_ids(st) == [str(warrior)] and big not in st.table.zone(0, "characters")
    st = choose(st, warrior)
    assert st.table.cards[warrior].zone == "characters"
    assert st.table.cards[life[0]].zone == "hand"  # "If you do" (the top Life card)


def test_op08_098_kalgara_none_played_no_life_card(real_pool):
    st = turn(3)
    clear(st, 0, "leader")
    kal = add(st, real_pool, "OP08-098", 0, "leader")
    st = act(st, "attach", target=kal)
    add(st, real_pool, "OP06-105", 0, "hand")
    life = len(st.table.zone(0, "life"))
    st = act(st, "attack", attacker=kal, target=leader(st, 1))
    st = choose(st)  # up to 1: none — "If you do" does not happen (1-3-5-1)
    assert len(st.table.zone(0, "life")) == life


def test_op17_020_shanks_pays_with_a_hand_card_or_a_don(real_pool):
    for pay in ("hand", "don"):
        st = turn(2)
        clear(st, 0, "leader")
        shanks = add(st, real_pool, "OP17-020", 0, "leader")
        mine = hand_of(st, 0, 1)
        kept = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
        other = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
        st = act(st, "activate", uid=shanks, ability=0)  # activating is choosing to pay (8-3-1-4)
        assert pending_kind(st) == "cost"
        don = board.active_don(st, 0)[0]
        assert sorted(option_ids(st)) == sorted(
            [str(mine[0]), str(don)]
        )  # a hand card or an active DON!! (8-3-1)
        st = choose(st, mine[0] if pay == "hand" else don)
        if pay == "hand":
            assert st.table.cards[mine[0]].zone == "trash" and len(board.active_don(st, 0)) == 2
        else:
            assert st.table.cards[mine[0]].zone == "hand" and len(board.active_don(st, 0)) == 1
        assert sorted(option_ids(st)) == sorted([str(kept), str(other)])  # rested Characters only
        st = choose(st, kept)
        refused(st, "activate", "10-2-13-3", uid=shanks, ability=0)
        st = act(st, "end_turn")  # the opponent's Refresh Phase: the chosen one stays rested (6-2-4, 1-3-3)
        assert st.table.cards[kept].tapped and not st.table.cards[other].tapped


def test_op17_020_shanks_up_to_1_and_cost_needed(real_pool):
    st = turn(0)
    clear(st, 0, "leader")
    shanks = add(st, real_pool, "OP17-020", 0, "leader")
    hand_of(st, 0, 0)
    kept = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    refused(st, "activate", "8-3-1-3", uid=shanks, ability=0)  # no hand card and no DON!!: can't pay
    give_don(st, 0, 2)
    don = board.active_don(st, 0)[0]
    st = act(st, "activate", uid=shanks, ability=0)
    assert (
        paid_with_only(st, don) and st.table.cards[don].tapped
    )  # no hand card: resting a DON!! is the only way (8-3-1)
    st = choose(st)  # "up to 1": none (1-3-5-1)
    st = act(st, "end_turn")
    assert not st.table.cards[kept].tapped


def test_eb04_005_law_attacks_only_against_2_characters_of_5000_base_power(real_pool):
    st = turn()
    law = add(st, real_pool, "EB04-005", 0, "characters")
    add(st, real_pool, VANILLA_8, 1, "characters")  # 10000 base power
    add(st, real_pool, VANILLA_1, 1, "characters")  # 3000: does not count
    refused(st, "attack", "1-3-3", attacker=law, target=leader(st, 1))  # "cannot attack unless …"
    add(st, real_pool, VANILLA_8, 0, "characters")  # your own Character does not count
    refused(st, "attack", "1-3-3", attacker=law, target=leader(st, 1))
    add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=law, target=leader(st, 1))
    assert st.battle is not None


def test_eb04_051_emet_attacks_only_with_a_12000_base_power_character_in_play(real_pool):
    for side in (0, 1):
        st = turn()
        emet = add(st, real_pool, "EB04-051", 0, "characters")
        add(st, real_pool, VANILLA_8, 1 - side, "characters")  # 10000
        refused(st, "attack", "1-3-3", attacker=emet, target=leader(st, 1))
        add(st, real_pool, "OP17-112", side, "characters")  # 12000 base power, either player's
        st = act(st, "attack", attacker=emet, target=leader(st, 1))
        assert st.battle is not None


def life_trigger(st: OPState, pool, number: str, life_left: int) -> tuple[OPState, int, int]:
    """On P2's turn, P2's 10000 power Character attacks P1's Leader; P1's top Life card is ``number``
    (over ``life_left`` more); P1 activates its [Trigger] (10-1-5). Returns (state, the card, attacker)."""
    life_of(st, 0, life_left)
    card = add(st, pool, number, 0, "life")
    att = add(st, pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while st.pending and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert option_ids(st) == ["activate", "hand"]
    return choose(st, "activate"), card, att


def test_eb04_051_emet_trigger_plays_it_at_0_life(real_pool):
    for left in (0, 1):
        st = turn(0, 0, n=4)
        st, emet, att = life_trigger(st, real_pool, "EB04-051", left)
        assert board.power(st, att) == 10000 - 3000  # all of the opponent's Characters, this turn
        assert st.table.cards[emet].zone == (
            "characters" if left == 0 else "trash"
        )  # "if you have 0 Life cards"


def moria_setup(real_pool, warlord: bool = True) -> tuple[OPState, int, int]:
    """P2's turn (6 DON!!); P1 has OP07-042 and a vanilla Character; P1's Leader a {The Seven Warlords of the Sea}
    (OP04-019) or not."""
    st = turn(0, 6, n=4)
    if warlord:
        clear(st, 0, "leader")
        add(st, real_pool, "OP04-019", 0, "leader")
    moria = add(st, real_pool, "OP07-042", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    return st, moria, other


def test_op07_042_moria_bottoms_another_character_instead_once_per_turn(real_pool):
    st, moria, other = moria_setup(real_pool)
    st = ko_by_effect(st, real_pool, moria, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "you may … instead" (8-1-3-4)
    st = choose(st, "yes")
    if pending_kind(st) == "cost":
        assert option_ids(st) == [str(other)]  # other than [Gecko Moria]
        st = choose(st, other)
    assert st.table.cards[moria].zone == "characters"
    assert st.table.cards[other].zone == "deck" and st.table.zone(0, "deck")[-1] == other
    while pending_kind(st) == "amount":  # the rest of Brachio Bomber ("add up to 1 DON!!")
        st = choose(st, 0)
    for u in st.table.zone(1, "cost_area"):  # DON!! for a second Brachio Bomber
        st.table.cards[u].tapped = False
    add(st, real_pool, VANILLA_1, 0, "characters")
    st = ko_by_effect(st, real_pool, moria, 1)  # [Once Per Turn] (10-2-13): no second offer
    assert st.table.cards[moria].zone == "trash"


def test_op07_042_moria_declined_or_without_the_leader(real_pool):
    st, moria, other = moria_setup(real_pool)
    st = ko_by_effect(st, real_pool, moria, 1)
    st = choose(st, "no")
    assert st.table.cards[moria].zone == "trash" and st.table.cards[other].zone == "characters"
    st, moria, other = moria_setup(real_pool, warlord=False)
    st = ko_by_effect(st, real_pool, moria, 1)  # the Leader condition fails (8-3-2): no offer
    assert st.table.cards[moria].zone == "trash" and not st.pending


# --- OP02 -------------------------------------------------------------------------------------------


def blockers_after_attack(
    real_pool, attacker: str, hand: int, zero_cost: bool = False
) -> tuple[list[str], int, int]:
    """P1's ``attacker`` attacks P2's Leader; P2 has a cost 2 and a cost 6 [Blocker]. Returns the block
    options and the two blockers."""
    st = turn()
    hand_of(st, 0, hand)
    att = add(st, real_pool, attacker, 0, "characters")
    small = add(st, real_pool, "OP01-019", 1, "characters")  # [Blocker], cost 2
    big = add(st, real_pool, "OP12-050", 1, "characters")  # [Blocker], cost 6
    if zero_cost:
        zero = add(st, real_pool, VANILLA_1, 1, "characters")
        st.modifiers.append(
            Modifier(zero, "cost", -1, duration="this_turn", player=0, turn=st.turn)
        )  # cost 0 (1-3-6)
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    assert pending_kind(st) == "block"
    return option_ids(st), small, big


def test_op02_061_morley_no_blocker_of_cost_5_or_less_with_1_card_in_hand(real_pool):
    opts, small, big = blockers_after_attack(real_pool, "OP02-061", 1)
    assert str(small) not in opts and str(big) in opts  # 1-3-3: the cost 2 [Blocker] can't be activated
    opts, small, big = blockers_after_attack(real_pool, "OP02-061", 2)  # 2 cards: the condition fails (8-3-2)
    assert str(small) in opts and str(big) in opts


def test_op02_101_strawberry_no_blocker_of_cost_5_or_less_with_a_cost_0_character(real_pool):
    opts, small, big = blockers_after_attack(real_pool, "OP02-101", 3, zero_cost=True)
    assert str(small) not in opts and str(big) in opts
    opts, small, big = blockers_after_attack(real_pool, "OP02-101", 3)
    assert str(small) in opts and str(big) in opts


def test_op02_061_morley_marker_ends_with_the_battle(real_pool):
    st = turn()
    hand_of(st, 0, 0)
    att = add(st, real_pool, "OP02-061", 0, "characters")
    small = add(st, real_pool, "OP01-019", 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while st.battle is not None and st.pending:
        st = choose(
            st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player
        )
    assert "Blocker" in board.keywords(st, small) and "Cannot Activate [Blocker]" not in board.keywords(
        st, small
    )


# --- OP14 swaps -------------------------------------------------------------------------------------


def test_op14_001_law_swaps_the_base_power_of_2_selected_characters(real_pool):
    st = turn(2)
    clear(st, 0, "leader")
    law = add(st, real_pool, "OP14-001", 0, "leader")
    a = add(st, real_pool, "OP01-007", 0, "characters")  # {Supernovas}, 4000
    b = add(st, real_pool, "OP01-008", 0, "characters")  # 5000
    c = add(st, real_pool, "OP01-019", 0, "characters")  # 2000
    add(st, real_pool, VANILLA_8, 0, "characters")  # neither type
    st = act(st, "activate", uid=law, ability=0)
    assert (
        sorted(option_ids(st)) == sorted([str(a), str(b), str(c)]) and st.pending[0].min == 2
    )  # "Select 2": exactly 2
    st = choose(st, a, b)
    assert board.power(st, c) == 2000
    assert board.base_power(st, a) == 5000 and board.base_power(st, b) == 4000  # 4-9
    assert board.power(st, a) == 5000 and board.power(st, b) == 4000
    refused(st, "activate", "10-2-13-3", uid=law, ability=0)
    st = act(st, "end_turn")  # "during this turn"
    assert board.power(st, a) == 4000 and board.power(st, b) == 5000


def test_op14_001_law_with_one_character_swaps_nothing(real_pool):
    st = turn(2)
    clear(st, 0, "leader")
    law = add(st, real_pool, "OP14-001", 0, "leader")
    a = add(st, real_pool, "OP01-007", 0, "characters")
    st = act(st, "activate", uid=law, ability=0)  # only 1: taken (1-3-2), nothing to swap
    assert board.power(st, a) == 4000 and not st.pending


def test_op14_017_chambres_swaps_2_opponent_characters_of_9000_base_power_or_less(real_pool):
    st = turn()
    a = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000
    b = add(st, real_pool, "OP01-008", 1, "characters")  # 5000
    c = add(st, real_pool, "OP01-019", 1, "characters")  # 2000
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # 10000: more than 9000
    st, _e = play(st, real_pool, "OP14-017")
    assert sorted(option_ids(st)) == sorted([str(a), str(b), str(c)]) and st.pending[0].min == 2
    st = choose(st, a, b)
    assert board.power(st, a) == 5000 and board.power(st, b) == 3000 and board.power(st, big) == 10000
    assert board.power(st, c) == 2000


# --- EB01 -------------------------------------------------------------------------------------------


def test_eb01_052_viola_orders_the_opponents_life_cards(real_pool):
    st = turn()
    mine, theirs = peek_setup(st)
    st, _v = play(st, real_pool, "EB01-052")
    st = choose(st, "1")
    assert st.pending[0].player == 0 and sorted(option_ids(st)) == sorted(
        str(u) for u in theirs
    )  # 3-10-2: P1 sees them
    st = choose(st, theirs[2])
    st = choose(st, theirs[0])
    assert (
        st.table.zone(1, "life") == [theirs[2], theirs[0], theirs[1]] and st.table.zone(0, "life") == mine
    )  # 1-3-8


def test_eb01_052_viola_turns_your_life_cards_face_down(real_pool):
    st = turn()
    mine, theirs = peek_setup(st)
    st.table.cards[mine[0]].flags["face_up"] = True
    st.table.cards[theirs[0]].flags["face_up"] = True
    st, _v = play(st, real_pool, "EB01-052")
    st = choose(st, "2")
    assert not st.table.cards[mine[0]].flags.get("face_up")  # 3-10-2
    assert st.table.cards[theirs[0]].flags.get("face_up") and st.table.zone(1, "life") == theirs


# --- Counters given to cards in the hand (hand_counter) ---------------------------------------------


def counter_step(
    real_pool, leader_id: str | None, hand: list[str], mine: str | None = None
) -> tuple[OPState, list[int]]:
    """P2's 10000 power Character attacks P1's Leader (``leader_id``); P1 holds ``hand`` (and has ``mine`` in play): the
    counter step (7-1-3)."""
    st = turn(0, 0, n=4)
    if leader_id:
        clear(st, 0, "leader")
        add(st, real_pool, leader_id, 0, "leader")
    if mine:
        add(st, real_pool, mine, 0, "characters")
    hand_of(st, 0, 0)
    cards = [add(st, real_pool, n, 0, "hand") for n in hand]
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    assert pending_kind(st) == "counter"
    return st, cards


def counter_labels(st: OPState) -> dict[str, str]:
    return {o.id: o.label for o in st.pending[0].options}


WANO_NO_COUNTER = "OP01-040"  # {Land of Wano}, no Counter
WANO_1000 = "OP01-010"  # {Land of Wano}, Counter +1000
PLAIN_NO_COUNTER = "OP07-044"  # not {Land of Wano}, no Counter


def test_eb01_001_oden_gives_land_of_wano_cards_without_a_counter_1000(real_pool):
    st, (wano, wano_1000, plain) = counter_step(
        real_pool, "EB01-001", [WANO_NO_COUNTER, WANO_1000, PLAIN_NO_COUNTER]
    )
    labels = counter_labels(st)
    assert labels[f"c{wano}"].startswith("Counter +1000")  # 2-10-1 by the Leader's text
    assert labels[f"c{wano_1000}"].startswith("Counter +1000")  # it has a Counter: unchanged (not +2000)
    assert f"c{plain}" not in labels  # not {Land of Wano}
    lead = leader(st, 0)
    base = board.power(st, lead)
    st = choose(st, f"c{wano}")
    assert st.table.cards[wano].zone == "trash" and board.power(st, lead) == base + 1000  # 7-1-3-2-1
    refused(st, "play", "7-1-3-2-1", player=0, uid=plain)  # no counter value


def test_eb01_001_without_oden_no_counter(real_pool):
    st, (wano,) = counter_step(real_pool, None, [WANO_NO_COUNTER])
    assert f"c{wano}" not in counter_labels(st)


def test_eb01_001_oden_gains_1000_when_attacking_with_a_cost_5_wano_character(real_pool):
    for with_wano in (True, False):
        st = turn(3)
        clear(st, 0, "leader")
        oden = add(st, real_pool, "EB01-001", 0, "leader")
        if with_wano:
            add(st, real_pool, WANO_NO_COUNTER, 0, "characters")  # cost 6
        else:
            add(st, real_pool, WANO_1000, 0, "characters")  # cost 1
        st = act(st, "attach", target=oden)  # [DON!! x1]
        base = board.power(st, oden)
        st = act(st, "attack", attacker=oden, target=leader(st, 1))
        assert board.power(st, oden) == base + (1000 if with_wano else 0)
        if with_wano:
            while st.pending:
                st = choose(
                    st,
                    "done" if pending_kind(st) == "counter" else option_ids(st)[-1],
                    player=st.pending[0].player,
                )
            st = act(st, "end_turn")  # until the start of your next turn: still on during the opponent's turn
            assert board.power(st, oden) == data_power(st, oden) + 1000
            st = act(st, "end_turn")
            assert board.power(st, oden) == data_power(st, oden)


def data_power(st: OPState, uid: int) -> int:
    return int(board.data(st, uid).get("power") or 0)


def test_op17_063_kaido_gives_every_character_without_a_counter_1000(real_pool):
    st, (wano, plain, has) = counter_step(
        real_pool, None, [WANO_NO_COUNTER, PLAIN_NO_COUNTER, WANO_1000], mine="OP17-063"
    )
    labels = counter_labels(st)
    assert labels[f"c{wano}"].startswith("Counter +1000") and labels[f"c{plain}"].startswith("Counter +1000")
    assert labels[f"c{has}"].startswith("Counter +1000")  # already had one: unchanged


def test_op17_063_kaido_negates_and_kos_when_played_this_turn(real_pool):
    st = turn()
    target = add(st, real_pool, "OP01-008", 1, "characters")  # cost 4
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # cost 8: more than 6
    st, kaido = play(st, real_pool, "OP17-063")
    st = act(st, "activate", uid=kaido, ability=1)
    st = answer_until(st, "target")
    assert option_ids(st) == [str(target)]
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash" and st.table.cards[big].zone == "characters"


def test_op17_063_kaido_not_played_this_turn_or_none_chosen(real_pool):
    st = turn()
    target = add(st, real_pool, "OP01-008", 1, "characters")
    kaido = add(st, real_pool, "OP17-063", 0, "characters")  # entered an earlier turn
    don = board.don_on_field(st, 0)
    st = answer_until(act(st, "activate", uid=kaido, ability=1), "target")
    assert (
        board.don_on_field(st, 0) == don - 1 and st.table.cards[target].zone == "characters"
    )  # the cost is paid, nothing else
    st = turn()
    target = add(st, real_pool, "OP01-008", 1, "characters")
    st, kaido = play(st, real_pool, "OP17-063")
    st = answer_until(act(st, "activate", uid=kaido, ability=1), "target")
    st = choose(st)  # "up to 1": none (1-3-5-1)
    assert st.table.cards[target].zone == "characters" and not board.negated(st, target)


# --- OP05 -------------------------------------------------------------------------------------------


def test_op05_100_enel_trashes_a_life_card_instead_of_leaving_the_field(real_pool):
    st = turn(0, 6, n=4)
    enel = add(st, real_pool, "OP05-100", 0, "characters")
    life = life_of(st, 0, 2)
    st = battle_ko(st, real_pool, enel)  # a K.O. in battle is leaving the field
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "you may … instead" (8-1-3-4)
    st = choose(st, "yes")
    assert st.table.cards[enel].zone == "characters" and st.table.cards[life[0]].zone == "trash"
    assert st.table.zone(0, "life") == [life[1]]
    assert st.battle is None
    st = battle_ko(st, real_pool, enel)  # [Once Per Turn] (10-2-13): no second offer
    assert st.table.cards[enel].zone == "trash" and len(st.table.zone(0, "life")) == 1


def test_op05_100_enel_declined_or_negated_by_a_luffy(real_pool):
    st = turn(0, 6, n=4)
    enel = add(st, real_pool, "OP05-100", 0, "characters")
    life_of(st, 0, 2)
    st = choose(battle_ko(st, real_pool, enel), "no")
    assert st.table.cards[enel].zone == "trash" and len(st.table.zone(0, "life")) == 2
    for side in (0, 1):
        st = turn(0, 6, n=4)
        enel = add(st, real_pool, "OP05-100", 0, "characters")
        add(st, real_pool, "ST01-012", side, "characters")  # a [Monkey.D.Luffy] Character, either player's
        life_of(st, 0, 2)
        st = battle_ko(st, real_pool, enel)  # "this effect is negated" (8-2-1-1): no offer
        assert st.table.cards[enel].zone == "trash" and len(st.table.zone(0, "life")) == 2


def test_op05_111_hotori_plays_kotori_then_adds_a_character_face_up_to_life(real_pool):
    st = turn()
    kotori = add(st, real_pool, "OP05-103", 0, "hand")
    small = add(st, real_pool, "OP01-007", 1, "characters")  # cost 3
    big = add(st, real_pool, "OP01-008", 1, "characters")  # cost 4: more than 3
    life = len(st.table.zone(1, "life"))
    st, _h = play(st, real_pool, "OP05-111")
    assert pending_kind(st) == "may"  # "You may play 1 [Kotori]" (8-1-2)
    st = choose(st, "yes")
    assert st.table.cards[kotori].zone == "characters"
    assert option_ids(st) == [str(small)]
    st = choose(st, small)
    st = choose(st, "bottom")  # top or bottom (3-10-2-1)
    assert st.table.cards[small].zone == "life" and st.table.zone(1, "life")[-1] == small
    assert st.table.cards[small].flags.get("face_up") and len(st.table.zone(1, "life")) == life + 1
    assert st.table.cards[big].zone == "characters"


def test_op05_111_hotori_without_kotori_does_nothing(real_pool):
    for has_kotori in (True, False):
        st = turn()
        if has_kotori:
            kotori = add(st, real_pool, "OP05-103", 0, "hand")
        small = add(st, real_pool, "OP01-007", 1, "characters")
        st, _h = play(st, real_pool, "OP05-111")
        if has_kotori:
            st = choose(st, "no")  # declined: "If you do" does not happen
            assert st.table.cards[kotori].zone == "hand"
        else:  # 8-1-2: still asked — the hand's faces are hidden (engine.onepiece.may_nothing); yes plays nothing
            assert pending_kind(st) == "may" and st.table.zone(0, "hand")
            st = choose(st, "yes")
        assert st.table.cards[small].zone == "characters" and not st.pending


def test_op05_007_sabo_kos_up_to_2_with_a_total_power_of_4000_or_less(real_pool):
    st = turn()
    a = add(st, real_pool, "OP01-019", 1, "characters")  # 2000
    b = add(st, real_pool, "OP14-085", 1, "characters")  # 2000
    c = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000
    big = add(st, real_pool, "OP01-008", 1, "characters")  # 5000: more than 4000 alone
    st, _s = play(st, real_pool, "OP05-007")
    assert sorted(option_ids(st)) == sorted([str(a), str(b), str(c)])
    refused(st, "choose", "8-4-4", player=0, picks=[str(a), str(c)])  # 5000 in total
    st = choose(st, a, b)
    assert st.table.cards[a].zone == "trash" and st.table.cards[b].zone == "trash"
    assert st.table.cards[c].zone == "characters" and st.table.cards[big].zone == "characters"


def test_op05_007_sabo_lists_only_answers_within_the_total(real_pool):
    # 8-4-4: the legal answers keep "a total power of 4000 or less" (a random game was offered 2000 + 3000)
    st = turn()
    a = add(st, real_pool, "OP01-019", 1, "characters")  # 2000
    b = add(st, real_pool, "OP14-085", 1, "characters")  # 2000
    c = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000
    st, _s = play(st, real_pool, "OP05-007")
    answers = [sorted(act.args["picks"]) for act in ENGINE.legal_actions(st, 0)]
    assert sorted([str(a), str(c)]) not in answers and sorted([str(b), str(c)]) not in answers
    assert sorted([str(a), str(b)]) in answers and [] in answers and [str(c)] in answers
    for picks in answers:
        ENGINE.apply(st, Action("choose", 0, {"picks": picks}))  # each listed answer is accepted


def test_op05_007_sabo_up_to_2_allows_1_or_none(real_pool):
    for picks in ((), (VANILLA_1,)):
        st = turn()
        c = add(st, real_pool, VANILLA_1, 1, "characters")
        d = add(st, real_pool, "OP01-019", 1, "characters")
        st, _s = play(st, real_pool, "OP05-007")
        st = choose(st, *([c] if picks else []))
        assert (st.table.cards[c].zone == "trash") == bool(picks) and st.table.cards[d].zone == "characters"


# --- OP10: a sentence's condition is checked once (8-3-2, 1-3-9) -----------------------------------


def test_op10_098_liberation_checks_its_condition_once_for_both_kos(real_pool):
    st = turn()
    five = add(st, real_pool, "OP01-008", 1, "characters")  # base cost 4
    three = add(st, real_pool, "OP01-007", 1, "characters")  # base cost 3
    st, _e = play(st, real_pool, "OP10-098")  # 0 Characters against 2: "at least 2 less" holds
    st = choose(st, five)
    # the first K.O. leaves them 1 Character: the condition is not checked again (one instruction)
    assert option_ids(st) == [str(three)]
    st = choose(st, three)
    assert st.table.cards[five].zone == "trash" and st.table.cards[three].zone == "trash"


def test_op10_098_liberation_condition_and_up_to(real_pool):
    st = turn()
    add(st, real_pool, VANILLA_1, 0, "characters")  # 1 against 2: not 2 less (8-3-2)
    a = add(st, real_pool, "OP01-008", 1, "characters")
    b = add(st, real_pool, "OP01-007", 1, "characters")
    st, _e = play(st, real_pool, "OP10-098")
    assert (
        not st.pending and st.table.cards[a].zone == "characters" and st.table.cards[b].zone == "characters"
    )
    st = turn()
    a = add(st, real_pool, "OP01-008", 1, "characters")
    b = add(st, real_pool, "OP01-007", 1, "characters")
    st, _e = play(st, real_pool, "OP10-098")
    st = choose(st)  # up to 1: none (1-3-5-1)
    st = choose(st, b)
    assert st.table.cards[a].zone == "characters" and st.table.cards[b].zone == "trash"


def test_op10_098_liberation_trigger_negates_a_leader_and_a_character(real_pool):
    st = turn(0, 0, n=4)
    st, _card, att = life_trigger(st, real_pool, "OP10-098", 1)
    opp_leader = leader(st, 1)
    assert option_ids(st) == [str(opp_leader)]
    st = choose(st, opp_leader)
    st = choose(st, att)
    assert board.negated(st, opp_leader) and board.negated(st, att)  # 8-2-1-1


# --- "When a Character is removed from the field by … effect" (removal_watch, 8-1-3-1) ---------------

BOUNCER = "ST03-014"  # [On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand


def bounce(st: OPState, real_pool, uid: int | None) -> OPState:
    """P1 plays ST03-014 and returns ``uid`` (None: none) to its owner's hand."""
    st, _b = play(st, real_pool, BOUNCER)
    return choose(st, *([uid] if uid is not None else []))


def test_op07_038_hancock_draws_when_your_effect_removes_a_character(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP07-038", 0, "leader")
    hand_of(st, 0, 3)
    a, b = add(st, real_pool, VANILLA_1, 1, "characters"), add(st, real_pool, VANILLA_1, 1, "characters")
    st = bounce(st, real_pool, a)
    assert st.table.cards[a].zone == "hand" and len(st.table.zone(0, "hand")) == 4  # 3 + 1 drawn (8-1-3-1)
    st = bounce(st, real_pool, b)  # [Once Per Turn] (10-2-13)
    assert len(st.table.zone(0, "hand")) == 4


def test_op07_038_hancock_needs_5_or_less_cards_and_a_removal(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP07-038", 0, "leader")
    hand_of(st, 0, 6)
    a = add(st, real_pool, VANILLA_1, 1, "characters")
    st = bounce(st, real_pool, a)  # 6 cards in hand: "If you have 5 or less" fails (8-3-2)
    assert len(st.table.zone(0, "hand")) == 6 and not st.pending
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP07-038", 0, "leader")
    hand_of(st, 0, 2)
    add(st, real_pool, VANILLA_1, 1, "characters")
    st = bounce(st, real_pool, None)  # nothing removed: no trigger
    assert len(st.table.zone(0, "hand")) == 2


def test_op08_056_moby_dick_draws_and_places_a_card_when_a_whitebeard_character_is_removed(real_pool):
    st = turn()
    add(st, real_pool, "OP08-056", 0, "stage")
    hand_of(st, 0, 1)
    wb = add(st, real_pool, "OP01-023", 0, "characters")  # {Whitebeard Pirates}, cost 3
    top = st.table.zone(0, "deck")[0]
    st = bounce(st, real_pool, wb)
    assert st.table.cards[wb].zone == "hand" and st.table.cards[top].zone == "hand"  # drew 1
    assert pending_kind(st) is not None and str(wb) in option_ids(st)  # then place 1 card from the hand
    st = choose(st, wb)
    if pending_kind(st) is not None:
        st = choose(st, "bottom" if "bottom" in option_ids(st) else option_ids(st)[-1])
    assert st.table.cards[wb].zone == "deck" and st.table.zone(0, "deck")[-1] == wb


def test_op08_056_moby_dick_ignores_other_characters(real_pool):
    for number, side in ((VANILLA_1, 0), ("OP01-023", 1)):  # not {Whitebeard Pirates}; not yours
        st = turn()
        add(st, real_pool, "OP08-056", 0, "stage")
        hand_of(st, 0, 1)
        other = add(st, real_pool, number, side, "characters")
        st = bounce(st, real_pool, other)
        assert (
            st.table.cards[other].zone == "hand"
            and len(st.table.zone(0, "hand")) == 1 + (side == 0)
            and not st.pending
        )


def test_eb02_023_crocodile_scries_when_your_effect_returns_an_opponents_character(real_pool):
    st = turn()
    add(st, real_pool, "EB02-023", 0, "characters")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st = bounce(st, real_pool, theirs)
    assert pending_kind(st) == "scry"  # look at 3 (11-3-1)


def test_eb02_023_crocodile_ignores_own_characters_and_kos(real_pool):
    st = turn()
    add(st, real_pool, "EB02-023", 0, "characters")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st = bounce(st, real_pool, mine)  # your own Character: no
    assert not st.pending
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _s = play(st, real_pool, "OP05-007")
    st = choose(st, theirs)  # K.O.'d, not returned to the hand: no
    assert st.table.cards[theirs].zone == "trash" and not st.pending


# --- "If a Character is rested by your effect" (removal_watch, 8-1-3-1) -----------------------------

RESTER = "OP01-048"  # [On Play] Rest up to 1 of your opponent's Characters with a cost of 3 or less


def rest_with_effect(st: OPState, real_pool, uid: int | None) -> OPState:
    st, _r = play(st, real_pool, RESTER)
    return choose(st, *([uid] if uid is not None else []))


def test_op07_031_bartolomeo_draws_and_trashes_when_your_effect_rests_a_character(real_pool):
    st = turn()
    add(st, real_pool, "OP07-031", 0, "characters")
    mine = hand_of(st, 0, 1)
    a, b = add(st, real_pool, VANILLA_1, 1, "characters"), add(st, real_pool, VANILLA_1, 1, "characters")
    top = st.table.zone(0, "deck")[0]
    st = rest_with_effect(st, real_pool, a)
    assert st.table.cards[a].tapped and st.table.cards[top].zone == "hand"  # drew 1
    assert sorted(option_ids(st)) == sorted([str(mine[0]), str(top)])  # then trash 1 (exactly one)
    st = choose(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash" and not st.pending
    st = rest_with_effect(st, real_pool, b)  # [Once Per Turn] (10-2-13)
    assert st.table.cards[b].tapped and not st.pending and len(st.table.zone(0, "hand")) == 1


def test_op07_031_bartolomeo_needs_a_character_rested(real_pool):
    st = turn()
    add(st, real_pool, "OP07-031", 0, "characters")
    hand_of(st, 0, 1)
    add(st, real_pool, VANILLA_1, 1, "characters")
    st = rest_with_effect(st, real_pool, None)  # "up to 1": none rested, no trigger
    assert not st.pending and len(st.table.zone(0, "hand")) == 1
    st = turn(0, 6, n=4)  # [Your Turn]: an effect of the opponent's resting yours does not count either
    add(st, real_pool, "OP07-031", 0, "characters")
    hand_of(st, 0, 1)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _r = play(st, real_pool, RESTER, player=1)
    st = choose(st, mine)
    assert st.table.cards[mine].tapped and not st.pending and len(st.table.zone(0, "hand")) == 1


def test_op10_036_perona_sets_up_to_1_don_active(real_pool):
    for n in (1, 0):
        st = turn(4)
        add(st, real_pool, "OP10-036", 0, "characters")
        a = add(st, real_pool, VANILLA_1, 1, "characters")
        st = rest_with_effect(st, real_pool, a)  # the Character costs 2: 2 DON!! rested
        assert pending_kind(st) == "amount" and "0" in option_ids(st)  # "up to 1" (1-3-5-1)
        st = choose(st, n)
        assert len(board.active_don(st, 0)) == 2 + n


# --- Cards leaving the Life areas (life_watch, 8-1-3-1) ---------------------------------------------


def attack_opponent_leader(st: OPState, real_pool) -> OPState:
    """P1's 10000 power Character attacks P2's Leader; P2 neither blocks nor counters; the Life card goes to the hand."""
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while st.pending and pending_kind(st) in ("block", "counter", "life"):
        st = choose(
            st,
            {"counter": "done", "life": "hand"}.get(pending_kind(st), option_ids(st)[-1]),
            player=st.pending[0].player,
        )
    return st


def test_op11_041_nami_draws_when_a_life_card_is_removed(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP11-041", 0, "leader")
    hand_of(st, 0, 7)
    life_of(st, 1, 2)
    st = attack_opponent_leader(st, real_pool)  # damage: the opponent's Life card leaves (4-6)
    assert len(st.table.zone(1, "life")) == 1 and len(st.table.zone(0, "hand")) == 8
    st = attack_opponent_leader(st, real_pool)  # [Once Per Turn] (10-2-13)
    assert len(st.table.zone(1, "life")) == 0 and len(st.table.zone(0, "hand")) == 8


def test_op11_041_nami_needs_7_or_less_cards_and_counts_your_own_life(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP11-041", 0, "leader")
    hand_of(st, 0, 8)
    life_of(st, 1, 2)
    st = attack_opponent_leader(st, real_pool)  # 8 cards: "7 or less" fails (8-3-2)
    assert len(st.table.zone(0, "hand")) == 8
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP11-041", 0, "leader")
    rev = add(
        st, real_pool, "OP10-102", 0, "characters"
    )  # "… Then, add 1 card from the top of your Life cards to your hand"
    hand_of(st, 0, 0)
    life_of(st, 0, 2)
    st = act(st, "activate", uid=rev, ability=0)
    while pending_kind(st) == "target":
        st = choose(st)
    assert (
        len(st.table.zone(0, "life")) == 1 and len(st.table.zone(0, "hand")) == 2
    )  # the Life card and 1 drawn


def test_op05_107_spacey_gains_2000_when_a_life_card_goes_to_your_hand(real_pool):
    st = turn()
    spacey = add(st, real_pool, "OP05-107", 0, "characters")
    rev = add(st, real_pool, "OP10-102", 0, "characters")
    life_of(st, 0, 2)
    base = board.power(st, spacey)
    st = act(st, "activate", uid=rev, ability=0)
    while pending_kind(st) == "target":
        st = choose(st)
    assert board.power(st, spacey) == base + 2000
    st = act(st, "end_turn")
    assert board.power(st, spacey) == base


def test_op05_107_spacey_ignores_the_opponents_life(real_pool):
    st = turn()
    spacey = add(st, real_pool, "OP05-107", 0, "characters")
    life_of(st, 1, 2)
    base = board.power(st, spacey)
    st = attack_opponent_leader(st, real_pool)
    assert len(st.table.zone(1, "life")) == 1 and board.power(st, spacey) == base


def test_op08_105_bonney_draws_2_and_trashes_1_when_an_opponents_life_card_is_removed(real_pool):
    st = turn()
    bonney = add(st, real_pool, "OP08-105", 0, "characters")
    st = act(st, "attach", target=bonney)  # [DON!! x1]
    hand_of(st, 0, 0)
    life_of(st, 1, 2)
    st = attack_opponent_leader(st, real_pool)
    assert len(st.table.zone(0, "hand")) == 2 and pending_kind(st) == "target"  # drew 2, then trash 1
    st = choose(st, st.table.zone(0, "hand")[0])
    assert len(st.table.zone(0, "hand")) == 1


def test_op08_105_bonney_needs_a_given_don(real_pool):
    st = turn()
    add(st, real_pool, "OP08-105", 0, "characters")
    hand_of(st, 0, 0)
    life_of(st, 1, 2)
    st = attack_opponent_leader(st, real_pool)  # no DON!! given (8-3-2-3)
    assert len(st.table.zone(0, "hand")) == 0 and not st.pending


def test_op05_098_enel_refills_life_when_it_reaches_0_on_the_opponents_turn(real_pool):
    st = turn(0, 0, n=4)
    clear(st, 0, "leader")
    add(st, real_pool, "OP05-098", 0, "leader")
    mine = hand_of(st, 0, 1)
    life_of(st, 0, 1)
    top = st.table.zone(0, "deck")[0]
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while st.pending and pending_kind(st) in ("block", "counter", "life"):
        st = choose(
            st,
            {"counter": "done", "life": "hand"}.get(pending_kind(st), option_ids(st)[-1]),
            player=st.pending[0].player,
        )
    assert st.table.zone(0, "life") == [top]  # 0 Life cards: 1 added from the deck
    assert pending_kind(st) == "target" and st.pending[0].player == 0  # then trash 1 (exactly one)
    st = choose(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash" and not st.over


def test_op05_098_enel_not_on_your_turn(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP05-098", 0, "leader")
    rev = add(st, real_pool, "OP10-102", 0, "characters")
    life_of(st, 0, 1)
    st = act(st, "activate", uid=rev, ability=0)
    while pending_kind(st) == "target":
        st = choose(st)
    assert st.table.zone(0, "life") == [] and not st.pending  # [Opponent's Turn] (8-3-2-5)


# --- "When you draw a card outside of your Draw Phase" (draw_watch, 8-1-3-1) ------------------------

DRAWER = "OP07-044"  # [On Play] Draw 1 card.


def test_op05_053_mozambia_gains_2000_when_you_draw_outside_the_draw_phase(real_pool):
    st = turn()
    moz = add(st, real_pool, "OP05-053", 0, "characters")
    base = board.power(st, moz)
    st, _d = play(st, real_pool, DRAWER)
    assert board.power(st, moz) == base + 2000
    for u in st.table.zone(0, "cost_area"):  # DON!! for a second one
        st.table.cards[u].tapped = False
    hand = len(st.table.zone(0, "hand"))
    st, _d = play(st, real_pool, DRAWER)  # [Once Per Turn] (10-2-13)
    assert len(st.table.zone(0, "hand")) == hand + 1 and board.power(st, moz) == base + 2000


def test_op05_053_mozambia_ignores_the_draw_phase_and_the_opponents_draws(real_pool):
    st = turn(0, 10, n=4)
    moz = add(st, real_pool, "OP05-053", 0, "characters")
    base = board.power(st, moz)
    st, _d = play(st, real_pool, DRAWER, player=1)  # the opponent draws
    st = act(st, "end_turn", player=1)  # P1's turn: the Draw Phase draw (6-3-1)
    assert st.active == 0 and board.power(st, moz) == base + 1000 * len(board.attached(st, moz))


# --- "When a … Character card is played from your trash" (play_watch, 8-1-3-1) ----------------------

TRASH_PLAYER = "OP16-085"  # [On Play] Play up to 1 {Land of Wano} type Character card with a cost of 6 or less … from your trash


def test_op16_079_yamato_gives_rush_to_a_land_of_wano_character_played_from_the_trash(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP16-079", 0, "leader")
    clear(st, 0, "trash")
    wano = add(st, real_pool, WANO_NO_COUNTER, 0, "trash")  # {Land of Wano}, cost 6
    st, _p = play(st, real_pool, TRASH_PLAYER)
    st = choose(st, wano)
    assert st.table.cards[wano].zone == "characters" and "Rush" in board.keywords(st, wano)  # 10-1-1
    st = act(st, "attack", attacker=wano, target=leader(st, 1))
    assert st.battle is not None


def test_op16_079_yamato_not_from_the_hand_and_only_this_turn(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP16-079", 0, "leader")
    st, wano = play(st, real_pool, WANO_1000)  # played from the hand: no
    assert "Rush" not in board.keywords(st, wano)
    clear(st, 0, "trash")
    other = add(st, real_pool, WANO_1000, 0, "trash")
    st, _p = play(st, real_pool, TRASH_PLAYER)
    st = choose(st, other)
    assert "Rush" in board.keywords(st, other)
    st = act(st, "end_turn")
    assert "Rush" not in board.keywords(st, other)  # "during this turn"
    clear(st, 0, "leader")
    st = turn()
    clear(st, 0, "trash")
    wano = add(st, real_pool, WANO_NO_COUNTER, 0, "trash")
    st, _p = play(st, real_pool, TRASH_PLAYER)  # no Yamato: no [Rush]
    st = choose(st, wano)
    assert "Rush" not in board.keywords(st, wano)


# --- "When a card is trashed from your hand by your {Navy} type card's effect" (hand_trash_watch) ----


def test_op12_040_kuzan_draws_as_many_as_a_navy_effect_trashed(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP12-040", 0, "leader")
    mine = hand_of(st, 0, 3)
    st, _n = play(st, real_pool, "OP12-046")  # {Navy}: "[On Play] Trash 2 cards from your hand."
    st = choose(st, mine[0], mine[1])
    assert st.table.cards[mine[0]].zone == "trash" and st.table.cards[mine[1]].zone == "trash"
    assert len(st.table.zone(0, "hand")) == 1 + 2  # drew 2: the number trashed (8-1-3-1)


def test_op12_040_kuzan_ignores_other_cards_effects(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP12-040", 0, "leader")
    mine = hand_of(st, 0, 2)
    st, _w = play(st, real_pool, "OP17-041")  # {Rocks Pirates}: "You may trash 1 card from your hand: …"
    st = choose(st, "yes")
    if pending_kind(st) == "cost":
        st = choose(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash" and len(st.table.zone(0, "hand")) == 1  # no draw


def test_op11_088_shu_gains_5000_against_a_slash_character(real_pool):
    st = turn(0, 0, n=4)
    shu = add(st, real_pool, "OP11-088", 0, "characters")
    slash = add(st, real_pool, VANILLA_8, 1, "characters")  # <Slash>
    st = act(st, "attack", attacker=slash, target=leader(st, 0))
    assert board.power(st, shu) == 10000  # during this battle (7-1)
    while st.battle is not None and st.pending:
        st = choose(
            st,
            {"counter": "done", "life": "hand"}.get(pending_kind(st), option_ids(st)[-1]),
            player=st.pending[0].player,
        )
    assert st.battle is None and board.power(st, shu) == 5000


def test_op11_088_shu_not_against_a_leader_or_another_attribute(real_pool):
    st = turn(0, 0, n=4)
    shu = add(st, real_pool, "OP11-088", 0, "characters")
    strike = add(st, real_pool, VANILLA_1, 1, "characters")  # <Strike>
    st = act(st, "attack", attacker=strike, target=leader(st, 0))
    assert board.power(st, shu) == 5000  # "If that Character has the <Slash> attribute" (8-3-2)
    st = turn(0, 0, n=4)
    shu = add(st, real_pool, "OP11-088", 0, "characters")
    st = act(st, "attack", attacker=leader(st, 1), target=leader(st, 0))  # a Leader attacks: no activation
    assert board.power(st, shu) == 5000
    while st.battle is not None and st.pending:
        st = choose(
            st,
            {"counter": "done", "life": "hand"}.get(pending_kind(st), option_ids(st)[-1]),
            player=st.pending[0].player,
        )
    slash = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(
        st, "attack", attacker=slash, target=leader(st, 0)
    )  # [Once Per Turn] not used by the Leader's attack
    assert board.power(st, shu) == 10000


def test_op12_099_kalgara_draws_then_your_effects_draw_no_more_this_turn(real_pool):
    st = turn()
    add(st, real_pool, "OP12-099", 0, "characters")
    hand_of(st, 0, 0)
    life_of(st, 1, 3)
    st = attack_opponent_leader(st, real_pool)
    assert len(st.table.zone(0, "hand")) == 1  # drew 1
    st, _d = play(st, real_pool, DRAWER)  # "[On Play] Draw 1 card.": forbidden (1-3-3)
    assert len(st.table.zone(0, "hand")) == 1
    # it triggers again (no [Once Per Turn]); its draw is forbidden too
    st = attack_opponent_leader(st, real_pool)
    assert len(st.table.zone(1, "life")) == 1 and len(st.table.zone(0, "hand")) == 1
    st = act(st, "end_turn")
    st = act(st, "end_turn")  # the next turn: the prohibition is over (6-6-1-2)
    hand = len(st.table.zone(0, "hand"))
    st, _d = play(st, real_pool, DRAWER)
    assert len(st.table.zone(0, "hand")) == hand + 1


# --- "Draw cards so that you have N cards in your hand" (draw_to) ------------------------------------


def test_op02_051_ivankov_draws_to_3_then_plays_a_blue_impel_down_character(real_pool):
    st = turn()
    hand_of(st, 0, 0)
    blue = add(st, real_pool, "OP02-053", 0, "hand")  # blue {Impel Down}, cost 5
    st, _i = play(st, real_pool, "OP02-051")
    assert len(st.table.zone(0, "hand")) == 3  # 1 + 2 drawn
    assert str(blue) in option_ids(st)
    st = choose(st, blue)
    assert st.table.cards[blue].zone == "characters"


def test_op02_051_ivankov_with_3_cards_draws_none_and_may_play_none(real_pool):
    st = turn()
    hand_of(st, 0, 3)
    blue = add(st, real_pool, "OP02-053", 0, "hand")
    st, _i = play(st, real_pool, "OP02-051")
    assert len(st.table.zone(0, "hand")) == 4  # 4 already: none drawn (1-3-2-2)
    st = choose(st)  # "up to 1": none (1-3-5-1)
    assert st.table.cards[blue].zone == "hand"


def test_op02_069_death_wink_gives_6000_then_draws_to_2(real_pool):
    st, lead, _att = attacked(real_pool, "OP02-069")
    hand_of(st, 0, 0)
    base = board.power(st, lead)
    st = choose(st, lead)
    assert board.power(st, lead) == base + 6000 and len(st.table.zone(0, "hand")) == 2


def test_op02_069_death_wink_trigger_returns_up_to_1_character(real_pool):
    st = turn(0, 0, n=4)
    seven = add(st, real_pool, "OP02-062", 1, "characters")  # cost 6
    st, _card, att = life_trigger(st, real_pool, "OP02-069", 1)
    assert str(seven) in option_ids(st) and str(att) not in option_ids(st)  # the attacker costs 8
    st = choose(st, seven)
    assert st.table.cards[seven].zone == "hand"


def test_op14_016_drake_gives_the_leader_minus_2000_instead_of_a_supernovas_removal(real_pool):
    st = turn(0, 6, n=4)  # the opponent's turn
    add(st, real_pool, "OP14-016", 0, "characters")
    nova = add(st, real_pool, "OP01-007", 0, "characters")  # {Supernovas}, cost 3
    lead = leader(st, 0)
    base = board.power(st, lead)
    st = ko_by_effect(st, real_pool, nova, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "you may … instead" (8-1-3-4)
    st = choose(st, "yes")
    assert st.table.cards[nova].zone == "characters" and board.power(st, lead) == base - 2000


def test_op14_016_drake_declined_not_supernovas_or_on_your_turn(real_pool):
    st = turn(0, 6, n=4)
    add(st, real_pool, "OP14-016", 0, "characters")
    nova = add(st, real_pool, "OP01-007", 0, "characters")
    st = choose(ko_by_effect(st, real_pool, nova, 1), "no")
    assert st.table.cards[nova].zone == "trash"
    st = turn(0, 6, n=4)
    add(st, real_pool, "OP14-016", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")  # not {Supernovas}
    st = ko_by_effect(st, real_pool, other, 1)
    assert st.table.cards[other].zone == "trash"
    st = turn()  # your own turn: [Opponent's Turn] (8-3-2-5); your own effect: not the opponent's anyway
    add(st, real_pool, "OP14-016", 0, "characters")
    nova = add(st, real_pool, "OP01-007", 0, "characters")
    st = bounce(st, real_pool, nova)
    assert st.table.cards[nova].zone == "hand"


def test_op02_025_kinemon_the_next_land_of_wano_character_costs_1_less(real_pool):
    st = turn()
    clear(st, 0, "leader")
    kin = add(st, real_pool, "OP02-025", 0, "leader")
    wano = add(st, real_pool, WANO_NO_COUNTER, 0, "hand")  # {Land of Wano}, cost 6
    small = add(st, real_pool, WANO_1000, 0, "hand")  # {Land of Wano}, cost 1: less than 3
    other = add(st, real_pool, VANILLA_8, 0, "hand")  # not {Land of Wano}, cost 8
    st = act(st, "activate", uid=kin, ability=0)
    assert (
        board.play_price(st, wano) == 5
        and board.play_price(st, small) == 1
        and board.play_price(st, other) == 8
    )
    st = act(st, "play", uid=wano)  # 2-7-1: paid 5, and the reduction is used up ("the next time")
    assert len(board.active_don(st, 0)) == 5
    second = add(st, real_pool, WANO_NO_COUNTER, 0, "hand")
    assert board.play_price(st, second) == 6


def test_op02_025_kinemon_needs_1_or_less_characters(real_pool):
    st = turn()
    clear(st, 0, "leader")
    kin = add(st, real_pool, "OP02-025", 0, "leader")
    add(st, real_pool, VANILLA_1, 0, "characters")
    add(st, real_pool, VANILLA_1, 0, "characters")
    wano = add(st, real_pool, WANO_NO_COUNTER, 0, "hand")
    st = act(st, "activate", uid=kin, ability=0)  # 2 Characters: the condition fails (8-3-2)
    assert board.play_price(st, wano) == 6
    refused(st, "activate", "10-2-13-3", uid=kin, ability=0)


def test_op08_062_katakuri_plays_a_katakuri_costing_up_to_the_opponents_don(real_pool):
    st = turn(2, 6)  # the opponent has 6 DON!!
    clear(st, 0, "leader")
    add(st, real_pool, "OP03-077", 0, "leader")  # {Big Mom Pirates}
    kata = add(st, real_pool, "OP08-062", 0, "characters")
    six = add(st, real_pool, "OP08-063", 0, "hand")  # [Charlotte Katakuri], cost 6
    eight = add(st, real_pool, "OP03-123", 0, "hand")  # cost 8: more than 6 DON!!
    st = act(st, "activate", uid=kata, ability=0)  # activating is choosing to pay: trashed (8-3-1-4)
    assert st.table.cards[kata].zone == "trash"
    assert option_ids(st) == [str(six)]
    st = choose(st, six)
    while st.pending and st.pending[0].player == 0 and pending_kind(st) in ("pay", "may"):
        st = choose(st, "no")  # its own [On Play] "You may …": declined
    assert st.table.cards[six].zone == "characters" and st.table.cards[eight].zone == "hand"


def test_op08_062_katakuri_needs_a_big_mom_leader(real_pool):
    st = turn(2, 10)
    kata = add(st, real_pool, "OP08-062", 0, "characters")
    six = add(st, real_pool, "OP08-063", 0, "hand")
    st = act(st, "activate", uid=kata, ability=0)
    assert st.table.cards[kata].zone == "trash" and st.table.cards[six].zone == "hand" and not st.pending


def test_op17_117_maser_saber_gives_a_linlin_3000(real_pool):
    st = turn(0, 0, n=4)
    give_don(st, 0, 3)
    linlin = add(st, real_pool, "OP17-112", 0, "characters")  # [Charlotte Linlin]
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    ev = add(st, real_pool, "OP17-117", 0, "hand")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)  # 7-1-3-2-2
    assert option_ids(st) == [str(linlin)] and str(other) not in option_ids(st)
    st = choose(st, linlin)
    assert board.power(st, linlin) == 12000 + 3000


def test_op17_117_maser_saber_trigger_opponent_may_trash_3_or_lose_a_character(real_pool):
    for trash in (True, False):
        st = turn(0, 0, n=4)
        theirs = hand_of(st, 1, 4)
        small = add(st, real_pool, VANILLA_1, 1, "characters")
        st, _card, att = life_trigger(st, real_pool, "OP17-117", 1)
        assert st.pending[0].player == 1 and option_ids(st) == ["1", "0"]  # the opponent decides (8-4-4)
        st = choose(st, "1" if trash else "0")
        if trash:
            st = choose(st, *theirs[:3])  # which 3 (10-2-14-1)
            assert all(st.table.cards[u].zone == "trash" for u in theirs[:3])
            assert st.table.cards[small].zone == "characters" and not (
                st.pending and st.pending[0].player == 0
            )
        else:
            assert option_ids(st) == [str(small)]  # "If they do not": K.O. up to 1 with a cost of 6 or less
            st = choose(st, small)
            assert st.table.cards[small].zone == "trash" and len(st.table.zone(1, "hand")) == 4
        assert att in st.table.zone(1, "characters")


def test_op17_117_maser_saber_trigger_with_fewer_than_3_cards_kos(real_pool):
    st = turn(0, 0, n=4)
    hand_of(st, 1, 2)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _card, _att = life_trigger(st, real_pool, "OP17-117", 1)
    assert st.pending[0].player == 0 and option_ids(st) == [str(small)]  # they can't trash 3 (1-3-2)


# --- "When your opponent activates an Event or [Trigger]" -------------------------------------------


def countered(real_pool, opp_life: int) -> tuple[OPState, list[int], list[int]]:
    """P1 (with OP11-102) attacks P2's Leader; P2 plays the [Counter] Event DEATH WINK (OP02-069) on it."""
    st = turn(3, 3)
    add(st, real_pool, "OP11-102", 0, "characters")
    mine, theirs = life_of(st, 0, 3), life_of(st, 1, opp_life)
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    ev = add(st, real_pool, "OP02-069", 1, "hand")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1], player=1)
    st = act(st, "play", player=1, uid=ev)  # activating an Event (8-5-2)
    while st.pending and st.pending[0].player == 1 and pending_kind(st) == "target":
        st = choose(st, leader(st, 1), player=1)
    return st, mine, theirs


def test_op11_102_camie_trashes_a_life_card_of_each_when_the_opponent_activates_an_event(real_pool):
    st, mine, theirs = countered(real_pool, 2)
    assert (
        st.table.cards[mine[0]].zone == "trash" and st.table.cards[theirs[0]].zone == "trash"
    )  # the tops (3-10-2)
    assert st.table.zone(0, "life") == mine[1:] and st.table.zone(1, "life") == theirs[1:]


def test_op11_102_camie_needs_the_opponent_at_2_life(real_pool):
    st, mine, theirs = countered(real_pool, 1)  # 1 Life card: the condition fails (8-3-2)
    assert st.table.zone(0, "life") == mine and st.table.zone(1, "life") == theirs


def test_op11_102_camie_on_an_opponents_trigger(real_pool):
    st = turn(3)
    add(st, real_pool, "OP11-102", 0, "characters")
    mine = life_of(st, 0, 3)
    life_of(st, 1, 2)
    top = add(st, real_pool, "OP02-069", 1, "life")  # a [Trigger] on top: 3 Life cards
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while st.pending and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=1)
    st = choose(st, "activate", player=1)  # 10-1-5-1
    while st.pending and st.pending[0].player == 1:
        st = choose(st, player=1)  # its "up to 1": none
    assert st.table.cards[top].zone == "trash" and st.table.cards[mine[0]].zone == "trash"
    assert len(st.table.zone(1, "life")) == 1


def test_op07_001_dragon_moves_up_to_2_given_don_to_1_character(real_pool):
    st = turn(5)
    clear(st, 0, "leader")
    dragon = add(st, real_pool, "OP07-001", 0, "leader")
    a, b = add(st, real_pool, VANILLA_1, 0, "characters"), add(st, real_pool, VANILLA_1, 0, "characters")
    for host in (dragon, dragon, a):
        st = act(st, "attach", target=host)
    given = list(st.table.zone(0, "attached_don"))
    st = act(st, "activate", uid=dragon, ability=0)
    assert (
        sorted(option_ids(st)) == sorted(map(str, given))
        and st.pending[0].min == 0
        and st.pending[0].max == 2
    )
    st = choose(st, given[0], given[2])  # one from the Leader, one from a
    assert sorted(option_ids(st)) == sorted([str(a), str(b)])
    st = choose(st, b)
    assert (
        len(board.attached(st, b)) == 2 and len(board.attached(st, dragon)) == 1 and not board.attached(st, a)
    )
    assert board.power(st, b) == 3000 + 2000  # 6-5-5-2 on your turn
    refused(st, "activate", "10-2-13-3", uid=dragon, ability=0)


def test_op07_001_dragon_up_to_2_allows_none(real_pool):
    st = turn(5)
    clear(st, 0, "leader")
    dragon = add(st, real_pool, "OP07-001", 0, "leader")
    a = add(st, real_pool, VANILLA_1, 0, "characters")
    st = act(st, "attach", target=dragon)
    st = act(st, "activate", uid=dragon, ability=0)
    st = choose(st)  # none (1-3-5-1)
    assert len(board.attached(st, dragon)) == 1 and not board.attached(st, a) and not st.pending


def test_eb04_016_bird_neptunian_sets_1_don_active_then_no_more_by_characters(real_pool):
    st = turn(4)
    bird = add(st, real_pool, "EB04-016", 0, "characters")
    don = st.table.zone(0, "cost_area")
    for u in don[:3]:
        st.table.cards[u].tapped = True
    st = act(st, "activate", uid=bird, ability=0)
    assert pending_kind(st) == "amount" and "0" in option_ids(st)  # "up to 1" (1-3-5-1)
    st = choose(st, 1)
    assert len(board.active_don(st, 0)) == 2
    st = act(
        st, "activate", uid=bird, ability=0
    )  # no [Once Per Turn]: again, but Character effects can't now (1-3-3)
    assert len(board.active_don(st, 0)) == 2 and not st.pending
    st = act(st, "end_turn")
    st = act(st, "end_turn")  # the next turn: over (6-6-1-2)
    for u in st.table.zone(0, "cost_area")[:2]:
        st.table.cards[u].tapped = True
    active = len(board.active_don(st, 0))
    st = act(st, "activate", uid=bird, ability=0)
    st = choose(st, 1)
    assert len(board.active_don(st, 0)) == active + 1


def test_eb04_016_bird_neptunian_rests_with_3_neptunians(real_pool):
    for n in (3, 2):
        st = turn()
        bird = add(st, real_pool, "EB04-016", 0, "characters")
        for _ in range(n - 1):
            add(st, real_pool, "EB04-016", 0, "characters")  # {Neptunian}
        target = add(st, real_pool, VANILLA_8, 1, "characters")  # cost 8
        st = act(st, "attack", attacker=bird, target=leader(st, 1))
        if n == 3:
            assert option_ids(st) == [str(target)]
            st = choose(st, target)
            assert st.table.cards[target].tapped
        else:
            assert not st.table.cards[target].tapped and pending_kind(st) != "target"
