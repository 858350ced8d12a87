"""The copy of an MLP state that every ``apply`` starts from (``Engine.copy``, made cheaper).

The core's copy deep-copies every field but the table (``plain.deep_copy``: a call per value,
dataclass records rebuilt through their ``__dict__``) and sets the new state's attributes through
``__dict__.update``, which leaves it without the class's shared keys (every later ``st.x`` read then
goes the long way). This copy gives the same independent state, written field by field in field
order (attribute reads stay specialized), and copies only what an action may write in place:

- the table: copy-on-write as the core's (``Table.copy``);
- the card data (``cards``), the players' names and the options: written only while the match is
  set up (``MlpEngine.new_game``), shared by every copy;
- the records in ``pending``, ``modifiers``, ``effect_list``, ``waiting`` and ``after_exit``'s lists
  (``Pending``, ``Modifier``, ``Queued``): made whole and never written once made (a choice is
  answered and dropped; a modifier is kept or dropped, ``effects.expire`` / ``forget_card``; an
  entry of the pending list is moved, never changed): shared, their lists copied;
- ``resolving``'s records (``Resolving``: ``step``, ``chosen``, ``looked`` change as the effect is
  carried out): copied, their ``entry`` (a ``Queued``) shared;
- ``player_flags`` (values may be lists appended to, e.g. ``hirameki_declined``): copied nested;
- the lists of scalars (``mulliganed``, ``stage``, ``losers`` …) and ``moved`` (uid → count): sliced;
- ``result``: deep-copied as before (set once, when the game ends).

tests/mlp/test_state_copy.py plays random games where every shared record refuses writes, and
checks that ``apply`` leaves its input as it was.
"""

from __future__ import annotations

from engine.core.cardmap import _copy_plain
from engine.core.state_copy import new_with_base_fields

from .state import MlpState, Resolving

_new = object.__new__


def _resolving(res: Resolving) -> Resolving:
    new = _new(Resolving)
    new.entry = res.entry  # a Queued: never written
    new.step = res.step
    new.chosen = res.chosen[:]
    new.looked = res.looked[:]
    return new


def copy_state(st: MlpState) -> MlpState:
    """An independent copy of ``st`` for ``apply`` (see the module's docstring). Attributes are set
    in field order (as the dataclass's ``__init__`` sets them), so the copy keeps the class's shared
    keys. (Loops rather than comprehensions: no function made per copy.)"""
    new = new_with_base_fields(st)
    new.first = st.first
    new.phase = st.phase
    new.step = st.step
    new.mulliganed = st.mulliganed[:]
    new.mulligan_decided = st.mulligan_decided[:]
    new.stage = st.stage[:]
    new.column = st.column
    new.effect_list = st.effect_list[:]
    resolving = st.resolving
    if resolving:
        copied = []
        for res in resolving:
            copied.append(_resolving(res))
        new.resolving = copied
    else:
        new.resolving = []
    new.waiting = st.waiting[:]
    flags = []
    for f in st.player_flags:
        flags.append(_copy_plain(f) if f else {})
    new.player_flags = flags
    new.moved = st.moved.copy()
    new.losers = st.losers[:]
    after = st.after_exit
    if after:
        kept = {}
        for uid, entries in after.items():
            kept[uid] = entries[:]
        new.after_exit = kept
    else:
        new.after_exit = {}
    return new
