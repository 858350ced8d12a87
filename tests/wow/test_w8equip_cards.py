"""Round 8, weapons/items/armor (helper w8equip): healing "with an ability" (Sapphiron Drape; 408.2c, EN 716;
``damage_with.heal_narrowed_out``), each played with the real card of the pool."""

from __future__ import annotations

from engine.core import Action
from engine.wow.engine import ENGINE
from engine.wow.rules import EN
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _cast(st, name: str, target: int):
    """P1 (index 0) plays the fixture ability ``name`` (2 cost) at ``target``; the chain resolves."""
    resources(st, 0, 2)
    card = put(st, 0, name, "hand")
    st = choose(apply(st, "play", 0, uid=card, x=0), str(target))
    events = []
    while st.chain:
        r = ENGINE.apply(st, Action("pass", st.priority))
        st, events = r.state, events + list(r.events)
    return st, events


def test_sapphiron_drape_heals_and_deals_one_more_with_an_ability():
    # WoW 408.2c / EN 716: "If your hero would heal damage with an ability, it heals that amount of damage plus 1
    # instead." — a packet your hero heals with an ability card's effect heals 1 more
    automated("Sapphiron Drape")
    st = start({"auto_pass": False}, hero0="Alia Dawnblade")
    put_real(st, 0, "Sapphiron Drape", "hero_row")
    st.table.cards[hero(st, 0)].damage = 8
    st, events = _cast(st, "Healing Touch", hero(st, 0))  # "Your hero heals 4 damage from target hero or ally."
    assert st.table.cards[hero(st, 0)].damage == 3  # 4 + 1
    assert any(e.kind == "replace" and e.rule == EN("716") for e in events)
    # WoW 408.2a / EN 716: "If your hero would deal damage with an ability, it deals that amount of damage plus 1
    # instead." — the ability's damage packet is 1 more
    st, _ = _cast(st, "Fire Bolt", hero(st, 1))  # "Your hero deals 3 fire damage to target hero or ally."
    assert st.table.cards[hero(st, 1)].damage == 4  # 3 + 1


def test_sapphiron_drape_leaves_a_hero_power_heal_alone():
    # WoW 408.2c / EN 716: a heal by the hero's own power is not "with an ability": no replacement
    st = start({"auto_pass": False}, hero0="Alia Dawnblade")
    put_real(st, 0, "Sapphiron Drape", "hero_row")
    st.table.cards[hero(st, 0)].damage = 8
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=hero(st, 0), power=0, x=0)  # "2, Flip Alia Dawnblade -> Your hero heals 4 damage …"
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 4  # 4 healed, not 5
