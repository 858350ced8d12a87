"""Sets 10–14, round 3 (issue 16): a banish looks back at the cards that were under the banished
card (8.4.4; cards under cards: Comprehensive Rules 2.2.0 8.4.1-8.4.3, outside the seed documents).
Each card is played from its real data in an engine game, with and without a card under it."""

from __future__ import annotations

from engine.lorcana.under import put_under
from tests.lorcana.helpers import act, choose, custom, put, started
from tests.lorcana.real import registry_cards
from engine.lorcana.cards import compiler


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def under(st, onto: int, n: int) -> None:
    """``n`` cards of P1's deck go facedown under ``onto`` (2.2.0 8.4.1)."""
    for i in range(n):
        put(st, custom(f"UN{i}", f"Under {i}"), st.table.cards[onto].controller, "deck")
        put_under(st, st.table.zone(st.table.cards[onto].controller, "deck")[0], onto, [], "test")


def challenge_and_lose(st, victim: int):
    """P1 challenges with ``victim`` into a stronger exerted defender and is banished (4.3.6, 1.9.1.3)."""
    foe = put(st, custom("BIG", "Big", s=9, w=9), 1, tapped=True)
    return act(st, "challenge", uid=victim, target=foe)


def hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def test_merlin_completing_his_research_draws_two_only_if_he_had_a_card_under_him():
    # Lorcana 8.4.4: a leaves-play trigger looks back at the card as it was in play
    merlin = card("Merlin - Completing His Research")
    st = started()
    m = put(st, merlin, 0)
    before = hand(st)
    st = challenge_and_lose(st, m)
    assert st.table.cards[m].zone == "discard"
    assert hand(st) == before  # nothing under him: no draw
    st = started()
    m = put(st, merlin, 0)
    under(st, m, 1)
    before = hand(st)
    st = challenge_and_lose(st, m)
    assert st.table.cards[m].zone == "discard"
    assert hand(st) == before + 2


def test_merlin_completing_his_research_does_not_draw_when_banished_outside_a_challenge():
    # Lorcana 4.3.6: "banished in a challenge" — a banish by an effect is not one
    from engine.lorcana.rules import R
    from engine.lorcana.zones import banish

    merlin = card("Merlin - Completing His Research")
    st = started()
    m = put(st, merlin, 0)
    under(st, m, 2)
    before = hand(st)
    banish(st, [m], R("1.9.1.3"), [])
    assert st.table.cards[m].zone == "discard" and not st.bag
    assert hand(st) == before


def test_goofy_ghost_of_jacob_marley_opponents_discard_one_per_card_that_was_under_him():
    # Lorcana 8.3.4 (discard) and 8.4.4 (the count is taken as he leaves play; the cards under go too, 5.1.7)
    goofy = card("Goofy - Ghost of Jacob Marley")
    for n in (0, 2):
        st = started()
        g = put(st, goofy, 0)
        under(st, g, n)
        for i in range(4):
            put(st, custom(f"OH{i}", f"Opp {i}"), 1, "hand")
        opp = hand(st, 1)
        st = challenge_and_lose(st, g)
        while st.pending:  # P2 chooses the cards to discard (as many as the prompt asks for)
            assert st.pending[0].player == 1 and st.pending[0].max == n
            st = choose(st, [o.id for o in st.pending[0].options][:n])
        assert st.table.cards[g].zone == "discard"
        assert hand(st, 1) == opp - n
        assert len(st.table.zone(0, "under")) == 0
