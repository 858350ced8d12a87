"""WoW reads cards it only reads through ``Table.peek`` (issue 21): a card fetched through the copying
path (``table.cards[uid]`` / ``.get``) is copied for the state (``engine.core.cardmap``), so the
trigger scans (EN 703: the listeners' controllers), the face a hero shows (301.2a,
``faces.shows_back``), the ready step (501.1a: only the cards that ready are fetched), target
filters (EN 706), conditions, uniqueness hosts (400.6) and the draw skips (EN 716) copy no card
they do not write. Over random games nearly every card copy is written before the next ``apply``;
the games themselves are the long way's (the digests of ``bot bench digest`` are unchanged). A
card's type without any modifier is its data's at once (300.1a, ``card_facts.ctype``)."""

from __future__ import annotations

import pytest

from engine.core import Modifier, cardmap
from engine.wow import card_facts
from engine.wow.game import ENGINE
from tests.random_walk import walk

from .test_wspeed_golden import fixed_decks, random_decks

MAX_ACTIONS = 250


def _copies(monkeypatch: pytest.MonkeyPatch, decks: list, seed: int) -> tuple[int, int]:
    """(cards copied, copies never written) over one random game: a copy is compared with the card
    it was made from when its map is next copied (the end of its ``apply``)."""
    made: dict[int, dict[int, tuple[object, object]]] = {}
    totals = [0, 0]
    missing, fork = cardmap.CardMap.__missing__, cardmap.CardMap.fork

    def copying(self, uid):
        base = self._base
        card = missing(self, uid)
        made.setdefault(id(self), {})[uid] = (base[uid], card)
        return card

    def forking(self):
        for was, card in made.pop(id(self), {}).values():
            totals[0] += 1
            totals[1] += card == was
        return fork(self)

    monkeypatch.setattr(cardmap.CardMap, "__missing__", copying)
    monkeypatch.setattr(cardmap.CardMap, "fork", forking)
    for _ in walk(ENGINE, decks, seed, {"max_turns": 40}, MAX_ACTIONS):
        pass
    return totals[0], totals[1]


@pytest.mark.parametrize("seed", (41, 42))
def test_cards_only_read_are_not_copied_fixed_lists(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    # EN 703, 301.2a, 501.1a, EN 706: the scans read; a copy is made to be written
    copied, unwritten = _copies(monkeypatch, fixed_decks(), seed)
    assert copied > 100
    assert unwritten <= copied // 20, (copied, unwritten)


@pytest.mark.parametrize("seed", (915, 916))
def test_cards_only_read_are_not_copied_random_decks(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    # EN 703, 301.2a, 501.1a, EN 706: the same with random real decks
    copied, unwritten = _copies(monkeypatch, random_decks(seed), seed)
    assert copied > 100
    assert unwritten <= copied // 20, (copied, unwritten)


def _ctype_long(st, uid: int) -> str:
    """``card_facts.ctype`` the long way (the code before its no-modifier shortcut, 300.1a)."""
    last = next((m.keyword for m in reversed(st.modifiers) if m.uid == uid and m.stat == card_facts.TYPE_SET), None)
    return last or card_facts.data(st, uid).get("type", "")


@pytest.mark.parametrize("seed", (41, 915))
def test_card_types_read_without_modifiers_are_the_long_ways(seed: int) -> None:
    # 300.1a: without a modifier a card's type is its data's; with "becomes [type]" it is that type
    decks = fixed_decks() if seed < 100 else random_decks(seed)
    compared = 0
    for st in walk(ENGINE, decks, seed, {"max_turns": 40}, MAX_ACTIONS):
        for p in range(st.num_players):
            for z in ("allies", "hero_row", "resources"):
                for u in st.table.zones[p][z]:
                    assert card_facts.ctype(st, u) == _ctype_long(st, u)
                    compared += 1
    assert compared > 1000
    st.modifiers.append(Modifier(u, card_facts.TYPE_SET, 0, keyword="test type"))
    assert card_facts.ctype(st, u) == "test type" == _ctype_long(st, u)
