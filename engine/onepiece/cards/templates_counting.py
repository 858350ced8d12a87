"""Amounts that scale with a count, as continuous text (8-1-3-4-5: a continuous effect keeps
producing its effect while its condition holds, so the count is read again whenever power or cost
is read): "this Character gains +1000 power [and +2 cost] for every N cards / Events /
Characters in your trash / hand". The count is kept in the effect's ``keyword`` (``count:<zone>:
<type or ''>:<N>``) and read by :func:`engine.onepiece.counting.scale`."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import CLAUSES

COUNT = "count:"
"""``Effect.keyword`` prefix of a continuous modify_stat whose amount is per N counted cards."""

_KINDS = {"card": "", "cards": "", "event": "Event", "events": "Event", "character": "Character", "characters": "Character"}


def count_key(zone: str, kind: str, n: int) -> str:
    """The keyword of a count of ``kind`` cards (an empty kind: any card) in the player's ``zone``, per ``n``."""
    return f"{COUNT}{zone}:{_KINDS[kind.lower()]}:{n}"


@CLAUSES.register("power_per_count", r"this Character gains \+(\d+) power(?: and \+(\d+) cost)? for every (?:(\d+) )?"
                  r"(cards?|Events?|Characters?) in your (trash|hand)", full=True, flags=re.I, priority=398)
def _power_per_count(m: re.Match) -> list[Effect] | None:
    """8-1-3-4-5: +X power (and +Y cost) per N matching cards in the player's trash or hand."""
    n = int(m[3] or 1)
    if n == 1 and m[4].lower().endswith("s"):
        return None  # "for every cards" is no count
    key = count_key(m[5].lower(), m[4], n)
    out = [Effect("modify_stat", int(m[1]), target=Target("self"), stat="power", keyword=key)]
    if m[2]:
        out.append(Effect("modify_stat", int(m[2]), target=Target("self"), stat="cost", keyword=key))
    return out
