"""A "may" whose "yes" could change nothing, by PUBLIC facts, is not asked (engine.lorcana.may_nothing,
through engine.lorcana.resolve ``may_check``). Each real card is played both ways: asked when "yes" can
do something, not asked (and logged with its rule) when it can't.

Rule numbers are those of the English rules of May 2025 (../shared/rules/lorcana-en-2025-05-27.txt,
the seed documents' numbering); 2.2.0 (../shared/rules/lorcana-en-2.2.0-2026-07-09.txt, outside the
seed documents) says the same in 1.7.7 ("if no legal choices exist, then the effect resolves with no
effect") and 6.1.4.1 (a "may" cost the player can't pay is treated as declined).

Never from hidden information: a hand, deck or inkwell counts only when EMPTY (its size is public,
its cards are not) — a hand holding no fitting card is still asked (test below), so leaving a question
out gives nothing away.

Rule call (no source in the documents): "you may pay N {I} to [B]" where [B] has no legal choice
(Finnick - Tiny Terror with no opposing character of 2 {S} or less) is not asked. The rules allow
paying [A] then (7.1.2.2 needs only [A] to be paid; [B] then does as much as it can, 1.2.3/1.2.4;
2.2.0 6.1.5.1), but ink paid for nothing changes nothing else, and players expect (as most hosts and
apps do) not to be offered a cost that buys nothing. A discard cost ("choose and discard a card to
…", Calhoun - Battle-Tested) is still offered then: the discarded card changes the game (it reaches
the discard, "whenever you discard" triggers); it is left out only with an empty hand.

Session 36 (tests at the end): "you may remove (up to) N damage from …" with no damage on any card it
could name, and "you may ready …" with every card it could name ready, are not asked (1.2.3: nothing to
remove or ready; 2.2.0 1.9.2.3, 5.1.1.1) — only when the WHOLE yes is no change: "ready chosen
character. They can't quest …" (Sven - Reindeer Steed; 2.2.0 6.2.5) and "… and they gain Resist +1"
(Penny - Bolt's Person) are still asked, as is "you may draw" with an empty deck (1.9.1.2: drawing from
it loses the game). Counted on the wheel's compiled automated cards (engine.lorcana.resolve ``program``
over every optional heal/untap step in play): 31 cards' "remove damage" and 18 cards' "ready" can now
be left out (e.g. Gene - Niceland Resident, Julieta Madrigal - Excellent Cook, Jasmine - Queen of
Agrabah, Mr. Smee - Efficient Captain, Moana - Of Motunui, Scar - Vicious Cheater); 1 heal (Penny) and
17 ready cards (Gosalyn Mallard, Sven, Jukebox, …) stay asked because the yes goes on."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from tests.lorcana.audit import card, char, hand, item, needs_wheel, opts, play, zone
from tests.lorcana.helpers import ENGINE, act, choose, custom, end_turn, ink_up, put, ready_ink, started

pytestmark = needs_wheel
LOG: list = []


@pytest.fixture(autouse=True)
def _record(monkeypatch):
    """Every event the engine logs during the test (the "Not asked" line names its rule)."""
    LOG.clear()
    real = ENGINE.apply

    def apply(st, action):
        res = real(st, action)
        LOG.extend(res.events)
        return res

    monkeypatch.setattr(ENGINE, "apply", apply)


def _asked(st) -> bool:
    return bool(st.pending) and st.pending[0].kind == "may"


def _not_asked(st, rule: str) -> bool:
    """No "may" pending, and the log says so with ``rule``."""
    logged = [e for e in LOG if e.kind == "decline" and e.text.startswith("Not asked")]
    return not _asked(st) and bool(logged) and logged[-1].rule.section == rule


def _empty_hand(st, p: int = 0) -> None:
    for u in list(st.table.zone(p, "hand")):
        st.table.move(u, "deck")


def test_lilo_escape_artist_not_asked_without_her_ink():
    # 4.3.4.6: "play her" pays her ink cost; with less ink the "may" can do nothing (7.1.2.2)
    lilo = card("Lilo - Escape Artist")
    cost = int(lilo["cost"])
    st = started()
    uid = put(st, lilo, 0, "discard")
    ink_up(st, 0, cost)
    st = end_turn(end_turn(st))
    assert st.active == 0 and _asked(st)
    st = choose(st, ["yes"])
    assert zone(st, uid) == "play"
    st = started()
    uid = put(st, lilo, 0, "discard")
    ink_up(st, 0, cost - 1)
    st = end_turn(end_turn(st))
    assert st.active == 0 and _not_asked(st, "4.3.4.6")
    assert zone(st, uid) == "discard" and ready_ink(st, 0) == cost - 1


def test_cinderella_dream_come_true_not_asked_with_an_empty_hand():
    # 1.2.4: "put a card from your hand into your inkwell" with no card in hand (hand SIZE is public)
    cindy = card("Cinderella - Dream Come True")
    princess = char("PR1", "Princess", cost=1, classifications=["Storyborn", "Princess"])
    for cards_in_hand in (1, 0):
        st = started()
        put(st, cindy, 0)
        _empty_hand(st)
        st, _ = play(st, princess)
        kept = [put(st, custom("U1", "Keep"), 0, "hand") for _ in range(cards_in_hand)]
        assert hand(st) == cards_in_hand
        st = act(st, "end_turn", 0)
        if kept:
            assert _asked(st)
            st = choose(st, ["yes"])
            st = choose(st, [kept[0]])
            assert zone(st, kept[0]) == "inkwell"
        else:
            assert _not_asked(st, "1.2.4") and st.active == 1


def test_finnick_tiny_terror_pay_nothing_for_nothing():
    # 7.1.2.2 [A] to [B]: can't pay 2 {I} -> not asked; nothing to return -> not asked (rule call, header)
    finnick = card("Finnick - Tiny Terror")
    st = started()
    small = put(st, char("S1", "Small", s=2), 1)
    st, _ = play(st, finnick, ink=3)
    assert _asked(st)
    st = choose(st, ["yes"])
    st = choose(st, [small]) if st.pending else st
    assert zone(st, small) == "hand" and ready_ink(st, 0) == 0
    # no opposing character with 2 {S} or less: the 2 ink would buy nothing
    st = started()
    big = put(st, char("B1", "Big", s=3), 1)
    put(st, char("M1", "Mine", s=1), 0)
    st, _ = play(st, finnick, ink=3)
    assert _not_asked(st, "1.2.4") and ready_ink(st, 0) == 2 and zone(st, big) == "play"
    # a target, but only 1 ink left after playing him: can't pay
    st = started()
    small = put(st, char("S1", "Small", s=2), 1)
    st, _ = play(st, finnick, ink=2)
    assert _not_asked(st, "7.1.2.2") and ready_ink(st, 0) == 1 and zone(st, small) == "play"


def test_chosen_in_play_with_no_legal_choice():
    # 1.2.4: "you may banish chosen item" (Archimedes - Resourceful Owl) with no item in play
    owl = card("Archimedes - Resourceful Owl")
    st = started()
    thing = put(st, item("I1", "Thing"), 1)
    st, _ = play(st, owl)
    assert _asked(st)
    st = choose(st, ["yes"])
    st = choose(st, [thing]) if st.pending and st.pending[0].kind != "may" else st
    assert zone(st, thing) == "discard"
    st = started()
    st, _ = play(st, owl)
    assert _not_asked(st, "1.2.4")


def test_ward_leaves_no_legal_choice():
    # 1.2.4 with Ward (10.12.1 in the seed numbering): an opposing item with Ward can't be chosen
    owl = card("Archimedes - Resourceful Owl")
    st = started()
    put(st, item("I1", "Warded", text="Ward"), 1)
    st, _ = play(st, owl)
    assert _not_asked(st, "1.2.4")


def test_chosen_in_discard_with_no_fitting_card():
    # 1.2.4: "return an action card with cost 7 or less from your discard" (the discard is public)
    buzz = card("Buzz Lightyear - Jungle Ranger")
    st = started()
    put(st, char("C1", "Not an action"), 0, "discard")
    st, _ = play(st, buzz)
    assert _not_asked(st, "1.2.4")
    st = started()
    act_card = put(st, custom("A1", "Some Action", "Draw a card.", card_type="Action", cost=2), 0, "discard")
    st, _ = play(st, buzz)
    assert _asked(st)
    st = choose(st, ["yes"])
    st = choose(st, [act_card]) if st.pending else st
    assert zone(st, act_card) == "hand"


def test_move_damage_with_no_damage():
    # 1.2.4: "move 1 damage counter from chosen character" needs a damaged character (Amethyst Coil)
    coil = card("Amethyst Coil")
    for damaged in (True, False):
        st = started()
        put(st, coil, 0)
        mine = put(st, char("M1", "Mine", w=5), 0, damage=1 if damaged else 0)
        foe = put(st, char("F1", "Foe", w=5), 1)
        st = act(st, "ink", uid=put(st, custom("K1", "Inky"), 0, "hand"))
        if damaged:
            assert _asked(st)
            st = choose(st, ["yes"])
            while st.pending:
                st = choose(st, [mine] if str(mine) in opts(st) else [foe])
            assert st.table.cards[foe].damage == 1 and st.table.cards[mine].damage == 0
        else:
            assert _not_asked(st, "1.2.4")


def test_top_of_an_empty_deck():
    # 1.2.3: "put the top card of your deck into your inkwell" with no card in the deck (its size is public)
    cindy = card("Cinderella - Resourceful Traveler")
    for empty in (False, True):
        st = started()
        c = put(st, cindy, 0)
        st, _ = play(st, char("O1", "Other", cost=1))
        if empty:
            for u in list(st.table.zone(0, "deck")):
                st.table.move(u, "discard")
        ink0 = len(st.table.zone(0, "inkwell"))
        st = act(st, "quest", uid=c)
        if empty:
            assert _not_asked(st, "1.2.3") and len(st.table.zone(0, "inkwell")) == ink0
        else:
            assert _asked(st)
            st = choose(st, ["yes"])
            assert len(st.table.zone(0, "inkwell")) == ink0 + 1


def test_play_free_from_hand_hidden_cards_still_asked():
    # 1.2.4: "play an Ally character with cost 3 or less for free" (Aladdin - Research Assistant): an
    # EMPTY hand is not asked; a hand holding no Ally is still asked (its cards are hidden information)
    aladdin = card("Aladdin - Research Assistant")
    st = started()
    a = put(st, aladdin, 0)
    _empty_hand(st)
    st = act(st, "quest", uid=a)
    assert _not_asked(st, "1.2.4")
    st = started()
    a = put(st, aladdin, 0)
    put(st, char("N1", "Not an Ally"), 0, "hand")
    st = act(st, "quest", uid=a)
    assert _asked(st)


def test_discard_cost_with_an_empty_hand():
    # 7.1.2.2: "you may choose and discard a card to …" (Calhoun - Battle-Tested) with no card in hand
    calhoun = card("Calhoun - Battle-Tested")
    st = started()
    put(st, char("F1", "Foe", s=4), 1)
    _empty_hand(st)
    st, _ = play(st, calhoun)
    assert _not_asked(st, "7.1.2.2")
    st = started()
    put(st, char("F1", "Foe", s=4), 1)
    st, _ = play(st, calhoun)
    assert hand(st) > 0 and _asked(st)


# --- session 36: nothing to remove, nothing to ready (1.2.3); a yes that goes on is still asked ---------


def test_remove_damage_with_no_damaged_character():
    # 1.2.3 (2.2.0 1.9.2.3): "you may remove up to 2 damage from chosen character" (Gene - Niceland
    # Resident) with no damage on any character: nothing to remove, not asked; one damaged: asked
    gene = card("Gene - Niceland Resident")
    for damaged in (False, True):
        st = started()
        g = put(st, gene, 0)
        hurt = put(st, char("H1", "Hurt", w=5), 1, damage=2 if damaged else 0)
        st = act(st, "quest", uid=g)
        if not damaged:
            assert _not_asked(st, "1.2.3") and st.table.cards[hurt].damage == 0
            continue
        assert _asked(st)
        st = choose(st, ["yes"])
        while st.pending:
            st = choose(st, [hurt] if str(hurt) in opts(st) else [st.pending[0].options[-1].id])
        assert st.table.cards[hurt].damage == 0


def test_remove_damage_then_if_you_removed_damage():
    # "If you removed damage this way, you may draw a card" (Julieta Madrigal - Excellent Cook): with no
    # damage the yes can do nothing at all (1.2.3), so not asked; no card is drawn
    julieta = card("Julieta Madrigal - Excellent Cook")
    st = started()
    put(st, char("C1", "Fine", w=5), 0)
    st, _ = play(st, julieta)
    h0 = hand(st)
    assert _not_asked(st, "1.2.3") and hand(st) == h0


def test_remove_damage_and_they_gain_resist_still_asked():
    # Penny - Bolt's Person: "remove up to 2 damage from chosen character and they gain Resist +1": the
    # yes goes on to the chosen character, so it is asked though nobody has damage
    penny = card("Penny - Bolt's Person")
    st = started()
    put(st, char("C1", "Fine", w=5), 0)
    st, _ = play(st, penny)
    assert _asked(st)


def test_ready_with_every_candidate_ready():
    # 1.2.3 (2.2.0 5.1.1.1): "you may ready chosen Pirate character" (Mr. Smee - Efficient Captain) with
    # every Pirate ready: not asked; one exerted: asked and readied
    smee = card("Mr. Smee - Efficient Captain")
    trick = custom("zp36lA", "Trick", "Draw a card.", card_type="Action", cost=1)
    for exerted in (False, True):
        st = started()
        put(st, smee, 0)
        pirate = put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 0, tapped=exerted)
        put(st, char("N1", "Not a Pirate"), 0, tapped=True)  # exerted, but not a Pirate
        st, _ = play(st, trick)
        if not exerted:
            assert _not_asked(st, "1.2.3")
            continue
        assert _asked(st)
        st = choose(st, ["yes"])
        st = choose(st, [pirate]) if st.pending else st
        assert not st.table.cards[pirate].tapped


def test_ready_chosen_then_they_cant_quest_still_asked():
    # Sven - Reindeer Steed: "ready chosen character. They can't quest or challenge for the rest of this
    # turn" (2.2.0 6.2.5): choosing a ready character still stops it questing, so it is asked
    sven = card("Sven - Reindeer Steed")
    st = started()
    ready = put(st, char("R1", "Ready"), 0)
    st, _ = play(st, sven)
    assert _asked(st)
    st = choose(st, ["yes"])
    st = choose(st, [ready]) if st.pending else st
    assert not st.table.cards[ready].tapped
    with pytest.raises(RulesError):
        act(st, "quest", uid=ready)


def test_ready_each_with_all_ready_keeps_they():
    # Moana - Of Motunui: "you may ready your other Princess characters. They can't quest for the rest of
    # this turn." All ready: not asked (1.2.3), and "they" still names them, as after a no (7.4.5 例A)
    moana = card("Moana - Of Motunui")
    st = started()
    m = put(st, moana, 0)
    princess = put(st, char("P1", "Princess", classifications=["Storyborn", "Princess"]), 0)
    st = act(st, "quest", uid=m)
    assert _not_asked(st, "1.2.3")
    with pytest.raises(RulesError):
        act(st, "quest", uid=princess)


def test_may_draw_with_an_empty_deck_is_still_asked():
    # 1.9.1.2 (seed numbering): drawing from an empty deck makes that player lose at the next game state
    # check, so "you may draw 2 cards" (Stitch - Carefree Surfer) is a change and is asked
    stitch = card("Stitch - Carefree Surfer")
    st = started()
    put(st, char("C1", "One"), 0)
    put(st, char("C2", "Two"), 0)
    for u in list(st.table.zone(0, "deck")):
        st.table.move(u, "discard")
    st, _ = play(st, stitch)
    assert _asked(st)
