"""``engine._steps_on``: ``settle`` skips the pre-priority checks (and keeps the answers the last
listing read) after a pass that only moves the game from the draw step to the main phase or from
the main phase to the end phase, on the claim that neither the checks nor any answer kept while
reading (``keywords.reading``) reads the phase or the step. The claim holds only while the places
that read them are these: this guard reads the engine's source and fails when another appears."""

from __future__ import annotations

import ast

from tests.wow.engine_source import functions

READERS = {
    ("combat.py", "end_combat"): "the combat's end sets the step back",
    ("engine.py", "_main_window"): "the listing, read afresh at every window (never kept)",
    ("engine.py", "_steps_on"): "settle's own question",
    ("procedure.py", "close_window"): "the window closing moves the game on",
    ("view.py", "_view"): "what a player is shown",
}


def _readers() -> set[tuple[str, str]]:
    """(module path under engine/wow, function) of each read of an attribute ``step`` or ``phase``."""
    found = set()
    for where, fn in functions():
        for node in ast.walk(fn):
            if isinstance(node, ast.Attribute) and node.attr in ("step", "phase") and isinstance(node.ctx, ast.Load):
                found.add((where, fn.name))
    return found


def test_only_known_places_read_the_phase_or_the_step() -> None:
    found = _readers()
    assert ("engine.py", "_main_window") in found  # the guard reads the reads at all
    assert found <= set(READERS), sorted(found - set(READERS))
