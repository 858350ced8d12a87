"""Helper wequip: weapons, armor and items of ``scripts/wequip.toml`` (and the small engine pieces they use),
each played with the real card of the pool."""

from __future__ import annotations

import pytest

from engine.wow import costs
from engine.wow import keywords as kw
from engine.wow.leaving_play import destroy
from engine.wow.procedure import event_triggers
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, hero, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _attack(st, defender: int | None = None):
    """P1's hero attacks (the opposing hero unless ``defender``); no protector."""
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1) if defender is None else defender)
    return _settle(st, {"protector": ["none"]})


def test_avalanche_long_range_then_that_much_frost_damage_to_an_ally_in_that_heros_party():
    # EN 714: "When you strike with this weapon, your hero has Long-Range this combat."
    data = automated("Avalanche")
    st = start()
    axe = put_real(st, 0, "Avalanche", "hero_row")
    mine = put(st, 0, "Stone Guardian", "allies")
    theirs = put(st, 1, "Stone Guardian", "allies")
    resources(st, 0, 6)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=axe))
    assert kw.has(st, hero(st, 0), "Long-Range")
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(theirs)]

    # EN 703, 405.5: "When your hero deals combat damage with this weapon to a hero, your hero deals that much frost
    # damage to target ally in that hero's party." — the packet's damage, to an ally the damaged hero's controller controls
    st = _fight(st, {"target": pick, "targets": pick})
    dealt = st.table.cards[hero(st, 1)].damage
    assert dealt == data["atk"] > 0
    assert seen and str(theirs) in seen[0] and str(mine) not in seen[0]  # 415.8b: only that hero's party
    assert st.table.cards[theirs].damage == dealt - 1  # Stone Guardian's Hardiness prevents 1 (EN glossary Hardiness)
    assert not kw.has(st, hero(st, 0), "Long-Range")  # EN 714: this combat only


def test_riveted_abomination_leggings_assault_two_and_conspicuous():
    # EN 714: "Heroes and Allies you control have Assault 2 and Conspicious." (Conspicuous misprinted)
    automated("Riveted Abomination Leggings")
    st = start()
    put_real(st, 0, "Riveted Abomination Leggings", "hero_row")
    mine = put(st, 0, "Stone Guardian", "allies")
    theirs = put(st, 1, "Stone Guardian", "allies")
    for uid in (hero(st, 0), mine):
        assert kw.keywords(st, uid).get("Assault") == 2
        assert kw.has(st, uid, "Conspicuous")
    assert not kw.has(st, theirs, "Assault") and not kw.has(st, theirs, "Conspicuous")
    assert not kw.has(st, hero(st, 1), "Conspicuous")


def test_latros_shifting_sword_other_swords_cost_two_less_to_strike():
    # 403.2: "You pay 2 less to strike with other Swords." — not Latro's own strike, not a non-Sword
    automated("Latro's Shifting Sword")
    st = start()
    latro = put_real(st, 0, "Latro's Shifting Sword", "hero_row")
    sword = put_real(st, 0, "Greatsword of the Ebon Blade", "hero_row")
    mace = put_real(st, 0, "The Shatterer", "hero_row")
    base = {u: kw.data(st, u).get("strike_cost") or 0 for u in (latro, sword, mace)}
    assert costs.strike_cost(st, 0, latro) == base[latro]
    assert costs.strike_cost(st, 0, sword) == max(base[sword] - 2, 0)
    assert costs.strike_cost(st, 0, mace) == base[mace]


def test_medallion_of_the_lightbearer_inspire_cards_are_protectors():
    # EN 714 (glossary Protector): "Heroes and allies in your party with inspire are also Protectors."
    automated("Medallion of the Lightbearer")
    st = start()
    put_real(st, 0, "Medallion of the Lightbearer", "hero_row")
    inspired = put_real(st, 0, INSPIRE_ALLY, "allies")
    plain = put(st, 0, "Iron Sentinel", "allies")
    foe = put_real(st, 1, INSPIRE_ALLY, "allies")
    assert kw.has(st, inspired, "Protector")  # "Inspire: Ally" (501.1b)
    assert not kw.has(st, plain, "Protector")
    assert not kw.has(st, foe, "Protector")  # not in your party


INSPIRE_ALLY = "Instructor Giralo"


@pytest.mark.parametrize("pay", [True, False])
def test_greatsword_of_the_ebon_blade_destroyed_at_the_start_of_the_next_turn_unless_you_pay(pay):
    # 415.9b, EN 709.3: "When Greatsword of the Ebon Blade enters play, at the start of the next turn, destroy it unless
    # you pay 3." — a delayed effect: nothing at the end of this turn; at the start of the next one, pay 3 or lose it
    automated("Greatsword of the Ebon Blade")
    st = start()
    st, sword = play_real(st, "Greatsword of the Ebon Blade", pay=10)
    st = _settle(st)
    assert st.table.cards[sword].zone == "hero_row"
    asked: list[str] = []

    def answer(pending):
        asked.append(pending.prompt if hasattr(pending, "prompt") else str(pending.kind))
        yes = next((o.id for o in pending.options if o.id in ("yes", "pay")), pending.options[0].id)
        no = next((o.id for o in pending.options if o.id in ("no", "none", "dont")), pending.options[-1].id)
        return [yes if pay else no]

    st = _next_turn(st, {k: answer for k in ("optional", "may", "confirm", "unless", "yes_no")})
    assert st.active == 1
    assert asked  # asked once, at the start of that turn
    assert (st.table.cards[sword].zone == "hero_row") is pay
    tapped = sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped)
    st = _next_turn(st)
    assert (sword in st.table.cards and st.table.cards[sword].zone == "hero_row") is pay  # once only
    assert tapped >= (3 if pay else 0)


def test_greatsword_delayed_effect_is_lost_if_the_weapon_left_play():
    # 415.9a/415.9b: the weapon left play before the delayed effect: nothing is asked, nothing happens
    st = start()
    st, sword = play_real(st, "Greatsword of the Ebon Blade", pay=10)
    st = _settle(st)
    destroy(st, sword, R("415.9c"))
    assert st.table.cards[sword].zone == "graveyard"
    st = _next_turn(st, {"optional": lambda p: pytest.fail("asked to pay for a weapon gone")})
    assert not any(d.get("uid") == sword for d in st.delayed)


# --- "When you strike with this weapon, your hero has Long-Range this combat." and a second power ------------------


def _ready_resources(st, player: int) -> int:
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].tapped)


@pytest.mark.parametrize("hunter", [True, False])
def test_black_bow_readies_up_to_four_resources_under_a_hunter(hunter):
    # WoW 206.1c, EN 703: "[Hunter]: When an ally is dealt combat damage with Black Bow of the Betrayer, ready up to four
    # of your resources." — only under a Hunter hero
    from .test_rules_hero_trait import _make_hero

    automated("Black Bow of the Betrayer")
    st = start({"auto_pass": False})
    if hunter:
        _make_hero(st, 0, classes=["Hunter"], **{"class": "Hunter"})
    bow = put_real(st, 0, "Black Bow of the Betrayer", "hero_row")
    foe = put(st, 1, "Stone Guardian", "allies")
    resources(st, 0, 7)
    for u in st.table.zone(0, "resources")[:3]:
        st.table.cards[u].tapped = True  # 3 of 7 spent earlier this turn; the strike costs the other 4
    st = _attack(st, foe)
    st = _settle(apply(st, "strike", 0, weapon=bow))
    assert kw.has(st, hero(st, 0), "Long-Range")  # EN 714: this combat
    before = _ready_resources(st, 0)

    def ready_all(pending):
        return [o.id for o in pending.options][: pending.max]

    st = _fight(st, {"target": ready_all, "targets": ready_all})
    assert st.table.cards[foe].damage > 0
    assert before == 0
    assert _ready_resources(st, 0) == (4 if hunter else 0)


@pytest.mark.parametrize("first", [0, 1])
def test_arcanite_steam_pistol_destroys_a_resource_of_a_hero_whose_controller_went_first(first):
    # EN 703, 101: "When a hero is dealt damage with Arcanite Steam-Pistol, if its controller went first this game, he
    # destroys one of his resources." — the damaged hero's controller picks one of his own
    data = automated("Arcanite Steam-Pistol")
    st = start()
    st.first_player = first  # test setup: who went first this game
    gun = put_real(st, 0, "Arcanite Steam-Pistol", "hero_row")
    resources(st, 0, 6)
    theirs = resources(st, 1, 3)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=gun))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = _fight(st)
    assert st.table.cards[hero(st, 1)].damage == data["atk"] > 0
    left = [u for u in theirs if u in st.table.cards and st.table.cards[u].zone == "resources"]
    assert len(left) == (2 if first == 1 else 3)


# --- "N -> When you strike with this weapon this turn, …" (EN 703: armed for the rest of the turn) ------------------


@pytest.mark.parametrize("armed", [True, False])
def test_telescopic_sharprifle_long_range_only_after_its_power(armed):
    # EN 701, 703: "1 -> When you strike with Telescopic Sharprifle this turn, your hero has Long-Range this turn."
    automated("Telescopic Sharprifle")
    st = start()
    gun = put_real(st, 0, "Telescopic Sharprifle", "hero_row")
    resources(st, 0, 6)
    if armed:
        st = _settle(apply(st, "power", 0, uid=gun, power=0, x=0))
        assert not kw.has(st, hero(st, 0), "Long-Range")  # not until the strike
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=gun))
    assert kw.has(st, hero(st, 0), "Long-Range") is armed
    st = _fight(st)
    assert kw.has(st, hero(st, 0), "Long-Range") is armed  # this turn, past the combat
    st = _next_turn(st)
    assert not kw.has(st, hero(st, 0), "Long-Range")


@pytest.mark.parametrize("armed", [True, False])
def test_the_decapitator_has_thrown_this_turn(armed):
    # EN 714, 703: "0 -> The Decapitator has Thrown this turn." — Thrown: "When you strike with this weapon, your hero
    # has Long-Range this combat. At the end of this turn, put this weapon into its owner's hand."
    automated("The Decapitator")
    st = start()
    axe = put_real(st, 0, "The Decapitator", "hero_row")
    resources(st, 0, 6)
    if armed:
        st = _settle(apply(st, "power", 0, uid=axe, power=0, x=0))
        assert kw.has(st, axe, "Thrown")
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=axe))
    assert kw.has(st, hero(st, 0), "Long-Range") is armed
    st = _fight(st)
    assert not kw.has(st, hero(st, 0), "Long-Range")  # this combat only
    st = _next_turn(st)
    assert st.table.cards[axe].zone == ("hand" if armed else "hero_row")  # 415.9b: at the end of this turn


# --- several powers in one data line -----------------------------------------------------------------------------

STORMFURY = "Stormfury, Black Blade of the Betrayer"
LEFT = "Warglaive of Azzinoth, Left Hand of the Betrayer"
RIGHT = "Warglaive of Azzinoth, Right Hand of the Betrayer"


def test_stormfury_gains_up_to_three_demonic_counters_each_worth_one_atk_and_one_less_to_strike():
    # EN 703, 709, 714, 403.2: "At the start of your turn, if this weapon has two or fewer Demonic counters on it, add a
    # Demonic counter. This weapon has +1 ATK and costs 1 less to strike for each Demonic counter on it."
    data = automated(STORMFURY)
    st = start()
    blade = put_real(st, 0, STORMFURY, "hero_row")
    other = put_real(st, 0, "Latro's Shifting Sword", "hero_row")  # another weapon (its dual wield: both stay, 406.1): no cheaper strike for it
    base_other = costs.strike_cost(st, 0, other)
    seen = []
    for _ in range(4):
        st = _next_turn(_next_turn(st))  # the opponent's turn, then yours
        assert st.active == 0
        n = st.table.cards[blade].counters.get("demonic", 0)
        seen.append(n)
        assert kw.equipment_atk(st, blade) == data["atk"] + n
        assert costs.strike_cost(st, 0, blade) == max(data["strike_cost"] - n, 0)
        assert costs.strike_cost(st, 0, other) == base_other
    assert seen == [1, 2, 3, 3]  # never a fourth


def test_warglaive_left_dual_wield_with_another_warglaive_and_its_flame_token():
    # 406.1, EN 714: "Your hero has dual wield while you have another Warglaive."
    automated(LEFT)
    st = start()
    left = put_real(st, 0, LEFT, "hero_row")
    assert "Dual Wield" not in kw.keywords(st, hero(st, 0))
    right = put_real(st, 0, RIGHT, "hero_row")
    assert "Dual Wield" in kw.keywords(st, hero(st, 0))
    # EN 703, 404.2: "When Warglaive of Azzinoth leaves play, put a Demon ally token named Flame of Azzinoth into play
    # with 3 [Fire] ATK / 3 health and Ferocity."
    event_triggers(st, destroy(st, left, R("415.9c")))
    st = _settle(st)
    flames = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Flame of Azzinoth"]
    assert len(flames) == 1
    flame = flames[0]
    assert kw.atk(st, flame) == 3 and kw.health(st, flame) == 3 and kw.has(st, flame, "Ferocity")
    assert "demon" in kw.words(st, flame)
    assert "Dual Wield" not in kw.keywords(st, hero(st, 0))  # no other Warglaive now
    assert right in st.table.zone(0, "hero_row")


def test_warglaive_right_readies_another_warglaive_and_leaves_a_protector_flame():
    # EN 703, 709.1: "When you strike with Warglaive of Azzinoth, ready another one of your Warglaives."
    automated(RIGHT)
    st = start({"auto_pass": False})
    left = put_real(st, 0, LEFT, "hero_row")
    right = put_real(st, 0, RIGHT, "hero_row")
    st.table.cards[left].tapped = True
    resources(st, 0, 8)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=right))
    assert not st.table.cards[left].tapped
    assert st.table.cards[right].tapped  # not itself
    st = _fight(st)
    event_triggers(st, destroy(st, right, R("415.9c")))
    st = _settle(st)
    flame = next(u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Flame of Azzinoth")
    assert kw.has(st, flame, "Protector") and not kw.has(st, flame, "Ferocity")
