"""Turn order changes: extra turns (500.3), skipped turns (500.4) and ending the turn (500.5).

``WowState.extra_turns`` is a stack of players (the latest created is taken first, right after
the current turn); ``WowState.skips`` lists one entry per turn a player will skip (two "skip your
next turn" effects skip the next two, 500.4: a skipped turn is replaced by nothing);
``WowState.regular`` is the player whose turn in the normal order came last, so the normal
order resumes after extra turns.
"""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import combat, continuations, control, durations, grave_route
from . import keywords as kw
from .ops import GAME, OpCall
from .rules import R
from .state import WowState, lasting


def next_player(st: WowState) -> tuple[int, list[Event]]:
    """Who takes the next turn: an extra turn first (500.3), else the next player in turn order
    (500.1); a player with a turn to skip skips it (500.4)."""
    events: list[Event] = []
    if st.regular < 0:
        st.regular = st.active
    for _ in range(64):
        if st.extra_turns:
            p, extra = st.extra_turns.pop(), True
        else:
            p, extra = (st.regular + 1) % st.num_players, False
            st.regular = p
        if p in st.skips:
            st.skips.remove(p)
            events.append(Event("skip_turn", f"P{p + 1}'s {'extra ' if extra else ''}turn is skipped", R("500.4"), p))
            continue
        if extra:
            events.append(Event("extra_turn", f"P{p + 1} takes an extra turn", R("500.3"), p))
        return p, events
    return (st.regular + 1) % st.num_players, events


def give_extra_turn(st: WowState, player: int) -> list[Event]:
    """500.3: an extra turn right after the current one (the latest created comes first)."""
    st.extra_turns.append(player)
    return [Event("extra_turn", f"P{player + 1} will take an extra turn after this one", R("500.3"), player)]


def skip_turn(st: WowState, player: int) -> list[Event]:
    """500.4: ``player`` skips their next turn (effects add up)."""
    st.skips.append(player)
    return [Event("skip_turn", f"P{player + 1} will skip their next turn", R("500.4"), player)]


def end_the_turn(st: WowState) -> list[Event]:
    """500.5: no priority; every other link is interrupted by the game (cards to their owners'
    graveyards, 103.3); the window closes; combat ends; "this combat"/"this turn" modifiers end;
    the game skips to the start of the next turn (no end-of-turn triggers, no wrap-up)."""
    events = [Event("end_turn", f"P{st.active + 1}'s turn ends now", R("500.5"), st.active)]
    for link in reversed(st.chain):
        card = st.table.cards.get(link.uid)
        if link.kind in ("card", "resource") and card is not None and card.zone == "chain":
            name = kw.name(st, link.uid) if link.kind == "card" else "a resource"
            grave_route.move(st, link.uid, R("500.5"))
            events.append(Event("interrupt", f"{name} is interrupted by the game", R("103.3"), link.controller, data={"uid": link.uid}))
    st.chain, st.triggers, st.passes = [], [], 0
    st.waiting = {}
    st.pending = [p for p in st.pending if p.kind in ("manual",)]
    events += combat.end_combat(st)
    st.modifiers = effects.expire(st.modifiers, "turn_end", st.turn, st.active)
    events += durations.end_of_turn(st)  # "until the end of your next turn" (engine.wow.durations)
    st.shields = lasting(st.shields)  # "this turn" shields end (500.5); one printed without a duration stays
    events += control.expire_turn(st)
    p, skipped = next_player(st)
    st.turn += 1
    st.active = p
    return events + skipped + continuations.start_turn(st)


@resolves(GAME, "extra_turn")
@resolves(GAME, "skip_turn")
def _extra_or_skip(call: OpCall) -> list[Event]:
    """500.3, 500.4: you, each opponent, or a chosen player."""
    tgt = call.eff.target
    who = [1 - call.player] if tgt is not None and tgt.kind in ("opponent", "each_opponent") else [call.player]
    if tgt is not None and tgt.kind == "chosen":  # "Target player skips his next turn." (EN 706: named by his hero)
        who = sorted({call.st.table.cards[u].controller for u in call.uids})
    events: list[Event] = []
    for q in who:
        events += (give_extra_turn if call.eff.op == "extra_turn" else skip_turn)(call.st, q)
    return events


@resolves(GAME, "end_turn")
def _end_turn(call: OpCall) -> list[Event]:
    """500.5: nothing after this resolves."""
    call.stop = True
    return end_the_turn(call.st)
