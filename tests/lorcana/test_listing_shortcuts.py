"""The listing shortcuts and the cheaper copy of issue 21 (third round) give the answers of the long
way, state after state of random games: the challenge targets worked out with the defenders' facts
once per listing (engine.lorcana.challenge_listing), the play gate (engine.lorcana.play_gate) and
the state copy that shares ``state.floating``'s records (engine.lorcana.state_copy): it equals the
core's copy and ``apply`` never changes its input. Later shortcuts: the singers, the Reckless
end-of-turn block and "nothing to challenge" read from the listing itself (engine.lorcana.game
``main_actions``), the Shift abilities of cards not in play kept per card record
(engine.lorcana.printed_ways), Shift's name-only filter read from the card data, and a card not in
play with no Shift text tried by its name alone (engine.lorcana.play ``shift_targets``)."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from engine.core import Action, Engine, Rng
from engine.core.plain import SHARED
from engine.lorcana import game
from engine.lorcana.card_facts import card_facts
from engine.lorcana.characteristics import (
    abilities,
    cost_of,
    ctype,
    gains_possible,
    has,
    in_play,
    keyword_value,
    matches,
    name,
    printed_abilities,
    reading,
    static_sources,
)
from engine.lorcana.decks import random_deck
from engine.lorcana.duo_shift import _variant_ways, pair_targets, variant_ways
from engine.lorcana.may_shift import may_shift
from engine.lorcana.play import _text_ways, can_sing, play_cost, shift_targets, shift_ways, sing_value
from engine.lorcana.play_gate import hand_statics, plain_ink_cost, play_gate
from engine.lorcana.prohibitions import free_permission, prohibited, self_prohibited
from engine.lorcana.self_free import self_free
from engine.lorcana.shift_alias import shift_alias_fits
from engine.lorcana.state_copy import SHARED_RECORDS, copy_state, sliced_fields
from engine.lorcana.turn_actions import (
    challenge_problem,
    challenge_targets,
    must_quest_blocker,
    reckless_blocker,
)
from tests.lorcana.helpers import ENGINE, act, custom, ink_up, put, started
from tests.lorcana.real import registry_cards
from tests.random_walk import walk

from .real import registry_pool as pool

SEEDS = (11, 12, 13, 14)
MAX_ACTIONS = 300


def _text(eng: Engine, st: object) -> str:
    return json.dumps(eng.state_to_json(st), sort_keys=True)


def _long_reckless(st, p: int) -> int | None:
    """10.5.3 asked pair by pair (the former ``reckless_blocker``)."""
    from engine.lorcana.characteristics import has

    for uid in in_play(st, p):
        if has(st, uid, "Reckless") and not st.table.peek(uid).tapped:
            for target in in_play(st):
                if challenge_problem(st, p, uid, target) is None:
                    return uid
    return None


def _check(st) -> int:
    """Compare each shortcut with the long way on ``st`` (read only); how many answers were compared."""
    n = 0
    p = st.active
    targets = [u for u in in_play(st) if st.table.peek(u).controller != p]
    for scoped in (False, True):  # the same answers while legal actions are listed and outside
        with reading(st) if scoped else _nothing():
            # 4.3.6.7-4.3.6.8, 10.2.3 (Bodyguard), 10.4.1 (Evasive): the targets challenge_problem allows
            for uid in in_play(st, p):
                for some in (targets, in_play(st)):
                    assert challenge_targets(st, p, uid, some) == [t for t in some if challenge_problem(st, p, uid, t) is None]
                    n += 1
            assert reckless_blocker(st, p) == _long_reckless(st, p)  # 10.5.3
            # 1.2.2, 4.3.4.10, 4.3.4.5, 7.6.5: a closed gate gives the plain answer for every card of the hand
            gate = play_gate(st, p)
            for uid in st.table.zone(p, "hand"):
                d = st.cards[st.table.peek(uid).card_id]
                own = hand_statics(st, uid)
                if not gate.prohibits:
                    assert not prohibited(st, p, "play", d)
                if not own:
                    assert not self_prohibited(st, p, uid)
                if not gate.free_permits:
                    assert free_permission(st, p, d) is None
                if not own and not gate.static_free:
                    assert not self_free(st, p, uid)
                if not own and not gate.cost_changes:
                    assert play_cost(st, p, uid, "ink") == plain_ink_cost(st, uid) == max(0, cost_of(st, uid))
                n += 1
    return n


def _long_shift_ways(st, uid: int) -> list[dict]:
    """10.8.1, 2.2.0 8.10.8: the Shift ways read from the card's abilities on every call."""
    value = keyword_value(st, uid, "Shift")
    plain = [{"cost": value, "onto": {"types": ["character"], "name": str(st.cards[st.table.peek(uid).card_id].get("name", ""))},
              "rule": "10.8.1"}] if value is not None else []
    return plain + list(_text_ways(st, uid)) + _variant_ways(st, uid)


def _long_shift_targets(st, uid: int, p: int) -> list[int]:
    """10.8.1: the characters a Shift way fits, with the general target filter (``matches``)."""
    ways = shift_ways(st, uid)
    return [u for u in st.table.zone(p, "play") if any(
        not w.get("pair_only") and ctype(st, u) in w.get("onto_types", ("character",))
        and (matches(st, u, w["onto"], p, uid) or shift_alias_fits(st, w["onto"], u, p, uid)) for w in ways)]


def _check_listing(st) -> int:
    """The shortcuts of ``main_actions`` against the long way; how many answers were compared."""
    p = st.active
    acts = game.ENGINE.legal_actions(st, p)
    if st.pending or st.phase != "main" or st.frames or st.bag or st.agenda:
        return 0
    # 10.5.3 (Reckless), 1.2.1 (must quest): the turn can end unless one of them blocks it
    assert any(a.type == "end_turn" for a in acts) == (reckless_blocker(st, p) is None and must_quest_blocker(st, p) is None)
    # 6.3.3.3, 10.9.1: a song may be sung by each ready, dry character of cost (or Singer) high enough
    sung = [(a.args["uid"], a.args["singer"]) for a in acts if a.type == "play" and a.args.get("mode") == "sing"]
    hand = st.table.zone(p, "hand")
    songs = [u for u in hand if "Song" in st.cards[st.table.peek(u).card_id].get("subtypes", [])]
    assert sung == [(u, s) for u in songs for s in st.table.zone(p, "play") if can_sing(st, s, p)
                    and sing_value(st, s) >= cost_of(st, u) and not has(st, s, "sing_together_only")]
    # 4.3.4.10, 4.3.4.5: the gate reads only the statics that have the field (statics_with), as all of them would say
    gate = play_gate(st, p)
    yours = [s for src, s in static_sources(st) if s.get("who") == "yours" and st.table.peek(src).controller == p]
    assert gate.static_free == any(s.get("play_free") for s in yours)
    assert gate.cost_changes == (any(s.get("cost_less") and not s.get("shift_only") for s in yours)
                                 or any(f["player"] == p for f in st.floating if f.get("kind") == "cost_reduction"))
    n = 1
    for uid in list(hand) + list(in_play(st, p)):  # engine.lorcana.card_facts: the card data's answers kept per record
        cid = st.table.peek(uid).card_id
        d = st.cards[cid]
        facts = card_facts(st, uid, cid, d)
        assert tuple(getattr(facts, f.name) for f in fields(facts)) == (name(st, uid), bool(d.get("inkable")), bool(hand_statics(st, uid)), plain_ink_cost(st, uid),
                         "Shift" in d.get("keywords", {}), facts.text_shift, "Song" in d.get("subtypes", []),
                         "Sing Together" in d.get("keywords", {}), facts.ability_actions, printed_abilities(st, uid))
        if uid in hand:  # 10.8.1: no Shift keyword nor Shift text, no effect on the card: no way to Shift (may_shift)
            assert may_shift(st, uid) == (facts.shift or facts.text_shift or any(m.uid == uid and m.keyword == "Shift" for m in st.modifiers))
        # 7.5, 7.1: a card whose printed abilities give no action lists none while it gains no ability
        assert facts.ability_actions or gains_possible(st) or not any(
            a.type in ("activate", "by_hand") and a.args["uid"] == uid for a in acts)
        with reading(st):
            assert facts.ability_actions or gains_possible(st) or not any(
                ab.kind == "activated" or (not ab.ok and (ab.kind in ("static", "keyword") or (ab.kind == "triggered" and ab.trigger is None)))
                for ab in abilities(st, uid))
    for uid in list(hand) + list(st.table.zone(p, "discard")):  # 10.8.1, 2.2.0 8.10.8: Shift from the hand (or the discard)
        ways = shift_ways(st, uid)
        assert ways == _long_shift_ways(st, uid)
        assert variant_ways(st, uid) == _variant_ways(st, uid)
        if ways:  # a card not in play with no Shift text skips to its name (play._plain_only); the long way asks every way
            assert shift_targets(st, uid, p) == _long_shift_targets(st, uid, p)
        cid = st.table.peek(uid).card_id
        if not card_facts(st, uid, cid, st.cards[cid]).text_shift:
            assert pair_targets(st, uid, p) == []  # 2.2.0 8.10.8.3-8.10.8.4: Duo/Combo Shift is printed text (main_actions skips it)
        n += 1
    return n


class _nothing:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


@pytest.mark.parametrize("seed", SEEDS)
def test_listing_shortcuts_answer_as_the_long_way(seed: int) -> None:
    eng = game.ENGINE
    rng = Rng.from_seed(seed)
    decks = [random_deck(pool(), rng) for _ in range(2)]
    compared = 0
    for state in walk(eng, decks, seed, {"max_turns": 30}, MAX_ACTIONS, unchanged=lambda st: _text(eng, st)):
        if not state.pending and state.phase == "main":
            compared += _check(state) + _check_listing(state)
        assert _text(eng, copy_state(state)) == _text(eng, Engine.copy(eng, state))  # the same copy as the core's
        for key in sliced_fields(type(state)) - SHARED_RECORDS:  # what the copy slices holds immutable items only
            assert all(type(x) in SHARED for x in getattr(state, key)), key
    assert compared > 100  # apply never changed its input either (floating records are shared)


def test_a_used_discard_permission_is_replaced_not_written_in_place() -> None:
    # Lorcana 1.2.1 (Remember Me's permission), 1.2.2 (the played name is barred): the name is noted
    # on the state after the play only; the state before it keeps its own record (state copies
    # share floating records, engine.lorcana.state_copy)
    cards = registry_cards()
    if "Remember Me" not in cards:
        pytest.skip("no pinned Lorcana card data")
    st = started()
    dead = put(st, custom("D1", "Pal", cost=2), 0, "discard")
    ink_up(st, 0, cards["Remember Me"]["cost"] + 5)
    st = act(st, "play", uid=put(st, dict(cards["Remember Me"]), 0, "hand"), mode="ink")
    record = next(f for f in st.floating if f.get("kind") == "play_from_discard")
    before = json.dumps(ENGINE.state_to_json(st), sort_keys=True)
    after = ENGINE.apply(st, Action("play", 0, {"uid": dead, "mode": "ink"})).state
    assert record["played_names"] == [] and json.dumps(ENGINE.state_to_json(st), sort_keys=True) == before
    assert next(f for f in after.floating if f.get("kind") == "play_from_discard")["played_names"] == ["Pal"]
    assert after.floating is not st.floating


@pytest.mark.parametrize("text", ["Shift 2", "Puppy Shift 2", "Universal Shift 2"])
def test_shift_targets_from_the_hand_by_name_or_printed_way(text: str) -> None:
    # Lorcana 10.8.1 (Shift N: a character with the same name), 2.2.0 8.10.8.1-8.10.8.2 (Universal /
    # [Classification] Shift): shift_targets skips to the card's name only when its text names no other way
    st = started()
    shifter = put(st, custom("SHF", "Rolly", text, cost=5, classifications=["Storyborn", "Puppy"]), 0, "hand")
    dog = put(st, custom("DOG", "Lucky", classifications=["Storyborn", "Puppy"]), 0)
    with reading(st):
        assert shift_targets(st, shifter, 0) == _long_shift_targets(st, shifter, 0) == ([] if text == "Shift 2" else [dog])
    same = put(st, custom("ROL", "Rolly"), 0)
    with reading(st):
        assert shift_targets(st, shifter, 0) == _long_shift_targets(st, shifter, 0)
        assert (same in shift_targets(st, shifter, 0)) == (text != "Puppy Shift 2")  # a Puppy Shift wants a Puppy
