"""Tokens a quest reward puts into play and removes later (helper quests): "Put a unique Turtle ally token
named Tooga … into play. At the start of your next turn, remove Tooga from the game. If you do, draw two
cards." (Tooga's Quest), "Put three Mechanical Chicken ally tokens … into play. At the start of your next
turn, remove them from the game and draw a card for each token removed this way." (An OOX of Your Own).

The op ``qr_tokens_removed_next_turn`` puts ``amount`` ``condition["token"]`` into play under the link's
controller (404.2) and schedules, for each, a delayed effect (``engine.wow.delayed``, ``"own_next"``) at the
start of that player's next turn: the token, if it is still in play (415.9b; one that left play has ceased to
exist, 410.6d), is removed from the game (415.7) and its controller-to-be-paid draws ``condition["draw"]``
cards for it ("if you do", 709.3)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import delayed, zone_moves
from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OP = "qr_tokens_removed_next_turn"


@resolves(GAME, OP)
def _tokens_removed_next_turn(call: OpCall) -> list[Event]:
    from .procedure import make_tokens  # (procedure doesn't import this module)

    st, p = call.st, call.player
    cond = call.eff.condition or {}
    events = make_tokens(st, p, cond["token"], max(0, call.amount))
    for uid in [e.data["uid"] for e in list(events) if e.kind == "token"]:
        st.delayed.append({"uid": uid, "zone": "allies", "turn": st.turn, "player": p, "to": "removed", "broken": False,
                           "at": "start", "own_next": True, "draw": int(cond.get("draw", 1))})
        events.append(Event("delayed", f"At the start of P{p + 1}'s next turn, {kw.name(st, uid)} is removed from the game "
                                       f"if it is still in play, and P{p + 1} draws {cond.get('draw', 1)}", R("415.9b"), p, data={"uid": uid}))
    return events


def remove_and_draw(st: WowState, uid: int, entry: dict[str, Any]) -> list[Event]:
    """The token (still in play: checked by ``delayed.resolve``) is removed from the game (415.7); then
    the player draws ``entry["draw"]`` cards (709.3: "if you do")."""
    from . import may_skip_draw
    from .leaving_play import leave_play

    if zone_moves.held(st, uid, "removed"):  # 103.2: it stays, so "if you do" fails: no draw (709.3)
        return [zone_moves.stays(st, uid, "removed")]
    who = kw.name(st, uid)
    events = leave_play(st, uid, "removed", R("415.7"))
    events[0].text = f"{who} is removed from the game"
    return events + may_skip_draw.tail_draw(st, [[entry["player"], int(entry["draw"])]], EN("709.3"), {})  # (the delayed link's last act; EN 716 may ask)


delayed.THEN_DRAW.append(remove_and_draw)
