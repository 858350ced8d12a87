"""``quests.note`` (issue 21, w3) keeps this turn's history as the rebuild it replaced did: it
looks only at the event kinds it keeps something of and makes a new list only when an entry is
added or one of an earlier turn is dropped. At every call of seeded games its log equals the
long way's (this turn's entries, then the new ones; EN 415.9a, 415.9c for the "leave" entries)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.wow import keywords as kw
from engine.wow import quests

from .test_wspeed_golden import _play, fixed_decks, random_decks


def _long_note(st: Any, events: list[Any]) -> list[dict[str, Any]]:
    """The turn log ``note`` must leave: the rebuild over every event (the code before w3)."""
    log = [e for e in st.turn_log if e.get("turn") == st.turn]
    for ev in events:
        d = ev.data or {}
        uid = d.get("uid")
        entry: dict[str, Any] | None = None
        if ev.kind == "chain" and d.get("kind") == "card" and isinstance(uid, int) and uid in st.table.cards:
            entry = {"ev": "play", "who": ev.player, "type": kw.data(st, uid).get("type"), "uid": uid}  # uid, atk: helper n36wow
        elif ev.kind == "destroy" and "card_id" in d:
            entry = {"ev": "destroy", "who": d.get("controller"), "type": (st.cards.get(d["card_id"]) or {}).get("type"),
                     **({"atk": d["atk"]} if "atk" in d else {})}
        elif ev.kind == "enter" and isinstance(uid, int) and uid in st.table.cards:
            entry = {"ev": "enter", "who": st.table.cards[uid].controller, "type": kw.ctype(st, uid),
                     "dtype": (kw.data(st, uid).get("damage_type") or "").lower(), "uid": uid}
        elif ev.kind in ("damage", "heal") and isinstance(uid, int) and uid in st.table.cards and d.get("n", 0) > 0:
            src = d.get("source")
            known = isinstance(src, int) and src in st.table.cards
            entry = {"ev": ev.kind, "n": d.get("n", 0), "dtype": str(d.get("type") or "").lower(), "combat": bool(d.get("combat")),
                     "src": src if known else None, "src_who": st.table.cards[src].controller if known else None,
                     "src_kind": ("hero" if src in st.heroes else kw.ctype(st, src)) if known else None,
                     "to": uid, "to_who": st.table.cards[uid].controller, "to_kind": "hero" if uid in st.heroes else kw.ctype(st, uid),
                     "weapons": list(d.get("weapons") or []), "fatal": bool(d.get("fatal"))}
        elif ev.kind == "quest" and isinstance(ev.player, int):
            entry = {"ev": "quest", "who": ev.player}
        elif ev.kind == "discard" and isinstance(uid, int) and uid in st.table.cards:  # 415.9d (engine.wow.discard_memory)
            entry = {"ev": "discarded", "who": st.table.cards[uid].owner}
        if entry is not None:
            log.append({**entry, "turn": st.turn})
        if ((ev.kind == "destroy" and "card_id" in d) or (ev.kind == "move" and d.get("left_play"))) and isinstance(uid, int) and uid in st.table.cards:
            log.append({"ev": "leave", "who": st.table.cards[uid].controller, "type": kw.ctype(st, uid), "uid": uid, "turn": st.turn})
        if d.get("grave") and isinstance(uid, int) and uid in st.table.cards:  # 415.2: into its owner's graveyard (helper wzone)
            log.append({"ev": "grave", "who": st.table.cards[uid].owner, "type": kw.ctype(st, uid), "uid": uid, "turn": st.turn})
    return log


def _checked(decks: list, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"all": 0, "added": 0, "dropped": 0}
    short = quests.note

    def both(st: Any, events: Any) -> None:
        events = list(events)
        before = copy.deepcopy(st.turn_log)
        expected = copy.deepcopy(_long_note(st, events))
        st.turn_log = copy.deepcopy(before)
        short(st, events)
        assert st.turn_log == expected
        calls["all"] += 1
        calls["added"] += len(expected) > len([e for e in before if e.get("turn") == st.turn])
        calls["dropped"] += len(expected) < len(before)

    monkeypatch.setattr(quests, "note", both)
    _play(decks, seed)
    assert calls["all"] > 50 and calls["added"] and calls["dropped"], calls


@pytest.mark.parametrize("seed", (41, 42))
def test_note_keeps_the_long_ways_log_fixed_lists(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    _checked(fixed_decks(), seed, monkeypatch)


@pytest.mark.parametrize("seed", (911, 912))
def test_note_keeps_the_long_ways_log_random_decks(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    _checked(random_decks(seed), seed, monkeypatch)


def test_a_card_leaving_play_is_noted_and_a_pass_is_not() -> None:
    # 415.9a: a card that left play is a "leave" entry; an event of another kind adds nothing
    from engine.core.actions import Event
    from engine.wow.game import ENGINE

    st, _ = ENGINE.new_game(["P1", "P2"], fixed_decks(), 7, {"max_turns": 40})
    hero = st.heroes[0]
    events = [Event("pass", "P1 passes"), Event("move", "left play", data={"uid": hero, "left_play": True})]
    expected = _long_note(st, events)
    before = st.turn_log
    quests.note(st, events[:1])
    assert st.turn_log is before  # nothing added, nothing of an earlier turn: the same list
    quests.note(st, events)
    assert st.turn_log == expected and expected[-1]["ev"] == "leave"
