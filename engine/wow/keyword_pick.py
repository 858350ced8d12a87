"""A keyword picked as the power resolves (EN 709.1): "1 -> Target ally you control has Protector,
Elusive, Stealth, or Untargetable this turn." (Soridormi), "3, Flip Addisyn -> Choose arcane, fire,
frost, nature, or shadow. Addisyn has the chosen resistance this turn." (Addisyn the Untouchable).
The op ``grant_pick``: the link's controller picks one (``condition["count"]``: that many) of ``condition["options"]`` (keywords, or
words completed by ``condition["suffix"]``: "Fire" + " Resistance"); the cards the target resolved
to have it for ``duration`` (a keyword with a number, "Assault 4", has that number). Nothing is asked when the target is gone (709.2a)."""

from __future__ import annotations

import re

from engine.core import Event, Modifier, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

KIND = "keyword_pick"


@resolves(GAME, "grant_pick")
def _grant_pick(call: OpCall) -> list[Event]:
    st, cond = call.st, call.eff.condition or {}
    uids = [u for u in call.uids if kw.in_play(st, u)]
    if not uids:
        return []
    n = max(1, min(int(cond.get("count", 1)), len(cond.get("options") or [])))  # "choose two of the following" (helper wzone)
    continuations.pause_for(call, KIND, {"player": call.player, "uids": uids, "suffix": cond.get("suffix", ""),
                                         "duration": call.eff.duration or "this_turn", "source": call.link.uid},
                            Pending(call.player, KIND, f"{call.eff.text or 'Choose one'}: choose {'one' if n == 1 else n}",
                                    [Option(w, w) for w in cond.get("options") or []], n, n, EN("709.1")))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked keyword is granted to the targets; the link goes on."""
    w = dict(st.waiting)
    pick = w.pop(KIND)
    st.waiting = {}
    events: list[Event] = []
    for chosen in picks:
        key = chosen + pick["suffix"]
        word, amount = (m.group(1), int(m.group(2))) if (m := _VALUED.match(key)) else (key, 1)  # "Assault 4", "Mend 4"
        events.append(Event("choose", f"P{pick['player'] + 1} chooses {key}", EN("709.1"), pick["player"]))
        for uid in pick["uids"]:
            if not kw.in_play(st, uid):
                continue
            st.modifiers.append(Modifier(uid, "", amount, keyword=word, duration=pick["duration"], player=pick["player"], turn=st.turn,
                                         source=pick["source"]))
            until = "this turn" if pick["duration"] == "this_turn" else "until it leaves play"
            events.append(Event("modify", f"{kw.name(st, uid)} has {key} {until}", EN("709.1"), pick["player"], data={"uid": uid}))
    return events + continuations.resume_link(st, w)


_VALUED = re.compile(r"^(.+?) (\d+)$")
"""A keyword with a number ("Assault 4": the keyword Assault with 4, EN glossary)."""
