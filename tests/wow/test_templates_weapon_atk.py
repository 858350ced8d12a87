"""Amounts from a weapon you pick (303.2a weapon ATK; engine.wow.forced, stat "choose"): "Your hero
deals X melee damage to target hero or ally, where X is 1 plus the ATK of one of your Melee weapons"
— played with real cards of the pool (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from tests.shared_data import needs

from .helpers import choose, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


@pytest.mark.parametrize(("weapon", "dealt"), [("Arcanite Reaper", 1 + 5), ("Fel Iron Hatchet", 1 + 2)])
def test_one_of_your_melee_weapons_is_picked_on_resolution(weapon, dealt):
    # EN 709.1: the player picks his weapon as the effect resolves (not a target); its ATK (303.2a) plus 1 is dealt
    automated("Sinister Strike")
    st = start()
    mine = put_real(st, 0, weapon, "hero_row")
    put_real(st, 1, "Arcanite Reaper", "hero_row")  # the opponent's: not one of yours
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Sinister Strike", 0, str(enemy))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "player_picks" and {o.id for o in st.pending[0].options} == {str(mine)}
    st = resolve_chain(choose(st, str(mine)))
    assert _dealt(st, enemy) == dealt


def _dealt(st, uid: int) -> int:
    return sum(e["n"] for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == uid)


def test_no_weapon_leaves_the_number():
    # 104.2: with no Melee weapon the ATK is undefined (0): X is 1
    automated("Sinister Strike")
    st = start()
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Sinister Strike", 0, str(enemy))
    st = resolve_chain(st)
    assert not st.pending and _dealt(st, enemy) == 1


def test_one_of_your_daggers():
    # "where X is 3 plus the ATK of one of your Daggers" on target exhausted hero or ally (Backstab)
    automated("Backstab")
    st = start()
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")
    put_real(st, 1, "Fel Iron Hatchet", "hero_row")
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[enemy].tapped = True
    st, _ = play_real(st, "Backstab", 0, str(enemy))
    st = resolve_chain(st)
    assert st.pending[0].kind == "player_picks" and {o.id for o in st.pending[0].options} == {str(kris)}
    st = resolve_chain(choose(st, str(kris)))
    assert _dealt(st, enemy) == 3 + 1


def test_an_axe_is_no_dagger():
    # the tag names which weapons count (202.1a): with only an Axe, Backstab deals 3
    automated("Backstab")
    st = start()
    put_real(st, 0, "Fel Iron Hatchet", "hero_row")
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[enemy].tapped = True
    st = resolve_chain(play_real(st, "Backstab", 0, str(enemy))[0])
    assert not st.pending and _dealt(st, enemy) == 3
