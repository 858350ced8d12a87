"""Group phrases and second targets (issue #18): "Your weapons", "Monster heroes and allies you
control", "Orcs in your party", "Your Two-Handed weapons", "Allies you control with cost 4 or more",
"another target ally", "a second target ally" — each played with a real card of the pool (skipped
without ../shared/data)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_your_weapons_have_atk_this_turn():
    # EN 714 (until end of turn) on every weapon you control, 303.2a weapon ATK: "Your weapons have +3 ATK this turn."
    automated("Heroic Strike")
    st = start()
    mine = put_real(st, 0, "Fel Iron Hatchet", "hero_row")
    theirs = put_real(st, 1, "Arcanite Reaper", "hero_row")
    before_mine, before_theirs = kw.equipment_atk(st, mine), kw.equipment_atk(st, theirs)
    st = resolve_chain(play_real(st, "Heroic Strike")[0])
    assert kw.equipment_atk(st, mine) == before_mine + 3
    assert kw.equipment_atk(st, theirs) == before_theirs


def test_tagged_heroes_and_allies_you_control_this_turn():
    # EN 714, 202.1a tag: "Monster heroes and allies you control have +2 ATK this turn."
    automated("Monstrous Strength")
    st = start()
    monster = put_real(st, 0, "Drugush the Crusher", "allies")
    human = put_real(st, 0, "Anika Berlyn", "allies")
    enemy_monster = put_real(st, 1, "Deathsmasher Mogdar", "allies")
    atks = {u: kw.atk(st, u) for u in (monster, human, enemy_monster)}
    st = resolve_chain(play_real(st, "Monstrous Strength")[0])
    assert kw.atk(st, monster) == atks[monster] + 2
    assert kw.atk(st, human) == atks[human] and kw.atk(st, enemy_monster) == atks[enemy_monster]


def test_plural_race_word_is_the_race():
    # EN 714 continuous, 202.1a race: "Orcs in your party have Ferocity."
    automated("Warlord Goretooth")
    st = start()
    put_real(st, 0, "Warlord Goretooth", "allies")
    orc = put_real(st, 0, "Karrok Scarrend", "allies")
    human = put_real(st, 0, "Anika Berlyn", "allies")
    enemy_orc = put_real(st, 1, "Burom Bladeseer", "allies")
    assert kw.has(st, orc, "Ferocity")
    assert not kw.has(st, human, "Ferocity") and not kw.has(st, enemy_orc, "Ferocity")


def test_two_handed_weapons_are_the_2h_tag():
    # EN 714 continuous: "Your Two-Handed weapons have +5 ATK." — the data tags them "2H Weapon"
    automated("Two-Handed Weapon Specialization")
    st = start()
    put_real(st, 0, "Two-Handed Weapon Specialization", "hero_row")
    big = put_real(st, 0, "Arcanite Reaper", "hero_row")
    small = put_real(st, 0, "Fel Iron Hatchet", "hero_row")
    printed = {u: kw.data(st, u).get("atk") or 0 for u in (big, small)}
    assert kw.equipment_atk(st, big) == printed[big] + 5
    assert kw.equipment_atk(st, small) == printed[small]


def test_your_other_axes():
    # EN 714 continuous, "other": not this card: "Your other Axes have +2 ATK."
    automated("Axe of the Legion")
    st = start()
    legion = put_real(st, 0, "Axe of the Legion", "hero_row")
    axe = put_real(st, 0, "Fel Iron Hatchet", "hero_row")
    assert kw.equipment_atk(st, axe) == (kw.data(st, axe).get("atk") or 0) + 2
    assert kw.equipment_atk(st, legion) == kw.data(st, legion).get("atk")


def test_allies_with_cost_or_more():
    # EN 714 continuous with a cost filter: "Allies you control with cost 4 or more have +2 / +2 and Protector."
    automated("Soulde the Earthshaker")
    st = start()
    soulde = put_real(st, 0, "Soulde the Earthshaker", "allies")  # cost 3: not itself
    big = put_real(st, 0, "Orono the Great", "allies")
    assert kw.atk(st, big) == kw.data(st, big)["atk"] + 2 and kw.has(st, big, "Protector")
    assert kw.atk(st, soulde) == 3 and not kw.has(st, soulde, "Protector")


def test_another_target_ally_is_not_this_ally():
    # EN 706 "another target": "[2], [Exhaust] -> Ready another target ally." — Emree can't ready herself
    data = automated("Emree")
    st = start()
    emree = put_real(st, 0, "Emree", "allies")
    tired = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[tired].tapped = True
    resources(st, 0, 2)
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=emree, power=power, x=0)
    assert st.pending and {o.id for o in st.pending[0].options} == {str(tired)}
    st = resolve_chain(choose(st, str(tired)))
    assert not st.table.cards[tired].tapped and st.table.cards[emree].tapped


def test_a_second_target_is_a_different_ally():
    # EN 706: "Target ally has +2 ATK this turn. A second target ally has -2 ATK this turn."
    automated("Clutch Shot")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    b = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Clutch Shot", 0, str(a))
    assert str(a) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(b)))
    assert kw.atk(st, a) == 6 and kw.atk(st, b) == 2


def test_your_hero_and_each_other_ally_in_your_party():
    # EN 703 enter trigger: "she deals 2 fire damage to your hero and each other ally in your party."
    automated("Kileana Darkblaze")
    st = start()
    friend = put(st, 0, "Iron Sentinel", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st, kileana = play_real(st, "Kileana Darkblaze")
    st = resolve_chain(resolve_chain(st))
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[friend].damage == 2
    assert st.table.cards[kileana].damage == 0 and st.table.cards[enemy].damage == 0


def test_target_pet():
    # EN 706 target with a tag: "Target Pet has +3 ATK this turn. Prevent all damage that would be dealt to it this turn."
    automated("Bestial Wrath")
    st = start()
    pet = put_real(st, 0, "Bloodclaw", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    before = kw.atk(st, pet)
    st, _ = play_real(st, "Bestial Wrath", 0)
    assert {o.id for o in st.pending[0].options} == {str(pet)} and str(other) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(pet)))
    assert kw.atk(st, pet) == before + 3
