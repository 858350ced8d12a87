""""Your Forms aren't destroyed by abilities you play. (You can still have only one card with Form(1) in play.)" (Rune of
Metamorphosis; helper d37wow).

A continuous power ``zd37_forms_stay`` (never carried out, EN 714) of a card in play: a Form its controller controls
(a card with the tag Form, "Form (1)" included, 414.3b) isn't destroyed by a destroy effect (103.2: the "can't" wins)
of an ability he plays — the ability card's own effect as it resolves (305.1, its link a card link of an ability he
controls), or the Form's own "When you play a non-Feral ability, destroy this ability." (the druid forms' reminder,
``cards.templates_forms``: its trigger link, set off by his playing an ability). The game still destroys a second
Form (1) (414.2, 103.3: ``procedure`` destroys it by the game, not here). ``procedure.run_effects`` asks :func:`spared`
before each "destroy" effect."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .conditions import has_tag
from .powers import powers
from .rules import R
from .state import Link, WowState

OP = "zd37_forms_stay"


def _by_ability_played(st: WowState, link: Link, uid: int, player: int) -> bool:
    """The link is an ability ``player`` plays, or the Form's own trigger on his playing an ability."""
    if link.controller != player:
        return False
    if link.kind == "card":
        return link.uid in st.table.cards and kw.ctype(st, link.uid) == "ability"
    if link.kind == "trigger" and link.uid == uid and link.power >= 0:
        pws = powers(st, uid)
        if link.power < len(pws):
            pw = pws[link.power]
            return pw.trigger == "play_filtered" and "ability" in ((pw.cost or {}).get("play_filter") or {}).get("types", ())
    return False


def spared(st: WowState, link: Link, uid: int) -> Event | None:
    """The event of a Form kept in play by such a power against this link's destroy effect, or None."""
    found = kw.sources_doing(st, OP)
    if not found or uid not in st.table.cards or not kw.in_play(st, uid) or not has_tag(st, uid, "Form"):
        return None
    ctl = st.table.peek(uid).controller
    for src, _effs in found:
        card = st.table.peek(src)
        if card.controller != ctl or card.face_down or not any(e.op == OP for e in kw.statics(st, src, OP)):
            continue
        if _by_ability_played(st, link, uid, ctl):
            return Event("not_destroyed", f"{kw.name(st, uid)} isn't destroyed by an ability its controller plays ({kw.name(st, src)})",
                         R("103.2"), ctl, data={"uid": uid})
    return None
