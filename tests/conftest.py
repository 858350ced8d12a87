"""Suite-wide helpers: the ``counts`` fixture reports how much a reliability test ran."""

from __future__ import annotations

import pytest


@pytest.fixture
def counts(record_property):
    """Call ``counts(games=200, kills=5)``; the figures are printed in the summary (works under xdist)."""

    def report(**figures: int) -> None:
        for key, value in figures.items():
            record_property(f"count:{key}", value)

    return report


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    lines = []
    for reports in terminalreporter.stats.values():
        for rep in reports:
            props = [(k[6:], v) for k, v in getattr(rep, "user_properties", []) if str(k).startswith("count:")]
            if props and getattr(rep, "when", "call") == "call":
                lines.append(f"{rep.nodeid}: " + ", ".join(f"{k}={v}" for k, v in props))
    if lines:
        terminalreporter.section("what the reliability tests ran")
        for line in sorted(lines):
            terminalreporter.write_line(line)
