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
    # Lorcana 7.4.2 ("other": not herself); 2.4.1 ink colour; 7.1.10 top or bottom
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
    assert under(st, m) == 1  # once during your turn (7.4.3.2)


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
