"""Per-card scripts: the long tail of card text no template reads, written by hand as data (like
Forge's card scripts) and reviewed against the printed card. One format for every game: TOML
files under ``engine/<game>/cards/scripts/``, one per card or per set::

    [[card]]
    name = "Stitch - New Dog"         # or id = "OP01-001": what the game's data calls the card
    text_sha256 = "3f0c…"             # text_hash() of the printed text this script was written for
    note = "reviewed against the printed card"

    [[card.ability]]
    index = 1                         # which printed ability (the game's own split, 1-based)
    kind = "triggered"                # the game's own keys (trigger, cost, timing …)
    effects = [
      { op = "draw", amount = 1, optional = true },
      { op = "discard", amount = 1, target = { kind = "chosen", filter = { zone = "hand" } } },
    ]

The stored hash ties a script to the text it covers: when the data's text changes (errata), the
script is reported stale and never applied, and the card falls back to templates or manual
resolution. Files are read and validated once, with errors that name the file and the line.
"""

from __future__ import annotations

import functools
import hashlib
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .effects import DURATIONS, EFFECT_FIELDS, Effect, Target, game_ops, is_op

CARD_KEYS = frozenset({"name", "id", "text_sha256", "note", "ability"})
ABILITY_KEYS = frozenset({"index", "effects", "describe", "text_sha256"})
TARGET_KEYS = frozenset({"kind", "filter", "count", "up_to"})


class ScriptError(ValueError):
    """A script that can't be used: says which file, which line and what to fix."""

    def __init__(self, path: Path | str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")
        self.path, self.line, self.message = str(path), line, message


@functools.lru_cache(maxsize=8192)
def text_hash(text: str) -> str:
    """The hash a script stores of the printed text it covers (whitespace-insensitive; remembered
    per text, as engines ask on every read of a scripted card)."""
    norm = " ".join(str(text).split())
    return hashlib.sha256(norm.encode("utf-8")).hexdigest()[:16]


RENAMED: dict[str, dict[str, Any]] = {}
"""Test-only, empty in play: the hidden-information scan (tests/reliability/scripted_scan.py) renames
every physical card to a unique token (its id and names) so it can tell which card a text names; this
maps each token to the data of the printing it stands for, so per-card scripts still find their card."""


def printing(data: dict[str, Any]) -> dict[str, Any]:
    """The data a card's script is looked up by: ``data`` itself, or the printing a renamed card
    stands for (``RENAMED``; one falsy test when nothing is renamed)."""
    if not RENAMED:
        return data
    return RENAMED.get(str(data.get("id") or data.get("name") or ""), data)


@dataclass
class ScriptAbility:
    """One printed ability as the script gives it: its effects and the game's own keys."""

    index: int
    effects: list[Effect]
    keys: dict[str, Any] = field(default_factory=dict)
    describe: str = ""
    line: int = 0


@dataclass
class CardScript:
    game: str
    key: str
    text_sha256: str
    abilities: list[ScriptAbility]
    path: str = ""
    line: int = 0
    note: str = ""

    def ability(self, index: int) -> ScriptAbility | None:
        return next((a for a in self.abilities if a.index == index), None)


@dataclass
class ScriptBook:
    """Every script of one game, by card name or id; knows which ones are stale."""

    game: str
    scripts: dict[str, CardScript] = field(default_factory=dict)

    def status(self, key: str, text: str) -> str:
        """"ok", "stale" (the printed text changed since the script was written) or "" (none)."""
        script = self.scripts.get(key)
        if script is None:
            return ""
        return "ok" if script.text_sha256 == text_hash(text) else "stale"

    def for_card(self, keys: list[str] | str, text: str) -> CardScript | None:
        """The script for a card (tried by each of its ``keys``: id, name), if it is up to date."""
        for key in [keys] if isinstance(keys, str) else keys:
            if key in self.scripts:
                return self.scripts[key] if self.status(key, text) == "ok" else None
        return None

    def stale(self, texts: dict[str, str]) -> list[CardScript]:
        """Scripts whose card (``texts``: key → printed text) now prints another text."""
        return [s for k, s in sorted(self.scripts.items()) if k in texts and self.status(k, texts[k]) == "stale"]


def load_book(game: str, folder: Path, ability_keys: frozenset[str] = frozenset()) -> ScriptBook:
    """Read every ``*.toml`` under ``folder`` (sorted), validating each script: the game's own
    ability keys are ``ability_keys``; every effect's op must be shared or registered by ``game``."""
    book = ScriptBook(game)
    if not folder.is_dir():
        return book
    for path in sorted(folder.glob("*.toml")):
        for script in load_file(game, path, ability_keys):
            if script.key in book.scripts:
                other = book.scripts[script.key]
                raise ScriptError(path, script.line, f"{script.key!r} already has a script at {other.path}:{other.line}")
            book.scripts[script.key] = script
    return book


def load_file(game: str, path: Path, ability_keys: frozenset[str] = frozenset()) -> list[CardScript]:
    raw = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"line (\d+)", str(exc))
        raise ScriptError(path, int(m.group(1)) if m else 0, f"not valid TOML: {exc}") from None
    card_lines = _header_lines(raw, "card")
    ability_lines = _header_lines(raw, "card.ability")
    unknown = set(data) - {"card"}
    if unknown:
        raise ScriptError(path, 1, f"unknown top-level key(s) {', '.join(sorted(unknown))}; a script file holds [[card]] tables")
    out: list[CardScript] = []
    ab_no = 0
    for i, card in enumerate(data.get("card", [])):
        line = card_lines[i] if i < len(card_lines) else 0
        bad = set(card) - CARD_KEYS
        if bad:
            raise ScriptError(path, line, f"unknown key(s) {', '.join(sorted(bad))}; a card takes {', '.join(sorted(CARD_KEYS))}")
        key = card.get("id") or card.get("name")
        if not isinstance(key, str) or not key:
            raise ScriptError(path, line, "a card needs name = \"…\" (or id = \"…\") as the game's data spells it")
        sha = card.get("text_sha256")
        if not isinstance(sha, str) or not re.fullmatch(r"[0-9a-f]{16}", sha):
            raise ScriptError(path, line, "text_sha256 must be the 16 hex digits text_hash() gives for the printed text "
                                          "(python -m bot cards explain GAME NAME prints it)")
        abilities = []
        indexes: set[int] = set()
        for ab in card.get("ability", []):
            ab_line = ability_lines[ab_no] if ab_no < len(ability_lines) else line
            ab_no += 1
            abilities.append(_ability(game, path, ab_line, ab, ability_keys))
            if abilities[-1].index in indexes:
                raise ScriptError(path, ab_line, f"ability {abilities[-1].index} is scripted twice")
            indexes.add(abilities[-1].index)
        if not abilities:
            raise ScriptError(path, line, f"{key!r} has no [[card.ability]]")
        out.append(CardScript(game, key, sha, abilities, str(path), line, str(card.get("note", ""))))
    return out


def _header_lines(raw: str, name: str) -> list[int]:
    pat = re.compile(r"^\s*\[\[\s*" + re.escape(name) + r"\s*\]\]\s*(#.*)?$")
    return [n for n, text in enumerate(raw.splitlines(), 1) if pat.match(text)]


def _ability(game: str, path: Path, line: int, ab: dict[str, Any], game_keys: frozenset[str]) -> ScriptAbility:
    bad = set(ab) - ABILITY_KEYS - game_keys
    if bad:
        allowed = ", ".join(sorted(ABILITY_KEYS | game_keys))
        raise ScriptError(path, line, f"unknown ability key(s) {', '.join(sorted(bad))}; {game} abilities take {allowed}")
    index = ab.get("index")
    if not isinstance(index, int) or index < 1:
        raise ScriptError(path, line, "index = N names the printed ability (1 = the first)")
    effects = [effect_from_dict(game, e, path, line) for e in _list(ab.get("effects", []), path, line, "effects")]
    keys = {k: v for k, v in ab.items() if k in game_keys}
    return ScriptAbility(index, effects, keys, str(ab.get("describe", "")), line)


def _list(value: Any, path: Path, line: int, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScriptError(path, line, f"{what} must be a list")
    return value


def effect_from_dict(game: str, data: Any, path: Path | str = "<script>", line: int = 0) -> Effect:
    """One effect of a script, validated: a known op for ``game``, only the fields that op reads."""
    if not isinstance(data, dict):
        raise ScriptError(path, line, "an effect is a table like { op = \"draw\", amount = 1 }")
    op = data.get("op")
    if not isinstance(op, str) or not is_op(op, game):
        ops = ", ".join(sorted(game_ops(game)))
        raise ScriptError(path, line, f"unknown op {op!r}: use a shared op (engine.core.effects.VOCABULARY) or one {game} registers ({ops})")
    bad = set(data) - {"op"} - set(EFFECT_FIELDS)
    if bad:
        raise ScriptError(path, line, f"effect {op!r}: unknown field(s) {', '.join(sorted(bad))}")
    spec = game_ops(game).get(op)
    if spec is not None:
        extra = set(data) - {"op", "text"} - spec.fields
        if extra:
            raise ScriptError(path, line, f"{game} op {op!r} reads only {', '.join(sorted(spec.fields)) or 'no fields'}, not {', '.join(sorted(extra))}")
    if data.get("duration", "") not in DURATIONS:
        raise ScriptError(path, line, f"effect {op!r}: duration must be one of {', '.join(sorted(d for d in DURATIONS if d))}")
    kwargs: dict[str, Any] = {k: v for k, v in data.items() if k not in ("target", "then")}
    for name, typ in (("amount", int), ("optional", bool), ("stat", str), ("keyword", str), ("zone", str), ("text", str)):
        if name in kwargs and not isinstance(kwargs[name], typ):
            raise ScriptError(path, line, f"effect {op!r}: {name} must be a {typ.__name__}")
    if "condition" in kwargs and not isinstance(kwargs["condition"], dict):
        raise ScriptError(path, line, f"effect {op!r}: condition must be a table")
    if "target" in data:
        kwargs["target"] = _target(data["target"], path, line, op)
    if "then" in data:
        kwargs["then"] = [effect_from_dict(game, e, path, line) for e in _list(data["then"], path, line, "then")]
    return Effect(**kwargs)


def _target(data: Any, path: Path | str, line: int, op: str) -> Target:
    if not isinstance(data, dict) or not isinstance(data.get("kind", "self"), str):
        raise ScriptError(path, line, f"effect {op!r}: target is a table like {{ kind = \"chosen\", filter = {{ … }} }}")
    bad = set(data) - TARGET_KEYS
    if bad:
        raise ScriptError(path, line, f"effect {op!r}: target takes {', '.join(sorted(TARGET_KEYS))}, not {', '.join(sorted(bad))}")
    if not isinstance(data.get("filter", {}), dict) or not isinstance(data.get("count", 1), int):
        raise ScriptError(path, line, f"effect {op!r}: a target's filter is a table and its count a number")
    return Target(data.get("kind", "self"), dict(data.get("filter", {})), data.get("count", 1), bool(data.get("up_to", False)))
