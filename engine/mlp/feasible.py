"""Can an all-or-nothing text be carried out in full right now? ひらめき (第五節 1.3.1a) and 裏向き
(第五節 1.3.2b) may be used only if every action of their text can be done; the other effects do
what they can (第五節 2.1.1a, checklist §12 #4–#5).

``in_full`` answers True, False, or None for a text the compiler could not read (the player is
asked to confirm; an unread text is never assumed usable).
"""

from __future__ import annotations

from engine.core.effects import Effect, Target

from . import board
from .cards.ability import Ability
from .state import SLOTS, MlpState


def in_full(st: MlpState, p: int, source: int | None, ab: Ability) -> bool | None:
    """Every action of ``ab`` can be carried out by ``p`` now (checked on the current board)."""
    if ab.manual:
        return None
    if ab.condition and not board.check(st, p, source, ab.condition):
        return False  # 第五節 1.5.1: the text would do nothing
    return all(_doable(st, p, source, eff) for eff in ab.effects)


def contact_character(st: MlpState, p: int, side: str = "you") -> int | None:
    """The interacting character (交流中のキャラクター) of ``p`` (or of the rival), if an interaction is on."""
    if st.phase != "interaction":
        return None
    who = 1 - p if side == "rival" else p
    return board.at_slot(st, who, st.column)


def _doable(st: MlpState, p: int, source: int | None, eff: Effect) -> bool:
    if eff.condition and ("if" in eff.condition or "unless" in eff.condition or "revealed" in eff.condition):
        return True  # one of two alternatives, or gated by a card yet to be revealed
    t = eff.target
    if t is not None and not t.up_to and not _targets_exist(st, p, source, t):
        return False
    return _op_doable(st, p, eff)


def _targets_exist(st: MlpState, p: int, source: int | None, t: Target) -> bool:
    """The cards a target needs are there: the interacting character (第四節 4.3.1a), N cards to
    choose, at least one card for "all …"."""
    if t.kind == "contact":
        uid = contact_character(st, p, t.filter.get("side", "you"))
        return uid is not None and board.match(st, p, source, uid, {k: v for k, v in t.filter.items() if k != "side"})
    if t.kind == "chosen":
        return len(board.candidates(st, p, source, t.filter)) >= t.count
    if t.kind == "each":
        return bool(board.candidates(st, p, source, t.filter))
    return True


def _op_doable(st: MlpState, p: int, eff: Effect) -> bool:
    op, kind = eff.op, eff.stat
    rival = 1 - p
    if op == "discard":
        who = rival if eff.target is not None and eff.target.kind == "opponent" else p
        return len(st.table.zone(who, "hand")) >= max(1, eff.amount)
    if op == "search":  # reveal the top N of the main deck (or of the scene deck)
        return len(st.table.zone(p, eff.stat or "deck")) >= max(1, eff.amount)
    if op == "reveal":
        return len(st.table.zone(p, eff.zone or "deck")) >= max(1, eff.amount)
    if op == "play_free":
        return bool(board.empty_slots(st, p))
    if op == "look_top" and eff.zone == "plans":
        return bool(st.table.zone(p, "plans"))
    if op == "move":
        if kind == "remove_plan":
            return bool(st.table.zone(rival, "plans"))
        if kind == "plan_from_deck":
            return bool(st.table.zone(p, "deck")) and len(st.table.zone(p, "plans")) < 4
        if kind == "add_scene":
            who = rival if eff.target is not None and eff.target.kind == "opponent" else p
            return len(st.table.zone(who, "scene_deck")) >= max(1, eff.amount)
        if kind == "move_in_adventure":
            return len(st.table.zone(p, "adventure")) < SLOTS
    if op == "gain_token":  # a token sits only on a character (第二節 7.2.1, 7.2.2a)
        return bool(st.table.zone(p, "adventure")) or (eff.target is not None and eff.target.kind not in ("self", "player"))
    if op == "spend_token":
        return any(st.table.peek(u).counters.get(eff.keyword or "candy") for u in st.table.zone(p, "adventure"))
    return True  # e.g. a draw is always possible (第五節 2.1.1c)
