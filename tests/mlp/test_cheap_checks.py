"""Issue 21: the MLP view reads the continuous effects in play once per view, and the MLP invariants
read cards without copying them; both must answer as before, and every broken state is still caught
(checklist §13)."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.mlp import board, game
from engine.mlp.game import ENGINE

from ..random_play import each_random_state
from ..random_play import random_states as states_of
from .helpers import new, place


def random_states(games: int = 6, actions: int = 150) -> list:
    pool = CardPool("mlp", game.fixture_cards())
    return states_of(ENGINE, lambda rng: [game.random_deck(pool, rng), game.random_deck(pool, rng)], games, actions)


def test_view_idea_is_each_cards_idea_with_every_continuous_effect():
    # 第六節 7.1.0–7.3.0 (Idea = printed + modifiers), 第五節 1.2.0 (continuous effects, always current)
    changed = 0
    for st in random_states():
        for viewer in (None, 0, 1):
            for pv in ENGINE.view(st, viewer)["players"]:
                for card_view in pv["zones"]["adventure"]:
                    uid = card_view["uid"]
                    assert card_view["stats"]["idea"] == board.idea(st, uid)  # effects read afresh
                    changed += board.idea(st, uid) != (board.data(st, uid).get("idea") or 0)
    assert changed  # some cards in play had their Idea changed, so the effects were there to read


def test_invariants_copy_no_card():
    st = new()
    place(st, 0, "FX01-C01", 0)
    st.table = st.table.copy()  # every card shared with the original table until written
    assert ENGINE.check_invariants(st) == []
    assert dict.__len__(st.table.cards) == 0  # none copied (copy-on-write: copied when fetched to write)


def test_invariants_catch_each_broken_rule():
    # 第三節 3.0.0 slots, 第三節 4.2.0 one plan per story, 第二節 3.0.0 one item per character,
    # 第二節 7.2.1a one candy, 第二節 7.2.1b tokens only in play
    def broken(how: str) -> list[str]:
        st = new()
        a = place(st, 0, "FX01-C01", 0)
        if how == "slot":
            place(st, 0, "FX01-C02", 0)
        elif how == "plan":
            plans = st.table.zone(0, "plans")
            st.table.cards[plans[1]].flags["story"] = st.table.peek(plans[0]).flags["story"]
        elif how == "item":
            item = st.table.zone(0, "deck")[0]
            st.table.move(item, "items", player=0)
        elif how == "candy":
            st.table.cards[a].counters["candy"] = 2
        elif how == "token":
            st.table.cards[st.table.zone(0, "hand")[0]].counters["candy"] = 1
        return ENGINE.check_invariants(st)

    assert broken("none") == []
    assert any("slots broken" in p for p in broken("slot"))
    assert any("two plans on one story" in p for p in broken("plan"))
    assert any("items broken" in p for p in broken("item"))
    assert broken("candy") == [f"card {p.split()[1]} has more than one candy" for p in broken("candy")]
    assert broken("candy") and any("keeps tokens in hand" in p for p in broken("token"))


def test_invariants_since_the_state_before_answer_as_the_whole_check():
    # The simulator passes the state copied from (which passed): the tokens are looked for only on the
    # cards written since; on every step of random games both ways answer alike.
    pool = CardPool("mlp", game.fixture_cards())
    before, read = None, 0
    for st in each_random_state(ENGINE, lambda rng: [game.random_deck(pool, rng), game.random_deck(pool, rng)], 3, 150):
        if before is not None and st.table.written_since(before.table) is not None:
            assert sorted(ENGINE.check_invariants(st, before)) == sorted(ENGINE.check_invariants(st))
            read += 1
        before = st
    assert read


def test_a_token_written_since_the_state_before_is_caught():
    # 第二節 7.2.1a one candy, 第二節 7.2.1b tokens only in play: on a card written since the copy
    st = new()
    a = place(st, 0, "FX01-C01", 0)
    before = ENGINE.copy(st)
    st = ENGINE.copy(before)
    assert st.table.written_since(before.table) == [] and ENGINE.check_invariants(st, before) == []
    st.table.cards[a].counters["candy"] = 2
    st.table.cards[st.table.zone(0, "hand")[0]].counters["candy"] = 1
    problems = ENGINE.check_invariants(st, before)
    assert sorted(problems) == sorted(ENGINE.check_invariants(st)) and f"card {a} has more than one candy" in problems
    assert any("keeps tokens in hand" in p for p in problems)


def test_a_zone_broken_since_the_state_before_is_caught():
    # 第三節 3.0.0 slots, 第三節 4.2.0 one plan per story, 第二節 3.0.0 items: a zone is read again when
    # its list changed or a card of it was written since the copy; an untouched zone is not
    st = new()
    a = place(st, 0, "FX01-C01", 0)
    place(st, 0, "FX01-C02", 1)
    before = ENGINE.copy(st)
    st = ENGINE.copy(before)
    assert ENGINE.check_invariants(st, before) == []
    st.table.cards[a].flags["slot"] = 1  # a card of an unchanged list, written since the copy
    plans = st.table.zone(1, "plans")
    st.table.cards[plans[1]].flags["story"] = st.table.peek(plans[0]).flags["story"]
    problems = ENGINE.check_invariants(st, before)
    assert sorted(problems) == sorted(ENGINE.check_invariants(st))
    assert any("P1 adventure slots broken" in p for p in problems) and any("P2 has two plans" in p for p in problems)
    st = ENGINE.copy(before)
    st.table.move(st.table.zone(0, "deck")[0], "items", player=0)  # a list changed since: an item worn by no one
    assert any("P1 items broken" in p for p in ENGINE.check_invariants(st, before))
