"""Citing the MLP core rules (``shared/rules/mlp-ja-1.3.0.txt``) in their own canonical form.

Section numbering restarts in every chapter, so a citation is ``第N節 x.y.z`` (chapter 一 = 第一節 …).
"""

from __future__ import annotations

from engine.core import RuleRef

GAME = "mlp"


def R(section: str) -> RuleRef:
    """``R("第四節 4.3.3")`` → a citation of that section."""
    return RuleRef(GAME, section)
