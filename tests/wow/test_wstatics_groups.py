"""Helper wstatics (issue #18): continuous powers on groups and under "during …" / "while …"
conditions (EN 714; ``cards.templates_wstatics_groups``, ``engine.wow.group_filters``,
``engine.wow.wstatics_conditions``), each played with the real card of the pool."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.damage import deal
from engine.wow.restrictions import can_ready
from tests.shared_data import needs

from .helpers import choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wscale_counters import next_turn

pytestmark = needs(WOW_CARDS)


def test_friendly_druids_and_rogues_have_stealth():
    # EN 714, 202.1a: "Friendly Druids and Rogues have Stealth." — a Druid or a Rogue you control only
    automated("Shadowstalker's Sash")
    st = start()
    put_real(st, 0, "Shadowstalker's Sash", "hero_row")
    rogue, druid, other = put(st, 0, "Shade Stalker", "allies"), put(st, 0, "Spring Mender", "allies"), put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Spring Mender", "allies")
    assert kw.has(st, rogue, "Stealth") and kw.has(st, druid, "Stealth")
    assert not kw.has(st, other, "Stealth") and not kw.has(st, foe, "Stealth")


def test_opposing_rogues_have_minus_two():
    # EN 714: "Opposing Rogues have -2 / -2." — an opposing Rogue shrinks, yours doesn't
    automated("Justicar Maxwell Forthright")
    st = start()
    put_real(st, 0, "Justicar Maxwell Forthright", "allies")
    mine, theirs, plain = put(st, 0, "Shade Stalker", "allies"), put(st, 1, "Shade Stalker", "allies"), put(st, 1, "Iron Sentinel", "allies")
    assert (kw.atk(st, mine), kw.health(st, mine)) == (3, 2)
    assert (kw.atk(st, theirs), kw.health(st, theirs)) == (1, 0)
    assert (kw.atk(st, plain), kw.health(st, plain)) == (4, 4)


def test_opposing_hunters_and_hunter_pets():
    # EN 714, 202.1a: "Opposing Hunters and [Hunter] Pets have -2 ATK." — Loyal Hound has the Hunter class
    automated("Justicar Nordar Stonegrave")
    st = start()
    put_real(st, 0, "Justicar Nordar Stonegrave", "allies")
    pet, plain, mine = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Iron Sentinel", "allies"), put(st, 0, "Loyal Hound", "allies")
    assert (kw.atk(st, pet), kw.atk(st, plain), kw.atk(st, mine)) == (0, 4, 2)


def test_hunter_pets_you_control():
    # EN 714, 202.1a: "[Hunter] Pets you control have +2 / +2." — a Pet with the Hunter class, not a Warlock Pet
    automated("Akiko the Alert")
    st = start()
    put_real(st, 0, "Akiko the Alert", "allies")
    pet, warlock_pet, foe = put(st, 0, "Loyal Hound", "allies"), put_real(st, 0, "Sarmoth", "allies"), put(st, 1, "Loyal Hound", "allies")
    assert (kw.atk(st, pet), kw.health(st, pet)) == (4, 4)
    base = real_stats(st, warlock_pet)
    assert (kw.atk(st, warlock_pet), kw.health(st, warlock_pet)) == base
    assert (kw.atk(st, foe), kw.health(st, foe)) == (2, 2)


def real_stats(st, uid: int) -> tuple[int, int]:
    d = kw.data(st, uid)
    return d.get("atk") or 0, d.get("health") or 0


def test_armor_you_control_def_and_other_armor():
    # EN 714, 304.2: "Armor you control have +2 [DEF]." (Deathguard Ashleigh); "Other armor you control
    # have +1 [DEF]." (Helm of Vital Protection: not itself)
    automated("Deathguard Ashleigh")
    automated("Helm of Vital Protection")
    st = start()
    buckler = put(st, 0, "Oak Buckler", "hero_row")
    helm = put_real(st, 0, "Helm of Vital Protection", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    helm_def = kw.data(st, helm).get("def") or 0
    assert kw.defense(st, buckler) == 3 and kw.defense(st, helm) == helm_def and kw.equipment_atk(st, sword) == 3
    put_real(st, 0, "Deathguard Ashleigh", "allies")
    assert kw.defense(st, buckler) == 5 and kw.defense(st, helm) == helm_def + 2 and kw.equipment_atk(st, sword) == 5
    foe_armor = put(st, 1, "Oak Buckler", "hero_row")
    assert kw.defense(st, foe_armor) == 2


def test_allies_not_named():
    # EN 714, 201.1: "Allies not named Shattrath City Peacekeeper have -1 ATK." — every other ally, both sides
    automated("Shattrath City Peacekeeper")
    st = start()
    keeper = put_real(st, 0, "Shattrath City Peacekeeper", "allies")
    second = put_real(st, 1, "Shattrath City Peacekeeper", "allies")
    a, b = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    assert kw.atk(st, a) == 2 and kw.atk(st, b) == 2  # -1 from each of the two Peacekeepers
    assert kw.atk(st, keeper) == real_stats(st, keeper)[0] and kw.atk(st, second) == real_stats(st, second)[0]


def test_alliance_and_horde_allies_and_spectral_kitten():
    # EN 714, 202.1a: "[Alliance] and [Horde] allies have -1 / -1." (Banshee Soulclaimer); Spectral Kitten:
    # Horde +1 ATK, Alliance +1 health, neither +1 / +1 (allies you control)
    automated("Banshee Soulclaimer")
    automated("Spectral Kitten")
    st = start()
    put_real(st, 1, "Banshee Soulclaimer", "allies")
    ally, horde, owl = put(st, 0, "Footman Recruit", "allies"), put(st, 0, "Grunt Recruit", "allies"), put(st, 0, "Mist Owl", "allies")
    assert (kw.atk(st, ally), kw.health(st, ally), kw.atk(st, horde), kw.health(st, horde)) == (0, 1, 0, 1)
    assert (kw.atk(st, owl), kw.health(st, owl)) == (1, 3)
    put_real(st, 0, "Spectral Kitten", "allies")
    assert (kw.atk(st, ally), kw.health(st, ally)) == (0, 2)
    assert (kw.atk(st, horde), kw.health(st, horde)) == (1, 1)
    assert (kw.atk(st, owl), kw.health(st, owl)) == (2, 4)


def test_ally_with_an_ability_attached():
    # EN 714, 400.1: "Each ally you control with an ability attached to it has +2 / +2."
    automated("Seraxa Brightmix")
    st = start()
    put_real(st, 0, "Seraxa Brightmix", "allies")
    host, bare = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Mist Owl", "allies")
    assert kw.atk(st, host) == 4
    put(st, 0, "Blessing of Might", "hero_row", attached_to=host)
    assert (kw.atk(st, host), kw.health(st, host)) == (4 + 2 + 2, 6)  # +2 ATK from the Blessing itself
    assert (kw.atk(st, bare), kw.health(st, bare)) == (1, 3)


def test_attached_pet_plus_four():
    # EN 714, 400.1: Master's Embrace, mode "attach to target Pet"; "Ongoing: Attached Pet has +4 / +4."
    automated("Master's Embrace")
    st = start()
    pet = put(st, 0, "Loyal Hound", "allies")
    st, card = play_real(st, "Master's Embrace", 0)
    while st.pending:
        p = st.pending[0]
        ids = [o.id for o in p.options]
        st = choose(st, str(pet) if str(pet) in ids else ids[-1])
    st = resolve_chain(st)
    assert st.table.cards[card].attached_to == pet
    assert (kw.atk(st, pet), kw.health(st, pet)) == (6, 6)


def test_attached_ally_health_misprint():
    # EN 714: Power Word: Vitality "Ongoing: Attached allt has +3 [Health]." (a misprint of "ally")
    automated("Power Word: Vitality")
    st = start()
    host = put(st, 0, "Iron Sentinel", "allies")
    put_real(st, 0, "Power Word: Vitality", "hero_row", attached_to=host)
    assert (kw.atk(st, host), kw.health(st, host)) == (4, 7)


def test_during_each_opponents_turn():
    # EN 714: "Gora has -2 ATK during each opponent's turn."; "Nagalaas has +2 ATK during each opponent's turn."
    automated("Offender Gora")
    automated("Defender Nagalaas")
    st = start()
    gora, naga = put_real(st, 0, "Offender Gora", "allies"), put_real(st, 0, "Defender Nagalaas", "allies")
    g, n = real_stats(st, gora)[0], real_stats(st, naga)[0]
    assert (kw.atk(st, gora), kw.atk(st, naga)) == (g, n)
    st = next_turn(st)
    assert st.active == 1 and (kw.atk(st, gora), kw.atk(st, naga)) == (max(g - 2, 0), n + 2)


def test_during_its_controllers_turn():
    # EN 714: "Each opposing ally has -1 ATK during its controller's turn." (Grumdur Bladebane);
    # "Each opposing hero and ally has -2 ATK on controller's turn." (Signet of the Impregnable Fortress)
    automated("Grumdur Bladebane")
    automated("Signet of the Impregnable Fortress")
    st = start()
    put_real(st, 0, "Grumdur Bladebane", "allies")
    foe, mine = put(st, 1, "Iron Sentinel", "allies"), put(st, 0, "Iron Sentinel", "allies")
    assert (kw.atk(st, foe), kw.atk(st, mine)) == (4, 4)
    st = next_turn(st)
    foe_now = next(u for u in st.table.zone(1, "allies") if kw.name(st, u) == "Iron Sentinel")
    assert kw.atk(st, foe_now) == 3 and kw.atk(st, mine) == 4
    put_real(st, 0, "Signet of the Impregnable Fortress", "hero_row")
    assert kw.atk(st, foe_now) == 1
    assert kw.has(st, mine, "Protector")  # its first power: "Heroes and allies you control have Protector."


def test_opposing_warlocks_cant_ready():
    # 103.2, 501.1a: "Opposing Warlocks and [Warlock] cards can't ready." — Sarmoth has the Warlock class
    automated("Justicar Gavin Shadesticker")
    st = start()
    put_real(st, 0, "Justicar Gavin Shadesticker", "allies")
    lock = put_real(st, 1, "Sarmoth", "allies", tapped=True)
    other = put(st, 1, "Iron Sentinel", "allies", tapped=True)
    assert not can_ready(st, lock) and can_ready(st, other)
    st = next_turn(st)
    assert st.table.cards[lock].tapped and not st.table.cards[other].tapped


def test_opposing_characters_lose_resistances():
    # 103.2, EN glossary Resistance: "Opposing heros and allies lose, and can't have Resistances."
    automated("Winter's Icy Embrace")
    st = start()
    illia = put_real(st, 1, "Illia the Bitter", "allies")
    assert kw.has(st, illia, "Fire Resistance")
    deal(st, hero(st, 0), illia, 2, "fire")
    assert st.table.cards[illia].damage == 0  # prevented (Fire Resistance)
    put_real(st, 0, "Winter's Icy Embrace", "hero_row")
    assert not kw.has(st, illia, "Fire Resistance")
    deal(st, hero(st, 0), illia, 2, "fire")
    assert st.table.cards[illia].damage == 2


def test_while_fewer_resources_than_an_opponent():
    # EN 714: "No'jin has +3 ATK while you have fewer resources than an opponent."
    automated("Hex Doctor No'jin")
    st = start()
    nojin = put_real(st, 0, "Hex Doctor No'jin", "allies")
    base = real_stats(st, nojin)[0]
    resources(st, 0, 2)
    resources(st, 1, 2)
    assert kw.atk(st, nojin) == base
    resources(st, 1, 1)
    assert kw.atk(st, nojin) == base + 3


def test_while_the_only_ally_in_your_party():
    # EN 714: "Halnar Stands-Alone has +3 ATK and +3 health while he is the only ally in your party."
    automated("Halnar Stands-Alone")
    st = start()
    halnar = put_real(st, 0, "Halnar Stands-Alone", "allies")
    a, h = real_stats(st, halnar)
    put(st, 1, "Iron Sentinel", "allies")  # an opposing ally doesn't count
    assert (kw.atk(st, halnar), kw.health(st, halnar)) == (a + 3, h + 3)
    put(st, 0, "Mist Owl", "allies")
    assert (kw.atk(st, halnar), kw.health(st, halnar)) == (a, h)


def test_attached_character_loses_stealth():
    # 103.2: Faerie Fire "Ongoing: Attached character loses and can't have Stealth." and "If attached character
    # would be dealt damage, it's dealt that much +1 instead." (408.2a)
    automated("Faerie Fire")
    st = start()
    rogue = put(st, 1, "Shade Stalker", "allies")
    assert kw.has(st, rogue, "Stealth")
    st = resolve_chain(play_real(st, "Faerie Fire", 0, str(rogue))[0])
    assert not kw.has(st, rogue, "Stealth")
    deal(st, hero(st, 0), rogue, 1, "fire")
    assert st.table.cards[rogue].damage == 2


def test_cant_ready_during_ready_step():
    # 103.2, 501.1a: Borlis Brode "Borlis Brode can't ready during your ready step."; Stasis "Attach to target
    # equipment and exhaust it. Ongoing: Attached equipment can't ready during its controller's ready step."
    automated("Borlis Brode")
    automated("Stasis")
    st = start()
    borlis = put_real(st, 0, "Borlis Brode", "allies", tapped=True)
    sword = put(st, 1, "Worn Longsword", "hero_row")
    st = resolve_chain(play_real(st, "Stasis", 0, str(sword))[0])
    assert st.table.cards[sword].tapped
    st = next_turn(st)
    assert st.table.cards[sword].tapped  # its controller's ready step passed
    st = next_turn(st)
    assert st.table.cards[borlis].tapped


def test_while_an_ability_is_attached_to_this_ally():
    # EN 714: Aleksei Brandal "While an ability is attached to this ally, he has Elusive and Stealth."
    automated("Aleksei Brandal")
    st = start()
    aleksei = put_real(st, 0, "Aleksei Brandal", "allies")
    assert not kw.has(st, aleksei, "Stealth")
    put(st, 0, "Blessing of Might", "hero_row", attached_to=aleksei)
    assert kw.has(st, aleksei, "Stealth") and kw.has(st, aleksei, "Elusive")


def test_while_your_hero_has_more_damage():
    # EN 714: Boggspine Knuckles "… has +3 ATK while while your hero has more damage than an opposing hero."
    # (the doubled "while": a misprint)
    automated("Boggspine Knuckles")
    st = start()
    knuckles = put_real(st, 0, "Boggspine Knuckles", "hero_row")
    base = kw.equipment_atk(st, knuckles)
    st.table.cards[hero(st, 0)].damage = 3
    st.table.cards[hero(st, 1)].damage = 3
    assert kw.equipment_atk(st, knuckles) == base
    st.table.cards[hero(st, 0)].damage = 4
    assert kw.equipment_atk(st, knuckles) == base + 3


def test_other_equipment_untargetable_with_five_equipment():
    # EN 714, glossary Untargetable: Doomplate Shoulderguards "Each of your other equipment is Untargetable while
    # you have five or more equipment."
    automated("Doomplate Shoulderguards")
    st = start()
    plate = put_real(st, 0, "Doomplate Shoulderguards", "hero_row")
    gear = [put(st, 0, n, "hero_row") for n in ("Worn Longsword", "Oak Buckler", "Chain Helm")]
    assert not kw.has(st, gear[0], "Untargetable")
    gear.append(put(st, 0, "Great Axe", "hero_row"))
    assert all(kw.has(st, g, "Untargetable") for g in gear) and not kw.has(st, plate, "Untargetable")


def test_your_hero_cant_be_destroyed_while_you_have_an_ally():
    # 103.2: Kindred Spirits "Ongoing: Your hero can't be destroyed while another friendly hero or ally is in play."
    automated("Kindred Spirits")
    st = start()
    put_real(st, 0, "Kindred Spirits", "hero_row")
    assert not kw.cant_be_destroyed(st, hero(st, 0))
    put(st, 1, "Iron Sentinel", "allies")  # an opposing ally doesn't count
    assert not kw.cant_be_destroyed(st, hero(st, 0))
    put(st, 0, "Mist Owl", "allies")
    assert kw.cant_be_destroyed(st, hero(st, 0))


def test_while_undamaged_she_has_assault():
    # EN 714, glossary Assault: Esala "While this ally is undamaged, she has Assault 4."
    automated("Esala")
    st = start()
    esala = put_real(st, 0, "Esala", "allies")
    base = real_stats(st, esala)[0]
    assert kw.atk(st, esala) == base + 4  # Assault: on your turn
    st.table.cards[esala].damage = 1
    assert kw.atk(st, esala) == base


def test_mage_cards_in_your_hand_are_instant():
    # 409.1, EN 714: Sparkington the Abrupt "Mages and [Mage] cards in your hand are instant." (the icon read as its
    # class word, 202.1a) — a Mage ally may be played on an opponent's turn
    from engine.wow.game import ENGINE

    automated("Sparkington the Abrupt")
    st = start()
    st = next_turn(st)
    sage, owl = put(st, 0, "Veiled Sage", "hand"), put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 5)
    assert ENGINE._play_problem(st, 0, sage, 0) is not None
    put_real(st, 0, "Sparkington the Abrupt", "allies")
    assert ENGINE._play_problem(st, 0, sage, 0) is None and ENGINE._play_problem(st, 0, owl, 0) is not None


def test_your_other_daggers_and_allies_with_resistance():
    # EN 714, 202.1a: Whispering Blade of Slaying "Your other daggers have +1 ATK." (not itself); Vukora Netherflame
    # "Opposing allies with Resistance have -1 [Health]" (EN glossary Resistance: any damage type)
    automated("Whispering Blade of Slaying")
    automated("Vukora Netherflame")
    st = start()
    blade = put_real(st, 0, "Whispering Blade of Slaying", "hero_row")
    dagger, sword = put_real(st, 0, "Runesong Dagger", "hero_row"), put(st, 0, "Worn Longsword", "hero_row")
    assert kw.equipment_atk(st, dagger) == (kw.data(st, dagger).get("atk") or 0) + 1
    assert kw.equipment_atk(st, blade) == (kw.data(st, blade).get("atk") or 0) and kw.equipment_atk(st, sword) == 2
    put_real(st, 0, "Vukora Netherflame", "allies")
    illia, plain = put_real(st, 1, "Illia the Bitter", "allies"), put(st, 1, "Iron Sentinel", "allies")
    assert kw.health(st, illia) == real_stats(st, illia)[1] - 1 and kw.health(st, plain) == 4
