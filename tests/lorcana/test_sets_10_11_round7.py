"""Round 7 for sets 10 and 11: the cards still resolved by hand (13, plus the Daisy Duck -
Paranormal Investigator promos P3-23/P3-24), played from the real Lorcast data in engine games.

Seven Lorcast printings lost a symbol or a word of the printed card (engine.lorcana.cards.
reworded_sets10_11: the importer takes the registry's printed words); the rest needed a mechanism.
Every clause is checked, with its "may", its condition and the case where nothing matches."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards, registry_texts
from engine.lorcana.cards.reworded_sets10_11 import REWORDED_SETS10_11
from engine.lorcana.cards.schema import normalize_symbols
from engine.lorcana.rules import R
from engine.lorcana.zones import put_in_inkwell
from tests.lorcana.helpers import act, custom, end_turn, ink_up, put, started
from tests.lorcana.real import LORCAST, needs_lorcast, registry_cards

pytestmark = needs_lorcast


@lru_cache(maxsize=1)
def _lorcast() -> dict[str, dict]:
    return {rec.data["id"]: rec.data for rec in import_cards(str(LORCAST)).cards}


def lorcast(card_id: str) -> dict:
    """One Lorcast printing by id, automated (every ability compiles)."""
    data = _lorcast()[card_id]
    assert compiler.is_automated(data), (card_id, [a.text for a in compiler.compile_card(data) if not a.ok])
    return dict(data)


def exerted_ink(st, p: int) -> list[bool]:
    return [st.table.cards[u].tapped for u in st.table.zone(p, "inkwell")]


# --- what the importer reads -------------------------------------------------------------------------


def test_lost_symbols_take_the_printed_words_of_the_registry():
    # Lorcana 1.1.6 / 6.2.1: the printed text is the card's rules; every set 10-11 rewording is the registry's words
    texts = registry_texts()
    if not texts:
        pytest.skip("no pinned registry")
    for cid in REWORDED_SETS10_11:
        assert _lorcast()[cid]["text"] == normalize_symbols(texts[cid][1]), cid
    assert "2 {I} less" in _lorcast()["10-34"]["text"]  # Duckburg - Funso's Funzone
    assert "-1 {L} until" in _lorcast()["10-95"]["text"]  # Trust In Me
    assert "5 {S} or more" in _lorcast()["11-108"]["text"]  # Mulan - Ready for Battle
    assert "of yours facedown" in _lorcast()["11-159"]["text"]  # Mickey Mouse - Bob Cratchit
    assert not _lorcast()["10-129"]["text"].startswith("ACTION")  # Next Stop, Olympus


@pytest.mark.parametrize("cid", ["10-34", "10-81", "10-95", "11-108", "11-134", "11-159", "11-219"])
def test_reworded_printings_compile_like_the_registry_card(cid):
    # Lorcana 6.2.1: the same printed text, the same abilities whichever source was imported
    data = lorcast(cid)
    reg = registry_cards().get(data["full_name"])
    if reg is None:
        pytest.skip("no pinned registry")
    assert [a.text for a in compiler.compile_card(data)] == [a.text for a in compiler.compile_card(reg)]


# --- Daisy Duck - Paranormal Investigator ---------------------------------------------------------------


@pytest.mark.parametrize("cid", ["10-154", "P3-23", "P3-24"])
def test_daisy_duck_exerted_makes_cards_enter_opposing_inkwells_exerted(cid):
    # Lorcana 7.7.4 (a replacement changes how a card enters a zone), 4.3.3.2 (inked cards enter ready otherwise), 8.5.6
    daisy = lorcast(cid)
    st = started()
    d = put(st, daisy, 0, tapped=False)
    st = end_turn(st)  # P2's turn
    assert st.active == 1
    # Daisy ready: the opponent's inked card enters ready (the condition "while exerted" fails)
    c1 = put(st, custom("I1", "Inky"), 1, "hand")
    st = act(st, "ink", 1, uid=c1)
    assert st.table.cards[c1].zone == "inkwell" and st.table.cards[c1].tapped is False
    st.table.cards[d].tapped = True  # Daisy exerted (she quested on her turn)
    st.inked[1] = 0
    c2 = put(st, custom("I2", "Inky 2"), 1, "hand")
    st = act(st, "ink", 1, uid=c2)
    assert st.table.cards[c2].tapped is True  # enters exerted
    # an effect's "put … into their inkwell facedown" (8.5.6, ready otherwise) is replaced the same way
    c4 = put(st, custom("I4", "Inky 4"), 1, "deck")
    put_in_inkwell(st, c4, exerted=False, rule=R("8.5.6"), events=[])
    assert st.table.cards[c4].tapped is True
    # her controller's own inkwell is not an opponent's: P1's cards still enter ready
    st = end_turn(st)
    assert st.active == 0
    st.table.cards[d].tapped = True
    c3 = put(st, custom("I3", "Mine"), 0, "hand")
    st = act(st, "ink", 0, uid=c3)
    assert st.table.cards[c3].tapped is False
