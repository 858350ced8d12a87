"""A card's facts that no continuous power changes: its data (printed, copied 402.2 or with gained
powers 200.1a), card types after type changes (300.1), kinds a filter names, zone, damage type and
name. ``engine.wow.keywords`` adds what continuous powers change (keywords, ATK, health, tags) and
re-exports these, so other modules keep asking there; ``engine.wow.conditions`` reads them here."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .lost_powers import NONE_SUPPRESS, blank, suppressed
from .state import WowState

CHARACTER_TYPES = ("hero", "master hero", "ally")
_CHARACTER = frozenset(CHARACTER_TYPES)


SIDES = ("Alliance", "Horde")


def faction(d: dict[str, Any]) -> str:
    """A card's faction (202.1a: the [Alliance]/[Horde] icon), one notion for every check: the printed field, else
    the side its words name (an ally token made "Alliance Dwarf Warrior" keeps faction "Neutral" with "Alliance" among
    its tags, 404.2: King Magni Bronzebeard, Magni, the Mountain King, Cairne)."""
    printed = str(d.get("faction") or "")
    if printed in SIDES:
        return printed
    named = [s for s in SIDES if s.lower() in {str(t).lower() for t in d.get("tags", []) or []}]
    return named[0] if len(named) == 1 else printed


def race(d: dict[str, Any]) -> str:
    """A card's race (202.1a): the printed field; an ally token's line names it as a printed ally's does, "[Faction]
    Race Class" (404.2: "Alliance Dwarf Warrior" is a Dwarf, "Horde Tauren Warrior" a Tauren): its name's words but the
    faction and the class words (only for a token whose name opens with a faction, the form of an ally's type line)."""
    printed = str(d.get("race") or "")
    if printed or d.get("rarity") != "token":
        return printed
    words = str(d.get("name") or "").split()
    if not words or words[0] not in SIDES:
        return ""
    rest = " " + " ".join(words[1:]) + " "
    for cls in sorted((*CLASS_WORDS, "Monk", "Demon Hunter"), key=len, reverse=True):  # (tag_grants.CLASS_NAMES)
        rest = re.sub(rf"(?i) {cls} ", " ", rest)
    return " ".join(rest.split())


def of_faction(d: dict[str, Any], side: str) -> bool:
    """Whether the card is of faction ``side`` (:func:`faction`; case aside)."""
    return faction(d).lower() == str(side).lower()


GAIN_TEXT = "gain_text"
"""Modifier stat of a card that gained another card's powers (``keyword`` = that card's id)."""


def data(st: WowState, uid: int) -> dict[str, Any]:
    """The card's data; a face-down resource is blank (412.1b). Powers gained from another card
    are added to its text, with that card's name replaced by this one's: a copied power's
    self-reference means its new card (200.1a). Inside ``keywords.reading`` (nothing writes the
    state) each card's answer is worked out once: kept there under the uid itself (the one kind of
    key that is a bare int), one lookup for the hottest query of the engine. A card no modifier
    names (no copy 402.2, gained text 200.1a or loss of powers 103.2), while no card of the match
    takes powers away (``lost_powers``), has its printed data: found here, with no call (the
    hottest query: the other cards are read by ``_changed``)."""
    once = st.table.reading
    if once is None:
        card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined
        if card.face_down:
            return {"name": "", "type": "resource", "tags": [], "keywords": {}, "text": ""}
        if st.table.kept.get(NONE_SUPPRESS) == len(st.cards):
            for m in st.modifiers:
                if m.uid == uid:
                    break
            else:
                return st.cards[card.card_id]
        return _changed(st, uid, card)
    found = once.get(uid)
    if found is not None:
        return found
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined
    if card.face_down:
        found = once[uid] = {"name": "", "type": "resource", "tags": [], "keywords": {}, "text": ""}
        return found
    modified = once.get(_MODIFIED)  # the uids with modifiers, listed once no card of the match is seen to take powers away
    if modified is None and st.table.kept.get(NONE_SUPPRESS) == len(st.cards):  # (nothing writes the state inside ``reading``: then that stays so)
        modified = once[_MODIFIED] = _modified_uids(st) if st.modifiers else _NO_UIDS
    found = once[uid] = st.cards[card.card_id] if modified is not None and uid not in modified else _changed(st, uid, card)
    return found


def read_once(st: WowState, key: str, uid: int, work: Callable[[WowState, int], Any]) -> Any:
    """``work(st, uid)``, kept under ``key`` inside ``keywords.reading`` (nothing writes the state
    there), so each card's answer is worked out once; outside one, worked out every time."""
    once = st.table.reading
    if once is None:
        return work(st, uid)
    memo = once.setdefault(key, {})
    found = memo.get(uid)
    if found is None:
        found = memo[uid] = work(st, uid)
    return found


_MODIFIED = "card_facts.modified"
"""The key of the uids with modifiers (``data``) among the values kept inside ``keywords.reading``."""


def _changed(st: WowState, uid: int, card: Any) -> dict[str, Any]:
    """``data`` of a face-up card some modifier may change, or while some card of the match may take
    powers away."""
    if suppressed(st, uid):  # "loses and can't have powers" (103.2, engine.wow.lost_powers)
        return blank(face_up_data(st, uid, card))
    return face_up_data(st, uid, card)


_NO_UIDS: frozenset[int] = frozenset()


def _modified_uids(st: WowState) -> frozenset[int]:
    """The cards with modifiers."""
    return frozenset(m.uid for m in st.modifiers)


def face_up_data(st: WowState, uid: int, card: Any) -> dict[str, Any]:
    """``data`` of a face-up card with its powers (printed, copied or gained)."""
    if not st.modifiers:
        return st.cards[card.card_id]
    cid, gained, only, race = card.card_id, [], "", ""
    for m in st.modifiers:  # one pass: the latest copy effect (printed_id), the gained texts and the latest class change
        if m.uid == uid:
            if m.stat == GAIN_TEXT:
                if gain_lives(st, m):
                    gained.append(m.keyword)
            elif m.stat.startswith(COPY_OF):
                cid = m.stat[len(COPY_OF):]
            elif m.stat == CLASS_SET:
                only = m.keyword
            elif m.stat == RACE_SET:
                race = m.keyword
    d = only_class(st.cards[cid], only) if only else st.cards[cid]
    d = only_race(d, race) if race else d
    if not gained:
        return d
    text, keywords = d.get("text") or "", dict(d.get("keywords") or {})
    for cid in gained:
        other = st.cards.get(cid, {})
        name = other.get("name") or ""
        text += "\n" + ((other.get("text") or "").replace(name, d.get("name", "")) if name else (other.get("text") or ""))
        for k, n in (other.get("keywords") or {}).items():  # its keyword powers too ("Assault 2", 200.1a)
            keywords[k] = max(keywords.get(k, 0), n)
    return {**d, "text": text, "keywords": keywords}


CLASS_SET = "class="
"""A modifier whose stat is ``class=`` (``keyword`` = a class): the card "has that class and loses all other classes"
(206.1a: a character's class; the latest such modifier counts; ``engine.wow.class_set``)."""
CLASS_WORDS = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
"""The standard classes (206.1a), as card data prints them among an ally's tags."""


def only_class(d: dict[str, Any], cls: str) -> dict[str, Any]:
    """The card data with ``cls`` as its one class: its class, and among its tags the other classes taken away
    (an ally's class is printed among its tags and as ``class``; a hero's as ``classes``)."""
    drop = {c.lower() for c in CLASS_WORDS} | {"deathknight"}
    tags = [t for t in d.get("tags") or [] if str(t).lower() not in drop]
    hero = d.get("type") in ("hero", "master hero")
    return {**d, "class": cls, "tags": [*tags, cls], **({"classes": [cls]} if hero else {})}


RACE_SET = "race="
"""A modifier whose stat is ``race=`` (``keyword`` = a race): the card "becomes a [race]" in place of its race
(Magical Ogre Idol: "your hero becomes an Ogre Monster hero"; 202.1a; ``engine.wow.class_set``)."""


def only_race(d: dict[str, Any], race: str) -> dict[str, Any]:
    """The card data with ``race`` in place of its race (the race's words taken from its tags too)."""
    old = {w.lower() for w in [d.get("race") or "", *(d.get("race") or "").split()] if w}
    return {**d, "race": race, "tags": [*(t for t in d.get("tags") or [] if str(t).lower() not in old), race]}


COPY_OF = "copy_of:"
"""A modifier whose stat is ``copy_of:CARD_ID``: the card has that card's printed information (402.2)."""


def printed_id(st: WowState, uid: int) -> str:
    """The card whose printed information ``uid`` has: its own, or the one it became a copy of
    (402.2; the latest copy effect wins)."""
    if st.modifiers:
        for m in reversed(st.modifiers):
            if m.uid == uid and m.stat.startswith(COPY_OF):
                return m.stat[len(COPY_OF):]
    return st.table.peek(uid).card_id


WHILE_REMOVED = 1
"""The ``delta`` of a gained-text modifier that lasts only while its ``source`` card stays removed from the game ("…
has that card's printed powers while it remains removed from the game", Hesriana; 415.7)."""


def gain_lives(st: WowState, m: Any) -> bool:
    """Whether a gained-text modifier gives its text now (one lasting "while it remains removed from the game" only
    while its source card is in the removed-from-game zone)."""
    if m.delta != WHILE_REMOVED:
        return True
    card = st.table.cards._cur.get(m.source)  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    return card is not None and card.zone == "removed"


def gain_powers(st: WowState, uid: int, from_card: int, duration: str = "permanent", player: int = 0) -> None:
    """``uid`` gains the printed powers of card ``from_card`` (wherever it is now), 200.1a."""
    from engine.core import Modifier

    st.modifiers.append(Modifier(uid, GAIN_TEXT, 0, keyword=st.table.cards[from_card].card_id, duration=duration, player=player, turn=st.turn))


def ctype(st: WowState, uid: int) -> str:
    """The card type; a "becomes [type]" modifier replaces it (300.1a). Without any modifier, the
    data's type at once (no generator over an empty list: a hot read of the 410.6 checks)."""
    if not st.modifiers:
        return data(st, uid).get("type", "")
    for m in reversed(st.modifiers):  # the latest (a loop: no cells made at every read)
        if m.uid == uid and m.stat == TYPE_SET:
            return m.keyword or data(st, uid).get("type", "")
    return data(st, uid).get("type", "")


TYPE_ADD, TYPE_SET, TAG_ADD = "type+", "type=", "tag+"
"""Modifier stats for type and tag changes (``Modifier(uid, TYPE_ADD, keyword="ally")``):
300.1b a card type added, 300.1a a card becoming another type, 202.3 a tag added."""


def types(st: WowState, uid: int) -> set[str]:
    """Every card type it has now: printed, then type changes in order (300.1a–b)."""
    out = {data(st, uid).get("type", "")}
    if not st.modifiers:
        return out
    for m in st.modifiers:
        if m.uid == uid and m.stat in (TYPE_ADD, TYPE_SET):
            out = {m.keyword} if m.stat == TYPE_SET else out | {m.keyword}
    return out


def in_play(st: WowState, uid: int) -> bool:
    card = st.table.cards._cur.get(uid)  # type: ignore[attr-defined]  # ``Table.peek`` inlined (asked for every card that may trigger or be targeted)
    return card is not None and card.zone in ("allies", "hero_row", "resources")


def exists(st: WowState, uid: object) -> bool:
    """The card is still in the game: a token outside play ceases to exist (410.6d), so a uid
    kept by a combat, a link or a pending choice may name nothing any more."""
    return isinstance(uid, int) and uid in st.table.cards


def is_character(st: WowState, uid: int) -> bool:
    """300.1: a character is a hero, an ally or a totem (305.3a: a totem is also an ally); a
    token that ceased to exist (410.6d) is none."""
    card = st.table.cards._cur.get(uid)  # type: ignore[attr-defined]  # ``Table.peek`` inlined (asked for every attacker, defender and check)
    if card is None or card.zone not in ("allies", "hero_row"):
        return False
    once = st.table.reading  # ``data`` inlined when kept (asked for every attacker, defender and check)
    d = once.get(uid) if once is not None else None
    if d is None:
        d = data(st, uid)
    if d.get("totem"):
        return True
    if not st.modifiers:  # ``types`` without type changes: the printed one (300.1)
        return d.get("type", "") in _CHARACTER
    return not _CHARACTER.isdisjoint(types(st, uid))


def is_ally(st: WowState, uid: int) -> bool:
    """An ally (or totem) in the ally row, or a card in play that is also an ally (300.1b)."""
    card = st.table.peek(uid, None)
    if card is None:  # a token that ceased to exist (410.6d)
        return False
    zone = card.zone
    if zone not in ("allies", "hero_row") or uid in st.heroes:
        return False
    ally = "ally" in types(st, uid) or bool(data(st, uid).get("totem"))
    return ally and (zone == "allies" or data(st, uid).get("type") != "ally")


def is_hero(st: WowState, uid: int) -> bool:
    return uid in st.heroes


def kinds(st: WowState, uid: int) -> set[str]:
    """The card kinds a target filter may name (hero, ally, weapon, armor, item, ability)."""
    d = data(st, uid)
    out = {d.get("type", "")} if not st.modifiers else types(st, uid)  # ``types`` without type changes: the printed one (300.1)
    if uid in st.heroes:
        out.add("hero")
    if d.get("totem"):
        out |= {"ally", "ability"}
    if out & {"weapon", "armor", "item"}:
        out.add("equipment")
    return out


def damage_types(st: WowState, uid: int) -> list[str]:
    """205.1a, 408.3a: a combat packet takes its source's types, defaulting to melee; a weapon
    struck this combat gives its type (303.2a); a card that becomes a damage type loses the
    others (205.1c) — the latest such modifier counts."""
    for m in reversed(st.modifiers):
        if m.uid == uid and m.stat == "damage_type:" + m.keyword:
            return [m.keyword]
    dt = data(st, uid).get("damage_type") or ""
    return [dt] if dt else ["melee"]


GONE = "a token that no longer exists"


def name(st: WowState, uid: int) -> str:
    card = st.table.cards._cur.get(uid)  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    if card is None:  # 410.6d
        return GONE
    if not st.table.visible_to(card, None):
        return "a face-down card"
    return data(st, uid).get("name") or card.card_id


def st_zone(st: WowState, uid: int) -> str:
    """The card's zone; "" for a token that ceased to exist (410.6d)."""
    card = st.table.peek(uid, None)
    return card.zone if card is not None else ""
