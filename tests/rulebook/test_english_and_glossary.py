"""English Lorcana answers (aligned text, seed numbers), the newest keywords, and the glossary."""

from __future__ import annotations

from engine.rulebook import Rulebook, align, glossary
from engine.rulebook.documents import ENGLISH_ANSWERS, ENGLISH_SPECS, SPECS


def test_alignment_finds_the_vanish_shift() -> None:
    # The English texts add Vanish as 10.12, so English 10.13 Ward is Japanese 10.12 魔除 (rules README).
    pairs = {p.seed: p for p in align.load(ENGLISH_ANSWERS.filename) if p.seed}
    assert pairs["10.12"].english == "10.13" and pairs["10.12"].note == "renumbered"
    assert pairs["10.12.3"].english == "10.13.3"
    assert pairs["4.3.6.6"].english == "4.3.6.6" and pairs["4.3.6.6"].note == "same"
    english_only = {p.english for p in align.load(ENGLISH_ANSWERS.filename) if not p.seed}
    assert {"10.12", "10.12.1"} <= english_only


def test_every_seed_rule_is_aligned_once() -> None:
    seeds = {(s.game, s.lang): s for s in SPECS}
    for spec in ENGLISH_SPECS:
        if not spec.seed_lang:
            continue
        seed_spec = seeds[("lorcana", spec.seed_lang)]
        seed = seed_spec.parse(seed_spec.path.read_text(encoding="utf-8"))
        pairs = align.load(spec.filename)
        assert [p.seed for p in pairs if p.seed] == list(seed.sections)  # all, in document order
        english = [p.english for p in pairs if p.english]
        assert len(english) == len(set(english))


def test_english_view_keeps_seed_numbers(rb: Rulebook) -> None:
    ward = rb.section("lorcana", "10.12", lang="en")
    assert ward.title == "Ward"  # Lorcana 10.12 (seed) = English 10.13
    assert "Ward keyword" in rb.section("lorcana", "10.12.1", lang="en").text
    assert rb.section("lorcana", "10.12", lang="ja").title == "魔除"
    assert rb.cite("lorcana", "4.3.6.6", "en").startswith("§4.3.6.6 Challenge")


def test_english_questions_get_english_answers(rb: Rulebook) -> None:
    hits = rb.search("lorcana", "what does ward do", lang="en", limit=3)
    assert hits[0].id.startswith("10.12") and "choose" in hits[0].text.lower()


def test_rules_outside_the_seed_documents_are_marked(rb: Rulebook) -> None:
    alert = rb.search("lorcana", "Alert", lang="en", limit=1)[0]
    assert alert.id == "2.2.0/8.2" and alert.outside == "lorcana-en-2.2.0-2026-07-09.txt"
    vanish = rb.search("lorcana", "Vanish", lang="en", limit=1)[0]
    assert vanish.id == "2025-05-27/10.12" and vanish.outside


def test_katakana_loanwords(rb: Rulebook) -> None:
    # Lorcana 10.8 変身 (Shift), 10.2 護衛 (Bodyguard): players write the English names in katakana.
    assert rb.search("lorcana", "シフトとは", limit=1)[0].id == "10.8"
    assert rb.search("lorcana", "ボディガードとは", limit=1)[0].id == "10.2"


def test_glossary_lines_and_glosses() -> None:
    (shift,) = [t for t in glossary.lookup("lorcana", "シフト") if "shift" in t.en]
    assert "変身" in shift.line() and "§10.8" in shift.line()
    assert glossary.gloss("wow", "406") == "Dual wield"
    assert glossary.gloss("wow", "406.1b") == "Dual wield"  # a rule takes its heading's title
    assert glossary.gloss("onepiece", "7-1-4-1") == "Damage step"
    assert glossary.gloss("mlp", "第一節 3.4.1a").startswith("Drawing the opening hand")
    assert "Blocker" in glossary.english_names("onepiece", "【ブロッカー】を持つキャラ")


def test_wow_keywords_the_document_lacks_say_so() -> None:
    (ferocity,) = glossary.lookup("wow", "what is ferocity")
    assert "501.1b" in ferocity.line() and not ferocity.ids
    # WoW 410.6c: プロテクター is printed only on an example card (Arcanite Dragonling); no rule defines it
    (protector,) = glossary.lookup("wow", "Protector")
    assert not protector.ids and "501.1b" in protector.line() and "410.6c" in protector.line()


def test_every_japanese_only_heading_has_a_gloss(rb: Rulebook) -> None:
    for game in ("onepiece", "mlp", "wow"):
        for s in rb.doc(game, "ja").all_sections():
            if s.kind in ("chapter", "heading"):
                assert glossary.gloss(game, s.id), (game, s.id, s.title)


def test_one_piece_terms_have_their_official_english_names(rb: Rulebook) -> None:
    # ONE PIECE 10 (keywords), 8-1-3 (effect kinds), 3-3 (DON!! deck): names as English cards print them
    lines = {t.en[0]: t.line() for t in glossary.terms("onepiece")}
    for name in ("K.O.", "On K.O.", "Activate: Main", "End of Your Turn", "DON!! Deck", "Type", "Auto Effect",
                 "Activation Cost", "Counter Value", "Give DON!!", "Event"):
        assert any(line.startswith(name + " · ja ") for line in lines.values()), name
    for term in glossary.terms("onepiece"):
        assert all(rb.section("onepiece", sid) is not None for sid in term.ids), term
    # card text writes the number: "[DON!! x1]", "DON!! -2"
    assert ("10-2-9",) in [t.ids for t in glossary.lookup("onepiece", "a [DON!! x1] effect")]
    assert ("10-2-10",) in [t.ids for t in glossary.lookup("onepiece", "its DON!! -2 cost")]
