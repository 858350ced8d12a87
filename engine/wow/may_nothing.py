"""A "you may" whose "yes" could change nothing, told from PUBLIC facts only, is not asked (EN 709.3).

``procedure.run_effects`` asks the controller yes or no before an optional effect without a chosen target
(EN 709.3). Before asking, :func:`nothing` runs the check registered for the effect's op (``may_check``):
when the check finds that doing the effect would change nothing, both answers are the same, so the question
is left out, the effect is treated as not done (its "if you do" parts don't happen) and the log says why
with the rule. Each check reads only what every player sees — cards in play and in graveyards, whether a
card is ready or damaged, and the SIZE of a deck or hand — never a card's face in a hidden zone, so leaving
a question out gives nothing away (a search of a non-empty deck is still asked: its cards are hidden and the
search may fail, 413.3). The shapes:

- ``untap`` ("You may ready this ally / your hero / attached ally / it"): the card is already ready or no
  longer in play — only an exhausted card can be readied, and a card has readied only when it went from
  exhausted to ready (411.1), so its "if you do" part would not happen either;
- ``heal`` ("You may have your hero heal 2 damage from itself", "… heals 1 damage from herself"): the
  character has no damage, so no healing packet is made (407.3). Kept asked when a later part of the
  power reads "if you do" (Amah the Sun's Grace: the engine then counts a yes as done — a rule call, see
  tests/wow/test_l35w_may_nothing.py);
- ``search`` ("You may search your deck / graveyard for …"): every zone searched is empty (a deck or hand by
  its size only; 413.1: searching a zone is looking at its cards, none there), a graveyard (public, 415)
  having no card that fits;
- ``untap`` / ``heal`` on "each" card of a kind ("You may ready all allies you control", Windguard Totem; "…
  heals 1 damage from each friendly hero and ally", Grim Campfire): no card the effect reaches is exhausted /
  damaged (411.1, 407.3) — unless a later part reads "if you do" (the engine counts a yes to "each" as done);
- ``return_to_hand`` ("you may put it into its owner's hand": Escape Artist, Celestial Shard, Karina): the
  card is no longer in play (415.9a: what came back would be a new card; the op moves only a card in play);
- ``shuffle_into_deck`` (Eternal: "When this enters your graveyard from anywhere, you may shuffle it into your
  deck.") and ``self_from_graveyard`` ("you may put X from its owner's graveyard into his hand"): the card has
  left the graveyard since it triggered (415.9b: the link may act on it only while it stays there; the
  graveyard is public).

Kept asked (a yes would be a real change): a draw from an empty deck (the player is decked, 415.9e), a
payment (``engine.wow.resource_payment`` already skips one that can't be made, 403.1), a destroy of the card
itself (it reaches the graveyard: "when … is destroyed" triggers)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event
from engine.core.effects import Effect

from . import keywords as kw
from .rules import R, RuleRef
from .state import Link, WowState

Why = tuple[str, RuleRef] | None
Check = Callable[[WowState, Link, Effect, list[Effect]], Why]
_CHECKS: dict[str, Check] = {}


def may_check(op: str) -> Callable[[Check], Check]:
    """Register the public-facts check for an optional effect of ``op``: (why, rule) when yes would do nothing."""

    def reg(fn: Check) -> Check:
        _CHECKS[op] = fn
        return fn

    return reg


def nothing(st: WowState, link: Link, eff: Effect, rest: list[Effect]) -> Event | None:
    """The event "Not asked (why)" when the optional ``eff`` of ``link`` could change nothing (``rest``: the
    power's effects after it); else None."""
    check = _CHECKS.get(eff.op)
    why = check(st, link, eff, rest) if check is not None else None
    if why is None:
        return None
    return Event("decline", f"Not asked ({why[0]}): {eff.text or eff.op}", why[1], link.controller)


def _one_card(st: WowState, link: Link, eff: Effect) -> list[int] | None:
    """The cards a one-card target names (as ``procedure.run_effects`` reads them), None for other targets."""
    tgt = eff.target
    if tgt is None:
        return None
    if tgt.kind == "self":
        return [link.uid] if kw.in_play(st, link.uid) else []
    if tgt.kind == "player_hero":
        return [st.heroes[link.controller]]
    if tgt.kind == "attached":
        host = st.table.cards[link.uid].attached_to if link.uid in st.table.cards else None
        return [host] if isinstance(host, int) and host >= 0 and kw.in_play(st, host) else []
    if tgt.kind == "event":
        ev = link.data.get("event")
        return [ev] if isinstance(ev, int) and kw.in_play(st, ev) else []
    return None


def _reads_done(rest: list[Effect]) -> bool:
    """A later part of the power reads "if you do" / "unless" (``if_done`` / ``if_not_done``)."""
    return any({"if_done", "if_not_done"} & set(e.condition or {}) for e in rest)


def _each(st: WowState, link: Link, eff: Effect) -> list[int] | None:
    """The cards an "each" target reaches now (as ``procedure.run_effects`` reads them), None for other targets."""
    if eff.target is None or eff.target.kind != "each":
        return None
    from .another_target import bind
    from .targets import each_matching

    return each_matching(st, link.controller, bind(st, eff, link), link.uid)


@may_check("untap")
def _ready(st: WowState, link: Link, eff: Effect, rest: list[Effect]) -> Why:
    uids = _one_card(st, link, eff)
    if uids is None:
        return _ready_each(st, link, eff, rest)
    if not uids:
        return ("it is not in play", R("411.1"))
    if all(not st.table.cards[u].tapped for u in uids):
        return ("already ready", R("411.1"))
    return None


def _ready_each(st: WowState, link: Link, eff: Effect, rest: list[Effect]) -> Why:
    uids = _each(st, link, eff)
    if uids is None or _reads_done(rest):
        return None
    if all(not st.table.cards[u].tapped for u in uids):
        return ("nothing exhausted to ready", R("411.1"))
    return None


@may_check("heal")
def _heal(st: WowState, link: Link, eff: Effect, rest: list[Effect]) -> Why:
    if _reads_done(rest):
        return None
    uids = _one_card(st, link, eff)
    if uids is None:
        uids = _each(st, link, eff)
        if uids is None:
            return None
    if all(st.table.cards[u].damage <= 0 for u in uids):
        return ("no damage to heal", R("407.3"))
    return None


@may_check("return_to_hand")
def _to_hand(st: WowState, link: Link, eff: Effect, rest: list[Effect]) -> Why:
    uids = _one_card(st, link, eff)
    if uids is None or uids:
        return None
    return ("it is no longer in play", R("415.9a"))


def _left_graveyard(st: WowState, link: Link, eff: Effect, rest: list[Effect]) -> Why:
    if eff.target is not None:
        return None
    card = st.table.cards.get(link.uid)
    if card is None or card.zone != "graveyard":
        return ("it left the graveyard", R("415.9b"))
    return None


may_check("shuffle_into_deck")(_left_graveyard)
may_check("self_from_graveyard")(_left_graveyard)


@may_check("search")
def _search(st: WowState, link: Link, eff: Effect, rest: list[Effect]) -> Why:
    from .search import bound, card_matches

    searcher, eff = bound(st, link, eff, link.controller)
    cond = eff.condition or {}
    if cond.get("owner") is not None or cond.get("of") is not None:
        return None  # another player's zone (engine.wow.steal_search): left to the search
    flt = cond.get("filter") or {}
    for zone in (z.strip() for z in (eff.zone or "deck").split(",") if z.strip()):
        cards = st.table.zone(searcher, zone)
        if zone == "graveyard":  # public: what is there is known to all
            if any(card_matches(st, u, flt) for u in cards):
                return None
        elif zone in ("deck", "hand"):
            if cards:
                return None  # hidden faces: only an empty zone counts
        else:
            return None
    return ("nothing to search", R("413.1"))
