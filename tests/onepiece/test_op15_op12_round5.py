"""Round 5 of the OP15 and OP12 per-card scripts (cards/scripts/OP15.toml, OP12.toml): each card played with
real cards in an engine game, clause by clause — conditions (8-3-2), "up to" allowing 0 (1-3-5-1), "may"
declined (8-1-2), costs (8-3-1) and durations."""

from __future__ import annotations

from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    battle_ko,
    choose,
    clear,
    end_turn,
    give_don,
    hand_of,
    ko_by_effect,
    leader,
    life_of,
    needs_npm,
    option_ids,
    paid_with_only,
    pending_kind,
    refused,
)
from .helpers import add_top as add
from .helpers import play_real as play
from .helpers import set_real_leader as set_leader
from .helpers import turn_with_don as turn

pytestmark = needs_npm

SKY_7000 = "OP05-108"  # Nola: {Sky Island}, 7000 power, no text
STRAW_HAT_LEADER = "OP01-001"  # Roronoa Zoro: {Straw Hat Crew}


def life_trigger(st: OPState, pool, number: str) -> OPState:
    """``number`` is P1's top Life card; P2 attacks P1's Leader, P1 activates its [Trigger] (10-1-5)."""
    add(st, pool, number, 0, "life")
    att = add(st, pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    return choose(st, "activate")


# --- OP15-106 Octoballoon -------------------------------------------------------------------------


def test_op15_106_octoballoon_trigger_draws_then_plays_a_yellow_cost_2_stage_or_character(real_pool):
    st = turn(0, 0, n=4)
    clear(st, 0, "hand")
    stage = add(st, real_pool, "ST07-017", 0, "hand")  # yellow Stage, cost 2
    yellow2 = add(st, real_pool, "OP03-103", 0, "hand")  # yellow Character, cost 2
    three = add(st, real_pool, "OP15-102", 0, "hand")  # yellow Character, cost 4: not offered
    red = add(st, real_pool, "OP01-006", 0, "hand")  # red: not offered
    top = st.table.zone(0, "deck")[0]
    st = life_trigger(st, real_pool, "OP15-106")
    # [Trigger] (10-1-5): draw 1, then up to 1 yellow Character or Stage with a cost of 2 or less
    assert st.table.cards[top].zone == "hand"
    opts = option_ids(st)
    assert str(yellow2) in opts and str(stage) in opts and str(red) not in opts and str(three) not in opts
    st = choose(st, yellow2)
    assert st.table.cards[yellow2].zone == "characters"


def test_op15_106_octoballoon_may_play_nothing(real_pool):
    st = turn(0, 0, n=4)
    clear(st, 0, "hand")
    yellow2 = add(st, real_pool, "OP03-103", 0, "hand")
    st = life_trigger(st, real_pool, "OP15-106")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[yellow2].zone == "hand"


# --- OP15-116 Gum-Gum Golden Rifle ----------------------------------------------------------------


def test_op15_116_golden_rifle_trashes_a_life_adds_the_deck_top_and_trashes_from_hand(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, STRAW_HAT_LEADER)
    life = life_of(st, 0, 3)
    mine = hand_of(st, 0, 2)
    deck_top = st.table.zone(0, "deck")[0]
    st, _ev = play(st, real_pool, "OP15-116")
    assert st.table.cards[life[0]].zone == "trash"  # the top Life card
    assert pending_kind(st) == "amount"  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert st.table.zone(0, "life")[0] == deck_top
    st = choose(st, mine[0])  # trash 1 card from your hand: exactly 1
    assert st.table.cards[mine[0]].zone == "trash" and st.table.cards[mine[1]].zone == "hand"
    assert len(st.table.zone(0, "life")) == 3


def test_op15_116_golden_rifle_may_add_no_deck_card(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, STRAW_HAT_LEADER)
    life_of(st, 0, 3)
    hand_of(st, 0, 1)
    deck = list(st.table.zone(0, "deck"))
    st, _ev = play(st, real_pool, "OP15-116")
    st = choose(st, 0)  # add none
    assert st.table.zone(0, "deck") == deck and len(st.table.zone(0, "life")) == 2


def test_op15_116_golden_rifle_needs_a_straw_hat_leader(real_pool):
    st = turn()  # the fixture Leader has no {Straw Hat Crew} type (8-3-2)
    life_of(st, 0, 3)
    mine = hand_of(st, 0, 1)
    st, _ev = play(st, real_pool, "OP15-116")
    assert len(st.table.zone(0, "life")) == 3 and st.table.cards[mine[0]].zone == "hand" and not st.pending


# --- OP15-015 Higuma ------------------------------------------------------------------------------


def test_op15_015_higuma_gives_an_opponents_rested_don_then_minus_1000_to_a_character_with_don(real_pool):
    st = turn(10, 0)
    give_don(st, 1, 2, rested=True)
    foe, bare = add(st, real_pool, VANILLA_8, 1, "characters"), add(st, real_pool, VANILLA_1, 1, "characters")
    st, _h = play(st, real_pool, "OP15-015")
    st = choose(st, 1)  # up to 1 DON!! (1-3-5-1)
    st = choose(st, foe)  # 6-5-5: given to the opponent's Character
    assert len(board.attached(st, foe)) == 1
    assert str(foe) in option_ids(st) and str(bare) not in option_ids(st)  # "with a DON!! card given"
    st = choose(st, foe)
    assert board.power(st, foe) == 10000 - 1000  # their given DON!! adds nothing on P1's turn (6-5-5-2)


def test_op15_015_higuma_may_give_none_and_lower_none(real_pool):
    st = turn(10, 0)
    give_don(st, 1, 2, rested=True)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _h = play(st, real_pool, "OP15-015")
    st = choose(st, 0)  # no DON!!: no Character has one, nothing to lower
    assert not board.attached(st, foe) and board.power(st, foe) == 10000 and not st.pending


# --- OP15-070 Fuza / OP15-071 Holly ---------------------------------------------------------------


def test_op15_070_fuza_gives_shura_and_itself_unblockable_and_6000_base_power_on_the_opponents_turn(
    real_pool,
):
    st = turn()
    fuza = add(st, real_pool, "OP15-070", 0, "characters")
    shura = add(st, real_pool, "OP15-067", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    theirs = add(st, real_pool, "OP15-067", 1, "characters")  # the opponent's [Shura]: not "your"
    for uid in (fuza, shura):
        assert "Unblockable" in board.keywords(st, uid)
    assert "Unblockable" not in board.keywords(st, other) and "Unblockable" not in board.keywords(st, theirs)
    assert (
        board.power(st, fuza) == 4000 and board.power(st, shura) == 2000
    )  # [Opponent's Turn] only (10-2-12)
    st = end_turn(st)
    assert board.power(st, fuza) == 6000 and board.power(st, shura) == 6000  # 4-9: base power becomes 6000
    assert board.power(st, other) == 3000 and board.power(st, theirs) == 2000


def test_op15_071_holly_gives_ohm_and_itself_double_attack_and_6000_base_power_on_the_opponents_turn(
    real_pool,
):
    st = turn()
    holly = add(st, real_pool, "OP15-071", 0, "characters")
    ohm = add(st, real_pool, "OP15-061", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    assert "Double Attack" in board.keywords(st, holly) and "Double Attack" in board.keywords(st, ohm)
    assert "Double Attack" not in board.keywords(st, other)
    assert board.power(st, holly) == 4000
    st = end_turn(st)
    assert board.power(st, holly) == 6000 and board.power(st, ohm) == 6000 and board.power(st, other) == 3000


# --- OP15-003 Alvida / OP15-017 Morgan / OP15-023 Arlong: "You may give 1 of your opponent's rested DON!! cards to
# 1 of your opponent's Characters: …" (a cost, 8-3-1, engine/onepiece/costs_more.py) ------------------------------


def _give_cost_board(real_pool, number: str) -> tuple[OPState, int, int, int]:
    st = turn(9, 0)
    give_don(st, 0, 1, rested=True)  # one rested DON!! of P1's own
    give_don(st, 1, 1, rested=True)
    give_don(st, 1, 1)  # one active DON!! of theirs: not a rested one
    me = add(st, real_pool, number, 0, "characters")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    return st, me, foe, mine


def _main_index(st: OPState, uid: int) -> int:
    return next(i for i, ab in enumerate(board.compiled(st, uid).abilities) if ab.timing == "activate_main")


def _activate(st: OPState, uid: int) -> OPState:
    return act(st, "activate", uid=uid, ability=_main_index(st, uid))


def test_op15_003_alvida_pays_with_an_opponents_rested_don_then_gives_a_rested_don_to_a_chosen_card(
    real_pool,
):
    st, alvida, foe, mine = _give_cost_board(real_pool, "OP15-003")
    st = _activate(st, alvida)  # "You may …:" — activating is the player's choice (8-3-1-4)
    assert paid_with_only(
        st, foe
    )  # 1 of your opponent's Characters; the only card that pays it: taken (8-3-1, issue #17)
    rested_theirs = [u for u in st.table.zone(1, "cost_area") if st.table.cards[u].tapped]
    assert len(board.attached(st, foe)) == 1 and not rested_theirs  # 6-5-5: their rested DON!!, given
    # "Give up to 1 rested DON!! card to its owner's Leader or 1 of their Characters": 0 or 1 (1-3-5-1)
    assert pending_kind(st) == "amount"
    st = choose(st, 1)
    assert str(mine) in option_ids(st) and str(leader(st, 1)) in option_ids(st)
    st = choose(st, mine)
    assert len(board.attached(st, mine)) == 1  # P1's own rested DON!!, to its owner's Character


def test_op15_003_alvida_cost_needs_a_rested_opponent_don_and_a_character(real_pool):
    st, alvida, foe, _mine = _give_cost_board(real_pool, "OP15-003")
    for uid in list(st.table.zone(1, "cost_area")):
        st.table.cards[uid].tapped = False  # no rested DON!! of theirs: 8-3-1-3, the cost can't be paid
    refused(st, "activate", "8-3-1-3", uid=alvida, ability=1)
    assert not board.attached(st, foe)


def test_op15_017_morgan_cost_needs_an_opponents_character(real_pool):
    st, morgan, foe, _mine = _give_cost_board(real_pool, "OP15-017")
    st.table.move(foe, "trash", player=1)
    refused(
        st, "activate", "8-3-1-3", uid=morgan, ability=_main_index(st, morgan)
    )  # no Character of theirs to give the DON!! to


def test_op15_017_morgan_gives_no_don_when_the_player_takes_0(real_pool):
    st, morgan, foe, _mine = _give_cost_board(real_pool, "OP15-017")
    st = _activate(st, morgan)
    st = choose(st, foe)
    st = choose(st, 0)  # up to 1: none (1-3-5-1)
    assert len(board.attached(st, foe)) == 1 and not st.pending


def test_op15_023_arlong_gives_a_don_of_the_owners_cost_area_active_or_rested(real_pool):
    st, arlong, foe, _mine = _give_cost_board(real_pool, "OP15-023")
    st = _activate(st, arlong)
    st = choose(st, foe)
    st = choose(st, 1)
    st = choose(st, foe)  # "from its owner's cost area": their active DON!! may go (not only rested ones)
    assert len(board.attached(st, foe)) == 2 and not st.table.zone(1, "cost_area")


# --- OP15-009 Koby: "… would be removed from the field by your opponent's effect, you may give
# your Leader -2000 power during this turn instead." (8-1-3-4; any Leader pays it, rested or not) -----------------


def test_op15_009_koby_spares_a_7000_base_power_character_for_2000_leader_power(real_pool):
    for pay in (True, False):
        st = turn()
        koby = add(st, real_pool, "OP15-009", 1, "characters")
        st.table.cards[leader(st, 1)].tapped = True  # rested: still pays (not "active Leader")
        st = ko_by_effect(st, real_pool, koby, 0)
        assert pending_kind(st) == "pay" and st.pending[0].player == 1
        st = choose(st, "yes" if pay else "no")
        assert st.table.cards[koby].zone == ("characters" if pay else "trash")
        assert board.power(st, leader(st, 1)) == 5000 - (2000 if pay else 0)


def test_op15_009_koby_covers_only_7000_base_power_or_less_and_only_the_opponents_effects(real_pool):
    st = turn()
    add(st, real_pool, "OP15-009", 1, "characters")
    big = add(st, real_pool, "OP08-099", 1, "characters")  # Kalgara: 8000 base power, cost 6
    st = ko_by_effect(st, real_pool, big, 0)
    assert st.table.cards[big].zone == "trash" and not st.pending
    st = turn(0, 6, n=4)
    koby = add(st, real_pool, "OP15-009", 0, "characters")
    st = battle_ko(st, real_pool, koby)  # in battle: not an effect
    assert st.table.cards[koby].zone == "trash" and not st.pending


# --- OP15-025 Kuro --------------------------------------------------------------------------------


def _kuro(real_pool) -> tuple[OPState, int, int]:
    st = turn(10, 0)
    give_don(
        st, 1, 2
    )  # the opponent's cost area: 2 DON!! (active ones may be given: "from your opponent's cost area")
    foe = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)
    two = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    attach(st, foe, 1)
    st, _k = play(st, real_pool, "OP15-025")
    st = choose(st, 2)  # up to 2 (1-3-5-1)
    st = choose(st, foe)
    assert len(board.attached(st, foe)) == 3 and not st.table.zone(1, "cost_area")
    return st, foe, two


def test_op15_025_kuro_keeps_a_rested_character_with_3_don_rested_through_the_next_refresh(real_pool):
    st, foe, two = _kuro(real_pool)
    assert not st.pending  # the rest waits for the end of this turn (6-6-1-1)
    st = end_turn(st)
    assert st.pending and option_ids(st) == [str(foe)]  # rested, 3 or more DON!! given
    st = choose(st, foe)
    # 6-2-4 skipped once for it; the other rested Character becomes active (6-2-4)
    assert st.active == 1 and st.table.cards[foe].tapped and not st.table.cards[two].tapped


def test_op15_025_kuro_may_choose_no_character_at_the_end_of_the_turn(real_pool):
    st, foe, _two = _kuro(real_pool)
    st = end_turn(st)
    st = choose(st)  # up to 1: none
    assert st.active == 1 and not st.table.cards[foe].tapped


def test_op15_025_kuro_may_give_no_don(real_pool):
    st = turn(10, 0)
    give_don(st, 1, 2)
    foe = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)
    st, _k = play(st, real_pool, "OP15-025")
    st = choose(st, 0)
    assert not board.attached(st, foe) and len(st.table.zone(1, "cost_area")) == 2
    st = end_turn(st)  # nothing has 3 DON!! given: nothing to choose
    assert st.active == 1 and not st.table.cards[foe].tapped


# --- OP15-059 Amazon (op opponent_may_return_don) -------------------------------------------------


def _amazon_attacked(real_pool, their_active_don: int) -> tuple[OPState, int, int]:
    st = turn(0, their_active_don, n=4)
    amazon = add(st, real_pool, "OP15-059", 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "You may rest this Character:" (8-3-1-4)
    return st, amazon, att


def test_op15_059_amazon_opponent_returns_an_active_don_and_nothing_else_happens(real_pool):
    st, amazon, att = _amazon_attacked(real_pool, 2)
    st = choose(st, "yes")
    assert st.table.cards[amazon].tapped
    assert st.pending[0].player == 1  # their choice (8-4-4)
    st = choose(st, 1, player=1)
    assert len(board.active_don(st, 1)) == 1 and len(st.table.zone(1, "cost_area")) == 1
    assert board.power(st, att) == 10000 and pending_kind(st) != "target"


def test_op15_059_amazon_opponent_keeps_the_don_and_gets_minus_2000(real_pool):
    st, _amazon, att = _amazon_attacked(real_pool, 2)
    st = choose(st, "yes")
    st = choose(st, 0, player=1)  # they do not
    assert len(board.active_don(st, 1)) == 2
    assert str(att) in option_ids(st) and str(leader(st, 1)) in option_ids(st)
    st = choose(st, att)
    assert board.power(st, att) == 10000 - 2000


def test_op15_059_amazon_without_active_don_the_opponent_cannot_return_one(real_pool):
    st, _amazon, att = _amazon_attacked(real_pool, 0)
    st = choose(st, "yes")
    assert st.pending[0].player == 0  # 1-3-2: they can't, so "if they do not" applies
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert board.power(st, att) == 10000


def test_op15_059_amazon_may_stay_active(real_pool):
    st, amazon, _att = _amazon_attacked(real_pool, 2)
    st = choose(st, "no")
    assert not st.table.cards[amazon].tapped and len(board.active_don(st, 1)) == 2


# --- OP15-119 Monkey.D.Luffy (op reveal_life_power) ------------------------------------------------


def test_op15_119_luffy_reveals_a_life_card_when_the_opponent_blocks_and_gains_its_cost_in_power(real_pool):
    st = turn(10, 0)
    luffy = add(st, real_pool, "OP15-119", 0, "characters")
    life_of(st, 0, 1)
    top = add(st, real_pool, "OP15-102", 0, "life")  # cost 4, on top of P1's Life
    blocker = add(st, real_pool, "OP15-017", 1, "characters")  # Morgan: [Blocker]
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    assert pending_kind(st) == "block"
    st = choose(st, blocker, player=1)
    assert (
        pending_kind(st) == "target" and st.pending[0].player == 0 and option_ids(st) == ["1", "0"]
    )  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert (
        board.power(st, luffy) == 7000 + 4000
    )  # +1000 per 1 cost (11-2-1: revealed, it stays in the Life area)
    assert st.table.zone(0, "life")[0] == top and 1 in st.table.cards[top].known_to


def test_op15_119_luffy_may_reveal_nothing_when_the_opponent_activates_an_event(real_pool):
    st = turn(0, 10, n=4)
    luffy = add(st, real_pool, "OP15-119", 0, "characters")
    life_of(st, 0, 2)
    st, _ev = play(st, real_pool, "ST04-015", player=1)  # P2 activates an Event (8-5)
    while st.pending and st.pending[0].player == 1:  # no K.O., no DON!!
        st = choose(st, 0, player=1) if pending_kind(st) == "amount" else choose(st, player=1)
    assert pending_kind(st) == "target" and st.pending[0].player == 0
    st = choose(st, 0)
    assert board.power(st, luffy) == 7000


# --- OP15-102 Gan.Fall ----------------------------------------------------------------------------


def test_op15_102_gan_fall_costs_3_less_with_a_7000_power_sky_island_character(real_pool):
    st = turn()
    gan = add(st, real_pool, "OP15-102", 0, "hand")
    assert board.play_price(st, gan) == 4
    add(st, real_pool, "OP05-101", 0, "characters")  # Ohm: {Sky Island}, 5000 — too weak (8-3-2)
    assert board.play_price(st, gan) == 4
    add(st, real_pool, SKY_7000, 0, "characters")
    assert board.play_price(st, gan) == 1  # 2-7-1
    st = act(st, "play", uid=gan)
    assert st.table.cards[gan].zone == "characters" and len(board.active_don(st, 0)) == 9


# --- OP15-080 Oars --------------------------------------------------------------------------------


def test_op15_080_oars_gains_7000_with_a_10000_power_gecko_moria_and_no_other_oars(real_pool):
    st = turn()
    oars = add(st, real_pool, "OP15-080", 0, "characters")
    base = board.power(st, oars)
    weak = add(st, real_pool, "OP02-054", 0, "characters")  # Gecko Moria, 6000: too weak (8-3-2)
    assert board.power(st, oars) == base
    st.table.move(weak, "trash", player=0)
    add(st, real_pool, "OP14-104", 0, "characters")  # Gecko Moria, 10000
    assert board.power(st, oars) == base + 7000
    other = add(st, real_pool, "OP15-080", 0, "characters")  # another [Oars]: neither gains it
    assert board.power(st, oars) == base and board.power(st, other) == base


def test_op15_080_oars_counts_a_gecko_moria_leader_on_the_field(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP06-080")  # Gecko Moria Leader, 5000
    oars = add(st, real_pool, "OP15-080", 0, "characters")
    base = board.power(st, oars)
    attach(st, lead, 5)  # 10000 on its own turn (6-5-5-2)
    assert board.power(st, lead) == 10000 and board.power(st, oars) == base + 7000
    st = turn()
    oars = add(st, real_pool, "OP15-080", 0, "characters")
    base = board.power(st, oars)
    add(st, real_pool, "OP14-104", 1, "characters")  # the opponent's Gecko Moria is not on your field
    assert board.power(st, oars) == base


# --- OP12-001 Silvers Rayleigh (Leader): the deck-building rule ------------------------------------


def test_op12_001_rayleigh_forbids_cards_of_cost_5_or_more_in_the_deck(real_pool):
    from engine.core import Deck
    from engine.onepiece.decks import validate_deck

    from .helpers import POOL, VANILLA

    def rayleigh_deck(extra: str) -> Deck:
        main = [VANILLA] * 49 + [extra]
        return Deck(
            main=main,
            cards={**POOL.data([VANILLA]), **real_pool.data(["OP12-001", extra])},
            sections={"leader": ["OP12-001"]},
        )

    def rule_problems(extra: str) -> list:
        return [
            p
            for p in validate_deck(rayleigh_deck(extra))
            if p.rule is not None and p.rule.section == "8-1-3-4-3"
        ]

    assert not rule_problems("OP12-017")  # cost 0 Event
    assert not rule_problems("OP15-102")  # cost 4
    problems = rule_problems("OP15-003")  # Alvida, cost 5
    assert problems and "Alvida" in problems[0].message
    assert rule_problems("OP05-044")  # John Giant, cost 8


def test_op12_001_random_decks_of_a_rayleigh_leader_follow_its_rule(real_pool):
    from engine.core.cards import CardPool
    from engine.core.rng import Rng
    from engine.onepiece.decks import random_deck

    records = [
        r
        for r in real_pool.by_id.values()
        if r.id == "OP12-001" or (r.data.get("type") != "Leader" and "Red" in r.data.get("colors", []))
    ]
    deck = random_deck(CardPool("onepiece", records), Rng(7))
    costs = [deck.cards[c].get("cost") or 0 for c in deck.main]
    assert deck.sections["leader"] == ["OP12-001"] and len(costs) == 50 and max(costs) < 5  # 8-1-3-4-3


# --- OP12-017 Color of Observation Haki ------------------------------------------------------------


def test_op12_017_gives_a_don_to_rayleigh_and_adds_a_red_event_or_a_cost_3_character(real_pool):
    st = turn(3, 0)
    ray = set_leader(st, real_pool, 0, "OP12-001")
    for cid in (
        "OP12-096",
        "OP01-006",
        "OP15-015",
        "OP12-018",
    ):  # black Event, red cost 2, red cost 1, red Event (top)
        add(st, real_pool, cid, 0, "deck")
    cost4 = add(st, real_pool, "OP15-102", 0, "deck")  # on top: a cost 4 Character
    top4 = st.table.zone(0, "deck")[:4]
    st, _ev = play(st, real_pool, "OP12-017")
    assert pending_kind(st) == "pay"  # "You may …:" (8-3-1-4)
    st = choose(st, "yes")
    while pending_kind(st) == "cost":
        st = choose(st, ray)
    assert len(board.attached(st, ray)) == 1  # 6-5-5: the cost, to [Silvers Rayleigh]
    opts = option_ids(st)
    red_event = next(u for u in top4 if st.table.cards[u].card_id == "OP12-018")
    assert str(cost4) in opts and str(red_event) in opts
    assert all(str(u) not in opts for u in top4 if st.table.cards[u].card_id in ("OP01-006",))  # cost 2: no
    st = choose(st, cost4)
    assert st.table.cards[cost4].zone == "hand"
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert (
        st.table.cards[red_event].zone == "deck" and st.table.zone(0, "deck")[-1] in top4
    )  # the rest at the bottom


def test_op12_017_may_take_nothing_and_needs_the_cost_paid(real_pool):
    st = turn(3, 0)
    set_leader(st, real_pool, 0, "OP12-001")
    hand = len(st.table.zone(0, "hand"))
    st, _ev = play(st, real_pool, "OP12-017")
    st = choose(st, "no")  # 8-3-1-4: not paid, nothing happens
    assert len(st.table.zone(0, "hand")) == hand and not st.pending


# --- OP12-018 Color of the Supreme King Haki -------------------------------------------------------


def _supreme_king(real_pool) -> tuple[OPState, int, int, int]:
    """P2 attacks P1's [Silvers Rayleigh] Leader; P1 (3 active DON!!, a Character) plays the [Counter] Event."""
    st = turn(0, 0, n=4)
    give_don(st, 0, 3)
    lead = set_leader(st, real_pool, 0, "OP12-001")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "OP12-018", 0, "hand")
    st = act(st, "attack", attacker=att, target=lead)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    return act(st, "play", player=0, uid=ev), lead, att, mine


def test_op12_018_gives_2000_then_may_rest_a_don_for_minus_1000_to_the_opponents_leader_and_characters(
    real_pool,
):
    st, lead, att, mine = _supreme_king(real_pool)
    assert str(lead) in option_ids(st) and str(mine) in option_ids(
        st
    )  # "your Characters or [Silvers Rayleigh]"
    before = board.power(st, leader(st, 1))
    st = choose(st, mine)
    assert board.power(st, mine) == 3000 + 2000
    assert pending_kind(st) == "may"  # "you may rest 1 of your DON!! cards" (8-1-2)
    active = len(board.active_don(st, 0))
    st = choose(st, "yes")
    while st.pending and st.pending[0].player == 0 and pending_kind(st) not in ("counter",):
        st = choose(st, option_ids(st)[0])
    assert len(board.active_don(st, 0)) == active - 1
    assert board.power(st, att) == 10000 - 1000 and board.power(st, leader(st, 1)) == before - 1000


def test_op12_018_declining_the_rest_gives_no_minus(real_pool):
    st, _lead, att, mine = _supreme_king(real_pool)
    st = choose(st, mine)
    st = choose(st, "no")  # not done: "If you do" does not follow
    assert board.power(st, att) == 10000


def test_op12_018_without_an_active_don_there_is_no_minus(real_pool):
    st, _lead, att, _mine = _supreme_king(real_pool)
    for uid in board.active_don(st, 0):
        st.table.cards[uid].tapped = True
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert pending_kind(st) != "may"  # 1-3-2: nothing to rest, not asked
    assert board.power(st, att) == 10000  # 1-3-2: nothing to rest, so "If you do" does not follow


# --- OP12-096 Ursa Shock ----------------------------------------------------------------------------


def test_op12_096_ursa_shock_kos_a_cost_4_or_less(real_pool):
    st = turn()
    four = add(st, real_pool, "OP01-045", 1, "characters")  # cost 4
    six = add(st, real_pool, "OP02-007", 1, "characters")  # cost 6
    st, _ev = play(st, real_pool, "OP12-096")
    assert str(four) in option_ids(st) and str(six) not in option_ids(st)
    st = choose(st, four)
    assert st.table.cards[four].zone == "trash" and st.table.cards[six].zone == "characters"


def test_op12_096_ursa_shock_reaches_cost_6_with_a_cost_8_character(real_pool):
    st = turn()
    add(st, real_pool, VANILLA_8, 0, "characters")  # cost 8 (8-3-2)
    six = add(st, real_pool, "OP02-007", 1, "characters")
    seven = add(st, real_pool, "OP02-020", 1, "characters")  # cost 7: no
    st, _ev = play(st, real_pool, "OP12-096")
    assert str(six) in option_ids(st) and str(seven) not in option_ids(st)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[six].zone == "characters" and not st.pending


# --- OP12-073 Trafalgar Law -------------------------------------------------------------------------


def _law(real_pool, mine: int, theirs: int) -> tuple[OPState, int, int, int, int]:
    st = turn(mine, theirs)
    heart = add(st, real_pool, "OP01-045", 0, "characters")  # Jean Bart {Heart Pirates}
    rosi = add(st, real_pool, "OP12-108", 0, "characters")  # [Donquixote Rosinante]
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    st, law = play(st, real_pool, "OP12-073")
    return st, law, heart, rosi, other


def test_op12_073_law_adds_an_active_don_when_not_ahead_and_powers_up_until_the_opponents_turn_ends(
    real_pool,
):
    st, law, heart, rosi, other = _law(real_pool, 8, 8)  # 8 ≤ 8 (8-3-2)
    assert pending_kind(st) == "amount"  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 9 and len(board.active_don(st, 0)) == 2  # 8 - 7 paid + 1 added active
    assert (board.power(st, heart), board.power(st, rosi), board.power(st, law)) == (7000, 3000, 9000)
    assert board.power(st, other) == 3000
    st = end_turn(st)
    assert board.power(st, heart) == 7000  # through the opponent's turn
    st = end_turn(st)
    assert board.power(st, heart) == 6000  # their End Phase is over


def test_op12_073_law_adds_no_don_when_ahead_but_still_powers_up(real_pool):
    st, _law_uid, heart, _rosi, _other = _law(real_pool, 9, 8)
    assert pending_kind(st) is None and board.don_on_field(st, 0) == 9
    assert board.power(st, heart) == 7000  # "Then, …" is not governed by the "If" (1-3-8)


def test_op12_073_law_may_add_no_don(real_pool):
    st, _law_uid, _heart, _rosi, _other = _law(real_pool, 8, 8)
    st = choose(st, 0)
    assert board.don_on_field(st, 0) == 8


# --- OP12-058 I Will Make Whitebeard the King of the Pirates ---------------------------------------

WB_LEADER = "OP02-001"  # Edward.Newgate {Whitebeard Pirates}


def test_op12_058_reveals_and_may_play_a_whitebeard_character_which_gains_rush(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, WB_LEADER)
    marco = add(
        st, real_pool, "OP01-023", 0, "deck"
    )  # {Former Whitebeard Pirates}: the type includes the words
    st, _ev = play(st, real_pool, "OP12-058")
    assert 1 in st.table.cards[marco].known_to  # revealed (11-2-1)
    assert option_ids(st) == [str(marco)]
    st = choose(st, marco)  # "you may play that card"
    assert st.table.cards[marco].zone == "characters" and "Rush" in board.keywords(st, marco)


def test_op12_058_may_decline_and_the_card_stays_on_top(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, WB_LEADER)
    atmos = add(st, real_pool, "OP02-003", 0, "deck")
    st, _ev = play(st, real_pool, "OP12-058")
    st = choose(st)  # 8-1-2: not played
    assert st.table.zone(0, "deck")[0] == atmos and not st.pending


def test_op12_058_another_card_is_not_played_and_a_non_whitebeard_leader_reveals_nothing(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, WB_LEADER)
    sanji = add(st, real_pool, VANILLA_1, 0, "deck")  # not {Whitebeard Pirates}
    st, _ev = play(st, real_pool, "OP12-058")
    assert st.table.zone(0, "deck")[0] == sanji and pending_kind(st) != "target"
    st = turn()  # the fixture Leader has no such type (8-3-2)
    atmos = add(st, real_pool, "OP02-003", 0, "deck")
    st, _ev = play(st, real_pool, "OP12-058")
    assert 1 not in st.table.cards[atmos].known_to and st.table.zone(0, "deck")[0] == atmos


# --- OP12-117 Slam Gibson (op life_either_face_down) -------------------------------------------------


def test_op12_117_slam_gibson_adds_an_opponents_character_face_down_to_the_bottom_of_their_life(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, STRAW_HAT_LEADER)  # Roronoa Zoro: {Supernovas}
    foe = add(st, real_pool, "OP02-020", 1, "characters")  # cost 7
    big = add(st, real_pool, "OP04-119", 1, "characters")  # cost 8
    life = list(st.table.zone(1, "life"))
    st, _ev = play(st, real_pool, "OP12-117")
    assert pending_kind(st) == "pay"  # "You may rest 5 of your DON!! cards:" (8-3-1-4)
    st = choose(st, "yes")
    assert str(foe) in option_ids(st) and str(big) in option_ids(st)
    st = choose(st, foe)
    st = choose(st, 0)  # the bottom
    assert st.table.zone(1, "life") == [*life, foe] and not st.table.cards[foe].flags.get("face_up")
    assert len(board.active_don(st, 0)) == 10 - 1 - 5


def test_op12_117_slam_gibson_top_of_the_owners_life_or_none(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, STRAW_HAT_LEADER)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _ev = play(st, real_pool, "OP12-117")
    st = choose(st, "yes")
    st = choose(st, mine)  # a Character of either player
    st = choose(st, 1)  # the top
    assert st.table.zone(0, "life")[0] == mine
    st = turn()
    set_leader(st, real_pool, 0, STRAW_HAT_LEADER)
    foe = add(st, real_pool, "OP02-020", 1, "characters")
    st, _ev = play(st, real_pool, "OP12-117")
    st = choose(st, "yes")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[foe].zone == "characters" and not st.pending


def test_op12_117_slam_gibson_needs_a_supernovas_leader(real_pool):
    st = turn()
    foe = add(st, real_pool, "OP02-020", 1, "characters")
    st, _ev = play(st, real_pool, "OP12-117")
    st = choose(st, "yes")  # paid, then the condition fails (8-3-2)
    assert st.table.cards[foe].zone == "characters" and not st.pending


# --- OP15-031 Purinpurin --------------------------------------------------------------------------


def test_op15_031_purinpurin_kos_the_selected_character_whose_cost_equals_its_given_don(real_pool):
    st = turn(10, 0)
    fits = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)  # cost 1
    attach(st, fits, 1)
    active = add(st, real_pool, VANILLA_1, 1, "characters")  # not rested: not offered
    attach(st, active, 1)
    st, _p = play(st, real_pool, "OP15-031")
    assert str(fits) in option_ids(st) and str(active) not in option_ids(st)
    st = choose(st, fits)
    assert st.table.cards[fits].zone == "trash"


def test_op15_031_purinpurin_selected_character_with_another_don_count_stays(real_pool):
    st = turn(10, 0)
    two = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    attach(st, two, 2)  # cost 1, 2 DON!! given: the condition fails (8-3-2)
    st, _p = play(st, real_pool, "OP15-031")
    st = choose(st, two)
    assert st.table.cards[two].zone == "characters"
    st = turn(10, 0)
    bare = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    attach(st, bare, 1)
    st, _p = play(st, real_pool, "OP15-031")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[bare].zone == "characters" and not st.pending


# --- OP12-102 Shirahoshi ([Opponent's Turn] part) ----------------------------------------------------


def _shirahoshi(real_pool, other: str | None) -> tuple[OPState, int]:
    st = turn(0, 0, n=4)  # P2's turn: P1's opponent's turn (10-2-12)
    add(st, real_pool, "OP12-102", 0, "characters")
    nep = add(st, real_pool, "OP11-026", 0, "characters")  # {Neptunian}, 8000
    if other:
        add(st, real_pool, other, 0, "characters")
    return st, nep


def test_op12_102_shirahoshi_gives_neptunians_2000_on_the_opponents_turn(real_pool):
    st, nep = _shirahoshi(real_pool, None)
    assert board.power(st, nep) == 10000
    st, nep = _shirahoshi(real_pool, "OP05-082")  # another [Shirahoshi], base cost 1: still +2000
    assert board.power(st, nep) == 10000


def test_op12_102_shirahoshi_not_with_another_cost_2_shirahoshi_nor_on_its_own_turn(real_pool):
    st, nep = _shirahoshi(real_pool, "EB01-057")  # [Shirahoshi], base cost 2 (8-3-2)
    assert board.power(st, nep) == 8000
    st = turn()
    add(st, real_pool, "OP12-102", 0, "characters")
    nep = add(st, real_pool, "OP11-026", 0, "characters")
    assert board.power(st, nep) == 8000


# --- OP12-016 To Never Doubt--That Is Power! ---------------------------------------------------------


def _never_doubt(real_pool) -> tuple[OPState, int, int, int]:
    st = turn(4, 0)
    lead = set_leader(st, real_pool, 0, "OP12-001")
    ray = add(st, real_pool, "OP09-005", 0, "characters")  # a [Silvers Rayleigh] Character
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    add(st, real_pool, "OP15-017", 1, "characters")  # Morgan: the opponent's [Blocker]
    st, _ev = play(st, real_pool, "OP12-016")
    assert pending_kind(st) == "pay"  # "You may …:" (8-3-1-4)
    st = choose(st, "yes")
    assert set(option_ids(st)) == {str(lead), str(ray)} and str(other) not in option_ids(st)
    return st, lead, ray, other


def test_op12_016_the_rayleigh_given_the_don_attacks_without_blockers(real_pool):
    st, _lead, ray, _other = _never_doubt(real_pool)
    st = choose(st, ray)
    assert len(board.attached(st, ray)) == 2 and len(board.active_don(st, 0)) == 2  # 6-5-5: 2 of the 4
    st = act(st, "attack", attacker=ray, target=leader(st, 1))
    assert pending_kind(st) != "block"  # 1-3-3 over 10-1-4-1: no [Blocker] against its attack


def test_op12_016_another_card_may_still_be_blocked_and_declining_pays_nothing(real_pool):
    st, lead, ray, _other = _never_doubt(real_pool)
    st = choose(st, ray)
    st = act(st, "attack", attacker=lead, target=leader(st, 1))  # not given these DON!!
    assert pending_kind(st) == "block"
    st = turn(4, 0)
    set_leader(st, real_pool, 0, "OP12-001")
    st, _ev = play(st, real_pool, "OP12-016")
    st = choose(st, "no")
    assert len(board.active_don(st, 0)) == 4 and not st.pending


def test_op12_016_counter_gives_2000_to_a_character_or_silvers_rayleigh(real_pool):
    st = turn(0, 0, n=4)
    give_don(st, 0, 3)
    lead = set_leader(st, real_pool, 0, "OP12-001")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "OP12-016", 0, "hand")
    st = act(st, "attack", attacker=att, target=lead)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    assert {str(lead), str(mine)} <= set(option_ids(st))
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 2000


# --- OP15-024 Usopp (rest_guard) ----------------------------------------------------------------------


def test_op15_024_usopp_cannot_be_rested_by_the_opponents_character_effect_on_their_turn(real_pool):
    st = turn()  # P1's turn: Usopp's controller's opponent's turn (10-2-12)
    usopp = add(st, real_pool, "OP15-024", 1, "characters")
    assert "Blocker" in board.keywords(st, usopp)
    st, _c = play(st, real_pool, "OP01-033")  # a Character: "[On Play] Rest up to 1 … cost of 4 or less"
    assert str(usopp) in option_ids(st)
    st = choose(st, usopp)
    assert not st.table.cards[usopp].tapped  # 1-3-3: the prohibition beats the instruction


def test_op15_024_usopp_may_be_rested_by_an_event(real_pool):
    st = turn()
    usopp = add(st, real_pool, "OP15-024", 1, "characters")
    st, _ev = play(st, real_pool, "ST02-017")  # an Event: not a Leader or Character effect
    st = choose(st, usopp)
    while st.pending:
        st = choose(st)
    assert st.table.cards[usopp].tapped


def test_op15_024_usopp_on_its_own_turn_has_no_blocker_and_rests_a_card_when_kod(real_pool):
    st = turn(0, 6, n=4)  # P2's own turn
    usopp = add(st, real_pool, "OP15-024", 0, "characters")
    assert "Blocker" in board.keywords(st, usopp)  # P1's Usopp, on P2's turn
    mine = add(st, real_pool, "OP15-024", 1, "characters")
    assert "Blocker" not in board.keywords(st, mine)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")  # cost 8: too high
    seven = add(st, real_pool, "OP02-020", 1, "characters")  # cost 7
    st = battle_ko(st, real_pool, usopp)
    # [On K.O.]: rest up to 1 of the opponent's Leader or Character cards with a cost of 7 or less
    assert (
        str(seven) in option_ids(st)
        and str(foe) not in option_ids(st)
        and str(leader(st, 1)) in option_ids(st)
    )
    st = choose(st, seven)
    assert st.table.cards[seven].tapped


# --- OP12-021 Ipponmatsu (rest_guard) ------------------------------------------------------------------


def _ipponmatsu(real_pool, rested_don: int, slash: bool = True) -> tuple[OPState, int]:
    st = turn(10, 0)
    if slash:
        set_leader(st, real_pool, 1, STRAW_HAT_LEADER)  # Roronoa Zoro: <Slash>
    give_don(st, 1, rested_don, rested=True)
    give_don(st, 1, 2)  # active ones do not count
    return st, add(st, real_pool, "OP12-021", 1, "characters")


def test_op12_021_ipponmatsu_cannot_be_rested_by_the_opponents_effects_with_slash_and_6_rested_don(real_pool):
    st, ippo = _ipponmatsu(real_pool, 6)
    st, _c = play(st, real_pool, "OP01-033")  # a Character's effect
    st = choose(st, ippo)
    assert not st.table.cards[ippo].tapped  # 1-3-3
    st, _ev = play(st, real_pool, "ST02-017")  # an Event's effect: also the opponent's
    st = choose(st, ippo)
    while st.pending:
        st = choose(st)
    assert not st.table.cards[ippo].tapped


def test_op12_021_ipponmatsu_needs_6_rested_don_and_a_slash_leader(real_pool):
    for rested, slash in ((5, True), (6, False)):  # 8-3-2: both conditions
        st, ippo = _ipponmatsu(real_pool, rested, slash)
        st, _c = play(st, real_pool, "OP01-033")
        st = choose(st, ippo)
        assert st.table.cards[ippo].tapped, (rested, slash)


# --- OP15-008 Krieg (op power_per_given_don) -----------------------------------------------------------


def test_op15_008_krieg_gives_each_opponent_character_minus_1000_per_don_given_to_it(real_pool):
    st = turn(10, 0)
    give_don(st, 1, 3, rested=True)
    a = add(st, real_pool, VANILLA_8, 1, "characters")
    b = add(st, real_pool, VANILLA_8, 1, "characters")
    c = add(st, real_pool, VANILLA_8, 1, "characters")
    attach(st, b, 1)
    st, krieg = play(st, real_pool, "OP15-008")
    st = choose(st, 2)  # [On Play]: up to 3 of their rested DON!! (1-3-5-1)
    st = choose(st, a)
    assert "Rush" in board.keywords(st, krieg)
    st = _activate(st, krieg)  # played on this turn (3-7-4)
    assert (board.power(st, a), board.power(st, b), board.power(st, c)) == (8000, 9000, 10000)


def test_op15_008_krieg_does_nothing_when_not_played_this_turn(real_pool):
    st = turn(10, 0)
    a = add(st, real_pool, VANILLA_8, 1, "characters")
    attach(st, a, 2)
    krieg = add(st, real_pool, "OP15-008", 0, "characters", entered_turn=1)
    st = _activate(st, krieg)  # 8-3-2: checked when it resolves
    assert board.power(st, a) == 10000


# --- OP15-022 Brook (Leader): deck-out at the end of the turn (deck_out_rule) ------------------------------


def _brook(real_pool, deck_cards: int) -> tuple[OPState, int, int]:
    st = turn()
    brook = set_leader(st, real_pool, 0, "OP15-022")
    while len(st.table.zone(0, "deck")) > deck_cards:
        st.table.move(st.table.zone(0, "deck")[0], "trash", player=0)
    tired = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    return st, brook, tired


def test_op15_022_brook_does_not_lose_at_0_cards_until_the_end_of_that_turn(real_pool):
    st, brook, tired = _brook(real_pool, 3)
    st = _activate(st, brook)  # trash 4: only 3 there (1-3-2)
    assert not st.table.zone(0, "deck") and not st.over  # 1-2-6: not now (9-2-1-2 replaced)
    assert option_ids(st) == [str(tired)]  # deck at 0: set up to 1 of your Characters as active
    st = choose(st, tired)
    assert not st.table.cards[tired].tapped and not st.over
    st = end_turn(st)
    assert st.over and st.result.winners == [1] and st.result.rule.section == "1-2-6"


def test_op15_022_brook_with_cards_left_sets_nothing_active_and_may_choose_none(real_pool):
    st, brook, tired = _brook(real_pool, 6)
    st = _activate(st, brook)
    assert len(st.table.zone(0, "deck")) == 2 and not st.pending  # the condition fails (8-3-2)
    st = end_turn(st)
    assert not st.over and st.table.cards[tired].tapped
    st, brook, tired = _brook(real_pool, 4)
    st = _activate(st, brook)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[tired].tapped


def test_a_leader_without_the_rule_loses_at_once_when_the_deck_reaches_0(real_pool):
    st = turn()
    while st.table.zone(0, "deck"):
        st.table.move(st.table.zone(0, "deck")[0], "trash", player=0)
    st, _ev = play(st, real_pool, "ST04-015")  # any action: rule processing (9-2-1-2)
    assert st.over and st.result.winners == [1]


# --- OP12-036 Roronoa Zoro (play_guard) -------------------------------------------------------------------


def _straw_hat_play(real_pool, target: str) -> tuple[OPState, int]:
    st = turn()
    card = add(st, real_pool, target, 0, "hand")
    st, _c = play(
        st, real_pool, "OP02-041"
    )  # "[On Play] Play up to 1 {FILM} or {Straw Hat Crew} … cost of 4 or less"
    if not st.pending:  # 1-3-3: a card the effect cannot play is no answer (stack.playable_by_effect)
        return st, card
    assert str(card) in option_ids(st)
    return choose(st, card), card


def test_op12_036_zoro_in_the_hand_cannot_be_played_by_an_effect(real_pool):
    st, zoro = _straw_hat_play(real_pool, "OP12-036")  # {Straw Hat Crew}, cost 4
    assert not st.pending  # not offered: the only card in the hand
    assert st.table.cards[zoro].zone == "hand"  # 1-3-3: its own prohibition beats the instruction
    st, other = _straw_hat_play(real_pool, "OP02-043")  # another Roronoa Zoro, cost 4
    assert st.table.cards[other].zone == "characters"


def test_op12_036_zoro_is_played_by_paying_its_cost_and_resists_slash_in_battle(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, STRAW_HAT_LEADER)  # <Slash>
    zoro = add(st, real_pool, "OP12-036", 0, "hand")
    st = act(st, "play", uid=zoro)  # 2-7-2: not "played by effects"
    assert st.table.cards[zoro].zone == "characters" and board.power(st, zoro) == 5000 + 1000
    st = turn(0, 0, n=4)
    set_leader(st, real_pool, 0, STRAW_HAT_LEADER)
    zoro = add(st, real_pool, "OP12-036", 0, "characters", tapped=True)
    krieg = add(
        st, real_pool, "OP01-066", 1, "characters"
    )  # <Slash>, 6000: a tie wins for the attacker (7-1-4-1)
    st = act(st, "attack", attacker=krieg, target=zoro)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert st.table.cards[zoro].zone == "characters"  # cannot be K.O.'d in battle by <Slash> cards (1-3-3)
    st = turn(0, 0, n=4)  # without a <Slash> Leader (8-3-2): K.O.'d
    zoro = add(st, real_pool, "OP12-036", 0, "characters", tapped=True)
    krieg = add(st, real_pool, "OP01-066", 1, "characters")
    st = act(st, "attack", attacker=krieg, target=zoro)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert st.table.cards[zoro].zone == "trash"


# --- OP15-058 Enel (Leader): a 6-card DON!! deck (don_deck_rule) -------------------------------------------


def _enel_game(real_pool) -> OPState:
    from engine.core import Deck
    from engine.onepiece.game import ENGINE

    from .helpers import POOL, SIMPLE, VANILLA, deck

    enel = Deck(
        main=[VANILLA] * 50,
        cards={**POOL.data([VANILLA]), **real_pool.data(["OP15-058"])},
        sections={"leader": ["OP15-058"]},
    )
    st, _ = ENGINE.new_game(["P1", "P2"], [enel, deck()], 1, SIMPLE)
    chooser = st.pending[0].player
    st = choose(st, "first" if chooser == 0 else "second", player=chooser)
    st = choose(st, "keep", player=0)
    return choose(st, "keep", player=1)


def test_op15_058_enel_plays_with_6_don_and_adds_5_on_his_second_turn(real_pool):
    st = _enel_game(real_pool)
    assert (
        len(st.table.zone(0, "don_deck")) + len(st.table.zone(0, "cost_area")) == 6
    )  # 5-1-2 replaced (1-3-1)
    assert len(st.table.zone(1, "don_deck")) + len(st.table.zone(1, "cost_area")) == 10
    from engine.onepiece.game import ENGINE

    assert not ENGINE.check_invariants(st)
    st = end_turn(end_turn(st))  # P1's second turn: 1 + 2 DON!! on the field, 3 left
    enel = leader(st, 0)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st = _activate(st, enel)
    st = choose(st, 1)  # up to 1, active (1-3-5-1)
    assert pending_kind(st) == "amount"
    st = choose(st, 2)  # up to 4 more, rested: 2 of the 2 left
    assert not st.table.zone(0, "don_deck") and len(board.active_don(st, 0)) == 4
    st = choose(st, 2)  # give up to 4 rested DON!!: 2 (to the only Character: one legal answer, taken)
    assert len(board.attached(st, mine)) == 2 and not ENGINE.check_invariants(st)


def test_op15_058_enel_adds_nothing_on_his_first_turn(real_pool):
    st = _enel_game(real_pool)
    enel = leader(st, 0)
    st = _activate(st, enel)  # the "If" fails (8-3-2); no rested DON!! to give
    assert len(st.table.zone(0, "don_deck")) == 5 and not st.pending


# --- OP15-093 The Risky Brothers (a gained attribute, board.attributes) ---------------------------------------


def _risky(real_pool, trash: int) -> tuple[OPState, int, int]:
    st = turn()
    for uid in list(st.table.zone(0, "trash")):  # exactly ``trash`` cards there
        st.table.move(uid, "deck", player=0)
    for _ in range(trash):
        add(st, real_pool, VANILLA_1, 0, "trash")
    luffy = add(
        st, real_pool, "ST08-011", 0, "characters", entered_turn=st.turn
    )  # <Strike>, played this turn
    risky = add(st, real_pool, "OP15-093", 0, "characters")
    return st, luffy, risky


def test_op15_093_risky_brothers_give_a_luffy_rush_character_and_slash_this_turn(real_pool):
    st, luffy, risky = _risky(real_pool, 14)  # 14 + this card = 15 (the cost is paid first, 8-4-1-3)
    assert board.attributes(st, luffy) == ["Strike"]
    st = _activate(st, risky)
    assert st.table.cards[risky].zone == "trash"
    st = choose(st, luffy)
    assert "Rush: Character" in board.keywords(st, luffy) and set(board.attributes(st, luffy)) == {
        "Strike",
        "Slash",
    }
    assert "attribute:Slash" not in board.keywords(st, luffy)
    assert board.matches(st, luffy, {"attribute": "Slash"}, 0, None)  # "<Slash> attribute" filters see it
    foe = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st = act(st, "attack", attacker=luffy, target=foe)  # 10-1-1-1: a Character, on the turn it was played
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert st.table.cards[foe].zone == "trash"
    st = end_turn(st)
    assert board.attributes(st, luffy) == ["Strike"]  # during this turn only


def test_op15_093_risky_brothers_need_15_cards_in_the_trash_and_may_choose_none(real_pool):
    st, luffy, risky = _risky(real_pool, 13)  # 14 after the cost (8-3-2)
    st = _activate(st, risky)
    assert board.attributes(st, luffy) == ["Strike"] and not st.pending
    st, luffy, risky = _risky(real_pool, 20)
    st = _activate(st, risky)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert board.attributes(st, luffy) == ["Strike"] and "Rush: Character" not in board.keywords(st, luffy)


# --- OP12-061 Donquixote Rosinante (Leader) ---------------------------------------------------------------


LAW_5 = "OP04-087"  # Trafalgar Law: cost 5, no text


def _untap_don(st: OPState, player: int) -> None:
    """Set-up only: every DON!! of the player's cost area active again."""
    for uid in st.table.zone(player, "cost_area"):
        st.table.cards[uid].tapped = False


def test_op12_061_rosinante_spares_a_law_once_per_turn_for_a_life_card(real_pool):
    st = turn()
    set_leader(st, real_pool, 1, "OP12-061")
    life = life_of(st, 1, 2)
    law = add(st, real_pool, LAW_5, 1, "characters")
    st = ko_by_effect(st, real_pool, law, 0)
    assert pending_kind(st) == "pay" and st.pending[0].player == 1  # "you may" (8-3-1-4)
    st = choose(st, "yes")
    assert st.table.cards[law].zone == "characters" and st.table.cards[life[0]].zone == "hand"  # 8-1-3-4
    _untap_don(st, 0)
    st = ko_by_effect(st, real_pool, law, 0)  # [Once Per Turn] (10-2-13): not offered again
    assert st.table.cards[law].zone == "trash"


def test_op12_061_rosinante_may_decline_and_covers_only_law(real_pool):
    st = turn()
    set_leader(st, real_pool, 1, "OP12-061")
    life_of(st, 1, 2)
    law = add(st, real_pool, LAW_5, 1, "characters")
    other = add(st, real_pool, VANILLA_1, 1, "characters")
    st = ko_by_effect(st, real_pool, other, 0)
    assert st.table.cards[other].zone == "trash" and not st.pending
    _untap_don(st, 0)
    st = ko_by_effect(st, real_pool, law, 0)
    st = choose(st, "no")
    assert st.table.cards[law].zone == "trash" and len(st.table.zone(1, "life")) == 2


def test_op12_061_rosinante_makes_the_next_law_of_cost_4_or_more_cost_2_less_this_turn(real_pool):
    st = turn(10, 0)
    rosi = set_leader(st, real_pool, 0, "OP12-061")
    law, law2 = add(st, real_pool, LAW_5, 0, "hand"), add(st, real_pool, LAW_5, 0, "hand")
    small = add(st, real_pool, "OP09-030", 0, "hand")  # Trafalgar Law, cost 3: not 4 or more
    st = _activate(st, rosi)  # DON!! -1 (8-3-1-6)
    assert board.don_on_field(st, 0) == 9
    assert board.play_price(st, law) == 3 and board.play_price(st, small) == 3
    st = act(st, "play", uid=law)  # 2-7-1: 3 DON!!
    assert len(board.active_don(st, 0)) == 9 - 3
    assert board.play_price(st, law2) == 5  # "the next time": used up


def test_op12_061_rosinante_discount_ends_with_the_turn(real_pool):
    st = turn(10, 0)
    rosi = set_leader(st, real_pool, 0, "OP12-061")
    law = add(st, real_pool, LAW_5, 0, "hand")
    st = _activate(st, rosi)
    assert board.play_price(st, law) == 3
    st = end_turn(end_turn(st))  # "during this turn"
    assert board.play_price(st, law) == 5


# --- OP15-002 Lucy (Leader) -------------------------------------------------------------------------------


def test_op15_002_lucy_trashes_events_or_stages_for_1000_each_when_attacking(real_pool):
    st = turn()
    lucy = set_leader(st, real_pool, 0, "OP15-002")
    clear(st, 0, "hand")
    event, stage = add(st, real_pool, "OP03-056", 0, "hand"), add(st, real_pool, "ST07-017", 0, "hand")
    char = add(st, real_pool, VANILLA_1, 0, "hand")
    st = act(st, "attack", attacker=lucy, target=leader(st, 1))
    assert {str(event), str(stage)} <= set(option_ids(st)) and str(char) not in option_ids(st)
    st = choose(st, event, stage)  # any number (1-3-5-1)
    assert board.power(st, lucy) == 5000 + 2000 and st.table.cards[char].zone == "hand"


def test_op15_002_lucy_may_trash_none_when_the_opponent_attacks(real_pool):
    st = turn(0, 0, n=4)
    lucy = set_leader(st, real_pool, 0, "OP15-002")
    clear(st, 0, "hand")
    event = add(st, real_pool, "OP03-056", 0, "hand")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=lucy)
    assert st.pending[0].player == 0 and str(event) in option_ids(st)  # [On Your Opponent's Attack]
    st = choose(st)
    assert board.power(st, lucy) == 5000 and st.table.cards[event].zone == "hand"


def test_op15_002_lucy_draws_after_a_cost_3_event_this_turn(real_pool):
    st = turn(10, 0)
    lucy = set_leader(st, real_pool, 0, "OP15-002")
    hand = len(st.table.zone(0, "hand"))
    st = _activate(st, lucy)  # no Event yet (8-3-2): nothing
    assert len(st.table.zone(0, "hand")) == hand and not st.pending
    st = turn(10, 0)
    lucy = set_leader(st, real_pool, 0, "OP15-002")
    st, _ev = play(st, real_pool, "OP03-056")  # a cost 3 Event (8-5-2: activated from the hand)
    hand = len(st.table.zone(0, "hand"))
    st = _activate(st, lucy)
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_op15_002_lucy_a_cost_1_event_is_not_enough_and_the_record_is_for_this_turn(real_pool):
    st = turn(10, 0)
    lucy = set_leader(st, real_pool, 0, "OP15-002")
    st, _ev = play(st, real_pool, "ST06-015")
    while st.pending:
        st = choose(st)
    hand = len(st.table.zone(0, "hand"))
    st = _activate(st, lucy)
    assert len(st.table.zone(0, "hand")) == hand
    st = turn(10, 0)
    lucy = set_leader(st, real_pool, 0, "OP15-002")
    st, _ev = play(st, real_pool, "OP03-056")
    st = end_turn(end_turn(st))  # P1's next turn: "during this turn" no longer
    hand = len(st.table.zone(0, "hand"))
    st = _activate(st, lucy)
    assert len(st.table.zone(0, "hand")) == hand


# --- OP15-092 Monkey.D.Luffy (each effect by its own condition) -------------------------------------------


def _trash_to(st: OPState, real_pool, n: int) -> None:
    """Set-up only: exactly ``n`` cards in P1's trash."""
    for uid in list(st.table.zone(0, "trash")):
        st.table.move(uid, "deck", player=0)
    for _ in range(n):
        add(st, real_pool, VANILLA_1, 0, "trash")


def test_op15_092_luffy_applies_each_effect_by_the_trash_count(real_pool):
    st = turn()
    luffy = add(st, real_pool, "OP15-092", 0, "characters")
    lead = leader(st, 0)
    _trash_to(st, real_pool, 9)
    assert (board.power(st, luffy), board.cost(st, luffy)) == (7000, 7)  # none yet (8-3-2)
    _trash_to(st, real_pool, 10)
    assert (board.power(st, luffy), board.cost(st, luffy)) == (9000, 17)  # 4-9: base power 9000, +10 cost
    _trash_to(st, real_pool, 30)
    assert board.power(st, luffy) == 9000 + 1000
    assert board.power(st, lead) == 5000  # the 20-card effect: only during the opponent's turn
    st = end_turn(st)
    assert board.power(st, lead) == 7000 and board.power(st, luffy) == 10000
    _trash_to(st, real_pool, 19)
    assert board.power(st, lead) == 5000 and board.power(st, luffy) == 9000
