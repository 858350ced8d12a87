"""The copy of a ONE PIECE state that ``apply`` makes (``OnePieceEngine.copy``): each field copied
as deep as the engine ever writes it, and what it never writes shared.

The core's copy (``Engine.copy``) deep-copies every field but the table; here:

- shared (never written during a match): the players' names, the options, the card data by id
  (written only by ``new_game``), and the scalars;
- the pending choices and the modifiers: a list of the state's own, holding the same objects.
  No Modifier is ever written (a change makes a new list: ``effects.forget_card``, a comprehension);
  a Pending is written only once it is taken off the list to be answered, and the engine answers a
  copy of it (:func:`answered_copy`, ``OnePieceEngine._answer``);
- the Rng, the battle, the stack and delayed frames, the small lists and dicts: copied, as the
  engine writes them in place;
- the table: its cards and its zone lists copy-on-write (``Table.copy(share=True)``): a list is
  copied when it is first handed out by ``Table.zone`` (to be written), so the engine's reads that
  only look at a list read ``table.zones[player][name]`` (board.py's, the legal actions').

The new state's attributes are set one by one in field order, so its instance dict keeps the
class's shared keys (CPython 3.11 then reads ``st.table``, ``st.modifiers`` … by a specialized
attribute read); the core's copy updates the new ``__dict__`` at once. A state with an attribute
that is not a field (none the engine makes) takes the core's copy.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from engine.core import Pending
from engine.core.plain import deep_copy
from engine.core.state_copy import new_with_base_fields

from .state import Battle, OPState

FIELDS = (
    "game", "players", "seed", "rng", "options", "table", "turn", "active", "pending", "modifiers", "result", "cards",
    "steps", "phase", "first_player", "turns_taken", "mulligan_done", "battle", "stack", "losers", "delayed", "loop_seen",
    "auto_choices", "loop_plan", "extra_turns",
)
"""OPState's fields, in order: :func:`copy_state` sets each (tests/onepiece check this against the class)."""

_new = object.__new__


def copy_state(st: OPState) -> OPState | None:
    """An independent copy of ``st`` for ``apply`` (see the module docstring), or None for a state
    with attributes other than its fields (the caller then takes the core's copy)."""
    if len(st.__dict__) != len(FIELDS):
        return None
    new = new_with_base_fields(st, share_zones=True)
    new.phase = st.phase
    new.first_player = st.first_player
    new.turns_taken = st.turns_taken[:]
    new.mulligan_done = st.mulligan_done[:]
    battle = st.battle
    new.battle = None if battle is None else _copy_battle(battle)
    stack = st.stack
    new.stack = deep_copy(stack) if stack else []
    new.losers = st.losers[:]
    delayed = st.delayed
    new.delayed = deep_copy(delayed) if delayed else []
    new.loop_seen = st.loop_seen.copy()
    new.auto_choices = st.auto_choices[:]  # (their dicts are never written)
    new.loop_plan = st.loop_plan.copy()
    new.extra_turns = st.extra_turns  # (a tuple: replaced, never written)
    return new


def answered_copy(pend: Pending) -> Pending:
    """The pending choice being answered, the answer's own: a new list of the same options (no
    Option is ever written; an answer may set a new list, special.answer_scry) and a copy of the
    context (answers write it: resolve.answer_order, stack.answer_deck_order, special.answer_scry)."""
    new = _new(Pending)
    new.player = pend.player
    new.kind = pend.kind
    new.prompt = pend.prompt
    new.options = pend.options[:]
    new.min = pend.min
    new.max = pend.max
    new.rule = pend.rule  # (a frozen RuleRef)
    new.context = deep_copy(pend.context) if pend.context else {}
    return new


PENDING_FIELDS = ("player", "kind", "prompt", "options", "min", "max", "rule", "context")


def _copy_battle(b: Battle) -> Battle:
    """A copy of the battle (every field a scalar), set field by field."""
    new = _new(Battle)
    new.attacker = b.attacker
    new.target = b.target
    new.player = b.player
    new.step = b.step
    new.blocked = b.blocked
    new.no_blocker = b.no_blocker
    new.damage_left = b.damage_left
    new.damage_dealt = b.damage_dealt
    new.banish = b.banish
    return new


BATTLE_FIELDS = ("attacker", "target", "player", "step", "blocked", "no_blocker", "damage_left", "damage_dealt", "banish")


def fields_match() -> list[str]:
    """What differs between the fields this module copies and the classes' own (empty: none)."""
    problems: list[Any] = []
    if tuple(f.name for f in fields(OPState)) != FIELDS:
        problems.append("OPState's fields changed: update copying.FIELDS and copy_state")
    if tuple(f.name for f in fields(Pending)) != PENDING_FIELDS:
        problems.append("Pending's fields changed: update copying.PENDING_FIELDS and answered_copy")
    if tuple(f.name for f in fields(Battle)) != BATTLE_FIELDS:
        problems.append("Battle's fields changed: update copying.BATTLE_FIELDS and _copy_battle")
    return problems
