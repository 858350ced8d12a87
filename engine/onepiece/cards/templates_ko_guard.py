""""… cannot be K.O.'d by your opponent's effects" (1-3-3: a prohibition beats an instruction): a
prohibition that only an effect of the card's opponent meets; K.O.s in battle and by its own
player's effects still happen (the engine reads it in :mod:`engine.onepiece.ko_guard`). The second
half of the same continuous text ("… and gains [Blocker]") is one more grant under the same
condition, as templates_continuous reads it for "cannot be removed"."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import DUR, KEYWORDS, PROHIBITIONS, duration, parse_target
from .registry import CLAUSES

NO_KO_BY_OPP = "Cannot Be K.O.'d By Opponent's Effects"
"""The prohibition marker (a keyword-like grant shown with the card's keywords)."""


@CLAUSES.register("no_ko_by_opp", r"(.+?) (cannot|can) be KO'd by (your opponent's effects|effects)"
                  r"(?: and gains \[(" + "|".join(KEYWORDS) + r")\])?" + DUR, full=True, flags=re.I, priority=399)
def _no_ko_by_opp(m: re.Match) -> list[Effect] | None:
    """1-3-3: "X cannot be K.O.'d by [your opponent's] effects"; "None of X can be …" reads the
    same; "your Characters …" (no "all of") means every one of them."""
    subject = m[1]
    if m[2].lower() == "can":
        if not subject.lower().startswith("none of "):
            return None  # "X can be K.O.'d …" is no prohibition
        subject = "all of " + subject[len("none of "):]
    elif re.match(r"your (?!Leader\b).*Characters\b", subject, re.I):
        subject = "all of " + subject
    if m[3].lower() == "effects" and subject == m[1]:
        return None  # "X cannot be K.O.'d by effects": templates_continuous (``prohibit``) reads it
    t = parse_target(subject)
    if not t or t.kind == "chosen":
        return None
    marker = NO_KO_BY_OPP if m[3].lower() != "effects" else PROHIBITIONS["be KO'd by effects"]
    out = [Effect("grant_keyword", target=t, keyword=marker, duration=duration(m[5], ""))]
    if m[4]:
        out.append(Effect("grant_keyword", target=t, keyword=m[4], duration=duration(m[5], "")))
    return out
