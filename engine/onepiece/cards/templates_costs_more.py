"""An activation cost paid by engine/onepiece/costs_more.py (8-3-1): "give 1 of your opponent's rested
DON!! cards to 1 of your opponent's Characters" (6-5-5 as a cost); "K.O. this Character" and "give this Character
-2000 power during this turn" (what a replacement does instead, 8-3-1 as its cost). Its other kind, ``leader_minus_any``
("give your Leader -2000 power during this turn"), is written in per-card scripts only: the fixture
card FX01-019 that says it stands for a text no template reads (tests/onepiece/test_scripts.py)."""

from __future__ import annotations

import re
from typing import Any

from .registry import COSTS

Cost = dict[str, Any]


@COSTS.register(
    "give_opp_rested_don",
    r"give (\d+) of your opponent's rested DON!! cards? to 1 of your opponent's Characters",
    full=True,
    flags=re.I,
)
def _give_opp_rested_don(m: re.Match, costs: list[Cost]) -> Cost | None:
    return {"kind": "give_opp_don", "n": int(m[1])}


@COSTS.register("ko_self", r"K\.O\. this Character", full=True, flags=re.I)
def _ko_self(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"you may K.O. this Character instead" (a replacement's "something", templates_replacement)."""
    return {"kind": "ko_self"}


@COSTS.register("hand_to_deck_bottom", r"place (\d+) cards? from your hand at the bottom of your deck(?: in any order)?", full=True,
                flags=re.I)
def _hand_to_deck_bottom(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"You may place 1 card from your hand at the bottom of your deck: …" (costs_starters, in the order picked)."""
    return {"kind": "hand_to_deck_bottom", "n": int(m[1])}


@COSTS.register("self_minus_power", r"give this Character -(\d+) power during this turn", full=True, flags=re.I)
def _self_minus_power(m: re.Match, costs: list[Cost]) -> Cost | None:
    """"you may give this Character -2000 power during this turn instead" (``n``: the power)."""
    return {"kind": "self_minus_power", "n": int(m[1])}
