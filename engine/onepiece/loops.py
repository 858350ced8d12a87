"""Infinite loops a player can stop (11-1-1-2, 11-1-1-3).

A loop that some player can stop is one that goes through that player's optional question ("pay
the cost?" 8-3-1-4, "you may …" 8-1-2) again and again. The engine recognises it when the same
question comes back for the ``LOOP_AT``-th time in the same situation (same question, same abilities
being resolved at the same point, same battle step) with no main-phase action in between. The
player who can stop it then declares how many more times it repeats (a ``loop_count`` choice); if
the other player's optional question is also part of it (11-1-1-3), the turn player declares
first, then the opponent. The engine answers the looping question(s) itself: "yes" as many times
as declared, then "no" — with both, the first count to run out stops the loop, i.e. the smaller
count is run. A stopped loop is not chosen again from the same situation (its question is
answered "no") until a main-phase action changes the game.
"""

from __future__ import annotations

import json

from engine.core import Event, Option, Pending

from . import resolve
from .rules import R
from .state import OPState

LOOP_AT = 3  # the same optional question for the 3rd time → a loop
MAX_COUNT = 20  # the largest count offered
QUESTIONS = ("pay", "may")


def fingerprint(st: OPState, pend: Pending) -> str:
    b = st.battle
    return json.dumps([pend.kind, pend.player, pend.prompt, st.turn, st.phase,
                       [[f.src, f.ability, f.pc, f.cost_step] for f in st.stack],
                       [b.attacker, b.target, b.step] if b else None])


def reset(st: OPState) -> None:
    """A main-phase action: the game is no longer in the looping situation."""
    st.loop_seen.clear()
    st.loop_plan.clear()


def count_pending(player: int, fp: str, both: bool) -> Pending:
    opts = [Option(str(n), "Stop it now" if n == 0 else f"{n} more time{'s' if n > 1 else ''}") for n in range(MAX_COUNT + 1)]
    return Pending(player, "loop_count", "This repeats forever unless stopped: how many more times should it repeat?",
                   opts, rule=R("11-1-1-3" if both else "11-1-1-2"), context={"fp": fp})


def answer_count(st: OPState, pend: Pending, n: int, events: list[Event]) -> None:
    st.loop_plan[pend.context["fp"]] = n
    events.append(Event("loop", f"P{pend.player + 1} declares the loop repeats {n} more time(s)", pend.rule, pend.player))


def step(st: OPState, events: list[Event]) -> bool:
    """Look at the first pending question: answer it by a declared count (True: the caller
    continues the game), or ask for a count when it has come back ``LOOP_AT`` times (False)."""
    if not st.pending or st.pending[0].kind not in QUESTIONS:
        return False
    pend = st.pending[0]
    fp = fingerprint(st, pend)
    if fp in st.loop_plan:
        left = st.loop_plan[fp]
        st.pending.pop(0)
        if left > 0:
            st.loop_plan[fp] = left - 1
        else:  # stopped: the other players' counts end too, and the loop is not chosen again
            for other in st.loop_plan:
                st.loop_plan[other] = 0
        events.append(Event("loop", f"P{pend.player + 1}'s declared loop: {'repeat' if left > 0 else 'stop'}",
                            R("11-1-1-2"), pend.player))
        resolve.answer_may(st, pend.kind, left > 0, events)
        return True
    seen = st.loop_seen.get(fp, 0) + 1
    st.loop_seen[fp] = seen
    if seen < LOOP_AT:
        return False
    # 11-1-1-3: the other player's optional question also recurs in this loop → both declare.
    others = [(k, json.loads(k)[1]) for k, n in st.loop_seen.items() if n >= LOOP_AT - 1 and json.loads(k)[1] != pend.player]
    asks = [(pend.player, fp)] + ([(others[0][1], others[0][0])] if others else [])
    asks.sort(key=lambda a: a[0] != st.active)  # the turn player declares first
    for i, (player, key) in enumerate(asks):
        st.pending.insert(i, count_pending(player, key, len(asks) > 1))
    return False
