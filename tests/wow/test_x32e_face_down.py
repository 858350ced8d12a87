"""Helper x32play: Bangle of Endless Blessings (``engine.wow.face_down_resources``), scripted in
``engine/wow/cards/scripts/x32play.toml`` and played with the real card.

Rule calls without a source (the rules document doesn't say): the face-down resources of every player go to their
owners' hands (415.2), each known to its owner only as it was (412.1b), exhausted or not; the ban is on placing (412.1a)
while the Bangle is in play (EN 714) — a quest may still be placed face up (412.1b)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_bangle_returns_face_down_resources_and_bans_face_down_placement():
    # WoW 703 / 415.2 / 103.2: "When Bangle of Endless Blessings enters play, put each face-down resource into its owner's
    # hand. Players can't place resources face down."
    automated("Bangle of Endless Blessings")
    st = start({"auto_pass": False})
    mine = resources(st, 0, 12)
    theirs = resources(st, 1, 3)
    quest = put(st, 1, "Scout the Border", "resources", face_down=False)
    bangle = put_real(st, 0, "Bangle of Endless Blessings", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=bangle, x=0))
    assert st.table.cards[bangle].zone == "hero_row"
    assert all(st.table.cards[u].zone == "hand" and st.table.cards[u].owner == 0 for u in mine)
    assert all(st.table.cards[u].zone == "hand" and st.table.cards[u].known_to == [1] for u in theirs)
    assert st.table.cards[quest].zone == "resources"  # face up: stays
    owl = put(st, 0, "Mist Owl", "hand")
    placing = [a for a in ENGINE.legal_actions(st, 0) if a.type == "resource"]
    assert not [a for a in placing if not a.args["face_up"]]
    with pytest.raises(RulesError, match="face down"):
        apply(st, "resource", 0, uid=owl, face_up=False)
    scout = put(st, 0, "Scout the Border", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=scout, face_up=True))  # a quest face up: allowed (412.1b)
    assert st.table.cards[scout].zone == "resources"


# --- Karaborian Talisman (MLT-12) -----------------------------------------------------------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_karaborian_talisman_may_be_destroyed_to_turn_the_quest_face_up(answer):
    # WoW 703 / 709.3 / 412.1b: "When you complete a quest, you may destroy Karaborian Talisman. If you do, turn that
    # quest face up." — every quest completed (not only the first); declined: the quest stays face down (702.2)
    automated("Karaborian Talisman")
    from .test_wtrig_cards import _settle

    st = start()
    talisman = put_real(st, 0, "Karaborian Talisman", "hero_row")
    resources(st, 0, 3)
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)  # "Pay 1 to complete this quest."
    other = put(st, 0, "Scout the Border", "resources", face_down=False)
    st = _settle(apply(st, "quest", 0, uid=quest), {"may": [answer]})
    assert st.table.cards[quest].zone == "resources" and st.table.cards[quest].face_down == (answer == "no")
    assert st.table.cards[talisman].zone == ("graveyard" if answer == "yes" else "hero_row")
    st = _settle(apply(st, "quest", 0, uid=other), {"may": ["yes"]})
    assert st.table.cards[other].face_down == (answer == "yes")  # the Talisman is gone after a yes; else it fires again
