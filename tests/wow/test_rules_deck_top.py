"""The top card of a deck shown by a continuous power (415.3e–f), with real cards: only the
players the power names see it, in their own views (hidden information by construction)."""

from __future__ import annotations

from engine.core.simulate import leaks
from engine.wow.game import ENGINE
from engine.wow.procedure import draw
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _top(st, owner: int, viewer: int | None) -> str | None:
    entry = ENGINE.view(st, viewer)["players"][owner]["zones"]["deck"][0]
    return entry.get("card_id")


def test_opponents_play_with_the_top_card_revealed():
    # WoW 415.3f: Arcanist Raith "Opponents play with the top card of their decks revealed."
    automated("Arcanist Raith")
    st = start()
    assert _top(st, 1, 0) is None
    put_real(st, 0, "Arcanist Raith", "allies")
    theirs = st.table.cards[st.table.zone(1, "deck")[0]].card_id
    assert _top(st, 1, 0) == _top(st, 1, 1) == _top(st, 1, None) == theirs  # everyone sees it
    assert ENGINE.view(st, 0)["cards"][theirs]["name"]
    assert _top(st, 0, 1) is None and _top(st, 0, 0) is None  # not Raith's own controller's deck
    assert all(leaks(ENGINE, st, v) == [] for v in (0, 1, None))  # shown by the power, not leaked


def test_you_may_look_at_your_top_card_any_time():
    # WoW 415.3e: Arcanist Tian "You may look at the top card of your deck at any time." — its owner only
    automated("Arcanist Tian")
    st = start()
    put_real(st, 0, "Arcanist Tian", "allies")
    mine = st.table.cards[st.table.zone(0, "deck")[0]].card_id
    assert _top(st, 0, 0) == mine
    assert _top(st, 0, 1) is None and _top(st, 0, None) is None


def test_turn_your_deck_over():
    # WoW 415.3d: Fortune Telling "Turn your deck over." — the order reverses, every card is public,
    # and cards are drawn from the new top (the old bottom card)
    automated("Fortune Telling")
    st = start()
    resources(st, 0, 8)
    bottom = st.table.zone(0, "deck")[-1]
    spell = put_real(st, 0, "Fortune Telling", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=spell, x=0))
    deck = st.table.zone(0, "deck")
    assert deck[0] == bottom
    seen = ENGINE.view(st, 1)["players"][0]["zones"]["deck"]
    assert all("card_id" in e for e in seen)  # face up: the opponent sees every card
    draw(st, 0, 1, R("415.3d"))
    assert bottom in st.table.zone(0, "hand")
