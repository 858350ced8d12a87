"""Helper wact2 (issue #18): payment powers (cost -> effect, EN 701) and two-faced heroes' backs
(301.2a) read by ``engine.wow.cards.templates_wact2`` — each played with a real card of the pool
and asserted on every clause of its text."""

from __future__ import annotations

import pytest

from engine.core.choices import NO, YES
from engine.core.effects import Modifier
from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.state import Combat
from tests.shared_data import needs

from .helpers import apply, choose, hero, order_deck, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wscale_amounts import as_hero

pytestmark = needs(WOW_CARDS)


def power_of(data: dict, nth: int = 0) -> int:
    """The position of the card's ``nth`` activated power."""
    return [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"][nth]


def use(st, uid: int, data: dict, *picks: str, nth: int = 0, pay: int = 8, player: int = 0):
    """Pay for and use the card's ``nth`` activated power, answer the target choices, resolve the chain."""
    resources(st, player, pay)
    st = apply(st, "power", player, uid=uid, power=power_of(data, nth), x=0)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st)


def options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def test_chromie_takes_an_extra_turn_after_this_one():
    # WoW 500.3: "[Exhaust], Remove Chromie from the game -> Take an extra turn after this one."
    data = automated("Chromie")
    st = start({"auto_pass": False})
    chromie = put_real(st, 0, "Chromie", "allies")
    st = use(st, chromie, data)
    assert st.table.cards[chromie].zone == "removed"  # the cost (403.1)
    assert st.extra_turns == [0]  # the power's controller takes the next turn


def test_fianna_spellbinder_players_cant_draw_this_turn():
    # EN 701 / 103.2: "1, Remove Fianna Spellbinder from the game -> Player's can't draw cards this turn."
    data = automated("Fianna Spellbinder")
    st = start()
    fianna = put_real(st, 0, "Fianna Spellbinder", "allies")
    st = use(st, fianna, data, pay=1)
    assert st.table.cards[fianna].zone == "removed"
    assert all(kw.has(st, hero(st, p), "Can't Draw") for p in (0, 1))  # both players


def test_lionar_the_blood_cursed_destroys_only_an_ally_with_protector():
    # EN 701 / 103.2: "2, Flip Lionar -> Destroy target ally with Protector. Use only on your turn."
    data = automated("Lionar the Blood Cursed")
    st = start()
    lionar = as_hero(st, "Lionar the Blood Cursed")
    guard, plain = put_real(st, 1, "Orion", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=lionar, power=power_of(data), x=0)
    assert str(guard) in options(st) and str(plain) not in options(st)
    st = resolve_chain(choose(st, str(guard)))
    assert st.table.cards[guard].zone == "graveyard" and st.table.cards[plain].zone == "allies"
    assert st.table.cards[lionar].flags.get("flipped")  # the cost: Flip Lionar (301.2)


def test_lionar_the_blood_cursed_only_on_your_turn():
    # EN 701: "Use only on your turn."
    data = automated("Lionar the Blood Cursed")
    st = start()
    lionar = as_hero(st, "Lionar the Blood Cursed")
    put_real(st, 1, "Orion", "allies")
    st.active = 1
    resources(st, 0, 2)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=lionar, power=power_of(data), x=0)


def test_lionar_unbound_gives_protectors_in_your_party_two_atk_this_turn():
    # EN 709: "3, Flip Lionar -> Protectors in your party have +2 ATK this turn." (the group as it resolves)
    data = automated("Lionar, Unbound")
    st = start()
    lionar = as_hero(st, "Lionar, Unbound")
    guard, plain, theirs = put_real(st, 0, "Orion", "allies"), put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Orion", "allies")
    st = use(st, lionar, data, pay=3)
    assert kw.atk(st, guard) == 2 + 2
    assert kw.atk(st, plain) == 5 and kw.atk(st, theirs) == 2  # no Protector / not in your party
    assert st.table.cards[lionar].flags.get("flipped")


@pytest.mark.parametrize(("name", "kind", "victim"), [("Gyro of the Ring", "ally", "Anika Berlyn"),
                                                      ("Savitir Skullsmasher", "equipment", "Arcanite Reaper")])
def test_if_it_has_stealth_destroy_target_exhausted_card(name, kind, victim):
    # EN 709: "If Gyro has Stealth, destroy target exhausted ally." — checked as it resolves; only an exhausted one is a target
    data = automated(name)
    for stealthed in (True, False):
        st = start()
        me = as_hero(st, name)
        if stealthed:
            st.modifiers.append(Modifier(me, "", 1, keyword="Stealth", duration="this_turn", turn=st.turn))
        tired = put_real(st, 1, victim, "allies" if kind == "ally" else "hero_row", tapped=True)
        ready = put_real(st, 0, "Anika Berlyn" if kind == "ally" else "Arcanite Reaper", "allies" if kind == "ally" else "hero_row")
        resources(st, 0, 2)
        st = apply(st, "power", 0, uid=me, power=power_of(data), x=0)
        assert str(tired) in options(st) and str(ready) not in options(st)
        st = resolve_chain(choose(st, str(tired)))
        assert (st.table.cards[tired].zone == "graveyard") is stealthed
        assert st.table.cards[me].flags.get("flipped")


def test_sylvanas_back_gives_herself_and_allies_assault_one():
    # WoW 301.2a: "FRONT: 5 -> Flip Sylvanas" / "BACK: … Sylvanas and allies you control have Assault 1."
    data = automated("Dark Lady Sylvanas Windrunner")
    st = start()
    syl = as_hero(st, "Dark Lady Sylvanas Windrunner")
    mine, theirs = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    assert not kw.has(st, syl, "Assault") and not kw.has(st, mine, "Assault")  # the front shows
    st = use(st, syl, data, pay=5)
    assert st.table.cards[syl].flags.get("flipped")
    assert kw.keywords(st, syl).get("Assault") == 1 and kw.keywords(st, mine).get("Assault") == 1
    assert not kw.has(st, theirs, "Assault")


def test_nahano_back_protectors_have_one_atk_while_defending():
    # WoW 301.2a / EN 714: "BACK: Allies you control with Protector have +1 ATK while defending."
    data = automated("Sunwalker Nahano")
    st = start()
    nahano = as_hero(st, "Sunwalker Nahano")
    guard, plain = put_real(st, 0, "Orion", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    st = use(st, nahano, data, pay=3)
    assert st.table.cards[nahano].flags.get("flipped")
    assert kw.atk(st, guard) == 2  # not defending
    st.combat = Combat(attacker=put_real(st, 1, "Anika Berlyn", "allies"), defender=guard, attacking_player=1, proposed_defender=guard, stage="step")
    assert kw.atk(st, guard) == 3
    st.combat = Combat(attacker=put_real(st, 1, "Anika Berlyn", "allies"), defender=plain, attacking_player=1, proposed_defender=plain, stage="step")
    assert kw.atk(st, plain) == 5  # no Protector


def test_grayson_back_dual_wield_only_once_flipped():
    # WoW 301.2a / 406.1: "FRONT: 3 -> Flip Grayson" / "BACK: Dual Wield" — the back's power works only while it shows
    from engine.wow import wield

    data = automated("Grayson Steelworth")
    st = start()
    grayson = as_hero(st, "Grayson Steelworth")
    assert wield.DUAL not in wield.powers(st, 0)
    st = use(st, grayson, data, pay=3)
    assert st.table.cards[grayson].flags.get("flipped")
    assert wield.DUAL in wield.powers(st, 0)


def test_xia_flips_to_gain_control_of_target_ally():
    # EN 701 / 401.3: "FRONT: Flip Xia -> Gain control of target ally." (a cost of flipping only, 301.2)
    data = automated("Xia, Queen of Suffering")
    st = start()
    xia = as_hero(st, "Xia, Queen of Suffering")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    st = use(st, xia, data, str(theirs), pay=0)
    assert st.table.cards[xia].flags.get("flipped")
    assert st.table.cards[theirs].controller == 0
    resources(st, 0, 5)
    with pytest.raises(RulesError):  # flipped: the cost can't be paid again (301.2)
        apply(st, "power", 0, uid=xia, power=power_of(data), x=0)


def test_boja_target_player_readies_all_his_resources():
    # WoW 411.1: "5, Flip Bo'ja -> Target player readies all of his resources."
    data = automated("Bo'ja, Arcanist Absolute")
    st = start()
    boja = as_hero(st, "Bo'ja, Arcanist Absolute")
    mine = resources(st, 0, 5)
    theirs = resources(st, 1, 3)
    for u in theirs:
        st.table.cards[u].tapped = True
    st = choose(apply(st, "power", 0, uid=boja, power=power_of(data), x=0), str(hero(st, 1)))
    assert all(st.table.cards[u].tapped for u in mine)  # paid
    st = resolve_chain(st)
    assert not any(st.table.cards[u].tapped for u in theirs)  # the target player's resources
    assert all(st.table.cards[u].tapped for u in mine)  # not the other player's
    st = start()
    boja = as_hero(st, "Bo'ja, Arcanist Absolute")
    mine = resources(st, 0, 5)
    st = apply(st, "power", 0, uid=boja, power=power_of(data), x=0)
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert not any(st.table.cards[u].tapped for u in mine)  # himself: he readies the resources he paid with


def test_nalkas_heals_two_from_each_hero_and_ally_in_target_players_party():
    # WoW 407.1 / 408.2c: "[Exhaust] -> Nalkas heals 2 damage from each hero and ally in target player's party."
    data = automated("Nalkas")
    st = start()
    nalkas = put_real(st, 0, "Nalkas", "allies")
    ally, other = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    for u in (hero(st, 1), ally, other):
        st.table.cards[u].damage = 3
    st = use(st, nalkas, data, str(hero(st, 1)), pay=0)
    assert st.table.cards[nalkas].tapped  # [Exhaust]
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[ally].damage == 1
    assert st.table.cards[other].damage == 3  # not in that player's party


def test_ripper_doubles_his_atk_this_turn():
    # EN 709 / 205.1: "3 -> Double Ripper's ATK this turn." (+X, X his ATK as it resolves; twice = x4)
    data = automated("Ripper")
    st = start()
    ripper = put_real(st, 0, "Ripper", "allies")
    base = kw.atk(st, ripper)
    assert base > 0
    st = use(st, ripper, data, pay=3)
    assert kw.atk(st, ripper) == 2 * base
    st = use(st, ripper, data, pay=3)
    assert kw.atk(st, ripper) == 4 * base
    st.modifiers = [m for m in st.modifiers if m.duration != "this_turn"]  # this turn only
    assert kw.atk(st, ripper) == base


def test_deacon_gains_control_only_if_its_controller_has_no_cards_in_hand():
    # WoW 401.3 / EN 709: "6, Flip Deacon Markus Hallow -> Gain control of target opposing ally if its controller
    # has no cards in his hand. Use only on your turn."
    data = automated("Deacon Markus Hallow")
    for empty in (True, False):
        st = start()
        deacon = as_hero(st, "Deacon Markus Hallow")
        theirs = put_real(st, 1, "Anika Berlyn", "allies")
        for u in list(st.table.zone(1, "hand")):
            st.table.move(u, "removed")
        if not empty:
            put_real(st, 1, "Anika Berlyn", "hand")
        st = use(st, deacon, data, str(theirs), pay=6)
        assert st.table.cards[deacon].flags.get("flipped")
        assert (st.table.cards[theirs].controller == 0) is empty
    st = start()
    deacon = as_hero(st, "Deacon Markus Hallow")
    put_real(st, 1, "Anika Berlyn", "allies")
    st.active = 1
    resources(st, 0, 6)
    with pytest.raises(RulesError):  # "Use only on your turn."
        apply(st, "power", 0, uid=deacon, power=power_of(data), x=0)


def test_great_father_winter_target_player_gains_control_of_your_card():
    # WoW 401.3: "0 -> Target player gains control of target ability, ally, or equipment you control. Use only once per turn."
    data = automated("Great-father Winter")
    st = start()
    winter = put_real(st, 0, "Great-father Winter", "allies")
    gift, theirs = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Orion", "allies")
    st = apply(st, "power", 0, uid=winter, power=power_of(data), x=0)
    st = choose(st, str(hero(st, 1)))
    assert str(theirs) not in options(st) and str(gift) in options(st)  # a card you control
    st = resolve_chain(choose(st, str(gift)))
    assert st.table.cards[gift].controller == 1
    with pytest.raises(RulesError):  # once per turn
        apply(st, "power", 0, uid=winter, power=power_of(data), x=0)


def test_ilandre_puts_hand_on_bottom_then_draws_that_many():
    # EN 709.1 / 415.3a: "[Exhaust] -> Put your hand on the bottom of your deck, then draw that many cards."
    data = automated("Ilandre Moonspear")
    st = start()
    ilandre = put_real(st, 0, "Ilandre Moonspear", "allies")
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "removed")
    old = [put_real(st, 0, "Anika Berlyn", "hand"), put_real(st, 0, "Orion", "hand")]
    top = list(st.table.zone(0, "deck"))[:2]
    st = use(st, ilandre, data, pay=0)
    assert st.table.cards[ilandre].tapped
    assert sorted(st.table.zone(0, "hand")) == sorted(top)  # as many drawn, from the top
    assert list(st.table.zone(0, "deck"))[-2:] == old  # the old hand at the bottom


def test_gellrin_target_player_turns_one_of_his_quests_face_down():
    # WoW 412.1b / EN 709.1: "Remove Gellrin from the game -> Target player turns one of his quests face down."
    data = automated("Gellrin of the Gallows")
    st = start()
    gellrin = put_real(st, 0, "Gellrin of the Gallows", "allies")
    quest, mine = put_real(st, 1, "Corki's Ransom", "resources"), put_real(st, 0, "Corki's Ransom", "resources")
    st = choose(apply(st, "power", 0, uid=gellrin, power=power_of(data), x=0), str(hero(st, 1)))
    assert st.table.cards[gellrin].zone == "removed"  # the cost
    st = resolve_chain(st)
    if st.pending:  # he picks the quest (not a target, EN 709.1)
        assert st.pending[0].player == 1 and options(st) == {str(quest)}
        st = resolve_chain(choose(st, str(quest)))
    assert st.table.cards[quest].face_down and not st.table.cards[mine].face_down


def test_andarius_returns_an_attached_ability_you_control_to_its_owners_hand():
    # EN 709.1 / 415.2: "2, Flip Andarius -> Put an attached ability you control into its owner's hand."
    data = automated("Andarius the Damned")
    st = start()
    andarius = as_hero(st, "Andarius the Damned")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Blessing of the Heavens", "hero_row", attached_to=foe)
    theirs = put_real(st, 1, "Blessing of the Heavens", "hero_row", attached_to=foe)
    st = use(st, andarius, data, pay=2)
    if st.pending:
        assert options(st) == {str(mine)}  # only one you control
        st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[mine].zone == "hand" and st.table.cards[mine].owner == 0
    assert st.table.cards[theirs].zone == "hero_row"
    assert st.table.cards[andarius].flags.get("flipped")


def test_velindra_target_ally_cant_attack_or_protect_loses_powers_and_is_also_a_sheep():
    # WoW 103.2 / 202.3: "1, Flip Velindra -> This turn, target ally can't attack or protect, loses and can't
    # have powers, and is also a Sheep."
    from engine.wow.lost_powers import suppressed

    data = automated("Velindra Sepulchre")
    st = start()
    velindra = as_hero(st, "Velindra Sepulchre")
    guard, other = put_real(st, 1, "Orion", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st = use(st, velindra, data, str(guard), pay=1)
    assert kw.has(st, guard, "Can't Attack") and kw.has(st, guard, "Can't Protect")
    assert suppressed(st, guard) and not kw.has(st, guard, "Protector")  # its printed Protector is gone
    assert "sheep" in kw.words(st, guard) and "sheep" not in kw.words(st, other)
    assert st.table.cards[velindra].flags.get("flipped")
    st.modifiers = [m for m in st.modifiers if m.duration != "this_turn"]  # this turn only
    assert kw.has(st, guard, "Protector") and "sheep" not in kw.words(st, guard)


def test_barstow_opposing_heroes_and_allies_lose_powers_this_turn():
    # WoW 103.2 / EN 709: "Flip Barstow, discard a Mage -> Opposing heroes and allies lose and can't have powers this turn."
    from engine.wow.lost_powers import suppressed

    data = automated("Archmage Barstow")
    st = start()
    barstow = as_hero(st, "Archmage Barstow")
    theirs, mine = put_real(st, 1, "Orion", "allies"), put_real(st, 0, "Orion", "allies")
    mage = put_real(st, 0, "Benethor Draigo", "hand")  # a Mage ally
    with pytest.raises(RulesError):  # a non-Mage can't pay (403.1)
        apply(st, "power", 0, uid=barstow, power=power_of(data), x=0, pay=[put_real(st, 0, "Karrok Scarrend", "hand")])
    st = resolve_chain(apply(st, "power", 0, uid=barstow, power=power_of(data), x=0, pay=[mage]))
    assert st.table.cards[mage].zone == "graveyard" and st.table.cards[barstow].flags.get("flipped")
    assert suppressed(st, theirs) and suppressed(st, hero(st, 1))
    assert not suppressed(st, mine) and kw.has(st, mine, "Protector")


def test_kungen_opposing_cards_cant_exhaust_this_turn():
    # WoW 103.2 / 411.1: "On your turn: Flip Kungen, discard a Warrior -> Opposing cards can't exhaust this turn."
    from engine.wow.restrictions import can_exhaust

    data = automated("Kungen the Thunderer")
    st = start()
    kungen = as_hero(st, "Kungen the Thunderer")
    warrior = put_real(st, 0, "Karrok Scarrend", "hand")
    theirs, res, mine = put_real(st, 1, "Orion", "allies"), resources(st, 1, 2), put_real(st, 0, "Orion", "allies")
    st = resolve_chain(apply(st, "power", 0, uid=kungen, power=power_of(data), x=0, pay=[warrior]))
    assert st.table.cards[warrior].zone == "graveyard" and st.table.cards[kungen].flags.get("flipped")
    assert not can_exhaust(st, theirs) and not can_exhaust(st, hero(st, 1)) and not any(can_exhaust(st, u) for u in res)
    assert can_exhaust(st, mine)


def test_rotun_deals_one_melee_damage_that_counts_as_combat_damage():
    # WoW 408.3b / 405.4: "3, Flip Rotun Daggerhand -> Rotun deals 1 melee damage to target hero or ally. That
    # damage counts as combat damage." (Rotun is the source; the packet is combat damage)
    data = automated("Rotun Daggerhand")
    st = start()
    rotun = as_hero(st, "Rotun Daggerhand")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = use(st, rotun, data, str(foe), pay=3)
    assert st.table.cards[foe].damage == 1 and st.table.cards[rotun].flags.get("flipped")
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe]
    assert hits and hits[-1]["combat"] and hits[-1]["src"] == rotun and hits[-1]["dtype"] == "melee"


def test_nathadan_removes_target_ally_from_combat_only_if_defending():
    # EN 603 / EN 709: "3, Flip Nathadan -> If target ally in your party is defending, remove it from combat."
    data = automated("Nathadan")
    for defending in (True, False):
        st = start()
        nathadan = as_hero(st, "Nathadan")
        mine, other = put_real(st, 0, "Orion", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
        attacker = put_real(st, 1, "Anika Berlyn", "allies")
        guarded = mine if defending else other
        st.combat = Combat(attacker=attacker, defender=guarded, attacking_player=1, proposed_defender=guarded, stage="step")
        resources(st, 0, 3)
        st = apply(st, "power", 0, uid=nathadan, power=power_of(data), x=0)
        assert str(attacker) not in options(st)  # an ally in your party
        st = resolve_chain(choose(st, str(mine)))
        assert st.table.cards[nathadan].flags.get("flipped")
        assert (st.combat is not None and st.combat.stage == "removed") is defending


def _hit(st, src: int, to: int, n: int, combat: bool) -> None:
    """``src`` deals ``n`` damage to ``to`` (this turn's history keeps it, ``quests.note``)."""
    from engine.wow import quests
    from engine.wow.damage import deal

    quests.note(st, deal(st, src, to, n, "melee", combat=combat))


def test_bloodtusk_discards_his_hand_then_each_opponent_discards_that_many():
    # WoW 415.9d: "5, Flip Bloodtusk -> Discard your hand. Each opponent discards a card for each card you
    # discarded this way. Use only on your turn."
    data = automated("Bloodtusk")
    st = start()
    tusk = as_hero(st, "Bloodtusk")
    for p in (0, 1):
        for u in list(st.table.zone(p, "hand")):
            st.table.move(u, "removed")
    mine = [put_real(st, 0, "Anika Berlyn", "hand") for _ in range(2)]
    theirs = [put_real(st, 1, "Anika Berlyn", "hand") for _ in range(4)]
    st = use(st, tusk, data, pay=5)
    while st.pending:  # the opponent picks his discards
        st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min or 1]))
    assert all(st.table.cards[u].zone == "graveyard" for u in mine)
    assert sum(st.table.cards[u].zone == "graveyard" for u in theirs) == 2 and len(st.table.zone(1, "hand")) == 2
    assert st.table.cards[tusk].flags.get("flipped")


def test_savin_destroys_the_allies_that_dealt_him_combat_damage_this_turn():
    # WoW 415.9c: "6, Flip Savin Lightguard -> Destroy all allies that dealt combat damage to Savin this turn."
    data = automated("Savin Lightguard")
    st = start()
    savin = as_hero(st, "Savin Lightguard")
    fought, zapped, idle = (put_real(st, 1, "Anika Berlyn", "allies") for _ in range(3))
    _hit(st, fought, savin, 2, True)
    _hit(st, zapped, savin, 1, False)  # not combat damage
    st = use(st, savin, data, pay=6)
    assert st.table.cards[fought].zone == "graveyard"
    assert st.table.cards[zapped].zone == "allies" and st.table.cards[idle].zone == "allies"


def test_nimaasus_deals_back_the_damage_that_ally_dealt_him_this_turn():
    # WoW 405.4: "3, Flip Nimaasus -> Numaasus deals X holy damage to target ally, where X is the amount of damage
    # that ally dealt to Nimaasus this turn."
    data = automated("Nimaasus the Implacable")
    st = start()
    nim = as_hero(st, "Nimaasus the Implacable")
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 6 health
    _hit(st, foe, nim, 2, True)
    _hit(st, foe, nim, 1, False)
    st = use(st, nim, data, str(foe), pay=3)
    assert st.table.cards[foe].damage == 3
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe]
    assert hits[-1]["src"] == nim and hits[-1]["dtype"] == "holy"


def test_omedus_deals_seven_minus_hand_size_shadow_damage_to_target_hero():
    # WoW 405.4: "3, Flip Omedus -> Omedus deals shadow damage to target hero equal to 7 minus the number of cards in
    # its controller's hand."
    data = automated("Omedus the Punisher")
    st = start()
    omedus = as_hero(st, "Omedus the Punisher")
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "removed")
    for _ in range(3):
        put_real(st, 1, "Anika Berlyn", "hand")
    ally = put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=omedus, power=power_of(data), x=0)
    assert str(ally) not in options(st)  # a hero
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 4


def test_pidge_looks_at_target_players_hand_and_removes_a_card_from_the_game():
    # WoW 415.4a / 415.7: "On your turn: 4, Flip Pidge -> Look at target player's hand and remove a card in it from the game."
    data = automated("Pidge Filthfinder")
    st = start()
    pidge = as_hero(st, "Pidge Filthfinder")
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "removed")
    keep, gone = put_real(st, 1, "Anika Berlyn", "hand"), put_real(st, 1, "Orion", "hand")
    st = use(st, pidge, data, str(hero(st, 1)), pay=4)
    assert st.pending and options(st) == {str(keep), str(gone)}  # he sees the hand and picks one
    st = resolve_chain(choose(st, str(gone)))
    assert st.table.cards[gone].zone == "removed" and st.table.cards[keep].zone == "hand"
    assert st.table.cards[pidge].flags.get("flipped")


def test_neeri_removes_top_three_and_heals_two_per_ally_removed():
    # WoW 415.7 / 407.1: "3, Flip Neeri -> Remove the top three cards of target opponent's deck from the game.
    # Neeri heals 2 damage from herself for each ally removed this way."
    data = automated("High Priestess Neeri")
    st = start()
    neeri = as_hero(st, "High Priestess Neeri")
    st.table.cards[neeri].damage = 10
    top = [put_real(st, 1, n, "deck") for n in ("Anika Berlyn", "Arcanite Reaper", "Orion")]
    for u in reversed(top):
        st.table.move(u, "deck", player=1, position=0)
    fourth = list(st.table.zone(1, "deck"))[3]
    assert list(st.table.zone(1, "deck"))[:3] == top
    st = use(st, neeri, data, pay=3)
    assert all(st.table.cards[u].zone == "removed" for u in top) and st.table.cards[fourth].zone == "deck"
    assert st.table.cards[neeri].damage == 10 - 2 * 2  # two allies among them


def test_anduin_other_friendly_humans_can_protect_him():
    # EN 602.2 / glossary Protector: "Other friendly Humans can protect Andiun." (a misprint of Anduin): only him
    from engine.wow.combat import protectors

    automated("Anduin Wrynn")
    st = start()
    anduin = put_real(st, 0, "Anduin Wrynn", "allies")
    human, elf, other = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Orion", "allies"), put_real(st, 0, "Rodrigo", "allies")
    attacker = put_real(st, 1, "Anika Berlyn", "allies")
    st.combat = Combat(attacker=attacker, defender=anduin, attacking_player=1, proposed_defender=anduin, stage="proposed")
    assert human in protectors(st) and other in protectors(st)  # Humans (Rodrigo is one too)
    assert elf in protectors(st)  # Orion has Protector of his own
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    assert theirs not in protectors(st)  # not friendly to Anduin
    st.combat = Combat(attacker=attacker, defender=elf, attacking_player=1, proposed_defender=elf, stage="proposed")
    assert human not in protectors(st)  # only Anduin


def test_anduin_searches_his_deck_for_a_human_ally_and_puts_it_into_play():
    # WoW 413.1 / 710.1: "On your turn: [Exhaust] -> Search your deck for a Human ally card and put it into play."
    data = automated("Anduin Wrynn")
    st = start()
    anduin = put_real(st, 0, "Anduin Wrynn", "allies")
    human, elf = put_real(st, 0, "Anika Berlyn", "deck"), put_real(st, 0, "Orion", "deck")
    st = use(st, anduin, data, pay=0)
    assert st.pending and str(human) in options(st) and str(elf) not in options(st)
    st = resolve_chain(choose(st, str(human)))
    assert st.table.cards[human].zone == "allies" and st.table.cards[elf].zone == "deck"
    assert st.table.cards[anduin].tapped
    st.active = 1
    st.table.cards[anduin].tapped = False
    with pytest.raises(RulesError):  # "On your turn:"
        apply(st, "power", 0, uid=anduin, power=power_of(data), x=0)


def test_trilik_back_first_ally_each_turn_costs_one_less():
    # WoW 301.2a / 403.2: "FRONT: 4 -> Flip Trilik" / "BACK: You pay 1 less to play your first ally each turn."
    data = automated("Trilik the Light's Spark")
    st = start()
    trilik = as_hero(st, "Trilik the Light's Spark")
    cid_ = st.table.cards[trilik].card_id
    st.cards[cid_] = {**st.cards[cid_], "health": 30}  # the card data has no health for this hero (test setup)
    first = put_real(st, 0, "Anika Berlyn", "hand")  # cost 6
    resources(st, 0, 5)
    with pytest.raises(RulesError):  # the front shows: no change yet
        apply(st, "play", 0, uid=first, x=0)
    st = use(st, trilik, data, pay=4)
    assert st.table.cards[trilik].flags.get("flipped")
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "play", 0, uid=first, x=0))
    assert st.table.cards[first].zone == "allies"
    second = put_real(st, 0, "Anika Berlyn", "hand")
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True
    resources(st, 0, 5)
    with pytest.raises(RulesError):  # the second ally this turn: full cost
        apply(st, "play", 0, uid=second, x=0)


def test_kaal_soulreaper_players_put_all_graveyard_allies_into_play():
    # WoW 710.1: "7, Remove Kaal Soulreaper from the game -> Players put all ally cards from their graveyards into play."
    data = automated("Kaal Soulreaper")
    st = start()
    kaal = put_real(st, 0, "Kaal Soulreaper", "allies")
    mine, theirs = put_real(st, 0, "Anika Berlyn", "graveyard"), put_real(st, 1, "Orion", "graveyard")
    gear = put_real(st, 1, "Arcanite Reaper", "graveyard")
    st = use(st, kaal, data, pay=7)
    assert st.table.cards[kaal].zone == "removed"  # the cost: not put back (it is removed, not in a graveyard)
    assert st.table.cards[mine].zone == "allies" and st.table.cards[mine].controller == 0
    assert st.table.cards[theirs].zone == "allies" and st.table.cards[theirs].controller == 1  # under its owner's control
    assert st.table.cards[gear].zone == "graveyard"  # ally cards only


def test_vorath_deals_one_shadow_per_ally_in_the_targets_controllers_graveyard():
    # WoW 405.4: "Flip Vorath, remove a Scourge ally in your graveyard from the game -> Vorath deals 1 shadow damage to
    # target ally for each ally in its controller's graveyard."
    data = automated("Blood Lord Vorath")
    st = start()
    vorath = as_hero(st, "Blood Lord Vorath")
    fee = put_real(st, 0, "Crypt Fiend", "graveyard")
    for n in ("Anika Berlyn", "Orion", "Rodrigo"):
        put_real(st, 1, n, "graveyard")
    put_real(st, 0, "Anika Berlyn", "graveyard")  # not the target's controller's
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = choose(apply(st, "power", 0, uid=vorath, power=power_of(data), x=0, pay=[fee]), str(foe))
    st = resolve_chain(st)
    assert st.table.cards[fee].zone == "removed" and st.table.cards[vorath].flags.get("flipped")
    assert st.table.cards[foe].damage == 3


def test_enfea_heals_all_from_a_friendly_ally_then_deals_that_much_nature_damage():
    # WoW 407.1 / 405.4: "[Exhaust] -> Enfea Contha heals all damage from target friendly ally, then deals that much
    # nature damage to target opposing ally."
    data = automated("Enfea Contha")
    st = start()
    enfea = put_real(st, 0, "Enfea Contha", "allies")
    mine, foe = put_real(st, 0, "Orion", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[mine].damage = 4
    st = apply(st, "power", 0, uid=enfea, power=power_of(data), x=0)
    assert str(foe) not in options(st)  # the first target: friendly
    st = choose(st, str(mine))
    assert str(mine) not in options(st)  # the second: opposing
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[mine].damage == 0 and st.table.cards[foe].damage == 4 and st.table.cards[enfea].tapped
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe]
    assert hits[-1]["src"] == enfea and hits[-1]["dtype"] == "nature"


def test_longeye_destroys_target_opposing_ally_only_if_it_has_or_shares_the_highest_cost():
    # EN 709 / 415.9c: "On your turn: 5, Flip The Longeye -> Destroy target opposing ally if it has or shares the
    # highest cost among opposing allies."
    data = automated("The Longeye")
    for pick, destroyed in (("Anika Berlyn", True), ("Orion", False)):  # cost 6 (shared) / cost 5
        st = start()
        eye = as_hero(st, "The Longeye")
        allies = {n: put_real(st, 1, n, "allies") for n in ("Anika Berlyn", "Orion")}
        twin = put_real(st, 1, "Anika Berlyn", "allies")
        put_real(st, 0, "Drusenna the Vigilant", "allies")  # cost 6 too, but not opposing
        st = use(st, eye, data, str(allies[pick]), pay=5)
        assert (st.table.cards[allies[pick]].zone == "graveyard") is destroyed
        assert st.table.cards[twin].zone == "allies" and st.table.cards[eye].flags.get("flipped")


def test_greatfather_winter_gives_a_card_from_your_hand_to_target_player():
    # EN 709.1 / 401.2: "0 -> Put a card from your hand into target player's hand. Use only once per turn. (He owns
    # that card for the rest of the game.)"
    data = automated("Greatfather Winter")
    st = start()
    winter = put_real(st, 0, "Greatfather Winter", "allies")
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "removed")
    gift, kept = put_real(st, 0, "Anika Berlyn", "hand"), put_real(st, 0, "Orion", "hand")
    st = use(st, winter, data, str(hero(st, 1)), pay=0)
    assert st.pending and options(st) == {str(gift), str(kept)}  # picked on resolution
    st = resolve_chain(choose(st, str(gift)))
    assert gift in st.table.zone(1, "hand") and kept in st.table.zone(0, "hand")
    assert st.table.cards[gift].owner == 1
    with pytest.raises(RulesError):  # once per turn
        apply(st, "power", 0, uid=winter, power=power_of(data), x=0)


def _next_own_turn(st):
    """Pass turns until player 0's next turn starts and its start-of-turn links resolve."""
    from .test_rules_turns import _end_turn

    st = _end_turn(st)
    st = _end_turn(st)
    return resolve_chain(st)


def test_uzakzim_back_damages_each_opposing_character_with_your_attachment_at_start_of_turn():
    # WoW 301.2a / 405.4 / 400.1: "BACK: At the start of your turn, Uzak'zim deals 1 shadow damage to each opposing hero
    # and ally that has an attachment you control."
    data = automated("Uzak'zim")
    st = start({"auto_pass": False})
    uzak = as_hero(st, "Uzak'zim")
    tagged, plain, theirs_on = (put_real(st, 1, n, "allies") for n in ("Anika Berlyn", "Orion", "Rodrigo"))
    put_real(st, 0, "Blessing of the Heavens", "hero_row", attached_to=tagged)
    put_real(st, 0, "Blessing of Wisdom", "hero_row", attached_to=hero(st, 1))
    put_real(st, 1, "Blessing of the Heavens", "hero_row", attached_to=theirs_on)  # not one you control
    st = _next_own_turn(st)  # the front shows: nothing
    assert st.active == 0 and st.table.cards[tagged].damage == 0
    st = use(st, uzak, data, pay=4)
    assert st.table.cards[uzak].flags.get("flipped")
    hp = st.table.cards[hero(st, 1)].damage
    st = _next_own_turn(st)
    assert st.active == 0
    assert st.table.cards[tagged].damage == 1 and st.table.cards[hero(st, 1)].damage == hp + 1
    assert st.table.cards[plain].damage == 0 and st.table.cards[theirs_on].damage == 0


def test_zenith_turns_target_opposing_hero_face_down():
    # WoW 301.2 / 301.2a: "2, Flip Zenith Shadowforce -> Turn target opposing hero face down." (it shows its back: its
    # flip power can't be used any more)
    data = automated("Zenith Shadowforce")
    lionar_data = automated("Lionar the Blood Cursed")
    st = start()
    zenith = as_hero(st, "Zenith Shadowforce")
    old = hero(st, 1)
    lionar = put_real(st, 1, "Lionar the Blood Cursed", "hero_row")
    st.heroes[1] = lionar
    st.table.cards[old].zone = "removed"
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=zenith, power=power_of(data), x=0)
    assert str(zenith) not in options(st) and str(mine) not in options(st)  # an opposing hero
    st = resolve_chain(choose(st, str(lionar)))
    assert st.table.cards[lionar].flags.get("flipped") and st.table.cards[zenith].flags.get("flipped")
    st.active = 1
    resources(st, 1, 2)
    put_real(st, 0, "Orion", "allies")
    with pytest.raises(RulesError):  # face down: "Flip Lionar" can't be paid
        apply(st, "power", 1, uid=lionar, power=power_of(lionar_data), x=0)


def test_bradford_discards_a_mage_card_and_deals_its_cost_in_frost_damage():
    # WoW 403.1 / 405.4: "1, Discard a [Mage] card with cost X -> This ally deals X frost damage to target ally."
    from engine.wow.cards import scripts

    data = automated("Bradford the Frozen")
    assert scripts.script_for(data).path.endswith("wact2.toml")
    st = start()
    bradford = put_real(st, 0, "Bradford the Frozen", "allies")
    mage, other = put_real(st, 0, "Nether Fracture", "hand"), put_real(st, 0, "Karrok Scarrend", "hand")  # a [Mage] card, cost 3
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # not a [Mage] card (403.1)
        apply(st, "power", 0, uid=bradford, power=power_of(data), x=0, pay=[other])
    st = resolve_chain(choose(apply(st, "power", 0, uid=bradford, power=power_of(data), x=0, pay=[mage]), str(foe)))
    assert st.table.cards[mage].zone == "graveyard" and st.table.cards[foe].damage == 3
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe]
    assert hits[-1]["src"] == bradford and hits[-1]["dtype"] == "frost"


def test_krixel_readies_your_other_arena_cards():
    # WoW 411.1 / 202.1a: "[Exhaust] -> Ready all of your other Arena cards."
    data = automated("Krixel Pinchwhistle")
    st = start()
    krixel = put_real(st, 0, "Krixel Pinchwhistle", "allies")
    arena, plain, theirs = put_real(st, 0, "Shredder", "allies"), put_real(st, 0, "Orion", "allies"), put_real(st, 1, "Shredder", "allies")
    for u in (arena, plain, theirs):
        st.table.cards[u].tapped = True
    st = use(st, krixel, data, pay=0)
    assert not st.table.cards[arena].tapped
    assert st.table.cards[plain].tapped and st.table.cards[theirs].tapped and st.table.cards[krixel].tapped  # not itself


def test_vixton_reveals_three_and_keeps_an_arena_card():
    # EN 709.1 / 415.3a: "[Exhaust] -> Reveal the top three cards of your deck." / "Put a revealed Arena card into hand and
    # the rest on the bottom of your deck."
    from engine.wow.cards import scripts

    data = automated("Vixton Pinchwhistle")
    assert scripts.script_for(data).path.endswith("wact2.toml")
    st = start()
    vixton = put_real(st, 0, "Vixton Pinchwhistle", "allies")
    top = [put_real(st, 0, n, "deck") for n in ("Orion", "Arcane Intuition", "Anika Berlyn")]
    for u in reversed(top):
        st.table.move(u, "deck", player=0, position=0)
    st = use(st, vixton, data, pay=0)
    if st.pending:
        assert str(top[1]) in options(st) and str(top[0]) not in options(st)  # only an Arena card
        st = resolve_chain(choose(st, str(top[1])))
    assert st.table.cards[top[1]].zone == "hand" and st.table.cards[vixton].tapped
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    assert set(list(st.table.zone(0, "deck"))[-2:]) == {top[0], top[2]}  # the rest on the bottom


def test_nightbloom_may_put_a_card_from_hand_into_resource_row_face_down_exhausted():
    # WoW 412.2 / EN 709.3: "1, [Exhaust] -> You may put a card from your hand into your resource row face down and exhausted."
    data = automated("Nightbloom")
    for take in (True, False):
        st = start()
        bloom = put_real(st, 0, "Nightbloom", "allies")
        for u in list(st.table.zone(0, "hand")):
            st.table.move(u, "removed")
        card = put_real(st, 0, "Anika Berlyn", "hand")
        st = use(st, bloom, data, pay=1)
        assert st.pending and options(st) == {YES, NO}  # the "may" (EN 709.3)
        st = choose(st, YES if take else NO)
        if take:
            assert st.pending and options(st) == {str(card)}  # picked on resolution
            st = choose(st, str(card))
        st = resolve_chain(st)
        c = st.table.cards[card]
        assert (c.zone == "resources" and c.face_down and c.tapped and c.controller == 0) is take
        assert st.table.cards[bloom].tapped


def test_bloodskull_destroyer_destroys_target_ally_with_protector():
    # EN 701 / 103.2: "1, Destroy Bloodskull Destroyer -> Destroy target ally with Protector." (the same reading, on a weapon)
    data = automated("Bloodskull Destroyer")
    st = start()
    axe = put_real(st, 0, "Bloodskull Destroyer", "hero_row")
    guard, plain = put_real(st, 1, "Orion", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=axe, power=power_of(data), x=0)
    assert str(guard) in options(st) and str(plain) not in options(st)
    st = resolve_chain(choose(st, str(guard)))
    assert st.table.cards[guard].zone == "graveyard" and st.table.cards[axe].zone == "graveyard"


@pytest.mark.parametrize(("name", "stat", "front", "back"), [("Kauno Stonehoof", "health", 28, 40), ("Emmi Sprinklestrike", "atk", 0, 1)])
def test_back_face_stats_once_flipped(name, stat, front, back):
    # WoW 301.2 / 301.2b: "FRONT: 5 -> You may flip Kauno. BACK: 40 Health"; "BACK: 1 [Melee] ATK" (melee: the default
    # damage type, 205.1a) — the back's own value while it shows
    data = automated(name)
    st = start()
    me = as_hero(st, name)
    read = kw.health if stat == "health" else kw.atk
    assert read(st, me) == front
    resources(st, 0, 5)
    st = apply(st, "power", 0, uid=me, power=power_of(data), x=0)
    st = resolve_chain(st)
    if st.pending:  # "You may flip" (EN 709.3)
        st = resolve_chain(choose(st, YES))
    assert st.table.cards[me].flags.get("flipped")
    assert read(st, me) == back
    from engine.wow.card_facts import damage_types
    assert damage_types(st, me) == ["melee"]


def test_metzen_gives_the_opponent_pirates_and_readies_only_without_pirates():
    # WoW 404.2 / EN 701: "When Metzen enters play, target opponent puts three Pirate ally tokens with 1 ATK / 1 health into
    # play." / "[Exhaust] -> Ready target hero or ally. Use only if no Pirates are in play."
    data = automated("Metzen the Reindeer")
    st = start()
    metzen = put_real(st, 0, "Metzen the Reindeer", "hand")
    resources(st, 0, 8)
    st = resolve_chain(apply(st, "play", 0, uid=metzen, x=0))
    pirates = [u for u in st.table.zone(1, "allies") if "pirate" in kw.words(st, u)]
    assert len(pirates) == 3 and all(kw.atk(st, u) == 1 and kw.health(st, u) == 1 for u in pirates)
    assert not any("pirate" in kw.words(st, u) for u in st.table.zone(0, "allies"))
    tired = put_real(st, 0, "Anika Berlyn", "allies", tapped=True)
    st.table.cards[metzen].entered_turn = -1
    with pytest.raises(RulesError):  # Pirates are in play
        apply(st, "power", 0, uid=metzen, power=power_of(data), x=0)
    for u in pirates:
        st.table.move(u, "removed")
    st = resolve_chain(choose(apply(st, "power", 0, uid=metzen, power=power_of(data), x=0), str(tired)))
    assert not st.table.cards[tired].tapped and st.table.cards[metzen].tapped
