"""Removing from combat (EN 603): "Remove target attacker from combat." — no combat damage is dealt —
played with a real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_remove_target_attacker_from_combat():
    # EN 603: the attacker leaves the combat during the combat step; neither deals combat damage
    automated("Feint")
    st = start({"auto_pass": False})
    attacker = put(st, 0, "Iron Sentinel", "allies")
    defender = put_real(st, 1, "Anika Berlyn", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=defender))
    assert st.combat is not None and st.combat.stage == "step"
    feint = put_real(st, 1, "Feint", "hand")
    resources(st, 1, 3)
    if st.priority == 0:
        st = apply(st, "pass", 0)
    assert any("Feint" in a for a in labels(st, 1)), labels(st, 1)
    st = apply(st, "play", 1, uid=feint, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(attacker))
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[attacker].damage == 0 and st.table.cards[defender].damage == 0
    assert st.table.cards[hero(st, 1)].damage == 0 and st.combat is None
