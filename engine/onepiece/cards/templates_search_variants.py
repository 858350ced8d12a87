"""Wordings of the deck search (templates_deck "search") and of DON!! added (templates_don) that
those templates do not read, each turned into the parts they do:

- "Look at 5 cards …; reveal up to 1 {X} type card, add it to your hand [and place the rest …]" →
  the search ("… and add it to your hand"); "place the rest …" is the next part of the sentence;
- "Add 1 DON!! card from your DON!! deck and set it as active / rest it": exactly that many (no
  "up to": as many as the DON!! deck has, 1-3-2).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .registry import CLAUSES

Effects = list[Effect] | None


@CLAUSES.register("search_comma", r"(look at \d+ cards from the top of your deck; reveal up to \d+ .+?), (add (?:it|them) to your hand)",
                  full=True, flags=re.I, priority=219)
def _search_comma(m: re.Match) -> Effects:
    """(compile_sentence splits "… and place the rest …" off as the next instruction.)"""
    hit = CLAUSES.match(f"{m[1]} and {m[2]}")
    return hit[1] if hit else None


@CLAUSES.register("add_don_exact", r"add (\d+) DON!! cards? from your DON!! deck and (rest (?:it|them)|set (?:it|them) as active)", full=True,
                  flags=re.I, priority=131)
def _add_don_exact(m: re.Match) -> Effects:
    return [Effect("add_don", int(m[1]), keyword="rested" if m[2].lower().startswith("rest") else "active")]
