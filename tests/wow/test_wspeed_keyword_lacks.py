"""The WoW keyword shortcut of issue 21 gives the long way's answers: ``keywords.has`` and
``keywords.keywords_among`` skip a card's whole keywords when it surely lacks the keyword
(``keywords._lacks``: not printed on its data, no modifier gives it, and — in the ally and hero rows —
no ``grant_keyword`` continuous power of a card in play that applies to it, EN 714), inside a
reading and outside one, state after state of random games (the benchmark's real lists and random
real decks), and in hand-made cases: a keyword given by a modifier, in play or not, and a
continuous power that grants a keyword to some allies only."""

from __future__ import annotations

from itertools import pairwise

import pytest

from engine.core import Modifier
from engine.wow import keywords as kw
from engine.wow import match_facts
from engine.wow.game import ENGINE
from tests.random_walk import walk

from .helpers import put, start
from .test_templates_more import put_real
from .test_wspeed_golden import fixed_decks, random_decks
from .test_wspeed_ppp import ASKED

MAX_ACTIONS = 200
RESISTANCES = tuple(f"{t} Resistance" for t in ("Fire", "Frost", "Nature", "Shadow", "Arcane", "Holy", "Melee", "Ranged"))


def _words(st) -> tuple[str, ...]:
    """The keywords to ask: the rules' own, resistances, and every keyword the match prints or grants."""
    return tuple(dict.fromkeys((*ASKED, *RESISTANCES, *(kw.match_keywords(st) or ()))))


def _same(st, uids: list[int], words: tuple[str, ...]) -> int:
    """``has`` and ``keywords_among`` against the keywords worked out afresh, for each card and word."""
    n = 0
    for u in uids:
        every = kw._keywords(st, u)
        for word in words:
            assert kw.has(st, u, word) == (word in every), (u, word)
            n += 1
        for pair in pairwise(words):
            among = kw.keywords_among(st, u, pair)
            assert {w: among[w] for w in pair if w in among} == {w: every[w] for w in pair if w in every}, (u, pair)
    return n


def _check(st) -> int:
    words = _words(st)
    uids = [u for p in range(st.num_players) for z in ("allies", "hero_row", "resources", "hand") for u in st.table.zone(p, z)]
    n = _same(st, uids, words)  # outside a reading
    with kw.reading(st):
        n += _same(st, uids, words)
    return n


def _play(decks: list, seed: int) -> int:
    states = walk(ENGINE, decks, seed, {"max_turns": 40}, MAX_ACTIONS)
    return sum(_check(state) for i, state in enumerate(states) if i % 3 == 0)


@pytest.mark.parametrize("seed", (61, 62))
def test_lacked_keywords_as_the_long_way_fixed_lists(seed: int) -> None:
    assert _play(fixed_decks(), seed) > 1000


@pytest.mark.parametrize("seed", (931, 932))
def test_lacked_keywords_as_the_long_way_random_decks(seed: int) -> None:
    assert _play(random_decks(seed), seed) > 1000


@pytest.mark.parametrize("zone", ("allies", "resources", "hand"))
def test_a_keyword_given_by_a_modifier_is_had(zone: str) -> None:
    st = start()
    uid = put(st, 0, "Mist Owl", zone)
    assert not kw.has(st, uid, "Protector")
    st.modifiers.append(Modifier(uid, "", 1, keyword="Protector", duration="this_turn", player=0, turn=st.turn))
    assert kw.has(st, uid, "Protector")
    with kw.reading(st):
        assert kw.has(st, uid, "Protector")
        assert "Protector" in kw.keywords_among(st, uid, ("Hardiness", "Protector"))
    match_facts.SHORTCUTS = False
    try:
        assert kw.has(st, uid, "Protector")
    finally:
        match_facts.SHORTCUTS = True


def test_a_granted_keyword_only_for_the_allies_it_names() -> None:
    # EN 714: Stonebranch gives Ferocity to the friendly Token allies only; an opposing token and a
    # friendly non-token lack it
    st = start()
    put_real(st, 0, "Stonebranch, Ancient of War", "allies")
    token, plain, theirs = put(st, 0, "Mist Owl", "allies"), put(st, 0, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies")
    for uid in (token, theirs):
        st.table.cards[uid].flags["token"] = True
    for reading in (False, True):
        with kw.reading(st) if reading else _nothing():
            assert kw.has(st, token, "Ferocity")
            assert not kw.has(st, plain, "Ferocity")
            assert not kw.has(st, theirs, "Ferocity")
            assert "Ferocity" in kw.keywords_among(st, token, ("Ferocity",))
            assert kw.keywords_among(st, plain, ("Ferocity", "Hardiness")) == {}


class _nothing:
    """No reading (a stand-in context)."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None
