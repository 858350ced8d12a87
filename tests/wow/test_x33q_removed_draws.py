"""Helper x33quest: Forbidden Knowledge (``engine.wow.removed_draws``; script in
``engine/wow/cards/scripts/x33quest.toml``) — played with the real card of the pool and asserted on every clause.

Rule calls without a source: the removed deck is public (the text says nothing of face down); "a card you removed" is
one this card removed that is still removed (415.9a); the replacement applies to each card drawn, one at a time
(415.9e), and must apply (no plain draw offered) while a card is left to choose."""

from __future__ import annotations

from engine.wow.may_skip_draw import KIND
from engine.wow.removed_draws import PICK
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real
from .test_wtrig_cards import _until

pytestmark = needs(WOW_CARDS)


def _played():
    automated("Forbidden Knowledge")
    st = start({"auto_pass": False})
    deck = list(st.table.zone(0, "deck"))
    st, fk = play_real(st, "Forbidden Knowledge", 0, pay=10)
    st = resolve_chain(st)
    return st, fk, deck


def test_forbidden_knowledge_removes_the_deck():
    # WoW 415.7a: "Remove your deck from the game." — every card of the deck is in the removed zone; the card stays (Ongoing, 305.2c)
    st, fk, deck = _played()
    assert deck and not st.table.zone(0, "deck")
    assert all(st.table.cards[u].zone == "removed" for u in deck)
    assert st.table.cards[fk].zone == "hero_row"


def test_forbidden_knowledge_replaces_each_draw_with_a_removed_card():
    # WoW 716 / 415.9e: "Ongoing: If you would draw a card, choose a card you removed and put it into your hand
    # instead." — at the next draw step P1 chooses one of the removed cards (no plain draw is offered)
    st, _, deck = _played()
    st = apply(st, "pass", 0)
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending)
    st = _until(st, lambda s: s.active == 0 and ((s.pending and s.pending[0].kind == KIND) or s.step == "main"))
    pend = st.pending[0]
    assert pend.kind == KIND and pend.player == 0
    ids = [o.id for o in pend.options]
    assert "draw" not in ids and all(i.startswith(PICK) for i in ids) and len(ids) == len(deck)
    pick = deck[-1]  # any removed card, not only the top one
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, f"{PICK}{pick}")
    assert st.table.cards[pick].zone == "hand" and len(st.table.zone(0, "hand")) == hand + 1
    assert not st.over  # nothing was drawn from the empty deck (410.6b)
