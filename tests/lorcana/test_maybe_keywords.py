"""The keywords some card may have now (engine.lorcana.characteristics ``maybe_keywords``), asked
once per listing in place of ``nobody_has`` keyword by keyword (issue 21, listing round 3): a
keyword outside the set is one no card can have (``nobody_has``; so ``has`` is False for every
card), and the listing that reads the set lists what the long way lists, where every keyword is
asked card by card. State after state of random games of the benchmark's set-1 lists and of random
decks of the whole pool, and constructed effects."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Modifier
from engine.lorcana import challenge_listing, game
from engine.lorcana import characteristics as ch
from tests.lorcana.helpers import custom, ink_up, put, started
from tests.lorcana.test_keyword_shortcuts import KEYWORDS, ZONES, checked_over_games

SEEDS = (11, 12, 13, 14)
LISTED = ("hand_inkable", "cant_sing", "sing_together_only", "Singer", "sing_cost", "discard_inkable", "play_from_discard",
          "challenge_ready", "challenge_ready_damaged", "challenge_ready_matching", "cant_be_challenged", "Evasive", "Alert",
          "Bodyguard", "Rush", "cant_challenge", "one_challenger", "must_quest", "quest_drying", "Reckless", "cant_quest")
"""The keywords the listing reads from the set (engine.lorcana.game ``main_actions`` and its helpers)."""


class _Everything(frozenset):
    """A set that holds every keyword: the listing then asks each card (the long way)."""

    def __contains__(self, kw: object) -> bool:
        return True

    def isdisjoint(self, other: Any) -> bool:
        return False


def _listing(st) -> list[tuple[str, dict, str]]:
    return [(a.type, a.args, a.label) for a in game.ENGINE.legal_actions(st, st.active)]


def _check(st, monkeypatch: pytest.MonkeyPatch) -> int:
    """``maybe_keywords`` against ``nobody_has`` and ``has``, and the listing against the long way."""
    maybe = ch.maybe_keywords(st)
    uids = [u for p in range(st.num_players) for z in ZONES for u in st.table.zone(p, z)[:12]]
    n = 0
    for kw in sorted(set(KEYWORDS) | set(LISTED) | maybe):
        # 10.1.1, 7.6: printed on no card of the match, given by no static of the match, nor by an effect
        assert (kw not in maybe) == ch.nobody_has(st, kw), kw
        assert kw in maybe or not any(ch.has(st, u, kw) for u in uids), kw
        assert (kw in ch.static_keywords(st)) == ch.any_static_gives(st, kw), kw  # 7.6.1: a static gives or removes it
        n += 1
    if not st.pending and st.phase == "main" and not (st.frames or st.bag or st.agenda):
        short = _listing(st)
        with monkeypatch.context() as m:  # 4.3.2: every keyword asked of each card gives the same actions, in order
            m.setattr(game, "maybe_keywords", lambda _st: _Everything())
            m.setattr(challenge_listing, "maybe_keywords", lambda _st: _Everything())
            assert _listing(st) == short
        n += 1
    return n


@pytest.mark.parametrize("seed", SEEDS)
def test_maybe_keywords_answer_as_nobody_has_and_the_long_listing(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    assert checked_over_games((seed,), lambda st: _check(st, monkeypatch), every=2) > 500


def test_an_effect_giving_a_keyword_puts_it_in_the_set() -> None:
    # Lorcana 10.1.1, 2.2.0 6.6.1 (outside the seed documents): a keyword an effect gives (a modifier) may be had although no card prints it
    st = started()
    uid = put(st, custom("MK-1", "Plain"), 0)
    assert "cant_sing" not in ch.maybe_keywords(st)
    st.modifiers.append(Modifier(uid, "keyword", keyword="cant_sing", player=1))
    assert "cant_sing" in ch.maybe_keywords(st) and not ch.nobody_has(st, "cant_sing")
    st.modifiers[-1] = Modifier(uid, "strength", 2, player=1)
    assert "cant_sing" not in ch.maybe_keywords(st)  # a change of strength gives no keyword (7.8)


def test_a_printed_keyword_is_in_the_set() -> None:
    # Lorcana 10.1.1: a keyword printed on a card of the match, wherever that card is
    st = started()
    put(st, custom("MK-2", "Guard", "Bodyguard"), 1, "hand")
    assert "Bodyguard" in ch.maybe_keywords(st) and "Reckless" not in ch.maybe_keywords(st)


CASES = (  # (keyword, the cards given it): each changes what P1 may do in the scene below (in the last two, x is Evasive)
    ("cant_sing", ("a",)),  # 1.2.2 "can't sing" (6.3.3.3)
    ("sing_together_only", ("a",)),  # 10.10: sings only with Sing Together
    ("challenge_ready", ("a",)),  # 4.3.6.7: may challenge ready characters
    ("challenge_ready_damaged", ("a",)),  # 4.3.6.7: … ready damaged ones
    ("cant_be_challenged", ("x",)),  # 4.3.6.8
    ("Evasive", ("x",)),  # 10.4.1: only an Evasive character challenges it
    ("Bodyguard", ("z",)),  # 10.2.3: must be chosen if able
    ("Rush", ("b",)),  # 4.3.6.6: a drying character with Rush challenges
    ("cant_challenge", ("a",)),  # 4.3.6.8
    ("must_quest", ("a",)),  # 1.2.1: the turn can't end while it can quest
    ("quest_drying", ("b",)),  # 6.1.4 exception: quests while drying
    ("Reckless", ("a",)),  # 10.5.2-10.5.3: can't quest; the turn can't end while it can challenge
    ("cant_quest", ("a",)),  # 4.3.5.6
    ("Evasive", ("a",)),  # 10.4.1: an Evasive challenger may challenge an Evasive character
    ("Alert", ("a",)),  # 2.2.0 8.6.1: as may one with Alert
)


@pytest.mark.parametrize(("kw", "given"), CASES)
def test_a_keyword_an_effect_gives_is_read_as_the_long_way(kw: str, given: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    # Lorcana 10.1.1 (a keyword from an effect), 4.3.2: the listing that reads maybe_keywords lists what
    # asking every card lists, and the keyword does change it (the scene exercises that reading)
    st = started()
    st.table.zones[0]["hand"].clear()
    put(st, custom("MK-S", "Tune", card_type="Action", subtypes=["Song"], cost=2, s=None, w=None, lore=None), 0, "hand")
    ink_up(st, 0, 5)
    cards = {"a": put(st, custom("MK-A", "Able", cost=3), 0), "b": put(st, custom("MK-B", "Fresh"), 0, dry=False),
             "x": put(st, custom("MK-X", "Tired"), 1, tapped=True), "y": put(st, custom("MK-Y", "Hurt"), 1, damage=1),
             "z": put(st, custom("MK-Z", "Sleepy"), 1, tapped=True)}
    if (kw, given) in CASES[-2:]:
        st.modifiers.append(Modifier(cards["x"], "keyword", keyword="Evasive", player=1))
    before = _listing(st)
    st.modifiers.extend(Modifier(cards[c], "keyword", keyword=kw, player=1) for c in given)
    short = _listing(st)
    with monkeypatch.context() as m:
        m.setattr(game, "maybe_keywords", lambda _st: _Everything())
        m.setattr(challenge_listing, "maybe_keywords", lambda _st: _Everything())
        assert _listing(st) == short
    assert short != before
