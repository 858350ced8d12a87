"""More conditions of an effect (8-3-2: a condition the effect checks when it resolves or, for a
continuous effect, while it applies): read here, checked by ``board.round_conditions_hold`` (board.condition_holds hands
the keys of this module to it).

- "this Character is active" (4-4-1-1: an active card is untapped) → ``self_active``;
- "your opponent has any DON!! cards given" (6-5-5: DON!! given to a Leader or Character) → ``opp_given_don``;
- "you have a face-up Life card" (3-10-2-1: a Life card turned face up) → ``own_face_up_life``;
- "there are 2 or more Characters with a cost of 8 or more": both players' Characters → ``chars_cost_count``;
- "you do not have 5 Characters with a cost of 5 or more" → ``not_own_chars_cost``;
- "you have less Characters than your opponent" → ``chars_lt_opp``;
- "your opponent's Leader has 6000 power or more" (its current power, 4-7) → ``opp_leader_power``;
- "you have no Characters with 6000 base power or more" (base power, 4-9) → ``no_own_base_power``;
- "your Leader is monocolored" (one color, 2-3) → ``leader_monocolor`` (also "your monocolored Leader", scripts).
- "[you] haven't drawn a card using this Leader's effect during this turn" (scripts, OP01-062) → ``not_marked_turn``: the
  name of a card flag that op ``mark_turn`` (ops_mark_turn) sets to the turn number when the effect was done.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

ROUND_CONDITIONS: list[tuple[str, Callable[[re.Match], dict[str, Any]]]] = [
    (r"this Character is active", lambda m: {"self_active": True}),
    (r"your opponent has any DON!! cards given", lambda m: {"opp_given_don": True}),
    (r"you have a face-up Life card", lambda m: {"own_face_up_life": True}),
    (r"there are (\d+) or more Characters with a cost of (\d+) or more", lambda m: {"chars_cost_count": [int(m[1]), int(m[2])]}),
    (r"you do not have (\d+) Characters with a cost of (\d+) or more", lambda m: {"not_own_chars_cost": [int(m[1]), int(m[2])]}),
    (r"you have (?:less|fewer) Characters than your opponent", lambda m: {"chars_lt_opp": True}),
    (r"your opponent's Leader has (\d+) power or (less|more)", lambda m: {"opp_leader_power": [int(m[1]), m[2]]}),
    (r"you have no Characters with (\d+) base power or more", lambda m: {"no_own_base_power": int(m[1])}),
    (r"your Leader is monocolou?red", lambda m: {"leader_monocolor": True}),
]
"""(pattern, condition) pairs read after readers.CONDITIONS (a whole part of the condition text)."""

ROUND_KEYS = frozenset({"self_active", "opp_given_don", "own_face_up_life", "chars_cost_count", "not_own_chars_cost",
                        "chars_lt_opp", "opp_leader_power", "no_own_base_power",
                        "leader_monocolor", "not_marked_turn"})
"""The condition keys of this module."""
ROUND_WORDS = {
    "self_active": "this card is active", "opp_given_don": "your opponent has any DON!! cards given",
    "own_face_up_life": "you have a face-up Life card", "chars_cost_count": "there are {n} or more Characters with a cost of {how} or more",
    "not_own_chars_cost": "you do not have {n} Characters with a cost of {how} or more",
    "chars_lt_opp": "you have fewer Characters than your opponent", "opp_leader_power": "your opponent's Leader has {n} power or {how}",
    "no_own_base_power": "you have no Characters with {v} base power or more", "leader_monocolor": "your Leader is monocolored",
    "not_marked_turn": "this card's effect has not been done during this turn",
}
"""The conditions of this module in words (explain.condition_words)."""
