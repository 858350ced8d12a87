"""Helper wprev: cards whose text involves damage prevention, replacements ("instead"), target changes, copies and
gaining control — the scripts of ``engine/wow/cards/scripts/wprev.toml`` and the engine pieces they use. Each card is
played with the real card of the pool and every clause of its text is checked. EN numbers: rules outside the provided
(Japanese, 6.0) document, as the checklist names them."""

from __future__ import annotations

import pytest

from engine.wow import costs
from engine.wow import keywords as kw
from engine.wow.counters import counters
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def _bolt(st, target: int, player: int = 0):
    """``player`` plays Frostbolt at ``target`` (3 frost damage) and the chain resolves."""
    return resolve_chain(play_real(st, "Frostbolt", player, str(target))[0])


def test_power_word_barrier_two_bubbles_prevent_two_packets_to_your_characters_then_it_is_destroyed():
    # 404.1a: "This ability enters play with two bubble counters on it." / EN 717, 404.1d: "Ongoing: If a hero or ally you
    # control would be dealt damage, remove a bubble counter from this ability. If you do, prevent that damage. Then, if
    # no bubble counters remain, destroy this ability."
    automated("Power Word: Barrier")
    st = start()
    st, barrier = play_real(st, "Power Word: Barrier")
    st = resolve_chain(st)
    assert st.table.cards[barrier].zone == "hero_row" and counters(st, barrier, "bubble") == 2
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st = _bolt(st, theirs)
    assert st.table.cards[theirs].damage > 0 and counters(st, barrier, "bubble") == 2  # not a character you control
    st = _bolt(st, mine)
    assert st.table.cards[mine].damage == 0 and counters(st, barrier, "bubble") == 1  # an ally you control
    st = _bolt(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[barrier].zone == "graveyard"  # none remain: destroyed
    st = _bolt(st, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage > 0
    assert kw.in_play(st, mine)


# --- "When you play a non-ongoing ability, … copy it" (402.1; engine.wow.wprev_ops) ---------------------------------


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _copy_to(new: int):
    """Answers: say yes to a "may", and give the copy (402.1c) the new target ``new``."""
    return {"may": ["yes"], "copy_targets": [str(new)]}


@pytest.mark.parametrize("pay", [True, False])
def test_kinza_may_pay_two_to_copy_the_non_ongoing_ability_with_a_new_target(pay):
    # EN 703, 709.3, 402.1, 402.1c: "When you play a non-ongoing ability, you may pay 2. If you do, copy that ability.
    # (You may choose new targets for the copy)"
    automated("Kinza, Mistress of the Elements")
    st = start()
    put_real(st, 0, "Kinza, Mistress of the Elements", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)), pay=6)
    st = _settle(st, {"may": ["yes" if pay else "no"], "copy_targets": [str(foe)]})
    assert _dmg(st, hero(st, 1)) == 3  # the original, on its own target
    assert (_dmg(st, foe) == 3) is pay  # the duplicate, on the new target (402.1c)
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == (3 + 2 if pay else 3)  # Frostbolt costs 3


def test_kinza_does_not_copy_an_ongoing_ability():
    # 305.2: "a non-ongoing ability" — an ability with an Ongoing power doesn't trigger Kinza
    st = start()
    put_real(st, 0, "Kinza, Mistress of the Elements", "allies")
    st, barrier = play_real(st, "Power Word: Barrier")
    st = _settle(st, {"may": lambda p: pytest.fail("asked for an ongoing ability")})
    assert st.table.cards[barrier].zone == "hero_row"
    assert not any(lk.kind == "copy" for lk in st.chain)


def test_lightning_overload_destroys_itself_to_copy_the_next_ability():
    # EN 703, 709.3, 402.1: "Ongoing: When you play a non-ongoing ability, destroy Lightning Overload. If you do, copy
    # that ability." — once: it is gone after the first
    automated("Lightning Overload")
    st = start()
    overload = put_real(st, 0, "Lightning Overload", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st, _copy_to(foe))
    assert st.table.cards[overload].zone == "graveyard"
    assert _dmg(st, hero(st, 1)) == 3 and _dmg(st, foe) == 3
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st, _copy_to(foe))
    assert _dmg(st, hero(st, 1)) == 6 and _dmg(st, foe) == 3  # no second copy


def test_spellstrike_hood_copies_the_next_non_ongoing_ability_this_turn_only():
    # EN 701, 703, 402.1: "2, [Exhaust] -> When you next play a non-ongoing ability this turn, copy it."
    automated("Spellstrike Hood")
    st = start()
    hood = put_real(st, 0, "Spellstrike Hood", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))  # before the power: nothing copied
    st = _settle(st, _copy_to(foe))
    assert _dmg(st, foe) == 0
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, uid=hood, power=0))
    assert st.table.cards[hood].tapped
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st, {"copy_targets": ["keep"]})  # 402.1c: the copy may keep the original's target
    assert _dmg(st, hero(st, 1)) == 9 and _dmg(st, foe) == 0
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))  # "next": only the first one
    st = _settle(st, _copy_to(foe))
    assert _dmg(st, hero(st, 1)) == 12 and _dmg(st, foe) == 0


def test_kalecgos_costs_three_less_per_ability_played_this_turn_and_copies_each_non_ongoing_ability():
    # 403.2: "You pay 3 less to play Kalecgos for each ability you played this turn." / EN 703, 402.1: "When you play a
    # non-Ongoing ability, copy it."
    data = automated("Kalecgos")
    st = start()
    kal = put_real(st, 0, "Kalecgos", "hand")
    assert costs.play_cost(st, 0, kal) == data["cost"]
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st)
    assert costs.play_cost(st, 0, kal) == max(data["cost"] - 3, 0)
    resources(st, 0, data["cost"])
    st = _settle(apply(st, "play", 0, uid=kal, x=0))
    assert hero(st, 0) == kal  # 301.4: the master hero replaces the hero
    foe = put(st, 1, "Iron Sentinel", "allies")
    before = _dmg(st, hero(st, 1))
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    st = _settle(st, {"copy_targets": [str(foe)]})
    assert _dmg(st, hero(st, 1)) == before + 3 and _dmg(st, foe) == 3


# --- "You may change the target of an ability card with a single target." (EN 706; engine.wow.wprev_ops) -----------


@pytest.mark.parametrize("change", [True, False])
def test_spell_ricochet_changes_the_single_target_of_an_opposing_ability(change):
    # EN 706: the opponent's Frostbolt at P1's hero; P1 answers with Spell Ricochet and may send it to another legal
    # target (here the opponent's own ally) or keep it
    automated("Spell Ricochet")
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "allies")
    bolt = put_real(st, 1, "Frostbolt", "hand")
    resources(st, 1, 3)
    rico = put_real(st, 0, "Spell Ricochet", "hand")
    resources(st, 0, 3)
    st = apply(st, "pass", 0)  # P2 gets priority (Frostbolt is an instant, 409.1)
    assert st.priority == 1
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(hero(st, 0)))
    assert st.priority == 0 and st.chain
    st = choose(apply(st, "play", 0, uid=rico, x=0), str(bolt))
    st = _settle(st, {"wprev_retarget": [str(theirs) if change else "keep"]})
    assert _dmg(st, hero(st, 0)) == (0 if change else 3)
    assert _dmg(st, theirs) == (3 if change else 0)
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[rico].zone == "graveyard"
