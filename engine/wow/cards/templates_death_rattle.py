"""Death Rattle (printed reminder text: "Death Rattle (When this enters your graveyard from
anywhere): …"): a triggered power (EN 703.1) of the card itself, set off when it is put into its
owner's graveyard (415.2) from any zone — destroyed, discarded, milled, interrupted, sacrificed.

:func:`death_rattle` reads ``Death Rattle[ (reminder)][ ]: EFFECT`` into ``("self_ev", effects,
{"what": "graveyard"})`` only when the whole effect compiles; the engine side is
``engine.wow.death_rattle``; a resolved ability's own move to the graveyard (305.1) is handed to it by
``engine.wow.procedure.resolve_card``."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.core.effects import Effect

Compile = Callable[[str, str], tuple[list, bool]]

TRIGGER = "self_ev"
_LINE = re.compile(r"Death Rattle ?(?:\(When this (?:ally |armor |weapon |item |card |equipment )?enters your graveyard from anywhere\.?\))? ?: ?(?P<rest>.+)")
_SELF = re.compile(r"\b(?:this (?:ally|armor|weapon|item|card|equipment))\b")


_ETERNAL = re.compile(r"When this (?:card )?enters your graveyard from anywhere, you may shuffle (?:it|this card) into your deck\.?")


def death_rattle(body: str, name: str, ctype: str | None, compile_effects: Compile) -> tuple[str, list[Effect], dict] | None:
    """ "Death Rattle: EFFECT" → a graveyard self-trigger, or None (not this family or not read in full).
    Eternal's reminder text is the same trigger with the ``shuffle_into_deck`` op (``engine.wow.eternal``)."""
    if _ETERNAL.fullmatch(body.strip()):
        return TRIGGER, [Effect("shuffle_into_deck", optional=True, text=body.strip())], {"what": "graveyard"}
    m = _LINE.fullmatch(body.strip())
    if not m:
        return None
    rest = m.group("rest").strip()
    effs, ok = compile_effects(rest[0].upper() + rest[1:], name)
    if not ok or not effs or any(e.op == "manual" or (e.target is not None and e.target.kind in ("self", "ref")) for e in effs):
        return None  # "Put this armor into its owner's hand": the engine's "self" is a card in play
    return TRIGGER, effs, {"what": "graveyard"}
