"""ONE PIECE cards ported from the ``opfin-old`` branch onto main's mechanisms, each played as the real card in an engine
game with every clause asserted and the rule it follows: OP02-005 Curly.Dadan ("Look at up to 5 cards", look_top with
stat up_to, 1-3-5-1), the replacement costs of OP07-029 Basil Hawkins (rest_opp_char) and OP11-101 Capone"Gang"Bege
(protected_to_life) (engine.onepiece.costs_more, 8-1-3-4-3), and the removal watch "by your opponent's effect" of OP13-078
Oro Jackson (8-1-3-1: a battle K.O. is no effect)."""

from __future__ import annotations

from engine.onepiece import board

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    battle_ko,
    choose,
    clear,
    give_don,
    ko_by_effect,
    needs_npm,
    option_ids,
    pending_kind,
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

SHANKS_KO_RESTED = "ST16-004"  # Shanks: [On Play] K.O. up to 1 of your opponent's rested Characters
BOUNCE_4 = "OP02-067"  # [Main] Return up to 1 Character with a cost of 4 or less to the owner's hand
RED_COST_1 = "OP01-010"  # Komachiyo: red Character, cost 1, no text
SUPERNOVA = "OP02-043"  # {Supernovas} Character, cost 4, no text
SUPERNOVA_LEADER = "OP01-003"  # a {Supernovas} Leader
ORO_JACKSON = "OP13-078"  # [Once Per Turn] When your {Roger Pirates} Character is removed by your opponent's effect: add 1 DON!!
ROGER_BLOCKER = "OP09-005"  # {Roger Pirates}, [Blocker]


def _ko_with(st, pool, number: str, target: int):
    """P1 plays ``number`` (an [On Play] or [Main] "K.O./return up to 1 …") and picks ``target`` (P1's DON!! set active
    first, so that it can be played twice in a turn)."""
    for don in st.table.zone(0, "cost_area"):
        st.table.cards[don].tapped = False
    st, _uid = play(st, pool, number)
    while st.pending and str(target) in option_ids(st):
        st = choose(st, target)
    return st


# --- OP02-005 Curly.Dadan: [On Play] Look at up to 5 cards from the top of your deck; reveal up to 1 red Character with a cost
# of 1 and add it to your hand. Then, place the rest at the bottom of your deck in any order ---


def _dadan(pool):
    st = turn()
    clear(st, 0, "hand")
    red = add(st, pool, RED_COST_1, 0, "deck")  # the 3rd from the top after the two below
    data = pool.get(RED_COST_1).data
    assert data["type"] == "Character" and "Red" in data["colors"] and int(data["cost"]) == 1
    for _ in range(2):
        add(st, pool, VANILLA_8, 0, "deck")
    return st, red


def _order_the_rest(st):
    while st.pending:  # the order of the rest at the bottom (1-3-8)
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    return st


def test_op02_005_dadan_looks_at_the_number_chosen_and_adds_a_red_cost_1_character(real_pool):
    st, red = _dadan(real_pool)
    top = list(st.table.zone(0, "deck")[:3])
    assert top[2] == red
    st, _dadan_uid = play(st, real_pool, "OP02-005")
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2", "3", "4", "5"]  # "up to 5" (1-3-5-1)
    st = choose(st, "3")
    assert str(red) in option_ids(st) and str(top[0]) not in option_ids(st)  # only a red Character with a cost of 1
    st = choose(st, red)  # "reveal up to 1 … and add it to your hand" (11-3-1)
    st = _order_the_rest(st)
    assert st.table.cards[red].zone == "hand"
    assert sorted(st.table.zone(0, "deck")[-2:]) == sorted(top[:2])  # the rest at the bottom (1-3-8)


def test_op02_005_dadan_looking_at_fewer_does_not_see_the_card(real_pool):
    st, red = _dadan(real_pool)
    top = list(st.table.zone(0, "deck")[:2])
    st, _dadan_uid = play(st, real_pool, "OP02-005")
    st = choose(st, "2")  # 2 cards: the red one is the 3rd (1-3-5-1)
    assert str(red) not in (option_ids(st) if st.pending else [])
    st = _order_the_rest(st)
    assert st.table.cards[red].zone == "deck" and st.table.zone(0, "deck")[0] == red
    assert sorted(st.table.zone(0, "deck")[-2:]) == sorted(top)  # the 2 looked at go to the bottom


def test_op02_005_dadan_may_look_at_none_and_may_add_none(real_pool):
    st, red = _dadan(real_pool)
    deck = list(st.table.zone(0, "deck"))
    st, _dadan_uid = play(st, real_pool, "OP02-005")
    st = choose(st, "0")  # "up to": 0 is allowed (1-3-5-1)
    assert not st.pending and list(st.table.zone(0, "deck")) == deck
    st, red = _dadan(real_pool)
    st, _dadan_uid = play(st, real_pool, "OP02-005")
    st = choose(st, "3")
    assert st.pending[0].min == 0  # "up to 1" (1-3-5-1): none may be added
    st = choose(st)
    st = _order_the_rest(st)
    assert st.table.cards[red].zone == "deck" and red in st.table.zone(0, "deck")[-3:]


# --- OP07-029 Basil Hawkins: If your Leader has the {Supernovas} type, this Character gains [Blocker]. [Once Per Turn] If this
# Character would be removed from the field by your opponent's effect, you may rest 1 of your opponent's Characters instead ---


def _hawkins(pool):
    st = turn(don=10, n=3)
    hawkins = add(st, pool, "OP07-029", 1, "characters", tapped=True)
    mine = add(st, pool, VANILLA_1, 0, "characters")  # active: P2 rests it instead
    return st, hawkins, mine


def test_op07_029_hawkins_rests_an_opponents_character_instead_once_per_turn(real_pool):
    st, hawkins, mine = _hawkins(real_pool)
    st = _ko_with(st, real_pool, SHANKS_KO_RESTED, hawkins)
    assert pending_kind(st) == "pay" and st.pending[0].player == 1  # 8-3-1-4: P2 may
    st = choose(st, "yes", player=1)
    shanks = st.table.zone(0, "characters")[-1]
    assert pending_kind(st) == "cost" and sorted(option_ids(st)) == sorted([str(mine), str(shanks)])  # P1's active ones
    st = choose(st, mine, player=1)
    assert st.table.cards[mine].tapped and st.table.cards[hawkins].zone == "characters"  # replaced (8-1-3-4-3)
    st = _ko_with(st, real_pool, SHANKS_KO_RESTED, hawkins)
    assert st.table.cards[hawkins].zone == "trash"  # [Once Per Turn] (10-2-13)


def test_op07_029_hawkins_declined_or_nothing_to_rest_is_removed(real_pool):
    st, hawkins, _mine = _hawkins(real_pool)
    st = _ko_with(st, real_pool, SHANKS_KO_RESTED, hawkins)
    st = choose(st, "no", player=1)  # 8-3-1-4: "you may"
    assert st.table.cards[hawkins].zone == "trash"
    st, hawkins, mine = _hawkins(real_pool)
    st.table.cards[mine].tapped = True  # no active Character of P1 to rest: the cost can't be paid (8-3-1-3)
    st = ko_by_effect(st, real_pool, hawkins, 0)  # an Event's K.O.
    assert not st.pending and st.table.cards[hawkins].zone == "trash"


def test_op07_029_hawkins_is_kod_in_battle(real_pool):
    st, hawkins, _mine = _hawkins(real_pool)
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=hawkins)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert pending_kind(st) != "pay" and st.table.cards[hawkins].zone == "trash"  # a battle K.O. is no effect (7-1-4-1-2)


def test_op07_029_hawkins_gains_blocker_under_a_supernovas_leader(real_pool):
    st, hawkins, _mine = _hawkins(real_pool)
    assert "Blocker" not in board.keywords(st, hawkins)
    set_leader(st, real_pool, 1, SUPERNOVA_LEADER)
    assert "Blocker" in board.keywords(st, hawkins)  # 8-3-2, 10-1-2


# --- OP11-101 Capone"Gang"Bege: [Blocker]; [Once Per Turn] If your {Supernovas} type Character other than [Capone"Gang"Bege]
# would be removed from the field by your opponent's effect, you may add it to the top of your Life cards face-down instead ---


def _bege(pool):
    st = turn(don=10, n=3)
    bege = add(st, pool, "OP11-101", 1, "characters")
    nova = add(st, pool, SUPERNOVA, 1, "characters")
    plain = add(st, pool, VANILLA_1, 1, "characters")
    return st, bege, nova, plain


def test_op11_101_bege_puts_a_supernovas_character_on_top_of_life_instead(real_pool):
    st, bege, nova, _plain = _bege(real_pool)
    assert "Blocker" in board.keywords(st, bege)  # 10-1-2
    life = len(st.table.zone(1, "life"))
    st = _ko_with(st, real_pool, BOUNCE_4, nova)
    assert pending_kind(st) == "pay" and st.pending[0].player == 1  # 8-3-1-4: P2 may
    st = choose(st, "yes", player=1)
    assert st.table.zone(1, "life")[0] == nova and len(st.table.zone(1, "life")) == life + 1  # the top (3-10)
    assert not st.table.cards[nova].flags.get("face_up")  # face down
    nova2 = add(st, real_pool, SUPERNOVA, 1, "characters")
    st = _ko_with(st, real_pool, BOUNCE_4, nova2)
    assert st.table.cards[nova2].zone == "hand"  # [Once Per Turn] (10-2-13)


def test_op11_101_bege_protects_neither_itself_nor_other_types_and_may_decline(real_pool):
    st, bege, nova, plain = _bege(real_pool)
    st = _ko_with(st, real_pool, BOUNCE_4, plain)
    assert st.table.cards[plain].zone == "hand"  # not {Supernovas}
    st = _ko_with(st, real_pool, BOUNCE_4, bege)
    assert st.table.cards[bege].zone == "hand"  # "other than [Capone"Gang"Bege]"
    st, bege, nova, plain = _bege(real_pool)
    st = _ko_with(st, real_pool, BOUNCE_4, nova)
    st = choose(st, "no", player=1)  # 8-3-1-4
    assert st.table.cards[nova].zone == "hand"


def test_op11_101_bege_ignores_its_own_players_effect(real_pool):
    st = turn(don=0, opp_don=10, n=4)  # P2's turn: P2 returns its own {Supernovas} Character
    add(st, real_pool, "OP11-101", 1, "characters")
    nova = add(st, real_pool, SUPERNOVA, 1, "characters")
    st, _ev = play(st, real_pool, BOUNCE_4, player=1)
    st = choose(st, nova, player=1)
    assert not st.pending and st.table.cards[nova].zone == "hand"  # not "your opponent's effect": no offer (8-1-3-4-3)


# --- the removal watch and K.O.s in battle (8-1-3-1): a text that says "removed from the field by your opponent's effect"
# does not see a K.O. in battle (7-1-4-1-2 is the rules', no effect's) ---


def _oro(pool):
    st = turn(don=0, opp_don=2, n=4)  # P2's turn; P1 has Oro Jackson and a {Roger Pirates} Character
    add(st, pool, ORO_JACKSON, 0, "stage")
    crew = add(st, pool, ROGER_BLOCKER, 0, "characters", tapped=True)
    return st, crew


def test_removal_watch_by_the_opponents_effect_ignores_a_battle_ko(real_pool):
    st, crew = _oro(real_pool)
    don = len(st.table.zone(0, "cost_area"))
    st = battle_ko(st, real_pool, crew)
    assert st.table.cards[crew].zone == "trash"
    assert not st.pending and len(st.table.zone(0, "cost_area")) == don  # a battle K.O. is no effect: not watched


def test_removal_watch_by_the_opponents_effect_sees_an_effect_ko(real_pool):
    st, crew = _oro(real_pool)
    don = len(st.table.zone(0, "cost_area"))
    give_don(st, 1, 8)
    st, _ev = play(st, real_pool, "ST04-015", player=1)  # Brachio Bomber: K.O. up to 1 cost 6 or less, then up to 1 DON!!
    st = choose(st, crew, player=1)
    while st.pending:  # each answers their own question: the most DON!! (P1's Oro Jackson: "up to 1")
        st = choose(st, option_ids(st)[-1], player=st.pending[0].player)
    assert st.table.cards[crew].zone == "trash"
    assert len(st.table.zone(0, "cost_area")) == don + 1  # 8-1-3-1: up to 1 DON!! added
