""" "While this character is exerted, you may play characters from your discard. If you do, they
enter play exerted" (The Horned King - Merciless Master): a permission to play a card from the
discard instead of the hand (4.3.4.2 names the hand; 1.2.1: the card's text wins), paying its cost
or its Shift cost as usual (4.3.4.6, 10.8.1). A card played this way enters play exerted (7.7.4; a
shifted one too, 10.8.4). Compiled as the static keyword ``play_from_discard`` with a ``filter``
(the kind of card) and the ability's condition (``cond``); read by engine.lorcana.play (the play)
and engine.lorcana.game (the legal plays)."""

from __future__ import annotations

from .characteristics import condition_holds, in_play, matches, statics_of
from .state import LorcanaState


def discard_permission(st: LorcanaState, player: int, uid: int) -> bool:
    """May ``player`` play ``uid`` (a card in their discard) from there now?"""
    card = st.table.cards.get(uid)
    if card is None or card.zone != "discard" or card.owner != player:
        return False
    if any(matches(st, uid, f.get("filter", {}), player, None) for f in turn_permissions(st, player)):
        return True  # "for the rest of this turn, you may play characters from your discard" (Remember Me)
    return any(
        s.get("keyword") == "play_from_discard"
        and condition_holds(st, s.get("cond"), player, src)
        and matches(st, uid, s.get("filter", {}), player, src)
        for src in in_play(st, player)
        for s in statics_of(st, src)
    )


def discard_playables(st: LorcanaState, player: int) -> list[int]:
    """The cards of ``player``'s discard they may play now (engine.lorcana.game lists their plays)."""
    return [u for u in st.table.zone(player, "discard") if discard_permission(st, player, u)]


TURN_PERMISSION = "play_from_discard"
"""``state.floating`` entry of op ``permit_discard_plays`` (Remember Me): ``{"kind", "player", "turn", "filter",
"played_names"}``; it ends with the turn (4.4.1.3: "this turn" effects end)."""


def turn_permissions(st: LorcanaState, player: int) -> list[dict]:
    """This turn's permissions of ``player`` to play cards from their discard."""
    return [
        f
        for f in st.floating
        if f.get("kind") == TURN_PERMISSION and f.get("player") == player and f.get("turn") == st.turn
    ]


def note_discard_play(st: LorcanaState, player: int, uid: int) -> None:
    """``uid`` is being played from the discard: a turn permission that allows it is the one used ("characters you
    played this way"), and its name is remembered (the card's own prohibition, engine.lorcana.prohibitions)."""
    for f in turn_permissions(st, player):
        if matches(st, uid, f.get("filter", {}), player, None):
            f.setdefault("played_names", []).append(
                str(st.cards[st.table.cards[uid].card_id].get("name", ""))
            )
            return
