"""The WoW attack listing's shortcuts (issue 21) list what the long way lists, state after state of
random games (the benchmark's real lists and random real decks): ``WowEngine._attacks`` and
``_defenders`` find each card a character (300.1, ``kw.is_character``) before asking
``combat.can_attack`` / ``can_be_attacked`` (EN 601.1), which then skip that check — against
asking them alone about every card of the hero and ally rows."""

from __future__ import annotations

import pytest

from engine.core import Action, Rng
from engine.core.simulate import pick_action
from engine.wow import combat, wreal2_sabotage, wreal_random
from engine.wow import keywords as kw
from engine.wow.game import ENGINE

from .test_wspeed_golden import fixed_decks, random_decks

MAX_ACTIONS = 200


def _long_attacks(st, p: int) -> list[Action]:
    """``WowEngine._attacks`` asking ``combat.can_attack`` and ``can_be_attacked`` alone about every card."""
    rows = [*st.table.zone(1 - p, "hero_row"), *st.table.zone(1 - p, "allies")]
    defenders = [d for d in rows if combat.can_be_attacked(st, d, p) is None]
    out = []
    for a in [*st.table.zone(p, "hero_row"), *st.table.zone(p, "allies")]:
        if combat.can_attack(st, a, p) is not None:
            continue
        if wreal_random.random_attacker(st, a):
            legal = wreal_random.defenders(st, p, a)
            if legal:
                out.append(Action("attack", p, {"attacker": a, "defender": legal[0]}, f"Attack with {kw.name(st, a)} (a random defender)"))
            continue
        out += [Action("attack", p, {"attacker": a, "defender": d}, f"Attack {kw.name(st, d)} with {kw.name(st, a)}")
                for d in defenders if combat.pair_problem(st, a, d) is None]
        out += [Action("attack", p, {"attacker": a, "defender": d}, f"Attack {kw.name(st, d)} with {kw.name(st, a)} (Sabotage)")
                for d in wreal2_sabotage.targets(st, a) if combat.pair_problem(st, a, d) is None]
    return out


def _play(decks: list, seed: int) -> int:
    state, _ = ENGINE.new_game(["P1", "P2"], decks, seed, {"max_turns": 40})
    pick = Rng.from_seed(seed ^ 0x5EED)
    compared = 0
    for _ in range(MAX_ACTIONS):
        if state.over:
            break
        for p in range(state.num_players):
            with kw.reading(state):
                listed = list(ENGINE._attacks(state, p))
            with kw.fresh():
                assert repr(listed) == repr(_long_attacks(state, p))  # EN 601.1: the same attacks listed
            compared += bool(listed)
        legal = ENGINE.legal_actions(state, ENGINE.to_act(state)[0])
        if not legal:
            break
        state = ENGINE.apply(state, pick_action(legal, pick)).state
    return compared


@pytest.mark.parametrize("seed", (41, 42))
def test_attack_listing_shortcuts_fixed_lists(seed: int) -> None:
    assert _play(fixed_decks(), seed) > 20


@pytest.mark.parametrize("seed", (907, 908))
def test_attack_listing_shortcuts_random_decks(seed: int) -> None:
    assert _play(random_decks(seed), seed) > 10
