"""Helper wstatics (issue #18): continuous replacements of damage and healing packets (408.2a, EN 716)
narrowed by what deals them ("with an ability", "with a Balance ability", "with a weapon"), by
several damage types or by the damaged card's tags (``cards.templates_wstatics_damage``,
``engine.wow.damage_with``), played with the real cards of the pool."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.damage import deal, heal
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def cast_fixture(st, name: str, target: int, player: int = 0):
    """Play a fixture ability on ``target`` and resolve it."""
    uid = put(st, player, name, "hand")
    resources(st, player, 5)
    st = apply(st, "play", player, uid=uid, x=0)
    st = choose(st, str(target))
    return resolve_chain(st)


@pytest.mark.parametrize("card", ["Tomadae the Magnificent", "Chromatic Cloak"])
def test_your_hero_deals_more_with_an_ability(card):
    # 408.2a, EN 716: "If your hero would deal damage with an ability, it deals that much damage +1 instead."
    automated(card)
    st = start()
    put_real(st, 0, card, "allies" if kw_type(card) == "ally" else "hero_row")
    foe = hero(st, 1)
    st = cast_fixture(st, "Fire Bolt", foe)  # an ability card: 3 + 1
    assert st.table.cards[foe].damage == 4
    foe2 = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=hero(st, 0), power=0, x=0)  # Korga's flip power: not an ability card
    st = resolve_chain(choose(st, str(foe2)))
    assert st.table.cards[foe2].damage == 2


def kw_type(name: str) -> str:
    from .test_templates_more import real

    return real(name)["type"]


def test_gauntlets_melee_weapons_and_ability_bonus():
    # EN 714: "Your melee weapons have +1 ATK."; 408.2a: "If your hero would deal damage with an ability,
    # it deals that much +1 instead."
    automated("Gauntlets of Vindication")
    st = start()
    put_real(st, 0, "Gauntlets of Vindication", "hero_row")
    sword = put(st, 0, "Militia Longsword", "hero_row")
    assert kw.equipment_atk(st, sword) == 3
    foe = hero(st, 1)
    st = cast_fixture(st, "Fire Bolt", foe)
    assert st.table.cards[foe].damage == 4


def test_balance_ability_only():
    # 408.2a, EN 716: Moonkin Form "If your hero would deal damage with a Balance ability, it deals that much
    # damage +1 instead." — Wrath (Balance) +1, Fire Bolt (no Balance tag) unchanged
    automated("Moonkin Form")
    st = start()
    put_real(st, 0, "Moonkin Form", "hero_row")
    a, b = hero(st, 1), put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Wrath", 0, str(a))
    st = resolve_chain(st)
    assert st.table.cards[a].damage == 4
    st = cast_fixture(st, "Fire Bolt", b)
    assert st.table.cards[b].damage == 3


def test_ranged_damage_with_an_ability():
    # 408.2a: Trueshot Aura "If your hero would deal ranged damage with an ability, it deals that much +2
    # instead." — fire damage from an ability is unchanged; ranged from an ability is +2
    automated("Trueshot Aura")
    st = start()
    put_real(st, 0, "Trueshot Aura", "hero_row")
    a, b = hero(st, 1), put(st, 1, "Iron Sentinel", "allies")
    st = cast_fixture(st, "Fire Bolt", a)
    assert st.table.cards[a].damage == 3
    deal(st, hero(st, 0), b, 2, "ranged", via=a)  # ranged, but not dealt with an ability card
    assert st.table.cards[b].damage == 2


def test_double_with_a_weapon():
    # 408.2a, 408.3d: "If your hero would deal damage with a weapon, it deals double that much instead."
    automated("Merciless Gladiator's Battlegear")
    st = start()
    put_real(st, 0, "Merciless Gladiator's Battlegear", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = finish_combat(apply(st, "strike", 0, weapon=sword))  # 303.2: the hero strikes with the sword
    assert st.table.cards[hero(st, 1)].damage == 4  # 2 ATK, doubled
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = cast_fixture(st, "Fire Bolt", foe)
    assert st.table.cards[foe].damage == 3  # not with a weapon


def test_several_damage_types():
    # 408.2a: Earth and Moon "If a hero or ally you control would deal arcane or nature damage, it deals that
    # much +2 instead."; Curse of the Elements "If attached hero would be dealt fire, frost, or nature damage,
    # it's dealt that much +3 instead."; Hunter's Mark "ranged or [Ranged] damage … +1"
    for name in ("Earth and Moon", "Curse of the Elements", "Hunter's Mark", "Grace of the Lightbringer"):
        automated(name)
    st = start()
    put_real(st, 0, "Earth and Moon", "hero_row")
    foe = hero(st, 1)
    deal(st, hero(st, 0), foe, 1, "nature")
    deal(st, hero(st, 0), foe, 1, "fire")
    assert st.table.cards[foe].damage == 4
    put_real(st, 0, "Curse of the Elements", "hero_row", attached_to=foe)
    put_real(st, 0, "Hunter's Mark", "hero_row", attached_to=foe)
    deal(st, None, foe, 1, "frost")
    assert st.table.cards[foe].damage == 4 + 4
    deal(st, None, foe, 1, "ranged")
    deal(st, None, foe, 1, "shadow")
    assert st.table.cards[foe].damage == 8 + 2 + 1
    put_real(st, 0, "Grace of the Lightbringer", "hero_row")
    ally = put(st, 0, "Iron Sentinel", "allies")
    deal(st, hero(st, 0), foe, 1, "holy")  # your hero: +1
    deal(st, ally, foe, 1, "melee")  # an ally: no Grace
    assert st.table.cards[foe].damage == 11 + 2 + 1


def test_to_a_dragon_or_dragonkin():
    # 408.2a: "If a friendly hero or ally would deal damage to a Dragon or Dragonkin, it deals that amount of
    # damage plus 1 instead."
    automated("Dragonslayer's Signet")
    st = start()
    put_real(st, 0, "Dragonslayer's Signet", "hero_row")
    dragon, black = put_real(st, 1, "Violet Proto-Drake", "allies"), put_real(st, 1, "Lady Katrana Prestor", "allies")
    plain = put(st, 1, "Iron Sentinel", "allies")
    for uid in (dragon, black, plain):
        deal(st, hero(st, 0), uid, 1, "fire")
    assert [st.table.cards[u].damage for u in (dragon, black, plain)] == [2, 2, 1]  # "Black Dragon": a Dragon (202.1a)


def test_your_hero_is_dealt_more_and_heals_more():
    # 408.2a: Berserker Stance "If your hero would be dealt damage, it is dealt that amount of damage plus 1
    # instead."; EN 716: Fel Armor "If a hero or ally would heal damage from your hero, it heals that much
    # damage +2 instead."
    automated("Berserker Stance")
    automated("Fel Armor")
    st = start()
    put_real(st, 0, "Berserker Stance", "hero_row")
    deal(st, None, hero(st, 0), 2, "fire")
    assert st.table.cards[hero(st, 0)].damage == 3
    put_real(st, 0, "Fel Armor", "hero_row")
    heal(st, hero(st, 0), 1, source=hero(st, 1))
    assert st.table.cards[hero(st, 0)].damage == 0
