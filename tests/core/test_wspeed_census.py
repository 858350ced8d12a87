"""Issue 21: between two states one copy apart, the simulator's census looks only at what changed
(``simulate._sound_since``: the zone lists that differ and the cards the new state wrote). It must
say "sound" only when the full census (``_census``, ``Table.check_integrity``, ``_owned``) finds
nothing and the cards are conserved, and every broken table must still be caught."""

from __future__ import annotations

import pytest

from engine.core.simulate import _census, _owned, _sound_since, check_step, play_checked_game

from .test_cheap_checks import break_table
from .test_core import new
from .tiny_game import Tiny


def test_after_each_action_it_agrees_with_the_full_census():
    eng = Tiny()
    told = 0
    for seed in range(4):
        st = new(seed)
        owned = _owned(st)
        for _ in range(30):
            if st.over:
                break
            after = eng.apply(st, eng.legal_actions(st, eng.to_act(st)[0])[0]).state  # one copy apart
            sound = _sound_since(st.table, after.table)
            assert sound == (_census(after.table) == owned)
            told += sound
            st = after
    assert told > 20  # it did answer, not only give up


BROKEN_TABLES = ("twice", "wrong_zone", "wrong_controller", "nowhere", "unknown", "lost", "extra")


def _copy_then(how: str):
    """A sound state, and a copy of its table broken as ``how`` says."""
    st = new()
    t = st.table.copy()  # shares st's cards, copy-on-write
    hand = t.zone(0, "hand")
    if how == "move":
        t.move(hand[0], "board")  # sound: a card moved with the table
    elif how in BROKEN_TABLES:
        break_table(t, how)
    elif how == "says_elsewhere":
        t.cards[hand[0]].zone = "board"  # written, still listed in the hand
    elif how == "token":
        t.add("c1", 0, "board", flags={"token": True})  # sound: tokens are not counted
    elif how == "untokened":
        uid = t.add("c1", 0, "board", flags={"token": True}).uid
        st = type(st)(**{**st.__dict__, "table": t})
        t = t.copy()
        t.cards[uid].flags.pop("token")  # a token becoming a card: counted now
    elif how == "owner":
        t.cards[hand[0]].owner = 1  # the card changed hands as its owner: not conserved
    return st, t


@pytest.mark.parametrize("how", ["move", "token"])
def test_sound_changes_are_told_sound(how):
    st, t = _copy_then(how)
    assert _sound_since(st.table, t)
    assert _census(t) == _owned(st)


@pytest.mark.parametrize(
    "how", ["twice", "wrong_zone", "wrong_controller", "nowhere", "unknown", "says_elsewhere", "lost", "extra",
            "untokened", "owner"]
)
def test_each_broken_copy_is_not_told_sound_and_the_step_says_what_is_wrong(how):
    st, t = _copy_then(how)
    assert not _sound_since(st.table, t)
    after = type(st)(**{**st.__dict__, "table": t})
    problems, _ = check_step(Tiny(), None, None, after, _owned(new()), [], previous=st)
    assert problems  # the full census, in its own words
    assert problems[: len(t.check_integrity())] == t.check_integrity()


def test_it_gives_up_unless_the_new_table_shares_the_old_ones_cards():
    st = new()
    t = st.table.copy()
    assert _sound_since(st.table, t)
    assert _sound_since(st.table, t.copy())  # nothing written in between: still the same shared cards
    t.move(t.zone(0, "hand")[0], "board")
    assert not _sound_since(st.table, t.copy())  # a copy of a table that wrote a card: other shared cards
    assert not _sound_since(new().table, t)  # unrelated tables


class SkipsCopyOnWrite(Tiny):
    """On its 4th action, writes a card shared with the previous state (``peek`` then write, which
    copy-on-write forbids): the bottom card of player 1's deck changes owner. No zone list nor
    written card shows it, so only a full census (which counts every owner's cards) sees it."""

    def _apply(self, st, action):
        events = super()._apply(st, action)
        if st.steps == 3:
            st.table.peek(st.table.zone(0, "deck")[-1]).owner = 1
        return events


@pytest.mark.parametrize(("max_actions", "when"), [(6, "at the end"), (12, "step 10 ")])
def test_a_write_past_copy_on_write_is_caught_by_the_periodic_or_final_full_census(max_actions, when):
    eng = SkipsCopyOnWrite()
    _, _, problems = play_checked_game(
        eng, ["a", "b"], _decks(), 7, lambda st, p: eng.legal_actions(st, p)[0], max_actions=max_actions, deep=False,
    )
    assert len(problems) == 1 and problems[0].startswith(when) and "cards not conserved" in problems[0]


def _decks():
    from .test_core import DECK
    from .tiny_game import tiny_deck

    return [tiny_deck(DECK), tiny_deck(DECK)]
