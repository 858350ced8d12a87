"""Helper wongp (issue #18): continuous powers on permanents (EN 714; ``cards.templates_wongp``,
``engine.wow.wongp_conditions``), each played with the real card of the pool: two powers printed on
one line (203.2), "while" conditions and "for each" counts the other readers don't have."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow import wield
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_real_list_blockers import _destroy
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _stats(st, uid: int) -> tuple[int, int]:
    return kw.atk(st, uid), kw.health(st, uid)


def _printed(st, uid: int) -> tuple[int, int]:
    d = kw.data(st, uid)
    return int(d.get("atk") or 0), int(d.get("health") or 0)


# --- two powers on one line (203.2): an enter trigger (EN 703) and a continuous power (EN 714) -------


def test_thrall_returns_a_horde_card_and_pumps_other_horde_allies():
    # EN 703, 709.3: "When this ally enters play, you may put target [Horde] card from your graveyard into your
    # hand." EN 714, 202.1a: "Other [Horde] allies you control have +2/+2." — not Thrall, not an Alliance ally
    data = automated("Thrall, Warchief of the Horde")
    assert [pw.kind for pw in card_powers(data) if pw.kind != "keyword"] == ["triggered", "static"]
    st = start()
    grunt = put(st, 0, "Grunt Recruit", "allies")
    footman = put(st, 0, "Footman Recruit", "allies")
    foe = put(st, 1, "Grunt Recruit", "allies")
    back = put(st, 0, "Grunt Recruit", "graveyard")
    st, thrall = play_real(st, "Thrall, Warchief of the Horde", pay=kw.data(st, grunt)["cost"] + 8)
    st = resolve_chain(st)
    st = resolve_chain(choose(st, str(back)))
    if st.pending and st.pending[0].kind == "may":
        st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[back].zone == "hand"
    assert _stats(st, grunt) == (3, 4)
    assert _stats(st, footman) == (1, 2) and _stats(st, foe) == (1, 2)
    assert _stats(st, thrall) == _printed(st, thrall)


def test_bladebreaker_gauntlets_destroy_and_shrink_opposing_equipment():
    # EN 703, 709.3: "When this armor enters play, you may destroy target armor or weapon." EN 714, 304.2:
    # "Opposing weapons have -1 ATK. Opposing armor have -1 DEF" — yours keep their values
    automated("Bladebreaker Gauntlets")
    st = start()
    axe = put(st, 1, "Great Axe", "hero_row")
    sword = put(st, 1, "Worn Longsword", "hero_row")
    shield = put(st, 1, "Oak Buckler", "hero_row")
    mine = put(st, 0, "Worn Longsword", "hero_row")
    st, gauntlets = play_real(st, "Bladebreaker Gauntlets", pay=9)
    st = resolve_chain(st)
    st = resolve_chain(choose(st, str(axe)))
    if st.pending and st.pending[0].kind == "may":
        st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[gauntlets].zone == "hero_row"
    assert st.table.cards[axe].zone == "graveyard"
    assert kw.equipment_atk(st, sword) == 1 and kw.defense(st, shield) == 1
    assert kw.equipment_atk(st, mine) == 2


def test_colossal_cleaver_counts_skulls_into_assault():
    # EN 703: "When an opposing ally is destroyed, add a skull counter." EN 714, Assault N (EN glossary):
    # "This weapon has Assault 1 for each skull counter." — one destroyed opposing ally: +1 ATK on your turn
    automated("Colossal Skull-Clad Cleaver")
    st = start()
    cleaver = put_real(st, 0, "Colossal Skull-Clad Cleaver", "hero_row")
    base = kw.equipment_atk(st, cleaver)
    owl = put(st, 1, "Mist Owl", "allies")
    st = _destroy(st, owl)
    st = resolve_chain(st)
    assert st.table.cards[owl].zone == "graveyard"
    assert kw.equipment_atk(st, cleaver) == base + 1
    mine = put(st, 0, "Mist Owl", "allies")
    st = resolve_chain(_destroy(st, mine))
    assert kw.equipment_atk(st, cleaver) == base + 1  # your own ally adds no counter


def test_tankatronic_goggles_protector_and_opposing_allies_lose_keywords():
    # EN 703: "When Tankatronic Goggles enters play, look at target player's hand." EN 714, 103.2: "Your hero is
    # a Protector. Opposing allies lose and can't have Elusive, Stealth, and Untargetable."
    automated("Tankatronic Goggles")
    st = start()
    owl, stalker, sage = put(st, 1, "Mist Owl", "allies"), put(st, 1, "Shade Stalker", "allies"), put(st, 1, "Veiled Sage", "allies")
    mine = put(st, 0, "Shade Stalker", "allies")
    st, goggles = play_real(st, "Tankatronic Goggles", pay=9)
    st = resolve_chain(st)
    st = resolve_chain(choose(st, "1") if st.pending else st)
    assert st.table.cards[goggles].zone == "hero_row"
    assert kw.has(st, hero(st, 0), "Protector")
    assert not kw.has(st, owl, "Elusive") and not kw.has(st, stalker, "Stealth") and not kw.has(st, sage, "Untargetable")
    assert kw.has(st, mine, "Stealth")


def test_fist_of_the_deity_dual_wield_and_plus_two_this_turn():
    # WoW 406.1: "Your hero has Dual Wield." EN 703/714: "When this weapon enters play, it has +2 ATK this turn."
    automated("Fist of the Deity")
    st = start()
    assert wield.DUAL not in wield.powers(st, 0)
    st, fist = play_real(st, "Fist of the Deity", pay=9)
    st = resolve_chain(st)
    st = resolve_chain(st)
    base = int(kw.data(st, fist).get("atk") or 0)
    assert st.table.cards[fist].zone == "hero_row"
    assert wield.DUAL in wield.powers(st, 0)
    assert kw.equipment_atk(st, fist) == base + 2


# --- labels before a power on the same line: a reputation (206.1), Find Treasure -----------------------


def test_azjol_anak_champion_needs_one_of_each_kind_in_graveyard():
    # EN 714: "This ally has +3 / +3 while an ability, ally, and equipment are in your graveyard." — all three
    automated("Azjol-anak Champion")
    st = start()
    champ = put_real(st, 0, "Azjol-anak Champion", "allies")
    base = _printed(st, champ)
    put(st, 0, "Fire Bolt", "graveyard")
    put(st, 0, "Mist Owl", "graveyard")
    assert _stats(st, champ) == base  # no equipment yet: an ability and an ally are not enough
    put(st, 0, "Oak Buckler", "graveyard")
    assert _stats(st, champ) == (base[0] + 3, base[1] + 3)
    put(st, 1, "Worn Longsword", "graveyard")
    st2 = start()
    other = put_real(st2, 0, "Azjol-anak Champion", "allies")
    for name in ("Fire Bolt", "Mist Owl", "Oak Buckler"):
        put(st2, 1, name, "graveyard")
    assert _stats(st2, other) == base  # your graveyard only


def test_spelunker_maddocks_find_treasure_and_graveyard_count():
    # Find Treasure (EN glossary: enters play, may draw a card, if you do discard a card); EN 714: "Maddocks
    # has +1 ATK / +1 health for each card in your graveyard."
    data = automated("Spelunker Maddocks")
    assert any(pw.trigger == "enter" for pw in card_powers(data))
    st = start()
    dwarf = put_real(st, 0, "Spelunker Maddocks", "allies")
    base = _printed(st, dwarf)
    for name in ("Fire Bolt", "Mist Owl", "Oak Buckler"):
        put(st, 0, name, "graveyard")
    put(st, 1, "Mist Owl", "graveyard")
    assert _stats(st, dwarf) == (base[0] + 3, base[1] + 3)


# --- "while" conditions (EN 714) ----------------------------------------------------------------------


def test_plasu_assault_while_an_opponent_controls_a_shadow_card():
    # EN 714, Assault 2 (EN glossary: +2 ATK on your turn), 202.1a [Shadow]: a card of that damage type
    automated("Plasu")
    st = start()
    plasu = put_real(st, 0, "Plasu", "allies")
    base = _printed(st, plasu)[0]
    put(st, 0, "Vengeful Spirit", "allies")  # your own Shadow ally doesn't count
    assert kw.atk(st, plasu) == base
    put(st, 1, "Vengeful Spirit", "allies")
    assert kw.atk(st, plasu) == base + 2


def test_cincture_of_polarity_even_number_of_heroes_and_allies():
    # EN 714: "Heroes and Allies you control have +2 [Health] while you control an even number of heroes and allies."
    automated("Cincture of Polarity")
    st = start()
    put_real(st, 0, "Cincture of Polarity", "hero_row")
    me = hero(st, 0)
    base = kw.health(st, me)
    owl = put(st, 0, "Mist Owl", "allies")  # hero + 1 ally: even
    assert kw.health(st, me) == base + 2 and kw.health(st, owl) == 5
    put(st, 1, "Mist Owl", "allies")  # the opponent's don't count
    assert kw.health(st, owl) == 5
    second = put(st, 0, "Mist Owl", "allies")  # 3: odd
    assert kw.health(st, me) == base and kw.health(st, owl) == 3 and kw.health(st, second) == 3


def test_cromush_assault_ten_with_exactly_one_remaining_health():
    # EN 714, 205.3 (remaining health = health minus damage): "While Cromush has exactly 1 remaining [Health], he has Assault 10."
    automated("High Warlord Cromush")
    st = start()
    cro = put_real(st, 0, "High Warlord Cromush", "allies")
    atk, health = _printed(st, cro)
    assert kw.atk(st, cro) == atk
    st.table.cards[cro].damage = health - 2
    assert kw.atk(st, cro) == atk
    st.table.cards[cro].damage = health - 1
    assert kw.atk(st, cro) == atk + 10
    st.active = 1  # Assault: only on your turn
    assert kw.atk(st, cro) == atk


def test_scholar_krosiss_seven_cards_in_hand():
    # EN 714: "Krosiss has +2 ATK/ +2 Health while you have seven or more cards in hand." (a misprinted slash)
    automated("Scholar Krosiss")
    st = start()
    kro = put_real(st, 0, "Scholar Krosiss", "allies")
    base = _printed(st, kro)
    hand = st.table.zone(0, "hand")
    while len(hand) > 6:
        st.table.move(hand[-1], "graveyard")
        hand = st.table.zone(0, "hand")
    while len(hand) < 6:
        put(st, 0, "Mist Owl", "hand")
        hand = st.table.zone(0, "hand")
    assert _stats(st, kro) == base
    put(st, 0, "Mist Owl", "hand")
    assert _stats(st, kro) == (base[0] + 2, base[1] + 2)


# --- "for each" counts ---------------------------------------------------------------------------------


def test_braeo_darkpaw_per_attachment():
    # EN 714, 400.1: "This ally has +2 / +2 for each attachment attached to him."
    automated("Braeo Darkpaw")
    st = start()
    braeo = put_real(st, 0, "Braeo Darkpaw", "allies")
    base = _printed(st, braeo)
    resources(st, 0, 1)
    blessing = put(st, 0, "Blessing of Might", "hand")  # "Attach to target ally. Ongoing: Attached ally has +2 ATK."
    st = resolve_chain(choose(apply(st, "play", 0, uid=blessing, x=0), str(braeo)))
    assert st.table.cards[blessing].attached_to == braeo
    assert st.table.cards[braeo].zone == "allies"
    assert _stats(st, braeo) == (base[0] + 2 + 2, base[1] + 2)  # Blessing of Might's own +2 ATK too


def test_obsidia_counts_other_black_and_twilight_dragonkin():
    # EN 714, 202.1a: "This ally has +1 / +1 for each other Black and Twilight Dragonkin you control." — a Black
    # Dragonkin or a Twilight Dragonkin other than Obsidia, yours only
    automated("Obsidia")
    st = start()
    obs = put_real(st, 0, "Obsidia", "allies")
    base = _printed(st, obs)
    assert _stats(st, obs) == base  # herself (a Black Dragonkin) doesn't count
    put_real(st, 0, "Obsidia", "allies")
    put_real(st, 1, "Obsidia", "allies")
    assert _stats(st, obs) == (base[0] + 1, base[1] + 1)


# --- conditions given to every condition reader (cost changes, 403.2) ---------------------------------


def _ready(st, player: int) -> int:
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].tapped)


def test_trophy_gatherer_cheaper_strike_against_a_big_ally():
    # WoW 403.2, 600: "You pay 3 less to strike with this weapon while your hero is in combat with an ally with
    # cost 4 or more." — against Iron Sentinel (cost 4) the strike is free; against Footman Recruit (cost 1) it costs 3
    from engine.wow import costs

    automated("Trophy Gatherer")
    st = start()
    gun = put_real(st, 0, "Trophy Gatherer", "hero_row")
    big, small = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Footman Recruit", "allies")
    assert costs.strike_cost(st, 0, gun) == 3
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=big))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    assert costs.strike_cost(st, 0, gun) == 0
    st = finish_combat(resolve_chain(apply(st, "strike", 0, weapon=gun)))  # no resources: the strike cost 0
    assert st.table.cards[big].damage == kw.equipment_atk(st, gun)
    assert st.table.cards[hero(st, 0)].damage == 0  # "When you strike …, your hero has Long-Range this combat." (EN glossary)
    st2 = start()
    gun2 = put_real(st2, 0, "Trophy Gatherer", "hero_row")
    small2 = put(st2, 1, "Footman Recruit", "allies")
    st2 = resolve_chain(apply(st2, "attack", 0, attacker=hero(st2, 0), defender=small2))
    assert costs.strike_cost(st2, 0, gun2) == 3
    assert small  # the small ally stays out of the first combat


def test_voldrethar_free_strike_with_a_namesake_in_graveyard():
    # WoW 403.2: "You pay 5 less to strike with this weapon if you have a card with the same name as this weapon
    # in your graveyard." — the opponent's graveyard doesn't count
    from engine.wow import costs

    automated("Voldrethar, Dark Blade of Oblivion")
    st = start()
    blade = put_real(st, 0, "Voldrethar, Dark Blade of Oblivion", "hero_row")
    full = int(kw.data(st, blade)["strike_cost"])
    put_real(st, 1, "Voldrethar, Dark Blade of Oblivion", "graveyard")
    assert costs.strike_cost(st, 0, blade) == full
    put_real(st, 0, "Voldrethar, Dark Blade of Oblivion", "graveyard")
    assert costs.strike_cost(st, 0, blade) == max(full - 5, 0)


def test_turning_tide_cheaper_allies_while_you_have_fewer():
    # WoW 403.2: "You pay 2 less to play allies while you control fewer allies than an opponent."
    automated("The Turning Tide")
    st = start()
    put_real(st, 0, "The Turning Tide", "hero_row")
    sentinel = put(st, 0, "Iron Sentinel", "hand")  # cost 4
    resources(st, 0, 2)
    put(st, 1, "Mist Owl", "allies")
    st = apply(st, "play", 0, uid=sentinel, x=0)
    assert st.table.cards[sentinel].zone in ("chain", "allies") and _ready(st, 0) == 0
    st = resolve_chain(st)
    second = put(st, 0, "Iron Sentinel", "hand")  # now one ally each: no discount
    resources(st, 0, 2)
    try:
        apply(st, "play", 0, uid=second, x=0)
        raise AssertionError("played an ally for 2 with no discount")
    except Exception as exc:  # RulesError: not enough ready resources (403.1)
        assert "resources" in str(exc)


def test_watchman_visi_and_kindara_read_the_opposing_hero_face():
    # WoW 301.2 (a hero turns face down when it flips), EN 714: Visi "has Assault 2 while an opposing hero is face
    # down"; Kindara "has +2 ATK / +2 health while an opposing hero is face up"
    automated("Watchman Visi")
    automated("Kindara Mindflayer")
    st = start()
    visi, kin = put_real(st, 0, "Watchman Visi", "allies"), put_real(st, 0, "Kindara Mindflayer", "allies")
    v0, k0 = _printed(st, visi), _printed(st, kin)
    assert kw.atk(st, visi) == v0[0] and _stats(st, kin) == (k0[0] + 2, k0[1] + 2)
    st.table.cards[hero(st, 0)].flags["flipped"] = True  # your own hero doesn't count
    assert kw.atk(st, visi) == v0[0]
    st.table.cards[hero(st, 1)].flags["flipped"] = True
    assert kw.atk(st, visi) == v0[0] + 2 and _stats(st, kin) == k0


# --- lines of other buckets the same readers cut (203.2) -----------------------------------------------


def test_razorsaw_enters_and_leaves_play_triggers():
    # EN 703: "When Razorsaw enters play, he deals 4 ranged damage to target ally in your party. When Razorsaw
    # leaves play, he deals 4 ranged damage to target ally." — two triggers on one line
    automated("Razorsaw")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, saw = play_real(st, "Razorsaw", pay=9)
    st = resolve_chain(st)
    st = resolve_chain(choose(st, str(mine)) if st.pending else st)
    assert st.table.cards[mine].zone == "graveyard"  # 4 damage on a 4-health ally
    st = _destroy(st, saw)
    st = resolve_chain(choose(st, str(foe)) if st.pending else st)
    assert st.table.cards[saw].zone == "graveyard" and st.table.cards[foe].zone == "graveyard"


def test_grim_campfire_counts_fuel_and_heals_at_end_of_turn():
    # EN 703: "When an opposing ally is destroyed, add a fuel counter to this equipment. At the end of your turn,
    # your hero may heal 1 damage from each friendly hero and ally for each fuel counter."
    from engine.wow.counters import counters

    from .test_wscale_counters import next_turn

    automated("Grim Campfire")
    st = start()
    fire = put_real(st, 0, "Grim Campfire", "hero_row")
    st = resolve_chain(_destroy(st, put(st, 1, "Mist Owl", "allies")))
    assert counters(st, fire, "fuel") == 1
    st.table.cards[hero(st, 0)].damage = 3
    ally = put(st, 0, "Stone Guardian", "allies")
    st.table.cards[ally].damage = 2
    st = next_turn(st, may="yes")
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[ally].damage == 1


def test_argent_crusade_label_before_a_static_and_a_cost_change():
    # 206.1 (a reputation is no power), EN 717: Crusader Lord Dalfors "If a Unique ally you control would be dealt
    # damage, prevent 1 of it."; 403.2: Father Gustav "You pay 1 less to play Unique allies, to a minimum of 1."
    from engine.wow import costs

    automated("Crusader Lord Dalfors")
    automated("Father Gustav")
    st = start()
    put_real(st, 0, "Crusader Lord Dalfors", "allies")
    unique, plain = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Veiled Sage", "allies")
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(unique)))
    assert st.table.cards[unique].damage == 2
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(plain)))
    assert st.table.cards[plain].zone == "graveyard"  # 3 damage on 3 health: not Unique, nothing prevented
    put_real(st, 0, "Father Gustav", "allies")
    sentinel, owl = put(st, 0, "Iron Sentinel", "hand"), put(st, 0, "Mist Owl", "hand")
    assert costs.play_cost(st, 0, sentinel) == 3 and costs.play_cost(st, 0, owl) == 2


def test_argent_confessor_paletress_label_before_a_flip_power():
    # 206.1 (the reputation is a deckbuilding label), EN 701, 717: "Flip Paletress, remove a Priest in your graveyard
    # from the game -> The next time target hero or ally would be dealt damage this turn, prevent it."
    from .test_templates_activation import _as_hero, _power

    data = automated("Argent Confessor Paletress")
    st = start()
    pal = _as_hero(st, "Argent Confessor Paletress")
    medic = put(st, 0, "Field Medic", "graveyard")  # a Priest
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(choose(apply(st, "power", 0, uid=pal, power=_power(data), x=0, pay=[medic]), str(ally)))
    assert st.table.cards[pal].flags.get("flipped") and st.table.cards[medic].zone == "removed"
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(ally)))
    assert st.table.cards[ally].damage == 0  # the shield took the whole 3 damage


# --- two powers joined by "and" in one sentence; "for each other" ---------------------------------------


def test_champions_breastplate_flat_and_per_heirloom_counter():
    # EN 714, 404.1: "Weapons you control have +1 ATK and an additional +1 ATK for each heirloom counter on this armor."
    automated("Champion's Deathdealer Breastplate")
    st = start()
    plate = put_real(st, 0, "Champion's Deathdealer Breastplate", "hero_row")
    sword, foe = put(st, 0, "Worn Longsword", "hero_row"), put(st, 1, "Worn Longsword", "hero_row")
    assert kw.equipment_atk(st, sword) == 3 and kw.equipment_atk(st, foe) == 2
    st.table.cards[plate].counters["heirloom"] = 2
    assert kw.equipment_atk(st, sword) == 5 and kw.equipment_atk(st, foe) == 2


def test_gloves_of_calculated_risk_three_powers_on_one_line():
    # 403.2 "You pay 1 less to play equipment, to a minimum of 1." EN 714 "Weapons you control have +1 ATK and other
    # armor you control has +1 [DEF]." EN 703 "When this armor is destroyed, destroy all other equipment you control."
    from engine.wow import costs

    automated("Gloves of Calculated Risk")
    st = start()
    gloves = put_real(st, 0, "Gloves of Calculated Risk", "hero_row")
    sword, buckler = put(st, 0, "Worn Longsword", "hero_row"), put(st, 0, "Oak Buckler", "hero_row")
    foe = put(st, 1, "Oak Buckler", "hero_row")
    assert kw.equipment_atk(st, sword) == 3 and kw.defense(st, buckler) == 3 and kw.defense(st, foe) == 2
    assert kw.defense(st, gloves) == int(kw.data(st, gloves)["def"])  # "other armor": not itself
    axe, helm = put(st, 0, "Great Axe", "hand"), put(st, 0, "Chain Helm", "hand")
    assert costs.play_cost(st, 0, axe) == 2 and costs.play_cost(st, 0, helm) == 1  # to a minimum of 1
    resources(st, 0, 9)
    shatter = put_real(st, 0, "Bladebreaker Gauntlets", "hand")  # Hands armor too: 414.2 destroys one of the two
    st = apply(st, "play", 0, uid=shatter, x=0)
    for _ in range(12):
        if st.pending:
            ids = [o.id for o in st.pending[0].options]
            st = choose(st, str(gloves) if str(gloves) in ids else ("none" if "none" in ids else ids[0]) if st.pending[0].kind != "target" else str(foe))
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            break
    assert st.table.cards[gloves].zone == "graveyard"
    assert st.table.cards[sword].zone == "graveyard" and st.table.cards[buckler].zone == "graveyard"
    assert st.table.cards[shatter].zone == "graveyard"  # "all other equipment you control": the new armor too


def test_final_voyage_assault_per_card_in_opposing_hands():
    # EN 714, Assault N (EN glossary): "This weapon has Assault 1 for each card in opposing hands." (on your turn)
    automated("Final Voyage")
    st = start()
    bow = put_real(st, 0, "Final Voyage", "hero_row")
    base = int(kw.data(st, bow).get("atk") or 0)
    theirs = len(st.table.zone(1, "hand"))
    put(st, 0, "Mist Owl", "hand")  # your own hand doesn't count
    assert kw.equipment_atk(st, bow) == base + theirs
    put(st, 1, "Mist Owl", "hand")
    assert kw.equipment_atk(st, bow) == base + theirs + 1
    st.active = 1
    assert kw.equipment_atk(st, bow) == base


def test_lifemistress_tanagra_each_other_nature_ally():
    # EN 714, 202.1a ([Nature]: the damage type): "Nature allies in your party have +1 ATK for each other Nature ally
    # in your party." — two other Nature allies: +2 each; a Nature ally alone in its group gets +0
    automated("Lifemistress Tanagra")
    st = start()
    tan = put_real(st, 0, "Lifemistress Tanagra", "allies")
    base = _printed(st, tan)[0]
    assert kw.atk(st, tan) == base
    owl, mender = put(st, 0, "Mist Owl", "allies"), put(st, 0, "Spring Mender", "allies")  # both [Nature]
    sword_guy, foe = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies")
    assert kw.atk(st, tan) == base + 2 and kw.atk(st, owl) == 3 and kw.atk(st, mender) == 3
    assert kw.atk(st, sword_guy) == 4 and kw.atk(st, foe) == 1


# --- an event trigger's card: "that ally can't ready during its controller's next ready step" (501.1a) ----


def test_iceblade_hacker_keeps_the_damaged_ally_exhausted():
    # EN 703, 501.1a: "When your hero deals combat damage to an ally, that ally can't ready during its controller's
    # next ready step." — the struck ally stays exhausted through its controller's next ready step only
    from .test_wscale_counters import next_turn

    automated("Iceblade Hacker")
    st = start()
    axe = put_real(st, 0, "Iceblade Hacker", "hero_row")
    struck, other = put(st, 1, "Veiled Sage", "allies"), put(st, 1, "Footman Recruit", "allies")
    st.table.cards[struck].tapped = st.table.cards[other].tapped = True
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=struck))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    st = finish_combat(resolve_chain(apply(st, "strike", 0, weapon=axe)))
    assert st.table.cards[struck].damage == 2
    st = next_turn(st)  # the opponent's turn: its ready step has passed
    assert st.active == 1
    assert st.table.cards[struck].tapped and not st.table.cards[other].tapped
    st = next_turn(next_turn(st))  # its following ready step readies it again
    assert not st.table.cards[struck].tapped


def test_fossilized_hatchling_needs_four_allies_in_your_graveyard():
    # 103.2 / 409 (a play restriction): "Play only if you have four or more allies in your graveyard."
    import pytest

    from engine.core import RulesError

    automated("Fossilized Hatchling")
    st = start()
    for _ in range(3):
        put(st, 0, "Mist Owl", "graveyard")
    put(st, 0, "Fire Bolt", "graveyard")  # not an ally
    put(st, 1, "Mist Owl", "graveyard")  # not yours
    egg = put_real(st, 0, "Fossilized Hatchling", "hand")
    resources(st, 0, 9)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=egg, x=0)
    put(st, 0, "Mist Owl", "graveyard")
    st = resolve_chain(apply(st, "play", 0, uid=egg, x=0))
    assert st.table.cards[egg].zone == "allies"
