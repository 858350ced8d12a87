"""Cards in a hand made instant (409.1, EN 714; ``engine.wow.hand_instant``):

- as an effect, for the turn: "Weapon cards in your hand are instant this turn.", "Ally cards in
  your hand are instant this turn until you play an ally.", "Cards in your hand are instant this
  turn until you play a card." (``hand_instant_turn``);
- as a continuous power (:func:`hand_instant_static`, called by ``templates_statics``): "Ally cards
  in your hand are instant.", "Mages and [Mage] cards in your hand are instant.", "Cards in opposing
  hand lose and can't have instant." (``hand_instant``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .registry import SENTENCES
from .templates_wzones_moves import kind_filter


def _what(subject: str) -> dict[str, Any] | None:
    """ "Ally cards", "Cards", "Pet cards", "Mages and [Mage] cards", "Ability, ally, and equipment cards"."""
    p = rx.sub(r"\[(\w+)\]", r"\1", subject.strip())
    if p.lower() in ("cards", "card"):
        return {}
    m = rx.fullmatch(r"(\w+)s and (\w+) cards", p)
    if m and m.group(1).lower() == m.group(2).lower():
        return {"tag": m.group(2)}  # "Mages and [Mage] cards": a Mage class or tag (202.1a)
    flt = kind_filter(p if rx.search(r"\bcards?$", p) else p + " card")
    return None if flt is None or "name" in flt else flt


@SENTENCES.register("wzones_hand_instant_turn", r"(.+?) in your hand (?:are|is) instant this turn(?: until you play (a card|an? ally|an? ability|an? equipment))?",
                    full=True, priority=436, flags=re.I)
def _hand_instant_turn(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    flt = _what(m.group(1))
    if flt is None:
        return None
    cond: dict[str, Any] = {"filter": flt}
    if m.group(2):
        until = m.group(2).split(" ", 1)[1].lower()
        cond["until"] = {} if until == "card" else {"types": [until]}
    return [Effect("hand_instant_turn", 0, condition=cond, text=sentence)]


def hand_instant_static(s: str, name: str, text: str) -> list[Effect] | None:
    """ "X in your hand are instant." / "Cards in opposing hand lose and can't have instant." (a
    continuous power of the card in play; its target, the controller's hero, stands for him as other
    player-wide powers do)."""
    m = rx.fullmatch(r"(.+?) in your hand (?:are|is) instant\.?", s.strip(), re.I)
    if m and (flt := _what(m.group(1))) is not None:
        return [Effect("hand_instant", 0, Target("player_hero"), condition={"filter": flt, "side": "friendly"}, text=text)]
    m = rx.fullmatch(r"(.+?) in (?:opposing|opponents'?) hands? lose and can't have instant\.?", s.strip(), re.I)
    if m and (flt := _what(m.group(1))) is not None:
        return [Effect("hand_instant", 0, Target("player_hero"), condition={"filter": flt, "side": "opposing", "lose": True}, text=text)]
    return None
