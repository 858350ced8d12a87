"""Playing one card chosen from several without paying its ink cost (4.3.4.10): "play a character
card with the same name … for free", "play a … card with cost up to … for free"."""

from __future__ import annotations

from engine.core import Event, Option

from .characteristics import name
from .play import put_played_card
from .resolve import _ask
from .rules import R
from .state import LorcanaState


def play_one_free(
    st: LorcanaState, frame: dict, me: int, cands: list[int], prompt: str, events: list[Event]
) -> str:
    """``me`` chooses one of ``cands`` (not empty) and plays it for free; it becomes "it" (7.1.9).
    "wait" while asked, else "ok"."""
    picks = frame["tmp"].pop("answer", None)
    if picks is None:
        frame["tmp"]["asking"] = "answer"
        return _ask(
            st, frame, me, "look", prompt, [Option(str(u), name(st, u)) for u in cands], 1, 1, "4.3.4.10"
        )
    uid = int(picks[0])
    events.append(
        Event("reveal", f"P{me + 1} plays {name(st, uid)} for free", R("4.3.4.10"), me, data={"uid": uid})
    )
    put_played_card(st, uid, me, events, frame_after=frame)
    frame["it"] = [uid]
    return "ok"
