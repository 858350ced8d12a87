"""Clauses that join your Leader to another part of the same instruction (1-3-9), each read by the
template of its parts:

- "your Leader and all of your Characters gain +1000 power …" → "your Leader gains …" and "all of
  your Characters gain …";
- "all of your {X} type Leader and Character cards gain …" → every Leader or Character card of
  yours with that type (one filter);
- "Draw 1 card and your Leader gains +3000 power …" → the draw, then the Leader's part;
- "This Character and up to 1 of your Leader gain +1000 power …" → "this Character gains …" and
  "up to 1 of your Leader gains …";
- "Draw 2 cards, and up to 1 of your opponent's Characters … cannot attack …" → the draw, then the rest.
"""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .registry import CLAUSES, read_parts

Effects = list[Effect] | None




@CLAUSES.register("leader_and_all_characters", r"your Leader and (all of your (?:.+? )?Characters) gain (.+)", full=True, flags=re.I,
                  priority=38)
def _leader_and_all(m: re.Match) -> Effects:
    return read_parts(f"your Leader gains {m[2]}", f"{m[1]} gain {m[2]}")


@CLAUSES.register("all_leader_and_character_cards", r"all of your ((?:.+? )?)Leader and Character cards gain (.+)", full=True, flags=re.I,
                  priority=38)
def _all_leader_and_characters(m: re.Match) -> Effects:
    return read_parts(f"all of your {m[1]}Leader or Character cards gain {m[2]}")


@CLAUSES.register("draw_and_leader", r"(draw \d+ cards?) and (your Leader gains? .+)", full=True, flags=re.I, priority=38)
def _draw_and_leader(m: re.Match) -> Effects:
    return read_parts(m[1], m[2])


@CLAUSES.register("self_and_leader", r"this Character and (up to \d+ of your Leader) gain (.+)", full=True, flags=re.I, priority=38)
def _self_and_leader(m: re.Match) -> Effects:
    return read_parts(f"this Character gains {m[2]}", f"{m[1]} gains {m[2]}")


@CLAUSES.register("draw_and_up_to", r"(draw \d+ cards?),? and (up to \d+ .+)", full=True, flags=re.I, priority=38)
def _draw_and_up_to(m: re.Match) -> Effects:
    return read_parts(m[1], m[2])
