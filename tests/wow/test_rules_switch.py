"""Switching damage (WoW 405.7)."""

from __future__ import annotations

from engine.core.effects import Effect, Target
from engine.wow import procedure
from engine.wow.damage import switch
from engine.wow.rules import R
from engine.wow.state import Link

from .helpers import hero, put, start

ANY = Target("chosen", {"types": ["hero", "ally"]})


def test_switch_moves_damage_without_dealing_or_healing():
    # WoW 405.7: the more damaged character's damage is removed and put on the other; no
    # packet is made (nothing was dealt or healed), placing is capped at exactly fatal (405.3)
    st = start()
    a, b = put(st, 0, "Stone Guardian", "allies"), put(st, 1, "Mist Owl", "allies")  # 6 and 3 health
    st.table.cards[a].damage = 5
    st.table.cards[b].damage = 1
    events = procedure.run_effects(st, Link("power", 0, hero(st, 0), -1, targets=[a, b], label="test"),
                                   [Effect("switch_damage", 0, ANY, zone="first"), Effect("switch_damage", 0, ANY)])
    assert (st.table.cards[a].damage, st.table.cards[b].damage) == (1, 3)  # the Owl gets only fatal damage
    assert [e.kind for e in events] == ["switch"] and events[0].rule == R("405.7")
    assert not any(e.kind in ("damage", "heal") for e in events)


def test_nothing_happens_if_a_character_is_not_in_play():
    # WoW 405.7: if either character isn't in play, nothing happens
    st = start()
    a, b = put(st, 0, "Stone Guardian", "allies"), put(st, 1, "Mist Owl", "graveyard")
    st.table.cards[a].damage = 2
    switch(st, a, b)
    assert st.table.cards[a].damage == 2
    switch(st, a, hero(st, 1))
    assert st.table.cards[a].damage == 0 and st.table.cards[hero(st, 1)].damage == 2
