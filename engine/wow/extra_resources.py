"""More than one resource a turn (412.1a: one per turn; "You can place an additional resource on each
of your turns."): ``extra_resource`` continuous effects on the player's hero (``cards.templates_statics``)
raise the limit; each placement this turn is noted in ``st.turn_log`` (``{"ev": "placed"}``)."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState


def limit(st: WowState, player: int) -> int:
    """How many resources the player may place this turn (412.1a, plus the additional ones)."""
    hero = st.heroes[player] if player < len(st.heroes) else None
    if hero is None or hero not in st.table.cards or not kw.in_play(st, hero):
        return 1
    return 1 + sum(max(0, e.amount) for e in kw.statics(st, hero, "extra_resource"))


def placed(st: WowState, player: int) -> int:
    """Resources the player placed this turn (412.1a; additional resources of effects, 412.1c, are not counted)."""
    n = 0  # (a loop: no generator nor cell made at every listing)
    for e in st.turn_log:
        if e.get("ev") == "placed" and e.get("who") == player and e.get("turn") == st.turn:
            n += 1
    return n


def may_place(st: WowState, player: int) -> bool:
    return not st.resource_placed[player] or placed(st, player) < limit(st, player)


def note(st: WowState, player: int, quest: bool = False) -> None:
    """A resource placed (``quest``: a quest placed face up, 412.1b: "if you've placed a quest that turn", ability_conditions)."""
    st.turn_log.append({"ev": "placed", "who": player, "turn": st.turn, **({"quest": True} if quest else {})})
