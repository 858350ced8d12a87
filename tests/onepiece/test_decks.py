"""Deck lists: every pasted format, and validation (5-1-2) citing the rule and the line."""

from __future__ import annotations

from engine.core import Rng
from engine.onepiece import game

from .helpers import POOL, needs_npm

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


def test_new_game_refuses_an_illegal_deck_at_presentation():
    # ONE PIECE 5-2-1-1: the decks presented must meet 5-1-2 (option check_decks, on by default)
    import pytest

    from engine.core import RulesError

    from .helpers import SIMPLE, deck

    legal = game.parse_deck(optcgsim(), POOL).deck
    five = game.parse_deck(optcgsim().replace("4xFX01-003", "5xFX01-003").replace("2xFX01-027", "1xFX01-027"), POOL).deck
    st, _ = game.ENGINE.new_game(["a", "b"], [legal, legal], 1)
    assert st.pending[0].kind == "first_second"
    for bad in (five, deck()):  # 5 copies of a card (5-1-2-3); 50 copies of one card
        with pytest.raises(RulesError) as err:
            game.ENGINE.new_game(["a", "b"], [legal, bad], 1)
        assert err.value.rule.section == "5-2-1-1" and "5-1-2-3" in str(err.value) and "P2" in str(err.value)
    game.ENGINE.new_game(["a", "b"], [legal, deck()], 1, SIMPLE)  # the tests' simple decks: check off


@needs_npm
def test_real_leader_that_allows_only_one_type():
    # ONE PIECE 8-1-3-4-3 (a continuous effect replacing deck-building conditions): P-117 Nami
    # "Under the rules of this game, you can only include {East Blue} type cards in your deck …"
    from engine.core import Deck
    from engine.core.cards import CardPool

    pool = CardPool("onepiece", game.import_cards(None).cards)
    blue = sorted(r.id for r in pool.by_id.values() if r.data.get("type") == "Character" and "Blue" in r.data.get("colors", []))
    east = [c for c in blue if "East Blue" in pool.get(c).data.get("traits", [])][:13]
    other = next(c for c in blue if "East Blue" not in pool.get(c).data.get("traits", []))
    main = [c for c in east[:12] for _ in range(4)] + [east[12]] * 2
    ok = Deck(main=main, cards=pool.data(["P-117", *main]), sections={"leader": ["P-117"]})
    assert game.validate_deck(ok) == []
    bad_main = [*main[:-1], other]
    bad = Deck(main=bad_main, cards=pool.data(["P-117", *bad_main]), sections={"leader": ["P-117"]})
    assert [p.rule.section for p in game.validate_deck(bad)] == ["8-1-3-4-3"]


@needs_npm
def test_random_deck_follows_the_leaders_own_rule():
    # ONE PIECE 8-1-3-4-3: a random deck for P-117 Nami holds only {East Blue} type cards
    from engine.core.cards import CardPool

    cards = [r for r in game.import_cards(None).cards if r.data.get("type") != "Leader" or r.id == "P-117"]
    pool = CardPool("onepiece", cards)
    for seed in range(3):
        deck = game.random_deck(pool, Rng.from_seed(seed))
        assert deck.sections["leader"] == ["P-117"] and game.validate_deck(deck) == []


# --- pasted formats, short numbers, ambiguous names, the leader line (issue 17) -----------------

def test_leader_line_with_a_name_and_tab_separated_rows():
    text = "\n".join(["Leader: FX01-001 Captain Fixture", "Count\tNumber\tName"]
                     + [f"4\t{cid}\tWhatever" for cid in REDS[:6]] + [f"{cid}\t4" for cid in REDS[6:12]] + [f"Twin Colour Wall\t{REDS[12]}\t2"])
    check = game.parse_deck(text, POOL)
    assert check.ok, [str(p) for p in check.problems]
    assert check.deck.sections["leader"] == ["FX01-001"] and len(check.deck.main) == 50


def test_short_number_suggests_the_full_one():
    check = game.parse_deck(optcgsim() + "\n1xFX01-3", POOL)
    assert any("did you mean FX01-003?" in p.message for p in check.problems)


def test_bare_name_of_several_cards_lists_the_candidates():
    from engine.core.cards import CardPool, CardRecord

    twin = CardRecord("FX02-003", {**POOL.by_id["FX01-003"].data, "id": "FX02-003", "number": "FX02-003"}, {"en": "Deckhand"})
    pool = CardPool("onepiece", [*POOL.by_id.values(), twin])
    check = game.parse_deck(optcgsim() + "\n4 Deckhand", pool)
    amb = [p for p in check.problems if "matches 2 cards" in p.message]
    assert amb and "FX01-003" in amb[0].message and "FX02-003" in amb[0].message


def test_a_failed_leader_line_is_one_problem():
    # ONE PIECE 5-1-2: the deck has no leader — said once, no cascade
    check = game.parse_deck(optcgsim().replace("1xFX01-001", "1xFX01-999"), POOL)
    leaderish = [p for p in check.problems if "leader" in p.message]
    assert len(leaderish) == 1 and "no leader" in leaderish[0].message and leaderish[0].line == 1
    assert any("unknown card FX01-999" in p.message for p in check.problems)
