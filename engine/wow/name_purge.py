"""Printed: "Remove target ally from the game. Search its owner's deck, graveyard, hand, and party for all ally cards
with the same name as that ally and remove them from the game." (Owned!; helper oneshot_b): the op ``name_purge``
removes each target still in play from the game (415.7a, 415.9a), then the link's controller searches (413.1) the
target's owner's deck, graveyard and hand, and the allies that owner controls, and every ally card there with the
target's name (200.1, its printed name) is removed from the game too. A token is no card (404.2): one of that name
stays. The searcher finds them all (413.3 would let him fail to find some in the hidden zones; here he never
does), and the searched deck is shuffled by its owner (413.2). A target that became illegal removes nothing (EN
709.2a): there is no name to read."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .rules import EN, R

_SEARCHED = ("deck", "graveyard", "hand")
"""The owner's zones searched besides his party."""


@resolves(GAME, "name_purge")
def _name_purge(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for target in call.uids:
        if not kw.in_play(st, target) or target in st.heroes:
            continue
        name = str(st.cards[st.table.cards[target].card_id].get("name") or "").lower()
        owner = st.table.cards[target].owner
        if zone_moves.held(st, target, "removed"):  # 103.2: it stays; the search still happens (709.1: as much as possible)
            events.append(zone_moves.stays(st, target, "removed"))
        else:
            moved = leave_play(st, target, "removed", EN("709.1"))
            moved[0].text = f"{kw.name(st, target)} is removed from the game"
            events += moved
        party = [u for q in range(st.num_players) for u in st.table.zone(q, "allies")
                 if st.table.cards[u].controller == owner and kw.is_ally(st, u) and not st.table.cards[u].flags.get("token")
                 and str(st.cards[st.table.cards[u].card_id].get("name") or "").lower() == name]
        for uid in party:
            if zone_moves.held(st, uid, "removed"):
                events.append(zone_moves.stays(st, uid, "removed"))
                continue
            out = leave_play(st, uid, "removed", R("413.1"))
            out[0].text = f"{kw.name(st, uid)} is removed from the game"
            events += out
        for zone in _SEARCHED:
            for uid in [u for u in st.table.zone(owner, zone) if _ally_named(st, u, name)]:
                ev = zone_moves.move(st, uid, "removed", R("413.1"), player=owner)
                ev.text = f"{st.cards[st.table.cards[uid].card_id].get('name')} is removed from the game (from P{owner + 1}'s {zone})"
                events.append(ev)
        events.append(effects.shuffle(st.table, st.rng, owner, "deck", R("413.2")))
    return events


def _ally_named(st, uid: int, name: str) -> bool:
    """An ally card (its printed type and name) outside play."""
    d = st.cards[st.table.cards[uid].card_id]
    return d.get("type") == "ally" and str(d.get("name") or "").lower() == name
