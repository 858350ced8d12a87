"""Benchmark: recall@1/@3 over ``devset.jsonl`` per game and language, query latency and load time."""

from __future__ import annotations

import json
import statistics
import time
from collections import defaultdict
from pathlib import Path

from .rulebook import Rulebook, _load_indexes

DEVSET = Path(__file__).with_name("devset.jsonl")


def load_devset(path: Path = DEVSET) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def evaluate(rb: Rulebook, rows: list[dict]) -> tuple[dict[str, list[int]], list[float], list[dict]]:
    """Rank of the first expected id per row (0 = missed in the top 3), latencies, misses."""
    ranks: dict[str, list[int]] = defaultdict(list)
    latencies: list[float] = []
    misses = []
    for row in rows:
        start = time.perf_counter()
        hits = rb.search(row["game"], row["query"], lang=row["lang"], limit=3)
        latencies.append((time.perf_counter() - start) * 1000)
        ids = [h.id for h in hits]
        rank = next((i + 1 for i, sid in enumerate(ids) if sid in row["expected"]), 0)
        ranks[f"{row['game']}/{row['lang']}"].append(rank)
        if rank == 0:
            misses.append({**row, "got": ids})
    return ranks, latencies, misses


def _recall(ranks: list[int], k: int) -> float:
    return round(sum(1 for r in ranks if 0 < r <= k) / len(ranks), 3) if ranks else 0.0


def run() -> dict:
    """Recall per game/language plus overall ``ja``, ``zh`` and ``en``; p95 latency (ms); load time (s)."""
    start = time.perf_counter()
    _load_indexes(use_cache=True)
    load_s = time.perf_counter() - start
    rb = Rulebook.load()
    rows = load_devset()
    evaluate(rb, rows[:5])  # warm up
    ranks, latencies, misses = evaluate(rb, rows)
    groups = dict(ranks)
    for lang in ("ja", "zh", "en"):
        groups[lang] = [r for key, rs in ranks.items() if key.endswith("/" + lang) for r in rs]
    latencies.sort()
    return {
        "recall_at_1": {key: _recall(rs, 1) for key, rs in sorted(groups.items())},
        "recall_at_3": {key: _recall(rs, 3) for key, rs in sorted(groups.items())},
        "queries": len(rows),
        "rules_p95_ms": round(statistics.quantiles(latencies, n=20)[18], 2),
        "rules_max_ms": round(latencies[-1], 2),
        "load_s": round(load_s, 3),
        "misses": misses,
    }


if __name__ == "__main__":
    print(json.dumps(run(), ensure_ascii=False, indent=1))
