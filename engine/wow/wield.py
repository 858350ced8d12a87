"""Weapons and hands: the Two-Handed/Off-Hand rule (414.3c) and the wield powers that make
exceptions to uniqueness (406.1–406.3) and to one strike per combat (406.4, 303.2c).

A hero has a wield power when it is printed on the hero (a line of its text), granted as a
keyword (modifier or continuous power), or given by a card its player controls whose text says
just "Your hero has dual wield." (conditional wordings are left to the compiler), or by equipment
printing the power alone ("Dual Wield", "Ranged Dual Wield (You can control a second Ranged weapon …)").

Which melee weapons and Off-Hand equipment a player may control together:
- normally one melee weapon and one Off-Hand equipment, not a Two-Handed weapon with an Off-Hand (414.3b–c);
- Dual Wield: also two one-handed melee weapons (406.1);
- Two-Handed Dual Wield: any two of melee weapons and Off-Hand equipment (406.1, 406.1b);
- Dual Shield: also two Shields, without a melee weapon (406.1);
- Sextuple Wield: melee weapons up to six hands (one-handed 1, Two-Handed 2, Off-Hand 1), 406.2–406.2a;
- Ranged Dual Wield: two ranged weapons (406.3);
- Infinite Wield (by its reminder text, ``line_readers.INFINITE``): any number of one-handed melee weapons.
"""

from __future__ import annotations

import re
from typing import Any

from . import keywords as kw
from .cards import rx
from .cards.line_readers import (
    DUAL,
    DUAL_SHIELD,
    INFINITE,
    RANGED_DUAL,
    SEXTUPLE,
    TWO_HANDED_DUAL,
    WIELD_GRANT,
    WIELD_POWERS,
    ally_strike_line,
    sentences,
)
from .state import WowState

HAND_TAGS = ("Melee", "Off-Hand", "Ranged")
"""Tag(N) limits (414.3b) replaced by the checks here."""

def ally_wields(st: WowState, weapon: int) -> bool:
    """303.2d: an ally in its controller's party who is in combat may strike with this weapon."""
    d = kw.data(st, weapon)
    return any(ally_strike_line(s, d.get("name", "")) for line in _lines(d.get("text", "")) for s in sentences(line))


_TAG_N = re.compile(r"\s*\(\d+\)$")


def base_tags(st: WowState, uid: int) -> frozenset[str]:
    """Tags without a Tag(N) number: "Off-Hand (1)" → "Off-Hand"."""
    return data_base_tags(kw.data(st, uid))


def hand_card(d: dict[str, Any]) -> bool:
    """Whether a card data has a tag ``violations`` counts it by (melee, ranged, Off-Hand)."""
    return not data_base_tags(d).isdisjoint(_HAND_TAGS)


def alone_legal(d: dict[str, Any]) -> bool:
    """Whether a card of data ``d`` is legal as the only melee, Off-Hand or ranged card of its hero
    row (``violations``): only a Two-Handed Off-Hand card is not without a wield power (414.3c)."""
    tags = data_base_tags(d)
    return not ("Off-Hand" in tags and tags & _TWO_HANDED)


def data_base_tags(d: dict[str, Any]) -> frozenset[str]:
    """``base_tags`` of a card data, kept by the data's id (the data is kept, so its id can't be
    reused; at most ``KEEP`` answers): card data never changes."""
    hit = _BASE_TAGS.get(id(d))
    if hit is None or hit[0] is not d:
        if len(_BASE_TAGS) > KEEP:
            _BASE_TAGS.clear()
        hit = _BASE_TAGS[id(d)] = (d, frozenset(_TAG_N.sub("", t) if ")" in t else t for t in d.get("tags", [])))
    return hit[1]


_BASE_TAGS: dict[int, tuple[dict[str, Any], frozenset[str]]] = {}
"""``data_base_tags``' answers by the data's id."""
KEEP = 256
"""At most this many card data answers are kept (here and in ``procedure._unique_facts``): enough
for the cards of the matches being played, and little memory held for finished ones (issue 21)."""


def _lines(text: str) -> list[str]:
    plain = rx.sub(r"<[^>]+>", "", text or "")
    return [s.strip() for s in rx.split(r"[;\n]", plain) if s.strip()]


def _bare(line: str) -> str:
    """A power line without its reminder text, lower case ("Ranged Dual Wield (You can …)" → "ranged dual wield")."""
    return rx.sub(r"\s*\(.*\)$", "", line).strip().rstrip(".").lower()


def powers(st: WowState, player: int) -> set[str]:
    """The wield powers of ``player``'s hero."""
    hero = st.heroes[player]
    keys = kw.keywords(st, hero)
    out = {k for k in WIELD_POWERS if k in keys}
    for line in _lines(kw.data(st, hero).get("text", "")):
        if rx.match(r"back\s*:", line, re.I) and not st.table.peek(hero).flags.get("flipped"):
            continue  # a back face's power works only while the back shows (301.2a; helper wact2)
        head = rx.sub(r"^(?:front|back)\s*:\s*", "", line, flags=re.I)
        head = rx.sub(r"\s*\(.*\)$", "", head).strip().rstrip(".").lower()
        out |= {k for k in WIELD_POWERS if head == k.lower()}
    for zone in ("hero_row", "allies"):
        for uid in st.table.zone(player, zone):
            if uid != hero and not st.table.peek(uid).face_down:
                equipment = kw.ctype(st, uid) in ("weapon", "armor", "item")
                for line in _lines(kw.data(st, uid).get("text", "")):
                    if equipment:  # "Dual Wield" printed on equipment: its controller's hero has it (406; helper gear)
                        out |= {k for k in WIELD_POWERS if _bare(line) == k.lower()}
                    for m in filter(None, (WIELD_GRANT.match(s) for s in sentences(line))):
                        out.add(next(k for k in WIELD_POWERS if k.lower() == m.group(1).lower()))
    return out


_MELEE = frozenset({"Melee", "2H Weapon", "Two-Handed"})
_TWO_HANDED = frozenset({"2H Weapon", "Two-Handed"})
_WEAPON_TAGS = _MELEE | {"Ranged"}
_HAND_TAGS = _WEAPON_TAGS | {"Off-Hand"}
"""The tags ``violations`` counts a card by (melee, ranged, Off-Hand)."""


def is_melee(st: WowState, uid: int) -> bool:
    """A melee weapon by its type line ("Melee (1)", 414.3b); a Two-Handed weapon counts as one."""
    return kw.ctype(st, uid) == "weapon" and bool(base_tags(st, uid) & _MELEE)


def is_ranged(st: WowState, uid: int) -> bool:
    """A ranged weapon by its type line ("Ranged (1)")."""
    return kw.ctype(st, uid) == "weapon" and "Ranged" in base_tags(st, uid)


def two_handed(st: WowState, uid: int) -> bool:
    return bool(base_tags(st, uid) & _TWO_HANDED)


def violations(st: WowState, player: int, only: frozenset[int] | None = None) -> list[int]:
    """The melee/Off-Hand or ranged cards in violation (414.3b–c with the 406 exceptions). ``only``:
    the cards that may be hand cards (``hand_card`` of their data), if known: the others count for
    nothing here."""
    gear = []  # (a loop: no cells made at every 410.6 check)
    for u in st.table.zones[player]["hero_row"]:
        if (only is None or u in only) and not st.table.peek(u).face_down:
            gear.append(u)
    if not gear:
        return []  # no melee, Off-Hand or ranged card (414.3b–c)
    return _gear_violations(st, player, gear)


def _gear_violations(st: WowState, player: int, gear: list[int]) -> list[int]:
    """``violations`` among the face-up ``gear`` that may be hand cards."""
    tags = {}  # each card's read once (``is_melee``, ``is_ranged``, ``two_handed``)
    hand = []  # (loops: no comprehensions made at every 410.6 check)
    for u in gear:
        tags[u] = found = base_tags(st, u)
        if not found.isdisjoint(_HAND_TAGS):
            hand.append(u)
    if not hand or (len(hand) == 1 and not ("Off-Hand" in tags[hand[0]] and tags[hand[0]] & _TWO_HANDED)):
        return []  # one melee, Off-Hand or ranged card at most (not a Two-Handed Off-Hand one): legal (414.3b–c)
    return _hand_violations(st, player, gear, tags)


def _hand_violations(st: WowState, player: int, gear: list[int], tags: dict[int, Any]) -> list[int]:
    """``violations`` when two or more hand cards (or a Two-Handed Off-Hand one) are there."""
    weapons = {u for u in gear if tags[u] & _WEAPON_TAGS and kw.ctype(st, u) == "weapon"}
    melee = [u for u in gear if u in weapons and tags[u] & _MELEE]
    off = [u for u in gear if "Off-Hand" in tags[u]]
    ranged = [u for u in gear if u in weapons and "Ranged" in tags[u]]
    m2 = [u for u in melee if tags[u] & _TWO_HANDED]
    m1 = [u for u in melee if u not in m2]
    ok = len(melee) <= 1 and len(off) <= 1 and not (m2 and off)  # 414.3b–c
    if ok and len(ranged) <= 1:
        return []  # legal without any wield power (the usual case: no need to look for one)
    wield = powers(st, player)
    shields = [u for u in off if "Shield" in tags[u]]
    ok = ok or (DUAL in wield and len(m1) == 2 and not m2 and not off)  # 406.1
    ok = ok or (TWO_HANDED_DUAL in wield and len(melee) + len(off) <= 2)  # 406.1 (406.1b: two one-handed too)
    ok = ok or (DUAL_SHIELD in wield and len(shields) == 2 and len(off) == 2 and not melee)  # 406.1
    ok = ok or (SEXTUPLE in wield and len(m1) + 2 * len(m2) + len(off) <= 6 and len(off) <= 1)  # 406.2, 406.2a
    ok = ok or (INFINITE in wield and not m2 and len(off) <= 1)  # Infinite Wield: any number of one-handed melee weapons (reminder text)
    bad = [] if ok else melee + off
    if len(ranged) > (2 if RANGED_DUAL in wield else 1):  # 406.3
        bad += ranged
    return bad


def can_strike(st: WowState, player: int, weapon: int, struck: list[int]) -> bool:
    """One weapon per combat (303.2c), except: Dual Wield or Two-Handed Dual Wield strike with two
    melee weapons, Sextuple Wield with melee weapons up to six hands, Infinite Wield with any number
    of one-handed melee weapons, Ranged Dual Wield with two ranged weapons — never melee and ranged in the same combat (406.4)."""
    if not struck:
        return True
    ranged = is_ranged(st, weapon)
    if any(is_ranged(st, w) != ranged for w in struck):
        return False
    wield = powers(st, player)
    if ranged:
        return RANGED_DUAL in wield and len(struck) < 2
    if SEXTUPLE in wield:
        return sum(hands(st, w) for w in struck) + hands(st, weapon) <= 6
    if INFINITE in wield and all(is_melee(st, w) and not two_handed(st, w) for w in (*struck, weapon)):
        return True  # Infinite Wield: "strike with any number of one-handed Melee weapons during the same combat" (reminder text)
    return bool(wield & {DUAL, TWO_HANDED_DUAL}) and len(struck) < 2


def hands(st: WowState, weapon: int) -> int:
    return 2 if two_handed(st, weapon) and is_melee(st, weapon) else 1
