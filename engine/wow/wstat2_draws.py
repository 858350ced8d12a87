"""Draws replaced (EN 716 replacement effects; helper wstat2), asked by ``procedure.draw`` before each
card a player would draw:

- the continuous power ``wst2_draw_instead`` (EN 714) with ``condition={"mode": "double"}`` — Voren'thal
  the Seer "If you would draw a card, draw two instead.": its controller draws two cards instead of that
  one (two such powers: four, each replacing the draw once);
- the same with ``"mode": "steal"`` — The Abominable Greench "If an opponent would draw a card, you draw
  one instead.": that opponent doesn't draw; the power's controller draws a card from his own deck;
- the op ``wst2_steal_next_draw`` (``Target("opponent")``) — Frozen Solid "The next time target opponent
  would draw a card this turn, you draw one instead.": kept on that opponent's hero for this turn, used by
  his next draw.

A card drawn instead is not replaced again (a replacement applies once to an event, EN 716, and the new
draw is part of that replaced event), so two players' Greenches never pass a draw back and forth. The
replacing draws follow the usual rules: one at a time, "can't draw" stops them (103.2), and a player who
must draw from an empty deck is decked (410.6b)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import draw_cap
from . import keywords as kw
from .lost_powers import suppressed
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "wst2_draw_instead"
STEAL_NEXT = "wst2_steal_next_draw"
_FLAG = "_wst2_stolen_draw"
"""On the hero of the player whose next draw this turn is taken: ``[turn, [thieves …]]``."""


def _powers(st: WowState, mode: str) -> list[int]:
    """The players (one entry per power) whose face-up card in play has ``mode``'s power."""
    out = []
    for src, effs in kw.sources_doing(st, OP):
        if st.table.peek(src).face_down or suppressed(st, src):
            continue
        out += [st.table.peek(src).controller for e in effs if (e.condition or {}).get("mode") == mode]
    return out


def instead(st: WowState, player: int) -> list[int] | None:
    """Who draws (one entry per card) instead of ``player``'s next card, or None if nothing replaces it."""
    hero = st.table.peek(st.heroes[player], None) if player < len(st.heroes) else None
    taken = hero.flags.get(_FLAG) if hero is not None else None
    if taken:
        hero = st.table.cards[hero.uid]  # written: its own copy
        hero.flags.pop(_FLAG)
        if taken[0] == st.turn and taken[1]:
            thief, rest = taken[1][0], taken[1][1:]
            if rest:
                hero.flags[_FLAG] = [taken[0], rest]
            return [thief]
    thieves = [q for q in _powers(st, "steal") if q != player]
    if thieves:
        return [thieves[0]]
    doubles = sum(1 for q in _powers(st, "double") if q == player)
    return [player] * (2 ** doubles) if doubles else None


def carry_out(st: WowState, drawers: list[int], rule) -> list[Event]:
    """The replacing draws, one card at a time (415.9e)."""
    events: list[Event] = [Event("replace", f"P{drawers[0] + 1} draws {len(drawers)} card(s) instead", EN("716"), drawers[0])]
    for q in drawers:
        if draw_cap.stops(st, q):
            events.append(Event("no_draw", f"P{q + 1} can't draw more cards this turn", R("103.2"), q))
            continue
        if not st.table.zone(q, "deck"):
            st.decked[q] = True
            events.append(Event("decked", f"P{q + 1} must draw from an empty deck", R("410.6b"), q))
            continue
        events += effects.draw(st.table, q, 1, rule)[1]
        draw_cap.note(st, q)
    return events


@resolves(GAME, STEAL_NEXT)
def _steal_next(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    opp = 1 - p
    hero = st.table.cards[st.heroes[opp]]
    taken = hero.flags.get(_FLAG)
    thieves = taken[1] if taken and taken[0] == st.turn else []
    hero.flags[_FLAG] = [st.turn, [*thieves, p]]
    return [Event("modify", f"The next time P{opp + 1} would draw a card this turn, P{p + 1} draws one instead", EN("716"), p)]
