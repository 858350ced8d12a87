"""Keywords given "while this ally remains under your control" / "while NAME remains in your party"
(EN 714.1: a continuous effect lasts for the duration its text gives; 401.3b).

Op ``r2a_grant_while_under`` (``keyword``): each target gets the keyword as a lasting modifier
(``Modifier.source`` the link's card, ``player`` the link's controller), noted on the target
(``flags["r2a_while"]``: ``[source, player, keyword]``). It ends when the source leaves play (415.9a: it
becomes a new card) or another player gains control of the source: :func:`end_for`, called by
``engine.wow.control`` (which this module doesn't import).

"When this ally enters play, target opposing ally can't ready during its controller's ready step while
this ally remains under your control." (Kaelyn Vineminder); "in your party" is the same for an ally (EN 206)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

FLAG = "r2a_while"


@resolves(GAME, "r2a_grant_while_under")
def _grant(call: OpCall) -> list[Event]:
    """EN 714.1: the keyword lasts while the source remains under the link controller's control."""
    st, events = call.st, []
    for uid in call.uids:
        st.modifiers.append(Modifier(uid, "", max(call.eff.amount, 1), keyword=call.eff.keyword, duration="permanent",
                                     player=call.player, turn=st.turn, source=call.link.uid))
        st.table.cards[uid].flags.setdefault(FLAG, []).append([call.link.uid, call.player, call.eff.keyword])
        events.append(Event("modify", f"{kw.name(st, uid)} has {call.eff.keyword} while {kw.name(st, call.link.uid)} "
                            f"remains under P{call.player + 1}'s control", EN("714.1"), call.player))
    return events


def end_for(st: WowState, source: int, controller: int | None = None) -> list[Event]:
    """End the keywords given by ``source`` this way: all of them when it leaves play (``controller``
    None), those given for another player than ``controller`` when it changes controller (401.3b)."""
    ended = 0
    for card in st.table.peek_cards():
        notes = card.flags.get(FLAG)
        if not notes:
            continue
        gone = [n for n in notes if n[0] == source and (controller is None or n[1] != controller)]
        if not gone:
            continue
        live = st.table.cards[card.uid]
        live.flags[FLAG] = [n for n in notes if n not in gone]
        for src, player, keyword in gone:
            before = len(st.modifiers)
            st.modifiers = [m for m in st.modifiers if not (m.uid == card.uid and m.source == src and m.player == player
                                                            and m.keyword == keyword and m.duration == "permanent")]
            ended += before - len(st.modifiers)
    if not ended:
        return []
    return [Event("expire", f"{ended} effect(s) lasting while their source remained under its controller's control end", R("401.3b"), None)]
