"""Round 7 for sets 10 and 11: the cards still resolved by hand (13, plus the Daisy Duck -
Paranormal Investigator promos P3-23/P3-24), played from the real Lorcast data in engine games.

Seven Lorcast printings lost a symbol or a word of the printed card (engine.lorcana.cards.
reworded_sets10_11: the importer takes the registry's printed words); the rest needed a mechanism.
Every clause is checked, with its "may", its condition and the case where nothing matches."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import registry_texts
from engine.lorcana.cards.reworded_sets10_11 import REWORDED_SETS10_11
from engine.lorcana.cards.schema import normalize_symbols
from engine.lorcana.rules import R
from engine.lorcana.zones import put_in_inkwell
from tests.lorcana.helpers import (
    act,
    challenge,
    choose,
    custom,
    end_turn,
    ink_up,
    play,
    put,
    settle,
    spent,
    started,
)
from tests.lorcana.real import lorcast, lorcast_by_id, needs_lorcast, registry_cards

pytestmark = needs_lorcast


# --- what the importer reads -------------------------------------------------------------------------


def test_lost_symbols_take_the_printed_words_of_the_registry():
    # Lorcana 1.1.6 / 6.2.1: the printed text is the card's rules; every set 10-11 rewording is the registry's words
    texts = registry_texts()
    if not texts:
        pytest.skip("no pinned registry")
    for cid in REWORDED_SETS10_11:
        assert lorcast_by_id()[cid]["text"] == normalize_symbols(texts[cid][1]), cid
    assert "2 {I} less" in lorcast_by_id()["10-34"]["text"]  # Duckburg - Funso's Funzone
    assert "-1 {L} until" in lorcast_by_id()["10-95"]["text"]  # Trust In Me
    assert "5 {S} or more" in lorcast_by_id()["11-108"]["text"]  # Mulan - Ready for Battle
    assert "of yours facedown" in lorcast_by_id()["11-159"]["text"]  # Mickey Mouse - Bob Cratchit
    assert not lorcast_by_id()["10-129"]["text"].startswith("ACTION")  # Next Stop, Olympus


@pytest.mark.parametrize("cid", ["10-34", "10-81", "10-95", "11-108", "11-134", "11-159", "11-219", "11-223"])
def test_reworded_printings_compile_like_the_registry_card(cid):
    # Lorcana 6.2.1: the same printed text, the same abilities whichever source was imported
    data = lorcast(cid)
    reg = registry_cards().get(data["full_name"])
    if reg is None:
        pytest.skip("no pinned registry")
    assert [a.text for a in compiler.compile_card(data)] == [a.text for a in compiler.compile_card(reg)]


SCRIPTED = {
    "Daisy Duck - Paranormal Investigator": "set10.toml",
    "Angela - Night Warrior": "set11.toml",
    "Kristoff's Lute": "set11.toml",
    "John Smith - Undaunted Protector": "set11.toml",
    "Tod - Knows All the Tricks": "set11.toml",
    "Marshmallow - Cranky Climber": "set11.toml",
}


@pytest.mark.parametrize("full_name", sorted(SCRIPTED))
def test_round7_scripts_apply_to_their_cards(full_name):
    # the per-card scripts (text hash) match both imports' text of the card
    for data in (d for d in lorcast_by_id().values() if d["full_name"] == full_name):
        assert any(a.source == "script" and a.detail.startswith(f"scripts/{SCRIPTED[full_name]}") for a in compiler.compile_card(data)), data["id"]
        assert compiler.is_automated(data), data["id"]


# --- Daisy Duck - Paranormal Investigator ---------------------------------------------------------------


@pytest.mark.parametrize("cid", ["10-154", "P3-23", "P3-24"])
def test_daisy_duck_exerted_makes_cards_enter_opposing_inkwells_exerted(cid):
    # Lorcana 7.7.4 (a replacement changes how a card enters a zone), 4.3.3.2 (inked cards enter ready otherwise), 8.5.6
    daisy = lorcast(cid)
    st = started()
    d = put(st, daisy, 0, tapped=False)
    st = end_turn(st)  # P2's turn
    assert st.active == 1
    # Daisy ready: the opponent's inked card enters ready (the condition "while exerted" fails)
    c1 = put(st, custom("I1", "Inky"), 1, "hand")
    st = act(st, "ink", 1, uid=c1)
    assert st.table.cards[c1].zone == "inkwell" and st.table.cards[c1].tapped is False
    st.table.cards[d].tapped = True  # Daisy exerted (she quested on her turn)
    st.inked[1] = 0
    c2 = put(st, custom("I2", "Inky 2"), 1, "hand")
    st = act(st, "ink", 1, uid=c2)
    assert st.table.cards[c2].tapped is True  # enters exerted
    # an effect's "put … into their inkwell facedown" (8.5.6, ready otherwise) is replaced the same way
    c4 = put(st, custom("I4", "Inky 4"), 1, "deck")
    put_in_inkwell(st, c4, exerted=False, rule=R("8.5.6"), events=[])
    assert st.table.cards[c4].tapped is True
    # her controller's own inkwell is not an opponent's: P1's cards still enter ready
    st = end_turn(st)
    assert st.active == 0
    st.table.cards[d].tapped = True
    c3 = put(st, custom("I3", "Mine"), 0, "hand")
    st = act(st, "ink", 0, uid=c3)
    assert st.table.cards[c3].tapped is False


# --- Next Stop, Olympus ---------------------------------------------------------------------------------


@pytest.mark.parametrize("cid", ["10-129", "10-234"])
def test_next_stop_olympus_readies_no_quest_and_the_next_challenge_gains_1_lore(cid):
    # Lorcana 4.3.4.5 (cost decrease while you have a character with 5 {S} or more), 7.1.9 ("they"),
    # 4.3.5.6 (can't quest), 7.4.7.1 (a floating trigger; "the next time": once), 4.3.6.19 (a location is no character)
    card = lorcast(cid)
    st = started()
    hero = put(st, custom("HR", "Hero", s=3, w=9), 0, tapped=True)
    other = put(st, custom("OT", "Other", s=1, w=9), 0)
    foe1 = put(st, custom("F1", "Foe 1", s=0, w=9), 1, tapped=True)
    foe2 = put(st, custom("F2", "Foe 2", s=0, w=9), 1, tapped=True)
    spot = put(st, custom("LC", "Spot", card_type="Location", w=9), 1)
    st, uid = play(st, card)  # no character with 5 {S}: full cost
    st = settle(choose(st, [hero]))
    assert spent(st) == 2 and st.table.cards[uid].zone == "discard"
    assert st.table.cards[hero].tapped is False  # Ready chosen character
    with pytest.raises(RulesError):
        act(st, "quest", 0, uid=hero)  # can't quest for the rest of this turn (4.3.5.6)
    lore = st.lore[0]
    st = challenge(st, other, foe1)  # another character challenging: not "they"
    assert st.lore[0] == lore
    st = challenge(st, hero, spot)  # a location: not a character (4.3.6.19)
    assert st.lore[0] == lore
    st.table.cards[hero].tapped = False
    st = challenge(st, hero, foe1)
    assert st.lore[0] == lore + 1  # the next time they challenge another character: gain 1 lore
    st.table.cards[hero].tapped = False
    st = challenge(st, hero, foe2)
    assert st.lore[0] == lore + 1  # only the next time


def test_next_stop_olympus_costs_2_less_with_a_5_strength_character_and_lasts_this_turn_only():
    # Lorcana 4.3.4.5 / 7.6.5 (pay 2 {I} less), 7.4.7.1 (a floating trigger ends with the turn)
    st = started()
    put(st, custom("BG", "Big", s=5, w=9), 0)
    hero = put(st, custom("HR", "Hero", s=3, w=9), 0, tapped=True)
    st, _ = play(st, lorcast("10-129"))
    st = settle(choose(st, [hero]))
    assert spent(st) == 0 and st.table.cards[hero].tapped is False
    st = end_turn(end_turn(st))
    foe = put(st, custom("F1", "Foe", s=0, w=9), 1, tapped=True)
    lore = st.lore[0]
    st = challenge(st, hero, foe)
    assert st.lore[0] == lore  # "this turn" is over


# --- Angela - Night Warrior -----------------------------------------------------------------------------


def _stone(st, p: int, hand_cards: int = 3) -> int:
    """A Gargoyle with STONE BY DAY (Bronx - Ferocious Beast, 10-114), exerted, and a full hand."""
    uid = put(st, lorcast("10-114"), p, tapped=True)
    for i in range(hand_cards):
        put(st, custom(f"H{p}{i}", f"Card {p}{i}"), p, "hand")
    return uid


def test_stone_by_day_is_the_only_printed_cant_ready_any():
    # Lorcana 1.2.2: losing "cant_ready_any" loses exactly STONE BY DAY (no other printed ability gives it)
    reg = registry_cards()
    if not reg:
        pytest.skip("no pinned registry")
    seen = 0
    for data in reg.values():
        for ab in compiler.compile_card(data):
            if any(s.get("keyword") == "cant_ready_any" for s in ab.static):
                assert ab.name == "STONE BY DAY", data["full_name"]
                seen += 1
    assert seen >= 10


def test_angela_your_gargoyles_lose_stone_by_day():
    # Lorcana 4.2.1.1 (Ready step), 1.2.2 ("can't ready"), 7.6.1 (a static changes what a card has)
    st = started()
    mine = _stone(st, 0)
    theirs = _stone(st, 1)
    st = end_turn(end_turn(st))  # without Angela: STONE BY DAY holds her Gargoyle exerted
    assert st.table.cards[mine].tapped is True
    st, angela = play(st, lorcast("11-187"))
    assert st.pending[0].kind == "may"
    st = settle(choose(st, ["no"]))  # SHADOW POWER declined
    st = end_turn(st)
    assert st.table.cards[theirs].tapped is True  # an opponent's Gargoyle keeps it ("your")
    st = end_turn(st)
    assert len(st.table.zone(0, "hand")) >= 3
    assert st.table.cards[mine].tapped is False  # readied: STONE BY DAY lost
    # Angela gone: the ability is back
    st.table.cards[mine].tapped = True
    st.table.move(angela, "discard", player=0)
    st = end_turn(end_turn(st))
    assert st.table.cards[mine].tapped is True


def test_angela_shadow_power_may_give_challenger_and_resist_2_until_your_next_turn():
    # Lorcana 10.3 Challenger, 10.6 Resist, 7.1.3 ("may"), "until the start of your next turn"
    from engine.lorcana.characteristics import keyword_value

    st = started()
    ally = put(st, custom("AL", "Ally"), 0)
    st, _ = play(st, lorcast("11-187"))
    st = choose(st, ["yes"])
    st = settle(choose(st, [ally]))
    assert keyword_value(st, ally, "Challenger") == 2 and keyword_value(st, ally, "Resist") == 2
    st = end_turn(st)
    assert keyword_value(st, ally, "Resist") == 2  # through the opponent's turn
    st = end_turn(st)
    assert not keyword_value(st, ally, "Resist") and not keyword_value(st, ally, "Challenger")
    st = started()  # declined
    ally = put(st, custom("AL", "Ally"), 0)
    st, _ = play(st, lorcast("11-187"))
    st = settle(choose(st, ["no"]))
    assert not keyword_value(st, ally, "Resist") and not keyword_value(st, ally, "Challenger")


# --- Kristoff's Lute ------------------------------------------------------------------------------------


def _lute(st, ink: int) -> tuple[int, int]:
    from engine.lorcana.characteristics import abilities

    lute = put(st, lorcast("11-133"), 0)
    ink_up(st, 0, ink)
    return lute, next(i for i, a in enumerate(abilities(st, lute)) if a.kind == "activated")


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_kristoffs_lute_reveals_the_top_card_you_may_play_it_paying_otherwise_discard(answer):
    # Lorcana 7.5.1 ({E}, 2 {I}), 7.1.10 (revealed), 4.3.4.6 (played as from the hand: its cost paid), 7.1.3 ("may")
    st = started()
    lute, ab = _lute(st, 5)
    top = put(st, custom("TP", "Top Card", cost=3), 0, "deck")
    assert st.table.top(0, "deck", 1) == [top]
    st = act(st, "activate", 0, uid=lute, ability=ab)
    assert st.table.cards[lute].tapped is True
    assert st.pending[0].kind == "may"
    st = settle(choose(st, [answer]))
    if answer == "yes":
        assert st.table.cards[top].zone == "play" and spent(st) == 5  # 2 for the Lute, 3 for the card
    else:
        assert st.table.cards[top].zone == "discard" and spent(st) == 2  # Otherwise, put it in your discard


def test_kristoffs_lute_a_card_you_cant_pay_for_goes_to_the_discard():
    # Lorcana 1.2.3 (what can't be done isn't), 4.3.4.6 (its cost must be paid), 7.1.10
    st = started()
    lute, ab = _lute(st, 3)
    top = put(st, custom("TP", "Top Card", cost=3), 0, "deck")
    st = settle(act(st, "activate", 0, uid=lute, ability=ab))
    assert not (st.pending and st.pending[0].kind == "may")
    assert st.table.cards[top].zone == "discard" and spent(st) == 2
    with pytest.raises(RulesError):
        act(st, "activate", 0, uid=lute, ability=ab)  # exerted: {E} can't be paid again (7.5.1)


# --- John Smith - Undaunted Protector -------------------------------------------------------------------


def _opts(st) -> set[int]:
    return {int(o.id) for o in st.pending[0].options}


def _smash(text: str = "Deal 3 damage to chosen character.") -> dict:
    return custom("SM", "Smash", text, card_type="Action", cost=3)


def test_john_smith_opponents_must_choose_him_for_actions():
    # Lorcana 2.2.0 6.7.3.2 (outside the seed documents) Example A (the choice must meet the "must choose" requirement), 10.2 Bodyguard (his keyword)
    john = lorcast("11-193")
    st = started()
    j = put(st, john, 0)
    mine = put(st, custom("MN", "Mine", w=9), 0)
    theirs = put(st, custom("TH", "Theirs", w=9), 1)
    st = end_turn(st)
    st, _ = play(st, _smash(), player=1)
    assert _opts(st) == {j}  # only John
    st = settle(choose(st, [str(j)]))
    assert st.table.cards[j].damage == 3 and st.table.cards[mine].damage == 0
    # his own player is no opponent: free choice
    st = end_turn(st)
    st, _ = play(st, _smash(), player=0)
    assert _opts(st) == {j, mine, theirs}


def test_john_smith_not_able_two_johns_and_several_targets():
    # 2.2.0 6.7.3.2 ("if able": a John the effect can't choose leaves the choice free), Example B (either John), 6.7.3.3
    john = lorcast("11-193")
    st = started()
    j1 = put(st, john, 0)
    hurt = put(st, custom("HT", "Hurt", w=9), 0, damage=1)
    st = end_turn(st)
    st, _ = play(st, _smash("Deal 2 damage to chosen damaged character."), player=1)
    assert _opts(st) == {hurt}  # John undamaged: not able
    st = started()
    j1, j2 = put(st, john, 0), put(st, john, 0)
    put(st, custom("MN", "Mine", w=9), 0)
    st = end_turn(st)
    st, _ = play(st, _smash(), player=1)
    assert _opts(st) == {j1, j2}  # either one meets the requirement
    st = started()
    j = put(st, john, 0)
    a, b = put(st, custom("A", "A", w=9), 0), put(st, custom("B", "B", w=9), 0)
    st = end_turn(st)
    st, _ = play(st, _smash("Deal 1 damage to up to 2 chosen characters."), player=1)
    assert j in _opts(st)
    with pytest.raises(RulesError) as err:
        act(st, "choose", 1, picks=[str(a), str(b)])  # several chosen, none of them John
    assert "2.2.0 6.7.3.2" in str(err.value.rule) and err.value.rule.outside  # outside the seed documents
    st = settle(choose(st, [str(j), str(a)]))
    assert st.table.cards[j].damage == 1 and st.table.cards[a].damage == 1 and st.table.cards[b].damage == 0


def test_john_smith_opponents_must_choose_him_for_abilities():
    # 2.2.0 6.7.3.2: an item's activated ability (7.5) chooses him too
    from engine.lorcana.characteristics import abilities

    st = started()
    j = put(st, lorcast("11-193"), 0)
    put(st, custom("MN", "Mine", w=9), 0)
    st = end_turn(st)
    zap = put(st, custom("ZP", "Zapper", "ZAP {E} — Deal 1 damage to chosen character.", card_type="Item"), 1)
    ab = next(i for i, x in enumerate(abilities(st, zap)) if x.kind == "activated")
    st = act(st, "activate", 1, uid=zap, ability=ab)
    assert _opts(st) == {j}


# --- Tod - Knows All the Tricks -------------------------------------------------------------------------


def _pump(n: int) -> dict:
    return custom(f"PU{n}", f"Pump {n}", "Chosen character gets +1 {S} this turn.", card_type="Action", cost=1)


def _resolve(st, answer: str | None):
    """Settle the bag; answer the "may" with ``answer`` (None: no "may" expected)."""
    st = settle(st)
    if answer is None:
        assert not (st.pending and st.pending[0].kind == "may")
        return st
    assert st.pending and st.pending[0].kind == "may"
    return settle(choose(st, [answer]))


@pytest.mark.parametrize("cid", ["11-92", "11-230"])
def test_tod_twice_during_your_turn_may_ready_when_chosen_for_an_action(cid):
    # Lorcana 7.4.1 (trigger on being chosen, 1.2.4), 7.1.3 ("may"); "twice": counted as it resolves with
    # effect (Comprehensive Rules 2.2.0 6.1.13.2, outside the seed documents), a declined "may" does nothing (6.1.4)
    st = started()
    tod = put(st, lorcast(cid), 0, tapped=True)
    st, _ = play(st, _pump(1))
    st = _resolve(choose(st, [str(tod)]), "no")
    assert st.table.cards[tod].tapped is True  # declined: not one of the two
    for n in (2, 3):
        st, _ = play(st, _pump(n))
        st = _resolve(choose(st, [str(tod)]), "yes")
        assert st.table.cards[tod].tapped is False  # ready him
        st.table.cards[tod].tapped = True
    st, _ = play(st, _pump(4))
    st = _resolve(choose(st, [str(tod)]), None)  # a third resolution: no trigger
    assert st.table.cards[tod].tapped is True


def test_tod_item_abilities_yes_character_abilities_and_opponents_turn_no():
    # Lorcana 7.4.1: only an action or an item's ability; "during your turn" (the trigger's condition, 7.4.4)
    from engine.lorcana.characteristics import abilities

    def ability_of(st, uid):
        return next(i for i, x in enumerate(abilities(st, uid)) if x.kind == "activated")

    st = started()
    tod = put(st, lorcast("11-92"), 0, tapped=True)
    zap = put(st, custom("ZP", "Booster", "BOOST {E} — Chosen character gets +1 {S} this turn.", card_type="Item"), 0)
    st = act(st, "activate", 0, uid=zap, ability=ability_of(st, zap))
    st = _resolve(choose(st, [str(tod)]), "yes")
    assert st.table.cards[tod].tapped is False  # an item's ability
    st.table.cards[tod].tapped = True
    hero = put(st, custom("HE", "Helper", "HELP {E} — Chosen character gets +1 {S} this turn."), 0)
    st = act(st, "activate", 0, uid=hero, ability=ability_of(st, hero))
    st = _resolve(choose(st, [str(tod)]), None)  # a character's ability: no trigger
    assert st.table.cards[tod].tapped is True
    st = end_turn(st)
    st, _ = play(st, _pump(4), player=1)
    st = _resolve(choose(st, [str(tod)]), None)  # the opponent's turn: not "during your turn"
    assert st.table.cards[tod].tapped is True


# --- Marshmallow - Cranky Climber -----------------------------------------------------------------------


def test_marshmallow_opponents_ready_only_1_character_at_the_start_of_their_next_turn():
    # Lorcana 4.2.1.1 (Ready step), 1.2.2 ("can't ready more than 1" beats the rule; the player chooses which)
    st = started()
    marsh = put(st, lorcast("11-53"), 0)
    mine = put(st, custom("MN", "Mine"), 0, tapped=True)
    foes = [put(st, custom(f"F{i}", f"Foe {i}"), 1, tapped=True) for i in range(3)]
    item = put(st, custom("IT", "Trinket", card_type="Item"), 1, tapped=True)
    ink_up(st, 1, 2)
    for u in st.table.zone(1, "inkwell"):
        st.table.cards[u].tapped = True
    st = settle(act(st, "quest", 0, uid=marsh))
    st = end_turn(st)
    assert st.active == 1 and st.pending and st.pending[0].kind == "ready_limit"
    assert {int(o.id) for o in st.pending[0].options} == set(foes)
    assert st.pending[0].min == 1 == st.pending[0].max  # exactly 1 readies
    st = settle(choose(st, [str(foes[1])]))
    assert [st.table.cards[u].tapped for u in foes] == [True, False, True]
    assert st.table.cards[item].tapped is False  # items ready as usual
    assert not any(st.table.cards[u].tapped for u in st.table.zone(1, "inkwell"))  # ink too
    assert st.phase == "main"
    st = end_turn(st)
    assert st.table.cards[mine].tapped is False  # her own player's characters are not limited
    st = end_turn(st)
    assert not st.pending or st.pending[0].kind != "ready_limit"
    assert not any(st.table.cards[u].tapped for u in foes)  # "their next turn" only


def test_marshmallow_one_exerted_character_readies_without_a_choice_and_no_quest_no_limit():
    # Lorcana 4.2.1.1: at most 1 — a single exerted character simply readies; without the quest nothing changes
    st = started()
    marsh = put(st, lorcast("11-53"), 0)
    foe = put(st, custom("F0", "Foe"), 1, tapped=True)
    st = settle(act(st, "quest", 0, uid=marsh))
    st = end_turn(st)
    assert not (st.pending and st.pending[0].kind == "ready_limit")
    assert st.table.cards[foe].tapped is False
    st = started()
    put(st, lorcast("11-53"), 0)
    foes = [put(st, custom(f"F{i}", f"Foe {i}"), 1, tapped=True) for i in range(2)]
    st = end_turn(st)
    assert not any(st.table.cards[u].tapped for u in foes)


def test_john_smith_legal_answers_of_a_several_target_choice_include_him():
    # 2.2.0 6.7.3.2: the listed answers are the legal ones (a selection without him is refused)
    from engine.lorcana.game import LorcanaEngine

    st = started()
    j = put(st, lorcast("11-193"), 0)
    put(st, custom("A", "A", w=9), 0)
    put(st, custom("B", "B", w=9), 0)
    st = end_turn(st)
    st, _ = play(st, _smash("Deal 1 damage to up to 2 chosen characters."), player=1)
    picks = [a.args["picks"] for a in LorcanaEngine().legal_actions(st, 1)]
    assert picks and all(not p or str(j) in p for p in picks)


# --- the reworded Lorcast printings, played -------------------------------------------------------------


def _under(st, host: int) -> list[int]:
    return [u for p in range(st.num_players) for u in st.table.zone(p, "under") if st.table.cards[u].attached_to == host]


def test_duckburg_funsos_funzone_a_quest_here_makes_the_next_character_cost_2_less():
    # Lorcana 4.3.7 (characters at a location, "while here"), 4.3.4.5 / 7.6.5 (pay 2 {I} less, the next character only, this turn)
    from engine.lorcana.characteristics import stat

    st = started()
    zone = put(st, lorcast("10-34"), 0)
    kid = put(st, custom("KD", "Kid"), 0)
    away = put(st, custom("AW", "Away"), 0)
    ink_up(st, 0, 20)
    assert stat(st, zone, "willpower") == 6
    st = settle(act(st, "move", 0, uid=kid, location=zone))
    moved = spent(st)
    st = settle(act(st, "quest", 0, uid=away))  # not here: nothing
    st, _ = play(st, custom("C1", "First", cost=3), ink=0)
    assert spent(st) == moved + 3
    st = settle(act(st, "quest", 0, uid=kid))  # quests while here
    st, _ = play(st, custom("C2", "Second", cost=3), ink=0)
    assert spent(st) == moved + 3 + 1  # 2 {I} less
    st, _ = play(st, custom("C3", "Third", cost=3), ink=0)
    assert spent(st) == moved + 3 + 1 + 3  # only the next character


def test_flynn_rider_spectral_scoundrel_gets_2_strength_and_1_lore_while_a_card_is_under_him():
    # Boost (rules 2.2.0 8.4.1-8.4.2): the top card facedown under him; "while there's a card under" (7.6)
    from engine.lorcana.characteristics import stat

    st = started()
    flynn = put(st, lorcast("10-81"), 0)
    assert (stat(st, flynn, "strength"), stat(st, flynn, "lore")) == (1, 1)
    put(st, custom("TP", "Top"), 0, "deck")
    ink_up(st, 0, 2)
    st = act(st, "activate", 0, uid=flynn, ability=0)
    assert spent(st) == 2 and len(_under(st, flynn)) == 1
    assert (stat(st, flynn, "strength"), stat(st, flynn, "lore")) == (3, 2)


@pytest.mark.parametrize("mode", ["1", "2"])
def test_trust_in_me_choose_one_lore_down_or_discard_2(mode):
    # Lorcana 1.2.4 / 2.2.0 6.1.5.2 (choose one), 7.8 (-1 {L} until the start of your next turn), 4.3.4 discard (each opponent chooses)
    from engine.lorcana.characteristics import stat

    st = started()
    foe = put(st, custom("FO", "Foe", lore=2), 1)
    mine = put(st, custom("MN", "Mine", lore=2), 0)
    for i in range(3):
        put(st, custom(f"HC{i}", f"Hand {i}"), 1, "hand")
    before = len(st.table.zone(1, "hand"))
    st, _ = play(st, lorcast("10-95"))
    st = choose(st, [mode])
    while st.pending and st.pending[0].kind != "bag" and st.pending[0].player == 1:
        st = choose(st, [o.id for o in st.pending[0].options[: st.pending[0].max]])
    st = settle(st)
    if mode == "1":
        assert stat(st, foe, "lore") == 1 and stat(st, mine, "lore") == 2
        assert len(st.table.zone(1, "hand")) == before
        st = end_turn(st)
        assert stat(st, foe, "lore") == 1  # through their turn
        st = end_turn(st)
        assert stat(st, foe, "lore") == 2
    else:
        assert len(st.table.zone(1, "hand")) == before - 2 and stat(st, foe, "lore") == 2


def test_mulan_ready_for_battle_1_less_per_condition():
    # Lorcana 4.3.4.5 / 7.6.5: a character in play with damage (1 less), one with 5 {S} or more (1 less)
    for damaged, strong, want in ((False, False, 4), (True, False, 3), (False, True, 3), (True, True, 2)):
        st = started()
        put(st, custom("DM", "Hurt", w=9), 0, damage=1 if damaged else 0)
        put(st, custom("ST", "Strong", s=5 if strong else 4, w=9), 0)
        st, uid = play(st, lorcast("11-108"), ink=4)
        assert st.table.cards[uid].zone == "play" and spent(st) == want, (damaged, strong)


def test_scrooges_counting_house_gets_1_willpower_and_1_lore_per_card_under_it():
    # Boost (rules 2.2.0 8.4.1), 7.6 "for each card under it"
    from engine.lorcana.characteristics import stat

    st = started()
    house = put(st, lorcast("11-134"), 0)
    assert (stat(st, house, "willpower"), stat(st, house, "lore")) == (4, 1)
    put(st, custom("TP", "Top"), 0, "deck")
    ink_up(st, 0, 2)
    st = act(st, "activate", 0, uid=house, ability=0)
    assert len(_under(st, house)) == 1
    assert (stat(st, house, "willpower"), stat(st, house, "lore")) == (5, 2)


@pytest.mark.parametrize("cid", ["11-159", "11-219"])
def test_mickey_bob_cratchit_quest_puts_a_card_under_banished_in_challenge_may_pass_them_on(cid):
    # 7.4.1 (quest trigger), rules 2.2.0 8.4 (facedown under), 4.3.6 (banished in a challenge), 7.1.3 ("may"), 7.1.5 ("another")
    st = started()
    mickey = put(st, lorcast(cid), 0)
    host = put(st, custom("HO", "Host", w=9), 0)
    top = put(st, custom("TP", "Top"), 0, "deck")
    st = settle(act(st, "quest", 0, uid=mickey))
    assert _under(st, mickey) == [top] and st.table.cards[top].face_down
    st.table.cards[mickey].tapped = False
    foe = put(st, custom("FO", "Foe", s=9, w=9), 1, tapped=True)
    st = settle(act(st, "challenge", 0, uid=mickey, target=foe))
    assert st.table.cards[mickey].zone == "discard"
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert str(mickey) not in {o.id for o in st.pending[0].options}  # another character
    st = settle(choose(st, [str(host)]))
    assert _under(st, host) == [top] and st.table.cards[top].face_down


def test_mickey_bob_cratchit_declined_the_cards_stay_in_the_discard():
    # 7.1.3 ("may" declined): the cards that were under him stay where they went (the discard)
    st = started()
    mickey = put(st, lorcast("11-159"), 0)
    host = put(st, custom("HO", "Host", w=9), 0)
    top = put(st, custom("TP", "Top"), 0, "deck")
    st = settle(act(st, "quest", 0, uid=mickey))
    st.table.cards[mickey].tapped = False
    foe = put(st, custom("FO", "Foe", s=9, w=9), 1, tapped=True)
    st = settle(choose(settle(act(st, "challenge", 0, uid=mickey, target=foe)), ["no"]))
    assert _under(st, host) == [] and st.table.cards[top].zone == "discard"


def test_lilo_rock_star_enchanted_shift_4_and_quest_may_play_a_cost_2_character_from_the_discard():
    # 10.8.1 (Shift 4 {I} onto a Lilo), 7.4.1 (quest trigger), 7.1.3 ("may"), 4.3.4.10 (for free)
    lilo = lorcast("11-223")
    st = started()
    base = put(st, custom("LB", "Lilo", version="Base"), 0)
    ink_up(st, 0, 4)
    uid = put(st, lilo, 0, "hand")
    st = settle(act(st, "play", 0, uid=uid, mode="shift", onto=base))
    assert st.table.cards[uid].zone == "play" and spent(st) == 4
    st.table.cards[uid].flags.pop("drying", None)
    cheap = put(st, custom("CH", "Cheap", cost=2), 0, "discard")
    put(st, custom("DR", "Dear", cost=3), 0, "discard")
    st = settle(act(st, "quest", 0, uid=uid))
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert {int(o.id) for o in st.pending[0].options} == {cheap}  # cost 2 or less only
    st = settle(choose(st, [str(cheap)]))
    assert st.table.cards[cheap].zone == "play" and spent(st) == 4  # for free
