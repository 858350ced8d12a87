"""What an engine reads once per process (WoW's card scripts: ~1.6 MB of TOML, seconds of parsing)
is read while the bot starts, off the event loop, not inside the first match's Accept click.

(CI failure, e2e seed 3 on a loaded machine: the first WoW match of the process parsed the scripts in
its set-up and the match thread came after the test's 5 s wait; a real server's first WoW match
after every restart waited the same seconds.)"""

from __future__ import annotations

import threading

from tests.core.tiny_game import Tiny

from .conftest import Harness


async def test_the_bot_warms_each_games_engine_at_start_up_off_the_event_loop(fake, tmp_path):
    warmed: list[int] = []  # the threads warm() ran in

    class Warmable(Tiny):
        def warm(self) -> None:
            warmed.append(threading.get_ident())

    h = Harness(fake, str(tmp_path / "bot.sqlite3"), bot_options={"engines": lambda game: Warmable()})
    await h.start_bot()  # waits for the bot's warm-up task, as it waits for the rulebook
    try:
        assert len(warmed) == len(h.bot.loaded_games) == 1, "one warm-up per loaded game"
        assert threading.get_ident() not in warmed, "read in a worker thread, never on the event loop"
        _, thread_id = await h.start_match()  # the match starts as before
        assert h.board_messages(thread_id)
        assert len(warmed) == 1, "not again for a match"
    finally:
        await h.stop_bot()
