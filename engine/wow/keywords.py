"""Current card facts after modifiers: types, ATK, health, keywords (205, 300–305, EN 712–714,
EN glossary keywords). Every other module asks here instead of reading the printed data; the facts
no continuous power changes live in ``engine.wow.card_facts`` and are re-exported here."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from engine.core import effects

from . import match_facts
from .attacking_only import bound as combat_bound
from .attacking_only import holds as attacking_holds
from .card_facts import (
    CHARACTER_TYPES,
    CLASS_SET,
    COPY_OF,
    GAIN_TEXT,
    RACE_SET,
    TAG_ADD,
    TYPE_ADD,
    TYPE_SET,
    ctype,
    data,
    exists,
    gain_lives,
    gain_powers,
    in_play,
    is_ally,
    is_character,
    is_hero,
    kinds,
    name,
    printed_id,
    st_zone,
    types,
)
from .card_facts import damage_types as printed_damage_types
from .cards.keys import CANT_BE_DESTROYED, CANT_LEAVE_PLAY, INVINCIBLE
from .combat_while import delta as while_delta
from .conditions import count_of, holds, state_is
from .counters import stat_delta
from .graveyard_statics import graveyard_sources, in_zone
from .group_filters import KEYS as GROUP_KEYS
from .group_filters import extra_fits
from .lost_powers import NO_POWERS, NONE_SUPPRESS, blank, power_keywords, suppressed
from .match_statics import may_do, may_lower, ops_now
from .state import WowState
from .tag_grants import CLASS_NAMES, only_class
from .tag_grants import words as tag_words
from .wstat2 import _ASKING as _GROUP_ASKING
from .wstat2_groups import _READING as _KEYWORD_FILTER

__all__ = [
    "CHARACTER_TYPES", "COPY_OF", "GAIN_TEXT", "INVINCIBLE", "TAG_ADD", "TYPE_ADD", "TYPE_SET", "affected", "atk", "cant_be_destroyed",
    "counter_delta", "ctype", "damage_types", "data", "defense", "equipment_atk", "exists", "gain_powers", "has", "health", "in_play",
    "is_ally", "is_character", "is_hero", "kept", "keywords", "keywords_among", "keywords_read", "kinds", "name", "none_has", "per_count", "printed_id", "reading", "sources_doing", "st_zone",
    "static_delta", "static_sources", "statics", "tags", "types", "weapon_damage_type", "words",
]


BECOME_DAMAGE_TYPE, LOSE_TAG = "yf33_become_damage_type", "yf33_lose_tag"
"""Continuous ops (EN 714): "Each of your weapons becomes a [Nature] weapon" (``keyword`` the damage type, 205.1c: it
loses the others), "Attached weapon loses Melee" (``keyword`` the tag lost, 202.3) — read by :func:`damage_types` and
:func:`tags`."""


def damage_types(st: WowState, uid: int) -> list[str]:
    """205.1a, 205.1c: ``card_facts.damage_types`` (its printed type, or the latest one-shot "becomes" modifier), unless
    a continuous power makes it another type (:data:`BECOME_DAMAGE_TYPE`, the last in table order) and no one-shot
    change of its own applies."""
    if st.modifiers:
        for m in reversed(st.modifiers):
            if m.uid == uid and m.stat == "damage_type:" + m.keyword:
                return [m.keyword]
    if sources_doing(st, BECOME_DAMAGE_TYPE) and in_play(st, uid):
        found = statics(st, uid, BECOME_DAMAGE_TYPE)
        if found:
            return [found[-1].keyword]
    return printed_damage_types(st, uid)


def weapon_damage_type(st: WowState, weapon: int) -> str:
    """303.2a: the damage type a weapon struck with gives its wielder — its current one (a printed type or a change),
    "" for a weapon with none (the wielder keeps its own)."""
    changed = any(m.uid == weapon and m.stat.startswith("damage_type:") for m in st.modifiers) or \
        (bool(sources_doing(st, BECOME_DAMAGE_TYPE)) and bool(statics(st, weapon, BECOME_DAMAGE_TYPE)))
    return damage_types(st, weapon)[0] if changed or data(st, weapon).get("damage_type") else ""


def tags(st: WowState, uid: int) -> list[str]:
    """Printed tags plus added ones; adding a tag removes none (202.3); a continuous "loses Melee" takes one away."""
    out = list(data(st, uid).get("tags", []))
    if sources_doing(st, LOSE_TAG) and st.table.peek(uid).zone in ("allies", "hero_row"):
        lost = {e.keyword.lower() for e in statics(st, uid, LOSE_TAG)}
        out = [t for t in out if _TAG_LIMIT.sub("", t).lower() not in lost]
    added = ([m.keyword for m in st.modifiers if m.uid == uid and m.stat == TAG_ADD] if st.modifiers else []) + _static_tags(st, uid) + tag_words(st, uid)  # (tag_grants: "Ally cards in all zones are also Demon cards")
    more = []  # (a loop: no comprehension nor cell made per card)
    for t in dict.fromkeys(added):
        if t not in out:
            more.append(t)
    only = only_class(st, uid) if added or out else ""  # "… have that class and lose all other classes" (Paint Bomb, 206.1a)
    if only:
        return [t for t in out + more if t.lower() not in CLASS_NAMES and t != only] + [only]
    return out + more


def _static_tags(st: WowState, uid: int) -> list[str]:
    """Tags a continuous power gives this card itself, its host or its player's hero (Polymorph:
    "attached ally … is also a Sheep", 202.3). Only unfiltered targets, so no loop through words()."""
    if st.table.peek(uid).zone not in ("allies", "hero_row"):
        return []
    out = []
    for src, effs in sources_doing(st, "add_tag"):
        for e in effs:
            if e.op == "add_tag" and e.target is not None and _tag_target(e.target) and affected(st, src, e.target, uid):
                out.append(e.keyword)
    return out


def _tag_target(target: Any) -> bool:
    """A continuous tag giver read here: self, host, own hero, or "Allies you control are also Scourge allies"
    (``each`` whose filter reads no word, so reading the words never loops back here)."""
    if target.kind in ("self", "attached", "player_hero"):
        return True
    return target.kind == "each" and set(target.filter) <= _PLAIN_KEYS


_PLAIN_KEYS = frozenset({"types", "side", "exclude_self", "min_cost", "max_cost", "wb30"})
"""(``wb30``: the cards an ability noted, read from flags — "Those allies … are Sheep", Megamorph)"""


def static_sources(st: WowState) -> tuple[tuple[int, tuple[Any, ...]], ...]:
    """Every card in the allies and hero rows with its automated continuous effects (EN 714), in
    table order. Kept on the table under what they are read from — those zones' uids, each card's
    id and face (412.1b), and the copy (402.2) and gained-power (200.1a) modifiers — so a change
    to any of those reads them again, and a copy of the table (every ``apply``) starts without
    them. Card data never changes during a match."""
    table = st.table
    once = table.reading  # inside ``reading``
    if once and "statics" in once:
        return once["statics"]
    srcs: list[int] = []
    for z in table.zones:
        srcs += z["allies"]
        srcs += z["hero_row"]
    srcs += graveyard_sources(st)  # "While this ally is in your graveyard, …" (engine.wow.graveyard_statics; helper wkey)
    shape = []  # each card as read (loops: no comprehension made at every check)
    if table.kept.get(NONE_SUPPRESS) == len(st.cards):  # no card of the match takes powers away: its id makes its data (412.1b: none face down)
        for c in table.cards.peek_many(srcs):  # type: ignore[attr-defined]
            shape.append(None if c.face_down else c.card_id)
    else:
        for c in table.cards.peek_many(srcs):  # type: ignore[attr-defined]
            shape.append((c.card_id, c.face_down, c.attached_to, c.controller, tuple(c.counters.items()) if c.counters else ()))  # attached_to,
            # controller, counters: ``lost_powers.suppressed`` ("Abilities with depletion counters lose … powers", wstat2's filter "counter")
    key = (srcs, shape,
           [(m.uid, m.stat, m.keyword, m.stat != GAIN_TEXT or gain_lives(st, m)) for m in st.modifiers if m.stat in (GAIN_TEXT, NO_POWERS) or m.stat.startswith(COPY_OF)]
           if st.modifiers else [])  # (gain_lives: "while it remains removed from the game", Hesriana)
    memo = table.kept.get("_wow_statics")
    if memo is not None and memo[0] == key:
        out = memo[1]
    else:
        out = _read_statics(st, srcs)
        table.kept["_wow_statics"] = (key, out, {})
    if once is not None:
        once["statics"] = out
    return out


def _read_statics(st: WowState, srcs: list[int]) -> tuple[tuple[int, tuple[Any, ...]], ...]:
    """``static_sources`` read afresh (a function of its own: the names its generator reads are no
    cells made at every ``static_sources``)."""
    from .cards.compiler import static_effects

    return tuple((src, effs) for src in srcs if (effs := in_zone(st, src, static_effects(data(st, src)))))  # in_zone: engine.wow.graveyard_statics


class reading:
    """A stretch that only reads ``st`` (listing actions, the 410.6 scan): ``static_sources`` are
    checked against their cards once in it, not at every query, and what ``kept`` holds is read
    once. Nothing may write the state inside it. (A class, not a generator context manager: entered
    at every check and listing.)"""

    __slots__ = ("_table",)

    def __init__(self, st: WowState) -> None:
        table = st.table
        # already inside one, or answers are not kept (tests): this one keeps nothing of its own
        self._table = None if table.reading is not None or not KEEPING else table

    def __enter__(self) -> None:
        if self._table is not None:
            self._table.reading = {}

    def __exit__(self, *exc: object) -> None:
        if self._table is not None:
            self._table.reading = None


KEEPING = True
"""Whether ``reading`` keeps answers (the speed golden test turns it off to compare with fresh ones)."""


@contextmanager
def fresh() -> Iterator[None]:
    """A stretch in which ``reading`` keeps no answer: every query is worked out afresh."""
    global KEEPING
    before, KEEPING = KEEPING, False
    try:
        yield
    finally:
        KEEPING = before


def kept(st: WowState) -> dict[Any, Any] | None:
    """Values read once inside ``reading`` (None outside one): a query may keep its answer here,
    under a string or tuple key (a bare uid is ``card_facts.data``'s answer for that card)."""
    return st.table.reading


def sources_doing(st: WowState, op: str) -> tuple[tuple[int, tuple[Any, ...]], ...]:
    """``static_sources`` with only the effects doing ``op`` (same order), kept with them: most
    queries (a health, a keyword) find no such effect and look at nothing. Inside ``reading`` each
    op's answer is also kept with the other answers read once there. An op no card of the match
    has (``match_statics``) is done by none."""
    once = st.table.reading
    if once is not None:
        kept = once.get(_BY_OP)  # the answers by op (one dict: no key built per query)
        if kept is None:
            kept = once[_BY_OP] = {}
            may = once[_MAY_DO] = ops_now(st)  # the ops the match may do, read once
        elif (found := kept.get(op)) is not None:
            return found
        else:
            may = once[_MAY_DO]
        if may is not None and op not in may:
            kept[op] = ()
            return ()
    elif not may_do(st, op):
        return ()
    out = static_sources(st)
    by_op = st.table.kept["_wow_statics"][2]
    found = by_op.get(op)
    if found is None:
        found = by_op[op] = _doing(out, op)
    if once is not None:
        kept[op] = found
    return found


def _doing(sources: tuple[tuple[int, tuple[Any, ...]], ...], op: str) -> tuple[tuple[int, tuple[Any, ...]], ...]:
    """``sources`` with only their effects doing ``op`` (a function of its own: the names its
    comprehension reads are no cells made at every ``sources_doing``)."""
    return tuple((src, mine) for src, effs in sources if (mine := tuple(e for e in effs if e.op == op)))


_BY_OP = "keywords.sources_doing"
"""The key of ``sources_doing``'s answers (by op) among the values kept inside ``reading``."""
_MAY_DO = "keywords.may_do"
"""The key of the ops some card of the match may do (``match_statics.ops_now``) among the values kept inside ``reading``."""


_TAG_LIMIT = re.compile(r"\s*\(\d+\)$")


_SLOT_WORDS = frozenset(("melee", "ranged"))
"""The damage types that are also a weapon's type-line tags (``words``)."""


def words(st: WowState, uid: int) -> set[str]:
    """Lower-case words a filter's tag may name: tags (a multi-word tag also by its last word,
    202.1a; Archdruid counts as Druid, 202.4a), classes, race, faction and damage type — but a weapon is a
    "Melee weapon" / "Ranged weapon" by its type line only ("Melee (1)", "Ranged (1)": 202.1, 414.3b): its melee or
    ranged damage type is read only where the text prints the icon ("[Ranged] weapon", 205.1b), which no tag filter is."""
    d = data(st, uid)
    dts = damage_types(st, uid)
    if ctype(st, uid) == "weapon":
        dts = [t for t in dts if t not in _SLOT_WORDS]
    out = {*tags(st, uid), *(d.get("classes", []) if not only_class(st, uid) else ()), d.get("race", ""), *d.get("race", "").split(), d.get("faction", ""),
           *dts}  # (Paint Bomb: its class icons are no classes of its either, tag_grants.only_class)
    low = set()  # (one loop: no comprehensions made per card)
    for t in out:
        if not t:
            continue
        t = _TAG_LIMIT.sub("", t) if ")" in t else t  # "Pet (1)" is a Pet (414.3b tag limit)
        if t:
            low.add(t.lower())
            if " " in t:
                low.add(t.split()[-1].lower())
    low |= {"token"} if st.table.peek(uid).flags.get("token") else set()  # a token copy (402.3) is a token ally too
    return low | ({"druid"} if "archdruid" in low else set())


def affected(st: WowState, source: int, target: Any, uid: int) -> bool:
    """Whether a continuous effect of ``source`` (its Target) applies to ``uid``."""
    if target is None:  # a continuous power changing a rule, on no card (EN 714: "that player can't play …")
        return False
    src = st.table.cards._cur[source]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    if target.kind == "self":
        return uid == source
    if target.kind == "attached":
        return src.attached_to == uid
    if target.kind == "player_hero":
        return uid == st.heroes[src.controller]
    if target.kind != "each":
        return False
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    flt = target.filter
    if flt.get("side") == "friendly" and card.controller != src.controller:
        return False
    if flt.get("side") == "opposing" and card.controller == src.controller:
        return False
    if flt.get("exclude_self") and uid == source:
        return False
    if flt.get("controlled_via_source") and not any(r["uid"] == uid and r["source"] == source and r["player"] == card.controller for r in st.controls):
        return False  # "While you control that ally, it has +4 / +4": control the source gained (engine.wow.control; helper wprev)
    if flt.get("wb30") == "noted" and uid not in src.flags.get("_wb30_noted", ()):
        return False  # "Each of them …": the cards the source noted (engine.wow.attacked_whom.NOTED; helper w30abil2)
    cost = data(st, uid).get("cost") or 0  # "Allies you control with cost 4 or more have …"
    if ("max_cost" in flt and cost > flt["max_cost"]) or ("min_cost" in flt and cost < flt["min_cost"]):
        return False
    if not set(flt.get("types", [])) & kinds(st, uid):  # the kinds before the words (fewer to work out)
        return False
    tag = (flt.get("tag") or "").lower()
    if tag and tag not in words(st, uid):
        return False
    if flt.get("chosen_word") and str(src.flags.get("chosen") or "").lower() not in words(st, uid):
        return False  # "Friendly allies of that class": the class named as the source entered play (engine.wow.entry_choice; helper w8a)
    if flt.get("not_tag") and flt["not_tag"].lower() in words(st, uid):  # "Non-[Shadow] allies" (202.1a)
        return False
    if flt.get("state") and not state_is(st, uid, flt["state"]):  # "Ready allies in your party have +2 ATK"
        return False
    if flt.get(PREFIX_KEY) and not _has_prefix(st, uid, flt[PREFIX_KEY]):  # "… with sabotage" (helper wmech)
        return False
    return not (not flt.keys().isdisjoint(GROUP_KEYS) and not extra_fits(st, uid, flt, words(st, uid), keywords))  # engine.wow.group_filters


PREFIX_KEY = "with_keyword_prefix"
"""Group filter key: the card has a keyword starting with this ("Heroes and allies in your party with sabotage also
have Stealth": "Sabotage: Ability", Scryer's Bloodgem; helper wmech)."""


def _has_prefix(st: WowState, uid: int, prefix: str) -> bool:
    """``uid`` has a keyword starting with ``prefix``: printed, from a modifier, or given by a continuous power
    (EN 714) whose own target asks for no keyword — read from those sources, not through :func:`keywords`
    (which would ask the very grant being read again: the question would come back to itself)."""
    for k in data(st, uid).get("keywords") or {}:
        if k.startswith(prefix):
            return True
    for m in st.modifiers:
        if m.uid == uid and m.keyword and m.keyword.startswith(prefix):
            return True
    for src, effs in sources_doing(st, "grant_keyword"):
        for e in effs:
            if e.op == "grant_keyword" and e.keyword.startswith(prefix) and e.target is not None and PREFIX_KEY not in e.target.filter \
                    and _asks_no_keyword(e.target.filter) and affected(st, src, e.target, uid) and _while(st, src, e, uid):
                return True
    return False


def _asks_no_keyword(flt: dict) -> bool:
    """The filter asks for no keyword of the card (``with_keyword``, ``keyword_suffix``)."""
    return not (flt.get("with_keyword") or flt.get("keyword_suffix"))


_ASKING: set[tuple[int, int, str | None]] = set()
"""``statics`` questions being answered now: (state id, card, op)."""


def statics(st: WowState, uid: int, op: str | None = None) -> list[Any]:
    """Continuous effects (EN 714) from face-up cards in play that apply to ``uid`` (only those
    doing ``op`` if given: the others are not looked at). A question that comes back to itself
    while it is answered (EN 719, dependency: "Allies with Protector have +1 ATK" asks whether a card
    has Protector, and "while he has exactly 1 remaining health, he has Assault" asks its health)
    is answered without the continuous effects in question: the same question about the same state
    could only ever ask itself again. When no card does ``op`` the answer is empty either way."""
    found = sources_doing(st, op) if op is not None else None
    if op is not None and not found:
        return []
    key = (id(st), uid, op)
    if key in _ASKING:
        return []
    _ASKING.add(key)
    try:
        return _statics(st, uid, op, found)
    finally:
        _ASKING.discard(key)


def _statics(st: WowState, uid: int, op: str | None, found: tuple[tuple[int, tuple[Any, ...]], ...] | None = None) -> list[Any]:
    """:func:`statics` answered; ``found``: ``sources_doing(st, op)`` if the caller has asked it
    already (nothing is written in between: outside ``reading`` it is not worked out twice)."""
    out = []
    for src, effs in found if found is not None else static_sources(st) if op is None else sources_doing(st, op):
        for e in effs:
            if affected(st, src, e.target, uid) and _while(st, src, e, uid):
                per = (e.condition or {}).get("per")
                n = st.table.peek(src).damage if per == "self_damage" else per_count(st, st.table.peek(src).controller, per, src) if per else 1
                n = own_amount(st, uid, per) if isinstance(per, str) and per.startswith("its_") else n  # per affected card (helper wscale2)
                out.append(replace(e, amount=e.amount * n) if per else e)  # "self_damage": "for each damage on it"
    return out


OWN_FIELDS = {"its_cost": "cost", "its_printed_atk": "atk", "its_printed_health": "health"}
"""Amounts read from each affected card itself: "where X is its cost / printed ATK / printed health" (201.3, 205.1)."""


def own_amount(st: WowState, uid: int, per: str) -> int:
    """X for the affected card ``uid``: a printed value (``OWN_FIELDS``) or "for each damage on it" (``its_damage``)."""
    if per == "its_damage":
        return st.table.peek(uid).damage
    return int(data(st, uid).get(OWN_FIELDS[per]) or 0)


def _while(st: WowState, src: int, e: Any, uid: int) -> bool:
    """A "while X" continuous effect applies only while X holds (EN 714; engine.wow.conditions)."""
    cond = (e.condition or {}).get("if")
    if not cond:
        return True
    return holds(st, st.table.peek(src).controller, src, cond, affected=uid)


def per_count(st: WowState, player: int, key: str, source: int | None = None) -> int:
    """What a "for each X" counts, from ``player``'s side."""
    if isinstance(key, dict):  # a count compiled from the text (engine.wow.conditions.count_of)
        return count_of(st, player, key, source)
    opp = 1 - player
    if key.startswith("counters:"):  # "for each strength counter on it" (a continuous power's own counters, 404.1)
        from .counters import counters

        return counters(st, source, key[len("counters:"):]) if source is not None else 0
    if key == "resources":
        return len(st.table.zone(player, "resources"))
    if key == "hand":
        return len(st.table.zone(player, "hand"))
    if key == "allies":
        return sum(1 for u in st.table.zone(player, "allies") if is_ally(st, u))
    if key == "equipment":
        return sum(1 for u in st.table.zone(player, "hero_row") if ctype(st, u) in ("weapon", "armor", "item"))
    if key == "opposing_heroes":
        return sum(1 for u in st.heroes if st.table.peek(u).controller != player and st.table.peek(u).zone == "hero_row")
    if key == "opposing_allies":
        return sum(1 for u in st.table.zone(opp, "allies") if is_ally(st, u))
    return 0


def keywords(st: WowState, uid: int) -> dict[str, int]:
    """Printed keywords plus granted ones (modifiers and continuous powers). Inside ``reading`` a
    card's answer is kept when it is asked at the top (no continuous effect being answered: EN 719,
    ``statics``, and no group loss of powers being checked, ``wstat2``), where it can't depend on
    what is being asked meanwhile; callers get a copy."""
    found, kept_answer = _keywords_read(st, uid)
    return dict(found) if kept_answer else found


def keywords_read(st: WowState, uid: int) -> dict[str, int]:
    """:func:`keywords` for reading only (never to be changed: it may be the answer kept inside
    ``reading``), without the copy."""
    return _keywords_read(st, uid)[0]


def _keywords_read(st: WowState, uid: int) -> tuple[dict[str, int], bool]:
    """``keywords``' answer, and whether it is the one kept inside ``reading`` (then it must not
    be changed: ``keywords`` gives a copy, ``has`` only reads it)."""
    once = st.table.reading
    if once is None or _ASKING or _GROUP_ASKING or _KEYWORD_FILTER or any(ASKING_ELSEWHERE):
        return _keywords(st, uid), False
    memo = once.get(_KEYWORDS)
    if memo is None:
        memo = once[_KEYWORDS] = {}
    found = memo.get(uid)
    if found is None:
        found = _keywords(st, uid)
        if _ASKING or _GROUP_ASKING or _KEYWORD_FILTER or any(ASKING_ELSEWHERE):  # not expected: never kept
            return found, False
        memo[uid] = found
    return found, True


ASKING_ELSEWHERE: list[set[Any]] = []
"""Other modules' sets of questions being answered now, whose answers differ while they are asked
(``statics._EVALUATING`` adds itself): ``keywords`` keeps no answer while one is not empty."""
_KEYWORDS = "keywords.keywords"
"""The key of ``keywords``' answers among the values kept inside ``reading``."""


_SUMMED = ("Assault", "Mend", "Prevent First Damage Each Turn", "yg33_exhaust_tax")
"""Granted keywords whose amounts add up (the third: ``first_damage_shield.FIRST_DAMAGE``, "Prevent the first 4 …"; the last:
``restrictions.EXHAUST_TAX``, "can't attack or exhaust unless its controller pays 2")."""


_NOT_KEYWORDS = frozenset({GAIN_TEXT, CLASS_SET, RACE_SET, TAG_ADD, TYPE_ADD, TYPE_SET})
"""Modifier stats whose ``keyword`` names no keyword (a card id, a class, a race, a tag added 202.3, a card type
300.1a-b); also every ``damage_type:`` one (205.1c, ``_NOT_KEYWORD_PREFIX``)."""

_NOT_KEYWORD_PREFIX = "damage_type:"
"""The stat of a damage type changed (``retype``, a hero's weapon's type in combat): its ``keyword`` is a damage type."""


def _while_holds(st: WowState, m: Any) -> bool:
    """engine.wow.while_keywords' condition (imported here: it reads the conditions, which read the keywords)."""
    from .while_keywords import holds_now

    return holds_now(st, m)


def _keywords(st: WowState, uid: int) -> dict[str, int]:
    """:func:`keywords` worked out afresh."""
    out = dict(data(st, uid).get("keywords") or {})
    for m in st.modifiers:
        if m.uid == uid and m.keyword:
            if m.stat in _NOT_KEYWORDS or m.stat.startswith(_NOT_KEYWORD_PREFIX):
                continue  # gained text (its keywords are in the data, 200.1a), a class or race change (206.1a), a tag
                # or type added (202.3, 300.1), a damage type (205.1c): no keyword named
            if combat_bound(m.stat) and not attacking_holds(st, uid, m.stat):
                continue  # "… have Assault 1 while attacking the Traitor King this turn" (engine.wow.attacking_only)
            if m.stat.startswith("zo36_while:") and not _while_holds(st, m):
                continue  # "Your hero has Protector while you control no damaged allies." (engine.wow.while_keywords)
            out[m.keyword] = max(out.get(m.keyword, 0), m.delta or 1)
    if st.table.cards._cur[uid].zone in ("allies", "hero_row"):  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
        for e in statics(st, uid, "grant_keyword"):
            if e.op == "grant_keyword":
                out[e.keyword] = out.get(e.keyword, 0) + e.amount if e.keyword in _SUMMED else 1
        for src, effs in sources_doing(st, "grant_chosen"):  # "Addisyn has the chosen resistance" (engine.wow.entry_choice; helper wstat2)
            chosen = st.table.peek(src).flags.get("chosen")
            for e in effs:
                if chosen and affected(st, src, e.target, uid) and _while(st, src, e, uid):
                    out[f"{str(chosen).capitalize()}{(e.condition or {}).get('suffix', '')}"] = 1
        for src, _effs in sources_doing(st, "wst2_resist_opposing"):  # "Hummel has Resistance to each opposing ally's damage type" (helper wstat2)
            if src == uid:
                out.update(_opposing_resistances(st, uid))
    loses = []  # 103.2 "lose and can't have X" (cards.templates_statics; a loop: no comprehension made per card)
    for k in out:
        if k.startswith("Loses "):
            loses.append(k)
    for k in loses:
        out.pop(k[len("Loses "):], None)
    if out and suppressed(st, uid):  # "loses and can't have powers": no keyword power, restrictions stay (103.2)
        out = _without_powers(out)
    return out


# (the comprehensions of ``_keywords``' rare cases, each in a function of its own: the names they read
# are no cells made at every ``_keywords``)
def _opposing_resistances(st: WowState, uid: int) -> dict[str, int]:
    """ "… has Resistance to each opposing ally's damage type" (``wst2_resist_opposing``, helper wstat2)."""
    opp = [u for q in range(st.num_players) if q != st.table.peek(uid).controller for u in st.table.zone(q, "allies") if is_ally(st, u)]
    return {f"{t.title()} Resistance": 1 for u in opp for t in damage_types(st, u)}


def _without_powers(out: dict[str, int]) -> dict[str, int]:
    """``out`` without the keyword powers (103.2: "loses and can't have powers")."""
    lost = power_keywords()
    return {k: v for k, v in out.items() if k not in lost}


def static_delta(st: WowState, uid: int, stat_name: str) -> int:
    if st.table.cards._cur[uid].zone not in ("allies", "hero_row"):  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
        return 0
    total = 0  # (a loop: no cells made at every stat)
    for e in statics(st, uid, "modify_stat"):
        if e.stat == stat_name:
            total += e.amount
    return total


def has(st: WowState, uid: int, keyword: str) -> bool:
    if none_has(st, keyword) or _lacks(st, uid, keyword):
        return False
    return keyword in _keywords_read(st, uid)[0]


def keywords_among(st: WowState, uid: int, words: tuple[str, ...]) -> dict[str, int]:
    """:func:`keywords` for a caller that reads only ``words`` of it (never to be changed): empty
    when the card surely has none of them (``_lacks``), its whole keywords worked out otherwise."""
    for word in words:
        if not _lacks(st, uid, word):
            return _keywords_read(st, uid)[0]
    return _NO_KEYWORDS


_NO_KEYWORDS: dict[str, int] = {}
"""``keywords_among``' answer for a card that has none of the words (never changed)."""


def _lacks(st: WowState, uid: int, keyword: str) -> bool:
    """Whether ``uid`` surely lacks ``keyword``: its data doesn't print it and nothing gives it now
    (``_keywords``, ``_given``: worked out once per keyword inside ``reading``, at every query outside one)."""
    if keyword in (data(st, uid).get("keywords") or ()):
        return False
    if st.table.cards._cur[uid].zone not in ("allies", "hero_row"):  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
        return not _modifier_gives(st, uid, keyword)  # no continuous power gives it a keyword: only a modifier may
    once = st.table.reading
    if not _given(st, keyword, once):
        return True
    if once is not None and uid in once.get(_KEYWORDS, _NO_KEYWORDS):
        return False  # (its keywords are known: read there)
    return _not_granted(st, uid, keyword)


def _not_granted(st: WowState, uid: int, keyword: str) -> bool:
    """Whether nothing gives ``uid`` (in the ally or hero row) ``keyword`` now as ``_keywords`` reads
    it: no modifier on it, no ``grant_keyword`` continuous power (EN 714) that applies to it — asked
    as ``statics`` asks (EN 719: not while that question is being answered, and marked as asked
    meanwhile) — and no chosen or copied resistance may (then: False)."""
    if sources_doing(st, "grant_chosen") or sources_doing(st, "wst2_resist_opposing") or _modifier_gives(st, uid, keyword):
        return False
    key = (id(st), uid, "grant_keyword")
    if key in _ASKING:
        return True  # (``statics`` gives none now)
    _ASKING.add(key)
    try:
        for src, effs in sources_doing(st, "grant_keyword"):
            for e in effs:
                if e.keyword == keyword and affected(st, src, e.target, uid) and _while(st, src, e, uid):
                    return False
        return True
    finally:
        _ASKING.discard(key)


def _modifier_gives(st: WowState, uid: int, keyword: str) -> bool:
    """Whether a modifier on ``uid`` names ``keyword`` (``_keywords`` adds it)."""
    for m in st.modifiers:  # noqa: SIM110 (a loop: no generator made per question)
        if m.uid == uid and m.keyword == keyword and m.stat not in _NOT_KEYWORDS:
            return True
    return False


def _may_be_given(st: WowState, keyword: str) -> bool:
    """Whether something other than a card's data may give some card ``keyword``: a modifier, gained
    text (200.1a: compiled anew), or a continuous power of some card data of the match (EN 714:
    ``grant_keyword`` of that keyword, ``grant_chosen`` or ``wst2_resist_opposing`` of any)."""
    if not match_facts.SHORTCUTS:
        return True
    for m in st.modifiers:
        if m.keyword == keyword or m.stat == GAIN_TEXT:
            return True
    granted = _match_granted(st)
    return granted is None or keyword in granted


def _given(st: WowState, keyword: str, once: dict[Any, Any] | None) -> bool:
    """Whether something other than a card's data may give some card ``keyword`` now (``_keywords``):
    a modifier, a ``grant_keyword`` continuous power of a card in play (EN 714), or a chosen or copied
    resistance (``grant_chosen``, ``wst2_resist_opposing``: any word). Worked out once per keyword
    inside ``reading`` (``once``: its answers), at every query outside one (``once`` None)."""
    if once is None:
        return _given_now(st, keyword)
    by_word = once.get(_GIVEN)
    if by_word is None:
        by_word = once[_GIVEN] = {}
    elif (found := by_word.get(keyword)) is not None:
        return found
    out = by_word[keyword] = _given_now(st, keyword)
    return out


def _given_now(st: WowState, keyword: str) -> bool:
    """:func:`_given` worked out: first from the match's card data (``_may_be_given``), then from the
    cards in play."""
    if not _may_be_given(st, keyword):
        return False
    out = bool(sources_doing(st, "grant_chosen")) or bool(sources_doing(st, "wst2_resist_opposing"))
    for m in st.modifiers:
        if out:
            break
        out = m.keyword == keyword
    for _, effs in sources_doing(st, "grant_keyword"):
        for e in effs:
            if out:
                break
            out = e.op == "grant_keyword" and e.keyword == keyword
    return out


_GIVEN = "keywords.given"
"""The key of ``_given``'s answers (by keyword) among the values kept inside ``reading``."""


def none_has(st: WowState, keyword: str) -> bool:
    """Whether no card can have ``keyword`` now (then ``keywords`` lists it for none): no card data of the match prints it or grants it
    by a continuous power (``match_keywords``), and no modifier grants it. A card's keywords
    (``_keywords``) are its data's printed ones (its own, a copied card's, 402.2, or none, 103.2,
    412.1b), the modifiers' (``keyword``), ``grant_keyword`` continuous powers (EN 714) of data of
    the match, and two that name a chosen or seen damage type (``grant_chosen``,
    ``wst2_resist_opposing``: then any keyword may be had). Gained text (200.1a) is compiled anew:
    while a card has some, any keyword may be had."""
    if not match_facts.SHORTCUTS:
        return False
    for m in st.modifiers:
        if m.keyword == keyword or m.stat == GAIN_TEXT:
            return False
    hit = st.table.kept.get("_wow_match_facts", _NO_FACTS).get(_MATCH_KEYWORDS)  # ``match_keywords`` inlined: asked at every ``has``
    known = hit[1] if hit is not None and hit[0] == len(st.cards) else match_keywords(st)
    return known is not None and keyword not in known


_NO_FACTS: dict[str, Any] = {}
"""No match facts kept yet (``none_has``)."""


_MATCH_KEYWORDS = "keywords.match_keywords"
"""The key of ``match_keywords``' answer among the match's facts (``match_facts``)."""


def match_keywords(st: WowState) -> frozenset[str] | None:
    """Every keyword the match's card data prints or grants by a ``grant_keyword`` continuous power
    (theirs and their blank selves', 103.2, as ``match_statics.ops``), or None when some data may
    grant a keyword named at play (``grant_chosen``, ``wst2_resist_opposing``). Card data is only
    added, so the answer is kept under the number of entries (``match_facts``)."""
    kept = st.table.kept.setdefault("_wow_match_facts", {})
    hit = kept.get(_MATCH_KEYWORDS)
    if hit is not None and hit[0] == len(st.cards):
        return hit[1]
    from .cards.compiler import static_effects

    printed: set[str] = set()
    granted: set[str] | None = set()
    for d in st.cards.values():
        printed.update(d.get("keywords") or ())
        for e in (*static_effects(d), *static_effects(blank(d))):
            if e.op in ("grant_chosen", "wst2_resist_opposing"):
                granted = None
                break
            if e.op == "grant_keyword":
                granted.add(e.keyword)
        if granted is None:
            break
    answer = _same(frozenset(printed | granted)) if granted is not None else None
    kept[_MATCH_KEYWORDS] = (len(st.cards), answer)
    kept[_MATCH_GRANTED] = (len(st.cards), _same(frozenset(granted)) if granted is not None else None)
    return answer


def _match_granted(st: WowState) -> frozenset[str] | None:
    """Every keyword the match's card data grants by a ``grant_keyword`` continuous power, or None
    when some data may grant a keyword named at play (worked out with ``match_keywords``)."""
    hit = st.table.kept.get("_wow_match_facts", _NO_FACTS).get(_MATCH_GRANTED)
    if hit is None or hit[0] != len(st.cards):
        st.table.kept.setdefault("_wow_match_facts", {}).pop(_MATCH_KEYWORDS, None)  # (worked out together)
        match_keywords(st)
        hit = st.table.kept["_wow_match_facts"][_MATCH_GRANTED]
    return hit[1]


_MATCH_GRANTED = "keywords.match_granted"
"""The key of ``_match_granted``'s answer among the match's facts (``match_facts``)."""


def _same(words: frozenset[str]) -> frozenset[str]:
    """One set for the matches with the same keywords (memory per live match, issue 21)."""
    if len(_SAME_KEYWORDS) > match_facts.KEEP_DATA:
        _SAME_KEYWORDS.clear()
    return _SAME_KEYWORDS.setdefault(words, words)


_SAME_KEYWORDS: dict[frozenset[str], frozenset[str]] = {}
"""``match_keywords``' answers, each kept once (bounded as ``match_facts.KEEP_DATA``)."""


def cant_be_destroyed(st: WowState, uid: int) -> bool:
    """103.2: effects and fatal damage (410.6a) can't destroy it; the game still can (103.3). A card
    that can't leave play (Invincible, by its reminder text: ``engine.wow.invincible``; Will of the Forsaken while
    it has neither fatal damage nor 0 health) isn't destroyed either."""
    return has(st, uid, CANT_BE_DESTROYED) or has(st, uid, INVINCIBLE) or has(st, uid, CANT_LEAVE_PLAY) or forsaken_holds(st, uid)


FORSAKEN = "Will of the Forsaken"
"""The keyword's reminder text: "This ally can't leave play unless it has fatal damage or 0 health." (103.2)"""


def forsaken_holds(st: WowState, uid: int) -> bool:
    """Will of the Forsaken keeps ``uid`` in play now: it has the keyword, and neither 0 health nor fatal
    damage (410.6a)."""
    if not has(st, uid, FORSAKEN):
        return False
    hp = health(st, uid)
    return hp > 0 and st.table.peek(uid).damage < hp


def atk(st: WowState, uid: int) -> int:
    """Current ATK (205.1): printed (heroes 0) + modifiers + Assault N on your turn + Berserking."""
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    base = data(st, uid).get("atk") or 0
    fixed = set_stat(st, uid, "atk")  # "Attached ally becomes 1 / 1" (helper watt)
    if fixed is not None:
        if fixed[1]:
            return fixed[0]  # "can't gain or lose ATK"
        base = fixed[0]
    value = effects.stat(st.modifiers, uid, "atk", base) + static_delta(st, uid, "atk") + counter_delta(st, uid, "atk")
    value += while_delta(st, uid, "atk")  # "+2 ATK while attacking this turn" (engine.wow.combat_while)
    if st.combat is not None and st.combat.strikes:
        value += strike_bonus(st, uid)  # 303.2b: the weapons it struck with, their ATK now
    kw = keywords_among(st, uid, _ATK_WORDS)
    if "Assault" in kw and card.controller == st.active:
        value += kw["Assault"]  # EN glossary: Assault N = +N ATK on your turn
    if "Berserking" in kw:
        value += card.damage  # EN glossary: +1 ATK for each damage
    value *= _doubling(st, uid, "atk")  # "While you control a weapon, double this ally's ATK." (helper w30ally)
    return max(value, 0)  # 104.2: negative values count as 0 outside calculations


STRIKE_ATK = "strike_atk"
"""The mark ``combat.strike`` puts on the wielder for each weapon it strikes with this combat (303.2a, ``source``)."""


def strike_bonus(st: WowState, uid: int) -> int:
    """303.2b: +X ATK for each weapon ``uid`` struck with this combat, X the weapon's ATK now, while it stays
    associated with its wielder (303.2a: the same card, still a weapon in play, under the same controller)."""
    total = 0
    for m in st.modifiers:
        if m.stat != STRIKE_ATK or m.uid != uid:
            continue
        w = m.source
        if isinstance(w, int) and w in st.table.cards and in_play(st, w) and ctype(st, w) == "weapon" \
                and st.table.cards._cur[w].controller == m.player:  # type: ignore[attr-defined]  # (``Table.peek`` inlined)
            total += equipment_atk(st, w)
    return total


_ATK_WORDS = ("Assault", "Berserking")
_ASSAULT = ("Assault",)
"""The keywords ``atk`` and ``equipment_atk`` read."""


def health(st: WowState, uid: int) -> int:
    fixed = set_stat(st, uid, "health")
    if fixed is not None and fixed[1]:
        return fixed[0]  # "can't gain or lose [Health]" (helper watt)
    return max((health_before_statics(st, uid) + static_delta(st, uid, "health")) * _doubling(st, uid, "health"), 0)


DOUBLE_STAT = "wl30_double_stat"
"""The continuous op "double this ally's ATK / [HEALTH]" (Taliax the Ironjaw, Akhet; EN 714, helper w30ally):
``Effect(DOUBLE_STAT, 0, target, stat="atk" | "health")``; each one that applies doubles the stat once every other
change is counted."""


def _doubling(st: WowState, uid: int, name: str) -> int:
    """The factor of the :data:`DOUBLE_STAT` effects on ``uid``'s ``name`` stat (1 when none applies)."""
    return 2 ** sum(1 for e in statics(st, uid, DOUBLE_STAT) if e.stat == name)


SET_STATS = "watt_set_stats"
"""The continuous op "Attached ally becomes 1 / 1" (``Effect(SET_STATS, amount, stat=…)``; with
``condition["lock"]`` it "can't gain or lose ATK or [Health]"), read by :func:`set_stat`."""


def set_stat(st: WowState, uid: int, name: str) -> tuple[int, bool] | None:
    """EN 714: a continuous "becomes N / M" on ``uid`` replaces its printed ``name`` stat (205.1);
    the value, and whether nothing else may change it (the last such effect in table order wins).
    None when no such effect applies (no card of the match has one: nothing is read)."""
    out = None
    if sources_doing(st, SET_STATS):
        for e in statics(st, uid, SET_STATS):
            if e.stat == name:
                out = (e.amount, bool((e.condition or {}).get("lock")))
    if st.modifiers:  # "target opposing ally becomes 1 / 1 this turn": a modifier of a one-shot power (helper w30ally)
        key = SET_HEAD + name
        for m in st.modifiers:
            if m.uid == uid and m.stat == key:
                out = (m.delta, False)
    return out


SET_HEAD = "wl30_set:"
"""The head of a modifier's stat that sets a printed stat (``wl30_set:atk`` / ``wl30_set:health``, delta = the new value):
"Target opposing ally becomes 1 / 1 … this turn" (op ``wl30_becomes``, engine.wow.ally_ops); the latest one wins."""


def health_before_statics(st: WowState, uid: int) -> int:
    """Current health (205.1) without continuous powers (EN 714) and without the floor at 0 (104.2):
    printed + modifiers + counters (404.1c) + "while" modifiers (engine.wow.combat_while)."""
    base = data(st, uid).get("health") or 0
    fixed = set_stat(st, uid, "health")  # "Attached ally becomes 1 / 1" (helper watt)
    if fixed is not None:
        if fixed[1]:
            return fixed[0]
        base = fixed[0]
    value = effects.stat(st.modifiers, uid, "health", base) + counter_delta(st, uid, "health")
    return value + while_delta(st, uid, "health")  # "-1 health while Keward is defending this turn" (engine.wow.combat_while)


def statics_never_lower(st: WowState, stat_name: str) -> bool:
    """Whether no continuous power of the cards in play can lower ``stat_name`` (EN 714): every
    "+N/-N" effect on it is a fixed amount of at least 0 (no "for each", whose count could scale a
    negative amount). Then ``static_delta`` is at least 0 for every card. The answer is kept with
    the effects it is read from (``sources_doing``' tuple, kept with the static sources and never
    changed: its id can't be reused while it is kept; at most ``_KEEP_LOWER`` answers). When no
    card data of the match may lower it (``match_statics.may_lower``) the table is not read."""
    if not may_lower(st, stat_name):
        return True
    found = sources_doing(st, "modify_stat")
    if not found:
        return True
    key = (id(found), stat_name)
    hit = _NEVER_LOWER.get(key)
    if hit is not None and hit[0] is found:
        return hit[1]
    out = _never_lower(found, stat_name)
    if len(_NEVER_LOWER) > _KEEP_LOWER:
        _NEVER_LOWER.clear()
    _NEVER_LOWER[key] = (found, out)
    return out


def _never_lower(found: tuple[tuple[int, tuple[Any, ...]], ...], stat_name: str) -> bool:
    """``statics_never_lower`` worked out from the effects doing ``modify_stat``."""
    for _src, effs in found:
        for e in effs:
            if e.stat == stat_name and (e.amount < 0 or (e.condition or {}).get("per")):
                return False
    return True


_NEVER_LOWER: dict[tuple[int, str], tuple[tuple[Any, ...], bool]] = {}
"""``statics_never_lower``'s answers by the id of the effects read and the stat, with those effects."""

_KEEP_LOWER = 256
"""At most this many ``_NEVER_LOWER`` answers are kept (they hold their effects: memory per live match)."""


def defense(st: WowState, uid: int) -> int:
    """Current DEF of an armor (304.2) with modifiers and +DEF counters (404.1c)."""
    base = data(st, uid).get("def") or 0
    value = effects.stat(st.modifiers, uid, "def", base) + static_delta(st, uid, "def") + counter_delta(st, uid, "def")
    return max(value * 2 ** len(statics(st, uid, DOUBLE_DEF)), 0)  # "double the [DEF] of armor you control" (helper w8equip)


def equipment_atk(st: WowState, uid: int) -> int:
    """A weapon's ATK (303.2a: what a strike adds) with modifiers, continuous powers ("This weapon
    has +2 ATK", EN 714) and +ATK counters (404.1c)."""
    base = data(st, uid).get("atk") or 0
    fixed = set_stat(st, uid, "atk")  # "this weapon's ATK becomes 4000" (helper w30gear)
    if fixed is not None:
        if fixed[1]:
            return fixed[0]
        base = fixed[0]
    value = effects.stat(st.modifiers, uid, "atk", base) + static_delta(st, uid, "atk") + counter_delta(st, uid, "atk")
    if st.table.cards._cur[uid].controller == st.active:  # type: ignore[attr-defined]  # (``Table.peek`` inlined) EN glossary: Assault N = +N ATK on your turn (a weapon's too)
        value += keywords_among(st, uid, _ASSAULT).get("Assault", 0)
    value *= 2 ** len(statics(st, uid, DOUBLE_ATK))  # "Double the ATK of this and other weapons you control" (helper w8equip)
    return max(value, 0)


DOUBLE_ATK = "w8e_double_atk"
DOUBLE_DEF = "w8e_double_def"
"""The continuous op "Double the ATK of weapons you control" (Maimgor's Bite, EN 714; ``cards.templates_double_atk``):
each one that applies doubles the weapon's ATK, once every other change is counted; ``DOUBLE_DEF`` the same for an
armor's [DEF] (Helm of Blazing Glory)."""


def counter_delta(st: WowState, uid: int, stat_name: str) -> int:
    """404.1c: stat counters act as continuous modifiers while they are on the card. A card with
    no counters (most) is read without being copied (``peek``: ``stat_delta`` fetches it to write)."""
    card = st.table.cards._cur.get(uid)  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    if card is None or not card.counters:
        return 0
    return stat_delta(st, uid, stat_name)
