"""Round 7 for set 6 (Azurite Sea): the 19 cards that were still resolved by hand when imported from
Lorcast (/work/shared/data/lorcana/lorcast-cards-en.json), played from that real data in engine games.

Lorcast spells four of them with other typography ("* " mode bullets, "{2} {I}"; now read by
engine.lorcana.cards.lorcast_text), gives twelve a preview or older wording of the printed card
(engine.lorcana.cards.reworded_set6: the importer takes the registry's printed words), and two had
no mechanism: an action's leading cost decrease (schema.split_action) and "can't gain lore unless …"
(engine.lorcana.lore_locks). Every clause is checked, with its "may", its "up to", its condition
and the case where nothing matches."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import registry_texts
from engine.lorcana.cards.lorcast_text import canonical_text
from engine.lorcana.cards.reworded_set6 import REWORDED_SET6
from engine.lorcana.cards.schema import normalize_symbols
from engine.lorcana.characteristics import has, keyword_value, stat
from tests.lorcana.helpers import (
    act,
    activated,
    challenge,
    choose,
    custom,
    end_turn,
    hand,
    ids,
    ink_up,
    play,
    put,
    settle,
    spent,
    started,
)
from tests.lorcana.real import lorcast, lorcast_by_id, needs_lorcast

pytestmark = needs_lorcast


ROBOT = ["Storyborn", "Robot"]


# --- what the importer reads -------------------------------------------------------------------------


def test_lorcast_typography_asterisk_bullets_and_braced_ink_amounts():
    # Lorcana 1.2.4 (a "choose one" lists its modes with bullets; the mode is chosen as it resolves), 7.5.1 (an activated ability's cost)
    assert canonical_text("Choose one:\n* Draw a card.\n* Y.") == "Choose one:\n• Draw a card.\n• Y."
    assert canonical_text("X {E}, {2} {I} — Draw.") == "X {E}, 2 {I} — Draw."
    assert canonical_text("Chosen character gets -1 {S}.") == "Chosen character gets -1 {S}."


def test_preview_wordings_take_the_printed_words_of_the_registry():
    # Lorcana 1.1.6 / 6.2.1: the printed text is the card's rules; every set 6 rewording is the registry's words
    texts = registry_texts()
    if not texts:
        pytest.skip("no pinned registry")
    for cid in REWORDED_SET6:
        assert lorcast_by_id()[cid]["text"] == normalize_symbols(texts[cid][1]), cid
    assert "with 0 {S}" in lorcast_by_id()["6-160"]["text"]  # Yokai: the number Lorcast lost
    assert "another chosen character of yours" in lorcast_by_id()["6-21"]["text"]  # Kanga


def test_every_set_6_lorcast_printing_with_text_is_automated():
    manual = sorted(d["full_name"] for d in lorcast_by_id().values() if d["set"] == "6" and d.get("text") and not compiler.is_automated(d))
    assert manual == []


# --- actions -------------------------------------------------------------------------------------------


def test_seeking_the_half_crown_costs_1_less_per_sorcerer_and_draws_2():
    # Lorcana 4.3.4.5 (cost decrease from the hand, 7.6.5), 8.2 (draw)
    crown = lorcast("6-64")
    assert crown["cost"] == 5
    st = started()
    for i in range(2):
        put(st, custom(f"S{i}", f"Mage {i}", classifications=["Storyborn", "Sorcerer"]), 0)
    put(st, custom("PL", "Plain"), 0)  # not a Sorcerer
    put(st, custom("OS", "Their Mage", classifications=["Storyborn", "Sorcerer"]), 1)  # not yours
    before = hand(st)
    st, uid = play(st, crown, ink=5)
    assert spent(st) == 3 and hand(st) == before + 2 and st.table.cards[uid].zone == "discard"
    st = started()  # no Sorcerer: full cost, and 4 ink is not enough
    ink_up(st, 0, 4)
    uid = put(st, crown, 0, "hand")
    with pytest.raises(RulesError):
        act(st, "play", 0, uid=uid, mode="ink")


def test_sail_the_azurite_sea_an_additional_ink_this_turn_and_a_draw():
    # Lorcana 8.5.5 (an additional card into the inkwell this turn), 4.3.3 (once per turn otherwise)
    st = started()
    a, b, c = (put(st, custom(f"H{i}", f"Ink {i}"), 0, "hand") for i in range(3))
    st = act(st, "ink", uid=a)
    with pytest.raises(RulesError):
        act(st, "ink", uid=b)  # 4.3.3.1: once per turn
    before = hand(st)
    st, _ = play(st, lorcast("6-163"))
    assert hand(st) == before + 1
    st = act(st, "ink", uid=b)
    with pytest.raises(RulesError):
        act(st, "ink", uid=c)  # one additional only
    st = end_turn(end_turn(st))
    st = act(st, "ink", uid=c)  # next turn: the usual one again
    assert st.table.cards[c].zone == "inkwell"


def test_prepare_your_bot_readies_an_item_or_a_robot_that_then_cant_quest():
    # Lorcana 1.2.4 (choose one: the mode is chosen as it resolves), 4.3.5.6 quest refused after "can't quest for the rest of this turn"
    st = started()
    item = put(st, custom("IT", "Gadget", card_type="Item"), 0, tapped=True)
    robot = put(st, custom("RB", "Bot", classifications=ROBOT), 0, tapped=True)
    plain = put(st, custom("PL", "Plain"), 0, tapped=True)
    st, _ = play(st, lorcast("6-165"))
    st = choose(st, ["1"])
    assert str(item) in ids(st) and str(robot) not in ids(st)
    st = choose(st, [item])
    assert not st.table.cards[item].tapped and st.table.cards[robot].tapped
    st, _ = play(st, lorcast("6-165"))
    st = choose(st, ["2"])
    assert str(robot) in ids(st) and str(plain) not in ids(st) and str(item) not in ids(st)
    st = choose(st, [robot])
    assert not st.table.cards[robot].tapped
    with pytest.raises(RulesError):
        act(st, "quest", uid=robot)
    st = end_turn(end_turn(st))
    st = act(st, "quest", uid=robot)  # the next turn it can
    assert st.table.cards[robot].tapped


# --- items ---------------------------------------------------------------------------------------------


def test_baymaxs_healthcare_chip_heals_1_or_3_with_a_robot():
    # Lorcana 1.2.4 (choose one: the mode is chosen as it resolves), 7.1.8 ("up to": the player picks), the "if" read as it resolves
    for robot, mode, healed in ((False, 0, 1), (True, 1, 3), (False, 1, 0)):
        st = started()
        chip = put(st, lorcast("6-166"), 0)
        hurt = put(st, custom("H1", "Hurt", w=9), 0, damage=4)
        if robot:
            put(st, custom("R1", "Robo", classifications=ROBOT), 0)
        st = act(st, "activate", uid=chip, ability=activated(st, chip))
        st = choose(st, [st.pending[0].options[mode].id])
        if healed:
            st = choose(st, [hurt])
            assert str(healed) in ids(st) and "0" in ids(st)
            st = choose(st, [str(healed)])
        assert st.table.cards[hurt].damage == 4 - healed and st.table.cards[chip].tapped


def test_pixie_dust_gives_challenger_2_and_evasive_until_your_next_turn():
    # Lorcana 7.5.1 ({E}, 2 {I} cost), 10.3 Challenger, 10.4 Evasive; "until the start of your next turn"
    st = started()
    dust = put(st, lorcast("6-67"), 0)
    mine = put(st, custom("M1", "Mine", s=1), 0)
    ink_up(st, 0, 2)
    st = act(st, "activate", uid=dust, ability=activated(st, dust))
    st = choose(st, [mine])
    assert spent(st) == 2 and st.table.cards[dust].tapped
    assert keyword_value(st, mine, "Challenger") == 2 and has(st, mine, "Evasive")
    st = end_turn(st)
    assert has(st, mine, "Evasive")  # through the opponent's turn
    st = end_turn(st)
    assert not has(st, mine, "Evasive") and not has(st, mine, "Challenger")


def test_megabot_enters_exerted_and_banishes_itself_for_an_item_or_a_damaged_character():
    # Lorcana 7.5.1 (cost: {E}, banish this item), 1.2.4 (choose one: the mode is chosen as it resolves)
    st = started()
    st, bot = play(st, lorcast("6-98"))
    assert st.table.cards[bot].tapped  # HAPPY FACE
    with pytest.raises(RulesError):
        act(st, "activate", uid=bot, ability=activated(st, bot))  # exerted: can't pay {E} (7.5.1)
    for mode, want in (("1", "item"), ("2", "hurt")):
        st = started()
        bot = put(st, lorcast("6-98"), 0)
        item = put(st, custom("IT", "Thing", card_type="Item"), 1)
        hurt = put(st, custom("HU", "Hurt", w=5), 1, damage=1)
        whole = put(st, custom("WH", "Whole", w=5), 1)
        st = act(st, "activate", uid=bot, ability=activated(st, bot))
        assert st.table.cards[bot].zone == "discard"
        st = choose(st, [mode])
        if want == "hurt":
            assert str(whole) not in ids(st)
        st = choose(st, [item if want == "item" else hurt])
        assert st.table.cards[item].zone == ("discard" if want == "item" else "play")
        assert st.table.cards[hurt].zone == ("discard" if want == "hurt" else "play") and st.table.cards[whole].zone == "play"


# --- characters ----------------------------------------------------------------------------------------


def test_john_silver_may_damage_another_of_yours_to_ready_it_without_questing():
    # Lorcana 7.1.3 ("you may"), "if you do" (only after the damage was dealt), 4.3.5.6 (a quest an effect prevents is refused)
    st = started()
    john = put(st, lorcast("6-109"), 0)
    mate = put(st, custom("MA", "Mate", s=3, w=5), 0, tapped=True)
    foe = put(st, custom("FO", "Foe", w=5), 1, tapped=True)
    st = act(st, "quest", uid=john)
    st = choose(st, ["yes"])
    assert str(mate) in ids(st) and str(john) not in ids(st) and str(foe) not in ids(st)
    st = settle(choose(st, [mate]))
    assert st.table.cards[mate].damage == 1 and not st.table.cards[mate].tapped
    with pytest.raises(RulesError):
        act(st, "quest", uid=mate)
    st = challenge(st, mate, foe)  # it may still challenge
    assert st.table.cards[foe].damage == 3
    st = started()  # declined: nothing happens
    john = put(st, lorcast("6-109"), 0)
    mate = put(st, custom("MA", "Mate", w=5), 0, tapped=True)
    st = act(st, "quest", uid=john)
    st = choose(st, ["no"])
    assert st.table.cards[mate].damage == 0 and st.table.cards[mate].tapped


def test_hiro_hamada_searches_an_item_or_robot_to_the_top_for_exert_and_2_ink():
    # Lorcana 7.5.1 (cost {E}, 2 {I}), 8.2.2 search; the card goes on top after the shuffle
    st = started()
    hiro = put(st, lorcast("6-145"), 0)
    item = put(st, custom("IT", "Gizmo", card_type="Item"), 0, "deck")
    robot = put(st, custom("RB", "Baymax", classifications=ROBOT), 0, "deck")
    put(st, custom("PL", "Plain"), 0, "deck")
    ink_up(st, 0, 2)
    st = act(st, "activate", uid=hiro, ability=activated(st, hiro))
    assert ids(st) >= {str(item), str(robot)}
    assert not any(st.cards[st.table.cards[int(o)].card_id]["name"] in ("Plain", "Steel Sentinel") for o in ids(st) if o.isdigit())
    st = choose(st, [item])
    assert st.table.zone(0, "deck")[0] == item and spent(st) == 2 and st.table.cards[hiro].tapped
    st = started()  # 1 ink: the cost can't be paid
    hiro = put(st, lorcast("6-145"), 0)
    ink_up(st, 0, 1)
    with pytest.raises(RulesError):
        act(st, "activate", uid=hiro, ability=activated(st, hiro))


def test_yokai_plays_microbots_free_and_draws_per_opposing_0_strength_character():
    # Lorcana 4.3.4.10 (play for free), 8.2.3 (a draw; "for each" counted as it resolves)
    yokai = lorcast("6-160")
    bots = next(d for d in lorcast_by_id().values() if d["full_name"] == "Microbots")
    st = started()
    uid = put(st, yokai, 0)
    bot = put(st, bots, 0, "hand")
    st = act(st, "play", 0, uid=bot, mode="free")
    assert st.table.cards[bot].zone == "play"
    st = settle(st)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    other = put(st, custom("IT", "Other Item", card_type="Item", cost=1), 0, "hand")
    with pytest.raises(RulesError):
        act(st, "play", 0, uid=other, mode="free")  # only items named Microbots
    st = started()
    uid = put(st, yokai, 0)
    for i, s in enumerate((0, 0, 1)):
        put(st, custom(f"F{i}", f"Foe{i}", s=s), 1)
    put(st, custom("M1", "Mine", s=0), 0)  # my own doesn't count
    before = hand(st)
    st = act(st, "quest", uid=uid)
    assert hand(st) == before + 2
    st = started()  # none: no draw
    uid = put(st, yokai, 0)
    put(st, custom("F1", "Foe", s=3), 1)
    before = hand(st)
    st = act(st, "quest", uid=uid)
    assert hand(st) == before


@pytest.mark.parametrize("pirate", [True, False])
def test_kakamora_pirate_chief_draws_then_discards_to_deal_1_or_3(pirate: bool):
    # Lorcana 7.1.3 ("you may"), 7.1.2.2 ("[A] to [B]"), 7.7.2 ("deal 3 damage instead")
    st = started()
    chief = put(st, lorcast("6-172"), 0)
    fodder = put(st, custom("FOD", "Fodder", classifications=["Storyborn", "Pirate"] if pirate else ["Storyborn"]), 0, "hand")
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    before = hand(st)
    st = act(st, "quest", uid=chief)
    st = choose(st, ["yes"])
    assert hand(st) == before + 1 and st.pending[0].kind == "discard"
    st = choose(st, [fodder])
    st = choose(st, [foe])
    assert st.table.cards[fodder].zone == "discard" and st.table.cards[foe].damage == (3 if pirate else 1)
    st = started()  # declined: no draw, no discard
    chief = put(st, lorcast("6-172"), 0)
    put(st, custom("FOE", "Foe", w=9), 1)
    before = hand(st)
    st = act(st, "quest", uid=chief)
    st = choose(st, ["no"])
    assert not st.pending and hand(st) == before


def test_jim_hawkins_gains_challenger_2_whenever_a_card_goes_into_your_inkwell_on_your_turn():
    # Lorcana 7.4.1 (trigger), 4.3.3 (inking), 10.3 Challenger (+2 while challenging), "this turn"
    st = started()
    jim = put(st, lorcast("6-173"), 0)
    assert not has(st, jim, "Challenger")
    st = settle(act(st, "ink", uid=put(st, custom("H1", "Ink"), 0, "hand")))
    assert keyword_value(st, jim, "Challenger") == 2
    foe = put(st, custom("FO", "Foe", s=0, w=9), 1, tapped=True)
    base = stat(st, jim, "strength")
    st = challenge(st, jim, foe)
    assert st.table.cards[foe].damage == base + 2
    st = end_turn(st)
    assert not has(st, jim, "Challenger")  # this turn only
    st = settle(act(st, "ink", 1, uid=put(st, custom("H2", "Ink"), 1, "hand")))
    assert not has(st, jim, "Challenger")  # the opponent's inkwell, the opponent's turn


def test_mickey_night_watch_gives_your_plutos_resist_1():
    # Lorcana 10.6 Resist ("characters named Pluto": yours only)
    st = started()
    put(st, lorcast("6-187"), 0)
    pluto = put(st, custom("PL", "Pluto"), 0)
    other = put(st, custom("GO", "Goofy"), 0)
    theirs = put(st, custom("P2", "Pluto", version="Theirs"), 1)
    assert keyword_value(st, pluto, "Resist") == 1
    assert not has(st, other, "Resist") and not has(st, theirs, "Resist")


def test_sugar_rush_speedway_finish_line_may_banish_itself_for_3_lore_and_3_cards():
    # Lorcana 4.3.7 (moving from a location), 7.1.3 ("you may"), 7.1.2.2 ("[A] to [B]")
    for answer in ("yes", "no"):
        st = started()
        rush = put(st, lorcast("6-207"), 0)
        start = put(st, custom("LOC", "Start", card_type="Location", w=9, lore=0, move_cost=0), 0)
        racer = put(st, custom("RAC", "Racer"), 0)
        st.table.cards[racer].flags["at"] = start
        ink_up(st, 0, lorcast("6-207")["move_cost"])
        before = hand(st)
        st = act(st, "move", uid=racer, location=rush)
        st = choose(st, [answer])
        if answer == "yes":
            assert st.table.cards[rush].zone == "discard" and st.lore[0] == 3 and hand(st) == before + 3
        else:
            assert st.table.cards[rush].zone == "play" and st.lore[0] == 0 and hand(st) == before
    st = started()  # from no location: no trigger
    rush = put(st, lorcast("6-207"), 0)
    racer = put(st, custom("RAC", "Racer"), 0)
    ink_up(st, 0, lorcast("6-207")["move_cost"])
    st = act(st, "move", uid=racer, location=rush)
    assert not st.pending and st.table.cards[rush].zone == "play"


def test_kanga_another_chosen_character_of_yours_cant_be_challenged_until_your_next_turn():
    # Lorcana 4.3.6 (challenge refused), "another chosen character of yours" (not Kanga, not theirs)
    st = started()
    kanga = put(st, lorcast("6-21"), 0)
    roo = put(st, custom("RO", "Roo"), 0, tapped=True)
    foe = put(st, custom("FO", "Foe", s=3, w=9), 1)
    st = act(st, "quest", uid=kanga)
    assert str(roo) in ids(st) and str(kanga) not in ids(st) and str(foe) not in ids(st)
    st = settle(choose(st, [roo]))
    st = end_turn(st)
    with pytest.raises(RulesError):
        act(st, "challenge", 1, uid=foe, target=roo)
    st = challenge(st, foe, kanga)  # Kanga herself can be
    st = end_turn(st)
    assert st.active == 0
    st.table.cards[roo].tapped = True
    st = end_turn(st)
    st = challenge(st, foe, roo)  # after the start of your next turn: no longer
    assert st.table.cards[roo].damage == 3 or st.table.cards[roo].zone == "discard"


def test_hundred_acre_island_gains_1_when_a_character_is_banished_here_on_an_opponents_turn():
    # Lorcana 7.4.4 ("during an opponent's turn"), 4.3.7 (a character at a location)
    st = started()
    isle = put(st, lorcast("6-34"), 0)
    pooh = put(st, custom("PO", "Pooh", w=1), 0)
    away = put(st, custom("AW", "Away", w=1), 0)
    st.table.cards[pooh].flags["at"] = isle
    foe = put(st, custom("FO", "Foe", s=5, w=9), 1, tapped=True)
    own = put(st, custom("OW", "Own", s=1, w=1), 0)
    st.table.cards[own].flags["at"] = isle
    st = challenge(st, own, foe)  # banished here on my own turn: no lore
    assert st.table.cards[own].zone == "discard" and st.lore[0] == 0
    st = end_turn(st)
    foe2 = put(st, custom("F2", "Foe 2", s=5, w=9), 1)
    st.table.cards[pooh].tapped = st.table.cards[away].tapped = True
    st = challenge(st, foe2, away)  # not here
    assert st.table.cards[away].zone == "discard" and st.lore[0] == 0
    st = challenge(st, foe, pooh)
    assert st.table.cards[pooh].zone == "discard" and st.lore[0] == 1


def test_hades_lord_of_the_dead_gains_2_when_another_of_yours_is_banished_on_an_opponents_turn():
    # Lorcana 7.4.4 ("during an opponent's turn"), "one of your other characters"
    st = started()
    put(st, lorcast("6-36"), 0)
    mine = put(st, custom("M1", "Mine", s=1, w=1), 0)
    foe = put(st, custom("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = challenge(st, mine, foe)
    assert st.lore[0] == 0  # my own turn
    st = started()
    hades = put(st, lorcast("6-36"), 0, tapped=True)
    mine = put(st, custom("M2", "Mine", w=1), 0, tapped=True)
    theirs = put(st, custom("T1", "Theirs", s=0, w=1), 1)
    st = end_turn(st)
    attacker = put(st, custom("A1", "Attacker", s=9, w=9), 1)
    st = challenge(st, attacker, mine)
    assert st.lore[0] == 2
    st = challenge(st, put(st, custom("A2", "Attacker 2", s=9, w=9), 1), hades)  # Hades himself: not "other"
    assert st.lore[0] == 2
    assert st.table.cards[theirs].zone == "play"


def test_jasmine_royal_seafarer_exerts_a_damaged_character_or_makes_a_foe_reckless_next_turn():
    # Lorcana 1.2.4 (choose one: the mode is chosen as it resolves), 10.5 Reckless ("during their next turn")
    st = started()
    hurt = put(st, custom("HU", "Hurt", w=5), 1, damage=1)
    whole = put(st, custom("WH", "Whole", w=5), 1)
    st, _ = play(st, lorcast("6-70"))
    st = choose(st, ["1"])
    assert str(hurt) in ids(st) and str(whole) not in ids(st)
    st = choose(st, [hurt])
    assert st.table.cards[hurt].tapped
    st = started()
    mine = put(st, custom("MI", "Mine", w=5), 0)
    foe = put(st, custom("FO", "Foe", s=1, w=5), 1)
    st, _ = play(st, lorcast("6-70"))
    st = choose(st, ["2"])
    assert str(foe) in ids(st) and str(mine) not in ids(st)
    st = choose(st, [foe])
    assert not has(st, mine, "Reckless")
    st.table.cards[mine].tapped = True
    st = end_turn(st)
    assert has(st, foe, "Reckless")
    with pytest.raises(RulesError):
        act(st, "quest", 1, uid=foe)  # 10.5: can't quest
    with pytest.raises(RulesError):
        act(st, "end_turn", 1)  # 10.5: must challenge if able (an exerted character of mine is there)
    st = challenge(st, foe, mine)
    st = end_turn(st)
    assert not has(st, foe, "Reckless")


def test_peter_pan_never_land_prankster_stops_lore_until_they_challenge():
    # Lorcana 1.2.2 ("can't gain lore" beats the quest's gain, 4.3.5.8), lifted once one of their characters challenged (4.3.6)
    st = started()
    st, pan = play(st, lorcast("6-85"))
    assert st.table.cards[pan].tapped  # LOOK INNOCENT
    quester = put(st, custom("Q1", "Quester", lore=2), 1)
    fighter = put(st, custom("C1", "Fighter", s=1, w=9), 1)
    target = put(st, custom("T1", "Target", w=9), 0, tapped=True)
    mine = put(st, custom("M1", "Mine", lore=1), 0)
    st = act(st, "quest", uid=mine)
    assert st.lore[0] == 1  # Pan's controller still gains
    st = end_turn(st)
    st.table.cards[pan].tapped = True
    st = act(st, "quest", 1, uid=quester)
    assert st.lore[1] == 0 and st.table.cards[quester].tapped  # it quested, and gained nothing
    st = challenge(st, fighter, target)
    quester2 = put(st, custom("Q2", "Quester 2", lore=2), 1)
    st = act(st, "quest", 1, uid=quester2)
    assert st.lore[1] == 2  # one of theirs has challenged this turn
    st = end_turn(end_turn(st))  # a new turn of theirs, Pan ready now
    assert st.active == 1
    st.table.cards[pan].tapped = False
    st = act(st, "quest", 1, uid=quester)
    assert st.lore[1] == 4  # while Pan is ready: no prohibition


def test_peter_pan_stops_gain_lore_effects_too():
    # Lorcana 1.2.2: a "gain N lore" effect of the opponent's is stopped the same way
    st = started()
    pan = put(st, lorcast("6-85"), 0, tapped=True)
    st = end_turn(st)
    st.table.cards[pan].tapped = True
    st, _ = play(st, custom("GL", "Lore Grab", "Gain 2 lore.", card_type="Action", cost=1), 1)
    assert st.lore[1] == 0


def test_owl_island_first_action_costs_less_and_a_second_action_gains_3_lore():
    # Lorcana 4.3.4.5 (cost decrease: the first action each turn), 7.4.1 ("whenever you play a second action")
    st = started()
    owl = put(st, lorcast("6-102"), 0)
    for i in range(2):
        u = put(st, custom(f"S{i}", f"Student {i}"), 0)
        st.table.cards[u].flags["at"] = owl
    put(st, custom("AW", "Away"), 0)
    ink_up(st, 0, 10)
    deed = custom("D1", "Deed", "Draw a card.", card_type="Action", cost=3)
    st = act(st, "play", uid=put(st, deed, 0, "hand"), mode="ink")
    assert spent(st) == 1 and st.lore[0] == 0
    st = settle(act(st, "play", uid=put(st, deed, 0, "hand"), mode="ink"))
    assert spent(st) == 4 and st.lore[0] == 3
    st = settle(act(st, "play", uid=put(st, deed, 0, "hand"), mode="ink"))
    assert st.lore[0] == 3  # the third action: no more lore


# --- set 11 printings the "* " bullets unlocked too (their registry words, played from Lorcast) ---------


def test_lorcast_set_11_asterisk_printings_read_as_the_registry_prints_them():
    # Lorcana 1.1.6: same printed text; the bullets were Lorcast's typography only
    texts = registry_texts()
    if not texts:
        pytest.skip("no pinned registry")
    for cid in ("11-61", "11-90", "11-97", "11-170"):
        assert lorcast_by_id()[cid]["text"] == normalize_symbols(texts[cid][1]), cid
        lorcast(cid)


def test_education_or_elimination_draws_and_boosts_or_banishes_a_damaged_character():
    # Lorcana 1.2.4 (choose one), 6.2.11 (+1 {L}), 10.4 Evasive until the start of your next turn
    st = started()
    mine = put(st, custom("MI", "Mine", lore=1), 0)
    foe = put(st, custom("FO", "Foe", w=5), 1)
    before = hand(st)
    st, _ = play(st, lorcast("11-97"))
    st = choose(st, ["1"])
    assert str(mine) in ids(st) and str(foe) not in ids(st)  # "of yours"
    st = choose(st, [mine])
    assert hand(st) == before + 1 and stat(st, mine, "lore") == 2 and has(st, mine, "Evasive")
    st = end_turn(st)
    assert has(st, mine, "Evasive") and stat(st, mine, "lore") == 2
    st = end_turn(st)
    assert not has(st, mine, "Evasive") and stat(st, mine, "lore") == 1
    st = started()
    hurt = put(st, custom("HU", "Hurt", w=5), 1, damage=1)
    whole = put(st, custom("WH", "Whole", w=5), 1)
    st, _ = play(st, lorcast("11-97"))
    st = choose(st, ["2"])
    assert str(hurt) in ids(st) and str(whole) not in ids(st)
    st = choose(st, [hurt])
    assert st.table.cards[hurt].zone == "discard"


def test_hidden_trap_enters_exerted_and_banishes_itself_for_an_item_or_minus_2_strength():
    # Lorcana 7.5.1 ({E}, banish this item), 1.2.4 (choose one), "this turn"
    st = started()
    st, trap = play(st, lorcast("11-170"))
    assert st.table.cards[trap].tapped  # ALMOST READY
    st = started()
    trap = put(st, lorcast("11-170"), 0)
    item = put(st, custom("IT", "Thing", card_type="Item"), 1)
    st = act(st, "activate", uid=trap, ability=activated(st, trap))
    assert st.table.cards[trap].zone == "discard"
    st = choose(st, ["1"])
    st = choose(st, [item])
    assert st.table.cards[item].zone == "discard"
    st = started()
    trap = put(st, lorcast("11-170"), 0)
    mine = put(st, custom("MI", "Mine", s=3), 0)
    foe = put(st, custom("FO", "Foe", s=3), 1)
    st = act(st, "activate", uid=trap, ability=activated(st, trap))
    st = choose(st, ["2"])
    assert str(foe) in ids(st) and str(mine) not in ids(st)  # opposing
    st = choose(st, [foe])
    assert stat(st, foe, "strength") == 1
    st = end_turn(st)
    assert stat(st, foe, "strength") == 3


def test_tod_playful_kit_gains_1_lore_or_gives_evasive():
    # Lorcana 1.2.4 (choose one), 4.3.5.8 (the quest's lore), 10.4 Evasive
    st = started()
    tod = put(st, lorcast("11-90"), 0)
    st = act(st, "quest", uid=tod)
    st = choose(st, ["1"])
    assert st.lore[0] == stat(st, tod, "lore") + 1
    st = started()
    tod = put(st, lorcast("11-90"), 0)
    mine = put(st, custom("MI", "Mine"), 0)
    foe = put(st, custom("FO", "Foe"), 1)
    st = act(st, "quest", uid=tod)
    st = choose(st, ["2"])
    assert str(foe) not in ids(st)
    st = choose(st, [mine])
    assert has(st, mine, "Evasive") and st.lore[0] == stat(st, tod, "lore")


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_do_you_want_to_build_a_snowman_the_opponent_chooses(answer: str):
    # Lorcana 1.2.4 (the chosen opponent makes the choice as it resolves), 8.2 (bottom of their deck)
    st = started()
    foe = put(st, custom("FO", "Foe"), 1)
    st, _ = play(st, lorcast("11-61"))
    while st.pending and st.pending[0].player == 0 and st.pending[0].kind != "mode":
        st = choose(st, [st.pending[0].options[0].id])  # the chosen opponent: the only one
    assert st.pending and st.pending[0].player == 1
    opts = [o.id for o in st.pending[0].options]
    assert len(opts) == 2  # YES! or NO!
    st = choose(st, [opts[0] if answer == "yes" else opts[1]])
    if answer == "no":
        if st.pending:
            st = choose(st, [foe])
        assert st.table.zone(1, "deck")[-1] == foe  # the bottom (index 0 is the top)
        assert st.lore[0] == 0
    else:
        assert st.lore[0] == 3 and st.table.cards[foe].zone == "play"
