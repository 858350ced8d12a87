""""Each opponent may choose and discard a card. For each opponent who doesn't, get 1 ink drop"
(Shere Khan - Opportunistic Tycoon): the choice is each opponent's own (7.1.3 "may"), asked of
that opponent in turn order (1.6.2); one who discards picks the card from their own hand (8.3.4);
one with an empty hand can't, so doesn't. ``condition`` = {"reward": "lore" | "draw"}: "for each
opponent who doesn't, you gain 2 lore" (Sign the Scroll) / "you draw a card" (Ursula's Trickery)
instead of ink drops. Op ``opponents_may_discard`` (engine.lorcana.ops);
registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, choices
from engine.core.effects import Effect, resolves

from .characteristics import name, opponents
from .discard_prevention import keeps_hand
from .ink_drops import gain_drops
from .lore_locks import lore_gain
from .ops import GAME
from .resolve import _at, _wait, ask_choose
from .rules import R
from .state import LorcanaState
from .zones import draw, move_card


@resolves(GAME, "opponents_may_discard")
def opponents_may_discard(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Ask each opponent whether they discard a card; you get ``amount`` ink drops for each one
    who doesn't."""
    me = frame["player"]
    reward = (eff.condition or {}).get("reward", "drops")
    gets = {"lore": f"gains {eff.amount} lore", "draw": f"draws {eff.amount} card(s)"}.get(reward, "gets an ink drop")
    opps = frame["tmp"].setdefault("opps", opponents(st, me))
    declined = frame["tmp"].setdefault("declined", 0)
    while frame["sub"] < len(opps):
        p = opps[frame["sub"]]
        hand = st.table.zone(p, "hand")
        if hand and "may" not in frame["tmp"] and keeps_hand(st, p, eff, events):
            hand = []  # 7.7.5: they can't discard, so they are one who doesn't
        said = frame["tmp"].pop("may", None) if hand else False
        if said is None:
            frame["tmp"]["asking"] = "may"
            return _wait(st, choices.yes_no(p, "may", f"P{p + 1}: choose and discard a card? (If not, P{me + 1} {gets})",
                                            rule=R("7.1.3"), context=_at(st)))
        if said:
            picks = frame["tmp"].pop("discard", None)
            if picks is None:
                frame["tmp"]["may"] = True  # keep the answer while the card is chosen
                return ask_choose(st, frame, p, "Discard a card", [Option(str(u), name(st, u)) for u in hand], n=1, rule=R("8.3.4"), key="discard", kind="discard")
            frame["tmp"].pop("may", None)
            events.append(move_card(st, int(picks[0]), "discard", R("8.3.4")))
        else:
            declined += 1
            frame["tmp"]["declined"] = declined
            events.append(Event("declined", f"P{p + 1} doesn't discard", R("7.1.3"), p))
        frame["sub"] += 1
    if declined and reward == "lore":
        got = lore_gain(st, me, declined * eff.amount, events)  # 1.2.2
        st.lore[me] += got
        events.append(Event("lore", f"P{me + 1} gains {got} lore", R("7.1"), me))
    elif declined and reward == "draw":
        draw(st, me, declined * eff.amount, R("4.2.3.1"), events)
    elif declined:
        gain_drops(st, me, declined * eff.amount, events)
    return "ok"
