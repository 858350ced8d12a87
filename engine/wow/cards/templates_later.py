"""Delayed returns of the card itself (415.9b, ``engine.wow.delayed``): "At the end of this turn, put
this weapon into its owner's hand." (Thrown's reminder text) → the op ``return_later`` on the source
card with ``duration="this_turn"``: it returns at the start of this turn's end phase (500.2), only if
it stayed where it was; "If you do, put it into your hand at end of turn." after a payment (Cat Form)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from . import rx
from .readers import is_self
from .registry import REFS, SENTENCES


@SENTENCES.register(
    "return_this_turn",
    r"at the end of (?:this|the) turn, (?:put|return) (?P<it>.+?) (?:into|to) its owner's hand",
    full=True,
    priority=160,
    flags=re.I,
)
def _return_this_turn(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if not is_self(m.group("it"), name) or m.group("it").lower() == "it":
        return None  # "it" may be another card (a target of an earlier sentence)
    return [Effect("return_later", 0, None, zone="hand", duration="this_turn", text=sentence)]


@REFS.register("paid_return_this_turn", priority=10)
def _paid_return(sentence: str, out: list[Effect], read: object, **_: object) -> list[Effect] | None:
    """ "When Cat Form is destroyed, you may pay 2. If you do, put it into your hand at end of turn."
    (415.9b, the X15 example): with only a payment before it, "it" is the card with the power, which
    returns from the graveyard at the end of this turn if it stayed there."""
    if not out or any(not (e.op == "tap" and e.zone == "resources") for e in out):
        return None
    if not rx.fullmatch(
        r"(?:put|return) it (?:into|to) (?:your|its owner's) hand at (?:the )?end of (?:the )?turn\.?",
        sentence.strip(),
        re.I,
    ):
        return None
    return [Effect("return_later", 0, None, zone="hand", duration="this_turn", text=sentence)]
