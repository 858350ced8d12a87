"""The apply-path shortcuts of issue 21 (apply round) give the long way's answers, state after state
of random games (fixed and random decks):

- the copy ``apply`` starts from (engine.lorcana.state_copy: fields declared scalar shared, by a plan
  per state class) equals the core's copy and is independent of its original; a field holding
  something else than its declared type is copied the slow way; the kept answer of
  ``gains_possible`` (Lorcana 7.6.1: abilities gained from other cards) moves to the copy;
- (the lethal-damage candidates, zones.lethal_candidates, Lorcana 1.9.1.3: test_apply_path_shortcuts)
- the state check skipped once the main phase begins with nothing to do (flow.advance, Lorcana
  1.9, 4.3.1) would have found nothing;
- a card leaving play clears "at" flags only when it is a location (zones.forget, Lorcana 4.3.7:
  a character is only ever at a location);
- a play from the hand pays the ink cost worked out while it was checked (play.play_card, Lorcana
  4.3.4.5-4.3.4.6);
- compiled abilities kept by card data record (cards.compiler.compile_card, Lorcana 6.3.2, 7.4.3)
  are those compiled afresh, and a record given other abilities is compiled again.
"""

from __future__ import annotations

import json

import pytest

from engine.core import Engine, Rng
from engine.core.serial import to_jsonable
from engine.core.simulate import pick_action
from engine.lorcana import flow, game, play
from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import _GAINS_LAST, ctype, gains_possible
from engine.lorcana.decks import random_deck
from engine.lorcana.state_copy import _COPIERS, NEVER_WRITTEN, copy_state
from tests.random_walk import walk

from .real import registry_pool as pool
from .test_speed_golden import fixed_decks

GAMES = (("fixed", 41), ("random", 42), ("random", 43), ("random", 44))
MAX_ACTIONS = 250


def _text(st) -> str:
    return json.dumps(game.ENGINE.state_to_json(st), sort_keys=True, default=str)


def _games(monkeypatch: pytest.MonkeyPatch | None = None):
    """Every state of the random games of :data:`GAMES` (the state, then the action taken from it)."""
    for kind, seed in GAMES:
        rng = Rng.from_seed(seed)
        decks = fixed_decks() if kind == "fixed" else [random_deck(pool(), rng) for _ in range(2)]
        yield from walk(game.ENGINE, decks, seed, {"max_turns": 30}, MAX_ACTIONS)


def test_copy_is_the_cores_copy_and_independent() -> None:
    eng = game.ENGINE
    compared = 0
    for st in _games():
        before = _text(st)
        new = copy_state(st)
        assert _text(new) == _text(Engine.copy(eng, st)) == before
        for key, value in new.__dict__.items():  # no list or dict is shared (floating's records are), but the card
            if type(value) in (list, dict) and key not in NEVER_WRITTEN:  # data and names, never written (test_shared_card_data)
                assert value is not st.__dict__[key], key
        assert new.cards is st.cards and new.players is st.players
        new.lore[0] += 1
        new.agenda.append("x")
        new.table.zone(0, "hand").append(-1)
        assert _text(st) == before
        compared += 1
    assert compared > 200
    assert _COPIERS  # the copier written out for the class was used


def test_choices_are_shared_and_never_written() -> None:
    # Lorcana 1.2.4 (a choice is answered by the player it names): a copy shares the pending
    # choices; answering one, or anything else, leaves the one the original holds as it was
    eng = game.ENGINE
    seen = 0
    for kind, seed in GAMES:
        rng = Rng.from_seed(seed)
        decks = fixed_decks() if kind == "fixed" else [random_deck(pool(), rng) for _ in range(2)]
        state, _ = eng.new_game(["P1", "P2"], decks, seed, {"max_turns": 30})
        pick = Rng.from_seed(seed ^ 0x5EED)
        for _ in range(MAX_ACTIONS):
            legal = eng.legal_actions(state, eng.to_act(state)[0]) if not state.over else []
            if not legal:
                break
            held = [(p, json.dumps(to_jsonable(p), sort_keys=True)) for p in state.pending]
            new = copy_state(state)
            assert all(a is b for a, b in zip(new.pending, state.pending, strict=True)) and new.pending is not state.pending
            state = eng.apply(state, pick_action(legal, pick)).state
            for p, text in held:
                assert json.dumps(to_jsonable(p), sort_keys=True) == text
            seen += len(held)
    assert seen > 50


def test_a_field_holding_another_type_is_copied_the_slow_way() -> None:
    st, _ = game.ENGINE.new_game(["P1", "P2"], fixed_decks(), 5, {})
    st.phase = ["main"]  # declared ``str``: a list is not shared
    new = copy_state(st)
    assert new.phase == ["main"] and new.phase is not st.phase
    assert _text(new) == _text(Engine.copy(game.ENGINE, st))


def test_a_copy_keeps_the_fields_only() -> None:
    # a state is its fields (only they are saved): an attribute set beside them is not copied
    st, _ = game.ENGINE.new_game(["P1", "P2"], fixed_decks(), 5, {})
    st.extra = [1]
    new = copy_state(st)
    assert not hasattr(new, "extra")
    assert _text(new) == _text(st) == _text(Engine.copy(game.ENGINE, st))


def test_options_are_copied_as_deep_copy_does() -> None:
    # a dict of scalars copied whole, one holding a list or dict deep-copied: never shared
    for options in ({"max_turns": 30, "win_lore": 20}, {"max_turns": 30, "nested": {"list": [1]}}):
        st, _ = game.ENGINE.new_game(["P1", "P2"], fixed_decks(), 7, options)
        new = copy_state(st)
        assert new.options == st.options and new.options is not st.options
        assert list(new.options) == list(st.options)  # (the same order: the same JSON)
    assert new.options["nested"] is not st.options["nested"] and new.options["nested"]["list"] is not st.options["nested"]["list"]
    new.options["nested"]["list"].append(2)
    assert st.options["nested"] == {"list": [1]}


def test_copy_takes_over_the_kept_gains_answer() -> None:
    # Lorcana 7.6.1: whether a card of the match may gain abilities depends on the card data only
    st, _ = game.ENGINE.new_game(["P1", "P2"], fixed_decks(), 6, {})
    answer = gains_possible(st)
    assert _GAINS_LAST[0] is st.cards
    new = copy_state(st)
    assert _GAINS_LAST[0] is new.cards and _GAINS_LAST[2] == answer
    _GAINS_LAST[:] = [None, -1, False]
    assert gains_possible(new) == answer  # worked out afresh: the same


def test_no_state_check_is_missed_when_the_main_phase_begins(monkeypatch: pytest.MonkeyPatch) -> None:
    # Lorcana 1.9 (state checks), 4.3.1 (the main phase): the check skipped would find nothing
    real = flow.run_agenda
    skipped = [0]

    def checked(st, step, events):
        real(st, step, events)
        if step == "main" and not (st.agenda or st.frames or st.waiting or st.bag or st.pending):
            skipped[0] += 1
            other = copy_state(st)
            before = _text(other)
            more: list = []
            flow.state_checks(other, more)
            assert not more and _text(other) == before

    monkeypatch.setattr(flow, "run_agenda", checked)
    for _ in _games():
        pass
    assert skipped[0] > 20


def test_at_flags_name_locations_only() -> None:
    # Lorcana 4.3.7: a character moves to a location; "at" names that location
    seen = 0
    for st in _games():
        for card in st.table.peek_cards():
            at = card.flags.get("at")
            if at is not None:
                seen += 1
                assert ctype(st, at) == "location"
    assert seen > 0


def test_a_play_from_the_hand_pays_the_checked_cost(monkeypatch: pytest.MonkeyPatch) -> None:
    # Lorcana 4.3.4.5 (cost decreases), 4.3.4.6 (pay the total cost): the cost worked out while the
    # play was checked is the one worked out again just before paying
    real_check, real_reduction = play._check_play, play.reduction
    kept: list = []
    compared = [0]
    busy = [False]

    def check(st, player, args):
        got = real_check(st, player, args)
        kept[:] = [st, player, args, got]
        return got

    def reduction(st, player, uid):
        if kept and kept[0] is st and not busy[0]:
            _, p, args, (u, mode, need) = kept
            kept.clear()
            if st.table.peek(u).zone == "hand":
                busy[0] = True
                try:
                    long_way = 0 if play.shift_by_discard(st, u, args) else play.play_cost(
                        st, p, u, mode, args.get("onto") if mode == "shift" else None, args.get("onto2") if mode == "shift" else None)
                finally:
                    busy[0] = False
                assert long_way == need
                compared[0] += 1
        return real_reduction(st, player, uid)

    monkeypatch.setattr(play, "_check_play", check)
    monkeypatch.setattr(play, "reduction", reduction)
    for _ in _games():
        pass
    assert compared[0] > 50


def test_kept_compiled_abilities_are_fresh_ones() -> None:
    # Lorcana 6.3.2 (an action's effect), 7.4.3 (triggered abilities): compiled from the card's text
    records = [rec.data for rec in list(pool().by_id.values())[:400]]
    assert records
    for d in records:
        first = compiler.compile_card(d)
        assert compiler.compile_card(d) is first  # kept
        assert first == compiler._compile_card(d, compiler.default_book())
    d = dict(next(r for r in records if r.get("abilities")))
    before = compiler.compile_card(d)
    d["abilities"] = [{"type": "triggered", "name": "X", "text": "When you play this character, draw a card."}]
    after = compiler.compile_card(d)
    assert after is not before and after == compiler._compile_card(d, compiler.default_book())


def test_kept_programs_are_fresh_ones() -> None:
    # Lorcana 7.1.2.2 ("if you do": a step runs only if its parent step happened)
    from engine.lorcana import resolve

    seen = 0
    for rec in list(pool().by_id.values())[:300]:
        for ab in compiler.compile_card(rec.data):
            first = resolve.program(ab.effects)
            assert resolve.program(ab.effects) is first and first == resolve._program(ab.effects)
            seen += bool(first)
    assert seen > 50


def test_floating_records_are_dropped_as_the_long_way() -> None:
    # Lorcana 4.2.1.3 ("until the start of your next turn" ends in the Ready step), 8.1.5 (a card
    # leaving play loses the effects on it): records dropped only when there are some to drop
    from engine.lorcana.prohibitions import expire_at_turn_start
    from engine.lorcana.zones import forget

    st, _ = game.ENGINE.new_game(["P1", "P2"], fixed_decks(), 7, {})
    keep = [{"kind": "drew", "owner": 0, "turn": 0}, {"kind": "prohibit", "player": 1, "until": "your_next_turn"}]
    st.floating = [*keep, {"kind": "prohibit", "player": 0, "until": "your_next_turn"}]
    expire_at_turn_start(st, 0)
    assert st.floating == keep
    expire_at_turn_start(st, 0)
    assert st.floating == keep
    uid = st.table.zone(0, "deck")[0]
    shield = {"kind": "prevent_next_damage", "uid": uid}
    other = {"kind": "prevent_next_damage", "uid": -5}
    st.floating = [*keep, shield, other, {"kind": "while_source", "source": uid, "uid": uid, "keyword": "x"}]
    forget(st, uid)
    assert st.floating == [*keep, other]
    forget(st, uid)
    assert st.floating == [*keep, other]
