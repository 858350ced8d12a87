"""Conditions of helper w30abil (``k`` starting with "wa30_"; registered in ``conditions.CHECKED_BY``):

- ``wa30_chosen``: the source's entry choice (``entry_choice``: "As this ability enters play, choose one: …", kept in
  its flags) is ``cond["is"]`` (Bloody Grip: which of its two powers it has, EN 707.1c);
- ``wa30_placed_quest``: the player placed a quest (face up, 412.1b) this turn (``extra_resources.note``; Call of the
  Grove);
- ``wa30_hero_threatened``: the player's hero is defending (the combat's defender, EN 602) or the target of an opposing
  card or effect on the chain (EN 706; Feign Death's "Play only if …", 103.2)."""

from __future__ import annotations

from typing import Any

from .conditions import condition_checker
from .entry_choice import CHOSEN
from .state import WowState


@condition_checker("wa30_")
def wa30_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wa30_chosen":
        card = st.table.peek(source, None)
        return card is not None and card.flags.get(CHOSEN) == cond["is"]
    if k == "wa30_placed_quest":
        return any(e.get("ev") == "placed" and e.get("quest") and e.get("who") == player and e.get("turn") == st.turn for e in st.turn_log)
    if k == "wa30_hero_threatened":
        hero = st.heroes[player]
        c = st.combat
        if c is not None and c.stage in ("proposed", "step") and c.defender == hero:
            return True
        return any(link.controller != player and hero in link.targets for link in st.chain)
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.ability_conditions)")
