"""Arcane Barrage (a card of the gathered deck lists, issue #18), played with the real card: "This ability
can't be interrupted." and "You may play this ability from your graveyard. If you do, the next time it would
enter a graveyard from anywhere, remove it from the game instead." (engine.wow.graveyard_replay)."""

from __future__ import annotations

import pytest

from engine.wow.targets import interruptible
from tests.shared_data import needs

from .helpers import apply, choose, labels, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)

NAME = "Arcane Barrage"


@pytest.mark.parametrize("zone", ["hand", "graveyard"])
def test_played_from_the_graveyard_it_is_removed_instead(zone):
    # 409.1 from the graveyard as from the hand; EN 716: then it goes to the removed zone, not the graveyard
    automated(NAME)
    st = start()
    card = put_real(st, 0, NAME, zone)
    resources(st, 0, 4)
    assert any(x.startswith(f"Play {NAME}") for x in labels(st, 0))
    st = resolve_chain(choose(apply(st, "play", 0, uid=card, x=0), str(st.heroes[1])))
    assert st.table.cards[st.heroes[1]].damage == 4
    assert st.table.cards[card].zone == ("removed" if zone == "graveyard" else "graveyard")


def test_it_cannot_be_interrupted():
    # 103.2 over EN 711: no interrupt can name it while it is on the chain; another ability can be named
    automated(NAME)
    st = start({"auto_pass": False})
    card = put_real(st, 0, NAME, "hand")
    bolt = put_real(st, 0, "Frostbolt", "hand")
    resources(st, 0, 7)
    st = choose(apply(st, "play", 0, uid=card, x=0), str(st.heroes[1]))
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(st.heroes[1]))
    on_chain = interruptible(st, {"types": ["ability"]}, -1)
    assert bolt in on_chain and card not in on_chain
