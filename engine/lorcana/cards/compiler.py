"""The effect compiler: Lorcana ability text → the shared effect vocabulary (engine.core.effects)
plus Lorcana's registered ops (engine.lorcana.ops).

A small driver: each printed ability is read by the template registries (``registries``; the
templates live in the ``templates_*`` family modules, imported here so they register) or, when a
per-card script covers it (``scripted``, ``cards/scripts/*.toml``), taken from the script. Each
ability compiles to an :class:`Ability` (kind, trigger, cost, effects, static). Text that no
template matches gives ``ok=False``; the engine then asks the controller to resolve it by hand
(engine.core.manual) at the moment it applies — never skipped or guessed (issue: manual fallback).
Compilation is a pure function of the text (and the scripts) and cached, so compiled abilities
never enter the state.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from engine.core.scripts import CardScript, ScriptBook, printing

from . import (
    templates_adventurous,
    templates_any_number,
    templates_banish_instead,
    templates_card_moves,
    templates_challenge_damage,
    templates_chosen_costs,
    templates_clauses,
    templates_costs,
    templates_deck_rules,
    templates_deck_top,
    templates_duo_shift,
    templates_effect_costs,
    templates_effects,
    templates_enter_exerted,
    templates_extra_ink,
    templates_gets_and_gains,
    templates_granted_abilities,
    templates_grants,
    templates_ink_drops,
    templates_inkwell,
    templates_inkwell_state,
    templates_keywords,
    templates_later,
    templates_maximum,
    templates_modes,
    templates_moves,
    templates_opposing_items,
    templates_player_effects,
    templates_players_and_drying,
    templates_random,
    templates_replacements,
    templates_restrictions,
    templates_reveals,
    templates_same_name,
    templates_scaling,
    templates_self_free,
    templates_shift_costs,
    templates_static_changes,
    templates_statics,
    templates_this_way,
    templates_triggers,
    templates_under,
    templates_until_next_turn,
    templates_watchers,
    templates_were_under,
    templates_yours_triggers,
)
from .model import Ability, Trigger
from .readers import NUM, STAT, parse_condition, parse_target
from .registries import (
    ABILITIES,
    KEYWORDS,
    STOP,
    parse_cost,
    parse_effects,
    parse_sentence,
    parse_static,
    parse_trigger,
    tracing,
    walk,
)
from .scripted import apply_script, default_book, script_status

FAMILIES = (templates_card_moves, templates_chosen_costs, templates_clauses, templates_costs, templates_effects, templates_keywords, templates_later, templates_reveals, templates_statics,
            templates_triggers, templates_deck_top, templates_modes, templates_until_next_turn, templates_gets_and_gains, templates_random, templates_moves, templates_inkwell, templates_same_name, templates_watchers, templates_scaling,
            templates_effect_costs, templates_grants,
            templates_player_effects, templates_replacements,
            templates_static_changes, templates_restrictions, templates_yours_triggers, templates_under, templates_deck_rules, templates_shift_costs, templates_duo_shift, templates_banish_instead, templates_were_under,
            templates_inkwell_state, templates_enter_exerted, templates_ink_drops, templates_adventurous,
            templates_maximum, templates_players_and_drying, templates_this_way, templates_opposing_items, templates_any_number, templates_extra_ink, templates_self_free,
            templates_challenge_damage, templates_granted_abilities)
"""The template families (importing them registers their templates)."""

__all__ = ["NUM", "STAT", "Ability", "Trigger", "compile_ability", "compile_card", "is_automated", "parse_condition",
           "parse_cost", "parse_effects", "parse_sentence", "parse_static", "parse_target", "parse_trigger"]

_TRIGGERED = re.compile(r"^((?:When|Whenever|At the start of|At the end of)[^,]*(?:, if [^,]+)?),\s*(.+)$")
_ACTIVATED = re.compile(r"^(.+?)\s+[—–-]\s+(.+)$")


def compile_ability(ab: dict[str, Any], index: int) -> Ability:
    """One printed ability (``{"type", "name", "text"}``) → :class:`Ability` by the templates;
    ``detail`` names the templates that read it."""
    with tracing() as names:
        out = _compile(ab, index)
    if out.ok:
        out.detail = ", ".join(dict.fromkeys(names))
    return out


def _compile(ab: dict[str, Any], index: int) -> Ability:
    kind, name, text = ab.get("type", "static"), ab.get("name", ""), ab.get("text", "")
    out = Ability(kind, name, text, index)
    if kind == "keyword":
        boosted = templates_keywords.boost(text) if name == "Boost" else None
        if boosted is not None:  # 2.2.0 8.4.1 (outside the seed documents): an activated ability
            out.kind, out.cost, out.effects, out.once_per_turn = "activated", boosted["cost"], boosted["effects"], True
            return out
        out.ok = walk(KEYWORDS, name) is not None
        return out
    if kind == "static" and templates_keywords.SHIFT_VARIANT.match(text):
        # Universal / [Classification] Shift (2.2.0 8.10.8.1-8.10.8.2, outside the seed documents):
        # a keyword the importer reads as a static ability; engine.lorcana.play.shift_ways applies it
        variant = walk(KEYWORDS, text)
        if variant is not None:
            out.kind, out.name, out.cost = "keyword", variant["label"], {"ink": variant["cost"]}
            out.effects = list(variant.get("effects", []))  # Temporary Shift's delayed ability (2.2.0 8.10.8.5)
            return out
    if kind == "effect":
        effs = parse_effects(text)
        out.ok, out.effects = effs is not None, effs or []
        return out
    if kind == "static" and re.match(r"^(?:During (?:opponents['’]|an opponent['’]s|each opponent['’]s|your) turns?|Once per turn), (?:when|whenever|the first time) ", text):
        kind = out.kind = "triggered"  # 7.4.2: a trigger word after the "during" phrase (schema reads it as static)
    whole = walk(ABILITIES, text, out)
    if whole is not None and whole is not STOP:
        return whole
    if kind == "triggered":
        return _triggered(out, text)
    if kind == "activated":
        m = _ACTIVATED.match(text)
        cost = parse_cost(m.group(1)) if m else None
        effs = parse_effects(m.group(2)) if m else None
        out.cost = cost or {"exert": "{E}" in text.split("—")[0], "ink": 0, "banish_self": False, "discard": 0, "unknown": True}
        out.effects = effs or []
        out.ok = cost is not None and effs is not None
        return out
    st = parse_static(text)
    out.static = st or []
    out.ok = st is not None
    return out


def _triggered(out: Ability, body: str) -> Ability:
    """"[Once during your turn, ]When …, [effects]" (7.4.2; "once": 2.2.0 6.1.13.2, outside the seed documents)."""
    during: bool | None = False
    if re.match(r"Once per turn, (?:when|whenever) ", body):  # 2.2.0 6.1.13.2: once each turn, any player's turn
        out.once_per_turn = True
        body = body[len("Once per turn, "):]
        body = body[0].upper() + body[1:]
    elif body.startswith("Once during your turn, "):
        out.once_per_turn = True
        during = True
        body = body[len("Once during your turn, "):]
        body = body[0].upper() + body[1:]
    elif body.startswith("During your turn, "):
        during = True
        body = body[len("During your turn, "):]
        body = body[0].upper() + body[1:]
    elif re.match(r"During (?:opponents['’] turns|an opponent['’]s turn|each opponent['’]s turn), ", body):
        during = None  # "during opponents' turns" / "during an opponent's turn" (7.4.4): only while it is not your turn
        body = body.split(", ", 1)[1]
        body = body[0].upper() + body[1:]
    if body.startswith("The first time "):  # "the first time you move a character here" each turn: once per turn, counted as it triggers (engine.lorcana.triggers.first_time)
        out.once_per_turn = True
        body = "Whenever " + body[len("The first time "):]
    m = _TRIGGERED.match(body)
    if not m:
        out.ok = False
        return out
    trig = parse_trigger(m.group(1))
    effs = parse_effects(m.group(2)[0].upper() + m.group(2)[1:])
    if trig is not None and during:
        trig.condition = {**(trig.condition or {}), "your_turn": True}
    if trig is not None and during is None:
        trig.condition = {**(trig.condition or {}), "opp_turn": True}
    out.trigger = trig
    out.effects = effs or []
    out.ok = trig is not None and effs is not None
    return out


@lru_cache(maxsize=8192)
def _compile_cached(key: tuple[tuple[str, str, str], ...]) -> tuple[Ability, ...]:
    return tuple(compile_ability({"type": k, "name": n, "text": t}, i) for i, (k, n, t) in enumerate(key))


_SCRIPTED: dict[tuple[int, tuple[tuple[str, str, str], ...]], tuple[CardScript, tuple[Ability, ...]]] = {}
_LOOKUP: dict[tuple[int, str, str, str], tuple[ScriptBook, CardScript | None]] = {}


def compile_card(data: dict[str, Any], book: ScriptBook | None = None) -> tuple[Ability, ...]:
    """Every ability of a card, compiled (cached by text): by the card's up-to-date script where
    it has one (``book``: the scripts to use, default ``cards/scripts/``), else by the templates.
    With the default book, the answer is also kept by the record itself (:data:`_BY_RECORD`)."""
    if book is None:
        book = default_book()
        got = _BY_RECORD.get(id(data))
        if (got is not None and got[0] is data and got[1] is book and got[2] is data.get("abilities")
                and got[3] is data.get("text") and got[4] is data.get("full_name") and got[5] is data.get("id")):
            return got[6]
        if len(_BY_RECORD) >= _KEEP_RECORDS:
            _BY_RECORD.clear()
        answer = _compile_card(data, book)
        _BY_RECORD[id(data)] = (data, book, data.get("abilities"), data.get("text"), data.get("full_name"), data.get("id"), answer)
        return answer
    return _compile_card(data, book)


_BY_RECORD: dict[int, tuple[Any, ...]] = {}
""":func:`compile_card`'s answers with the default book, by the record's id, with the record, the book
and what the answer is read from (the abilities list, the text, full name and id: the same objects,
else worked out again); emptied beyond :data:`_KEEP_RECORDS` records (about 60 a match, as
engine.lorcana.characteristics._FACTS)."""
_KEEP_RECORDS = 2_048


def _compile_card(data: dict[str, Any], book: ScriptBook) -> tuple[Ability, ...]:
    key = tuple((a.get("type", ""), a.get("name", ""), a.get("text", "")) for a in data.get("abilities", []))
    base = _compile_cached(key)
    script = script_for(data, book)
    if script is None:
        return base
    got = _SCRIPTED.get((id(script), key))
    if got is None or got[0] is not script:
        got = _SCRIPTED[(id(script), key)] = (script, apply_script(base, data, script))
    return got[1]


def script_for(data: dict[str, Any], book: ScriptBook | None = None) -> CardScript | None:
    """The card's script if it has one whose hash matches its printed text (never a stale one)."""
    book = book if book is not None else default_book()
    if not book.scripts:
        return None
    data = printing(data)  # (a card renamed by the hidden-information scan: its printing's script)
    look = (id(book), str(data.get("id", "")), str(data.get("full_name", "")), str(data.get("text", "")))
    got = _LOOKUP.get(look)
    if got is None or got[0] is not book:
        script, status = script_status(data, book)
        fits = script is not None and all(ab.index <= len(data.get("abilities", [])) for ab in script.abilities)
        got = _LOOKUP[look] = (book, script if status == "ok" and fits else None)  # another source may split the text differently
    return got[1]


def is_automated(data: dict[str, Any]) -> bool:
    """A card is automated when all its abilities compile (issue: coverage)."""
    return all(a.ok for a in compile_card(data))
