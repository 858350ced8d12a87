"""Payment powers a one-shot power gives a character for the rest of the turn (EN 714.1, 500.5):
"Target ally has [Exhaust] -> Destroy target ally this turn." (Face Smash).

The op ``power_turn`` (``keyword``: the given power's text) puts a this-turn modifier on each target
(stat ``power_turn:TEXT``); while the target is in play it has that power after its own, compiled
with it as "this ally" (200.1a) and paid by it ([Exhaust] exhausts it, 411.1), as
``granted_powers`` does for powers given by continuous powers."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState
from .wreal_turn import compiled

OP = "power_turn"
"""The op, and the head of the modifier stat of a power a character has this turn."""
_HEAD = OP + ":"


def any_grant(st: WowState) -> bool:
    """Whether some character has a power given this turn by a one-shot power."""
    return bool(st.modifiers) and any(m.stat.startswith(_HEAD) for m in st.modifiers)


def grants(st: WowState, uid: int) -> tuple[Any, ...]:
    """The payment powers ``uid`` has this turn from ``power_turn`` (``granted_powers.granted``'s
    form: ``(power, text, index)``)."""
    card = st.table.peek(uid, None)
    if card is None or card.face_down or card.zone not in ("allies", "hero_row") or not any_grant(st):
        return ()
    out: list[Any] = []
    for m in st.modifiers:
        if m.uid == uid and m.stat.startswith(_HEAD):
            text = m.stat[len(_HEAD):]
            out += [(pw, text, j) for j, pw in enumerate(compiled(text, kw.name(st, uid), kw.ctype(st, uid)))]
    return tuple(out)


@resolves(GAME, OP)
def _power_turn(call: OpCall) -> list[Event]:
    """ "Target ally has [Exhaust] -> Destroy target ally this turn." (``keyword``: the power)."""
    st, out = call.st, []
    for uid in call.uids:
        if uid not in st.table.cards or st.table.peek(uid).zone not in ("allies", "hero_row"):
            continue
        st.modifiers.append(Modifier(uid, _HEAD + call.eff.keyword, 0, duration="this_turn",
                                     player=call.player, turn=st.turn, source=call.link.uid))
        out.append(Event("modify", f"{kw.name(st, uid)} has \u201c{call.eff.keyword}\u201d this turn", EN("714.1"), call.player))
    return out
