"""The last hand-resolved ONE PIECE cards now automated (per-card scripts and the mechanisms they needed), each played
as the real card in an engine game with every clause asserted and the rule it follows: prohibitions beat
instructions (1-3-3), [DON!! xN] abilities live only while enough DON!! is given (10-2-9), continuous effects
(8-1-3-4)."""

from __future__ import annotations

from engine.onepiece import board, ko_history

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
    hand_of,
    ko_by_effect,
    leader,
    needs_npm,
    option_ids,
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
    set_real_leader as set_leader,
)
from .helpers import (
    turn_with_don as turn,
)
from .test_mid_set_scripts import pay_all
from .test_opx_cards import trigger_of

pytestmark = needs_npm

SPECIAL_8000 = "OP04-107"  # Charlotte Perospero: <Special>, cost 6, 8000 power, no text
SHANKS_KO_RESTED = "ST16-004"  # Shanks: <Slash> Character, [On Play] K.O. up to 1 of your opponent's rested Characters
TREBOL_KO_RESTED = "OP04-030"  # Trebol: <Special> Character, [On Play] K.O. up to 1 rested Character with a cost of 5 or less
VANILLA_7 = "OP01-092"  # no text, cost 7, 9000 power
VANILLA_6 = "OP02-055"  # no text, cost 6, 8000 power
URSA_SHOCK = "OP12-096"  # Event: [Main] K.O. up to 1 of your opponent's Characters with a cost of 4 or less


def _attack_through(st, attacker: int, target: int):
    """The turn player attacks ``target``; the defender neither blocks nor counters."""
    st = act(st, "attack", attacker=attacker, target=target)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    return st


def _ko_with(st, pool, number: str, target: int):
    """P1 plays ``number`` (an [On Play] or [Main] "K.O. up to 1 …") and picks ``target``."""
    st, _uid = play(st, pool, number)
    while st.pending and str(target) in option_ids(st):
        st = choose(st, target)
    return st


# --- P-025 Smoker: [DON!! x1] cannot be K.O.'d in battle by Characters without the <Special> attribute ---


def _rested_smoker(pool, number: str, don: int):
    st = turn(don=10, n=3)
    smoker = add(st, pool, number, 1, "characters", tapped=True)
    if don:
        attach(st, smoker, don)
    return st, smoker


def test_p025_smoker_is_not_kod_in_battle_by_a_character_without_special(real_pool):
    st, smoker = _rested_smoker(real_pool, "P-025", 1)
    slash = add(st, real_pool, VANILLA_8, 0, "characters")  # <Slash>, 10000 ≥ 5000
    st = _attack_through(st, slash, smoker)
    assert st.table.cards[smoker].zone == "characters"  # 1-3-3: the prohibition beats 7-1-4-1-2


def test_p025_smoker_is_kod_by_a_special_character_or_a_leader(real_pool):
    st, smoker = _rested_smoker(real_pool, "P-025", 1)
    special = add(st, real_pool, SPECIAL_8000, 0, "characters")
    st = _attack_through(st, special, smoker)
    assert st.table.cards[smoker].zone == "trash"  # <Special>: 7-1-4-1-2 applies
    st, smoker = _rested_smoker(real_pool, "P-025", 1)
    st = _attack_through(st, leader(st, 0), smoker)  # a Leader is not a Character of the text
    assert st.table.cards[smoker].zone == "trash"


def test_p025_smoker_without_don_is_kod_by_any_character(real_pool):
    st, smoker = _rested_smoker(real_pool, "P-025", 0)
    slash = add(st, real_pool, VANILLA_8, 0, "characters")
    st = _attack_through(st, slash, smoker)
    assert st.table.cards[smoker].zone == "trash"  # 10-2-9: [DON!! x1] not met


# --- OP11-005 Smoker: [Blocker]; [DON!! x1] cannot be K.O.'d by effects of Characters without the <Special> attribute ---


def test_op11_005_smoker_is_not_kod_by_the_effect_of_a_character_without_special(real_pool):
    st, smoker = _rested_smoker(real_pool, "OP11-005", 1)
    st = _ko_with(st, real_pool, SHANKS_KO_RESTED, smoker)  # <Slash> Character's [On Play]
    assert st.table.cards[smoker].zone == "characters"  # 1-3-3


def test_op11_005_smoker_is_kod_by_a_special_characters_effect_or_an_event(real_pool):
    st, smoker = _rested_smoker(real_pool, "OP11-005", 1)
    st = _ko_with(st, real_pool, TREBOL_KO_RESTED, smoker)  # <Special>
    assert st.table.cards[smoker].zone == "trash"
    st, smoker = _rested_smoker(real_pool, "OP11-005", 1)
    st = _ko_with(st, real_pool, URSA_SHOCK, smoker)  # an Event is no Character
    assert st.table.cards[smoker].zone == "trash"


def test_op11_005_smoker_without_don_is_kod_and_is_kod_in_battle(real_pool):
    st, smoker = _rested_smoker(real_pool, "OP11-005", 0)
    st = _ko_with(st, real_pool, SHANKS_KO_RESTED, smoker)
    assert st.table.cards[smoker].zone == "trash"  # 10-2-9
    st, smoker = _rested_smoker(real_pool, "OP11-005", 1)
    st = _attack_through(st, add(st, real_pool, VANILLA_8, 0, "characters"), smoker)
    assert st.table.cards[smoker].zone == "trash"  # a battle K.O. is no effect's (7-1-4-1-2)


def test_op11_005_smoker_has_blocker(real_pool):
    st, smoker = _rested_smoker(real_pool, "OP11-005", 0)
    assert "Blocker" in board.keywords(st, smoker)  # 10-1-2


# --- ST14-001 Monkey.D.Luffy (Leader): [DON!! x1] All of your Characters gain +1 cost. If you have a Character with a cost
# of 8 or more, this Leader gains +1000 power ---


def _luffy(pool, don: int, character: str):
    st = turn(don=0, n=3)
    lead = set_leader(st, pool, 0, "ST14-001")
    if don:
        attach(st, lead, don)
    mine = add(st, pool, character, 0, "characters")
    theirs = add(st, pool, VANILLA_7, 1, "characters")
    return st, lead, mine, theirs


def test_st14_001_luffy_gives_your_characters_1_cost_and_the_cost_counts_for_the_power(real_pool):
    st, lead, mine, theirs = _luffy(real_pool, 1, VANILLA_7)
    assert board.cost(st, mine) == 8  # 8-1-3-4: your Characters only
    assert board.cost(st, theirs) == 7
    assert board.power(st, lead) == 5000 + 1000 + 1000  # the given DON!! (6-5-5-2) and the +1000: 7 + 1 is 8 (8-3-2)


def test_st14_001_luffy_without_a_cost_8_character_gains_no_power(real_pool):
    st, lead, mine, _theirs = _luffy(real_pool, 1, VANILLA_6)
    assert board.cost(st, mine) == 7
    assert board.power(st, lead) == 5000 + 1000  # 8-3-2: the condition is not met


def test_st14_001_luffy_without_don_does_nothing(real_pool):
    st, lead, mine, _theirs = _luffy(real_pool, 0, VANILLA_8)
    assert board.cost(st, mine) == 8  # printed cost: no +1 (10-2-9, [DON!! x1] not met)
    assert board.power(st, lead) == 5000  # a cost 8 Character, but the ability is not live


# --- OP01-062 Crocodile (Leader): [DON!! x1] When you activate an Event, you may draw 1 card if you have 4 or less cards in
# your hand and haven't drawn a card using this Leader's effect during this turn ---

DRAW_2_EVENT = "OP03-056"  # Sanji's Pilaf: [Main] Draw 2 cards


def _crocodile(pool, don: int, hand: int):
    st = turn(don=10, n=3)
    lead = set_leader(st, pool, 0, "OP01-062")
    if don:
        attach(st, lead, don)
    hand_of(st, 0, hand)
    return st, lead


def _event(st, pool, answer: str | None = None):
    """P1 plays the draw-2 Event; Crocodile's "may" is answered with ``answer`` when asked (8-1-2)."""
    st, _uid = play(st, pool, DRAW_2_EVENT)
    asked = False
    while st.pending and st.pending[0].player == 0:
        assert answer is not None, "Crocodile asked while it should not trigger"
        asked = True
        st = choose(st, answer)
    return st, asked


def test_op01_062_crocodile_draws_once_per_turn_when_an_event_is_activated(real_pool):
    st, _lead = _crocodile(real_pool, 1, 2)
    st, asked = _event(st, real_pool, "yes")
    assert asked  # 8-5-4: an Event played from the hand is activated
    assert len(st.table.zone(0, "hand")) == 2 + 2 + 1  # the Event's 2 and Crocodile's 1 (2 + 2 ≤ 4 when it resolves)
    trash_hand = st.table.zone(0, "hand")[:4]
    for u in trash_hand:  # back to 1 card: the hand condition holds again
        st.table.move(u, "trash")
    st, asked = _event(st, real_pool)  # it has drawn during this turn: no second draw (its own condition, 8-3-2)
    assert not asked and len(st.table.zone(0, "hand")) == 1 + 2


def test_op01_062_crocodile_declined_may_stays_usable(real_pool):
    st, _lead = _crocodile(real_pool, 1, 0)
    st, asked = _event(st, real_pool, "no")
    assert asked and len(st.table.zone(0, "hand")) == 2  # 8-1-2: "you may" declined, no draw
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "trash")
    st, asked = _event(st, real_pool, "yes")  # nothing was drawn by it yet: it still may draw
    assert asked and len(st.table.zone(0, "hand")) == 3


def test_op01_062_crocodile_needs_4_or_less_cards_and_a_don(real_pool):
    st, _lead = _crocodile(real_pool, 1, 3)  # 3 + 2 = 5 cards when it resolves: 8-3-2 not met
    st, asked = _event(st, real_pool, "yes")
    assert len(st.table.zone(0, "hand")) == 5
    st, _lead = _crocodile(real_pool, 0, 0)  # 10-2-9: no DON!! given
    st, asked = _event(st, real_pool)
    assert not asked and len(st.table.zone(0, "hand")) == 2


# --- OP10-118 Monkey.D.Luffy: Once per turn, this Character cannot be K.O.'d by your opponent's effects. [When Attacking] You
# may place 3 cards from your trash at the bottom of your deck: if your opponent has 5 or more cards in hand, they trash 1 ---

BRACHIO = "ST04-015"  # [Main] K.O. up to 1 of your opponent's Characters with a cost of 6 or less


def _refresh_don(st, player: int) -> None:
    for u in st.table.zone(player, "cost_area"):
        st.table.cards[u].tapped = False


def test_op10_118_luffy_survives_the_first_ko_by_an_opponents_effect_each_turn(real_pool):
    st = turn(don=0, opp_don=10, n=4)  # P2's turn
    luffy = add(st, real_pool, "OP10-118", 0, "characters")
    st = ko_by_effect(st, real_pool, luffy, 1)
    assert st.table.cards[luffy].zone == "characters"  # 1-3-3: the prohibition stops the first K.O.
    _refresh_don(st, 1)
    st = ko_by_effect(st, real_pool, luffy, 1)
    assert st.table.cards[luffy].zone == "trash"  # once per turn: the second K.O. of the turn goes through


def test_op10_118_luffy_is_protected_again_next_turn_and_not_in_battle(real_pool):
    st = turn(don=0, opp_don=10, n=4)
    luffy = add(st, real_pool, "OP10-118", 0, "characters")
    st = ko_by_effect(st, real_pool, luffy, 1)
    st.turn += 2  # a later turn of P2 (10-2-13: once per turn)
    _refresh_don(st, 1)
    st = ko_by_effect(st, real_pool, luffy, 1)
    assert st.table.cards[luffy].zone == "characters"
    st = battle_ko(st, real_pool, luffy)
    assert st.table.cards[luffy].zone == "trash"  # a battle K.O. is no effect's (7-1-4-1-2)


def _luffy_attacks(pool, trash: int, opp_hand: int):
    st = turn(don=0, n=3)
    luffy = add(st, pool, "OP10-118", 0, "characters")
    for _ in range(trash):
        add(st, pool, VANILLA_6, 0, "trash")
    hand_of(st, 1, opp_hand)
    st = act(st, "attack", attacker=luffy, target=leader(st, 1))
    return st


def test_op10_118_luffy_when_attacking_bottoms_3_trash_cards_and_the_opponent_trashes_1(real_pool):
    st = _luffy_attacks(real_pool, 3, 5)
    opp_trash = len(st.table.zone(1, "trash"))
    st = choose(st, "yes")  # 8-3-1-4: pay the optional cost
    while st.pending and st.pending[0].player == 0:  # the order of the 3 cards at the bottom (any order)
        st = choose(st, option_ids(st)[0])
    assert st.table.zone(0, "trash") == [] and len(st.table.zone(0, "deck")) >= 3
    assert st.pending and st.pending[0].player == 1  # the opponent chooses the card they trash
    st = choose(st, option_ids(st)[0], player=1)
    assert len(st.table.zone(1, "hand")) == 4 and len(st.table.zone(1, "trash")) == opp_trash + 1


def test_op10_118_luffy_when_attacking_with_4_cards_or_2_trash_cards(real_pool):
    st = _luffy_attacks(real_pool, 3, 4)
    st = choose(st, "yes")
    while st.pending and st.pending[0].player == 0:
        st = choose(st, option_ids(st)[0])
    assert st.table.zone(0, "trash") == [] and len(st.table.zone(1, "hand")) == 4  # 8-3-2: 4 < 5, nothing trashed
    st = _luffy_attacks(real_pool, 2, 5)
    assert pending_kind(st) != "may" or "yes" not in option_ids(st)  # 8-3-1-3: the cost can't be paid
    assert len(st.table.zone(0, "trash")) == 2 and len(st.table.zone(1, "hand")) == 5


# --- OP08-045 Thatch: If this Character would be removed from the field by your opponent's effect or K.O.'d, trash this
# Character and draw 1 card instead ---

BOUNCE_4 = "OP02-067"  # [Main] Return up to 1 Character with a cost of 4 or less to the owner's hand


def _thatch(pool, n: int):
    st = turn(don=10, opp_don=10, n=n)
    thatch = add(st, pool, "OP08-045", 0, "characters")
    return st, thatch, len(st.table.zone(0, "hand"))


def _bounce(st, pool, uid: int, player: int):
    st, _ev = play(st, pool, BOUNCE_4, player=player)
    st = choose(st, uid, player=player)
    while st.pending and st.pending[0].player == player:
        st = choose(st, option_ids(st)[0], player=player)
    return st


def test_op08_045_thatch_is_trashed_and_draws_instead_of_a_ko_by_an_opponents_effect(real_pool):
    st, thatch, hand = _thatch(real_pool, 4)
    st = ko_by_effect(st, real_pool, thatch, 1)
    assert st.table.cards[thatch].zone == "trash"  # 8-1-3-4-3: trashed by its replacement, no question asked
    assert len(st.table.zone(0, "hand")) == hand + 1  # and 1 card drawn
    assert not ko_history.ko_this_turn(st, 0)  # "instead": it was trashed, not K.O.'d (10-2-1)


def test_op08_045_thatch_replaces_a_battle_ko(real_pool):
    st, thatch, hand = _thatch(real_pool, 4)
    st = battle_ko(st, real_pool, thatch)
    assert st.table.cards[thatch].zone == "trash" and len(st.table.zone(0, "hand")) == hand + 1  # 10-2-1: K.O.'d in battle
    assert not ko_history.ko_this_turn(st, 0)
    assert st.battle is None or st.battle.step == "end"


def test_op08_045_thatch_replaces_a_return_to_hand_by_the_opponent_only(real_pool):
    st, thatch, hand = _thatch(real_pool, 4)
    st = _bounce(st, real_pool, thatch, 1)  # the opponent's effect removes it
    assert st.table.cards[thatch].zone == "trash" and len(st.table.zone(0, "hand")) == hand + 1
    st, thatch, hand = _thatch(real_pool, 3)
    st = _bounce(st, real_pool, thatch, 0)  # your own effect: "by your opponent's effect" is not met
    assert st.table.cards[thatch].zone == "hand" and len(st.table.zone(0, "hand")) == hand + 1 - 1 + 1


# --- OP13-064 Gol.D.Roger: Your Leader and all of your Characters that do not have a type including "Roger Pirates" have their
# effects negated. [On Play] DON!! -3: your Leader +2000 power, then all of your opponent's Characters -2000 power (until the
# end of your opponent's next End Phase) ---

ROGER = "OP13-064"
ROGER_BLOCKER = "OP09-005"  # {Roger Pirates}, [Blocker]
OTHER_BLOCKER = "OP01-100"  # {Land of Wano}/{Kurozumi Clan}, [Blocker]


def _roger_board(pool):
    st = turn(don=10, n=3)
    lead = set_leader(st, pool, 0, "ST14-001")  # [DON!! x1] All of your Characters gain +1 cost
    attach(st, lead, 1)
    mine = add(st, pool, OTHER_BLOCKER, 0, "characters")
    roger_crew = add(st, pool, ROGER_BLOCKER, 0, "characters")
    theirs = add(st, pool, OTHER_BLOCKER, 1, "characters")
    return st, lead, mine, roger_crew, theirs


def test_op13_064_roger_negates_your_leader_and_your_other_characters(real_pool):
    st, lead, mine, roger_crew, theirs = _roger_board(real_pool)
    assert board.cost(st, mine) == 3 and "Blocker" in board.keywords(st, mine)  # before: the Leader's +1 cost works
    roger = add(st, real_pool, ROGER, 0, "characters")
    assert board.negated(st, lead)  # 8-2-1-1: your Leader, whatever its type
    assert board.cost(st, mine) == 2  # the Leader's continuous +1 cost is gone (8-1-3-4)
    assert "Blocker" not in board.keywords(st, mine)  # a Character without the type loses its [Blocker]
    assert "Blocker" in board.keywords(st, roger_crew) and not board.negated(st, roger_crew)  # "Roger Pirates" is spared
    assert not board.negated(st, roger)  # Roger has the type
    assert "Blocker" in board.keywords(st, theirs) and not board.negated(st, theirs)  # "your": the opponent's are not


def test_op13_064_roger_negation_ends_when_it_leaves_the_field(real_pool):
    st, lead, mine, _roger_crew, _theirs = _roger_board(real_pool)
    roger = add(st, real_pool, ROGER, 0, "characters")
    assert board.negated(st, mine)
    st.table.move(roger, "trash")
    assert not board.negated(st, lead) and board.cost(st, mine) == 3 and "Blocker" in board.keywords(st, mine)  # 8-1-3-4


def test_op13_064_roger_on_play_returns_3_don_for_2000_and_minus_2000(real_pool):
    st = turn(don=10, n=3)
    lead = leader(st, 0)
    theirs = add(st, real_pool, OTHER_BLOCKER, 1, "characters")
    st, _roger = play(st, real_pool, ROGER)
    assert pending_kind(st) == "pay", option_ids(st)  # 8-3-1-4: DON!! -3 is an optional cost
    st = choose(st, "yes")
    while st.pending and st.pending[0].player == 0:
        st = choose(st, option_ids(st)[0])
    assert len(st.table.zone(0, "cost_area")) == 7  # DON!! -3 (10-2-10)
    assert board.power(st, lead) == 5000 + 2000
    assert board.power(st, theirs) == 3000 - 2000
    st = end_turn(st)  # the opponent's turn: both still apply ("until the end of your opponent's next End Phase")
    assert board.power(st, lead) == 7000 and board.power(st, theirs) == 1000


def test_op13_064_roger_on_play_without_3_don_does_nothing(real_pool):
    st = turn(don=10, n=3)
    theirs = add(st, real_pool, OTHER_BLOCKER, 1, "characters")
    st, _roger = play(st, real_pool, ROGER)
    assert pending_kind(st) == "pay"
    st = choose(st, "no")
    assert board.power(st, leader(st, 0)) == 5000 and board.power(st, theirs) == 3000  # declined: no effect


# --- P-055 Monkey.D.Luffy: [On Play] You may trash 2 cards from your hand: Your opponent places 1 of their Characters at the
# bottom of the owner's deck ---


def test_p055_luffy_the_opponent_bottoms_one_of_their_characters(real_pool):
    st = turn()
    clear(st, 0, "hand")
    a, b = add(st, real_pool, VANILLA_6, 0, "hand"), add(st, real_pool, VANILLA_6, 0, "hand")
    x = add(st, real_pool, VANILLA_7, 1, "characters")
    y = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _luffy = play(st, real_pool, "P-055")
    st = pay_all(st, a, b)  # 8-3-1-4: the optional cost paid
    assert st.table.cards[a].zone == st.table.cards[b].zone == "trash"
    assert st.pending[0].player == 1 and sorted(option_ids(st)) == sorted([str(x), str(y)])  # 8-4-4: they choose
    st = choose(st, x, player=1)
    assert st.table.zone(1, "deck")[-1] == x and st.table.cards[y].zone == "characters"  # the bottom of the owner's deck


def test_p055_luffy_declined_or_unremovable_does_nothing(real_pool):
    st = turn()
    clear(st, 0, "hand")
    a, b = add(st, real_pool, VANILLA_6, 0, "hand"), add(st, real_pool, VANILLA_6, 0, "hand")
    x = add(st, real_pool, VANILLA_7, 1, "characters")
    st, _luffy = play(st, real_pool, "P-055")
    st = choose(st, "no")  # "you may": declined, the cost is not paid and nothing happens
    assert not st.pending and st.table.cards[a].zone == "hand" and st.table.cards[x].zone == "characters"
    st = turn()
    clear(st, 0, "hand")
    a, b = add(st, real_pool, VANILLA_6, 0, "hand"), add(st, real_pool, VANILLA_6, 0, "hand")
    kuzan = add(st, real_pool, "OP10-082", 1, "characters")  # cannot be removed from the field by your opponent's effects
    st, _luffy = play(st, real_pool, "P-055")
    st = pay_all(st, a, b)
    assert not st.pending and st.table.cards[kuzan].zone == "characters"  # 1-3-3


# --- P-046 Yamato: [On Play] You may place all cards in your hand at the bottom of your deck in any order. If you do, draw
# cards equal to the number you placed ---


def _yamato(pool, hand: int, answer: str):
    st = turn()
    clear(st, 0, "hand")
    cards = hand_of(st, 0, hand)
    top = st.table.zone(0, "deck")[:hand]
    st, _yamato_uid = play(st, pool, "P-046")
    asked = pending_kind(st)
    if st.pending:
        st = choose(st, answer)
    while st.pending and st.pending[0].player == 0:  # the order at the bottom (1-3-8)
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    return st, cards, top, asked


def test_p046_yamato_places_the_whole_hand_at_the_bottom_and_draws_as_many(real_pool):
    st, cards, top, asked = _yamato(real_pool, 3, "yes")
    assert asked is not None  # 8-1-2: "you may"
    assert sorted(st.table.zone(0, "deck")[-3:]) == sorted(cards)  # all of them, at the bottom
    assert sorted(st.table.zone(0, "hand")) == sorted(top)  # then 3 drawn: the 3 cards that were on top (4-5)


def test_p046_yamato_declined_keeps_the_hand_and_draws_nothing(real_pool):
    st, cards, _top, _asked = _yamato(real_pool, 3, "no")
    assert sorted(st.table.zone(0, "hand")) == sorted(cards)  # "If you do": not done, no draw (8-3-2)
    st, _cards, _top, _asked = _yamato(real_pool, 0, "yes")
    assert st.table.zone(0, "hand") == []  # nothing placed, nothing drawn (1-3-2-2)


# --- OP03-043 Gaimon: When you deal damage to your opponent's Life, you may trash 3 cards from the top of your deck. If you do,
# trash this Character ---


def _gaimon_attack(pool, answer: str, target_leader: bool = True):
    st = turn(don=0, n=3)
    gaimon = add(st, pool, "OP03-043", 0, "characters")
    attacker = add(st, pool, VANILLA_8, 0, "characters")
    deck = len(st.table.zone(0, "deck"))
    target = leader(st, 1) if target_leader else add(st, pool, VANILLA_1, 1, "characters", tapped=True)
    st = act(st, "attack", attacker=attacker, target=target)
    asked = False
    while st.pending:
        if pending_kind(st) in ("block", "counter"):
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        elif st.pending[0].player == 0 and "yes" in option_ids(st):
            asked = True
            st = choose(st, answer)
        else:
            st = choose(st, option_ids(st)[0], player=st.pending[0].player)
    return st, gaimon, deck, asked


def test_op03_043_gaimon_may_mill_3_and_trash_itself_when_you_deal_damage(real_pool):
    st, gaimon, deck, asked = _gaimon_attack(real_pool, "yes")
    assert asked  # 7-1-4-1-1: your attack dealt damage to the opponent's Life
    assert len(st.table.zone(0, "deck")) == deck - 3  # 3 from the top trashed
    assert st.table.cards[gaimon].zone == "trash"  # "If you do, trash this Character"


def test_op03_043_gaimon_declined_or_no_damage_does_nothing(real_pool):
    st, gaimon, deck, asked = _gaimon_attack(real_pool, "no")
    assert asked and len(st.table.zone(0, "deck")) == deck and st.table.cards[gaimon].zone == "characters"  # 8-1-2
    st, gaimon, deck, asked = _gaimon_attack(real_pool, "yes", target_leader=False)  # a Character K.O.'d: no damage
    assert not asked and st.table.cards[gaimon].zone == "characters"


def test_op03_043_gaimon_does_not_trigger_when_you_take_damage(real_pool):
    st = turn(don=0, n=4)  # P2's turn
    gaimon = add(st, real_pool, "OP03-043", 0, "characters")
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while st.pending:
        assert not (st.pending[0].player == 0 and "yes" in option_ids(st))  # "you deal": not the damage you take
        if pending_kind(st) in ("block", "counter"):
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=0)
        else:
            st = choose(st, option_ids(st)[0], player=st.pending[0].player)
    assert st.table.cards[gaimon].zone == "characters"


# --- OP06-043 Aramaki: [Blocker]; [Activate: Main] [Once Per Turn] You may trash 1 card from your hand and place 1 Character
# with a cost of 2 or less at the bottom of the owner's deck: This Character gains +3000 power during this turn ---


def _aramaki(pool):
    st = turn()
    aramaki = add(st, pool, "OP06-043", 0, "characters")
    card = hand_of(st, 0, 1)[0]
    theirs = add(st, pool, VANILLA_1, 1, "characters")  # cost 1
    big = add(st, pool, VANILLA_6, 1, "characters")  # cost 6: can't pay
    index = next(i for i, ab in enumerate(board.compiled(st, aramaki).abilities) if ab.costs)
    return st, aramaki, card, theirs, big, index


def test_op06_043_aramaki_pays_a_hand_card_and_an_opponents_small_character_for_3000(real_pool):
    st, aramaki, card, theirs, big, index = _aramaki(real_pool)
    assert "Blocker" in board.keywords(st, aramaki)  # 10-1-4
    mine = add(st, real_pool, VANILLA_1, 0, "characters")  # cost 1: your own small Character may pay it too
    st = act(st, "activate", uid=aramaki, ability=index)  # 8-3-1-1: the hand card first (the only one, taken)
    assert pending_kind(st) == "cost" and sorted(option_ids(st)) == sorted([str(mine), str(theirs)])  # either player's, cost ≤ 2
    st = choose(st, theirs)
    assert st.table.cards[card].zone == "trash" and st.table.zone(1, "deck")[-1] == theirs  # the bottom of the owner's deck
    assert board.power(st, aramaki) == 8000 + 3000 and st.table.cards[big].zone == "characters"
    refused(st, "activate", "10-2-13-3", uid=aramaki, ability=index)  # [Once Per Turn]


def test_op06_043_aramaki_cannot_pay_without_a_small_character(real_pool):
    st, aramaki, card, theirs, _big, index = _aramaki(real_pool)
    st.table.move(theirs, "trash")
    err = refused(st, "activate", "8-3-1-3", uid=aramaki, ability=index)  # no Character with a cost of 2 or less
    assert err is not None and st.table.cards[card].zone == "hand"


# --- OP04-055 Plague Rounds: [Main] You may trash 1 [Ice Oni] from your hand and place 1 Character with a cost of 4 or less at
# the bottom of the owner's deck: Play 1 [Ice Oni] from your trash. [Trigger] Activate this card's [Main] effect ---

ICE_ONI = "OP04-047"  # Ice Oni, cost 8


def test_op04_055_plague_rounds_trashes_ice_oni_bottoms_a_character_and_plays_ice_oni(real_pool):
    st = turn()
    clear(st, 0, "hand")
    oni = add(st, real_pool, ICE_ONI, 0, "hand")
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    big = add(st, real_pool, VANILLA_6, 1, "characters")  # cost 6: not 4 or less
    st, _ev = play(st, real_pool, "OP04-055")
    assert pending_kind(st) == "pay"  # 8-3-1-4: "You may"
    st = pay_all(st, oni, theirs)
    assert st.table.cards[other].zone == "hand"  # only an [Ice Oni] pays the first cost
    assert st.table.zone(1, "deck")[-1] == theirs and st.table.cards[big].zone == "characters"  # bottom of the owner's deck
    assert st.table.cards[oni].zone == "characters"  # then played from the trash (3-7-3)


def test_op04_055_plague_rounds_declined_or_without_ice_oni_does_nothing(real_pool):
    st = turn()
    clear(st, 0, "hand")
    oni = add(st, real_pool, ICE_ONI, 0, "hand")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP04-055")
    st = choose(st, "no")
    assert st.table.cards[oni].zone == "hand" and st.table.cards[theirs].zone == "characters"
    st = turn()
    clear(st, 0, "hand")
    add(st, real_pool, VANILLA_1, 0, "hand")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP04-055")
    assert pending_kind(st) != "pay" and st.table.cards[theirs].zone == "characters"  # 8-3-1-3: the cost can't be paid


def test_op04_055_plague_rounds_trigger_activates_its_main(real_pool):
    st = turn(don=10, n=3)
    clear(st, 1, "hand")
    oni = add(st, real_pool, ICE_ONI, 1, "hand")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st = trigger_of(st, real_pool, "OP04-055")  # 10-1-5: P2 activates the [Trigger]
    assert pending_kind(st) == "pay"
    st = choose(st, "yes", player=1)
    while st.pending and st.pending[0].player == 1:
        st = choose(st, oni if str(oni) in option_ids(st) else mine if str(mine) in option_ids(st) else option_ids(st)[0], player=1)
    assert st.table.cards[oni].zone == "characters" and st.table.zone(0, "deck")[-1] == mine


# --- K.O. watchers see a K.O. in battle (10-2-1: a K.O. is by battle or by an effect): ST08-001 Monkey.D.Luffy (Leader)
# "[Your Turn] When a Character is K.O.'d, give up to 1 rested DON!! card to this Leader" ---


def test_st08_001_luffy_sees_a_character_kod_in_battle(real_pool):
    st = turn(don=3, n=3)
    lead = set_leader(st, real_pool, 0, "ST08-001")
    st.table.cards[st.table.zone(0, "cost_area")[0]].tapped = True  # 1 rested DON!!
    victim = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st = _attack_through(st, add(st, real_pool, VANILLA_8, 0, "characters"), victim)
    assert st.table.cards[victim].zone == "trash"  # 7-1-4-1-2
    while st.pending and st.pending[0].player == 0:
        st = choose(st, option_ids(st)[-1] if pending_kind(st) == "amount" else option_ids(st)[0])
    assert len(board.attached(st, lead)) == 1  # the battle K.O. triggered it (10-2-1)


# --- OP09-059 Murder at the Steam Bath: [Counter] Up to 1 of your Leader or Character cards gains +3000 power during this battle.
# Then, trash up to 2 cards from your hand. Trash the same number of cards from the top of your deck. [Trigger] Draw 1 card ---


def _steam_bath(pool, trash: int):
    st, lead, _att = attacked(pool, "OP09-059")  # P2 attacks P1's Leader; P1 plays the [Counter] Event
    if pending_kind(st) == "target" and str(lead) in option_ids(st):
        st = choose(st, lead)
    hand = [u for u in st.table.zone(0, "hand")]
    deck = len(st.table.zone(0, "deck"))
    assert pending_kind(st) == "target" and st.pending[0].max == min(2, len(hand))  # up to 2 (1-3-5-1)
    st = choose(st, *hand[:trash])
    return st, lead, hand, deck


def test_op09_059_steam_bath_gives_3000_and_trashes_as_many_from_the_deck_as_from_the_hand(real_pool):
    st, lead, hand, deck = _steam_bath(real_pool, 2)
    assert board.power(st, lead) == 5000 + 3000  # during this battle (7-1-3-2-2)
    assert all(st.table.cards[u].zone == "trash" for u in hand[:2])
    assert len(st.table.zone(0, "deck")) == deck - 2  # the same number from the top of the deck


def test_op09_059_steam_bath_trashing_none_trashes_none_from_the_deck(real_pool):
    st, lead, hand, deck = _steam_bath(real_pool, 0)
    assert board.power(st, lead) == 8000
    assert all(st.table.cards[u].zone == "hand" for u in hand) and len(st.table.zone(0, "deck")) == deck  # 1-3-2-2


def test_op09_059_steam_bath_trigger_draws_1(real_pool):
    st = turn(don=10, n=3)
    hand = len(st.table.zone(1, "hand"))
    st = trigger_of(st, real_pool, "OP09-059")  # 10-1-5
    assert len(st.table.zone(1, "hand")) == hand + 1


# --- OP08-096 People's Dreams Don't Ever End!!: [Counter] Trash 1 card from the top of your deck. If the trashed card has a cost
# of 6 or more, up to 1 of your Leader or Character cards gains +5000 power during this battle. [Trigger] Play up to 1 black
# Character card with a cost of 3 or less from your trash ---


def _dreams(pool, top: str):
    st = turn(don=0, opp_don=0, n=4)  # P2's turn
    give_don(st, 0, 3)
    card = add(st, pool, top, 0, "deck")  # the top card of P1's deck
    att = add(st, pool, VANILLA_8, 1, "characters")
    ev = add(st, pool, "OP08-096", 0, "hand")
    lead = leader(st, 0)
    st = act(st, "attack", attacker=att, target=lead)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1], player=0)
    st = act(st, "play", player=0, uid=ev)
    while st.pending and st.pending[0].player == 0 and pending_kind(st) == "target" and str(lead) in option_ids(st):
        st = choose(st, lead, player=0)
    return st, card, lead


def test_op08_096_dreams_gives_5000_when_the_trashed_card_costs_6_or_more(real_pool):
    st, card, lead = _dreams(real_pool, VANILLA_6)
    assert st.table.cards[card].zone == "trash"  # the top card trashed
    assert board.power(st, lead) == 5000 + 5000  # its cost 6: the condition holds (8-3-2)


def test_op08_096_dreams_gives_nothing_when_the_trashed_card_costs_less(real_pool):
    st, card, lead = _dreams(real_pool, VANILLA_1)
    assert st.table.cards[card].zone == "trash" and board.power(st, lead) == 5000  # cost 1: no power


def test_op08_096_dreams_trigger_plays_a_black_cost_3_character_from_the_trash(real_pool):
    st = turn(don=10, n=3)
    black = add(st, real_pool, "OP02-116", 1, "trash")  # black, cost 3, no text
    st = trigger_of(st, real_pool, "OP08-096")
    while st.pending and st.pending[0].player == 1:
        st = choose(st, black if str(black) in option_ids(st) else option_ids(st)[0], player=1)
    assert st.table.cards[black].zone == "characters"  # 10-1-5, 3-7-3


# --- OP04-040 Queen: [DON!! x1] [When Attacking] If you have a total of 4 or less cards in your Life area and hand, draw 1 card.
# If you have a Character with a cost of 8 or more, you may add up to 1 card from the top of your deck to the top of your Life
# cards instead of drawing 1 card ---


def _queen(pool, hand: int, life: int, big: bool, don: int = 1):
    st = turn(don=0, n=3)
    clear(st, 0, "hand")
    hand_of(st, 0, hand)
    for u in st.table.zone(0, "life")[life:]:
        st.table.move(u, "trash")
    queen = add(st, pool, "OP04-040", 0, "characters")
    attach(st, queen, don)
    if big:
        add(st, pool, VANILLA_8, 0, "characters")  # cost 8
    top = st.table.zone(0, "deck")[0]
    st = act(st, "attack", attacker=queen, target=leader(st, 1))
    return st, top


def _answer(st, may: str, amount: str = "1"):
    while st.pending and st.pending[0].player == 0:
        if "yes" in option_ids(st):
            st = choose(st, may)
        else:
            st = choose(st, amount if amount in option_ids(st) else option_ids(st)[0])
    return st


def test_op04_040_queen_draws_with_4_or_less_life_and_hand(real_pool):
    st, top = _queen(real_pool, 2, 2, big=False)
    st = _answer(st, "yes")
    assert st.table.cards[top].zone == "hand" and len(st.table.zone(0, "life")) == 2  # 2 + 2 = 4 (8-3-2)
    st, top = _queen(real_pool, 3, 2, big=False)
    st = _answer(st, "yes")
    assert st.table.cards[top].zone == "deck" and len(st.table.zone(0, "hand")) == 3  # 5: nothing
    st, top = _queen(real_pool, 2, 2, big=False, don=0)
    st = _answer(st, "yes")
    assert st.table.cards[top].zone == "deck"  # 10-2-9: no DON!! given


def test_op04_040_queen_with_a_cost_8_character_may_add_to_life_instead(real_pool):
    st, top = _queen(real_pool, 2, 2, big=True)
    st = _answer(st, "yes")
    assert st.table.zone(0, "life")[0] == top and len(st.table.zone(0, "hand")) == 2  # to Life, no draw ("instead")
    st, top = _queen(real_pool, 2, 2, big=True)
    st = _answer(st, "no")
    assert st.table.cards[top].zone == "hand" and len(st.table.zone(0, "life")) == 2  # declined: the draw (8-1-2)


# --- OP06-095 Shadows Asgard: [Main]/[Counter] Your Leader gains +1000 power during this turn. Then, you may K.O. any number of
# your {Thriller Bark Pirates} type Characters with a cost of 2 or less. Your Leader gains an additional +1000 power for every
# Character K.O.'d. [Trigger] Draw 2 cards and trash 1 card from your hand ---

TBP_2 = "OP06-087"  # {Thriller Bark Pirates}, cost 2, [Blocker]
TBP_1 = "OP01-077"  # {Thriller Bark Pirates}, cost 1


def test_op06_095_shadows_asgard_kos_any_number_for_1000_each(real_pool):
    st = turn()
    a, b = add(st, real_pool, TBP_2, 0, "characters"), add(st, real_pool, TBP_1, 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")  # not {Thriller Bark Pirates}
    st, _ev = play(st, real_pool, "OP06-095")  # [Main]
    assert pending_kind(st) == "target" and sorted(option_ids(st)) == sorted([str(a), str(b)]) and st.pending[0].min == 0
    st = choose(st, a, b)  # 1-3-5-1: any number
    while st.pending and st.pending[0].player == 0:
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[a].zone == st.table.cards[b].zone == "trash" and st.table.cards[other].zone == "characters"
    assert board.power(st, leader(st, 0)) == 5000 + 1000 + 2 * 1000  # 10-2-1: K.O.'d, counted


def test_op06_095_shadows_asgard_kos_none_and_still_gives_1000_as_a_counter(real_pool):
    st, lead, _att = attacked(real_pool, "OP06-095")  # [Counter]
    mine = add(st, real_pool, TBP_2, 0, "characters")
    if pending_kind(st) == "target":
        st = choose(st, player=0)  # none K.O.'d
    assert st.table.cards[mine].zone == "characters"
    assert board.power(st, lead) == 5000 + 1000


# --- P-059 The World's Continuation: [Counter] If your Leader is [Uta], you may return any number of Characters on your field to
# the owner's hand. Up to 1 of your Leader or Character cards gains +2000 power during this battle for every returned Character ---


def _continuation(pool, uta: bool):
    st = turn(don=0, opp_don=0, n=4)
    if uta:
        set_leader(st, pool, 0, "OP06-001")  # Uta
    give_don(st, 0, 2)
    mine = [add(st, pool, VANILLA_1, 0, "characters") for _ in range(2)]
    ev = add(st, pool, "P-059", 0, "hand")
    att = add(st, pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1], player=0)
    return act(st, "play", player=0, uid=ev), mine


def test_p059_continuation_returns_characters_for_2000_each_under_uta(real_pool):
    st, mine = _continuation(real_pool, True)
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # any number (1-3-5-1)
    st = choose(st, *mine, player=0)
    assert all(st.table.cards[u].zone == "hand" for u in mine)
    lead = leader(st, 0)
    if pending_kind(st) == "target":
        st = choose(st, lead, player=0)
    assert board.power(st, lead) == 5000 + 2 * 2000  # during this battle


def test_p059_continuation_does_nothing_without_uta(real_pool):
    st, mine = _continuation(real_pool, False)
    assert not (st.pending and st.pending[0].player == 0 and pending_kind(st) == "target" and st.pending[0].min == 0)
    assert all(st.table.cards[u].zone == "characters" for u in mine)  # 8-3-2: the Leader is not [Uta]
    assert board.power(st, leader(st, 0)) == 5000


def test_op06_095_shadows_asgard_trigger_draws_2_and_trashes_1(real_pool):
    st = turn(don=10, n=3)
    hand = len(st.table.zone(1, "hand"))
    trash = len(st.table.zone(1, "trash"))
    st = trigger_of(st, real_pool, "OP06-095")  # 10-1-5
    while st.pending and st.pending[0].player == 1:
        st = choose(st, option_ids(st)[0], player=1)
    assert len(st.table.zone(1, "hand")) == hand + 2 - 1 and len(st.table.zone(1, "trash")) == trash + 1 + 1  # the card too


# --- OP05-040 Birdcage: If your Leader is [Donquixote Doflamingo], all Characters with a cost of 5 or less do not become active in
# your and your opponent's Refresh Phases. [End of Your Turn] If you have 10 DON!! cards on your field, K.O. all rested Characters
# with a cost of 5 or less. Then, trash this Stage ---


def _birdcage(pool, doflamingo: bool, don: int):
    st = turn(don=don, n=3)
    if doflamingo:
        set_leader(st, pool, 0, "OP01-060")
    cage = add(st, pool, "OP05-040", 0, "stage")
    small = add(st, pool, VANILLA_1, 0, "characters", tapped=True)
    big = add(st, pool, VANILLA_6, 0, "characters", tapped=True)  # cost 6
    active = add(st, pool, VANILLA_1, 0, "characters")
    theirs = add(st, pool, VANILLA_1, 1, "characters", tapped=True)
    return st, cage, small, big, active, theirs


def _end(st):
    st = end_turn(st)
    while st.pending:
        st = choose(st, option_ids(st)[0], player=st.pending[0].player)
    return st


def test_op05_040_birdcage_keeps_cost_5_or_less_characters_rested_in_both_refresh_phases(real_pool):
    st, cage, small, big, _active, theirs = _birdcage(real_pool, True, 9)
    st = _end(st)  # P2's Refresh Phase
    assert st.table.cards[theirs].tapped  # the opponent's too (1-3-3 over 6-2-4)
    st = _end(st)  # P1's Refresh Phase
    assert st.table.cards[small].tapped and not st.table.cards[big].tapped  # cost 6 becomes active
    assert st.table.cards[cage].zone == "stage"  # 9 DON!!: the end-of-turn part did nothing (8-3-2)


def test_op05_040_birdcage_without_doflamingo_lets_them_refresh(real_pool):
    st, _cage, small, _big, _active, theirs = _birdcage(real_pool, False, 9)
    st = _end(st)
    assert not st.table.cards[theirs].tapped
    st = _end(st)
    assert not st.table.cards[small].tapped  # 8-3-2: the Leader is not [Donquixote Doflamingo]


def test_op05_040_birdcage_with_10_don_kos_rested_small_characters_and_trashes_itself(real_pool):
    st, cage, small, big, active, theirs = _birdcage(real_pool, False, 10)
    st = _end(st)  # [End of Your Turn] (6-6-1-1)
    assert st.table.cards[small].zone == st.table.cards[theirs].zone == "trash"  # both players' rested cost ≤ 5 (10-2-1)
    assert st.table.cards[big].zone == "characters" and st.table.cards[active].zone == "characters"
    assert st.table.cards[cage].zone == "trash"  # "Then, trash this Stage"


# --- OP06-033 Vander Decken IX: [On Play] You may trash 1 {Fish-Man} type card from your hand or 1 [The Ark Noah] from your hand
# or field: K.O. up to 1 of your opponent's rested Characters ---

FISH_MAN = "OP02-033"  # {Fish-Man}, no text
ARK_NOAH = "OP06-041"  # The Ark Noah (Stage)


def _decken(pool, hand: list[str], stage: bool):
    st = turn()
    clear(st, 0, "hand")
    cards = [add(st, pool, c, 0, "hand") for c in hand]
    ark = add(st, pool, ARK_NOAH, 0, "stage") if stage else None
    victim = add(st, pool, VANILLA_1, 1, "characters", tapped=True)
    st, _d = play(st, pool, "OP06-033")
    return st, cards, ark, victim


def test_op06_033_decken_pays_with_a_fish_man_from_hand_or_the_ark_noah_on_the_field(real_pool):
    st, cards, ark, victim = _decken(real_pool, [FISH_MAN, VANILLA_1], True)
    assert pending_kind(st) == "pay"  # 8-3-1-4
    st = choose(st, "yes")
    assert pending_kind(st) == "cost" and sorted(option_ids(st)) == sorted([str(cards[0]), str(ark)])  # not the other card
    st = choose(st, ark)
    assert st.table.cards[ark].zone == "trash"
    st = choose(st, victim)
    assert st.table.cards[victim].zone == "trash"  # 10-2-1


def test_op06_033_decken_cannot_pay_with_another_card_and_may_decline(real_pool):
    st, cards, _ark, victim = _decken(real_pool, [VANILLA_1], False)
    assert pending_kind(st) != "pay" and st.table.cards[victim].zone == "characters"  # 8-3-1-3
    st, cards, _ark, victim = _decken(real_pool, [ARK_NOAH], False)  # [The Ark Noah] from the hand
    st = choose(st, "no")
    assert st.table.cards[cards[0]].zone == "hand" and st.table.cards[victim].zone == "characters"


def test_op06_033_decken_pays_with_the_ark_noah_from_the_hand(real_pool):
    st, cards, _ark, victim = _decken(real_pool, [ARK_NOAH], False)
    st = choose(st, "yes")
    while pending_kind(st) == "cost":
        st = choose(st, cards[0])
    assert st.table.cards[cards[0]].zone == "trash"  # the only card that pays it
    st = choose(st, victim)
    assert st.table.cards[victim].zone == "trash"


# --- OP11-092 Helmeppo: [On Play] You may trash 1 card from your hand: Draw 1 card and play up to 1 {SWORD} type Character card
# with a cost of 8 or less other than [Helmeppo] from your trash. Then, place the 1 Character played by this effect at the
# bottom of the owner's deck at the end of this turn ---

SWORD_6 = "OP11-017"  # {SWORD}, cost 6


def _helmeppo(pool):
    st = turn()
    clear(st, 0, "hand")
    card = add(st, pool, VANILLA_1, 0, "hand")
    sword = add(st, pool, SWORD_6, 0, "trash")
    other = add(st, pool, "OP11-092", 0, "trash")  # [Helmeppo] itself can't be played by it
    top = st.table.zone(0, "deck")[0]
    st, helmeppo = play(st, pool, "OP11-092")
    return st, card, sword, other, top, helmeppo


def test_op11_092_helmeppo_draws_plays_a_sword_from_the_trash_and_bottoms_it_at_the_end_of_turn(real_pool):
    st, card, sword, other, top, _h = _helmeppo(real_pool)
    st = pay_all(st, card)  # 8-3-1-4
    assert st.table.cards[card].zone == "trash" and st.table.cards[top].zone == "hand"  # drawn
    assert pending_kind(st) == "target" and str(other) not in option_ids(st)  # "other than [Helmeppo]"
    st = choose(st, sword)
    assert st.table.cards[sword].zone == "characters"  # 3-7-3
    st = end_turn(st)  # 6-6-1-1: at the end of this turn
    while st.pending and st.pending[0].player == 0:
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[sword].zone == "deck" and st.table.zone(0, "deck")[-1] == sword  # the bottom of the owner's deck


def test_op11_092_helmeppo_playing_none_or_declining(real_pool):
    st, card, sword, _other, top, _h = _helmeppo(real_pool)
    st = pay_all(st, card)
    st = choose(st)  # up to 1: none (1-3-5-1)
    st = end_turn(st)
    assert st.table.cards[sword].zone == "trash" and st.table.cards[top].zone == "hand"  # nothing to place
    st, card, sword, _other, top, _h = _helmeppo(real_pool)
    st = choose(st, "no")
    assert st.table.cards[card].zone == "hand" and st.table.cards[top].zone == "deck" and st.table.cards[sword].zone == "trash"


def test_op11_092_helmeppo_forgets_a_character_that_left_the_field_and_came_back(real_pool):
    st, card, sword, _other, _top, _h = _helmeppo(real_pool)
    st = pay_all(st, card)
    st = choose(st, sword)
    board.move_card(st, sword, "hand", None)  # it leaves the field: a new card (3-1-6) …
    board.move_card(st, sword, "characters", None)  # … played again: not "the Character played by this effect"
    st = end_turn(st)
    assert st.table.cards[sword].zone == "characters"
