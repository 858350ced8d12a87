"""Target filters over the damage a card dealt or was dealt with (``{"wc31": …}``, read by ``targets.matches``):

- ``"dealt_with_or_by"``: damage was dealt with the card this turn (a struck weapon's combat packet, or a packet of
  its effect, 408.3d: ``dealt_with_check``) or the card itself dealt damage this turn (the packet's source, 408.2) —
  "Destroy target ability, ally, or equipment that damage was dealt with or dealt by this turn." (Repentance).
- ``"hurt_your_hero"``: damage was dealt with the card to the filter's player's hero this game (408.3d) —
  "Destroy each ability and equipment with which damage was dealt to your hero this game." (Reckoning of the Light).
  The turn log keeps one turn only, so :func:`note` (called from ``procedure.event_triggers``) marks the card itself
  with the heroes it hurt, together with the turn it entered play: a card that left play and came back is a new
  object (415.9a) whose mark no longer counts.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event

from .dealt_with_check import dealt_with_this_turn
from .state import WowState

HURT = "_wc31_hurt"
"""Card flag: [hero uid, the card's entered turn] for each hero damage was dealt to with the card."""
KINDS = frozenset({"damage"})
"""The event kinds :func:`note` reads."""


def note(st: WowState, ev: Event) -> None:
    """A packet dealt to a hero: mark the struck weapons (408.3d) and the card whose effect dealt it (its ``via``)."""
    d = ev.data or {}
    to = d.get("uid")
    if d.get("n", 0) <= 0 or to not in st.heroes:
        return
    withs = [*(d.get("weapons") or ())]
    if isinstance(d.get("via"), int):
        withs.append(d["via"])
    for w in withs:
        card = st.table.cards.get(w)
        if card is None or card.zone in ("graveyard", "removed", "deck", "hand"):
            continue
        mark = [to, card.entered_turn]
        if mark not in card.flags.get(HURT, []):
            card.flags[HURT] = [*card.flags.get(HURT, []), mark]


def _dealt_by_this_turn(st: WowState, uid: int) -> bool:
    """``uid`` was the source of a damage packet this turn (408.2; ``quests.note``'s damage entries)."""
    return any(e.get("turn") == st.turn and e.get("ev") == "damage" and e.get("src") == uid for e in st.turn_log)


def target_fits(st: WowState, player: int, uid: int, what: Any, source: int = -1) -> bool:
    """A target filter's ``wc31`` part (see the module docstring)."""
    if what == "dealt_with_or_by":
        return dealt_with_this_turn(st, uid) or _dealt_by_this_turn(st, uid)
    if what == "hurt_your_hero":
        card = st.table.peek(uid)
        return [st.heroes[player], card.entered_turn] in card.flags.get(HURT, [])
    raise ValueError(f"unknown wc31 filter {what!r} (engine.wow.damage_history_targets)")
