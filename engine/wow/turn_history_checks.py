"""Conditions on this turn's history: "if an ally you controlled with 6 or more ATK was destroyed this turn" (Deathbringer Kor'ush's
cheaper flip, 403.2): this turn's history (``WowState.turn_log``, ``quests.note``) keeps each destroyed card's last
known ATK as it left play (EN 709, the destroy event's ``atk``, ``engine.wow.leaving_play``) and who controlled it.

Condition kind (``k``): ``zn36_ally_destroyed_atk`` — ``{"min": N}``: an ally the player controlled, with N or more
ATK as it left play, was destroyed this turn (415.9c);
``zn36_played_tag`` — ``{"tag": T, "min": N}``: the player played N or more cards this turn that are T cards or
[T] cards (a tag, class or damage-type word, ``conditions.has_tag``; 409) — "if you played three or more Frost
and/or [Frost] cards this turn" (Lady Sira'kess)."""

from __future__ import annotations

from typing import Any

from .conditions import condition_checker, has_tag
from .state import WowState


@condition_checker("zn36_")
def zn36_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "zn36_ally_destroyed_atk":
        return any(e.get("ev") == "destroy" and e.get("turn") == st.turn and e.get("who") == player and e.get("type") == "ally"
                   and int(e.get("atk") or 0) >= int(cond["min"]) for e in st.turn_log)
    if cond["k"] == "zn36_played_tag":
        return sum(1 for e in st.turn_log if e.get("ev") == "play" and e.get("turn") == st.turn and e.get("who") == player
                   and e.get("uid") in st.table.cards and has_tag(st, e["uid"], cond["tag"])) >= int(cond["min"])
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.turn_history_checks)")
