"""What happened this turn, for conditions that look back over the turn (7.4.4 intervening ifs,
"if a character was banished this turn", "if 2 or more cards were put into your discard this
turn"). Records live in ``state.floating`` with the turn they belong to and are dropped at the
end of that turn (engine.lorcana.flow, 4.4.1.3), like the "played" records of engine.lorcana.play.

Condition keys (read by engine.lorcana.characteristics.condition_holds):

- ``banished_turn``: a card matching it was banished this turn; {"in_challenge": bool, "owner":
  "opponent"|"you"|None, "types": [...], "classification", "name"} (zones.banish records every
  banished card).
- ``to_discard_min``: at least N cards were put into your discard this turn (zones.move_card
  records every card that enters a discard from another zone).
- ``discarded_turn``: you discarded a card (from your hand, 8.3.4) this turn.
- ``left_discard_turn``: a card left a player's discard this turn (zones.move_card records it).
- ``put_under_turn``: you put a card under this card ("self") or under any card of yours ("any")
  this turn (engine.lorcana.under records it).
- ``quested_turn`` / ``challenged_turn``: true: a character of yours quested / challenged this
  turn; false: none did (turn_actions records each quest and challenge, 4.3.5, 4.3.6).
- ``other_quested_turn``: a character other than this one (anyone's) quested this turn.
- ``challenged_count``: exactly N challenges by your characters this turn ("if it's the second
  challenge this turn": 2; the challenge's record is made before its triggers are added to the bag).
- ``healed_turn``: you removed damage from one of your characters ("yours") or from any
  character ("any") this turn (resolve records each removal, 9.1).
- ``played_class``: you played a card of that type and classification this turn (the "played"
  records of engine.lorcana.play, read with the card's printed data).

- ``sung_self``: this song was sung this turn ("if a character sang this song"; engine.lorcana.play
  records each song sung, alone or with Sing Together).

- ``inked_count``: exactly N cards were put into your inkwell this turn (zones.move_card records
  every card that enters an inkwell: the turn action 4.3.3 and effects 8.5.6).

- ``ink_drops_min``: you have at least N ink drops; ``got_ink_drop_turn``: you got an ink drop
  this turn (engine.lorcana.ink_drops records each gain); ``drop_paid_play``: ink drops paid for
  this card's latest play this turn.

Two conditions on zones other than play are read here too: ``ink_all_exerted`` ("all cards in
your inkwell are exerted"; true with an empty inkwell: no card of it is ready) and
``opp_discard_has`` ("an opponent has a song card in their discard").
"""

from __future__ import annotations

from typing import Any

from .state import LorcanaState, drops

KEYS = frozenset({"healed_turn", "ink_all_exerted", "banished_turn", "to_discard_min", "discarded_turn", "left_discard_turn", "put_under_turn", "quested_turn", "challenged_turn",
                  "other_quested_turn", "played_class", "ink_drops_min", "got_ink_drop_turn", "drop_paid_play", "inked_count",
                  "challenged_count", "sung_self"})


def record_banished(st: LorcanaState, uid: int, kind: str, in_challenge: bool) -> None:
    """A card was banished (1.9.1.3, 8.1.1): remember its controller, card type and whether it
    was banished in a challenge."""
    card = st.table.cards[uid]
    st.floating.append({"kind": "banished", "owner": card.controller, "turn": st.turn, "type": kind,
                        "in_challenge": in_challenge, "card_id": card.card_id})


def record_inked(st: LorcanaState, owner: int) -> None:
    """A card was put into ``owner``'s inkwell (4.3.3 or an effect, 8.5.6)."""
    st.floating.append({"kind": "inked", "owner": owner, "turn": st.turn})


def record_to_discard(st: LorcanaState, owner: int, src: str) -> None:
    """A card was put into ``owner``'s discard from the zone ``src``."""
    st.floating.append({"kind": "to_discard", "owner": owner, "turn": st.turn, "from": src})


def record_left_discard(st: LorcanaState, owner: int) -> None:
    """A card left ``owner``'s discard (to any other zone)."""
    st.floating.append({"kind": "left_discard", "owner": owner, "turn": st.turn})


def record_drew(st: LorcanaState, player: int, count: bool = True) -> int:
    """``player`` drew a card (4.2.3.1); returns how many they have drawn this turn, this one
    included ("if it's the second card they've drawn this turn"), when ``count`` (else 0)."""
    st.floating.append({"kind": "drew", "owner": player, "turn": st.turn})
    if not count:
        return 0
    n = 0  # (a loop: the names a generator reads would be cells, made on every call)
    for f in _records(st, "drew"):
        if f["owner"] == player:
            n += 1
    return n


def record_sung(st: LorcanaState, player: int, song: int, singers: list[int] | None = None) -> None:
    """One or more of ``player``'s characters (``singers``) sang ``song`` (6.3.3.3, Sing Together 10.10)."""
    st.floating.append({"kind": "sung", "owner": player, "turn": st.turn, "uid": song, "singers": list(singers or [])})


def record_removed_damage(st: LorcanaState, player: int, own: bool) -> None:
    """``player`` removed damage from a character (``own``: one of theirs)."""
    st.floating.append({"kind": "removed_damage", "owner": player, "turn": st.turn, "own": own})


def record_action(st: LorcanaState, kind: str, player: int, uid: int | None = None) -> None:
    """One of ``player``'s characters (``uid``) quested or challenged ("quested", "challenged")."""
    st.floating.append({"kind": kind, "owner": player, "turn": st.turn, "uid": uid})


def _records(st: LorcanaState, kind: str) -> list[dict[str, Any]]:
    return [f for f in st.floating if f.get("kind") == kind and f.get("turn") == st.turn]


def _banished(st: LorcanaState, want: dict[str, Any], controller: int) -> bool:
    return banished_count(st, want, controller) > 0


def banished_count(st: LorcanaState, want: dict[str, Any], controller: int) -> int:
    """How many cards matching ``want`` were banished this turn ("for each opposing character
    banished in a challenge this turn", engine.lorcana.characteristics.count_per)."""
    n = 0
    for f in _records(st, "banished"):
        if want.get("in_challenge") and not f["in_challenge"]:
            continue
        if want.get("owner") == "opponent" and f["owner"] == controller:
            continue
        if want.get("owner") == "you" and f["owner"] != controller:
            continue
        if want.get("types") and f["type"] not in want["types"]:
            continue
        d = st.cards.get(f.get("card_id"), {})
        if "classification" in want and want["classification"] not in d.get("classifications", []):
            continue
        if "name" in want and d.get("name") != want["name"]:
            continue
        n += 1
    return n


def _played(st: LorcanaState, want: dict[str, Any], controller: int) -> bool:
    for f in _records(st, "played"):
        if f.get("player") != controller or (want.get("types") and f.get("type") not in want["types"]):
            continue
        d = st.cards[st.table.cards[f["uid"]].card_id] if f.get("uid") in st.table.cards else {}
        if "classification" in want and want["classification"] not in d.get("classifications", []):
            continue
        if "cost_min" in want and int(d.get("cost") or 0) < want["cost_min"]:
            continue
        return True
    return False


def _drop_paid_play(st: LorcanaState, source: int | None) -> bool:
    """Ink drops paid for this card's latest play this turn (its "paid_with_ink_drops" record comes
    just before its "played" record, engine.lorcana.play.play_card)."""
    mine = [f["kind"] for f in st.floating if f.get("turn") == st.turn and f.get("uid") == source
            and f.get("kind") in ("played", "paid_with_ink_drops")]
    return mine[-2:] == ["paid_with_ink_drops", "played"]


def turn_records_hold(st: LorcanaState, cond: dict[str, Any], controller: int, source: int | None) -> bool:
    """The look-back conditions of ``cond`` (the module's keys) hold for ``controller``."""
    mine = {k: sum(1 for f in _records(st, k) if f["owner"] == controller) for k in ("to_discard", "quested", "challenged", "inked")}
    checks = (
        ("banished_turn", lambda v: _banished(st, v, controller)),
        ("to_discard_min", lambda v: mine["to_discard"] >= v),
        ("discarded_turn", lambda v: any(f["owner"] == controller and f.get("from") == "hand" for f in _records(st, "to_discard")) == v),
        ("put_under_turn", lambda v: any(f.get("owner") == controller and (v == "any" or f.get("uid") == source)
                                         for f in _records(st, "put_under"))),
        ("left_discard_turn", lambda v: bool(_records(st, "left_discard")) == v),
        ("quested_turn", lambda v: (mine["quested"] > 0) == v),
        # "if no other character has quested this turn" (Isabela Madrigal - Golden Child): any player's, not this one
        ("other_quested_turn", lambda v: any(f.get("uid") != source for f in _records(st, "quested")) == v),
        ("challenged_turn", lambda v: (mine["challenged"] > 0) == v),
        ("played_class", lambda v: _played(st, v, controller)),
        ("healed_turn", lambda v: any(f["owner"] == controller and (v == "any" or f["own"]) for f in _records(st, "removed_damage"))),
        ("ink_all_exerted", lambda v: all(st.table.cards[u].tapped for u in st.table.zone(controller, "inkwell")) == v),
        ("ink_drops_min", lambda v: drops(st, controller) >= v),  # set 14 ink drops (engine.lorcana.ink_drops)
        ("got_ink_drop_turn", lambda v: any(f["owner"] == controller for f in _records(st, "got_ink_drop")) == v),
        ("drop_paid_play", lambda v: _drop_paid_play(st, source) == v),
        ("challenged_count", lambda v: mine["challenged"] == v),  # "if it's the second challenge this turn" (2; 4.3.6)
        ("inked_count", lambda v: mine["inked"] == v),  # "if you didn't put any cards into your inkwell this turn" (0), "the second card" (2)
        ("sung_self", lambda v: any(f.get("uid") == source for f in _records(st, "sung")) == v),  # "if a character sang this song"
    )
    return all(check(cond[key]) for key, check in checks if key in cond)
