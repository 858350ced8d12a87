"""Round 8, weapons/items/armor (helper w8equip): healing "with an ability" (Sapphiron Drape; 408.2c, EN 716;
``damage_with.heal_narrowed_out``); a payment power whose damage the ally exhausted to pay it deals (Lohn'goron;
403.1, EN 709, ``engine.wow.paid_dealer``); doubled weapon ATK / armor DEF (Maimgor's Bite, Helm of Blazing Glory;
EN 714, ``cards.templates_double_atk``, ``engine.wow.double_stats``); the cards of ``scripts/w8equip.toml`` (Envoy of
Mortality, Deathbringer, Fang of the Crystal Spider, Silent Crusader, Zin'rokh, Vengeful Gladiator's Vestments); each
played with the real card of the pool."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow import procedure, wield
from engine.wow.engine import ENGINE
from engine.wow.leaving_play import destroy
from engine.wow.rules import EN, R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_gear_cards import _attack
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real, real
from .test_wact2_cards import power_of
from .test_wtrig_cards import _next_turn, _settle

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


LOHN = "Lohn'goron, Bow of the Torn-heart"


def test_lohngoron_long_range_when_you_strike():
    # EN 714: "When you strike with Lohn'goron, your hero has Long-Range this combat."
    automated(LOHN)
    st = start()
    bow = put_real(st, 0, LOHN, "hero_row")
    resources(st, 0, 5)
    st = _attack(st)
    assert not kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(apply(st, "strike", 0, weapon=bow))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(finish_combat(st))
    assert not kw.has(st, hero(st, 0), "Long-Range")  # EN 714: this combat only


def test_lohngoron_the_exhausted_ally_deals_the_damage():
    # WoW 403.1 / EN 709 / 408.2: "Exhaust an ally in your party -> It deals 1 ranged damage to target hero." — the
    # ally exhausted to pay the cost is the source of the packet; the weapon itself stays ready (no [Exhaust] in the cost)
    data = automated(LOHN)
    st = start()
    bow = put_real(st, 0, LOHN, "hero_row")
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = apply(st, "power", 0, uid=bow, power=power_of(data), x=0, pay=[ally])
    st = choose(st, str(hero(st, 1))) if st.pending else st
    assert st.table.cards[ally].tapped  # 403.1: the cost is paid
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1
    dealt = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == hero(st, 1)]
    assert [e.get("src") for e in dealt] == [ally]  # 408.2: the ally deals it
    assert not st.table.cards[bow].tapped


def test_lohngoron_needs_a_ready_ally_in_your_party():
    # WoW 403.1: a cost that can't be paid can't be paid — no ready ally of yours, no use of the power
    data = automated(LOHN)
    st = start()
    bow = put_real(st, 0, LOHN, "hero_row")
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[ally].tapped = True
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=bow, power=power_of(data), x=0, pay=[ally])


MAIMGOR = "Maimgor's Bite"


def test_maimgors_bite_dual_wield_and_doubles_your_weapons_atk():
    # WoW 406.1: "Dual Wield" — a second one-handed melee weapon may be controlled; EN 714: "Double the ATK of this and
    # other weapons you control." — each weapon you control (not an opponent's) has its ATK doubled while it's in play
    automated(MAIMGOR)
    st = start({"auto_pass": False})
    bite = put_real(st, 0, MAIMGOR, "hero_row")
    other = put_real(st, 0, "Buzzer Blade", "hero_row")  # a one-handed melee Dagger
    theirs = put_real(st, 1, "Buzzer Blade", "hero_row")
    assert wield.DUAL in wield.powers(st, 0) and not procedure.uniqueness_violations(st, 0)
    bite_atk, blade_atk = real(MAIMGOR)["atk"], real("Buzzer Blade")["atk"]
    assert kw.equipment_atk(st, bite) == 2 * bite_atk
    assert kw.equipment_atk(st, other) == 2 * blade_atk
    assert kw.equipment_atk(st, theirs) == blade_atk  # EN 714: weapons *you* control
    resources(st, 0, 8)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=bite))
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == 2 * bite_atk  # 303.2a: the strike adds the doubled ATK
    destroy(st, bite, EN("709.1"))
    assert kw.equipment_atk(st, other) == blade_atk  # EN 714: only while Maimgor's Bite is in play


HELM = "Helm of Blazing Glory"


def test_helm_of_blazing_glory_doubles_while_your_hero_is_low():
    # EN 714: "While your hero has 5 or less remaining health, double the ATK of weapons you control and double the
    # [DEF] of armor you control." — remaining health is health minus damage (205.3); only while it is 5 or less
    automated(HELM)
    st = start({"auto_pass": False})
    put_real(st, 0, HELM, "hero_row")
    blade = put_real(st, 0, "Buzzer Blade", "hero_row")
    drape = put_real(st, 0, "Sapphiron Drape", "hero_row")
    theirs = put_real(st, 1, "Buzzer Blade", "hero_row")
    atk, dfn = real("Buzzer Blade")["atk"], real("Sapphiron Drape")["def"]
    me = hero(st, 0)
    st.table.cards[me].damage = kw.health(st, me) - 6  # 6 remaining
    assert (kw.equipment_atk(st, blade), kw.defense(st, drape)) == (atk, dfn)
    st.table.cards[me].damage = kw.health(st, me) - 5  # 5 remaining
    assert (kw.equipment_atk(st, blade), kw.defense(st, drape)) == (2 * atk, 2 * dfn)
    assert kw.equipment_atk(st, theirs) == atk  # EN 714: only yours
    st.table.cards[me].damage = 0
    assert kw.equipment_atk(st, blade) == atk  # the condition no longer holds


ENVOY = "Envoy of Mortality"


def test_envoy_of_mortality_long_range_and_echoes_its_damage_to_a_friend():
    # EN 714 (misprints "you hero", "Long Range"): "When you strike with this weapon, your hero has Long-Range this
    # combat." — 408.3d / EN 703 ("ranged damaged" a misprint): "When your hero deals damage with this weapon, it also
    # deals that much ranged damage to target friendly hero or ally."
    automated(ENVOY)
    st = start({"auto_pass": False})
    envoy = put_real(st, 0, ENVOY, "hero_row")
    friend = hero(st, 0)  # your own hero: a friendly hero
    resources(st, 0, 8)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=envoy))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(finish_combat(st), {"target": [str(friend)]})
    dealt = st.table.cards[hero(st, 1)].damage
    assert dealt == kw.equipment_atk(st, envoy) > 0  # the strike's combat damage (303.2a)
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == friend]
    assert [(e.get("src"), e.get("n")) for e in hits] == [(hero(st, 0), dealt)]  # your hero deals that much to the friend
    assert not kw.has(st, hero(st, 0), "Long-Range")  # EN 714: this combat only


def test_envoy_of_mortality_only_its_own_damage():
    # WoW 408.3d: damage dealt with another weapon is not "with this weapon": no echo
    automated(ENVOY)
    st = start({"auto_pass": False})
    put_real(st, 0, ENVOY, "hero_row")
    other = put_real(st, 0, "Buzzer Blade", "hero_row")
    friend = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 8)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=other))
    st = _settle(finish_combat(st), {"target": [str(friend)]})
    assert st.table.cards[hero(st, 1)].damage > 0
    assert st.table.cards[friend].damage == 0


def test_deathbringer_echoes_the_combat_damage_to_the_allys_hero():
    # WoW 408.3d / EN 703: "When your hero deals combat damage with Deathbringer to an ally, your hero deals that amount
    # of shadow damage to target hero in that ally's party."
    automated("Deathbringer")
    st = start({"auto_pass": False})
    axe = put_real(st, 0, "Deathbringer", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 health
    resources(st, 0, 8)
    st = _attack(st, foe)
    st = _settle(apply(st, "strike", 0, weapon=axe))
    st = _settle(finish_combat(st), {"target": [str(hero(st, 1))]})
    dealt = st.table.cards[foe].damage
    assert dealt == kw.equipment_atk(st, axe) > 0
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == hero(st, 1)]
    assert [(e.get("src"), e.get("n")) for e in hits] == [(hero(st, 0), dealt)]


def test_deathbringer_not_on_a_hero():
    # EN 703: only combat damage dealt to an ally triggers it
    automated("Deathbringer")
    st = start({"auto_pass": False})
    axe = put_real(st, 0, "Deathbringer", "hero_row")
    resources(st, 0, 8)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=axe))
    st = _settle(finish_combat(st), {"target": [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == kw.equipment_atk(st, axe)  # the combat damage only


def test_fang_of_the_crystal_spider_bans_cards_and_strikes_this_turn():
    # WoW 103.2 / EN 703: "When your hero deals combat damage to a hero, that hero's controller can't play cards or
    # strike with weapons this turn."
    automated("Fang of the Crystal Spider")
    st = start({"auto_pass": False})
    fang = put_real(st, 0, "Fang of the Crystal Spider", "hero_row")
    resources(st, 0, 8)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=fang))
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage > 0
    foe = hero(st, 1)
    assert kw.has(st, foe, "Can't Play Cards") and kw.has(st, foe, "Can't Strike")
    assert not kw.has(st, hero(st, 0), "Can't Play Cards")  # only that hero's controller
    resources(st, 1, 2)
    bolt = put(st, 1, "Fire Bolt", "hand")  # an instant ability
    st.priority = 1
    with pytest.raises(RulesError) as err:  # 103.2: the ban wins over the instant's permission
        apply(st, "play", 1, uid=bolt, x=0)
    assert err.value.rule == R("103.2")
    st = _next_turn(st)
    assert not kw.has(st, foe, "Can't Play Cards") and not kw.has(st, foe, "Can't Strike")  # this turn only


def test_fang_of_the_crystal_spider_not_on_an_ally():
    # EN 703: combat damage to an ally doesn't trigger it
    automated("Fang of the Crystal Spider")
    st = start({"auto_pass": False})
    fang = put_real(st, 0, "Fang of the Crystal Spider", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 8)
    st = _attack(st, foe)
    st = _settle(apply(st, "strike", 0, weapon=fang))
    st = _settle(finish_combat(st))
    assert st.table.cards[foe].damage > 0
    assert not kw.has(st, hero(st, 1), "Can't Play Cards")


def test_silent_crusader_exhausts_everything_he_controls():
    # WoW 408.3d / EN 703 / 411.1: "When an opponent's hero is dealt combat damage with this weapon, exhaust all cards
    # he controls." — his hero, allies, equipment and resources; not yours
    automated("Silent Crusader")
    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Silent Crusader", "hero_row")
    mine = put(st, 0, "Iron Sentinel", "allies")
    ally = put(st, 1, "Iron Sentinel", "allies")
    gear = put_real(st, 1, "Buzzer Blade", "hero_row")
    theirs = resources(st, 1, 2)
    resources(st, 0, 8)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=blade))
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage > 0
    assert all(st.table.cards[u].tapped for u in (hero(st, 1), ally, gear, *theirs))
    assert not st.table.cards[mine].tapped


def test_silent_crusader_not_with_another_weapon():
    # WoW 408.3d: combat damage struck with another weapon is not "with this weapon"
    automated("Silent Crusader")
    st = start({"auto_pass": False})
    put_real(st, 0, "Silent Crusader", "hero_row")
    other = put_real(st, 0, "Buzzer Blade", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 8)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=other))
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage > 0 and not st.table.cards[ally].tapped


ZIN = "Zin'rokh, Destroyer of Worlds"


def test_zinrokh_destroys_every_other_ability_ally_equipment_and_resource():
    # WoW 408.3d / EN 703 / 709.1: "When your hero deals combat damage with Zin'rokh, destroy all other abilities,
    # allies, equipment, and resources." — both players' cards; Zin'rokh and the heroes stay
    automated(ZIN)
    st = start({"auto_pass": False})
    zin = put_real(st, 0, ZIN, "hero_row")
    mine, theirs = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    gear = put_real(st, 1, "Sapphiron Drape", "hero_row")
    res = resources(st, 0, 8) + resources(st, 1, 2)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=zin))
    assert st.table.cards[mine].zone == "allies"  # not before the damage
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage > 0
    assert all(st.table.cards[u].zone == "graveyard" for u in (mine, theirs, gear, *res))
    assert st.table.cards[zin].zone == "hero_row"
    assert all(st.table.cards[hero(st, p)].zone == "hero_row" for p in (0, 1))


VESTMENTS = "Vengeful Gladiator's Vestments"


def test_vengeful_vestments_may_interrupt_when_you_play_a_finishing_move():
    # EN 703 / 711 / 709.3: "When you play a finishing move, you may interrupt target card." — a Finishing Move card
    # (202.1a) played by you; the target is a card on the chain (here the finishing move itself)
    automated(VESTMENTS)
    st = start({"auto_pass": False})
    put_real(st, 0, VESTMENTS, "hero_row")
    move = put_real(st, 0, "Cut to the Chase", "hand")  # a Finishing Move
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=move, x=0)
    assert st.pending and st.pending[0].kind == "target" and [o.id for o in st.pending[0].options] == [str(move)]
    st = _settle(choose(st, str(move)), {"yes_no": ["yes"]})
    assert st.table.cards[move].zone == "graveyard" and not st.chain  # interrupted: it never resolves


def test_vengeful_vestments_not_on_other_abilities():
    # EN 703: an ability that is no Finishing Move doesn't trigger it
    st = start({"auto_pass": False})
    put_real(st, 0, VESTMENTS, "hero_row")
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    assert not st.triggers and not (st.pending and "Vestments" in st.pending[0].prompt)


def test_vengeful_vestments_puts_the_top_card_into_the_resource_row_ready():
    # WoW 412 / EN 701: "[Exhaust] -> Put the top card of your deck into your resource row face down and ready."
    data = automated(VESTMENTS)
    st = start({"auto_pass": False})
    vest = put_real(st, 0, VESTMENTS, "hero_row")
    top = st.table.zone(0, "deck")[0]
    before = len(st.table.zone(0, "resources"))
    st = resolve_chain(apply(st, "power", 0, uid=vest, power=power_of(data), x=0))
    assert st.table.cards[vest].tapped
    assert len(st.table.zone(0, "resources")) == before + 1
    card = st.table.cards[top]
    assert card.zone == "resources" and card.face_down and not card.tapped
