"""Prevention of the first damage a character would be dealt each turn (EN 717; helpers wflip, wtail4):
"Prevent the first 1 damage that would be dealt to Valerie each turn." (a back's power on herself),
"Ongoing: Prevent the first 4 damage that would be dealt to your hero each turn." (Survival Instincts, a
continuous power of an ability on its controller's hero). The character has the pseudo-keyword
``FIRST_DAMAGE`` (amount N, a ``grant_keyword`` continuous power).

The prevention is read as each packet would be dealt (``damage.deal`` asks :func:`prevents`), never kept
as a shield made in advance: it works from the moment the character has the power, also in the middle
of a turn (a hero flipped to that face, an ongoing ability played this turn), unless damage was already
dealt to it this turn (that was the first); and it stops as soon as the power is gone (the ability left
play, the hero flipped back: 714, its effect ends with its source). What it prevented this turn is kept in
the turn's history (``WowState.turn_log``): the first N damage in all, across packets."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .rules import EN
from .state import WowState

FIRST_DAMAGE = "Prevent First Damage Each Turn"
"""The pseudo-keyword (amount = N): the first N damage that would be dealt to it each turn is prevented."""
USED = "first_damage_prevented"
"""``turn_log`` entry: ``{"ev": USED, "uid", "turn", "n"}`` — damage this power prevented this turn."""


def dealt_this_turn(st: WowState, uid: int) -> bool:
    """Whether ``uid`` was dealt damage this turn (``st.turn_log``)."""
    return any(e.get("ev") == "damage" and e.get("to") == uid and e.get("turn") == st.turn for e in st.turn_log)


def left(st: WowState, uid: int) -> int:
    """How much of the first damage to ``uid`` this turn is still to be prevented now (0: none)."""
    if kw.none_has(st, FIRST_DAMAGE) or not kw.in_play(st, uid):
        return 0
    n = kw.keywords(st, uid).get(FIRST_DAMAGE, 0)
    if n <= 0 or dealt_this_turn(st, uid):
        return 0
    used = sum(e.get("n", 0) for e in st.turn_log if e.get("ev") == USED and e.get("uid") == uid and e.get("turn") == st.turn)
    return max(n - used, 0)


def prevents(st: WowState, uid: int, amount: int) -> int:
    """How much of a packet of ``amount`` to ``uid`` the power prevents (EN 717), noted as used."""
    if amount <= 0:
        return 0
    used = min(left(st, uid), amount)
    if used:
        st.turn_log.append({"ev": USED, "uid": uid, "turn": st.turn, "n": used})
    return used


def _told(st: WowState, uid: int) -> list[Event]:
    n = left(st, uid)
    if n <= 0:
        return []
    return [Event("prevent", f"Prevent the first {n} damage that would be dealt to {kw.name(st, uid)} this turn", EN("717"),
                  st.table.peek(uid).controller, data={"uid": uid})]


def start(st: WowState) -> list[Event]:
    """As a turn starts: each character in play with ``FIRST_DAMAGE`` is told about (the prevention itself is read
    as damage would be dealt)."""
    if kw.none_has(st, FIRST_DAMAGE):
        return []
    events: list[Event] = []
    for p in range(st.num_players):
        for uid in st.table.zone(p, "allies") + st.table.zone(p, "hero_row"):
            if kw.is_character(st, uid):
                events += _told(st, uid)
    return events


def on_flip(st: WowState, uid: int) -> list[Event]:
    """A hero just flipped (301.2a): to a face with the power, it is told about; to one without it, nothing is
    left to do (the power is read as damage would be dealt)."""
    return _told(st, uid)
