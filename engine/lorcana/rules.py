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


NEWEST = "Comprehensive Rules 2.2.0"
"""The newest English rules (lorcana-en-2.2.0-2026-07-09.txt): the only one that defines the keywords
printed on the newest cards (Boost 8.4, …), which the seed documents predate."""


def R_new(section: str) -> RuleRef:
    """A section of the 2.2.0 English rules, marked as outside the seed documents."""
    return RuleRef(GAME, section, NEWEST)


def refuse_new(section: str, en: str, ja: str) -> RulesError:
    """A refusal citing a 2.2.0 section (outside the seed documents)."""
    return RulesError(en, R_new(section), ja)
