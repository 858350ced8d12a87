"""What the abilities printed on a match's cards could ever do, worked out once per match.

A static ability changes a keyword, a characteristic or a rule only while its card is in play
(7.6.1, 7.6.4), or from the hand for its own card (7.6.5); a triggered ability watches only the
events it names (7.4.1). So a keyword that no static ability of any card of the match gives or
removes is the printed one plus the effects on the card, whatever cards are in play, and an event
that no card of the match watches triggers nothing printed: engine.lorcana.characteristics answers
such questions without the static-ability index of the cards in play. Card data is fixed for a
match (cards are only added: engine.lorcana.game ``new_game``, test set-ups), so the answers are
kept per set of card data records.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from typing import Any

from .cards.compiler import compile_card

_STATICS: dict[tuple[str, str], tuple[dict[str, Any], ...]] = {}


def record_statics(cid: str, d: dict[str, Any]) -> tuple[dict[str, Any], ...]:
    """The compiled static abilities of the card data record ``d`` (kept per card id and text)."""
    key = (cid, d.get("text", ""))
    got = _STATICS.get(key)
    if got is None:
        got = _STATICS[key] = tuple(s for ab in compile_card(d) if ab.kind == "static" and ab.ok for s in ab.static)
    return got


@dataclass(frozen=True, slots=True)
class MatchAbilities:
    """The printed abilities of every card data record of a match, whatever zone the cards are in.
    (Its fields are slots, read the short way: CPython 3.11 reads a NamedTuple's fields by name the
    long way, and these are read at nearly every question about a keyword; by position too, as
    ``answer[i]``.)"""

    keywords: frozenset[str]
    """Every keyword (or restriction) some static ability gives (``keyword``), and ``X`` for each
    ``lose_X`` or ``cant_gain_X`` one: a keyword outside this set is never changed by a static ability."""
    fields: frozenset[str]
    """Every key some static ability has (``prohibit``, ``extra_ink``, ``cost_less`` …)."""
    stats: frozenset[str]
    """Every characteristic some static ability changes (``stat``: strength, willpower, lore)."""
    printed: frozenset[str]
    """Every keyword printed on a card of the match (``keywords`` of the card data)."""
    events: frozenset[str]
    """Every event some printed triggered ability watches (7.4.1)."""
    grants: bool
    """Some card can give abilities to others: a static ``grant`` or a ``grant_ability`` effect
    (engine.lorcana.granted_abilities)."""
    frail: frozenset[str] = frozenset()
    """The card ids of the characters and locations whose printed willpower is not above 0: the
    only cards that may have lethal damage (1.9.1.3) without damage or an effect on their
    willpower, while no static ability lowers it (engine.lorcana.zones.lethal_in_play)."""

    def __getitem__(self, i: int) -> Any:
        """The ``i``-th field, as a NamedTuple's."""
        return getattr(self, _FIELDS[i])


_FIELDS = tuple(f.name for f in dataclass_fields(MatchAbilities))


_LAST: list[Any] = [None, -1, None]
"""The ``state.cards`` dict last asked about, its length then, and its answer (updated in place, never
rebound: engine.lorcana.characteristics reads it directly in its hottest questions)."""
_KEPT: dict[tuple[int, ...], tuple[tuple[Any, ...], MatchAbilities]] = {}
"""Answers by the ids of the card data records, with the records (held, so the ids stay theirs);
the oldest goes first beyond :data:`_KEEP` sets of records."""
_KEEP = 256
_BY_RECORD: dict[tuple[str, int], tuple[dict[str, Any], MatchAbilities]] = {}
"""Each record's own part of the answer, by card id and record id, with the record (held); emptied
beyond :data:`_KEEP_RECORDS`."""
_KEEP_RECORDS = 2_048
"""About 30 matches' records: matches read from the store have records of their own, and holding
them all would keep records alive that their states no longer need (``bench engine``'s memory per
live match: 224.5 KB before this cache, 259 KB holding 50,000 records, 228 KB holding 2,048)."""


def match_abilities(cards: dict[str, dict[str, Any]]) -> MatchAbilities:
    """:class:`MatchAbilities` of the card data ``cards`` (a state's ``cards``). Every ``apply``
    copies ``state.cards`` but shares the records, so a copy finds the answer by their ids, or
    at once when it equals the card data last asked about (the answer depends only on them)."""
    last = _LAST
    if last[1] == len(cards) and (last[0] is cards or cards == last[0]):
        last[0] = cards  # the same card data, or a copy of it (every ``apply`` copies it): the same answer
        return last[2]
    records = tuple(cards.values())
    ids = tuple(map(id, records))
    kept = _KEPT.get(ids)
    if kept is None:
        if len(_KEPT) >= _KEEP:  # many matches in one process: the oldest set of records goes
            del _KEPT[next(iter(_KEPT))]
        parts = [_record_part(cid, d) for cid, d in cards.items()]
        whole = MatchAbilities(*(frozenset().union(*(p[i] for p in parts)) for i in range(5)), any(p.grants for p in parts),
                                 frozenset().union(*(p.frail for p in parts)))
        kept = _KEPT[ids] = (records, whole)
    _LAST[:] = [cards, len(cards), kept[1]]
    return kept[1]


def _record_part(cid: str, d: dict[str, Any]) -> MatchAbilities:
    """:class:`MatchAbilities` of one card data record (kept per record)."""
    got = _BY_RECORD.get((cid, id(d)))
    if got is None or got[0] is not d:
        if len(_BY_RECORD) >= _KEEP_RECORDS:
            _BY_RECORD.clear()
        got = _BY_RECORD[(cid, id(d))] = (d, _work_out(cid, d))
    return got[1]


def _work_out(cid: str, d: dict[str, Any]) -> MatchAbilities:
    keywords: set[str] = set()
    fields: set[str] = set()
    stats: set[str] = set()
    events: set[str] = set()
    grants = False
    for ab in compile_card(d):
        if ab.kind == "triggered" and ab.trigger:
            events.update(ab.trigger.events)
        grants = grants or any("grant" in s for s in ab.static) or _grants_in(ab.effects)
    for s in record_statics(cid, d):
        fields.update(s)
        kw = s.get("keyword")
        if kw:
            keywords.add(kw)
            for prefix in ("lose_", "cant_gain_"):
                if kw.startswith(prefix):
                    keywords.add(kw[len(prefix):])
        if s.get("stat"):
            stats.add(s["stat"])
    printed = frozenset(d.get("keywords") or ())
    frail = frozenset((cid,)) if _frail(d) else frozenset()
    return MatchAbilities(frozenset(keywords), frozenset(fields), frozenset(stats), printed, frozenset(events), grants, frail)


def _frail(d: dict[str, Any]) -> bool:
    """A character or location whose printed willpower is missing or not above 0 (1.9.1.3)."""
    return not (d.get("willpower") or 0) > 0 and str(d.get("type", "")).lower() in ("character", "location")


def _grants_in(effects: list[Any]) -> bool:
    return any(e.op == "grant_ability" or _grants_in(e.then) for e in effects)
