"""'Loses and can't have powers' (WoW op ``lose_powers``): Spell Suppression "Ongoing: Attached card
loses and can't have powers.", Metalmorph (attached equipment), Rituals of Power "Reward: Target
opposing card loses and can't have powers this turn."

A suppressed card has no powers at all — printed, copied or gained (200.1a), keywords included —
for as long as the effect lasts; a "can't" wins over anything that would give it one (103.2). It
keeps what is no power: name, types, tags, stats, damage, counters, and the restrictions and
modifiers other cards put on it. An attachment that loses its powers stays an attachment with both
specifications (400.1, 400.6). ``card_facts.data`` asks :func:`suppressed` and gives such a card
blank text and no printed keywords; ``keywords.keywords`` drops the keyword powers granted to it.

Two sources: a ``NO_POWERS`` modifier (the op resolved with a duration, e.g. "this turn"), and an
attachment in play whose own continuous power (EN 714) is ``lose_powers`` on its host — read from
its printed card, and only while that attachment itself has its powers (so a Spell Suppression on a
Spell Suppression frees the first one's host)."""

from __future__ import annotations

from functools import cache
from typing import Any

from .match_facts import known_absent, printed_uids
from .state import WowState
from .wstat2 import GROUP_OP, group_suppressed

NO_POWERS = "no_powers"
"""Modifier stat: the card loses and can't have powers for the modifier's duration."""
OP = "lose_powers"
"""The op (``engine.wow.ops``), carried out by ``engine.wow.lose_powers_op``."""

def _suppresses_data(d: dict[str, Any]) -> bool:
    from .cards.compiler import card_powers

    return any(e.op == OP and e.target is not None and e.target.kind == "attached"
               for pw in card_powers(d) if pw.kind == "static" and pw.automated for e in pw.effects)


def suppressed(st: WowState, uid: int) -> bool:
    """Whether the card in play loses and can't have powers now (a modifier, or an attachment's
    continuous power)."""
    for m in st.modifiers:
        if m.uid == uid and m.stat == NO_POWERS:
            return True
    table = st.table.kept
    if table.get(NONE_SUPPRESS) == len(st.cards):  # no card of the match has either power (most matches)
        return False
    if known_absent(st, GROUP_OP, OP):
        table[NONE_SUPPRESS] = len(st.cards)
        return False
    if group_suppressed(st, uid, suppressed):  # "Opposing allies lose and can't have powers." (engine.wow.wstat2)
        return True
    hosts = printed_uids(st, OP, _suppresses_data)  # the cards with the power (``match_facts``): most matches have none
    if not hosts:
        return False
    table = st.table
    for z in table.zones:
        for a in z["hero_row"]:
            if a in hosts:
                att = table.peek(a)
                if att.attached_to == uid and not att.face_down and not suppressed(st, a):
                    return True
    return False


NONE_SUPPRESS = "_wow_none_suppress"
"""Kept on the table: the number of card data entries of the match when none of them had a power
taking powers away (``match_facts.known_absent``); a new entry asks again."""


def blank(d: dict[str, Any]) -> dict[str, Any]:
    """The card's data without its powers: no text, no printed keywords (412.1b's blank card keeps
    less; here name, types, tags and stats stay)."""
    return {**d, "text": "", "keywords": {}}


@cache
def power_keywords() -> frozenset[str]:
    """The keywords that are powers (the glossary's, EN): a suppressed card can't have them."""
    from .cards.readers import GRANTABLE
    from .cards.schema import KEYWORDS

    return frozenset((*KEYWORDS, *GRANTABLE, "Warstomp"))  # Warstomp: a keyword by its reminder text (engine.wow.warstomp)


def drop_new_triggers(st: WowState, before: int) -> None:
    """Triggered powers queued since ``before`` whose card is in play and suppressed now don't
    trigger (103.2): the event readers look at printed powers. A card's own powers only (a Mend
    granted by another card, a delayed effect's link, are no powers of it)."""
    new = st.triggers[before:]
    if new:
        _drop(st, before, new)


def _drop(st: WowState, before: int, new: list[Any]) -> None:
    """``drop_new_triggers`` of the ``new`` triggers (a function of its own: the names its
    comprehension reads are no cells made after every batch of events)."""
    keep = [t for t in new if not (t.kind == "trigger" and t.power >= 0 and not (t.data or {}).get("granted_mend")
                                   and t.uid in st.table.cards and st.table.peek(t.uid).zone in ("allies", "hero_row", "resources")
                                   and suppressed(st, t.uid))]
    if len(keep) != len(new):
        st.triggers[before:] = keep
