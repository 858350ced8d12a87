"""Helper watt: attachments (400.1–400.7) and cards that care about attachments, scripted in
``engine/wow/cards/scripts/watt.toml`` — each played with the real card: attached, its effect on the
host checked, and the effect gone once the attachment or its host leaves play (400.5, 415.9a)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.keys import CANT_ATTACK, CANT_PROTECT
from engine.wow.leaving_play import destroy
from engine.wow.procedure import event_triggers
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_more import play_real as _play_real
from .test_wgrant import _granted, _use

pytestmark = needs(WOW_CARDS)


def play_real(st, name: str, player: int = 0, *picks: str, pay: int = 12):
    """The real card played from hand with enough resources (403.1)."""
    return _play_real(st, name, player, *picks, pay=pay)


def _attach(st, name: str, host: int, player: int = 0, *more: str):
    """Play ``name`` targeting ``host`` and resolve it: it enters play attached (400.1)."""
    st, card = play_real(st, name, player, str(host), *more)
    st = resolve_chain(st)
    assert st.table.cards[card].attached_to == host and st.table.cards[card].zone in ("hero_row", "allies", "resources")
    return st, card


def _until_pending(st, kind: str):
    """Pass (answering other choices with their first option) until a choice of ``kind`` is asked."""
    for _ in range(80):
        if st.pending and st.pending[0].kind == kind:
            return st
        if st.pending:
            p = st.pending[0]
            st = choose(st, *([] if p.min == 0 else [o.id for o in p.options[: p.min]]))
        else:
            st = apply(st, "pass", st.priority)
    raise AssertionError(f"no {kind} choice")


def _gone(st, card: int) -> bool:
    return st.table.cards[card].zone == "graveyard"


def _host_leaves(st, host: int, card: int):
    """The host is destroyed (415.9c): its attachments are destroyed by the game (400.5, 415.9a)."""
    destroy(st, host, R("415.9c"))
    st = apply(st, "pass", st.priority) if not st.pending else st
    assert _gone(st, card)
    return st


# --- "Ongoing: Attached hero has:" three payment powers (EN 714, 701) ------------------------------------------


def test_shroud_of_the_archmage_gives_the_hero_three_exhaust_powers():
    # 400.3 "Attach to your hero." (no target); EN 714 / 701: the hero has the three [Exhaust] powers, pays [Exhaust] itself
    automated("Shroud of the Archmage")
    st = start({"auto_pass": False})
    me, foe = hero(st, 0), hero(st, 1)
    ally = put(st, 1, "Mist Owl", "allies")
    assert _granted(st, me) == []
    st, shroud = play_real(st, "Shroud of the Archmage", 0)
    st = resolve_chain(st)
    assert st.table.cards[shroud].attached_to == me
    assert len(_granted(st, me)) == 3 and _granted(st, shroud) == []
    hand = len(st.table.zone(0, "hand"))
    st = _use(st, me, which="Draw a card")
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[me].tapped  # 411.1: the hero paid [Exhaust]
    st.table.cards[me].tapped = False
    st = _use(st, me, str(foe), which="4 fire damage")
    assert st.table.cards[foe].damage == 4
    st.table.cards[me].tapped = False
    st = _use(st, me, str(ally), which="can't attack or protect")
    assert kw.has(st, ally, CANT_ATTACK) and kw.has(st, ally, CANT_PROTECT)
    st.table.cards[me].tapped = False
    destroy(st, shroud, R("415.9c"))  # the powers end when the Shroud leaves play
    assert _granted(st, me) == []


def test_shroud_of_the_high_priest_discount_heal_and_remove_top_five():
    automated("Shroud of the High Priest")
    st = start({"auto_pass": False})
    me, foe = hero(st, 0), hero(st, 1)
    st, shroud = play_real(st, "Shroud of the High Priest", 0)
    st = resolve_chain(st)
    assert st.table.cards[shroud].attached_to == me and len(_granted(st, me)) == 3
    buddy = put(st, 0, "Stone Guardian", "allies", damage=4)
    st.table.cards[me].damage = 5
    st = _use(st, me, which="heals 3 damage")
    assert st.table.cards[buddy].damage == 1 and st.table.cards[me].damage == 2  # each friendly hero and ally (407.1)
    st.table.cards[me].tapped = False
    deck = list(st.table.zone(1, "deck"))
    st = _use(st, me, str(foe), which="top five")  # target player: P2 (named by its hero)
    assert all(st.table.cards[u].zone == "removed" for u in deck[:5]) and st.table.zone(1, "deck") == deck[5:]
    st.table.cards[me].tapped = False
    st = _use(st, me, which="pay [2] less")
    assert st.table.cards[me].tapped
    _ = foe


def test_shroud_of_the_nethermancer_drain_and_fire_on_each_ally():
    automated("Shroud of the Nethermancer")
    st = start({"auto_pass": False})
    me, foe = hero(st, 0), hero(st, 1)
    st, shroud = play_real(st, "Shroud of the Nethermancer", 0)
    st = resolve_chain(st)
    assert st.table.cards[shroud].attached_to == me and len(_granted(st, me)) == 3
    st.table.cards[me].damage = 3
    st = _use(st, me, str(foe), which="2 shadow damage")
    assert st.table.cards[foe].damage == 2 and st.table.cards[me].damage == 1
    st.table.cards[me].tapped = False
    mine, theirs = put(st, 0, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies")
    st = _use(st, me, which="1 fire damage to each ally")
    assert st.table.cards[mine].damage == 1 and st.table.cards[theirs].damage == 1 and st.table.cards[me].damage == 1
    destroy(st, shroud, R("415.9c"))
    assert _granted(st, me) == []


# --- statics on the host (EN 714, 103.2) -------------------------------------------------------------------------


def test_polymorph_sheep_cant_attack_or_protect_and_has_no_powers_until_it_leaves():
    # 103.2 can't attack / protect, loses its powers (Protector, Hardiness); 202.3 also a Sheep; all ends with Polymorph
    automated("Polymorph")
    st = start({"auto_pass": False})
    golem = put(st, 1, "Stone Guardian", "allies")
    assert kw.has(st, golem, "Protector")
    st, poly = _attach(st, "Polymorph", golem)
    assert kw.has(st, golem, CANT_ATTACK) and kw.has(st, golem, CANT_PROTECT)
    assert not kw.has(st, golem, "Protector") and not kw.has(st, golem, "Hardiness")
    assert "sheep" in kw.words(st, golem) and "elemental" in kw.words(st, golem)
    destroy(st, poly, R("415.9c"))
    assert kw.has(st, golem, "Protector") and not kw.has(st, golem, CANT_ATTACK) and "sheep" not in kw.words(st, golem)


def test_polymorph_goes_when_its_host_leaves_play():
    automated("Polymorph")
    st = start({"auto_pass": False})
    golem = put(st, 1, "Stone Guardian", "allies")
    st, poly = _attach(st, "Polymorph", golem)
    _host_leaves(st, golem, poly)


def test_scald_equipment_loses_powers_and_burns_its_controllers_hero_each_turn():
    # 103.2: attached equipment loses and can't have powers; EN 703: at the start of your turn, 2 fire damage to the
    # attached equipment's controller's hero
    from .test_wtrig_cards import _next_turn, _settle

    automated("Scald")
    st = start({"auto_pass": False})
    banner = put(st, 1, "War Banner", "hero_row")  # "Allies you control have +1 ATK."
    owl = put(st, 1, "Mist Owl", "allies")
    assert kw.atk(st, owl) == 2
    st, scald = _attach(st, "Scald", banner)
    assert kw.atk(st, owl) == 1  # the banner has no power now
    foe, me = hero(st, 1), hero(st, 0)
    st = _next_turn(st)  # the opponent's turn: nothing
    assert st.table.cards[foe].damage == 0
    st = _settle(_next_turn(st))
    assert st.active == 0 and st.table.cards[foe].damage == 2 and st.table.cards[me].damage == 0
    _host_leaves(st, banner, scald)


def test_blessing_of_virtue_plus_two_unpreventable_and_stash():
    # EN 714: +2 ATK / +2 health; EN 717: damage that it would deal is unpreventable
    from engine.wow.damage import deal

    automated("Blessing of Virtue")
    st = start({"auto_pass": False})
    hound = put(st, 0, "Loyal Hound", "allies")
    st, virtue = _attach(st, "Blessing of Virtue", hound)
    assert kw.atk(st, hound) == 4 and kw.health(st, hound) == 4
    golem = put(st, 1, "Stone Guardian", "allies")  # Hardiness prevents 1 of each packet
    deal(st, hound, golem, 3, "melee")
    assert st.table.cards[golem].damage == 3  # unpreventable: Hardiness doesn't apply
    other = put(st, 0, "Mist Owl", "allies")
    deal(st, other, golem, 2, "melee")
    assert st.table.cards[golem].damage == 4  # another ally's damage is prevented as usual
    destroy(st, virtue, R("415.9c"))
    assert kw.atk(st, hound) == 2 and kw.health(st, hound) == 2


def test_blessing_of_virtue_stash_makes_allies_damage_unpreventable_this_turn():
    # Stash (EN glossary): as it enters the resource row face up; EN 717: this turn only
    from engine.wow.cards.compiler import card_powers
    from engine.wow.damage import deal
    from engine.wow.procedure import run_effects
    from engine.wow.state import Link

    st = start({"auto_pass": False})
    virtue = put_real(st, 0, "Blessing of Virtue", "resources", face_down=False)
    (stash,) = [pw for pw in card_powers(st.cards[st.table.cards[virtue].card_id]) if pw.trigger == "stash"]
    owl = put(st, 0, "Mist Owl", "allies")
    run_effects(st, Link("trigger", 0, virtue, -1, label="stash"), list(stash.effects))
    golem = put(st, 1, "Stone Guardian", "allies")
    deal(st, owl, golem, 1, "melee")
    assert st.table.cards[golem].damage == 1  # Hardiness can't prevent it


# --- attach specifications the template doesn't read (400.1) -----------------------------------------------------


def test_blessing_of_liberty_friendly_non_hero_untargetable_and_death_rattle():
    automated("Blessing of Liberty")
    st = start({"auto_pass": False})
    mine = put(st, 0, "Mist Owl", "allies")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    theirs = put(st, 1, "Mist Owl", "allies")
    st, card = play_real(st, "Blessing of Liberty", 0)
    opts = {int(o.id) for o in st.pending[0].options}
    assert mine in opts and sword in opts and theirs not in opts and hero(st, 0) not in opts  # friendly, non-hero
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[card].attached_to == mine and kw.has(st, mine, "Untargetable")
    # Death Rattle (it enters the graveyard from play): target friendly non-hero card has Untargetable this turn
    st = _host_leaves(st, mine, card)
    assert st.pending and {int(o.id) for o in st.pending[0].options} >= {sword}
    st = resolve_chain(choose(st, str(sword)))
    assert kw.has(st, sword, "Untargetable")


def test_plunder_takes_control_of_a_location_while_attached():
    # 401.3: you control attached resource; it moves to your resource row, and back when Plunder leaves
    automated("Plunder")
    st = start({"auto_pass": False})
    camp = put(st, 1, "Crossroads Camp", "resources", face_down=False)
    st, plunder = play_real(st, "Plunder", 0, str(camp))
    st = resolve_chain(st)
    assert st.table.cards[plunder].attached_to == camp
    assert st.table.cards[camp].controller == 0
    destroy(st, plunder, R("415.9c"))
    st = apply(st, "pass", st.priority)
    assert st.table.cards[camp].controller == 1


def test_mind_control_needs_an_ally_with_cost_x():
    # 201.3: X chosen as it's played; the target's cost is X; EN 714 you control it; played card: destroyed
    automated("Mind Control")
    st = start({"auto_pass": False})
    two = put(st, 1, "Loyal Hound", "allies")  # cost 2
    three = put(st, 1, "Veiled Sage", "allies")  # cost 3, Untargetable
    brute = put(st, 1, "Raging Brute", "allies")  # cost 3
    uid = put_real(st, 0, "Mind Control", "hand")
    resources(st, 0, 8)
    st = apply(st, "play", 0, uid=uid, x=3)
    opts = {int(o.id) for o in st.pending[0].options}
    assert brute in opts and two not in opts and three not in opts
    st = resolve_chain(choose(st, str(brute)))
    assert st.table.cards[uid].attached_to == brute and st.table.cards[brute].controller == 0


# --- "destroy any number of / an ability attached to …" (415.9c) -------------------------------------------------


def _put_attached(st, player: int, name: str, host: int) -> int:
    return put_real(st, player, name, "hero_row", attached_to=host)


def test_berserker_rage_destroys_abilities_attached_to_your_hero():
    # line 1 only (line 2, "+1 ATK while attacking for each 5 damage on it", is left to manual resolution)
    st = start({"auto_pass": False})
    me = hero(st, 0)
    a = _put_attached(st, 1, "Flame Burst", me)
    b = _put_attached(st, 0, "Shroud of the Archmage", me)
    owl = put(st, 0, "Mist Owl", "allies")
    c = _put_attached(st, 1, "Polymorph", owl)
    st, _ = play_real(st, "Berserker Rage", 0)
    st = resolve_chain(st)
    p = st.pending[0]
    assert {int(o.id) for o in p.options} == {a, b} and p.min == 0  # "may": none or more; only on your hero
    st = resolve_chain(choose(st, str(a)))
    assert _gone(st, a) and not _gone(st, b) and not _gone(st, c)


def test_tremor_totem_each_turn_cleans_your_party():
    automated("Tremor Totem")
    st = start({"auto_pass": False})
    put_real(st, 0, "Tremor Totem", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    mine = _put_attached(st, 1, "Polymorph", owl)
    foe_owl = put(st, 1, "Mist Owl", "allies")
    theirs = _put_attached(st, 0, "Polymorph", foe_owl)
    st = _until_pending(st, "wsh_destroy_any")  # at the start of each turn: the opponent's too
    assert st.active == 1
    p = st.pending[0]
    assert p.player == 0 and {int(o.id) for o in p.options} == {mine}
    st = choose(st, str(mine))
    assert _gone(st, mine) and not _gone(st, theirs)


def test_rames_may_destroy_one_ability_in_your_party_at_end_of_turn():
    automated("Rames the Purifier")
    st = start({"auto_pass": False})
    put_real(st, 0, "Rames the Purifier", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    a = _put_attached(st, 1, "Polymorph", owl)
    b = _put_attached(st, 1, "Shroud of the Archmage", hero(st, 0))
    st = _until_pending(st, "wsh_destroy_any")
    assert st.active == 0  # the end of your turn
    p = st.pending[0]
    assert {int(o.id) for o in p.options} == {a, b} and p.min == 0 and p.max == 1  # "an ability": one at most
    st = choose(st, str(b))
    assert _gone(st, b) and not _gone(st, a)


def test_convalescence_heals_the_ally_and_may_destroy_one_of_its_abilities():
    automated("Convalescence")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Stone Guardian", "allies", damage=4)
    a = _put_attached(st, 1, "Polymorph", owl)
    b = _put_attached(st, 1, "Flame Burst", owl)
    elsewhere = _put_attached(st, 1, "Flame Burst", hero(st, 0))
    st, _ = play_real(st, "Convalescence", 0, str(owl))
    st = resolve_chain(st)
    assert st.table.cards[owl].damage == 0
    p = st.pending[0]
    assert {int(o.id) for o in p.options} == {a, b} and p.max == 1 and elsewhere not in {int(o.id) for o in p.options}
    st = resolve_chain(choose(st, str(a)))
    assert _gone(st, a) and not _gone(st, b)


def test_delrach_destroys_allies_with_an_attachment_when_he_attacks():
    automated("Delrach the Vile")
    st = start({"auto_pass": False})
    delrach = put_real(st, 0, "Delrach the Vile", "allies")
    marked = put(st, 1, "Mist Owl", "allies")
    _put_attached(st, 0, "Polymorph", marked)
    plain = put(st, 1, "Loyal Hound", "allies")
    st = apply(st, "attack", 0, attacker=delrach, defender=hero(st, 1))
    st = _until_pending(st, "wsh_destroy_any")
    p = st.pending[0]
    assert {int(o.id) for o in p.options} == {marked}
    st = choose(st, str(marked))
    assert _gone(st, marked) and not _gone(st, plain)


# --- "When damage is dealt this way, …": reflexive triggers (EN 703, 707) ------------------------------------------


def _my_next_turn_start(st):
    """Through the opponent's turn to the start of P1's next turn (its start-of-turn triggers waiting or resolving)."""
    from .test_wtrig_cards import _next_turn

    st = _next_turn(st)
    assert st.active == 1
    for _ in range(40):
        if st.active == 0:
            return st
        st = apply(st, "pass", st.priority) if not st.pending else choose(st, *[o.id for o in st.pending[0].options[: st.pending[0].min]])
    raise AssertionError("P1's turn never came")


def _target_for(st, name: str):
    """Pass until the triggered power of ``name`` asks for its target (EN 706)."""
    for _ in range(40):
        if st.pending and st.pending[0].kind == "target" and name in st.pending[0].prompt:
            return st
        if st.pending:
            raise AssertionError(st.pending[0])
        if not st.chain and not st.triggers:
            return st
        st = apply(st, "pass", st.priority)
    raise AssertionError("no target asked")


def test_icy_torment_frost_each_turn_then_minus_two_atk_on_an_ally_in_that_party():
    # 400.1; EN 703 start-of-turn damage; EN 707 the reflexive trigger chooses its target when it goes on the chain
    automated("Icy Torment")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    owl = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK
    mine = put(st, 0, "Mist Owl", "allies")
    st, torment = _attach(st, "Icy Torment", foe)
    st = _my_next_turn_start(st)
    st = _target_for(st, "Icy Torment")
    assert st.table.cards[foe].damage == 1
    opts = {int(o.id) for o in st.pending[0].options}
    assert opts == {owl} and mine not in opts  # only allies in the attached hero's party
    st = resolve_chain(choose(st, str(owl)))
    assert kw.atk(st, owl) == 2  # -2 ATK this turn
    destroy(st, torment, R("415.9c"))
    assert kw.atk(st, owl) == 2  # the resolved "-2 ATK this turn" outlasts the card (a modifier, not its Ongoing part)


def test_icy_torment_without_an_ally_there_still_deals_the_damage():
    # 707.1d: the reflexive trigger has no legal target and isn't added; the start-of-turn damage stands
    automated("Icy Torment")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    st, _ = _attach(st, "Icy Torment", foe)
    st = _my_next_turn_start(st)
    st = _target_for(st, "Icy Torment")
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 1 and not st.pending


def test_icy_torment_prevented_damage_sets_off_nothing():
    # 408.2a: a packet prevented to nothing wasn't dealt: "When damage is dealt this way" doesn't trigger
    automated("Icy Torment")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    owl = put(st, 1, "Iron Sentinel", "allies")
    st, _ = _attach(st, "Icy Torment", foe)
    shield = put_real(st, 1, "Power Word: Shield", "hero_row", attached_to=foe)  # P2 shields its hero
    st = _my_next_turn_start(st)
    st = _target_for(st, "Icy Torment")
    assert not st.pending and st.table.cards[foe].damage == 0
    st = resolve_chain(st)
    assert kw.atk(st, owl) == 4 and _gone(st, shield)  # Power Word: Shield was used up (its own test below)


def test_plague_strike_minus_one_health_this_turn():
    automated("Plague Strike")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    golem = put(st, 1, "Stone Guardian", "allies")
    st, _ = _attach(st, "Plague Strike", foe)
    st = _my_next_turn_start(st)
    st = _target_for(st, "Plague Strike")
    assert st.table.cards[foe].damage == 1
    st = resolve_chain(choose(st, str(golem)))
    assert kw.health(st, golem) == 5
    _host_leaves(st, golem, put_real(st, 0, "Polymorph", "hero_row", attached_to=golem))


def test_putrefying_poison_needs_combat_damage_then_shadow_on_an_ally():
    # line 1: "target hero that was dealt combat damage by your hero this turn" (408.3); line 3: 1 shadow damage
    import pytest

    from engine.core import RulesError
    from engine.wow.damage import deal

    automated("Putrefying Poison")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    owl = put(st, 1, "Mist Owl", "allies")
    uid = put_real(st, 0, "Putrefying Poison", "hand")
    resources(st, 0, 5)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=uid, x=0)  # no hero was dealt combat damage by your hero this turn
    event_triggers(st, deal(st, hero(st, 0), foe, 2, "melee", combat=True))  # this turn's combat damage (logged)
    st = resolve_chain(choose(apply(st, "play", 0, uid=uid, x=0), str(foe)))
    assert st.table.cards[uid].attached_to == foe
    st = _my_next_turn_start(st)
    st = _target_for(st, "Putrefying Poison")
    assert st.table.cards[foe].damage == 3
    st = resolve_chain(choose(st, str(owl)))
    assert st.table.cards[owl].damage == 1


def test_frost_fever_burns_and_strips_assault_and_mend_from_that_party():
    # EN 714, 103.2: allies in attached hero's party lose and can't have Assault and Mend; ends when it leaves
    automated("Frost Fever")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    brute = put(st, 1, "Raging Brute", "allies")  # Assault 2
    mender = put(st, 1, "Spring Mender", "allies")  # Mend 1
    mine = put(st, 0, "Raging Brute", "allies")
    st, fever = _attach(st, "Frost Fever", foe)
    assert not kw.has(st, brute, "Assault") and not kw.has(st, mender, "Mend")
    assert kw.has(st, mine, "Assault") and kw.atk(st, mine) == 3  # your own party keeps them
    st = _my_next_turn_start(st)
    st = resolve_chain(_target_for(st, "Frost Fever"))
    assert st.table.cards[foe].damage == 1
    destroy(st, fever, R("415.9c"))
    assert kw.has(st, brute, "Assault") and kw.has(st, mender, "Mend")


# --- prevention on the host (EN 717) --------------------------------------------------------------------------------


def test_power_word_shield_prevents_the_next_packet_then_is_destroyed():
    from engine.wow.damage import deal

    automated("Power Word: Shield")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Mist Owl", "allies")
    st, shield = _attach(st, "Power Word: Shield", owl)
    from engine.wow.procedure import event_triggers

    events = deal(st, hero(st, 1), owl, 2, "fire")
    assert st.table.cards[owl].damage == 0 and events[-1].kind == "prevent"
    event_triggers(st, events)  # EN 703: "When damage is prevented this way"
    st = resolve_chain(apply(st, "pass", st.priority))
    assert _gone(st, shield)
    deal(st, hero(st, 1), owl, 2, "fire")
    assert st.table.cards[owl].damage == 2  # no shield any more


def test_power_word_shield_ends_with_its_host():
    automated("Power Word: Shield")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Mist Owl", "allies")
    st, shield = _attach(st, "Power Word: Shield", owl)
    _host_leaves(st, owl, shield)


def _attack(st, attacker: int, defender: int):
    """Declare the attack and play the combat out (no protector), its triggers resolved."""
    from .test_wtrig_cards import _fight

    st = apply(st, "attack", st.table.cards[attacker].controller, attacker=attacker, defender=defender)
    return _fight(st)


def test_blessing_of_sanctuary_prevents_combat_damage_and_destroys_the_attacking_ally():
    from engine.wow.damage import deal

    automated("Blessing of Sanctuary")
    st = start({"auto_pass": False}, hero1="Alia Dawnblade")
    golem = put(st, 1, "Iron Sentinel", "allies")
    st, _ = _attach(st, "Blessing of Sanctuary", golem)
    brute = put(st, 0, "Raging Brute", "allies")
    st = _attack(st, brute, golem)
    assert st.table.cards[golem].damage == 0  # combat damage prevented
    assert _gone(st, brute)  # the attacking ally whose damage was prevented is destroyed
    deal(st, hero(st, 0), golem, 2, "fire")
    assert st.table.cards[golem].damage == 2  # non-combat damage isn't prevented


def test_dampen_magic_prevents_one_of_ability_damage_only():
    from engine.wow.damage import deal

    automated("Dampen Magic")
    st = start({"auto_pass": False})
    golem = put(st, 0, "Iron Sentinel", "allies")
    st, dampen = _attach(st, "Dampen Magic", golem)
    bolt = put(st, 1, "Fire Bolt", "graveyard")
    deal(st, hero(st, 1), golem, 3, "fire", via=bolt)  # dealt with an ability
    assert st.table.cards[golem].damage == 2
    deal(st, hero(st, 1), golem, 1, "melee")  # not with an ability
    assert st.table.cards[golem].damage == 3
    destroy(st, dampen, R("415.9c"))
    deal(st, hero(st, 1), golem, 1, "fire", via=bolt)
    assert st.table.cards[golem].damage == 4 or _gone(st, golem)


def test_blessing_of_sacrifice_sends_the_damage_to_your_hero():
    from engine.wow.damage import deal

    automated("Blessing of Sacrifice")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Mist Owl", "allies")
    other = put(st, 0, "Loyal Hound", "allies")
    st, blessing = _attach(st, "Blessing of Sacrifice", owl)
    deal(st, hero(st, 1), owl, 2, "fire")
    assert st.table.cards[owl].damage == 0 and st.table.cards[hero(st, 0)].damage == 2
    deal(st, hero(st, 1), other, 1, "fire")
    assert st.table.cards[other].damage == 1  # only the attached ally
    destroy(st, blessing, R("415.9c"))
    deal(st, hero(st, 1), owl, 1, "fire")
    assert st.table.cards[owl].damage == 1


# --- triggers on what the host does (EN 703) ---------------------------------------------------------------------


def test_shaman_training_pays_one_to_ready_after_the_first_attack_only():
    automated("Shaman Training")
    st = start({"auto_pass": False})
    brute = put(st, 0, "Raging Brute", "allies")
    st, _ = _attach(st, "Shaman Training", brute)
    resources(st, 0, 2)
    st = apply(st, "attack", 0, attacker=brute, defender=hero(st, 1))
    for _ in range(20):
        if st.pending and st.pending[0].kind == "may":
            break
        st = choose(st, "none") if st.pending and st.pending[0].kind == "protector" else apply(st, "pass", st.priority)
    assert st.pending and "Shaman Training" in st.pending[0].prompt
    st = choose(st, "yes")
    from .test_wtrig_cards import _fight

    st = _fight(st)
    assert not st.table.cards[brute].tapped  # readied
    st = apply(st, "attack", 0, attacker=brute, defender=hero(st, 1))
    st = _fight(st)
    assert st.table.cards[brute].tapped  # the second attack this turn: no trigger


def test_windfury_infusion_plus_three_and_readies_after_the_first_exhaust():
    from engine.core import effects

    automated("Windfury Infusion")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Mist Owl", "allies")
    st, infusion = _attach(st, "Windfury Infusion", owl)
    assert kw.atk(st, owl) == 4
    from engine.wow.procedure import event_triggers

    event_triggers(st, [effects.set_tapped(st.table, owl, True, R("411.1"), "exhausted")])
    st = _until_pending(st, "may")
    st = resolve_chain(choose(st, "yes"))
    assert not st.table.cards[owl].tapped
    event_triggers(st, [effects.set_tapped(st.table, owl, True, R("411.1"), "exhausted")])
    assert not st.triggers  # the second time this turn: nothing
    _host_leaves(st, owl, infusion)


def test_hunter_training_shoots_each_entering_opposing_ally():
    automated("Hunter Training")
    st = start({"auto_pass": False})
    archer = put(st, 0, "Longbow Sentry", "allies")
    st, training = _attach(st, "Hunter Training", archer)
    from engine.core import Event
    from engine.wow.procedure import event_triggers

    owl = put(st, 1, "Mist Owl", "allies")
    event_triggers(st, [Event("enter", "Mist Owl enters play", R("400.1"), 1, data={"uid": owl})])
    st = resolve_chain(apply(st, "pass", st.priority))
    assert st.table.cards[owl].damage == 1  # from the attached ally (ranged)
    mine = put(st, 0, "Mist Owl", "allies")
    event_triggers(st, [Event("enter", "Mist Owl enters play", R("400.1"), 0, data={"uid": mine})])
    assert not st.triggers  # only an opposing ally
    _host_leaves(st, archer, training)


# --- back from the graveyard attached (400.1) ------------------------------------------------------------------------


def test_prayer_of_mending_heals_and_jumps_to_another_friendly_ally():
    automated("Prayer of Mending")
    st = start({"auto_pass": False})
    golem = put(st, 0, "Stone Guardian", "allies", damage=4)
    hound = put(st, 0, "Loyal Hound", "allies")
    st, prayer = play_real(st, "Prayer of Mending", 0)
    st = resolve_chain(st)
    p = st.pending[0]
    assert p.kind == "attach_host" and {int(o.id) for o in p.options} == {golem, hound}  # 400.3: chosen as it resolves
    st = resolve_chain(choose(st, str(golem)))
    assert st.table.cards[prayer].attached_to == golem
    st = _my_next_turn_start(st)
    st = resolve_chain(_target_for(st, "Prayer of Mending"))
    assert st.table.cards[golem].damage == 1
    event_triggers(st, destroy(st, golem, R("415.9c")))
    st = _target_for(apply(st, "pass", st.priority), "Prayer of Mending")
    assert {int(o.id) for o in st.pending[0].options} == {hound}
    st = resolve_chain(choose(st, str(hound)))
    assert st.table.cards[prayer].attached_to == hound and st.table.cards[prayer].zone == "hero_row"


def test_mark_of_undeath_ghoul_and_moves_to_a_non_token_ally():
    automated("Mark of Undeath")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Mist Owl", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    st, mark = play_real(st, "Mark of Undeath", 0, str(owl))
    st = resolve_chain(st)
    assert st.table.cards[mark].attached_to == owl
    event_triggers(st, destroy(st, owl, R("415.9c")))
    st = apply(st, "pass", st.priority)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "target":
            break
        if st.pending:
            st = choose(st, st.pending[0].options[0].id)
        else:
            st = apply(st, "pass", st.priority)
    ghouls = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    opts = {int(o.id) for o in st.pending[0].options}
    assert hound in opts and not set(ghouls) & opts  # a non-token ally
    st = resolve_chain(choose(st, str(hound)))
    ghouls = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(ghouls) == 1 and kw.atk(st, ghouls[0]) == 3 and kw.health(st, ghouls[0]) == 3
    assert st.table.cards[mark].attached_to == hound


def test_curse_of_contagion_may_spread_to_another_ally():
    automated("Curse of Contagion")
    st = start({"auto_pass": False})
    owl = put(st, 1, "Mist Owl", "allies")
    hound = put(st, 1, "Loyal Hound", "allies")
    st, curse = _attach(st, "Curse of Contagion", owl)
    event_triggers(st, destroy(st, owl, R("415.9c")))
    st = _target_for(apply(st, "pass", st.priority), "Curse of Contagion")
    assert st.pending[0].min == 0  # "you may"
    st = resolve_chain(choose(st, str(hound)))
    assert st.table.cards[curse].attached_to == hound


# --- gaining control of and moving attachments (401.3, 400.7) ------------------------------------------------------


def test_flame_bender_tajin_steals_an_ability_and_may_reattach_it():
    # 401.3: control changes; 400.7a: reattached to a card matching its attach spec, chosen by its new controller
    automated("Flame Bender Ta'jin")
    st = start({"auto_pass": False})
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Loyal Hound", "allies")
    might = put_real(st, 1, "Earthen Embrace", "hero_row", attached_to=theirs)  # +2 ATK to its host
    assert kw.atk(st, theirs) == 4
    st, _ = play_real(st, "Flame Bender Ta'jin", 0)
    st = _until_pending(resolve_chain(st), "target")
    st = choose(st, str(might))
    st = _until_pending(st, "may")
    st = choose(st, "yes")
    assert st.pending[0].kind == "move_attachment"
    assert mine in {int(o.id) for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[might].controller == 0 and st.table.cards[might].attached_to == mine
    assert kw.atk(st, mine) == 6 and kw.atk(st, theirs) == 2


def test_spellsteal_may_leave_it_on_its_host():
    automated("Spellsteal")
    st = start({"auto_pass": False})
    theirs = put(st, 1, "Loyal Hound", "allies")
    might = put_real(st, 1, "Earthen Embrace", "hero_row", attached_to=theirs)
    st, _ = play_real(st, "Spellsteal", 0, str(might))
    st = _until_pending(resolve_chain(st), "may")
    st = resolve_chain(choose(st, "no"))
    assert st.table.cards[might].controller == 0 and st.table.cards[might].attached_to == theirs


def test_inventors_focal_sword_moves_an_attached_ability():
    automated("Inventor's Focal Sword")
    st = start({"auto_pass": False})
    sword = put_real(st, 0, "Inventor's Focal Sword", "hero_row")
    theirs = put(st, 1, "Loyal Hound", "allies")
    other = put(st, 1, "Iron Sentinel", "allies")
    poly = put_real(st, 0, "Polymorph", "hero_row", attached_to=theirs)
    free = put_real(st, 1, "Tremor Totem", "allies")  # an ability attached to nothing
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=sword, power=0, x=0)
    opts = {int(o.id) for o in st.pending[0].options}
    assert poly in opts and free not in opts  # "If target ability is attached"
    st = choose(st, str(poly))
    st = _until_pending(st, "move_attachment")
    st = resolve_chain(choose(st, str(other)))
    assert st.table.cards[poly].attached_to == other and st.table.cards[sword].tapped
    assert kw.has(st, other, CANT_ATTACK) and not kw.has(st, theirs, CANT_ATTACK)


def test_anchorite_fareena_takes_an_attachment_once_per_turn():
    automated("Anchorite Fareena")
    st = start({"auto_pass": False})
    fareena = put_real(st, 0, "Anchorite Fareena", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    might = put_real(st, 0, "Earthen Embrace", "hero_row", attached_to=hound)
    shroud = put_real(st, 0, "Shroud of the Archmage", "hero_row", attached_to=hero(st, 0))
    base = kw.atk(st, fareena)
    st = apply(st, "power", 0, uid=fareena, power=1, x=0)
    st = resolve_chain(choose(st, str(might)))
    assert st.table.cards[might].attached_to == fareena and kw.atk(st, fareena) == base + 2
    import pytest

    from engine.core import RulesError

    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=fareena, power=1, x=0)  # use only once per turn
    _ = shroud


def test_anchorite_fareena_cant_take_a_hero_only_attachment():
    # 400.7a: Fareena (an ally) doesn't match "Attach to your hero": the Shroud stays
    st = start({"auto_pass": False})
    fareena = put_real(st, 0, "Anchorite Fareena", "allies")
    shroud = put_real(st, 0, "Shroud of the Archmage", "hero_row", attached_to=hero(st, 0))
    st = apply(st, "power", 0, uid=fareena, power=1, x=0)
    st = resolve_chain(choose(st, str(shroud)))
    assert st.table.cards[shroud].attached_to == hero(st, 0)


def test_contagious_poison_may_jump_then_deals_two_nature():
    from engine.wow.damage import deal

    automated("Contagious Poison")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    golem = put(st, 1, "Iron Sentinel", "allies")
    event_triggers(st, deal(st, hero(st, 0), foe, 1, "melee", combat=True))
    st, poison = _attach(st, "Contagious Poison", foe)
    st = _my_next_turn_start(st)
    st = _target_for(st, "Contagious Poison")
    assert st.pending[0].min == 0  # "you may"
    st = resolve_chain(choose(st, str(golem)))
    assert st.table.cards[poison].attached_to == golem and st.table.cards[golem].damage == 2
    assert st.table.cards[foe].damage == 1


def test_curse_of_endless_suffering_fetches_another_copy_onto_its_host():
    automated("Curse of Endless Suffering")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    st, curse = _attach(st, "Curse of Endless Suffering", foe)
    copy = put_real(st, 0, "Curse of Endless Suffering", "deck")
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=curse, power=2, x=0)
    st = _until_pending(st, "watt_search_attach")
    st = resolve_chain(choose(st, str(copy)))
    assert st.table.cards[copy].attached_to == foe and st.table.cards[copy].zone == "hero_row"
    st = _my_next_turn_start(st)
    from .test_wtrig_cards import _settle

    st = _settle(st)
    assert st.table.cards[foe].damage == 2  # each curse deals 1 at the start of your turn


def test_everlasting_affliction_may_fetch_another_when_it_deals_damage():
    automated("Everlasting Affliction")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    st, _ = _attach(st, "Everlasting Affliction", foe)
    copy = put_real(st, 0, "Everlasting Affliction", "deck")
    st = _my_next_turn_start(st)
    st = _until_pending(st, "may")
    assert st.table.cards[foe].damage == 1
    st = choose(st, "yes")
    st = _until_pending(st, "watt_search_attach")
    st = resolve_chain(choose(st, str(copy)))
    assert st.table.cards[copy].attached_to == foe


def test_windfury_weapon_readies_weapon_and_hero_after_the_first_strike():
    automated("Windfury Weapon")
    st = start({"auto_pass": False})
    me = hero(st, 0)
    sword = put(st, 0, "Militia Longsword", "hero_row")
    st, wf = play_real(st, "Windfury Weapon", 0)
    st = resolve_chain(st)
    assert st.table.cards[wf].attached_to == sword  # the only Melee weapon (400.3)
    resources(st, 0, 4)
    st = apply(st, "attack", 0, attacker=me, defender=hero(st, 1))
    for _ in range(10):
        acts = [a for a in __import__("engine.wow.game", fromlist=["ENGINE"]).ENGINE.legal_actions(st, st.priority) if a.type == "strike"]
        if acts:
            break
        st = choose(st, "none") if st.pending else apply(st, "pass", st.priority)
    st = apply(st, "strike", 0, **acts[0].args)
    st = _until_pending(st, "may")
    st = choose(st, "yes")
    from .test_wtrig_cards import _fight

    st = _fight(st)
    assert not st.table.cards[sword].tapped and not st.table.cards[me].tapped


# --- "Attached ally becomes 1 / 1" (EN 714, 205.1) -----------------------------------------------------------------


def test_hex_makes_a_frog_that_cant_gain_or_lose_atk_or_health():
    from engine.core import Modifier

    automated("Hex")
    st = start({"auto_pass": False})
    golem = put(st, 1, "Stone Guardian", "allies")  # 3 / 6
    put(st, 1, "War Banner", "hero_row")  # +1 ATK to P2's allies
    st, hex_ = _attach(st, "Hex", golem)
    assert kw.atk(st, golem) == 1 and kw.health(st, golem) == 1 and "frog" in kw.words(st, golem)
    st.modifiers.append(Modifier(golem, "atk", 3, duration="this_turn", player=0, turn=st.turn))
    st.modifiers.append(Modifier(golem, "health", -3, duration="this_turn", player=0, turn=st.turn))
    assert kw.atk(st, golem) == 1 and kw.health(st, golem) == 1  # can't gain or lose
    destroy(st, hex_, R("415.9c"))
    assert kw.atk(st, golem) == 3 + 1 + 3 and kw.health(st, golem) == 3 and "frog" not in kw.words(st, golem)


def test_polymorph_pig_is_one_one_plus_other_changes_and_heals_when_it_dies():
    from engine.core import Modifier

    automated("Polymorph: Pig")
    st = start({"auto_pass": False})
    golem = put(st, 1, "Stone Guardian", "allies")
    st, pig = _attach(st, "Polymorph: Pig", golem)
    assert kw.atk(st, golem) == 1 and kw.health(st, golem) == 1 and "pig" in kw.words(st, golem)
    st.modifiers.append(Modifier(golem, "atk", 2, duration="this_turn", player=0, turn=st.turn))
    assert kw.atk(st, golem) == 3  # a change still applies on top of the new 1
    st.table.cards[hero(st, 0)].damage = 5
    event_triggers(st, destroy(st, golem, R("415.9c")))  # line 3: when attached ally is destroyed, your hero heals 3
    st = resolve_chain(apply(st, "pass", st.priority))
    assert st.table.cards[hero(st, 0)].damage == 2 and _gone(st, pig)


# --- continuous powers about combat with attached characters (EN 714) ----------------------------------------------


def test_blood_frenzy_plus_one_in_combat_with_a_character_with_an_attachment():
    automated("Blood Frenzy")
    st = start({"auto_pass": False})
    put_real(st, 0, "Blood Frenzy", "hero_row")
    brute = put(st, 0, "Iron Sentinel", "allies")
    marked = put(st, 1, "Loyal Hound", "allies")
    plain = put(st, 1, "Mist Owl", "allies")
    put_real(st, 0, "Polymorph", "hero_row", attached_to=marked)
    assert kw.atk(st, brute) == 4  # not in combat
    st = apply(st, "attack", 0, attacker=brute, defender=marked)
    assert kw.atk(st, brute) == 5
    st2 = start({"auto_pass": False})
    put_real(st2, 0, "Blood Frenzy", "hero_row")
    b2 = put(st2, 0, "Iron Sentinel", "allies")
    p2 = put(st2, 1, "Loyal Hound", "allies")
    st2 = apply(st2, "attack", 0, attacker=b2, defender=p2)
    assert kw.atk(st2, b2) == 4  # no attachment on the defender
    _ = plain


def test_monstrous_mark_gives_monsters_assault_two_against_its_host_and_returns_to_hand():
    automated("Monstrous Mark")
    st = start({"auto_pass": False})
    muzzle = put_real(st, 0, "Muzzle", "allies")  # a Monster
    foe_owl = put(st, 1, "Wolfrider Scout", "allies")
    other = put(st, 1, "Loyal Hound", "allies")
    st, mark = _attach(st, "Monstrous Mark", foe_owl)
    base = kw.atk(st, muzzle)
    st = apply(st, "attack", 0, attacker=muzzle, defender=foe_owl)
    assert kw.atk(st, muzzle) == base + 2  # Assault 2 on your turn
    st2 = start({"auto_pass": False})
    m2 = put_real(st2, 0, "Muzzle", "allies")
    o2 = put(st2, 1, "Wolfrider Scout", "allies")
    h2 = put(st2, 1, "Loyal Hound", "allies")
    st2, _ = _attach(st2, "Monstrous Mark", o2)
    st2 = apply(st2, "attack", 0, attacker=m2, defender=h2)
    assert kw.atk(st2, m2) == base  # not in combat with the attached character
    _ = other
    # line 3: when this ability is destroyed, its owner may put it from his graveyard into his hand
    event_triggers(st, destroy(st, mark, R("415.9c")))
    st = _until_pending(st, "may")
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[mark].zone == "hand"


def test_berserker_rage_plus_one_atk_attacking_per_five_damage():
    automated("Berserker Rage")
    st = start({"auto_pass": False})
    me = hero(st, 0)
    put_real(st, 0, "Berserker Rage", "hero_row")
    st.table.cards[me].damage = 11
    sword = put(st, 0, "Worn Longsword", "hero_row")
    assert kw.atk(st, me) == 0  # not attacking
    st = apply(st, "attack", 0, attacker=me, defender=hero(st, 1))
    assert kw.atk(st, me) == 2  # 11 damage: two full fives
    _ = sword


def test_master_poisoner_discount_and_damage_per_poison():
    from engine.wow.costs import play_cost

    automated("Master Poisoner")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    owl = put(st, 1, "Mist Owl", "allies")
    put_real(st, 0, "Master Poisoner", "hero_row")
    put_real(st, 0, "Instant Poison", "hero_row", attached_to=foe)
    put_real(st, 0, "Putrefying Poison", "hero_row", attached_to=foe)
    put_real(st, 0, "Flame Burst", "hero_row", attached_to=owl)  # no Poison
    crippling = put_real(st, 0, "Putrefying Poison", "hand")
    printed = st.cards[st.table.cards[crippling].card_id]["cost"]
    assert play_cost(st, 0, crippling) == printed - 1
    st = _my_next_turn_start(st)
    from .test_wtrig_cards import _settle

    st = _settle(st)
    assert st.table.cards[foe].damage >= 2 and st.table.cards[owl].damage == 0


def test_nemesis_leggings_pay_one_for_shadow_per_ability_on_that_hero():
    automated("Nemesis Leggings")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    put_real(st, 0, "Nemesis Leggings", "hero_row")
    put_real(st, 0, "Flame Burst", "hero_row", attached_to=foe)
    put_real(st, 0, "Icy Torment", "hero_row", attached_to=foe)
    st, _ = play_real(st, "Mortal Delights", 0)  # a Warlock ability
    st = _until_pending(st, "target")
    st = choose(st, str(foe))
    st = _until_pending(st, "may")
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[foe].damage == 2


# --- more attached powers ----------------------------------------------------------------------------------------


def test_mental_focus_discount_to_a_minimum_of_one_while_in_play():
    from engine.wow.costs import play_cost

    automated("Mental Focus")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Mist Owl", "allies")
    st, focus = _attach(st, "Mental Focus", owl)
    bolt, scrolls = put(st, 0, "Fire Bolt", "hand"), put(st, 0, "Study the Scrolls", "hand")  # cost 2, cost 1
    theirs = put(st, 1, "Fire Bolt", "hand")
    assert play_cost(st, 0, bolt) == 1 and play_cost(st, 0, scrolls) == 1  # to a minimum of 1
    assert play_cost(st, 1, theirs) == 2  # the opponent isn't a friendly player
    st = _host_leaves(st, owl, focus)
    assert play_cost(st, 0, bolt) == 2


def test_pyroclastic_consumption_counts_fire_damage_then_burns_per_counter():
    from engine.wow.counters import counters
    from engine.wow.damage import deal

    automated("Pyroclastic Consumption")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    st, pyro = _attach(st, "Pyroclastic Consumption", foe)
    event_triggers(st, deal(st, hero(st, 0), foe, 2, "fire"))
    event_triggers(st, deal(st, hero(st, 0), foe, 2, "frost"))  # not fire: no counter
    st = resolve_chain(apply(st, "pass", st.priority))
    assert counters(st, pyro, "inferno") == 1
    st.table.cards[foe].damage = 0
    st = _my_next_turn_start(st)
    from .test_wtrig_cards import _settle

    st = _settle(st)
    assert st.table.cards[foe].damage == 1  # 1 fire damage per inferno counter; and that fire damage adds one more
    assert counters(st, pyro, "inferno") == 2


def test_mend_or_end_heal_mode_goes_to_the_graveyard():
    # 305.2d: the non-ongoing mode resolves and the card goes to the graveyard
    automated("Mend or End")
    st = start({"auto_pass": False})
    golem = put(st, 0, "Stone Guardian", "allies", damage=5)
    put(st, 0, "Worn Longsword", "hero_row")
    st, card = play_real(st, "Mend or End", 0, "0", str(golem))
    st = resolve_chain(st)
    assert st.table.cards[golem].damage == 0 and _gone(st, card)


def test_mend_or_end_attach_mode_plus_two_on_a_melee_weapon():
    automated("Mend or End")
    st = start({"auto_pass": False})
    sword = put(st, 0, "Militia Longsword", "hero_row")
    st, card = play_real(st, "Mend or End", 0, "1")
    st = resolve_chain(st)
    assert st.table.cards[card].attached_to == sword and kw.atk(st, sword) == 4
    destroy(st, card, R("415.9c"))
    assert kw.atk(st, sword) == 2


def test_divine_bulwark_dies_instead_of_its_ally_and_heals_it():
    # EN 716: the destruction is replaced (the fatal-damage one of 410.6a too); "If you do": your hero heals it (407.1)
    from engine.wow.damage import deal

    automated("Divine Bulwark")
    st = start({"auto_pass": False})
    hound = put(st, 0, "Loyal Hound", "allies")  # 2 / 2
    st, bulwark = _attach(st, "Divine Bulwark", hound)
    assert kw.atk(st, hound) == 6 and kw.health(st, hound) == 6
    deal(st, hero(st, 1), hound, 7, "fire")  # fatal
    st = apply(st, "pass", st.priority)  # the pre-priority check would destroy it (410.6a)
    assert kw.in_play(st, hound) and st.table.cards[hound].damage == 0 and _gone(st, bulwark)
    assert kw.health(st, hound) == 2
    deal(st, hero(st, 1), hound, 2, "fire")
    st = apply(st, "pass", st.priority)
    assert _gone(st, hound)  # no Bulwark any more


def test_superior_mana_oil_on_a_weapon_reveals_each_turn():
    automated("Superior Mana Oil")
    st = start({"auto_pass": False})
    sword = put(st, 0, "Worn Longsword", "hero_row")
    st, oil = play_real(st, "Superior Mana Oil", 0)
    st = resolve_chain(st)
    assert st.table.cards[oil].attached_to == sword
    st = _my_next_turn_start(st)
    deck = st.table.zone(0, "deck")
    bolt = put(st, 0, "Fire Bolt", "deck")
    deck.remove(bolt)
    deck.insert(0, bolt)
    st = _until_pending(st, "may")
    assert st.table.zone(0, "deck")[0] == bolt  # still on top when the trigger resolves
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[bolt].zone == "hand"  # an ability card
    _host_leaves(st, sword, oil)


def test_superior_mana_oil_a_non_ability_goes_to_the_graveyard_and_no_weapon_no_oil():
    st = start({"auto_pass": False})
    st, oil = play_real(st, "Superior Mana Oil", 0)
    st = resolve_chain(st)
    assert _gone(st, oil)  # 400.3: no weapon to attach to
    sword = put(st, 0, "Worn Longsword", "hero_row")
    oil2 = put_real(st, 0, "Superior Mana Oil", "hero_row", attached_to=sword)
    st = _my_next_turn_start(st)
    owl = put(st, 0, "Mist Owl", "deck")
    st.table.zone(0, "deck").remove(owl)
    st.table.zone(0, "deck").insert(0, owl)
    st = _until_pending(st, "may")
    assert st.table.zone(0, "deck")[0] == owl
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[owl].zone == "graveyard" and not _gone(st, oil2)


# --- combat damage to / by the host (EN 703, 408.3) ------------------------------------------------------------------


def _strike_attack(st, weapon: int):
    """Your hero attacks the opposing hero and strikes with ``weapon`` (303.2); the combat is played out."""
    from engine.wow.game import ENGINE

    from .test_wtrig_cards import _fight

    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))
    for _ in range(10):
        acts = [a for a in ENGINE.legal_actions(st, st.priority) if a.type == "strike" and a.args.get("weapon", weapon) == weapon]
        if acts:
            break
        st = choose(st, "none") if st.pending else apply(st, "pass", st.priority)
    st = apply(st, "strike", 0, **acts[0].args)
    return _fight(st)


def test_hemorrhage_bleeds_per_weapon_struck_then_hurts_each_turn():
    from engine.wow.counters import counters

    automated("Hemorrhage")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 4)
    st, bleed = _attach(st, "Hemorrhage", foe)
    st = _strike_attack(st, sword)
    assert st.table.cards[foe].damage == 2 and counters(st, bleed, "bleed") == 1
    st.table.cards[foe].damage = 0
    st = _my_next_turn_start(st)
    from .test_wtrig_cards import _settle

    st = _settle(st)
    assert st.table.cards[foe].damage == 1  # 1 melee damage per bleed counter


def test_paladin_training_heals_as_much_as_the_ally_dealt():
    from .test_wtrig_cards import _fight

    automated("Paladin Training")
    st = start({"auto_pass": False})
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    st.table.cards[hero(st, 0)].damage = 6
    st, _ = _attach(st, "Paladin Training", sentinel)
    target = put(st, 1, "Stone Guardian", "allies")
    st = apply(st, "attack", 0, attacker=sentinel, defender=target)
    st = _fight(st, {"target": [str(hero(st, 0))]})
    assert st.table.cards[target].damage == 3  # Hardiness prevented 1 of the 4
    assert st.table.cards[hero(st, 0)].damage == 3  # healed that much (3)


def test_brittle_bones_breaks_at_fifteen_and_destroys_two_non_hero_cards():
    automated("Brittle Bones")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    st, bones = play_real(st, "Brittle Bones", 0)
    st = resolve_chain(st)
    assert st.table.cards[bones].attached_to == foe  # the only opposing hero (400.3)
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Worn Longsword", "hero_row")
    st.table.cards[foe].damage = 13
    st = _my_next_turn_start(st)
    st = _target_for(st, "Brittle Bones")
    assert st.table.cards[foe].damage == 15 and _gone(st, bones)
    assert hero(st, 1) not in {int(o.id) for o in st.pending[0].options}  # non-hero cards
    st = choose(st, str(a))
    st = _target_for(st, "Brittle Bones")
    assert a not in {int(o.id) for o in st.pending[0].options}  # two different targets
    st = resolve_chain(choose(st, str(b)))
    assert _gone(st, a) and _gone(st, b)


def test_brittle_bones_below_fifteen_stays():
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    st, bones = play_real(st, "Brittle Bones", 0)
    st = resolve_chain(st)
    put(st, 1, "Iron Sentinel", "allies")
    st = _my_next_turn_start(st)
    from .test_wtrig_cards import _settle

    st = _settle(st)
    assert st.table.cards[foe].damage == 2 and not _gone(st, bones)


def test_seal_of_purity_assault_on_weapons_and_cleans_a_friendly_card():
    automated("Seal of Purity")
    st = start({"auto_pass": False})
    sword = put(st, 0, "Worn Longsword", "hero_row")
    put_real(st, 0, "Seal of Purity", "hero_row")
    assert kw.atk(st, sword) == 3  # Assault 1 on your turn
    owl = put(st, 0, "Mist Owl", "allies")
    curse = put_real(st, 1, "Polymorph", "hero_row", attached_to=owl)  # an opposing ability on a friendly card
    mine_on_foe = put_real(st, 0, "Flame Burst", "hero_row", attached_to=hero(st, 1))  # not on a friendly card
    resources(st, 0, 4)
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))
    from engine.wow.game import ENGINE

    for _ in range(10):
        acts = [a for a in ENGINE.legal_actions(st, st.priority) if a.type == "strike"]
        if acts:
            break
        st = choose(st, "none") if st.pending else apply(st, "pass", st.priority)
    st = apply(st, "strike", 0, **acts[0].args)
    st = _until_pending(st, "target")
    opts = {int(o.id) for o in st.pending[0].options}
    assert curse in opts and mine_on_foe not in opts and st.pending[0].min == 0
    st = choose(st, str(curse))
    from .test_wtrig_cards import _fight

    st = _fight(st)
    assert _gone(st, curse)


def test_stifling_decree_prevents_damage_dealt_with_the_weapon_or_ability():
    from engine.wow.damage import deal

    automated("Stifling Decree")
    st = start({"auto_pass": False})
    me, foe = hero(st, 0), hero(st, 1)
    axe = put(st, 1, "Great Axe", "hero_row")
    st, decree = _attach(st, "Stifling Decree", axe)
    deal(st, foe, me, 4, "melee", combat=True, weapons=[axe])
    assert st.table.cards[me].damage == 0  # struck with the attached weapon
    deal(st, foe, me, 1, "melee", combat=True)
    assert st.table.cards[me].damage == 1  # no weapon: not prevented
    burst = put_real(st, 1, "Flame Burst", "hero_row", attached_to=me)
    st, decree2 = _attach(st, "Stifling Decree", burst)
    deal(st, foe, me, 2, "fire", via=burst)
    assert st.table.cards[me].damage == 1  # dealt with the attached ability
    destroy(st, decree, R("415.9c"))
    deal(st, foe, me, 4, "melee", combat=True, weapons=[axe])
    assert st.table.cards[me].damage == 5
    _ = decree2


def test_kiting_stops_one_attackers_combat_damage_to_its_host_this_turn():
    from engine.wow.damage import deal

    automated("Kiting")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Loyal Hound", "allies")
    st, kiting = _attach(st, "Kiting", owl)
    assert st.table.cards[kiting].zone == "hero_row"  # it stays in play attached (400.1)
    brute, other = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=kiting, power=1, x=0)
    st = resolve_chain(choose(st, str(brute)))
    deal(st, brute, owl, 4, "melee", combat=True)
    assert st.table.cards[owl].damage == 0  # can't deal combat damage to it
    deal(st, brute, owl, 1, "fire")  # non-combat damage is dealt
    deal(st, other, owl, 1, "melee", combat=True)  # another character isn't stopped
    assert st.table.cards[owl].damage == 2
    import pytest

    from engine.core import RulesError

    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=kiting, power=1, x=0)  # use only once per turn


def test_sniper_training_turns_the_next_single_damage_into_five():
    from engine.wow.damage import deal

    automated("Sniper Training")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    st, sniper = _attach(st, "Sniper Training", foe)
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=sniper, power=2, x=0)
    st = resolve_chain(st)
    deal(st, hero(st, 0), foe, 2, "ranged")
    assert st.table.cards[foe].damage == 2  # not exactly 1
    deal(st, hero(st, 0), foe, 1, "ranged")
    assert st.table.cards[foe].damage == 7  # exactly 1: 5 instead
    deal(st, hero(st, 0), foe, 1, "ranged")
    assert st.table.cards[foe].damage == 8  # only the next time


def test_anders_blankheart_plus_one_from_your_attached_abilities():
    from engine.wow.damage import deal

    automated("Anders Blankheart")
    st = start({"auto_pass": False})
    foe = hero(st, 1)
    anders = put_real(st, 0, "Anders Blankheart", "allies")
    burst = put_real(st, 0, "Flame Burst", "hero_row", attached_to=foe)
    theirs = put_real(st, 1, "Flame Burst", "hero_row", attached_to=hero(st, 0))
    bolt = put(st, 0, "Fire Bolt", "graveyard")
    deal(st, hero(st, 0), foe, 2, "fire", via=burst)
    assert st.table.cards[foe].damage == 3  # your ability attached to that hero: +1
    deal(st, hero(st, 0), foe, 2, "fire", via=bolt)
    assert st.table.cards[foe].damage == 5  # not attached to it
    deal(st, foe, hero(st, 0), 2, "fire", via=theirs)
    assert st.table.cards[hero(st, 0)].damage == 2  # an opponent's ability
    destroy(st, anders, R("415.9c"))
    deal(st, hero(st, 0), foe, 2, "fire", via=burst)
    assert st.table.cards[foe].damage == 7


def test_center_of_attention_each_player_may_compliment_and_draw_on_the_allys_turn():
    automated("Center of Attention")
    st = start({"auto_pass": False})
    foe_ally = put(st, 1, "Loyal Hound", "allies")
    st, center = _attach(st, "Center of Attention", foe_ally)  # on an opponent's ally: its controller's turn counts
    st = _until_pending(st, "watt_awesome")
    assert st.active == 1 and st.pending[0].player == 1  # the turn player first
    hands = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    st = choose(st, "yes")
    assert st.pending[0].kind == "watt_awesome" and st.pending[0].player == 0
    st = choose(st, "no")
    assert [len(st.table.zone(q, "hand")) for q in (0, 1)] == [hands[0], hands[1] + 1]
    _host_leaves(st, foe_ally, center)
