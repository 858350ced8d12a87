"""Set 14 and the promo printings, round 5 (issue 16): per-card scripts (engine/lorcana/cards/scripts/set14.toml
and promos.toml) played from the real card data in engine games, every clause checked, including
the "may", "up to" and the case where a condition is not met."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards
from engine.lorcana.characteristics import has
from engine.lorcana.rules import R
from engine.lorcana.zones import banish
from tests.lorcana.helpers import ENGINE, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards

SCRIPTED = {
    "set14": [
        "Goliath - Transformed Warrior",
        "Belle - Exceptional Writer",
        "Un Poco Loco",
        "Shed Your Weary Load",
        "Minnie Mouse - Urban Visionary",
        "Tiana - Party Hostess",
        "Mamá Imelda - No-Nonsense Ancestor",
        "Jukebox",
        "Duchess - Cosmopolitan Cat",
        "Aurora - Delightful Musician",
        "Roxanne - Concert Lover",
        "Rapunzel - Outgoing Artist",
        "Spyglass Hat",
        "Ariel - Collector of Oddities",
        "Thomas O'Malley - Savvy Vagabond",
        "Flash - Efficient Clerk",
        "Héctor Rivera - Worldwide Sensation",
        "Flippant Taunt",
        "This Is Business",
        "Mamá Coco - Visiting the Park",
        "The Torn Corner",
        "Ancestral Guitar",
        "People Gonna Come Here",
        "Merlin's Wand",
        "Remember Me",
    ],
}
PROMO_IDS = ["D23-3", "C2-2", "C2-6", "C1-7", "D23-6"]


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


@lru_cache(maxsize=1)
def _by_id() -> dict[str, dict]:
    return {rec.data["id"]: rec.data for rec in import_cards(None).cards}


def printing(card_id: str) -> dict:
    """One printing's data, by id (promo printings whose text differs from the main set's)."""
    data = _by_id()[card_id]
    assert compiler.is_automated(data), card_id
    return dict(data)


def char(cid: str, name: str, **kw) -> dict:
    return custom(cid, name, **kw)


def empty_hand(st, player: int, keep: int = 0) -> None:
    for u in list(st.table.zone(player, "hand"))[keep:]:
        st.table.move(u, "deck")


@pytest.mark.parametrize("book,name", [(b, c) for b, cards in SCRIPTED.items() for c in cards])
def test_script_applies_to_its_card(book: str, name: str):
    data = card(name)
    assert any(
        a.source == "script" and a.detail.startswith(f"scripts/{book}.toml")
        for a in compiler.compile_card(data)
    )


@pytest.mark.parametrize("card_id", PROMO_IDS)
def test_promo_script_applies_to_its_printing(card_id: str):
    data = printing(card_id)
    assert any(
        a.source == "script" and a.detail.startswith("scripts/promos.toml")
        for a in compiler.compile_card(data)
    )


def test_rph_minnie_printing_shares_the_set_14_script():
    assert any(
        a.source == "script" and a.detail.startswith("scripts/set14.toml")
        for a in compiler.compile_card(printing("RPH-4"))
    )


# --- set 14 -------------------------------------------------------------------------------------


def test_goliath_transformed_warrior_discards_to_move_up_to_2_damage_once_per_turn():
    # Lorcana 7.1.2.2: the discard is paid first ("if you do"); 7.1.8: "up to" lets him move fewer
    gol = card("Goliath - Transformed Warrior")
    st = started()
    empty_hand(st, 0, keep=2)  # 2 cards: his "3 or more cards: can't ready" stays quiet
    uid = put(st, gol, 0, damage=3)
    foe = put(st, char("F1", "Foe", w=9), 1)
    mine = put(st, char("M1", "Mine", w=9), 0)
    first = st.table.zone(0, "hand")[0]
    st = act(st, "activate", uid=uid, ability=0, discard=first)
    assert st.table.cards[first].zone == "discard"
    assert str(mine) not in {o.id for o in st.pending[0].options}  # only an opposing character
    st = choose(st, [foe])
    assert {o.id for o in st.pending[0].options} == {"0", "1", "2"}  # up to 2 of his 3
    st = choose(st, ["1"])
    assert st.table.cards[uid].damage == 2 and st.table.cards[foe].damage == 1
    # once during your turn (7.5.4 once-per-turn limit)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == uid]


def test_goliath_transformed_warrior_needs_a_card_to_discard():
    # Lorcana 7.5.1: a cost that can't be paid: the ability can't be used
    st = started()
    empty_hand(st, 0)
    uid = put(st, card("Goliath - Transformed Warrior"), 0, damage=2)
    put(st, char("F1", "Foe", w=9), 1)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == uid]


def _action(i: int, cost: int = 1) -> dict:
    return custom(f"A{i}", f"Act {i}", "Draw a card.", card_type="Action", cost=cost)


def test_belle_exceptional_writer_exerting_discounts_the_next_action_by_2():
    # Lorcana 4.3.4.5: a cost reduction for the next action only; 7.4.2: "whenever this character exerts"
    belle = card("Belle - Exceptional Writer")
    st = started()
    uid = put(st, belle, 0)
    ink_up(st, 0, 3)
    st = act(st, "quest", uid=uid)  # she exerts
    a1 = put(st, _action(1, cost=3), 0, "hand")
    st = act(st, "play", uid=a1, mode="ink")
    ready = [u for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped]
    assert len(ready) == 2  # 3 - 2: one ink paid
    a2 = put(st, _action(2, cost=2), 0, "hand")
    st = act(st, "play", uid=a2, mode="ink")
    assert not [
        u for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped
    ]  # full price for the second


def test_belle_exceptional_writer_exerting_in_the_opponents_turn_gives_nothing():
    # Lorcana 7.4.2: "during your turn" — no trigger when she is exerted in the opponent's turn
    belle = card("Belle - Exceptional Writer")
    st = started()
    uid = put(st, belle, 0)
    st = end_turn(st)
    exerter = put(st, custom("X1", "Exerter", "{E} — Exert chosen character."), 1)
    st = act(st, "activate", 1, uid=exerter, ability=0)
    if st.pending:
        st = choose(st, [uid])
    assert st.table.cards[uid].tapped
    assert not [f for f in st.floating if f.get("kind") == "cost_reduction" and f.get("player") == 0]


def test_belle_exceptional_writer_third_action_gains_3_lore():
    # Lorcana 7.4.2: "whenever you play a third action": only the third of the turn counts
    belle = card("Belle - Exceptional Writer")
    st = started()
    put(st, belle, 0)
    ink_up(st, 0, 4)
    lore = st.lore[0]
    for i in range(4):
        a = put(st, _action(i), 0, "hand")
        st = act(st, "play", uid=a, mode="ink")
        assert st.lore[0] == lore + (3 if i >= 2 else 0)


def test_un_poco_loco_returns_both_when_one_costs_3_or_less():
    # Lorcana 7.1.9: "both" are the two chosen; the condition is checked on resolution
    song = card("Un Poco Loco")
    st = started()
    cheap = put(st, char("C1", "Cheap", cost=3), 0)
    big = put(st, char("B1", "Big", cost=6), 0)
    put(st, char("F1", "Foe", cost=1), 1)
    ink_up(st, 0, song["cost"])
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    opts = {o.id for o in st.pending[0].options}
    assert opts == {str(cheap), str(big)}  # characters of yours only
    st = choose(st, [cheap, big])
    assert st.table.cards[cheap].zone == "hand" and st.table.cards[big].zone == "hand"


def test_un_poco_loco_keeps_both_when_neither_costs_3_or_less():
    song = card("Un Poco Loco")
    st = started()
    a = put(st, char("C1", "Pricey", cost=4), 0)
    b = put(st, char("B1", "Big", cost=6), 0)
    ink_up(st, 0, song["cost"])
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [a, b])
    assert st.table.cards[a].zone == "play" and st.table.cards[b].zone == "play"


def test_shed_your_weary_load_discards_every_non_character_card():
    # Lorcana 7.1.10: the hand is revealed; 8.3.4: every revealed non-character card is discarded (no choice)
    shed = card("Shed Your Weary Load")
    st = started()
    empty_hand(st, 1)
    song = put(st, custom("S1", "Tune", card_type="Action", subtypes=["Song"]), 1, "hand")
    item = put(st, custom("I1", "Thing", card_type="Item"), 1, "hand")
    keep = put(st, char("K1", "Keep"), 1, "hand")
    ink_up(st, 0, shed["cost"])
    uid = put(st, shed, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending and st.pending[0].kind == "player":
        st = choose(st, ["1"])
    assert not st.pending
    assert st.table.cards[song].zone == "discard" and st.table.cards[item].zone == "discard"
    assert st.table.cards[keep].zone == "hand"


def test_shed_your_weary_load_with_only_characters_discards_nothing():
    shed = card("Shed Your Weary Load")
    st = started()
    hand = list(st.table.zone(1, "hand"))  # the filler deck: characters only
    ink_up(st, 0, shed["cost"])
    uid = put(st, shed, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending and st.pending[0].kind == "player":
        st = choose(st, ["1"])
    assert list(st.table.zone(1, "hand")) == hand


def _minnie_turn_end(data: dict, exerted: bool):
    st = started()
    uid = put(st, data, 0, tapped=exerted)
    ink_up(st, 0, 3)
    ink = list(st.table.zone(0, "inkwell"))
    st = act(st, "end_turn", 0)
    return st, uid, ink


@pytest.mark.parametrize("data", [lambda: card("Minnie Mouse - Urban Visionary"), lambda: printing("RPH-4")])
def test_minnie_mouse_urban_visionary_returns_an_ink_card_and_exerts_the_inkwell(data):
    # Lorcana 8.1.3: an effect lets the player look at their private inkwell; 7.1.3: "you may"
    st, _uid, ink = _minnie_turn_end(data(), exerted=True)
    assert st.pending[0].kind == "may" and st.pending[0].player == 0
    st = choose(st, ["yes"])
    assert {o.id for o in st.pending[0].options} == {str(u) for u in ink} and st.pending[0].min == 0
    st = choose(st, [ink[1]])
    assert st.table.cards[ink[1]].zone == "hand"
    assert (
        all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))
        and len(st.table.zone(0, "inkwell")) == 2
    )


def test_minnie_mouse_urban_visionary_looking_without_returning_still_exerts():
    # "If you do either": looking alone exerts all ink cards (8.5.4 state)
    st, _uid, ink = _minnie_turn_end(card("Minnie Mouse - Urban Visionary"), exerted=True)
    st = choose(st, ["yes"])
    st = choose(st, [])
    assert all(st.table.cards[u].zone == "inkwell" and st.table.cards[u].tapped for u in ink)


def test_minnie_mouse_urban_visionary_declined_or_ready_does_nothing():
    # 7.1.3: declining the "may"; 7.4.4: the intervening if (she must be exerted) at the end of the turn
    st, _uid, ink = _minnie_turn_end(card("Minnie Mouse - Urban Visionary"), exerted=True)
    st = choose(st, ["no"])
    assert all(st.table.cards[u].zone == "inkwell" and not st.table.cards[u].tapped for u in ink)
    st, _uid, ink = _minnie_turn_end(card("Minnie Mouse - Urban Visionary"), exerted=False)
    assert not [p for p in st.pending if p.kind == "may"] and st.active == 1  # no trigger: the turn passed
    # "at the end of your turn": the opponent's turn end doesn't trigger her, exerted or not
    st.table.cards[_uid].tapped = True
    st = act(st, "end_turn", 1)
    assert not [p for p in st.pending if p.kind == "may"] and st.active == 0
    assert all(st.table.cards[u].zone == "inkwell" for u in ink)


def _tiana_played(top_kinds: list[str]):
    tiana = card("Tiana - Party Hostess")
    st = started()
    empty_hand(st, 0)
    tops = [
        put(st, custom(f"T{i}", f"Top {i}", card_type=k, cost=4), 0, "deck")
        for i, k in enumerate(reversed(top_kinds))
    ]
    ink_up(st, 0, tiana["cost"])
    uid = put(st, tiana, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    return st, list(reversed(tops))


def test_tiana_party_hostess_discarded_location_may_be_played_free():
    # Lorcana 7.1.9: "it" is the discarded card; 4.3.4.10: played for free from the discard
    st, (loc, other) = _tiana_played(["Location", "Item"])
    st = choose(st, ["yes"])
    assert st.table.cards[loc].zone == "hand" and st.table.cards[other].zone == "hand"
    st = choose(st, [loc])
    assert st.table.cards[loc].zone == "discard"
    st = choose(st, ["yes"])
    assert st.table.cards[loc].zone == "play"


def test_tiana_party_hostess_non_location_discard_plays_nothing():
    st, (loc, other) = _tiana_played(["Location", "Item"])
    st = choose(st, ["yes"])
    st = choose(st, [other])
    assert st.table.cards[other].zone == "discard" and not st.pending
    assert st.table.cards[loc].zone == "hand"


def test_tiana_party_hostess_may_decline_everything():
    # 7.1.3: "you may draw 2 cards, then …": declining skips the discard too
    st, (loc, _other) = _tiana_played(["Location", "Item"])
    st = choose(st, ["no"])
    assert st.table.cards[loc].zone == "deck" and not st.pending


def test_tiana_party_hostess_may_keep_the_location_in_the_discard():
    st, (loc, _other) = _tiana_played(["Location", "Item"])
    st = choose(st, ["yes"])
    st = choose(st, [loc])
    st = choose(st, ["no"])
    assert st.table.cards[loc].zone == "discard"


def _imelda(discard_n: int):
    imelda = card("Mamá Imelda - No-Nonsense Ancestor")
    st = started()
    dis = [put(st, char(f"D{i}", f"Dead {i}"), 0, "discard") for i in range(discard_n)]
    ink_up(st, 0, imelda["cost"])
    uid = put(st, imelda, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    return st, uid, dis


def test_mama_imelda_puts_3_discard_cards_on_the_bottom_in_the_picked_order():
    # 2.2.0 6.1.5.2: "[A] or [B]": the player picks; 8.2.4: the bottom of the deck, in the order picked
    st, uid, dis = _imelda(4)
    assert st.pending[0].kind == "mode"
    st = choose(st, ["1"])
    st = choose(st, [dis[2], dis[0], dis[3]])
    deck = st.table.zone(0, "deck")
    assert deck[-3:] == [dis[2], dis[0], dis[3]]
    assert st.table.cards[dis[1]].zone == "discard" and st.table.cards[uid].zone == "play"


def test_mama_imelda_may_be_banished_instead():
    st, uid, dis = _imelda(3)
    st = choose(st, ["2"])
    assert st.table.cards[uid].zone == "discard" and all(st.table.cards[u].zone == "discard" for u in dis)


def test_mama_imelda_with_fewer_than_3_discard_cards_is_banished():
    # 2.2.0 6.1.5.2: [A] can't be chosen, so [B] must be
    st, uid, dis = _imelda(2)
    assert not st.pending
    assert st.table.cards[uid].zone == "discard" and all(st.table.cards[u].zone == "discard" for u in dis)


def _song(cid: str, name: str) -> dict:
    return custom(cid, name, "Draw a card.", card_type="Action", subtypes=["Song"], cost=1)


def test_jukebox_readies_a_character_that_then_cant_quest():
    # 7.4.4: the song shares its name with another card in the discard; 7.1.3 "you may"; 1.2.2 can't quest
    st = started()
    put(st, card("Jukebox"), 0)
    put(st, _song("S0", "Same Tune"), 0, "discard")
    tired = put(st, char("M1", "Mine"), 0, tapped=True)
    ink_up(st, 0, 2)
    s1 = put(st, _song("S1", "Same Tune"), 0, "hand")
    st = act(st, "play", uid=s1, mode="ink")
    st = choose(st, ["yes"]) if st.pending and st.pending[0].kind == "may" else st
    st = choose(st, [tired])
    assert not st.table.cards[tired].tapped
    assert has(st, tired, "cant_quest")
    # once during your turn: a second same-name song does nothing
    st.table.cards[tired].tapped = True
    s2 = put(st, _song("S2", "Same Tune"), 0, "hand")
    st = act(st, "play", uid=s2, mode="ink")
    assert not st.pending and st.table.cards[tired].tapped


def test_jukebox_needs_another_card_with_the_songs_name():
    st = started()
    put(st, card("Jukebox"), 0)
    put(st, _song("S0", "Other Tune"), 0, "discard")
    tired = put(st, char("M1", "Mine"), 0, tapped=True)
    ink_up(st, 0, 1)
    s1 = put(st, _song("S1", "Same Tune"), 0, "hand")
    st = act(st, "play", uid=s1, mode="ink")
    assert not st.pending and st.table.cards[tired].tapped


def test_jukebox_may_decline():
    st = started()
    put(st, card("Jukebox"), 0)
    put(st, _song("S0", "Same Tune"), 0, "discard")
    tired = put(st, char("M1", "Mine"), 0, tapped=True)
    ink_up(st, 0, 1)
    s1 = put(st, _song("S1", "Same Tune"), 0, "hand")
    st = act(st, "play", uid=s1, mode="ink")
    st = choose(st, ["no"])
    assert st.table.cards[tired].tapped and not has(st, tired, "cant_quest")


def test_duchess_gets_lore_while_you_have_the_highest_cost_character():
    # Lorcana 7.6 static: "while you have a character with the highest cost, or tied"
    from engine.lorcana.characteristics import stat

    st = started()
    uid = put(st, card("Duchess - Cosmopolitan Cat"), 0)
    base = card("Duchess - Cosmopolitan Cat")["lore"]
    mine = put(st, char("M1", "Mine", cost=5), 0)
    foe = put(st, char("F1", "Foe", cost=5), 1)
    assert stat(st, uid, "lore") == base + 1  # tied
    big = put(st, char("F2", "Big Foe", cost=6), 1)
    assert stat(st, uid, "lore") == base
    st.table.move(big, "discard")
    st.table.move(mine, "discard")
    assert stat(st, uid, "lore") == base  # Duchess (1) against the 5
    st.table.move(foe, "discard")
    assert stat(st, uid, "lore") == base + 1  # only her


def test_aurora_delightful_musician_returns_a_cheap_song_played_this_turn():
    # Lorcana 4.3.4: only a song played this turn; the cost limit; no "may" (7.1.3)
    aurora = card("Aurora - Delightful Musician")
    st = started()
    old = put(st, _song("S0", "Old Tune"), 0, "discard")  # not played this turn
    ink_up(st, 0, 6 + aurora["cost"])
    cheap = put(st, _song("S1", "Cheap Tune"), 0, "hand")
    dear = put(
        st,
        custom("S2", "Dear Tune", "Draw a card.", card_type="Action", subtypes=["Song"], cost=4),
        0,
        "hand",
    )
    st = act(st, "play", uid=cheap, mode="ink")
    st = act(st, "play", uid=dear, mode="ink")
    uid = put(st, aurora, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert {o.id for o in st.pending[0].options} == {str(cheap)}  # the only match
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "hand"
    assert st.table.cards[dear].zone == "discard" and st.table.cards[old].zone == "discard"


def test_aurora_delightful_musician_without_a_song_played_this_turn_returns_nothing():
    aurora = card("Aurora - Delightful Musician")
    st = started()
    old = put(st, _song("S0", "Old Tune"), 0, "discard")
    ink_up(st, 0, aurora["cost"])
    uid = put(st, aurora, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending and st.table.cards[old].zone == "discard"


def _roxanne():
    rox = card("Roxanne - Concert Lover")
    st = started()
    loc = put(st, custom("L1", "Stage", card_type="Location", w=9, lore=0, move_cost=1), 0)
    pal = put(st, char("P1", "Pal"), 0)
    ink_up(st, 0, rox["cost"])
    uid = put(st, rox, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    return st, uid, loc, pal


def test_roxanne_concert_lover_moves_both_and_the_other_gets_lore():
    # Lorcana 4.3.7.4: moved for free; 7.1.9: "the other character" gets +1 {L} this turn
    from engine.lorcana.characteristics import stat

    st, uid, loc, pal = _roxanne()
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target" and str(pal) in {o.id for o in st.pending[0].options}:
        st = choose(st, [pal])
    assert st.table.cards[uid].flags.get("at") == loc and st.table.cards[pal].flags.get("at") == loc
    assert stat(st, pal, "lore") == 2 and stat(st, uid, "lore") == card("Roxanne - Concert Lover")["lore"]
    st = end_turn(st)
    assert stat(st, pal, "lore") == 1  # this turn only


def test_roxanne_concert_lover_may_decline():
    from engine.lorcana.characteristics import stat

    st, _uid, _loc, pal = _roxanne()
    st = choose(st, ["no"])
    assert not st.table.cards[pal].flags.get("at") and stat(st, pal, "lore") == 1


def _rapunzel(hand_names: list[str]):
    st = started()
    empty_hand(st, 0)
    uid = put(st, card("Rapunzel - Outgoing Artist"), 0)
    foe = put(st, char("F1", "Flynn Rider"), 1)
    hand = [put(st, char(f"H{i}", n), 0, "hand") for i, n in enumerate(hand_names)]
    st = act(st, "quest", uid=uid)
    return st, foe, hand


def test_rapunzel_outgoing_artist_same_name_reveal_draws():
    # Lorcana 7.1.10: the card is revealed; 6.2.4: same name; 7.1.3 "you may"
    st, foe, hand = _rapunzel(["Flynn Rider", "Pascal"])
    st = choose(st, ["yes"])
    if st.pending[0].kind == "target":
        st = choose(st, [foe])
    assert {o.id for o in st.pending[0].options} == {str(hand[0])}  # only the same-name card counts
    st = choose(st, [hand[0]])
    assert len(st.table.zone(0, "hand")) == 3


def test_rapunzel_outgoing_artist_no_same_name_no_draw():
    st, foe, _hand = _rapunzel(["Pascal"])
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [foe])
    assert not st.pending and len(st.table.zone(0, "hand")) == 1


def test_rapunzel_outgoing_artist_may_decline():
    st, _foe, _hand = _rapunzel(["Flynn Rider"])
    st = choose(st, ["no"])
    assert not st.pending and len(st.table.zone(0, "hand")) == 1


def _item(cid: str, name: str) -> dict:
    return custom(cid, name, card_type="Item", cost=1)


def test_spyglass_hat_inks_a_hand_card_for_each_new_item_name():
    # Lorcana 7.4.4 (intervening if: a name no other item of yours has), 8.5.6 (facedown and exerted), 7.1.3 "may"
    hat = card("Spyglass Hat")
    st = started()
    ink_up(st, 0, hat["cost"] + 2)
    uid = put(st, hat, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")  # "this item": its own name is new
    st = choose(st, ["yes"])
    pick = st.table.zone(0, "hand")[0]
    st = choose(st, [pick])
    assert st.table.cards[pick].zone == "inkwell" and st.table.cards[pick].tapped
    put(st, _item("I0", "Lamp"), 0)
    same = put(st, _item("I1", "Lamp"), 0, "hand")
    ink = len(st.table.zone(0, "inkwell"))
    st = act(st, "play", uid=same, mode="ink")  # another Lamp is in play: no trigger
    assert not st.pending and len(st.table.zone(0, "inkwell")) == ink
    new = put(st, _item("I2", "Clock"), 0, "hand")
    st = act(st, "play", uid=new, mode="ink")
    st = choose(st, ["no"])  # "you may": declined
    assert len(st.table.zone(0, "inkwell")) == ink


def test_spyglass_hat_a_second_hat_is_not_a_new_name():
    hat = card("Spyglass Hat")
    st = started()
    put(st, hat, 0)
    ink_up(st, 0, hat["cost"])
    uid = put(st, hat, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending


def test_ariel_collector_of_oddities_draws_for_a_new_item_name_and_counts_names():
    # Lorcana 7.4.4: intervening if; 6.2.4: items are told apart by name (two Lamps count once)
    from engine.lorcana.characteristics import stat

    ariel = card("Ariel - Collector of Oddities")
    st = started()
    uid = put(st, ariel, 0)
    assert stat(st, uid, "lore") == ariel["lore"]
    ink_up(st, 0, 3)
    lamp = put(st, _item("I0", "Lamp"), 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=lamp, mode="ink")
    assert len(st.table.zone(0, "hand")) == hand  # played one, drew one
    lamp2 = put(st, _item("I1", "Lamp"), 0, "hand")
    st = act(st, "play", uid=lamp2, mode="ink")
    assert len(st.table.zone(0, "hand")) == hand  # played one, drew none
    assert stat(st, uid, "lore") == ariel["lore"] + 1  # one name
    clock = put(st, _item("I2", "Clock"), 0, "hand")
    st = act(st, "play", uid=clock, mode="ink")
    assert stat(st, uid, "lore") == ariel["lore"] + 2
    put(st, _item("I3", "Bell"), 1)  # an opponent's item doesn't count
    assert stat(st, uid, "lore") == ariel["lore"] + 2


def _top(st, player: int, cid: str, cost: int) -> int:
    return put(st, custom(cid, f"Top {cid}", cost=cost), player, "deck")


def test_thomas_omalley_the_highest_revealed_cost_goes_to_hand():
    # Lorcana 7.1.10: each player reveals; the highest goes to its player's hand, the rest on the bottom (8.2.4)
    st = started()
    uid = put(st, card("Thomas O'Malley - Savvy Vagabond"), 0)
    mine = _top(st, 0, "T0", 3)
    theirs = _top(st, 1, "T1", 5)
    st = act(st, "quest", uid=uid)
    assert st.table.cards[theirs].zone == "hand" and st.table.cards[theirs].owner == 1
    assert st.table.zone(0, "deck")[-1] == mine


def test_thomas_omalley_ties_go_to_both_hands():
    st = started()
    uid = put(st, card("Thomas O'Malley - Savvy Vagabond"), 0)
    mine = _top(st, 0, "T0", 4)
    theirs = _top(st, 1, "T1", 4)
    st = act(st, "quest", uid=uid)
    assert st.table.cards[mine].zone == "hand" and st.table.cards[theirs].zone == "hand"


def test_flash_efficient_clerk_every_character_loses_rush():
    # Lorcana 1.2.2 ("can't" beats "can") and 10.7.1 Rush: without it a drying character can't challenge (4.3.6.6)
    st = started()
    flash = put(st, card("Flash - Efficient Clerk"), 1)  # the opponent's Flash affects my characters too
    fast = put(st, "FX-11", 0, dry=False)  # printed Rush
    target = put(st, "FX-30", 1, tapped=True)
    assert not has(st, fast, "Rush")
    with pytest.raises(RulesError, match=r"4\.3\.6\.6"):
        act(st, "challenge", uid=fast, target=target)
    from engine.core import Modifier

    st.modifiers.append(
        Modifier(fast, "keyword", 0, keyword="Rush", duration="this_turn", player=0, turn=st.turn)
    )
    assert not has(st, fast, "Rush")  # can't gain Rush either
    banish(st, [flash], R("1.9.1.3"), [])
    assert has(st, fast, "Rush")
    st = act(st, "challenge", uid=fast, target=target)


def _quiet_song(cid: str, name: str) -> dict:
    return custom(cid, name, card_type="Action", subtypes=["Song"], cost=1)


def _hector_tops(st) -> list[int]:
    """Song, character, song on top of P1's deck (the first on top)."""
    kinds = [("Action", ["Song"]), ("Character", None), ("Action", ["Song"])]
    uids = [
        put(st, custom(f"H{i}", f"Deck {i}", card_type=k, subtypes=sub), 0, "deck")
        for i, (k, sub) in enumerate(reversed(kinds))
    ]
    return list(reversed(uids))


def test_hector_rivera_worldwide_sensation_quest_takes_a_song_and_discards_the_rest():
    # Lorcana 7.1.10: look at the top 3; a revealed song card to the hand; the rest into the discard
    st = started()
    uid = put(st, card("Héctor Rivera - Worldwide Sensation"), 0)
    a, b, c = _hector_tops(st)
    st = act(st, "quest", uid=uid)
    assert {o.id for o in st.pending[0].options} == {str(a), str(c)}  # song cards only
    st = choose(st, [c])
    assert st.table.cards[c].zone == "hand"
    assert st.table.cards[a].zone == "discard" and st.table.cards[b].zone == "discard"


def test_hector_rivera_worldwide_sensation_only_the_first_song_each_turn_triggers():
    # Lorcana 7.4.2: "whenever he sings a song for the first time each turn"
    st = started()
    uid = put(st, card("Héctor Rivera - Worldwide Sensation"), 0)
    _hector_tops(st)
    st = act(st, "play", uid=put(st, _quiet_song("S1", "Tune"), 0, "hand"), mode="sing", singer=uid)
    assert st.pending and st.pending[0].kind == "look"
    st = choose(st, [])  # "you may": none taken, all three into the discard
    assert len(st.table.zone(0, "discard")) >= 3
    st.table.cards[uid].tapped = False
    deck = list(st.table.zone(0, "deck"))
    st = act(st, "play", uid=put(st, _quiet_song("S2", "Tune Two"), 0, "hand"), mode="sing", singer=uid)
    assert not [p for p in st.pending if p.kind == "look"] and list(st.table.zone(0, "deck")) == deck
    st = end_turn(st)
    st = end_turn(st)
    _hector_tops(st)
    st = act(st, "play", uid=put(st, _quiet_song("S3", "Tune Three"), 0, "hand"), mode="sing", singer=uid)
    assert st.pending and st.pending[0].kind == "look"  # a new turn: the first song again


def _taunt(players: int):
    taunt = card("Flippant Taunt")
    st = started(players)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1)
    mine = put(st, char("M1", "Mine", w=9), 0)
    ink_up(st, 0, taunt["cost"])
    uid = put(st, taunt, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending:
        assert str(mine) not in {o.id for o in st.pending[0].options}  # an opposing character
        st = choose(st, [foe])
    st.table.cards[mine].tapped = True
    st = end_turn(st)
    return st, foe, mine


def test_flippant_taunt_gives_reckless_until_your_next_turn():
    # Lorcana 10.5.2: a Reckless character can't quest; 4.3.6.7: it may challenge my exerted character (2 players)
    st, foe, mine = _taunt(2)
    assert has(st, foe, "Reckless")
    with pytest.raises(RulesError, match=r"10\.5\.2"):
        act(st, "quest", 1, uid=foe)
    st = act(st, "challenge", 1, uid=foe, target=mine)
    assert st.table.cards[mine].damage == 1
    st = end_turn(st)
    assert not has(st, foe, "Reckless")  # the start of my next turn ends it


def test_flippant_taunt_with_two_opponents_it_cant_challenge_your_cards():
    # Lorcana 4.3.6.8: an effect forbids challenging my characters or locations; another player's are fine
    st, foe, mine = _taunt(3)
    other = put(st, char("O1", "Third", w=9), 2, tapped=True)
    with pytest.raises(RulesError, match=r"4\.3\.6\.8"):
        act(st, "challenge", 1, uid=foe, target=mine)
    st = act(st, "challenge", 1, uid=foe, target=other)
    assert st.table.cards[other].damage == 1


def _business(players: int = 2):
    biz = card("This Is Business")
    st = started(players)
    ink_up(st, 0, biz["cost"])
    uid = put(st, biz, 0, "hand")
    return act(st, "play", uid=uid, mode="ink")


def test_this_is_business_opponent_picks_the_reveal_and_gets_drops():
    # Lorcana 1.2.4: the chosen opponent makes the choice; 7.1.10 reveal; 8.3.4: the card is of my choice
    from engine.lorcana.state import drops

    st = _business()
    assert st.pending[0].kind == "mode" and st.pending[0].player == 1
    st = choose(st, ["1"])
    victim = st.table.zone(1, "hand")[2]
    assert st.pending[0].player == 0 and str(victim) in {o.id for o in st.pending[0].options}
    st = choose(st, [victim])
    assert st.table.cards[victim].zone == "discard"
    assert drops(st, 1) == 2 and drops(st, 0) == 0


def test_this_is_business_opponent_picks_my_draw_and_my_drops():
    from engine.lorcana.state import drops

    st = _business()
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, ["2"])
    assert len(st.table.zone(0, "hand")) == hand + 1 and drops(st, 0) == 2 and drops(st, 1) == 0


def test_this_is_business_with_two_opponents_they_is_the_chosen_one():
    # Lorcana 1.2.4: I choose the opponent; that player chooses; "they" is them (7.1.9)
    from engine.lorcana.state import drops

    st = _business(3)
    assert st.pending[0].kind == "player" and st.pending[0].player == 0
    st = choose(st, ["2"])
    assert st.pending[0].kind == "mode" and st.pending[0].player == 2
    st = choose(st, ["1"])
    victim = st.table.zone(2, "hand")[0]
    assert str(victim) in {o.id for o in st.pending[0].options}
    st = choose(st, [victim])
    assert st.table.cards[victim].zone == "discard" and drops(st, 2) == 2 and drops(st, 1) == 0


def _mill(n: int) -> dict:
    return custom(
        f"MILL{n}",
        f"Mill {n}",
        f"Put the top {n} cards of your deck into your discard.",
        card_type="Action",
        cost=1,
    )


def test_mama_coco_gets_1_lore_per_batch_of_milled_cards():
    # Lorcana 7.4.2: "whenever you put 1 or more cards …": one trigger for the 3 cards of one effect
    from engine.lorcana.characteristics import stat

    coco = card("Mamá Coco - Visiting the Park")
    st = started()
    uid = put(st, coco, 0)
    theirs = put(st, coco, 1)
    ink_up(st, 0, 2)
    st = act(st, "play", uid=put(st, _mill(3), 0, "hand"), mode="ink")
    assert stat(st, uid, "lore") == coco["lore"] + 1
    assert stat(st, theirs, "lore") == coco["lore"]  # my cards, not "you" for the opponent
    st = act(st, "play", uid=put(st, _mill(1), 0, "hand"), mode="ink")
    assert stat(st, uid, "lore") == coco["lore"] + 2
    st = end_turn(st)
    assert stat(st, uid, "lore") == coco["lore"]  # this turn only


def test_mama_coco_ignores_discards_from_the_hand():
    from engine.lorcana.characteristics import stat

    coco = card("Mamá Coco - Visiting the Park")
    st = started()
    uid = put(st, coco, 0)
    ink_up(st, 0, 1)
    st = act(
        st,
        "play",
        uid=put(
            st, custom("DIS", "Toss", "Choose and discard a card.", card_type="Action", cost=1), 0, "hand"
        ),
        mode="ink",
    )
    if st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert stat(st, uid, "lore") == coco["lore"]  # from the hand: not from the deck


def test_the_torn_corner_milled_with_the_photo_may_be_played_free():
    # Lorcana 7.4.4 (intervening if), 4.3.4.10 (free), 7.1.3 ("you may")
    corner = card("The Torn Corner")
    st = started()
    put(st, card("Rivera Family Photo"), 0)
    top = put(st, corner, 0, "deck")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, _mill(1), 0, "hand"), mode="ink")
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert st.table.cards[top].zone == "play"
    st = started()
    put(st, card("Rivera Family Photo"), 0)
    top = put(st, corner, 0, "deck")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, _mill(1), 0, "hand"), mode="ink")
    st = choose(st, ["no"])
    assert st.table.cards[top].zone == "discard"


def test_the_torn_corner_without_the_photo_stays_in_the_discard():
    st = started()
    top = put(st, card("The Torn Corner"), 0, "deck")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, _mill(1), 0, "hand"), mode="ink")
    assert not st.pending and st.table.cards[top].zone == "discard"


def test_ancestral_guitar_gives_singer_and_plus_2_to_sing_this_turn():
    # Lorcana 2.2.0 8.11.3: "+2 cost to sing songs" is added to the singing cost; the keyword itself is gained (10.1.1)
    from engine.lorcana.play import sing_value

    guitar = card("Ancestral Guitar")
    st = started()
    g = put(st, guitar, 0)
    singer = put(st, char("M1", "Mine", cost=2), 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=g, ability=1)
    if st.pending:
        st = choose(st, [singer])
    assert has(st, singer, "Singer") and sing_value(st, singer) == 4
    song = put(st, custom("S4", "Big Tune", card_type="Action", subtypes=["Song"], cost=4), 0, "hand")
    st = act(st, "play", uid=song, mode="sing", singer=singer)
    assert st.table.cards[song].zone == "discard" and st.table.cards[singer].tapped
    st = end_turn(st)
    assert not has(st, singer, "Singer") and sing_value(st, singer) == 2  # this turn only


def _stage(cid: str = "L1") -> dict:
    return custom(cid, "Stage", card_type="Location", cost=9, w=9, lore=0, move_cost=2)


def test_people_gonna_come_here_sung_plays_a_location_and_moves_the_singer():
    # Lorcana 4.3.4.10 (free, from the discard), 4.3.7.4 (moved for free), 7.1.3 ("you may")
    song = card("People Gonna Come Here")
    st = started()
    singer = put(st, char("S1", "Big Voice", cost=7), 0)
    other = put(st, char("O1", "Bystander"), 0)
    loc = put(st, _stage(), 0, "discard")
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="sing", singer=singer)
    if st.pending and st.pending[0].kind == "look":
        st = choose(st, [loc])
    assert st.table.cards[loc].zone == "play"
    st = choose(st, ["yes"])
    assert st.table.cards[singer].flags.get("at") == loc
    assert not st.table.cards[other].flags.get("at")  # only the singer


def test_people_gonna_come_here_singer_may_stay():
    song = card("People Gonna Come Here")
    st = started()
    singer = put(st, char("S1", "Big Voice", cost=7), 0)
    loc = put(st, _stage(), 0, "hand")
    st = act(st, "play", uid=put(st, song, 0, "hand"), mode="sing", singer=singer)
    if st.pending and st.pending[0].kind == "look":
        st = choose(st, [loc])
    st = choose(st, ["no"])
    assert st.table.cards[loc].zone == "play" and not st.table.cards[singer].flags.get("at")


def test_people_gonna_come_here_paid_with_ink_moves_nobody():
    # "If a character sang this song": played with ink, no one sang (6.3.3.3)
    song = card("People Gonna Come Here")
    st = started()
    mine = put(st, char("S1", "Big Voice", cost=7), 0)
    loc = put(st, _stage(), 0, "hand")
    ink_up(st, 0, song["cost"])
    st = act(st, "play", uid=put(st, song, 0, "hand"), mode="ink")
    if st.pending and st.pending[0].kind == "look":
        st = choose(st, [loc])
    assert st.table.cards[loc].zone == "play" and not st.pending
    assert not st.table.cards[mine].flags.get("at")


def test_merlins_wand_reveals_a_same_name_pair_to_discount_that_name():
    # Lorcana 7.5.3.2: the reveal is part of the cost (named with the action); 4.3.4.5: 1 less for the next one of that name
    wand = card("Merlin's Wand")
    st = started()
    empty_hand(st, 0)
    w = put(st, wand, 0)
    a1 = put(st, char("P1", "Pal", cost=3), 0, "hand")
    a2 = put(st, char("P2", "Pal", cost=3), 0, "hand")
    b = put(st, char("Q1", "Quill", cost=3), 0, "hand")
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == w]
    assert [sorted(a.args["pay"]) for a in acts] == [sorted([a1, a2])]  # only the pair with the same name
    with pytest.raises(RulesError, match=r"7\.5\.3\.2"):
        act(st, "activate", uid=w, ability=0, pay=[a1, b])
    st = act(st, "activate", uid=w, ability=0, pay=[a1, a2])
    assert st.table.cards[a1].zone == "hand" and st.table.cards[w].tapped
    ink_up(st, 0, 5)
    st = act(st, "play", uid=b, mode="ink")  # another name: full price
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 2
    st = act(st, "play", uid=a1, mode="ink")  # a Pal: 2 instead of 3
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 0
    assert st.table.cards[a1].zone == "play"


def test_merlins_wand_needs_a_pair_and_the_discount_ends_with_the_turn():
    wand = card("Merlin's Wand")
    st = started()
    empty_hand(st, 0)
    w = put(st, wand, 0)
    put(st, char("P1", "Pal", cost=3), 0, "hand")
    put(st, char("Q1", "Quill", cost=3), 0, "hand")
    assert not [
        a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == w
    ]  # 7.5.3: can't pay
    a2 = put(st, char("P2", "Pal", cost=3), 0, "hand")
    a1 = st.table.zone(0, "hand")[0]
    st = act(st, "activate", uid=w, ability=0, pay=[a1, a2])
    st = end_turn(st)
    st = end_turn(st)
    ink_up(st, 0, 3)
    st = act(st, "play", uid=a1, mode="ink")
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 0  # full price next turn


def test_remember_me_plays_characters_from_the_discard_exerted_and_bars_their_name():
    # Lorcana 1.2.1 (the permission beats 4.3.4.2), 7.7.4 (enters exerted), 1.2.2 (the same name can't be played)
    song = card("Remember Me")
    st = started()
    dead = put(st, char("D1", "Pal", cost=2), 0, "discard")
    other = put(st, char("D2", "Quill", cost=1), 0, "discard")
    twin = put(st, char("H1", "Pal", cost=2), 0, "hand")
    item = put(st, custom("I1", "Gizmo", card_type="Item", cost=1), 0, "discard")
    with pytest.raises(RulesError, match=r"4\.3\.4\.2"):
        act(st, "play", uid=dead, mode="ink")  # not yet
    ink_up(st, 0, song["cost"] + 5)
    st = act(st, "play", uid=put(st, song, 0, "hand"), mode="ink")
    plays = {a.args.get("uid") for a in ENGINE.legal_actions(st, 0) if a.type == "play"}
    assert dead in plays and other in plays and item not in plays  # characters only
    st = act(st, "play", uid=dead, mode="ink")
    assert st.table.cards[dead].zone == "play" and st.table.cards[dead].tapped
    with pytest.raises(RulesError, match=r"1\.2\.2"):
        act(st, "play", uid=twin, mode="ink")  # the same name, even from the hand
    st = act(st, "play", uid=other, mode="ink")
    assert st.table.cards[other].zone == "play"
    st = end_turn(st)
    st = end_turn(st)
    late = put(st, char("D3", "Late", cost=1), 0, "discard")
    assert late not in {
        a.args.get("uid") for a in ENGINE.legal_actions(st, 0) if a.type == "play"
    }  # this turn only
    st = act(st, "play", uid=twin, mode="ink")  # the bar ended with the turn too
    assert st.table.cards[twin].zone == "play"


# --- promo printings ------------------------------------------------------------------------------


def test_ursula_deceiver_d23_discards_a_song_of_your_choice():
    # Lorcana 7.1.10 (reveal) and 8.3.4 (discard): the player of the effect chooses the song
    st = started()
    empty_hand(st, 1)
    song = put(st, custom("S1", "Tune", card_type="Action", subtypes=["Song"]), 1, "hand")
    other = put(st, custom("S2", "Other Tune", card_type="Action", subtypes=["Song"]), 1, "hand")
    keep = put(st, char("K1", "Keep"), 1, "hand")
    data = printing("D23-3")
    ink_up(st, 0, data["cost"])
    uid = put(st, data, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending and st.pending[0].kind == "player":
        st = choose(st, ["1"])
    assert st.pending[0].player == 0 and {o.id for o in st.pending[0].options} == {str(song), str(other)}
    st = choose(st, [other])
    assert (
        st.table.cards[other].zone == "discard"
        and st.table.cards[song].zone == "hand"
        and st.table.cards[keep].zone == "hand"
    )


@pytest.mark.parametrize("card_id", ["C2-2", "C2-6"])
def test_elsa_ice_maker_c2_exerts_and_with_anna_it_stays_exerted(card_id: str):
    # Lorcana 4.2.1.1: a character that "can't ready" stays exerted in its Ready step
    st = started()
    uid = put(st, printing(card_id), 0)
    put(st, char("A1", "Anna"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"]) if st.pending[0].kind == "may" else st
    st = choose(st, [foe])
    assert st.table.cards[foe].tapped
    st = end_turn(st)
    assert st.table.cards[foe].tapped  # didn't ready


def test_elsa_ice_maker_c2_without_anna_the_character_readies():
    st = started()
    uid = put(st, printing("C2-2"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].tapped
    st = end_turn(st)
    assert not st.table.cards[foe].tapped


def test_elsa_ice_maker_c2_may_decline():
    # Lorcana 7.1.3: "you may"
    st = started()
    uid = put(st, printing("C2-2"), 0)
    put(st, char("A1", "Anna"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["no"])
    assert not st.table.cards[foe].tapped


def test_elsas_ice_palace_c1_keeps_the_chosen_character_exerted_while_in_play():
    # Lorcana 7.8.1.1: the effect lasts while the location is in play; 4.2.1.1: no ready
    data = printing("C1-7")
    st = started()
    foe = put(st, char("F1", "Foe"), 1, tapped=True)
    ready_foe = put(st, char("F2", "Ready Foe"), 1)
    ink_up(st, 0, data["cost"])
    uid = put(st, data, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending:
        assert str(ready_foe) not in {o.id for o in st.pending[0].options}  # an exerted character only
        st = choose(st, [foe])
    st = end_turn(st)
    assert st.table.cards[foe].tapped
    st = end_turn(st)
    banish(st, [uid], R("1.9.1.3"), [])  # the palace leaves play: its effect ends (7.8.1.1)
    st = end_turn(st)
    assert not st.table.cards[foe].tapped


def _on_top(st, data: dict) -> int:
    return put(st, data, 0, "deck")


def test_oswald_d23_plays_a_revealed_item_exerted_when_you_ink():
    # Lorcana 4.3.3.3 (inking puts a card into the inkwell), 4.3.4.10 (free) and 7.1.3 (both "may")
    st = started()
    put(st, printing("D23-6"), 0)
    item = _on_top(st, custom("ITEM", "Gizmo", card_type="Item", cost=5))
    ink = put(st, char("INK", "Inky"), 0, "hand")
    st = act(st, "ink", uid=ink)
    st = choose(st, ["yes"])
    st = choose(st, ["yes"])
    assert st.table.cards[item].zone == "play" and st.table.cards[item].tapped


def test_oswald_d23_puts_a_non_item_on_the_bottom_or_may_decline():
    # Lorcana 7.1.10: "Otherwise, put it on the bottom of your deck"; 7.1.3: the reveal is a "may"
    st = started()
    put(st, printing("D23-6"), 0)
    other = _on_top(st, char("CHAR", "Guy"))
    ink = put(st, char("INK", "Inky"), 0, "hand")
    st = act(st, "ink", uid=ink)
    st = choose(st, ["yes"])
    assert not st.pending and st.table.zone(0, "deck")[-1] == other
    st = started()
    put(st, printing("D23-6"), 0)
    other = _on_top(st, char("CHAR", "Guy"))
    ink = put(st, char("INK", "Inky"), 0, "hand")
    st = act(st, "ink", uid=ink)
    st = choose(st, ["no"])
    assert st.table.zone(0, "deck")[0] == other
