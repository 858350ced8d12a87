"""What "another" is other than in "another target …" (EN 706: a target must be a card the words allow).

``readers.target`` reads "another target X" as a different card from the power's other targets (``distinct``) that
is not the card with the power either (``exclude_self``): "[Exhaust] -> Ready another target ally." printed on an
ally names no other object, so "another" is other than that ally. When the sentence or the trigger names a first
object, "another" is other than that object instead, and the card with the power may be chosen:

- an earlier chosen target of the same power: "Primalist Naseth deals 4 nature damage to target hero or ally and
  heals 4 damage from another target hero or ally." — a different card from the first target (``distinct`` alone);
- the card the triggering event happened to: "When an ally enters play under your control, Jasmia may heal all damage
  from another target ally." — not the entering ally (``other_than`` "event", bound to the link's event card by
  ``engine.wow.another_target``);
- your hero: "Your hero heals 5 damage from itself and 5 damage from another target hero or ally." (Binding Heal,
  ``templates_wtgt``) — not your hero (``other_than`` "hero").
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.core.effects import Effect, Target

from .power import Power
from .readers import OTHER_EVENTS

ANOTHER = re.compile(r"\banother target\b", re.I)
"""The words whose "another" this module reads (not "each other", "other target cards": those name no first object)."""

OTHER_THAN = "other_than"
"""Filter key: "hero" (not the chooser's hero) or "event" (not the triggering event's card)."""


def _event_names_another(pw: Power) -> bool:
    """The trigger's event happened to a card other than the one with the power ("When an ally enters play …",
    "When Supremus deals combat damage to a hero or ally …"): its "another" is other than that card (EN 703)."""
    if pw.kind != "triggered":
        return False
    return pw.trigger in OTHER_EVENTS or (pw.trigger == "self_ev" and bool((pw.cost or {}).get("to"))) \
        or (pw.trigger == "enter_ally_filtered" and not (pw.cost or {}).get("self_too"))


def _reread(e: Effect, earlier_target: bool, event: bool) -> Effect:
    flt = e.target.filter if e.target is not None else {}
    if not (flt.get("exclude_self") and flt.get("distinct") and ANOTHER.search(e.text or "")):
        return e
    if earlier_target:
        new = {k: v for k, v in flt.items() if k != "exclude_self"}  # other than the first target: ``distinct``
    elif event:
        new = {**{k: v for k, v in flt.items() if k != "exclude_self"}, OTHER_THAN: "event"}
    else:
        return e  # no first object: other than the card with the power
    return replace(e, target=Target(e.target.kind, new, e.target.count, e.target.up_to))


def refer_back(powers: tuple[Power, ...] | list[Power]) -> tuple[Power, ...]:
    """``powers`` with each "another target" read against the first object its power names."""
    out = []
    for pw in powers:
        effs, seen, event = [], False, _event_names_another(pw)
        for e in pw.effects:
            effs.append(_reread(e, seen, event))
            seen = seen or (e.target is not None and e.target.kind == "chosen")
        out.append(pw if all(a is b for a, b in zip(effs, pw.effects, strict=True)) else replace(pw, effects=effs))
    return tuple(out)
