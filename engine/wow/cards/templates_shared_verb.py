"""One verb for two objects: "Ready Reflex Blades and your hero.", "Exhaust target ally and your
hero." — each object read as its own sentence with the verb ("Ready Reflex Blades." + "Ready your
hero."), in order (EN 709.1: a modification is carried out in the order written)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .registry import SENTENCES, read_sentence


@SENTENCES.register(
    "shared_verb",
    r"(?P<verb>ready|exhaust) (?P<a>.+?) and (?P<b>(?:your|target|another target) .+)",
    full=True,
    priority=435,
    flags=re.I,
)
def _shared_verb(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    verb = m.group("verb").capitalize()
    a = read_sentence(f"{verb} {m.group('a')}.", name)
    b = read_sentence(f"{verb} {m.group('b')}.", name)
    if not a or not b or any(e.op == "manual" for e in a + b) or len(a) != 1 or len(b) != 1:
        return None
    if (
        a[0].target is not None
        and b[0].target is not None
        and a[0].target.kind == b[0].target.kind == "chosen"
    ):
        return None  # two chosen targets in one sentence: read by the multi-target templates
    for e in (*a, *b):
        e.text = sentence
    return a + b
