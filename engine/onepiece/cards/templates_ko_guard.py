""""… cannot be K.O.'d by your opponent's effects" (1-3-3: a prohibition beats an instruction): a
prohibition that only an effect of the card's opponent meets; K.O.s in battle and by its own
player's effects still happen (the engine reads it in :mod:`engine.onepiece.ko_guard`). The second
half of the same continuous text ("… and gains [Blocker]") is one more grant under the same
condition, as templates_continuous reads it for "cannot be removed"."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import DUR, KEYWORDS, duration, parse_target
from .registry import CLAUSES

NO_KO_BY_OPP = "Cannot Be K.O.'d By Opponent's Effects"
"""The prohibition marker (a keyword-like grant shown with the card's keywords)."""


@CLAUSES.register("no_ko_by_opp", r"(.+?) (?:cannot|can) be KO'd by your opponent's effects"
                  r"(?: and gains \[(" + "|".join(KEYWORDS) + r")\])?" + DUR, full=True, flags=re.I, priority=399)
def _no_ko_by_opp(m: re.Match) -> list[Effect] | None:
    """1-3-3: "X cannot be K.O.'d by your opponent's effects" ("None of X can be …" reads the same
    when the target reader takes "None of your Characters")."""
    subject = m[1]
    if " can be" in m[0][len(subject):len(subject) + 8] and not subject.lower().startswith("none of "):
        return None  # "X can be K.O.'d …" without "None of" is no prohibition
    t = parse_target(re.sub(r"^none of ", "all of ", subject, flags=re.I))
    if not t:
        return None
    out = [Effect("grant_keyword", target=t, keyword=NO_KO_BY_OPP, duration=duration(m[3], ""))]
    if m[2]:
        out.append(Effect("grant_keyword", target=t, keyword=m[2], duration=duration(m[3], "")))
    return out
