"""The last hand-resolved ONE PIECE cards (helper op11), each played as the real card in an engine game with every
clause asserted and the rule it follows."""

from __future__ import annotations

from engine.onepiece import board

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    choose,
    give_don,
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

pytestmark = needs_npm

VANILLA_7 = "OP01-092"  # Urashima: no text, cost 7, 9000 power


def _answer_until_done(st, picks):
    """Answer the pendings with ``picks`` in order (each pick an option id present)."""
    for pick in picks:
        assert str(pick) in option_ids(st), (pick, option_ids(st), st.pending[0].prompt)
        st = choose(st, pick)
    return st


# --- OP09-101 Kuzan: [On Play] Place 1 of your opponent's Characters with a cost of 3 or less at the top or bottom of
# your opponent's Life cards face-up: Your opponent trashes 1 card from their hand ---


def test_op09_101_kuzan_places_a_cheap_character_face_up_at_the_bottom_and_the_opponent_trashes(real_pool):
    st = turn(don=10)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    big = add(st, real_pool, VANILLA_7, 1, "characters")
    a, b = add(st, real_pool, VANILLA_1, 1, "hand"), add(st, real_pool, VANILLA_8, 1, "hand")
    hand = set(st.table.zone(1, "hand"))
    st, _kuzan = play(st, real_pool, "OP09-101")
    st = choose(st, "yes")  # ONE PIECE 8-3-1-4: the player may choose not to pay (then no effect)
    # ONE PIECE 8-3-1: the cost offers only the opponent's cost 3 or less Character, at either end
    assert sorted(option_ids(st)) == sorted([str(small), str(-small)])
    assert str(big) not in option_ids(st)
    st = choose(st, -small)
    life = st.table.zone(1, "life")
    assert life[-1] == small and st.table.cards[small].flags.get("face_up")  # ONE PIECE 3-10-2-1: face up, at the bottom
    # ONE PIECE 10-2-14-1: the opponent chooses the card they trash
    assert st.pending[0].player == 1
    st = choose(st, b, player=1)
    assert st.table.cards[b].zone == "trash" and st.table.cards[a].zone == "hand"
    assert set(st.table.zone(1, "hand")) == hand - {b}


def test_op09_101_kuzan_top_of_life(real_pool):
    st = turn(don=10)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    add(st, real_pool, VANILLA_1, 1, "hand")
    st, _kuzan = play(st, real_pool, "OP09-101")
    st = choose(choose(st, "yes"), small)
    assert st.table.zone(1, "life")[0] == small and st.table.cards[small].flags.get("face_up")  # ONE PIECE 3-10-2-1


def test_op09_101_kuzan_without_a_cheap_opponent_character_pays_nothing(real_pool):
    st = turn(don=10)
    add(st, real_pool, VANILLA_7, 1, "characters")
    a = add(st, real_pool, VANILLA_1, 1, "hand")
    st, _kuzan = play(st, real_pool, "OP09-101")
    # ONE PIECE 8-3-1-3: a cost that can't be paid in full is not paid: the effect does not happen
    assert st.table.cards[a].zone == "hand" and not st.pending


# --- OP01-002 Trafalgar Law (Leader): [Activate: Main] [Once Per Turn] ②: If you have 5 Characters, return 1 of your
# Characters to the owner's hand. Then, play up to 1 Character with a cost of 5 or less from your hand that is a
# different color than the returned Character ---

RED_1, GREEN_1, BLUE_5, BLUE_6 = "OP04-007", "OP01-036", "OP01-065", "OP02-055"  # no text each; cost 1, 1, 5, 6


def _law(pool, characters: int):
    st = turn(don=2)
    law = set_leader(st, pool, 0, "OP01-002")
    red = add(st, pool, RED_1, 0, "characters")
    for _ in range(characters - 1):
        add(st, pool, VANILLA_7, 0, "characters")
    hand = {k: add(st, pool, k, 0, "hand") for k in (RED_1, GREEN_1, BLUE_5, BLUE_6)}
    return st, law, red, hand


def test_op01_002_law_returns_a_character_and_plays_one_of_another_color(real_pool):
    st, law, red, hand = _law(real_pool, 5)
    st = act(st, "activate", uid=law, ability=0)
    assert len(board.active_don(st, 0)) == 0  # ONE PIECE 8-3-1-5: ② rests 2 DON!!
    st = choose(st, red)  # ONE PIECE 8-4-4: the player picks the Character returned
    assert st.table.cards[red].zone == "hand"
    # ONE PIECE 2-3-5: only a cost 5 or less card with no color of the returned (red) one: not the red ones, not cost 6
    assert sorted(option_ids(st)) == sorted([str(hand[GREEN_1]), str(hand[BLUE_5])])
    st = choose(st, hand[BLUE_5])
    assert st.table.cards[hand[BLUE_5]].zone == "characters"
    # ONE PIECE 10-2-13-3: once per turn
    give_don(st, 0, 2)
    refused(st, "activate", "10-2-13-3", uid=law, ability=0)


def test_op01_002_law_with_4_characters_returns_nothing(real_pool):
    st, law, red, hand = _law(real_pool, 4)
    # ONE PIECE 8-4-1-1 (3-7-6-1: 5 is the most a player may have): with 4 the condition fails, no activation
    refused(st, "activate", "8-4-1-1", uid=law, ability=0)
    assert st.table.cards[red].zone == "characters" and len(board.active_don(st, 0)) == 2
    assert all(st.table.cards[u].zone == "hand" for u in hand.values())


# --- EB01-020 Chambres (Event): [Main] If your Leader has the {Supernovas} type, return 1 of your Characters to the
# owner's hand, and play up to 1 Character card with a cost of 2 or less from your hand that is a different color than
# the returned Character ---


def test_eb01_020_chambres_returns_and_plays_another_color(real_pool):
    st = turn(don=10)
    set_leader(st, real_pool, 0, "OP01-002")  # {Supernovas}
    red = add(st, real_pool, RED_1, 0, "characters")
    other_red = add(st, real_pool, RED_1, 0, "hand")
    green = add(st, real_pool, GREEN_1, 0, "hand")
    blue_5 = add(st, real_pool, BLUE_5, 0, "hand")
    st, _ev = play(st, real_pool, "EB01-020")
    # ONE PIECE 8-4-4: exactly 1 of your Characters and there is only 1: taken
    assert st.table.cards[red].zone == "hand"
    # ONE PIECE 2-3-5: cost 2 or less and no color of the returned red card
    assert option_ids(st) == [str(green)]
    assert str(other_red) not in option_ids(st) and str(blue_5) not in option_ids(st)
    st = choose(st, green)
    assert st.table.cards[green].zone == "characters"


def test_eb01_020_chambres_without_a_supernovas_leader_does_nothing(real_pool):
    st = turn(don=10)
    set_leader(st, real_pool, 0, "OP02-002")  # Monkey.D.Garp: {Navy}
    red = add(st, real_pool, RED_1, 0, "characters")
    add(st, real_pool, GREEN_1, 0, "hand")
    st, _ev = play(st, real_pool, "EB01-020")
    assert st.table.cards[red].zone == "characters" and not st.pending  # ONE PIECE 1-3-2: the condition fails, nothing is done


# --- OP04-069 Mr.2.Bon.Kurei(Bentham): [On Your Opponent's Attack] DON!! -1: This Character's base power becomes the
# same as the power of your opponent's attacking Leader or Character during this turn ---


def test_op04_069_bon_kurei_copies_the_attackers_power(real_pool):
    st = turn(don=0, n=4)  # P2's turn
    give_don(st, 0, 1)
    bon = add(st, real_pool, "OP04-069", 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    give_don(st, 1, 1)
    st = act(st, "attach", player=1, target=att)  # 10000 + 1000 (6-5-5-2)
    st = act(st, "attack", player=1, attacker=att, target=leader(st, 0))
    # ONE PIECE 8-3-1-4: P1 may pay the DON!! -1 cost or not
    assert st.pending[0].player == 0 and "yes" in option_ids(st)
    st = choose(st, "yes", player=0)
    assert board.don_on_field(st, 0) == 0  # ONE PIECE 8-3-1-6: DON!! -1
    # ONE PIECE 4-9: the base power becomes the attacker's power (11000)
    assert board.base_power(st, bon) == 11000 and board.power(st, bon) == 11000


def test_op04_069_bon_kurei_declined_keeps_its_power(real_pool):
    st = turn(don=0, n=4)
    give_don(st, 0, 1)
    bon = add(st, real_pool, "OP04-069", 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", player=1, attacker=att, target=leader(st, 0))
    st = choose(st, "no", player=0)
    assert board.base_power(st, bon) == 4000 and board.don_on_field(st, 0) == 1  # ONE PIECE 8-3-1-4


# --- ST05-010 Zephyr: When this Character battles <Strike> attribute Characters, this Character gains +3000 power during
# this turn ---

SLASH_6 = "OP02-055"  # Dracule Mihawk: <Slash>, no text, cost 6, 8000 power


def _attack(st, attacker: int, target: int, player: int = 0):
    """``attacker`` attacks ``target``; no block, no counter."""
    st = act(st, "attack", player=player, attacker=attacker, target=target)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else "none", player=1 - player)
    return st


def test_st05_010_zephyr_gains_3000_battling_a_strike_character(real_pool):
    st = turn(don=0)
    zephyr = add(st, real_pool, "ST05-010", 0, "characters")
    strike = add(st, real_pool, VANILLA_7, 1, "characters", tapped=True)  # <Strike>, 9000
    st = _attack(st, zephyr, strike)
    # ONE PIECE 7-1-4-1: 8000 + 3000 ≥ 9000: the <Strike> Character is K.O.'d; the +3000 lasts the turn
    assert st.table.cards[strike].zone == "trash"
    assert board.power(st, zephyr) == 11000


def test_st05_010_zephyr_gains_nothing_battling_a_slash_character_or_a_leader(real_pool):
    st = turn(don=0)
    zephyr = add(st, real_pool, "ST05-010", 0, "characters")
    slash = add(st, real_pool, SLASH_6, 1, "characters", tapped=True)
    st = _attack(st, zephyr, slash)
    assert board.power(st, zephyr) == 8000  # ONE PIECE 8-1-3-1: the condition (a <Strike> Character) fails


def test_st05_010_zephyr_attacked_by_a_strike_character_gains_3000(real_pool):
    st = turn(don=0, n=4)
    zephyr = add(st, real_pool, "ST05-010", 0, "characters", tapped=True)
    strike = add(st, real_pool, VANILLA_7, 1, "characters")
    st = act(st, "attack", player=1, attacker=strike, target=zephyr)
    # ONE PIECE 7-1-3: in the counter step the two cards battle: Zephyr already has +3000
    assert pending_kind(st) == "counter" and board.power(st, zephyr) == 11000
    st = choose(st, "done", player=0)
    assert st.table.cards[zephyr].zone == "characters"  # ONE PIECE 7-1-4-1: 9000 < 11000


# --- OP02-002 Monkey.D.Garp (Leader): [Your Turn] When this Leader or any of your Characters is given a DON!! card, give
# up to 1 of your opponent's Characters with a cost of 7 or less -1 cost during this turn ---


def _garp(pool):
    st = turn(don=2)
    lead = set_leader(st, pool, 0, "OP02-002")
    mine = add(st, pool, VANILLA_1, 0, "characters")
    cheap, big = add(st, pool, VANILLA_7, 1, "characters"), add(st, pool, VANILLA_8, 1, "characters")
    return st, lead, mine, cheap, big


def test_op02_002_garp_given_don_lowers_a_cost(real_pool):
    st, lead, mine, cheap, big = _garp(real_pool)
    st = act(st, "attach", target=lead)  # ONE PIECE 6-5-5-1: the Leader is given a DON!! card
    # ONE PIECE 8-1-3-1: the auto effect; only a cost 7 or less opponent's Character (up to 1)
    assert sorted(option_ids(st)) == [str(cheap)]
    st = choose(st, cheap)
    assert board.cost(st, cheap) == 6 and board.cost(st, big) == 8
    st = act(st, "attach", target=mine)  # ONE PIECE 6-5-5-1: a Character of yours given one: again (no once per turn)
    st = choose(st, cheap)
    assert board.cost(st, cheap) == 5


def test_op02_002_garp_ignores_the_opponents_don_and_the_opponents_turn(real_pool):
    st = turn(don=2)
    set_leader(st, real_pool, 1, "OP02-002")  # P2's Garp; P1's turn
    add(st, real_pool, VANILLA_7, 0, "characters")
    st = act(st, "attach", target=leader(st, 0))
    # ONE PIECE 10-2-11: [Your Turn] (and P1's Leader is not "this Leader or your Characters"): nothing triggers
    assert not st.pending and not st.stack


# --- OP12-081 Koala (Leader): When this Leader attacks your opponent's Leader, if you have 2 or more Characters with a
# cost of 8 or more, draw 1 card. [Once Per Turn] This effect can be activated when your opponent plays a Character with
# a base cost of 8 or more, or when your opponent plays a Character using a Character's effect. Your opponent adds 1
# card from the top of their Life cards to their hand ---


def _koala(pool, big: int):
    st = turn(don=0)
    koala = set_leader(st, pool, 0, "OP12-081")
    for _ in range(big):
        add(st, pool, VANILLA_8, 0, "characters")
    add(st, pool, VANILLA_1, 0, "deck")
    return st, koala


def test_op12_081_koala_attacking_the_leader_with_2_big_characters_draws(real_pool):
    st, koala = _koala(real_pool, 2)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=koala, target=leader(st, 1))
    assert len(st.table.zone(0, "hand")) == hand + 1  # ONE PIECE 7-1-1-3: on the attack, 2 cost 8 Characters: draw 1


def test_op12_081_koala_draws_nothing_with_1_big_character_or_against_a_character(real_pool):
    st, koala = _koala(real_pool, 1)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=koala, target=leader(st, 1))
    assert len(st.table.zone(0, "hand")) == hand  # ONE PIECE 8-1-3-1: the condition fails (1 Character)
    st, koala = _koala(real_pool, 2)
    target = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=koala, target=target)
    assert len(st.table.zone(0, "hand")) == hand  # ONE PIECE 7-1-1: it attacks a Character, not the Leader


def test_op12_081_koala_opponent_plays_a_base_cost_8_character_once_per_turn(real_pool):
    st = turn(don=0, opp_don=10, n=4)
    set_leader(st, real_pool, 0, "OP12-081")
    life = list(st.table.zone(1, "life"))
    small = add(st, real_pool, VANILLA_1, 1, "hand")
    st = act(st, "play", player=1, uid=small)
    assert st.table.zone(1, "life") == life  # ONE PIECE 8-1-3-1: cost 1, played by the action: nothing
    big = add(st, real_pool, VANILLA_8, 1, "hand")
    st = act(st, "play", player=1, uid=big)
    # ONE PIECE 3-10: the top Life card goes to P2's hand
    assert st.table.zone(1, "life") == life[1:] and st.table.cards[life[0]].zone == "hand"
    for don in st.table.zone(1, "cost_area"):
        st.table.cards[don].tapped = False  # (set-up: DON!! to pay for one more)
    big2 = add(st, real_pool, VANILLA_8, 1, "hand")
    st = act(st, "play", player=1, uid=big2)
    assert st.table.zone(1, "life") == life[1:]  # ONE PIECE 10-2-13: once per turn


def test_op12_081_koala_opponent_plays_a_character_with_a_characters_effect(real_pool):
    st = turn(don=0, opp_don=10, n=4)
    set_leader(st, real_pool, 0, "OP12-081")
    life = list(st.table.zone(1, "life"))
    animal = add(st, real_pool, "OP01-010", 1, "hand")  # Komachiyo: {Animal}, cost 1, 3000, no text
    player = add(st, real_pool, "OP04-010", 1, "hand")  # [On Play] Play up to 1 {Animal} … with 3000 power or less
    st = act(st, "play", player=1, uid=player)
    assert st.table.zone(1, "life") == life  # its own play (base cost 3, by the action): nothing
    st = choose(st, animal, player=1)
    # ONE PIECE 8-1-3-1: a Character played by a Character's effect: P2 adds their top Life card to their hand (3-10)
    assert st.table.cards[animal].zone == "characters"
    assert st.table.zone(1, "life") == life[1:] and st.table.cards[life[0]].zone == "hand"


# --- OP01-063 Arlong: [DON!! x1] [Activate: Main] You may rest this Character: Choose 1 card from your opponent's hand;
# your opponent reveals that card. If the revealed card is an Event, place up to 1 card from your opponent's Life area
# at the bottom of the owner's deck ---

EVENT = "OP12-096"  # Ursa Shock: an Event


def _arlong(pool):
    st = turn(don=1)
    arlong = add(st, pool, "OP01-063", 0, "characters")
    attach(st, arlong, 1)
    event, char = add(st, pool, EVENT, 1, "hand"), add(st, pool, VANILLA_1, 1, "hand")
    return st, arlong, event, char


def test_op01_063_arlong_reveals_an_event_and_moves_a_life_card_to_the_deck_bottom(real_pool):
    st, arlong, event, _char = _arlong(real_pool)
    life = list(st.table.zone(1, "life"))
    st = act(st, "activate", uid=arlong, ability=0)
    assert st.table.cards[arlong].tapped  # ONE PIECE 8-3-1: the cost, rest this Character
    # ONE PIECE 8-4-4-2: P1 picks a card of P2's hand without seeing it (the options don't name it)
    assert "Ursa" not in " ".join(o.label for o in st.pending[0].options)
    st = choose(st, event)
    assert st.table.cards[event].zone == "hand"  # ONE PIECE 11-2-1: revealed, it stays in the hand
    # ONE PIECE 1-3-5-1: up to 1 of the Life cards, any of them; it goes to the bottom of P2's deck
    st = choose(st, life[1])
    assert st.table.zone(1, "life") == [life[0], *life[2:]] and st.table.zone(1, "deck")[-1] == life[1]


def test_op01_063_arlong_reveals_a_character_nothing_more(real_pool):
    st, arlong, _event, char = _arlong(real_pool)
    life = list(st.table.zone(1, "life"))
    st = act(st, "activate", uid=arlong, ability=0)
    st = choose(st, char)
    assert not st.pending and st.table.zone(1, "life") == life  # ONE PIECE 8-3-2: not an Event: nothing


def test_op01_063_arlong_needs_a_given_don(real_pool):
    st = turn(don=1)
    arlong = add(st, real_pool, "OP01-063", 0, "characters")
    refused(st, "activate", "8-4-1-1", uid=arlong, ability=0)  # ONE PIECE 10-2-9 (8-4-1-1): [DON!! x1]
