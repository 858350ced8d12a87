"""Per-card scripts of helper wcombat (engine/wow/cards/scripts/wcombat.toml) and the "has X and
loses and can't have Y this turn" template: each card is played in an engine game (skipped without
../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wcombat_while import _to_turn_of, _use

pytestmark = needs(WOW_CARDS)


def test_misprinted_self_name_first_attack_pay_to_ready():
    # EN 703, 709.3, 200.1: "When Sapirion attacks for the first time each turn, you may pay 1. If you do, ready him." (Sepirion)
    automated("Sepirion")
    st = start()
    sep = put_real(st, 0, "Sepirion", "allies")
    res = resources(st, 0, 1)
    st = apply(st, "attack", 0, attacker=sep, defender=hero(st, 1))
    while st.pending and st.pending[0].kind != "protector":
        st = choose(st, "yes")
    st = finish_combat(st)
    assert not st.table.cards[sep].tapped and st.table.cards[res[0]].tapped  # paid 1, readied
    st = finish_combat(apply(st, "attack", 0, attacker=sep, defender=hero(st, 1)))
    assert st.table.cards[sep].tapped  # not the first attack this turn: no trigger


def test_lost_parenthesis_reminder_grants_assault_this_turn():
    # EN glossary Assault, 203.1 (reminder text): "Heroes and allies you control have Assault 1 this turn. They have +1 ATK on your turn.)" (Horn of Winter)
    automated("Horn of Winter")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Horn of Winter", 0)
    st = resolve_chain(st)
    assert kw.atk(st, a) == 5 and kw.atk(st, hero(st, 0)) == 1 and kw.atk(st, theirs) == 4


def test_ongoing_assault_for_allies_you_control():
    # EN 714: "Allies you control have Assault 1. They have +1 ATK on your turn.)" (Brutal Bear Form, line 2)
    automated("Brutal Bear Form")
    st = start()
    put_real(st, 0, "Brutal Bear Form", "hero_row")
    a = put(st, 0, "Iron Sentinel", "allies")
    assert kw.atk(st, a) == 5 and kw.has(st, hero(st, 0), "Protector")
    st = _to_turn_of(st, 1)
    assert kw.atk(st, a) == 4  # Assault: on your turn only


def test_enter_play_target_has_assault_this_turn():
    # EN 703: "When this ally enters play, target hero or ally has Assault 2 this turn. (+2 ATK on your turn" (Claemora Amberglare)
    automated("Claemora Amberglare")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Claemora Amberglare", 0, pay=8)
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, str(a)))
    assert kw.atk(st, a) == 6


def test_misprinted_name_limits_whom_opponents_attack():
    # EN 601.1, 200.1: "Icy Grip: If an opposing hero or ally attacks, it must attack Singragosa if able." (Sindragosa)
    automated("Sindragosa")
    st = _to_turn_of(start(), 1)
    sindra = put_real(st, 0, "Sindragosa", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    apply(st, "pass", 1)  # no requirement to attack
    st = finish_combat(apply(st, "attack", 1, attacker=foe, defender=sindra))
    assert st.table.cards[sindra].damage == 4


def test_up_to_two_targets_cant_attack_or_exhaust():
    # 103.2, EN 706: "Up to two target allies can't attack or exhaust this turn. Draw a card." (Frost Wave)
    automated("Frost Wave")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    b = put(st, 0, "Loyal Hound", "allies")
    c = put(st, 0, "Wolfrider Scout", "allies")
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Frost Wave", 0, str(a), str(b))
    st = resolve_chain(st)
    assert len(st.table.zone(0, "hand")) == hand + 1
    for u in (a, b):
        assert kw.has(st, u, "Can't Attack") and kw.has(st, u, "Can't Exhaust")
        with pytest.raises(RulesError):
            apply(st, "attack", 0, attacker=u, defender=hero(st, 1))
    assert not kw.has(st, c, "Can't Attack")
    finish_combat(apply(st, "attack", 0, attacker=c, defender=hero(st, 1)))


def test_up_to_two_targets_assault_and_stealth():
    # EN 706, 714: "Up to two target heroes and/or allies have Assault 2 and Stealth this turn." (Infiltrate)
    automated("Infiltrate")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Infiltrate", 0, str(a), str(hero(st, 0)))
    st = resolve_chain(st)
    assert kw.atk(st, a) == 6 and kw.has(st, a, "Stealth")
    assert kw.atk(st, hero(st, 0)) == 2 and kw.has(st, hero(st, 0), "Stealth")


def test_assault_and_loses_long_range_this_turn():
    # EN 714, 103.2: "Once on each of your turns: 1 -> This ally has Assault 3 and loses and can't have Long-Range this turn." (Marius Jator)
    data = automated("Marius Jator")
    st = start()
    marius = put_real(st, 0, "Marius Jator", "allies")
    resources(st, 0, 2)
    base = kw.atk(st, marius)
    assert kw.has(st, marius, "Long-Range")
    st = _use(st, 0, marius, data)
    assert kw.atk(st, marius) == base + 3 and not kw.has(st, marius, "Long-Range")
    with pytest.raises(RulesError):
        _use(st, 0, marius, data)  # once on each of your turns


def test_long_range_while_undamaged_and_reminder_without_parentheses():
    # EN glossary Long-Range, 405.1: "Art has Long-Range while he's undamaged. Defenders deal no combat damage to him." (Tinker Art Seaclock)
    automated("Tinker Art Seaclock")
    st = start()
    art = put_real(st, 0, "Tinker Art Seaclock", "allies")
    assert kw.has(st, art, "Long-Range")
    st.table.cards[art].damage = 1
    assert not kw.has(st, art, "Long-Range")


def test_misprinted_short_name_protector_while_undamaged():
    # EN 714, 200.1: "Case is a Protector while she's undamaged." (Tinker Casey Springlock)
    automated("Tinker Casey Springlock")
    st = start()
    casey = put_real(st, 0, "Tinker Casey Springlock", "allies")
    assert kw.has(st, casey, "Protector")
    st.table.cards[casey].damage = 1
    assert not kw.has(st, casey, "Protector")


def test_protector_while_an_opponent_has_more_allies():
    # EN 714: "Hota has Protector while an opponent has more allies than you." (Hota the Bloodsoaked)
    automated("Hota the Bloodsoaked")
    st = start()
    hota = put_real(st, 0, "Hota the Bloodsoaked", "allies")
    put(st, 1, "Loyal Hound", "allies")
    assert not kw.has(st, hota, "Protector")  # one ally each
    put(st, 1, "Iron Sentinel", "allies")
    assert kw.has(st, hota, "Protector")


def test_ferocity_if_an_opponent_went_first():
    # 302.2 Ferocity, 101 (the starting player): "Jerrikar has Ferocity if an opponent went first this game." (Ambassador Jerrikar)
    automated("Ambassador Jerrikar")
    st = start()  # player 1 went first
    mine = put_real(st, 0, "Ambassador Jerrikar", "allies")
    theirs = put_real(st, 1, "Ambassador Jerrikar", "allies")
    assert not kw.has(st, mine, "Ferocity") and kw.has(st, theirs, "Ferocity")


def test_keyword_and_defend_trigger_on_one_line():
    # EN 703, 408.2c: "Protector. When this ally defends, it heals 1 damage from itself." (Vylar Whitepaw)
    automated("Vylar Whitepaw")
    st = _to_turn_of(start(), 1)
    vylar = put_real(st, 0, "Vylar Whitepaw", "allies", damage=2)
    assert kw.has(st, vylar, "Protector")
    a = put(st, 1, "Wolfrider Scout", "allies")
    st = finish_combat(apply(st, "attack", 1, attacker=a, defender=vylar))
    assert st.table.cards[vylar].damage == 2 - 1 + 2  # healed 1 as it defended, then 2 combat damage


def test_hero_protector_and_more_health():
    # EN 714: "Ongoing: Your hero has Protector and a +5 [Health]." (Savage Bear Form)
    automated("Savage Bear Form")
    st = start()
    before = kw.health(st, hero(st, 0))
    put_real(st, 0, "Savage Bear Form", "hero_row")
    assert kw.has(st, hero(st, 0), "Protector") and kw.health(st, hero(st, 0)) == before + 5


def test_damage_to_target_attacker_and_that_attacker_less_atk():
    # EN 709, refs: "Your hero deals 2 melee damage to target attacker, and that attacker has -2 ATK this turn." (Mongoose Bite)
    automated("Mongoose Bite")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Stone Guardian", "allies")  # 3/6, Hardiness
    st = resolve_chain(apply(st, "attack", 1, attacker=a, defender=hero(st, 0)))
    if st.pending:
        st = choose(st, "none")
    st.priority = 0  # test setup: player 1 holds priority in the combat step
    st, _ = play_real(st, "Mongoose Bite", 0, str(a))
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[a].damage == 1  # 2 - Hardiness
    assert st.table.cards[hero(st, 0)].damage == 1  # its 3 ATK - 2


def test_three_ferocity_treants():
    # 404.2, 200.3's example: "Put three Treant ally tokens with 1 ATK, 1 health, and Ferocity into play." (Force of Nature)
    automated("Force of Nature")
    st = start()
    st, _ = play_real(st, "Force of Nature", 0)
    st = resolve_chain(st)
    treants = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(treants) == 3 and all(kw.atk(st, u) == 1 and kw.health(st, u) == 1 and kw.has(st, u, "Ferocity") for u in treants)
    finish_combat(apply(st, "attack", 0, attacker=treants[0], defender=hero(st, 1)))  # 302.2: Ferocity, at once


def test_peasants_with_ferocity_destroyed_at_the_end_of_the_next_turn():
    # 404.2, 415.9c: "At the start of your turn, put three Peasant ally tokens into play with 1 [Melee] ATK / 1 health
    # and Ferocity. At the end of the next turn, destroy them." (Alexi Barov)
    automated("Alexi Barov")
    st = start()
    put_real(st, 0, "Alexi Barov", "allies")
    st = _to_turn_of(_to_turn_of(st, 1), 0)
    peasants = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(peasants) == 3 and all(kw.has(st, u, "Ferocity") and kw.atk(st, u) == 1 for u in peasants)
    st = _to_turn_of(st, 1)
    assert all(kw.in_play(st, u) for u in peasants)  # the end of the turn they entered: not yet
    st = _to_turn_of(st, 0)
    assert all(not kw.in_play(st, u) for u in peasants)  # destroyed at the end of the next turn


def test_polymorph_penguin_host_cant_attack_or_protect_loses_powers_and_is_a_penguin():
    # 103.2, 202.3, EN 714: "Ongoing: Attached ally can't attack or protect, loses and can't have powers, and is also a Penguin."
    automated("Polymorph Penguin")
    st = _to_turn_of(start(), 1)
    guard = put(st, 1, "Stone Guardian", "allies")  # Protector, Hardiness; an Elemental
    put_real(st, 0, "Polymorph Penguin", "hero_row", attached_to=guard)
    assert {"penguin", "elemental"} <= kw.words(st, guard)  # a tag added, none removed (202.3)
    assert not kw.has(st, guard, "Protector") and not kw.has(st, guard, "Hardiness")  # its printed powers are gone
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=guard, defender=hero(st, 0))


def test_smoke_or_croak_host_is_a_frog_that_cant_protect():
    # 103.2, 202.3: "Ongoing: Attached ally can't attack or protect, loses and can't have powers, and is a Frog." (Smoke or Croak)
    automated("Smoke or Croak")
    st = start({"auto_pass": False})
    guard = put(st, 1, "Stone Guardian", "allies")
    put_real(st, 0, "Smoke or Croak", "hero_row", attached_to=guard)
    assert "frog" in kw.words(st, guard) and kw.has(st, guard, "Can't Protect")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    assert not (st.pending and st.pending[0].kind == "protector")  # it can't protect
