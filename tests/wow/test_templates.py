"""Card-text templates automated for coverage: each one compiled from a real card of the pool
(skipped when ../shared/data is absent) and from a fixture card that always runs, then played
through the engine with the fixture card (the section each behaviour follows is in a comment)."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.core import Action, RulesError
from engine.core.cards import CardPool
from engine.wow import combat
from engine.wow import keywords as kw
from engine.wow.cards.compiler import (
    ATTACKS_ONLY_HEROES,
    CANT_ATTACK,
    CANT_ATTACK_HEROES,
    CANT_PROTECT,
    ENTERS_EXHAUSTED,
    PREVENT,
    card_powers,
    is_automated,
)
from engine.wow.game import ENGINE, import_cards
from engine.wow.rules import R
from tests.shared_data import DATA, needs

from .helpers import POOL, apply, choose, hero, labels, put, resolve_chain, resources, start

WOW_CARDS = DATA / "wow" / "cards"


@lru_cache(maxsize=1)
def real_pool() -> CardPool:
    return CardPool("wow", import_cards(str(WOW_CARDS)).cards)


def _effects(data: dict) -> list:
    return [e for pw in card_powers(data) for e in pw.effects]


def _has(data: dict, check) -> bool:
    return is_automated(data) and any(check(pw, e) for pw in card_powers(data) for e in pw.effects or [None] if e is not None)


# (template, fixture card, real card, check on (power, effect))
TEMPLATES = [
    ("can't attack heroes", "Frost Warden", "Anduros Silversong", lambda pw, e: e.keyword == CANT_ATTACK_HEROES),
    ("can attack only heroes", "Ghoul Charger", "Jadefire Scout", lambda pw, e: e.keyword == ATTACKS_ONLY_HEROES),
    ("enters play exhausted", "Sleepy Golem", "Observer's Shield", lambda pw, e: e.keyword == ENTERS_EXHAUSTED),
    ("remove from the game", "Banish", "Shred Soul", lambda pw, e: e.op == "move" and e.zone == "removed"),
    ("put on top of owner's deck", "Tidal Push", "Menace", lambda pw, e: e.op == "put_on_deck" and e.zone == "top"),
    ("put N damage on", "Blood Pact", "Girdle of the Endless Pit", lambda pw, e: e.op == "put_damage"),
    ("target attacking ally", "Hunter's Mark", "Righteous Vengeance", lambda pw, e: e.target and e.target.filter.get("state") == "attacking"),
    ("with cost N or less", "Banish", "Carnage", lambda pw, e: e.target and e.target.filter.get("max_cost")),
    ("you may (no target)", "Tide Caller", "Angry Dread", lambda pw, e: e.optional and e.op == "draw"),
    ("you may (target)", "Ogre Bouncer", "Chops", lambda pw, e: e.optional and e.target.up_to),
    ("when destroyed", "Vengeful Spirit", "Soul Fragment", lambda pw, e: pw.trigger == "destroyed_self"),
    ("when you play an ability", "Battle Herald", "Selin Duskrunner", lambda pw, e: pw.trigger == "play_ability"),
    ("Ongoing: at the start of your turn", "Soothing Totem", "Magma Totem", lambda pw, e: pw.trigger == "start_of_turn"),
    ("race/class/tag filter", "Moonkin Rite", "Wyneth Harridan", lambda pw, e: e.target and e.target.filter.get("tag")),
    ("can't attack this turn", "Frigid Gust", "Frigid Winds", lambda pw, e: e.keyword == CANT_ATTACK and e.duration == "this_turn"),
    ("has KEYWORD N this turn", "Rallying Shout", "Adrienne the Inspiring", lambda pw, e: e.op == "grant_keyword" and e.duration == "this_turn"),
    ("-N ATK / -N [Health]", "Hexed Idol", "Yoza'tsu", lambda pw, e: e.op == "modify_stat" and e.stat == "health"),
    ("when dealt damage", "Thorny Brute", "Lu'ka de Wall", lambda pw, e: pw.trigger == "damaged_self"),
    ("ally tokens", "Call the Treants", "Zooti Fizzlefury", lambda pw, e: e.op == "play_free" and "token" in e.condition),
    ("prevent the next N damage", "Light Ward", "Guarded by the Light", lambda pw, e: e.keyword == PREVENT),
    ("interrupt target card", "Counter Rune", "Fizzle", lambda pw, e: e.zone == "interrupted"),
    ("use only once per turn", "Drill Sergeant", "Elder Moorf", lambda pw, e: pw.cost.get("once_per_turn")),
    ("destroy this card as a cost", "Spirit Lantern", "Trakas", lambda pw, e: pw.cost.get("destroy_self")),
    ("this and other TAG allies have", "Tidehunter Chief", "Bubblegil", lambda pw, e: e.target and e.target.filter.get("tag") == "Murloc"),
    ("can't protect this turn", "Shackle", "Jin'lak Nightfang", lambda pw, e: e.keyword == CANT_PROTECT),
    ("for each X (on resolution)", "Roaring Flames", "Roaring Blaze", lambda pw, e: (e.condition or {}).get("per") == "hand"),
    ("for each X (continuous)", "Armored Smith", "Steelsmith Joseph Carroll", lambda pw, e: (e.condition or {}).get("per") == "equipment"),
    ("opponent discards", "Mind Rot", "In Nightmares", lambda pw, e: e.op == "discard" and e.target.kind == "opponent"),
    ("a character dealt damage this way", "Frostbolt Rune", "Black Ice Fizzlefreeze",
     lambda pw, e: e.target and e.target.kind == "previous" and e.keyword == CANT_ATTACK),
]


@pytest.mark.parametrize(("template", "fixture", "real", "check"), TEMPLATES, ids=[t[0] for t in TEMPLATES])
def test_template_compiles_on_fixture_card(template, fixture, real, check):
    assert _has(POOL.find_name(fixture).data, check), template


@needs(WOW_CARDS)
@pytest.mark.parametrize(("template", "fixture", "real", "check"), TEMPLATES, ids=[t[0] for t in TEMPLATES])
def test_template_compiles_on_real_card(template, fixture, real, check):
    rec = real_pool().find_name(real)
    assert rec is not None, real
    assert _has(rec.data, check), (template, rec.data["text"])


@needs(WOW_CARDS)
def test_more_real_triggers_compile():
    # EN 703 (outside): event triggers the engine announces
    triggers = {"Heartening Arrival": "enter_friendly_ally", "Randipan": "combat_damage_to_hero_self",
                "Favor of the Arcane": "destroyed_attached", "Darkest Before the Light": ""}
    for name, trig in triggers.items():
        data = real_pool().find_name(name).data
        assert is_automated(data), data["text"]
        if trig:
            assert any(pw.trigger == trig for pw in card_powers(data)), name


# --- the engine carries them out -------------------------------------------------------------------


def _play(st, name: str, player: int = 0, *picks: str):
    uid = put(st, player, name, "hand")
    resources(st, player, 5)
    st = apply(st, "play", player, uid=uid, x=0)
    for pick in picks:
        st = choose(st, pick)
    return st, uid


def test_cant_attack_heroes_and_only_heroes():
    # WoW 103.2: a "can't" restriction wins over the permission to attack
    st = start()
    warden = put(st, 0, "Frost Warden", "allies")
    charger = put(st, 0, "Ghoul Charger", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    acts = [(a.args["attacker"], a.args["defender"]) for a in ENGINE.legal_actions(st, 0) if a.type == "attack"]
    assert (warden, enemy) in acts and (warden, hero(st, 1)) not in acts
    assert (charger, hero(st, 1)) in acts and (charger, enemy) not in acts
    with pytest.raises(RulesError) as err:
        apply(st, "attack", 0, attacker=warden, defender=hero(st, 1))
    assert err.value.rule == R("103.2")


def test_enters_play_exhausted():
    # WoW 411.1 with the card's own text (103.1): it enters play exhausted
    st = resolve_chain(_play(start(), "Sleepy Golem")[0])
    golem = next(u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Sleepy Golem")
    assert st.table.cards[golem].tapped


def test_remove_from_game_with_cost_filter():
    # EN 709.1 (outside): "Remove target ally with cost 3 or less from the game"
    st = start()
    cheap = put(st, 1, "Mist Owl", "allies")
    put(st, 1, "Iron Sentinel", "allies")  # cost 4: not a legal target
    st, _ = _play(st, "Banish")
    assert [o.id for o in st.pending[0].options] == [str(cheap)]
    st = resolve_chain(choose(st, str(cheap)))
    assert st.table.cards[cheap].zone == "removed"


def test_put_on_top_of_owners_deck():
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(_play(st, "Tidal Push", 0, str(enemy))[0])
    assert st.table.zone(1, "deck")[0] == enemy


def test_placed_damage_is_not_prevented():
    # WoW 405.3: damage put on a card is not dealt: no packet, no prevention
    from engine.wow.state import Shield

    st = start()
    st.shields.append(Shield(hero(st, 0), 5, st.turn, 0))
    st = resolve_chain(_play(st, "Blood Pact")[0])
    assert st.table.cards[hero(st, 0)].damage == 2


def test_target_attacking_ally_only_in_combat():
    # EN 601 (outside): "target attacking ally" is the attacker of the current combat
    st = start()
    put(st, 0, "Iron Sentinel", "allies")
    assert not any(lbl.startswith("Play Hunter's Mark") for lbl in labels(st, 1))
    mark = put(st, 1, "Hunter's Mark", "hand")
    resources(st, 1, 2)
    attacker = st.table.zone(0, "allies")[0]
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    if st.priority == 0:
        st = apply(st, "pass", 0)  # the proposal waits on the chain; P2 has priority
    st = apply(st, "play", 1, uid=mark, x=0)
    assert [o.id for o in st.pending[0].options] == [str(attacker)]


def test_may_draw_is_a_choice():
    # EN 709.3 (outside): "you may" — the controller chooses
    st = resolve_chain(_play(start(), "Tide Caller")[0])
    st = resolve_chain(st)
    assert st.pending[0].kind == "may" and st.pending[0].player == 0
    hand = len(st.table.zone(0, "hand"))
    yes = ENGINE.apply(st, Action("choose", 0, {"picks": ["yes"]})).state
    no = ENGINE.apply(st, Action("choose", 0, {"picks": ["no"]})).state
    assert len(yes.table.zone(0, "hand")) == hand + 1 and len(no.table.zone(0, "hand")) == hand


def test_may_target_allows_no_target():
    # EN 709.3 (outside): an optional targeted effect may be declined
    st = start()
    put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(_play(st, "Ogre Bouncer")[0])
    assert st.pending[0].kind == "target" and st.pending[0].min == 0
    st = choose(st)
    assert not st.pending


def test_when_destroyed_trigger():
    # EN 703 (outside): "When this ally is destroyed" triggers as it leaves play
    st = start()
    spirit = put(st, 0, "Vengeful Spirit", "allies")
    st.table.cards[spirit].damage = 5
    st = apply(st, "pass", 0)  # the check destroys it; the trigger asks for a target
    while st.pending and st.pending[0].kind != "target":
        st = choose(st, st.pending[0].options[0].id)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_when_you_play_an_ability_trigger():
    st = start()
    herald = put(st, 0, "Battle Herald", "allies")
    st = resolve_chain(_play(st, "Study the Scrolls")[0])
    assert kw.atk(st, herald) == 2


def test_ongoing_start_of_turn_trigger():
    # WoW 500.2: start-of-turn triggers go on the chain in the pre-priority check
    st = start()
    put(st, 1, "Soothing Totem", "hero_row")
    st.table.cards[hero(st, 1)].damage = 3
    st = resolve_chain(apply(st, "pass", 0))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_tag_filter_targets_only_that_race():
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    put(st, 0, "Iron Sentinel", "allies")
    st, _ = _play(st, "Moonkin Rite")
    assert [o.id for o in st.pending[0].options] == [str(owl)]


def test_cant_attack_this_turn_and_protector_this_turn():
    # WoW 103.2: "can't attack" wins; EN 714 (outside): keywords granted this turn
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(_play(st, "Frigid Gust", 0, str(ally))[0])
    assert combat.can_attack(st, ally, 0).rule == R("103.2")
    st = resolve_chain(_play(st, "Rallying Shout", 0, str(ally))[0])
    assert kw.has(st, ally, "Protector")


def test_atk_health_icon_modifier():
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(_play(st, "Hexed Idol", 0, str(enemy))[0])
    assert (kw.atk(st, enemy), kw.health(st, enemy)) == (3, 3)


def test_when_dealt_damage_trigger():
    st = start()
    brute = put(st, 1, "Thorny Brute", "allies")
    hand = len(st.table.zone(1, "hand"))
    st = resolve_chain(_play(st, "Fire Bolt", 0, str(brute))[0])
    assert len(st.table.zone(1, "hand")) == hand + 1


def test_tokens_enter_the_ally_row_and_vanish_outside_play():
    # WoW 404.2a: tokens enter their controller's ally row; 410.6d: outside play they cease to exist
    st = resolve_chain(_play(start(), "Call the Treants")[0])
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 2 and kw.atk(st, tokens[0]) == 1 and kw.health(st, tokens[0]) == 1
    st.table.cards[tokens[0]].damage = 1
    st = apply(st, "pass", 0)
    assert tokens[0] not in st.table.cards and tokens[1] in st.table.cards


def test_prevent_the_next_damage():
    # EN 717.2 (outside) / WoW 405.5: prevention shrinks the packet
    st = start()
    ally = put(st, 0, "Stone Guardian", "allies")
    st = resolve_chain(_play(st, "Light Ward", 0, str(ally))[0])
    st = resolve_chain(_play(st, "Fire Bolt", 0, str(ally))[0])
    assert st.table.cards[ally].damage == 0  # 3 prevented by the ward (Hardiness had nothing left)


def test_interrupt_target_ability_card():
    # EN 711 (outside): the interrupted card leaves the chain for its owner's graveyard
    st = start({"auto_pass": False})
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    rune = put(st, 1, "Counter Rune", "hand")
    resources(st, 1, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    st = apply(st, "pass", 0)
    st = choose(apply(st, "play", 1, uid=rune, x=0), str(bolt))
    st = resolve_chain(st)
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0


def test_once_per_turn_and_destroy_as_cost():
    # EN 701.1 (outside): "Use only once per turn"; WoW 403.1: destroying the card is a cost
    st = start()
    sergeant = put(st, 0, "Drill Sergeant", "allies")
    resources(st, 0, 3)
    st = resolve_chain(choose(apply(st, "power", 0, uid=sergeant, power=0, x=0), str(sergeant)))
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=sergeant, power=0, x=0)
    lantern = put(st, 0, "Spirit Lantern", "hero_row")
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "power", 0, uid=lantern, power=0, x=0))
    assert st.table.cards[lantern].zone == "graveyard" and len(st.table.zone(0, "hand")) == hand + 1


def test_tagged_allies_static_and_cant_protect():
    # EN 714 (outside): "This and other Murloc allies you control have Protector";
    # WoW 103.2: "can't protect" wins over Protector
    st = start()
    chief = put(st, 1, "Tidehunter Chief", "allies")
    caller = put(st, 1, "Tide Caller", "allies")
    owl = put(st, 1, "Mist Owl", "allies")
    assert kw.has(st, chief, "Protector") and kw.has(st, caller, "Protector") and not kw.has(st, owl, "Protector")
    st = resolve_chain(_play(st, "Shackle", 0, str(caller))[0])
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    st = resolve_chain(st)
    assert st.pending[0].kind == "protector"
    assert {o.id for o in st.pending[0].options} == {"none", str(chief)}


def test_character_dealt_damage_this_way():
    # WoW 408.2a: only a character actually dealt damage is "dealt damage this way"
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(_play(st, "Frostbolt Rune", 0, str(ally))[0])
    assert kw.has(st, ally, CANT_ATTACK)
    st2 = start()
    immune = put(st2, 1, "Iron Sentinel", "allies")
    from engine.wow.state import Shield

    st2.shields.append(Shield(immune, 5, st2.turn, 0))
    st2 = resolve_chain(_play(st2, "Frostbolt Rune", 0, str(immune))[0])
    assert not kw.has(st2, immune, CANT_ATTACK)


def test_opponent_discards_cards_of_their_choice_then_the_rest_resolves():
    # WoW 415.9d: the discarding player chooses; the cards are revealed into the graveyard
    st = start()
    st = resolve_chain(_play(st, "Mind Rot")[0])
    pend = st.pending[0]
    assert pend.kind == "discard_effect" and pend.player == 1 and pend.min == pend.max == 2
    hand0 = len(st.table.zone(0, "hand"))
    picks = [o.id for o in pend.options[:2]]
    st = ENGINE.apply(st, Action("choose", 1, {"picks": picks})).state
    assert all(st.table.cards[int(u)].zone == "graveyard" for u in picks)
    assert len(st.table.zone(0, "hand")) == hand0 + 1  # "Draw a card." resumed after the choice
    assert "hand" not in str(ENGINE.view(st, 0)["pending"] or "")


def test_for_each_counts_on_resolution_and_continuously():
    # EN 709.1 (outside): "for each" is counted as the effect resolves; EN 714: a static power keeps counting
    st = start()
    hand = len(st.table.zone(0, "hand"))  # Roaring Flames itself leaves the hand when played
    st = resolve_chain(_play(st, "Roaring Flames", 0, str(hero(st, 1)))[0])
    assert st.table.cards[hero(st, 1)].damage == hand
    smith = put(st, 0, "Armored Smith", "allies")
    assert kw.atk(st, smith) == 1
    put(st, 0, "Worn Longsword", "hero_row")
    put(st, 0, "Chain Helm", "hero_row")
    assert kw.atk(st, smith) == 3
