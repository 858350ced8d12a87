"""Ready characters that count as exhausted (``engine.wow.counted_exhausted``; scripts ``x32atk.toml``): Shadowstep.
Played with the real card of the pool.

Rule calls without a source:
- "also count as being exhausted": what reads "exhausted" (a target, a condition, a count) finds them; they stay ready
  (they attack, protect and are "ready" targets as ever).
"""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _targets(st) -> list[str]:
    assert st.pending and st.pending[0].kind == "target"
    return [o.id for o in st.pending[0].options]


def test_shadowstep_lets_exhausted_only_cards_target_ready_opposing_characters():
    # 103.1: "Ongoing: Ready opposing heroes and allies also count as being exhausted. (They are still ready.)"
    automated("Shadowstep")
    st = start()
    step = put_real(st, 0, "Shadowstep", "hand")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    resources(st, 0, 5)
    slay = put_real(st, 0, "Slay the Feeble", "hand")
    with pytest.raises(RulesError):  # without Shadowstep: no exhausted hero or ally to target
        apply(st, "play", 0, uid=slay, x=0)
    st = resolve_chain(apply(st, "play", 0, uid=step, x=0))
    assert st.table.cards[step].zone == "hero_row"
    st2 = apply(st, "play", 0, uid=slay, x=0)  # "target exhausted hero or ally"
    assert str(foe) in _targets(st2) and str(hero(st, 1)) in _targets(st2) and str(mine) not in _targets(st2)
    st2 = resolve_chain(choose(st2, str(foe)))
    assert st2.table.cards[foe].damage == 3 and not st2.table.cards[foe].tapped  # still ready
    assert not st2.table.cards[mine].tapped
    st.active = st.priority = 1  # still ready: it attacks as ever
    assert any(lab.startswith("Attack") and lab.endswith("with Karrok Scarrend") for lab in labels(st, 1))
