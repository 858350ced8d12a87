"""Helper x32dmg: damage whose type or amount is replaced (408.2a, EN 716), scripted in
``engine/wow/cards/scripts/x32dmg.toml`` — each card played with the real card of the pool and asserted on every
clause of its text.

Rule calls without a source (the rules document doesn't say):
- Cerith Spire Staff: "fost" is a misprint of frost (the [Frost] icon follows it); "dealt 10 or more frost damage this
  turn" adds up the frost packets dealt to it this turn (408.2a: dealt, after prevention).
"""

from __future__ import annotations

from engine.core import Action
from tests.shared_data import needs

from .helpers import ENGINE, hero, put, resources
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def _start():
    from .helpers import start

    return start()


def _bolt(st, player: int, target: int):
    """``player`` plays a Fire Bolt (3 fire damage) at ``target``; returns the state and the damage events."""
    bolt = put(st, player, "Fire Bolt", "hand")
    resources(st, player, 2)
    st.priority = player
    tr = ENGINE.apply(st, Action("play", player, {"uid": bolt, "x": 0}))
    tr = ENGINE.apply(tr.state, Action("choose", player, {"picks": [str(target)]}))
    st = tr.state
    seen = [e for e in tr.events if e.kind == "damage"]
    for _ in range(10):
        if not st.chain:
            break
        tr = ENGINE.apply(st, Action("pass", st.priority, {}))
        seen += [e for e in tr.events if e.kind == "damage"]
        st = tr.state
    return st, seen


def test_cerith_spire_staff_makes_your_heros_damage_frost_and_punishes_10_frost_damage():
    # WoW 408.2a / 205.1c: "If your hero would deal any type of damage, it deals frost damage instead." — your hero's
    # Fire Bolt is frost damage; the opponent's stays fire. EN 703: "At the end of your turn, your hero deals 10 frost
    # damage to target opposing hero that was dealt 10 or more frost damage this turn." — 9 frost: no legal target,
    # nothing; 12 frost: 10 more frost damage at the end of the turn
    automated("Cerith Spire Staff")
    st = _start()
    put_real(st, 0, "Cerith Spire Staff", "hero_row")
    foe = hero(st, 1)
    st, seen = _bolt(st, 0, foe)
    assert [(e.data["type"], e.data["n"]) for e in seen] == [("frost", 3)]
    st, _ = _bolt(st, 0, foe)
    st, _ = _bolt(st, 0, foe)
    assert st.table.cards[foe].damage == 9
    st = _next_turn(st)  # 9 frost: the end-of-turn trigger has no legal target (706)
    assert st.table.cards[foe].damage == 9 and st.active == 1
    st, seen = _bolt(st, 1, hero(st, 0))  # the opponent's hero: fire, unchanged
    assert [(e.data["type"], e.data["n"]) for e in seen] == [("fire", 3)]
    st = _next_turn(st)
    assert st.active == 0
    st.table.cards[foe].damage = 0  # (test setup: room for 22 damage)
    for _ in range(4):
        st, _ = _bolt(st, 0, foe)
    assert st.table.cards[foe].damage == 12
    st = _next_turn(st, {"target": [str(foe)]})
    assert st.table.cards[foe].damage == 22  # 12 frost this turn: 10 frost damage more
