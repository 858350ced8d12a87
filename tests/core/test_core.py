"""The engine core contract, tested with a tiny game written only for the tests."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from engine.core import Action, Rng, RuleRef, RulesError
from engine.core.serial import from_jsonable, to_jsonable
from engine.core.simulate import leaks, simulate

from .tiny_game import Tiny, TinyState, tiny_deck

DECK = [1, 2, 3, 4, 5, 5, 2, 3, 1, 4, 5, 2]


def new(seed=7):
    return Tiny().new_game(["a", "b"], [tiny_deck(DECK), tiny_deck(DECK)], seed)[0]


def play_first_legal(engine, state, n):
    log = []
    for _ in range(n):
        if state.over:
            break
        actor = engine.to_act(state)[0]
        action = engine.legal_actions(state, actor)[0]
        state = engine.apply(state, action).state
        log.append(action)
    return state, log


def test_rng_is_deterministic_and_uniform_enough():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]
    counts = [0] * 6
    rng = Rng.from_seed(1)
    for _ in range(6000):
        counts[rng.randrange(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_same_seed_same_game_and_different_seed_differs():
    eng = Tiny()
    s1, s2, s3 = new(1), new(1), new(2)
    j = lambda s: json.dumps(eng.state_to_json(s), sort_keys=True)  # noqa: E731
    assert j(s1) == j(s2)
    assert j(s1) != j(s3)


def test_replay_rebuilds_identical_state():
    eng = Tiny()
    state, log = play_first_legal(eng, new(), 12)
    decks = [tiny_deck(DECK), tiny_deck(DECK)]
    replayed, _ = eng.replay(["a", "b"], decks, 7, None, [Action.from_json(a.to_json()) for a in log])
    assert eng.state_to_json(replayed) == eng.state_to_json(state)


def test_apply_does_not_mutate_input():
    eng = Tiny()
    state = new()
    before = json.dumps(eng.state_to_json(state), sort_keys=True)
    eng.apply(state, eng.legal_actions(state, 0)[0])
    assert json.dumps(eng.state_to_json(state), sort_keys=True) == before


def test_json_round_trip_of_state_and_action():
    eng = Tiny()
    state, _ = play_first_legal(eng, new(), 5)
    data = json.loads(json.dumps(eng.state_to_json(state)))
    back = eng.state_from_json(data)
    assert isinstance(back, TinyState)
    assert back == state
    action = Action("play", 1, {"uid": 3})
    assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action


def test_view_redacts_hidden_cards():
    eng = Tiny()
    state = new()
    hand0 = set(state.table.zone(0, "hand"))
    mine = eng.view(state, 0)["players"][0]["zones"]["hand"]
    assert {c["uid"] for c in mine} == hand0
    theirs = eng.view(state, 1)["players"][0]["zones"]["hand"]
    assert all(c == {"hidden": True, "tapped": False} for c in theirs)
    public = eng.view(state, None)
    assert not any("card_id" in c for c in public["players"][0]["zones"]["deck"])
    assert leaks(eng, state, 1) == [] and leaks(eng, state, None) == []


def test_view_leak_check_can_fail():
    eng = Tiny()
    state = new()
    card = state.table.cards[state.table.zone(0, "hand")[0]]
    card.known_to.append(1)  # pretend player 2 saw it: now visible, so no leak
    assert leaks(eng, state, 1) == []

    class Leaky(Tiny):
        def view(self, st, viewer):
            out = super().view(st, viewer)
            out["oops"] = [st.table.card_view(c, 0) for c in st.table.cards.values()]
            return out

    assert leaks(Leaky(), new(), 1)


def test_rules_error_names_the_section():
    eng = Tiny()
    state = new()
    with pytest.raises(RulesError) as err:
        eng.apply(state, Action("play", 0, {"uid": 999}))  # tiny 2.1
    assert err.value.rule == RuleRef("tiny", "2.1")
    assert "§2.1" in str(err.value)
    with pytest.raises(RulesError):
        eng.apply(state, Action("pass", 1))  # not player 2's turn


def test_pending_choice_names_player_and_validates_answers():
    eng = Tiny()
    state = new()
    five = next((u for u in state.table.zone(0, "hand") if eng.value(state, u) == 5), None)
    if five is None:
        pytest.skip("seed gave no 5 in hand")
    state = eng.apply(state, Action("play", 0, {"uid": five})).state
    pending = state.pending[0]
    assert pending.player == 0 and pending.kind == "may" and pending.rule == RuleRef("tiny", "2.2")
    assert eng.to_act(state) == [0]
    with pytest.raises(RulesError):
        eng.apply(state, Action("choose", 0, {"picks": ["yes", "no"]}))
    with pytest.raises(RulesError):
        eng.apply(state, Action("choose", 0, {"picks": ["maybe"]}))
    assert eng.apply(state, Action("choose", 0, {"picks": ["no"]})).state.pending == []


def test_concede_ends_the_game():
    eng = Tiny()
    state = eng.apply(new(), Action("concede", 1)).state
    assert state.result.winners == [0]
    with pytest.raises(RulesError):
        eng.apply(state, Action("pass", 0))


def test_random_playouts_keep_every_invariant():
    report = simulate(Tiny(), lambda rng, n: [tiny_deck(DECK) for _ in range(n)], games=20, seed=3)
    assert report.errors == []
    assert report.finished == 20


@dataclass
class Inner:
    a: int
    b: list[str]


@dataclass
class Outer:
    x: dict[int, Inner]
    y: Inner | None
    z: tuple[int, ...]


def test_serial_handles_nested_types():
    o = Outer({1: Inner(2, ["q"])}, None, (1, 2))
    assert from_jsonable(Outer, json.loads(json.dumps(to_jsonable(o)))) == o


def test_deep_checks_catch_nondeterminism():
    """The deep checks (per-action re-apply, final replay) run under ``deep``: the cheap default
    checks look at one state at a time and cannot see that the same action gave another state."""
    import random as stdlib_random

    class Sloppy(Tiny):
        """Breaks determinism: draws with an unseeded RNG."""

        def _end_turn(self, st):
            deck = st.table.zone(1 - st.active, "deck")
            if len(deck) > 1:
                stdlib_random.shuffle(deck)
            return super()._end_turn(st)

    from engine.core.simulate import play_random_game

    decks = [tiny_deck(DECK), tiny_deck(DECK)]
    problems = []
    for seed in range(5):
        problems += play_random_game(Sloppy(), ["a", "b"], decks, seed, deep=True)[2]
    assert any("re-applying the stored action" in p or p.startswith("replaying the action log") for p in problems)


def test_manual_move_from_a_hidden_zone_does_not_name_the_card():
    from engine.core.manual import ManualSpec, apply_manual, manual_pending

    state = new()
    spec = ManualSpec(RuleRef("tiny", "9"), zones=["deck", "hand", "board"])
    state.pending.append(manual_pending(0, None, "put a card from your hand on your deck", spec.rule))
    uid = state.table.zone(0, "hand")[0]
    secret = state.table.cards[uid].card_id
    _, events = apply_manual(state, Action("manual", 0, {"op": "move", "uid": uid, "zone": "deck"}), spec)
    assert all(secret not in e.text for e in events if e.visible_to is None)
    uid = state.table.zone(0, "hand")[0]
    shown = state.table.cards[uid].card_id
    _, events = apply_manual(state, Action("manual", 0, {"op": "move", "uid": uid, "zone": "board"}), spec)
    assert shown in events[0].text  # moving into a public zone shows it to everyone anyway


def test_a_card_turned_face_up_in_a_hidden_zone_is_hidden_again_once_it_leaves():
    from engine.core import NOBODY, OWNER, Table, ZoneSpec

    table = Table.create(2, [ZoneSpec("life", NOBODY, ordered=True), ZoneSpec("hand", OWNER), ZoneSpec("deck", NOBODY, ordered=True)])
    card = table.add("c1", 0, "life")
    card.flags["face_up"] = True  # e.g. ONE PIECE 3-10-2-1: a face-up Life card is public
    assert table.visible_to(card, 1) and table.visible_to(card, None)
    table.move(card.uid, "hand")
    assert table.visible_to(card, 0) and not table.visible_to(card, 1)
    table.move(card.uid, "deck")
    assert not table.visible_to(card, 0) and not table.visible_to(card, None)
