"""Playing cards by an effect (3-7, 3-8), a card's own effects activated again (10-1-5-1), and
winning or losing by an effect (1-2-6)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import parse_target
from .registry import CLAUSES

Effects = list[Effect] | None
PLAYABLE = ("Character", "Stage")
"""The card types that are played (3-7-?, 3-8-?; an Event is activated, 2-7-3): what "play up to 1 [Name]" or
"play up to 1 {X} type card" may choose when the text names no card type."""


@CLAUSES.register("play_self_from_trash", r"play this (?:Character )?card from your trash( rested)?", full=True, flags=re.I, priority=260)
def _play_self_trash(m: re.Match) -> Effects:
    return [Effect("play_free", target=Target("self"), zone="trash", keyword="rested" if m[1] else "")]


@CLAUSES.register("play_from", r"play (up to \d+ .+?|this card) from your (hand or trash|hand|trash)( rested)?", full=True, flags=re.I,
                  priority=270)
def _play_from(m: re.Match) -> Effects:
    t = Target("self") if m[1] == "this card" else parse_target(m[1], m[2].replace(" or ", "_or_"))
    if not t:
        return None
    if t.kind == "chosen" and not t.filter.get("types"):
        t.filter["types"] = list(PLAYABLE)  # "[Zou]" or "a {X} type card": any card that can be played
    return [Effect("play_free", target=t, zone=m[2].replace(" or ", "_or_"), keyword="rested" if m[3] else "")]


@CLAUSES.register("play_looked", r"play (up to \d+ .+?)( rested)?", full=True, flags=re.I, priority=275)
def _play_looked(m: re.Match) -> Effects:
    """"play up to 1 X" with no zone named: one of the cards just looked at or revealed (the
    compiler keeps it only after a look in the same ability)."""
    t = parse_target(m[1], "looked")
    if not t or t.kind != "chosen" or not set(t.filter.get("types") or ["?"]) <= {"Character", "Stage"}:
        return None
    return [Effect("play_free", target=t, zone="looked", keyword="rested" if m[2] else "")]


@CLAUSES.register("play_this", r"play this card", full=True, flags=re.I, priority=280)
def _play_this(m: re.Match) -> Effects:
    return [Effect("play_free", target=Target("self"), zone="life")]


@CLAUSES.register("activate_main", r"activate this card's \[(?:Main|Counter)\] effect", full=True, flags=re.I, priority=290)
def _activate_main(m: re.Match) -> Effects:
    return [Effect("activate_main")]


@CLAUSES.register("activate_own", r"activate this card's \[(On Play|On KO)\] effect", full=True, flags=re.I, priority=300)
def _activate_own(m: re.Match) -> Effects:
    """A [Trigger] that resolves the card's own [On Play] / [On K.O.] text (10-1-5-1)."""
    return [Effect("activate_main", keyword={"On Play": "on_play", "On KO": "on_ko"}[m[1]])]


@CLAUSES.register("game_result", r"you (win|lose) the game", full=True, flags=re.I, priority=320)
def _game_result(m: re.Match) -> Effects:
    """1-2-6: an effect makes its controller win or lose, during its resolution."""
    return [Effect("game_result", keyword=m[1].lower())]
