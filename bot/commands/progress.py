"""A progress bar for long commands: drawn on stderr when it is a terminal, silent otherwise (a
log or a pipe gets only the final result) and always silent with ``--json``."""

from __future__ import annotations

import sys
import threading
import time
from typing import TextIO

WIDTH = 30


class Progress:
    """``tick(done)`` redraws ``[#####.....] 3/10 games  12 s``; ``close()`` ends the line. With
    ``heartbeat`` (seconds) the line is also redrawn that often between ticks, so a long step still
    shows the time going on."""

    def __init__(self, total: int, unit: str, *, enabled: bool | None = None, stream: TextIO | None = None,
                 heartbeat: float | None = None) -> None:
        self.stream = stream or sys.stderr
        self.total = max(total, 0)
        self.unit = unit
        self.enabled = (self.stream.isatty() if enabled is None else enabled) and self.total > 0
        self.start = time.monotonic()
        self.done = 0
        self._drawn = False
        self._lock = threading.Lock()
        self._stop = threading.Event()
        if self.enabled and heartbeat:
            threading.Thread(target=self._beat, args=(heartbeat,), daemon=True).start()

    def _beat(self, every: float) -> None:
        while not self._stop.wait(every):
            self._draw(beat=True)

    def tick(self, done: int | None = None, total: int | None = None) -> None:
        """``done`` so far (default: one more), out of ``total`` if it changed."""
        self.done = self.done + 1 if done is None else done
        if total:
            self.total = total
        if self.enabled:
            self._draw()

    def _draw(self, beat: bool = False) -> None:
        with self._lock:
            if beat and self._stop.is_set():
                return  # closed while the heartbeat waited
            filled = WIDTH * min(self.done, self.total) // self.total
            elapsed = time.monotonic() - self.start
            self.stream.write(f"\r[{'#' * filled}{'.' * (WIDTH - filled)}] {self.done}/{self.total} {self.unit}  {elapsed:.0f} s")
            self.stream.flush()
            self._drawn = True

    def close(self) -> None:
        with self._lock:
            self._stop.set()
            if self._drawn:
                self.stream.write("\n")
                self.stream.flush()
                self._drawn = False
