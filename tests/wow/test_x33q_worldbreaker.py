"""Helper x33quest: The Worldbreaker (``engine.wow.wshot_quest_cost`` "all"; script in
``engine/wow/cards/scripts/x33quest.toml``) — played with the real card of the pool and asserted on every clause.

Rule calls without a source: "all other quests you control named The Worldbreaker" turn face down as part of the
cost, with nothing to choose (none is fine); the reward's count is how many did (kept on the quest)."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.engine import ENGINE
from tests.shared_data import needs

from .helpers import apply, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)

NAME = "The Worldbreaker"


@pytest.mark.parametrize("others", [0, 2])
def test_the_worldbreaker_turns_the_others_face_down_and_grants_assault(others):
    # WoW 702.1 / 403.1 / 412.1b: "Pay 8 and turn all other quests you control named The Worldbreaker face down to
    # complete this quest." — EN 702.2 / 205.1c: "Reward: Your hero has Assault 5 and [Fire] ATK this turn. plus an
    # additional Assault 5 this turn for each other quest turned face down this way."
    automated(NAME)
    st = start()
    resources(st, 0, 8)
    quest = put_real(st, 0, NAME, "resources", face_down=False)
    rest = [put_real(st, 0, NAME, "resources", face_down=False) for _ in range(others)]
    other_quest = put_real(st, 0, "Your Fortune Awaits You", "resources", face_down=False)  # another name: stays up
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == quest]
    assert acts and all(sorted(a.args.get("pay", [])) == sorted(rest) for a in acts)  # all of them, nothing to choose
    st = resolve_chain(apply(st, "quest", 0, **acts[0].args))
    assert all(st.table.cards[u].face_down for u in rest)
    assert not st.table.cards[other_quest].face_down
    h = hero(st, 0)
    assert kw.keywords(st, h).get("Assault", 0) == 5 + 5 * others
    assert "fire" in [t.lower() for t in kw.damage_types(st, h)]


def test_the_worldbreaker_needs_eight():
    # WoW 403.1: 7 ready resources (besides the quest) can't pay 8
    st = start()
    resources(st, 0, 7)
    quest = put_real(st, 0, NAME, "resources", face_down=False)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == quest]
