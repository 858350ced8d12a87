"""The cards a search just found, as what a later sentence refers to (EN 709, 413): "search your deck for a weapon …,
put damage on your hero equal to its cost, and put into play." (Girdle of Razuvious).

The op ``wd31_found_ref`` remembers the cards the search before it found (``link.data["found"]``,
``engine.wow.search``) as the link's referred cards (``engine.wow.refs.remember``), so the next effect's
``condition["ref_amount"]`` ("cost", "atk", …) reads them."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import refs
from .ops import GAME, OpCall

OP = "wd31_found_ref"


@resolves(GAME, OP)
def _found_ref(call: OpCall) -> list[Event]:
    refs.remember(call.st, call.link, [int(u) for u in call.link.data.get("found", [])])
    return []
