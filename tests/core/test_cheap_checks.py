"""Issue 21: the simulator's cheap per-action checks take shortcuts (one pass over the zones for
integrity and conservation, the view's uids read from its ``marshal`` bytes, only those cards'
visibility asked; the table's view skips ``visible_to`` where the zone settles it; the lean view
the ONE PIECE and MLP checks read leaves out what names no card). Each shortcut
must answer exactly as the plain check it stands for, and every broken state must still be caught."""

from __future__ import annotations

from itertools import chain
from types import SimpleNamespace

import pytest

from engine.core import NOBODY, OWNER, PUBLIC, Table, ZoneSpec
from engine.core.simulate import _census, _hidden_in, _owned, _view_uids, check_step, leaks

from ..lean_views import (
    assert_memo_gives_fresh_lean,
    dropped_by_lean,
    lean_base_view,
    lean_zones,
    only_numbers_and_words,
    seen_by_all,
)
from .test_core import new, play_first_legal
from .tiny_game import Tiny


def states(n: int = 20) -> list:
    """Every state of a few tiny games (the table's cards shared copy-on-write between them)."""
    out = []
    for seed in range(4):
        st = new(seed)
        for _ in range(n):
            if st.over:
                break
            out.append(st)
            st, _ = play_first_legal(Tiny(), st, 1)
    return out


# --- integrity and conservation in one pass ------------------------------------------------------


def test_census_agrees_with_check_integrity_and_owned_on_sound_states():
    for st in states():
        assert st.table.check_integrity() == [] and _census(st.table) == _owned(st)


def break_table(t: Table, how: str) -> None:
    """Break ``t`` as ``how`` says (each a way a table can be wrong; shared with test_wspeed_census)."""
    hand, deck = t.zone(0, "hand"), t.zone(0, "deck")
    if how == "twice":
        deck.append(hand[0])  # a card in two zones
    elif how == "wrong_zone":
        deck.append(hand.pop())  # listed in the deck, says it is in the hand
    elif how == "wrong_controller":
        t.zone(1, "hand").append(hand.pop())
    elif how == "nowhere":
        hand.pop()  # on the table, in no zone
    elif how == "unknown":
        hand.append(10_000)
    elif how == "lost":
        t.remove(hand[0])  # off the table: integrity holds, conservation does not
    elif how == "extra":
        t.add(t.peek(hand[0]).card_id, 0, "hand")  # a new card that is not a token
    else:
        raise ValueError(how)


def _broken(how: str):
    st = new()
    break_table(st.table, how)
    return st


@pytest.mark.parametrize(
    "how", ["twice", "wrong_zone", "wrong_controller", "nowhere", "unknown", "lost", "extra"]
)
def test_each_broken_table_is_caught_by_the_cheap_step(how):
    owned = _owned(new())
    st = _broken(how)
    assert _census(st.table) is None or _census(st.table) != owned
    problems, _ = check_step(Tiny(), None, None, st, owned, [])  # no view: an unknown uid breaks views
    assert problems
    if how in ("lost", "extra"):
        assert any("not conserved" in p for p in problems)
    else:
        assert problems[: len(st.table.check_integrity())] == st.table.check_integrity()  # its own words


def test_tokens_are_not_counted_as_owned_cards():
    st = new()
    owned = _owned(st)
    st.table.add("c1", 0, "board", flags={"token": True})
    assert _census(st.table) == owned == _owned(st)
    st.table.add("c1", 1, "board")
    assert _census(st.table) == _owned(st) != owned


# --- the view's uids, and only their visibility --------------------------------------------------


def test_view_uids_finds_every_uid_key_or_gives_up():
    assert _view_uids([{"a": [{"uid": 3, "card_id": "x"}, {"b": {"uid": -2}}]}, [{"uid": 70_000}]]) == {
        3,
        -2,
        70_000,
    }
    assert _view_uids([{"uid": 2**40}]) is None  # not a 32-bit int: the caller reads every part
    assert _view_uids([{"uid": True}]) is None
    assert _view_uids([{"uid": "5"}]) is None
    assert _view_uids([{"x": object()}]) is None  # marshal can't write it
    assert _view_uids([{"name": "uid", "n": "x"}]) is None  # "uid" as a value, not followed by an int
    assert _view_uids([["uid", 4]]) == {4}  # followed by an int: counted (a superset is safe)
    assert _view_uids(["u\x03\x00\x00\x00uidi"]) is None  # its marshal bytes end "uid", "i": no int to read


def test_hidden_in_agrees_with_hidden_card_ids():
    eng = Tiny()
    for st in states(12):
        every = set(st.table.cards)
        for viewer in (None, 0, 1):
            hidden = eng.hidden_card_ids(st, viewer)
            assert _hidden_in(eng, st, viewer, every) == bool(hidden)
            for uid in every:
                assert _hidden_in(eng, st, viewer, {uid}) == (uid in hidden)


def test_a_face_down_card_in_a_public_zone_is_hidden():
    eng = Tiny()
    st, _ = play_first_legal(eng, new(), 4)
    uid = (st.table.zone(0, "board") + st.table.zone(1, "board"))[0]
    assert not _hidden_in(eng, st, None, {uid})
    st.table.cards[uid].face_down = True
    assert all(_hidden_in(eng, st, viewer, {uid}) for viewer in (None, 0, 1))


class Leaky(Tiny):
    """Puts player 1's hand in every view, wrapped as ``wrap`` says."""

    def __init__(self, wrap):
        self.wrap = wrap

    def view(self, st, viewer):
        out = super().view(st, viewer)
        out["oops"] = self.wrap([st.table.card_view(c, 0) for c in st.table.peek_in(0, "hand")])
        return out


class Odd(dict):
    """A dict ``marshal`` refuses."""


@pytest.mark.parametrize(
    "wrap",
    [
        lambda cards: cards,
        lambda cards: {"deep": [[{"x": cards}]]},
        lambda cards: [Odd(c) for c in cards],  # no marshal: read every part
        lambda cards: [{"note": object(), **c} for c in cards],  # no marshal nor JSON
        lambda cards: [{"name": "uid", "card": c} for c in cards],  # "uid" also as a value
    ],
)
def test_a_leak_is_found_whatever_shape_the_view_has(wrap):
    st = new()
    assert leaks(Leaky(wrap), st, 1) and leaks(Leaky(wrap), st, None)
    assert leaks(Leaky(wrap), st, 0) == []  # player 1 sees their own hand


def test_a_leak_of_a_large_uid_is_found():
    st = new()
    table = st.table
    table.next_uid = 2**40  # uids marshal writes as long ints: the fast reading gives up
    uid = table.add("c1", 0, "hand").uid
    assert uid > 2**31
    found = leaks(Leaky(lambda cards: cards), st, 1)
    assert any(f"card {uid} " in f for f in found)


# --- the table's view: the zone settles visibility when it can -----------------------------------


class Plain(Table):
    """The same table, but every card's visibility asked of ``visible_to`` (the slow path)."""

    def visible_to(self, card, viewer):
        return Table.visible_to(self, card, viewer)


def planted_table() -> Table:
    """A table with every way a card's visibility is decided: looked at, turned face up, counters on a
    hidden card, hidden from its owner, face down in public, private flags, and broken bookkeeping."""
    t = Table.create(2, [ZoneSpec("deck", NOBODY), ZoneSpec("hand", OWNER), ZoneSpec("play", PUBLIC)])
    for p in (0, 1):
        for i in range(4):
            t.add(f"c{i}", p, "deck")
            t.add(f"h{i}", p, "hand")
            t.add(f"p{i}", p, "play")
    deck0, hand1, play0 = t.zone(0, "deck"), t.zone(1, "hand"), t.zone(0, "play")
    t.cards[deck0[0]].known_to.append(1)  # looked at by player 2
    t.cards[deck0[1]].flags["face_up"] = True  # turned face up in a hidden zone
    t.cards[deck0[2]].counters["x"] = 2  # hidden, with counters
    t.cards[deck0[3]].flags["other"] = 1
    t.cards[hand1[0]].flags["hidden_from_owner"] = True
    t.cards[play0[0]].face_down = True
    t.cards[play0[1]].face_down = True
    t.cards[play0[1]].known_to.append(0)
    t.cards[play0[2]].flags["_private"] = "x"
    t.cards[play0[3]].zone = "deck"  # broken bookkeeping: each card's own zone still decides
    t.cards[t.zone(1, "deck")[0]].zone = "play"
    t.cards[play0[2]].attached_to = play0[3]
    t.cards[t.zone(1, "play")[0]].flags["note"] = {"uid": deck0[0], "card_id": "c0"}  # flags may hold anything
    return t


def plain(t: Table) -> Plain:
    return Plain(specs=t.specs, cards=dict(t.cards.peek_items()), zones=t.zones, next_uid=t.next_uid)


def test_table_view_equals_asking_visible_to_for_every_card():
    t = planted_table()
    slow = plain(t)
    for table in (t, t.copy()):
        for viewer in (None, 0, 1):
            assert table.view(viewer) == slow.view(viewer)


def test_lean_table_view_is_the_view_less_numbers_and_words():
    # The cheap check's lean view: the same seen cards as the full view, only their numbers and words
    # (and the hidden cards' views, which are nothing else) left out; asked the fast and the plain way.
    t = planted_table()
    for table in (t, t.copy(), plain(t)):
        for viewer in (None, 0, 1):
            full = table.view(viewer)
            assert table.view(viewer, lean=True) == lean_zones(full, table)
            assert all(map(only_numbers_and_words, dropped_by_lean(full, table)))
    assert any(c.get("flags") for pz in t.view(0, lean=True) for cards in pz.values() for c in cards)
    left_out = 0
    for st in [*states(), SimpleNamespace(table=t)]:  # what the lean view leaves out, everyone sees
        for name, uids in chain.from_iterable(z.items() for z in st.table.zones):
            for uid in uids:
                if seen_by_all(st.table, uid, name):
                    left_out += 1
                    assert all(st.table.visible_to(st.table.peek(uid), viewer) for viewer in (None, 0, 1))
    assert left_out
    for st in states():
        for viewer in (None, 0, 1):
            assert st.table.view(viewer, lean=True) == lean_zones(st.table.view(viewer), st.table)
            view = Tiny().base_view(st, viewer)
            assert Tiny().base_view(st, viewer, lean=True) == lean_base_view(view, st.table) and "cards" in view


class LeanLeaky(Tiny):
    """Reads a lean view (as ONE PIECE's and MLP's ``leak_view``) from a table whose lean view shows
    every card: a leak in the lean view must be caught as one in the full view is."""

    def leak_view(self, st, viewer):
        st.table.__class__ = ShowsAllLean
        try:
            return self.base_view(st, viewer, lean=True)
        finally:
            st.table.__class__ = Table


class ShowsAllLean(Table):
    def _lean_view(self, viewer):
        return [{name: [{"uid": u, "card_id": "c"} for u in uids] for name, uids in zones.items()} for zones in self.zones]


def test_a_leak_in_the_lean_view_is_caught():
    st = new()
    assert leaks(Tiny(), st, 1, lean=True) == [] and leaks(LeanLeaky(), st, 1) == []  # lean=False: the full view
    found = leaks(LeanLeaky(), st, 1, lean=True)
    assert {f"card {u} (c) is hidden from 1 but in their view" for u in st.table.zone(0, "hand")} <= set(found)
    assert leaks(LeanLeaky(), st, None, lean=True)


class LeanTiny(Tiny):
    """Reads the lean view in the cheap check, as ONE PIECE and MLP do."""

    def leak_view(self, st, viewer):
        return self.base_view(st, viewer, lean=True)


def test_a_hidden_card_in_a_seen_cards_flags_is_caught_by_the_lean_check():
    eng = LeanTiny()
    st, _ = play_first_legal(eng, new(), 4)
    board = (st.table.zone(0, "board") + st.table.zone(1, "board"))[0]
    assert leaks(eng, st, 1, lean=True) == []
    hand = st.table.peek(st.table.zone(0, "hand")[0])
    st.table.cards[board].flags["note"] = {"uid": hand.uid, "card_id": hand.card_id}  # a face-up card that names it
    assert leaks(eng, st, 1, lean=True) == [f"card {hand.uid} ({hand.card_id}) is hidden from 1 but in their view"]
    assert leaks(eng, st, 0, lean=True) == []


def test_a_card_everyone_sees_is_left_out_of_the_lean_view_only_while_its_flags_name_no_card():
    # Face up in its public zone with flags of numbers and words: left out (never a leak, names no card);
    # flags that are themselves a card's view (numbers and words, but a "card_id") are shown and checked.
    eng = LeanTiny()
    st, _ = play_first_legal(eng, new(), 4)
    board = (st.table.zone(0, "board") + st.table.zone(1, "board"))[0]
    hand = st.table.peek(st.table.zone(0, "hand")[0])
    st.table.cards[board].flags.update(slot=2, exhausted=True, note="x", _private=[1])
    assert all(c["uid"] != board for pz in st.table.view(1, lean=True) for cards in pz.values() for c in cards)
    assert leaks(eng, st, 1, lean=True) == []
    st.table.cards[board].flags["seen"] = {"uid": hand.uid}  # a dict: it may name a card
    assert any(c["uid"] == board for pz in st.table.view(1, lean=True) for cards in pz.values() for c in cards)
    del st.table.cards[board].flags["seen"]
    st.table.cards[board].flags.update(uid=hand.uid, card_id=hand.card_id)  # the flags a card's view
    assert leaks(eng, st, 1, lean=True) == [f"card {hand.uid} ({hand.card_id}) is hidden from 1 but in their view"]


# --- the lean view reads afresh only the zones that may have changed ------------------------------


def test_the_lean_views_of_consecutive_states_are_made_afresh_where_they_may_differ():
    from ..random_play import each_random_state
    from .test_core import DECK
    from .tiny_game import tiny_deck

    assert assert_memo_gives_fresh_lean(each_random_state(Tiny(), lambda rng: [tiny_deck(DECK), tiny_deck(DECK)], 4, 40))


def test_a_seen_card_written_to_name_a_hidden_card_is_caught_by_the_next_lean_check():
    # The zone lists kept from the state before are given again only when the zone and its cards are
    # the same: the card written since the copy is read afresh.
    eng = LeanTiny()
    st, _ = play_first_legal(eng, new(), 4)
    board = (st.table.zone(0, "board") + st.table.zone(1, "board"))[0]
    hand = st.table.peek(st.table.zone(0, "hand")[0])
    for viewer in (None, 0, 1):
        assert leaks(eng, st, viewer, lean=True) == []
    after = eng.copy(st)
    after.table.cards[board].flags["note"] = {"uid": hand.uid, "card_id": hand.card_id}
    assert leaks(eng, after, 1, lean=True) == [f"card {hand.uid} ({hand.card_id}) is hidden from 1 but in their view"]


class Reads(dict):
    """A map of cards (``CardMap._cur``) that notes each card read by ``[]``."""

    read: list[int]

    def __getitem__(self, uid):
        self.read.append(uid)
        return dict.__getitem__(self, uid)


def test_a_zone_found_quiet_for_one_viewer_is_not_read_for_the_next_until_it_changes():
    # A deck nobody has looked at, read for player 2, shows no viewer a card: player 1's lean view of
    # the next state reads none of its cards; once a card of it is looked at (written), it is read again.
    eng = LeanTiny()
    st, _ = play_first_legal(eng, new(), 4)
    st.table.view(1, lean=True)
    after = eng.copy(st)
    deck = after.table.zone(0, "deck")
    cards = after.table.cards
    cards._cur = Reads(cards._cur)
    cards._cur.read = []
    lean = after.table.view(0, lean=True)
    assert not set(deck) & set(cards._cur.read) and "deck" not in lean[0]
    assert lean == lean_zones(after.table.view(0), after.table)
    later = eng.copy(after)
    later.table.cards[deck[-1]].known_to.append(1)
    lean = later.table.view(1, lean=True)
    assert lean == lean_zones(later.table.view(1), later.table) and [c["uid"] for c in lean[0]["deck"]] == [deck[-1]]


def test_a_card_written_past_copy_on_write_is_caught_within_a_few_lean_checks():
    # A write to a card shared with the state before (a bug: a frozen card) is not seen as a change;
    # the lean views start afresh every 10 reads (as the census counts every card), so it is caught
    # within 10 checks.
    eng = LeanTiny()
    st, _ = play_first_legal(eng, new(), 4)
    board = (st.table.zone(0, "board") + st.table.zone(1, "board"))[0]
    hand = st.table.peek(st.table.zone(0, "hand")[0])
    assert leaks(eng, st, 1, lean=True) == []
    st = eng.copy(st)
    st.table.peek(board).flags["note"] = {"uid": hand.uid, "card_id": hand.card_id}  # shared with the state before
    found = []
    for _ in range(10):
        found = leaks(eng, st, 1, lean=True)
        if found:
            break
        st = eng.copy(st)
    assert found == [f"card {hand.uid} ({hand.card_id}) is hidden from 1 but in their view"]


class CacheChecked(Tiny):
    """A game whose costly invariant (a cache against a fresh computation) is a deep one."""

    def deep_invariants(self, st) -> list[str]:
        return ["the cache is stale"]


def test_deep_invariants_run_with_the_deep_checks_only():
    # issue 21: the per-action checks stay cheap; the deep ones (and every 10th game) add the costly ones
    from engine.core import Action
    from engine.core.simulate import Stored

    eng = CacheChecked()
    st = new()
    action = eng.legal_actions(st, eng.to_act(st)[0])[0]
    after = eng.apply(st, action).state
    owned = _owned(st)
    cheap, _ = check_step(eng, None, action, after, owned, [])
    deep, _ = check_step(eng, Stored.of(eng, st), Action.from_json(action.to_json()), after, owned, [])
    assert "the cache is stale" not in cheap and "the cache is stale" in deep
