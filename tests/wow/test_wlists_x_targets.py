"""X targets (engine.wow.x_targets): "Your hero deals X fire damage to each of X target allies." (The
More, the Scarier, a card of the gathered deck lists, issue #18), played with the real card."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)

NAME = "The More, the Scarier"


def _board():
    st = start()
    allies = [put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies"), put(st, 0, "Loyal Hound", "allies")]
    card = put_real(st, 0, NAME, "hand")
    resources(st, 0, 6)
    return st, allies, card


@pytest.mark.parametrize("x", [1, 2, 3])
def test_x_different_target_allies_each_take_x_fire_damage(x):
    # 707.1b X chosen as it is played, then X targets (EN 706), all different; each a packet of X fire
    # damage from your hero (405.4); any player's allies, never a hero
    automated(NAME)
    st, allies, card = _board()
    st = apply(st, "play", 0, uid=card, x=x)
    picked = []
    for _ in range(x):
        pend = st.pending[0]
        assert pend.kind == "target" and pend.min == 1
        opts = [o.id for o in pend.options]
        assert str(st.heroes[0]) not in opts and str(st.heroes[1]) not in opts
        assert not set(opts) & {str(u) for u in picked}  # different allies
        picked.append(allies[len(picked)])
        st = choose(st, str(picked[-1]))
    assert not st.pending
    st = resolve_chain(st)
    for uid in allies:
        card_now = st.table.cards.get(uid)
        hit = uid in picked
        assert (card_now is None or card_now.zone == "graveyard" or card_now.damage == (x if hit else 0)), (uid, card_now)
        if not hit:
            assert card_now.zone == "allies" and card_now.damage == 0


def test_x_zero_names_no_target_and_x_beyond_the_allies_is_refused():
    # X=0: zero targets, nothing is dealt; X=4 with three allies in play: not enough different legal
    # targets, the card can't be played (707.1d)
    automated(NAME)
    st, allies, card = _board()
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=4)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert not st.pending and all(st.table.cards[u].damage == 0 for u in allies)
    assert st.table.cards[card].zone == "graveyard"


def test_the_legal_actions_offer_only_an_x_with_that_many_different_targets():
    # 707.1d: with three allies in play, X=3 is offered, X=4 is not (six ready resources would pay for it)
    from .helpers import labels

    automated(NAME)
    st, _allies, _card = _board()
    plays = [x for x in labels(st, 0) if x.startswith(f"Play {NAME}")]
    assert any("X=3" in x for x in plays) and not any("X=4" in x for x in plays)
