"""Issue 16: Universal Shift and [Classification] Shift (Comprehensive Rules 2.2.0 8.10.8.1-8.10.8.2,
outside the seed documents), each proven by playing a real card (registry data: the pinned wheel);
every other rule of Shift (10.8 here, 8.10 there) still applies."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.lorcana.cards.compiler import compile_card
from tests.lorcana.helpers import ENGINE, act, choose, ink_up, put, started
from tests.lorcana.test_clause_templates import card, char, ready_ink


def shifts(st, p: int, uid: int) -> dict[int, str]:
    """The Shift plays offered for ``uid``: {onto: label}."""
    return {a.args["onto"]: a.label for a in ENGINE.legal_actions(st, p) if a.type == "play" and a.args.get("uid") == uid
            and a.args.get("mode") == "shift"}


def test_variants_compile_as_keywords():
    # 2.2.0 8.10.8: the variants are Shift abilities; Duo/Combo/Potato (8.10.8.3-8.10.8.4, 8.10.8.6) are applied
    # too (tests/lorcana/test_duo_combo_potato_shift.py), Temporary Shift (2.2.0 8.10.8.5) in tests/lorcana/test_newest_families.py
    from engine.lorcana.cards.compiler import compile_ability

    for text, ok in (("Universal Shift 4", True), ("Puppy Shift 3", True), ("Madrigal Shift 3 {I}", True),
                     ("Duo Shift 0 {I}", True), ("Combo Shift 4 {I}", True), ("Temporary Shift 2 {I}", True),
                     ("Temporary Red Panda Shift 3 {I}", True), ("Potato Shift 2 {I}", True), ("Shift", False)):
        ab = compile_ability({"type": "static", "name": "", "text": text}, 0)
        assert ab.ok is ok, text
        assert (ab.kind == "keyword") is ok, text


def test_thunderbolt_puppy_shift_goes_only_on_top_of_a_puppy_character():
    # Lorcana 2.2.0 8.10.8.1 (outside the seed documents): a character with the classification, not the name
    bolt = card("Thunderbolt - Wonder Dog")
    st = started()
    puppy = put(st, char("PUP", "Patch", classifications=["Storyborn", "Puppy"]), 0, tapped=True, damage=1)
    namesake = put(st, char("TB", "Thunderbolt", classifications=["Storyborn", "Hero"]), 0)  # same name, no Puppy
    foe_puppy = put(st, char("FP", "Rolly", classifications=["Storyborn", "Puppy"]), 1)
    uid = put(st, bolt, 0, "hand")
    ink_up(st, 0, 2)
    assert shifts(st, 0, uid) == {}  # Puppy Shift 3: 2 ink is not enough (4.3.4.6)
    ink_up(st, 0, 1)
    offered = shifts(st, 0, uid)
    assert set(offered) == {puppy} and "(3 ink)" in offered[puppy]
    for wrong in (namesake, foe_puppy):
        with pytest.raises(RulesError) as err:
            ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "shift", "onto": wrong}))
        assert err.value.rule.section == "8.10.8.1" and err.value.rule.outside and "Puppy" in err.value.message
    st = act(st, "play", uid=uid, mode="shift", onto=puppy)
    top = st.table.cards[uid]
    assert top.zone == "play" and st.table.cards[puppy].zone == "under" and st.table.cards[puppy].attached_to == uid
    assert top.tapped and top.damage == 1 and top.flags.get("shifted")  # 10.8.3-10.8.5: state and damage kept
    assert ready_ink(st, 0) == 0 and not st.pending  # exerted already: Bodyguard's question is not asked (10.8.4)


def test_baymax_universal_shift_goes_on_any_of_your_characters_and_heals_when_shifted():
    # Lorcana 2.2.0 8.10.8.2 (outside the seed documents); "if you used Shift to play him" (7.4.4)
    baymax = card("Baymax - Giant Robot")
    st = started()
    mine = put(st, char("ANY", "Anyone", w=5), 0, damage=3)
    foe = put(st, char("FOE", "Foe"), 1)
    uid = put(st, baymax, 0, "hand")
    ink_up(st, 0, 4)
    assert set(shifts(st, 0, uid)) == {mine}  # Universal Shift 4: any character of yours, not the opponent's
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "shift", "onto": foe}))
    assert err.value.rule.section == "8.10.8.2" and err.value.rule.outside
    st = act(st, "play", uid=uid, mode="shift", onto=mine)
    assert st.table.cards[uid].zone == "play" and st.table.cards[mine].zone == "under" and ready_ink(st, 0) == 0
    assert st.table.cards[uid].damage == 0  # the damage kept from below (10.8.5) is removed by FUNCTIONALITY IMPROVED
    # played for its ink cost: no Shift, nothing is removed
    st = started()
    uid = put(st, baymax, 0, "hand")
    ink_up(st, 0, baymax["cost"])
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[uid].zone == "play" and not st.table.cards[uid].flags.get("shifted") and not st.pending


def test_madrigal_family_shifts_onto_a_madrigal_and_inks_the_top_card_once_per_turn_when_healing():
    # Lorcana 2.2.0 8.10.8.1 (outside the seed documents); 2.2.0 6.1.13.2 "once during your turn"; 9.1 remove damage
    family = card("The Madrigal Family - Every Generation")
    st = started()
    put(st, char("OTH", "Other", classifications=["Storyborn"]), 0)  # not a Madrigal: not offered
    mirabel = put(st, char("MIR", "Mirabel Madrigal", classifications=["Storyborn", "Madrigal"], w=5), 0, damage=2)
    uid = put(st, family, 0, "hand")
    ink_up(st, 0, 3)
    assert set(shifts(st, 0, uid)) == {mirabel}
    st = act(st, "play", uid=uid, mode="shift", onto=mirabel)
    assert st.table.cards[uid].damage == 2 and st.table.cards[mirabel].zone == "under"
    from tests.lorcana.test_newest_sets_cards import _heal_action

    hurt = put(st, char("HRT", "Hurt", w=5), 0, damage=2)
    ink_up(st, 0, 2)
    for target, inked in ((uid, 1), (hurt, 0)):  # the second heal this turn: no more ink
        inkwell = len(st.table.zone(0, "inkwell"))
        top = st.table.zone(0, "deck")[0]
        heal = put(st, _heal_action(), 0, "hand")
        st = act(st, "play", uid=heal, mode="ink")
        st = choose(st, [target])
        while st.pending:
            st = choose(st, [st.pending[0].options[0].id])
        assert len(st.table.zone(0, "inkwell")) == inkwell + inked
        if inked:
            assert st.table.cards[top].zone == "inkwell" and st.table.cards[top].tapped and st.table.cards[top].face_down
    assert all(a.ok for a in compile_card(family))  # every clause of the card is applied
