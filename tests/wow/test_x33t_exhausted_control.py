"""Helwen: "You may choose not to ready Helwen during your ready step." / "[Exhaust] -> While Helwen remains exhausted,
you control target ally." (``engine.wow.exhausted_control``). Played with the real card of the pool.

Rule calls without a source:
- the control ends as soon as Helwen is ready or gone (checked before anyone acts again).
"""

from __future__ import annotations

from engine.wow.exhausted_control import KIND
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def _use(st, helwen: int, target: int):
    st = apply(st, "power", 0, uid=helwen, power=1, x=0)
    if st.pending:
        st = choose(st, str(target))
    return resolve_chain(st)


def test_helwen_controls_while_exhausted_and_may_stay_exhausted():
    # 401.3, 401.3b, 501.1a
    automated("Helwen")
    st = start()
    helwen = put_real(st, 0, "Helwen", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st = _use(st, helwen, foe)
    assert st.table.cards[helwen].tapped and st.table.cards[foe].controller == 0  # 401.3
    # the opponent's turn, then his own ready step: he keeps Helwen exhausted (asked, 501.1a)
    st = _next_turn(st)
    assert st.table.cards[foe].controller == 0
    st = _next_turn(st, {KIND: lambda pending: [str(helwen)]})
    assert st.active == 0 and st.table.cards[helwen].tapped and st.table.cards[foe].controller == 0
    # the next ready step he lets Helwen ready: the control ends (401.3b)
    st = _next_turn(st)
    st = _next_turn(st, {KIND: lambda pending: []})
    assert st.active == 0 and not st.table.cards[helwen].tapped and st.table.cards[foe].controller == 1


def test_helwen_control_ends_when_an_effect_readies_him():
    # 401.3b: "While Helwen remains exhausted"
    st = start()
    helwen = put_real(st, 0, "Helwen", "allies")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st = _use(st, helwen, foe)
    assert st.table.cards[foe].controller == 0
    st.table.cards[helwen].tapped = False  # readied by some effect
    st = apply(st, "pass", st.priority)  # the next pre-priority check (410.6)
    assert st.table.cards[foe].controller == 1
