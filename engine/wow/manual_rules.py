"""What resolving card text by hand (103.1, ``engine.core.manual``) may do in WoW, and how its log
lines name cards.

A player resolving text by hand does what the text says, nothing a player could never do:
- a hero is never moved by hand: it stays in its hero row (415.8a; a hero leaves play only by
  being destroyed, 102.1a, or replaced by a master hero, 301.4);
- the generic operations act on the resolving player's own cards and on them as player, unless the
  text being resolved names another player's ("opposing", "enemy", "target", "each", …).

Log lines name cards by their names (never card ids); a card the public can't see is "a hidden
card" in the public line (the acting player gets the named line).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from engine.core import Action

from . import zone_moves
from .card_facts import data, exists
from .state import WowState

OTHERS = re.compile(
    r"\b(opposing|opponents?'?s?|enemy|enemies|targets?|each|all|every|any|another player|a player|"
    r"players|their|defending|attacking|switch|control of)\b", re.I)
"""Words of a text that let it act on cards or players other than its resolver's own."""

REFUSAL = ("by hand you may change only your own cards unless the text names an opponent's (103.1), "
           "and a hero never leaves its hero row (415.8a)")


def _text(st: WowState) -> str:
    pending = st.pending[0] if st.pending else None
    return str(pending.context.get("text", "")) if pending is not None else ""


@lru_cache(maxsize=512)
def names_others(text: str) -> bool:
    """Whether the text may act on another player's cards or on another player (asked once per
    listed operation, so remembered per text)."""
    return bool(OTHERS.search(text or ""))


def manual_allowed(state: Any, action: Action) -> bool:
    """The WoW filter of the manual operations (``ManualSpec.allow``)."""
    st: WowState = state
    args = action.args
    op = args.get("op")
    if op == "done":
        return True
    others = names_others(_text(st))
    if op in ("draw", "shuffle", "score"):
        return args.get("target") == action.player or others
    uid = args.get("uid")
    if not exists(st, uid):
        return True  # the core refuses an unknown card with its own message
    card = st.table.peek(uid)  # reading only: no copy of the card (engine.core.cardmap)
    if op == "move" and uid in st.heroes:
        return False  # 415.8a: the hero stays in its hero row
    if op == "move" and zone_moves.held(st, uid, str(args.get("zone"))) is not None:
        return False  # 103.2: a "can't" keeps it where it is, by hand as well (engine.wow.zone_moves)
    return card.controller == action.player or card.owner == action.player or others


TOKEN_EDGE = r"(?<![A-Za-z0-9-]){}(?![A-Za-z0-9-])"


def replace_ids(text: str, names: dict[str, str]) -> str:
    """``text`` with each card id (whole token: "X-1" is not part of "X-10") replaced by its label."""
    if not names:
        return text
    ids = tuple(sorted(names, key=len, reverse=True))  # longest first, and whole tokens only
    return _ids_pattern(ids).sub(lambda m: names[m.group(0)], text)


@lru_cache(maxsize=512)
def _ids_pattern(ids: tuple[str, ...]) -> re.Pattern[str]:
    """The pattern of these card ids as whole tokens, remembered here: asked again for every label,
    it would otherwise keep pushing the other patterns out of ``re``'s small cache."""
    return re.compile("|".join(TOKEN_EDGE.format(re.escape(cid)) for cid in ids))


def card_name(st: WowState, uid: int) -> str:
    """The card's name as its owner knows it (a face-down resource's real name, 412.1b)."""
    card = st.table.peek(uid)
    return st.cards.get(card.card_id, {}).get("name") or data(st, uid).get("name") or "a card"


def named_labels(st: WowState, uids: Iterable[int], public: set[int]) -> tuple[dict[str, str], dict[str, str]]:
    """(public labels, private labels) by card id for the cards ``uids``: the public line names
    only cards in ``public``."""
    pub: dict[str, str] = {}
    own: dict[str, str] = {}
    for uid in uids:
        if not exists(st, uid):
            continue
        cid = st.table.cards[uid].card_id
        own[cid] = card_name(st, uid)
        if uid in public and pub.get(cid, own[cid]) == own[cid]:
            pub[cid] = own[cid]
        else:
            pub[cid] = "a hidden card"
    return pub, own
