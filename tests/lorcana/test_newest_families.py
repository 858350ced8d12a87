"""Issue 16, families of the newest sets (templates_modes, templates_deck_top): "Choose one" (1.2.4),
look at the top N and take one of several kinds or up to N (7.1.10), look at the top card and put it
on the top or the bottom, reveal the top card and take it if it matches. Every card these families
automate is played from its real data (the pinned wheel) through its own trigger, activated ability
or play; the concrete tests check every clause."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.manual import MANUAL
from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import has, keyword_value, stat
from tests.lorcana.helpers import ENGINE, FILLER, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def char(cid: str, name: str, **kw) -> dict:
    return custom(cid, name, **kw)


def families(*templates: str) -> list[str]:
    """Real cards (by full name) that one of ``templates`` ("text choose_one": registry kind and
    template name) compiles (``detail`` names them)."""
    out = []
    for full, data in sorted(registry_cards().items()):
        abilities = compiler.compile_card(data)
        if all(a.ok for a in abilities) and any(t in (a.detail or "") for a in abilities for t in templates):
            out.append(full)
    return out


def family_ability(data: dict, templates: tuple[str, ...]) -> int:
    abilities = compiler.compile_card(data)
    return next(a.index for a in abilities if any(t in (a.detail or "") for t in templates))


def fire(data: dict, index: int, board=None):
    """Start the card's ability ``index`` the way the game does: an action or a "when you play"
    trigger by playing the card, "quests" by questing, "at the start of your turn" by passing two
    turns, an activated ability by using it; the state with its first question."""
    st = started()
    ink_up(st, 0, 12)
    if board:
        board(st)
    ab = compiler.compile_card(data)[index]
    if ab.kind == "effect" or (ab.trigger and "played_self" in ab.trigger.events):
        uid = put(st, dict(data), 0, "hand")
        return act(st, "play", uid=uid, mode="ink"), uid
    uid = put(st, dict(data), 0)
    if ab.kind == "activated":  # as the game offers it (a cost that names cards comes with its choice)
        if board is None:
            board_items(st)
        legal = [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == uid and a.args.get("ability") == index]
        assert legal, f"{data['full_name']}: ability {index} is not offered"
        return ENGINE.apply(st, legal[0]).state, uid
    events = ab.trigger.events
    if "quest_self" in events:
        return act(st, "quest", uid=uid), uid
    if "quest_yours" in events:
        mine = put(st, char("Q1", "Quester"), 0)
        return act(st, "quest", uid=mine), uid
    if "turn_start" in events:
        st = end_turn(st)
        return end_turn(st), uid
    if "played_other" in events:
        flt = ab.trigger.filter
        kind = (flt.get("types") or ["character"])[0].capitalize()
        other = put(st, custom("O1", flt.get("name", "Other"), card_type=kind, cost=1, classifications=["Storyborn"] if kind == "Character" else None,
                               subtypes=["Song"] if flt.get("song") else None), 0, "hand")
        return act(st, "play", uid=other, mode="ink"), uid
    if "turn_end" in events:
        return act(st, "end_turn", 0), uid
    if "inked_yours" in events:  # "whenever a card is put into your inkwell" (4.3.3)
        return act(st, "ink", uid=put(st, FILLER, 0, "hand")), uid
    if "banished_self" in events:
        st.table.cards[uid].damage = 99  # banished by the next game state check (1.9.1.3)
        return end_turn(st), uid
    raise AssertionError(f"no way to fire {ab.trigger}")


def board_items(st) -> None:
    """Another item of yours (for costs such as "banish one of your other items")."""
    put(st, custom("IX", "Spare Part", card_type="Item", cost=1), 0)


def answer_all(st, first_mode: int | None = None):
    """Answer every question (the given mode, yes to every "may", otherwise the first options)."""
    for _ in range(40):
        if not st.pending or st.over:
            return st
        p = st.pending[0]
        assert p.kind != MANUAL, p.prompt
        if p.kind == "mode" and first_mode is not None:
            picks, first_mode = [str(first_mode)], None
        elif p.kind == "may":
            picks = ["yes"]
        else:
            picks = [o.id for o in p.options[: max(1, p.min)]]
        st = ENGINE.apply(st, Action("choose", p.player, {"picks": picks})).state
    raise AssertionError("the card kept asking questions")


def board(st) -> None:
    """Something to choose on both sides: characters (damaged, exerted), items, locations, songs."""
    for p in (0, 1):
        put(st, char(f"B{p}", f"Hero{p}", s=1, w=6, classifications=["Storyborn", "Hero", "Villain", "Robot", "Toy"]), p, damage=1)
        put(st, char(f"E{p}", f"Tired{p}", s=1, w=6), p, tapped=True)
        put(st, custom(f"I{p}", f"Item{p}", card_type="Item", cost=1), p)
        put(st, custom(f"L{p}", f"Place{p}", card_type="Location", cost=1, s=None, w=7, lore=0, move_cost=1), p)
        put(st, custom(f"S{p}", f"Song{p}", card_type="Action", cost=1, subtypes=["Song"]), p, "discard")
        for _ in range(3):
            put(st, FILLER, p, "hand")


# --- "Choose one:" (1.2.4: chosen as the effect resolves; only that mode happens) --------------------

MODAL = [n for n in families("text choose_one") if not any("choose_one_or_both" in (a.detail or "") for a in compiler.compile_card(registry_cards()[n]))]


def test_the_choose_one_family_covers_the_newest_sets():
    sets = {registry_cards()[n]["set"] for n in MODAL}
    assert len(MODAL) >= 15 and {"11", "12", "14"} <= sets


@pytest.mark.parametrize("full_name", MODAL)
def test_every_modal_card_asks_for_one_printed_mode_and_runs_each(full_name):
    # Lorcana 1.2.4: the mode is a choice made on resolution; every printed mode can be chosen
    data = card(full_name)
    index = family_ability(data, ("text choose_one",))
    modes = compiler.compile_card(data)[index].effects[0].then
    for k in range(1, len(modes) + 1):
        st, _uid = fire(data, index, board)
        if st.pending and st.pending[0].kind == "may":  # "you may choose one" (7.1.3)
            st = choose(st, ["yes"])
        assert st.pending and st.pending[0].kind == "mode", full_name
        assert [o.label for o in st.pending[0].options] == [m.text for m in modes]
        answer_all(st, k)


def test_tod_playful_kit_gains_lore_or_gives_evasive_never_both():
    tod = card("Tod - Playful Kit")
    st = started()
    uid = put(st, tod, 0)
    ally = put(st, char("A1", "Ally"), 0)
    st = act(st, "quest", uid=uid)
    assert st.pending[0].kind == "mode"
    st = choose(st, [1])  # Gain 1 lore
    assert st.lore[0] == tod["lore"] + 1 and not has(st, ally, "Evasive") and not st.pending
    st = started()
    uid = put(st, tod, 0)
    ally = put(st, char("A1", "Ally"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    st = act(st, "quest", uid=uid)
    st = choose(st, [2])  # chosen character of yours gains Evasive until the start of your next turn
    assert str(foe) not in {o.id for o in st.pending[0].options}
    st = choose(st, [ally])
    assert st.lore[0] == tod["lore"] and has(st, ally, "Evasive")
    st = end_turn(st)
    assert has(st, ally, "Evasive")  # still during the opponent's turn
    st = end_turn(st)
    assert not has(st, ally, "Evasive")


def test_make_the_potion_second_mode_only_targets_damaged_characters():
    potion = card("Make the Potion")
    st = started()
    ink_up(st, 0, potion["cost"])
    item = put(st, custom("I1", "Trinket", card_type="Item", cost=1), 1)
    hurt = put(st, char("H1", "Hurt", w=5), 1, damage=1)
    whole = put(st, char("W1", "Whole", w=5), 1)
    uid = put(st, potion, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [2])
    ids = {o.id for o in st.pending[0].options}
    assert str(hurt) in ids and str(whole) not in ids and str(item) not in ids
    st = choose(st, [hurt])
    assert st.table.cards[hurt].damage == 3 and st.table.cards[item].zone == "play"


def test_kuzco_panicked_llama_each_player_draws_or_discards_at_start_of_turn():
    kuzco = card("Kuzco - Panicked Llama")
    st = started()
    put(st, kuzco, 0)
    st = end_turn(st)
    st = end_turn(st)  # the start of P1's turn (4.2.1)
    hands = [len(st.table.zone(p, "hand")) for p in (0, 1)]
    assert st.pending[0].kind == "mode"
    st = choose(st, [1])
    assert [len(st.table.zone(p, "hand")) for p in (0, 1)] == [hands[0] + 2, hands[1] + 1]  # P1 also draws for the turn (4.2.3)


def test_mrs_incredible_may_choose_one_or_nothing():
    # 7.1.3: "you may choose one": declining does neither mode
    mrs = card("Mrs. Incredible - Super Stretchy")
    st = started()
    uid = put(st, mrs, 0)
    st = end_turn(st)
    st = end_turn(st)
    assert st.pending[0].kind == "may"
    st = choose(st, ["no"])
    assert not st.pending and not has(st, uid, "Evasive") and stat(st, uid, "lore") == mrs["lore"]
    st = end_turn(st)
    st = end_turn(st)
    st = choose(st, ["yes"])
    st = choose(st, [2])
    assert stat(st, uid, "lore") == mrs["lore"] + 1 and not has(st, uid, "Evasive")


def test_the_plank_ready_mode_keeps_them_from_questing():
    plank = card("The Plank")
    st = started()
    ink_up(st, 0, 2)
    uid = put(st, plank, 0)
    villain = put(st, char("V1", "Villain", classifications=["Storyborn", "Villain"]), 0, tapped=True)
    st = act(st, "activate", uid=uid, ability=0)
    assert st.table.cards[uid].zone == "discard"  # banished as the cost (7.5.1)
    st = choose(st, [2])
    st = choose(st, [villain])
    assert not st.table.cards[villain].tapped and has(st, villain, "cant_quest")


# --- the top of the deck (7.1.10) --------------------------------------------------------------------

DECK_TOP_TEMPLATES = ("text look_take_kinds", "text top_or_bottom", "text reveal_top_take", "text each_player_reveal_top")
DECK_TOP = families(*DECK_TOP_TEMPLATES)


def test_the_deck_top_family_covers_the_newest_sets():
    sets = {registry_cards()[n]["set"] for n in DECK_TOP}
    assert len(DECK_TOP) >= 15 and {"11", "12", "13", "14"} <= sets


@pytest.mark.parametrize("full_name", DECK_TOP)
def test_every_deck_top_card_runs_without_a_manual_step(full_name):
    data = card(full_name)
    index = family_ability(data, DECK_TOP_TEMPLATES)
    st, _uid = fire(data, index, board)
    deck = sum(len(st.table.zone(p, "deck")) for p in (0, 1))
    st = answer_all(st)
    assert sum(len(st.table.zone(p, "deck")) for p in (0, 1)) <= deck


def stack(st, player: int, cards: list[dict]) -> list[int]:
    """Put ``cards`` on top of ``player``'s deck, the first one on top."""
    return [put(st, c, player, "deck") for c in reversed(cards)][::-1]


def test_woody_leader_of_the_toys_takes_a_toy_or_andys_room_only():
    woody = card("Woody - Leader of the Toys")
    st = started()
    ink_up(st, 0, woody["cost"])
    toy = char("T1", "Rex", classifications=["Storyborn", "Toy"])
    room = custom("R1", "Andy's Room", card_type="Location", cost=1, s=None, w=5, lore=1, move_cost=1)
    other_room = custom("R2", "Pizza Planet", card_type="Location", cost=1, s=None, w=5, lore=1, move_cost=1)
    plain = char("P1", "Plain")
    top = stack(st, 0, [plain, toy, room, other_room])
    uid = put(st, woody, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    ids = {o.id for o in st.pending[0].options}
    assert ids == {str(top[1]), str(top[2])}  # a Toy character card or a location card named Andy's Room
    st = choose(st, [top[2]])
    while st.pending:  # 8.2.4: the order of the rest on the bottom, asked one card at a time (first option: the looked order)
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[top[2]].zone == "hand"
    assert st.table.zone(0, "deck")[-3:] != [] and all(st.table.cards[u].zone == "deck" for u in (top[0], top[1], top[3]))
    assert st.table.zone(0, "deck")[0] not in (top[0], top[1], top[3])  # the rest went to the bottom


def test_youve_got_a_friend_in_me_takes_up_to_two_toys():
    song = card("You've Got a Friend in Me")
    st = started()
    ink_up(st, 0, song["cost"])
    toys = [char(f"T{i}", f"Toy{i}", classifications=["Storyborn", "Toy"]) for i in range(3)]
    top = stack(st, 0, [*toys, char("P1", "Plain")])
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    p = st.pending[0]
    assert p.max == 2 and p.min == 0  # "up to 2" (7.1.8)
    st = choose(st, [top[0], top[2]])
    assert [st.table.cards[u].zone for u in top] == ["hand", "deck", "hand", "deck"]


def test_the_cold_never_bothered_me_puts_the_rest_into_the_discard_and_discounts_a_location():
    song = card("The Cold Never Bothered Me")
    st = started()
    ink_up(st, 0, song["cost"] + 1)
    loc = custom("L1", "Castle", card_type="Location", cost=4, s=None, w=5, lore=1, move_cost=1)
    top = stack(st, 0, [char("P1", "Plain"), loc, char("P2", "Plain2"), char("P3", "Plain3")])
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [top[1]])
    assert [st.table.cards[u].zone for u in top] == ["discard", "hand", "discard", "discard"]
    st = act(st, "play", uid=top[1], mode="ink")  # 4 - 3 = 1 ink left is enough
    assert st.table.cards[top[1]].zone == "play"


def test_nani_stage_manager_takes_only_a_cheap_character():
    nani = card("Nani - Stage Manager")
    st = started()
    ink_up(st, 0, nani["cost"])
    top = stack(st, 0, [char("C1", "Cheap", cost=2), char("D1", "Dear", cost=3), FILLER, FILLER])
    uid = put(st, nani, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert {o.id for o in st.pending[0].options} == {str(top[0])}


def test_dr_sara_bellum_puts_the_top_card_on_the_bottom_or_leaves_it():
    sara = card("Dr. Sara Bellum - Head of Research")
    for where, expect_top in (("1", False), ("0", True)):
        st = started()
        ink_up(st, 0, sara["cost"])
        top = st.table.zone(0, "deck")[0]
        uid = put(st, sara, 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        assert st.pending[0].player == 0 and st.pending[0].kind == "top_or_bottom"
        st = choose(st, [where])
        assert (st.table.zone(0, "deck")[0] == top) is expect_top
        assert (st.table.zone(0, "deck")[-1] == top) is not expect_top


def test_bruno_madrigal_looks_at_the_chosen_players_deck():
    bruno = card("Bruno Madrigal - Seeing the Future")
    st = started()
    ink_up(st, 0, bruno["cost"])
    theirs = st.table.zone(1, "deck")[0]
    uid = put(st, bruno, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])  # "you may look"
    assert st.pending[0].kind == "player"
    st = choose(st, [1])
    st = choose(st, ["1"])
    assert st.table.zone(1, "deck")[-1] == theirs


def test_monterey_jack_watchful_ranger_takes_a_character_otherwise_bottom():
    jack = card("Monterey Jack - Watchful Ranger")
    st = started()
    ink_up(st, 0, jack["cost"] * 2)
    top = stack(st, 0, [custom("I1", "Thing", card_type="Item", cost=1)])
    uid = put(st, jack, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert not st.pending and st.table.zone(0, "deck")[-1] == top[0]  # not a character: bottom
    top = stack(st, 0, [char("C1", "Pal")])
    uid = put(st, jack, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "may"  # "you may put it into your hand"
    st = choose(st, ["yes"])
    assert st.table.cards[top[0]].zone == "hand"


def test_my_adventure_book_must_take_a_non_character_or_kevin():
    book = card("My Adventure Book")
    st = started()
    ink_up(st, 0, 2)
    uid = put(st, book, 0)
    top = stack(st, 0, [custom("I1", "Thing", card_type="Item", cost=1)])
    st = act(st, "activate", uid=uid, ability=0)
    assert not st.pending and st.table.cards[top[0]].zone == "hand"  # no "may"
    st = end_turn(st)
    st = end_turn(st)
    kevin = stack(st, 0, [char("K1", "Kevin")])[0]
    st = act(st, "activate", uid=uid, ability=0)
    assert st.table.cards[kevin].zone == "hand"
    st = end_turn(st)
    st = end_turn(st)
    plain = stack(st, 0, [char("P1", "Plain")])[0]
    st = act(st, "activate", uid=uid, ability=0)
    assert st.table.cards[plain].zone == "deck" and st.table.zone(0, "deck")[-1] == plain


def test_mike_wazowski_each_player_reveals_and_each_chooses():
    mike = card("Mike Wazowski - Heroic Climber")
    st = started()
    ink_up(st, 0, mike["cost"])
    mine = stack(st, 0, [char("C1", "Pal")])[0]
    theirs = stack(st, 1, [custom("I1", "Thing", card_type="Item", cost=1)])[0]
    uid = put(st, mike, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].player == 0 and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert not st.pending
    assert st.table.cards[mine].zone == "hand" and st.table.zone(1, "deck")[-1] == theirs


def test_merlin_squirrel_looks_again_when_he_leaves_play():
    merlin = card("Merlin - Squirrel")
    st = started()
    uid = put(st, merlin, 0)
    foe = put(st, char("F1", "Foe", s=5, w=5), 1)
    st.table.cards[uid].tapped = True
    st = end_turn(st)
    st = act(st, "challenge", player=1, uid=foe, target=uid)
    assert st.table.cards[uid].zone == "discard"
    assert st.pending[0].player == 0 and st.pending[0].kind == "top_or_bottom"


# --- "… can't (be) challenge(d) until the start of your next turn" (4.3.6.8: challenging restrictions)

def test_mother_will_protect_you_lasts_until_the_start_of_your_next_turn():
    song = card("Mother Will Protect You")
    st = started()
    ink_up(st, 0, song["cost"])
    mine = put(st, char("M1", "Mine", w=5), 0, tapped=True)
    foe = put(st, char("F1", "Foe", s=3, w=5), 1)
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [mine])
    st = end_turn(st)
    st.table.cards[mine].tapped = True
    with pytest.raises(Exception, match=r"4\.3\.6\.8"):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": mine}))
    st = end_turn(st)  # the start of our next turn ends it
    assert st.active == 0 and not has(st, mine, "cant_be_challenged")
    st = end_turn(st)
    st.table.cards[mine].tapped = True
    st = act(st, "challenge", player=1, uid=foe, target=mine)
    assert st.table.cards[mine].damage == 3


def test_winterspell_protects_a_location_of_yours_and_draws():
    spell = card("Winterspell")
    st = started()
    ink_up(st, 0, spell["cost"])
    loc = put(st, custom("L1", "Keep", card_type="Location", cost=1, s=None, w=7, lore=1, move_cost=1), 0)
    theirs = put(st, custom("L2", "Their Keep", card_type="Location", cost=1, s=None, w=7, lore=1, move_cost=1), 1)
    foe = put(st, char("F1", "Foe", s=3, w=5), 1)
    hand = len(st.table.zone(0, "hand"))
    uid = put(st, spell, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert str(theirs) not in {o.id for o in st.pending[0].options}  # a location of yours
    st = choose(st, [loc])
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = end_turn(st)
    with pytest.raises(Exception, match=r"4\.3\.6\.8"):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": loc}))


def test_rapunzel_ethereal_protector_needs_a_card_under_her():
    # Lorcana 7.4.4: the intervening if is checked when the quest triggers
    rapunzel = card("Rapunzel - Ethereal Protector")
    st = started()
    uid = put(st, rapunzel, 0)
    foe = put(st, char("F1", "Foe", s=3, w=5), 1)
    st = act(st, "quest", uid=uid)
    assert not st.pending and not has(st, foe, "cant_challenge")
    st = started()
    ink_up(st, 0, 2)
    uid = put(st, rapunzel, 0)
    foe = put(st, char("F1", "Foe", s=3, w=5), 1)
    st = act(st, "activate", uid=uid, ability=0)  # Boost 2 (2.2.0 8.4.1, outside the seed documents)
    st = act(st, "quest", uid=uid)
    st = choose(st, [foe])
    assert has(st, foe, "cant_challenge")
    mine = put(st, char("M1", "Mine", w=5), 0, tapped=True)
    st = end_turn(st)
    with pytest.raises(Exception, match=r"4\.3\.6\.8"):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": mine}))


# --- statics after "During …," / "While …," read with a lower-case body ("your characters …") -----

def test_snow_fort_gives_resist_only_during_opponents_turns():
    fort = card("Snow Fort")
    st = started()
    put(st, fort, 0)
    mine = put(st, char("M1", "Mine", s=1, w=5), 0, tapped=True)
    assert stat(st, mine, "strength") == 2 and not has(st, mine, "Resist")  # +1 {S}; our turn: no Resist
    foe = put(st, char("F1", "Foe", s=3, w=5), 1)
    st = end_turn(st)
    assert has(st, mine, "Resist")
    st = act(st, "challenge", player=1, uid=foe, target=mine)
    assert st.table.cards[mine].damage == 2  # 3 - Resist +1 (10.6)


def test_donald_duck_musketeer_gives_evasive_during_your_turn_only():
    donald = card("Donald Duck - Musketeer")
    st = started()
    put(st, donald, 0)
    musketeer = put(st, char("M1", "Mouse", classifications=["Storyborn", "Musketeer"]), 0)
    plain = put(st, char("P1", "Plain"), 0)
    assert has(st, musketeer, "Evasive") and not has(st, plain, "Evasive")
    st = end_turn(st)
    assert not has(st, musketeer, "Evasive")


def test_genie_of_the_lamp_boosts_others_while_exerted():
    genie = card("Genie - Of the Lamp")
    st = started()
    uid = put(st, genie, 0)
    other = put(st, char("O1", "Other", s=1), 0)
    assert stat(st, other, "strength") == 1
    st.table.cards[uid].tapped = True
    assert stat(st, other, "strength") == 3 and stat(st, uid, "strength") == genie["strength"]


# --- "X gets +N {S} and gains [keyword] [duration]": both on the same card (7.1.9) ------------------

TWO_EFFECTS = [n for n in families("effect gets_and_gains") if n != "Captain Hook - The Pirate King"]


def gets_and_gains_ability(data: dict) -> int:
    return next(a.index for a in compiler.compile_card(data) if "effect gets_and_gains" in (a.detail or ""))


@pytest.mark.parametrize("full_name", TWO_EFFECTS)
def test_every_gets_and_gains_card_changes_one_chosen_card_twice(full_name):
    data = card(full_name)
    index = gets_and_gains_ability(data)
    effs = [e for e in compiler.compile_card(data)[index].effects if e.op in ("modify_stat", "grant_keyword")] or \
        [e for m in compiler.compile_card(data)[index].effects[0].then for e in m.then if e.op in ("modify_stat", "grant_keyword")]
    mod, grant = effs[0], effs[1]

    def target_board(st):
        put(st, char("T0", "Target0", s=2, w=6, classifications=["Storyborn", "Hunny"]), 0)
        put(st, char("T1", "Target1", s=2, w=6, classifications=["Storyborn", "Hunny"]), 1)

    st, uid = fire(data, index, target_board)
    for _ in range(6):
        if not st.pending or st.pending[0].kind == "target":
            break
        st = choose(st, ["yes"] if st.pending[0].kind == "may" else ["1"])
    assert st.pending and st.pending[0].kind == "target", full_name
    picked = int(st.pending[0].options[0].id)
    base = stat(st, picked, mod.stat)
    st = answer_all(st)
    assert stat(st, picked, mod.stat) == base + mod.amount
    assert has(st, picked, grant.keyword)
    others = [u for u in st.table.zone(0, "play") + st.table.zone(1, "play") if u not in (picked, uid)]
    assert not any(has(st, u, grant.keyword) for u in others)  # only the chosen card gains it


def test_like_a_bird_in_the_sky_lasts_until_the_start_of_your_next_turn():
    song = card("Like a Bird in the Sky")
    st = started()
    ink_up(st, 0, song["cost"])
    mine = put(st, char("M1", "Mine", lore=1), 0)
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [mine])
    assert stat(st, mine, "lore") == 2 and has(st, mine, "Evasive")
    st = end_turn(st)
    assert stat(st, mine, "lore") == 2 and has(st, mine, "Evasive")
    st = end_turn(st)
    assert stat(st, mine, "lore") == 1 and not has(st, mine, "Evasive")


def test_alice_savvy_sailor_chooses_another_character_of_yours():
    alice = card("Alice - Savvy Sailor")
    st = started()
    uid = put(st, alice, 0)
    ally = put(st, char("A1", "Ally"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    st = act(st, "quest", uid=uid)
    ids = {o.id for o in st.pending[0].options}
    assert str(ally) in ids and str(uid) not in ids and str(foe) not in ids
    st = choose(st, [ally])
    assert has(st, ally, "Ward") and stat(st, ally, "lore") == 2 and stat(st, uid, "lore") == alice["lore"]


def test_captain_hook_pirate_king_pumps_pirates_when_an_opponent_is_damaged():
    hook = card("Captain Hook - The Pirate King")
    st = started()
    put(st, hook, 0)
    pirate = put(st, char("P1", "Smee", s=2, w=5, classifications=["Storyborn", "Pirate"]), 0)
    plain = put(st, char("N1", "Plain", s=2, w=5), 0)
    foe = put(st, char("F1", "Foe", s=1, w=5), 1, tapped=True)
    st = act(st, "challenge", uid=plain, target=foe)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert stat(st, pirate, "strength") == 4 and keyword_value(st, pirate, "Resist") == 2
    assert stat(st, plain, "strength") == 2
    st = end_turn(st)
    assert stat(st, pirate, "strength") == 2 and not has(st, pirate, "Resist")


# --- random discards (8.3.4: the player would choose; the card says "at random", 1.2.1) ------------

def test_dangerous_plan_draws_two_then_discards_one_at_random_deterministically():
    plan = card("Dangerous Plan")
    outcomes = []
    for _ in range(2):
        st = started(seed=7)
        ink_up(st, 0, plan["cost"])
        uid = put(st, plan, 0, "hand")
        hand = len(st.table.zone(0, "hand"))
        st = act(st, "play", uid=uid, mode="ink")
        assert not st.pending  # no one chooses
        assert len(st.table.zone(0, "hand")) == hand - 1 + 2 - 1
        outcomes.append([c for c in st.table.zone(0, "discard") if c != uid])
    assert len(outcomes[0]) == 1 and outcomes[0] == outcomes[1]  # same seed, same card (engine determinism)


def test_basil_undercover_detective_chosen_opponent_discards_at_random():
    basil = card("Basil - Undercover Detective")
    st = started(players=3)
    uid = put(st, basil, 0)
    hands = [len(st.table.zone(p, "hand")) for p in range(3)]
    st = act(st, "quest", uid=uid)
    assert st.pending[0].kind == "player" and {o.id for o in st.pending[0].options} == {"1", "2"}
    st = choose(st, [2])
    assert [len(st.table.zone(p, "hand")) for p in range(3)] == [hands[0], hands[1], hands[2] - 1]
    assert len(st.table.zone(2, "discard")) == 1


def test_lady_tremaine_each_opponent_discards_at_random_and_empty_hands_are_fine():
    tremaine = card("Lady Tremaine - Bitterly Jealous")
    st = started()
    uid = put(st, tremaine, 0)
    foe = put(st, char("F1", "Foe", w=5), 1, damage=1)
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "discard")
    st = act(st, "activate", uid=uid, ability=0)
    st = choose(st, [foe])
    # returned to the hand, then it was the only card there for the random discard
    assert st.table.zone(1, "hand") == [] and st.table.cards[foe].zone == "discard" and st.table.cards[foe].damage == 0


# --- abilities these families read on cards that stay manual for another ability ------------------
# (the engine runs a card's compiled abilities and asks for the others by hand: these now run)

def registry(full_name: str) -> dict:
    return dict(registry_cards()[full_name])


def test_charles_muntz_item_trigger_looks_at_the_top_card():
    muntz = registry("Charles Muntz - Obsessive Explorer")
    assert compiler.compile_card(muntz)[0].ok
    st = started()
    ink_up(st, 0, 1)
    put(st, muntz, 0)
    top = st.table.zone(0, "deck")[0]
    item = put(st, custom("I1", "Gear", card_type="Item", cost=1), 0, "hand")
    st = act(st, "play", uid=item, mode="ink")
    assert st.pending[0].kind == "top_or_bottom"
    st = choose(st, ["1"])
    assert st.table.zone(0, "deck")[-1] == top


def test_duchess_quest_trigger_looks_at_the_top_card():
    duchess = registry("Duchess - Cosmopolitan Cat")
    assert compiler.compile_card(duchess)[1].ok
    st = started()
    uid = put(st, duchess, 0)
    top = st.table.zone(0, "deck")[0]
    st = act(st, "quest", uid=uid)
    st = choose(st, ["0"])
    assert st.table.zone(0, "deck")[0] == top


def test_chief_bogo_police_commissioner_activated_restriction():
    bogo = registry("Chief Bogo - Police Commissioner")
    assert compiler.compile_card(bogo)[1].ok
    st = started()
    ink_up(st, 0, 6)
    uid = put(st, bogo, 0)
    foe = put(st, char("F1", "Foe"), 1)
    st = act(st, "activate", uid=uid, ability=1)
    st = choose(st, [foe])
    assert has(st, foe, "cant_challenge")
    st = end_turn(st)
    assert has(st, foe, "cant_challenge")
    st = end_turn(st)
    assert not has(st, foe, "cant_challenge")


def test_aladdin_research_assistant_boosts_allies_while_exerted():
    aladdin = registry("Aladdin - Research Assistant")
    assert compiler.compile_card(aladdin)[1].ok
    st = started()
    uid = put(st, aladdin, 0)
    ally = put(st, char("A1", "Ally", s=1, classifications=["Storyborn", "Ally"]), 0)
    plain = put(st, char("P1", "Plain", s=1), 0)
    assert stat(st, ally, "strength") == 1
    st.table.cards[uid].tapped = True
    assert stat(st, ally, "strength") == 2 and stat(st, plain, "strength") == 1


# --- moving characters to a location by an effect (4.3.7 without the move cost) ----------------------

def location(cid: str, lore: int = 1, move_cost: int = 2) -> dict:
    return custom(cid, f"Place {cid}", card_type="Location", cost=1, s=None, w=7, lore=lore, move_cost=move_cost)


def test_hyperia_city_express_moves_a_character_of_yours_for_free():
    express = card("Hyperia City Express")
    st = started()
    uid = put(st, express, 0)
    a = put(st, location("L1"), 0)
    b = put(st, location("L2"), 0)
    theirs = put(st, location("L3"), 1)
    mine = put(st, char("M1", "Mine"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    st = act(st, "activate", uid=uid, ability=0)
    assert {o.id for o in st.pending[0].options} == {str(a), str(b)}  # 4.3.7.1: only your locations
    st = choose(st, [a])
    assert str(foe) not in {o.id for o in st.pending[0].options}
    st = choose(st, [mine])
    assert st.table.cards[mine].flags.get("at") == a and theirs
    assert all(not st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))  # no move cost paid


def test_voyage_moves_up_to_two_to_the_same_location_and_skips_those_already_there():
    voyage = card("Voyage")
    st = started()
    ink_up(st, 0, voyage["cost"])
    loc = put(st, location("L1"), 0)
    a = put(st, char("A1", "A"), 0)
    b = put(st, char("B1", "B"), 0)
    there = put(st, char("C1", "C"), 0)
    st.table.cards[there].flags["at"] = loc
    uid = put(st, voyage, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")  # one location: no question about it
    p = st.pending[0]
    assert p.max == 2 and str(there) not in {o.id for o in p.options}  # 4.3.7.3
    st = choose(st, [a, b])
    assert st.table.cards[a].flags.get("at") == loc and st.table.cards[b].flags.get("at") == loc


def test_the_games_afoot_protects_that_location():
    afoot = card("The Game's Afoot!")
    st = started()
    ink_up(st, 0, afoot["cost"])
    loc = put(st, location("L1"), 0)
    a = put(st, char("A1", "A"), 0)
    uid = put(st, afoot, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [a])
    assert st.table.cards[a].flags.get("at") == loc and keyword_value(st, loc, "Resist") == 2
    st = end_turn(st)
    st = end_turn(st)
    assert not has(st, loc, "Resist")


def test_touch_the_sky_draws_cards_equal_to_that_locations_lore():
    sky = card("Touch the Sky")
    st = started()
    ink_up(st, 0, sky["cost"])
    small = put(st, location("L1", lore=1), 0)
    big = put(st, location("L2", lore=3), 0)
    a = put(st, char("A1", "A"), 0)
    uid = put(st, sky, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [big])
    st = choose(st, [a])
    assert st.table.cards[a].flags.get("at") == big and len(st.table.zone(0, "hand")) == hand - 1 + 3 and small


def test_colonel_hathi_moves_himself_and_triggers_the_location():
    hathi = card("Colonel Hathi - On the March")
    st = started()
    uid = put(st, hathi, 0)
    loc = put(st, custom("L1", "Lore Spot", card_type="Location", cost=1, s=None, w=7, lore=1, move_cost=1,
                         text="WELCOME Whenever you move a character here, gain 1 lore."), 0)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    assert st.table.cards[uid].flags.get("at") == loc
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert st.lore[0] == hathi["lore"] + 1  # the location's "whenever you move a character here"


def test_transport_pod_may_move_at_the_start_of_your_turn():
    pod = card("Transport Pod")
    st = started()
    put(st, pod, 0)
    loc = put(st, location("L1"), 0)
    a = put(st, char("A1", "A"), 0)
    st = end_turn(st)
    st = end_turn(st)
    st = choose(st, ["yes"])
    st = choose(st, [a])
    assert st.table.cards[a].flags.get("at") == loc


def test_russell_junior_moves_himself_and_one_other_character():
    russell = card("Russell - Junior Wilderness Explorer")
    st = started()
    uid = put(st, russell, 0)
    loc = put(st, location("L1"), 0)
    other = put(st, char("O1", "Other"), 0)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    assert {o.id for o in st.pending[0].options} == {str(other)}
    st = choose(st, [other])
    assert st.table.cards[uid].flags.get("at") == loc and st.table.cards[other].flags.get("at") == loc


def test_magic_carpet_refuses_nothing_when_no_location():
    carpet = card("Magic Carpet - Flying Rug")
    st = started()
    uid = put(st, carpet, 0)
    a = put(st, char("A1", "A"), 0)
    put(st, location("L9"), 1)  # an opponent's location is no destination (4.3.7.1)
    st = act(st, "activate", uid=uid, ability=1)
    assert not st.pending and st.table.cards[a].flags.get("at") is None  # nothing happens (1.2.3)
    loc = put(st, location("L1"), 0)
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "activate", uid=uid, ability=1)
    st = choose(st, [uid])  # the carpet may move itself
    assert st.table.cards[uid].flags.get("at") == loc


# --- statics and modes read together with other families -----------------------------------------

def test_judy_hopps_lead_detective_during_your_turn():
    judy = card("Judy Hopps - Lead Detective")
    st = started()
    put(st, judy, 0)
    det = put(st, char("D1", "Nick", classifications=["Storyborn", "Detective"]), 0)
    assert has(st, det, "Alert") and keyword_value(st, det, "Resist") == 2
    st = end_turn(st)
    assert not has(st, det, "Alert") and not has(st, det, "Resist")


def test_ursulas_garden_needs_an_exerted_character_here():
    garden = card("Ursula's Garden - Full of the Unfortunate")
    st = started()
    ink_up(st, 0, 5)
    uid = put(st, garden, 0)
    mine = put(st, char("M1", "Mine"), 0)
    foe = put(st, char("F1", "Foe", lore=2), 1)
    st = act(st, "move", uid=mine, location=uid)
    assert stat(st, foe, "lore") == 2
    st.table.cards[mine].tapped = True
    assert stat(st, foe, "lore") == 1 and stat(st, mine, "lore") == 1


def test_rivera_family_photo_modes():
    photo = card("Rivera Family Photo")
    st = started()
    ink_up(st, 0, 2)
    uid = put(st, photo, 0)
    top = st.table.zone(0, "deck")[:2]
    st = act(st, "activate", uid=uid, ability=0)
    st = choose(st, [1])
    assert all(st.table.cards[u].zone == "discard" for u in top) and st.lore[0] == 0
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "activate", uid=uid, ability=0)
    st = choose(st, [2])
    assert st.lore[0] == 0  # 2 cards in the discard: not 10
    for _ in range(8):
        put(st, FILLER, 0, "discard")
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "activate", uid=uid, ability=0)
    st = choose(st, [2])
    assert st.lore[0] == 1


# --- "Put one into your hand and the other …" (7.1.10; no "may": one card must be taken) -----------

def test_develop_your_brain_must_take_one_unrevealed_and_bottoms_the_other():
    brain = card("Develop Your Brain")
    st = started()
    ink_up(st, 0, brain["cost"])
    top = st.table.zone(0, "deck")[:2]
    uid = put(st, brain, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    p = st.pending[0]
    assert p.min == 1 and p.max == 1 and {o.id for o in p.options} == {str(u) for u in top}
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(top[1])]}))
    st = res.state
    assert st.table.cards[top[1]].zone == "hand" and st.table.zone(0, "deck")[-1] == top[0]
    assert not any(e.kind == "reveal" for e in res.events)  # "put one into your hand": not revealed


def test_how_far_ill_go_puts_the_other_into_the_inkwell_exerted():
    song = card("How Far I'll Go")
    st = started()
    ink_up(st, 0, song["cost"])
    top = st.table.zone(0, "deck")[:2]
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [top[0]])
    assert st.table.cards[top[0]].zone == "hand"
    assert st.table.cards[top[1]].zone == "inkwell" and st.table.cards[top[1]].tapped  # 8.5.6


def test_vision_of_the_future_takes_one_of_five():
    vision = card("Vision of the Future")
    st = started()
    ink_up(st, 0, vision["cost"])
    top = st.table.zone(0, "deck")[:5]
    uid = put(st, vision, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert len(st.pending[0].options) == 5
    st = choose(st, [top[2]])
    while st.pending:  # 8.2.4: the order of the rest on the bottom, asked one card at a time (first option: the looked order)
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[top[2]].zone == "hand" and set(st.table.zone(0, "deck")[-4:]) == set(top) - {top[2]}


def test_priscilla_may_look_at_two_on_quest():
    priscilla = card("Priscilla - Efficient Clerk")
    st = started()
    uid = put(st, priscilla, 0)
    top = st.table.zone(0, "deck")[:2]
    st = act(st, "quest", uid=uid)
    st = choose(st, ["no"])
    assert not st.pending and st.table.zone(0, "deck")[:2] == top
    st = end_turn(st)
    st = end_turn(st)
    top = st.table.zone(0, "deck")[:2]
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    st = choose(st, [top[1]])
    assert st.table.cards[top[1]].zone == "hand" and st.table.cards[top[0]].zone == "inkwell"


def test_bruno_oasis_oracle_looks_when_you_remove_damage_once_per_turn():
    bruno = card("Bruno Madrigal - Oasis Oracle")
    st = started()
    put(st, bruno, 0)
    healer = put(st, custom("H1", "Healer", card_type="Item", cost=1, text="{E} — Remove up to 2 damage from chosen character."), 0)
    hurt = put(st, char("C1", "Hurt", w=5), 0, damage=2)
    st = act(st, "activate", uid=healer, ability=0)
    st = choose(st, [hurt])
    assert st.pending[0].kind == "amount"
    st = choose(st, ["2"])
    assert st.table.cards[hurt].damage == 0 and st.pending and st.pending[0].kind == "may"
    top = st.table.zone(0, "deck")[:2]
    st = choose(st, ["yes"])
    st = choose(st, [top[0]])
    assert st.table.cards[top[0]].zone == "hand" and st.table.zone(0, "deck")[-1] == top[1]


def test_tipo_and_daisy_may_ink_a_card_from_hand():
    for name_ in ("Tipo - Growing Son", "Daisy Duck - Savvy Investor"):
        data = card(name_)
        st = started()
        ink_up(st, 0, data["cost"])
        uid = put(st, data, 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        st = choose(st, ["yes"])
        pick = st.pending[0].options[0].id
        assert all(st.table.cards[int(o.id)].zone == "hand" for o in st.pending[0].options)
        st = choose(st, [pick])
        assert st.table.cards[int(pick)].zone == "inkwell" and st.table.cards[int(pick)].tapped  # 8.5.6


def test_rolly_and_great_stone_dragon_ink_a_character_card_from_the_discard():
    rolly = card("Rolly - Chubby Puppy")
    st = started()
    ink_up(st, 0, rolly["cost"])
    pup = put(st, char("P1", "Pup"), 0, "discard")
    song = put(st, custom("S1", "Tune", card_type="Action", cost=1, subtypes=["Song"]), 0, "discard")
    uid = put(st, rolly, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert {o.id for o in st.pending[0].options} == {str(pup)}
    st = choose(st, [pup])
    assert st.table.cards[pup].zone == "inkwell" and st.table.cards[song].zone == "discard"
    dragon = card("Great Stone Dragon")
    st = started()
    uid = put(st, dragon, 0)
    pup = put(st, char("P1", "Pup"), 0, "discard")
    st = act(st, "activate", uid=uid, ability=1)
    st = choose(st, [pup])
    assert st.table.cards[pup].zone == "inkwell" and st.table.cards[pup].tapped


def test_all_is_found_inks_up_to_two_discard_cards():
    found = card("All Is Found")
    st = started()
    ink_up(st, 0, found["cost"])
    cards = [put(st, FILLER, 0, "discard") for _ in range(3)]
    uid = put(st, found, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    p = st.pending[0]
    assert p.max == 2 and p.min == 0 and str(uid) not in {o.id for o in p.options}
    st = choose(st, cards[:2])
    assert [st.table.cards[u].zone for u in cards] == ["inkwell", "inkwell", "discard"]


def test_big_book_of_hunny_takes_a_hunny_card_otherwise_bottom():
    book = card("Big Book of Hunny")
    st = started()
    ink_up(st, 0, 4)
    uid = put(st, book, 0)
    pooh = stack(st, 0, [char("H1", "Pooh", classifications=["Storyborn", "Hunny"])])[0]
    st = act(st, "activate", uid=uid, ability=0)
    assert not st.pending and st.table.cards[pooh].zone == "hand"
    st = end_turn(st)
    st = end_turn(st)
    plain = stack(st, 0, [char("P1", "Plain")])[0]
    st = act(st, "activate", uid=uid, ability=0)
    assert st.table.zone(0, "deck")[-1] == plain


def test_merlins_shop_draws_and_gains_once_per_turn_when_a_character_moves_here():
    shop = card("Merlin's Shop and Smithy - Magical Market")
    st = started()
    ink_up(st, 0, 6)
    uid = put(st, shop, 0)
    a = put(st, char("A1", "A"), 0)
    b = put(st, char("B1", "B"), 0)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "move", uid=a, location=uid)
    assert st.lore[0] == 1 and len(st.table.zone(0, "hand")) == hand + 1
    st = act(st, "move", uid=b, location=uid)
    assert st.lore[0] == 1  # once during your turn (2.2.0 6.1.13.2)


def test_meilin_lee_losing_control_takes_a_red_panda_or_a_song():
    meilin = card("Meilin Lee - Losing Control")
    st = started()
    ink_up(st, 0, meilin["cost"])
    panda = char("R1", "Panda", classifications=["Storyborn", "Red Panda"])
    song = custom("S1", "Tune", card_type="Action", cost=1, subtypes=["Song"])
    top = stack(st, 0, [panda, song, char("P1", "Plain"), custom("I1", "Gear", card_type="Item", cost=1)])
    uid = put(st, meilin, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert {o.id for o in st.pending[0].options} == {str(top[0]), str(top[1])}


def test_arthur_merlins_assistant_may_move_himself_on_play():
    arthur = registry("Arthur - Merlin's Assistant")
    assert compiler.compile_card(arthur)[0].ok
    st = started()
    ink_up(st, 0, arthur["cost"])
    loc = put(st, location("L1"), 0)
    uid = put(st, arthur, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending and st.pending[0].kind != "may":
        st = choose(st, [st.pending[0].options[0].id])
    st = choose(st, ["yes"])
    assert st.table.cards[uid].flags.get("at") == loc


def test_kida_crystal_scion_activated_look_two():
    kida = registry("Kida - Crystal Scion")
    index = next(a.index for a in compiler.compile_card(kida) if a.kind == "activated")
    assert compiler.compile_card(kida)[index].ok
    st = started()
    ink_up(st, 0, 7)
    uid = put(st, kida, 0)
    top = st.table.zone(0, "deck")[:2]
    st = act(st, "activate", uid=uid, ability=index)
    st = choose(st, [top[1]])
    assert st.table.cards[top[1]].zone == "hand" and st.table.zone(0, "deck")[-1] == top[0]


def test_ring_of_stones_gains_lore_once_per_turn_when_a_character_moves_here():
    ring = registry("Ring of Stones - Place of Legends")
    assert compiler.compile_card(ring)[1].ok
    st = started()
    ink_up(st, 0, 6)
    uid = put(st, ring, 0)
    a = put(st, char("A1", "A"), 0)
    b = put(st, char("B1", "B"), 0)
    st = act(st, "move", uid=a, location=uid)
    st = act(st, "move", uid=b, location=uid)
    assert st.lore[0] == 1



def test_woody_helping_a_friend_chooses_one_or_both_with_another_toy():
    # 7.7.2 "choose both instead": checked as the effect resolves
    woody = card("Woody - Helping a Friend")
    st = started()
    ink_up(st, 0, woody["cost"])
    back = put(st, char("C1", "Cheap", cost=2), 0, "discard")
    free = put(st, char("F1", "Freebie", cost=2), 0, "hand")
    uid = put(st, woody, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].kind == "mode"  # no other Toy: one mode
    st = choose(st, [1])
    st = choose(st, ["yes"])
    st = choose(st, [back])
    assert st.table.cards[back].zone == "hand" and st.table.cards[free].zone == "hand"
    st = started()
    ink_up(st, 0, woody["cost"])
    put(st, char("T1", "Rex", classifications=["Storyborn", "Toy"]), 0)
    back = put(st, char("C1", "Cheap", cost=2), 0, "discard")
    free = put(st, char("F1", "Freebie", cost=2), 0, "hand")
    uid = put(st, woody, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])  # mode 1: "you may return …"
    st = choose(st, [back])
    st = choose(st, ["yes"])  # mode 2: "you may play … for free"
    st = choose(st, [free])
    assert st.table.cards[back].zone == "hand" and st.table.cards[free].zone == "play"


def test_buzz_lightyear_providing_cover_both_modes_with_another_toy():
    buzz = card("Buzz Lightyear - Providing Cover")
    st = started()
    ink_up(st, 0, buzz["cost"])
    put(st, char("T1", "Rex", classifications=["Storyborn", "Toy"]), 0)
    back = put(st, custom("A1", "Old Trick", card_type="Action", cost=2, text="Draw a card."), 0, "discard")
    uid = put(st, buzz, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    st = choose(st, [back])
    assert st.table.cards[back].zone == "hand"
    assert st.pending and st.pending[0].kind == "may"  # the second mode follows


def test_anna_diplomatic_queen_pays_two_to_choose_one():
    # 7.1.2.2: "pay 2 {I} to choose one" — unpaid, no mode
    anna = card("Anna - Diplomatic Queen")
    st = started()
    ink_up(st, 0, anna["cost"] + 2)
    foe = put(st, char("F1", "Foe", w=5), 1, damage=1)
    uid = put(st, anna, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped) == 0
    assert st.pending[0].kind == "mode" and len(st.pending[0].options) == 3
    st = choose(st, [3])
    st = choose(st, [foe])
    assert st.table.cards[foe].zone == "discard"
    st = started()
    ink_up(st, 0, anna["cost"])  # nothing left to pay with: not asked (7.1.2.2; engine.lorcana.may_nothing)
    uid = put(st, anna, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending


# --- references back to the chosen card's name (7.1.9) ----------------------------------------------

def test_one_and_only_keeps_the_chosen_character_and_banishes_its_namesakes():
    song = card("One and Only")
    st = started()
    ink_up(st, 0, song["cost"])
    keep = put(st, char("S1", "Stitch", version="Rock Star", w=9), 1)
    twin = put(st, char("S2", "Stitch", version="New Dog", w=9), 1)
    mine = put(st, char("S3", "Stitch", version="Alien", w=9), 0)
    other = put(st, char("O1", "Lilo", w=9), 1)
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [keep])
    assert st.table.cards[keep].zone == "play" and st.table.cards[other].zone == "play"
    assert st.table.cards[twin].zone == "discard" and st.table.cards[mine].zone == "discard"  # every player's


def test_sabotage_banishes_the_chosen_card_and_same_named_items_or_locations():
    sabotage = card("Sabotage")
    st = started()
    ink_up(st, 0, sabotage["cost"])
    a = put(st, custom("I1", "Gadget", card_type="Item", cost=1), 1)
    b = put(st, custom("I2", "Gadget", card_type="Item", cost=1), 1)
    c = put(st, custom("I3", "Widget", card_type="Item", cost=1), 1)
    namesake = put(st, char("C1", "Gadget"), 1)  # a character: not an item or location
    uid = put(st, sabotage, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [a])
    assert [st.table.cards[u].zone for u in (a, b, c, namesake)] == ["discard", "discard", "play", "play"]


# --- statics after "While …," with a lower-case body, read together with other templates --------------

def test_mother_gothel_and_captain_hook_stop_opposing_quests_while_exerted():
    gothel = card("Mother Gothel - Selfish Manipulator")
    hook = card("Captain Hook - Underhanded")
    st = started()
    g = put(st, gothel, 0)
    h = put(st, hook, 0)
    pirate = put(st, char("P1", "Smee", classifications=["Storyborn", "Pirate"]), 1)
    plain = put(st, char("N1", "Plain"), 1)
    st = end_turn(st)
    st = act(st, "quest", player=1, uid=plain)  # neither is exerted
    st = end_turn(st)
    st.table.cards[h].tapped = True
    st = end_turn(st)
    with pytest.raises(Exception, match=r"4\.3\.5"):
        ENGINE.apply(st, Action("quest", 1, {"uid": pirate}))
    st = act(st, "quest", player=1, uid=plain)  # Hook stops only Pirates
    st = end_turn(st)
    st.table.cards[g].tapped = True
    st = end_turn(st)
    with pytest.raises(Exception, match=r"4\.3\.5"):
        ENGINE.apply(st, Action("quest", 1, {"uid": plain}))


def test_kenai_and_the_wall_protect_while_exerted_or_occupied():
    kenai = card("Kenai - Big Brother")
    wall = card("The Wall - Border Fortress")
    st = started()
    ink_up(st, 0, 5)
    k = put(st, kenai, 0)
    koda = put(st, char("K1", "Koda", w=9), 0, tapped=True)
    w = put(st, wall, 0)
    other_loc = put(st, location("L1"), 0)
    assert not has(st, koda, "cant_be_challenged") and not has(st, other_loc, "cant_be_challenged")
    st.table.cards[k].tapped = True
    guard = put(st, char("G1", "Guard"), 0)
    st = act(st, "move", uid=guard, location=w)
    st.table.cards[guard].tapped = True
    assert has(st, koda, "cant_be_challenged") and has(st, other_loc, "cant_be_challenged") and not has(st, w, "cant_be_challenged")


def test_isabela_in_the_moment_cant_be_challenged_after_a_song():
    isabela = card("Isabela Madrigal - In the Moment")
    st = started()
    ink_up(st, 0, 3)
    uid = put(st, isabela, 0)
    singer = put(st, char("S1", "Singer", cost=5), 0)
    song = put(st, custom("X1", "Tune", card_type="Action", cost=3, subtypes=["Song"], text="Draw a card."), 0, "hand")
    st = act(st, "play", uid=song, mode="sing", singer=singer)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert has(st, uid, "cant_be_challenged")
    st = end_turn(st)
    st = end_turn(st)
    assert not has(st, uid, "cant_be_challenged")


def test_aladdin_research_assistant_plays_an_ally_for_free_on_quest():
    aladdin = card("Aladdin - Research Assistant")
    st = started()
    uid = put(st, aladdin, 0)
    ally = put(st, char("A1", "Abu", cost=3, classifications=["Storyborn", "Ally"]), 0, "hand")
    dear = put(st, char("A2", "Rajah", cost=4, classifications=["Storyborn", "Ally"]), 0, "hand")
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    assert str(dear) not in {o.id for o in st.pending[0].options}
    st = choose(st, [ally])
    assert st.table.cards[ally].zone == "play"


# --- Temporary Shift (Comprehensive Rules 2.2.0 8.10.8.5, outside the seed documents) ---------------

TEMPORARY = ["Grandma Wu - Fierce Red Panda", "Meilin Lee - Popular Red Panda", "Ming Lee - Giant Red Panda", "Sun Yee - Red Panda Spirit"]


@pytest.mark.parametrize("full_name", TEMPORARY)
def test_temporary_shift_returns_only_the_shifted_card_at_the_end_of_your_turn(full_name):
    data = card(full_name)
    way = next(a for a in compiler.compile_card(data) if a.kind == "keyword" and "Temporary" in a.name)
    st = started()
    ink_up(st, 0, way.cost["ink"])
    base_name = data["name"] if way.name.startswith("Temporary Shift") else "Panda Friend"
    base = put(st, char("B1", base_name, s=1, w=9, classifications=["Storyborn", "Red Panda"]), 0, damage=2)
    other = put(st, char("O1", "Stranger", s=1, w=9), 0)
    uid = put(st, data, 0, "hand")
    with pytest.raises(Exception, match=r"8\.10\.8"):
        ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "shift", "onto": other}))
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    assert st.table.cards[uid].zone == "play" and st.table.cards[base].zone == "under"
    assert st.table.cards[uid].damage == 2  # 10.8.5 (2.2.0 8.10.6): the damage stays with the stack
    assert sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped) == 0
    st = end_turn(st)
    assert st.table.cards[uid].zone == "hand" and st.table.cards[base].zone == "play"  # only that card returns
    assert st.table.cards[base].damage == 0 and st.table.cards[base].attached_to is None


def test_temporary_shift_does_nothing_if_the_card_left_play():
    meilin = card("Meilin Lee - Popular Red Panda")
    st = started()
    ink_up(st, 0, 3)
    base = put(st, char("B1", "Meilin Lee", s=1, w=9), 0)
    uid = put(st, meilin, 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    st.table.cards[uid].damage = 99  # banished by the game state check: the stack goes to the discard (10.8.6; 2.2.0 8.10.7)
    st = end_turn(st)
    assert st.table.cards[uid].zone == "discard" and st.table.cards[base].zone == "discard"
    assert st.table.zone(0, "play") == []


def test_ordinary_shift_is_not_temporary():
    # a plain Shift card keeps no delayed ability (10.8.1)
    plain = custom("S1", "Meilin Lee", "Shift 2 {I}", cost=4)
    st = started()
    ink_up(st, 0, 2)
    base = put(st, char("B1", "Meilin Lee", s=1, w=9), 0)
    uid = put(st, plain, 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    st = end_turn(st)
    assert st.table.cards[uid].zone == "play" and not st.delayed


def test_kanga_safe_and_sound_restoring_atlantis_protect_until_your_next_turn():
    kanga = card("Kanga - Nurturing Mother")
    st = started()
    uid = put(st, kanga, 0)
    roo = put(st, char("R1", "Roo", w=9), 0)
    st = act(st, "quest", uid=uid)
    assert str(uid) not in {o.id for o in st.pending[0].options}  # another character of yours
    st = choose(st, [roo])
    assert has(st, roo, "cant_be_challenged")
    for name_ in ("Safe and Sound", "Restoring Atlantis"):
        data = card(name_)
        st = started()
        ink_up(st, 0, data["cost"])
        mine = put(st, char("M1", "Mine", w=9), 0, tapped=True)
        theirs = put(st, char("T1", "Theirs", s=1, w=9), 1)
        spell = put(st, data, 0, "hand")
        st = act(st, "play", uid=spell, mode="ink")
        if st.pending:
            assert str(theirs) not in {o.id for o in st.pending[0].options}  # a character of yours
            st = choose(st, [mine])
        assert has(st, mine, "cant_be_challenged") and not has(st, theirs, "cant_be_challenged")
        st = end_turn(st)
        st.table.cards[mine].tapped = True
        with pytest.raises(Exception, match=r"4\.3\.6\.8"):
            ENGINE.apply(st, Action("challenge", 1, {"uid": theirs, "target": mine}))
        st = end_turn(st)
        assert not has(st, mine, "cant_be_challenged")


def test_strange_things_up_to_two_cant_quest_then_draw():
    things = card("Strange Things")
    st = started()
    ink_up(st, 0, things["cost"])
    a = put(st, char("A1", "A"), 1)
    b = put(st, char("B1", "B"), 1)
    c = put(st, char("C1", "C"), 1)
    uid = put(st, things, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].max == 2 and st.pending[0].min == 0
    st = choose(st, [a, b])
    assert len(st.table.zone(0, "hand")) == hand and has(st, a, "cant_quest") and has(st, b, "cant_quest") and not has(st, c, "cant_quest")
    st = end_turn(st)
    with pytest.raises(Exception, match=r"4\.3\.5"):
        ENGINE.apply(st, Action("quest", 1, {"uid": a}))
    st = act(st, "quest", player=1, uid=c)


def test_power_surge_and_friend_like_me_ink_the_top_cards_of_each_deck():
    for name_, n in (("Power Surge", 2), ("Friend Like Me", 3)):
        data = card(name_)
        st = started()
        ink_up(st, 0, data["cost"])
        tops = [st.table.zone(p, "deck")[:n] for p in (0, 1)]
        uid = put(st, data, 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        for p in (0, 1):
            assert all(st.table.cards[u].zone == "inkwell" and st.table.cards[u].tapped for u in tops[p])  # 8.5.6


def test_pete_space_pirate_while_exerted():
    pete = card("Pete - Space Pirate")
    st = started()
    uid = put(st, pete, 0)
    pirate = put(st, char("P1", "Smee", classifications=["Storyborn", "Pirate"]), 0)
    foe = put(st, char("F1", "Crooner", cost=5), 1)
    assert not has(st, pirate, "Resist") and not has(st, foe, "cant_sing")
    st.table.cards[uid].tapped = True
    assert keyword_value(st, pirate, "Resist") == 1 and has(st, foe, "cant_sing") and not has(st, uid, "cant_sing")



# --- "Put one on the top of your deck and the other on the bottom" and other placements (7.1.10) ----

PLACES = families("text look_and_place")


@pytest.mark.parametrize("full_name", PLACES)
def test_every_look_and_place_card_places_every_card_looked_at(full_name):
    data = card(full_name)
    index = family_ability(data, ("text look_and_place",))
    eff = compiler.compile_card(data)[index].effects[0]
    st, _uid = fire(data, index, board)
    top = st.table.zone(0, "deck")[:eff.amount]
    ink = len(st.table.zone(0, "inkwell"))
    st = answer_all(st)
    slots = eff.condition["slots"]
    assert len(st.table.zone(0, "inkwell")) == ink + slots.count("inkwell")
    assert all(st.table.cards[u].zone in ("deck", "inkwell", "hand") for u in top)


def test_everything_else_is_obsolete_puts_each_card_in_its_place():
    song = card("Everything Else Is Obsolete")
    st = started()
    ink_up(st, 0, song["cost"])
    a, b, c = st.table.zone(0, "deck")[:3]
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].player == 0 and len(st.pending[0].options) == 3
    st = choose(st, [b])  # into the inkwell
    assert {o.id for o in st.pending[0].options} == {str(a), str(c)}
    st = choose(st, [c])  # on the top; a goes on the bottom
    assert st.table.cards[b].zone == "inkwell" and st.table.cards[b].tapped
    assert st.table.zone(0, "deck")[0] == c and st.table.zone(0, "deck")[-1] == a


def test_cinderella_unintentional_icon_chooses_top_or_bottom_then_inks_the_other():
    cinderella = card("Cinderella - Unintentional Icon")
    st = started()
    put(st, cinderella, 0)
    a, b = st.table.zone(0, "deck")[:2]
    st = act(st, "end_turn", 0)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    st = choose(st, [a])
    assert st.pending[0].kind == "top_or_bottom"
    st = choose(st, ["1"])
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[b].zone == "inkwell" and st.table.cards[b].tapped
    assert st.table.cards[a].zone in ("deck", "hand")
    assert a not in st.table.zone(0, "deck")[:1]  # bottom, not top


def test_kida_creative_thinker_inks_one_and_keeps_the_other_on_top():
    kida = card("Kida - Creative Thinker")
    st = started()
    uid = put(st, kida, 0)
    a, b = st.table.zone(0, "deck")[:2]
    index = next(x.index for x in compiler.compile_card(kida) if x.kind == "activated")
    st = act(st, "activate", uid=uid, ability=index)
    st = choose(st, [b])
    assert st.table.cards[b].zone == "inkwell" and st.table.zone(0, "deck")[0] == a


def test_stitch_experiment_626_opponents_ink_their_top_card_on_play():
    stitch = registry("Stitch - Experiment 626")
    index = next(a.index for a in compiler.compile_card(stitch) if a.ok and a.kind == "triggered" and "played_self" in a.trigger.events)
    assert "inkwell" in compiler.compile_card(stitch)[index].text
    st = started(players=3)
    ink_up(st, 0, stitch["cost"])
    tops = {p: st.table.zone(p, "deck")[0] for p in (0, 1, 2)}
    uid = put(st, stitch, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending and st.pending[0].kind != "manual":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[tops[1]].zone == "inkwell" and st.table.cards[tops[2]].zone == "inkwell" and st.table.cards[tops[1]].tapped
    assert st.table.cards[tops[0]].zone == "deck"  # each opponent, not you


def test_more_while_exerted_statics_read_after_the_lower_case_fix():
    hook = card("Captain Hook - Ruthless Pirate")
    john = card("Little John - Resourceful Outlaw")
    genie = card("Genie - Main Attraction")
    st = started()
    h = put(st, hook, 0)
    j = put(st, john, 0)
    g = put(st, genie, 0)
    guard = put(st, char("G1", "Guard", lore=1, text="Bodyguard"), 0)
    flyer = put(st, char("E1", "Flyer", text="Evasive"), 1)
    tired = put(st, char("T1", "Tired"), 1, tapped=True)
    assert not has(st, flyer, "Reckless") and not has(st, guard, "Resist") and stat(st, guard, "lore") == 1
    for u in (h, j, g):
        st.table.cards[u].tapped = True
    assert has(st, flyer, "Reckless") and keyword_value(st, guard, "Resist") == 1 and stat(st, guard, "lore") == 2
    st = end_turn(st)
    assert st.table.cards[tired].tapped  # Genie exerted: opposing characters can't ready at the start of their turn
