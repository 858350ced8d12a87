"""Cards of the real lists (tests/onepiece/fixtures/decks) automated by scripts and new conditions,
each played in an engine game, clause by clause: an amount per DON!! rested "any number" (OP13-001),
"if this Leader battles your opponent's Character" and a ban on attacking cheap Characters
(OP12-020), "the only Characters on your field are {X}" (EB02-010), active DON!! returned as a cost
(EB02-061), cost reductions in the hand (OP07-064, ST23-001; 2-7-1), [On Play] negated (OP09-081,
8-2-1-1), "A, B or C" keywords (OP09-084), "if that Character has a cost of 4 or less" (OP09-098).
"Up to" and "any number" allow 0 (1-3-5-1)."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.onepiece import board, game
from engine.onepiece.state import OPState

from .helpers import (
    act,
    attach,
    choose,
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
from .helpers import (
    add_top as add,
)
from .helpers import (
    set_real_leader as set_leader,
)

pytestmark = needs_npm





def set_don(st: OPState, player: int, active: int, rested: int = 0) -> None:
    """Exactly ``active`` active and ``rested`` rested DON!! in the cost area (the rest in the DON!! deck)."""
    for uid in list(st.table.zone(player, "cost_area")):
        board.return_one_don(st, uid)
    give_don(st, player, active)
    give_don(st, player, rested, rested=True)


def active_don(st: OPState, player: int) -> int:
    return len(board.active_don(st, player))


# --- OP13-001 Monkey.D.Luffy (Leader) "[DON!! x1] [On Your Opponent's Attack] If you have 5 or less
# active DON!! cards, you may rest any number of your DON!! cards. For every DON!! card rested this
# way, this Leader or up to 1 of your {Straw Hat Crew} type Characters gains +2000 power during this
# battle." ----------------------------------------------------------------------------------------

def luffy_attacked(real_pool: CardPool, active: int) -> tuple[OPState, int, int, int]:
    st = to_turn(new_game(), 4)  # P2's turn: P2 attacks P1
    lead = set_leader(st, real_pool, 0, "OP13-001")
    set_don(st, 0, active)
    attach(st, lead, 1)  # [DON!! x1] (the given DON!! is not in the cost area: not active DON!!)
    nami = add(st, real_pool, "OP01-016", 0, "characters")  # {Straw Hat Crew}
    plain = put(st, 0, "FX01-003", "characters")
    attacker = put(st, 1, "FX01-003", "characters")
    st = act(st, "attack", attacker=attacker, target=lead)
    return st, lead, nami, plain


def test_op13_001_luffy_rests_any_number_and_gains_2000_for_each(real_pool):
    st, lead, nami, _plain = luffy_attacked(real_pool, 5)
    assert pending_kind(st) == "amount" and st.pending[0].player == 0
    assert option_ids(st) == ["0", "1", "2", "3", "4", "5"]  # any number, 0 included (1-3-5-1)
    power = board.power(st, lead)
    st = choose(st, 3)
    assert active_don(st, 0) == 2  # 3 DON!! rested this way
    assert set(option_ids(st)) == {str(lead), str(nami)}  # this Leader or a {Straw Hat Crew} Character, not the plain one
    st = choose(st, lead)
    assert board.power(st, lead) == power + 6000  # +2000 for each of the 3


def test_op13_001_luffy_may_give_it_to_a_straw_hat_character_or_to_no_card(real_pool):
    st, lead, nami, _ = luffy_attacked(real_pool, 4)
    st = choose(st, 2)
    nami_power = board.power(st, nami)
    st = choose(st, nami)
    assert board.power(st, nami) == nami_power + 4000
    st, lead, nami, _ = luffy_attacked(real_pool, 4)
    st = choose(choose(st, 2))  # "up to 1": no card at all
    assert board.power(st, lead) == 5000 and active_don(st, 0) == 2


def test_op13_001_luffy_may_rest_none(real_pool):
    st, lead, _, _ = luffy_attacked(real_pool, 3)
    st = choose(st, 0)
    assert active_don(st, 0) == 3
    st = choose(st, lead)
    assert board.power(st, lead) == 5000  # +2000 × 0


def test_op13_001_luffy_does_nothing_with_6_active_don(real_pool):
    st, _lead, _, _ = luffy_attacked(real_pool, 6)  # "If you have 5 or less active DON!! cards" (8-3-2)
    assert pending_kind(st) != "amount"
    assert active_don(st, 0) == 6


# --- OP12-020 Roronoa Zoro (Leader) "[DON!! x3] [Activate: Main] [Once Per Turn] If this Leader
# battles your opponent's Character during this turn, set this Leader as active. Then, this Leader
# cannot attack your opponent's Characters with a base cost of 7 or less during this turn." ------

def zoro_turn(real_pool: CardPool) -> tuple[OPState, int]:
    st = to_turn(new_game(), 3)
    lead = set_leader(st, real_pool, 0, "OP12-020")
    attach(st, lead, 3)
    return st, lead


def test_op12_020_zoro_sets_itself_active_after_battling_a_character_then_cannot_attack_cheap_ones(real_pool):
    st, lead = zoro_turn(real_pool)
    cheap = put(st, 1, "FX01-003", "characters", tapped=True)  # cost 2
    other_cheap = put(st, 1, "FX01-003", "characters", tapped=True)
    kaido = add(st, real_pool, "OP01-094", 1, "characters", tapped=True)  # base cost 10
    st = act(st, "attack", attacker=lead, target=cheap)
    while st.battle is not None:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert st.table.cards[lead].tapped
    st = act(st, "activate", uid=lead, ability=0)
    assert not st.table.cards[lead].tapped  # it battled a Character this turn: set active
    # 1-3-3: the ban beats the attack; base cost 7 or less only
    refused(st, "attack", "1-3-3", attacker=lead, target=other_cheap)
    assert board.data(st, kaido)["cost"] == 10
    st = act(st, "attack", attacker=lead, target=kaido)
    assert st.battle is not None and st.battle.target == kaido


def test_op12_020_zoro_without_a_battle_stays_rested_but_is_still_banned(real_pool):
    st, lead = zoro_turn(real_pool)
    cheap = put(st, 1, "FX01-003", "characters", tapped=True)
    st = act(st, "attack", attacker=lead, target=leader(st, 1))  # a battle with the Leader does not count
    while st.battle is not None:
        kind = pending_kind(st)
        st = choose(st, "done" if kind == "counter" else "hand" if kind == "life" else option_ids(st)[-1])
    st = act(st, "activate", uid=lead, ability=0)
    assert st.table.cards[lead].tapped  # the "If" fails: not set active
    assert any(k.startswith("Cannot Attack Characters Of Base Cost") for k in board.keywords(st, lead))  # "Then," applies anyway
    st = to_turn(st, 5)
    assert not any(k.startswith("Cannot Attack Characters") for k in board.keywords(st, lead))  # during this turn only
    assert board.BATTLED_CHARACTER not in st.table.cards[lead].flags or st.table.cards[lead].flags[board.BATTLED_CHARACTER] != st.turn
    assert cheap in st.table.zone(1, "characters")


# --- EB02-010 Monkey.D.Luffy (Leader) "[Activate: Main] [Once Per Turn] DON!! -2: If the only
# Characters on your field are {Straw Hat Crew} type Characters, set up to 2 of your DON!! cards as
# active. Then, this Leader gains +1000 power until the end of your opponent's next turn." --------

def test_eb02_010_luffy_sets_don_active_only_with_straw_hat_characters_only(real_pool):
    st = to_turn(new_game(), 3)
    lead = set_leader(st, real_pool, 0, "EB02-010")
    set_don(st, 0, 2, rested=4)
    add(st, real_pool, "OP01-016", 0, "characters")  # {Straw Hat Crew} only
    st = act(st, "activate", uid=lead, ability=0)
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]  # up to 2 (1-3-5-1)
    st = choose(st, 2)
    assert board.don_on_field(st, 0) == 4 and active_don(st, 0) == 2
    assert board.power(st, lead) == 6000
    st = to_turn(st, 4)
    assert board.power(st, lead) == 6000  # until the end of the opponent's next turn


def test_eb02_010_luffy_with_another_character_only_gains_power(real_pool):
    st = to_turn(new_game(), 3)
    lead = set_leader(st, real_pool, 0, "EB02-010")
    set_don(st, 0, 2, rested=4)
    add(st, real_pool, "OP01-016", 0, "characters")
    put(st, 0, "FX01-003", "characters")  # not {Straw Hat Crew}
    st = act(st, "activate", uid=lead, ability=0)
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    assert pending_kind(st) != "amount" and active_don(st, 0) == 0
    assert board.power(st, lead) == 6000


# --- EB02-061 Monkey.D.Luffy "[When Attacking] [Once Per Turn] You may return 2 of your active DON!!
# cards to your DON!! deck: Set this Character as active. Then, add 1 card from the top of your Life
# cards to your hand." -----------------------------------------------------------------------------

def test_eb02_061_luffy_returns_two_active_don_to_stand_up_and_take_a_life(real_pool):
    st = to_turn(new_game(), 3)
    set_don(st, 0, 3, rested=2)
    luffy = add(st, real_pool, "EB02-061", 0, "characters")
    life, hand = len(st.table.zone(0, "life")), len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=luffy, target=leader(st, 1))
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert active_don(st, 0) == 1 and board.don_on_field(st, 0) == 3  # the 2 returned were active ones
    assert not st.table.cards[luffy].tapped
    assert len(st.table.zone(0, "life")) == life - 1 and len(st.table.zone(0, "hand")) == hand + 1


def test_eb02_061_luffy_cannot_pay_with_one_active_don(real_pool):
    st = to_turn(new_game(), 3)
    set_don(st, 0, 1, rested=4)
    luffy = add(st, real_pool, "EB02-061", 0, "characters")
    st = act(st, "attack", attacker=luffy, target=leader(st, 1))
    assert pending_kind(st) != "pay"  # 8-3-1-3: a cost that can't be paid in full
    assert st.table.cards[luffy].tapped and board.don_on_field(st, 0) == 5


# --- cost reductions in the hand (2-7-1): OP07-064 Sanji "If the number of DON!! cards on your field
# is at least 2 less than the number on your opponent's field, give this card in your hand -3 cost."
# ST23-001 Uta "If you have a Character with 10000 power or more, give this card in your hand -4
# cost." ------------------------------------------------------------------------------------------

def test_op07_064_sanji_costs_3_less_when_2_don_behind(real_pool):
    st = to_turn(new_game(), 3)
    sanji = add(st, real_pool, "OP07-064", 0, "hand")
    printed = board.data(st, sanji)["cost"]
    set_don(st, 0, 4)
    set_don(st, 1, 6)
    assert printed > 4 and board.play_price(st, sanji) == printed - 3
    st = act(st, "play", uid=sanji)
    assert sanji in st.table.zone(0, "characters") and active_don(st, 0) == 4 - (printed - 3)
    st2 = to_turn(new_game(), 3)
    sanji = add(st2, real_pool, "OP07-064", 0, "hand")
    set_don(st2, 0, 5)
    set_don(st2, 1, 6)  # only 1 less: the printed cost
    assert board.play_price(st2, sanji) == printed
    assert not any(a.type == "play" and a.args.get("uid") == sanji for a in game.ENGINE.legal_actions(st2, 0))


def test_st23_001_uta_costs_4_less_with_a_10000_power_character(real_pool):
    st = to_turn(new_game(), 3)
    uta = add(st, real_pool, "ST23-001", 0, "hand")
    printed = board.data(st, uta)["cost"]
    assert board.play_price(st, uta) == printed
    kaido = add(st, real_pool, "OP01-094", 0, "characters")  # 12000 power
    assert board.power(st, kaido) >= 10000
    assert board.play_price(st, uta) == printed - 4
    set_don(st, 0, printed - 4)
    st = act(st, "play", uid=uta)
    assert uta in st.table.zone(0, "characters") and active_don(st, 0) == 0


# --- OP09-081 Marshall.D.Teach (Leader) "Your [On Play] effects are negated. [Activate: Main] You may
# trash 1 card from your hand: Your opponent's [On Play] effects are negated until the end of your
# opponent's next turn." (8-2-1-1) ----------------------------------------------------------------

def test_op09_081_teach_negates_its_own_on_play_and_then_the_opponents(real_pool):
    st = to_turn(new_game(), 3)
    lead = set_leader(st, real_pool, 0, "OP09-081")
    set_don(st, 0, 10)
    nami = add(st, real_pool, "OP01-016", 0, "hand")  # [On Play] look at 5 …
    st = act(st, "play", uid=nami)
    assert not st.stack and not st.pending  # its [On Play] is negated
    card = put(st, 0, "FX01-003", "hand")
    st = act(st, "activate", uid=lead, ability=1)
    assert pending_kind(st) == "cost"
    st = choose(st, card)  # the card trashed as the cost
    assert card in st.table.zone(0, "trash")
    st = to_turn(st, 4)
    set_don(st, 1, 10)
    their_nami = add(st, real_pool, "OP01-016", 1, "hand")
    st = act(st, "play", uid=their_nami)
    assert not st.stack and not st.pending  # until the end of the opponent's next turn
    st = to_turn(st, 6)
    set_don(st, 1, 10)
    again = add(st, real_pool, "OP01-016", 1, "hand")
    st = act(st, "play", uid=again)
    assert st.pending  # the opponent's [On Play] happens again


# --- OP09-084 Catarina Devon "[Activate: Main] [Once Per Turn] If your Leader has the {Blackbeard
# Pirates} type, this Character gains [Double Attack], [Banish] or [Blocker] until the end of your
# opponent's next turn." (one of three, 8-4-4) ---------------------------------------------------

def test_op09_084_catarina_gains_the_chosen_keyword(real_pool):
    st = to_turn(new_game(), 3)
    set_leader(st, real_pool, 0, "OP09-081")
    devon = add(st, real_pool, "OP09-084", 0, "characters")
    st = act(st, "activate", uid=devon, ability=0)
    assert pending_kind(st) == "mode" and len(option_ids(st)) == 3
    st = choose(st, option_ids(st)[1])
    assert "Banish" in board.keywords(st, devon) and "Double Attack" not in board.keywords(st, devon)
    st = to_turn(st, 4)
    assert "Banish" in board.keywords(st, devon)
    st = to_turn(st, 5)
    assert "Banish" not in board.keywords(st, devon)


def test_op09_084_catarina_needs_a_blackbeard_leader(real_pool):
    st = to_turn(new_game(), 3)
    devon = add(st, real_pool, "OP09-084", 0, "characters")
    st = act(st, "activate", uid=devon, ability=0)
    assert pending_kind(st) != "mode" and board.keywords(st, devon) == []


# --- OP09-098 Black Hole "[Main] If your Leader has the {Blackbeard Pirates} type, negate the effect
# of up to 1 of your opponent's Characters during this turn. Then, if that Character has a cost of 4
# or less, K.O. it." -------------------------------------------------------------------------------

def test_op09_098_black_hole_negates_and_kos_only_a_cheap_one(real_pool):
    for number, kod in (("FX01-003", True), ("OP01-094", False)):
        st = to_turn(new_game(), 3)
        set_leader(st, real_pool, 0, "OP09-081")
        set_don(st, 0, 10)
        target = put(st, 1, number, "characters") if number.startswith("FX") else add(st, real_pool, number, 1, "characters")
        hole = add(st, real_pool, "OP09-098", 0, "hand")
        st = act(st, "play", uid=hole)
        st = choose(st, target)
        assert (target in st.table.zone(1, "trash")) == kod
        if not kod:
            assert board.negated(st, target)


def test_op09_098_black_hole_up_to_allows_none(real_pool):
    st = to_turn(new_game(), 3)
    set_leader(st, real_pool, 0, "OP09-081")
    set_don(st, 0, 10)
    target = put(st, 1, "FX01-003", "characters")
    hole = add(st, real_pool, "OP09-098", 0, "hand")
    st = choose(act(st, "play", uid=hole))
    assert target in st.table.zone(1, "characters") and not board.negated(st, target)
