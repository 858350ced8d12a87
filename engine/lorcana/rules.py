"""Citations of the Lorcana comprehensive rules (ja, 2025-07-04) and bilingual refusals."""

from __future__ import annotations

from engine.core import RuleRef, RulesError

GAME = "lorcana"
RULES_VERSION = "ja-2025-07-04"


def R(section: str) -> RuleRef:
    """A section of the ja comprehensive rules, in its own numbering (e.g. "4.3.6.6")."""
    return RuleRef(GAME, section)


def refuse(section: str, en: str, ja: str) -> RulesError:
    """The error a refused action raises: English and Japanese text plus the section."""
    return RulesError(en, R(section), ja)
