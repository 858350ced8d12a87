""" "When this character is banished, if any of the cards that were under them are character cards,
you may play those characters from your discard for free" (Sulley & Boo - Scare Buddies). Op
``play_were_under_free`` (engine.lorcana.ops); registered on import (engine.lorcana.flow imports
this module). The cards that were under it (the banish's look-back, 8.4.4: ``under_uids``) went to
the discard with it (Comprehensive Rules 2.2.0 8.10.7, outside the seed documents). The "if" is
checked as the ability resolves (7.4.4): with no character card among them, nothing is asked. "You
may" is one choice for the whole sentence (7.1.3): every one of those characters still in the
discard is played without paying its ink cost (4.3.4.10); a prohibition beats the permission (1.2.2)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import ctype, name
from .ops import GAME
from .play import put_played_card
from .prohibitions import can_play
from .resolve import ask_may
from .rules import R
from .state import LorcanaState


@resolves(GAME, "play_were_under_free")
def play_were_under_free(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "ok" when at least one character was played."""
    me = frame["player"]
    were = [u for u in (frame["trigger"] or {}).get("under_uids", []) if u in st.table.cards]
    chars = [u for u in were if ctype(st, u) == "character"]
    if not chars:
        events.append(Event("nothing", f"{eff.text}: no character card was under it", R("7.4.4"), me))
        return "fail"
    cands = [u for u in chars if u in st.table.zone(me, "discard") and can_play(st, me, u)]
    if not cands:
        events.append(
            Event("nothing", f"{eff.text}: none of them can be played from your discard", R("1.2.3"), me)
        )
        return "fail"
    listed = ", ".join(name(st, u) for u in cands)
    said = ask_may(st, frame, me, f"You may play {listed} from your discard for free")
    if said is None:
        return "wait"
    if not said:
        events.append(Event("decline", f"P{me + 1} declines: {eff.text}", R("7.1.3"), me))
        return "fail"
    for u in cands:
        events.append(
            Event("play_free", f"P{me + 1} plays {name(st, u)} for free", R("4.3.4.10"), me, data={"uid": u})
        )
        put_played_card(st, u, me, events, frame_after=frame)
    frame["it"] = list(cands)
    return "ok"
