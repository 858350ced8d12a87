"""Helper wshot2 (issue #18): cost changes of ``scripts/wshot2.toml`` (403.2, ``engine.wow.costs``) played with real
cards: Fleshwerk Throwing Glaive (a gated strike discount, 206.1c; its Thrown line and Rogue line too) and Arygos."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.costs import play_cost, strike_cost
from tests.shared_data import needs

from .helpers import apply, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_rules_hero_trait import _make_hero
from .test_templates import WOW_CARDS
from .test_templates_more import _advance, automated, put_real

pytestmark = needs(WOW_CARDS)


def test_fleshwerk_glaive_costs_one_less_to_strike_only_for_a_warrior():
    # 206.1c, 403.2: "[Warrior] Hero: You pay 1 less to strike with this weapon." (printed strike cost 1)
    automated("Fleshwerk Throwing Glaive")
    st = start()
    glaive = put_real(st, 0, "Fleshwerk Throwing Glaive", "hero_row")
    other = put_real(st, 0, "Gorehowl", "hero_row")
    base_other = strike_cost(st, 0, other)
    assert strike_cost(st, 0, glaive) == 1  # a Shaman hero: no discount
    _make_hero(st, 0, classes=["Warrior"], **{"class": "Warrior"})
    assert strike_cost(st, 0, glaive) == 0
    assert strike_cost(st, 0, other) == base_other  # only this weapon


def test_fleshwerk_glaive_rogue_atk_and_thrown_line():
    # 206.1c: "[Rogue] Hero: This weapon has +1 ATK."; "When you strike with this weapon, your hero has Long-Range
    # this combat. At the end of this turn, put this weapon into its owner's hand." (EN glossary Long-Range; 415.9b)
    automated("Fleshwerk Throwing Glaive")
    st = start()
    glaive = put_real(st, 0, "Fleshwerk Throwing Glaive", "hero_row")
    base = kw.atk(st, glaive)
    _make_hero(st, 0, classes=["Rogue"], **{"class": "Rogue"})
    assert kw.atk(st, glaive) == base + 1
    resources(st, 0, 3)
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    st = resolve_chain(apply(st, "strike", 0, weapon=glaive))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = finish_combat(st)
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[enemy].damage > 0
    assert st.table.cards[glaive].zone == "hero_row"
    st = _advance(st, lambda s: s.turn == 2)
    assert st.table.cards[glaive].zone == "hand"


def test_arygos_discounts_abilities_per_blue_dragonkin_to_a_minimum_of_one():
    # 403.2: "You pay 1 less to play abilities for each Blue Dragonkin you control, to a minimum of 1." (Arygos is one)
    automated("Arygos")
    st = start()
    bolt = put_real(st, 0, "Army of the Dead", "hand")  # cost 6
    ally = put_real(st, 0, "Anika Berlyn", "hand")
    assert play_cost(st, 0, bolt) == 6
    put_real(st, 0, "Arygos", "allies")
    assert play_cost(st, 0, bolt) == 5
    put_real(st, 0, "Arygos", "allies")
    assert play_cost(st, 0, bolt) == 2  # each Arygos counts both Blue Dragonkin: 6 - 2 - 2
    assert play_cost(st, 0, ally) == (kw.data(st, ally).get("cost") or 0)  # abilities only
    cheap = put_real(st, 0, "Behead", "hand")
    assert kw.data(st, cheap)["cost"] >= 1 and play_cost(st, 0, cheap) == 1  # not below 1
    theirs = put_real(st, 1, "Army of the Dead", "hand")
    assert play_cost(st, 1, theirs) == 6  # yours only
