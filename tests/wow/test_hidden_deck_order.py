"""Hidden information when cards go to a deck's bottom (415.3a: a deck's cards are not public; 415.3c: its owner
orders them without revealing the order): a card the owner never saw is never named to him."""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import choose, resolve_chain
from .test_quests_cards import complete, on_top
from .test_templates import WOW_CARDS

pytestmark = needs(WOW_CARDS)


def test_the_secret_compromised_never_shows_the_opponent_his_own_unseen_cards():
    # 415.3a / 415.3c: "Look at the top three cards of target opponent's deck. Put one on top of his deck and the
    # rest on the bottom." Only the looker sees them; the owner, who never saw the two going under, isn't asked
    # to order them by name (the order of cards nobody showed him tells him nothing)
    from .helpers import start

    st = start()
    tops = [on_top(st, 1, name) for name in ("Anika Berlyn", "Ruby Flameblade", "Ruby Protector")]
    st, _ = complete(st, "The Secret Compromised")
    st = resolve_chain(st)
    for _ in range(5):
        if not st.pending:
            break
        pend = st.pending[0]
        if pend.player == 1:  # the owner is asked only about cards he has seen
            assert all(o.label.startswith("a card you haven't seen") for o in pend.options), [o.label for o in pend.options]
        st = choose(st, pend.options[0].id)
        st = resolve_chain(st)
    deck = st.table.zone(1, "deck")
    assert deck[0] in tops and set(deck[-2:]) == set(tops) - {deck[0]}
    assert not any(st.table.visible_to(st.table.cards[u], 1) for u in tops)
