""""When Larrington is destroyed while not an Undead, target opponent puts him into his party, …" (Larrington Zarus;
helper w31ally): the op ``we31_to_opponent_party`` puts the source card from its graveyard into play under the control
of the opponent (in the two-player game, the targeted opponent), as a resolving card enters play (710.1, 415.8b: he
joins that player's party). Nothing happens once it left the graveyard (415.9a: a new card; EN 709.2a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .continuations import resolve_card
from .ops import GAME, OpCall
from .rules import EN
from .state import Link

OP = "we31_to_opponent_party"


@resolves(GAME, OP)
def _to_opponent_party(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.uid
    card = st.table.peek(uid, None)
    if card is None or card.zone != "graveyard":
        return [Event("graveyard", "The card left the graveyard: it stays where it is", EN("709.2a"), call.player)]
    tgt = call.eff.target
    opp = 1 - call.player if tgt is None or tgt.kind == "opponent" or not call.uids else st.table.peek(call.uids[0]).controller
    return resolve_card(st, Link("card", opp, uid, label=kw.name(st, uid)))  # it enters play as a resolving card would (710.1)
