"""Continuous powers that hold while a combat condition holds (engine.wow.cards.templates_wcombat_statics,
engine.wow.combat_conditions; EN 714 "while", EN 600 roles): each is played with a real card of the
pool in an engine game (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wcombat_while import _to_turn_of

pytestmark = needs(WOW_CARDS)


def test_long_range_while_attacking_exhausted_characters():
    # EN glossary Long-Range, EN 714: "Gatlin has Long-Range while attacking exhausted heroes and allies."
    automated("Gatlin Clouds-the-Sky")
    st = start()
    gatlin = put_real(st, 0, "Gatlin Clouds-the-Sky", "allies")
    d = put(st, 1, "Iron Sentinel", "allies", tapped=True)
    assert not kw.has(st, gatlin, "Long-Range")
    st = finish_combat(apply(st, "attack", 0, attacker=gatlin, defender=d))
    assert st.table.cards[gatlin].damage == 0 and st.table.cards[d].damage == 3  # no combat damage back
    st = start()
    gatlin = put_real(st, 0, "Gatlin Clouds-the-Sky", "allies")
    d = put(st, 1, "Loyal Hound", "allies")  # ready
    st = finish_combat(apply(st, "attack", 0, attacker=gatlin, defender=d))
    assert st.table.cards[gatlin].zone == "graveyard"  # 2 damage back to a 2-health ally


def test_assault_and_long_range_while_attacking_a_class():
    # EN 714, 206.1a: "This ally has Assault 2 and Long-Range while attacking Mages." (Conqueror Tristos)
    automated("Conqueror Tristos")
    st = start()
    tristos = put_real(st, 0, "Conqueror Tristos", "allies")
    mage = put(st, 1, "Veiled Sage", "allies")  # a Gnome Mage 2/3
    assert kw.atk(st, tristos) == 3
    st = finish_combat(apply(st, "attack", 0, attacker=tristos, defender=mage))
    assert st.table.cards[mage].zone == "graveyard" and st.table.cards[tristos].damage == 0  # 5 ATK, no damage back
    st = start()
    tristos = put_real(st, 0, "Conqueror Tristos", "allies")
    d = put(st, 1, "Stone Guardian", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=tristos, defender=d))
    assert st.table.cards[d].damage == 2 and st.table.cards[tristos].zone == "graveyard"  # 3 - Hardiness; 3 damage back (no Long-Range)


def test_weapon_atk_while_your_hero_attacks_an_ally():
    # EN 714, 303.2a: "Mass of McGowan has +2 ATK while your hero is attacking an ally."
    automated("Mass of McGowan")
    st = start({"auto_pass": False})
    mace = put_real(st, 0, "Mass of McGowan", "hero_row")
    resources(st, 0, 5)
    d = put(st, 1, "Stone Guardian", "allies")
    assert kw.equipment_atk(st, mace) == 2
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=d))
    assert kw.equipment_atk(st, mace) == 4
    st = finish_combat(apply(st, "strike", 0, weapon=mace))
    assert st.table.cards[d].damage == 3  # 4 - Hardiness


def test_weapon_atk_against_a_hero_with_damage():
    # EN 714: "This weapon has +2 ATK while your hero is attacking a hero with 15 or more damage." (Butcher's Cleaver)
    automated("Butcher's Cleaver")
    st = start({"auto_pass": False})
    axe = put_real(st, 0, "Butcher's Cleaver", "hero_row")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert kw.equipment_atk(st, axe) == 2
    st.table.cards[hero(st, 1)].damage = 15
    assert kw.equipment_atk(st, axe) == 4


def test_weapon_atk_in_combat_with_a_costly_ally():
    # EN 714: "Hemet's Elekk Gun has +4 ATK while your hero is in combat with an ally with cost 5 or more."
    automated("Hemet's Elekk Gun")
    st = start({"auto_pass": False})
    gun = put_real(st, 0, "Hemet's Elekk Gun", "hero_row")
    big = put(st, 1, "Stone Guardian", "allies")  # cost 5
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=big))
    assert kw.equipment_atk(st, gun) == 5
    st = start({"auto_pass": False})
    gun = put_real(st, 0, "Hemet's Elekk Gun", "hero_row")
    small = put(st, 1, "Iron Sentinel", "allies")  # cost 4
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=small))
    assert kw.equipment_atk(st, gun) == 1


def test_party_atk_while_attacking_damaged_characters():
    # EN 714: "Ongoing: Heroes and allies in your party have +1 ATK while attacking damaged heroes and allies." (Aura of Anger)
    automated("Aura of Anger")
    st = start()
    put_real(st, 0, "Aura of Anger", "hero_row")
    a = put(st, 0, "Loyal Hound", "allies")
    d = put(st, 1, "Stone Guardian", "allies", damage=1)
    st = finish_combat(apply(st, "attack", 0, attacker=a, defender=d))
    assert st.table.cards[d].damage == 1 + 2  # 3 - Hardiness
    b = put(st, 0, "Wolfrider Scout", "allies")
    d2 = put(st, 1, "Stone Guardian", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=b, defender=d2))
    assert st.table.cards[d2].damage == 1  # undamaged defender: 2 - Hardiness


def test_allies_less_atk_while_defending_against_it():
    # EN 714: "Allies have -2 ATK while defending against this ally." (Bluffstalker Honovi)
    automated("Bluffstalker Honovi")
    st = start()
    honovi = put_real(st, 0, "Bluffstalker Honovi", "allies")
    d = put(st, 1, "Iron Sentinel", "allies")
    other = put(st, 0, "Stone Guardian", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=honovi, defender=d))
    assert st.table.cards[honovi].damage == 2  # 4 - 2
    st = _to_turn_of(st, 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = finish_combat(apply(st, "attack", 1, attacker=a, defender=other))
    assert st.table.cards[a].damage == 3  # Stone Guardian isn't defending against Honovi: its 3 ATK


def test_two_conditions_no_weapons_and_attacking():
    # EN 714: "While you have no weapons, your hero has +1 ATK while attacking." (Fists of Mukoa)
    automated("Fists of Mukoa")
    st = start()
    put_real(st, 0, "Fists of Mukoa", "hero_row")
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 1
    st = start()
    put_real(st, 0, "Fists of Mukoa", "hero_row")
    put(st, 0, "Worn Longsword", "hero_row")
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 0  # a weapon: no bonus (and no strike)


def test_opposing_tagged_characters_cant_attack_or_exhaust():
    # 103.2: "Opposing Warriors can't attack or exhaust." (Justicar Broxlo Frostnuggle)
    automated("Justicar Broxlo Frostnuggle")
    st = _to_turn_of(start(), 1)
    put_real(st, 0, "Justicar Broxlo Frostnuggle", "allies")
    warrior = put(st, 1, "Grunt Recruit", "allies")  # an Orc Warrior
    other = put(st, 1, "Loyal Hound", "allies")
    mine = put(st, 0, "Footman Recruit", "allies")  # a friendly Warrior: not opposing
    assert kw.has(st, warrior, "Can't Attack") and kw.has(st, warrior, "Can't Exhaust")
    assert not kw.has(st, other, "Can't Attack") and not kw.has(st, mine, "Can't Attack")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=warrior, defender=hero(st, 0))
    finish_combat(apply(st, "attack", 1, attacker=other, defender=hero(st, 0)))
