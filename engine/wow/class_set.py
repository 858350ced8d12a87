"""A class that replaces a character's others (206.1a): "[Exhaust], Name a standard class -> Target ally you control
has that class and loses all other classes this turn." (Mantle of Master Cho, Blessing of the Old God).

The class is named as the power is used (part of its cost, EN 701.1: the power action's ``name``, kept on the link
under ``quest_named.NAMED``). The op ``xb32_class_only`` puts a modifier (``card_facts.CLASS_SET``, with the effect's
duration) on each target: while it lasts, the card's data has that class and none of the others
(``card_facts.only_class``), so every reader of classes — filters naming a class (202.1a), class counts, an ally's
own class — sees only the named one. A printed class (``keyword``: "This turn, your hero becomes an Ogre Monster
hero", Magical Ogre Idol) needs no naming; ``condition["race"]`` also replaces the card's race
(``card_facts.RACE_SET``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import keywords as kw
from .card_facts import CLASS_SET, RACE_SET
from .ops import GAME, OpCall
from .quest_named import NAMED
from .rules import R

OP = "xb32_class_only"


@resolves(GAME, OP)
def _class_only(call: OpCall) -> list[Event]:
    st, out = call.st, []
    cls = call.eff.keyword or (call.link.data or {}).get(NAMED)  # printed ("a Monster hero") or named as the power was used
    race = (call.eff.condition or {}).get("race") or ""
    if not cls:
        return []
    for uid in call.targets_or_source:
        if uid not in st.table.cards or not kw.in_play(st, uid):
            continue
        for stat, word in ((CLASS_SET, cls), (RACE_SET, race)):
            if word:
                st.modifiers.append(Modifier(uid, stat, 0, keyword=word, duration=call.eff.duration or "this_turn",
                                             player=call.player, turn=st.turn, source=call.link.uid))
        what = f"an {race} {cls}" if race else f"a {cls}"
        out.append(Event("modify", f"{kw.name(st, uid)} is {what} and loses all other classes{' and its race' if race else ''} ({call.eff.duration or 'this_turn'})",
                         R("206.1a"), call.player, data={"uid": uid}))
    return out
