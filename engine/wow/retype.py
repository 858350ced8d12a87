"""Changing what a card is (WoW's ops ``add_type``, ``become_type``, ``add_tag``,
``become_damage_type``): a modifier ``keywords`` reads for the card's types (300.1a–b), tags (202.3)
and damage type (205.1c), for the effect's duration (default this turn)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "add_type")
@resolves(GAME, "become_type")
@resolves(GAME, "add_tag")
@resolves(GAME, "become_damage_type")
def retype(call: OpCall) -> list[Event]:
    """The targets (or the source card) also are / become a type, get a tag, or change damage type."""
    st, eff, p, link = call.st, call.eff, call.player, call.link
    stat, rule = {"add_type": (kw.TYPE_ADD, R("300.1b")), "become_type": (kw.TYPE_SET, R("300.1a")),
                  "add_tag": (kw.TAG_ADD, R("202.3")), "become_damage_type": ("damage_type:" + eff.keyword, R("205.1c"))}[eff.op]
    events: list[Event] = []
    for uid in call.targets_or_source:
        st.modifiers.append(Modifier(uid, stat, 0, keyword=eff.keyword, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=link.uid))
        verb = "becomes" if eff.op in ("become_type", "become_damage_type") else "is also"
        events.append(Event("modify", f"{kw.name(st, uid)} {verb} {'a' if eff.op != 'add_tag' else 'tagged'} {eff.keyword}", rule, p, data={"uid": uid}))
    return events
