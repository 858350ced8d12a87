"""Scenarios from the checklist (W1–W10) that the fixture set can express; W1 and W4 live in
test_decks.py and test_combat.py."""

from __future__ import annotations

from engine.core import Action
from engine.wow.game import ENGINE
from engine.wow.rules import R

from .helpers import apply, choose, hero, put, resolve_chain, resources, start


def _respond_with_heal(st, ally):
    """P2 bolts ``ally`` (P1's); P1 responds with a heal (turn is P2's)."""
    st = apply(st, "pass", 0)  # to P2's turn
    resources(st, 1, 6)
    resources(st, 0, 4)
    return st


def test_w7_case1_heal_resolves_first_and_ally_survives():
    # WoW 407.1 example (W7 case 1): the response resolves first; excess healing is wasted
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")  # 4 health
    st.table.cards[ally].damage = 1
    st = _respond_with_heal(st, ally)
    bolt = put(st, 1, "Fire Bolt", "hand")  # 3 fire damage
    heal = put(st, 0, "Healing Touch", "hand")  # heal 4
    st = choose(apply(st, "play", 1, uid=bolt, x=0), str(ally))
    if st.priority == 1:
        st = apply(st, "pass", 1)
    st = choose(apply(st, "play", 0, uid=heal, x=0), str(ally))
    st = resolve_chain(st)
    assert st.table.cards[ally].zone == "allies" and st.table.cards[ally].damage == 3


def test_w7_case2_heal_on_undamaged_does_nothing_and_ally_dies():
    # WoW 407.3 example (printed under 408; W7 case 2): no packet; destroyed before next priority (410.6a)
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = _respond_with_heal(st, ally)
    tempest = put(st, 1, "Mind Tempest", "hand")
    heal = put(st, 0, "Healing Touch", "hand")
    st = choose(apply(st, "play", 1, uid=tempest, x=4), str(ally))  # X=4: 4 shadow damage
    if st.priority == 1:
        st = apply(st, "pass", 1)
    st = apply(st, "play", 0, uid=heal, x=0)
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(ally)]}))
    st, events = res.state, list(res.events)
    for _ in range(6):
        if not st.chain:
            break
        res = ENGINE.apply(st, Action("pass", st.priority))
        st, events = res.state, events + res.events
    assert any(e.rule == R("407.3") for e in events)
    assert st.table.cards[ally].zone == "graveyard"
    assert any(e.kind == "destroy" and e.rule == R("410.6a") for e in events)


def test_w6_case1_frost_nova_three_packets_from_your_hero():
    # WoW 405.4 example (W6 case 1): one packet per character; the source is your hero (408.2c)
    st = start()
    resources(st, 0, 3)
    put(st, 1, "Iron Sentinel", "allies")
    put(st, 1, "Field Medic", "allies")
    ring = put(st, 0, "Frost Ring", "hand")
    res = ENGINE.apply(st, Action("play", 0, {"uid": ring, "x": 0}))
    st, events = res.state, list(res.events)
    while st.chain:
        res = ENGINE.apply(st, Action("pass", st.priority))
        st, events = res.state, events + res.events
    packets = [e for e in events if e.kind == "damage"]
    assert len(packets) == 3
    assert all(e.data["source"] == hero(st, 0) and e.data["type"] == "frost" for e in packets)


def test_w9_uniqueness_fixed_before_next_wave():
    # WoW 414.1–414.2 (W9, simplified): a Pet (1) violation is fixed by the player's choice at once
    st = start()
    resources(st, 0, 2)
    first = put(st, 0, "Loyal Hound", "allies")
    second = put(st, 0, "Loyal Hound", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=second, x=0))
    pending = st.pending[0]
    assert pending.kind == "uniqueness" and {o.id for o in pending.options} == {str(first), str(second)}
    st = choose(st, str(second))
    assert st.table.cards[second].zone == "graveyard" and st.table.cards[first].zone == "allies"
