"""Templates of 冒険エリア texts: trigger openings (第五節 1.1.0), continuous Idea modifiers
(第二節 1.6.4b, 第五節 1.2.0) and cost modifiers (第五節 3.1.4)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .ability import Ability
from .readers import Fail, parse_cond, parse_target, subject
from .registry import CONTINUOUS, COSTS, TRIGGERS, ability

# --- trigger openings (tried in this order) ---------------------------------------------------

_TRIGGERS = [
    ("end_of_turn", r"At the end of your turn, "),
    ("disrupt", r"When this Character (?:Intervenes the Plan|interrupts your Rival's Plan), "),
    ("plan_reveal", r"Whenever you reveal a Plan, "),
    ("leave", r"Whenever a 「([^」]+)」 leaves the Adventure Area, "),
    ("move", r"When this Character moves, "),
    ("draw", r"(?:When|Whenever) you draw (?:a|1) card, "),
    ("discard", r"(?:When|Whenever) you discard (?:a|1) card, "),
]


def _trigger(kind: str) -> Any:
    def build(m: re.Match[str]) -> Ability:
        body = m.string
        ab = ability("trigger", body[m.end():], trigger=kind, every=body.startswith("Whenever"))
        if kind == "leave":
            ab.trigger_filter = {"keywords": [m.group(1)]}
        return ab
    return build


for _kind, _pattern in _TRIGGERS:
    TRIGGERS.add(_kind, _trigger(_kind), "^" + _pattern)


# --- continuous sentences ------------------------------------------------------------------------

_TWO = r"(.+?) gets? ([+-]\d+) Inspiration, (all of your other Characters) get ([+-]\d+) Inspiration"
_GETS = (r"(.+?) gets? ([+-]\d+) Inspiration(?:, then an additional \+1 Inspiration for each card in your Retirement Area"
         r" with the same name as adorned Character)?(?: for each (.+?))?(?: in (your Rival's|your|Rival's) turn)?")


@CONTINUOUS.register("two_subjects", _TWO, full=True, flags=re.I)
def _two_subjects(m: re.Match[str], cond: dict[str, Any] | None) -> list[Effect]:
    """"X gets +a Inspiration, all of your other Characters get +b Inspiration"."""
    return [Effect("modify_stat", amount=int(m[2]), stat="idea", target=Target("each", subject(m[1])), duration="permanent", condition=cond),
            Effect("modify_stat", amount=int(m[4]), stat="idea", target=Target("each", subject(m[3])), duration="permanent", condition=cond)]


@CONTINUOUS.register("gets", _GETS, full=True, flags=re.I)
def _gets(m: re.Match[str], cond: dict[str, Any] | None) -> list[Effect]:
    """"X gets ±N Inspiration [for each Y] [in your / Rival's turn]"."""
    s = m.string
    out: list[Effect] = []
    extra = re.search(r", then an additional ([+-]\d+) Inspiration for each card in your Retirement Area with the same name as adorned Character$", s)
    if extra:  # BP02-SPR25: the second part counts the wearer's namesakes in the rest area
        out.append(Effect("modify_stat", amount=int(extra[1]), stat="idea", target=Target("each", subject(m[1])), duration="permanent",
                          condition={**(cond or {}), "per": {"zone": "rest", "side": "you", "same_name": True}}))
    elif "additional" in s:
        raise Fail(s)
    c = dict(cond or {})
    if m[4]:
        turn = {"turn": "rival" if "Rival" in m[4] else "you"}
        c = {"all": [cond, turn]} if cond else turn
    if m[3] == "empty Adventure Area you have":
        c = {**c, "per_empty": True}
    elif m[3]:
        c = {**c, "per": parse_target(m[3])} if c else {"per": parse_target(m[3])}
    out.append(Effect("modify_stat", amount=int(m[2]), stat="idea", target=Target("each", subject(m[1])), duration="permanent", condition=c or None))
    return out


# --- cost modifiers ----------------------------------------------------------------------------------

@COSTS.register("per_plans", r"This Character gets -(\d+) Cost for each (?:of )?(your Rival's|your) Plans", full=True)
def _per_plans(m: re.Match[str]) -> list[Effect]:
    return [Effect("cost_reduction", amount=int(m[1]), condition={"per_plans": "rival" if "Rival" in m[2] else "you"})]


@COSTS.register("per_card", r"This Character gets -(\d+) Cost for each (.+)", full=True)
def _per_card(m: re.Match[str]) -> list[Effect]:
    return [Effect("cost_reduction", amount=int(m[1]), condition={"per": parse_target(m[2])})]


@COSTS.register("while", r"While (.+?), this Character gets -(\d+) Cost when played from Hand", full=True)
def _while(m: re.Match[str]) -> list[Effect]:
    return [Effect("cost_reduction", amount=int(m[2]), condition=parse_cond(m[1]))]
