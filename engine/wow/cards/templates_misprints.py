"""Misprints in an effect text, read as their evident wording: "it's owner's" / "it's controller's" (its), "ready strop"
(ready step), "You hero deals" (Your hero deals) — met on the Lessons, whose alternative costs templates_costs reads
(403.3) — and "has Long-Ronge" (Long-Range, Bottled Wild), "heals 1 damaged from" (damage, Faithful Prayer). The whole
effect text is compiled again with the wording fixed (it must then be read in full); text without these misprints is
left to the other templates (None)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .registry import TEXTS, compile_effects

_FIXES = ((re.compile(r"\bit's (owner's|controller's)"), r"its \1"), (re.compile(r"\bnext ready strop\b"), "next ready step"),
          (re.compile(r"^You hero\b"), "Your hero"), (re.compile(r"\bLong-Ronge\b"), "Long-Range"),
          (re.compile(r"\b(heals? \d+) damaged from\b"), r"\1 damage from"))


@TEXTS.register("misprints")
def _misprints(text: str, name: str) -> list[Effect] | None:
    fixed = text
    for pattern, to in _FIXES:
        fixed = pattern.sub(to, fixed)
    if fixed == text:
        return None
    effs, ok = compile_effects(fixed, name)
    return effs if ok else None
