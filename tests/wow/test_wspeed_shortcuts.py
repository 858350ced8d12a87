"""The WoW shortcuts of issue 21 (wspd) give the answers of the long way, state after state of
random games (the benchmark's real lists and random real decks): card data, powers, keywords and
by-op continuous effects looked up among the answers kept while reading (``keywords.reading``);
no suppression scan when no card of the match takes powers away (``lost_powers.suppressed``);
no continuous effect asked about when no card does the op (``keywords.statics``); types read
without modifiers (``card_facts.types``); and the patterns of ``engine.wow.cards.rx`` answer as ``re``."""

from __future__ import annotations

import re

import pytest

from engine.wow import card_facts, lost_powers
from engine.wow import keywords as kw
from engine.wow.cards import rx
from engine.wow.game import ENGINE
from engine.wow.lost_powers import NO_POWERS, _suppresses_data
from engine.wow.match_facts import printed_uids
from engine.wow.powers import _now
from engine.wow.powers import powers as powers_now
from engine.wow.wstat2 import group_suppressed
from tests.random_walk import walk

from .test_wspeed_golden import fixed_decks, random_decks

OPS = ("modify_stat", "grant_keyword", "tag_limit", "add_tag", "hand_instant", "grant_chosen", "play_removed")
MAX_ACTIONS = 200


def _suppressed_long(st, uid: int) -> bool:
    """``lost_powers.suppressed`` without its match-wide shortcut (the code before it)."""
    if any(m.uid == uid and m.stat == NO_POWERS for m in st.modifiers):
        return True
    if group_suppressed(st, uid, _suppressed_long):
        return True
    hosts = printed_uids(st, lost_powers.OP, _suppresses_data)
    for z in st.table.zones:
        for a in z["hero_row"]:
            if a in hosts:
                att = st.table.peek(a)
                if att.attached_to == uid and not att.face_down and not _suppressed_long(st, a):
                    return True
    return False


def _types_long(st, uid: int) -> set[str]:
    """``card_facts.types`` without the no-modifier shortcut (300.1a–b)."""
    out = {card_facts.data(st, uid).get("type", "")}
    for m in st.modifiers:
        if m.uid == uid and m.stat in (kw.TYPE_ADD, kw.TYPE_SET):
            out = {m.keyword} if m.stat == kw.TYPE_SET else out | {m.keyword}
    return out


def _check(st) -> int:
    """Compare each shortcut with the long way on ``st``; returns how many answers were compared."""
    n = 0
    uids = [u for p in range(st.num_players) for z in ("hero_row", "allies", "resources", "hand", "graveyard")
            for u in st.table.zone(p, z)]
    with kw.fresh():  # every answer worked out afresh: the long way
        fresh = {u: (card_facts.data(st, u), _now(st, u), kw.keywords(st, u), {op: kw.statics(st, u, op) for op in OPS},
                     kw.sources_doing(st, "grant_keyword")) for u in uids}
    with kw.reading(st):  # kept answers, asked twice (the second time from what was kept)
        for _ in range(2):
            for u in uids:
                data, powers, keywords, statics, doing = fresh[u]
                assert card_facts.data(st, u) == data
                assert kw.keywords(st, u) == keywords
                assert kw.sources_doing(st, "grant_keyword") == doing
                assert powers_now(st, u) == powers
                if st.table.peek(u).zone in ("allies", "hero_row"):
                    for op in OPS:
                        assert kw.statics(st, u, op) == statics[op]
                n += 1
    for u in uids:
        # 103.2 "loses and can't have powers"; 300.1a–b card types
        assert lost_powers.suppressed(st, u) == _suppressed_long(st, u)
        assert card_facts.types(st, u) == _types_long(st, u)
        n += 1
    return n


def _play(decks: list, seed: int) -> int:
    return sum(_check(state) for state in walk(ENGINE, decks, seed, {"max_turns": 40}, MAX_ACTIONS))


@pytest.mark.parametrize("seed", (31, 32))
def test_shortcuts_answer_as_the_long_way_fixed_lists(seed: int) -> None:
    assert _play(fixed_decks(), seed) > 1000


@pytest.mark.parametrize("seed", (905, 906))
def test_shortcuts_answer_as_the_long_way_random_decks(seed: int) -> None:
    assert _play(random_decks(seed), seed) > 1000


def test_a_suppressed_card_is_still_found() -> None:
    # 103.2: a "loses and can't have powers" modifier wins over the match-wide shortcut, asked before
    # and after the shortcut has noted that no card of the match takes powers away
    from engine.core import Modifier

    state, _ = ENGINE.new_game(["P1", "P2"], fixed_decks(), 7, {"max_turns": 40})
    hero = state.heroes[0]
    assert not lost_powers.suppressed(state, hero)  # notes the match-wide answer
    state.modifiers.append(Modifier(hero, NO_POWERS, 0))
    assert lost_powers.suppressed(state, hero)
    assert card_facts.data(state, hero)["text"] == ""


PATTERNS = [(r"(\d+) (ATK|health)", "Give +2 ATK and 3 health", re.I), (r"\bally\b", "Target Ally", re.I),
            (r"^(?P<a>\w+)", "Deal 2 damage", 0), (r"x", "", 0)]


def test_rx_answers_as_re() -> None:
    # the cached patterns of engine.wow.rx: the same answers as re's module functions
    for pattern, text, flags in PATTERNS * 2:  # the second time from the cache
        for name in ("search", "match", "fullmatch"):
            a, b = getattr(rx, name)(pattern, text, flags), getattr(re, name)(pattern, text, flags)
            assert (a and (a.span(), a.groups())) == (b and (b.span(), b.groups()))
        assert rx.findall(pattern, text, flags) == re.findall(pattern, text, flags)
        assert [m.span() for m in rx.finditer(pattern, text, flags)] == [m.span() for m in re.finditer(pattern, text, flags)]
        assert rx.split(pattern, text, 1, flags) == re.split(pattern, text, maxsplit=1, flags=flags)
        assert rx.sub(pattern, "#", text, 1, flags) == re.sub(pattern, "#", text, count=1, flags=flags)
        assert rx.subn(pattern, "#", text, flags=flags) == re.subn(pattern, "#", text, flags=flags)
