"""Resources as what an effect acts on (412): "Destroy target resource", "ready one of your
resources", "Ready up to three target resources", "Exhaust all resources you control", "turn
target resource face down" and "put the top card of your deck into your resource row face down and
exhausted" — each played with a real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_activation import _as_hero, _power
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_destroy_target_resource():
    # 412 resources; EN 706 target: "Destroy target resource." — any player's resource, not a card in play
    automated("Head Trauma")
    st = start()
    theirs = resources(st, 1, 2)
    ally = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Head Trauma", 0)
    options = {o.id for o in st.pending[0].options}
    assert str(theirs[0]) in options and str(ally) not in options
    st = resolve_chain(choose(st, str(theirs[0])))
    assert st.table.cards[theirs[0]].zone == "graveyard" and st.table.cards[theirs[1]].zone == "resources"


def test_may_ready_one_of_your_resources():
    # EN 703 enter trigger, 709.3 "you may": "When Joja'bee enters play, you may ready one of your resources."
    data = automated("Joja'bee")
    st = start()
    st, _ = play_real(st, "Joja'bee", 0, pay=data["cost"])
    st = resolve_chain(st)
    mine = st.table.zone(0, "resources")
    assert all(st.table.cards[u].tapped for u in mine)  # all paid
    assert st.pending and st.pending[0].kind == "target"
    assert {o.id for o in st.pending[0].options} == {str(u) for u in mine}  # only your own resources
    st = resolve_chain(choose(st, str(mine[0])))
    assert not st.table.cards[mine[0]].tapped and all(st.table.cards[u].tapped for u in mine[1:])


def test_ready_up_to_three_different_target_resources():
    # EN 706: "1, Flip Koo'zar -> Ready up to three target resources." — three different resources, or fewer
    data = automated("Witch Doctor Koo'zar")
    st = start()
    koozar = _as_hero(st, "Witch Doctor Koo'zar")
    mine = resources(st, 0, 4)
    for u in mine[1:]:
        st.table.cards[u].tapped = True
    st = apply(st, "power", 0, uid=koozar, power=_power(data), x=0)
    st = choose(st, str(mine[1]))
    assert str(mine[1]) not in {o.id for o in st.pending[0].options}
    st = choose(st, str(mine[2]))
    st = resolve_chain(choose(st))  # the third: none
    assert not st.table.cards[mine[1]].tapped and not st.table.cards[mine[2]].tapped
    assert st.table.cards[mine[3]].tapped and st.table.cards[mine[0]].tapped  # the one paid for the cost


def test_exhaust_all_resources_you_control():
    # 412: "Exhaust all resources you control. Draw two cards."
    automated("Arcane Essence")
    st = start()
    theirs = resources(st, 1, 2)
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Arcane Essence", 0, pay=6)
    st = resolve_chain(st)
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))
    assert not any(st.table.cards[u].tapped for u in theirs)
    assert len(st.table.zone(0, "hand")) == hand + 2


def test_turn_target_resource_face_down():
    # 412.1b: a face-down resource is blank: "When Skumm enters play, you may turn target resource face down."
    data = automated("Skumm Bag'go")
    st = start()
    location = put_real(st, 1, "Gilneas", "resources")
    st.table.cards[location].face_down = False
    st, _ = play_real(st, "Skumm Bag'go", 0, pay=data["cost"])
    st = resolve_chain(st)
    assert str(location) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(location)))
    card = st.table.cards[location]
    assert card.zone == "resources" and card.face_down and card.known_to == [1]


def test_top_card_into_resource_row_face_down_and_exhausted():
    # 412.2 example (Lobotomize): "put the top card of your deck into your resource row face down and exhausted"
    data = automated("Branu Wildbloom")
    assert any(e.op == "deck_to_resources" for pw in card_powers(data) for e in pw.effects)
    st = start()
    top = st.table.zone(0, "deck")[0]
    st, _ = play_real(st, "Branu Wildbloom", 0, pay=data["cost"])
    st = resolve_chain(resolve_chain(st))
    card = st.table.cards[top]
    assert card.zone == "resources" and card.face_down and card.tapped and card.known_to == [0]
    assert st.resource_placed[0] is False  # not the one resource of the turn (412.1)
    assert st.table.cards[hero(st, 0)].zone == "hero_row"
