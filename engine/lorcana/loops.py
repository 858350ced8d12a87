"""Loop shortcuts (7.1.7): when abilities can repeat forever, the player continuing the loop
names a number of repetitions and the game moves straight to the state after them; then the game
goes on and a different action must be taken.

The ``loop`` action is ``{"steps": [{"type", "args"}, …], "times": N}``: the steps (turn actions
and the answers to the choices they ask) are shown to every player in the public log, then applied
N times, each step checked as if it were taken by hand — if any step is illegal in any repetition,
the whole shortcut is refused and nothing changes (the copy is discarded). Choice: the document's
"all players have confirmed the sequence" is the public log of the steps; since every step is
validated, no other player can refuse a legal sequence, so no separate confirmation is asked.
Afterwards the loop's first step may not be the player's next action (7.1.7 "別の行動").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Action, Event

from .rules import R, refuse
from .state import LorcanaState

STEP_TYPES = ("ink", "play", "quest", "challenge", "move", "activate", "choose")
MAX_STEPS = 20
MAX_TIMES = 1000


def signature(type_: str, args: Any) -> dict[str, Any]:
    return {"type": type_, "args": args if isinstance(args, dict) else {}}


def run_loop(st: LorcanaState, player: int, args: dict[str, Any], apply_one: Callable[[Any, Action], list[Event]], events: list[Event]) -> None:
    steps, times = args.get("steps"), args.get("times")
    if not isinstance(steps, list) or not 1 <= len(steps) <= MAX_STEPS or not all(
            isinstance(s, dict) and s.get("type") in STEP_TYPES and isinstance(s.get("args", {}), dict) for s in steps):
        raise refuse("7.1.7", f"a loop is 1 to {MAX_STEPS} steps, each a turn action or an answer", f"ループは1～{MAX_STEPS}個の手順（ターン行動または回答）です")
    if isinstance(times, bool) or not isinstance(times, int) or not 1 <= times <= MAX_TIMES:
        raise refuse("7.1.7", f"name how many times to repeat the loop (1 to {MAX_TIMES})", f"ループを繰り返す回数（1～{MAX_TIMES}）を指定してください")
    if steps[0]["type"] == "choose":
        raise refuse("7.1.7", "a loop starts with a turn action", "ループはターン行動から始まります")
    desc = "; ".join(f"{s['type']} {s.get('args', {})}" for s in steps)
    events.append(Event("loop", f"P{player + 1} repeats a loop {times} time(s): {desc}", R("7.1.7"), player))
    for n in range(times):
        for s in steps:
            if st.over:
                return
            actor = st.pending[0].player if s["type"] == "choose" and st.pending else player
            if actor != player:
                raise refuse("7.1.7", "a loop may only contain your own decisions", "ループにはあなた自身の決定だけを含められます")
            try:
                events.extend(apply_one(st, Action(s["type"], player, dict(s.get("args", {})))))
            except Exception as exc:
                msg = getattr(exc, "message", str(exc))
                raise refuse("7.1.7", f"repetition {n + 1} of the loop is not legal: {msg}", f"ループの{n + 1}回目が正しくありません: {msg}") from exc
    st.loop_block = {"player": player, **signature(steps[0]["type"], steps[0].get("args", {}))}


def check_block(st: LorcanaState, action: Action) -> None:
    """After a shortcut the game must take a different action (7.1.7)."""
    block = st.loop_block
    if not block:
        return
    if block["player"] == action.player and block["type"] == action.type and block["args"] == action.args:
        raise refuse("7.1.7", "after a loop shortcut a different action must be taken", "ループの省略の後は別の行動を取らなければなりません")
    if action.type != "choose":
        st.loop_block = None
