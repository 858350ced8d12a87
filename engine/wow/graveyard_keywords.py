"""Keywords a card in a graveyard gives its owner's hero (EN 701: the card's own text says where its power
works, here its owner's graveyard; 415.2, 401.2: "your" of a card outside play is its owner): "While this ally is in your graveyard, your hero has Mend 1."
(``cards.templates_grave_keywords``: the continuous power ``grave_grant_keyword``, which does nothing in
play). ``keywords._keywords`` adds them to the hero's, ``keywords._lacks`` asks :func:`gives` first and
``keywords.match_keywords`` counts them among the keywords the match may have (``none_has``). A match
whose card data has no such power (``match_statics.may_do``) looks at no graveyard."""

from __future__ import annotations

from .card_facts import data
from .cards.templates_grave_keywords import OP
from .match_statics import may_do
from .state import WowState

ADDED = ("Assault", "Mend")
"""Keywords whose numbers add up (as ``keywords._keywords`` adds the granted ones)."""


def granted(st: WowState, uid: int) -> dict[str, int]:
    """The keywords the cards in its owner's graveyard give ``uid``, if it is a player's hero; else {}."""
    if uid not in st.heroes or not may_do(st, OP):
        return {}
    p = st.heroes.index(uid)
    out: dict[str, int] = {}
    for e in _effects(st, p):
        out[e.keyword] = out.get(e.keyword, 0) + e.amount if e.keyword in ADDED else 1
    return out


def gives(st: WowState, uid: int, keyword: str) -> bool:
    """Whether a card in its owner's graveyard gives ``uid`` (a player's hero) ``keyword``."""
    if uid not in st.heroes or not may_do(st, OP):
        return False
    return any(e.keyword == keyword for e in _effects(st, st.heroes.index(uid)))


def _effects(st: WowState, p: int) -> list:
    """The ``grave_grant_keyword`` powers of the cards in player ``p``'s graveyard (their owner's, 415.2)."""
    from .cards.compiler import static_effects

    out = []
    for u in st.table.zones[p]["graveyard"]:
        for e in static_effects(data(st, u)):
            if e.op == OP and e.keyword:
                out.append(e)
    return out
