"""303.2d: weapons that an ally in your party may strike with while it is in combat (real card:
Vengeful Gladiator's Cleaver); other weapons still need the hero in combat (303.2)."""

from __future__ import annotations

from engine.wow import combat, wield
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, hero, put, resolve_chain, resources, start
from .test_combat import attack, finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_an_ally_in_combat_strikes_with_a_weapon_that_allows_it():
    # WoW 303.2d: "You can strike with Vengeful Gladiator's Cleaver while an ally in your party is in combat."
    automated("Vengeful Gladiator's Cleaver")
    st = start()
    cleaver = put_real(st, 0, "Vengeful Gladiator's Cleaver", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 4)
    ally = put(st, 0, "Iron Sentinel", "allies")
    base = kw.atk(st, ally)
    st = resolve_chain(attack(st, ally, hero(st, 1)))
    assert combat.strikers(st, 0) == [cleaver]  # the Longsword needs the hero in combat (303.2)
    st = apply(st, "strike", 0, weapon=cleaver)
    assert kw.atk(st, ally) == base + 4 and kw.atk(st, hero(st, 0)) == 0  # the ally is the wielder (303.2b)
    st = finish_combat(st)
    assert st.table.cards[hero(st, 1)].damage == base + 4
    assert sword in st.table.zone(0, "hero_row") and not st.table.cards[sword].tapped


def test_the_line_also_gives_dual_wield():
    # WoW 406.1: "Your hero has dual wield." in the same line is read too
    st = start()
    put_real(st, 0, "Vengeful Gladiator's Cleaver", "hero_row")
    assert wield.DUAL in wield.powers(st, 0)
