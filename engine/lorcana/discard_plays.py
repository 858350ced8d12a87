""" "While this character is exerted, you may play characters from your discard. If you do, they
enter play exerted" (The Horned King - Merciless Master): a permission to play a card from the
discard instead of the hand (4.3.4.2 names the hand; 1.2.1: the card's text wins), paying its cost
or its Shift cost as usual (4.3.4.6, 10.8.1). A card played this way enters play exerted (7.7.4; a
shifted one too, 10.8.4). Compiled as the static keyword ``play_from_discard`` with a ``filter``
(the kind of card) and the ability's condition (``cond``); read by engine.lorcana.play (the play)
and engine.lorcana.game (the legal plays)."""

from __future__ import annotations

from .characteristics import any_static_gives, condition_holds, floating_of, in_play, matches, statics_of
from .state import LorcanaState


def discard_permission(st: LorcanaState, player: int, uid: int) -> bool:
    """May ``player`` play ``uid`` (a card in their discard) from there now?"""
    card = st.table.peek(uid, None)
    if card is None or card.zone != "discard" or card.owner != player:
        return False
    return _permitted(st, player, uid, turn_permissions(st, player), _discard_statics(st, player))


def _discard_statics(st: LorcanaState, player: int) -> list[tuple[int, dict]]:
    """The ``play_from_discard`` statics of ``player``'s cards in play, with their sources."""
    if not any_static_gives(st, "play_from_discard"):
        return []
    return [
        (src, s)
        for src in in_play(st, player)
        for s in statics_of(st, src)
        if s.get("keyword") == "play_from_discard"
    ]


def _permitted(
    st: LorcanaState, player: int, uid: int, permissions: list[dict], statics: list[tuple[int, dict]]
) -> bool:
    if any(matches(st, uid, f.get("filter", {}), player, None) for f in permissions):
        return True  # "for the rest of this turn, you may play characters from your discard" (Remember Me)
    return any(
        condition_holds(st, s.get("cond"), player, src) and matches(st, uid, s.get("filter", {}), player, src)
        for src, s in statics
    )


def discard_playables(st: LorcanaState, player: int) -> list[int]:
    """The cards of ``player``'s discard they may play now (engine.lorcana.game lists their plays).
    The permissions are gathered once for the whole discard (the same answers as
    :func:`discard_permission` card by card)."""
    permissions = turn_permissions(st, player)
    statics = _discard_statics(st, player)
    if not permissions and not statics:
        return []
    peek = st.table.peek
    return [
        u
        for u in st.table.zone(player, "discard")
        if peek(u).owner == player
        and peek(u).zone == "discard"
        and _permitted(st, player, u, permissions, statics)
    ]


TURN_PERMISSION = "play_from_discard"
"""``state.floating`` entry of op ``permit_discard_plays`` (Remember Me): ``{"kind", "player", "turn", "filter",
"played_names"}``; it ends with the turn (4.4.1.3: "this turn" effects end)."""


def turn_permissions(st: LorcanaState, player: int) -> list[dict]:
    """This turn's permissions of ``player`` to play cards from their discard."""
    return [
        f for f in floating_of(st, TURN_PERMISSION) if f.get("player") == player and f.get("turn") == st.turn
    ]


def note_discard_play(st: LorcanaState, player: int, uid: int) -> None:
    """``uid`` is being played from the discard: a turn permission that allows it is the one used ("characters you
    played this way"), and its name is remembered (the card's own prohibition, engine.lorcana.prohibitions)."""
    for f in turn_permissions(st, player):
        if matches(st, uid, f.get("filter", {}), player, None):
            # a changed copy in the record's place: floating records are shared between copies (engine.lorcana.state_copy)
            named = {**f, "played_names": [*f.get("played_names", []), str(st.cards[st.table.cards[uid].card_id].get("name", ""))]}
            floating = st.floating
            floating[next(i for i, g in enumerate(floating) if g is f)] = named
            return
