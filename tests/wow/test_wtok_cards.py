"""Helper wtok: cards whose text involves tokens, revealing or looking at cards, and counters — automated by the
template ``cards/templates_top_reveals.py`` (op ``reveal_top_more``, ``engine.wow.top_reveal_more``) and the scripts of
``engine/wow/cards/scripts/wtok.toml``. Each card is played with the real card of the pool and every clause of its text
is checked; what one player looks at is in his view only, what is revealed is in everyone's (``view``)."""

from __future__ import annotations

from engine.wow.engine import WowEngine
from tests.shared_data import needs

from .helpers import choose, resolve_chain, start
from .test_quests_cards import complete, hand, on_top
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real

pytestmark = needs(WOW_CARDS)
ENGINE = WowEngine()


def _seen(st, viewer: int, uid: int) -> bool:
    """Whether ``viewer``'s view shows the face of card ``uid`` anywhere (hidden cards show no uid)."""
    view = ENGINE.view(st, viewer)
    return any(c.get("uid") == uid for pv in view["players"] for cards in pv["zones"].values() for c in cards)


# --- the top cards of your deck (EN 709.1; engine.wow.top_reveal_more) ---------------------------------------------

def test_treasure_chest_looks_at_three_one_to_hand_the_rest_on_top_in_any_order():
    # EN 709.1, 415.3c: "Look at the top three cards of your deck. Put one into your hand and the rest on top of your
    # deck in any order." — looked at, not revealed: only the player sees them
    automated("Treasure Chest")
    st = start()
    c, b, a = on_top(st, 0, "Gorehowl"), on_top(st, 0, "Frostbolt"), on_top(st, 0, "Anika Berlyn")
    st, _ = play_real(st, "Treasure Chest")
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {str(a), str(b), str(c)} and st.pending[0].min == 1  # exactly one
    assert _seen(st, 0, a) and not _seen(st, 1, a)  # looked at: the opponent doesn't see them (415.3a)
    st = choose(st, str(b))
    assert b in hand(st)
    assert st.pending[0].player == 0 and st.pending[0].kind == "deck_order"  # the rest: on top, in the order he picks
    st = resolve_chain(choose(st, str(c)))
    assert st.table.zone(0, "deck")[:2] == [c, a]
    assert not _seen(st, 1, b)  # the card he took stays secret


def test_unleash_the_swarm_puts_cheap_murlocs_into_play_the_rest_on_the_bottom():
    # EN 709.1, 710.1: "Reveal the top seven cards of your deck. Put all revealed Murloc allies with cost 1 or less into
    # play and the rest on the bottom of your deck."
    automated("Unleash the Swarm!")
    st = start()
    big = on_top(st, 0, "Crabbyfin")  # a Murloc with cost 2: not put into play
    other = on_top(st, 0, "Anika Berlyn")  # not a Murloc
    m1, m0 = on_top(st, 0, "Murloc Coastrunner"), on_top(st, 0, "Baby Murloc")
    spare = [on_top(st, 0, "Frostbolt") for _ in range(3)]
    under = st.table.zone(0, "deck")[7]
    st, _ = play_real(st, "Unleash the Swarm!")
    st = resolve_chain(st)
    assert st.table.cards[m1].zone == "allies" and st.table.cards[m0].zone == "allies"
    assert st.table.cards[m1].controller == 0
    assert set(st.table.zone(0, "deck")[-5:]) == {big, other, *spare}  # the rest on the bottom
    assert st.table.zone(0, "deck")[0] == under
    assert _seen(st, 1, big)  # revealed: public (the opponent knows the card now at the bottom)


def test_formation_of_felbane_one_of_each_kind_to_hand():
    # EN 702, 709.1: "Reveal the top four cards of your deck. Put a revealed ability, ally, equipment, and quest card
    # into your hand and the rest on the bottom of your deck." — up to one of each type
    st = start()
    q = on_top(st, 0, "One Draenei's Junk")
    w = on_top(st, 0, "Gorehowl")
    a2, a1 = on_top(st, 0, "Murloc Coastrunner"), on_top(st, 0, "Anika Berlyn")
    st, _ = complete(st, "The Formation of Felbane")
    st = resolve_chain(st)
    # no ability was revealed: the choices are the ally, the equipment and the quest
    assert {o.id for o in st.pending[0].options} == {str(a1), str(a2)}
    st = choose(st, str(a1))
    assert {o.id for o in st.pending[0].options} == {str(w)}
    st = choose(st, str(w))
    st = resolve_chain(choose(st, str(q)))
    assert {a1, w, q} <= set(hand(st))
    assert st.table.zone(0, "deck")[-1] == a2  # the second ally: on the bottom


def test_a_rare_bean_choose_a_rarity_then_one_revealed_card_of_it():
    # EN 702, 709.1: "Choose a rarity, then reveal the top three cards of your deck. Put a revealed card with that rarity
    # into hand and the rest on the bottom of your deck."
    st = start()
    c1 = on_top(st, 0, "Murloc Coastrunner")  # common
    u1 = on_top(st, 0, "Baby Murloc")  # uncommon
    u2 = on_top(st, 0, "Crabbyfin")  # uncommon
    st, _ = complete(st, "A Rare Bean")
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {"common", "uncommon", "rare", "epic", "legendary"}
    st = choose(st, "uncommon")
    assert {o.id for o in st.pending[0].options} == {str(u1), str(u2)} and st.pending[0].min == 0
    st = resolve_chain(choose(st, str(u2)))
    assert u2 in hand(st)
    assert set(st.table.zone(0, "deck")[-2:]) == {c1, u1}


def test_uncatalogued_species_name_a_race_then_an_ally_of_it():
    # EN 702, 709.1: "Name a standard race, then reveal the top four cards of your deck. Put a revealed ally card of that
    # race into hand and the rest on the bottom of your deck."
    st = start()
    on_top(st, 0, "Frostbolt")
    human = on_top(st, 0, "Anika Berlyn")  # a Human ally
    on_top(st, 0, "Murloc Coastrunner")
    on_top(st, 0, "Gorehowl")
    st, _ = complete(st, "Uncatalogued Species")
    st = resolve_chain(st)
    assert "Human" in {o.id for o in st.pending[0].options} and "Murloc" not in {o.id for o in st.pending[0].options}
    st = choose(st, "Human")
    assert {o.id for o in st.pending[0].options} == {str(human)}
    st = resolve_chain(choose(st, str(human)))
    assert human in hand(st)
    assert len(st.table.zone(0, "deck")) >= 3 and human not in st.table.zone(0, "deck")

    st = start()  # a race none of them has: nothing to pick, all four to the bottom
    four = [on_top(st, 0, "Frostbolt") for _ in range(4)]
    st, _ = complete(st, "Uncatalogued Species")
    st = resolve_chain(choose(resolve_chain(st), "Orc"))
    assert not st.pending and set(st.table.zone(0, "deck")[-4:]) == set(four)
