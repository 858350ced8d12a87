"""Effects that last past this turn (helper wtime; ``engine.wow.durations`` ends them):

- "… until the end of your next turn." / "… until after your next turn." (Bulwark of the Ancient
  Kings: "Your hero has +25 health until the end of your next turn.") → duration
  ``until_end_of_your_next_turn`` (EN 503.2);
- "… until the start of your next turn." / "… until your next turn." → ``until_your_next_turn``
  (501.1a); the words may also lead the sentence ("Until your next turn, …").

The sentence without the duration, read as a "this turn" sentence by the other templates, gives the
effects; only ops whose modifier keeps the effect's duration are accepted (others would end at this
turn's end, or never), on named cards only (not a group such as "Allies can't attack until after your
next turn", which should reach allies entering later), else the sentence is left to the others (manual).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect

from . import rx
from .keys import PREVENT
from .registry import SENTENCES, compile_sentence

UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"  # (the names of engine.wow.durations)
UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
_WHEN = r"(the end of your next turn|after your next turn|the start of your next turn|your next turn)"
LASTING = frozenset({"modify_stat", "grant_keyword", "lose_powers", "retype"})
"""Ops whose modifier is made with the effect's duration (``procedure``, ``lose_powers_op``, ``retype``)."""


def _group(e: Effect) -> bool:
    """A group ("Allies can't attack …"): a lasting effect on it should reach the cards that join it later,
    which a modifier per card made on resolution doesn't; left to manual resolution."""
    return e.target is None or e.target.kind not in ("chosen", "previous", "player_hero", "self", "it")


def duration_of(words: str) -> str:
    """ "the end of your next turn" / "after your next turn" → until its end; the others → until it starts."""
    w = words.lower()
    return UNTIL_END_OF_YOUR_NEXT_TURN if w.startswith(("the end", "after")) else UNTIL_YOUR_NEXT_TURN


@SENTENCES.register("wtime_until_next_turn", rf"(?:until {_WHEN}, (.+)|(.+?),? until {_WHEN})", full=True, priority=5, flags=re.I)
def _until_next_turn(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """The sentence's effects, as read for "this turn", lasting until (the end of) your next turn."""
    when, rest = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    rest = rx.sub(r"\s+this turn$", "", rest.strip().rstrip("."))
    effs = compile_sentence(f"{rest[0].upper()}{rest[1:]} this turn.", name)
    if not effs or any(e.op not in LASTING or e.duration != "this_turn" or e.keyword == PREVENT or _group(e) for e in effs):
        return None
    for e in effs:
        e.duration = duration_of(when)
    return effs
