"""``event_triggers.fire_more`` returns at once in a match where no card may have a power on any of
the triggers it reads (``event_triggers.TRIGGERS``): the claim holds only while every trigger its
readers ask listeners for is listed there. This guard reads the module's source."""

from __future__ import annotations

import ast
import inspect

from engine.wow import event_triggers


def _asked() -> set[str]:
    """The triggers named in the module's calls of ``listeners`` and ``_each`` (the trigger is their second argument)."""
    tree = ast.parse(inspect.getsource(event_triggers))
    return {node.args[1].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("listeners", "_each")
            and len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)}


def test_every_trigger_fire_more_asks_listeners_for_is_listed() -> None:
    asked = _asked()
    assert "player_event" in asked and "damaged_filtered" in asked  # the guard reads the calls at all
    assert asked <= event_triggers.TRIGGERS, sorted(asked - event_triggers.TRIGGERS)


def test_no_call_names_a_trigger_the_guard_cannot_read() -> None:
    """Every ``listeners`` / ``_each`` call of the module names its trigger as a string literal."""
    tree = ast.parse(inspect.getsource(event_triggers))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("listeners", "_each"):
            if node.func.id == "listeners" and isinstance(node.args[1], ast.Name) and node.args[1].id == "trigger":
                continue  # ``_each`` hands on its own trigger (checked at its calls)
            assert isinstance(node.args[1], ast.Constant), ast.unparse(node)
