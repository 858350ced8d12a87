"""``WowEngine.warm``: the card scripts (~1.6 MB of TOML, seconds of parsing, otherwise read by the
first card compiled, i.e. inside the first match's set-up) are read when the bot asks at start-up
(``TcgBot._warm_engines``; tests/e2e/test_warm_start.py)."""

from __future__ import annotations

from engine.wow.cards import scripts
from engine.wow.engine import ENGINE


def test_wow_warm_reads_the_card_scripts(monkeypatch):
    real = scripts.book()  # the process's book (read once, shared with the other tests)
    reads: list[object] = []

    def load(folder):
        reads.append(folder)
        return real

    monkeypatch.setattr(scripts, "_LOADED", [])  # as in a fresh process
    monkeypatch.setattr(scripts, "load", load)
    ENGINE.warm()
    assert reads == [scripts.FOLDER]
    assert len(scripts._LOADED) == 1 and scripts._LOADED[0] is real
    ENGINE.warm()
    assert len(reads) == 1, "read once per process"
