"""The board's own words (zones, counters, states, header) are drawn in the viewer's language."""

from __future__ import annotations

import pytest

from card_images import CardFaces, board, render_board, render_hand
from card_images.samples import sample_view
from card_images.words import _COUNT, GAME_WORDS, WORDS, word

GAMES = ("lorcana", "onepiece", "mlp", "wow")


def known(text: str, game: str) -> bool:
    base = _COUNT.match(text)[1]  # type: ignore[index]
    return base in WORDS or (game, base) in GAME_WORDS


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["ja", "zh", "zh-TW"])
def test_every_board_word_has_a_translation(game, lang, monkeypatch):
    asked: list[str] = []

    def recording(text: str, lang: str, game: str = "") -> str:
        asked.append(text)
        return word(text, lang, game)

    monkeypatch.setattr(board, "word", recording)
    faces = CardFaces(None, 64)
    view = sample_view(game, viewer=0)
    board.board_image(view, faces, lang=lang)
    assert asked, "the board asks for its words"
    untranslated = {w for w in asked if w and not known(w, game) and not w.startswith("Story (")}
    assert not untranslated, f"{game} board in {lang}: {sorted(untranslated)} stay English"


def test_words_keep_counts_and_follow_each_games_rules():
    assert word("Characters (5)", "ja") == "キャラクター (5)"
    assert word("Adventure 2 (1)", "ja", "mlp") == "冒険 2 (1)"  # MLP ja rules: 冒険エリア
    assert word("Discard", "zh", "lorcana") == "弃置区"  # Lorcana zh rules: 弃置区
    assert word("Discard", "zh", "wow") == "弃牌堆"
    assert word("exerted", "ja", "lorcana") == "エグザート"  # Lorcana ja rules
    assert word("Scene deck", "zh-TW") == "場景卡組"  # converted from the Simplified word
    assert word("Characters (5)", "en") == "Characters (5)" and word("nonsense", "ja") == "nonsense"


def test_a_japanese_board_and_hand_differ_from_english():
    faces = CardFaces(None, 64)
    view = sample_view("onepiece", viewer=0)
    public = sample_view("onepiece", viewer=None)
    assert render_board(public, faces, lang="ja") != render_board(public, faces, lang="en")
    assert render_hand(view, 0, faces, lang="ja") != render_hand(view, 0, faces, lang="en")
