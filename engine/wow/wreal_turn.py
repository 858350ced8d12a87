"""Powers of the real deck lists' cards (issue #18, helper wreal) that last for the rest of the turn
after a one-shot power made them, kept as modifiers "this turn" (EN 714.1, 500.5):

- :data:`NEXT_ABILITY_PLUS` (a pseudo-keyword granted to a character): "The next time Jihan would deal
  damage with an ability this turn, she deals that much +1 instead." (Spellweaver Jihan) — a
  replacement of the next packet the character deals through an ability card (408.2a, EN 716), then used up;
- :data:`TAKES_DEMON_DAMAGE` (granted to a hero): "If a Demon in your party would be dealt damage this
  turn, it's dealt to Plague instead." (Plague Demonsoul) — a redirection of each such packet (408.2a);
- the op ``resource_power_turn``: "This turn, your resources have [Exhaust] -> Draw a card."
  (Invocation) — a payment power each resource the player controls as it resolves has this turn, face down too (412.1b:
  a modifier may give a face-down resource powers), used with the resource as its source
  (``granted_powers``)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import keywords as kw
from .card_facts import ctype
from .cards.compiler import compile_card_text
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

NEXT_ABILITY_PLUS = "Next Ability Damage Plus"
"""Pseudo-keyword (amount = the +N): the next packet its holder deals with an ability this turn is +N."""
NEXT_OWN_ABILITY_PLUS = "Next Own Ability Damage Plus"
"""Pseudo-keyword of a player's hero (amount = the +N): the next packet dealt with an ability card he controls this turn,
by any source, is +N ("The next time damage would be dealt with an ability you control this turn, that much +3 is dealt
instead", Band of Crimson Fury; helper w30gear)."""
TAKES_DEMON_DAMAGE = "Takes Demon Damage"
"""Pseudo-keyword of a hero: packets to Demons in its party this turn are dealt to it instead."""
RESOURCE_POWER = "resource_power_turn"
"""The op, and the head of the modifier stat (on each of the player's resources as it resolved,
``resource_power_turn:TEXT``) of a power those resources have this turn (in the stat, not the keyword)."""
_HEAD = RESOURCE_POWER + ":"


def next_ability_plus(st: WowState, source: int | None, via: int | None) -> int:
    """The +N for a packet ``source`` deals through the card ``via`` (an ability card: "with an
    ability"), using the replacement up (the next time only); 0 if none applies."""
    if source is None or via is None or via not in st.table.cards or ctype(st, via) != "ability":
        return 0
    ctl = st.table.peek(via).controller
    for m in st.modifiers:
        if (m.uid == source and m.keyword == NEXT_ABILITY_PLUS) or (m.keyword == NEXT_OWN_ABILITY_PLUS and m.uid == st.heroes[ctl]):
            st.modifiers = [x for x in st.modifiers if x is not m]
            return m.delta or 1
    return 0


def demon_redirect(st: WowState, target: int) -> int | None:
    """The hero a packet to the Demon ``target`` is dealt to instead (None: no such replacement):
    a hero of the same party with :data:`TAKES_DEMON_DAMAGE`, never the Demon itself."""
    takers = [m.uid for m in st.modifiers if m.keyword == TAKES_DEMON_DAMAGE and m.uid != target and m.uid in st.table.cards]
    if not takers or "demon" not in kw.words(st, target):
        return None
    owner = st.table.peek(target).controller
    return next((u for u in takers if st.table.peek(u).controller == owner and kw.is_character(st, u)), None)


def resource_grants(st: WowState, uid: int) -> tuple[Any, ...]:
    """The payment powers the resource ``uid`` has this turn (``granted_powers.granted``'s form:
    ``(power, text, index)``)."""
    card = st.table.peek(uid, None)
    if card is None or card.zone != "resources" or not any_resource_grant(st):
        return ()
    out: list[Any] = []
    for m in st.modifiers:
        if m.uid == uid and m.stat.startswith(_HEAD):  # one of the resources he had as it resolved (EN 714.1, :func:`_resource_power_turn`)
            text = m.stat[len(_HEAD):]
            out += [(pw, text, j) for j, pw in enumerate(compiled(text, kw.name(st, uid), kw.ctype(st, uid)))]
    return tuple(out)


@lru_cache(maxsize=64)
def compiled(text: str, name: str, kind: str) -> tuple[Any, ...]:
    """The payment power(s) of ``text`` as a card named ``name`` of type ``kind`` has them (as
    ``granted_powers.compiled``, which plays the used power's link)."""
    return tuple(pw for pw in compile_card_text(text, name, kind) if pw.kind == "activated")


def any_resource_grant(st: WowState) -> bool:
    """Whether some player's resources have a power this turn."""
    return bool(st.modifiers) and any(m.stat.startswith(_HEAD) for m in st.modifiers)


@resolves(GAME, RESOURCE_POWER)
def _resource_power_turn(call: OpCall) -> list[Event]:
    """ "This turn, your resources have [Exhaust] -> Draw a card." (``keyword``: the power): the resources he controls as
    it resolves, each given the power for the turn (EN 714.1: a one-shot effect's set of cards is fixed as it resolves;
    a resource placed later has no such power — rule call, tests/wow/test_h35_locked_sets.py)."""
    st, p = call.st, call.player
    mine = list(st.table.zone(p, "resources"))
    for uid in mine:
        st.modifiers.append(Modifier(uid, _HEAD + call.eff.keyword, 0, duration="this_turn", player=p, turn=st.turn, source=call.link.uid))
    return [Event("modify", f"P{p + 1}'s resources ({len(mine)}) have \u201c{call.eff.keyword}\u201d this turn", R("412.1b"), p)]
