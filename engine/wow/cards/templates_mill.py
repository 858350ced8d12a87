"""Putting the top cards of a deck into the graveyard (415.3a, 415.2): "Target player puts the top two
cards of his deck into his graveyard.", "Put the top two cards of your deck into your graveyard.",
"Each player puts the top 5 cards of his deck into his graveyard." → the op ``mill``
(``engine.wow.mill``); a player target stands for him by his hero (EN 706)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import num
from .registry import SENTENCES

_WHO = {
    "": "player",
    "you": "player",
    "target opponent": "opponent",
    "each opponent": "opponent",
    "each player": "each_player",
}


@SENTENCES.register(
    "mill",
    r"(?:(target player|target opponent|each opponent|each player|you) puts?|put) the top (?:(a|one|two|three|four|five|six|"
    r"seven|\d+|X) )?cards? of (?:his|your|their) deck into (?:his|your|their) graveyard",
    full=True,
    priority=160,
    flags=re.I,
)
def _mill(m: re.Match, name: str, sentence: str) -> list[Effect]:
    who = (m.group(1) or "").lower()
    n = -1 if m.group(2) == "X" else (num(m.group(2)) or 1) if m.group(2) else 1
    tgt = Target("chosen", {"player": True}) if who == "target player" else Target(_WHO[who])
    return [Effect("mill", n, tgt, text=sentence)]
