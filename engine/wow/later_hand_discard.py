"""A delayed effect of a one-shot ability: "At end of turn, discard your hand." (Adrenaline Rush).

The op ``later_discard_hand`` schedules, with the delayed effects of ``engine.wow.delayed``, a discard
of the link's controller's whole hand at the start of this turn's end phase (500.2: "at end of turn"
effects happen as the end phase starts); it then goes on the chain like the other delayed effects and
discards every card in his hand then, one at a time (415.9d; ``procedure.discard_cards``; "You can't
discard cards" wins, 103.2, ``engine.wow.discard_ban``). It acts on no card, so it happens whatever
became of the ability that made it (it is in the graveyard by then, 305.2)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import delayed, discard_ban
from .ops import GAME, OpCall
from .rules import R
from .state import Link, WowState

OP = "later_discard_hand"
HANDLER = "discard_hand"


@resolves(GAME, OP)
def _later_discard_hand(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hero = st.heroes[p]
    st.delayed.append({"uid": hero, "zone": st.table.cards[hero].zone, "turn": st.turn, "player": p, "to": "hand",
                       "broken": False, "handler": HANDLER, "label": f"P{p + 1} discards their hand (at end of turn)"})
    return [Event("delayed", f"At end of turn, P{p + 1} discards their hand", R("500.2"), p, data={"uid": hero})]


def _discard_hand(st: WowState, link: Link, entry: dict[str, Any]) -> list[Event]:
    from .procedure import discard_cards  # (as hand_discard does: procedure doesn't import this module)

    p = entry["player"]
    if discard_ban.cant_discard(st, p):  # 103.2: "can't" wins over the delayed effect
        return [discard_ban.refused(p)]
    hand = list(st.table.zone(p, "hand"))
    return [Event("discard", f"P{p + 1} discards their hand ({len(hand)} card(s)) at end of turn", R("415.9d"), p), *discard_cards(st, p, hand)]


delayed.HANDLERS[HANDLER] = _discard_hand
