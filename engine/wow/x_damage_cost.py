"""An X paid otherwise than in resources: in placed damage, "[Exhaust], Put X damage on your hero ->
Narmak Doomratchet deals X shadow damage to target ally." (Narmak Doomratchet), "3, Flip Dizdemona, put X
damage on her -> …" (Dizdemona); in cards of the deck, "[Exhaust], Remove the top X cards of your deck
from the game -> Your hero heals X damage from target hero or ally." (Divine Favor); in counters, "2, [Exhaust],
Remove any number of breeze counters from this armor -> Your hero heals 1 damage from itself for each counter
removed this way." (Heavenly Breeze). The cost marks ``x`` (X is chosen as the power is used, 707.1b) and
``x_damage``, ``x_deck`` or ``x_counters`` (the kind): the resources paid don't grow with X; ``activation.pay``
puts X damage on the character (405.3: placed, not dealt; ``cost["damage"]["n"] == -1``), :func:`pay_deck`
removes the top X cards of the player's deck and :func:`pay_counters` X counters of the card (403.1: only as
many as there are; 403.4: the count is what "removed this way" reads, ``engine.wow.wgear``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError

from . import keywords as kw
from . import zone_moves
from .counters import REMOVED, counters, remove_counters
from .rules import R
from .state import WowState

MOST = 10
"""The largest X offered (as for resource X costs)."""


def in_resources(cost: dict[str, Any], x: int) -> int:
    """What X adds to the resources paid: nothing when X is placed damage."""
    return 0 if cost.get("x_damage") or cost.get("x_deck") or cost.get("x_counters") else x


def choices(st: WowState, p: int, uid: int, cost: dict[str, Any], spare: int) -> range:
    """The X values offered: up to the spare resources, or for placed damage up to what the character can
    still take (405.3: damage put on it stops at fatal)."""
    if cost.get("x_deck"):
        return range(0, min(len(st.table.zone(p, "deck")), MOST) + 1)
    if cost.get("x_counters"):
        return range(0, min(counters(st, uid, cost["x_counters"]), MOST) + 1)
    if not cost.get("x_damage"):
        return range(0, min(spare, MOST) + 1)
    who = st.heroes[p] if cost["damage"]["who"] == "hero" else uid
    room = max(kw.health(st, who) - st.table.peek(who).damage, 0) if who in st.table.cards and kw.in_play(st, who) else 0
    return range(0, min(room, MOST) + 1)


def placed(n: int, x: int) -> int:
    """The damage a cost puts: its number, or X (-1)."""
    return x if n == -1 else n


def problem(st: WowState, p: int, uid: int, cost: dict[str, Any], x: int) -> RulesError | None:
    """403.1: the top X cards (X counters) can be removed only if the deck (the card) holds X."""
    if cost.get("x_deck") and x > len(st.table.zone(p, "deck")):
        return RulesError("your deck doesn't hold X cards to remove", R("403.1"))
    if cost.get("x_counters") and x > counters(st, uid, cost["x_counters"]):
        return RulesError(f"this card doesn't have X {cost['x_counters']} counters to remove", R("403.1"))
    return None


def pay_counters(st: WowState, uid: int, kind: str, x: int) -> list[Event]:
    """Remove X ``kind`` counters from the card and remember how many went (403.4, ``counters.REMOVED``)."""
    events = remove_counters(st, uid, kind, x, R("403.1")) if x else []
    st.table.cards[uid].flags[REMOVED] = x
    return events


def pay_deck(st: WowState, p: int, x: int) -> list[Event]:
    """Remove the top X cards of the player's deck from the game, face up (403.1: a cost)."""
    events = []
    for uid in list(st.table.zone(p, "deck"))[:x]:
        ev = zone_moves.move(st, uid, "removed", R("403.1"), player=p)
        st.table.cards[uid].known_to = list(range(st.num_players))  # removed face up: public
        ev.text = f"P{p + 1}'s top card is removed from the game (cost)"
        events.append(ev)
    return events
