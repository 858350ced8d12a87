"""Templates about the cards that were under a banished character (8.4.4: a "when banished" ability
looks back at it; the cards under it went with it, Comprehensive Rules 2.2.0 8.10.7, outside the seed
documents): "When this character is banished, if any of the cards that were under them are character
cards, you may play those characters from your discard for free" (Sulley & Boo - Scare Buddies;
op ``play_were_under_free``, engine.lorcana.play_were_under)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .model import Ability, Trigger
from .registries import ABILITIES


@ABILITIES.register(
    "play_were_under_free",
    r"When this character is banished, if any of the cards that were under (?:them|him|her) are character cards, "
    r"you may play those characters from your discard for free\.?",
    full=True,
)
def play_were_under_free(m: re.Match[str], out: Ability) -> Ability | None:
    """The trigger (7.4.2) and one effect that checks the intervening "if" and asks the "may" itself."""
    if out.kind != "triggered":
        return None
    out.trigger = Trigger(["banished_self"])
    out.effects = [
        Effect("play_were_under_free", 0, text="you may play those characters from your discard for free")
    ]
    return out
