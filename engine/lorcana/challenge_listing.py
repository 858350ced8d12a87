"""The cards a character may challenge now, for the list of legal actions: exactly those for which
engine.lorcana.turn_actions ``challenge_problem`` finds nothing (4.3.6.7-4.3.6.8, 4.3.6.21,
10.2.3 Bodyguard, 10.4.1 Evasive, 2.2.0 8.6.1), with the opposing cards in play looked up once per
listing (``read_once``) and each pair only asked whether it is allowed: every test is a pure
question, so their order does not change the yes/no answer (``challenge_problem`` keeps the order
that picks the refusal's reason); the cheap ones (the defender's type and state) come first.
tests/lorcana/test_listing_shortcuts.py compares the two.
"""

from __future__ import annotations

from typing import Any

from engine.core.cardmap import owned_get

from .challenge_ready import KEYWORD as READY_MATCHING
from .challenge_ready import may_challenge_ready
from .characteristics import (
    barred_challenger,
    ctype,
    has,
    in_play_types,
    matches,
    maybe_keywords,
    opponents,
    read_once,
    read_once_of,
    static_applies,
    statics_with,
)
from .state import LorcanaState

Facts = tuple[int, str, bool, int]
"""An opposing card in play: (controller, type, exerted, damage)."""


def _defender_facts(st: LorcanaState, player: int) -> dict[int, Facts]:
    """Every opposing card in play (a card missing here can't be challenged by ``player``: 4.3.6.7)."""
    facts: dict[int, Facts] = {}
    zones = st.table.zones
    in_table = st.table.cards  # each card read once, as Table.peek reads it (owned, else shared): for reading only
    shared = in_table._base or _NO_BASE
    types = in_play_types(st)  # the cards' types, kept per set of cards in play (an opponent is still in: all there)
    own = owned_get(in_table)
    for opp in opponents(st, player):
        for uid in zones[opp]["play"]:
            d = own(uid) or shared[uid]
            if d.zone == "play" and d.controller == opp:
                t = types.get(uid)
                facts[uid] = (opp, t if t is not None else ctype(st, uid), d.tapped, d.damage)
    return facts


def may_be_challenged(st: LorcanaState, player: int) -> bool:
    """False when no character of ``player`` may challenge anything now, whoever it is: no opposing
    location (4.3.6.21) and no exerted opposing character (4.3.6.7), while no card can have a
    keyword that allows challenging a ready one (``challenge_ready``, ``challenge_ready_damaged``,
    :data:`READY_MATCHING`). Asked once per listing, before any challenger's own problems."""
    return read_once_of(st, ("may_be_challenged", player), _may_be_challenged, st, player)


def _may_be_challenged(st: LorcanaState, player: int, maybe: frozenset[str] | None = None) -> bool:
    """:func:`may_be_challenged` worked out (``maybe``: ``maybe_keywords``, when the caller has it)."""
    facts = read_once_of(st, ("defender_facts", player), _defender_facts, st, player)
    ready = False  # some opposing character, all of them ready
    for _controller, t, tapped, _damage in facts.values():
        if t == "location" or (t == "character" and tapped):
            return True
        ready = ready or t == "character"
    return ready and not (maybe_keywords(st) if maybe is None else maybe).isdisjoint(_READY_KEYWORDS)


def allowed_targets(st: LorcanaState, player: int, attacker: int, targets: list[int], maybe: frozenset[str] | None = None) -> list[int]:
    """The ``targets`` ``attacker`` (a character with no challenger problem) may challenge, in order
    (``maybe``: ``maybe_keywords``, when the caller has it; ``has`` is False for a keyword not in it).
    (No comprehension or lambda here reads a name of this function's: such a name would be a cell,
    made on every call; the rarer branches are functions of their own.)"""
    facts = read_once_of(st, ("defender_facts", player), _defender_facts, st, player)
    if not facts:
        return []
    casters = _casters(st.modifiers, attacker) if st.modifiers else _NONE
    if maybe is None:
        maybe = maybe_keywords(st)
    ready = not maybe.isdisjoint(_READY_KEYWORDS)  # some card may have a keyword to challenge ready characters
    if ready and has(st, attacker, READY_MATCHING):  # its own static names the ready characters it may challenge: pair by pair
        return _matched_targets(st, player, attacker, targets, facts, casters)
    # the verdicts depend on the attacker only through these answers: worked out once for the attackers that give the same ones
    cr = ready and has(st, attacker, "challenge_ready")
    crd = ready and has(st, attacker, "challenge_ready_damaged")
    ev = ("Evasive" in maybe and has(st, attacker, "Evasive")) or ("Alert" in maybe and has(st, attacker, "Alert"))  # 10.4.1 / 2.2.0 8.6.1
    barring = read_once_of(st, ("barring_statics", player), _barring_statics, st, facts)
    barred = _barred_by_statics(st, attacker, barring) if barring else _NONE
    verdicts = read_once_of(st, ("challenge_class", player, casters, cr, crd, ev, barred),
                            _class_verdicts, st, player, facts, casters, cr, crd, ev, barred)
    return list(filter(verdicts.get, targets))  # those whose verdict is yes, in order


def _casters(mods: list[Any], attacker: int) -> frozenset[int]:
    """The players whose characters ``attacker`` can't challenge ("can't challenge that player's characters")."""
    return frozenset({m.player for m in mods if m.uid == attacker and m.keyword == "cant_challenge_caster"})


def _barred_by_statics(st: LorcanaState, attacker: int, barring: list[tuple[int, int, dict[str, Any], frozenset[int]]]) -> frozenset[int]:
    """The opposing cards a "… can't be challenged by …" static protects from ``attacker``."""
    return frozenset().union(*(applies for ctrl, src, by, applies in barring if matches(st, attacker, by, ctrl, src)))


def _matched_targets(st: LorcanaState, player: int, attacker: int, targets: list[int], facts: dict[int, Facts], casters: Any) -> list[int]:
    """:func:`allowed_targets` of an attacker whose own static names the ready characters it may challenge: pair by pair."""
    known: dict[Any, Any] = {  # the attacker's keywords and the verdicts so far, with the listing's defender answers
        _DEFENDERS: read_once(st, ("defender_has", player), dict),
        _BARRING: read_once(st, "barring", lambda: any(s.get("keyword") == "cant_be_challenged_by" for _, s in statics_with(st, "keyword"))),
    }
    return [t for t in targets if t in facts and _allowed(st, player, attacker, t, facts, casters, known)]


_NONE: frozenset[int] = frozenset()
_own = dict.get
_NO_BASE: dict[int, Any] = {}
# ``Table.peek`` inlined where the listing reads the cards of a zone (engine.lorcana.characteristics reads
# them so too): ``_own(cards, uid) or (cards._base or _NO_BASE)[uid]``, the card the map owns, else the
# one shared with copies (a card is never false; KeyError for a missing one), with no list of cards made.
_READY_KEYWORDS = frozenset(("challenge_ready", "challenge_ready_damaged", READY_MATCHING))
"""The keywords that let a character challenge ready characters (none of them: only exerted ones, 4.3.6.7)."""
_FLAGS = ("cant_be_challenged", "Evasive", "Bodyguard")


def _flags(st: LorcanaState, player: int, t: int) -> tuple[bool, bool, bool]:
    """The defender's (cant_be_challenged, Evasive, Bodyguard), kept per listing (a keyword no card
    can have, ``nobody_has``, is not asked card by card)."""
    memo = read_once(st, ("defender_flags", player), dict)
    got = memo.get(t)
    if got is None:
        kws = memo.get(_FLAGS)
        if kws is None:
            kws = memo[_FLAGS] = list(map(maybe_keywords(st).__contains__, _FLAGS))  # (no comprehension: its names would be cells)
        got = memo[t] = (kws[0] and has(st, t, "cant_be_challenged"), kws[1] and has(st, t, "Evasive"), kws[2] and has(st, t, "Bodyguard"))
    return got


def _barring_statics(st: LorcanaState, facts: dict[int, Facts]) -> list[tuple[int, int, dict[str, Any], frozenset[int]]]:
    """The statics "… can't be challenged by …" in play (``barred_challenger``), each with its
    controller, its source, the filter of the characters it bars and the opposing cards it protects."""
    out = []
    for src, s in statics_with(st, "keyword"):
        if s.get("keyword") == "cant_be_challenged_by":
            out.append((st.table.peek(src).controller, src, s.get("by", {}),
                        frozenset(d for d in facts if static_applies(st, src, s, d))))
    return out


def _class_verdicts(st: LorcanaState, player: int, facts: dict[int, Facts], casters: Any, cr: bool, crd: bool, ev: bool,
                    barred: frozenset[int]) -> dict[int, bool]:
    """:func:`_verdict` of every opposing card for an attacker that gives these answers and has no
    ``challenge_ready_matching`` keyword (``barred``: the cards it can't challenge, ``barred_challenger``)."""
    base: dict[int, bool] = {}
    for t, (controller, kind, tapped, damage) in facts.items():
        if controller in casters:  # "can't challenge that player's characters" (Flippant Taunt)
            base[t] = False
        elif kind == "location":  # 4.3.6.21
            cbc, evasive, _bodyguard = _flags(st, player, t)
            base[t] = not (t in barred or (evasive and not ev) or cbc)
        elif kind != "character" or (not tapped and not cr and not (damage and crd)):
            base[t] = False  # 4.3.6.7: only exerted characters
        else:
            cbc, evasive, _bodyguard = _flags(st, player, t)
            base[t] = not (cbc or t in barred or (evasive and not ev))
    # 10.2.3: a Bodyguard character must be chosen if able: while one of a player's may be, none of
    # their other characters may (the cards here are those of the opposing play zones)
    guarded = set()
    for t, ok in base.items():
        if ok and facts[t][1] == "character" and _flags(st, player, t)[2]:
            guarded.add(facts[t][0])
    if not guarded:
        return base
    out = dict(base)
    for t, ok in base.items():
        controller, kind = facts[t][0], facts[t][1]
        if ok and controller in guarded and kind == "character" and not _flags(st, player, t)[2]:
            out[t] = False
    return out


_DEFENDERS = ("defenders",)
"""Key in ``known`` of the defenders' keywords, asked once per listing (the same whoever challenges)."""
_BARRING = ("barring",)
"""Key in ``known``: whether a static "can't be challenged by …" is in play at all (else :func:`barred_challenger` is False)."""


def _defender_has(st: LorcanaState, defender: int, kw: str, known: dict[Any, Any]) -> bool:
    memo = known[_DEFENDERS]
    got = memo.get((defender, kw))
    if got is None:
        got = memo[(defender, kw)] = has(st, defender, kw)
    return got


def _barred(st: LorcanaState, attacker: int, defender: int, known: dict[Any, Any]) -> bool:
    return known[_BARRING] and barred_challenger(st, attacker, defender)


def _attacker_has(st: LorcanaState, attacker: int, kw: str, known: dict[Any, bool]) -> bool:
    got = known.get(kw)
    if got is None:
        got = known[kw] = has(st, attacker, kw)
    return got


def _evades(st: LorcanaState, attacker: int, defender: int, known: dict[Any, bool]) -> bool:
    """10.4.1 / 2.2.0 8.6.1: an Evasive defender needs an Evasive (or Alert) challenger."""
    return _defender_has(st, defender, "Evasive", known) and not (_attacker_has(st, attacker, "Evasive", known)
                                                 or _attacker_has(st, attacker, "Alert", known))


def _allowed(st: LorcanaState, player: int, attacker: int, defender: int, facts: dict[int, Facts],
             casters: Any, known: dict[Any, bool]) -> bool:
    got = known.get(defender)
    if got is None:
        got = known[defender] = _verdict(st, player, attacker, defender, facts, casters, known)
    return got


def _verdict(st: LorcanaState, player: int, attacker: int, defender: int, facts: dict[int, Facts],
             casters: Any, known: dict[Any, bool]) -> bool:
    controller, t, tapped, damage = facts[defender]
    if controller in casters:  # "can't challenge that player's characters" (Flippant Taunt)
        return False
    if t == "location":  # 4.3.6.21
        return not (_barred(st, attacker, defender, known) or _evades(st, attacker, defender, known)
                    or _defender_has(st, defender, "cant_be_challenged", known))
    if t != "character":
        return False
    if (not tapped and not _attacker_has(st, attacker, "challenge_ready", known)
            and not (damage and _attacker_has(st, attacker, "challenge_ready_damaged", known))
            and not (_attacker_has(st, attacker, READY_MATCHING, known) and may_challenge_ready(st, attacker, defender))):
        return False  # 4.3.6.7: only exerted characters
    if (_defender_has(st, defender, "cant_be_challenged", known) or _barred(st, attacker, defender, known)
            or _evades(st, attacker, defender, known)):
        return False
    if not _defender_has(st, defender, "Bodyguard", known):  # 10.2.3: a Bodyguard character must be chosen if able
        for other in st.table.zones[controller]["play"]:
            if (other != defender and other in facts and _defender_has(st, other, "Bodyguard", known) and facts[other][1] == "character"
                    and _allowed(st, player, attacker, other, facts, casters, known)):
                return False
    return True
