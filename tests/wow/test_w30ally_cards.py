"""Helper w30ally: allies whose text was resolved by hand — the scripts of ``engine/wow/cards/scripts/w30ally.toml``
and the engine pieces they use (``engine.wow.ally_conditions``, the doubling op ``wl30_double_stat`` read by
``keywords.atk`` / ``keywords.health``). Each card is played with the real card of the pool and every clause of its
text is checked. EN numbers: rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Rule calls without a source:
- "double his ATK" doubles the ATK after every other change (Assault and Berserking included), as Maimgor's Bite's
  weapon doubling does (keywords.equipment_atk); two doublings multiply by four.
- Silas Darkmoon counts the other allies' current ATK and health (Assault on its controller's turn included); with
  no other ally he has 0 health and is destroyed (410.6a).
- "An opponent chooses" / "choose an opponent" (One-Thousand-Battles, Azaloth): the next player after the controller in
  turn order — in the hosted two-player game, the opponent.
- Breanna Greenmother and X-51 Nether-Rocket's "can use [Activated]/([Exhaust]) powers the turn they enter" is the
  keyword Time is Money granted (its reminder: "This ally can use [Exhaust] powers immediately.").
- Goldenmoon: Pet (1) allows one more Pet while the Pets you control all have different names.
- Krogar's shout is his controller's "you may": choosing the target ally or none.
- "Becomes 1 / 1" (Lodur, Vol'jin) sets the printed values; later "+N" changes still apply on top.
- Field Commander Foggo: "friendly heroes and allies" is read as each protection is offered (not fixed at resolution).
- Darkstalker Soran: "the first time each game" is kept on the card itself, whatever zone it goes to.
- Vorden: "allies in your party" includes Vorden. Stitches and Nargle: with fewer cards than "that many" / "all", all
  of them. Kray'zin: "any amount of non-fatal damage" is 0 up to one less than the remaining health.
- Savuka: a [Hunter] Ranged weapon has the Hunter class and the Ranged tag. Justicar Andra Goldblast: a Mage or [Mage]
  card has the word Mage among its classes and tags. Rhonin: "cost X" compares printed costs.
- Hurdan's trigger (from the graveyard) is controlled by his owner, as Death Rattle's. Siaranna: her controller
  playing an ability changes nothing, so only other players' abilities are heard.
- Consul Rhys Lorgrand's data runs "Diplomacy: [Alliance] allies" into the next power; Diplomacy is read as its
  reminder states it on the other Diplomacy cards ("You pay 1 less to play X allies, to a minimum of 1.").
"""

from __future__ import annotations

import pytest

from engine.core import Modifier, RulesError
from engine.wow import combat, costs
from engine.wow import keywords as kw
from engine.wow.combat import protectors
from engine.wow.state import Combat
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


# --- doubled stats (EN 714) ---------------------------------------------------------------------------------------


def test_taliax_doubles_atk_with_a_weapon_and_health_with_an_armor():
    # EN 714: "While you control a weapon, double this ally's ATK." / "While you control an armor, double this ally's
    # [HEALTH]."
    automated("Taliax the Ironjaw")
    st = start()
    taliax = put_real(st, 0, "Taliax the Ironjaw", "allies")
    assert (kw.atk(st, taliax), kw.health(st, taliax)) == (2, 2)
    put_real(st, 1, "Gorehowl", "hero_row")  # an opposing weapon: not one you control
    assert kw.atk(st, taliax) == 2
    put_real(st, 0, "Gorehowl", "hero_row")
    assert (kw.atk(st, taliax), kw.health(st, taliax)) == (4, 2)
    put_real(st, 0, "Golem Skull Helm", "hero_row")
    assert (kw.atk(st, taliax), kw.health(st, taliax)) == (4, 4)
    st = finish_combat(apply(st, "attack", 0, attacker=taliax, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4  # the doubled ATK is its combat damage (EN 603.1)


def test_akhet_doubled_with_sentinel_only_while_he_is_the_only_ally_in_play():
    # EN 714: "While Akhet is the only ally in play, double his ATK and [HEALTH], and he has Sentinel." (Sentinel: the
    # first time this ally exhausts each turn, ready it)
    automated("Akhet")
    st = start()
    akhet = put_real(st, 0, "Akhet", "allies")
    assert (kw.atk(st, akhet), kw.health(st, akhet)) == (10, 10) and kw.has(st, akhet, "Sentinel")
    st = finish_combat(apply(st, "attack", 0, attacker=akhet, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 10 and not st.table.cards[akhet].tapped  # readied by Sentinel
    st = finish_combat(apply(st, "attack", 0, attacker=akhet, defender=hero(st, 1)))
    assert st.table.cards[akhet].tapped  # only the first time each turn
    foe = put(st, 1, "Mist Owl", "allies")  # an ally in any party: no longer the only one (302)
    assert (kw.atk(st, akhet), kw.health(st, akhet)) == (5, 5) and not kw.has(st, akhet, "Sentinel")
    st.table.move(foe, "graveyard")
    assert kw.atk(st, akhet) == 10
    put(st, 0, "Mist Owl", "allies")  # an ally of his own party too
    assert kw.atk(st, akhet) == 5


# --- stats read from other cards (EN 714, 205.1) ------------------------------------------------------------------


def test_silas_darkmoon_has_the_combined_atk_and_health_of_the_other_allies_in_your_party():
    # EN 714, 205.1: "Silas has ATK equal to the combined ATK of all other allies in your party, and health equal to
    # the combined health of all other allies in your party."
    automated("Silas Darkmoon")
    st = start()
    silas = put_real(st, 0, "Silas Darkmoon", "allies")
    put(st, 0, "Iron Sentinel", "allies")  # 4 / 4
    put(st, 0, "Mist Owl", "allies")  # 1 / 3
    put(st, 1, "Stone Guardian", "allies")  # an opposing ally: not in your party
    assert (kw.atk(st, silas), kw.health(st, silas)) == (5, 7)
    st = finish_combat(apply(st, "attack", 0, attacker=silas, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 5


def test_silas_darkmoon_alone_has_zero_health_and_is_destroyed():
    # 410.6a: a character with 0 health is destroyed
    st = start()
    silas = put_real(st, 0, "Silas Darkmoon", "allies")
    assert kw.health(st, silas) == 0
    st = apply(st, "pass", 0)
    assert st.table.cards[silas].zone == "graveyard"


def test_valeos_chillheart_lowers_the_atk_of_a_damaged_ally_in_combat_with_him():
    # EN 714, EN 600: "Each ally in combat with Valeos has -1 ATK for each damage on that ally."
    automated("Valeos Chillheart")
    st = start()
    valeos = put_real(st, 1, "Valeos Chillheart", "allies")
    attacker = put(st, 0, "Iron Sentinel", "allies", damage=2)
    other = put(st, 0, "Stone Guardian", "allies", damage=3)
    assert kw.atk(st, attacker) == 4  # not in combat with Valeos
    st = finish_combat(apply(st, "attack", 0, attacker=attacker, defender=valeos))
    assert st.table.cards[valeos].damage == 2  # in combat with him: 4 - 2 damage (EN 603.1)
    st = finish_combat(apply(st, "attack", 0, attacker=other, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 3  # an ally in combat with another card keeps its ATK


# --- turn history triggers (EN 703, 709) --------------------------------------------------------------------------


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


def test_naolin_sunsurge_draws_for_the_first_ability_you_play_on_your_turn_only():
    # EN 703, 409: "When you play an ability for the first time on each of your turns, draw a card."
    automated("Naolin Sunsurge")
    st = start()
    naolin = put_real(st, 0, "Naolin Sunsurge", "allies")
    before = _hand(st, 0)
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st)
    assert _hand(st, 0) == before + 1  # the first ability this turn: a card drawn
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st)
    assert _hand(st, 0) == before + 1  # the second: none
    st = _next_turn(st)  # turn 2 (the opponent's): an ability played was kept — Naolin stays
    assert st.table.cards[naolin].zone == "allies"
    before = _hand(st, 0)
    st, _ = play_real(st, "Frostbolt", 1, str(hero(st, 0)))  # the opponent's ability: not "you"
    st = _settle(st)
    assert _hand(st, 0) == before


def test_naolin_sunsurge_is_destroyed_at_the_end_of_a_turn_you_played_no_ability():
    # EN 703, 709: "At the end of your turn, if you didn't play an ability this turn, destroy Naolin Sunsurge."
    st = start()
    naolin = put_real(st, 0, "Naolin Sunsurge", "allies")
    st, _ = play_real(st, "Naolin Sunsurge", 0)  # an ally played: not an ability
    st = _next_turn(_settle(st))
    assert st.table.cards[naolin].zone == "graveyard"


# --- "this turn, target ally can't attack or protect, loses and can't have powers, and is a Boar" (103.2, 202.3) --


def test_instructor_antheol_turns_an_ally_into_a_powerless_boar_this_turn_once_per_turn():
    # 103.2, 202.3, EN 701: "1 -> This turn, target ally can't attack or protect, loses and can't have powers, and is
    # a Boar. Use only once per turn."
    automated("Instructor Antheol")
    st = start()
    antheol = put_real(st, 0, "Instructor Antheol", "allies")
    guard = put(st, 1, "Stone Guardian", "allies")  # Protector, Hardiness
    other = put(st, 1, "Mist Owl", "allies")
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, uid=antheol, power=0), {"target": [str(guard)]})
    assert not kw.has(st, guard, "Protector") and not kw.has(st, guard, "Hardiness")  # lost its powers
    assert kw.has(st, guard, "Can't Attack") and kw.has(st, guard, "Can't Protect") and "boar" in kw.words(st, guard)
    assert kw.has(st, other, "Elusive")  # only the target
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=antheol, power=0)  # once per turn (EN 701)
    st = _next_turn(st)
    assert kw.has(st, guard, "Protector") and "boar" not in kw.words(st, guard)  # this turn only


# --- choose one as a triggered power resolves (EN 707.1c) ---------------------------------------------------------


def test_raena_is_elusive_or_a_protector_until_the_end_of_your_next_turn():
    # EN 703, 707.1c, EN 503.2: "At the end of your turn, choose whether Raena is Elusive or a Protector until the end
    # of your next turn."
    automated("Raena the Unpredictable")
    st = start()
    raena = put_real(st, 0, "Raena the Unpredictable", "allies")
    assert not kw.has(st, raena, "Elusive") and not kw.has(st, raena, "Protector")
    st = _next_turn(st, {"wprev_pick_mode": ["1"]})  # turn 2, the opponent's
    assert kw.has(st, raena, "Elusive") and not kw.has(st, raena, "Protector")
    st = _next_turn(st)  # turn 3, hers: it lasts through it
    assert kw.has(st, raena, "Elusive")
    st = _next_turn(st, {"wprev_pick_mode": ["2"]})  # her turn ended: the Elusive one ended, the new pick starts
    assert kw.has(st, raena, "Protector") and not kw.has(st, raena, "Elusive")


@pytest.mark.parametrize("mode", ["1", "2"])
def test_one_thousand_battles_the_opponent_chooses_cant_attack_or_must_attack(mode):
    # EN 703, 707.1c, 103.2, EN 601.1: "At the start of your turn, an opponent chooses one: One-Thousand-Battles can't
    # attack this turn or One-Thousand-Battles must attack this turn if able."
    automated("One-Thousand-Battles")
    st = start()
    otb = put_real(st, 0, "One-Thousand-Battles", "allies")
    choosers: list[int] = []

    def pick(pending):
        choosers.append(pending.player)
        return [mode]

    st = _next_turn(_next_turn(st, {"wprev_pick_mode": pick}), {"wprev_pick_mode": pick})
    assert st.active == 0 and choosers == [1]  # on his controller's turn only, chosen by the opponent
    assert kw.has(st, otb, "Can't Attack") is (mode == "1") and kw.has(st, otb, "Must Attack") is (mode == "2")
    if mode == "1":
        with pytest.raises(RulesError):
            apply(st, "attack", 0, attacker=otb, defender=hero(st, 1))
    else:
        assert combat.must_attack_left(st, 0) == [otb]
        st = _fight(apply(st, "attack", 0, attacker=otb, defender=hero(st, 1)))
        assert st.table.cards[hero(st, 1)].damage == 3
    st = _next_turn(st)
    assert not kw.has(st, otb, "Can't Attack") and not kw.has(st, otb, "Must Attack")  # this turn only


def _tokens(st, player: int) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")]


def test_galvano_loyal_spider_is_a_protector():
    # EN 703, 707.1c, 404.2: "Loyal Spider: Put a 1 [MELEE] / 6 [HEALTH] Spider ally token into play with Protector."
    automated("Galvano the Beast Lord")
    st = start()
    st, _ = play_real(st, "Galvano the Beast Lord", 0, pay=5)
    st = _settle(st, {"wprev_pick_mode": ["1"]})
    [spider] = _tokens(st, 0)
    assert (kw.name(st, spider), kw.atk(st, spider), kw.health(st, spider)) == ("Spider", 1, 6) and kw.has(st, spider, "Protector")


def test_galvano_angry_wolf_has_ferocity_and_sentinel():
    # EN 703, 707.1c, 404.2: "Angry Wolf: Put a 2 [MELEE] / 1 [HEALTH] Wolf ally token into play with Ferocity and
    # Sentinel." — it attacks the turn it enters, and is readied the first time it exhausts
    st = start()
    st, _ = play_real(st, "Galvano the Beast Lord", 0, pay=5)
    st = _settle(st, {"wprev_pick_mode": ["2"]})
    [wolf] = _tokens(st, 0)
    assert (kw.atk(st, wolf), kw.health(st, wolf)) == (2, 1)
    st = _fight(apply(st, "attack", 0, attacker=wolf, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 2 and not st.table.cards[wolf].tapped


def test_galvano_cunning_monkey_draws_when_it_damages_an_opposing_hero():
    # EN 703, 707.1c, 404.2: "Cunning Monkey: Put a 2 [MELEE] / 2 [HEALTH] Monkey ally token into play with When this
    # ally deals damage to an opposing hero, draw a card."
    st = start()
    st, _ = play_real(st, "Galvano the Beast Lord", 0, pay=5)
    st = _settle(st, {"wprev_pick_mode": ["3"]})
    [monkey] = _tokens(st, 0)
    assert (kw.atk(st, monkey), kw.health(st, monkey)) == (2, 2)
    st.table.cards[monkey].entered_turn = -1  # (test setup: as if it had been in play since an earlier turn, 302.2)
    before = _hand(st, 0)
    st = _fight(apply(st, "attack", 0, attacker=monkey, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 2 and _hand(st, 0) == before + 1


# --- zone and turn memory (EN 703, 415.7, 415.9c) ----------------------------------------------------------------


def test_bimble_blackout_draws_when_removed_from_play():
    # EN 703, 415.7: "Whem Bimble is removed from the game from anywhere, draw a card." — from play (Void Rip: "Remove
    # target ally from the game.")
    automated("Bimble Blackout")
    st = start()
    bimble = put_real(st, 1, "Bimble Blackout", "allies")
    before = _hand(st, 1)
    st, _ = play_real(st, "Void Rip", 0, str(bimble))
    st = _settle(st)
    assert st.table.cards[bimble].zone == "removed" and _hand(st, 1) == before + 1  # its owner draws


def test_bimble_blackout_draws_when_removed_from_a_graveyard_but_not_when_destroyed():
    # EN 703, 415.7: from the graveyard too (Abyss Walker's Boots: "[Exhaust] -> Remove target card in a graveyard from
    # the game."); going to the graveyard is no removal
    st = start()
    bimble = put_real(st, 1, "Bimble Blackout", "allies")
    before = _hand(st, 1)
    st, _ = play_real(st, "Frostbolt", 0, str(bimble))  # 3 frost damage: destroyed
    st = _settle(st)
    assert st.table.cards[bimble].zone == "graveyard" and _hand(st, 1) == before
    boots = put_real(st, 0, "Abyss Walker's Boots", "hero_row")
    st = _settle(apply(st, "power", 0, uid=boots, power=0), {"target": [str(bimble)]})
    assert st.table.cards[bimble].zone == "removed" and _hand(st, 1) == before + 1


def test_venomstrike_deals_4_nature_damage_at_end_of_turn_to_each_character_it_damaged():
    # EN 703, 405.4: "At the end of each turn, Venomstrike deals 4 nature damage to each hero and ally it dealt damage
    # to this turn."
    automated("Venomstrike")
    st = start()
    venom = put_real(st, 0, "Venomstrike", "allies")  # 1 ATK / 5 health
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 / 4
    spared = put(st, 1, "Stone Guardian", "allies")
    st = _fight(apply(st, "attack", 0, attacker=venom, defender=foe))
    assert st.table.cards[foe].damage == 1 and st.table.cards[venom].damage == 4
    st = _next_turn(st)
    assert st.table.cards[foe].zone == "graveyard"  # 1 + 4 nature damage: destroyed (410.6a)
    assert st.table.cards[spared].damage == 0 and st.table.cards[hero(st, 1)].damage == 0
    assert st.table.cards[venom].damage == 4  # it dealt no damage to itself
    st = _next_turn(st)  # a turn it dealt no damage in: nothing
    assert st.table.cards[hero(st, 1)].damage == 0 and st.table.cards[spared].damage == 0


# --- [Exhaust] powers the turn they enter (EN glossary Time is Money) ---------------------------------------------


def _fresh(st, player: int, name: str) -> int:
    uid = put_real(st, player, name, "allies")
    st.table.cards[uid].entered_turn = st.turn  # (test setup: it entered this turn)
    return uid


def test_breanna_greenmother_lets_allies_in_your_party_use_exhaust_powers_the_turn_they_enter():
    # 302.2, EN glossary Time is Money: "Allies in your party can use activated ([Exhaust]) powers the turn they enter
    # your party."
    automated("Breanna Greenmother")
    st = start()
    jonas = _fresh(st, 0, "Jonas Targan")  # [Exhaust] -> Jonas deals 1 melee damage to target damaged hero or ally.
    st.table.cards[hero(st, 1)].damage = 1
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=jonas, power=0)  # 302.2: not without Breanna
    put_real(st, 1, "Breanna Greenmother", "allies")  # an opposing Breanna: not your party
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=jonas, power=0)
    put_real(st, 0, "Breanna Greenmother", "allies")
    st = _settle(apply(st, "power", 0, uid=jonas, power=0), {"target": [str(hero(st, 1))]})
    assert st.table.cards[jonas].tapped and st.table.cards[hero(st, 1)].damage == 2


def test_x51_nether_rocket_gives_a_horde_ally_ferocity_then_destroys_it_at_end_of_turn():
    # EN glossary Ferocity, 415.9c: "1, [Exhaust] -> Target Horde ally in your party has Ferocity this turn. At end of
    # turn, destroy it."
    automated("X-51 Nether-Rocket")
    st = start()
    rocket = put_real(st, 0, "X-51 Nether-Rocket", "allies")
    naolin = _fresh(st, 0, "Naolin Sunsurge")  # Horde, 3 ATK
    taliax = _fresh(st, 0, "Taliax the Ironjaw")  # Alliance: not a legal target of this power
    resources(st, 0, 1)
    offered: list[list[str]] = []

    def pick(pending):
        offered.append([o.id for o in pending.options])
        return [str(naolin)]

    st = _settle(apply(st, "power", 0, uid=rocket, power=0), {"target": pick})
    assert str(taliax) not in offered[0] and kw.has(st, naolin, "Ferocity")
    st = _fight(apply(st, "attack", 0, attacker=naolin, defender=hero(st, 1)))  # it attacks the turn it entered
    assert st.table.cards[hero(st, 1)].damage == 3
    st = _next_turn(st, {"may": ["no"]})
    assert st.table.cards[naolin].zone == "graveyard" and st.table.cards[taliax].zone == "allies"


def test_x51_nether_rocket_lets_an_alliance_ally_use_exhaust_powers_this_turn_then_destroys_it():
    # 302.2, 415.9c: "1, [Exhaust] -> Target Alliance ally in your party can use [Activated] powers this turn. At end of
    # turn, destroy it."
    st = start()
    rocket = put_real(st, 0, "X-51 Nether-Rocket", "allies")
    jonas = _fresh(st, 0, "Jonas Targan")  # Alliance
    st.table.cards[hero(st, 1)].damage = 1
    resources(st, 0, 1)
    st = _settle(apply(st, "power", 0, uid=rocket, power=1), {"target": [str(jonas)]})
    st = _settle(apply(st, "power", 0, uid=jonas, power=0), {"target": [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == 2
    st = _next_turn(st)
    assert st.table.cards[jonas].zone == "graveyard"


@pytest.mark.parametrize("damage", [15, 14])
def test_prince_xavalis_puts_a_terror_fiend_that_destroys_the_hero_it_hits(damage):
    # EN 703, 709, 404.2: "At the end of your turn, if an opposing hero has 15 or more damage on it, put a 1 [Shadow] /
    # 1 [Health] Terror Fiend Demon Monster ally token into play with When this ally deals combat damage to a hero,
    # destroy that hero." — 102.1a: a destroyed hero's player loses
    automated("Prince Xavalis")
    st = start()
    put_real(st, 0, "Prince Xavalis", "allies")
    st.table.cards[hero(st, 1)].damage = damage
    st = _next_turn(st)
    fiends = _tokens(st, 0)
    if damage < 15:
        assert not fiends
        return
    [fiend] = fiends
    assert kw.name(st, fiend) == "Terror Fiend" and {"demon", "monster"} <= kw.words(st, fiend)
    assert (kw.atk(st, fiend), kw.health(st, fiend)) == (1, 1)
    st = _next_turn(st)  # turn 3, P0's again
    st = finish_combat(apply(st, "attack", 0, attacker=fiend, defender=hero(st, 1)))
    st = _settle(st)
    assert st.over and st.result.winners == [0]


# --- Diplomacy (403.2) --------------------------------------------------------------------------------------------


def test_consul_rhys_lorgrand_diplomacy_and_a_bonus_per_alliance_race_other_than_human():
    # 403.2, EN 714, 202.1a: "Diplomacy: [Alliance] allies (you pay 1 less to play [Alliance] allies, to a minimum of
    # 1) Rhys has +1 ATK / +1 health for each different [Alliance] race among allies in your party other than Human."
    automated("Consul Rhys Lorgrand")
    st = start()
    hand = {n: put_real(st, 0, n, "hand") for n in ("Taliax the Ironjaw", "Routeen", "Naolin Sunsurge")}
    before = {n: costs.play_cost(st, 0, u) for n, u in hand.items()}
    rhys = put_real(st, 0, "Consul Rhys Lorgrand", "allies")
    after = {n: costs.play_cost(st, 0, u) for n, u in hand.items()}
    assert after == {"Taliax the Ironjaw": before["Taliax the Ironjaw"] - 1, "Routeen": 1, "Naolin Sunsurge": before["Naolin Sunsurge"]}
    assert (kw.atk(st, rhys), kw.health(st, rhys)) == (3, 3)
    put_real(st, 0, "Jonas Targan", "allies")  # Human: not counted
    put_real(st, 0, "Taliax the Ironjaw", "allies")  # Gnome
    put_real(st, 0, "Galway Steamwhistle", "allies")  # Gnome again: one race
    put_real(st, 0, "Routeen", "allies")  # Draenei
    put_real(st, 0, "Naolin Sunsurge", "allies")  # Blood Elf, Horde: not an [Alliance] race
    put_real(st, 1, "Milo the Unmerciful", "allies")  # Night Elf, not in your party
    assert (kw.atk(st, rhys), kw.health(st, rhys)) == (5, 5)


# --- "You may play this ally without paying his cost if / while …" (403.3) ----------------------------------------


def _tempest(st, target: int):
    """P1 plays Mind Tempest (X = 1): his hero deals 1 shadow damage to ``target``."""
    tempest = put(st, 0, "Mind Tempest", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=tempest, x=1)
    return _settle(choose(st, str(target)) if st.pending else st, {"target": [str(target)]})


def test_twilight_vanquisher_knolan_is_free_after_shadow_damage_to_an_opposing_hero_this_turn():
    # 403.3: "You may play this ally without paying his cost if a hero or ally you controled dealt shadow damage to an
    # opposing hero this turn."
    automated("Twilight Vanquisher Knolan")
    st = start()
    knolan = put_real(st, 0, "Twilight Vanquisher Knolan", "hand")
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=knolan, x=0, alt=0, pay=[])
    st = _tempest(st, put(st, 1, "Stone Guardian", "allies"))  # shadow damage to an opposing ally: not a hero
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=knolan, x=0, alt=0, pay=[])
    st = _tempest(st, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 1
    ready = sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped)
    st = _settle(apply(st, "play", 0, uid=knolan, x=0, alt=0, pay=[]))
    assert st.table.cards[knolan].zone == "allies"
    assert sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped) == ready  # nothing paid
    st = _next_turn(_next_turn(st))  # another turn of his: the history is this turn's only
    again = put_real(st, 0, "Twilight Vanquisher Knolan", "hand")
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=again, x=0, alt=0, pay=[])


def test_plainswatcher_taro_is_free_while_you_control_four_cards_with_the_same_name():
    # 403.3, 200.1: "While you control four or more cards in play with the same name, you may play Taro without paying
    # his cost."
    automated("Plainswatcher Taro")
    st = start()
    taro = put_real(st, 0, "Plainswatcher Taro", "hand")
    for _ in range(3):
        put(st, 0, "Mist Owl", "allies")
    put(st, 1, "Mist Owl", "allies")  # an opposing one: not yours
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=taro, x=0, alt=0, pay=[])
    put(st, 0, "Mist Owl", "allies")
    st = _settle(apply(st, "play", 0, uid=taro, x=0, alt=0, pay=[]))
    assert st.table.cards[taro].zone == "allies"


# --- exhausting (411.1) -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, arena", [("Shredder", True), ("Iron Sentinel", False)])
def test_backstab_bindo_exhausts_a_card_and_an_arena_card_skips_its_next_ready_step(name, arena):
    # 411.1, 501.1a, 202.3: "1, [Exhaust] -> Exhaust target card. If you exhausted an Arena card this way, it can't
    # ready during its controller's next ready step."
    automated("Backstab Bindo Gearbomb")
    st = start()
    bindo = put_real(st, 0, "Backstab Bindo Gearbomb", "allies")
    foe = put_real(st, 1, name, "allies") if arena else put(st, 1, name, "allies")
    resources(st, 0, 1)
    st = _settle(apply(st, "power", 0, uid=bindo, power=0), {"target": [str(foe)]})
    assert st.table.cards[foe].tapped and st.table.cards[bindo].tapped
    st = _next_turn(st)  # the opponent's ready step
    assert st.table.cards[foe].tapped is arena
    st = _next_turn(_next_turn(st))
    assert not st.table.cards[foe].tapped  # only the next one


def test_backstab_bindo_an_arena_card_already_exhausted_was_not_exhausted_this_way():
    # 411.1: an exhausted card doesn't become exhausted again: it readies as usual
    st = start()
    bindo = put_real(st, 0, "Backstab Bindo Gearbomb", "allies")
    foe = put_real(st, 1, "Shredder", "allies", tapped=True)
    resources(st, 0, 1)
    st = _settle(apply(st, "power", 0, uid=bindo, power=0), {"target": [str(foe)]})
    st = _next_turn(st)
    assert not st.table.cards[foe].tapped


# --- weapon tokens (404.2, 303.1) ---------------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_alexandros_mograine_may_leave_ashbringer_behind(answer):
    # EN 703, EN 709.3, 404.2, 303: "When Alexandros is destroyed, you may put a 6 [Holy] / 0 [Cost] Two-Handed Sword
    # weapon token named Ashbringer into play with Melee(1) and Invincible."
    automated("Alexandros Mograine")
    st = start()
    alex = put_real(st, 0, "Alexandros Mograine", "allies", damage=5)
    st, _ = play_real(st, "Frostbolt", 0, str(alex))
    st = _settle(st, {"may": [answer]})
    assert st.table.cards[alex].zone == "graveyard"
    weapons = [u for u in st.table.zone(0, "hero_row") if kw.ctype(st, u) == "weapon"]
    if answer == "no":
        assert not weapons
        return
    [ash] = weapons
    assert kw.name(st, ash) == "Ashbringer" and kw.equipment_atk(st, ash) == 6 and kw.has(st, ash, "Invincible")
    assert kw.cant_be_destroyed(st, ash) and st.table.cards[ash].flags.get("token")
    assert {"2h weapon", "sword"} <= kw.words(st, ash)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=ash)  # strike cost 0: nothing to pay
    st = finish_combat(st)
    assert st.table.cards[hero(st, 1)].damage == 6


# --- "becomes 1 / 1" by a one-shot power (205.1, EN 714.1) --------------------------------------------------------


@pytest.mark.parametrize("shaman", [True, False])
def test_lodur_makes_an_opposing_ally_a_1_1_frog_this_turn_with_another_shaman(shaman):
    # EN 703, 709, 205.1, 202.3: "Empower Shaman: When this ally enters play, if you control another Shaman hero or ally,
    # target opposing ally becomes 1 / 1 and is also a Frog this turn." — Korga Stormcaller is a Shaman hero
    automated("Lodur, Herald of the Elements")
    st = start() if shaman else start(hero0="Alia Dawnblade")
    foe = put(st, 1, "Stone Guardian", "allies", damage=0)  # 3 / 6
    st, _ = play_real(st, "Lodur, Herald of the Elements", 0, pay=4)
    st = _settle(st, {"target": [str(foe)]})
    if not shaman:
        assert (kw.atk(st, foe), kw.health(st, foe)) == (3, 6) and "frog" not in kw.words(st, foe)
        return
    assert (kw.atk(st, foe), kw.health(st, foe)) == (1, 1) and "frog" in kw.words(st, foe)
    assert kw.has(st, foe, "Protector")  # it keeps its powers
    st = _next_turn(st)
    assert (kw.atk(st, foe), kw.health(st, foe)) == (3, 6) and "frog" not in kw.words(st, foe)


def test_lodur_a_frog_changed_again_this_turn_counts_from_1_1():
    # 205.1, EN 714.1: the new printed value; other changes still apply on top (+2 ATK this turn)
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Lodur, Herald of the Elements", 0, pay=4)
    st = _settle(st, {"target": [str(foe)]})
    st.modifiers.append(Modifier(foe, "atk", 2, duration="this_turn", player=0, turn=st.turn, source=foe))  # (test setup: "+2 ATK this turn")
    assert kw.atk(st, foe) == 3


def test_voljin_makes_an_opposing_alliance_or_monster_ally_a_powerless_1_1_frog_until_it_leaves_play():
    # EN 703, 205.1, 103.2, 202.3, 415.9a: "At the end of your turn, target opposing [Alliance] or Monster ally becomes
    # 1/1, loses and can't have powers, and is also a Frog until it leaves play (even if Vol'jin leaves play)."
    automated("Vol'jin, Darkspear Chieftain")
    st = start()
    voljin = put_real(st, 0, "Vol'jin, Darkspear Chieftain", "allies")
    taliax = put_real(st, 1, "Taliax the Ironjaw", "allies")  # Alliance, Protector
    horde = put_real(st, 1, "Naolin Sunsurge", "allies")  # Horde: not a legal target
    offered: list[list[str]] = []

    def pick(pending):
        offered.append([o.id for o in pending.options])
        return [str(taliax)]

    st = _next_turn(st, {"target": pick})
    assert str(horde) not in offered[0] and str(taliax) in offered[0]
    assert (kw.atk(st, taliax), kw.health(st, taliax)) == (1, 1) and "frog" in kw.words(st, taliax)
    assert not kw.has(st, taliax, "Protector")  # lost its powers
    st.table.move(voljin, "graveyard")  # (test setup: Vol'jin leaves play) — it lasts anyway
    st = _next_turn(st)
    assert (kw.atk(st, taliax), kw.health(st, taliax)) == (1, 1) and not kw.has(st, taliax, "Protector")


# --- Empower: weapons (303.2) -------------------------------------------------------------------------------------


@pytest.mark.parametrize("warrior", [True, False])
def test_zores_gives_a_weapon_plus_2_atk_and_a_cheaper_strike_this_turn_with_another_warrior(warrior):
    # EN 703, 709, 303.2, 403.2: "Empower Warrior: When this ally enters play, if you control another Warrior hero or
    # ally, target weapon you control has +2 ATK and you pay [2] less to strike with it this turn."
    automated("Zores, Herald of War")
    st = start()
    axe = put(st, 0, "Great Axe", "hero_row")  # 4 ATK, strike cost 2
    if warrior:
        put_real(st, 0, "Taliax the Ironjaw", "allies")  # a Warrior ally
    st, _ = play_real(st, "Zores, Herald of War", 0, pay=4)
    st = _settle(st, {"target": [str(axe)]})
    assert kw.equipment_atk(st, axe) == (6 if warrior else 4)
    assert costs.strike_cost(st, 0, axe) == (0 if warrior else 2)
    st = _next_turn(st)
    assert kw.equipment_atk(st, axe) == 4 and costs.strike_cost(st, 0, axe) == 2


# --- stats set for every ally (EN 714, 205.1) ---------------------------------------------------------------------


def test_marundal_each_ally_has_atk_and_health_equal_to_its_cost_and_cant_gain_or_lose_them():
    # EN 714, 205.1, 201.3: "Each ally has ATK and health equal to its cost, and can't gain or lose ATK or health."
    automated("Marundal the Kindred")
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")  # cost 2, 1 / 3
    guard = put(st, 0, "Stone Guardian", "allies")  # cost 5, 3 / 6
    taliax = put_real(st, 0, "Taliax the Ironjaw", "allies")  # cost 2, 2 / 2, doubled with a weapon
    put_real(st, 0, "Gorehowl", "hero_row")
    st.modifiers.append(Modifier(owl, "atk", 2, duration="this_turn", player=1, turn=st.turn, source=owl))  # (test setup: +2 ATK)
    assert (kw.atk(st, owl), kw.atk(st, taliax)) == (3, 4)
    marundal = put_real(st, 0, "Marundal the Kindred", "allies")
    assert [(kw.atk(st, u), kw.health(st, u)) for u in (owl, guard, taliax, marundal)] == [(2, 2), (5, 5), (2, 2), (4, 4)]
    st = finish_combat(apply(st, "attack", 0, attacker=guard, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 5


def test_windstriker_larun_each_ally_has_its_printed_atk_and_health_and_cant_gain_or_lose_them():
    # EN 714, 205.1: "Each ally has ATK equal to its printed ATK, has health equal to its printed health, and can't gain
    # or lose ATK or health."
    automated("Windstriker Larun")
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")  # 1 / 3
    taliax = put_real(st, 0, "Taliax the Ironjaw", "allies")
    put_real(st, 0, "Gorehowl", "hero_row")
    st.modifiers.append(Modifier(owl, "health", -2, duration="this_turn", player=1, turn=st.turn, source=owl))  # (test setup: -2 health)
    assert (kw.health(st, owl), kw.atk(st, taliax)) == (1, 4)
    put_real(st, 0, "Windstriker Larun", "allies")
    assert (kw.atk(st, owl), kw.health(st, owl)) == (1, 3) and (kw.atk(st, taliax), kw.health(st, taliax)) == (2, 2)


def test_savuka_has_assault_x_and_long_range_while_you_control_a_hunter_ranged_weapon():
    # EN 714, 202.1a, EN glossary Assault, Long-Range: "While you control a [Hunter] Ranged weapon, this ally has Assault
    # X and Long-Range, where X is the highest ATK among [Hunter] Ranged weapons you control."
    automated("Savuka the Acute")
    st = start()
    savuka = put_real(st, 0, "Savuka the Acute", "allies")  # 4 ATK
    glaive = put_real(st, 0, "Fleshwerk Throwing Glaive", "hero_row")  # Ranged, not [Hunter]
    put_real(st, 1, "Trapper's Rifle", "hero_row")  # an opposing one
    assert not kw.has(st, savuka, "Long-Range") and kw.atk(st, savuka) == 4
    st.table.move(glaive, "graveyard")  # (test setup: one Ranged (1) weapon at a time, 414.3b)
    put_real(st, 0, "Trapper's Rifle", "hero_row")  # [Hunter] Ranged (1), 3 ATK
    assert kw.has(st, savuka, "Long-Range") and kw.keywords(st, savuka).get("Assault") == 3
    st = finish_combat(apply(st, "attack", 0, attacker=savuka, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 7  # Assault 3 on your turn


@pytest.mark.parametrize("x, destroyed_this_way", [(1, True), (3, False)])
def test_plague_eruptor_destroys_itself_after_non_fatal_damage_to_deal_that_much_to_each_opposing_character(x, destroyed_this_way):
    # EN 703, EN 709.3, 405.2, 410.6a: "When this ally is dealt non-fatal damage, destroy it. If you do, it deals that
    # much nature damage to each opposing hero and ally." — fatal damage destroys it first: nothing is dealt
    automated("Plague Eruptor")
    st = start()
    eruptor = put_real(st, 0, "Plague Eruptor", "allies")  # 3 health
    owl = put(st, 1, "Mist Owl", "allies")
    mine = put(st, 0, "Mist Owl", "allies")
    tempest = put(st, 0, "Mind Tempest", "hand")
    resources(st, 0, x + 1)
    st = _settle(apply(st, "play", 0, uid=tempest, x=x), {"target": [str(eruptor)]})
    assert st.table.cards[eruptor].zone == "graveyard"
    dealt = x if destroyed_this_way else 0
    assert st.table.cards[hero(st, 1)].damage == dealt and st.table.cards[owl].damage == dealt
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 0)].damage == 0  # opposing only


# --- control (401.3) ----------------------------------------------------------------------------------------------


def test_siaranna_goes_to_the_player_who_plays_an_ability():
    # EN 703, 401.3: "When a player plays an ability, he gains control of Siaranna."
    automated("Siaranna the Fickle")
    st = start()
    sia = put_real(st, 1, "Siaranna the Fickle", "allies")
    st, _ = play_real(st, "Naolin Sunsurge", 0)  # an ally: not an ability
    st = _settle(st)
    assert st.table.cards[sia].controller == 1
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st)
    assert st.table.cards[sia].controller == 0 and sia in st.table.zone(0, "allies")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))  # her controller's own ability: she stays
    st = _settle(st)
    assert st.table.cards[sia].controller == 0
    st = _next_turn(st)
    st, _ = play_real(st, "Frostbolt", 1, str(hero(st, 0)))  # the other player's ability: back to him
    st = _settle(st)
    assert st.table.cards[sia].controller == 1


# --- picks as the power resolves (EN 709.1) -----------------------------------------------------------------------


def test_vorden_destroys_allies_of_his_party_then_as_many_opposing_allies():
    # EN 703, EN 709.1, 415.9c: "When Vorden enters play, destroy any number of allies in your party, then destroy an
    # opposing ally for each ally destroyed this way."
    automated("Vorden the Shadowbringer")
    st = start()
    mine = [put(st, 0, "Mist Owl", "allies") for _ in range(2)]
    theirs = [put(st, 1, "Mist Owl", "allies") for _ in range(3)]
    st, vorden = play_real(st, "Vorden the Shadowbringer", 0, pay=6)
    offered: list[list[str]] = []

    def keep(pending):
        offered.append([o.id for o in pending.options])
        return [str(u) for u in mine]

    st = _settle(st, {"wl30_destroy_mine_then_theirs": keep, "wl30_destroy_theirs": [str(theirs[0]), str(theirs[2])]})
    assert set(offered[0]) == {str(u) for u in [*mine, vorden]}  # his own party only, Vorden too
    assert all(st.table.cards[u].zone == "graveyard" for u in mine) and st.table.cards[vorden].zone == "allies"
    assert [st.table.cards[u].zone for u in theirs] == ["graveyard", "allies", "graveyard"]


def test_vorden_destroying_none_destroys_none_and_more_than_they_have_destroys_all():
    # EN 709.1: "any number" may be none; "for each" with fewer opposing allies: all of them
    st = start()
    theirs = put(st, 1, "Mist Owl", "allies")
    st, _ = play_real(st, "Vorden the Shadowbringer", 0, pay=6)
    st = _settle(st, {"wl30_destroy_mine_then_theirs": []})
    assert st.table.cards[theirs].zone == "allies"
    mine = [put(st, 0, "Mist Owl", "allies") for _ in range(2)]
    st, _ = play_real(st, "Vorden the Shadowbringer", 0, pay=6)  # a second Vorden
    st = _settle(st, {"wl30_destroy_mine_then_theirs": [str(u) for u in mine]})
    assert st.table.cards[theirs].zone == "graveyard"


def test_stitches_removes_that_many_ally_cards_from_your_graveyard_and_as_much_damage():
    # EN 703, 415.7, 405.1: "When Stitches is dealt damage, remove that many ally cards in your graveyard from the game.
    # Then, remove 1 damage from Stitches for each ally card you removed." (line 1: +1 / +1 per ally card there)
    automated("Stitches")
    st = start()
    stitches = put_real(st, 0, "Stitches", "allies")
    owls = [put(st, 0, "Mist Owl", "graveyard") for _ in range(4)]
    put_real(st, 0, "Frostbolt", "graveyard")  # not an ally card
    put(st, 1, "Mist Owl", "graveyard")  # not in your graveyard
    assert kw.health(st, stitches) == 4
    tempest = put(st, 0, "Mind Tempest", "hand")
    resources(st, 0, 3)
    st = _settle(apply(st, "play", 0, uid=tempest, x=2), {"target": [str(stitches)], "wl30_remove_grave_allies_heal": [str(owls[0]), str(owls[3])]})
    assert [st.table.cards[u].zone for u in owls] == ["removed", "graveyard", "graveyard", "removed"]
    assert st.table.cards[stitches].damage == 0 and kw.health(st, stitches) == 2


def test_stitches_with_fewer_ally_cards_removes_them_all():
    # EN 709.1: "that many" with fewer: all of them (and as much damage: 1)
    st = start()
    stitches = put_real(st, 0, "Stitches", "allies")
    owls = [put(st, 0, "Mist Owl", "graveyard") for _ in range(4)]
    st.modifiers.append(Modifier(stitches, "health", 10, duration="this_turn", player=0, turn=st.turn, source=stitches))  # (test setup: +10 health)
    tempest = put(st, 0, "Mind Tempest", "hand")
    resources(st, 0, 6)
    st = _settle(apply(st, "play", 0, uid=tempest, x=5), {"target": [str(stitches)]})
    assert all(st.table.cards[u].zone == "removed" for u in owls)
    assert st.table.cards[stitches].damage == 1 and st.table.cards[stitches].zone == "allies"


# --- uniqueness limits (414.3b) -----------------------------------------------------------------------------------


def _uniqueness_asked(st) -> bool:
    """After a pass (the checks before priority, 410.6), is a uniqueness violation to be fixed (414.2)?"""
    st = apply(st, "pass", st.priority)
    return bool(st.pending) and st.pending[0].prompt.startswith("Uniqueness")


@pytest.mark.parametrize("goldenmoon", [True, False])
def test_goldenmoon_allows_a_second_pet_with_another_name(goldenmoon):
    # 414.3b, 414.2, 200.1: "You can have an additional Pet while your Pets have different names."
    automated("Goldenmoon")
    st = start()
    if goldenmoon:
        put_real(st, 0, "Goldenmoon", "allies")
    put_real(st, 0, "Bloodclaw", "allies")
    put_real(st, 0, "Fury", "allies")
    assert _uniqueness_asked(st) is not goldenmoon


def test_goldenmoon_pets_with_the_same_name_or_three_pets_break_the_limit():
    # 414.3b: two Pets named alike: no additional Pet; three different Pets: one more than Pet (1) + 1
    st = start()
    put_real(st, 0, "Goldenmoon", "allies")
    put_real(st, 0, "Bloodclaw", "allies")
    put_real(st, 0, "Bloodclaw", "allies")
    assert _uniqueness_asked(st)
    st = start()
    put_real(st, 0, "Goldenmoon", "allies")
    for name in ("Bloodclaw", "Fury", "Hootie"):
        put_real(st, 0, name, "allies")
    assert _uniqueness_asked(st)


# --- fights (405.4, 408.2c) ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("monster, shout", [(True, "yes"), (True, "no"), (False, "yes")])
def test_krogar_me_biggest_he_and_an_opposing_ally_deal_damage_to_each_other(monster, shout):
    # EN 703, 709, 709.3, 405.4: "Empower Monster: When this ally enters play, if you control another Monster hero or
    # ally, you may shout ME BIGGEST! while pounding your fists on the table. If you do, this ally and target opposing
    # ally deal melee damage to each other equal to their respective ATK."
    automated("Krogar the Colossal")
    st = start()
    if monster:
        put_real(st, 0, "Drugush the Crusher", "allies")  # a Monster ally
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 / 4
    st, krogar = play_real(st, "Krogar the Colossal", 0, pay=8)  # 9 / 13
    st = _settle(st, {"target": [str(foe)] if shout == "yes" else []})  # "you may": a target chosen, or none (EN 709.3)
    fought = monster and shout == "yes"
    assert (st.table.cards[foe].zone == "graveyard") is fought
    assert st.table.cards[krogar].damage == (4 if fought else 0)


# --- healing counted (407.1) --------------------------------------------------------------------------------------


@pytest.mark.parametrize("damage, druid, treants", [(5, True, 3), (2, True, 2), (5, False, 0)])
def test_renshol_heals_3_then_a_treant_for_each_damage_healed(damage, druid, treants):
    # EN 703, 709, 407.1, 404.2: "Empower Druid: When this ally enters play, if you control another Druid hero or ally,
    # this ally heals 3 damage from target friendly hero or ally. Then put a 1 [MELEE] / 1 [HEALTH] Treant ally token
    # into play for each damage healed this way."
    automated("Renshol, Herald of Nature")
    st = start()
    if druid:
        put_real(st, 0, "Cerwyn", "allies")  # a Druid ally
    st.table.cards[hero(st, 0)].damage = damage
    st, _ = play_real(st, "Renshol, Herald of Nature", 0, pay=6)
    st = _settle(st, {"target": [str(hero(st, 0))]})
    assert st.table.cards[hero(st, 0)].damage == damage - (min(3, damage) if druid else 0)
    tokens = _tokens(st, 0)
    assert len(tokens) == treants and all(kw.name(st, u) == "Treant" and (kw.atk(st, u), kw.health(st, u)) == (1, 1) for u in tokens)


# --- tokens for an opponent (404.2) -------------------------------------------------------------------------------


def test_azaloth_gives_the_opponent_five_warlocks_and_cant_attack_while_any_of_them_is_in_play():
    # EN 703, 404.2, 103.2: "When Azaloth enters play, choose an opponent. That opponent puts five Warlock ally tokens
    # with 0 Shadow ATK / 5 health into play. Azaloth can't attack while any of those tokens are in play."
    automated("Azaloth")
    st = start()
    other = put(st, 1, "Mist Owl", "allies")
    st, azaloth = play_real(st, "Azaloth", 0, pay=12)
    st = _settle(st)
    warlocks = _tokens(st, 1)
    assert len(warlocks) == 5 and not _tokens(st, 0)
    assert all(kw.name(st, u) == "Warlock" and (kw.atk(st, u), kw.health(st, u)) == (0, 5) and "shadow" in kw.damage_types(st, u) for u in warlocks)
    st = _next_turn(_next_turn(st))  # his controller's next turn: he could attack (302.2)
    assert kw.has(st, azaloth, "Can't Attack")
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=azaloth, defender=hero(st, 1))
    for u in warlocks[:4]:
        st.table.move(u, "graveyard")  # (test setup: four of them are gone)
    assert kw.has(st, azaloth, "Can't Attack")  # one is left
    st.table.move(warlocks[4], "graveyard")
    assert not kw.has(st, azaloth, "Can't Attack")  # other allies of that player don't count
    st = finish_combat(apply(st, "attack", 0, attacker=azaloth, defender=hero(st, 1)))
    assert st.over and st.result.winners == [0]  # 50 damage: the opposing hero is destroyed (102.1a)
    assert st.table.cards[other].zone == "allies"


# --- damage put on an entering ally (405.3) -----------------------------------------------------------------------


def test_krayzin_firetusk_may_put_non_fatal_damage_on_each_ally_entering_your_party():
    # EN 703, 405.2, 405.3, EN glossary Berserking: "When Kray'zin or another ally enters your party, you may put any
    # amount of non-fatal damage on it."
    automated("Kray'zin Firetusk")
    st = start()
    seen: list[list[str]] = []

    def amount(n: str):
        def pick(pending):
            seen.append([o.id for o in pending.options])
            return [n]
        return pick

    st, krayzin = play_real(st, "Kray'zin Firetusk", 0, pay=4)  # 0 ATK / 10 health, Berserking
    st = _settle(st, {"wl30_put_nonfatal": amount("4")})
    assert seen[-1] == [str(n) for n in range(10)]  # none up to 9: never fatal
    assert st.table.cards[krayzin].damage == 4 and kw.atk(st, krayzin) == 4
    st, naolin = play_real(st, "Naolin Sunsurge", 0, pay=4)  # 3 / 2
    st = _settle(st, {"wl30_put_nonfatal": amount("0")})
    assert seen[-1] == ["0", "1"] and st.table.cards[naolin].damage == 0
    asked = len(seen)
    st = _next_turn(st)
    st, _ = play_real(st, "Naolin Sunsurge", 1, pay=4)  # an opposing ally: not your party
    st = _settle(st, {"wl30_put_nonfatal": amount("1")})
    assert len(seen) == asked


# --- "you may discard … If you do, … equal to its cost" (415.9d, EN 709.3) ---------------------------------------


@pytest.mark.parametrize("discard", [True, False])
def test_valak_may_discard_an_ability_to_deal_its_cost_in_arcane_damage(discard):
    # EN 703, 415.9d, EN 709.3: "When this ally attacks, you may discard an ability. If you do, he deals arcane damage to
    # target ally equal to the cost of that ability."
    automated("Valak the Vortex")
    st = start()
    valak = put_real(st, 0, "Valak the Vortex", "allies")
    bolt = put_real(st, 0, "Frostbolt", "hand")  # cost 3
    put_real(st, 0, "Naolin Sunsurge", "hand")  # an ally card: not offered
    foe = put(st, 1, "Stone Guardian", "allies")  # 3 / 6, Hardiness (1 less of each packet)
    offered: list[list[str]] = []

    def pick(pending):
        offered.append([o.id for o in pending.options])
        return [str(bolt) if discard else "decline"]

    st = _fight(apply(st, "attack", 0, attacker=valak, defender=hero(st, 1)), {"target": [str(foe)], "wl30_may_discard_ref": pick})
    assert offered == [[str(bolt), "decline"]]
    assert (st.table.cards[bolt].zone == "graveyard") is discard
    assert st.table.cards[foe].damage == (3 - 1 if discard else 0)


# --- "the next time … would deal arcane damage this turn, it deals that much +N instead" (EN 716) ----------------


def test_maxie_the_blaster_adds_2_to_the_next_arcane_packet_of_a_character_you_control_this_turn():
    # EN 716: "[Exhaust] -> The next time target hero or ally you control would deal arcane damage this turn, it deals
    # that much +2 instead." (Time is Money: usable the turn it enters)
    automated("Maxie the Blaster")
    st = start()
    maxie = put_real(st, 0, "Maxie the Blaster", "allies")
    st.table.cards[maxie].entered_turn = st.turn  # (test setup: it entered this turn)
    sage = put(st, 0, "Veiled Sage", "allies")  # 2 arcane ATK
    st = _settle(apply(st, "power", 0, uid=maxie, power=1), {"target": [str(sage)]})
    assert st.table.cards[maxie].tapped
    st = _fight(apply(st, "attack", 0, attacker=sage, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4  # 2 + 2
    st.table.cards[sage].tapped = False  # (test setup: ready again)
    st = _fight(apply(st, "attack", 0, attacker=sage, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 6  # the next time only


def test_maxie_the_blaster_a_packet_of_another_type_leaves_the_bonus_waiting():
    # EN 716: only arcane damage uses it up
    st = start()
    maxie = put_real(st, 0, "Maxie the Blaster", "allies")
    knight = put(st, 0, "Iron Sentinel", "allies")  # 4 melee ATK
    st = _settle(apply(st, "power", 0, uid=maxie, power=1), {"target": [str(knight)]})
    st = _fight(apply(st, "attack", 0, attacker=knight, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4
    assert kw.has(st, knight, "Next Damage Plus: arcane")


# --- powers gained once (EN 703, 714) -----------------------------------------------------------------------------


def test_darkstalker_soran_gains_allies_plus_2_the_first_time_he_hits_a_defending_hero_until_he_leaves_play():
    # EN 703, EN 714, 415.9a: "When this ally deals combat damage to a defending hero for the first time each game, this
    # ally has 'Allies you control have +2 / +2' until he leaves play."
    automated("Darkstalker Soran")
    st = start()
    soran = put_real(st, 0, "Darkstalker Soran", "allies")  # 1 / 1
    owl = put(st, 0, "Mist Owl", "allies")  # 1 / 3
    foe = put(st, 1, "Mist Owl", "allies")
    st = _fight(apply(st, "attack", 0, attacker=soran, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 1
    assert (kw.atk(st, soran), kw.health(st, soran)) == (3, 3) and (kw.atk(st, owl), kw.health(st, owl)) == (3, 5)
    assert (kw.atk(st, foe), kw.health(st, foe)) == (1, 3)
    st, _ = play_real(st, "Frostbolt", 0, str(soran))  # he leaves play: the gained power ends (415.9a)
    st = _settle(st)
    assert st.table.cards[soran].zone == "graveyard" and (kw.atk(st, owl), kw.health(st, owl)) == (1, 3)
    st.table.move(soran, "hand")  # (test setup: the same card back in hand)
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=soran, x=0))  # back in play: a new card
    st = _next_turn(_next_turn(st))
    st = _fight(apply(st, "attack", 0, attacker=soran, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 2 and kw.atk(st, owl) == 1  # not the first time this game


def _proposed(st, attacker: int, defender: int, attacking_player: int):
    """A proposed attack (EN 601.2), to ask who may protect (EN 602.2)."""
    st.combat = Combat(attacker=attacker, defender=defender, attacking_player=attacking_player, proposed_defender=defender, stage="proposed")


def test_field_commander_foggo_this_turn_friendly_heroes_and_allies_can_protect_him():
    # EN 701, EN 602.2, glossary Protector: "1, Discard a card -> This turn, friendly heroes and allies can protect this
    # ally."
    automated("Field Commander Foggo")
    st = start()
    foggo = put_real(st, 0, "Field Commander Foggo", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Mist Owl", "allies")
    _proposed(st, foe, foggo, 1)
    assert protectors(st) == []
    st.combat = None
    discard = put_real(st, 0, "Frostbolt", "hand")
    resources(st, 0, 1)
    st = _settle(apply(st, "power", 0, uid=foggo, power=0, x=0, pay=[discard]))
    assert st.table.cards[discard].zone == "graveyard"
    _proposed(st, foe, foggo, 1)
    assert set(protectors(st)) == {owl, other, hero(st, 0)}  # friendly heroes and allies
    _proposed(st, foe, owl, 1)
    assert protectors(st) == []  # only Foggo
    st.combat = None
    st = _next_turn(st)
    _proposed(st, foe, foggo, 1)
    assert protectors(st) == []  # this turn only


# --- from the graveyard into play (710.1) -------------------------------------------------------------------------


def test_sek_grimlash_destroys_another_ally_to_bring_back_a_demon_no_costlier_than_your_resources():
    # 403.1, EN 701, 710.1: "2, Destroy another ally in your party, [Exhaust] -> Put a Demon ally card from your graveyard
    # into play if its cost is less than or equal to the number of resources you have."
    automated("Sek Grimlash")
    st = start()
    sek = put_real(st, 0, "Sek Grimlash", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    morfiel = put_real(st, 0, "Morfiel", "graveyard")  # Demon, cost 4
    arix = put_real(st, 0, "Warbringer Arix'amal", "graveyard")  # Demon, cost 3
    put(st, 0, "Iron Sentinel", "graveyard")  # not a Demon
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=sek, power=0, x=0, pay=[sek])  # "another" ally
    st = _settle(apply(st, "power", 0, uid=sek, power=0, x=0, pay=[owl]))
    assert st.table.cards[owl].zone == "graveyard" and st.table.cards[sek].tapped
    assert st.table.cards[arix].zone == "allies" and st.table.cards[morfiel].zone == "graveyard"  # 3 resources: cost 4 too high


@pytest.mark.parametrize("by_ally", [True, False])
def test_plagueborn_meatwall_unloads_its_damage_onto_an_attacking_ally(by_ally):
    # EN 703, 405.1, 405.4: "When Plagueborn Meatwall defends against an ally, remove all damage from Plagueborn
    # Meatwall, and he deals that much melee damage to each attacking ally."
    automated("Plagueborn Meatwall")
    st = start()
    wall = put_real(st, 1, "Plagueborn Meatwall", "allies", damage=4)  # 0 / 6
    if by_ally:
        attacker = put(st, 0, "Stone Guardian", "allies")  # 3 / 6, Hardiness
    else:
        attacker = hero(st, 0)
        st.modifiers.append(Modifier(attacker, "atk", 3, duration="this_turn", player=0, turn=st.turn, source=attacker))  # (test setup)
    st = _fight(apply(st, "attack", 0, attacker=attacker, defender=wall))
    if by_ally:
        assert st.table.cards[attacker].damage == 4 - 1  # 4 melee, less 1 (Hardiness)
        assert st.table.cards[wall].damage == 3  # unloaded, then its combat damage
    else:
        assert st.table.cards[wall].zone == "graveyard"  # a hero attacks: its damage stayed, 4 + 3 is fatal (410.6a)
        assert st.table.cards[attacker].damage == 0


# --- sweeps (415.9c, 710.1) ---------------------------------------------------------------------------------------


def test_nargle_removes_itself_at_the_end_of_an_opponents_turn_sweeping_non_murlocs_and_raising_murlocs():
    # EN 703, EN 709.3, 415.9c, 710.1: "At the end of an opponent's turn, remove this ally from the game. If you do,
    # destroy all non-Murloc allies, then players put all Murloc allies from their graveyards into play."
    automated("Nargle, Fang of the Swarm")
    st = start()
    nargle = put_real(st, 0, "Nargle, Fang of the Swarm", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    my_murloc = put_real(st, 0, "Murloc Coastrunner", "allies")
    my_dead = put_real(st, 0, "Baby Murloc", "graveyard")
    knight = put(st, 1, "Iron Sentinel", "allies")
    their_dead = put_real(st, 1, "Murloc Coastrunner", "graveyard")
    dead_owl = put(st, 1, "Mist Owl", "graveyard")
    st = _next_turn(st)  # the end of his own turn: nothing
    assert st.table.cards[nargle].zone == "allies" and st.table.cards[owl].zone == "allies"
    st = _next_turn(st, {"wshot2_pick_own": lambda p: [o.id for o in p.options]})  # the end of the opponent's turn
    assert st.table.cards[nargle].zone == "removed"
    assert st.table.cards[owl].zone == "graveyard" and st.table.cards[knight].zone == "graveyard"
    assert st.table.cards[my_murloc].zone == "allies" and st.table.cards[dead_owl].zone == "graveyard"
    assert my_dead in st.table.zone(0, "allies") and their_dead in st.table.zone(1, "allies")  # each under its owner


# --- interrupts (EN 711) ------------------------------------------------------------------------------------------


def test_rhonin_discards_a_mage_with_cost_x_to_interrupt_a_card_with_cost_x():
    # EN 711.1, 403.1, 202.1a: "[2], Discard a Mage with cost X -> Interrupt target card with cost X."
    automated("Rhonin")
    st = start()
    rhonin = put_real(st, 0, "Rhonin", "allies")
    bolt = put_real(st, 0, "Frostbolt", "hand")  # cost 3
    fireball = put_real(st, 0, "Fireball", "hand")  # a Mage card, cost 4
    second = put_real(st, 0, "Frostbolt", "hand")  # a Mage card, cost 3
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=bolt, x=0)
    st = choose(st, str(hero(st, 1))) if st.pending else st
    assert st.table.cards[bolt].zone == "chain"
    with pytest.raises(RulesError, match="target"):
        apply(st, "power", 0, uid=rhonin, power=0, x=0, pay=[fireball])  # cost 4: no card with cost 4 to interrupt (707.1d)
    st = apply(st, "power", 0, uid=rhonin, power=0, x=0, pay=[second])
    st = resolve_chain(choose(st, str(bolt)) if st.pending else st)
    assert st.table.cards[second].zone == "graveyard"  # discarded to pay
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0  # interrupted: no damage


# --- damage answered (EN 703, 405.4) ------------------------------------------------------------------------------


def test_skorn_deals_the_damage_an_ally_was_dealt_to_the_hero_of_its_party():
    # EN 703, 408.2a: "When an ally is dealt damage, Skron deals that amount of shadow damage to target hero in that
    # ally's party." — any ally, the hero of its controller
    automated("Skorn, Mistress of Shadow")
    st = start()
    put_real(st, 0, "Skorn, Mistress of Shadow", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    offered: list[list[str]] = []

    def pick(pending):
        offered.append([o.id for o in pending.options])
        return [pending.options[0].id]

    st, _ = play_real(st, "Frostbolt", 0, str(foe))
    st = _settle(st, {"target": pick})
    assert offered[-1] == [str(hero(st, 1))]  # the hero of that ally's party only
    assert st.table.cards[hero(st, 1)].damage == 3 and st.table.cards[hero(st, 0)].damage == 0
    st, _ = play_real(st, "Frostbolt", 0, str(mine))  # your own ally: your hero
    st = _settle(st, {"target": pick})
    assert st.table.cards[hero(st, 0)].damage == 3


def test_brulu_puts_a_treant_for_each_smash_damage_dealt():
    # EN 703, EN glossary Smash, 408.2a, 404.2: "When this ally deals Smash damage, put a 1 [MELEE] / 1 [HEALTH] Treant
    # ally token into play for each Smash damage dealt." — Brulu (6 ATK) kills a 4 / 4 ally: 6 - 4 = 2 Smash damage
    automated("Brulu Breaks-the-Land")
    st = start()
    brulu = put_real(st, 0, "Brulu Breaks-the-Land", "allies")
    knight = put(st, 1, "Iron Sentinel", "allies")
    st = _fight(apply(st, "attack", 0, attacker=brulu, defender=knight))
    assert st.table.cards[hero(st, 1)].damage == 2
    treants = _tokens(st, 0)
    assert len(treants) == 2 and all(kw.name(st, u) == "Treant" for u in treants)
    st = _next_turn(_next_turn(st))
    st = _fight(apply(st, "attack", 0, attacker=brulu, defender=hero(st, 1)))  # combat damage to a hero: no Smash
    assert len(_tokens(st, 0)) == 2


# --- delayed powers this turn (EN 703) ----------------------------------------------------------------------------


def _enters(st, player: int, name: str):
    """(Test setup) ``name`` enters play under ``player``'s control: the card and its "enter" event (710.1)."""
    from engine.core import Event
    from engine.wow.procedure import event_triggers

    uid = put(st, player, name, "allies")
    event_triggers(st, [Event("enter", f"{name} enters play", None, player, data={"uid": uid})])
    return _settle(st), uid


def test_justicar_andra_goldblast_destroys_the_next_opposing_mage_card_to_enter_play_this_turn():
    # EN 703, 415.9c, 202.1a: "2 -> When the next opposing Mage or [Mage] card enters play this turn, destroy it."
    automated("Justicar Andra Goldblast")
    st = start()
    andra = put_real(st, 0, "Justicar Andra Goldblast", "allies")
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, uid=andra, power=0))
    st, owl = _enters(st, 1, "Mist Owl")  # not a Mage
    st, mine = _enters(st, 0, "Veiled Sage")  # a Mage of your own
    st, sage = _enters(st, 1, "Veiled Sage")  # the next opposing Mage
    st, again = _enters(st, 1, "Veiled Sage")  # "next": once
    assert [st.table.cards[u].zone for u in (owl, mine, sage, again)] == ["allies", "allies", "graveyard", "allies"]
    st = _next_turn(st)
    st, later = _enters(st, 1, "Veiled Sage")  # not this turn any more (EN 703)
    assert st.table.cards[later].zone == "allies"


# --- powers that work from the graveyard (EN 703) -----------------------------------------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_hurdan_may_pay_2_to_return_from_the_graveyard_when_you_play_a_priest_ability(answer):
    # EN 703, EN 709.3, 710.1, 305.2: "When you play a non-Ongoing [Priest] ability, if this ally is in your graveyard,
    # you my pay 2. If you do, put him into play."
    automated("Hurdan the Everlasting")
    st = start()
    hurdan = put_real(st, 0, "Hurdan the Everlasting", "graveyard")
    asked: list[str] = []

    def may(pending):
        asked.append(pending.prompt)
        return [answer]

    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))  # a Mage ability: nothing
    st = _settle(st, {"may": may})
    assert not asked and st.table.cards[hurdan].zone == "graveyard"
    foe = put(st, 1, "Mist Owl", "allies")
    st, _ = play_real(st, "Face of Fear", 0, str(foe), pay=5)  # a Priest ability, cost 3: 2 left to pay
    st = _settle(st, {"may": may})
    assert len(asked) == 1 and st.table.cards[foe].zone == "hand"
    assert st.table.cards[hurdan].zone == ("allies" if answer == "yes" else "graveyard")
    ready = sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped)
    assert ready == (0 if answer == "yes" else 2) + 2  # (the Frostbolt's 5: 2 left over)


@pytest.mark.parametrize("remove", [True, False])
def test_conqueror_zaala_may_remove_another_ally_of_yours_to_remove_a_druid_card(remove):
    # EN 703, EN 709.3, 415.7: "At the start of your turn, you may remove another ally you control from the game. If you
    # do, remove target Druid all, [Druid] ability, or [Druid] equipment from the game."
    automated("Conqueror Zaala")
    st = start()
    zaala = put_real(st, 0, "Conqueror Zaala", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    druid = put_real(st, 1, "Cerwyn", "allies")  # a Druid ally
    offered: list[list[str]] = []

    def pick(pending):
        offered.append([o.id for o in pending.options])
        return [str(owl)] if remove else []

    st = _next_turn(_next_turn(st), {"target": [str(druid)], "wl30_may_remove_own": pick})
    assert offered == [[str(owl)]]  # another ally: not Zaala
    assert st.table.cards[owl].zone == ("removed" if remove else "allies")
    assert st.table.cards[druid].zone == ("removed" if remove else "allies")
    assert st.table.cards[zaala].zone == "allies"
