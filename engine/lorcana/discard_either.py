""" "Each opponent chooses and discards either 2 cards or 1 action card" (Lucifer - Cunning Cat): each
opponent, in turn order (1.6.2), picks one of the two as the effect resolves (1.2.4) and then the cards
from their own hand (8.3.4). The second way is offered only when they hold a matching card; with fewer
cards than asked they discard what they have (1.2.3). Op ``discard_either`` (engine.lorcana.ops):
``amount`` = the number of cards, ``condition`` = {"or": the filter of the single card, "label": its
name}, ``target`` =
the players. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, choices
from engine.core.effects import Effect, resolves

from .characteristics import matches
from .discard_prevention import keeps_hand
from .ops import GAME
from .resolve import _at, _wait, ask_discard, players_of
from .rules import R
from .state import LorcanaState
from .zones import move_card

MANY, ONE = 1, 2


@resolves(GAME, "discard_either")
def discard_either(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Each named player discards ``amount`` cards or one matching card, as they choose."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    flt = (eff.condition or {}).get("or", {})
    label = (eff.condition or {}).get("label", "matching card")  # "action card"
    done = False
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        hand = list(st.table.zone(p, "hand"))
        if hand and "way" not in frame["tmp"] and keeps_hand(st, p, eff, events):
            hand = []  # 7.7.5: neither way discards
        fits = [u for u in hand if matches(st, u, flt, p, None)]
        way = frame["tmp"].get("way")
        if way is None and hand:
            if not fits:
                way = frame["tmp"]["way"] = [MANY]
            else:
                frame["tmp"]["asking"] = "way"
                return _wait(
                    st,
                    choices.choose_mode(
                        p,
                        "mode",
                        f"{eff.text}: choose one",
                        [f"Discard {eff.amount} cards", f"Discard 1 {label}"],
                        rule=R("1.2.4"),
                        context=_at(st),
                    ),
                )
        if hand:
            pool, n = (fits, 1) if way == [ONE] else (hand, min(eff.amount, len(hand)))
            picks = frame["tmp"].get("discard")
            if picks is None:
                return ask_discard(st, frame, p, pool, n)
            for u in picks:
                events.append(move_card(st, int(u), "discard", R("8.3.4")))
                done = True
        frame["tmp"].pop("way", None)
        frame["tmp"].pop("discard", None)
        frame["sub"] += 1
    return "ok" if done else "fail"
