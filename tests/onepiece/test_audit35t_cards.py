"""Audit of the ONE PIECE cards real players play (session 35): a sample of 30 cards with ability text drawn
from the real top-cut tournament lists in ``fixtures/decks`` (26 lists, read with ``game.parse_deck``), each played
with its real card text, every clause checked.

Population: the distinct cards of the lists (Leaders included) with effect or [Trigger] text, less the samples of
test_audit34_cards.py, test_audit34b_cards.py, test_audit34c_cards.py and test_audit35_cards.py: 245 cards. Every
one of them is automated (``compile_card(...).automated``; test_every_card_of_the_lists_is_automated): no
tournament card is left to be resolved by hand.

Sample (``draw_sample``; seed 2043; weighted by the number of lists that play the card, without replacement:
Efraimidis-Spirakis keys ``u ** (1 / decks)``; the 6 Leaders with the highest keys, then the 24 other cards):
Leaders EB02-010 Monkey.D.Luffy, OP12-020 Roronoa Zoro, OP14-060 Donquixote Doflamingo, OP09-022 Lim,
OP05-060 Monkey.D.Luffy, OP07-019 Jewelry Bonney; OP14-056 Wadatsumi, OP13-075 Guess We'll Have Another Scrap…,
PRB02-012 Nami, OP06-118 Roronoa Zoro, OP10-033 Nami, OP13-007 Ace & Sabo & Luffy, OP14-093 Mr.4(Babe),
OP09-037 Lim, EB01-061 Mr.2.Bon.Kurei(Bentham), OP06-035 Hody Jones, OP08-047 Jozu, OP09-119 Monkey.D.Luffy,
OP13-099 The Empty Throne, OP13-097 The World's Equilibrium Cannot Be Maintained Forever, OP12-037 Demon Aura
Nine Sword Style Asura Blades Drawn Dead Man's Game, OP13-118 Monkey.D.Luffy, OP13-042 Edward.Newgate,
ST24-002 Kid & Killer, OP05-067 Zoro-Juurou, OP07-046 Sengoku, OP01-051 Eustass"Captain"Kid, OP07-064 Sanji,
OP14-107 Shakuyaku, OP13-043 Otama.

Audit before any engine change: 30 of 30 correct (each card's own text, every clause, by result).
One defect found between two of them (not counted against either card's text, the result was right):
- "Play up to 1 … from your hand" offered cards an effect may not play: OP09-022 Lim's [Activate: Main] after
  OP13-118 Luffy's "you cannot play Character cards with a base cost of 5 or more during this turn" offered a cost-5
  {ODYSSEY} Character; choosing it played nothing (resolve.apply_to refused it, 1-3-3). Fixed generally:
  stack.playable_by_effect leaves such cards out of the answers of every chosen "play" effect, and a "you may play
  1 …" is not asked when none can be played (resolve._can_do). It changes no compiled card; it acts on the 269
  cards with a chosen "play" effect (178 from the hand) while a play prohibition is in force.

Readings without an official ruling (the project's, pinned here, not counted wrong):
- "If X, A. Then, B." — B is not under the "If" (EB02-010's +1000, OP12-020's attack restriction, OP13-118's play
  restriction): the "If" is read as the condition of its own sentence only (no rule or ruling found either way).
- "If the only Characters on your field are {X} type Characters" is not met with no Character (EB02-010,
  OP13-097; board.condition_holds ``only_chars_trait``).
- OP14-056 Wadatsumi: a card trashed from the hand as an activation cost is "trashed … by an effect" (8-3-1: the
  cost is written in the effect); a card trashed by the opponent's effect counts too.
- EB01-061: "the selected Character's power" is its power when the effect resolves (a −3000 on it counts).
- A [Trigger] Character whose "If …, play this card" is not met goes to the trash (OP14-107; 10-1-5-1: it was
  revealed instead of being added to the hand).
"""

from __future__ import annotations

import random
from pathlib import Path

from engine.core.cards import CardPool
from engine.onepiece import board, game
from engine.onepiece.cards.compiler import compile_card
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    choose,
    clear,
    end_turn,
    give_don,
    leader,
    life_of,
    needs_npm,
    option_ids,
    pending_kind,
    set_real_leader,
    to_turn,
    turn_with_don,
)
from .helpers import add_top as add
from .helpers import play_real as play
from .test_audit34_cards import (
    can_attack,
    cost_area,
    hand,
    life_trigger,
    refused_activation,
    rested_don,
    yes,
)
from .test_audit34_cards import draw_sample as first_sample
from .test_audit34b_cards import draw_sample as second_sample
from .test_audit34b_cards import n_hand, settle, zone
from .test_audit34c_cards import draw_sample as third_sample
from .test_audit35_cards import draw_sample as fourth_sample

pytestmark = needs_npm

SEED = 2043
DECKS = Path(__file__).parent / "fixtures" / "decks"


def deck_counts(pool: CardPool) -> dict[str, int]:
    """Card number -> how many of the real tournament lists (``fixtures/decks``, read with the project's own
    ``game.parse_deck``) play it (Leader included; a card counts once per list)."""
    counts: dict[str, int] = {}
    for path in sorted(DECKS.glob("*.txt")):
        deck = game.parse_deck(path.read_text(encoding="utf-8"), pool).deck
        for number in set(deck.sections["leader"]) | set(deck.main):
            counts[number] = counts.get(number, 0) + 1
    return counts


def population(pool: CardPool) -> dict[str, int]:
    """The cards of the lists with effect or [Trigger] text, less the four earlier audit samples: number -> decks."""
    done = (
        set(first_sample(pool))
        | set(second_sample(pool))
        | set(third_sample(pool))
        | set(fourth_sample(pool))
    )
    return {
        n: k
        for n, k in deck_counts(pool).items()
        if n not in done and (pool.get(n).data.get("effect") or pool.get(n).data.get("trigger") or "").strip()
    }


def draw_sample(pool: CardPool, seed: int = SEED) -> list[str]:
    """30 cards drawn without replacement, weighted by the number of lists that play them
    (Efraimidis-Spirakis: each card, in sorted number order, gets the key ``u ** (1 / decks)`` with ``u`` from
    ``random.Random(seed)``; the highest keys win): the 6 Leaders with the highest keys, then the 24 other cards
    with the highest keys."""
    pop = population(pool)
    rng = random.Random(seed)
    keys = {n: rng.random() ** (1.0 / pop[n]) for n in sorted(pop)}
    order = sorted(pop, key=lambda n: -keys[n])
    leaders = [n for n in order if pool.get(n).data.get("type") == "Leader"][:6]
    return leaders + [n for n in order if n not in leaders][:24]


SAMPLE = [
    "EB02-010",
    "OP12-020",
    "OP14-060",
    "OP09-022",
    "OP05-060",
    "OP07-019",
    "OP14-056",
    "OP13-075",
    "PRB02-012",
    "OP06-118",
    "OP10-033",
    "OP13-007",
    "OP14-093",
    "OP09-037",
    "EB01-061",
    "OP06-035",
    "OP08-047",
    "OP09-119",
    "OP13-099",
    "OP13-097",
    "OP12-037",
    "OP13-118",
    "OP13-042",
    "ST24-002",
    "OP05-067",
    "OP07-046",
    "OP01-051",
    "OP07-064",
    "OP14-107",
    "OP13-043",
]


def test_the_sample_draw(real_pool):
    sample = draw_sample(real_pool)
    assert sample == SAMPLE and len(set(sample)) == 30
    assert sum(real_pool.get(n).data.get("type") == "Leader" for n in sample) >= 6
    assert not set(sample) & (
        set(first_sample(real_pool))
        | set(second_sample(real_pool))
        | set(third_sample(real_pool))
        | set(fourth_sample(real_pool))
    )


def test_every_card_of_the_lists_is_automated(real_pool):
    # the whole population (not only the sample): a tournament card the compiler does not automate is a finding
    pop = population(real_pool)
    assert len(pop) > 200
    assert [n for n in sorted(pop) if not compile_card(real_pool.get(n).data).automated] == []


SHC_VANILLA = VANILLA_1  # Sanji OP04-007: {Alabasta}/{Straw Hat Crew}, cost 1, 3000
OTHER_VANILLA = "EB01-005"  # Doma: cost 1, 3000, {Whitebeard Pirates Allies}
VANILLA_4000 = "OP01-012"  # Sai: cost 2, 4000
VANILLA_C4 = "OP01-045"  # Jean Bart: cost 4, 6000
DOFFY_VANILLA = "OP05-035"  # Bellamy: {Donquixote Pirates}, cost 3, 5000
ODYSSEY_VANILLA = "OP09-038"  # Rob Lucci: {ODYSSEY}/{CP9}, cost 4, 6000
ODYSSEY_6 = "OP09-026"  # Sakazuki: {ODYSSEY}, cost 6
CELESTIAL_VANILLA = "OP13-085"  # Saint Jalmac: {Celestial Dragons}, cost 2, 4000
ROGER_LEADER = "OP13-003"  # Gol.D.Roger, red/purple
KUJA_LEADER = "OP14-041"  # Boa Hancock, {Kuja Pirates}, blue/yellow
MONO_LEADER = "OP05-060"  # Monkey.D.Luffy, purple only


def fight(st: OPState, attacker: int, target: int) -> OPState:
    """The turn player attacks; the defender neither blocks nor counters; the battle ends (7-1)."""
    st = act(st, "attack", attacker=attacker, target=target)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    return st


def pay_don_minus(st: OPState) -> OPState:
    """Answer the DON!! −N questions (10-2-10-1 DON!! −: the player picks which DON!! go back)."""
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[-1])
    return st


def active_don(st: OPState, player: int) -> int:
    return sum(not st.table.cards[u].tapped for u in cost_area(st, player))


# --- EB02-010 Monkey.D.Luffy (Leader): "[Activate: Main] [Once Per Turn] DON!! -2: If the only Characters on
# your field are {Straw Hat Crew} type Characters, set up to 2 of your DON!! cards as active. Then, this Leader
# gains +1000 power until the end of your opponent's next turn."


def test_eb02_010_monkey_d_luffy(real_pool):
    # 10-2-2 [Activate: Main], 10-2-13 (Once Per Turn), 10-2-10 (DON!! −N), 8-3-2 (If), 1-3-5-1 (up to),
    # 6-6-1-2 (durations; "until the end of your opponent's next turn")
    for chars, fires in (([SHC_VANILLA, SHC_VANILLA], True), ([SHC_VANILLA, OTHER_VANILLA], False)):
        st = turn_with_don(5)
        lead = set_real_leader(st, real_pool, 0, "EB02-010")
        for number in chars:
            add(st, real_pool, number, 0, "characters")
        for u in cost_area(st, 0):
            st.table.cards[u].tapped = True
        st = act(st, "activate", uid=lead, ability=0)
        st = pay_don_minus(st)
        assert len(cost_area(st, 0)) == 3  # two DON!! back to the DON!! deck
        st = settle(st, 0, 0) if fires and pending_kind(st) == "amount" and option_ids(st)[0] == "2" else st
        if fires and st.pending:
            assert "2" in option_ids(st)
            st = choose(st, 2)
        st = settle(st, 0)
        assert active_don(st, 0) == (2 if fires else 0)
        assert board.power(st, lead) == 6000  # the "Then" sentence is not under the "If"
        assert refused_activation(st, lead, 0)
        st = end_turn(st)
        assert board.power(st, lead) == 6000
        st = end_turn(st)
        assert board.power(st, lead) == 5000
    # fewer than 2 DON!! on the field: the DON!! −2 cost cannot be paid
    st = turn_with_don(1)
    lead = set_real_leader(st, real_pool, 0, "EB02-010")
    assert refused_activation(st, lead, 0)


# --- OP12-020 Roronoa Zoro (Leader): "[DON!! x3] [Activate: Main] [Once Per Turn] If this Leader battles your
# opponent's Character during this turn, set this Leader as active. Then, this Leader cannot attack your
# opponent's Characters with a base cost of 7 or less during this turn."


def test_op12_020_roronoa_zoro(real_pool):
    # 10-2-9 [DON!! x], 10-2-2, 10-2-13, 8-3-2, 6-6-1-2 (this turn)
    st = turn_with_don(0)
    lead = set_real_leader(st, real_pool, 0, "OP12-020")
    attach(st, lead, 2)
    assert refused_activation(st, lead, 0)  # [DON!! x3] with 2 given
    attach(st, lead, 1)
    small = add(st, real_pool, VANILLA_4000, 1, "characters", tapped=True)
    small2 = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    big = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)  # base cost 8
    st = fight(st, lead, small)
    assert st.table.cards[lead].tapped and zone(st, small) == "trash"
    st = act(st, "activate", uid=lead, ability=0)
    st = settle(st, 0)
    assert not st.table.cards[lead].tapped
    assert (
        not can_attack(st, lead, small2) and can_attack(st, lead, big) and can_attack(st, lead, leader(st, 1))
    )
    assert refused_activation(st, lead, 0)
    st = to_turn(st, 5)
    st.table.cards[small2].tapped = True
    assert can_attack(st, lead, small2)
    # battled the Leader only: not set active (the restriction still applies, "Then" is not under the "If")
    st = turn_with_don(0)
    lead = set_real_leader(st, real_pool, 0, "OP12-020")
    attach(st, lead, 3)
    small = add(st, real_pool, VANILLA_4000, 1, "characters", tapped=True)
    life_of(st, 1, 2)
    st = fight(st, lead, leader(st, 1))
    st = settle(st)
    st = act(st, "activate", uid=lead, ability=0)
    st = settle(st, 0)
    assert st.table.cards[lead].tapped


# --- OP14-060 Donquixote Doflamingo (Leader): "[On Your Opponent's Attack] [Once Per Turn] DON!! -1: Select your
# Leader or 1 of your {Donquixote Pirates} type Characters. Change the attack target to the selected card."


def test_op14_060_donquixote_doflamingo(real_pool):
    # 10-2-16 [On Your Opponent's Attack], 10-2-13, 10-2-10 (DON!! −1), 7-1-1-4 (the attack target changed)
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 2)
    lead = set_real_leader(st, real_pool, 0, "OP14-060")
    dq = add(st, real_pool, DOFFY_VANILLA, 0, "characters", tapped=True)
    other = add(st, real_pool, OTHER_VANILLA, 0, "characters", tapped=True)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=other)
    assert pending_kind(st) in ("pay", "may") and st.pending[0].player == 0
    st = yes(st)
    assert len(cost_area(st, 0)) == 1
    ids = option_ids(st)
    assert str(lead) in ids and str(dq) in ids and str(other) not in ids and str(att) not in ids
    assert st.pending[0].min == 1  # "Select", not "up to"
    st = choose(st, dq)
    assert st.battle is not None and st.battle.target == dq
    st = settle(st)
    assert zone(st, dq) == "trash" and zone(st, other) == "characters"
    # once per turn: a second attack is not asked about
    att2 = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att2, target=other)
    assert pending_kind(st) not in ("pay", "may")
    # declined: the target stays
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 1)
    lead = set_real_leader(st, real_pool, 0, "OP14-060")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    other = add(st, real_pool, OTHER_VANILLA, 0, "characters", tapped=True)
    st = act(st, "attack", attacker=att, target=other)
    st = choose(st, "no")
    assert st.battle.target == other and len(cost_area(st, 0)) == 1
    # no DON!! on the field: nothing asked
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, "OP14-060")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    assert pending_kind(st) not in ("pay", "may")


# --- OP09-022 Lim (Leader): "Your Character cards are played rested. [Activate: Main] [Once Per Turn] You may rest
# 3 of your DON!! cards: Add up to 1 DON!! card from your DON!! deck and rest it, and play up to 1 {ODYSSEY} type
# Character card with a cost of 5 or less from your hand."


def test_op09_022_lim(real_pool):
    # 8-1-3-4 (continuous), 10-2-2 [Activate: Main], 10-2-13, 8-3-1-4, 1-3-5-1, 3-9-3 (DON!! added)
    st = turn_with_don(6)
    lead = set_real_leader(st, real_pool, 0, "OP09-022")
    st, v = play(st, real_pool, VANILLA_1)
    assert zone(st, v) == "characters" and st.table.cards[v].tapped
    ody = add(st, real_pool, ODYSSEY_VANILLA, 0, "hand")
    ody6 = add(st, real_pool, ODYSSEY_6, 0, "hand")
    plain = add(st, real_pool, VANILLA_4000, 0, "hand")
    before = len(cost_area(st, 0))
    st = act(st, "activate", uid=lead, ability=1)
    if pending_kind(st) in ("pay", "may"):
        st = yes(st)
    while pending_kind(st) == "amount":
        st = choose(st, option_ids(st)[-1])
    ids = option_ids(st)
    assert str(ody) in ids and str(ody6) not in ids and str(plain) not in ids and st.pending[0].min == 0
    st = choose(st, ody)
    st = settle(st, 0)
    assert zone(st, ody) == "characters" and st.table.cards[ody].tapped
    assert len(cost_area(st, 0)) == before + 1 and rested_don(st, 0) == 1 + 3 + 1  # v's 1, the cost, the new
    assert refused_activation(st, lead, 1)
    # declined: nothing happens
    st = turn_with_don(10)
    lead = set_real_leader(st, real_pool, 0, "OP09-022")
    st = act(st, "activate", uid=lead, ability=1)
    if pending_kind(st) in ("pay", "may"):
        st = choose(st, "no")
        assert rested_don(st, 0) == 0 and len(cost_area(st, 0)) == 10
    # 2 active DON!!: the cost cannot be paid
    st = turn_with_don(2)
    lead = set_real_leader(st, real_pool, 0, "OP09-022")
    assert refused_activation(st, lead, 1) or not st.pending


# --- OP05-060 Monkey.D.Luffy (Leader): "[Activate: Main] [Once Per Turn] You may add 1 card from the top of your
# Life cards to your hand: If you have 0 or 3 or more DON!! cards on your field, add up to 1 DON!! card from your
# DON!! deck and set it as active."


def test_op05_060_monkey_d_luffy(real_pool):
    # 10-2-2, 10-2-13, 8-3-1-4, 8-3-2 (both ways), 1-3-5-1
    for don, adds in ((3, True), (2, False), (0, True), (5, True)):
        st = turn_with_don(don)
        lead = set_real_leader(st, real_pool, 0, "OP05-060")
        life = life_of(st, 0, 3)
        hand(st, real_pool, 0, 0)
        st = act(st, "activate", uid=lead, ability=0)
        if pending_kind(st) in ("pay", "may"):
            st = yes(st)
        st = settle(st, 0)
        assert zone(st, life[0]) == "hand" and n_hand(st) == 1
        assert len(cost_area(st, 0)) == don + adds and active_don(st, 0) == don + adds
        assert refused_activation(st, lead, 0)
    # no Life: the cost cannot be paid
    st = turn_with_don(3)
    lead = set_real_leader(st, real_pool, 0, "OP05-060")
    life_of(st, 0, 0)
    assert refused_activation(st, lead, 0)


# --- OP07-019 Jewelry Bonney (Leader): "[On Your Opponent's Attack] [Once Per Turn] ① (You may rest the specified
# number of DON!! cards in your cost area.): Rest up to 1 of your opponent's Leader or Character cards."


def test_op07_019_jewelry_bonney(real_pool):
    # 10-2-16, 10-2-13, 8-3-1-5 (①), 1-3-5-1
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 2)
    set_real_leader(st, real_pool, 0, "OP07-019")
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = yes(st)
    assert rested_don(st, 0) == 1
    ids = option_ids(st)
    assert str(foe) in ids and str(leader(st, 1)) in ids and str(mine) not in ids and st.pending[0].min == 0
    st = choose(st, foe)
    assert st.table.cards[foe].tapped
    st = settle(st)
    att2 = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att2, target=leader(st, 0))
    assert pending_kind(st) not in ("pay", "may")  # once per turn
    # the Leader may be rested; declining keeps the DON!!
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 1)
    set_real_leader(st, real_pool, 0, "OP07-019")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = yes(st)
    st = choose(st, leader(st, 1))
    assert st.table.cards[leader(st, 1)].tapped
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 1)
    set_real_leader(st, real_pool, 0, "OP07-019")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = choose(st, "no")
    assert rested_don(st, 0) == 0 and not st.table.cards[leader(st, 1)].tapped


# --- OP14-056 Wadatsumi: "This Character cannot attack. When a card is trashed from your hand by an effect, this
# Character's effect is negated during this turn."


def test_op14_056_wadatsumi(real_pool):
    # 8-1-3-4 (continuous prohibition), 8-1-3-1 (automatic "when"), 8-2-1 (negated: the text loses its effect)
    st = turn_with_don(10)
    wad = add(st, real_pool, "OP14-056", 0, "characters")
    foe = leader(st, 1)
    assert not can_attack(st, wad, foe)
    life_of(st, 0, 3)
    hand(st, real_pool, 0, 1)
    st, _ota = play(st, real_pool, "OP13-043")  # [On Play] draw 2, trash 1 from the hand (an effect)
    st = settle(st, 0)
    assert n_hand(st) == 2 and len(st.table.zone(0, "trash")) >= 1
    assert can_attack(st, wad, foe)
    st = to_turn(st, 5)
    assert not can_attack(st, wad, foe)  # "during this turn" only
    # a card played from the hand (not trashed) does not negate it
    st, _v = play(st, real_pool, VANILLA_1)
    assert not can_attack(st, wad, foe)


# --- OP13-075 Guess We'll Have Another Scrap…: "[Main] You may rest 1 of your DON!! cards: If your Leader is
# [Gol.D.Roger] and you have any DON!! cards given, add up to 1 DON!! card from your DON!! deck and rest it.
# [Counter] Your Leader gains +3000 power during this battle."


def test_op13_075_guess_well_have_another_scrap(real_pool):
    # 10-2-3 [Main], 8-3-1-4, 8-3-2 (both halves of the "and"), 1-3-5-1, 3-9-3 (DON!! added)
    for roger, given, adds in ((True, True, True), (True, False, False), (False, True, False)):
        st = turn_with_don(5)
        if roger:
            set_real_leader(st, real_pool, 0, ROGER_LEADER)
        if given:
            attach(st, leader(st, 0), 1)
        n = len(cost_area(st, 0))
        st, ev = play(st, real_pool, "OP13-075")
        st = yes(st)
        st = settle(st, 0)
        assert zone(st, ev) == "trash"
        assert (
            len(cost_area(st, 0)) == n + adds and rested_don(st, 0) == 1 + 1 + adds
        )  # the Event, the cost, new
    # declined: nothing added
    st = turn_with_don(5)
    set_real_leader(st, real_pool, 0, ROGER_LEADER)
    attach(st, leader(st, 0), 1)
    st, ev = play(st, real_pool, "OP13-075")
    st = choose(st, "no")
    assert len(cost_area(st, 0)) == 5 and rested_don(st, 0) == 1
    # [Counter]: +3000 to the Leader during this battle
    from .helpers import attacked

    st, me, _att = attacked(real_pool, "OP13-075")
    st = settle(st, 0, 0) if pending_kind(st) in ("pay", "may") else st
    assert board.power(st, me) == 8000
    st = settle(st)
    assert board.power(st, me) == 5000


# --- PRB02-012 Nami: "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Straw Hat Crew} type
# card other than [Nami] and add it to your hand. Then, place the rest at the bottom of your deck in any order.
# [Trigger] Play this card."


def look5_deck(st: OPState, pool: CardPool, cards: list[str]) -> tuple[list[int], int]:
    """The deck: a sixth card under the 5 ``cards`` (first = top). Returns (the 5, the sixth)."""
    clear(st, 0, "deck")
    sixth = add(st, pool, VANILLA_4000, 0, "deck")
    five = [add(st, pool, n, 0, "deck") for n in reversed(cards)][::-1]
    return five, sixth


def check_look5(st: OPState, five: list[int], sixth: int, good: list[int], pick: int) -> OPState:
    ids = option_ids(st)
    assert (
        {u for u in five if str(u) in ids} == set(good) and st.pending[0].min == 0 and st.pending[0].max == 1
    )
    st = choose(st, pick)
    st = settle(st, 0)
    assert zone(st, pick) == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == sixth and set(deck[1:]) == set(five) - {pick}  # the rest at the bottom
    return st


def test_prb02_012_nami(real_pool):
    # 10-2-6 [On Play], 1-3-5-1 (up to), 11-2-1 (reveal), 10-1-5 [Trigger]
    st = turn_with_don(10)
    five, sixth = look5_deck(st, real_pool, [SHC_VANILLA, "EB02-017", OTHER_VANILLA, "OP05-060", VANILLA_C4])
    st, _nami = play(st, real_pool, "PRB02-012")
    check_look5(st, five, sixth, [five[0], five[3]], five[0])  # a Straw Hat Leader card counts; no [Nami]
    # up to: none taken
    st = turn_with_don(10)
    five, sixth = look5_deck(st, real_pool, [SHC_VANILLA, OTHER_VANILLA, VANILLA_C4, VANILLA_1, VANILLA_1])
    st, _nami = play(st, real_pool, "PRB02-012")
    st = choose(st)
    st = settle(st, 0)
    assert all(zone(st, u) == "deck" for u in five) and st.table.zone(0, "deck")[0] == sixth
    # [Trigger] Play this card.
    st = turn_with_don(0, n=4)
    st, top = life_trigger(st, real_pool, "PRB02-012")
    st = settle(st, 0)
    assert zone(st, top) == "characters"


# --- OP06-118 Roronoa Zoro: "[When Attacking] [Once Per Turn] ①: Set this Character as active. [Activate: Main]
# [Once Per Turn] ②: Set this Character as active."


def test_op06_118_roronoa_zoro(real_pool):
    # 10-2-5 [When Attacking], 10-2-2, 10-2-13, 8-3-1-5 (①/②)
    st = turn_with_don(4)
    zoro = add(st, real_pool, "OP06-118", 0, "characters")
    life_of(st, 1, 3)
    st = act(st, "attack", attacker=zoro, target=leader(st, 1))
    st = yes(st)
    assert not st.table.cards[zoro].tapped and rested_don(st, 0) == 1
    st = settle(st)
    st = act(st, "attack", attacker=zoro, target=leader(st, 1))
    assert pending_kind(st) not in ("pay", "may")  # once per turn
    st = settle(st)
    assert st.table.cards[zoro].tapped
    st = act(st, "activate", uid=zoro, ability=1)
    st = settle(st, 0, 0) if pending_kind(st) in ("pay", "may") else st
    assert not st.table.cards[zoro].tapped and rested_don(st, 0) == 3
    assert refused_activation(st, zoro, 1)
    # declined [When Attacking]: stays rested; 1 active DON!!: the ② cost cannot be paid
    st = turn_with_don(1)
    zoro = add(st, real_pool, "OP06-118", 0, "characters")
    st = act(st, "attack", attacker=zoro, target=leader(st, 1))
    st = choose(st, "no")
    assert st.table.cards[zoro].tapped and rested_don(st, 0) == 0
    st = settle(st)
    assert refused_activation(st, zoro, 1)


# --- OP10-033 Nami: "[On Play] If you have 2 or more rested {ODYSSEY} type Characters, up to 1 of your opponent's
# rested DON!! cards will not become active in your opponent's next Refresh Phase."


def test_op10_033_nami(real_pool):
    # 10-2-6 [On Play], 8-3-2 (both ways), 1-3-5-1, 6-2-4 (Refresh Phase)
    for rested_ody, fires in ((2, True), (1, False)):
        st = turn_with_don(10, 3)
        foe_don = cost_area(st, 1)
        for u in foe_don[:2]:
            st.table.cards[u].tapped = True
        for i in range(2):
            add(st, real_pool, ODYSSEY_VANILLA, 0, "characters", tapped=i < rested_ody)
        add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
        st, _n = play(st, real_pool, "OP10-033")
        if fires:
            ids = option_ids(st)
            assert str(foe_don[0]) in ids and str(foe_don[2]) not in ids and st.pending[0].min == 0
            st = choose(st, foe_don[0])
        assert not st.pending
        st = end_turn(st)  # P2's Refresh Phase
        assert st.table.cards[foe_don[0]].tapped == fires and not st.table.cards[foe_don[1]].tapped
        st.table.cards[foe_don[0]].tapped = True
        st = to_turn(st, 6)  # the next one: refreshed again
        assert not st.table.cards[foe_don[0]].tapped


# --- OP13-007 Ace & Sabo & Luffy: "[Activate: Main] You may give 1 of your active DON!! cards to 1 of your Leader or
# Character cards and trash this Character: Give up to 1 of your opponent's Characters -3000 power during this
# turn."


def test_op13_007_ace_sabo_luffy(real_pool):
    # 10-2-2, 8-3-1-1 (both parts of the cost, in order), 1-3-5-1, 6-6-1-2
    st = turn_with_don(2)
    asl = add(st, real_pool, "OP13-007", 0, "characters")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "activate", uid=asl, ability=0)
    if pending_kind(st) in ("pay", "may"):
        st = choose(st, "yes")
    ids = option_ids(st)
    assert str(mine) in ids and str(leader(st, 0)) in ids and str(foe) not in ids
    st = choose(st, mine)
    assert len(board.attached(st, mine)) == 1 and zone(st, asl) == "trash"
    ids = option_ids(st)
    assert str(foe) in ids and str(mine) not in ids and st.pending[0].min == 0
    st = choose(st, foe)
    assert board.power(st, foe) == 7000
    st = end_turn(st)
    assert board.power(st, foe) == 10000
    # no active DON!!: the cost cannot be paid
    st = turn_with_don(0)
    asl = add(st, real_pool, "OP13-007", 0, "characters")
    assert refused_activation(st, asl, 0)
    assert zone(st, asl) == "characters"


# --- OP14-093 Mr.4(Babe): "[Blocker] [On K.O.] Add up to 1 Character card with a type including "Baroque Works" and
# a cost of 8 or less from your trash to your hand."


def test_op14_093_mr_4(real_pool):
    # 10-1-4 [Blocker], 8-1-3-1 ([On K.O.], an automatic effect), 1-3-5-1
    st = turn_with_don(0, n=4)
    mr4 = add(st, real_pool, "OP14-093", 0, "characters", tapped=True)
    assert "Blocker" in board.keywords(st, mr4)
    bw = add(st, real_pool, "OP14-095", 0, "trash")  # Mr.9 {Baroque Works}
    former = add(st, real_pool, "OP02-053", 0, "trash")  # Crocodile {Former Baroque Works}: "including"
    ev = add(st, real_pool, "OP01-090", 0, "trash")  # an Event {Baroque Works}
    plain = add(st, real_pool, VANILLA_1, 0, "trash")
    theirs = add(st, real_pool, "OP14-095", 1, "trash")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=mr4)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert zone(st, mr4) == "trash"
    ids = option_ids(st)
    assert str(bw) in ids and str(former) in ids and str(ev) not in ids and str(plain) not in ids
    assert str(theirs) not in ids and st.pending[0].min == 0
    st = choose(st, former)
    assert zone(st, former) == "hand" and zone(st, bw) == "trash"


# --- OP09-037 Lim: "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {ODYSSEY} type card other
# than [Lim] and add it to your hand. Then, place the rest at the bottom of your deck in any order. [End of Your
# Turn] If you have 3 or more rested Characters, set this Character as active."


def test_op09_037_lim(real_pool):
    # 10-2-6, 1-3-5-1, 11-2-1, 10-2-7 [End of Your Turn], 8-3-2 (both ways)
    st = turn_with_don(10)
    five, sixth = look5_deck(st, real_pool, [ODYSSEY_VANILLA, "OP03-015", VANILLA_1, ODYSSEY_6, VANILLA_C4])
    st, lim = play(st, real_pool, "OP09-037")
    st = check_look5(
        st, five, sixth, [five[0], five[3]], five[3]
    )  # [Lim] (OP03-015, {ODYSSEY}) is not offered
    for n_rested, untaps in ((3, True), (2, False)):
        st = turn_with_don(0)
        lim = add(st, real_pool, "OP09-037", 0, "characters", tapped=True)
        for _ in range(n_rested - 1):
            add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
        st = end_turn(st)
        st = settle(st, 0)
        assert st.table.cards[lim].tapped != untaps


# --- EB01-061 Mr.2.Bon.Kurei(Bentham): "[On Play] Add up to 1 DON!! card from your DON!! deck and set it as active.
# [When Attacking] Select up to 1 of your opponent's Characters. This Character's base power becomes the same as
# the selected Character's power during this turn."


def test_eb01_061_mr_2_bon_kurei(real_pool):
    # 10-2-6 [On Play], 3-9-3 (DON!! added), 1-3-5-1, 10-2-5 [When Attacking], 1-3-6 (power changed), 6-6-1-2
    st = turn_with_don(4)
    st, bon = play(st, real_pool, "EB01-061")
    st = settle(st, 0, 0) if pending_kind(st) == "amount" and option_ids(st)[0] == "1" else st
    if st.pending:
        st = choose(st, option_ids(st)[-1])
    assert len(cost_area(st, 0)) == 5 and active_don(st, 0) == 1
    st.table.cards[bon].entered_turn = 0
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    small = add(st, real_pool, VANILLA_4000, 1, "characters")
    attach(st, bon, 1)
    life_of(st, 1, 3)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    ids = option_ids(st)
    assert str(big) in ids and str(small) in ids and str(leader(st, 1)) not in ids and st.pending[0].min == 0
    st = choose(st, big)
    assert (
        board.base_power(st, bon) == 10000 and board.power(st, bon) == 11000
    )  # the given DON!! still counts
    st = settle(st)
    st = end_turn(st)
    assert board.base_power(st, bon) == 1000
    # up to: none selected, nothing changes
    st = to_turn(st, 5)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = choose(st)
    assert board.base_power(st, bon) == 1000


# --- OP06-035 Hody Jones: "[Rush] [On Play] Rest up to a total of 2 of your opponent's Characters or DON!! cards.
# Then, add 1 card from the top of your Life cards to your hand."


def test_op06_035_hody_jones(real_pool):
    # 10-1-1 [Rush], 10-2-6, 1-3-5-1 ("up to a total of"), 3-10 (Life to hand)
    st = turn_with_don(10, 2)
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    foe2 = add(st, real_pool, VANILLA_1, 1, "characters")
    don = cost_area(st, 1)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    life = life_of(st, 0, 3)
    hand(st, real_pool, 0, 0)
    st, hody = play(st, real_pool, "OP06-035")
    ids = option_ids(st)
    assert {str(foe), str(foe2), str(don[0]), str(don[1])} <= set(ids)
    assert str(leader(st, 1)) not in ids and str(mine) not in ids and str(hody) not in ids
    assert st.pending[0].min == 0 and st.pending[0].max == 2
    st = choose(st, foe, don[0])
    st = settle(st, 0)
    assert st.table.cards[foe].tapped and st.table.cards[don[0]].tapped
    assert not st.table.cards[foe2].tapped and not st.table.cards[don[1]].tapped
    assert zone(st, life[0]) == "hand" and len(st.table.zone(0, "life")) == 2
    assert "Rush" in board.keywords(st, hody) and can_attack(st, hody, leader(st, 1))
    # none rested: the Life card is still added
    st = turn_with_don(10, 2)
    life = life_of(st, 0, 1)
    st, hody = play(st, real_pool, "OP06-035")
    st = choose(st) if st.pending and st.pending[0].min == 0 else st
    st = settle(st, 0)
    assert zone(st, life[0]) == "hand" and not any(st.table.cards[u].tapped for u in cost_area(st, 1))


# --- OP08-047 Jozu: "[On Play] You may return 1 of your Characters other than this Character to the owner's hand:
# Return up to 1 Character with a cost of 6 or less to the owner's hand."


def test_op08_047_jozu(real_pool):
    # 10-2-6, 8-3-1-4, 1-3-5-1
    st = turn_with_don(10)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    mine2 = add(st, real_pool, VANILLA_4000, 0, "characters")
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st, jozu = play(st, real_pool, "OP08-047")
    st = yes(st)
    ids = option_ids(st)
    assert str(mine) in ids and str(jozu) not in ids and str(foe) not in ids  # the cost: own, not this one
    st = choose(st, mine)
    assert zone(st, mine) == "hand"
    ids = option_ids(st)
    assert str(foe) in ids and str(mine2) in ids and str(big) not in ids and st.pending[0].min == 0
    st = choose(st, foe)
    assert zone(st, foe) == "hand" and st.table.cards[foe].owner == 1
    # declined: nothing returned; no other Character: nothing asked
    st = turn_with_don(10)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    st, jozu = play(st, real_pool, "OP08-047")
    st = choose(st, "no")
    assert zone(st, mine) == "characters" and zone(st, foe) == "characters" and not st.pending
    st = turn_with_don(10)
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    st, jozu = play(st, real_pool, "OP08-047")
    assert not st.pending and zone(st, foe) == "characters"


# --- OP09-119 Monkey.D.Luffy: "[On Play] You may return 1 or more DON!! cards from your field to your DON!! deck:
# Draw 1 card and this Character gains [Rush] during this turn."


def test_op09_119_monkey_d_luffy(real_pool):
    # 10-2-6, 8-3-1-4, 8-3-1-6 (DON!! returned), 10-1-1 [Rush], 6-6-1-2
    st = turn_with_don(10)
    hand(st, real_pool, 0, 0)
    st, luf = play(st, real_pool, "OP09-119")
    assert pending_kind(st) in ("pay", "may")
    st = choose(st, "yes")
    if pending_kind(st) == "amount":
        assert "1" in option_ids(st)
        st = choose(st, 3 if "3" in option_ids(st) else option_ids(st)[-1])
    st = pay_don_minus(st)
    st = settle(st, 0)
    assert len(cost_area(st, 0)) < 10
    assert n_hand(st) == 1 and "Rush" in board.keywords(st, luf) and can_attack(st, luf, leader(st, 1))
    st = to_turn(st, 5)
    assert "Rush" not in board.keywords(st, luf)
    # declined: no draw, no [Rush]
    st = turn_with_don(10)
    hand(st, real_pool, 0, 0)
    st, luf = play(st, real_pool, "OP09-119")
    st = choose(st, "no")
    assert n_hand(st) == 0 and not can_attack(st, luf, leader(st, 1)) and len(cost_area(st, 0)) == 10


# --- OP13-099 The Empty Throne: "[Your Turn] If you have 19 or more cards in your trash, your Leader gains +1000
# power. [Activate: Main] You may rest this card and 3 of your DON!! cards: Play up to 1 black {Five Elders} type
# Character card with a cost equal to or less than the number of DON!! cards on your field from your hand."


def test_op13_099_the_empty_throne(real_pool):
    # 10-2-11 [Your Turn] (continuous), 8-3-2, 10-2-2, 8-3-1-4, 1-3-5-1
    st = turn_with_don(4)
    throne = add(st, real_pool, "OP13-099", 0, "stage")
    clear(st, 0, "trash")
    for _ in range(18):
        add(st, real_pool, VANILLA_1, 0, "trash")
    lead = leader(st, 0)
    assert board.power(st, lead) == 5000
    add(st, real_pool, VANILLA_1, 0, "trash")
    assert board.power(st, lead) == 6000
    st = end_turn(st)
    assert board.power(st, lead) == 5000  # not on the opponent's turn
    st = to_turn(st, 5)
    for u in cost_area(st, 0)[4:]:
        board.return_one_don(st, u)
    saturn = add(st, real_pool, "OP13-083", 0, "hand")  # black {Five Elders}, cost 4
    nus = add(st, real_pool, "OP13-080", 0, "hand")  # black {Five Elders}, cost 6
    jal = add(st, real_pool, CELESTIAL_VANILLA, 0, "hand")  # {Celestial Dragons} only, cost 2
    st = act(st, "activate", uid=throne, ability=1)
    if pending_kind(st) in ("pay", "may"):
        st = choose(st, "yes")
    assert st.table.cards[throne].tapped and rested_don(st, 0) == 3
    ids = option_ids(st)
    assert str(saturn) in ids and str(nus) not in ids and str(jal) not in ids and st.pending[0].min == 0
    st = choose(st, saturn)
    st = settle(st, 0)
    assert zone(st, saturn) == "characters" and rested_don(st, 0) == 3  # played for free


# --- OP13-097 The World's Equilibrium Cannot Be Maintained Forever: "[Main] You may rest 5 of your DON!! cards: If
# the only Characters on your field are {Celestial Dragons} type Characters, K.O. up to 1 of your opponent's
# Characters with a base cost of 6 or less. [Counter] Your Leader gains +3000 power during this battle."


def test_op13_097_the_worlds_equilibrium(real_pool):
    # 10-2-3 [Main], 8-3-1-4, 8-3-2 (both ways), 1-3-5-1, base cost
    for mine, fires in ((CELESTIAL_VANILLA, True), (VANILLA_1, False)):
        st = turn_with_don(6)
        add(st, real_pool, CELESTIAL_VANILLA, 0, "characters")
        add(st, real_pool, mine, 0, "characters")
        foe = add(st, real_pool, VANILLA_C4, 1, "characters")
        big = add(st, real_pool, "OP13-080", 1, "characters")  # cost 6: base cost 6
        huge = add(st, real_pool, VANILLA_8, 1, "characters")
        st, _ev = play(st, real_pool, "OP13-097")
        st = yes(st)
        assert rested_don(st, 0) == 6
        if fires:
            ids = option_ids(st)
            assert str(foe) in ids and str(big) in ids and str(huge) not in ids and st.pending[0].min == 0
            st = choose(st, foe)
        assert not st.pending and (zone(st, foe) == "trash") == fires
    from .helpers import attacked

    st, me, _att = attacked(real_pool, "OP13-097")
    st = settle(st, 0, 0) if pending_kind(st) in ("pay", "may") else st
    assert board.power(st, me) == 8000
    st = settle(st)
    assert board.power(st, me) == 5000


# --- OP12-037 Demon Aura Nine Sword Style Asura Blades Drawn Dead Man's Game: "[Main] You may rest 3 of your DON!!
# cards: Rest up to a total of 2 of your opponent's Characters or DON!! cards. [Counter] Your Leader gains +3000
# power during this battle."


def test_op12_037_asura(real_pool):
    # 10-2-3 [Main], 8-3-1-4, 1-3-5-1 ("up to a total of"), [Counter]
    st = turn_with_don(4, 2)
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    foe2 = add(st, real_pool, VANILLA_1, 1, "characters")
    don = cost_area(st, 1)
    st, _ev = play(st, real_pool, "OP12-037")
    st = yes(st)
    assert rested_don(st, 0) == 4
    ids = option_ids(st)
    assert {str(foe), str(foe2), str(don[0]), str(don[1])} <= set(ids) and str(leader(st, 1)) not in ids
    assert st.pending[0].max == 2 and st.pending[0].min == 0
    st = choose(st, don[0], don[1])
    assert all(st.table.cards[u].tapped for u in don) and not st.table.cards[foe].tapped
    st = turn_with_don(4, 2)
    st, _ev = play(st, real_pool, "OP12-037")
    st = choose(st, "no")
    assert rested_don(st, 0) == 1 and not st.pending
    from .helpers import attacked

    st, me, _att = attacked(real_pool, "OP12-037")
    st = settle(st, 0, 0) if pending_kind(st) in ("pay", "may") else st
    assert board.power(st, me) == 8000
    st = settle(st)
    assert board.power(st, me) == 5000


# --- OP13-118 Monkey.D.Luffy: "[Double Attack] [On Play] If your Leader is multicolored, set up to 4 of your DON!!
# cards as active. Then, you cannot play Character cards with a base cost of 5 or more during this turn."


def test_op13_118_monkey_d_luffy(real_pool):
    # 10-1-2 [Double Attack], 10-2-6, 8-3-2 (both ways), 1-3-5-1, 6-6-1-2
    for lead_number, multi in ((ROGER_LEADER, True), (MONO_LEADER, False)):
        st = turn_with_don(10)
        set_real_leader(st, real_pool, 0, lead_number)
        st, luf = play(st, real_pool, "OP13-118")
        assert "Double Attack" in board.keywords(st, luf)
        if multi and st.pending:
            assert "4" in option_ids(st)
            st = choose(st, 4)
        st = settle(st, 0)
        assert active_don(st, 0) == (8 if multi else 4)
        c5 = add(st, real_pool, "EB01-018", 0, "hand")  # cost 5, no text
        c4 = add(st, real_pool, VANILLA_C4, 0, "hand")
        from engine.core import RulesError

        try:
            act(st, "play", uid=c5)
            played = True
        except RulesError:
            played = False
        assert not played
        st = act(st, "play", uid=c4)
        assert zone(st, c4) == "characters"
        st = to_turn(st, 5)
        st = act(st, "play", uid=c5)
        assert zone(st, c5) == "characters"


# --- ST24-002 Kid & Killer: "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Supernovas} type
# card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [On Your Opponent's
# Attack] You may trash this Character: Set up to 1 of your DON!! cards as active."


def test_st24_002_kid_and_killer(real_pool):
    # 10-2-6, 1-3-5-1, 11-2-1, 10-2-16, 8-3-1-4
    st = turn_with_don(10)
    five, sixth = look5_deck(st, real_pool, [VANILLA_1, "OP02-043", "OP07-028", VANILLA_C4, "EB01-003"])
    st, _kk = play(st, real_pool, "ST24-002")
    check_look5(st, five, sixth, [five[1], five[2], five[4]], five[2])
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 2, rested=True)
    kk = add(st, real_pool, "ST24-002", 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = yes(st)
    assert zone(st, kk) == "trash"
    if pending_kind(st) == "amount":
        st = choose(st, 1)
    st = (
        choose(st, option_ids(st)[0]) if st.pending and st.pending[0].kind not in ("block", "counter") else st
    )
    assert active_don(st, 0) == 1
    # declined: stays, nothing set active
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 2, rested=True)
    kk = add(st, real_pool, "ST24-002", 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = choose(st, "no")
    assert zone(st, kk) == "characters" and active_don(st, 0) == 0


# --- OP05-067 Zoro-Juurou: "[When Attacking] If you have 3 or less Life cards, add up to 1 DON!! card from your
# DON!! deck and set it as active."


def test_op05_067_zoro_juurou(real_pool):
    # 10-2-5, 8-3-2 (both ways), 1-3-5-1, 3-9-3
    for n_life, adds in ((3, True), (4, False)):
        st = turn_with_don(2)
        zj = add(st, real_pool, "OP05-067", 0, "characters")
        life_of(st, 0, n_life)
        life_of(st, 1, 3)
        st = act(st, "attack", attacker=zj, target=leader(st, 1))
        if adds and st.pending[0].player == 0 and pending_kind(st) not in ("block", "counter"):
            assert "1" in option_ids(st)
            st = choose(st, 1)
        assert len(cost_area(st, 0)) == 2 + adds and active_don(st, 0) == 2 + adds


# --- OP07-046 Sengoku: "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {The Seven Warlords of
# the Sea} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order."


def test_op07_046_sengoku(real_pool):
    # 10-2-6, 1-3-5-1, 11-2-1
    st = turn_with_don(10)
    five, sixth = look5_deck(st, real_pool, ["OP02-054", VANILLA_1, "OP14-041", "OP01-088", VANILLA_C4])
    st, _s = play(st, real_pool, "OP07-046")
    check_look5(st, five, sixth, [five[0], five[2], five[3]], five[3])  # a Character, a Leader, an Event


# --- OP01-051 Eustass"Captain"Kid: "[DON!! x1] [Opponent's Turn] If this Character is rested, your opponent cannot
# attack any card other than the Character [Eustass"Captain"Kid]. [Activate: Main] [Once Per Turn] You may rest
# this Character: Play up to 1 Character card with a cost of 3 or less from your hand."


def test_op01_051_eustass_captain_kid(real_pool):
    # 10-2-9 [DON!! x1], 10-2-12 [Opponent's Turn], 8-3-2 (rested), 10-2-2, 10-2-13, 8-3-1-4, 1-3-5-1
    for given, rested, locks in ((1, True, True), (0, True, False), (1, False, False)):
        st = turn_with_don(0, 0, n=4)
        kid = add(st, real_pool, "OP01-051", 0, "characters", tapped=rested)
        other = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
        if given:
            attach(st, kid, given)
        att = add(st, real_pool, VANILLA_8, 1, "characters")
        assert can_attack(st, att, leader(st, 0)) != locks
        assert can_attack(st, att, other) != locks
        if rested:
            assert can_attack(st, att, kid)
    # mirrored: P2's Kid on P1's turn (P2's opponent's turn)
    st = turn_with_don(0)
    kid = add(st, real_pool, "OP01-051", 1, "characters", tapped=True)
    attach(st, kid, 1)
    me = add(st, real_pool, VANILLA_8, 0, "characters")
    assert not can_attack(st, me, leader(st, 1)) and can_attack(st, me, kid)
    # [Activate: Main]
    st = turn_with_don(0)
    kid = add(st, real_pool, "OP01-051", 0, "characters")
    c3 = add(st, real_pool, "OP05-035", 0, "hand")  # cost 3
    c4 = add(st, real_pool, VANILLA_C4, 0, "hand")
    st = act(st, "activate", uid=kid, ability=1)
    if pending_kind(st) in ("pay", "may"):
        st = choose(st, "yes")
    assert st.table.cards[kid].tapped
    ids = option_ids(st)
    assert str(c3) in ids and str(c4) not in ids and st.pending[0].min == 0
    st = choose(st, c3)
    st = settle(st, 0)
    assert zone(st, c3) == "characters" and zone(st, c4) == "hand"
    st.table.cards[kid].tapped = False
    assert refused_activation(st, kid, 1)


# --- OP07-064 Sanji: "If the number of DON!! cards on your field is at least 2 less than the number on your
# opponent's field, give this card in your hand -3 cost. [Blocker]"


def test_op07_064_sanji(real_pool):
    # 2-7-1/2-8-2 (cost in the hand), 8-3-2 (both ways), 10-1-4 [Blocker]
    for mine, theirs, price in ((3, 5, 3), (4, 5, 6), (0, 2, 3), (5, 5, 6)):
        st = turn_with_don(mine, theirs)
        s = add(st, real_pool, "OP07-064", 0, "hand")
        assert board.play_price(st, s) == price, (mine, theirs)
    st = turn_with_don(3, 5)
    st, s = play(st, real_pool, "OP07-064")
    assert zone(st, s) == "characters" and rested_don(st, 0) == 3 and board.cost(st, s) == 6
    assert "Blocker" in board.keywords(st, s)


# --- OP14-107 Shakuyaku: "[On Play] If your opponent has 3 or less Life cards, draw 2 cards and trash 2 cards from
# your hand. [Trigger] If your Leader has the {Kuja Pirates} type, play this card."


def test_op14_107_shakuyaku(real_pool):
    # 10-2-6, 8-3-2 (both ways), 10-1-5 [Trigger]
    for n_life, fires in ((3, True), (4, False)):
        st = turn_with_don(10)
        life_of(st, 1, n_life)
        cards = hand(st, real_pool, 0, 1)
        st, _s = play(st, real_pool, "OP14-107")
        if fires:
            assert st.pending[0].min == st.pending[0].max == 2 and len(option_ids(st)) == 3
            st = choose(st, cards[0], option_ids(st)[-1])
            assert zone(st, cards[0]) == "trash"
        assert not st.pending and n_hand(st) == 1
    for kuja in (True, False):
        st = turn_with_don(0, n=4)
        if kuja:
            set_real_leader(st, real_pool, 0, KUJA_LEADER)
        st, top = life_trigger(st, real_pool, "OP14-107")
        st = settle(st, 0)
        assert (zone(st, top) == "characters") == kuja


# --- OP13-043 Otama: "[On Play] If you have 3 or less Life cards, draw 2 cards and trash 1 card from your hand."


def test_op13_043_otama(real_pool):
    # 10-2-6, 8-3-2 (both ways)
    for n_life, fires in ((3, True), (4, False)):
        st = turn_with_don(10)
        life_of(st, 0, n_life)
        cards = hand(st, real_pool, 0, 1)
        st, _o = play(st, real_pool, "OP13-043")
        if fires:
            assert st.pending[0].min == st.pending[0].max == 1 and len(option_ids(st)) == 3
            st = choose(st, cards[0])
            assert zone(st, cards[0]) == "trash"
        assert not st.pending and n_hand(st) == (2 if fires else 1)


# --- OP13-042 Edward.Newgate: "[Blocker] [On Play] Draw 2 cards and trash 1 card from your hand. Then, give your
# Leader and 1 Character up to 2 rested DON!! cards each."


def test_op13_042_edward_newgate(real_pool):
    # 10-1-4 [Blocker], 10-2-6, 6-5-5-1 (giving DON!!), 1-3-5-1 ("up to 2 … each")
    st = turn_with_don(10)
    cards = hand(st, real_pool, 0, 1)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    st, ng = play(st, real_pool, "OP13-042")
    assert "Blocker" in board.keywords(st, ng)
    assert n_hand(st) == 3 and st.pending[0].min == st.pending[0].max == 1  # drew 2, trash exactly 1
    st = choose(st, cards[0])
    assert zone(st, cards[0]) == "trash" and n_hand(st) == 2
    lead = leader(st, 0)
    steps = 0
    while st.pending and steps < 10:
        steps += 1
        ids = option_ids(st)
        assert str(foe) not in ids and str(leader(st, 1)) not in ids
        if pending_kind(st) == "amount" or ids[:2] == ["0", "1"]:
            st = choose(st, "2" if "2" in ids else ids[-1])
        elif str(mine) in ids:
            assert str(ng) in ids  # "1 Character": this one too
            st = choose(st, mine)
        else:
            st = choose(st, ids[0])
    assert len(board.attached(st, lead)) == 2 and len(board.attached(st, mine)) == 2
    assert len(cost_area(st, 0)) == 6 and rested_don(st, 0) == 6


def test_op12_020_a_blocker_is_a_character_battled(real_pool):
    # OP12-020: the Leader attacked the Leader and a Character blocked: it battled that Character (7-1-2-2)
    st = turn_with_don(0)
    lead = set_real_leader(st, real_pool, 0, "OP12-020")
    attach(st, lead, 3)
    blk = add(st, real_pool, "OP14-109", 1, "characters")  # [Blocker], 1000
    st = act(st, "attack", attacker=lead, target=leader(st, 1))
    assert pending_kind(st) == "block"
    st = choose(st, blk)
    st = settle(st)
    assert zone(st, blk) == "trash" and st.table.cards[lead].tapped
    st = act(st, "activate", uid=lead, ability=0)
    st = settle(st, 0)
    assert not st.table.cards[lead].tapped


def test_op09_022_lim_only_own_characters(real_pool):
    # OP09-022: "Your Character cards are played rested" — the opponent's are not; by effects too (Kid, OP01-051)
    st = turn_with_don(10, 5, n=4)
    set_real_leader(st, real_pool, 0, "OP09-022")
    st, v = play(st, real_pool, VANILLA_1, player=1)
    assert not st.table.cards[v].tapped
    st = turn_with_don(0)
    set_real_leader(st, real_pool, 0, "OP09-022")
    kid = add(st, real_pool, "OP01-051", 0, "characters")
    c3 = add(st, real_pool, VANILLA_1, 0, "hand")
    st = act(st, "activate", uid=kid, ability=1)
    st = choose(st, "yes") if pending_kind(st) in ("pay", "may") else st
    st = choose(st, c3)
    assert zone(st, c3) == "characters" and st.table.cards[c3].tapped


def test_eb01_061_copies_the_current_power(real_pool):
    # EB01-061: "the selected Character's power" is its power now (a -3000 counts), not its base power
    st = turn_with_don(3)
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    asl = add(st, real_pool, "OP13-007", 0, "characters")
    st = act(st, "activate", uid=asl, ability=0)
    st = choose(st, "yes") if pending_kind(st) in ("pay", "may") else st
    st = choose(st, leader(st, 0))
    st = choose(st, big)
    assert board.power(st, big) == 7000
    bon = add(st, real_pool, "EB01-061", 0, "characters")
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = choose(st, big)
    assert board.base_power(st, bon) == 7000


def test_op13_099_counts_given_don(real_pool):
    # OP13-099: "the number of DON!! cards on your field" counts given DON!! (6-5-5-1, 3-1-2: still on the field)
    st = turn_with_don(4)
    throne = add(st, real_pool, "OP13-099", 0, "stage")
    attach(st, leader(st, 0), 1)  # 5 DON!! on the field, 4 in the cost area
    nus5 = add(st, real_pool, "OP13-091", 0, "hand")  # St. Marcus Mars, black {Five Elders}, cost 6
    sat = add(st, real_pool, "OP13-083", 0, "hand")  # cost 4
    st = act(st, "activate", uid=throne, ability=1)
    st = choose(st, "yes") if pending_kind(st) in ("pay", "may") else st
    ids = option_ids(st)
    assert str(sat) in ids and str(nus5) not in ids
    attach(st, leader(st, 0), 1)
    assert board.don_on_field(st, 0) == 6


def test_only_characters_of_a_type_needs_a_character(real_pool):
    # EB02-010 / OP13-097 "If the only Characters on your field are {X} type Characters" with no Character: not met
    # (the project's reading, no official ruling found: the sentence is about Characters you have)
    st = turn_with_don(5)
    lead = set_real_leader(st, real_pool, 0, "EB02-010")
    for u in cost_area(st, 0):
        st.table.cards[u].tapped = True
    st = act(st, "activate", uid=lead, ability=0)
    st = pay_don_minus(st)
    st = settle(st, 0)
    assert active_don(st, 0) == 0 and board.power(st, lead) == 6000
    st = turn_with_don(6)
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    st, _ev = play(st, real_pool, "OP13-097")
    st = yes(st)
    assert not st.pending and zone(st, foe) == "characters"


def test_op14_056_wadatsumi_by_any_effect(real_pool):
    # OP14-056: a card trashed from the hand by the opponent's effect (OP17-049 Linlin's "Your opponent trashes 2
    # cards"), or paid as an activation cost (8-3-1: the cost is part of the effect; OP15-042 Kyros), negates it
    st = turn_with_don(10, 10, n=4)
    wad = add(st, real_pool, "OP14-056", 0, "characters")
    hand(st, real_pool, 0, 3)
    st, _lin = play(st, real_pool, "OP17-049", player=1)
    st = choose(st, "2")
    st = choose(st, *option_ids(st)[:2])
    st = settle(st)
    st = to_turn(st, 5)
    assert not can_attack(st, wad, leader(st, 1))  # that was the opponent's turn
    st = turn_with_don(10, 10, n=4)
    wad = add(st, real_pool, "OP14-056", 0, "characters")
    st.table.cards[wad].tapped = False
    hand(st, real_pool, 0, 3)
    st, _lin = play(st, real_pool, "OP17-049", player=1)
    st = choose(st, "2")
    st = choose(st, *option_ids(st)[:2])
    assert board.negated(st, wad)
    st = turn_with_don(10)
    wad = add(st, real_pool, "OP14-056", 0, "characters")
    cards = hand(st, real_pool, 0, 1)
    st, _k = play(st, real_pool, "OP15-042")
    st = yes(st)
    st = choose(st, cards[0]) if st.pending else st
    assert zone(st, cards[0]) == "trash"
    assert can_attack(st, wad, leader(st, 1))


def test_op13_118_reads_the_base_cost(real_pool):
    # OP13-118: "Character cards with a base cost of 5 or more": OP07-064 Sanji (base cost 6) stays unplayable
    # with its hand cost at 3; and playing by an effect (OP09-022 Lim) is refused too
    st = turn_with_don(10, 10)
    for u in cost_area(st, 0)[:3]:
        board.return_one_don(st, u)  # 7 DON!! against 10
    st, _luf = play(st, real_pool, "OP13-118")
    st = settle(st, 0)
    for u in cost_area(st, 0)[3:]:
        board.return_one_don(st, u)  # 3 on the field
    for u in cost_area(st, 0):
        st.table.cards[u].tapped = False
    sanji = add(st, real_pool, "OP07-064", 0, "hand")
    assert board.play_price(st, sanji) == 3
    from engine.core import RulesError

    try:
        act(st, "play", uid=sanji)
        refused = False
    except RulesError:
        refused = True
    assert refused
    st = turn_with_don(7)
    lead = set_real_leader(st, real_pool, 0, "OP09-022")
    st, _luf = play(st, real_pool, "OP13-118")
    st = settle(st, 0)
    for u in cost_area(st, 0):
        st.table.cards[u].tapped = False
    sabo = add(st, real_pool, "OP09-027", 0, "hand")  # {ODYSSEY}, cost 5
    lucci = add(st, real_pool, ODYSSEY_VANILLA, 0, "hand")  # cost 4
    st = act(st, "activate", uid=lead, ability=1)
    st = choose(st, "yes") if pending_kind(st) in ("pay", "may") else st
    while pending_kind(st) == "amount":
        st = choose(st, option_ids(st)[-1])
    ids = option_ids(st)
    assert str(lucci) in ids and str(sabo) not in ids


def test_base_cost_targets(real_pool):
    # OP13-097 "base cost of 6 or less": OP16-082 Kin'emon (printed 4, "+3 cost": 7) is offered; OP12-020 cannot
    # attack it (base cost 4) though its cost is 7
    st = turn_with_don(6)
    add(st, real_pool, CELESTIAL_VANILLA, 0, "characters")
    kin = add(st, real_pool, "OP16-082", 1, "characters")
    assert board.cost(st, kin) == 7
    st, _ev = play(st, real_pool, "OP13-097")
    st = yes(st)
    assert str(kin) in option_ids(st)
    st = turn_with_don(0)
    lead = set_real_leader(st, real_pool, 0, "OP12-020")
    attach(st, lead, 3)
    small = add(st, real_pool, VANILLA_4000, 1, "characters", tapped=True)
    kin = add(st, real_pool, "OP16-082", 1, "characters", tapped=True)
    st = fight(st, lead, small)
    st = act(st, "activate", uid=lead, ability=0)
    st = settle(st, 0)
    assert not can_attack(st, lead, kin)


def test_given_don_is_on_the_field(real_pool):
    # "DON!! cards on your field" (3-1-2: the field holds the Leader and Character areas) counts given DON!!:
    # OP05-060 (2 in the cost area + 1 given = 3), OP07-064 Sanji (the opponent's given DON!! count),
    # OP13-075 ("you have any DON!! cards given": to a Character too)
    st = turn_with_don(2)
    lead = set_real_leader(st, real_pool, 0, "OP05-060")
    attach(st, lead, 1)
    life_of(st, 0, 2)
    st = act(st, "activate", uid=lead, ability=0)
    st = yes(st) if pending_kind(st) in ("pay", "may") else st
    st = settle(st, 0)
    assert board.don_on_field(st, 0) == 4
    st = turn_with_don(3, 4)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    s = add(st, real_pool, "OP07-064", 0, "hand")
    assert board.play_price(st, s) == 6
    board.don_to_cost_area(st, 1, 1, None)
    board.give_don(st, st.table.zone(1, "cost_area")[-1], foe)
    assert board.play_price(st, s) == 3
    st = turn_with_don(5)
    set_real_leader(st, real_pool, 0, ROGER_LEADER)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    attach(st, mine, 1)
    st, _ev = play(st, real_pool, "OP13-075")
    st = yes(st)
    st = settle(st, 0)
    assert board.don_on_field(st, 0) == 7


def test_a_trigger_whose_condition_fails(real_pool):
    # OP14-107's [Trigger] with another Leader: the card was revealed and not added to the hand (10-1-5-1); the
    # effect does nothing; it goes to the trash (rule call, as the project's other [Trigger] Characters)
    st = turn_with_don(0, n=4)
    st, top = life_trigger(st, real_pool, "OP14-107")
    st = settle(st, 0)
    assert zone(st, top) == "trash"


def test_life_taken_by_an_effect_or_cost_is_no_damage(real_pool):
    # OP05-060's cost and OP06-035's "add 1 card from the top of your Life cards to your hand": no damage, so no
    # [Trigger] is offered (10-1-5-1: a [Trigger] is for damage)
    st = turn_with_don(3)
    lead = set_real_leader(st, real_pool, 0, "OP05-060")
    life_of(st, 0, 2)
    top = add(st, real_pool, "PRB02-012", 0, "life")
    st = act(st, "activate", uid=lead, ability=0)
    st = yes(st) if pending_kind(st) in ("pay", "may") else st
    assert pending_kind(st) != "life"
    st = settle(st, 0)
    assert zone(st, top) == "hand"
    st = turn_with_don(10)
    life_of(st, 0, 2)
    top = add(st, real_pool, "PRB02-012", 0, "life")
    st, _h = play(st, real_pool, "OP06-035")  # nothing of the opponent's to rest
    assert pending_kind(st) != "life"
    assert zone(st, top) == "hand"


def test_op14_093_on_ko_by_an_effect(real_pool):
    # OP14-093 [On K.O.] also on a K.O. by an effect (10-2-1-3: "K.O." by an effect or by battle)
    st = turn_with_don(0, 6, n=4)
    mr4 = add(st, real_pool, "OP14-093", 0, "characters")
    bw = add(st, real_pool, "OP14-095", 0, "trash")
    st, _ev = play(st, real_pool, "ST04-015", player=1)
    st = choose(st, mr4)
    while st.pending and st.pending[0].player == 1:
        st = choose(st, option_ids(st)[0])
    assert zone(st, mr4) == "trash" and str(bw) in option_ids(st)
    st = choose(st, bw)
    assert zone(st, bw) == "hand"


def test_op01_051_kid_played_this_turn_may_rest_for_its_cost(real_pool):
    # OP01-051's "You may rest this Character:" on the turn it is played (6-5-6-1 limits attacks, not costs)
    st = turn_with_don(10)
    st, kid = play(st, real_pool, "OP01-051")
    c3 = add(st, real_pool, VANILLA_1, 0, "hand")
    st = act(st, "activate", uid=kid, ability=1)
    st = choose(st, "yes") if pending_kind(st) in ("pay", "may") else st
    st = choose(st, c3)
    assert st.table.cards[kid].tapped and zone(st, c3) == "characters"


def test_eb02_010_don_minus_takes_given_don(real_pool):
    # EB02-010's DON!! -2 may return DON!! given to the Leader (10-2-10-1: from the Leader area too)
    st = turn_with_don(0)
    lead = set_real_leader(st, real_pool, 0, "EB02-010")
    attach(st, lead, 2)
    add(st, real_pool, SHC_VANILLA, 0, "characters")
    st = act(st, "activate", uid=lead, ability=0)
    st = pay_don_minus(st)
    st = settle(st, 0)
    assert board.don_on_field(st, 0) == 0 and board.power(st, lead) == 6000
