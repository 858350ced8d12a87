"""Helper w30ally: allies whose text was resolved by hand — the scripts of ``engine/wow/cards/scripts/w30ally.toml``
and the engine pieces they use (``engine.wow.w30ally_checks``, the doubling op ``w30_double_stat`` read by
``keywords.atk`` / ``keywords.health``). Each card is played with the real card of the pool and every clause of its
text is checked. EN numbers: rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Rule calls without a source:
- "double his ATK" doubles the ATK after every other change (Assault and Berserking included), as Maimgor's Bite's
  weapon doubling does (keywords.equipment_atk); two doublings multiply by four.
- Silas Darkmoon counts the other allies' current ATK and health (Assault on its controller's turn included); with
  no other ally he has 0 health and is destroyed (410.6a).
"""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, hero, put, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

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
