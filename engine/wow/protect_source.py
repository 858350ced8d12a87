"""A hero that may protect the card whose power says so: "Your hero can protect Farrum." (Dark Archon
Farrum; EN glossary Protector: "may exhaust to become the defender when an opposing hero or ally attacks",
602.2). Compiled as ``Effect("can_protect", 0, Target("player_hero"), condition={"defends_source": True})``
(``cards.templates_can_protect``); ``combat._may_protect`` asks :func:`may_protect` — only that very card
(its source), not another of the same name."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState


def may_protect(st: WowState, uid: int, defender: int) -> bool:
    """Whether a continuous power of ``defender`` lets ``uid`` protect it."""
    for src, effs in kw.sources_doing(st, "can_protect"):
        if src != defender:
            continue
        for e in effs:
            if (e.condition or {}).get("defends_source") and kw.affected(st, src, e.target, uid):
                return True
    return False
