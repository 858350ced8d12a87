""" "Look at the top 4 cards of your deck. You may reveal an item card and put it into your hand. If that
item costs 3 or less, you may play it for free instead and it enters play exerted. Put the rest on the
bottom of your deck in any order" (The Queen - Diviner): only the player sees the cards (7.1.10) until
one is revealed; a cheap enough card may be played without its ink cost instead (4.3.4.10, 7.7.4 enters
exerted) unless something forbids playing it (1.2.2); the rest go on the bottom in the order chosen
(the card to go under first is chosen first). Op ``look_take_or_play`` (engine.lorcana.ops): ``amount``
= how many cards, ``condition`` = {"take": filter, "play_max": the most it may cost to be played,
"exerted": bool}. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .deck_ends import chosen_order, put_on_bottom
from .ops import GAME
from .play import put_played_card
from .prohibitions import can_play
from .resolve import _ask, ask_may, look_once
from .rules import R
from .state import LorcanaState
from .zones import move_card


def _playable(st: LorcanaState, me: int, uid: int, most: int) -> bool:
    return int(st.cards[st.table.cards[uid].card_id].get("cost") or 0) <= most and can_play(st, me, uid)


@resolves(GAME, "look_take_or_play")
def look_take_or_play(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Take (or play for free) up to one matching card of the top ``amount``; the rest to the bottom."""
    me = frame["player"]
    cond = eff.condition or {}
    look_once(st, frame, me, eff.amount, events)
    looked = frame["tmp"]["looked"]
    if "took" not in frame["tmp"]:
        fits = [u for u in looked if matches(st, u, cond.get("take", {}), me, None)]
        picks = frame["tmp"].pop("pick", None)
        if picks is None and fits:
            frame["tmp"]["asking"] = "pick"
            return _ask(
                st,
                frame,
                me,
                "look",
                f"{eff.text}: you may reveal one and put it into your hand",
                [Option(str(u), name(st, u)) for u in fits],
                0,
                1,
                "7.1.3",
            )
        frame["tmp"]["took"] = [int(u) for u in picks or []][:1]
        for u in frame["tmp"]["took"]:
            events.append(effects.reveal(st.table, [u], R("7.1.10"), me))
    for u in frame["tmp"]["took"]:
        if st.table.cards[u].zone != "deck":
            continue
        if _playable(st, me, u, int(cond.get("play_max", -1))):
            said = ask_may(st, frame, me, f"Play {name(st, u)} for free instead (it enters play exerted)?")
            if said is None:
                return "wait"
            if said:
                events.append(
                    Event(
                        "reveal",
                        f"P{me + 1} plays {name(st, u)} for free",
                        R("4.3.4.10"),
                        me,
                        data={"uid": u},
                    )
                )
                put_played_card(st, u, me, events, frame_after=frame, exerted=bool(cond.get("exerted")))
                continue
        events.append(move_card(st, u, "hand", R("7.1.10")))
    rest = chosen_order(
        st,
        frame,
        me,
        [u for u in looked if st.table.cards[u].zone == "deck"],
        "Choose the next card to put on the bottom of your deck",
        "7.1.10",
    )
    if rest is None:
        return "wait"
    put_on_bottom(st, me, rest, events)
    frame["it"] = list(frame["tmp"]["took"])
    return "ok" if frame["tmp"]["took"] else "fail"
