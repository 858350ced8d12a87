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

from .challenge_ready import KEYWORD as READY_MATCHING
from .challenge_ready import may_challenge_ready
from .characteristics import barred_challenger, ctype, has, nobody_has, opponents, read_once, statics_with
from .state import LorcanaState

Facts = tuple[int, str, bool, int]
"""An opposing card in play: (controller, type, exerted, damage)."""


def _defender_facts(st: LorcanaState, player: int) -> dict[int, Facts]:
    """Every opposing card in play (a card missing here can't be challenged by ``player``: 4.3.6.7)."""
    facts: dict[int, Facts] = {}
    zones = st.table.zones
    peek = st.table.peek
    for opp in opponents(st, player):
        for uid in zones[opp]["play"]:
            d = peek(uid)
            if d.zone == "play" and d.controller == opp:
                facts[uid] = (opp, ctype(st, uid), d.tapped, d.damage)
    return facts


def may_be_challenged(st: LorcanaState, player: int) -> bool:
    """False when no character of ``player`` may challenge anything now, whoever it is: no opposing
    location (4.3.6.21) and no exerted opposing character (4.3.6.7), while no card can have a
    keyword that allows challenging a ready one (``challenge_ready``, ``challenge_ready_damaged``,
    :data:`READY_MATCHING`). Asked once per listing, before any challenger's own problems."""
    return read_once(st, ("may_be_challenged", player), lambda: _may_be_challenged(st, player))


def _may_be_challenged(st: LorcanaState, player: int) -> bool:
    facts = read_once(st, ("defender_facts", player), lambda: _defender_facts(st, player))
    ready = False  # some opposing character, all of them ready
    for _controller, t, tapped, _damage in facts.values():
        if t == "location" or (t == "character" and tapped):
            return True
        ready = ready or t == "character"
    return ready and not (nobody_has(st, "challenge_ready") and nobody_has(st, "challenge_ready_damaged")
                          and nobody_has(st, READY_MATCHING))


def allowed_targets(st: LorcanaState, player: int, attacker: int, targets: list[int]) -> list[int]:
    """The ``targets`` ``attacker`` (a character with no challenger problem) may challenge, in order."""
    facts = read_once(st, ("defender_facts", player), lambda: _defender_facts(st, player))
    if not facts:
        return []
    mods = st.modifiers
    casters = {m.player for m in mods if m.uid == attacker and m.keyword == "cant_challenge_caster"} if mods else ()
    known: dict[Any, Any] = {  # the attacker's keywords and the verdicts so far, with the listing's defender answers
        _DEFENDERS: read_once(st, ("defender_has", player), dict),
        _BARRING: read_once(st, "barring", lambda: any(s.get("keyword") == "cant_be_challenged_by" for _, s in statics_with(st, "keyword"))),
    }
    return [t for t in targets if t in facts and _allowed(st, player, attacker, t, facts, casters, known)]


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
