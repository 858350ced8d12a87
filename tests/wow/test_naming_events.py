"""Naming a card is said aloud (709.1): the event is a ``name`` event, which the hidden-information scans accept as
public (a card name the namer chose, not a card shown). Two naming answers logged it as ``choose``; a longer scripted
scan (``SCAN2_GAMES=300``) reported the named card, still hidden in the namer's deck, as leaked."""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wzone2_cards import _choose, _hand

pytestmark = needs(WOW_CARDS)


def test_pick_pocket_logs_the_name_as_a_name_event():
    # EN 709.1: "Name a card, and then target opponent reveals his hand and discards all cards with that name."
    automated("Pick Pocket")
    st = start()
    _hand(st, 1, "Barkskin")
    put_real(st, 0, "Anika Berlyn", "deck")  # a card of his own, still hidden in his deck: a name he knows
    st, _ = play_real(st, "Pick Pocket", 0)
    st = resolve_chain(st)
    st, events = _choose(st, "Anika Berlyn")
    (named,) = [e for e in events if "names Anika Berlyn" in e.text]
    assert named.kind == "name" and "709.1" in str(named.rule)
