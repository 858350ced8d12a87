"""Trigger conditions about a group of characters (7.4.2) that the table of templates_triggers
doesn't read: "whenever one of your other Sapphire characters quests", "… of your characters with
4 {S} or more quests", "… of your Detective characters banishes another character in a
challenge", "… of your Floodborn characters is challenged", "… of your other Emerald characters
is challenged and banished", "whenever an opposing [Villain] character quests / is banished",
"whenever this character quests or challenges", "when you shift a character on top of this character",
"whenever a card leaves your discard", a location's "whenever a character here challenges" and
"whenever a Super character quests while here", "whenever you move a character with 5 {S} or more
here", "when you discard this card", "whenever you discard a character card"."""

from __future__ import annotations

import re
from typing import Any

from .model import Trigger
from .readers import STAT, kind_filter, parse_target
from .registries import TRIGGERS

_VERBS = {
    "quests": "quest_yours",
    "challenges another character": "challenge_yours",
    "is challenged": "challenged_yours",
    "banishes another character in a challenge": "banishes_in_challenge_yours",
    "is challenged and banished": "banished_challenged_yours",
}


@TRIGGERS.register("yours_group", r"Whenever one of your (other )?(?:([A-Z]\w+) )?characters (?:with (\d+) (\{S\}|\{W\}|\{L\}) or more )?"
                                   r"(quests|challenges another character|is challenged|banishes another character in a challenge|"
                                   r"is challenged and banished)", full=True)
def yours_group(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """The event happens to one of your characters matching the group (the source too, unless
    "other"; an ink's name is the card's ink colour, 6.2.3)."""
    flt: dict[str, Any] = {"types": ["character"]}
    if m.group(1):
        flt["other"] = True
    if m.group(2):
        flt.update(kind_filter(m.group(2)))
    if m.group(3):
        flt[f"{STAT[m.group(4)]}_min"] = int(m.group(3))
    return Trigger([_VERBS[m.group(5)]], flt, cond)


@TRIGGERS.register("opposing_quests", r"Whenever an opposing character quests", full=True)
def opposing_quests(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """An opponent's character quests (4.3.5); "their player" is that character's player."""
    return Trigger(["quest_opponent"], {"types": ["character"]}, cond)


@TRIGGERS.register("opposing_group_banished", r"Whenever an opposing ([A-Z]\w+) character is banished", full=True)
def opposing_group_banished(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """An opponent's character of the group is banished (looked at as it leaves play, 8.4.4)."""
    return Trigger(["banished_opponent"], {"types": ["character"], **kind_filter(m.group(1))}, cond)


@TRIGGERS.register("quests_or_challenges", r"Whenever this character quests or challenges", full=True)
def quests_or_challenges(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """7.4.6: two trigger conditions in one ability (either one triggers it)."""
    return Trigger(["quest_self", "challenge_self"], {}, cond)


@TRIGGERS.register("shifted_onto", r"When you shift a character on top of this character", full=True)
def shifted_onto(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """The card is shifted onto (10.8.1): it triggers as it goes under the new card (looking back
    at it in play, like a leave-play trigger, 8.4.4). Its effects can't refer to the card itself
    (it is under the new card, not in play); "on top of her, this character gains …" (which card
    is meant is unclear) stays manual."""
    return Trigger(["shifted_onto_self"], {}, cond)


@TRIGGERS.register("leaves_your_discard", r"Whenever a card leaves your discard", full=True)
def leaves_your_discard(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """One of your cards leaves your discard for any zone (engine.lorcana.zones.leaving_discard)."""
    return Trigger(["left_discard_yours"], {}, cond)


@TRIGGERS.register("here_challenges", r"Whenever a character here challenges another character", full=True)
def here_challenges(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """A location's: one of the characters at it challenges (4.3.6, 4.3.7)."""
    return Trigger(["challenge_here"], {}, cond)


@TRIGGERS.register("group_quests_here", r"Whenever (?:a|an) ([A-Z]\w+) character quests while here", full=True)
def group_quests_here(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """A location's: one of its characters of the group quests (the filter is checked on the quester)."""
    return Trigger(["quest_here"], {"types": ["character"], **kind_filter(m.group(1))}, cond)


@TRIGGERS.register("move_strong_here", r"Whenever you move a character with (\d+) (\{S\}|\{W\}|\{L\}) or more here", full=True)
def move_strong_here(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """A location's: you move a character with that much of the stat to it (4.3.7)."""
    return Trigger(["moved_here"], {f"{STAT[m.group(2)]}_min": int(m.group(1))}, cond)


@TRIGGERS.register("discard_this", r"When you discard this card", full=True)
def discard_this(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """The card is discarded from your hand (8.3.4); it triggers from the discard."""
    return Trigger(["discarded_self"], {}, cond)


@TRIGGERS.register("you_discard_a", r"Whenever you discard (?:a|an) (character|action|item|location) card", full=True)
def you_discard_a(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """One of your cards of that type is discarded from your hand (8.3.4)."""
    return Trigger(["discarded_yours"], {"types": [m.group(1)]}, cond)


@TRIGGERS.register("returned_from_your_discard", r"Whenever you return (?:a|an) (.+?) card from your discard to your hand", full=True)
def returned_from_your_discard(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger | None:
    """"Whenever you return a Racer character card from your discard to your hand" (the returned
    card must match; engine.lorcana.discard_returns)."""
    t = parse_target("chosen " + m.group(1))
    if t is None or t.kind != "chosen" or t.up_to or set(t.filter) - {"types", "classification"}:
        return None
    return Trigger(["returned_from_discard_yours"], dict(t.filter), cond)
