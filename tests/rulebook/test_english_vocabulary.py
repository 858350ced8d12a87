"""English questions to the Japanese-only documents: general rules words and dominant lexical hits."""

from __future__ import annotations

from engine.rulebook import Rulebook, fusion
from engine.rulebook.search import Ranking, _english_form


def test_english_words_match_inflections() -> None:
    assert _english_form("placed") == _english_form("place")
    assert _english_form("players") == _english_form("player")
    assert _english_form("conceded") == _english_form("concede")
    assert _english_form("order") != _english_form("other")


def test_english_words_become_the_documents_words(rb: Rulebook) -> None:
    # ONE PIECE 1-2-4: a player may concede (投了) at any time; MLP's document never says 投了.
    assert "投了" in rb._index("onepiece", "en")._english_words("can i concede now?")
    assert rb._index("mlp", "en")._english_words("can i concede now?") == []
    # several spellings: only the ones the document uses are kept
    words = rb._index("wow", "en")._english_words("do both players shuffle?")
    assert "シャッフル" in words and "お互い" not in words


def test_dominant_lexical_hits_get_a_second_share() -> None:
    scores = [("a", 10.0), ("b", 8.0), ("c", 1.0), ("d", 0.9)]
    assert fusion.dominant(scores) == ["a", "b"]
    assert fusion.dominant([("a", 10.0), ("b", 6.0), ("c", 5.5)]) == []
    lexical = Ranking(scores=scores, pinned=[], terms=True, bm25_top=10.0, coverage=1.0)
    dense = {"c": 0.9, "d": 0.89, "a": 0.5, "b": 0.5}
    assert [c.id for c in fusion.fuse(lexical, dense)][:2] == ["a", "b"]


def test_concede_is_found_in_english(rb: Rulebook) -> None:
    # ONE PIECE 1-2-4 (投了): named only by the general English vocabulary, found lexically only.
    ids = [h.id for h in rb.search("onepiece", "Can I concede at any time?", lang="en", limit=3)]
    assert "1-2-4" in ids


def test_nonsense_english_still_gets_no_answer(rb: Rulebook) -> None:
    for game in ("onepiece", "mlp", "wow"):
        assert rb.search(game, "What's the weather in Tokyo tomorrow?", lang="en") == []


def test_english_game_terms_of_the_japanese_only_documents(rb: Rulebook) -> None:
    # WoW 100.3: a tournament may allow a sideboard (サイドデッキ); ONE PIECE 3-6 is the leader area.
    assert rb.search("wow", "Can I use a sideboard?", lang="en", limit=3)[0].id == "100.3"
    assert rb.search("onepiece", "leader area", lang="en", limit=1)[0].id.startswith("3-6")
