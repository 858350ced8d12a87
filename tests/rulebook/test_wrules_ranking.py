"""Issue 20: a parent kept when its best child is already shown or capped, and the English view of the
Japanese-only documents (English title glosses and term names read by the model)."""

from __future__ import annotations

import numpy as np

from engine.rulebook import Rulebook, fusion
from engine.rulebook.model import Document, Section
from engine.rulebook.translations import search_english
from engine.rulebook.vectors import english_passage, passage


def _doc() -> Document:
    """WoW 410 (priority, a title-only heading) with two rules, and 411 beside it."""
    doc = Document(game="wow", lang="ja", version="t", source="t")
    doc.sections["410"] = Section(id="410", parent=None, title="優先権", text="", children=["410.1", "410.2"],
                                  kind="heading")
    doc.sections["410.1"] = Section(id="410.1", parent="410", title="優先権", text="x")
    doc.sections["410.2"] = Section(id="410.2", parent="410", title="優先権", text="y")
    doc.sections["411"] = Section(id="411", parent=None, title="チェーン", text="z")
    return doc


def test_a_parent_whose_best_child_is_shown_answers_itself() -> None:
    # WoW 410 steps down to 410.1 (its most similar child); when 410.1 already ranks first, the
    # parent is the next answer instead of being dropped as a repeat.
    doc = _doc()
    scores = {"410": 0.9, "410.1": 0.95, "410.2": 0.8, "411": 0.7}
    ranked = [fusion.Candidate(i, s) for i, s in [("410.1", 3.0), ("410", 2.0), ("411", 1.0)]]
    assert [c.id for c in fusion.select(doc, ranked, scores, 3)] == ["410.1", "410", "411"]
    # the parent first still steps down to its child, and the child later is not repeated
    ranked = [fusion.Candidate(i, s) for i, s in [("410", 3.0), ("410.1", 2.0), ("411", 1.0)]]
    chosen = fusion.select(doc, ranked, scores, 3)
    assert [c.id for c in chosen] == ["410.1", "411"] and chosen[0].context == "410"


def _more_children(doc: Document, scores: dict[str, float], n: int) -> list[str]:
    """410's children 410.1 … 410.n (adds the missing ones, each a little less similar)."""
    for k in range(3, n + 1):
        sid = f"410.{k}"
        doc.sections[sid] = Section(id=sid, parent="410", title="優先権", text="w")
        doc.sections["410"].children.append(sid)
        scores[sid] = 0.95 - 0.01 * k
    return [f"410.{k}" for k in range(1, n + 1)]


def test_select_keeps_pinned_sections_and_the_sibling_cap() -> None:
    doc = _doc()
    scores = {"410": 0.9, "410.1": 0.95, "410.2": 0.94, "411": 0.7}
    ranked = [fusion.Candidate(i, s) for i, s in [("410", 3.0), ("410.2", 2.5), ("411", 1.0)]]
    assert fusion.select(doc, ranked, scores, 3, pinned=["410"])[0].id == "410"
    # Issue 20: at most MAX_SIBLINGS (3) answers share a parent; the next sibling gives way to 411
    kids = _more_children(doc, scores, fusion.MAX_SIBLINGS + 1)
    ranked = [fusion.Candidate(i, len(kids) + 1 - n) for n, i in enumerate([*kids, "411"])]
    limit = fusion.MAX_SIBLINGS + 1
    assert [c.id for c in fusion.select(doc, ranked, scores, limit)] == [*kids[:-1], "411"]


def test_three_siblings_fill_the_top_three() -> None:
    # Issue 20 (tuning part): the answer is often a rule's third child (WoW 301.1 after 301.4 and 301.2
    # for "where does the hero go at the start?"): three children of one parent may fill the top three
    doc = _doc()
    scores = {"410": 0.9, "410.1": 0.95, "410.2": 0.94, "411": 0.7}
    kids = _more_children(doc, scores, 3)
    ranked = [fusion.Candidate(i, s) for i, s in [("410.1", 4), ("410.2", 3), ("410.3", 2), ("411", 1)]]
    assert [c.id for c in fusion.select(doc, ranked, scores, 3)] == kids


def test_a_parent_whose_best_child_is_capped_answers_itself() -> None:
    # Issue 20 (the most specific answer, the parent as context): MAX_SIBLINGS children of 410 are
    # shown, then 410 ranks next and steps down to its last child, which the sibling cap keeps out; the
    # parent is given as a whole instead of being dropped (MLP "マリガンできる?" with a cap of 2:
    # 第一節 3.4.1c and 3.4.1b shown, 3.4.1 stepped down to 3.4.1a; 3.4.1 was the third answer, not an
    # unrelated rule)
    doc = _doc()
    doc.sections["410"].text = "v"
    scores = {"410": 0.9, "410.1": 0.8, "410.2": 0.8, "411": 0.7}
    kids = _more_children(doc, scores, fusion.MAX_SIBLINGS + 1)
    for sid in kids[:-1]:
        scores[sid] = 0.8
    scores[kids[-1]] = 0.95
    shown = kids[:-1]
    ranked = [fusion.Candidate(i, 10 - n) for n, i in enumerate([*shown, "410", "411"])]
    assert [c.id for c in fusion.select(doc, ranked, scores, len(shown) + 1)] == [*shown, "410"]


def test_english_view_names_the_section_in_english(rb: Rulebook) -> None:
    # WoW 102 (勝利と敗北, "Winning and losing"): the English view leads with the title glosses, then
    # the section's English translation (engine.rulebook.translations) instead of the Japanese passage
    doc = rb.doc("wow")
    rule = doc.get("102.1")
    text = english_passage(doc, rule)
    assert text.startswith("Fundamentals > Winning and losing") and search_english("wow")["102.1"][:40] in text
    assert passage(doc, rule)[-20:] not in text
    # ONE PIECE 10-1-5 ([Trigger]): the English names of the terms it uses are listed
    op = rb.doc("onepiece")
    assert "Trigger" in english_passage(op, op.get("10-1-5"))


class _FakeModel:
    name, dim = "fake", 2

    def queries(self, texts: list[str]) -> np.ndarray:
        return np.array([[1.0, 0.0]] * len(texts), dtype=np.float32)

    def query_tokens(self, text: str) -> int:
        return len(text.split())


def test_english_questions_mix_in_the_english_view(rb: Rulebook, monkeypatch) -> None:
    # an English question to the Japanese-only WoW text is scored partly on the English view; a
    # Japanese question only on the Japanese passages
    index = rb._index("wow", "ja")
    n = len(index.ids)
    ja = np.zeros((n, 2), dtype=np.float32)
    en = np.zeros((n, 2), dtype=np.float32)
    en[0, 0] = 1.0
    probe = Rulebook(rb._indexes)
    probe._model = _FakeModel()
    probe._vectors[("wow", "ja")] = ja
    probe._english_vectors[("wow", "ja")] = en
    assert probe._similarities(index, "q", "ja")[0] == 0.0
    assert abs(probe._similarities(index, "q", "en")[0] - fusion.ENGLISH_VIEW) < 1e-6
