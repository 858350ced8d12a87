"""Instructions whose targets are worded as two joined halves, each read by the template of its
parts (1-3-9: one instruction):

- "set up to 1 of your {X} type Characters and up to 1 of your DON!! cards as active" → the
  Character part and the DON!! part;
- "give up to 1 rested DON!! card to your Leader with a type including "X" or 1 Character with a
  type including "X"" → one of your Leader or Character cards whose type includes X;
- "rest your opponent's Leader" → their Leader (there is one, 3-1-2);
- "set up to 2 of your {X} type Characters and your Leader as active" → both parts;
- "this Character cannot … and gains … [until …]" → the prohibition and the gain, each as its template
  reads it, both with the duration.
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import DUR
from .registry import CLAUSES, read_parts

Effects = list[Effect] | None




@CLAUSES.register("set_characters_and_don_active", r"set (up to \d+ of your .+? Characters) and (up to \d+ of your DON!! cards?) as active",
                  full=True, flags=re.I, priority=121)
def _set_characters_and_don(m: re.Match) -> Effects:
    return read_parts(f"set {m[1]} as active", f"set {m[2]} as active")


@CLAUSES.register("give_don_typed_leader_or", r"give up to (\d+) rested DON!! cards? to your Leader with a type including \"([^\"]+)\" or 1 "
                  r"Character with a type including \"\2\"", full=True, flags=re.I, priority=149)
def _give_don_typed(m: re.Match) -> Effects:
    return read_parts(f'give up to {m[1]} rested DON!! card to 1 of your Leader or Character cards with a type including "{m[2]}"')


@CLAUSES.register("rest_opp_leader", r"rest your opponent's Leader", full=True, flags=re.I, priority=122)
def _rest_opp_leader(m: re.Match) -> Effects:
    return [Effect("tap", target=Target("each", {"side": "opp", "zone": "field", "types": ["Leader"]}))]


@CLAUSES.register("set_characters_and_leader_active", r"set (up to \d+ of your .+? Characters) and your Leader as active", full=True,
                  flags=re.I, priority=121)
def _set_characters_and_leader(m: re.Match) -> Effects:
    return read_parts(f"set {m[1]} as active", "set your Leader as active")


@CLAUSES.register("cannot_and_gains", r"this Character (cannot .+?) and gains (.+?)" + DUR, full=True, flags=re.I, priority=37)
def _cannot_and_gains(m: re.Match) -> Effects:
    """A duration at the end ("… and gains +2000 power until the start of your next turn") is of both parts."""
    until = f" {m[3]}" if m[3] else ""
    return read_parts(f"this Character {m[1]}{until}", f"this Character gains {m[2]}{until}")
