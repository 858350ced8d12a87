"""Helper wturn (issue #18): quest completion costs beyond a fixed number of resources (EN 702.1, 403.1).

- ``cost["per_more"] = [{"n": 1, "per": key}]``: the quest costs ``n`` more for each counted thing
  ("Pay 1 for each card in your hand …", "Pay 2 and an additional 1 for each opposing face-up resource
  …"), read by ``costs.complete_cost``, counted with ``keywords.per_count``.
- ``cost["destroy_self"]``: "Destroy Into the Maw of Madness to complete this quest." — the quest is
  destroyed (415.9c: to its owner's graveyard) instead of turning face down (``WowEngine``'s quest action).
- Conditions ``wtu_kw_ally`` ("an ally with inspire / sabotage is in your party", 501.1b Inspire,
  "Sabotage: X" printed or given) and the count ``wtu_faceup_opp`` (opposing face-up resources, 306.1).
- The op ``wtu_others_cant_attack`` (registered in ``engine.wow.ops``).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import Modifier, resolves

from . import keywords as kw
from . import zone_moves
from .cards import rx
from .cards.keys import CANT_ATTACK
from .cards.line_readers import slots
from .conditions import condition_checker, count_reader
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState


@condition_checker("wtu_")
def _check(st: WowState, player: int, source: int | None, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "wtu_kw_ally":
        for uid in st.table.zone(player, "allies"):
            if not kw.is_ally(st, uid):
                continue
            if cond["kw"] == "inspire" and slots(kw.data(st, uid).get("text", "")):
                return True
            if cond["kw"] == "sabotage" and _sabotage(st, uid):
                return True
        return False
    raise LookupError(cond["k"])


def _sabotage(st: WowState, uid: int) -> bool:
    """ "Sabotage: Equipment" printed on the card (its own line) or given to it (a keyword "Sabotage: X")."""
    printed = rx.search(r"(?:^|\n)\s*Sabotage:", str(kw.data(st, uid).get("text") or ""))
    return bool(printed) or any(k.startswith("Sabotage: ") for k in kw.keywords(st, uid))


@count_reader("wtu_")
def _count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    if key["k"] == "wtu_faceup_opp":
        return sum(1 for q in range(st.num_players) if q != player for c in st.table.peek_in(q, "resources") if not c.face_down)
    raise LookupError(key["k"])


@resolves(GAME, "wtu_others_cant_attack")
def _others_cant_attack(call: OpCall) -> list[Event]:
    """ "Choose a hero or ally in your party. Other characters can't attack this turn." — a single modification
    (713) of the characters in play now, all but the chosen one (EN 709.1: picked on resolution)."""
    st = call.st
    chosen = {row["uid"] for row in call.link.data.get("ref", []) if isinstance(row, dict) and "uid" in row}
    events: list[Event] = []
    for q in range(st.num_players):
        for zone in ("hero_row", "allies"):
            for uid in st.table.zone(q, zone):
                if kw.is_character(st, uid) and uid not in chosen:
                    st.modifiers.append(Modifier(uid, "", 0, keyword=CANT_ATTACK, duration="this_turn", player=call.player, turn=st.turn, source=call.link.uid))
                    events.append(Event("modify", f"{kw.name(st, uid)} can't attack this turn", EN("714.1"), call.player))
    return events


@resolves(GAME, "wtu_remove_opp_graveyards")
def _remove_opp_graveyards(call: OpCall) -> list[Event]:
    """ "… remove all cards in each opponent's graveyard from the game." (415.2: graveyard to the removed zone)."""
    st = call.st
    events: list[Event] = []
    for q in range(st.num_players):
        if q != call.player:
            for uid in list(st.table.zone(q, "graveyard")):
                ev = zone_moves.move(st, uid, "removed", EN("709.1"), player=st.table.cards[uid].owner)
                ev.text = f"{kw.name(st, uid)} is removed from the game"
                events.append(ev)
    return events
