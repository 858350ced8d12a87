"""A class that replaces a character's others (206.1a): "[Exhaust], Name a standard class -> Target ally you control
has that class and loses all other classes this turn." (Mantle of Master Cho, Blessing of the Old God).

The class is named as the power is used (part of its cost, EN 701.1: the power action's ``name``, kept on the link
under ``quest_named.NAMED``). The op ``xb32_class_only`` puts a modifier (``card_facts.CLASS_SET``, with the effect's
duration) on each target: while it lasts, the card's data has that class and none of the others
(``card_facts.only_class``), so every reader of classes — filters naming a class (202.1a), class counts, an ally's
own class — sees only the named one."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import keywords as kw
from .card_facts import CLASS_SET
from .ops import GAME, OpCall
from .quest_named import NAMED
from .rules import R

OP = "xb32_class_only"


@resolves(GAME, OP)
def _class_only(call: OpCall) -> list[Event]:
    st, out = call.st, []
    cls = (call.link.data or {}).get(NAMED)
    if not cls:
        return []
    for uid in call.uids:
        if uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        st.modifiers.append(Modifier(uid, CLASS_SET, 0, keyword=cls, duration=call.eff.duration or "this_turn",
                                     player=call.player, turn=st.turn, source=call.link.uid))
        out.append(Event("modify", f"{kw.name(st, uid)} is a {cls} and loses all other classes ({call.eff.duration or 'this_turn'})",
                         R("206.1a"), call.player, data={"uid": uid}))
    return out
