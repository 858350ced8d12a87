""""Look at N cards from the top of your deck and add up to M cards to your hand": the cards are
looked at (11-3-1) and the chosen ones go to the hand without being shown (op ``move``: only a text
that says "reveal" shows them, 11-2); "up to" allows none (1-3-5-1). The rest are placed by the
next sentence ("Then, place the rest …")."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import CLAUSES


@CLAUSES.register("look_add", r"look at (\d+) cards from the top of your deck and add up to (\d+) cards? to your hand", full=True,
                  flags=re.I, priority=221)
def _look_add(m: re.Match) -> list[Effect]:
    n = int(m[2])
    return [Effect("look_top", int(m[1])),
            Effect("move", target=Target("chosen", {"side": "any", "zone": "looked"}, n, True), zone="hand")]
