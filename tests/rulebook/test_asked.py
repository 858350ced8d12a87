"""Issue 20: questions written from each section's text (document expansion) rank the sections by the
closest written question, a ranking fused with the others (engine.rulebook.asked)."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from engine.rulebook import Rulebook, asked, embedder, fusion
from engine.rulebook.documents import DOCS_DIR, SPECS
from engine.rulebook.model import Document, Section
from engine.rulebook.search import Ranking

GAMES = ("lorcana", "onepiece", "mlp", "wow")


@pytest.mark.parametrize("game", GAMES)
def test_every_section_with_text_has_questions_in_english_and_japanese(rb: Rulebook, game: str) -> None:
    """Lorcana, whose rules are also published in Chinese, has Chinese questions too."""
    doc = rb.doc(game, "ja")
    spec = next(s for s in SPECS if s.game == game and s.lang == "ja")
    rows = [line.split("\t") for line in (DOCS_DIR / (spec.path.stem + asked.SUFFIX)).read_text(encoding="utf-8").splitlines()[1:]]
    assert all(len(r) == 3 and r[1] in ("en", "ja", "zh") and r[2].strip() for r in rows)
    assert {r[0] for r in rows} <= set(doc.sections)  # ids of this document version
    langs: dict[str, set[str]] = {}
    for sid, lang, _ in rows:
        langs.setdefault(sid, set()).add(lang)
    wanted = {"en", "ja", "zh"} if game == "lorcana" else {"en", "ja"}
    missing = [sid for sid, s in doc.sections.items() if s.text.strip() and langs.get(sid) != wanted]
    assert not missing, missing[:5]
    assert len(asked.questions(game)) == len(rows) >= 3 * len(langs)


def test_questions_of_another_document_version_are_ignored(tmp_path, monkeypatch, caplog) -> None:
    spec = next(s for s in SPECS if s.game == "wow")
    (tmp_path / (spec.path.stem + asked.SUFFIX)).write_text("# Questions of wow-ja-5.0.txt\n101.1\ten\tQ?\n", encoding="utf-8")
    monkeypatch.setattr(asked, "DOCS_DIR", tmp_path)
    asked.questions.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger="engine.rulebook.asked"):
            assert asked.questions("wow") == ()
        assert "not written for" in caplog.text
    finally:
        asked.questions.cache_clear()


def test_a_section_scores_its_closest_question() -> None:
    doc = Document(game="wow", lang="ja", version="t", source="t")
    for sid in ("1", "2"):
        doc.sections[sid] = Section(id=sid, parent=None, title=sid, text="t", kind="rule")
    pairs = (("2", "a"), ("1", "b"), ("2", "c"), ("9", "not a section"))
    vectors = np.array([[1, 0], [0, 1], [0.6, 0.8], [1, 1]], dtype=np.float32)
    index = asked.AskedIndex.build(doc, pairs, vectors)
    assert index is not None and index.sections == ["1", "2"]
    assert index.similarities(np.array([0.0, 1.0], dtype=np.float32)).tolist() == pytest.approx([1.0, 0.8])
    assert index.similarities(np.array([1.0, 0.0], dtype=np.float32)).tolist() == pytest.approx([0.0, 1.0])


def test_the_asked_ranking_is_fused() -> None:
    lexical = Ranking(scores=[("a", 9.0), ("b", 8.0)], pinned=[], terms=True, bm25_top=9.0)
    dense = {"b": 0.9, "a": 0.89}
    assert [c.id for c in fusion.fuse(lexical, dense)] == ["b", "a"]
    assert [c.id for c in fusion.fuse(lexical, dense, asked=[("a", 0.95)])] == ["a", "b"]


def test_a_question_meets_the_question_written_for_its_principle(rb: Rulebook) -> None:
    if embedder.load() is None or not rb.dense_ready(build=False):
        pytest.skip("the embedding model or its cached vectors are missing")
    # ONE PIECE 1-3-2-1: a card already in a state is not put into it again
    question = "My effect says to set an already active Character as active. Does anything happen?"
    assert rb.stages("onepiece", question, lang="en")["asked"][0] == "1-3-2-1"


def test_a_bare_term_is_looked_up_without_the_written_questions(rb: Rulebook) -> None:
    from engine.rulebook.rulebook import bare_term

    index = rb._index("lorcana", "ja")
    for query, bare in [("インクウェル", True), ("ボディガードとは", True), ("インクウェルに置けるのは1ターンに何枚？", False)]:
        lexical = index.rank(query, game="lorcana", lang="ja", embedded_ids=[])
        assert bare_term(query, lexical) is bare, query


def test_a_clearly_closest_written_question_counts_twice() -> None:
    lexical = Ranking(scores=[("a", 9.0), ("b", 8.0)], pinned=[], terms=True, bm25_top=9.0)
    dense = {"a": 0.9, "b": 0.89}
    close = [("b", 0.90), ("a", 0.90 - fusion.ASKED_LEAD / 2)]  # b barely ahead: a keeps first place
    clear = [("b", 0.90), ("a", 0.90 - fusion.ASKED_LEAD)]  # b clearly ahead: a second first-rank share
    assert [c.id for c in fusion.fuse(lexical, dense, asked=close)] == ["a", "b"]
    assert [c.id for c in fusion.fuse(lexical, dense, asked=clear)] == ["b", "a"]
