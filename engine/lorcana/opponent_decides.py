"""Do You Want to Build A Snowman?: "Chosen opponent chooses YES! or NO!: • YES! You gain 3 lore.
• NO! They choose a character of theirs and put that card on the bottom of their deck" (op
``opponent_yes_no``): the chosen opponent (1.2.4: chosen as the effect resolves) picks one of the
two; YES: you gain ``amount`` lore; NO: they choose one of their own matching cards in play (their
own Ward doesn't stop them, 10.12.1) and it goes on the bottom of its owner's deck. Registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, choices
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .lore_locks import lore_gain
from .ops import GAME
from .resolve import _at, _wait, ask_choose, one_player
from .rules import R
from .state import LorcanaState
from .zones import leave_play

YES, NO = 1, 2


@resolves(GAME, "opponent_yes_no")
def opponent_yes_no(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Ask the chosen opponent YES or NO, then carry out their answer."""
    me = frame["player"]
    p = one_player(st, frame, eff.target)
    if isinstance(p, str):
        return p
    pick = frame["tmp"].get("yes_no")
    if pick is None:
        frame["tmp"]["asking"] = "yes_no"
        modes = [
            f"YES! P{me + 1} gains {eff.amount} lore",
            "NO! Choose a character of yours and put it on the bottom of your deck",
        ]
        return _wait(
            st,
            choices.choose_mode(
                p, "mode", f"{eff.text}: choose one", modes, rule=R("1.2.4"), context=_at(st)
            ),
        )
    if pick[0] == YES:
        got = lore_gain(st, me, eff.amount, events)  # 1.2.2
        st.lore[me] += got
        events.append(
            Event("lore", f"P{p + 1} chooses YES!: P{me + 1} gains {got} lore", R("1.2.4"), me)
        )
        return "ok"
    flt = dict((eff.condition or {}).get("filter", {}))
    own = [u for u in st.table.zone(p, "play") if matches(st, u, flt, p, None)]
    if not own:
        events.append(
            Event("nothing", f"P{p + 1} chooses NO! but has no character to put on the bottom", R("1.2.3"), p)
        )
        return "ok"
    got = frame["tmp"].get("own")
    if got is None:
        return ask_choose(
            st,
            frame,
            p,
            f"{eff.text}: choose one of your characters",
            [Option(str(u), name(st, u)) for u in own],
            n=1,
            rule=R("1.2.4"),
            key="own",
            kind="target",
        )
    chosen = [u for u in got if u in own][:1]
    for u in chosen:
        events.append(
            Event(
                "mode", f"P{p + 1} chooses NO!: {name(st, u)} goes on the bottom of their deck", R("1.2.4"), p
            )
        )
        leave_play(st, u, "deck", R("7.1"), events)
    return "ok"
