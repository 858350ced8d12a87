"""The effect compiler: MLP card text (DreamTCG English) → abilities made of the shared effect
vocabulary (``engine.core.effects.Effect``) and MLP's registered ops (``engine.mlp.ops``). Text no
template reads becomes a ``manual`` step that the card's controller resolves by hand
(engine.core.manual) — never skipped, never guessed — unless a per-card script covers it.

A small driver: the card's layout (``templates_layouts``) splits the text into abilities and reads
each with the registered templates (``registry``: clauses, triggers, continuous and cost texts);
``readers`` holds the shared readers. Per-card scripts (``cards/scripts/*.toml``, format in
``engine.core.scripts``) replace the printed abilities they name while the card's text is the one
they were written for (``text_sha256``); a stale script is never applied.

``reveal`` opens the top of a deck (第六節 9.2.0; ``stat="top_or_bottom"``: then the controller puts it
on the top or the bottom); effects after "if it is X" carry the condition ``{"revealed": filter}``;
"X. If C, Y instead." becomes X with ``{"unless": C}`` and Y with ``{"if": C}``. ``search`` with
``stat="scene_deck"`` searches the scene deck (``keyword="to_scenes"``: picks go face up into the
scene area). ``shuffle`` puts its targets into their owners' decks (or, with a player target, just
shuffles), always followed by the opponent's cut (第一節 3.1.1). Stage Ⅳ stories win the game
(``win``, a rule action, 第一節 4.1.1).

Script abilities take MLP's own keys (``ABILITY_KEYS``): ``timing`` (``ability.TIMINGS``, required),
``cost`` (``ops.COSTS``), ``condition``, ``use_condition``, ``trigger``, ``trigger_filter``, ``every``
and ``granted`` (the ability is the wearer's, granted by this item).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from engine.core.scripts import CardScript, ScriptAbility, ScriptBook, ScriptError, load_book, printing

from .. import ops
from . import (
    templates_cards,
    templates_continuous,
    templates_idea,
    templates_layouts,
    templates_scenes,
    templates_tokens,
)
from .ability import TIMINGS, Ability, Compiled
from .readers import Fail, normalize, parse_cond, parse_noun, parse_target
from .registry import compile_body, compile_continuous, compile_cost, read_card

__all__ = ["ABILITY_KEYS", "SCRIPTS", "Ability", "Compiled", "Fail", "compile_body", "compile_card", "compile_continuous",
           "compile_cost", "compile_text", "is_automated", "normalize", "parse_cond", "parse_noun", "parse_target",
           "printed_text", "script_book", "script_status"]

TEMPLATE_MODULES = (templates_cards, templates_idea, templates_scenes, templates_tokens, templates_continuous, templates_layouts)
"""Imported so their templates register (the order of clause templates is set by priorities)."""

SCRIPTS = Path(__file__).parent / "scripts"
ABILITY_KEYS = frozenset({"timing", "cost", "condition", "use_condition", "trigger", "trigger_filter", "every", "granted"})
TRIGGERS = frozenset({"end_of_turn", "disrupt", "plan_reveal", "leave", "move", "draw", "discard", "wearer_contact_retire"})
CONDITION_KEYS = frozenset({"count", "min", "max", "turn", "plans", "plans_more", "empty_slots", "self_adorned", "hand_min", "self_token", "self_no_token",
                            "all", "per", "per_plans", "per_empty", "if", "unless", "revealed", "side"})


@functools.lru_cache(maxsize=4096)
def compile_text(card_type: str, text: str) -> Compiled:
    """Compile one card's whole text with the templates (cached: the same text always compiles the same way)."""
    t = normalize(text)
    if not t:
        return Compiled()
    return read_card(card_type, t)


def printed_text(data: dict[str, Any]) -> str:
    """The card's printed text, as per-card scripts hash it."""
    return str(data.get("text") or "")


def script_keys(data: dict[str, Any]) -> list[str]:
    """What a script may call a card: its id, its main number (every print of it), its name."""
    data = printing(data)
    return [str(k) for k in (data.get("id"), data.get("main_number"), data.get("name")) if k]


def compile_card(data: dict[str, Any]) -> Compiled:
    if data.get("type") == "Story" and data.get("stage") == 4:
        return _WIN  # 第一節 4.1.1: a rule action
    card_type, text = str(data.get("type", "")), str(data.get("text") or "")
    book = script_book()
    if book.scripts and any(k in book.scripts for k in script_keys(data)):
        return _scripted(tuple(script_keys(data)), card_type, text)
    return compile_text(card_type, text)


_WIN = Compiled([Ability("win", [], "you win the game", via="rule action (第一節 4.1.1)")])


def is_automated(data: dict[str, Any]) -> bool:
    return not compile_card(data).manual


# --- per-card scripts ----------------------------------------------------------------------------

@functools.cache
def script_book() -> ScriptBook:
    """Every script under ``cards/scripts`` (read and validated once; errors name file:line)."""
    return load_scripts(SCRIPTS)


def load_scripts(folder: Path) -> ScriptBook:
    """Read the scripts of ``folder`` and check MLP's own keys of every ability."""
    book = load_book(ops.GAME, folder, ABILITY_KEYS)
    for script in book.scripts.values():
        for ab in script.abilities:
            _check_keys(script, ab)
    return book


def script_status(data: dict[str, Any], book: ScriptBook | None = None) -> tuple[str, CardScript | None]:
    """("ok" | "stale" | "", the script) for a card."""
    book = book or script_book()
    for key in script_keys(data):
        if key in book.scripts:
            return book.status(key, printed_text(data)), book.scripts[key]
    return "", None


@functools.lru_cache(maxsize=256)
def _scripted(keys: tuple[str, ...], card_type: str, text: str) -> Compiled:
    base = compile_text(card_type, text)
    script = script_book().for_card(list(keys), text)
    return apply_script(base, script) if script is not None else base


def apply_script(base: Compiled, script: CardScript) -> Compiled:
    """``base`` (the templates' reading) with the printed abilities ``script`` names replaced: the
    printed abilities are the card's own then those it grants, numbered from 1."""
    parts = [(False, a) for a in base.abilities] + [(True, a) for a in base.granted]
    out = Compiled(adorn=list(base.adorn))
    count = max([len(parts), *(a.index for a in script.abilities)])
    for index in range(1, count + 1):
        printed = parts[index - 1][1] if index <= len(parts) else None
        ab = script.ability(index)
        if ab is None:
            if printed is not None:
                (out.granted if parts[index - 1][0] else out.abilities).append(printed)
            continue
        new = script_ability(script, ab, printed)
        (out.granted if ab.keys.get("granted") else out.abilities).append(new)
    return out


def script_ability(script: CardScript, ab: ScriptAbility, printed: Ability | None) -> Ability:
    """One script ability as an MLP :class:`Ability` (its keys were checked when loaded)."""
    k = ab.keys
    return Ability(
        k["timing"], list(ab.effects), printed.text if printed is not None else ab.describe,
        cost=k.get("cost", ""), condition=k.get("condition"), use_condition=k.get("use_condition"),
        trigger=k.get("trigger", ""), trigger_filter=dict(k.get("trigger_filter", {})), every=bool(k.get("every", False)),
        via=f"script {Path(script.path).name}:{ab.line}",
    )


def _check_keys(script: CardScript, ab: ScriptAbility) -> None:
    k = ab.keys

    def bad(message: str) -> ScriptError:
        return ScriptError(script.path, ab.line, f"{script.key!r} ability {ab.index}: {message}")

    if k.get("timing") not in TIMINGS:
        raise bad(f"timing = \"…\" is one of {', '.join(TIMINGS)}, not {k.get('timing')!r}")
    if k.get("cost", "") not in ops.COSTS:
        raise bad(f"cost {k['cost']!r} is not one of {', '.join(repr(c) for c in ops.COSTS)}")
    if "trigger" in k and k["trigger"] not in TRIGGERS:
        raise bad(f"trigger {k['trigger']!r} is not one of {', '.join(sorted(TRIGGERS))}")
    for name in ("every", "granted"):
        if name in k and not isinstance(k[name], bool):
            raise bad(f"{name} must be true or false")
    for name in ("condition", "use_condition", "trigger_filter"):
        if name in k and not isinstance(k[name], dict):
            raise bad(f"{name} must be a table")
    for name in ("condition", "use_condition"):
        unknown = set(k.get(name) or {}) - CONDITION_KEYS
        if unknown:
            raise bad(f"{name} has unknown key(s) {', '.join(sorted(unknown))}; MLP conditions use {', '.join(sorted(CONDITION_KEYS))}")
    if not ab.effects:
        raise bad("an ability needs effects = [ … ]")
