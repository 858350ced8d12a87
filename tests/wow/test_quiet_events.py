"""``procedure._QUIET``: the event kinds ``event_triggers`` does not hand to its readers, because no
triggered power waits for one (EN 703.1 reads events; these are steps, payments, wrap-up …). The
claim holds only while no reader compares an event's kind with one of them: this guard reads the
engine's source and fails when a comparison appears outside the places listed here, each of which
is not a reader of single events."""

from __future__ import annotations

import ast
from pathlib import Path

from engine.wow.procedure import _QUIET
from tests.wow.engine_source import WOW, functions

NOT_READERS = {
    ("event_triggers.py", "_combat_roles"): "scans the whole list of events for the combat's attacker",
    ("top_card_toll.py", "_roles"): "scans the whole list of events for the combat's attacker",
    ("procedure.py", "resolve_top"): "a chain link's kind, not an event's",
    ("cards/templates_unless.py", "_unless"): "the kind of a compiled alternative cost",
    ("engine.py", "_began_combat"): "settle reads whether a pass began a combat step, not what it triggers",
    ("engine.py", "_combat_on"): "a chain link's kind, not an event's",
    ("deck_revealed.py", "_by_quest"): "scans the whole list of events for the link resolving before a reveal",
    ("player_targets.py", "power_texts"): "a chain link's kind, not an event's",
    ("player_targets.py", "lost"): "a chain link's kind, not an event's",
    ("player_targets.py", "_chosen_texts"): "a chain link's kind, not an event's",
}


def _compares_kind(node: ast.Compare) -> bool:
    return any((isinstance(s, ast.Attribute) and s.attr == "kind") or (isinstance(s, ast.Name) and s.id == "kind")
               for s in (node.left, *node.comparators))


def _quiet_comparisons() -> set[tuple[str, str]]:
    """(module path under engine/wow, function) of each comparison of a kind with a quiet kind."""
    found = set()
    for where, fn in functions():
        for node in ast.walk(fn):
            if isinstance(node, ast.Compare) and _compares_kind(node):
                words = {c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
                if words & _QUIET:
                    found.add((where, fn.name))
    return found


def test_no_reader_compares_an_event_kind_with_a_quiet_kind() -> None:
    # EN 703.1: a reader that comes to wait for one of these kinds must take it out of _QUIET
    assert _quiet_comparisons() <= set(NOT_READERS)


def test_the_guard_sees_a_comparison() -> None:
    source = "def f(ev):\n    return ev.kind == 'phase'\n"
    node = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Compare))
    assert _compares_kind(node) and "phase" in _QUIET


def _event_kinds_compared(path: Path, names: set[str]) -> set[str]:
    """The kinds the functions ``names`` of ``path`` compare an event's kind (``ev.kind``) with."""
    found: set[str] = set()
    for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(fn, ast.FunctionDef) and fn.name in names:
            for node in ast.walk(fn):
                if isinstance(node, ast.Compare) and any(isinstance(s, ast.Attribute) and s.attr == "kind" and isinstance(s.value, ast.Name)
                                                         and s.value.id == "ev" for s in (node.left, *node.comparators)):
                    found |= {c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return found


def test_readers_declare_the_kinds_they_read() -> None:
    # EN 703.1: event_triggers hands self_triggers.fire_self and wwhen.fire only the kinds they
    # declare (fire_self also any card leaving play): a kind one comes to read must be declared
    from engine.wow import death_rattle, self_triggers, wwhen

    assert _event_kinds_compared(WOW / "self_triggers.py", {"fire_self"}) <= self_triggers.KINDS
    assert _event_kinds_compared(WOW / "death_rattle.py", {"fire", "_into_graveyard"}) <= set(death_rattle.KINDS) <= self_triggers.KINDS
    assert _event_kinds_compared(WOW / "wwhen.py", {"fire", "_amounts"}) <= wwhen.KINDS
    assert {"damage", "heal"} <= wwhen.KINDS  # ``_amounts`` reads them through a dict
