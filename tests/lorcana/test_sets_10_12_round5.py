"""Issue 16, round 5 for sets 10 and 12: per-card scripts (engine/lorcana/cards/scripts/set10.toml,
set12.toml) played from real card data in engine games; every clause is checked, including the
case where its "may" is declined or its condition is not met."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from tests.lorcana.helpers import (
    FILLER,
    act,
    choose,
    custom,
    end_turn,
    ink_up,
    put,
    settle_mandatory,
    started,
)
from tests.lorcana.test_clause_templates import card, char

SCRIPTED = {
    10: [
        "Gaston - Frightful Bully",
        "Time to Go!",
        "Pluto - Clever Cluefinder",
        "Can't Hold It Back Anymore",
        "Lady Tremaine - Sinister Socialite",
        "Simba - King in the Making",
        "Fairy Godmother - Magical Benefactor",
        "Hades - Looking for a Deal",
        "Might Solve a Mystery",
        "Hercules - Mighty Leader",
        "Chief Bogo - Calling the Shots",
        "Detective's Badge",
        "Ink Amplifier",
        "The Headless Horseman - Cursed Rider",
        "Grimorum Arcanorum",
        "Prince Charming - Protector of the Realm",
        "Goliath - Clan Leader",
        "Raksha - Fearless Mother",
        "Shere Khan - Fierce and Furious",
    ],
    12: [
        "Pizza Planet - Spaceport",
        "Ring of Stones - Place of Legends",
        "Hercules - Young Rescuer",
        "DunBroch Family Tapestry",
        "Super Relocation Program",
        "Isabela Madrigal - Perfectly in Control",
        "Bouncing Ducky - Sid's Toy",
        "Shepherd's Journal",
        "Roller Bob - Sid's Toy",
        "Hero Work",
        "Don't Be Nervous",
        "Mor'du - Savage Cursed Prince",
        "Merida - Formidable Archer",
        "When You Need Help, Just Call",
        "What Else Can I Do?",
        "Andy's Room - Home Base",
        "Kida - Crystal Scion",
        "Dale - Ready for His Shot",
        "Jack-Jack Parr - Incredible Potential",
        "The Leviathan - Guardian of Atlantis",
        "Luisa Madrigal - Confident Climber",
        "The Family Scattered",
    ],
}


@pytest.mark.parametrize("number,name", [(n, c) for n, cards in SCRIPTED.items() for c in cards])
def test_script_applies_to_its_card(number: int, name: str):
    data = card(name)
    assert compiler.is_automated(data)
    assert any(
        a.source == "script" and a.detail.startswith(f"scripts/set{number:02d}.toml")
        for a in compiler.compile_card(data)
    )


def ready_ink(st, p: int) -> int:
    return sum(1 for u in st.table.zone(p, "inkwell") if not st.table.cards[u].tapped)


def play_card(st, data: dict, player: int = 0):
    """Pay for ``data`` with fresh ink and play it from the hand; returns (state, uid)."""
    ink_up(st, player, data["cost"])
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink"), uid


def under(st, onto: int) -> int:
    """A card facedown under ``onto`` (as Boost puts it, 2.2.0 8.4.1)."""
    uid = put(st, FILLER, st.table.cards[onto].controller, "deck")
    moved = st.table.move(uid, "under")
    moved.attached_to, moved.face_down = onto, True
    return uid


def option_ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


# --- set 10 ---------------------------------------------------------------------------------------


def test_gaston_frightful_bully_with_a_card_under_him_binds_an_opposing_character():
    # Lorcana 7.4.4: intervening if ("if there's a card under him"); "can't challenge" (1.2.2) and
    # "must quest if able" last through the opponent's next turn (until the start of your next turn)
    st = started()
    gaston = put(st, card("Gaston - Frightful Bully"), 0)
    under(st, gaston)
    foe = put(st, char("FOE", "Foe"), 1)
    st = act(st, "quest", uid=gaston)
    assert option_ids(st) == {str(foe)}  # opposing characters only
    st = choose(st, [foe])
    st = end_turn(st)
    mine = put(st, char("MINE", "Mine"), 0, tapped=True)
    with pytest.raises(RulesError, match=r"4\.3\.6\.8"):  # an effect prevents it from challenging
        act(st, "challenge", 1, uid=foe, target=mine)
    with pytest.raises(RulesError, match=r"1\.2\.1"):  # it must quest first
        act(st, "end_turn", 1)
    st = act(st, "quest", 1, uid=foe)
    st = end_turn(st)
    assert st.active == 0


def test_gaston_frightful_bully_without_a_card_under_him_does_nothing():
    # Lorcana 7.4.4.1: the condition is false when he quests, so the ability doesn't trigger
    st = started()
    gaston = put(st, card("Gaston - Frightful Bully"), 0)
    put(st, char("FOE", "Foe"), 1)
    st = act(st, "quest", uid=gaston)
    assert not st.pending and not st.modifiers


def test_time_to_go_banishes_and_draws_two():
    # Lorcana 7.1: banish chosen character of yours, then draw 2 cards
    st = started()
    mine = put(st, char("MINE", "Mine"), 0)
    put(st, char("FOE", "Foe"), 1)
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Time to Go!"))
    assert option_ids(st) == {str(mine)}  # only a character of yours
    st = choose(st, [mine])
    assert st.table.cards[mine].zone == "discard"
    assert len(st.table.zone(0, "hand")) == hand_before + 2


def test_time_to_go_draws_three_instead_when_it_had_a_card_under_it():
    # Lorcana 7.7.2: "draw 3 cards instead" replaces the 2 (never 5); the card under goes too (5.1.7)
    st = started()
    mine = put(st, char("MINE", "Mine"), 0)
    below = under(st, mine)
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Time to Go!"))
    st = choose(st, [mine])
    assert st.table.cards[mine].zone == "discard" and st.table.cards[below].zone == "discard"
    assert len(st.table.zone(0, "hand")) == hand_before + 3


def test_time_to_go_without_a_character_does_nothing():
    # Lorcana 1.2.3: no character of yours to banish, so no cards are drawn ("[A] to [B]", 7.1.2.2)
    st = started()
    put(st, char("FOE", "Foe"), 1)
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Time to Go!"))
    assert not st.pending and len(st.table.zone(0, "hand")) == hand_before


def item(cid: str = "ITEM") -> dict:
    return custom(cid, "Trinket", card_type="Item", cost=1)


def test_pluto_clever_cluefinder_with_a_detective_returns_an_item_to_hand():
    # Lorcana 7.1.2: the condition is checked as the ability resolves; only item cards (filter)
    st = started()
    pluto = put(st, card("Pluto - Clever Cluefinder"), 0)
    put(st, char("DET", "Sleuth", classifications=["Storyborn", "Detective"]), 0)
    thing = put(st, item(), 0, "discard")
    put(st, char("DEAD", "Dead"), 0, "discard")
    st = act(st, "activate", uid=pluto, ability=0)
    assert option_ids(st) == {str(thing)}
    st = choose(st, [thing])
    assert st.table.cards[thing].zone == "hand" and st.table.cards[pluto].tapped


def test_pluto_clever_cluefinder_without_a_detective_puts_the_item_on_top_of_the_deck():
    # Lorcana 7.1.2: "Otherwise" — the item goes on the top of your deck instead of into your hand
    st = started()
    pluto = put(st, card("Pluto - Clever Cluefinder"), 0)
    put(
        st, char("DET", "Sleuth", classifications=["Storyborn", "Detective"]), 1
    )  # an opponent's doesn't count
    thing = put(st, item(), 0, "discard")
    st = act(st, "activate", uid=pluto, ability=0)
    st = choose(st, [thing])
    assert st.table.zone(0, "deck")[0] == thing


# --- set 12 ---------------------------------------------------------------------------------------


def move_and_pay(st, uid: int, loc: int, ink: int):
    ink_up(st, 0, ink)
    before = ready_ink(st, 0)
    st = act(st, "move", uid=uid, location=loc)
    return st, before - ready_ink(st, 0)


def test_pizza_planet_toy_characters_move_here_for_free():
    # Lorcana 4.3.7.4 and 6.5.4: the move cost is paid in ink; the static makes it 0 for your Toys only
    data = card("Pizza Planet - Spaceport")
    st = started()
    loc = put(st, data, 0)
    toy = put(st, char("TOY", "Toy", classifications=["Storyborn", "Toy"]), 0)
    other = put(st, char("OTHER", "Other"), 0)
    st, paid = move_and_pay(st, toy, loc, 0)
    assert paid == 0 and st.table.cards[toy].flags.get("at") == loc
    with pytest.raises(RulesError, match=r"6\.5\.4"):
        act(st, "move", uid=other, location=loc)
    st, paid = move_and_pay(st, other, loc, data["move_cost"])
    assert paid == data["move_cost"]


def test_ring_of_stones_exerted_characters_move_here_for_free():
    # Lorcana 4.3.7.4 and 6.5.4: free for your exerted characters; a ready one pays the move cost
    data = card("Ring of Stones - Place of Legends")
    st = started()
    loc = put(st, data, 0)
    tired = put(st, char("TIRED", "Tired"), 0, tapped=True)
    fresh = put(st, char("FRESH", "Fresh"), 0)
    st, paid = move_and_pay(st, tired, loc, 0)
    assert paid == 0 and st.table.cards[tired].flags.get("at") == loc
    with pytest.raises(RulesError, match=r"6\.5\.4"):
        act(st, "move", uid=fresh, location=loc)
    st, paid = move_and_pay(st, fresh, loc, data["move_cost"])
    assert paid == data["move_cost"]


def test_hercules_young_rescuer_discards_hand_then_returns_a_card():
    # Lorcana 7.1.3 (may) and 7.1.2.2 (if you do): the whole hand goes, then any card of your discard returns
    st = started()
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck")
    old = put(st, char("OLD", "Old"), 0, "discard")
    kept = [put(st, FILLER, 0, "hand") for _ in range(2)]
    st, _ = play_card(st, card("Hercules - Young Rescuer"))
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert all(st.table.cards[u].zone == "discard" for u in kept)
    assert option_ids(st) >= {str(old), *map(str, kept)}
    st = choose(st, [old])
    assert st.table.zone(0, "hand") == [old]


def test_hercules_young_rescuer_declined_keeps_hand_and_discard():
    # Lorcana 7.1.3: declining the "may" means nothing happens, including the return
    st = started()
    old = put(st, char("OLD", "Old"), 0, "discard")
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Hercules - Young Rescuer"))
    st = choose(st, ["no"])
    assert (
        not st.pending
        and len(st.table.zone(0, "hand")) == hand_before
        and st.table.cards[old].zone == "discard"
    )


def test_dunbroch_family_tapestry_shuffles_every_players_characters_into_their_decks():
    # Lorcana 7.5.3 (exert and banish this item as the cost); each player's own deck gets their cards
    data = card("DunBroch Family Tapestry")
    st = started()
    tapestry = put(st, data, 0)
    mine = put(st, char("MINE", "Mine"), 0, "discard")
    theirs = put(st, char("THEIRS", "Theirs"), 1, "discard")
    thing = put(st, item(), 0, "discard")
    st = act(st, "activate", uid=tapestry, ability=1)
    assert not st.pending
    assert st.table.cards[mine].zone == "deck" and st.table.cards[mine].owner == 0
    assert st.table.cards[theirs].zone == "deck" and theirs in st.table.zone(1, "deck")
    assert st.table.cards[thing].zone == "discard"  # not a character card
    assert st.table.cards[tapestry].zone == "discard"


def test_dunbroch_family_tapestry_enters_exerted_so_it_cant_be_used_at_once():
    # Lorcana 4.3.8.2: {E} needs a ready card, and this item enters play exerted (7.7.4)
    data = card("DunBroch Family Tapestry")
    st = started()
    st, uid = play_card(st, data)
    assert st.table.cards[uid].tapped
    with pytest.raises(RulesError, match=r"4\.3\.8\.2"):
        act(st, "activate", uid=uid, ability=1)


def test_super_relocation_program_draws_two_for_a_hero():
    # Lorcana 7.1.9: "if you returned a Hero character this way" is about the returned card
    st = started()
    hero = put(st, char("HERO", "Hero", classifications=["Storyborn", "Hero"]), 0)
    put(st, char("FOE", "Foe", classifications=["Storyborn", "Hero"]), 1)
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Super Relocation Program"))
    assert option_ids(st) == {str(hero)}  # a character of yours
    st = choose(st, [hero])
    assert st.table.cards[hero].zone == "hand" and len(st.table.zone(0, "hand")) == hand_before + 3


def test_super_relocation_program_draws_nothing_for_a_non_hero():
    # Lorcana 7.1.2: the condition fails, so only the return happens
    st = started()
    plain = put(st, char("PLAIN", "Plain"), 0)
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Super Relocation Program"))
    st = choose(st, [plain])
    assert st.table.cards[plain].zone == "hand" and len(st.table.zone(0, "hand")) == hand_before + 1


# --- round 5, batch 2: new ops (engine/lorcana/damage_moves.py, deck_placements.py, reveal_play.py,
# unless_bottom.py, look_each_kind.py) -------------------------------------------------------------


def on_top(st, data: dict | str, player: int = 0) -> int:
    return put(st, data, player, "deck")


def boost(st, uid: int):
    """Use the card's Boost (its first ability; rules 2.2.0 8.4.1, outside the seed documents)."""
    data = st.cards[st.table.cards[uid].card_id]
    n = int(data["abilities"][0]["text"].split()[1])
    ink_up(st, 0, n)
    return act(st, "activate", uid=uid, ability=0)


def test_cant_hold_it_back_anymore_exerts_and_gathers_all_damage():
    # Lorcana 9.3.1: damage counters move from every other character (any player's) to the chosen one
    st = started()
    foe = put(st, char("FOE", "Foe", w=9), 1, damage=1)
    other_foe = put(st, char("FOE2", "Foe Two", w=9), 1, damage=1)
    mine = put(st, char("MINE", "Mine", w=9), 0, damage=2)
    st, _ = play_card(st, card("Can't Hold It Back Anymore"))
    assert option_ids(st) == {str(foe), str(other_foe)}  # opposing characters only
    st = choose(st, [foe])
    assert st.table.cards[foe].tapped and st.table.cards[foe].damage == 4
    assert st.table.cards[other_foe].damage == 0 and st.table.cards[mine].damage == 0


def test_cant_hold_it_back_anymore_moved_damage_can_banish():
    # Lorcana 1.9.1.3: damage equal to or more than {W} banishes in the next state check
    st = started()
    foe = put(st, char("FOE", "Foe", w=2), 1)
    put(st, char("MINE", "Mine", w=9), 0, damage=3)
    st, _ = play_card(st, card("Can't Hold It Back Anymore"))
    st = choose(st, [foe])
    assert st.table.cards[foe].zone == "discard"


def test_isabela_madrigal_takes_all_damage_from_one_of_yours_on_play_and_on_quest():
    # Lorcana 7.1.3 (may) and 9.3.1 (moving counters is not dealing damage)
    st = started()
    hurt = put(st, char("HURT", "Hurt", w=9), 0, damage=2)
    put(st, char("FOE", "Foe", w=9), 1, damage=1)
    st, isa = play_card(st, card("Isabela Madrigal - Perfectly in Control"))
    st = choose(st, ["yes"])
    assert str(hurt) in option_ids(st) and all(st.table.cards[int(o)].controller == 0 for o in option_ids(st))
    st = choose(st, [hurt])
    assert st.table.cards[isa].damage == 2 and st.table.cards[hurt].damage == 0
    st.table.cards[isa].flags.pop("drying", None)
    st.table.cards[hurt].damage = 1
    st = act(st, "quest", uid=isa)
    st = choose(choose(st, ["yes"]), [hurt])
    assert st.table.cards[isa].damage == 3 and st.table.cards[hurt].damage == 0


def test_isabela_madrigal_declined_moves_nothing():
    # Lorcana 7.1.3: "you may" declined
    st = started()
    hurt = put(st, char("HURT", "Hurt", w=9), 0, damage=2)
    st, isa = play_card(st, card("Isabela Madrigal - Perfectly in Control"))
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[hurt].damage == 2 and st.table.cards[isa].damage == 0


def toy(cid: str) -> dict:
    return char(cid, f"Toy {cid}", classifications=["Storyborn", "Toy"])


def test_bouncing_ducky_costs_less_per_toy_and_puts_toys_on_the_bottom_in_chosen_order():
    # Lorcana 4.3.4.5 (cost reduced per Toy character card in your discard) and 8.2.4 (bottom, in any order)
    data = card("Bouncing Ducky - Sid's Toy")
    st = started()
    a, b = put(st, toy("TA"), 0, "discard"), put(st, toy("TB"), 0, "discard")
    plain = put(st, char("PLAIN", "Plain"), 0, "discard")
    put(st, toy("THEIRS"), 1, "discard")  # an opponent's discard doesn't count
    ink_up(st, 0, data["cost"] - 2)
    uid = put(st, data, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert ready_ink(st, 0) == 0 and st.table.cards[uid].zone == "play"
    assert option_ids(st) == {str(a), str(b)}
    st = choose(st, [b])
    assert st.table.zone(0, "deck")[-2:] == [b, a] and st.table.cards[plain].zone == "discard"


def test_bouncing_ducky_full_cost_without_toys():
    # Lorcana 4.3.4.5: no Toy character card in the discard, no reduction
    data = card("Bouncing Ducky - Sid's Toy")
    st = started()
    ink_up(st, 0, data["cost"] - 1)
    uid = put(st, data, 0, "hand")
    with pytest.raises(RulesError):
        act(st, "play", uid=uid, mode="ink")


def test_shepherds_journal_puts_the_top_card_into_the_discard_or_back():
    # Lorcana 7.1.3 (may look) and 7.1.10 (the player chooses where the looked-at card goes)
    st = started()
    top = on_top(st, char("TOP", "Top"))
    st, _ = play_card(st, card("Shepherd's Journal"))
    st = choose(choose(st, ["yes"]), ["1"])
    assert st.table.cards[top].zone == "discard"
    st = started()
    top = on_top(st, char("TOP", "Top"))
    st, _ = play_card(st, card("Shepherd's Journal"))
    st = choose(choose(st, ["yes"]), ["0"])
    assert st.table.zone(0, "deck")[0] == top
    st = started()
    top = on_top(st, char("TOP", "Top"))
    st, _ = play_card(st, card("Shepherd's Journal"))
    st = choose(st, ["no"])
    assert not st.pending and st.table.zone(0, "deck")[0] == top


def test_roller_bob_pays_two_characters_from_discard_for_rush():
    # Lorcana 7.1.2.2 ([A] to [B]) and 10.7 (Rush: may challenge the turn he's played)
    st = started()
    a, b = put(st, char("DA", "Dead A"), 0, "discard"), put(st, char("DB", "Dead B"), 0, "discard")
    foe = put(st, char("FOE", "Foe", w=9), 1, tapped=True)
    st, bob = play_card(st, card("Roller Bob - Sid's Toy"))
    st = choose(st, ["yes"])
    st = choose(st, [a, b])
    assert st.table.cards[a].zone == "deck" and st.table.cards[b].zone == "deck"
    st = act(st, "challenge", uid=bob, target=foe)
    assert st.table.cards[foe].damage > 0


def test_roller_bob_without_two_character_cards_gets_no_rush():
    # Lorcana 7.1.2.2: the cost can't be paid with one card, so no Rush (a drying character can't challenge, 4.3.6.6)
    st = started()
    put(st, char("DA", "Dead A"), 0, "discard")
    foe = put(st, char("FOE", "Foe", w=9), 1, tapped=True)
    st, bob = play_card(st, card("Roller Bob - Sid's Toy"))
    assert not st.pending
    with pytest.raises(RulesError, match=r"4\.3\.6\.6"):
        act(st, "challenge", uid=bob, target=foe)


def test_hero_work_strength_for_all_and_lore_swing_for_heroes_challenging():
    # Lorcana 7.4.7.1: a floating triggered ability this turn; only the Hero characters in play get it (7.1.9)
    st = started()
    hero = put(st, char("HERO", "Hero", s=1, w=9, classifications=["Storyborn", "Hero"]), 0)
    plain = put(st, char("PLAIN", "Plain", s=1, w=9), 0)
    foe1 = put(st, char("FOE1", "Foe One", w=9), 1, tapped=True)
    foe2 = put(st, char("FOE2", "Foe Two", w=9), 1, tapped=True)
    st.lore[1] = 3
    st, _ = play_card(st, card("Hero Work"))
    assert not st.pending
    st = act(st, "challenge", uid=plain, target=foe1)
    assert st.table.cards[foe1].damage == 2 and st.lore == [0, 3]  # +1 {S}, but no lore swing
    st = act(st, "challenge", uid=hero, target=foe2)
    assert st.table.cards[foe2].damage == 2 and st.lore == [1, 2]


def test_hero_work_hero_played_afterwards_does_not_gain_the_ability():
    # Lorcana 7.1.9: the ability is given to the Hero characters in play as the action resolves
    st = started()
    foe = put(st, char("FOE", "Foe", w=9), 1, tapped=True)
    st.lore[1] = 3
    st, _ = play_card(st, card("Hero Work"))
    late = put(st, char("LATE", "Late Hero", s=1, w=9, classifications=["Storyborn", "Hero"]), 0)
    st = act(st, "challenge", uid=late, target=foe)
    assert st.table.cards[foe].damage == 1 and st.lore == [0, 3]


def action_card(cid: str = "ACT", cost: int = 5) -> dict:
    return custom(cid, "Draw Thing", "Draw a card.", card_type="Action", cost=cost)


def test_lady_tremaine_plays_an_action_from_discard_then_bottoms_it():
    # Lorcana 7.4.4 (put a card under her this turn), 4.3.4.10 (for free), 7.7.2 (bottom instead of discard)
    st = started()
    lady = put(st, card("Lady Tremaine - Sinister Socialite"), 0)
    act5 = put(st, action_card("A5", 5), 0, "discard")
    put(st, action_card("A6", 6), 0, "discard")  # cost 6 is too much
    st = boost(st, lady)
    hand_before = len(st.table.zone(0, "hand"))
    ink_before = ready_ink(st, 0)
    st = act(st, "quest", uid=lady)
    st = choose(st, ["yes"])
    assert option_ids(st) == {str(act5)}
    st = choose(st, [act5])
    assert not st.pending
    assert len(st.table.zone(0, "hand")) == hand_before + 1 and ready_ink(st, 0) == ink_before
    assert st.table.zone(0, "deck")[-1] == act5


def test_lady_tremaine_without_a_card_put_under_her_does_nothing():
    # Lorcana 7.4.4.1: the intervening if is false, so nothing triggers
    st = started()
    lady = put(st, card("Lady Tremaine - Sinister Socialite"), 0)
    put(st, action_card("A5", 5), 0, "discard")
    st = act(st, "quest", uid=lady)
    assert not st.pending


def test_simba_king_in_the_making_plays_a_revealed_character_exerted():
    # Lorcana 7.1.3 (may reveal, may play), 4.3.4.10 (for free), 7.7.4 (enters play exerted)
    st = started()
    simba = put(st, card("Simba - King in the Making"), 0)
    cub = on_top(st, char("CUB", "Cub", classifications=["Storyborn"]))
    on_top(st, FILLER)  # goes under Simba with Boost
    st = boost(st, simba)
    st = choose(st, ["yes"])  # reveal
    st = choose(st, ["yes"])  # play it
    assert (
        st.table.cards[cub].zone == "play"
        and st.table.cards[cub].tapped
        and st.table.cards[cub].controller == 0
    )


def test_simba_king_in_the_making_puts_a_non_character_on_the_bottom():
    # Lorcana 7.1.10: "Otherwise, put it on the bottom of your deck"
    st = started()
    simba = put(st, card("Simba - King in the Making"), 0)
    thing = on_top(st, item())
    on_top(st, FILLER)
    st = boost(st, simba)
    st = choose(st, ["yes"])
    assert not st.pending and st.table.zone(0, "deck")[-1] == thing


def test_simba_king_in_the_making_declining_to_play_leaves_it_on_top():
    # Lorcana 7.1.3: the revealed character is not played; "otherwise" applies only to other cards
    st = started()
    simba = put(st, card("Simba - King in the Making"), 0)
    cub = on_top(st, char("CUB", "Cub"))
    on_top(st, FILLER)
    st = boost(st, simba)
    st = choose(choose(st, ["yes"]), ["no"])
    assert st.table.zone(0, "deck")[0] == cub


def test_fairy_godmother_banishes_and_the_opponent_may_play_their_top_card():
    # Lorcana 7.1.3: "their player may reveal … they may play it for free" — the opponent decides
    st = started()
    fairy = put(st, card("Fairy Godmother - Magical Benefactor"), 0)
    foe = put(st, char("FOE", "Foe"), 1)
    theirs = on_top(st, char("NEW", "Newcomer"), 1)
    on_top(st, FILLER)
    st = boost(st, fairy)
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].zone == "discard"
    assert st.pending[0].player == 1
    st = choose(choose(st, ["yes"]), ["yes"])
    assert (
        st.table.cards[theirs].zone == "play"
        and st.table.cards[theirs].controller == 1
        and not st.table.cards[theirs].tapped
    )


def test_fairy_godmother_opponents_action_goes_to_the_bottom():
    # Lorcana 7.1.10: a card that is neither a character nor an item goes on the bottom of their deck
    st = started()
    fairy = put(st, card("Fairy Godmother - Magical Benefactor"), 0)
    foe = put(st, char("FOE", "Foe"), 1)
    theirs = on_top(st, action_card(), 1)
    on_top(st, FILLER)
    st = boost(st, fairy)
    st = choose(choose(st, ["yes"]), [foe])
    st = choose(st, ["yes"])
    assert not st.pending and st.table.zone(1, "deck")[-1] == theirs


def test_fairy_godmother_declined_banishes_nothing():
    # Lorcana 7.1.3: "you may banish" declined, so nothing else happens
    st = started()
    fairy = put(st, card("Fairy Godmother - Magical Benefactor"), 0)
    foe = put(st, char("FOE", "Foe"), 1)
    on_top(st, FILLER)
    st = boost(st, fairy)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[foe].zone == "play"


def test_hades_looking_for_a_deal_opponent_bottoms_their_character():
    # Lorcana 7.1.3: the chosen character's player chooses; if they put it on the bottom, you don't draw
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    st, _ = play_card(st, card("Hades - Looking for a Deal"))
    hand_before = len(st.table.zone(0, "hand"))
    st = choose(choose(st, ["yes"]), [foe])
    assert st.pending[0].player == 1
    st = choose(st, ["yes"])
    assert st.table.zone(1, "deck")[-1] == foe and len(st.table.zone(0, "hand")) == hand_before


def test_hades_looking_for_a_deal_draws_two_when_they_keep_it():
    # Lorcana 7.1.3: they keep the character, so you draw 2
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    st, _ = play_card(st, card("Hades - Looking for a Deal"))
    hand_before = len(st.table.zone(0, "hand"))
    st = choose(choose(choose(st, ["yes"]), [foe]), ["no"])
    assert st.table.cards[foe].zone == "play" and len(st.table.zone(0, "hand")) == hand_before + 2


def test_hades_looking_for_a_deal_declined_does_nothing():
    # Lorcana 7.1.3: "you may choose" declined
    st = started()
    foe = put(st, char("FOE", "Foe"), 1)
    st, _ = play_card(st, card("Hades - Looking for a Deal"))
    hand_before = len(st.table.zone(0, "hand"))
    st = choose(st, ["no"])
    assert (
        not st.pending and st.table.cards[foe].zone == "play" and len(st.table.zone(0, "hand")) == hand_before
    )


def test_might_solve_a_mystery_takes_one_character_and_one_item():
    # Lorcana 7.1.8 ("up to 1" of each kind) and 7.1.10; the rest go on the bottom in the chosen order (8.2.4)
    st = started()
    four = [
        on_top(st, d) for d in (action_card("X1"), char("C2", "Char Two"), item("I1"), char("C1", "Char One"))
    ]
    act1, c2, i1, c1 = four
    st, _ = play_card(st, card("Might Solve a Mystery"))
    assert option_ids(st) == {str(c1), str(c2)}
    st = choose(st, [c1])
    assert option_ids(st) == {str(i1)}
    st = choose(st, [i1])
    assert option_ids(st) == {str(c2), str(act1)}
    st = choose(st, [act1])
    assert st.table.cards[c1].zone == "hand" and st.table.cards[i1].zone == "hand"
    assert st.table.zone(0, "deck")[-2:] == [act1, c2]


def test_might_solve_a_mystery_may_take_nothing():
    # Lorcana 7.1.8: "up to" lets the player take no card
    st = started()
    for d in (action_card("X1"), char("C1", "Char One")):
        on_top(st, d)
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Might Solve a Mystery"))
    st = choose(st, [])
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert len(st.table.zone(0, "hand")) == hand_before


# --- round 5, batch 3: conditions "an opponent has more characters than you" (opp_more_than_you),
# "if a character sang this song" (turn record sung_self) and "one of your actions deals damage" --------


def test_dont_be_nervous_finds_a_princess_and_rewards_seven_dwarfs():
    # Lorcana 8.2.2 (search, then shuffle) and 7.1.2 (the Seven Dwarfs condition, checked on resolution)
    st = started()
    princess = on_top(st, char("PR", "Princess", classifications=["Storyborn", "Princess"]))
    put(st, char("D1", "Dwarf One", classifications=["Storyborn", "Seven Dwarfs"]), 0)
    put(st, char("D2", "Dwarf Two", classifications=["Storyborn", "Seven Dwarfs"]), 0)
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Don't Be Nervous"))
    assert option_ids(st) == {str(princess)}  # only Princess character cards of your deck
    st = choose(st, [princess])
    assert st.table.cards[princess].zone == "hand"
    assert len(st.table.zone(0, "hand")) == hand_before + 3 and st.lore[0] == 2


def test_dont_be_nervous_with_one_seven_dwarfs_character_only_searches():
    # Lorcana 7.1.2: "2 or more" Seven Dwarfs characters; with one, no draw and no lore
    st = started()
    princess = on_top(st, char("PR", "Princess", classifications=["Storyborn", "Princess"]))
    put(st, char("D1", "Dwarf One", classifications=["Storyborn", "Seven Dwarfs"]), 0)
    hand_before = len(st.table.zone(0, "hand"))
    st, _ = play_card(st, card("Don't Be Nervous"))
    st = choose(st, [princess])
    assert len(st.table.zone(0, "hand")) == hand_before + 1 and st.lore[0] == 0


def test_mordu_exerts_the_others_and_they_dont_ready():
    # Lorcana 4.2.1.1 (Ready step) and 1.2.2 ("can't ready" beats it); characters named Mor'du are spared
    st = started()
    other = put(st, char("OTHER", "Other"), 0)
    other_mordu = put(st, char("MORDU2", "Mor'du"), 0)
    foe = put(st, char("FOE", "Foe"), 1)
    st, mordu = play_card(st, card("Mor'du - Savage Cursed Prince"))
    assert st.table.cards[other].tapped and not st.table.cards[other_mordu].tapped
    assert not st.table.cards[mordu].tapped and not st.table.cards[foe].tapped
    st.table.cards[other_mordu].tapped = True
    st = end_turn(end_turn(st))
    assert st.active == 0
    assert st.table.cards[other].tapped and not st.table.cards[other_mordu].tapped


def test_mordu_gone_lets_them_ready_again():
    # Lorcana 7.6: the static applies only while Mor'du is in play
    st = started()
    other = put(st, char("OTHER", "Other"), 0)
    st, mordu = play_card(st, card("Mor'du - Savage Cursed Prince"))
    st.table.move(mordu, "discard")
    st = end_turn(end_turn(st))
    assert not st.table.cards[other].tapped


def damage_action(cid: str = "ZAP") -> dict:
    return custom(cid, "Zap", "Deal 1 damage to chosen character.", card_type="Action", cost=1)


def test_merida_adds_two_damage_when_your_action_damages_an_opposing_character():
    # Lorcana 7.4.1: the trigger; "that character" is the damaged one (7.1.9)
    st = started()
    put(st, card("Merida - Formidable Archer"), 0)
    foe = put(st, char("FOE", "Foe", w=9), 1)
    st, _ = play_card(st, damage_action())
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 3


def test_merida_ignores_damage_to_your_own_characters_and_from_challenges():
    # Lorcana 7.4.1: only your actions, only opposing characters
    st = started()
    put(st, card("Merida - Formidable Archer"), 0)
    mine = put(st, char("MINE", "Mine", s=1, w=9), 0)
    foe = put(st, char("FOE", "Foe", s=1, w=9), 1, tapped=True)
    st, _ = play_card(st, damage_action())
    st = choose(st, [mine])
    assert st.table.cards[mine].damage == 1
    st = act(st, "challenge", uid=mine, target=foe)
    assert st.table.cards[foe].damage == 1


def test_merida_opponents_action_does_not_trigger_her():
    # Lorcana 7.4.1: "one of your actions" — an opponent's action damaging their own character is not yours
    st = started()
    put(st, card("Merida - Formidable Archer"), 0)
    foe = put(st, char("FOE", "Foe", w=9), 1)
    st = end_turn(st)
    ink_up(st, 1, 1)
    zap = put(st, damage_action(), 1, "hand")
    st = act(st, "play", 1, uid=zap, mode="ink")
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1


def test_merida_returns_three_arrows_from_discard():
    # Lorcana 7.1.3: "you may return" an action card with that name only
    st = started()
    arrows = put(st, custom("ARROWS", "Three Arrows", card_type="Action", cost=1), 0, "discard")
    put(st, custom("OTHERACT", "Other Arrows", card_type="Action", cost=1), 0, "discard")
    st, _ = play_card(st, card("Merida - Formidable Archer"))
    st = choose(st, ["yes"])
    assert option_ids(st) == {str(arrows)}
    st = choose(st, [arrows])
    assert st.table.cards[arrows].zone == "hand"


def test_when_you_need_help_plays_a_cheap_character_free_when_outnumbered():
    # Lorcana 7.1.2 (the condition, on resolution) and 4.3.4.10 (for free; cost 4 or less)
    st = started()
    put(st, char("MINE", "Mine"), 0)
    put(st, char("F1", "Foe One"), 1)
    put(st, char("F2", "Foe Two"), 1)
    cheap = put(st, char("CHEAP", "Cheap", cost=4), 0, "hand")
    put(st, char("DEAR", "Dear", cost=5), 0, "hand")
    st, _ = play_card(st, card("When You Need Help, Just Call"))
    st = choose(st, ["yes"])
    assert option_ids(st) == {str(cheap)}
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "play"


def test_when_you_need_help_does_nothing_when_not_outnumbered():
    # Lorcana 7.1.2: equal numbers are not "more characters than you"
    st = started()
    put(st, char("MINE", "Mine"), 0)
    put(st, char("F1", "Foe One"), 1)
    put(st, char("CHEAP", "Cheap", cost=4), 0, "hand")
    st, _ = play_card(st, card("When You Need Help, Just Call"))
    assert not st.pending


def test_what_else_can_i_do_sung_gives_ward_and_splits_the_top_two():
    # Lorcana 6.3.3.3 (singing), 7.1.10 (one to hand, the other to the inkwell exerted, 8.5.6)
    data = card("What Else Can I Do?")
    st = started()
    singer = put(st, char("SINGER", "Singer", cost=data["cost"]), 0)
    a = on_top(st, char("A", "Card A"))
    b = on_top(st, char("B", "Card B"))
    song = put(st, data, 0, "hand")
    st = act(st, "play", uid=song, mode="sing", singer=singer)
    assert option_ids(st) == {str(a), str(b)}
    st = choose(st, [b])
    assert (
        st.table.cards[b].zone == "hand" and st.table.cards[a].zone == "inkwell" and st.table.cards[a].tapped
    )
    from engine.lorcana.characteristics import has

    assert has(st, singer, "Ward")
    st = end_turn(st)
    assert has(st, singer, "Ward")  # until the start of your next turn
    st = end_turn(st)
    assert not has(st, singer, "Ward")


def test_what_else_can_i_do_paid_for_gives_no_ward():
    # Lorcana 7.1.2: nobody sang it, so the Ward clause does nothing
    from engine.lorcana.characteristics import has

    st = started()
    mine = put(st, char("MINE", "Mine"), 0)
    st, _ = play_card(st, card("What Else Can I Do?"))
    st = choose(st, [st.pending[0].options[0].id])
    assert not st.pending and not has(st, mine, "Ward")


def test_andys_room_boosts_a_lone_character_here():
    # Lorcana 7.6: "while you have only 1 character here"; a second character here ends it
    from engine.lorcana.characteristics import stat

    st = started()
    room = put(st, card("Andy's Room - Home Base"), 0)
    first = put(st, char("FIRST", "First", w=2, lore=1), 0)
    second = put(st, char("SECOND", "Second", w=2, lore=1), 0)
    st.table.cards[first].flags["at"] = room
    assert stat(st, first, "willpower") == 4 and stat(st, first, "lore") == 2
    assert stat(st, second, "willpower") == 2
    st.table.cards[second].flags["at"] = room
    assert stat(st, first, "willpower") == 2 and stat(st, second, "lore") == 1


# --- "can't be dealt damage unless being challenged" (engine/lorcana/damage_immunity.py) -----------


def test_hercules_mighty_leader_takes_damage_only_when_challenged():
    # Lorcana 1.2.2: "can't be dealt damage" beats the effect; as the challenged character (4.3.6.16) he is dealt damage
    st = started()
    herc = put(st, card("Hercules - Mighty Leader"), 0, tapped=True)
    st, _ = play_card(st, damage_action())
    st = choose(st, [herc])
    assert st.table.cards[herc].damage == 0
    foe = put(st, char("FOE", "Foe", s=1, w=9), 1, tapped=True)
    st.table.cards[herc].tapped = False
    st = act(st, "challenge", uid=herc, target=foe)  # challenging is not being challenged
    assert st.table.cards[herc].damage == 0 and st.table.cards[foe].damage > 0
    st = end_turn(st)
    st.table.cards[herc].tapped = True
    st.table.cards[foe].tapped = False
    st = act(st, "challenge", 1, uid=foe, target=herc)
    assert st.table.cards[herc].damage == 1


def test_hercules_mighty_leader_shields_other_heroes_only_while_exerted():
    # Lorcana 7.6: the second static applies while he is exerted, to your other Hero characters only
    st = started()
    herc = put(st, card("Hercules - Mighty Leader"), 0)
    hero = put(st, char("HERO", "Hero", w=9, classifications=["Storyborn", "Hero"]), 0)
    plain = put(st, char("PLAIN", "Plain", w=9), 0)
    st, _ = play_card(st, damage_action("Z1"))
    st = choose(st, [hero])
    assert st.table.cards[hero].damage == 1  # Hercules is ready
    st.table.cards[herc].tapped = True
    st, _ = play_card(st, damage_action("Z2"))
    st = choose(st, [hero])
    st, _ = play_card(st, damage_action("Z3"))
    st = choose(st, [plain])
    assert st.table.cards[hero].damage == 1 and st.table.cards[plain].damage == 1


# --- gained classifications (keyword class:<name>, engine/lorcana/characteristics.gained_kind) -------


def test_chief_bogo_cant_be_dealt_damage_during_your_turn_only():
    # Lorcana 1.2.2: "can't be dealt damage" during your turn; on the opponent's turn he is dealt damage
    st = started()
    bogo = put(st, card("Chief Bogo - Calling the Shots"), 0)
    st, _ = play_card(st, damage_action("Z1"))
    st = choose(st, [bogo])
    assert st.table.cards[bogo].damage == 0
    st = end_turn(st)
    ink_up(st, 1, 1)
    zap = put(st, damage_action("Z2"), 1, "hand")
    st = choose(act(st, "play", 1, uid=zap, mode="ink"), [bogo])
    card_now = st.table.cards[bogo]
    assert (
        card_now.damage == 1 or card_now.zone == "discard"
    )  # dealt 1 (banished if that is his {W}, 1.9.1.3)


def test_chief_bogo_makes_your_other_characters_detectives():
    # Lorcana 7.6: a gained classification counts for "a Detective character" (Flash's chosen Detective); not Bogo himself
    st = started()
    bogo = put(st, card("Chief Bogo - Calling the Shots"), 0)
    flash = put(st, card("Flash - Records Specialist"), 0)
    mine = put(st, char("MINE", "Mine"), 0)
    theirs = put(st, char("THEIRS", "Theirs"), 1)
    st = choose(act(st, "quest", uid=flash), ["yes"])
    ids = option_ids(st)
    assert str(mine) in ids and str(flash) in ids and str(bogo) not in ids and str(theirs) not in ids


def test_detectives_badge_gives_resist_and_detective_until_your_next_turn():
    # Lorcana 10.6 (Resist +1 reduces damage) and 7.6; both end at the start of your next turn (4.2.1.3)
    st = started()
    badge = put(st, card("Detective's Badge"), 0)
    pluto = put(st, card("Pluto - Clever Cluefinder"), 0)
    mine = put(st, char("MINE", "Mine", w=9), 0)
    thing = put(st, item(), 0, "discard")
    ink_up(st, 0, 1)
    st = choose(act(st, "activate", uid=badge, ability=0), [mine])
    from engine.lorcana.characteristics import keyword_value

    assert keyword_value(st, mine, "Resist") == 1
    st = choose(act(st, "activate", uid=pluto, ability=0), [thing])
    assert st.table.cards[thing].zone == "hand"  # the Detective branch: Mine is a Detective now
    st = end_turn(st)
    ink_up(st, 1, 1)
    zap = put(st, damage_action("Z2"), 1, "hand")
    st = choose(act(st, "play", 1, uid=zap, mode="ink"), [mine])
    assert st.table.cards[mine].damage == 0  # Resist +1 still holds on the opponent's turn
    st = end_turn(st)
    assert keyword_value(st, mine, "Resist") is None
    st.table.move(thing, "discard")
    st.table.cards[pluto].tapped = False
    st = choose(act(st, "activate", uid=pluto, ability=0), [thing])
    assert st.table.zone(0, "deck")[0] == thing  # no Detective any more: the item goes on top of the deck


def test_kida_crystal_scion_each_player_may_ink_up_to_five_from_discard():
    # Lorcana 1.6.2 (the active player first, then in turn order), 7.1.8 (up to 5), 8.5.6 (facedown and exerted)
    st = started()
    mine = [put(st, char(f"M{i}", f"Mine {i}"), 0, "discard") for i in range(6)]
    theirs = [put(st, char(f"T{i}", f"Theirs {i}"), 1, "discard") for i in range(2)]
    st, _ = play_card(st, card("Kida - Crystal Scion"))
    ink_before = [len(st.table.zone(p, "inkwell")) for p in (0, 1)]
    assert st.pending[0].player == 0 and st.pending[0].max == 5 and option_ids(st) == set(map(str, mine))
    st = choose(st, mine[:5])
    assert st.pending[0].player == 1 and option_ids(st) == set(map(str, theirs))
    st = choose(st, theirs[:1])
    assert len(st.table.zone(0, "inkwell")) == ink_before[0] + 5
    assert all(
        st.table.cards[u].zone == "inkwell" and st.table.cards[u].tapped for u in mine[:5] + theirs[:1]
    )
    assert st.table.cards[mine[5]].zone == "discard" and st.table.cards[theirs[1]].zone == "discard"
    assert len(st.table.zone(1, "inkwell")) == ink_before[1] + 1


def test_kida_crystal_scion_a_player_may_put_none():
    # Lorcana 7.1.8: "up to" includes none
    st = started()
    dead = put(st, char("M0", "Mine 0"), 0, "discard")
    st, _ = play_card(st, card("Kida - Crystal Scion"))
    st = choose(st, [])
    assert not st.pending and st.table.cards[dead].zone == "discard"


def test_dale_your_characters_deal_challenge_damage_with_willpower():
    # Lorcana 4.3.6.16 and 7.7.2: challenge damage equal to {W} instead of {S}, challenging or challenged; opponents' use {S}
    st = started()
    put(st, card("Dale - Ready for His Shot"), 0)
    mine = put(st, char("MINE", "Mine", s=1, w=5), 0)
    foe = put(st, char("FOE", "Foe", s=2, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mine, target=foe)
    assert st.table.cards[foe].damage == 5 and st.table.cards[mine].damage == 2
    st = end_turn(st)
    st.table.cards[mine].tapped = True
    st.table.cards[foe].tapped = False
    st.table.cards[foe].damage = 0
    st.table.cards[mine].damage = 0
    st = act(st, "challenge", 1, uid=foe, target=mine)
    assert st.table.cards[foe].damage == 5 and st.table.cards[mine].damage == 2


def test_dale_gone_damage_is_strength_again():
    # Lorcana 7.6: the static applies only while Dale is in play
    st = started()
    dale = put(st, card("Dale - Ready for His Shot"), 0)
    mine = put(st, char("MINE", "Mine", s=1, w=5), 0)
    foe = put(st, char("FOE", "Foe", s=2, w=9), 1, tapped=True)
    st.table.move(dale, "discard")
    st = act(st, "challenge", uid=mine, target=foe)
    assert st.table.cards[foe].damage == 1


def jack_jack_turn(top: dict | str, answer: str = "yes"):
    """Jack-Jack in play, ``top`` on top of P1's deck at the start of P1's next turn; the "may" answered."""
    from engine.lorcana.characteristics import stat

    st = started()
    jj = put(st, card("Jack-Jack Parr - Incredible Potential"), 0)
    base = (stat(st, jj, "strength"), stat(st, jj, "lore"))
    st = end_turn(st)
    uid = on_top(st, top)
    st = end_turn(st)
    assert st.active == 0 and st.pending[0].kind == "may"
    return choose(st, [answer]), jj, uid, base


def test_jack_jack_parr_milled_character_gives_strength():
    # Lorcana 7.1.9: "its card type" is the card put into the discard; a character: +2 {S} this turn
    from engine.lorcana.characteristics import stat

    st, jj, uid, (s0, l0) = jack_jack_turn(char("TOPC", "Top Char"))
    assert st.table.cards[uid].zone == "discard"
    assert stat(st, jj, "strength") == s0 + 2 and stat(st, jj, "lore") == l0


def test_jack_jack_parr_milled_item_gives_lore():
    # Lorcana 7.1.9: an action or item card: +2 {L} this turn
    from engine.lorcana.characteristics import stat

    st, jj, _, (s0, l0) = jack_jack_turn(item("TOPI"))
    assert stat(st, jj, "lore") == l0 + 2 and stat(st, jj, "strength") == s0


def test_jack_jack_parr_milled_location_banishes_chosen_character():
    # Lorcana 7.1.9: a location card: banish chosen character (not optional); no stat change
    from engine.lorcana.characteristics import stat

    foe = custom("FOEX", "Foe", s=1, w=9)
    loc = custom("LOCX", "Place", card_type="Location", cost=1, move_cost=1, w=5, lore=1)
    st = started()
    jj = put(st, card("Jack-Jack Parr - Incredible Potential"), 0)
    s0 = stat(st, jj, "strength")
    target = put(st, foe, 1)
    st = end_turn(st)
    on_top(st, loc)
    st = end_turn(st)
    st = choose(st, ["yes"])
    assert str(target) in option_ids(st)
    st = choose(st, [target])
    assert st.table.cards[target].zone == "discard" and stat(st, jj, "strength") == s0


def test_jack_jack_parr_declined_keeps_the_top_card():
    # Lorcana 7.1.3: "you may" declined
    st, _, uid, _ = jack_jack_turn(char("TOPC", "Top Char"), "no")
    assert st.table.cards[uid].zone == "hand"  # it stayed on top, so the Draw step (4.2.3) drew it


# --- "the second card they've drawn this turn" (turn record "drew", zones.draw) ---------------------


def draw_action(n: int, cid: str = "DRAWX") -> dict:
    return custom(
        cid, "Draw Some", f"Draw {n} cards." if n > 1 else "Draw a card.", card_type="Action", cost=1
    )


def test_ink_amplifier_second_card_drawn_by_the_opponent_on_their_turn():
    # Lorcana 4.2.3 (the Draw step's card is their first), 7.4.4 (intervening if: the second one), 8.5.6 (exerted)
    st = started()
    put(st, card("Ink Amplifier"), 0)
    top = on_top(st, char("TOPX", "Top"))
    st = end_turn(st)  # P2 draws 1 in their Draw step
    assert not st.pending
    ink_up(st, 1, 1)
    st = act(st, "play", 1, uid=put(st, draw_action(2), 1, "hand"), mode="ink")
    assert st.pending[0].player == 0 and st.pending[0].kind == "may"  # exactly once, for the second card
    st = choose(st, ["yes"])
    assert st.table.cards[top].zone == "inkwell" and st.table.cards[top].tapped and not st.pending


def test_ink_amplifier_ignores_draws_on_your_own_turn_and_the_third_card():
    # Lorcana 7.4.4: "during their turn" (not when your effect makes them draw); only the second card drawn counts
    st = started()
    put(st, card("Ink Amplifier"), 0)
    ink_up(st, 0, 1)
    gift = custom("GIFT", "Gift", "Each opponent draws 2 cards.", card_type="Action", cost=1)
    hand = len(st.table.zone(1, "hand"))
    st = act(st, "play", uid=put(st, gift, 0, "hand"), mode="ink")
    assert len(st.table.zone(1, "hand")) == hand + 2 and not st.pending  # their 2 cards, on your turn
    st = end_turn(st)
    ink_up(st, 1, 2)
    st = act(st, "play", 1, uid=put(st, draw_action(1, "D1"), 1, "hand"), mode="ink")
    st = choose(st, ["no"])  # the second card: declined
    inkwell = len(st.table.zone(0, "inkwell"))
    st = act(st, "play", 1, uid=put(st, draw_action(1, "D2"), 1, "hand"), mode="ink")
    assert not st.pending and len(st.table.zone(0, "inkwell")) == inkwell  # the third card: nothing


def horseman_game(mine: list[dict], theirs: list[dict]):
    """Empty hands; the next 3 cards of each deck are known, so the random discard takes exactly them."""
    st = started()
    for p in (0, 1):
        for u in list(st.table.zone(p, "hand")):
            st.table.move(u, "deck", player=p, position=None)
    for p, cards in ((0, mine), (1, theirs)):
        for d in cards:
            on_top(st, d, p)
    return st


def test_headless_horseman_deals_two_per_discarded_action_of_any_player():
    # Lorcana 8.3.4 (discard at random) and 7.1.9 ("this way": the cards this ability discarded, every player's)
    acts = [action_card(f"A{i}", 1) for i in range(3)]
    chars = [char(f"C{i}", f"Char {i}") for i in range(3)]
    st = horseman_game(chars[:1] + acts[:2], acts[2:] + chars[1:])
    foe = put(st, char("FOE", "Foe", w=20), 1)
    st, _ = play_card(st, card("The Headless Horseman - Cursed Rider"))
    assert len(st.table.zone(0, "hand")) == 0 and len(st.table.zone(1, "hand")) == 0
    assert option_ids(st) == {str(foe)}  # an opposing character
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 6  # 2 of mine + 1 of theirs were actions


def test_headless_horseman_no_action_discarded_no_damage():
    # Lorcana 7.1.9: no action card discarded this way, so 0 damage
    st = horseman_game(
        [char(f"C{i}", f"Char {i}") for i in range(3)], [char(f"D{i}", f"Dude {i}") for i in range(3)]
    )
    foe = put(st, char("FOE", "Foe", w=20), 1)
    st, _ = play_card(st, card("The Headless Horseman - Cursed Rider"))
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 0


def test_grimorum_arcanorum_gains_lore_when_an_opposing_character_becomes_exerted_on_your_turn():
    # Lorcana 7.4.4 ("during your turn") and 5.1.1 (a ready character becomes exerted); one lore per character
    st = started()
    put(st, card("Grimorum Arcanorum"), 0)
    foes = [put(st, char(f"F{i}", f"Foe {i}"), 1) for i in range(2)]
    put(st, char("TIRED", "Tired"), 1, tapped=True)  # already exerted: doesn't become exerted
    mine = put(st, char("MINE", "Mine"), 0)
    freeze = custom("FREEZE", "Freeze", "Exert all opposing characters.", card_type="Action", cost=1)
    st, _ = play_card(st, freeze)
    assert len(st.bag) == 2  # one trigger per character that became exerted (8.7.4: you order them)
    st = settle_mandatory(st)
    assert all(st.table.cards[u].tapped for u in foes) and st.lore[0] == 2
    st = act(st, "quest", uid=mine)  # your own character: nothing more than its lore
    assert st.lore[0] == 3


def test_grimorum_arcanorum_not_on_the_opponents_turn():
    # Lorcana 7.4.4: the intervening if is false on the opponent's turn (their character quests)
    st = started()
    put(st, card("Grimorum Arcanorum"), 0)
    foe = put(st, char("FOE", "Foe", lore=1), 1)
    st = end_turn(st)
    st = act(st, "quest", 1, uid=foe)
    assert st.lore == [0, 1]


def leviathan_game(discarded: int):
    """P1 has put ``discarded`` cards from hand into the discard this turn (zones.move_card records it)."""
    from engine.lorcana.zones import move_card

    st = started()
    for u in st.table.zone(0, "hand")[:discarded]:
        move_card(st, u, "discard", None)
    return st


def test_the_leviathan_banishes_opposing_characters_up_to_ten_total_strength():
    # Lorcana 7.4.4 (2 or more cards put into your discard this turn), 1.2.4 (chosen), 1.9.5 (banished together)
    st = leviathan_game(2)
    big = put(st, char("BIG", "Big", s=6, w=9), 1)
    mid = put(st, char("MID", "Mid", s=4, w=9), 1)
    small = put(st, char("SMALL", "Small", s=1, w=9), 1)
    mine = put(st, char("MINE", "Mine", s=1, w=9), 0)
    st, _ = play_card(st, card("The Leviathan - Guardian of Atlantis"))
    st = choose(st, ["yes"])
    assert option_ids(st) == {str(big), str(mid), str(small)}  # opposing characters only
    st = choose(st, [big])
    assert option_ids(st) == {str(mid), str(small)}  # 4 {S} left
    st = choose(st, [mid])
    assert not st.pending  # 0 {S} left: nothing else fits
    assert st.table.cards[big].zone == "discard" and st.table.cards[mid].zone == "discard"
    assert st.table.cards[small].zone == "play" and st.table.cards[mine].zone == "play"


def test_the_leviathan_may_stop_early_and_needs_two_discarded_cards():
    # Lorcana 7.1.3 ("any number": the player stops when they like) and 7.4.4.1 (no trigger without the condition)
    st = leviathan_game(2)
    big = put(st, char("BIG", "Big", s=6, w=9), 1)
    small = put(st, char("SMALL", "Small", s=1, w=9), 1)
    st, _ = play_card(st, card("The Leviathan - Guardian of Atlantis"))
    st = choose(choose(st, ["yes"]), [small])
    st = choose(st, [])
    assert st.table.cards[small].zone == "discard" and st.table.cards[big].zone == "play"
    st = leviathan_game(1)
    big = put(st, char("BIG", "Big", s=6, w=9), 1)
    st, _ = play_card(st, card("The Leviathan - Guardian of Atlantis"))
    assert not st.pending and st.table.cards[big].zone == "play"


def test_prince_charming_only_one_character_can_challenge_each_turn():
    # Lorcana 1.2.2: "only one character can challenge" beats 4.3.6; the same character may challenge again
    st = started()
    put(st, card("Prince Charming - Protector of the Realm"), 1)  # an opponent's: it limits every player
    a = put(st, char("A", "Alpha", s=1, w=9), 0)
    b = put(st, char("B", "Beta", s=1, w=9), 0)
    foes = [put(st, char(f"F{i}", f"Foe {i}", s=0, w=9), 1, tapped=True) for i in range(2)]
    st = act(st, "challenge", uid=a, target=foes[0])
    with pytest.raises(RulesError, match=r"1\.2\.2"):
        act(st, "challenge", uid=b, target=foes[1])
    st.table.cards[a].tapped = False  # readied by some effect: Alpha may challenge again
    st = act(st, "challenge", uid=a, target=foes[1])
    assert st.table.cards[foes[1]].damage == 1
    st = end_turn(end_turn(st))  # a new turn: another character may be the one
    st.table.cards[foes[0]].tapped = True
    st = act(st, "challenge", uid=b, target=foes[0])
    assert st.table.cards[foes[0]].damage == 2


def test_prince_charming_gone_lifts_the_limit():
    # Lorcana 7.6: the static applies only while he is in play
    st = started()
    prince = put(st, card("Prince Charming - Protector of the Realm"), 1)
    a = put(st, char("A", "Alpha", s=1, w=9), 0)
    b = put(st, char("B", "Beta", s=1, w=9), 0)
    foe = put(st, char("F0", "Foe", s=0, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=a, target=foe)
    st.table.move(prince, "discard")
    st = act(st, "challenge", uid=b, target=foe)
    assert st.table.cards[foe].damage == 2


def set_hand(st, p: int, n: int) -> list[int]:
    for u in list(st.table.zone(p, "hand")):
        st.table.move(u, "deck", player=p, position=None)
    return [put(st, FILLER, p, "hand") for _ in range(n)]


def test_goliath_your_turn_end_discards_down_to_two_of_your_choice():
    # Lorcana 4.4.1.1 (end-of-turn triggers) and 8.3.4 (the player chooses what to discard)
    st = started()
    put(st, card("Goliath - Clan Leader"), 0)
    cards = set_hand(st, 0, 4)
    st = act(st, "end_turn", 0)
    assert st.pending[0].player == 0 and st.pending[0].kind == "discard" and st.pending[0].min == 2
    st = choose(st, cards[:2])
    assert sorted(st.table.zone(0, "hand")) == sorted(cards[2:]) and st.active == 1


def test_goliath_opponents_turn_end_draws_them_up_to_two():
    # Lorcana 7.4.2 ("each player's turn": also the opponent's) and 4.2.3.1 (draw until they have 2)
    st = started()
    put(st, card("Goliath - Clan Leader"), 0)
    set_hand(st, 0, 2)  # exactly 2: nothing happens at the end of your turn
    st = end_turn(st)
    assert st.active == 1 and len(st.table.zone(0, "hand")) == 2
    set_hand(st, 1, 0)
    st = act(st, "end_turn", 1)
    assert st.active == 0 and not st.pending and len(st.table.zone(1, "hand")) == 2


def test_luisa_takes_one_damage_then_passes_all_of_it_to_an_opposing_character():
    # Lorcana 7.1.8 ("up to 1"), 7.1.2 (the "if" checked then) and 9.3.1 (counters moved, not dealt)
    st = started()
    luisa = put(st, card("Luisa Madrigal - Confident Climber"), 0, damage=2)
    hurt = put(st, char("HURT", "Hurt", w=9), 0, damage=2)
    foe = put(st, char("FOE", "Foe", w=9), 1)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=luisa, ability=1)
    assert str(foe) not in option_ids(st)  # a character of yours
    st = choose(st, [hurt])
    assert option_ids(st) == {"0", "1"}
    st = choose(st, ["1"])
    assert option_ids(st) == {str(foe)}  # she has 3 damage: all of it goes to a chosen opposing character
    st = choose(st, [foe])
    assert (
        st.table.cards[luisa].damage == 0
        and st.table.cards[hurt].damage == 1
        and st.table.cards[foe].damage == 3
    )


def test_luisa_below_three_damage_keeps_it():
    # Lorcana 7.1.2: with fewer than 3 damage nothing more happens; "up to" allows moving none (7.1.8)
    st = started()
    luisa = put(st, card("Luisa Madrigal - Confident Climber"), 0, damage=2)
    hurt = put(st, char("HURT", "Hurt", w=9), 0, damage=2)
    put(st, char("FOE", "Foe", w=9), 1)
    ink_up(st, 0, 1)
    st = choose(choose(act(st, "activate", uid=luisa, ability=1), [hurt]), ["0"])
    assert not st.pending and st.table.cards[luisa].damage == 2 and st.table.cards[hurt].damage == 2


def test_the_family_scattered_opponent_chooses_three_and_places_them():
    # Lorcana 7.1.3: the opponent chooses the 3 characters and where each goes (hand, bottom, top)
    st = started()
    foes = [put(st, char(f"F{i}", f"Foe {i}"), 1) for i in range(4)]
    mine = put(st, char("MINE", "Mine"), 0)
    st, _ = play_card(st, card("The Family Scattered"))
    assert st.pending[0].player == 1 and option_ids(st) == set(map(str, foes))
    st = choose(st, foes[:3])
    assert st.pending[0].player == 1 and option_ids(st) == set(map(str, foes[:3]))
    st = choose(st, [foes[2]])  # to the hand
    st = choose(st, [foes[0]])  # to the bottom; the last one goes on top
    assert st.table.cards[foes[2]].zone == "hand"
    assert st.table.zone(1, "deck")[-1] == foes[0] and st.table.zone(1, "deck")[0] == foes[1]
    assert st.table.cards[foes[3]].zone == "play" and st.table.cards[mine].zone == "play"


def test_the_family_scattered_with_fewer_characters_fills_the_first_places():
    # Lorcana 1.2.3: do as much as possible; with one character it returns to the hand
    st = started()
    foe = put(st, char("F0", "Foe 0"), 1)
    st, _ = play_card(st, card("The Family Scattered"))
    assert not st.pending and st.table.cards[foe].zone == "hand"


def location(cid: str, move_cost: int) -> dict:
    return custom(cid, f"Place {cid}", card_type="Location", cost=1, move_cost=move_cost, w=9, lore=0)


def test_raksha_moves_for_one_less_once_per_turn():
    # Lorcana 4.3.7.4 and 6.5.4: the move cost, 1 {I} less for her first move of the turn that costs ink
    st = started()
    raksha = put(st, card("Raksha - Fearless Mother"), 0)
    other = put(st, char("OTHER", "Other"), 0)
    a, b = put(st, location("LA", 2), 0), put(st, location("LB", 2), 0)
    st, paid = move_and_pay(st, raksha, a, 1)
    assert paid == 1 and st.table.cards[raksha].flags.get("at") == a
    st, paid = move_and_pay(st, raksha, b, 2)
    assert paid == 2  # the second move this turn: full cost
    st, paid = move_and_pay(st, other, a, 2)
    assert paid == 2  # only she moves for less
    st = end_turn(end_turn(st))
    st, paid = move_and_pay(st, raksha, a, 1)
    assert paid == 1  # a new turn


def test_raksha_free_move_does_not_use_up_the_decrease():
    # Lorcana 6.5.4: a free move (cost 0) is not made cheaper, so the later paid move still is
    st = started()
    raksha = put(st, card("Raksha - Fearless Mother"), 0)
    free, paid_loc = put(st, location("LF", 0), 0), put(st, location("LP", 2), 0)
    st, paid = move_and_pay(st, raksha, free, 0)
    assert paid == 0
    st, paid = move_and_pay(st, raksha, paid_loc, 1)
    assert paid == 1


def test_shere_khan_pays_ink_and_damage_to_ready_but_cant_quest():
    # Lorcana 7.5.3.2 (the whole cost: 1 ink and 1 damage to him), then he is readied but can't quest (1.2.2)
    st = started()
    khan = put(st, card("Shere Khan - Fierce and Furious"), 0, tapped=True)
    foe = put(st, char("FOE", "Foe", s=0, w=9), 1, tapped=True)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=khan, ability=1)
    assert st.table.cards[khan].damage == 1 and not st.table.cards[khan].tapped and ready_ink(st, 0) == 0
    with pytest.raises(RulesError, match=r"4\.3\.5"):
        act(st, "quest", uid=khan)
    st = act(st, "challenge", uid=khan, target=foe)  # he may still challenge
    assert st.table.cards[foe].damage > 0


def test_shere_khan_needs_the_ink():
    # Lorcana 7.5.3: the cost can't be paid without 1 ready ink
    st = started()
    khan = put(st, card("Shere Khan - Fierce and Furious"), 0, tapped=True)
    with pytest.raises(RulesError, match=r"7\.5\.3"):
        act(st, "activate", uid=khan, ability=1)
    assert st.table.cards[khan].damage == 0
