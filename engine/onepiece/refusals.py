"""Why an option is not there: when a rule removed an option from a choice (a rested [Blocker], a
[Main] event in the counter step …), choosing it anyway is refused citing that rule, not the
generic rule of the question. ``engine._answer`` asks here before the answer is checked against
the options; ``None`` means "no more specific rule: the question's own refusal applies"."""

from __future__ import annotations

import re

from engine.core import Pending, RulesError

from . import board, resolve
from .battle import no_blocker_against
from .board import name
from .cards.readers import CANNOT_REST
from .hand_counter import counter_value
from .rules import R
from .state import OPState


def _uid(pick: str) -> int | None:
    """A card named in an answer: ``"12"``, or the counter step's ``"c12"`` / ``"e12"``."""
    m = re.fullmatch(r"[ce]?(\d+)", pick)
    return int(m[1]) if m else None


def why_refused(st: OPState, pend: Pending, picks: object) -> RulesError | None:
    """The specific rule that removed the first unknown pick of ``picks`` from ``pend``."""
    if not isinstance(picks, list):
        return None
    ids = {o.id for o in pend.options}
    unknown = [p for p in picks if isinstance(p, str) and p not in ids]
    if not unknown:
        return None
    uid = _uid(unknown[0])
    if uid is None or uid not in st.table.cards:
        return None
    if pend.kind == "block":
        return why_not_block(st, uid)
    if pend.kind == "counter":
        return why_not_counter(st, pend.player, uid)
    return None


def why_not_block(st: OPState, uid: int) -> RulesError | None:
    """7-1-2-1 (once per battle), 10-1-4-1 ([Blocker]: another card was attacked, rest this
    active card), 1-3-3 (an effect forbids it)."""
    b = st.battle
    if b is None:
        return None
    card = st.table.cards[uid]
    who = name(st, uid)
    if card.controller == b.player or card.zone != "characters":
        return RulesError(f"{who} is not one of the attacked player's Characters: it can't block", R("10-1-4-1"))
    if "Blocker" not in board.keywords(st, uid):
        return RulesError(f"{who} has no [Blocker]", R("10-1-4-1"))
    if b.blocked:
        return RulesError("[Blocker] is activated once per battle", R("7-1-2-1"))
    if uid == b.target:
        return RulesError(f"{who} is the attacked card: [Blocker] protects another of your cards", R("10-1-4-1"))
    if card.tapped:
        return RulesError(f"{who} is rested: [Blocker] rests an active card", R("10-1-4-1"))
    if b.no_blocker or no_blocker_against(st, b.attacker):
        return RulesError("an effect forbids [Blocker] in this battle", R("1-3-3"))
    if board.prohibited(st, uid, CANNOT_REST):  # 10-1-4-1: [Blocker] rests this card; the prohibition wins
        return RulesError(f"{who} cannot be rested, and [Blocker] rests it (10-1-4-1)", R("1-3-3"))
    return None


def why_not_counter(st: OPState, player: int, uid: int) -> RulesError | None:
    """The counter step (7-1-3-2): a Character card's counter value (7-1-3-2-1) or a [Counter]
    event paid for (7-1-3-2-2, 10-2-4-1, 2-7-3); a [Main] event is played only in the main phase
    (10-2-3-1); a [Blocker] is used in the block step (10-1-4-1)."""
    card = st.table.cards[uid]
    who = name(st, uid)
    d = board.data(st, uid)
    if card.zone == "characters" and card.controller == player and "Blocker" in board.keywords(st, uid):
        if card.tapped:
            return RulesError(f"{who} is rested: [Blocker] rests an active card", R("10-1-4-1"))
        return RulesError("the block step is over: [Blocker] is activated in the block step", R("7-1-2-1"))
    if card.zone != "hand" or card.controller != player:
        return RulesError("counters come from your hand", R("7-1-3-2"))
    if d.get("type") == "Character":
        if not counter_value(st, uid):
            return RulesError(f"{who} has no counter value", R("7-1-3-2-1"))
        return None
    if d.get("type") == "Event":
        if resolve.event_ability(st, uid, "counter") is None:
            if resolve.event_ability(st, uid, "main") is not None:
                return RulesError(f"{who} is a [Main] event: it is played only in your main phase, outside battle", R("10-2-3-1"))
            return RulesError(f"{who} has no [Counter] effect", R("10-2-4-1"))
        price = board.play_price(st, uid)
        have = len(board.active_don(st, player))
        if price > have:
            return RulesError(f"{who} costs {price} DON!! and you have {have} active", R("2-7-3"))
        return None
    return RulesError(f"{who} is neither a Character card with a counter value nor a [Counter] event", R("7-1-3-2"))


def counter_pick(st: OPState, player: int, uid: int) -> str:
    """The counter step's option for ``uid`` played from the hand (``play`` during the step)."""
    return ("c" if board.data(st, uid).get("type") == "Character" else "e") + str(uid)
