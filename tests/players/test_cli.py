"""``python -m bot simulate GAME --policy A,B`` and the players' benchmark (in-process, fixture cards)."""

from __future__ import annotations

import argparse
import json

import pytest

from bot.bench import players as players_bench
from bot.commands import UserError, simulate
from engine import games


def run_simulate(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    simulate.add_arguments(parser)
    return simulate.main(parser.parse_args(list(argv)))


@pytest.mark.parametrize("game", games.available()[:2])
def test_policy_duel_reports_wins_and_draws(game: str, capsys):
    code = run_simulate(game, "--policy", "normal,easy", "--games", "2", "--seed", "3", "--fixtures", "--json")
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0, out["errors"]
    assert out["policies"] == ["normal", "easy"]
    assert len(out["wins"]) == 2 and sum(out["wins"]) + out["draws"] == out["games"] == 2
    # the same seed plays the same games (the invariants were checked above)
    run_simulate(game, "--policy", "normal,easy", "--games", "2", "--seed", "3", "--fixtures", "--json", "--no-checks")
    again = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert (again["wins"], again["draws"], again["actions"]) == (out["wins"], out["draws"], out["actions"])


def test_without_policy_the_output_is_unchanged(capsys):
    game = games.available()[0]
    run_simulate(game, "--games", "1", "--fixtures", "--json")
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert "wins" not in out and out["games"] == 1


@pytest.mark.parametrize("bad", ["normal", "normal,hard", "normal,easy,easy", ","])
def test_a_bad_policy_says_what_to_write(bad: str):
    with pytest.raises(UserError, match=r"normal,easy|choose from"):
        run_simulate(games.available()[0], "--policy", bad, "--games", "1", "--fixtures")


def test_the_players_benchmark_reports_win_rate_and_latency(monkeypatch, tmp_path):
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "empty.sqlite3"))  # no imported cards: fixtures
    game = games.available()[0]
    figures = players_bench.game_figures(game, games=2, seconds=30, seed=1)
    assert figures["games"] == 2 and sum(figures["wins"]) + figures["draws"] == 2
    assert figures["decisions"] > 0 and figures["decision_p95_ms"] > 0
    assert figures["cards"] == "fixture cards"
