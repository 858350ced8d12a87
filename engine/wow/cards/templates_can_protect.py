"""Limited protectors (EN glossary Protector: "may exhaust to become the defender when an opposing
hero or ally attacks"; ``combat.protectors``): "Old Bones can protect your hero.", "This ally can
protect other allies.", "This ally can protect Peasants.", "This ally can protect against Death
Knights." — the card may protect only such a defender (or only against such an attacker). Compiled
as ``Effect("can_protect", 0, Target("self"), condition={"defender": filter} | {"attacker": filter})``;
read by ``templates_statics``."""

from __future__ import annotations

from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import card_filter
from .readers import is_self


def _whom(phrase: str) -> dict[str, Any] | None:
    p = phrase.strip()
    if p.lower() == "your hero":
        return {"defender": {"types": ["hero"]}}
    if p.lower() in ("other allies", "friendly allies"):
        return {"defender": {"types": ["ally"]}}
    m = rx.fullmatch(r"against ([A-Z][\w' ]+?)s", p)
    if m and (flt := card_filter(m.group(1))) is not None and flt.get("tag"):
        return {"attacker": {"tag": flt["tag"]}}
    m = rx.fullmatch(r"([A-Z][\w']+)s", p)
    if m:
        return {"defender": {"types": ["ally"], "tag": m.group(1)}}
    m = rx.fullmatch(r"allies with ([A-Z][\w']+) in their names", p)
    if m:  # "This ally can protect allies with VanCleef in their names." (Edwin VanCleef's tokens; helper wreal2)
        return {"defender": {"types": ["ally"], "name_has": m.group(1)}}
    return None


def can_protect(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``can_protect`` continuous effect on the card itself, or None."""
    m = rx.fullmatch(r"(.+?) can protect (.+?)\.?", s.strip())
    if m and m.group(1).lower() == "your hero" and is_self(m.group(2), name):  # "Your hero can protect Farrum." (engine.wow.protect_source)
        return [Effect("can_protect", 0, Target("player_hero", {}), duration="permanent", condition={"defends_source": True}, text=text)]
    if not m or not is_self(m.group(1), name) or (whom := _whom(m.group(2))) is None:
        return None
    return [Effect("can_protect", 0, Target("self", {}), duration="permanent", condition=whom, text=text)]
