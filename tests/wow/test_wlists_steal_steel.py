"""Steal Steel (a card of the gathered deck lists, issue #18), played with the real card: an "up to five"
additional cost (403.1; engine.wow.extra_cost) and a search of the opponent's deck whose cost limit is the
number of cards paid (413; engine.wow.steal_search)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, labels, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)

NAME = "Steal Steel"


def _setup():
    automated(NAME)
    st = start()
    rogue = [put_real(st, 0, n, "graveyard") for n in ("Sinister Strike", "Backstab", "Eviscerate")]
    other = put_real(st, 0, "Frostbolt", "graveyard")
    for u in list(st.table.zone(1, "deck")):
        st.table.move(u, "removed")
    cheap = put_real(st, 1, "Hypnotic Blade", "deck")  # cost 2
    dear = put_real(st, 1, "The Hammer of Grace", "deck")  # cost 3
    card = put_real(st, 0, NAME, "hand")
    resources(st, 0, 2)
    return st, rogue, other, cheap, dear, card


@pytest.mark.parametrize("n", [0, 2, 3])
def test_the_cards_removed_set_the_highest_cost_found(n):
    # 403.1 "remove up to five [Rogue] abilities in your graveyard from the game" (none to five, yours, Rogue
    # abilities only); 413 "Search target opponent's deck for an equipment with cost less than or equal to the
    # number of cards removed this way and put it into play under your control" (710.1; its owner stays, 401.2)
    st, rogue, other, cheap, dear, card = _setup()
    st = apply(st, "play", 0, uid=card, x=0, extra=rogue[:n])
    assert [st.table.cards[u].zone for u in rogue] == ["removed"] * n + ["graveyard"] * (3 - n)
    assert st.table.cards[other].zone == "graveyard"
    st = resolve_chain(st)
    search = st.pending[0]
    assert search.kind == "search" and search.player == 0
    offered = {o.id for o in search.options}
    assert offered == {str(u) for u, cost in ((cheap, 2), (dear, 3)) if cost <= n}
    pick = dear if n == 3 else cheap if n == 2 else None
    st = resolve_chain(choose(st, *([str(pick)] if pick else [])))
    if pick:
        c = st.table.cards[pick]
        assert c.zone == "hero_row" and c.controller == 0 and c.owner == 1
    assert st.table.cards[card].zone == "graveyard"


def test_the_additional_cost_names_only_rogue_abilities_of_your_graveyard_and_at_most_five():
    st, rogue, other, *_rest, card = _setup()
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=[other])  # not a Rogue ability
    more = [put_real(st, 0, "Gouge", "graveyard") for _ in range(3)]
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=rogue + more)  # six: "up to five"
    plays = [x for x in labels(st, 0) if x.startswith(f"Play {NAME}")]
    assert any("paying nothing more" in x for x in plays) and len(plays) > 1
