"""Characteristics after modification (7.6, 7.8) and the keyword predicates of chapter 10.

Every value is recomputed from the printed card plus all modifiers and static abilities at once
(7.8.1.2), so a card entering play under a static effect is already modified (7.6.2) and a static
ability stops the instant its source leaves play (7.6.4).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import repeat
from operator import eq as _eq
from operator import itemgetter
from typing import Any

from .cards.compiler import Ability, compile_card
from .cards.schema import STACKING
from .match_abilities import _LAST as _MATCH_LAST
from .match_abilities import match_abilities, record_statics
from .state import LorcanaState
from .turn_records import banished_count, turn_records_hold

_COMPILED: dict[tuple[str, str], tuple[Ability, ...]] = {}


_own = dict.get
_NO_BASE: dict[int, Any] = {}
# The hottest reads inline ``st.table.peek(uid)`` (a card for reading only) as
# ``_own(cards := st.table.cards, uid) or (cards._base or _NO_BASE).get(uid) or st.table.peek(uid)``:
# the card the map owns, else the shared one, else peek's own answer (KeyError for a missing card).
# Those that read only the card's id read the shared card first (``(cards._base or _NO_BASE).get(uid)
# or _own(cards, uid) or …``): a card's id never changes under its uid, so the shared card tells it,
# and ``base.get`` on a plain dict is a call CPython 3.11 specializes (``dict.get`` on the map, a
# dict subclass, it does not).


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What one card data record prints, worked out once per record (card data is fixed for a
    match: engine.lorcana.match_abilities): the questions asked of every card over and over. (Its
    fields are slots, read the short way: CPython 3.11 reads a NamedTuple's fields, by name or by
    position, the long way.)"""

    record: dict[str, Any]
    ctype: str
    """The card type, lower case (:func:`ctype`)."""
    name: str
    """The full name (:func:`name`)."""
    abilities: tuple[Ability, ...]
    """The compiled printed abilities (:func:`printed_abilities`)."""
    statics: tuple[dict[str, Any], ...]
    """The compiled static abilities (:func:`statics_of`)."""
    events: frozenset[str]
    """The events its printed triggered abilities watch (:func:`listens`)."""


_FACTS: dict[int, CardFacts] = {}
""":class:`CardFacts` by the record's id, with the record (held, so the id stays its own); emptied
beyond :data:`_KEEP_FACTS` records (about 60 a match, as engine.lorcana.match_abilities._KEEP_RECORDS)."""
_KEEP_FACTS = 2_048


def record_facts(cid: str, d: dict[str, Any]) -> CardFacts:
    """The :class:`CardFacts` of the card data record ``d`` (card id ``cid``)."""
    got = _FACTS.get(id(d))
    if got is not None and got.record is d:
        return got
    if len(_FACTS) >= _KEEP_FACTS:
        _FACTS.clear()
    printed = d.get("type", "")
    key = (cid, d.get("text", ""))
    abilities = _COMPILED.get(key)
    if abilities is None:
        abilities = _COMPILED[key] = compile_card(d)
    events = _EVENTS.get(key)
    if events is None:
        events = _EVENTS[key] = frozenset(e for ab in abilities if ab.kind == "triggered" and ab.trigger for e in ab.trigger.events)
    got = _FACTS[id(d)] = CardFacts(d, str(printed).lower(), str(d.get("full_name") or d.get("name") or cid), abilities,
                                    record_statics(cid, d), events)
    return got


def data(st: LorcanaState, uid: int) -> dict[str, Any]:
    return st.cards[(((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)).card_id]


GAINED: list[Callable[[LorcanaState, int, int], tuple[Ability, ...]]] = []
"""Abilities a card in play gains from other cards' text, numbered after its printed ones
(engine.lorcana.granted_abilities registers itself here)."""


def printed_abilities(st: LorcanaState, uid: int) -> tuple[Ability, ...]:
    """The card's own compiled abilities."""
    cid = (((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)).card_id
    d = st.cards[cid]
    f = _FACTS.get(id(d))
    return (f if f is not None and f.record is d else record_facts(cid, d)).abilities


_READING: list[tuple[Any, dict[Any, Any]]] = [(None, {})]
"""The state whose legal actions are being listed (:func:`reading`) and the answers kept for it
(one pair, replaced whole)."""


class reading:
    """``with reading(st):`` while ``st`` is only read (listing its legal actions, looking for lethal
    damage), keep the answers of :func:`keyword_value`, :func:`abilities`, :func:`read_once` and
    :func:`floating_of`, and trust the static index once checked: the same answers, each worked out
    once. Not while a classification is being gained (:func:`gained_kind` asks its questions in a
    narrower context). Nested or repeated use starts afresh; tests/lorcana/test_speed_golden.py
    compares. (A class, not a generator: entered twice per action, it costs less.)"""

    __slots__ = ("outer", "st")

    def __init__(self, st: LorcanaState) -> None:
        self.st = st

    def __enter__(self) -> None:
        self.outer = _READING[0]
        _READING[0] = (self.st, {})

    def __exit__(self, *exc: object) -> None:
        _READING[0] = self.outer


def read_once(st: LorcanaState, key: Any, work: Callable[[], Any]) -> Any:
    """``work()``; kept under ``key`` (and not worked out again) while ``st`` is only read (:func:`reading`)."""
    scope = _READING[0]
    if scope[0] is st and not _GAINING:
        got = (memo := scope[1]).get(key, _ABSENT)
        if got is _ABSENT:
            got = memo[key] = work()
        return got
    return work()


def read_once_of(st: LorcanaState, key: Any, work: Callable[..., Any], *args: Any) -> Any:
    """:func:`read_once` of ``work(*args)``, with no closure made for each call (a lambda reading the
    caller's names would make them cells, made on every call of the caller)."""
    scope = _READING[0]
    if scope[0] is st and not _GAINING:
        got = (memo := scope[1]).get(key, _ABSENT)
        if got is _ABSENT:
            got = memo[key] = work(*args)
        return got
    return work(*args)


def floating_of(st: LorcanaState, kind: str) -> list[dict[str, Any]]:
    """The ``state.floating`` entries of one ``kind``, in order (sorted once by kind while ``st`` is only read)."""
    scope = _READING[0]
    if scope[0] is st:  # the kinds read once, each kind's entries gathered when first asked for
        memo = scope[1]
        index = memo.get("floating")
        if index is None:
            index = memo["floating"] = dict.fromkeys(map(_dict_get, st.floating, repeat("kind")))
        if kind not in index:
            return []
        got = index[kind]
        if got is None:
            got = index[kind] = _of_kind(st.floating, kind)
        return got
    floating = st.floating
    if kind not in map(_dict_get, floating, repeat("kind")):  # the usual answer, told without a Python loop
        return []
    return _of_kind(floating, kind)


def _of_kind(floating: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    """The entries of ``kind``, in order (apart from :func:`floating_of`, whose ``kind`` would
    otherwise be a cell, made on every call: a variable a comprehension reads is one)."""
    return [f for f in floating if f.get("kind") == kind]


_dict_get = dict.get


def floating_kinds(st: LorcanaState) -> dict[Any, None]:
    """The kinds of ``state.floating``'s entries (as keys): :func:`floating_of` finds none of any
    other kind. The index :func:`floating_of` keeps while ``st`` is only read, else worked out."""
    scope = _READING[0]
    if scope[0] is st:
        memo = scope[1]
        index = memo.get("floating")
        if index is None:
            index = memo["floating"] = dict.fromkeys(map(_dict_get, st.floating, repeat("kind")))
        return index
    return dict.fromkeys(map(_dict_get, st.floating, repeat("kind")))


def abilities(st: LorcanaState, uid: int) -> tuple[Ability, ...]:
    """The card's abilities: its printed ones, then those it gains from other cards (7.6.1)."""
    last = _GAINS_LAST  # gains_possible(st), its kept answer read here
    if not (last[2] if last[0] is (d := st.cards) and last[1] == len(d) else gains_possible(st)):
        return printed_abilities(st, uid)  # no card of the match gives abilities: the printed ones
    scope = _READING[0]
    if scope[0] is st and not _GAINING:
        memo = scope[1]
        key = ("abilities", uid)
        got = memo.get(key)
        if got is None:
            got = memo[key] = _abilities(st, uid)
        return got
    return _abilities(st, uid)


GAINS_POSSIBLE: list[Callable[[LorcanaState], bool]] = []
"""Whether a card of the match may gain abilities (one per :data:`GAINED` hook; registered with it)."""
_EVENTS: dict[tuple[str, str], frozenset[str]] = {}


_GAINS_LAST: list[Any] = [None, -1, False]
"""The ``state.cards`` dict :func:`gains_possible` last answered for, its length then, and the answer
(updated in place: :func:`abilities` reads it directly)."""


def gains_possible(st: LorcanaState) -> bool:
    """Whether any card of this match may gain abilities from other cards (else :func:`abilities`
    are the printed ones). A question about the match's card data, fixed for the match
    (engine.lorcana.match_abilities): kept for the last ``state.cards`` asked about."""
    last = _GAINS_LAST
    if last[0] is (d := st.cards) and last[1] == len(d):
        return last[2]
    got = _hooks_say(st) or len(GAINS_POSSIBLE) != len(GAINED)
    last[:] = [d, len(d), got]
    return got


def _hooks_say(st: LorcanaState) -> bool:
    """Whether a hook of :data:`GAINS_POSSIBLE` says a card may gain abilities (apart from
    :func:`gains_possible`, whose ``st`` would otherwise be a cell, made on every call)."""
    return any(hook(st) for hook in GAINS_POSSIBLE)


def listens(st: LorcanaState, uid: int, kind: str, gains: bool) -> bool:
    """False when no ability of ``abilities(st, uid)`` is a triggered one whose events hold ``kind``:
    told from the printed abilities (kept per card) when ``gains`` (:func:`gains_possible`) is
    False; True otherwise (the caller looks at each ability)."""
    if gains:
        return True
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    return kind in ma.events and kind in _printed_events(st, uid)


def _printed_events(st: LorcanaState, uid: int) -> frozenset[str]:
    """The events the card's printed triggered abilities watch (kept per card id and text)."""
    cid = (((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)).card_id
    d = st.cards[cid]
    f = _FACTS.get(id(d))
    return (f if f is not None and f.record is d else record_facts(cid, d)).events


def _abilities(st: LorcanaState, uid: int) -> tuple[Ability, ...]:
    got = printed_abilities(st, uid)
    for hook in GAINED:
        more = hook(st, uid, len(got))
        if more:
            got = got + more
    return got


def ctype(st: LorcanaState, uid: int) -> str:
    cid = (((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)).card_id
    d = st.cards[cid]
    f = _FACTS.get(id(d))
    return (f if f is not None and f.record is d else record_facts(cid, d)).ctype


def record_type(cid: str, d: dict[str, Any]) -> str:
    """:func:`ctype` of a card whose card id is ``cid`` and card data record ``d`` (``st.cards[cid]``)."""
    f = _FACTS.get(id(d))
    return (f if f is not None and f.record is d else record_facts(cid, d)).ctype


def name(st: LorcanaState, uid: int) -> str:
    cid = (((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)).card_id
    d = st.cards[cid]
    f = _FACTS.get(id(d))
    return (f if f is not None and f.record is d else record_facts(cid, d)).name


_NAMES: dict[tuple[str, str], bool] = {}
""":func:`names_match` answers by (card name, wanted name): a handful of names per match."""


def names_match(card_name: str, wanted: str) -> bool:
    """6.2.4: exact whole-name match; "A & B" matches either name (6.2.4.1)."""
    if type(card_name) is not str or type(wanted) is not str:
        return _names_match(card_name, wanted)
    key = (card_name, wanted)
    got = _NAMES.get(key)
    if got is None:
        if len(_NAMES) > 50_000:  # names come from card data: bounded, but never let it grow without end
            _NAMES.clear()
        got = _NAMES[key] = _names_match(card_name, wanted)
    return got


def _names_match(card_name: str, wanted: str) -> bool:
    parts = [p.strip().casefold() for p in card_name.split("&")]
    return wanted.strip().casefold() in parts or card_name.strip().casefold() == wanted.strip().casefold()


def alive_players(st: LorcanaState) -> list[int]:
    alive = st.alive
    return [p for p in range(len(st.players)) if alive[p]]


def turn_order_from(st: LorcanaState, first: int) -> list[int]:
    """1.6.2 / 1.10.2.2: the active player first, then each player to the left."""
    n = len(st.players)
    alive = st.alive
    order = []  # (a loop: the names a comprehension reads would be cells, made on every call)
    for i in range(n):
        q = (first + i) % n
        if alive[q]:
            order.append(q)
    return order


def opponents(st: LorcanaState, player: int) -> list[int]:
    """1.4: every other player still in the game (no teams)."""
    alive = st.alive
    if len(alive) == 2 and alive[0] and alive[1] and (player == 0 or player == 1):
        return [1 - player]  # two players still in (the usual game): the other one
    order = turn_order_from(st, st.active)  # (each player once)
    if player in order:
        order.remove(player)
    return order


def in_play(st: LorcanaState, player: int | None = None) -> list[int]:
    """8.4.2: only cards in a play zone are in play (cards under a stack are not listed)."""
    zones = st.table.zones
    if player is not None:
        return list(zones[player]["play"])
    alive = st.alive
    if len(st.players) == 2 and alive[0] and alive[1]:  # two players still in (the usual game)
        return zones[0]["play"] + zones[1]["play"]
    out: list[int] = []
    for p in range(len(st.players)):
        if alive[p]:
            out.extend(zones[p]["play"])
    return out


def statics_of(st: LorcanaState, uid: int) -> tuple[dict[str, Any], ...]:
    """The compiled static abilities of one card, wherever it is (7.6.5 reads them in hand)."""
    cid = (((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)).card_id
    d = st.cards[cid]
    f = _FACTS.get(id(d))
    return (f if f is not None and f.record is d else record_facts(cid, d)).statics


_statics_of = statics_of


def static_sources(st: LorcanaState) -> tuple[tuple[int, dict[str, Any]], ...]:
    """Static abilities of every card in play (7.6.1)."""
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    if not ma.fields:  # no card of the match has one
        return ()
    return _static_index(st)[None]


def any_static_has(st: LorcanaState, field: str) -> bool:
    """Whether some static ability of a card of the match (in any zone) has ``field``: when not,
    no static ability, in play (7.6.1) or working from the hand (7.6.5), does what it names."""
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    return field in ma.fields


def static_fields(st: LorcanaState) -> frozenset[str]:
    """Every field of a static ability of a card of the match (:func:`any_static_has` of each)."""
    last = _MATCH_LAST
    return (last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)).fields


def any_static_gives(st: LorcanaState, kw: str) -> bool:
    """Whether some static ability of a card of the match (in any zone) gives or removes the keyword ``kw``."""
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    return kw in ma.keywords


def static_keywords(st: LorcanaState) -> frozenset[str]:
    """Every keyword some static ability of a card of the match gives or removes (:func:`any_static_gives` of each)."""
    last = _MATCH_LAST
    return (last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)).keywords


def statics_with(st: LorcanaState, field: str) -> tuple[tuple[int, dict[str, Any]], ...]:
    """Those of :func:`static_sources` that have ``field`` (``prohibit``, ``extra_ink`` …), in the same order."""
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    if field not in ma.fields:  # no static of the match has it
        return ()
    return _static_index(st).get(("with", field), ())


_PLAY = itemgetter("play")


def _static_index(st: LorcanaState) -> dict[Any, tuple[tuple[int, dict[str, Any]], ...]]:
    """:func:`static_sources` (under None) and those of them that change a keyword
    (``("keyword", kw)``) or a stat (``("stat", which)``). Computed once per set of cards in play:
    kept on the table under the players still in and every play zone's uids, so any change to
    those recomputes it; a copy of the table (every ``apply``) takes it along (engine.lorcana.state_copy)
    and checks it the same way. A card's id never changes under its uid (card data is fixed for the
    match); :func:`stale_statics` checks. Also kept: :func:`listening`."""
    scope = _READING[0]
    reading = scope[0] is st  # nothing moves while legal actions are listed: checked once
    if reading and "static_index" in scope[1]:
        return scope[1]["static_index"]
    table = st.table
    zones = table.zones
    memo = table.kept.get("_static_index")
    plays = memo[1] if memo is not None else None  # the play zones' uids it was worked out for
    if plays is not None and memo[0] == st.alive and (
            plays[0] == zones[0]["play"] and plays[1] == zones[1]["play"] if len(plays) == 2 == len(zones)  # (two players)
            else len(plays) == len(zones) and all(map(_eq, plays, map(_PLAY, zones)))):
        frozen = memo[2]  # the same players and the same uids in every play zone, in order
    else:
        frozen = (memo is not None and _grown_static_index(st, memo)) or _fresh_static_index(st)
        table.kept["_static_index"] = (list(st.alive), [list(z["play"]) for z in zones], frozen)
    if reading:
        scope[1]["static_index"] = frozen
    return frozen


def _fresh_static_index(st: LorcanaState) -> dict[Any, tuple[tuple[int, dict[str, Any]], ...]]:
    index: dict[Any, list[tuple[int, dict[str, Any]]]] = {None: []}
    every = index[None]
    listening: set[str] = set()
    types: dict[int, str] = {}
    names: dict[int, set[str]] = {}
    zones = st.table.zones
    alive = st.alive
    for p in range(len(st.players)):  # :func:`in_play`'s order
        if not alive[p]:
            continue
        names_p = names[p] = set()
        for uid in zones[p]["play"]:
            # (the card the map owns first, here: stale_statics checks the kept index against this one)
            cid = (_own(cards := st.table.cards, uid) or (cards._base or _NO_BASE).get(uid) or st.table.peek(uid)).card_id
            d = st.cards[cid]
            f = _FACTS.get(id(d))
            if f is None or f.record is not d:
                f = record_facts(cid, d)
            types[uid] = f.ctype  # :func:`in_play_types`
            names_p.update(name_keys(str(d.get("name", ""))))  # :func:`in_play_names`
            listening.update(f.events)  # :func:`listening`
            for s in f.statics:  # :func:`statics_of`
                every.append((uid, s))
                for what in ("keyword", "stat"):
                    if s.get(what):
                        index.setdefault((what, s[what]), []).append((uid, s))
                if "grant" in s:  # a quoted ability it gives (engine.lorcana.granted_abilities)
                    index.setdefault("grant", []).append((uid, s))
                for field in s:  # :func:`statics_with`
                    index.setdefault(("with", field), []).append((uid, s))
    out: dict[Any, Any] = {k: tuple(v) for k, v in index.items()}
    out["listening"] = frozenset(listening)
    out["types"] = types
    for p, found in names.items():
        out[("names", p)] = frozenset(found)
    return out


def _grown_static_index(st: LorcanaState, memo: tuple[Any, ...]) -> dict[Any, Any] | None:
    """:func:`_fresh_static_index`'s answer made from the kept one (``memo``) when cards without a
    static ability only entered play since (each play zone then starts with the uids it had, the
    same players still in): the static abilities (7.6.1) are the same, each in its place; the new
    cards' types, names and watched events are added. None otherwise (worked out afresh).
    tests/lorcana/test_apply_path_shortcuts.py compares."""
    alive = st.alive
    zones = st.table.zones
    if memo[0] != alive or len(memo[1]) != len(zones):
        return None
    old = memo[2]
    added: list[tuple[int, list[int]]] = []
    for p, was in enumerate(memo[1]):
        now = zones[p]["play"]
        n = len(was)
        if len(now) < n or now[:n] != was:
            return None  # a card left play, or the order changed
        if len(now) > n and alive[p]:
            added.append((p, now[n:]))
    if not added:
        return None
    peek = st.table.peek
    data = st.cards
    types = old["types"]
    new_types: dict[int, str] = {}
    listening = set(old["listening"])
    out = dict(old)
    for p, uids in added:
        names_p = set(old[("names", p)])
        for uid in uids:
            cid = peek(uid).card_id
            d = data[cid]
            f = _FACTS.get(id(d))
            if f is None or f.record is not d:
                f = record_facts(cid, d)
            if f.statics:
                return None  # a static ability comes with it: its place among the others, afresh
            new_types[uid] = f.ctype
            names_p.update(name_keys(str(d.get("name", ""))))
            listening.update(f.events)
        out[("names", p)] = frozenset(names_p)
    out["listening"] = frozenset(listening)
    out["types"] = _types_in_order(st, types, new_types)
    return out


def _types_in_order(st: LorcanaState, types: dict[int, str], new_types: dict[int, str]) -> dict[int, str]:
    """The types of the cards in play, in play order, as worked out afresh: the kept ones, else the
    new cards' (apart from :func:`_grown_static_index`, whose names would otherwise be cells)."""
    alive = st.alive
    zones = st.table.zones
    return {uid: types.get(uid) or new_types[uid] for p in range(len(st.players)) if alive[p] for uid in zones[p]["play"]}


def in_play_types(st: LorcanaState) -> dict[int, str]:
    """:func:`ctype` of every card in play of the players still in (by uid; kept with the static
    index, per set of cards in play; read only)."""
    return _static_index(st)["types"]


def in_play_names(st: LorcanaState, player: int) -> frozenset[str] | None:
    """Every :func:`name_keys` key of the names of ``player``'s cards in play (kept with the static
    index); None when ``player`` is no longer in the game."""
    return _static_index(st).get(("names", player))


_NAME_KEYS: dict[str, tuple[str, ...]] = {}
""":func:`name_keys` by card name (names come from card data; emptied beyond 4,096)."""


def name_keys(card_name: str) -> tuple[str, ...]:
    """The whole name and each part of "A & B", casefolded: a wanted name (casefolded) that
    :func:`names_match` finds on the card is one of them (6.2.4, 6.2.4.1)."""
    got = _NAME_KEYS.get(card_name)
    if got is None:
        if len(_NAME_KEYS) >= 4_096:
            _NAME_KEYS.clear()
        got = _NAME_KEYS[card_name] = (card_name.strip().casefold(), *(part.strip().casefold() for part in card_name.split("&")))
    return got


def listening(st: LorcanaState) -> frozenset[str]:
    """Every event kind a printed triggered ability of a card in play watches (kept with the static
    index, per set of cards in play): with no gained abilities (:func:`gains_possible`), a card in
    play :func:`listens` for ``kind`` only if ``kind`` is here."""
    return _static_index(st)["listening"]


def watched(st: LorcanaState, kind: str) -> bool:
    """``kind in listening(st)``, told without the static index when no printed triggered ability
    of the match watches ``kind`` (7.4.1)."""
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    return kind in ma.events and kind in _static_index(st)["listening"]


def stale_statics(st: LorcanaState) -> bool:
    """Whether the kept :func:`static_sources` differ from a fresh reading (a card in play whose
    card id changed under the same uid): for the simulator's invariant checks."""
    return _static_index(st) != _fresh_static_index(st)


def condition_holds(st: LorcanaState, cond: dict[str, Any] | None, controller: int, source: int | None) -> bool:
    """Conditions of statics and intervening ifs (7.4.4)."""
    if not cond:
        return True
    if cond.get("your_turn") and st.active != controller:
        return False
    if cond.get("opp_turn") and st.active == controller:
        return False
    if "opp_has" in cond and not any(matches(st, u, cond["opp_has"], controller, source)
                                     for o in opponents(st, controller) for u in in_play(st, o)):
        return False
    if "opp_has_min" in cond and not any(sum(1 for u in in_play(st, o) if matches(st, u, cond["opp_has"], controller, source))
                                         >= cond["opp_has_min"] for o in opponents(st, controller)):
        return False  # "if an opponent has 2 or more ready characters in play": one opponent has that many
    if "played_min" in cond and len(played_this_turn(st, controller, cond.get("played_types"))) < cond["played_min"]:
        return False
    if "played_other" in cond and not any(f.get("uid") != source for f in played_this_turn(st, controller, cond["played_other"])):
        return False  # "if you played another character this turn" (the source itself doesn't count)
    if cond.get("first_turn") and not is_first_turn(st, controller):
        return False
    if cond.get("not_first_player") and controller == st.starting_player:
        return False
    if "you_have" in cond:
        flt = cond["you_have"]
        n = sum(1 for u in in_play(st, controller) if matches(st, u, flt, controller, source))
        if n < cond.get("min", 1):
            return False
    if "self" in cond and source is not None and source in st.table.cards:
        card = st.table.peek(source)  # reading only
        want = cond["self"]
        if want == "undamaged" and card.damage:
            return False
        if want == "damaged" and not card.damage:
            return False
        if want == "exerted" and not card.tapped:
            return False
        if want == "at_location" and not card.flags.get("at"):
            return False
        if want == "shifted" and not card.flags.get("shifted"):
            return False
        if want == "in_discard" and card.zone != "discard":  # "if this card is in your discard"
            return False
        if want == "character_here" and not any(st.table.cards[u].flags.get("at") == source for u in in_play(st, controller)):
            return False  # "while you have a character here" (a location)
        if want == "card_under" and not any(st.table.cards[u].attached_to == source
                                            for p in range(st.num_players) for u in st.table.zone(p, "under")):
            return False
    if "hand_min" in cond and len(st.table.zone(controller, "hand")) < cond["hand_min"]:
        return False
    if not _more_conditions_hold(st, cond, controller, source):
        return False
    if not turn_records_hold(st, cond, controller, source):  # "if a character was banished this turn" (engine.lorcana.turn_records)
        return False
    if "hand_max" in cond and len(st.table.zone(controller, "hand")) > cond["hand_max"]:
        return False
    for key, zone in (("opp_more_hand", "hand"), ("opp_more_ink", "inkwell")):
        if cond.get(key):  # "if an opponent has more cards in their hand/inkwell than you"
            mine = len(st.table.zone(controller, zone))
            if not any(len(st.table.zone(o, zone)) > mine for o in opponents(st, controller)):
                return False
    return True


def _more_conditions_hold(st: LorcanaState, cond: dict[str, Any], controller: int, source: int | None) -> bool:
    """The conditions of engine.lorcana.cards.readers.more_conditions."""
    if "self_filter" in cond and (source not in st.table.cards or not matches(st, source, cond["self_filter"], controller, source)):
        return False  # "while this character has 5 {S} or more"
    if "any_has" in cond and not any(matches(st, u, cond["any_has"], controller, source) for u in in_play(st)):
        return False  # "if a Princess or Queen character is in play" (any player's)
    if "opp_discard_has" in cond and not any(matches(st, u, cond["opp_discard_has"], controller, None)
                                             for o in opponents(st, controller) for u in st.table.zone(o, "discard")):
        return False  # "if an opponent has a song card in their discard"
    if "discard_has" in cond and not any(matches(st, u, cond["discard_has"], controller, source) for u in st.table.zone(controller, "discard")):
        return False
    if cond.get("opp_hand_empty") and not any(not st.table.zone(o, "hand") for o in opponents(st, controller)):
        return False
    if "opp_lore_min" in cond and not any(st.lore[o] >= cond["opp_lore_min"] for o in opponents(st, controller)):
        return False
    if "opp_lore_is" in cond and not any(st.lore[o] == cond["opp_lore_is"] for o in opponents(st, controller)):
        return False  # "if an opponent has 0 lore"
    if cond.get("opp_lore_more") and not any(st.lore[o] > st.lore[controller] for o in opponents(st, controller)):
        return False
    if "any_min" in cond and sum(1 for u in in_play(st) if matches(st, u, cond["any_has"], controller, source)) < cond["any_min"]:
        return False  # "there are 5 or more characters with damage in play"
    if "zone_min" in cond:
        z = cond["zone_min"]
        if sum(1 for u in st.table.zone(controller, z["zone"]) if matches(st, u, z["filter"], controller, source)) < z["n"]:
            return False
    ch = st.challenge or {}
    if cond.get("being_challenged") and (not ch or ch.get("defender") != source):
        return False  # "while being challenged" (4.3.6: from the challenge's declaration to its end)
    if "challenging" in cond and (not ch or ch.get("attacker") != source or ch.get("defender") not in st.table.cards
                                  or not matches(st, ch["defender"], cond["challenging"], controller, source)):
        return False  # "while challenging a damaged character"
    if cond.get("played_song") and not any("Song" in st.cards[st.table.cards[f["uid"]].card_id].get("subtypes", [])
                                           for f in played_this_turn(st, controller, ["action"]) if f.get("uid") in st.table.cards):
        return False  # "if you played a song this turn"
    if "played_exact" in cond and len(played_this_turn(st, controller, cond.get("played_types"))) != cond["played_exact"]:
        return False  # "whenever you play a second action in a turn": this play is the second
    if "names_all" in cond and not all(any(ctype(st, u) == "character" and names_match(str(data(st, u).get("name", "")), n)
                                            for u in in_play(st, controller)) for n in cond["names_all"]):
        return False  # "if you have characters named Dewey and Louie in play"
    if "took_damage" in cond and not any(f.get("kind") == "took_damage" and f.get("turn") == st.turn
                                         and (f.get("owner") == controller) == (cond["took_damage"] == "yours") for f in st.floating):
        return False  # "if one of your characters took damage this turn"
    if cond.get("no_character_played_since_self") and _character_played_since(st, controller, source):
        return False  # "once during your turn, you pay 1 {I} less for the next character you play this turn"
    if "not" in cond and condition_holds(st, cond["not"], controller, source):
        return False  # "unless …" / "you don't have …"
    if "opponents_min" in cond and len(opponents(st, controller)) < cond["opponents_min"]:
        return False  # "if you have 2 or more opponents"
    if cond.get("highest_cost"):  # "while you have a character in play with the highest cost, or tied for highest cost"
        costs = [(st.table.cards[u].controller, int(data(st, u).get("cost") or 0)) for u in in_play(st) if ctype(st, u) == "character"]
        if max((c for p, c in costs if p == controller), default=-1) < max((c for _, c in costs), default=0):
            return False
    if cond.get("strongest"):  # "you have a character in play with more {S} than each opposing character"
        best = max((stat(st, u, "strength") for u in in_play(st, controller) if ctype(st, u) == "character"), default=None)
        theirs = [stat(st, u, "strength") for o in opponents(st, controller) for u in in_play(st, o) if ctype(st, u) == "character"]
        if best is None or any(best <= s for s in theirs):
            return False
    if "more_than_each" in cond:  # "you have more items in play than each opponent"
        z = cond["more_than_each"]
        mine = count_per(st, controller, source, z)
        if not all(mine > count_per(st, o, source, z) for o in opponents(st, controller)):
            return False
    if "opp_more_than_you" in cond:  # "if an opponent has more characters in play than you"
        z = cond["opp_more_than_you"]
        mine = count_per(st, controller, source, z)
        if not any(count_per(st, o, source, z) > mine for o in opponents(st, controller)):
            return False
    return True


def _character_played_since(st: LorcanaState, controller: int, source: int | None) -> bool:
    """Has ``controller`` played a character this turn since ``source`` was last played (all this
    turn's plays if it wasn't played this turn)? Plays are recorded in order (``played_this_turn``)."""
    plays = played_this_turn(st, controller)
    since = max((i for i, f in enumerate(plays) if f.get("uid") == source), default=-1)
    return any(f.get("type") == "character" for f in plays[since + 1:])


def barred_challenger(st: LorcanaState, attacker: int, defender: int) -> bool:
    """Is ``attacker`` one that can't challenge ``defender`` ("damaged characters can't challenge
    this character", "this character can't be challenged by Pirate characters"; static ``by``)?"""
    for src, s in statics_with(st, "keyword"):
        if s.get("keyword") == "cant_be_challenged_by" and _static_applies(st, src, s, defender) \
                and matches(st, attacker, s.get("by", {}), st.table.cards[src].controller, src):
            return True
    return False


def is_first_turn(st: LorcanaState, player: int) -> bool:
    """"This is your first turn": it is ``player``'s turn in the first round (turns go around the
    table from the starting player, 3.1.2 / 4.4.1.4)."""
    return st.active == player and st.turn == (player - st.starting_player) % st.num_players + 1


def played_this_turn(st: LorcanaState, player: int, types: list[str] | None = None) -> list[dict[str, Any]]:
    """The cards ``player`` played this turn (4.3.4; recorded in ``state.floating`` as
    ``{"kind": "played", …}`` by engine.lorcana.play and dropped at the end of the turn)."""
    return [f for f in floating_of(st, "played") if f.get("player") == player and f.get("turn") == st.turn
            and (not types or f.get("type") in types)]


def _static_applies(st: LorcanaState, src: int, s: dict[str, Any], uid: int) -> bool:
    who = s.get("who")
    cards = st.table.cards
    src_card = _own(cards, src) or (cards._base or _NO_BASE).get(src) or st.table.peek(src)
    card = _own(cards, uid) or (cards._base or _NO_BASE).get(uid) or st.table.peek(uid)
    if card.zone != "play" or who == "in_hand":  # "in_hand" statics are read from the hand (7.6.5), never in play
        return False
    if who == "self" and uid != src:
        return False
    if who in ("yours", "yours_other"):
        if card.controller != src_card.controller or (who == "yours_other" and uid == src):
            return False
        if not matches(st, uid, s.get("filter", {}), src_card.controller, src):
            return False
    if who == "here" and card.flags.get("at") != src:
        return False
    if who == "here" and s.get("filter") and not matches(st, uid, s["filter"], src_card.controller, src):
        return False  # "Inventor characters get +1 {W} while here"
    if who == "opposing" and (card.controller == src_card.controller or not matches(st, uid, s.get("filter", {}), src_card.controller, src)):
        return False  # "opposing characters get -1 {S}" (1.4: the other players' cards)
    return condition_holds(st, s.get("cond"), src_card.controller, src)


static_applies = _static_applies
"""Whether the static ability ``s`` of ``src`` applies to the card ``uid`` now (7.6.1: who, filter, condition)."""


def _delta(st: LorcanaState, src: int, s: dict[str, Any]) -> int:
    """A static change's size; with ``per`` ("for each location you have in play") it is
    multiplied by the count of its controller's matching cards in the zone named."""
    per = s.get("per")
    if per is None or s.get("cost_less"):
        return s.get("delta", 0)
    return s.get("delta", 0) * count_per(st, st.table.cards[src].controller, src, per)


def count_per(st: LorcanaState, me: int, src: int | None, per: dict[str, Any]) -> int:
    """What a "for each …" counts (engine.lorcana.cards.readers.count_of): ``me``'s matching cards
    in the zone named, or the opponents' (``owner`` "opponents": "for each card in opponents'
    hands"); zone "under": the cards under ``src`` (5.1.7); "self_damage": the damage on ``src``."""
    if per["zone"] == "under":  # "for each card under him": the cards attached to it (5.1.7)
        return sum(1 for p in range(st.num_players) for u in st.table.zone(p, "under") if st.table.cards[u].attached_to == src)
    if per["zone"] == "banished_turn":  # "for each opposing character banished in a challenge this turn" (turn records)
        return banished_count(st, per["filter"], me)
    if per["zone"] == "ink_types":  # "for each different ink type of characters you have in play" (6.2.3)
        return len({c for u in in_play(st, me) if ctype(st, u) == "character" for c in data(st, u).get("colors", [])})
    if per["zone"] == "item_names":  # "for each item with a different name you have in play" (6.2.4: names, not copies)
        return len({str(data(st, u).get("name", "")).casefold() for u in in_play(st, me) if ctype(st, u) == "item"})
    if per["zone"] == "self_damage":  # "for each 1 damage on him"
        return st.table.cards[src].damage if src in st.table.cards else 0
    players = opponents(st, me) if per.get("owner") == "opponents" else [me]
    if per.get("damage"):  # "for each 1 damage on opposing characters": the damage counters on the matching cards
        return sum(st.table.cards[u].damage for p in players for u in st.table.zone(p, per["zone"]) if matches(st, u, per["filter"], me, src))
    return sum(1 for p in players for u in st.table.zone(p, per["zone"]) if matches(st, u, per["filter"], me, src))


def stat(st: LorcanaState, uid: int, which: str) -> int:
    """The current {S}/{W}/{L} (may be negative: stored as is, 7.8.2-7.8.3)."""
    card = _own(cards := st.table.cards, uid) or (cards._base or _NO_BASE).get(uid) or st.table.peek(uid)
    printed = total = st.cards[card.card_id].get(which) or 0
    for m in st.modifiers:  # (a loop: the names a generator reads would be cells, made on every call)
        if m.uid == uid and m.stat == which:
            total += m.delta
    if card.zone == "play":
        if which in match_abilities(st.cards).stats:  # some static of the match changes it
            for src, s in _static_index(st).get(("stat", which), ()):
                if _static_applies(st, src, s, uid):
                    total += _delta(st, src, s)
        if total < printed and which == "strength" and has(st, uid, "strength_floor"):
            total = printed  # "Your characters' {S} can't be reduced below their printed value" (1.2.2)
    return total


def keywords_of(st: LorcanaState, uid: int) -> dict[str, int]:
    """All keywords (and restrictions) a card has now, with values (10.1.1 stacking)."""
    out: dict[str, int] = {}
    found: set[str] = set()
    printed = data(st, uid).get("keywords", {})
    for k, v in printed.items():
        found.add(k)
        out[k] = int(v or 0)
    for m in st.modifiers:
        if m.uid == uid and m.stat == "keyword":
            found.add(m.keyword)
            out[m.keyword] = out.get(m.keyword, 0) + m.delta
    if st.table.peek(uid).zone == "play":  # reading only
        for src, s in statics_with(st, "keyword"):
            kw = s.get("keyword")
            if kw and _static_applies(st, src, s, uid) and not (s.get("per") and not _delta(st, src, s)):
                found.add(kw)
                out[kw] = out.get(kw, 0) + _delta(st, src, s)
    if not found:
        return {}
    found -= {k for k in found if k not in printed and f"cant_gain_{k}" in found}  # "can't gain Evasive" (1.2.2)
    found -= {k for k in found if f"lose_{k}" in found}  # "Characters named Peter Pan lose Evasive" (printed or gained)
    return {k: (v if k in STACKING or k in _VALUED else 0) for k, v in out.items() if k in found}


# sing_cost: "counts as having +N cost to sing songs"; challenger_location: "+N {S} while challenging a location"
_VALUED = ("Shift", "Singer", "Sing Together", "Boost", "enters_damaged", "sing_cost", "challenger_location", "act_toll")


_ABSENT = object()


_NO_KEYWORDS: dict[str, Any] = {}
_KEEP_VALUE = STACKING | frozenset(_VALUED)


def keyword_value(st: LorcanaState, uid: int, kw: str) -> int | None:
    """A keyword's value, or None when the card lacks it. "+N" keywords stack by adding N; the
    others do not stack (10.1.1). Restrictions such as ``cant_quest`` use the same mechanism."""
    last = _MATCH_LAST  # match_abilities(st.cards), its kept answer read here (the hottest question)
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    if kw not in ma.keywords:  # no static ability of the match gives or removes it (7.6)
        for m in st.modifiers:
            if m.uid == uid and m.stat == "keyword":
                break  # an effect on the card: the long way
        else:  # only the printed keyword (10.1.1)
            card = ((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)
            printed = st.cards[card.card_id].get("keywords", _NO_KEYWORDS)
            if kw not in printed:
                return None
            return int(printed[kw] or 0) if kw in _KEEP_VALUE else 0
    scope = _READING[0]
    if scope[0] is st and not _GAINING:  # kept while legal actions are listed (:func:`reading`)
        memo = scope[1]
        key = (uid, kw)
        got = memo.get(key, _ABSENT)
        if got is _ABSENT:
            got = memo[key] = _keyword_value(st, uid, kw)
        return got
    return _keyword_value(st, uid, kw)


def _keyword_value(st: LorcanaState, uid: int, kw: str) -> int | None:
    found = False
    total = 0
    card = (_own(cards := st.table.cards, uid) or (cards._base or _NO_BASE).get(uid) or st.table.peek(uid))
    printed = st.cards[card.card_id].get("keywords", {})
    if kw in printed:
        found, total = True, int(printed[kw] or 0)
    for m in st.modifiers:
        if m.uid == uid and m.stat == "keyword" and m.keyword == kw:
            found = True
            total += m.delta
    if card.zone == "play":
        for src, s in _static_index(st).get(("keyword", kw), ()):
            if _static_applies(st, src, s, uid) and not (s.get("per") and not _delta(st, src, s)):
                found = True  # "for each location …, Resist +1": with no location, no Resist
                total += _delta(st, src, s)
    elif card.zone == "hand":  # "If a card left a player's discard this turn, this card gains Shift 0 {I}" (7.6.5)
        for s in _statics_of(st, uid):
            if s.get("who") == "in_hand" and s.get("keyword") == kw and condition_holds(st, s.get("cond"), card.controller, uid):
                found = True
                total += s.get("delta", 0)
    if not found:
        return None
    if card.zone == "play" and _static_index(st).get(("keyword", f"lose_{kw}")) and has(st, uid, f"lose_{kw}"):
        return None  # "all characters lose Rush and can't gain Rush": a static that removes even a printed keyword
    if kw not in printed and not kw.startswith("cant_gain_") and has(st, uid, f"cant_gain_{kw}"):
        return None  # "this character can't gain Evasive" (1.2.2: "can't" beats the effects that would give it)
    if st.modifiers and _effect_gives(st, uid, f"lose_{kw}"):
        return None  # "this character … loses Reckless this turn": an effect removes even a printed keyword
    return total if kw in STACKING or kw in _VALUED else 0


def _effect_gives(st: LorcanaState, uid: int, kw: str) -> bool:
    """Whether an effect on the card gives it the keyword ``kw`` (a modifier)."""
    return any(m.uid == uid and m.stat == "keyword" and m.keyword == kw for m in st.modifiers)


def has(st: LorcanaState, uid: int, kw: str) -> bool:
    """Whether the card has the keyword now (:func:`keyword_value`)."""
    last = _MATCH_LAST  # match_abilities(st.cards), its kept answer read here (the hottest question)
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    if kw not in ma.keywords:  # only the printed keyword and effects on the card (as keyword_value)
        for m in st.modifiers:
            if m.uid == uid and m.stat == "keyword":
                break
        else:
            if kw not in ma.printed:  # printed on no card of the match (this card's record is one of them)
                return False
            card = ((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)
            return kw in st.cards[card.card_id].get("keywords", _NO_KEYWORDS)
    return keyword_value(st, uid, kw) is not None


def nobody_has(st: LorcanaState, kw: str) -> bool:
    """True when no card can have the keyword now (so :func:`has` is False for every card): no card
    of the match has it printed, no static ability of the match gives it, no effect gives it."""
    last = _MATCH_LAST
    ms = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    if kw in ms.keywords or kw in ms.printed:
        return False
    for m in st.modifiers:  # noqa: SIM110 (a loop: the names a generator reads would be cells, made on every call)
        if m.stat == "keyword" and m.keyword == kw:
            return False
    return True


def maybe_keywords(st: LorcanaState) -> frozenset[str]:
    """Every keyword some card may have now: printed on a card of the match, given or removed by a
    static ability of the match (both fixed for the match: engine.lorcana.match_abilities), or given
    by an effect on a card (``state.modifiers``). :func:`nobody_has` of ``kw`` is ``kw not in`` it,
    so a listing asks once and reads each keyword's answer from the set."""
    last = _MATCH_LAST
    ms = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    kept = _MAYBE
    if kept[0] is not ms:
        kept[:] = [ms, ms.keywords | ms.printed]
    mods = st.modifiers
    if mods:
        given = {m.keyword for m in mods if m.stat == "keyword"}
        if given:
            return kept[1] | given
    return kept[1]


_MAYBE: list[Any] = [None, frozenset()]
"""The match's answer last worked out for :func:`maybe_keywords` (``keywords | printed``) and that answer."""


def cost_of(st: LorcanaState, uid: int) -> int:
    return int(st.cards[(((cards := st.table.cards)._base or _NO_BASE).get(uid) or _own(cards, uid) or st.table.peek(uid)).card_id].get("cost") or 0)


def _here(st: LorcanaState, source: int | None) -> int | None:
    """The location "here" names: the source itself when it is a location; else the location the source
    (a character: Moana - Born Leader's "ready all other characters here") is at."""
    if source is None or source not in st.table.cards:
        return source
    src = st.table.cards[source]
    if str(st.cards[src.card_id].get("type", "")) == "Location":
        return source
    return src.flags.get("at")


def matches(st: LorcanaState, uid: int, flt: dict[str, Any], controller: int, source: int | None) -> bool:
    """Target filters produced by the compiler (owner, types, classification, cost, stats …)."""
    card = _own(cards := st.table.cards, uid) or (cards._base or _NO_BASE).get(uid) or st.table.peek(uid)
    d = st.cards[card.card_id]
    # (each test below tests only a key the filter has, and none writes anything: they are asked in
    # any order, and once those of the usual keys (_USUAL_KEYS) are, a filter with no other has passed)
    if "types" in flt and str(d.get("type", "")).lower() not in flt["types"]:
        return False
    owner = flt.get("owner")
    if owner == "you" and card.controller != controller:
        return False
    if owner == "opponent" and (card.controller == controller):
        return False
    if flt.get("other") and uid == source:
        return False
    if "cost_max" in flt and int(d.get("cost") or 0) > flt["cost_max"]:
        return False
    if "cost_min" in flt and int(d.get("cost") or 0) < flt["cost_min"]:
        return False
    if flt.get("song") and "Song" not in d.get("subtypes", []):
        return False
    if _USUAL_KEYS.issuperset(flt):
        return True
    if "any_of" in flt and not _any_matches(st, uid, flt["any_of"], controller, source):
        return False  # "a Toy character card or a location card named Andy's Room"
    if "uids" in flt and uid not in flt["uids"]:  # bound to the cards an effect named ("whenever they challenge … this turn")
        return False
    if flt.get("challenging_source") and (st.challenge or {}).get("attacker") != uid:
        return False  # "the challenging character": the one challenging the source now (4.3.6)
    if "inkable" in flt and bool(d.get("inkable")) != flt["inkable"]:
        return False  # "a card with {C}": the inkwell symbol (8.5.1)
    if "classification" in flt and not (_has_kind(d, flt["classification"]) or gained_kind(st, uid, flt["classification"])):
        return False
    if "classification_any" in flt and not _any_kind(st, uid, d, flt["classification_any"]):
        return False
    if "not_types" in flt and str(d.get("type", "")).lower() in flt["not_types"]:
        return False
    if flt.get("not_song") and "Song" in d.get("subtypes", []):
        return False
    if "name" in flt and not names_match(str(d.get("name", "")), flt["name"]):
        return False
    if "not_name" in flt and names_match(str(d.get("name", "")), flt["not_name"]):
        return False  # "if a character named Darkwing Duck is chosen, … instead": the other characters
    if flt.get("damaged") and not card.damage:
        return False
    if flt.get("undamaged") and card.damage:
        return False
    if flt.get("exerted") and not card.tapped:
        return False
    if flt.get("ready") and card.tapped:
        return False
    if flt.get("here") and (card.flags.get("at") is None or card.flags.get("at") != _here(st, source)):
        return False  # "here": at this location, or (a character's text) at the location it is at (4.3.7)
    if flt.get("at_source_location") and (not card.flags.get("at") or source not in st.table.cards
                                          or card.flags.get("at") != st.table.cards[source].flags.get("at")):
        return False  # "all characters at that location" (the location the source is at, 4.3.7)
    if flt.get("at_location") and not card.flags.get("at"):
        return False  # "one of your Pirate characters … while at a location"
    if "keyword" in flt and not has(st, uid, flt["keyword"]):
        return False
    if "not_keyword" in flt and has(st, uid, flt["not_keyword"]):
        return False  # "each opposing character without Evasive"
    if flt.get("challenged_turn") and card.flags.get("challenged_turn") != st.turn:
        return False  # "chosen character who was challenged this turn" (engine.lorcana.turn_actions.challenge)
    if flt.get("card_under") and not _has_under(st, uid):
        return False  # "a character with a card under them" (5.1.7)
    if flt.get("unique_item_name") and _item_named_alike(st, uid, d, controller):
        return False  # "if the item you played has a different name than each other item you have in play" (6.2.4)
    if flt.get("sang_source") and not _sang(st, uid, source):
        return False  # "if a character sang this song, … them": the characters that sang the source (engine.lorcana.turn_records)
    if flt.get("played_turn") and not _played_now(st, uid, controller):
        return False  # "a song card you played this turn" (4.3.4: the plays recorded this turn)
    if flt.get("name_in_discard") and not _discard_named_alike(st, uid, d, controller):
        return False  # "if it has the same name as another card in your discard" (6.2.4)
    for key, most, least in _STAT_BOUNDS:
        if most in flt and stat(st, uid, key) > flt[most]:
            return False
        if least in flt and stat(st, uid, key) < flt[least]:
            return False
    return True


_USUAL_KEYS = frozenset(("types", "owner", "other", "cost_max", "cost_min", "song"))
"""The filter keys :func:`matches` tests first (those of nearly every filter the cards' texts make)."""
_STAT_BOUNDS = tuple((key, f"{key}_max", f"{key}_min") for key in ("strength", "willpower", "lore"))


# The tests of :func:`matches` that look through several things, each apart (in a function of its
# own): the names a generator reads are cells, made on every call of the function they belong to.

def _any_matches(st: LorcanaState, uid: int, flts: list[dict[str, Any]], controller: int, source: int | None) -> bool:
    return any(matches(st, uid, f, controller, source) for f in flts)


def _any_kind(st: LorcanaState, uid: int, d: dict[str, Any], kinds: list[str]) -> bool:
    return any(_has_kind(d, k) or gained_kind(st, uid, k) for k in kinds)


def _has_under(st: LorcanaState, uid: int) -> bool:
    return any(st.table.cards[u].attached_to == uid for p in range(st.num_players) for u in st.table.zone(p, "under"))


def _item_named_alike(st: LorcanaState, uid: int, d: dict[str, Any], controller: int) -> bool:
    return any(o != uid and ctype(st, o) == "item" and names_match(str(data(st, o).get("name", "")), str(d.get("name", "")))
               for o in in_play(st, controller))


def _sang(st: LorcanaState, uid: int, source: int | None) -> bool:
    return any(uid in f.get("singers", []) for f in st.floating
               if f.get("kind") == "sung" and f.get("turn") == st.turn and f.get("uid") == source)


def _played_now(st: LorcanaState, uid: int, controller: int) -> bool:
    return any(f.get("uid") == uid for f in played_this_turn(st, controller))


def _discard_named_alike(st: LorcanaState, uid: int, d: dict[str, Any], controller: int) -> bool:
    return any(o != uid and names_match(str(st.cards[st.table.cards[o].card_id].get("name", "")), str(d.get("name", "")))
               for o in st.table.zone(controller, "discard"))


INKS = ("Amber", "Amethyst", "Emerald", "Ruby", "Sapphire", "Steel")


_GAINING: set[int] = set()


def gained_kind(st: LorcanaState, uid: int, word: str) -> bool:
    """A classification an effect or static gives ("gains the Detective classification"): the
    keyword ``class:<word>`` (a modifier or a static's ``keyword``). Guarded against a static whose
    own filter asks the same question."""
    if uid in _GAINING:
        return False
    _GAINING.add(uid)
    try:
        return has(st, uid, f"class:{word}")
    finally:
        _GAINING.discard(uid)


def _has_kind(d: dict[str, Any], word: str) -> bool:
    """A classification ("Hero") or, for an ink's name ("your other Amber characters"), the
    card's ink colour (6.2.3)."""
    if word in INKS:
        return word in d.get("colors", [])
    return word in d.get("classifications", [])


def is_dry(st: LorcanaState, uid: int) -> bool:
    """4.2.2.1 / 6.1.4: a character is dry once its player's Set step has passed while it was
    in play; a character that entered later is drying."""
    return not (_own(cards := st.table.cards, uid) or (cards._base or _NO_BASE).get(uid) or st.table.peek(uid)).flags.get("drying")


def can_exert_for_cost(st: LorcanaState, uid: int) -> bool:
    """4.3.8.2 / 5.1.1: a ready card; a character must also be dry (items and locations need not,
    6.4.3, 6.5.7)."""
    card = _own(cards := st.table.cards, uid) or (cards._base or _NO_BASE).get(uid) or st.table.peek(uid)
    if card.tapped:
        return False
    return ctype(st, uid) != "character" or not card.flags.get("drying")  # :func:`is_dry`
