"""Replacing a player's hero in play: a master hero coming in (301.4a–b) and a power returning
the starting hero (301.4d). The incoming hero takes over the outgoing one's attachments,
counters, damage and ready state; links that targeted the old hero now target the new one and
its modifiers (prevention too) apply to the new one for their duration (301.4b — an exception
to 415.9a). The old hero is removed from the game by the game (103.3); none of this uses the chain.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .ops import GAME, OpCall
from .rules import R
from .state import WowState


def swap(st: WowState, player: int, uid: int, rule) -> list[Event]:
    """Put hero ``uid`` in ``player``'s party in place of the current hero."""
    old = st.table.cards[st.heroes[player]]
    zone_moves.move(st, uid, "hero_row", rule, player=player, by_game=True)  # the game swaps the heroes (301.4)
    new = st.table.cards[uid]
    new.damage, new.tapped, new.counters = old.damage, old.tapped, dict(old.counters)
    for card in [st.table.cards[c.uid] for c in st.table.peek_cards() if c.attached_to == old.uid]:
        card.attached_to = uid  # 301.4a: the attachments stay, on the new hero
    for m in st.modifiers:
        if m.uid == old.uid:
            m.uid = uid
    for shield in st.shields:
        if shield.uid == old.uid:
            shield.uid = uid
    for link in [*st.chain, *st.triggers]:
        link.targets = [uid if t == old.uid else t for t in link.targets]  # 301.4b
    zone_moves.move(st, old.uid, "removed", R("103.3"), by_game=True)  # 103.3: nothing stops it
    old.damage, old.tapped, old.counters = 0, False, {}
    old.flags["left_as_hero"] = True  # 301.5: it can't leave the RFG zone (except 301.4d)
    st.heroes[player] = uid
    return [Event("hero", f"P{player + 1}'s hero becomes {kw.name(st, uid)}; {st.table.card_name(old.uid)} is removed from the game", rule, player)]


def starting_hero(st: WowState, player: int) -> int | None:
    """The player's starting hero, if it was removed from the game by a master hero."""
    for uid in st.table.zone(player, "removed"):
        card = st.table.cards[uid]
        if card.flags.get("left_as_hero") and st.cards[card.card_id].get("type") == "hero":
            return uid
    return None


def return_starting_hero(st: WowState, player: int) -> list[Event]:
    """301.4d: the starting hero returns to the party in place of the current hero."""
    uid = starting_hero(st, player)
    if uid is None or uid == st.heroes[player]:
        return []
    st.table.cards[uid].flags.pop("left_as_hero", None)
    return swap(st, player, uid, R("301.4d"))


@resolves(GAME, "return_starting_hero")
def _return_starting_hero(call: OpCall) -> list[Event]:
    """301.4d."""
    return return_starting_hero(call.st, call.player)
