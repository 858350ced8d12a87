"""Completing an opponent's quest (helper wsabo): "When Dayvana sabotages a quest, you may complete it this turn."
(Arcanist Dayvana).

Sabotage of a face-up quest in an opposing resource row is an attack (engine.wow.wreal2_sabotage, from the
reminder text on Retainer Jitaen: "This ally can attack opposing quests."). The trigger's op
``wsabo_may_complete`` gives the link's controller a permission for this turn ("you may": nothing is done at
resolution, EN 709.3; the permission is used or not later, like any quest completion, EN 410.2 / 306.2):

- while the permission lasts (this turn; a :class:`~engine.core.Modifier` of ``stat`` :data:`STAT` on the
  quest, ``player`` its holder), that player may complete the quest although he does not control it: the
  usual checks apply (it is face up and ready in a resource row, EN 702.1 its completion cost and condition,
  "can't complete quests" 103.2), he pays the cost from his own resources (403.1) and the reward is his
  (his link, EN 702.2: "you" is the player completing it);
- completing it exhausts it and turns it face down where it is (EN 702.2): it stays in its controller's
  resource row; both players have seen its face.
"""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from . import match_facts
from .card_facts import GAIN_TEXT
from .cards.compiler import card_powers
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

STAT = "wsabo_may_complete"
"""The modifier stat of the permission "you may complete it this turn"."""


@resolves(GAME, "wsabo_may_complete")
def _may_complete(call: OpCall) -> list[Event]:
    """"You may complete it this turn.": the permission for the link's controller, this turn (EN 714.1)."""
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.cards.peek(uid) if uid in st.table.cards else None
        if card is None or card.zone != "resources" or card.face_down or kw.ctype(st, uid) != "quest":
            continue  # no longer a face-up quest in a resource row: nothing to complete
        st.modifiers.append(Modifier(uid, STAT, 0, duration="this_turn", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"P{p + 1} may complete {kw.name(st, uid)} this turn", EN("714.1"), p))
    return events


def may_complete(st: WowState, player: int, uid: int) -> bool:
    """Whether ``player`` may complete the quest ``uid`` that he does not control (this turn's permission, or a card
    of his saying "You can complete opposing quests.")."""
    return any(m.stat == STAT and m.uid == uid and m.player == player and m.turn == st.turn for m in st.modifiers) \
        or (st.table.peek(uid).controller != player and any_opposing(st, player))


def _has(d: dict) -> bool:
    from . import wsabo_quests as own  # its name for the compiled powers (a test may stand in for it)

    return any(pw.cost.get("complete_opposing") for pw in own.card_powers(d))


def any_opposing(st: WowState, player: int) -> bool:
    """``player`` controls a face-up card in play whose power says "You can complete opposing quests. (You get the
    rewards.)" (Toshe Chaosrender; helper wres): he may complete any opposing face-up quest, as with the permission
    above (his resources pay, the reward is his, EN 702)."""
    if match_facts.SHORTCUTS and not any(m.stat == GAIN_TEXT for m in st.modifiers) and not match_facts.some_card(st, "wsabo_quests.opposing", _has):
        return False
    for zone in ("hero_row", "allies"):
        for src in st.table.zones[player][zone]:
            if not st.table.peek(src).face_down and any(pw.cost.get("complete_opposing") for pw in card_powers(kw.data(st, src))):
                return True
    return False


def foreign_quests(st: WowState, player: int) -> list[int]:
    """The opposing quests ``player`` holds a permission for this turn (to list their completion)."""
    if any_opposing(st, player):
        return [u for o in range(st.num_players) if o != player for u in st.table.zones[o]["resources"]
                if not st.table.peek(u).face_down and kw.ctype(st, u) == "quest"]
    if not any(m.stat == STAT for m in st.modifiers):
        return []
    return [u for o in range(st.num_players) if o != player for u in st.table.zones[o]["resources"] if may_complete(st, player, u)]
