"""Templates of deck-building rules printed on cards (1.2.1: the card's text beats 2.1.1.3's four
copies): "You may have up to 99 copies of [card] in your deck", "You may have any number of cards
named [name] in your deck", "You may only have 2 copies of [card] in your deck". The importer
stores the limit (``schema.max_copies``) and engine.lorcana.decks enforces it when a deck is
checked; during a game the ability does nothing, so it compiles to a static ability with no
changes — only when the limit was read."""

from __future__ import annotations

import re

from .model import Ability
from .registries import ABILITIES
from .schema import max_copies


@ABILITIES.register("deck_copies", r"You may (?:have up to \d+ copies of|have any number of cards named|only have \d+ copies of) .+? in your deck\.?", full=True)
def deck_copies(m: re.Match[str], out: Ability) -> Ability | None:
    if out.kind != "static" or max_copies(m.group(0)) is None:
        return None
    out.static = []
    return out
