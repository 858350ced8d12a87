"""Helper triggers: triggered powers (EN 703) scripted in ``engine/wow/cards/scripts/triggers.toml``,
each played with the real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.wow.cards import scripts
from tests.shared_data import needs

from .helpers import choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _scripted(name: str) -> dict:
    data = automated(name)
    assert scripts.script_for(data) is not None and scripts.script_for(data).path.endswith("triggers.toml"), name
    return data


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


# --- "… target X if its controller has more Y than you" (engine.wow.richer_controller) ---


@pytest.mark.parametrize(("theirs", "mine", "gone"), [(2, 1, True), (1, 1, False), (1, 0, True)])
def test_cromarius_destroys_an_opposing_ability_only_from_a_richer_controller(theirs, mine, gone):
    # WoW 703, 706, 709: "When Cromarius enters play, destroy target opposing ability if its controller has more
    # abilities than you." — only opposing abilities are targets; the abilities are counted on resolution
    _scripted("Cromarius Blackfist")
    st = start()
    kit = ["Barkskin", "Stoneclaw Totem", "Evasion"]
    their = [put_real(st, 1, n, "hero_row") for n in kit[:theirs]]
    my = [put_real(st, 0, n, "hero_row") for n in kit[:mine]]
    st, crom = play_real(st, "Cromarius Blackfist", 0)
    st = resolve_chain(st)
    assert _zone(st, crom) == "allies"
    assert {o.id for o in st.pending[0].options} == {str(u) for u in their}
    st = resolve_chain(choose(st, str(their[0])))
    assert (_zone(st, their[0]) == "graveyard") is gone
    assert all(_zone(st, u) == "hero_row" for u in my + their[1:])


@pytest.mark.parametrize(("theirs", "gone"), [(6, True), (5, False)])
def test_roktar_destroys_a_resource_only_from_a_richer_controller(theirs, gone):
    # WoW 703, 706, 709, 415.9c: "When Roktar enters play, destroy target resource if its controller has more
    # resources than you." — you control 5 resources (those paid for Roktar, still yours)
    _scripted("Roktar Blackfist")
    st = start()
    for p in (0, 1):
        for u in list(st.table.zone(p, "resources")):
            st.table.move(u, "removed")
    their = resources(st, 1, theirs)
    st, _ = play_real(st, "Roktar Blackfist", 0, pay=5)
    st = resolve_chain(st)
    options = {o.id for o in st.pending[0].options}
    assert {str(u) for u in their} <= options and {str(u) for u in st.table.zone(0, "resources")} <= options
    st = resolve_chain(choose(st, str(their[0])))
    assert (_zone(st, their[0]) == "graveyard") is gone
    assert len(st.table.zone(0, "resources")) == 5


def test_roktar_never_destroys_your_own_resource():
    # "if its controller has more resources than you": your own resource's controller is you (WoW 709)
    _scripted("Roktar Blackfist")
    st = start()
    st, _ = play_real(st, "Roktar Blackfist", 0, pay=5)
    st = resolve_chain(st)
    mine = st.table.zone(0, "resources")[0]
    st = resolve_chain(choose(st, str(mine)))
    assert _zone(st, mine) == "resources"


@pytest.mark.parametrize(("theirs", "gone"), [(2, True), (1, False)])
def test_rula_removes_an_ally_from_the_game_only_from_a_richer_controller(theirs, gone):
    # WoW 703, 706, 709.1: "When Rula enters play, remove target ally from the game if its controller has more
    # allies than you." — Rula herself counts for you on resolution; removed, not destroyed
    _scripted("Rula Blackfist")
    st = start()
    their = [put_real(st, 1, "Karrok Scarrend", "allies") for _ in range(theirs)]
    st, rula = play_real(st, "Rula Blackfist", 0)
    st = resolve_chain(st)
    assert {str(u) for u in their} | {str(rula)} <= {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(their[0])))
    assert _zone(st, their[0]) == ("removed" if gone else "allies")
    assert not st.table.zone(1, "graveyard")


def test_rula_never_removes_your_own_ally():
    # WoW 709: your own ally's controller never has more allies than you
    _scripted("Rula Blackfist")
    st = start()
    st, rula = play_real(st, "Rula Blackfist", 0)
    st = resolve_chain(choose(resolve_chain(st), str(rula)))
    assert _zone(st, rula) == "allies"


@pytest.mark.parametrize(("theirs", "mine", "discards"), [(3, 2, True), (2, 2, False), (4, 5, False)])
def test_logor_makes_an_opponent_with_more_cards_in_hand_discard_two(theirs, mine, discards):
    # WoW 703, 709: "When Logor enters play, target opponent discards two cards if he has more cards in hand
    # than you." — hands counted on resolution (Logor has left yours); the opponent picks the two
    _scripted("Logor Blackfist")
    st = start()
    for p in (0, 1):
        st.table.zone(p, "hand").clear()
    their = [put_real(st, 1, "Karrok Scarrend", "hand") for _ in range(theirs)]
    for _ in range(mine):
        put_real(st, 0, "Anika Berlyn", "hand")
    st, _ = play_real(st, "Logor Blackfist", 0, pay=6)
    st = resolve_chain(st)
    if discards:
        pick = st.pending[0]
        assert pick.player == 1 and pick.min == pick.max == 2
        st = resolve_chain(choose(st, str(their[0]), str(their[1])))
        assert [_zone(st, u) for u in their[:2]] == ["graveyard", "graveyard"]
        assert len(st.table.zone(1, "hand")) == theirs - 2
    else:
        assert not st.pending
        assert len(st.table.zone(1, "hand")) == theirs and not st.table.zone(1, "graveyard")
    assert len(st.table.zone(0, "hand")) == mine
