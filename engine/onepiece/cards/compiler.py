"""The effect compiler: English card text → abilities made of the shared effect vocabulary plus
ONE PIECE's registered ops (engine.onepiece.ops).

Grammar (measured on the real pool): ``[Timing] [Once Per Turn] <cost>: If <condition>, <effect>.
Then, <effect>. [Trigger] <effect>.`` Text is split into abilities at ability-opening brackets
(keywords and timings, 8-1-3 / 10-1 / 10-2), reminder text in parentheses is dropped (2-8-4),
"cost: effect" is split at the first colon (8-3-1), sentences are split at ". " and "Then,"
(1-3-8: effects resolve in text order), "If …, " prefixes become conditions (8-3-2) and every
effect clause is matched against the templates. Anything that does not match makes the whole
ability ``manual`` (engine.core.manual): its controller resolves it by hand; nothing is skipped or
guessed. A per-card script (``scripts/*.toml``, see :mod:`.scripted`) replaces what the
templates read from a printed ability, as long as the card's text is the one it was written for.

This module is the driver: the templates live in their families and register themselves in
:mod:`.registry` — brackets and timings in words (``templates_timings``), costs
(``templates_costs``), effect clauses (``templates_field``, ``templates_don``, ``templates_deck``,
``templates_life``, ``templates_play``), continuous text (``templates_continuous``) and
replacement effects ("… would be K.O.'d …, you may … instead", ``templates_replacement``); the
readers they share (targets, durations, conditions) are in :mod:`.readers`.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from engine.core.effects import Effect

from . import (  # noqa: F401 - each family registers its templates
    templates_base_power,
    templates_continuous,
    templates_costs,
    templates_costs_more,
    templates_counting,
    templates_deck,
    templates_don,
    templates_exact_don,
    templates_field,
    templates_hand_cost,
    templates_has_character,
    templates_joined_targets,
    templates_ko_guard,
    templates_leader_and,
    templates_leader_or_typed,
    templates_life,
    templates_look_add,
    templates_no_block,
    templates_no_blocker_turn,
    templates_opp_don,
    templates_play,
    templates_replacement,
    templates_reveal_cost,
    templates_search_variants,
    templates_set_value,
    templates_this_to_hand,
    templates_timings,
)
from .model import Ability, CompiledCard
from .readers import IF_YOU_DO, parse_condition, parse_target, rest_symbols, strip_reminders
from .registry import BRACKETS, CLAUSES, COSTS, PHRASE_TIMINGS, REPLACEMENTS
from .scripted import ScriptedAbility, Scripts, active_scripts
from .templates_continuous import continuous_ok
from .templates_timings import KEYWORD, opens_ability

__all__ = ["Ability", "CardText", "CompiledCard", "Effect", "PrintedAbility", "card_text", "compile_ability", "compile_card",
           "compile_sentence", "parse_condition", "parse_costs", "parse_target", "split_abilities", "strip_reminders"]


def parse_costs(text: str) -> tuple[list[dict[str, Any]], bool] | None:
    """Activation costs before the colon: ①② (rest DON!!, 8-3-1-5) or DON!! -N (8-3-1-6) first,
    then parts separated by "and" / commas, each read by a cost template; "you may" makes the
    cost optional. None when a part is not understood."""
    costs: list[dict[str, Any]] = []
    optional = False
    text = text.strip()
    m = re.match(r"([①-⑩]+)\s*", text)
    if m:
        costs.append({"kind": "rest_don", "n": rest_symbols(m[1])})
        text = text[m.end():]
    m = re.match(r"DON!! -(\d+)\s+(?=\S)", text)
    if m:
        costs.append({"kind": "don_minus", "n": int(m[1])})
        text = text[m.end():]
    for part in re.split(r",? and |, ", text):
        part = part.strip()
        if not part:
            continue
        if part.lower().startswith("you may "):
            optional = True
            part = part[8:]
        cost = COSTS.first(part, costs)
        if cost is None:
            return None
        costs.append(cost)
    return (costs, optional) if costs else None


# --- sentences and abilities ------------------------------------------------------------------

_VERBS = r"(?:draw|trash|give|KO|rest|return|place|add|play|set|look)"


def compile_sentence(sentence: str) -> tuple[list[Effect], list[str]] | None:
    """One sentence → effects (with condition/optional flags) and the template names used."""
    s = re.sub(r"\s{2,}", " ", sentence.strip().rstrip(".").strip())  # a printed double space
    if not s:
        return [], []
    if did := re.match(r"If you do, ", s):
        # "you may X. If you do, Y": Y only when X was done (see resolve.step); the sentence
        # before must end with a "you may" effect (checked by compile_ability)
        compiled = compile_sentence(s[did.end():])
        if compiled is None or not compiled[0] or any(e.condition for e in compiled[0]):
            return None
        for e in compiled[0]:
            e.condition = {IF_YOU_DO: True}
        return compiled[0], [*compiled[1], "if_you_do"]
    m = re.match(r"[Ii]f (.+?), (?=[a-zA-Z{\[])", s)
    if m and not re.match(r"if you do\b(?! not)", s, re.I):  # "If you do not have …" is a condition (conditions_round)
        compiled = _with_condition(m[1], s[m.end():])
        # a condition may hold commas itself ("your Leader is [Sabo], [Portgas.D.Ace] or …"):
        # then it ends at a later comma
        for later in re.finditer(r", (?=[a-zA-Z{\[])", s[m.end():]):
            if compiled is not None:
                break
            cut = m.end() + later.start()
            compiled = _with_condition(s[3:cut], s[cut + 2:])
        if compiled is None and s.lower().startswith("if the selected"):
            return _with_condition(None, s)  # "If the selected card attacks …, …": one clause, no condition now
        return compiled
    return _with_condition(None, s)


def _with_condition(cond_text: str | None, s: str) -> tuple[list[Effect], list[str]] | None:
    """The rest of a sentence, under the condition ``cond_text`` (the "If …," part) if any."""
    condition = None
    if cond_text is not None:
        condition = parse_condition(cond_text)
        if condition is None:
            return None
    if condition is None:
        m = re.fullmatch(r"(.+?) if (.+)", s)
        if m and (cond := parse_condition(m[2])) is not None:
            condition, s = cond, m[1]
    optional = False
    if s.lower().startswith("you may "):
        optional, s = True, s[8:]
    # 6-6-1-1: "… at the end of this turn" — the effect waits for the end phase
    later = re.fullmatch(r"(.+?) at the end of this turn", s, re.I) or re.fullmatch(r"at the end of this turn, (.+)", s, re.I)
    if later:
        s = later[1]
    parts = re.split(r",? and (?!(?:add|play|rest|set|place) (?:it|them)\b|add up to \d+ cards? to your hand\b)(?=" + _VERBS + r"\b|that (?:Character|card)\b|this Character gains\b)", s, flags=re.I)
    # "K.O. up to 1 of your opponent's Characters with … and up to 1 of your opponent's Characters
    # with …": two instructions with one verb (KO / rest): the verb goes with the second too
    parts = [q for part in parts for q in _shared_verb(part)]
    effects: list[Effect] = []
    names: list[str] = []
    for part in parts:
        hit = CLAUSES.match(part.strip())
        if hit is None:
            return None
        effects.extend(hit[1])
        names.append(hit[0].name)
    if effects:
        if condition:
            effects[0].condition = condition
            for e in effects[1:]:
                e.condition = condition
        if optional:
            effects[0].optional = True
    if later and effects:
        # the condition is checked now; the effects (and a "you may") when they happen
        for e in effects:
            e.condition = None
        effects.insert(0, Effect("delay", len(effects), condition=condition))
        names.append("at_end_of_turn")
    return effects, names


def _shared_verb(part: str) -> list[str]:
    m = re.fullmatch(r"((?:KO|rest) )(up to \d+ of your opponent's Characters .+?) and (up to \d+ of your opponent's Characters .+)",
                     part.strip(), re.I)
    return [m[1] + m[2], m[1] + m[3]] if m else [part]


_BRACKET = re.compile(r"\[([^\]]+)\]\s*")


def split_abilities(text: str) -> list[str]:
    """Split text into abilities: lines, then at a keyword/timing bracket that opens an ability."""
    out: list[str] = []
    for line in text.split("\n"):
        line = line.strip()
        if not line:
            continue
        if line.startswith("•") and out:  # an option of "Choose one:" belongs to its ability
            out[-1] += " " + line
            continue
        start = 0
        for m in _BRACKET.finditer(line):
            before = line[start:m.start()].rstrip()
            if opens_ability(m[1]) and m.start() > start and before and before[-1] in ".)":
                out.append(line[start:m.start()].strip())
                start = m.start()
        out.append(line[start:].strip())
    return out


def read_header(chunk: str, keywords: list[str], default_timing: str = "") -> tuple[Ability, str, bool]:
    """The brackets that open an ability (timing, [Once Per Turn], turn, [DON!! xN], keywords into
    ``keywords``) and a timing in words: (the ability so far, the rest of the text, whether a
    keyword was read)."""
    rest = chunk
    ab = Ability(timing=default_timing or "continuous", text=chunk)
    seen_kw = False
    while True:
        m = re.match(r"\[([^\]]+)\]\s*", rest)
        if not m:
            break
        hit = BRACKETS.match(m[1], ab, keywords, default_timing)
        if hit is None:
            break
        seen_kw = seen_kw or hit[1] == KEYWORD
        rest = rest[m.end():]
    rest = rest.strip()
    if ab.timing == "continuous" and (phrase := PHRASE_TIMINGS.first(rest)) is not None:
        ab.timing, turn, end = phrase
        rest = rest[end:].strip()
        ab.turn = ab.turn or turn
    return ab, rest, seen_kw


def compile_ability(chunk: str, keywords: list[str], default_timing: str = "") -> Ability | None:
    """One ability's text → an Ability (manual when any part is not understood). Returns None for
    a bare keyword (added to ``keywords``)."""
    ab, rest, seen_kw = read_header(chunk, keywords, default_timing)
    if not rest:
        if seen_kw and ab.timing == "continuous" and not ab.don and not ab.turn:
            return None
        if ab.timing == "continuous" and not seen_kw:
            ab.manual = True
        return ab if not seen_kw else None
    # "If … would be K.O.'d …, you may … instead." (a replacement effect, templates_replacement)
    if ab.timing == "continuous" and rest.startswith("If ") and " instead" in rest and REPLACEMENTS.match(rest, ab, parse_costs):
        return ab
    # cost: effect ("Choose one:" is no cost)
    if ":" in rest and not rest.split(":", 1)[0].strip().lower().endswith("choose one"):
        head, body = rest.split(":", 1)
        # "If your Leader is [X], you may <cost>: …": the condition to activate it (8-4-1-1), then the cost
        if (cm := re.fullmatch(r"If (.+?), (you may .+)", head.strip())) and (cond := parse_condition(cm[1])) is not None:
            ab.condition, head = {**(ab.condition or {}), **cond}, cm[2]
        parsed = parse_costs(head)
        if parsed is None:
            ab.manual = True
            return ab
        ab.costs, ab.optional_cost = parsed
        rest = body.strip()
    rest = rest.replace("K.O.'d", "KO'd").replace("K.O.", "KO")
    # "Add up to 1 DON!! card … and rest it, look at 5 cards …": two instructions
    rest = re.sub(r"(\band (?:rest|set) it(?: as active)?), (?=look at \d)", r"\1. ", rest)
    if modal := re.fullmatch(r"(.*?)\b[Cc]hoose one:\s*(•.*)", rest, re.S):
        return _compile_modes(ab, modal[1], modal[2])
    sentences = re.split(r"(?<=\.)\s+(?:Then,\s*)?|\s*Then,\s*", rest)
    for i, sentence in enumerate(sentences):
        compiled = compile_sentence(sentence)
        if compiled is None or (compiled[0] and _if_you_do(compiled[0][0]) and not (ab.effects and _may_not_be_done(ab.effects[-1]))):
            ab.manual = True
            ab.effects = []
            return ab
        ab.effects.extend(compiled[0])
        ab.templates.extend(compiled[1])
        ab.sentences.extend([i] * len(compiled[0]))
    if not _looks_first(ab.effects):
        ab.manual = True  # looked-at cards used with no look before them
        ab.effects = []
        return ab
    if ab.timing == "continuous" and (not all(continuous_ok(e) for e in ab.effects)
                                      or len({repr(sorted((e.condition or {}).items())) for e in ab.effects}) > 1):
        ab.manual = True  # (board applies a continuous ability whole: its effects share one condition)
    return ab


def _uses_looked(e: Effect) -> bool:
    return e.op in ("search", "rest_to_bottom") or bool(e.target and e.target.filter.get("zone") == "looked")


def _looks_first(effects: list[Effect]) -> bool:
    """Cards looked at (or revealed) and then used by a later instruction of the same ability: the
    look keeps them (``frame.looked``) instead of a bare look that puts them back (11-3-3). False
    when an instruction uses looked-at cards with no look before it."""
    look, before = None, None
    for e in effects:
        if e.op == "look_top" and not e.zone:
            look = e
        elif _uses_looked(e):
            if look is None:
                return False
            if look.keyword == "randomize":
                if before is not look or not (e.target and e.target.filter.get("zone") == "looked"):
                    return False  # the cards of a bare look used by a later, unrelated instruction
                look.keyword = ""  # "look at N cards … and play up to 1 …": the next instruction uses them
        before = e
    return True


def _if_you_do(e: Effect) -> bool:
    return bool(e.condition and e.condition.get(IF_YOU_DO))


def _may_not_be_done(e: Effect) -> bool:
    """"If you do, …" can follow it: a "you may" effect, or a play of "up to N" cards (none played:
    not done, resolve.run_effect)."""
    return e.optional or (e.op == "play_free" and e.target is not None and e.target.kind == "chosen" and e.target.up_to)


def _compile_modes(ab: Ability, prefix: str, options: str) -> Ability:
    """"[If …, ]choose one: • A • B": a ``choose_one`` effect (the player picks an option when it
    resolves, 8-4-4), then the effects of every option, each tagged with its option number."""
    cond = None
    if prefix.strip():
        pm = re.fullmatch(r"[Ii]f (.+?),", prefix.strip())
        cond = parse_condition(pm[1]) if pm else None
        if cond is None:
            ab.manual = True
            return ab
    texts = [o.strip() for o in options.split("•") if o.strip()]
    ab.effects, ab.modes, ab.sentences = [Effect("choose_one", len(texts), condition=cond)], [0], [0]
    ab.mode_texts = texts
    number = 1
    for mode, text in enumerate(texts, 1):
        for sentence in re.split(r"(?<=\.)\s+(?:Then,\s*)?|\s*Then,\s*", text):
            compiled = compile_sentence(sentence)
            if compiled is None or any(e.keyword == "randomize" or _if_you_do(e) for e in compiled[0]):
                ab.manual, ab.effects, ab.modes, ab.sentences = True, [], [], []
                return ab
            ab.effects.extend(compiled[0])
            ab.templates.extend(compiled[1])
            ab.modes.extend([mode] * len(compiled[0]))
            ab.sentences.extend([number] * len(compiled[0]))
            number += 1
    ab.templates.append("choose_one")
    if ab.timing == "continuous":
        ab.manual = True
    return ab


# --- cards --------------------------------------------------------------------------------------


@dataclass
class PrintedAbility:
    """One printed ability (the compiler's split): its text and the abilities made of it (none for
    a bare keyword; two for "[On Play]/[When Attacking]")."""

    index: int
    text: str
    abilities: list[Ability]
    keywords: list[str]


def _parts(chunk: str) -> list[str]:
    """One printed ability with two timings becomes two abilities."""
    # "[On Play]/[When Attacking] …" and "[Main]/[Counter] …": one text, two timings.
    dual = re.match(r"((?:\[[^\]]+\]\s*)*)\[([^\]]+)\]/\[([^\]]+)\]\s*(.*)", chunk, re.S)
    parts = [f"{dual[1]}[{dual[2]}] {dual[4]}", f"{dual[1]}[{dual[3]}] {dual[4]}"] if dual else [chunk]
    # "When this Leader attacks or is attacked, …": [When Attacking] and when attacked (7-1-3-1).
    both = re.match(r"((?:\[[^\]]+\]\s*)*)When this (Character|Leader) attacks or is attacked,\s*(.*)", chunk, re.S)
    if both:
        parts = [f"{both[1]}[When Attacking] {both[3]}", f"{both[1]}When this {both[2]} is attacked, {both[3]}"]
    return parts


def _one(text: str, keywords: list[str], script: ScriptedAbility | None, default_timing: str = "") -> Ability | None:
    if script is None:
        return compile_ability(text, keywords, default_timing)
    header, _rest, _kw = read_header(text, keywords, default_timing)
    return script.build(header)


def _printed(effect: str, trigger: str, scripted: dict[int, ScriptedAbility]) -> list[PrintedAbility]:
    out: list[PrintedAbility] = []
    for index, chunk in enumerate(split_abilities(strip_reminders(effect)), 1):
        keywords: list[str] = []
        abilities = [ab for part in _parts(chunk) if (ab := _one(part, keywords, scripted.get(index))) is not None]
        out.append(PrintedAbility(index, chunk, abilities, keywords))
    if trigger:
        index = len(out) + 1
        text = strip_reminders(trigger)
        script = scripted.get(index)
        ab = _one(text, [], script, "trigger")
        if ab is not None and not (script and "timing" in script.overrides):
            ab.timing = "trigger"
        out.append(PrintedAbility(index, f"[Trigger] {text}", [ab] if ab is not None else [], []))
    for p in out:
        for ab in p.abilities:
            ab.printed = p.index
    return out


def _card(printed: list[PrintedAbility]) -> CompiledCard:
    """The card the engine plays: keywords and abilities in printed order."""
    return CompiledCard([k for p in printed for k in p.keywords], [ab for p in printed for ab in p.abilities])


@functools.lru_cache(maxsize=8192)
def _printed_plain(effect: str, trigger: str) -> tuple[PrintedAbility, ...]:
    return tuple(_printed(effect, trigger, {}))


@functools.lru_cache(maxsize=8192)
def _compile(effect: str, trigger: str) -> CompiledCard:
    return _card(list(_printed_plain(effect, trigger)))


@functools.lru_cache(maxsize=1024)
def _printed_scripted(scripts: Scripts, key: str, effect: str, trigger: str) -> tuple[PrintedAbility, ...]:
    return tuple(_printed(effect, trigger, scripts.abilities[key]))


@functools.lru_cache(maxsize=1024)
def _compile_scripted(scripts: Scripts, key: str, effect: str, trigger: str) -> CompiledCard:
    return _card(list(_printed_scripted(scripts, key, effect, trigger)))


def compile_card(data: dict[str, Any]) -> CompiledCard:
    """The compiled abilities of a card (cached by text; by card too when a script applies)."""
    effect, trigger = data.get("effect") or "", data.get("trigger") or ""
    scripts = active_scripts()
    key, status = scripts.lookup(data)
    if status == "ok":
        return _compile_scripted(scripts, key, effect, trigger)
    return _compile(effect, trigger)


@dataclass
class CardText:
    """A card as the compiler reads it, ability by printed ability, and its script if it has one:
    ``script`` is its ``file:line``, ``status`` "ok" (applied), "stale" (written for another text:
    not applied) or "", ``scripted`` the printed abilities it covers."""

    printed: tuple[PrintedAbility, ...]
    script: str = ""
    status: str = ""
    scripted: frozenset[int] = frozenset()


def card_text(data: dict[str, Any]) -> CardText:
    """Each printed ability with what it compiles to (for ``explain``) and the card's script."""
    effect, trigger = data.get("effect") or "", data.get("trigger") or ""
    scripts = active_scripts()
    key, status = scripts.lookup(data)
    if not key:
        return CardText(_printed_plain(effect, trigger))
    script = scripts.script(key)
    where = f"{script.path.rsplit('/', 1)[-1]}:{script.line}"
    printed = _printed_scripted(scripts, key, effect, trigger) if status == "ok" else _printed_plain(effect, trigger)
    return CardText(printed, where, status, frozenset(scripts.abilities[key]))
