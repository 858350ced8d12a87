"""Copy-on-write tables and the plain-data copy: a copy is independent of its original both ways,
keeps the order of a plain dict, and serializes as before (issue 21: cheap copies, pure apply)."""

from __future__ import annotations

import copy
import json
import pickle
from dataclasses import dataclass, field

from engine.core import Table, ZoneSpec
from engine.core.cardmap import CardMap
from engine.core.plain import deep_copy
from engine.core.serial import from_jsonable, to_jsonable

from .test_core import new, play_first_legal
from .tiny_game import Tiny


def table() -> Table:
    t = Table.create(2, [ZoneSpec("deck", "nobody"), ZoneSpec("hand", "owner"), ZoneSpec("play", "public")])
    for i in range(6):
        t.add(f"c{i}", i % 2, "deck", flags={"nested": {"list": [i]}})
    return t


def snapshot(t: Table) -> str:
    return json.dumps(to_jsonable(t), sort_keys=False)


def test_writes_to_a_copy_leave_the_original_alone_and_back():
    t = table()
    before = snapshot(t)
    c = t.copy()
    c.cards[1].tapped = True
    c.cards[2].flags["nested"]["list"].append(9)
    c.cards[3].counters["x"] = 1
    c.move(4, "hand")
    assert snapshot(t) == before
    after_copy = snapshot(c)
    t.cards[1].damage = 5  # the original written after the copy: the copy does not see it
    t.cards[5].known_to.append(1)
    t.move(2, "play")
    assert snapshot(c) == after_copy
    assert t.cards[1].damage == 5 and not t.cards[1].tapped
    assert c.cards[1].tapped and c.cards[1].damage == 0


def test_a_copy_of_a_copy_is_independent_too():
    t = table()
    a = t.copy()
    a.cards[1].tapped = True
    b = a.copy()
    b.cards[1].tapped = False
    b.cards[2].damage = 2
    assert a.cards[1].tapped and a.cards[2].damage == 0 and not t.cards[1].tapped
    assert b.check_integrity() == [] and a.check_integrity() == []


def test_order_and_membership_are_a_plain_dicts():
    t = table()
    c = t.copy()
    c.cards[4].tapped = True  # owned by the copy now
    new = c.add("token", 0, "play")
    assert list(c.cards) == [1, 2, 3, 4, 5, 6, new.uid]
    assert [card.uid for card in c.cards.values()] == list(c.cards)
    assert len(c.cards) == 7 and new.uid in c.cards and 99 not in c.cards
    c.remove(2)
    assert list(c.cards) == [1, 3, 4, 5, 6, new.uid] and 2 not in c.cards
    assert 2 in t.cards and list(t.cards) == [1, 2, 3, 4, 5, 6]
    assert c.cards.get(99) is None and c.cards.get(3).uid == 3


def test_peek_takes_no_copy_and_serialization_is_unchanged():
    t = table()
    plain = snapshot(t)
    c = t.copy()
    assert c.peek(1) is t.peek(1)  # shared until written
    assert c.cards[1] is not t.peek(1)  # handed out for writing: copied
    assert snapshot(c) == plain
    back = from_jsonable(Table, json.loads(snapshot(c)))
    assert type(back.cards) is CardMap and snapshot(back) == plain
    assert back.cards == c.cards and to_jsonable(pickle.loads(pickle.dumps(c))) == to_jsonable(c)
    deep = copy.deepcopy(c)
    deep.cards[1].damage = 3
    assert c.cards[1].damage == 0


def test_apply_leaves_the_input_state_alone_over_many_steps():
    eng = Tiny()
    state = new()
    for _ in range(12):
        if state.over:
            break
        before = json.dumps(eng.state_to_json(state), sort_keys=True)
        step = eng.apply(state, eng.legal_actions(state, eng.to_act(state)[0])[0])
        assert json.dumps(eng.state_to_json(state), sort_keys=True) == before
        state = step.state
    again, _ = play_first_legal(eng, new(), 12)
    assert eng.state_to_json(again) == eng.state_to_json(state)


@dataclass
class Inner:
    values: list[int] = field(default_factory=list)


@dataclass
class Outer:
    inner: Inner
    by_name: dict[str, list[Inner]]
    pair: tuple[int, list[int]]


def test_deep_copy_shares_nothing_mutable():
    value = Outer(Inner([1]), {"a": [Inner([2])]}, (3, [4]))
    out = deep_copy(value)
    assert out == value and out is not value
    out.inner.values.append(9)
    out.by_name["a"][0].values.append(9)
    out.pair[1].append(9)
    assert value == Outer(Inner([1]), {"a": [Inner([2])]}, (3, [4]))


def _peeks(t: Table) -> dict[int, object]:
    """Every card as ``peek`` gives it, by uid (``CardMap._cur``)."""
    return {uid: t.peek(uid) for uid in list(t.cards)}


def _flat(m: CardMap) -> dict[int, object]:
    """Every card as the map holds it: owned, else shared (the long way, without ``_cur``)."""
    return m._flat()  # type: ignore[attr-defined]


def test_peek_follows_every_write_of_the_map():
    # ``CardMap._cur`` (what ``peek`` reads) is kept by every write: a copied card, an added one,
    # a removed one, whole-map writes; a copy starts from the same cards and goes its own way
    t = table()
    c = t.copy()
    assert _peeks(c) == _flat(c.cards) and _peeks(t) == _flat(t.cards)
    written = c.cards[1]  # copied on first fetch: peek gives the copy, the original still its own
    assert c.peek(1) is written and t.peek(1) is not written and c.peek(1) is not t.peek(1)
    new_card = c.add("new", 0, "hand")
    assert c.peek(new_card.uid) is new_card and new_card.uid in c.cards and new_card.uid not in t.cards
    assert c.peek(new_card.uid + 1, None) is None and len(c.cards) == len(t.cards) + 1
    c.remove(2)
    assert c.peek(2, None) is None and 2 not in c.cards and t.peek(2).uid == 2
    assert c.cards.setdefault(99, written) is written and c.peek(99) is written
    del c.cards[99]
    assert c.peek(99, None) is None
    c.cards.update({50: written})
    assert c.peek(50) is written and _peeks(c) == _flat(c.cards)
    uid, _card = c.cards.popitem()
    assert c.peek(uid, None) is None and _peeks(c) == _flat(c.cards)
    assert [card.uid for card in c.cards.peek_many(list(c.cards))] == [c.peek(u).uid for u in c.cards]
    for clone in (copy.deepcopy(c.cards), pickle.loads(pickle.dumps(c.cards)), CardMap(_flat(c.cards))):
        assert {u: x.uid for u, x in clone._cur.items()} == {u: x.uid for u, x in _flat(c.cards).items()}  # type: ignore[attr-defined]
    c.cards.clear()
    assert len(c.cards) == 0 and c.peek(1, None) is None and len(t.cards) == 6
