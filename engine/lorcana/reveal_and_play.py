"""Let's Get Dangerous: "Each player shuffles their deck and then reveals the top card. Each player who reveals a
character card may play that character for free. Otherwise, put the revealed cards on the bottom of
their player's deck" (op ``shuffle_reveal_play``). Players act in turn order
(1.6.2); each decides for their own card (7.1.3: "may"); a card not played goes on the bottom.
Playing it is a free play (4.3.4.10). Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import ctype, name, turn_order_from
from .ops import GAME
from .play import put_played_card
from .prohibitions import can_play
from .resolve import ask_may
from .rules import R
from .state import LorcanaState


def _playable(st: LorcanaState, p: int, uid: int) -> bool:
    """A revealed character its player could play now (1.2.2: a prohibition wins)."""
    return ctype(st, uid) == "character" and can_play(st, p, uid)


@resolves(GAME, "shuffle_reveal_play")
def shuffle_reveal_play(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Every player shuffles and reveals (7.1.10) their top card first; then, in turn order, each
    player with a character may play it for free; the other revealed cards go on the bottom."""
    players = turn_order_from(st, st.active)
    if "shown" not in frame["tmp"]:
        shown: dict[str, int] = {}
        for p in players:
            events.append(effects.shuffle(st.table, st.rng, p, "deck", R("7.1")))
            top = st.table.top(p, "deck", 1)
            if top:
                events.append(effects.reveal(st.table, list(top), R("7.1.10"), p))
                shown[str(p)] = top[0]
        frame["tmp"]["shown"] = shown
    shown = frame["tmp"]["shown"]
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        uid = shown.get(str(p))
        if uid is not None and st.table.cards[uid].zone == "deck":
            play = False
            if _playable(st, p, uid):
                yes = ask_may(st, frame, p, f"You may play {name(st, uid)} for free")
                if yes is None:
                    return "wait"
                play = yes
            if play:
                put_played_card(st, uid, p, events, frame_after=frame)
                frame["sub"] += 1
                if (
                    st.pending
                ):  # e.g. Bodyguard's "may enter play exerted": answered before the next player goes on
                    return "wait"
                continue
            st.table.move(uid, "deck", player=p, position=None)
            events.append(
                Event("bottom", f"{name(st, uid)} goes on the bottom of P{p + 1}'s deck", R("7.1.10"), p)
            )
        frame["sub"] += 1
    return "ok"
