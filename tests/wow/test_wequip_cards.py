"""Helper wequip: weapons, armor and items of ``scripts/wequip.toml`` (and the small engine pieces they use),
each played with the real card of the pool."""

from __future__ import annotations

import pytest

from engine.wow import costs
from engine.wow import keywords as kw
from engine.wow.leaving_play import destroy
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
