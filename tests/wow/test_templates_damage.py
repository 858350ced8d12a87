"""Damage and healing templates (engine.wow.cards.templates_damage): each played with a real card
of the pool in an engine game (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.wow import keywords as kw
from engine.wow.cards.compiler import CANT_ATTACK, CANT_PROTECT, card_powers
from engine.wow.game import ENGINE

from .helpers import apply, choose, hero, put, resolve_chain, start
from .test_templates_more import automated, play_real, put_real


def dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


# --- "N damage to target X, or M if …" (EN 709: the condition is checked on resolution) -------------


@pytest.mark.parametrize("ready", [True, False])
def test_or_more_if_that_ally_is_ready(ready):
    # EN 709 / 405.4: "Your hero deals 2 frost damage to target ally, or 6 if that ally is ready." — one packet
    automated("Ice Lance")
    st = start()
    enemy = put_real(st, 1, "Morfiel", "allies")  # 4 health
    st.table.cards[enemy].tapped = not ready
    st = resolve_chain(play_real(st, "Ice Lance", 0, str(enemy))[0])
    assert (zone(st, enemy) == "graveyard") is ready
    if not ready:
        assert dmg(st, enemy) == 2


@pytest.mark.parametrize("fresh", [True, False])
def test_or_more_if_that_ally_entered_play_this_turn(fresh):
    # EN 709: "…to target ally, or 6 if that ally entered play this turn." — the ally's own entry turn
    automated("Quickdraw")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies", fresh=fresh)
    st = resolve_chain(play_real(st, "Quickdraw", 0, str(enemy))[0])
    assert (zone(st, enemy) == "graveyard") is fresh
    if not fresh:
        assert dmg(st, enemy) == 2


@pytest.mark.parametrize(("hurt", "dealt"), [(0, 6), (3, 2)])
def test_or_more_if_your_hero_has_no_damage(hurt, dealt):
    # EN 709 / 408.3c: "…2 unpreventable holy damage to target hero or ally, or 6 if your hero has no damage."
    automated("Castigate")
    st = start()
    st.table.cards[hero(st, 0)].damage = hurt
    st = resolve_chain(play_real(st, "Castigate", 0, str(hero(st, 1)))[0])
    assert dmg(st, hero(st, 1)) == dealt


@pytest.mark.parametrize(("card", "enabler", "tag_card"), [("Obliterate", True, "Frost Fever"), ("Obliterate", False, ""),
                                                            ("Ravage", True, "Cat Form"), ("Ravage", False, "")])
def test_or_more_if_you_control_a_tag(card, enabler, tag_card):
    # EN 709: "…, or 4 if you control a Disease / a Form." — a condition of the controller, not of the target
    automated(card)
    st = start()
    if enabler:
        put_real(st, 0, tag_card, "hero_row")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, card, 0, str(enemy))[0])
    assert (zone(st, enemy) == "graveyard") is enabler
    if not enabler:
        assert dmg(st, enemy) == 2


# --- several targets (EN 706: "up to" may choose fewer; one card is chosen once) ---------------------


def test_each_of_up_to_three_targets_distinct_and_fewer():
    # EN 706 / 405.4: "Your hero deals 2 ranged damage to each of up to three target heroes and/or allies."
    automated("Multi-Shot")
    st = start()
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put(st, 1, "Raging Brute", "allies")
    st, _ = play_real(st, "Multi-Shot", 0, str(a))
    assert str(a) not in [o.id for o in st.pending[0].options]  # a different card for each target
    assert st.pending[0].min == 0  # "up to": the player may stop here
    st = choose(st, str(b))
    st = resolve_chain(choose(st))  # no third target
    assert dmg(st, a) == 2 and dmg(st, b) == 2 and dmg(st, hero(st, 1)) == 0


def test_each_of_up_to_three_no_target_at_all():
    # EN 706: "up to three" — zero targets is a legal choice; the ability then does nothing
    automated("Multi-Shot")
    st = start()
    a = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Multi-Shot", 0)
    assert st.pending[0].min == 0
    st = resolve_chain(choose(st))
    assert dmg(st, a) == 0 and not st.chain


def test_each_of_up_to_two_follow_up_on_each_dealt():
    # EN 709 / 408.2a: "…1 frost damage to each of up to two target heroes and/or allies. A character dealt
    # damage this way can't attack this turn." — each character dealt a packet gets the restriction
    automated("Frost Funnel")
    st = start()
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put(st, 1, "Raging Brute", "allies")
    st = resolve_chain(play_real(st, "Frost Funnel", 0, str(a), str(b))[0])
    assert dmg(st, a) == 1 and dmg(st, b) == 1
    assert CANT_ATTACK in kw.keywords(st, a) and CANT_ATTACK in kw.keywords(st, b)


def test_each_of_up_to_two_heals():
    # EN 706 / 407.1: "Your hero heals 4 damage from each of up to two target heroes and/or allies."
    automated("Soothing Wave")
    st = start()
    st.table.cards[hero(st, 0)].damage = 6
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[ally].damage = 3
    st = resolve_chain(play_real(st, "Soothing Wave", 0, str(hero(st, 0)), str(ally))[0])
    assert dmg(st, hero(st, 0)) == 2 and dmg(st, ally) == 0


def test_chain_lightning_respectively():
    # WoW 410.6a example (Chain Lightning): "Target up to three heroes and/or allies. Your hero deals 3, 2, and 1
    # nature damage to them, respectively." — each packet to its own target, in order
    automated("Chain Lightning")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    st = resolve_chain(play_real(st, "Chain Lightning", 0, str(a), str(b), str(hero(st, 1)))[0])
    assert (dmg(st, a), dmg(st, b), dmg(st, hero(st, 1))) == (3, 2, 1)


def test_chain_heal_respectively():
    # 407.1: "Target up to three heroes and/or allies. Your hero heals 3, 2, and 1 damage from them, respectively."
    automated("Chain Heal")
    st = start()
    a, b = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Raging Brute", "allies")
    for uid in (a, b, hero(st, 0)):
        st.table.cards[uid].damage = 3
    st = resolve_chain(play_real(st, "Chain Heal", 0, str(a), str(b), str(hero(st, 0)))[0])
    assert (dmg(st, a), dmg(st, b), dmg(st, hero(st, 0))) == (0, 1, 2)


def test_target_up_to_two_each_of_them():
    # EN 706 / 405.4: "Target up to two opposing allies. Your hero deals 2 melee damage to each of them."
    automated("Stalwart Bear Form")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    st, _ = play_real(st, "Stalwart Bear Form", 0)
    assert str(mine) not in [o.id for o in st.pending[0].options]  # opposing allies only
    st = resolve_chain(choose(choose(st, str(a)), str(b)))
    assert dmg(st, a) == 2 and dmg(st, b) == 2 and dmg(st, mine) == 0


def test_target_up_to_three_cant_attack_or_protect():
    # 103.2 / EN 706: "Target up to three heroes and/or allies. They can't attack or protect this turn."
    automated("Blustering Winds")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    other = put(st, 1, "Sleepy Golem", "allies")
    st = resolve_chain(choose(play_real(st, "Blustering Winds", 0, str(a), str(b))[0]))
    for uid in (a, b):
        assert {CANT_ATTACK, CANT_PROTECT} <= set(kw.keywords(st, uid))
    assert CANT_ATTACK not in kw.keywords(st, other)


@pytest.mark.parametrize("dagger", [True, False])
def test_first_and_second_target_with_condition(dagger):
    # EN 709: "Target up to two heroes and/or allies. Your hero deals 3 melee damage to the first target. If you have
    # a Dagger, your hero deals 3 melee damage to the second target."
    automated("Jackknife")
    st = start()
    if dagger:
        put_real(st, 0, "Scarlet Kris", "hero_row")
    a, b = put(st, 1, "Iron Sentinel", "allies"), put_real(st, 1, "Morfiel", "allies")
    st = resolve_chain(play_real(st, "Jackknife", 0, str(a), str(b))[0])
    assert dmg(st, a) == 3
    assert dmg(st, b) == (3 if dagger else 0)


# --- target filters ------------------------------------------------------------------------------------


def test_target_ally_that_entered_play_this_turn():
    # EN 706: "Your hero deals 3 melee damage to target ally that entered play this turn." — only such allies
    automated("Raptor Strike")
    st = start()
    old = put(st, 1, "Iron Sentinel", "allies")
    new = put(st, 1, "Raging Brute", "allies", fresh=True)
    st, _ = play_real(st, "Raptor Strike", 0)
    assert [o.id for o in st.pending[0].options] == [str(new)] and str(old) != str(new)
    st = resolve_chain(choose(st, str(new)))
    assert dmg(st, new) == 3


def test_each_non_demon_hero_and_ally():
    # 202.1a / 405.4: "Your hero deals 2 fire damage to each non-Demon hero and ally." — a Demon is spared
    automated("Fel Blaze")
    st = start()
    demon = put_real(st, 1, "Morfiel", "allies")
    ally = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Fel Blaze", 0)[0])
    assert dmg(st, demon) == 0 and dmg(st, ally) == 2
    assert dmg(st, hero(st, 0)) == 2 and dmg(st, hero(st, 1)) == 2


def test_each_opposing_with_damage():
    # 405.4: "Your hero deals 1 melee damage to each opposing hero and ally with damage." / "Draw a card."
    automated("Salt the Wounds")
    st = start()
    hurt = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[hurt].damage = 1
    fine = put(st, 1, "Raging Brute", "allies")
    st = resolve_chain(play_real(st, "Salt the Wounds", 0)[0])
    assert dmg(st, hurt) == 2 and dmg(st, fine) == 0 and dmg(st, hero(st, 1)) == 0


# --- damage / healing divided as you choose (405.4: one packet per character) ---------------------------


def test_divided_damage_one_packet_per_character():
    # 405.4 / 408: "Your hero deals 3 nature damage divided as you choose to any number of target heroes and/or
    # allies." — a target named twice gets one packet of 2
    automated("Lightning Arc")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    st, _ = play_real(st, "Lightning Arc", 0, str(a), str(a))
    assert st.pending[0].min == 1  # all 3 damage is divided
    st = choose(st, str(b))
    events = []
    for _ in range(10):
        if not st.chain:
            break
        tr = ENGINE.apply(st, Action("pass", st.priority, {}))
        st, events = tr.state, events + list(tr.events)
    packets = [e for e in events if e.kind == "damage"]
    assert sorted((e.data["uid"], e.data["n"]) for e in packets) == sorted([(a, 2), (b, 1)])
    assert dmg(st, a) == 2 and dmg(st, b) == 1


def test_divided_damage_share_is_one_packet_for_hardiness():
    # 405.4 / EN glossary Hardiness (prevent 1 of each packet): "Your hero deals 2 fire damage divided as you choose
    # to any number of target allies." — both points on Stone Guardian make one packet of 2, so 1 gets through
    automated("Explosions!")
    st = start()
    guardian = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(play_real(st, "Explosions!", 0, str(guardian), str(guardian))[0])
    assert dmg(st, guardian) == 1


def test_divided_healing():
    # 407.1: "Your hero heals 8 damage divided as you choose from any number of target heroes and/or allies."
    data = automated("Salvation")
    assert len([e for pw in card_powers(data) for e in pw.effects]) == 8
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[ally].damage = 3
    st.table.cards[hero(st, 0)].damage = 10
    st = resolve_chain(play_real(st, "Salvation", 0, *([str(ally)] * 3 + [str(hero(st, 0))] * 5))[0])
    assert dmg(st, ally) == 0 and dmg(st, hero(st, 0)) == 5


def test_divided_by_an_entering_ally():
    # EN 703 / 408.2c: "When Gok enters play, he deals 3 nature damage divided as you choose …" — Gok is the source
    data = automated("Gok Stormhammer")
    st = start()
    a = put(st, 1, "Iron Sentinel", "allies")
    st, gok = play_real(st, "Gok Stormhammer", 0, pay=data["cost"])
    st = resolve_chain(st)
    for _ in range(3):
        st = choose(st, str(a))
    st = resolve_chain(st)
    assert zone(st, gok) == "allies" and dmg(st, a) == 3


def test_up_to_three_targets_at_end_of_turn():
    # EN 703 / 706: "At the end of your turn, your hero deals 1 arcane damage to each of up to three target heroes
    # and/or allies."
    automated("Volley")
    st = start()
    put_real(st, 0, "Volley", "hero_row")
    a = put(st, 1, "Iron Sentinel", "allies")
    for _ in range(30):
        if st.pending and st.pending[0].kind == "target":
            break
        st = apply(st, "pass", st.priority) if not st.pending else choose(st, *[o.id for o in st.pending[0].options[: st.pending[0].min]])
    assert st.pending[0].min == 0  # "up to": none is fine
    st = choose(choose(st, str(a)), str(hero(st, 1)))
    assert st.pending and st.pending[0].min == 0
    st = resolve_chain(choose(st))
    assert dmg(st, a) == 1 and dmg(st, hero(st, 1)) == 1


def test_divided_apply_passes_nothing_extra():
    # 405.4: the N-1 later points hold only targets — Call of Lightning deals exactly 5 in total
    automated("Call of Lightning")
    st = start()
    st = resolve_chain(play_real(st, "Call of Lightning", 0, *[str(hero(st, 1))] * 5)[0])
    assert dmg(st, hero(st, 1)) == 5 and not st.chain


# --- two packets in one sentence (405.4), the second about the first's target (EN 709) -------------------


def test_two_packets_to_one_target():
    # 405.4 / 408.3c: "Your hero deals 2 melee damage and 2 unpreventable holy damage to target ally." — Hardiness
    # prevents 1 of each preventable packet, never of the unpreventable one
    automated("Holy Strike")
    st = start()
    guardian = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(play_real(st, "Holy Strike", 0, str(guardian))[0])
    assert dmg(st, guardian) == 3


def test_second_packet_to_its_controllers_hero():
    # EN 709 / 401.1: "…3 melee damage to target exhausted ally and 3 melee damage to its controller's hero."
    automated("Assassin's Strike")
    st = start()
    ready = put(st, 1, "Raging Brute", "allies")
    tired = put(st, 1, "Iron Sentinel", "allies", tapped=True)
    st, _ = play_real(st, "Assassin's Strike", 0)
    assert [o.id for o in st.pending[0].options] == [str(tired)] and ready != tired
    st = resolve_chain(choose(st, str(tired)))
    assert dmg(st, tired) == 3 and dmg(st, hero(st, 1)) == 3 and dmg(st, hero(st, 0)) == 0


def test_second_packet_to_each_other_in_that_party():
    # 405.4: "…4 fire damage to target hero or ally and 1 fire damage to each other hero and ally in that
    # character's party."
    automated("Heartburn")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    mine = put(st, 0, "Sleepy Golem", "allies")
    st = resolve_chain(play_real(st, "Heartburn", 0, str(a))[0])
    assert zone(st, a) == "graveyard" and dmg(st, b) == 1 and dmg(st, hero(st, 1)) == 1
    assert dmg(st, mine) == 0 and dmg(st, hero(st, 0)) == 0


def test_damage_and_heal_another_target():
    # EN 706: "…3 nature damage to target hero or ally and heals 3 damage from another target hero or ally."
    automated("Shock and Soothe")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    st, _ = play_real(st, "Shock and Soothe", 0, str(hero(st, 1)))
    assert str(hero(st, 1)) not in [o.id for o in st.pending[0].options]  # another target
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert dmg(st, hero(st, 1)) == 3 and dmg(st, hero(st, 0)) == 2


@pytest.mark.parametrize("hardy", [False, True])
def test_heal_for_each_damage_dealt_this_way(hardy):
    # 405.6: "…1 nature damage to target hero or ally and heals 1 damage from a second target hero or ally for
    # each damage dealt this way." — nothing dealt (Hardiness), nothing healed
    automated("The Crash of Tides")
    st = start()
    target = put(st, 1, "Stone Guardian" if hardy else "Raging Brute", "allies")
    st.table.cards[hero(st, 0)].damage = 4
    st = resolve_chain(play_real(st, "The Crash of Tides", 0, str(target), str(hero(st, 0)))[0])
    assert dmg(st, hero(st, 0)) == (4 if hardy else 3)


def test_divided_among_target_opposing_priests():
    # EN 703 / 202.1a: "When this ally enters play, he deals 3 nature damage divided as you choose to any number of
    # target opposing Priests." — only opposing Priest characters can be named
    data = automated("Conqueror Hashkon")
    st = start()
    priest = put(st, 1, "Field Medic", "allies")
    put(st, 1, "Raging Brute", "allies")
    put(st, 0, "Field Medic", "allies")
    st, _ = play_real(st, "Conqueror Hashkon", 0, pay=data["cost"])
    st = resolve_chain(st)
    assert [o.id for o in st.pending[0].options] == [str(priest)]
    for _ in range(3):
        st = choose(st, str(priest))
    st = resolve_chain(st)
    assert zone(st, priest) == "graveyard"


@pytest.mark.parametrize(("dead", "dealt"), [(3, 2), (0, 0)])
def test_damage_equal_to_the_number_of_allies_in_your_graveyard(dead, dealt):
    # 405.4: "Your hero deals shadow damage to target ally equal to the number of allies in your graveyard." —
    # one packet of that size (Hardiness takes 1 off it once)
    automated("Word of Blight")
    st = start()
    for _ in range(dead):
        put(st, 0, "Raging Brute", "graveyard")
    put(st, 1, "Raging Brute", "graveyard")  # the opponent's graveyard doesn't count
    guardian = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(play_real(st, "Word of Blight", 0, str(guardian))[0])
    assert dmg(st, guardian) == dealt


# --- one packet with bonuses counted on resolution (405.4, EN 709) ---------------------------------------


@pytest.mark.parametrize("equipment", [0, 2])
def test_equal_to_three_plus_the_number_of_equipment(equipment):
    # 405.4: "Your hero deals melee damage to target ally equal to 3 plus the number of equipment you have."
    automated("Armed to the Teeth")
    st = start()
    if equipment:
        put_real(st, 0, "Scarlet Kris", "hero_row")
        put_real(st, 0, "Frost Fever", "hero_row")  # an ability: not equipment
        put_real(st, 0, "Golem Skull Helm", "hero_row")
    target = put(st, 1, "Stone Guardian", "allies")  # 6 health, Hardiness
    st = resolve_chain(play_real(st, "Armed to the Teeth", 0, str(target))[0])
    assert dmg(st, target) == 3 + equipment - 1


@pytest.mark.parametrize(("weapon", "disease", "dealt"), [(False, False, 2), (True, False, 4), (True, True, 6)])
def test_plus_an_additional_if_then_heal_per_damage_dealt(weapon, disease, dealt):
    # EN 709 / 405.6: "…2 melee damage to target ally, plus an additional 2 if you control a weapon, plus an additional
    # 2 if you control a Disease. Then, your hero heals 1 damage from itself for each damage dealt this way."
    automated("Death Strike")
    st = start()
    if weapon:
        put_real(st, 0, "Scarlet Kris", "hero_row")
    if disease:
        put_real(st, 0, "Frost Fever", "hero_row")
    st.table.cards[hero(st, 0)].damage = 10
    target = put(st, 1, "Stone Guardian", "allies")
    st.table.cards[target].damage = 0
    guard_hp = 6
    st = resolve_chain(play_real(st, "Death Strike", 0, str(target))[0])
    got = min(dealt - 1, guard_hp)  # Hardiness: one packet, 1 prevented
    assert (zone(st, target) == "graveyard") == (got >= guard_hp)
    if got < guard_hp:
        assert dmg(st, target) == got
    assert dmg(st, hero(st, 0)) == 10 - got


def test_plus_an_additional_if_that_character_is_a_demon():
    # 202.1a / 408.3c: "…4 unpreventable holy damage to each opposing hero and ally, plus an additional 4 if that
    # character is a Demon, Dragonkin, or Elemental." — per character
    automated("Holy Wrath")
    st = start()
    demon = put_real(st, 1, "Morfiel", "allies")
    elemental = put(st, 1, "Stone Guardian", "allies")
    brute = put(st, 1, "Raging Brute", "allies")
    mine = put(st, 0, "Sleepy Golem", "allies")
    st = resolve_chain(play_real(st, "Holy Wrath", 0, pay=7)[0])  # Morfiel: opponents pay 1 more
    assert zone(st, demon) == "graveyard" and zone(st, elemental) == "graveyard"
    assert zone(st, brute) == "graveyard"  # 4 health, 4 damage
    assert dmg(st, hero(st, 1)) == 4 and dmg(st, mine) == 0


@pytest.mark.parametrize("hurt", [0, 3])
def test_for_each_damage_on_your_hero(hurt):
    # 405.4 / 405.6: "Your hero deals 1 nature damage to target ally for each damage on your hero." — one packet
    automated("Death Shock")
    st = start()
    st.table.cards[hero(st, 0)].damage = hurt
    target = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(play_real(st, "Death Shock", 0, str(target))[0])
    assert dmg(st, target) == max(hurt - 1, 0)


@pytest.mark.parametrize("disease", [True, False])
def test_if_you_control_also_deals_to_target_hero(disease):
    # EN 709: "…5 shadow damage to target ally. If you control a Disease, your hero also deals 5 shadow damage to
    # target hero."
    automated("Black Blood")
    st = start()
    if disease:
        put_real(st, 0, "Frost Fever", "hero_row")
    ally = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(play_real(st, "Black Blood", 0, str(ally), str(hero(st, 1)))[0])
    assert dmg(st, ally) == 4
    assert dmg(st, hero(st, 1)) == (5 if disease else 0)


def test_modal_each_of_up_to_three():
    # EN 707.1c / 706: "Choose one: Your hero deals 1 ranged damage to each of up to three target heroes and/or
    # allies; or attach to target ally." — the mode first, then up to three different targets
    automated("Wipe or Snipe")
    st = start()
    a = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Wipe or Snipe", 0)
    assert st.pending[0].kind == "mode"
    st = choose(st, st.pending[0].options[0].id)
    st = choose(choose(st, str(a)), str(hero(st, 1)))
    assert st.pending[0].min == 0 and str(a) not in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(st))
    assert dmg(st, a) == 1 and dmg(st, hero(st, 1)) == 1 and dmg(st, hero(st, 0)) == 0


def test_activated_each_of_up_to_three():
    # EN 701 / 706: "5, [Exhaust] -> Your hero deals 1 nature damage to each of up to three target heroes and/or allies."
    automated("Masterwork Stormhammer")
    st = start()
    hammer = put_real(st, 0, "Masterwork Stormhammer", "hero_row")
    resources_ = [put(st, 0, "Mist Owl", "resources") for _ in range(5)]
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    power = next(i for i, pw in enumerate(card_powers(st.cards[st.table.cards[hammer].card_id])) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=hammer, power=power, x=0)
    st = resolve_chain(choose(choose(choose(st, str(a)), str(b)), str(hero(st, 1))))
    assert (dmg(st, a), dmg(st, b), dmg(st, hero(st, 1))) == (1, 1, 1)
    assert st.table.cards[hammer].tapped and all(st.table.cards[r].tapped for r in resources_)
