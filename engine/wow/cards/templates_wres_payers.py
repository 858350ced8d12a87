"""Cards that pay costs as though they were resources (412.2 as the card's text changes it, 103.1;
carried out by ``engine.wow.resource_payers``): "Your hero can be exhausted to pay costs as though it
were a resource." (Gromble the Apt), "Hunters you control can be exhausted …" (Hemet Nesingwary),
"Peasants you control …" (Militia Commander Balor), "Ongoing: Heroes and non-token allies in your party
…" (Resourcefulness), "Ongoing: Abilites you control …" (Gale Winds) —
``Power("static", line, [], cost={"pay_as_resource": filter})``, the filter one of ``{"hero": True}``
(your hero) or ``{"types": [...], "tag": word, "non_token": bool}`` (cards you control)."""

from __future__ import annotations

import re
from typing import Any

from . import rx
from .power import Power
from .readers import target

_PAYERS = re.compile(r"(?:Ongoing: )?(.+?) can be exhausted to pay costs as though (?:it|they) were (?:a )?resources?\.?")


def _payers(phrase: str) -> dict[str, Any] | None:
    p = rx.sub(r"\bAbilites\b", "Abilities", phrase.strip())  # Gale Winds' misprint
    if p.lower() == "your hero":
        return {"hero": True}
    m = rx.fullmatch(r"Heroes and (non-token )?allies (?:in your party|you control)", p, re.I)
    if m:
        return {"types": ["hero", "ally"], "non_token": bool(m.group(1))}
    tgt = target(p, "")
    if tgt is None or tgt.kind != "each" or tgt.filter.get("side") != "friendly" or not tgt.filter.get("types"):
        return None
    if set(tgt.filter) - {"types", "tag", "side"}:
        return None
    types = ["hero", "ally"] if tgt.filter.get("tag") and "ability" not in tgt.filter["types"] else list(tgt.filter["types"])
    return {"types": types, **({"tag": tgt.filter["tag"]} if tgt.filter.get("tag") else {})}  # "Hunters": heroes and allies (202.3)


def payer_power(body: str, line: str) -> Power | None:
    """The power of such a line, or None."""
    m = _PAYERS.fullmatch(body.strip())
    if not m or (flt := _payers(m.group(1))) is None:
        return None
    return Power("static", line, [], cost={"pay_as_resource": flt})
