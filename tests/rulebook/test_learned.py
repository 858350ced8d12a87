"""Issue 20: section vectors learned from the written questions (engine.rulebook.learned) rank a
question's section in the meaning stage, for questions in the document's own language."""

from __future__ import annotations

import numpy as np
import pytest

from engine.rulebook import Rulebook, embedder, learned
from engine.rulebook.asked import AskedIndex
from engine.rulebook.model import Document, Section


def _unit(rows: list[list[float]]) -> np.ndarray:
    a = np.array(rows, dtype=np.float32)
    return a / np.linalg.norm(a, axis=1, keepdims=True)


# section 0's questions lie a little nearer section 1's base vector: the base vectors rank them wrong
BASE = _unit([[1, 0, 0], [0, 1, 0], [0, 0, 1]])
QUESTIONS = _unit([[1, 1.05, 0], [1, 1.04, 0.05], [0.2, 1, 0], [0.1, 0, 1]])
LABELS = np.array([0, 0, 1, 2])


def test_learned_sections_rank_their_own_questions_first() -> None:
    assert ((QUESTIONS @ BASE.T).argmax(axis=1) != LABELS).any()
    w = learned.learn(BASE, QUESTIONS, LABELS, steps=100)
    assert ((QUESTIONS @ w.T).argmax(axis=1) == LABELS).all()
    assert np.linalg.norm(w, axis=1) == pytest.approx(np.ones(3), abs=1e-5)
    # deterministic, and held near the base vectors: the harder the pull, the nearer
    assert np.array_equal(w, learned.learn(BASE, QUESTIONS, LABELS, steps=100))
    near = learned.learn(BASE, QUESTIONS, LABELS, strength=1e4)
    assert np.abs(near - BASE).max() < 1e-3 < np.abs(w - BASE).max()


def test_learned_vectors_are_cached_and_relearned_when_the_questions_change(tmp_path) -> None:
    assert learned.learned_vectors(BASE, QUESTIONS, LABELS, tmp_path, build=False) is None
    built = learned.learned_vectors(BASE, QUESTIONS, LABELS, tmp_path)
    assert built is not None and len(list(tmp_path.glob("learned-*.npy"))) == 1
    again = learned.learned_vectors(BASE, QUESTIONS, LABELS, tmp_path, build=False)
    assert again is not None and np.array_equal(again, built)
    assert learned.learned_vectors(BASE, QUESTIONS, np.array([0, 1, 1, 2]), tmp_path, build=False) is None
    assert learned.learned_vectors(BASE[::-1].copy(), QUESTIONS, LABELS, tmp_path, build=False) is None


def test_written_questions_are_labelled_with_their_sections_rows() -> None:
    doc = Document(game="wow", lang="ja", version="t", source="t")
    for sid in ("1", "2", "3"):
        doc.sections[sid] = Section(id=sid, parent=None, title=sid, text="t", kind="rule")
    pairs = (("3", "a"), ("1", "b"), ("3", "c"), ("1", "d"), ("1", "e"))
    index = AskedIndex.build(doc, pairs, np.eye(5, dtype=np.float32))
    assert index is not None
    assert index.labels({"1": 0, "2": 1, "3": 2}).tolist() == [0, 0, 0, 2, 2]


def _dense_ready(rb: Rulebook) -> None:
    if embedder.load() is None or not rb.dense_ready(build=False):
        pytest.skip("the embedding model or its cached vectors are missing")


def test_learned_vectors_lift_the_written_questions_own_sections(rb: Rulebook) -> None:
    _dense_ready(rb)
    key = ("wow", "ja")
    found = rb._asked[key]
    labels = found.labels(rb._index(*key).position)
    base = (found.matrix @ rb._vectors[key].T).argmax(axis=1) == labels
    mine = (found.matrix @ rb._learned[key].T).argmax(axis=1) == labels
    assert base.mean() < 0.5 < 0.9 < mine.mean()


def test_the_meaning_stage_uses_the_learned_vectors_in_the_documents_language(
    rb: Rulebook, monkeypatch
) -> None:
    _dense_ready(rb)
    key, target = ("onepiece", "ja"), "8-1-1"
    index = rb._index(*key)
    question, english = "ドン!!カードは何枚まで置けますか？", "How many DON!! cards can I have?"
    assert rb.stages("onepiece", question)["dense"][0] != target
    # learned vectors whose target row is the question itself: the meaning stage puts it first
    planted = rb._learned[key].copy()
    planted[index.position[target]] = rb._query_vector(rb._model, question)
    planted[index.position[target]] += rb._query_vector(rb._model, english)
    monkeypatch.setitem(rb._learned, key, planted)
    assert rb.stages("onepiece", question)["dense"][0] == target
    # an English question to the Japanese document keeps the base vectors
    assert rb.stages("onepiece", english, lang="en")["dense"][0] != target
