"""Issue 16, round 5 for set 11: per-card scripts (engine/lorcana/cards/scripts/set11.toml) and the
ops they need (engine.lorcana.or_banish, play_it, under_moves, reveal_inks), each card played from
its real data in an engine game, every clause checked (the "may", "up to" and conditions too)."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards
from tests.lorcana.helpers import act, choose, custom, end_turn, ink_up, put, settle_mandatory, started


@lru_cache(maxsize=1)
def _set11() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for rec in import_cards(None).cards:
        if rec.data.get("set") == "11":
            out.setdefault(rec.data["full_name"], rec.data)
            out[rec.data["id"]] = rec.data
    return out


def card(key: str) -> dict:
    """The set 11 printing (by full name or id); it must be automated."""
    data = dict(_set11()[key])
    assert compiler.is_automated(data), key
    return data


def char(cid: str, nm: str, **kw) -> dict:
    return custom(cid, nm, **kw)


def item(cid: str, nm: str, cost: int = 2, ink: str = "Amber") -> dict:
    return custom(cid, nm, card_type="Item", cost=cost, ink=ink)


def booster(cid: str = "BOOST", nm: str = "Booster") -> dict:
    return custom(cid, nm, "Boost 1 {I}", w=9)


def under(st, host: int, n: int, player: int = 0) -> list[int]:
    """Put ``n`` cards facedown under ``host`` (as Boost would)."""
    out = []
    for i in range(n):
        uid = put(st, custom(f"UND{host}_{i}", f"Under {i}"), player, "deck")
        c = st.table.move(uid, "under")
        c.attached_to, c.face_down = host, True
        out.append(uid)
    return out


def cards_under(st, host: int) -> list[int]:
    return [
        u
        for p in range(st.num_players)
        for u in st.table.zone(p, "under")
        if st.table.cards[u].attached_to == host
    ]


def ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


SCRIPTED = [
    "11-58",
    "Lonely Grave",
    "Darkwing Duck - Dashing Gadgeteer",
    "Belle - Snowfield Strategist",
    "Reuben - Sandwich Expert",
    "Stegmutt - Clumsy Dinosaur",
    "Widow Tweed - Kindly Soul",
    "Darkwing's Chair Set",
    "Meeko - Skittish Scrounger",
    "Come Out and Fight!",
    "Visiting Christmas Past",
    "Roo - Little Helper",
    "Mickey Mouse - Bob Cratchit",
    "11-64",
    "11-228",
    "Let's Get Dangerous",
    "Chernabog - Unnatural Force",
    "Taran - Magically Armed",
    "Wreck-It Ralph - Raging Wrecker",
    "Eeyore - In the Way",
    "Morgana Macawber - Reformed Spellcaster",
    "Pocahontas - Peacekeeper",
    "Lilo - Bundled Up",
    "Grandmother Willow - Ancient Advisor",
    "Containment Unit",
    "Retro Evolution Device",
    "The Frozen Vine - Monstrous Plant",
    "11-50",
    "11-227",
    "Elisa Maza - Transformed Gargoyle",
    "Darkwing Duck - Cool Under Pressure",
    "Do You Want to Build A Snowman?",
    "The Thunderquack",
    "Bambi - Ethereal Fawn",
]


@pytest.mark.parametrize("key", SCRIPTED)
def test_script_applies_to_its_card(key: str):
    data = card(key)
    assert any(
        a.source == "script" and a.detail.startswith("scripts/set11.toml")
        for a in compiler.compile_card(data)
    )


# --- HeiHei - Persistent Presence (set 11) ------------------------------------------------------


def test_heihei_returns_from_discard_when_banished_in_a_challenge():
    # Lorcana 4.3.6.17 / 7.4.3: banished in a challenge, the trigger returns the card from the discard
    st = started()
    hei = put(st, card("11-58"), 0)
    foe = put(st, char("FOE", "Foe", s=9, w=9), 1, tapped=True)
    st = settle_mandatory(act(st, "challenge", uid=hei, target=foe))
    assert st.table.cards[hei].zone == "hand"


def test_heihei_banished_outside_a_challenge_stays_in_the_discard():
    # Lorcana 7.4.2: the trigger condition is "banished in a challenge" only
    st = started()
    hei = put(st, card("11-58"), 0)
    zap = custom("ZAP", "Zap", "Banish chosen character.", card_type="Action", cost=1)
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    st = choose(st, [hei])
    assert st.table.cards[hei].zone == "discard" and not st.pending


# --- Lonely Grave -----------------------------------------------------------------------------------


def test_lonely_grave_banishes_one_of_yours_as_cost_and_puts_the_top_card_under_a_booster():
    # Lorcana 7.5.3.2: the banished character is named with the action and paid with the cost
    st = started()
    grave = put(st, card("Lonely Grave"), 0)
    host = put(st, booster(), 0)
    plain = put(st, char("PLAIN", "Plain"), 0)
    victim = put(st, char("VIC", "Victim"), 0)
    top = st.table.zone(0, "deck")[0]
    with pytest.raises(RulesError, match=r"7\.5\.3\.2"):
        act(st, "activate", uid=grave, ability=0)
    st = act(st, "activate", uid=grave, ability=0, pay=[victim])
    assert st.table.cards[victim].zone == "discard" and st.table.cards[grave].tapped
    assert ids(st) == {str(host)}  # only a card with Boost (not Plain)
    st = choose(st, [host])
    assert cards_under(st, host) == [top] and st.table.cards[plain].zone == "play"


# --- Darkwing Duck - Dashing Gadgeteer --------------------------------------------------------------


def test_dashing_gadgeteer_recycles_an_item_then_plays_one_from_the_discard_for_free():
    # Lorcana 7.1.2.2 ("if you do") and 4.3.4.10 (free play, cost 5 or less)
    st = started()
    dw = put(st, card("Darkwing Duck - Dashing Gadgeteer"), 0)
    cheap, five, six = (put(st, item(f"I{c}", f"Item {c}", cost=c), 0, "discard") for c in (1, 5, 6))
    st = act(st, "quest", uid=dw)
    st = choose(st, ["yes"])
    assert ids(st) == {str(cheap), str(five), str(six)}
    st = choose(st, [cheap])
    assert st.table.zone(0, "deck")[-1] == cheap
    st = choose(st, ["yes"])
    assert ids(st) == {str(five)}  # 6 costs too much; the recycled one is in the deck
    st = choose(st, [five])
    assert st.table.cards[five].zone == "play" and st.table.cards[six].zone == "discard"


def test_dashing_gadgeteer_declined_first_step_plays_nothing():
    # Lorcana 7.1.2.2: without the first "may", the second doesn't happen
    st = started()
    dw = put(st, card("Darkwing Duck - Dashing Gadgeteer"), 0)
    five = put(st, item("I5", "Item 5", cost=5), 0, "discard")
    st = act(st, "quest", uid=dw)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[five].zone == "discard"


# --- Belle - Snowfield Strategist -------------------------------------------------------------------


def _zap(st, target: int):
    zap = custom("ZAP", "Zap", "Banish chosen character.", card_type="Action", cost=1)
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    return choose(st, [target])


def test_belle_snowfield_may_ink_a_banished_character_of_yours():
    # Lorcana 8.5.6: put into the inkwell by an effect, facedown and exerted
    st = started()
    put(st, card("Belle - Snowfield Strategist"), 0)
    mine = put(st, char("MINE", "Mine"), 0)
    st = _zap(st, mine)
    st = choose(st, ["yes"])
    assert st.table.cards[mine].zone == "inkwell" and st.table.cards[mine].tapped
    assert mine in st.table.zone(0, "inkwell")


def test_belle_snowfield_counts_herself_may_decline_and_ignores_opponents():
    # Lorcana 7.1.3 ("may") and 7.4.2 ("one of your characters": Belle too, not an opposing one)
    st = started()
    belle = put(st, card("Belle - Snowfield Strategist"), 0)
    foe = put(st, char("FOE", "Foe"), 1)
    st = _zap(st, foe)
    assert not st.pending and st.table.cards[foe].zone == "discard"
    st = _zap(st, belle)
    st = choose(st, ["no"])
    assert st.table.cards[belle].zone == "discard"
    st = started()
    belle = put(st, card("Belle - Snowfield Strategist"), 0)
    st = choose(_zap(st, belle), ["yes"])
    assert st.table.cards[belle].zone == "inkwell"


# --- Reuben - Sandwich Expert -----------------------------------------------------------------------


@pytest.mark.parametrize("removed", [2, 1, 0])
def test_reuben_removes_up_to_2_and_discounts_the_next_character(removed: int):
    # Lorcana 7.1.8 ("up to") and 4.3.4.5 (1 {I} less per damage removed)
    st = started()
    reuben = put(st, card("Reuben - Sandwich Expert"), 0)
    hurt = put(st, char("HURT", "Hurt", w=9), 0, damage=3)
    put(st, char("FOE", "Foe"), 1, damage=1)
    st = act(st, "activate", uid=reuben, ability=0)
    assert ids(st) == {str(reuben), str(hurt)}  # only characters of yours
    st = choose(st, [hurt])
    assert ids(st) == {"0", "1", "2"}
    st = choose(st, [removed])
    assert st.table.cards[hurt].damage == 3 - removed
    ink_up(st, 0, 4)
    new = put(st, char("NEW", "New", cost=4), 0, "hand")
    st = act(st, "play", uid=new, mode="ink")
    ready = [u for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped]
    assert len(ready) == removed


# --- Stegmutt - Clumsy Dinosaur ---------------------------------------------------------------------


def _play_stegmutt(st):
    steg = card("Stegmutt - Clumsy Dinosaur")
    ink_up(st, 0, steg["cost"])
    return act(st, "play", uid=put(st, steg, 0, "hand"), mode="ink")


def test_stegmutt_puts_3_items_on_the_bottom_to_deal_3_damage():
    # Lorcana 7.1.2.2: three item cards go to the bottom, then 3 damage to chosen character
    st = started()
    items = [put(st, item(f"I{i}", f"Item {i}"), 0, "discard") for i in range(4)]
    put(st, char("JUNK", "Junk"), 0, "discard")
    foe = put(st, char("FOE", "Foe", w=9), 1)
    st = _play_stegmutt(st)
    st = choose(st, ["yes"])
    assert ids(st) == {str(u) for u in items}
    with pytest.raises(RulesError):
        choose(st, items[:2])  # exactly 3
    st = choose(st, items[:3])
    assert st.table.zone(0, "deck")[-3:] == items[:3]
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 3


def test_stegmutt_with_2_items_or_declining_does_nothing():
    # Lorcana 7.1.2.2: unable to put 3 item cards, no damage; 7.1.3: "may" declined
    st = started()
    for i in range(2):
        put(st, item(f"I{i}", f"Item {i}"), 0, "discard")
    st = _play_stegmutt(st)
    assert not st.pending
    st = started()
    for i in range(3):
        put(st, item(f"I{i}", f"Item {i}"), 0, "discard")
    st = choose(_play_stegmutt(st), ["no"])
    assert not st.pending and len([u for u in st.table.zone(0, "discard")]) == 3


# --- Widow Tweed - Kindly Soul ----------------------------------------------------------------------


def _play_tweed(st):
    tweed = card("Widow Tweed - Kindly Soul")
    ink_up(st, 0, tweed["cost"])
    return act(st, "play", uid=put(st, tweed, 0, "hand"), mode="ink")


def test_widow_tweed_returns_tod_and_may_play_him_for_free():
    # Lorcana 7.1.9 ("that character") and 4.3.4.10 (without paying)
    st = started()
    tod = put(st, char("TOD", "Tod", cost=5), 0, "discard")
    other = put(st, char("OTH", "Other"), 0, "discard")
    put(st, item("IT", "Thing"), 0, "discard")
    st = _play_tweed(st)
    assert ids(st) == {str(tod), str(other)}
    st = choose(st, [tod])
    st = choose(st, ["yes"])
    assert st.table.cards[tod].zone == "play"
    st = started()
    tod = put(st, char("TOD", "Tod", cost=5), 0, "discard")
    st = choose(choose(_play_tweed(st), [tod]), ["no"])
    assert st.table.cards[tod].zone == "hand"


def test_widow_tweed_returns_another_character_without_a_free_play():
    # Lorcana 7.1.2: the condition (named Tod) fails, nothing more happens
    st = started()
    other = put(st, char("OTH", "Other"), 0, "discard")
    put(st, char("TOD", "Tod", cost=5), 0, "discard")
    st = choose(_play_tweed(st), [other])
    assert st.table.cards[other].zone == "hand" and not st.pending


# --- Darkwing's Chair Set ---------------------------------------------------------------------------


@pytest.mark.parametrize("nm,most", [("Darkwing Duck", 4), ("Launchpad", 2)])
def test_chair_set_removes_up_to_2_or_up_to_4_from_darkwing(nm: str, most: int):
    # Lorcana 7.1.8 ("up to") and 7.7.2 ("instead" when Darkwing Duck is chosen); banishing the item is a cost
    st = started()
    chair = put(st, card("Darkwing's Chair Set"), 0)
    hero = put(st, char("HERO", nm, w=9), 0, damage=5)
    st = act(st, "activate", uid=chair, ability=1)
    assert st.table.cards[chair].zone == "discard"
    st = choose(st, [hero])
    assert ids(st) == {str(i) for i in range(most + 1)}
    st = choose(st, [most])
    assert st.table.cards[hero].damage == 5 - most


# --- Meeko - Skittish Scrounger ---------------------------------------------------------------------


def test_meeko_exerted_at_end_of_turn_discards_or_is_banished():
    # Lorcana 7.4.4 (intervening if: exerted) and 2.2.0 6.1.5.2 ("[A] or [B]": the player chooses)
    st = started()
    meeko = put(st, card("Meeko - Skittish Scrounger"), 0, tapped=True)
    hand = list(st.table.zone(0, "hand"))
    st = act(st, "end_turn", 0)
    assert st.pending[0].kind == "mode"
    st = choose(st, [1])
    st = choose(st, [hand[0]])
    assert st.table.cards[hand[0]].zone == "discard" and st.table.cards[meeko].zone == "play"
    st = started()
    meeko = put(st, card("Meeko - Skittish Scrounger"), 0, tapped=True)
    st = choose(act(st, "end_turn", 0), [2])
    assert st.table.cards[meeko].zone == "discard"


def test_meeko_with_an_empty_hand_must_be_banished_and_ready_meeko_does_nothing():
    # 2.2.0 6.1.5.2: [A] can't be chosen, so [B]; 7.4.4: a ready Meeko doesn't trigger
    st = started()
    meeko = put(st, card("Meeko - Skittish Scrounger"), 0, tapped=True)
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck")
    st = act(st, "end_turn", 0)
    assert st.table.cards[meeko].zone == "discard"
    st = started()
    meeko = put(st, card("Meeko - Skittish Scrounger"), 0)
    hand = len(st.table.zone(0, "hand"))
    st = end_turn(st)
    assert st.table.cards[meeko].zone == "play" and len(st.table.zone(0, "hand")) == hand


# --- Come Out and Fight! / Visiting Christmas Past --------------------------------------------------


def test_come_out_and_fight_puts_the_cards_under_on_the_bottom_and_draws():
    # 2.2.0 8.4 (cards under, outside the seed documents); 4.2.3.1 draw
    st = started()
    host = put(st, booster(), 1)
    below = under(st, host, 2, player=1)
    fight = card("Come Out and Fight!")
    ink_up(st, 0, fight["cost"])
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=put(st, fight, 0, "hand"), mode="ink")
    st = choose(st, [host])
    assert not cards_under(st, host)
    assert set(st.table.zone(1, "deck")[-2:]) == set(below)
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_come_out_and_fight_on_a_card_with_nothing_under_still_draws():
    # Lorcana 1.2.3: do as much as possible; the draw has no "if you do"
    st = started()
    plain = put(st, char("PLAIN", "Plain"), 1)
    fight = card("Come Out and Fight!")
    ink_up(st, 0, fight["cost"])
    hand = len(st.table.zone(0, "hand"))
    st = choose(act(st, "play", uid=put(st, fight, 0, "hand"), mode="ink"), [plain])
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_visiting_christmas_past_inks_any_number_of_cards_from_under_yours():
    # Lorcana 7.1.8 (any number) and 8.5.6 (facedown and exerted)
    st = started()
    a, b = put(st, booster("B1", "One"), 0), put(st, booster("B2", "Two"), 0)
    foe = put(st, booster("B3", "Theirs"), 1)
    ua, ub = under(st, a, 2), under(st, b, 1)
    theirs = under(st, foe, 1, player=1)
    past = card("Visiting Christmas Past")
    ink_up(st, 0, past["cost"])
    st = act(st, "play", uid=put(st, past, 0, "hand"), mode="ink")
    assert ids(st) == {str(u) for u in ua + ub}  # not the cards under an opposing character
    st = choose(st, [ua[0], ub[0]])
    for u in (ua[0], ub[0]):
        assert st.table.cards[u].zone == "inkwell" and st.table.cards[u].tapped
    assert cards_under(st, a) == [ua[1]] and cards_under(st, foe) == theirs


# --- Roo - Little Helper ----------------------------------------------------------------------------


def test_roo_goes_under_one_of_your_boost_characters():
    # 2.2.0 8.4.1-8.4.2 (outside the seed documents): he leaves play and is facedown under it
    st = started()
    roo = put(st, card("Roo - Little Helper"), 0)
    host = put(st, booster(), 0)
    put(st, char("PLAIN", "Plain"), 0)
    put(st, booster("B9", "Theirs"), 1)
    st = act(st, "activate", uid=roo, ability=0)
    assert ids(st) == {str(host)}
    st = choose(st, [host])
    assert st.table.cards[roo].zone == "under" and cards_under(st, host) == [roo]


# --- Mickey Mouse - Bob Cratchit --------------------------------------------------------------------


def test_bob_cratchit_moves_the_cards_that_were_under_him_when_banished_in_a_challenge():
    # 8.4.4 look-back (2.2.0): the cards that were under him, now in the discard, go under another of yours
    st = started()
    mickey = put(st, card("Mickey Mouse - Bob Cratchit"), 0)
    below = under(st, mickey, 2)
    host = put(st, char("HOST", "Host"), 0)
    foe = put(st, char("FOE", "Foe", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mickey, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    st = choose(st, ["yes"])
    assert str(mickey) not in ids(st)
    st = choose(st, [host])
    assert set(cards_under(st, host)) == set(below)
    assert all(st.table.cards[u].face_down for u in below)


def test_bob_cratchit_may_decline():
    # Lorcana 7.1.3: "you may"
    st = started()
    mickey = put(st, card("Mickey Mouse - Bob Cratchit"), 0)
    below = under(st, mickey, 1)
    put(st, char("HOST", "Host"), 0)
    foe = put(st, char("FOE", "Foe", s=9, w=9), 1, tapped=True)
    st = settle_mandatory(act(st, "challenge", uid=mickey, target=foe))
    st = choose(st, ["no"])
    assert st.table.cards[below[0]].zone == "discard"


# --- Colors of the Wind -----------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["11-64", "11-228"])
@pytest.mark.parametrize("inks,drawn", [(("Ruby", "Steel"), 2), (("Ruby", "Ruby"), 1)])
def test_colors_of_the_wind_draws_one_per_different_ink(key: str, inks: tuple[str, str], drawn: int):
    # Lorcana 7.1.10: every player reveals their top card; one card per different ink type (6.2.3)
    st = started()
    tops = [put(st, custom(f"TOP{p}", f"Top {p}", ink=inks[p]), p, "deck") for p in (0, 1)]
    colors = card(key)
    ink_up(st, 0, colors["cost"])
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=put(st, colors, 0, "hand"), mode="ink")
    assert len(st.table.zone(0, "hand")) == hand + drawn  # the song was added and played, then the draws
    assert st.table.cards[tops[0]].zone == "hand" and st.table.cards[tops[1]].zone == "deck"


# --- Let's Get Dangerous ----------------------------------------------------------------------------


def _only_card_in_deck(st, player: int, data: dict) -> int:
    """Empty ``player``'s deck, then put one card in it (the shuffle can't change what is on top)."""
    for u in list(st.table.zone(player, "deck")):
        st.table.remove(u)
    return put(st, data, player, "deck")


def _play_dangerous(st):
    dangerous = card("Let's Get Dangerous")
    ink_up(st, 0, dangerous["cost"])
    return act(st, "play", uid=put(st, dangerous, 0, "hand"), mode="ink")


def test_lets_get_dangerous_each_player_may_play_a_revealed_character_for_free():
    # Lorcana 7.1.10 (reveal), 7.1.3 (each player's own "may"), 4.3.4.10 (free); a non-character stays in the deck
    st = started()
    mine = _only_card_in_deck(st, 0, char("MINE", "Mine", cost=6))
    thing = _only_card_in_deck(st, 1, item("THING", "Thing"))
    st = _play_dangerous(st)
    assert st.pending[0].player == 0 and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert st.table.cards[mine].zone == "play" and st.table.cards[mine].controller == 0
    assert not st.pending and st.table.zone(1, "deck") == [thing]


def test_lets_get_dangerous_declining_puts_it_on_the_bottom_and_the_opponent_decides_for_theirs():
    # Lorcana 1.6.2 (turn order) and 7.1.3: the opponent answers for their own revealed character
    st = started()
    mine = _only_card_in_deck(st, 0, char("MINE", "Mine"))
    low = put(st, item("LOW", "Low"), 0, "deck")
    theirs = _only_card_in_deck(st, 1, char("THEIRS", "Theirs"))
    st = _play_dangerous(st)
    if st.table.zone(0, "deck")[0] == mine:  # the shuffle put Mine on top: decline it
        st = choose(st, ["no"])
        assert st.table.zone(0, "deck") == [low, mine]
    else:  # the item is on top: no question for P1, it goes to the bottom
        assert st.table.zone(0, "deck") == [mine, low]
    assert st.pending[0].player == 1
    st = choose(st, ["yes"])
    assert st.table.cards[theirs].zone == "play" and st.table.cards[theirs].controller == 1
    assert not st.pending


# --- Chernabog - Unnatural Force --------------------------------------------------------------------


def _play_chernabog(st):
    cherna = card("Chernabog - Unnatural Force")
    ink_up(st, 0, cherna["cost"])
    return act(st, "play", uid=put(st, cherna, 0, "hand"), mode="ink")


def test_chernabog_shuffles_an_opposing_character_and_its_player_may_play_one_from_discard():
    # Lorcana 7.1.2.2 ("if you do") and 4.3.4.10: that player chooses and plays it without paying
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    back = put(st, char("BACK", "Back", cost=8), 1, "discard")
    put(st, item("JUNK", "Junk"), 1, "discard")
    st = _play_chernabog(st)
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].zone == "deck"
    assert st.pending[0].player == 1 and ids(st) == {str(back)}
    st = choose(st, [back])
    assert st.table.cards[back].zone == "play" and st.table.cards[back].controller == 1


def test_chernabog_declined_or_refused_free_play():
    # Lorcana 7.1.3: both "may": declining the shuffle does nothing; the opponent may choose nothing
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    put(st, char("BACK", "Back"), 1, "discard")
    st = choose(_play_chernabog(st), ["no"])
    assert st.table.cards[foe].zone == "play" and not st.pending
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    back = put(st, char("BACK", "Back"), 1, "discard")
    st = choose(choose(_play_chernabog(st), ["yes"]), [foe])
    st = choose(st, [])
    assert st.table.cards[back].zone == "discard" and not st.pending


# --- Taran - Magically Armed ------------------------------------------------------------------------


def test_taran_puts_up_to_2_cards_from_the_chosen_players_discard_on_the_bottom():
    # Lorcana 7.1.8 ("up to"): two, in the order chosen, of the chosen player's discard only
    st = started()
    a, b, c = (put(st, char(f"D{i}", f"Dead {i}"), 1, "discard") for i in range(3))
    put(st, char("MINE", "Mine"), 0, "discard")
    taran = card("Taran - Magically Armed")
    ink_up(st, 0, taran["cost"])
    st = act(st, "play", uid=put(st, taran, 0, "hand"), mode="ink")
    assert st.pending[0].kind == "player"
    st = choose(st, [1])
    assert ids(st) == {str(a), str(b), str(c)}
    with pytest.raises(RulesError):
        choose(st, [a, b, c])
    st = choose(st, [c, a])
    assert st.table.zone(1, "deck")[-2:] == [c, a] and st.table.cards[b].zone == "discard"


def test_taran_may_choose_no_card():
    # Lorcana 7.1.8: "up to 2" includes zero
    st = started()
    dead = put(st, char("D0", "Dead"), 0, "discard")
    taran = card("Taran - Magically Armed")
    ink_up(st, 0, taran["cost"])
    st = act(st, "play", uid=put(st, taran, 0, "hand"), mode="ink")
    st = choose(choose(st, [0]), [])
    assert st.table.cards[dead].zone == "discard" and not st.pending


# --- Wreck-It Ralph - Raging Wrecker ----------------------------------------------------------------


def test_wreck_it_ralph_banishes_every_character_with_strength_up_to_his_last():
    # Lorcana 8.4.4 look-back: his {S} in play (7 + 1 per card under him); 1.9.5 banished together
    st = started()
    ralph = put(st, card("Wreck-It Ralph - Raging Wrecker"), 0)
    under(st, ralph, 1)
    s = st.cards[st.table.cards[ralph].card_id]["strength"] + 1
    weak_mine = put(st, char("W1", "Weak", s=s, w=9), 0)
    weak_foe = put(st, char("W2", "Weak Foe", s=1, w=9), 1)
    strong = put(st, char("S1", "Strong", s=s + 1, w=9), 1)
    st = _zap(st, ralph)
    st = settle_mandatory(st)
    assert st.table.cards[weak_mine].zone == "discard" and st.table.cards[weak_foe].zone == "discard"
    assert st.table.cards[strong].zone == "play"


# --- Eeyore - In the Way ----------------------------------------------------------------------------


def test_eeyore_costs_1_less_per_exerted_character_of_any_player():
    # Lorcana 4.3.4.5 and 7.6.5: the decrease is read in the hand; both players' exerted characters count
    st = started()
    put(st, char("A", "A"), 0, tapped=True)
    put(st, char("B", "B"), 1, tapped=True)
    put(st, char("C", "C"), 1, tapped=True)
    put(st, char("D", "D"), 1)  # ready: doesn't count
    eeyore = card("Eeyore - In the Way")
    ink_up(st, 0, eeyore["cost"] - 3)
    st = act(st, "play", uid=put(st, eeyore, 0, "hand"), mode="ink")
    assert not [u for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped]


def test_eeyore_may_choose_an_opposing_character_that_cant_ready():
    # Lorcana 7.1.8 (may choose one per opponent) and 4.2.1.1: it stays exerted in its Ready step
    st = started()
    foe = put(st, char("FOE", "Foe"), 1, tapped=True)
    other = put(st, char("OTHER", "Other"), 1, tapped=True)
    put(st, char("MINE", "Mine"), 0)
    eeyore = card("Eeyore - In the Way")
    ink_up(st, 0, eeyore["cost"])
    st = act(st, "play", uid=put(st, eeyore, 0, "hand"), mode="ink")
    assert ids(st) == {str(foe), str(other)}  # only that opponent's characters
    st = choose(st, [foe])
    st = end_turn(st)
    assert st.table.cards[foe].tapped and not st.table.cards[other].tapped


def test_eeyore_choosing_nobody_leaves_them_free_to_ready():
    # Lorcana 7.1.3: "you may choose"
    st = started()
    foe = put(st, char("FOE", "Foe"), 1, tapped=True)
    eeyore = card("Eeyore - In the Way")
    ink_up(st, 0, eeyore["cost"])
    st = choose(act(st, "play", uid=put(st, eeyore, 0, "hand"), mode="ink"), [])
    st = end_turn(st)
    assert not st.table.cards[foe].tapped


def test_eeyore_asks_once_per_opponent_in_a_three_player_game():
    # Lorcana 1.6.2: one choice for each opposing player, in turn order
    st = started(players=3)
    f1 = put(st, char("F1", "Foe 1"), 1, tapped=True)
    f2 = put(st, char("F2", "Foe 2"), 2, tapped=True)
    eeyore = card("Eeyore - In the Way")
    ink_up(st, 0, eeyore["cost"])
    st = act(st, "play", uid=put(st, eeyore, 0, "hand"), mode="ink")
    assert ids(st) == {str(f1)}
    st = choose(st, [f1])
    assert ids(st) == {str(f2)}
    st = choose(st, [f2])
    assert {m.uid for m in st.modifiers if m.keyword == "cant_ready"} == {f1, f2}


# --- Morgana Macawber - Reformed Spellcaster --------------------------------------------------------


def test_morgana_moves_1_damage_from_each_other_character_to_the_chosen_one():
    # Lorcana 9.3.1: moving damage counters is not dealing damage; every other character, anyone's
    st = started()
    morgana = card("Morgana Macawber - Reformed Spellcaster")
    mine = put(st, char("MINE", "Mine", w=9), 0, damage=2)
    foe = put(st, char("FOE", "Foe", w=9), 1)
    hurt = put(st, char("HURT", "Hurt", w=9), 1, damage=3)
    clean = put(st, char("CLEAN", "Clean", w=9), 1)
    ink_up(st, 0, morgana["cost"])
    st = act(st, "play", uid=put(st, morgana, 0, "hand"), mode="ink")
    st = choose(st, ["yes"])
    assert ids(st) == {str(foe), str(hurt), str(clean)}  # an opposing character
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2
    assert (
        st.table.cards[mine].damage == 1
        and st.table.cards[hurt].damage == 2
        and st.table.cards[clean].damage == 0
    )


def test_morgana_may_decline():
    # Lorcana 7.1.3: "you may"
    st = started()
    morgana = card("Morgana Macawber - Reformed Spellcaster")
    mine = put(st, char("MINE", "Mine", w=9), 0, damage=2)
    put(st, char("FOE", "Foe", w=9), 1)
    ink_up(st, 0, morgana["cost"])
    st = choose(act(st, "play", uid=put(st, morgana, 0, "hand"), mode="ink"), ["no"])
    assert st.table.cards[mine].damage == 2 and not st.pending


# --- Pocahontas - Peacekeeper -----------------------------------------------------------------------


def _shift_pocahontas(st):
    poca = card("Pocahontas - Peacekeeper")
    base = put(st, char("POC", "Pocahontas"), 0)
    ink_up(st, 0, poca["keywords"]["Shift"])
    return act(st, "play", uid=put(st, poca, 0, "hand"), mode="shift", onto=base)


def test_peacekeeper_shifted_stops_every_challenge_until_your_next_turn():
    # Lorcana 1.2.2: "characters can't challenge" beats the rule that allows challenges, for every player
    st = started()
    mine = put(st, char("MINE", "Mine"), 0)
    foe = put(st, char("FOE", "Foe"), 1, tapped=True)
    st = settle_mandatory(_shift_pocahontas(st))
    with pytest.raises(RulesError, match=r"1\.2\.2"):
        act(st, "challenge", uid=mine, target=foe)
    st = end_turn(st)
    st.table.cards[mine].tapped = True
    with pytest.raises(RulesError, match=r"1\.2\.2"):
        act(st, "challenge", 1, uid=foe, target=mine)
    st = end_turn(st)  # Lorcana 4.2.1.3: it ends at the start of P1's next turn
    st.table.cards[foe].tapped = True
    st = settle_mandatory(act(st, "challenge", uid=mine, target=foe))
    assert st.table.cards[foe].damage or st.table.cards[foe].zone == "discard"


def test_peacekeeper_not_shifted_or_after_a_challenge_does_nothing():
    # Lorcana 7.4.4: both conditions of the intervening if must hold
    st = started()
    poca = card("Pocahontas - Peacekeeper")
    mine = put(st, char("MINE", "Mine"), 0)
    foe = put(st, char("FOE", "Foe", w=9), 1, tapped=True)
    ink_up(st, 0, poca["cost"])
    st = settle_mandatory(act(st, "play", uid=put(st, poca, 0, "hand"), mode="ink"))
    st = settle_mandatory(act(st, "challenge", uid=mine, target=foe))
    assert st.table.cards[foe].damage == 2
    st = started()
    mine = put(st, char("MINE", "Mine"), 0)
    other = put(st, char("OTHER", "Other"), 0)
    foe = put(st, char("FOE", "Foe", w=9), 1, tapped=True)
    st = settle_mandatory(act(st, "challenge", uid=mine, target=foe))
    st = settle_mandatory(_shift_pocahontas(st))
    st = settle_mandatory(act(st, "challenge", uid=other, target=foe))
    assert st.table.cards[foe].damage == 4


# --- Lilo - Bundled Up ------------------------------------------------------------------------------


def _hit(st, player: int, target: int, n: int = 2):
    zap = custom(f"HIT{n}", "Hit", f"Deal {n} damage to chosen character.", card_type="Action", cost=1)
    ink_up(st, player, 1)
    st = act(st, "play", player, uid=put(st, zap, player, "hand"), mode="ink")
    return choose(st, [target])


def test_lilo_bundled_up_ignores_the_first_damage_in_each_opponents_turn():
    # Lorcana 7.7.1: a replacement; only the first time in each opponent's turn
    st = started()
    lilo = put(st, card("Lilo - Bundled Up"), 0)
    st = end_turn(st)
    st = _hit(st, 1, lilo)
    assert st.table.cards[lilo].damage == 0
    st = _hit(st, 1, lilo, 1)
    assert st.table.cards[lilo].damage == 1
    st = end_turn(st)
    st = end_turn(st)  # the next opponent's turn: the first time again
    st = _hit(st, 1, lilo, 1)
    assert st.table.cards[lilo].damage == 1


def test_lilo_bundled_up_takes_damage_in_her_own_turn_and_in_challenges_it_applies():
    # Lorcana 7.7.1: "during each opponent's turn" only; challenge damage is damage too (4.3.6.16)
    st = started()
    lilo = put(st, card("Lilo - Bundled Up"), 0)
    st = _hit(st, 0, lilo, 1)
    assert st.table.cards[lilo].damage == 1
    st = end_turn(st)
    st.table.cards[lilo].tapped = True
    foe = put(st, char("FOE", "Foe", s=1, w=9), 1)
    st = settle_mandatory(act(st, "challenge", 1, uid=foe, target=lilo))
    assert st.table.cards[lilo].damage == 1


# --- Grandmother Willow - Ancient Advisor -----------------------------------------------------------


def _ready_ink(st, player: int = 0) -> int:
    return len([u for u in st.table.zone(player, "inkwell") if not st.table.cards[u].tapped])


def test_grandmother_willow_discounts_only_the_first_character_of_your_turn():
    # Lorcana 4.3.4.5: once during your turn, 1 {I} less for the next character; items don't use it up
    st = started()
    put(st, card("Grandmother Willow - Ancient Advisor"), 0)
    ink_up(st, 0, 2 + 3 + 3)
    st = act(st, "play", uid=put(st, item("THING", "Thing", cost=2), 0, "hand"), mode="ink")
    assert _ready_ink(st) == 6  # an item: full price
    st = act(st, "play", uid=put(st, char("A", "A", cost=3), 0, "hand"), mode="ink")
    assert _ready_ink(st) == 4  # 1 less
    st = act(st, "play", uid=put(st, char("B", "B", cost=3), 0, "hand"), mode="ink")
    assert _ready_ink(st) == 1  # full price: used this turn


def test_grandmother_willow_counts_from_when_she_is_played_and_not_in_opponents_turns():
    # Lorcana 4.3.4.5: a character played before her doesn't use it up; "during your turn" only
    st = started()
    willow = card("Grandmother Willow - Ancient Advisor")
    ink_up(st, 0, 3 + willow["cost"] + 3)
    st = act(st, "play", uid=put(st, char("A", "A", cost=3), 0, "hand"), mode="ink")
    st = act(st, "play", uid=put(st, willow, 0, "hand"), mode="ink")
    assert _ready_ink(st) == 3
    st = act(st, "play", uid=put(st, char("B", "B", cost=3), 0, "hand"), mode="ink")
    assert _ready_ink(st) == 1
    st = end_turn(st)
    ink_up(st, 1, 3)
    for u in st.table.zone(1, "inkwell"):
        st.table.cards[u].tapped = False
    before = _ready_ink(st, 1)
    st = act(st, "play", 1, uid=put(st, char("C", "C", cost=3), 1, "hand"), mode="ink")
    assert _ready_ink(st, 1) == before - 3  # the opponent's characters: full price


# --- Containment Unit -------------------------------------------------------------------------------


def _play_unit(st, target: int):
    unit = card("Containment Unit")
    ink_up(st, 0, unit["cost"])
    uid = put(st, unit, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    return choose(st, [target]), uid


def test_containment_unit_stops_quest_and_challenge_while_it_is_in_play():
    # Lorcana 1.2.2 / 4.3.5.6 / 4.3.6.8: restrictions last while the item is in play (7.6.4)
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    mine = put(st, char("MINE", "Mine"), 0, tapped=True)
    st, unit = _play_unit(st, foe)
    st = end_turn(st)
    with pytest.raises(RulesError, match=r"4\.3\.5"):
        act(st, "quest", 1, uid=foe)
    with pytest.raises(RulesError, match=r"4\.3\.6\.8"):
        act(st, "challenge", 1, uid=foe, target=mine)
    st = _zap_as(st, 1, unit)
    lore = st.lore[1]
    st = act(st, "quest", 1, uid=foe)
    assert st.lore[1] == lore + 1


def _zap_as(st, player: int, target: int):
    zap = custom("ZAPI", "Zap Item", "Banish chosen item.", card_type="Action", cost=1)
    ink_up(st, player, 1)
    for u in st.table.zone(player, "inkwell"):
        st.table.cards[u].tapped = False
    st = act(st, "play", player, uid=put(st, zap, player, "hand"), mode="ink")
    return choose(st, [target])


def test_containment_unit_at_the_start_of_your_turn_discard_or_banish_it():
    # 2.2.0 6.1.5.2 ("[A] or [B]"): the player chooses; with no card in hand the item is banished
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    st, unit = _play_unit(st, foe)
    st = end_turn(end_turn(st))
    assert st.active == 0 and st.pending[0].kind == "mode"
    hand = list(st.table.zone(0, "hand"))
    st = choose(st, [1])
    st = choose(st, [hand[0]])
    assert st.table.cards[hand[0]].zone == "discard" and st.table.cards[unit].zone == "play"
    st = end_turn(end_turn(st))
    st = choose(st, [2])
    assert st.table.cards[unit].zone == "discard"
    assert not [m for m in st.modifiers if m.uid == foe]  # the restrictions ended with it


# --- Retro Evolution Device -------------------------------------------------------------------------


def test_retro_evolution_device_plays_a_character_costing_up_to_2_more_than_the_banished_one():
    # Lorcana 7.5.3.2 (the banished character pays the cost) and 4.3.4.10 (free play, cost 3 + 2 at most)
    st = started()
    device = put(st, card("Retro Evolution Device"), 0)
    ink_up(st, 0, 1)
    victim = put(st, char("VIC", "Victim", cost=3), 0)
    five = put(st, char("FIVE", "Five", cost=5), 0, "hand")
    six = put(st, char("SIX", "Six", cost=6), 0, "hand")
    st = act(st, "activate", uid=device, ability=0, pay=[victim])
    assert st.table.cards[victim].zone == "discard"
    assert str(five) in ids(st) and str(six) not in ids(st)
    st = choose(st, [five])
    assert st.table.cards[five].zone == "play" and st.table.cards[six].zone == "hand"


def test_retro_evolution_device_needs_a_character_to_banish_and_its_ink():
    # Lorcana 7.5.3: the whole cost must be paid (a character of yours to banish, 1 {I})
    st = started()
    device = put(st, card("Retro Evolution Device"), 0)
    victim = put(st, char("VIC", "Victim", cost=1), 0)
    with pytest.raises(RulesError, match=r"7\.5\.3"):
        act(st, "activate", uid=device, ability=0, pay=[victim])  # no ink
    ink_up(st, 0, 1)
    cheap = put(st, char("THREE", "Three", cost=3), 0, "hand")
    four = put(st, char("FOUR", "Four", cost=4), 0, "hand")
    st = act(st, "activate", uid=device, ability=0, pay=[victim])
    assert ids(st) == {str(cheap)}  # cost 1 + 2 = 3 at most
    assert st.table.cards[four].zone == "hand"


# --- The Frozen Vine - Monstrous Plant --------------------------------------------------------------


def _vine_with(st, exerted: bool) -> tuple[int, int]:
    vine = put(st, card("The Frozen Vine - Monstrous Plant"), 0)
    guest = put(st, char("GUEST", "Guest"), 0, tapped=exerted)
    st.table.cards[guest].flags["at"] = vine
    return vine, guest


def _banish_location(st, target: int):
    zap = custom("ZAPL", "Zap Location", "Banish chosen location.", card_type="Action", cost=1)
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    return choose(st, [target])


def test_frozen_vine_returns_to_hand_if_an_exerted_character_was_here():
    # Lorcana 8.4.4 (look-back) and 7.4.4: the condition is read as it was banished
    st = started()
    vine, _ = _vine_with(st, exerted=True)
    st = settle_mandatory(_banish_location(st, vine))
    assert st.table.cards[vine].zone == "hand"


def test_frozen_vine_stays_in_the_discard_with_only_ready_characters_here():
    # Lorcana 7.4.4: no exerted character at it: the ability doesn't trigger
    st = started()
    vine, _ = _vine_with(st, exerted=False)
    put(st, char("AWAY", "Away"), 0, tapped=True)  # exerted, but not at the location
    st = settle_mandatory(_banish_location(st, vine))
    assert st.table.cards[vine].zone == "discard" and not st.pending


# --- Anna - Soothing Sister -------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["11-50", "11-227"])
def test_anna_soothing_sister_has_shift_0_only_after_a_card_left_a_discard(key: str):
    # Lorcana 7.6.5 (read in the hand) and 10.8.1 (Shift onto a character named Anna)
    st = started()
    anna = put(st, card(key), 0, "hand")
    base = put(st, char("ANNA", "Anna"), 0)
    with pytest.raises(RulesError, match=r"10\.8\.1"):
        act(st, "play", uid=anna, mode="shift", onto=base)
    dead = put(st, char("DEAD", "Dead"), 1, "discard")
    taran = card("Taran - Magically Armed")  # puts a card from a discard on the bottom of its deck
    ink_up(st, 0, taran["cost"])
    st = act(st, "play", uid=put(st, taran, 0, "hand"), mode="ink")
    st = choose(choose(st, [1]), [dead])
    st = act(st, "play", uid=anna, mode="shift", onto=base)
    assert st.table.cards[anna].zone == "play"


@pytest.mark.parametrize("key", ["11-50", "11-227"])
def test_anna_soothing_sister_gains_the_lore_of_a_discarded_character_and_bottoms_it(key: str):
    # Lorcana 7.1.3 ("may") and 7.1.2.2 ("if you do"): the printed {L} of the card in the discard
    st = started()
    anna = put(st, card(key), 0)
    big = put(st, char("BIG", "Big", lore=3), 0, "discard")
    put(st, item("THING", "Thing"), 0, "discard")
    lore = st.lore[0]
    st = act(st, "quest", uid=anna)
    assert ids(st) == {str(big)}
    st = choose(st, [big])
    assert st.lore[0] == lore + st.cards[st.table.cards[anna].card_id]["lore"] + 3
    assert st.table.zone(0, "deck")[-1] == big
    st = started()
    anna = put(st, card(key), 0)
    big = put(st, char("BIG", "Big", lore=3), 0, "discard")
    lore = st.lore[0]
    st = choose(act(st, "quest", uid=anna), [])
    assert (
        st.lore[0] == lore + st.cards[st.table.cards[anna].card_id]["lore"]
        and st.table.cards[big].zone == "discard"
    )


# --- Elisa Maza - Transformed Gargoyle --------------------------------------------------------------


def _shrink(st, target: int, n: int):
    shrink = custom(
        f"SHR{n}", "Shrink", f"Chosen character gets -{n} {{S}} this turn.", card_type="Action", cost=1
    )
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, shrink, 0, "hand"), mode="ink")
    return choose(st, [target])


def test_elisa_maza_keeps_your_characters_strength_at_least_printed():
    # Lorcana 1.2.2: "can't be reduced below" beats the -{S} effect; increases still apply; opponents' aren't covered
    from engine.lorcana.characteristics import stat

    st = started()
    put(st, card("Elisa Maza - Transformed Gargoyle"), 0)
    mine = put(st, char("MINE", "Mine", s=3), 0)
    foe = put(st, char("FOE", "Foe", s=3), 1)
    st = _shrink(st, mine, 2)
    st = _shrink(st, foe, 2)
    assert stat(st, mine, "strength") == 3 and stat(st, foe, "strength") == 1
    boost = custom("PUMP", "Pump", "Chosen character gets +2 {S} this turn.", card_type="Action", cost=1)
    ink_up(st, 0, 1)
    st = choose(act(st, "play", uid=put(st, boost, 0, "hand"), mode="ink"), [mine])
    assert stat(st, mine, "strength") == 3  # 3 - 2 + 2: not below 3, not raised either
    st = _shrink(st, mine, 1)
    assert stat(st, mine, "strength") == 3


# --- Darkwing Duck - Cool Under Pressure ------------------------------------------------------------


def test_cool_under_pressure_challenges_ready_villains_only():
    # Lorcana 4.3.6.7: ready characters can't be challenged; the card allows ready Villains
    st = started()
    dw = put(st, card("Darkwing Duck - Cool Under Pressure"), 0)
    hero = put(st, char("HERO", "Hero", w=9), 1)
    villain = put(st, char("VIL", "Villain", w=9, classifications=["Storyborn", "Villain"]), 1)
    with pytest.raises(RulesError, match=r"4\.3\.6\.7"):
        act(st, "challenge", uid=dw, target=hero)
    st = settle_mandatory(act(st, "challenge", uid=dw, target=villain))
    assert st.table.cards[villain].damage > 0
    other = put(st, char("OTHER", "Other"), 0)
    with pytest.raises(RulesError, match=r"4\.3\.6\.7"):
        act(st, "challenge", uid=other, target=villain)


# --- Do You Want to Build A Snowman? ----------------------------------------------------------------


def _play_snowman(st):
    snow = card("Do You Want to Build A Snowman?")
    ink_up(st, 0, snow["cost"])
    return act(st, "play", uid=put(st, snow, 0, "hand"), mode="ink")


def test_snowman_yes_gives_you_3_lore():
    # Lorcana 1.2.4: the chosen opponent makes the choice as the effect resolves
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    lore = st.lore[0]
    st = _play_snowman(st)
    assert st.pending[0].player == 1 and st.pending[0].kind == "mode"
    st = choose(st, [1])
    assert st.lore[0] == lore + 3 and st.table.cards[foe].zone == "play"


def test_snowman_no_they_put_a_character_of_theirs_on_the_bottom():
    # Lorcana 1.2.4: they choose which of their characters; it goes on the bottom of their deck
    st = started()
    a = put(st, char("A", "Foe A"), 1)
    b = put(st, char("B", "Foe B"), 1)
    put(st, char("MINE", "Mine"), 0)
    lore = st.lore[0]
    st = choose(_play_snowman(st), [2])
    assert st.pending[0].player == 1 and ids(st) == {str(a), str(b)}
    st = choose(st, [b])
    assert st.table.zone(1, "deck")[-1] == b and st.table.cards[a].zone == "play" and st.lore[0] == lore


def test_snowman_in_three_players_you_choose_the_opponent():
    # Lorcana 1.2.4: "chosen opponent": the player of the action chooses which one answers
    st = started(players=3)
    put(st, char("F2", "Foe 2"), 2)
    st = _play_snowman(st)
    assert st.pending[0].kind == "player" and st.pending[0].player == 0
    st = choose(st, [2])
    assert st.pending[0].player == 2
    st = choose(st, [2])
    st = choose(st, [st.pending[0].options[0].id])
    assert not st.table.zone(2, "play")


# --- The Thunderquack -------------------------------------------------------------------------------


def test_thunderquack_makes_opposing_characters_villains_for_darkwing():
    # Lorcana 7.8 (a static that changes a characteristic) with 4.3.6.7: Darkwing may challenge them ready
    st = started()
    dw = put(st, card("Darkwing Duck - Cool Under Pressure"), 0)
    hero = put(st, char("HERO", "Hero", w=9), 1)
    with pytest.raises(RulesError, match=r"4\.3\.6\.7"):
        act(st, "challenge", uid=dw, target=hero)
    put(st, card("The Thunderquack"), 0)
    st = settle_mandatory(act(st, "challenge", uid=dw, target=hero))
    assert st.table.cards[hero].damage > 0


def test_thunderquack_only_opposing_characters_in_play_become_villains():
    # Lorcana 1.4 ("opposing": the other players' cards); cards outside play keep their printed classifications
    from engine.lorcana.characteristics import matches

    st = started()
    put(st, card("The Thunderquack"), 0)
    mine = put(st, char("MINE", "Mine"), 0)
    foe = put(st, char("FOE", "Foe"), 1)
    gone = put(st, char("GONE", "Gone"), 1, "discard")
    villain = {"classification": "Villain"}
    assert matches(st, foe, villain, 0, None) and not matches(st, mine, villain, 0, None)
    assert not matches(st, gone, villain, 0, None)


# --- Bambi - Ethereal Fawn --------------------------------------------------------------------------


def test_bambi_questing_reveals_one_card_per_card_under_him():
    # Lorcana 7.1.10: revealed; characters to the hand, the rest on the bottom (no "may": all of them)
    st = started()
    bambi = put(st, card("Bambi - Ethereal Fawn"), 0)
    under(st, bambi, 2)
    thing = put(st, item("THING", "Thing"), 0, "deck")
    pal = put(st, char("PAL", "Pal"), 0, "deck")
    third = st.table.zone(0, "deck")[2]
    st = settle_mandatory(act(st, "quest", uid=bambi))
    assert st.table.cards[pal].zone == "hand"
    assert st.table.zone(0, "deck")[-1] == thing and st.table.zone(0, "deck")[0] == third


def test_bambi_with_nothing_under_or_exerted_in_the_opponents_turn_reveals_nothing():
    # Lorcana 7.4.2: "during your turn" only; with no card under him, zero cards are revealed
    st = started()
    bambi = put(st, card("Bambi - Ethereal Fawn"), 0)
    top = st.table.zone(0, "deck")[0]
    hand = len(st.table.zone(0, "hand"))
    st = settle_mandatory(act(st, "quest", uid=bambi))
    assert st.table.zone(0, "deck")[0] == top and len(st.table.zone(0, "hand")) == hand
    st = started()
    bambi = put(st, card("Bambi - Ethereal Fawn"), 0)
    under(st, bambi, 1)
    st = end_turn(st)
    top = st.table.zone(0, "deck")[0]
    freeze = custom("FRZ", "Freeze", "Exert chosen character.", card_type="Action", cost=1)
    ink_up(st, 1, 1)
    st = choose(act(st, "play", 1, uid=put(st, freeze, 1, "hand"), mode="ink"), [bambi])
    assert st.table.cards[bambi].tapped and st.table.zone(0, "deck")[0] == top and not st.pending
