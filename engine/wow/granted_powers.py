"""Payment powers a card has because a continuous power of another card gives them (EN 714, 701):
"Ongoing: Attached ally has [Exhaust] -> Draw a card.", "Arena allies in your party have [Exhaust]
-> Exhaust target ally." (``engine.wow.cards.templates_wgrant``, op ``grant_power``).

While the giving card is in play and the receiving card is among those its power applies to
(``keywords.affected``), the receiver has the quoted power: ``powers.powers`` lists it after the
receiver's own powers, compiled from the quoted text with the receiver as "this ally" / "this
character" (200.1a). Its cost is paid by the receiver ([Exhaust] exhausts the receiver, 411.1) and
the receiver is its source. Once used, the power's link carries its text (``Link.data[KEY]``), so
it resolves even if the grant ends while it waits on the chain (415.6a)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.core.effects import Effect

from . import borrowed_powers, later_effects, turn_granted, wreal_turn
from . import keywords as kw
from .cards.compiler import compile_card_text
from .cards.power import Power
from .conditions import holds
from .lost_powers import suppressed
from .state import Link, WowState

OP = "grant_power"
"""The continuous op: ``Effect(OP, target=who receives it, keyword=the granted power's text)``."""

KEY = "granted_power"
"""``Link.data`` key of a used granted power: ``{"text": …, "name": …, "ctype": …}``."""


@lru_cache(maxsize=512)
def compiled(text: str, name: str, ctype: str) -> tuple[Power, ...]:
    """The payment power(s) of ``text`` as a card named ``name`` of type ``ctype`` has them."""
    return tuple(pw for pw in compile_card_text(text, name, ctype) if pw.kind == "activated")


def any_given(st: WowState) -> bool:
    """Whether some card may have a power given now (continuous ``grant_power`` or this turn's
    resource powers): else every card's powers are its own (``powers.powers`` asks the same)."""
    return bool(kw.sources_doing(st, OP)) or wreal_turn.any_resource_grant(st) or turn_granted.any_grant(st) or borrowed_powers.any_borrow(st)


def granted(st: WowState, uid: int) -> tuple[tuple[Power, str, int], ...]:
    """The powers given to ``uid`` now by continuous powers of cards in play, each with the text
    it was compiled from and its place among that text's powers."""
    card = st.table.peek(uid, None)
    turn = wreal_turn.resource_grants(st, uid) + turn_granted.grants(st, uid) + borrowed_powers.grants(st, uid)  # one-shot grants this turn (engine.wow.turn_granted); "This turn, your resources have …" (412.1b: face down too; engine.wow.wreal_turn)
    if card is None or card.face_down or card.zone not in ("allies", "hero_row", "resources") or suppressed(st, uid):
        return turn  # 103.2: a card that "loses and can't have powers" can't have these either
    out: list[tuple[Power, str, int]] = [*turn]
    for src, effs in kw.sources_doing(st, OP):
        for e in effs:
            if e.target is None or not kw.affected(st, src, e.target, uid):
                continue
            if e.condition and not holds(st, st.table.peek(src).controller, src, e.condition):
                continue
            out += [(pw, e.keyword, j) for j, pw in enumerate(compiled(e.keyword, kw.name(st, uid), kw.ctype(st, uid)))]
    return tuple(out)


def mark(st: WowState, link: Link, own: int) -> Link:
    """A power link of index ``link.power``: when the index is past the card's ``own`` powers, it
    is a granted one, and the link carries its text instead of an index (power -1)."""
    extra = granted(st, link.uid)
    i = link.power - own
    if i < 0 or i >= len(extra):
        return link
    data = {**link.data, KEY: {"text": extra[i][1], "name": kw.name(st, link.uid), "ctype": kw.ctype(st, link.uid), "index": extra[i][2]}}
    return Link(link.kind, link.controller, link.uid, -1, list(link.targets), link.x, link.label, data)


def link_effects(link: Any) -> list[Effect] | None:
    """The effects of a used granted power (None for any other link)."""
    g = (getattr(link, "data", None) or {}).get(KEY)
    if not g:
        return later_effects.link_effects(link)  # a delayed effect written out (engine.wow.later_effects)
    kind = g.get("kind")
    pws = (triggered(g["text"], g["name"], g["ctype"]) if kind == "triggered"
           else stash_powers(g["text"], g["name"], g["ctype"]) if kind == "stash" else compiled(g["text"], g["name"], g["ctype"]))
    return list(pws[g["index"]].effects) if g["index"] < len(pws) else []


@lru_cache(maxsize=64)
def triggered(text: str, name: str, ctype: str) -> tuple[Power, ...]:
    """The triggered power(s) of ``text`` as a card named ``name`` of type ``ctype`` has them (a given
    keyword's trigger, ``engine.wow.given_sentinel``)."""
    return tuple(pw for pw in compile_card_text(text, name, ctype) if pw.kind == "triggered")


@lru_cache(maxsize=64)
def stash_powers(text: str, name: str, ctype: str) -> tuple[Power, ...]:
    """The Stash trigger(s) of a quoted "Stash: …" text a card is given (``engine.wow.stash_grants``)."""
    return tuple(pw for pw in compile_card_text(text, name, ctype) if pw.kind == "triggered" and pw.trigger == "stash")
