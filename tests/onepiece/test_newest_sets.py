"""Cards of the newest sets (OP10–OP17, EB02–EB04, PRB, promos) automated by a family template or
a per-card script, each played with the real card in an engine game."""

from __future__ import annotations

import pytest

from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import (
    act,
    attach,
    choose,
    end_turn,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    pending_kind,
    refused,
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


def set_leader(st: OPState, real_pool: CardPool, number: str, player: int = 0) -> int:
    """Swap the fixture Leader for a real one (set-up only)."""
    st.table.move(leader(st, player), "trash", player=player)
    return add(st, real_pool, number, player, "leader")



# --- "Choose a cost and reveal 1 card from the top of your opponent's deck" -----------------------

def test_op11_081_kos_when_the_revealed_card_has_the_chosen_cost(real_pool):
    st = turn()
    top = add(st, real_pool, "OP08-052", 1, "deck")  # Portgas.D.Ace, cost 5, on top of P2's deck
    target = add(st, real_pool, "OP01-006", 1, "characters")  # Otama, cost 1
    st, _ev = play(st, real_pool, "OP11-081")
    assert option_ids(st) == [str(c) for c in range(11)]
    st = choose(st, 5)
    assert st.table.cards[top].zone == "deck" and st.table.top(1, "deck", 1) == [top]  # 11-2-1: revealed, stays
    assert all(p in st.table.cards[top].known_to for p in (0, 1))
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"


def test_op11_081_does_nothing_when_the_cost_differs(real_pool):
    st = turn()
    add(st, real_pool, "OP08-052", 1, "deck")  # cost 5
    target = add(st, real_pool, "OP01-006", 1, "characters")
    st, _ev = play(st, real_pool, "OP11-081")
    st = choose(st, 4)
    assert pending_kind(st) is None  # 8-3-2: the condition does not hold, no K.O.
    assert st.table.cards[target].zone == "characters"


def test_op11_066_oven_adds_don_whether_or_not_the_cost_matches(real_pool):
    st = turn(don=3)
    add(st, real_pool, "OP08-052", 1, "deck")  # cost 5
    target = add(st, real_pool, "OP01-006", 1, "characters")
    oven = add(st, real_pool, "OP11-066", 0, "characters")
    st = act(st, "activate", uid=oven, ability=0)
    if pending_kind(st) == "may":
        st = choose(st, "yes")  # pay: rest this Character
    assert st.table.cards[oven].tapped
    st = choose(st, 0)  # wrong cost
    while pending_kind(st) is not None:  # "add up to 1 DON!!": take it
        st = choose(st, option_ids(st)[-1])
    assert st.table.cards[target].zone == "characters"
    assert len(st.table.zone(0, "cost_area")) == 4


def test_op11_071_perospero_draws_and_adds_don_on_a_match(real_pool):
    st = turn(don=3)
    add(st, real_pool, "OP08-052", 1, "deck")  # cost 5
    pero = add(st, real_pool, "OP11-071", 0, "characters")
    add(st, real_pool, "OP01-006", 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=pero, ability=0)
    while pending_kind(st) not in (None, "target") or (pending_kind(st) == "target" and len(option_ids(st)) != 11):
        st = choose(st, "yes" if pending_kind(st) == "may" else option_ids(st)[0])
    st = choose(st, 5)
    while pending_kind(st) is not None:
        st = choose(st, option_ids(st)[-1])
    assert len(st.table.zone(0, "hand")) == hand - 1 + 1  # one trashed (cost), one drawn
    assert len(st.table.zone(0, "cost_area")) == 4


# --- "If you have a {X} type Character other than [Y], this Character gains [K]" ---------------

def test_op10_053_bian_has_blocker_only_with_another_tontatta(real_pool):
    # 8-3-2: the condition is checked continuously; "other than [Bian]" excludes any [Bian]
    st = turn()
    bian = add(st, real_pool, "OP10-053", 0, "characters")
    other_bian = add(st, real_pool, "OP10-053", 0, "characters")
    assert "Blocker" not in board.keywords(st, bian)
    add(st, real_pool, "OP10-057", 0, "characters")  # Leo, {The Tontattas}
    assert "Blocker" in board.keywords(st, bian) and "Blocker" in board.keywords(st, other_bian)


def test_op10_108_apoo_needs_a_yellow_supernova(real_pool):
    st = turn()
    apoo = add(st, real_pool, "OP10-108", 0, "characters")
    assert "Blocker" not in board.keywords(st, apoo)
    add(st, real_pool, "OP01-051", 0, "characters")  # Eustass"Captain"Kid: {Supernovas}, green
    assert "Blocker" not in board.keywords(st, apoo)
    add(st, real_pool, "OP10-101", 0, "characters")  # Urouge: {Supernovas}, yellow
    assert "Blocker" in board.keywords(st, apoo)


def test_op13_009_dadan_other_than_this_card(real_pool):
    st = turn()
    dadan = add(st, real_pool, "OP13-009", 0, "characters")
    assert "Double Attack" not in board.keywords(st, dadan)  # itself does not count
    add(st, real_pool, "OP02-010", 0, "characters")  # Dogura, {Mountain Bandits}
    assert "Double Attack" in board.keywords(st, dadan)


# --- DON!! given from another cost area (6-5-5) ----------------------------------------------------

def test_op15_010_gives_a_rested_don_to_its_owners_character(real_pool):
    st = turn()
    give_don(st, 1, 2, rested=True)
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    rested = sum(st.table.cards[u].tapped for u in st.table.zone(1, "cost_area"))
    card = add(st, real_pool, "OP15-010", 0, "characters")
    st = act(st, "activate", uid=card, ability=0)
    assert option_ids(st) == ["0", "1"]  # 1-3-5-1: "up to 1" allows none
    st = choose(st, 1)
    st = choose(st, foe)
    assert len(board.attached(st, foe)) == 1
    assert sum(st.table.cards[u].tapped for u in st.table.zone(1, "cost_area")) == rested - 1  # P2's own DON!!


def test_op15_010_may_give_none(real_pool):
    st = turn()
    give_don(st, 1, 2, rested=True)
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    card = add(st, real_pool, "OP15-010", 0, "characters")
    st = act(st, "activate", uid=card, ability=0)
    st = choose(st, 0)
    assert pending_kind(st) is None and not board.attached(st, foe)


def test_op15_028_needs_an_east_blue_leader(real_pool):
    st = turn()
    give_don(st, 1, 2)
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    st, _ = play(st, real_pool, "OP15-028")
    assert pending_kind(st) is None and not board.attached(st, foe)  # 8-3-2: the test Leader has no {East Blue}


def test_op15_026_trashes_itself_to_give_an_opponents_rested_don(real_pool):
    st = turn()
    give_don(st, 1, 1, rested=True)
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    card = add(st, real_pool, "OP15-026", 0, "characters")
    st = act(st, "activate", uid=card, ability=1)
    if pending_kind(st) == "may":
        st = choose(st, "yes")
    assert st.table.cards[card].zone == "trash"
    st = choose(st, 1)  # how many: 0 or 1 (1-3-5-1)
    assert pending_kind(st) is None  # the only opposing Character is taken (logged)
    assert len(board.attached(st, foe)) == 1


def test_op15_028_gives_an_opponents_don_with_an_east_blue_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP03-040")  # Nami, {East Blue}
    give_don(st, 1, 2)
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    st, _ = play(st, real_pool, "OP15-028")
    st = choose(st, 1)  # any DON!! of P2's cost area, up to 1
    assert len(board.attached(st, foe)) == 1


# --- "look at N cards … and add up to 1 card to your hand" (not revealed, 11-3-1) ---------------

def test_op12_079_looks_and_adds_a_hidden_card_with_a_sanji_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP12-041")  # Sanji
    deck = [add(st, real_pool, n, 0, "deck") for n in ("OP01-006", "OP08-052", "OP02-010")][::-1]
    st, _ = play(st, real_pool, "OP12-079")
    assert sorted(option_ids(st)) == sorted(str(u) for u in deck)
    st = choose(st, deck[1])
    assert st.table.cards[deck[1]].zone == "hand"
    assert 1 not in st.table.cards[deck[1]].known_to  # 11-3-1: added without being shown
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert st.table.zone(0, "deck")[-2:] and all(st.table.cards[u].zone == "deck" for u in (deck[0], deck[2]))


def test_op12_079_does_nothing_without_a_sanji_leader(real_pool):
    st = turn()
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, real_pool, "OP12-079")
    assert pending_kind(st) is None and len(st.table.zone(0, "hand")) == hand


# --- "If …, give this card in your hand -N cost" (2-7-1: the cost to pay) --------------------------

def test_prb02_014_costs_3_less_with_15_cards_in_trash(real_pool):
    st = turn(don=3)
    card = add(st, real_pool, "PRB02-014", 0, "hand")  # cost 6
    assert board.play_price(st, card) == 6
    refused(st, "play", "2-7-2", uid=card)
    for _ in range(15):
        add(st, real_pool, "OP01-006", 0, "trash")
    assert board.play_price(st, card) == 3
    st = act(st, "play", uid=card)
    assert st.table.cards[card].zone == "characters"
    assert not board.active_don(st, 0)


def test_op15_021_event_costs_3_less_with_4_events_in_trash(real_pool):
    st = turn(don=1)
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    card = add(st, real_pool, "OP15-021", 0, "hand")  # Event, cost 4
    refused(st, "play", "2-7-3", uid=card)
    for _ in range(4):
        add(st, real_pool, "OP11-081", 0, "trash")  # an Event
    st = act(st, "play", uid=card)  # 1 DON!! now pays for it
    assert not board.active_don(st, 0)
    st = choose(st, foe)
    assert board.power(st, foe) == 0 - 3000  # Otama 0 power, -3000


# --- "Up to 1 of your Leader with a type including "X" or up to 1 of your Characters with …" -----

def test_op17_056_counter_boosts_one_rocks_pirates_character(real_pool):
    st = turn()
    attacker = add(st, real_pool, "OP17-040", 0, "characters")  # Edward.Newgate, 8000
    newgate = add(st, real_pool, "OP17-040", 1, "characters", tapped=True)  # {Rocks Pirates}, 8000, rested
    other = add(st, real_pool, "OP01-006", 1, "characters")  # Otama: not {Rocks Pirates}
    ev = add(st, real_pool, "OP17-056", 1, "hand")  # [Counter], cost 1
    give_don(st, 1, 1)
    st = act(st, "attack", attacker=attacker, target=newgate)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = choose(st, f"e{ev}")
    assert str(other) not in option_ids(st) and str(newgate) in option_ids(st)  # the Leader has no such type here
    st = choose(st, newgate)
    assert board.power(st, newgate) == 10000


# --- your Leader joined to another part of the instruction (1-3-9) --------------------------------

def test_op14_080_moria_kos_a_thriller_bark_character_to_boost_leader_and_characters(real_pool):
    st = turn()
    moria = set_leader(st, real_pool, "OP14-080")  # 5000
    victim = add(st, real_pool, "OP02-054", 0, "characters")  # {Thriller Bark Pirates}
    dogura = add(st, real_pool, "OP02-010", 0, "characters")  # 2000
    st = act(st, "activate", uid=moria, ability=0)
    while pending_kind(st) is not None:  # pay: K.O. the only {Thriller Bark Pirates} Character
        st = choose(st, "yes" if pending_kind(st) == "may" else victim)
    assert st.table.cards[victim].zone == "trash"
    assert board.power(st, moria) == 6000 and board.power(st, dogura) == 3000


def test_op13_004_sabo_don_x1_boosts_leader_and_characters_with_a_cost_8_character(real_pool):
    # ONE PIECE 10-2-9-1, 8-3-2-3: [DON!! x1] holds while 1 DON!! is given; 8-1-3-4: a continuous effect
    st = turn()
    sabo = set_leader(st, real_pool, "OP13-004")  # 5000, Life 5: "-1000 power with 4 or more Life"
    dogura = add(st, real_pool, "OP02-010", 0, "characters")
    big = add(st, real_pool, "OP08-069", 0, "characters")  # Charlotte Linlin, cost 8 or more
    life = len(st.table.zone(0, "life"))
    assert board.power(st, sabo) == (4000 if life >= 4 else 5000) and board.power(st, dogura) == 2000
    attach(st, sabo, 1)
    assert board.power(st, sabo) == (6000 if life >= 4 else 7000) and board.power(st, dogura) == 3000
    st.table.move(big, "trash", player=0)
    assert board.power(st, dogura) == 2000


def test_op15_019_draws_and_leader_gains_until_the_opponents_next_end_phase(real_pool):
    st = turn()
    lead = leader(st, 0)
    base = board.power(st, lead)
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, real_pool, "OP15-019")
    assert len(st.table.zone(0, "hand")) == hand + 1  # the event was added to the hand and played; 1 drawn
    assert board.power(st, lead) == base + 1000
    st = end_turn(st)
    assert board.power(st, lead) == base + 1000  # still during the opponent's turn
    st = end_turn(st)
    assert board.power(st, lead) == base


def test_eb03_037_lim_boosts_odyssey_leader_and_characters_with_7_don(real_pool):
    st = turn(don=7)
    lucci = add(st, real_pool, "OP09-038", 0, "characters")  # {ODYSSEY}
    dogura = add(st, real_pool, "OP02-010", 0, "characters")  # not {ODYSSEY}
    st, lim = play(st, real_pool, "EB03-037")  # {ODYSSEY} itself
    assert board.power(st, lucci) == 7000 and board.power(st, lim) == 6000 and board.power(st, dogura) == 2000


def test_op14_058_counter_draws_and_boosts_the_leader_for_the_battle(real_pool):
    st = turn()
    attacker = add(st, real_pool, "OP17-040", 0, "characters")
    lead = leader(st, 1)
    base = board.power(st, lead)
    ev = add(st, real_pool, "OP14-058", 1, "hand")  # [Counter] event, cost 2
    give_don(st, 1, 2)
    hand = len(st.table.zone(1, "hand"))
    st = act(st, "attack", attacker=attacker, target=lead)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = choose(st, f"e{ev}")
    assert len(st.table.zone(1, "hand")) == hand  # the event left the hand, 1 card drawn
    assert board.power(st, lead) == base + 3000


# --- per-card scripts ----------------------------------------------------------------------------

def test_eb02_033_klabautermann_has_blocker_with_merry_go_on_the_field(real_pool):
    st = turn()
    klab = add(st, real_pool, "EB02-033", 0, "characters")
    assert "Blocker" not in board.keywords(st, klab)
    merry = add(st, real_pool, "EB02-041", 0, "stage")  # Merry Go (Stage): the field includes the Stage area
    assert "Blocker" in board.keywords(st, klab)
    st.table.move(merry, "trash", player=0)
    assert "Blocker" not in board.keywords(st, klab)


def test_op17_076_counter_trashes_a_card_for_3000(real_pool):
    st = turn()
    attacker = add(st, real_pool, "OP17-040", 0, "characters")
    lead = leader(st, 1)
    base = board.power(st, lead)
    ev = add(st, real_pool, "OP17-076", 1, "hand")
    add(st, real_pool, "OP01-006", 1, "hand")
    hand = len(st.table.zone(1, "hand"))
    st = act(st, "attack", attacker=attacker, target=lead)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = choose(st, f"e{ev}")
    while pending_kind(st) in ("may", "pay", "cost"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    assert len(st.table.zone(1, "hand")) == hand - 2  # the event and the card trashed for its cost
    if pending_kind(st) == "target":
        st = choose(st, lead)
    assert board.power(st, lead) == base + 3000


# --- "with a cost of N to M", "with N to M power": both bounds --------------------------------------

def test_eb03_060_reveals_a_card_with_a_cost_of_2_to_8(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP03-040")  # Nami
    cheap, mid, big = (add(st, real_pool, n, 0, "deck") for n in ("OP01-006", "OP03-106", "OP08-069"))  # costs 1, 4, 9
    st, _ = play(st, real_pool, "EB03-060")
    assert str(mid) in option_ids(st) and str(cheap) not in option_ids(st) and str(big) not in option_ids(st)
    st = choose(st, mid)
    assert st.table.cards[mid].zone == "hand"


def test_prb02_010_plays_a_big_mom_pirates_character_with_6000_to_8000_power(real_pool):
    st = turn()
    opera = add(st, real_pool, "OP03-106", 0, "hand")  # 6000
    kingbaum = add(st, real_pool, "OP03-100", 0, "hand")  # 5000
    smoothie = add(st, real_pool, "OP08-065", 0, "hand")  # 9000
    st, _ = play(st, real_pool, "PRB02-010")
    while pending_kind(st) not in (None, "target"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])  # DON!! -2
    assert str(opera) in option_ids(st) and str(kingbaum) not in option_ids(st) and str(smoothie) not in option_ids(st)
    st = choose(st, opera)
    assert st.table.cards[opera].zone == "characters"


def test_op10_099_kid_sets_a_cost_3_to_8_supernova_active_with_blocker(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP10-099")
    caribou = add(st, real_pool, "OP01-007", 0, "characters", tapped=True)  # {Supernovas}, cost 3
    barto = add(st, real_pool, "OP01-019", 0, "characters", tapped=True)  # {Supernovas}, cost 2
    st = end_turn(st)
    while pending_kind(st) is not None and st.active == 0:
        kind = pending_kind(st)
        if kind in ("may", "pay"):
            st = choose(st, "yes")
        elif kind == "target":
            assert str(barto) not in option_ids(st)
            st = choose(st, caribou)
        else:
            st = choose(st, option_ids(st)[0])
    assert not st.table.cards[caribou].tapped and st.table.cards[barto].tapped
    assert "Blocker" in board.keywords(st, caribou)
    assert st.table.cards[st.table.zone(0, "life")[0]].flags.get("face_up")  # the cost: top Life card face up (3-10-2-1)


def test_op14_057_boosts_every_fish_man_or_merfolk_leader_and_character(real_pool):
    st = turn()
    camie = add(st, real_pool, "OP03-101", 0, "characters")  # {Merfolk}, 3000
    hyouzou = add(st, real_pool, "OP06-034", 0, "characters")  # {Fish-Man}, 6000
    dogura = add(st, real_pool, "OP02-010", 0, "characters")  # neither, 2000
    lead = leader(st, 0)
    base = board.power(st, lead)
    st, _ = play(st, real_pool, "OP14-057")
    assert board.power(st, camie) == 4000 and board.power(st, hyouzou) == 7000
    assert board.power(st, dogura) == 2000 and board.power(st, lead) == base  # the fixture Leader has neither type
    st = end_turn(st)
    assert board.power(st, camie) == 3000  # "during this turn"


# --- "… and add this card to your hand" ---------------------------------------------------------

def test_op12_109_trigger_kos_and_adds_itself_to_the_hand(real_pool):
    # ONE PIECE 10-1-5-1: the [Trigger] card is trashed, then its effect moves it to the hand
    st = turn()
    attacker = add(st, real_pool, "OP17-040", 0, "characters")  # 8000
    top = add(st, real_pool, "OP12-109", 1, "life")  # on top of P2's Life
    mine = add(st, real_pool, "OP01-006", 0, "characters")  # Otama, cost 1
    st = act(st, "attack", attacker=attacker, target=leader(st, 1))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    if pending_kind(st) == "target":
        st = choose(st, mine)
    assert st.table.cards[mine].zone == "trash"
    assert st.table.cards[top].zone == "hand" and st.table.cards[top].controller == 1


# --- search and DON!! wordings ---------------------------------------------------------------------

def test_op16_077_reveals_up_to_two_navy_cards_then_trashes_one(real_pool):
    st = turn()
    drakes = [add(st, real_pool, "OP01-054", 0, "deck") for _ in range(2)]  # {Navy}
    other = add(st, real_pool, "OP01-006", 0, "deck")  # not {Navy}: on top
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, real_pool, "OP16-077")
    assert str(other) not in option_ids(st) and all(str(d) in option_ids(st) for d in drakes)
    st = choose(st, *drakes)
    assert all(st.table.cards[d].zone == "hand" for d in drakes)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    st = choose(st, drakes[0])  # trash 1 card from your hand
    assert len(st.table.zone(0, "hand")) == hand + 1  # +1 played -1, +2 revealed, -1 trashed
    assert st.table.cards[drakes[0]].zone == "trash"


def test_op16_026_ivankov_searches_then_plays_a_cost_2_character(real_pool):
    st = turn()
    inazuma = add(st, real_pool, "OP02-050", 0, "deck")  # {Impel Down}
    otama = add(st, real_pool, "OP01-006", 0, "hand")  # cost 1
    st, _ = play(st, real_pool, "OP16-026")
    st = choose(st, inazuma)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[inazuma].zone == "hand"
    assert str(otama) in option_ids(st) and str(inazuma) not in option_ids(st)  # Inazuma costs 4
    st = choose(st, otama)
    assert st.table.cards[otama].zone == "characters"


def test_p_010_kaido_adds_exactly_one_active_don_at_the_end_of_turn(real_pool):
    # not "up to": the DON!! is added without a choice (1-3-2: as many as the DON!! deck has)
    st = turn(don=3)
    add(st, real_pool, "P-010", 0, "characters")
    don = len(st.table.zone(0, "cost_area"))
    st = end_turn(st)
    assert st.active == 1 and len(st.table.zone(0, "cost_area")) == don + 1


def test_p_036_luffy_pays_a_life_card_for_itself_and_the_leader(real_pool):
    st = turn()
    luffy = add(st, real_pool, "P-036", 0, "characters")
    lead = leader(st, 0)
    base, life, hand = board.power(st, lead), len(st.table.zone(0, "life")), len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=luffy, target=leader(st, 1))
    while pending_kind(st) in ("may", "pay", "cost", "life_end"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    assert len(st.table.zone(0, "life")) == life - 1 and len(st.table.zone(0, "hand")) == hand + 1
    if pending_kind(st) == "target":
        st = choose(st, lead)
    assert board.power(st, luffy) == board.data(st, luffy)["power"] + 1000
    assert board.power(st, lead) == base + 1000


# --- the other cards of these families, each played once ------------------------------------------

def attacked(st: OPState, real_pool: CardPool, target: int | None = None) -> OPState:
    """P1 attacks (P2's Leader by default) with an 8000 Character; P2 does not block."""
    attacker = add(st, real_pool, "OP17-040", 0, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 1) if target is None else target)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    return st


@pytest.mark.parametrize(("number", "ally", "wrong"), [
    ("OP11-065", "OP08-061", "OP11-065"),  # purple {Big Mom Pirates} other than [Charlotte Anana]
    ("OP11-096", "OP02-094", "OP11-096"),  # black {Navy} other than [Ripper]
])
def test_has_character_blockers(real_pool, number, ally, wrong):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    add(st, real_pool, wrong, 0, "characters")  # another card of the same name does not count
    assert "Blocker" not in board.keywords(st, card)
    add(st, real_pool, ally, 0, "characters")
    assert "Blocker" in board.keywords(st, card)


def test_op16_076_counter_needs_an_admiral(real_pool):
    for with_admiral in (False, True):
        st = turn()
        if with_admiral:
            add(st, real_pool, "OP16-063", 1, "characters")  # {Admiral}
        ev = add(st, real_pool, "OP16-076", 1, "hand")
        give_don(st, 1, 1)
        lead = leader(st, 1)
        base = board.power(st, lead)
        st = attacked(st, real_pool)
        st = choose(st, f"e{ev}")
        if pending_kind(st) == "target":
            st = choose(st, lead)
        assert board.power(st, lead) == base + (4000 if with_admiral else 0)  # 8-3-2


def test_op11_079_counter_on_a_matching_reveal(real_pool):
    st = turn()
    add(st, real_pool, "OP08-052", 0, "deck")  # cost 5 on top of P1's deck (P2's opponent)
    ev = add(st, real_pool, "OP11-079", 1, "hand")
    give_don(st, 1, 1)
    lead = leader(st, 1)
    base = board.power(st, lead)
    st = attacked(st, real_pool)
    st = choose(st, f"e{ev}")
    st = choose(st, 5)
    if pending_kind(st) == "target":
        st = choose(st, lead)
    assert board.power(st, lead) == base + 5000


def test_op11_073_linlin_on_opponents_attack_pays_don_minus_5(real_pool):
    st = turn()
    add(st, real_pool, "OP08-052", 0, "deck")  # cost 5 on top of P1's deck
    add(st, real_pool, "OP11-073", 1, "characters")
    give_don(st, 1, 5)
    don = board.don_on_field(st, 1)
    lead = leader(st, 1)
    base = board.power(st, lead)
    st = attacked(st, real_pool)
    while pending_kind(st) in ("may", "pay", "cost", "order"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    st = choose(st, 5)
    if pending_kind(st) == "target":
        st = choose(st, lead)
    assert board.power(st, lead) == base + 2000
    assert board.don_on_field(st, 1) == don - 5  # DON!! -5: returned to the DON!! deck (10-2-10)


def test_op11_074_streusen_rests_on_a_match(real_pool):
    st = turn()
    add(st, real_pool, "OP08-052", 1, "deck")  # cost 5
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    card = add(st, real_pool, "OP11-074", 0, "characters")
    st = act(st, "activate", uid=card, ability=0)
    while pending_kind(st) in ("may", "pay", "cost"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    st = choose(st, 5)
    if pending_kind(st) == "target":
        st = choose(st, foe)
    assert st.table.cards[foe].tapped and st.table.cards[card].tapped


def test_op15_012_buggy_gives_a_rested_don_when_attacking(real_pool):
    st = turn()
    give_don(st, 1, 1, rested=True)
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    buggy = add(st, real_pool, "OP15-012", 0, "characters")
    st = act(st, "attack", attacker=buggy, target=leader(st, 1))
    st = choose(st, 1)
    st = choose(st, foe)
    assert len(board.attached(st, foe)) == 1


def test_op16_021_moby_dick_with_a_whitebeard_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP02-001")  # Edward.Newgate, {Whitebeard Pirates}
    top = add(st, real_pool, "OP01-006", 0, "deck")
    st, _ = play(st, real_pool, "OP16-021")
    st = choose(st, top)
    assert st.table.cards[top].zone == "hand"


@pytest.mark.parametrize(("number", "setup"), [("EB04-061", "life"), ("OP17-013", "big")])
def test_hand_cost_conditions(real_pool, number, setup):
    st = turn()
    card = add(st, real_pool, number, 0, "hand")
    printed = board.data(st, card)["cost"]
    assert board.play_price(st, card) == printed
    if setup == "life":
        while len(st.table.zone(0, "life")) > 1:
            st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
        assert board.play_price(st, card) == printed - 1
    else:
        add(st, real_pool, "OP01-094", 1, "characters")  # 10000 power or more
        assert board.play_price(st, card) == printed - 2


@pytest.mark.parametrize("number", ["OP17-017", "OP17-055"])
def test_counter_boosts_a_typed_character_not_another(real_pool, number):
    trait = "OP01-023" if number == "OP17-017" else "OP17-040"  # a Whitebeard / Rocks Pirates Character
    st = turn()
    ally = add(st, real_pool, trait, 1, "characters", tapped=True)
    ev = add(st, real_pool, number, 1, "hand")
    give_don(st, 1, 1)
    st = attacked(st, real_pool, target=ally)
    base = board.power(st, ally)
    st = choose(st, f"e{ev}")
    assert str(ally) in option_ids(st)
    st = choose(st, ally)
    assert board.power(st, ally) == base + 2000


def test_op17_057_fullalead_rests_and_trashes_for_1000(real_pool):
    st = turn()
    add(st, real_pool, "OP17-057", 1, "stage")
    ally = add(st, real_pool, "OP17-040", 1, "characters", tapped=True)
    add(st, real_pool, "OP01-006", 1, "hand")
    st = attacked(st, real_pool, target=ally)
    base = board.power(st, ally)
    while pending_kind(st) in ("may", "pay", "cost"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    if pending_kind(st) == "target":
        st = choose(st, ally)
    assert board.power(st, ally) == base + 1000


def test_op12_113_zoro_trigger_adds_itself(real_pool):
    st = turn()
    top = add(st, real_pool, "OP12-113", 1, "life")
    st = attacked(st, real_pool)
    while pending_kind(st) == "counter":
        st = choose(st, "done")
    st = choose(st, "activate")
    while pending_kind(st) is not None and st.table.cards[top].zone != "hand":
        st = choose(st, option_ids(st)[-1])
    assert st.table.cards[top].zone == "hand"


def test_op16_067_tsuru_reveals_a_navy_card_then_trashes_one(real_pool):
    st = turn()
    drake = add(st, real_pool, "OP01-054", 0, "deck")
    st, _ = play(st, real_pool, "OP16-067")
    st = choose(st, drake)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[drake].zone == "hand"
    st = choose(st, drake)
    assert st.table.cards[drake].zone == "trash"


# --- "If you have N or more <filtered> Characters" ------------------------------------------------

@pytest.mark.parametrize(("number", "qualifier", "other"), [
    ("OP17-018", "OP17-040", "OP02-010"),  # 8000 base power / 2000
    ("OP17-116", "OP12-109", "OP02-010"),  # a Character with a [Trigger] / none
])
def test_counter_needs_two_qualifying_characters(real_pool, number, qualifier, other):
    for count in (1, 2):
        st = turn()
        for _ in range(count):
            add(st, real_pool, qualifier, 1, "characters")
        add(st, real_pool, other, 1, "characters")
        ev = add(st, real_pool, number, 1, "hand")
        give_don(st, 1, 2)
        lead = leader(st, 1)
        base = board.power(st, lead)
        st = attacked(st, real_pool)
        st = choose(st, f"e{ev}")
        if pending_kind(st) == "target":
            st = choose(st, lead)
        assert board.power(st, lead) == base + (4000 if count == 2 else 0)  # 8-3-2


def test_p_078_adio_gains_1000_with_two_rested_odyssey_characters(real_pool):
    st = turn()
    adio = add(st, real_pool, "P-078", 0, "characters")
    base = board.power(st, adio)
    add(st, real_pool, "OP09-038", 0, "characters", tapped=True)
    lucci = add(st, real_pool, "OP09-038", 0, "characters")
    assert board.power(st, adio) == base  # one rested only
    st.table.cards[lucci].tapped = True
    assert board.power(st, adio) == base + 1000


def test_p_081_mihawk_plays_a_cost_5_cross_guild_with_three_blue_ones(real_pool):
    st = turn()
    for n in ("OP09-046", "OP09-048", "OP09-051"):
        add(st, real_pool, n, 0, "characters")
    mihawk = add(st, real_pool, "P-081", 0, "characters")
    alvida = add(st, real_pool, "OP09-043", 0, "hand")  # {Cross Guild}, cost 5
    st = act(st, "activate", uid=mihawk, ability=0)
    while pending_kind(st) in ("may", "pay"):
        st = choose(st, "yes")
    assert st.table.cards[mihawk].zone == "hand"  # the cost
    st = choose(st, alvida)
    assert st.table.cards[alvida].zone == "characters"


def test_p_079_lim_sets_itself_active_at_the_end_of_turn(real_pool):
    st = turn()
    lim = add(st, real_pool, "P-079", 0, "characters", tapped=True)
    for _ in range(2):
        add(st, real_pool, "OP09-038", 0, "characters", tapped=True)  # rested {ODYSSEY}
    st = end_turn(st)
    while pending_kind(st) is not None and st.active == 0:
        st = choose(st, option_ids(st)[0])
    assert not st.table.cards[lim].tapped


# --- "… cannot activate [Blocker] during this turn" (1-3-3 over 10-1-4-1) --------------------------

def test_op16_063_kuzan_stops_one_blocker(real_pool):
    st = turn()
    stopped = add(st, real_pool, "OP01-100", 1, "characters")  # [Blocker], cost 2
    other = add(st, real_pool, "OP02-012", 1, "characters")  # [Blocker]
    kuzan = add(st, real_pool, "OP16-063", 0, "characters")
    st = act(st, "activate", uid=kuzan, ability=1)
    while pending_kind(st) in ("may", "pay", "cost"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    st = choose(st, stopped)
    attacker = add(st, real_pool, "OP17-040", 0, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 1))
    assert pending_kind(st) == "block"
    assert str(stopped) not in option_ids(st) and str(other) in option_ids(st)
    assert all(m.duration == "this_turn" for m in st.modifiers if m.uid == stopped)  # "during this turn"


def test_op12_051_hina_only_base_cost_4_or_less(real_pool):
    st = turn()
    add(st, real_pool, "OP01-006", 0, "hand")
    small = add(st, real_pool, "OP01-100", 1, "characters")  # cost 2
    big = add(st, real_pool, "OP08-069", 1, "characters")  # cost 9
    hina = add(st, real_pool, "OP12-051", 0, "characters")
    st = act(st, "activate", uid=hina, ability=0)
    while pending_kind(st) in ("may", "pay", "cost"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    assert str(small) in option_ids(st) and str(big) not in option_ids(st)


def test_op11_013_grus_stops_every_2000_power_blocker_when_attacking(real_pool):
    st = turn()
    weak = add(st, real_pool, "OP02-081", 1, "characters")  # [Blocker], 2000
    strong = add(st, real_pool, "OP02-012", 1, "characters")  # [Blocker], 3000
    grus = add(st, real_pool, "OP11-013", 0, "characters")
    st = act(st, "attack", attacker=grus, target=leader(st, 1))
    assert pending_kind(st) == "block"
    assert str(weak) not in option_ids(st) and str(strong) in option_ids(st)


def test_op13_108_bonney_gives_the_opponent_a_life_card(real_pool):
    st = turn()
    life, hand = len(st.table.zone(1, "life")), len(st.table.zone(1, "hand"))
    st, bonney = play(st, real_pool, "OP13-108")
    assert len(st.table.zone(1, "life")) == life - 1 and len(st.table.zone(1, "hand")) == hand + 1
    assert "Rush" not in board.keywords(st, bonney)  # the test Leader has no {Egghead} type


# --- "with a DON!! card given", "that has 2 or more DON!! cards given" (6-5-5) -----------------------

def test_op15_027_rests_only_a_character_with_don_given(real_pool):
    st = turn()
    bare = add(st, real_pool, "OP01-006", 1, "characters")
    given = add(st, real_pool, "OP02-010", 1, "characters")
    attach(st, given, 1)
    st, _ = play(st, real_pool, "OP15-027")
    assert pending_kind(st) is None or str(bare) not in option_ids(st)  # the only fitting one may be taken
    if pending_kind(st) == "target":
        st = choose(st, given)
    assert st.table.cards[given].tapped and not st.table.cards[bare].tapped


def test_op15_001_leader_rests_a_character_with_two_don_given(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, "OP15-001")
    one = add(st, real_pool, "OP01-006", 1, "characters")
    two = add(st, real_pool, "OP02-010", 1, "characters")
    attach(st, one, 1)
    attach(st, two, 2)
    st = act(st, "activate", uid=lead, ability=1)
    if pending_kind(st) == "target":
        assert str(one) not in option_ids(st)
        st = choose(st, two)
    assert st.table.cards[two].tapped and not st.table.cards[one].tapped


def test_op15_018_kos_a_3000_power_character_with_don_given(real_pool):
    st = turn()
    bare = add(st, real_pool, "OP01-006", 1, "characters")
    given = add(st, real_pool, "OP02-010", 1, "characters")  # 2000 + 1000 given = 3000
    attach(st, given, 1)
    card = add(st, real_pool, "OP15-018", 0, "characters")
    st = act(st, "attack", attacker=card, target=leader(st, 1))
    if pending_kind(st) == "target":
        assert str(bare) not in option_ids(st)
        st = choose(st, given)
    assert st.table.cards[given].zone == "trash" and st.table.cards[bare].zone == "characters"


def test_op15_038_keeps_a_rested_character_with_two_don_rested(real_pool):
    st = turn()
    target = add(st, real_pool, "OP02-010", 1, "characters", tapped=True)
    attach(st, target, 2)
    st, _ = play(st, real_pool, "OP15-038")
    if pending_kind(st) == "target":
        st = choose(st, target)
    st = end_turn(st)  # P2's Refresh Phase
    assert st.table.cards[target].tapped


# --- joined targets ----------------------------------------------------------------------------------

def test_op11_021_jinbe_sets_a_fish_man_and_a_don_active(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP11-021")
    while len(st.table.zone(0, "hand")) > 6:
        st.table.move(st.table.zone(0, "hand")[0], "trash", player=0)
    hyouzou = add(st, real_pool, "OP06-034", 0, "characters", tapped=True)  # {Fish-Man}
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = True
    st = end_turn(st)
    while pending_kind(st) is not None and st.active == 0:
        st = choose(st, hyouzou if str(hyouzou) in option_ids(st) else option_ids(st)[-1])
    assert not st.table.cards[hyouzou].tapped
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 1


def test_op13_044_curiel_gives_a_don_to_a_whitebeard_character_only(real_pool):
    st = turn()
    for u in st.table.zone(0, "cost_area")[:2]:
        st.table.cards[u].tapped = True
    marco = add(st, real_pool, "OP01-023", 0, "characters")  # a type including "Whitebeard Pirates"
    dogura = add(st, real_pool, "OP02-010", 0, "characters")
    curiel = add(st, real_pool, "OP13-044", 0, "characters")
    st = act(st, "attack", attacker=curiel, target=leader(st, 1))
    if pending_kind(st) == "amount":
        st = choose(st, 1)
    if pending_kind(st) == "target":
        assert str(dogura) not in option_ids(st) and str(leader(st, 0)) not in option_ids(st)  # the test Leader has no such type
        st = choose(st, marco)
    assert len(board.attached(st, marco)) == 1


def test_op16_039_trigger_rests_the_opponents_leader(real_pool):
    st = turn()
    top = add(st, real_pool, "OP16-039", 1, "life")
    st = attacked(st, real_pool)
    while pending_kind(st) == "counter":
        st = choose(st, "done")
    st = choose(st, "activate")
    assert st.table.cards[top].zone in ("trash", "hand")
    assert st.table.cards[leader(st, 0)].tapped


def test_eb04_013_carrot_sets_two_minks_and_the_leader_active(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, "OP08-021")  # Carrot, {Minks}
    st.table.cards[lead].tapped = True
    minks = [add(st, real_pool, "OP01-009", 0, "characters", tapped=True) for _ in range(3)]
    st, _ = play(st, real_pool, "EB04-013")
    assert pending_kind(st) == "target"
    st = choose(st, minks[0], minks[1])
    assert not st.table.cards[minks[0]].tapped and not st.table.cards[minks[1]].tapped and st.table.cards[minks[2]].tapped
    assert not st.table.cards[lead].tapped


def test_op15_060_enel_gains_2000_and_removal_protection_with_6_or_less_don(real_pool):
    # 8-1-3-4: a continuous effect, its condition checked all the time
    st = turn(don=6)
    enel = add(st, real_pool, "OP15-060", 0, "characters")
    assert board.power(st, enel) == 10000
    assert "Cannot Be Removed By Opponent's Effects" in board.keywords(st, enel)
    give_don(st, 0, 1)
    assert board.power(st, enel) == 8000
    assert "Cannot Be Removed By Opponent's Effects" not in board.keywords(st, enel)


# --- "Draw N cards, and up to …"; "If you have 10 DON!! cards on your field" ----------------------

def test_op16_056_galdino_draws_and_stops_an_attacker_until_the_opponents_next_end_phase(real_pool):
    st = turn()
    foe = add(st, real_pool, "OP01-094", 1, "characters")  # Kaido, cost 10: too big
    small = add(st, real_pool, "OP01-006", 1, "characters")  # cost 1
    galdino = add(st, real_pool, "OP16-056", 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=galdino, ability=0)
    while pending_kind(st) in ("may", "pay"):
        st = choose(st, "yes")
    assert len(st.table.zone(0, "hand")) == hand + 2
    if pending_kind(st) == "target":
        assert str(foe) not in option_ids(st)
        st = choose(st, small)
    assert "Cannot Attack" in board.keywords(st, small)
    st = end_turn(st)
    assert "Cannot Attack" in board.keywords(st, small)  # still in the opponent's turn


def test_op16_087_shinobu_draws_and_gives_momonosuke_20_cost(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP01-031")  # {Land of Wano}
    momo = add(st, real_pool, "OP01-041", 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, shinobu = play(st, real_pool, "OP16-087")
    while pending_kind(st) in ("may", "pay"):
        st = choose(st, "yes")
    assert st.table.cards[shinobu].zone == "trash"
    if pending_kind(st) == "target":
        st = choose(st, momo)
    assert len(st.table.zone(0, "hand")) == hand + 1 and board.cost(st, momo) == 21


@pytest.mark.parametrize("don", [9, 10])
def test_op16_116_plays_teach_only_with_10_don(real_pool, don):
    st = turn(don=don)
    teach = add(st, real_pool, "OP03-012", 0, "hand")
    life = len(st.table.zone(1, "life"))
    st, _ = play(st, real_pool, "OP16-116")  # cost 8
    if pending_kind(st) == "target" and str(teach) in option_ids(st):
        st = choose(st, teach)
    assert (st.table.cards[teach].zone == "characters") == (don == 10)  # 8-3-2: exactly 10 DON!! on the field
    while pending_kind(st) is not None:
        st = choose(st, option_ids(st)[-1])
    assert len(st.table.zone(1, "life")) == life - 1


def test_op16_012_beckman_plays_shanks_with_10_don(real_pool):
    st = turn(don=10)
    set_leader(st, real_pool, "OP09-001")  # {Red-Haired Pirates}
    shanks = add(st, real_pool, "OP01-120", 0, "hand")
    st, _ = play(st, real_pool, "OP16-012")  # cost 5
    while pending_kind(st) in ("may", "pay"):
        st = choose(st, "yes")
    if pending_kind(st) == "target":
        st = choose(st, shanks)
    assert st.table.cards[shanks].zone == "characters"


def test_op17_065_queen_draws_and_stops_two_attackers(real_pool):
    st = turn()
    a, b = (add(st, real_pool, "OP01-006", 1, "characters") for _ in range(2))
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, real_pool, "OP17-065")  # DON!! -1
    while pending_kind(st) in ("may", "pay", "cost", "don_return"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    if pending_kind(st) == "target":
        st = choose(st, a, b)
    assert len(st.table.zone(0, "hand")) == hand + 1  # the Character was added then played; 1 drawn
    assert all("Cannot Attack" in board.keywords(st, u) for u in (a, b))


# --- cards of other sets that these templates now read -------------------------------------------

def test_op06_030_dosun_cannot_be_kod_in_battle_and_gains_2000_until_your_next_turn(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP06-020")  # Hody Jones, {New Fish-Man Pirates}
    dosun = add(st, real_pool, "OP06-030", 0, "characters")
    life, hand = len(st.table.zone(0, "life")), len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=dosun, target=leader(st, 1))
    assert board.power(st, dosun) == 6000 and "Cannot Be K.O.'d In Battle" in board.keywords(st, dosun)
    assert len(st.table.zone(0, "life")) == life - 1 and len(st.table.zone(0, "hand")) == hand + 1
    st = battle_over(st)
    st = end_turn(st)
    assert board.power(st, dosun) == 6000 and "Cannot Be K.O.'d In Battle" in board.keywords(st, dosun)  # the opponent's turn
    st = end_turn(st)
    assert board.power(st, dosun) == 4000 and "Cannot Be K.O.'d In Battle" not in board.keywords(st, dosun)


def battle_over(st: OPState) -> OPState:
    while st.battle is not None and st.pending:
        kind = pending_kind(st)
        st = choose(st, "done" if kind == "counter" else "hand" if kind in ("life", "trigger") else option_ids(st)[-1])
    return st


def test_op06_113_raki_blocker_with_another_shandian_warrior(real_pool):
    st = turn()
    raki = add(st, real_pool, "OP06-113", 0, "characters")
    assert "Blocker" not in board.keywords(st, raki)
    add(st, real_pool, "OP06-102", 0, "characters")  # Kamakiri, {Shandian Warrior}
    assert "Blocker" in board.keywords(st, raki)


def test_st21_016_boosts_and_stops_a_4000_power_blocker(real_pool):
    st = turn()
    blocker = add(st, real_pool, "OP01-100", 1, "characters")  # [Blocker], 3000
    lead = leader(st, 0)
    base = board.power(st, lead)
    st, _ = play(st, real_pool, "ST21-016")
    if pending_kind(st) == "target":
        st = choose(st, lead)
    if pending_kind(st) == "target":
        st = choose(st, blocker)
    assert board.power(st, lead) == base + 1000 and "Cannot Activate [Blocker]" in board.keywords(st, blocker)


def test_st30_015_counter_needs_two_characters_with_exactly_6000_base_power(real_pool):
    for n in (1, 2):
        st = turn()
        for _ in range(n):
            add(st, real_pool, "OP01-018", 1, "characters")  # 6000
        ev = add(st, real_pool, "ST30-015", 1, "hand")
        give_don(st, 1, 1)
        lead = leader(st, 1)
        base = board.power(st, lead)
        st = attacked(st, real_pool)
        st = choose(st, f"e{ev}")
        if pending_kind(st) == "target":
            st = choose(st, lead)
        assert board.power(st, lead) == base + (4000 if n == 2 else 0)


def test_st32_002_oden_draws_and_keeps_a_character_from_being_rested(real_pool):
    st = turn()
    foe = add(st, real_pool, "OP01-006", 1, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, real_pool, "ST32-002")
    if pending_kind(st) == "target":
        st = choose(st, foe)
    assert len(st.table.zone(0, "hand")) == hand + 1 and "Cannot Be Rested" in board.keywords(st, foe)


def test_op10_033_nami_keeps_an_opponents_don_rested(real_pool):
    st = turn()
    for _ in range(2):
        add(st, real_pool, "OP09-038", 0, "characters", tapped=True)  # rested {ODYSSEY}
    for u in st.table.zone(1, "cost_area"):
        st.table.cards[u].tapped = True
    st, _ = play(st, real_pool, "OP10-033")
    if pending_kind(st) == "target":
        st = choose(st, option_ids(st)[0])
    st = end_turn(st)  # P2's Refresh Phase
    assert sum(st.table.cards[u].tapped for u in st.table.zone(1, "cost_area")) == 1


def test_op15_013_pincers_costs_2_less_with_a_0_power_leader(real_pool):
    from engine.core import Modifier

    st = turn()
    card = add(st, real_pool, "OP15-013", 0, "hand")  # cost 4
    assert board.play_price(st, card) == 4
    lead = leader(st, 0)
    st.modifiers.append(Modifier(lead, "power", -board.power(st, lead), player=0, turn=st.turn))
    assert board.power(st, lead) == 0 and board.play_price(st, card) == 2


def test_op15_118_enel_on_play_looks_and_adds_then_trashes(real_pool):
    st = turn()
    top = add(st, real_pool, "OP01-006", 0, "deck")
    st, _ = play(st, real_pool, "OP15-118")  # DON!! -1
    while pending_kind(st) in ("may", "pay", "don_return"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[0])
    st = choose(st, top)
    assert st.table.cards[top].zone == "hand"
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    st = choose(st, top)  # trash 1 card from your hand
    assert st.table.cards[top].zone == "trash"
