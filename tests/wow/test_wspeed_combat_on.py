"""``engine._combat_on``: ``settle`` skips the pre-priority checks after a pass that begins a combat
step, on the claim that nothing the checks read (continuous effects, conditions, filters) tells a
proposed combat from its combat step. The claim holds only while every comparison of a combat's
stage with "step" or "proposed" alone is in a place the checks never read: this guard reads the
engine's source and fails when one appears elsewhere."""

from __future__ import annotations

import ast

from tests.wow.engine_source import functions

NOT_CHECKS = {
    ("combat.py", "wielder"): "who strikes with weapons: the listing and the combat's damage",
    ("combat.py", "conclude"): "combat damage, as the combat step closes",
    ("combat.py", "remove_from_combat"): "an effect resolving",
    ("engine.py", "_armor"): "the listing (armor to exhaust)",
    ("armor_allies.py", "options"): "the listing and the armor action (armor to exhaust for an ally; helper wprev)",
    ("combat_entry.py", "entered"): "the combatants entering combat as the step begins (events, never a check)",
    ("leaving_play.py", "leave_play"): "a card leaving play (writes the stage)",
    ("wreal2_sabotage.py", "sabotage"): "the combat's end",
    ("defender_change.py", "candidates"): "an effect resolving (Battle Tactics: a proposed combat's defender; helper w30abil)",
    ("defender_change.py", "_picked"): "the answer to that effect (helper w30abil)",
}


def _one_stage_comparisons() -> set[tuple[str, str]]:
    """(module path under engine/wow, function) of each comparison of a ``stage`` with one constant."""
    found = set()
    for where, fn in functions():
        for node in ast.walk(fn):
            if not isinstance(node, ast.Compare):
                continue
            sides = [node.left, *node.comparators]
            if any(isinstance(s, ast.Attribute) and s.attr == "stage" for s in sides) \
                    and any(isinstance(s, ast.Constant) and s.value in ("step", "proposed") for s in sides):
                found.add((where, fn.name))
    return found


def test_only_places_the_checks_never_read_tell_a_proposed_combat_from_its_step() -> None:
    found = _one_stage_comparisons()
    assert ("engine.py", "_armor") in found  # the guard reads the comparisons at all
    assert found <= set(NOT_CHECKS), sorted(found - set(NOT_CHECKS))
