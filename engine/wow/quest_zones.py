"""Completing quest cards from outside the resource row (EN 702; "You may complete quest cards from your graveyard.
As you do, remove them from the game as an additional cost." Aquatic Form; "… from your hand." Water Breathing;
"… from the top of your deck." Unending Breath, whose other line plays with that card revealed).

A continuous power (EN 714) of a face-up card in play, the op :data:`OP` (never carried out) with
``condition["zone"]`` "graveyard", "hand" or "deck_top": while it applies, its controller may complete a quest card he
owns in that zone (the top card of his deck only). The usual checks of the completion apply (its completion cost and
condition, EN 702.1; "can't complete quests" 103.2; a reward with no legal target, 707.1d): it is completed as one in
the resource row would be, except that the quest is not one of his resources (it pays nothing, 412.2) and, as part of
the cost (403.1), it is removed from the game (415.7a) instead of turning face down (EN 702.2). The reward is then
played from the removed card (EN 702.2: "you" is the player completing it)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from . import match_facts
from .cards.compiler import card_powers
from .powers import powers
from .state import WowState

OP = "ye33_quest_zone"
"""The continuous power "You may complete quest cards from your <zone>" (``condition["zone"]``)."""
ZONES = ("graveyard", "hand", "deck_top")
_FACT = "ye33_quest_zone"


def _printed(d: dict[str, Any]) -> bool:
    return any(e.op == OP for pw in card_powers(d) for e in pw.effects)


def open_zones(st: WowState, player: int) -> set[str]:
    """The zones ``player`` may complete quest cards from now (face-up cards of his in play with the power)."""
    if match_facts.SHORTCUTS and not match_facts.some_card(st, _FACT, _printed):
        return set()
    out: set[str] = set()
    for zone in ("hero_row", "allies"):
        for uid in st.table.zone(player, zone):
            if st.table.peek(uid).face_down or not kw.in_play(st, uid):
                continue
            for pw in powers(st, uid):
                if pw.kind == "static":
                    out |= {(e.condition or {}).get("zone", "") for e in pw.effects if e.op == OP}
    return out & set(ZONES)


def quests(st: WowState, player: int) -> list[int]:
    """The quest cards ``player`` may complete from those zones (his own cards: the top card of his deck only)."""
    zones = open_zones(st, player)
    if not zones:
        return []
    out: list[int] = []
    for zone in zones:
        uids = st.table.top(player, "deck") if zone == "deck_top" else st.table.zone(player, zone)
        out += [u for u in uids if kw.ctype(st, u) == "quest"]
    return out


def elsewhere(st: WowState, player: int, uid: int) -> bool:
    """Whether ``uid`` is a quest card ``player`` may complete from outside his resource row now."""
    card = st.table.peek(uid, None)
    return card is not None and card.zone != "resources" and uid in quests(st, player)
