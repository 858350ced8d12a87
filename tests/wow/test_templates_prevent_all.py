"""Continuous prevention (EN 717; engine.wow.damage.prevents_all): "Prevent all combat damage that
would be dealt to your hero", "Prevent all damage that Rogues would deal to this ally", "… while
Zempre is exhausted", "Prevent all damage that attached ally would deal" — played with real cards of
the pool (skipped without ../shared/data)."""

from __future__ import annotations

from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, hero, put, resolve_chain, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_combat_damage_to_your_hero_only():
    # EN 717: "Ongoing: Prevent all combat damage that would be dealt to your hero." (Evasion) — not other damage
    automated("Evasion")
    st = start()
    put_real(st, 1, "Evasion", "hero_row")
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 0
    st, _ = play_real(st, "Fire Blast", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 2


def test_damage_a_kind_of_source_would_deal_to_this_ally():
    # EN 717 with a source filter (202.1a class): "Prevent all damage that Rogues would deal to this ally."
    automated("Conqueror Gurzom")
    st = start()
    gurzom = put_real(st, 0, "Conqueror Gurzom", "allies")
    rogue = put_real(st, 1, "Murloc Coastrunner", "allies")
    deal(st, rogue, gurzom, 2, "melee")
    assert st.table.cards[gurzom].damage == 0
    deal(st, hero(st, 1), gurzom, 2, "fire")  # a hero that is no Rogue
    assert st.table.cards[gurzom].damage == 2


def test_while_this_ally_is_exhausted():
    # EN 714 "while": "Prevent all damage that would be dealt to your hero while Zempre is exhausted."
    automated("Zempre, Grace of Elune")
    st = start()
    zempre = put_real(st, 0, "Zempre, Grace of Elune", "allies")
    deal(st, hero(st, 1), hero(st, 0), 2, "fire")
    assert st.table.cards[hero(st, 0)].damage == 2
    st.table.cards[zempre].tapped = True
    deal(st, hero(st, 1), hero(st, 0), 2, "fire")
    assert st.table.cards[hero(st, 0)].damage == 2


def test_attached_ally_deals_no_damage():
    # EN 717 on the dealer: "Attach to target ally. / Ongoing: Prevent all damage that attached ally would deal." (Reclusion)
    automated("Reclusion")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st, reclusion = play_real(st, "Reclusion", 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[reclusion].attached_to == enemy
    deal(st, enemy, hero(st, 0), 3, "melee", combat=True)
    assert st.table.cards[hero(st, 0)].damage == 0
    deal(st, hero(st, 1), hero(st, 0), 3, "melee")
    assert st.table.cards[hero(st, 0)].damage == 3
