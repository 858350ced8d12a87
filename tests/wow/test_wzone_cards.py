"""Helper wzone: cards of ``scripts/wzone.toml`` — a graveyard replaced by the removed-from-game zone on every route
(EN 716, ``engine.wow.grave_route``), cards played from the graveyard (409.1), destruction triggers reading the
destroyed card's last known ATK and health (EN 709) or a condition as it was destroyed (EN 703) — each played with the
real card of the pool."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow import quests
from engine.wow.leaving_play import destroy
from engine.wow.procedure import discard_cards, event_triggers
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, hero, labels, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def _destroy_by_damage(st, uid: int):
    """Fatal damage, then the checks before priority destroy it (410.6a): a pass hands priority on."""
    st.table.cards[uid].damage = 99
    return apply(st, "pass", st.priority)


# --- "… would enter a graveyard …, remove it from the game instead" (EN 716) ----------------------------------------


def test_nerubian_conqueror_long_range_and_opposing_graveyards_replaced():
    # EN 714: "When you strike with this weapon, your hero has Long-Range this combat."
    automated("Nerubian Conqueror")
    st = start()
    axe = put_real(st, 0, "Nerubian Conqueror", "hero_row")
    resources(st, 0, 6)
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))
    st = _settle(st, {"protector": ["none"]})
    st = _settle(apply(st, "strike", 0, weapon=axe))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = _fight(st)
    assert not kw.has(st, hero(st, 0), "Long-Range")  # this combat only
    # EN 716: "If a card would enter an opposing graveyard, remove it from the game instead." — destroyed (415.9c) …
    theirs = put(st, 1, "Mist Owl", "allies")
    mine = put(st, 0, "Mist Owl", "allies")
    st = _settle(_destroy_by_damage(st, theirs))
    st = _settle(_destroy_by_damage(st, mine))
    assert _zone(st, theirs) == "removed" and st.table.cards[theirs].owner == 1  # 415.7: its owner's zone
    assert _zone(st, mine) == "graveyard"  # not an opposing graveyard
    # … or discarded (415.9d): every route to that graveyard
    card = put(st, 1, "Mist Owl", "hand")
    events = discard_cards(st, 1, [card])
    assert _zone(st, card) == "removed" and events[0].text.endswith("(removed from the game instead)")
    own = put(st, 0, "Mist Owl", "hand")
    discard_cards(st, 0, [own])
    assert _zone(st, own) == "graveyard"


def test_nerubian_conqueror_gone_graveyards_are_back():
    # EN 714: a continuous power applies only while its card is in play
    st = start()
    axe = put_real(st, 0, "Nerubian Conqueror", "hero_row")
    destroy(st, axe, R("415.9c"))
    theirs = put(st, 1, "Mist Owl", "allies")
    st = _settle(_destroy_by_damage(st, theirs))
    assert _zone(st, theirs) == "graveyard"


def test_dramla_lifebender_plays_allies_from_graveyard_and_exiles_her_allies_leaving_play():
    # 409.1: "You can play ally cards from your graveyard." — as from the hand, its cost paid
    automated("Dramla Lifebender")
    st = start()
    put_real(st, 0, "Dramla Lifebender", "allies")
    owl = put(st, 0, "Mist Owl", "graveyard")
    theirs_in_grave = put(st, 1, "Mist Owl", "graveyard")
    resources(st, 0, 3)
    assert any(str(owl) in lab or "Mist Owl" in lab for lab in labels(st, 0))
    st = _settle(apply(st, "play", 0, uid=owl, x=0))
    assert _zone(st, owl) == "allies"
    with pytest.raises(RulesError):  # 409.1: only your own graveyard's cards
        apply(st, "play", 0, uid=theirs_in_grave, x=0)
    # EN 716: "If an ally would be put into your graveyard from play, remove it from the game instead."
    st = _settle(_destroy_by_damage(st, owl))
    assert _zone(st, owl) == "removed"
    theirs = put(st, 1, "Mist Owl", "allies")
    st = _settle(_destroy_by_damage(st, theirs))
    assert _zone(st, theirs) == "graveyard"  # not your graveyard
    card = put(st, 0, "Mist Owl", "hand")
    discard_cards(st, 0, [card])
    assert _zone(st, card) == "graveyard"  # not from play


def test_readiness_abilities_from_graveyard_this_turn_then_removed():
    # 409.1: "You can play ability cards from your graveyard this turn." EN 716: "If an ability card would enter your
    # graveyard this turn, remove it from the game instead." — Readiness itself resolves into the removed zone (305.1)
    automated("Readiness")
    st = start()
    wisdom = put_real(st, 0, "Wisdom", "graveyard")
    ally = put(st, 0, "Mist Owl", "graveyard")
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=wisdom, x=0)  # not yet
    st, ready = play_real(st, "Readiness", pay=8)
    st = _settle(st)
    assert _zone(st, ready) == "removed"
    hand = len(st.table.zone(0, "hand"))
    st = _settle(apply(st, "play", 0, uid=wisdom, x=0))
    assert len(st.table.zone(0, "hand")) == hand + 2  # Wisdom: "Draw two cards."
    assert _zone(st, wisdom) == "removed"
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=ally, x=0)  # ability cards only
    down = {"discard": lambda p: [o.id for o in p.options[:p.min]]}  # 415.4b: down to seven
    st = _next_turn(_next_turn(st, down), down)
    again = put_real(st, 0, "Wisdom", "graveyard")
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=again, x=0)  # "this turn" only
    card = put_real(st, 0, "Wisdom", "hand")
    discard_cards(st, 0, [card])
    assert _zone(st, card) == "graveyard"


def test_planned_assault_target_ability_from_graveyard_then_removed():
    # 409.1: "You can play target ability card from your graveyard this turn if able." EN 716: "If an ability card
    # would enter your graveyard this turn, remove it from the game instead."
    automated("Planned Assault")
    st = start()
    wisdom = put_real(st, 0, "Wisdom", "graveyard")
    other = put_real(st, 0, "Wisdom", "graveyard")
    st, assault = play_real(st, "Planned Assault", 0, str(wisdom), pay=8)
    st = _settle(st)
    assert _zone(st, assault) == "removed"
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=other, x=0)  # only the target
    st = _settle(apply(st, "play", 0, uid=wisdom, x=0))
    assert _zone(st, wisdom) == "removed"
    card = put(st, 0, "Mist Owl", "hand")
    discard_cards(st, 0, [card])
    assert _zone(st, card) == "graveyard"  # an ally card: not replaced


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_sand_scarab_may_remove_an_opposing_ally_destroyed(answer):
    # EN 716, 709.3: "If an opposing ally would be destroyed, you may remove it from the game instead." — any
    # destruction (415.9c), Sand Scarab's controller answers
    automated("Sand Scarab")
    st = start()
    put_real(st, 0, "Sand Scarab", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    mine = put(st, 0, "Mist Owl", "allies")
    asked: list[int] = []

    def said(pending):
        asked.append(pending.player)
        return [answer]

    st = _settle(_destroy_by_damage(st, theirs), {"optional_replacement": said})
    assert asked == [0]
    assert _zone(st, theirs) == ("removed" if answer == "yes" else "graveyard")
    st = _settle(_destroy_by_damage(st, mine), {"optional_replacement": said})
    assert asked == [0] and _zone(st, mine) == "graveyard"  # not opposing: never asked


# --- last known ATK and health of a destroyed ally (EN 709) -------------------------------------------------------


def test_akirus_counters_equal_to_the_dragonkins_last_atk():
    # EN 703, 709: "When a Dragonkin ally is destroyed, you may put X +1 ATK counters on this weapon, where X was the
    # ATK of that Dragonkin." — its ATK as it left play, counters included
    automated("Akirus the Worm-Breaker")
    st = start()
    axe = put_real(st, 0, "Akirus the Worm-Breaker", "hero_row")
    base = kw.atk(st, axe)
    drake = put_real(st, 1, "Azure Drake", "allies")  # 1 ATK Blue Dragonkin
    st.table.cards[drake].counters = {"+1 ATK": 2}
    assert kw.atk(st, drake) == 3
    st = _settle(_destroy_by_damage(st, drake), {"may": ["yes"]})
    assert _zone(st, drake) == "graveyard"
    assert kw.atk(st, axe) == base + 3
    owl = put(st, 1, "Mist Owl", "allies")  # not a Dragonkin
    st = _settle(_destroy_by_damage(st, owl), {"may": lambda p: pytest.fail("not a Dragonkin")})
    assert kw.atk(st, axe) == base + 3


def test_akirus_may_decline():
    # EN 709.3: "you may"
    st = start()
    axe = put_real(st, 0, "Akirus the Worm-Breaker", "hero_row")
    base = kw.atk(st, axe)
    drake = put_real(st, 0, "Azure Drake", "allies")
    st = _settle(_destroy_by_damage(st, drake), {"may": ["no"]})
    assert kw.atk(st, axe) == base


def test_monstrous_essence_damage_equal_to_atk_and_heal_equal_to_health():
    # EN 703, 709: "When a Monster ally you control is destroyed, your hero deals shadow damage to target hero equal to
    # that ally's ATK and heals damage from itself equal to that ally's [Health]."
    automated("Monstrous Essence")
    st = start()
    put_real(st, 0, "Monstrous Essence", "hero_row")
    muzzle = put_real(st, 0, "Muzzle", "allies")  # 4/3 Monster
    st.table.cards[muzzle].counters = {"+1 ATK": 1}
    st.table.cards[hero(st, 0)].damage = 6
    st = _settle(_destroy_by_damage(st, muzzle), {"target": [str(hero(st, 1))], "targets": [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == 5  # ATK 4 + 1 counter, as it left play
    assert st.table.cards[hero(st, 0)].damage == 3  # healed 3 (its health)
    theirs = put_real(st, 1, "Muzzle", "allies")  # an opponent's Monster: not one you control
    st = _settle(_destroy_by_damage(st, theirs))
    assert st.table.cards[hero(st, 1)].damage == 5 and st.table.cards[hero(st, 0)].damage == 3


def test_queen_azsharas_dressing_gown_a_destroyed_elf_deals_its_atk():
    # EN 703, 709, 408.2c: "When an elf you control is destroyed, it may deal arcane damage equal to it's attack to
    # target hero or ally." — a Night Elf is an elf (202.1a)
    automated("Queen Azshara's Dressing Gown")
    st = start()
    put_real(st, 0, "Queen Azshara's Dressing Gown", "hero_row")
    elf = put_real(st, 0, "Laenthor Shademoon", "allies")  # 2 ATK Night Elf
    target = put(st, 1, "Iron Sentinel", "allies")
    st = _settle(_destroy_by_damage(st, elf), {"may": ["yes"], "target": [str(target)], "targets": [str(target)]})
    assert st.table.cards[target].damage == 2
    owl = put(st, 0, "Mist Owl", "allies")  # not an elf
    st = _settle(_destroy_by_damage(st, owl), {"may": lambda p: pytest.fail("not an elf")})
    assert st.table.cards[target].damage == 2


def test_colossus_smash_an_ally_with_five_or_more_atk_destroyed():
    # EN 703, 709: "Whenever an ally you control with 5 or more ATK is destroyed, you may destroy target equipment."
    automated("Colossus Smash")
    st = start()
    put_real(st, 0, "Colossus Smash", "hero_row")
    gear = put_real(st, 1, "Akirus the Worm-Breaker", "hero_row")  # a weapon
    muzzle = put_real(st, 0, "Muzzle", "allies")  # 4 ATK: no
    st = _settle(_destroy_by_damage(st, muzzle), {"may": lambda p: pytest.fail("4 ATK")})
    assert _zone(st, gear) == "hero_row"
    grown = put_real(st, 0, "Muzzle", "allies")
    st.table.cards[grown].counters = {"+1 ATK": 1}  # 5 ATK as it leaves play
    st = _settle(_destroy_by_damage(st, grown), {"may": ["yes"], "target": [str(gear)], "targets": [str(gear)]})
    assert _zone(st, gear) == "graveyard"


# --- a condition as the card is destroyed (EN 703) ----------------------------------------------------------------


@pytest.mark.parametrize("worgen", [True, False])
def test_rolan_phoenix_pay_one_back_to_hand_while_you_control_another_worgen(worgen):
    # EN 703, 709.3, 412.2: "When this ally is destroyed while you control another Worgen, you may pay 1. If you do,
    # his owner puts him from his graveyard into his hand."
    automated("Rolan Phoenix")
    st = start()
    rolan = put_real(st, 0, "Rolan Phoenix", "allies")
    if worgen:
        put_real(st, 0, "Corin Stallnorth", "allies")
    else:
        put_real(st, 1, "Corin Stallnorth", "allies")  # an opponent's Worgen: not yours
    res = resources(st, 0, 1)
    st = _settle(_destroy_by_damage(st, rolan), {"may": ["yes"], "optional": ["yes"]})
    assert _zone(st, rolan) == ("hand" if worgen else "graveyard")
    assert st.table.cards[res[0]].tapped == worgen


# --- "if a card entered a graveyard this turn" (415.2) ------------------------------------------------------------


def test_leggings_of_the_honored_plus_four_def_once_an_ally_entered_a_graveyard():
    # EN 714, 415.2: "This armor has +4 [DEF] if an ally entered a graveyard this turn." — any graveyard, any route
    automated("Leggings of the Honored")
    st = start()
    legs = put_real(st, 0, "Leggings of the Honored", "hero_row")
    base = kw.defense(st, legs)
    ability = put_real(st, 1, "Wisdom", "hand")
    quests.note(st, discard_cards(st, 1, [ability]))  # (the engine notes each action's events)
    assert kw.defense(st, legs) == base  # not an ally
    theirs = put(st, 1, "Mist Owl", "allies")
    quests.note(st, destroy(st, theirs, R("415.9c")))
    assert kw.defense(st, legs) == base + 4
    st = _next_turn(st, {"discard": lambda p: [o.id for o in p.options[:p.min]]})
    assert kw.defense(st, legs) == base  # "this turn" only


def test_leggings_of_the_honored_an_ally_removed_instead_never_entered():
    # EN 716: removed from the game instead of going to the graveyard (Nerubian Conqueror): no ally entered one
    st = start()
    legs = put_real(st, 0, "Leggings of the Honored", "hero_row")
    put_real(st, 0, "Nerubian Conqueror", "hero_row")
    base = kw.defense(st, legs)
    theirs = put(st, 1, "Mist Owl", "allies")
    quests.note(st, destroy(st, theirs, R("415.9c")))
    assert _zone(st, theirs) == "removed" and kw.defense(st, legs) == base


def test_leggings_of_the_honored_a_discarded_ally_card_counts():
    # 415.9d: a discarded ally card is put into a graveyard too
    st = start()
    legs = put_real(st, 0, "Leggings of the Honored", "hero_row")
    base = kw.defense(st, legs)
    st, _ = play_real(st, "Wisdom", pay=4)
    st = _settle(st)  # a resolved ability enters a graveyard (305.1), not an ally
    assert kw.defense(st, legs) == base
    card = put(st, 0, "Mist Owl", "hand")
    quests.note(st, discard_cards(st, 0, [card]))
    assert kw.defense(st, legs) == base + 4


@pytest.mark.parametrize("entered", [True, False])
def test_wristwraps_of_the_cutthroat_discard_unless_a_card_entered_his_graveyard(entered):
    # EN 703, 415.9d: "At the end of each opponent's turn, if a card didn't enter his graveyard this turn, he discards a
    # card." — a resolved ability of his counts (305.1)
    automated("Wristwraps of the Cutthroat")
    st = start()
    put_real(st, 0, "Wristwraps of the Cutthroat", "hero_row")
    down = {"discard": lambda p: [o.id for o in p.options[:p.min]], "discard_effect": lambda p: [p.options[0].id]}
    st = _next_turn(st, down)  # P2's turn
    assert st.active == 1
    if entered:
        st, _ = play_real(st, "Wisdom", 1, pay=4)
        st = _settle(st)
    hand = len(st.table.zone(1, "hand"))
    grave = len(st.table.zone(1, "graveyard"))
    st = _next_turn(st, down)
    assert st.active == 0
    lost = 0 if entered else 1
    assert len(st.table.zone(1, "graveyard")) == grave + lost + max(hand - lost - 7, 0)  # then down to seven (415.4b)
    assert len(st.table.zone(1, "hand")) == min(hand - lost, 7)


def test_wristwraps_not_at_the_end_of_your_own_turn():
    # EN 703: "each opponent's turn" only
    st = start()
    put_real(st, 0, "Wristwraps of the Cutthroat", "hero_row")
    hand = len(st.table.zone(0, "hand"))
    st = _next_turn(st, {"discard": lambda p: [o.id for o in p.options[:p.min]]})
    assert len(st.table.zone(0, "graveyard")) == max(hand - 7, 0)


# --- "When one of your resources / an opposing … resource is destroyed" (415.9c) ----------------------------------


def test_morlug_soulslaver_your_resource_destroyed_deals_one_shadow():
    # EN 703: "When one of your resources is destroyed, Morlug Soulslaver deals 1 shadow damage to target hero." — a
    # face-down resource (415.8c) is one of your resources; an opponent's is not
    automated("Morlug Soulslaver")
    st = start()
    morlug = put_real(st, 0, "Morlug Soulslaver", "allies")
    mine = resources(st, 0, 1)[0]
    theirs = resources(st, 1, 1)[0]
    event_triggers(st, destroy(st, theirs, R("415.9c")))
    assert not st.triggers
    event_triggers(st, destroy(st, mine, R("415.9c")))
    st = _settle(st, {"target": [str(hero(st, 1))], "targets": [str(hero(st, 1))]})
    assert _zone(st, mine) == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 1
    assert _zone(st, morlug) == "allies"


def test_ossandran_removes_opposing_destroyed_cards_and_resources():
    # EN 703, 415.7: "When an opposing ability, ally, equipment, or resource is destroyed, remove it from the game."
    automated("Ossandran, Crematorium Master")
    st = start()
    put_real(st, 0, "Ossandran, Crematorium Master", "allies")
    ally = put(st, 1, "Mist Owl", "allies")
    weapon = put_real(st, 1, "Akirus the Worm-Breaker", "hero_row")
    res = resources(st, 1, 1)[0]
    mine = put(st, 0, "Mist Owl", "allies")
    for uid in (ally, weapon, res, mine):
        event_triggers(st, destroy(st, uid, R("415.9c")))
        st = _settle(st)
    assert [_zone(st, u) for u in (ally, weapon, res)] == ["removed"] * 3
    assert _zone(st, mine) == "graveyard"  # not an opposing card


# --- back from the graveyard later, if it stayed there (415.9b) ----------------------------------------------------

_DOWN = {"discard": lambda p: [o.id for o in p.options[:p.min]]}  # 415.4b: down to seven


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_corpse_run_an_ally_destroyed_on_your_turn_back_to_hand_at_end_of_turn(answer):
    # EN 703, 709.3, 415.9b: "When an ally in your party is destroyed during your turn, you may put it from its owner's
    # graveyard into his hand at end of turn."
    automated("Corpse Run")
    st = start()
    put_real(st, 0, "Corpse Run", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    event_triggers(st, destroy(st, owl, R("415.9c")))
    st = _settle(st, {"may": [answer]})
    assert _zone(st, owl) == "graveyard"  # not yet
    st = _next_turn(st, {**_DOWN, "may": [answer]})
    assert _zone(st, owl) == ("hand" if answer == "yes" else "graveyard")


def test_corpse_run_not_on_the_opponents_turn_nor_an_opposing_ally():
    # EN 703: "in your party … during your turn"
    st = start()
    put_real(st, 0, "Corpse Run", "hero_row")
    theirs = put(st, 1, "Mist Owl", "allies")
    event_triggers(st, destroy(st, theirs, R("415.9c")))
    assert not st.triggers
    st = _next_turn(st, _DOWN)
    assert st.active == 1
    mine = put(st, 0, "Mist Owl", "allies")
    event_triggers(st, destroy(st, mine, R("415.9c")))
    assert not st.triggers


def test_corpse_run_a_card_that_left_the_graveyard_stays_gone():
    # 415.9a, 415.9b: removed from the graveyard meanwhile, it is a new card: nothing returns
    st = start()
    put_real(st, 0, "Corpse Run", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    event_triggers(st, destroy(st, owl, R("415.9c")))
    st = _settle(st, {"may": ["yes"]})
    st.table.move(owl, "removed")
    st = _next_turn(st, _DOWN)
    assert _zone(st, owl) == "removed"


def test_anchorite_ceyla_another_ally_back_at_the_start_of_the_next_turn():
    # EN 703, 415.9b: "When another ally in your party is destroyed, its owner may put it from his graveyard into hand
    # at the start of the next turn."
    automated("Anchorite Ceyla")
    st = start()
    ceyla = put_real(st, 0, "Anchorite Ceyla", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    event_triggers(st, destroy(st, owl, R("415.9c")))
    st = _settle(st, {"may": ["yes"]})
    assert _zone(st, owl) == "graveyard"
    st = _next_turn(st, {**_DOWN, "may": ["yes"]})
    assert _zone(st, owl) == "hand"
    event_triggers(st, destroy(st, ceyla, R("415.9c")))  # herself: not another ally
    assert not st.triggers


def test_greathelm_back_to_hand_at_the_start_of_the_next_turn():
    # EN 703, 415.9b: "When Greathelm of the Scourge Champion is destroyed, you may put it from its owner's graveyard
    # into his hand at the start of the next turn."
    automated("Greathelm of the Scourge Champion")
    st = start()
    helm = put_real(st, 0, "Greathelm of the Scourge Champion", "hero_row")
    event_triggers(st, destroy(st, helm, R("415.9c")))
    st = _settle(st, {"may": ["yes"]})
    assert _zone(st, helm) == "graveyard"
    st = _next_turn(st, {**_DOWN, "may": ["yes"]})
    assert _zone(st, helm) == "hand"


def test_retainer_athan_target_player_discards_his_hand_then_draws_that_many():
    # EN 703, 415.9d, 415.9e: "When Athan is destroyed, target player discards his hand, then draws that many cards."
    data = automated("Retainer Athan")
    assert data.get("reputation") == "Scryer"  # 100.2d: read though the data lost the line break
    st = start()
    athan = put_real(st, 0, "Retainer Athan", "allies")
    before = list(st.table.zone(1, "hand"))
    grave = len(st.table.zone(1, "graveyard"))
    event_triggers(st, destroy(st, athan, R("415.9c")))
    st = _settle(st, {"target": [str(hero(st, 1))], "targets": [str(hero(st, 1))]})
    assert all(_zone(st, u) == "graveyard" for u in before)
    assert len(st.table.zone(1, "hand")) == len(before)
    assert len(st.table.zone(1, "graveyard")) == grave + len(before)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_vindicator_zalreth_removed_to_put_an_ally_from_graveyard_into_play(answer):
    # EN 703, 709.3, 710.1: "When Zalreth is destroyed, you may remove him from the game. If you do, put an ally card
    # from your graveyard into play if its cost is less than or equal to the number of resources you have."
    automated("Vindicator Zalreth")
    st = start()
    zalreth = put_real(st, 0, "Vindicator Zalreth", "allies")
    cheap = put(st, 0, "Mist Owl", "graveyard")
    costly = put_real(st, 0, "Drugush the Crusher", "graveyard")  # cost 6
    resources(st, 0, 2)
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(cheap)]

    event_triggers(st, destroy(st, zalreth, R("415.9c")))
    st = _settle(st, {"may": [answer], "optional": [answer], "wshot2_pick_own": pick})
    if answer == "yes":
        assert _zone(st, zalreth) == "removed" and _zone(st, cheap) == "allies"
        assert str(costly) not in seen[0] and str(zalreth) not in seen[0]
    else:
        assert _zone(st, zalreth) == "graveyard" and _zone(st, cheap) == "graveyard" and not seen


def test_operation_recombobulation_each_opposing_non_token_ally_destroyed_this_turn():
    # EN 702, 703: "Reward: When an opposing non-token ally is destroyed this turn, you may put an ally card from your
    # graveyard into your hand." — each time this turn; not your own allies
    automated("Operation Recombobulation")
    st = start()
    resources(st, 0, 4)
    quest = put_real(st, 0, "Operation Recombobulation", "resources", face_down=False)
    mine_in_grave = [put(st, 0, "Mist Owl", "graveyard") for _ in range(2)]
    st = _settle(apply(st, "quest", 0, uid=quest, x=0))
    own = put(st, 0, "Mist Owl", "allies")
    event_triggers(st, destroy(st, own, R("415.9c")))
    assert not st.triggers  # not opposing
    for _ in range(2):
        theirs = put(st, 1, "Mist Owl", "allies")
        event_triggers(st, destroy(st, theirs, R("415.9c")))
        st = _settle(st, {"wshot2_pick_own": lambda p: [next(o.id for o in p.options if int(o.id) in mine_in_grave)]})
    assert [_zone(st, u) for u in mine_in_grave] == ["hand", "hand"]
    st = _next_turn(st, _DOWN)
    theirs = put(st, 1, "Mist Owl", "allies")
    event_triggers(st, destroy(st, theirs, R("415.9c")))
    assert not st.triggers  # this turn only


def test_highborne_soul_mirror_destroys_the_other_allies_of_that_name():
    # EN 703, 200.1: "When an ally you control is destroyed, destroy each other ally you control with the same name as
    # that ally." — not an opponent's ally of that name, not another name
    automated("Highborne Soul Mirror")
    st = start()
    put_real(st, 0, "Highborne Soul Mirror", "hero_row")
    owls = [put(st, 0, "Mist Owl", "allies") for _ in range(3)]
    guardian = put(st, 0, "Stone Guardian", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    event_triggers(st, destroy(st, owls[0], R("415.9c")))
    st = _settle(st)
    assert [_zone(st, u) for u in owls] == ["graveyard"] * 3
    assert _zone(st, guardian) == "allies" and _zone(st, theirs) == "allies"


def test_highborne_soul_mirror_token_copy_on_your_turn():
    # 402.3: "On your turn: [Exhaust] -> Put a token copy of target ally you control into play."
    from .test_wact2_cards import power_of

    data = automated("Highborne Soul Mirror")
    st = start()
    mirror = put_real(st, 0, "Highborne Soul Mirror", "hero_row")
    guardian = put(st, 0, "Stone Guardian", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(guardian)]

    st = _settle(apply(st, "power", 0, uid=mirror, power=power_of(data), x=0), {"target": pick, "targets": pick})
    assert st.table.cards[mirror].tapped
    assert str(theirs) not in seen[0]  # an ally you control
    copies = [u for u in st.table.zone(0, "allies") if u != guardian and kw.name(st, u) == "Stone Guardian"]
    assert len(copies) == 1 and st.table.cards[copies[0]].flags.get("token")


def test_circle_of_life_its_controller_searches_for_the_same_name_into_play_exhausted():
    # EN 703, 413.1, 710.1: "When an ally is destroyed, its controller may search his deck for an ally card with the same
    # name and put it into play exhausted." — an opponent's ally: he searches his own deck
    automated("Circle of Life")
    st = start()
    put_real(st, 0, "Circle of Life", "hero_row")
    theirs = put(st, 1, "Mist Owl", "allies")  # the decks are Mist Owls (tests.wow.helpers)
    asked: list[int] = []

    def find(pending):
        asked.append(pending.player)
        return [pending.options[0].id]

    before = list(st.table.zone(1, "allies"))
    event_triggers(st, destroy(st, theirs, R("415.9c")))
    st = _settle(st, {"search": find})
    assert asked == [1]
    new = [u for u in st.table.zone(1, "allies") if u not in before]
    assert len(new) == 1 and kw.name(st, new[0]) == "Mist Owl" and st.table.cards[new[0]].tapped
    assert st.table.cards[new[0]].controller == 1


def test_circle_of_life_another_name_finds_nothing():
    # 413.3: a search for a name the deck doesn't hold finds nothing
    st = start()
    put_real(st, 0, "Circle of Life", "hero_row")
    guardian = put(st, 0, "Stone Guardian", "allies")
    deck = len(st.table.zone(0, "deck"))
    event_triggers(st, destroy(st, guardian, R("415.9c")))
    st = _settle(st, {"search": lambda p: [] if not p.options else pytest.fail("no Stone Guardian in the deck")})
    assert len(st.table.zone(0, "deck")) == deck
    assert not [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Stone Guardian"]


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_vicious_grell_pay_one_to_return_to_hand_on_an_opponents_turn(answer):
    # EN 716, 709.3: "If this ally would be destroyed on an opponent's turn, you may pay 1. If you do, return him to his
    # owner's hand instead."
    from engine.core import Action
    from engine.wow.game import ENGINE

    automated("Vicious Grell")
    st = start()  # P1's turn: an opponent's turn for P2
    grell = put_real(st, 1, "Vicious Grell", "allies")
    resources(st, 1, 1)
    st = _destroy_by_damage(st, grell)
    assert st.turn == 1 and st.pending and st.pending[0].kind == "optional_replacement" and st.pending[0].player == 1
    tr = ENGINE.apply(st, Action("choose", 1, {"picks": [answer]}))
    assert _zone(tr.state, grell) == ("hand" if answer == "yes" else "graveyard")
    assert any(e.kind == "pay" and e.player == 1 for e in tr.events) == (answer == "yes")  # 412.2: a resource exhausted


def test_vicious_grell_not_asked_when_unable_to_pay():
    # 403.1: nothing to pay with
    st = start()
    grell = put_real(st, 1, "Vicious Grell", "allies")
    st = _destroy_by_damage(st, grell)
    assert not st.pending and _zone(st, grell) == "graveyard"


def test_vicious_grell_not_asked_on_his_controllers_turn():
    # EN 716: "on an opponent's turn" only
    st = start()
    mine = put_real(st, 0, "Vicious Grell", "allies")
    resources(st, 0, 1)
    assert st.active == 0
    destroy(st, mine, R("415.9c"))  # (a question would be raised here: optional_replacement.Ask)
    assert _zone(st, mine) == "graveyard"


def test_tyrande_a_wisp_destroyed_to_pay_deals_one_nature_to_each_opposing_hero_and_ally():
    # 403.1, 405: "1, Destroy a Wisp in your party -> That Wisp deals 1 nature damage to each opposing hero and ally." —
    # and line 1 (the templates): "When a Night Elf in your party is destroyed, put a Wisp ally token … into play."
    from .test_wact2_cards import power_of

    data = automated("High Priestess Tyrande Whisperwind")
    st = start()
    tyrande = put_real(st, 0, "High Priestess Tyrande Whisperwind", "allies")
    elf = put_real(st, 0, "Laenthor Shademoon", "allies")  # a Night Elf
    owl = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # 403.1: no Wisp to destroy
        apply(st, "power", 0, uid=tyrande, power=power_of(data), x=0, pay=[owl])
    event_triggers(st, destroy(st, elf, R("415.9c")))
    st = _settle(st)
    wisp = next(u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Wisp")
    st = _settle(apply(st, "power", 0, uid=tyrande, power=power_of(data), x=0, pay=[wisp]))
    assert wisp not in st.table.cards or _zone(st, wisp) != "allies"
    assert st.table.cards[theirs].damage == 1 and st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[owl].damage == 0 and st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[tyrande].damage == 0


def test_azamital_enters_and_deals_the_cost_of_another_fire_ally():
    # EN 703, 709.1, 201.1: "When this ally enters play, he deals X fire damage to target hero or ally, where X is the
    # cost of another [Fire] ally or equipment you control."
    automated("Azami'tal the Flamebender")
    st = start()
    benethor = put_real(st, 0, "Benethor Draigo", "allies")  # a [Fire] ally costing 3
    put_real(st, 0, "Hira", "allies")  # a [Fire] ally costing 1
    put(st, 0, "Mist Owl", "allies")  # not [Fire]
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(benethor)]

    st, azami = play_real(st, "Azami'tal the Flamebender", pay=8)
    st = _settle(st, {"target": [str(hero(st, 1))], "targets": [str(hero(st, 1))], "player_picks": pick})
    assert _zone(st, azami) == "allies"
    assert len(seen) == 1 and len(seen[0]) == 2 and str(azami) not in seen[0]  # another one, [Fire] only
    assert st.table.cards[hero(st, 1)].damage == 3


def test_azamital_stash_opposing_non_hero_cards_destroyed_this_turn_are_removed():
    # EN 716: "Stash: If an opposing non-hero card would be destroyed this turn, remove it from the game instead." — the
    # card placed as a resource face up (Stash); your own cards still go to your graveyard
    st = start()
    azami = put_real(st, 0, "Azami'tal the Flamebender", "hand")
    st = _settle(apply(st, "resource", 0, uid=azami, face_up=True))
    assert _zone(st, azami) == "resources" and st.table.cards[azami].face_down
    theirs = put(st, 1, "Mist Owl", "allies")
    weapon = put_real(st, 1, "Akirus the Worm-Breaker", "hero_row")
    mine = put(st, 0, "Mist Owl", "allies")
    for uid in (theirs, weapon, mine):
        destroy(st, uid, R("415.9c"))
    assert [_zone(st, u) for u in (theirs, weapon, mine)] == ["removed", "removed", "graveyard"]
    card = put(st, 1, "Mist Owl", "hand")
    discard_cards(st, 1, [card])
    assert _zone(st, card) == "graveyard"  # discarded, not destroyed
    st = _next_turn(st, _DOWN)
    again = put(st, 1, "Mist Owl", "allies")
    destroy(st, again, R("415.9c"))
    assert _zone(st, again) == "graveyard"  # "this turn" only


def _from_graveyard_attached(name: str):
    """Play the ability on a Mist Owl of P1's graveyard (5 resources: a cost-6 ally is no legal target)."""
    automated(name)
    st = start()
    owl = put(st, 0, "Mist Owl", "graveyard")
    big = put_real(st, 0, "Drugush the Crusher", "graveyard")  # cost 6
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(owl)]

    uid = put_real(st, 0, name, "hand")
    resources(st, 0, 5)
    st = _settle(apply(st, "play", 0, uid=uid, x=0), {"target": pick, "targets": pick})
    assert seen and str(big) not in seen[0] and str(owl) in seen[0]  # EN 706: cost at most your resources
    return st, uid, owl


@pytest.mark.parametrize("name", ["Malfurion's Gift", "Spark of Life"])
def test_from_graveyard_into_play_attached_then_destroyed_when_the_ability_leaves(name):
    # 400.4: "Put target ally … from your graveyard into play and attach this ability to it." EN 703, 415.9c: "When this
    # ability leaves play, destroy attached ally."
    st, gift, owl = _from_graveyard_attached(name)
    assert _zone(st, owl) == "allies" and st.table.cards[gift].attached_to == owl
    if name == "Malfurion's Gift":
        assert kw.atk(st, owl) == kw.data(st, owl)["atk"] + 2 and kw.health(st, owl) == kw.data(st, owl)["health"] + 2
    event_triggers(st, destroy(st, gift, R("415.9c")))
    st = _settle(st)
    assert _zone(st, gift) == "graveyard" and _zone(st, owl) == "graveyard"


def test_spark_of_life_the_hosts_first_attack_each_turn_readies_it():
    # EN 703, 411.1: "Attached ally has: When this ally attacks for the first time each turn, ready it."
    st, _, owl = _from_graveyard_attached("Spark of Life")
    st.table.cards[owl].entered_turn = -1  # (test setup: it has been in play since last turn)
    st = _settle(apply(st, "attack", 0, attacker=owl, defender=hero(st, 1)), {"protector": ["none"]})
    assert not st.table.cards[owl].tapped  # readied by the trigger
    st = _fight(st)
    st = _settle(apply(st, "attack", 0, attacker=owl, defender=hero(st, 1)), {"protector": ["none"]})
    assert st.table.cards[owl].tapped  # only the first attack each turn


# --- removed "this way", back into play when the remover leaves play (415.7, 710.1) --------------------------------


def test_banish_to_the_nether_the_removed_card_returns_when_it_leaves_play():
    # 415.7: "Remove target ability, ally, or equipment from game." EN 703, 710.1: "Ongoing: When Banish to the Nether
    # leaves play, the owner of that removed card puts that card into play."
    automated("Banish to the Nether")
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st, banish = play_real(st, "Banish to the Nether", 0, str(theirs), pay=8)
    st = _settle(st)
    assert _zone(st, theirs) == "removed" and _zone(st, banish) == "hero_row"
    event_triggers(st, destroy(st, banish, R("415.9c")))
    st = _settle(st)
    assert _zone(st, theirs) == "allies" and st.table.cards[theirs].controller == 1  # its owner's, under his control


def test_sampron_each_card_removed_this_way_returns_when_he_leaves():
    # 415.7, EN 703: "[Exhaust] -> Remove target opposing ally from the game. When Sampron leaves play, the owner of each
    # card removed this way puts that card into play." — each one, however many times
    from .test_wact2_cards import power_of

    data = automated("Sampron the Banisher")
    st = start()
    sampron = put_real(st, 0, "Sampron the Banisher", "allies")
    first = put(st, 1, "Iron Sentinel", "allies")
    second = put(st, 1, "Mist Owl", "allies")
    other = put(st, 1, "Mist Owl", "removed")  # removed by something else
    for uid in (first, second):
        st.table.cards[sampron].tapped = False  # (test setup: ready again)
        st = _settle(apply(st, "power", 0, uid=sampron, power=power_of(data), x=0), {"target": [str(uid)], "targets": [str(uid)]})
        assert _zone(st, uid) == "removed"
    event_triggers(st, destroy(st, sampron, R("415.9c")))
    st = _settle(st)
    assert _zone(st, first) == "allies" and _zone(st, second) == "allies"
    assert _zone(st, other) == "removed"


def test_statue_generator_marble_counters_then_the_ally_returns():
    # 415.7, 404.1, 710.1: "When this item enters play, remove target ally from the game. If you do, add three marble
    # counters, and that ally's owner puts it into play under his control when this item leaves play. At the start of
    # your turn, remove a marble counter. If none remain, destroy this item."
    automated("Statue Generator")
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st, statue = play_real(st, "Statue Generator", pay=8)
    st = _settle(st, {"target": [str(theirs)], "targets": [str(theirs)]})
    assert _zone(st, theirs) == "removed" and st.table.cards[statue].counters.get("marble") == 3
    for left in (2, 1):
        st = _next_turn(_next_turn(st, _DOWN), _DOWN)
        assert st.active == 0 and st.table.cards[statue].counters.get("marble") == left
        assert _zone(st, theirs) == "removed"
    st = _next_turn(_next_turn(st, _DOWN), _DOWN)
    st = _settle(st)
    assert _zone(st, statue) == "graveyard"
    assert _zone(st, theirs) == "allies" and st.table.cards[theirs].controller == 1


def test_band_of_secret_names_removes_the_top_card_and_its_namesakes_then_shuffles_them_back():
    # 415.7, 413: "When this item enters play, remove the top card of target opponent's deck from the game. Then, search
    # his deck for cards with that name and remove them from the game." EN 703, 415.3b: "When this item leaves play,
    # shuffle each card removed this way into its owner's deck."
    automated("Band of Secret Names")
    st = start()
    odd = put(st, 1, "Stone Guardian", "deck")
    st.table.move(odd, "deck", position=0)  # (test setup: a Stone Guardian on top, another below)
    twin = put(st, 1, "Stone Guardian", "deck")
    size = len(st.table.zone(1, "deck"))
    st, band = play_real(st, "Band of Secret Names", pay=8)
    st = _settle(st)
    assert _zone(st, odd) == "removed" and _zone(st, twin) == "removed"
    assert len(st.table.zone(1, "deck")) == size - 2  # the Mist Owls stay
    event_triggers(st, destroy(st, band, R("415.9c")))
    st = _settle(st)
    assert _zone(st, odd) == "deck" and _zone(st, twin) == "deck" and len(st.table.zone(1, "deck")) == size


def test_obsidian_colossus_turns_to_stone_instead_of_being_destroyed():
    # EN 716: "If this ally would be destroyed, remove all damage from it, exhaust it, and add three stone counters to it
    # instead." EN 714: "While this ally has a stone counter on it, it can't ready and has Invincible." 404.1, 411.1:
    # "At the start of your turn, remove a stone counter from this ally. If none remain, ready this ally."
    automated("Obsidian Colossus")
    st = start()
    colossus = put_real(st, 0, "Obsidian Colossus", "allies")
    st.table.cards[colossus].damage = 99
    st = apply(st, "pass", st.priority)  # 410.6a: fatal damage: it would be destroyed
    card = st.table.cards[colossus]
    assert _zone(st, colossus) == "allies" and card.damage == 0 and card.tapped and card.counters.get("stone") == 3
    assert kw.has(st, colossus, "Invincible")
    for left in (2, 1):
        st = _next_turn(st, _DOWN) if st.active == 0 else st
        st = _next_turn(st, _DOWN)
        assert st.active == 0 and st.table.cards[colossus].counters.get("stone") == left
        assert st.table.cards[colossus].tapped  # 411.1: it can't ready, not even in the ready step
    st = _next_turn(_next_turn(st, _DOWN), _DOWN)
    assert st.active == 0 and not st.table.cards[colossus].counters.get("stone")
    assert not st.table.cards[colossus].tapped and not kw.has(st, colossus, "Invincible")


def test_wild_mushroom_last_counter_destroys_it_for_five_plus_five_per_other_mushroom():
    # 404.1, 415.9c, 405: "At the start of your turn, remove a fungus counter form this ability. If none remain, destroy
    # this ability. If you do, your hero deals 5 nature damage to target hero, plus an additional 5 for each other
    # ability named Wild Mushroom you control."
    automated("Wild Mushroom")
    st = start()
    st, first = play_real(st, "Wild Mushroom", pay=8)
    st = _settle(st)
    assert st.table.cards[first].counters.get("fungus") == 3  # line 1 (the templates): enters with three
    st.table.cards[first].counters["fungus"] = 1  # (test setup: its last one)
    second = put_real(st, 0, "Wild Mushroom", "hero_row")
    st.table.cards[second].counters["fungus"] = 3
    foe = hero(st, 1)
    st = _next_turn(_next_turn(st, _DOWN), {**_DOWN, "target": [str(foe)], "targets": [str(foe)]})
    assert st.active == 0
    st = _settle(st, {"target": [str(foe)], "targets": [str(foe)]})
    assert _zone(st, first) == "graveyard" and _zone(st, second) == "hero_row"
    assert st.table.cards[second].counters.get("fungus") == 2
    assert st.table.cards[foe].damage == 10  # 5, plus 5 for the other Wild Mushroom; none from the second


def test_brain_lock_skips_the_opponents_draws_for_its_frost_counters():
    # EN 716, 404.1: "Brain Lock enters play with two frost counters. If an opponent would draw a card, he skips drawing
    # that card and you remove a frost counter instead. If none remain, destroy Brain Lock." — not your own draws
    from engine.wow.procedure import draw

    automated("Brain Lock")
    st = start()
    st, lock = play_real(st, "Brain Lock", pay=8)
    st = _settle(st)
    assert _zone(st, lock) == "hero_row" and st.table.cards[lock].counters.get("frost") == 2
    mine = len(st.table.zone(0, "hand"))
    draw(st, 0, 1, R("415.9e"))
    assert len(st.table.zone(0, "hand")) == mine + 1 and st.table.cards[lock].counters.get("frost") == 2
    theirs = len(st.table.zone(1, "hand"))
    draw(st, 1, 1, R("415.9e"))
    assert len(st.table.zone(1, "hand")) == theirs and st.table.cards[lock].counters.get("frost") == 1
    draw(st, 1, 2, R("415.9e"))  # the second card: none left, Brain Lock is gone, he draws it
    assert _zone(st, lock) == "graveyard"
    assert len(st.table.zone(1, "hand")) == theirs + 1


def test_reincarnation_your_hero_survives_with_fourteen_damage_once():
    # EN 716: "If your hero would be destroyed, remove Reincarnation from the game and remove all but 14 damage from your
    # hero instead." — once: Reincarnation is gone afterwards
    automated("Reincarnation")
    st = start()
    rein = put_real(st, 0, "Reincarnation", "hero_row")
    me = hero(st, 0)
    st.table.cards[me].damage = 99
    st = apply(st, "pass", st.priority)  # 410.6a: fatal damage
    assert not st.over and _zone(st, me) == "hero_row" and st.table.cards[me].damage == 14
    assert _zone(st, rein) == "removed"
    st.table.cards[me].damage = 99
    st = apply(st, "pass", st.priority)
    assert st.over  # no Reincarnation left


def test_reincarnation_not_for_an_opponents_hero():
    # EN 716: "your hero"
    st = start()
    put_real(st, 1, "Reincarnation", "hero_row")
    st.table.cards[hero(st, 0)].damage = 99
    st = apply(st, "pass", st.priority)
    assert st.over


def test_prototype_reaper_enters_exhausts_readies_and_leaves():
    # EN 703, 405: "When this ally enters play, leaves play, exhausts, or readies, it may deal 1 melee damage to target
    # ally."
    automated("Prototype Reaper")
    st = start()
    target = put(st, 1, "Iron Sentinel", "allies")  # 4 health
    answers = {"may": ["yes"], "target": [str(target)], "targets": [str(target)]}
    st, reaper = play_real(st, "Prototype Reaper", pay=8)
    st = _settle(st, answers)
    assert _zone(st, reaper) == "allies" and st.table.cards[target].damage == 1  # entered
    st.table.cards[reaper].entered_turn = -1  # (test setup: in play since last turn)
    st = _settle(apply(st, "attack", 0, attacker=reaper, defender=hero(st, 1)), {**answers, "protector": ["none"]})
    assert st.table.cards[target].damage == 2  # exhausted by attacking (411.1)
    st = _fight(st, answers)
    st = _next_turn(_next_turn(st, {**_DOWN, **answers}), {**_DOWN, **answers})
    assert st.table.cards[target].damage == 3  # readied in the ready step (501.1a)
    event_triggers(st, destroy(st, reaper, R("415.9c")))
    st = _settle(st, answers)
    assert _zone(st, target) == "graveyard"  # left play: the fourth damage is fatal (410.6a)


def test_aggra_has_the_two_chosen_keywords_until_she_leaves_play():
    # EN 703, 709.1: "When Aggra enters play, choose two of the following: Assault 4, Elusive, Mend 4, or Untargetable.
    # Aggra has the chosen keywords until she leaves play."
    automated("Aggra")
    st = start()
    st, aggra = play_real(st, "Aggra", pay=8)
    st = _settle(st, {"keyword_pick": ["Assault 4", "Untargetable"]})
    assert kw.keywords(st, aggra).get("Assault") == 4 and kw.has(st, aggra, "Untargetable")
    assert not kw.has(st, aggra, "Elusive") and not kw.has(st, aggra, "Mend")
    st = _next_turn(_next_turn(st, _DOWN), _DOWN)
    assert kw.keywords(st, aggra).get("Assault") == 4  # not "this turn": until she leaves play
    from engine.wow.leaving_play import leave_play

    leave_play(st, aggra, "hand", R("415.9a"))  # back to hand, then into play again: a new card (415.9a)
    st.table.move(aggra, "allies")
    assert not kw.has(st, aggra, "Assault")


def test_morn_salts_the_land_plays_an_ability_from_an_opponents_graveyard():
    # 409.1: "3, Flip Morn -> You can play target ability card from an opponent's graveyard this turn." — his cost paid
    # by you, under your control; back to its owner's graveyard (415.2); only that card, only this turn
    from engine.core import Action
    from engine.wow.game import ENGINE

    from .test_whero_cards import _as_hero, _power_index

    data = automated("Morn Salts-the-Land")
    st = start()
    morn = _as_hero(st, 0, "Morn Salts-the-Land")
    wisdom = put_real(st, 1, "Wisdom", "graveyard")
    other = put_real(st, 1, "Wisdom", "graveyard")
    mine = put_real(st, 0, "Wisdom", "graveyard")

    def plays(s):
        return sorted(a.args["uid"] for a in ENGINE.legal_actions(s, 0) if a.type == "play")

    assert wisdom not in plays(st)
    resources(st, 0, 3)
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(wisdom)]

    st = _settle(apply(st, "power", 0, uid=morn, power=_power_index(data), x=0), {"target": pick, "targets": pick})
    assert str(mine) not in seen[0]  # an opponent's graveyard only
    resources(st, 0, 4)
    assert wisdom in plays(st) and other not in plays(st) and mine not in plays(st)
    hand = len(st.table.zone(0, "hand"))
    st = _settle(apply(st, "play", 0, uid=wisdom, x=0))
    assert len(st.table.zone(0, "hand")) == hand + 2  # you draw (the controller of the link, 409.1)
    assert _zone(st, wisdom) == "graveyard" and st.table.cards[wisdom].owner == 1 and wisdom in st.table.zone(1, "graveyard")
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("play", 0, {"uid": wisdom, "x": 0}))  # used up (415.9a)
