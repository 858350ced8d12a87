""""When a non-token ally is destroyed, its controller may put a Spirit ally token into play …" (Memento of Tyrande;
EN 703, 404.2; helper wtok). The op ``event_controller_token``: the player who controlled the destroyed card as it
left play (the trigger's ``link.data["controller"]``, ``engine.wow.event_triggers``; its owner if unknown) chooses
whether to put ``condition["token"]`` (the shape of ``procedure.make_tokens``) into play under his control; the token's
owner is he (401.2)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

KIND = "wtok_controller_token"


@resolves(GAME, "event_controller_token")
def _event_controller_token(call: OpCall) -> list[Event]:
    st, data = call.st, call.link.data
    who = data.get("controller")
    if not isinstance(who, int):
        gone = data.get("subject", data.get("event"))
        who = st.table.cards[gone].owner if isinstance(gone, int) and gone in st.table.cards else call.player
    token = dict(call.eff.condition["token"])
    continuations.pause_for(call, "wtok_token", {"player": who, "token": token},
                            Pending(who, KIND, f"Put a {token['atk']}/{token['health']} {token['name']} ally token into play?",
                                    [Option("yes", "Yes"), Option("no", "No")], 1, 1, EN("709.3")))
    return []


@handles(KIND)
def _answered(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .procedure import make_tokens  # (procedure doesn't import this module)

    w = dict(st.waiting)
    c = w.pop("wtok_token")
    st.waiting = {}
    events = make_tokens(st, c["player"], c["token"], 1) if picks[0] == "yes" else [
        Event("choose", f"P{c['player'] + 1} puts no token into play", EN("709.3"), c["player"])]
    return events + continuations.resume_link(st, w)
