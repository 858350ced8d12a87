"""Lines mixing stat changes and strike/play cost changes (templates_wcosts_strike; EN 714, 403.2), each with a
real card of the pool in play."""

from __future__ import annotations

from engine.wow import costs, wield
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import hero, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _weapon(st, name: str) -> tuple[int, int, int]:
    uid = put_real(st, 0, name, "hero_row")
    return uid, kw.equipment_atk(st, uid), costs.strike_cost(st, 0, uid)


def test_ranged_weapon_specialization_ranged_only():
    # EN 714, 403.2: "Ongoing: Your Ranged Weapons have +2 ATK and you pay 1 less to strike with them."
    automated("Ranged Weapon Specialization")
    st = start()
    bow, bow_atk, bow_cost = _weapon(st, "Blackcrow")
    sword, sword_atk, sword_cost = _weapon(st, "Obsidium Executioner")
    put_real(st, 0, "Ranged Weapon Specialization", "hero_row")
    assert (kw.equipment_atk(st, bow), costs.strike_cost(st, 0, bow)) == (bow_atk + 2, bow_cost - 1)
    assert (kw.equipment_atk(st, sword), costs.strike_cost(st, 0, sword)) == (sword_atk, sword_cost)


def test_resolute_aura_counts_your_armor():
    # EN 714, 403.2: "Ongoing: For each armor you control, your weapons have +1 ATK and you pay 1 less to strike
    # with them."
    automated("Resolute Aura")
    st = start()
    sword, atk, cost = _weapon(st, "Obsidium Executioner")
    put_real(st, 0, "Resolute Aura", "hero_row")
    assert (kw.equipment_atk(st, sword), costs.strike_cost(st, 0, sword)) == (atk, cost)  # no armor: nothing
    put_real(st, 0, "Golem Skull Helm", "hero_row")
    put_real(st, 0, "Ornate Adamantium Breastplate", "hero_row")
    put_real(st, 1, "Ornate Adamantium Breastplate", "hero_row")  # not yours
    assert (kw.equipment_atk(st, sword), costs.strike_cost(st, 0, sword)) == (atk + 2, cost - 2)


def test_hammer_of_the_grand_crusader_while_your_hero_has_no_damage():
    # EN 714, 403.2: "While your hero has no damage, Hammer of the Grand Crusader has +2 ATK and you pay 2 less to
    # strike with it."
    data = automated("Hammer of the Grand Crusader")
    st = start()
    hammer = put_real(st, 0, "Hammer of the Grand Crusader", "hero_row")
    base_atk, base_cost = data["atk"], data["strike_cost"]
    assert (kw.equipment_atk(st, hammer), costs.strike_cost(st, 0, hammer)) == (base_atk + 2, max(base_cost - 2, 0))
    st.table.cards[hero(st, 0)].damage = 1
    assert (kw.equipment_atk(st, hammer), costs.strike_cost(st, 0, hammer)) == (base_atk, base_cost)


def test_unholy_presence_play_and_strike():
    # 403.2: "Ongoing: You pay 1 less to play and strike with weapons."
    automated("Unholy Presence")
    st = start()
    sword, _, strike = _weapon(st, "Obsidium Executioner")
    in_hand, ally = put_real(st, 0, "Lightning Whelk Axe", "hand"), put_real(st, 0, "Naasi", "hand")
    play, ally_cost = costs.play_cost(st, 0, in_hand), costs.play_cost(st, 0, ally)
    put_real(st, 0, "Unholy Presence", "hero_row")
    assert costs.strike_cost(st, 0, sword) == strike - 1 and costs.play_cost(st, 0, in_hand) == play - 1
    assert costs.play_cost(st, 0, ally) == ally_cost


def test_expertise_of_steel_three_powers():
    # 406, EN 714, 403.2: "Ongoing: Your hero has Dual Wield. Axes you control have +2 ATK. You pay 2 less to strike
    # with Swords."
    automated("Expertise of Steel")
    st = start()
    sword, sword_atk, sword_cost = _weapon(st, "Obsidium Executioner")
    axe, axe_atk, axe_cost = _weapon(st, "Lightning Whelk Axe")
    assert "Dual Wield" not in wield.powers(st, 0)
    put_real(st, 0, "Expertise of Steel", "hero_row")
    assert "Dual Wield" in wield.powers(st, 0)
    assert (kw.equipment_atk(st, sword), costs.strike_cost(st, 0, sword)) == (sword_atk, sword_cost - 2)
    assert (kw.equipment_atk(st, axe), costs.strike_cost(st, 0, axe)) == (axe_atk + 2, axe_cost)


def test_belligerence_melee_weapons_on_your_turn_only():
    # 403.2: "Ongoing: You pay 2 less to strike with Melee weapons on your turn."
    automated("Belligerence")
    st = start()
    axe, _, cost = _weapon(st, "Obsidium Executioner")
    assert cost >= 2
    bow, _, bow_cost = _weapon(st, "Blackcrow")
    theirs = put_real(st, 1, "Obsidium Executioner", "hero_row")
    put_real(st, 0, "Belligerence", "hero_row")
    assert costs.strike_cost(st, 0, axe) == cost - 2 and costs.strike_cost(st, 0, bow) == bow_cost
    assert costs.strike_cost(st, 1, theirs) == cost  # only you pay less
    st.active = 1  # the opponent's turn (setup)
    assert costs.strike_cost(st, 0, axe) == cost
