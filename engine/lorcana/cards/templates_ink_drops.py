"""Ink drops (set 14; engine.lorcana.ink_drops): "get N ink drops", "each player gets N ink drops",
"each opponent gets …", "you and another chosen player each get …", and "each player gets 1 ink drop and gains 1 lore" — op ``ink_drops``.
The reminder text "(Each ink drop may be removed to pay 1 {I}.)" is dropped by the importer like
any reminder text; the engine applies it to every {I} payment."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import number, players_of
from .registries import SENTENCES

_N = r"(a|an|one|two|three|four|five|\d+)"


def _drops(who: str, amount: str, text: str) -> Effect | None:
    n = number(amount)
    if not n:
        return None
    target = Target("player", {"who": "you"}) if who.lower() in ("", "you") else Target(players_of(who))
    return Effect("ink_drops", n, target, text=text)


@SENTENCES.register("get_ink_drops", rf"^(?:(You|Each player|Each opponent) )?[Gg]ets? {_N} ink drops?$", priority=60)
def get_ink_drops(m: re.Match[str]) -> list[Effect] | None:
    eff = _drops(m.group(1) or "", m.group(2), m.string)
    return [eff] if eff else None


@SENTENCES.register("you_and_another_get_ink_drops", rf"^You and another chosen player each get {_N} ink drops?$", priority=60)
def you_and_another_get_ink_drops(m: re.Match[str]) -> list[Effect] | None:
    """"You and another chosen player each get 1 ink drop" (the other player: your choice, 1.2.4)."""
    n = number(m.group(1))
    return [Effect("ink_drops", n, Target("you_and_another"), text=m.string)] if n else None


@SENTENCES.register("ink_drops_and_lore", rf"^(Each player|Each opponent) gets {_N} ink drops? and gains (\d+) lore$", priority=60)
def ink_drops_and_lore(m: re.Match[str]) -> list[Effect] | None:
    """"Each player gets 1 ink drop and gains 1 lore": both, for the same players (1.6.2 order)."""
    eff = _drops(m.group(1), m.group(2), m.string)
    return [eff, Effect("gain_score", int(m.group(3)), Target(players_of(m.group(1))), text=m.string)] if eff else None
