"""A stand-in bot process for the crash and race tests: a MatchService on a store (a SQLite file or a
``postgresql://`` URL) with two fake players per match clicking random legal actions as fast as
they can.

``python -m tests.reliability.crash_worker --db PATH --game G`` prints ``READY`` once serving,
``CREATED <match>`` after a match is stored, and ``ACK <match> <seq> <action json>`` after each
action the service acknowledged (what a player would have seen confirmed). It runs until killed
or until ``--max-actions`` acknowledged actions.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sqlite3
import sys
import time
import traceback

from bot.bench.subjects import engine_for, subject
from bot.matches import MatchError, MatchService, StaleAction
from bot.store import Seat, open_store
from engine.core import Rng, RulesError
from engine.core.simulate import pick_action

SEATS = [Seat(11, "Ann"), Seat(22, "Bo")]


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def player(svc: MatchService, match_id: int, seat: int, rng: Rng, budget: list[int]) -> None:
    while budget[0] > 0:
        live = await svc.load(match_id)  # rebuilds under the match lock, never mid-action
        if live.state.over or live.record.status != "active":
            return
        engine = live.engine
        if seat not in engine.to_act(live.state):
            await asyncio.sleep(0.002)  # the other player's turn
            continue
        legal = engine.legal_actions(live.state, seat)
        if not legal:
            return
        action = pick_action(legal, rng)
        try:
            out = await svc.act(match_id, SEATS[seat].user_id, action, expected_seq=live.seq)
        except StaleAction:
            svc.forget(match_id)  # another process may have moved it on
            say(f"STALE {match_id}")
            continue
        except (MatchError, RulesError):
            svc.forget(match_id)
            continue
        except sqlite3.OperationalError as exc:  # "database is locked" with a second process: see report
            svc.forget(match_id)
            say(f"BUSY {match_id} {exc}")
            continue
        budget[0] -= 1
        say(f"ACK {match_id} {out.seq} {json.dumps(action.to_json(), sort_keys=True)}")


async def serve(args: argparse.Namespace) -> None:
    store = await open_store(args.db)
    svc = MatchService(store, engines=engine_for, snapshot_every=args.snapshot_every)
    sub = subject(args.game)
    sub.engine.warm()  # as the bot does at start-up: kills land in play, not in WoW's script parsing
    rng = Rng.from_seed(args.seed ^ os.getpid() ^ time.time_ns())
    budget = [args.max_actions]
    stuck: set[int] = set()
    say("READY")

    async def match_loop() -> None:
        while budget[0] > 0:
            active = [m for m in await store.matches_with_status("active") if m.game == args.game and m.id not in stuck]
            if active:
                match_id = active[rng.randrange(len(active))].id
                if (await svc.load(match_id)).state.over:
                    # killed between the last append and the status update: over but still "active"
                    stuck.add(match_id)
                    say(f"OVER_BUT_ACTIVE {match_id}")
                    continue
            else:
                try:
                    live = await svc.create(args.game, SEATS, sub.decks(rng), rng.randrange(2**31), options=sub.options)
                except sqlite3.OperationalError as exc:
                    say(f"BUSY create {exc}")
                    continue
                match_id = live.record.id
                say(f"CREATED {match_id}")
            await asyncio.gather(*(player(svc, match_id, seat, Rng.from_seed(rng.next_u64()), budget)
                                   for seat in range(2)))

    await asyncio.gather(*(match_loop() for _ in range(args.parallel)))
    await store.close()
    say("DONE")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", required=True)
    parser.add_argument("--game", default="tiny")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parallel", type=int, default=3, help="matches played at once")
    parser.add_argument("--snapshot-every", type=int, default=3)
    parser.add_argument("--max-actions", type=int, default=10**9)
    try:
        asyncio.run(serve(parser.parse_args()))
    except BaseException:  # exit at once: a dangling aiosqlite thread would keep the process alive
        traceback.print_exc()
        sys.stderr.flush()
        os._exit(1)


if __name__ == "__main__":
    main()
