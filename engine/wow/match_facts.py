"""Facts about the cards of a whole match, read once: "does any card of this match have power X?"
lets a per-event or per-query scan of the table stop at once when the answer is no (most matches
have no card that suppresses powers or listens to a hand; issue 21).

A match's card data (``st.cards``, by card id) never changes; entries are only added (tokens,
copies). So each card data's answer is kept by its identity, and the match's answer is kept on
the table (a copy of the table, made by every ``apply``, starts without it) under the number of
entries."""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import Any

from .state import WowState

Test = Callable[[dict[str, Any]], bool]

SHORTCUTS = True
"""Whether the match-wide shortcuts built on these facts may skip work (``match_triggers.hears``,
``hand_leave.fire``); the shortcut tests turn it off for the long way."""

KEEP_DATA = 2048
"""At most this many card data answers are kept per fact (here and in ``match_triggers``,
``match_statics``): they hold the data, so a live server's finished matches would otherwise stay in
memory through them (issue 21: memory per live match)."""

_BY_DATA: dict[str, dict[int, tuple[dict[str, Any], bool]]] = {}
"""Per fact, each card data's answer by the data's id (the data is kept, so its id can't be reused)."""


def some_card(st: WowState, fact: str, test: Test) -> bool:
    """Whether ``test`` holds for the data of some card of the match. ``fact`` names the test (one
    name, one test)."""
    kept = st.table.kept.get("_wow_match_facts")  # (no dict made at every call, as ``setdefault`` would)
    if kept is None:
        kept = st.table.kept["_wow_match_facts"] = {}
    hit = kept.get(fact)
    n = len(st.cards)
    if hit is not None and hit[0] == n:
        return hit[1]
    if hit is not None and hit[0] < n and hit[1]:
        kept[fact] = (n, True)  # card data is only added: the data that passed is still there
        return True
    answers = _BY_DATA.setdefault(fact, {})
    if len(answers) > KEEP_DATA:
        answers.clear()
    found = False
    # data is only added, after the entries read last time (a dict keeps its order): only those are read
    for d in islice(st.cards.values(), hit[0] if hit is not None and hit[0] < n else 0, None):
        known = answers.get(id(d))
        if known is None or known[0] is not d:
            known = answers[id(d)] = (d, bool(test(d)))
        if known[1]:
            found = True
            break
    kept[fact] = (n, found)
    return found


def printed_uids(st: WowState, fact: str, test: Test) -> frozenset[int]:
    """The cards (uids, any zone) whose printed data passes ``test`` (``fact`` as in
    :func:`some_card`). A card's id never changes and uids are never reused, so the set is kept on
    the table under ``next_uid`` and the number of card data entries (a new card is a new uid; new
    data may pass): one lookup, asked for every listing and check. Copy and gained-text effects
    (402.2, 200.1a) are not looked at: a caller reading a card's current powers asks about them itself."""
    table = st.table
    kept = table.kept.get("_wow_match_uids")
    if kept is None:
        kept = table.kept["_wow_match_uids"] = {}
    hit = kept.get(fact)
    n = len(st.cards)
    if hit is not None and hit[0] == table.next_uid and hit[1] == n:
        return hit[2]
    if not some_card(st, fact, test):
        out = _NONE
    elif hit is not None and hit[0] <= table.next_uid and hit[1] <= n:
        out = _added(st, fact, test, hit)  # only what was added since is read (the others' ids never change)
    else:
        out = _printed_uids(st, fact, test)
    kept[fact] = (table.next_uid, n, out)
    return out


def _added(st: WowState, fact: str, test: Test, hit: tuple[int, int, frozenset[int]]) -> frozenset[int]:
    """:func:`printed_uids` from its answer ``hit`` (next uid, number of card data entries, uids):
    those still on the table (a token outside play ceases to exist, 410.6d), the cards whose data
    has been added since (card data is only added, after the entries there were: a card whose data
    was missing was left out), then the cards added since (uids from that next uid on)."""
    since, entries, before = hit
    answers = _BY_DATA.setdefault(fact, {})
    cards = st.table.cards
    found = [u for u in before if u in cards]
    if entries < len(st.cards):
        new_ids = set(islice(st.cards, entries, None))
        for uid, card in cards._cur.items():  # type: ignore[attr-defined]  # reading only
            if uid < since and card.card_id in new_ids and test(st.cards[card.card_id]):
                found.append(uid)
    for uid in range(since, st.table.next_uid):
        card = cards.peek(uid, None)  # type: ignore[attr-defined]  # reading only
        d = st.cards.get(card.card_id) if card is not None else None
        if d is None:
            continue
        known = answers.get(id(d))
        if known is None or known[0] is not d:
            known = answers[id(d)] = (d, bool(test(d)))
        if known[1]:
            found.append(uid)
    return frozenset(found)


def _printed_uids(st: WowState, fact: str, test: Test) -> frozenset[int]:
    """:func:`printed_uids` worked out afresh (some card data passes ``test``)."""
    answers = _BY_DATA[fact]  # filled by some_card
    found = []
    for uid, card in st.table.cards.peek_items():  # type: ignore[attr-defined]  # reading only
        d = st.cards.get(card.card_id)
        if d is None:
            continue
        known = answers.get(id(d))
        if known is None or known[0] is not d:
            known = answers[id(d)] = (d, bool(test(d)))
        if known[1]:
            found.append(uid)
    return frozenset(found)


_NONE: frozenset[int] = frozenset()
"""No card passes (:func:`printed_uids`)."""


def known_absent(st: WowState, *facts: str) -> bool:
    """Whether :func:`some_card` has already answered no to each of ``facts`` for the match's card
    data as it is now (the same number of entries): a caller may then skip asking (False when it
    does not know yet)."""
    kept = st.table.kept.get("_wow_match_facts")
    if kept is None:
        return False
    n = len(st.cards)
    for fact in facts:
        hit = kept.get(fact)
        if hit is None or hit[0] != n or hit[1]:
            return False
    return True
