"""The template tables of WoW card text and the drivers that run them. Templates live in the
``templates_*`` modules of their families and register themselves here; a template that needs to
compile part of its text calls :func:`compile_sentence` / :func:`compile_effects` below (never the
compiler), so no import circle forms. ``compiler`` imports every family so the tables are full.

Tables (tried in order of priority, then registration):

- :data:`SENTENCES`: one cleaned sentence (``readers.clean``) → effects; builders get
  ``(match or text, name, sentence)`` where ``sentence`` is the printed sentence. A builder
  returns :data:`STOP` when the sentence is its family's but it can't read it: no later template
  is tried (the sentence is unreadable).
- :data:`TEXTS`: the whole effect text of a power → effects (e.g. multi-target damage), before it
  is cut into sentences; builders get ``(text, name)``.
- :data:`PAIRS`: two sentences that make one effect ("Reveal the top three cards …" + "Put a
  revealed ally card into your hand …"); builders get ``(first, second)``.
- :data:`REFS`: a sentence that refers to what earlier sentences acted on ("If you do, its
  controller discards a card"); builders get ``(sentence, earlier effects, read)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engine.core.effects import Effect, Target
from engine.core.templates import TemplateRegistry

from .. import (
    ops,  # noqa: F401  (WoW's own ops are registered before a template builds one)
)
from . import rx
from .conditions import parse_condition
from .readers import PER, clean, per_key

GAME = "wow"
SENTENCES = TemplateRegistry(GAME, "sentence")
TEXTS = TemplateRegistry(GAME, "effect text")
PAIRS = TemplateRegistry(GAME, "sentence pair")
REFS = TemplateRegistry(GAME, "reference")


class _Stop:
    def __repr__(self) -> str:
        return "STOP"


STOP: Any = _Stop()
"""What a sentence template returns for a sentence of its family it can't read (no other template
is tried)."""


_TRACES: list[list[str]] = []


@contextmanager
def tracing() -> Iterator[list[str]]:
    """Collect the names of the templates that read something while the block runs (for
    ``cards explain``; compiled results cached elsewhere are not traced again)."""
    names: list[str] = []
    _TRACES.append(names)
    try:
        yield names
    finally:
        _TRACES.remove(names)


def traced() -> bool:
    """Whether templates are being traced (``cards explain``)."""
    return bool(_TRACES)


def trace_mark() -> int:
    """Where the current trace is (0 when nothing is traced)."""
    return len(_TRACES[-1]) if _TRACES else 0


def trace_drop(spans: list[tuple[int, int]]) -> None:
    """Forget the templates traced in ``spans`` (a reading the compiler discarded for another)."""
    if _TRACES:
        for start, end in sorted(spans, reverse=True):
            del _TRACES[-1][start:end]


def _first(table: TemplateRegistry, text: str, *args: Any) -> Any:
    hit = table.match(text, *args)
    if hit is None:
        return None
    if _TRACES and hit[1] is not STOP:
        _TRACES[-1].append(hit[0].name)
    return hit[1]


def read_sentence(sentence: str, name: str) -> list[Effect] | None:
    """One sentence through :data:`SENTENCES` (no "for each" handling), or None."""
    s = clean(sentence)
    if not s:
        return []
    found = _first(SENTENCES, s, name, sentence)
    return None if found is None or found is STOP else found


def compile_sentence(sentence: str, name: str) -> list[Effect] | None:
    """One sentence of effect text → effects, or None if no template reads it. Effects of one
    sentence that share a chosen target ("target ally has +1 ATK and +1 health") choose it once:
    the later ones act on ``Target("previous")``."""
    per = PER.search(sentence.strip().rstrip("."))
    key = per_key(per.group(1)) if per else None
    if per and key is None:
        per = None
    if per:
        effs = read_sentence(sentence.strip().rstrip(".")[: per.start()], name)
        if not effs or any(e.op not in ("damage", "heal", "draw", "modify_stat") or (e.amount < 0 and e.op != "modify_stat") for e in effs):  # -1 ATK: no X
            return None
        for e in effs:
            e.condition = {**(e.condition or {}), "per": key}
    else:
        effs = read_sentence(sentence, name)
    if effs:
        for i in range(1, len(effs)):
            if effs[i].target is not None and effs[i].target is effs[0].target and effs[0].target.kind == "chosen":
                effs[i].target = Target("previous", {})
    return effs


def _the_others(first: list[Effect], then: list[Effect], phrase: str) -> list[Effect]:
    """ "… 2 fire damage to each ally in your party and 1 fire damage to each other ally" (Kileana the Inferno): "each
    other ally" after "each ally in your party" names the allies the first part left out — those not in your party
    (the opposing ones: two players, 500.6) — not every ally but the card itself; one packet each (405.4; rule call,
    the EN rules of targets and "other" are outside the provided document)."""
    if not rx.search(r"\bto each other\b", phrase, re.I) or len(then) != 1 or then[0].target is None:
        return then
    tgt = then[0].target
    sides = {e.target.filter.get("side") for e in first if e.target is not None and e.target.kind == "each"}
    if tgt.kind != "each" or not tgt.filter.get("exclude_self") or len(sides) != 1 or not sides <= {"friendly", "opposing"}:
        return then
    if any(set(e.target.filter.get("types", [])) != set(tgt.filter.get("types", [])) for e in first if e.target is not None):
        return then
    flt = {k: v for k, v in tgt.filter.items() if k != "exclude_self"}
    flt["side"] = "opposing" if sides == {"friendly"} else "friendly"
    then[0].target = Target("each", flt, tgt.count, tgt.up_to)
    return then


def clauses(sentence: str, name: str) -> list[Effect] | None:
    """A sentence, or its parts joined by ", and"/"and"/", then" (e.g. "deals 3 damage to target
    hero and heals 3 damage from your hero")."""
    effs = compile_sentence(sentence, name)
    if effs is not None:
        return effs
    s = sentence.strip().rstrip(".")
    m = rx.fullmatch(r"(.+?) deals? (.+?) and (?:deals? )?(\d+ \w+ damage to .+)", s)
    if m and (a := compile_sentence(f"{m.group(1)} deals {m.group(2)}", name)) is not None:
        b = compile_sentence(f"{m.group(1)} deals {m.group(3)}", name)
        if b is not None:
            return a + _the_others(a, b, m.group(3))
    m = rx.fullmatch(r"(.+?) deals? (.+?) and heals? (.+)", s)
    if m and (a := compile_sentence(f"{m.group(1)} deals {m.group(2)}", name)) is not None:
        b = compile_sentence(f"{m.group(1)} heals {m.group(3)}", name)
        if b is not None:
            return a + b
    for sep in (r",? and then ", r", then ", r", and ", r" and "):
        parts = rx.split(sep, s, maxsplit=1)
        if len(parts) == 2:
            a, b = compile_sentence(parts[0], name), compile_sentence(parts[1][0].upper() + parts[1][1:], name)
            if a is not None and b is not None:
                return _turn_long(a, b, parts[1]) + b
    return None


def _turn_long(first: list[Effect], then: list[Effect], tail: str) -> list[Effect]:
    """ "Target hero or ally has +1 ATK and a second target ally has -1 ATK this turn." (Abbie Whizzleblade): a closing
    "this turn" is the duration of both stat changes the sentence joins, not of the last one only (500.5)."""
    if rx.search(r"\bthis turn$", tail.strip(), re.I) and any(e.op == "modify_stat" and e.duration == "this_turn" for e in then):
        for e in first:
            if e.op == "modify_stat" and e.duration == "permanent":
                e.duration = "this_turn"
    return first


def conditional(sentence: str, name: str) -> list[Effect] | None:
    """A sentence, possibly under a condition from the catalogue: "If you control an equipment,
    destroy target equipment." / "Destroy NAME if he's undamaged." The effects then carry
    ``condition["if"]`` and happen only if it holds on resolution (EN 709)."""
    s = sentence.strip().rstrip(".")
    m = rx.fullmatch(r"If ([^,]+), (.+)", s) or rx.fullmatch(r"(.+?) if ((?!able\b)[^,]+)", s)
    if m:
        cond_text, rest = (m.group(1), m.group(2)) if s.startswith("If ") else (m.group(2), m.group(1))
        cond = parse_condition(cond_text, name)
        if cond is not None:
            if cond.get("who") == "hero":  # "If your hero is defending, it deals …": "it" is your hero
                rest = rx.sub(r"^(?:it|he|she)\b", "your hero", rest)
                rest = rx.sub(r"\b(?:itself|himself|herself)$", "your hero", rest)
            effs = clauses(rest[0].upper() + rest[1:], name)
            if effs is None or not effs or any(e.op == "manual" for e in effs):
                return clauses(sentence, name)  # a template of the whole sentence ("…, or three if you control …")
            for e in effs:
                e.condition = {**(e.condition or {}), "if": cond}
            return effs
    return clauses(sentence, name)


def compile_effects(text: str, name: str) -> tuple[list[Effect], bool]:
    """Effect text of one power → (effects, automated). Unreadable text → one manual effect."""
    if (whole := _first(TEXTS, text, name)) is not None:  # e.g. templates_damage: multi-target, "or N if" packets
        return whole, all(e.op != "manual" for e in whole)  # a family may refuse the whole text with a manual effect
    sentences = [p for p in rx.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]
    out: list[Effect] = []
    skip = False
    for i, sentence in enumerate(sentences):
        if skip:
            skip = False
            continue
        pair = _first(PAIRS, sentence, sentences[i + 1]) if i + 1 < len(sentences) else None
        if pair is not None:  # two sentences, one effect
            out.extend(pair)
            skip = True
            continue
        if rx.fullmatch(r"(?:That|This) damage can't be prevented\.?", sentence.strip(), re.I) and out and out[-1].op == "damage":
            out[-1].condition = {**(out[-1].condition or {}), "unpreventable": True}
            continue
        done = rx.fullmatch(r"If (?:you do|he does|she does), (.+)", sentence.strip())
        if done:  # EN 709.3: "You may X. If you do, Y." — Y only if X was done
            effs = conditional(done.group(1)[0].upper() + done.group(1)[1:], name)
            if rx.search(r"\b(it|him|her|them|its|that \w+)\b", done.group(1), re.I):
                effs = _first(REFS, done.group(1), out, lambda t: conditional(t, name))  # engine.wow.refs
            if effs is None or not out or any(e.op == "manual" for e in effs):
                return [Effect("manual", text=text)], False
            for e in effs:
                e.condition = {**(e.condition or {}), "if_done": True}
            out.extend(effs)
            continue
        dealt = rx.fullmatch(r"If damage is dealt this way, (.+)", sentence.strip(), re.I)
        if dealt and out and any(e.op == "damage" for e in out):  # 408.2a: only if a damage packet before it was dealt (helper gear)
            effs = conditional(dealt.group(1)[0].upper() + dealt.group(1)[1:], name)
            if not effs or any(e.op == "manual" for e in effs) or rx.search(r"\b(it|him|her|them|that \w+)\b", dealt.group(1), re.I):
                return [Effect("manual", text=text)], False
            for e in effs:
                e.condition = {**(e.condition or {}), "if_dealt": True}
            out.extend(effs)
            continue
        effs = conditional(sentence, name)
        effs = _first(REFS, sentence, out, lambda t: conditional(t, name)) if effs is None else effs
        if effs is None or (not out and effs and effs[0].target is not None and effs[0].target.kind == "previous"):
            return [Effect("manual", text=text)], False  # "it" with nothing before it names something else
        out.extend(effs)
    if rx.search(r"\ba second target\b", text, re.I) and sum(1 for e in out if e.target is not None and e.target.kind == "chosen") < 2:
        return [Effect("manual", text=text)], False  # EN 706: "a second target" with no first one in this power names another card
    return out, True
