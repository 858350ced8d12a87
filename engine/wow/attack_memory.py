"""Printed: "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached character, or
2 if that character didn't attack on its controller's last turn." (Everlasting Cold):

- :func:`fire` (called from ``procedure.event_triggers``) remembers, in private flags, the turns each
  player began (500.1, on his hero) and the turns each character attacked (601.1) — the last few;
- the op ``damage_idle_more``: the source's controller's hero deals ``amount`` damage of type
  ``stat`` to each target, or ``condition["idle"]`` if that character didn't attack on its
  controller's last turn (the last turn that player began before this one; none yet: it didn't)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .attack_once import SIDE_ATTACKED
from .attacked_whom import ATTACKED_AT, remember_attack
from .damage import deal
from .ops import GAME, OpCall
from .state import WowState

TURNS, ATTACKED = "_turns", "_attacked"
KEEP = 4


def _remember(flags: dict, key: str, turn: int) -> None:
    seen = [t for t in flags.get(key, []) if t != turn]
    flags[key] = [*seen, turn][-KEEP:]


KINDS = frozenset({"turn", "attack", "enter"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers`` hands it no other)."""


def fire(st: WowState, ev: Event) -> None:
    """A turn begins (its player's hero keeps the number), a character attacks (it keeps the turn) or
    enters play (a new card: it forgets)."""
    data = ev.data or {}
    if ev.kind == "turn" and isinstance(ev.player, int) and ev.player < len(st.heroes):
        _remember(st.table.cards[st.heroes[ev.player]].flags, TURNS, st.turn)
    elif ev.kind == "attack" and isinstance(data.get("attacker"), int) and data["attacker"] in st.table.cards:
        _remember(st.table.cards[data["attacker"]].flags, ATTACKED, st.turn)
        side = st.table.peek(data["attacker"]).controller
        if 0 <= side < len(st.heroes) and st.heroes[side] in st.table.cards \
                and st.turn not in st.table.peek(st.heroes[side]).flags.get(SIDE_ATTACKED, ()):  # a character of his attacked (attack_once, helper w30abil)
            _remember(st.table.cards[st.heroes[side]].flags, SIDE_ATTACKED, st.turn)
        remember_attack(st, data["attacker"], data.get("defender"))  # "that attacked your hero this turn" (helper w30abil2)
    elif ev.kind == "enter" and isinstance(data.get("uid"), int) and data["uid"] in st.table.cards:
        st.table.cards[data["uid"]].flags.pop(ATTACKED, None)
        st.table.cards[data["uid"]].flags.pop(ATTACKED_AT, None)  # 415.9a: a card entering play is a new card


def last_turn(st: WowState, player: int) -> int | None:
    """The last turn ``player`` began before the current one."""
    turns = [t for t in st.table.cards[st.heroes[player]].flags.get(TURNS, []) if t < st.turn]
    return max(turns) if turns else None


def attacked_last_turn(st: WowState, uid: int) -> bool:
    """Whether the character attacked on its controller's last turn."""
    turn = last_turn(st, st.table.cards[uid].controller)
    return turn is not None and turn in st.table.cards[uid].flags.get(ATTACKED, [])


@resolves(GAME, "damage_idle_more")
def _damage_idle_more(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.uids:
        n = (
            call.amount
            if attacked_last_turn(st, uid)
            else int((call.eff.condition or {}).get("idle", call.amount))
        )
        events += deal(st, st.heroes[p], uid, n, call.eff.stat or "frost")
    return events
