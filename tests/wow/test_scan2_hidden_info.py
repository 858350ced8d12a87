"""Leaks found by the scripted hidden-information scan (tests/reliability/test_scan2_scripted_hidden_info.py):
what a public log line may say about a card still in its player's hand (WoW 415.4a: hand cards are not public)."""

from __future__ import annotations

from engine.core import Action
from engine.wow.engine import WowEngine
from tests.shared_data import needs

from .helpers import apply, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wact2_cards import power_of

pytestmark = needs(WOW_CARDS)
ENGINE = WowEngine()


def _public_lines(events) -> list[str]:
    return [e.line() for e in events if e.visible_to is None]


def test_a_cards_mode_is_said_once_it_is_on_the_chain_not_from_the_hand():
    # WoW 415.4a: a card in hand is not public; 409.1: playing it puts it on the chain; EN 707.1c: its mode
    # is chosen first (then its targets, 706.1). The mode line names the card, so it is logged when the card
    # joins the chain, not while it is still in the hand waiting for its target (seen by the scan, seed 5012).
    automated("Slay or Stay")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[enemy].damage = 1
    slay = put_real(st, 0, "Slay or Stay", "hand")
    resources(st, 0, 6)
    st = apply(st, "play", 0, uid=slay, x=0)
    step = ENGINE.apply(st, Action("choose", 0, {"picks": ["0"]}))
    assert step.state.table.cards[slay].zone == "hand" and step.state.pending[0].kind == "target"
    assert not any("Slay or Stay" in line for line in _public_lines(step.events))
    step = ENGINE.apply(step.state, Action("choose", 0, {"picks": [str(enemy)]}))
    kinds = [e.kind for e in step.events]
    assert kinds.index("move") < kinds.index("mode")  # 409.1 then 707.1c
    mode = next(e for e in step.events if e.kind == "mode")
    assert mode.visible_to is None and "Slay or Stay: chose" in mode.text
    st = resolve_chain(step.state)
    assert st.table.cards[enemy].zone == "graveyard"


def test_a_power_s_mode_is_said_at_once():
    # EN 707.1c: a power's source is in play (public): its mode line comes with the choice, as before
    st = start()
    jan = hero(st, 0)
    st.cards[st.table.cards[jan].card_id] = automated("Janvaru the Thunderspeaker")  # test setup: P1's hero is Janvaru
    st.table.cards[jan].damage = 6
    resources(st, 0, 4)
    st = apply(st, "power", 0, uid=jan, power=0, x=0)
    assert st.pending[0].kind == "mode"
    step = ENGINE.apply(st, Action("choose", 0, {"picks": [st.pending[0].options[0].id]}))
    assert any(e.kind == "mode" and e.visible_to is None for e in step.events)


def test_naming_a_card_is_a_name_said_aloud():
    # EN 709.1 ("Name a card"): the name is said to everyone; it shows no card of the player's (415.4a), so the
    # event is a "name" one, as Lorcana's (6.2.4), which the scan reads as a name, not a card shown
    automated("Miranda McMiserson")
    st = start()
    put_real(st, 0, "Gorehowl", "graveyard")
    miranda = put_real(st, 0, "Miranda McMiserson", "allies")
    st = apply(st, "power", 0, uid=miranda, power=power_of(automated("Miranda McMiserson")), x=0)
    st = resolve_chain(st)
    step = ENGINE.apply(st, Action("choose", 0, {"picks": ["Gorehowl"]}))
    named = [e for e in step.events if "names Gorehowl" in e.text]
    assert len(named) == 1 and named[0].kind == "name" and named[0].visible_to is None
