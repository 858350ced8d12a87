"""The command line as a person meets it: usage errors, the render command, long work that says
where it is and fails fast offline, bench naming the part that failed, and one kind of one-line
error from every card importer."""

from __future__ import annotations

import argparse
import asyncio
import io
import socket
import sys
import time
import types

import pytest
from PIL import Image

from bot.commands import main as cli
from bot.commands.progress import Progress
from engine.core.cards import CardRecord
from engine.core.importing import ImportSourceError


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "cli.sqlite3"
    monkeypatch.setenv("DATABASE_PATH", str(path))
    monkeypatch.setenv("CARD_IMAGE_DIR", str(tmp_path / "images"))
    return path


def store_cards(path, game: str, cards: list[CardRecord]) -> None:
    from bot.store import open_store

    async def put() -> None:
        store = await open_store(str(path))
        try:
            await store.upsert_cards(game, cards)
        finally:
            await store.close()

    asyncio.run(put())


# --- usage errors ----------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [
    ["simulate", "onepiece", "--games", "0"],
    ["simulate", "onepiece", "--max-actions", "-3"],
    ["rules", "lorcana", "ink", "--limit", "0"],
    ["cards", "images", "mlp", "--concurrency", "0"],
])
def test_counts_below_one_are_usage_errors(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        cli(argv)
    assert exc.value.code == 2
    assert "must be at least 1" in capsys.readouterr().err


def test_a_two_player_game_says_so(capsys):
    assert cli(["simulate", "onepiece", "--players", "3", "--fixtures"]) == 2
    assert "ONE PIECE is a 2-player game" in capsys.readouterr().err


def test_deck_check_help_documents_every_games_format(capsys):
    with pytest.raises(SystemExit):
        cli(["deck", "check", "--help"])
    out = capsys.readouterr().out
    for game, example in (("lorcana", "4 Elsa - Snow Queen"), ("onepiece", "1xOP01-001"), ("mlp", "4 Fluttershy (BP01-C04)"),
                          ("wow", "# HERO: Thrall")):
        assert game in out and example in out


# --- render ----------------------------------------------------------------------------------

def test_render_writes_a_board_and_a_hand(tmp_path, db, capsys):
    board = tmp_path / "board.png"
    assert cli(["render", "onepiece", "--fixtures", "--seed", "3", "--actions", "12", "--out", str(board)]) == 0
    assert "the public board after 12 action(s)" in capsys.readouterr().out
    with Image.open(board) as im:
        assert im.format == "PNG" and im.width >= 800
    hand = tmp_path / "hand.png"
    assert cli(["render", "mlp", "--fixtures", "--viewer", "P2", "--hand", "--lang", "ja", "--out", str(hand)]) == 0
    assert "P2's hand" in capsys.readouterr().out
    assert hand.read_bytes()[:4] == b"\x89PNG"
    # the same seed and actions draw the same image
    again = tmp_path / "again.png"
    cli(["render", "onepiece", "--fixtures", "--seed", "3", "--actions", "12", "--out", str(again)])
    assert again.read_bytes() == board.read_bytes()


@pytest.mark.parametrize("extra, message", [
    (["--hand"], "--hand shows a player's hand"),
    (["--viewer", "P9"], "--viewer must be"),
    (["--actions", "-1"], "--actions must be 0 or more"),
])
def test_render_refuses_bad_options(tmp_path, extra, message, capsys):
    assert cli(["render", "onepiece", "--fixtures", "--out", str(tmp_path / "x.png"), *extra]) == 2
    assert message in capsys.readouterr().err


# --- long work that talks --------------------------------------------------------------------

def test_progress_bar_draws_on_a_terminal_only():
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    tty = Tty()
    bar = Progress(4, "games", stream=tty)
    for k in range(5):
        bar.tick(k)
    bar.close()
    assert "[###############...............] 2/4 games" in tty.getvalue() and tty.getvalue().endswith("\n")
    pipe = io.StringIO()
    quiet = Progress(4, "games", stream=pipe)
    quiet.tick(2)
    quiet.close()
    assert pipe.getvalue() == ""
    assert not Progress(4, "games", enabled=False, stream=tty).enabled


def test_simulate_json_prints_only_json(capsys, db):
    assert cli(["simulate", "onepiece", "--games", "1", "--fixtures", "--no-checks", "--max-actions", "50", "--json"]) in (0, 1)
    out, err = capsys.readouterr()
    assert out.startswith("{") and out.count("\n") == 1 and "[" not in err


def test_card_images_say_plainly_when_the_data_has_no_urls(db, capsys):
    from engine.mlp.cards.fixtures import fixture_cards

    store_cards(db, "mlp", fixture_cards())
    assert cli(["cards", "images", "mlp"]) == 0
    assert "has no image URLs" in capsys.readouterr().out


def test_card_images_offline_fail_fast_with_the_reason(db, capsys):
    port = closed_port()
    cards = [CardRecord(f"OP01-{k:03d}", {"id": f"OP01-{k:03d}", "name": f"c{k}",
                                          "image_url": f"http://127.0.0.1:{port}/{k}.png"}, {"en": f"c{k}"})
             for k in range(200)]
    store_cards(db, "onepiece", cards)
    start = time.monotonic()
    assert cli(["cards", "images", "onepiece"]) == 1
    assert time.monotonic() - start < 10, "one refused connection ends the run"
    out, err = capsys.readouterr()
    assert "images go to" in out and str(db.parent / "images" / "onepiece") in out
    assert "network unreachable" in err and "127.0.0.1" in err
    assert "FAILED" not in out, "the other 199 cards were not tried"


def test_bench_names_the_part_that_failed(monkeypatch, capsys):
    from bot.commands import bench

    def broken() -> dict:
        raise RuntimeError("disk full")

    monkeypatch.setitem(sys.modules, "bench_ok", types.SimpleNamespace(run=lambda: {"ok_ms": 1.0}))
    monkeypatch.setitem(sys.modules, "bench_bad", types.SimpleNamespace(run=broken))
    monkeypatch.setattr(bench, "BENCHES", {"good": "bench_ok", "store": "bench_bad"})
    assert bench.main(argparse.Namespace(what="all", json=True)) == 1
    out, err = capsys.readouterr()
    assert '"ok_ms": 1.0' in out and "the store benchmark failed: RuntimeError: disk full" in err
    monkeypatch.setattr(bench, "BENCHES", {"good": "bench_ok"})
    assert bench.main(argparse.Namespace(what="all", json=True)) == 0


# --- importers: one kind of one-line error ---------------------------------------------------

def importers():
    from engine.lorcana.cards.importers import import_cards as lorcana
    from engine.mlp.cards.importers import import_cards as mlp
    from engine.onepiece.cards.importers import import_npm as onepiece
    from engine.wow.cards.importers import import_decktools as wow

    return {"lorcana": lorcana, "onepiece": onepiece, "mlp": mlp, "wow": wow}


def bad_sources(tmp_path) -> dict[str, tuple[str, str]]:
    (tmp_path / "empty.json").write_bytes(b"")
    (tmp_path / "binary.json").write_bytes(bytes(range(256)))
    (tmp_path / "broken.json").write_text('[{"name": "x",\n  "cost": }]')
    (tmp_path / "folder").mkdir()
    return {
        "missing": (str(tmp_path / "nope.json"), "no such file or folder"),
        "folder": (str(tmp_path / "folder"), "folder"),
        "empty": (str(tmp_path / "empty.json"), "the file is empty"),
        "binary": (str(tmp_path / "binary.json"), "binary data"),
        "malformed": (str(tmp_path / "broken.json"), "not valid JSON (line 2, column 11"),
        "unreachable": (f"http://127.0.0.1:{closed_port()}/cards.json", "cannot be reached"),
    }


@pytest.mark.parametrize("game", ["lorcana", "onepiece", "mlp", "wow"])
def test_every_importer_gives_one_line_errors(game, tmp_path):
    importer = importers()[game]
    for kind, (source, expected) in bad_sources(tmp_path).items():
        with pytest.raises(ImportSourceError) as exc:
            importer(source)
        message = str(exc.value)
        assert expected in message, (game, kind, message)
        assert "\n" not in message and "Errno" not in message and "Traceback" not in message, message
        assert message.startswith(source.rstrip("/")), message


def test_cli_import_of_a_missing_wow_file_is_not_no_cards_found(db, capsys):
    assert cli(["cards", "import", "wow", "/nonexistent/wow.json"]) == 2
    err = capsys.readouterr().err
    assert "no such file" in err and "no cards found" not in err and err.count("\n") == 1
