"""One-shot prevention and unpreventable damage on a chosen card "this turn" (EN 717, EN 714), as the
pseudo-keywords of ``shield_keys`` (checked by ``engine.wow.shield_keys`` in ``damage.deal``):

- "Prevent all damage that would be dealt to and dealt by target friendly ally this turn" (both);
- "Prevent all combat damage that would be dealt by target ally this turn", "Prevent all damage that
  target hero or ally would deal this turn" (the dealer's packets);
- "Prevent all non-melee damage that would be dealt to target hero or ally this turn", "Prevent all
  combat damage that would be dealt to target ally this turn" (the damaged card's packets);
- "Damage that target hero or ally would deal this turn is unpreventable"."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import target
from .registry import SENTENCES
from .shield_keys import (
    DEALS_UNPREVENTABLE,
    NO_COMBAT_DAMAGE_BY,
    NO_COMBAT_DAMAGE_TO,
    NO_DAMAGE_BY,
    NO_DAMAGE_TO,
    NO_NON_MELEE_DAMAGE_TO,
)

_TO = {"": NO_DAMAGE_TO, "combat ": NO_COMBAT_DAMAGE_TO, "non-melee ": NO_NON_MELEE_DAMAGE_TO}
_BY = {"": NO_DAMAGE_BY, "combat ": NO_COMBAT_DAMAGE_BY}


def _card(phrase: str, name: str) -> Target | None:
    tgt = target(phrase, name)
    return tgt if tgt is not None and tgt.kind in ("chosen", "self", "player_hero") and not tgt.filter.get("player") else None


def _grants(keys: list[str], tgt: Target, sentence: str) -> list[Effect]:
    out = [Effect("grant_keyword", 1, tgt, keyword=k, duration="this_turn", text=sentence) for k in keys]
    for e in out[1:]:
        e.target = Target("previous", {}) if tgt.kind == "chosen" else tgt  # the same chosen card
    return out


@SENTENCES.register("wstatics_prevent_to_and_by", r"prevent all (combat |)damage that would be dealt to and dealt by (.+?) this turn",
                    full=True, priority=221, flags=re.I)
def _to_and_by(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    tgt = _card(m.group(2), name)
    kind = m.group(1).lower()
    return _grants([_TO[kind], _BY[kind]], tgt, sentence) if tgt is not None else None


@SENTENCES.register("wstatics_prevent_by", r"prevent all (combat |)damage that (?:would be dealt by (.+?)|(.+?) would deal) this turn",
                    full=True, priority=222, flags=re.I)
def _by(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    tgt = _card(m.group(2) or m.group(3), name)
    return _grants([_BY[m.group(1).lower()]], tgt, sentence) if tgt is not None else None


@SENTENCES.register("wstatics_prevent_to", r"prevent all (combat |non-melee )damage that would be dealt to (.+?) this turn",
                    full=True, priority=223, flags=re.I)
def _to(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    tgt = _card(m.group(2), name)
    return _grants([_TO[m.group(1).lower()]], tgt, sentence) if tgt is not None else None


@SENTENCES.register("wstatics_unpreventable_turn", r"damage that (.+?) would deal this turn is unpreventable", full=True, priority=224, flags=re.I)
def _unpreventable(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    tgt = _card(m.group(1), name)
    return _grants([DEALS_UNPREVENTABLE], tgt, sentence) if tgt is not None else None
