"""The WoW attack listing's shortcuts (issue 21) list what the long way lists, state after state of
random games (the benchmark's real lists and random real decks): ``WowEngine._attacks`` and
``_defenders`` find each card a character (300.1, ``kw.is_character``) before asking
``combat.can_attack`` / ``can_be_attacked`` (EN 601.1), which then skip that check; and while
``combat.pairs_free`` holds (no limit "can attack only …", no attack tax) each pair is asked only its
printed restrictions (103.2), each character's name read once — against asking them alone about
every card of the hero and ally rows, and ``combat.pair_problem`` in full about every pair."""

from __future__ import annotations

import json

import pytest

from engine.core import Action, Modifier, Rng
from engine.core.simulate import pick_action
from engine.wow import attack_orders, combat, wreal2_sabotage, wreal_random
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import hero, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wcombat_while import _to_turn_of
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


def _listed(st, p: int) -> list[Action]:
    with kw.reading(st):
        return list(ENGINE._attacks(st, p))


@needs(WOW_CARDS)
def test_a_tax_or_a_limit_is_asked_about_every_pair() -> None:
    # 103.2, 403.1: "Opposing heroes and allies can't attack unless their controller pays 1 for each
    # character." (Nurgle Tinkfrost); EN 601.1: "Ongoing: Opposing heroes and allies can attack only
    # attached ally if able." (Warrior Training); a limit of this turn (a modifier): no pair is free
    automated("Nurgle Tinkfrost")
    taxed = start()
    put_real(taxed, 1, "Nurgle Tinkfrost", "allies")
    put_real(taxed, 0, "Karrok Scarrend", "allies")
    assert not combat.pairs_free(taxed) and _listed(taxed, 0) == []  # no ready resource to pay with
    resources(taxed, 0, 2)
    assert _listed(taxed, 0) and repr(_listed(taxed, 0)) == repr(_long_attacks(taxed, 0))
    automated("Warrior Training")
    limited = _to_turn_of(start(), 1)
    guarded = put(limited, 0, "Stone Guardian", "allies")
    put_real(limited, 0, "Warrior Training", "hero_row", attached_to=guarded)
    put(limited, 0, "Loyal Hound", "allies")
    foe = put(limited, 1, "Iron Sentinel", "allies")
    assert not combat.pairs_free(limited) and {a.args["defender"] for a in _listed(limited, 1)} == {guarded}
    plain = _to_turn_of(start(), 1)
    put(plain, 0, "Loyal Hound", "allies")
    foe = put(plain, 1, "Iron Sentinel", "allies")
    assert combat.pairs_free(plain) and len({a.args["defender"] for a in _listed(plain, 1) if a.args["attacker"] == foe}) == 2
    only = attack_orders.PREFIX + json.dumps({"who": "hero"})  # "can attack only your hero" (a resolved limit)
    plain.modifiers.append(Modifier(foe, only, 0, duration="this_turn", player=0, turn=plain.turn))
    assert not combat.pairs_free(plain) and repr(_listed(plain, 1)) == repr(_long_attacks(plain, 1))
    assert {a.args["defender"] for a in _listed(plain, 1) if a.args["attacker"] == foe} == {hero(plain, 0)}


@pytest.mark.parametrize("seed", (41, 42))
def test_attack_listing_shortcuts_fixed_lists(seed: int) -> None:
    assert _play(fixed_decks(), seed) > 20


@pytest.mark.parametrize("seed", (907, 908))
def test_attack_listing_shortcuts_random_decks(seed: int) -> None:
    assert _play(random_decks(seed), seed) > 10
