"""Helper wong2 (issue #18): druid forms as a condition ("while your hero is in bear form", "if your hero
is in cat form"; ``engine.wow.wong2``, read by ``engine/wow/cards/templates_wong2.py`` and scripted in
``engine/wow/cards/scripts/wong2.toml``), each played with real cards of the pool.

A hero is in a form while its player controls a Form ability that says so ("Ongoing: Your hero is in
bear form.", Bear Form / Cat Form) or that is tagged Bear Form / Cat Form (Brutal Bear Form; 202.1a)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)

FORMS = {"none": None, "bear": "Bear Form", "cat": "Cat Form", "brutal bear": "Brutal Bear Form"}


def _form(st, form: str, player: int = 0) -> None:
    if FORMS[form]:
        put_real(st, player, FORMS[form], "hero_row")


def _hero_hits(st, defender: int) -> int:
    """Player 0's hero attacks ``defender`` (no weapon, no protector): the combat damage it dealt (603.1)."""
    before = st.table.cards[defender].damage
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=defender))
    return st.table.cards[defender].damage - before


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


# --- the condition itself -----------------------------------------------------------------------------


@pytest.mark.parametrize("form, health", [("none", 0), ("bear", 10), ("brutal bear", 10), ("cat", 0)])
def test_heart_of_the_wild_health_in_bear_form(form, health):
    # EN 714 (outside): "Your hero has +10 health while in bear form." — Bear Form says so; Brutal Bear Form is tagged Bear Form (202.1a)
    automated("Heart of the Wild")
    st = start()
    base = kw.health(st, hero(st, 0))
    put_real(st, 0, "Heart of the Wild", "hero_row")
    _form(st, form)
    assert kw.health(st, hero(st, 0)) == base + health


@pytest.mark.parametrize("form, dealt", [("none", 0), ("bear", 0), ("cat", 1 + 2)])
def test_heart_of_the_wild_atk_attacking_in_cat_form(form, dealt):
    # EN 714 (outside): "Your hero has +2 ATK while attacking in cat form." (Cat Form's own +1 while attacking, 603.1)
    automated("Heart of the Wild")
    st = start()
    put_real(st, 0, "Heart of the Wild", "hero_row")
    _form(st, form)
    assert kw.atk(st, hero(st, 0)) == 0  # not attacking
    enemy = put(st, 1, "Iron Sentinel", "allies")
    assert _hero_hits(st, enemy) == dealt


@pytest.mark.parametrize("form, bonus", [("none", 0), ("bear", 1), ("cat", 0)])
def test_natural_defenses_armor_def_in_bear_form(form, bonus):
    # EN 714 (outside), 304.2: "Each of your armor has +1 DEF while your hero is in bear form."
    automated("Natural Defenses")
    st = start()
    helm = put(st, 0, "Chain Helm", "hero_row")
    theirs = put(st, 1, "Chain Helm", "hero_row")
    put_real(st, 0, "Natural Defenses", "hero_row")
    _form(st, form)
    assert kw.defense(st, helm) == 1 + bonus
    assert kw.defense(st, theirs) == 1  # only your armor


@pytest.mark.parametrize("form, dealt", [("none", 0), ("bear", 1), ("cat", 1 + 1)])
def test_nature_of_the_beast_attacking_in_bear_or_cat_form(form, dealt):
    # EN 714 (outside): "Your hero has +1 ATK while attacking in bear or cat form."
    automated("Nature of the Beast")
    st = start()
    put_real(st, 0, "Nature of the Beast", "hero_row")
    _form(st, form)
    assert kw.atk(st, hero(st, 0)) == 0
    assert _hero_hits(st, put(st, 1, "Iron Sentinel", "allies")) == dealt


@pytest.mark.parametrize("form, dealt", [("none", 0), ("bear", 2), ("cat", 1 + 2)])
def test_predatory_strikes_attacking_in_a_form(form, dealt):
    # EN 714 (outside): "While your hero is in bear form or cat form, it has +2 ATK while attacking."
    automated("Predatory Strikes")
    st = start()
    put_real(st, 0, "Predatory Strikes", "hero_row")
    _form(st, form)
    assert kw.atk(st, hero(st, 0)) == 0
    assert _hero_hits(st, put(st, 1, "Iron Sentinel", "allies")) == dealt


@pytest.mark.parametrize("form, exhausted, dealt", [("cat", True, 1 + 2), ("cat", False, 1), ("none", True, 0), ("bear", True, 0)])
def test_feral_instinct_cat_form_against_an_exhausted_defender(form, exhausted, dealt):
    # EN 714 (outside): "While in cat form, your hero has +2 ATK while attacking an exhausted defender."
    automated("Feral Instinct")
    st = start()
    put_real(st, 0, "Feral Instinct", "hero_row")
    _form(st, form)
    enemy = put(st, 1, "Iron Sentinel", "allies", tapped=exhausted)
    assert _hero_hits(st, enemy) == dealt


def _opponent_attacks(st, target: str, protect: bool):
    """Player 1's Stone Guardian (3 ATK, 6 health, Hardiness 1) attacks player 0's Loyal Hound (``target`` "ally") or hero; player 0's
    hero protects if ``protect`` (602.2). Returns the state after combat and the attacker."""
    mine = put(st, 0, "Loyal Hound", "allies")
    attacker = put(st, 1, "Stone Guardian", "allies")
    st = _next_turn(st)  # player 1's turn
    assert st.active == 1
    st = apply(st, "attack", 1, attacker=attacker, defender=mine if target == "ally" else hero(st, 0))
    for _ in range(20):
        if st.combat is None:
            break
        if st.pending and st.pending[0].kind == "protector":
            opts = [o.id for o in st.pending[0].options]
            assert not protect or str(hero(st, 0)) in opts
            st = choose(st, str(hero(st, 0)) if protect else "none")
            continue
        st = apply(st, "pass", st.priority)
    return st, attacker, mine


@pytest.mark.parametrize("target, protect, dealt", [("ally", True, 4 - 1), ("ally", False, 2 - 1), ("hero", False, 0)])
def test_feral_instinct_bear_form_while_protecting(target, protect, dealt):
    # 602.2: a Protector (Bear Form) exhausts to become the defender; "While in bear form, your hero has +4 ATK
    # while protecting." — not while the hero is the attacked defender itself
    automated("Feral Instinct")
    st = start()
    put_real(st, 0, "Feral Instinct", "hero_row")
    _form(st, "bear")
    st, attacker, _hound = _opponent_attacks(st, target, protect)
    assert st.table.cards[attacker].damage == dealt  # Hardiness 1 (EN glossary) takes 1 off; the Hound has 2 ATK
    assert kw.atk(st, hero(st, 0)) == 0  # out of combat


# --- "if your hero is in cat form" on resolution, "Play only if", "Use only while" ------------------------


@pytest.mark.parametrize("form, later", [("cat", 1), ("bear", 0), ("none", 0)])
def test_rake_each_turn_only_in_cat_form(form, later):
    # EN 709 "if" (checked as it resolves), 400.1 attach: "Attach to target hero or ally, and your hero deals 1 melee
    # damage to it. Ongoing: At the start of your turn, if your hero is in cat form, it deals 1 melee damage to attached character."
    automated("Rake")
    st = start()
    _form(st, form)
    st, rake = play_real(st, "Rake", 0, str(hero(st, 1)), pay=1)
    st = _settle(st)
    assert st.table.cards[rake].attached_to == hero(st, 1)
    assert st.table.cards[hero(st, 1)].damage == 1
    st = _next_turn(st)  # player 1's turn: not "your turn"
    assert st.table.cards[hero(st, 1)].damage == 1
    st = _next_turn(st)  # player 0's turn starts
    st = _settle(st)
    assert st.active == 0 and st.table.cards[hero(st, 1)].damage == 1 + later


def _playable(st, uid: int) -> bool:
    try:
        ENGINE.apply(st, Action("play", 0, {"uid": uid, "x": 0}))
    except RulesError:
        return False
    return True


@pytest.mark.parametrize("form, ok", [("bear", True), ("brutal bear", True), ("cat", False), ("none", False)])
def test_feral_charge_play_only_in_bear_form(form, ok):
    # 403.1 (a card's own restriction on playing it): "Play only if your hero is in bear form." then "Interrupt target card."
    automated("Feral Charge")
    st = start()
    _form(st, form)
    resources(st, 0, 6)
    owl = put(st, 0, "Field Medic", "hand")
    st = apply(st, "play", 0, uid=owl, x=0)  # on the chain
    assert st.chain
    charge = put_real(st, 0, "Feral Charge", "hand")
    assert _playable(st, charge) == ok
    if ok:
        st = apply(st, "play", 0, uid=charge, x=0)
        if st.pending:
            st = choose(st, str(owl))
        st = _settle(st)
        assert st.table.cards[owl].zone == "graveyard"  # interrupted (EN 709: it leaves the chain)


@pytest.mark.parametrize("form, answer, drawn, paid", [("bear", "yes", 1, 1), ("bear", "no", 0, 0), ("cat", "yes", 0, 0)])
def test_feral_rage_combat_damage_in_bear_form(form, answer, drawn, paid):
    # EN 703 (the event happens while the hero is in bear form), 709.3: "When your hero is dealt combat damage while in
    # bear form, you may pay 1. If you do, draw a card."
    automated("Feral Rage")
    st = start()
    put_real(st, 0, "Feral Rage", "hero_row")
    _form(st, form)
    spare = resources(st, 0, 1)
    attacker = put(st, 1, "Stone Guardian", "allies")
    st = _next_turn(st)
    hand = _hand(st, 0)
    st = apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0))
    st = _until_quiet(st, {"may": [answer], "protector": ["none"]})
    assert st.table.cards[hero(st, 0)].damage == 3
    assert _hand(st, 0) == hand + drawn
    assert sum(st.table.cards[u].tapped for u in spare) == paid


def _until_quiet(st, answers: dict):
    from .test_wtrig_cards import _until

    return _until(st, lambda s: s.combat is None and not s.chain and not s.pending and not s.triggers, answers)


@pytest.mark.parametrize("form, answer, drawn", [("bear", "yes", 1), ("bear", "no", 0), ("cat", "yes", 0), ("none", "yes", 0)])
def test_berserk_bear_form_draw_when_dealt_combat_damage(form, answer, drawn):
    # EN 703: "While your hero has Bear Form, when it's dealt combat damage, you may draw a card."
    automated("Berserk")
    st = start()
    put_real(st, 0, "Berserk", "hero_row")
    _form(st, form)
    attacker = put(st, 1, "Stone Guardian", "allies")
    st = _next_turn(st)
    hand = _hand(st, 0)
    st = apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0))
    st = _until_quiet(st, {"may": [answer], "protector": ["none"]})
    assert st.table.cards[hero(st, 0)].damage == 3
    assert _hand(st, 0) == hand + drawn


@pytest.mark.parametrize("form, discards", [("cat", 1), ("bear", 0)])
def test_berserk_cat_form_discard_when_hero_deals_combat_damage(form, discards):
    # EN 703: "While your hero has Cat Form, when it deals combat damage to a hero, its controller discards a card."
    # (in bear form Predatory Strikes gives the hero its ATK, so it deals combat damage too)
    automated("Berserk")
    st = start()
    put_real(st, 0, "Berserk", "hero_row")
    put_real(st, 0, "Predatory Strikes", "hero_row")
    _form(st, form)
    hand = _hand(st, 1)
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))
    st = _until_quiet(st, {"protector": ["none"]})
    assert st.table.cards[hero(st, 1)].damage == (1 + 2 if form == "cat" else 2)
    assert _hand(st, 1) == hand - discards


@pytest.mark.parametrize("form, defender, answer, discards", [("cat", "hero", "yes", 1), ("cat", "hero", "no", 0), ("cat", "ally", "yes", 0),
                                                              ("bear", "hero", "yes", 0)])
def test_feral_energy_cat_form_defending_hero_discards(form, defender, answer, discards):
    # EN 703, 709.3: "While in cat form, when your hero deals combat damage to a defending hero, you may pay 1. If you do,
    # its controller discards a card."
    automated("Feral Energy")
    st = start()
    put_real(st, 0, "Feral Energy", "hero_row")
    put_real(st, 0, "Predatory Strikes", "hero_row")  # ATK in either form
    _form(st, form)
    spare = resources(st, 0, 1)
    hand = _hand(st, 1)
    target = hero(st, 1) if defender == "hero" else put(st, 1, "Stone Guardian", "allies")
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=target)
    st = _until_quiet(st, {"may": [answer], "protector": ["none"]})
    assert st.table.cards[target].damage > 0
    assert _hand(st, 1) == hand - discards
    assert sum(st.table.cards[u].tapped for u in spare) == discards


@pytest.mark.parametrize("form", ["cat", "bear"])
def test_prowl_stealth_in_cat_form_and_back_to_hand(form):
    # EN glossary Stealth; EN 714: "Your hero has Stealth while in cat form." EN 703: "When your hero deals damage,
    # put Prowl into its owner's hand."
    automated("Prowl")
    st = start()
    prowl = put_real(st, 0, "Prowl", "hero_row")
    _form(st, form)
    assert kw.has(st, hero(st, 0), "Stealth") == (form == "cat")
    put_real(st, 0, "Predatory Strikes", "hero_row")
    enemy = put(st, 1, "Stone Guardian", "allies")
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy)
    st = _until_quiet(st, {"protector": ["none"]})
    assert st.table.cards[enemy].damage > 0
    assert st.table.cards[prowl].zone == "hand"


def test_prowl_stays_while_the_hero_deals_no_damage():
    st = start()
    prowl = put_real(st, 0, "Prowl", "hero_row")
    _form(st, "cat")
    st = _next_turn(st)
    st = _next_turn(st)
    assert st.table.cards[prowl].zone == "hero_row"


@pytest.mark.parametrize("form, dealt", [("cat", 1 + 1), ("bear", 0), ("none", 0)])
def test_tigers_fury_extra_atk_attacking_in_cat_form(form, dealt):
    # EN 701 (payment power), 714: "1 -> Your hero has an additional +1 ATK while attacking in cat form this turn."
    data = automated("Tiger's Fury")
    st = start()
    fury = put_real(st, 0, "Tiger's Fury", "hero_row")
    if form == "cat":
        put_real(st, 0, "Cat Form", "hero_row")  # +1 ATK while attacking
    elif form == "bear":
        put_real(st, 0, "Bear Form", "hero_row")
    spare = resources(st, 0, 1)
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=fury, power=power, x=0))
    assert all(st.table.cards[u].tapped for u in spare)
    assert kw.atk(st, hero(st, 0)) == 0  # not attacking yet
    enemy = put(st, 1, "Iron Sentinel", "allies")
    assert _hero_hits(st, enemy) == dealt


def _as_hero(st, name: str) -> int:
    """The real hero ``name`` in place of player 0's fixture hero (test setup, as test_templates_activation)."""
    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    return new


@pytest.mark.parametrize("name, form", [("Thangal", "bear"), ("Telrander", "cat")])
@pytest.mark.parametrize("in_form", [True, False])
def test_flip_to_ready_only_while_in_form(name, form, in_form):
    # EN 701.1 ("Use only while …" is checked as the power is used), 301.2 flip: "3, Flip Thangal -> Ready Thangal.
    # Use only while he's in bear form." / Telrander's the same in cat form
    data = automated(name)
    st = start()
    me = _as_hero(st, name)
    _form(st, form if in_form else ("cat" if form == "bear" else "bear"))
    resources(st, 0, 3)
    st.table.cards[me].tapped = True
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    if not in_form:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=me, power=power, x=0)
        return
    st = resolve_chain(apply(st, "power", 0, uid=me, power=power, x=0))
    assert not st.table.cards[me].tapped
    assert st.table.cards[me].flags.get("flipped")
