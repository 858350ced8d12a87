"""Templates that move cards between hidden or public zones: searching (413, carried out by
``engine.wow.search``) and taking a card from your graveyard (a choice on resolution, no target)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from . import rx
from .readers import search_filter
from .registry import PAIRS, SENTENCES

_N = {"a": 1, "an": 1, "one": 1, "up to two": 2, "up to three": 3, "two": 2, "three": 3}


@SENTENCES.register("zones", priority=30)
def _zones(s: str, name: str, sentence: str) -> list[Effect] | None:
    return zone_templates(s, sentence) or None  # an empty reading lets the next template try


def zone_templates(s: str, sentence: str) -> list[Effect] | None:
    """ "Search your deck for an ally card, reveal it, and put it into your hand." / "Search your
    deck for a card and put it into your graveyard." / "Put an ally card from your graveyard into
    your hand." """
    m = rx.fullmatch(r"search your (deck|deck and/or graveyard|graveyard) for (an?|one|up to two|up to three) (.+?)"
                     r"(?:,? (?:and )?reveal (?:it|them),?)? and put (?:it|them) into (?:your )?(hand|graveyard)", s, re.I)
    if m:
        flt = search_filter(m.group(3))
        if flt is None:
            return None
        zone = {"deck": "deck", "graveyard": "graveyard"}.get(m.group(1).lower(), "deck,graveyard")
        reveal = "reveal" in s.lower() or zone == "graveyard"
        return [Effect("search", _N[m.group(2).lower()], zone=zone, condition={"filter": flt, "to": m.group(4).lower(), "reveal": reveal},
                       text=sentence)]
    m = rx.fullmatch(r"(?:put|return) (an?|one|up to two|up to three) (.+?) from your graveyard (?:into|to) your hand", s, re.I)
    if m and (flt := search_filter(m.group(2))) is not None:
        return [Effect("search", _N[m.group(1).lower()], zone="graveyard", condition={"filter": flt, "to": "hand", "reveal": True},
                       text=sentence)]
    return None


_REVEAL = re.compile(r"reveal the top (two|three|four|five|six|seven|\d+) cards of your deck", re.I)
_PICK = re.compile(r"put (a|all) revealed (.+?) into (?:your )?hand,? and the rest on the bottom of your deck", re.I)
_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


@PAIRS.register("reveal_pick", priority=10)
def reveal_pick(first: str, second: str) -> list[Effect] | None:
    """ "Reveal the top three cards of your deck." + "Put a revealed ally card into your hand and
    the rest on the bottom of your deck." (``engine.wow.reveal``)."""
    a = _REVEAL.fullmatch(first.strip().rstrip("."))
    b = _PICK.fullmatch(second.strip().rstrip("."))
    if not (a and b):
        return None  # more wordings (look at, put one on top, "If it's an ally, …"): templates_quests.reveal_more
    what = rx.sub(r"^(cards?)$", "card", b.group(2).strip())
    flt = search_filter(rx.sub(r"\b(abilities|allies|cards)\b", lambda w: {"abilities": "ability", "allies": "ally", "cards": "card"}[w.group(1)], what))
    if flt is None:
        return None  # "[Alliance] card", "[Fire] card", "quest card": templates_quests.reveal_more
    n = _COUNT.get(a.group(1).lower()) or int(a.group(1))
    return [Effect("reveal", n, zone="pick", condition={"filter": flt, "all": b.group(1).lower() == "all"}, text=f"{first} {second}")]
