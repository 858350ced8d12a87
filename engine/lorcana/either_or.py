""" "[A] or [B]" (Comprehensive Rules 2.2.0 6.1.5.2, outside the seed documents): the player chooses one
of the ways as the effect resolves; when one can't be done, the other has to be, unasked."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event, choices

from .resolve import _at, _wait
from .rules import R, R_new
from .state import LorcanaState


def choose_either(
    st: LorcanaState,
    frame: dict,
    player: int,
    text: str,
    ways: list[tuple[int, bool]],
    labels: Callable[[], list[str]],
    events: list[Event],
) -> list[int] | str:
    """The way (``ways``: number, possible) ``player`` takes, kept in ``frame["tmp"]["or"]``: only one
    possible: that one; none: "fail" (1.2.3); else asked (the ``labels`` of all ways): "wait"."""
    choice = frame["tmp"].get("or")
    if choice is not None:
        return choice
    can = [k for k, ok in ways if ok]
    if not can:
        events.append(Event("nothing", f"{text}: neither can be done", R("1.2.3"), player))
        return "fail"
    if len(can) == 1:
        frame["tmp"]["or"] = can
        return can
    frame["tmp"]["asking"] = "or"
    return _wait(
        st,
        choices.choose_mode(
            player, "mode", f"{text}: choose one", labels(), rule=R_new("6.1.5.2"), context=_at(st)
        ),
    )
