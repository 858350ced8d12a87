"""Set 6 (Azurite Sea): Lorcast printings that were manual in the 16:08 list of round 7 and now read as
the registry prints them (engine.lorcana.cards.typography: "• "/"* " bullets, "—" costs, the
registry's printed words), and which no test played yet — Jumbo Pop, Hot Potato, Galactic Council
Chamber - Courtroom, Mr. Litwak - Arcade Owner. Each is played from the Lorcast data in an engine
game; every clause is checked with its "up to", its condition and the case where nothing matches.
(test_set6_round7.py plays the other set 6 printings the Lorcast importer rewords.)"""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from tests.lorcana.helpers import (
    act,
    activated,
    challenge,
    choose,
    custom,
    end_turn,
    hand,
    ids,
    play,
    put,
    settle,
    started,
)
from tests.lorcana.real import lorcast, needs_lorcast, registry_cards

pytestmark = needs_lorcast

# The set 6 printings of the round 7 list that test_set6_round7.py does not play by id: after the
# importer's typography they read exactly as the registry's card, whose tests (named) play it.
TWINS = ["6-103", "6-142", "6-155", "6-168", "6-195", "6-200", "6-204", "6-210", "6-24", "6-30", "6-31", "6-54"]


@pytest.mark.parametrize("card_id", TWINS)
def test_lorcast_printing_reads_as_the_registry_card(card_id: str):
    # Lorcana 1.1.6 / 6.2.1: the printed text is the card's rules; typography is not rules text
    data = lorcast(card_id)
    assert data["text"] == registry_cards()[data["full_name"]]["text"]


def test_jumbo_pop_banishes_itself_to_heal_up_to_2_from_each_of_yours_and_draw():
    # Lorcana 7.5.1 (cost: banish this item), 7.1.8 ("up to 2": fewer where less damage), then draw
    st = started()
    pop = put(st, lorcast("6-168"), 0)
    deep = put(st, custom("D1", "Deep", w=9), 0, damage=3)
    light = put(st, custom("L1", "Light", w=9), 0, damage=1)
    whole = put(st, custom("W1", "Whole", w=9), 0)
    foe = put(st, custom("F1", "Foe", w=9), 1, damage=3)
    before = hand(st)
    st = settle(act(st, "activate", uid=pop, ability=activated(st, pop)))
    while st.pending:  # an "up to" asked per character: take the most offered
        st = choose(st, [max(st.pending[0].options, key=lambda o: o.id).id])
    assert st.table.cards[pop].zone == "discard"
    assert st.table.cards[deep].damage == 1 and st.table.cards[light].damage == 0
    assert st.table.cards[whole].damage == 0
    assert st.table.cards[foe].damage == 3  # only your characters
    assert hand(st) == before + 1


def test_hot_potato_deals_2_to_a_character_or_banishes_an_item():
    # Lorcana 1.2.4 (choose one: the mode is chosen as it resolves), 6.3 (an item is banished)
    st = started()
    foe = put(st, custom("F1", "Foe", w=5), 1)
    item = put(st, custom("IT", "Thing", card_type="Item"), 1)
    st, _ = play(st, lorcast("6-195"))
    st = choose(st, ["1"])
    assert str(foe) in ids(st) and str(item) not in ids(st)
    st = settle(choose(st, [foe]))
    assert st.table.cards[foe].damage == 2 and st.table.cards[item].zone == "play"
    st, _ = play(st, lorcast("6-195"))
    st = choose(st, ["2"])
    assert str(item) in ids(st) and str(foe) not in ids(st)
    st = settle(choose(st, [item]))
    assert st.table.cards[item].zone == "discard" and st.table.cards[foe].damage == 2


@pytest.mark.parametrize("kind", ["Alien", "Robot"])
def test_galactic_council_chamber_cant_be_challenged_while_you_have_an_alien_or_robot_here(kind: str):
    # Lorcana 4.3.6.8 (a challenge an effect forbids is refused), 4.3.6.19-20 (challenging a location)
    st = started()
    room = put(st, lorcast("6-204"), 0)
    there = put(st, custom("AL", "Stitch", classifications=["Storyborn", kind]), 0)
    plain = put(st, custom("PL", "Plain"), 0)
    st.table.cards[plain].flags["at"] = room
    st = end_turn(st)
    foe = put(st, custom("FO", "Foe", s=2, w=9), 1)
    foe2 = put(st, custom("F2", "Foe 2", s=2, w=9), 1)
    st = challenge(st, foe, room)  # a plain character here only: it can be
    assert st.table.cards[room].damage == 2
    st.table.cards[there].flags["at"] = room
    with pytest.raises(RulesError):
        act(st, "challenge", 1, uid=foe2, target=room)
    st.table.cards[there].flags.pop("at")  # the Alien/Robot is not here: it can be again
    st = challenge(st, foe2, room)
    assert st.table.cards[room].damage == 4


def test_galactic_council_chamber_counts_only_your_characters_here():
    # Lorcana 4.3.6.8; "while you have": an opponent's Robot at your location does not protect it
    st = started()
    room = put(st, lorcast("6-204"), 0)
    st = end_turn(st)
    visitor = put(st, custom("RB", "Bot", classifications=["Storyborn", "Robot"]), 1)
    st.table.cards[visitor].flags["at"] = room
    foe = put(st, custom("FO", "Foe", s=2, w=9), 1)
    st = challenge(st, foe, room)
    assert st.table.cards[room].damage == 2


def test_mr_litwak_may_ready_once_per_turn_when_you_play_another_character_then_cant_quest_or_challenge():
    # Lorcana 7.1.3 ("you may"), "once during your turn", 4.3.5.6 / 4.3.6.8 (quest and challenge refused)
    st = started()
    litwak = put(st, lorcast("6-24"), 0, tapped=True)
    foe = put(st, custom("FO", "Foe", w=9), 1, tapped=True)
    st, _ = play(st, custom("C1", "Kid", cost=1))
    st = choose(st, ["no"])  # declined: stays exerted
    assert st.table.cards[litwak].tapped
    st = settle(st)
    # once: it resolved this turn — the "may" declined, but "He can't quest or challenge …" is its own
    # sentence and applied (2.2.0 6.1.4 / 6.1.13.2, outside the seed documents)
    st, _ = play(st, custom("C2", "Kid 2", cost=1))
    assert not st.pending and st.table.cards[litwak].tapped
    st = end_turn(end_turn(st))
    st.table.cards[litwak].tapped = True
    st, _ = play(st, custom("C3", "Kid 3", cost=1))
    st = settle(choose(st, ["yes"]))
    assert not st.table.cards[litwak].tapped
    with pytest.raises(RulesError):
        act(st, "quest", uid=litwak)
    with pytest.raises(RulesError):
        act(st, "challenge", uid=litwak, target=foe)
    st, _ = play(st, custom("C4", "Kid 4", cost=1))  # once during your turn: no second trigger
    assert not st.pending
    st = end_turn(st)  # the opponent's turn: playing characters does not trigger it
    st.table.cards[litwak].tapped = True
    st, _ = play(st, custom("O1", "Theirs", cost=1), 1)
    assert st.table.cards[litwak].tapped and not st.pending
    st = end_turn(st)
    st = act(st, "quest", uid=litwak)  # the next turn it can quest again
    assert st.lore[0] == 1
