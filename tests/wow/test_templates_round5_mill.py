"""Issue #18, round 5: putting the top cards of a deck into the graveyard (415.3a, 415.2;
``engine.wow.cards.templates_mill``, ``engine.wow.mill``), each played with a real card of the pool
(skipped without ../shared/data)."""

from __future__ import annotations

from engine.core import Action
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_activation import _power, _use
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _deck(st, p: int) -> list[int]:
    return list(st.table.zone(p, "deck"))


def test_put_the_top_two_cards_of_your_deck_into_your_graveyard():
    # 415.3a the top of the deck, 415.2 the owner's graveyard: Miner Steelwhiskers
    # "[Exhaust] -> Put the top two cards of your deck into your graveyard."
    data = automated("Miner Steelwhiskers")
    st = start()
    miner = put_real(st, 0, "Miner Steelwhiskers", "allies")
    top = _deck(st, 0)[:3]
    theirs = len(_deck(st, 1))
    st = _use(st, miner, data)
    assert [st.table.cards[u].zone for u in top] == ["graveyard", "graveyard", "deck"]
    assert len(_deck(st, 1)) == theirs  # only your own deck


def test_target_player_puts_the_top_x_cards_into_his_graveyard():
    # EN 706: the targeted player (by his hero); 201.3 X chosen as the power is used: Misery
    # "X, [Exhaust] -> Target player puts the top X cards of his deck into his graveyard."
    data = automated("Misery")
    st = start()
    misery = put_real(st, 0, "Misery", "hero_row")
    resources(st, 0, 3)
    top = _deck(st, 1)[:4]
    mine = len(_deck(st, 0))
    st = ENGINE.apply(st, Action("power", 0, {"uid": misery, "power": _power(data), "x": 3})).state
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert [st.table.cards[u].zone for u in top] == ["graveyard", "graveyard", "graveyard", "deck"]
    assert len(_deck(st, 0)) == mine


def test_each_player_mills_and_a_short_deck_gives_what_it_has():
    # Dark Embrace "Each player puts the top 5 cards of his deck into his graveyard." — a deck of
    # three cards puts those three (nothing more to put)
    automated("Dark Embrace")
    st = start()
    for u in _deck(st, 1)[3:]:
        st.table.move(u, "removed")
    mine = _deck(st, 0)[:6]
    st, _ = play_real(st, "Dark Embrace", 0)
    st = resolve_chain(st)
    assert [st.table.cards[u].zone for u in mine] == ["graveyard"] * 5 + ["deck"]
    assert len(st.table.zone(1, "graveyard")) >= 3 and not _deck(st, 1)


def test_mill_sets_off_death_rattle_from_the_deck():
    # "from anywhere" includes the deck (EN 703.1): Legplates of the Endless Void on top of your deck,
    # put into the graveyard by Dark Embrace — "Death Rattle: Put 3 damage on your hero and draw a card."
    automated("Legplates of the Endless Void")
    st = start()
    plates = put_real(st, 0, "Legplates of the Endless Void", "hand")
    st.table.move(plates, "deck", position=0)
    st, _ = play_real(st, "Dark Embrace", 0)
    st = resolve_chain(st)
    assert st.table.cards[plates].zone == "graveyard"
    assert st.table.cards[hero(st, 0)].damage == 3
