"""Packet replacements of helper w30abil (408.2a, EN 716), asked by ``damage.deal`` for each packet:

- :data:`COMBAT_DOUBLED_BY` (granted for the turn to an ally): "if target ally would deal combat damage this turn, it
  deals double that much instead" (Bash and Slash) — every combat packet its holder deals this turn;
- :data:`NEXT_DOUBLE_FIRE` (granted for the turn): "The next time target friendly hero or ally would deal any type of
  damage this turn, it deals double that much fire damage instead." (Intensify) — the next packet its holder deals,
  combat or not, becomes fire damage (408.3a) and is doubled; used up by that packet;
- :data:`NEXT_TAKEN_DOUBLED` (granted for the turn): "The next time target exhausted hero or ally would be dealt damage
  this turn, it's dealt double that much instead." (Concussion Blow) — the next packet dealt to its holder is doubled;
  used up by that packet;
- :data:`PLAYED_PLUS` (a modifier on an ability card, op ``wa30_played_plus``): "When you play an ability, you may pay 1.
  If you do and your hero would deal damage with that ability this turn, it deals that much damage +1 instead."
  (Arcane Power) — each packet the marking player's hero deals with that card (``via``) this turn is +N;
- :data:`FATAL_EXILES` (a continuous grant to an ally): "If attached ally would deal fatal combat damage to an opposing
  ally, remove that ally from the game instead." (Dark Intent) — a fatal combat packet (405.2) its holder deals to an
  ally of another player marks that ally for this turn (:func:`note_fatal`); destroyed while that damage is still
  fatal (410.6a), it is removed from the game instead of entering the graveyard (``grave_route.replaced``, EN 716);
- :data:`NONCOMBAT_AS_COMBAT` (a continuous grant to a hero): "If your hero would deal non-combat damage, it deals
  combat damage instead." (Dirty Work) — the packet is combat damage (408.3b) for everything that reads it.

Each is a pseudo-keyword (``grant_keyword``; a "this turn" one is a modifier of this turn). Also the op
``wa30_remember_via`` (Illumination: "that ability's cost" — the card a heal was made with, ``engine.wow.refs``)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from . import refs
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

COMBAT_DOUBLED_BY = "Deals Double Combat Damage This Turn"
NEXT_DOUBLE_FIRE = "Next Damage Doubled As Fire"
NONCOMBAT_AS_COMBAT = "Non-Combat Damage Dealt As Combat"
NEXT_TAKEN_DOUBLED = "Next Damage Dealt To It Doubled"
PLAYED_PLUS = "Hero Damage With It Plus"
FATAL_EXILES = "Fatal Combat Damage Removes From Game"
_FATAL_MARK = "_wa30_fatal_exile"


def as_combat(st: WowState, source: int | None, combat: bool, target: int) -> tuple[bool, list[Event]]:
    """Dirty Work: a non-combat packet of a hero with :data:`NONCOMBAT_AS_COMBAT` is combat damage instead."""
    if combat or source is None or source not in st.table.cards or not kw.has(st, source, NONCOMBAT_AS_COMBAT):
        return combat, []
    return True, [Event("replace", f"{kw.name(st, source)}'s non-combat damage is dealt as combat damage", R("408.2a"), data={"uid": target})]


def next_fire(st: WowState, source: int | None, dtype: str) -> tuple[str, int]:
    """Intensify: the packet's type and how many doublings it gets (the modifier used up: the next time only)."""
    if source is None:
        return dtype, 0
    for m in st.modifiers:
        if m.uid == source and m.keyword == NEXT_DOUBLE_FIRE and m.turn == st.turn:
            st.modifiers = [x for x in st.modifiers if x is not m]
            return "fire", 1
    return dtype, 0


def doublings(st: WowState, source: int | None, combat: bool) -> int:
    """Bash and Slash: one doubling per grant on the source of a combat packet this turn."""
    if not combat or source is None:
        return 0
    return sum(1 for m in st.modifiers if m.uid == source and m.keyword == COMBAT_DOUBLED_BY and m.turn == st.turn)


def next_taken(st: WowState, target: int) -> int:
    """Concussion Blow: one doubling for the next packet dealt to ``target`` this turn (the modifier used up)."""
    for m in st.modifiers:
        if m.uid == target and m.keyword == NEXT_TAKEN_DOUBLED and m.turn == st.turn:
            st.modifiers = [x for x in st.modifiers if x is not m]
            return 1
    return 0


@resolves(GAME, "wa30_played_plus")
def _played_plus(call: OpCall) -> list[Event]:
    """Mark the card the trigger heard played (``link.data["event"]``) for this turn."""
    played = call.link.data.get("event")
    if not isinstance(played, int) or played not in call.st.table.cards:
        return []
    call.st.modifiers.append(Modifier(played, "", call.amount, keyword=PLAYED_PLUS, player=call.player, turn=call.st.turn, source=call.link.uid))
    return [Event("replace", f"P{call.player + 1}'s hero deals {call.amount} more damage with {kw.name(call.st, played)} this turn", R("408.2a"), call.player)]


def played_plus(st: WowState, source: int | None, via: int | None) -> int:
    """Arcane Power: the +N for a packet the marking player's hero (``source``) deals with the marked card ``via``."""
    if source is None or via is None:
        return 0
    return sum(m.delta for m in st.modifiers
               if m.uid == via and m.keyword == PLAYED_PLUS and m.turn == st.turn and 0 <= m.player < len(st.heroes) and st.heroes[m.player] == source)


def note_fatal(st: WowState, ev: Event, source: int | None, target: int, combat: bool) -> None:
    """Dark Intent: mark an opposing ally dealt fatal combat damage by a holder of :data:`FATAL_EXILES`."""
    if not combat or source is None or not ev.data.get("fatal") or source not in st.table.cards or not kw.is_ally(st, target):
        return
    if st.table.peek(source).controller == st.table.peek(target).controller or not kw.has(st, source, FATAL_EXILES):
        return
    st.table.cards[target].flags[_FATAL_MARK] = st.turn


def exiled_by_fatal(st: WowState, uid: int) -> bool:
    """Whether ``uid``, leaving play now, is removed from the game instead (marked this turn, its damage still fatal)."""
    card = st.table.peek(uid)
    return card.flags.get(_FATAL_MARK) == st.turn and card.damage >= kw.health(st, uid)


@resolves(GAME, "wa30_remember_via")
def _remember_via(call: OpCall) -> list[Event]:
    """Illumination: "that ability" — the card a heal trigger's heal was made with (``link.data["via"]``) is remembered
    (``engine.wow.refs``, its last known cost)."""
    via = call.link.data.get("via")
    if isinstance(via, int) and via in call.st.table.cards:
        refs.remember(call.st, call.link, [via])
    return []
