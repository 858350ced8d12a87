"""Cards that pay costs as though they were resources: "Your hero can be exhausted to pay costs as
though it were a resource." (Gromble the Apt), "Hunters you control can be exhausted to pay costs as
though they were resources." (Hemet Nesingwary), Peasants (Militia Commander Balor), "Heroes and
non-token allies in your party" (Resourcefulness), "Abilites you control" (Gale Winds).

412.2: resource costs are paid by exhausting resources you control; such a card's text (103.1) lets a
ready card of the kind it names be exhausted instead of one resource, for any resource cost — a card's
play cost (403.6a), a strike cost (303.2), a payment power's (N) (403.6b), a quest's completion cost
(702.1), "pay N" (an attack's tax, "unless … pays", "you may pay 1"). The card paying must be ready and
able to exhaust (103.2, ``restrictions.can_exhaust``); the card a cost also exhausts (its own [Exhaust],
"exhaust your hero") can't pay a resource of it too (403.1: each cost is paid; a card exhausts once).
An ally that entered play this turn may pay (a rule call: paying this way is no [Exhaust] power of it,
302.2 doesn't apply).

Compiled shape (``cards.templates_wres_payers``): ``Power("static", line, [], cost={"pay_as_resource":
filter})`` on a face-up card in play; the filter ``{"hero": True}`` (its controller's hero) or
``{"types": [...], "tag": word, "non_token": bool}`` (cards its controller controls).

Paying: resources first (face-down ones first, as ``WowEngine._pay`` always did), then these cards in
table order — unless the action names the cards to use first (``as_resources``: a list of uids; the
listing offers each such card, and all of them, as a way to pay).
"""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from . import match_facts
from .card_facts import GAIN_TEXT
from .cards.compiler import card_powers
from .lost_powers import blank
from .restrictions import EXTRA_PAYERS, can_exhaust
from .rules import R
from .state import WowState

RULE = R("412.2")


def _has(d: dict[str, Any]) -> bool:
    from . import resource_payers as own  # its name for the compiled powers (a test may stand in for it)

    return any("pay_as_resource" in pw.cost for x in (d, blank(d)) for pw in own.card_powers(x))


_FACT = "resource_payers.any"


def none_in_match(st: WowState) -> bool:
    """No card of the match can let cards pay as resources (no card data has such a power and no card
    gained text, 200.1a): the usual case, answered from the match's facts."""
    if not match_facts.SHORTCUTS:
        return False
    for m in st.modifiers:
        if m.stat == GAIN_TEXT:
            return False
    return not match_facts.some_card(st, _FACT, _has)


def _filters(st: WowState, p: int) -> list[dict[str, Any]]:
    """The payer filters of ``p``'s face-up cards in play (its allies, its hero row: hero, equipment,
    ongoing abilities)."""
    out = []
    for zone in ("hero_row", "allies"):
        for src in st.table.zones[p][zone]:
            if st.table.peek(src).face_down:
                continue
            for pw in card_powers(kw.data(st, src)):
                if "pay_as_resource" in pw.cost:
                    out.append(pw.cost["pay_as_resource"])
    return out


def _fits(st: WowState, p: int, uid: int, flt: dict[str, Any]) -> bool:
    if flt.get("hero"):
        return uid == st.heroes[p]
    if kw.kinds(st, uid).isdisjoint(flt.get("types", ())):
        return False
    if flt.get("tag") and flt["tag"].lower() not in kw.words(st, uid):
        return False
    return not (flt.get("non_token") and "token" in kw.words(st, uid))


def extra(st: WowState, p: int, keep: tuple[int, ...] = ()) -> list[int]:
    """``p``'s ready cards (not resources) that can be exhausted to pay costs as though they were
    resources, in table order (hero row, then allies); ``keep``: cards the cost exhausts otherwise."""
    if none_in_match(st):
        return []
    memo = kw.kept(st)
    key = ("resource_payers", p)
    found = memo.get(key) if memo is not None else None
    if found is None:
        flts = _filters(st, p)
        found = []
        if flts:
            for zone in ("hero_row", "allies"):
                for uid in st.table.zones[p][zone]:
                    card = st.table.peek(uid)
                    if card.tapped or card.face_down or card.controller != p:
                        continue
                    if any(_fits(st, p, uid, f) for f in flts) and can_exhaust(st, uid):
                        found.append(uid)
        if memo is not None:
            memo[key] = found
    return [u for u in found if u not in keep] if keep else list(found)


def resources(st: WowState, p: int, keep: tuple[int, ...] = ()) -> list[int]:
    """``p``'s ready resources that can be exhausted, face-down ones first (412.2)."""
    ready = [u for u in st.table.zone(p, "resources") if not st.table.peek(u).tapped and u not in keep and can_exhaust(st, u)]
    ready.sort(key=lambda u: not st.table.peek(u).face_down)
    return ready


def payers(st: WowState, p: int, keep: tuple[int, ...] = (), first: list[int] | tuple[int, ...] = ()) -> list[int]:
    """The cards that pay ``p``'s resource costs, in the order they are exhausted: ``first`` (cards named
    by the action, among ``extra``), then resources, then the other ``extra`` cards."""
    more = extra(st, p, keep)
    named = [u for u in first if u in more]
    return named + resources(st, p, keep) + [u for u in more if u not in named]


def count(st: WowState, p: int, keep: tuple[int, ...] = ()) -> int:
    """How many cards can pay ``p``'s resource costs besides its resources (``extra``)."""
    return len(extra(st, p, keep))


EXTRA_PAYERS.append(count)  # an exhaust tax is paid like any cost (restrictions._tax_ready, engine.wow.exhaust_tax)


def problem(st: WowState, p: int, named: Any, n: int, keep: tuple[int, ...] = ()) -> str | None:
    """Why ``named`` (an action's ``as_resources``) can't pay part of a cost of ``n``: None if it can."""
    if named in (None, []):
        return None
    if not isinstance(named, list) or len(set(named)) != len(named) or not all(isinstance(u, int) for u in named):
        return "name distinct cards of yours (as_resources)"
    more = extra(st, p, keep)
    if any(u not in more for u in named):
        return "only a ready card a card of yours lets pay costs as though it were a resource can (as_resources)"
    if len(named) > n:
        return f"this cost is {n}: name at most {n} card(s) to exhaust for it"
    return None


def options(st: WowState, p: int, n: int, keep: tuple[int, ...] = ()) -> list[tuple[list[int], str]]:
    """Ways to pay a cost of ``n`` to list (besides the usual one, resources first): each card that
    may pay as a resource first, and all of them first (up to ``n``)."""
    if n <= 0:
        return []
    more = extra(st, p, keep)
    if not more:
        return []
    out = [([u], f", exhausting {kw.name(st, u)} as a resource") for u in more]
    if len(more) > 1 and n > 1:
        some = more[:n]
        out.append((some, ", exhausting " + ", ".join(kw.name(st, u) for u in some) + " as resources"))
    return out


def exhaust(st: WowState, p: int, n: int, keep: tuple[int, ...] = (), first: Any = ()) -> list[int]:
    """Exhaust ``n`` payers (``payers`` order); the uids exhausted (fewer when short)."""
    paying = payers(st, p, keep, first if isinstance(first, (list, tuple)) else ())[: max(n, 0)]
    for uid in paying:
        st.table.cards[uid].tapped = True
    return paying


def overlap(st: WowState, p: int, keep: tuple[int, ...]) -> int:
    """How many of ``keep`` (cards a cost exhausts otherwise) ``extra`` counts: they can't pay too."""
    if not keep or none_in_match(st):
        return 0
    more = extra(st, p)
    return sum(1 for u in keep if u in more)
