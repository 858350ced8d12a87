"""Deck lists: every pasted format, and validation (5-1-2) citing the rule and the line."""

from __future__ import annotations

from engine.core import Rng
from engine.onepiece import game

from .helpers import POOL

REDS = ["FX01-003", "FX01-004", "FX01-005", "FX01-006", "FX01-007", "FX01-009", "FX01-010", "FX01-011",
        "FX01-012", "FX01-013", "FX01-014", "FX01-015", "FX01-027"]  # 12 × 4 + 2 = 50


def optcgsim() -> str:
    lines = ["1xFX01-001"] + [f"4x{cid}" for cid in REDS[:12]] + [f"2x{REDS[12]}"]
    return "\n".join(lines)


def sections(check):
    return [p.rule.section if p.rule else None for p in check.problems]


def test_optcgsim_format():
    check = game.parse_deck(optcgsim(), POOL)
    assert check.ok, [str(p) for p in check.problems]
    assert check.deck.sections["leader"] == ["FX01-001"] and len(check.deck.main) == 50


def test_egman_and_other_line_formats():
    text = "\n".join(
        ["Leader", "1 FX01-001 Captain Fixture", "Characters (50)"]
        + [f"4 {cid} Whatever" for cid in REDS[:4]]
        + [f"{REDS[4]} x4", f"4 x {REDS[5]}", "4 Bounty Hunter", f"4 Brawler ({REDS[7]})"]
        + [f"4x{cid}" for cid in REDS[8:12]] + [f"2x{REDS[12]}", "DON!! x10", "Total: 51", "// a comment"]
    )
    check = game.parse_deck(text, POOL)
    assert check.ok, [str(p) for p in check.problems]
    assert len(check.deck.main) == 50


def test_onepiecetopdecks_url():
    dg = "a".join(["1nFX01-001"] + [f"4n{cid}" for cid in REDS[:12]] + [f"2n{REDS[12]}"])
    url = f"https://onepiecetopdecks.com/deck-list/x/deckgen?dn=Red%20Test&date=9/21/2025&dg={dg}"
    check = game.parse_deck(url, POOL)
    assert check.ok, [str(p) for p in check.problems]


def test_unknown_card_names_the_line_and_suggests():
    check = game.parse_deck(optcgsim() + "\n1 Captain Fixtur", POOL)
    bad = [p for p in check.problems if "unknown" in p.message or "did you mean" in p.message]
    assert (check.problems and check.problems[0].line == 15) or bad


def test_validation_rules():
    # ONE PIECE 5-1-2 (exactly 1 leader, 50 cards), 5-1-2-1, 5-1-2-2, 5-1-2-3
    short = game.parse_deck(optcgsim().replace("2xFX01-027", "1xFX01-027"), POOL)
    assert "5-1-2" in sections(short)
    long_ = game.parse_deck(optcgsim().replace("2xFX01-027", "3xFX01-027"), POOL)
    assert "5-1-2" in sections(long_)
    off = game.parse_deck(optcgsim().replace("2xFX01-027", "2xFX01-024"), POOL)
    problem = next(p for p in off.problems if p.rule and p.rule.section == "5-1-2-2")
    assert problem.line == 14
    five = game.parse_deck(optcgsim().replace("4xFX01-003", "5xFX01-003").replace("2xFX01-027", "1xFX01-027"), POOL)
    assert "5-1-2-3" in sections(five)
    two_leaders = game.parse_deck(optcgsim() + "\n1xFX01-002", POOL)
    assert "5-1-2" in sections(two_leaders)
    leader_in_deck = game.validate_deck(
        game.parse_deck(optcgsim(), POOL).deck.__class__(main=["FX01-002"] * 50, cards=POOL.data(["FX01-001", "FX01-002"]),
                                                          sections={"leader": ["FX01-001"]}))
    assert "5-1-2-1" in [p.rule.section for p in leader_in_deck]


def test_multicolour_card_fits_a_single_colour_leader():
    # ONE PIECE 2-3-5: a red/green card counts as red
    check = game.parse_deck(optcgsim(), POOL)
    assert "FX01-027" in check.deck.main and check.ok


def test_random_deck_is_legal():
    for seed in range(10):
        deck = game.random_deck(POOL, Rng.from_seed(seed))
        assert game.validate_deck(deck, {}) == []
