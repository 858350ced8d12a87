"""Attachments whose host "can't attack or exhaust unless its controller pays 2" (Living Roots, Wyvern Sting;
``engine.wow.exhaust_tax``). Each card is played with the real card of the pool.

Rule calls without a source:
- "unless its controller pays 2": he pays by his own act (attacking, protecting, his own [Exhaust] cost, his own
  effect exhausting it); an opponent's effect or an "exhaust an ally you control" cost finds it unable to exhaust
  (he doesn't pay for it).
- Wyvern Sting: "if you control a Ranged weapon" widens the target to a hero (a weapon with a Ranged tag).
"""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow.cards.compiler import is_automated
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import put_real, real

pytestmark = needs(WOW_CARDS)


def _options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def _attach(st, card: str, host: int, player: int = 1):
    """``player`` plays ``card`` on ``host`` (his turn made active for it)."""
    st.active = st.priority = player
    w = put_real(st, player, card, "hand")
    resources(st, player, 3)
    st = apply(st, "play", player, uid=w, x=0)
    st = resolve_chain(choose(st, str(host)))
    assert st.table.cards[w].attached_to == host  # 400.1
    st.active = st.priority = 0
    return st, w


def _untap_all(st, player: int) -> None:
    for u in st.table.zone(player, "resources"):
        st.table.cards[u].tapped = False


@pytest.mark.parametrize("card", ["Living Roots", "Wyvern Sting"])
def test_attack_costs_its_controller_2(card):
    # 103.2, 403.1: "Attached ally can't attack or exhaust unless its controller pays 2." — EN 601.2: the attack
    assert is_automated(real(card))
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st, _ = _attach(st, card, ally)
    with pytest.raises(RulesError):  # nothing to pay with
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    res = resources(st, 0, 1)
    with pytest.raises(RulesError):  # 1 is not 2
        apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    res += resources(st, 0, 2)
    st2 = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert st2.table.cards[ally].tapped and sum(st2.table.cards[u].tapped for u in res) == 2  # 2 paid, 1 left ready
    st2 = finish_combat(st2)
    assert st2.table.cards[hero(st2, 1)].damage > 0


def test_living_roots_taxes_its_controllers_exhaust_cost():
    # 411.1, 403.1: a power's [Exhaust] cost exhausts it: its controller pays 2 with it ("Angrida: [Exhaust] -> 2 damage")
    st = start()
    angrida = put_real(st, 0, "Angrida", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st, _ = _attach(st, "Living Roots", angrida)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=angrida, power=0, x=0)
    res = resources(st, 0, 2)
    st2 = apply(st, "power", 0, uid=angrida, power=0, x=0)
    if st2.pending:
        st2 = choose(st2, str(foe))
    st2 = resolve_chain(st2)
    assert st2.table.cards[angrida].tapped and all(st2.table.cards[u].tapped for u in res)
    assert st2.table.cards[foe].damage == 2


def test_living_roots_taxes_protecting():
    # EN 602.2: protecting exhausts the protector: its controller pays 2, and without 2 ready it is not offered
    st = start()
    guard = put(st, 1, "Footman Recruit", "allies")  # Protector
    st, _ = _attach(st, "Living Roots", guard, player=0)  # P1 roots P2's Protector
    st.active = st.priority = 0
    a = put(st, 0, "Iron Sentinel", "allies")
    _untap_all(st, 1)
    for u in st.table.zone(1, "resources"):
        st.table.cards[u].tapped = True
    st1 = resolve_chain(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    assert not (st1.pending and st1.pending[0].kind == "protector")  # no 2 ready: it can't protect (403.1)
    res = resources(st, 1, 2)
    st2 = resolve_chain(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    assert st2.pending[0].kind == "protector" and str(guard) in _options(st2)
    st2 = choose(st2, str(guard))
    assert st2.table.cards[guard].tapped and all(st2.table.cards[u].tapped for u in res)
    assert st2.combat is not None and st2.combat.defender == guard


def test_opponents_exhaust_effect_cant_exhaust_it():
    # 103.2: an opponent's "Exhaust target ally." finds it unable to exhaust — its controller doesn't pay for that
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st, _ = _attach(st, "Living Roots", ally)
    mine = resources(st, 0, 3)
    st.active = st.priority = 1
    w = put_real(st, 1, "Exhaustion", "hand")
    resources(st, 1, 2)
    st = apply(st, "play", 1, uid=w, x=0)
    if st.pending:
        st = choose(st, str(ally))
    st = resolve_chain(st)
    assert not st.table.cards[ally].tapped and not any(st.table.cards[u].tapped for u in mine)


def test_own_exhaust_effect_pays_2():
    # 411.1, 403.1: his own effect exhausting it: he is asked and pays 2 as it is exhausted (engine.wow.exhaust_tax;
    # declining: tests/wow/test_x34f_targets_and_taxes.py)
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st, _ = _attach(st, "Living Roots", ally)
    w = put_real(st, 0, "Exhaustion", "hand")
    pay = resources(st, 0, 2)
    tax = resources(st, 0, 2)
    st = apply(st, "play", 0, uid=w, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(ally))
    st = resolve_chain(st)
    st = resolve_chain(choose(st, "pay"))
    assert st.table.cards[ally].tapped and all(st.table.cards[u].tapped for u in [*pay, *tax])


def test_unattached_it_attacks_freely():
    # 400.5: the attachment gone, the restriction goes with it
    st = start()
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    st, roots = _attach(st, "Living Roots", ally)
    st.table.move(roots, "graveyard") if hasattr(st.table, "move") else setattr(st.table.cards[roots], "zone", "graveyard")
    st.table.cards[roots].attached_to = None
    st2 = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))
    assert st2.table.cards[ally].tapped


def test_wyvern_sting_targets_a_hero_only_with_a_ranged_weapon():
    # 706.1: "Attach to target ally, or target hero or ally if you control a Ranged weapon."; 103.2 on the hero
    st = start()
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    w = put_real(st, 0, "Wyvern Sting", "hand")
    resources(st, 0, 3)
    st1 = apply(st, "play", 0, uid=w, x=0)
    assert str(foe) in _options(st1) and str(hero(st, 1)) not in _options(st1)
    put_real(st, 0, "Blackcrow", "hero_row")  # a Ranged weapon
    st2 = apply(st, "play", 0, uid=w, x=0)
    assert str(hero(st, 1)) in _options(st2)
    st2 = resolve_chain(choose(st2, str(hero(st, 1))))
    assert st2.table.cards[w].attached_to == hero(st2, 1)
    st2.active = st2.priority = 1
    with pytest.raises(RulesError):  # the taxed hero: 2 more to attack
        apply(st2, "attack", 1, attacker=hero(st2, 1), defender=hero(st2, 0))
    resources(st2, 1, 2)
    st3 = apply(st2, "attack", 1, attacker=hero(st2, 1), defender=hero(st2, 0))
    assert st3.table.cards[hero(st3, 1)].tapped
