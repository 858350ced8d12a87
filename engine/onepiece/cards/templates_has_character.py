"""The conditions "If you have a [colour] {X} type Character [other than [Y] / this card], …" (key
``own_char_with``: one of your Characters fits the filter) and "If you have 2 or more rested {X}
type Characters / Characters with 8000 base power or more / with a [Trigger], …" (key
``own_chars_with``: [N, filter], at least N fit), read by board.condition_holds (8-3-2). Only
filters on what continuous effects do not change (printed values, types, colours, names, rested)
are read, so a continuous effect under such a condition never reads values it changes itself
(types are the exception board.traits already guards)."""

from __future__ import annotations

import re
from typing import Any

from .readers import CONDITIONS, _noun_or_none

SAFE_KEYS = frozenset({"types", "traits", "colors", "not_name", "not_self", "name", "rested", "has_trigger",
                       "base_power_min", "base_power_max", "base_cost_min", "base_cost_max"})
"""The filter keys these conditions may hold."""


def _filter(text: str) -> dict[str, Any] | None:
    flt = _noun_or_none(text)
    if flt is None or flt.get("types") != ["Character"] or len(flt) < 2 or not set(flt) <= SAFE_KEYS:
        return None  # parse_condition: not read
    return flt


def _has_character(m: re.Match) -> dict[str, Any]:
    flt = _filter(m[1])
    return {"own_char_with": flt if flt and flt.get("traits") else None}


def _has_characters(m: re.Match) -> dict[str, Any]:
    flt = _filter(m[2])
    return {"own_chars_with": [int(m[1]), flt] if flt else None}


CONDITIONS.append((r"you have an? ((?:\w+ )?\{[^}]+\} type Character(?: other than (?:this card|\[[^\]]+\]))?)", _has_character))
CONDITIONS.append((r"you have (\d+) or more ((?:rested |\w+ )?(?:\{[^}]+\} type )?Characters(?: with .+)?)", _has_characters))
