"""Several cards onto a deck at once (WoW 415.3c)."""

from __future__ import annotations

from engine.core import Action
from engine.core.effects import Effect, Target
from engine.wow import procedure
from engine.wow.game import ENGINE
from engine.wow.rules import R
from engine.wow.state import Link

from .helpers import hero, put, start

ALLIES = Target("each", {"types": ["ally"]})


def test_owner_orders_cards_put_on_top_and_the_order_stays_hidden():
    # WoW 415.3c: cards put on top of a deck at the same time are ordered by that deck's owner,
    # without revealing the order; 415.2: each goes to its owner's deck
    st = start({"auto_pass": False})
    a, b, c = (put(st, 1, n, "allies") for n in ("Stone Guardian", "Mist Owl", "Field Medic"))
    mine = put(st, 0, "Iron Sentinel", "allies")
    procedure.run_effects(st, Link("power", 0, hero(st, 0), -1, label="test"), [Effect("order_onto_deck", 0, ALLIES, zone="top")])
    assert st.table.zone(0, "deck")[0] == mine  # alone: no choice to make
    p = st.pending[0]
    assert p.kind == "deck_order" and p.player == 1 and p.rule == R("415.3c") and len(p.options) == 3
    events = []
    for pick in (b, c):
        res = ENGINE.apply(st, Action("choose", 1, {"picks": [str(pick)]}))
        st, events = res.state, events + res.events
    assert st.table.zone(1, "deck")[:3] == [b, c, a]
    public = [e.text for e in events if e.visible_to is None]
    assert not any(n in t for t in public for n in ("Mist Owl", "Field Medic")) and any("order of their choice" in t for t in public)


def test_bottom_keeps_the_chosen_order():
    # WoW 415.3c: the same for the bottom of the deck
    st = start({"auto_pass": False})
    a, b = put(st, 1, "Stone Guardian", "allies"), put(st, 1, "Mist Owl", "allies")
    procedure.run_effects(st, Link("power", 0, hero(st, 0), -1, label="test"), [Effect("order_onto_deck", 0, ALLIES, zone="bottom")])
    st = ENGINE.apply(st, Action("choose", 1, {"picks": [str(b)]})).state
    assert st.table.zone(1, "deck")[-2:] == [b, a]
