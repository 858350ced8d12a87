"""``events_made`` notes the events made inside its block, and only the block's own: the bot applies
actions of different matches at once in worker threads, so another thread's events must not be noted."""

from __future__ import annotations

import threading

from engine.core import Event
from engine.core.actions import events_made


def test_events_made_notes_the_events_of_its_block_in_order():
    made: list[Event] = []
    Event("note", "before")
    with events_made(made):
        first, second = Event("note", "one"), Event("note", "two")
    Event("note", "after")
    assert made == [first, second]


def test_events_made_in_another_thread_are_not_noted():
    made: list[Event] = []
    inside, done = threading.Event(), threading.Event()

    def other_match() -> None:
        inside.wait(5)
        Event("note", "another match's event")
        done.set()

    worker = threading.Thread(target=other_match)
    worker.start()
    with events_made(made):
        mine = Event("note", "mine")
        inside.set()
        assert done.wait(5)
    worker.join(5)
    assert made == [mine]
