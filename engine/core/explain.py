"""What the bot will do with a card, in words: for each printed ability, whether a template, a
per-card script or manual resolution handles it, and its compiled effects as readable English.
``python -m bot cards explain GAME NAME`` and the Discord ``card`` command show it; ``cards
coverage`` counts cards by source with :func:`card_source`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .effects import Effect, Target, game_ops
from .explain_raw import drop_code_refs, filter_text, value_text

KEY_PREFIXES: dict[str, tuple[str, ...]] = {}
"""Per game, the internal family prefixes of compiled keys ("wsc_"), left out when a key is spelled in words."""

TEMPLATE, SCRIPT, MANUAL, KEYWORD = "template", "script", "manual", "keyword"
SOURCES = (TEMPLATE, SCRIPT, MANUAL)


@dataclass
class AbilityExplanation:
    """One printed ability: its text, who handles it (template, script, manual, keyword) and what it does."""

    text: str
    source: str
    effects: list[Effect] = field(default_factory=list)
    summary: str = ""
    detail: str = ""
    """The template's or script's name, or why the ability is manual (e.g. a stale script)."""

    def line(self, game: str = "") -> str:
        what = drop_code_refs(self.summary or describe_all(self.effects, game))
        how = {TEMPLATE: "template", SCRIPT: "card script", MANUAL: "resolved by hand", KEYWORD: "keyword"}.get(self.source, self.source)
        extra = f" ({self.detail})" if self.detail else ""
        if self.source == MANUAL:
            return f"[{how}{extra}] {self.text}"
        return f"[{how}{extra}] {what or self.text}"


def card_source(explained: Iterable[AbilityExplanation]) -> str:
    """A card counts as ``manual`` if any ability is; else ``script`` if any ability comes from a
    script; else ``template`` (keyword-only and vanilla cards too)."""
    sources = {a.source for a in explained}
    if MANUAL in sources:
        return MANUAL
    return SCRIPT if SCRIPT in sources else TEMPLATE


def by_source(sources: Iterable[str]) -> dict[str, int]:
    out = dict.fromkeys(SOURCES, 0)
    for s in sources:
        out[s] = out.get(s, 0) + 1
    return out


_VERBS = {
    "draw": "draw {n} card{s}", "discard": "choose and discard {n} card{s}", "shuffle": "shuffle {zone_or_deck}",
    "reveal": "reveal {target}", "look_top": "look at the top {n} card{s} of your deck",
    "search": "search your deck for {target}", "damage": "deal {n} damage to {target}",
    "put_damage": "put {n} damage counter{s} on {target}", "move_damage": "move {n} damage from {target}",
    "heal": "remove up to {n} damage from {target}", "destroy": "banish {target}", "tap": "exert {target}",
    "untap": "ready {target}", "gain_score": "gain {n} {stat_or_points}", "lose_score": "lose {n} {stat_or_points}",
    "play_free": "play {target} for free", "cost_reduction": "pay {n} less for {target}",
    "return_to_hand": "return {target} to its owner's hand", "put_on_deck": "put {target} on a deck",
    "manual": "resolve by hand: {text}",
}
_DURATIONS = {"this_turn": " this turn", "until_your_next_turn": " until the start of your next turn",
              "this_battle": " during this battle", "permanent": ""}


def describe_target(target: Target | None, game: str = "") -> str:
    if target is None or target.kind == "self":
        return "this card"
    flt = filter_text(target.filter, KEY_PREFIXES.get(game, ()))
    what = f"card{'s' if target.count != 1 else ''}" + (f" ({flt})" if flt else "")
    if target.kind == "chosen":
        n = f"up to {target.count}" if target.up_to else ("a" if target.count == 1 else str(target.count))
        return f"{n} chosen {what}"
    if target.kind == "each":
        return f"each {what.removesuffix('s')}" if target.count == 1 else f"each of {what}"
    return {"player": "you", "opponent": "your opponent", "each_player": "each player"}.get(target.kind, target.kind.replace("_", " "))


def _value(v: Any, game: str = "") -> str:
    return value_text(v, KEY_PREFIXES.get(game, ()))


def describe(effect: Effect, game: str = "") -> str:
    """One effect as an English phrase ("you may draw 1 card")."""
    n = effect.amount if effect.amount >= 0 else "X"
    words = {
        "n": n, "s": "" if effect.amount == 1 else "s", "target": describe_target(effect.target, game),
        "stat": _value(effect.stat, game), "keyword": _value(effect.keyword, game), "zone": _value(effect.zone, game) or "a zone", "text": effect.text,
        "zone_or_deck": f"the {effect.zone}" if effect.zone else "your deck",
        "stat_or_points": effect.stat or "point(s)", "amount": n,
    }
    if effect.op == "modify_stat":
        phrase = f"give {words['target']} {effect.amount:+d} {effect.stat}"
    elif effect.op == "grant_keyword":
        phrase = f"give {words['target']} {words['keyword']}" + (f" {effect.amount}" if effect.amount else "")
    elif effect.op == "move":
        phrase = f"move {words['target']} to {words['zone']}"
    elif effect.op in _VERBS:
        phrase = _VERBS[effect.op].format(**words)
    else:
        spec = game_ops(game).get(effect.op) if game else None
        template = spec.describe if spec and spec.describe else effect.op.replace("_", " ") + (" {amount}" if effect.amount else "") + (" ({target})" if effect.target else "")
        try:
            phrase = template.format(**words)
        except (KeyError, IndexError, ValueError):
            phrase = template
    phrase = tidy(phrase + _DURATIONS.get(effect.duration, ""))
    if effect.condition:
        phrase += " (if " + filter_text(effect.condition, KEY_PREFIXES.get(game, ())) + ")"
    if effect.optional:
        phrase = "you may " + phrase
    if effect.then:
        phrase += "".join(", then " + describe(e, game) for e in effect.then)
    return tidy(phrase)


_CHOSEN = re.compile(r"\b(choose|chooses|chosen) ((?:up to \d+ |\d+ |an? )?)chosen\b", re.I)
_TWICE = re.compile(r"\b(?!that\b|had\b)([A-Za-z]+) \1\b", re.I)


def tidy(phrase: str) -> str:
    """A phrase whose parts said a word twice, once: "choose chosen character" → "choose character",
    "reveal reveal" → "reveal", "any number of each character" → "any number of characters" (an op's
    words around a target that already says "chosen" or "each")."""
    phrase = re.sub(r"\bany number of each ([a-z]+)\b", r"any number of \1s", phrase)  # "of each character" after "any number"
    return _TWICE.sub(r"\1", _CHOSEN.sub(lambda m: f"{m[1]} {m[2]}".rstrip(), phrase))


def describe_all(effects: Iterable[Effect], game: str = "") -> str:
    parts = [describe(e, game) for e in effects]
    if not parts:
        return ""
    text = ", then ".join(parts)
    return text[:1].upper() + text[1:]
