"""Continuous replacements of damage packets (408.2a: a replacement raises the packet, then
prevention lowers it; EN 716): "If your hero would deal holy damage, it deals that much +2
instead", "If an ally in your party would deal non-combat damage …", "If attached character would
be dealt shadow damage, it's dealt that much +2 instead", Inspiring Presence — each played with a
real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.wow.cards.compiler import card_powers
from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


@pytest.mark.parametrize(("spell", "dealt"), [("Chastise", 2 + 2), ("Fire Blast", 2)])
def test_your_hero_holy_damage_plus_two(spell, dealt):
    # 408.2a: "If your hero would deal holy damage, it deals that much +2 instead." — holy only
    automated("Sanctity Aura")
    st = start()
    put_real(st, 0, "Sanctity Aura", "hero_row")
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, spell, 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[enemy].damage == dealt


def test_ally_non_combat_damage_plus_two_but_not_combat():
    # 408.2a; 408.3b combat packets: "If an ally in your party would deal non-combat damage, it deals that much +2 instead."
    automated("Totem of Wrath")
    data = automated("Grimdron")
    st = start()
    put_real(st, 0, "Totem of Wrath", "allies")
    grim = put_real(st, 0, "Grimdron", "allies")
    resources(st, 0, 1)
    target = put_real(st, 1, "Anika Berlyn", "allies")
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=grim, power=power, x=0)
    st = resolve_chain(choose(st, str(target)))
    assert st.table.cards[target].damage == 1 + 2
    st.table.cards[target].damage = 0
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4  # combat damage: not raised


def test_attached_character_dealt_shadow_damage_plus_two():
    # 408.2a "as the damaged": "Attach to target opposing hero or ally. / Ongoing: If attached character would be dealt
    # shadow damage, it's dealt that much +2 instead."
    automated("Shadow Weaving")
    st = start()
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    other = put_real(st, 1, "Anika Berlyn", "allies")
    st, weaving = play_real(st, "Shadow Weaving", 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[weaving].attached_to == enemy
    st, _ = play_real(st, "Steal Essence", 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[enemy].damage == 2 + 2
    st, _ = play_real(st, "Steal Essence", 0, str(other))
    st = resolve_chain(st)
    assert st.table.cards[other].damage == 2


def test_inspiring_presence_is_the_replacement_of_its_reminder():
    # Inspiring Presence: "If a hero or ally in your party would deal non-combat damage, it deals that much +1 instead."
    automated("Elder Valdar of the Exodar")
    st = start()
    put_real(st, 0, "Elder Valdar of the Exodar", "allies")
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Fire Blast", 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[enemy].damage == 2 + 1
    deal(st, hero(st, 1), hero(st, 0), 2, "fire")  # the opponent's hero deals it: not in your party
    assert st.table.cards[hero(st, 0)].damage == 2
