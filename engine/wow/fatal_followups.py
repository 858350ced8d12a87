"""Helper triggers: what follows when the character just damaged has fatal damage (405.2: damage at least
its health), read as the effect resolves, before the pre-priority check destroys it (410.6a):

- "If that ally has fatal damage, remove it from the game." (Abysswalker Rakax): ``stat="remove"``;
- "If that character is dealt fatal damage this way, draw a card." (Velen): ``stat="draw"`` (``amount``
  cards), only if the damage of this link reached it (408.2a, ``link.data["dealt_to"]``).

The op ``if_ref_fatal`` reads "that character" from the card the link acted on before (``engine.wow.refs``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .rules import EN


def fatal(st, uid: int) -> bool:
    """The character is in play with fatal damage on it (405.2)."""
    return kw.in_play(st, uid) and st.table.cards[uid].damage >= kw.health(st, uid)


@resolves(GAME, "if_ref_fatal")
def _if_ref_fatal(call: OpCall) -> list[Event]:
    st, p, what = call.st, call.player, call.eff.stat
    rows = call.link.data.get("ref", [])[:1]
    uid = rows[0]["uid"] if rows else None
    if uid is None or not fatal(st, uid) or (what == "draw" and uid not in call.link.data.get("dealt_to", [])):
        return [Event("condition", "That character has no fatal damage: nothing more happens", EN("709"), p)]
    if what == "remove":
        if zone_moves.held(st, uid, "removed"):  # 103.2 (engine.wow.invincible; Will of the Forsaken no longer holds with fatal damage)
            return [zone_moves.stays(st, uid, "removed")]
        name = kw.name(st, uid)
        events = leave_play(st, uid, "removed", EN("709.1"))
        events[0].text = f"{name} has fatal damage: it is removed from the game"
        return events
    if what == "draw":
        from .may_skip_draw import op_draw  # (stops for "you may skip drawing it instead", EN 716)

        return op_draw(call, p, max(1, call.amount), EN("709.1"))
    raise ValueError(f"if_ref_fatal: stat is 'remove' or 'draw', not {what!r}")
