"""Dual wield and the other wield powers (406.1–406.4, scenario X6), with test-local weapons
typed like the real ones ("1H Weapon", "Melee (1)" …)."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import powers, procedure, wield
from engine.wow.cards.schema import make_card
from engine.wow.game import ENGINE
from engine.wow.rules import R

from .helpers import apply, choose, hero, put, resolve_chain, resources, start

GEAR = {
    "T-1H": dict(name="Test Deathbringer", type="weapon", cost=3, atk=2, damage_type="melee", strike_cost=1, tags=["1H Weapon", "Melee (1)", "Axe"]),
    "T-1H2": dict(name="Test Sword of Zeal", type="weapon", cost=4, atk=2, damage_type="melee", strike_cost=1, tags=["1H Weapon", "Melee (1)", "Sword"],
                  text="Your hero has dual wield."),
    "T-2H": dict(name="Test Greatsword", type="weapon", cost=4, atk=4, damage_type="melee", strike_cost=2, tags=["2H Weapon", "Melee (1)", "Sword"]),
    "T-SH": dict(name="Test Shield", type="armor", cost=1, tags=["Armor", "Off-Hand (1)", "Shield"], **{"def": 1}),
    "T-BOW": dict(name="Test Bow", type="weapon", cost=2, atk=2, damage_type="ranged", strike_cost=1, tags=["1H Weapon", "Ranged (1)", "Bow"]),
}


def _game():
    st = start({"auto_pass": False})
    for cid_, d in GEAR.items():
        st.cards[cid_] = make_card(set="T", number=1, rarity="common", **d)
    return st


def _gear(st, *cids, player=0):
    return [st.table.add(c, player, "hero_row").uid for c in cids]


def _grant(st, power, player=0):
    st.modifiers.append(Modifier(hero(st, player), "", 1, keyword=power, duration="permanent", turn=st.turn))


def _bad(st, player=0):
    return sorted(procedure.uniqueness_violations(st, player))


def test_x6_dual_wield_two_one_handed_then_an_off_hand_violates():
    # WoW 406.1 (scenario X6): with dual wield two one-handed melee weapons are legal;
    # WoW 406.1a: adding an Off-Hand is a violation fixed by destroying one of them
    st = _game()
    _grant(st, wield.DUAL)
    axes = _gear(st, "T-1H", "T-1H")
    assert _bad(st) == []
    shield = _gear(st, "T-SH")[0]
    assert _bad(st) == sorted([*axes, shield])
    assert procedure.check_uniqueness(st) and st.pending[0].rule == R("414.2")


def test_without_a_wield_power_one_melee_weapon_and_no_two_handed_with_off_hand():
    # WoW 414.3b (Melee (1)) and 414.3c (Two-Handed with Off-Hand)
    st = _game()
    a, b = _gear(st, "T-1H", "T-1H")
    assert _bad(st) == sorted([a, b])
    st = _game()
    great, shield = _gear(st, "T-2H", "T-SH")
    assert _bad(st) == sorted([great, shield])
    st = _game()
    _gear(st, "T-1H", "T-SH")
    assert _bad(st) == []


def test_two_handed_dual_wield_and_losing_a_wield_power():
    # WoW 406.1: Two-Handed dual wield allows two of any melee weapons / Off-Hand; 406.1b: losing
    # dual wield with two one-handed weapons is a violation, unless Two-Handed dual wield remains
    st = _game()
    _grant(st, wield.TWO_HANDED_DUAL)
    g = _gear(st, "T-2H", "T-2H")
    assert _bad(st) == []
    _gear(st, "T-SH")
    assert len(_bad(st)) == 3
    st = _game()
    _grant(st, wield.DUAL)
    _grant(st, wield.TWO_HANDED_DUAL)
    _gear(st, "T-1H", "T-1H")
    st.modifiers = [m for m in st.modifiers if m.keyword != wield.DUAL]
    assert _bad(st) == []
    st.modifiers.clear()
    assert len(_bad(st)) == 2 and g


def test_dual_shield_ranged_dual_and_sextuple_wield():
    # WoW 406.1 dual shield (two Shields instead of a melee weapon), 406.3 ranged dual wield,
    # WoW 406.2 / 406.2a sextuple wield (six hands; an Off-Hand takes one)
    st = _game()
    _grant(st, wield.DUAL_SHIELD)
    _gear(st, "T-SH", "T-SH")
    assert _bad(st) == []
    _gear(st, "T-1H")
    assert len(_bad(st)) == 3
    st = _game()
    bows = _gear(st, "T-BOW", "T-BOW")
    assert _bad(st) == sorted(bows)
    _grant(st, wield.RANGED_DUAL)
    assert _bad(st) == []
    st = _game()
    _grant(st, wield.SEXTUPLE)
    _gear(st, "T-2H", "T-2H", "T-1H", "T-SH")
    assert _bad(st) == []
    _gear(st, "T-1H")
    assert len(_bad(st)) == 5


def test_a_printed_or_granting_text_gives_the_power():
    # WoW 406.1: "Your hero has dual wield." on a weapon, or the power printed on the hero
    st = _game()
    _gear(st, "T-1H", "T-1H2")  # Sword of Zeal's own text gives dual wield
    assert wield.DUAL in wield.powers(st, 0) and _bad(st) == []
    st.cards[st.table.cards[hero(st, 1)].card_id] = {**st.cards[st.table.cards[hero(st, 1)].card_id],
                                                      "text": "BACK: <b>Dual Wield </b><i>(You can control a second one-handed Melee weapon.)</i>"}
    assert wield.powers(st, 1) == set()  # WoW 301.2a: a back face's power works only while the back shows (helper wact2)
    st.table.cards[hero(st, 1)].flags["flipped"] = True
    assert wield.powers(st, 1) == {wield.DUAL}


def test_striking_with_two_weapons_but_not_melee_and_ranged():
    # WoW 406.4: dual wield strikes with two melee weapons in one combat (both add ATK); never
    # melee and ranged weapons in the same combat; 303.2c otherwise one
    from .test_combat import attack

    st = _game()
    _grant(st, wield.DUAL)
    a, b = _gear(st, "T-1H", "T-1H2")
    bow = _gear(st, "T-BOW")[0]
    resources(st, 0, 4)
    target = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(attack(st, hero(st, 0), target))
    if st.pending:  # Stone Guardian could protect itself: decline
        st = choose(st, "none")
    strikes = lambda s: sorted(x.args["weapon"] for x in ENGINE.legal_actions(s, 0) if x.type == "strike")  # noqa: E731
    assert strikes(st) == sorted([a, b, bow])
    st = apply(st, "strike", 0, weapon=a)
    assert strikes(st) == [b]  # a second melee weapon, not the bow
    st = apply(st, "strike", 0, weapon=b)
    assert strikes(st) == []
    from engine.wow import keywords as kw

    assert kw.atk(st, hero(st, 0)) == 4


def _thrash_game(monkeypatch, shield: int):
    from engine.core.effects import Effect
    from engine.wow.cards.compiler import Power
    from engine.wow.state import Shield

    from .test_combat import attack, finish_combat

    power = (Power("triggered", "When your hero deals combat damage with this weapon, draw a card.", [Effect("draw", 1)],
                   trigger="combat_damage_with_weapon_self"),)
    real = powers.card_powers
    monkeypatch.setattr(powers, "card_powers", lambda d: power if d.get("name") == "Test Thrash Blade" else real(d))
    st = _game()
    st.cards["T-TH"] = make_card(name="Test Thrash Blade", type="weapon", set="T", number=2, rarity="common", cost=4, atk=2,
                                 damage_type="melee", strike_cost=1, tags=["1H Weapon", "Melee (1)", "Sword"], text="(trigger)")
    blade = _gear(st, "T-TH")[0]
    resources(st, 0, 2)
    st.modifiers.append(Modifier(hero(st, 0), "atk", 2, duration="this_turn", turn=st.turn))
    target = put(st, 1, "Stone Guardian", "allies")  # 6 health, Hardiness prevents 1
    st.shields.append(Shield(target, shield, st.turn))
    st = resolve_chain(attack(st, hero(st, 0), target))
    if st.pending:
        st = choose(st, "none")
    st = apply(st, "strike", 0, weapon=blade)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(finish_combat(st))
    return st, target, hand


def test_x9_damage_with_a_weapon_triggers_even_partly_prevented(monkeypatch):
    # WoW 408.3d (scenario X9, Thrash Blade + Graccus): 4 ATK, 3 prevented, 1 dealt — still
    # combat damage with that weapon, so its trigger fires
    st, target, hand = _thrash_game(monkeypatch, 2)
    assert st.table.cards[target].damage == 1
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_no_damage_dealt_no_weapon_trigger(monkeypatch):
    # WoW 408.2a, 408.3d: a packet prevented to nothing was not dealt: no trigger
    st, target, hand = _thrash_game(monkeypatch, 10)
    assert st.table.cards[target].damage == 0
    assert len(st.table.zone(0, "hand")) == hand
