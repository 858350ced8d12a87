"""Templates of moving characters to a location by an effect (4.3.7 without the move cost): "move a
character of yours to a location for free", "move up to 2 of your characters to the same location
for free", "you may move him to one of your locations for free", "move him and one of your other
characters to the same location for free"; what follows about "that location"; and a location's
"whenever a character moves here" (only your characters move to your locations, 4.3.7.1)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .model import Trigger
from .readers import number
from .registries import SENTENCES, STOP, TEXTS, TRIGGERS, parse_sentence

_YOURS = {"types": ["character"], "owner": "you"}


@SENTENCES.register("move_to_a_location", r"^[Mm]ove (a character of yours|up to (\w+) (?:of your characters|characters of yours)|him|her|this character"
                    r"|(?:him|her|this character) and one of your other characters) to (a location|one of your locations|the same location) for free$", priority=60)
def move_to_a_location(m: re.Match[str]) -> object:
    """The characters move to one location of yours, chosen as the effect resolves (1.2.4)."""
    who, place = m.group(1), m.group(3)
    cond: dict[str, object] = {"location": {}}
    if who == "a character of yours":
        target = Target("chosen", dict(_YOURS))
    elif who.startswith("up to"):
        n = number(m.group(2))
        if not n or place != "the same location":
            return STOP
        target = Target("chosen", dict(_YOURS), n, True)
    elif " and one of your other characters" in who:
        if place != "the same location":
            return STOP
        target = Target("self")
        cond["also"] = {**_YOURS, "other": True}
    else:
        target = Target("self")
    if place == "the same location" and target.kind == "chosen" and target.count == 1:
        return STOP
    return [Effect("move_to_chosen_location", 0, target, condition=cond, text=m.string)]


@TEXTS.register("move_then_that_location", r"^(.+? to (?:a location|one of your locations|the same location) for free)\. (?:Then, draw cards equal to that "
                r"location's \{L\}|That location gains (Resist \+\d+|Evasive|Ward) (this turn|until the start of your next turn))\.?$")
def move_then_that_location(m: re.Match[str]) -> object:
    """"Move … to a location for free. Then, draw cards equal to that location's {L}" / "That
    location gains Resist +2 until the start of your next turn": "that location" is the one moved
    to (7.1.9), counted or changed as the next step resolves."""
    moved = parse_sentence(m.group(1))
    if not moved or len(moved) != 1 or moved[0].op != "move_to_chosen_location":
        return STOP
    if m.group(2) is None:
        then = Effect("draw", 1, Target("player", {"who": "you"}), condition={"scale": {"stat_of": "lore", "of": "it"}}, text=m.string)
    else:
        kw = m.group(2).split(" ")
        dur = "this_turn" if m.group(3) == "this turn" else "until_your_next_turn"
        then = Effect("grant_keyword", int(kw[1].lstrip("+")) if len(kw) > 1 else 0, Target("it"), keyword=kw[0], duration=dur, text=m.string)
    return [*moved, then]


@TRIGGERS.register("a_character_moves_here", r"^Whenever a character moves here$", priority=60)
def a_character_moves_here(m: re.Match[str], cond: dict | None) -> object:
    """A location's "whenever a character moves here": by a move turn action or an effect (4.3.7)."""
    return Trigger(["moved_here"], {}, cond)
