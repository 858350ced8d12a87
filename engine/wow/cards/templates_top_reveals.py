"""Two sentences about the top cards of your deck that ``templates_quests.reveal_more`` doesn't read (EN 709.1; helper
wtok), each one ``reveal_top_more`` effect (``engine.wow.top_reveal_more``):

- "Look at the top three cards of your deck." + "Put one into your hand and the rest on top of your deck in any order."
  (mode "hand_rest_top": looked at, not revealed; the rest are ordered secretly, 415.3c);
- "Reveal the top seven cards of your deck." + "Put all revealed Murloc allies with cost 1 or less into play and the
  rest on the bottom of your deck." (mode "play_all", 710.1);
- "Reveal the top four cards of your deck." + "Put a revealed ability, ally, equipment, and quest card into your hand
  and the rest on the bottom of your deck." (mode "one_each": up to one of each type);
- "Choose a rarity, then reveal the top three cards of your deck." + "Put a revealed card with that rarity into hand
  and the rest on the bottom of your deck." / "Name a standard race, then reveal the top four cards of your deck." +
  "Put a revealed ally card of that race into hand and the rest on the bottom of your deck." (mode "named")."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect

from . import rx
from .registry import PAIRS
from .templates_quests import reveal_filter

_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_TOP = re.compile(r"(?:(choose a rarity|name a standard race),? then )?(reveal|look at) the top (two|three|four|five|six|seven|eight|nine|ten) "
                  r"cards of your deck", re.I)
_BOTTOM = r"and the rest on the bottom of your deck"
STANDARD_RACES = ("Blood Elf", "Draenei", "Dwarf", "Gnome", "Goblin", "Human", "Night Elf", "Orc", "Pandaren", "Tauren", "Troll",
                  "Undead", "Worgen")
"""The races of the heroes a player may play ("Name a standard race")."""
RARITIES = ("common", "uncommon", "rare", "epic", "legendary")
"""The rarities (204.3: the collector number's colour)."""


def _effect(n: int, cond: dict[str, Any], text: str) -> list[Effect]:
    return [Effect("reveal_top_more", n, condition=cond, text=text)]


@PAIRS.register("wtok_top_reveals", priority=21)
def top_reveals(first: str, second: str) -> list[Effect] | None:
    a = _TOP.fullmatch(rx.spaces(first.strip().rstrip(".")))
    if not a:
        return None
    named, look, n = (a.group(1) or "").lower(), a.group(2).lower() == "look at", _COUNT[a.group(3).lower()]
    s = rx.spaces(second.strip()).rstrip(".")
    text = f"{first} {second}"
    if look:
        if not named and rx.fullmatch(r"put one into your hand and the rest on top of your deck in any order", s, re.I):
            return _effect(n, {"how": "hand_rest_top"}, text)
        return None
    if named == "choose a rarity":
        if rx.fullmatch(r"put a revealed card with that rarity into (?:your )?hand " + _BOTTOM, s, re.I):
            return _effect(n, {"how": "named", "by": "rarity", "options": list(RARITIES), "filter": {}}, text)
        return None
    if named:
        m = rx.fullmatch(r"put a revealed (.+?) of that race into (?:your )?hand " + _BOTTOM, s, re.I)
        if m and (flt := reveal_filter(m.group(1))) is not None:
            return _effect(n, {"how": "named", "by": "race", "options": list(STANDARD_RACES), "filter": flt}, text)
        return None
    m = rx.fullmatch(r"put all revealed (.+?)(?: with cost (\d+) or less)? into play " + _BOTTOM, s, re.I)
    if m and (flt := reveal_filter(m.group(1))) is not None:
        if m.group(2):
            flt = {**flt, "max_cost": int(m.group(2))}
        return _effect(n, {"how": "play_all", "filter": flt}, text)
    m = rx.fullmatch(r"put a revealed (.+?) card into your hand " + _BOTTOM, s, re.I)
    if m:
        kinds = [k.strip().lower() for k in rx.split(r",? and |, ", m.group(1))]
        if len(kinds) > 1 and all(k in ("ability", "ally", "equipment", "quest", "location") for k in kinds):
            return _effect(n, {"how": "one_each", "kinds": kinds}, text)
    return None
