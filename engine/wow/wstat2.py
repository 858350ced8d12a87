"""Group "loses and can't have powers" (103.2; helper wstat2): Gladiator's Regalia "Opposing allies lose
and can't have powers.", Conqueror Yun'zon "Opposing Warriors and [Warrior] cards in play lose and
can't have powers." — a card's continuous power (EN 714) ``lose_powers`` with ``Target("each", filter)``.

While its source is face up in play with its powers, every card in play the filter names (``types``;
``side`` from the source's controller; ``word``: a tag, class, race or class restriction, 202.1a /
206.1b) has none (``lost_powers.suppressed`` asks :func:`group_suppressed`). The filter is read on the
printed card (tags, types and classes are no powers, so a suppressed card keeps them); a source that
is itself suppressed gives nothing (103.2), and a circle of sources (each suppressing the other) is
cut at the card asked about first."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .match_facts import printed_uids
from .state import WowState

OP = "lose_powers"
GROUP_OP = "wstat2_group_lose_powers"
"""The ``match_facts`` name of "some card of the match has a group ``lose_powers`` power"."""
_IN_PLAY = ("allies", "hero_row", "resources")
_ASKING: set[int] = set()
_REPUTATION = re.compile(r"^\s*([A-Z][\w' -]*?) Reputation\b", re.M)


def _group_data(d: dict[str, Any]) -> bool:
    from .cards.compiler import card_powers

    return any(e.op == OP and e.target is not None and e.target.kind == "each"
               for pw in card_powers(d) if pw.kind == "static" and pw.automated for e in pw.effects)


def _filters(d: dict[str, Any]) -> list[dict[str, Any]]:
    from .cards.compiler import card_powers

    return [dict(e.target.filter) for pw in card_powers(d) if pw.kind == "static" and pw.automated for e in pw.effects
            if e.op == OP and e.target is not None and e.target.kind == "each"]


def _fits(st: WowState, src: int, uid: int, flt: dict[str, Any]) -> bool:
    card, source = st.table.peek(uid), st.table.peek(src)
    if card.zone not in _IN_PLAY or card.face_down:
        return False
    side = flt.get("side")
    if (side == "opposing" and card.controller == source.controller) or (side == "friendly" and card.controller != source.controller):
        return False
    d = st.cards.get(card.card_id) or {}
    kinds = {str(d.get("type") or "").lower()} | ({"hero"} if uid in st.heroes else set())
    if kinds & {"weapon", "armor", "item"}:
        kinds.add("equipment")
    if flt.get("types") and not kinds & set(flt["types"]):
        return False
    if flt.get("counter") and not card.counters.get(flt["counter"]):
        return False  # "Abilities with depletion counters lose and can't have powers." (404.1; helper wmech)
    if flt.get("chosen_type"):  # "Opposing cards of the chosen type" (engine.wow.entry_choice's pick)
        chosen = str(source.flags.get("chosen") or "").lower()
        if not chosen or chosen not in kinds:
            return False
    if flt.get("chosen_name") and (not source.flags.get("chosen") or d.get("name") != source.flags.get("chosen")):
        return False  # "Opposing cards in play with the chosen name" (engine.wow.entry_choice's pick; Miniature Voodoo Mask, helper x32kind)
    if flt.get("reputation_not"):  # "Cards in play with reputation other than Aldor" (a printed "X Reputation" line)
        reps = {str(d["reputation"]).lower()} if d.get("reputation") else {m.group(1).strip().lower() for m in _REPUTATION.finditer(str(d.get("text") or ""))}
        if not reps or reps == {flt["reputation_not"].lower()}:
            return False
    word = (flt.get("word") or "").lower()
    if word:
        words = {str(w).lower() for w in (*(d.get("tags") or []), *(d.get("classes") or []), d.get("race") or "")}
        if word not in words:
            return False
    return True


def group_suppressed(st: WowState, uid: int, suppressed: Callable[[WowState, int], bool]) -> bool:
    """Whether a face-up card in play with a group ``lose_powers`` power takes ``uid``'s powers away
    (``suppressed``: ``lost_powers.suppressed``, asked of each source)."""
    hosts = printed_uids(st, GROUP_OP, _group_data)
    if not hosts or uid in _ASKING:
        return False
    _ASKING.add(uid)
    try:
        for src in hosts:
            if src == uid:
                continue
            card = st.table.peek(src)
            if card.zone not in ("allies", "hero_row") or card.face_down:
                continue
            d = st.cards.get(card.card_id) or {}
            if any(_fits(st, src, uid, flt) for flt in _filters(d)) and not suppressed(st, src):
                return True
        return False
    finally:
        _ASKING.discard(uid)
