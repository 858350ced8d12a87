"""Issue 16, sets 11–14: shared wordings of the newest sets, each proven by playing a real card
(registry data: the pinned wheel) and checking every clause — the condition, "may", the target
and the duration."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.lorcana.characteristics import has
from tests.lorcana.helpers import ENGINE, act, choose, end_turn, ink_up, put, started
from tests.lorcana.test_clause_templates import card, char, ready_ink


def plays(st, p: int) -> list[Action]:
    return [a for a in ENGINE.legal_actions(st, p) if a.type == "play"]


# --- "if you played another character this turn" (4.3.4; the source itself doesn't count) --------

def test_minnie_practical_traveler_gains_lore_only_after_another_character_was_played():
    # Lorcana 7.4.4 intervening if, checked when the quest triggers
    minnie = card("Minnie Mouse - Practical Traveler")
    st = started()
    uid = put(st, minnie, 0)
    st = act(st, "quest", uid=uid)
    assert st.lore[0] == minnie["lore"] and not st.pending  # nothing played this turn: no trigger
    st = end_turn(st)
    st = end_turn(st)
    ink_up(st, 0, 2)
    other = put(st, char("O1", "Other", cost=2), 0, "hand")
    st = act(st, "play", uid=other, mode="ink")
    before = st.lore[0]
    st = act(st, "quest", uid=uid)
    assert st.lore[0] == before + minnie["lore"] + 1


def test_judy_always_vigilant_does_not_count_herself_as_another_character():
    # "When you play this character, if you played another character this turn": her own play is no other
    judy = card("Judy Hopps - Always Vigilant")
    st = started()
    ink_up(st, 0, judy["cost"] + 2)
    big = put(st, char("B1", "Big", s=5, w=5), 1)
    uid = put(st, judy, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending and st.table.cards[big].zone == "play"
    st = started()
    ink_up(st, 0, judy["cost"] + 2)
    big = put(st, char("B1", "Big", s=5, w=5), 1)
    small = put(st, char("S1", "Small", s=4, w=5), 1)
    other = put(st, char("O1", "Other", cost=2), 0, "hand")
    uid = put(st, judy, 0, "hand")
    st = act(st, "play", uid=other, mode="ink")
    st = act(st, "play", uid=uid, mode="ink")
    assert {o.id for o in st.pending[0].options} == {"yes", "no"}  # "you may" (7.1.3)
    st = choose(st, ["yes"])  # the chosen character needs 5 {S} or more
    assert {o.id for o in st.pending[0].options} >= {str(big)} and str(small) not in {o.id for o in st.pending[0].options}
    st = choose(st, [big])
    assert st.table.cards[big].zone == "discard" and st.table.cards[small].zone == "play"


def test_clawhauser_cant_be_played_unless_another_character_was_played():
    # 1.2.2: the card's own "can't play … unless" beats the permission to play it (7.6.5: read in hand)
    claw = card("Clawhauser - Safety Officer")
    st = started()
    ink_up(st, 0, claw["cost"] + 2)
    uid = put(st, claw, 0, "hand")
    assert not any(a.args.get("uid") == uid for a in plays(st, 0))
    with pytest.raises(Exception, match=r"1\.2\.2"):
        ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    song_less = put(st, char("O1", "Other", cost=1), 0, "hand")
    st = act(st, "play", uid=song_less, mode="ink")
    assert any(a.args.get("uid") == uid for a in plays(st, 0))
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending:  # Bodyguard: may enter play exerted (10.2.2)
        st = choose(st, [st.pending[0].options[-1].id])
    assert st.table.cards[uid].zone == "play"


# --- Underdog: "If this is your first turn and you're not the first player, you pay 1 {I} less" ----

def test_christopher_robin_underdog_costs_one_less_only_on_the_second_players_first_turn():
    # 3.1.2 the starting player takes the first turn; 4.3.4.5 cost reduction read in the hand (7.6.5)
    robin = card("Christopher Robin - Joining the Fun")
    st = started()
    mine = put(st, robin, 0, "hand")  # the first player's first turn: full cost
    ink_up(st, 0, robin["cost"])
    theirs = put(st, robin, 1, "hand")
    st = act(st, "play", uid=mine, mode="ink")
    assert ready_ink(st, 0) == 0
    st = end_turn(st)
    assert st.active == 1
    ink_up(st, 1, robin["cost"])
    st = act(st, "play", player=1, uid=theirs, mode="ink")  # P2's first turn: 1 less
    assert ready_ink(st, 1) == 1
    later = put(st, robin, 1, "hand")
    st = end_turn(st)
    st = end_turn(st)
    assert st.active == 1
    ink = ready_ink(st, 1)
    st = act(st, "play", player=1, uid=later, mode="ink")  # P2's second turn: full cost again
    assert ready_ink(st, 1) == ink - robin["cost"]


# --- "chosen opposing character can't challenge and must quest during their next turn if able" ----

def test_cobra_bubbles_target_cant_challenge_and_must_quest_during_their_next_turn():
    # 1.2.1 the card beats the free end of turn; 1.2.3 "if able"; 4.3.6 challenge refused
    cobra = card("Cobra Bubbles - Dedicated Official")
    st = started()
    uid = put(st, cobra, 0)
    foe = put(st, char("F1", "Foe", s=2, w=5), 1)
    bystander = put(st, char("B1", "Bystander", s=2, w=5), 1)
    mine = put(st, char("M1", "Mine", s=1, w=9), 0, tapped=True)
    st = act(st, "quest", uid=uid)
    assert str(bystander) in {o.id for o in st.pending[0].options}
    st = choose(st, [foe])
    assert has(st, foe, "cant_challenge") and has(st, foe, "must_quest")
    assert not has(st, bystander, "must_quest")
    st = end_turn(st)
    assert st.active == 1
    with pytest.raises(Exception, match=r"4\.3\.6"):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": mine}))
    assert not any(a.type == "end_turn" for a in ENGINE.legal_actions(st, 1))
    with pytest.raises(Exception, match=r"1\.2\.1"):
        ENGINE.apply(st, Action("end_turn", 1, {}))
    st = act(st, "challenge", player=1, uid=bystander, target=mine)  # the other character is free
    st = act(st, "quest", player=1, uid=foe)
    st = end_turn(st)  # it quested: the turn can end
    assert st.active == 0
    assert not has(st, foe, "must_quest") and not has(st, foe, "cant_challenge")  # until the start of our next turn


def test_must_quest_only_if_able():
    # 1.2.3: an exerted (or drying) character that must quest doesn't block the end of the turn
    cobra = card("Cobra Bubbles - Dedicated Official")
    st = started()
    uid = put(st, cobra, 0)
    foe = put(st, char("F1", "Foe", s=2, w=5), 1)
    st = act(st, "quest", uid=uid)
    st = choose(st, [foe])
    st = end_turn(st)
    st.table.cards[foe].tapped = True
    st = end_turn(st)
    assert st.active == 0


def test_ariel_curious_traveler_needs_another_character_played():
    ariel = card("Ariel - Curious Traveler")
    st = started()
    uid = put(st, ariel, 0)
    foe = put(st, char("F1", "Foe"), 1)
    st = act(st, "quest", uid=uid)
    assert not st.pending and not has(st, foe, "must_quest")
    st = end_turn(st)
    st = end_turn(st)
    ink_up(st, 0, 1)
    other = put(st, char("O1", "Other", cost=1), 0, "hand")
    st = act(st, "play", uid=other, mode="ink")
    st = act(st, "quest", uid=uid)
    st = choose(st, [foe])
    assert has(st, foe, "cant_challenge") and has(st, foe, "must_quest")


# --- "whenever you remove damage from one of your characters" (9.1) -------------------------------

def _heal_action(text: str = "Remove 2 damage from chosen character.") -> dict:
    from tests.lorcana.helpers import custom
    return custom("HEAL", "Heal Test", text, card_type="Action", cost=1)


def test_grand_pabbie_gains_lore_only_when_you_remove_damage_from_your_character():
    pabbie = card("Grand Pabbie - Oldest and Wisest")
    st = started()
    put(st, pabbie, 0)
    hurt = put(st, char("H1", "Hurt", w=5), 0, damage=2)
    foe = put(st, char("F1", "Foe", w=5), 1, damage=2)
    fresh = put(st, char("N1", "Fresh", w=5), 0)
    ink_up(st, 0, 3)
    for target, gain in ((foe, 0), (fresh, 0), (hurt, 2)):  # an opponent's character / nothing removed / yours
        before = st.lore[0]
        uid = put(st, _heal_action(), 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        st = choose(st, [target])
        while st.pending:
            st = choose(st, [st.pending[0].options[0].id])
        assert st.lore[0] == before + gain, target
    assert st.table.cards[hurt].damage == 0


def test_mirabel_family_guardian_readies_the_healed_character_which_then_cant_quest():
    # "you may ready them. If you do, they can't quest or challenge for the rest of this turn" (7.1.9: them = the healed one)
    mirabel = card("Mirabel Madrigal - Family Guardian")
    st = started()
    uid = put(st, mirabel, 0, tapped=True, damage=1)
    other = put(st, char("O1", "Other", w=5), 0, tapped=True, damage=1)
    ink_up(st, 0, 1)
    heal = put(st, _heal_action(), 0, "hand")
    st = act(st, "play", uid=heal, mode="ink")
    st = choose(st, [uid])  # she heals herself: "them" is Mirabel
    assert {o.id for o in st.pending[0].options} == {"yes", "no"}
    st = choose(st, ["yes"])
    assert not st.table.cards[uid].tapped and st.table.cards[other].tapped
    assert has(st, uid, "cant_quest") and has(st, uid, "cant_challenge")
    with pytest.raises(Exception, match=r"4\.3\.5"):
        ENGINE.apply(st, Action("quest", 0, {"uid": uid}))
    st = end_turn(st)
    assert not has(st, uid, "cant_quest")  # "for the rest of this turn"


def test_pepa_silver_lining_draws_once_during_your_turn():
    # 2.2.0 6.1.13.2 "once during your turn"
    pepa = card("Pepa Madrigal - Calm Before the Storm")
    st = started()
    put(st, pepa, 0)
    a = put(st, char("A1", "A", w=5), 0, damage=2)
    b = put(st, char("B1", "B", w=5), 0, damage=2)
    ink_up(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    for target in (a, b):
        uid = put(st, _heal_action(), 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        st = choose(st, [target])
        while st.pending:
            st = choose(st, [st.pending[0].options[0].id])
    assert len(st.table.zone(0, "hand")) == hand + 2 + 1 - 2  # two heals put in hand and played, one draw
