"""Per-card scripts for ONE PIECE (format: engine.core.scripts): ``cards/scripts/*.toml``, one
``[[card]]`` per card, keyed by card number (``id = "OP10-080"``) or name, with the hash of the
card's printed text (its ``text`` field, [Trigger] included).

A script ability replaces what the compiler reads from one printed ability: ``index`` counts the
printed abilities in the order the compiler splits them (the [Trigger] text is the last). The
brackets of the printed text still give the timing, [Once Per Turn], [DON!! xN] and turn
condition (and its keywords); the script gives the effects and, where the text has them, the
costs. ONE PIECE's own keys (all optional):

- ``timing``: overrides the printed timing (a value of TIMINGS or a timing in words; "A|B" for an
  auto ability "when A or B", one ability: one [Once Per Turn]);
- ``costs``: ``[{ kind = "trash_hand", n = 1, filter = { … } }]`` (kinds: templates_costs.COST_KINDS);
- ``optional_cost``, ``once_per_turn`` (booleans), ``don`` (N of [DON!! xN]), ``turn`` ("your" / "opponent");
- ``condition``: a condition of the whole ability (keys: readers.CONDITION_KEYS);
- ``sentences``: the instruction (1-3-9) of each effect (default: each effect its own);
- ``modes`` / ``mode_texts``: "Choose one:" (see model.Ability).

Effects take the shared fields; a target's ``filter`` and an effect's ``condition`` use the keys
board.matches and board.condition_holds read. Every file is validated when first loaded (the
game module loads them at start-up): a mistake raises ScriptError naming the file and line.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from engine.core.effects import Effect
from engine.core.scripts import CardScript, ScriptAbility, ScriptBook, ScriptError, load_book, printing

from ..ops import GAME
from .model import Ability
from .readers import CONDITION_KEYS, COUNT_CONDITIONS, FILTER_KEYS
from .templates_costs import COST_KINDS
from .templates_replacement import REPLACEMENT
from .templates_timings import TIMINGS, WORD_TIMINGS

SCRIPTS_DIR = Path(__file__).resolve().parent / "scripts"
ABILITY_KEYS = frozenset({"timing", "costs", "optional_cost", "once_per_turn", "don", "turn", "condition",
                          "sentences", "modes", "mode_texts"})
KNOWN_TIMINGS = frozenset(TIMINGS.values()) | WORD_TIMINGS | {"continuous", REPLACEMENT}
TARGET_KINDS = ("self", "chosen", "each", "player")


def printed_text(data: dict[str, Any]) -> str:
    """A card's printed text as scripts hash it: the whole text, [Trigger] included."""
    text = data.get("text")
    if text:
        return str(text)
    trigger = data.get("trigger") or ""
    return (data.get("effect") or "") + (f"\n[Trigger] {trigger}" if trigger else "")


@dataclass
class ScriptedAbility:
    """One printed ability as a script gives it, validated: the Ability fields it sets and its effects."""

    index: int
    where: str
    effects: list[Effect]
    overrides: dict[str, Any] = field(default_factory=dict)

    def build(self, header: Ability) -> Ability:
        """The ability: the printed brackets (``header``) with the script's keys and effects."""
        over = {"sentences": list(range(len(self.effects))), **self.overrides}
        ab = replace(header, effects=list(self.effects), manual=False, templates=[], script=self.where, **over)
        return ab


@dataclass(eq=False)
class Scripts:
    """Every ONE PIECE script of one folder, validated; by card key, the scripted abilities by index."""

    book: ScriptBook
    abilities: dict[str, dict[int, ScriptedAbility]] = field(default_factory=dict)

    def lookup(self, data: dict[str, Any]) -> tuple[str, str]:
        """(key, status) of the card's script: status "ok", "stale" (the printed text changed since
        the script was written: it is not applied) or "" (no script)."""
        data = printing(data)
        for key in (str(data.get("id") or ""), str(data.get("name") or "")):
            if key and key in self.book.scripts:
                return key, self.book.status(key, printed_text(data))
        return "", ""

    def script(self, key: str) -> CardScript:
        return self.book.scripts[key]


def load_scripts(folder: Path) -> Scripts:
    """Read and validate every script under ``folder`` (ScriptError names the file and line)."""
    book = load_book(GAME, folder, ABILITY_KEYS)
    out = Scripts(book)
    for key, script in book.scripts.items():
        out.abilities[key] = {sa.index: _scripted(script, sa) for sa in script.abilities}
    return out


_ACTIVE: list[Scripts] = []


def active_scripts() -> Scripts:
    """The scripts the compiler applies (``cards/scripts/``, loaded once)."""
    if not _ACTIVE:
        _ACTIVE.append(load_scripts(SCRIPTS_DIR))
    return _ACTIVE[0]


def use_scripts(scripts: Scripts | None) -> Scripts | None:
    """Apply ``scripts`` instead (None: the default folder again); returns the ones replaced
    (tests use this with scripts written to a temporary folder)."""
    old = _ACTIVE[0] if _ACTIVE else None
    _ACTIVE.clear()
    if scripts is not None:
        _ACTIVE.append(scripts)
    return old


# --- validation ----------------------------------------------------------------------------------


def _scripted(script: CardScript, sa: ScriptAbility) -> ScriptedAbility:
    path, line = script.path, sa.line

    def fail(message: str) -> ScriptError:
        return ScriptError(path, line, f"{script.key} ability {sa.index}: {message}")

    for eff in sa.effects:
        _check_effect(eff, fail)
    keys = dict(sa.keys)
    over: dict[str, Any] = {}
    if "timing" in keys:
        if not set(str(keys["timing"]).split("|")) <= KNOWN_TIMINGS:
            raise fail(f"timing {keys['timing']!r} is not a ONE PIECE timing; use one of {', '.join(sorted(KNOWN_TIMINGS))}")
        over["timing"] = keys["timing"]
    for flag in ("optional_cost", "once_per_turn"):
        if flag in keys:
            if not isinstance(keys[flag], bool):
                raise fail(f"{flag} is true or false")
            over[flag] = keys[flag]
    if "don" in keys:
        if not isinstance(keys["don"], int) or keys["don"] < 0:
            raise fail("don = N is the N of [DON!! xN]")
        over["don"] = keys["don"]
    if "turn" in keys:
        if keys["turn"] not in ("", "your", "opponent"):
            raise fail('turn is "your" ([Your Turn]) or "opponent" ([Opponent\'s Turn])')
        over["turn"] = keys["turn"]
    if "condition" in keys:
        over["condition"] = _check_condition(keys["condition"], fail)
    if "costs" in keys:
        over["costs"] = [_check_cost(c, fail) for c in _as_list(keys["costs"], "costs", fail)]
    n = len(sa.effects)
    if "sentences" in keys:
        sentences = _as_list(keys["sentences"], "sentences", fail)
        if len(sentences) != n or not all(isinstance(s, int) for s in sentences):
            raise fail(f"sentences gives the instruction (a number) of each of the {n} effects")
        over["sentences"] = sentences
    if "modes" in keys:
        modes = _as_list(keys["modes"], "modes", fail)
        if len(modes) != n or not all(isinstance(m, int) and m >= 0 for m in modes):
            raise fail(f"modes gives the option (0 = none) of each of the {n} effects")
        texts = _as_list(keys.get("mode_texts", []), "mode_texts", fail)
        if not texts or not all(isinstance(t, str) for t in texts) or max(modes) > len(texts):
            raise fail("mode_texts lists the text of each option modes names")
        over["modes"], over["mode_texts"] = modes, texts
    elif "mode_texts" in keys:
        raise fail("mode_texts goes with modes")
    return ScriptedAbility(sa.index, f"{Path(path).name}:{line}", sa.effects, over)


def _as_list(value: Any, what: str, fail: Any) -> list[Any]:
    if not isinstance(value, list):
        raise fail(f"{what} must be a list")
    return value


def _check_effect(eff: Effect, fail: Any) -> None:
    if eff.then:
        raise fail(f"effect {eff.op!r}: ONE PIECE effects don't nest; write the next effect after it (1-3-8: text order)")
    if eff.target is not None:
        if eff.target.kind not in TARGET_KINDS:
            raise fail(f"effect {eff.op!r}: target kind is one of {', '.join(TARGET_KINDS)}")
        bad = set(eff.target.filter) - FILTER_KEYS
        if bad:
            raise fail(f"effect {eff.op!r}: unknown filter key(s) {', '.join(sorted(bad))}; use {', '.join(sorted(FILTER_KEYS))}")
    if eff.condition is not None:
        _check_condition(eff.condition, fail)


def _check_condition(cond: Any, fail: Any) -> dict[str, Any]:
    if not isinstance(cond, dict):
        raise fail("a condition is a table like { own_hand = [5, \"less\"] }")
    bad = set(cond) - CONDITION_KEYS
    if bad:
        raise fail(f"unknown condition key(s) {', '.join(sorted(bad))}; use {', '.join(sorted(CONDITION_KEYS))}")
    for key in set(cond) & COUNT_CONDITIONS:
        value = cond[key]
        if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], int) and value[1] in ("less", "fewer", "more")):
            raise fail(f'condition {key} is [N, "less"] or [N, "more"]')
    return dict(cond)


def _check_cost(cost: Any, fail: Any) -> dict[str, Any]:
    if not isinstance(cost, dict) or cost.get("kind") not in COST_KINDS:
        raise fail(f"a cost is a table like {{ kind = \"rest_don\", n = 1 }} with kind one of {', '.join(sorted(COST_KINDS))}")
    bad = set(cost) - {"kind", "n", "filter", "either", "hand_filter"}  # hand_filter: trash_own_or_hand's hand cards
    if bad:
        raise fail(f"cost {cost['kind']!r}: unknown key(s) {', '.join(sorted(bad))}; a cost takes kind, n, filter, either")
    if not isinstance(cost.get("n", 1), int) or cost.get("n", 1) < 1:
        raise fail(f"cost {cost['kind']!r}: n is a number of 1 or more")
    flt = cost.get("filter", {})
    if not isinstance(flt, dict) or set(flt) - FILTER_KEYS:
        raise fail(f"cost {cost['kind']!r}: filter keys are {', '.join(sorted(FILTER_KEYS))}")
    if "either" in cost and not isinstance(cost["either"], bool):
        raise fail(f"cost {cost['kind']!r}: either is true or false")
    return dict(cost)
