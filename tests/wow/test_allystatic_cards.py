"""Helper allystatic: allies' continuous powers (EN 714) of ``scripts/allystatic.toml`` and their counts and
conditions (``engine.wow.ally_static_counts``) — each card played with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.core.effects import Modifier
from engine.wow import keywords as kw
from engine.wow.combat import protectors
from engine.wow.damage import deal
from engine.wow.game import ENGINE
from engine.wow.procedure import discard_cards, event_triggers
from engine.wow.state import Combat
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_statics import _answer_all
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _stats(st, uid: int) -> tuple[int, int]:
    return kw.atk(st, uid), kw.health(st, uid)


def _attacked(st, attacker: int, defender: int) -> None:
    """A proposed attack by P1 (index 0) on ``defender`` (EN 601.2), to ask who may protect (EN 602.2)."""
    st.combat = Combat(attacker=attacker, defender=defender, attacking_player=0, proposed_defender=defender, stage="proposed")


def _protect(st, attacker: int, defender: int, protector: int):
    """P1's ``attacker`` attacks ``defender`` and P2 protects with ``protector`` (EN 602.2); the combat is played out."""
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=defender))
    assert st.pending[0].kind == "protector" and st.pending[0].player == 1
    assert protector in [int(o.id) for o in st.pending[0].options if o.id.isdigit()]
    return finish_combat(choose(st, str(protector)))


# --- stat changes (EN 714) ------------------------------------------------------------------------------------------


def test_alamo_other_friendly_druids_have_plus_one_plus_one():
    # EN 714: "OK, LISSEN, UDDER FRENDLY DURIDS HAF +1 FITE / +1 HEELTH." (its reminder: "Other friendly Druids have
    # +1 ATK / +1 health.") — other Druids you control only, not ALAMO, not a non-Druid, not an opponent's
    automated("ALAMO")
    st = start()
    druid, other, theirs = put_real(st, 0, "Cerwyn", "allies"), put_real(st, 0, "Araelun", "allies"), put_real(st, 1, "Cerwyn", "allies")
    assert _stats(st, druid) == (1, 2)
    alamo = put_real(st, 0, "ALAMO", "allies")
    assert _stats(st, druid) == (2, 3)
    assert _stats(st, alamo) == (3, 3) and _stats(st, other) == (1, 3) and _stats(st, theirs) == (1, 2)


def test_high_prophet_barim_gives_his_atk_and_health_to_other_allies():
    # EN 714: "Other allies you control have +ATK equal to Barim's ATK and +[Health] equal to Barim's [Health]." —
    # his current values (205.1), read as they change
    automated("High Prophet Barim")
    st = start()
    mine, theirs = put_real(st, 0, "Araelun", "allies"), put_real(st, 1, "Araelun", "allies")
    barim = put_real(st, 0, "High Prophet Barim", "allies")
    assert _stats(st, barim) == (1, 1)
    assert _stats(st, mine) == (1 + 1, 3 + 1) and _stats(st, theirs) == (1, 3)
    alamo = put_real(st, 0, "ALAMO", "allies")
    assert _stats(st, alamo) == (3 + 1, 3 + 1)
    st.table.cards[barim].damage = 0
    st.table.move(barim, "graveyard")
    assert _stats(st, mine) == (1, 3) and _stats(st, alamo) == (3, 3)  # gone with him


def test_the_soul_conductor_counts_ally_cards_removed_from_the_game_by_opponents():
    # EN 714, 415.7: "The Soul Conductor had +1 ATK / +1 health for each ally card in opposing removed from game zones."
    automated("The Soul Conductor")
    st = start()
    soul = put_real(st, 0, "The Soul Conductor", "allies")
    printed = _stats(st, soul)
    put_real(st, 1, "Cerwyn", "removed")
    put_real(st, 1, "Araelun", "removed")
    put_real(st, 1, "Gorehowl", "removed")  # not an ally card
    put_real(st, 0, "Cerwyn", "removed")  # not an opposing zone
    put_real(st, 1, "Cerwyn", "graveyard")  # not removed from the game
    assert _stats(st, soul) == (printed[0] + 2, printed[1] + 2)


def test_prince_anduin_other_friendly_allies_grow_with_card_types_you_control():
    # EN 714, 300.1: "Other friendly allies have +1 / +1 for each different card type you control." — the six card
    # types; a face-down resource has none (412.1b); Anduin himself and the opponent's allies don't grow
    automated("Prince Anduin Wrynn")
    st = start()
    mine, theirs = put_real(st, 0, "Araelun", "allies"), put_real(st, 1, "Araelun", "allies")
    anduin = put_real(st, 0, "Prince Anduin Wrynn", "allies")
    put(st, 0, "Mist Owl", "resources")  # face down: no type
    assert _stats(st, mine) == (1 + 2, 3 + 2)  # hero, ally
    put_real(st, 0, "Gorehowl", "hero_row")
    assert _stats(st, mine) == (1 + 3, 3 + 3)  # + equipment
    put_real(st, 0, "Doom", "allies")
    assert _stats(st, mine) == (1 + 3, 3 + 3)  # another ally: the same type
    put_real(st, 0, "Are We There, Yeti?", "resources", face_down=False)
    assert _stats(st, mine) == (1 + 4, 3 + 4)  # + quest (a face-up resource, 412.1b)
    assert _stats(st, anduin) == (2, 5) and _stats(st, theirs) == (1, 3)


# --- limited protectors (EN glossary Protector, 602.2) --------------------------------------------------------------


def test_prince_anduin_other_friendly_humans_can_protect_him():
    # EN 602.2 / glossary Protector: "Other friendly Humans can protect this ally." — only him, only Humans
    automated("Prince Anduin Wrynn")
    st = start()
    anduin = put_real(st, 1, "Prince Anduin Wrynn", "allies")
    human, elf = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Araelun", "allies")
    theirs = put_real(st, 0, "Rodrigo", "allies")
    attacker = put_real(st, 0, "Araelun", "allies")
    _attacked(st, attacker, anduin)
    assert human in protectors(st)
    assert elf not in protectors(st) and theirs not in protectors(st)  # not a Human; not friendly to Anduin
    _attacked(st, attacker, elf)
    assert human not in protectors(st)  # only Anduin
    st.combat = None
    st = _protect(st, attacker, anduin, human)
    assert st.table.cards[human].tapped and st.table.cards[human].damage == 1 and st.table.cards[anduin].damage == 0


def test_yellowspine_other_allies_in_your_party_can_protect_him():
    # EN 602.2 / glossary Protector: "Other allies in your party can protect Yellowspine." — only him
    automated("Yellowspine")
    st = start()
    spine = put_real(st, 1, "Yellowspine", "allies")
    ally, other = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Cerwyn", "allies")
    theirs = put_real(st, 0, "Cerwyn", "allies")
    attacker = put_real(st, 0, "Araelun", "allies")
    _attacked(st, attacker, spine)
    assert ally in protectors(st) and other in protectors(st) and theirs not in protectors(st)
    assert hero(st, 1) not in protectors(st)  # an ally in your party, not your hero
    _attacked(st, attacker, other)
    assert ally not in protectors(st)  # only Yellowspine
    st.combat = None
    st = _protect(st, attacker, spine, ally)
    assert st.table.cards[ally].tapped and st.table.cards[ally].damage == 1 and st.table.cards[spine].damage == 0


# --- keywords while … (EN 714) and prevention (EN 717) ----------------------------------------------------------


def test_soulseeker_huulo_has_assault_while_you_control_another_with_assault():
    # EN 714, glossary Assault: "This ally has Assault 1 while you control another hero or ally with Assault, …"
    automated("Soulseeker Huulo")
    st = start()
    huulo = put_real(st, 0, "Soulseeker Huulo", "allies")
    put_real(st, 1, "Doom", "allies")  # an opponent's: not yours
    assert not kw.has(st, huulo, "Assault") and kw.atk(st, huulo) == 3
    doom = put_real(st, 0, "Doom", "allies")
    assert kw.keywords(st, huulo).get("Assault") == 1 and kw.atk(st, huulo) == 3 + 1  # on your turn
    st.table.move(doom, "graveyard")
    assert not kw.has(st, huulo, "Assault")


def test_soulseeker_huulo_has_mend_while_you_control_another_with_mend():
    # EN 714, glossary Mend: "… and Mend 1 while you control another hero or ally with Mend." — at the start of your
    # turn, heal 1 (with the other's own Mend 3)
    automated("Soulseeker Huulo")
    for with_mender in (False, True):
        st = start()
        huulo = put_real(st, 1, "Soulseeker Huulo", "allies")
        if with_mender:
            put_real(st, 1, "Phantrich", "allies")  # Mend 3
        assert kw.keywords(st, huulo).get("Mend", 0) == (1 if with_mender else 0)
        assert not kw.has(st, huulo, "Assault")
        st.table.cards[hero(st, 1)].damage = 10
        st = _answer_all(resolve_chain(apply(st, "pass", 0)), hero(st, 1))  # P2's turn begins
        assert st.active == 1
        assert st.table.cards[hero(st, 1)].damage == (10 - 3 - 1 if with_mender else 10)


def test_hanthal_lightward_prevents_combat_damage_from_attackers_with_assault():
    # EN 717: "Prevent all combat damage that would be dealt to this ally by attackers with Assault." — not from an
    # attacker without it, nor from a defender with it
    automated("Hanthal Lightward")
    st = start()
    hanthal = put_real(st, 1, "Hanthal Lightward", "allies")
    doom = put_real(st, 0, "Doom", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=doom, defender=hanthal))
    assert st.table.cards[hanthal].damage == 0 and st.table.cards[doom].damage == 1  # Hanthal's 1 ATK still hits back
    st = start()
    hanthal = put_real(st, 1, "Hanthal Lightward", "allies")
    plain = put_real(st, 0, "Araelun", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=plain, defender=hanthal))
    assert st.table.cards[hanthal].damage == 1  # no Assault: dealt
    st = start()
    hanthal = put_real(st, 0, "Hanthal Lightward", "allies")
    doom = put_real(st, 1, "Doom", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=hanthal, defender=doom))
    assert st.table.cards[hanthal].zone == "graveyard"  # Doom defends with 2 ATK: not prevented


# --- a given Sentinel ("The first time this ally exhausts each turn, ready it.", EN 703 with 411.1) -----------------


def test_harbinger_sefu_has_sentinel_with_three_equipment():
    # EN 714 / Sentinel: "While you control three or more equipment, this ally has Sentinel." — with two, the attack
    # exhausts him and he stays exhausted; with three, the first exhaustion this turn readies him, not the second
    automated("Harbinger Sefu")
    st = start()
    sefu = put_real(st, 0, "Harbinger Sefu", "allies")
    put_real(st, 0, "Gorehowl", "hero_row")
    put_real(st, 0, "Golem Skull Helm", "hero_row")
    assert not kw.has(st, sefu, "Sentinel") and kw.has(st, sefu, "Ferocity")
    st = finish_combat(apply(st, "attack", 0, attacker=sefu, defender=hero(st, 1)))
    assert st.table.cards[sefu].tapped
    st = start()
    sefu = put_real(st, 0, "Harbinger Sefu", "allies")
    put_real(st, 0, "Gorehowl", "hero_row")
    put_real(st, 0, "Golem Skull Helm", "hero_row")
    put_real(st, 0, "Veteran's Pendant", "hero_row")
    assert kw.has(st, sefu, "Sentinel")
    st = finish_combat(apply(st, "attack", 0, attacker=sefu, defender=hero(st, 1)))
    assert not st.table.cards[sefu].tapped  # readied
    st = finish_combat(apply(st, "attack", 0, attacker=sefu, defender=hero(st, 1)))
    assert st.table.cards[sefu].tapped  # only the first time each turn
    assert st.table.cards[hero(st, 1)].damage == 2 * 4


def test_ishael_bloodlight_has_protector_and_sentinel_while_an_ability_is_attached():
    # EN 714, glossary Protector, Sentinel: "This ally has Protector and Sentinel while an ability is attached to him."
    automated("Ishael Bloodlight")
    st = start()
    ishael = put_real(st, 1, "Ishael Bloodlight", "allies")
    attacker = put_real(st, 0, "Araelun", "allies")
    assert not kw.has(st, ishael, "Protector") and not kw.has(st, ishael, "Sentinel")
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1)))
    assert not (st.pending and st.pending[0].kind == "protector")  # no protector without the ability
    st = finish_combat(st)
    mine = put_real(st, 0, "Ishael Bloodlight", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=mine, defender=hero(st, 1)))
    assert st.table.cards[mine].tapped  # no Sentinel without the ability
    st = start()
    ishael = put_real(st, 1, "Ishael Bloodlight", "allies")
    put_real(st, 1, "Blessing of the Heavens", "hero_row", attached_to=ishael)
    attacker = put_real(st, 0, "Araelun", "allies")
    assert kw.has(st, ishael, "Protector") and kw.has(st, ishael, "Sentinel")
    st = _protect(st, attacker, hero(st, 1), ishael)  # he exhausts to protect (EN 602.2) …
    assert st.table.cards[ishael].damage == 1 and not st.table.cards[ishael].tapped  # … and Sentinel readies him


def test_white_camel_has_three_atk_and_sentinel_this_turn_after_a_face_up_resource():
    # EN 703, 412.1b, Sentinel: "When you place a resource face up into your resource row, this ally has +3 ATK and
    # Sentinel this turn."
    automated("White Camel")
    st = start()
    camel = put_real(st, 0, "White Camel", "allies")
    assert kw.atk(st, camel) == 0 and not kw.has(st, camel, "Sentinel")
    quest = put_real(st, 0, "Are We There, Yeti?", "hand")
    st = _settle(apply(st, "resource", 0, uid=quest, face_up=True))
    assert st.table.cards[quest].zone == "resources" and not st.table.cards[quest].face_down
    assert kw.atk(st, camel) == 3 and kw.has(st, camel, "Sentinel")
    st = finish_combat(apply(st, "attack", 0, attacker=camel, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 3 and not st.table.cards[camel].tapped  # readied (the first time)
    st = _next_turn(_next_turn(st))  # this turn is over
    assert kw.atk(st, camel) == 0 and not kw.has(st, camel, "Sentinel")
    st = finish_combat(apply(st, "attack", 0, attacker=camel, defender=hero(st, 1)))
    assert st.table.cards[camel].tapped  # no Sentinel now


# --- whom an attacker may attack (EN 601.1, glossary Elusive) -------------------------------------------------------


def test_meganna_can_attack_elusive_heroes_and_allies():
    # EN glossary Elusive ("can't be attacked"), 103.1: "Meganna can attack Elusive heroes and allies." — only her;
    # Immune still keeps a character from being attacked
    automated("Meganna Callaghan")
    st = start()
    meganna, other = put_real(st, 0, "Meganna Callaghan", "allies"), put_real(st, 0, "Araelun", "allies")
    camel = put_real(st, 1, "White Camel", "allies")  # Elusive
    attacks = {(a.args["attacker"], a.args["defender"]) for a in ENGINE.legal_actions(st, 0) if a.type == "attack"}
    assert (meganna, camel) in attacks and (other, camel) not in attacks and (meganna, hero(st, 1)) in attacks
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=other, defender=camel)
    st.modifiers.append(Modifier(hero(st, 1), "", 1, keyword="Elusive", duration="this_turn", turn=st.turn))
    st.modifiers.append(Modifier(camel, "", 1, keyword="Immune", duration="this_turn", turn=st.turn))
    attacks = {(a.args["attacker"], a.args["defender"]) for a in ENGINE.legal_actions(st, 0) if a.type == "attack"}
    assert (meganna, hero(st, 1)) in attacks and (meganna, camel) not in attacks and (other, hero(st, 1)) not in attacks
    st = finish_combat(apply(st, "attack", 0, attacker=meganna, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4


# --- "this turn" packet replacements (408.2a, EN 716) ---------------------------------------------------------------


def test_great_elekk_your_hero_deals_two_more_this_turn_after_a_face_up_resource():
    # EN 703, 412.1b, 408.2a: "When you place a resource face up, this turn, if your hero would deal damage, it deals
    # that much +2 instead." — your hero's packets only, this turn only
    automated("Great Elekk")
    st = start()
    elekk = put_real(st, 0, "Great Elekk", "allies")
    ally, foe = put_real(st, 0, "Araelun", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    assert deal(st, hero(st, 0), foe, 1, "fire")[-1].data["n"] == 1  # not yet
    quest = put_real(st, 0, "Are We There, Yeti?", "hand")
    st = _settle(apply(st, "resource", 0, uid=quest, face_up=True))
    assert st.table.cards[elekk].zone == "allies"
    st.table.cards[foe].damage = 0
    assert deal(st, hero(st, 0), foe, 1, "fire")[-1].data["n"] == 1 + 2
    st.table.cards[foe].damage = 0
    assert deal(st, ally, foe, 1, "holy")[-1].data["n"] == 1  # an ally's packet: unchanged
    st = _next_turn(st)
    assert deal(st, hero(st, 0), hero(st, 1), 1, "fire")[-1].data["n"] == 1  # the turn is over


def test_frenzied_doomguard_deals_two_more_smash_damage():
    # EN glossary Smash, 408.2a: "If this ally would deal Smash damage, it deals that much +2 instead." — the packet to
    # the defending ally's hero only, not its combat damage to the ally nor a packet to a defending hero
    automated("Frenzied Doomguard")
    st = start()
    guard = put_real(st, 0, "Frenzied Doomguard", "allies")  # 8 ATK, Smash
    foe = put_real(st, 1, "Cerwyn", "allies")  # 2 health
    st = finish_combat(apply(st, "attack", 0, attacker=guard, defender=foe))
    assert st.table.cards[foe].zone == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == (8 - 2) + 2
    st = start()
    guard = put_real(st, 0, "Frenzied Doomguard", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=guard, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 8  # combat damage to a hero: no Smash


# --- as each turn starts (500.1, EN 717.2) --------------------------------------------------------------------------


def test_dundee_prevents_the_next_damage_as_each_turn_starts():
    # EN 717.2, 405.5: "As each turn starts, prevent the next damage that Dundee would be dealt this turn." — no
    # shield the turn he enters; each turn's (his controller's and the opponent's) stops one whole packet
    automated("Dundee")
    st = start()
    dundee = put_real(st, 0, "Dundee", "allies")
    deal(st, None, dundee, 1, "fire")
    assert st.table.cards[dundee].damage == 1  # entered this turn, after it started
    st.table.cards[dundee].damage = 0
    for turn in (1, 2):  # the opponent's turn, then yours
        st = _next_turn(st)
        assert st.active == turn % 2
        deal(st, None, dundee, 3, "fire")
        assert st.table.cards[dundee].damage == 0  # the whole next packet
        deal(st, None, dundee, 1, "fire")
        assert st.table.cards[dundee].damage == 1  # only the next one
        st.table.cards[dundee].damage = 0


# --- entering combat (EN 602.1, 602.2: the attacker and the settled defender) ---------------------------------------


def test_king_khan_deals_two_to_each_opposing_ally_as_he_enters_combat():
    # EN 703 / 602.1: "When King Khan enters combat, he deals 2 nature damage to each opposing ally." — attacking,
    # and defending
    automated("King Khan")
    st = start()
    khan, mine = put_real(st, 0, "King Khan", "allies"), put_real(st, 0, "Araelun", "allies")
    small, big = put_real(st, 1, "Cerwyn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st = _fight(apply(st, "attack", 0, attacker=khan, defender=hero(st, 1)))
    assert st.table.cards[small].zone == "graveyard" and st.table.cards[big].damage == 2
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 1)].damage == 2
    st = start()
    khan, theirs = put_real(st, 1, "King Khan", "allies"), put_real(st, 1, "Cerwyn", "allies")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    st = _fight(apply(st, "attack", 0, attacker=mine, defender=khan))
    assert st.table.cards[mine].damage == 2 + 2 and st.table.cards[theirs].damage == 0  # defending: 2, then combat 2


def test_high_overlord_saurfang_destroys_an_ally_entering_combat_with_him():
    # EN 703 / 602.1: "When an ally enters combat with High Overlord Saurfang, destroy that ally." — before combat
    # damage (no damage to him); a hero is not destroyed
    automated("High Overlord Saurfang")
    st = start()
    saurfang, attacker = put_real(st, 1, "High Overlord Saurfang", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    st = _fight(apply(st, "attack", 0, attacker=attacker, defender=saurfang))
    assert st.table.cards[attacker].zone == "graveyard" and st.table.cards[saurfang].damage == 0
    st = start()
    saurfang = put_real(st, 1, "High Overlord Saurfang", "allies")
    st = _fight(apply(st, "attack", 0, attacker=hero(st, 0), defender=saurfang))
    assert st.table.cards[hero(st, 0)].zone == "hero_row" and st.table.cards[hero(st, 0)].damage == 9


@pytest.mark.parametrize("damaged", [True, False])
def test_saurfang_the_younger_destroys_a_damaged_ally_and_readies(damaged):
    # EN 703 / 602.2: "When Saurfang enters combat with an ally with damage, destroy it and ready Saurfang." — he
    # protects (exhausting) against a damaged attacker: it is destroyed and he readies; an undamaged one is not
    automated("Saurfang the Younger")
    st = start()
    saurfang = put_real(st, 1, "Saurfang the Younger", "allies")
    attacker = put_real(st, 0, "Araelun", "allies", damage=1 if damaged else 0)
    st = _fight(apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1)), {"protector": [str(saurfang)]})
    assert st.table.cards[attacker].zone == "graveyard"  # destroyed by him, or else by his 7 combat damage
    assert st.table.cards[saurfang].tapped is not damaged
    assert st.table.cards[saurfang].damage == (0 if damaged else 1)  # destroyed before combat damage: none dealt to him


def test_justicar_ularu_readies_the_first_time_on_your_turn_if_a_priest_defends():
    # EN 703, 709 / 602.1: "When this ally enters combat for the first time on each of your turns, ready him if a
    # Priest is defending." — against a Priest he readies, only the first time this turn; not against a non-Priest
    automated("Justicar Ularu")
    st = start()
    ularu = put_real(st, 0, "Justicar Ularu", "allies")
    priest, other = put_real(st, 1, "Jewelcrafter Zanaz", "allies"), put_real(st, 1, "Cerwyn", "allies")
    st = _fight(apply(st, "attack", 0, attacker=ularu, defender=priest))
    assert not st.table.cards[ularu].tapped and st.table.cards[priest].zone == "graveyard"
    priest2 = put_real(st, 1, "Jewelcrafter Zanaz", "allies")
    st = _fight(apply(st, "attack", 0, attacker=ularu, defender=priest2))
    assert st.table.cards[ularu].tapped  # the second time this turn
    st = start()
    ularu = put_real(st, 0, "Justicar Ularu", "allies")
    other = put_real(st, 1, "Cerwyn", "allies")
    st = _fight(apply(st, "attack", 0, attacker=ularu, defender=other))
    assert st.table.cards[ularu].tapped  # not a Priest


# --- placing a quest (412.1b) ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "face_up", "fires"), [("Are We There, Yeti?", True, True), ("Gurubashi Arena", True, False),
                                                         ("Are We There, Yeti?", False, False)])
def test_hulok_trailblazer_deals_one_when_you_place_a_quest(name, face_up, fires):
    # EN 703, 412.1b: "When you place a quest, Hulok deals 1 arcane damage to target hero or ally." — a quest placed
    # face up; not a location placed face up, nor a quest placed face down (a blank resource)
    automated("Hulok Trailblazer")
    st = start()
    put_real(st, 0, "Hulok Trailblazer", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    card = put_real(st, 0, name, "hand")
    st = _settle(apply(st, "resource", 0, uid=card, face_up=face_up), {"target": [str(foe)]})
    assert st.table.cards[card].zone == "resources"
    assert st.table.cards[foe].damage == (1 if fires else 0)


# --- an opponent's discard (415.9d) ---------------------------------------------------------------------------------


def test_hagtrix_heals_your_hero_by_the_cost_of_a_card_an_opponent_discards():
    # EN 703, 415.9d, 407.1: "When an opponent discards a card, this ally heals damage from your hero equal to that
    # card's cost." — with line 1: "At the start of your turn, each opponent discards a card."; not your own discard
    automated("Hagtrix the Mindsifter")
    st = start()
    hagtrix = put_real(st, 1, "Hagtrix the Mindsifter", "allies")  # P2's
    st.table.cards[hero(st, 1)].damage = 12
    for uid in list(st.table.zone(0, "hand")):
        st.table.move(uid, "deck")
    gorehowl = put_real(st, 0, "Gorehowl", "hand")  # cost 10: the only card P1 has
    st = _next_turn(st)  # P2's turn starts: P1 discards it
    assert st.active == 1 and st.table.cards[gorehowl].zone == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 12 - 10
    own = put_real(st, 1, "Anika Berlyn", "hand")
    event_triggers(st, discard_cards(st, 1, [own]))
    assert st.table.cards[own].zone == "graveyard" and not any(t.uid == hagtrix for t in st.triggers)
    cheap = put_real(st, 0, "Cerwyn", "hand")  # cost 1
    event_triggers(st, discard_cards(st, 0, [cheap]))
    st = _settle(st)
    assert st.table.cards[hero(st, 1)].damage == 12 - 10 - 1


# --- "NAME or another …" ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("entering", "fires"), [("Retainer Kai", True), ("Retainer Salvan", True), ("Araelun", False)])
def test_retainer_kai_opposing_characters_cant_protect_when_a_scryer_enters(entering, fires):
    # EN 703, 100.2d, 103.2: "When Kai or another Scryer ally enters your party, opposing heroes and allies can't
    # protect this turn." — Kai himself or an ally of Scryer Reputation; not another ally
    automated("Retainer Kai")
    st = start()
    if entering != "Retainer Kai":
        put_real(st, 0, "Retainer Kai", "allies")
    guard = put_real(st, 1, "Saurfang the Younger", "allies")  # Protector
    st, _ = play_real(st, entering, 0, pay=8)
    st = _settle(st)
    assert kw.has(st, guard, "Can't Protect") is fires and kw.has(st, hero(st, 1), "Can't Protect") is fires
    attacker = put_real(st, 0, "Araelun", "allies")
    _attacked(st, attacker, hero(st, 1))
    assert (guard in protectors(st)) is not fires
