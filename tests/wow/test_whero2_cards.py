"""Heroes and master heroes automated by helper whero2 (``engine/wow/cards/scripts/whero2.toml``), each
played with the real card."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards import scripts
from tests.shared_data import needs

from .helpers import choose, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated
from .test_whero_cards import _as_hero
from .test_wonga_scripts import _to_turn


def _scripted(name: str) -> dict:
    data = automated(name)
    assert scripts.script_for(data) is not None and scripts.script_for(data).path.endswith("whero2.toml"), name
    return data


def _to_trigger(st, turn: int):
    """Pass until ``turn`` starts and its first pending choice is asked (or the main step opens)."""
    from .helpers import apply

    for _ in range(80):
        if st.turn == turn and (st.pending or (st.step == "main" and not st.chain)):
            return st
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min]]) if pend else apply(st, "pass", st.priority)
    return st


# --- The Lich King (ARC-16), Lord of Icecrown (BLZ-1-3967) --------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize("name", ["The Lich King", "Lord of Icecrown"])
def test_lich_king_takes_an_ally_from_the_turn_players_graveyard_and_makes_allies_scourge(name):
    # EN 703, EN 706: "At the start of each player's turn, put target ally from that player's graveyard into play
    # under your control." 202.3: "Allies you control are also Scourge allies."
    _scripted(name)
    st = start()
    _as_hero(st, 0, name)
    mine = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    assert "Scourge" in kw.tags(st, mine) and "Scourge" not in kw.tags(st, theirs)  # 202.3: only allies he controls
    own_dead = put(st, 0, "Loyal Hound", "graveyard")
    their_dead = put(st, 1, "Iron Sentinel", "graveyard")
    st = _to_trigger(st, 2)  # the opponent's turn starts: the target is in that player's graveyard only
    assert st.pending and {o.id for o in st.pending[0].options} == {str(their_dead)}
    st = resolve_chain(choose(st, str(their_dead)))
    taken = next(u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Iron Sentinel")
    assert st.table.cards[taken].controller == 0 and "Scourge" in kw.tags(st, taken)
    assert st.table.cards[own_dead].zone == "graveyard"
    st = _to_trigger(st, 3)  # his own turn: his own graveyard
    assert st.pending and str(own_dead) in {o.id for o in st.pending[0].options}
