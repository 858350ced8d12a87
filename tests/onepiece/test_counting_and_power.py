"""Issue 17 families, each played with the real card in an engine game: "… cannot be K.O.'d by your
opponent's effects" (1-3-3: a prohibition beats an instruction; only the opponent's effects are
stopped, battle K.O.s still happen, engine.onepiece.ko_guard) and continuous amounts that scale
"for every N cards … in your trash / hand" (8-1-3-4-5: the count is read whenever the value is
read, engine.onepiece.counting)."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.onepiece import board, ko_guard
from engine.onepiece.cards.compiler import compile_card
from engine.onepiece.cards.templates_ko_guard import NO_KO_BY_OPP
from engine.onepiece.state import OPState

from .helpers import attach, choose, clear, end_turn, give_don, needs_npm, option_ids, pending_kind, to_turn
from .test_early_set_scripts import VANILLA_1, VANILLA_8, add, battle_ko, play, set_leader, turn

pytestmark = needs_npm

KO_EVENT = "ST04-015"  # [Main] K.O. up to 1 of your opponent's Characters with a cost of 6 or less
EVENT = "OP01-115"  # an Event card (for "Events in your trash")


def opp_kos(st: OPState, pool: CardPool, uid: int) -> OPState:
    """On P2's turn, P2 plays ST04-015 and picks ``uid`` if the game offers it."""
    st, _ev = play(st, pool, KO_EVENT, player=1)
    if pending_kind(st) and str(uid) in option_ids(st):
        st = choose(st, uid, player=1)
    return st


def fill(st: OPState, pool: CardPool, zone: str, n: int, number: str = VANILLA_1) -> None:
    clear(st, 0, zone)
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
    st, trebol = play(st, real_pool, "OP10-070")
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
