"""Templates of two effects on one target in one sentence: "chosen character gets +1 {L} and gains
Evasive until the start of your next turn". Each half is read by the existing sentence templates
(with the shared duration); the second applies to the very card the first chose (7.1.9)."""

from __future__ import annotations

import re

from engine.core.effects import Target

from .registries import SENTENCES, STOP, parse_sentence

_KW = r"Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Challenger \+\d+|Resist \+\d+"


@SENTENCES.register("gets_and_gains", rf"^(.+?) (gets?) ([+-]\d+ \{{[SWL]\}}) and (gains?) ({_KW}) (this turn|until the start of your next turn)$", priority=320)
def gets_and_gains(m: re.Match[str]) -> object:
    """"X gets +N {S} and gains [keyword] [duration]" → the stat change, then the keyword on "it"."""
    who, dur = m.group(1), m.group(6)
    first = parse_sentence(f"{who} {m.group(2)} {m.group(3)} {dur}")
    second = parse_sentence(f"{who} {m.group(4)} {m.group(5)} {dur}")
    if not first or not second or len(first) != 1 or len(second) != 1:
        return STOP
    a, b = first[0], second[0]
    if a.target is None or b.target is None or a.duration != b.duration:
        return STOP
    if a.target.kind == "chosen":
        if a.target.count != 1 or a.target.up_to:
            return STOP
        b.target = Target("it")
    a.text = b.text = m.string
    return [a, b]
