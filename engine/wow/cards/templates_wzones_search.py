"""Searches (413) in wordings ``templates_zones`` doesn't read:

- a card of either tag, a faction or an icon: "Search your deck for a Pet or Demon ally, reveal it,
  and put it into your hand" (``templates_wzones_moves.kind_filter``);
- "you deck" (a misprint of "your deck");
- a card found in the deck put back on top after the shuffle (413.2): "Search your deck for a Loot
  card, reveal it, and put it on top of your deck." and "You may search your deck for a weapon card
  and reveal it." + "If you do, shuffle your deck and put that card on top." (``engine.wow.search``
  with ``to="deck"``, ``top``)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from . import rx
from .registry import PAIRS, SENTENCES, compile_sentence
from .templates_wzones_moves import kind_filter
from .templates_zones import zone_templates

_N = {"a": 1, "an": 1, "one": 1}


@SENTENCES.register("wzones_search_kinds", priority=436)
def _search_kinds(s: str, name: str, sentence: str) -> list[Effect] | None:
    printed = rx.spaces(sentence.strip().rstrip("."))
    if rx.match(r"search you deck\b", printed, re.I):
        fixed = rx.sub(r"^(search) you deck\b", r"\1 your deck", printed, flags=re.I)
        return compile_sentence(fixed[0].upper() + fixed[1:], name)
    m = rx.fullmatch(r"search your (deck|graveyard|deck and/or graveyard) for (an?|one) (.+?),? (?:and )?reveal it,? and put it "
                     r"(into your hand|on top of your deck)", printed, re.I)
    if not m:
        return None
    top = "top" in m.group(4).lower()
    if not top and zone_templates(s, sentence):
        return None  # read by templates_zones
    flt = kind_filter(m.group(3))
    if flt is None or ("name" in flt and len(flt) > 1):
        return None
    zone = {"deck": "deck", "graveyard": "graveyard"}.get(m.group(1).lower(), "deck,graveyard")
    if top and zone != "deck":
        return None
    cond = {"filter": flt, "to": "deck" if top else "hand", "reveal": True, **({"top": True} if top else {})}
    return [Effect("search", _N[m.group(2).lower()], zone=zone, condition=cond, text=sentence)]


_FIRST = re.compile(r"(you may )?search your deck for (an?) (.+?) (?:card )?and (?:reveal it|let everyone look it over)", re.I)
_SECOND = re.compile(r"if you do, shuffle your deck and put that card on top(?: of your deck)?", re.I)


@PAIRS.register("wzones_search_then_top", priority=33)
def search_then_top(first: str, second: str) -> list[Effect] | None:
    """ "You may search your deck for a weapon card and reveal it. If you do, shuffle your deck and
    put that card on top." (Herod's Shoulder): the found card goes on top after the shuffle (413.2);
    found nothing, nothing more happens."""
    a = _FIRST.fullmatch(rx.spaces(first.strip().rstrip(".")))
    if not a or not _SECOND.fullmatch(rx.spaces(second.strip().rstrip("."))):
        return None
    flt = kind_filter(a.group(3) + " card")
    if flt is None or "name" in flt:
        return None
    return [Effect("search", 1, zone="deck", condition={"filter": flt, "to": "deck", "top": True, "reveal": True},
                   optional=bool(a.group(1)), text=f"{first} {second}")]
