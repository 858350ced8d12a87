""""As an ally enters play under an opponent's control, it loses and can't have powers until the start of that opponent's
next turn." (Greatsword of Horrid Dreams; helper d37wow).

A continuous power ``zd37_enter_powerless`` (never carried out, EN 714) of a card in play: an ally entering play under
the control of an opponent of that card's controller gets, as it enters (before anything reads its powers: its "When
this enters play" never triggers, 103.2), a ``lost_powers.NO_POWERS`` modifier lasting until the start of its
controller's next turn (``durations.UNTIL_YOUR_NEXT_TURN``, 501.1a). Every way into play asks :func:`on_entry`: a card
played or put into play (``procedure.resolve_card``, 710.1), a token (``procedure.make_tokens``, 404.2) and a token copy
(``copies.token_copy``, 402.3)."""

from __future__ import annotations

from engine.core import Event, Modifier

from . import keywords as kw
from .durations import UNTIL_YOUR_NEXT_TURN
from .lost_powers import NO_POWERS
from .rules import EN
from .state import WowState

OP = "zd37_enter_powerless"


def on_entry(st: WowState, uid: int) -> list[Event]:
    """The ally ``uid`` just entered play: it loses its powers if an opponent of its controller has such a power."""
    found = kw.sources_doing(st, OP)
    if not found or not kw.is_ally(st, uid):
        return []
    ctl = st.table.peek(uid).controller
    for src, _effs in found:
        card = st.table.peek(src)
        if src == uid or card.face_down or card.controller == ctl or not any(e.op == OP for e in kw.statics(st, src, OP)):
            continue
        st.modifiers.append(Modifier(uid, NO_POWERS, 0, duration=UNTIL_YOUR_NEXT_TURN, player=ctl, turn=st.turn, source=src))
        return [Event("modify", f"{kw.name(st, uid)} loses and can't have powers until the start of P{ctl + 1}'s next turn ({kw.name(st, src)})",
                      EN("714.1"), card.controller, data={"uid": uid})]
    return []
