"""A completion cost that declares a card (EN 702.1, 403.1): "On your turn: Declare an opposing hero or ally the
Traitor King this turn and pay 3 to complete this quest." — and the reward that reads it: "Heroes and allies you
control have Assault 1 while attacking the Traitor King this turn." (Death to the Traitor King).

The choice cost ``{"wd31_declare": filter}`` (``engine.wow.choice_cost``) is paid by naming a card in play matching
the filter (a declaration, not a target: 706 doesn't apply); the card is kept on the quest with the turn
(``flags[KEY]``). The op ``wd31_assault_vs_declared`` gives each hero and ally its controller controls now (as a
group this turn's effect gives, EN 714.1) the keyword ``keyword`` ``amount`` this turn, counting only while it
attacks the declared card (``engine.wow.attacking_only``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .attacking_only import stat_for
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

KEY = "wd31_declared"
"""The quest's flag: [declared card, turn]."""


def candidates(st: WowState, p: int, source: int, flt: dict[str, Any]) -> list[int]:
    """The heroes and allies in play that may be declared (the filter seen by ``p``)."""
    from .targets import matches

    return [u for q in range(len(st.players)) for z in ("hero_row", "allies") for u in st.table.zone(q, z)
            if kw.is_character(st, u) and not st.table.peek(u).face_down and matches(st, p, u, flt, source)]


def pay(st: WowState, p: int, source: int, payer: int) -> list[Event]:
    """Declare ``payer``: kept on the quest for this turn."""
    st.table.cards[source].flags[KEY] = [payer, st.turn]
    return [Event("declare", f"P{p + 1} declares {kw.name(st, payer)} the Traitor King this turn", EN("702.1"), p, data={"uid": payer})]


def declared(st: WowState, source: int) -> int | None:
    """The card declared this turn by completing ``source``."""
    got = st.table.peek(source).flags.get(KEY)
    return got[0] if got and got[1] == st.turn else None


@resolves(GAME, "wd31_assault_vs_declared")
def _assault_vs_declared(call: OpCall) -> list[Event]:
    st = call.st
    king = declared(st, call.link.uid)
    if king is None or not kw.in_play(st, king):
        return []
    events: list[Event] = []
    for uid in [u for z in ("hero_row", "allies") for u in st.table.zone(call.player, z) if kw.is_character(st, u)]:
        st.modifiers.append(Modifier(uid, stat_for(king), call.amount, keyword=call.eff.keyword, duration="this_turn", player=call.player,
                                     turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {call.eff.keyword} {call.amount} while attacking {kw.name(st, king)} this turn",
                            EN("714.1"), call.player, data={"uid": uid}))
    return events
