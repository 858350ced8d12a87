"""The listing shortcuts of issue 21 (round 2 of the listing) give the answers of the long way,
state after state of random games: ``legal_actions`` reads who acts inline (``Engine.to_act``),
``main_actions`` works out a hand card's ink cost itself (``play_cost(…, "ink")``: 4.3.4.5) and
lists the singers without asking "can't sing" when no card can have it, "you pay less to shift
onto this character" is not looked for when no card of the match has it (and never copies a card
to read it), an activated ability's ink is its cost when no card of the match makes one free, the
quest keywords are the printed ones while no effect or static changes them, the ink, the ink limit,
the play gate and "anything to challenge" are worked out once per listing (not kept), and the board
and the opposing cards are read zone by zone."""

from __future__ import annotations

import pytest

from engine.core import Engine, Modifier, Rng
from engine.lorcana import game
from engine.lorcana.challenge_listing import _defender_facts, _may_be_challenged, may_be_challenged
from engine.lorcana.characteristics import (
    abilities,
    cost_of,
    ctype,
    has,
    in_play,
    maybe_keywords,
    opponents,
    reading,
    statics_of,
)
from engine.lorcana.decks import random_deck
from engine.lorcana.extra_ink import _ink_limit, ink_limit
from engine.lorcana.play import _ink_available, ink_available, play_cost, sing_value
from engine.lorcana.play_gate import _play_gate, play_gate
from engine.lorcana.shift_alias import shift_onto_less
from engine.lorcana.turn_actions import ability_ink, quest_problem
from tests.lorcana.helpers import ENGINE, custom, ink_up, put, started
from tests.random_walk import walk

from .real import registry_pool as pool

SEEDS = (21, 22, 23)
MAX_ACTIONS = 300


def _long_onto_less(st, onto: int) -> int:
    """4.3.4.5: "you pay 1 {I} less to shift a character on top of this character", read from the card."""
    if onto not in st.table.cards or st.table.peek(onto).zone != "play":
        return 0
    return sum(int(s.get("delta", 0)) for s in statics_of(st, onto) if s.get("keyword") == "shift_onto_less")


def _long_singers(st, p: int) -> list[tuple[int, int]]:
    """6.3.3.3, 10.9.1: each ready, dry character of p's in play that may sing alone, with its value."""
    return [(s, sing_value(st, s)) for s in st.table.zone(p, "play")
            if ctype(st, s) == "character" and not st.table.peek(s).tapped and not st.table.peek(s).flags.get("drying")
            and not has(st, s, "cant_sing") and not has(st, s, "sing_together_only")]


def _check(st) -> int:
    eng = game.ENGINE
    n = 0
    for q in range(len(st.players)):  # Engine.to_act: only the player a choice waits for, or the active one, acts
        if q not in Engine.to_act(eng, st):
            assert eng.legal_actions(st, q) == []
            n += 1
    if st.pending or st.phase != "main" or st.frames or st.bag or st.agenda:
        return n
    p = st.active
    acts = eng.legal_actions(st, p)
    with reading(st):
        ready = ink_available(st, p)
        assert _ink_available(st, p) == ready  # 4.3.4.6: the ready ink (and drops) the listing reads once
        assert _ink_limit(st, p) == ink_limit(st, p)  # 4.3.3, 8.5.5: the inks allowed this turn, read once
        assert _play_gate(st, p) == play_gate(st, p)  # 1.2.2, 4.3.4.10, 4.3.4.5: the play gate, read once
        assert _may_be_challenged(st, p) == may_be_challenged(st, p)  # 4.3.6.7, 4.3.6.21: anything to challenge
        for uid in st.table.zone(p, "hand"):  # 4.3.4.5: the ink cost play_cost gives, listed when it can be paid
            cost = play_cost(st, p, uid, "ink")
            listed = [a for a in acts if a.type == "play" and a.args == {"uid": uid, "mode": "ink"}]
            assert len(listed) == (cost <= ready)
            assert all(a.label.endswith(f"({cost} ink)") for a in listed)
            n += 1
        assert game._singers(st, game._board(st, p), maybe_keywords(st)) == _long_singers(st, p)  # 6.3.3.3 (can_sing's "can't sing")
        for q in range(len(st.players)):  # 4.3.6.7: each player's cards in play, read in their zone's order
            board = game._board(st, q)
            assert [(u, c, k) for u, c, k, _f in board] == [(u, st.table.peek(u), ctype(st, u)) for u in st.table.zone(q, "play")]
            assert all(c is st.table.peek(u) for u, c, _k, _f in board)
            assert _defender_facts(st, q) == {u: (o, ctype(st, u), st.table.peek(u).tapped, st.table.peek(u).damage)
                                              for o in opponents(st, q) for u in st.table.zone(o, "play")}
        quests = {a.args["uid"] for a in acts if a.type == "quest"}
        for uid in st.table.zone(p, "play"):  # 4.3.5: a quest is listed exactly when quest_problem finds nothing
            assert (uid in quests) == (quest_problem(st, p, uid) is None)
            if game._printed_quest_keywords(st):  # 10.1.1: the quest keywords are then the printed ones
                printed = st.cards[st.table.peek(uid).card_id].get("keywords", {})
                assert all(has(st, uid, kw) == (kw in printed) for kw in game._QUEST_KEYWORDS)
            n += 1
        for uid in in_play(st):  # 4.3.4.5 (Shift onto this character), 7.5.3 (the ability's ink)
            before = dict.__len__(st.table.cards)
            assert shift_onto_less(st, uid) == _long_onto_less(st, uid)
            assert dict.__len__(st.table.cards) == before  # read only: no card copied (engine.core.cardmap)
            for ab in abilities(st, uid):
                if ab.kind == "activated":
                    assert ability_ink(st, st.table.peek(uid).controller, uid, ab) == int(ab.cost.get("ink", 0)) or any(
                        s.get("free_ability") for s in statics_of(st, uid))
            n += 1
    return n


@pytest.mark.parametrize("seed", SEEDS)
def test_listing_gates_answer_as_the_long_way(seed: int) -> None:
    rng = Rng.from_seed(seed)
    decks = [random_deck(pool(), rng) for _ in range(2)]
    assert sum(_check(state) for state in walk(game.ENGINE, decks, seed, {"max_turns": 30}, MAX_ACTIONS)) > 100


def test_a_waiting_cost_decrease_lowers_the_listed_ink_cost() -> None:
    # Lorcana 4.3.4.5: "you pay 1 {I} less for the next character you play this turn" (Lantern) lowers
    # the ink cost the listing shows and lets a card be played with one ink less; not an action
    st = started()
    pricey = put(st, custom("PR1", "Pricey", cost=4), 0, "hand")
    spell = put(st, custom("AC1", "Spell", card_type="Action", cost=4), 0, "hand")
    assert not st.table.zones[0]["inkwell"]
    ink_up(st, 0, 3)
    labels = {a.label for a in ENGINE.legal_actions(st, 0)}
    assert not any(lb.startswith("Play Pricey") for lb in labels)
    st.floating.append({"kind": "cost_reduction", "player": 0, "types": ["character"], "amount": 1, "turn": st.turn})
    acts = ENGINE.legal_actions(st, 0)
    assert [a.label for a in acts if a.args == {"uid": pricey, "mode": "ink"}] == ["Play Pricey - Test (3 ink)"]
    assert not any(a.args == {"uid": spell, "mode": "ink"} for a in acts)  # an action is not a character
    with reading(st):
        assert play_cost(st, 0, pricey, "ink") == cost_of(st, pricey) - 1 == 3


def test_shift_onto_less_is_read_from_the_card_in_play() -> None:
    # Lorcana 4.3.4.5, 10.8.1: "you pay 1 {I} less to shift a character on top of this character"
    st = started()
    base = put(st, custom("BS1", "Rolly", "You pay 1 {I} less to shift a character on top of this character."), 0)
    plain = put(st, custom("BS2", "Rolly", version="Other"), 0)
    assert shift_onto_less(st, base) == _long_onto_less(st, base) == 1
    assert shift_onto_less(st, plain) == _long_onto_less(st, plain) == 0
    put(st, custom("BS3", "Rolly", "Shift 4", version="Big", cost=6), 0, "hand")
    assert not st.table.zones[0]["inkwell"]
    ink_up(st, 0, 3)
    shifts = [a for a in ENGINE.legal_actions(st, 0) if a.args.get("mode") == "shift"]
    assert [a.args["onto"] for a in shifts] == [base]  # 4 less 1 onto the one with the ability; 4 > 3 onto the other


def test_an_effect_giving_reckless_stops_the_quest() -> None:
    # Lorcana 10.5.2 (a Reckless character can't quest), 10.1.1: the printed keywords answer only while
    # no effect and no static ability of the match changes them
    st = started()
    pal = put(st, custom("RK1", "Pal"), 0)
    assert any(a.type == "quest" and a.args["uid"] == pal for a in ENGINE.legal_actions(st, 0))
    st.modifiers.append(Modifier(pal, "keyword", 0, keyword="Reckless", duration="this_turn", player=0, turn=st.turn))
    assert not game._printed_quest_keywords(st)
    assert not any(a.type == "quest" and a.args["uid"] == pal for a in ENGINE.legal_actions(st, 0))
    brash = put(st, custom("RK2", "Brash", "Reckless"), 0)
    st.modifiers.clear()
    assert game._printed_quest_keywords(st)
    quests = {a.args["uid"] for a in ENGINE.legal_actions(st, 0) if a.type == "quest"}
    assert pal in quests and brash not in quests
