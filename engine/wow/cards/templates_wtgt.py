"""Sentence templates of helper wtgt (the miscellaneous family):

- "Your hero heals 5 damage from itself and 5 damage from another target hero or ally." (Binding Heal): two healing
  packets (407.1, 405.4), the second on a chosen hero or ally other than your hero (``another_target``: "another" is
  other than the object named first, EN 706);
- "If you control another Shaman hero or ally, this ally deals 4 nature damage divided as you choose to any number of
  target heroes and/or allies." (the Empower triggers of Gorlash and Baxtan): the divided packets (405.4,
  ``templates_damage``) under a condition checked on resolution (EN 709; ``packets.divided_packets``);
- "Your hero deals X arcane damage to target hero or ally. X can't be more than 5." (Arcane Missiles): the bound on X
  (103.1) carried by the chosen target's filter (``x_max``, ``engine.wow.x_targets``);
- "Your hero deals X nature damage divided as you choose to any number of target allies." (Lightning Storm): one
  target named per point (repeats allowed), X of them (``x_min``: the k-th is named only if X >= k, as for "X target
  allies"; at most ``X_POINTS``), then one packet per character of its share (405.4, ``packets.divided_packets``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.core.effects import Effect, Target

from .another_target import OTHER_THAN
from .conditions import parse_condition
from .registry import SENTENCES, TEXTS, compile_effects, compile_sentence
from .templates_damage import damage_effects


@SENTENCES.register("wtgt_heal_self_and_another", r"your hero heals (\d+) damage from itself and (\d+) damage from another (target .+)",
                    full=True, priority=150, flags=re.I)
def _heal_self_and_another(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    own = compile_sentence(f"Your hero heals {m.group(1)} damage from itself", name)
    other = compile_sentence(f"Your hero heals {m.group(2)} damage from {m.group(3)}", name)
    if not own or not other or len(own) != 1 or len(other) != 1 or other[0].target is None or other[0].target.kind != "chosen":
        return None
    tgt = other[0].target
    flt = {**{k: v for k, v in tgt.filter.items() if k != "exclude_self"}, OTHER_THAN: "hero"}
    return [own[0], Effect("heal", other[0].amount, Target("chosen", flt, tgt.count, tgt.up_to), text=sentence)]


@TEXTS.register("wtgt_if_divided", r"If ([^,.]+), ([^.]+ divided as you choose [^.]+)\.?", full=True, priority=150)
def _if_divided(m: re.Match, name: str) -> list[Effect] | None:
    cond = parse_condition(m.group(1), name)
    rest = m.group(2)
    effs = damage_effects(rest[0].upper() + rest[1:], name) if cond is not None else None
    if not effs or not any("divided" in (e.condition or {}) for e in effs):
        return None
    return [replace(e, condition={**(e.condition or {}), "if": cond}) for e in effs]


@TEXTS.register("wtgt_x_at_most", r"([^.]+\.) X can't be more than (\d+)\.?", full=True, priority=150)
def _x_at_most(m: re.Match, name: str) -> list[Effect] | None:
    effs, ok = compile_effects(m.group(1), name)
    chosen = [e for e in effs if e.target is not None and e.target.kind == "chosen"]
    if not ok or len(chosen) != 1 or not any(e.amount == -1 for e in effs):
        return None  # one chosen target and an X amount (-1) to bound
    return [replace(e, target=Target("chosen", {**e.target.filter, "x_max": int(m.group(2))}, e.target.count, e.target.up_to))
            if e is chosen[0] else e for e in effs]


X_POINTS = 10
"""The most points an X division names targets for (the X a player is offered is at most 10 too, ``engine``)."""


@TEXTS.register("wtgt_x_divided", r"Your hero deals X (\w+) damage divided as you choose to any number of (target .+?)\.?", full=True,
                priority=150)
def _x_divided(m: re.Match, name: str) -> list[Effect] | None:
    from .readers import target

    dtype = m.group(1).lower()
    base = target(m.group(2).replace("allies", "ally").replace("heroes and/or allies", "hero or ally"), name)
    if dtype not in ("arcane", "fire", "frost", "holy", "melee", "nature", "ranged", "shadow") or base is None or base.kind != "chosen":
        return None
    return [Effect("damage", 1, Target("chosen", {**base.filter, "x_min": k}), stat=dtype, text=m.group(0),
                   condition={"source": "hero", "unpreventable": False, "divided": "X" if k == 1 else 0}) for k in range(1, X_POINTS + 1)]
