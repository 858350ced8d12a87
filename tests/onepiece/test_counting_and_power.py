"""Issue 17 families, each played with the real card in an engine game: "… cannot be K.O.'d by your
opponent's effects" (1-3-3: a prohibition beats an instruction; only the opponent's effects are
stopped, battle K.O.s still happen, engine.onepiece.ko_guard) and continuous amounts that scale
"for every N cards … in your trash / hand" (8-1-3-4-5: the count is read whenever the value is
read, engine.onepiece.counting)."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.onepiece import board, explain, ko_guard
from engine.onepiece.cards.compiler import compile_card
from engine.onepiece.cards.templates_ko_guard import NO_KO_BY_OPP
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    attacked,
    battle_ko,
    choose,
    clear,
    end_turn,
    give_don,
    leader,
    needs_npm,
    option_ids,
    pending_kind,
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

pytestmark = needs_npm

KO_EVENT = "ST04-015"  # [Main] K.O. up to 1 of your opponent's Characters with a cost of 6 or less
EVENT = "OP01-115"  # an Event card (for "Events in your trash")
COST_WOLF = 4  # ST27-004's printed cost
PROTECT = "Cannot Be K.O.'d By Effects"


def opp_kos(st: OPState, pool: CardPool, uid: int) -> OPState:
    """On P2's turn, P2 plays ST04-015 and picks ``uid`` if the game offers it."""
    st, _ev = play(st, pool, KO_EVENT, player=1)
    if pending_kind(st) and str(uid) in option_ids(st):
        st = choose(st, uid, player=1)
    return st


def fill(st: OPState, pool: CardPool, zone: str, n: int, number: str = VANILLA_1) -> None:
    """P1's ``zone`` holds exactly ``n`` copies of ``number`` (the cards there go to the bottom of the deck)."""
    for uid in list(st.table.zone(0, zone)):
        st.table.move(uid, "deck", player=0)
    for _ in range(n):
        add(st, pool, number, 0, zone)


def test_compiled_automated(real_pool):
    for number in ("OP09-086", "EB03-018", "ST14-009", "OP10-070", "OP08-038", "OP06-085", "OP01-072",
                   "OP01-083", "EB01-027", "EB04-048", "OP12-070"):
        assert compile_card(real_pool.get(number).data).automated, number


# --- "cannot be K.O.'d by your opponent's effects" (1-3-3) ---------------------------------------

def test_op09_086_burgess_survives_the_opponents_ko_effect_but_not_a_battle(real_pool):
    st = turn(0, 10, n=4)
    burgess = add(st, real_pool, "OP09-086", 0, "characters")
    assert NO_KO_BY_OPP in board.keywords(st, burgess)
    st = opp_kos(st, real_pool, burgess)
    assert st.table.cards[burgess].zone == "characters"  # 1-3-3
    assert ko_guard.ko_blocked(st, burgess, 1) and not ko_guard.ko_blocked(st, burgess, 0)  # own effects still K.O.
    st = battle_ko(st, real_pool, burgess)
    assert st.table.cards[burgess].zone == "trash"  # 7-1-4-1: a battle K.O. is no effect


def test_op09_086_burgess_power_for_every_4_cards_in_trash_with_a_blackbeard_leader(real_pool):
    st = turn()
    burgess = add(st, real_pool, "OP09-086", 0, "characters")
    fill(st, real_pool, "trash", 9)
    assert board.power(st, burgess) == 5000  # the Leader isn't {Blackbeard Pirates}
    set_leader(st, real_pool, 0, "OP09-081")
    assert board.power(st, burgess) == 5000 + 2000  # 9 // 4 = 2 (8-1-3-4-5)
    add(st, real_pool, VANILLA_1, 0, "trash")
    add(st, real_pool, VANILLA_1, 0, "trash")
    add(st, real_pool, VANILLA_1, 0, "trash")
    assert board.power(st, burgess) == 5000 + 3000  # read again: 12 // 4


def test_eb03_018_tashigi_only_on_the_opponents_turn(real_pool):
    st = turn()
    tashigi = add(st, real_pool, "EB03-018", 0, "characters")
    kws = board.keywords(st, tashigi)
    assert NO_KO_BY_OPP not in kws and "Blocker" not in kws  # [Opponent's Turn] (8-3-2-4)
    st = turn(0, 10, n=4)
    tashigi = add(st, real_pool, "EB03-018", 0, "characters")
    kws = board.keywords(st, tashigi)
    assert NO_KO_BY_OPP in kws and "Blocker" in kws
    st = opp_kos(st, real_pool, tashigi)
    assert st.table.cards[tashigi].zone == "characters"  # 1-3-3


def test_eb03_018_tashigi_end_of_turn_sets_itself_active_for_a_don_and_a_card(real_pool):
    st = turn(2)
    tashigi = add(st, real_pool, "EB03-018", 0, "characters", tapped=True)
    fill(st, real_pool, "hand", 1)
    card = st.table.zone(0, "hand")[0]
    st = end_turn(st)
    while pending_kind(st) in ("pay", "cost"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, option_ids(st)[0])
    assert not st.table.cards[tashigi].tapped and st.table.cards[card].zone == "trash"


def test_st14_009_franky_needs_a_cost_6_character_and_a_given_don(real_pool):
    st = turn(0, 10, n=4)
    franky = add(st, real_pool, "ST14-009", 0, "characters")
    attach(st, franky, 1)
    assert NO_KO_BY_OPP not in board.keywords(st, franky)  # no Character with a cost of 6 or more
    big = add(st, real_pool, VANILLA_8, 0, "characters")
    assert NO_KO_BY_OPP in board.keywords(st, franky) and board.power(st, franky) == 6000 + 2000
    st = opp_kos(st, real_pool, franky)
    assert st.table.cards[franky].zone == "characters"  # 1-3-3
    assert st.table.cards[big].zone == "characters"


def test_st14_009_franky_without_don_is_kod(real_pool):
    st = turn(0, 10, n=4)
    franky = add(st, real_pool, "ST14-009", 0, "characters")
    add(st, real_pool, VANILLA_8, 0, "characters")
    assert NO_KO_BY_OPP not in board.keywords(st, franky)  # [DON!! x1]: none given
    st = opp_kos(st, real_pool, franky)
    assert st.table.cards[franky].zone == "trash"


def test_op10_070_trebol_protects_base_power_1000_or_less_until_the_opponents_turn_ends(real_pool):
    st = turn()
    smiley = add(st, real_pool, "OP01-072", 0, "characters")  # 1000 base power
    other = add(st, real_pool, VANILLA_1, 0, "characters")  # 3000 base power
    st, _trebol = play(st, real_pool, "OP10-070")
    assert NO_KO_BY_OPP in board.keywords(st, smiley) and NO_KO_BY_OPP not in board.keywords(st, other)
    st = to_turn(st, 4)
    give_don(st, 1, 10)
    st = opp_kos(st, real_pool, smiley)
    assert st.table.cards[smiley].zone == "characters"  # 1-3-3
    st = to_turn(st, 5)
    assert NO_KO_BY_OPP not in board.keywords(st, smiley)  # until the end of the opponent's next turn


def test_op08_038_rest_two_to_protect_all_your_characters(real_pool):
    st = turn()
    a = add(st, real_pool, VANILLA_1, 0, "characters")
    b = add(st, real_pool, VANILLA_8, 0, "characters")
    st, _ev = play(st, real_pool, "OP08-038")
    while pending_kind(st) in ("pay", "cost"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, a, b)
    assert st.table.cards[a].tapped and st.table.cards[b].tapped  # the cost (8-3-1)
    assert NO_KO_BY_OPP in board.keywords(st, a) and NO_KO_BY_OPP in board.keywords(st, b)
    st = to_turn(st, 4)
    give_don(st, 1, 10)
    st = opp_kos(st, real_pool, a)
    assert st.table.cards[a].zone == "characters"  # 1-3-3


def test_op08_038_declining_the_cost_protects_nobody(real_pool):
    st = turn()
    a = add(st, real_pool, VANILLA_1, 0, "characters")
    add(st, real_pool, VANILLA_8, 0, "characters")
    st, _ev = play(st, real_pool, "OP08-038")
    assert pending_kind(st) == "pay"
    st = choose(st, "no")
    assert NO_KO_BY_OPP not in board.keywords(st, a)


# --- "for every N …" (8-1-3-4-5) -----------------------------------------------------------------

def test_op06_085_kumacy_for_every_5_cards_in_trash_with_two_don_on_your_turn(real_pool):
    st = turn()
    kumacy = add(st, real_pool, "OP06-085", 0, "characters")
    fill(st, real_pool, "trash", 11)
    attach(st, kumacy, 1)
    assert board.power(st, kumacy) == 3000 + 1000  # [DON!! x2] not met: only the DON!! itself
    attach(st, kumacy, 1)
    assert board.power(st, kumacy) == 3000 + 2000 + 2000  # 11 // 5 = 2


def test_op01_072_smiley_for_every_card_in_hand(real_pool):
    st = turn()
    smiley = add(st, real_pool, "OP01-072", 0, "characters")
    attach(st, smiley, 1)
    fill(st, real_pool, "hand", 3)
    assert board.power(st, smiley) == 1000 + 1000 + 3000
    fill(st, real_pool, "hand", 0)
    assert board.power(st, smiley) == 1000 + 1000


def test_op12_070_sanji_counts_only_events(real_pool):
    st = turn()
    sanji = add(st, real_pool, "OP12-070", 0, "characters")
    fill(st, real_pool, "trash", 9)  # Characters: not counted
    assert board.power(st, sanji) == 5000
    for _ in range(5):
        add(st, real_pool, EVENT, 0, "trash")
    assert board.power(st, sanji) == 6000


def test_op01_083_and_eb01_027_mr1_for_every_2_events_with_a_baroque_works_leader(real_pool):
    for number, base, don in (("OP01-083", 3000, 1), ("EB01-027", 6000, 0)):
        st = turn()
        mr1 = add(st, real_pool, number, 0, "characters")
        attach(st, mr1, don)
        fill(st, real_pool, "trash", 5, EVENT)
        assert board.power(st, mr1) == base + 1000 * don  # the Leader isn't {Baroque Works}
        set_leader(st, real_pool, 0, "OP04-058")  # a {Baroque Works} Leader
        assert board.power(st, mr1) == base + 1000 * don + 2000, number  # 5 // 2


def test_eb04_048_lucci_power_and_cost_for_every_5_cards(real_pool):
    st = turn()
    lucci = add(st, real_pool, "EB04-048", 0, "characters")
    fill(st, real_pool, "trash", 10)
    assert (board.power(st, lucci), board.cost(st, lucci)) == (6000, 4)
    set_leader(st, real_pool, 0, "OP07-079")  # a {CP} Leader
    assert (board.power(st, lucci), board.cost(st, lucci)) == (6000 + 2000, 4 + 4)


# --- "If you have [X] and [Y]" (8-3-2; names as 2-1-2 reads them) --------------------------------

def kotori_activates(st: OPState, kotori: int) -> OPState:
    st = act(st, "activate", uid=kotori, ability=0)
    while pending_kind(st) == "pay":
        st = choose(st, "yes")
    return st


def test_op15_064_kotori_rests_only_with_satori_and_hotori(real_pool):
    for names, rests in (((), False), (("OP15-066",), False), (("OP15-066", "OP05-111"), True)):
        st = turn(4)
        kotori = add(st, real_pool, "OP15-064", 0, "characters")
        for number in names:
            add(st, real_pool, number, 0, "characters")
        foe = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000 power
        st = kotori_activates(st, kotori)
        assert board.don_on_field(st, 0) == 2 and st.table.cards[kotori].tapped  # DON!! -2 (10-2-10), rest
        if pending_kind(st) and str(foe) in option_ids(st):
            st = choose(st, foe)
        assert st.table.cards[foe].tapped is rests, names


def test_op15_072_hotori_gives_minus_3000_with_kotori_and_satori(real_pool):
    st = turn(4)
    hotori = add(st, real_pool, "OP15-072", 0, "characters")
    add(st, real_pool, "OP05-103", 0, "characters")  # Kotori
    add(st, real_pool, "OP15-066", 0, "characters")  # Satori
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st = kotori_activates(st, hotori)
    st = choose(st, foe)
    assert board.power(st, foe) == 10000 - 3000


def test_op08_006_chessmarimo_needs_both_in_the_trash_on_your_turn(real_pool):
    st = turn()
    chess = add(st, real_pool, "OP08-006", 0, "characters")
    add(st, real_pool, "OP08-004", 0, "trash")  # Kuromarimo
    add(st, real_pool, "OP08-005", 0, "characters")  # Chess on the field: not in the trash
    assert board.power(st, chess) == 6000
    add(st, real_pool, "OP08-005", 0, "trash")
    assert board.power(st, chess) == 8000
    st = to_turn(st, 4)
    assert board.power(st, chess) == 6000  # [Your Turn]


def test_op16_040_hammer_rifle_needs_luffy_and_mr3(real_pool):
    for names, locked in ((("ST08-011",), False), (("ST08-011", "OP01-085"), True)):
        st = turn()
        for number in names:
            add(st, real_pool, number, 0, "characters")
        foe = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
        st, _ev = play(st, real_pool, "OP16-040")
        if pending_kind(st) and str(foe) in option_ids(st):
            st = choose(st, foe)
        st = to_turn(st, 4)
        assert st.table.cards[foe].tapped is locked, names  # 6-2-4 skipped once


def test_op16_040_hammer_rifle_counter_gives_the_leader_3000(real_pool):
    st, lead, _att = attacked(real_pool, "OP16-040")
    assert board.power(st, lead) == 5000 + 3000


# --- "<card>'s base power becomes N" (4-9: the printed power replaced; +/- still apply) ------------

def test_op17_008_jozu_sets_a_newgate_leaders_base_power_until_the_opponents_turn_ends(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP17-001")  # [Edward.Newgate], 5000
    st, _jozu = play(st, real_pool, "OP17-008")
    assert board.base_power(st, lead) == 8000 and board.power(st, lead) == 8000
    st = to_turn(st, 4)
    assert board.power(st, lead) == 8000  # through the opponent's turn
    st = to_turn(st, 5)
    assert board.base_power(st, lead) == 5000


def test_op17_008_jozu_leaves_another_leader_alone(real_pool):
    st = turn()
    lead = leader(st, 0)
    st, _jozu = play(st, real_pool, "OP17-008")
    assert board.base_power(st, lead) == 5000


def test_st26_005_luffy_pays_two_don_with_a_multicolored_shc_leader(real_pool):
    for opp_don, power in ((5, 7000), (4, 5000)):
        st = turn(6, opp_don)
        lead = set_leader(st, real_pool, 0, "OP01-003")  # red/green {Straw Hat Crew}, 5000
        st, _luffy = play(st, real_pool, "ST26-005")
        while pending_kind(st) == "pay":
            st = choose(st, "yes")
        assert board.base_power(st, lead) == power, opp_don  # "5 or more DON!! cards on their field"


def test_st34_004_linlin_life_and_base_power_zero(real_pool):
    st = turn(10)
    top = add(st, real_pool, VANILLA_1, 0, "deck")
    life = len(st.table.zone(0, "life"))
    fill(st, real_pool, "hand", 1)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _linlin = play(st, real_pool, "ST34-004")
    while pending_kind(st) in ("pay", "cost"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, option_ids(st)[0])
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]  # "up to 1" (1-3-5-1)
    st = choose(st, "1")
    assert st.table.cards[top].zone == "life" and len(st.table.zone(0, "life")) == life + 1
    st = choose(st, foe)
    assert board.base_power(st, foe) == 0 and board.power(st, foe) == 0
    st = to_turn(st, 4)
    assert board.power(st, foe) == 10000  # during this turn


def test_eb04_003_smoker_and_tashigi_navy_leader_7000_on_the_opponents_turn(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP02-093")  # {Navy}, 5000
    st, smoker = play(st, real_pool, "EB04-003")
    assert board.base_power(st, lead) == 5000  # [Opponent's Turn] only
    st = act(st, "attack", attacker=smoker, target=leader(st, 1))  # [Rush] (10-1-1)
    assert st.battle is not None or st.table.cards[smoker].tapped
    st = turn(0, 0, n=4)
    lead = set_leader(st, real_pool, 0, "OP02-093")
    add(st, real_pool, "EB04-003", 0, "characters")
    assert board.base_power(st, lead) == 7000 and board.power(st, lead) == 7000
    set_leader(st, real_pool, 0, "OP01-003")  # not {Navy}
    assert board.power(st, leader(st, 0)) == 5000


# --- more counts: rested DON!!, different names, Characters (8-1-3-4-5 / 8-1-3-1) -----------------

def test_eb01_014_sanji_for_every_3_rested_don(real_pool):
    st = turn(7)
    sanji = add(st, real_pool, "EB01-014", 0, "characters")
    attach(st, sanji, 1)
    assert board.power(st, sanji) == 5000 + 1000  # 6 active DON!! left: none rested
    for uid in list(st.table.zone(0, "cost_area"))[:5]:
        st.table.cards[uid].tapped = True
    assert board.power(st, sanji) == 5000 + 1000 + 1000  # 5 // 3
    st.table.cards[st.table.zone(0, "cost_area")[5]].tapped = True
    assert board.power(st, sanji) == 5000 + 1000 + 2000


def test_op16_034_luffy_for_each_different_name_and_looks_at_three(real_pool):
    st = turn()
    clear(st, 0, "hand")
    for number in ("OP08-004", VANILLA_8, VANILLA_8):  # Kuromarimo and twice John Giant
        add(st, real_pool, number, 0, "deck")
    hits = [c for c in st.table.zone(0, "deck")[:3]]
    st, luffy = play(st, real_pool, "OP16-034")
    while pending_kind(st):  # no {Impel Down} card among them: reveal none; the rest go to the bottom
        st = choose(st, *([] if pending_kind(st) != "deck_order" else option_ids(st)))
    assert st.table.zone(0, "hand") == [] and all(u in st.table.zone(0, "deck")[-3:] for u in hits)
    add(st, real_pool, VANILLA_8, 0, "characters")
    add(st, real_pool, VANILLA_8, 0, "characters")
    add(st, real_pool, VANILLA_1, 0, "characters")
    assert board.power(st, luffy) == 0  # [DON!! x1] not met
    attach(st, luffy, 1)
    assert board.power(st, luffy) == 1000 + 3000  # Luffy, John Giant, Sanji: 3 names


def test_op16_034_luffy_adds_an_impel_down_card(real_pool):
    st = turn()
    clear(st, 0, "hand")
    target = add(st, real_pool, "OP16-040", 0, "deck")  # {Impel Down} Event
    st, _luffy = play(st, real_pool, "OP16-034")
    assert str(target) in option_ids(st)
    st = choose(st, target)
    while pending_kind(st):
        st = choose(st, *option_ids(st)) if pending_kind(st) == "deck_order" else choose(st)
    assert st.table.cards[target].zone == "hand"


def test_p_024_leader_gains_1000_per_character_counted_once(real_pool):
    st = turn()
    lead = leader(st, 0)
    add(st, real_pool, VANILLA_1, 0, "characters")
    add(st, real_pool, VANILLA_8, 0, "characters")
    st, _ev = play(st, real_pool, "P-024")
    assert board.power(st, lead) == 5000 + 2000
    add(st, real_pool, VANILLA_1, 0, "characters")
    assert board.power(st, lead) == 5000 + 2000  # counted when it resolved (8-1-3-1)
    st = to_turn(st, 4)
    assert board.power(st, lead) == 5000  # during this turn


def test_p_024_trigger_gives_1000(real_pool):
    st = turn(n=4)
    clear(st, 0, "life")
    add(st, real_pool, "P-024", 0, "life")
    lead = leader(st, 0)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=lead)
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert pending_kind(st) == "life"
    st = choose(st, "activate")
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 1000


# --- "None of X can be K.O.'d by effects", "your X Characters … cannot be K.O.'d …" (1-3-3) --------

def test_op04_083_sabo_protects_all_characters_then_draws_two_and_trashes_two(real_pool):
    st = turn()
    fill(st, real_pool, "hand", 1)
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    st, sabo = play(st, real_pool, "OP04-083")
    assert len(st.table.zone(0, "hand")) == 3  # drew 2
    st = choose(st, *st.table.zone(0, "hand")[:2])  # trash 2
    assert len(st.table.zone(0, "hand")) == 1
    assert all(PROTECT in board.keywords(st, u) for u in (other, sabo))
    st = to_turn(st, 4)
    give_don(st, 1, 10)
    st = opp_kos(st, real_pool, other)
    assert st.table.cards[other].zone == "characters"  # 1-3-3
    st = to_turn(st, 5)
    assert PROTECT not in board.keywords(st, other)  # until the start of your next turn


def test_op07_033_luffy_protects_cost_3_or_less_others_with_3_characters(real_pool):
    st = turn(0, 10, n=4)
    luffy = add(st, real_pool, "OP07-033", 0, "characters")
    small = add(st, real_pool, VANILLA_1, 0, "characters")  # cost 1
    assert NO_KO_BY_OPP not in board.keywords(st, small)  # 2 Characters
    big = add(st, real_pool, VANILLA_8, 0, "characters")
    assert NO_KO_BY_OPP in board.keywords(st, small)
    assert NO_KO_BY_OPP not in board.keywords(st, big) and NO_KO_BY_OPP not in board.keywords(st, luffy)
    st = opp_kos(st, real_pool, small)
    assert st.table.cards[small].zone == "characters"


def test_op07_069_pickles_protects_other_foxy_pirates_when_not_ahead_on_don(real_pool):
    for own_don, safe in ((2, True), (3, False)):
        st = turn(own_don, 2, n=3)
        add(st, real_pool, "OP07-069", 0, "characters")
        foxy = add(st, real_pool, "OP07-060", 0, "characters")  # {Foxy Pirates}
        assert (NO_KO_BY_OPP in board.keywords(st, foxy)) is safe, own_don


def test_op09_033_robin_with_two_rested_characters(real_pool):
    for rested, safe in ((2, True), (1, False)):
        st = turn()
        for _ in range(rested):
            add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
        shc = add(st, real_pool, "OP03-002", 0, "characters")  # Adio: {ODYSSEY}
        plain = add(st, real_pool, VANILLA_8, 0, "characters")
        st, robin = play(st, real_pool, "OP09-033")
        assert (PROTECT in board.keywords(st, robin)) is safe and (PROTECT in board.keywords(st, shc)) is safe
        assert PROTECT not in board.keywords(st, plain)


def test_st27_004_wolf_blocker_once_and_cost_per_4_cards_with_a_blackbeard_leader(real_pool):
    st = turn()
    fill(st, real_pool, "hand", 2)
    kept = st.table.zone(0, "hand")[1]
    st, wolf = play(st, real_pool, "ST27-004")
    st = choose(st, st.table.zone(0, "hand")[0])  # [On Play] trash 1 card from your hand
    assert st.table.zone(0, "hand") == [kept]
    assert "Blocker" not in board.keywords(st, wolf) and board.cost(st, wolf) == COST_WOLF
    set_leader(st, real_pool, 0, "OP09-081")  # {Blackbeard Pirates} (the old Leader goes to the trash)
    trash = len(st.table.zone(0, "trash"))
    assert "Blocker" in board.keywords(st, wolf) and board.cost(st, wolf) == COST_WOLF + trash // 4
    while len(st.table.zone(0, "trash")) % 4 != 3:
        add(st, real_pool, VANILLA_1, 0, "trash")
    before = board.cost(st, wolf)
    add(st, real_pool, VANILLA_1, 0, "trash")
    assert board.cost(st, wolf) == before + 1 and "Blocker" in board.keywords(st, wolf)  # [Blocker] is not counted


def test_explain_says_what_is_counted(real_pool):
    effects = [e for ab in compile_card(real_pool.get("OP09-086").data).abilities for e in ab.effects]
    assert "+1000 power for every 4 cards in your trash" in explain.effect_words(effects[-1])


def test_st36_003_apoo_trigger_draws_and_sets_a_supernovas_leaders_base_power(real_pool):
    for number, power in (("OP01-003", 7000), ("OP02-093", 5000)):  # {Supernovas} Leader / {Navy} Leader
        st = turn(n=4)
        lead = set_leader(st, real_pool, 0, number)
        for uid in list(st.table.zone(0, "life")):
            st.table.move(uid, "deck", player=0)
        add(st, real_pool, "ST36-003", 0, "life")
        att = add(st, real_pool, VANILLA_8, 1, "characters")
        hand = len(st.table.zone(0, "hand"))
        st = act(st, "attack", attacker=att, target=lead)
        while pending_kind(st) in ("block", "counter"):
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        assert pending_kind(st) == "life"
        st = choose(st, "activate")  # [Trigger] (10-1-5)
        assert len(st.table.zone(0, "hand")) == hand + 1
        assert board.base_power(st, lead) == power, number
        st = to_turn(st, 5)
        assert board.base_power(st, lead) == 5000  # during this turn


# --- the other abilities of the cards automated here, played too ----------------------------------

def test_op12_070_sanji_returns_a_don_instead_of_being_removed(real_pool):
    st = turn(0, 10, n=4)
    give_don(st, 0, 2)
    sanji = add(st, real_pool, "OP12-070", 0, "characters")  # cost 3: ST04-015 may pick it
    st, _ev = play(st, real_pool, KO_EVENT, player=1)
    st = choose(st, sanji, player=1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # the replacement (8-1-3-4-3)
    st = choose(st, "yes", player=0)
    while pending_kind(st) == "cost":
        st = choose(st, option_ids(st)[0], player=0)
    assert st.table.cards[sanji].zone == "characters" and board.don_on_field(st, 0) == 1


def test_eb04_048_lucci_on_play_trashes_a_character_to_draw(real_pool):
    st = turn()
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, _lucci = play(st, real_pool, "EB04-048")
    while pending_kind(st) in ("pay", "cost"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, other)
    assert st.table.cards[other].zone == "trash" and len(st.table.zone(0, "hand")) == hand + 1  # drew 1


def test_eb01_027_mr1_on_play_draws_two_and_trashes_one(real_pool):
    st = turn()
    fill(st, real_pool, "hand", 1)
    st, _mr1 = play(st, real_pool, "EB01-027")
    assert len(st.table.zone(0, "hand")) == 3
    st = choose(st, st.table.zone(0, "hand")[0])
    assert len(st.table.zone(0, "hand")) == 2 and len(st.table.zone(0, "trash")) == 1


def test_op08_038_trigger_rests_a_cost_3_or_less(real_pool):
    st = turn(n=4)
    for uid in list(st.table.zone(0, "life")):
        st.table.move(uid, "deck", player=0)
    add(st, real_pool, "OP08-038", 0, "life")
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    assert str(att) not in option_ids(st)  # cost 8
    st = choose(st, small)
    assert st.table.cards[small].tapped
