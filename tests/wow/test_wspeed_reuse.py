"""The WoW speed-ups of issue 21, round 3, give the long way's answers, state after state of random
games (the benchmark's real lists and random real decks):

- 410.6a: ``keywords.statics_never_lower`` kept by the effects it reads answers as its loop over
  ``sources_doing`` (the code before);
- 103.2, EN 714: ``restrictions.may_have`` inside a reading (the static sources read at once,
  ``restrictions._granted``) answers as the op-by-op reading outside one;
- EN 714, 200.1a: ``powers.none_given`` and ``powers.none_in_match`` (Artifacts 409.1, graveyard
  powers) kept while reading answer as worked out afresh;
- 412.1b, 103.2, 402.2, 200.1a: ``card_facts.data`` inside a reading (the cards with modifiers listed
  once) gives the long way's data;
- 412.2, EN 602.2: the ready resources counted and the Protectors found inside a reading of their own
  (``WowEngine._ready_resources`` outside a listing, ``combat.protectors``) are those found with
  every answer worked out afresh (``keywords.fresh``);
- 405.4, EN 717: ``damage.deal`` reading its preventions inside a reading deals the same packet
  (events and state) as with every answer worked out afresh;
- 410.6b–g: ``procedure._wave_idle`` says a wave with nothing doomed does nothing exactly when
  ``ppp_wave`` makes no event and writes nothing (``run_ppp`` then skips it), and ``procedure._wave_look``
  (one pass over the cards) gives ``_doomed``'s cards and that answer;
- 409.1: ``hand_instant.instants`` reading only the printed instants and the modified cards (when no
  card takes powers away) lists the cards ``hand_instant._instant`` says are instants;
- 410.5, 410.6: ``WowEngine.settle`` starting the auto-pass listing from the answers the pre-priority
  checks just read (``run_ppp(st, seen)``) plays the same game as without them (states, events and
  legal actions), and the checks hand their answers on only when they changed nothing."""

from __future__ import annotations

import json

import pytest

from engine.core import Rng
from engine.core.serial import to_jsonable
from engine.core.simulate import pick_action
from engine.wow import (
    artifact,
    combat,
    damage,
    granted_powers,
    graveyard_powers,
    hand_instant,
    match_facts,
    powers,
    procedure,
    restrictions,
    wreal_turn,
)
from engine.wow import keywords as kw
from engine.wow.cards.keys import CANT_EXHAUST, CANT_READY
from engine.wow.cards.schema import KEYWORDS
from engine.wow.game import ENGINE
from tests.random_walk import walk

from .test_wspeed_golden import fixed_decks, random_decks
from .test_wspeed_ppp import _read_long

MAX_ACTIONS = 200
WORDS = (*KEYWORDS, CANT_EXHAUST, CANT_READY)


def _never_lower_long(st, stat_name: str) -> bool:
    """410.6a, EN 714: the loop before the kept answers."""
    for _src, effs in kw.sources_doing(st, "modify_stat"):
        for e in effs:
            if e.stat == stat_name and (e.amount < 0 or (e.condition or {}).get("per")):
                return False
    return True


def _may_have_long(st, word: str) -> bool:
    """103.2, EN 714: ``may_have`` op by op (the code before ``_granted``)."""
    return (not match_facts.SHORTCUTS or any(m.keyword == word for m in st.modifiers)
            or any(e.keyword == word for _, effs in kw.sources_doing(st, "grant_keyword") for e in effs)
            or bool(kw.sources_doing(st, "grant_chosen")) or bool(kw.sources_doing(st, "wst2_resist_opposing"))
            or restrictions._printed(st, word))


def _check(st) -> int:
    n = 0
    for p in range(st.num_players):
        fast = ENGINE._ready_resources(st, p)
        with kw.fresh():
            assert ENGINE._ready_resources(st, p) == fast
        n += 1
    if st.combat is not None:
        fast_protectors = combat.protectors(st)
        with kw.fresh():
            assert combat.protectors(st) == fast_protectors
        c = st.combat
        for src, tgt in ((c.attacker, c.defender), (c.defender, c.attacker)):
            if src in st.table.cards and tgt in st.table.cards:
                one, two = ENGINE.copy(st), ENGINE.copy(st)
                fast_events = damage.deal(one, src, tgt, 3, "fire", combat=True)
                with kw.fresh():
                    slow_events = damage.deal(two, src, tgt, 3, "fire", combat=True)
                assert [repr(e) for e in fast_events] == [repr(e) for e in slow_events]
                assert ENGINE.state_to_json(one) == ENGINE.state_to_json(two)
                n += 1
    uids = [u for p in range(st.num_players) for z in ("allies", "hero_row", "resources", "hand") for u in st.table.zone(p, z)]
    with kw.reading(st):
        for u in uids:
            assert kw.data(st, u) == _read_long(st, u)
            n += 1
    for p in range(st.num_players):  # 409.1: the instants in hand, listed with the printed ones read first
        hand = list(st.table.zone(p, "hand"))
        with kw.reading(st):
            assert hand_instant.instants(st, p, hand) == [u for u in hand if hand_instant._instant(st, p, u)]
        n += 1
    with kw.reading(st):
        idle = procedure._wave_idle(st)
        doomed = procedure._doomed(st)
        assert procedure._wave_look(st) == (doomed, not doomed and idle)  # one pass, the same answers
    copy = ENGINE.copy(st)
    before = json.dumps(to_jsonable(ENGINE.state_to_json(copy)), sort_keys=True, default=str)
    events = procedure.ppp_wave(copy, [])
    after = json.dumps(to_jsonable(ENGINE.state_to_json(copy)), sort_keys=True, default=str)
    if idle:
        assert events == [] and after == before
    elif not st.pending:
        assert events
    for stat in ("health", "atk"):
        assert kw.statics_never_lower(st, stat) == _never_lower_long(st, stat)
        with kw.reading(st):
            assert kw.statics_never_lower(st, stat) == _never_lower_long(st, stat)
        n += 1
    long_given = not kw.sources_doing(st, granted_powers.OP) and not wreal_turn.any_resource_grant(st)
    assert powers.none_given(st) == long_given
    with kw.reading(st):
        assert powers.none_given(st) == long_given
        assert powers.none_given(st) == long_given  # the kept answer
    facts = (("artifact.may_be", artifact._may_be), ("graveyard_powers.has", graveyard_powers._has_one))
    for fact, test in facts:
        outside = powers.none_in_match(st, fact, test)
        assert outside == powers._none_in_match(st, fact, test)
        with kw.reading(st):
            assert powers.none_in_match(st, fact, test) == outside
            assert powers.none_in_match(st, fact, test) == outside  # the kept answer
    for word in WORDS:
        outside = restrictions.may_have(st, word)
        with kw.reading(st):
            inside = restrictions.may_have(st, word)
        assert inside == outside == _may_have_long(st, word), word
        n += 1
    return n


def _play(decks: list, seed: int) -> int:
    states = walk(ENGINE, decks, seed, {"max_turns": 40}, MAX_ACTIONS)
    return sum(_check(state) for i, state in enumerate(states) if i % 2 == 0)


@pytest.mark.parametrize("seed", (51, 52))
def test_kept_answers_as_the_long_way_fixed_lists(seed: int) -> None:
    assert _play(fixed_decks(), seed) > 1000


@pytest.mark.parametrize("seed", (925,))
def test_kept_answers_as_the_long_way_random_decks(seed: int) -> None:
    assert _play(random_decks(seed), seed) > 1000


def _game(decks: list, seed: int) -> list[str]:
    """Every legal-action list, event and state of a seeded random game, as text."""
    state, _ = ENGINE.new_game(["P1", "P2"], decks, seed, {"max_turns": 40})
    pick = Rng.from_seed(seed ^ 0x5EED)
    out = []
    for _ in range(MAX_ACTIONS):
        if state.over:
            break
        legal = ENGINE.legal_actions(state, ENGINE.to_act(state)[0])
        out.append(json.dumps([repr(a) for a in legal]))
        if not legal:
            break
        tr = ENGINE.apply(state, pick_action(legal, pick))
        out.append(json.dumps([repr(e) for e in tr.events]))
        state = tr.state
        out.append(json.dumps(to_jsonable(ENGINE.state_to_json(state)), sort_keys=True, default=str))
    return out


@pytest.mark.parametrize("seed", (61, 62))
def test_settle_with_the_checks_answers_plays_the_same_game(seed: int, monkeypatch) -> None:
    # 410.5, 410.6: the auto-pass listing read from the checks' answers (the state as they read it)
    # and read afresh give the same game
    decks = fixed_decks()
    handed: list[int] = []
    real = procedure.run_ppp

    def counting(st, seen=None):
        out = real(st, seen)
        if seen is not None and "once" in seen:
            handed.append(1)
        return out

    monkeypatch.setattr(procedure, "run_ppp", counting)
    fast = _game(decks, seed)
    assert handed  # the shortcut was taken
    monkeypatch.setattr(procedure, "run_ppp", lambda st, seen=None: real(st))
    assert _game(decks, seed) == fast


def test_checks_that_changed_the_state_hand_on_nothing() -> None:
    # 410.6a: a wave that destroys a card wrote the state: its reading is not handed on
    decks = fixed_decks()
    st, _ = ENGINE.new_game(["P1", "P2"], decks, 7, {"max_turns": 40})
    for _ in range(40):
        if st.pending or st.over:
            legal = ENGINE.legal_actions(st, ENGINE.to_act(st)[0])
            st = ENGINE.apply(st, legal[0]).state
            continue
        break
    ally = next((u for p in range(2) for u in st.table.zone(p, "allies")), None)
    if ally is None:
        ally = st.heroes[1]
    st.table.cards[ally].damage = 99
    seen: dict = {}
    events = procedure.run_ppp(st, seen)
    assert events and "once" not in seen
    seen = {}
    assert procedure.run_ppp(st, seen) == [] or st.over
    assert st.over or "once" in seen
