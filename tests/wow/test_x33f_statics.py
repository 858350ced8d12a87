"""Engine fixes (helper x33fix): ``keywords.statics`` asked for every continuous effect (no op) when a
card in play has a continuous power with no target (EN 714: it changes a rule, not a card)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import static_effects
from tests.shared_data import needs

from .helpers import put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_statics_without_op_skip_a_targetless_continuous_power():
    # WoW EN 714: Retainer Marcus's "that player can't play cards with that name" is a continuous power
    # on no card (Effect.target None): asking every continuous effect applying to a card must not fail,
    # and that power applies to no card.
    data = automated("Retainer Marcus")
    assert any(e.target is None for e in static_effects(data))
    st = start()
    marcus = put_real(st, 0, "Retainer Marcus", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Loyal Hound", "allies")
    for uid in (marcus, hound, foe, st.heroes[0], st.heroes[1]):
        assert all(e.target is not None for e in kw.statics(st, uid))
    assert kw.atk(st, hound) == 2
