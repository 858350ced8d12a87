"""The per-card scripts of the middle sets (cards/scripts/OP05–OP09.toml, EB01.toml, the later starters),
each card played with real cards in an engine game, clause by clause: "up to" allowing 0 (1-3-5-1),
conditions (8-3-2), durations (6-6-1-1), "that card" (the chosen card), the ops of
engine.onepiece.ops_extra they reuse and those of engine.onepiece.ops_extra2. Set-ups come from
test_early_set_scripts. Tests marked "now read by the templates" play cards first scripted here that
the templates read since: they check the same clauses."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.onepiece import board
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
    peek_setup,
    pending_kind,
    put,
    refused,
)
from .helpers import add_top as add
from .helpers import play_real as play
from .helpers import set_real_leader as set_leader
from .helpers import turn_with_don as turn

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


def test_op05_043_ulti_looks_at_3_adds_up_to_1_and_places_the_rest_top_or_bottom(real_pool):  # now read by the templates
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


def test_op05_043_ulti_needs_a_multicolored_leader_and_may_take_none(real_pool):  # now read by the templates
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
    for other, foxy in ((True, True), (False, False)):
        # the "If …" is checked when the effect resolves (8-4-1-5), not a condition of activation (8-4-1-1, 8-3-2):
        # activated, nothing done, [Once Per Turn] used (10-2-13-3)
        st = turn(2)
        if foxy:
            set_leader(st, real_pool, 0, "OP07-059")
        ito = add(st, real_pool, "OP07-060", 0, "characters")
        if other:
            add(st, real_pool, "OP07-060", 0, "characters")
        st = act(st, "activate", uid=ito, ability=0)
        assert not st.pending and board.don_on_field(st, 0) == 2
        refused(st, "activate", "10-2-13-3", uid=ito, ability=0)


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


def test_op05_103_kotori_kos_up_to_the_opponents_life_count_with_hotori(real_pool):  # now read by the templates
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


def test_op05_088_mansherry_returns_two_trash_cards_for_a_black_cost_3_to_5(real_pool):  # now read by the templates
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

def test_op08_004_kuromarimo_kos_with_chess(real_pool):  # now read by the templates
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


def test_op08_021_carrot_rests_a_cost_5_with_a_minks_character(real_pool):  # now read by the templates
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
    foe = add(st, real_pool, "OP01-025", 1, "characters")
    # no {Minks} Character: the "If …" is checked when the effect resolves (8-4-1-5; 8-4-1-1 reads the
    # conditions of 8-3-2): activated, nothing done, [Once Per Turn] used (10-2-13-3)
    st = act(st, "activate", uid=lead, ability=0)
    assert not st.table.cards[foe].tapped and not st.pending
    refused(st, "activate", "10-2-13-3", uid=lead, ability=0)


def test_op08_071_niwatori_kod_on_the_opponents_turn_plays_baron_tamago_from_the_deck(real_pool):
    st = turn(0, 6, n=4)
    give_don(st, 0, 2)
    niwa = add(st, real_pool, "OP08-071", 0, "characters")
    tamago = add(st, real_pool, "ST07-012", 0, "deck")  # cost 4
    three = add(st, real_pool, "OP08-070", 0, "deck")  # cost 3: also fits
    before = [u for u in st.table.zone(0, "deck") if u != tamago]
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
    clear(st, 0, "hand")
    fodder = add(st, real_pool, VANILLA_1, 0, "hand")
    foe = add(st, real_pool, "OP01-025", 1, "characters")
    theirs = hand_of(st, 1, 2)
    # the "If …" is part of the effect: the cost is paid (8-4-1-3), then nothing happens (8-4-1-5)
    st = pay_all(act(st, "activate", uid=kaido, ability=0), fodder)
    assert st.table.cards[fodder].zone == "trash" and not st.pending
    assert st.table.cards[foe].zone == "characters" and all(st.table.cards[u].zone == "hand" for u in theirs)


# --- reveals, modes, [Trigger]s, Life face down ----------------------------------------------------

def life_trigger(st: OPState, pool: CardPool, number: str) -> OPState:
    """``number`` is P1's top Life card; P2 attacks P1's Leader, P1 activates its [Trigger] (10-1-5)."""
    add(st, pool, number, 0, "life")
    att = add(st, pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    return choose(st, "activate")


def test_op06_092_brook_trashes_a_cost_4_or_the_opponent_returns_3_trash_cards(real_pool):
    st = turn()
    foe = add(st, real_pool, "OP02-054", 1, "characters")  # cost 4
    st, _b = play(st, real_pool, "OP06-092")
    st = choose(st, option_ids(st)[0])  # the first option
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"
    st = turn()
    clear(st, 1, "trash")
    trash = [add(st, real_pool, VANILLA_1, 1, "trash") for _ in range(4)]
    st, _b = play(st, real_pool, "OP06-092")
    st = choose(st, option_ids(st)[1])
    assert st.pending[0].player == 1  # they choose which 3 (8-4-4)
    st = choose(st, *trash[:3], player=1)
    while st.pending and st.pending[0].player == 1:
        st = choose(st, option_ids(st)[0], player=1)  # their order (1-3-8)
    assert st.table.zone(1, "trash") == [trash[3]] and set(st.table.zone(1, "deck")[-3:]) == set(trash[:3])


def test_op06_057_plays_a_revealed_cost_2_or_places_it_top_or_bottom(real_pool):
    st = turn()
    two = add(st, real_pool, "OP01-012", 0, "deck")  # cost 2
    st, _ev = play(st, real_pool, "OP06-057")
    lead = leader(st, 0)
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 1000
    assert option_ids(st) == [str(two)]
    st = choose(st, two)
    assert st.table.cards[two].zone == "characters"
    st = turn()
    three = add(st, real_pool, "OP01-025", 0, "deck")  # cost 3: not playable
    st, _ev = play(st, real_pool, "OP06-057")
    st = choose(st)  # up to 1 of your Leader or Character cards: none
    assert 1 in st.table.cards[three].known_to  # 11-2-1: revealed to both
    while st.pending:
        st = choose(st, "bottom" if "bottom" in option_ids(st) else option_ids(st)[0])
    assert st.table.zone(0, "deck")[-1] == three


def test_op06_096_nothing_at_all_pays_a_life_for_battle_ko_immunity(real_pool):
    st, _lead, _att = attacked(real_pool, "OP06-096")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    big = add(st, real_pool, VANILLA_8, 0, "characters")  # cost 8: not covered
    life = len(st.table.zone(0, "life"))
    st = pay_all(st)
    assert len(st.table.zone(0, "life")) == life - 1
    assert board.prohibited(st, mine, "Cannot Be K.O.'d In Battle") and not board.prohibited(st, big, "Cannot Be K.O.'d In Battle")


def test_op07_048_doflamingo_plays_a_revealed_warlord_rested_or_bottoms_it(real_pool):
    st = turn(2)
    dof = add(st, real_pool, "OP07-048", 0, "characters")
    moria = add(st, real_pool, "OP02-054", 0, "deck")
    st = act(st, "activate", uid=dof, ability=0)
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 2  # ②
    st = choose(st, moria)
    assert st.table.cards[moria].zone == "characters" and st.table.cards[moria].tapped
    st = turn(2)
    dof = add(st, real_pool, "OP07-048", 0, "characters")
    other = add(st, real_pool, "OP01-025", 0, "deck")
    st = act(st, "activate", uid=dof, ability=0)
    while st.pending:
        st = choose(st, *option_ids(st)[: st.pending[0].min])
    assert st.table.zone(0, "deck")[-1] == other  # the rest at the bottom


def test_op07_102_jinbe_trigger_bounces_and_goes_to_hand(real_pool):  # now read by the templates
    st = turn(n=4)
    foe = add(st, real_pool, "OP02-054", 1, "characters")
    st = life_trigger(st, real_pool, "OP07-102")
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "hand"
    assert any(st.table.cards[u].card_id == "OP07-102" for u in st.table.zone(0, "hand"))


def test_op07_103_chopper_trigger_gives_blocker_to_an_egghead(real_pool):  # now read by the templates
    st = turn(n=4)
    egg = add(st, real_pool, "OP07-108", 0, "characters")
    st = life_trigger(st, real_pool, "OP07-103")
    st = choose(st, egg)
    assert "Blocker" in board.keywords(st, egg)
    assert any(st.table.cards[u].card_id == "OP07-103" for u in st.table.zone(0, "hand"))


def test_op08_049_speed_jil_gains_rush_when_the_revealed_card_is_whitebeard(real_pool):
    for top, rush in (("OP01-023", True), ("OP01-025", False)):
        st = turn(4)
        card = add(st, real_pool, top, 0, "deck")
        st, jil = play(st, real_pool, "OP08-049")
        while st.pending:
            st = choose(st, "bottom" if "bottom" in option_ids(st) else option_ids(st)[0])
        assert st.table.zone(0, "deck")[-1] == card
        assert ("Rush" in board.keywords(st, jil)) == rush


def test_op08_075_candy_maiden_rests_and_turns_life_face_down(real_pool):
    st = turn(3)
    for u in st.table.zone(0, "life")[:2]:
        st.table.cards[u].flags["face_up"] = True
    foe = add(st, real_pool, "OP01-012", 1, "characters")  # cost 2
    st, _ev = play(st, real_pool, "OP08-075")
    st = pay_all(st)
    assert board.don_on_field(st, 0) == 2  # DON!! -1
    st = choose(st, foe)
    assert st.table.cards[foe].tapped
    assert not any(st.table.cards[u].flags.get("face_up") for u in st.table.zone(0, "life"))


# --- later sets: the ops_extra ops op2 pointed at --------------------------------------------------

def test_op10_116_damned_punk_peeks_then_kos_a_cost_5(real_pool):
    st = turn()
    mine, _theirs = peek_setup(st)
    foe = add(st, real_pool, "OP02-054", 1, "characters")  # cost 4
    st, _ev = play(st, real_pool, "OP10-116")
    st = choose(st, mine[0])
    st = choose(st, "bottom")
    assert st.table.zone(0, "life") == [mine[1], mine[2], mine[0]]
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"


def test_eb02_053_olga_peeks_on_play_and_on_ko(real_pool):
    st = turn(0, 6, n=4)
    _mine, theirs = peek_setup(st)
    olga = add(st, real_pool, "EB02-053", 0, "characters")
    st = ko_by_effect(st, real_pool, olga, 1)
    assert st.pending[0].player == 0
    st = choose(st, theirs[0])
    st = choose(st, "bottom")
    assert st.table.zone(1, "life")[-1] == theirs[0]
    st = turn()
    mine, _theirs = peek_setup(st)
    st, _o = play(st, real_pool, "EB02-053")
    st = choose(st)  # up to 1: none
    assert not st.pending and st.table.zone(0, "life") == mine


def test_op13_105_momonosuke_orders_the_life(real_pool):
    st = turn()
    a, b, c = life_of(st, 0, 3)
    st, _m = play(st, real_pool, "OP13-105")
    st = choose(st, c)
    st = choose(st, a)
    assert st.table.zone(0, "life") == [c, a, b] and not st.pending


def test_op14_065_senor_pink_kod_the_opponent_returns_a_don(real_pool):
    st = turn(0, 6, n=4)
    pink = add(st, real_pool, "OP14-065", 0, "characters")
    st = ko_by_effect(st, real_pool, pink, 1)
    while st.pending and st.pending[0].player == 1:
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)], player=1)
    assert board.don_on_field(st, 1) == 6 - 1


def test_op16_074_magellan_returns_1_with_impel_down_and_4_when_kod(real_pool):
    for impel, returned in ((True, 1), (False, 0)):
        st = turn(8, 6)
        if impel:
            set_leader(st, real_pool, 0, "OP02-071")  # Magellan: {Impel Down}
        st, _m = play(st, real_pool, "OP16-074")
        while st.pending and st.pending[0].player == 1:
            st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)], player=1)
        assert board.don_on_field(st, 1) == 6 - returned
    st = turn(0, 8, n=4)
    mag = add(st, real_pool, "OP16-074", 0, "characters")
    st = battle_ko(st, real_pool, mag)
    assert st.table.cards[mag].zone == "trash"
    while st.pending and st.pending[0].player == 1:
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)], player=1)
    assert board.don_on_field(st, 1) == 8 - 4


def test_op17_049_linlin_the_opponent_chooses_draw_or_discard(real_pool):
    st = turn()
    hand = len(st.table.zone(0, "hand"))
    st, _l = play(st, real_pool, "OP17-049")
    assert st.pending[0].player == 1 and option_ids(st) == ["1", "2"]  # 8-4-4
    st = choose(st, "1", player=1)
    assert len(st.table.zone(0, "hand")) == hand + 2
    st = turn()
    theirs = hand_of(st, 1, 3)
    st, _l = play(st, real_pool, "OP17-049")
    st = choose(st, "2", player=1)
    assert st.pending[0].player == 1  # 10-2-14-1: they choose which
    st = choose(st, theirs[0], theirs[1], player=1)
    assert st.table.zone(1, "hand") == [theirs[2]]


def test_op17_075_drake_returns_2_don_and_trashes_a_card_of_their_hand(real_pool):
    st = turn(4)
    theirs = hand_of(st, 1, 2)
    st, _d = play(st, real_pool, "OP17-075")
    st = pay_all(st)
    assert board.don_on_field(st, 0) == 2
    st = choose(st, theirs[1])
    assert st.table.cards[theirs[1]].zone == "trash"


def test_op17_099_linlin_leader_options(real_pool):
    st = turn(2)
    lead = set_leader(st, real_pool, 0, "OP17-099")
    clear(st, 0, "hand")
    fodder, keep = add(st, real_pool, VANILLA_1, 0, "hand"), add(st, real_pool, VANILLA_1, 0, "hand")
    top = st.table.zone(0, "deck")[0]
    life = len(st.table.zone(0, "life"))
    st = act(st, "attack", attacker=lead, target=leader(st, 1))
    st = pay_all(st, fodder)
    assert st.table.cards[fodder].zone == "trash"
    st = choose(st, "1", player=1)
    st = choose(st, keep)  # you trash 1 card from your hand
    assert st.table.cards[keep].zone == "trash"
    assert option_ids(st) == ["0", "1"]  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert st.table.zone(0, "life")[0] == top and len(st.table.zone(0, "life")) == life + 1
    st = turn(2)
    lead = set_leader(st, real_pool, 0, "OP17-099")
    clear(st, 0, "hand")
    fodder = add(st, real_pool, VANILLA_1, 0, "hand")
    theirs = hand_of(st, 1, 2)
    st = act(st, "attack", attacker=lead, target=leader(st, 1))
    st = pay_all(st, fodder)
    st = choose(st, "2", player=1)
    assert st.pending[0].player == 0
    st = choose(st, theirs[0])
    assert st.table.cards[theirs[0]].zone == "trash"


# --- more: continuous DON!! conditions, trash costs, "that Character" ---------------------------

def test_op05_091_rebecca_adds_from_trash_then_plays_a_black_cost_3_rested(real_pool):  # now read by the templates
    st = turn()
    clear(st, 0, "trash")
    four = add(st, real_pool, "OP02-109", 0, "trash")  # black, cost 4
    reb = add(st, real_pool, "OP05-091", 0, "trash")  # [Rebecca]: never
    one = add(st, real_pool, "OP02-097", 0, "hand")  # black, cost 1
    st, _r = play(st, real_pool, "OP05-091")
    assert option_ids(st) == [str(four)] and str(reb) not in option_ids(st)
    st = choose(st, four)
    assert st.table.cards[four].zone == "hand"
    assert option_ids(st) == [str(one)]  # cost 4 is too much
    st = choose(st, one)
    assert st.table.cards[one].zone == "characters" and st.table.cards[one].tapped


def test_op05_066_jinbe_and_062_onami_with_10_don(real_pool):
    for don, on in ((10, True), (9, False)):
        st = turn(don, n=4)  # P2's turn: [Opponent's Turn] for P1's Jinbe
        jinbe = add(st, real_pool, "OP05-066", 0, "characters")
        nami = add(st, real_pool, "OP05-062", 0, "characters")
        assert board.power(st, jinbe) == real_pool.get("OP05-066").data["power"] + (1000 if on else 0)
        assert ("Blocker" in board.keywords(st, nami)) == on
    st = turn(10)  # your own turn: Jinbe's [Opponent's Turn] is not met (8-3-2-5)
    jinbe = add(st, real_pool, "OP05-066", 0, "characters")
    assert board.power(st, jinbe) == real_pool.get("OP05-066").data["power"]


def test_op06_015_lily_carnation_trashes_a_6000_to_play_a_film_from_the_trash(real_pool):  # now read by the templates
    st = turn()
    lily = add(st, real_pool, "OP06-015", 0, "characters")
    big = add(st, real_pool, VANILLA_8, 0, "characters")
    clear(st, 0, "trash")
    usopp = add(st, real_pool, "OP02-028", 0, "trash")  # {FILM}, 5000
    franky = add(st, real_pool, "OP02-039", 0, "trash")  # {FILM}, 7000: never
    st = act(st, "activate", uid=lily, ability=0)
    st = pay_all(st, big)
    assert st.table.cards[big].zone == "trash"
    assert option_ids(st) == [str(usopp)] and str(franky) not in option_ids(st)
    st = choose(st, usopp)
    assert st.table.cards[usopp].zone == "characters" and st.table.cards[usopp].tapped


def test_op06_074_zephyr_negates_and_kos_only_a_5000_or_less(real_pool):
    for foe_card, kod in ((VANILLA_1, True), (VANILLA_8, False)):
        st = turn(7)
        foe = add(st, real_pool, foe_card, 1, "characters")
        st, _z = play(st, real_pool, "OP06-074")
        st = pay_all(st)
        assert board.don_on_field(st, 0) == 6  # DON!! -1
        st = choose(st, foe)
        assert (st.table.cards[foe].zone == "trash") == kod


def test_op08_059_alber_trashes_itself_to_play_king_with_10_don(real_pool):
    for don, played in ((10, True), (9, False)):
        st = turn(don)
        set_leader(st, real_pool, 0, "OP01-061")  # Kaido: {Animal Kingdom Pirates}
        alber = add(st, real_pool, "OP08-059", 0, "characters")
        king = add(st, real_pool, "ST04-004", 0, "hand")  # [King], cost 6
        st = act(st, "activate", uid=alber, ability=0)
        st = pay_all(st)
        assert st.table.cards[alber].zone == "trash"
        if played:
            assert option_ids(st) == [str(king)]
            st = choose(st, king)
        assert (st.table.cards[king].zone == "characters") == played


def opponent_attacks(st: OPState, pool: CardPool) -> tuple[OPState, int]:
    """P2 (a 10000 Character) attacks P1's Leader; [On Your Opponent's Attack] abilities trigger."""
    att = add(st, pool, VANILLA_8, 1, "characters")
    return act(st, "attack", attacker=att, target=leader(st, 0)), att


def test_op06_014_ratchet_trashes_any_number_of_film_cards_for_1000_each(real_pool):
    st = turn(0, 0, n=4)
    add(st, real_pool, "OP06-014", 0, "characters")
    clear(st, 0, "hand")
    film = [add(st, real_pool, "OP02-028", 0, "hand") for _ in range(3)]  # {FILM}
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    st, _att = opponent_attacks(st, real_pool)
    assert sorted(option_ids(st)) == sorted(map(str, film)) and st.pending[0].min == 0  # any number (1-3-5-1)
    st = choose(st, film[0], film[1])
    assert st.table.cards[film[0]].zone == "trash" and st.table.cards[other].zone == "hand"
    lead = leader(st, 0)
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 2000


def test_op06_014_ratchet_may_trash_none(real_pool):
    st = turn(0, 0, n=4)
    add(st, real_pool, "OP06-014", 0, "characters")
    clear(st, 0, "hand")
    film = add(st, real_pool, "OP02-028", 0, "hand")
    st, _att = opponent_attacks(st, real_pool)
    st = choose(st)
    lead = leader(st, 0)
    if pending_kind(st) == "target" and str(lead) in option_ids(st):
        st = choose(st, lead)
    assert st.table.cards[film].zone == "hand" and board.power(st, lead) == 5000


def test_st16_002_gordon_counts_music_cards(real_pool):
    st = turn(0, 0, n=4)
    gordon = add(st, real_pool, "ST16-002", 0, "characters")
    clear(st, 0, "hand")
    music = add(st, real_pool, "ST11-003", 0, "hand")  # Backlight: {Music}
    add(st, real_pool, "OP02-028", 0, "hand")  # {FILM}, not {Music}
    before = board.power(st, gordon)
    st, _att = opponent_attacks(st, real_pool)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    assert option_ids(st) == [str(music)]
    st = choose(st, music)
    st = choose(st, gordon)
    assert board.power(st, gordon) == before + 1000


def test_trash_from_field_spares_a_card_that_cannot_be_removed_by_opponents_effects(real_pool):
    st = turn(7)
    kuzan = add(st, real_pool, "OP10-082", 1, "characters")  # "cannot be removed … by your opponent's effects"
    st, _b = play(st, real_pool, "OP09-009")
    st = choose(st, kuzan)
    assert st.table.cards[kuzan].zone == "characters"  # 1-3-3: the prohibition wins


def test_op03_001_ace_trashes_events_and_stages_for_1000_each_attacking_or_attacked(real_pool):
    st = turn(2)
    lead = set_leader(st, real_pool, 0, "OP03-001")
    clear(st, 0, "hand")
    ev = add(st, real_pool, "OP01-029", 0, "hand")  # an Event
    stage = add(st, real_pool, "OP02-048", 0, "hand")  # a Stage
    char = add(st, real_pool, VANILLA_1, 0, "hand")  # a Character: never
    st = act(st, "attack", attacker=lead, target=leader(st, 1))
    assert sorted(option_ids(st)) == sorted([str(ev), str(stage)]) and str(char) not in option_ids(st)
    st = choose(st, ev, stage)
    assert board.power(st, lead) == 5000 + 2000
    st = turn(0, 0, n=4)
    lead = set_leader(st, real_pool, 0, "OP03-001")
    clear(st, 0, "hand")
    ev = add(st, real_pool, "OP01-029", 0, "hand")
    st, _att = opponent_attacks(st, real_pool)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = choose(st)  # none: 0 (1-3-5-1)
    assert st.table.cards[ev].zone == "hand" and board.power(st, lead) == 5000


def test_p051_shanks_trashes_any_cards_for_1000_each(real_pool):
    st = turn(8)
    shanks = add(st, real_pool, "P-051", 0, "characters")
    hand = hand_of(st, 0, 3)
    st = act(st, "attack", attacker=shanks, target=leader(st, 1))
    st = choose(st, *hand)
    assert board.power(st, shanks) == real_pool.get("P-051").data["power"] + 3000


def test_op05_056_barrels_bottoms_another_character_to_draw(real_pool):
    st = turn()
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, bar = play(st, real_pool, "OP05-056")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    if pending_kind(st) == "cost":
        assert str(bar) not in option_ids(st)  # other than this Character
        st = choose(st, other)
    assert st.table.zone(0, "deck")[-1] == other and len(st.table.zone(0, "hand")) == hand + 1
    st = turn()
    st, bar = play(st, real_pool, "OP05-056")  # no other Character: the cost can't be paid (8-3-1-3)
    assert not st.pending and st.table.cards[bar].zone == "characters"


def test_op06_051_tsuru_the_opponent_returns_one_of_their_characters(real_pool):
    st = turn()
    clear(st, 0, "hand")
    a, b = add(st, real_pool, VANILLA_1, 0, "hand"), add(st, real_pool, VANILLA_1, 0, "hand")
    x = add(st, real_pool, VANILLA_1, 1, "characters")
    y = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _t = play(st, real_pool, "OP06-051")
    st = pay_all(st, a, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "trash"
    assert st.pending[0].player == 1 and sorted(option_ids(st)) == sorted([str(x), str(y)])  # 8-4-4: they choose
    st = choose(st, x, player=1)
    assert st.table.cards[x].zone == "hand" and st.table.cards[y].zone == "characters"
    st = turn()
    clear(st, 0, "hand")
    a, b = add(st, real_pool, VANILLA_1, 0, "hand"), add(st, real_pool, VANILLA_1, 0, "hand")
    kuzan = add(st, real_pool, "OP10-082", 1, "characters")  # cannot be removed by your opponent's effects
    st, _t = play(st, real_pool, "OP06-051")
    st = pay_all(st, a, b)
    assert not st.pending and st.table.cards[kuzan].zone == "characters"  # 1-3-3


def test_op07_090_morgans_the_opponent_trashes_reveals_and_draws(real_pool):
    st = turn()
    theirs = hand_of(st, 1, 3)
    st, _m = play(st, real_pool, "OP07-090")
    assert st.pending[0].player == 1
    st = choose(st, theirs[0], player=1)
    assert st.table.cards[theirs[0]].zone == "trash"
    assert all(0 in st.table.cards[u].known_to for u in theirs[1:])  # 11-2-1
    assert len(st.table.zone(1, "hand")) == 3


def test_eb01_059_kingdom_come_kos_then_trashes_life_down_to_1(real_pool):
    st = turn(6)
    lives = life_of(st, 0, 4)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _ev = play(st, real_pool, "EB01-059")
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"
    assert st.table.zone(0, "life") == [lives[3]] and all(st.table.cards[u].zone == "trash" for u in lives[:3])
    st = turn(6)
    lives = life_of(st, 0, 1)
    st, _ev = play(st, real_pool, "EB01-059")
    assert st.table.zone(0, "life") == lives  # already 1: nothing trashed (1-3-2-2)


def test_eb01_060_kami_plays_enel_from_hand_or_trash_then_life_to_1(real_pool):
    st = turn(4)
    life_of(st, 0, 3)
    clear(st, 0, "trash")
    enel = add(st, real_pool, "OP05-100", 0, "trash")  # [Enel], cost 7
    st, _ev = play(st, real_pool, "EB01-060")
    assert str(enel) in option_ids(st)
    st = choose(st, enel)
    assert st.table.cards[enel].zone == "characters" and len(st.table.zone(0, "life")) == 1


def test_st17_003_buggy_orders_the_top_3(real_pool):
    st = turn()
    a, b, c = (st.table.zone(0, "deck")[i] for i in range(3))
    fourth = st.table.zone(0, "deck")[3]
    st, _b = play(st, real_pool, "ST17-003")
    assert sorted(option_ids(st)) == sorted(map(str, (a, b, c))) and 1 not in st.table.cards[a].known_to  # 11-3-1
    st = choose(st, c)
    st = choose(st, a)
    assert st.table.zone(0, "deck")[:4] == [c, a, b, fourth] and not st.pending


def test_op10_008_scotch_and_017_rock_play_each_other(real_pool):
    st = turn()
    rock = add(st, real_pool, "OP10-017", 0, "hand")
    st, _s = play(st, real_pool, "OP10-008")
    assert option_ids(st) == [str(rock)]
    st = choose(st, rock)
    assert st.table.cards[rock].zone == "characters"
    st = turn()
    add(st, real_pool, "OP10-008", 0, "characters")
    scotch = add(st, real_pool, "OP10-008", 0, "hand")
    st, _r = play(st, real_pool, "OP10-017")  # you have [Scotch]: nothing
    assert not st.pending and st.table.cards[scotch].zone == "hand"


def test_op11_059_king_cobra_adds_2000_with_4_or_less_cards_in_hand(real_pool):
    def hand(n: int):
        return lambda st: hand_of(st, 0, n)
    assert counter_power(real_pool, "OP11-059", hand(4)) == 4000
    assert counter_power(real_pool, "OP11-059", hand(5)) == 2000


def test_op11_050_gotti_returns_or_bottoms_a_cost_1(real_pool):
    st = turn(2)
    gotti = add(st, real_pool, "OP11-050", 0, "characters")
    clear(st, 0, "hand")
    fodder = add(st, real_pool, "OP11-042", 0, "hand")  # Vito: {Firetank Pirates}
    foe = add(st, real_pool, "OP10-103", 1, "characters")  # cost 1
    st = act(st, "attack", attacker=gotti, target=leader(st, 1))
    st = pay_all(st, fodder)
    assert st.table.cards[fodder].zone == "trash"
    st = choose(st, "2")  # to the bottom of the owner's deck
    st = choose(st, foe)
    assert st.table.zone(1, "deck")[-1] == foe


def test_op12_006_shakuyaku_reveals_luffy_or_a_red_event(real_pool):
    st = turn()
    luffy = add(st, real_pool, "OP01-024", 0, "deck")
    red = add(st, real_pool, "OP01-026", 0, "deck")
    blue = add(st, real_pool, "OP01-086", 0, "deck")
    st, _s = play(st, real_pool, "OP12-006")
    assert sorted(option_ids(st)) == sorted([str(luffy), str(red)]) and str(blue) not in option_ids(st)
    st = choose(st, red)
    assert st.table.cards[red].zone == "hand" and st.table.cards[luffy].zone == "deck"


def test_eb03_020_sore_loser_adds_2000_with_2_film_characters(real_pool):
    def film(n: int):
        return lambda st: [add(st, real_pool, "OP02-028", 0, "characters") for _ in range(n)]
    assert counter_power(real_pool, "EB03-020", film(2)) == 4000
    assert counter_power(real_pool, "EB03-020", film(1)) == 2000


def test_eb03_010_monet_reveals_a_1000_character_or_an_event(real_pool):
    st = turn()
    ev = add(st, real_pool, "OP01-086", 0, "deck")
    weak = add(st, real_pool, "OP01-041", 0, "deck")  # Kouzuki Momonosuke: 0 power
    big = add(st, real_pool, "OP01-082", 0, "deck")  # 3000 power: never
    st, _m = play(st, real_pool, "EB03-010")
    ids = option_ids(st)
    assert sorted(ids) == sorted([str(ev), str(weak)]) and str(big) not in ids
    st = choose(st, ev)
    assert st.table.cards[ev].zone == "hand"


def test_eb03_012_otama_rests_itself_to_rest_an_animal_or_a_don(real_pool):
    st = turn(0, 2)
    otama = add(st, real_pool, "EB03-012", 0, "characters")
    animal = add(st, real_pool, "OP01-010", 1, "characters")  # {Animal}, cost 1
    other = add(st, real_pool, VANILLA_1, 1, "characters")  # not {Animal}/{SMILE}
    st = act(st, "activate", uid=otama, ability=0)
    st = pay_all(st)
    assert st.table.cards[otama].tapped
    ids = option_ids(st)
    assert str(animal) in ids and str(other) not in ids and str(board.active_don(st, 1)[0]) in ids
    st = choose(st, animal)
    assert st.table.cards[animal].tapped


def test_eb02_007_up_to_3_gain_1000_then_ko_3000(real_pool):
    st = turn()
    mine = [add(st, real_pool, VANILLA_1, 0, "characters") for _ in range(3)]
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "EB02-007")
    assert st.pending[0].max == 3 and st.pending[0].min == 0  # up to a total of 3 (1-3-5-1)
    st = choose(st, mine[0], leader(st, 0))
    assert board.power(st, mine[0]) == 4000 and board.power(st, mine[1]) == 3000
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"


def test_op13_035_bepo_sets_itself_or_a_don_active_at_end_of_turn(real_pool):
    for mode in ("1", "2"):
        st = turn(0)
        give_don(st, 0, 1, rested=True)
        bepo = add(st, real_pool, "OP13-035", 0, "characters", tapped=True)
        st = act(st, "end_turn")
        st = choose(st, mode)
        if mode == "2":
            st = choose(st, 1)
        assert st.table.cards[bepo].tapped == (mode == "2")


def test_op14_010_hawkins_kod_plays_a_2000_supernovas_from_the_top_5(real_pool):
    st = turn(0, 6, n=4)
    hawk = add(st, real_pool, "OP14-010", 0, "characters")
    zoro = add(st, real_pool, "OP07-034", 0, "deck")  # {Supernovas}, 2000
    add(st, real_pool, "OP14-010", 0, "deck")  # [Basil Hawkins]: never
    st = ko_by_effect(st, real_pool, hawk, 1)
    assert option_ids(st) == [str(zoro)]
    st = choose(st, zoro)
    assert st.table.cards[zoro].zone == "characters"


def test_op14_064_giolla_kod_adds_a_rested_don(real_pool):
    st = turn(0, 6, n=4)
    gio = add(st, real_pool, "OP14-064", 0, "characters")
    foe = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000 base power: never
    st = battle_ko(st, real_pool, gio)
    assert option_ids(st) == ["0", "1"]
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 1 and st.table.cards[foe].zone == "characters"


def test_op14_110_hogback_kod_plays_a_trigger_character_from_the_trash(real_pool):
    st = turn(0, 6, n=4)
    hog = add(st, real_pool, "OP14-110", 0, "characters")
    clear(st, 0, "trash")
    carrot = add(st, real_pool, "OP01-009", 0, "trash")  # cost 2, with a [Trigger]
    plain = add(st, real_pool, VANILLA_1, 0, "trash")  # no [Trigger]
    st = ko_by_effect(st, real_pool, hog, 1)
    assert option_ids(st) == [str(carrot)] and str(plain) not in option_ids(st)
    st = choose(st, carrot)
    assert st.table.cards[carrot].zone == "characters"


def test_op14_048_shiryu_bounces_then_trashes_your_hand(real_pool):
    st = turn(8)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    hand = hand_of(st, 0, 3)
    st, _s = play(st, real_pool, "OP14-048")
    st = choose(st, foe)
    while st.pending:
        st = choose(st, *option_ids(st)[: st.pending[0].min])
    assert st.table.cards[foe].zone == "hand" and not st.table.zone(0, "hand")
    assert all(st.table.cards[u].zone == "trash" for u in hand)


def test_op16_019_plays_up_to_two_8000_whitebeard_characters(real_pool):
    st = turn(9)
    thatch = [add(st, real_pool, "OP02-007", 0, "hand") for _ in range(3)]  # {Whitebeard Pirates}, 8000
    izo = add(st, real_pool, "OP03-003", 0, "hand")  # 2000: never
    st, _ev = play(st, real_pool, "OP16-019")
    assert st.pending[0].max == 2 and str(izo) not in option_ids(st)
    st = choose(st, thatch[0], thatch[1])
    assert [st.table.cards[u].zone for u in thatch] == ["characters", "characters", "hand"]


def test_op16_067_tsuru_reveals_a_navy_card_then_trashes_one(real_pool):  # now read by the templates
    st = turn()
    clear(st, 0, "hand")
    mine = add(st, real_pool, VANILLA_1, 0, "hand")
    navy = add(st, real_pool, "OP01-065", 0, "deck")
    st, _t = play(st, real_pool, "OP16-067")
    st = choose(st, navy)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert sorted(option_ids(st)) == sorted([str(navy), str(mine)])  # then 1 card of the hand to trash
    st = choose(st, mine)
    assert st.table.cards[mine].zone == "trash" and st.table.cards[navy].zone == "hand"


def test_op16_077_buddha_reveals_up_to_two_navy_cards(real_pool):  # now read by the templates
    st = turn()
    a, b = add(st, real_pool, "OP01-065", 0, "deck"), add(st, real_pool, "OP02-097", 0, "deck")
    st, _ev = play(st, real_pool, "OP16-077")
    assert st.pending[0].max == 2
    st = choose(st, a, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "hand"


def test_op16_047_doflamingo_rests_to_make_8_card_hands_bottom_two(real_pool):
    for n, placed in ((8, 2), (7, 0)):
        st = turn()
        dof = add(st, real_pool, "OP16-047", 0, "characters")
        theirs = hand_of(st, 1, n)
        st = act(st, "activate", uid=dof, ability=0)
        st = pay_all(st)
        if placed:
            assert st.pending[0].player == 1
            st = choose(st, theirs[0], theirs[1], player=1)
            while st.pending and st.pending[0].player == 1:
                st = choose(st, option_ids(st)[0], player=1)
        assert len(st.table.zone(1, "hand")) == n - placed and st.table.cards[dof].tapped


def test_op16_102_pizarro_kod_draws_and_plays_fullalead_from_the_trash(real_pool):
    st = turn(0, 6, n=4)
    piz = add(st, real_pool, "OP16-102", 0, "characters")
    clear(st, 0, "trash")
    stage = add(st, real_pool, "OP09-099", 0, "trash")
    hand = len(st.table.zone(0, "hand"))
    st = battle_ko(st, real_pool, piz)
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = choose(st, stage)
    assert st.table.cards[stage].zone == "stage"


def test_op16_119_teach_adds_a_looked_card_to_the_top_of_life(real_pool):
    st = turn(8)
    top = st.table.zone(0, "deck")[:3]
    life = len(st.table.zone(0, "life"))
    st, _t = play(st, real_pool, "OP16-119")
    assert sorted(option_ids(st)) == sorted(map(str, top))
    st = choose(st, top[1])
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert st.table.zone(0, "life")[0] == top[1] and len(st.table.zone(0, "life")) == life + 1
    assert not st.table.cards[top[1]].flags.get("face_up")


def test_op17_012_blenheim_kod_plays_a_cost_1_whitebeard_card(real_pool):
    st = turn(0, 6, n=4)
    blen = add(st, real_pool, "OP17-012", 0, "characters")
    bay = add(st, real_pool, "OP02-014", 0, "hand")  # Whitey Bay: cost 1, {Whitebeard Pirates}
    event = add(st, real_pool, "OP02-022", 0, "hand")  # a cost-1 Whitebeard Event: not played
    st = battle_ko(st, real_pool, blen)
    assert option_ids(st) == [str(bay)] and str(event) not in option_ids(st)
    st = choose(st, bay)
    assert st.table.cards[bay].zone == "characters"


def test_op17_004_gives_rush_to_a_wano_or_whitebeard_character(real_pool):
    st = turn(3)
    wano = add(st, real_pool, "OP01-010", 0, "characters", entered_turn=3)
    wb = add(st, real_pool, "OP02-007", 0, "characters", entered_turn=3)
    other = add(st, real_pool, VANILLA_1, 0, "characters", entered_turn=3)
    st, itself = play(st, real_pool, "OP17-004")  # {Land of Wano} itself: a candidate too
    assert sorted(option_ids(st)) == sorted([str(wano), str(wb), str(itself)]) and str(other) not in option_ids(st)
    st = choose(st, wb)
    assert "Rush" in board.keywords(st, wb)


def test_eb02_025_rosinante_plays_a_cost_2_rested_with_a_rosinante_leader(real_pool):
    for rosi, asked in ((True, True), (False, False)):
        st = turn(2)
        if rosi:
            set_leader(st, real_pool, 0, "OP05-022")
        ros = add(st, real_pool, "EB02-025", 0, "characters")
        two = add(st, real_pool, "OP01-012", 0, "deck")
        st = act(st, "activate", uid=ros, ability=0)
        st = pay_all(st)
        assert st.table.cards[ros].tapped and sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 1
        assert (pending_kind(st) == "target") == asked
        if asked:
            st = choose(st, two)
            assert st.table.cards[two].zone == "characters" and st.table.cards[two].tapped


def test_eb02_056_vegapunk_plays_a_scientist_and_trashes_against_2_or_less(real_pool):
    for opp_chars, trashed in ((2, True), (3, False)):
        st = turn(5)
        for _ in range(opp_chars):
            add(st, real_pool, VANILLA_1, 1, "characters")
        atlas = add(st, real_pool, "OP13-101", 0, "deck")  # {Scientist}, cost 5
        hand = len(st.table.zone(0, "hand"))
        st, _v = play(st, real_pool, "EB02-056")
        st = choose(st, atlas)
        assert st.table.cards[atlas].zone == "characters"
        while pending_kind(st) == "deck_order":
            st = choose(st, option_ids(st)[0])
        if trashed:
            st = choose(st, option_ids(st)[0])
        assert len(st.table.zone(0, "hand")) == hand - (1 if trashed else 0)


def test_op12_086_koala_reveals_a_revolutionary_or_robin_and_trashes_the_rest(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP05-001")  # Sabo: {Revolutionary Army}
    robin = add(st, real_pool, "EB02-036", 0, "deck")
    koala = add(st, real_pool, "OP12-086", 0, "deck")  # [Koala]: never
    other = add(st, real_pool, VANILLA_1, 0, "deck")
    st, _k = play(st, real_pool, "OP12-086")
    assert option_ids(st) == [str(robin)]
    st = choose(st, robin)
    assert st.table.cards[robin].zone == "hand"
    assert st.table.cards[koala].zone == st.table.cards[other].zone == "trash"


def test_op14_078_bullet_string_gives_2000_and_2000_more_with_a_donquixote_leader(real_pool):
    for dof, gained in ((True, 4000), (False, 0)):
        st, lead, _att = attacked(real_pool, "OP14-078")
        if dof:
            st.table.cards[lead].card_id = "OP01-060"  # Doflamingo: {Donquixote Pirates}
            st.cards["OP01-060"] = real_pool.get("OP01-060").data
        st = pay_all(st)
        if gained:
            st = choose(st, lead)
        assert board.power(st, lead) == 5000 + gained


def test_op15_101_kalgara_reveals_up_to_two_noland_or_shandian(real_pool):
    st = turn(3)
    clear(st, 0, "hand")
    fodder = add(st, real_pool, VANILLA_1, 0, "hand")
    a, b = add(st, real_pool, "OP06-105", 0, "deck"), add(st, real_pool, "OP08-099", 0, "deck")
    st, _k = play(st, real_pool, "OP15-101")
    st = pay_all(st, fodder)
    assert st.pending[0].max == 2
    st = choose(st, a, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "hand"


def test_op16_059_rests_7_don_to_play_two_impel_down_characters(real_pool):
    st = turn(8)
    a, b = add(st, real_pool, "OP02-084", 0, "deck"), add(st, real_pool, "OP02-088", 0, "deck")
    st, _ev = play(st, real_pool, "OP16-059")
    st = pay_all(st)
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 8  # 1 to play, 7 for the cost
    st = choose(st, a, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "characters"
