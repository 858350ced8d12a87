"""Sets 10–14, round 3 (issue 16): a banish looks back at the cards that were under the banished
card (8.4.4; cards under cards: Comprehensive Rules 2.2.0 8.4.1-8.4.3, outside the seed documents),
using Boost as an event, drawing from the bottom of the deck, "you can play this character for
free" from the hand, "whenever you remove an ink drop", "takes no damage while challenging" and
granting Adventurous. Each card is played from its real data in an engine game, and each clause
is checked, including the case where its condition is not met."""

from __future__ import annotations

from engine.lorcana.cards import compiler
from engine.lorcana.under import put_under
from tests.lorcana.helpers import act, choose, custom, put, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def under(st, onto: int, n: int) -> None:
    """``n`` cards of P1's deck go facedown under ``onto`` (2.2.0 8.4.1)."""
    for i in range(n):
        put(st, custom(f"UN{i}", f"Under {i}"), st.table.cards[onto].controller, "deck")
        put_under(st, st.table.zone(st.table.cards[onto].controller, "deck")[0], onto, [], "test")


def challenge_and_lose(st, victim: int):
    """P1 challenges with ``victim`` into a stronger exerted defender and is banished (4.3.6, 1.9.1.3)."""
    foe = put(st, custom("BIG", "Big", s=9, w=9), 1, tapped=True)
    return act(st, "challenge", uid=victim, target=foe)


def hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def test_merlin_completing_his_research_draws_two_only_if_he_had_a_card_under_him():
    # Lorcana 8.4.4: a leaves-play trigger looks back at the card as it was in play
    merlin = card("Merlin - Completing His Research")
    st = started()
    m = put(st, merlin, 0)
    before = hand(st)
    st = challenge_and_lose(st, m)
    assert st.table.cards[m].zone == "discard"
    assert hand(st) == before  # nothing under him: no draw
    st = started()
    m = put(st, merlin, 0)
    under(st, m, 1)
    before = hand(st)
    st = challenge_and_lose(st, m)
    assert st.table.cards[m].zone == "discard"
    assert hand(st) == before + 2


def test_merlin_completing_his_research_does_not_draw_when_banished_outside_a_challenge():
    # Lorcana 4.3.6: "banished in a challenge" — a banish by an effect is not one
    from engine.lorcana.rules import R
    from engine.lorcana.zones import banish

    merlin = card("Merlin - Completing His Research")
    st = started()
    m = put(st, merlin, 0)
    under(st, m, 2)
    before = hand(st)
    banish(st, [m], R("1.9.1.3"), [])
    assert st.table.cards[m].zone == "discard" and not st.bag
    assert hand(st) == before


def test_goofy_ghost_of_jacob_marley_opponents_discard_one_per_card_that_was_under_him():
    # Lorcana 8.3.4 (discard) and 8.4.4 (the count is taken as he leaves play; the cards under go too, 5.1.7)
    goofy = card("Goofy - Ghost of Jacob Marley")
    for n in (0, 2):
        st = started()
        g = put(st, goofy, 0)
        under(st, g, n)
        for i in range(4):
            put(st, custom(f"OH{i}", f"Opp {i}"), 1, "hand")
        opp = hand(st, 1)
        st = challenge_and_lose(st, g)
        while st.pending:  # P2 chooses the cards to discard (as many as the prompt asks for)
            assert st.pending[0].player == 1 and st.pending[0].max == n
            st = choose(st, [o.id for o in st.pending[0].options][:n])
        assert st.table.cards[g].zone == "discard"
        assert hand(st, 1) == opp - n
        assert len(st.table.zone(0, "under")) == 0


def test_pete_ghost_of_christmas_future_looks_at_one_card_per_card_under_him():
    # Lorcana 7.1.10 (look at the top cards; one into the hand, the rest on the bottom) and 5.1.7 (cards under him)
    pete = card("Pete - Ghost of Christmas Future")
    st = started()
    p = put(st, pete, 0)
    before = hand(st)
    st = act(st, "quest", uid=p)
    assert not st.pending and hand(st) == before  # nothing under him: looks at no card
    st = started()
    p = put(st, pete, 0)
    under(st, p, 2)
    tops = [put(st, custom(f"TOP{i}", f"Top {i}"), 0, "deck") for i in range(3)]
    top3 = st.table.zone(0, "deck")[:3]
    assert set(top3) == set(tops)
    before = hand(st)
    st = act(st, "quest", uid=p)
    offered = [o.id for o in st.pending[0].options]
    assert offered == [str(u) for u in top3[:2]]  # the top 2 cards: one per card under him
    st = choose(st, [offered[1]])
    assert hand(st) == before + 1 and st.table.cards[top3[1]].zone == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == top3[2] and deck[-1] == top3[0]  # the other one went to the bottom


def play_merlin(st, answer: str):
    """P1 plays Merlin - Envisioning the Future and answers his "may" (7.1.3)."""
    from tests.lorcana.helpers import ink_up

    merlin = card("Merlin - Envisioning the Future")
    ink_up(st, 0, merlin["cost"])
    uid = put(st, merlin, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending and st.pending[0].kind == "may"
    return choose(st, [answer]), uid


def test_merlin_envisioning_the_future_may_draw_the_bottom_card_of_the_deck():
    # Lorcana 4.2.3.1 (a draw puts the card into the hand) and 7.1.3 ("may": the player chooses)
    st = started()
    top = put(st, custom("TOPC", "Topmost"), 0, "deck")
    bottom = st.table.zone(0, "deck")[-1]
    before = hand(st)
    st, _ = play_merlin(st, "yes")
    assert st.table.cards[bottom].zone == "hand" and st.table.cards[top].zone == "deck"
    assert hand(st) == before + 1  # Merlin left the hand (he was put there after counting), 1 card drawn
    st = started()
    bottom = st.table.zone(0, "deck")[-1]
    before = hand(st)
    st, _ = play_merlin(st, "no")
    assert st.table.cards[bottom].zone == "deck" and hand(st) == before


def test_merlin_envisioning_the_future_goes_to_the_bottom_of_the_deck_when_banished():
    # Lorcana 7.1.10 (a card put on the bottom of a deck) after 1.9.1.3 (banished: into the discard)
    st = started()
    m = put(st, card("Merlin - Envisioning the Future"), 0)
    st = challenge_and_lose(st, m)
    assert st.table.cards[m].zone == "deck" and st.table.zone(0, "deck")[-1] == m


def test_pudge_can_be_played_for_free_only_while_you_have_a_lilo_in_play():
    # Lorcana 4.3.4.10 (play without paying the ink cost) allowed by his own static ability from the hand (7.6.5)
    import pytest

    from engine.core.rules import RulesError
    from tests.lorcana.helpers import ENGINE

    pudge = card("Pudge - Controls the Weather")
    st = started()
    uid = put(st, pudge, 0, "hand")
    free = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("mode") == "free"]
    assert not free  # no Lilo: no free play
    with pytest.raises(RulesError) as exc:
        act(st, "play", uid=uid, mode="free")
    assert "4.3.4.10" in str(exc.value)
    put(st, card("Lilo - Making a Wish"), 0)
    free = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("mode") == "free"]
    assert [a.args["uid"] for a in free] == [uid]
    ink_before = [st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")]
    st = act(st, "play", uid=uid, mode="free")
    assert st.table.cards[uid].zone == "play"
    assert [st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")] == ink_before  # no ink paid


def test_madam_mim_resourceful_trickster_draws_once_per_turn_when_you_remove_an_ink_drop():
    # the ink drop reminder text ("Each ink drop may be removed to pay 1 {I}", outside the seed
    # documents); "once during your turn": the second removal the same turn draws nothing
    from engine.lorcana.ink_drops import drops, gain_drops
    from engine.lorcana.play import ready_ink
    from tests.lorcana.helpers import ink_up, settle_mandatory

    st = started()
    put(st, card("Madam Mim - Resourceful Trickster"), 0)
    ink_up(st, 0, 1)
    gain_drops(st, 0, 3, [])
    before = hand(st)
    a = put(st, custom("C2", "Two", cost=2), 0, "hand")
    st = settle_mandatory(act(st, "play", uid=a, mode="ink"))  # 1 ready ink + 1 drop
    assert drops(st, 0) == 2 and hand(st) == before + 1  # Two left the hand, 1 card drawn
    b = put(st, custom("C1", "One", cost=1), 0, "hand")
    st = settle_mandatory(act(st, "play", uid=b, mode="ink"))  # another drop: once per turn, no draw
    assert drops(st, 0) == 1 and hand(st) == before + 1
    st = started()
    put(st, card("Madam Mim - Resourceful Trickster"), 0)
    ink_up(st, 0, 2)
    gain_drops(st, 0, 1, [])
    before = hand(st)
    st = settle_mandatory(act(st, "play", uid=put(st, custom("C2", "Two", cost=2), 0, "hand"), mode="ink"))
    assert drops(st, 0) == 1 and not ready_ink(st, 0) and hand(st) == before  # ready ink paid: no drop removed, no draw


def test_inkcaster_skates_gives_an_ink_drop_only_after_a_quest_this_turn():
    # a look-back condition over the turn (4.3.5 quests are recorded); "get 1 ink drop": the reminder text (outside the seed documents)
    from engine.lorcana.ink_drops import drops
    from tests.lorcana.helpers import end_turn

    skates = card("Inkcaster Skates")
    st = started()
    s = put(st, skates, 0)
    st = act(st, "activate", uid=s, ability=0)
    assert st.table.cards[s].tapped and drops(st, 0) == 0  # nobody quested: exerted for nothing
    st = end_turn(end_turn(st))
    q = put(st, custom("QST", "Quester", lore=1), 0)
    st = act(st, "quest", uid=q)
    st = act(st, "activate", uid=s, ability=0)
    assert drops(st, 0) == 1


def test_fred_awesome_boss_gets_an_ink_drop_for_himself_and_another_super_character():
    # 4.3.4 (playing a card) triggers "whenever you play this or another Super character"
    from engine.lorcana.ink_drops import drops
    from tests.lorcana.helpers import ink_up, settle_mandatory

    r = registry_cards()
    fred, darkwolf = card("Fred - Awesome Boss"), dict(r["Darkwing Duck - Darkwolf Dog"])
    assert "Super" in darkwolf["classifications"]
    st = started()
    ink_up(st, 0, fred["cost"] + darkwolf["cost"] + 1)
    st = settle_mandatory(act(st, "play", uid=put(st, fred, 0, "hand"), mode="ink"))
    assert drops(st, 0) == 1  # himself
    st = settle_mandatory(act(st, "play", uid=put(st, custom("NS", "Not Super", cost=1), 0, "hand"), mode="ink"))
    assert drops(st, 0) == 1  # not a Super character
    st = settle_mandatory(act(st, "play", uid=put(st, darkwolf, 0, "hand"), mode="ink"))
    assert drops(st, 0) == 2


def test_pushing_boundaries_prevents_the_chosen_challengers_damage_this_turn_and_gives_a_drop():
    # Lorcana 7.7.1 (a replacement: the damage is not dealt) and 4.3.6 (challenge damage); the drop: reminder text
    from engine.lorcana.ink_drops import drops
    from tests.lorcana.helpers import end_turn, ink_up, settle_mandatory

    pb = card("Pushing Boundaries")
    st = started()
    ink_up(st, 0, pb["cost"])
    a = put(st, custom("PA", "Pusher", s=1, w=3), 0)
    b = put(st, custom("PB", "Other", s=1, w=3), 0)
    st = act(st, "play", uid=put(st, pb, 0, "hand"), mode="ink")
    assert st.pending and str(a) in [o.id for o in st.pending[0].options]
    st = settle_mandatory(choose(st, [a]))
    assert drops(st, 0) == 1
    f1 = put(st, custom("F1", "Foe", s=2, w=5), 1, tapped=True)
    f2 = put(st, custom("F2", "Foe", s=2, w=5), 1, tapped=True)
    st = settle_mandatory(act(st, "challenge", uid=a, target=f1))
    assert st.table.cards[a].damage == 0 and st.table.cards[f1].damage == 1
    st = settle_mandatory(act(st, "challenge", uid=b, target=f2))
    assert st.table.cards[b].damage == 2  # not chosen: damaged as usual
    st = end_turn(end_turn(st))
    st.table.cards[a].tapped = False
    st.table.cards[f1].tapped = True
    st = settle_mandatory(act(st, "challenge", uid=a, target=f1))
    assert st.table.cards[a].damage == 2  # "this turn" is over (4.4.1.3)


def test_nick_wilde_inquisitive_harbormaster_may_give_a_character_adventurous_until_your_next_turn():
    # Adventurous, by its reminder text (outside the seed documents): "can't challenge and must quest each
    # turn if able" — refusals cite 4.3.6.8 (an effect prevents the challenge) and 1.2.1 (a quest still owed)
    import pytest

    from engine.core.rules import RulesError
    from tests.lorcana.helpers import end_turn, settle_mandatory

    nick = card("Nick Wilde - Inquisitive Harbormaster")
    st = started()
    n = put(st, nick, 0)
    foe = put(st, custom("FQ", "Quester", lore=1, s=3, w=5), 1)
    st = act(st, "quest", uid=n)
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    st = settle_mandatory(choose(st, [foe]))
    st = end_turn(st)  # P2's turn: the foe must quest and can't challenge
    mine = put(st, custom("MX", "Target", s=1, w=9), 0, tapped=True)
    with pytest.raises(RulesError) as exc:
        act(st, "challenge", player=1, uid=foe, target=mine)
    assert "4.3.6.8" in str(exc.value)  # an effect prevents the challenge
    with pytest.raises(RulesError) as exc:
        act(st, "end_turn", player=1)
    assert "1.2.1" in str(exc.value)  # "must quest … if able"
    st = act(st, "quest", player=1, uid=foe)
    st = end_turn(end_turn(st))  # P1's next turn started (Adventurous ended), then P2's turn again
    assert st.active == 1
    st.table.cards[mine].tapped = True
    st = settle_mandatory(act(st, "challenge", player=1, uid=foe, target=mine))  # may challenge again
    assert st.table.cards[mine].damage == 3


def test_nick_wilde_declined_gives_nothing():
    # Lorcana 7.1.3: "you may" — declining gives nothing
    from tests.lorcana.helpers import end_turn

    st = started()
    n = put(st, card("Nick Wilde - Inquisitive Harbormaster"), 0)
    foe = put(st, custom("FQ", "Quester", lore=1, s=3, w=5), 1)
    st = act(st, "quest", uid=n)
    st = choose(st, ["no"])
    assert not st.pending
    st = end_turn(st)
    st = end_turn(st)  # P2 may end the turn without questing
    assert st.active == 0 and st.table.cards[foe].zone == "play"


def test_donald_fred_honeywell_may_add_a_card_under_a_character_whose_boost_you_use():
    # Boost (Comprehensive Rules 2.2.0 8.4.1, outside the seed documents): using it triggers "whenever you use
    # the Boost ability of a character"; 7.1.3: "you may"
    from tests.lorcana.helpers import ink_up
    from tests.lorcana.test_tail_sets_10_14 import BOOSTER

    for answer, expected in (("yes", 2), ("no", 1)):
        st = started()
        put(st, card("Donald Duck - Fred Honeywell"), 0)
        host = put(st, BOOSTER, 0)
        ink_up(st, 0, 2)
        for i in range(2):
            put(st, custom(f"TOP{i}", f"Top {i}"), 0, "deck")
        st = act(st, "activate", uid=host, ability=0)
        assert st.pending and st.pending[0].kind == "may"
        st = choose(st, [answer])
        assert sum(1 for u in st.table.zone(0, "under") if st.table.cards[u].attached_to == host) == expected


def test_donald_fred_honeywell_draws_per_card_that_was_under_a_banished_character_on_opponents_turns():
    # 8.4.4 (the count is taken as the character leaves play); "during opponents' turns" (a condition of the trigger)
    from tests.lorcana.helpers import end_turn

    st = started()
    put(st, card("Donald Duck - Fred Honeywell"), 0)
    mine = put(st, custom("MB", "Boosted", s=0, w=1), 0, tapped=True)
    under(st, mine, 2)
    st = end_turn(st)  # P2's turn: P2 challenges and banishes it
    foe = put(st, custom("FB", "Foe", s=5, w=9), 1)
    before = hand(st, 0)
    st = act(st, "challenge", player=1, uid=foe, target=mine)
    assert st.pending and st.pending[0].kind == "may" and st.pending[0].player == 0
    st = choose(st, ["yes"])
    assert st.table.cards[mine].zone == "discard" and hand(st, 0) == before + 2
    # on your own turn nothing triggers
    st = started()
    put(st, card("Donald Duck - Fred Honeywell"), 0)
    mine = put(st, custom("MB", "Boosted", s=0, w=1), 0)
    under(st, mine, 2)
    st = challenge_and_lose(st, mine)
    assert st.table.cards[mine].zone == "discard" and not st.pending


def test_intense_research_looks_at_five_cards_only_when_an_ink_drop_paid_for_it():
    # 7.1.10 (look at the top cards, one into the hand, the rest on the bottom); the ink drop: reminder text
    from engine.lorcana.ink_drops import drops, gain_drops
    from tests.lorcana.helpers import ink_up

    research = card("Intense Research")
    for ready, paid_drop, looked in ((research["cost"], False, 2), (research["cost"] - 1, True, 5)):
        st = started()
        ink_up(st, 0, ready)
        gain_drops(st, 0, 1, [])
        for i in range(6):
            put(st, custom(f"R{i}", f"Deck {i}"), 0, "deck")
        top = st.table.zone(0, "deck")[:looked]
        before = hand(st)
        st = act(st, "play", uid=put(st, research, 0, "hand"), mode="ink")
        assert drops(st, 0) == (0 if paid_drop else 1)
        assert [o.id for o in st.pending[0].options] == [str(u) for u in top]
        st = choose(st, [str(top[-1])])
        while st.pending:  # 8.2.4: the order of the rest on the bottom, asked one card at a time (first option: the looked order)
            st = choose(st, [st.pending[0].options[0].id])
        assert hand(st) == before + 1 and st.table.cards[top[-1]].zone == "hand"
        assert st.table.zone(0, "deck")[-(looked - 1):] == top[:-1]  # the rest on the bottom


def test_hen_wens_visions_puts_one_on_top_and_the_rest_on_the_bottom_in_the_chosen_order():
    # 7.1.10: the player looks at the top 4 cards and puts them in the places the card names, in any order
    from tests.lorcana.helpers import ink_up

    visions = card("Hen Wen's Visions")
    st = started()
    ink_up(st, 0, visions["cost"])
    for i in range(5):
        put(st, custom(f"V{i}", f"Deck {i}"), 0, "deck")
    top4 = st.table.zone(0, "deck")[:4]
    fifth = st.table.zone(0, "deck")[4]
    st = act(st, "play", uid=put(st, visions, 0, "hand"), mode="ink")
    for pick in (top4[2], top4[3], top4[0]):  # the top card, then the bottom order
        assert str(pick) in [o.id for o in st.pending[0].options]
        st = choose(st, [pick])
    deck = st.table.zone(0, "deck")
    assert deck[0] == top4[2] and deck[1] == fifth
    assert deck[-3:] == [top4[3], top4[0], top4[1]]  # the last one takes the last place


def test_meilin_lee_superficially_obedient_gives_evasive_to_the_character_shifted_onto_her():
    # 10.8.3 (the shifted character goes on top and is "this character" now); Evasive until the start of your next turn
    from engine.lorcana.characteristics import has
    from tests.lorcana.helpers import end_turn, ink_up

    st = started()
    below = put(st, card("Meilin Lee - Superficially Obedient"), 0)
    top = put(st, custom("MLS", "Meilin Lee", "Shift 2 {I}", version="Shifted", cost=4), 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=top, mode="shift", onto=below)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[top].zone == "play" and has(st, top, "Evasive")
    st = end_turn(st)
    assert has(st, top, "Evasive")  # through the opponent's turn
    st = end_turn(st)
    assert not has(st, top, "Evasive")  # the start of your next turn ends it
