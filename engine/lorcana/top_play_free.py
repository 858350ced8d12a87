""" "Look at the top 4 cards of your deck. You may reveal an action card with cost 6 or less and play
it for free. Put the rest in your discard" (Robin Hood - Sharpshooter, Down in New Orleans) and
"reveal the top card of your deck. If it's a character card named Pete, you may play it for free"
(Pete - Wrestling Champ, Chief Bogo - Commanding Officer). Looked-at cards are seen by their player
alone, revealed ones by everyone (7.1.10); the card chosen is played without paying its ink cost
(4.3.4.10; an action resolves after this ability, 7.1.6); the other cards go where the text puts
them (the discard, the bottom of the deck, or they stay on top). Op ``top_play_free``
(engine.lorcana.ops); registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .play import put_played_card
from .prohibitions import can_play
from .resolve import ask_choose
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "top_play_free")
def top_play_free(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``amount``: how many top cards; ``condition`` = {"take": filter, "reveal": bool (revealed to
    all rather than looked at), "rest": "discard" | "bottom" | "top"}. "ok" when a card was played."""
    me = frame["player"]
    cond = eff.condition or {}
    if "seen" not in frame["tmp"]:
        seen = st.table.top(me, "deck", max(1, eff.amount))
        frame["tmp"]["seen"] = list(seen)
        if seen and cond.get("reveal"):
            events.append(effects.reveal(st.table, list(seen), R("7.1.10"), me))
        elif seen:
            events.append(
                Event(
                    "look_private",
                    f"You look at {', '.join(name(st, u) for u in seen)}",
                    R("7.1.10"),
                    me,
                    [me],
                )
            )
    seen = frame["tmp"]["seen"]
    ok = [u for u in seen if matches(st, u, cond.get("take", {}), me, None) and can_play(st, me, u)]
    picks = frame["tmp"].get("play")
    if picks is None and ok:
        opts = [Option(str(u), name(st, u)) for u in ok]
        return ask_choose(
            st,
            frame,
            me,
            f"{eff.text}: you may play one of these for free",
            opts,
            n=1,
            up_to=True,
            rule=R("4.3.4.10"),
            key="play",
        )
    played = [u for u in picks or [] if u in ok][:1]
    rest = [u for u in seen if u not in played and st.table.cards[u].zone == "deck"]
    for u in played:
        if not cond.get("reveal"):
            events.append(effects.reveal(st.table, [u], R("7.1.10"), me))
        put_played_card(st, u, me, events, frame_after=frame)
    if cond.get("rest") == "discard":
        for u in rest:
            events.append(move_card(st, u, "discard", R("7.1.10")))
    elif cond.get("rest") == "bottom":
        for u in rest:
            st.table.move(u, "deck", player=me, position=None)
        if rest:
            events.append(
                Event(
                    "bottom",
                    f"P{me + 1} puts {len(rest)} card(s) on the bottom of their deck",
                    R("8.2.4"),
                    me,
                )
            )
    frame["it"] = played
    return "ok" if played else "fail"
