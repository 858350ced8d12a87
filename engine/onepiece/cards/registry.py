"""The template registries of the ONE PIECE compiler, one per kind of text. Each family module
(``templates_*``) registers its templates here; the compiler (the driver) imports the families and
asks the registries. This module imports no template.

``priority`` keeps the order in which templates have always been tried: a clause template's
priority is its place in that order (10, 20 …); a new template takes a free number between the
two it must come between. Within one priority, registration order decides.
"""

from __future__ import annotations

from engine.core.effects import Effect
from engine.core.templates import TemplateRegistry

from ..ops import GAME  # the ops templates build are registered with it

CLAUSES = TemplateRegistry(GAME, "clause")
"""One effect clause (a sentence cut at "and <verb>") → a list of effects; builders get the match."""
COSTS = TemplateRegistry(GAME, "cost")
"""One part of an activation cost (8-3-1) → a cost dict; builders get the match and the costs so far."""
BRACKETS = TemplateRegistry(GAME, "bracket")
"""A bracket that opens an ability ([On Play], [Once Per Turn], [DON!! x1], keywords …): the
builder records it on the ability and returns what it was ("timing", "keyword" …)."""
PHRASE_TIMINGS = TemplateRegistry(GAME, "timing")
"""A timing written in words at the start of an ability ("When this Character is K.O.'d, …")
→ (timing, turn restriction, end of the phrase)."""
REPLACEMENTS = TemplateRegistry(GAME, "replacement")
"""A replacement effect ("If … would be K.O.'d …, you may … instead.") → records it on the ability;
builders get the match, the ability and the cost reader (the driver's ``parse_costs``)."""


def read_parts(*texts: str) -> list[Effect] | None:
    """Every part read by its own clause template, in order; None when one is not understood (a
    sentence that joins two instructions, each a wording the registry already reads)."""
    out: list[Effect] = []
    for text in texts:
        hit = CLAUSES.match(text)
        if hit is None:
            return None
        out.extend(hit[1])
    return out
