""""…, or M if …" packets on a chosen target (EN 709: the amount is read on resolution,
``packets.more_amount``) with conditions of this turn's history the damage templates don't read:
"Your hero deals 1 arcane damage to target hero or ally, or 3 if you played another ability this
turn.", "Your hero heals 2 damage from target hero or ally, or 6 if you completed a quest this
turn.", "Your hero deals 2 fire damage to target ally, or 6 if that ally was dealt damage this turn."."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect

from . import rx
from .registry import SENTENCES, compile_sentence

_CONDS: dict[str, dict[str, Any]] = {
    "you played another ability this turn": {"k": "q_log", "ev": "play", "who": "you", "types": ["ability"], "min": 2},  # this one and another
    "you completed a quest this turn": {"k": "q_log", "ev": "quest", "who": "you"},
    "that ally was dealt damage this turn": {"k": "dmg_dealt_turn"},
    "that character was dealt damage this turn": {"k": "dmg_dealt_turn"},
}


@SENTENCES.register("wrest_or_more_this_turn", r"(your hero (?:deals \d+ \w+ damage to|heals \d+ damage from) target .+?), or (\d+) if (" + "|".join(_CONDS) + ")",
                    full=True, priority=99, flags=re.I)
def _or_more(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    effs = compile_sentence(m.group(1), name)
    if not effs or len(effs) != 1 or effs[0].op not in ("damage", "heal") or effs[0].target is None or effs[0].target.kind != "chosen":
        return None
    cond = _CONDS[m.group(3).lower()]
    if cond["k"] == "dmg_dealt_turn" and "ally" not in m.group(1).lower() and "character" not in m.group(3).lower():
        return None
    effs[0].condition = {**(effs[0].condition or {}), "more": {"amount": int(m.group(2)), "if": dict(cond)}}
    effs[0].text = sentence
    return effs


@SENTENCES.register("wrest_if_this_turn", r"if ((?:an?|you) [^,]+? this turn), (.+)", full=True, priority=98, flags=re.I)
def _if_this_turn(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "If an ally you controlled was destroyed this turn, you may put a 3 [Melee] / 3 [Health] Ghoul
    ally token into play." — a condition on this turn's history (``engine.wow.quests.q_log``), read on
    resolution (EN 709)."""
    from .templates_quests import quest_condition

    cond = quest_condition(m.group(1), name)
    if cond is None or cond.get("k") != "q_log":
        return None
    printed = rx.fullmatch(r"\s*if (?:an?|you) [^,]+? this turn, (.+?)\.?\s*", sentence, re.I)  # its [Melee] icons kept
    rest = (printed.group(1) if printed else m.group(2)).strip()
    effs = compile_sentence(rest[0].upper() + rest[1:], name)
    if not effs or any(e.op == "manual" for e in effs):
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "if": dict(cond)}
    return effs


@SENTENCES.register("wrest_self_multi_target", r"(?:it|he|she|this ally) (may )?deals? (\d+ \w+ damage to each of up to (?:two|three) target .+)",
                    full=True, priority=97, flags=re.I)
def _self_multi_target(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "When Promenade Sentinel enters play, it deals 2 arcane damage to each of up to three target
    heroes and/or allies." — the multi-target packets of "Your hero deals …" (templates_damage), with
    this card as their source (408.2c)."""
    from .registry import compile_effects

    effs, ok = compile_effects(f"Your hero deals {m.group(2)}", name)
    if not ok or not effs or any(e.op != "damage" or (e.condition or {}).get("source") != "hero" for e in effs):
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "source": "self"}
        e.optional = e.optional or bool(m.group(1))
        e.text = sentence
    return effs


@SENTENCES.register("wrest_attachment", r"(.*?\btarget )(attachment|(?:opposing |friendly )?(?:hero or ally|ally|hero)(?: in your party)? with an attachment)\b(.*)",
                    full=True, priority=96, flags=re.I)
def _attachment(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "You may destroy target attachment." (a card attached to another, 400.1: an ability or an
    equipment), "… target hero or ally with an attachment" — the sentence without those words, its
    chosen target narrowed (``targets.matches`` ``is_attachment`` / ``has_attachment``)."""
    what = m.group(2)
    if rx.search(r"graveyard|hand|deck", sentence, re.I):
        return None  # an attachment card outside play is attached to nothing: not read here
    if what.lower() == "attachment":
        plain, key = f"{m.group(1)}ability or equipment{m.group(3)}", "is_attachment"
    else:
        plain, key = f"{m.group(1)}{what[: -len(' with an attachment')]}{m.group(3)}", "has_attachment"
    effs = compile_sentence(plain[0].upper() + plain[1:], name)
    chosen = [e for e in effs or [] if e.target is not None and e.target.kind == "chosen"]
    if not effs or len(chosen) != 1 or any(e.op == "manual" for e in effs):
        return None
    chosen[0].target.filter[key] = True
    for e in effs:
        e.text = sentence
    return effs


@SENTENCES.register("wrest_if_you_do_not_control", r"if you do(?:n't| not) control an? ([A-Z][\w'-]*), (.+)", full=True, priority=98, flags=re.I)
def _if_you_do_not_control(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "If you do not control a Ghoul, put a 3 [Melee] / 3 [Health] Ghoul ally token into play." — the
    catalogue's "you control no Ghoul" (EN 709, read on resolution)."""
    from .conditions import parse_condition

    cond = parse_condition(f"you control no {m.group(1)}", name)
    printed = rx.fullmatch(r"\s*if you do(?:n't| not) control an? [A-Z][\w'-]*, (.+?)\.?\s*", sentence, re.I)  # its [Melee] icons kept
    rest = (printed.group(1) if printed else m.group(2)).strip()
    effs = compile_sentence(rest[0].upper() + rest[1:], name) if cond is not None else None
    if not effs or any(e.op == "manual" for e in effs):
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "if": dict(cond)}
    return effs
