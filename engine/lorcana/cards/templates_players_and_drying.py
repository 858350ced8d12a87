"""Small wordings of sets 11–13 (issue 16): "this character can quest the turn he's played"
(a drying character may quest: the card's text beats 6.1.4, 1.2.1; engine.lorcana.turn_actions),
"you and another chosen player each draw N cards" (the chosen player is not you), "this character
also counts as being named X for Shift" and "you can shift any character on top of this character"
(engine.lorcana.shift_alias)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import number
from .registries import SENTENCES, STATICS
from .templates_statics import Cond


@STATICS.register("quest_while_drying", r"[Tt]his character can quest the turn (?:he's|she's|they're|it's) played", full=True)
def quest_while_drying(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "self", "keyword": "quest_drying", "delta": 0, "cond": cond}]


@SENTENCES.register("you_and_another_draw", r"^You and another chosen player each draw (\w+) cards?$", full=True)
def you_and_another_draw(m: re.Match[str]) -> list[Effect] | None:
    n = number(m.group(1))
    if not n:
        return None
    return [Effect("draw", amount=n, target=Target("player", {"who": "you"}), text=m.string),
            Effect("draw", amount=n, target=Target("chosen_player", {"other": True}), text=m.string)]


@STATICS.register("shift_alias", r"[Tt]his character also counts as being named (.+?) for Shift", full=True)
def shift_alias(m: re.Match[str], cond: Cond) -> object:
    """Read by engine.lorcana.shift_alias (a printed, unconditional ability only)."""
    if cond:
        return None
    return [{"who": "self", "keyword": "shift_alias", "delta": 0, "filter": {"name": m.group(1)}, "cond": cond}]


@STATICS.register("shift_onto_any", r"You can shift any character on top of this character", full=True)
def shift_onto_any(m: re.Match[str], cond: Cond) -> object:
    """Every Shift fits this character (engine.lorcana.shift_alias; a printed, unconditional ability only)."""
    if cond:
        return None
    return [{"who": "self", "keyword": "shift_alias", "delta": 0, "filter": {"any": True}, "cond": cond}]


@STATICS.register("shift_onto_less", r"You pay (\d+) \{I\} less to shift a character on top of this character", full=True)
def shift_onto_less(m: re.Match[str], cond: Cond) -> object:
    """A Shift onto this character costs less (engine.lorcana.shift_alias; unconditional only)."""
    if cond:
        return None
    return [{"who": "self", "keyword": "shift_onto_less", "delta": int(m.group(1)), "cond": cond}]


@STATICS.register("sing_together_only", r"[Tt]his character can't sing songs without Sing Together", full=True)
def sing_together_only(m: re.Match[str], cond: Cond) -> object:
    """She may still be one of the singers of a Sing Together song (10.10.1), never sing alone
    (engine.lorcana.play.singer_problem)."""
    return [{"who": "self", "keyword": "sing_together_only", "delta": 0, "cond": cond}]
