"""The long tail of sets 10–14 (issue 16): look-back conditions over the turn
(engine.lorcana.turn_records), more "one of your … characters" triggers
(templates_yours_triggers) and per-card scripts. Every card is played from its real data (the
pinned wheel) in an engine game, and each clause of its text is checked, including the case where
its condition is not met."""

from __future__ import annotations

from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import stat
from engine.lorcana.rules import R
from engine.lorcana.zones import move_card
from tests.lorcana.helpers import act, choose, custom, end_turn, ink_up, put, settle_mandatory, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def discard_from_hand(st, player: int, n: int) -> None:
    """``player`` discards ``n`` cards (8.3.4) — each one is put into their discard this turn."""
    for i in range(n):
        uid = put(st, custom(f"DX{player}{i}", f"Junk {i}"), player, "hand")
        move_card(st, uid, "discard", R("8.3.4"))


def hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def banish_in_challenge(st, attacker_owner: int = 0):
    """P1 challenges and banishes an exerted opposing character (4.3.6, 1.9.1.3)."""
    me = put(st, custom("BA", "Bruiser", s=9, w=9), attacker_owner)
    foe = put(st, custom("BF", "Victim", s=0, w=1), 1 - attacker_owner, tapped=True)
    return act(st, "challenge", player=attacker_owner, uid=me, target=foe)


# --- "this turn" look-back conditions (engine.lorcana.turn_records) ------------------------------

def test_marching_off_to_battle_draws_only_after_a_banish_this_turn():
    # Lorcana 7.4.4 style condition checked on resolution: "if a character was banished this turn"
    march = card("Marching Off to Battle")
    st = started()
    ink_up(st, 0, march["cost"] * 2)
    uid = put(st, march, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    assert hand(st) == before - 1  # nothing banished yet: no draw
    st = banish_in_challenge(st)
    uid = put(st, march, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    assert hand(st) == before - 1 + 2


def test_banish_records_end_with_the_turn():
    # Lorcana 4.4.1.3: "this turn" ends at the end of the turn
    gothel = card("Mother Gothel - Underhanded Schemer")
    st = started()
    uid = put(st, gothel, 0)
    assert stat(st, uid, "strength") == gothel["strength"]
    st = banish_in_challenge(st)
    assert stat(st, uid, "strength") == gothel["strength"] + 2
    st = end_turn(st)
    assert stat(st, uid, "strength") == gothel["strength"]


def test_card_advantage_needs_an_opposing_character_banished_in_a_challenge():
    adv = card("Card Advantage")
    st = started()
    ink_up(st, 0, adv["cost"] * 2)
    mine = put(st, custom("M1", "Mine", s=1, w=1), 0)
    foe = put(st, custom("F1", "Foe", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mine, target=foe)  # only P1's own attacker is banished: doesn't count
    assert st.table.cards[mine].zone == "discard"
    uid = put(st, adv, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    assert hand(st) == before - 1
    st = banish_in_challenge(st)
    uid = put(st, adv, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    assert hand(st) == before - 1 + 2


def test_card_advantage_ignores_a_banish_outside_a_challenge():
    adv = card("Card Advantage")
    st = started()
    ink_up(st, 0, adv["cost"])
    foe = put(st, custom("F1", "Foe"), 1)
    from engine.lorcana.zones import banish

    banish(st, [foe], R("1.9.1.3"), [])
    uid = put(st, adv, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    assert hand(st) == before - 1


def test_chief_seasoned_tracker_and_absorbing_bloom_and_thunderquack_draw_after_a_challenge_banish():
    chief = card("Chief - Seasoned Tracker")
    bloom = card("Absorbing Bloom")
    st = started()
    ink_up(st, 0, 3)
    c = put(st, chief, 0)
    b = put(st, bloom, 0)
    before = hand(st)
    st = act(st, "activate", uid=c, ability=0)
    st = act(st, "activate", uid=b, ability=0)
    assert hand(st) == before  # nothing banished in a challenge yet: both resolve with no effect
    st = started()
    ink_up(st, 0, 3)
    c = put(st, chief, 0)
    b = put(st, bloom, 0)
    st = banish_in_challenge(st)
    before = hand(st)
    st = act(st, "activate", uid=c, ability=0)
    st = act(st, "activate", uid=b, ability=0)
    assert hand(st) == before + 2


def test_helga_no_backup_needed_costs_less_after_two_discards():
    helga = card("Helga Sinclair - No Backup Needed")
    st = started()
    ink_up(st, 0, helga["cost"] - 2)
    uid = put(st, helga, 0, "hand")
    discard_from_hand(st, 0, 1)
    assert not [a for a in _plays(st, uid)]  # one card only: full cost
    discard_from_hand(st, 0, 1)
    assert _plays(st, uid)
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[uid].zone == "play"


def _plays(st, uid):
    from engine.lorcana.game import ENGINE

    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == uid and a.args.get("mode") == "ink"]


def test_helga_prepared_for_anything_deals_two_instead_after_two_discards():
    # Lorcana 7.7.2: "deal 2 damage instead"
    helga = card("Helga Sinclair - Prepared for Anything")
    st = started()
    uid = put(st, helga, 0)
    foe = put(st, custom("F1", "Foe", w=5), 1)
    st = act(st, "quest", uid=uid)
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1
    st = started()
    uid = put(st, helga, 0)
    foe = put(st, custom("F1", "Foe", w=5), 1)
    discard_from_hand(st, 0, 2)
    st = act(st, "quest", uid=uid)
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2


def test_kida_discovering_the_unknown_may_ink_after_two_discards():
    kida = card("Kida - Discovering the Unknown")
    st = started()
    uid = put(st, kida, 0)
    put(st, custom("D1", "Top"), 0, "deck")
    discard_from_hand(st, 0, 1)
    st = act(st, "quest", uid=uid)
    assert not st.pending  # 7.4.4.1: condition false, no trigger
    st = started()
    uid = put(st, kida, 0)
    ink = len(st.table.zone(0, "inkwell"))
    discard_from_hand(st, 0, 2)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "inkwell")) == ink + 1
    assert st.table.cards[st.table.zone(0, "inkwell")[-1]].tapped  # facedown and exerted


def test_lyle_adventurer_for_hire_and_milo_getting_his_hands_dirty_at_end_of_turn():
    lyle = card("Lyle Tiberius Rourke - Adventurer for Hire")
    milo = card("Milo Thatch - Getting His Hands Dirty")
    st = started()
    put(st, lyle, 0)
    put(st, milo, 0)
    discard_from_hand(st, 0, 1)
    lore, cards = st.lore[1], hand(st)
    st = end_turn(st)
    assert st.lore[1] == lore and hand(st) == cards  # one card only: neither triggers
    st = started()
    put(st, lyle, 0)
    put(st, milo, 0)
    st.lore[1] = 3
    discard_from_hand(st, 0, 2)
    cards = hand(st)
    st = end_turn(st)
    assert st.lore[1] == 2 and hand(st) == cards + 1


# --- "one of your … characters" triggers (templates_yours_triggers) ----------------------------

def test_daisy_duck_sapphire_champion_looks_when_another_sapphire_character_quests():
    # Lorcana 7.4.2 ("other": not herself); 6.2.3 ink colour; 7.1.10 top or bottom
    daisy = card("Daisy Duck - Sapphire Champion")
    st = started()
    uid = put(st, daisy, 0)
    ruby = put(st, custom("R1", "Red", ink="Ruby"), 0)
    blue = put(st, custom("S1", "Blue", ink="Sapphire"), 0)
    put(st, custom("T1", "Top"), 0, "deck")
    st = act(st, "quest", uid=uid)
    st = act(st, "quest", uid=ruby)
    assert not st.pending  # herself, and a Ruby character: no trigger
    st = act(st, "quest", uid=blue)
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert st.pending and st.pending[0].kind == "top_or_bottom"


def test_pluto_and_scar_gain_lore_when_a_group_member_banishes_in_a_challenge_during_your_turn():
    pluto = card("Pluto - Steel Champion")
    scar = card("Scar - Created by the Vine")
    st = started()
    put(st, pluto, 0)
    put(st, scar, 0)
    steel = put(st, custom("S1", "Steel One", s=5, w=5, ink="Steel", classifications=["Floodborn"]), 0)
    foe = put(st, custom("F1", "Foe", s=0, w=1), 1, tapped=True)
    st = act(st, "challenge", uid=steel, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.lore[0] == 2 + 1
    plain = put(st, custom("P1", "Plain", s=5, w=5, ink="Amber"), 0)
    foe = put(st, custom("F2", "Foe 2", s=0, w=1), 1, tapped=True)
    st = act(st, "challenge", uid=plain, target=foe)
    assert st.lore[0] == 3  # neither Steel nor Floodborn: no trigger


def test_nick_wilde_persistent_investigator_draws_only_during_your_turn():
    nick = card("Nick Wilde - Persistent Investigator")
    st = started()
    uid = put(st, nick, 0)
    foe = put(st, custom("F1", "Foe", s=0, w=1), 1, tapped=True)
    cards = hand(st)
    st = act(st, "challenge", uid=uid, target=foe)  # Nick is a Detective himself
    assert hand(st) == cards + 1
    st = end_turn(st)
    attacker = put(st, custom("F2", "Attacker", s=1, w=9), 1)
    st.table.cards[uid].tapped = True
    st.table.cards[uid].damage = 0
    bait = put(st, custom("D2", "Weak Detective", s=9, w=1, classifications=["Storyborn", "Detective"]), 0, tapped=True)
    cards = hand(st)
    st = act(st, "challenge", player=1, uid=attacker, target=bait)
    assert st.table.cards[attacker].zone == "discard" and hand(st) == cards  # P2's turn: no draw


def test_goliath_guardian_gains_lore_when_a_gargoyle_challenges():
    goliath = card("Goliath - Guardian of Castle Wyvern")
    st = started()
    put(st, goliath, 0)
    garg = put(st, custom("G1", "Gargoyle", s=1, w=5, classifications=["Storyborn", "Gargoyle"]), 0)
    other = put(st, custom("O1", "Other", s=1, w=5), 0)
    put(st, custom("F1", "Foe", s=0, w=9), 1, tapped=True)
    foe = st.table.zone(1, "play")[-1]
    st = act(st, "challenge", uid=other, target=foe)
    assert st.lore[0] == 0
    st = act(st, "challenge", uid=garg, target=foe)
    assert st.lore[0] == 1


def test_goofy_emerald_champion_banishes_the_challenger_of_another_emerald_character():
    goofy = card("Goofy - Emerald Champion")
    st = started()
    put(st, goofy, 0)
    green = put(st, custom("E1", "Green", s=0, w=1, ink="Emerald"), 0, tapped=True)
    amber = put(st, custom("A1", "Amber", s=0, w=1, ink="Amber"), 0, tapped=True)
    st = end_turn(st)
    x = put(st, custom("X1", "X", s=5, w=5), 1)
    y = put(st, custom("Y1", "Y", s=5, w=5), 1)
    st = act(st, "challenge", player=1, uid=x, target=amber)
    assert st.table.cards[x].zone == "play"  # not Emerald: no trigger
    st = act(st, "challenge", player=1, uid=y, target=green)
    assert st.table.cards[green].zone == "discard" and st.table.cards[y].zone == "discard"


def test_peter_pan_created_by_the_vine_makes_the_challenging_player_discard():
    pan = card("Peter Pan - Created by the Vine")
    st = started()
    uid = put(st, pan, 0, tapped=True)
    st = end_turn(st)
    x = put(st, custom("X1", "X", s=1, w=9), 1)
    cards = hand(st, 1)
    st = act(st, "challenge", player=1, uid=x, target=uid)
    if st.pending and st.pending[0].kind == "discard":
        assert st.pending[0].player == 1
        st = choose(st, [st.pending[0].options[0].id])
    assert hand(st, 1) == cards - 1


# --- per-card scripts ---------------------------------------------------------------------------

def test_source_of_the_vine_gains_lore_unless_the_questing_players_pays():
    # Lorcana 7.1.3: the player of the questing character chooses whether to pay
    vine = card("Source of the Vine")
    st = started()
    put(st, vine, 0)
    st = end_turn(st)
    ink_up(st, 1, 1)
    a = put(st, custom("Q1", "Quester"), 1)
    b = put(st, custom("Q2", "Quester 2"), 1)
    st = act(st, "quest", player=1, uid=a)
    assert st.pending and st.pending[0].player == 1
    st = choose(st, ["yes"])  # pays 1 ink
    assert st.lore[0] == 0
    st = act(st, "quest", player=1, uid=b)  # no ready ink left: can't pay
    assert st.lore[0] == 1
    st = end_turn(st)
    own = put(st, custom("M1", "Mine"), 0)
    st = act(st, "quest", uid=own)
    assert not st.pending and st.lore[0] == 2  # P1's own quest: its 1 lore only, no trigger


def test_darkwing_tower_readies_a_character_here_when_an_opposing_villain_is_banished():
    tower = card("Darkwing Tower - Icy Headquarters")
    st = started()
    loc = put(st, tower, 0)
    here = put(st, custom("H1", "Here", s=9, w=9), 0)
    st.table.cards[here].flags["at"] = loc
    hero = put(st, custom("V0", "Hero", s=0, w=1, classifications=["Storyborn", "Hero"]), 1, tapped=True)
    st = act(st, "challenge", uid=here, target=hero)
    assert st.table.cards[here].tapped and not st.pending  # not a Villain
    villain = put(st, custom("V1", "Villain", s=0, w=1, classifications=["Storyborn", "Villain"]), 1, tapped=True)
    st.table.cards[here].tapped = False
    st = act(st, "challenge", uid=here, target=villain)
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [here])
    assert not st.table.cards[here].tapped
    from engine.lorcana.game import ENGINE

    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args.get("uid") == here]  # can't quest this turn


# --- putting cards under (engine.lorcana.under; rules 2.2.0 8.4, outside the seed documents) -----

BOOSTER = custom("BH", "Booster", "Boost 1 {I}")
"""A character with Boost and nothing else."""


def boost(st, uid: int, ink: int = 3):
    """Use the card's Boost (2.2.0 8.4.1): its first activated ability."""
    ink_up(st, 0, ink)
    put(st, custom("TOP", "Top Card"), 0, "deck")
    return settle_mandatory(act(st, "activate", uid=uid, ability=0))


def under(st, uid: int) -> int:
    return sum(1 for p in range(st.num_players) for u in st.table.zone(p, "under") if st.table.cards[u].attached_to == uid)


def test_little_john_readies_when_a_card_goes_under_him():
    john = card("Little John - Impermanent Outlaw")
    st = started()
    uid = put(st, john, 0, tapped=True)
    st = boost(st, uid)
    assert under(st, uid) == 1 and not st.table.cards[uid].tapped


def test_scar_eerily_prepared_weakens_an_opposing_character_when_boosted():
    scar = card("Scar - Eerily Prepared")
    st = started()
    uid = put(st, scar, 0)
    foe = put(st, custom("F1", "Foe", s=6), 1)
    st = boost(st, uid)
    st = choose(st, [foe])
    assert stat(st, foe, "strength") == 1
    st = end_turn(st)
    assert stat(st, foe, "strength") == 6  # this turn only


def test_cheshire_cat_moves_up_to_two_damage_when_boosted():
    cat = card("Cheshire Cat - Inexplicable")
    st = started()
    uid = put(st, cat, 0)
    hurt = put(st, custom("H1", "Hurt", w=5), 0, damage=3)
    foe = put(st, custom("F1", "Foe", w=5), 1)
    st = boost(st, uid)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    while st.pending:
        p = st.pending[0]
        if p.kind == "target":
            ids = [o.id for o in p.options]
            st = choose(st, [str(hurt)] if str(hurt) in ids else [str(foe)])
        else:
            st = choose(st, [p.options[-1].id])
    assert st.table.cards[foe].damage == 2 and st.table.cards[hurt].damage == 1


def test_jiminy_cricket_ghost_of_christmas_past_inks_a_card_from_the_discard():
    jiminy = card("Jiminy Cricket - Ghost of Christmas Past")
    st = started()
    uid = put(st, jiminy, 0)
    junk = put(st, custom("J1", "Junk"), 0, "discard")
    st = boost(st, uid)
    inkwell = len(st.table.zone(0, "inkwell"))
    st = choose(st, ["yes"])
    if st.pending:
        st = choose(st, [junk])
    assert st.table.cards[junk].zone == "inkwell" and st.table.cards[junk].tapped
    assert len(st.table.zone(0, "inkwell")) == inkwell + 1


def test_group_watchers_trigger_on_any_of_your_cards_getting_a_card_under_it():
    # Tamatoa (+1 lore this turn), Magica (may move 1 damage), Webby's Diary (may pay 1 to draw), Ares (may ready)
    tamatoa = card("Tamatoa - Seeker of Shine")
    diary = card("Webby's Diary")
    st = started()
    t = put(st, tamatoa, 0)
    put(st, diary, 0)
    other = put(st, card("Cheshire Cat - Inexplicable"), 0)
    st = boost(st, other, ink=4)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    cards = hand(st)
    while st.pending:  # Cheshire's own "may" (no), the Diary's "may pay 1 to draw" (yes)
        p = st.pending[0]
        st = choose(st, ["yes"] if "draw" in p.prompt.lower() or "pay" in p.prompt.lower() else [p.options[-1].id])
    assert stat(st, t, "lore") == tamatoa["lore"] + 1 and hand(st) == cards + 1
    st = end_turn(st)
    assert stat(st, t, "lore") == tamatoa["lore"]


def test_ares_readies_a_character_once_per_turn_and_it_cant_quest():
    ares = card("Ares - God of War")
    magica = card("Magica De Spell - Spiteful Sorceress")
    st = started()
    put(st, ares, 0)
    tired = put(st, custom("T1", "Tired"), 0, tapped=True)
    host = put(st, card("Little John - Impermanent Outlaw"), 0)
    st = boost(st, host, ink=4)
    while st.pending:
        p = st.pending[0]
        if p.kind == "bag":
            st = choose(st, [p.options[0].id])
        elif p.kind == "may":
            st = choose(st, ["yes"])
        else:
            st = choose(st, [tired] if str(tired) in [o.id for o in p.options] else [p.options[0].id])
    assert not st.table.cards[tired].tapped
    from engine.lorcana.game import ENGINE

    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args.get("uid") == tired]
    assert magica


def test_emily_duckworth_minnie_and_recovered_page_put_the_top_card_under_a_boost_card():
    emily = card("Emily Quackfaster - Level-Headed Librarian")
    minnie = card("Minnie Mouse - Mrs. Cratchit")
    page = card("Recovered Page")
    st = started()
    ink_up(st, 0, 12)
    host = put(st, card("Little John - Impermanent Outlaw"), 0)
    plain = put(st, custom("P1", "No Boost"), 0)
    put(st, custom("TOP1", "Top 1"), 0, "deck")
    uid = put(st, emily, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        assert str(plain) not in [o.id for o in st.pending[0].options]  # only cards with Boost
        st = choose(st, [host])
    assert under(st, host) == 1
    cards = hand(st)
    uid = put(st, minnie, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [host])
    assert under(st, host) == 2 and hand(st) == cards + 1  # "if you do, draw a card" (Minnie came from outside the hand)
    p = put(st, page, 0)
    st = act(st, "activate", uid=p, ability=1)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [host])
    assert under(st, host) == 3 and st.table.cards[p].zone == "discard"


def test_duckworth_only_during_your_turn():
    duck = card("Duckworth - Ghost Butler")
    st = started()
    uid = put(st, duck, 0, tapped=True)
    host = put(st, card("Little John - Impermanent Outlaw"), 0)
    st = end_turn(st)
    x = put(st, custom("X1", "X", s=5, w=5), 1)
    st = act(st, "challenge", player=1, uid=x, target=uid)
    assert not st.pending and under(st, host) == 0  # banished on the opponent's turn
    st = started()
    uid = put(st, duck, 0)
    host = put(st, card("Little John - Impermanent Outlaw"), 0)
    put(st, custom("TOP", "Top"), 0, "deck")
    foe = put(st, custom("F1", "Foe", s=5, w=5), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=foe)
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [host])
    assert under(st, host) == 1


def test_flintheart_webby_and_lena_need_a_card_under_a_card_of_yours():
    flint = card("Flintheart Glomgold - Scheming Billionaire")
    webby = card("Webby Vanderquack - Knowledge Seeker")
    lena = card("Lena Sabrewing - Mysterious Duck")
    from engine.lorcana.characteristics import has

    st = started()
    f = put(st, flint, 0)
    w = put(st, webby, 0)
    ink_up(st, 0, 10)
    uid = put(st, lena, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not has(st, f, "Ward") and stat(st, w, "lore") == webby["lore"] and st.lore[0] == 0
    host = put(st, card("Little John - Impermanent Outlaw"), 0)
    st = boost(st, host)
    assert has(st, f, "Ward") and stat(st, w, "lore") == webby["lore"] + 1
    uid = put(st, lena, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 1


def test_morty_fieldmouse_gets_a_card_when_another_character_does_once_per_turn():
    morty = card("Morty Fieldmouse - Tiny Tim")
    st = started()
    m = put(st, morty, 0)
    host = put(st, card("Little John - Impermanent Outlaw"), 0)
    put(st, custom("TOP2", "Top 2"), 0, "deck")
    st = boost(st, host)
    assert under(st, m) == 1 and stat(st, m, "lore") == morty["lore"] + 1
    host2 = put(st, card("Scar - Eerily Prepared"), 0)
    st = boost(st, host2)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert under(st, m) == 1  # once during your turn (2.2.0 6.1.13.2)


def test_blessed_bagpipes_gains_lore_when_a_card_with_a_card_under_it_is_challenged():
    pipes = card("Blessed Bagpipes")
    st = started()
    ink_up(st, 0, pipes["cost"])
    host = put(st, BOOSTER, 0, tapped=True)
    bare = put(st, custom("B1", "Bare", w=9), 0, tapped=True)
    put(st, custom("TOP", "Top"), 0, "deck")
    uid = put(st, pipes, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [host])
    assert under(st, host) == 1
    st = end_turn(st)
    x = put(st, custom("X1", "X", s=1, w=9), 1)
    y = put(st, custom("Y1", "Y", s=1, w=9), 1)
    st = act(st, "challenge", player=1, uid=x, target=bare)
    assert st.lore[0] == 0
    st = act(st, "challenge", player=1, uid=y, target=host)
    assert st.lore[0] == 1


def test_scrooge_cavern_prospector_puts_a_card_under_a_boost_character_you_play():
    scrooge = card("Scrooge McDuck - Cavern Prospector")
    st = started()
    put(st, scrooge, 0)
    ink_up(st, 0, 12)
    put(st, custom("TOP", "Top"), 0, "deck")
    plain = put(st, custom("P1", "Plain", cost=1), 0, "hand")
    st = act(st, "play", uid=plain, mode="ink")
    assert not st.pending  # no Boost: no trigger
    john = put(st, card("Little John - Impermanent Outlaw"), 0, "hand")
    st = act(st, "play", uid=john, mode="ink")
    st = settle_mandatory(choose(st, ["yes"]))
    assert under(st, john) == 1


def test_scrooge_on_the_right_track_only_chooses_a_character_with_a_card_under_them():
    scrooge = card("Scrooge McDuck - On the Right Track")
    st = started()
    ink_up(st, 0, scrooge["cost"])
    host = put(st, BOOSTER, 0)
    plain = put(st, custom("P1", "Plain"), 0)
    put(st, custom("UND", "Under"), 0, "deck")
    from engine.lorcana.under import put_under

    put_under(st, st.table.zone(0, "deck")[0], host, [], "test")
    uid = put(st, scrooge, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending:
        assert str(plain) not in [o.id for o in st.pending[0].options]
        st = choose(st, [host])
    assert stat(st, host, "lore") == 2
    st = end_turn(st)
    assert stat(st, host, "lore") == 1


def test_mulan_standing_her_ground_takes_no_challenge_damage_after_a_boost_this_turn():
    mulan = card("Mulan - Standing Her Ground")
    st = started()
    m = put(st, mulan, 0)
    foe = put(st, custom("F1", "Foe", s=3, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=m, target=foe)
    assert st.table.cards[m].zone == "discard"  # nothing put under a card yet: 3 damage banishes her
    st = started()
    m = put(st, mulan, 0)
    host = put(st, card("Little John - Impermanent Outlaw"), 0)
    st = boost(st, host)
    foe = put(st, custom("F1", "Foe", s=3, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=m, target=foe)
    assert st.table.cards[m].zone == "play" and st.table.cards[m].damage == 0


def test_russell_senior_wilderness_explorer_pumps_characters_at_locations_and_rewards_strong_questers():
    russell = card("Russell - Senior Wilderness Explorer")
    st = started()
    r = put(st, russell, 0)
    loc = put(st, custom("L1", "Camp", card_type="Location", w=5, move_cost=1), 0)
    away = put(st, custom("A1", "Away", s=3), 0)
    there = put(st, custom("T1", "There", s=3), 0)
    st.table.cards[there].flags["at"] = loc
    assert stat(st, away, "strength") == 3 and stat(st, there, "strength") == 4
    st = act(st, "quest", uid=away)
    assert st.lore[0] == 1  # 3 {S}: no extra lore
    st = act(st, "quest", uid=there)
    assert st.lore[0] == 1 + 1 + 1
    assert r


# --- quests, challenges, discards and plays of this turn (turn_records) -------------------------

def test_fflewddur_fflam_draws_only_if_a_character_of_yours_quested_this_turn():
    ff = card("Fflewddur Fflam - Luckless Bard")
    st = started()
    ink_up(st, 0, ff["cost"] * 2)
    uid = put(st, ff, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    assert hand(st) == before - 1
    q = put(st, custom("Q1", "Quester"), 0)
    st = act(st, "quest", uid=q)
    uid = put(st, ff, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    assert hand(st) == before - 1 + 1


def test_john_smiths_compass_banishes_itself_after_a_challenge_else_reveals():
    compass = card("John Smith's Compass")
    st = started()
    uid = put(st, compass, 0)
    a = put(st, custom("A1", "A", s=1, w=5), 0)
    foe = put(st, custom("F1", "Foe", s=0, w=5), 1, tapped=True)
    st = act(st, "challenge", uid=a, target=foe)
    st = end_turn(st)
    assert st.table.cards[uid].zone == "discard"  # challenged: banished, no reveal
    st = started()
    uid = put(st, compass, 0)
    top = put(st, custom("K1", "Cheap", cost=2), 0, "deck")
    st = act(st, "end_turn", 0)
    while st.pending:
        st = choose(st, ["yes"] if st.pending[0].kind == "may" else [st.pending[0].options[0].id])
    assert st.table.cards[uid].zone == "play" and st.table.cards[top].zone == "hand"


def test_john_smith_snow_tracker_and_mothers_necklace_need_no_challenge_this_turn():
    john = card("John Smith - Snow Tracker")
    necklace = card("Mother's Necklace")
    st = started()
    j = put(st, john, 0, tapped=True)
    put(st, necklace, 0)
    st = act(st, "end_turn", 0)
    while st.pending:
        st = choose(st, [j] if str(j) in [o.id for o in st.pending[0].options] else [st.pending[0].options[0].id])
    from engine.lorcana.characteristics import has

    assert st.lore[0] == 1 and has(st, j, "Evasive")
    st = started()
    j = put(st, john, 0, tapped=True)
    put(st, necklace, 0)
    a = put(st, custom("A1", "A", s=1, w=5), 0)
    foe = put(st, custom("F1", "Foe", s=0, w=5), 1, tapped=True)
    st = act(st, "challenge", uid=a, target=foe)
    st = end_turn(st)
    assert st.lore[0] == 0 and not st.pending and not has(st, j, "Evasive")


def test_discarded_armor_needs_a_discard_from_hand_this_turn():
    armor = card("Discarded Armor")
    from engine.lorcana.characteristics import keyword_value

    st = started()
    uid = put(st, armor, 0)
    mine = put(st, custom("M1", "Mine"), 0)
    foe = put(st, custom("F1", "Foe", s=0, w=1), 1, tapped=True)
    st = banish_in_challenge(st)  # a card put into a discard, but not discarded
    st = act(st, "activate", uid=uid, ability=0)
    assert not keyword_value(st, mine, "Resist") and foe
    st = started()
    uid = put(st, armor, 0)
    mine = put(st, custom("M1", "Mine"), 0)
    discard_from_hand(st, 0, 1)
    st = act(st, "activate", uid=uid, ability=0)
    if st.pending:
        st = choose(st, [mine])
    assert keyword_value(st, mine, "Resist") == 1


def test_super_suit_and_daisy_trendy_traveler_look_at_what_you_played_this_turn():
    suit = card("Super Suit")
    daisy = card("Daisy Duck - Trendy Traveler")
    st = started()
    ink_up(st, 0, 6)
    s = put(st, suit, 0)
    d = put(st, daisy, 0)
    tired = put(st, custom("T1", "Tired"), 0, tapped=True)
    ally = put(st, custom("AL", "Ally", cost=1, classifications=["Storyborn", "Ally"]), 0, "hand")
    st = act(st, "play", uid=ally, mode="ink")
    before = hand(st)
    st = act(st, "activate", uid=s, ability=1)
    assert hand(st) == before  # played a character, but not a Hero
    st = act(st, "quest", uid=d)
    st = choose(st, ["yes"])
    if st.pending:
        st = choose(st, [tired])
    assert not st.table.cards[tired].tapped
    st = started()
    ink_up(st, 0, 6)
    s = put(st, suit, 0)
    d = put(st, daisy, 0)
    st = act(st, "quest", uid=d)
    assert not st.pending  # no character played this turn: no trigger
    hero = put(st, custom("HE", "Hero", cost=1, classifications=["Storyborn", "Hero"]), 0, "hand")
    st = act(st, "play", uid=hero, mode="ink")
    before = hand(st)
    st = act(st, "activate", uid=s, ability=1)
    assert hand(st) == before + 1


# --- more per-card scripts -----------------------------------------------------------------------

def test_coldstone_pain_and_priya_check_the_discard_when_played():
    # Lorcana 7.4.4: intervening if
    for c, wrong, right, lore in (
            (card("Coldstone - Reincarnated Cyborg"), [custom("G1", "Garg", classifications=["Storyborn", "Gargoyle"])],
             [custom("G1", "Garg", classifications=["Storyborn", "Gargoyle"]), custom("G2", "Garg 2", classifications=["Storyborn", "Gargoyle"])], 2),
            (card("Pain - Running with Scissors"), [custom("PN", "Panic", card_type="Item")], [custom("PC", "Panic")], 2),
            (card("Priya Mangal - Serious Music Lover"), [custom("AC", "Plain Action", card_type="Action")],
             [custom("SO", "A Song", card_type="Action", subtypes=["Song"])], 1)):
        for cards, gained in ((wrong, 0), (right, lore)):
            st = started()
            ink_up(st, 0, c["cost"])
            for d in cards:
                put(st, d, 0, "discard")
            uid = put(st, c, 0, "hand")
            st = act(st, "play", uid=uid, mode="ink")
            assert st.lore[0] == gained, c["full_name"]


def test_elisa_maza_intrepid_investigator_needs_two_other_strong_characters():
    elisa = card("Elisa Maza - Intrepid Investigator")
    st = started()
    uid = put(st, elisa, 0)
    put(st, custom("S1", "Strong", s=5), 0)
    put(st, custom("W1", "Weak", s=4), 0)
    assert stat(st, uid, "lore") == elisa["lore"]
    put(st, custom("S2", "Strong 2", s=6), 0)
    assert stat(st, uid, "lore") == elisa["lore"] + 2


def test_white_agony_plains_and_game_preserve_count_their_characters():
    plains = card("White Agony Plains - Golden Lagoon")
    preserve = card("Game Preserve - Protected Land")
    from engine.lorcana.characteristics import has

    st = started()
    p = put(st, plains, 0)
    g = put(st, preserve, 0)
    assert stat(st, p, "lore") == 0 and not has(st, g, "Evasive")
    for i in range(2):
        u = put(st, custom(f"H{i}", f"Here {i}"), 0)
        st.table.cards[u].flags["at"] = p
    put(st, custom("AW", "Away"), 0)
    assert stat(st, p, "lore") == 2
    flyer = put(st, custom("FL", "Flyer", "Evasive"), 0)
    assert not has(st, g, "Evasive")
    st.table.cards[flyer].flags["at"] = g
    assert has(st, g, "Evasive")


def test_munchings_and_crunchings_discounts_only_gurgi():
    munch = card("Munchings and Crunchings")
    from engine.lorcana.game import ENGINE

    st = started()
    put(st, munch, 0)
    ink_up(st, 0, 2)
    gurgi = put(st, custom("GU", "Gurgi", cost=3), 0, "hand")
    other = put(st, custom("OT", "Other", cost=3), 0, "hand")
    plays = {a.args.get("uid") for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("mode") == "ink"}
    assert gurgi in plays and other not in plays


def test_taran_pig_keeper_returns_only_hen_wen():
    taran = card("Taran - Pig Keeper")
    st = started()
    uid = put(st, taran, 0)
    hen = put(st, custom("HW", "Hen Wen"), 0, "discard")
    pig = put(st, custom("PG", "Other Pig"), 0, "discard")
    st = act(st, "quest", uid=uid)
    if st.pending[0].kind == "bag":  # Support (10.11) triggers too: resolve Taran's own ability first
        st = choose(st, [next(o.id for o in st.pending[0].options if "Support" not in o.label)])
    st = choose(st, ["yes"])
    if st.pending:
        assert str(pig) not in [o.id for o in st.pending[0].options]
        st = choose(st, [hen])
    assert st.table.cards[hen].zone == "hand" and st.table.cards[pig].zone == "discard"


def test_alien_true_believer_returns_another_alien_during_your_turn_only():
    alien = card("Alien - True Believer")
    st = started()
    uid = put(st, alien, 0)
    other = put(st, alien, 0, "discard")
    foe = put(st, custom("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=foe)
    while st.pending:
        assert str(uid) not in [o.id for o in st.pending[0].options]  # "another": not this card
        st = choose(st, [other])
    assert st.table.cards[other].zone == "hand" and st.table.cards[uid].zone == "discard"
    st = started()
    uid = put(st, alien, 0, tapped=True)
    other = put(st, alien, 0, "discard")
    st = end_turn(st)
    x = put(st, custom("X1", "X", s=5, w=9), 1)
    st = act(st, "challenge", player=1, uid=x, target=uid)
    assert st.table.cards[other].zone == "discard"  # the opponent's turn


def test_sid_phillips_and_syndromes_remote_watch_banished_toys_and_robots():
    sid = card("Sid Phillips - Toy Surgeon")
    remote = card("Syndrome's Remote")
    st = started()
    put(st, sid, 0)
    r = put(st, remote, 0)
    me = put(st, custom("BA", "Bruiser", s=9, w=9), 0)
    toy = put(st, custom("TY", "Toy", s=0, w=1, classifications=["Storyborn", "Toy"]), 1, tapped=True)
    st = act(st, "challenge", uid=me, target=toy)
    assert st.lore[0] == 2 and not st.pending
    st.table.cards[me].tapped = False
    robot = put(st, custom("RB", "Robot", s=0, w=1, classifications=["Storyborn", "Robot"]), 1, tapped=True)
    for i in range(3):
        put(st, custom(f"HC{i}", f"Hand {i}"), 0, "hand")
    st = act(st, "challenge", uid=me, target=robot)
    assert st.lore[0] == 2
    st = choose(st, ["yes"])
    assert st.table.cards[r].zone == "discard" and hand(st) == 2


def test_clarabelle_banishes_an_item_and_its_player_ramps():
    clara = card("Clarabelle - Out for a Stroll")
    st = started()
    ink_up(st, 0, clara["cost"])
    item = put(st, custom("IT", "Trinket", card_type="Item"), 1)
    put(st, custom("D1", "Top"), 1, "deck")
    theirs = len(st.table.zone(1, "inkwell"))
    uid = put(st, clara, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [item])
    assert st.table.cards[item].zone == "discard"
    assert len(st.table.zone(1, "inkwell")) == theirs + 1 and st.table.cards[st.table.zone(1, "inkwell")[-1]].tapped


def test_chief_bogo_police_commissioner_moves_only_to_hyperia_city():
    bogo = card("Chief Bogo - Police Commissioner")
    st = started()
    uid = put(st, bogo, 0)
    put(st, custom("L1", "Elsewhere", card_type="Location", w=5, move_cost=1), 0)
    st = act(st, "quest", uid=uid)
    if st.pending:
        st = choose(st, ["yes"])
    assert not st.table.cards[uid].flags.get("at")  # no Hyperia City location: nothing to move to
    st = started()
    uid = put(st, bogo, 0)
    put(st, custom("L1", "Elsewhere", card_type="Location", w=5, move_cost=1), 0)
    city = put(st, custom("L2", "Hyperia City", version="Downtown", card_type="Location", w=5, move_cost=3), 0)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [city])
    assert st.table.cards[uid].flags.get("at") == city and len(st.table.zone(0, "inkwell")) == 0


def test_grandma_wu_and_ming_lee_trigger_when_shifted_onto():
    # Lorcana 10.8 (2.2.0 8.10.1): shifting puts the new card on top; the card below triggers
    wu = card("Grandma Wu - Wise Grandmother")
    ming = card("Ming Lee - Overprotective Parent")
    st = started()
    ink_up(st, 0, 9)
    below = put(st, wu, 0)
    top = put(st, custom("WU2", "Grandma Wu", version="Shifted", text="Shift 1 {I}", cost=5), 0, "hand")
    st = act(st, "play", uid=top, mode="shift", onto=below)
    assert st.lore[0] == 1
    below = put(st, ming, 0)
    foe = put(st, custom("F1", "Foe"), 1, tapped=True)
    top = put(st, custom("ML2", "Ming Lee", version="Shifted", text="Shift 1 {I}", cost=5), 0, "hand")
    st = act(st, "play", uid=top, mode="shift", onto=below)
    if st.pending:
        st = choose(st, [foe])
    st = end_turn(st)
    assert st.table.cards[foe].tapped  # it didn't ready at the start of its player's turn


def test_ming_lee_does_not_trigger_when_played():
    ming = card("Ming Lee - Overprotective Parent")
    st = started()
    ink_up(st, 0, ming["cost"])
    put(st, custom("F1", "Foe"), 1, tapped=True)
    uid = put(st, ming, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending


# --- cards leaving a discard ----------------------------------------------------------------------

def test_anna_little_sister_takes_a_card_from_any_discard_to_the_bottom_of_its_owners_deck():
    anna = card("Anna - Little Sister")
    st = started()
    ink_up(st, 0, anna["cost"])
    theirs = put(st, custom("TD", "Their Junk"), 1, "discard")
    mine = put(st, custom("MD", "My Junk"), 0, "discard")
    uid = put(st, anna, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert {str(theirs), str(mine)} <= {o.id for o in st.pending[0].options}
    st = choose(st, [theirs])
    assert st.table.cards[theirs].zone == "deck" and st.table.zone(1, "deck")[-1] == theirs


def test_kristoff_icy_explorer_needs_anna_and_draws_once_when_a_card_leaves_your_discard():
    kristoff = card("Kristoff - Icy Explorer")
    st = started()
    ink_up(st, 0, kristoff["cost"] * 2)
    junk = put(st, custom("MD", "My Junk"), 0, "discard")
    uid = put(st, kristoff, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending  # no Anna: no trigger (7.4.4)
    put(st, custom("AN", "Anna"), 0)
    uid2 = put(st, kristoff, 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=uid2, mode="ink")
    st = choose(st, ["yes"])
    st = choose(st, [junk])
    st = settle_mandatory(st)
    assert st.table.cards[junk].zone == "deck"
    assert hand(st) == before - 1 + 2  # each Kristoff draws once: a card left your discard
    other = put(st, custom("M2", "More Junk"), 0, "discard")
    move_card(st, other, "hand", R("7.1"))
    st = settle_mandatory(act(st, "quest", uid=put(st, custom("Q", "Q"), 0)))
    assert hand(st) == before - 1 + 2 + 1  # once during your turn: no more draws


def test_the_horned_king_triumphant_ghoul_counts_cards_leaving_any_discard_during_your_turn():
    king = card("The Horned King - Triumphant Ghoul")
    st = started()
    uid = put(st, king, 0)
    assert stat(st, uid, "lore") == king["lore"]
    junk = put(st, custom("TD", "Their Junk"), 1, "discard")
    move_card(st, junk, "deck", R("7.1"))
    assert stat(st, uid, "lore") == king["lore"] + 2
    st = end_turn(st)
    assert stat(st, uid, "lore") == king["lore"]


def test_goldie_ogilt_gains_lore_only_if_she_puts_a_location_away():
    goldie = card("Goldie O'Gilt - Cunning Prospector")
    st = started()
    uid = put(st, goldie, 0)
    put(st, custom("CH", "Not a location"), 1, "discard")
    st = act(st, "quest", uid=uid)
    if st.pending:
        st = choose(st, ["yes"])
    assert st.lore[0] == goldie["lore"]  # no location card in any discard: no lore
    st = started()
    uid = put(st, goldie, 0)
    loc = put(st, custom("LC", "Old Place", card_type="Location", w=5), 1, "discard")
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    if st.pending:
        st = choose(st, [loc])
    assert st.table.cards[loc].zone == "deck" and st.lore[0] == goldie["lore"] + 1


def test_magica_shadowy_shuffles_a_discarded_card_into_its_owners_deck():
    magica = card("Magica De Spell - Shadowy and Sinister")
    st = started()
    ink_up(st, 0, magica["cost"])
    junk = put(st, custom("TD", "Their Junk"), 1, "discard")
    size = len(st.table.zone(1, "deck"))
    uid = put(st, magica, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    st = choose(st, [junk])
    assert st.table.cards[junk].zone == "deck" and len(st.table.zone(1, "deck")) == size + 1


def test_della_duck_readies_a_boost_character_that_then_cant_quest_or_challenge():
    della = card("Della Duck - Returning Mother")
    from engine.lorcana.game import ENGINE

    st = started()
    ink_up(st, 0, della["cost"])
    host = put(st, BOOSTER, 0, tapped=True)
    plain = put(st, custom("PL", "Plain"), 0, tapped=True)
    put(st, custom("F1", "Foe"), 1, tapped=True)
    uid = put(st, della, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    if st.pending:
        assert str(plain) not in [o.id for o in st.pending[0].options]
        st = choose(st, [host])
    assert not st.table.cards[host].tapped
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.args.get("uid") == host and a.type in ("quest", "challenge")]
    assert not acts


# --- locations' characters, the inkwell and opponents' discards -----------------------------------

def test_beasts_castle_winter_gardens_gains_lore_when_a_character_here_challenges():
    castle = card("Beast's Castle - Winter Gardens")
    st = started()
    loc = put(st, castle, 0)
    here = put(st, custom("H1", "Here", s=1, w=9), 0)
    away = put(st, custom("A1", "Away", s=1, w=9), 0)
    st.table.cards[here].flags["at"] = loc
    foe = put(st, custom("F1", "Foe", s=0, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=away, target=foe)
    assert st.lore[0] == 0
    st = act(st, "challenge", uid=here, target=foe)
    assert st.lore[0] == 1


def test_institute_of_technology_honey_lemons_lab_only_for_super_characters_once_a_turn():
    lab = card("Institute of Technology - Honey Lemon's Lab")
    st = started()
    loc = put(st, lab, 0)
    item = put(st, custom("IT", "Gadget", card_type="Item"), 0, "discard")
    item2 = put(st, custom("IT2", "Gadget 2", card_type="Item"), 0, "discard")
    plain = put(st, custom("P1", "Plain"), 0)
    sup = put(st, custom("S1", "Super One", classifications=["Storyborn", "Super"]), 0)
    sup2 = put(st, custom("S2", "Super Two", classifications=["Storyborn", "Super"]), 0)
    for u in (plain, sup, sup2):
        st.table.cards[u].flags["at"] = loc
    st = act(st, "quest", uid=plain)
    assert not st.pending and st.table.cards[item].zone == "discard"
    st = act(st, "quest", uid=sup)
    if st.pending:
        st = choose(st, [item])
    assert st.table.cards[item].zone == "hand"
    st = act(st, "quest", uid=sup2)
    assert st.table.cards[item2].zone == "discard"  # once during your turn (2.2.0 6.1.13.2)


def test_randall_boggs_and_mr_big_need_every_ink_card_exerted():
    envious = card("Randall Boggs - Envious Coworker")
    smart = card("Randall Boggs - Scary Smart")
    big = card("Mr. Big - Distribution Magnate")
    st = started()
    e = put(st, envious, 0)
    put(st, smart, 0)
    put(st, big, 0)
    foe = put(st, custom("F1", "Foe"), 1)
    ink_up(st, 0, 2)
    assert stat(st, e, "lore") == envious["lore"]
    bait = put(st, custom("B1", "Bait"), 0, tapped=True)
    st = end_turn(st)
    assert st.lore[0] == 0  # a ready ink card: no lore, no restriction
    from engine.lorcana.game import ENGINE

    assert [a for a in ENGINE.legal_actions(st, 1) if a.type == "challenge" and a.args.get("uid") == foe and a.args.get("target") == bait]
    st = started()
    e = put(st, envious, 0)
    put(st, smart, 0)
    put(st, big, 0)
    foe = put(st, custom("F1", "Foe"), 1)
    ink_up(st, 0, 2)
    for u in st.table.zone(0, "inkwell"):
        st.table.cards[u].tapped = True
    assert stat(st, e, "lore") == envious["lore"] + 2
    st = act(st, "end_turn", 0)
    while st.pending:
        p = st.pending[0]
        st = choose(st, [foe] if str(foe) in [o.id for o in p.options] else [p.options[0].id])
    assert st.lore[0] == 1
    put(st, custom("M1", "Mine"), 0, tapped=True)
    assert not [a for a in ENGINE.legal_actions(st, 1) if a.type == "challenge" and a.args.get("uid") == foe]


def test_ernesto_de_la_cruz_idol_of_millions_looks_at_opponents_discards():
    ernesto = card("Ernesto de la Cruz - Idol of Millions")
    st = started()
    uid = put(st, ernesto, 0)
    put(st, custom("SO", "My Song", card_type="Action", subtypes=["Song"]), 0, "discard")
    put(st, custom("AC", "Their Action", card_type="Action"), 1, "discard")
    assert stat(st, uid, "lore") == ernesto["lore"]
    put(st, custom("S2", "Their Song", card_type="Action", subtypes=["Song"]), 1, "discard")
    assert stat(st, uid, "lore") == ernesto["lore"] + 1


def test_lady_tremaine_scornful_snob_damages_opposing_singers_as_they_enter():
    lady = card("Lady Tremaine - Scornful Snob")
    st = started()
    put(st, lady, 0)
    st = end_turn(st)
    ink_up(st, 1, 4)
    singer = put(st, custom("SI", "Singer", "Singer 5", w=3), 1, "hand")
    plain = put(st, custom("PL", "Plain", w=3), 1, "hand")
    st = act(st, "play", player=1, uid=singer, mode="ink")
    st = act(st, "play", player=1, uid=plain, mode="ink")
    assert st.table.cards[singer].damage == 1 and st.table.cards[plain].damage == 0


# --- more scripts: costs inside abilities, "once during your turn" abilities ----------------------

def test_the_robot_queen_pays_and_banishes_itself_to_deal_two():
    queen = card("The Robot Queen")
    st = started()
    q = put(st, queen, 0)
    ink_up(st, 0, 2)
    foe = put(st, custom("F1", "Foe", w=5), 1)
    a = put(st, custom("C1", "Cheap", cost=1), 0, "hand")
    st = act(st, "play", uid=a, mode="ink")
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[q].zone == "discard" and st.table.cards[foe].damage == 2
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))  # 1 for the play, 1 for the ability


def test_the_robot_queen_does_nothing_without_ink():
    queen = card("The Robot Queen")
    st = started()
    q = put(st, queen, 0)
    ink_up(st, 0, 1)
    foe = put(st, custom("F1", "Foe", w=5), 1)
    a = put(st, custom("C1", "Cheap", cost=1), 0, "hand")
    st = act(st, "play", uid=a, mode="ink")
    if st.pending:
        st = choose(st, ["yes"])
    assert st.table.cards[q].zone == "play" and st.table.cards[foe].damage == 0


def test_demona_exerts_opponents_then_fills_small_hands_to_three():
    demona = card("Demona - Scourge of the Wyvern Clan")
    st = started()
    ink_up(st, 0, demona["cost"])
    foe = put(st, custom("F1", "Foe"), 1)
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck")
    for u in list(st.table.zone(1, "hand"))[4:]:
        st.table.move(u, "deck")
    uid = put(st, demona, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[foe].tapped
    assert hand(st, 0) == 3 and hand(st, 1) == 4  # 4 cards already: no draw


def test_pocahontas_following_the_wind_gains_the_chosen_exerted_characters_lore():
    poca = card("Pocahontas - Following the Wind")
    st = started()
    uid = put(st, poca, 0)
    rich = put(st, custom("R1", "Rich", lore=3), 1, tapped=True)
    ready = put(st, custom("R2", "Ready", lore=4), 1)
    st = act(st, "quest", uid=uid)
    assert str(ready) not in [o.id for o in st.pending[0].options] and str(uid) not in [o.id for o in st.pending[0].options]
    st = choose(st, [rich])
    assert st.lore[0] == poca["lore"] + 3


def test_elinor_renowned_diplomat_needs_three_exerted_characters():
    elinor = card("Elinor - Renowned Diplomat")
    st = started()
    put(st, elinor, 0, tapped=True)
    put(st, custom("E1", "One"), 0, tapped=True)
    foe = put(st, custom("F1", "Foe", w=5), 1)
    st = end_turn(st)
    assert st.lore[0] == 0 and st.table.cards[foe].damage == 0
    st = started()
    put(st, elinor, 0, tapped=True)
    put(st, custom("E1", "One"), 0, tapped=True)
    put(st, custom("E2", "Two"), 0, tapped=True)
    foe = put(st, custom("F1", "Foe", w=5), 1)
    cards = hand(st)
    st = act(st, "end_turn", 0)
    if st.pending:
        st = choose(st, [foe])
    assert st.lore[0] == 1 and st.table.cards[foe].damage == 1 and hand(st) == cards + 1


def test_snow_white_merry_returns_a_seven_dwarfs_character_to_draw():
    snow = card("Snow White - Merry as the Morning")
    st = started()
    uid = put(st, snow, 0)
    dwarf = put(st, custom("D1", "Doc", classifications=["Storyborn", "Seven Dwarfs"]), 0)
    other = put(st, custom("O1", "Other"), 0)
    cards = hand(st)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    if st.pending:
        assert str(other) not in [o.id for o in st.pending[0].options]
        st = choose(st, [dwarf])
    assert st.table.cards[dwarf].zone == "hand" and hand(st) == cards + 2


def test_pocahontas_and_meeko_swap_a_cost_one_character():
    pm = card("Pocahontas & Meeko - Adventurous Friends")
    st = started()
    uid = put(st, pm, 0)
    small = put(st, custom("S1", "Small", cost=1), 0)
    put(st, custom("B1", "Big", cost=2), 0)
    fresh = put(st, custom("N1", "New", cost=1), 0, "hand")
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        assert len(st.pending[0].options) == 1
        st = choose(st, [small])
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [fresh])
    assert st.table.cards[small].zone == "hand" and st.table.cards[fresh].zone == "play"
    assert not st.table.zone(0, "inkwell")  # for free


def test_woody_and_buzz_play_any_card_with_cost_two_or_less_for_free():
    wb = card("Woody & Buzz Lightyear - Best Buddies")
    st = started()
    uid = put(st, wb, 0)
    item = put(st, custom("I1", "Trinket", card_type="Item", cost=2), 0, "hand")
    dear = put(st, custom("I2", "Dear", card_type="Item", cost=3), 0, "hand")
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        assert str(dear) not in [o.id for o in st.pending[0].options]
        st = choose(st, [item])
    assert st.table.cards[item].zone == "play"
    st = end_turn(end_turn(st))
    action = put(st, custom("A1", "Little Spell", "Draw a card.", card_type="Action", cost=1), 0, "hand")
    cards = hand(st)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [action])
    assert st.table.cards[action].zone == "discard" and hand(st) == cards - 1 + 1  # an action resolves (4.3.4.7)


def test_kronk_angel_and_rapunzel_are_once_per_turn_abilities_with_costs():
    from engine.lorcana.characteristics import has
    from engine.lorcana.game import ENGINE

    kronk = card("Kronk - Meat Hut Cook")
    st = started()
    k = put(st, kronk, 0)
    ink_up(st, 0, 2)
    cards = hand(st)
    st = act(st, "activate", uid=k, ability=1)
    st = choose(st, [st.pending[0].options[0].id])
    assert hand(st) == cards and len([u for u in st.table.zone(0, "inkwell") if st.table.cards[u].tapped]) == 1
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == k]  # once per turn
    angel = card("Angel - Experiment 624")
    st = started()
    a = put(st, angel, 0)
    foe = put(st, custom("F1", "Foe", w=5), 1)
    junk = st.table.zone(0, "hand")[0]
    st = act(st, "activate", uid=a, ability=1, discard=junk)
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2 and st.table.cards[junk].zone == "discard"
    rap = card("Rapunzel - Escaping the Tower")
    st = started()
    r = put(st, rap, 0)
    st = act(st, "activate", uid=r, ability=0, discard=st.table.zone(0, "hand")[0])
    assert has(st, r, "Evasive") and stat(st, r, "lore") == rap["lore"] + 1
    st = end_turn(st)
    assert has(st, r, "Evasive")
    st = end_turn(st)
    assert not has(st, r, "Evasive")  # until the start of your next turn


def test_ichabod_crane_bookish_schoolmaster_needs_a_big_character_played_this_turn():
    ichabod = card("Ichabod Crane - Bookish Schoolmaster")
    st = started()
    uid = put(st, ichabod, 0)
    ink_up(st, 0, 5)
    small = put(st, custom("S1", "Small", cost=4), 0, "hand")
    st = act(st, "play", uid=small, mode="ink")
    ink = len(st.table.zone(0, "inkwell"))
    st = act(st, "quest", uid=uid)
    assert len(st.table.zone(0, "inkwell")) == ink
    st = started()
    uid = put(st, ichabod, 0)
    ink_up(st, 0, 5)
    big = put(st, custom("B1", "Big", cost=5), 0, "hand")
    st = act(st, "play", uid=big, mode="ink")
    ink = len(st.table.zone(0, "inkwell"))
    st = act(st, "quest", uid=uid)
    assert len(st.table.zone(0, "inkwell")) == ink + 1


def test_milo_thatch_courageous_explorer_counts_cards_put_into_your_discard_during_your_turn():
    milo = card("Milo Thatch - Courageous Explorer")
    st = started()
    uid = put(st, milo, 0)
    discard_from_hand(st, 0, 1)
    assert stat(st, uid, "lore") == milo["lore"]
    discard_from_hand(st, 1, 2)  # the opponent's discard doesn't count
    assert stat(st, uid, "lore") == milo["lore"]
    discard_from_hand(st, 0, 1)
    assert stat(st, uid, "lore") == milo["lore"] + 1


def test_wind_up_frog_costs_less_after_one_of_your_toys_was_banished():
    frog = card("Wind-Up Frog - Sid's Toy")
    from engine.lorcana.game import ENGINE
    from engine.lorcana.zones import banish

    def playable(st, uid):
        return [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == uid and a.args.get("mode") == "ink"]

    st = started()
    ink_up(st, 0, frog["cost"] - 2)
    uid = put(st, frog, 0, "hand")
    their_toy = put(st, custom("T1", "Their Toy", classifications=["Storyborn", "Toy"]), 1)
    my_plain = put(st, custom("P1", "Plain"), 0)
    banish(st, [their_toy, my_plain], R("1.9.1.3"), [])
    assert not playable(st, uid)
    my_toy = put(st, custom("T2", "My Toy", classifications=["Storyborn", "Toy"]), 0)
    banish(st, [my_toy], R("1.9.1.3"), [])
    assert playable(st, uid)


def test_monterey_jack_hypnotized_can_quest_only_with_a_sturdy_character():
    jack = card("Monterey Jack - Hypnotized by Cheese")
    from engine.lorcana.game import ENGINE

    st = started()
    uid = put(st, jack, 0)
    put(st, custom("W3", "Weak", w=3), 0)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args.get("uid") == uid]
    put(st, custom("W4", "Sturdy", w=4), 0)
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args.get("uid") == uid]


def test_julietas_arepas_and_isabela_need_damage_removed_this_turn():
    arepas = card("Julieta's Arepas")
    isabela = card("Isabela Madrigal - Such a Lovely Voice")
    st = started()
    a = put(st, arepas, 0)
    ink_up(st, 0, isabela["cost"] * 2)
    st = act(st, "activate", uid=a, ability=1)
    uid = put(st, isabela, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 0
    st = started()
    a = put(st, arepas, 0)
    ink_up(st, 0, isabela["cost"] + 1)
    foe = put(st, custom("F1", "Hurt Foe", w=5), 1, damage=2)
    mine = put(st, custom("M1", "Hurt Mine", w=5), 0, damage=2)
    healer = put(st, custom("H1", "Healer", "Remove up to 2 damage from chosen character.", card_type="Action", cost=1), 0, "hand")
    st = act(st, "play", uid=healer, mode="ink")
    st = choose(st, [foe])
    while st.pending:
        st = choose(st, [st.pending[0].options[-1].id])
    assert st.table.cards[foe].damage < 2
    st = act(st, "activate", uid=a, ability=1)
    assert st.lore[0] == 1  # damage removed from a character (an opposing one counts for the Arepas)
    uid = put(st, isabela, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 1  # Isabela needs one of your characters
    ink_up(st, 0, isabela["cost"] + 1)
    healer = put(st, custom("H2", "Healer 2", "Remove up to 2 damage from chosen character.", card_type="Action", cost=1), 0, "hand")
    st = act(st, "play", uid=healer, mode="ink")
    st = choose(st, [mine])
    while st.pending:
        st = choose(st, [st.pending[0].options[-1].id])
    assert st.table.cards[mine].damage < 2
    uid = put(st, isabela, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 2


# --- the inkwell's state, Resist-proof damage, moves and inkwells ----------------------------------

def test_piercing_attack_and_don_karnage_ignore_resist():
    # Lorcana 10.6: Resist reduces damage; 1.2.2: "can't be reduced" wins
    attack = card("Piercing Attack")
    karnage = card("Don Karnage - Debonair Pirate")
    st = started()
    ink_up(st, 0, attack["cost"] + karnage["cost"])
    tough = put(st, custom("T1", "Tough", "Resist +2", w=9), 1)
    uid = put(st, attack, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [tough])
    assert st.table.cards[tough].damage == 2
    other = put(st, custom("T2", "Tough 2", "Resist +1", w=9, lore=2), 1)
    uid = put(st, karnage, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[tough].damage == 3 and st.table.cards[other].damage == 1
    assert stat(st, other, "lore") == 2  # Don is ready: no -1 lore
    st.table.cards[uid].tapped = True
    assert stat(st, other, "lore") == 1
    plain = put(st, custom("T3", "Undamaged", lore=2), 1)
    assert stat(st, plain, "lore") == 2


def test_resist_still_reduces_ordinary_damage():
    st = started()
    tough = put(st, custom("T1", "Tough", "Resist +2", w=9), 1)
    zap = put(st, custom("ZA", "Zap", "Deal 2 damage to chosen character.", card_type="Action", cost=1), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=zap, mode="ink")
    st = choose(st, [tough])
    assert st.table.cards[tough].damage == 0


def test_sulley_protective_exerts_the_inkwell_to_gain_rush():
    sulley = card("Sulley - Protective Monster")
    from engine.lorcana.characteristics import has

    st = started()
    ink_up(st, 0, sulley["cost"] + 2)
    uid = put(st, sulley, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not has(st, uid, "Rush")  # 2 ink cards still ready
    st = choose(st, ["yes"])
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) and has(st, uid, "Rush")


def test_scream_canister_and_belle_and_beast_exert_and_ready_the_inkwell():
    canister = card("Scream Canister")
    bb = card("Belle & Beast - Certain as the Sun")
    st = started()
    c = put(st, canister, 0)
    ink_up(st, 0, 4)
    small = put(st, custom("S1", "Small", s=2), 1)
    big = put(st, custom("B1", "Big", s=3), 1)
    st = act(st, "activate", uid=c, ability=0)
    if st.pending:
        assert str(big) not in [o.id for o in st.pending[0].options]
        st = choose(st, [small])
    assert st.table.cards[small].tapped and all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))
    b = put(st, bb, 0)
    st = act(st, "quest", uid=b)
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))


def test_the_bitterwood_draws_once_for_a_strong_character_moved_here():
    wood = card("The Bitterwood - Underground Forest")
    st = started()
    loc = put(st, wood, 0)
    ink_up(st, 0, 6)
    weak = put(st, custom("W1", "Weak", s=4), 0)
    strong = put(st, custom("S1", "Strong", s=5), 0)
    strong2 = put(st, custom("S2", "Strong 2", s=6), 0)
    cards = hand(st)
    st = act(st, "move", uid=weak, location=loc)
    assert not st.pending
    st = act(st, "move", uid=strong, location=loc)
    st = choose(st, ["yes"])
    assert hand(st) == cards + 1
    st = act(st, "move", uid=strong2, location=loc)
    assert not st.pending and hand(st) == cards + 1  # once during your turn


def test_spooky_sight_and_wipe_out_put_characters_into_inkwells():
    spooky = card("Spooky Sight")
    wipe = card("Wipe Out!")
    st = started()
    ink_up(st, 0, spooky["cost"] + wipe["cost"])
    mine = put(st, custom("M1", "Mine", cost=3), 0)
    theirs = put(st, custom("T1", "Theirs", cost=2), 1)
    big = put(st, custom("B1", "Big", cost=4), 1)
    uid = put(st, spooky, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[mine].zone == "inkwell" and st.table.cards[theirs].zone == "inkwell" and st.table.cards[big].zone == "play"
    assert st.table.cards[theirs].tapped and theirs in st.table.zone(1, "inkwell")
    guard = put(st, custom("G1", "Guard", "Bodyguard"), 1)
    item = put(st, custom("I1", "Trinket", card_type="Item"), 1)
    uid = put(st, wipe, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    ids = [o.id for o in st.pending[0].options]
    assert str(big) not in ids and str(guard) in ids and str(item) in ids
    st = choose(st, [item])
    assert st.table.cards[item].zone == "inkwell"


def test_get_to_safety_plays_a_cheap_location_from_the_discard_then_checks_sleepy_hollow():
    safety = card("Get to Safety!")
    st = started()
    ink_up(st, 0, safety["cost"] * 2)
    hollow = put(st, custom("SH", "Sleepy Hollow", version="Village", card_type="Location", cost=3, w=5), 0, "discard")
    put(st, custom("BL", "Big Place", card_type="Location", cost=4, w=5), 0, "discard")
    uid = put(st, safety, 0, "hand")
    cards = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending:
        assert len(st.pending[0].options) == 1
        st = choose(st, [hollow])
    assert st.table.cards[hollow].zone == "play" and hand(st) == cards - 1 + 1
    other = put(st, custom("OP", "Other Place", card_type="Location", cost=2, w=5), 0, "discard")
    st.table.move(hollow, "discard")  # Sleepy Hollow leaves play
    uid = put(st, safety, 0, "hand")
    cards = hand(st)
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending:
        st = choose(st, [other])
    assert st.table.cards[other].zone == "play" and hand(st) == cards - 1  # no Sleepy Hollow in play: no draw


def test_alice_well_read_whisper_takes_the_cards_under_her_when_she_quests():
    alice = card("Alice - Well-Read Whisper")
    st = started()
    uid = put(st, alice, 0)
    st = boost(st, uid)
    assert under(st, uid) == 1
    cards = hand(st)
    st = act(st, "quest", uid=uid)
    assert under(st, uid) == 0 and hand(st) == cards + 1


def test_graveyard_of_christmas_future_collects_cards_then_may_be_emptied_and_banished():
    grave = card("Graveyard of Christmas Future - Lonely Resting Place")
    st = started()
    loc = put(st, grave, 0)
    ink_up(st, 0, 4)
    mover = put(st, custom("MV", "Mover"), 0)
    top = put(st, custom("TOP", "Top"), 0, "deck")
    st = act(st, "move", uid=mover, location=loc)
    assert under(st, loc) == 1
    st = end_turn(end_turn(st))
    while st.pending and st.pending[0].kind != "may":
        st = choose(st, [st.pending[0].options[0].id])
    st = choose(st, ["yes"])
    assert st.table.cards[top].zone == "hand" and st.table.cards[loc].zone == "discard"


def test_omnidroid_may_take_the_cards_under_it_only_when_shifted():
    omni = card("Omnidroid - Ultimate Iteration")
    st = started()
    ink_up(st, 0, 14)
    uid = put(st, omni, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending  # played normally: no trigger
    below = put(st, custom("OM", "Omnidroid", version="Old", cost=3), 0)
    top = put(st, omni, 0, "hand")
    cards = hand(st)
    st = act(st, "play", uid=top, mode="shift", onto=below)
    st = choose(st, ["yes"])
    assert st.table.cards[below].zone == "hand" and hand(st) == cards - 1 + 1


def test_willie_the_giant_needs_a_card_under_him_this_turn_to_quest_or_challenge():
    willie = card("Willie the Giant - Ghost of Christmas Present")
    from engine.lorcana.game import ENGINE

    st = started()
    uid = put(st, willie, 0)
    put(st, custom("F1", "Foe"), 1, tapped=True)
    mine = [a for a in ENGINE.legal_actions(st, 0) if a.args.get("uid") == uid and a.type in ("quest", "challenge")]
    assert not mine
    st = boost(st, uid, ink=3)
    mine = {a.type for a in ENGINE.legal_actions(st, 0) if a.args.get("uid") == uid and a.type in ("quest", "challenge")}
    assert mine == {"quest", "challenge"}


def test_scrooge_reformed_ebenezer_puts_a_card_under_each_other_character_and_gives_them_ward():
    scrooge = card("Scrooge McDuck - Reformed Ebenezer")
    from engine.lorcana.characteristics import has

    st = started()
    ink_up(st, 0, scrooge["cost"])
    a = put(st, custom("A1", "A"), 0)
    b = put(st, custom("B1", "B"), 0)
    theirs = put(st, custom("T1", "Theirs"), 1)
    uid = put(st, scrooge, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert under(st, a) == 1 and under(st, b) == 1 and under(st, uid) == 0 and under(st, theirs) == 0
    assert has(st, a, "Ward") and has(st, b, "Ward") and not has(st, uid, "Ward")
    st = end_turn(end_turn(st))
    assert not has(st, a, "Ward")


def test_mulan_ready_for_battle_costs_less_for_each_condition():
    mulan = card("Mulan - Ready for Battle")
    from engine.lorcana.game import ENGINE

    def playable(st, uid):
        return bool([a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == uid and a.args.get("mode") == "ink"])

    st = started()
    ink_up(st, 0, mulan["cost"] - 2)
    uid = put(st, mulan, 0, "hand")
    put(st, custom("W1", "Weak", s=4), 0)
    assert not playable(st, uid)
    put(st, custom("H1", "Hurt", s=1, w=5), 0, damage=1)
    assert not playable(st, uid)  # 1 less only
    put(st, custom("S1", "Strong", s=5), 0)
    assert playable(st, uid)  # 2 less
    st2 = started()
    ink_up(st2, 0, mulan["cost"] - 1)
    uid2 = put(st2, mulan, 0, "hand")
    put(st2, custom("FS", "Their Strong", s=9), 1, damage=1)
    assert not playable(st2, uid2)  # opposing characters don't count


# --- set 11–13 scripts: more conditions, scales and location abilities -----------------------------

def test_kashekim_wise_king_may_ink_the_top_card_ready_after_two_discards():
    kashekim = card("Kashekim - Wise King")
    st = started()
    put(st, kashekim, 0)
    discard_from_hand(st, 0, 1)
    ink = len(st.table.zone(0, "inkwell"))
    st = end_turn(st)
    assert len(st.table.zone(0, "inkwell")) == ink
    st = started()
    put(st, kashekim, 0)
    top = put(st, custom("TOP", "Top"), 0, "deck")
    discard_from_hand(st, 0, 2)
    st = act(st, "end_turn", 0)
    st = choose(st, ["yes"])
    assert st.table.cards[top].zone == "inkwell" and not st.table.cards[top].tapped  # facedown, not exerted (8.5.2)


def test_firefly_swarm_second_mode_needs_two_cards_put_into_your_discard():
    swarm = card("Firefly Swarm")
    st = started()
    ink_up(st, 0, swarm["cost"] * 2)
    big = put(st, custom("B1", "Big", s=5), 1)
    uid = put(st, swarm, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [st.pending[0].options[1].id])  # mode 2: the condition is false, nothing happens
    assert st.table.cards[big].zone == "play" and not st.pending
    discard_from_hand(st, 0, 2)
    uid = put(st, swarm, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [st.pending[0].options[1].id])
    if st.pending:
        st = choose(st, [big])
    assert st.table.cards[big].zone == "discard"


def test_ranger_team_up_adds_the_chosen_characters_willpower_to_its_strength():
    team = card("Ranger Team-Up")
    st = started()
    ink_up(st, 0, team["cost"])
    a = put(st, custom("A1", "Sturdy", s=1, w=5), 0)
    uid = put(st, team, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, [a])
    assert stat(st, a, "strength") == 6
    st = end_turn(st)
    assert stat(st, a, "strength") == 1


def test_right_behind_you_plays_a_seven_dwarfs_character_only_with_both_in_play():
    rby = card("Right Behind You")
    st = started()
    ink_up(st, 0, rby["cost"] * 2)
    put(st, custom("D1", "Doc", classifications=["Storyborn", "Seven Dwarfs"]), 0)
    dwarf = put(st, custom("D2", "Dopey", cost=9, classifications=["Storyborn", "Seven Dwarfs"]), 0, "hand")
    uid = put(st, rby, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending and st.table.cards[dwarf].zone == "hand"  # no Princess: draw only
    put(st, custom("P1", "Snow", classifications=["Storyborn", "Princess"]), 0)
    uid = put(st, rby, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, [dwarf])
    assert st.table.cards[dwarf].zone == "play"


def test_isabela_caring_cultivator_gains_lore_per_damage_removed_from_your_characters():
    isa = card("Isabela Madrigal - Caring Cultivator")
    st = started()
    put(st, isa, 0)
    mine = put(st, custom("M1", "Mine", w=9), 0, damage=3)
    foe = put(st, custom("F1", "Foe", w=9), 1, damage=3)
    ink_up(st, 0, 2)
    for target in (foe, mine):
        heal = put(st, custom(f"HL{target}", "Heal", "Remove up to 3 damage from chosen character.", card_type="Action", cost=1), 0, "hand")
        st = act(st, "play", uid=heal, mode="ink")
        st = choose(st, [target])
        while st.pending:
            st = choose(st, [st.pending[0].options[-1].id])
    assert st.table.cards[mine].damage == 0 and st.lore[0] == 3  # the opposing character's damage doesn't count


def test_merida_gifted_archer_pings_challengers_while_exerted():
    merida = card("Merida - Gifted Archer")
    st = started()
    m = put(st, merida, 0)
    bait = put(st, custom("B1", "Bait", s=0, w=9), 0, tapped=True)
    st = end_turn(st)
    x = put(st, custom("X1", "X", s=1, w=5), 1)
    st = act(st, "challenge", player=1, uid=x, target=bait)
    assert st.table.cards[x].damage == 0  # Merida is ready: no trigger
    st.table.cards[m].tapped = True
    y = put(st, custom("Y1", "Y", s=1, w=5), 1)
    st = act(st, "challenge", player=1, uid=y, target=bait)
    st = choose(st, ["yes"])
    assert st.table.cards[y].damage == 1


def test_the_island_of_nomanisan_boosts_robots_here():
    island = card("The Island of Nomanisan - Syndrome's Headquarters")
    st = started()
    loc = put(st, island, 0)
    robot = put(st, custom("R1", "Robot", s=2, w=2, classifications=["Storyborn", "Robot"]), 0)
    other = put(st, custom("O1", "Other", s=2, w=2), 0)
    assert stat(st, robot, "strength") == 2
    st.table.cards[robot].flags["at"] = loc
    st.table.cards[other].flags["at"] = loc
    assert stat(st, robot, "strength") == 3 and stat(st, robot, "willpower") == 3 and stat(st, other, "strength") == 2


def test_launchpad_discards_unless_darkwing_duck_is_in_play():
    pad = card("Launchpad - Trusty Sidekick")
    st = started()
    uid = put(st, pad, 0)
    cards = hand(st)
    st = act(st, "activate", uid=uid, ability=0)
    st = choose(st, [st.pending[0].options[0].id])
    assert hand(st) == cards
    st = started()
    uid = put(st, pad, 0)
    put(st, custom("DW", "Darkwing Duck"), 0)
    cards = hand(st)
    st = act(st, "activate", uid=uid, ability=0)
    assert not st.pending and hand(st) == cards + 1


def test_vine_entrance_pings_the_first_time_a_floodborn_character_moves_here():
    vine = card("Vine Entrance - Ominous Passageway")
    st = started()
    loc = put(st, vine, 0)
    ink_up(st, 0, 9)
    plain = put(st, custom("P1", "Plain"), 0)
    flood = put(st, custom("F1", "Flood", classifications=["Floodborn"]), 0)
    flood2 = put(st, custom("F2", "Flood 2", classifications=["Floodborn"]), 0)
    foe = put(st, custom("X1", "Foe", w=5), 1)
    st = act(st, "move", uid=plain, location=loc)
    assert not st.pending
    st = act(st, "move", uid=flood, location=loc)
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1
    st = act(st, "move", uid=flood2, location=loc)
    assert not st.pending  # the first time each turn only


def test_cinderella_dream_come_true_inks_a_card_from_hand_ready_to_draw():
    # Lorcana 8.5.2: a card put into the inkwell facedown is ready unless the effect says exerted
    cinder = card("Cinderella - Dream Come True")
    st = started()
    put(st, cinder, 0)
    st = act(st, "end_turn", 0)
    assert not st.pending and st.active == 1  # no Princess played: no trigger (7.4.4.1)
    st = started()
    put(st, cinder, 0)
    ink_up(st, 0, 1)
    princess = put(st, custom("PR", "Princess", cost=1, classifications=["Storyborn", "Princess"]), 0, "hand")
    st = act(st, "play", uid=princess, mode="ink")
    junk = st.table.zone(0, "hand")[0]
    cards = hand(st)
    st = act(st, "end_turn", 0)
    st = choose(st, ["yes"])
    st = choose(st, [junk])
    assert st.table.cards[junk].zone == "inkwell" and not st.table.cards[junk].tapped and hand(st) == cards - 1 + 1


def test_sudden_scare_inks_an_opposing_character_and_their_top_card_ready():
    scare = card("Sudden Scare")
    st = started()
    ink_up(st, 0, scare["cost"])
    foe = put(st, custom("F1", "Foe"), 1)
    top = put(st, custom("T1", "Top"), 1, "deck")
    uid = put(st, scare, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending:
        st = choose(st, [foe])
    assert foe in st.table.zone(1, "inkwell") and top in st.table.zone(1, "inkwell")
    assert not st.table.cards[foe].tapped and not st.table.cards[top].tapped


def test_mother_gothel_evil_as_ever_may_be_played_when_discarded_during_your_turn():
    gothel = card("Mother Gothel - Evil as Ever")
    st = started()
    ink_up(st, 0, gothel["cost"])
    uid = put(st, gothel, 0, "hand")
    move_card(st, uid, "discard", R("8.3.4"))
    st = settle_mandatory(act(st, "quest", uid=put(st, custom("Q", "Q"), 0)))
    st = choose(st, ["yes"])
    assert st.table.cards[uid].zone == "play" and all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))
    st = end_turn(st)
    other = put(st, gothel, 0, "hand")
    move_card(st, other, "discard", R("8.3.4"))  # discarded during the opponent's turn: no trigger
    st = act(st, "quest", player=1, uid=put(st, custom("Q2", "Q2"), 1))
    assert not st.pending and st.table.cards[other].zone == "discard"


def test_rapunzel_and_flynn_may_play_a_character_you_discard():
    pair = card("Rapunzel & Flynn Rider - Unlikely Pair")
    st = started()
    ink_up(st, 0, 2)
    put(st, pair, 0)
    item = put(st, custom("IT", "Trinket", card_type="Item", cost=1), 0, "hand")
    move_card(st, item, "discard", R("8.3.4"))
    hero = put(st, custom("HR", "Hero", cost=2), 0, "hand")
    move_card(st, hero, "discard", R("8.3.4"))
    st = settle_mandatory(act(st, "quest", uid=put(st, custom("Q", "Q"), 0)))
    assert st.pending and st.pending[0].kind == "may"  # only the character card triggers
    st = choose(st, ["yes"])
    assert st.table.cards[hero].zone == "play" and st.table.cards[item].zone == "discard"


# --- abilities that now compile on cards that stay manual for another ability -----------------------

def ability_of(full_name: str, index: int):
    """A real card's ability ``index`` (0-based), which must compile (whether or not the rest of the card does)."""
    data = dict(registry_cards()[full_name])
    abilities = compiler.compile_card(data)
    assert abilities[index].ok, full_name
    return data


def test_mickey_bob_cratchit_puts_the_top_card_under_him_when_he_quests():
    mickey = ability_of("Mickey Mouse - Bob Cratchit", 0)
    st = started()
    uid = put(st, mickey, 0)
    put(st, custom("TOP", "Top"), 0, "deck")
    st = act(st, "quest", uid=uid)
    assert under(st, uid) == 1


def test_the_thunderquack_gains_lore_only_after_a_challenge_banish():
    quack = ability_of("The Thunderquack", 1)
    st = started()
    q = put(st, quack, 0)
    st = act(st, "activate", uid=q, ability=1)
    assert st.lore[0] == 0
    st = started()
    q = put(st, quack, 0)
    st = banish_in_challenge(st)
    st = act(st, "activate", uid=q, ability=1)
    assert st.lore[0] == 1


def test_mufasa_ruler_of_pride_rock_readies_the_inkwell_when_he_quests():
    mufasa = ability_of("Mufasa - Ruler of Pride Rock", 1)
    st = started()
    uid = put(st, mufasa, 0)
    ink_up(st, 0, 3)
    for u in st.table.zone(0, "inkwell"):
        st.table.cards[u].tapped = True
    st = act(st, "quest", uid=uid)
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))


def test_mickey_expedition_leader_weakens_an_opponent_when_another_character_quests_while_he_is_exerted():
    # read by another family's "while …, whenever …" template with the "one of your other characters" trigger
    mickey = card("Mickey Mouse - Expedition Leader")
    st = started()
    m = put(st, mickey, 0)
    a = put(st, custom("A1", "A"), 0)
    b = put(st, custom("B1", "B"), 0)
    foe = put(st, custom("F1", "Foe", s=5), 1)
    st = act(st, "quest", uid=a)
    assert not st.pending  # Mickey is ready: no trigger (7.4.4)
    st.table.cards[m].tapped = True
    st = act(st, "quest", uid=b)
    if st.pending:
        st = choose(st, [foe])
    assert stat(st, foe, "strength") == 3
    st = end_turn(st)
    assert stat(st, foe, "strength") == 3
    st = end_turn(st)
    assert stat(st, foe, "strength") == 5  # until the start of your next turn
