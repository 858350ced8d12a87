"""Darkwing Duck - Cool Under Pressure: "This character can challenge ready Villain characters" — a
static keyword ``challenge_ready_matching`` on the character itself (``who = "self"``) whose
``filter`` names the ready characters it may challenge (4.3.6.7 allows only exerted ones; the card's
permission is the exception). Read by engine.lorcana.turn_actions.challenge_problem."""

from __future__ import annotations

from .characteristics import has, matches, statics_of
from .state import LorcanaState

KEYWORD = "challenge_ready_matching"


def may_challenge_ready(st: LorcanaState, attacker: int, defender: int) -> bool:
    """Does the attacker's own static let it challenge ``defender`` although it is ready?"""
    if not has(st, attacker, KEYWORD):
        return False
    me = st.table.cards[attacker].controller
    return any(
        s.get("who") == "self"
        and s.get("keyword") == KEYWORD
        and matches(st, defender, s.get("filter", {}), me, attacker)
        for s in statics_of(st, attacker)
    )
