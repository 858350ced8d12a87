"""Issue 20: each stage of a question's search (lexical, meaning, English titles, fused) can be
read, so that a tuning miss says which stage lost its answer."""

from __future__ import annotations

import numpy as np

from engine.rulebook import Rulebook, search
from engine.rulebook.bench import STAGES, stage_ranks


def _ancestors(rb: Rulebook, game: str, sid: str) -> list[str]:
    out, s = [sid], rb.section(game, sid)
    while s is not None and s.parent:
        out.append(s.parent)
        s = rb.section(game, s.parent)
    return out


def test_stages_are_the_rankings_behind_the_answer(rb: Rulebook) -> None:
    query = "カウンターステップっていつ？"
    found = rb.stages("onepiece", query, "ja")
    assert set(found) == set(STAGES) and found["lexical"] and found["fused"]
    assert found["titles"] == found["translated"] == []  # English glosses and translations rank English questions only
    first = rb.search("onepiece", query, "ja", limit=3)[0]
    # the first answer is the fused first section or a child it stepped down to
    assert found["fused"][0] in _ancestors(rb, "onepiece", first.id)
    assert rb.stages("wow", "How do ally tokens work?", "en")["titles"]  # an English question: glosses rank


def test_stage_ranks_say_which_stage_lost_the_answer(rb: Rulebook) -> None:
    query = "カウンターステップっていつ？"
    found = rb.stages("onepiece", query, "ja")
    first = rb.search("onepiece", query, "ja", limit=1)[0].id
    second = next(sid for sid in found["fused"][1:10] if sid not in _ancestors(rb, "onepiece", first))
    row = {"game": "onepiece", "lang": "ja", "query": query}
    [ordered] = stage_ranks(rb, [{**row, "expected": [second]}])
    assert ordered["lost"] == "order" and 1 < ordered["ranks"]["fused"] <= 10
    [lost] = stage_ranks(rb, [{**row, "expected": ["no-such-section"]}])
    assert lost["lost"] == "neither" and set(lost["ranks"].values()) == {0}
    assert stage_ranks(rb, [{**row, "expected": [first]}]) == []  # a first answer is no miss


def test_an_english_questions_term_boost_goes_to_the_terms_it_is_about(rb: Rulebook) -> None:
    # ONE PIECE 2-6 (Power) and 3-5 (Trash): "power" is mentioned, the question is about the trash
    index = rb._index("onepiece", "en")
    query = "Does a card's power change when it moves to the trash?"
    near = np.zeros(len(index.ids))
    near[index.position["2-6"]] = -2 * search.ABOUT_GAP  # far in meaning from the question

    def score(sid: str, **kw) -> float:
        return dict(index.rank(query, game="onepiece", embedded_ids=[], **kw).scores).get(sid, 0.0)

    whole = score("2-6", lang="en")
    assert score("2-6", lang="en", near=near) < whole  # a quarter of the boost
    assert score("2-6", lang="en", near=np.zeros(len(index.ids))) == whole  # near in meaning: all of it
    assert score("3-5", lang="en", near=near) == score("3-5", lang="en")
    assert score("2-6", lang="ja", near=near) == score("2-6", lang="ja")  # English questions only
    # the question is the term itself: its sections are pinned with the whole boost
    typed = index.rank("power", game="onepiece", lang="en", embedded_ids=[], near=near)
    assert typed.pinned == ["2-6"] and typed.scores == index.rank("power", game="onepiece", lang="en", embedded_ids=[]).scores
