"""Misprints in an effect text met on the manual long tail (helper wtail3), read as their evident wording:
"has Long-Ronge" (Long-Range, Bottled Wild), "heals 1 damaged from" (damage, Faithful Prayer). As
``templates_wcosts_misprints``: the whole effect text is compiled again with the wording fixed (it must
then be read in full); text without these misprints is left to the other templates (None)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .registry import TEXTS, compile_effects

_FIXES = ((re.compile(r"\bLong-Ronge\b"), "Long-Range"), (re.compile(r"\b(heals? \d+) damaged from\b"), r"\1 damage from"))


@TEXTS.register("wtail3_misprints")
def _misprints(text: str, name: str) -> list[Effect] | None:
    fixed = text
    for pattern, to in _FIXES:
        fixed = pattern.sub(to, fixed)
    if fixed == text:
        return None
    effs, ok = compile_effects(fixed, name)
    return effs if ok else None
