"""Round 5 of the per-card scripts: the cards of the held-out real lists (OP01-051, OP08-118, OP09-022,
OP13-003, PRB02-006), then starter decks (ST*.toml) and PRB01/PRB02, each card played with real cards in an
engine game, clause by clause: conditions (8-3-2), "up to" allowing 0 (1-3-5-1), "you may" declined
(8-3-1-4), and the rule changes of engine.onepiece.rule_changes / engine.onepiece.rest_replacement."""

from __future__ import annotations

from engine.onepiece import board

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    choose,
    end_turn,
    give_don,
    leader,
    needs_npm,
    option_ids,
    paid_with_only,
    pending_kind,
    put,
    refused,
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


def power(st, uid: int) -> int:
    return board.power(st, uid)


# --- OP01-051 Eustass"Captain"Kid ------------------------------------------------------------------


def _kid_on_opponents_turn(real_pool, *, rested: bool, don: int):
    """P2's turn; P1 has Kid (rested or not, with ``don`` DON!! given) and another rested Character."""
    st = turn(0, 0, n=4)
    kid = add(st, real_pool, "OP01-051", 0, "characters", tapped=rested)
    attach(st, kid, don)
    other = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    return st, kid, other, att


def test_op01_051_kid_rested_with_a_don_only_kid_can_be_attacked(real_pool):
    st, kid, other, att = _kid_on_opponents_turn(real_pool, rested=True, don=1)
    # 1-3-3: the prohibition beats the attack rules (7-1-1-2)
    refused(st, "attack", "1-3-3", attacker=att, target=leader(st, 0))
    refused(st, "attack", "1-3-3", attacker=att, target=other)
    st = act(st, "attack", attacker=att, target=kid)
    assert st.battle is not None and st.battle.target == kid


def test_op01_051_kid_needs_to_be_rested_and_to_have_a_don(real_pool):
    st, _kid, _other, att = _kid_on_opponents_turn(real_pool, rested=False, don=1)
    st = act(st, "attack", attacker=att, target=leader(st, 0))  # active Kid: no restriction
    assert st.battle is not None
    st, _kid, other, att = _kid_on_opponents_turn(real_pool, rested=True, don=0)
    st = act(st, "attack", attacker=att, target=other)  # [DON!! x1] unmet (8-3-2-3)
    assert st.battle is not None and st.battle.target == other


def test_op01_051_kid_rests_to_play_a_cost_3_character_or_none(real_pool):
    st = turn()
    kid = add(st, real_pool, "OP01-051", 0, "characters")
    cheap = add(st, real_pool, VANILLA_1, 0, "hand")
    big = add(st, real_pool, VANILLA_8, 0, "hand")
    st = act(st, "activate", uid=kid, ability=1)
    assert st.table.cards[kid].tapped  # the cost: rest this Character
    assert str(cheap) in option_ids(st) and str(big) not in option_ids(st)  # cost 3 or less
    st = choose(st, cheap)
    assert st.table.cards[cheap].zone == "characters"
    st = turn()
    kid = add(st, real_pool, "OP01-051", 0, "characters")
    cheap = add(st, real_pool, VANILLA_1, 0, "hand")
    st = act(st, "activate", uid=kid, ability=1)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[cheap].zone == "hand"


# --- OP08-118 Silvers Rayleigh ---------------------------------------------------------------------


def test_op08_118_rayleigh_gives_minus_3000_and_minus_2000_then_kos(real_pool):
    st = turn()
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # 10000
    mid = put(st, 1, "FX01-003", "characters")  # 4000
    small = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000
    st, _u = play(st, real_pool, "OP08-118")
    assert sorted(option_ids(st)) == sorted(map(str, (big, mid, small)))
    st = choose(st, big, mid)  # select up to 2
    assert sorted(option_ids(st)) == sorted([str(big), str(mid)])  # which selected one gets -3000
    st = choose(st, big)
    assert power(st, big) == 7000 and power(st, mid) == 2000 and power(st, small) == 3000
    assert sorted(option_ids(st)) == sorted(
        [str(mid), str(small)]
    )  # K.O. 3000 power or less (after the minus)
    st = choose(st, mid)
    assert st.table.cards[mid].zone == "trash"
    st = end_turn(st)
    assert power(st, big) == 7000  # until the end of the opponent's next turn
    st = end_turn(st)
    assert power(st, big) == 10000


def test_op08_118_rayleigh_may_select_and_ko_none(real_pool):
    st = turn()
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _u = play(st, real_pool, "OP08-118")
    st = choose(st)  # select none (1-3-5-1)
    assert power(st, big) == 10000
    assert str(small) in option_ids(st)
    st = choose(st)  # K.O. none
    assert st.table.cards[small].zone == "characters" and not st.pending


# --- OP09-022 Lim ----------------------------------------------------------------------------------


def test_op09_022_lim_characters_are_played_rested_from_the_hand(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP09-022")
    st, uid = play(st, real_pool, VANILLA_1)
    assert st.table.cards[uid].zone == "characters" and st.table.cards[uid].tapped  # 3-7-5 overridden (1-3-1)
    st = turn()
    st, uid = play(st, real_pool, VANILLA_1)  # another Leader: active (3-7-5)
    assert not st.table.cards[uid].tapped


def test_op09_022_lim_rests_3_don_adds_a_rested_don_and_plays_an_odyssey_rested(real_pool):
    st = turn(5)
    lim = set_leader(st, real_pool, 0, "OP09-022")
    ody = add(st, real_pool, "OP09-038", 0, "hand")  # {ODYSSEY}, cost 4
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    st = act(st, "activate", uid=lim, ability=1)
    assert len(board.active_don(st, 0)) == 2  # the cost: rest 3
    assert pending_kind(st) is not None
    st = choose(st, "1")  # up to 1 DON!!: add it, rested
    assert len(st.table.zone(0, "cost_area")) == 6 and len(board.active_don(st, 0)) == 2
    assert str(ody) in option_ids(st) and str(other) not in option_ids(st)
    st = choose(st, ody)
    assert st.table.cards[ody].zone == "characters" and st.table.cards[ody].tapped


def test_op09_022_lim_may_add_no_don_and_play_nothing(real_pool):
    st = turn(5)
    lim = set_leader(st, real_pool, 0, "OP09-022")
    ody = add(st, real_pool, "OP09-038", 0, "hand")
    st = act(st, "activate", uid=lim, ability=1)
    st = choose(st, "0")
    assert len(st.table.zone(0, "cost_area")) == 5
    st = choose(st)
    assert st.table.cards[ody].zone == "hand"


# --- OP13-003 Gol.D.Roger --------------------------------------------------------------------------


def test_op13_003_roger_gives_a_don_placed_in_the_don_phase_to_the_leader(real_pool):
    st = turn(2, 0)
    roger = set_leader(st, real_pool, 0, "OP13-003")
    st = end_turn(end_turn(st))  # P1's next DON!! phase (6-4-1) places 2
    assert len(board.attached(st, roger)) == 1 and len(st.table.zone(0, "cost_area")) == 3
    # 9 or less DON!! on the field: 7000 - 2000, + 1000 for the given DON!! on its own turn (6-5-5-2)
    assert power(st, roger) == 6000


def test_op13_003_roger_gives_nothing_without_don_on_the_field(real_pool):
    st = turn(0, 0)
    roger = set_leader(st, real_pool, 0, "OP13-003")
    st = end_turn(end_turn(st))
    assert board.attached(st, roger) == [] and len(st.table.zone(0, "cost_area")) == 2
    assert power(st, roger) == 5000


def test_op13_003_roger_with_10_don_keeps_his_power(real_pool):
    st = turn(10, 0)
    roger = set_leader(st, real_pool, 0, "OP13-003")
    assert power(st, roger) == 7000
    board.return_one_don(st, st.table.zone(0, "cost_area")[0])
    assert power(st, roger) == 5000


# --- PRB02-006 Roronoa Zoro ------------------------------------------------------------------------


def _zoro_rested_by(real_pool, rester: str):
    """P2's turn: P1 has Zoro and another active Character; P2 plays ``rester`` and picks Zoro."""
    st = turn(0, 0, n=4)
    give_don(st, 1, 5)
    zoro = add(st, real_pool, "PRB02-006", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _u = play(st, real_pool, rester, player=1)
    st = choose(st, zoro, player=1)
    return st, zoro, other


def test_prb02_006_zoro_may_rest_another_character_instead(real_pool):
    st, zoro, other = _zoro_rested_by(real_pool, "OP01-033")  # a Character: "[On Play] Rest up to 1 …"
    assert st.pending[0].player == 0  # the replacement's cost is asked of Zoro's player (8-3-1-4)
    st = choose(st, "yes", player=0)
    assert paid_with_only(st, other)  # "your other Characters": the only one, taken (8-3-1, issue #17)
    assert not st.table.cards[zoro].tapped and st.table.cards[other].tapped


def test_prb02_006_zoro_declined_is_rested(real_pool):
    st, zoro, other = _zoro_rested_by(real_pool, "OP01-033")
    st = choose(st, "no", player=0)
    assert st.table.cards[zoro].tapped and not st.table.cards[other].tapped


def test_prb02_006_zoro_is_not_protected_from_an_event(real_pool):
    st, zoro, _other = _zoro_rested_by(real_pool, "ST02-017")  # an Event, not a Character's effect
    assert st.table.cards[zoro].tapped and not (st.pending and st.pending[0].player == 0)


# --- "-2000 power instead" replacements: ST15-005, PRB02-002 ------------------------------------


def _ko_by_opponent(st, real_pool, uid):
    """P2's Brachio Bomber (ST04-015, cost 6) picks ``uid`` to K.O. (an effect of the opponent); P2's DON!!
    are set active first (set-up only)."""
    for don in st.table.zone(1, "cost_area"):
        st.table.cards[don].tapped = False
    st, _ev = play(st, real_pool, "ST04-015", player=1)
    return choose(st, uid, player=1)


def _finish(st, player=1):
    """Answer the rest of the Event (the "up to 1 DON!!": none)."""
    while st.pending and st.pending[0].player == player:
        st = choose(st, "0", player=player)
    return st


def test_st15_005_and_prb02_002_may_take_minus_2000_instead_of_leaving(real_pool):
    for number, base in (("ST15-005", 6000), ("PRB02-002", 7000)):
        st = turn(0, 6, n=4)
        card = add(st, real_pool, number, 0, "characters")
        st = _ko_by_opponent(st, real_pool, card)
        assert st.pending[0].player == 0  # 8-3-1-4: the replacement's cost is the player's choice
        st = choose(st, "yes", player=0)
        st = _finish(st)
        assert st.table.cards[card].zone == "characters" and power(st, card) == base - 2000
        # [Once Per Turn] (10-2-13): a second removal this turn is not replaced
        st = _finish(_ko_by_opponent(st, real_pool, card))
        assert st.table.cards[card].zone == "trash", number


def test_st15_005_declined_leaves_and_own_effects_are_not_replaced(real_pool):
    st = turn(0, 6, n=4)
    ace = add(st, real_pool, "ST15-005", 0, "characters")
    st = _ko_by_opponent(st, real_pool, ace)
    st = _finish(choose(st, "no", player=0))
    assert st.table.cards[ace].zone == "trash"
    st = turn(5, 0)
    ace = add(st, real_pool, "ST15-005", 0, "characters")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP09-058")  # P1's own bounce: up to 1 of the opponent's Characters
    assert str(ace) not in option_ids(st) and str(theirs) in option_ids(st)


# --- ST30 ------------------------------------------------------------------------------------------


def test_st30_009_littleoars_trashes_itself_and_draws_to_save_a_6000_character(real_pool):
    st = turn(0, 6, n=4)
    oars = add(st, real_pool, "ST30-009", 0, "characters")
    ace = add(st, real_pool, "ST22-010", 0, "characters")  # Portgas.D.Ace, 6000 base power
    hand = len(st.table.zone(0, "hand"))
    st = _ko_by_opponent(st, real_pool, ace)
    st = _finish(choose(st, "yes", player=0))
    assert st.table.cards[ace].zone == "characters" and st.table.cards[oars].zone == "trash"
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_st30_009_littleoars_declined_or_other_power_does_nothing(real_pool):
    st = turn(0, 6, n=4)
    oars = add(st, real_pool, "ST30-009", 0, "characters")
    ace = add(st, real_pool, "ST22-010", 0, "characters")
    st = _finish(choose(_ko_by_opponent(st, real_pool, ace), "no", player=0))
    assert st.table.cards[ace].zone == "trash" and st.table.cards[oars].zone == "characters"
    st = turn(0, 6, n=4)
    oars = add(st, real_pool, "ST30-009", 0, "characters")
    other = add(st, real_pool, "OP01-065", 0, "characters")  # 7000 base power: not protected
    st = _finish(_ko_by_opponent(st, real_pool, other))
    assert st.table.cards[other].zone == "trash" and st.table.cards[oars].zone == "characters"


def test_st30_001_luffy_and_ace_minus_2000_with_a_7000_character(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "ST30-001")
    assert power(st, lead) == 6000
    add(st, real_pool, "OP01-065", 0, "characters")  # 7000 base power (4-9)
    assert power(st, lead) == 4000


def test_st30_001_luffy_and_ace_give_their_names_3000_on_the_opponents_turn(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "ST30-001")
    ace = add(st, real_pool, "ST22-010", 0, "characters")
    luffy = add(st, real_pool, "P-022", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    assert (power(st, ace), power(st, luffy)) == (6000, 6000)  # [Opponent's Turn] only (8-3-2-5)
    st = end_turn(st)
    assert (power(st, ace), power(st, luffy), power(st, other)) == (9000, 9000, 3000)


def _counter_st30_016(real_pool, names: tuple[str, ...]):
    from .helpers import attacked

    st, lead, _att = attacked(real_pool, "ST30-016")
    for number in names:
        add(st, real_pool, number, 0, "characters")
    return st, lead


def test_st30_016_counter_gives_3000_and_draws_with_ace_and_luffy(real_pool):
    from .helpers import attacked

    st, lead, _att = attacked(real_pool, "ST30-016")
    # the board is set before the Event resolves: add the two 6000 Characters, then answer
    add(st, real_pool, "ST22-010", 0, "characters")
    add(st, real_pool, "P-022", 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, lead, player=0)
    assert power(st, lead) == 5000 + 3000
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_st30_016_counter_needs_both_names_and_may_give_none(real_pool):
    from .helpers import attacked

    st, lead, _att = attacked(real_pool, "ST30-016")
    add(st, real_pool, "ST22-010", 0, "characters")  # Ace only
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, player=0)  # up to 1: none (1-3-5-1)
    assert power(st, lead) == 5000 and len(st.table.zone(0, "hand")) == hand


# --- ST32 ------------------------------------------------------------------------------------------


def test_st32_003_mihawk_plays_perona_or_a_slash_card_under_a_slash_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP01-001")  # <Slash>
    perona = add(st, real_pool, "OP06-093", 0, "hand")  # Perona, cost 4
    slash = add(st, real_pool, "OP01-012", 0, "hand")  # <Slash>, cost 2
    other = add(st, real_pool, VANILLA_1, 0, "hand")  # neither
    big = add(st, real_pool, "OP01-065", 0, "hand")  # cost 5, <Strike>
    st, _u = play(st, real_pool, "ST32-003")
    assert sorted(option_ids(st)) == sorted([str(perona), str(slash)])
    assert str(other) not in option_ids(st) and str(big) not in option_ids(st)
    st = choose(st, slash)
    assert st.table.cards[slash].zone == "characters"


def test_st32_003_mihawk_needs_a_slash_leader_and_may_play_none(real_pool):
    st = turn()  # FX01-001 Leader, not <Slash>
    slash = add(st, real_pool, "OP01-012", 0, "hand")
    st, _u = play(st, real_pool, "ST32-003")
    assert st.table.cards[slash].zone == "hand" and not st.pending
    st = turn()
    set_leader(st, real_pool, 0, "OP01-001")
    slash = add(st, real_pool, "OP01-012", 0, "hand")
    st, _u = play(st, real_pool, "ST32-003")
    st = choose(st)
    assert st.table.cards[slash].zone == "hand"


def test_st32_004_rayleigh_attacks_characters_the_turn_it_is_played_under_a_slash_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP01-001")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st, ray = play(st, real_pool, "ST32-004")
    while st.pending:
        st = choose(st)  # [On Play] rest up to 2: none
    refused(st, "attack", "10-1-1-1", attacker=ray, target=leader(st, 1))  # [Rush: Character]: not the Leader
    st = act(st, "attack", attacker=ray, target=theirs)
    assert st.battle is not None
    st = turn()
    theirs = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st, ray = play(st, real_pool, "ST32-004")
    while st.pending:
        st = choose(st)
    refused(st, "attack", "3-7-4", attacker=ray, target=theirs)


# --- ST35 ------------------------------------------------------------------------------------------


def test_st35_004_and_005_give_a_rested_don_then_play_a_revolutionary_army_from_hand_or_trash(real_pool):
    for number in ("ST35-004", "ST35-005"):
        st = turn(10)
        lead = leader(st, 0)
        joe = add(st, real_pool, "OP05-013", 0, "trash")  # {Revolutionary Army}, 2000
        karasu = add(st, real_pool, "OP09-100", 0, "hand")  # {Revolutionary Army}, 4000
        other = add(st, real_pool, VANILLA_1, 0, "hand")
        st, _u = play(st, real_pool, number)
        st = choose(st, "1")  # up to 1 rested DON!!
        assert len(board.attached(st, lead)) == 1
        assert sorted(option_ids(st)) == sorted([str(joe), str(karasu)]) and str(other) not in option_ids(st)
        st = choose(st, joe)
        assert st.table.cards[joe].zone == "characters", number


def test_st35_005_may_give_no_don_and_play_nothing(real_pool):
    st = turn(10)
    karasu = add(st, real_pool, "OP09-100", 0, "hand")
    st, _u = play(st, real_pool, "ST35-005")
    st = choose(st, "0")
    assert board.attached(st, leader(st, 0)) == []
    st = choose(st)
    assert st.table.cards[karasu].zone == "hand"


# --- PRB02 -----------------------------------------------------------------------------------------


def test_prb02_017_hancock_trashes_a_trigger_card_and_stops_an_attacker(real_pool):
    st = turn()
    trig = add(st, real_pool, "OP01-009", 0, "hand")  # has a [Trigger]
    plain = add(st, real_pool, VANILLA_1, 0, "hand")
    luffy = add(st, real_pool, "P-022", 1, "characters")
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _u = play(st, real_pool, "PRB02-017")
    st = choose(st, "yes")
    assert (
        paid_with_only(st, trig) and st.table.cards[plain].zone == "hand"
    )  # a card with a [Trigger]: the only one (8-3-1)
    opts = option_ids(st)
    assert (
        str(theirs) in opts and str(luffy) not in opts and str(leader(st, 1)) not in opts
    )  # their Leader is active
    st = choose(st, theirs)
    st = end_turn(st)
    refused(st, "attack", "1-3-3", attacker=theirs, target=leader(st, 0))
    st = act(st, "attack", attacker=luffy, target=leader(st, 0))
    assert st.battle is not None


def test_prb02_017_hancock_may_choose_the_rested_leader_or_decline(real_pool):
    st = turn()
    add(st, real_pool, "OP01-009", 0, "hand")
    st.table.cards[leader(st, 1)].tapped = True
    st, _u = play(st, real_pool, "PRB02-017")
    st = choose(st, "no")  # 8-3-1-4: the cost is optional
    assert not st.pending
    st = turn()
    trig = add(st, real_pool, "OP01-009", 0, "hand")
    st.table.cards[leader(st, 1)].tapped = True
    st, _u = play(st, real_pool, "PRB02-017")
    st = choose(choose(st, "yes"), trig)
    assert str(leader(st, 1)) in option_ids(st)


def test_prb02_018_ace_plays_a_cost_2_name_from_hand_or_trash_with_a_face_up_life(real_pool):
    st = turn()
    life = st.table.zone(0, "life")
    st.table.cards[life[0]].flags["face_up"] = True
    luffy = add(st, real_pool, "OP01-024", 0, "trash")  # Monkey.D.Luffy, cost 2
    other = add(st, real_pool, "OP01-009", 0, "hand")  # cost 2, another name
    st, _u = play(st, real_pool, "PRB02-018")
    assert str(luffy) in option_ids(st) and str(other) not in option_ids(st)
    st = choose(st, luffy)
    assert st.table.cards[luffy].zone == "characters"


def test_prb02_018_ace_needs_a_face_up_life_card(real_pool):
    st = turn()
    luffy = add(st, real_pool, "OP01-024", 0, "hand")
    st, _u = play(st, real_pool, "PRB02-018")
    assert st.table.cards[luffy].zone == "hand" and not st.pending


# --- ST16 / ST23 / ST26 ----------------------------------------------------------------------------


def test_st16_005_luffy_gains_1000_with_a_rested_uta(real_pool):
    st = turn()
    uta = set_leader(st, real_pool, 0, "ST11-001")  # Uta (Leader)
    luffy = add(st, real_pool, "ST16-005", 0, "characters")
    add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)  # rested, not Uta
    assert power(st, luffy) == 3000
    st.table.cards[uta].tapped = True
    assert power(st, luffy) == 4000


def test_st23_002_shanks_costs_3_less_against_an_8000_base_power_character(real_pool):
    st = turn()
    shanks = add(st, real_pool, "ST23-002", 0, "hand")
    add(st, real_pool, "OP01-065", 1, "characters")  # 7000
    assert board.play_price(st, shanks) == 9
    add(st, real_pool, "OP01-110", 1, "characters")  # 8000 base power
    assert board.play_price(st, shanks) == 6
    own = turn()
    mine = add(own, real_pool, "ST23-002", 0, "hand")
    add(own, real_pool, "OP01-110", 0, "characters")  # your own 8000: not the opponent's
    assert board.play_price(own, mine) == 9


def test_st23_002_shanks_gives_a_red_haired_or_uta_leader_2000_until_the_next_turn(real_pool):
    for number in ("ST05-001", "ST11-001"):  # {Red-Haired Pirates} Shanks, then [Uta]
        st = turn()
        lead = set_leader(st, real_pool, 0, number)
        st, _u = play(st, real_pool, "ST23-002")
        assert power(st, lead) == 7000
        st = end_turn(st)
        assert power(st, lead) == 7000  # through the opponent's turn
        st = end_turn(st)
        assert power(st, lead) == 5000, number
    st = turn()
    lead = leader(st, 0)
    st, _u = play(st, real_pool, "ST23-002")
    assert power(st, lead) == 5000  # another Leader: nothing (8-3-2)


def test_st26_001_soba_mask_discount_and_returns_every_san_gorou_and_sanji(real_pool):
    st = turn()
    mask = add(st, real_pool, "ST26-001", 0, "hand")
    sanji = add(st, real_pool, VANILLA_1, 0, "characters")  # Sanji, 3000: no discount
    assert board.play_price(st, mask) == 7
    gorou = add(st, real_pool, "OP05-065", 0, "characters")  # San-Gorou, 8000
    other = add(st, real_pool, "OP01-065", 0, "characters")
    assert board.play_price(st, mask) == 2
    st = act(st, "play", uid=mask)
    assert st.table.cards[gorou].zone == "hand" and st.table.cards[sanji].zone == "hand"
    assert st.table.cards[other].zone == "characters" and st.table.cards[mask].zone == "characters"


# --- costs of engine.onepiece.costs_starters: ST17-005, ST28-004, ST32-001, ST13-001, ST13-009, ST36-005


def test_st17_005_teach_places_a_hand_card_on_the_deck_to_give_up_to_2_rested_don(real_pool):
    st = turn(2)
    give_don(st, 0, 3, rested=True)
    teach = add(st, real_pool, "ST17-005", 0, "characters")
    card = add(st, real_pool, VANILLA_1, 0, "hand")
    st = act(st, "activate", uid=teach, ability=0)
    st = choose(st, card)  # the cost: this card to the top of the deck
    assert st.table.zone(0, "deck")[0] == card
    st = choose(st, "2")  # up to 2 (1-3-5-1)
    st = choose(st, teach)  # to 1 of your Leader or Characters
    assert len(board.attached(st, teach)) == 2


def test_st17_005_teach_may_give_no_don(real_pool):
    st = turn(2)
    give_don(st, 0, 3, rested=True)
    teach = add(st, real_pool, "ST17-005", 0, "characters")
    card = add(st, real_pool, VANILLA_1, 0, "hand")
    st = choose(choose(act(st, "activate", uid=teach, ability=0), card), "0")
    assert board.attached(st, teach) == [] and board.attached(st, leader(st, 0)) == [] and not st.pending


def test_st28_004_momonosuke_returns_2_given_don_for_rush_and_1000(real_pool):
    st = turn(0)
    momo = add(st, real_pool, "ST28-004", 0, "characters", entered_turn=3)
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    attach(st, momo, 1)
    attach(st, other, 1)
    assert power(st, momo) == 8000
    given = board.attached(st, momo) + board.attached(st, other)
    st = act(st, "activate", uid=momo, ability=1)
    assert paid_with_only(
        st, *given
    )  # "2 total": from any of your cards; exactly 2 given: taken (8-3-1, issue #17)
    assert board.attached(st, momo) == [] and board.attached(st, other) == []
    assert len(st.table.zone(0, "cost_area")) == 2 and all(
        st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")
    )
    assert power(st, momo) == 7000 + 1000  # its given DON!! left, then +1000 during this turn
    st = act(st, "attack", attacker=momo, target=leader(st, 1))  # [Rush] (10-1-1-1) on the turn it was played
    assert st.battle is not None


def test_st28_004_momonosuke_needs_2_given_don(real_pool):
    import pytest

    from engine.core import RulesError

    st = turn(0)
    momo = add(st, real_pool, "ST28-004", 0, "characters", entered_turn=3)
    attach(st, momo, 1)
    with pytest.raises(RulesError) as err:
        act(st, "activate", uid=momo, ability=1)
    assert err.value.rule is not None and err.value.rule.section.startswith("8-3-1")


def test_st32_001_kinemon_rests_a_slash_leader_or_a_don_to_draw_2_and_trash_1(real_pool):
    st = turn(3)
    lead = set_leader(st, real_pool, 0, "OP01-001")  # <Slash>
    st, _u = play(st, real_pool, "ST32-001")  # 1 DON!! paid: 2 active left
    st = choose(st, "yes")
    assert str(lead) in option_ids(st) and len(option_ids(st)) == 2  # the Leader or 1 DON!!
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, lead)
    assert st.table.cards[lead].tapped and len(board.active_don(st, 0)) == 2
    assert len(st.table.zone(0, "hand")) == hand + 2
    st = choose(st, st.table.zone(0, "hand")[0])  # trash 1
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_st32_001_kinemon_other_leader_only_a_don_or_decline(real_pool):
    st = turn(3)
    st, _u = play(st, real_pool, "ST32-001")
    don = board.active_don(st, 0)[0]
    st = choose(st, "yes")
    assert paid_with_only(st, don)  # not <Slash>: a DON!! only, taken (8-3-1, issue #17)
    assert len(board.active_don(st, 0)) == 1
    st = turn(3)
    hand = len(st.table.zone(0, "hand"))
    st, _u = play(st, real_pool, "ST32-001")
    st = choose(st, "no")
    assert len(st.table.zone(0, "hand")) == hand and len(board.active_don(st, 0)) == 2


def test_st13_001_sabo_adds_a_7000_character_face_up_to_life_for_2000(real_pool):
    st = turn(0)
    sabo = set_leader(st, real_pool, 0, "ST13-001")
    attach(st, sabo, 1)
    vergo = add(st, real_pool, "OP01-065", 0, "characters")  # cost 5, 7000
    small = add(st, real_pool, VANILLA_1, 0, "characters")  # cost 1: can't pay
    st = act(st, "activate", uid=sabo, ability=0)
    assert paid_with_only(st, vergo)  # the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.zone(0, "life")[0] == vergo and st.table.cards[vergo].flags.get("face_up")  # 3-10-2-1
    st = choose(st, small)
    assert power(st, small) == 5000
    st = end_turn(st)
    assert power(st, small) == 5000
    st = end_turn(st)
    assert power(st, small) == 3000  # until the start of your next turn


def test_st13_001_sabo_needs_a_don_and_may_give_none(real_pool):
    import pytest

    from engine.core import RulesError

    st = turn(0)
    sabo = set_leader(st, real_pool, 0, "ST13-001")
    add(st, real_pool, "OP01-065", 0, "characters")
    with pytest.raises(RulesError):
        act(st, "activate", uid=sabo, ability=0)  # [DON!! x1] (8-3-2-3)
    attach(st, sabo, 1)
    vergo = st.table.zone(0, "characters")[0]
    small = add(st, real_pool, VANILLA_1, 0, "characters")
    st = choose(act(st, "activate", uid=sabo, ability=0), vergo)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert not st.pending and power(st, small) == 3000


def _face_up_top_life(st, player: int = 0) -> int:
    top = st.table.zone(player, "life")[0]
    st.table.cards[top].flags["face_up"] = True
    return top


def test_st13_009_shanks_turns_a_face_up_life_down_to_trash_an_opponents_life(real_pool):
    from .helpers import hand_of

    st = turn()
    top = _face_up_top_life(st)
    hand_of(st, 1, 7)
    theirs = list(st.table.zone(1, "life"))
    st, _u = play(st, real_pool, "ST13-009")
    st = choose(st, "yes")
    st = choose(st, top)
    assert not st.table.cards[top].flags.get("face_up")
    st = choose(st, "1")  # up to 1
    assert st.table.cards[theirs[0]].zone == "trash" and len(st.table.zone(1, "life")) == len(theirs) - 1


def test_st13_009_shanks_needs_7_cards_and_a_face_up_life(real_pool):
    from .helpers import hand_of

    st = turn()
    _face_up_top_life(st)
    hand_of(st, 1, 6)
    life = len(st.table.zone(1, "life"))
    up = st.table.zone(0, "life")[0]
    st, _u = play(st, real_pool, "ST13-009")
    st = choose(st, "yes")
    assert paid_with_only(st, up)  # the only face-up Life card: taken (8-3-1, issue #17)
    assert len(st.table.zone(1, "life")) == life and not st.pending
    st = turn()  # no face-up Life card: the cost can't be paid (8-3-1-3)
    hand_of(st, 1, 7)
    st, _u = play(st, real_pool, "ST13-009")
    assert not st.pending and len(st.table.zone(1, "life")) == life


def test_st36_005_kid_turns_a_life_card_face_down_to_take_the_attack(real_pool):
    st = turn(0, 0, n=4)
    kid = add(st, real_pool, "ST36-005", 0, "characters")
    life = list(st.table.zone(0, "life"))
    st.table.cards[life[-1]].flags["face_up"] = True  # the bottom card is face up
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    assert st.pending[0].player == 0
    st = choose(st, "yes", player=0)
    assert paid_with_only(
        st, life[-1]
    )  # only the face-up end can be turned face down; the only card that pays it: taken (8-3-1, issue #17)
    assert not st.table.cards[life[-1]].flags.get("face_up")
    assert st.battle is not None and st.battle.target == kid  # the only [Eustass"Captain"Kid] (auto)


def test_st36_005_kid_turns_a_life_card_face_up_to_give_a_rested_don(real_pool):
    st = turn(2)
    give_don(st, 0, 1, rested=True)
    kid = add(st, real_pool, "ST36-005", 0, "characters")
    life = list(st.table.zone(0, "life"))
    st = act(st, "activate", uid=kid, ability=1)
    assert sorted(option_ids(st)) == sorted([str(life[0]), str(life[-1])])  # the top or the bottom
    st = choose(st, life[0])
    assert st.table.cards[life[0]].flags.get("face_up")
    st = choose(st, "1")
    assert len(board.attached(st, leader(st, 0))) == 1
    st = end_turn(end_turn(st))
    st.table.cards[life[0]].flags["face_up"] = True
    give_don(st, 0, 1, rested=True)
    kid2 = add(st, real_pool, "ST36-005", 0, "characters")
    st = choose(act(st, "activate", uid=kid2, ability=1), str(st.table.zone(0, "life")[-1]))
    st = choose(st, "0")  # up to 1: none
    assert board.attached(st, leader(st, 0)) == []


# --- ST08-002, ST13-005 ----------------------------------------------------------------------------


def _attack_through(st, attacker: int, target: int):
    """P2 attacks ``target``; P1 neither blocks nor counters."""
    st = act(st, "attack", attacker=attacker, target=target)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    return st


def test_st08_002_uta_cannot_be_kod_in_battle_by_a_leader(real_pool):
    st = turn(0, 0, n=4)
    uta = add(st, real_pool, "ST08-002", 0, "characters", tapped=True)
    st = _attack_through(st, leader(st, 1), uta)  # 5000 ≥ 3000, but a Leader (1-3-3)
    assert st.table.cards[uta].zone == "characters"
    st = turn(0, 0, n=4)
    uta = add(st, real_pool, "ST08-002", 0, "characters", tapped=True)
    st = _attack_through(st, add(st, real_pool, VANILLA_8, 1, "characters"), uta)  # a Character (7-1-4-2)
    assert st.table.cards[uta].zone == "trash"


def test_st08_002_uta_rests_to_give_minus_2_cost_or_none(real_pool):
    st = turn()
    uta = add(st, real_pool, "ST08-002", 0, "characters")
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "activate", uid=uta, ability=1)
    assert st.table.cards[uta].tapped
    st = choose(st, theirs)
    assert board.cost(st, theirs) == 6
    st = turn()
    uta = add(st, real_pool, "ST08-002", 0, "characters")
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    st = choose(act(st, "activate", uid=uta, ability=1))
    assert board.cost(st, theirs) == 8


def test_st13_005_ivankov_trashes_a_life_card_to_put_a_cost_5_character_on_life(real_pool):
    st = turn()
    life = list(st.table.zone(0, "life"))
    ace = add(st, real_pool, "ST22-010", 0, "hand")  # cost 5
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    st, _u = play(st, real_pool, "ST13-005")
    st = choose(st, "yes")
    st = choose(st, "bottom")  # the top or the bottom (3-10)
    assert st.table.cards[life[-1]].zone == "trash"
    assert str(ace) in option_ids(st) and str(other) not in option_ids(st)
    st = choose(st, ace)
    assert st.table.zone(0, "life")[0] == ace and not st.table.cards[ace].flags.get("face_up")  # face down


def test_st13_005_ivankov_may_decline_or_add_none(real_pool):
    st = turn()
    life = list(st.table.zone(0, "life"))
    ace = add(st, real_pool, "ST22-010", 0, "hand")
    st, _u = play(st, real_pool, "ST13-005")
    st = choose(st, "no")
    assert st.table.zone(0, "life") == life and st.table.cards[ace].zone == "hand"
    st = turn()
    ace = add(st, real_pool, "ST22-010", 0, "hand")
    st, _u = play(st, real_pool, "ST13-005")
    st = choose(choose(st, "yes"), "top")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[ace].zone == "hand" and len(st.table.zone(0, "life")) == len(life) - 1


# --- ST31-004, ST33-004, PRB01-001, PRB02-005 --------------------------------------------------------


def test_st31_004_luffy_gives_minus_1000_per_straw_hat_card_on_your_field(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP01-001")  # {Straw Hat Crew}
    add(st, real_pool, "OP01-065", 0, "characters")  # {Navy}: not counted
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _u = play(st, real_pool, "ST31-004")  # itself {Straw Hat Crew}: 2 in all (8-1-3-1)
    st = choose(st, theirs)
    assert power(st, theirs) == 10000 - 2000
    st = turn()
    set_leader(st, real_pool, 0, "OP01-001")
    add(st, real_pool, "P-022", 0, "characters")  # {Straw Hat Crew}: 3
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _u = play(st, real_pool, "ST31-004")
    st = choose(st, theirs)
    assert power(st, theirs) == 10000 - 3000
    st = end_turn(st)
    assert power(st, theirs) == 10000  # during this turn


def test_st31_004_luffy_may_give_none(real_pool):
    st = turn()
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _u = play(st, real_pool, "ST31-004")
    st = choose(st)
    assert power(st, theirs) == 10000 and not st.pending


def test_st33_004_borsalino_costs_3_less_in_a_turn_a_hand_card_was_trashed_by_an_effect(real_pool):
    st = turn()
    bors = add(st, real_pool, "ST33-004", 0, "hand")
    assert board.play_price(st, bors) == 6
    st, _u = play(st, real_pool, "ST32-001")  # Kin'emon: draw 2, trash 1 from your hand
    don = board.active_don(st, 0)[0]
    st = choose(st, "yes")
    assert paid_with_only(st, don)  # the cost: rest 1 DON!! (the only way: taken, 8-3-1)
    st = choose(st, next(u for u in st.table.zone(0, "hand") if u != bors))
    assert board.play_price(st, bors) == 3
    st = end_turn(end_turn(st))
    assert board.play_price(st, bors) == 6  # another turn


def test_st33_004_borsalino_no_discount_when_only_played_events_go_to_the_trash(real_pool):
    st = turn()
    bors = add(st, real_pool, "ST33-004", 0, "hand")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "ST04-015")  # an Event: played, not trashed by an effect
    st = choose(st, theirs)
    while st.pending:
        st = choose(st, "0")
    assert board.play_price(st, bors) == 6


def test_prb01_001_sanji_gives_rush_to_a_character_without_on_play(real_pool):
    st = turn()
    sanji = set_leader(st, real_pool, 0, "PRB01-001")
    plain = add(st, real_pool, VANILLA_1, 0, "characters", entered_turn=3)
    big = add(st, real_pool, VANILLA_8, 0, "characters", entered_turn=3)  # cost 8, no text
    onplay = add(st, real_pool, "ST31-004", 0, "characters", entered_turn=3)  # has an [On Play]
    st = act(st, "activate", uid=sanji, ability=0)
    assert sorted(option_ids(st)) == sorted([str(plain), str(big)]) and str(onplay) not in option_ids(st)
    st = choose(st, plain)
    st = act(st, "attack", attacker=plain, target=leader(st, 1))  # [Rush] (10-1-1-1)
    assert st.battle is not None


def test_prb01_001_sanji_may_give_none(real_pool):
    st = turn()
    sanji = set_leader(st, real_pool, 0, "PRB01-001")
    plain = add(st, real_pool, VANILLA_1, 0, "characters", entered_turn=3)
    st = choose(act(st, "activate", uid=sanji, ability=0))
    assert "Rush" not in board.keywords(st, plain)


def test_prb02_005_luffy_rests_an_opponents_don_at_the_start_of_their_main_phase(real_pool):
    st = turn(10, 5)
    set_leader(st, real_pool, 0, "ST30-001")  # multicolored
    st, _u = play(st, real_pool, "PRB02-005")
    st = end_turn(st)  # P2: refresh, draw, DON!! phase (7 DON!!), then the Main Phase
    assert len(st.table.zone(1, "cost_area")) == 7 and len(board.active_don(st, 1)) == 6
    st = end_turn(end_turn(st))
    assert len(board.active_don(st, 1)) == 9  # once only


def test_prb02_005_luffy_needs_a_multicolored_leader_and_7_or_less_opponent_don(real_pool):
    st = turn(10, 5)
    st, _u = play(st, real_pool, "PRB02-005")  # FX01-001: one color
    st = end_turn(st)
    assert len(board.active_don(st, 1)) == 7
    st = turn(10, 8)
    set_leader(st, real_pool, 0, "ST30-001")
    st, _u = play(st, real_pool, "PRB02-005")  # 8 DON!! on their field
    st = end_turn(st)
    assert len(board.active_don(st, 1)) == 10


def _mr3_rested_by_opponent(real_pool):
    st = turn(0, 0, n=4)
    give_don(st, 1, 5)
    mr3 = add(st, real_pool, "PRB02-009", 0, "characters")
    st, _u = play(
        st, real_pool, "OP01-033", player=1
    )  # "[On Play] Rest up to 1 of your opponent's Characters …"
    st = choose(st, mr3, player=1)
    return st, mr3


def test_prb02_009_mr3_rested_by_an_opponents_effect_may_trash_itself_and_draw_2(real_pool):
    st, mr3 = _mr3_rested_by_opponent(real_pool)
    assert st.table.cards[mr3].tapped and st.pending[0].player == 0  # 8-1-3-2-1: its auto effect
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, "yes", player=0)
    assert st.table.cards[mr3].zone == "trash" and len(st.table.zone(0, "hand")) == hand + 2


def test_prb02_009_mr3_may_decline_and_resting_itself_does_not_trigger(real_pool):
    st, mr3 = _mr3_rested_by_opponent(real_pool)
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, "no", player=0)
    assert st.table.cards[mr3].zone == "characters" and len(st.table.zone(0, "hand")) == hand
    st = turn()
    mr3 = add(st, real_pool, "PRB02-009", 0, "characters", entered_turn=1)
    st = act(st, "attack", attacker=mr3, target=leader(st, 1))  # rested to attack: not an opponent's effect
    assert st.table.cards[mr3].tapped and not any(p.player == 0 and p.kind == "pay" for p in st.pending)


def test_prb02_006_zoro_without_another_active_character_is_rested(real_pool):
    st = turn(0, 0, n=4)
    give_don(st, 1, 5)
    zoro = add(st, real_pool, "PRB02-006", 0, "characters")
    add(
        st, real_pool, VANILLA_1, 0, "characters", tapped=True
    )  # rested: can't pay "rest 1 … other" (8-3-1-3)
    st, _u = play(st, real_pool, "OP01-033", player=1)
    st = choose(st, zoro, player=1)
    assert st.table.cards[zoro].tapped and not (st.pending and st.pending[0].player == 0)


# --- the templated abilities of the cards this round made automated ---------------------------------


def test_st15_005_ace_has_rush_under_a_whitebeard_pirates_leader(real_pool):
    st = turn()
    ace = add(st, real_pool, "ST15-005", 0, "characters")
    assert "Rush" not in board.keywords(st, ace)
    set_leader(st, real_pool, 0, "OP02-001")  # {Whitebeard Pirates}
    assert "Rush" in board.keywords(st, ace)


def test_st31_004_luffy_has_rush_with_3_given_don(real_pool):
    st = turn(0)
    luffy = add(st, real_pool, "ST31-004", 0, "characters")
    attach(st, leader(st, 0), 2)
    assert "Rush" not in board.keywords(st, luffy)
    attach(st, luffy, 1)
    assert "Rush" in board.keywords(st, luffy)


def test_st28_004_momonosuke_gives_the_leader_1000_with_2_or_less_life(real_pool):
    from .helpers import life_of

    st = turn()
    add(st, real_pool, "ST28-004", 0, "characters")
    lead = leader(st, 0)
    life_of(st, 0, 3)
    assert power(st, lead) == 5000
    life_of(st, 0, 2)
    assert power(st, lead) == 6000
    st = end_turn(st)
    assert power(st, lead) == 5000  # [Your Turn] (8-3-2-4)


def test_st32_003_mihawk_draws_and_trashes_when_rested_on_your_turn(real_pool):
    st = turn()
    mihawk = add(st, real_pool, "ST32-003", 0, "characters", entered_turn=1)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=mihawk, target=leader(st, 1))
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.pending[0].player == 0
    st = choose(st, st.table.zone(0, "hand")[0], player=0)  # trash 1
    assert len(st.table.zone(0, "hand")) == hand


def test_st32_004_rayleigh_rests_up_to_2_cost_2_characters(real_pool):
    st = turn()
    a = add(st, real_pool, VANILLA_1, 1, "characters")  # cost 1
    b = add(st, real_pool, "OP01-012", 1, "characters")  # cost 2
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _u = play(st, real_pool, "ST32-004")
    assert str(big) not in option_ids(st)
    st = choose(st, a, b)
    assert st.table.cards[a].tapped and st.table.cards[b].tapped and not st.table.cards[big].tapped


def test_st35_004_koala_blocker_and_plus_1_cost_st35_005_plus_3(real_pool):
    st = turn()
    koala = add(st, real_pool, "ST35-004", 0, "characters")
    kuma = add(st, real_pool, "ST35-005", 0, "characters")
    assert "Blocker" in board.keywords(st, koala) and board.cost(st, koala) == 8
    assert "Blocker" not in board.keywords(st, kuma) and board.cost(st, kuma) == 8


def test_prb02_002_law_gives_minus_2000_when_attacking(real_pool):
    st = turn()
    law = add(st, real_pool, "PRB02-002", 0, "characters", entered_turn=1)
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=law, target=leader(st, 1))
    st = choose(st, theirs, player=0)
    assert power(st, theirs) == 8000


def test_prb02_017_hancock_trigger_kos_a_cost_4_character(real_pool):
    st = turn(0, 0, n=4)
    top = add(st, real_pool, "PRB02-017", 0, "life")
    small = add(st, real_pool, VANILLA_1, 1, "characters")  # P2's, cost 1
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = _attack_through(st, att, leader(st, 0))
    st = choose(st, "activate", player=0)  # 10-1-5-1
    assert str(small) in option_ids(st) and str(att) not in option_ids(st)  # cost 8: not 4 or less
    st = choose(st, small, player=0)
    assert st.table.cards[small].zone == "trash" and st.table.cards[top].zone == "trash"


def test_st30_014_mr3_gives_each_selected_6000_character_its_own_number_of_don(real_pool):
    st = turn(2)
    give_don(st, 0, 3, rested=True)
    mr3 = add(st, real_pool, "ST30-014", 0, "characters")
    ace = add(st, real_pool, "ST22-010", 0, "characters")  # 6000 base power
    luffy = add(st, real_pool, "P-022", 0, "characters")  # 6000 base power
    other = add(st, real_pool, "OP01-065", 0, "characters")  # 7000: not selectable
    st = act(st, "activate", uid=mr3, ability=0)
    assert st.table.cards[mr3].tapped  # the cost
    assert sorted(option_ids(st)) == sorted([str(ace), str(luffy)]) and str(other) not in option_ids(st)
    st = choose(st, ace, luffy)
    assert option_ids(st) == ["0", "1", "2"]
    st = choose(st, "2")
    assert option_ids(st) == ["0", "1"]  # 1 rested DON!! left (1-3-2)
    st = choose(st, "1")
    assert len(board.attached(st, ace)) == 2 and len(board.attached(st, luffy)) == 1 and not st.pending


def test_st30_014_mr3_may_select_none_or_give_zero(real_pool):
    st = turn(2)
    give_don(st, 0, 2, rested=True)
    mr3 = add(st, real_pool, "ST30-014", 0, "characters")
    ace = add(st, real_pool, "ST22-010", 0, "characters")
    st = choose(act(st, "activate", uid=mr3, ability=0))  # select none (1-3-5-1)
    assert board.attached(st, ace) == [] and not st.pending
    st = turn(2)
    give_don(st, 0, 2, rested=True)
    mr3 = add(st, real_pool, "ST30-014", 0, "characters")
    ace = add(st, real_pool, "ST22-010", 0, "characters")
    st = choose(choose(act(st, "activate", uid=mr3, ability=0), ace), "0")
    assert board.attached(st, ace) == [] and not st.pending


def _mr2_attacks(real_pool, don: int):
    """P1's Mr.2 (``don`` DON!! given) attacks P2's rested 10000 Character; P2 neither blocks nor counters."""
    st = turn(0)
    mr2 = add(st, real_pool, "ST08-013", 0, "characters", entered_turn=1)
    attach(st, mr2, don)
    theirs = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)
    st = act(st, "attack", attacker=mr2, target=theirs)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=1)
    return st, mr2, theirs


def test_st08_013_mr2_may_ko_the_character_it_battled_then_is_kod(real_pool):
    st, mr2, theirs = _mr2_attacks(real_pool, 1)
    assert st.table.cards[theirs].zone == "characters"  # 7000 < 10000: no K.O. in battle
    assert st.pending[0].player == 0  # 7-1-5-2: its end-of-battle effect, "you may" (8-1-2)
    st = choose(st, "yes")
    assert st.table.cards[theirs].zone == "trash" and st.table.cards[mr2].zone == "trash"


def test_st08_013_mr2_declined_or_without_don_nothing_happens(real_pool):
    st, mr2, theirs = _mr2_attacks(real_pool, 1)
    st = choose(st, "no")
    assert st.table.cards[theirs].zone == "characters" and st.table.cards[mr2].zone == "characters"
    st, mr2, theirs = _mr2_attacks(real_pool, 0)  # [DON!! x1] unmet (8-3-2-3)
    assert not st.pending and st.table.cards[mr2].zone == "characters"


def test_st08_013_mr2_stays_when_the_other_character_cannot_be_kod_by_effects(real_pool):
    from engine.core import Modifier

    st, mr2, theirs = _mr2_attacks(real_pool, 1)
    # set-up: an effect made it "cannot be K.O.'d by effects" (1-3-3)
    st.modifiers.append(
        Modifier(
            theirs,
            "keyword",
            0,
            keyword="Cannot Be K.O.'d By Effects",
            duration="this_turn",
            player=1,
            turn=st.turn,
        )
    )
    st = choose(st, "yes")
    assert (
        st.table.cards[theirs].zone == "characters" and st.table.cards[mr2].zone == "characters"
    )  # no "If you do"


def test_st22_001_ace_and_newgate_reveal_a_whitebeard_card_draw_1_and_put_it_on_top(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "ST22-001")
    wb = add(st, real_pool, "ST22-010", 0, "hand")  # {Whitebeard Pirates}
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    top = st.table.zone(0, "deck")[0]
    st = act(st, "activate", uid=lead, ability=0)
    assert (
        paid_with_only(st, wb) and st.table.cards[other].zone == "hand"
    )  # the only {Whitebeard Pirates} card (8-3-1)
    assert st.table.cards[top].zone == "hand"  # drew 1 first
    assert st.table.zone(0, "deck")[0] == wb  # then the revealed card on top
    refused(st, "activate", "10-2-13-3", uid=lead, ability=0)  # [Once Per Turn]


def test_st22_001_ace_and_newgate_needs_a_whitebeard_card(real_pool):
    import pytest

    from engine.core import RulesError

    st = turn()
    lead = set_leader(st, real_pool, 0, "ST22-001")
    add(st, real_pool, VANILLA_1, 0, "hand")
    with pytest.raises(RulesError):
        act(st, "activate", uid=lead, ability=0)  # 8-3-1-3: the cost can't be paid
