"""An ally token of a class chosen as the effect resolves (404.2, 206.1a; helper wtok): "Reward: Choose a standard
class. Put a 1 [Melee] / 1 [Health] ally token into play with the chosen class." (The Battle Is Won, the War Goes On).
The op ``class_token``: the link's controller picks one of the ten classes (206.1a, the standard ones); the token
(``condition["token"]``, the shape of ``procedure.make_tokens``) has that class as its tag, so its name defaults to it
(404.2), and it goes into play under his control."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from .answers import handles
from .cards.schema import CLASSES
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "wtok_class_token"


@resolves(GAME, "class_token")
def _class_token(call: OpCall) -> list[Event]:
    continuations.pause_for(call, "wtok_class", {"player": call.player, "token": dict(call.eff.condition["token"])},
                            Pending(call.player, KIND, "Choose a standard class", [Option(c, c) for c in CLASSES], 1, 1, EN("709.1")))
    return []


@handles(KIND)
def _chosen(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .procedure import make_tokens  # (procedure doesn't import this module)

    w = dict(st.waiting)
    c = w.pop("wtok_class")
    st.waiting = {}
    p, cls = c["player"], picks[0]
    events = [Event("choose", f"P{p + 1} chooses {cls}", EN("709.1"), p)]
    events += make_tokens(st, p, {**c["token"], "name": cls}, 1)  # 404.2: its name is its tag, the class (206.1a)
    events[-1].rule = R("404.2")
    return events + continuations.resume_link(st, w)
