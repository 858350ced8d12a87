""" "{E}, Banish one of your other characters — Play a character with the same name as the banished
character for free" (Hades - Double Dealer): the banished card paid the cost (7.5.3.2; its uid is in the
ability's ``paid`` look-back, engine.lorcana.chosen_costs); a character card of the player's hand with
that name is played without its ink cost (4.3.4.10). "Play" has no "may": with a matching card one is
played; with none, nothing happens (1.2.3). Op ``play_same_name`` (engine.lorcana.ops). Registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name, names_match
from .ops import GAME
from .play import put_played_card
from .prohibitions import prohibited, self_prohibited
from .resolve import _ask
from .rules import R
from .state import LorcanaState


@resolves(GAME, "play_same_name")
def play_same_name(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Play a character card from the hand named like the card that paid the cost, for free."""
    me = frame["player"]
    named = [
        str(st.cards[st.table.cards[u].card_id].get("name", ""))
        for u in frame["trigger"].get("paid", [])
        if u in st.table.cards
    ]
    cands = [
        u
        for u in st.table.zone(me, "hand")
        if str(st.cards[st.table.cards[u].card_id].get("type", "")).lower() == "character"
        and any(names_match(str(st.cards[st.table.cards[u].card_id].get("name", "")), n) for n in named)
        and not self_prohibited(st, me, u)
        and not prohibited(st, me, "play", st.cards[st.table.cards[u].card_id])
    ]
    if not cands:
        events.append(
            Event("nothing", f"{eff.text}: no character card with that name in hand", R("1.2.3"), me)
        )
        return "fail"
    picks = frame["tmp"].pop("answer", None)
    if picks is None:
        frame["tmp"]["asking"] = "answer"
        return _ask(
            st,
            frame,
            me,
            "look",
            f"{eff.text}: choose the character to play for free",
            [Option(str(u), name(st, u)) for u in cands],
            1,
            1,
            "4.3.4.10",
        )
    uid = int(picks[0])
    events.append(
        Event("reveal", f"P{me + 1} plays {name(st, uid)} for free", R("4.3.4.10"), me, data={"uid": uid})
    )
    put_played_card(st, uid, me, events, frame_after=frame)
    frame["it"] = [uid]
    return "ok"
