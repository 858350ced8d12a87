"""Costs naming one of several tags (templates_wcosts_tags) and the cost lines of engine/wow/cards/scripts/
wcosts.toml, each played with a real card of the pool."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import costs
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _power(data: dict, nth: int = 0) -> int:
    return [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"][nth]


def _use(st, uid: int, index: int, pay: list[int] | None, *picks: str):
    args = {"pay": pay} if pay is not None else {}
    st = apply(st, "power", 0, uid=uid, power=index, x=0, **args)
    for pick in picks:
        st = apply(st, "choose", st.pending[0].player, picks=[pick])
    return resolve_chain(st)


# --- cost changes for one of several tags (403.2) ---------------------------------------------------------


def test_ruby_emissary_priests_and_paladins_cost_two_less_to_a_minimum_of_one():
    # 403.2: "You pay 2 less to play Priests and Paladins, to a minimum of 1."
    automated("Ruby Emissary")
    st = start()
    cards = {n: put_real(st, 0, n, "hand") for n in ("Zalabar the Dark Tinkerer", "Naasi", "Renzo Soulfang")}
    before = {n: costs.play_cost(st, 0, u) for n, u in cards.items()}
    put_real(st, 0, "Ruby Emissary", "allies")
    theirs = put_real(st, 1, "Naasi", "hand")
    assert costs.play_cost(st, 0, cards["Zalabar the Dark Tinkerer"]) == before["Zalabar the Dark Tinkerer"] - 2  # a Priest
    assert costs.play_cost(st, 0, cards["Naasi"]) == before["Naasi"] - 2  # a Paladin
    assert costs.play_cost(st, 0, cards["Renzo Soulfang"]) == before["Renzo Soulfang"]  # a Warlock
    assert costs.play_cost(st, 1, theirs) == before["Naasi"]  # only you pay less


def test_roshen_auras_blessings_and_seals_cost_one_less():
    # 403.2: "You pay 1 less to play Auras, Blessings, and Seals." ("Seal (1)", "Aura (1)": 414.3b tag limits)
    automated("Roshen the Oathsworn")
    st = start()
    cards = {n: put_real(st, 0, n, "hand") for n in ("Blessing of Wisdom", "Seal of Wrath", "Aura of Accuracy", "Heroic Strike")}
    before = {n: costs.play_cost(st, 0, u) for n, u in cards.items()}
    put_real(st, 0, "Roshen the Oathsworn", "allies")
    after = {n: costs.play_cost(st, 0, u) for n, u in cards.items()}
    assert after == {**{n: before[n] - 1 for n in ("Blessing of Wisdom", "Seal of Wrath", "Aura of Accuracy")},
                     "Heroic Strike": before["Heroic Strike"]}


def test_shadow_tactics_combos_and_finishing_moves():
    # 403.2: "Ongoing: You pay 1 less to play Combos and finishing moves, to a minimum of 1."
    automated("Shadow Tactics")
    st = start()
    combo, finisher, other = (put_real(st, 0, n, "hand") for n in ("Carnage", "Overkill", "Heroic Strike"))
    before = [costs.play_cost(st, 0, u) for u in (combo, finisher, other)]
    put_real(st, 0, "Shadow Tactics", "hero_row")
    assert [costs.play_cost(st, 0, u) for u in (combo, finisher, other)] == [before[0] - 1, before[1] - 1, before[2]]


# --- a chosen card to pay with one of two tags (403.1) --------------------------------------------------


def test_gakuri_destroys_another_monster_or_demon_ally():
    # 403.1: "[Exhaust], Destroy another Monster or Demon ally you control -> This ally deals 4 fire damage to
    # target hero or ally."
    data = automated("Gakuri")
    st = start()
    gak = put_real(st, 0, "Gakuri", "allies")
    demon, monster = put_real(st, 0, "Varimathras", "allies"), put_real(st, 0, "Drugush the Crusher", "allies")
    warrior = put_real(st, 0, "Karrok Scarrend", "allies")
    index = _power(data)
    assert card_powers(data)[index].cost["choose"]["destroy"]["any_tag"] == ["Monster", "Demon"]
    for bad in ([warrior], [gak]):  # not a Monster or Demon; not Gakuri itself ("another")
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=gak, power=index, x=0, pay=bad)
    st = _use(st, gak, index, [monster], str(hero(st, 1)))
    assert st.table.cards[monster].zone == "graveyard" and st.table.cards[demon].zone == "allies"
    assert st.table.cards[hero(st, 1)].damage == 4


def test_shadows_of_death_destroys_a_demon():
    # 403.1: "Ongoing: 1, Destroy a Demon or Ghoul you control -> Your hero deals 3 shadow damage to target hero
    # or ally."
    data = automated("Shadows of Death")
    st = start()
    sod = put_real(st, 0, "Shadows of Death", "hero_row")
    demon, warrior = put_real(st, 0, "Varimathras", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    resources(st, 0, 1)
    index = _power(data)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=sod, power=index, x=0, pay=[warrior])
    st = _use(st, sod, index, [demon], str(hero(st, 1)))
    assert st.table.cards[demon].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 3


# --- scripted cost lines (engine/wow/cards/scripts/wcosts.toml) ---------------------------------------------


def test_eye_blast_destroys_itself_to_destroy_a_card():
    # 403.1: "Ongoing: Destroy Eye Balst -> Destroy target ability, ally, or equipment." (its own name, misprinted)
    data = automated("Eye Blast")
    st = start()
    blast = put_real(st, 0, "Eye Blast", "hero_row")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st = _use(st, blast, _power(data), None, str(foe))
    assert st.table.cards[blast].zone == "graveyard" and st.table.cards[foe].zone == "graveyard"


def test_flamewaker_destroys_itself_to_destroy_an_equipment():
    # 403.1: "1, Destroy Flamewalker -> Destroy target equipment." (its own name, misprinted)
    data = automated("Flamewaker")
    st = start()
    fw = put_real(st, 0, "Flamewaker", "allies")
    mail = put_real(st, 1, "Invulnerable Mail", "hero_row")
    resources(st, 0, 1)
    st = _use(st, fw, _power(data), None, str(mail))
    assert st.table.cards[fw].zone == "graveyard" and st.table.cards[mail].zone == "graveyard"


def test_fire_etched_dagger_exhausts_your_hero():
    # 411.1: "2, Exhaust you hero -> Your hero deals 1 fire damage to target hero or ally for each Dragonkin you
    # control." (your hero, misprinted)
    data = automated("Fire-Etched Dagger")
    st = start()
    dagger = put_real(st, 0, "Fire-Etched Dagger", "hero_row")
    put_real(st, 0, "Violet Proto-Drake", "allies")
    put_real(st, 0, "Mottled Drake", "allies")
    resources(st, 0, 2)
    st.table.cards[hero(st, 0)].tapped = True
    with pytest.raises(RulesError):  # an exhausted hero can't pay
        apply(st, "power", 0, uid=dagger, power=_power(data), x=0)
    st.table.cards[hero(st, 0)].tapped = False
    st = _use(st, dagger, _power(data), None, str(hero(st, 1)))
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[hero(st, 1)].damage == 2


def test_demonic_accord_only_on_your_turn():
    # 305.2c: "Ongoing: On your turn, 1 [Exhaust] -> Target ally has +1 / -1 this turn."
    data = automated("Demonic Accord")
    st = start()
    accord = put_real(st, 0, "Demonic Accord", "hero_row")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    atk, health = kw.atk(st, ally), kw.health(st, ally)
    resources(st, 0, 1)
    assert card_powers(data)[_power(data)].cost["own_turn"]
    st = _use(st, accord, _power(data), None, str(ally))
    assert (kw.atk(st, ally), kw.health(st, ally)) == (atk + 1, health - 1) and st.table.cards[accord].tapped


# --- alternative costs (403.3), a cost change for every player (403.2), a tax on the attached card (709.3) ---


def test_shield_block_exhausts_a_shield_instead_of_its_cost():
    # 403.3: "You may exhaust a Shield you control rather than pay this card's cost. Prevent all damage that would
    # be dealt to your hero this turn."
    automated("Shield Block")
    st = start()
    block = put_real(st, 0, "Shield Block", "hand")
    axe = put_real(st, 0, "Lightning Whelk Axe", "hero_row")
    with pytest.raises(RulesError):  # an Axe is not a Shield
        apply(st, "play", 0, uid=block, x=0, alt=0, pay=[axe])
    shield = put_real(st, 0, "Platinum Shield of the Valorous", "hero_row")  # "Shield" (a tag, 414.3b)
    st = resolve_chain(apply(st, "play", 0, uid=block, x=0, alt=0, pay=[shield]))
    assert st.table.cards[shield].tapped and st.table.cards[block].zone == "graveyard"
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))


def test_vileblade_removes_a_poison_in_hand_instead_of_its_cost():
    # 403.3: "You may remove a Poison card in hand from the game rather than pay Vileblade of the Betrayer's cost."
    automated("Vileblade of the Betrayer")
    st = start()
    blade = put_real(st, 0, "Vileblade of the Betrayer", "hand")
    other = put_real(st, 0, "Heroic Strike", "hand")
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=blade, x=0, alt=0, pay=[other])
    poison = put_real(st, 0, "Deadly Poison", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=blade, x=0, alt=0, pay=[poison]))
    assert st.table.cards[poison].zone == "removed" and st.table.cards[blade].zone == "hero_row"
    assert st.table.cards[other].zone == "hand"


def test_veterans_dreadweave_belt_every_player_pays_two_more():
    # 403.2: "Players pay 2 more to play cards."
    automated("Veteran's Dreadweave Belt")
    st = start()
    mine, theirs = put_real(st, 0, "Naasi", "hand"), put_real(st, 1, "Naasi", "hand")
    base = costs.play_cost(st, 0, mine)
    put_real(st, 0, "Veteran's Dreadweave Belt", "hero_row")
    assert costs.play_cost(st, 0, mine) == base + 2 and costs.play_cost(st, 1, theirs) == base + 2


def _to_turn_two(st, answer: str):
    for _ in range(80):
        if st.pending and st.pending[0].kind == "unless":
            return st, apply(st, "choose", st.pending[0].player, picks=[answer])
        if st.turn >= 3:
            break
        if st.pending:
            pend = st.pending[0]
            st = apply(st, "choose", pend.player, picks=[o.id for o in pend.options[: pend.min]])
        else:
            st = apply(st, "pass", st.priority)
    raise AssertionError("no unless question")


@pytest.mark.parametrize("pays", [True, False])
def test_crippling_poison_exhausts_the_host_unless_its_controller_pays_three(pays):
    # EN 709.3: "Ongoing: At the start of each turn, exhaust attached character unless its controller pays 3."
    automated("Crippling Poison")
    st = start()
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 0, "Crippling Poison", "hero_row", attached_to=foe)
    res = resources(st, 1, 3)
    asked, st = _to_turn_two(st, "pay" if pays else "decline")
    assert asked.pending[0].player == 1  # the attached ally's controller chooses
    st = resolve_chain(st)
    assert st.table.cards[foe].tapped is (not pays)
    assert all(st.table.cards[u].tapped for u in res) is pays


def test_flamewaker_priest_heals_on_your_turn_only():
    # EN 701.1: "[Exhaust] -> Flamewalker Priest heals 4 damage from target hero or ally. Use only on your turn."
    data = automated("Flamewaker Priest")
    st = start()
    priest = put_real(st, 0, "Flamewaker Priest", "allies")
    st.table.cards[hero(st, 0)].damage = 6
    assert card_powers(data)[_power(data)].cost["own_turn"]
    st = _use(st, priest, _power(data), None, str(hero(st, 0)))
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[priest].tapped


def test_belt_of_the_black_eagle_turns_a_face_up_resource_face_down():
    # 403.1, 412.1b: "1, [Exhaust] Turn a resource you control face down -> Look at the top two cards of your
    # deck. Put one into your hand and the other into your graveyard."
    data = automated("Belt of the Black Eagle")
    st = start()
    belt = put_real(st, 0, "Belt of the Black Eagle", "hero_row")
    hidden = resources(st, 0, 1)[0]  # face down already: can't pay
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=belt, power=_power(data), x=0, pay=[hidden])
    loc = put_real(st, 0, "Alterac Valley", "resources")
    st.table.cards[loc].face_down = False
    top = list(st.table.zone(0, "deck"))[:2]
    hand = len(st.table.zone(0, "hand"))
    st = apply(st, "power", 0, uid=belt, power=_power(data), x=0, pay=[loc])
    assert st.table.cards[loc].face_down and st.table.cards[hidden].tapped and st.table.cards[belt].tapped
    for _ in range(10):
        if st.pending:
            st = apply(st, "choose", st.pending[0].player, picks=[st.pending[0].options[0].id])
        elif st.chain:
            st = apply(st, "pass", st.priority)
    assert len(st.table.zone(0, "hand")) == hand + 1
    assert sorted(st.table.cards[u].zone for u in top) == ["graveyard", "hand"]


def test_spring_rabbit_exhausts_itself_and_another_rabbit():
    # 403.1: "1, Exhaust this and another Rabbit ally you control -> Put a 1 [Melee] / 1 [Health] Bunny Egg ally
    # token into play."
    data = automated("Spring Rabbit")
    st = start()
    rabbit = put_real(st, 0, "Spring Rabbit", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # not itself: another Rabbit
        apply(st, "power", 0, uid=rabbit, power=_power(data), x=0, pay=[rabbit])
    other = put_real(st, 0, "Spring Rabbit", "allies")
    before = set(st.table.zone(0, "allies"))
    st = _use(st, rabbit, _power(data), [other])
    eggs = [u for u in st.table.zone(0, "allies") if u not in before]
    assert st.table.cards[rabbit].tapped and st.table.cards[other].tapped
    assert len(eggs) == 1 and kw.name(st, eggs[0]) == "Bunny Egg" and (kw.atk(st, eggs[0]), kw.health(st, eggs[0])) == (1, 1)


def test_klannoc_damages_a_warrior_to_pump_it():
    # 403.1, 405.3, EN 709: "(1), Put 1 damage on a Warrior you control >>> It has +1 ATK this turn." — "it" is the
    # Warrior that took the damage
    data = automated("Klannoc Macleod")
    st = start()
    klannoc = put_real(st, 0, "Klannoc Macleod", "allies")
    warrior, mage = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 0, "Amara Kells", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # a Mage is not a Warrior
        apply(st, "power", 0, uid=klannoc, power=_power(data), x=0, pay=[mage])
    atk = kw.atk(st, warrior)
    st = _use(st, klannoc, _power(data), [warrior])
    assert st.table.cards[warrior].damage == 1 and kw.atk(st, warrior) == atk + 1
    assert st.table.cards[klannoc].damage == 0 and not st.table.cards[klannoc].tapped


def test_hysteria_gives_assault_to_the_damaged_character():
    # 403.1, EN 709: "Ongoing: [Exhaust], Put 1 damage on a hero or ally you control -> It has Assault 4 this turn."
    data = automated("Hysteria")
    st = start()
    hysteria = put_real(st, 0, "Hysteria", "hero_row")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Vanda Skydaughter", "allies")
    with pytest.raises(RulesError):  # not yours
        apply(st, "power", 0, uid=hysteria, power=_power(data), x=0, pay=[theirs])
    st = _use(st, hysteria, _power(data), [hero(st, 0)])
    assert st.table.cards[hero(st, 0)].damage == 1 and kw.has(st, hero(st, 0), "Assault")
    assert not kw.has(st, ally, "Assault") and st.table.cards[hysteria].tapped
