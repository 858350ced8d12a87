"""Words a continuous power adds to other cards' type lines (202.3: a tag added; a class is a tag of its type line,
206.1a), read wherever a card's tags are read — in play and, when the power says so, in every zone:

- "Ally cards in all zones are also Demon cards." (Apocanon): ``keyword`` "Demon", ``condition["everywhere"]``;
- "This ally has all standard classes in all zones." (High Oracle Naseem): target ``self``, the ten classes
  (comma-separated ``keyword``), read from the card's own powers wherever it is;
- "Cards everywhere are Unique." (Eitrigg): every card is Unique — uniqueness (414.3a) reads it too;
- "Allies in attached ally's party have that class and lose all other classes." (Paint Bomb): the op
  ``xb32_only_class`` (:func:`only_class`), the class named as the source entered play; ``keywords.tags``,
  ``keywords.words``, ``conditions.has_tag`` and ``char_classes`` read it;
- "Choose an ally type. Ongoing: All allies also have that type." (PX-238 Winter Wondervolt) and "As this armor
  enters play, choose … Dragonkin you control are also the chosen color." (Proto-Handler's Gauntlets): an empty
  ``keyword`` is the word chosen as the source entered play (``engine.wow.entry_choice``, its flag "chosen"),
  ``condition["suffix"]`` added to it ("Red" + " Dragonkin").

The static op ``xb32_also_tag`` (target ``self`` or ``each`` with ``types``, ``side`` and ``tag``). A target's
``tag`` is read from the card's printed words (its data's tags and race), never from added ones, so no reading loops
back here. The sources are the face-up cards in play (their powers as they are now: a card that lost its powers
gives none, 103.2), and a card itself for its own ``self`` words. In a match whose card data holds no such power
(``match_facts``), nothing is read."""

from __future__ import annotations

from typing import Any

from . import match_facts
from .card_facts import CLASS_WORDS, data, kinds
from .cards.compiler import card_powers
from .state import WowState

OP = "xb32_also_tag"
ONLY = "xb32_only_class"
_OPS = (OP, ONLY)
CLASS_NAMES = frozenset(c.lower() for c in (*CLASS_WORDS, "Monk", "Demon Hunter"))
"""The classes a class change takes away (206.1a's ten, and the later ones a quest or card may name)."""
CHOSEN = "chosen"
"""``engine.wow.entry_choice.CHOSEN``: the flag of the word chosen as the card entered play."""
_FACT = "tag_grants.any"
_KEY = "tag_grants.sources"
_IN_PLAY = ("allies", "hero_row")


def _has_op(d: dict[str, Any]) -> bool:
    return any(e.op in _OPS for pw in card_powers(d) for e in pw.effects)


def may_grant(st: WowState) -> bool:
    """Some card data of the match has such a power (else no card has added words from here)."""
    return not match_facts.SHORTCUTS or match_facts.some_card(st, _FACT, _has_op)


def _sources(st: WowState) -> list[tuple[int, Any]]:
    """The face-up cards in play with an ``each`` power of ``OP``, with that effect (kept inside ``keywords.reading``)."""
    once = st.table.reading
    if once is not None and _KEY in once:
        return once[_KEY]
    out = []
    for z in st.table.zones:
        for zone in _IN_PLAY:
            for uid in z[zone]:
                if st.table.peek(uid).face_down:
                    continue
                for pw in card_powers(data(st, uid)):
                    if pw.kind == "static":
                        out += [(uid, e) for e in pw.effects if e.op in _OPS and e.target is not None and e.target.kind == "each"]
    if once is not None:
        once[_KEY] = out
    return out


def _printed_words(st: WowState, uid: int) -> set[str]:
    d = data(st, uid)
    return {str(w).lower() for w in (*(d.get("tags") or []), d.get("race") or "", *(d.get("race") or "").split()) if w}


def _fits(st: WowState, src: int, uid: int, flt: dict[str, Any]) -> bool:
    if flt.get("types") and not set(flt["types"]) & kinds(st, uid):
        return False
    if flt.get("side") == "friendly" and st.table.peek(uid).controller != st.table.peek(src).controller:
        return False
    return not flt.get("tag") or flt["tag"].lower() in _printed_words(st, uid)


def _words_of(st: WowState, src: int, e: Any) -> list[str]:
    cond = e.condition or {}
    if e.keyword:
        return [w.strip() for w in e.keyword.split(",") if w.strip()]
    chosen = st.table.peek(src).flags.get(CHOSEN)
    return [f"{chosen}{cond.get('suffix', '')}"] if chosen else []


def words(st: WowState, uid: int) -> list[str]:
    """The words continuous powers add to ``uid``'s type line now (202.3)."""
    if not may_grant(st):
        return []
    card = st.table.peek(uid, None)
    if card is None or card.face_down:
        return []
    out: list[str] = []
    here = card.zone in _IN_PLAY
    for src, e in _sources(st):
        if e.op == OP and (here or (e.condition or {}).get("everywhere")) and _fits(st, src, uid, e.target.filter):
            out += _words_of(st, src, e)
    for pw in card_powers(data(st, uid)):  # its own "This ally has … in all zones"
        for e in pw.effects:
            if e.op == OP and e.target is not None and e.target.kind == "self" and (here or (e.condition or {}).get("everywhere")):
                out += _words_of(st, uid, e)
    return out


def all_unique(st: WowState) -> bool:
    """Some card in play makes cards Unique ("Cards everywhere are Unique.", 414.3a)."""
    return may_grant(st) and any(e.op == OP and e.keyword == "Unique" for _src, e in _sources(st))


def only_class(st: WowState, uid: int) -> str:
    """The class a continuous power gives ``uid`` in place of all its others ("Allies in attached ally's party have
    that class and lose all other classes.", Paint Bomb: ``xb32_only_class``, filter ``host_party``, the class named
    as the source entered play), or "" (206.1a; the latest source in table order wins)."""
    if not may_grant(st):
        return ""
    card = st.table.peek(uid, None)
    if card is None or card.face_down or card.zone not in _IN_PLAY:
        return ""
    found = ""
    for src, e in _sources(st):
        if e.op != ONLY or not _fits(st, src, uid, e.target.filter):
            continue
        if e.target.filter.get("host_party"):  # "in attached ally's party": its controller's (400.1)
            host = st.table.peek(src).attached_to
            if not isinstance(host, int) or host not in st.table.cards or st.table.peek(host).controller != card.controller:
                continue
        found = st.table.peek(src).flags.get(CHOSEN) or found
    return found
