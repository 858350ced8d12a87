"""Hidden information: random games of every available engine (and the tiny game) with decks whose
every physical card has a unique random name; every public artifact is scanned for the names of
cards the viewer may not know: the public view, each player's view of the other, every event
(log line) they can see, and the bot's INFO log lines. Zero found.

The games are played with the fixture decks and with random decks from each game's real card pool.
The board image is drawn only from the public view (``card_images.board``), so scanning the
view covers the image's inputs; what Discord delivers is scanned in tests/e2e/test_hidden_info.py."""

from __future__ import annotations

import logging
import time

import pytest

from bot.bench.subjects import Subject, engine_for, subject
from bot.matches import MatchService
from bot.store import Seat, SqliteStore
from engine.core import Rng
from engine.core.simulate import pick_action

from .helpers import REAL_POOLS, LeakScan, game_names, play_scanned_game, real_pool_subject, unique_deck


def run_games(name: str | Subject, games: int, budget_s: float) -> tuple[int, int, int, int, list[str]]:
    sub = subject(name) if isinstance(name, str) else name
    played = actions = finished = artifacts = 0
    found: list[str] = []
    start = time.perf_counter()
    while played < games and (played < 2 or time.perf_counter() - start < budget_s):
        scan, n, over = play_scanned_game(sub, 1000 + played)
        played += 1
        actions += n
        finished += over
        artifacts += scan.artifacts
        found.extend(scan.found)
    return played, actions, finished, artifacts, found


@pytest.mark.parametrize("name", game_names())
def test_no_hidden_card_name_in_any_public_artifact(name, counts):
    played, actions, finished, artifacts, found = run_games(name, games=40, budget_s=5)
    counts(game=name, games=played, finished=finished, actions=actions, artifacts_scanned=artifacts, leaks=len(found))
    assert not found, found[:10]


@pytest.mark.parametrize("name", sorted(REAL_POOLS))
def test_no_hidden_card_name_with_real_pool_decks(name, counts):
    """The same scan on random decks from the game's real card pool, whose thousands of printed texts
    the fixture decks never hold (a card chosen in a hand was once named to everyone: ONE PIECE
    8-4-4). The cards are renamed, so per-card scripts (keyed by name or number) don't apply: this
    covers the templates; a scripted card plays by the generic manual operations."""
    sub = real_pool_subject(name)
    if sub is None:
        pytest.skip(f"no real {name} card pool here ({REAL_POOLS[name]})")
    played, actions, finished, artifacts, found = run_games(sub, games=40, budget_s=8)
    counts(game=f"{name}-real-pool", games=played, finished=finished, actions=actions, artifacts_scanned=artifacts, leaks=len(found))
    assert not found, found[:10]


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
def test_no_hidden_card_name_many_games(name, counts):
    played, actions, finished, artifacts, found = run_games(name, games=300, budget_s=600)
    counts(game=name, games=played, finished=finished, actions=actions, artifacts_scanned=artifacts, leaks=len(found))
    assert not found, found[:10]


def test_the_scan_finds_a_planted_leak(counts):
    """The scanner is not vacuous: a view that shows the opponent's hand is caught."""
    from tests.core.tiny_game import Tiny

    class Leaky(Tiny):
        def view(self, st, viewer):
            out = super().view(st, viewer)
            out["debug_hands"] = [[st.table.cards[u].card_id for u in st.table.zone(p, "hand")] for p in range(2)]
            return out

    sub = subject("tiny")
    sub.engine = Leaky()
    scan, n, _ = play_scanned_game(sub, 5, max_actions=4)
    counts(game="tiny-leaky", actions=n, leaks=len(scan.found))
    assert scan.found


@pytest.mark.parametrize("name", game_names())
async def test_no_hidden_card_name_in_bot_log_lines(name, tmp_path, caplog, counts):
    """Games played through the MatchService; INFO and above log lines (what an operator sees)
    never name a card that is hidden from a spectator."""
    sub = subject(name)
    svc = MatchService(await SqliteStore.open(tmp_path / "m.sqlite3"), engines=engine_for)
    seats = [Seat(1, "Ann"), Seat(2, "Bo")]
    caplog.set_level(logging.INFO)
    games = actions = 0
    found: list[str] = []
    start = time.perf_counter()
    while games < 5 and (games < 1 or time.perf_counter() - start < 3):
        rng = Rng.from_seed(77 + games)
        tokens: dict[str, str] = {}
        decks = [unique_deck(d, rng, tokens) for d in sub.decks(rng)]
        live = await svc.create(name, seats, decks, 77 + games, options=sub.options)
        scan = LeakScan(live.engine, 2)
        scan.learn(live.state)
        while not live.state.over and actions < 5000:
            caplog.clear()
            before = live.state
            seat = live.engine.to_act(live.state)[0]
            action = pick_action(live.engine.legal_actions(live.state, seat), rng)
            out = await svc.act(live.record.id, seats[seat].user_id, action, expected_seq=live.seq)
            live = out.match
            actions += 1
            scan.learn(before)
            scan.learn(live.state)
            hidden = scan.hidden(live.state, None)
            for rec in caplog.records:
                scan.check_text(rec.getMessage(), hidden, f"log line {rec.getMessage()!r}")
        found.extend(scan.found)
        games += 1
    await svc.store.close()
    counts(game=name, games=games, actions=actions, leaks=len(found))
    assert not found, found[:10]
