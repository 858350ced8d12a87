"""Render benchmark: full 2-player boards of every game with warm caches.

``run()`` returns ``render_p95_ms`` (render + encode of a full 2-player board, warm face cache)
and ``png_bytes_max`` (largest image produced), plus per-game and hand numbers.
"""

from __future__ import annotations

import time
from typing import Any

from .board import board_image, render_board, render_hand
from .faces import CardFaces
from .png import encode_png
from .samples import sample_view

GAMES = ("lorcana", "onepiece", "mlp", "wow")


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def run(iterations: int = 25, image_dir: str | None = None) -> dict[str, Any]:
    faces = CardFaces(image_dir, cache_size=512)
    times: list[float] = []
    hand_times: list[float] = []
    per_game: dict[str, dict[str, float]] = {}
    size_max = 0
    for game in GAMES:
        view = sample_view(game, viewer=0)
        render_board(view, faces, highlight={"uids": [1], "text": "warm-up"})  # warm caches
        render_hand(view, 0, faces)
        gt: list[float] = []
        for k in range(iterations):
            t0 = time.perf_counter()
            data = render_board(view, faces, highlight={"uids": [k % 5 + 1], "text": f"action {k}"})
            gt.append((time.perf_counter() - t0) * 1000)
            size_max = max(size_max, len(data))
            t0 = time.perf_counter()
            data = render_hand(view, 0, faces)
            hand_times.append((time.perf_counter() - t0) * 1000)
            size_max = max(size_max, len(data))
        times += gt
        per_game[game] = {"p50_ms": round(_pct(gt, 0.5), 1), "p95_ms": round(_pct(gt, 0.95), 1)}
    # the same boards with the compressed-band cache off (every band deflated, as after a change
    # that touches the whole board): the worst case the band cache hides
    cold: list[float] = []
    for game in GAMES:
        view = sample_view(game, viewer=0)
        for k in range(max(3, iterations // 3)):
            t0 = time.perf_counter()
            encode_png(board_image(view, faces, highlight={"uids": [k % 5 + 1], "text": f"action {k}"}), cache=False)
            cold.append((time.perf_counter() - t0) * 1000)
    return {
        "render_p95_ms": round(_pct(times, 0.95), 1),
        "render_p50_ms": round(_pct(times, 0.5), 1),
        "render_uncached_encode_p95_ms": round(_pct(cold, 0.95), 1),
        "hand_p95_ms": round(_pct(hand_times, 0.95), 1),
        "png_bytes_max": size_max,
        "iterations": iterations * len(GAMES),
        "games": per_game,
        "cache_entries": len(faces.cache),
    }


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
