"""A search for the name of the card that paid the additional cost (413.1, 403.1, EN 709; helper r2abil, scripts
r2abil.toml).

- ``search_paid_name``: "As an additional cost to play, destroy an ally in your party. Search your deck for a card
  with the same name as that ally and put it into play." (Raise from the Ashes) — the card that paid
  (``cost["ref_paid"]``, remembered by ``engine.wow.refs``) names the search: the link's controller searches his
  deck (``engine.wow.search``; a deck searched is shuffled, 413.2) for a card of that name (200.1), put where
  ``condition["to"]`` says ("play": it enters play as a resolving card would, 710.1). Nothing remembered: nothing
  is searched.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import search
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "search_paid_name")
def _search_paid_name(call: OpCall) -> list[Event]:
    st, cond = call.st, call.eff.condition or {}
    rows = call.link.data.get("ref", [])
    if not rows:
        return [Event("search", "No card paid the additional cost: nothing to search for", EN("709.1"), call.player)]
    name = kw.name(st, rows[0]["uid"])
    flt = {**(cond.get("filter") or {}), "name": name}
    eff = replace(call.eff, zone=call.eff.zone or "deck", condition={**cond, "filter": flt})
    call.stop = True
    return search.begin(st, call.player, eff, call.resume())
