"""Helper wscale (issue #18): more real cards of the scaling families, each played through the engine:
counters (404.1a/404.1d), "for each" counts (EN 709 on resolution, EN 714 continuously) and amounts
that are totals or highest values (``cards.templates_wscale_*``)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.counters import counters
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wscale_amounts import as_hero, tagged
from .test_wscale_counters import next_turn

pytestmark = needs(WOW_CARDS)


def activate(st, uid: int, data: dict, *picks: str, pay: int = 5):
    resources(st, 0, pay)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=uid, power=index, x=0)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st)


def test_enters_with_one_counter_and_counters_for_each_card_in_hand():
    # 404.1a: Stakethrower enters with a stake counter; Sword of Justice with a +1 ATK counter per card in your hand.
    automated("Stakethrower")
    automated("Sword of Justice")
    st = start()
    st, stake = play_real(st, "Stakethrower")
    st = resolve_chain(st)
    assert counters(st, stake, "stake") == 1
    st = start()
    st, sword = play_real(st, "Sword of Justice")
    st = resolve_chain(st)
    hand = len(st.table.zone(0, "hand"))
    assert hand > 0 and counters(st, sword, "+1 ATK") == hand and kw.atk(st, sword) == hand


def test_def_counters_wear_off_and_the_armor_is_destroyed():
    # 404.1c/404.1d: Breastplate of Undeath — five +1 DEF counters, one removed each turn.
    automated("Breastplate of Undeath")
    st = start()
    st, plate = play_real(st, "Breastplate of Undeath")
    st = resolve_chain(st)
    assert kw.defense(st, plate) == 5
    st = next_turn(next_turn(st))
    assert kw.defense(st, plate) == 4
    st.table.cards[plate].counters["+1 DEF"] = 1
    st = next_turn(next_turn(st))
    assert st.table.cards[plate].zone == "graveyard"


def test_dispersion_lasts_two_of_your_turns():
    # 404.1d: Dispersion — two incorporeal counters; destroyed when none remain.
    automated("Dispersion")
    st = start()
    st, disp = play_real(st, "Dispersion")
    st = resolve_chain(st)
    assert counters(st, disp, "incorporeal") == 2
    st = next_turn(next_turn(st))
    assert st.table.cards[disp].zone == "hero_row"
    st = next_turn(next_turn(st))
    assert st.table.cards[disp].zone == "graveyard"


def test_x_counters_and_atk_while_attacking_for_each_counter():
    # 201.3 / 404.1a / EN 714: Blood Fury enters with X fury counters; your hero has +1 ATK while attacking per counter.
    automated("Blood Fury")
    automated("Rampage")
    st = start()
    uid = put_real(st, 0, "Blood Fury", "hand")
    resources(st, 0, 6)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=2))
    assert counters(st, uid, "fury") == 2
    rampage = put_real(st, 0, "Rampage", "hero_row")
    st.table.cards[rampage].counters["slaughter"] = 3
    assert kw.atk(st, hero(st, 0)) == 0
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 5


def test_water_shield_readies_resources_and_loses_a_counter_when_your_hero_is_damaged():
    # 404.1d: Water Shield — when an opposing ally deals damage to your hero: ready up to three resources, remove a mana counter.
    automated("Water Shield")
    st = start()
    st, shield = play_real(st, "Water Shield")
    st = resolve_chain(st)
    assert counters(st, shield, "mana") == 3
    st.table.cards[shield].counters["mana"] = 1
    st = next_turn(st)
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    for _ in range(20):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.pending:
            p = st.pending[0]
            st = choose(st, *[o.id for o in p.options][: max(p.min, 1)])
        elif st.combat is not None or st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    assert st.table.cards[hero(st, 0)].damage == 4 and st.table.cards[shield].zone == "graveyard"


def test_assault_and_mend_for_each_of_two_classes():
    # EN 714: Bestial Rage — your hero has Assault 1 per Hunter and Warrior you control; Nurturing Spirit — Mend 1 per Druid and Priest.
    automated("Bestial Rage")
    automated("Nurturing Spirit")
    st = start()
    put_real(st, 0, "Bestial Rage", "hero_row")
    put(st, 0, "Footman Recruit", "allies")  # a Warrior
    put(st, 0, "Loyal Hound", "allies")  # a Hunter
    put(st, 1, "Footman Recruit", "allies")  # not yours
    assert kw.keywords(st, hero(st, 0)).get("Assault") == 2
    st, spirit = play_real(st, "Nurturing Spirit")
    st = resolve_chain(st)
    assert st.table.cards[spirit].attached_to == hero(st, 0)
    put_real(st, 0, "Cerwyn", "allies")  # a Druid
    assert kw.keywords(st, hero(st, 0)).get("Mend") == 1


def test_end_of_turn_damage_for_each_big_ally():
    # EN 709: Hammer of Sparks — 2 fire damage to target hero for each ally you control with 6 or more ATK.
    automated("Hammer of Sparks")
    st = start()
    put_real(st, 0, "Hammer of Sparks", "hero_row")
    big = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[big].counters["+1 ATK"] = 2
    put(st, 0, "Stone Guardian", "allies")  # 3 ATK: not counted
    st = apply(st, "pass", 0)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "target":
            st = resolve_chain(choose(st, str(hero(st, 1))))
        elif st.pending:
            st = choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min])
        else:
            break
    assert st.table.cards[hero(st, 1)].damage == 2


def test_hero_flips_scaled_by_quests_weapons_and_ranged_atk():
    # EN 709: Mythen of the Wild heals 2 per quest you have; Boarguts +1 ATK this turn per weapon;
    # Sharpeye Yan'ja: 1 plus the combined ATK of your Ranged weapons to target ally.
    data = automated("Mythen of the Wild")
    st = start()
    mythen = as_hero(st, "Mythen of the Wild")
    st.table.cards[mythen].damage = 6
    put_real(st, 0, "Report to Goldshire", "resources", face_down=False)
    put_real(st, 0, "Breaking the Bonds", "resources", face_down=False)
    st = activate(st, mythen, data, str(mythen))
    assert st.table.cards[mythen].damage == 2
    data = automated("Boarguts the Impaler")
    st = start()
    boar = as_hero(st, "Boarguts the Impaler")
    put_real(st, 0, "Arcanite Reaper", "hero_row")
    st = activate(st, boar, data)
    assert kw.atk(st, boar) == 1  # +1 per weapon (the weapon's own ATK is used when he strikes, 303.2a)
    data = automated("Sharpeye Yan'ja")
    st = start()
    yan = as_hero(st, "Sharpeye Yan'ja")
    rifle = put_real(st, 0, "Bloodwarder's Rifle", "hero_row")
    foe = put_real(st, 1, "Fel Reaver", "allies")
    st = activate(st, yan, data, str(foe))
    assert st.table.cards[foe].damage == 1 + kw.atk(st, rifle)


def test_slam_picks_a_melee_weapon():
    # 303.2a / EN 709: Slam — 1 plus the ATK of a Melee weapon you control.
    automated("Slam")
    st = start()
    axe = put_real(st, 0, "Arcanite Reaper", "hero_row")
    st, _ = play_real(st, "Slam", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, str(axe)))
    assert st.table.cards[hero(st, 1)].damage == 6


def test_static_x_highest_def_highest_cost_cloth_def_and_attached_atk():
    # EN 714: Exemplar's Shield (+X health, highest DEF among your armor), The Perforator (+X ATK, highest cost
    # among Dragonkin allies), Charles Worth (Mend X, combined DEF of Cloth armor), Unleashed Rage (Assault X, attached ally's ATK).
    for name in ("Exemplar's Shield", "The Perforator", "Charles Worth", "Unleashed Rage"):
        automated(name)
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    st, shield = play_real(st, "Exemplar's Shield", 0, str(owl))
    st = resolve_chain(st)
    put_real(st, 0, "Golem Skull Helm", "hero_row")  # 3 DEF
    assert st.table.cards[shield].attached_to == owl and kw.health(st, owl) == 3 + 3
    perf = put_real(st, 0, "The Perforator", "hero_row")
    tagged(st, put(st, 0, "Iron Sentinel", "allies"), "Dragonkin")  # cost 4
    assert kw.atk(st, perf) == 4
    charles = put_real(st, 0, "Charles Worth", "allies")
    tagged(st, put_real(st, 0, "Pads of the Dread Wolf", "hero_row"), "Cloth")  # 1 DEF
    assert kw.keywords(st, charles).get("Mend") == 1
    sent = put(st, 0, "Stone Guardian", "allies")
    st, rage = play_real(st, "Unleashed Rage", 0, str(sent))
    st = resolve_chain(st)
    assert st.table.cards[rage].attached_to == sent and kw.keywords(st, hero(st, 0)).get("Assault") == 3


def test_bladestorm_deals_the_attached_weapons_atk():
    # EN 709: Bladestorm — attached weapon has +3 ATK; as it enters play, that ATK to each opposing ally.
    automated("Bladestorm")
    st = start()
    axe = put_real(st, 0, "Scarlet Kris", "hero_row")  # 1 ATK
    a = put_real(st, 1, "Fel Reaver", "allies")
    b = put_real(st, 1, "Fel Reaver", "allies")
    mine = put_real(st, 0, "Fel Reaver", "allies")
    st, _ = play_real(st, "Bladestorm", 0, str(axe), pay=6)
    st = resolve_chain(st)
    assert kw.atk(st, axe) == 4
    assert st.table.cards[a].damage == 4 and st.table.cards[b].damage == 4 and st.table.cards[mine].damage == 0


def test_additional_assault_for_each_other_frost_ally():
    # EN 714: Cynthia Masters — printed Assault 1, plus Assault 1 per other [Frost] ally you control (202.1a: the icon).
    automated("Cynthia Masters")
    st = start()
    cyn = put_real(st, 0, "Cynthia Masters", "allies")
    assert kw.keywords(st, cyn).get("Assault") == 1
    put_real(st, 0, "Cynthia Masters", "allies")
    put_real(st, 1, "Cynthia Masters", "allies")
    assert kw.keywords(st, cyn).get("Assault") == 2


def test_minus_health_this_turn_for_each_card_counted_on_resolution():
    # EN 713: Despair of Undeath — a Ghoul token, then opposing allies -1 health this turn per Ghoul you control
    # (the new token is one, 404.2); Grim Reach — opposing heroes and allies -1 health this turn per ongoing ability you control.
    automated("Despair of Undeath")
    automated("Grim Reach")
    st = start()
    foe = put_real(st, 1, "Fel Reaver", "allies")
    st, _ = play_real(st, "Despair of Undeath")
    st = resolve_chain(st)
    assert kw.health(st, foe) == 10 - 1
    st, _ = play_real(st, "Despair of Undeath")
    st = resolve_chain(st)
    assert kw.health(st, foe) == 10 - 1 - 2
    put_real(st, 0, "Typhoon", "hero_row")
    put_real(st, 0, "Curse of Agony", "hero_row")
    before = kw.health(st, hero(st, 1))
    st, _ = play_real(st, "Grim Reach")
    st = resolve_chain(st)
    assert kw.health(st, foe) == 10 - 3 - 2 and kw.health(st, hero(st, 1)) == before - 2


def test_heals_equal_to_its_atk_and_to_the_cards_in_hand():
    # EN 709: Muluno Sunbreath heals its ATK from target; Nautilus Ring heals your hero the number of cards in
    # your hand, counted as it resolves (the start-of-turn triggers come before the draw).
    automated("Muluno Sunbreath")
    automated("Nautilus Ring")
    st = start()
    put_real(st, 0, "Muluno Sunbreath", "allies")
    put_real(st, 0, "Nautilus Ring", "hero_row")
    st.table.cards[hero(st, 0)].damage = 20
    st = next_turn(st)
    st = apply(st, "pass", 1)
    hand = None
    for _ in range(10):
        if st.pending and st.pending[0].kind == "target":
            hand = len(st.table.zone(0, "hand"))
            st = resolve_chain(choose(st, str(hero(st, 0))))
        elif st.pending:
            st = choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min])
        elif st.chain:
            st = resolve_chain(st)
        else:
            break
    assert hand is not None and hand > 0
    assert st.table.cards[hero(st, 0)].damage == 20 - 2 - hand


def test_enters_play_damage_for_each_demon_and_monster_and_counters_per_friendly_character():
    # EN 709: Shaafun (a Demon Monster) — 1 shadow damage per Demon and/or Monster hero and ally you control;
    # 404.1a: Sunfire Handwraps — a +1 DEF counter per friendly hero and ally as it enters play.
    automated("Shaafun")
    automated("Sunfire Handwraps")
    st = start()
    foe = put_real(st, 1, "Fel Reaver", "allies")
    put(st, 0, "Mist Owl", "allies")  # neither a Demon nor a Monster
    st, _ = play_real(st, "Shaafun")
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[foe].damage == 1  # Shaafun itself
    st, hands = play_real(st, "Sunfire Handwraps")
    st = resolve_chain(st)
    assert counters(st, hands, "+1 DEF") == 3  # your hero, Shaafun and the Owl


def test_turned_face_down_deals_damage_for_each_green_dragonkin():
    # EN 702 (a completed quest turns face down) / EN 709: Merithra — nature damage equal to the number of Green Dragonkin you control.
    automated("Merithra")
    st = start()
    put_real(st, 0, "Merithra", "allies")  # a Green Dragonkin
    foe = put_real(st, 1, "Fel Reaver", "allies")
    resources(st, 0, 2)
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    st = apply(st, "quest", 0, uid=quest)
    for _ in range(6):
        if st.pending and st.pending[0].kind == "target":
            st = resolve_chain(choose(st, str(foe)))
        elif st.chain:
            st = resolve_chain(st)
        else:
            break
    assert st.table.cards[quest].face_down and st.table.cards[foe].damage == 1


def test_devastate_deals_the_atk_of_a_melee_weapon():
    # 303.2a / EN 709: Devastate — melee damage equal to the ATK of one of your Melee weapons (picked on resolution).
    automated("Devastate")
    st = start()
    axe = put_real(st, 0, "Arcanite Reaper", "hero_row")
    foe = put_real(st, 1, "Fel Reaver", "allies")
    st, _ = play_real(st, "Devastate", 0, str(foe))
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, str(axe)))
    assert st.table.cards[foe].damage == 5


def test_while_it_has_n_or_more_counters():
    # 404.1a / EN 714: Zoid's Firelit Greatsword +6 ATK with six or more charge counters; Scepter of Power has
    # Harmonize with four or more tone counters.
    automated("Zoid's Firelit Greatsword")
    automated("Scepter of Power")
    st = start()
    zoid = put_real(st, 0, "Zoid's Firelit Greatsword", "hero_row")
    base = kw.atk(st, zoid)
    st.table.cards[zoid].counters["charge"] = 5
    assert kw.atk(st, zoid) == base
    st.table.cards[zoid].counters["charge"] = 6
    assert kw.atk(st, zoid) == base + 6
    st = start()
    scep = put_real(st, 0, "Scepter of Power", "hero_row")
    st.table.cards[scep].counters["tone"] = 3
    assert "Harmonize" not in kw.keywords(st, scep)
    st.table.cards[scep].counters["tone"] = 4
    assert "Harmonize" in kw.keywords(st, scep)


def test_counters_added_each_turn_and_all_removed_after_combat_damage():
    # 404.1c: Core Hound Tooth gets a +1 ATK counter at the start of your turn; when your hero deals combat damage
    # with it, all are removed. Blue Diamond Witchwand: all removed when damage is dealt with it.
    automated("Core Hound Tooth")
    automated("Blue Diamond Witchwand")
    for name in ("Core Hound Tooth", "Blue Diamond Witchwand"):
        st = start()
        w = put_real(st, 0, name, "hero_row")
        base = kw.atk(st, w)
        if name == "Core Hound Tooth":
            st = next_turn(next_turn(st))
            assert st.table.cards[w].counters.get("+1 ATK") == 1
        st.table.cards[w].counters["+1 ATK"] = 2
        resources(st, 0, 4)
        st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
        st = apply(st, "strike", 0, weapon=w)
        st = resolve_chain(finish_combat(st))
        assert st.table.cards[hero(st, 1)].damage == base + 2
        assert not st.table.cards[w].counters.get("+1 ATK") and kw.atk(st, w) == base
