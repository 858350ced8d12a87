"""Helper wstat2 (issue #18): continuous powers on a group named by a keyword or by the hero's class
(EN 714; ``engine.wow.wstat2_groups``), and Amani Dragonhawk's chosen kind that loses its powers (103.2;
``engine.wow.entry_choice`` + ``engine.wow.wstat2``) — played with the real cards."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import put_real
from .test_templates_turns import _advance
from .test_wstat2_scripts import scripted

pytestmark = needs(WOW_CARDS)


def test_crown_of_the_ogre_king_smash_characters_you_control_have_assault_3():
    # EN 714 "Heroes and allies you control with Smash have Assault 3." (EN glossary Assault: +N ATK on your turn)
    scripted("Crown of the Ogre King")
    st = start()
    smash, plain = put_real(st, 0, "Torr'nag", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Torr'nag", "allies")
    base = (kw.atk(st, smash), kw.atk(st, plain), kw.atk(st, theirs))
    put_real(st, 0, "Crown of the Ogre King", "hero_row")
    assert kw.keywords(st, smash).get("Assault") == 3 and kw.atk(st, smash) == base[0] + 3
    assert "Assault" not in kw.keywords(st, plain) and kw.atk(st, plain) == base[1]  # no Smash
    assert "Assault" not in kw.keywords(st, theirs)  # not yours
    st = _advance(st, 2)  # the opponent's turn: Assault gives nothing then
    assert kw.atk(st, smash) == base[0]


def test_hansi_wildcoat_mend_characters_also_have_assault_1():
    # EN 714 "Heroes and allies you control with Mend also have Assault 1." (line 1 Protector: a keyword)
    scripted("Hansi Wildcoat")
    st = start()
    mender, plain = put_real(st, 0, "Phantrich", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    hansi = put_real(st, 0, "Hansi Wildcoat", "allies")
    assert kw.has(st, hansi, "Protector")
    assert kw.keywords(st, mender).get("Assault") == 1 and kw.keywords(st, mender).get("Mend") == 3
    assert "Assault" not in kw.keywords(st, plain) and "Assault" not in kw.keywords(st, hansi)
    assert "Assault" not in kw.keywords(st, hero(st, 0))
    st.table.move(hansi, "graveyard")
    assert "Assault" not in kw.keywords(st, mender)


def test_oracle_talisman_allies_sharing_a_class_with_your_hero_have_assault_1():
    # EN 714 "Allies you control that share a class with your hero have Assault 1." — classes are tags (202.1a)
    scripted("Oracle Talisman of Ablution")
    st = start()  # your hero: Korga Stormcaller, a Shaman
    shaman, warrior = put_real(st, 0, "Orono the Great", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Orono the Great", "allies")
    before = kw.atk(st, shaman)
    put_real(st, 0, "Oracle Talisman of Ablution", "hero_row")
    assert kw.keywords(st, shaman).get("Assault") == 1 and kw.atk(st, shaman) == before + 1
    assert "Assault" not in kw.keywords(st, warrior) and "Assault" not in kw.keywords(st, theirs)
    assert "Assault" not in kw.keywords(st, hero(st, 0))  # allies only


def test_amani_dragonhawk_chosen_kind_of_opposing_cards_loses_powers():
    # "As this ally enters play, choose ability, ally, or equipment. Opposing cards of the chosen type lose
    # and can't have powers." (103.2; the choice as it enters, engine.wow.entry_choice)
    scripted("Amani Dragonhawk")
    st = start()
    their_ally = put_real(st, 1, "Asoren Darksnout", "allies")
    bees = put_real(st, 1, "Band of Bees", "hero_row")  # "Your hero has Protector."
    my_ally = put_real(st, 0, "Asoren Darksnout", "allies")
    resources(st, 0, 7)
    hawk = put_real(st, 0, "Amani Dragonhawk", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=hawk, x=0))
    pick = st.pending[0]
    assert pick.kind == "entry_choice" and [o.id for o in pick.options] == ["Ability", "Ally", "Equipment"]
    st = resolve_chain(choose(st, "Equipment"))
    assert st.table.cards[hawk].zone == "allies"
    assert not kw.has(st, hero(st, 1), "Protector") and kw.data(st, bees).get("text") == ""  # the item lost its power
    assert kw.has(st, their_ally, "Protector") and kw.has(st, my_ally, "Protector")  # not the chosen kind / not opposing
    st2 = start()
    their_ally = put_real(st2, 1, "Asoren Darksnout", "allies")
    my_ally = put_real(st2, 0, "Asoren Darksnout", "allies")
    resources(st2, 0, 7)
    hawk = put_real(st2, 0, "Amani Dragonhawk", "hand")
    st2 = resolve_chain(choose(resolve_chain(apply(st2, "play", 0, uid=hawk, x=0)), "Ally"))
    assert not kw.has(st2, their_ally, "Protector") and kw.has(st2, my_ally, "Protector")
    st2.table.move(hawk, "graveyard")
    assert kw.has(st2, their_ally, "Protector")


def test_king_varian_wrynn_minus_one_per_different_card_type_you_control():
    # EN 714 "Opposing heroes and allies have -1/-1 for each different card type you control." — card
    # types (300.1): ability, ally, equipment, hero, location, quest; a face-down resource is blank (412.1b)
    scripted("King Varian Wrynn")
    st = start()
    theirs = put_real(st, 1, "Phantrich", "allies")
    them = hero(st, 1)
    atk0, hp0, hero_hp0 = kw.atk(st, theirs), kw.health(st, theirs), kw.health(st, them)
    varian = put_real(st, 0, "King Varian Wrynn", "allies")
    assert kw.has(st, varian, "Protector")
    assert kw.atk(st, theirs) == atk0 - 2 and kw.health(st, theirs) == hp0 - 2  # hero + ally
    assert kw.health(st, them) == hero_hp0 - 2
    put_real(st, 0, "Crazy Igvand", "allies")  # another ally: no new type
    assert kw.health(st, theirs) == hp0 - 2
    put_real(st, 0, "Band of Bees", "hero_row")  # equipment
    resources(st, 0, 2)  # face-down resources: no type
    assert kw.health(st, theirs) == hp0 - 3
    city = put_real(st, 0, "Orgrimmar", "resources")
    st.table.cards[city].face_down = False  # a location
    assert kw.health(st, theirs) == hp0 - 4 and kw.atk(st, theirs) == max(0, atk0 - 4)
    mine = put_real(st, 0, "Asoren Darksnout", "allies")
    assert kw.health(st, mine) == kw.data(st, mine)["health"]  # opposing only


def test_tirion_holy_allies_plus_their_cost_and_no_damage_from_scourge():
    # EN 714 "Other [HOLY] allies you control have +X / +X, where X is their cost." (201.3: each its own
    # cost) + EN 717 "Prevent all damage that would be dealt to this ally by Scourge heros and allies."
    scripted("Tirion, the Ashbringer")
    st = start()
    zanaz, zulanji = put_real(st, 0, "Jewelcrafter Zanaz", "allies"), put_real(st, 0, "Zulanji", "allies")  # holy, costs 3 and 2
    plain, theirs = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 1, "Zulanji", "allies")
    before = {u: (kw.atk(st, u), kw.health(st, u)) for u in (zanaz, zulanji, plain, theirs)}
    tirion = put_real(st, 0, "Tirion, the Ashbringer", "allies")
    assert kw.has(st, tirion, "Protector")
    assert (kw.atk(st, zanaz), kw.health(st, zanaz)) == (before[zanaz][0] + 3, before[zanaz][1] + 3)
    assert (kw.atk(st, zulanji), kw.health(st, zulanji)) == (before[zulanji][0] + 2, before[zulanji][1] + 2)
    assert (kw.atk(st, plain), kw.health(st, plain)) == before[plain]  # not holy
    assert (kw.atk(st, theirs), kw.health(st, theirs)) == before[theirs]  # not yours
    assert kw.atk(st, tirion) == kw.data(st, tirion)["atk"]  # "other"
    scourge, other = put_real(st, 1, "Banshee Soulclaimer", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    deal(st, scourge, tirion, 3, "shadow")
    assert st.table.cards[tirion].damage == 0  # a Scourge ally's damage is prevented
    deal(st, other, tirion, 2, "melee")
    assert st.table.cards[tirion].damage == 2


def test_scarlet_renegade_assault_1_per_scarlet_renegade_you_control():
    # EN 714 "This ally has Assault 1 for each Scarlet Renegade you and other friendly players control (including himself)."
    scripted("Scarlet Renegade")
    st = start()
    a = put_real(st, 0, "Scarlet Renegade", "allies")
    assert kw.keywords(st, a).get("Assault") == 1  # himself
    b = put_real(st, 0, "Scarlet Renegade", "allies")
    put_real(st, 1, "Scarlet Renegade", "allies")  # an opponent's: not counted
    assert kw.keywords(st, a).get("Assault") == 2 and kw.keywords(st, b).get("Assault") == 2


def test_veteran_crusader_protector_and_plus_one_per_other_unique_ally():
    # "Argent Crusade Reputation Protector This ally has +1 / +1 for each other Unique ally you control" (EN 714)
    scripted("Veteran Crusader Aliocha Segard")
    st = start()
    vet = put_real(st, 0, "Veteran Crusader Aliocha Segard", "allies")
    atk, hp = kw.atk(st, vet), kw.health(st, vet)
    assert kw.has(st, vet, "Protector")
    put_real(st, 0, "Thassarian", "allies")  # Unique
    put_real(st, 0, "Karrok Scarrend", "allies")  # not Unique
    put_real(st, 1, "Koltira Deathweaver", "allies")  # Unique, not yours
    assert (kw.atk(st, vet), kw.health(st, vet)) == (atk + 1, hp + 1)


def test_voice_of_reason_mend_per_five_damage_and_protector_without_damaged_allies():
    # EN 714 "Your hero has Mend 2 for each 5 damage on it." / "Your hero has Protector while your control no damaged ally."
    scripted("Voice of Reason")
    st = start()
    put_real(st, 0, "Voice of Reason", "hero_row")
    me = hero(st, 0)
    ally = put_real(st, 0, "Crazy Igvand", "allies")
    assert "Mend" not in kw.keywords(st, me) and kw.has(st, me, "Protector")
    st.table.cards[me].damage = 4
    assert "Mend" not in kw.keywords(st, me)
    st.table.cards[me].damage = 11
    assert kw.keywords(st, me).get("Mend") == 4  # two fives
    st.table.cards[ally].damage = 1
    assert not kw.has(st, me, "Protector")  # a damaged ally
    theirs = put_real(st, 1, "Crazy Igvand", "allies")
    st.table.cards[ally].damage = 0
    st.table.cards[theirs].damage = 2
    assert kw.has(st, me, "Protector")  # an opponent's damaged ally doesn't count
    st = _advance(st, 3, answers={"target": str(me)})  # your next turn: Mend 4 (EN glossary Mend: heal 4 from target hero or ally)
    assert st.table.cards[me].damage == 11 - 4
