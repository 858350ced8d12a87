"""WoW's per-card scripts (the format: ``engine.core.scripts``), under ``engine/wow/cards/scripts/``.
A card is named by its ``name`` (reprints share name and text); ``index`` counts the card's power
lines (``templates_lines.power_lines``, 1 = the first). WoW's own ability keys make the script
ability a :class:`Power`:

- ``kind``: "play" (an ability's text), "activated" (EN 701), "triggered" (EN 703), "static",
  "reward" (a quest's reward, EN 702); required;
- ``trigger``: when a triggered power fires, as the compiler names it ("enter", "start_of_turn",
  "destroyed_self" … — ``compiler.compile_card_text``); required for "triggered";
- ``cost``: a payment power's cost (``{ resources = 2, exhaust_self = true }``; the keys of
  ``templates_costs.power_cost``), required for "activated".

Every script is read and checked once (:func:`book`), with errors naming the file and line; a
script whose stored hash differs from the card's printed text is stale and never applied.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.core.scripts import CardScript, ScriptAbility, ScriptBook, ScriptError, load_book

from .. import ops
from .power import Power
from .schema import clean_text
from .templates_lines import power_lines

FOLDER = Path(__file__).with_name("scripts")
ABILITY_KEYS = frozenset({"kind", "trigger", "cost"})
KINDS = ("play", "activated", "triggered", "static", "reward")
COST_KEYS = frozenset({"resources", "exhaust_self", "flip", "x", "own_turn", "once_per_turn", "destroy_self", "exhaust_hero"})
_NO_COST = {"resources": 0, "exhaust_self": False, "flip": False, "x": False, "own_turn": False}


def printed_text(data: dict[str, Any]) -> str:
    """The printed text a script's ``text_sha256`` covers: the card's ``text`` as imported, cleaned
    (``schema.clean_text``: the same for a card imported before or after the importer cleaned it)."""
    return clean_text(str(data.get("text") or ""))


def ability_lines(text: str) -> list[str]:
    """The card's printed abilities, in order: its power lines (203.2)."""
    return [line for line in power_lines(text) if line and line not in ("BACK:", "FRONT:")]


def load(folder: Path) -> ScriptBook:
    """Read and check every script in ``folder`` (``ScriptError`` names the file and line)."""
    found = load_book(ops.GAME, folder, ABILITY_KEYS)
    for script in found.scripts.values():
        for ab in script.abilities:
            ability_power(ab, "", script.path)
    return found


@lru_cache(maxsize=1)
def book() -> ScriptBook:
    """The scripts shipped with the bot, loaded once."""
    return load(FOLDER)


def ability_power(ab: ScriptAbility, line: str, path: str) -> Power:
    """A script ability as the :class:`Power` the engine plays for the printed ``line``."""
    kind = ab.keys.get("kind")
    if kind not in KINDS:
        raise ScriptError(path, ab.line, f"kind = {kind!r}: a WoW ability is one of {', '.join(KINDS)}")
    trigger = ab.keys.get("trigger", "")
    if not isinstance(trigger, str) or (kind == "triggered" and not trigger) or (kind != "triggered" and trigger):
        raise ScriptError(path, ab.line, 'a triggered ability names its trigger (trigger = "enter", "start_of_turn" …); no other kind takes one')
    cost = ab.keys.get("cost", {})
    if not isinstance(cost, dict) or set(cost) - COST_KEYS or (kind == "activated") != bool(cost):
        raise ScriptError(path, ab.line, "an activated ability takes cost = { resources = N, exhaust_self = true, … } "
                                         f"(keys {', '.join(sorted(COST_KEYS))}); no other kind takes one")
    if not ab.effects:
        raise ScriptError(path, ab.line, "a scripted ability needs effects = [ … ]")
    return Power(kind, line, list(ab.effects), trigger=trigger, cost={**_NO_COST, **cost} if cost else {}, automated=True)


def script_for(data: dict[str, Any], scripts: ScriptBook | None = None) -> CardScript | None:
    """The up-to-date script for this card, if any."""
    found = book() if scripts is None else scripts
    name = data.get("name", "")
    return found.for_card([name], printed_text(data)) if name in found.scripts else None


def apply(powers: tuple[Power, ...], script: CardScript, text: str) -> tuple[Power, ...]:
    """``powers`` with the scripted abilities in place of what the compiler made of those lines."""
    lines = ability_lines(text)
    scripted: dict[str, Power] = {}
    for ab in script.abilities:
        if ab.index > len(lines):
            raise ScriptError(script.path, ab.line, f"{script.key!r} prints {len(lines)} abilities; index = {ab.index} names none")
        scripted[lines[ab.index - 1]] = ability_power(ab, lines[ab.index - 1], script.path)
    out: list[Power] = []
    placed: set[str] = set()
    for pw in powers:
        if pw.text in scripted:
            if pw.text not in placed:
                out.append(scripted[pw.text])
                placed.add(pw.text)
            continue
        out.append(pw)
    out += [pw for line, pw in scripted.items() if line not in placed]
    return tuple(out)
