"""Issue 16, tail round 7 for sets 1, 2, 4, 5, 9, 12, 13 and the promos: Lorcast printings that
spell the registry's text in other type (engine/lorcana/cards/typography.py), older wordings of the
same cards, and per-card scripts/mechanisms of the long tail. Each card is played from the real card
data in an engine game and every clause is checked ("may", "up to", conditions, nothing to choose)."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards, registry_texts
from engine.lorcana.cards.schema import normalize_symbols
from engine.lorcana.cards.typography import REWORDED, loose, registry_spelling, same_printed_text
from engine.lorcana.characteristics import stat
from engine.lorcana.rules import R
from engine.lorcana.zones import banish, move_card
from tests.lorcana.helpers import FILLER, act, choose, custom, end_turn, ids, ink_up, play, put, started
from tests.lorcana.real import LORCAST, lorcast, needs_lorcast, registry_cards
from tests.lorcana.real import registry as card

# --- one printed text, two spellings (1.1.6) ------------------------------------------------------


def test_loose_spelling_ignores_typography_only():
    # Lorcana 1.1.6: reminder text is not rules text; the rest must match word for word
    assert same_printed_text("Sing Together 6 %Each opponent loses 2 lore. You gain 2 lore.",
                             "Sing Together 6\nEach opponent loses 2 lore. You gain 2 lore.")
    assert same_printed_text("Evasive INSPIRING VOICE Whenever you play a song", "Evasive\nINSPIRING VOICE Whenever you play a song.")
    assert same_printed_text("choose one:\n- Draw 2 cards.\n- Each opponent chooses and discards a card.",
                             "choose one: • Draw 2 cards. • Each opponent chooses and discards a card.")
    assert same_printed_text("All cards in your hand count as having {IW}.", "All cards in your hand count as having {C}.")
    assert same_printed_text('RE-PETE {E} - Reveal the top card. It can’t "x"', "RE-PETE {E} – Reveal the top card. It can't “x”")
    # a sign, a word or a symbol is not typography
    assert not same_printed_text("gets -2 {S} this turn.", "gets 2 {S} this turn.")
    assert not same_printed_text("gets +1 {}.", "gets +1 {L}.")
    assert not same_printed_text("play another character", "play a character")
    assert loose("") == "" and not same_printed_text("", "")


def test_registry_spelling_needs_the_same_card():
    reg = {"1-1": ("Card - One", "Draw a card.")}
    assert registry_spelling("1-1", "Card - One", "Draw a card", reg) == "Draw a card."
    assert registry_spelling("1-1", "Card - Two", "Draw a card", reg) == "Draw a card"  # another card
    assert registry_spelling("P1-2", "Card - One", "Draw a card", reg) == "Draw a card."  # a printing it numbers otherwise
    assert registry_spelling("P1-2", "Card - Two", "Draw a card", reg) == "Draw a card"
    assert registry_spelling("1-1", "Card - One", "Draw a card {}", {"1-1": ("Card - One", "Draw a card {L}")}) == "Draw a card {}"  # by id: typography only
    assert registry_spelling("1-1", "Card - One", "Draw 2 cards.", reg) == "Draw 2 cards."


TYPOGRAPHIC = ["4-98", "4-128", "5-187", "9-26", "9-37", "9-43", "9-45", "9-52", "9-107", "9-129", "9-130", "9-166",
               "9-174", "9-176", "12-132", "13-86", "C2-2", "P1-4", "P1-26", "P1-36", "P2-1", "P2-31", "P3-13"]


@needs_lorcast
@pytest.mark.parametrize("card_id", TYPOGRAPHIC + sorted(REWORDED))
def test_lorcast_printing_reads_as_the_registry_card(card_id: str):
    data = lorcast(card_id)
    assert data["text"] == normalize_symbols(registry_texts()[card_id][1])
    assert all(a.ok for a in compiler.compile_card(data))


# --- older wordings (REWORDED), played from the Lorcast printing ----------------------------------


@needs_lorcast
def test_befuddle_lorcast_returns_a_character_or_item_costing_2_or_less():
    # Lorcana 1.2.4 (chosen on resolution), 10.12.1 (Ward: the ja text 選び is choosing), 8.3 (to hand)
    st = started()
    cheap = put(st, custom("C2", "Cheap", cost=2), 1)
    dear = put(st, custom("C3", "Dear", cost=3), 1)
    warded = put(st, custom("W1", "Warded", "Ward", cost=1), 1)
    trinket = put(st, custom("I1", "Trinket", card_type="Item", cost=2), 1)
    mine = put(st, custom("M1", "Mine", cost=1), 0)
    st, _ = play(st, lorcast("1-62"))
    assert ids(st) == {str(cheap), str(trinket), str(mine)}  # not cost 3, not Ward
    assert str(dear) not in ids(st) and str(warded) not in ids(st)
    st = choose(st, [trinket])
    assert st.table.cards[trinket].zone == "hand" and st.table.cards[trinket].owner == 1 and not st.pending


@needs_lorcast
def test_beast_relentless_lorcast_may_ready_when_an_opposing_character_is_damaged():
    # Lorcana 7.4.2 (whenever), 7.1.3 (may), 4.3.6.12 (damage in a challenge)
    for card_id in ("2-70", "2-210"):
        st = started()
        beast = put(st, lorcast(card_id), 0, tapped=True)
        mine = put(st, custom("M1", "Mine", s=1, w=9), 0)
        foe = put(st, custom("F1", "Foe", s=0, w=9), 1, tapped=True)
        st = act(st, "challenge", 0, uid=mine, target=foe)
        assert ids(st) == {"yes", "no"}
        st = choose(st, ["yes"])
        assert not st.table.cards[beast].tapped
        # "may": no
        st = started()
        beast = put(st, lorcast(card_id), 0, tapped=True)
        mine = put(st, custom("M1", "Mine", s=1, w=9), 0)
        foe = put(st, custom("F1", "Foe", s=0, w=9), 1, tapped=True)
        st = choose(act(st, "challenge", 0, uid=mine, target=foe), ["no"])
        assert st.table.cards[beast].tapped


@needs_lorcast
def test_beast_relentless_lorcast_ignores_damage_to_your_own_characters():
    # Lorcana 7.4.2: only an opposing character's damage triggers
    st = started()
    beast = put(st, lorcast("2-70"), 0, tapped=True)
    mine = put(st, custom("M1", "Mine", s=0, w=9), 0)
    foe = put(st, custom("F1", "Foe", s=1, w=9), 1, tapped=True)
    st = act(st, "challenge", 0, uid=mine, target=foe)  # only Mine is damaged (Foe's 1 {S})
    assert not st.pending and st.table.cards[beast].tapped and st.table.cards[mine].damage == 1


@needs_lorcast
def test_belle_strange_but_special_lorcast_puts_a_second_card_into_the_inkwell():
    # Lorcana 8.5.5 (an additional card), 4.3.3 (otherwise once per turn); only during your turn
    for card_id in ("1-142", "1-214"):
        st = started()
        put(st, lorcast(card_id), 0)
        for _ in range(2):
            st = act(st, "ink", 0, uid=put(st, FILLER, 0, "hand"))
        assert st.inked[0] == 2
        with pytest.raises(RulesError, match=r"4\.3\.3"):
            act(st, "ink", 0, uid=put(st, FILLER, 0, "hand"))
    st = started()
    put(st, lorcast("1-142"), 1)  # the opponent's Belle: P1 inks once
    st = act(st, "ink", 0, uid=put(st, FILLER, 0, "hand"))
    with pytest.raises(RulesError, match=r"4\.3\.3"):
        act(st, "ink", 0, uid=put(st, FILLER, 0, "hand"))


@needs_lorcast
def test_bibbidi_bobbidi_boo_lorcast_returns_one_to_play_one_of_the_same_cost_or_less():
    # Lorcana 7.1.2.2 ([A] to [B]), 7.1.9, 4.3.4.10 (for free)
    st = started()
    pumpkin = put(st, custom("PUMP", "Pumpkin", cost=3), 0)
    coach = put(st, custom("COACH", "Coach", cost=3), 0, "hand")
    giant = put(st, custom("GIANT", "Giant", cost=5), 0, "hand")
    foe = put(st, custom("FOE", "Foe", cost=1), 1)
    st, _ = play(st, lorcast("2-96"))
    assert str(foe) not in ids(st)  # a character of yours
    st = choose(st, [pumpkin])
    assert st.table.cards[pumpkin].zone == "hand"
    assert str(giant) not in ids(st) and str(coach) in ids(st)
    st = choose(st, [coach])
    assert not st.pending and st.table.cards[coach].zone == "play" and st.table.cards[giant].zone == "hand"


@needs_lorcast
def test_revive_lorcast_plays_a_character_card_costing_5_or_less_from_your_discard():
    # Lorcana 4.3.4.10 (for free), 1.2.4 (chosen on resolution)
    st = started()
    cheap = put(st, custom("C1", "Cheap", cost=5), 0, "discard")
    dear = put(st, custom("D1", "Dear", cost=6), 0, "discard")
    theirs = put(st, custom("O1", "Theirs", cost=2), 1, "discard")
    st, _ = play(st, lorcast("5-27"))
    assert ids(st) == {str(cheap)}
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "play" and st.table.cards[dear].zone == "discard"
    assert st.table.cards[theirs].zone == "discard"


def _yzma_position():
    st = started()
    yzma = put(st, lorcast("5-184"), 0)
    mine = put(st, custom("M1", "Mine", s=3, w=9), 0)
    foe = put(st, custom("F1", "Foe", s=0, w=2), 1, tapped=True)
    other = put(st, custom("F2", "Other", s=0, w=5), 1, tapped=True)
    return st, yzma, mine, foe, other


@needs_lorcast
def test_yzma_unjustly_treated_lorcast_may_deal_1_when_yours_banishes_in_a_challenge():
    # Lorcana 7.4.2 (whenever), 4.3.6.17 (banished in a challenge), 7.1.3 (may), 1.2.4 (chosen)
    st, _yzma, mine, foe, other = _yzma_position()
    st = act(st, "challenge", 0, uid=mine, target=foe)
    assert st.table.cards[foe].zone == "discard"
    assert ids(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    st = choose(st, [other])
    assert st.table.cards[other].damage == 1 and not st.pending
    st, _yzma, mine, foe, other = _yzma_position()
    st = choose(act(st, "challenge", 0, uid=mine, target=foe), ["no"])
    assert st.table.cards[other].damage == 0 and not st.pending


@needs_lorcast
def test_yzma_unjustly_treated_lorcast_not_on_an_opponents_turn_nor_without_a_banish():
    # Lorcana 7.4.4 ("During your turn"); no banish, no trigger
    st, _yzma, mine, foe, other = _yzma_position()
    st = act(st, "challenge", 0, uid=mine, target=other)  # 3 damage on 5 {W}: not banished
    assert not st.pending
    st = started()
    put(st, lorcast("5-184"), 0)
    mine = put(st, custom("M1", "Mine", s=0, w=2), 0, tapped=True)
    st = end_turn(st)
    foe = put(st, custom("F1", "Foe", s=3, w=9), 1)
    st = act(st, "challenge", 1, uid=foe, target=mine)  # P2's character banishes mine
    assert st.table.cards[mine].zone == "discard" and not st.pending


# --- "whenever you pay 2 {I} or less to play a card" (engine/lorcana/ink_paid.py) ----------------


def _play_paid(st, data: dict, player: int = 0):
    """Play ``data`` from the hand paying its ink cost (4.3.4.6); returns (state, uid)."""
    return play(st, data, player)


def test_babyhead_pays_2_or_less_gives_chosen_character_2_strength_this_turn():
    # Lorcana 4.3.4.5-4.3.4.6 (the total cost paid in ink), 7.4.2 (whenever), 1.2.4 (chosen), 4.4.1.3 ("this turn")
    st = started()
    put(st, card("Babyhead - Leader of Sid's Toys"), 0)
    pal = put(st, custom("P1", "Pal", s=1), 0)
    st, _ = _play_paid(st, custom("C2", "Cheap", cost=2))
    assert str(pal) in ids(st)
    st = choose(st, [pal])
    assert stat(st, pal, "strength") == 3 and not st.pending
    st = end_turn(st)
    assert stat(st, pal, "strength") == 1


def test_babyhead_ignores_a_card_that_paid_3_and_one_played_for_free():
    # Lorcana 4.3.4.6: 3 {I} paid is not 2 or less; 4.3.4.4, 4.3.4.9 singing is an alternate cost: no ink paid
    st = started()
    put(st, card("Babyhead - Leader of Sid's Toys"), 0)
    put(st, custom("P1", "Pal", s=1), 0)
    st, _ = _play_paid(st, custom("C3", "Dear", cost=3))
    assert not st.pending
    singer = put(st, custom("S1", "Singer", cost=3), 0)
    tune = put(st, custom("SG", "Tune", "Draw a card.", card_type="Action", subtypes=["Song"], cost=2), 0, "hand")
    st = act(st, "play", 0, uid=tune, mode="sing", singer=singer)
    assert not st.pending and st.table.cards[tune].zone == "discard"


def test_babyhead_does_not_see_the_opponents_plays():
    # Lorcana 7.4.2: "you pay": only its controller's plays
    st = started()
    put(st, card("Babyhead - Leader of Sid's Toys"), 0)
    st = end_turn(st)
    st, _ = _play_paid(st, custom("C1", "Theirs", cost=1), 1)
    assert not st.pending


def test_jessie_lively_cowgirl_gives_an_opposing_character_minus_1_until_your_next_turn():
    # Lorcana 7.4.2, 1.2.4 (chosen opposing), duration "until the start of your next turn" (4.4.1.3 analogue)
    st = started()
    put(st, card("Jessie - Lively Cowgirl"), 0)
    mine = put(st, custom("M1", "Mine", s=2), 0)
    foe = put(st, custom("F1", "Foe", s=3), 1)
    st, _ = _play_paid(st, custom("I1", "Trinket", card_type="Item", cost=1))  # a card: an item too
    assert ids(st) == {str(foe)}
    assert str(mine) not in ids(st)
    st = choose(st, [foe])
    assert stat(st, foe, "strength") == 2
    st = end_turn(st)
    assert stat(st, foe, "strength") == 2  # still during the opponent's turn
    st = end_turn(st)
    assert stat(st, foe, "strength") == 3


def test_jessie_with_no_opposing_character_does_nothing():
    # Lorcana 1.2.3: nothing to choose, the effect does nothing
    st = started()
    put(st, card("Jessie - Lively Cowgirl"), 0)
    st, _ = _play_paid(st, custom("C2", "Cheap", cost=2))
    assert not st.pending


def test_buzz_on_the_way_non_character_draws_then_discards():
    # Lorcana 7.4.2; "draw a card, then choose and discard a card" (1.2.1 in order)
    st = started()
    put(st, card("Buzz Lightyear - On the Way"), 0)
    foe = put(st, custom("F1", "Foe", w=5), 1, damage=1)
    hand = len(st.table.zone(0, "hand"))
    st, _ = _play_paid(st, custom("I1", "Trinket", card_type="Item", cost=2))
    assert len(st.table.zone(0, "hand")) == hand + 1  # drew (the item left the hand)
    assert str(foe) not in ids(st)  # the character clause did not trigger
    pick = next(iter(ids(st)))
    st = choose(st, [pick])
    assert len(st.table.zone(0, "hand")) == hand and st.table.cards[int(pick)].zone == "discard"
    assert st.table.cards[foe].damage == 1 and not st.pending


def test_buzz_on_the_way_character_deals_1_to_a_damaged_opposing_character():
    # Lorcana 7.4.2, 1.2.4: chosen opposing damaged character
    st = started()
    put(st, card("Buzz Lightyear - On the Way"), 0)
    hurt = put(st, custom("F1", "Hurt", w=5), 1, damage=1)
    fresh = put(st, custom("F2", "Fresh", w=5), 1)
    mine = put(st, custom("M1", "Mine", w=5), 0, damage=1)
    hand = len(st.table.zone(0, "hand"))
    st, _ = _play_paid(st, custom("C2", "Cheap", cost=2))
    assert ids(st) == {str(hurt)}
    assert str(fresh) not in ids(st) and str(mine) not in ids(st)
    st = choose(st, [hurt])
    assert st.table.cards[hurt].damage == 2 and not st.pending
    assert len(st.table.zone(0, "hand")) == hand  # no draw for a character


def test_buzz_on_the_way_character_with_no_damaged_opposing_character_and_a_3_cost_play():
    # Lorcana 1.2.3 (nothing to choose); 4.3.4.6: paying 3 triggers neither ability
    st = started()
    put(st, card("Buzz Lightyear - On the Way"), 0)
    put(st, custom("F2", "Fresh", w=5), 1)
    st, _ = _play_paid(st, custom("C2", "Cheap", cost=2))
    assert not st.pending
    hand = len(st.table.zone(0, "hand"))
    st, _ = _play_paid(st, custom("I3", "Dear Item", card_type="Item", cost=3))
    assert not st.pending and len(st.table.zone(0, "hand")) == hand


# --- promos ----------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _registry_by_id() -> dict[str, dict]:
    return {rec.data["id"]: rec.data for rec in import_cards(None).cards}


def _ice_palace_printings() -> list[dict]:
    out = [dict(_registry_by_id()["C1-7"])]
    if LORCAST.exists():
        out.append(lorcast("cp-7"))  # Lorcast's code for the same printing
    return out


@pytest.mark.parametrize("which", [0, 1])
def test_elsas_ice_palace_keeps_the_chosen_exerted_character_from_readying_while_in_play(which: int):
    # Lorcana 7.8.1.1 (lasts while the source is in play), 4.2.1.1 (the Ready step), 1.2.4 (chosen on play)
    printings = _ice_palace_printings()
    if which >= len(printings):
        pytest.skip("no Lorcast data")
    data = printings[which]
    assert compiler.is_automated(data)
    st = started()
    tired = put(st, custom("F1", "Tired"), 1, tapped=True)
    fresh = put(st, custom("F2", "Fresh"), 1)
    st, palace = play(st, data)
    assert ids(st) == {str(tired)}  # an exerted character only
    assert str(fresh) not in ids(st)
    st = choose(st, [tired])
    st = end_turn(st)
    assert st.active == 1 and st.table.cards[tired].tapped  # it didn't ready
    st = end_turn(st)
    banish(st, [palace], R("4.3.6"), [])
    st = end_turn(st)
    assert st.active == 1 and not st.table.cards[tired].tapped  # the location left play: it readies


def test_elsas_ice_palace_with_no_exerted_character_does_nothing():
    # Lorcana 1.2.3: nothing to choose
    st = started()
    fresh = put(st, custom("F2", "Fresh"), 1)
    st, _ = play(st, dict(_registry_by_id()["C1-7"]))
    assert not st.pending and not st.table.cards[fresh].tapped


# --- set 12: Metamorphosis (engine/lorcana/shift_free.py) -----------------------------------------


def test_metamorphosis_shifts_a_character_from_your_discard_for_free():
    # Lorcana 10.8.1 (on top of your character with the same name), 4.3.4.10 (no ink cost)
    st = started()
    base = put(st, custom("B1", "Hero", version="Base", cost=2), 0, tapped=True, damage=1)
    big = put(st, custom("S1", "Hero", "Shift 5\nWhen you play this character, draw a card.", version="Shifted", cost=7, w=9), 0, "discard")
    plain = put(st, custom("P1", "Hero", version="Plain", cost=1), 0, "discard")  # no Shift
    put(st, custom("S2", "Hero", "Shift 5", version="Theirs", cost=7), 1, "discard")  # the opponent's discard
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, card("Metamorphosis"))
    assert ids(st) == {str(big)}
    assert str(plain) not in ids(st)
    st = choose(st, [big])
    assert ids(st) == {str(base)}
    st = choose(st, [base])
    top = st.table.cards[big]
    assert top.zone == "play" and st.table.cards[base].zone == "under"
    assert top.tapped and top.damage == 1  # 10.8.3, 10.8.5: it keeps the state and damage below
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))  # only the action's 3 ink
    assert len(st.table.zone(0, "hand")) == hand + 1  # it was played (10.8.1): its "when you play" drew
    assert st.table.cards[plain].zone == "discard" and not st.pending


def test_metamorphosis_when_you_play_triggers_of_the_shifted_character():
    # Lorcana 10.8.1 (Shift is a way to play it), 7.4.2 ("when you play this character")
    st = started()
    put(st, custom("B1", "Hero", version="Base"), 0)
    big = put(st, custom("S1", "Hero", "Shift 5\nWhen you play this character, draw a card.", version="Shifted", cost=7), 0, "discard")
    st, _ = play(st, card("Metamorphosis"))
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, [big])
    st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[big].zone == "play" and len(st.table.zone(0, "hand")) == hand + 1


def test_metamorphosis_with_nothing_to_shift_onto_does_nothing():
    # Lorcana 1.2.3: no character of yours with that name: nothing can be shifted
    st = started()
    big = put(st, custom("S1", "Hero", "Shift 5", version="Shifted", cost=7), 0, "discard")
    put(st, custom("O1", "Other"), 0)
    st, _ = play(st, card("Metamorphosis"))
    assert not st.pending and st.table.cards[big].zone == "discard"


def _robot(cid: str, version: str, text: str = "", cost: int = 3, name: str = "Robo") -> dict:
    return custom(cid, name, text, version=version, cost=cost, classifications=["Storyborn", "Robot"])


def test_syndrome_out_for_revenge_returns_a_robot_then_may_play_it_for_free():
    # Lorcana 7.4.2 (whenever he quests), 8.3 (to the hand), 4.3.4.10 (for free), cost 8 or less
    st = started()
    syn = put(st, card("Syndrome - Out for Revenge"), 0)
    bot = put(st, _robot("R1", "Big", cost=8), 0, "discard")
    other = put(st, custom("N1", "Not a Robot", cost=1), 0, "discard")
    heavy = put(st, _robot("R2", "Heavy", cost=9), 0, "hand")  # cost 9: not offered
    st = act(st, "quest", 0, uid=syn)
    assert ids(st) == {str(bot)}
    assert str(other) not in ids(st)
    st = choose(st, [bot])
    assert st.table.cards[bot].zone == "hand"
    st = choose(st, ["yes"])  # "you may" (7.1.3)
    assert ids(st) == {str(bot)}  # the Robots of cost 8 or less in the hand
    assert str(heavy) not in ids(st)
    st = choose(st, [bot])  # no Shift: played at once
    assert st.table.cards[bot].zone == "play" and not st.pending
    assert not st.table.zone(0, "inkwell")  # nothing paid


def test_syndrome_out_for_revenge_may_shift_the_robot_instead_and_may_decline():
    # Lorcana 10.8.1 (shift onto the same name), 7.1.3 ("may"); no Robot in the discard: nothing returned (1.2.3)
    st = started()
    syn = put(st, card("Syndrome - Out for Revenge"), 0)
    base = put(st, _robot("R3", "Base", cost=2), 0)
    up = put(st, _robot("R4", "Upgrade", "Shift 3", cost=5), 0, "hand")
    st = choose(act(st, "quest", 0, uid=syn), ["yes"])
    assert ids(st) == {str(up)}
    st = choose(st, [up])
    assert ids(st) == {"-1", str(base)}  # play it, or shift it onto Robo - Base
    st = choose(st, [base])
    assert st.table.cards[up].zone == "play" and st.table.cards[base].zone == "under" and not st.pending
    st = started()
    syn = put(st, card("Syndrome - Out for Revenge"), 0)
    up = put(st, _robot("R4", "Upgrade", "Shift 3", cost=5), 0, "hand")
    st = choose(act(st, "quest", 0, uid=syn), ["no"])  # "may": no
    assert st.table.cards[up].zone == "hand" and not st.pending


# --- the top card of a deck face up (engine/lorcana/top_face_up.py) --------------------------------


def _deck_seen(st, viewer, player: int) -> list[dict]:
    """The deck of ``player`` as ``viewer`` sees it (face views carry ``card_id``)."""
    from tests.lorcana.helpers import ENGINE
    return ENGINE.view(st, viewer)["players"][player]["zones"]["deck"]


def _top_seen_by_all(st, player: int) -> bool:
    top_id = st.table.cards[st.table.zone(player, "deck")[0]].card_id
    return all(_deck_seen(st, v, player)[0].get("card_id") == top_id for v in (0, 1, None))


def _hidden_below_top(st, player: int) -> bool:
    return all("card_id" not in c for v in (0, 1) for c in _deck_seen(st, v, player)[1:])


def test_merlins_cottage_each_player_plays_with_the_top_card_face_up():
    # Lorcana 7.6.1 (a static ability changes the rule 8.2.2 "cards in a deck stay face down") for the top card only
    st = started()
    assert "card_id" not in _deck_seen(st, 1, 0)[0]  # before: hidden
    st, cottage = play(st, card("Merlin's Cottage - The Wizard's Home"))
    assert _top_seen_by_all(st, 0) and _top_seen_by_all(st, 1)
    assert _hidden_below_top(st, 0) and _hidden_below_top(st, 1)
    old_top = st.table.zone(0, "deck")[0]
    st = end_turn(end_turn(st))  # P1 draws at the start of the turn: the next card is the top now
    assert st.table.cards[old_top].zone == "hand" and _top_seen_by_all(st, 0) and _hidden_below_top(st, 0)
    banish(st, [cottage], R("4.3.6"), [])
    st = act(st, "ink", 0, uid=put(st, FILLER, 0, "hand"))  # the next action: the location left play
    assert "card_id" not in _deck_seen(st, 1, 0)[0] and "card_id" not in _deck_seen(st, 0, 1)[0]


def test_roz_always_watching_only_opponents_play_face_up():
    # Lorcana 7.6.1: "each opponent": the controller's own deck stays hidden
    st = started()
    st, _ = play(st, card("Roz - Always Watching"))
    assert _top_seen_by_all(st, 1) and _hidden_below_top(st, 1)
    assert "card_id" not in _deck_seen(st, 1, 0)[0] and "card_id" not in _deck_seen(st, 0, 0)[0]


# --- Hand-in-the-Box: a paid free play (engine/lorcana/paid_free.py, chosen_costs bottom_from_discard) ---


def _free_plays(st, uid: int, player: int = 0) -> list[list[int]]:
    from tests.lorcana.helpers import ENGINE
    return [a.args["pay"] for a in ENGINE.legal_actions(st, player)
            if a.type == "play" and a.args.get("uid") == uid and a.args.get("mode") == "free" and "pay" in a.args]


def test_hand_in_the_box_puts_a_toy_character_card_from_discard_on_the_bottom_to_play_free():
    # Lorcana 4.3.4.10 (no ink), 4.3.4.6 (the other cost paid in full), 8.2.4 (the bottom of the deck)
    st = started()
    box = put(st, card("Hand-in-the-Box - Sid's Toy"), 0, "hand")
    toy = put(st, custom("T1", "Toy Card", classifications=["Storyborn", "Toy"]), 0, "discard")
    plain = put(st, custom("P1", "Plain"), 0, "discard")  # not a Toy
    item = put(st, custom("I1", "Toy Item", card_type="Item", classifications=["Toy"]), 0, "discard")  # not a character
    put(st, custom("T2", "Their Toy", classifications=["Storyborn", "Toy"]), 1, "discard")  # not your discard
    assert _free_plays(st, box) == [[toy]]
    st = act(st, "play", 0, uid=box, mode="free", pay=[toy])
    assert st.table.cards[box].zone == "play"
    assert st.table.cards[toy].zone == "deck" and st.table.zone(0, "deck")[-1] == toy  # the bottom
    assert st.table.cards[plain].zone == "discard" and st.table.cards[item].zone == "discard"
    assert not st.table.zone(0, "inkwell")  # no ink was needed


def test_hand_in_the_box_without_a_toy_character_card_cannot_be_played_free():
    # Lorcana 4.3.4.6: a cost that can't be paid in full can't be used
    st = started()
    box = put(st, card("Hand-in-the-Box - Sid's Toy"), 0, "hand")
    plain = put(st, custom("P1", "Plain"), 0, "discard")
    assert not _free_plays(st, box)
    with pytest.raises(RulesError, match=r"4\.3\.4\.10"):
        act(st, "play", 0, uid=box, mode="free", pay=[plain])


# --- set 5: Sugar Rush Speedway - Starting Line --------------------------------------------------


def _speedway():
    from tests.lorcana.helpers import ENGINE
    st = started()
    sp = put(st, card("Sugar Rush Speedway - Starting Line"), 0)
    track = put(st, custom("L2", "Track B", card_type="Location", w=5, move_cost=1), 0)
    racer = put(st, custom("C1", "Racer", w=3), 0)
    st.table.cards[racer].flags["at"] = sp
    away = put(st, custom("C2", "Away", w=3), 0)  # not here
    return ENGINE, st, sp, track, racer, away


def _uses(engine, st, sp) -> list[list[int]]:
    return [a.args["pay"] for a in engine.legal_actions(st, 0) if a.type == "activate" and a.args["uid"] == sp]


def test_sugar_rush_speedway_exerts_a_character_here_deals_1_and_moves_it_for_free():
    # Lorcana 7.1.2.2 ([A] to [B]), 7.5.3.2 (the cost names the character), 4.3.7.4 (moved for free), 2.2.0 6.1.13.2 (once per turn)
    engine, st, sp, track, racer, away = _speedway()
    assert _uses(engine, st, sp) == [[racer]]  # only a character here
    assert [away] not in _uses(engine, st, sp)
    st = act(st, "activate", 0, uid=sp, ability=0, pay=[racer])
    card_ = st.table.cards[racer]
    assert card_.tapped and card_.damage == 1 and card_.flags.get("at") == track and not st.pending
    st.table.cards[away].flags["at"] = sp
    assert not _uses(engine, st, sp)  # once per turn
    with pytest.raises(RulesError):
        act(st, "activate", 0, uid=sp, ability=0, pay=[away])


def test_sugar_rush_speedway_with_no_other_location_and_a_banishing_damage():
    # Lorcana 4.3.7.1 (only to another location of yours): nothing to move to; 1.2.3; banished: it can't move
    _engine, st, sp, track, racer, _away = _speedway()
    banish(st, [track], R("4.3.6"), [])
    st = act(st, "activate", 0, uid=sp, ability=0, pay=[racer])
    assert st.table.cards[racer].damage == 1 and st.table.cards[racer].flags.get("at") == sp and not st.pending
    _engine, st, sp, track, racer, _away = _speedway()
    st.table.cards[racer].damage = 2  # 3 {W}: the 1 damage banishes it
    st = act(st, "activate", 0, uid=sp, ability=0, pay=[racer])
    assert st.table.cards[racer].zone == "discard" and not st.pending


@needs_lorcast
def test_anna_braving_the_storm_promo_lost_its_lore_symbol_and_reads_as_the_set_4_card():
    # the Lorcast promo P2-17 prints "+1 {}" (a lost glyph): the set 4 printing's words; Lorcana 7.6.1, 6.2.x (another Hero)
    data = lorcast("P2-17")
    assert data["text"] == normalize_symbols(registry_cards()["Anna - Braving the Storm"]["text"])
    st = started()
    anna = put(st, data, 0)
    base = stat(st, anna, "lore")
    put(st, custom("V1", "Villain", classifications=["Storyborn", "Villain"]), 0)
    assert stat(st, anna, "lore") == base
    put(st, custom("H1", "Hero", classifications=["Storyborn", "Hero"]), 1)  # an opponent's Hero: not yours
    assert stat(st, anna, "lore") == base
    put(st, custom("H2", "Hero", classifications=["Storyborn", "Hero"]), 0)
    assert stat(st, anna, "lore") == base + 1


def test_lost_symbols_only_when_fewer_symbols_and_the_same_words():
    from engine.lorcana.cards.typography import lost_symbols
    assert lost_symbols("gets +1 {}.", "gets +1 {L}.")
    assert not lost_symbols("gets +1 {S}.", "gets +1 {L}.")  # another symbol, not a lost one
    assert not lost_symbols("gets +1 {L}.", "gets +1 {L}.")
    assert not lost_symbols("gets +2 {}.", "gets +1 {L}.")


# --- set 12: RC - Remote-Controlled Car (engine/lorcana/act_toll.py) -------------------------------


def _rc_actions(st, rc) -> set[str]:
    from tests.lorcana.helpers import ENGINE
    return {a.type for a in ENGINE.legal_actions(st, 0) if a.args.get("uid") == rc and a.type in ("quest", "challenge")}


def test_rc_cannot_quest_or_challenge_without_1_ink():
    # Lorcana 4.3.5.6 / 4.3.6.8: an effect restricts questing and challenging; "unless you pay 1 {I}"
    st = started()
    rc = put(st, card("RC - Remote-Controlled Car"), 0)
    foe = put(st, custom("F1", "Foe", w=9), 1, tapped=True)
    assert _rc_actions(st, rc) == set()
    with pytest.raises(RulesError, match=r"4\.3\.5\.6"):
        act(st, "quest", 0, uid=rc)
    with pytest.raises(RulesError, match=r"4\.3\.6\.8"):
        act(st, "challenge", 0, uid=rc, target=foe)


def test_rc_pays_1_ink_to_quest_and_to_challenge():
    # Lorcana 4.3.5.8 (quest: lore), 4.3.4.6 (ink paid by exerting ink cards), 4.3.6.10 (challenge)
    st = started()
    rc = put(st, card("RC - Remote-Controlled Car"), 0)
    foe = put(st, custom("F1", "Foe", s=0, w=9), 1, tapped=True)
    ink_up(st, 0, 1)
    assert _rc_actions(st, rc) == {"quest", "challenge"}
    lore = st.lore[0]
    st = act(st, "quest", 0, uid=rc)
    assert st.lore[0] == lore + 2 and all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))
    st = started()
    rc = put(st, card("RC - Remote-Controlled Car"), 0)
    foe = put(st, custom("F1", "Foe", s=0, w=9), 1, tapped=True)
    ink_up(st, 0, 2)
    st = act(st, "challenge", 0, uid=rc, target=foe)
    assert st.table.cards[foe].damage == 3
    assert sum(1 for u in st.table.zone(0, "inkwell") if st.table.cards[u].tapped) == 1  # 1 {I}, not more


# --- actions with an ability of their own (schema.split_action): Escape Plan, Look What You've Done -----


def _discard_action(cid: str = "DA", text: str = "Choose and discard a card.") -> dict:
    return custom(cid, f"Discarder {cid}", text, card_type="Action", cost=1)


def _legal_play(st, uid: int) -> bool:
    from tests.lorcana.helpers import ENGINE
    return any(a.type == "play" and a.args.get("uid") == uid for a in ENGINE.legal_actions(st, 0))


def test_escape_plan_needs_2_cards_put_into_your_discard_this_turn():
    # Lorcana 7.6.5 (a static ability working from the hand), 1.2.2 (the restriction beats the play)
    st = started()
    ink_up(st, 0, 8)
    plan = put(st, card("Escape Plan"), 0, "hand")
    assert not _legal_play(st, plan)
    with pytest.raises(RulesError, match=r"1\.2\.2"):
        act(st, "play", 0, uid=plan, mode="ink")
    move_card(st, next(u for u in st.table.zone(0, "hand") if u != plan), "discard", R("8.3.4"))
    assert not _legal_play(st, plan)  # 1 card this turn
    st, _ = play(st, _discard_action("D1"))
    st = choose(st, [next(u for u in st.table.zone(0, "hand") if u != plan)])
    assert _legal_play(st, plan)  # 3 now: the discarded cards and the action itself, once resolved (4.3.4.7)
    st = end_turn(end_turn(st))
    assert not _legal_play(st, plan)  # a new turn: none this turn


def test_escape_plan_each_player_puts_2_characters_into_their_inkwell_exerted():
    # Lorcana 8.5.6 (facedown, exerted), 1.2.3 (as many as possible)
    st = started()
    for u in list(st.table.zone(0, "hand"))[:2]:
        move_card(st, u, "discard", R("8.3.4"))  # 2 cards put into your discard this turn
    mine = [put(st, custom(f"M{i}", f"Mine {i}"), 0) for i in range(3)]
    theirs = put(st, custom("T1", "Theirs"), 1)
    ink_before = [len(st.table.zone(p, "inkwell")) for p in (0, 1)]
    st, _ = play(st, card("Escape Plan"))
    while st.pending:
        p = st.pending[0]
        if p.player == 0:
            assert {o.id for o in p.options} == {str(u) for u in mine}
            st = choose(st, mine[:2])
        else:
            st = choose(st, [theirs])
    assert [st.table.cards[u].zone for u in mine] == ["inkwell", "inkwell", "play"]
    assert st.table.cards[theirs].zone == "inkwell" and st.table.cards[theirs].tapped and st.table.cards[mine[0]].tapped
    assert len(st.table.zone(1, "inkwell")) == ink_before[1] + 1


def _discard_lwyd(st, ink: int):
    """P1 plays a 1-cost "Choose and discard a card." and discards Look What You've Done."""
    lwyd = put(st, card("Look What You've Done"), 0, "hand")
    ink_up(st, 0, ink)
    st, _ = play(st, _discard_action("D1"))
    st = choose(st, [lwyd])
    return st, lwyd


def test_look_what_youve_done_deals_2_damage_to_chosen_character():
    # Lorcana 1.2.4 (chosen on resolution); the action goes to the discard (4.3.4.7)
    st = started()
    foe = put(st, custom("F1", "Foe", w=5), 1)
    st, lwyd = play(st, card("Look What You've Done"))
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2 and st.table.cards[lwyd].zone == "discard" and not st.pending


def test_look_what_youve_done_discarded_during_your_turn_may_be_played_from_the_discard():
    # Lorcana 8.3.4 (discarded from the hand), 7.4.2 (when), 7.1.3 (may), 4.3.4.6 (its cost is paid)
    st = started()
    foe = put(st, custom("F1", "Foe", w=5), 1)
    st, lwyd = _discard_lwyd(st, ink=2)  # 1 for the discarder, 2 for this card (ink_up adds to the 1 play() adds)
    assert st.table.cards[lwyd].zone == "discard"
    assert ids(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2 and st.table.cards[lwyd].zone == "discard" and not st.pending
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))  # 1 + 2 ink paid


def test_look_what_youve_done_may_decline_cant_pay_or_not_on_your_turn():
    # Lorcana 7.1.3 ("may": no); 1.2.3 (can't pay: nothing); 7.4.4 ("During your turn")
    st = started()
    foe = put(st, custom("F1", "Foe", w=5), 1)
    st, lwyd = _discard_lwyd(st, ink=2)
    st = choose(st, ["no"])
    assert st.table.cards[lwyd].zone == "discard" and st.table.cards[foe].damage == 0 and not st.pending
    st = started()
    foe = put(st, custom("F1", "Foe", w=5), 1)
    st, lwyd = _discard_lwyd(st, ink=0)  # no ink left after the discarder
    if st.pending:
        st = choose(st, ["yes"])
    assert st.table.cards[lwyd].zone == "discard" and st.table.cards[foe].damage == 0 and not st.pending
    st = started()
    st = end_turn(st)  # P2's turn: P2 makes P1 discard it
    lwyd = put(st, card("Look What You've Done"), 0, "hand")
    for u in list(st.table.zone(0, "hand")):
        if u != lwyd:
            move_card(st, u, "discard", R("8.3.4"))
    st, _ = play(st, _discard_action("D2", "Each opponent chooses and discards a card."), 1)
    assert st.table.cards[lwyd].zone == "discard" and not st.pending
