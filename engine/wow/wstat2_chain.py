"""Antonidas's Aegis of Rapt Concentration "Your ability cards can't be interrupted." (103.2 over EN 711;
helper wstat2): a continuous power ``uninterruptible`` on ``Target("each", {"types": ["ability"], "side":
"friendly"})`` of a card in play; ``graveyard_replay.cant_be_interrupted`` asks :func:`group_uninterruptible`
about each card link on the chain."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

OP = "uninterruptible"


def group_uninterruptible(st: WowState, uid: int) -> bool:
    """Whether a card in play makes the card ``uid`` (being played) one that can't be interrupted."""
    found = kw.sources_doing(st, OP)
    if not found:
        return False
    card = st.table.peek(uid)
    kinds = {str(kw.data(st, uid).get("type") or "")}
    for src, effs in found:
        source = st.table.peek(src)
        for e in effs:
            if e.target is None or e.target.kind != "each":
                continue
            flt = e.target.filter
            if flt.get("side") == "friendly" and card.controller != source.controller:
                continue
            if flt.get("types") and not kinds & set(flt["types"]):
                continue
            return True
    return False
