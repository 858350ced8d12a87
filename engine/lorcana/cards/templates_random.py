"""Templates of random discards: "chosen opponent discards a card at random", "Then, discard a card
at random". The game's seeded RNG picks the cards (op ``discard_random``); the card's text replaces
the player's choice of 8.3.4 (1.2.1)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import number, players_of
from .registries import SENTENCES, STOP


@SENTENCES.register("discard_at_random", r"^(?:(Chosen opponent|Each opponent|Each player) discards|[Dd]iscard) (a card|(\w+) cards) at random$", priority=60)
def discard_at_random(m: re.Match[str]) -> object:
    """"Chosen opponent / each opponent / each player discards N cards at random"; "discard a card
    at random" (you)."""
    n = 1 if m.group(2) == "a card" else number(m.group(3))
    if not n:
        return STOP
    who = Target(players_of(m.group(1))) if m.group(1) else Target("player", {"who": "you"})
    return [Effect("discard_random", n, who, text=m.string)]
