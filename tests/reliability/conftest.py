"""The counts each reliability test ran: printed, and listed at the end of the run under
"reliability counts". Shared helpers live in ``helpers.py``."""

from __future__ import annotations

import pytest

_COUNTS: list[str] = []


@pytest.fixture
def counts(request):
    """``counts(**figures)``: print what this test ran and keep it for the summary."""

    def report(**figures) -> None:
        line = f"{request.node.nodeid}: " + ", ".join(f"{k}={v}" for k, v in figures.items())
        print(line)
        _COUNTS.append(line)

    return report


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if _COUNTS:
        terminalreporter.section("reliability counts")
        for line in _COUNTS:
            terminalreporter.write_line(line)
