"""The per-listing indexes of issue 21 (listing round) give the answers of the long way, state after
state of random games: each listing's quests and challenges are exactly the pairs the refusal checks
allow (engine.lorcana.game ``main_actions`` reads a board of the player's cards once, asks "nothing
may be challenged" and "no prohibition in force" once, and works out the defenders' verdicts once per
kind of attacker: engine.lorcana.challenge_listing), the Shift plays of a card with Shift N only are
tried by name against the names kept with the static index, the play gate and the ink limit give
their plain answers without reading when no entry or static could change them, the card types and
names kept with the static index are the cards' own, two players' opponents are the other one, and
the plays from under items and the discard are empty when no permission exists."""

from __future__ import annotations

import pytest

from engine.core import Rng
from engine.lorcana import game
from engine.lorcana.characteristics import (
    abilities,
    condition_holds,
    ctype,
    data,
    floating_kinds,
    floating_of,
    in_play,
    in_play_names,
    in_play_types,
    maybe_keywords,
    name_keys,
    opponents,
    reading,
    statics_with,
    turn_order_from,
)
from engine.lorcana.decks import random_deck
from engine.lorcana.discard_inkable import discard_inkables
from engine.lorcana.discard_plays import discard_playables
from engine.lorcana.extra_ink import ink_limit
from engine.lorcana.play import ink_available, play_cost, shift_by_discard, shift_targets, shift_ways
from engine.lorcana.play_gate import PlayGate, play_gate
from engine.lorcana.prohibitions import active_prohibitions, affected_players
from engine.lorcana.turn_actions import activate_problem, challenge_problem, challenge_targets, quest_problem
from engine.lorcana.under_faceup import under_play_actions
from tests.lorcana.helpers import custom, put, started
from tests.random_walk import walk

from .real import registry_pool as pool

SEEDS = (21, 22, 23, 24, 25)
MAX_ACTIONS = 300


def _long_gate(st, player: int) -> PlayGate:
    """engine.lorcana.play_gate's questions, every one asked (1.2.2, 4.3.4.10, 4.3.4.5)."""
    peek = st.table.peek
    prohibits = any(f.get("player") == player and f.get("turn") == st.turn and f.get("played_names")
                    for f in floating_of(st, "play_from_discard")) or any(
        rule.get("what") == "play" and player in affected_players(st, rule, controller) for controller, rule in active_prohibitions(st))
    free_permits = any(f["player"] == player for f in floating_of(st, "permit_free"))
    static_free = any(s.get("who") == "yours" and s.get("play_free") and peek(src).controller == player
                      for src, s in statics_with(st, "play_free"))
    cost_changes = any(s.get("who") == "yours" and s.get("cost_less") and not s.get("shift_only") and peek(src).controller == player
                       for src, s in statics_with(st, "cost_less")) or any(f["player"] == player for f in floating_of(st, "cost_reduction"))
    return PlayGate(prohibits, free_permits, static_free, cost_changes)


def _long_ink_limit(st, player: int) -> int:
    """8.5.5: the limit plus every "ink an additional card" effect and static, all read."""
    limit = int(st.options.get("inks_per_turn", 1))
    limit += sum(int(f.get("amount", 1)) for f in floating_of(st, "extra_ink") if f.get("player") == player)
    for src, s in statics_with(st, "extra_ink"):
        if s.get("extra_ink") and st.table.peek(src).controller == player and condition_holds(st, s.get("cond"), player, src):
            limit += int(s["extra_ink"])
    return limit


def _check(st) -> int:
    """Compare the listing of the player to act with the long way; how many answers were compared."""
    p = st.active
    acts = game.ENGINE.legal_actions(st, p)
    if st.pending or st.phase != "main" or st.frames or st.bag or st.agenda or st.over:
        return 0
    mine = in_play(st, p)
    everyone = in_play(st)
    # 4.3.5: a quest for each character quest_problem allows, in play order
    assert [a.args["uid"] for a in acts if a.type == "quest"] == [u for u in mine if quest_problem(st, p, u) is None]
    # 4.3.6 (10.2.3 Bodyguard, 10.4.1 Evasive, 4.3.6.7 exerted only): each pair challenge_problem allows
    assert [(a.args["uid"], a.args["target"]) for a in acts if a.type == "challenge"] == [
        (u, t) for u in mine for t in everyone if challenge_problem(st, p, u, t) is None]
    # 4.3.8, 7.5.1, 7.5.3: an activated ability is listed exactly when activate_problem allows it
    with reading(st):
        for u in mine:
            for ab in abilities(st, u):
                listed = any(a.type == "activate" and a.args["uid"] == u and a.args["ability"] == ab.index for a in acts)
                assert listed == (ab.kind == "activated" and activate_problem(st, p, u, ab.index) is None), (u, ab.index)
    # 10.8.1: the Shift plays (ink) of each card of the hand, onto each character shift_targets finds
    ink = ink_available(st, p)
    hand = st.table.zone(p, "hand")
    assert [(a.args["uid"], a.args["onto"]) for a in acts if a.type == "play" and a.args.get("mode") == "shift"
            and "discard" not in a.args and "onto2" not in a.args] == [
        (u, o) for u in hand if shift_ways(st, u) and not shift_by_discard(st, u, {"mode": "shift"})
        for o in shift_targets(st, u, p) if play_cost(st, p, u, "shift", o) <= ink]
    with reading(st):  # the same answers while legal actions are listed
        for _again in range(2):  # asked twice: the second time from the kept answers
            assert play_gate(st, p) == _long_gate(st, p)  # 1.2.2, 4.3.4.10, 4.3.4.5
            assert ink_limit(st, p) == _long_ink_limit(st, p)  # 8.5.5
            for q in range(st.num_players):  # 1.4: every other player still in, in turn order
                assert opponents(st, q) == [o for o in turn_order_from(st, st.active) if o != q]
            assert in_play_types(st) == {u: ctype(st, u) for u in everyone}  # the card types, kept per set of cards in play
            for q in range(st.num_players):  # 6.2.4, 6.2.4.1: a name or one of "A & B"
                assert in_play_names(st, q) == (frozenset(k for u in in_play(st, q) for k in name_keys(str(data(st, u).get("name", ""))))
                                                if st.alive[q] else None)
            if not game._elsewhere(st, floating_kinds(st).keys(), maybe_keywords(st)):  # no permission: nothing from under items or the discard (1.2.1)
                assert under_play_actions(st, p, ink) == [] and discard_inkables(st, p) == [] and discard_playables(st, p) == []
    return 1


@pytest.mark.parametrize("seed", SEEDS)
def test_listing_indexes_answer_as_the_long_way(seed: int) -> None:
    rng = Rng.from_seed(seed)
    decks = [random_deck(pool(), rng) for _ in range(2)]
    assert sum(_check(state) for state in walk(game.ENGINE, decks, seed, {"max_turns": 30}, MAX_ACTIONS)) > 50


def test_defender_verdicts_are_shared_only_by_attackers_that_answer_alike() -> None:
    # Lorcana 10.4.1 (only an Evasive character can challenge an Evasive one), 10.2.3 (a Bodyguard
    # character must be chosen if able), 4.3.6.7 (only exerted characters): in one listing, the
    # verdicts worked out for a plain attacker are not reused for an Evasive one, nor the other way
    st = started()
    plain = put(st, custom("PLN", "Plain"), 0)
    flyer = put(st, custom("FLY", "Flyer", "Evasive"), 0)
    high = put(st, custom("HGH", "High", "Evasive"), 1, tapped=True)
    low = put(st, custom("LOW", "Low"), 1, tapped=True)
    put(st, custom("RDY", "Ready"), 1)
    everyone = in_play(st)
    for order in ((plain, flyer), (flyer, plain)):
        with reading(st):
            got = {a: challenge_targets(st, 0, a, everyone) for a in order}
        assert got == {plain: [low], flyer: [high, low]}
    guard = put(st, custom("GRD", "Guard", "Bodyguard"), 1, tapped=True)
    everyone = in_play(st)
    for order in ((plain, flyer), (flyer, plain)):
        with reading(st):
            got = {a: challenge_targets(st, 0, a, everyone) for a in order}
        assert got == {plain: [guard], flyer: [guard]}
        assert all(got[a] == [t for t in everyone if challenge_problem(st, 0, a, t) is None] for a in order)


@pytest.mark.parametrize("entry", [
    {"kind": "cost_reduction", "player": 0, "amount": 1, "types": ["character"]},  # 4.3.4.5
    {"kind": "permit_free", "player": 0, "types": ["character"]},  # 4.3.4.10
    {"kind": "prohibit", "player": 1, "what": "play", "players": "opponents"},  # 1.2.2
    {"kind": "play_from_discard", "player": 0, "filter": {}, "played_names": ["Pal"]},  # 1.2.2 (Remember Me)
])
def test_the_gate_opens_for_each_entry_it_reads(entry: dict) -> None:
    # Lorcana 1.2.2, 4.3.4.10, 4.3.4.5: an entry of a kind the gate reads opens it (the plain answer is kept for none)
    st = started()
    st.floating.append({**entry, "turn": st.turn})
    with reading(st):
        gate = play_gate(st, 0)
    assert gate == _long_gate(st, 0) and any(gate)


def test_an_extra_ink_effect_raises_the_limit() -> None:
    # Lorcana 8.5.5: "you may put an additional card into your inkwell this turn"
    st = started()
    with reading(st):
        assert ink_limit(st, 0) == _long_ink_limit(st, 0) == 1
    st.floating.append({"kind": "extra_ink", "player": 0, "amount": 1, "turn": st.turn})
    with reading(st):
        assert ink_limit(st, 0) == _long_ink_limit(st, 0) == 2
