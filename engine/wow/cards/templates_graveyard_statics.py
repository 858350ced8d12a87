"""Continuous powers of a card in its owner's graveyard (EN 704: the card's text says where its power
works): "While this ally is in your graveyard, your hero has Mend 1." (Zealot Kalinov), "While this
weapon is in your graveyard, your hero has Protector." (Blade of the Empty Void). The rest of the
sentence is read as any continuous power; its effects are marked ``condition["zone"] ==
"graveyard"`` (``engine.wow.graveyard_statics``). Only effects on your hero (or you, named by your
hero) are read: "your" is the card's owner there (401.2)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.core.effects import Effect

from . import rx

_OPS = ("grant_keyword", "modify_stat", "tag_limit")
"""What such a power may do to your hero or for you: a keyword, a stat, a tag's uniqueness limit
("… you can control an additional Pet.", 414.3b; Deuce)."""
_WHILE_IN_GRAVEYARD = r"(?:While|When) this (?:ally|weapon|armor|item|card) is in your graveyard, (.+)"
"""("When" is Broderick Langforth's misprint of "While": a state, not an event, follows.)"""


def graveyard_static(body: str, compile_static: Callable[[str], list[Effect] | None]) -> list[Effect] | None:
    """The effects of a "While this X is in your graveyard, …" power, or None."""
    m = rx.fullmatch(_WHILE_IN_GRAVEYARD, body.strip())
    if m is None:
        return None
    rest = m.group(1)
    effs = compile_static(rest[0].upper() + rest[1:])
    if not effs or any(e.op not in _OPS or e.target is None or e.target.kind != "player_hero" for e in effs):
        return None
    return [replace(e, condition={**(e.condition or {}), "zone": "graveyard"}, text=body) for e in effs]
