"""A grant for this turn joined to a loss (EN 714, 103.2): "This ally has Assault 3 and loses and
can't have Long-Range this turn." — the grant as ``templates_grants`` reads it, then the pseudo-
keyword ``Loses Long-Range`` (``keys.LOSES``: ``keywords.keywords`` drops the keyword whatever
gives it) on the same card(s) for this turn; "that attacker has -2 ATK this turn" (the chosen
attacker of the sentence before)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .keys import LOSES
from .readers import GRANTABLE
from .registry import SENTENCES, compile_sentence


@SENTENCES.register("wcombat_grant_and_lose", r"(.+?) (has|have) (.+?) and (?:loses|lose) and can't have (.+?) this turn", full=True, priority=18, flags=re.I)
def _grant_and_lose(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    first = compile_sentence(f"{m.group(1)} {m.group(2)} {m.group(3)} this turn", name)
    keys = [next((k for k in GRANTABLE if k.lower() == part.strip().lower()), None) for part in rx.split(r",? and |, ", m.group(4))]
    if not first or None in keys or any(e.op not in ("grant_keyword", "modify_stat") for e in first):
        return None
    tgt = first[0].target
    again = Target("previous", {}) if tgt is not None and tgt.kind == "chosen" else tgt
    return first + [Effect("grant_keyword", 0, again, keyword=LOSES + k, duration="this_turn", text=sentence) for k in keys]


@SENTENCES.register("wcombat_that_attacker_atk", r"(?:that|the) (attacker|defender) has ([+-]\d+) ATK this turn", full=True, priority=18, flags=re.I)
def _that_attacker(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Your hero deals 2 melee damage to target attacker, and that attacker has -2 ATK this turn.":
    the card the sentence chose (engine.wow.refs), whether or not the damage was dealt."""
    return [Effect("modify_stat", int(m.group(2)), Target("ref", {"of": ""}), stat="atk", duration="this_turn", text=sentence)]
