"""Per-card scripts that lift OP16, OP10, OP11, OP05, OP06 and EB02 to the 0.90 goal (issue #17), each card
played with real cards in an engine game, clause by clause: conditions (8-3-2), "up to" allowing 0 (1-3-5-1),
"you may" costs that can be declined (8-3-1-4)."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    battle_ko,
    choose,
    clear,
    hand_of,
    ko_by_effect,
    leader,
    life_of,
    needs_npm,
    option_ids,
    paid_with_only,
    pending_kind,
    refused,
    to_turn,
)
from .helpers import (
    add_top as add,
)
from .helpers import (
    play_real as play,
)
from .helpers import (
    set_real_leader as set_leader,
)
from .helpers import (
    turn_with_don as turn,
)
from .test_mid_set_scripts import life_trigger, pay_all

pytestmark = needs_npm


def opponent_attacks(st: OPState, pool: CardPool, target: int | None = None) -> tuple[OPState, int]:
    """P2 (a 10000 Character) attacks P1's Leader (or ``target``); [On Your Opponent's Attack] abilities trigger."""
    att = add(st, pool, VANILLA_8, 1, "characters")
    return act(st, "attack", attacker=att, target=leader(st, 0) if target is None else target), att


def decline_all(st: OPState) -> OPState:
    """Answer "no" to every "you may" (8-3-1-4) and choose nothing for every "up to" (1-3-5-1) left pending."""
    while st.pending and pending_kind(st) not in ("counter", "block"):
        if "no" in option_ids(st):
            st = choose(st, "no")
        elif st.pending[0].min == 0:
            st = choose(st)
        else:
            break
    return st


# --- OP16 ------------------------------------------------------------------------------------------


def test_op16_080_teach_trashes_a_trigger_card_to_change_the_attack_target(real_pool):
    st = turn(0, 6, n=4)
    lead = set_leader(st, real_pool, 0, "OP16-080")
    wolf = add(st, real_pool, "OP10-084", 0, "characters", tapped=True)  # {Blackbeard Pirates}
    plain = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    clear(st, 0, "hand")
    carrot = add(st, real_pool, "OP01-009", 0, "hand")  # has a [Trigger]
    other = add(st, real_pool, VANILLA_1, 0, "hand")  # has none
    st, _att = opponent_attacks(st, real_pool, target=plain)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = choose(st, "yes")
    assert paid_with_only(
        st, carrot
    )  # only a card with a [Trigger] pays; the only card that pays it: taken (8-3-1, issue #17)
    assert set(option_ids(st)) == {str(lead), str(wolf)}  # this Leader or a {Blackbeard Pirates} Character
    st = choose(st, wolf)
    assert st.battle is not None and st.battle.target == wolf  # 7-1-1-2
    assert st.table.cards[carrot].zone == "trash" and st.table.cards[other].zone == "hand"


def test_op16_080_teach_may_be_declined(real_pool):
    st = turn(0, 6, n=4)
    set_leader(st, real_pool, 0, "OP16-080")
    clear(st, 0, "hand")
    carrot = add(st, real_pool, "OP01-009", 0, "hand")
    st, _att = opponent_attacks(st, real_pool)
    st = choose(st, "no")
    assert (
        st.battle is not None and st.battle.target == leader(st, 0) and st.table.cards[carrot].zone == "hand"
    )


def test_op16_104_catarina_copies_the_selected_characters_power(real_pool):
    st = turn()
    devon = add(st, real_pool, "OP16-104", 0, "characters", entered_turn=1)
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # 10000
    add(st, real_pool, VANILLA_1, 1, "characters")
    st = act(st, "attack", attacker=devon, target=leader(st, 1))
    assert str(big) in option_ids(st) and st.pending[0].min == 0  # up to 1
    st = choose(st, big)
    assert board.power(st, devon) == 10000  # 4-9: its base power becomes 10000


def test_op16_104_catarina_may_select_none(real_pool):
    st = turn()
    devon = add(st, real_pool, "OP16-104", 0, "characters", entered_turn=1)
    add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=devon, target=leader(st, 1))
    st = choose(st)
    assert board.power(st, devon) == 3000


def test_op16_106_wolf_draws_and_sets_a_base_power_with_a_blackbeard_leader(real_pool):
    st = turn(0, 6, n=4)
    set_leader(st, real_pool, 0, "OP16-080")  # {Blackbeard Pirates}
    wolf = add(st, real_pool, "OP16-106", 0, "characters")
    small = add(st, real_pool, VANILLA_1, 0, "characters")
    top = st.table.zone(0, "deck")[0]
    st = battle_ko(st, real_pool, wolf)
    assert st.table.cards[top].zone == "hand"  # draw 1
    assert str(small) in option_ids(st) and str(leader(st, 0)) in option_ids(st) and st.pending[0].min == 0
    st = choose(st, small)
    assert board.power(st, small) == 7000  # 4-9: base power becomes 7000


def test_op16_106_wolf_may_choose_none_and_needs_the_leader_type(real_pool):
    st = turn(0, 6, n=4)
    set_leader(st, real_pool, 0, "OP16-080")
    wolf = add(st, real_pool, "OP16-106", 0, "characters")
    small = add(st, real_pool, VANILLA_1, 0, "characters")
    st = battle_ko(st, real_pool, wolf)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert board.power(st, small) == 3000
    st = turn(0, 6, n=4)  # the test Leader has no {Blackbeard Pirates} type: nothing happens (8-3-2)
    wolf = add(st, real_pool, "OP16-106", 0, "characters")
    small = add(st, real_pool, VANILLA_1, 0, "characters")
    deck = len(st.table.zone(0, "deck"))
    st = battle_ko(st, real_pool, wolf)
    assert (
        len(st.table.zone(0, "deck")) == deck and board.power(st, small) == 3000
    )  # no draw, no choice (8-3-2)
    assert not st.pending or str(small) not in option_ids(st)


def test_op16_106_wolf_trigger_activates_its_on_ko(real_pool):
    st = turn(0, 6, n=4)
    set_leader(st, real_pool, 0, "OP16-080")
    small = add(st, real_pool, VANILLA_1, 0, "characters")
    top = st.table.zone(0, "deck")[0]
    st = life_trigger(st, real_pool, "OP16-106")  # 10-1-5: [Trigger] "activate this card's [On K.O.] effect"
    assert st.table.cards[top].zone == "hand"
    st = choose(st, small)
    assert board.power(st, small) == 7000


def test_op16_058_prisoners_base_power_becomes_7000_with_10_don(real_pool):
    for don, want in ((10, 7000), (9, 6000)):  # "if you have 10 DON!! cards on your field" (8-3-2)
        st = turn(don)
        prisoners = [add(st, real_pool, "OP16-042", 0, "characters") for _ in range(2)]  # 6000 each
        other = add(st, real_pool, VANILLA_1, 0, "characters")
        st, _ev = play(st, real_pool, "OP16-058")
        assert [board.power(st, u) for u in prisoners] == [want, want] and board.power(st, other) == 3000


def test_op16_015_luffy_trashes_an_8000_power_character_for_7000_base_power(real_pool):
    st = turn(0, 6, n=4)
    luffy = add(st, real_pool, "OP16-015", 0, "characters")
    clear(st, 0, "hand")
    thatch = add(st, real_pool, "OP02-007", 0, "hand")  # 8000 power Character
    giant = add(st, real_pool, VANILLA_8, 0, "hand")  # 10000: does not pay
    st, _att = opponent_attacks(st, real_pool)
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert paid_with_only(st, thatch)  # the only card that pays it: taken (8-3-1, issue #17)
    assert board.power(st, leader(st, 0)) == 7000 and board.power(st, luffy) == 7000  # 4-9
    assert st.table.cards[giant].zone == "hand"


def test_op16_015_luffy_may_be_declined(real_pool):
    st = turn(0, 6, n=4)
    luffy = add(st, real_pool, "OP16-015", 0, "characters")
    clear(st, 0, "hand")
    thatch = add(st, real_pool, "OP02-007", 0, "hand")
    st, _att = opponent_attacks(st, real_pool)
    st = choose(st, "no")
    assert board.power(st, luffy) == 6000 and st.table.cards[thatch].zone == "hand"


def test_op16_105_moria_trigger_plays_absalom_hogback_and_perona_at_1_life(real_pool):
    st = turn(0, 6, n=4)
    life_of(st, 0, 1)
    clear(st, 0, "trash")
    absalom = add(st, real_pool, "OP14-100", 0, "trash")  # cost 3
    hogback = add(st, real_pool, "OP14-110", 0, "trash")  # cost 4
    perona = add(st, real_pool, "OP06-093", 0, "trash")  # cost 4
    add(st, real_pool, "OP06-086", 0, "trash")  # Gecko Moria, cost 8: not named
    st = life_trigger(st, real_pool, "OP16-105")  # taken from 2 Life: 1 left when it resolves
    assert option_ids(st) == [str(absalom)] and st.pending[0].min == 0  # up to 1 [Absalom]
    st = choose(st, absalom)
    assert option_ids(st) == [str(hogback)] and st.pending[0].min == 0
    st = choose(st)  # none (1-3-5-1)
    assert option_ids(st) == [str(perona)]
    st = choose(st, perona)
    zones = [st.table.cards[u].zone for u in (absalom, hogback, perona)]
    assert zones == ["characters", "trash", "characters"]


def test_op16_105_moria_trigger_needs_1_or_less_life(real_pool):
    st = turn(0, 6, n=4)
    life_of(st, 0, 2)
    clear(st, 0, "trash")
    absalom = add(st, real_pool, "OP14-100", 0, "trash")
    st = life_trigger(st, real_pool, "OP16-105")  # 2 Life left: the condition fails (8-3-2)
    assert st.table.cards[absalom].zone == "trash"
    assert not st.pending or str(absalom) not in option_ids(st)


def test_op16_060_sengoku_returns_8_active_don_to_play_admirals_with_different_names(real_pool):
    st = turn(10)
    lead = set_leader(st, real_pool, 0, "OP16-060")
    clear(st, 0, "hand")
    kuzan, kuzan2 = (add(st, real_pool, "OP16-063", 0, "hand") for _ in range(2))
    borsalino = add(st, real_pool, "OP16-073", 0, "hand")
    other = add(st, real_pool, VANILLA_8, 0, "hand")  # no {Admiral} type
    st = act(st, "activate", uid=lead, ability=0)
    st = pay_all(st)
    assert board.don_on_field(st, 0) == 2  # 8 returned to the DON!! deck
    assert set(option_ids(st)) == {str(kuzan), str(kuzan2), str(borsalino)} and st.pending[0].min == 0
    st = choose(st, kuzan, borsalino)
    assert st.table.cards[kuzan].zone == "characters" and st.table.cards[borsalino].zone == "characters"
    assert st.table.cards[kuzan2].zone == "hand" and st.table.cards[other].zone == "hand"


def test_op16_060_sengoku_refuses_two_of_one_name_and_needs_8_active_don(real_pool):
    st = turn(10)
    lead = set_leader(st, real_pool, 0, "OP16-060")
    clear(st, 0, "hand")
    kuzan, kuzan2 = (add(st, real_pool, "OP16-063", 0, "hand") for _ in range(2))
    st = pay_all(act(st, "activate", uid=lead, ability=0))
    refused(st, "choose", "8-4-4", picks=[str(kuzan), str(kuzan2)])  # "with different card names"
    st = choose(st, kuzan2)
    assert st.table.cards[kuzan2].zone == "characters" and st.table.cards[kuzan].zone == "hand"
    st = turn(7)
    lead = set_leader(st, real_pool, 0, "OP16-060")
    refused(st, "activate", "8-3-1-3", uid=lead, ability=0)  # 7 active DON!!: the cost can't be paid


def test_op16_108_shiryu_adds_a_blackbeard_card_from_the_trash_to_life_face_up(real_pool):
    st = turn()
    clear(st, 0, "hand")
    fodder = add(st, real_pool, VANILLA_1, 0, "hand")
    clear(st, 0, "trash")
    pizarro = add(st, real_pool, "OP09-082", 0, "trash")  # {Blackbeard Pirates}, cost 4
    wolf = add(st, real_pool, "OP10-084", 0, "trash")  # {Blackbeard Pirates}, cost 5
    st, _s = play(st, real_pool, "OP16-108")
    assert pending_kind(st) == "pay"
    st = pay_all(st, fodder)
    assert set(option_ids(st)) >= {str(pizarro), str(wolf)} and st.pending[0].min == 0
    st = choose(st, wolf)
    assert st.table.zone(0, "life")[0] == wolf and st.table.cards[wolf].flags.get("face_up")  # 3-10-2-1


def test_op16_108_shiryu_may_be_declined_or_add_none(real_pool):
    st = turn()
    clear(st, 0, "trash")
    wolf = add(st, real_pool, "OP10-084", 0, "trash")
    st, _s = play(st, real_pool, "OP16-108")
    st = choose(st, "no")
    assert st.table.cards[wolf].zone == "trash" and not st.pending
    st = turn()
    clear(st, 0, "trash")
    wolf = add(st, real_pool, "OP10-084", 0, "trash")
    fodder = hand_of(st, 0, 1)[0]
    st, _s = play(st, real_pool, "OP16-108")
    st = pay_all(st, fodder)
    st = choose(st)  # up to 1: none
    assert st.table.cards[wolf].zone == "trash"


# --- OP10 ------------------------------------------------------------------------------------------


def rest_don(st: OPState, player: int, n: int) -> list[int]:
    """Rest ``n`` of ``player``'s DON!! in the cost area (set-up)."""
    dons = st.table.zone(player, "cost_area")[:n]
    for u in dons:
        st.table.cards[u].tapped = True
    return dons


def test_op10_003_sugar_sets_up_to_1_don_active_at_the_end_of_the_turn(real_pool):
    st = turn(4)
    set_leader(st, real_pool, 0, "OP10-003")
    add(st, real_pool, "OP01-065", 0, "characters")  # Vergo: {Donquixote Pirates}, 7000
    rest_don(st, 0, 3)
    st = act(st, "end_turn")
    assert pending_kind(st) == "amount" and st.pending[0].player == 0  # up to 1: 0 or 1 (1-3-5-1)
    st = choose(st, 1)
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 2


def test_op10_003_sugar_may_set_none_and_needs_a_6000_donquixote_character(real_pool):
    st = turn(4)
    set_leader(st, real_pool, 0, "OP10-003")
    add(st, real_pool, "OP01-065", 0, "characters")
    rest_don(st, 0, 3)
    st = act(st, "end_turn")
    st = choose(st, 0)
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 3
    # 8-3-2: one Character with both: Buffalo ({Donquixote Pirates}, 6000) fits; Bellamy (the type, 5000) and
    # Krieg (6000, no type) do not
    for chars, fires in ((["OP10-073"], True), (["OP05-035", "OP01-066"], False)):
        st = turn(4)
        set_leader(st, real_pool, 0, "OP10-003")
        for number in chars:
            add(st, real_pool, number, 0, "characters")
        rest_don(st, 0, 3)
        st = act(st, "end_turn")
        assert (pending_kind(st) == "amount") == fires
        if not fires:
            assert st.turn == 4 and sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 3


def test_op10_010_brownbeard_gains_1000_with_1_or_less_6000_power_characters(real_pool):
    for others, gains in ((["OP01-066"], True), (["OP01-066", "OP01-045"], False)):  # 6000 power each
        st = turn()
        brown = add(st, real_pool, "OP10-010", 0, "characters", entered_turn=1)  # 5000: not counted
        for number in others:
            add(st, real_pool, number, 0, "characters")
        st = act(st, "attack", attacker=brown, target=leader(st, 1))
        assert board.power(st, brown) == (6000 if gains else 5000)  # 8-3-2: read when it resolves


def law_leader(
    pool: CardPool, top: str, chars: tuple[str, ...] = ("OP04-087",)
) -> tuple[OPState, int, list[int], int]:
    """P1's Leader is OP10-022 with 1 DON!! given; ``chars`` on the field; ``top`` is the top Life card."""
    from .helpers import attach

    st = turn()
    lead = set_leader(st, pool, 0, "OP10-022")
    attach(st, lead, 1)  # [DON!! x1]
    mine = [add(st, pool, number, 0, "characters") for number in chars]
    life = add(st, pool, top, 0, "life")
    return st, lead, mine, life


def test_op10_022_law_returns_a_character_and_plays_the_revealed_supernovas(real_pool):
    st, lead, mine, life = law_leader(
        real_pool, "OP01-008", chars=("OP04-087", "OP04-087")
    )  # Cavendish: {Supernovas}, cost 4
    st = act(st, "activate", uid=lead, ability=0)
    st = pay_all(st, mine[0])
    assert st.table.cards[mine[0]].zone == "hand"  # the cost: returned to the hand
    assert pending_kind(st) == "may"  # "you may play that card"
    st = choose(st, "yes")
    assert st.table.cards[life].zone == "characters"
    st = choose(st, "no")  # Cavendish's own [On Play]
    refused(st, "activate", "10-2-13-3", uid=lead, ability=0)


def test_op10_022_law_may_not_play_and_a_wrong_card_stays(real_pool):
    st, lead, mine, life = law_leader(real_pool, "OP01-008")
    st = pay_all(act(st, "activate", uid=lead, ability=0), mine[0])
    st = choose(st, "no")
    assert st.table.cards[life].zone == "life"
    st, lead, mine, life = law_leader(real_pool, "OP04-087")  # Law OP04-087: no {Supernovas} type
    st = pay_all(act(st, "activate", uid=lead, ability=0), mine[0])
    assert st.table.cards[life].zone == "life" and pending_kind(st) != "may"


def test_op10_022_law_needs_characters_of_total_cost_5(real_pool):
    st, lead, _mine, _life = law_leader(real_pool, "OP01-008", chars=("OP01-076",))  # Bellamy: cost 2
    refused(st, "activate", "8-4-1-1", uid=lead, ability=0)  # total cost 2: the condition is not met
    st, lead, _mine, _life = law_leader(
        real_pool, "OP01-008", chars=("OP01-076", "OP01-076", "OP01-019")
    )  # 2 + 2 + 2
    st = pay_all(act(st, "activate", uid=lead, ability=0), _mine[0])
    assert pending_kind(st) == "may"


def test_op10_057_leo_rests_the_leader_to_search_2_dressrosa_cards_then_trashes_1(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP10-042")  # Usopp
    hand_of(st, 0, 0)
    deck = [
        add(st, real_pool, n, 0, "deck") for n in ("OP01-076", "OP10-031", "OP10-057", VANILLA_1, "OP10-050")
    ]
    bellamy, sengoku, leo2, _v, hajrudin = deck
    st, _leo = play(st, real_pool, "OP10-057")
    assert pending_kind(st) == "pay"
    st = pay_all(st, lead)
    assert st.table.cards[lead].tapped
    opts = set(option_ids(st))
    assert (
        {str(bellamy), str(sengoku), str(hajrudin)} <= opts
        and str(leo2) not in opts
        and st.pending[0].max == 2
    )
    st = choose(st, bellamy, sengoku)
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    assert set(option_ids(st)) == {str(bellamy), str(sengoku)}  # trash 1 card from your hand (exactly 1)
    st = choose(st, sengoku)
    assert st.table.cards[sengoku].zone == "trash" and st.table.zone(0, "hand") == [bellamy]
    assert st.table.cards[leo2].zone == "deck" and st.table.cards[hajrudin].zone == "deck"


def test_op10_057_leo_may_rest_a_stage_add_none_or_decline_and_needs_usopp(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP10-042")
    stage = add(st, real_pool, "OP02-048", 0, "stage")
    hand_of(st, 0, 1)
    bellamy = add(st, real_pool, "OP01-076", 0, "deck")  # {Dressrosa}
    st, _leo = play(st, real_pool, "OP10-057")
    st = choose(st, "yes")
    assert str(stage) in option_ids(st) and str(leader(st, 0)) in option_ids(st)  # the Leader or a Stage
    st = choose(st, stage)
    assert st.table.cards[stage].tapped
    assert str(bellamy) in option_ids(st) and st.pending[0].min == 0
    st = choose(st)  # up to 2: none
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    assert st.table.cards[bellamy].zone == "deck"
    assert (
        st.table.zone(0, "hand") == [] and len(st.table.zone(0, "trash")) >= 1
    )  # still trash 1 card (the only one)
    st = turn()
    set_leader(st, real_pool, 0, "OP10-042")
    hand = hand_of(st, 0, 1)
    st, _leo = play(st, real_pool, "OP10-057")
    st = choose(st, "no")  # 8-3-1-4: declined
    assert (
        not st.pending and st.table.cards[hand[0]].zone == "hand" and not st.table.cards[leader(st, 0)].tapped
    )
    # the test Leader is not [Usopp]: the cost is paid, nothing is looked at (8-3-2); "Then, … trash 1 card from
    # your hand" is its own sentence and still happens (as the templates read "If …, A. Then, B")
    st = turn()
    hand = hand_of(st, 0, 2)
    deck = list(st.table.zone(0, "deck"))
    st, _leo = play(st, real_pool, "OP10-057")
    st = pay_all(st, leader(st, 0))
    assert st.table.cards[leader(st, 0)].tapped and st.table.zone(0, "deck") == deck
    assert set(option_ids(st)) == set(map(str, hand)) and st.pending[0].min == 1
    st = choose(st, hand[0])
    assert st.table.cards[hand[0]].zone == "trash" and st.table.cards[hand[1]].zone == "hand"


# --- OP11 ------------------------------------------------------------------------------------------


def test_op11_023_arlong_costs_3_less_with_a_fish_man_leader_low_life_and_5_rested_opponent_cards(real_pool):
    # 2-7-1: the cost paid is the cost after the reduction; all three conditions must hold (8-3-2)
    for leader_id, life, rested, reduced in (
        ("OP11-021", 3, 5, True),
        ("OP11-021", 4, 5, False),
        ("OP11-021", 3, 4, False),
        (None, 3, 5, False),
    ):
        st = turn(7, 5)
        if leader_id:
            set_leader(st, real_pool, 0, leader_id)  # Jinbe: {Fish-Man}
        life_of(st, 0, life)
        rest_don(st, 1, rested)  # the opponent's rested DON!! count as rested cards
        arlong = add(st, real_pool, "OP11-023", 0, "hand")
        assert board.play_price(st, arlong) == (4 if reduced else 7)


def test_op11_043_ichiji_gives_1000_and_mills_2_when_only_germa_characters(real_pool):
    st = turn(0, 6, n=4)
    ichiji = add(st, real_pool, "OP11-043", 0, "characters")
    add(st, real_pool, "OP11-045", 0, "characters")  # Niji: {GERMA 66}
    top2 = st.table.zone(0, "deck")[:2]
    st, _att = opponent_attacks(st, real_pool)
    assert str(leader(st, 0)) in option_ids(st) and str(ichiji) in option_ids(st) and st.pending[0].min == 0
    st = choose(st, leader(st, 0))
    assert board.power(st, leader(st, 0)) == 6000
    assert all(st.table.cards[u].zone == "trash" for u in top2)  # then trash 2 from the top of the deck


def test_op11_043_ichiji_may_choose_none_and_needs_only_germa_characters(real_pool):
    st = turn(0, 6, n=4)
    add(st, real_pool, "OP11-043", 0, "characters")
    top2 = st.table.zone(0, "deck")[:2]
    st, _att = opponent_attacks(st, real_pool)
    st = choose(st)  # up to 1: none; the deck is still trashed
    assert board.power(st, leader(st, 0)) == 5000 and all(st.table.cards[u].zone == "trash" for u in top2)
    st = turn(0, 6, n=4)
    add(st, real_pool, "OP11-043", 0, "characters")
    add(st, real_pool, VANILLA_1, 0, "characters")  # not GERMA: it can't be activated (8-4-1-1)
    deck = len(st.table.zone(0, "deck"))
    st, _att = opponent_attacks(st, real_pool)
    assert len(st.table.zone(0, "deck")) == deck and pending_kind(st) in ("block", "counter")


def test_op11_022_shirahoshi_plays_a_neptunian_or_megalo_up_to_the_don_on_the_field(real_pool):
    st = turn(4)
    lead = set_leader(st, real_pool, 0, "OP11-022")
    life = life_of(st, 0, 2)
    clear(st, 0, "hand")
    four = add(st, real_pool, "OP11-027", 0, "hand")  # Neptunian, cost 4
    six = add(st, real_pool, "OP11-026", 0, "hand")  # Neptunian, cost 6: more than 4 DON!!
    megalo = add(st, real_pool, "OP11-112", 0, "hand")  # [Megalo], cost 3
    other = add(st, real_pool, "OP03-101", 0, "hand")  # cost 1, neither
    st = act(st, "activate", uid=lead, ability=1)
    st = pay_all(st)
    assert st.table.cards[life[0]].flags.get("face_up")  # the cost: the top Life card face up (3-10-2-1)
    assert set(option_ids(st)) == {str(four), str(megalo)} and st.pending[0].min == 0
    st = choose(st, four)
    assert st.table.cards[four].zone == "characters"
    assert st.table.cards[six].zone == "hand" and st.table.cards[other].zone == "hand"
    refused(st, "activate", "10-2-13-3", uid=lead, ability=1)


def test_op11_022_shirahoshi_may_play_none(real_pool):
    st = turn(4)
    lead = set_leader(st, real_pool, 0, "OP11-022")
    clear(st, 0, "hand")
    megalo = add(st, real_pool, "OP11-112", 0, "hand")
    st = pay_all(act(st, "activate", uid=lead, ability=1))  # activating is choosing to pay (8-3-1-4)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[megalo].zone == "hand" and len(board.active_don(st, 0)) == 3


def test_op11_024_aladine_pays_to_play_a_fish_man_or_merfolk_when_kod_by_the_opponent(real_pool):
    st = turn(4)
    aladine = add(st, real_pool, "OP11-024", 0, "characters")
    clear(st, 0, "hand")
    fodder = add(st, real_pool, VANILLA_1, 0, "hand")
    merfolk = add(st, real_pool, "OP11-111", 0, "hand")  # Mamboshi: {Merfolk}, cost 6
    fishman = add(st, real_pool, "OP05-012", 0, "hand")  # Hack: {Fish-Man}, cost 3
    st = to_turn_keep(st, 4)
    st = ko_by_effect(st, real_pool, aladine, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = pay_all(st, fodder)
    assert st.table.cards[fodder].zone == "trash" and len(board.active_don(st, 0)) == 3
    assert set(option_ids(st)) == {str(merfolk), str(fishman)} and st.pending[0].min == 0
    st = choose(st, merfolk)
    assert st.table.cards[merfolk].zone == "characters"


def test_op11_024_aladine_may_decline_and_a_ko_in_battle_does_nothing(real_pool):
    st = turn(4)
    aladine = add(st, real_pool, "OP11-024", 0, "characters")
    clear(st, 0, "hand")
    fishman = add(st, real_pool, "OP05-012", 0, "hand")
    st = to_turn_keep(st, 4)
    st = ko_by_effect(st, real_pool, aladine, 1)
    st = choose(st, "no", player=0)
    assert st.table.cards[fishman].zone == "hand"
    st = turn(0, 6, n=4)
    aladine = add(st, real_pool, "OP11-024", 0, "characters")
    hand_of(st, 0, 1)
    st = battle_ko(st, real_pool, aladine)  # K.O.'d in battle, not by an effect: it does not trigger
    assert st.table.cards[aladine].zone == "trash" and pending_kind(st) != "pay"


def to_turn_keep(st: OPState, n: int) -> OPState:
    """P2's turn ``n`` with 6 active DON!! for P2 (P1's cost area unchanged but set active)."""
    st = to_turn(st, n)
    from .helpers import give_don

    give_don(st, 1, 6)
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = False
    return st


# --- EB02 ------------------------------------------------------------------------------------------


def test_eb02_022_usopp_plays_a_character_with_no_base_effect(real_pool):
    st = turn()
    add(st, real_pool, "OP01-066", 0, "characters")  # 6000: with Usopp, 2 Characters of 5000 or more
    clear(st, 0, "hand")
    plain = add(st, real_pool, VANILLA_1, 0, "hand")  # 3000, no text
    texted = add(st, real_pool, "OP01-007", 0, "hand")  # 4000, has text
    big = add(st, real_pool, "OP01-065", 0, "hand")  # 7000, no text
    st, _u = play(st, real_pool, "EB02-022")
    assert option_ids(st) == [str(plain)] and st.pending[0].min == 0
    st = choose(st, plain)
    assert st.table.cards[plain].zone == "characters"
    assert st.table.cards[texted].zone == "hand" and st.table.cards[big].zone == "hand"


def test_eb02_022_usopp_needs_2_or_less_5000_power_characters_and_may_play_none(real_pool):
    st = turn()
    add(st, real_pool, "OP01-066", 0, "characters")
    add(st, real_pool, "OP01-045", 0, "characters")  # 3 with Usopp: the condition fails (8-3-2)
    clear(st, 0, "hand")
    plain = add(st, real_pool, VANILLA_1, 0, "hand")
    st, _u = play(st, real_pool, "EB02-022")
    assert st.table.cards[plain].zone == "hand" and not st.pending
    st = turn()
    clear(st, 0, "hand")
    plain = add(st, real_pool, VANILLA_1, 0, "hand")
    st, _u = play(st, real_pool, "EB02-022")
    st = choose(st)
    assert st.table.cards[plain].zone == "hand"


# --- OP05 ------------------------------------------------------------------------------------------


def test_op05_003_inazuma_has_rush_with_another_7000_power_character(real_pool):
    st = turn()
    inazuma = add(st, real_pool, "OP05-003", 0, "characters", entered_turn=3)  # played this turn
    assert "Rush" not in board.keywords(st, inazuma)  # alone (and 4000 itself): no [Rush]
    refused(st, "attack", "3-7-4", attacker=inazuma, target=leader(st, 1))
    add(st, real_pool, "OP01-066", 0, "characters")  # 6000: not enough
    assert "Rush" not in board.keywords(st, inazuma)
    add(st, real_pool, "OP01-065", 0, "characters")  # Vergo, 7000
    assert "Rush" in board.keywords(st, inazuma)
    st = act(st, "attack", attacker=inazuma, target=leader(st, 1))  # 10-1-1: [Rush]
    assert st.battle is not None


def test_op05_003_inazuma_does_not_count_itself(real_pool):
    from .helpers import attach

    st = turn()
    inazuma = add(st, real_pool, "OP05-003", 0, "characters", entered_turn=3)
    attach(st, inazuma, 3)  # 7000 power itself: "other than this Character"
    assert board.power(st, inazuma) == 7000 and "Rush" not in board.keywords(st, inazuma)


def test_op05_080_elizabello_returns_20_trash_cards_for_double_attack_and_10000(real_pool):
    st = turn()
    eliza = add(st, real_pool, "OP05-080", 0, "characters", entered_turn=1)
    clear(st, 0, "trash")
    trash = [add(st, real_pool, VANILLA_1, 0, "trash") for _ in range(21)]
    deck = len(st.table.zone(0, "deck"))
    st = act(st, "attack", attacker=eliza, target=leader(st, 1))
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert pending_kind(st) == "cost" and st.pending[0].min == 20
    st = choose(st, *trash[:20])
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st))
    assert len(st.table.zone(0, "deck")) == deck + 20 and st.table.zone(0, "trash") == [trash[20]]
    assert board.power(st, eliza) == 15000 and "Double Attack" in board.keywords(st, eliza)


def test_op05_080_elizabello_may_be_declined_and_needs_20_trash_cards(real_pool):
    st = turn()
    eliza = add(st, real_pool, "OP05-080", 0, "characters", entered_turn=1)
    clear(st, 0, "trash")
    for _ in range(20):
        add(st, real_pool, VANILLA_1, 0, "trash")
    st = act(st, "attack", attacker=eliza, target=leader(st, 1))
    st = choose(st, "no")
    assert board.power(st, eliza) == 5000 and len(st.table.zone(0, "trash")) == 20
    st = turn()
    eliza = add(st, real_pool, "OP05-080", 0, "characters", entered_turn=1)
    clear(st, 0, "trash")
    for _ in range(19):  # 8-3-1-3: the cost can't be paid in full, so it is not offered
        add(st, real_pool, VANILLA_1, 0, "trash")
    st = act(st, "attack", attacker=eliza, target=leader(st, 1))
    assert pending_kind(st) != "pay" and board.power(st, eliza) == 5000


def test_op05_099_amazon_the_opponent_may_trash_a_life_card_or_take_minus_2000(real_pool):
    for trashes in (True, False):
        st = turn(0, 6, n=4)
        amazon = add(st, real_pool, "OP05-099", 0, "characters")
        their_life = life_of(st, 1, 3)
        st, att = opponent_attacks(st, real_pool)
        assert pending_kind(st) == "pay"
        st = choose(st, "yes")
        assert st.table.cards[amazon].tapped and st.pending[0].player == 1  # 8-4-4: their choice
        st = choose(st, 1 if trashes else 0)
        if trashes:
            assert st.table.cards[their_life[0]].zone == "trash" and board.power(st, att) == 10000
            assert pending_kind(st) in ("block", "counter", None)
        else:
            assert len(st.table.zone(1, "life")) == 3
            assert str(att) in option_ids(st) and st.pending[0].min == 0  # up to 1
            st = choose(st, att)
            assert board.power(st, att) == 8000


def test_op05_099_amazon_without_opponent_life_and_up_to_none(real_pool):
    st = turn(0, 6, n=4)
    add(st, real_pool, "OP05-099", 0, "characters")
    life_of(st, 1, 0)  # 1-3-2: they can't trash a Life card, so the -2000 follows
    st, att = opponent_attacks(st, real_pool)
    st = choose(st, "yes")
    assert st.pending[0].player == 0 and str(att) in option_ids(st)
    st = choose(st)  # none
    assert board.power(st, att) == 10000


# --- OP06 ------------------------------------------------------------------------------------------


def test_op06_088_sai_gains_2000_while_its_dressrosa_leader_is_active(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP10-042")  # Usopp: {Dressrosa}
    sai = add(st, real_pool, "OP06-088", 0, "characters")
    assert board.power(st, sai) == 6000
    st.table.cards[lead].tapped = True  # a rested Leader: the condition fails (8-3-2)
    assert board.power(st, sai) == 4000
    st = turn()
    sai = add(st, real_pool, "OP06-088", 0, "characters")  # the test Leader has no {Dressrosa} type
    assert board.power(st, sai) == 4000


def test_op06_002_inazuma_has_banish_at_7000_power(real_pool):
    from .helpers import attach

    st = turn()
    inazuma = add(st, real_pool, "OP06-002", 0, "characters", entered_turn=1)
    assert "Banish" not in board.keywords(st, inazuma)  # 5000
    attach(st, inazuma, 2)  # 7000 on its own turn (6-5-5-2)
    assert "Banish" in board.keywords(st, inazuma)
    clear(st, 1, "life")
    top = add(st, real_pool, "OP01-009", 1, "life")  # has a [Trigger]
    hand = len(st.table.zone(1, "hand"))
    st = act(st, "attack", attacker=inazuma, target=leader(st, 1))
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=1)
    assert (
        st.table.cards[top].zone == "trash" and len(st.table.zone(1, "hand")) == hand
    )  # 10-1-3-1: no [Trigger]


def test_op06_012_bear_king_is_not_kod_in_battle_against_a_6000_base_power(real_pool):
    from .helpers import attach

    # the attacker has 5000 base power (+1000 given DON!!, 6-5-5-2): 6000 K.O.s Bear.King's 6000 (7-1-4-2)
    for opp_leader, survives in (
        ("OP02-001", True),
        (None, False),
    ):  # Newgate: 6000 base power; the test Leader: 5000
        st = turn(0, 6, n=4)
        if opp_leader:
            set_leader(st, real_pool, 1, opp_leader)
        bear = add(st, real_pool, "OP06-012", 0, "characters", tapped=True)
        att = add(st, real_pool, "OP05-012", 1, "characters")  # Hack: 5000, no text
        attach(st, att, 1)
        st = act(st, "attack", attacker=att, target=bear)
        while st.battle is not None and pending_kind(st) in ("block", "counter"):
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        assert st.table.cards[bear].zone == ("characters" if survives else "trash")


def test_op16_038_sets_the_leader_and_characters_active_with_5_impel_down_names(real_pool):
    names = ("OP02-053", "OP02-084", "OP02-088", "OP11-064", "OP16-023")  # five {Impel Down} names
    for extra, fires in ((names[-1], True), ("OP16-046", True), (names[0], False)):
        st = turn(7)
        lead = leader(st, 0)
        st.table.cards[lead].tapped = True
        chars = [add(st, real_pool, n, 0, "characters", tapped=True) for n in (*names[:4], extra)]
        st, _ev = play(st, real_pool, "OP16-038")  # 1 DON!! for the Event, then "you may rest 6"
        st = pay_all(st)
        assert len(board.active_don(st, 0)) == 0
        # 8-3-2: five different names (a second [Crocodile] does not count twice)
        assert all(st.table.cards[u].tapped != fires for u in (lead, *chars))


def test_op16_038_may_be_declined(real_pool):
    st = turn(7)
    st.table.cards[leader(st, 0)].tapped = True
    for n in ("OP02-053", "OP02-084", "OP02-088", "OP11-064", "OP16-023"):
        add(st, real_pool, n, 0, "characters", tapped=True)
    st, _ev = play(st, real_pool, "OP16-038")
    st = choose(st, "no")
    assert st.table.cards[leader(st, 0)].tapped and len(board.active_don(st, 0)) == 6


def test_eb02_006_yamato_gives_a_don_to_a_wano_leader_then_gains_rush(real_pool):
    st = turn(4)
    lead = set_leader(st, real_pool, 0, "OP01-031")  # Kouzuki Oden: {Land of Wano}
    rest_don(st, 0, 2)
    yamato = add(st, real_pool, "EB02-006", 0, "characters", entered_turn=3)
    st = act(st, "activate", uid=yamato, ability=0)
    assert pending_kind(st) == "amount"  # up to 1 rested DON!!: 0 or 1 (1-3-5-1)
    st = choose(st, 1)
    assert len(board.attached(st, lead)) == 1 and "Rush" in board.keywords(st, yamato)
    refused(st, "activate", "10-2-13-3", uid=yamato, ability=0)
    st = act(
        st, "attack", attacker=yamato, target=leader(st, 1)
    )  # [Rush]: it attacks on the turn it was played
    assert st.battle is not None


def test_eb02_006_yamato_may_give_none_and_without_the_leader_still_gains_rush(real_pool):
    st = turn(4)
    lead = set_leader(st, real_pool, 0, "OP01-031")
    rest_don(st, 0, 2)
    yamato = add(st, real_pool, "EB02-006", 0, "characters", entered_turn=3)
    st = choose(act(st, "activate", uid=yamato, ability=0), 0)
    assert not board.attached(st, lead) and "Rush" in board.keywords(st, yamato)
    st = turn(
        4
    )  # the test Leader: no {Land of Wano} type, not [Portgas.D.Ace] (8-3-2); "Then, …" still happens
    rest_don(st, 0, 2)
    yamato = add(st, real_pool, "EB02-006", 0, "characters", entered_turn=3)
    st = act(st, "activate", uid=yamato, ability=0)
    assert not st.pending and not board.attached(st, leader(st, 0)) and "Rush" in board.keywords(st, yamato)


def test_op10_119_law_reveals_a_supernovas_to_life_and_gives_a_don_to_a_supernovas_leader(real_pool):
    st = turn(8)
    lead = set_leader(st, real_pool, 0, "OP10-022")  # {Supernovas}
    rest_don(st, 0, 1)
    clear(st, 0, "hand")
    caribou = add(st, real_pool, "OP01-007", 0, "hand")  # {Supernovas} Character
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    st, _law = play(st, real_pool, "OP10-119")
    assert option_ids(st) == [str(caribou)] and st.pending[0].min == 0
    st = choose(st, caribou)
    assert st.table.zone(0, "life")[0] == caribou and not st.table.cards[caribou].flags.get(
        "face_up"
    )  # face-down
    assert pending_kind(st) == "amount"
    st = choose(st, 1)
    assert len(board.attached(st, lead)) == 1 and st.table.cards[other].zone == "hand"


def test_op10_119_law_may_add_none_and_gives_no_don_to_another_leader(real_pool):
    st = turn(8)
    rest_don(st, 0, 1)
    clear(st, 0, "hand")
    caribou = add(st, real_pool, "OP01-007", 0, "hand")
    life = len(st.table.zone(0, "life"))
    st, _law = play(st, real_pool, "OP10-119")
    st = choose(st)  # up to 1: none
    assert st.table.cards[caribou].zone == "hand" and len(st.table.zone(0, "life")) == life
    assert not board.attached(st, leader(st, 0))  # the test Leader has no {Supernovas} type


def test_op05_096_i_bid_each_option_then_draws_with_a_celestial_dragons_character(real_pool):
    # "Choose one:" (8-4-4), each option on a cost 1 Character; "Then, if you have a {Celestial Dragons} …, draw 1"
    for option, zone in (("1", "trash"), ("2", "hand"), ("3", "life")):
        st = turn()
        add(st, real_pool, "OP05-089", 0, "characters")  # Saint Mjosgard: {Celestial Dragons}
        foe = add(st, real_pool, "OP01-010", 1, "characters")  # cost 1
        add(st, real_pool, "OP01-066", 1, "characters")  # cost 4: not a target
        top = st.table.zone(0, "deck")[0]
        st, _ev = play(st, real_pool, "OP05-096")
        assert sorted(option_ids(st)) == ["1", "2", "3"]
        st = choose(st, option)
        assert option_ids(st) == [str(foe)] and st.pending[0].min == 0
        st = choose(st, foe)
        if option == "3":
            assert pending_kind(st) == "life_end"  # top or bottom (3-10-2-1)
            st = choose(st, "bottom")
            assert st.table.zone(1, "life")[-1] == foe and st.table.cards[foe].flags.get("face_up")
        assert st.table.cards[foe].zone == zone and st.table.cards[foe].owner == 1
        assert st.table.cards[top].zone == "hand"


def test_op05_096_i_bid_may_choose_none_and_needs_a_celestial_dragons_to_draw(real_pool):
    st = turn()
    foe = add(st, real_pool, "OP01-010", 1, "characters")
    top = st.table.zone(0, "deck")[0]
    st, _ev = play(st, real_pool, "OP05-096")
    st = choose(st, "1")
    st = choose(st)  # up to 1: none
    assert st.table.cards[foe].zone == "characters" and st.table.cards[top].zone == "deck"  # no draw (8-3-2)


def test_op05_096_i_bid_trigger_kos_or_returns_a_cost_6(real_pool):
    for option, zone in (("1", "trash"), ("2", "hand")):
        st = turn(0, 6, n=4)
        foe = add(st, real_pool, "OP04-030", 1, "characters")  # Trebol: cost 6
        st = life_trigger(st, real_pool, "OP05-096")
        assert sorted(option_ids(st)) == ["1", "2"]
        st = choose(st, option)
        assert str(foe) in option_ids(st) and st.pending[0].min == 0
        st = choose(st, foe)
        assert st.table.cards[foe].zone == zone


def test_op11_046_yonji_cannot_be_kod_or_rested_by_opponent_effects_with_only_germa(real_pool):
    for other, guarded in (("OP11-045", True), (VANILLA_1, False)):  # Niji {GERMA 66}; Sanji: no GERMA type
        st = turn(0, 10, n=4)
        yonji = add(st, real_pool, "OP11-046", 0, "characters")
        add(st, real_pool, other, 0, "characters")
        st, _s = play(
            st, real_pool, "OP16-036", player=1
        )  # [On Play] rest up to 1 Character with a cost of 4 or less
        if str(yonji) in option_ids(st):
            st = choose(st, yonji, player=1)
        assert st.table.cards[yonji].tapped != guarded  # 1-3-3: the prohibition beats the instruction
        st.table.cards[yonji].tapped = False
        st = ko_by_effect(st, real_pool, yonji, 1)
        assert st.table.cards[yonji].zone == ("characters" if guarded else "trash")


def test_op06_116_reject_kos_a_cost_5_or_deals_the_last_damage(real_pool):
    st = turn()
    foe = add(st, real_pool, "OP01-066", 1, "characters")  # cost 4
    st, _ev = play(st, real_pool, "OP06-116")
    assert sorted(option_ids(st)) == ["1", "2"]  # "Choose one:" (8-4-4)
    st = choose(st, "1")
    assert str(foe) in option_ids(st) and st.pending[0].min == 0
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"
    st = turn()
    life_of(st, 1, 1)
    mine = life_of(st, 0, 2)
    st, _ev = play(st, real_pool, "OP06-116")
    st = choose(st, "2")
    while st.pending and st.pending[0].player == 1:  # their damage (4-6-2): the Life card to the hand
        st = choose(st, option_ids(st)[0], player=1)
    assert len(st.table.zone(1, "life")) == 0
    assert st.table.cards[mine[0]].zone == "hand" and st.table.zone(0, "life") == [mine[1]]  # then 1 of yours


def test_op06_116_reject_deals_no_damage_unless_the_opponent_has_exactly_1_life(real_pool):
    for theirs in (2, 0):  # 8-3-2: "If your opponent has 1 Life card"
        st = turn()
        life_of(st, 1, theirs)
        mine = life_of(st, 0, 2)
        st, _ev = play(st, real_pool, "OP06-116")
        st = choose(st, "2")
        assert len(st.table.zone(1, "life")) == theirs and not st.over
        assert st.table.cards[mine[0]].zone == "hand"  # "Then, …" is its own sentence
