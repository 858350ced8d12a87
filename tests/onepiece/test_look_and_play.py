"""Cards that look at or reveal the top of the deck and play one of those cards, then place the rest
(at the bottom in any order, at the top or bottom, or in the trash), each played with real cards in
an engine game: "Reveal N card(s) from the top of your deck" shows them to both players (11-2-1);
"look at N cards … and play up to 1 X" keeps the looked-at cards for the play (not a bare look that
puts them back, 11-3-3); the rest are placed in the order the player chooses (1-3-8, 11-3-1);
"up to 1" allows none (1-3-5-1)."""

from __future__ import annotations

import pytest

from engine.core import Action, Modifier
from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    act,
    choose,
    clear,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    pending_kind,
    put,
    to_turn,
)
from .helpers import (
    add_top as add,
)
from .helpers import (
    play_real as play,
)

pytestmark = needs_npm



def turn(don: int = 10, n: int = 3) -> OPState:
    st = to_turn(new_game(), n)
    for uid in list(st.table.zone(0, "cost_area")):
        board.return_one_don(st, uid)
    give_don(st, 0, don)
    return st



def deck_top(st: OPState, real_pool: CardPool, numbers: list[str]) -> list[int]:
    """Put real cards on top of P1's deck, the first listed on top."""
    return [add(st, real_pool, n, 0, "deck") for n in reversed(numbers)][::-1]


# --- "Reveal 1 card from the top of your deck and play up to 1 …" ---------------------------------

def test_op06_119_sanji_reveals_and_plays_a_cost_9_or_less_character(real_pool):
    st = turn()
    (ace,) = deck_top(st, real_pool, ["OP08-052"])  # Portgas.D.Ace, cost 5
    st, _sanji = play(st, real_pool, "OP06-119")
    assert option_ids(st) == [str(ace)]
    st = choose(st, ace)
    assert st.table.cards[ace].zone == "characters"


def test_op06_119_sanji_does_not_play_another_sanji_and_places_it_at_the_bottom(real_pool):
    st = turn()
    (other,) = deck_top(st, real_pool, ["OP06-119"])  # [Sanji]: "other than [Sanji]"
    st, _sanji = play(st, real_pool, "OP06-119")
    assert pending_kind(st) is None
    assert st.table.zone(0, "deck")[-1] == other


def test_op06_119_reveal_is_public(real_pool):
    st = turn()
    (ace,) = deck_top(st, real_pool, ["OP08-052"])
    uid = add(st, real_pool, "OP06-119", 0, "hand")
    step = ENGINE.apply(st, Action("play", 0, {"uid": uid}))
    reveals = [ev for ev in step.events if ev.kind == "reveal" and ace in (ev.data or {}).get("uids", [])]
    assert reveals and reveals[0].visible_to is None  # 11-2-1: both players see it


def test_op08_052_ace_may_play_none_then_puts_the_card_on_top_or_bottom(real_pool):
    st = turn()
    (marco,) = deck_top(st, real_pool, ["P-103"])  # Ace {Whitebeard Pirates}, cost 4
    st, _ace = play(st, real_pool, "OP08-052")
    st = choose(st)  # up to 1: none
    assert pending_kind(st) == "scry"  # the rest: top or bottom (11-3-1)
    st = choose(st, marco)
    assert st.table.zone(0, "deck")[0] == marco


def test_op08_052_ace_plays_a_whitebeard_pirates_character(real_pool):
    st = turn()
    (marco,) = deck_top(st, real_pool, ["P-103"])
    st, _ace = play(st, real_pool, "OP08-052")
    st = choose(st, marco)
    assert st.table.cards[marco].zone == "characters"


def test_st12_010_ivankov_plays_a_cost_2_character_and_not_a_cost_1(real_pool):
    st = turn()
    (cost1,) = deck_top(st, real_pool, ["OP04-007"])  # cost 1
    st, _iv = play(st, real_pool, "ST12-010")
    assert pending_kind(st) == "scry"  # no cost-2 card: nothing to play, then top or bottom
    st = choose(st, "bottom")
    assert st.table.zone(0, "deck")[-1] == cost1
    st = turn()
    cost2 = put(st, 0, "FX01-003", "deck")  # Deckhand, cost 2, on top
    st, _iv = play(st, real_pool, "ST12-010")
    st = choose(st, cost2)
    assert st.table.cards[cost2].zone == "characters" and not st.table.cards[cost2].tapped


def test_st12_013_zeff_plays_the_revealed_cost_2_character_rested_when_attacking(real_pool):
    st = turn()
    zeff = add(st, real_pool, "ST12-013", 0, "characters")
    two = put(st, 0, "FX01-003", "deck")  # Deckhand, cost 2, on top
    st = act(st, "attack", attacker=zeff, target=leader(st, 1))
    st = choose(st, two)
    assert st.table.cards[two].zone == "characters" and st.table.cards[two].tapped  # played rested


def test_op08_054_counter_gives_3000_then_reveals_and_plays(real_pool):
    st = to_turn(new_game(), 4)
    give_don(st, 0, 3)
    attacker = put(st, 1, "FX01-003", "characters")
    (marco,) = deck_top(st, real_pool, ["OP08-050"])  # Namule {Whitebeard Pirates}, cost 3
    ev = add(st, real_pool, "OP08-054", 0, "hand")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, leader(st, 0))
    assert board.power(st, leader(st, 0)) == 8000
    st = choose(st, marco)
    assert st.table.cards[marco].zone == "characters"


# --- "Look at N cards … and play up to 1 …" -----------------------------------------------------

def test_op06_003_ivankov_plays_one_of_three_and_orders_the_rest_at_the_bottom(real_pool):
    st = turn()
    a, b, c = deck_top(st, real_pool, ["ST12-010", "OP04-007", "OP08-052"])  # only a: {Revolutionary Army} 4000
    st, _iv = play(st, real_pool, "OP06-003")
    assert option_ids(st) == [str(a)]
    st = choose(st, a)
    assert st.table.cards[a].zone == "characters"
    assert pending_kind(st) == "deck_order"
    st = choose(st, c)
    st = choose(st, b) if pending_kind(st) == "deck_order" else st
    assert st.table.zone(0, "deck")[-2:] == [c, b]


def test_op04_084_stussy_plays_a_cp_character_and_trashes_the_rest(real_pool):
    st = turn()
    cards = deck_top(st, real_pool, ["OP04-084", "OP04-007", "OP08-052"])  # another Stussy can't be played
    st, _s = play(st, real_pool, "OP04-084")
    assert pending_kind(st) is None
    assert all(st.table.cards[u].zone == "trash" for u in cards)


@pytest.mark.parametrize("number", ["OP08-007"])
def test_op08_007_chopper_plays_an_animal_rested_on_play(real_pool, number):
    st = turn()
    (animal,) = deck_top(st, real_pool, ["OP08-007"])  # Chopper {Animal} 5000: too strong
    st.table.move(animal, "trash", player=0)
    animal = deck_top(st, real_pool, ["P-065"])[0]  # Tony Tony.Chopper {Animal}, 4000
    st, _c = play(st, real_pool, number)
    st = choose(st, animal)
    assert st.table.cards[animal].zone == "characters" and st.table.cards[animal].tapped
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert not st.pending


def test_op08_007_chopper_only_on_your_turn(real_pool):
    st = turn(0, n=4)  # P2's turn: [Your Turn] for P1's Chopper does not hold
    chopper = add(st, real_pool, "OP08-007", 0, "characters")
    attacker = put(st, 1, "FX01-003", "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    assert chopper and pending_kind(st) in ("block", "counter")


def test_eb01_009_counter_looks_at_five_and_plays_an_animal(real_pool):
    st = to_turn(new_game(), 4)
    give_don(st, 0, 1)
    attacker = put(st, 1, "FX01-003", "characters")
    (animal,) = deck_top(st, real_pool, ["P-065"])  # {Animal}, cost 3
    ev = add(st, real_pool, "EB01-009", 0, "hand")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, animal)
    assert st.table.cards[animal].zone == "characters"
    assert pending_kind(st) == "deck_order"


def test_op11_051_sanji_ko_by_an_opponents_effect_plays_a_straw_hat(real_pool):
    st = turn()
    sanji = add(st, real_pool, "OP11-051", 1, "characters")  # P2's Sanji, cost 6
    st.modifiers.append(Modifier(sanji, "cost", -1, duration="permanent", player=1, turn=st.turn))
    nami = add(st, real_pool, "OP01-016", 1, "deck")  # P2's top card: {Straw Hat Crew}, cost 1
    st, _ev = play(st, real_pool, "OP10-079")  # God Thread: K.O. up to 1 cost 5 or less
    st = choose(st, sanji)
    assert st.table.cards[sanji].zone == "trash"
    while st.pending and st.pending[0].player == 0:
        st = choose(st, option_ids(st)[-1])
    assert st.pending[0].player == 1 and option_ids(st) == [str(nami)]
    st = choose(st, nami, player=1)
    assert st.table.cards[nami].zone == "characters"


# --- "… Then, place the rest at the top or bottom of the deck in any order" ------------------------

def test_op02_057_kuma_adds_a_warlord_and_places_the_other_on_top(real_pool):
    st = turn()
    warlord, other = deck_top(st, real_pool, ["OP14-112", "OP04-007"])
    st, _k = play(st, real_pool, "OP02-057")
    st = choose(st, warlord)
    assert st.table.cards[warlord].zone == "hand"
    assert pending_kind(st) == "scry"
    st = choose(st, other)
    assert st.table.zone(0, "deck")[0] == other


def test_op08_053_thank_you_with_a_whitebeard_leader(real_pool):
    st = turn()
    clear(st, 0, "leader")
    add(st, real_pool, "OP08-002", 0, "leader")  # Marco {Whitebeard Pirates}
    ace, x, y = deck_top(st, real_pool, ["OP08-052", "OP04-007", "OP04-084"])
    st, _ev = play(st, real_pool, "OP08-053")
    st = choose(st, ace)
    assert st.table.cards[ace].zone == "hand"
    st = choose(st, "bottom")
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert set(st.table.zone(0, "deck")[-2:]) == {x, y}


def test_op11_040_luffy_searches_at_the_start_of_the_turn(real_pool):
    st = to_turn(new_game(), 4)
    clear(st, 0, "leader")
    add(st, real_pool, "OP11-040", 0, "leader")
    give_don(st, 0, 8)
    for uid in st.table.zone(0, "cost_area"):
        st.table.cards[uid].tapped = True
    hat = add(st, real_pool, "OP01-016", 0, "deck")
    st = act(st, "end_turn")  # P1's turn 5 starts: the start-of-turn effect
    while pending_kind(st) not in ("target", None):
        st = choose(st, option_ids(st)[0])
    assert st.turn == 5 and pending_kind(st) == "target"
    assert str(hat) in option_ids(st)
    st = choose(st, hat)
    assert st.table.cards[hat].zone == "hand"
    assert pending_kind(st) == "scry"


# --- "Reveal 1 card from the top of your deck. If that card / the revealed card …, …" --------------

WB = "OP08-052"  # Portgas.D.Ace: {Whitebeard Pirates}, cost 5, 6000
NOT_WB = "OP04-007"  # Sanji: {Alabasta}, cost 1, no text


@pytest.mark.parametrize(("number", "draw", "trash"), [("ST22-003", 2, 0), ("OP14-044", 2, 1), ("ST22-006", 2, 1)])
def test_reveal_a_whitebeard_pirate_to_draw(real_pool, number, draw, trash):
    for top, hits in ((WB, True), (NOT_WB, False)):
        st = turn()
        (card,) = deck_top(st, real_pool, [top])
        hand = len(st.table.zone(0, "hand"))
        st, _c = play(st, real_pool, number)
        if hits and trash:
            st = choose(st, *st.table.zone(0, "hand")[:trash])
        assert len(st.table.zone(0, "hand")) == hand + (draw - trash if hits else 0)
        if not hits:
            assert st.table.zone(0, "deck")[0] == card  # revealed, it stays on top (11-2)


def test_op17_039_xebec_trashes_a_card_and_draws_two_on_a_rocks_pirate(real_pool):
    st = turn()
    deck_top(st, real_pool, ["OP17-053"])  # Barbell {Rocks Pirates}
    xebec = add(st, real_pool, "OP17-039", 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=xebec, target=leader(st, 1))
    st = choose(st, "yes")
    st = choose(st, st.table.zone(0, "hand")[0])
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_st22_007_squard_gives_a_don_on_a_whitebeard_pirate(real_pool):
    st = turn(3)
    for uid in st.table.zone(0, "cost_area"):
        st.table.cards[uid].tapped = True
    deck_top(st, real_pool, [WB])
    squard = add(st, real_pool, "ST22-007", 0, "characters")
    st = act(st, "activate", uid=squard, ability=0)
    st = choose(st, 1)
    st = choose(st, squard)
    assert len(board.attached(st, squard)) == 1


def test_st22_012_marco_gains_1000_until_the_next_turn_on_a_whitebeard_pirate(real_pool):
    st = turn()
    deck_top(st, real_pool, [WB])
    marco = add(st, real_pool, "ST22-012", 0, "characters")
    st = act(st, "attack", attacker=marco, target=leader(st, 1))
    assert board.power(st, marco) == board.data(st, marco)["power"] + 1000


def test_st22_016_counter_gives_4000_on_a_whitebeard_pirate_only(real_pool):
    for top, bonus in ((WB, 4000), (NOT_WB, 0)):
        st = turn(0, n=4)
        give_don(st, 0, 1)
        deck_top(st, real_pool, [top])
        ev = add(st, real_pool, "ST22-016", 0, "hand")
        attacker = put(st, 1, "FX01-003", "characters")
        st = act(st, "attack", attacker=attacker, target=leader(st, 0))
        while pending_kind(st) == "block":
            st = choose(st, option_ids(st)[-1])
        st = act(st, "play", player=0, uid=ev)
        if bonus:
            st = choose(st, leader(st, 0))
        assert board.power(st, leader(st, 0)) == 5000 + bonus


def test_op04_011_nami_gains_3000_on_a_6000_power_character_then_places_it_at_the_bottom(real_pool):
    st = turn()
    (ace,) = deck_top(st, real_pool, [WB])
    nami = add(st, real_pool, "OP04-011", 0, "characters")
    st = act(st, "attack", attacker=nami, target=leader(st, 1))
    assert board.power(st, nami) == board.data(st, nami)["power"] + 3000
    assert st.table.zone(0, "deck")[-1] == ace


def test_eb01_029_counter_returns_a_character_on_a_cost_4_card_then_bottoms_it(real_pool):
    st = turn(0, n=4)
    give_don(st, 0, 1)
    (ace,) = deck_top(st, real_pool, [WB])  # cost 5
    mine = add(st, real_pool, NOT_WB, 0, "characters")
    ev = add(st, real_pool, "EB01-029", 0, "hand")
    attacker = put(st, 1, "FX01-003", "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, mine)
    assert st.table.cards[mine].zone == "hand" and st.table.zone(0, "deck")[-1] == ace


def test_op15_065_goro_adds_a_rested_don_on_a_cost_2_or_less_card(real_pool):
    for top, adds in ((NOT_WB, True), (WB, False)):
        st = turn(4)
        deck_top(st, real_pool, [top])
        st, _g = play(st, real_pool, "OP15-065")
        if adds:
            st = choose(st, 1)
        assert board.don_on_field(st, 0) == 4 + adds
