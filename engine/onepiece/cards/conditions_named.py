""""If you have [X] and [Y]" (8-3-2: a condition of the effect): both named cards, on the field
(3-1-2: the Leader, Characters and Stage) or, with "in your trash", in the trash; a name is the
card's name as 2-1-2 reads it (board.has_name). Read before the condition is cut at "and"."""

from __future__ import annotations

import re
from typing import Any

_BOTH = re.compile(r"you have \[([^\]]+)\] and \[([^\]]+)\]( in your trash)?", re.I)

ALL_NAMED = "own_named_all"
"""Condition key: every name of the list is on its player's field."""
ALL_NAMED_TRASH = "own_trash_named_all"
"""Condition key: every name of the list is in its player's trash."""


def read_both_named(text: str) -> dict[str, Any] | None:
    """The condition of "you have [X] and [Y] [in your trash]", or None for any other text."""
    m = _BOTH.fullmatch(text.strip())
    if not m:
        return None
    return {ALL_NAMED_TRASH if m[3] else ALL_NAMED: [m[1], m[2]]}
