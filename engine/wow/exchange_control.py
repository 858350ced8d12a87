""""Target opponent chooses an ally he controls. Exchange control of that ally and this weapon." (Dagger of Betrayal;
helper w30gear): the op ``w30_exchange_with_ref`` swaps controllers (401.3, ``engine.wow.control``, for good) of the
card the link remembered (his pick, ``engine.wow.refs``) and the source card — only if both are still in play under
different controllers (an exchange that can't be done entirely isn't done, 401.3)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .control import gain_control
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "w30_exchange_with_ref")
def _exchange(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    picked = [row["uid"] for row in call.link.data.get("ref", []) if row["uid"] in st.table.cards]
    if not picked or not kw.in_play(st, src) or not kw.in_play(st, picked[0]):
        return [Event("control", "Nothing to exchange", R("401.3"), call.player)]
    other = picked[0]
    mine, theirs = st.table.peek(src).controller, st.table.peek(other).controller
    if mine == theirs:
        return [Event("control", "Both are under one player's control: nothing to exchange", R("401.3"), call.player)]
    return gain_control(st, other, mine) + gain_control(st, src, theirs)
