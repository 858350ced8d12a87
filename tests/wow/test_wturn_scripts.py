"""Helper wturn (issue #18): quest rewards scripted in ``engine/wow/cards/scripts/wturn.toml``, each real quest
completed in an engine game and every outcome checked."""

from __future__ import annotations

import pytest

from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _until_choice(st):
    for _ in range(30):
        if st.pending or (not st.chain and not st.triggers):
            return st
        st = resolve_chain(st)
    return st


def _complete(st, name, pay):
    resources(st, 0, pay)
    quest = put_real(st, 0, name, "resources", face_down=False)
    return _until_choice(apply(st, "quest", 0, uid=quest))


@pytest.mark.parametrize("let_draw", [True, False])
def test_traitors_opponent_chooses_draw_or_heal(let_draw):
    # EN 702.3, 709.1: "Reward: An opponent chooses one: You draw a card; or your hero heals 3 damage from itself."
    automated("Traitors!")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    hand = len(st.table.zone(0, "hand"))
    st = _complete(st, "Traitors!", 1)
    assert st.pending[0].kind == "unless" and st.pending[0].player == 1  # the opponent chooses
    st = _until_choice(choose(st, "let_draw" if let_draw else "decline"))
    assert len(st.table.zone(0, "hand")) == hand + (1 if let_draw else 0)
    assert st.table.cards[hero(st, 0)].damage == (5 if let_draw else 2)


@pytest.mark.parametrize("let_draw", [True, False])
def test_voice_in_the_dark_opponent_chooses_draw_or_random_graveyard_card(let_draw):
    # EN 702.3, 709.1, 415.9d: "Reward: An opponent chooses one: Put a random card from your graveyard into your
    # hand; or draw a card."
    automated("A Voice in the Dark")
    st = start()
    grave = [put(st, 0, "Loyal Hound", "graveyard") for _ in range(3)]
    hand, deck = len(st.table.zone(0, "hand")), len(st.table.zone(0, "deck"))
    st = _complete(st, "A Voice in the Dark", 2)
    assert st.pending[0].kind == "unless" and st.pending[0].player == 1
    st = _until_choice(choose(st, "let_draw" if let_draw else "decline"))
    assert len(st.table.zone(0, "hand")) == hand + 1
    back = [u for u in grave if st.table.cards[u].zone == "hand"]
    assert len(back) == (0 if let_draw else 1)  # one of the graveyard's cards, or none
    assert len(st.table.zone(0, "deck")) == deck - (1 if let_draw else 0)


def _plague(undead: bool, mine: bool = True):
    automated("A New Plague")
    st = start()
    if undead:  # test setup: P1's hero is an Undead (206.1: a hero's race is a trait)
        cid = st.table.cards[st.heroes[0]].card_id
        st.cards[cid] = {**st.cards[cid], "race": "Undead"}
    a = put(st, 0, "Loyal Hound", "allies") if mine else None
    b = put(st, 1, "Loyal Hound", "allies")
    resources(st, 0, 5)
    quest = put_real(st, 0, "A New Plague", "resources", face_down=False)
    return apply(st, "quest", 0, uid=quest), a, b


@pytest.mark.parametrize("undead", [False, True])
def test_new_plague_both_only_for_an_undead_hero(undead):
    # EN 707.1c: "If your hero is an Undead, you may choose both."
    st, *_ = _plague(undead)
    assert st.pending[0].kind == "mode" and len(st.pending[0].options) == (3 if undead else 2)


@pytest.mark.parametrize(("mode", "destroyed", "drawn", "mine"), [(0, True, 0, True), (1, False, 1, True), (2, True, 1, True), (0, False, 0, False)])
def test_new_plague_each_mode(mode, destroyed, drawn, mine):
    # EN 709.1: "If an ally is in your party, each player destroys an ally in his party" (each picks his own), or
    # "draw a card", or both (an Undead hero); with no ally in your party the first part does nothing
    st, a, b = _plague(True, mine)
    hand = len(st.table.zone(0, "hand"))
    st = _until_choice(choose(st, str(mode)))
    while st.pending:
        assert st.pending[0].kind == "player_picks"
        st = _until_choice(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[b].zone == ("graveyard" if destroyed else "allies")
    if a is not None:
        assert st.table.cards[a].zone == ("graveyard" if destroyed else "allies")
    assert len(st.table.zone(0, "hand")) == hand + drawn
