"""Zone lists shared copy-on-write (engine.core.table ``Table.copy(share=True)`` / ``Table.zone``): a copy holds
its original's lists until it writes one, and neither table's writes show in the other (issue 21:
a copy costs what the action touches; ``apply`` never changes its input)."""

from __future__ import annotations

import json

from engine.core import Rng, Table, ZoneSpec, effects
from engine.core.serial import to_jsonable


def table() -> Table:
    t = Table.create(2, [ZoneSpec("deck", "nobody"), ZoneSpec("hand", "owner"), ZoneSpec("play", "public")])
    for i in range(10):
        t.add(f"c{i}", i % 2, "deck")
    return t


def snapshot(t: Table) -> str:
    return json.dumps(to_jsonable(t))


def test_a_copy_shares_every_list_until_it_writes_one() -> None:
    t = table()
    c = t.copy(share=True)
    assert all(c.zones[p][z] is t.zones[p][z] for p in (0, 1) for z in ("deck", "hand", "play"))
    c.move(c.zone(0, "deck")[0], "hand")
    assert c.zones[0]["deck"] is not t.zones[0]["deck"] and c.zones[0]["hand"] is not t.zones[0]["hand"]
    assert c.zones[0]["play"] is t.zones[0]["play"] and c.zones[1]["deck"] is t.zones[1]["deck"]  # not written
    assert c.zone(0, "deck") is c.zone(0, "deck")  # its own now: the same list each time
    plain = t.copy()  # without share: every list copied at once
    assert not any(plain.zones[p][z] is t.zones[p][z] for p in (0, 1) for z in ("deck", "hand", "play"))


def test_writes_through_either_table_leave_the_other_alone() -> None:
    t = table()
    before = snapshot(t)
    c = t.copy(share=True)
    c.move(1, "play")  # Table.move: out of one list, into another
    c.zone(1, "deck").reverse()  # a list handed out by zone(), written in place
    effects.shuffle(c, Rng.from_seed(3), 0, "deck", None)
    c.add("token", 0, "play")
    c.remove(4)
    assert snapshot(t) == before and t.check_integrity() == [] and c.check_integrity() == []
    after = snapshot(c)
    t.move(2, "hand")  # the original written after the copy: the copy does not see it
    t.zone(0, "deck").clear()
    assert snapshot(c) == after


def test_a_copy_of_a_copy_and_a_second_copy_of_the_original_are_independent() -> None:
    t = table()
    a = t.copy(share=True)
    a.move(1, "hand")
    b = a.copy(share=True)
    b.move(1, "play")
    again = t.copy(share=True)
    again.zone(0, "deck").pop()
    assert t.zones[0]["hand"] == [] and t.zones[0]["deck"] == [1, 3, 5, 7, 9]
    assert a.zones[0]["hand"] == [1] and a.zones[0]["play"] == [] and b.zones[0]["play"] == [1]
    assert again.zones[0]["deck"] == [1, 3, 5, 7] and all(x.check_integrity() == [] for x in (t, a, b))
