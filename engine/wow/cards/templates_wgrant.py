"""A continuous power that gives other cards a payment power (EN 714, 701): "Ongoing: Attached ally
has [Exhaust] -> Draw a card.", "Your hero has …", "Friendly heroes and allies have …", "Arena
allies in your party have [Exhaust] -> Exhaust target ally." — a static ``grant_power`` effect
whose ``keyword`` is the quoted power (``engine.wow.granted_powers``). The quoted power must
compile in full (with "this ally" / "this character" meaning the card that has it); otherwise the
line is left to the compiler's other readers (a manual step)."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.core.effects import Effect, Target

from .. import ops  # noqa: F401  (WoW's own ops are registered before a template builds one)
from .power import Power
from .registry import SENTENCES

OP = "grant_power"

_WHO = re.compile(r"(attached (?:ally|character|hero or ally)|your hero|friendly hero(?:e?s)(?: and allies)?|"
                  r"(?:\[)?([A-Z][\w'-]+)(?:\])? allies (?:in your party|you control))", re.I)
_LINE = re.compile(_WHO.pattern + r" (?:has|have):? (.+->.+)", re.I)
_NOT_TAGS = ("other", "opposing", "friendly", "enemy", "ready", "exhausted", "damaged", "undamaged", "all", "your")
rx_keyword = re.compile(r"(Time is Money) and (\[Exhaust\].+->.+)")
"""A keyword given with the payment power: Time is Money (EN glossary: its [Exhaust] powers are usable the turn it enters,
302.2), which the keyword readers don't give (``readers.GRANTABLE``)."""
_TYPOS = ((re.compile(r"\bitselt\b"), "itself"),)
"""Misprints read as meant: Lightwell's "heals 2 damage from itselt"."""


def _who(phrase: str, tag: str | None) -> Target | None:
    """The cards the grant applies to, as ``keywords.affected`` reads a continuous power's target."""
    p = phrase.lower()
    if p.startswith("attached"):
        return Target("attached", {})
    if p == "your hero":
        return Target("player_hero", {})
    if p.startswith("friendly hero"):
        return Target("each", {"types": ["hero", "ally"] if p.endswith("allies") else ["hero"], "side": "friendly"})
    if tag and tag.lower() not in _NOT_TAGS:
        return Target("each", {"types": ["ally"], "side": "friendly", "tag": tag})
    return None


def _reads(power: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> bool:
    """The quoted power compiles to one automated payment power, its cost readable."""
    pws = compile_text(power, "", "ally")
    return len(pws) == 1 and pws[0].kind == "activated" and pws[0].automated and not pws[0].cost.get("unreadable")


def granted_power(body: str, line: str, name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> Power | None:
    """ "Attached ally has [Exhaust] -> …" (``body``: the line without "Ongoing:"): a continuous
    ``grant_power``; an ability's only while it is an ongoing one in play (305.1). ``compile_text``:
    the compiler's ``compile_card_text``."""
    m = _LINE.fullmatch(body.strip())
    if not m or (ctype == "ability" and not line.startswith("Ongoing:")):
        return None
    power = m.group(3).strip()
    also = rx_keyword.fullmatch(power)  # "Goblin allies you control have Time is Money and [Exhaust] -> …" (helper wres)
    if also:
        power = also.group(2).strip()
    for typo, meant in _TYPOS:
        power = typo.sub(meant, power)
    if name and name.lower() in power.lower():
        return None  # a name in the quoted power: which card it means is not read here
    tgt = _who(m.group(1), m.group(2))
    if tgt is None or not _reads(power, compile_text):
        return None
    given = [Effect("grant_keyword", 1, Target(tgt.kind, dict(tgt.filter)), keyword=also.group(1), duration="permanent", text=line)] if also else []
    return Power("static", line, [*given, Effect(OP, 0, tgt, keyword=power, duration="permanent", text=line)])


@SENTENCES.register("wgrant_character_heals_itself", r"this character heals (\d+) damage from itself", full=True, priority=18, flags=re.I)
def _heals_itself(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "This character heals 2 damage from itself." (Lightwell's granted power): the source heals
    itself, as "This ally heals 2 damage from itself" reads (EN glossary Heal)."""
    return [Effect("heal", int(m.group(1)), Target("self", {}), text=sentence)]
