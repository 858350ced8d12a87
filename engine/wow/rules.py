"""Citations. ``R`` cites the provided Japanese v6.0 document (rules 100.1–501.1b);
``EN`` cites the published English comprehensive rules for what that document lacks (the rest
of the turn, combat, powers, keywords), marked as outside the provided document."""

from __future__ import annotations

from engine.core import RuleRef

GAME = "wow"
ENGLISH = "WoW TCG comprehensive rules (English)"


def R(section: str) -> RuleRef:
    """A rule of the provided document (wow-ja-6.0), in its own numbering."""
    return RuleRef(GAME, section)


def EN(section: str) -> RuleRef:
    """A rule of the English comprehensive rules (v4.x numbering), outside the provided document."""
    return RuleRef(GAME, section, outside=ENGLISH)
