"""Helper wongp (issue #18): continuous powers on permanents the other readers leave manual (EN 714).

- Two powers printed on one line (the card data lost the line break, 203.2): "When this armor enters
  play, you may destroy target armor or weapon. Opposing weapons have -1 ATK." — cut between two
  sentences into parts the compiler reads whole, each as its own power (:func:`split_mixed`). A part
  that refers back to another ("It …", "That …", "this way", "If you do") is never cut off, and a
  continuous part lasting "this turn" / "this combat" / "until …" is a trigger's effect, not a power.
- "… while X" / "While X, …" with the conditions of ``engine.wow.wongp_conditions`` (kinds ``wp_``):
  "while an opponent controls a [Shadow] card", "while you control an even number of heroes and
  allies", "while Cromush has exactly 1 remaining [Health]", "while an ability, ally, and equipment
  are in your graveyard", "while you control fewer allies than an opponent", "while your hero is in
  combat with an ally with cost 4 or more", "if you have a card with the same name as this weapon in
  your graveyard", "while an opposing hero is face down/up" (also given to every reader of conditions:
  ``conditions.CONDITION_READERS``); the rest of the sentence is read by the other static readers, passed in.
- "for each attachment attached to him", "for each other Black and Twilight Dragonkin you
  control", "for each card in opposing hands" (counts ``wp_attached`` / ``wp_races`` / ``wp_opp_hand``).
- Two powers joined by "and" in one sentence; "X allies in your party have +1 ATK for each other X ally
  in your party".
- The misprint "+2 ATK/ +2 Health" (read as "+2 ATK and +2 health").
- "… that ally can't ready during its controller's next ready step" after an event trigger (501.1a): the event's card.

Every sentence of the power must be read, else None (the power stays manual)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import CONDITION_READERS, card_filter
from .keys import NO_READY
from .power import Power
from .readers import PER_READERS, short_names
from .readers import count as _count
from .registry import SENTENCES
from .templates_activated import ready_tail_cut

StaticReader = Callable[[str], "list[Effect] | None"]
"""A reader of one continuous power's text without a condition (the compiler's static readers)."""

_BACK_REF = re.compile(r"^(?:It|Its|He|His|She|Her|They|Their|That|Those|Then|If you do|Do|This way)\b|\bthis way\b|\bIf you do\b")
"""A sentence that refers to an earlier one (EN 709: "If you do", "it", "that ally"): never cut off."""
_ONE_SHOT = re.compile(r"\b(?:this turn|this combat|until|next)\b", re.I)
"""A continuous effect that lasts a while is a resolved effect's, not a printed power's (EN 714)."""
_NO_CUT = ("ability", "quest", "location")
"""Types whose lines are one effect text (an ability's sentences resolve in order, 305; quests, locations)."""


def _sentences(line: str) -> list[str]:
    return [s for s in rx.split(r"(?<=[.!])\s+", line.strip()) if s]


def _part(text: str, name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> list[Power] | None:
    """The powers of one part of a line, all automated, or None."""
    if _BACK_REF.search(text):
        return None
    pws = compile_text(text, name, ctype)
    if not pws or not all(p.automated for p in pws):
        return None
    if any(p.kind == "static" and _ONE_SHOT.search(text) for p in pws) or any(p.kind in ("play", "keyword") for p in pws):
        return None
    if sum(1 for p in pws if p.kind == "static" and not p.effects and not p.cost) and not rx.fullmatch(r"Your hero has (?:Dual Wield|dual wield)\.", text):
        return None  # a power read as nothing (only the wield powers are read elsewhere: engine.wow.wield)
    return list(pws)


_LABEL = re.compile(r"((?:[A-Z][\w'-]* )+Reputation|Find Treasure) (?=[A-Z])")
"""A deckbuilding label (a reputation, 206.1) or the racial power Find Treasure printed before the
next power on the same line: "Nerubian Reputation This ally has …", "Find Treasure Maddocks has …"."""


_POINTING = re.compile(r"\b(?:it|its|them|that|those)\b", re.I)
"""Words that may point back at a card an earlier sentence chose ("… target Horde ally …. At end of turn, destroy it.")."""


def _cut(line: str, name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> list[Power] | None:
    """The line as two or more powers, each part read whole, or None. A payment power's line ("… -> …") is
    never cut between sentences: its effect may go on after a full stop (EN 701)."""
    label = _LABEL.match(line)
    if label:
        first = compile_text(label.group(1), name, ctype)
        rest_text = line[label.end():]
        rest = list(compile_text(rest_text, name, ctype))
        if first and all(p.automated for p in first) and rest and all(p.automated and p.kind != "keyword" for p in rest) \
                and not _BACK_REF.search(rest_text):  # a keyword after the label: the card data didn't list it (not honoured)
            return list(first) + rest
        return None
    if "->" in line:
        from .templates_wres_locations import (
            face_up_tail_cut,  # "… -> …. When you play a resource face up, …" (helper wres)
        )

        return ready_tail_cut(line, name, ctype, compile_text) or face_up_tail_cut(line, name, ctype, compile_text)  # "… -> …. When you play a Totem, ready this item." (templates_activated)
    sents = _sentences(line)
    for i in range(1, len(sents)):
        head_text = " ".join(sents[:i])
        head = _part(head_text, name, ctype, compile_text)
        if head is None:
            continue
        tail_text = " ".join(sents[i:])
        if rx.search(r"\btarget\b", head_text, re.I) and _POINTING.search(tail_text):
            continue
        tail = _part(tail_text, name, ctype, compile_text)
        if tail is None and not _BACK_REF.search(tail_text):
            tail = _cut(tail_text, name, ctype, compile_text)
        if tail is not None:
            return head + tail
    return None


def split_mixed(powers: list[Power], name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> list[Power]:
    """``powers`` with each line the compiler couldn't read whole replaced by its parts' powers (each
    keeping the printed line as its text), when every part is read."""
    if ctype in _NO_CUT:
        return powers
    out: list[Power] = []
    done: dict[str, list[Power] | None] = {}
    for pw in powers:
        line = pw.text
        if pw.automated or (len(_sentences(line)) < 2 and not _LABEL.match(line)):
            out.append(pw)
            continue
        if line not in done:
            cut = _cut(line, name, ctype, compile_text)
            done[line] = [replace(p, text=line) for p in cut] if cut is not None else None
            if done[line] is not None:
                out.extend(done[line] or [])
                continue
        if done[line] is None:
            out.append(pw)
    return out


def _me(name: str) -> str:
    short = name.split(",")[0]
    return "|".join(re.escape(x) for x in sorted({name, short, name.split(" ")[0], *short_names(name)}, key=len, reverse=True) if x)


def wp_condition(text: str, name: str) -> dict[str, Any] | None:
    """A condition of this family (without "while"), or None."""
    s = rx.sub(r"\[(\w+)\]", r"\1", text.strip().rstrip("."))
    m = rx.fullmatch(r"an opponent controls an? (.+)", s, re.I)
    if m and (flt := card_filter(m.group(1))) is not None and "tag" in flt:
        return {"k": "wp_opp_control", "flt": flt}
    if rx.fullmatch(r"you control an even number of heroes and allies", s, re.I):
        return {"k": "wp_even_characters"}
    m = rx.fullmatch(r"(?:" + _me(name) + r"|he|she|this ally) has exactly (\d+) remaining health", s, re.I) \
        if rx.search(r" has exactly \d+ remaining health$", s, re.I) else None
    if m:
        return {"k": "wp_remaining", "n": int(m.group(1))}
    m = rx.fullmatch(r"an? (\w+), an? (\w+), and an? (\w+) are in your graveyard|an? (\w+), (\w+), and (\w+) are in your graveyard", s, re.I)
    if m:
        flts = [card_filter(w) for w in m.groups() if w]
        if all(f is not None and "tag" not in f for f in flts):
            return {"k": "wp_graveyard_kinds", "flts": flts}
    m = rx.fullmatch(r"you have (\w+) or more (allies|abilities|equipment|cards) in your graveyard", s, re.I)
    if m and (n := _count(m.group(1))) is not None:  # "Play only if you have four or more allies in your graveyard."
        return {"k": "graveyard", "flt": card_filter(m.group(2)), "min": n}
    if rx.fullmatch(r"you control fewer allies than an opponent", s, re.I):
        return {"k": "more_allies", "who": "opponent"}  # the same as "an opponent controls more allies than you"
    m = rx.fullmatch(r"your hero is in combat with an ally with cost (\d+) or more", s, re.I)
    if m:  # the printed cost (201.3) of the ally your hero attacks or defends against (600)
        return {"k": "wca_hero_vs", "role": "combat", "kind": "ally", "min_cost": int(m.group(1))}  # engine.wow.combat_conditions
    if rx.fullmatch(r"you have a card with the same name as this (?:weapon|armor|item|ally|card) in your graveyard", s, re.I):
        return {"k": "wp_grave_named", "name": name}
    m = rx.fullmatch(r"an opposing hero is face (up|down)", s, re.I)
    if m:  # 301.2: a hero turns face down when it flips
        return {"k": "wp_opp_hero_face", "down": m.group(1).lower() == "down"}
    return None


CONDITION_READERS.append(wp_condition)


def _tidy(s: str) -> str:
    """Misprints: "+2 ATK/ +2 Health" → "+2 ATK and +2 health"."""
    return rx.sub(r"([+-]\d+) ATK/ ?([+-]\d+) Health\b", r"\1 ATK and \2 health", s)


def _sentence(s: str, name: str, read: StaticReader) -> list[Effect] | None:
    s = _tidy(s.strip())
    m = rx.fullmatch(r"While ([^,]+), (he|she|it|" + _me(name) + r") (has|is) (.+)", s) if s.startswith("While ") else None
    if m:
        who = "This card" if m.group(2).lower() in ("he", "she", "it") else m.group(2)
        cond_text, rest = m.group(1), f"{who} {m.group(3)} {m.group(4)}"
    else:
        m = rx.fullmatch(r"(.+?) while (.+?)\.?", s)
        if not m:
            return None
        rest, cond_text = m.group(1) + ".", m.group(2)
    cond = wp_condition(cond_text, name)
    if cond is None:
        return None
    effs = read(rest)
    if not effs or any(e.op not in ("modify_stat", "grant_keyword") or (e.condition or {}).get("if") for e in effs):
        return None
    return [replace(e, condition={**(e.condition or {}), "if": cond}) for e in effs]


def _joined(s: str, read: StaticReader) -> list[Effect] | None:
    """Two continuous powers joined by "and" in one sentence: "Weapons you control have +1 ATK and an additional
    +1 ATK for each heirloom counter on this armor." (a flat bonus and a counted one); "Weapons you control have
    +1 ATK and other armor you control has +1 [DEF]." (two groups)."""
    s = s.strip().rstrip(".")
    m = rx.fullmatch(r"(.+?) (has|have) ([+-]\d+ (?:ATK|\[?DEF\]?|\[?[Hh]ealth\]?)) and an additional ([+-]\d+ (?:ATK|\[?DEF\]?|\[?[Hh]ealth\]?) for each .+)", s)
    if m:
        flat, counted = read(f"{m.group(1)} {m.group(2)} {m.group(3)}."), read(f"{m.group(1)} {m.group(2)} {m.group(4)}.")
        return flat + counted if flat and counted else None
    for cut in rx.finditer(r" and (?=(?:other |opposing )?[a-z]+ you control (?:has|have) )", s):
        first, second = s[: cut.start()], s[cut.end():]
        if rx.search(r" (?:has|have) ", first) and (a := read(first + ".")) and (b := read(second[0].upper() + second[1:] + ".")):
            return a + b
    return None


_OTHER_SAME = re.compile(r"(?P<group>(?P<word>[A-Z]\w+) allies in your party) have \+(?P<n>\d+) ATK for each other (?P=word) ally in your party")
"""Lifemistress Tanagra: "Nature allies in your party have +1 ATK for each other Nature ally in your party"."""


def _other_same(s: str, read: StaticReader) -> list[Effect] | None:
    """ "X allies in your party have +N ATK for each other X ally in your party": every affected card is itself
    one of the X allies counted, so "each other" is the count less one — read as +N for each X ally in your party
    and -N (the ATK is summed before 104.2 counts a negative as 0: the same number)."""
    m = _OTHER_SAME.fullmatch(s.strip().rstrip("."))
    if not m:
        return None
    each = read(f"{m.group('group')} have +{m.group('n')} ATK for each {m.group('word')} ally in your party.")
    less = read(f"{m.group('group')} have -{m.group('n')} ATK.")
    if not each or not less or len(each) != 1 or len(less) != 1 or each[0].target != less[0].target:
        return None
    return each + less


def wongp_static(text: str, name: str, read: StaticReader) -> list[Effect] | None:
    """A continuous power of this family (every sentence read), or None. ``read``: the compiler's
    static readers for the sentence without its condition."""
    body = rx.spaces(rx.sub(r"\s*\([^()]*\)", "", text)).strip()
    tidy = _tidy(body)
    if tidy != body and (plain := read(tidy)) is not None:  # only a misprint in the way
        return plain
    out: list[Effect] = []
    for sentence in _sentences(body):
        effs = _sentence(sentence, name, read) or _joined(sentence, read) or _other_same(sentence, read)
        if effs is None:
            return None
        out.extend(effs)
    return out or None


def _per(phrase: str) -> dict[str, Any] | None:
    """ "for each attachment attached to him" / "… other Black and Twilight Dragonkin you control"."""
    p = phrase.strip()
    if rx.fullmatch(r"attachment attached to (?:him|her|it|this ally)", p, re.I):
        return {"k": "wp_attached"}
    if rx.fullmatch(r"cards? in opposing hands", p, re.I):
        return {"k": "wp_opp_hand"}
    m = rx.fullmatch(r"other ([A-Z][a-z]+) and ([A-Z][a-z]+) (Dragonkin) you control", p)
    if m:  # "Black and Twilight Dragonkin": a Black Dragonkin or a Twilight Dragonkin (202.1a race)
        return {"k": "wp_races", "races": [f"{m.group(1)} {m.group(3)}", f"{m.group(2)} {m.group(3)}"], "other": True}
    return None


PER_READERS.append(_per)


@SENTENCES.register("wongp_event_no_ready", r"the triggering card can't ready during its controller's next ready step", full=True, priority=80, flags=re.I)
def _event_no_ready(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """501.1a: "When your hero deals combat damage to an ally, that ally can't ready during its controller's next
    ready step." — "that ally" is the trigger's event card (the compiler says "the triggering card")."""
    return [Effect("grant_keyword", 0, Target("event", {}), keyword=NO_READY, duration="permanent", text=sentence)]
