"""Printed: "Opposing cards and effects must target Grounding Totem if able." (Grounding Totem, Highlord
Bolvar Fordragon: the card itself; Divert: "… attached card"; Frost Presence: "… your hero"): the
continuous power ``must_target`` (EN 714; its Target names the card: ``self``, ``attached``,
``player_hero``, as ``keywords.affected`` reads them) narrows each target choice (EN 706.1) of a
player opposing the power's controller: when such a card is a legal target of that choice
(``targets.legal_targets``), it is the only option — "if able": a choice that can't name it keeps
its options, and once the link targets it its other targets are free (a link of several targets
targets it once). Only choices are narrowed, never the check of targets on resolution (EN 707.2:
a target chosen before the power came into play stays legal). A player is no card: "target
player" (named by his hero) is never narrowed."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from . import keywords as kw
from .state import WowState

OP = "must_target"


def narrow(st: WowState, chooser: int, eff: Any, options: list[int], picked: Iterable[int] = ()) -> list[int]:
    """The options of ``chooser``'s target choice for ``eff`` under the opposing ``must_target`` powers."""
    if not options or eff.target is None:
        return options
    flt = eff.target.filter
    if flt.get("player") or flt.get("chain") or flt.get("zone") == "graveyard":
        return options  # players, links and graveyard cards are not cards in play (no such power names them)
    holders = [(src, e) for src, effs in kw.sources_doing(st, OP) for e in effs
               if e.target is not None and st.table.peek(src).controller != chooser]
    if not holders:
        return options

    def forced(uid: int) -> bool:
        return any(kw.affected(st, src, e.target, uid) for src, e in holders)

    if any(u in st.table.cards and forced(u) for u in picked):
        return options  # the link already targets it
    must = [u for u in options if forced(u)]
    return must or options
