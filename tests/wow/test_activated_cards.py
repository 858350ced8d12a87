"""Helper activated: payment powers (cost -> effect, EN 701) read by ``engine.wow.cards.templates_activated``
— each played with a real card of the pool and asserted on every clause of its text."""

from __future__ import annotations

import pytest

from engine.core.effects import Modifier
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cant_deal_damage import CANT_DEAL_DAMAGE
from engine.wow.damage import deal
from engine.wow.engine import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wact2_cards import options, power_of
from .test_wscale_amounts import as_hero

pytestmark = needs(WOW_CARDS)


def x_uses(st, uid: int, power: int) -> set[int]:
    """The X values the legal actions offer for the card's power."""
    return {a.args["x"] for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == uid and a.args.get("power") == power}


def ready_count(st, player: int) -> int:
    return sum(1 for u in st.table.zones[player]["resources"] if not st.table.cards[u].tapped)


# --- "Destroy target … with cost X." (201.3, 707.1b) ---------------------------------------------------


def test_anchorite_kalinna_destroys_an_ability_whose_cost_is_the_x_paid():
    # WoW 201.3 / 707.1b: "X, Flip Anchorite Kalinna -> Destroy target ability with cost X."
    data = automated("Anchorite Kalinna")
    st = start()
    kalinna = as_hero(st, "Anchorite Kalinna")
    totem = put(st, 1, "Soothing Totem", "allies")  # an ongoing ability, cost 1
    shout = put_real(st, 1, "Enduring Shout", "allies")  # cost 3
    owl = put(st, 1, "Mist Owl", "allies")  # an ally, cost 2: not an ability
    resources(st, 0, 4)
    power = power_of(data)
    assert x_uses(st, kalinna, power) == {1, 3}  # 707.1d: only an X with a legal target (no cost-0 or cost-2 ability)
    st = apply(st, "power", 0, uid=kalinna, power=power, x=1)
    assert options(st) == {str(totem)}  # cost exactly X = 1
    st = resolve_chain(choose(st, str(totem)))
    assert st.table.cards[totem].zone == "graveyard"
    assert st.table.cards[shout].zone == "allies" and st.table.cards[owl].zone == "allies"
    assert st.table.cards[kalinna].flags.get("flipped")  # the cost: Flip Anchorite Kalinna (301.2)
    assert ready_count(st, 0) == 3  # X = 1 paid


def test_anchorite_kalinna_refuses_an_x_without_a_target():
    # WoW 707.1d: no ability with cost 2 in play, so X = 2 names no legal target
    data = automated("Anchorite Kalinna")
    st = start()
    kalinna = as_hero(st, "Anchorite Kalinna")
    put(st, 1, "Soothing Totem", "allies")
    resources(st, 0, 4)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=kalinna, power=power_of(data), x=2)


def test_battle_mages_baton_destroys_an_ability_ally_or_equipment_of_cost_x():
    # WoW 201.3: "X, Exhaust your hero -> Destroy target ability, ally, or equipment with cost X."
    data = automated("Battle Mage's Baton")
    st = start()
    baton = put_real(st, 0, "Battle Mage's Baton", "hero_row")
    owl = put(st, 1, "Mist Owl", "allies")  # ally, cost 2
    sword = put(st, 1, "Worn Longsword", "hero_row")  # weapon, cost 2
    axe = put(st, 1, "Great Axe", "hero_row")  # weapon, cost 3
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=baton, power=power_of(data), x=2)
    assert {str(owl), str(sword)} <= options(st) and str(axe) not in options(st)
    st = resolve_chain(choose(st, str(sword)))
    assert st.table.cards[sword].zone == "graveyard" and st.table.cards[axe].zone == "hero_row"
    assert st.table.cards[hero(st, 0)].tapped  # the cost: Exhaust your hero (411.1)
    assert ready_count(st, 0) == 0  # X = 2 paid


def test_chipper_ironbane_destroys_itself_and_an_ability_or_equipment_of_cost_x():
    # WoW 201.3 / 403.1: "X, Destroy Chipper Ironbane -> Destroy target ability or equipment with cost X."
    data = automated("Chipper Ironbane")
    st = start()
    chipper = put_real(st, 0, "Chipper Ironbane", "allies")
    axe = put(st, 1, "Great Axe", "hero_row")  # equipment, cost 3
    brute = put(st, 1, "Raging Brute", "allies")  # ally, cost 3: not an ability or equipment
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=chipper, power=power_of(data), x=3)
    assert options(st) == {str(axe)}
    st = choose(st, str(axe))
    assert st.table.cards[chipper].zone == "graveyard"  # destroyed as the cost, once the target is chosen (EN 707, 403.1)
    st = resolve_chain(st)
    assert st.table.cards[axe].zone == "graveyard" and st.table.cards[brute].zone == "allies"


def test_zagzil_destroys_a_weapon_of_cost_x_only_on_your_turn():
    # WoW 201.3 / EN 701: "X, Flip Zag'zil -> Destroy target weapon with cost X. Use only on your turn."
    data = automated("Zag'zil")
    st = start()
    zagzil = as_hero(st, "Zag'zil")
    sword = put(st, 1, "Worn Longsword", "hero_row")  # weapon, cost 2
    banner = put(st, 1, "War Banner", "hero_row")  # item, cost 2: not a weapon
    resources(st, 0, 2)
    st.active = 1
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=zagzil, power=power_of(data), x=2)
    st.active = 0
    st = apply(st, "power", 0, uid=zagzil, power=power_of(data), x=2)
    assert options(st) == {str(sword)}
    st = resolve_chain(choose(st, str(sword)))
    assert st.table.cards[sword].zone == "graveyard" and st.table.cards[banner].zone == "hero_row"
    assert st.table.cards[zagzil].flags.get("flipped")


def test_cost_x_target_is_checked_again_on_resolution():
    # WoW 709.2a: the target must still be legal (a cost of X) as the power resolves
    data = automated("Zag'zil")
    st = start({"auto_pass": False})
    zagzil = as_hero(st, "Zag'zil")
    sword = put(st, 1, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=zagzil, power=power_of(data), x=2)
    st = choose(st, str(sword))
    assert st.chain  # on the chain, not resolved yet
    st.cards[st.table.cards[sword].card_id] = {**st.cards[st.table.cards[sword].card_id], "cost": 3}  # its cost no longer X
    st = resolve_chain(st)
    assert st.table.cards[sword].zone == "hero_row" and not st.chain


# --- "Target … can't deal damage this turn." (103.2) ---------------------------------------------------


def test_enveloping_shadows_target_ally_deals_no_damage_this_turn_even_unpreventable():
    # WoW 103.2: "Ongoing: [Exhaust] -> Target ally can't deal damage this turn." ("can't": no prevention, no replacement)
    data = automated("Enveloping Shadows")
    st = start()
    shadows = put_real(st, 0, "Enveloping Shadows", "allies")
    brute = put(st, 1, "Raging Brute", "allies")
    owl = put(st, 1, "Mist Owl", "allies")
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=shadows, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(brute)))
    assert st.table.cards[shadows].tapped  # the cost: [Exhaust] (411.1)
    assert kw.has(st, brute, CANT_DEAL_DAMAGE) and not kw.has(st, owl, CANT_DEAL_DAMAGE)
    target = hero(st, 0)
    events = deal(st, brute, target, 3, "melee", combat=True, unpreventable=True)
    assert st.table.cards[target].damage == 0 and not any(e.kind == "prevent" for e in events)  # nothing dealt, nothing prevented
    deal(st, owl, target, 1, "nature", combat=True)
    assert st.table.cards[target].damage == 1  # another ally still deals damage
    st.modifiers = [m for m in st.modifiers if m.duration != "this_turn"]  # the turn ends (this turn's modifiers end)
    deal(st, brute, target, 3, "melee", combat=True)
    assert st.table.cards[target].damage == 4


def test_heartrazor_target_hero_deals_no_damage_this_turn():
    # WoW 103.2 / 403.1: "1, Destroy Heartrazor -> Target hero can't deal damage this turn."
    data = automated("Heartrazor")
    st = start()
    razor = put_real(st, 0, "Heartrazor", "hero_row")
    foe, mine = hero(st, 1), hero(st, 0)
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=razor, power=power_of(data), x=0)
    st = choose(st, str(foe))
    assert st.table.cards[razor].zone == "graveyard"  # destroyed as the cost (403.1)
    st = resolve_chain(st)
    assert kw.has(st, foe, CANT_DEAL_DAMAGE)
    owl = put(st, 0, "Mist Owl", "allies")
    deal(st, foe, owl, 3, "fire")
    assert st.table.cards[owl].damage == 0  # the hero deals no damage (an ability's damage included)
    deal(st, mine, owl, 1, "fire")
    assert st.table.cards[owl].damage == 1


def test_meltdown_destroy_mode_needs_a_weapon_of_cost_x():
    # WoW 707.1c / 707.1d / 201.3: "Choose one: Your hero deals X fire damage to target ally; or destroy target weapon with cost X."
    automated("Meltdown")
    st = start()
    sword = put(st, 1, "Worn Longsword", "hero_row")  # weapon, cost 2
    axe = put(st, 1, "Great Axe", "hero_row")  # weapon, cost 3
    meltdown = put_real(st, 0, "Meltdown", "hand")
    cost = st.cards[st.table.cards[meltdown].card_id]["cost"]
    resources(st, 0, cost + 2)
    st = apply(st, "play", 0, uid=meltdown, x=2)
    assert st.pending[0].kind == "mode" and options(st) == {"1"}  # no ally in play: only the weapon mode has a target
    st = choose(st, "1")
    assert options(st) == {str(sword)}  # cost exactly X = 2, not the cost-3 axe
    st = resolve_chain(choose(st, str(sword)))
    assert st.table.cards[sword].zone == "graveyard" and st.table.cards[axe].zone == "hero_row"


def test_meltdown_deals_x_fire_damage_to_target_ally():
    # WoW 707.1c / 201.3: the first mode, "Your hero deals X fire damage to target ally."
    automated("Meltdown")
    st = start()
    brute = put(st, 1, "Raging Brute", "allies")  # 4 health
    meltdown = put_real(st, 0, "Meltdown", "hand")
    cost = st.cards[st.table.cards[meltdown].card_id]["cost"]
    resources(st, 0, cost + 3)
    st = apply(st, "play", 0, uid=meltdown, x=3)
    assert options(st) == {"0"}  # no weapon with cost 3 in play
    st = resolve_chain(choose(choose(st, "0"), str(brute)))
    assert st.table.cards[brute].damage == 3


# --- a keyword picked as the power resolves (EN 709.1) -----------------------------------------------


def test_soridormi_gives_target_ally_you_control_the_picked_keyword_this_turn():
    # WoW 709.1: "1 -> Target ally you control has Protector, Elusive, Stealth, or Untargetable this turn."
    data = automated("Soridormi")
    st = start()
    sori = put_real(st, 0, "Soridormi", "allies")
    brute = put(st, 0, "Raging Brute", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=sori, power=power_of(data), x=0)
    assert str(theirs) not in options(st) and str(brute) in options(st)  # an ally you control
    st = resolve_chain(choose(st, str(brute)))
    assert st.pending[0].kind == "keyword_pick" and st.pending[0].player == 0
    assert options(st) == {"Protector", "Elusive", "Stealth", "Untargetable"}
    st = resolve_chain(choose(st, "Stealth"))
    assert kw.has(st, brute, "Stealth") and not kw.has(st, brute, "Protector") and not kw.has(st, sori, "Stealth")
    assert ready_count(st, 0) == 0  # the cost: 1
    st.modifiers = [m for m in st.modifiers if m.duration != "this_turn"]  # this turn only
    assert not kw.has(st, brute, "Stealth")


def test_addisyn_the_untouchable_has_the_picked_resistance_this_turn():
    # WoW 709.1 / EN glossary (Fire Resistance): "3, Flip Addisyn -> Choose arcane, fire, frost, nature, or shadow.
    # Addisyn has the chosen resistance this turn."
    data = automated("Addisyn the Untouchable")
    st = start()
    addisyn = as_hero(st, "Addisyn the Untouchable")
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=addisyn, power=power_of(data), x=0)
    st = resolve_chain(st)
    assert options(st) == {"Arcane", "Fire", "Frost", "Nature", "Shadow"} and st.pending[0].player == 0
    st = resolve_chain(choose(st, "Fire"))
    assert kw.has(st, addisyn, "Fire Resistance") and not kw.has(st, addisyn, "Frost Resistance")
    assert st.table.cards[addisyn].flags.get("flipped")  # the cost: Flip Addisyn (301.2)
    foe = put(st, 1, "Mist Owl", "allies")
    deal(st, foe, addisyn, 3, "fire")
    assert st.table.cards[addisyn].damage == 0  # fire damage prevented
    deal(st, foe, addisyn, 2, "frost")
    assert st.table.cards[addisyn].damage == 2


# --- X paid in placed damage (405.3, 707.1b) -------------------------------------------------------------


def test_narmak_doomratchet_puts_x_damage_on_your_hero_and_deals_x_shadow_damage():
    # WoW 405.3 / 707.1b: "[Exhaust], Put X damage on your hero -> Narmak Doomratchet deals X shadow damage to target ally."
    data = automated("Narmak Doomratchet")
    st = start()
    narmak = put_real(st, 0, "Narmak Doomratchet", "allies")
    brute = put(st, 1, "Raging Brute", "allies")  # 4 health
    power = power_of(data)
    assert max(x_uses(st, narmak, power)) == 10  # X costs no resources: none are needed
    st = apply(st, "power", 0, uid=narmak, power=power, x=3)
    st = resolve_chain(choose(st, str(brute)))
    assert st.table.cards[hero(st, 0)].damage == 3  # the cost: X damage put on your hero (405.3)
    assert st.table.cards[brute].damage == 3  # X shadow damage dealt by Narmak
    assert st.table.cards[narmak].tapped  # [Exhaust]


def test_dizdemona_pays_three_flips_and_puts_x_damage_on_herself():
    # WoW 405.3 / 301.2: "3, Flip Dizdemona, put X damage on her -> Dizdemona deals X shadow damage to target ally.
    # Use only on your turn."
    data = automated("Dizdemona")
    st = start()
    diz = as_hero(st, "Dizdemona")
    brute = put(st, 1, "Raging Brute", "allies")
    resources(st, 0, 3)
    st.active = 1
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=diz, power=power_of(data), x=2)
    st.active = 0
    st = apply(st, "power", 0, uid=diz, power=power_of(data), x=2)
    st = resolve_chain(choose(st, str(brute)))
    assert st.table.cards[diz].damage == 2 and st.table.cards[diz].flags.get("flipped")
    assert st.table.cards[brute].damage == 2
    assert ready_count(st, 0) == 0  # 3 resources, X not paid in resources


# --- scripts (engine/wow/cards/scripts/activated.toml) ------------------------------------------------------


def test_divine_spirit_readies_up_to_three_of_your_resources():
    # WoW 707.1c / 706: "Ongoing: [Exhaust] -> Draw a card, or ready up to three of your resources." (the second mode)
    data = automated("Divine Spirit")
    st = start()
    spirit = put_real(st, 0, "Divine Spirit", "allies")
    mine = resources(st, 0, 4)
    theirs = resources(st, 1, 1)
    for u in [*mine, *theirs]:
        st.table.cards[u].tapped = True
    st = apply(st, "power", 0, uid=spirit, power=power_of(data), x=0)
    assert st.pending[0].kind == "mode" and options(st) == {"0", "1"}
    st = choose(st, "1")
    assert str(theirs[0]) not in options(st)  # your resources only
    for u in mine[:3]:
        st = choose(st, str(u))
    st = resolve_chain(st)
    assert [st.table.cards[u].tapped for u in mine] == [False, False, False, True]  # up to three
    assert st.table.cards[spirit].tapped  # [Exhaust]


def test_divine_spirit_draws_a_card():
    # WoW 707.1c: the first mode, "Draw a card."
    data = automated("Divine Spirit")
    st = start()
    spirit = put_real(st, 0, "Divine Spirit", "allies")
    hand = len(st.table.zones[0]["hand"])
    st = apply(st, "power", 0, uid=spirit, power=power_of(data), x=0)
    st = resolve_chain(choose(st, "0"))
    assert len(st.table.zones[0]["hand"]) == hand + 1
    assert st.table.cards[spirit].tapped


def test_axe_of_grounded_flame_removes_a_counter_for_a_picked_resistance_on_your_turn():
    # WoW 403.1 / 404.1 / 709.1: "On you turn: Remove a +1 ATK counter from this weapon -> Target ally has Arcane, Fire,
    # or Nature Resistance this turn." ("On you turn": a misprint of "On your turn")
    from engine.wow.counters import counters, normalize_counter

    data = automated("Axe of Grounded Flame")
    st = start()
    axe = put_real(st, 0, "Axe of Grounded Flame", "hero_row")
    st.table.cards[axe].counters[normalize_counter("+1 ATK")] = 1
    owl = put(st, 0, "Mist Owl", "allies")
    st.active = 1
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=axe, power=power_of(data), x=0)
    st.active = 0
    st = apply(st, "power", 0, uid=axe, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(owl)))
    assert counters(st, axe, "+1 ATK") == 0  # the cost (403.1)
    assert options(st) == {"Arcane", "Fire", "Nature"}
    st = resolve_chain(choose(st, "Nature"))
    assert kw.has(st, owl, "Nature Resistance") and not kw.has(st, owl, "Fire Resistance")
    with pytest.raises(RulesError):  # no +1 ATK counter left to remove
        apply(st, "power", 0, uid=axe, power=power_of(data), x=0)


def test_double_attack_handguards_gives_assault_equal_to_the_targets_atk():
    # WoW 709.1 / 714.1: "3, [Exhaust] -> Target ally has Assault X this turn, where X is its ATK." (X counted as it resolves)
    data = automated("Double Attack Handguards")
    st = start()
    gloves = put_real(st, 0, "Double Attack Handguards", "hero_row")
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    owl = put(st, 0, "Mist Owl", "allies")  # 1 ATK
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=gloves, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(sentinel)))
    assert kw.keywords(st, sentinel).get("Assault") == 4 and "Assault" not in kw.keywords(st, owl)
    assert kw.atk(st, sentinel) == 8  # Assault 4 on your turn
    assert st.table.cards[gloves].tapped and ready_count(st, 0) == 0  # the cost: 3, [Exhaust]
    st.modifiers = [m for m in st.modifiers if m.duration != "this_turn"]  # this turn only
    assert kw.atk(st, sentinel) == 4


def test_cursed_vision_of_sargeras_turns_a_resource_face_down_only_after_you_completed_a_quest():
    # WoW 709 / 412.1b: "[Exhaust] -> If you completed a quest this turn, turn target resource face down."
    data = automated("Cursed Vision of Sargeras")
    st = start()
    vision = put_real(st, 0, "Cursed Vision of Sargeras", "hero_row")
    quest = put(st, 1, "Mist Owl", "resources", face_down=False)  # a face-up resource
    st = apply(st, "power", 0, uid=vision, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(quest)))
    assert not st.table.cards[quest].face_down  # no quest completed this turn: nothing happens
    assert st.table.cards[vision].tapped
    st.table.cards[vision].tapped = False
    st.turn_log.append({"ev": "quest", "who": 1, "turn": st.turn})  # an opponent's completion does not count
    st = apply(st, "power", 0, uid=vision, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(quest)))
    assert not st.table.cards[quest].face_down
    st.table.cards[vision].tapped = False
    st.turn_log.append({"ev": "quest", "who": 0, "turn": st.turn})  # you completed a quest this turn (quests.note)
    st = apply(st, "power", 0, uid=vision, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(quest)))
    assert st.table.cards[quest].face_down


def test_divine_favor_removes_the_top_x_cards_of_your_deck_and_heals_x():
    # WoW 403.1 / 707.1b: "Ongoing: [Exhaust], Remove the top X cards of your deck from the game -> Your hero heals X damage
    # from target hero or ally." (X paid in cards, not resources)
    data = automated("Divine Favor")
    st = start()
    favor = put_real(st, 0, "Divine Favor", "allies")
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[sentinel].damage = 3
    top = list(st.table.zones[0]["deck"])[:3]
    st = apply(st, "power", 0, uid=favor, power=power_of(data), x=2)
    st = resolve_chain(choose(st, str(sentinel)))
    assert st.table.cards[sentinel].damage == 1  # healed X = 2
    assert [st.table.cards[u].zone for u in top] == ["removed", "removed", "deck"]  # the top two, as the cost
    assert st.table.cards[favor].tapped


def test_divine_favor_x_is_at_most_the_cards_in_your_deck():
    # WoW 403.1: a cost that can't be paid can't be paid at all
    data = automated("Divine Favor")
    st = start()
    favor = put_real(st, 0, "Divine Favor", "allies")
    put(st, 0, "Iron Sentinel", "allies")
    for u in list(st.table.zones[0]["deck"])[2:]:
        st.table.cards[u].zone = "removed"
        st.table.zones[0]["deck"].remove(u)
        st.table.zones[0]["removed"].append(u)
    assert x_uses(st, favor, power_of(data)) == {0, 1, 2}
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=favor, power=power_of(data), x=3)


def test_phoenix_fire_band_prevents_all_fire_damage_to_target_this_turn():
    # WoW EN 717 / 403.1: "1, Destroy Phoenix-fire Band -> Prevent all fire damage that would be dealt to target hero or ally this turn."
    data = automated("Phoenix-fire Band")
    st = start()
    band = put_real(st, 0, "Phoenix-fire Band", "hero_row")
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Mist Owl", "allies")
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=band, power=power_of(data), x=0)
    st = choose(st, str(sentinel))
    assert st.table.cards[band].zone == "graveyard"  # destroyed as the cost (403.1)
    st = resolve_chain(st)
    events = deal(st, foe, sentinel, 3, "fire")
    assert st.table.cards[sentinel].damage == 0 and any(e.kind == "prevent" for e in events)  # fire: prevented
    deal(st, foe, sentinel, 1, "frost")
    assert st.table.cards[sentinel].damage == 1  # another type is dealt
    deal(st, foe, sentinel, 2, "fire", unpreventable=True)
    assert st.table.cards[sentinel].damage == 3  # unpreventable damage isn't prevented (EN 717)
    st.modifiers = [m for m in st.modifiers if m.duration != "this_turn"]  # this turn only
    deal(st, foe, sentinel, 1, "fire")
    assert st.table.cards[sentinel].damage == 4


def test_heavenly_breeze_removes_x_breeze_counters_and_heals_one_for_each():
    # WoW 403.1 / 403.4 / 707.1b: "2, [Exhaust], Remove any number of breeze counters from this armor -> Your hero heals 1
    # damage from itself for each counter removed this way." (the other line, a breeze counter each turn, is a template's)
    from engine.wow.counters import counters

    data = automated("Heavenly Breeze")
    st = start()
    breeze = put_real(st, 0, "Heavenly Breeze", "hero_row")
    st.table.cards[breeze].counters["breeze"] = 3
    me = hero(st, 0)
    st.table.cards[me].damage = 5
    resources(st, 0, 2)
    power = power_of(data)
    assert x_uses(st, breeze, power) == {0, 1, 2, 3}  # at most the counters on it
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=breeze, power=power, x=4)
    st = resolve_chain(apply(st, "power", 0, uid=breeze, power=power, x=2))
    assert counters(st, breeze, "breeze") == 1
    assert st.table.cards[me].damage == 3  # healed 1 for each of the 2 removed
    assert st.table.cards[breeze].tapped and ready_count(st, 0) == 0  # 2, [Exhaust]; X isn't paid in resources


def test_libram_of_radiance_deals_unpreventable_holy_damage_and_readies_when_you_play_a_paladin_armor():
    # WoW 203.2 / EN 717: "1, [Exhaust] -> Your hero deals 1 unpreventable holy damage to target hero or ally. When you
    # play a [Paladin] armor, ready this item." (a payment power, then the card's own triggered power on the same line)
    data = automated("Libram of Radiance")
    st = start()
    libram = put_real(st, 0, "Libram of Radiance", "hero_row")
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    st.modifiers.append(Modifier(sentinel, "", 1, keyword="Holy Resistance", duration="this_turn", player=1, turn=st.turn, source=sentinel))
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=libram, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(sentinel)))
    assert st.table.cards[sentinel].damage == 1  # unpreventable: Holy Resistance doesn't prevent it
    assert st.table.cards[libram].tapped
    helm = put(st, 0, "Chain Helm", "hand")  # an armor, not a [Paladin] one
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "play", 0, uid=helm, x=0))
    assert st.table.cards[libram].tapped
    gauntlets = put_real(st, 0, "Bonefist Gauntlets", "hand")  # a [Paladin] armor
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=gauntlets, x=0))
    assert not st.table.cards[libram].tapped  # readied


def test_leggings_of_the_vanquished_usurper_give_assault_two_to_allies_neither_horde_nor_alliance():
    # WoW 202.1a / 714.1: "2, [Exhaust] -> Non-[Horde], non-[Alliance] allies you control have Assault 2 this turn."
    data = automated("Leggings of the Vanquished Usurper")
    st = start()
    legs = put_real(st, 0, "Leggings of the Vanquished Usurper", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")  # neutral
    anika, araelun = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Araelun", "allies")  # Alliance, Horde
    theirs = put(st, 1, "Loyal Hound", "allies")  # neutral, not yours
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=legs, power=power_of(data), x=0))
    assert kw.keywords(st, owl).get("Assault") == 2
    assert "Assault" not in kw.keywords(st, anika) and "Assault" not in kw.keywords(st, araelun)
    assert "Assault" not in kw.keywords(st, theirs)
    assert st.table.cards[legs].tapped and ready_count(st, 0) == 0
