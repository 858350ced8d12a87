"""Cards of the newest sets (OP13-OP17, EB03, EB04) and a few older ones that were resolved by hand, now scripted:
each played as the real card in an engine game, every clause asserted with the rule it follows (conditions 8-3-2,
"up to" 1-3-5-1, optional costs 8-3-1-4, continuous effects 8-1-3-4, auto effects 8-1-3-1)."""

from __future__ import annotations

from engine.onepiece import board
from engine.onepiece.game import ENGINE

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attacked,
    battle_ko,
    choose,
    give_don,
    hand_of,
    leader,
    needs_npm,
    option_ids,
    pending_kind,
    refused,
)
from .helpers import (
    add_top as add,
)
from .helpers import (
    play_real as play,
)
from .helpers import (
    set_real_leader as set_leader,
)
from .helpers import (
    turn_with_don as turn,
)
from .test_mid_set_scripts import pay_all

pytestmark = needs_npm

UTA = "OP06-001"  # Leader, {FILM}, <Special>
LUFFY_STRIKE = "OP01-003"  # Leader, {Supernovas}/{Straw Hat Crew}, <Strike>
PERONA = "OP06-021"  # Leader [Perona]
LOLA = "OP06-094"  # {Thriller Bark Pirates}, cost 4, no text
BARK_6 = "OP16-105"  # Gecko Moria, {Thriller Bark Pirates}, cost 6, no text
OARS = "OP14-101"  # {Thriller Bark Pirates}, cost 8, no text
JALMAC = "OP13-085"  # {Celestial Dragons}, cost 2, no text
CROCUS = "EB01-041"  # {Former Roger Pirates}, cost 6, no text
NIJI = "OP11-045"  # {GERMA 66}, no text
INAZUMA = "OP12-083"  # {Revolutionary Army}, cost 5, no text
ROBIN = "OP07-104"  # Nico Robin, {Egghead}/{Straw Hat Crew}, cost 3, no text
THATCH_8 = "OP16-005"  # {Whitebeard Pirates}, cost 8 (its text changes only its cost in the hand)
KINGDEW = "OP02-006"  # {Whitebeard Pirates}, cost 5, no text
SLASH_2 = "OP01-012"  # Sai: <Slash>, cost 2, no text
KINEMON_6 = "OP12-025"  # [Kin'emon], cost 6, no text
GERMA_A, GERMA_B = "OP06-064", "OP06-066"  # Vinsmoke Niji (3000), Vinsmoke Yonji (2000): {GERMA 66}
BIG_MOM_4 = "OP03-106"  # Charlotte Opera: {Big Mom Pirates}, cost 4, no text
BIG_MOM_6 = "OP04-107"  # Charlotte Perospero: {Big Mom Pirates}, cost 6, no text


def rested_don(st, p: int = 0) -> int:
    return sum(st.table.cards[u].tapped for u in st.table.zone(p, "cost_area"))


def ko_by(st, pool, uid: int, player: int):
    """``player`` K.O.s ``uid`` with Brachio Bomber (ST04-015), declining its "add up to" rest."""
    st, _ev = play(st, pool, "ST04-015", player=player)
    st = choose(st, uid, player=player)
    while st.pending and st.pending[0].player == player:
        st = choose(st, "0" if "0" in option_ids(st) else option_ids(st)[0], player=player)
    return st


def ko_by_first(st, pool, uid: int, player: int):
    """``player`` plays Brachio Bomber (ST04-015) and chooses ``uid``; stops at the first choice of the other player."""
    st, _ev = play(st, pool, "ST04-015", player=player)
    st = choose(st, uid, player=player)
    while st.pending and st.pending[0].player == player:
        st = choose(st, "0" if "0" in option_ids(st) else option_ids(st)[0], player=player)
    return st


def drain(st, player: int):
    """Answer ``player``'s pending choices with "0" (or the first option) while they are first."""
    while st.pending and st.pending[0].player == player:
        st = choose(st, "0" if "0" in option_ids(st) else option_ids(st)[0], player=player)
    return st


def trigger_of(st, pool, card: str):
    """P1 (turn player) attacks P2's Leader with a 10000 power Character; P2's top Life card is ``card``, whose [Trigger]
    P2 activates (10-1-5)."""
    add(st, pool, card, 1, "life")
    att = add(st, pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert pending_kind(st) == "life"
    return choose(st, "activate")


def answer_all(st, pick: str = "0"):
    """Answer every choice left with ``pick`` where it is an option (else the first option)."""
    while st.pending:
        ids = option_ids(st)
        st = choose(st, pick if pick in ids else ids[0])
    return st


# --- OP13-025 Koby: [On Play] If your Leader has the {FILM} type or the <Strike> attribute, set up to 1 DON!! as active ---


def test_op13_025_koby_sets_a_don_active_under_a_film_or_strike_leader(real_pool):
    for lead in (UTA, LUFFY_STRIKE):  # either half of the condition (8-3-2)
        st = turn(don=6)
        set_leader(st, real_pool, 0, lead)
        st, _k = play(st, real_pool, "OP13-025")  # 5 of the 6 DON!! rested to pay
        assert rested_don(st) == 5
        assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]  # "up to 1" (1-3-5-1)
        st = choose(st, "1")
        assert rested_don(st) == 4 and not st.pending
        assert "Blocker" in board.keywords(st, _k)  # [Blocker] (10-1-4)


def test_op13_025_koby_does_nothing_under_another_leader(real_pool):
    st = turn(don=6)
    set_leader(st, real_pool, 0, PERONA)  # {Thriller Bark Pirates}, <Special>
    st, _k = play(st, real_pool, "OP13-025")
    assert rested_don(st) == 5 and not st.pending  # the condition fails: nothing is set active


# --- OP13-095 Saint Rosward: trash 1: if you only have {Celestial Dragons} Characters, K.O. up to 2 (base cost 3 or less) ---


def test_op13_095_rosward_kos_two_small_characters_when_only_celestial_dragons(real_pool):
    st = turn()
    add(st, real_pool, JALMAC, 0, "characters")
    mine = hand_of(st, 0, 1)
    small = [add(st, real_pool, VANILLA_1, 1, "characters") for _ in range(2)]
    big = add(st, real_pool, "OP05-044", 1, "characters")  # base cost 8: not a target
    st, _r = play(st, real_pool, "OP13-095")
    assert pending_kind(st) == "pay"  # "You may" (8-3-1-4)
    st = pay_all(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash"
    assert str(big) not in option_ids(st) and set(map(str, small)) <= set(option_ids(st))
    st = choose(st, *small)  # up to 2 (1-3-5-1)
    assert all(st.table.cards[u].zone == "trash" for u in small)  # K.O.'d (10-2-1)
    assert st.table.cards[big].zone == "characters"


def test_op13_095_rosward_kos_nothing_with_another_type_of_character(real_pool):
    st = turn()
    add(st, real_pool, VANILLA_1, 0, "characters")  # {Alabasta}: not only {Celestial Dragons}
    mine = hand_of(st, 0, 1)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _r = play(st, real_pool, "OP13-095")
    st = pay_all(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash"  # the cost is paid (8-3-1) …
    assert not st.pending and st.table.cards[small].zone == "characters"  # … the condition fails (8-3-2)


# --- OP13-078 Oro Jackson: [Once Per Turn] own "Roger Pirates" Character removed by the opponent's effect: +1 DON!! rested ---


def test_op13_078_oro_jackson_adds_a_rested_don_when_the_opponent_removes_a_roger_pirate(real_pool):
    st = turn(don=2, opp_don=6, n=4)  # P2's turn
    add(st, real_pool, "OP13-078", 0, "stage")
    crocus = add(st, real_pool, CROCUS, 0, "characters")  # type "Former Roger Pirates" includes "Roger Pirates"
    don_before = len(st.table.zone(0, "cost_area"))
    st = ko_by(st, real_pool, crocus, 1)
    assert st.table.cards[crocus].zone == "trash"
    assert pending_kind(st) == "amount" and st.pending[0].player == 0  # "up to 1" (1-3-5-1), Oro Jackson's player
    st = answer_all(st, "1")
    assert len(st.table.zone(0, "cost_area")) == don_before + 1
    assert rested_don(st) == 1  # "and rest it"


def test_op13_078_oro_jackson_ignores_other_characters_and_battle(real_pool):
    st = turn(don=2, opp_don=6, n=4)
    add(st, real_pool, "OP13-078", 0, "stage")
    sanji = add(st, real_pool, VANILLA_1, 0, "characters")  # not a Roger Pirate
    don_before = len(st.table.zone(0, "cost_area"))
    st = ko_by(st, real_pool, sanji, 1)
    st = answer_all(st)
    assert st.table.cards[sanji].zone == "trash" and len(st.table.zone(0, "cost_area")) == don_before
    st = turn(don=2, opp_don=6, n=4)  # a K.O. in battle is not a removal by an effect
    add(st, real_pool, "OP13-078", 0, "stage")
    crocus = add(st, real_pool, CROCUS, 0, "characters")
    st = battle_ko(st, real_pool, crocus)
    assert st.table.cards[crocus].zone == "trash" and not st.pending and len(st.table.zone(0, "cost_area")) == don_before


# --- EB03-042 Koala: [Opponent's Turn] [On K.O.] play a {Revolutionary Army} Character (6 or less, not [Koala]) or a
# [Nico Robin] (6 or less) from your hand or trash ---


def test_eb03_042_koala_on_ko_plays_a_revolutionary_or_robin_from_hand_or_trash(real_pool):
    st = turn(don=2, opp_don=6, n=4)  # P2's turn: [Opponent's Turn] holds for Koala's player (10-2-12)
    koala = add(st, real_pool, "EB03-042", 0, "characters")
    inazuma = add(st, real_pool, INAZUMA, 0, "trash")  # {Revolutionary Army}, cost 5
    robin = add(st, real_pool, ROBIN, 0, "hand")  # [Nico Robin], cost 3, not {Revolutionary Army}
    koala2 = add(st, real_pool, "EB03-042", 0, "hand")  # [Koala]: excluded by name
    sanji = add(st, real_pool, VANILLA_1, 0, "hand")  # neither
    big = add(st, real_pool, "OP09-108", 0, "trash")  # {Revolutionary Army}, cost 4: fits too
    st = battle_ko(st, real_pool, koala)
    assert st.table.cards[koala].zone == "trash"
    opts = set(option_ids(st))
    assert {str(inazuma), str(robin), str(big)} <= opts and str(koala2) not in opts and str(sanji) not in opts
    assert str(koala) not in opts  # itself, in the trash: "other than [Koala]"
    st = choose(st, inazuma)
    assert st.table.cards[inazuma].zone == "characters"  # played from the trash
    assert st.table.cards[robin].zone == "hand"  # up to 1 (1-3-5-1)


def test_eb03_042_koala_gains_4_cost_under_a_revolutionary_army_leader(real_pool):
    st = turn()
    koala = add(st, real_pool, "EB03-042", 0, "characters")
    assert board.cost(st, koala) == 4
    set_leader(st, real_pool, 0, "OP12-081")  # Koala, {Revolutionary Army} Leader
    assert board.cost(st, koala) == 4 + 4  # continuous (8-1-3-4-2)


def test_eb03_042_koala_plays_nico_robin_from_the_hand(real_pool):
    st = turn(don=2, opp_don=6, n=4)
    koala = add(st, real_pool, "EB03-042", 0, "characters")
    robin = add(st, real_pool, ROBIN, 0, "hand")
    st = battle_ko(st, real_pool, koala)
    st = choose(st, robin)
    assert st.table.cards[robin].zone == "characters"
    assert not st.pending and st.table.cards[koala].zone == "trash"


# --- EB03-049 I Knew You People Were Behind This.: rest 7 DON!!: if your Leader is [Perona], play up to 1 {Thriller Bark
# Pirates} Character (6 or less) and up to 1 (4 or less) from your hand or trash ---


def test_eb03_049_plays_two_thriller_bark_characters_under_perona(real_pool):
    st = turn(don=8)
    set_leader(st, real_pool, 0, PERONA)
    moria = add(st, real_pool, BARK_6, 0, "trash")
    lola = add(st, real_pool, LOLA, 0, "hand")
    oars = add(st, real_pool, OARS, 0, "hand")  # cost 8: fits neither
    st, _e = play(st, real_pool, "EB03-049")
    assert pending_kind(st) == "pay"  # "You may rest 7" (8-3-1-4)
    st = pay_all(st)
    assert rested_don(st) == 8  # 1 to play it (2-7-3), 7 for the cost (8-3-1-5)
    assert str(moria) in option_ids(st) and str(lola) in option_ids(st) and str(oars) not in option_ids(st)
    st = choose(st, moria)  # cost 6 or less
    assert str(lola) in option_ids(st) and str(moria) not in option_ids(st)
    st = choose(st, lola)  # then cost 4 or less
    assert st.table.cards[moria].zone == "characters" and st.table.cards[lola].zone == "characters"
    assert st.table.cards[oars].zone == "hand" and not st.pending


def test_eb03_049_second_play_is_4_or_less_and_needs_perona(real_pool):
    st = turn(don=8)
    set_leader(st, real_pool, 0, PERONA)
    moria = add(st, real_pool, BARK_6, 0, "hand")
    st, _e = play(st, real_pool, "EB03-049")
    st = pay_all(st)
    assert option_ids(st) == [str(moria)]
    st = choose(st)  # play none with the first ("up to 1", 1-3-5-1) …
    assert not st.pending and st.table.cards[moria].zone == "hand"  # … and cost 6 does not fit the second
    st = turn(don=8)
    set_leader(st, real_pool, 0, UTA)  # not [Perona]: nothing is played (8-3-2)
    lola = add(st, real_pool, LOLA, 0, "hand")
    st, _e = play(st, real_pool, "EB03-049")
    st = pay_all(st)
    assert not st.pending and st.table.cards[lola].zone == "hand"


# --- EB03-038 Thanks for the Treat.: rest 1 DON!!: if your DON!! ≤ the opponent's and you only have "GERMA" Characters,
# add up to 2 DON!! rested ---


def test_eb03_038_adds_two_rested_don_when_behind_with_only_germa(real_pool):
    st = turn(don=2, opp_don=4)
    add(st, real_pool, NIJI, 0, "characters")  # {GERMA 66}
    st, _e = play(st, real_pool, "EB03-038")
    st = pay_all(st)
    assert rested_don(st) == 2  # 1 to play it, 1 for the cost (8-3-1-5)
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]  # "up to 2" (1-3-5-1)
    st = choose(st, "2")
    assert len(st.table.zone(0, "cost_area")) == 4 and rested_don(st) == 4  # "and rest them"


def test_eb03_038_adds_nothing_when_ahead_or_with_another_character(real_pool):
    for don, opp_don, other in ((5, 4, False), (2, 4, True)):
        st = turn(don=don, opp_don=opp_don)
        add(st, real_pool, NIJI, 0, "characters")
        if other:
            add(st, real_pool, VANILLA_1, 0, "characters")  # not "GERMA": "only" fails
        st, _e = play(st, real_pool, "EB03-038")
        st = pay_all(st)
        assert not st.pending and len(st.table.zone(0, "cost_area")) == don  # 8-3-2


# --- OP16-017 LittleOars Jr.: -4000 power without a "Whitebeard Pirates" Character of cost 8 or more ---


def test_op16_017_littleoars_loses_4000_without_a_big_whitebeard_pirate(real_pool):
    st = turn()
    oars = add(st, real_pool, "OP16-017", 0, "characters")
    add(st, real_pool, KINGDEW, 0, "characters")  # "Whitebeard Pirates", cost 5: too small
    add(st, real_pool, VANILLA_8, 0, "characters")  # cost 8, {Navy}: not the type
    assert board.power(st, oars) == 8000 - 4000  # continuous (8-1-3-4-2)
    thatch = add(st, real_pool, THATCH_8, 0, "characters")  # both: cost 8 and "Whitebeard Pirates"
    assert board.power(st, oars) == 8000
    st.table.move(thatch, "trash", player=0)
    assert board.power(st, oars) == 4000
    st.table.cards[oars].tapped = False
    assert "Blocker" in board.keywords(st, oars)


# --- activate_event (ops_activate_event): an Event's [Main] effect activated by an effect, the card not played (8-5-3) ---

REBECCA = "OP04-039"  # Leader, {Dressrosa}
BULLS = "OP15-019"  # Barrier Bulls: {Dressrosa} Event, cost 3: [Main] Draw 1 card and your Leader gains +1000 power …
TRUENO = "OP04-094"  # Trueno Bastardo: {Dressrosa} Event, cost 4: [Main] K.O. up to 1 opponent's Character, cost 4 or less
BUT_ACE = "OP13-019"  # {Dressrosa} Event, cost 1: [Main] You may rest 4 of your DON!! cards: -3000, then K.O. 3000 or less
CREW = "ST14-016"  # I Have My Crew!!: {Straw Hat Crew} Event, cost 1: [Main] Draw 1 card. Then, +3 cost to a Character
SANJI_LEADER = "OP12-041"


def test_op15_046_sabo_activates_a_dressrosa_event_from_the_hand_without_paying_it(real_pool):
    st = turn(don=7)
    set_leader(st, real_pool, 0, REBECCA)
    hand_of(st, 0, 0)
    bulls = add(st, real_pool, BULLS, 0, "hand")
    other = add(st, real_pool, CREW, 0, "hand")  # {Straw Hat Crew}: not {Dressrosa}
    top = st.table.zone(0, "deck")[0]
    lead = leader(st, 0)
    st, _s = play(st, real_pool, "OP15-046")
    assert rested_don(st) == 7 and option_ids(st) == [str(bulls)]  # an Event of the type, with a [Main] effect
    st = choose(st, bulls)
    assert st.table.cards[bulls].zone == "trash"  # revealed and trashed (8-4-2) …
    assert rested_don(st) == 7  # … its cost not paid: it is not played (8-5-3, 2-7-3)
    assert st.table.cards[top].zone == "hand"  # its [Main]: draw 1 card
    assert board.power(st, lead) == 5000 + 1000  # and the Leader gains +1000
    assert st.table.cards[other].zone == "hand" and not st.pending


def test_op15_046_sabo_needs_a_dressrosa_leader(real_pool):
    st = turn(don=7)
    set_leader(st, real_pool, 0, UTA)
    bulls = add(st, real_pool, BULLS, 0, "hand")
    st, _s = play(st, real_pool, "OP15-046")
    assert not st.pending and st.table.cards[bulls].zone == "hand"  # 8-3-2


def test_op15_014_bartolomeo_activates_a_base_cost_3_event_with_its_own_cost(real_pool):
    st = turn(don=8)
    hand_of(st, 0, 0)
    but_ace = add(st, real_pool, BUT_ACE, 0, "hand")  # cost 1
    trueno = add(st, real_pool, TRUENO, 0, "hand")  # base cost 4: too high
    small = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000 power
    st, _b = play(st, real_pool, "OP15-014")
    assert rested_don(st) == 4 and option_ids(st) == [str(but_ace)]
    st = choose(st, but_ace)
    assert pending_kind(st) == "pay"  # the Event's own "You may rest 4 of your DON!! cards" (8-3-1-4)
    st = pay_all(st)
    assert rested_don(st) == 8
    st = choose(st)  # -3000 to none ("up to 1")
    assert str(small) in option_ids(st)
    st = choose(st, small)  # then K.O. 3000 power or less
    assert st.table.cards[small].zone == "trash" and st.table.cards[trueno].zone == "hand"


def test_op15_014_bartolomeo_with_no_fitting_event_does_nothing(real_pool):
    st = turn(don=8)
    hand_of(st, 0, 0)
    trueno = add(st, real_pool, TRUENO, 0, "hand")
    st, _b = play(st, real_pool, "OP15-014")
    assert not st.pending and st.table.cards[trueno].zone == "hand"  # 1-3-2


def test_op12_041_sanji_leader_returns_a_don_to_activate_a_straw_hat_event_once_per_turn(real_pool):
    st = turn(don=3)
    lead = set_leader(st, real_pool, 0, SANJI_LEADER)
    hand_of(st, 0, 0)
    crew = add(st, real_pool, CREW, 0, "hand")
    add(st, real_pool, TRUENO, 0, "hand")  # not {Straw Hat Crew}
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    top = st.table.zone(0, "deck")[0]
    st = act(st, "activate", uid=lead, ability=0)
    while pending_kind(st) in ("don_return", "cost"):
        st = choose(st, option_ids(st)[0])
    assert len(st.table.zone(0, "cost_area")) == 2  # DON!! -1 (8-3-1-6)
    assert option_ids(st) == [str(crew)]
    st = choose(st, crew)
    assert st.table.cards[crew].zone == "trash" and st.table.cards[top].zone == "hand"  # draw 1
    st = choose(st, mine)
    assert board.cost(st, mine) == 1 + 3
    refused(st, "activate", "10-2-13-3", uid=lead, ability=0)  # [Once Per Turn]


def test_eb03_031_reiju_activates_an_event_main_from_the_trash_under_sanji(real_pool):
    st = turn(don=6)
    set_leader(st, real_pool, 0, SANJI_LEADER)
    trueno = add(st, real_pool, TRUENO, 0, "trash")  # cost 4
    add(st, real_pool, "OP15-020", 0, "trash")  # Fire Fist, cost 7: fits too
    big = add(st, real_pool, "OP05-058", 0, "trash")  # an Event of cost 8: does not fit
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _r = play(st, real_pool, "EB03-031")
    assert pending_kind(st) == "pay"  # DON!! -1: an auto effect's cost, optional (8-3-1-4)
    st = pay_all(st)
    assert len(st.table.zone(0, "cost_area")) == 5
    assert str(trueno) in option_ids(st) and str(big) not in option_ids(st)
    st = choose(st, trueno)
    assert st.table.cards[trueno].zone == "trash"  # it stays in the trash
    st = choose(st, theirs)  # Trueno Bastardo's [Main]: K.O. cost 4 or less
    assert st.table.cards[theirs].zone == "trash"


def test_eb03_031_reiju_needs_a_sanji_leader(real_pool):
    st = turn(don=6)
    set_leader(st, real_pool, 0, UTA)
    add(st, real_pool, TRUENO, 0, "trash")
    st, _r = play(st, real_pool, "EB03-031")
    st = pay_all(st)
    assert not st.pending  # the condition fails after the cost is paid (8-3-2)


# --- set_stat (templates_set_value, ops_set_value): "Set the power / cost of up to 1 of … to 0 during this turn" ---


def test_op07_002_ain_sets_a_power_to_0_during_this_turn(real_pool):
    st = turn(don=8)
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # 10000
    st, _a = play(st, real_pool, "OP07-002")
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # "up to 1" (1-3-5-1)
    st = choose(st, big)
    assert board.power(st, big) == 0
    st = act(st, "end_turn")
    assert board.power(st, big) == 10000  # "during this turn" (6-6-1-2)


def test_eb04_010_lulucia_kingdom_on_play_sets_a_power_to_0(real_pool):
    st = turn(don=8)
    small = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _k = play(st, real_pool, "EB04-010")
    assert str(mine) not in option_ids(st)  # your opponent's Characters only
    st = choose(st, small)
    assert board.power(st, small) == 0 and board.power(st, mine) == 3000


def test_eb04_010_lulucia_kingdom_may_set_none(real_pool):
    st = turn(don=8)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _k = play(st, real_pool, "EB04-010")
    st = choose(st)
    assert board.power(st, small) == 3000 and not st.pending


def test_op03_091_helmeppo_sets_the_cost_of_a_character_with_no_base_effect_to_0(real_pool):
    st = turn(don=8)
    vanilla = add(st, real_pool, VANILLA_8, 1, "characters")  # no text, cost 8
    texted = add(st, real_pool, "OP13-025", 1, "characters")  # Koby: has text
    st, _h = play(st, real_pool, "OP03-091")
    assert str(texted) not in option_ids(st) and str(vanilla) in option_ids(st)  # 2-8-5
    st = choose(st, vanilla)
    assert board.cost(st, vanilla) == 0 and board.cost(st, texted) == 5
    st = act(st, "end_turn")
    assert board.cost(st, vanilla) == 8


def test_eb04_010_lulucia_kingdom_gives_base_cost_1_characters_5000_on_the_opponents_turn(real_pool):
    st = turn(don=8)
    add(st, real_pool, "EB04-010", 0, "stage")
    one = add(st, real_pool, "OP14-102", 0, "characters")  # Kumacy: base cost 1, 2000
    two = add(st, real_pool, "OP06-094", 0, "characters")  # base cost 4
    assert board.power(st, one) == 2000  # [Opponent's Turn] only (10-2-12)
    st = act(st, "end_turn")
    assert board.power(st, one) == 2000 + 5000 and board.power(st, two) == 6000


# --- the other clauses of the cards above (read by the templates), asserted on the same real cards ---


def test_counter_halves_of_eb03_049_and_eb03_038_give_the_leader_3000(real_pool):
    for event in ("EB03-049", "EB03-038"):
        st, lead, _att = attacked(real_pool, event)
        assert board.power(st, lead) == 5000 + 3000  # [Counter] … during this battle (10-2-4-1)


def test_op15_014_bartolomeo_may_trash_an_event_instead_of_being_kod(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    barto = add(st, real_pool, "OP15-014", 0, "characters")
    event = add(st, real_pool, TRUENO, 0, "hand")
    st, _ev = play(st, real_pool, "ST04-015", player=1)
    st = choose(st, barto, player=1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "you may … instead" (replacement)
    st = pay_all(st, event)
    assert st.table.cards[event].zone == "trash" and st.table.cards[barto].zone == "characters"


def test_op15_046_sabo_is_a_blocker(real_pool):
    st = turn()
    sabo = add(st, real_pool, "OP15-046", 0, "characters")
    assert "Blocker" in board.keywords(st, sabo)


def test_op12_041_sanji_when_attacking_adds_a_rested_don_when_not_ahead(real_pool):
    st = turn(don=2, opp_don=4)
    lead = set_leader(st, real_pool, 0, SANJI_LEADER)
    st = act(st, "attack", attacker=lead, target=leader(st, 1))
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
    st = choose(st, "1")
    assert len(st.table.zone(0, "cost_area")) == 3 and rested_don(st) == 1


# --- OP09-018 Get Out of Here!: K.O. up to 2 of your opponent's Characters with a total power of 4000 or less ---


def test_op09_018_kos_two_characters_whose_power_adds_up_to_4000_or_less(real_pool):
    st = turn(don=8)
    a, b = (add(st, real_pool, "OP14-102", 1, "characters") for _ in range(2))  # 2000 each: 4000 together
    c = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000
    st, _e = play(st, real_pool, "OP09-018")
    refused(st, "choose", "8-4-4", player=0, picks=[str(a), str(c)])  # 5000 > 4000
    st = choose(st, a, b)
    assert st.table.cards[a].zone == "trash" and st.table.cards[b].zone == "trash"  # K.O.'d (10-2-1)
    assert st.table.cards[c].zone == "characters"


# --- OP17-044 Captain John: Leader "Rocks Pirates" and this rested → only the Character [Captain John] can be attacked ---


def test_op17_044_captain_john_rested_is_the_only_card_that_can_be_attacked(real_pool):
    st = turn(don=0, opp_don=2, n=4)  # P2's turn
    set_leader(st, real_pool, 0, "OP17-039")  # Rocks.D.Xebec: {Rocks Pirates}
    john = add(st, real_pool, "OP17-044", 0, "characters", tapped=True)
    other = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    refused(st, "attack", "1-3-3", attacker=att, target=leader(st, 0))  # a prohibition (1-3-3)
    refused(st, "attack", "1-3-3", attacker=att, target=other)
    st2 = act(st, "attack", attacker=att, target=john)
    assert st2.battle is not None and st2.battle.target == john


def test_op17_044_captain_john_active_or_under_another_leader_restricts_nothing(real_pool):
    st = turn(don=0, opp_don=2, n=4)
    set_leader(st, real_pool, 0, "OP17-039")
    add(st, real_pool, "OP17-044", 0, "characters")  # active: "this Character is rested" fails
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    assert act(st, "attack", attacker=att, target=leader(st, 0)).battle is not None
    st = turn(don=0, opp_don=2, n=4)
    add(st, real_pool, "OP17-044", 0, "characters", tapped=True)  # the test Leader: not "Rocks Pirates"
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    assert act(st, "attack", attacker=att, target=leader(st, 0)).battle is not None


def test_op17_044_captain_john_rests_to_draw_and_trash(real_pool):
    st = turn()
    john = add(st, real_pool, "OP17-044", 0, "characters")
    mine = hand_of(st, 0, 1)
    top = st.table.zone(0, "deck")[0]
    st = act(st, "activate", uid=john, ability=1)
    st = pay_all(st) if pending_kind(st) == "pay" else st
    assert st.table.cards[john].tapped and st.table.cards[top].zone == "hand"
    st = choose(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash"


# --- OP13-100 Jewelry Bonney: [Your Turn] [Once Per Turn] when you play a Character with a [Trigger]: give up to 2 rested
# DON!! to 1 of your Leader or Character cards ---


def test_op13_100_bonney_gives_two_rested_don_when_a_trigger_character_is_played(real_pool):
    st = turn(don=6)
    lead = set_leader(st, real_pool, 0, "OP13-100")
    for u in st.table.zone(0, "cost_area")[:2]:
        st.table.cards[u].tapped = True  # 2 rested, 4 active
    st, carrot = play(st, real_pool, "OP01-009")  # [Trigger] Play this card; cost 2
    assert rested_don(st) == 4
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]  # up to 2 (1-3-5-1)
    st = choose(st, "2")
    assert pending_kind(st) == "target" and str(lead) in option_ids(st) and str(carrot) in option_ids(st)
    st = choose(st, carrot)
    assert len(board.attached(st, carrot)) == 2 and rested_don(st) == 2  # rested DON!! only (6-5-5)
    st, _other = play(st, real_pool, "OP01-009")  # [Once Per Turn] (10-2-13)
    assert not st.pending


def test_op13_100_bonney_ignores_characters_without_a_trigger(real_pool):
    st = turn(don=6)
    set_leader(st, real_pool, 0, "OP13-100")
    st, _s = play(st, real_pool, VANILLA_1)
    assert not st.pending


# --- OP16-118 Portgas.D.Ace: 8000-power Character cards in your hand have a +2000 Counter; look 5, add a [Monkey.D.Luffy]
# or a "Whitebeard Pirates" card ---


def test_op16_118_ace_makes_8000_power_hand_cards_counter_2000(real_pool):
    from engine.onepiece.hand_counter import counter_value

    st = turn(don=0, opp_don=2, n=4)  # P2's turn: P1 counters
    add(st, real_pool, "OP16-118", 0, "characters")
    fuku = add(st, real_pool, "OP01-110", 0, "hand")  # 8000 power, printed +1000 Counter
    carrot = add(st, real_pool, "OP01-009", 0, "hand")  # 3000: unchanged
    assert counter_value(st, fuku) == 2000 and counter_value(st, carrot) == 1000
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    lead = leader(st, 0)
    st = act(st, "attack", attacker=att, target=lead)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    assert pending_kind(st) == "counter"
    assert f"c{fuku}" in option_ids(st) and "+2000" in dict((o.id, o.label) for o in st.pending[0].options)[f"c{fuku}"]
    st = choose(st, f"c{fuku}")  # the counter step uses the Counter the card has now (7-1-3-2-1)
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 2000


def test_op16_118_ace_on_play_adds_a_luffy_or_whitebeard_card_from_5(real_pool):
    st = turn(don=8)
    hand_of(st, 0, 0)
    luffy = add(st, real_pool, "ST08-011", 0, "deck")  # [Monkey.D.Luffy]
    thatch = add(st, real_pool, "OP02-007", 0, "deck")  # "Whitebeard Pirates"
    sanji = add(st, real_pool, VANILLA_1, 0, "deck")
    st, _a = play(st, real_pool, "OP16-118")
    assert sanji not in map(int, option_ids(st)) and {str(luffy), str(thatch)} <= set(option_ids(st))
    st = choose(st, luffy)
    assert st.table.cards[luffy].zone == "hand"  # revealed and added (11-2-1)
    while st.pending:
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    assert st.table.cards[thatch].zone == "deck" and st.table.zone(0, "deck")[-5:].count(thatch) == 1  # the rest: bottom


def test_op16_118_ace_on_ko_looks_too(real_pool):
    st = turn(don=2, opp_don=6, n=4)
    ace = add(st, real_pool, "OP16-118", 0, "characters")
    thatch = add(st, real_pool, "OP02-007", 0, "deck")
    st = battle_ko(st, real_pool, ace)
    assert str(thatch) in option_ids(st)  # [On K.O.] (10-2-1-3)
    st = choose(st, thatch)
    assert st.table.cards[thatch].zone == "hand"


# --- OP17-119 Loki: +12 cost, +3000 power on the opponent's turn; [On Play] K.O. Characters with a total cost of 4 or less ---


def test_op17_119_loki_gains_12_cost_and_3000_power_on_the_opponents_turn(real_pool):
    st = turn()
    loki = add(st, real_pool, "OP17-119", 0, "characters")
    assert board.cost(st, loki) == 6 + 12 and board.power(st, loki) == 8000  # continuous (8-1-3-4)
    st = act(st, "end_turn")
    assert board.cost(st, loki) == 18 and board.power(st, loki) == 8000 + 3000  # "if it is your opponent's turn"


def test_op17_119_loki_kos_characters_whose_costs_add_up_to_4_or_less(real_pool):
    st = turn(don=8)
    one = add(st, real_pool, "OP14-102", 1, "characters")  # cost 1
    three = add(st, real_pool, "OP07-104", 1, "characters")  # cost 3
    two = add(st, real_pool, "OP06-108", 1, "characters")  # cost 1
    four = add(st, real_pool, LOLA, 1, "characters")  # cost 4
    st, _l = play(st, real_pool, "OP17-119")
    answers = [a.args["picks"] for a in ENGINE.legal_actions(st, 0)]
    assert [str(one), str(three)] in answers and [str(three), str(four)] not in answers  # the listed answers keep the text
    assert all(sum(board.cost(st, int(u)) for u in picks) <= 4 for picks in answers)
    refused(st, "choose", "8-4-4", player=0, picks=[str(three), str(four)])  # 7 > 4
    refused(st, "choose", "8-4-4", player=0, picks=[str(one), str(three), str(two)])  # 5 > 4
    st = choose(st, one, three)
    assert st.table.cards[one].zone == "trash" and st.table.cards[three].zone == "trash"  # K.O.'d (10-2-1)
    assert st.table.cards[two].zone == "characters" and st.table.cards[four].zone == "characters"


# --- replacements read by the templates with the new costs (templates_costs_more: ko_self, self_minus_power) ---


def test_op16_014_marco_is_kod_instead_of_a_character_then_comes_back(real_pool):
    st = turn(don=2, opp_don=8, n=4)  # P2's turn
    marco = add(st, real_pool, "OP16-014", 0, "characters")
    sanji = add(st, real_pool, VANILLA_1, 0, "characters")
    fuku = add(st, real_pool, "OP01-110", 0, "hand")  # a Character card with 8000 power
    st = ko_by_first(st, real_pool, sanji, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "you may K.O. this Character instead"
    st = choose(st, "yes")
    assert st.table.cards[sanji].zone == "characters"  # spared
    assert st.table.cards[marco].zone == "trash"  # K.O.'d (10-2-1) …
    st = drain(st, 1)  # the rest of Brachio Bomber
    assert pending_kind(st) == "pay"  # … so its [On K.O.] triggers: trash an 8000 power Character card
    st = pay_all(st, fuku)
    assert st.table.cards[fuku].zone == "trash" and st.table.cards[marco].zone == "characters"  # played from the trash


def test_op17_015_marco_declined_lets_the_character_go(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    marco = add(st, real_pool, "OP17-015", 0, "characters")
    sanji = add(st, real_pool, VANILLA_1, 0, "characters")
    st = ko_by_first(st, real_pool, sanji, 1)
    assert pending_kind(st) == "pay"
    st = choose(st, "no")
    st = answer_all(st)
    assert st.table.cards[sanji].zone == "trash" and st.table.cards[marco].zone == "characters"


def test_op17_015_marco_on_ko_plays_itself_for_a_whitebeard_card(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    marco = add(st, real_pool, "OP17-015", 0, "characters")
    wb = add(st, real_pool, KINGDEW, 0, "hand")  # type "Whitebeard Pirates"
    st = ko_by_first(st, real_pool, marco, 1)
    st = choose(st, "yes")  # Marco itself would be removed: K.O. it instead — it is K.O.'d either way
    assert st.table.cards[marco].zone == "trash"
    st = drain(st, 1)
    st = pay_all(st, wb)
    assert st.table.cards[wb].zone == "trash" and st.table.cards[marco].zone == "characters"


def test_op13_017_dragon_takes_2000_instead_of_a_revolutionary_leaving_once_per_turn(real_pool):
    st = turn(don=2, opp_don=10, n=4)
    dragon = add(st, real_pool, "OP13-017", 0, "characters")
    inazuma = add(st, real_pool, INAZUMA, 0, "characters")  # {Revolutionary Army}
    kuma = add(st, real_pool, "OP09-108", 0, "characters")  # {Revolutionary Army}
    st = ko_by_first(st, real_pool, inazuma, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = choose(st, "yes")
    assert st.table.cards[inazuma].zone == "characters" and board.power(st, dragon) == 7000 - 2000
    st = answer_all(st)
    for u in st.table.zone(1, "cost_area"):
        st.table.cards[u].tapped = False  # DON!! for a second Brachio Bomber
    st = ko_by_first(st, real_pool, kuma, 1)  # [Once Per Turn] (10-2-13): not offered again
    st = answer_all(st)
    assert st.table.cards[kuma].zone == "trash"


def test_op13_017_dragon_ignores_other_types(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    add(st, real_pool, "OP13-017", 0, "characters")
    sanji = add(st, real_pool, VANILLA_1, 0, "characters")
    st = ko_by_first(st, real_pool, sanji, 1)
    st = answer_all(st)
    assert st.table.cards[sanji].zone == "trash"


# --- OP15-098 Monkey.D.Luffy (Leader): a {Sky Island} Character of 6000 base power or more removed by the opponent: you may
# add 1 Life card to your hand instead ---


def test_op15_098_luffy_takes_a_life_card_instead_of_a_sky_island_character_leaving(real_pool):
    for by_effect in (True, False):
        st = turn(don=2, opp_don=8, n=4)
        set_leader(st, real_pool, 0, "OP15-098")
        life = list(st.table.zone(0, "life"))
        kalgara = add(st, real_pool, "OP08-099", 0, "characters", tapped=True)  # {Sky Island}, 8000 base power
        if by_effect:
            st = ko_by_first(st, real_pool, kalgara, 1)
        else:  # the opponent's attack K.O.s it in battle
            att = add(st, real_pool, VANILLA_8, 1, "characters")
            st = act(st, "attack", attacker=att, target=kalgara, player=1)
            while st.battle is not None and pending_kind(st) in ("block", "counter"):
                st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "you may … instead" (8-3-1-4)
        st = choose(st, "yes")
        assert st.table.cards[kalgara].zone == "characters"
        assert st.table.cards[life[0]].zone == "hand" and len(st.table.zone(0, "life")) == len(life) - 1  # the top one (3-10)


def test_op15_098_luffy_does_not_cover_small_or_other_characters(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    set_leader(st, real_pool, 0, "OP15-098")
    holly = add(st, real_pool, "OP05-110", 0, "characters")  # {Sky Island}, 5000 base power: too small
    st = ko_by_first(st, real_pool, holly, 1)
    st = answer_all(st)
    assert st.table.cards[holly].zone == "trash"


# --- OP09-025 Crocodile: with an {ODYSSEY} Leader, cannot be K.O.'d in battle by Leaders ---


def test_op09_025_crocodile_survives_a_leader_attack_under_an_odyssey_leader(real_pool):
    for lead_id, survives in (("OP09-022", True), (None, False)):
        st = turn(don=0, opp_don=10, n=4)
        if lead_id:
            set_leader(st, real_pool, 0, lead_id)
        croc = add(st, real_pool, "OP09-025", 0, "characters", tapped=True)
        attack_with = leader(st, 1)
        attach_all = list(st.table.zone(1, "cost_area"))[:2]
        for don in attach_all:
            board.give_don(st, don, attack_with)  # 7000 > 5000
        st = act(st, "attack", attacker=attack_with, target=croc, player=1)
        while st.battle is not None and pending_kind(st) in ("block", "counter"):
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        assert (st.table.cards[croc].zone == "characters") is survives  # 1-3-3 over 7-1-4-1-2


def test_op09_025_crocodile_is_kod_in_battle_by_a_character(real_pool):
    st = turn(don=0, opp_don=2, n=4)
    set_leader(st, real_pool, 0, "OP09-022")
    croc = add(st, real_pool, "OP09-025", 0, "characters")
    st = battle_ko(st, real_pool, croc)
    assert st.table.cards[croc].zone == "trash"


# --- OP01-099 Kurozumi Semimaru: {Kurozumi Clan} Characters other than [Kurozumi Semimaru] cannot be K.O.'d in battle ---


def test_op01_099_semimaru_keeps_other_kurozumi_from_battle_ko(real_pool):
    st = turn(don=0, opp_don=2, n=4)
    semimaru = add(st, real_pool, "OP01-099", 0, "characters")
    higurashi = add(st, real_pool, "OP01-100", 0, "characters")
    st = battle_ko(st, real_pool, higurashi)
    assert st.table.cards[higurashi].zone == "characters"  # 1-3-3
    st = battle_ko(st, real_pool, semimaru)
    assert st.table.cards[semimaru].zone == "trash"  # "other than [Kurozumi Semimaru]"


def test_op01_099_semimaru_does_not_stop_a_ko_by_an_effect(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    add(st, real_pool, "OP01-099", 0, "characters")
    higurashi = add(st, real_pool, "OP01-100", 0, "characters")
    st = answer_all(ko_by_first(st, real_pool, higurashi, 1))
    assert st.table.cards[higurashi].zone == "trash"  # "in battle" only


# --- OP09-005 Silvers Rayleigh: [On Play] if the opponent has 2 or more Characters with 5000 base power or more, draw 2, trash 1 ---


def test_op09_005_rayleigh_draws_2_and_trashes_1_against_two_big_characters(real_pool):
    st = turn(don=8)
    mine = hand_of(st, 0, 1)
    add(st, real_pool, VANILLA_8, 1, "characters")
    add(st, real_pool, "OP08-099", 1, "characters")
    top2 = st.table.zone(0, "deck")[:2]
    st, ray = play(st, real_pool, "OP09-005")
    assert all(st.table.cards[u].zone == "hand" for u in top2)
    st = choose(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash" and len(st.table.zone(0, "hand")) == 2
    assert "Blocker" in board.keywords(st, ray)


def test_op09_005_rayleigh_does_nothing_against_one(real_pool):
    st = turn(don=8)
    hand_of(st, 0, 1)
    add(st, real_pool, VANILLA_8, 1, "characters")
    add(st, real_pool, VANILLA_1, 1, "characters")  # 3000: too small
    st, _r = play(st, real_pool, "OP09-005")
    assert not st.pending and len(st.table.zone(0, "hand")) == 1


# --- P-084 Buggy: cannot attack; with a [Buggy] Leader, every Character of cost 3 or 4 cannot attack ---


def test_p_084_buggy_stops_cost_3_and_4_attackers_under_a_buggy_leader(real_pool):
    st = turn(don=0, opp_don=2, n=4)
    set_leader(st, real_pool, 0, "OP09-042")  # Buggy
    buggy = add(st, real_pool, "P-084", 0, "characters")
    three = add(st, real_pool, "OP05-110", 1, "characters")  # cost 3
    five = add(st, real_pool, "OP05-108", 1, "characters")  # cost 5
    refused(st, "attack", "1-3-3", attacker=three, target=leader(st, 0))  # either player's (1-3-3)
    assert act(st, "attack", attacker=five, target=leader(st, 0)).battle is not None
    assert "Cannot Attack" in board.keywords(st, buggy)  # "This Character cannot attack."


def test_p_084_buggy_under_another_leader_stops_only_itself(real_pool):
    st = turn(don=0, opp_don=2, n=4)
    add(st, real_pool, "P-084", 0, "characters")
    three = add(st, real_pool, "OP05-110", 1, "characters")
    assert act(st, "attack", attacker=three, target=leader(st, 0)).battle is not None


def test_p_084_buggy_on_play_plays_a_cross_guild_character(real_pool):
    st = turn(don=8)
    daz = add(st, real_pool, "OP09-055", 0, "hand")  # {Cross Guild}, cost 5
    st, _b = play(st, real_pool, "P-084")
    st = choose(st, daz)
    assert st.table.cards[daz].zone == "characters"


# --- OP04-005 Kung Fu Jugon: [Blocker] while you have another [Kung Fu Jugon] ---


def test_op04_005_kung_fu_jugon_is_a_blocker_with_another_one(real_pool):
    st = turn()
    a = add(st, real_pool, "OP04-005", 0, "characters")
    assert "Blocker" not in board.keywords(st, a)  # alone: no
    b = add(st, real_pool, "OP04-005", 0, "characters")
    assert "Blocker" in board.keywords(st, a) and "Blocker" in board.keywords(st, b)  # 8-1-3-4-2


# --- OP04-017 Happiness Punch: [Counter] -2000; then, if your Leader is active, -1000 ---


def test_op04_017_happiness_punch_gives_2000_then_1000_with_an_active_leader(real_pool):
    st, _lead, att = attacked(real_pool, "OP04-017")  # the Leader is attacked, still active
    assert pending_kind(st) == "target" and st.pending[0].min == 0
    st = choose(st, att)
    assert board.power(st, att) == 10000 - 2000
    st = choose(st, att)  # the Leader is active (4-4-1): the second part applies
    assert board.power(st, att) == 10000 - 3000


def test_op04_017_happiness_punch_with_a_rested_leader_gives_only_2000(real_pool):
    st = turn(don=0, opp_don=0, n=4)
    give_don(st, 0, 3)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    mine = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    st.table.cards[leader(st, 0)].tapped = True
    ev = add(st, real_pool, "OP04-017", 0, "hand")
    st = act(st, "attack", attacker=att, target=mine, player=1)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, att)
    assert board.power(st, att) == 10000 - 2000
    assert not st.pending or pending_kind(st) == "counter"  # no second choice (8-3-2)


# --- EB01-028 Gum-Gum Champion Rifle ---


def test_eb01_028_gives_2000_under_impel_down_then_the_opponent_returns_an_active_character(real_pool):
    st = turn(don=0, opp_don=0, n=4)
    set_leader(st, real_pool, 0, "OP02-071")  # Magellan: {Impel Down}
    give_don(st, 0, 3)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    active = add(st, real_pool, VANILLA_1, 1, "characters")
    rested = add(st, real_pool, "OP05-110", 1, "characters", tapped=True)
    ev = add(st, real_pool, "EB01-028", 0, "hand")
    lead = leader(st, 0)
    st = act(st, "attack", attacker=att, target=lead, player=1)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 2000  # during this battle
    # the opponent chooses among their active Characters (8-4-4): the attacker is rested, so only one is left
    assert st.table.cards[active].zone == "hand" and st.table.cards[rested].zone == "characters"


def test_eb01_028_without_impel_down_only_the_return_happens(real_pool):
    st, lead, _att = attacked(real_pool, "EB01-028")
    assert board.power(st, lead) == 5000 and not (st.pending and pending_kind(st) == "target" and str(lead) in option_ids(st))


def test_eb01_028_trigger_bottoms_a_character_of_cost_3_or_less(real_pool):
    st = turn(don=8)
    small = add(st, real_pool, "OP05-110", 0, "characters")  # cost 3, the attacking player's: "a Character", either's
    big = add(st, real_pool, "OP05-108", 0, "characters")  # cost 5
    st = trigger_of(st, real_pool, "EB01-028")
    assert str(small) in option_ids(st) and str(big) not in option_ids(st) and st.pending[0].min == 0
    st = choose(st, small, player=1)
    assert st.table.cards[small].zone == "deck" and st.table.zone(0, "deck")[-1] == small  # its owner's deck
    assert st.table.cards[big].zone == "characters"


# --- OP06-056 Ama no Murakumo Sword: up to 1 (cost 2 or less) and up to 1 (cost 1 or less) to the bottom, in any order ---


def test_op06_056_places_a_cost_2_and_a_cost_1_character_at_the_bottom_in_any_order(real_pool):
    st = turn(don=8)
    two = add(st, real_pool, "OP01-100", 1, "characters")  # cost 2
    one = add(st, real_pool, "OP14-102", 1, "characters")  # cost 1
    three = add(st, real_pool, "OP05-110", 1, "characters")  # cost 3: neither
    st, _e = play(st, real_pool, "OP06-056")
    assert str(three) not in option_ids(st) and {str(two), str(one)} <= set(option_ids(st))
    st = choose(st, two)  # cost 2 or less
    assert option_ids(st) == [str(one)]  # then another one, cost 1 or less (select_more)
    st = choose(st, one)
    assert pending_kind(st) == "deck_order"  # "in any order" (1-3-8)
    st = choose(st, one)
    while st.pending:
        st = choose(st, *option_ids(st)[:1])
    deck = st.table.zone(1, "deck")
    assert deck[-2:] == [one, two] and st.table.cards[three].zone == "characters"


def test_op06_056_may_place_just_one(real_pool):
    st = turn(don=8)
    one = add(st, real_pool, "OP14-102", 1, "characters")
    st, _e = play(st, real_pool, "OP06-056")
    st = choose(st)  # none for the first
    st = choose(st, one)
    while st.pending:
        st = choose(st, *option_ids(st)[:1])
    assert st.table.zone(1, "deck")[-1] == one


def test_op06_056_trigger_activates_its_main(real_pool):
    st = turn(don=8)
    two = add(st, real_pool, "OP01-100", 0, "characters")  # the attacking player's, cost 2
    st = trigger_of(st, real_pool, "OP06-056")
    assert str(two) in option_ids(st) and st.pending[0].player == 1  # [Trigger] Activate this card's [Main] effect
    st = choose(st, two, player=1)
    while st.pending and st.pending[0].player == 1:
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 0)], player=1)
    assert st.table.cards[two].zone == "deck"


# --- OP17-040 Edward.Newgate: [Once Per Turn] your "Rocks Pirates" Leader attacks or is attacked: trash 1, Leader +3000 ---

XEBEC_LEADER = "OP17-039"  # {Rocks Pirates}


def test_op17_040_newgate_gives_the_attacking_leader_3000(real_pool):
    st = turn(don=0, opp_don=0, n=5)  # P1's turn (the Leader may attack: not the first turn, 6-5-6-1)
    lead = set_leader(st, real_pool, 0, XEBEC_LEADER)
    add(st, real_pool, "OP17-040", 0, "characters")
    mine = hand_of(st, 0, 1)
    st = act(st, "attack", attacker=lead, target=leader(st, 1))
    while pending_kind(st) == "pay" and "Xebec" in st.pending[0].prompt:  # the Leader's own [When Attacking] first
        st = choose(st, "no")
    assert pending_kind(st) == "pay" and "Newgate" in st.pending[0].prompt  # "you may trash 1 card" (8-3-1-4)
    st = pay_all(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash" and board.power(st, lead) == 5000 + 3000  # during this battle


def test_op17_040_newgate_on_the_attacked_leader_once_per_turn(real_pool):
    st = turn(don=0, opp_don=2, n=4)  # P2 attacks
    lead = set_leader(st, real_pool, 0, XEBEC_LEADER)
    add(st, real_pool, "OP17-040", 0, "characters")
    hand_of(st, 0, 2)
    atts = [add(st, real_pool, VANILLA_8, 1, "characters") for _ in range(2)]
    st = act(st, "attack", attacker=atts[0], target=lead, player=1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = pay_all(st, st.table.zone(0, "hand")[0])
    assert board.power(st, lead) == 5000 + 3000
    while st.battle is not None:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert board.power(st, lead) == 5000  # the battle is over (7-1-5-3)
    st = act(st, "attack", attacker=atts[1], target=lead, player=1)
    assert pending_kind(st) != "pay"  # [Once Per Turn] (10-2-13)


def test_op17_040_newgate_needs_a_rocks_pirates_leader_and_draws_on_play(real_pool):
    st = turn(don=8)
    top = st.table.zone(0, "deck")[0]
    st, _n = play(st, real_pool, "OP17-040")
    assert st.table.cards[top].zone == "hand"  # [On Play] Draw 1 card
    st = turn(don=0, opp_don=2, n=4)
    add(st, real_pool, "OP17-040", 0, "characters")  # the test Leader is not "Rocks Pirates"
    hand_of(st, 0, 1)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0), player=1)
    assert pending_kind(st) != "pay"  # 8-4-1-1


# --- OP17-118 Rocks.D.Xebec: +2000 Counter in the hand with only Counter-less Characters; [On Play] draw, play 2 ---


def test_op17_118_xebec_has_a_2000_counter_while_you_only_have_counterless_characters(real_pool):
    from engine.onepiece.hand_counter import counter_value

    st = turn()
    xebec = add(st, real_pool, "OP17-118", 0, "hand")
    assert counter_value(st, xebec) == 0  # no Characters: "only have" does not hold
    kyo = add(st, real_pool, "OP17-045", 0, "characters")  # no Counter
    assert counter_value(st, xebec) == 2000  # its own text, in the hand (2-8-2)
    add(st, real_pool, VANILLA_1, 0, "characters")  # +1000 Counter
    assert counter_value(st, xebec) == 0
    del kyo


def test_op17_118_xebec_counter_is_used_in_the_counter_step(real_pool):
    st = turn(don=0, opp_don=2, n=4)
    add(st, real_pool, "OP17-045", 0, "characters")
    xebec = add(st, real_pool, "OP17-118", 0, "hand")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    lead = leader(st, 0)
    st = act(st, "attack", attacker=att, target=lead, player=1)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    assert f"c{xebec}" in option_ids(st)  # 7-1-3-2-1
    st = choose(choose(st, f"c{xebec}"), lead)
    assert board.power(st, lead) == 5000 + 2000


def test_op17_118_xebec_plays_two_rocks_pirates_of_different_names_and_total_cost_9(real_pool):
    st = turn(don=10)
    hand_of(st, 0, 0)
    kyo = add(st, real_pool, "OP17-045", 0, "hand")  # cost 2
    kyo2 = add(st, real_pool, "OP17-045", 0, "hand")
    ganzui = add(st, real_pool, "OP17-043", 0, "hand")  # cost 5
    newgate = add(st, real_pool, "OP17-040", 0, "hand")  # cost 6
    sanji = add(st, real_pool, VANILLA_1, 0, "hand")  # not {Rocks Pirates}
    top = st.table.zone(0, "deck")[0]
    st, _x = play(st, real_pool, "OP17-118")
    assert st.table.cards[top].zone == "hand"  # Draw 1 card first
    assert str(sanji) not in option_ids(st) and st.pending[0].min == 0
    refused(st, "choose", "8-4-4", player=0, picks=[str(kyo), str(kyo2)])  # the same card name
    refused(st, "choose", "8-4-4", player=0, picks=[str(ganzui), str(newgate)])  # 11 > 9
    st = choose(st, kyo, ganzui)
    assert st.table.cards[kyo].zone == "characters" and st.table.cards[ganzui].zone == "characters"
    assert st.table.cards[newgate].zone == "hand"


# --- OP16-100 Hallowed Glacier Slash: rest 2 DON!!: if your opponent's Character was K.O.'d this turn, set [Yamato] active ---


def test_op16_100_sets_yamato_active_after_a_ko_this_turn(real_pool):
    st = turn(don=10)
    lead = set_leader(st, real_pool, 0, "ST09-001")  # Yamato
    st.table.cards[lead].tapped = True
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st = ko_by(st, real_pool, theirs, 0)  # K.O.'d by an effect this turn (10-2-1)
    st, _e = play(st, real_pool, "OP16-100")
    st = pay_all(st)
    assert not st.table.cards[lead].tapped  # set as active


def test_op16_100_does_nothing_without_a_ko_or_for_another_leader(real_pool):
    st = turn(don=10)
    lead = set_leader(st, real_pool, 0, "ST09-001")
    st.table.cards[lead].tapped = True
    st, _e = play(st, real_pool, "OP16-100")
    st = pay_all(st)
    assert st.table.cards[lead].tapped  # no K.O. this turn (8-3-2)
    st = turn(don=10)
    lead = set_leader(st, real_pool, 0, UTA)  # not [Yamato]
    st.table.cards[lead].tapped = True
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st = ko_by(st, real_pool, theirs, 0)
    st, _e = play(st, real_pool, "OP16-100")
    st = pay_all(st)
    assert st.table.cards[lead].tapped


def test_op16_100_a_ko_of_an_earlier_turn_does_not_count(real_pool):
    st = turn(don=10)
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    st = ko_by(st, real_pool, theirs, 0)
    st = act(act(st, "end_turn"), "end_turn")  # P1's next turn
    lead = set_leader(st, real_pool, 0, "ST09-001")
    st.table.cards[lead].tapped = True
    give_don(st, 0, 3)
    st, _e = play(st, real_pool, "OP16-100")
    st = pay_all(st)
    assert st.table.cards[lead].tapped


def test_op16_100_counter_gives_the_leader_3000(real_pool):
    st, lead, _att = attacked(real_pool, "OP16-100")
    assert board.power(st, lead) == 5000 + 3000


# --- EB03-001 Nefeltari Vivi (Leader) ---


def test_eb03_001_vivi_rests_to_give_2000_and_rush_to_a_character_without_when_attacking(real_pool):
    st = turn(don=0)
    lead = set_leader(st, real_pool, 0, "EB03-001")
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    plain = add(st, real_pool, VANILLA_1, 0, "characters", entered_turn=st.turn)  # played this turn
    robin = add(st, real_pool, "OP01-017", 0, "characters", entered_turn=st.turn)  # has a [When Attacking] effect
    st = act(st, "activate", uid=lead, ability=1)
    st = pay_all(st) if pending_kind(st) == "pay" else st
    assert st.table.cards[lead].tapped  # the cost (8-3-1)
    st = choose(st, theirs)
    assert board.power(st, theirs) == 10000 - 2000
    assert str(plain) in option_ids(st) and str(robin) not in option_ids(st)
    st = choose(st, plain)
    st.table.cards[theirs].tapped = True
    st2 = act(st, "attack", attacker=plain, target=theirs)  # [Rush] this turn (10-1-1-1 over 3-7-4)
    assert st2.battle is not None
    refused(st, "attack", "3-7-4", attacker=robin, target=theirs)


def test_eb03_001_vivi_may_trash_a_card_instead_of_a_cost_4_character_being_kod(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    set_leader(st, real_pool, 0, "EB03-001")
    four = add(st, real_pool, LOLA, 0, "characters")  # base cost 4
    mine = hand_of(st, 0, 1)
    st = ko_by_first(st, real_pool, four, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = pay_all(st, mine[0])
    assert st.table.cards[four].zone == "characters" and st.table.cards[mine[0]].zone == "trash"


# --- OP13-057: rest 1 DON!!: with 1 or less Life, the opponent cannot activate [Blocker] when your Leader attacks this turn ---


def _attack_blockers(st, attacker, target):
    st = act(st, "attack", attacker=attacker, target=target)
    return [o for o in option_ids(st) if o.isdigit()] if pending_kind(st) == "block" else []


def test_op13_057_no_blocker_against_the_leader_this_turn(real_pool):
    from .helpers import life_of

    st = turn(don=2, n=5)
    life_of(st, 0, 1)
    koby = add(st, real_pool, "OP13-025", 1, "characters")  # a [Blocker]
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _e = play(st, real_pool, "OP13-057")
    st = pay_all(st)
    assert _attack_blockers(st, leader(st, 0), leader(st, 1)) == []  # 1-3-3 over 10-1-4-1
    assert str(koby) in _attack_blockers(st, mine, leader(st, 1))  # a Character's attack: [Blocker] as usual


def test_op13_057_with_more_life_blockers_stay(real_pool):
    from .helpers import life_of

    st = turn(don=2, n=5)
    life_of(st, 0, 2)
    koby = add(st, real_pool, "OP13-025", 1, "characters")
    st, _e = play(st, real_pool, "OP13-057")
    st = pay_all(st)
    assert str(koby) in _attack_blockers(st, leader(st, 0), leader(st, 1))  # 8-3-2


def test_op13_057_counter_gives_the_leader_3000(real_pool):
    st, lead, _att = attacked(real_pool, "OP13-057")
    assert board.power(st, lead) == 5000 + 3000


# --- OP16-084 Kouzuki Momonosuke: trash this Character (cost 20 or more): with 9+ DON!!, play a cost 9 [Kouzuki Momonosuke] ---


def _momo(st, pool, cost_bonus: int):
    from engine.core import Modifier

    momo = add(st, pool, "OP16-084", 0, "characters")
    if cost_bonus:
        st.modifiers.append(Modifier(momo, "cost", cost_bonus, duration="this_turn", player=0, turn=st.turn))
    return momo


def test_op16_084_momonosuke_trashes_itself_at_cost_20_to_play_the_cost_9_one(real_pool):
    st = turn(don=9)
    momo = _momo(st, real_pool, 15)  # 5 + 15 = 20
    big = add(st, real_pool, "OP16-085", 0, "trash")  # [Kouzuki Momonosuke], cost 9
    st = act(st, "activate", uid=momo, ability=0)
    st = pay_all(st) if pending_kind(st) == "pay" else st
    assert st.table.cards[momo].zone == "trash"  # the cost (8-3-1)
    assert option_ids(st) == [str(big)]  # the trashed one (cost 5) does not fit
    st = choose(st, big)
    assert st.table.cards[big].zone == "characters"


def test_op16_084_momonosuke_under_cost_20_cannot_pay(real_pool):
    st = turn(don=9)
    momo = _momo(st, real_pool, 14)  # 19
    refused(st, "activate", "8-3-1-3", uid=momo, ability=0)


def test_op16_084_momonosuke_with_8_don_plays_nothing(real_pool):
    st = turn(don=8)
    momo = _momo(st, real_pool, 15)
    big = add(st, real_pool, "OP16-085", 0, "trash")
    st = act(st, "activate", uid=momo, ability=0)
    st = pay_all(st) if pending_kind(st) == "pay" else st
    assert st.table.cards[momo].zone == "trash" and st.table.cards[big].zone == "trash" and not st.pending  # 8-3-2


# --- EB04-011 Scaled Neptunian: [On Play] draw a card for each of your {Neptunian} Characters, then trash as many ---


def test_eb04_011_draws_per_neptunian_then_trashes_the_same_number(real_pool):
    st = turn(don=8)
    mine = hand_of(st, 0, 1)
    add(st, real_pool, "OP11-033", 0, "characters")  # {Neptunian}
    add(st, real_pool, VANILLA_1, 0, "characters")  # not
    top3 = st.table.zone(0, "deck")[:3]
    st, nep = play(st, real_pool, "EB04-011")
    assert [st.table.cards[u].zone for u in top3] == ["hand", "hand", "deck"]  # itself and the other one: 2 (8-1-3-1)
    assert pending_kind(st) == "target" and st.pending[0].min == st.pending[0].max == 2  # the same number
    st = choose(st, mine[0], top3[0])
    assert st.table.cards[mine[0]].zone == "trash" and st.table.cards[top3[0]].zone == "trash"
    assert st.table.zone(0, "hand") == [top3[1]]
    assert "Rush: Character" in board.keywords(st, nep)


def test_eb04_011_alone_draws_and_trashes_one(real_pool):
    st = turn(don=8)
    mine = hand_of(st, 0, 1)
    top = st.table.zone(0, "deck")[0]
    st, _n = play(st, real_pool, "EB04-011")
    assert st.table.cards[top].zone == "hand" and st.pending[0].min == st.pending[0].max == 1
    st = choose(st, mine[0])
    assert st.table.zone(0, "hand") == [top]


# --- OP14-053 Vista: [Opponent's Turn] with 7 or less cards in hand, base power = your Leader's base power ---


def test_op14_053_vista_takes_the_leaders_base_power_on_the_opponents_turn(real_pool):
    st = turn(don=0, opp_don=0, n=4)  # P2's turn
    set_leader(st, real_pool, 0, "OP13-003")  # Gol.D.Roger: 7000
    vista = add(st, real_pool, "OP14-053", 0, "characters")  # 4000
    hand_of(st, 0, 7)
    assert board.base_power(st, vista) == 7000 and board.power(st, vista) == 7000  # 4-9, continuous (8-1-3-4)
    hand_of(st, 0, 8)
    assert board.power(st, vista) == 4000  # 8 cards: the condition fails (8-3-2)
    assert "Blocker" in board.keywords(st, vista)


def test_op14_053_vista_keeps_its_power_on_its_own_turn(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP13-003")
    vista = add(st, real_pool, "OP14-053", 0, "characters")
    hand_of(st, 0, 2)
    assert board.power(st, vista) == 4000  # [Opponent's Turn] (10-2-12)


# --- OP13-119 Portgas.D.Ace: give 1 rested DON!! to your Leader; you may return a cost 5 or less Character; if you do, your
# opponent plays a cost 4 or less Character from their hand ---


def test_op13_119_ace_returns_a_character_and_the_opponent_plays_one(real_pool):
    st = turn(don=8)
    st.table.cards[st.table.zone(0, "cost_area")[0]].tapped = True  # a rested DON!! … and 6 more rested to play Ace
    lead = leader(st, 0)
    theirs = add(st, real_pool, "OP05-110", 1, "characters")  # cost 3
    in_hand = add(st, real_pool, VANILLA_1, 1, "hand")  # cost 1
    st, ace = play(st, real_pool, "OP13-119")
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]  # up to 1 rested DON!! (1-3-5-1)
    st = choose(st, "1")
    assert len(board.attached(st, lead)) == 1
    assert pending_kind(st) == "may"  # "you may" (8-1-2)
    st = choose(st, "yes")
    st = choose(st, theirs)
    assert st.table.cards[theirs].zone == "hand"
    assert pending_kind(st) == "target" and st.pending[0].player == 1  # they choose (8-4-4)
    assert str(in_hand) in option_ids(st) and str(theirs) in option_ids(st)  # cost 3 fits too
    st = choose(st, in_hand, player=1)
    assert st.table.cards[in_hand].zone == "characters" and st.table.cards[in_hand].controller == 1  # played by them (3-7-3)
    del ace


def test_op13_119_ace_returning_none_gives_the_opponent_nothing(real_pool):
    st = turn(don=8)
    theirs = add(st, real_pool, "OP05-110", 1, "characters")
    in_hand = add(st, real_pool, VANILLA_1, 1, "hand")
    st, _a = play(st, real_pool, "OP13-119")
    st = choose(st, "0")
    st = choose(st, "yes")
    st = choose(st)  # up to 1: none returned …
    assert not st.pending  # … so "If you do" does not follow (1-3-5-1)
    assert st.table.cards[theirs].zone == "characters" and st.table.cards[in_hand].zone == "hand"


def test_op13_119_ace_gains_rush_with_3_or_less_life(real_pool):
    from .helpers import life_of

    st = turn(don=8)
    life_of(st, 0, 3)
    ace = add(st, real_pool, "OP13-119", 0, "characters", entered_turn=st.turn)
    assert "Rush" in board.keywords(st, ace)
    life_of(st, 0, 4)
    assert "Rush" not in board.keywords(st, ace)


# --- OP14-009 Trafalgar Law: [On Your Opponent's Attack] [Once Per Turn] trash 2: swap the base power of your Leader and 1
# Character during this battle ---


def test_op14_009_law_swaps_the_leaders_base_power_with_a_character_for_the_battle(real_pool):
    st = turn(don=0, opp_don=0, n=4)
    law = add(st, real_pool, "OP14-009", 0, "characters")  # 10000
    mine = hand_of(st, 0, 2)
    lead = leader(st, 0)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=lead, player=1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "You may trash 2" (8-3-1-4)
    st = pay_all(st, *mine)
    assert all(st.table.cards[u].zone == "trash" for u in mine)
    assert str(law) in option_ids(st)  # "1 Character"
    st = choose(st, law)
    assert board.base_power(st, lead) == 10000 and board.base_power(st, law) == 5000  # swapped (4-9)
    while st.battle is not None:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert board.base_power(st, lead) == 5000 and board.base_power(st, law) == 10000  # "during this battle" (7-1-5-3)
    assert "Rush" in board.keywords(st, law)


# --- OP14-070 Buffalo: rested by the opponent's Character's effect: you may return 1 DON!! to set it active ---


def test_op14_070_buffalo_returns_a_don_to_stand_up_after_a_characters_rest(real_pool):
    st = turn(don=2, opp_don=6, n=4)
    buffalo = add(st, real_pool, "OP14-070", 0, "characters")
    st, _izo = play(st, real_pool, "OP01-033", player=1)  # Izo: [On Play] Rest up to 1 … cost 4 or less
    st = choose(st, buffalo, player=1)
    assert st.table.cards[buffalo].tapped
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "you may" (8-3-1-4)
    st = pay_all(st)
    assert len(st.table.zone(0, "cost_area")) == 1  # a DON!! returned to the DON!! deck (8-3-1-6)
    assert not st.table.cards[buffalo].tapped  # set as active
    assert "Blocker" in board.keywords(st, buffalo)


def test_op14_070_buffalo_ignores_an_events_rest(real_pool):
    st = turn(don=2, opp_don=6, n=4)
    buffalo = add(st, real_pool, "OP14-070", 0, "characters")
    st, _ev = play(st, real_pool, "OP02-047", player=1)  # an Event's effect, not a Character's
    st = choose(st, buffalo, player=1)
    assert st.table.cards[buffalo].tapped and not (st.pending and st.pending[0].player == 0)


# --- OP14-003 Capone"Gang"Bege: cannot be K.O.'d by effects of the opponent's Characters with 5000 base power or less ---


def test_op14_003_bege_survives_a_small_characters_ko(real_pool):
    st = turn(don=2, opp_don=10, n=4)
    bege = add(st, real_pool, "OP14-003", 0, "characters", tapped=True)
    st, _chew = play(st, real_pool, "OP03-029", player=1)  # Chew: 3000 base power, K.O. a rested cost 4 or less
    st = choose(st, bege, player=1)
    assert st.table.cards[bege].zone == "characters"  # 1-3-3
    st, _drake = play(st, real_pool, "OP01-054", player=1)  # X.Drake: 6000 base power
    st = choose(st, bege, player=1)
    assert st.table.cards[bege].zone == "trash"


def test_op14_003_bege_is_kod_by_an_event(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    bege = add(st, real_pool, "OP14-003", 0, "characters")
    st = answer_all(ko_by_first(st, real_pool, bege, 1))  # Brachio Bomber: an Event's effect
    assert st.table.cards[bege].zone == "trash"


# --- OP03-096 Tempest Kick Sky Slicer: K.O. a cost 0 Character or a cost 3 or less Stage of the opponent; [Trigger] draw 2 ---


def test_op03_096_kos_a_cost_0_character_or_a_small_stage(real_pool):
    from engine.core import Modifier

    st = turn(don=8)
    zero = add(st, real_pool, VANILLA_1, 1, "characters")
    st.modifiers.append(Modifier(zero, "cost", -1, duration="this_turn", player=0, turn=st.turn))  # cost 0 now
    one = add(st, real_pool, "OP14-102", 1, "characters")  # cost 1
    merry = add(st, real_pool, "EB01-011", 1, "stage")  # a Stage, cost 1
    st, _e = play(st, real_pool, "OP03-096")
    assert {str(zero), str(merry)} == set(option_ids(st)) - {str(one)} and str(one) not in option_ids(st)
    st = choose(st, merry)
    assert st.table.cards[merry].zone == "trash" and st.table.cards[zero].zone == "characters"  # up to 1


def test_op03_096_trigger_draws_two(real_pool):
    st = turn(don=8)
    top2 = st.table.zone(1, "deck")[:2]
    st = trigger_of(st, real_pool, "OP03-096")
    assert all(st.table.cards[u].zone == "hand" for u in top2)


# --- OP10-030 Smoker: set up to 1 DON!! active, then no DON!! set active by Character effects this turn ---


def test_op10_030_smoker_sets_a_don_active_then_forbids_character_effects_to(real_pool):
    st = turn(don=4)
    smoker = add(st, real_pool, "OP10-030", 0, "characters")
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = True
    st = act(st, "activate", uid=smoker, ability=0)
    assert option_ids(st) == ["0", "1"]  # up to 1 (1-3-5-1)
    st = choose(st, "1")
    assert rested_don(st) == 3
    st = act(st, "activate", uid=smoker, ability=0)  # again: a Character's effect, now forbidden (1-3-3)
    assert rested_don(st) == 3 and not st.pending
    assert "Banish" in board.keywords(st, smoker)


# --- OP09-052 Marco: [Opponent's Turn] trash 1: K.O.'d by the opponent's effect → played from the trash rested ---


def test_op09_052_marco_comes_back_rested_after_an_opponents_ko(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    marco = add(st, real_pool, "OP09-052", 0, "characters")
    mine = hand_of(st, 0, 1)
    st = ko_by_first(st, real_pool, marco, 1)
    st = drain(st, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "You may trash 1" (8-3-1-4)
    st = pay_all(st, mine[0])
    assert st.table.cards[marco].zone == "characters" and st.table.cards[marco].tapped  # rested (3-7-5)


def test_op09_052_marco_battle_ko_stays_down(real_pool):
    st = turn(don=2, opp_don=2, n=4)
    marco = add(st, real_pool, "OP09-052", 0, "characters")
    hand_of(st, 0, 1)
    st = battle_ko(st, real_pool, marco)
    assert st.table.cards[marco].zone == "trash" and not st.pending  # "by your opponent's effect" only


# --- OP03-076 Rob Lucci (Leader): [Your Turn] [Once Per Turn] trash 2: when an opponent's Character is K.O.'d, stand up ---


def test_op03_076_lucci_stands_up_when_an_opponents_character_is_kod(real_pool):
    st = turn(don=0, n=5)
    lead = set_leader(st, real_pool, 0, "OP03-076")
    mine = hand_of(st, 0, 2)
    theirs = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st = act(st, "attack", attacker=lead, target=theirs)  # the Leader rests to attack (7-1-1-1) and K.O.s it (7-1-4-1-2)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=1)
    assert st.table.cards[theirs].zone == "trash"
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = pay_all(st, *mine)
    assert not st.table.cards[lead].tapped and all(st.table.cards[u].zone == "trash" for u in mine)


# --- OP09-092 Marshall.D.Teach: rest: with at least 3 fewer cards in hand than the opponent, draw 2 and trash 1 ---


def test_op09_092_teach_draws_when_3_cards_behind(real_pool):
    st = turn()
    teach = add(st, real_pool, "OP09-092", 0, "characters")
    mine = hand_of(st, 0, 1)
    hand_of(st, 1, 4)
    top2 = st.table.zone(0, "deck")[:2]
    st = act(st, "activate", uid=teach, ability=0)
    st = pay_all(st) if pending_kind(st) == "pay" else st
    assert st.table.cards[teach].tapped and all(st.table.cards[u].zone == "hand" for u in top2)
    st = choose(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash"


def test_op09_092_teach_does_nothing_when_2_behind(real_pool):
    st = turn()
    teach = add(st, real_pool, "OP09-092", 0, "characters")
    hand_of(st, 0, 2)
    hand_of(st, 1, 4)
    st = act(st, "activate", uid=teach, ability=0)
    st = pay_all(st) if pending_kind(st) == "pay" else st
    assert st.table.cards[teach].tapped and len(st.table.zone(0, "hand")) == 2 and not st.pending  # 8-3-2


# --- "place N cards from your hand at the bottom of your deck" as a cost (hand_to_deck_bottom, costs_starters) ---


def test_op01_011_gordon_places_a_card_at_the_bottom_to_draw(real_pool):
    st = turn(don=8)
    mine = hand_of(st, 0, 1)
    top = st.table.zone(0, "deck")[0]
    st, _g = play(st, real_pool, "OP01-011")
    assert pending_kind(st) == "pay"  # "You may" (8-3-1-4)
    st = pay_all(st, mine[0])
    assert st.table.zone(0, "deck")[-1] == mine[0] and st.table.cards[top].zone == "hand"


def test_op01_011_gordon_with_an_empty_hand_cannot_pay(real_pool):
    st = turn(don=8)
    hand_of(st, 0, 0)
    st, _g = play(st, real_pool, "OP01-011")
    assert not st.pending and st.table.zone(0, "hand") == []  # 8-3-1-3


def test_eb01_030_loguetown_places_itself_and_a_card_at_the_bottom_to_draw_2(real_pool):
    st = turn(don=8)
    town = add(st, real_pool, "EB01-030", 0, "stage")
    mine = hand_of(st, 0, 1)
    top2 = st.table.zone(0, "deck")[:2]
    st = act(st, "activate", uid=town, ability=0)
    st = pay_all(st, mine[0])
    assert st.table.zone(0, "deck")[-2:] == [town, mine[0]]  # text order (8-3-1-1)
    assert all(st.table.cards[u].zone == "hand" for u in top2)


def test_eb01_030_loguetown_needs_a_card_in_hand(real_pool):
    st = turn(don=8)
    town = add(st, real_pool, "EB01-030", 0, "stage")
    hand_of(st, 0, 0)
    refused(st, "activate", "8-3-1-3", uid=town, ability=0)


def test_eb01_030_loguetown_trigger_plays_it(real_pool):
    st = turn(don=8)
    st = trigger_of(st, real_pool, "EB01-030")
    assert [board.name(st, u) for u in st.table.zone(1, "stage")] == ["Loguetown"]


def test_op09_060_emptee_bluffs_places_2_and_rests_to_draw_2_under_cross_guild(real_pool):
    for lead_id, draws in (("OP09-042", True), (None, False)):
        st = turn(don=8)
        if lead_id:
            set_leader(st, real_pool, 0, lead_id)  # Buggy: {Cross Guild}
        island = add(st, real_pool, "OP09-060", 0, "stage")
        mine = hand_of(st, 0, 2)
        top2 = st.table.zone(0, "deck")[:2]
        st = act(st, "activate", uid=island, ability=0)
        st = pay_all(st, *mine)
        assert st.table.zone(0, "deck")[-2:] == mine and st.table.cards[island].tapped
        assert all((st.table.cards[u].zone == "hand") is draws for u in top2)  # 8-3-2


# --- OP04-024 Sugar: [Opponent's Turn] [Once Per Turn] when the opponent plays a Character (Donquixote Leader): rest up to 1 of
# theirs, then rest Sugar ---


def test_op04_024_sugar_rests_a_character_when_the_opponent_plays_one(real_pool):
    st = turn(don=2, opp_don=8, n=4)  # P2's turn
    set_leader(st, real_pool, 0, "OP01-060")  # Donquixote Doflamingo: {Donquixote Pirates}
    sugar = add(st, real_pool, "OP04-024", 0, "characters")
    theirs = add(st, real_pool, VANILLA_8, 1, "characters")
    st, played = play(st, real_pool, VANILLA_1, player=1)
    assert pending_kind(st) == "target" and st.pending[0].player == 0 and st.pending[0].min == 0  # up to 1 (1-3-5-1)
    assert {str(theirs), str(played)} <= set(option_ids(st))
    st = choose(st, theirs)
    assert st.table.cards[theirs].tapped and st.table.cards[sugar].tapped  # "Then, rest this Character."
    st.table.cards[sugar].tapped = False
    st, _again = play(st, real_pool, VANILLA_1, player=1)
    assert not st.pending  # [Once Per Turn] (10-2-13)


def test_op04_024_sugar_needs_a_donquixote_leader_and_the_opponents_turn(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    sugar = add(st, real_pool, "OP04-024", 0, "characters")  # the test Leader: not {Donquixote Pirates}
    st, _p = play(st, real_pool, VANILLA_1, player=1)
    assert not st.pending and not st.table.cards[sugar].tapped
    st = turn(don=8)
    set_leader(st, real_pool, 0, "OP01-060")
    sugar = add(st, real_pool, "OP04-024", 0, "characters")
    st, _p = play(st, real_pool, VANILLA_1)  # its own player plays one: not "your opponent"
    assert not st.pending and not st.table.cards[sugar].tapped


def test_op04_024_sugar_on_play_rests_a_cost_4_or_less(real_pool):
    st = turn(don=8)
    small = add(st, real_pool, LOLA, 1, "characters")  # cost 4
    st, _s = play(st, real_pool, "OP04-024")
    st = choose(st, small)
    assert st.table.cards[small].tapped


# --- OP02-026 Sanji (Leader): [Once Per Turn] you play a no-text Character from your hand, with 3 or less Characters: up to 2
# DON!! active ---


def test_op02_026_sanji_sets_2_don_active_after_playing_a_vanilla(real_pool):
    st = turn(don=4)
    set_leader(st, real_pool, 0, "OP02-026")
    st.table.cards[st.table.zone(0, "cost_area")[-1]].tapped = True  # 1 rested already
    st, _v = play(st, real_pool, VANILLA_1)  # no text (2-8-5), cost 1: 2 rested
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]  # up to 2
    st = choose(st, "2")
    assert rested_don(st) == 0
    st, _v2 = play(st, real_pool, VANILLA_1)
    assert not st.pending  # [Once Per Turn]


def test_op02_026_sanji_ignores_texted_characters_and_a_crowded_field(real_pool):
    st = turn(don=8)
    set_leader(st, real_pool, 0, "OP02-026")
    for _ in range(3):
        add(st, real_pool, VANILLA_1, 0, "characters")
    st, _v = play(st, real_pool, VANILLA_1)  # 4 Characters now (8-4-1-1)
    assert not st.pending
    st = turn(don=8)
    set_leader(st, real_pool, 0, "OP02-026")
    st, _c = play(st, real_pool, "OP01-011")  # Gordon: has text
    st = choose(st, "no") if pending_kind(st) == "pay" else st
    assert not st.pending


# --- "[When Attacking] Your opponent cannot activate a [Blocker] Character that has N or less (more) power during this
# battle" (template no_blocker_by_power, blocker_power_bound): OP01-120 Shanks, OP03-002 Adio, ST01-002 Usopp ---


def test_op01_120_shanks_keeps_small_blockers_out_of_this_battle(real_pool):
    st = turn(don=0, n=5)
    shanks = add(st, real_pool, "OP01-120", 0, "characters")
    small = add(st, real_pool, "OP04-005", 1, "characters")  # 1000 power …
    add(st, real_pool, "OP04-005", 1, "characters")  # … a second Kung Fu Jugon makes both [Blocker]s
    big = add(st, real_pool, "OP13-025", 1, "characters")  # Koby: [Blocker], 6000
    blockers = _attack_blockers(st, shanks, leader(st, 1))
    assert str(small) not in blockers and str(big) in blockers  # 1-3-3 over 10-1-4-1
    assert "Rush" in board.keywords(st, shanks)


def test_op01_120_shanks_blocker_bound_lasts_only_this_battle(real_pool):
    st = turn(don=0, n=5)
    shanks = add(st, real_pool, "OP01-120", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    add(st, real_pool, "OP04-005", 1, "characters")
    small = add(st, real_pool, "OP04-005", 1, "characters")
    st = act(st, "attack", attacker=shanks, target=leader(st, 1))
    while st.battle is not None:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    assert str(small) in _attack_blockers(st, other, leader(st, 1))  # another attacker: [Blocker] as usual


def test_op03_002_adio_needs_a_don_and_st01_002_usopp_bounds_big_blockers(real_pool):
    from .helpers import attach

    st = turn(don=0, n=5)
    adio = add(st, real_pool, "OP03-002", 0, "characters")
    add(st, real_pool, "OP04-005", 1, "characters")
    small = add(st, real_pool, "OP04-005", 1, "characters")
    assert str(small) in _attack_blockers(st, adio, leader(st, 1))  # [DON!! x1] not met (8-3-2-3)
    attach(st, adio, 1)
    assert str(small) not in _attack_blockers(st, adio, leader(st, 1))
    st = turn(don=0, n=5)
    usopp = add(st, real_pool, "ST01-002", 0, "characters")
    attach(st, usopp, 2)
    small = add(st, real_pool, "OP04-005", 1, "characters")
    add(st, real_pool, "OP04-005", 1, "characters")
    big = add(st, real_pool, "OP13-025", 1, "characters")  # 6000: 5000 or more
    blockers = _attack_blockers(st, usopp, leader(st, 1))
    assert str(big) not in blockers and str(small) in blockers


def test_st01_002_usopp_trigger_plays_it(real_pool):
    st = turn(don=8)
    st = trigger_of(st, real_pool, "ST01-002")
    assert [board.name(st, u) for u in st.table.zone(1, "characters")] == ["Usopp"]


# --- OP05-032 Pica: [Once Per Turn] would be K.O.'d: you may rest one of your cost 3+ Characters (not [Pica]) instead ---


def test_op05_032_pica_rests_another_character_instead_of_being_kod(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    pica = add(st, real_pool, "OP05-032", 0, "characters")
    lola = add(st, real_pool, LOLA, 0, "characters")  # cost 4
    add(st, real_pool, VANILLA_1, 0, "characters")  # cost 1: can't pay
    st = ko_by_first(st, real_pool, pica, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = pay_all(st)  # the only one that can pay: taken (8-3-1)
    assert st.table.cards[pica].zone == "characters" and st.table.cards[lola].tapped


def test_op05_032_pica_without_a_cost_3_character_is_kod(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    pica = add(st, real_pool, "OP05-032", 0, "characters")
    add(st, real_pool, VANILLA_1, 0, "characters")
    st = answer_all(ko_by_first(st, real_pool, pica, 1))
    assert st.table.cards[pica].zone == "trash"  # 8-3-1-3: not offered


def test_op05_032_pica_end_of_turn_pays_1_to_stand_up(real_pool):
    st = turn(don=2)
    pica = add(st, real_pool, "OP05-032", 0, "characters", tapped=True)
    st = act(st, "end_turn")
    assert pending_kind(st) == "pay"
    st = pay_all(st)
    assert not st.table.cards[pica].tapped


# --- ST02-010 Basil Hawkins: [DON!! x1] [Once Per Turn] [Your Turn] battles an opponent's Character: set active ---


def test_st02_010_hawkins_stands_up_after_battling_a_character(real_pool):
    from .helpers import attach

    for don, stands in ((1, True), (0, False)):
        st = turn(don=0, n=5)
        hawkins = add(st, real_pool, "ST02-010", 0, "characters")
        if don:
            attach(st, hawkins, 1)
        theirs = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
        st = act(st, "attack", attacker=hawkins, target=theirs)
        while st.battle is not None:
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
        assert st.table.cards[theirs].zone == "trash"
        assert st.table.cards[hawkins].tapped is not stands  # 8-3-2-3


def test_st02_010_hawkins_attacking_a_leader_stays_rested(real_pool):
    from .helpers import attach

    st = turn(don=0, n=5)
    hawkins = add(st, real_pool, "ST02-010", 0, "characters")
    attach(st, hawkins, 1)
    st = act(st, "attack", attacker=hawkins, target=leader(st, 1))
    while st.battle is not None or st.pending:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    assert st.table.cards[hawkins].tapped


# --- OP04-047 Ice Oni: [Your Turn] after battling an opponent's Character of cost 5 or less, that Character goes to the
# bottom of its owner's deck ---


def test_op04_047_ice_oni_bottoms_the_character_it_battled(real_pool):
    st = turn(don=0, n=5)
    oni = add(st, real_pool, "OP04-047", 0, "characters")  # 0 power (printed none): it loses the battle
    lola = add(st, real_pool, LOLA, 1, "characters", tapped=True)  # cost 4, 6000
    st = act(st, "attack", attacker=oni, target=lola)
    while st.battle is not None:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    assert st.table.cards[lola].zone == "deck" and st.table.zone(1, "deck")[-1] == lola  # 7-1-5-2


def test_op04_047_ice_oni_leaves_a_cost_6_character(real_pool):
    st = turn(don=0, n=5)
    oni = add(st, real_pool, "OP04-047", 0, "characters")
    big = add(st, real_pool, "OP16-105", 1, "characters", tapped=True)  # cost 6
    st = act(st, "attack", attacker=oni, target=big)
    while st.battle is not None:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    assert st.table.cards[big].zone == "characters"


# --- OP06-006 Saga: [DON!! x1] [When Attacking] +1000 until your next turn; at the end of this turn trash 1 {FILM} Character ---


def test_op06_006_saga_gains_1000_then_a_film_character_is_trashed_at_end_of_turn(real_pool):
    from .helpers import attach

    st = turn(don=0, n=5)
    saga = add(st, real_pool, "OP06-006", 0, "characters")
    attach(st, saga, 1)
    usopp = add(st, real_pool, "OP02-028", 0, "characters")  # {FILM}
    st = act(st, "attack", attacker=saga, target=leader(st, 1))
    assert board.power(st, saga) == 5000 + 1000 + 1000  # printed, the DON!!, the effect
    while st.battle is not None or st.pending:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    assert st.table.cards[usopp].zone == "characters"  # not yet: at the end of the turn (6-6-1-1)
    st = act(st, "end_turn")
    assert pending_kind(st) == "target" and {str(saga), str(usopp)} == set(option_ids(st))
    st = choose(st, usopp)
    assert st.table.cards[usopp].zone == "trash" and st.table.cards[saga].zone == "characters"
    assert board.power(st, saga) == 5000 + 1000  # until the start of your next turn: still on the opponent's


def test_op06_006_saga_without_a_don_does_nothing(real_pool):
    st = turn(don=0, n=5)
    saga = add(st, real_pool, "OP06-006", 0, "characters")
    st = act(st, "attack", attacker=saga, target=leader(st, 1))
    assert board.power(st, saga) == 5000  # [DON!! x1] (8-3-2-3)


# --- OP07-059 Foxy (Leader): [When Attacking] DON!! -3: with 3 Foxy Pirates, the opponent's rested Leader and 1 Character stay
# rested in their next Refresh Phase ---


def test_op07_059_foxy_keeps_the_opponents_leader_and_a_character_rested(real_pool):
    st = turn(don=3, n=5)
    lead = set_leader(st, real_pool, 0, "OP07-059")
    for _ in range(3):
        add(st, real_pool, "EB02-034", 0, "characters")  # {Foxy Pirates}
    theirs_lead = leader(st, 1)
    st.table.cards[theirs_lead].tapped = True
    rested = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    other = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    target = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st = act(st, "attack", attacker=lead, target=target)
    while pending_kind(st) in ("don_return", "cost", "pay"):
        st = choose(st, "yes" if pending_kind(st) == "pay" else option_ids(st)[0])
    assert len(st.table.zone(0, "cost_area")) == 0  # DON!! -3 (8-3-1-6)
    st = choose(st, rested)
    while st.battle is not None or st.pending:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    st = act(st, "end_turn")  # their Refresh Phase (6-2-4)
    assert st.table.cards[theirs_lead].tapped and st.table.cards[rested].tapped
    assert not st.table.cards[other].tapped


def test_op07_059_foxy_with_2_foxy_pirates_keeps_nothing(real_pool):
    st = turn(don=3, n=5)
    lead = set_leader(st, real_pool, 0, "OP07-059")
    for _ in range(2):
        add(st, real_pool, "EB02-034", 0, "characters")
    theirs_lead = leader(st, 1)
    st.table.cards[theirs_lead].tapped = True
    st = act(st, "attack", attacker=lead, target=theirs_lead)
    while pending_kind(st) in ("don_return", "cost", "pay"):
        st = choose(st, "yes" if pending_kind(st) == "pay" else option_ids(st)[0])
    while st.battle is not None or st.pending:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    st = act(st, "end_turn")
    assert not st.table.cards[theirs_lead].tapped


# --- OP09-080 Thousand Sunny: [Opponent's Turn] rest this Stage: a {Straw Hat Crew} Character removed by the opponent's effect
# → up to 1 DON!! added rested ---


def test_op09_080_sunny_adds_a_rested_don_when_a_straw_hat_is_removed(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    sunny = add(st, real_pool, "OP09-080", 0, "stage")
    jinbe = add(st, real_pool, "OP02-033", 0, "characters")  # {Straw Hat Crew}
    st = drain(ko_by_first(st, real_pool, jinbe, 1), 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0  # "You may rest this Stage" (8-3-1-4)
    st = pay_all(st)
    assert st.table.cards[sunny].tapped
    st = choose(st, "1")  # up to 1
    assert len(st.table.zone(0, "cost_area")) == 3 and rested_don(st) == 1


def test_op09_080_sunny_ignores_other_types(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    sunny = add(st, real_pool, "OP09-080", 0, "stage")
    bellamy = add(st, real_pool, "OP01-076", 0, "characters")  # {Dressrosa}
    st = answer_all(ko_by_first(st, real_pool, bellamy, 1))
    assert not st.table.cards[sunny].tapped and len(st.table.zone(0, "cost_area")) == 2


# --- OP10-042 Usopp (Leader): [Opponent's Turn] [Once Per Turn] a {Dressrosa} Character removed by the opponent's effect or
# K.O.'d: with 5 or less cards in hand, draw 1 ---


def test_op10_042_usopp_draws_once_when_a_dressrosa_character_is_kod_by_an_effect(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    set_leader(st, real_pool, 0, "OP10-042")
    hand_of(st, 0, 5)
    bellamy = add(st, real_pool, "OP01-076", 0, "characters")
    st = answer_all(ko_by_first(st, real_pool, bellamy, 1))
    assert len(st.table.zone(0, "hand")) == 6  # once (10-2-13), though both timings fit


def test_op10_042_usopp_draws_after_a_battle_ko_and_not_with_6_cards(real_pool):
    for cards, draws in ((5, True), (6, False)):
        st = turn(don=0, opp_don=2, n=4)
        set_leader(st, real_pool, 0, "OP10-042")
        hand_of(st, 0, cards)
        bellamy = add(st, real_pool, "OP01-076", 0, "characters")
        st = battle_ko(st, real_pool, bellamy)
        assert st.table.cards[bellamy].zone == "trash"
        assert len(st.table.zone(0, "hand")) == cards + (1 if draws else 0)  # 8-3-2


def test_op10_042_usopp_gives_dressrosa_characters_1_cost(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP10-042")
    bellamy = add(st, real_pool, "OP01-076", 0, "characters")  # cost 2
    assert board.cost(st, bellamy) == 3


# --- OP08-046 Shakuyaku: [Your Turn] [Once Per Turn] a Character removed by your effect, the opponent with 5+ cards: they place
# 1 card at the bottom of their deck; then rest Shakuyaku ---


def test_op08_046_shakuyaku_makes_the_opponent_bottom_a_card(real_pool):
    st = turn(don=8)
    shaku = add(st, real_pool, "OP08-046", 0, "characters")
    theirs = hand_of(st, 1, 5)
    victim = add(st, real_pool, VANILLA_1, 1, "characters")
    st = ko_by(st, real_pool, victim, 0)
    assert pending_kind(st) == "target" and st.pending[0].player == 1  # they choose (8-4-4)
    st = choose(st, theirs[0], player=1)
    assert st.table.zone(1, "deck")[-1] == theirs[0] and st.table.cards[shaku].tapped


def test_op08_046_shakuyaku_with_4_cards_in_their_hand_does_nothing(real_pool):
    st = turn(don=8)
    shaku = add(st, real_pool, "OP08-046", 0, "characters")
    hand_of(st, 1, 4)
    victim = add(st, real_pool, VANILLA_1, 1, "characters")
    st = ko_by(st, real_pool, victim, 0)
    assert not st.pending and not st.table.cards[shaku].tapped


# --- P-090 Charlotte Smoothie: [Opponent's Turn] [On K.O.] DON!! -1: play a {Big Mom Pirates} Character costing up to the
# opponent's DON!! count ---


def test_p_090_smoothie_plays_a_big_mom_pirate_up_to_the_opponents_don(real_pool):
    st = turn(don=2, opp_don=4, n=4)
    smoothie = add(st, real_pool, "P-090", 0, "characters")
    small = add(st, real_pool, BIG_MOM_4, 0, "hand")
    big = add(st, real_pool, BIG_MOM_6, 0, "hand")
    st = battle_ko(st, real_pool, smoothie)
    assert pending_kind(st) == "pay"  # DON!! -1 (8-3-1-4)
    st = pay_all(st)
    assert len(st.table.zone(0, "cost_area")) == 1
    assert str(small) in option_ids(st) and str(big) not in option_ids(st)  # the opponent has 4 DON!!
    st = choose(st, small)
    assert st.table.cards[small].zone == "characters"


# --- OP10-026 / OP10-027 Kin'emon: place this and a [Kin'emon] of 0 (1000) power from the trash at the bottom: play a cost 6
# [Kin'emon] from the hand ---


def test_op10_026_and_027_kinemon_bottom_themselves_and_a_partner_to_play_the_cost_6_one(real_pool):
    for me, partner in (("OP10-026", "OP10-027"), ("OP10-027", "OP10-026")):  # OP10-027 has no power (0); OP10-026 1000
        st = turn(don=8)
        kin = add(st, real_pool, me, 0, "characters")
        mate = add(st, real_pool, partner, 0, "trash")
        big = add(st, real_pool, KINEMON_6, 0, "hand")
        st = act(st, "activate", uid=kin, ability=0)
        st = pay_all(st, mate)
        assert st.table.zone(0, "deck")[-2:] == [kin, mate]  # text order (8-3-1-1)
        st = choose(st, big)
        assert st.table.cards[big].zone == "characters"


def test_op10_026_kinemon_needs_the_right_partner_in_the_trash(real_pool):
    st = turn(don=8)
    kin = add(st, real_pool, "OP10-026", 0, "characters")
    add(st, real_pool, "OP10-026", 0, "trash")  # 1000 power: OP10-026 asks for 0
    refused(st, "activate", "8-3-1-3", uid=kin, ability=0)


# --- EB02-009 Thousand Sunny: rest: move up to 1 given DON!! to a {Straw Hat Crew} Character ---


def test_eb02_009_sunny_moves_a_given_don_to_a_straw_hat(real_pool):
    from .helpers import attach

    st = turn(don=0)
    sunny = add(st, real_pool, "EB02-009", 0, "stage")
    lead = leader(st, 0)
    attach(st, lead, 1)
    jinbe = add(st, real_pool, "OP02-033", 0, "characters")
    st = act(st, "activate", uid=sunny, ability=0)
    st = pay_all(st) if pending_kind(st) == "pay" else st
    assert st.table.cards[sunny].tapped
    while st.pending:
        ids = option_ids(st)
        st = choose(st, str(jinbe) if str(jinbe) in ids else ids[-1] if ids[-1] != "0" else ids[0])
    assert len(board.attached(st, jinbe)) == 1 and board.attached(st, lead) == []


# --- OP01-067 Crocodile: [DON!! x1] blue Events in your hand cost 1 less ---


def test_op01_067_crocodile_makes_blue_events_cheaper_with_a_don(real_pool):
    from .helpers import attach

    st = turn()
    croc = add(st, real_pool, "OP01-067", 0, "characters")
    blue = add(st, real_pool, "EB01-028", 0, "hand")  # a blue Event, cost 1
    red = add(st, real_pool, "OP04-017", 0, "hand")  # a red Event, cost 1
    assert board.play_price(st, blue) == 1
    attach(st, croc, 1)
    assert board.play_price(st, blue) == 0 and board.play_price(st, red) == 1  # 2-7-1, 1-3-6
    assert "Banish" in board.keywords(st, croc)


# --- OP04-004 Karoo: rest: give up to 1 rested DON!! to each of your {Alabasta} Characters ---


def test_op04_004_karoo_gives_each_alabasta_character_a_rested_don(real_pool):
    st = turn(don=2)
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = True
    karoo = add(st, real_pool, "OP04-004", 0, "characters")  # {Alabasta} itself
    sanji = add(st, real_pool, VANILLA_1, 0, "characters")  # {Alabasta}
    st = act(st, "activate", uid=karoo, ability=0)
    st = pay_all(st) if pending_kind(st) == "pay" else st
    while pending_kind(st) == "amount":
        st = choose(st, "1")
    assert len(board.attached(st, karoo)) == 1 and len(board.attached(st, sanji)) == 1


# --- OP06-062 Vinsmoke Judge: DON!! -1, trash 2: play up to 4 {GERMA 66} Characters (different names, 4000 or less) ---


def test_op06_062_judge_plays_germa_characters_of_different_names_from_the_trash(real_pool):
    st = turn(don=10)
    mine = hand_of(st, 0, 2)
    a = add(st, real_pool, GERMA_A, 0, "trash")
    a2 = add(st, real_pool, GERMA_A, 0, "trash")
    b = add(st, real_pool, GERMA_B, 0, "trash")
    st, _j = play(st, real_pool, "OP06-062")
    assert pending_kind(st) == "pay"
    st = pay_all(st, *mine)
    assert len(st.table.zone(0, "cost_area")) == 9 and all(st.table.cards[u].zone == "trash" for u in mine)
    refused(st, "choose", "8-4-4", player=0, picks=[str(a), str(a2)])  # the same card name
    st = choose(st, a, b)
    assert st.table.cards[a].zone == "characters" and st.table.cards[b].zone == "characters"


# --- OP06-026 Koushirou: set up to 1 <Slash> Character (cost 4 or less) active; then you cannot attack a Leader this turn ---


def test_op06_026_koushirou_sets_a_slash_character_active_then_no_leader_attacks(real_pool):
    st = turn(don=8, n=5)
    slash = add(st, real_pool, SLASH_2, 0, "characters", tapped=True)  # <Slash>, cost 2
    strike = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)  # <Strike>
    theirs = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st, _k = play(st, real_pool, "OP06-026")
    assert str(slash) in option_ids(st) and str(strike) not in option_ids(st)
    st = choose(st, slash)
    assert not st.table.cards[slash].tapped
    refused(st, "attack", "1-3-3", attacker=slash, target=leader(st, 1))  # 1-3-3 over 7-1-1-2
    refused(st, "attack", "1-3-3", attacker=leader(st, 0), target=leader(st, 1))
    assert act(st, "attack", attacker=slash, target=theirs).battle is not None  # Characters still
    st = act(act(st, "end_turn"), "end_turn")  # the next turn of P1: the prohibition is over
    assert act(st, "attack", attacker=slash, target=leader(st, 1)).battle is not None


# --- OP03-004 Curiel: cannot attack a Leader on the turn it is played; [DON!! x1] [Rush] ---


def test_op03_004_curiel_with_rush_attacks_characters_but_not_the_leader_the_turn_it_is_played(real_pool):
    from .helpers import attach

    st = turn(don=8, n=5)
    theirs = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st, curiel = play(st, real_pool, "OP03-004")
    attach(st, curiel, 1)
    assert "Rush" in board.keywords(st, curiel)
    refused(st, "attack", "1-3-3", attacker=curiel, target=leader(st, 1))
    assert act(st, "attack", attacker=curiel, target=theirs).battle is not None
    st = act(act(st, "end_turn"), "end_turn")
    assert act(st, "attack", attacker=curiel, target=leader(st, 1)).battle is not None  # a later turn


# --- ST06-016 White Out: [Trigger] draw 1 and none of your Characters can be K.O.'d during this turn ---


def test_st06_016_trigger_draws_and_protects_every_character_this_turn(real_pool):
    st = turn(don=10)
    theirs = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    top = st.table.zone(1, "deck")[0]
    st = trigger_of(st, real_pool, "ST06-016")
    while st.battle is not None or st.pending:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    assert st.table.cards[top].zone == "hand"  # Draw 1 card
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=theirs)  # 10000 vs 3000: not K.O.'d in battle (1-3-3)
    while st.battle is not None:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1], player=st.pending[0].player)
    assert st.table.cards[theirs].zone == "characters"
    st = ko_by(st, real_pool, theirs, 0)  # nor by an effect
    assert st.table.cards[theirs].zone == "characters"
    st = act(st, "end_turn")
    st = act(st, "end_turn")  # a later turn: over
    st = ko_by(st, real_pool, theirs, 0)
    assert st.table.cards[theirs].zone == "trash"


def test_st06_016_counter_gives_2000(real_pool):
    st, lead, _att = attacked(real_pool, "ST06-016")
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 2000


# --- OP11-110 Fukaboshi / OP04-082 Kyros: would be K.O.'d: rest a named Stage or the Leader instead ---


def test_op11_110_fukaboshi_rests_fish_man_island_instead_of_being_kod(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    fuka = add(st, real_pool, "OP11-110", 0, "characters")
    island = add(st, real_pool, "OP11-117", 0, "stage")  # [Fish-Man Island]
    st = ko_by_first(st, real_pool, fuka, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = pay_all(st)
    assert st.table.cards[fuka].zone == "characters" and st.table.cards[island].tapped


def test_op11_110_fukaboshi_with_a_shirahoshi_leader_or_nothing(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    lead = set_leader(st, real_pool, 0, "OP11-022")  # Shirahoshi
    fuka = add(st, real_pool, "OP11-110", 0, "characters")
    st = pay_all(ko_by_first(st, real_pool, fuka, 1))
    assert st.table.cards[fuka].zone == "characters" and st.table.cards[lead].tapped
    st = turn(don=2, opp_don=8, n=4)  # the test Leader: not [Shirahoshi]; no Stage
    fuka = add(st, real_pool, "OP11-110", 0, "characters")
    st = answer_all(ko_by_first(st, real_pool, fuka, 1))
    assert st.table.cards[fuka].zone == "trash"  # 8-3-1-3: not offered


def test_op04_082_kyros_rests_the_leader_or_corrida_coliseum_instead(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    kyros = add(st, real_pool, "OP04-082", 0, "characters")
    coliseum = add(st, real_pool, "OP04-096", 0, "stage")
    lead = leader(st, 0)
    st = ko_by_first(st, real_pool, kyros, 1)
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert {str(lead), str(coliseum)} == set(option_ids(st))  # the player chooses which (8-3-1)
    st = choose(st, coliseum)
    assert st.table.cards[kyros].zone == "characters" and st.table.cards[coliseum].tapped and not st.table.cards[lead].tapped


def test_op04_082_kyros_with_a_rested_leader_and_no_coliseum_is_kod(real_pool):
    st = turn(don=2, opp_don=8, n=4)
    kyros = add(st, real_pool, "OP04-082", 0, "characters")
    st.table.cards[leader(st, 0)].tapped = True
    st = answer_all(ko_by_first(st, real_pool, kyros, 1))
    assert st.table.cards[kyros].zone == "trash"


# --- OP05-001 Sabo (Leader): [DON!! x1] [Opponent's Turn] [Once Per Turn] a 5000+ power Character would be K.O.'d: it gets
# -1000 power instead ---


def test_op05_001_sabo_trades_1000_power_for_a_ko_once_per_turn(real_pool):
    from .helpers import attach

    st = turn(don=2, opp_don=10, n=4)
    lead = set_leader(st, real_pool, 0, "OP05-001")
    attach(st, lead, 1)
    lola = add(st, real_pool, LOLA, 0, "characters")  # 6000
    other = add(st, real_pool, "OP05-108", 0, "characters")  # 7000
    st = ko_by_first(st, real_pool, lola, 1)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = choose(st, "yes")
    assert st.table.cards[lola].zone == "characters" and board.power(st, lola) == 6000 - 1000
    st = answer_all(st)
    for u in st.table.zone(1, "cost_area"):
        st.table.cards[u].tapped = False
    st = answer_all(ko_by_first(st, real_pool, other, 1))  # [Once Per Turn] (10-2-13)
    assert st.table.cards[other].zone == "trash"


def test_op05_001_sabo_needs_a_don_and_5000_power(real_pool):
    from .helpers import attach

    st = turn(don=2, opp_don=8, n=4)
    set_leader(st, real_pool, 0, "OP05-001")  # no DON!! given: [DON!! x1] fails (8-3-2-3)
    lola = add(st, real_pool, LOLA, 0, "characters")
    st = answer_all(ko_by_first(st, real_pool, lola, 1))
    assert st.table.cards[lola].zone == "trash"
    st = turn(don=2, opp_don=8, n=4)
    lead = set_leader(st, real_pool, 0, "OP05-001")
    attach(st, lead, 1)
    sanji = add(st, real_pool, VANILLA_1, 0, "characters")  # 3000: too small
    st = answer_all(ko_by_first(st, real_pool, sanji, 1))
    assert st.table.cards[sanji].zone == "trash"


# --- OP16-041 Buggy (Leader): [DON!! x1] [Once Per Turn] your {Impel Down} Character removed from the field: play a
# [Prisoner of Impel Down] from your hand ---


def test_op16_041_buggy_plays_a_prisoner_when_an_impel_down_character_leaves(real_pool):
    from .helpers import attach

    for by_battle in (False, True):
        st = turn(don=2, opp_don=8, n=4)
        lead = set_leader(st, real_pool, 0, "OP16-041")
        attach(st, lead, 1)
        sphinx = add(st, real_pool, "OP02-088", 0, "characters", tapped=True)  # {Impel Down}
        prisoner = add(st, real_pool, "OP16-042", 0, "hand")
        st = battle_ko(st, real_pool, sphinx) if by_battle else drain(ko_by_first(st, real_pool, sphinx, 1), 1)
        assert st.table.cards[sphinx].zone == "trash"
        assert str(prisoner) in option_ids(st) and st.pending[0].min == 0  # up to 1
        st = choose(st, prisoner)
        assert st.table.cards[prisoner].zone == "characters"
        assert not (st.pending and st.pending[0].player == 0)  # once, though a K.O. by an effect fits both (10-2-13)


def test_op16_041_buggy_needs_a_don_and_an_impel_down_character(real_pool):
    from .helpers import attach

    st = turn(don=2, opp_don=8, n=4)
    set_leader(st, real_pool, 0, "OP16-041")  # no DON!! given (8-3-2-3)
    sphinx = add(st, real_pool, "OP02-088", 0, "characters")
    prisoner = add(st, real_pool, "OP16-042", 0, "hand")
    st = answer_all(ko_by_first(st, real_pool, sphinx, 1))
    assert st.table.cards[prisoner].zone == "hand"
    st = turn(don=2, opp_don=8, n=4)
    lead = set_leader(st, real_pool, 0, "OP16-041")
    attach(st, lead, 1)
    sanji = add(st, real_pool, VANILLA_1, 0, "characters")  # not {Impel Down}
    prisoner = add(st, real_pool, "OP16-042", 0, "hand")
    st = answer_all(ko_by_first(st, real_pool, sanji, 1))
    assert st.table.cards[prisoner].zone == "hand"
