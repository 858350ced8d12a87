"""A card that hands itself to an opponent and loses the power that did it (401.3, 103.2): Enslaved Abyssal "At the
end of your turn, if you didn't play a Demon or Demonology card this turn, choose an opponent. He gains control of
Enslaved Abyssal, and it loses this power."

The op ``xc32_opponent_gains_self`` (condition ``{"unless_played": [tags]}``): unless the power's controller played a
card with one of those tags this turn (409.1: a card put on the chain, ``dealt_with_ability``'s ``w8a_played`` log; a
race, class, talent or other tag, 202.1a) and unless the power is already lost, the opponent (the one other player of
the two-player game) gains control of the source for good (401.3, ``control.gain_control``) and a permanent modifier
:data:`LOST` marks the power lost: it does nothing more while the card stays in play; leaving play, the card is a new
card with its power back (415.9a: its modifiers go)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .conditions import has_tag
from .control import gain_control
from .dealt_with_ability import PLAYED
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "xc32_opponent_gains_self"
LOST = "xc32_gift_power_lost"
"""The modifier keyword: the card's "he gains control …" power is lost (103.2)."""


def played_tagged(st: WowState, player: int, tags: list[str]) -> bool:
    """``player`` played a card with one of ``tags`` this turn (409.1)."""
    return any(e.get("ev") == PLAYED and e.get("turn") == st.turn and e.get("who") == player and e.get("uid") in st.table.cards
               and any(has_tag(st, e["uid"], t) for t in tags) for e in st.turn_log)


def lost(st: WowState, uid: int) -> bool:
    return any(m.uid == uid and m.keyword == LOST for m in st.modifiers)


@resolves(GAME, OP)
def _opponent_gains_self(call: OpCall) -> list[Event]:
    st, src, p = call.st, call.link.uid, call.player
    if src not in st.table.cards or not kw.in_play(st, src) or lost(st, src):
        return []
    tags = list((call.eff.condition or {}).get("unless_played") or [])
    if played_tagged(st, p, tags):
        return [Event("trigger", f"{kw.name(st, src)}: a {' or '.join(tags)} card was played this turn; nothing happens", EN("703"), p)]
    opponent = 1 - p  # "choose an opponent": the one opponent of the two-player game
    events = gain_control(st, src, opponent, duration="permanent", source=src, rule=R("401.3"))
    st.modifiers.append(Modifier(src, "", 1, keyword=LOST, duration="permanent", player=opponent, turn=st.turn, source=src))
    return [*events, Event("modify", f"{kw.name(st, src)} loses this power", R("103.2"), p)]
