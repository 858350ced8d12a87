"""Helper wtime's sentence templates. Effects that last past this turn (``engine.wow.durations`` ends them):

- "… until the end of your next turn." / "… until after your next turn." (Bulwark of the Ancient
  Kings: "Your hero has +25 health until the end of your next turn.") → duration
  ``until_end_of_your_next_turn`` (EN 503.2);
- "… until the start of your next turn." / "… until your next turn." → ``until_your_next_turn``
  (501.1a); the words may also lead the sentence ("Until your next turn, …").

The sentence without the duration, read as a "this turn" sentence by the other templates, gives the
effects; only ops whose modifier keeps the effect's duration are accepted (others would end at this
turn's end, or never), on named cards only (not a group such as "Allies can't attack until after your
next turn", which should reach allies entering later), else the sentence is left to the others (manual).

Prevention of only some packets (EN 717.2, op ``wtime_shield``, ``engine.wow.shield_filters``): "Prevent the next
[N|X] combat / non-combat / melee / non-melee / magical damage that would be dealt to … [by allies] this turn.",
"The next time … would be dealt non-combat damage this turn, prevent it."
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .keys import NEXT_PACKET, PREVENT
from .readers import target
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


@SENTENCES.register("wtime_until_next_turn", rf"(?:until {_WHEN}, (.+)|(.+?),? until {_WHEN})", full=True, priority=12, flags=re.I)
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


# --- prevention that only some damage meets (EN 717.2; engine.wow.shield_filters) -----------------------------

_KIND = r"(combat|non-combat|melee|non-melee|magical)(?: \((?:melee|non-melee)\))?"
_FILTER = {"combat": "combat", "non-combat": "noncombat", "melee": "melee", "non-melee": "nonmelee", "magical": "magical"}
_THAT = r"(?:that ally|that hero|that character|it)"


def _shield_target(words: str, name: str) -> Target | None:
    """The character the shield goes on: a target reader's phrase, or "that ally" (the one named before)."""
    if rx.fullmatch(_THAT, words.strip(), re.I):
        return Target("previous", {})
    return target(words, name)


def _only(kind: str | None, by: str | None) -> str | None:
    words = [_FILTER[kind.lower()]] if kind else []
    if by:
        if by.lower() != "allies":
            return None  # "by target hero or ally" (Holy Shield) is not read here
        words.append("by_ally")
    return "+".join(words) if words else None


@SENTENCES.register("wtime_next_typed_damage_shield",
                    rf"prevent the next (?:(\d+|X) )?{_KIND} damage that would be dealt to (.+?)(?: by (allies|target hero or ally))? this turn",
                    full=True, priority=12, flags=re.I)
def _next_typed(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Prevent the next 5 combat damage that would be dealt to that ally this turn.", "Prevent the next non-melee
    damage that would be dealt to your hero this turn." (no number: the whole next packet, 405.5), "Prevent the next
    X combat damage that would be dealt to your hero by allies this turn."."""
    only, tgt = _only(m.group(2), m.group(4)), _shield_target(m.group(3), name)
    if only is None or tgt is None:
        return None
    n = m.group(1)
    amount = NEXT_PACKET if n is None else -1 if n.upper() == "X" else int(n)
    return [Effect("wtime_shield", amount, tgt, keyword=only, text=sentence)]


@SENTENCES.register("wtime_next_time_typed_prevent", rf"the next time (.+?) would be dealt {_KIND} damage this turn, prevent it",
                    full=True, priority=12, flags=re.I)
def _next_time_typed(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "The next time your hero would be dealt non-combat damage this turn, prevent it." (the whole packet, 405.5)."""
    tgt = _shield_target(m.group(1), name)
    if tgt is None:
        return None
    return [Effect("wtime_shield", NEXT_PACKET, tgt, keyword=_FILTER[m.group(2).lower()], text=sentence)]
