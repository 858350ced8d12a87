"""Helper wscale (issue #18): amounts that are a total or a highest value of cards in play
(``cards.templates_wscale_amounts``, ``engine.wow.wscale_checks`` ``wsc_sum``/``wsc_own``), played
with real cards of the pool: packets sized on resolution (EN 709, 405.4) and continuous amounts
(EN 714)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wscale_counters import next_turn

pytestmark = needs(WOW_CARDS)


def tagged(st, uid: int, *tags: str) -> int:
    """Give a card in play more tags (test setup: the pool has no plain card with those tags)."""
    cid = st.table.cards[uid].card_id
    st.cards[cid] = {**st.cards[cid], "tags": [*st.cards[cid].get("tags", []), *tags]}
    return uid


def as_hero(st, name: str) -> int:
    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    return new


def test_flip_damage_equal_to_combined_atk_of_melee_weapons():
    # EN 709 / 405.4: Daspien — X melee damage, X = the combined ATK of your Melee weapons on resolution.
    data = automated("Daspien Bladedancer")
    st = start()
    daspien = as_hero(st, "Daspien Bladedancer")
    put_real(st, 0, "Arcanite Reaper", "hero_row")  # 5 ATK (a hero controls one weapon, 414)
    put_real(st, 1, "Arcanite Reaper", "hero_row")  # not yours
    resources(st, 0, 5)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=daspien, power=index, x=0)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 5


def test_damage_equal_to_one_plus_combined_atk_of_daggers():
    # EN 709: Mutilate — 1 plus the combined ATK of your Daggers (an Axe is not one).
    automated("Mutilate")
    st = start()
    kris = put_real(st, 0, "Scarlet Kris", "hero_row")
    st.table.cards[kris].counters["+1 ATK"] = 2
    st, _ = play_real(st, "Mutilate", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1 + 3
    st = start()
    put_real(st, 0, "Arcanite Reaper", "hero_row")
    st, _ = play_real(st, "Mutilate", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1


def test_damage_equal_to_one_plus_the_atk_of_a_weapon_you_pick():
    # 303.2a / EN 709: Take the Shot — 1 plus the ATK of one of your Ranged weapons (picked as it resolves).
    automated("Take the Shot")
    st = start()
    rifle = put_real(st, 0, "Bloodwarder's Rifle", "hero_row")
    st, _ = play_real(st, "Take the Shot", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, str(rifle)))
    assert st.table.cards[hero(st, 1)].damage == 1 + kw.atk(st, rifle)


def test_damage_equal_to_the_number_of_friendly_heroes_and_allies():
    # EN 709: Sunfire — X = the number of friendly heroes and allies (your hero included).
    automated("Sunfire")
    st = start()
    put(st, 0, "Iron Sentinel", "allies")
    put(st, 0, "Mist Owl", "allies")
    put(st, 1, "Mist Owl", "allies")
    st, _ = play_real(st, "Sunfire", 0, str(hero(st, 1)), pay=8)
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 3


def test_damage_equal_to_the_highest_atk_among_tagged_cards():
    # EN 709: Nature's Fury — X = the highest ATK among [Nature] cards you control.
    automated("Nature's Fury")
    st = start()
    put_real(st, 0, "Cerwyn", "allies")  # 1 nature ATK
    put_real(st, 0, "Vanda Skydaughter", "allies")  # 6 nature ATK
    put(st, 0, "Iron Sentinel", "allies")  # 4 melee: not [Nature]
    st, _ = play_real(st, "Nature's Fury", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 6


def test_damage_for_the_number_of_tagged_cards_on_attack():
    # EN 709: Vindron — "equal to the number of Curses you control" (a Curse: the tag, plural in the text),
    # then the combat damage (EN 600).
    automated("Vindron the Impure")
    st = start()
    v = put_real(st, 0, "Vindron the Impure", "allies")
    tagged(st, put_real(st, 0, "Curse of Agony", "hero_row"), "Curse")
    tagged(st, put_real(st, 0, "Curse of Agony", "hero_row"), "Curse")
    st = apply(st, "attack", 0, attacker=v, defender=hero(st, 1))
    st = choose(st, str(hero(st, 1)))
    st = finish_combat(st)
    assert st.table.cards[hero(st, 1)].damage == 2 + kw.atk(st, v)


def test_static_x_is_the_combined_def_of_armor():
    # EN 714: The Red Bearon +X/+X (combined DEF of your armor); Alard Schmied +X health (Plate); Diane Cannings Assault X (Leather and Mail).
    automated("The Red Bearon")
    automated("Alard Schmied")
    automated("Diane Cannings")
    st = start()
    bear = put_real(st, 0, "The Red Bearon", "allies")
    alard = put_real(st, 0, "Alard Schmied", "allies")
    diane = put_real(st, 0, "Diane Cannings", "allies")
    put_real(st, 0, "Golem Skull Helm", "hero_row")  # Plate, 3 DEF
    put_real(st, 0, "Pads of the Dread Wolf", "hero_row")  # Leather, 1 DEF
    put_real(st, 0, "Elven Chain Boots", "hero_row")  # Mail, 2 DEF
    put_real(st, 1, "Golem Skull Helm", "hero_row")  # not yours
    assert (kw.atk(st, bear), kw.health(st, bear)) == (6, 6)
    assert kw.health(st, alard) == 3 + 3
    assert kw.keywords(st, diane).get("Assault") == 3


def test_static_x_is_the_highest_cost_and_your_heros_atk():
    # EN 714: Overlord Drakuru Assault X (highest cost among Scourge allies you control); Naaru Belt +X DEF (your hero's ATK).
    automated("Overlord Drakuru")
    automated("Naaru Belt of Precision")
    st = start()
    drak = put_real(st, 0, "Overlord Drakuru", "allies")
    tagged(st, drak, "Scourge")
    tagged(st, put(st, 0, "Iron Sentinel", "allies"), "Scourge")  # cost 4
    assert kw.keywords(st, drak).get("Assault") == 4
    belt = put_real(st, 0, "Naaru Belt of Precision", "hero_row")
    put_real(st, 0, "Arcanite Reaper", "hero_row")
    assert kw.defense(st, belt) == kw.atk(st, hero(st, 0))


def test_static_x_is_this_allys_atk_and_attached_allys_atk():
    # EN 714: Ashnaar — your hero has Assault X, X = this ally's ATK; Exemplar's Blades — attached ally +X ATK (highest Melee weapon ATK).
    automated("Ashnaar, Frost Herald")
    automated("Exemplar's Blades")
    st = start()
    ash = put_real(st, 0, "Ashnaar, Frost Herald", "allies")
    assert kw.keywords(st, hero(st, 0)).get("Assault") == kw.atk(st, ash) == 2
    target = put(st, 0, "Mist Owl", "allies")
    st, blades = play_real(st, "Exemplar's Blades", 0, str(target))
    st = resolve_chain(st)
    assert st.table.cards[blades].attached_to == target and kw.atk(st, target) == 1
    put_real(st, 0, "Arcanite Reaper", "hero_row")
    assert kw.atk(st, target) == 1 + 5


def test_static_minus_x_for_the_highest_cost_of_two_classes():
    # EN 714: Primal Taming — attached card has -X ATK, X = the highest cost among Hunter and Shaman allies you control.
    automated("Primal Taming")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, taming = play_real(st, "Primal Taming", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[taming].attached_to == foe
    put(st, 0, "Loyal Hound", "allies")  # a Hunter ally, cost 2
    assert kw.atk(st, foe) == 2


def test_static_x_is_the_combined_damage_on_tagged_allies():
    # EN 714: Vol'jin +X ATK, X = the combined damage on Trolls in your party.
    automated("Vol'jin")
    st = start()
    vol = put_real(st, 0, "Vol'jin", "allies")
    base = kw.atk(st, vol)
    put_real(st, 0, "Zulanji", "allies", damage=1)
    put_real(st, 0, "Ra'za WildStorm", "allies", damage=2)
    put_real(st, 1, "Zulanji", "allies", damage=3)  # not yours
    extra = 3 + (st.table.cards[vol].damage if "Troll" in st.cards[st.table.cards[vol].card_id]["tags"] else 0)
    assert kw.atk(st, vol) == base + extra


def test_x_is_the_cost_of_a_non_hero_card_of_two_classes_you_pick():
    # EN 709.1 (picked on resolution, not a target) / 201.3: Bloody Slaughter — X = the cost of a non-hero Druid
    # or Rogue you control; Torment of Shadows — each of your turns, X = the cost of a non-hero Priest or Warlock.
    automated("Bloody Slaughter")
    automated("Torment of Shadows")
    st = start()
    rogue = tagged(st, put_real(st, 0, "Darktwister Kern", "allies"), "Rogue")  # cost 4
    foe = put_real(st, 1, "Fel Reaver", "allies", tapped=True)
    st, _ = play_real(st, "Bloody Slaughter", 0, str(foe))
    st = resolve_chain(st)
    assert [o.id for o in st.pending[0].options] == [str(rogue)]
    st = resolve_chain(choose(st, str(rogue)))
    assert st.table.cards[foe].damage == 4
    st = start()
    put_real(st, 0, "Zulanji", "allies")  # a Priest, cost 2
    foe = put_real(st, 1, "Fel Reaver", "allies")
    st, torment = play_real(st, "Torment of Shadows", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[torment].attached_to == foe
    st = next_turn(next_turn(st), may="no")
    assert st.table.cards[foe].damage == 2
