"""Citations of the Lorcana comprehensive rules (ja, 2025-07-04) and bilingual refusals."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import RuleRef, RulesError

GAME = "lorcana"
RULES_VERSION = "ja-2025-07-04"


_KEEP_REFS = 4_096


class _Citations(dict):
    """Each section's citation, made once (RuleRef is frozen: one object serves every event citing it)."""

    __slots__ = ()

    def __missing__(self, section: str) -> RuleRef:
        if len(self) >= _KEEP_REFS:  # sections are the document's and the code's: a bound all the same
            self.clear()
        ref = self[section] = RuleRef(GAME, section)
        return ref


_REFS = _Citations()
R: Callable[[str], RuleRef] = _REFS.__getitem__
"""``R(section)``: a section of the ja comprehensive rules, in its own numbering (e.g. "4.3.6.6"). The
kept citations' own lookup (``dict.__getitem__`` bound to them; a section not yet cited is made by
``__missing__``): a citation is read at every automatic step, with no Python call."""


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
