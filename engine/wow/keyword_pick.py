"""A keyword picked as the power resolves (EN 709.1): "1 -> Target ally you control has Protector,
Elusive, Stealth, or Untargetable this turn." (Soridormi), "3, Flip Addisyn -> Choose arcane, fire,
frost, nature, or shadow. Addisyn has the chosen resistance this turn." (Addisyn the Untouchable).
The op ``grant_pick``: the link's controller picks one of ``condition["options"]`` (keywords, or
words completed by ``condition["suffix"]``: "Fire" + " Resistance"); the cards the target resolved
to have it for ``duration``. Nothing is asked when the target is gone (709.2a)."""

from __future__ import annotations

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
    st.waiting = {**call.resume(), KIND: {"player": call.player, "uids": uids, "suffix": cond.get("suffix", ""),
                                          "duration": call.eff.duration or "this_turn", "source": call.link.uid}}
    st.pending.append(Pending(call.player, KIND, f"{call.eff.text or 'Choose one'}: choose one",
                              [Option(w, w) for w in cond.get("options") or []], 1, 1, EN("709.1")))
    call.stop = True
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked keyword is granted to the targets; the link goes on."""
    w = dict(st.waiting)
    pick = w.pop(KIND)
    st.waiting = {}
    key = picks[0] + pick["suffix"]
    events = [Event("choose", f"P{pick['player'] + 1} chooses {key}", EN("709.1"), pick["player"])]
    for uid in pick["uids"]:
        if not kw.in_play(st, uid):
            continue
        st.modifiers.append(Modifier(uid, "", 1, keyword=key, duration=pick["duration"], player=pick["player"], turn=st.turn,
                                     source=pick["source"]))
        events.append(Event("modify", f"{kw.name(st, uid)} has {key} this turn", EN("709.1"), pick["player"], data={"uid": uid}))
    return events + continuations.resume_link(st, w)
