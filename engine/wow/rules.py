"""Citations. ``R`` cites the provided Japanese v6.0 document (rules 100.1–501.1b);
``EN`` cites the published English comprehensive rules for what that document lacks (the rest
of the turn, combat, powers, keywords), marked as outside the provided document."""

from __future__ import annotations

from engine.core import RuleRef
from engine.core.rules import short_form

GAME = "wow"
ENGLISH = "WoW TCG comprehensive rules (English)"
short_form(ENGLISH, GAME, "WoW {section}, EN")  # log lines read "[WoW 601.2, EN]"; /wow help says what EN is


def R(section: str) -> RuleRef:
    """A rule of the provided document (wow-ja-6.0), in its own numbering (one shared citation per
    section: a ``RuleRef`` never changes)."""
    ref = _R.get(section)
    if ref is None:
        ref = _R[section] = RuleRef(GAME, section)
    return ref


def EN(section: str) -> RuleRef:
    """A rule of the English comprehensive rules (v4.x numbering), outside the provided document."""
    ref = _EN.get(section)
    if ref is None:
        ref = _EN[section] = RuleRef(GAME, section, outside=ENGLISH)
    return ref


_R: dict[str, RuleRef] = {}
"""``R``'s citations by section (the sections cited are the engine's literals: a bounded set)."""
_EN: dict[str, RuleRef] = {}
"""``EN``'s citations by section."""
