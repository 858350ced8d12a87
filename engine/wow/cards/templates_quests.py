"""Quest templates (EN 702): more wordings of a completion cost ("During your turn, pay 1 to
complete this quest.", "Pay [2] to complete this quest.", "On an opponent's turn: Pay 1 …") and
of rewards the general compiler does not read ("If you have no cards in hand, draw two cards.",
"Draw a card, or two cards if you control an Elemental.", "Put target ally from your graveyard
into your hand."). Completion costs use the ``Power("complete")`` cost keys that
``WowEngine._quest_problem`` checks (``resources``, ``own_turn``, ``if``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect

from .conditions import parse_condition
from .templates_zones import search_filter

_WHEN = r"(?:(?P<when>During your turn|On your turn|On an opponent's turn|During an opponent's turn)[,:]?\s*)?"
_IF = r"(?:(?:[Ii]f|[Ww]hile) (?P<cond>[^,:]+)[,:]\s*)?"
_PAY = re.compile(_WHEN + _IF + r"[Pp]ay \[?(?P<n>\d+)\]? to complete this (?:quest|card)\.?", re.I)


def quest_condition(text: str, name: str) -> dict[str, Any] | None:
    """A quest's condition: the general catalogue plus "you have no cards in hand" and "you have no
    other quests" (``engine.wow.conditions.holds``)."""
    s = text.strip().rstrip(".").lower()
    if s in ("you have no cards in hand", "you have no cards in your hand"):
        return {"k": "hand", "max": 0}
    if s in ("you have no other quests", "you control no other quests"):
        return {"k": "control", "flts": [{"types": ["quest"]}], "other": True, "max": 0}
    return parse_condition(text, name)


def complete_cost(body: str, name: str) -> dict[str, Any] | None:
    """A completion line → the ``complete`` power's cost, or None (EN 702.1)."""
    m = _PAY.fullmatch(body.strip())
    if not m:
        return None
    cost: dict[str, Any] = {"resources": int(m.group("n")), "own_turn": False}
    when = (m.group("when") or "").lower()
    if when in ("during your turn", "on your turn"):
        cost["own_turn"] = True
    conds = []
    if "opponent" in when:
        conds.append({"k": "your_turn", "not": True})
    if m.group("cond"):
        cond = quest_condition(m.group("cond"), name)
        if cond is None:
            return None
        conds.append(cond)
    if len(conds) > 1:
        return None
    if conds:
        cost["if"] = conds[0]
    return cost


def _graveyard_to_hand(s: str, sentence: str) -> list[Effect] | None:
    """ "Put target ally from your graveyard into your hand." — the card is picked when the reward
    resolves, among the cards that fit (``engine.wow.search``, zone graveyard)."""
    m = re.fullmatch(r"(?:put|return) target (.+?) from your graveyard (?:into|to) (?:your )?hand", s, re.I)
    if m and (flt := search_filter(m.group(1))) is not None:
        cond = {"filter": flt, "to": "hand", "reveal": True, "targeted": True}  # engine.wow.quests: needs a card there
        return [Effect("search", 1, zone="graveyard", condition=cond, text=sentence)]
    return None


def _draw_or_more(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Draw a card, or two cards if COND." → draw one, and one more if COND holds (EN 709)."""
    m = re.fullmatch(r"draw a card, or two cards if (.+)", s, re.I)
    if m and (cond := quest_condition(m.group(1), name)) is not None:
        return [Effect("draw", 1, _player(), text=sentence), Effect("draw", 1, _player(), condition={"if": cond}, text=sentence)]
    m = re.fullmatch(r"if ([^,]+), draw (a|one|two|three) cards?", s, re.I)
    if m and (cond := quest_condition(m.group(1), name)) is not None and cond["k"] in ("hand", "control"):
        n = {"a": 1, "one": 1, "two": 2, "three": 3}[m.group(2).lower()]
        return [Effect("draw", n, _player(), condition={"if": cond}, text=sentence)]
    return None


def _player():
    from engine.core.effects import Target

    return Target("player")


def reward_effects(text: str, name: str, compile_effects: Callable[[str, str], tuple[list[Effect], bool]]) -> tuple[list[Effect], bool]:
    """A reward's text (EN 702.3) → (effects, automated): the general compiler first, then these
    templates sentence by sentence."""
    effs, ok = compile_effects(text, name)
    if ok:
        return effs, ok
    out: list[Effect] = []
    for sentence in [p for p in re.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]:
        s = sentence.strip().rstrip(".")
        found = _graveyard_to_hand(s, sentence) or _draw_or_more(s, name, sentence)
        if found is None:
            found, one_ok = compile_effects(sentence, name)
            if not one_ok:
                return effs, False
        out.extend(found)
    return out, True
