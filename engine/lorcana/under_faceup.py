"""The Black Cauldron's two abilities (Comprehensive Rules 2.2.0 8.4, outside the seed documents:
cards under a card are not in play, 8.4.3). Ops (engine.lorcana.ops), registered on import
(engine.lorcana.flow imports this module):

- ``put_under_faceup``: "put a character card from your discard under this item faceup": the chosen
  card of your discard (``target``) goes under the source card, faceup (public, unlike Boost's
  facedown card, 8.4.2); "fail" when your discard has no such card (1.2.3);
- ``permit_under_plays``: "this turn, you may play characters from under this item": the permission
  of engine.lorcana.under_plays for this turn (``target.filter`` = the kind of card).

``under_play_actions`` lists those plays for engine.lorcana.game (ink cost or Shift, 4.3.4.6, 10.8.1)."""

from __future__ import annotations

from engine.core import Action, Event
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .play import play_cost, shift_by_discard, shift_targets, shift_ways
from .prohibitions import prohibited, self_prohibited
from .resolve import resolve_targets, source_in_play
from .rules import R
from .state import LorcanaState
from .under import put_under
from .under_plays import under_playables
from .zones import leaving_discard


@resolves(GAME, "put_under_faceup")
def put_under_faceup(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The chosen card of your discard goes faceup under the source card (still in play)."""
    me, src = frame["player"], frame["source"]
    if not source_in_play(st, frame, eff.text, events):
        return "fail"
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    picked = [u for u in uids if st.table.cards[u].zone == "discard"]
    if not picked:
        events.append(Event("nothing", f"{eff.text}: no such card in your discard", R("1.2.3"), me))
        return "fail"
    for u in picked:
        leaving_discard(st, u)  # "whenever a card leaves your discard"
        put_under(st, u, src, events, f"{name(st, u)} goes faceup under it")
        st.table.cards[u].face_down = False  # faceup: every player may see it
    frame["it"] = picked
    return "ok"


@resolves(GAME, "permit_under_plays")
def permit_under_plays(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """This turn, the player may play matching cards from under the source card."""
    me, src = frame["player"], frame["source"]
    flt = dict(eff.target.filter) if eff.target else {"types": ["character"]}
    st.floating.append({"kind": "play_under", "player": me, "turn": st.turn, "uid": src, "filter": flt})
    events.append(
        Event("permit", f"P{me + 1} may play characters from under {name(st, src)} this turn", R("1.2.1"), me)
    )
    return "ok"


def under_play_actions(st: LorcanaState, p: int, ink_ready: int) -> list[Action]:
    """The plays of cards under ``p``'s items that a permission allows now (4.3.4.6; Shift 10.8.1)."""
    acts: list[Action] = []
    for uid in under_playables(st, p):
        nm = name(st, uid)
        if prohibited(st, p, "play", st.cards[st.table.peek(uid).card_id]) or self_prohibited(st, p, uid):
            continue  # 1.2.2
        where = name(st, st.table.cards[uid].attached_to)
        cost = play_cost(st, p, uid, "ink")
        if cost <= ink_ready:
            acts.append(
                Action("play", p, {"uid": uid, "mode": "ink"}, f"Play {nm} from under {where} ({cost} ink)")
            )
        for onto in (
            shift_targets(st, uid, p)
            if shift_ways(st, uid) and not shift_by_discard(st, uid, {"mode": "shift"})
            else []
        ):
            need = play_cost(st, p, uid, "shift", onto)
            if need <= ink_ready:
                acts.append(
                    Action(
                        "play",
                        p,
                        {"uid": uid, "mode": "shift", "onto": onto},
                        f"Shift {nm} from under {where} onto {name(st, onto)} ({need} ink)",
                    )
                )
    return acts
