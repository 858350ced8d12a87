"""The per-card scripts of the middle sets (cards/scripts/OP05–OP09.toml, EB01.toml, the later starters),
each card played with real cards in an engine game, clause by clause: "up to" allowing 0 (1-3-5-1),
conditions (8-3-2), durations (6-6-1-1), "that card" (the chosen card) and the ops of
engine.onepiece.ops_extra they reuse. Set-ups come from test_early_set_scripts."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import act, choose, clear, give_don, leader, needs_npm, option_ids, pending_kind, put, refused
from .test_early_set_scripts import VANILLA_1, VANILLA_8, add, attacked, hand_of, peek_setup, play, set_leader, turn

pytestmark = needs_npm


def counter_power(pool: CardPool, number: str, setup, base: int = 5000) -> int:
    """P1 plays the [Counter] Event ``number`` on its Leader (``setup`` changes the board first); its power."""
    st, lead, _att = attacked(pool, number)
    setup(st)
    st = choose(st, lead)
    return board.power(st, lead) - base


def trim(st: OPState, player: int, zone: str, n: int) -> None:
    while len(st.table.zone(player, zone)) > n:
        st.table.move(st.table.zone(player, zone)[0], "trash", player=player)


# --- OP05 ------------------------------------------------------------------------------------------

def test_op05_114_el_thor_adds_2000_more_when_the_opponent_has_2_or_less_life(real_pool):
    assert counter_power(real_pool, "OP05-114", lambda st: trim(st, 1, "life", 2)) == 4000
    assert counter_power(real_pool, "OP05-114", lambda st: trim(st, 1, "life", 3)) == 2000


def test_op05_043_ulti_looks_at_3_adds_up_to_1_and_places_the_rest_top_or_bottom(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP05-041")  # Sakazuki: blue/black, multicolored
    top = [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(3)][::-1]
    hand = len(st.table.zone(0, "hand"))
    st, _u = play(st, real_pool, "OP05-043")
    assert sorted(option_ids(st)) == sorted(map(str, top))
    st = choose(st, top[0])
    assert st.table.cards[top[0]].zone == "hand" and len(st.table.zone(0, "hand")) == hand + 1 - 1 + 1
    while st.pending:
        ids = option_ids(st)
        st = choose(st, "bottom" if "bottom" in ids else ids[0])
    assert set(st.table.zone(0, "deck")[-2:]) == {top[1], top[2]}


def test_op05_043_ulti_needs_a_multicolored_leader_and_may_take_none(real_pool):
    st = turn()  # the fixture Leader is red only
    add(st, real_pool, VANILLA_1, 0, "deck")
    st, _u = play(st, real_pool, "OP05-043")
    assert not st.pending
    st = turn()
    set_leader(st, real_pool, 0, "OP05-041")
    top = add(st, real_pool, VANILLA_1, 0, "deck")
    st, _u = play(st, real_pool, "OP05-043")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[top].zone == "deck"


# --- OP06 ------------------------------------------------------------------------------------------

def test_op06_038_trichiliocosm_adds_2000_more_with_8_rested_cards(real_pool):
    # the counter rests 1 DON!! to pay its cost; 7 more rested DON!! make 8 rested cards
    assert counter_power(real_pool, "OP06-038", lambda st: give_don(st, 0, 7, rested=True)) == 4000
    assert counter_power(real_pool, "OP06-038", lambda st: give_don(st, 0, 6, rested=True)) == 2000


def test_op06_097_negative_hollow_trashes_a_card_of_the_opponents_hand_picked_face_down(real_pool):
    st = turn()
    theirs = hand_of(st, 1, 3)
    st, _ev = play(st, real_pool, "OP06-097")
    assert st.pending[0].player == 0 and option_ids(st) == [str(u) for u in theirs]  # 8-4-4-2
    st = choose(st, theirs[2])
    assert st.table.cards[theirs[2]].zone == "trash" and len(st.table.zone(1, "hand")) == 2


def test_op06_099_aisa_peeks_at_a_life_card(real_pool):
    st = turn()
    mine, theirs = peek_setup(st)
    st, _a = play(st, real_pool, "OP06-099")
    assert sorted(option_ids(st)) == sorted([str(mine[0]), str(theirs[0])])
    st = choose(st, theirs[0])
    st = choose(st, "bottom")
    assert st.table.zone(1, "life") == [theirs[1], theirs[2], theirs[0]]
    st, _a = play(st, real_pool, "OP06-099")
    st = choose(st)  # up to 1: none
    assert not st.pending and st.table.zone(0, "life") == mine


# --- OP07 ------------------------------------------------------------------------------------------

def test_op07_035_karmic_punishment_adds_1000_with_3_characters(real_pool):
    def chars(n: int):
        return lambda st: [add(st, real_pool, VANILLA_1, 0, "characters") for _ in range(n)]
    assert counter_power(real_pool, "OP07-035", chars(3)) == 3000
    assert counter_power(real_pool, "OP07-035", chars(2)) == 2000


def test_op07_095_iron_body_adds_2000_with_10_cards_in_trash(real_pool):
    def trash(n: int):
        def setup(st: OPState) -> None:
            clear(st, 0, "trash")
            for _ in range(n):
                put(st, 0, "FX01-003", "trash")
        return setup
    assert counter_power(real_pool, "OP07-095", trash(9)) == 4000 + 2000  # the Event itself is the 10th
    assert counter_power(real_pool, "OP07-095", trash(8)) == 4000


def test_op07_060_itomimizu_adds_a_rested_don_with_a_foxy_leader_and_no_other_itomimizu(real_pool):
    st = turn(2)
    set_leader(st, real_pool, 0, "OP07-059")  # Foxy: {Foxy Pirates}
    ito = add(st, real_pool, "OP07-060", 0, "characters")
    st = act(st, "activate", uid=ito, ability=0)
    assert option_ids(st) == ["0", "1"]  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 3
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 1
    for other, foxy in ((True, True), (False, False)):  # 8-4-1-1: the conditions must hold to activate
        st = turn(2)
        if foxy:
            set_leader(st, real_pool, 0, "OP07-059")
        ito = add(st, real_pool, "OP07-060", 0, "characters")
        if other:
            add(st, real_pool, "OP07-060", 0, "characters")
        refused(st, "activate", "8-4-1-1", uid=ito, ability=0)


def test_op07_060_itomimizu_may_add_none(real_pool):
    st = turn(2)
    set_leader(st, real_pool, 0, "OP07-059")
    ito = add(st, real_pool, "OP07-060", 0, "characters")
    st = act(st, "activate", uid=ito, ability=0)
    st = choose(st, 0)
    assert board.don_on_field(st, 0) == 2


def test_op07_075_slow_slow_beam_returns_a_don_and_gives_minus_2000_to_leader_and_character(real_pool):
    st, lead, att = attacked(real_pool, "OP07-075")
    assert pending_kind(st) == "pay"  # 8-3-1-4
    while pending_kind(st) in ("pay", "don_return"):
        st = choose(st, "yes" if pending_kind(st) == "pay" else option_ids(st)[0])
    assert board.don_on_field(st, 0) == 2  # 3, DON!! -1 (10-2-10)
    their_lead = leader(st, 1)
    st = choose(st, their_lead)
    assert option_ids(st) == [str(att)]
    st = choose(st)  # up to 1 Character: none
    assert board.power(st, their_lead) == 5000 - 2000 and board.power(st, att) == 10000
    assert board.power(st, lead) == 5000


# --- EB01 ------------------------------------------------------------------------------------------

def test_eb01_053_gastino_places_a_cost_3_character_face_up_in_the_opponents_life(real_pool):
    st = turn()
    foe = add(st, real_pool, "OP01-025", 1, "characters")  # cost 3
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    life = len(st.table.zone(1, "life"))
    st, _g = play(st, real_pool, "EB01-053")
    assert option_ids(st) == [str(foe)] and str(big) not in option_ids(st)
    st = choose(st, foe)
    while st.pending:
        ids = option_ids(st)
        st = choose(st, "bottom" if "bottom" in ids else ids[0])
    assert st.table.zone(1, "life")[-1] == foe and st.table.cards[foe].flags.get("face_up")
    assert len(st.table.zone(1, "life")) == life + 1


# --- costs paid from the trash, by resting cards, by DON!! −N --------------------------------------

def pay_all(st: OPState, *picks: int) -> OPState:
    """Answer "pay the cost?" yes (8-3-1-4) and the cost choices with ``picks`` (in order), DON!! returns first option."""
    queue = list(picks)
    while pending_kind(st) in ("pay", "cost", "don_return", "deck_order"):
        kind = pending_kind(st)
        if kind == "pay":
            st = choose(st, "yes")
        elif kind == "cost" and queue:
            n = st.pending[0].min or 1
            st = choose(st, *queue[:n])
            queue = queue[n:]
        else:
            st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    return st


def test_op05_103_kotori_kos_up_to_the_opponents_life_count_with_hotori(real_pool):
    for hotori, kod in ((True, True), (False, False)):
        st = turn()
        if hotori:
            add(st, real_pool, "OP05-111", 0, "characters")
        trim(st, 1, "life", 3)
        three = add(st, real_pool, "OP01-025", 1, "characters")  # cost 3
        four = add(st, real_pool, "OP01-016", 1, "characters")  # Nami: cost 1? replaced below by the filter
        st.table.cards[four].card_id = "ST01-012"  # Luffy, cost 5
        st, _k = play(st, real_pool, "OP05-103")
        if kod:
            assert option_ids(st) == [str(three)]
            st = choose(st, three)
        assert (st.table.cards[three].zone == "trash") == kod and not st.pending


def test_op05_089_mjosgard_rests_itself_and_a_character_for_a_black_cost_1_from_the_trash(real_pool):
    st = turn(2)
    mj = add(st, real_pool, "OP05-089", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    one = add(st, real_pool, "OP02-097", 0, "trash")  # Komille: black, cost 1
    four = add(st, real_pool, "OP02-109", 0, "trash")  # black, cost 4: never
    st = act(st, "activate", uid=mj, ability=0)
    st = pay_all(st, other)
    assert st.table.cards[mj].tapped and st.table.cards[other].tapped
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 1  # ①
    assert option_ids(st) == [str(one)] and str(four) not in option_ids(st)
    st = choose(st, one)
    assert st.table.cards[one].zone == "hand"


def test_op05_089_mjosgard_needs_another_active_character(real_pool):
    st = turn(2)
    mj = add(st, real_pool, "OP05-089", 0, "characters")
    refused(st, "activate", "8-3-1-3", uid=mj, ability=0)


def test_op05_088_mansherry_returns_two_trash_cards_for_a_black_cost_3_to_5(real_pool):
    st = turn(2)
    man = add(st, real_pool, "OP05-088", 0, "characters")
    clear(st, 0, "trash")
    a, b = add(st, real_pool, VANILLA_1, 0, "trash"), add(st, real_pool, VANILLA_1, 0, "trash")
    four = add(st, real_pool, "OP02-109", 0, "trash")  # black, cost 4
    one = add(st, real_pool, "OP02-097", 0, "trash")  # black, cost 1: never
    st = act(st, "activate", uid=man, ability=0)
    st = pay_all(st, a, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "deck" and st.table.cards[man].tapped
    assert option_ids(st) == [str(four)]
    st = choose(st)  # up to 1: none
    assert st.table.cards[four].zone == "trash" and st.table.cards[one].zone == "trash"


def test_op06_020_hody_rests_an_opponents_don_and_bans_life_to_hand(real_pool):
    st = turn(0, 2)
    lead = set_leader(st, real_pool, 0, "OP06-020")
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    small = add(st, real_pool, "OP01-025", 1, "characters")  # cost 3
    st = act(st, "activate", uid=lead, ability=0)
    st = pay_all(st)
    assert st.table.cards[lead].tapped
    ids = option_ids(st)
    assert str(small) in ids and str(big) not in ids
    don = board.active_don(st, 1)[0]
    assert str(don) in ids
    st = choose(st, don)
    assert st.table.cards[don].tapped
    assert board.life_to_hand_forbidden(st, 0)  # 1-3-3 for the rest of the turn


def test_op06_044_gion_the_opponent_places_a_card_at_the_bottom_when_they_activate_an_event(real_pool):
    st = turn(2, 1)
    add(st, real_pool, "OP06-044", 0, "characters")
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    theirs = hand_of(st, 1, 2)
    ev = add(st, real_pool, "OP01-029", 1, "hand")  # Radical Beam!!, [Counter], cost 1
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=1, uid=ev)
    for _ in range(6):
        if not st.pending or pending_kind(st) == "counter":
            break
        if st.pending[0].player == 1 and str(theirs[0]) in option_ids(st):
            st = choose(st, theirs[0])  # Gion: the opponent picks the card
        else:
            st = choose(st, option_ids(st)[0])
    assert st.table.cards[theirs[0]].zone == "deck" and st.table.zone(1, "deck")[-1] == theirs[0]
    assert st.table.cards[theirs[1]].zone == "hand"


def test_op06_081_absalom_returns_two_trash_cards_to_ko_any_cost_2(real_pool):
    st = turn()
    clear(st, 0, "trash")
    a, b = add(st, real_pool, VANILLA_1, 0, "trash"), add(st, real_pool, VANILLA_1, 0, "trash")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")  # cost 1, mine: a candidate too ("1 Character")
    theirs = add(st, real_pool, "OP01-025", 1, "characters")  # cost 3: never
    st, _a = play(st, real_pool, "OP06-081")
    st = pay_all(st, a, b)
    assert st.table.cards[a].zone == "deck"
    assert option_ids(st) == [str(mine)] and str(theirs) not in option_ids(st)
    st = choose(st, mine)
    assert st.table.cards[mine].zone == "trash"


def test_op06_081_absalom_declined_or_unpayable_does_nothing(real_pool):
    st = turn()
    clear(st, 0, "trash")
    add(st, real_pool, VANILLA_1, 0, "trash")  # 1 card: the cost (2) can't be paid (8-3-1-3)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _a = play(st, real_pool, "OP06-081")
    assert not st.pending and st.table.cards[foe].zone == "characters"


def test_op06_090_hogback_adds_a_thriller_bark_card_other_than_hogback(real_pool):
    st = turn()
    clear(st, 0, "trash")
    a, b = add(st, real_pool, VANILLA_1, 0, "trash"), add(st, real_pool, VANILLA_1, 0, "trash")
    lola = add(st, real_pool, "OP06-094", 0, "trash")
    hog = add(st, real_pool, "OP06-090", 0, "trash")
    st, _h = play(st, real_pool, "OP06-090")
    st = pay_all(st, a, b)
    assert option_ids(st) == [str(lola)] and str(hog) not in option_ids(st)
    st = choose(st, lola)
    assert st.table.cards[lola].zone == "hand"


def test_op06_117_ark_maxim_rests_itself_and_enel_to_ko_all_cost_2_or_less(real_pool):
    st = turn()
    ark = add(st, real_pool, "OP06-117", 0, "stage")
    enel = add(st, real_pool, "OP05-100", 0, "characters")
    small = [add(st, real_pool, VANILLA_1, 1, "characters") for _ in range(2)]
    big = add(st, real_pool, "OP01-025", 1, "characters")
    st = act(st, "activate", uid=ark, ability=0)
    st = pay_all(st, enel)
    assert st.table.cards[ark].tapped and st.table.cards[enel].tapped
    assert all(st.table.cards[u].zone == "trash" for u in small) and st.table.cards[big].zone == "characters"
    st = turn()
    ark = add(st, real_pool, "OP06-117", 0, "stage")
    refused(st, "activate", "8-3-1-3", uid=ark, ability=0)  # no [Enel] to rest


# --- OP08 ------------------------------------------------------------------------------------------

def test_op08_004_kuromarimo_kos_with_chess(real_pool):
    for chess in (True, False):
        st = turn()
        if chess:
            add(st, real_pool, "OP08-005", 0, "characters")
        foe = add(st, real_pool, VANILLA_1, 1, "characters")
        st, _k = play(st, real_pool, "OP08-004")
        if chess:
            st = choose(st, foe)
        assert (st.table.cards[foe].zone == "trash") == chess and not st.pending


def test_op08_005_chess_gives_minus_2000_then_plays_kuromarimo(real_pool):
    st = turn()
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    kuro = add(st, real_pool, "OP08-004", 0, "hand")
    st, _c = play(st, real_pool, "OP08-005")
    st = choose(st, foe)
    assert board.power(st, foe) == 10000 - 2000
    assert option_ids(st) == [str(kuro)]
    st = choose(st, kuro)
    assert st.table.cards[kuro].zone == "characters"
    st = turn()
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    add(st, real_pool, "OP08-004", 0, "characters")
    kuro = add(st, real_pool, "OP08-004", 0, "hand")
    st, _c = play(st, real_pool, "OP08-005")
    st = choose(st)  # up to 1: none
    assert board.power(st, foe) == 10000
    assert not st.pending and st.table.cards[kuro].zone == "hand"  # you have [Kuromarimo]: no play


def test_op08_021_carrot_rests_a_cost_5_with_a_minks_character(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP08-021")
    add(st, real_pool, "OP08-027", 0, "characters")  # Tristan {Minks}
    foe = add(st, real_pool, "OP01-025", 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "activate", uid=lead, ability=0)
    assert option_ids(st) == [str(foe)] and str(big) not in option_ids(st)
    st = choose(st, foe)
    assert st.table.cards[foe].tapped
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP08-021")
    refused(st, "activate", "8-4-1-1", uid=lead, ability=0)  # no {Minks} Character


def test_op08_071_niwatori_kod_on_the_opponents_turn_plays_baron_tamago_from_the_deck(real_pool):
    st = turn(0, 6, n=4)
    give_don(st, 0, 2)
    niwa = add(st, real_pool, "OP08-071", 0, "characters")
    tamago = add(st, real_pool, "ST07-012", 0, "deck")  # cost 4
    three = add(st, real_pool, "OP08-070", 0, "deck")  # cost 3: also fits
    before = [u for u in st.table.zone(0, "deck") if u != tamago]
    from .test_early_set_scripts import ko_by_effect
    st = ko_by_effect(st, real_pool, niwa, 1)
    assert pending_kind(st) == "pay"  # 8-3-1-4
    st = pay_all(st)
    assert board.don_on_field(st, 0) == 1  # DON!! -1
    assert sorted(option_ids(st)) == sorted([str(tamago), str(three)])
    st = choose(st, tamago)
    assert st.table.cards[tamago].zone == "characters"
    assert sorted(st.table.zone(0, "deck")) == sorted(before) and st.table.zone(0, "deck") != before  # 3-2-4


def test_op08_073_hiyoko_plays_count_niwatori_and_not_on_your_own_turn(real_pool):
    st = turn(0, 6, n=4)
    give_don(st, 0, 1)
    hiyo = add(st, real_pool, "OP08-073", 0, "characters")
    niwa = add(st, real_pool, "OP08-071", 0, "deck")
    from .test_early_set_scripts import ko_by_effect
    st = ko_by_effect(st, real_pool, hiyo, 1)
    st = pay_all(st)
    st = choose(st, niwa)
    assert st.table.cards[niwa].zone == "characters" and board.don_on_field(st, 0) == 0
    st = turn(4)  # your own turn: [Opponent's Turn] is not met (10-2-12)
    hiyo = add(st, real_pool, "OP08-073", 0, "characters")
    from engine.onepiece import resolve
    resolve.ko(st, hiyo, [], by=0)
    assert not st.stack and not st.pending


def test_op08_100_south_bird_plays_upper_yard_from_the_top_7(real_pool):
    st = turn()
    yard = add(st, real_pool, "OP05-117", 0, "deck")
    for _ in range(3):
        add(st, real_pool, VANILLA_1, 0, "deck")
    st, _s = play(st, real_pool, "OP08-100")
    assert option_ids(st) == [str(yard)]
    st = choose(st, yard)
    assert st.table.cards[yard].zone == "stage"
    while st.pending:
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    assert len(st.table.zone(0, "deck")) >= 6


# --- OP09, ST26 ------------------------------------------------------------------------------------

def test_op09_019_minus_3000_then_draws_if_a_5000_character_is_left(real_pool):
    for foe_card, drawn in ((VANILLA_8, 1), ("OP01-025", 0)):  # 10000 − 3000 = 7000 / 5000 − 3000
        st = turn()
        set_leader(st, real_pool, 0, "OP09-001")
        foe = add(st, real_pool, foe_card, 1, "characters")
        hand = len(st.table.zone(0, "hand"))
        st, _ev = play(st, real_pool, "OP09-019")
        st = choose(st, foe)
        assert len(st.table.zone(0, "hand")) == hand + drawn  # the Event was added, then played
    st = turn()  # not a {Red-Haired Pirates} Leader: nothing, not even the draw
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, _ev = play(st, real_pool, "OP09-019")
    assert not st.pending and board.power(st, foe) == 10000 and len(st.table.zone(0, "hand")) == hand


def test_op09_036_luffy_rests_an_opponents_don_with_2_rested_characters(real_pool):
    for rested, asked in ((2, True), (1, False)):
        st = turn(6, 2)
        for _ in range(rested):
            add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
        foe = add(st, real_pool, "OP01-025", 1, "characters")
        st, _l = play(st, real_pool, "OP09-036")
        assert bool(st.pending) == asked
        if asked:
            don = board.active_don(st, 1)[0]
            assert str(foe) in option_ids(st) and str(don) in option_ids(st)
            st = choose(st, foe)
            assert st.table.cards[foe].tapped


def test_op09_046_crocodile_plays_a_cross_guild_or_baroque_works_cost_5(real_pool):
    st = turn(7)
    cg = add(st, real_pool, "OP12-055", 0, "hand")  # {Cross Guild}
    bw = add(st, real_pool, "OP02-053", 0, "hand")  # {Former Baroque Works}: the type includes "Baroque Works"
    other = add(st, real_pool, "OP01-025", 0, "hand")
    st, _c = play(st, real_pool, "OP09-046")
    assert sorted(option_ids(st)) == sorted([str(cg), str(bw)]) and str(other) not in option_ids(st)
    st = choose(st, bw)
    assert st.table.cards[bw].zone == "characters"


def test_st26_002_chopper_returns_2_don_to_rest_a_cost_1_or_a_don(real_pool):
    st = turn(5, 2)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    three = add(st, real_pool, "OP01-025", 1, "characters")
    st, _c = play(st, real_pool, "ST26-002")
    assert pending_kind(st) == "pay"
    st = pay_all(st)
    assert board.don_on_field(st, 0) == 3  # DON!! -2
    assert str(foe) in option_ids(st) and str(three) not in option_ids(st)
    don = board.active_don(st, 1)[0]
    st = choose(st, don)
    assert st.table.cards[don].tapped


# --- ops_extra2: only_if_self ("if this Character has N power or more"), trash_from_field ---------

def boost(st: OPState, uid: int, n: int) -> None:
    """Give ``uid`` ``n`` active DON!! (+1000 each on your turn, 6-5-5-2)."""
    for _ in range(n):
        board.give_don(st, board.active_don(st, 0)[0], uid)


def test_op05_017_lindbergh_kos_only_with_7000_power(real_pool):
    for don, kod in ((2, True), (1, False)):  # 5000 + 2000 / 5000 + 1000
        st = turn(4)
        lind = add(st, real_pool, "OP05-017", 0, "characters")
        boost(st, lind, don)
        foe = add(st, real_pool, VANILLA_1, 1, "characters")
        st = act(st, "attack", attacker=lind, target=leader(st, 1))
        if kod:
            assert option_ids(st) == [str(foe)]
            st = choose(st, foe)
        assert (st.table.cards[foe].zone == "trash") == kod
        assert kod or pending_kind(st) != "target"  # 8-3-2: not met, nothing to choose


def test_op05_016_morley_forbids_blockers_only_with_7000_power(real_pool):
    for don, blockable in ((2, False), (1, True)):
        st = turn(4)
        mor = add(st, real_pool, "OP05-016", 0, "characters")
        boost(st, mor, don)
        blocker = add(st, real_pool, "ST01-006", 1, "characters")  # Chopper: [Blocker]
        st = act(st, "attack", attacker=mor, target=leader(st, 1))
        can_block = pending_kind(st) == "block" and str(blocker) in option_ids(st)
        assert can_block == blockable


def test_op05_005_karasu_gives_minus_1000_when_attacking_with_7000(real_pool):
    st = turn(4)
    kar = add(st, real_pool, "OP05-005", 0, "characters")
    boost(st, kar, 2)
    their = leader(st, 1)
    st = act(st, "attack", attacker=kar, target=their)
    st = choose(st, their)
    assert board.power(st, their) == 5000 - 1000
    st = turn(4)
    kar = add(st, real_pool, "OP05-005", 0, "characters")
    st = act(st, "attack", attacker=kar, target=leader(st, 1))  # 5000 power: nothing to choose
    assert pending_kind(st) != "target"


def test_op05_004_ivankov_plays_a_revolutionary_army_5000_with_7000_power(real_pool):
    st = turn(4)
    iva = add(st, real_pool, "OP05-004", 0, "characters")
    boost(st, iva, 2)
    hack = add(st, real_pool, "OP05-012", 0, "hand")  # {Revolutionary Army}, 5000
    big = add(st, real_pool, "OP09-113", 0, "hand")  # {Revolutionary Army}, 6000: never
    other = add(st, real_pool, "OP05-004", 0, "hand")  # [Emporio.Ivankov]: never
    st = act(st, "activate", uid=iva, ability=0)
    assert option_ids(st) == [str(hack)] and str(big) not in option_ids(st) and str(other) not in option_ids(st)
    st = choose(st, hack)
    assert st.table.cards[hack].zone == "characters"
    st = turn(4)
    iva = add(st, real_pool, "OP05-004", 0, "characters")  # 5000: the condition fails (8-3-2)
    hack = add(st, real_pool, "OP05-012", 0, "hand")
    st = act(st, "activate", uid=iva, ability=0)
    assert not st.pending and st.table.cards[hack].zone == "hand"


def test_op14_002_urouge_draws_and_kos_a_3000_base_power_with_5000(real_pool):
    st = turn(4)
    uro = add(st, real_pool, "OP14-002", 0, "characters")
    boost(st, uro, 3)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")  # base 3000
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=uro, target=leader(st, 1))
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"
    st = turn(4)
    uro = add(st, real_pool, "OP14-002", 0, "characters")
    boost(st, uro, 2)  # 4000: no draw, no K.O.
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=uro, target=leader(st, 1))
    assert len(st.table.zone(0, "hand")) == hand and pending_kind(st) != "target"


def test_op14_006_and_012_with_5000_power(real_pool):
    st = turn(6)
    sp = add(st, real_pool, "OP14-006", 0, "characters")
    boost(st, sp, 3)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=sp, target=leader(st, 1))
    st = choose(st, foe)
    assert board.power(st, foe) == 10000 - 2000
    st = turn(6)
    bepo = add(st, real_pool, "OP14-012", 0, "characters")
    boost(st, bepo, 3)
    give_don(st, 0, 2, rested=True)
    lead = leader(st, 0)
    st = act(st, "attack", attacker=bepo, target=leader(st, 1))
    assert option_ids(st) == ["0", "1", "2"]  # up to 2 (1-3-5-1)
    st = choose(st, 2)
    st = choose(st, lead)
    assert len(board.attached(st, lead)) == 2


def test_op09_009_benn_beckman_trashes_a_6000_character_without_a_ko(real_pool):
    st = turn(7)
    foe = add(st, real_pool, "OP01-038", 1, "characters")  # Kanjuro: 3000, has an [On K.O.]
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _b = play(st, real_pool, "OP09-009")
    assert option_ids(st) == [str(foe)] and str(big) not in option_ids(st)
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash" and not st.stack and not st.pending  # 10-2-1: not K.O.'d
    st = turn(7)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _b = play(st, real_pool, "OP09-009")
    st = choose(st)  # up to 1: none
    assert st.table.cards[foe].zone == "characters"


def test_op08_079_kaido_trashes_only_on_the_turn_it_was_played(real_pool):
    st = turn(9)
    kaido = add(st, real_pool, "OP08-079", 0, "characters", entered_turn=st.turn)
    clear(st, 0, "hand")
    fodder = add(st, real_pool, VANILLA_1, 0, "hand")
    foe = add(st, real_pool, "OP01-025", 1, "characters")
    theirs = hand_of(st, 1, 2)
    st = act(st, "activate", uid=kaido, ability=0)
    st = pay_all(st, fodder)
    assert st.table.cards[fodder].zone == "trash"
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"
    assert st.pending[0].player == 1
    st = choose(st, theirs[0])
    assert st.table.cards[theirs[0]].zone == "trash"
    st = turn(9)
    kaido = add(st, real_pool, "OP08-079", 0, "characters")  # not played this turn
    refused(st, "activate", "8-4-1-1", uid=kaido, ability=0)
