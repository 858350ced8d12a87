"""Helper w30abil2: a continuous "can't be exhausted" that names resources ("Ongoing: Opposing cards can't be exhausted on
your turn.", Overpower). Continuous powers give keywords only to cards in the ally and hero rows (``keywords``: a
face-down resource is blank, 412.1b); a resource is a card in play all the same (415.8a), so a static ``grant_keyword``
of Can't Exhaust to "each" card whose filter names the type "resource" also keeps the resources it fits from being
exhausted (103.2; ``restrictions.can_exhaust``: none of them pays a cost, 412.2) while its condition holds."""

from __future__ import annotations

from typing import Any

from .state import WowState

FACT = "wb30_resources_cant_exhaust"
"""``match_facts`` fact: some card data of the match prints such a power."""


def _names_resources(e: Any) -> bool:
    from .cards.keys import CANT_EXHAUST

    return (e.op == "grant_keyword" and e.keyword == CANT_EXHAUST and e.target is not None and e.target.kind == "each"
            and "resource" in e.target.filter.get("types", ()))


def _prints_it(d: dict[str, Any]) -> bool:
    from .cards.compiler import card_powers

    return any(pw.kind == "static" and pw.automated and any(_names_resources(e) for e in pw.effects) for pw in card_powers(d))


def barred(st: WowState, uid: int) -> bool:
    """Whether such a power keeps the resource ``uid`` from being exhausted now."""
    from . import keywords as kw
    from .cards.keys import CANT_EXHAUST
    from .conditions import holds
    from .powers import none_in_match, powers

    if kw.none_has(st, CANT_EXHAUST) or none_in_match(st, FACT, _prints_it):
        return False
    owner = st.table.peek(uid).controller
    for p in range(st.num_players):
        for zone in ("hero_row", "allies"):
            for src in st.table.zone(p, zone):
                if st.table.peek(src).face_down:
                    continue
                for pw in powers(st, src):
                    if pw.kind != "static" or not pw.automated:
                        continue
                    for e in pw.effects:
                        if not _names_resources(e):
                            continue
                        side = e.target.filter.get("side")
                        if (side == "opposing" and owner == p) or (side == "friendly" and owner != p):
                            continue
                        cond = (e.condition or {}).get("if")
                        if cond is None or holds(st, p, src, cond):
                            return True
    return False
