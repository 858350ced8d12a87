"""Face-down resources (412.1b) — "When Bangle of Endless Blessings enters play, put each face-down resource into its
owner's hand. Players can't place resources face down." (Bangle of Endless Blessings):

- the op :data:`TO_HAND` puts every face-down card of every resource row into its owner's hand (415.9a: it leaves
  play; 415.2 its owner's zone). Who sees it: only its owner (a face-down card was known to him alone, 412.1b), so the
  log names no card;
- the continuous power :data:`BAN` (EN 714, while the card is in play): no player may place a resource face down
  (103.2: "can't" wins) — the engine asks :func:`cant_place_face_down` before listing or taking a face-down placement
  (412.1a); quests and locations may still be placed face up (412.1b)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

TO_HAND = "xd32_face_down_to_hand"
BAN = "xd32_no_face_down"


def cant_place_face_down(st: WowState) -> bool:
    """Whether a card in play says "Players can't place resources face down." (103.2)."""
    return any(True for _ in kw.sources_doing(st, BAN))


@resolves(GAME, TO_HAND)
def _to_hand(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for q in range(st.num_players):
        for uid in [u for u in st.table.zone(q, "resources") if st.table.cards[u].face_down]:
            owner = st.table.cards[uid].owner
            moved = leave_play(st, uid, "hand", R("415.2"))
            st.table.cards[uid].known_to = [owner]  # known to its owner only, as it was face down (412.1b)
            moved[0].text = f"A face-down resource of P{q + 1} returns to P{owner + 1}'s hand"
            moved[0].data.pop("uid", None)
            events += moved
    return events
