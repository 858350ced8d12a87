"""Adventurous (set 14, Mickey Mouse - Best in Town): no rules document here defines it, so its
printed reminder text is the rule — "(This character can't challenge and must quest each turn if
able.)": the character can't challenge (1.2.2) and can't end its player's turn while it can still
quest (engine.lorcana.turn_actions.must_quest_blocker, 1.2.3 "if able")."""

from __future__ import annotations

import re

from .registries import STATIC_TEXTS


@STATIC_TEXTS.register("adventurous", r"Adventurous", full=True)
def adventurous(m: re.Match[str]) -> object:
    return [{"who": "self", "keyword": "cant_challenge", "delta": 0, "cond": None},
            {"who": "self", "keyword": "must_quest", "delta": 0, "cond": None}]
