"""Deathwing the Destroyer (a card of the gathered deck lists, issue #18), played with the real card:
"As an additional cost to play, destroy any number of cards you control. You pay 5 less to play Deathwing
for each card destroyed this way." (403.1, 403.2; engine.wow.extra_cost) and "At the start of your turn,
target opponent destroys two card he control." (EN 709.1; engine.wow.forced)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from tests.shared_data import needs

from .helpers import apply, labels, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)

NAME = "Deathwing the Destroyer"


def _table():
    automated(NAME)
    st = start()
    res = resources(st, 0, 10)
    allies = [put(st, 0, "Iron Sentinel", "allies") for _ in range(2)]
    card = put_real(st, 0, NAME, "hand")
    cid = st.table.cards[card].card_id  # test setup: the card data has no health for this master hero (the
    st.cards[cid] = {**st.cards[cid], "health": 30}  # printed card has one): without it he would die at once (410.6a)
    return st, res, allies, card


def test_each_card_destroyed_takes_5_off_the_60():
    st, res, allies, card = _table()
    with pytest.raises(RulesError):  # 2 cards: 50 to pay, 10 ready resources (403.1)
        apply(st, "play", 0, uid=card, x=0, extra=allies)
    with pytest.raises(RulesError):  # your hero is no card this cost can name
        apply(st, "play", 0, uid=card, x=0, extra=[*allies, *res[:7], st.heroes[0]])
    assert any(x.startswith(f"Play {NAME}") for x in labels(st, 0))  # 10 cards named: 10 to pay, it can be played
    extra = [*allies, *res[:8]]
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=extra))
    assert all(st.table.cards[u].zone == "graveyard" for u in extra)  # destroyed (415.9c)
    assert [st.table.cards[u].zone for u in res[8:]] == ["resources", "resources"]
    assert all(st.table.cards[u].tapped for u in res[8:])  # the 10 paid: exhausted first (412.2)
    assert st.heroes[0] == card  # the master hero replaced the hero (301.4)


def test_at_the_start_of_your_turn_the_opponent_destroys_two_of_his_cards():
    st, res, allies, card = _table()
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=[*allies, *res[:8]]))
    theirs = [put(st, 1, n, "allies") for n in ("Iron Sentinel", "Loyal Hound", "Mist Owl")]
    seen = {}

    def pick(pend):
        seen["who"], seen["n"] = pend.player, pend.min
        return [str(theirs[0]), str(theirs[1])]

    st = _advance(st, 3, answers={"player_picks": pick})
    assert seen == {"who": 1, "n": 2}
    assert [st.table.cards[u].zone for u in theirs] == ["graveyard", "graveyard", "allies"]
