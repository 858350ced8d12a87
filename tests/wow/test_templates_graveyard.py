"""Targets in a graveyard (EN 706; engine.wow.graveyard): back to hand, removed from the game, on
top of the deck, into play (under your control, within your resources) — each played with a real
card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_activation import _power
from .test_templates_more import automated, play_real, put_real
from .test_templates_rewards import _complete, _quest

pytestmark = needs(WOW_CARDS)


def test_target_ally_card_from_your_graveyard_into_your_hand():
    # EN 706 target in your graveyard (415.2: your own): "Put target ally card from your graveyard into your hand."
    automated("Call the Spirit")
    st = start()
    mine = put_real(st, 0, "Anika Berlyn", "graveyard")
    ability = put_real(st, 0, "Heroic Strike", "graveyard")
    theirs = put_real(st, 1, "Karrok Scarrend", "graveyard")
    st, _ = play_real(st, "Call the Spirit", 0)
    assert {o.id for o in st.pending[0].options} == {str(mine)}  # not an ability, not the opponent's
    assert str(ability) not in {o.id for o in st.pending[0].options} and str(theirs) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[mine].zone == "hand" and st.table.cards[mine].owner == 0


def test_remove_target_card_in_any_graveyard_from_the_game():
    # EN 706: "[Exhaust] -> Remove target card in a graveyard from the game." — either player's graveyard
    data = automated("Abyss Walker's Boots")
    st = start()
    boots = put_real(st, 0, "Abyss Walker's Boots", "hero_row")
    theirs = put_real(st, 1, "Heroic Strike", "graveyard")
    st = apply(st, "power", 0, uid=boots, power=_power(data), x=0)
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].zone == "removed"


def test_a_target_that_left_the_graveyard_is_illegal():
    # EN 709.2a: the target left the graveyard before the link resolved: nothing happens to it
    automated("Call the Spirit")
    st = start({"auto_pass": False})
    mine = put_real(st, 0, "Anika Berlyn", "graveyard")
    st, spirit = play_real(st, "Call the Spirit", 0, str(mine))
    st.table.move(mine, "removed")
    st = resolve_chain(st)
    assert st.table.cards[mine].zone == "removed" and st.table.cards[spirit].zone == "graveyard"


@pytest.mark.parametrize(("have", "enters"), [(6, True), (5, False)])
def test_into_play_only_within_your_resources(have, enters):
    # 710.1 enters play; EN 709: "Put target ally card from your graveyard into play if its cost is less than
    # or equal to the number of resources you have." (Anika Berlyn costs 6)
    data = automated("Resurrection")
    st = start()
    big = put_real(st, 0, "Anika Berlyn", "graveyard")
    resources(st, 0, have - data["cost"])
    st, _ = play_real(st, "Resurrection", 0, str(big), pay=data["cost"])
    st = resolve_chain(st)
    assert len(st.table.zone(0, "resources")) == have
    card = st.table.cards[big]
    assert (card.zone == "allies") is enters
    if enters:
        assert card.controller == 0 and card.entered_turn == st.turn


def test_opponents_ally_into_play_under_your_control():
    # 401 control, 415.2 owner: "Put target ally card from an opponent's graveyard into play under your control."
    automated("Spiritual Domination")
    st = start()
    theirs = put_real(st, 1, "Karrok Scarrend", "graveyard")
    mine = put_real(st, 0, "Anika Berlyn", "graveyard")
    st, _ = play_real(st, "Spiritual Domination", 0)
    assert {o.id for o in st.pending[0].options} == {str(theirs)} and str(mine) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(theirs)))
    card = st.table.cards[theirs]
    assert card.zone == "allies" and card.controller == 0 and card.owner == 1


def test_on_top_of_your_deck():
    # EN 706: "Put target ally from your graveyard on top of your deck." (415.3a: the deck is hidden again)
    automated("Path of Frost")
    st = start()
    mine = put_real(st, 0, "Anika Berlyn", "graveyard")
    st, _ = play_real(st, "Path of Frost", 0, str(mine))
    st = resolve_chain(st)
    assert st.table.zone(0, "deck")[0] == mine and st.table.cards[mine].known_to == []


def test_quest_reward_needs_a_card_to_target():
    # EN 707.1d: "Reward: Draw a card and remove target card in a graveyard from the game." — with no card in
    # any graveyard the quest can't be completed; with one, the reward removes it
    automated("Unfit for Death")
    st = start()
    quest = _quest(st, "Unfit for Death")
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    theirs = put_real(st, 1, "Heroic Strike", "graveyard")
    st = _complete(st, quest)
    if st.pending and st.pending[0].kind == "target":
        st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].zone == "removed"


def test_pick_an_ally_with_cost_or_less_from_your_graveyard_into_play():
    # 413.1 a public zone, 710.1 enters play: "When Lessa enters play, you may put an ally card with cost 2 or less
    # from your graveyard into play." — picked as it resolves (no target); a cost-6 ally can't be picked
    data = automated("Lessa the Awakener")
    st = start()
    small = put_real(st, 0, "Burom Bladeseer", "graveyard")  # cost 2
    big = put_real(st, 0, "Anika Berlyn", "graveyard")  # cost 6
    st, _ = play_real(st, "Lessa the Awakener", 0, pay=data["cost"])
    st = resolve_chain(resolve_chain(st))
    if st.pending and st.pending[0].kind == "may":
        st = choose(st, "yes")
    assert st.pending and {o.id for o in st.pending[0].options} == {str(small)} and str(big) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(small)))
    assert st.table.cards[small].zone == "allies" and st.table.cards[small].controller == 0
    assert st.table.cards[big].zone == "graveyard"
