"""Helper x33quest: cards whose own trigger is being revealed from their owner's deck (``engine.wow.deck_revealed``;
scripts in ``engine/wow/cards/scripts/x33quest.toml``) — Krazal the Eggregator and Jubilee Arcspark, each played with
the real card of the pool and asserted on every clause of its text.

Rule calls without a source: the trigger is the card's owner's (it is not in play, 415.2, as Death Rattle's); "by a
quest" is a reveal made while a quest's reward resolves (EN 702.2); a revealed card is public (709.1)."""

from __future__ import annotations

from engine.wow.procedure import draw
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def _on_top(st, player: int, name: str) -> int:
    uid = put_real(st, player, name, "deck")
    st.table.zone(player, "deck").remove(uid)
    st.table.zone(player, "deck").insert(0, uid)
    return uid


def _rabbits(st, p: int) -> int:
    return sum(1 for u in st.table.zone(p, "allies") if "Spring Rabbit" in st.table.cards[u].card_id)


def _bird(st, player: int = 0):
    """``player`` completes A Bird In Hand ("Reward: Reveal the top card of your deck. If it's an ally, put it into
    your hand.")."""
    resources(st, player, 2)
    quest = put_real(st, player, "A Bird In Hand", "resources", face_down=False)
    return _settle(resolve_chain(apply(st, "quest", player, uid=quest)))


def test_krazal_revealed_by_an_ability_makes_a_rabbit():
    # WoW 703.1 / 709.1 / 404.2: "When this ally is revealed from your deck, put a 1 [NATURE] / 1 [HEALTH] Spring rabbit
    # ally token into play." — revealed by Unleash the Swarm! (he is no Murloc: he goes to the bottom)
    automated("Krazal the Eggregator")
    st = start({"auto_pass": False})
    krazal = _on_top(st, 0, "Krazal the Eggregator")
    st, _ = play_real(st, "Unleash the Swarm!", 0, pay=6)
    st = _settle(resolve_chain(st))
    assert 1 in st.table.cards[krazal].known_to  # revealed: public (709.1)
    assert _rabbits(st, 0) == 1
    rabbit = next(u for u in st.table.zone(0, "allies") if "Spring Rabbit" in st.table.cards[u].card_id)
    assert st.table.cards[rabbit].controller == 0


def test_krazal_drawn_unrevealed_makes_nothing():
    # WoW 703.1: drawn (not revealed), no trigger
    st = start({"auto_pass": False})
    krazal = _on_top(st, 0, "Krazal the Eggregator")
    draw(st, 0, 1, R("415.9e"))
    assert st.table.cards[krazal].zone == "hand"
    st = _settle(st)
    assert _rabbits(st, 0) == 0


def test_jubilee_arcspark_revealed_by_a_quest_draws():
    # WoW 703.1 / 702.2: "When Jubilee Arcspark is revealed from your deck by a quest, draw a card." — the quest puts
    # her into the hand (an ally), then her trigger draws a card
    automated("Jubilee Arcspark")
    st = start({"auto_pass": False})
    jubilee = _on_top(st, 0, "Jubilee Arcspark")
    hand = len(st.table.zone(0, "hand"))
    st = _bird(st)
    assert st.table.cards[jubilee].zone == "hand"
    assert len(st.table.zone(0, "hand")) == hand + 2  # her, and the card her trigger drew


def test_jubilee_arcspark_revealed_by_an_ability_draws_nothing():
    # "by a quest": Unleash the Swarm! is an ability — no draw
    st = start({"auto_pass": False})
    jubilee = _on_top(st, 0, "Jubilee Arcspark")
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Unleash the Swarm!", 0, pay=6)
    st = _settle(resolve_chain(st))
    assert 1 in st.table.cards[jubilee].known_to
    assert len(st.table.zone(0, "hand")) == hand  # the played card left the hand; nothing drawn
