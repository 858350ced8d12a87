"""Amounts that scale with a count: "this Character gains +1000 power [and +2 cost] for every N
cards / Events / Characters in your trash / hand", "… for every 3 of your rested DON!! cards",
"… for each of your Characters [with a different card name]", "your Leader gains +1000 power for
each of your Characters during this turn". As continuous text the count is read whenever power or
cost is read (8-1-3-4-5: a continuous effect keeps producing its effect); in an instruction it is
read once, when the effect resolves (8-1-3-1). The count is kept in the effect's ``keyword``
(``count:<what>:<type or ''>:<N>``) and read by :func:`engine.onepiece.counting.scale`."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from ..counting import COUNT
from .readers import DUR, KEYWORDS, duration
from .registry import CLAUSES

_KINDS = {"card": "", "cards": "", "event": "Event", "events": "Event", "character": "Character", "characters": "Character"}
_COUNTED = (r"(?:(?P<kind>cards?|Events?|Characters?) in your (?P<zone>trash|hand)"
            r"|(?P<don>of your rested DON!! cards)"
            r"|(?P<names>of your Characters with a different card name)"
            r"|(?P<chars>of your Characters))")


def count_key(what: str, kind: str, n: int) -> str:
    """The keyword of a count of ``kind`` cards (an empty kind: any card) of ``what``, per ``n``."""
    return f"{COUNT}{what}:{_KINDS.get(kind.lower(), '')}:{n}"


@CLAUSES.register("power_per_count", r"(?P<who>this Character|your Leader) gains (?:\[(?P<kw>" + "|".join(KEYWORDS) + r")\] and )?"
                  r"\+(?P<amount>\d+) (?P<stat>power|cost)(?: and \+(?P<cost>\d+) cost)? for (?:every|each) (?:(?P<n>\d+) )?"
                  + _COUNTED + DUR, full=True, flags=re.I, priority=398)
def _power_per_count(m: re.Match) -> list[Effect] | None:
    """+X power or cost (and +Y cost) per N counted cards of the player's; a keyword gained with
    them ("gains [Blocker] and +1 cost for every 4 cards …") is not counted: it is gained once."""
    n = int(m["n"] or 1)
    if m["kind"]:
        if n == 1 and m["kind"].lower().endswith("s"):
            return None  # "for every cards" is no count
        key = count_key(m["zone"].lower(), m["kind"], n)
    elif m["don"]:
        key = count_key("don_rested", "", n)
    elif n != 1:
        return None  # "for every 2 of your Characters" is not printed
    else:
        key = count_key("char_names" if m["names"] else "characters", "", 1)
    if m["cost"] and m["stat"].lower() == "cost":
        return None
    t = Target("self") if m["who"].lower() == "this character" else Target("each", {"side": "own", "types": ["Leader"], "zone": "field"})
    dur = duration(m[m.re.groups], "")
    out = [Effect("grant_keyword", target=t, keyword=m["kw"], duration=dur)] if m["kw"] else []
    out.append(Effect("modify_stat", int(m["amount"]), target=t, stat=m["stat"].lower(), keyword=key, duration=dur))
    if m["cost"]:
        out.append(Effect("modify_stat", int(m["cost"]), target=t, stat="cost", keyword=key, duration=dur))
    return out


_COUNT_WORDS = {"trash": "card{s} in your trash", "hand": "card{s} in your hand", "don_rested": "rested DON!! card{s} of yours",
                "characters": "Character of yours", "char_names": "Character of yours with a different card name"}


def count_words(keyword: str) -> str:
    """The count of a ``count:`` keyword in words ("for every 4 cards in your trash"), for explain."""
    what, kind, step = keyword[len(COUNT):].split(":")
    if what == "field_trait":  # scripts: "for every {X} type card on your field" (counting.scale)
        return f" for every {{{kind}}} type card on your field"
    words = _COUNT_WORDS[what].format(s="" if step == "1" else "s")
    if kind:
        words = words.replace("card", kind, 1)
    return f" for every {'' if step == '1' else step + ' '}{words}"

