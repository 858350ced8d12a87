"""Per-card scripts for Lorcana (engine.core.scripts): ``cards/scripts/*.toml``, read once.

A script ability replaces the compiled form of one printed ability (``index``: 1-based over the
card's abilities as ``schema.parse_text`` splits them, keywords included). Lorcana's own keys:

- ``kind``: triggered, activated, static or effect (default: the printed ability's kind);
- ``trigger = { events = [...], filter = {...}, condition = {...} }`` (events: ``model.TRIGGER_EVENTS``);
- ``cost = { exert = true, ink = 1, banish_self = false, discard = 0 }``;
- ``static = [ { who = "self", stat = "lore", delta = 1, cond = {...} }, ... ]`` (``model.STATIC_KEYS``);
- ``once_per_turn = true``.

Scripts name the card by its full name ("Nala - Undaunted Lioness") and store the hash of
``schema.printed_text`` (the card's text without reminder text, so every printing shares it).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.core.cards import normalize_name
from engine.core.effects import Effect, Target
from engine.core.scripts import CardScript, ScriptAbility, ScriptBook, ScriptError, load_book, printing

from ..ops import GAME
from .model import (
    CONDITION_KEYS,
    COST_KEYS,
    SELF_STATES,
    STATIC_KEYS,
    STATIC_WHO,
    STATS,
    TARGET_KINDS,
    TRIGGER_EVENTS,
    Ability,
    Trigger,
)
from .schema import printed_text

SCRIPTS_DIR = Path(__file__).resolve().parent / "scripts"
ABILITY_KEYS = frozenset({"kind", "trigger", "cost", "static", "once_per_turn"})
KINDS = ("triggered", "activated", "static", "effect")


@lru_cache(maxsize=1)
def default_book() -> ScriptBook:
    """Every script under ``cards/scripts/``, validated (read once)."""
    return read_book(SCRIPTS_DIR)


def read_book(folder: Path) -> ScriptBook:
    """Load and validate the scripts of ``folder`` (errors name the file and line)."""
    book = load_book(GAME, folder, ability_keys=ABILITY_KEYS)
    for script in book.scripts.values():
        for ab in script.abilities:
            check_ability(script, ab)
    return book


def card_keys(data: dict[str, Any]) -> list[str]:
    """What a script may call a card: its id, then its full name (compared as
    ``normalize_name`` spells them: printings differ in case, e.g. "HeiHei"/"Heihei")."""
    data = printing(data)
    return [normalize_name(k) for k in (str(data.get("id", "")), str(data.get("full_name", ""))) if k]


_INDEX: dict[int, tuple[ScriptBook, dict[str, str]]] = {}


def script_status(data: dict[str, Any], book: ScriptBook) -> tuple[CardScript | None, str]:
    """The card's script and whether it applies ("ok"), is "stale" or is missing (""): the first of
    its keys (id, then full name) whose script fits the printed text, else the first stale one."""
    got = _INDEX.get(id(book))
    if got is None or got[0] is not book:
        got = _INDEX[id(book)] = (book, {normalize_name(k): k for k in book.scripts})
    text = printed_text(data)
    found: tuple[CardScript | None, str] = (None, "")
    for key in card_keys(data):
        if key in got[1]:
            name = got[1][key]
            status = book.status(name, text)
            if status == "ok":
                return book.scripts[name], status
            found = found if found[0] is not None else (book.scripts[name], status)
    return found  # a printing's own script (by id) that doesn't fit this source's text gives way to the name's


def where(script: CardScript, ab: ScriptAbility | None = None) -> str:
    """"scripts/set09.toml:12": the file (relative to the cards package when inside it) and line."""
    path = Path(script.path)
    try:
        shown = str(path.relative_to(SCRIPTS_DIR.parent))
    except ValueError:
        shown = str(path)
    return f"{shown}:{ab.line if ab else script.line}"


def check_ability(script: CardScript, ab: ScriptAbility) -> None:
    """Lorcana's own keys of one script ability (the core checked ops and effect fields)."""
    def fail(msg: str) -> ScriptError:
        return ScriptError(script.path, ab.line, f"{script.key!r} ability {ab.index}: {msg}")

    keys = ab.keys
    kind = keys.get("kind")
    if kind is not None and kind not in KINDS:
        raise fail(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    if "once_per_turn" in keys and not isinstance(keys["once_per_turn"], bool):
        raise fail("once_per_turn is true or false")
    trig = keys.get("trigger")
    if trig is not None:
        if not isinstance(trig, dict) or set(trig) - {"events", "filter", "condition"}:
            raise fail("trigger is a table { events = [...], filter = {...}, condition = {...} }")
        events = trig.get("events")
        if not isinstance(events, list) or not events or any(e not in TRIGGER_EVENTS for e in events):
            raise fail(f"trigger events must be a non-empty list of: {', '.join(sorted(TRIGGER_EVENTS))}")
        if not isinstance(trig.get("filter", {}), dict):
            raise fail("trigger filter is a table")
        _check_condition(trig.get("condition"), fail)
    elif kind == "triggered":
        raise fail("a triggered ability needs trigger = { events = [...] }")
    cost = keys.get("cost")
    if cost is not None:
        if not isinstance(cost, dict) or set(cost) - set(COST_KEYS):
            raise fail(f"cost is a table with keys {', '.join(COST_KEYS)}")
        for k, typ in COST_KEYS.items():
            if k in cost and not isinstance(cost[k], typ):
                raise fail(f"cost {k} must be a {typ.__name__}")
    statics = keys.get("static")
    if statics is not None:
        if not isinstance(statics, list) or not statics:
            raise fail("static is a non-empty list of tables")
        for s in statics:
            if not isinstance(s, dict) or set(s) - STATIC_KEYS:
                bad = sorted(set(s) - STATIC_KEYS) if isinstance(s, dict) else []
                raise fail(f"a static entry takes {', '.join(sorted(STATIC_KEYS))}" + (f", not {', '.join(bad)}" if bad else ""))
            if s.get("who") not in STATIC_WHO:
                raise fail(f"a static entry needs who = one of {', '.join(sorted(STATIC_WHO))}")
            if "stat" in s and s["stat"] not in STATS:
                raise fail(f"stat must be one of {', '.join(sorted(STATS))}")
            if "delta" in s and not isinstance(s["delta"], int):
                raise fail("delta must be a whole number")
            _check_condition(s.get("cond"), fail)
    if kind == "static" and (ab.effects or not statics):
        raise fail("a static ability gives static = [...] and no effects")
    if kind != "static" and statics:
        raise fail("static = [...] belongs to kind = \"static\"")
    for eff in ab.effects:
        _check_targets(eff, fail)


def _check_condition(cond: Any, fail: Any) -> None:
    if cond is None:
        return
    if not isinstance(cond, dict) or set(cond) - CONDITION_KEYS:
        bad = sorted(set(cond) - CONDITION_KEYS) if isinstance(cond, dict) else []
        raise fail(f"a condition takes {', '.join(sorted(CONDITION_KEYS))}" + (f", not {', '.join(bad)}" if bad else ""))
    if "self" in cond and cond["self"] not in SELF_STATES:
        raise fail(f"condition self must be one of {', '.join(sorted(SELF_STATES))}")


def _check_targets(eff: Effect, fail: Any) -> None:
    if eff.target is not None and eff.target.kind not in TARGET_KINDS:
        raise fail(f"effect {eff.op!r}: target kind must be one of {', '.join(sorted(TARGET_KINDS))}, not {eff.target.kind!r}")
    for sub in eff.then:
        _check_targets(sub, fail)


def scripted_ability(script: CardScript, ab: ScriptAbility, printed: dict[str, Any], index: int) -> Ability:
    """The :class:`Ability` a script gives for printed ability ``index`` (0-based)."""
    keys = ab.keys
    kind = keys.get("kind") or printed.get("type", "static")
    if kind == "keyword" or kind not in KINDS:
        raise ScriptError(script.path, ab.line, f"{script.key!r} ability {ab.index} is a keyword ({printed.get('name')}); scripts cover the other abilities")
    trig = keys.get("trigger")
    trigger = Trigger(list(trig["events"]), dict(trig.get("filter", {})), dict(trig["condition"]) if trig.get("condition") else None) if trig else None
    cost: dict[str, Any] = {}
    if kind == "activated":
        cost = {"exert": False, "ink": 0, "banish_self": False, "discard": 0, **keys.get("cost", {})}
    return Ability(kind, printed.get("name", ""), printed.get("text", ""), index, True, trigger, cost,
                   [_copy(e, printed.get("text", "")) for e in ab.effects], [dict(s) for s in keys.get("static", [])],
                   bool(keys.get("once_per_turn", False)), source="script", detail=where(script, ab))


def _copy(e: Effect, text: str) -> Effect:
    """A fresh copy of a script's effect; without its own ``text`` it shows the printed ability's
    (prompts and logs quote it)."""
    t = Target(e.target.kind, dict(e.target.filter), e.target.count, e.target.up_to) if e.target else None
    return Effect(e.op, e.amount, t, e.stat, e.keyword, e.zone, e.duration, e.optional,
                  dict(e.condition) if e.condition else None, [_copy(x, text) for x in e.then], e.text or text)


def apply_script(base: tuple[Ability, ...], data: dict[str, Any], script: CardScript) -> tuple[Ability, ...]:
    """``base`` (the template compile) with the scripted abilities put in their places."""
    printed = data.get("abilities", [])
    out = list(base)
    for ab in script.abilities:
        if ab.index > len(printed):
            raise ScriptError(script.path, ab.line, f"{script.key!r} has {len(printed)} printed abilities; there is no ability {ab.index}")
        out[ab.index - 1] = scripted_ability(script, ab, printed[ab.index - 1], ab.index - 1)
    return tuple(out)
