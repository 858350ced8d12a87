"""board.condition_holds reads its counts ("if you have N or more …") only for the keys of board._COUNTED
(issue 21): the counts dict and that set must name the same keys."""

from __future__ import annotations

import inspect
import re

from engine.onepiece import board

from .test_effect_rules import turn3


def test_condition_counts_are_read_for_every_counted_key_and_only_those() -> None:
    """board.condition_holds reads its counts ("if you have N or more …") only for the keys of board._COUNTED
    (issue 21): each of them is counted (no player has 1000 of anything), and the counts hold no other key."""
    st = turn3()
    for key in board._COUNTED:
        assert not board.condition_holds(st, 0, {key: [1000, "more"]}), key
    source = inspect.getsource(board.condition_holds)
    block = source[source.index("counts = {"):source.index("if key in counts")]
    assert set(re.findall(r'"(\w+)":', block)) | {"own_rested", "opp_rested"} == set(board._COUNTED)
