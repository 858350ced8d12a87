"""Combat (EN 600–603, outside the provided document) and the constraints the document states
(302.2, 302.3, 303.2, 304.3, 305.3a)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow.game import ENGINE
from engine.wow.rules import EN, R

from .helpers import apply, choose, hero, put, resolve_chain, resources, start


def attack(st, attacker, defender, player=0):
    return apply(st, "attack", player, attacker=attacker, defender=defender)


def finish_combat(st):
    st = resolve_chain(st)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        if st.combat is None or st.over:
            return st
        st = apply(st, "pass", st.priority)
    return st


def test_combat_damage_both_ways_and_attacker_exhausts():
    # EN 601.2, 603.1: the attacker exhausts; attacker and defender deal damage equal to their ATK
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    d = put(st, 1, "Stone Guardian", "allies")
    st = attack(st, a, d)
    assert st.table.cards[a].tapped
    st = finish_combat(st)
    assert st.table.cards[d].damage == 3  # 4 ATK - 1 Hardiness
    assert st.table.cards[a].damage == 3
    assert st.combat is None and st.step == "main"


def test_ally_waiting_period_and_ferocity():
    # WoW 302.2: an ally attacks only if in your party since the start of your most recent turn
    st = start()
    fresh = put(st, 0, "Iron Sentinel", "allies", fresh=True)
    with pytest.raises(RulesError) as err:
        attack(st, fresh, hero(st, 1))
    assert err.value.rule == R("302.2")
    wolf = put(st, 0, "Wolfrider Scout", "allies", fresh=True)  # EN glossary Ferocity
    st = finish_combat(attack(st, wolf, hero(st, 1)))
    assert st.table.cards[wolf].tapped and st.table.cards[hero(st, 1)].damage == 2


def test_hero_can_attack_immediately():
    # WoW 301.3: heroes have no waiting period
    st = start()
    st = finish_combat(attack(st, hero(st, 0), hero(st, 1)))
    assert st.table.cards[hero(st, 0)].tapped


def test_mounts_and_totems_cannot_attack():
    # WoW 302.3 (mounts never attack or defend), 305.3a (totems can't attack)
    st = start()
    kodo = put(st, 0, "Swift Kodo", "allies")
    idol = put(st, 0, "Searing Idol", "allies")
    with pytest.raises(RulesError) as err:
        attack(st, kodo, hero(st, 1))
    assert err.value.rule == R("302.3")
    with pytest.raises(RulesError) as err:
        attack(st, idol, hero(st, 1))
    assert err.value.rule == R("305.3a")
    enemy_kodo = put(st, 1, "Swift Kodo", "allies")
    with pytest.raises(RulesError):
        attack(st, hero(st, 0), enemy_kodo)


def test_totem_counts_as_ally_for_targets_and_damage():
    # WoW 305.3a (example W4): a totem is an ability and an ally: "each opposing hero and ally" hits it
    st = start()
    resources(st, 0, 3)
    idol = put(st, 1, "Searing Idol", "allies")
    ring = put(st, 0, "Frost Ring", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=ring, x=0))
    assert st.table.cards[idol].damage == 1
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=vanish, x=0)
    assert str(idol) in [o.id for o in st.pending[0].options]


def test_elusive_cannot_be_attacked():
    # EN glossary Elusive: can't be attacked
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")
    with pytest.raises(RulesError) as err:
        attack(st, hero(st, 0), owl)
    assert err.value.rule == EN("glossary: Elusive")


def test_protector_becomes_defender():
    # EN 602.2 / glossary Protector: a ready Protector may exhaust to become the defender
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    guard = put(st, 1, "Footman Recruit", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert st.pending[0].kind == "protector" and st.pending[0].player == 1
    res = ENGINE.apply(st, __import__("engine.core", fromlist=["Action"]).Action("choose", 1, {"picks": [str(guard)]}))
    assert any(e.kind == "protect" and e.rule == EN("602.2") for e in res.events)
    st = finish_combat(res.state)
    assert st.table.cards[guard].zone == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 0


def test_stealth_cannot_be_protected_against():
    # EN glossary Stealth: can't protect against this character
    st = start()
    a = put(st, 0, "Shade Stalker", "allies")
    put(st, 1, "Footman Recruit", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert not st.pending
    st = finish_combat(st)
    assert st.table.cards[hero(st, 1)].damage == 3


def test_long_range_takes_no_damage_from_defender():
    # EN glossary Long-Range: defenders deal no combat damage to it
    st = start()
    a = put(st, 0, "Longbow Sentry", "allies")
    d = put(st, 1, "Iron Sentinel", "allies")
    st = finish_combat(attack(st, a, d))
    assert st.table.cards[a].damage == 0 and st.table.cards[d].damage == 2


def test_assault_only_on_your_turn():
    # EN glossary Assault N: +N ATK on your turn
    st = start()
    brute = put(st, 0, "Raging Brute", "allies")
    from engine.wow import keywords as kw

    assert kw.atk(st, brute) == 3
    st.active = 1
    assert kw.atk(st, brute) == 1


def test_weapon_strike_adds_atk_once_per_combat():
    # WoW 303.2–303.2c: strike only while the wielder is attacker/defender; exhaust it and pay; one weapon
    st = start()
    resources(st, 0, 3)
    sword = put(st, 0, "Worn Longsword", "hero_row")
    put(st, 0, "Great Axe", "hero_row")
    with pytest.raises(RulesError) as err:
        apply(st, "strike", 0, weapon=sword)
    assert err.value.rule == R("303.2")
    target = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(attack(st, hero(st, 0), target))
    st = apply(st, "strike", 0, weapon=sword)
    assert st.table.cards[sword].tapped
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "strike"]  # 303.2c
    st = finish_combat(st)
    assert st.table.cards[target].damage == 1  # 2 ATK - Hardiness 1
    from engine.wow import keywords as kw

    assert kw.atk(st, hero(st, 0)) == 0  # the strike lasted this combat only


def test_armor_prevents_damage_to_hero():
    # WoW 304.3 / EN 717.2c: exhaust armor to prevent damage equal to its DEF
    st = start()
    helm = put(st, 1, "Chain Helm", "hero_row")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert st.priority == 1  # P1 auto-passed: only P2 has something to do (option auto_pass)
    st = apply(st, "armor", 1, uid=helm)
    st = finish_combat(st)
    assert st.table.cards[hero(st, 1)].damage == 3
