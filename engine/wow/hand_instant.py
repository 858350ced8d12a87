"""Cards in a hand made instant by another card (409.1: an instant may be played whenever its
player has priority; EN 714 continuous powers), or losing it:

- continuous (the op ``hand_instant``, read here, never resolved): "Ally cards in your hand are
  instant." (Magistrix Oleinas), "Mages and [Mage] cards in your hand are instant." (Sparkington the
  Abrupt); ``condition={"filter": …, "side": "friendly" | "opposing", "lose": bool}`` — "Cards in
  opposing hand lose and can't have instant." (Edward the Odd: a loss wins over any grant);
- for the turn (the op ``hand_instant_turn``, noted in this turn's history ``st.turn_log``): "Weapon
  cards in your hand are instant this turn." (Victoria Jaton); with ``condition["until"]`` (a card
  filter) it ends once the player plays such a card: "Ally cards in your hand are instant this turn
  until you play an ally." (The Fare of Lar'korwi) — the turn's ``play`` entries say so; an ``until`` with a ``tag``
  ("until you play a Monster ally", Vortex) reads the cards played since (``dealt_with_ability``'s ``w8a_played``).
  The cards it makes instant are those of the kind in the hand as it resolves (``uids``: EN 714.1, a one-shot effect's
  set of cards is fixed as it resolves — rule call, tests/wow/test_q36_hand_instant_set.py): a card drawn afterwards
  is not, nor one that left the hand since (:func:`prune`, after every batch of events: back in the hand it is a new
  card, 415.9a).

:func:`instant` is what the engine asks (``WowEngine._play_problem`` and the listed plays)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import match_facts
from .lost_powers import NONE_SUPPRESS
from .ops import GAME, OpCall
from .rules import EN
from .search import card_matches
from .state import WowState

EV = "hand_instant"
_KINDS = {"equipment": ("weapon", "armor", "item")}


def instant(st: WowState, player: int, uid: int) -> bool:
    """Whether ``player`` may play ``uid`` as an instant now: printed so, or made so while it is in
    his hand (and no power takes it away); inside ``keywords.reading`` worked out once per card and
    player (listing actions asks for every card in hand, and again in ``WowEngine._play_problem``) —
    or, when no power grants or takes away instant now (no such continuous power, no such entry this
    turn), read from each card's data."""
    memo = st.table.reading  # ``kw.kept`` inlined (asked per card)
    if memo is None:
        return _instant(st, player, uid)
    if _plain(st, player, memo):
        return bool(kw.data(st, uid).get("instant"))
    key = ("hand_instant", player, uid)
    if (found := memo.get(key)) is not None:
        return found
    out = memo[key] = _instant(st, player, uid)
    return out


def instants(st: WowState, player: int, uids: list[int]) -> list[int]:
    """The cards of ``uids`` that :func:`instant` says ``player`` may play as instants now, in order
    (listing actions outside the main window asks for every card in hand: when no power grants or
    takes away instant, each card's data is read once and nothing else)."""
    memo = st.table.reading
    out = []  # (loops: no cells made at every listing)
    if memo is not None and _plain(st, player, memo):
        data = kw.data
        maybe = _maybe_instant(st)
        for u in uids:
            if (maybe is None or u in maybe) and data(st, u).get("instant"):
                out.append(u)
        return out
    ask = _instant if memo is None else instant
    for u in uids:
        if ask(st, player, u):
            out.append(u)
    return out


def _maybe_instant(st: WowState) -> frozenset[int] | None:
    """The cards whose data may say "instant" when no card of the match takes powers away
    (``lost_powers``): a card's data is then its printed data unless it has a modifier (a copy 402.2,
    gained text 200.1a; ``card_facts._read``) — so those, and the printed instants
    (``match_facts.printed_uids``). None: any card may."""
    if not match_facts.SHORTCUTS or st.table.kept.get(NONE_SUPPRESS) != len(st.cards):
        return None
    printed = match_facts.printed_uids(st, _PRINTED, _printed_instant)
    return printed | {m.uid for m in st.modifiers} if st.modifiers else printed


def _printed_instant(d: dict[str, Any]) -> bool:
    return bool(d.get("instant"))


_PRINTED = "hand_instant.printed"
"""The fact of ``_maybe_instant``'s printed instants among the match's facts (``match_facts``)."""


def _plain(st: WowState, player: int, memo: dict) -> bool:
    """No power grants or takes away instant for ``player`` now: each card is as printed (``memo``:
    the answers kept inside ``keywords.reading``, where this is worked out once per player)."""
    plain = memo.get(("hand_instant_plain", player))
    if plain is None:
        plain = memo["hand_instant_plain", player] = not kw.sources_doing(st, "hand_instant") and not _turn_grants(st, player)
    return plain


def _instant(st: WowState, player: int, uid: int) -> bool:
    """:func:`instant` worked out afresh."""
    printed = bool(kw.data(st, uid).get("instant"))
    card = st.table.peek(uid)
    if card.zone != "hand":
        return printed
    granted = False
    for src, effs in kw.sources_doing(st, "hand_instant"):
        ctl = st.table.peek(src).controller
        for e in effs:
            c = e.condition or {}
            if ((c.get("side", "friendly") == "friendly") == (ctl == player)) and card_matches(st, uid, c.get("filter") or {}):
                if c.get("lose"):
                    return False  # "lose and can't have instant" (EN 714: can't have wins)
                granted = True
    return printed or granted or _this_turn(st, player, uid)


def _this_turn(st: WowState, player: int, uid: int) -> bool:
    log = st.turn_log
    for i in _turn_grants(st, player):
        e = log[i]
        uids = e.get("uids")
        if uids is None:  # (an entry without its set: each card of the kind, as read now)
            if not card_matches(st, uid, e.get("filter") or {}):
                continue
        elif uid not in uids:
            continue  # not in the hand as it resolved, or left the hand since (EN 714.1, 415.9a)
        until = e.get("until")
        if until is None:
            return True
        if until.get("tag"):  # "until you play a Monster ally": the cards played since, each one read (w8a_played; helper w30abil2)
            if not any(x.get("ev") == "w8a_played" and x.get("turn") == st.turn and x.get("who") == player and x.get("uid") in st.table.cards
                       and card_matches(st, x["uid"], until) for x in log[i + 1:]):
                return True
            continue
        kinds = {k for t in until.get("types") or [] for k in (t, *_KINDS.get(t, ()))}
        if not any(x.get("ev") == "play" and x.get("turn") == st.turn and x.get("who") == player and (not kinds or x.get("type") in kinds)
                   for x in log[i + 1:]):
            return True  # "until you play an ally": no ally played since
    return False


def _turn_grants(st: WowState, player: int) -> list[int]:
    """Where this turn's history holds ``player``'s "… in your hand are instant this turn" entries,
    in order; inside ``keywords.reading`` looked for once (listing actions asks for every card in hand)."""
    memo = st.table.reading  # ``kw.kept`` inlined (asked per card)
    key = ("hand_instant_turn", player)
    if memo is not None and (found := memo.get(key)) is not None:
        return found
    out = []  # (a loop: no cells made at every listing)
    for i, e in enumerate(st.turn_log):
        if e.get("ev") == EV and e.get("turn") == st.turn and e.get("who") == player:
            out.append(i)
    if memo is not None:
        memo[key] = out
    return out


def prune(st: WowState) -> None:
    """After every batch of events (``procedure.event_triggers``): a card that left its player's hand is taken out of
    this turn's sets (415.9a: back in the hand it is a new card). Each changed entry is a new record in a new list (the
    turn's history is shared by state copies, ``engine._RECORD_LISTS``)."""
    log = st.turn_log
    if not log:
        return
    new: list[dict[str, Any]] | None = None
    for i, e in enumerate(log):
        if e.get("ev") != EV or e.get("turn") != st.turn or not e.get("uids"):
            continue
        hand = st.table.zones[e["who"]]["hand"]
        kept = [u for u in e["uids"] if u in hand]
        if len(kept) != len(e["uids"]):
            if new is None:
                new = list(log)
            new[i] = {**e, "uids": kept}
    if new is not None:
        st.turn_log = new


@resolves(GAME, "hand_instant_turn")
def _hand_instant_turn(call: OpCall) -> list[Event]:
    """The cards of the kind in the player's hand as it resolves are instant this turn (EN 714.1: the set is fixed now;
    rule call, module docstring)."""
    st, p = call.st, call.player
    cond: dict[str, Any] = call.eff.condition or {}
    flt = cond.get("filter") or {}
    uids = [u for u in st.table.zone(p, "hand") if card_matches(st, u, flt)]
    st.turn_log.append({"ev": EV, "who": p, "filter": flt, "until": cond.get("until"), "turn": st.turn, "uids": uids})
    text = call.eff.text or "cards in hand are instant this turn"
    return [Event("modify", f"P{p + 1}: {text} (the cards in hand now)", EN("714.1"), p)]
