""" "Choose 3 cards from chosen opponent's discard and put them on the bottom of their deck to gain 3 lore. If
any Princess cards were moved this way, gain 4 lore instead" (The Queen - Jealous Beauty): "[A] to [B]"
(7.1.2.2): exactly ``amount`` cards must be moved, or nothing happens and no lore is gained; the player
chooses the opponent (1.2.4) and the cards (the discard is public, 8.2.4), which go on the bottom of their
owner's deck in the order chosen; the lore is ``condition`` "lore", or "bonus_lore" when a moved card
matches "bonus" (7.7.2 "instead"). Op ``bottom_for_lore`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .lore_locks import lore_gain
from .ops import GAME
from .resolve import ask_choose, one_player
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "bottom_for_lore")
def bottom_for_lore(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Move exactly ``amount`` cards of the chosen player's discard to the bottom of their deck, then gain lore."""
    me = frame["player"]
    p = one_player(st, frame, eff.target)
    if isinstance(p, str):
        return p
    cands = list(st.table.zone(p, "discard"))
    if len(cands) < eff.amount:
        events.append(
            Event(
                "cant_pay",
                f"{eff.text}: P{p + 1}'s discard has fewer than {eff.amount} cards",
                R("7.1.2.2"),
                me,
            )
        )
        return "fail"
    picks = frame["tmp"].get("answer")
    if picks is None:
        opts = [Option(str(u), name(st, u)) for u in cands]
        prompt = f"{eff.text}: choose {eff.amount}"
        return ask_choose(st, frame, me, prompt, opts, n=eff.amount, rule=R("7.1.2.2"))
    chosen = [u for u in picks if u in cands]
    for u in chosen:
        events.append(move_card(st, u, "deck", R("7.1")))
    cond = eff.condition or {}
    bonus = cond.get("bonus")
    hit = bonus is not None and any(matches(st, u, bonus, me, None) for u in chosen)
    lore = lore_gain(st, me, int(cond.get("bonus_lore", 0) if hit else cond.get("lore", 0)), events)  # 1.2.2
    st.lore[me] += lore
    events.append(Event("lore", f"P{me + 1} gains {lore} lore", R("7.7.2") if hit else R("7.1.2.2"), me))
    return "ok"
