"""Printed: "When this ally enters play, you may turn a quest you control face down. If you do, this
ally deals 3 nature damage to target ally." (Varandas Silverleaf): the op ``own_quest_face_down`` —
the link's controller picks one of the face-up quests of his resource row on resolution (not a
target, EN 709.1) and turns it face down (412.1b: it stays a resource, its powers stop). "If you do"
(EN 709.3, ``condition["if_done"]`` of what follows) holds only once a quest was turned; with no
face-up quest nothing happens."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "own_quest_face_down"


def face_up_quests(st: WowState, player: int) -> list[int]:
    """The face-up quests in ``player``'s resource row (412.1b)."""
    return [
        u
        for u in st.table.zone(player, "resources")
        if not st.table.peek(u).face_down and kw.ctype(st, u) == "quest"
    ]


@resolves(GAME, "own_quest_face_down")
def _own_quest_face_down(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    call.link.data["done"] = False  # "If you do": only once a quest turned (answer)
    quests = face_up_quests(st, p)
    if not quests:
        return [Event("face_down", f"P{p + 1} controls no face-up quest to turn face down", EN("709.1"), p)]
    continuations.pause_for(call, "quest_face_down", True,
                            Pending(
                                p,
                                KIND,
                                f"{call.eff.text or 'Effect'}: choose a quest you control to turn face down",
                                [Option(str(u), kw.name(st, u)) for u in quests],
                                1,
                                1,
                                EN("709.1"),
                            ))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked quest turns face down (412.1b); then the link goes on, "If you do" now true."""
    w, st.waiting = st.waiting, {}
    w.pop("quest_face_down", None)
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        card, name = st.table.cards[uid], kw.name(st, uid)
        card.face_down, card.known_to = True, [card.controller]
        events.append(
            Event("face_down", f"{name} turns face down", R("412.1b"), card.controller, data={"uid": uid})
        )
        w["link"]["data"]["done"] = True
    return events + continuations.resume_link(st, w)
