""""Target player …" (EN 706: a player may be a target; the choice names him by his hero), with
real cards: either player may be chosen, and the chosen one discards or draws."""

from __future__ import annotations

import pytest

from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


def _play(st, name: str):
    uid = put_real(st, 0, name, "hand")
    resources(st, 0, 6)
    return apply(st, "play", 0, uid=uid, x=0)


def _discard_all(st):
    """Answer discard choices with the first cards offered."""
    while st.pending and st.pending[0].kind == "discard_effect":
        pend = st.pending[0]
        st = choose(st, *[o.id for o in pend.options[: pend.min]])
    return st


@pytest.mark.parametrize("who", [0, 1])
def test_target_player_draws(who):
    # EN 706: "Target player draws two cards." — you or your opponent
    automated("Energize")
    st = _play(start(), "Energize")
    assert sorted(int(o.id) for o in st.pending[0].options) == sorted([hero(st, 0), hero(st, 1)])
    assert sorted(o.label[:2] for o in st.pending[0].options) == ["P1", "P2"]  # players, named by seat and hero
    st = choose(st, str(hero(st, who)))  # the card leaves the hand once its target is chosen (EN 707)
    before = (_hand(st, 0), _hand(st, 1))
    st = resolve_chain(st)
    assert _hand(st, who) == before[who] + 2 and _hand(st, 1 - who) == before[1 - who]


def test_target_player_discards_and_you_draw():
    # EN 706 with 415.4b: "Target player discards two cards and you draw two cards." (Victimize)
    automated("Victimize")
    st = start()
    for _ in range(3):
        put(st, 1, "Loyal Hound", "hand")
    st = choose(_play(st, "Victimize"), str(hero(st, 1)))
    before = (_hand(st, 0), _hand(st, 1))
    st = _discard_all(resolve_chain(st))
    st = resolve_chain(st)
    assert _hand(st, 1) == before[1] - 2 and _hand(st, 0) == before[0] + 2


def test_an_untargetable_hero_does_not_shield_its_player():
    # EN 706: the player is the target, not his hero (Untargetable/Elusive heroes change nothing)
    st = start()
    enemy_hero = hero(st, 1)
    cid = st.table.cards[enemy_hero].card_id
    st.cards[cid] = {**st.cards[cid], "keywords": {"Untargetable": 1}}
    st = _play(st, "Energize")
    assert str(enemy_hero) in [o.id for o in st.pending[0].options]
