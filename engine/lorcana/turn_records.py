"""What happened this turn, for conditions that look back over the turn (7.4.4 intervening ifs,
"if a character was banished this turn", "if 2 or more cards were put into your discard this
turn"). Records live in ``state.floating`` with the turn they belong to and are dropped at the
end of that turn (engine.lorcana.flow, 4.4.1.3), like the "played" records of engine.lorcana.play.

Condition keys (read by engine.lorcana.characteristics.condition_holds):

- ``banished_turn``: a card matching it was banished this turn; {"in_challenge": bool, "owner":
  "opponent"|"you"|None, "types": [...]} (zones.banish records every banished card).
- ``to_discard_min``: at least N cards were put into your discard this turn (zones.move_card
  records every card that enters a discard from another zone).
- ``discarded_turn``: you discarded a card (from your hand, 8.3.4) this turn.
- ``put_under_turn``: you put a card under this card ("self") or under any card of yours ("any")
  this turn (engine.lorcana.under records it).
- ``quested_turn`` / ``challenged_turn``: true: a character of yours quested / challenged this
  turn; false: none did (turn_actions records each quest and challenge, 4.3.5, 4.3.6).
- ``played_class``: you played a card of that type and classification this turn (the "played"
  records of engine.lorcana.play, read with the card's printed data).
"""

from __future__ import annotations

from typing import Any

from .state import LorcanaState

KEYS = frozenset({"banished_turn", "to_discard_min", "discarded_turn", "put_under_turn", "quested_turn", "challenged_turn",
                  "played_class"})


def record_banished(st: LorcanaState, uid: int, kind: str, in_challenge: bool) -> None:
    """A card was banished (1.9.1.3, 8.1.1): remember its controller, card type and whether it
    was banished in a challenge."""
    card = st.table.cards[uid]
    st.floating.append({"kind": "banished", "owner": card.controller, "turn": st.turn, "type": kind,
                        "in_challenge": in_challenge})


def record_to_discard(st: LorcanaState, owner: int, src: str) -> None:
    """A card was put into ``owner``'s discard from the zone ``src``."""
    st.floating.append({"kind": "to_discard", "owner": owner, "turn": st.turn, "from": src})


def record_action(st: LorcanaState, kind: str, player: int) -> None:
    """One of ``player``'s characters quested or challenged ("quested", "challenged")."""
    st.floating.append({"kind": kind, "owner": player, "turn": st.turn})


def _records(st: LorcanaState, kind: str) -> list[dict[str, Any]]:
    return [f for f in st.floating if f.get("kind") == kind and f.get("turn") == st.turn]


def _banished(st: LorcanaState, want: dict[str, Any], controller: int) -> bool:
    for f in _records(st, "banished"):
        if want.get("in_challenge") and not f["in_challenge"]:
            continue
        if want.get("owner") == "opponent" and f["owner"] == controller:
            continue
        if want.get("owner") == "you" and f["owner"] != controller:
            continue
        if want.get("types") and f["type"] not in want["types"]:
            continue
        return True
    return False


def _played(st: LorcanaState, want: dict[str, Any], controller: int) -> bool:
    for f in _records(st, "played"):
        if f.get("player") != controller or (want.get("types") and f.get("type") not in want["types"]):
            continue
        d = st.cards[st.table.cards[f["uid"]].card_id] if f.get("uid") in st.table.cards else {}
        if "classification" in want and want["classification"] not in d.get("classifications", []):
            continue
        return True
    return False


def turn_records_hold(st: LorcanaState, cond: dict[str, Any], controller: int, source: int | None) -> bool:
    """The look-back conditions of ``cond`` (the module's keys) hold for ``controller``."""
    mine = {k: sum(1 for f in _records(st, k) if f["owner"] == controller) for k in ("to_discard", "quested", "challenged")}
    checks = (
        ("banished_turn", lambda v: _banished(st, v, controller)),
        ("to_discard_min", lambda v: mine["to_discard"] >= v),
        ("discarded_turn", lambda v: any(f["owner"] == controller and f.get("from") == "hand" for f in _records(st, "to_discard")) == v),
        ("put_under_turn", lambda v: any(f.get("owner") == controller and (v == "any" or f.get("uid") == source)
                                         for f in _records(st, "put_under"))),
        ("quested_turn", lambda v: (mine["quested"] > 0) == v),
        ("challenged_turn", lambda v: (mine["challenged"] > 0) == v),
        ("played_class", lambda v: _played(st, v, controller)),
    )
    return all(check(cond[key]) for key, check in checks if key in cond)
