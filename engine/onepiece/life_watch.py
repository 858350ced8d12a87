"""Auto effects (8-1-3-1) on cards leaving the Life areas, whatever takes them (damage 4-6, effects, costs):

- LIFE_REMOVED: "When a card is removed from your or your opponent's Life cards" / "… from your opponent's Life cards"
  / "When a card is added to your hand from your Life"; the ability's condition says which (read here, not by
  board.condition_holds): ``life_of`` "own" or "opp" (absent: either), ``life_to`` the zone the card went to
  ("hand"; absent: any). An ability triggers once per card it watches; a [Once Per Turn] one once (10-2-13);
- LIFE_ZERO: "When your number of Life cards becomes 0": the player had Life cards and has none now.

The engine keeps the Life areas as they were when an action began (:func:`start`) and compares them each time it
is about to go on automatically (:func:`check`, after rule processing, 9-1-2): the abilities are put on the stack
then, before the next step resolves.
"""

from __future__ import annotations

from engine.core import Event

from . import board
from .board import compiled
from .state import OPState

LIFE_REMOVED = "life_removed"
LIFE_ZERO = "life_zero"
_KEY = "_op_life_seen"  # on the table: a copy of the table (each action) starts without it


def _life(st: OPState) -> list[list[int]]:
    out = []  # (read only: copies of each player's list; a loop: no comprehension made at every step)
    for zones in st.table.zones:
        out.append(zones["life"][:])
    return out


def start(st: OPState) -> None:
    """The Life areas as the action begins."""
    st.table.kept[_KEY] = _life(st)


def check(st: OPState, events: list[Event]) -> None:
    """Trigger the abilities watching the Life cards that left since the last look."""
    kept = st.table.kept
    seen = kept.get(_KEY)
    zones = st.table.zones
    if seen is not None and len(seen) == len(zones):
        for was, now_zones in zip(seen, zones, strict=True):
            if was != now_zones["life"]:
                break
        else:
            return  # the same Life cards as at the last look (kept as they are: equal lists)
    now = _life(st)
    kept[_KEY] = now
    if seen is None or seen == now:
        return
    left = [(p, u) for p in range(st.num_players) for u in seen[p] if u not in now[p]]
    emptied = [p for p in range(st.num_players) if seen[p] and not now[p]]
    if not left:
        return
    from .resolve import trigger  # resolve is loaded by then: imported when it runs

    for p in range(st.num_players):
        for w in board.in_play(st, p):
            for index, ab in compiled(st, w).of(LIFE_REMOVED):
                hits = sum(_watches(st, ab.condition or {}, p, owner, u) for owner, u in left)
                for _ in range(1 if ab.once_per_turn and hits else hits):
                    trigger(st, LIFE_REMOVED, [w], events, only={(w, index)})
            if p in emptied:
                trigger(st, LIFE_ZERO, [w], events)


def _watches(st: OPState, cond: dict, player: int, owner: int, uid: int) -> bool:
    whose = cond.get("life_of", "")
    if (whose == "own" and owner != player) or (whose == "opp" and owner == player):
        return False
    return not cond.get("life_to") or (uid in st.table.cards and st.table.cards[uid].zone == cond["life_to"])
