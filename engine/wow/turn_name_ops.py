""""At the start of each player's turn, the first opponent to that player's left names a card. That card can't be played
this turn." (Jin'do's Evil Eye; helper d37wow).

The op ``zd37_turn_name_ban`` (a triggered power's effect, "start_of_each_turn", EN 703): in a two-player match the
first opponent to the turn player's left is his opponent (the checklist's scope: "the next player clockwise" is the
opponent); he names a card (EN 709.1), offered the names of the cards he knows of (``hand_reveals.nameable``: an offer
never tells him of a hidden card). The name is public; for the rest of this turn no player can play a card with that
name (103.2, EN 712: "this turn"; kept on the turn player's hero with the turn, read by ``play_bans.problem`` through
``turn_name_ban.forbids``). A card that has left play meanwhile changes nothing: the effect is one-shot (EN 709)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from .answers import handles
from .hand_reveals import nameable
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState
from .turn_name_ban import NOTE

OP = "zd37_turn_name_ban"
KIND = "zd37_turn_name_pick"


@resolves(GAME, OP)
def _name_ban(call: OpCall) -> list[Event]:
    st = call.st
    namer = 1 - st.active if st.num_players == 2 else (st.active + 1) % st.num_players  # the first opponent to his left
    names = nameable(st, namer)
    if not names:
        return [Event("name", f"P{namer + 1} knows no card to name", EN("709.1"), namer)]
    continuations.pause_for(call, NOTE, {"player": st.active},
                            Pending(namer, KIND, f"Name a card: it can't be played this turn ({call.eff.text or 'start of turn'})",
                                    [Option(n, n) for n in names], 1, 1, EN("709.1")))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The name is said (public) and kept for this turn on the turn player's hero; the link goes on."""
    note, w = continuations.take_job(st, NOTE)
    name = picks[0]
    hero = st.heroes[note["player"]]
    if hero in st.table.cards:
        card = st.table.cards[hero]
        card.flags[NOTE] = [m for m in card.flags.get(NOTE, []) if m[0] == st.turn] + [[st.turn, name]]
    event = Event("name", f"P{pending.player + 1} names {name}: no player can play a card with that name this turn", R("103.2"), pending.player)
    return [event, *continuations.resume_link(st, w)]
