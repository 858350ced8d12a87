"""Helper activated (payment powers, EN 701, still resolved by hand): effect sentences no template read.

- "Destroy target ability, ally, or equipment with cost X." → ``destroy`` on a chosen target whose
  filter says ``cost_x``: its cost equals the X paid (201.3, 707.1b; ``engine.wow.x_cost_targets``).
- "Target ally can't deal damage this turn." → the pseudo-keyword ``Can't Deal Damage`` on it this turn
  (103.2: no damage at all, unpreventable included; ``engine.wow.cant_deal_damage``).
- "Target ally you control has Protector, Elusive, Stealth, or Untargetable this turn." / "Choose arcane, fire,
  frost, nature, or shadow. Addisyn has the chosen resistance this turn." → ``grant_pick``: one is picked as the
  power resolves (EN 709.1; ``engine.wow.keyword_pick``).
- "Prevent all fire damage that would be dealt to target hero or ally this turn." → the pseudo-keyword ``No Fire Damage
  Dealt To`` this turn (EN 717; ``engine.wow.typed_shield``).
- "Target ally has Assault X this turn, where X is its ATK." → ``assault_its_atk`` (``engine.wow.atk_assault``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.core.effects import Effect, Target

from .activated_keys import CANT_DEAL_DAMAGE, COST_X, no_typed_damage
from .power import Power
from .readers import GRANTABLE, target
from .registry import SENTENCES, TEXTS


def _chosen(phrase: str, name: str) -> Target | None:
    """A chosen card in play ("target ability or equipment"), or None."""
    tgt = target(phrase, name)
    if tgt is None or tgt.kind != "chosen" or tgt.filter.get("player") or tgt.filter.get("chain") or tgt.filter.get("zone"):
        return None
    return tgt


@SENTENCES.register("act_destroy_cost_x", r"destroy (target [\w ,\[\]'-]+?) with cost X", full=True, priority=140, flags=re.I)
def _destroy_cost_x(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Destroy target weapon with cost X." (201.3: X as paid; the target's cost is exactly X)."""
    tgt = _chosen(m.group(1), name)
    if tgt is None or "max_cost" in tgt.filter or "min_cost" in tgt.filter:
        return None
    return [Effect("destroy", 0, Target("chosen", {**tgt.filter, COST_X: True}, tgt.count, tgt.up_to), text=sentence)]


@SENTENCES.register("act_cant_deal_damage", r"(target [\w ,\[\]'-]+?) can't deal damage this turn", full=True, priority=140, flags=re.I)
def _cant_deal(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target hero can't deal damage this turn." (103.2)."""
    tgt = _chosen(m.group(1), name)
    if tgt is None:
        return None
    return [Effect("grant_keyword", 1, tgt, keyword=CANT_DEAL_DAMAGE, duration="this_turn", text=sentence)]


_KW = r"([A-Z][\w-]*(?: [A-Z][\w-]*)?)"
"""A keyword without a number ("Protector", "Long-Range")."""


@SENTENCES.register("act_keyword_pick", r"(target [\w ,\[\]'-]+?) has " + _KW + r", " + _KW + r",(?: " + _KW + r",)? or " + _KW + r" this turn",
                    full=True, priority=140, flags=re.I)
def _keyword_pick(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target ally you control has Protector, Elusive, Stealth, or Untargetable this turn." (EN 709.1: one is
    picked as it resolves; ``engine.wow.keyword_pick``)."""
    words = [w for w in m.groups()[1:] if w]
    tgt = _chosen(m.group(1), name)
    if tgt is None or any(w not in GRANTABLE for w in words):
        return None
    return [Effect("grant_pick", 0, tgt, duration="this_turn", condition={"options": words, "suffix": ""}, text=sentence)]


@TEXTS.register("act_chosen_resistance", r"\s*Choose arcane, fire, frost, nature, or shadow\. ([^.]+?) has the chosen resistance this turn\.?",
                full=True, priority=140)
def _chosen_resistance(m: re.Match, name: str) -> list[Effect] | None:
    """ "Choose arcane, fire, frost, nature, or shadow. Addisyn has the chosen resistance this turn." (EN 709.1:
    chosen as it resolves; EN glossary: Fire Resistance …)."""
    tgt = target(m.group(1), name)
    if tgt is None or tgt.kind not in ("self", "chosen") or tgt.filter:
        return None
    words = ["Arcane", "Fire", "Frost", "Nature", "Shadow"]
    return [Effect("grant_pick", 0, tgt, duration="this_turn", condition={"options": words, "suffix": " Resistance"}, text=m.group(0).strip())]


_RES = r"(Arcane|Fire|Frost|Holy|Melee|Nature|Ranged|Shadow)"


@SENTENCES.register("act_resistance_pick", r"(target [\w ,\[\]'-]+?) has " + _RES + r" ?, " + _RES + r",(?: " + _RES + r",)? or " + _RES
                    + r" Resistance this turn", full=True, priority=140, flags=re.I)
def _resistance_pick(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target ally has Arcane, Fire, or Nature Resistance this turn." (EN 709.1: one is picked as it resolves;
    EN glossary: Fire Resistance …)."""
    tgt = _chosen(m.group(1), name)
    if tgt is None:
        return None
    words = [w.capitalize() for w in m.groups()[1:] if w]
    return [Effect("grant_pick", 0, tgt, duration="this_turn", condition={"options": words, "suffix": " Resistance"}, text=sentence)]


@SENTENCES.register("act_assault_its_atk", r"(target [\w ,\[\]'-]+?) has Assault X this turn, where X is its ATK", full=True, priority=140, flags=re.I)
def _assault_its_atk(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target ally has Assault X this turn, where X is its ATK." (EN 709: X counted as it resolves)."""
    tgt = _chosen(m.group(1), name)
    if tgt is None:
        return None
    return [Effect("assault_its_atk", 0, tgt, duration="this_turn", text=sentence)]


@SENTENCES.register("act_prevent_typed", r"prevent all (arcane|fire|frost|holy|melee|nature|ranged|shadow) damage that would be dealt to "
                    r"(target [\w ,\[\]'-]+?) this turn", full=True, priority=140, flags=re.I)
def _prevent_typed(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Prevent all fire damage that would be dealt to target hero or ally this turn." (EN 717; ``engine.wow.typed_shield``)."""
    tgt = _chosen(m.group(2), name)
    if tgt is None:
        return None
    return [Effect("grant_keyword", 1, tgt, keyword=no_typed_damage(m.group(1)), duration="this_turn", text=sentence)]


_READY_TAIL = re.compile(r"(.+->.+?\.)\s+(When you play an? [^.,]+, ready this (?:item|weapon|armor|ally)\.?)", re.S)


def ready_tail_cut(line: str, name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> list[Power] | None:
    """A payment power followed on its line by the card's own triggered power "When you play a [Paladin] armor, ready this
    item." (Libram of Radiance; 203.2: two powers), each read whole, or None."""
    m = _READY_TAIL.fullmatch(line.strip())
    if not m:
        return None
    head, tail = compile_text(m.group(1), name, ctype), compile_text(m.group(2), name, ctype)
    if not head or not tail or not all(p.automated for p in (*head, *tail)) or [p.kind for p in head] != ["activated"] \
            or [p.kind for p in tail] != ["triggered"]:
        return None
    return [*head, *tail]


@SENTENCES.register("act_non_non_assault", r"non-\[(\w+)\], non-\[(\w+)\] allies you control have Assault (\d+) this turn", full=True, priority=140, flags=re.I)
def _non_non_assault(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Non-[Horde], non-[Alliance] allies you control have Assault 2 this turn." (202.1a: neither word; the group as it
    resolves, 714.1)."""
    flt = {"types": ["ally"], "side": "friendly", "not_tags": [m.group(1), m.group(2)]}
    return [Effect("grant_keyword", int(m.group(3)), Target("each", flt), keyword="Assault", duration="this_turn", text=sentence)]
