"""Auto effects (8-1-3-1) on a Character removed from the field by an effect: "When a Character is removed from the
field by your effect", "When your Character with a type including "X" is removed from the field by an effect", "When
your opponent's Character is returned to the owner's hand by your effect" (timing REMOVED_BY_EFFECT, per-card scripts).

Each effect step and each cost (resolve.run_effect / resolve.pay_cost, like "when a card is trashed from your hand by
an effect") compares the Characters on the field before and after it: those that left were removed by that effect,
whose player is the ability's controller (K.O., to the hand, the deck, the trash or Life). The ability's condition
says which removals it watches (read here, not by board.condition_holds):

- ``removed_card``: a filter of the removed card (read where it went; ``side`` "own"/"opp" from the watcher's player);
- ``removed_by``: "you" (your effect) or "opponent"; absent: any effect;
- ``removed_to``: the zone it went to ("hand": "returned to the owner's hand"); absent: any.

An ability triggers once for each removal it watches; a [Once Per Turn] one once per step (10-2-13).

A plain "when your … Character card is removed from the field" (no "by an effect") also watches the Character its
player trashes to make room for a sixth (3-7-6-1, resolve.answer_overflow): the timing REMOVED_BY_RULE, given by
the card's script next to REMOVED_BY_EFFECT, read with the same ``removed_card`` filter (``by_rule``).

The same steps also watch Characters that become rested: "If a Character is rested by your effect, …" (timing
RESTED_BY_YOUR_EFFECT, any player's Character that was active before the step and is rested after it, 4-4-1).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event

from . import board
from .board import compiled
from .cards.templates_timings import REMOVED_BY_EFFECT, REMOVED_BY_RULE, RESTED_BY_YOUR_EFFECT
from .state import OPState

_own_get = dict.get  # the cards a CardMap owns (CardMap.get copies)
Trigger = Callable[..., None]
"""resolve.trigger, handed in by resolve (which calls this module)."""
Snapshot = dict[int, int]
"""uid → controller of every Character on the field; an active one's controller is stored as ``-1 - controller``."""


def snapshot(st: OPState) -> Snapshot:
    t = st.table
    cards = t.cards  # each card read as Table.peek reads it, inline (reading only: no copy-on-write copy)
    base = cards._base  # type: ignore[attr-defined]
    out: Snapshot = {}
    for p, zones in enumerate(t.zones):  # (a loop: no comprehension made per effect)
        for u in zones["characters"]:
            card = _own_get(cards, u)
            if card is None:
                card = base[u] if base is not None else t.peek(u)
            out[u] = p if card.tapped else -1 - p
    return out


def _watches(st: OPState, watcher: int, cond: dict, uid: int, was_controller: int, by: int | None) -> bool:
    player = st.table.cards[watcher].controller
    who = cond.get("removed_by", "")
    if who and by is None:  # removed by the rules: by no player's effect
        return False
    if (who == "you" and by != player) or (who == "opponent" and by == player):
        return False
    if cond.get("removed_to") and st.table.cards[uid].zone != cond["removed_to"]:
        return False
    flt = dict(cond.get("removed_card") or {})
    side = flt.pop("side", "any")
    if (side == "own" and was_controller != player) or (side == "opp" and was_controller == player):
        return False
    flt.pop("zone", None)
    return not flt or board.matches(st, uid, flt, player, watcher, printed=True)


def removed(st: OPState, before: Snapshot, by: int, events: list[Event], trigger: Trigger) -> None:
    """Trigger the REMOVED_BY_EFFECT abilities for the Characters of ``before`` that an effect of player ``by`` took
    off the field, and the RESTED_BY_YOUR_EFFECT ones of player ``by`` for those it rested."""
    cards = st.table.cards  # each card read once, as Table.peek(uid, None) reads it (reading only)
    base = cards._base  # type: ignore[attr-defined]
    rested = 0  # active before, rested now
    gone: list[tuple[int, int]] = []  # no longer a Character (the triggers _rested puts on the stack move no card)
    for u, p in before.items():
        c = _own_get(cards, u)
        if c is None and base is not None:
            c = base.get(u)
        if c is None:
            continue
        if c.zone == "characters":
            if p < 0 and c.tapped:
                rested += 1
        else:
            gone.append((u, p if p >= 0 else -1 - p))
    if rested:
        _rested(st, rested, by, events, trigger)
    if gone:
        _fire(st, REMOVED_BY_EFFECT, gone, by, events, trigger)


def by_rule(st: OPState, gone: list[tuple[int, int]], events: list[Event], trigger: Trigger) -> None:
    """Trigger the REMOVED_BY_RULE abilities for the (card, its controller on the field) pairs ``gone``: Characters
    trashed to make room for a sixth (3-7-6-1; not by an effect, not a K.O.)."""
    _fire(st, REMOVED_BY_RULE, gone, None, events, trigger)


def _fire(st: OPState, timing: str, gone: list[tuple[int, int]], by: int | None, events: list[Event],
          trigger: Trigger) -> None:
    watchers = [w for p in range(st.num_players) for w in board.in_play(st, p) if compiled(st, w).of(timing)]
    for w in watchers:
        for index, ab in compiled(st, w).of(timing):
            hits = sum(_watches(st, w, ab.condition or {}, u, p, by) for u, p in gone)
            for _ in range(1 if ab.once_per_turn and hits else hits):
                trigger(st, timing, [w], events, only={(w, index)})


def _rested(st: OPState, n: int, by: int, events: list[Event], trigger: Trigger) -> None:
    """ "If a Character is rested by your effect": the abilities of player ``by``'s cards in play, once per Character
    rested (a [Once Per Turn] one once)."""
    for w in board.in_play(st, by):
        for index, ab in compiled(st, w).of(RESTED_BY_YOUR_EFFECT):
            for _ in range(1 if ab.once_per_turn else n):
                trigger(st, RESTED_BY_YOUR_EFFECT, [w], events, only={(w, index)})
