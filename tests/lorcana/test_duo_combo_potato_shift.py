"""Issue 16: Duo Shift, Combo Shift and Potato Shift (Comprehensive Rules 2.2.0 8.10.8.3, 8.10.8.4,
8.10.8.6, outside the seed documents), proven by playing the real cards (registry data: the pinned
wheel). A Duo/Combo Shift onto two characters is one play naming both (4.3.4: all or nothing); the
stack keeps both states (8.10.4.2) and damages (8.10.6) and leaves play as one (8.10.7)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.lorcana.cards.compiler import compile_ability, compile_card, is_automated
from engine.lorcana.rules import R
from engine.lorcana.zones import banish
from tests.lorcana.helpers import ENGINE, act, choose, custom, ink_up, put, started
from tests.lorcana.real import registry_cards
from tests.lorcana.test_clause_templates import char, ready_ink


def real(full_name: str) -> dict:
    return dict(registry_cards()[full_name])


def shift_plays(st, p: int, uid: int) -> dict[tuple[int, ...], str]:
    """The Shift plays offered for ``uid``: {(onto,) or (onto, onto2): label}."""
    out = {}
    for a in ENGINE.legal_actions(st, p):
        if a.type == "play" and a.args.get("uid") == uid and a.args.get("mode") == "shift":
            out[tuple(x for x in (a.args["onto"], a.args.get("onto2")) if x is not None)] = a.label
    return out


def refused(st, args: dict) -> RulesError:
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, Action("play", 0, args))
    return err.value


def test_the_three_variants_compile_as_keywords():
    # Lorcana 2.2.0 8.10.8.3, 8.10.8.4, 8.10.8.6 (outside the seed documents)
    for text, label in (
        ("Duo Shift 0 {I}", "Duo Shift"),
        ("Combo Shift 4 {I}", "Combo Shift"),
        ("Potato Shift 5 {I}", "Potato Shift"),
    ):
        ab = compile_ability({"type": "static", "name": "", "text": text}, 0)
        assert ab.ok and ab.kind == "keyword" and ab.name == label, text


def test_duo_shift_goes_on_top_of_one_character_of_each_name_in_one_play():
    # Lorcana 2.2.0 8.10.8.3 (outside the seed documents): two characters, each with one of the names
    duo = real("Mickey Mouse & Minnie Mouse - Adventuring Duo")
    st = started()
    mickey = put(st, char("MK1", "Mickey Mouse", w=4), 0, damage=1)
    mickey2 = put(st, char("MK2", "Mickey Mouse", w=4), 0)
    minnie = put(st, char("MN1", "Minnie Mouse", w=4), 0, tapped=True, damage=2, dry=False)
    foe_minnie = put(st, char("MN2", "Minnie Mouse", w=4), 1)
    uid = put(st, duo, 0, "hand")
    offered = shift_plays(st, 0, uid)
    # Duo Shift 0: no ink needed; never on top of one character, never two Mickeys, never an opponent's Minnie
    assert set(offered) == {(mickey, minnie), (mickey2, minnie)} and "(0 ink)" in offered[(mickey, minnie)]
    for args in ({"onto": mickey}, {"onto": mickey, "onto2": mickey2}, {"onto": mickey, "onto2": foe_minnie}):
        err = refused(st, {"uid": uid, "mode": "shift", **args})
        assert err.rule.section == "8.10.8.3" and err.rule.outside, args
    assert (
        st.table.cards[uid].zone == "hand" and st.table.cards[mickey].zone == "play"
    )  # a refused play changes nothing (4.3.4)
    done = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "shift", "onto": mickey, "onto2": minnie}))
    assert [e.rule.section for e in done.events if e.kind == "shift"] == ["10.8.1", "8.10.8.3"]
    st = done.state
    assert not st.pending  # every ability is applied: nothing to do by hand
    top = st.table.cards[uid]
    assert top.zone == "play" and top.flags.get("shifted")
    for below in (mickey, minnie):  # both stacked under it (2.2.0 8.10.8.3)
        assert st.table.cards[below].zone == "under" and st.table.cards[below].attached_to == uid
    assert top.damage == 3  # the damage of both (2.2.0 8.10.6)
    assert top.tapped and top.flags.get(
        "drying"
    )  # ready + exerted → exerted; dry + drying → drying (2.2.0 8.10.4.2)
    assert st.table.cards[mickey2].zone == "play"


def test_combo_shift_goes_on_top_of_one_character_or_of_two_with_both_states_kept():
    # Lorcana 2.2.0 8.10.8.4 (outside the seed documents): Shift and Duo Shift on one card
    combo = real("Sulley & Boo - Scare Buddies")
    st = started()
    sulley = put(st, char("SU1", "Sulley", w=4), 0, damage=1)
    boo = put(st, char("BO1", "Boo", w=4), 0, damage=1)
    other = put(st, char("OT1", "Mike Wazowski", w=4), 0)
    uid = put(st, combo, 0, "hand")
    ink_up(st, 0, 3)
    assert shift_plays(st, 0, uid) == {}  # Combo Shift 4: 3 ink is not enough (4.3.4.6)
    ink_up(st, 0, 1)
    offered = shift_plays(st, 0, uid)
    assert set(offered) == {(sulley,), (boo,), (sulley, boo)} and "(4 ink)" in offered[(sulley, boo)]
    err = refused(st, {"uid": uid, "mode": "shift", "onto": other})
    assert err.rule.section == "8.10.8.4" and err.rule.outside
    err = refused(st, {"uid": uid, "mode": "shift", "onto": sulley, "onto2": other})
    assert err.rule.section == "8.10.8.4" and err.rule.outside
    st = act(st, "play", uid=uid, mode="shift", onto=sulley, onto2=boo)
    assert not st.pending  # every ability is applied: nothing to do by hand
    top = st.table.cards[uid]
    assert ready_ink(st, 0) == 0 and top.damage == 2
    assert not top.tapped and not top.flags.get("drying")  # both dry and ready: so is the stack (2.2.0 8.10.4)
    assert {st.table.cards[u].attached_to for u in (sulley, boo)} == {uid}
    # 2.2.0 8.10.7: when it leaves play, the whole stack goes with it
    banish(st, [uid], R("1.9.5"), [])
    assert all(st.table.cards[u].zone == "discard" for u in (uid, sulley, boo))
    assert not any(
        st.table.cards[u].attached_to == uid and st.table.cards[u].zone == "under" for u in (sulley, boo)
    )


def test_combo_shift_onto_one_character_is_a_plain_shift():
    # Lorcana 2.2.0 8.10.8.4 (outside the seed documents); 10.8.3-10.8.5 here: the state of the one below
    combo = real("Dash Parr & Violet Parr - Super Siblings")
    st = started()
    violet = put(st, char("VI1", "Violet Parr", w=4), 0, tapped=True, damage=1, dry=False)
    uid = put(st, combo, 0, "hand")
    ink_up(st, 0, 6)
    assert set(shift_plays(st, 0, uid)) == {(violet,)}  # no Dash Parr: no pair
    st = act(st, "play", uid=uid, mode="shift", onto=violet)
    assert not st.pending  # every ability is applied: nothing to do by hand
    top = st.table.cards[uid]
    assert (
        top.zone == "play"
        and top.tapped
        and top.flags.get("drying")
        and top.damage == 1
        and ready_ink(st, 0) == 0
    )


def test_duo_shift_with_one_drying_base_is_drying_and_cannot_quest():
    # Lorcana 2.2.0 8.10.4.2 (outside the seed documents); 6.1.4 here: a drying character can't quest
    duo = real("Dash Parr & Violet Parr - Super Siblings")
    st = started()
    dash = put(st, char("DA1", "Dash Parr", w=4), 0)
    violet = put(st, char("VI1", "Violet Parr", w=4), 0, dry=False)
    uid = put(st, duo, 0, "hand")
    ink_up(st, 0, 6)
    st = act(st, "play", uid=uid, mode="shift", onto=dash, onto2=violet)
    assert not st.pending  # every ability is applied: nothing to do by hand
    assert not st.table.cards[uid].tapped and st.table.cards[uid].flags.get("drying")
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, Action("quest", 0, {"uid": uid}))
    assert err.value.rule.section == "6.1.4"


def test_posey_potato_shift_goes_on_top_of_a_potato_item_only():
    # Lorcana 2.2.0 8.10.8.6 (outside the seed documents): an item named Potato; dry when it has been
    # in play since the beginning of the turn (2.2.0 8.10.4.1 there)
    posey = real("Posey - Vampire Potato")
    assert all(a.ok for a in compile_card(posey))  # every clause of the card is applied
    st = started()
    potato = put(st, real("Potato"), 0)  # in play since an earlier turn, ready
    namesake = put(st, char("PT1", "Potato", w=3), 0)  # a character named Potato: not an item
    foe_potato = put(st, real("Potato"), 1)
    uid = put(st, posey, 0, "hand")
    ink_up(st, 0, 4)
    assert shift_plays(st, 0, uid) == {}  # Potato Shift 5: 4 ink is not enough (4.3.4.6)
    ink_up(st, 0, 1)
    assert set(shift_plays(st, 0, uid)) == {(potato,)}
    for wrong in (namesake, foe_potato):
        err = refused(st, {"uid": uid, "mode": "shift", "onto": wrong})
        assert err.rule.section == "8.10.8.6" and err.rule.outside
    st = act(st, "play", uid=uid, mode="shift", onto=potato)
    top = st.table.cards[uid]
    assert (
        top.zone == "play"
        and st.table.cards[potato].zone == "under"
        and st.table.cards[potato].attached_to == uid
    )
    assert not top.tapped and not top.flags.get("drying") and ready_ink(st, 0) == 0 and not st.pending
    lore = st.lore[0]
    st = act(st, "quest", uid=uid)  # dry: it can quest this turn (2.2.0 8.10.4.1)
    assert st.lore[0] == lore + posey["lore"]


def test_posey_on_a_potato_played_this_turn_enters_drying_and_exerted():
    # Lorcana 2.2.0 8.10.4.1 (outside the seed documents): the Potato came into play this turn;
    # 10.8.3 here: on top of an exerted card it enters exerted (the Potato enters play exerted)
    posey = real("Posey - Vampire Potato")
    st = started()
    potato = put(st, real("Potato"), 0, "hand")
    uid = put(st, posey, 0, "hand")
    ink_up(st, 0, 1 + 5)
    st = act(st, "play", uid=potato, mode="ink")
    assert st.table.cards[potato].tapped  # FULL OF POTENTIAL
    st = act(st, "play", uid=uid, mode="shift", onto=potato)
    top = st.table.cards[uid]
    assert top.tapped and top.flags.get("drying")
    # played for its ink cost, it is a plain character
    st = started()
    uid = put(st, posey, 0, "hand")
    ink_up(st, 0, posey["cost"])
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[uid].zone == "play" and not st.table.cards[uid].flags.get("shifted")


def test_combo_shift_from_the_discard_onto_two_characters_enters_exerted():
    # Lorcana 1.2.1 (a permission to play from the discard), 10.8.4 (it enters exerted, shifted or not);
    # 2.2.0 8.10.8.4 (outside the seed documents)
    st = started()
    sulley = put(st, char("SU1", "Sulley", w=4), 0)
    boo = put(st, char("BO1", "Boo", w=4), 0)
    uid = put(st, real("Sulley & Boo - Scare Buddies"), 0, "discard")
    ink_up(st, 0, 4)
    assert shift_plays(st, 0, uid) == {}  # no permission: nothing from the discard (4.3.4.2)
    st.floating.append(
        {"kind": "play_from_discard", "player": 0, "turn": st.turn, "filter": {"types": ["character"]}}
    )
    offered = shift_plays(st, 0, uid)
    assert (sulley, boo) in offered and "from your discard" in offered[(sulley, boo)]
    st = act(st, "play", uid=uid, mode="shift", onto=sulley, onto2=boo)
    assert st.table.cards[uid].zone == "play" and st.table.cards[uid].tapped and ready_ink(st, 0) == 0


def test_a_character_put_on_two_characters_is_at_a_location_only_if_both_were():
    # Lorcana 2.2.0 8.10.8.3 (outside the seed documents); inference (engine.lorcana.duo_shift): a card is at one location
    for same in (True, False):
        st = started()
        loc = put(st, custom("LOC", "Hideout", card_type="Location", move_cost=1, w=7, lore=1), 0)
        mickey = put(st, char("MK1", "Mickey Mouse", w=4), 0)
        minnie = put(st, char("MN1", "Minnie Mouse", w=4), 0)
        st.table.cards[mickey].flags["at"] = loc
        if same:
            st.table.cards[minnie].flags["at"] = loc
        uid = put(st, real("Mickey Mouse & Minnie Mouse - Adventuring Duo"), 0, "hand")
        st = act(st, "play", uid=uid, mode="shift", onto=mickey, onto2=minnie)
        assert st.table.cards[uid].flags.get("at") == (loc if same else None)


# --- the other abilities of these cards -------------------------------------------------------------


def test_the_four_cards_are_automated():
    for full_name in (
        "Mickey Mouse & Minnie Mouse - Adventuring Duo",
        "Sulley & Boo - Scare Buddies",
        "Dash Parr & Violet Parr - Super Siblings",
        "Posey - Vampire Potato",
    ):
        assert is_automated(real(full_name)), full_name


def _duo_in_play(st, full_name: str, first: str, second: str, *, ink: int, **kw):
    """The card shifted on top of a character named ``first`` and one named ``second`` (dry, ready)."""
    a = put(st, char(first[:3].upper() + "A", first, w=4, **kw), 0)
    b = put(st, char(second[:3].upper() + "B", second, w=4, **kw), 0)
    uid = put(st, real(full_name), 0, "hand")
    ink_up(st, 0, ink)
    st = act(st, "play", uid=uid, mode="shift", onto=a, onto2=b)
    assert not st.pending
    return st, uid, a, b


def test_dash_and_violet_draw_a_card_for_each_card_under_them_when_questing_or_challenging():
    # Lorcana 7.4.2 (quests or challenges, 7.4.6), "for each" counted as it resolves; 2.2.0 8.10.8.4 (outside the seed documents)
    st = started()
    st, uid, _, _ = _duo_in_play(
        st, "Dash Parr & Violet Parr - Super Siblings", "Dash Parr", "Violet Parr", ink=6
    )
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=uid)
    assert len(st.table.zone(0, "hand")) == hand + 2  # two cards under them
    # a single base: one card under, one card drawn on a challenge
    st = started()
    violet = put(st, char("VIA", "Violet Parr", w=4), 0)
    uid = put(st, real("Dash Parr & Violet Parr - Super Siblings"), 0, "hand")
    foe = put(st, char("FOE", "Foe", s=1, w=9), 1, tapped=True)
    ink_up(st, 0, 6)
    st = act(st, "play", uid=uid, mode="shift", onto=violet)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", uid=uid, target=foe)
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_mickey_and_minnie_go_to_the_inkwell_instead_of_being_banished_with_their_stack():
    # Lorcana 7.7.2 ("instead": a replacement effect); 2.2.0 8.10.7 (outside the seed documents): the stack goes along
    st = started()
    st, uid, mickey, minnie = _duo_in_play(
        st, "Mickey Mouse & Minnie Mouse - Adventuring Duo", "Mickey Mouse", "Minnie Mouse", ink=0
    )
    foe = put(st, char("FOE", "Foe", s=9, w=9), 1, tapped=True)
    inkwell = len(st.table.zone(0, "inkwell"))
    st = act(st, "challenge", uid=uid, target=foe)
    assert len(st.table.zone(0, "inkwell")) == inkwell + 3 and not st.table.zone(0, "discard")
    for u in (uid, mickey, minnie):
        card = st.table.cards[u]
        assert card.zone == "inkwell" and card.face_down and card.tapped  # facedown and exerted
    assert ready_ink(st, 0) == 0
    # another character is banished as usual
    st = started()
    plain = put(st, char("PLN", "Plain", s=1, w=1), 0)
    foe = put(st, char("FOE", "Foe", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=plain, target=foe)
    assert st.table.cards[plain].zone == "discard"


def test_sulley_and_boo_play_the_characters_that_were_under_them_when_banished():
    # Lorcana 7.4.2 / 8.4.4 (look-back: the cards that were under them), 7.1.3 ("may"), 4.3.4.10 (for free);
    # 2.2.0 8.10.7 (outside the seed documents): the stack went to the discard with them
    for accept in (True, False):
        st = started()
        st, uid, sulley, boo = _duo_in_play(st, "Sulley & Boo - Scare Buddies", "Sulley", "Boo", ink=4)
        foe = put(st, char("FOE", "Foe", s=9, w=9), 1, tapped=True)
        st = act(st, "challenge", uid=uid, target=foe)
        while st.pending and st.pending[0].kind == "bag":
            st = choose(st, [st.pending[0].options[0].id])
        assert (
            st.pending
            and st.pending[0].kind == "may"
            and "Sulley" in st.pending[0].prompt
            and "Boo" in st.pending[0].prompt
        )
        st = choose(st, [st.pending[0].options[0 if accept else 1].id])  # Yes / No
        assert st.table.cards[uid].zone == "discard"
        for u in (sulley, boo):
            assert st.table.cards[u].zone == ("play" if accept else "discard")
        if accept:
            assert (
                st.table.cards[sulley].flags.get("drying") and ready_ink(st, 0) == 0
            )  # played (4.3.4.7): drying, no ink paid


def test_sulley_and_boo_with_no_character_under_them_asks_nothing():
    # Lorcana 7.4.4 (the "if"): played for its ink cost, nothing was under them
    st = started()
    uid = put(st, real("Sulley & Boo - Scare Buddies"), 0)
    foe = put(st, char("FOE", "Foe", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[uid].zone == "discard" and not st.pending
