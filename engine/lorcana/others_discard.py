"""Effects on one player's discard chosen by the ability (set 11 wordings). Ops (engine.lorcana.ops),
registered on import (engine.lorcana.flow imports this module):

- ``it_player_plays_free``: "that player may play a character from their discard for free" — the
  player of the card the previous step named (7.1.9) chooses (7.1.3: "may") and plays it
  without paying its ink cost (4.3.4.10); ``target.filter`` says which cards, ``amount`` the most
  it may cost;
- ``discard_to_bottom``: "put up to 2 cards from chosen player's discard on the bottom of their
  deck in any order" — the ability's player chooses the player (``target``), then up to
  ``amount`` cards (7.1.8); they go on the bottom in the order chosen.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .lore_locks import lore_gain
from .ops import GAME
from .play import put_played_card
from .prohibitions import can_play
from .resolve import ask_cards, players_of
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "it_player_plays_free")
def it_player_plays_free(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The named card's player picks up to one matching card of their discard and plays it free."""
    gone = [u for u in frame.get("it") or [] if u in st.table.cards]
    if not gone:
        return "fail"
    p = st.table.cards[gone[0]].owner
    flt = dict(eff.target.filter) if eff.target else {}
    most = eff.amount or 99
    cands = [
        u
        for u in st.table.zone(p, "discard")
        if matches(st, u, flt, p, None)
        and int(st.cards[st.table.cards[u].card_id].get("cost") or 0) <= most
        and can_play(st, p, u)
    ]
    chosen = ask_cards(st, frame, p, cands, 1, f"{eff.text}: you may play one for free", R("7.1.3"), events,
                       f"{eff.text}: P{p + 1} has no card to play")
    if isinstance(chosen, str):
        return chosen
    if not chosen:
        events.append(Event("decline", f"P{p + 1} declines: {eff.text}", R("7.1.3"), p))
        return "fail"
    put_played_card(st, chosen[0], p, events, frame_after=frame)
    return "ok"


@resolves(GAME, "discard_to_bottom")
def discard_to_bottom(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Choose the player, then up to ``amount`` cards of their discard; they go on the bottom of
    their owner's deck, the first chosen first (the order the player chooses)."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    me = frame["player"]
    p = players[0]
    cands = list(st.table.zone(p, "discard"))
    chosen = ask_cards(st, frame, me, cands, eff.amount, f"{eff.text}: choose up to {eff.amount}, in the order they go on the bottom",
                       R("7.1.8"), events, f"{eff.text}: P{p + 1}'s discard is empty")
    if isinstance(chosen, str):
        return chosen
    for u in chosen:  # a card leaving the discard is recorded and triggers (engine.lorcana.zones.move_card)
        events.append(move_card(st, u, "deck", R("7.1")))
    return "ok" if chosen else "fail"


@resolves(GAME, "discard_lore_to_bottom")
def discard_lore_to_bottom(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "You may gain lore equal to the {L} of a character card in your discard. If you do, put that
    card on the bottom of your deck": choose the card (up to one: the "may", 7.1.3), gain its
    printed {L} (a card outside play has its printed values), then it goes on the bottom."""
    me = frame["player"]
    flt = dict(eff.target.filter) if eff.target else {}
    cands = [u for u in st.table.zone(me, "discard") if matches(st, u, flt, me, None)]
    chosen = ask_cards(st, frame, me, cands, 1, f"{eff.text}: you may choose one", R("7.1.3"), events,
                       f"{eff.text}: no such card in your discard")
    if isinstance(chosen, str):
        return chosen
    if not chosen:
        events.append(Event("decline", f"P{me + 1} declines: {eff.text}", R("7.1.3"), me))
        return "fail"
    uid = chosen[0]
    lore = lore_gain(st, me, int(st.cards[st.table.cards[uid].card_id].get("lore") or 0), events)  # 1.2.2
    st.lore[me] += lore
    events.append(Event("lore", f"P{me + 1} gains {lore} lore ({name(st, uid)})", R("7.1"), me))
    events.append(move_card(st, uid, "deck", R("7.1.2.2")))
    return "ok"
