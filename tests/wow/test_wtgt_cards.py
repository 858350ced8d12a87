"""Helper wtgt: three engine fixes ("another target" after a first object, "for each damage on it" read on the
target, a given Mend healing from the card that has it) and the miscellaneous family's cards
(``engine/wow/cards/scripts/wtgt.toml``, ``engine/wow/cards/templates_wtgt.py``), each played with the real card of
the pool and every clause of its text checked."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _hand(st, p: int) -> int:
    return len(st.table.zone(p, "hand"))


# --- bug 3: a Mend given by another card heals from the card that has it (EN glossary Mend, 408.2c) ----------------


def test_given_mend_heals_with_the_card_that_has_mend_as_source():
    # EN glossary Mend N: "At the start of your turn, this character may heal N damage from target hero or ally" (the
    # card's reminder: "it may heal"); 408.2c: the packet's source is the character the modifier names, the card with
    # Mend. Mark of Life gives Grovemender Ash'lon Mend 1 more (one Mend 4 trigger); Grovemender heals, so its "When
    # this ally heals damage, you may draw a card." triggers (with the hero as source it would not).
    automated("Grovemender Ash'lon")
    automated("Mark of Life")
    st = start()
    grove = put_real(st, 0, "Grovemender Ash'lon", "allies")
    st, _mark = play_real(st, "Mark of Life", 0, str(grove))
    st = resolve_chain(st)
    assert kw.keywords(st, grove)["Mend"] == 4
    st.table.cards[hero(st, 0)].damage = 5
    hand = _hand(st, 0)
    st = _advance(st, 3, {"target": str(hero(st, 0)), "may": "yes"})
    assert st.table.cards[hero(st, 0)].damage == 1  # Mend 4
    assert _hand(st, 0) == hand + 2  # the draw step + Grovemender's "heals damage" trigger


# --- bug 1: "another target" is other than the object named before it (EN 706) ---------------------------------------


def _as_hero(st, player: int, name: str) -> int:
    """The real hero ``name`` in place of ``player``'s fixture hero (test setup)."""
    old = hero(st, player)
    new = put_real(st, player, name, "hero_row")
    st.heroes[player] = new
    st.table.move(old, "removed")
    return new


def _options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def test_binding_heal_another_target_is_not_your_hero():
    # 407.1, 405.4, EN 706: "Your hero heals 5 damage from itself and 5 damage from another target hero or ally." —
    # "another" is other than your hero (named first): your hero can't be the target; it heals 5, the target 5
    automated("Binding Heal")
    st = start()
    ally = put(st, 0, "Stone Guardian", "allies")
    st.table.cards[hero(st, 0)].damage = 7
    st.table.cards[hero(st, 1)].damage = 6
    st.table.cards[ally].damage = 2
    binding = put_real(st, 0, "Binding Heal", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=binding, x=0)
    assert st.pending[0].kind == "target"
    assert str(hero(st, 0)) not in _options(st) and {str(hero(st, 1)), str(ally)} <= _options(st)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[ally].damage == 2


def test_naseth_heals_another_target_than_the_first_himself_included():
    # EN 706: "[Exhaust] -> Primalist Naseth deals 4 nature damage to target hero or ally and heals 4 damage from another
    # target hero or ally." — "another" is other than the first target, not other than Naseth: he may heal himself;
    # the first target can't be chosen again
    data = automated("Primalist Naseth")
    st = start()
    naseth = put_real(st, 0, "Primalist Naseth", "allies")
    st.table.cards[naseth].damage = 2
    foe = hero(st, 1)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=naseth, power=index, x=0)
    st = choose(st, str(foe))
    assert str(naseth) in _options(st) and str(foe) not in _options(st)
    st = resolve_chain(choose(st, str(naseth)))
    assert st.table.cards[foe].damage == 4 and st.table.cards[naseth].damage == 0 and st.table.cards[naseth].tapped


def test_jasmia_heals_another_ally_than_the_one_entering():
    # EN 703, 706: "BACK: When an ally enters play under your control, Jasmia may heal all damage from another target
    # ally." — "another" is other than the entering ally: it can't be chosen; another (damaged) ally is healed
    automated("Jasmia, Nature's Chosen")
    st = start()
    jasmia = _as_hero(st, 0, "Jasmia, Nature's Chosen")
    st.table.cards[jasmia].flags["flipped"] = True  # her back face (301.2)
    cid = st.table.cards[jasmia].card_id
    st.cards[cid] = {**st.cards[cid], "health": 28}  # (the card data prints no health for her)
    hurt = put(st, 0, "Stone Guardian", "allies")
    st.table.cards[hurt].damage = 3
    new = put(st, 0, "Iron Sentinel", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=new, x=0)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "target"
    assert str(new) not in _options(st) and str(hurt) in _options(st)
    st = resolve_chain(choose(st, str(hurt)))
    if st.pending:  # "may" (EN 709.3)
        st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[hurt].damage == 0


# --- bug 2: "for each damage on it" counts the damage on "it", the target (405.6, EN 709) ---------------------------


def test_randolphe_each_opposing_character_counts_its_own_damage():
    # 405.6, EN 709, EN 714: "3, Flip Randolphe -> Each opposing hero and ally has -1 ATK this turn for each damage on
    # it." — "it" is each opposing character: an ally with 2 damage gets -2 ATK, an undamaged one nothing, not the
    # damage on Randolphe; the flip is part of the cost (301.2)
    from .test_templates import real_pool

    rec = real_pool().get("DKS-1")
    assert rec is not None and rec.data["name"] == "Randolphe Mortimer"
    st = start()
    old = hero(st, 0)
    card = st.table.add(rec.id, 0, "hero_row")
    st.cards[rec.id] = rec.data
    st.heroes[0] = card.uid
    st.table.move(old, "removed")
    randolphe = card.uid
    st.table.cards[randolphe].damage = 1
    hurt = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK
    st.table.cards[hurt].damage = 2
    fresh = put(st, 1, "Stone Guardian", "allies")  # 3 ATK
    resources(st, 0, 3)
    index = next(i for i, pw in enumerate(card_powers(rec.data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=randolphe, power=index, x=0))
    assert st.table.cards[randolphe].flags.get("flipped")
    assert kw.atk(st, hurt) == 2 and kw.atk(st, fresh) == 3


def test_target_ally_has_assault_for_each_damage_on_it():
    # 405.6, EN 709: "Target ally has Assault 2 this turn for each damage on it." (the wording, on a made-up ability:
    # no printed card has it) — "it" is the target ally: 2 damage on it, Assault 4; the card's own damage is not read
    st = start()
    data = {"name": "Wtgt Test Fury", "type": "ability", "cost": 1, "text": "Target ally has Assault 2 this turn for each damage on it.",
            "keywords": {}, "tags": [], "classes": [], "health": None, "atk": None}
    assert all(pw.automated for pw in card_powers(data))
    st.cards["WTGT-1"] = data
    fury = st.table.add("WTGT-1", 0, "hand").uid
    ally = put(st, 0, "Stone Guardian", "allies")  # 3 ATK
    st.table.cards[ally].damage = 2
    resources(st, 0, 1)
    st = resolve_chain(choose(apply(st, "play", 0, uid=fury, x=0), str(ally)))
    assert kw.keywords(st, ally).get("Assault") == 4 and kw.atk(st, ally) == 7  # Assault on your turn


# --- the family: miscellaneous cards ------------------------------------------------------------------------------


def _pick_targets(st, *uids: int):
    """Answer the next target choices with ``uids`` in order (one per divided point, EN 706)."""
    for uid in uids:
        assert st.pending and st.pending[0].kind == "target", st.pending
        st = choose(st, str(uid))
    return st


def _play_ally(st, name: str, player: int = 0):
    uid = put_real(st, player, name, "hand")
    resources(st, player, 8)
    return resolve_chain(apply(st, "play", player, uid=uid, x=0)), uid


def test_gorlash_empower_divides_4_nature_damage_with_another_shaman():
    # Empower (templates_gates), EN 703, 709, 405.4: "Empower Shaman: When this ally enters play, if you control another
    # Shaman hero or ally, this ally deals 4 nature damage divided as you choose to any number of target heroes and/or
    # allies." — P1's hero Korga is a Shaman: 3 to the opposing hero and 1 to an ally, one packet each (source Gorlash)
    automated("Gorlash, Herald of the Elements")
    st = start()
    foe = put(st, 1, "Field Medic", "allies")  # 3 health
    st, gorlash = _play_ally(st, "Gorlash, Herald of the Elements")
    st = resolve_chain(_pick_targets(st, hero(st, 1), hero(st, 1), hero(st, 1), foe))
    assert st.table.cards[hero(st, 1)].damage == 3 and st.table.cards[foe].damage == 1
    assert st.table.cards[gorlash].zone == "allies"


def test_gorlash_empower_does_nothing_without_another_shaman():
    # EN 709: the condition is checked on resolution: with a Paladin hero and no other Shaman, no damage
    automated("Gorlash, Herald of the Elements")
    st = start()
    old = hero(st, 0)
    paladin = put(st, 0, "Alia Dawnblade", "hero_row")
    st.heroes[0] = paladin
    st.table.move(old, "removed")
    st, _gorlash = _play_ally(st, "Gorlash, Herald of the Elements")
    st = resolve_chain(_pick_targets(st, hero(st, 1), hero(st, 1), hero(st, 1), hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 0


def test_baxtan_empower_divides_3_fire_damage_with_another_mage():
    # Empower, EN 703, 709, 405.4: "Empower Mage: When this ally enters play, if you control another Mage hero or ally,
    # this ally deals 3 fire damage divided as you choose to any number of target heroes and/or allies." — with Ember
    # Adept (a Mage) in play: 2 to one ally, 1 to another; without a Mage (Korga is a Shaman): nothing
    automated("Baxtan, Herald of the Flame")
    for with_mage in (True, False):
        st = start()
        if with_mage:
            put(st, 0, "Ember Adept", "allies")
        a = put(st, 1, "Field Medic", "allies")  # 3 health
        b = put(st, 1, "Iron Sentinel", "allies")
        st, _baxtan = _play_ally(st, "Baxtan, Herald of the Flame")
        st = resolve_chain(_pick_targets(st, a, a, b))
        assert (st.table.cards[a].damage, st.table.cards[b].damage) == ((2, 1) if with_mage else (0, 0))


def test_earth_elemental_totem_puts_a_protector_token_and_stays():
    # 305.2a, 305.3a, 404.2: "Totem … Put an Earth Elemental ally token with 2 ATK, 2 health, and protector into play.
    # Ongoing" — the token enters play; the totem stays in play as an ongoing ability that is also an ally
    automated("Earth Elemental Totem")
    st = start()
    totem = put_real(st, 0, "Earth Elemental Totem", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=totem, x=0))
    tokens = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Earth Elemental"]
    assert len(tokens) == 1
    token = tokens[0]
    assert kw.atk(st, token) == 2 and kw.health(st, token) == 2 and kw.has(st, token, "Protector")
    assert kw.in_play(st, totem) and kw.is_ally(st, totem)


def test_hildagard_destroys_a_hero_she_deals_combat_damage_to():
    # EN 703, 415.9c, 102.1a: "When Hildagard deals combat damage to a hero, destroy that hero." — with +1 ATK she deals
    # 1 combat damage to the opposing hero: it is destroyed and its player loses
    from engine.core import Modifier

    from .test_combat import attack, finish_combat

    automated("Chief Apothecary Hildagard")
    st = start()
    hilda = put_real(st, 0, "Chief Apothecary Hildagard", "allies")  # 0 ATK / 1 health
    st.modifiers.append(Modifier(hilda, "atk", 1, duration="this_turn", player=0, turn=st.turn, source=hilda))
    st = resolve_chain(finish_combat(attack(st, hilda, hero(st, 1))))
    assert st.over and st.result.winners == [0]


def test_hildagard_without_atk_deals_no_damage_no_trigger():
    # 408.2a: a 0 ATK attacker makes no combat damage packet: nothing to trigger on
    from .test_combat import attack, finish_combat

    st = start()
    hilda = put_real(st, 0, "Chief Apothecary Hildagard", "allies")
    st = resolve_chain(finish_combat(attack(st, hilda, hero(st, 1))))
    assert not st.over and st.table.cards[hero(st, 1)].zone == "hero_row"


def test_crusty_deals_that_much_to_a_second_target():
    # EN 703, 706, 709.3, 408.2c: "When Crusty deals combat damage to an ally, he may also deal that much melee damage
    # to a second target hero or ally." — Crusty (2 ATK) attacks an ally: the second target is another card than that
    # ally (it can't be chosen); the opposing hero takes 2 melee damage from Crusty
    from .test_combat import attack, finish_combat

    automated("Crusty")
    st = start()
    crusty = put_real(st, 0, "Crusty", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK / 4 health
    other = put(st, 1, "Field Medic", "allies")
    st = finish_combat(attack(st, crusty, foe))
    assert st.table.cards[foe].damage == 2 and st.table.cards[crusty].damage == 4
    assert st.pending and st.pending[0].kind == "target"
    assert str(foe) not in _options(st) and {str(hero(st, 1)), str(other), str(crusty)} <= _options(st)
    st = choose(st, str(hero(st, 1)))
    if st.pending and st.pending[0].kind == "may":
        st = choose(st, "yes")
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[other].damage == 0


def test_kelm_each_opponent_destroys_an_alliance_card():
    # EN 703, 709.1, 415.9c, 206.1b: "When Kelm attacks, each opponent destroys an [Alliance] card he controls." — the
    # opponent picks among his Alliance cards (his Alliance hero, an Alliance ally; not a neutral one) and destroys it
    from .test_combat import attack

    automated("Kelm Hargunth")
    st = start()
    kelm = put_real(st, 0, "Kelm Hargunth", "allies")
    footman = put(st, 1, "Footman Recruit", "allies")  # Alliance
    owl = put(st, 1, "Mist Owl", "allies")  # no faction
    st = attack(st, kelm, hero(st, 1))
    for _ in range(10):
        if st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.pending[0].kind == "player_picks" and st.pending[0].player == 1
    assert _options(st) == {str(footman), str(hero(st, 1))}
    st = choose(st, str(footman))
    assert st.table.cards[footman].zone == "graveyard" and st.table.cards[owl].zone == "allies"


def _destroy_by_damage(st, uid: int):
    """Fatal damage, then the checks before priority destroy it (410.6a): a pass hands priority on."""
    st.table.cards[uid].damage = 99
    return apply(st, "pass", st.priority)


def test_chelleys_staff_heals_the_destroyed_allys_cost():
    # EN 703, 407.1, 201.1: "When an ally you control is destroyed, your hero heals damage from itself equal to that
    # ally's cost." — Iron Sentinel (cost 4) of yours destroyed: heal 4; an opposing ally destroyed: nothing
    automated("Chelley's Staff of Dark Mending")
    st = start()
    put_real(st, 0, "Chelley's Staff of Dark Mending", "hero_row")
    st.table.cards[hero(st, 0)].damage = 6
    foe = put(st, 1, "Field Medic", "allies")
    st = resolve_chain(_destroy_by_damage(st, foe))
    assert st.table.cards[foe].zone == "graveyard" and st.table.cards[hero(st, 0)].damage == 6
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(_destroy_by_damage(st, mine))
    assert st.table.cards[mine].zone == "graveyard" and st.table.cards[hero(st, 0)].damage == 2


def test_vambraces_hit_the_hero_in_the_destroyed_allys_party():
    # EN 703, 706, 405.4, 415.8b: "When an ally is destroyed, your hero deals melee damage equal to that ally's cost to
    # target hero in that ally's party." — an opposing Iron Sentinel (cost 4): only the opposing hero can be targeted,
    # 4 melee damage; one of your allies (Field Medic, cost 3): your own hero takes 3
    automated("Vambraces of the Sadist")
    st = start()
    put_real(st, 0, "Vambraces of the Sadist", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = _destroy_by_damage(st, foe)
    assert st.pending and st.pending[0].kind == "target" and _options(st) == {str(hero(st, 1))}
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 4
    mine = put(st, 0, "Field Medic", "allies")
    st = _destroy_by_damage(st, mine)
    assert st.pending and _options(st) == {str(hero(st, 0))}
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 3


def _swap_hero(st, player: int, name: str) -> int:
    """A fixture hero ``name`` in place of ``player``'s hero (test setup)."""
    old = hero(st, player)
    new = put(st, player, name, "hero_row")
    st.heroes[player] = new
    st.table.move(old, "removed")
    return new


def test_protective_barricade_class_lines():
    # 206.1c, 403.2, 304.2: "[Paladin] Hero: This armor has +2 [DEF]" / "[Shaman] Hero: You pay 2 less to play this
    # armor." — with the Shaman Korga it costs 2 (of 4) and has its printed 4 DEF; with a Paladin hero 6 DEF, full cost
    from engine.core import RulesError

    automated("Protective Barricade of the Light")
    st = start()
    shield = put_real(st, 0, "Protective Barricade of the Light", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=shield, x=0))
    assert st.table.cards[shield].zone == "hero_row" and kw.defense(st, shield) == 4
    _swap_hero(st, 0, "Alia Dawnblade")
    assert kw.defense(st, shield) == 6
    st2 = start()
    _swap_hero(st2, 0, "Alia Dawnblade")
    other = put_real(st2, 0, "Protective Barricade of the Light", "hand")
    resources(st2, 0, 2)
    try:
        apply(st2, "play", 0, uid=other, x=0)
    except RulesError:
        pass
    else:
        raise AssertionError("a Paladin paid 2 for it")


def test_thrall_costs_8_less_with_each_element_and_shields_the_others():
    # 403.2, 205.1: "You pay 8 less to play this ally if you control each of the following: [Fire] card, [Frost] card,
    # [Melee] card, [Nature] card." — with a fire, a frost, a melee and a nature ally he costs 0; without the nature one
    # the full 8. 103.2: "Other abilities, allies, and equipment you control can't be destroyed." — fatal damage doesn't
    # destroy your other ally (410.6a); Thrall himself is destroyed, and the ally then in the next wave
    from engine.core import RulesError

    automated("Thrall, Guardian of the Elements")
    st = start()
    for name in ("Ember Adept", "Frost Warden", "Iron Sentinel"):
        put(st, 0, name, "allies")
    thrall = put_real(st, 0, "Thrall, Guardian of the Elements", "hand")
    try:
        apply(st, "play", 0, uid=thrall, x=0)
    except RulesError:
        pass
    else:
        raise AssertionError("played without a [Nature] card")
    owl = put(st, 0, "Mist Owl", "allies")  # nature
    st = resolve_chain(apply(st, "play", 0, uid=thrall, x=0))
    assert st.table.cards[thrall].zone == "allies"
    st.table.cards[owl].damage = 5
    st = apply(st, "pass", 0)
    assert st.table.cards[owl].zone == "allies"
    st.table.cards[thrall].damage = 9  # Thrall isn't "other": destroyed; then the owl in the next wave (410.6, 103.4)
    st = apply(st, "pass", st.priority)
    assert st.table.cards[thrall].zone == "graveyard" and st.table.cards[owl].zone == "graveyard"


def _power(data: dict) -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")


def test_wand_of_prismatic_focus_five_packets_of_five_types():
    # EN 703, 405.4, 408.3a: "When Wand of Prismatic Focus enters play, your hero deals 1 arcane, 1 fire, 1 frost,
    # 1 nature, and 1 shadow damage to target ally." — five packets of 1 on the target, one of each type
    automated("Wand of Prismatic Focus")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 health
    wand = put_real(st, 0, "Wand of Prismatic Focus", "hand")
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=wand, x=0))
    st = resolve_chain(_pick_targets(st, foe))
    assert st.table.cards[wand].zone == "hero_row"
    dealt = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe]
    assert sorted(e.get("dtype") for e in dealt) == ["arcane", "fire", "frost", "nature", "shadow"]
    assert all(e.get("n") == 1 for e in dealt) and st.table.cards[foe].zone == "graveyard"  # 5 damage: fatal (410.6a)


def test_aileen_deals_the_exhausted_nature_cards_atk():
    # EN 701, 403.1, 408.2c: "1, Exhaust a [Nature] card you control -> This ally deals nature damage to target hero or
    # ally equal to that [Nature] card's ATK." — Mist Owl (nature) with +2 ATK: 3 nature damage from Aileen; a card
    # without the nature icon can't pay
    from engine.core import Modifier, RulesError

    data = automated("Aileen the Thunderblessed")
    st = start()
    aileen = put_real(st, 0, "Aileen the Thunderblessed", "allies")
    owl = put(st, 0, "Mist Owl", "allies")  # 1 nature ATK
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # melee
    st.modifiers.append(Modifier(owl, "atk", 2, duration="this_turn", player=0, turn=st.turn, source=owl))
    resources(st, 0, 1)
    try:
        apply(st, "power", 0, uid=aileen, power=_power(data), x=0, pay=[sentinel])
    except RulesError:
        pass
    else:
        raise AssertionError("a melee ally paid for a [Nature] card")
    st = apply(st, "power", 0, uid=aileen, power=_power(data), x=0, pay=[owl])
    st = resolve_chain(_pick_targets(st, hero(st, 1)))
    assert st.table.cards[owl].tapped and st.table.cards[hero(st, 1)].damage == 3


def test_totem_of_splintering_destroys_a_totem_for_its_cost_and_readies_on_totems():
    # EN 701, 403.1, 405.4: "1, [Exhaust], Destroy a Totem you control -> Your hero deals nature damage equal to that
    # Totem's cost to target hero or ally." — Searing Idol (cost 2): 2 nature damage; EN 703, 411.1: "When you play a
    # Totem, ready this item." — playing another Totem readies it
    data = automated("Totem of Splintering")
    st = start()
    item = put_real(st, 0, "Totem of Splintering", "hero_row")
    idol = put(st, 0, "Searing Idol", "allies")
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=item, power=_power(data), x=0, pay=[idol])
    st = resolve_chain(_pick_targets(st, hero(st, 1)))
    assert st.table.cards[idol].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 2
    assert st.table.cards[item].tapped
    other = put(st, 0, "Searing Idol", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=other, x=0))
    assert not st.table.cards[item].tapped


def test_kwee_steals_the_ally_he_damages_while_he_stays_yours():
    # EN 703, 401.3, 401.3b: "When this ally deals combat damage to an ally while attacking, gain control of that ally
    # while this ally remains under your control." — Kwee (Long-Range: no damage back) hits an ally: it is P1's now;
    # when the opponent gains control of Kwee, the ally goes back; and when Kwee leaves play too
    from engine.wow.control import gain_control

    from .test_combat import attack, finish_combat

    automated("Kwee Q. Peddlefeet")
    for how in ("control", "destroyed"):
        st = start()
        kwee = put_real(st, 0, "Kwee Q. Peddlefeet", "allies")
        foe = put(st, 1, "Field Medic", "allies")  # 2 ATK / 3 health
        st.table.cards[foe].tapped = True
        st = resolve_chain(finish_combat(attack(st, kwee, foe)))
        assert st.table.cards[foe].controller == 0 and st.table.cards[kwee].damage == 0
        if how == "control":
            gain_control(st, kwee, 1, source=hero(st, 1))  # another card gives Kwee to the opponent
        else:
            st.table.cards[kwee].damage = 9
            st = apply(st, "pass", st.priority)
            assert st.table.cards[kwee].zone == "graveyard"
        assert st.table.cards[foe].controller == 1


def test_kwee_defending_steals_nothing():
    # EN 703: "while attacking" — Kwee damaging an attacker as the defender gains nothing
    from .test_combat import attack, finish_combat

    st = start()
    kwee = put_real(st, 0, "Kwee Q. Peddlefeet", "allies")
    foe = put(st, 1, "Field Medic", "allies")
    st = _advance(st, 2)
    st = resolve_chain(finish_combat(attack(st, foe, kwee, player=1)))
    assert st.table.cards[foe].damage == 1 and st.table.cards[foe].controller == 1


def test_footwraps_take_an_opposing_equipment_while_you_control_them():
    # EN 703, 706, 401.3, 401.3b: "When this armor enters play, target an opposing equipment. You control it while this
    # armor remains under your control." — the opposing weapon moves to your hero row; when the armor leaves play it
    # goes back
    automated("Footwraps of Vile Deceit")
    st = start()
    sword = put(st, 1, "Worn Longsword", "hero_row")
    boots = put_real(st, 0, "Footwraps of Vile Deceit", "hand")
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=boots, x=0))
    st = resolve_chain(_pick_targets(st, sword))
    assert st.table.cards[sword].controller == 0 and sword in st.table.zone(0, "hero_row")
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    destroy(st, boots, R("415.9c"))  # another card destroys the armor (test setup)
    assert st.table.cards[sword].controller == 1 and sword in st.table.zone(1, "hero_row")


def test_arcane_missiles_x_at_most_5():
    # 201.3, 103.1, 405.4: "Your hero deals X arcane damage to target hero or ally. X can't be more than 5." — X=6 is
    # refused (and not offered) even with 6 resources; X=5 deals 5 arcane damage
    from engine.core import RulesError

    from .helpers import labels

    data = automated("Arcane Missiles")
    assert data.get("cost_x")
    st = start()
    missiles = put_real(st, 0, "Arcane Missiles", "hand")
    resources(st, 0, 6)
    offered = [a for a in labels(st, 0) if a.startswith("Play Arcane Missiles")]
    assert any("X=5" in a for a in offered) and not any("X=6" in a for a in offered)
    try:
        apply(st, "play", 0, uid=missiles, x=6)
    except RulesError:
        pass
    else:
        raise AssertionError("X=6 was allowed")
    st = resolve_chain(choose(apply(st, "play", 0, uid=missiles, x=5), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 5


def test_lightning_storm_divides_x_nature_damage():
    # 201.3, 707.1b, 405.4: "Your hero deals X nature damage divided as you choose to any number of target allies." —
    # X=3: three points named (a target each, repeats allowed): 2 to one ally, 1 to another, one packet each; a hero
    # can't be named
    automated("Lightning Storm")
    st = start()
    a = put(st, 1, "Field Medic", "allies")  # 3 health
    b = put(st, 1, "Iron Sentinel", "allies")
    storm = put_real(st, 0, "Lightning Storm", "hand")
    resources(st, 0, 5)  # 2 + X
    st = apply(st, "play", 0, uid=storm, x=3)
    assert str(hero(st, 1)) not in _options(st)
    st = resolve_chain(_pick_targets(st, a, a, b))
    assert st.table.cards[a].damage == 2 and st.table.cards[b].damage == 1
    dealt = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") in (a, b)]
    assert len(dealt) == 2 and {e.get("dtype") for e in dealt} == {"nature"}


def test_goblin_gumbo_returns_on_top_of_its_owners_deck():
    # 400.1, EN 714: "Attach to target ally. Ongoing: Attached ally has -2 ATK." — EN 703, 415.9c, 410.6c: "When Goblin
    # Gumbo enters a graveyard from play, put it from that graveyard on top of its owner's deck." — its host destroyed,
    # the game destroys it (410.6c): it goes on top of P1's deck
    automated("Goblin Gumbo")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK
    st, gumbo = play_real(st, "Goblin Gumbo", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[gumbo].attached_to == foe and kw.atk(st, foe) == 2
    st.table.cards[foe].damage = 9
    st = resolve_chain(apply(st, "pass", st.priority))
    assert st.table.cards[foe].zone == "graveyard"
    assert st.table.cards[gumbo].zone == "deck" and st.table.zone(0, "deck")[0] == gumbo
