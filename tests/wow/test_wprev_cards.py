"""Helper wprev: cards whose text involves damage prevention, replacements ("instead"), target changes, copies and
gaining control — the scripts of ``engine/wow/cards/scripts/wprev.toml`` and the engine pieces they use. Each card is
played with the real card of the pool and every clause of its text is checked. EN numbers: rules outside the provided
(Japanese, 6.0) document, as the checklist names them."""

from __future__ import annotations

import pytest

from engine.wow import costs
from engine.wow import keywords as kw
from engine.wow.counters import counters
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def _bolt(st, target: int, player: int = 0):
    """``player`` plays Frostbolt at ``target`` (3 frost damage) and the chain resolves."""
    return resolve_chain(play_real(st, "Frostbolt", player, str(target))[0])


def test_power_word_barrier_two_bubbles_prevent_two_packets_to_your_characters_then_it_is_destroyed():
    # 404.1a: "This ability enters play with two bubble counters on it." / EN 717, 404.1d: "Ongoing: If a hero or ally you
    # control would be dealt damage, remove a bubble counter from this ability. If you do, prevent that damage. Then, if
    # no bubble counters remain, destroy this ability."
    automated("Power Word: Barrier")
    st = start()
    st, barrier = play_real(st, "Power Word: Barrier")
    st = resolve_chain(st)
    assert st.table.cards[barrier].zone == "hero_row" and counters(st, barrier, "bubble") == 2
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st = _bolt(st, theirs)
    assert st.table.cards[theirs].damage > 0 and counters(st, barrier, "bubble") == 2  # not a character you control
    st = _bolt(st, mine)
    assert st.table.cards[mine].damage == 0 and counters(st, barrier, "bubble") == 1  # an ally you control
    st = _bolt(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[barrier].zone == "graveyard"  # none remain: destroyed
    st = _bolt(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage > 0
    assert kw.in_play(st, mine)


# --- "When you play a non-ongoing ability, … copy it" (402.1; engine.wow.wprev_ops) ---------------------------------


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _copy_to(new: int):
    """Answers: say yes to a "may", and give the copy (402.1c) the new target ``new``."""
    return {"may": ["yes"], "copy_targets": [str(new)]}


@pytest.mark.parametrize("pay", [True, False])
def test_kinza_may_pay_two_to_copy_the_non_ongoing_ability_with_a_new_target(pay):
    # EN 703, 709.3, 402.1, 402.1c: "When you play a non-ongoing ability, you may pay 2. If you do, copy that ability.
    # (You may choose new targets for the copy)"
    automated("Kinza, Mistress of the Elements")
    st = start()
    put_real(st, 0, "Kinza, Mistress of the Elements", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)), pay=6)
    st = _settle(st, {"may": ["yes" if pay else "no"], "copy_targets": [str(foe)]})
    assert _dmg(st, hero(st, 1)) == 3  # the original, on its own target
    assert (_dmg(st, foe) == 3) is pay  # the duplicate, on the new target (402.1c)
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == (3 + 2 if pay else 3)  # Frostbolt costs 3


def test_kinza_does_not_copy_an_ongoing_ability():
    # 305.2: "a non-ongoing ability" — an ability with an Ongoing power doesn't trigger Kinza
    st = start()
    put_real(st, 0, "Kinza, Mistress of the Elements", "allies")
    st, barrier = play_real(st, "Power Word: Barrier")
    st = _settle(st, {"may": lambda p: pytest.fail("asked for an ongoing ability")})
    assert st.table.cards[barrier].zone == "hero_row"
    assert not any(lk.kind == "copy" for lk in st.chain)


def test_lightning_overload_destroys_itself_to_copy_the_next_ability():
    # EN 703, 709.3, 402.1: "Ongoing: When you play a non-ongoing ability, destroy Lightning Overload. If you do, copy
    # that ability." — once: it is gone after the first
    automated("Lightning Overload")
    st = start()
    overload = put_real(st, 0, "Lightning Overload", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st, _copy_to(foe))
    assert st.table.cards[overload].zone == "graveyard"
    assert _dmg(st, hero(st, 1)) == 3 and _dmg(st, foe) == 3
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st, _copy_to(foe))
    assert _dmg(st, hero(st, 1)) == 6 and _dmg(st, foe) == 3  # no second copy


def test_spellstrike_hood_copies_the_next_non_ongoing_ability_this_turn_only():
    # EN 701, 703, 402.1: "2, [Exhaust] -> When you next play a non-ongoing ability this turn, copy it."
    automated("Spellstrike Hood")
    st = start()
    hood = put_real(st, 0, "Spellstrike Hood", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))  # before the power: nothing copied
    st = _settle(st, _copy_to(foe))
    assert _dmg(st, foe) == 0
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, uid=hood, power=0))
    assert st.table.cards[hood].tapped
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st, {"copy_targets": ["keep"]})  # 402.1c: the copy may keep the original's target
    assert _dmg(st, hero(st, 1)) == 9 and _dmg(st, foe) == 0
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))  # "next": only the first one
    st = _settle(st, _copy_to(foe))
    assert _dmg(st, hero(st, 1)) == 12 and _dmg(st, foe) == 0


def test_kalecgos_costs_three_less_per_ability_played_this_turn_and_copies_each_non_ongoing_ability():
    # 403.2: "You pay 3 less to play Kalecgos for each ability you played this turn." / EN 703, 402.1: "When you play a
    # non-Ongoing ability, copy it."
    data = automated("Kalecgos")
    st = start()
    kal = put_real(st, 0, "Kalecgos", "hand")
    assert costs.play_cost(st, 0, kal) == data["cost"]
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st)
    assert costs.play_cost(st, 0, kal) == max(data["cost"] - 3, 0)
    resources(st, 0, data["cost"])
    st = _settle(apply(st, "play", 0, uid=kal, x=0))
    assert hero(st, 0) == kal  # 301.4: the master hero replaces the hero
    foe = put(st, 1, "Iron Sentinel", "allies")
    before = _dmg(st, hero(st, 1))
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st, {"copy_targets": [str(foe)]})
    assert _dmg(st, hero(st, 1)) == before + 3 and _dmg(st, foe) == 3


# --- "You may change the target of an ability card with a single target." (EN 706; engine.wow.wprev_ops) -----------


@pytest.mark.parametrize("change", [True, False])
def test_spell_ricochet_changes_the_single_target_of_an_opposing_ability(change):
    # EN 706: the opponent's Frostbolt at P1's hero; P1 answers with Spell Ricochet and may send it to another legal
    # target (here the opponent's own ally) or keep it
    automated("Spell Ricochet")
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "allies")
    bolt = put_real(st, 1, "Frostbolt", "hand")
    resources(st, 1, 3)
    rico = put_real(st, 0, "Spell Ricochet", "hand")
    resources(st, 0, 3)
    st = apply(st, "pass", 0)  # P2 gets priority (Frostbolt is an instant, 409.1)
    assert st.priority == 1
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0)))
    assert st.priority == 0 and st.chain
    st = choose(apply(st, "play", 0, uid=rico, x=0), str(bolt))
    st = _settle(st, {"wprev_retarget": [str(theirs) if change else "keep"]})
    assert _dmg(st, hero(st, 0)) == (0 if change else 3)
    assert _dmg(st, theirs) == (3 if change else 0)
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[rico].zone == "graveyard"


# --- continuous prevention and unpreventable damage (EN 717) ----------------------------------------------------------


def test_varok_prevents_one_of_each_packet_for_each_damage_on_him():
    # EN 717: "When this ally would be dealt damage, prevent 1 of it for each damage on him." — read as each packet is dealt
    automated("Varok Saurfang, High Overlord")
    st = start()
    varok = put_real(st, 0, "Varok Saurfang, High Overlord", "allies")  # 4 health
    st = _bolt(st, varok)
    assert _dmg(st, varok) == 3  # no damage on him yet: nothing prevented
    st.table.cards[varok].damage = 2
    st = _bolt(st, varok)
    assert _dmg(st, varok) == 3  # 2 damage on him: 2 of the 3 prevented


def test_holy_guardian_deals_unpreventable_damage_and_cuts_every_shadow_packet_to_one():
    # EN 717: "Damage that this ally would deal is unpreventable. If shadow damage would be dealt, prevent all but 1 of it."
    from .test_combat import attack, finish_combat

    automated("Holy Guardian")
    st = start()
    guardian = put_real(st, 0, "Holy Guardian", "allies")
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness: prevents 1 of each packet
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Shadow Bolt", 0, str(hero(st, 1)))[0])
    assert _dmg(st, hero(st, 1)) == 1  # any shadow packet, to any hero or ally: all but 1 prevented
    st = resolve_chain(play_real(st, "Shadow Bolt", 0, str(mine))[0])
    assert _dmg(st, mine) == 1
    st = finish_combat(attack(st, guardian, foe))
    assert _dmg(st, foe) == 3  # its 3 holy combat damage: Hardiness can't prevent it


# --- "When this armor prevents damage that would be dealt by an attacker" (EN 717.2c) ---------------------------------


def _attacked_with_armor(st, attacker: int, armor: int):
    """P1's ``attacker`` attacks P2's hero; in the combat step P2 exhausts ``armor`` (304.3, EN 717.2c); the combat
    and its triggers are played out (the answers: first options)."""
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    for _ in range(20):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.combat is not None and st.combat.stage == "step" and st.priority == 1:
            break
        else:
            st = apply(st, "pass", st.priority)
    st = apply(st, "armor", 1, uid=armor)
    return _settle(st)


def test_sun_emblazoned_chestplate_hits_the_attacker_for_the_damage_it_prevented():
    # EN 717.2c, 703: "When this armor prevents damage that would be dealt by an attacker, your hero deals that much
    # unpreventable holy damage to that attacker." — 3 DEF against Iron Sentinel's 4: 3 prevented, 3 dealt back
    automated("Sun-Emblazoned Chestplate")
    st = start()
    plate = put_real(st, 1, "Sun-Emblazoned Chestplate", "hero_row")
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK / 4 health
    st = _attacked_with_armor(st, sentinel, plate)
    assert _dmg(st, hero(st, 1)) == 1
    assert _dmg(st, sentinel) == 3  # that much: the 3 prevented, unpreventable holy damage from P2's hero


def test_sun_emblazoned_chestplate_ignores_damage_not_from_an_attacker():
    # "by an attacker": the armor's shield (what exhausting it makes, 304.3) prevents a Frostbolt out of combat: no
    # damage back
    from engine.wow.state import Shield

    st = start()
    plate = put_real(st, 1, "Sun-Emblazoned Chestplate", "hero_row")
    st.shields.append(Shield(hero(st, 1), 3, st.turn, plate))
    st = _settle(_bolt(st, hero(st, 1)))
    assert _dmg(st, hero(st, 1)) == 0 and _dmg(st, hero(st, 0)) == 0  # prevented; P1's hero dealt it, nothing back


def test_deathchill_cloak_attacking_ally_cant_ready_while_the_cloak_stays():
    # EN 717.2c, 703, 103.2: "When this armor prevents damage that would be dealt by an attacking ally, that ally can't
    # ready while this armor remains in your control."
    from engine.wow.leaving_play import destroy
    from engine.wow.restrictions import can_ready
    from engine.wow.rules import R

    automated("Deathchill Cloak")
    st = start()
    cloak = put_real(st, 1, "Deathchill Cloak", "hero_row")
    raider = put(st, 0, "Iron Sentinel", "allies")
    st = _attacked_with_armor(st, raider, cloak)
    assert _dmg(st, hero(st, 1)) == 3  # 1 DEF
    assert st.table.cards[raider].tapped and not can_ready(st, raider)
    destroy(st, cloak, R("415.9c"))
    assert can_ready(st, raider)  # the cloak left play: it may ready again


# --- gaining control (401.3) -------------------------------------------------------------------------------------------


def test_archmage_arugal_takes_an_opposing_ally_with_plus_four_while_he_stays():
    # 401.3, 401.3b, EN 714: "When Arugal enters play, gain control of target opposing ally while Arugal remains under
    # your control. While you control that ally, it has +4 / +4."
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    automated("Archmage Arugal")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK / 4 health
    mine = put(st, 0, "Loyal Hound", "allies")
    st, arugal = play_real(st, "Archmage Arugal", pay=8)
    st = _settle(st, {"target": [str(foe)]})
    assert st.table.cards[foe].controller == 0
    assert kw.atk(st, foe) == 8 and kw.health(st, foe) == 8
    assert kw.atk(st, mine) == 2  # only that ally
    destroy(st, arugal, R("415.9c"))
    assert st.table.cards[foe].controller == 1 and kw.atk(st, foe) == 4 and kw.health(st, foe) == 4


def test_staff_of_dominance_gains_control_of_an_ally_with_cost_x_on_your_turn():
    # EN 701, 401.3, 403.1: "X, [Exhaust], Destroy Staff of Dominance -> Gain control of target ally with cost X. Use only
    # on your turn." (it enters play exhausted: 411.1)
    automated("Staff of Dominance")
    st = start()
    staff = put_real(st, 0, "Staff of Dominance", "hero_row")
    cheap = put_real(st, 1, "Holy Guardian", "allies")  # cost 2
    dear = put_real(st, 1, "Varok Saurfang, High Overlord", "allies")  # cost 6
    resources(st, 0, 2)
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(cheap)]

    st = _settle(apply(st, "power", 0, uid=staff, power=1, x=2), {"target": pick})
    assert seen and str(cheap) in seen[0] and str(dear) not in seen[0]  # cost X only
    assert st.table.cards[cheap].controller == 0
    assert st.table.cards[staff].zone == "graveyard"


# --- "When damage … is prevented (this way)" (EN 717, 703) -------------------------------------------------------------


def test_frost_ward_resistance_this_turn_and_that_much_frost_damage_back_when_it_prevents_opposing_damage():
    # EN 717, 703: "Your hero has Frost Resistance this turn. (Prevent all [Frost] damage that would be dealt to it.) When
    # damage that an opposing hero or ally would deal is prevented this way, your hero may deal that much frost damage
    # to target hero or ally."
    automated("Frost Ward")
    st = start()
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness: 1 of each packet prevented
    bolt = put_real(st, 1, "Frostbolt", "hand")
    resources(st, 1, 3)
    ward = put_real(st, 0, "Frost Ward", "hand")
    resources(st, 0, 1)
    st = _settle(apply(st, "play", 0, uid=ward, x=0))
    assert kw.has(st, hero(st, 0), "Frost Resistance")
    st = apply(st, "pass", 0)
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0)))  # P2's hero deals 3 frost at P1's hero
    st = _settle(st, {"target": [str(foe)], "may": ["yes"]})
    assert _dmg(st, hero(st, 0)) == 0
    assert _dmg(st, foe) == 3 - 1  # that much (3) frost damage; Hardiness prevents 1
    st = _bolt(st, hero(st, 0))
    assert _dmg(st, hero(st, 0)) == 0 and _dmg(st, foe) == 2  # P1's own frost damage: prevented, but not "opposing"


def test_shadow_ward_resistance_prevents_a_shadow_defender_and_deals_that_much_back():
    # EN 717, 703: "Your hero has Shadow Resistance this turn. … When damage that an opposing hero or ally would deal is
    # prevented this way, your hero may deal that much shadow damage to target hero or ally." — P1's hero attacks
    # Wesley Shadowsworn (8 shadow ATK, no text): his combat damage is prevented, and 8 shadow damage goes to the target
    # chosen (P2's hero)
    from .test_wtrig_cards import _fight

    automated("Shadow Ward")
    st = start()
    wesley = put_real(st, 1, "Wesley Shadowsworn", "allies")
    st, _ = play_real(st, "Shadow Ward", pay=1)
    st = _settle(st)
    assert kw.has(st, hero(st, 0), "Shadow Resistance")
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=wesley)
    st = _fight(st, {"target": [str(hero(st, 1))], "may": ["yes"]})
    assert _dmg(st, hero(st, 0)) == 0
    assert _dmg(st, hero(st, 1)) == 8


def test_divine_riposte_hits_the_source_of_prevented_damage_to_your_party():
    # EN 717, 703: "Ongoing: When damage that would be dealt to a hero or ally in your party is prevented, your hero
    # deals that much unpreventable holy damage to its source."
    automated("Divine Riposte")
    st = start()
    put_real(st, 0, "Divine Riposte", "hero_row")
    wall = put(st, 0, "Stone Guardian", "allies")  # Hardiness
    theirs = put(st, 1, "Stone Guardian", "allies")
    bolt = put_real(st, 1, "Frostbolt", "hand")
    resources(st, 1, 3)
    st = apply(st, "pass", 0)
    st = _settle(choose(apply(st, "play", 1, uid=bolt, x=0), str(wall)))
    assert _dmg(st, wall) == 2
    assert _dmg(st, hero(st, 1)) == 1  # the 1 Hardiness prevented, back to the source (P2's hero), unpreventable
    st = _bolt(st, theirs)  # a prevention in the other party: nothing
    assert _dmg(st, hero(st, 0)) == 0 and _dmg(st, theirs) == 2


@pytest.mark.parametrize("destroy_it", [True, False])
def test_landros_lichling_destroys_itself_at_the_start_of_your_turn_to_take_an_ally_the_opponent_picks(destroy_it):
    # EN 703, 709.3, 709.1, 401.3: "As [At] the start of your turn, you may destroy this ally. If you do, target opponent
    # chooses an ally he controls, and you gain control of it."
    from .test_wtrig_cards import _next_turn

    automated("Landro's Lichling")
    st = start()
    lich = put_real(st, 0, "Landro's Lichling", "allies")
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put(st, 1, "Loyal Hound", "allies")
    asked: list[int] = []

    def opp_pick(pending):
        asked.append(pending.player)
        return [str(b)]

    st = _next_turn(st)  # P2's turn: nothing
    assert st.table.cards[lich].zone == "allies" and not asked
    st = _next_turn(st, {"may": ["yes" if destroy_it else "no"], "player_picks": opp_pick})
    assert st.active == 0
    assert (st.table.cards[lich].zone == "graveyard") is destroy_it
    assert asked == ([1] if destroy_it else [])  # the opponent chooses (not a target)
    assert st.table.cards[b].controller == (0 if destroy_it else 1) and st.table.cards[a].controller == 1


@pytest.mark.parametrize("pay", [True, False])
def test_judgement_legplates_pay_one_no_damage_to_or_by_the_target_ally_this_turn(pay):
    # EN 703, 709.3, 717: "When you play a Paladin ability, you may pay 1. If you do, prevent all damage that would be
    # dealt to and dealt by target friendly ally this turn."
    from .test_combat import attack, finish_combat

    automated("Judgement Legplates")
    st = start()
    put_real(st, 0, "Judgement Legplates", "hero_row")
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Stone Guardian", "allies")  # 3 ATK / 6 health, Hardiness
    st, _ = play_real(st, "Flash of Light", 0, str(mine), pay=4)  # a Paladin ability
    st = _settle(st, {"may": ["yes" if pay else "no"], "target": [str(mine)]})
    st = finish_combat(attack(st, mine, theirs))
    assert _dmg(st, theirs) == (0 if pay else 4 - 1)  # dealt by it: prevented
    assert _dmg(st, mine) == (0 if pay else 3)  # dealt to it: prevented
    st.table.cards[mine].damage = 0
    st = _bolt(st, mine)
    assert _dmg(st, mine) == (0 if pay else 3)


# --- "The next time … would be dealt damage this turn, prevent it, and …" (EN 717.2, 703) ------------------------------


def test_bronson_shields_the_next_packet_to_an_ally_and_heals_it_that_much():
    # 301.2, EN 717.2, 407: "5, Flip Bronson -> The next time target ally would be dealt damage this turn, prevent it,
    # and your hero heals 1 damage from that ally for each damage prevented this way."
    from .test_whero_cards import _as_hero

    automated("Bronson Greatwhisker")
    st = start()
    bronson = _as_hero(st, 0, "Bronson Greatwhisker")
    ally = put(st, 0, "Stone Guardian", "allies")  # 6 health, Hardiness
    st.table.cards[ally].damage = 4
    resources(st, 0, 5)
    st = _settle(apply(st, "power", 0, uid=bronson, power=0, x=0), {"target": [str(ally)]})
    assert st.table.cards[bronson].flags.get("flipped")
    st = _bolt(st, ally)  # 3 frost: Hardiness prevents 1, the shield the other 2
    assert _dmg(st, ally) == 4 - 2  # healed 1 for each damage the shield prevented
    st = _bolt(st, ally)  # "the next time": once
    assert _dmg(st, ally) == 2 + 2


def test_blessing_of_trials_prevents_the_next_opposing_packet_and_grows_with_strength_counters():
    # 400.1, EN 717.2, 404.1, EN 714: "Attach to target ally. The next time it would be dealt damage by an opposing hero
    # or ally this turn, prevent that damage and put that many strength counters on Blessing of Trials. Ongoing:
    # Attached ally has +1 ATK / +1 health for each strength counter."
    automated("Blessing of Trials")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")  # 4 / 4
    st, blessing = play_real(st, "Blessing of Trials", 0, str(ally))
    st = _settle(st)
    assert st.table.cards[blessing].attached_to == ally
    st = _bolt(st, ally)  # P1's own hero: not opposing, not prevented
    assert _dmg(st, ally) == 3 and counters(st, blessing, "strength") == 0
    bolt = put_real(st, 1, "Frostbolt", "hand")
    resources(st, 1, 3)
    st = apply(st, "pass", 0)
    st = _settle(choose(apply(st, "play", 1, uid=bolt, x=0), str(ally)))
    assert _dmg(st, ally) == 3 and counters(st, blessing, "strength") == 3  # that many
    assert kw.atk(st, ally) == 4 + 3 and kw.health(st, ally) == 4 + 3


def test_the_rewards_of_faith_shields_a_second_target_for_each_damage_dealt():
    # 405.4, EN 717.2: "Your hero deals 1 unpreventable holy damage to target hero or ally. For each damage dealt this
    # way, prevent the next 1 damage that would be dealt to a second hero or ally this turn."
    automated("The Rewards of Faith")
    st = start()
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness can't prevent it (unpreventable)
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "The Rewards of Faith", 0, str(foe), str(mine))
    st = _settle(st)
    assert _dmg(st, foe) == 1
    st = _bolt(st, mine)
    assert _dmg(st, mine) == 3 - 1  # the next 1 prevented
    st = _bolt(st, hero(st, 1))
    assert _dmg(st, hero(st, 1)) == 3


# --- prevention for the rest of the turn for a kind of character (EN 717; engine.wow.turn_prevent) ---------------------


@pytest.mark.parametrize("cls", ["Paladin", "Priest"])
def test_life_binders_locket_paladin_prevents_one_of_each_packet_to_friendly_characters_priest_the_next_packet(cls):
    # 206.1c, EN 701, 717: "[Paladin] Hero: [Exhaust], Discard a card -> If a friendly hero or ally would be dealt damage
    # this turn, prevent 1 of it. [Priest] Hero: [Exhaust], Discard a card -> The next time target hero or ally would be
    # dealt damage this turn, prevent it."
    from engine.core import RulesError

    from .test_rules_hero_trait import _make_hero

    automated("Life-Binder's Locket")
    st = start()
    _make_hero(st, 0, classes=[cls], **{"class": cls})
    locket = put_real(st, 0, "Life-Binder's Locket", "hero_row")
    mine = put(st, 0, "Iron Sentinel", "allies")
    card = put(st, 0, "Mist Owl", "hand")
    other = 1 if cls == "Paladin" else 0  # 206.1c: the other class's power doesn't exist under this hero
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=locket, power=other, x=0, pay=[card])
    st = _settle(apply(st, "power", 0, uid=locket, power=0 if cls == "Paladin" else 1, x=0, pay=[card]), {"target": [str(mine)]})
    assert st.table.cards[card].zone == "graveyard" and st.table.cards[locket].tapped
    st = _bolt(st, mine)
    assert _dmg(st, mine) == (2 if cls == "Paladin" else 0)
    st = _bolt(st, hero(st, 0))
    assert _dmg(st, hero(st, 0)) == (2 if cls == "Paladin" else 3)
    late = put(st, 0, "Stone Guardian", "allies")  # entered after: a Paladin's prevention applies to it too (not a target)
    st = _bolt(st, late)
    assert _dmg(st, late) == (3 - 1 - 1 if cls == "Paladin" else 3 - 1)  # + Hardiness
    st = _bolt(st, hero(st, 1))
    assert _dmg(st, hero(st, 1)) == 3  # not friendly


@pytest.mark.parametrize("hero_class", ["Paladin", "Priest", "Shaman"])
def test_preserve_and_protect_empowered_by_a_paladin_or_a_priest(hero_class):
    # EN 709, 714.1, 717: "Empower Paladin: If you control a Paladin hero or ally, allies you control have Protector this
    # turn. Empower Priest: If you control a Priest hero or ally, prevent all combat damage that would be dealt to
    # defending allies you control this turn."
    from .test_rules_hero_trait import _make_hero
    from .test_wtrig_cards import _next_turn

    automated("Preserve and Protect")
    st = start()
    _make_hero(st, 0, classes=[hero_class], **{"class": hero_class})
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Preserve and Protect")
    st = _settle(st)
    assert kw.has(st, mine, "Protector") is (hero_class == "Paladin")
    st = _next_turn(st)  # "this turn": over
    assert not kw.has(st, mine, "Protector")


def test_preserve_and_protect_priest_half_prevents_combat_damage_to_your_defending_allies():
    # EN 717, EN 600: the prevention covers whichever ally you control defends this turn (here one that entered after)
    from .test_combat import attack, finish_combat
    from .test_rules_hero_trait import _make_hero

    st = start()
    _make_hero(st, 1, classes=["Priest"], **{"class": "Priest"})
    spell = put_real(st, 1, "Preserve and Protect", "hand")
    resources(st, 1, 1)
    st = apply(st, "pass", 0)
    st = _settle(apply(st, "play", 1, uid=spell, x=0))
    wall = put(st, 1, "Iron Sentinel", "allies")  # 4 / 4
    raider = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(attack(st, raider, wall))
    assert _dmg(st, wall) == 0 and not kw.in_play(st, raider)  # the attacker's damage is prevented, the defender's isn't
    st = _bolt(st, wall)
    assert _dmg(st, wall) == 3  # not combat damage: not prevented


@pytest.mark.parametrize("pet", [True, False])
def test_the_beast_within_while_you_have_a_pet(pet):
    # EN 714, 717: "While you have a Pet this turn, prevent all damage that your hero would be dealt, and your hero has +3
    # ATK." — checked as it matters: the Pet leaving ends both
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    automated("The Beast Within")
    st = start()
    dog = put(st, 0, "Stone Guardian", "allies") if not pet else None  # not a Pet
    pet_uid = _a_pet(st) if pet else None
    base = kw.atk(st, hero(st, 0))
    st, _ = play_real(st, "The Beast Within")
    st = _settle(st)
    assert kw.atk(st, hero(st, 0)) == base + (3 if pet else 0)
    st = _bolt(st, hero(st, 0))
    assert _dmg(st, hero(st, 0)) == (0 if pet else 3)
    if pet:
        destroy(st, pet_uid, R("415.9c"))
        assert kw.atk(st, hero(st, 0)) == base
        st = _bolt(st, hero(st, 0))
        assert _dmg(st, hero(st, 0)) == 3
    assert dog is None or kw.in_play(st, dog)


def _a_pet(st) -> int:
    """An ally with the Pet tag in P1's party (test setup: a fixture ally given the tag, 202.1)."""
    uid = put(st, 0, "Loyal Hound", "allies")
    cid = st.table.cards[uid].card_id
    st.cards[cid] = {**st.cards[cid], "tags": [*(st.cards[cid].get("tags") or []), "Pet"]}
    return uid


def test_daralis_may_deal_three_unpreventable_holy_damage_when_you_play_an_ongoing_priest_ability():
    # EN 703, 709.3, 717: "When you play an Ongoing [Priest] ability, this ally may deal 3 unpreventable holy damage to
    # target hero or ally." — not for a non-ongoing one
    automated("Daralis the Sanctifier")
    st = start()
    daralis = put_real(st, 0, "Daralis the Sanctifier", "allies")
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness can't prevent it
    st, _ = play_real(st, "Power Word: Barrier")  # an Ongoing Priest ability
    st = _settle(st, {"target": [str(foe)], "may": ["yes"]})
    assert _dmg(st, foe) == 3
    st, _ = play_real(st, "Flash of Light", 0, str(foe))  # a Paladin ability, non-ongoing: nothing
    st = _settle(st, {"target": lambda p: pytest.fail("asked")})
    assert kw.in_play(st, daralis)


@pytest.mark.parametrize("yes", [True, False])
def test_unstable_corruption_copies_itself_exhausted_when_it_hits_an_opposing_hero(yes):
    # EN 703, 709.3, 402.3, 411.1: "When this ally deals combat damage to an opposing hero, you may put a token copy of
    # this ally into play exhausted."
    from .test_combat import attack, finish_combat

    automated("Unstable Corruption")
    st = start()
    uc = put_real(st, 0, "Unstable Corruption", "allies")
    st = finish_combat(attack(st, uc, hero(st, 1)))
    st = _settle(st, {"may": ["yes" if yes else "no"]})
    assert _dmg(st, hero(st, 1)) == 1
    copies_ = [u for u in st.table.zone(0, "allies") if u != uc and kw.name(st, u) == "Unstable Corruption"]
    assert len(copies_) == (1 if yes else 0)
    for u in copies_:
        assert st.table.cards[u].tapped and st.table.cards[u].flags.get("token")


# --- armor that can prevent damage to allies (304.3, EN 717.2c; engine.wow.armor_allies) -------------------------------


def _defended_with_armor(st, attacker: int, defender: int, armor: int):
    """P1's ``attacker`` attacks P2's ``defender``; in the combat step P2 exhausts ``armor`` for it (304.3)."""
    from engine.wow.engine import WowEngine

    st = apply(st, "attack", 0, attacker=attacker, defender=defender)
    for _ in range(20):
        if st.combat is None:
            return st, []  # P2 had nothing to do: the combat was played out (auto-pass)
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.combat.stage == "step" and st.priority == 1:
            break
        else:
            st = apply(st, "pass", st.priority)
    offered = [a.args for a in WowEngine().legal_actions(st, 1) if a.type == "armor"]
    return st, offered


def test_bulwark_of_the_amani_empire_prevents_damage_to_an_ally_in_your_party():
    # 304.3, EN 717.2c: "Bulwark of the Amani Empire can prevent damage that would be dealt to allies in your party."
    automated("Bulwark of the Amani Empire")
    st = start()
    bulwark = put_real(st, 1, "Bulwark of the Amani Empire", "hero_row")  # 3 DEF
    wall = put(st, 1, "Iron Sentinel", "allies")
    raider = put(st, 0, "Iron Sentinel", "allies")
    st, offered = _defended_with_armor(st, raider, wall, bulwark)
    assert {"uid": bulwark, "to": wall} in offered
    st = _settle(apply(st, "armor", 1, uid=bulwark, to=wall))
    assert st.table.cards[bulwark].tapped
    assert _dmg(st, wall) == 4 - 3 and not kw.in_play(st, raider)


@pytest.mark.parametrize("faction", ["Neutral", "Alliance"])
def test_crown_of_chelonian_freedom_def_counters_and_protects_non_faction_allies(faction):
    # EN 703, 709.1, 404.1c: "When this armor enters play, put X + 1 [DEF] counters on it, where X is the cost of a
    # non-[Horde], non-[Alliance] ally you control." / 304.3, EN 717.2c: "This armor can prevent damage to non-[Horde],
    # non-[Alliance] allies you control."
    automated("Crown of Chelonian Freedom")
    st = start()
    owl = put(st, 0, "Stone Guardian" if faction == "Neutral" else "Footman Recruit", "allies")
    st, crown = play_real(st, "Crown of Chelonian Freedom")
    st = _settle(st, {"player_picks": [str(owl)]})
    base = 1  # printed DEF
    assert kw.defense(st, crown) == base + (5 + 1 if faction == "Neutral" else 0 + 1)  # Stone Guardian costs 5; none: X 0
    # give the crown to P2 and attack the ally there (test setup: the controller's side is what the filter reads)
    st.table.move(crown, "hero_row", player=1)
    st.table.move(owl, "allies", player=1)
    raider = put(st, 0, "Iron Sentinel", "allies")
    st, offered = _defended_with_armor(st, raider, owl, crown)
    assert ({"uid": crown, "to": owl} in offered) is (faction == "Neutral")


@pytest.mark.parametrize("hit", [False, True])
def test_triton_legplates_counters_at_the_end_of_opposing_turns_then_assault_ten_unpreventable(hit):
    # EN 703, 709.3: "At the end of each opponent's turn, if your hero was not dealt damage this turn, you may add a triton
    # counter to this armor." / EN 701, 714, 717: "On your turn: [Exhaust], Remove five triton counters from this armor ->
    # Your hero has Assault 10, and the combat damage that it would deal is unpreventable this turn."
    from engine.core import RulesError

    from .test_wtrig_cards import _next_turn

    automated("Triton Legplates")
    st = start()
    legs = put_real(st, 0, "Triton Legplates", "hero_row")
    st = _next_turn(st)  # P1's own turn ended: no counter
    assert st.active == 1 and counters(st, legs, "triton") == 0
    if hit:
        st = resolve_chain(play_real(st, "Frostbolt", 1, str(hero(st, 0)))[0])
    st = _next_turn(st, {"may": ["yes"]})
    assert counters(st, legs, "triton") == (0 if hit else 1)
    with pytest.raises(RulesError):  # 403.1: five counters are needed
        apply(st, "power", 0, uid=legs, power=1, x=0)
    st.table.cards[legs].counters["triton"] = 5
    base = kw.keywords(st, hero(st, 0)).get("Assault", 0)
    st = _settle(apply(st, "power", 0, uid=legs, power=1, x=0))
    assert counters(st, legs, "triton") == 0 and st.table.cards[legs].tapped
    assert kw.keywords(st, hero(st, 0)).get("Assault") == base + 10
    from engine.wow.damage import deal

    wall = put(st, 1, "Stone Guardian", "allies")  # 6 health, Hardiness
    deal(st, hero(st, 0), wall, 4, "melee", combat=True)  # a combat packet of its: Hardiness can't prevent it
    assert _dmg(st, wall) == 4
    deal(st, hero(st, 0), wall, 1, "melee")  # not combat damage: prevented as usual
    assert _dmg(st, wall) == 4


def test_tattered_dreadmist_mantle_prevents_three_more_of_magical_damage():
    # EN 716, 717, 304.3: "If this equipment would prevent magical damage, it prevents that much +3 instead." — its
    # 1 DEF shield (exhausted in combat) against a 4-ATK frost attacker: 4 prevented; melee damage: only 1
    from engine.wow.damage import deal
    from engine.wow.state import Shield

    automated("Tattered Dreadmist Mantle")
    st = start()
    mantle = put_real(st, 1, "Tattered Dreadmist Mantle", "hero_row")
    assert kw.defense(st, mantle) == 1
    st.shields.append(Shield(hero(st, 1), kw.defense(st, mantle), st.turn, mantle))  # what exhausting it makes (304.3)
    deal(st, hero(st, 0), hero(st, 1), 5, "frost", combat=True)
    assert _dmg(st, hero(st, 1)) == 5 - 4
    st.shields.append(Shield(hero(st, 1), kw.defense(st, mantle), st.turn, mantle))
    deal(st, hero(st, 0), hero(st, 1), 5, "melee", combat=True)
    assert _dmg(st, hero(st, 1)) == 1 + 5 - 1
    raider = put(st, 0, "Iron Sentinel", "allies")  # played through: the armor action in the combat step
    st = _attacked_with_armor(st, raider, mantle)
    assert _dmg(st, hero(st, 1)) == 5 + 4 - 1  # melee: DEF 1 only


@pytest.mark.parametrize("shield", [True, False])
def test_shield_of_the_righteous_x_is_the_def_of_a_shield_you_control(shield):
    # 405.4, EN 709.1, 714.1: "Your hero deals X unpreventable holy damage to target hero or ally and has Assault X this
    # turn, where X is the DEF of a Shield you control."
    automated("Shield of the Righteous")
    st = start()
    if shield:
        put_real(st, 0, "Aldori Legacy Defender", "hero_row")  # 2 DEF
        deflector = put_real(st, 0, "Draconian Deflector", "hero_row")  # 4 DEF
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness can't prevent it
    base = kw.keywords(st, hero(st, 0)).get("Assault", 0)
    st, _ = play_real(st, "Shield of the Righteous", 0, str(foe))
    st = _settle(st, {"player_picks": [str(deflector)] if shield else []})
    assert _dmg(st, foe) == (4 if shield else 0)
    assert kw.keywords(st, hero(st, 0)).get("Assault", 0) == base + (4 if shield else 0)


def test_lyrana_enters_dealing_fire_damage_per_fire_card_and_her_stash_makes_fire_damage_unpreventable():
    # EN 703, 405.4: "When this ally enters play, she deals fire damage to each opposing hero and ally equal to the
    # number of [Fire] cards you control." / EN 717: "Stash: Fire ([Fire]) damage that your hero and allies you control
    # would deal is unpreventable this turn."
    from engine.wow.damage import deal

    automated("Lyrana of Eldre'Thalas")
    st = start()
    put_real(st, 0, "Fuel for the Fire", "hero_row")
    put_real(st, 0, "Smoldering Blast", "hero_row")  # two [Fire] cards you control
    foe = put(st, 1, "Stone Guardian", "allies")  # Hardiness prevents 1
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, lyrana = play_real(st, "Lyrana of Eldre'Thalas", pay=7)
    st = _settle(st)
    # three [Fire] cards: the two abilities and Lyrana herself (her [Fire] ATK icon, 205.1: the template's reading of the
    # icon, cards.templates_*; engine.wow.conditions.has_tag reads a card's damage type as its icon)
    assert _dmg(st, hero(st, 1)) == 3 and _dmg(st, foe) == 3 - 1 and _dmg(st, mine) == 0
    # the Stash: another Lyrana placed face up as a resource (EN glossary Stash, engine.wow.stash)
    stash = put_real(st, 0, "Lyrana of Eldre'Thalas", "hand")
    st = _settle(apply(st, "resource", 0, uid=stash, face_up=True))
    assert st.table.cards[stash].zone == "resources"
    st.table.cards[foe].damage = 0
    deal(st, hero(st, 0), foe, 2, "fire")
    assert _dmg(st, foe) == 2  # fire from your hero: Hardiness can't prevent it
    deal(st, mine, foe, 1, "fire")
    assert _dmg(st, foe) == 2 + 1  # from an ally you control, too
    deal(st, hero(st, 0), foe, 2, "frost")
    assert _dmg(st, foe) == 3 + 1  # not fire: prevented as usual
    guard = put(st, 0, "Stone Guardian", "allies")
    deal(st, foe, guard, 2, "fire")
    assert _dmg(st, guard) == 2 - 1  # an opposing dealer's fire: Hardiness prevents 1 as usual
    assert kw.in_play(st, lyrana)


def test_gloves_of_unerring_aim():
    # EN 714, 103.2: "Opposing cards lose and can't have Untargetable." / EN 717: "Damage your hero deals with abilities is
    # Unpreventable." / 408.3d, EN 716: "When your hero would deal damage with a weapon, it deals that much +1 instead."
    from engine.wow.damage import deal

    automated("Gloves of Unerring Aim")
    st = start()
    sage = put(st, 1, "Veiled Sage", "allies")  # Untargetable
    mine = put(st, 0, "Veiled Sage", "allies")
    assert kw.has(st, mine, "Untargetable")
    put_real(st, 0, "Gloves of Unerring Aim", "hero_row")
    assert not kw.has(st, sage, "Untargetable") and kw.has(st, mine, "Untargetable")
    bolt = put_real(st, 0, "Frostbolt", "hand")
    resources(st, 0, 3)
    offered = [o.id for o in apply(st, "play", 0, uid=bolt, x=0).pending[0].options]
    assert str(sage) in offered  # EN glossary Untargetable: lost, so P1 may target it
    wall = put(st, 1, "Stone Guardian", "allies")  # 6 health, Hardiness
    st = _bolt(st, wall)
    assert _dmg(st, wall) == 3  # with an ability: Hardiness can't prevent it
    deal(st, hero(st, 0), wall, 2, "melee")  # not with an ability (no card's effect): prevented as usual
    assert _dmg(st, wall) == 3 + 1
    st.table.cards[wall].damage = 0
    axe = put_real(st, 0, "Avalanche", "hero_row")
    deal(st, hero(st, 0), wall, 2, "melee", combat=True, weapons=[axe])  # with a weapon: +1, then Hardiness
    assert _dmg(st, wall) == 2 + 1 - 1


def test_silithus_capture_counters_then_control_of_all_cards_in_play_but_heroes():
    # EN 703, 404.1: "At the start of your turn, add capture counters equal to the combined cost of allies in your
    # party." / EN 701, 401.3: "[Exhaust], Remove 200 capture counters -> Gain control of all cards in play except heroes."
    from engine.core import RulesError

    from .test_wtrig_cards import _next_turn

    automated("Silithus")
    st = start()
    silithus = put_real(st, 0, "Silithus", "resources", face_down=False)
    put(st, 0, "Stone Guardian", "allies")  # cost 5
    put(st, 0, "Mist Owl", "allies")  # cost 2
    st = _next_turn(_next_turn(st))
    assert st.active == 0 and counters(st, silithus, "capture") == 7
    with pytest.raises(RulesError):  # 403.1: 200 are needed
        apply(st, "power", 0, uid=silithus, power=1, x=0)
    st.table.cards[silithus].counters["capture"] = 200
    theirs = put(st, 1, "Iron Sentinel", "allies")
    gear = put_real(st, 1, "Draconian Deflector", "hero_row")
    res = put(st, 1, "Mist Owl", "resources")
    st = _settle(apply(st, "power", 0, uid=silithus, power=1, x=0))
    assert counters(st, silithus, "capture") == 0
    assert all(st.table.cards[u].controller == 0 for u in (theirs, gear, res))
    assert st.table.cards[res].zone == "resources" and st.table.cards[gear].zone == "hero_row"
    assert st.table.cards[hero(st, 1)].controller == 1  # except heroes


@pytest.mark.parametrize("answers", [("yes", "yes"), ("yes", "no"), ("no", "yes")])
def test_chalice_of_the_mountain_kings_each_player_may_take_a_dwarf_and_dwarves_dont_hurt_dwarves(answers):
    # 409.1 (Artifact: played from the graveyard, engine.wow.artifact) / EN 703, 709.3, 802, 404.2: "When this item enters
    # play, each player may put a 1 [Melee] / 1 [Health] Dwarf Sword Dancer ally token into play." / EN 717: "Prevent all
    # damage that Dwarves would deal to Dwarves."
    from engine.wow.damage import deal

    automated("Chalice of the Mountain Kings")
    st = start()
    chalice = put_real(st, 0, "Chalice of the Mountain Kings", "graveyard")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=chalice, x=0)  # from the graveyard (Artifact)
    asked: list[int] = []

    def say(pending):
        asked.append(pending.player)
        return [answers[len(asked) - 1]]

    st = _settle(st, {"wprev_each_may_token": say})
    assert st.table.cards[chalice].zone == "hero_row"
    assert asked == [0, 1]  # each player decides for himself, in turn from the Chalice's controller
    dwarves = {p: [u for u in st.table.zone(p, "allies") if kw.name(st, u) == "Dwarf Sword Dancer"] for p in (0, 1)}
    assert [len(dwarves[0]), len(dwarves[1])] == [1 if a == "yes" else 0 for a in answers]
    if dwarves[0] and dwarves[1]:
        deal(st, dwarves[0][0], dwarves[1][0], 1, "melee")
        assert _dmg(st, dwarves[1][0]) == 0  # Dwarf to Dwarf: prevented
    for d in dwarves[0] + dwarves[1]:
        deal(st, d, hero(st, 1), 1, "melee")  # a Dwarf to a non-Dwarf: dealt
    assert _dmg(st, hero(st, 1)) == len(dwarves[0]) + len(dwarves[1])


@pytest.mark.parametrize("laugh", [True, False])
def test_the_horsemans_horrific_helm_laugh_and_it_prevents_all_that_damage(laugh):
    # EN 716, 717, 304.3: "If this armor would prevent damage, you may laugh a scary laugh. If you do, this armor prevents
    # all that damage instead." — the laugh said as the armor is exhausted (a call: the action armor with laugh)
    automated("The Horseman's Horrific Helm")
    st = start()
    helm = put_real(st, 1, "The Horseman's Horrific Helm", "hero_row")  # 2 DEF
    raider = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    st = apply(st, "attack", 0, attacker=raider, defender=hero(st, 1))
    for _ in range(20):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.combat is not None and st.combat.stage == "step" and st.priority == 1:
            break
        else:
            st = apply(st, "pass", st.priority)
    from engine.wow.engine import WowEngine

    offered = [a.args for a in WowEngine().legal_actions(st, 1) if a.type == "armor"]
    assert {"uid": helm} in offered and {"uid": helm, "laugh": True} in offered
    st = _settle(apply(st, "armor", 1, uid=helm, **({"laugh": True} if laugh else {})))
    assert _dmg(st, hero(st, 1)) == (0 if laugh else 4 - 2)


@pytest.mark.parametrize("give", [True, False])
def test_mindflip_swaps_an_ally_of_yours_for_one_in_the_target_players_party(give):
    # EN 709.1, 709.3, 401.3, 706: "You may choose an ally in your party and have target player gain control of it. If you
    # do, gain control of target ally in his party."
    automated("Mindflip")
    st = start()
    mine = put(st, 0, "Loyal Hound", "allies")
    other = put(st, 0, "Mist Owl", "allies")
    b = put(st, 1, "Iron Sentinel", "allies")
    c = put(st, 1, "Stone Guardian", "allies")
    spell = put_real(st, 0, "Mindflip", "hand")
    resources(st, 0, 6)
    st = apply(st, "play", 0, uid=spell, x=0)
    st = choose(st, str(hero(st, 1)))  # target player: P2
    second = [o.id for o in st.pending[0].options]
    assert str(b) in second and str(c) in second and str(mine) not in second and str(other) not in second  # his party
    st = choose(st, str(b))
    st = _settle(st, {"player_picks": [str(mine)] if give else []})
    assert st.table.cards[mine].controller == (1 if give else 0)
    assert st.table.cards[b].controller == (0 if give else 1)
    assert st.table.cards[c].controller == 1 and st.table.cards[other].controller == 0


@pytest.mark.parametrize("paid,target,gained", [("ally", "ally", True), ("ally", "armor", False), ("weapon", "armor", True)])
def test_twilights_hammer_gains_an_opposing_card_sharing_a_type_with_the_destroyed_one(paid, target, gained):
    # EN 701, 403.1, 401.3, 300.1: "On your turn: [Exhaust], Exhaust your hero, destroy another ability, ally or equipment
    # you control -> Gain control of target opposing card if it shares a card type with that destroyed card."
    from engine.core import RulesError

    automated("Twilight's Hammer")
    st = start()
    hammer = put_real(st, 0, "Twilight's Hammer", "hero_row")
    fodder = put(st, 0, "Loyal Hound", "allies") if paid == "ally" else put_real(st, 0, "Avalanche", "hero_row")
    goal = put(st, 1, "Iron Sentinel", "allies") if target == "ally" else put_real(st, 1, "Draconian Deflector", "hero_row")
    with pytest.raises(RulesError):  # "another": not the Hammer itself
        apply(st, "power", 0, uid=hammer, power=0, x=0, pay=[hammer])
    st = _settle(apply(st, "power", 0, uid=hammer, power=0, x=0, pay=[fodder]), {"target": [str(goal)]})
    assert st.table.cards[fodder].zone == "graveyard" and st.table.cards[hero(st, 0)].tapped and st.table.cards[hammer].tapped
    assert st.table.cards[goal].controller == (0 if gained else 1)  # weapon and armor: both equipment (300.1)


def test_cloak_of_subjugated_power_takes_an_ally_cheaper_than_the_one_destroyed():
    # EN 701, 403.1, 401.3: "On your turn: 1, [Exhaust], Destroy an ally in your party with cost X ---> Gain control of
    # target ally with cost less than X."
    automated("Cloak of Subjugated Power")
    st = start()
    cloak = put_real(st, 0, "Cloak of Subjugated Power", "hero_row")
    fodder = put(st, 0, "Field Medic", "allies")  # cost 3
    cheap = put(st, 1, "Mist Owl", "allies")  # cost 2
    same = put(st, 1, "Raging Brute", "allies")  # cost 3: not less than X
    tiny = put(st, 0, "Footman Recruit", "allies")  # cost 1: no ally costs less — not offered to pay (707.1d)
    resources(st, 0, 1)
    from engine.wow.engine import WowEngine

    pays = [a.args.get("pay") for a in WowEngine().legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == cloak]
    assert [fodder] in pays and [tiny] not in pays
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(cheap)]

    st = _settle(apply(st, "power", 0, uid=cloak, power=0, x=0, pay=[fodder]), {"target": pick})
    assert seen and str(cheap) in seen[0] and str(same) not in seen[0]
    assert st.table.cards[fodder].zone == "graveyard" and st.table.cards[cloak].tapped
    assert st.table.cards[cheap].controller == 0 and st.table.cards[same].controller == 1


@pytest.mark.parametrize("mode", ["1", "2"])
def test_wooly_white_rhino_choose_one_when_you_place_a_resource_face_up(mode):
    # EN glossary Frost Resistance; 403.2: "You pay 1 less to complete quests." / EN 703, 707.1c, 717: "When you place a
    # resource face up, choose one: Your hero can't be protected against this turn, or the next time your hero would deal
    # damage this turn, it's unpreventable."
    from engine.wow.damage import deal

    automated("Wooly White Rhino")
    st = start()
    rhino = put_real(st, 0, "Wooly White Rhino", "allies")
    assert kw.has(st, rhino, "Frost Resistance")
    quest = put_real(st, 0, "Are We There, Yeti?", "hand")
    chosen: list[list[str]] = []

    def pick(pending):
        chosen.append([o.id for o in pending.options])
        return [mode]

    st = _settle(apply(st, "resource", 0, uid=quest, face_up=True), {"wprev_pick_mode": pick})
    assert chosen == [["1", "2"]]
    assert costs.complete_cost(st, 0, quest, 3) == 2  # "You pay 1 less to complete quests."
    assert kw.has(st, hero(st, 0), "Can't Be Protected Against") is (mode == "1")
    wall = put(st, 1, "Stone Guardian", "allies")  # Hardiness
    deal(st, hero(st, 0), wall, 2, "melee")
    assert _dmg(st, wall) == (2 if mode == "2" else 1)  # the next time: unpreventable
    deal(st, hero(st, 0), wall, 2, "melee")
    assert _dmg(st, wall) == (2 if mode == "2" else 1) + 1  # used up


@pytest.mark.parametrize("give", ["opponent", "none"])
def test_magistrix_valthin_gives_an_ability_entering_play_and_its_new_controller_may_reattach_it(give):
    # EN 703, 709.3, 401.3, 400.7a: "When an ability enters play, you may have target player gain control of it. If it's
    # attached, that player may reattach it."
    automated("Magistrix Valthin")
    st = start()
    put_real(st, 0, "Magistrix Valthin", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Stone Guardian", "allies")
    asked: list[int] = []

    def reattach(pending):
        asked.append(pending.player)
        return [str(theirs)]

    st, mark = play_real(st, "Mark of the Wild", 0, str(mine))
    st = _settle(st, {"target": [str(hero(st, 1))] if give == "opponent" else [], "wprev_reattach": reattach})
    assert st.table.cards[mark].zone == "hero_row"
    if give == "opponent":
        assert st.table.cards[mark].controller == 1
        assert asked == [1]  # that player may reattach it (400.7a)
        assert st.table.cards[mark].attached_to == theirs and kw.atk(st, theirs) == 3 + 2
    else:
        assert st.table.cards[mark].controller == 0 and st.table.cards[mark].attached_to == mine and not asked


def test_someone_elses_hard_work_pays_off_the_token_takes_an_ability_or_equipment_next_turn():
    # EN 702.1: "On your turn, pay 3 to complete this quest." / EN 702, 404.2, 414.3a: "Reward: Put a unique Ethereal ally
    # token named Cryo-Engineer Sha'heen into play with 1 [Melee] ATK / 1 health and At the start of your turn, remove
    # this token from the game. If you do, gain control of target ability or equipment." (EN 703, 709.3, 401.3)
    from engine.wow.powers import powers

    from .test_quests_cards import complete
    from .test_wtrig_cards import _next_turn

    st = start()
    st, quest = complete(st, "Someone Else's Hard Work Pays Off", pay=3)
    st = _settle(st)
    assert st.table.cards[quest].face_down  # completed (EN 702.2)
    tokens = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Cryo-Engineer Sha'heen"]
    assert len(tokens) == 1
    sha = tokens[0]
    assert kw.atk(st, sha) == 1 and kw.health(st, sha) == 1 and "ethereal" in kw.words(st, sha) and "unique" in kw.words(st, sha)
    assert all(pw.automated for pw in powers(st, sha))
    gear = put_real(st, 1, "Draconian Deflector", "hero_row")
    st = _next_turn(st)  # P2's turn: nothing
    assert st.table.cards[sha].zone == "allies"
    st = _next_turn(st, {"target": [str(gear)]})
    assert st.active == 0 and sha not in st.table.zone(0, "allies")  # removed from the game (a token then ceases to exist)
    assert st.table.cards[gear].controller == 0


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_blessed_life_may_return_to_hand_to_prevent_damage_to_your_hero(answer):
    # EN 716, 717, 709.3: "Ongoing: If your hero would be dealt damage, you can put Blessed Life into your hand. If you
    # do, prevent that damage." — asked as the packet would be dealt (optional_replacement: the action replayed)
    automated("Blessed Life")
    st = start()
    life = put_real(st, 0, "Blessed Life", "hero_row")
    mine = put(st, 0, "Iron Sentinel", "allies")
    bolt = put_real(st, 1, "Frostbolt", "hand")
    resources(st, 1, 3)
    st = apply(st, "pass", 0)
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0)))
    asked: list[int] = []

    def say(pending):
        asked.append(pending.player)
        return [answer]

    st = _settle(st, {"optional_replacement": say})
    assert asked == [0]
    assert _dmg(st, hero(st, 0)) == (0 if answer == "yes" else 3)
    assert st.table.cards[life].zone == ("hand" if answer == "yes" else "hero_row")
    if answer == "no":
        st = _bolt(st, mine)  # an ally: not asked
        assert _dmg(st, mine) == 3 and asked == [0]


@pytest.mark.parametrize("who", [None, 0, 1])
def test_grips_of_damnation_any_player_may_pay_two_to_prevent_its_damage_this_turn(who):
    # EN 703, 405.4: "At the start of your turn, your hero deals 2 melee damage to each hero." / EN 701, 717: "2 -> This
    # turn, prevent all damage that would be dealt this way. Any player can use the power." — here P2 (the opponent)
    # or P1 pays, in answer to the trigger on the chain
    from engine.wow.engine import WowEngine

    from .test_wtok_cards import _to_turn

    automated("Grips of Damnation")
    st = start()
    grips = put_real(st, 0, "Grips of Damnation", "hero_row")
    resources(st, 1, 2)
    st = _to_turn(st, 1)
    resources(st, 0, 2)
    before = [_dmg(st, hero(st, 0)), _dmg(st, hero(st, 1))]
    # P1's next turn starts: the trigger goes on the chain; a player with priority may use the power
    for _ in range(60):
        if st.chain and any(lk.uid == grips for lk in st.chain):
            break
        st = choose(st, *([st.pending[0].options[0].id] if st.pending[0].min else [])) if st.pending else apply(st, "pass", st.priority)
    assert st.active == 0 and any(lk.uid == grips for lk in st.chain)
    if who is not None:
        while st.priority != who:
            st = apply(st, "pass", st.priority)
        assert any(a.type == "power" and a.args.get("uid") == grips for a in WowEngine().legal_actions(st, who))
        st = apply(st, "power", who, uid=grips, power=1, x=0)
    st = _settle(st)
    hit = 0 if who is not None else 2
    assert [_dmg(st, hero(st, 0)), _dmg(st, hero(st, 1))] == [before[0] + hit, before[1] + hit]
