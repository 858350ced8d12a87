"""Type and tag changes (300.1a–c, 202.1a, 202.3, 202.4a), host specifications (400.6, 410.6c),
scenarios W3 (Arcanite Dragonling + Turn the Blade) and X3 (Polymorph's Sheep)."""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.core.effects import Effect, Target
from engine.wow import keywords as kw
from engine.wow import powers, procedure, targets
from engine.wow.cards import compiler
from engine.wow.cards.compiler import Power
from engine.wow.cards.schema import make_card
from engine.wow.state import Link

from .helpers import apply, choose, put, resolve_chain, resources, start

DRAGONLING = "Test Arcanite Dragonling"
SELF = Target("self")


@pytest.fixture
def dragonling(monkeypatch):
    """W3's Arcanite Dragonling: "(1) -> This turn, this item is also a 2 [Melee] / 2 [Health]
    ally with Protector." — its power in the shape the compiler is to emit."""
    import engine.wow.engine as wow_engine

    power = (Power("activated", "(1) -> This turn, this item is also a 2/2 ally with Protector.", [
        Effect("add_type", 0, SELF, keyword="ally", duration="this_turn"),
        Effect("modify_stat", 2, SELF, stat="atk", duration="this_turn"),
        Effect("modify_stat", 2, SELF, stat="health", duration="this_turn"),
        Effect("grant_keyword", 1, SELF, keyword="Protector", duration="this_turn")], cost={"resources": 1}),)
    for mod in (wow_engine, powers):  # the modules that read compiled powers
        real = mod.card_powers
        monkeypatch.setattr(mod, "card_powers", lambda d, real=real: power if d.get("name") == DRAGONLING else real(d))
    st = start({"auto_pass": False})
    st.cards["T-AD"] = make_card(name=DRAGONLING, type="item", set="T", number=8, rarity="common", cost=1, tags=["Item", "Trinket (2)"],
                                 text="(1) -> This turn, this item is also an ally.")
    st.cards["T-TB"] = make_card(name="Test Turn the Blade", type="ability", set="T", number=9, rarity="common", cost=1, classes=["Hunter"],
                                 text="Attach to target ally or weapon.\nOngoing: Attached card has -3 ATK.")
    uid = st.table.add("T-AD", 0, "hero_row").uid
    st.table.cards[uid].entered_turn = -1
    return st, uid


def test_w3_also_an_ally_this_turn_then_the_host_check(dragonling):
    # WoW 300.1b: an added card type keeps the old one (an item that is also an ally);
    # WoW 410.6c, 400.6 (scenario W3): when it stops being an ally, an attachment whose host spec
    # is "attached ally" is destroyed by the game; Turn the Blade ("attached card") stays
    st, item = dragonling
    resources(st, 0, 4)
    assert not kw.is_character(st, item)
    st = resolve_chain(apply(st, "power", 0, uid=item, power=0, x=0))
    assert kw.types(st, item) == {"item", "ally"} and kw.kinds(st, item) >= {"item", "ally", "equipment"}
    assert kw.is_ally(st, item) and kw.is_character(st, item)
    assert (kw.atk(st, item), kw.health(st, item)) == (2, 2) and kw.has(st, item, "Protector")
    blade = st.table.add("T-TB", 0, "hand").uid
    st = resolve_chain(choose(apply(st, "play", 0, uid=blade, x=0), str(item)))
    blessing = put(st, 0, "Blessing of Might", "hand")  # "Attach to target ally. Ongoing: Attached ally has +2 ATK."
    st = resolve_chain(choose(apply(st, "play", 0, uid=blessing, x=0), str(item)))
    assert st.table.cards[blade].attached_to == item and st.table.cards[blessing].attached_to == item
    st.table.cards[item].damage = 1
    for _ in range(6):  # end the turn: "this turn" ends, the next check runs
        if st.active == 1:
            break
        st = apply(st, "pass", st.priority)
    assert not kw.is_character(st, item)
    assert st.table.cards[blessing].zone == "graveyard"  # 410.6c
    assert st.table.cards[blade].zone == "hero_row" and st.table.cards[blade].attached_to == item  # W3
    assert st.table.cards[item].damage == 0  # 410.6e: damage on a non-character is removed


def _run(st, effs, targets=()):
    return procedure.run_effects(st, Link("power", 0, st.heroes[0], -1, targets=list(targets), label="test"), effs)


def test_becoming_another_type_stops_the_old_one():
    # WoW 300.1a: a card that becomes another type stops being its old type
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")
    _run(st, [Effect("become_type", 0, Target("chosen", {"types": ["ally"]}), keyword="item", duration="this_turn")], [owl])
    assert kw.ctype(st, owl) == "item" and kw.types(st, owl) == {"item"}
    assert not kw.is_ally(st, owl) and not kw.is_character(st, owl)
    st.modifiers.clear()
    assert kw.is_ally(st, owl)


def test_x3_adding_a_tag_keeps_the_others(monkeypatch):
    # WoW 202.3 (scenario X3): Polymorph makes the ally a Sheep as well as a Raptor and Pet
    st = start()
    claw = put(st, 1, "Loyal Hound", "allies")
    before = set(kw.tags(st, claw))
    sheep = {"types": ["ally"], "tag": "Sheep"}
    assert not targets.matches(st, 0, claw, sheep, 0)
    st.modifiers.append(Modifier(claw, kw.TAG_ADD, 0, keyword="Sheep", duration="this_turn"))
    assert set(kw.tags(st, claw)) == before | {"Sheep"} and targets.matches(st, 0, claw, sheep, 0)
    st.modifiers.clear()
    # the continuous version: an attachment's "attached ally … is also a Sheep"
    real = compiler.static_effects
    grant = (Effect("add_tag", 0, Target("attached"), keyword="Sheep", duration="permanent"),)
    monkeypatch.setattr(compiler, "static_effects", lambda d: grant if d.get("name") == "Blessing of Might" else real(d))
    poly = put(st, 0, "Blessing of Might", "hero_row")
    st.table.cards[poly].attached_to = claw
    assert "Sheep" in kw.tags(st, claw) and all(t in kw.tags(st, claw) for t in before)


def test_multi_word_tags_and_archdruid():
    # WoW 202.1a: a multi-word tag may be named by its last word; 202.4a: Archdruid counts as Druid
    st = start()
    st.cards["T-AE"] = make_card(name="Test Zephyr", type="ally", set="T", number=10, rarity="common", atk=1, health=1,
                                 tags=["Air Elemental"], race="Air Elemental")
    st.cards["T-AR"] = make_card(name="Test Archdruid", type="ally", set="T", number=11, rarity="common", atk=1, health=1,
                                 tags=["Archdruid"], race="Night Elf")
    zephyr = st.table.add("T-AE", 1, "allies").uid
    arch = st.table.add("T-AR", 1, "allies").uid
    words_z, words_a = kw.words(st, zephyr), kw.words(st, arch)
    assert {"air elemental", "elemental"} <= words_z and "druid" in words_a and "druid" not in words_z
    assert targets.matches(st, 0, arch, {"types": ["ally"], "tag": "Druid"}, 0)


def test_becoming_a_damage_type_loses_the_others():
    # WoW 205.1c: a card that becomes [damage type] loses its other damage types
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")  # nature
    assert kw.damage_types(st, owl) == ["nature"]
    _run(st, [Effect("become_damage_type", 0, Target("chosen", {"types": ["ally"]}), keyword="fire", duration="this_turn")], [owl])
    assert kw.damage_types(st, owl) == ["fire"] and "nature" not in kw.words(st, owl) and "fire" in kw.words(st, owl)
