"""Attack taxes read by ``templates_wcosts_tax`` and carried out by ``engine.wow.attack_tax``: Whiteout's Champion
Decks printing ("pays (1)": the set's resource-cost notation, ``templates_lines._arrows``) and Frostweaver Dakar'sith's
"exhausts two other cards he controls for each attacker" (the ``exhaust`` part of a tax). Each card is played with the
real card of the pool.

Rule calls without a source:
- Frostweaver: "cards he controls" are his cards in play (resources, hero, equipment, abilities, allies); "other" is
  other than the attacker; without named cards (``tax_exhaust``) ready resources are exhausted first.
"""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow.cards.compiler import is_automated
from tests.shared_data import needs

from .helpers import apply, hero, labels, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _put_id(st, player: int, card_id: str, zone: str) -> int:
    rec = real_pool().get(card_id)
    assert rec is not None, card_id
    card = st.table.add(rec.id, player, zone)
    st.cards[rec.id] = rec.data
    card.entered_turn = -1
    return card.uid


def test_whiteout_champion_decks_printing_deals_3_and_taxes_each_attacker_1():
    # 403.1, 103.2: "Your hero deals 3 frost damage to each opposing hero and ally. Ongoing: Opposing heroes and allies
    # can't attack unless their controller pays (1) for each attacker." — "(1)" is the resource cost, not reminder text
    rec = real_pool().get("CD4-8")
    assert rec is not None and "pays (1)" in rec.data["text"] and is_automated(rec.data)
    st = start()
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    w = _put_id(st, 0, "CD4-8", "hand")
    resources(st, 0, 6)
    st = resolve_chain(apply(st, "play", 0, uid=w, x=0))
    assert st.table.cards[foe].damage == 3 and st.table.cards[hero(st, 1)].damage == 3  # 405.4
    assert st.table.cards[mine].damage == 0
    assert st.table.cards[w].zone == "hero_row"  # Ongoing: stays in play (305.2)
    st.active = st.priority = 1
    st.table.cards[foe].damage = 0
    with pytest.raises(RulesError):  # no ready resource: the attack can't be declared
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    res = resources(st, 1, 2)
    st = apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    assert sum(st.table.cards[u].tapped for u in res) == 1  # 1 for this attacker


def test_frostweaver_asks_two_other_cards_exhausted_per_attacker():
    # 103.2, 403.1: "Opposing heroes and allies can't attack unless their controller exhausts two other cards he
    # controls for each attacker."
    automated("Frostweaver Dakar'sith")
    st = start()
    put_real(st, 1, "Frostweaver Dakar'sith", "allies")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    with pytest.raises(RulesError):  # only the hero besides the attacker: one other card
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert not [lab for lab in labels(st, 0) if lab.startswith("Attack") and "Karrok" in lab]
    res = resources(st, 0, 1)
    st2 = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))  # resource first, then the hero
    assert st2.table.cards[res[0]].tapped and st2.table.cards[hero(st2, 0)].tapped and st2.table.cards[ally].tapped
    # the player may name the two cards (tax_exhaust): another ally and the resource, the hero stays ready
    other = put_real(st, 0, "Karrok Scarrend", "allies")
    with pytest.raises(RulesError):  # the attacker itself is not "another" card
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1), tax_exhaust=[ally, other])
    with pytest.raises(RulesError):  # two cards, not one
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1), tax_exhaust=[other])
    st3 = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1), tax_exhaust=[other, res[0]])
    assert st3.table.cards[other].tapped and st3.table.cards[res[0]].tapped and not st3.table.cards[hero(st3, 0)].tapped
    st3 = finish_combat(st3)
    assert st3.table.cards[hero(st3, 1)].damage > 0


def test_frostweaver_and_a_resource_tax_add_up_and_spare_its_own_side():
    # 403.1: both costs paid, a resource paying one is not one of the "two other cards"; 103.2: only opposing attackers
    automated("Frostweaver Dakar'sith")
    st = start()
    put_real(st, 1, "Frostweaver Dakar'sith", "allies")
    put_real(st, 1, "Nurgle Tinkfrost", "allies")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # 1 resource + 2 others asked, the resource and the hero ready: not enough
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    res = [*resources(st, 0, 1), *[u for u in st.table.zones[0]["resources"]]]
    st2 = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert all(st2.table.cards[u].tapped for u in set(res)) and st2.table.cards[hero(st2, 0)].tapped
    st = start()
    put_real(st, 0, "Frostweaver Dakar'sith", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    st = apply(st, "attack", 0, attacker=mine, defender=hero(st, 1))
    assert not st.table.cards[hero(st, 0)].tapped


def test_tax_exhaust_named_without_such_a_tax_is_refused():
    # 403.1: no card asks other cards exhausted: naming some is no cost to pay
    st = start()
    ally = put(st, 0, "Mist Owl", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1), tax_exhaust=[hero(st, 0)])
