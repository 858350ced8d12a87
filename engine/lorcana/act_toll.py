"""RC - Remote-Controlled Car: "This character can't quest or challenge unless you pay 1 {I}." A
static ability (7.6.1) compiled as the keyword ``act_toll`` with the amount as its value: the
character may quest (4.3.5) or challenge (4.3.6) only if its player can pay that much ink (ready
ink, then ink drops: engine.lorcana.play.pay_ink), and pays it as the quest or challenge is declared
(4.3.5.6, 4.3.6.8: an effect that restricts it; "unless" offers the payment as the way past it)."""

from __future__ import annotations

from engine.core import Event

from .characteristics import has, keyword_value
from .play import ink_available, pay_ink
from .state import LorcanaState

KW = "act_toll"


def toll(st: LorcanaState, uid: int) -> int:
    """The ink ``uid`` must pay to quest or challenge (0: none)."""
    return (keyword_value(st, uid, KW) or 0) if has(st, uid, KW) else 0


def toll_problem(st: LorcanaState, player: int, uid: int, rule: str) -> tuple[str, str, str] | None:
    """Why ``player`` can't pay the toll now (``rule``: 4.3.5.6 quest, 4.3.6.8 challenge), or None."""
    need = toll(st, uid)
    if need and ink_available(st, player) < need:
        return (rule, f"this character can't do that unless you pay {need} ink", f"このキャラクターは{need}インクを支払わなければそれを行えません")
    return None


def pay_toll(st: LorcanaState, player: int, uid: int, events: list[Event]) -> None:
    """Pay the toll as the quest or challenge is declared."""
    need = toll(st, uid)
    if need:
        pay_ink(st, player, need, events)
