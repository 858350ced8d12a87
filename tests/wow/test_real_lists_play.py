"""The gathered real deck lists (issue #18) played against each other: random legal games with every
per-action check, no card resolved by hand. A list whose author misnamed a card is played as a user
would after taking the deck check's first suggestion; a list whose hero the card data gives no health
can't start a game (301.1, see test_real_deck_lists)."""

from __future__ import annotations

import re

import pytest

from engine.core.simulate import play_random_game
from engine.wow.decks import parse_deck
from engine.wow.game import ENGINE
from tests.shared_data import DATA, needs

from .test_real_deck_lists import DECKS, HERO_WITHOUT_HEALTH, MASTER_WITHOUT_HEALTH

pytestmark = needs(DATA / "wow" / "cards")

UNPLAYABLE = {*HERO_WITHOUT_HEALTH, *MASTER_WITHOUT_HEALTH}
LISTS = sorted(p.name for p in DECKS.iterdir() if p.suffix != ".md" and p.name not in UNPLAYABLE)


@pytest.fixture(scope="module")
def pool():
    from engine.core.cards import CardPool
    from engine.wow.cards.importers import import_decktools

    return CardPool("wow", import_decktools(DATA / "wow" / "cards").cards)


def _as_a_user_fixes_it(name: str, pool):
    """The list's deck, after replacing each unknown card with the check's first suggestion."""
    text = (DECKS / name).read_text(encoding="utf-8")
    for problem in parse_deck(text, pool).problems:
        found = re.search(r"unknown card '\[?(.+?)\]?'; did you mean ([^,?]+)", problem.message)
        if found:
            text = text.replace(found.group(1), found.group(2))
    check = parse_deck(text, pool)
    assert check.problems == [], [str(p) for p in check.problems]
    return check.deck


@pytest.mark.parametrize("index", range(len(LISTS)))
def test_each_real_list_plays_a_checked_game_without_manual_steps(index, pool):
    # 100.1 legal decks; every per-action invariant checked (simulate); 103.1 no text left to a player
    first, second = LISTS[index], LISTS[(index + 1) % len(LISTS)]
    decks = [_as_a_user_fixes_it(first, pool), _as_a_user_fixes_it(second, pool)]
    _, log, problems = play_random_game(ENGINE, ["P1", "P2"], decks, 18_000 + index, {"max_turns": 80}, 3000, True, False)
    assert problems == []
    assert log and not [a for a in log if a.type == "manual"], (first, second)


@pytest.mark.parametrize("name", sorted(p.name for p in DECKS.iterdir() if p.suffix != ".md"))
def test_every_card_of_every_real_list_is_automated(name, pool):
    # issue #18: every card of the gathered lists (hero, main deck, side deck, and the collection a deck
    # carries) runs without a player resolving text by hand (103.1); a misnamed card is read as fixed
    from engine.wow.cards.compiler import is_automated

    text = (DECKS / name).read_text(encoding="utf-8")
    deck = _as_a_user_fixes_it(name, pool) if name not in UNPLAYABLE else parse_deck(text, pool).deck
    manual = sorted({d["name"] for d in deck.cards.values() if not is_automated(d)})
    assert manual == []
