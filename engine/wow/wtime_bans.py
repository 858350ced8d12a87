"""Restrictions on a whole group of cards for a while (103.2: a "can't" wins over a "can"; helper wtime):
"Allies can't attack until after your next turn." (Battle Preparations), "Cards in play can't ready until
after your next turn." (Sacred Moment), "… opposing cards can't attack or exhaust until the start of your
next turn." (Fingers of Frost).

The group is named, not listed: a card that joins it later (an ally entering play, a card gaining control)
is restricted too, as the words say. The op ``wtime_ban`` puts one modifier on the link controller's hero
(a player's restrictions live on his hero, as ``templates_wstatics_bans``'): stat ``BAN + what``, for the
effect's duration (``engine.wow.durations`` ends the long ones), ``player`` the link's controller. ``what``:

- ``allies_cant_attack``: no ally can be declared as an attacker (EN 601.1);
- ``cards_cant_ready``: no card in play (resources too) can ready (411.1, 501.1a);
- ``opposing_cant_attack`` / ``opposing_cant_exhaust``: the cards of the other players can't attack / can't
  become exhausted (411.1: attacking, protecting, paying, "exhaust target …").

:func:`forbids` is asked by ``combat.can_attack`` and ``restrictions.can_ready`` / ``can_exhaust``.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import durations
from . import keywords as kw
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

BAN = "wtime_ban:"
OP = "wtime_ban"
WHAT = {
    "allies_cant_attack": ("attack", "allies can't attack"),
    "cards_cant_ready": ("ready", "cards in play can't ready"),
    "opposing_cant_attack": ("attack", "P{q}'s opponents' cards can't attack"),
    "opposing_cant_exhaust": ("exhaust", "P{q}'s opponents' cards can't be exhausted"),
}
"""Each restriction: the act it forbids and how an event says it."""


def forbids(st: WowState, uid: int, act: str) -> bool:
    """Whether a group restriction forbids card ``uid`` to ``act`` ("attack", "ready", "exhaust") now."""
    if not st.modifiers:
        return False
    for m in st.modifiers:  # noqa: SIM110 (a loop: no generator made at every question)
        if m.stat.startswith(BAN) and _forbids(st, m, uid, act):
            return True
    return False


def _forbids(st: WowState, m: Modifier, uid: int, act: str) -> bool:
    what = m.stat[len(BAN):]
    if WHAT.get(what, ("",))[0] != act:
        return False
    if what == "allies_cant_attack":
        return kw.is_ally(st, uid)
    if what in ("opposing_cant_attack", "opposing_cant_exhaust"):
        return st.table.peek(uid).controller != m.player
    return what == "cards_cant_ready"


@resolves(GAME, OP)
def _ban(call: OpCall) -> list[Event]:
    st, p, what = call.st, call.player, call.eff.keyword
    if what not in WHAT:
        raise ValueError(f"wtime_ban: unknown restriction {what!r}")
    duration = call.eff.duration or "this_turn"
    st.modifiers.append(Modifier(st.heroes[p], BAN + what, 0, duration=duration, player=p, turn=st.turn, source=call.link.uid))
    text = WHAT[what][1].format(q=p + 1)
    return [Event("modify", f"{text[0].upper()}{text[1:]}{durations.phrase(duration)}", R("103.2"), p)]
