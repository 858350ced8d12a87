""" "Shuffle your deck, then reveal the top card. If it's an action card, you may play it for free.
Otherwise, put it on the bottom of your deck, then …" (Prophetic Vision) and "you may reveal the top
card of your deck. If you do, you may play it. Otherwise, put it into your discard" (Dash Parr - Super
Fast). Op ``reveal_top_or_else`` (engine.lorcana.ops): ``condition`` = {"take": filter, "free": bool,
"shuffle": bool, "keep_declined": bool}; ``zone`` = where a miss goes ("bottom" | "discard"); the
``then`` steps are the rest of the "otherwise" (they run only after a miss: the op is "ok" then).

The revealed card is seen by all (7.1.10). A card played for free is played without its ink cost
(4.3.4.10); one played without "for free" is paid for (4.3.4.6, decreases apply, 4.3.4.5) and can't
be played when its cost can't be paid (1.2.3). An action played this way resolves after the current
ability (7.1.6). Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ink_drops import paid_for_play
from .ops import GAME
from .play import ink_available, pay_ink, play_cost, put_played_card, reduction
from .prohibitions import prohibited, self_prohibited
from .resolve import ask_may
from .rules import R
from .state import LorcanaState
from .zones import move_card


def playable(st: LorcanaState, player: int, uid: int, free: bool) -> bool:
    """Can ``player`` play ``uid`` now: not forbidden (1.2.2) and, unless free, its cost payable (4.3.4.6)."""
    if prohibited(st, player, "play", st.cards[st.table.cards[uid].card_id]) or self_prohibited(
        st, player, uid
    ):
        return False
    return free or ink_available(st, player) >= play_cost(st, player, uid, "ink")


def play_from_deck(
    st: LorcanaState, frame: dict[str, Any], uid: int, free: bool, events: list[Event]
) -> None:
    """Play ``uid`` from the deck: for free (4.3.4.10) or paying its cost (4.3.4.6)."""
    me = frame["player"]
    if not free:
        cost = play_cost(st, me, uid, "ink")
        red, used = reduction(st, me, uid)
        if used is not None and red:
            st.floating.remove(used)
        paid_for_play(st, me, uid, pay_ink(st, me, cost, events))
    events.append(
        Event(
            "reveal",
            f"P{me + 1} plays {name(st, uid)}{' for free' if free else ''}",
            R("4.3.4.10" if free else "4.3.4.3"),
            me,
            data={"uid": uid},
        )
    )
    put_played_card(st, uid, me, events, frame_after=frame)
    frame["it"] = [uid]


def reveal_top_once(st: LorcanaState, frame: dict, me: int, text: str, events: list[Event]) -> int | None:
    """The top card of ``me``'s deck, revealed once per frame (7.1.10); None with an empty deck (1.2.3)."""
    top = st.table.top(me, "deck", 1)
    if not top:
        events.append(Event("nothing", f"{text}: the deck is empty", R("1.2.3"), me))
        return None
    if not frame["tmp"].get("shown"):
        events.append(effects.reveal(st.table, [top[0]], R("7.1.10"), me))
        frame["tmp"]["shown"] = True
    return top[0]


@resolves(GAME, "reveal_top_or_else")
def reveal_top_or_else(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Reveal the top card; a matching one may be played; otherwise it goes to ``zone`` and the
    ``then`` steps follow ("ok"). "fail" when the card was played, stays on top, or the deck is empty."""
    me = frame["player"]
    cond = eff.condition or {}
    if cond.get("shuffle") and not frame["tmp"].get("shuffled"):
        events.append(effects.shuffle(st.table, st.rng, me, "deck", R("7.1")))
        frame["tmp"]["shuffled"] = True
    uid = reveal_top_once(st, frame, me, eff.text, events)
    if uid is None:
        return "fail"
    free = bool(cond.get("free"))
    if matches(st, uid, cond.get("take", {}), me, frame["source"]) and playable(st, me, uid, free):
        said = ask_may(st, frame, me, f"You may play {name(st, uid)}{' for free' if free else ''}")
        if said is None:
            return "wait"
        if said:
            play_from_deck(st, frame, uid, free, events)
            return "fail"
        if cond.get("keep_declined"):  # "otherwise" is only for a card that doesn't match: it stays on top
            events.append(
                Event("decline", f"{name(st, uid)} stays on the top of P{me + 1}'s deck", R("7.1.3"), me)
            )
            return "fail"
    if eff.zone == "discard":
        events.append(move_card(st, uid, "discard", R("7.1.10")))
    else:
        st.table.move(uid, "deck", player=me, position=None)
        events.append(
            Event("bottom", f"{name(st, uid)} goes on the bottom of P{me + 1}'s deck", R("7.1.10"), me)
        )
    return "ok"
