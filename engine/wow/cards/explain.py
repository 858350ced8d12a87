"""What the bot does with a WoW card, per printed ability (``engine.core.explain``): a template
(``detail`` names the power's kind and the templates that read it), a per-card script (``detail``
names the file and line), a keyword, or manual resolution (``detail`` says why: no template reads
it, or its script is stale because the printed text changed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.explain import KEYWORD, MANUAL, SCRIPT, TEMPLATE, AbilityExplanation, describe_all

from . import manual_reasons, scripts
from .compiler import card_powers, compile_card_text
from .explain_words import power_words, wow_words
from .power import Power
from .registry import tracing

GAME = "wow"


def summary(effects: list[Any]) -> str:
    """The effects as WoW players say them ("destroy", "exhaust")."""
    text = wow_words(describe_all(effects, GAME))
    return text[:1].upper() + text[1:] if text else text


def powers_summary(powers: list[Power]) -> str:
    """The powers of one printed line in words (``explain_words``): each with its own cost or "when"
    (EN 701, 703); an ability's sentences in order ("then"), other powers side by side ("; ")."""
    parts = list(dict.fromkeys(w for w in (power_words(pw) for pw in powers) if w))  # "this or another …": one trigger each, said once
    text = (", then " if all(pw.kind in ("play", "reward") for pw in powers) else "; ").join(parts)
    return text[:1].upper() + text[1:] if text else text


def _kind(pw: Power) -> str:
    return pw.kind + (f" {pw.trigger}" if pw.trigger else "")


def _templates(line: str, name: str, ctype: str) -> list[str]:
    """The templates that read ``line`` (compiled again, uncached, while tracing)."""
    with tracing() as names:
        compile_card_text.__wrapped__(line, name, ctype)
    return list(dict.fromkeys(names))


def explain(data: dict[str, Any]) -> list[AbilityExplanation]:
    """One explanation per printed ability (power line) of the card."""
    text, name, ctype = data.get("text", "") or "", data.get("name", ""), data.get("type", "")
    book = scripts.book()
    script = scripts.script_for(data, book)
    stale = book.status(name, scripts.printed_text(data)) == "stale"
    powers = card_powers(data)
    out: list[AbilityExplanation] = []
    for index, line in enumerate(scripts.ability_lines(text), 1):
        ab = script.ability(index) if script is not None else None
        if ab is not None and script is not None:
            effects = list(ab.effects)
            out.append(AbilityExplanation(line, SCRIPT, effects, ab.describe or summary(effects),
                                          f"scripts/{Path(script.path).name}:{ab.line}"))
            continue
        mine = [pw for pw in powers if pw.text == line]
        if mine and all(pw.kind == "keyword" for pw in mine):
            out.append(AbilityExplanation(line, KEYWORD, summary=line, detail="keyword"))
        elif not mine or any(not pw.automated for pw in mine):
            why = "its script is stale: the printed text changed since it was written" if stale else (manual_reasons.reason(line) or "no template reads this text")
            if not mine and all(pw.automated for pw in powers):  # e.g. an alternative cost split off its line
                out.append(AbilityExplanation(line, TEMPLATE, detail="read with the card's other powers"))
                continue
            out.append(AbilityExplanation(line, MANUAL, detail=why))
        else:
            effects = [e for pw in mine for e in pw.effects]
            names = _templates(line, name, ctype)
            detail = ", ".join(dict.fromkeys(_kind(pw) for pw in mine)) + (f": {', '.join(names)}" if names else "")
            out.append(AbilityExplanation(line, TEMPLATE, effects, powers_summary(mine), detail))
    return out


def source(data: dict[str, Any]) -> str:
    """The card's source for ``coverage``'s ``by_source`` (manual if any ability is, else script if
    a script covers one, else template), without explaining it in words."""
    if not all(pw.automated for pw in card_powers(data)):
        return MANUAL
    return SCRIPT if scripts.script_for(data) is not None else TEMPLATE
