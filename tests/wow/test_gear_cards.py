"""Equipment of helper gear, each played as the real card of the pool: "Exhaust NAME unless you pay 1" at the start
of the turn (``templates_turns``), "You pay N less to strike with weapons this turn" (``templates_next_cost``), wield
powers printed alone on equipment (``engine.wow.wield``), "N ATK / N Health" tokens (``templates_tokens``), counters
entering "if an opponent went first" (``templates_wscale_counters``), "with Mend or Protector" (``templates_wact2``),
"If damage is dealt this way" (``registry``), class gates (``templates_gates``), "When you place a resource"
(``readers``), "deals fatal damage … while attacking" / "with an ability" (``templates_events``) and the cards of
``scripts/gear.toml``."""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.wow import costs, procedure, wield
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from engine.wow.leaving_play import destroy
from engine.wow.procedure import event_triggers
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _attack(st, defender: int | None = None):
    """Your hero attacks (the opposing hero unless ``defender``), no protector."""
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1) if defender is None else defender))
    return _settle(st, {"protector": ["none"]}) if st.pending and st.pending[0].kind == "protector" else st


def _strikes(st) -> list[int]:
    return sorted(x.args["weapon"] for x in ENGINE.legal_actions(st, 0) if x.type == "strike")


# --- "When you strike with this weapon, your hero has Long-Range this combat." (EN 714) ---------------------------


def test_steelhawk_crossbow_long_range_and_exhausts_unless_you_pay():
    # EN 714: "When you strike with Steelhawk Crossbow, your hero has Long-Range this combat."
    automated("Steelhawk Crossbow")
    st = start()
    bow = put_real(st, 0, "Steelhawk Crossbow", "hero_row")
    resources(st, 0, 3)
    st = _attack(st)
    assert not kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(apply(st, "strike", 0, weapon=bow))
    assert kw.has(st, hero(st, 0), "Long-Range")  # this combat
    st = _settle(finish_combat(st))
    assert not kw.has(st, hero(st, 0), "Long-Range")  # EN 714: only this combat


@pytest.mark.parametrize("pays", [True, False])
def test_steelhawk_crossbow_start_of_turn_upkeep(pays):
    # EN 709.3, 412.2: "At the start of your turn, exhaust Steelhawk Crossbow unless you pay 1."
    automated("Steelhawk Crossbow")
    st = start()
    bow = put_real(st, 0, "Steelhawk Crossbow", "hero_row")
    mine = resources(st, 0, 3)
    st = _next_turn(st)  # the opponent's turn: no trigger
    assert not st.pending and not st.table.cards[bow].tapped
    st = _next_turn(st, {"may": ["yes" if pays else "no"]})
    assert st.active == 0
    assert st.table.cards[bow].tapped is (not pays)
    assert sum(st.table.cards[r].tapped for r in mine) == (1 if pays else 0)


# --- "You pay N less to strike with it / weapons this turn." (403.2 for the rest of the turn) -----------------------


def test_overpowered_chicken_splitter_strikes_for_free_the_turn_it_enters():
    # EN 703, 403.2: "When this weapon enters play, you pay [4] less to strike with it this turn."
    data = automated("Overpowered Chicken Splitter")
    assert data["strike_cost"] == 4
    st = start()
    st, splitter = play_real(st, "Overpowered Chicken Splitter", 0, pay=4)
    st = _settle(st)
    assert st.table.cards[splitter].zone == "hero_row"
    assert costs.strike_cost(st, 0, splitter) == 0
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=splitter))  # no resource left: it costs nothing
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == data["atk"]
    st = _next_turn(_next_turn(st))
    assert costs.strike_cost(st, 0, splitter) == 4  # only this turn


def test_frost_bound_chain_bracers_strike_ping_and_death_rattle_discount():
    # EN 703: "When you strike with a weapon, your hero may deal 1 frost damage to target hero or ally."
    # Death Rattle (EN glossary; 403.2): "You pay 2 less to strike with weapons this turn."
    automated("Frost-bound Chain Bracers")
    st = start()
    bracers = put_real(st, 0, "Frost-bound Chain Bracers", "hero_row")
    axe = put(st, 0, "Great Axe", "hero_row")
    owl = put(st, 1, "Mist Owl", "allies")
    resources(st, 0, 2)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=axe), {"may": ["yes"], "target": [str(owl)]})
    assert st.table.cards[owl].damage == 1
    st = _settle(finish_combat(st))
    assert costs.strike_cost(st, 0, axe) == 2
    event_triggers(st, destroy(st, bracers, R("415.9c")))  # into the graveyard from play
    st = _settle(st)
    assert st.table.cards[bracers].zone == "graveyard"
    assert costs.strike_cost(st, 0, axe) == 0  # Death Rattle: 2 less this turn
    st = _next_turn(_next_turn(st))
    assert costs.strike_cost(st, 0, axe) == 2


# --- wield powers printed alone on equipment (406) ------------------------------------------------------------------


def test_lightningflash_ranged_dual_wield():
    # WoW 406.3: "Ranged Dual Wield (You can control a second Ranged weapon. You can strike with a second Ranged
    # weapon during the same combat.)"; 406.4: two ranged weapons strike in one combat; "Long-Range" (keyword)
    automated("Lightningflash")
    st = start({"auto_pass": False})
    bow = put_real(st, 0, "Steelhawk Crossbow", "hero_row")
    second = put_real(st, 0, "Steelhawk Crossbow", "hero_row")
    assert wield.powers(st, 0) == set() and sorted(procedure.uniqueness_violations(st, 0)) == sorted([bow, second])  # 414.3b
    st.table.move(second, "graveyard")
    flash = put_real(st, 0, "Lightningflash", "hero_row")
    assert wield.powers(st, 0) == {wield.RANGED_DUAL}
    assert not procedure.uniqueness_violations(st, 0)  # 406.3: the second ranged weapon is legal
    assert kw.has(st, flash, "Long-Range")
    resources(st, 0, 4)
    st = _attack(st)
    assert _strikes(st) == sorted([bow, flash])
    st = apply(st, "strike", 0, weapon=flash)
    assert _strikes(st) == [bow]  # 406.4: a second ranged weapon in the same combat
    assert wield.powers(st, 1) == set()  # only its controller's hero


def test_brainsplinter_dual_wield_and_stealth_on_strike():
    # WoW 406.1: "Dual Wield" — two one-handed melee weapons; 406.4: both strike in one combat
    # EN 714 (the misprint "When your hero strikes with this weapon" = when you strike with it, 303.2):
    # "When your hero strikes with this weapon, target ally has Stealth this turn."
    automated("Brainsplinter")
    st = start({"auto_pass": False})
    splinter = put_real(st, 0, "Brainsplinter", "hero_row")
    other = put_real(st, 0, "Buzzer Blade", "hero_row")  # a one-handed melee Dagger
    assert wield.DUAL in wield.powers(st, 0) and not procedure.uniqueness_violations(st, 0)
    ally = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 4)
    st = _attack(st)
    assert _strikes(st) == sorted([splinter, other])
    st = _settle(apply(st, "strike", 0, weapon=splinter), {"target": [str(ally)]})
    assert kw.has(st, ally, "Stealth")
    assert _strikes(st) == [other]
    st = _settle(finish_combat(st))
    st = _next_turn(st)
    assert not kw.has(st, ally, "Stealth")  # this turn only


def test_merciless_crossbow_counts_pets_and_grants_long_range():
    # EN 714: "… has +X ATK, where X is the combined ATK of your pets." (the Pet tag, 414.3b)
    # EN 714 (misprint "stike"): "When you stike with this weapon, your hero has Long-Range this combat."
    data = automated("Merciless Gladiator's Crossbow of the Phoenix")
    st = start()
    bow = put_real(st, 0, "Merciless Gladiator's Crossbow of the Phoenix", "hero_row")
    assert kw.equipment_atk(st, bow) == data["atk"] == 0
    put(st, 0, "Iron Sentinel", "allies")  # not a Pet
    put_real(st, 1, "Bloodclaw", "allies")  # an opponent's Pet
    assert kw.equipment_atk(st, bow) == 0
    put_real(st, 0, "Bloodclaw", "allies")  # 3 ATK Pet
    assert kw.equipment_atk(st, bow) == 3
    resources(st, 0, 4)
    st = _attack(st)
    assert not kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(apply(st, "strike", 0, weapon=bow))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == 3  # the weapon's 0 ATK + 3 for the Pet (408.3d)
    assert not kw.has(st, hero(st, 0), "Long-Range")


# --- strike triggers with a condition; tokens printed "N ATK / N Health" (404.2) ------------------------------------


def _opponent_attacks(st):
    """The opponent's turn: his hero attacks yours."""
    st = _next_turn(st)
    assert st.active == 1
    st.modifiers.append(Modifier(hero(st, 1), "atk", 2, duration="this_turn", turn=st.turn))
    return resolve_chain(apply(st, "attack", 1, attacker=hero(st, 1), defender=hero(st, 0)))


def _strike_as_defender(st, weapon: int):
    for _ in range(6):
        acts = [x for x in ENGINE.legal_actions(st, 0) if x.type == "strike" and x.args["weapon"] == weapon]
        if acts:
            return _settle(apply(st, "strike", 0, weapon=weapon))
        st = apply(st, "pass", st.priority)
    raise AssertionError("the defending hero could not strike")


@pytest.mark.parametrize("defending", [True, False])
def test_wraith_spear_heals_when_striking_while_defending(defending):
    # EN 703 (misprint "hels"): "When you strike with this weapon while your hero is defending, it hels 4 damage
    # from itself." — 303.2: a defending hero strikes too
    automated("Wraith Spear")
    st = start({"auto_pass": False})
    spear = put_real(st, 0, "Wraith Spear", "hero_row")
    st.table.cards[hero(st, 0)].damage = 6
    resources(st, 0, 4)
    if defending:
        st = _strike_as_defender(_opponent_attacks(st), spear)
        assert st.table.cards[hero(st, 0)].damage == 2
    else:
        st = _settle(apply(_attack(st), "strike", 0, weapon=spear))
        assert st.table.cards[hero(st, 0)].damage == 6  # attacking: no heal


@pytest.mark.parametrize("their_turn", [True, False])
def test_cryptfiends_bite_scarabs_on_an_opponents_turn(their_turn):
    # EN 703, 404.2: "When you strike with this weapon on an opponents turn, put two 1 ATK/1 Health scarab ally
    # tokens into play." — 408.3a: no damage-type icon
    automated("Cryptfiend's Bite")
    st = start({"auto_pass": False})
    bite = put_real(st, 0, "Cryptfiend's Bite", "hero_row")
    resources(st, 0, 4)
    st = _strike_as_defender(_opponent_attacks(st), bite) if their_turn else _settle(apply(_attack(st), "strike", 0, weapon=bite))
    scarabs = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token") and kw.name(st, u) == "Scarab"]
    assert len(scarabs) == (2 if their_turn else 0)
    for uid in scarabs:
        assert (kw.atk(st, uid), kw.health(st, uid), kw.data(st, uid).get("damage_type")) == (1, 1, "")


@pytest.mark.parametrize("remove", [True, False])
def test_scourgeborne_battlegear_trades_a_dead_ally_for_a_ghoul(remove):
    # EN 703, 709.1: "At the end of your turn, you may remove target ally in a graveyard from the game. If you do, put
    # a 3 ATK / 3 Health Ghoul ally token into play." (404.2; 408.3a: no damage-type icon)
    automated("Scourgeborne Battlegear")
    st = start()
    put_real(st, 0, "Scourgeborne Battlegear", "hero_row")
    dead = put(st, 1, "Iron Sentinel", "graveyard")
    st = _next_turn(st, {"target": [str(dead)] if remove else []})  # "you may": a target may be left unchosen
    ghouls = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Ghoul"]
    assert st.table.cards[dead].zone == ("removed" if remove else "graveyard")
    assert len(ghouls) == (1 if remove else 0)
    for uid in ghouls:
        assert (kw.atk(st, uid), kw.health(st, uid), kw.data(st, uid).get("damage_type")) == (3, 3, "")


# --- "NAME enters play with three +1 ATK/DEF counters if an opponent went first this game." (404.1a, 101) -----------


@pytest.mark.parametrize("opponent_first", [True, False])
@pytest.mark.parametrize("name,stat", [("Lucky Strike Axe", "atk"), ("The Hands of Fate", "def")])
def test_three_counters_if_an_opponent_went_first(name, stat, opponent_first):
    # WoW 404.1a (counters it enters play with), 101 (the starting player): "… enters play with three +1 ATK
    # counters if an opponent went first this game." / "… three +1 DEF counters …"
    data = automated(name)
    st = start()
    st.first_player = 1 if opponent_first else 0
    st, uid = play_real(st, name, 0, pay=data["cost"])
    st = _settle(st)
    assert st.table.cards[uid].zone == "hero_row"
    value = kw.equipment_atk(st, uid) if stat == "atk" else kw.defense(st, uid)
    assert value == data[stat] + (3 if opponent_first else 0)


# --- "destroy target ally with Mend or Protector" (either keyword) ---------------------------------------------------


@pytest.mark.parametrize("pick", ["guardian", "mender", "none"])
def test_shoulderpads_of_fleshwerks_destroy_a_mender_or_protector(pick):
    # EN 703, 709.1: "When this armor enters play, you may destroy target ally with Mend or Protector." — 400.3: only
    # an ally with one of those keywords is a legal target
    data = automated("Shoulderpads of Fleshwerks")
    st = start()
    guardian = put(st, 1, "Stone Guardian", "allies")  # Protector
    mender = put(st, 1, "Spring Mender", "allies")  # Mend 1
    sentinel = put(st, 1, "Iron Sentinel", "allies")  # neither
    seen: list[set[int]] = []

    def answer(pending):
        seen.append({int(o.id) for o in pending.options})
        return [] if pick == "none" else [str({"guardian": guardian, "mender": mender}[pick])]

    st, pads = play_real(st, "Shoulderpads of Fleshwerks", 0, pay=data["cost"])
    st = _settle(st, {"target": answer})
    assert seen == [{guardian, mender}]
    assert st.table.cards[pads].zone == "hero_row"
    gone = {"guardian": guardian, "mender": mender}.get(pick)
    for uid in (guardian, mender, sentinel):
        assert st.table.cards[uid].zone == ("graveyard" if uid == gone else "allies")


# --- "If damage is dealt this way, …" (408.2a: only a packet that was dealt) ---------------------------------------


@pytest.mark.parametrize("target", ["owl", "guardian"])
def test_touch_of_unlife_drains_only_when_damage_is_dealt(target):
    # EN 703: "At the start of your turn, your hero deals 1 shadow damage to target hero or ally. If damage is dealt
    # this way, your hero heals 1 damage from itself." — 408.2a: Stone Guardian's Hardiness prevents the 1 damage
    automated("Touch of Unlife")
    st = start()
    put_real(st, 0, "Touch of Unlife", "hero_row")
    owl = put(st, 1, "Mist Owl", "allies")
    guardian = put(st, 1, "Stone Guardian", "allies")
    picked = owl if target == "owl" else guardian
    st = _next_turn(st)
    st.table.cards[hero(st, 0)].damage = 3
    st = _next_turn(st, {"target": [str(picked)]})
    assert st.active == 0
    dealt = st.table.cards[picked].damage
    assert dealt == (1 if target == "owl" else 0)
    assert st.table.cards[hero(st, 0)].damage == (2 if dealt else 3)


# --- "target random ally you control" (engine.wow.wreal_random: drawn with the seeded random numbers) --------------


def test_staff_of_sinister_claws_gives_a_random_ally_assault():
    # EN 703, 706.1: "At the start of your turn, target random ally you control has Assault 2 this turn." — one legal
    # target drawn as it is chosen (the match's seeded random numbers), never an opposing ally; Assault 2 this turn
    from engine.core import Rng

    automated("Staff of Sinister Claws")
    seen = set()
    for seed in range(8):
        st = start()
        put_real(st, 0, "Staff of Sinister Claws", "hero_row")
        mine = {put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Mist Owl", "allies")}
        theirs = put(st, 1, "Stone Guardian", "allies")
        st = _next_turn(st)
        st.rng = Rng.from_seed(seed)
        offered: list[list[int]] = []

        def answer(pending, offered=offered):
            offered.append([int(o.id) for o in pending.options])
            return [pending.options[0].id]

        st = _next_turn(st, {"target": answer})
        assert st.active == 0 and len(offered) == 1 and len(offered[0]) == 1
        [pick] = offered[0]
        assert pick in mine
        seen.add(pick)
        assert kw.keywords(st, pick).get("Assault") == 2
        assert not kw.has(st, theirs, "Assault") and not any(kw.has(st, u, "Assault") for u in mine - {pick})
        st = _next_turn(st)
        assert not kw.has(st, pick, "Assault")  # this turn only
    assert seen == mine


# --- class gates (206.1c): "Hunter: …" printed without brackets; "Death Rattle: [Rogue] Hero: … [Shaman] Hero: …" ------


@pytest.mark.parametrize("hunter", [True, False])
def test_blastershot_launcher_hunter_shot_and_long_range(hunter):
    # WoW 206.1c: "Hunter: When Blastershot Launcher enters play, your hero deals 3 ranged damage to target hero or
    # ally." (the class gate, brackets lost in the data); EN 714: "When you strike with Blastershot Launcher, your hero
    # has Long-Range this combat."
    from .test_rules_hero_trait import _make_hero

    data = automated("Blastershot Launcher")
    st = start()
    if hunter:
        _make_hero(st, 0, classes=["Hunter"], **{"class": "Hunter"})
    owl = put(st, 1, "Iron Sentinel", "allies")
    st, launcher = play_real(st, "Blastershot Launcher", 0, pay=data["cost"])
    st = _settle(st, {"target": [str(owl)]})
    assert st.table.cards[owl].damage == (3 if hunter else 0)
    resources(st, 0, (data["strike_cost"] or 0) + 2)  # resources left: the combat is not passed through at once
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=launcher))
    assert kw.has(st, hero(st, 0), "Long-Range")


@pytest.mark.parametrize("cls", ["Rogue", "Shaman", "Mage"])
def test_stormstrike_mace_death_rattle_by_class(cls):
    # WoW 206.1c with Death Rattle (EN glossary): "Death Rattle: [Rogue] Hero: Exhaust target hero or ally. [Shaman]
    # Hero: Ready target hero or ally." — only the part of the hero's class happens
    from .test_rules_hero_trait import _make_hero

    automated("Stormstrike Mace")
    st = start()
    _make_hero(st, 0, classes=[cls], **{"class": cls})
    mace = put_real(st, 0, "Stormstrike Mace", "hero_row")
    ready_one = put(st, 1, "Iron Sentinel", "allies")
    tired_one = put(st, 1, "Mist Owl", "allies")
    st.table.cards[tired_one].tapped = True
    pick = {"Rogue": ready_one, "Shaman": tired_one}.get(cls)
    event_triggers(st, destroy(st, mace, R("415.9c")))
    st = _settle(st, {"target": [str(pick)] if pick is not None else []})
    assert st.table.cards[mace].zone == "graveyard"
    assert st.table.cards[ready_one].tapped is (cls == "Rogue")
    assert st.table.cards[tired_one].tapped is (cls != "Shaman")


# --- "When you place a resource, if you control exactly N resources, …" (412.1b) ----------------------------------


@pytest.mark.parametrize("before", [2, 3, 4, 6, 7, 8])
def test_fel_steed_saddlebags_counts_exactly(before):
    # EN 703, 412.1b: "When you place a resource, if you control exactly four resources, draw a card." / "When you
    # place a resource, if you control exactly eight resources, destroy this item. If you do, draw a card." (EN 709.3)
    automated("Fel Steed Saddlebags")
    st = start()
    bags = put_real(st, 0, "Fel Steed Saddlebags", "hero_row")
    resources(st, 0, before)
    card = put(st, 0, "Mist Owl", "hand")
    hand = len(st.table.zone(0, "hand"))
    st = _settle(apply(st, "resource", 0, uid=card, face_up=False))
    now = before + 1
    assert len(st.table.zone(0, "resources")) == now
    assert len(st.table.zone(0, "hand")) == hand - 1 + (1 if now in (4, 8) else 0)
    assert st.table.cards[bags].zone == ("graveyard" if now == 8 else "hero_row")


# --- one power over four data lines, each effect under a class gate (206.1c) ----------------------------------------


@pytest.mark.parametrize("cls", ["Death Knight", "Paladin", "Warrior", "Shaman"])
def test_greaves_of_ancient_evil_readies_by_class(cls):
    # EN 717.2c (the armor prevents damage) and EN 703: "When damage is prevented with this armor, / [Death Knight]
    # Hero: Ready a weapon you control. / [Paladin] Hero: Ready another armor you control. / [Warrior] Hero: Ready
    # your hero." — WoW 206.1c: only the effect of the hero's class happens
    from .test_rules_hero_trait import _make_hero

    automated("Greaves of Ancient Evil")
    st = start()
    _make_hero(st, 1, classes=[cls], **{"class": cls})
    greaves = put_real(st, 1, "Greaves of Ancient Evil", "hero_row")
    blade = put_real(st, 1, "Buzzer Blade", "hero_row")  # a one-handed weapon (414.3c: no Two-Handed with the Off-Hand disk)
    disk = put_real(st, 1, "Drillborer Disk", "hero_row")
    for uid in (blade, disk, hero(st, 1)):
        st.table.cards[uid].tapped = True
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1)))
    st = apply(st, "armor", 1, uid=greaves)
    st = _settle(finish_combat(st))
    assert st.table.cards[greaves].tapped  # used to prevent; "another armor": never itself
    assert st.table.cards[blade].tapped is (cls != "Death Knight")
    assert st.table.cards[disk].tapped is (cls != "Paladin")
    assert st.table.cards[hero(st, 1)].tapped is (cls != "Warrior")


# --- "When your hero deals fatal damage to an ally while attacking, …" (408.4, EN 703) ------------------------------


@pytest.mark.parametrize("case", ["attack_fatal", "attack_not_fatal", "defend_fatal"])
def test_buzzer_blade_fatal_damage_while_attacking(case):
    # WoW 406.1: "Dual Wield (…)"; EN 703, 408.4: "When your hero deals fatal damage to an ally while attacking, you
    # may destroy target equipment." — not when the damage isn't fatal, nor when your hero defends
    automated("Buzzer Blade")
    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Buzzer Blade", "hero_row")
    other = put_real(st, 0, "Brainsplinter", "hero_row")
    assert not procedure.uniqueness_violations(st, 0)  # 406.1: its Dual Wield
    disk = put_real(st, 1, "Drillborer Disk", "hero_row")
    resources(st, 0, 4)
    if case == "defend_fatal":
        st = _next_turn(st)
        mender = put(st, 1, "Spring Mender", "allies")  # 2 health
        st = resolve_chain(apply(st, "attack", 1, attacker=mender, defender=hero(st, 0)))
        st = _strike_as_defender(st, blade)
        victim = mender
    else:
        victim = put(st, 1, "Spring Mender" if case == "attack_fatal" else "Stone Guardian", "allies")
        st = _attack(st, victim)
        st = _settle(apply(st, "strike", 0, weapon=blade))
    st = _settle(finish_combat(st), {"target": [str(disk)], "protector": ["none"]})
    fatal = st.table.cards[victim].zone == "graveyard"
    assert fatal is (case != "attack_not_fatal")
    assert st.table.cards[disk].zone == ("graveyard" if case == "attack_fatal" else "hero_row")
    assert st.table.cards[other].zone == "hero_row"


@pytest.mark.parametrize("how", ["ability", "combat"])
def test_artors_mainstay_readies_a_resource_after_ability_damage(how):
    # EN 703, EN 716 ("with an ability": an ability card's effect deals it): "When your hero deals damage with an
    # ability, you may ready one of your resources." — not for your hero's combat damage (408.3)
    automated("Ar'tor's Mainstay")
    st = start()
    put_real(st, 0, "Ar'tor's Mainstay", "hero_row")
    mine = resources(st, 0, 2)  # exactly Fire Bolt's cost: both are exhausted to play it
    asked: list[str] = []

    def answer(pending):
        ids = [o.id for o in pending.options]
        if str(hero(st, 1)) in ids:
            return [str(hero(st, 1))]  # Fire Bolt's target
        asked.append(pending.prompt)
        return [next(i for i in ids if int(i) in mine)]

    if how == "ability":
        bolt = put(st, 0, "Fire Bolt", "hand")
        st = apply(st, "play", 0, uid=bolt, x=0)
        st = _settle(st, {"target": answer})
        assert st.table.cards[hero(st, 1)].damage == 3
        assert sum(st.table.cards[r].tapped for r in mine) == 1  # paid 2 for Fire Bolt, then readied one
        assert len(asked) == 1
    else:
        st.modifiers.append(Modifier(hero(st, 0), "atk", 2, duration="this_turn", turn=st.turn))
        st = _settle(finish_combat(_attack(st)), {"target": answer})
        assert st.table.cards[hero(st, 1)].damage == 2
        assert asked == []  # combat damage is not dealt with an ability: no trigger
