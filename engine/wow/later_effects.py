"""Delayed triggered effects written out in full (415.9b, EN 703): "When Greatsword of the Ebon Blade enters
play, at the start of the next turn, destroy it unless you pay 3." — the op ``later_effects`` makes a delayed
effect on its card (``WowState.delayed``, watched by ``engine.wow.delayed``: a card that left play since is a
new card, 415.9a, and the effect is lost). When it is due (``stat`` "start": at the start of the turn, "end":
at the start of the end phase, 500.2; the next turn with ``condition["next"]``, else this one) it waits to go
on the chain as a triggered effect of that card (``delayed._due_later``), carrying out ``condition["effects"]`` (effect
dicts in the script format, ``engine.core.scripts.effect_from_dict``; kept as plain data so a saved match
replays) under the player who made it."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import Effect, resolves
from engine.core.scripts import effect_from_dict

from .card_facts import name
from .ops import GAME, OpCall
from .rules import R

OP = "later_effects"
KEY = "later_effects"
"""The entry's key for the effect dicts, and the ``Link.data`` key of a due one (``delayed.LATER``, the same
string: ``engine.wow.delayed`` puts the due effect on the chain)."""


@resolves(GAME, OP)
def _later(call: OpCall) -> list[Event]:
    st, cond = call.st, call.eff.condition or {}
    at = call.eff.stat or "start"
    turn = st.turn + (1 if cond.get("next") else 0)
    events: list[Event] = []
    for uid in call.targets_or_source:
        card = st.table.peek(uid)
        st.delayed.append({"uid": uid, "zone": card.zone, "turn": turn, "player": call.player, "to": KEY, "broken": False,
                           "at": at, KEY: list(cond.get("effects") or []), "label": call.eff.text or ""})
        when = f"At the {'start' if at == 'start' else 'end'} of {'the next' if cond.get('next') else 'this'} turn"
        events.append(Event("delayed", f"{when}: {name(st, uid)} — {call.eff.text or 'a delayed effect'}", R("415.9b"), call.player,
                            data={"uid": uid}))
    return events


def link_effects(link: Any) -> list[Effect] | None:
    """The effects of a due delayed effect (None for any other link)."""
    found = (getattr(link, "data", None) or {}).get(KEY)
    if found is None:
        return None
    return [effect_from_dict(GAME, d, "<later_effects>") for d in found]

