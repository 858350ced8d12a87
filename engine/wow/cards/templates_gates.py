"""206.1c: "[Trait]: text" / "[Trait] Hero: text" lines (several may share one line). The text is
compiled as usual and marked ``cost["hero_trait"]``; the engine honours the mark
(engine.wow.hero_trait): triggered and activated powers are inactive without the trait,
continuous effects carry the condition. Keyword lines and cost changes under a gate stay manual."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from .power import Power

_GATE = re.compile(r"(?:^|(?<=[.!]) )\[([A-Z][A-Za-z' ]+)\](?: Hero)?: ?")
_TREACHERY = re.compile(r"(?:^|(?<=[.!] ))(Traitor|Loyal) Hero: ")
"""The treachery traits (206.1) as the card data prints them, without the brackets: "Traitor Hero: … Loyal Hero: …"."""
_NOT_TRAITS = {"Exhaust", "Activate", "Flip", "Health", "Melee", "Ranged"}
_LIVE = ("static", "triggered", "activated")


_BARE_CLASS = re.compile(r"^(Death Knight|Druid|Hunter|Mage|Paladin|Priest|Rogue|Shaman|Warlock|Warrior): (?=When |At )")
"""A class gate the card data printed without brackets ("Hunter: When Blastershot Launcher enters play, …"; helper gear)."""
_RATTLE_GATES = re.compile(r"^Death Rattle: (?=\[)")
"""Death Rattle: [Rogue] Hero: X. [Shaman] Hero: Y." — each gate's text is that Death Rattle's (helper gear)."""


def split_gates(line: str) -> list[tuple[str, str]] | None:
    """``[(trait, text), …]`` when the line starts with a trait gate, else None."""
    if _RATTLE_GATES.match(line) and (parts := split_gates(_RATTLE_GATES.sub("", line))) is not None:
        return [(trait, f"Death Rattle: {text}") for trait, text in parts]
    line = _TREACHERY.sub(r"[\1] Hero: ", line)
    line = _BARE_CLASS.sub(r"[\1]: ", line)
    found = list(_GATE.finditer(line))
    if not found or found[0].start() != 0 or any(m.group(1) in _NOT_TRAITS for m in found):
        return None
    ends = [m.start() for m in found[1:]] + [len(line)]
    return [(m.group(1), line[m.end() : end].strip()) for m, end in zip(found, ends, strict=True)]


def gated_powers(line: str, name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> list[Power] | None:
    """The powers of a gated line, or None when it has no gate."""
    parts = split_gates(line)
    if parts is None:
        return None
    out = []
    for trait, text in parts:
        for pw in compile_text(text, name, ctype):
            ok = pw.automated and pw.kind in _LIVE
            effects = pw.effects
            if pw.kind == "static":
                ok = ok and all(not (e.condition or {}).get("if") for e in effects)
                effects = [replace(e, condition={**(e.condition or {}), "if": {"k": "hero_trait", "trait": trait}}) for e in effects]
            out.append(replace(pw, text=f"[{trait}] Hero: {pw.text}", effects=effects, cost={**pw.cost, "hero_trait": trait}, automated=ok))
    if _TREACHERY.match(line) and not all(pw.automated for pw in out):
        return None  # the data's unbracketed treachery line is read only when read whole (else it stays as printed)
    return out


_EMPOWER = re.compile(r"Empower ([A-Z][A-Za-z' ]+?): (When (?:this ally|[^,]+?) enters play, if you control another (\1) hero or ally, .+)")


def empowered_powers(line: str, name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> list[Power] | None:
    """ "Empower Monster: When this ally enters play, if you control another Monster hero or
    ally, …": the label names the condition the printed sentence spells out, so the sentence is
    compiled as it stands (an "enters play" trigger whose effects hold only if the condition does
    on resolution, EN 709); the power keeps the whole printed line. None when the line is no
    Empower line."""
    m = _EMPOWER.fullmatch(line.strip())
    if m is None:
        return None
    return [replace(pw, text=line) for pw in compile_text(m.group(2), name, ctype)]
