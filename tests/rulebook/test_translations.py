"""Issue 20: English questions to the Japanese-only documents (ONE PIECE, MLP, WoW) also meet an English
translation of every section, made for search and never shown as rules text."""

from __future__ import annotations

import logging
import re

import pytest

from engine.rulebook import Rulebook, english_titles, translations
from engine.rulebook.documents import DOCS_DIR, SPECS

JA_ONLY = ("onepiece", "mlp", "wow")
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.mark.parametrize("game", JA_ONLY)
def test_every_section_has_a_translation_under_its_own_id(rb: Rulebook, game: str) -> None:
    doc = rb.doc(game, "ja")
    texts = translations.search_english(game)
    assert set(texts) <= set(doc.sections) | set(doc.headings) | set(doc.glossary)  # no id of another version
    missing = [sid for sid, s in doc.sections.items() if (s.title or s.text) and sid not in texts]
    assert not missing, missing[:5]
    for sid, text in texts.items():  # English (quoted symbols and MLP's terms keep some Japanese)
        assert len(CJK.findall(text)) < sum(c.isascii() and c.isalpha() for c in text) / 3, sid


def test_a_translation_of_another_document_version_is_ignored(tmp_path, monkeypatch, caplog) -> None:
    spec = next(s for s in SPECS if s.game == "wow")
    path = tmp_path / (spec.path.stem + translations.SUFFIX)
    path.write_text("# translation of wow-ja-5.0.txt\n100.1\tDeck construction\n", encoding="utf-8")
    monkeypatch.setattr(translations, "DOCS_DIR", tmp_path)
    translations.search_english.cache_clear()
    try:
        with caplog.at_level(logging.WARNING):
            assert translations.search_english("wow") == {}
        assert "does not translate wow-ja-6.0.txt" in caplog.text
    finally:
        monkeypatch.undo()
        translations.search_english.cache_clear()
    assert translations.DOCS_DIR == DOCS_DIR and translations.search_english("wow")  # the shipped one is read again


def test_the_translation_ranks_a_section_by_words_its_title_lacks(rb: Rulebook) -> None:
    # WoW 412.1b (a face-down resource is blank): its title gloss says only "Resources"
    query = "Does a face-down resource have a name?"
    index = english_titles.text_index("wow")
    assert index is not None and english_titles.text_index("lorcana") is None  # Lorcana has official English text
    ranked = [sid for sid, _ in index.rank(query)]
    assert "412.1b" in ranked[:3] and "412.1b" not in [sid for sid, _ in english_titles.index("wow").rank(query)][:3]
    found = rb.stages("wow", query, "en")
    assert found["translated"][:3] == ranked[:3] and rb.stages("wow", "裏向きのリソース", "ja")["translated"] == []



def test_ko_and_don_are_words_of_the_translation() -> None:
    # ONE PIECE 10-2-1 (K.O.) and 3-3 (DON!! deck): "K.O.'d" and "DON!!" are no plain words, and
    # were dropped from the translation's index; every spelling of K.O. is one word
    assert english_titles._words("if the blocker is k.o.'d, k.o.s my ko, the don!! x1 kobold") == [
        "blocker", "ko", "ko", "ko", "don!!", "kobold"]
    assert english_titles.index("onepiece").words["10-2-1"] == {"ko"}  # the title "K.O."
    ranked = [sid for sid, _ in english_titles.text_index("onepiece").rank("What does K.O. mean?")]
    assert ranked[0].startswith("10-2-1")


def test_a_players_word_meets_the_rules_word_in_the_translation() -> None:
    # ONE PIECE 5-2-1-6: the rules' "redraw" is what players call a mulligan
    index = english_titles.text_index("onepiece")
    assert "redraw" in index.synonyms["mulligan"]
    assert next(sid for sid, _ in index.rank("Can I mulligan?")) == "5-2-1-6"


def test_a_title_sharing_one_word_of_a_longer_question_does_not_rank() -> None:
    # ONE PIECE 2-6 (title "Power"): one shared word of a long question is the term boost's to count
    titles = english_titles.index("onepiece")
    assert "2-6" not in [sid for sid, _ in titles.rank("If the attacker and the blocker have equal power, who wins?")]
    assert next(sid for sid, _ in titles.rank("power")) == "2-6"
    assert "7-1-4" in [sid for sid, _ in titles.rank("What happens in the damage step of a battle?")]


def test_titles_are_matched_by_the_words_beside_the_questions_terms(rb: Rulebook) -> None:
    # ONE PIECE 3-3 (DON!! deck): the term "DON!! deck" already gives its heading the term boost (the
    # lexical ranking's first); its title matched by the same words counted it twice, over 5-1-2
    query = "How many cards go in the DON!! deck when building a deck?"
    assert english_titles.without_terms(query, ["don!! deck"]) == "how many cards go in the   when building a deck?"
    assert next(sid for sid, _ in english_titles.index("onepiece").rank(query)) == "3-3"  # the whole question
    found = rb.stages("onepiece", query, "en")
    assert found["lexical"][0] == "3-3" and "3-3" not in found["titles"]
    # a question that is its terms alone keeps them (WoW 404 tokens, 302 allies)
    assert english_titles.without_terms("How do ally tokens work?", ["ally", "tokens"]) == "How do ally tokens work?"
