"""Helper wow5 (issue 18): Death Rattle on abilities (printed reminder "When this ability enters your
graveyard from anywhere"; EN 703.1; engine.wow.death_rattle) — each played with a real card of the pool
(skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_activation import _as_hero, _use
from .test_templates_more import _advance, automated, play_real
from .test_templates_self import _bolt
from .test_templates_statics import _attacks

pytestmark = needs(WOW_CARDS)


def _sanctuary_on(st, ally: int):
    st, pws = play_real(st, "Power Word: Sanctuary", 0, str(ally))
    st = resolve_chain(st)
    assert st.table.cards[pws].zone == "hero_row" and st.table.cards[pws].attached_to == ally  # 400.1
    return st, pws


def test_ongoing_ability_death_rattle_when_its_host_dies():
    # 400.2: the ally leaves play, so the attached ability goes to the graveyard (415.2) and its Death
    # Rattle "Prevent all damage that would be dealt to target ally you control this turn." triggers
    automated("Power Word: Sanctuary")
    st = start()
    host = put(st, 0, "Iron Sentinel", "allies")
    friend = put(st, 0, "Stone Guardian", "allies")
    st, pws = _sanctuary_on(st, host)
    st.table.cards[host].damage = kw.health(st, host)  # fatal damage: destroyed at the next 410.6 check
    st = _bolt(st, hero(st, 1))
    assert st.table.cards[host].zone == "graveyard"
    assert st.table.cards[pws].zone == "graveyard"
    assert st.pending and st.pending[0].kind == "target" and str(friend) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(friend)))
    st = _bolt(st, friend)  # Fire Bolt's damage is prevented this turn
    assert st.table.cards[friend].damage == 0 and st.table.cards[friend].zone == "allies"


def test_ongoing_ability_no_death_rattle_while_in_play():
    # the trigger condition is entering the graveyard (EN 703.1): attached and in play, nothing waits
    st = start()
    host = put(st, 0, "Iron Sentinel", "allies")
    st, _ = _sanctuary_on(st, host)
    assert not st.pending and not st.triggers


# --- "can't ready" (103.2; engine.wow.restrictions) ---------------------------------------------------


def _wild_roots(st, enemy: int):
    st, roots = play_real(st, "Wild Roots", 0, str(enemy))
    st = _advance(st, lambda s: not s.chain and not s.pending)  # Delve (look at the top two) answered
    assert st.table.cards[roots].attached_to == enemy and st.table.cards[enemy].tapped  # 400.1, 411.1
    return st, roots


def test_attached_ally_cant_ready_in_any_ready_step():
    # 103.2 with 501.1a: Wild Roots "Ongoing: Attached ally can't ready." — not only the next ready step
    automated("Wild Roots")
    st = start()
    enemy = put(st, 1, "Loyal Hound", "allies")
    other = put(st, 1, "Stone Guardian", "allies", tapped=True)
    st, _ = _wild_roots(st, enemy)
    st = _advance(st, lambda s: s.turn == 2 and s.step == "main")
    assert st.table.cards[enemy].tapped and not st.table.cards[other].tapped
    st = _advance(st, lambda s: s.turn == 4 and s.step == "main")
    assert st.table.cards[enemy].tapped


def test_cant_ready_beats_a_ready_effect():
    # 103.2: "can't" wins over "can": Energized "Ready target ally." on the rooted ally does nothing (411.2)
    automated("Energized")
    st = start()
    enemy = put(st, 1, "Loyal Hound", "allies")
    mine = put(st, 0, "Stone Guardian", "allies", tapped=True)
    st, _ = _wild_roots(st, enemy)
    st = resolve_chain(play_real(st, "Energized", 0, str(enemy))[0])
    assert st.table.cards[enemy].tapped
    st = resolve_chain(play_real(st, "Energized", 0, str(mine))[0])
    assert not st.table.cards[mine].tapped


# --- "can't attack or exhaust" (103.2; engine.wow.restrictions) ---------------------------------------


def test_attached_ally_cant_attack_or_exhaust():
    # 103.2: Glacial Tomb "Ongoing: Attached ally can't attack or exhaust." — no attack (EN 601.1/601.2
    # exhausts the attacker) and an "Exhaust target ally." effect leaves it ready (411.1)
    automated("Glacial Tomb")
    automated("Exhaustion")
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    owl = put(st, 0, "Stone Guardian", "allies")
    assert (hound, hero(st, 1)) in _attacks(st)
    st = resolve_chain(play_real(st, "Glacial Tomb", 0, str(hound))[0])
    assert (hound, hero(st, 1)) not in _attacks(st) and (owl, hero(st, 1)) in _attacks(st)
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=hound, defender=hero(st, 1))
    st = resolve_chain(play_real(st, "Exhaustion", 0, str(hound))[0])
    assert not st.table.cards[hound].tapped
    st = resolve_chain(play_real(st, "Exhaustion", 0, str(owl))[0])
    assert st.table.cards[owl].tapped


def test_freeze_death_rattle_cant_exhaust_this_turn():
    # Freeze "Death Rattle: Target opposing ally or weapon can't attack or exhaust this turn." (EN 703.1,
    # 103.2): its host dies, the Death Rattle picks another opposing ally, which then can't be exhausted
    automated("Freeze")
    st = start()
    host = put(st, 1, "Loyal Hound", "allies")
    other = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(play_real(st, "Freeze", 0, str(host))[0])
    assert st.table.cards[host].tapped is False and kw.has(st, host, "Can't Exhaust")
    st = _bolt(st, host)
    st = _advance(st, lambda s: s.table.cards[host].zone == "graveyard" and (s.pending or not s.chain))
    assert st.pending and st.pending[0].kind == "target" and str(other) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(other)))
    st = resolve_chain(play_real(st, "Exhaustion", 0, str(other))[0])
    assert not st.table.cards[other].tapped


# --- random discards (415.9d; engine.wow.random_discard) ----------------------------------------------


def test_target_player_discards_a_random_card():
    # 415.9d, EN 706 (a player target by his hero): Lose Control "Target player discards a random card."
    # — one card of that player's hand, picked by the seeded RNG; the same seed picks the same card
    automated("Lose Control")
    picked = []
    for _ in range(2):
        st = start()
        hand = list(st.table.zone(1, "hand"))
        mine = len(st.table.zone(0, "hand"))
        st, _ = play_real(st, "Lose Control", 0, str(hero(st, 1)))
        st = resolve_chain(st)
        gone = [u for u in hand if st.table.cards[u].zone == "graveyard"]
        assert len(gone) == 1 and len(st.table.zone(1, "hand")) == len(hand) - 1
        assert len(st.table.zone(0, "hand")) == mine  # the caster's hand is untouched
        picked.append(gone[0])
    assert picked[0] == picked[1]


def test_target_opponent_discards_two_random_cards():
    # 415.9d: Parexia "Empower Priest: When this ally enters play, if you control another Priest hero or
    # ally, target opponent discards two random cards." — the Empower condition is checked too
    automated("Parexia, Herald of the Shadows")
    for priest in (False, True):
        st = start()
        if priest:
            put(st, 0, "Field Medic", "allies")  # a Priest ally (tags Human, Priest)
        n = len(st.table.zone(1, "hand"))
        st, _ = play_real(st, "Parexia, Herald of the Shadows", 0)
        st = _advance(st, lambda s: not s.chain and not s.pending)
        assert len(st.table.zone(1, "hand")) == (n - 2 if priest else n)


def test_flip_hero_target_player_discards_at_random():
    # 301.2 flip cost, 415.9d: Kalia "On your turn: 3, Flip Kalia -> Target player discards a card at random."
    data = automated("Kalia of Silvermoon City")
    st = start()
    kalia = _as_hero(st, "Kalia of Silvermoon City")
    resources(st, 0, 3)
    n = len(st.table.zone(1, "hand"))
    st = _use(st, kalia, data, hero(st, 1))
    assert st.table.cards[kalia].flags.get("flipped") and len(st.table.zone(1, "hand")) == n - 1
