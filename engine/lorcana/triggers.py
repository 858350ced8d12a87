"""Triggered abilities (7.4) and the bag (1.7, 8.7).

``emit`` is called at the moment something happens (before a card leaves play, so leave-play
triggers look back, 8.4.4). Matching abilities wait in ``state.waiting`` and enter the bag only
when no resolution is under way (8.7.4, 4.3.4.8, 7.5.4) and after a whole state check (1.9.4).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import Effect

from .cards.compiler import compile_card
from .cards.model import SELF_EVENTS
from .challenge_strength import challenging_strength, here_roles_match
from .characteristics import (
    abilities,
    alive_players,
    condition_holds,
    ctype,
    floating_of,
    gains_possible,
    in_play,
    listens,
    matches,
    name,
    turn_order_from,
    watched,
)
from .match_abilities import match_abilities
from .rules import R
from .state import LorcanaState


def _add(st: LorcanaState, uid: int, ab_index: int, info: dict[str, Any]) -> None:
    card = st.table.cards[uid]
    w = {"player": card.controller, "source": uid, "card_id": card.card_id, "ability": ab_index, "trigger": info}
    abs_ = abilities(st, uid)
    origin = getattr(abs_[ab_index], "origin", None) if 0 <= ab_index < len(abs_) else None
    if origin:  # an ability gained from another card: its body is that card's text (engine.lorcana.granted_abilities)
        w.update(card_id=origin[0], ability=origin[1], root_path=list(origin[2]), granted=True)
    st.waiting.append(w)


REACHES: dict[str, frozenset[str]] = {kind: frozenset(kinds) for kind, kinds in {
    "quest_self": ("quest_self", "quest_yours", "quest_opponent", "quest_here"),
    "challenge_self": ("challenge_self", "challenge_yours", "challenge_opponent", "challenge_here"),
    "sing_self": ("sing_self", "sing_yours"),
    "challenged_self": ("challenged_self", "challenged_yours", "challenged_here"),
    "banishes_in_challenge_self": ("banishes_in_challenge_self", "banishes_in_challenge_yours", "banishes_in_challenge_here"),
    "banished_challenged_self": ("banished_challenged_self", "banished_challenged_here", "banished_challenged_yours",
                                 "banished_challenged_opponent"),
    "damaged_self": ("damaged_self", "damaged_yours", "damaged_opponent"),
    "played_self": ("played_self", "played_other", "played_opponent"),
    "discarded_self": ("discarded_self", "discarded_yours", "discarded_opponent"),
    "milled_self": ("milled_self", "milled_yours"),
    "exerted_self": ("exerted_self", "exerted_opponent"),
    "put_under_self": ("put_under_self", "put_under_yours"),
    "leaves_play_self": ("leaves_play_self", "returned_yours", "returned_opponent"),
    "moves_self": ("moves_self", "moved_here"),
    "left_discard": ("left_discard_yours",),
    "banished_yours_other": ("banished_yours_other", "banished_opponent", "banished_here"),
    "drew": ("drew_yours", "drew_opponent"),
    "turn_end": ("turn_end", "turn_end_each"),
}.items()}
"""The event kinds :func:`emit` passes an event of each kind on to (the kind itself when not listed):
what abilities waiting for them watch."""


def quiet(st: LorcanaState, kind: str) -> bool:
    """No triggered ability can trigger on an event of ``kind`` (7.4.1): no kind it reaches
    (:data:`REACHES`) is one an ability of the match can ever wait for (:func:`watchable`) and no card
    of the match may gain abilities (:func:`~engine.lorcana.characteristics.gains_possible`).
    tests/lorcana/test_quiet_events.py compares. Kept by kind for the card data last asked about
    (:data:`QUIET_LAST`: the answer depends on nothing else)."""
    last = QUIET_LAST
    if last[0] is (d := st.cards) and last[1] == len(d):
        got = last[2].get(kind)
        if got is not None:
            return got
    else:
        last[:] = [d, len(d), {}]
    got = last[2][kind] = _quiet(st, kind)
    return got


QUIET_LAST: list[Any] = [None, -1, {}]
"""The ``state.cards`` dict :func:`quiet` last answered for, its length then, and its answers by kind
(updated in place; moved to the copy of that card data that every ``apply`` starts from, as
engine.lorcana.state_copy moves the kept answers of match_abilities and gains_possible)."""


def _quiet(st: LorcanaState, kind: str) -> bool:
    known = match_abilities(st.cards)
    got = _BY_MATCH.get(id(known))
    if got is None or got[0] is not known:
        got = _by_match(st, known)
    unwatched = got[2].get(kind)
    if unwatched is None:
        unwatched = got[2][kind] = reach_of(kind).isdisjoint(got[1])
    return unwatched and not gains_possible(st)


def reach_of(kind: str) -> frozenset[str]:
    """:data:`REACHES` of ``kind``: the kind itself when not listed."""
    return REACHES.get(kind) or frozenset((kind,))


def watchable(st: LorcanaState) -> frozenset[str]:
    """Every event kind an ability of the match can ever wait for: those of its cards' printed
    triggered abilities (engine.lorcana.match_abilities ``events``) and those of the floating
    triggered abilities their effects can create (7.4.7.1: ``floating_trigger``, made only while one
    of the match's abilities resolves, engine.lorcana.resolve)."""
    known = match_abilities(st.cards)
    got = _BY_MATCH.get(id(known))
    return (got if got is not None and got[0] is known else _by_match(st, known))[1]


_BY_MATCH: dict[int, tuple[Any, frozenset[str], dict[str, bool]]] = {}
"""By the match's engine.lorcana.match_abilities answer (held, so its id stays its own): that answer,
:func:`watchable`, and :func:`quiet`'s answers by kind before ``gains_possible`` (emptied beyond
:data:`_KEEP_MATCHES` matches, as match_abilities keeps 256)."""
_KEEP_MATCHES = 256


def _by_match(st: LorcanaState, known: Any) -> tuple[Any, frozenset[str], dict[str, bool]]:
    if len(_BY_MATCH) >= _KEEP_MATCHES:
        _BY_MATCH.clear()
    floating: set[str] = set()
    for d in st.cards.values():
        for ab in compile_card(d):
            _floating_events(ab.effects, floating)
    got = _BY_MATCH[id(known)] = (known, known.events | floating, {})
    return got


def _floating_events(effects: list[Any], out: set[str]) -> None:
    """Add the events of every ``floating_trigger`` among ``effects`` and the effects inside them."""
    for e in effects:
        cond = e.condition or {}
        if e.op == "floating_trigger":
            out.update(cond.get("events", ()))
        _floating_events(e.then, out)
        for v in cond.values():  # effects kept in a condition, if any
            if type(v) is list and v and all(isinstance(x, Effect) for x in v):
                _floating_events(v, out)


def emit(st: LorcanaState, kind: str, subject: int | None, **info: Any) -> None:
    """Something happened: every triggered ability whose condition matches triggers once (7.4.1)."""
    last = QUIET_LAST  # quiet(st, kind), its kept answer read here (asked at every event)
    if (last[0] is (d := st.cards) and last[1] == len(d) and last[2].get(kind)) or quiet(st, kind):
        if kind == "sing_self" and subject is not None:
            st.table.cards[subject].flags["sang_turn"] = st.turn  # as below
        return
    info = {k: v for k, v in info.items() if v is not None}
    if subject is not None:
        info.setdefault("subject", subject)
    if kind in SELF_EVENTS and subject is not None:
        again = kind == "sing_self" and st.table.cards[subject].flags.get("sang_turn") == st.turn
        if kind == "sing_self":  # "whenever he sings a song for the first time each turn" (the flag goes when he leaves play, 8.1.5)
            st.table.cards[subject].flags["sang_turn"] = st.turn
        for ab in abilities(st, subject) if listens(st, subject, kind, gains_possible(st)) else ():
            if ab.kind == "triggered" and ab.trigger and kind in ab.trigger.events:
                if again and ab.trigger.filter.get("first_sing_turn"):
                    continue
                want = ab.trigger.filter.get("defender")  # "whenever this character challenges a Hyena character"
                if want and not (info.get("defender") in st.table.cards and matches(st, info["defender"], want, st.table.cards[subject].controller, subject)):
                    continue
                kinds = ab.trigger.filter.get("self_types")  # "one of your characters is banished": this card too, if a character
                if kinds and ctype(st, subject) not in kinds:
                    continue
                if ab.trigger.filter.get("as_challenger") and info.get("challenger") != subject:
                    continue  # "when this character challenges and is banished"
                if ab.trigger.filter.get("had_under") and not info.get("under"):
                    continue  # "if he had a card under him" (a banish's look-back count, 8.4.4)
                if ab.trigger.filter.get("had_exerted_here") and not info.get("exerted_here"):
                    continue  # "if there was an exerted character here" (a banished location's look-back, 8.4.4)
                song = ab.trigger.filter.get("song_is")  # "whenever this character sings a song with Sing Together"
                if song and not (info.get("song") in st.table.cards and matches(st, info["song"], song, st.table.cards[subject].controller, subject)):
                    continue
                _add(st, subject, ab.index, info)
        if kind == "quest_self":
            emit_others(st, "quest_yours", subject, info)
            emit_opponents(st, "quest_opponent", subject, info)  # "whenever an opposing character quests"
            loc = st.table.cards[subject].flags.get("at")
            if loc in st.table.cards and st.table.cards[loc].zone == "play":
                for ab in abilities(st, loc):
                    if ab.kind == "triggered" and ab.trigger and "quest_here" in ab.trigger.events \
                            and not (ab.trigger.filter and not matches(st, subject, ab.trigger.filter, st.table.cards[loc].controller, loc)):
                        _add(st, loc, ab.index, {**info, "subject": subject})  # "whenever a Super character quests while here"
        if kind == "challenge_self":
            emit_others(st, "challenge_yours", subject, info)
            emit_opponents(st, "challenge_opponent", subject, info)  # "whenever a damaged character challenges …" (any player's)
            emit_here(st, "challenge_here", subject, info)  # "whenever a character here challenges another character"
        if kind == "sing_self":  # "whenever one of your characters sings a song" (each singer, 10.10)
            emit_others(st, "sing_yours", subject, info)
        if kind == "challenged_self":
            emit_others(st, "challenged_yours", subject, info)
            emit_here(st, "challenged_here", subject, info)  # a location's "whenever a character is challenged while here"
        if kind == "banishes_in_challenge_self":  # "whenever one of your characters banishes another character in a challenge"
            emit_others(st, "banishes_in_challenge_yours", subject, info)
            emit_here(st, "banishes_in_challenge_here", subject, info)
        if kind == "banished_challenged_self":  # a location's "whenever a character is challenged and banished while here"
            emit_here(st, "banished_challenged_here", subject, info)
            emit_others(st, "banished_challenged_yours", subject, info)  # "… one of your other X characters is challenged and banished"
            emit_opponents(st, "banished_challenged_opponent", subject, info)  # "whenever a location is challenged and banished" (Fergus)
        if kind == "damaged_self":  # "whenever one of your characters / an opposing character takes damage" (9.2)
            emit_others(st, "damaged_yours", subject, info)
            emit_opponents(st, "damaged_opponent", subject, info)
        if kind == "played_self":
            emit_others(st, "played_other", subject, info)
            emit_opponents(st, "played_opponent", subject, info)
        if kind == "discarded_self":  # "whenever you discard a character card" (the discarded card's owner's cards)
            emit_others(st, "discarded_yours", subject, info)
            emit_opponents_counted(st, "discarded_opponent", subject, info)  # "whenever your opponent discards 1 or more cards"
        if kind == "milled_self":  # "whenever you put 1 or more cards into your discard from your deck": once per batch
            emit_once_per_batch(st, "milled_yours", subject, info)
        if kind == "exerted_self":  # "whenever an opposing character becomes exerted" (engine.lorcana.zones.exert_event)
            emit_opponents(st, "exerted_opponent", subject, info)
        if kind == "put_under_self":  # "whenever you put a card under one of your characters" (engine.lorcana.under)
            emit_others(st, "put_under_yours", subject, info)
        if kind == "leaves_play_self" and info.get("to") == "hand":  # "… is returned to your/their hand from play"
            emit_others(st, "returned_yours", subject, info)
            emit_opponents(st, "returned_opponent", subject, info)
        if kind == "moves_self":  # 4.3.7: "whenever you move a character here" (the location's own ability)
            loc = info.get("location")
            if loc in st.table.cards and st.table.cards[loc].zone == "play":
                for ab in abilities(st, loc):
                    if ab.trigger and ab.trigger.filter.get("from_location") and not info.get("came_from"):
                        continue  # "when you move a character here from a location" (Sugar Rush Speedway)
                    if ab.kind == "triggered" and ab.trigger and "moved_here" in ab.trigger.events \
                            and not (ab.trigger.filter and not matches(st, subject, ab.trigger.filter, st.table.cards[loc].controller, loc)):
                        _add(st, loc, ab.index, {**info, "subject": subject})  # "… a character with 5 {S} or more here"
        return
    if kind == "support_chosen_yours" and subject is not None:  # "whenever one of your characters is chosen for Support"
        emit_others(st, kind, subject, info)
        return
    if kind == "boost_yours" and subject is not None:  # "whenever you use the Boost ability of a character" (2.2.0 8.4.1)
        emit_others(st, kind, subject, info)
        return
    if kind == "healed_yours" and subject is not None:  # "whenever you remove damage from one of your characters" (9.1)
        emit_others(st, kind, subject, info)
        return
    if kind == "left_discard" and subject is not None:  # "whenever a card leaves your discard" (its owner's cards watch)
        emit_others(st, "left_discard_yours", subject, info)
        return
    if kind == "inked_yours" and subject is not None:  # 4.3.3.3, 8.5.6: the card is already in its owner's inkwell
        emit_others(st, kind, subject, info)
        return
    if kind in ("banished_yours_other",) and subject is not None:
        emit_others(st, kind, subject, info, exclude_self=True)
        emit_opponents(st, "banished_opponent", subject, info)  # "whenever an opposing character is banished"
        emit_here(st, "banished_here", subject, info)  # a location's "whenever a character is banished while here"
        return
    if kind == "drew" and subject is not None:  # 4.2.3.1: "whenever you draw a card" / "whenever an opponent draws a card"
        emit_others(st, "drew_yours", subject, info)
        emit_opponents(st, "drew_opponent", subject, info)
        return
    if kind in ("turn_start", "turn_end"):
        emit_player(st, kind, st.active, info)
        if kind == "turn_end":  # "at the end of each player's turn": every player's cards watch (7.4.2)
            for p in turn_order_from(st, st.active):
                emit_player(st, "turn_end_each", p, info)
        gains = gains_possible(st)
        for uid in st.table.zone(st.active, "discard"):  # "…, if this card is in your discard" works from there (7.4.4)
            if not listens(st, uid, kind, gains):
                continue
            for ab in abilities(st, uid):
                if ab.kind == "triggered" and ab.trigger and kind in ab.trigger.events and _from_discard(ab):
                    _add(st, uid, ab.index, info)


def emit_player(st: LorcanaState, kind: str, player: int, info: dict[str, Any]) -> None:
    """An event about a player, not a card ("at the start of your turn", "whenever you remove an
    ink drop"): the triggered abilities of that player's cards in play wait for it (7.4.1)."""
    gains = gains_possible(st)
    if not gains and not watched(st, kind):
        return  # no card in play watches it
    for uid in in_play(st, player):
        if not listens(st, uid, kind, gains):
            continue
        for ab in abilities(st, uid):
            if ab.kind == "triggered" and ab.trigger and kind in ab.trigger.events and not _from_discard(ab):
                _add(st, uid, ab.index, info)


def _from_discard(ab: Any) -> bool:
    """A triggered ability whose intervening "if" is "this card is in your discard"."""
    return (ab.trigger.condition or {}).get("self") == "in_discard"


def emit_others(st: LorcanaState, kind: str, subject: int, info: dict[str, Any], exclude_self: bool = False) -> None:
    """Abilities of other cards that watch the subject ("whenever you play a character …"), and
    floating triggered abilities (7.4.7.1): each adds a copy to the bag every time."""
    subj = st.table.peek(subject)  # reading only
    for f in floating_of(st, "trigger"):  # (the entries of that kind, in order; none told without a Python loop)
        if kind in f["events"] and f["player"] == subj.controller:
            flt = dict(f["filter"])
            if flt.pop("in_challenge", False) and not info.get("in_challenge"):
                continue  # "gains 'when this character is banished in a challenge, …' this turn": only a challenge's banish
            want = flt.pop("defender", None)  # "… challenges another character this turn": not a location (4.3.6.19)
            if want and not (info.get("defender") in st.table.cards and matches(st, info["defender"], want, subj.controller, None)):
                continue
            if flt and not matches(st, subject, flt, subj.controller, None):
                continue
            st.waiting.append({"player": f["player"], "source": None, "card_id": f["card_id"], "ability": f["ability"],
                               "root_path": list(f["root_path"]), "trigger": info})
            if f.get("once"):  # "the next time they challenge …" (7.4.7.1): it triggered, so it ends
                st.floating = [x for x in st.floating if x is not f]
    gains = gains_possible(st)
    for uid in in_play(st, subj.controller) if gains or watched(st, kind) else ():
        if (exclude_self and uid == subject) or not listens(st, uid, kind, gains):
            continue
        for ab in abilities(st, uid):
            if ab.kind != "triggered" or not ab.trigger or kind not in ab.trigger.events:
                continue
            flt = dict(ab.trigger.filter)
            if flt.pop("other", False) and uid == subject:
                continue
            if flt.pop("in_challenge", False) and not info.get("in_challenge"):
                continue  # "… is banished in a challenge"
            if "paid_max" in flt and info.get("ink_paid", flt["paid_max"] + 1) > flt.pop("paid_max"):
                continue  # "whenever you pay 2 {I} or less to play a card" (engine.lorcana.ink_paid)
            want = flt.pop("defender", None)  # "whenever one of your characters challenges a damaged character"
            if want and not (info.get("defender") in st.table.cards and matches(st, info["defender"], want, subj.controller, uid)):
                continue
            if kind == "played_other" and uid == subject:
                continue
            if flt and not matches(st, subject, flt, subj.controller, uid):
                continue
            _add(st, uid, ab.index, info)


def emit_once_per_batch(st: LorcanaState, kind: str, subject: int, info: dict[str, Any]) -> None:
    """:func:`emit_others`, but an ability already waiting for ``kind`` (cards moved by the same step, not yet
    in the bag) doesn't trigger again: "whenever you put 1 or more cards …" triggers once for them all."""
    waiting = {(w["source"], w["ability"]) for w in st.waiting if w["trigger"].get("batch") == kind}
    before = len(st.waiting)
    emit_others(st, kind, subject, {**info, "batch": kind})
    st.waiting[before:] = [w for w in st.waiting[before:] if (w["source"], w["ability"]) not in waiting]


def emit_opponents_counted(st: LorcanaState, kind: str, subject: int, info: dict[str, Any]) -> None:
    """:func:`emit_opponents`, once per batch of one player's cards ("whenever your opponent discards 1 or
    more cards, … for each card discarded", Prince John - Greediest of All): an ability already waiting
    for that player's batch (cards moved by the same step, not yet in the bag) counts one more card."""
    who = st.table.cards[subject].owner
    seen: set[tuple[Any, Any]] = set()
    counted: set[int] = set()
    for w in st.waiting:
        trig = w["trigger"]
        if trig.get("batch") == kind and trig.get("batch_player") == who:
            seen.add((w["source"], w["ability"]))
            if id(trig) not in counted:
                counted.add(id(trig))
                trig["count"] += 1
    before = len(st.waiting)
    emit_opponents(st, kind, subject, {**info, "batch": kind, "batch_player": who, "count": 1})
    st.waiting[before:] = [w for w in st.waiting[before:] if (w["source"], w["ability"]) not in seen]


def emit_here(st: LorcanaState, kind: str, subject: int, info: dict[str, Any]) -> None:
    """Abilities of the location the subject is at that watch its characters ("… while here",
    4.3.7); looked at before the subject leaves play (8.4.4)."""
    loc = st.table.cards[subject].flags.get("at")
    if loc in st.table.cards and st.table.cards[loc].zone == "play":
        for ab in abilities(st, loc):
            if ab.kind == "triggered" and ab.trigger and kind in ab.trigger.events \
                    and not (ab.trigger.filter.get("in_challenge") and not info.get("in_challenge")) \
                    and here_roles_match(st, ab.trigger.filter, subject, info, loc):  # Snuggly Duckling (challenge_strength)
                more = {"challenger_strength": challenging_strength(st, subject, info.get("defender"))} if kind == "challenge_here" else {}
                _add(st, loc, ab.index, {**info, "subject": subject, **more})


def emit_opponents(st: LorcanaState, kind: str, subject: int, info: dict[str, Any]) -> None:
    """Abilities of the subject's opponents' cards that watch it ("when an opponent plays a
    character", 7.4.2)."""
    who = st.table.peek(subject).controller  # reading only
    gains = gains_possible(st)
    if not gains and not watched(st, kind):
        return  # no card in play watches it
    for p in turn_order_from(st, st.active):
        if p == who:
            continue
        for uid in in_play(st, p):
            if not listens(st, uid, kind, gains):
                continue
            for ab in abilities(st, uid):
                if ab.kind != "triggered" or not ab.trigger or kind not in ab.trigger.events:
                    continue
                flt = dict(ab.trigger.filter)
                if flt.pop("in_challenge", False) and not info.get("in_challenge"):
                    continue  # "… is banished in a challenge"
                by = flt.pop("source_types", None)  # "whenever one of your actions deals damage to an opposing character"
                if by and not _yours_of_type(st, info.get("source"), p, by):
                    continue
                if flt.pop("their_turn", False) and st.active != who:
                    continue  # "whenever an opponent draws a card during their turn"
                nth = flt.pop("nth", None)  # "if it's the second card they've drawn this turn" (engine.lorcana.zones.draw)
                if nth is not None and info.get("nth") != nth:
                    continue
                if flt and not matches(st, subject, flt, who, uid):
                    continue
                _add(st, uid, ab.index, info)


def _yours_of_type(st: LorcanaState, uid: int | None, player: int, types: list[str]) -> bool:
    """Is ``uid`` (what dealt the damage) a card of ``player`` of one of ``types``?"""
    return uid in st.table.cards and st.table.cards[uid].controller == player and ctype(st, uid) in types


def flush_waiting(st: LorcanaState, events: list[Event]) -> None:
    """Waiting triggers enter the bag (8.7.3); an intervening "if" false now → not added (7.4.4.1)."""
    waiting, st.waiting = st.waiting, []
    for w in waiting:
        if not st.alive[w["player"]]:
            continue
        ab = _ability(st, w)
        if ab is None and w["ability"] not in (-1, -2):
            continue
        if ab is None or w.get("root_path"):
            pass
        elif ab.trigger and ab.trigger.condition and not condition_holds(st, ab.trigger.condition, w["player"], w["source"]):
            events.append(Event("trigger_skipped", f"{_label(st, w)}: condition not met, not added to the bag", R("7.4.4.1"), w["player"]))
            continue
        if ab is not None and not w.get("root_path") and times_per_turn(ab):
            if not once_left(st, w["source"], ab):
                continue  # used up this turn: it would resolve with no effect (2.2.0 6.1.13.2), so it is not bagged
            if first_time(ab):  # "The first time … each turn": the event happened, used whatever the answer
                mark_once(st, w["source"], ab)
        w["id"] = st.next_bag_id
        st.next_bag_id += 1
        w["text"] = _label(st, w)
        st.bag.append(w)
        events.append(Event("bag_add", f"{w['text']} goes into the bag", R("8.7.3"), w["player"]))


def times_per_turn(ab) -> int:
    """How many times a turn a triggered ability may resolve: 1 for "Once during your turn" /
    "Once per turn", N for "N times during your turn" (trigger condition ``times_per_turn``, e.g.
    "Twice during your turn", engine.lorcana.chosen_for), 0 when unlimited."""
    if ab is None or ab.kind != "triggered":
        return 0
    times = ((ab.trigger.condition if ab.trigger else None) or {}).get("times_per_turn")
    return times or (1 if ab.once_per_turn else 0)


def once_left(st: LorcanaState, uid: int | None, ab) -> bool:
    """May this "once" triggered ability of card ``uid`` still resolve with effect this turn?

    Comprehensive Rules 2.2.0 6.1.13.2 (outside the seed documents, which define no "once"): the
    ability "checks to see if it has fully resolved previously. If it has, it resolves with no
    effect" — so a use is counted when it resolves (:func:`mark_once`), not when it triggers or
    enters the bag: declined "may" (6.1.4: "that effect resolves with no effect") and a condition no
    longer true (7.4.4.2) don't use it up. Each card's ability counts apart (the same section)."""
    times = times_per_turn(ab)
    if not times:
        return True
    card = st.table.cards.get(uid) if uid is not None else None
    used = card.flags.get("_once", []) if card else []
    return used.count(f"{ab.index}@{st.turn}") < times


def first_time(ab) -> bool:
    """"The first time …" (6.2.2 of 2.2.0, outside the seed documents): the trigger condition itself
    happens once a turn, so its use is counted as it triggers (the compiler reads it as once per
    turn); the other "once" abilities are counted as they resolve (:func:`resolves_once`)."""
    return _FIRST_TIME.match(ab.text) is not None


_FIRST_TIME = re.compile(r"\s*(?:during [^,]*, )?the first time ", re.I)
""""The first time …" and "During your turn, the first time …" (Seven Dwarfs' Mine - Secure Fortress)."""


def resolves_once(ab) -> bool:
    """Is ``ab`` a "once"/"N times" triggered ability counted as it resolves (2.2.0 6.1.13.2)?"""
    return bool(times_per_turn(ab)) and not first_time(ab)


def mark_once(st: LorcanaState, uid: int | None, ab) -> None:
    """Count one resolution of a "once" triggered ability with effect this turn (2.2.0 6.1.13.2)."""
    card = st.table.cards.get(uid) if uid is not None else None
    if times_per_turn(ab) and card is not None:
        card.flags["_once"] = [*card.flags.get("_once", []), f"{ab.index}@{st.turn}"]


def _ability(st: LorcanaState, w: dict[str, Any]):
    abs_ = compile_card(st.cards[w["card_id"]])
    return abs_[w["ability"]] if 0 <= w["ability"] < len(abs_) else None


def _label(st: LorcanaState, w: dict[str, Any]) -> str:
    ab = _ability(st, w)
    card = st.cards[w["card_id"]]
    title = f" {ab.name}" if ab and ab.name else {-1: " Support", -2: " Vanish"}.get(w["ability"], "")
    if w.get("granted") and w.get("source") in st.table.cards:  # 1.8.3: the gaining card's ability
        return f"{name(st, w['source'])} (ability gained from {card.get('full_name', w['card_id'])})"
    if w.get("root_path"):
        title += " (floating/delayed)"
    return f"{card.get('full_name', w['card_id'])}{title}"


def next_resolver(st: LorcanaState) -> int | None:
    """8.7.5-8.7.7: the active player resolves all theirs, then each player in turn order; a
    player keeps resolving while they have triggers in the bag (P9: cycle in turn order)."""
    if not st.bag:
        st.bag_player = None
        return None
    owners = {w["player"] for w in st.bag}
    start = st.active if st.bag_player is None else st.bag_player
    for p in turn_order_from(st, start):
        if p in owners:
            st.bag_player = p
            return p
    st.bag = [w for w in st.bag if w["player"] in alive_players(st)]
    return None


def choose_from_bag(st: LorcanaState) -> dict[str, Any] | Pending | None:
    """The next trigger to resolve, or the pending choice of order (1.7.1, 8.7.4)."""
    p = next_resolver(st)
    if p is None:
        return None
    mine = [w for w in st.bag if w["player"] == p]
    if len(mine) == 1:
        st.bag.remove(mine[0])
        return mine[0]
    options = [Option(str(w["id"]), w["text"]) for w in mine]
    return Pending(p, "bag", "Choose the next triggered ability to resolve", options, 1, 1, R("8.7.4"))


def take_from_bag(st: LorcanaState, bag_id: int) -> dict[str, Any]:
    for w in st.bag:
        if w["id"] == bag_id:
            st.bag.remove(w)
            return w
    raise KeyError(bag_id)


def trigger_label(st: LorcanaState, uid: int) -> str:
    return name(st, uid)
