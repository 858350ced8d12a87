"""Benchmarks of the bot's own parts (the renderer's and the rulebook's live next to them)."""


def p95(samples: list[float]) -> float:
    """The 95th percentile of a list of samples (nearest rank)."""
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]
