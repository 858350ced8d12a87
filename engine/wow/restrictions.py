"""Continuous "can't ready" restrictions (103.2: a "can't" wins over a "can"): a card with the
pseudo-keyword :data:`~engine.wow.cards.keys.CANT_READY` ("Attached ally can't ready.", Wild Roots)
stays exhausted through its controller's ready step (501.1a), a "ready target …" effect (411.1) and
Inspire (501.1b)."""

from __future__ import annotations

from collections.abc import Callable

from . import keywords as kw
from . import match_facts, opposing_exhaust, unexhaustable_resources, wtime_bans
from .cards.keys import CANT_EXHAUST, CANT_READY
from .state import WowState


def may_have(st: WowState, word: str) -> bool:
    """Whether some card may have the keyword ``word`` now (False only when none can, so a reader
    may skip asking ``kw.keywords`` card by card): it lists a keyword only from a card's data (printed,
    copied or gained: some card data of the match, 402.2, 200.1a; a blank or face-down card has none),
    a modifier, or a continuous power granting it (EN 714; the chosen or copied resistances of
    ``grant_chosen`` and ``wst2_resist_opposing`` count as any word). Inside ``keywords.reading``
    worked out once per word."""
    if kw.none_has(st, word):
        return False  # no card data of the match prints or grants it, no modifier gives it (no static source read)
    memo = st.table.reading  # ``kw.kept`` inlined (asked per card)
    key = ("may_have", word)
    if memo is not None and (found := memo.get(key)) is not None:
        return found
    out = (not match_facts.SHORTCUTS or (bool(st.modifiers) and _modified(st, word))
           or (_granted(st, word) if memo is not None else _granted_now(st, word))
           or _printed(st, word))
    if memo is not None:
        memo[key] = out
    return out


def _modified(st: WowState, word: str) -> bool:
    """Whether a modifier gives some card ``word``."""
    for m in st.modifiers:  # noqa: SIM110  (a loop: no cells made at every ``may_have``)
        if m.keyword == word:
            return True
    return False


def _granted_now(st: WowState, word: str) -> bool:
    """Whether a continuous power may give some card ``word`` (EN 714): one granting it, or a chosen
    or copied resistance (``grant_chosen``, ``wst2_resist_opposing``, any word)."""
    return (any(e.keyword == word for _, effs in kw.sources_doing(st, "grant_keyword") for e in effs)
            or bool(kw.sources_doing(st, "grant_chosen")) or bool(kw.sources_doing(st, "wst2_resist_opposing")))


def _granted(st: WowState, word: str) -> bool:
    """``_granted_now`` inside ``keywords.reading``, read from the static sources at once (each
    ``sources_doing`` is those sources' effects doing one op: no card of the match doing an op has
    none among them) and kept by the sources' identity (a tuple kept with them, never changed; at most
    ``_KEEP`` of them), so a reading asks no op in turn."""
    srcs = kw.static_sources(st)
    hit = _GRANTS.get(id(srcs))
    if hit is None or hit[0] is not srcs:
        if len(_GRANTS) > _KEEP:
            _GRANTS.clear()
        hit = _GRANTS[id(srcs)] = (srcs, {})
    found = hit[1].get(word)
    if found is None:
        found = hit[1][word] = _grants(srcs, word)
    return found


def _grants(srcs: tuple, word: str) -> bool:
    """Whether some effect of ``srcs`` may give a card ``word`` (``_granted`` read afresh)."""
    return any((e.op == "grant_keyword" and e.keyword == word) or e.op in _ANY_WORD for _, effs in srcs for e in effs)


_ANY_WORD = ("grant_chosen", "wst2_resist_opposing")
"""The ops that may give a card any keyword (a chosen or copied resistance)."""

_GRANTS: dict[int, tuple[tuple, dict[str, bool]]] = {}
"""``_granted``'s answers per word, by the static sources' id, with those sources."""

_KEEP = 256
"""At most this many static sources' answers are kept (memory per live match)."""


def _printed(st: WowState, word: str) -> bool:
    """Whether some card data of the match has ``word`` among its keywords; kept on the table with
    the other match facts (``match_facts``: carried to the next states, read again when a card data
    entry is added). Each data is looked at here, none is kept (memory per live match)."""
    kept = st.table.kept.get("_wow_match_facts")  # (no dict made at every call, as ``setdefault`` would)
    if kept is None:
        kept = st.table.kept["_wow_match_facts"] = {}
    fact = _FACT + word
    hit = kept.get(fact)
    if hit is None or hit[0] != len(st.cards):
        hit = kept[fact] = (len(st.cards), _prints(st, word))
    return hit[1]


def _prints(st: WowState, word: str) -> bool:
    """``_printed`` read afresh."""
    return any(word in (d.get("keywords") or ()) for d in st.cards.values())


_FACT = "restrictions.printed:"
"""The match facts' names: this prefix and the keyword."""


def can_ready(st: WowState, uid: int) -> bool:
    """May this card become ready now (103.2)? A resource: also its attachment's "can't ready"
    (``resource_cant_ready``)."""
    if st.table.peek(uid).zone == "resources":
        from .resource_cant_ready import held_down

        if held_down(st, uid):
            return False
    if wtime_bans.forbids(st, uid, "ready"):  # "Cards in play can't ready until after your next turn." (helper wtime)
        return False
    return not kw.has(st, uid, CANT_READY)


def can_exhaust(st: WowState, uid: int, paying: bool = False, paid: bool = False) -> bool:
    """May this card become exhausted now (103.2)? "Attached ally can't attack or exhaust." (Glacial
    Tomb) rules out every act that exhausts it: attacking (EN 601.2), protecting (EN 602.2), striking
    (303.2), an armor's prevention (304.3), [Exhaust] and other exhausting costs (411.1, 403.1, 403.3),
    paying with a resource (412.2) and an "exhaust target …" effect (411.1). ``paying``: its controller's own act
    that pays an exhaust tax with it (attacking, protecting, its own [Exhaust] cost, his own effect once he said he
    pays; ``engine.wow.exhaust_tax``) — anything else finds a taxed card unable to exhaust (nothing paid for it).
    ``paid``: its controller has just paid the tax for it (``exhaust_tax.gate``)."""
    if wtime_bans.forbids(st, uid, "exhaust"):  # "opposing cards can't … exhaust until the start of your next turn" (helper wtime)
        return False
    if st.table.peek(uid).zone == "resources" and unexhaustable_resources.barred(st, uid):  # "Opposing cards can't be exhausted on your turn." (helper w30abil2)
        return False
    if may_have(st, opposing_exhaust.KEYWORD) and opposing_exhaust.barred(st, uid):
        return False  # "It can't be exhausted by opposing cards and effects this turn." (engine.wow.opposing_exhaust)
    if may_have(st, CANT_EXHAUST) and kw.has(st, uid, CANT_EXHAUST):
        return False
    if (n := tax(st, uid)):  # "can't attack or exhaust unless its controller pays 2" (engine.wow.exhaust_tax, 403.1)
        return paid or (paying and _tax_ready(st, uid, n))  # paid only as its controller's own act (asked: engine.wow.exhaust_tax)
    return True


EXHAUST_TAX = "yg33_exhaust_tax"
"""The pseudo-keyword of ``engine.wow.exhaust_tax``: its amount is what exhausting (or attacking with) the card costs
its controller."""


def tax(st: WowState, uid: int) -> int:
    """What exhausting ``uid`` costs its controller now (0: untaxed; ``engine.wow.exhaust_tax``)."""
    if uid not in st.table.cards or not may_have(st, EXHAUST_TAX):
        return 0
    return int(kw.keywords(st, uid).get(EXHAUST_TAX, 0) or 0)


def _tax_ready(st: WowState, uid: int, n: int) -> bool:
    """Its controller can pay ``n`` besides ``uid``, as he pays any cost: ready resources (412.2) and the cards that pay
    costs as though they were resources (``engine.wow.resource_payers``, registered in :data:`EXTRA_PAYERS`)."""
    p = st.table.peek(uid).controller
    ready = sum(1 for u in st.table.zones[p]["resources"] if u != uid and not st.table.peek(u).tapped)
    if ready >= n or not EXTRA_PAYERS:
        return ready >= n
    return ready + EXTRA_PAYERS[0](st, p, (uid,)) >= n  # (a taxed payer can't pay: ``can_exhaust`` without ``paying``)


EXTRA_PAYERS: list[Callable[[WowState, int, tuple[int, ...]], int]] = []
"""``resource_payers.count`` (how many cards pay costs as resources), put here by that module: it imports this one."""
