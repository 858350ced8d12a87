"""Heroes and master heroes automated by helper whero2 (``engine/wow/cards/scripts/whero2.toml``), each
played with the real card."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards import scripts
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated
from .test_whero_cards import _as_hero, _power_index
from .test_wonga_scripts import _to_turn


def _scripted(name: str) -> dict:
    data = automated(name)
    assert scripts.script_for(data) is not None and scripts.script_for(data).path.endswith("whero2.toml"), name
    return data


def _to_trigger(st, turn: int):
    """Pass until ``turn`` starts and its first pending choice is asked (or the main step opens)."""
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


# --- Martiana the Mindwrench (DOW-3) -----------------------------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize("discarded_before", [False, True])
def test_martiana_target_player_discards_only_if_he_already_discarded_this_turn(discarded_before):
    # EN 706, 415.9d: "1, Flip Martiana -> Target player discards a card if he already discarded a card this turn."
    from engine.wow.procedure import discard_cards

    data = _scripted("Martiana the Mindwrench")
    st = start()
    martiana = _as_hero(st, 0, "Martiana the Mindwrench")
    hand = [put(st, 1, "Mist Owl", "hand") for _ in range(3)]
    if discarded_before:
        discard_cards(st, 1, [hand.pop()])  # 415.9d: he discarded a card earlier this turn
    before = len(st.table.zone(1, "hand"))
    resources(st, 0, 1)
    st.priority = 0
    st = apply(st, "power", 0, uid=martiana, power=_power_index(data), x=0)
    st = choose(st, str(hero(st, 1)))  # EN 706: target player (his hero stands for him)
    st = resolve_chain(st)
    assert st.table.cards[martiana].flags.get("flipped")
    if discarded_before:  # 415.9d: he picks the card to discard
        assert st.pending and st.pending[0].player == 1
        st = resolve_chain(choose(st, str(hand[0])))
        assert st.table.cards[hand[0]].zone == "graveyard"
    assert len(st.table.zone(1, "hand")) == before - (1 if discarded_before else 0)
