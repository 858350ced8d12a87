"""Two-faced heroes (301.2): a hero starts with its front face up; a flip power turns it over, and
only the powers of the face now showing work (301.2a). Whether a card shows its back is
``card.flags["flipped"]`` (also set by a "Flip NAME" cost, 301.2). A back power marked ``armed`` works only
on a turn the flip power armed it (``engine.wow.flip_armed``). Powers compiled by
``engine.wow.cards.templates_faces`` carry ``cost["face"]``; continuous effects carry the
condition ``{"k": "face", "side": …}``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.core import Event
from engine.core.effects import resolves

from . import first_damage_shield
from . import keywords as kw
from .conditions import condition_checker, holds
from .flip_armed import armed
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

if TYPE_CHECKING:
    from .cards.power import Power


def shows_back(st: WowState, uid: int) -> bool:
    card = st.table.peek(uid, None)  # reading only
    return bool(card is not None and card.flags.get("flipped"))


def gate(st: WowState, uid: int, powers: tuple[Power, ...]) -> tuple[Power, ...]:
    """The card's powers, those of the face not showing made inactive (kind ``other_face``; same
    positions, so a power's index stays its index)."""
    if not any("face" in pw.cost or "armed" in pw.cost for pw in powers):
        return powers
    back = shows_back(st, uid)
    out = tuple(replace(pw, kind="other_face") if "face" in pw.cost and (pw.cost["face"] == "back") != back else pw for pw in powers)
    if back and any(pw.cost.get("armed") for pw in out) and not armed(st, uid):  # "… this turn" powers of a flip (engine.wow.flip_armed)
        out = tuple(replace(pw, kind="unarmed") if pw.cost.get("armed") else pw for pw in out)
    if any(pw.cost.get("armed") and "face" not in pw.cost for pw in out) and not armed(st, uid):  # of another payment power (a weapon's, helper wequip)
        out = tuple(replace(pw, kind="unarmed") if pw.cost.get("armed") and "face" not in pw.cost else pw for pw in out)
    return out


@condition_checker("face")
def face_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """A continuous effect of one face applies only while that face shows (301.2a)."""
    if shows_back(st, source) != (cond["side"] == "back"):
        return False
    return not cond.get("and") or holds(st, player, source, cond["and"], affected)


def flip(st: WowState, player: int, uid: int) -> list[Event]:
    """301.2: turn the hero over (the effect of "N -> Flip NAME")."""
    card = st.table.cards.get(uid)
    if card is None or not kw.in_play(st, uid):
        return []
    if card.flags.get("flipped"):
        card.flags.pop("flipped")
    else:
        card.flags["flipped"] = True
    side = "back" if card.flags.get("flipped") else "front"
    events = [Event("flip", f"{kw.name(st, uid)} flips to its {side}", R("301.2"), player, data={"uid": uid})]
    return events + first_damage_shield.on_flip(st, uid)  # a face's "Prevent the first 1 damage … each turn" (helper wflip)


@resolves(GAME, "flip")
def _flip(call: OpCall) -> list[Event]:
    """301.2: "4 -> Flip NAME"."""
    return flip(call.st, call.player, call.link.uid)
