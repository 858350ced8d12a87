"""Effects on the next character you play or shift this turn (set 13 wordings):

- ``next_shift_less``: "you pay 1 {I} less for the next character you shift this turn" (Mrs.
  Incredible - Created by the Vine): a cost decrease (4.3.4.5) of the Shift cost only (10.8.1, an
  alternate cost); every such decrease waiting applies to that next Shift, then they are used up.
- ``next_play_exerted``: "the next character you play this turn enters play exerted and gains
  Bodyguard until the start of your next turn" (Powhatan's Staff): a replacement of how it enters
  play (7.7.4; a shifted one too, 10.8.4), used up by the next character played.

Both wait in ``state.floating`` until the end of the turn (they are removed with the turn's other
effects). engine.lorcana.play reads them; the ops are registered on import (engine.lorcana.flow
imports this module)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import Effect, resolves

from .characteristics import ctype, floating_of
from .ops import GAME
from .rules import R
from .state import LorcanaState


def _waiting(st: LorcanaState, kind: str, player: int) -> list[dict]:
    return [f for f in floating_of(st, kind) if f.get("player") == player and f.get("turn") == st.turn]


def next_shift_less(st: LorcanaState, player: int) -> int:
    """The ink taken off ``player``'s next Shift this turn."""
    return sum(int(f["amount"]) for f in _waiting(st, "next_shift_less", player))


def use_next_shift_less(st: LorcanaState, player: int) -> None:
    """A character was shifted: the decreases waiting for it are used up."""
    for f in _waiting(st, "next_shift_less", player):
        st.floating.remove(f)


def next_play_exerted(st: LorcanaState, uid: int, player: int) -> bool:
    """``uid`` (a card ``player`` plays now) is the next character played: it enters play exerted
    and gains Bodyguard until the start of its player's next turn (the effect is used up)."""
    waiting = _waiting(st, "next_play_exerted", player)
    if not waiting or ctype(st, uid) != "character":
        return False
    for f in waiting:
        st.floating.remove(f)
        if f.get("keyword"):
            st.modifiers.append(
                Modifier(
                    uid,
                    "keyword",
                    0,
                    keyword=f["keyword"],
                    duration="until_your_next_turn",
                    player=player,
                    turn=st.turn,
                )
            )
    return True


@resolves(GAME, "next_shift_less")
def next_shift_less_op(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    me = frame["player"]
    st.floating.append({"kind": "next_shift_less", "player": me, "amount": eff.amount, "turn": st.turn})
    events.append(
        Event(
            "cost",
            f"P{me + 1} pays {eff.amount} ink less for the next character they shift this turn",
            R("4.3.4.5"),
            me,
        )
    )
    return "ok"


@resolves(GAME, "next_play_exerted")
def next_play_exerted_op(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    me = frame["player"]
    st.floating.append({"kind": "next_play_exerted", "player": me, "keyword": eff.keyword, "turn": st.turn})
    events.append(
        Event(
            "later",
            f"P{me + 1}'s next character this turn enters play exerted"
            + (f" and gains {eff.keyword} until the start of their next turn" if eff.keyword else ""),
            R("7.7.4"),
            me,
        )
    )
    return "ok"
