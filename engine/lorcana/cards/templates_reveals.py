"""Templates of reveals that look at another player's cards (7.1.10): the top card of each
opponent's deck, an opponent's hand."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import card_filter, players_of
from .registries import SENTENCES, STOP, TEXTS


@TEXTS.register("opponents_reveal_top", r"^[Ee]ach opponent reveals the top card of their deck\. If it['’]s (an? .+? card), they may put it into their hand\. "
                r"Otherwise, they put it on the (top|bottom) of their deck\.?$")
def opponents_reveal_top(m: re.Match[str]) -> object:
    """Each opponent reveals their top card; a matching card may go to their hand (their choice)."""
    flt = card_filter(m.group(1))
    if flt is None:
        return STOP
    return [Effect("reveal_top", 0, Target("opponent"), zone=m.group(2), condition={"take": flt, "to": "hand"}, text=m.string)]


@SENTENCES.register("reveal_hand_discard", r"^(Chosen opponent|Each opponent) reveals their hand and discards (an? .+? card) of (their|your) choice$", priority=60)
def reveal_hand_discard(m: re.Match[str]) -> object:
    """"Chosen opponent reveals their hand and discards a non-character card of their choice"."""
    flt = card_filter(m.group(2))
    if flt is None:
        return STOP
    return [Effect("reveal_hand_discard", 1, Target(players_of(m.group(1))), condition={"filter": flt, "chooser": "you" if m.group(3) == "your" else "them"},
                   text=m.string)]
