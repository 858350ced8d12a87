"""``bench trees``: the same seeded games timed in two trees (issue 21's ratios to the filing tree)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.bench.fixed_decks import REPO
from bot.bench.trees import TreeError, compare


def test_this_tree_against_itself_pairs_the_same_games() -> None:
    # one round, one game: both runs play the same seed, so the same number of actions
    found = compare(REPO, game="wow", games=1, rounds=1, repeat=2, random=True, warm=0)["trees"]
    (row,) = found["rounds"]
    assert row["old_actions"] == row["new_actions"] > 0
    assert row["old_s"] > 0 and row["new_s"] > 0
    assert found["per_game_median"] == row["per_game"] > 0
    assert found["decks"] == "random fixture decks"


def test_a_directory_that_is_no_tree_is_refused(tmp_path: Path) -> None:
    with pytest.raises(TreeError, match="is not a tree of this project"):
        compare(tmp_path, game="wow", games=1, rounds=1)


def test_a_game_without_fixed_lists_asks_for_random_decks() -> None:
    with pytest.raises(TreeError, match="use --random"):
        compare(REPO, game="tiny", games=1, rounds=1)


def test_old_decks_are_one_per_seat() -> None:
    with pytest.raises(TreeError, match="one list per seat"):
        compare(REPO, game="wow", games=1, rounds=1, old_decks=["a.txt"])
