"""The official Banned/Restricted Card list as dated data: applied to deck lists on the day of the
check or on an event's date, citing the list (outside the comprehensive rules, which allow 4 per
card number: 5-1-2-3) with the card and the date."""

from __future__ import annotations

import datetime as dt

from engine.core import Deck
from engine.onepiece import banlist, game

from .helpers import POOL, needs_npm

REDS = ["FX01-003", "FX01-004", "FX01-005", "FX01-006", "FX01-007", "FX01-009", "FX01-010", "FX01-011",
        "FX01-012", "FX01-013", "FX01-014", "FX01-015"]


def test_every_change_has_a_source_and_a_date():
    changes = banlist.load_changes()
    assert changes and all(c.source and c.effective for c in changes)
    assert [c.effective for c in changes] == sorted(c.effective for c in changes)


def test_standing_follows_the_dates():
    before, after = banlist.standing(dt.date(2025, 3, 31)), banlist.standing(dt.date(2025, 4, 1))
    assert "OP07-045" not in before.banned and "OP07-045" in after.banned  # Jinbe, banned from 2025-04-01
    assert "OP02-024" in after.banned  # Moby Dick, banned since 2023
    assert "OP03-013" in banlist.standing(dt.date(2024, 1, 1)).restricted  # Marco, restricted then
    assert not banlist.standing(dt.date(2024, 6, 21)).restricted  # the official page: none restricted


def _deck(extra: dict[str, int]) -> Deck:
    main = [cid for cid in REDS for _ in range(4)] + [c for c, n in extra.items() for _ in range(n)]
    cards = POOL.data(["FX01-001", *REDS])
    for cid in extra:
        cards[cid] = {"name": f"Card {cid}", "type": "Character", "colors": ["Red"], "traits": []}
    return Deck(main=main, cards=cards, sections={"leader": ["FX01-001"]})


def test_a_banned_card_is_flagged_with_the_card_the_date_and_the_list():
    problems = banlist.check(_deck({"OP07-045": 2}), dt.date(2025, 6, 1))
    assert len(problems) == 1
    p = problems[0]
    assert "OP07-045" in p.message and "2025-04-01" in p.message
    assert p.rule.outside == banlist.LIST_NAME and "2025-04-01" in p.rule.section


def test_a_list_legal_at_its_event_is_flagged_for_a_later_ban():
    problems = banlist.check(_deck({"OP07-045": 2}), dt.date(2025, 3, 1))
    assert len(problems) == 1 and problems[0].message.startswith("note:") and "legal on 2025-03-01" in problems[0].message


def test_a_restricted_card_more_than_once():
    problems = banlist.check(_deck({"OP03-013": 2}), dt.date(2024, 1, 1))
    assert problems and "Restricted" in problems[0].message and "not 2" in problems[0].message
    assert banlist.check(_deck({"OP03-013": 1}), dt.date(2024, 1, 1)) == []


def test_parse_deck_applies_the_event_date_written_in_the_list():
    # a fixture pool has no real numbers: a record is added with a banned number
    from engine.core.cards import CardPool, CardRecord

    jinbe = CardRecord("OP07-045", {**POOL.by_id["FX01-003"].data, "id": "OP07-045", "number": "OP07-045", "name": "Jinbe"},
                       {"en": "Jinbe"})
    pool = CardPool("onepiece", [*POOL.by_id.values(), jinbe])
    text = "\n".join(["1xFX01-001"] + [f"4x{cid}" for cid in REDS] + ["2xOP07-045"])
    today = game.parse_deck(text, pool)
    assert any("Banned Card" in p.message for p in today.problems)
    then = game.parse_deck("Event date: 2025-03-01\n" + text, pool)
    assert [p.message[:5] for p in then.problems] == ["note:"]
    bad = game.parse_deck("Event date: yesterday\n" + text, pool)
    assert any("YYYY-MM-DD" in p.message for p in bad.problems)


def test_random_decks_hold_no_banned_card():
    from engine.core import Rng

    banned = banlist.standing().banned
    deck = game.random_deck(POOL, Rng.from_seed(3))
    assert not set(deck.main) & set(banned)


REAL_LISTS = sorted((__import__("pathlib").Path(__file__).parent / "fixtures" / "decks").glob("*.txt"))


@needs_npm
def test_real_tournament_lists_are_legal_on_their_event_date():
    # real lists (source in each file's header) parse, and pass the ban list in force on their event
    from engine.core.cards import CardPool

    pool = CardPool("onepiece", game.import_cards(None).cards)
    assert len(REAL_LISTS) >= 2
    for path in REAL_LISTS:
        text = path.read_text(encoding="utf-8")
        assert "Source: http" in text and "Event date:" in text, path.name
        check = game.parse_deck(text, pool)
        assert check.ok, (path.name, [str(p) for p in check.problems])
        assert len(check.deck.main) == 50 and len(check.deck.sections["leader"]) == 1
