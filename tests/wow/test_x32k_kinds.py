"""Helper x32kind: cards that change classes or give a keyword whose reminder text is a triggered power — the scripts
of ``engine/wow/cards/scripts/xkind.toml`` and the engine pieces they use: ``given_thrown`` (a given Thrown's strike
trigger, as ``given_sentinel`` does for Sentinel), ``class_set`` with ``card_facts.only_class`` (a class that replaces
the others) and the activated-power cost ``name`` (a class named as the power is used). Each card is played with the
real card of the pool and every clause of its text is checked. EN numbers: rules outside the provided (Japanese, 6.0)
document, as the checklist names them.

Rule calls without a source:
- Deadly Throw: "your Daggers" are the Dagger weapons you control as it resolves (a one-shot power, EN 709.1); a Dagger
  put into play later gets neither Thrown nor the ATK.
- Mantle of Master Cho / Blessing of the Old God: the class is named as the power is used, part of its cost (EN 701.1),
  so it is chosen with the power action; "a standard class" offers the ten of 206.1a, "a class" (Blessing) also the
  later ones the engine knows (Monk, Demon Hunter), as a quest's "name a class" does (engine.wow.quest_named).
"""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.wow import keywords as kw
from engine.wow.card_facts import CLASS_WORDS
from engine.wow.engine import ENGINE
from engine.wow.oneshot_ability_ops import char_classes
from engine.wow.quests import CLASSES
from engine.wow.rules import R
from engine.wow.targets import matches
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wequip_cards import _attack
from .test_wshot_scripts import _combo_graveyard
from .test_wtrig_cards import _fight, _next_turn, _settle, _until

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


# --- Shattering Throw: a given Thrown (EN 714, 703; engine.wow.given_thrown) ---------------------------------------


@pytest.mark.parametrize("used", [True, False])
def test_shattering_throw_gives_a_weapon_you_control_thrown_this_turn(used):
    # EN 714, 703: "[Exhaust] -> Target weapon you control has Thrown this turn." — Thrown: "When you strike with that
    # weapon, it has Long-Range this combat. At the end of this turn, put that weapon into its owner's hand."
    automated("Shattering Throw")
    st = start()
    throw = put_real(st, 0, "Shattering Throw", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    theirs = put(st, 1, "Worn Longsword", "hero_row")
    resources(st, 0, 3)
    from engine.wow import powers

    index = next(i for i, pw in enumerate(powers.powers(st, throw)) if pw.kind == "activated")
    if used:
        st = apply(st, "power", 0, uid=throw, power=index, x=0)
        assert {o.id for o in st.pending[0].options} == {str(sword)}  # a weapon you control only
        st = _settle(st, {"target": [str(sword)]})
        assert st.table.cards[throw].tapped  # [Exhaust] (411.1)
        assert kw.has(st, sword, "Thrown") and not kw.has(st, theirs, "Thrown")
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=sword))
    assert kw.has(st, hero(st, 0), "Long-Range") is used
    st = _fight(st)
    assert not kw.has(st, hero(st, 0), "Long-Range")  # this combat only
    st = _next_turn(st)
    assert _zone(st, sword) == ("hand" if used else "hero_row")  # 415.9b: at the end of this turn
    assert not kw.has(st, sword, "Thrown")


def test_shattering_throw_thrown_ends_with_the_turn():
    # EN 714.1: "this turn" — struck on a later turn, the weapon has no Thrown
    st = start()
    throw = put_real(st, 0, "Shattering Throw", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 3)
    from engine.wow import powers

    index = next(i for i, pw in enumerate(powers.powers(st, throw)) if pw.kind == "activated")
    st = _settle(apply(st, "power", 0, uid=throw, power=index, x=0), {"target": [str(sword)]})
    st = _next_turn(_next_turn(st))
    assert st.active == 0 and not kw.has(st, sword, "Thrown")
    resources(st, 0, 3)
    st = _settle(apply(_attack(st), "strike", 0, weapon=sword))
    assert not kw.has(st, hero(st, 0), "Long-Range")
    st = _next_turn(_fight(st))
    assert _zone(st, sword) == "hero_row"


def test_printed_thrown_is_not_doubled_by_the_given_keyword():
    # EN 703.1: The Decapitator gives itself Thrown with its own trigger; the given-Thrown rule adds no second one
    automated("The Decapitator")
    st = start()
    axe = put_real(st, 0, "The Decapitator", "hero_row")
    resources(st, 0, 6)
    st = _settle(apply(st, "power", 0, uid=axe, power=0, x=0))
    st = _attack(st)
    st = apply(st, "strike", 0, weapon=axe)
    assert [link.kind for link in st.chain if link.uid == axe] == ["trigger"]  # its own trigger only, once


# --- Deadly Throw: Finishing Move, Daggers with Thrown and +X ATK (403.1, EN 709, 714.1) ---------------------------


@pytest.mark.parametrize("n", [0, 3])
def test_deadly_throw_gives_your_daggers_thrown_and_x_atk_this_turn(n):
    # 403.1: "Finishing Move (To play, remove X Combo cards in your graveyard from the game, where X is 5 or less.)";
    # EN 709, 714.1: "Your Daggers have Thrown and +X ATK this turn."
    automated("Deadly Throw")
    st = start()
    combo = _combo_graveyard(st, n)
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")  # a Dagger, 1 ATK
    sword = put(st, 0, "Worn Longsword", "hero_row")  # a Sword: not a Dagger
    foe = put_real(st, 1, "Scarlet Kris", "hero_row")  # an opposing Dagger
    base = kw.equipment_atk(st, kris)
    card = put_real(st, 0, "Deadly Throw", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=combo))
    assert all(_zone(st, u) == "removed" for u in combo)
    assert kw.has(st, kris, "Thrown") and kw.equipment_atk(st, kris) == base + n
    assert not kw.has(st, sword, "Thrown") and not kw.has(st, foe, "Thrown")
    assert kw.equipment_atk(st, foe) == base
    st = _settle(apply(_attack(st), "strike", 0, weapon=kris))
    assert kw.has(st, hero(st, 0), "Long-Range")  # Thrown's trigger (engine.wow.given_thrown)
    st = _next_turn(_fight(st))
    assert _zone(st, kris) == "hand"  # 415.9b: at the end of this turn


def test_deadly_throw_ends_with_the_turn():
    # EN 714.1: "this turn": the next turn the Dagger has no Thrown nor the ATK
    st = start()
    combo = _combo_graveyard(st, 2)
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")
    base = kw.equipment_atk(st, kris)
    card = put_real(st, 0, "Deadly Throw", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=combo))
    assert kw.equipment_atk(st, kris) == base + 2
    st = _next_turn(st)
    assert kw.equipment_atk(st, kris) == base and not kw.has(st, kris, "Thrown")
    assert _zone(st, kris) == "hero_row"  # never struck: Thrown's trigger never made


# --- a class that replaces the others (206.1a; engine.wow.class_set) ----------------------------------------------


def _class_power(st, uid: int) -> int:
    from engine.wow import powers

    return next(i for i, pw in enumerate(powers.powers(st, uid)) if pw.kind == "activated")


@pytest.mark.parametrize("name", ["Mantle of Master Cho", "Blessing of the Old God"])
def test_target_ally_has_the_named_class_and_loses_all_others_this_turn(name):
    # 206.1a, EN 701.1: "[Exhaust], Name a (standard) class [and destroy this item] -> Target ally you control has that
    # class and loses all other classes this turn."
    automated(name)
    st = start()
    item = put_real(st, 0, name, "hero_row")
    owl = put(st, 0, "Field Medic", "allies")  # a Priest
    other = put(st, 0, "Wolfrider Scout", "allies")  # a Hunter, not targeted
    foe = put(st, 1, "Veiled Sage", "allies")  # a Mage: not an ally you control
    index = _class_power(st, item)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=item, power=index, x=0)  # naming is part of the cost (EN 701.1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=item, power=index, x=0, name="Pirate")  # not a class (206.1a)
    named = {a.args.get("name") for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == item}
    assert named == (set(CLASS_WORDS) if name == "Mantle of Master Cho" else set(CLASSES))  # one use per class: the ten standard ones (206.1a)
    st = apply(st, "power", 0, uid=item, power=index, x=0, name="Warlock")
    assert {o.id for o in st.pending[0].options} == {str(owl), str(other)}
    st = _settle(st, {"target": [str(owl)]})
    assert st.table.cards[item].tapped or _zone(st, item) == "graveyard"
    if name == "Blessing of the Old God":
        assert _zone(st, item) == "graveyard"  # "destroy this item" is part of the cost
    assert char_classes(st, owl) == {"warlock"}
    assert "warlock" in kw.words(st, owl) and "priest" not in kw.words(st, owl)
    assert "human" in kw.words(st, owl)  # its race stays (only classes change)
    assert matches(st, 0, owl, {"types": ["ally"], "tag": "Warlock"}, item)
    assert not matches(st, 0, owl, {"types": ["ally"], "tag": "Priest"}, item)
    assert char_classes(st, other) == {"hunter"} and char_classes(st, foe) == {"mage"}
    st = _next_turn(st)
    assert char_classes(st, owl) == {"priest"}  # this turn only (EN 714.1)


def test_class_change_of_an_ally_with_no_class():
    # 206.1a: an ally with no class "has that class" too
    st = start()
    item = put_real(st, 0, "Mantle of Master Cho", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    assert char_classes(st, owl) == set()
    st = _settle(apply(st, "power", 0, uid=item, power=_class_power(st, item), x=0, name="Death Knight"), {"target": [str(owl)]})
    assert char_classes(st, owl) == {"death knight"} and "owl" in kw.words(st, owl)


# --- what a card does when it inspires (501.1b, EN 703; engine.wow.inspire_links) --------------------------------


def _tap(st, *uids):
    for u in uids:
        st.table.cards[u].tapped = True


def _to_inspire(st):
    """On to the opponent's ready step, where P1 inspires (501.1b)."""
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "inspire")
    assert st.active == 1 and st.pending[0].player == 0
    return st


def test_instructor_giralo_makes_the_ally_he_inspires_a_protector_this_turn():
    # 501.1b, EN 703: "Inspire: Ally … When Giralo inspires an ally, that ally is a Protector this turn." — his slot is
    # his own: the ally another Inspire power readies is no Protector
    automated("Instructor Giralo")
    st = start()
    giralo = put_real(st, 0, "Instructor Giralo", "allies")
    kaldel = put_real(st, 0, "Vindicator Kaldel", "allies")  # Inspire: Ally
    a, b = put(st, 0, "Wolfrider Scout", "allies"), put(st, 0, "Raging Brute", "allies")
    _tap(st, giralo, kaldel, a, b)
    st = _to_inspire(st)
    assert "Instructor Giralo" not in st.pending[0].prompt  # Kaldel's slot first
    st = choose(st, str(a))
    assert "Instructor Giralo" in st.pending[0].prompt and str(a) not in {o.id for o in st.pending[0].options}
    st = _settle(choose(st, str(b)))
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped  # readied without the chain (501.1b)
    assert kw.has(st, b, "Protector") and not kw.has(st, a, "Protector")
    st = _next_turn(st)
    assert not kw.has(st, b, "Protector")  # this turn only (EN 714.1)


def test_instructor_giralo_inspiring_nothing_makes_no_protector():
    # EN 703: no ally inspired by him, no trigger
    st = start()
    giralo = put_real(st, 0, "Instructor Giralo", "allies")
    a = put(st, 0, "Raging Brute", "allies")
    _tap(st, giralo, a)
    st = _settle(choose(_to_inspire(st)))
    assert st.table.cards[a].tapped and not kw.has(st, a, "Protector")


def test_marksman_glous_one_less_to_complete_the_quest_he_inspires_this_turn():
    # 501.1b (its Marksman Glous example): two Glous and one exhausted quest — the quest is inspired once and costs 1
    # less to complete this turn, not 2; "this turn" ends with the opponent's turn
    from engine.wow import costs

    automated("Marksman Glous")
    st = start()
    g1, g2 = put_real(st, 0, "Marksman Glous", "allies"), put_real(st, 0, "Marksman Glous", "allies")
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    _tap(st, g1, g2, quest)
    base = costs.complete_cost(st, 0, quest, 3)
    st = _to_inspire(st)
    assert [o.id for o in st.pending[0].options] == [str(quest)] and "Marksman Glous" in st.pending[0].prompt
    st = _settle(st, {"inspire": lambda p: [p.options[0].id] if p.options else []})
    assert not st.table.cards[quest].tapped
    assert costs.complete_cost(st, 0, quest, 3) == base - 1
    st = _next_turn(st)
    assert costs.complete_cost(st, 0, quest, 3) == base


def test_anchorite_kilandra_names_a_card_she_inspires_by_that_name():
    # EN 703, 709.1, 501.1b: "When Kilandra enters play, name a card in play you control. Inspire: Card with that name"
    automated("Anchorite Kilandra")
    st = start()
    brute, other = put(st, 0, "Raging Brute", "allies"), put(st, 0, "Stone Guardian", "allies")
    put(st, 1, "Veiled Sage", "allies")  # an opposing card: not named
    st, _kil = play_real(st, "Anchorite Kilandra", 0, pay=6)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "xb32_name_own_card")
    names = {o.id for o in st.pending[0].options}
    assert {"Raging Brute", "Stone Guardian", "Anchorite Kilandra"} <= names and "Veiled Sage" not in names
    st = _settle(choose(st, "Raging Brute"))
    _tap(st, brute, other)
    st = _to_inspire(st)
    assert {o.id for o in st.pending[0].options} == {str(brute)}
    st = _settle(choose(st, str(brute)))
    assert not st.table.cards[brute].tapped and st.table.cards[other].tapped


def test_vindicator_falaan_inspires_all_friendly_heroes_and_allies_with_exhaust_powers():
    # 501.1b, EN 701: "Inspire: All friendly heroes and allies with [Exhaust] powers"
    automated("Vindicator Falaan")
    st = start()
    falaan = put_real(st, 0, "Vindicator Falaan", "allies")  # no [Exhaust] power of his own
    a, b = put_real(st, 0, "Angrida", "allies"), put_real(st, 0, "Milo the Unmerciful", "allies")
    plain = put(st, 0, "Raging Brute", "allies")
    _tap(st, falaan, a, b, plain)
    st = _to_inspire(st)
    p = st.pending[0]
    assert {o.id for o in p.options} == {str(a), str(b)} and p.max == 2  # all of them (501.1b)
    st = _settle(choose(st, str(a), str(b)))
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped
    assert st.table.cards[plain].tapped and st.table.cards[falaan].tapped


# --- Warchief Garrosh Hellscream: a quoted power given to another card (200.1a; engine.wow.quoted_powers) ----------


def test_garrosh_gives_another_horde_ally_assault_ferocity_and_its_end_of_turn_destruction():
    # EN 703, 714, 200.1a: "When another [Horde] ally enters play under your control, it has Assault 2 and Ferocity,
    # and 'At the end of your turn, destroy this ally.'"
    automated("Warchief Garrosh Hellscream")
    st = start()
    garrosh = put_real(st, 0, "Warchief Garrosh Hellscream", "allies")
    foe_garrosh = put_real(st, 1, "Warchief Garrosh Hellscream", "allies")  # the opponent's: "under your control" only
    st, zul = play_real(st, "Zulanji", 0, pay=2)  # Horde
    st = _settle(st)
    assert _zone(st, zul) == "allies"
    assert kw.keywords(st, zul).get("Assault") == 2 and kw.has(st, zul, "Ferocity")
    from engine.wow.powers import powers

    assert any(pw.kind == "triggered" and pw.trigger == "end_of_turn" for pw in powers(st, zul))
    assert not any(pw.trigger == "end_of_turn" for pw in powers(st, garrosh))  # "another": Garrosh keeps none
    assert not any(pw.trigger == "end_of_turn" for pw in powers(st, foe_garrosh))
    st = _next_turn(st)
    assert _zone(st, zul) == "graveyard"  # 503.1: at the end of your turn
    assert _zone(st, garrosh) == "allies"


def test_garrosh_ignores_a_non_horde_ally_and_the_opponents_allies():
    # EN 703: a non-Horde ally, and an ally entering under the opponent's control, get nothing
    st = start()
    put_real(st, 0, "Warchief Garrosh Hellscream", "allies")
    st, hira = play_real(st, "Hira", 0, pay=2)  # Alliance
    st = _settle(st)
    assert not kw.has(st, hira, "Ferocity") and not kw.has(st, hira, "Assault")
    st = _next_turn(st)
    assert _zone(st, hira) == "allies"
    st, theirs = play_real(st, "Zulanji", 1, pay=2)  # the opponent's Horde ally, on his turn
    st = _settle(st)
    assert not kw.has(st, theirs, "Ferocity")
    st = _next_turn(st)
    assert _zone(st, theirs) == "allies"


def test_garrosh_granted_power_goes_with_the_card_when_it_leaves_play():
    # 415.9a: a card changing zones is a new card: the gained text and keywords go with its modifiers
    from engine.wow.leaving_play import leave_play
    from engine.wow.powers import powers

    st = start()
    put_real(st, 0, "Warchief Garrosh Hellscream", "allies")
    st, zul = play_real(st, "Zulanji", 0, pay=2)
    st = _settle(st)
    assert any(pw.trigger == "end_of_turn" for pw in powers(st, zul))
    leave_play(st, zul, "hand", None)
    assert not any(pw.trigger == "end_of_turn" for pw in powers(st, zul)) and not kw.has(st, zul, "Ferocity")


# --- words added to type lines, in play or in all zones (202.3, 206.1a; engine.wow.tag_grants) ------------------


def test_apocanon_makes_ally_cards_in_all_zones_demons():
    # 202.3: "Ally cards in all zones are also Demon cards." — read by target filters, conditions and deck searches
    from engine.wow.conditions import has_tag
    from engine.wow.search import card_matches

    automated("Apocanon")
    st = start()
    in_play = put(st, 1, "Raging Brute", "allies")
    places = {z: put(st, 0, "Raging Brute", z) for z in ("hand", "deck", "graveyard")}
    theirs = put(st, 1, "Raging Brute", "graveyard")
    sword = put(st, 0, "Worn Longsword", "deck")  # not an ally card
    assert not has_tag(st, in_play, "Demon")
    apo = put_real(st, 0, "Apocanon", "allies")
    for uid in (in_play, theirs, *places.values()):
        assert has_tag(st, uid, "Demon") and "demon" in kw.words(st, uid)
    assert card_matches(st, places["deck"], {"types": ["ally"], "tag": "Demon"})  # a search of the deck (415.3)
    assert matches(st, 0, in_play, {"types": ["ally"], "tag": "Demon"}, apo)  # a target filter (202.1a)
    assert not has_tag(st, sword, "Demon") and not card_matches(st, sword, {"tag": "Demon"})
    st.table.move(apo, "graveyard")  # Apocanon left play: its power is gone (EN 714)
    assert not has_tag(st, in_play, "Demon") and not card_matches(st, places["deck"], {"tag": "Demon"})


def test_high_oracle_naseem_has_all_standard_classes_in_all_zones():
    # 206.1a: "This ally has all standard classes in all zones." — her own tags stay; another ally gains none
    from engine.wow.conditions import has_tag
    from engine.wow.search import card_matches

    automated("High Oracle Naseem")
    st = start()
    other = put(st, 0, "Raging Brute", "deck")
    for zone in ("deck", "hand", "allies", "graveyard"):
        n = put_real(st, 0, "High Oracle Naseem", zone)
        assert char_classes(st, n) == {c.lower() for c in CLASS_WORDS}
        assert has_tag(st, n, "Paladin") and has_tag(st, n, "Death Knight") and has_tag(st, n, "Monster")
        assert card_matches(st, n, {"types": ["ally"], "tag": "Warlock"})
    assert not card_matches(st, other, {"tag": "Warlock"}) and char_classes(st, other) == set()


def test_eitrigg_makes_every_card_unique():
    # 414.3a, 414.2: "Cards everywhere are Unique." — two cards with one name under one player's control: one is
    # destroyed by the game; none without Eitrigg
    from engine.wow import procedure

    automated("Eitrigg")
    st = start()
    a, b = put(st, 0, "Raging Brute", "allies"), put(st, 0, "Raging Brute", "allies")
    put(st, 1, "Raging Brute", "allies")  # the opponent's: another player's card
    assert not procedure.check_uniqueness(st)
    eit = put_real(st, 0, "Eitrigg", "allies")
    assert procedure.check_uniqueness(st) and st.pending[0].rule == R("414.2")
    assert {o.id for o in st.pending[0].options} == {str(a), str(b)}
    st.pending.clear()
    owl = put(st, 0, "Mist Owl", "deck")
    assert "unique" in kw.words(st, owl)  # everywhere
    st.table.move(eit, "graveyard")
    assert not procedure.check_uniqueness(st) and "unique" not in kw.words(st, owl)


def test_px238_winter_wondervolt_all_allies_have_the_chosen_type():
    # EN 709.1, 202.3: "Choose an ally type. Ongoing: All allies also have that type."
    automated("PX-238 Winter Wondervolt")
    st = start()
    mine, theirs = put(st, 0, "Raging Brute", "allies"), put(st, 1, "Mist Owl", "allies")
    hand = put(st, 0, "Stone Guardian", "hand")  # not in play: not an ally in play
    put(st, 0, "Tide Caller", "graveyard"), put(st, 1, "Field Medic", "deck")  # a Murloc; a Human Priest in a hidden opposing deck
    st, volt = play_real(st, "PX-238 Winter Wondervolt", 0, pay=3)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "entry_choice")
    offered = {o.id for o in st.pending[0].options}
    assert {"Murloc", "Owl", "Ogre", "Elemental"} <= offered and "Unique" not in offered  # the types of the cards he knows of
    assert not {"Human", "Priest"} & offered  # 415.3: an opposing hidden card's types would tell him of that card
    st = _settle(choose(st, "Murloc"))
    assert _zone(st, volt) == "hero_row"
    assert "murloc" in kw.words(st, mine) and "murloc" in kw.words(st, theirs) and "ogre" in kw.words(st, mine)
    assert "murloc" not in kw.words(st, hand)
    st.table.move(volt, "graveyard")
    assert "murloc" not in kw.words(st, mine)


@pytest.mark.parametrize("color", ["Red", "Twilight"])
def test_proto_handlers_gauntlets_your_dragonkin_are_also_the_chosen_color(color):
    # 202.3: "As this armor enters play, choose one of the following: Black, Blue, Bronze, Green, Red or Twilight.
    # Dragonkin you control are also the chosen color."
    automated("Proto-Handler's Gauntlets")
    st = start()
    dragon = _dragonkin(st, 0)
    foe = _dragonkin(st, 1)
    plain = put(st, 0, "Raging Brute", "allies")
    st, gloves = play_real(st, "Proto-Handler's Gauntlets", 0, pay=6)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "entry_choice")
    assert [o.id for o in st.pending[0].options] == ["Black", "Blue", "Bronze", "Green", "Red", "Twilight"]
    st = _settle(choose(st, color))
    want = f"{color.lower()} dragonkin"
    assert want in kw.words(st, dragon) and matches(st, 0, dragon, {"types": ["ally"], "any_tag": [f"{color} Dragonkin"]}, gloves)
    assert want not in kw.words(st, foe) and want not in kw.words(st, plain)
    st.table.move(gloves, "graveyard")
    assert want not in kw.words(st, dragon)


def _dragonkin(st, player: int) -> int:
    """A Dragonkin ally with no color of the chosen ones printed (a test-local card, 202.1a)."""
    from engine.wow.cards.schema import make_card

    st.cards["T-X32-DRAKE"] = make_card(name="Test Drake", type="ally", set="T", number=1, rarity="common", cost=2, atk=2,
                                        damage_type="fire", health=2, race="Dragonkin", tags=["Dragonkin"])
    card = st.table.add("T-X32-DRAKE", player, "allies")
    card.entered_turn = -1
    return card.uid


def test_magical_ogre_idol_your_hero_becomes_an_ogre_monster_with_six_atk_and_smash_this_turn():
    # 206.1a, EN 714.1, 701.1: "On your turn: [Exhaust], Destroy this item -> This turn, your hero becomes an Ogre
    # Monster hero and has +6 ATK and Smash."
    automated("Magical Ogre Idol")
    st = start()
    idol = put_real(st, 0, "Magical Ogre Idol", "hero_row")
    me = hero(st, 0)
    index = _class_power(st, idol)
    assert "orc" in kw.words(st, me) and char_classes(st, me) == {"shaman"}
    base = kw.atk(st, me)
    st = _settle(apply(st, "power", 0, uid=idol, power=index, x=0))
    assert _zone(st, idol) == "graveyard"  # destroyed as part of the cost
    words = kw.words(st, me)
    assert {"ogre", "monster"} <= words and "orc" not in words and "shaman" not in words
    assert char_classes(st, me) == {"monster"}
    assert kw.atk(st, me) == base + 6 and kw.has(st, me, "Smash")
    assert char_classes(st, hero(st, 1)) == {"paladin"}  # the opposing hero is untouched
    st = _next_turn(st)
    assert "orc" in kw.words(st, me) and char_classes(st, me) == {"shaman"} and kw.atk(st, me) == base and not kw.has(st, me, "Smash")


def test_magical_ogre_idol_only_on_your_turn():
    # EN 701.1: "On your turn:" — refused on the opponent's turn
    st = start()
    idol = put_real(st, 1, "Magical Ogre Idol", "hero_row")
    problem = ENGINE._power_problem(st, 1, idol, _class_power(st, idol), 0)
    assert problem is not None and "your turn" in str(problem)


def test_paint_bomb_allies_in_attached_allys_party_have_the_named_class_only():
    # 206.1a, EN 714: "Attach to target ally. Ongoing: As this ability enters play, name a class. Allies in attached
    # ally's party have that class and lose all other classes."
    from engine.wow.conditions import has_tag

    automated("Paint Bomb")
    st = start()
    medic, scout = put(st, 1, "Field Medic", "allies"), put(st, 1, "Wolfrider Scout", "allies")  # Priest, Hunter
    owl = put(st, 1, "Mist Owl", "allies")  # no class
    sage = put(st, 0, "Veiled Sage", "allies")  # Mage, in the other party
    st, bomb = play_real(st, "Paint Bomb", 0, pay=1)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "entry_choice", {"target": [str(medic)]})
    assert "Warlock" in {o.id for o in st.pending[0].options}
    st = _settle(choose(st, "Warlock"))
    assert st.table.cards[bomb].attached_to == medic
    for uid in (medic, scout, owl):
        assert char_classes(st, uid) == {"warlock"} and has_tag(st, uid, "Warlock")
        assert matches(st, 0, uid, {"types": ["ally"], "tag": "Warlock"}, bomb)
    assert not has_tag(st, medic, "Priest") and "priest" not in kw.words(st, medic) and "human" in kw.words(st, medic)
    assert "hunter" not in kw.words(st, scout) and "orc" in kw.words(st, scout)
    assert char_classes(st, sage) == {"mage"} and "warlock" not in kw.words(st, sage)  # not in that party
    st.table.move(bomb, "graveyard")  # it left play: its power ends (EN 714)
    assert char_classes(st, medic) == {"priest"} and char_classes(st, owl) == set()


# --- Skullchewer: another card's printed powers as he enters play (200.1a; engine.wow.entry_powers) ---------------


@pytest.mark.parametrize("pick", ["brute", "medic", "none"])
def test_skullchewer_takes_the_printed_powers_of_an_ally_removed_from_an_opposing_graveyard(pick):
    # 200.1a, 415.7, EN 709.3: "As this ally enters play, you may remove an ally in an opposing graveyard from the
    # game. If you do, this ally has that card's printed powers."
    automated("Skullchewer")
    st = start()
    brute, medic = put(st, 1, "Raging Brute", "graveyard"), put(st, 1, "Field Medic", "graveyard")  # Assault 2; "enters play, draw"
    spell = put(st, 1, "Worn Longsword", "graveyard")  # not an ally card
    mine = put(st, 0, "Wolfrider Scout", "graveyard")  # your own graveyard: not opposing
    st, skull = play_real(st, "Skullchewer", 0, pay=6)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "xb32_enter_take_powers")
    assert {o.id for o in st.pending[0].options} == {str(brute), str(medic)} and st.pending[0].min == 0
    hand = len(st.table.zone(0, "hand"))
    chosen = {"brute": brute, "medic": medic, "none": None}[pick]
    st = _settle(choose(st, *([str(chosen)] if chosen else [])))
    assert _zone(st, skull) == "allies"
    assert kw.keywords(st, skull).get("Assault") == (2 if pick == "brute" else None)
    assert len(st.table.zone(0, "hand")) == hand + (1 if pick == "medic" else 0)  # it entered with "When this ally enters play, draw a card."
    for uid in (brute, medic):
        assert _zone(st, uid) == ("removed" if uid == chosen else "graveyard")
    assert _zone(st, spell) == "graveyard" and _zone(st, mine) == "graveyard"


@pytest.mark.parametrize("take", [True, False])
def test_hesriana_has_the_removed_allys_printed_powers_while_it_remains_removed(take):
    # 415.7, 200.1a, EN 709.3: "When Hesriana enters play, you may remove target opposing ally from the game, and
    # Hesriana has that card's printed powers while it remains removed from the game."
    automated("Hesriana")
    st = start()
    brute = put(st, 1, "Raging Brute", "allies")  # Assault 2
    mine = put(st, 0, "Wolfrider Scout", "allies")  # not opposing
    st, hes = play_real(st, "Hesriana", 0, pay=8)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "target")
    assert str(mine) not in {o.id for o in st.pending[0].options} and str(brute) in {o.id for o in st.pending[0].options}
    st = _settle(st, {"target": [str(brute)] if take else [], "may": ["yes" if take else "no"]})
    assert _zone(st, brute) == ("removed" if take else "allies")
    assert (kw.keywords(st, hes).get("Assault") == 2) is take
    if take:
        st.table.move(brute, "hand")  # it no longer remains removed from the game
        assert kw.keywords(st, hes).get("Assault") is None


# --- Miniature Voodoo Mask: a name chosen as it enters play (103.2; wstat2 group filter chosen_name) -----------------


def _shout(st, player: int) -> int:
    """A test-local Ongoing ability of cost 2 worded like Conquering Shout (EN 714)."""
    from engine.wow.cards.schema import make_card

    st.cards["T-X32-SHOUT"] = make_card(name="Test Shout", type="ability", set="T", number=2, rarity="common", cost=2,
                                        text="Ongoing: Allies you control have Assault 2.")
    card = st.table.add("T-X32-SHOUT", player, "hero_row")
    card.entered_turn = -1
    return card.uid


def test_miniature_voodoo_mask_opposing_cards_with_the_chosen_name_lose_their_powers():
    # EN 709.1, 103.2: "As this item enters play, name an ability or equipment with cost 3 or less. Opposing cards in
    # play with the chosen name lose and can't have powers."
    automated("Miniature Voodoo Mask")
    st = start()
    theirs, mine = _shout(st, 1), _shout(st, 0)
    put_real(st, 1, "Conquering Shout", "hand")  # cost 4: can't be named
    from engine.wow.cards.schema import make_card

    st.cards["T-X32-HIDDEN"] = make_card(name="Hidden Trinket", type="item", set="T", number=3, rarity="common", cost=1, text="")
    st.table.add("T-X32-HIDDEN", 1, "hand")  # 415.3: an opposing hidden card: offering its name would reveal it
    foe, ally = put(st, 1, "Mist Owl", "allies"), put(st, 0, "Wolfrider Scout", "allies")
    assert kw.keywords(st, foe).get("Assault") == 2 and kw.keywords(st, ally).get("Assault") == 2
    st, mask = play_real(st, "Miniature Voodoo Mask", 0, pay=1)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "entry_choice")
    names = {o.id for o in st.pending[0].options}
    assert "Test Shout" in names and "Miniature Voodoo Mask" in names and "Conquering Shout" not in names  # his own mask, seen
    assert "Mist Owl" not in names  # an ally is no ability or equipment
    assert "Hidden Trinket" not in names  # only the cards he knows of (415.3)
    step = ENGINE.apply(st, Action("choose", 0, {"picks": ["Test Shout"]}))
    assert [e.text for e in step.events if e.kind == "name"] == ["Miniature Voodoo Mask: P1 names Test Shout"]  # said aloud (709.1)
    st = _settle(step.state)
    assert kw.keywords(st, foe).get("Assault") is None  # the opposing Test Shout lost its power
    assert kw.keywords(st, ally).get("Assault") == 2  # yours keeps it: "opposing" only
    assert theirs != mine
    st.table.move(mask, "graveyard")
    assert kw.keywords(st, foe).get("Assault") == 2  # the mask left play (EN 714)
