"""One bot process of the shard benchmark (``python -m bot.bench.shard_worker``): a MatchService on
the shared store, limited to its shards, answering requests the benchmark routes to it as Discord
routes interactions (one JSON object a line on stdin; one answer a line on stdout).

Requests: ``{"id", "op": "create", "game", "guild", "seed"}`` → ``{"id", "match"}``;
``{"id", "op": "view", "match"}`` → ``{"id", "seq", "over", "to_act", "legal": [action json…]}``;
``{"id", "op": "act", "match", "user", "action", "seq"}`` → ``{"id", "ok": seq}`` or
``{"id", "stale": …}`` / ``{"id", "refused": …}``. ``READY`` is printed once serving.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from typing import Any

from bot.bench.subjects import engine_for, subject
from bot.matches import MatchError, MatchService, StaleAction
from bot.store import Seat, ShardScope, open_store
from engine.core import Action, Rng, RulesError

SEATS = [Seat(11, "Ann"), Seat(22, "Bo")]


def say(obj: Any) -> None:
    sys.stdout.write((obj if isinstance(obj, str) else json.dumps(obj, separators=(",", ":"))) + "\n")
    sys.stdout.flush()


async def handle(svc: MatchService, req: dict[str, Any]) -> dict[str, Any]:
    rid, op = req["id"], req["op"]
    try:
        if op == "create":
            sub = subject(req["game"])
            live = await svc.create(req["game"], SEATS, sub.decks(Rng.from_seed(req["seed"])), req["seed"],
                                    options=sub.options, guild_id=req["guild"])
            return {"id": rid, "match": live.record.id}
        if op == "view":
            live = await svc.load(req["match"])
            over = live.state.over or live.record.status != "active"
            to_act = [] if over else live.engine.to_act(live.state)
            legal = [a.to_json() for a in live.engine.legal_actions(live.state, to_act[0])] if to_act else []
            return {"id": rid, "seq": live.seq, "over": over, "to_act": to_act, "legal": legal}
        if op == "act":
            out = await svc.act(req["match"], req["user"], Action.from_json(req["action"]), expected_seq=req["seq"])
            return {"id": rid, "ok": out.seq}
        return {"id": rid, "refused": f"unknown op {op!r}"}
    except StaleAction as exc:
        return {"id": rid, "stale": str(exc)}
    except (MatchError, RulesError) as exc:
        return {"id": rid, "refused": str(exc)}


async def serve(args: argparse.Namespace) -> None:
    ids = tuple(int(i) for i in args.shards.split(","))
    store = await open_store(args.db, ShardScope(args.shard_count, ids))
    svc = MatchService(store, engines=engine_for)
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    say("READY")
    tasks: set[asyncio.Task[None]] = set()

    async def one(line: bytes) -> None:
        say(await handle(svc, json.loads(line)))

    while line := await reader.readline():
        task = asyncio.create_task(one(line))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    await asyncio.gather(*tasks)
    await store.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", required=True, help="SQLite path or postgresql:// URL")
    parser.add_argument("--shard-count", type=int, required=True)
    parser.add_argument("--shards", required=True, help="this process's shard ids, e.g. 0,2")
    try:
        asyncio.run(serve(parser.parse_args()))
    except BaseException:  # exit at once, even with a driver thread still alive
        import traceback

        traceback.print_exc()
        sys.stderr.flush()
        os._exit(1)
    os._exit(0)


if __name__ == "__main__":
    main()
