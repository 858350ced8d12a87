"""Helper triggers: triggered powers (EN 703) scripted in ``engine/wow/cards/scripts/triggers.toml``,
each played with the real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards import scripts
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _scripted(name: str) -> dict:
    data = automated(name)
    assert scripts.script_for(data) is not None and scripts.script_for(data).path.endswith("triggers.toml"), name
    return data


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


# --- "… target X if its controller has more Y than you" (engine.wow.richer_controller) ---


@pytest.mark.parametrize(("theirs", "mine", "gone"), [(2, 1, True), (1, 1, False), (1, 0, True)])
def test_cromarius_destroys_an_opposing_ability_only_from_a_richer_controller(theirs, mine, gone):
    # WoW 703, 706, 709: "When Cromarius enters play, destroy target opposing ability if its controller has more
    # abilities than you." — only opposing abilities are targets; the abilities are counted on resolution
    _scripted("Cromarius Blackfist")
    st = start()
    kit = ["Barkskin", "Stoneclaw Totem", "Evasion"]
    their = [put_real(st, 1, n, "hero_row") for n in kit[:theirs]]
    my = [put_real(st, 0, n, "hero_row") for n in kit[:mine]]
    st, crom = play_real(st, "Cromarius Blackfist", 0)
    st = resolve_chain(st)
    assert _zone(st, crom) == "allies"
    assert {o.id for o in st.pending[0].options} == {str(u) for u in their}
    st = resolve_chain(choose(st, str(their[0])))
    assert (_zone(st, their[0]) == "graveyard") is gone
    assert all(_zone(st, u) == "hero_row" for u in my + their[1:])


@pytest.mark.parametrize(("theirs", "gone"), [(6, True), (5, False)])
def test_roktar_destroys_a_resource_only_from_a_richer_controller(theirs, gone):
    # WoW 703, 706, 709, 415.9c: "When Roktar enters play, destroy target resource if its controller has more
    # resources than you." — you control 5 resources (those paid for Roktar, still yours)
    _scripted("Roktar Blackfist")
    st = start()
    for p in (0, 1):
        for u in list(st.table.zone(p, "resources")):
            st.table.move(u, "removed")
    their = resources(st, 1, theirs)
    st, _ = play_real(st, "Roktar Blackfist", 0, pay=5)
    st = resolve_chain(st)
    options = {o.id for o in st.pending[0].options}
    assert {str(u) for u in their} <= options and {str(u) for u in st.table.zone(0, "resources")} <= options
    st = resolve_chain(choose(st, str(their[0])))
    assert (_zone(st, their[0]) == "graveyard") is gone
    assert len(st.table.zone(0, "resources")) == 5


def test_roktar_never_destroys_your_own_resource():
    # "if its controller has more resources than you": your own resource's controller is you (WoW 709)
    _scripted("Roktar Blackfist")
    st = start()
    st, _ = play_real(st, "Roktar Blackfist", 0, pay=5)
    st = resolve_chain(st)
    mine = st.table.zone(0, "resources")[0]
    st = resolve_chain(choose(st, str(mine)))
    assert _zone(st, mine) == "resources"


@pytest.mark.parametrize(("theirs", "gone"), [(2, True), (1, False)])
def test_rula_removes_an_ally_from_the_game_only_from_a_richer_controller(theirs, gone):
    # WoW 703, 706, 709.1: "When Rula enters play, remove target ally from the game if its controller has more
    # allies than you." — Rula herself counts for you on resolution; removed, not destroyed
    _scripted("Rula Blackfist")
    st = start()
    their = [put_real(st, 1, "Karrok Scarrend", "allies") for _ in range(theirs)]
    st, rula = play_real(st, "Rula Blackfist", 0)
    st = resolve_chain(st)
    assert {str(u) for u in their} | {str(rula)} <= {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(their[0])))
    assert _zone(st, their[0]) == ("removed" if gone else "allies")
    assert not st.table.zone(1, "graveyard")


def test_rula_never_removes_your_own_ally():
    # WoW 709: your own ally's controller never has more allies than you
    _scripted("Rula Blackfist")
    st = start()
    st, rula = play_real(st, "Rula Blackfist", 0)
    st = resolve_chain(choose(resolve_chain(st), str(rula)))
    assert _zone(st, rula) == "allies"


@pytest.mark.parametrize(("theirs", "mine", "discards"), [(3, 2, True), (2, 2, False), (4, 5, False)])
def test_logor_makes_an_opponent_with_more_cards_in_hand_discard_two(theirs, mine, discards):
    # WoW 703, 709: "When Logor enters play, target opponent discards two cards if he has more cards in hand
    # than you." — hands counted on resolution (Logor has left yours); the opponent picks the two
    _scripted("Logor Blackfist")
    st = start()
    for p in (0, 1):
        st.table.zone(p, "hand").clear()
    their = [put_real(st, 1, "Karrok Scarrend", "hand") for _ in range(theirs)]
    for _ in range(mine):
        put_real(st, 0, "Anika Berlyn", "hand")
    st, _ = play_real(st, "Logor Blackfist", 0, pay=6)
    st = resolve_chain(st)
    if discards:
        pick = st.pending[0]
        assert pick.player == 1 and pick.min == pick.max == 2
        st = resolve_chain(choose(st, str(their[0]), str(their[1])))
        assert [_zone(st, u) for u in their[:2]] == ["graveyard", "graveyard"]
        assert len(st.table.zone(1, "hand")) == theirs - 2
    else:
        assert not st.pending
        assert len(st.table.zone(1, "hand")) == theirs and not st.table.zone(1, "graveyard")
    assert len(st.table.zone(0, "hand")) == mine


# --- a destroyed card back from the graveyard (engine.wow.graveyard_returns) ---


def _destroy(st, victim: int):
    """P1 (index 0) plays Vanish in Smoke ("Destroy target ally.") on ``victim``; the chain resolves."""
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    return resolve_chain(choose(apply(st, "play", 0, uid=vanish, x=0), str(victim)))


def _ready(st, player: int) -> int:
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].tapped)


@pytest.mark.parametrize("pay", [True, False])
def test_mogor_comes_back_into_his_owners_party_if_you_pay_3(pay):
    # WoW 703, 709.3, 412.2: "When Mogor is destroyed, you may pay 3. If you do, his owner puts him from his
    # graveyard into his party." — paying exhausts three resources; not paying leaves him in the graveyard
    _scripted("Mogor")
    st = start()
    for u in list(st.table.zone(0, "resources")):
        st.table.move(u, "removed")
    mogor = put_real(st, 0, "Mogor", "allies")
    resources(st, 0, 3)
    st = _destroy(st, mogor)
    assert _zone(st, mogor) == "graveyard" and _ready(st, 0) == 3
    pending = st.pending[0]
    assert pending.kind == "may" and pending.player == 0
    st = resolve_chain(choose(st, "yes" if pay else "no"))
    assert _zone(st, mogor) == ("allies" if pay else "graveyard")
    assert _ready(st, 0) == (0 if pay else 3)
    if pay:
        assert st.table.cards[mogor].controller == 0 and st.table.cards[mogor].damage == 0


@pytest.mark.parametrize("yes", [True, False])
def test_soulstone_lets_the_owner_put_the_destroyed_ally_back_into_play(yes):
    # WoW 703, 709.3, 710.1: "Ongoing: When attached ally is destroyed, its owner may put it from his graveyard into
    # play." — attached to an opposing ally: its owner (P2) decides, and it comes back under his control
    _scripted("Soulstone")
    st = start()
    theirs = put_real(st, 1, "Karrok Scarrend", "allies")
    st, stone = play_real(st, "Soulstone", 0, str(theirs))
    st = resolve_chain(st)
    assert st.table.cards[stone].attached_to == theirs
    st = _destroy(st, theirs)
    pending = st.pending[0]
    assert pending.player == 1 and {o.id for o in pending.options} == {"yes", "no"}
    st = resolve_chain(choose(st, "yes" if yes else "no"))
    assert _zone(st, theirs) == ("allies" if yes else "graveyard")
    if yes:
        assert st.table.cards[theirs].controller == 1 and theirs in st.table.zone(1, "allies")
    assert _zone(st, stone) == "graveyard"


def test_revival_stone_brings_the_host_back_into_your_party_one_health_from_death():
    # WoW 703, 709.1: "Ongoing: When attached ally is destroyed, put it from its owner's graveyard into your party
    # with damage equal to its health minus 1." — Anika Berlyn (6 health) comes back with 5 damage
    _scripted("Revival Stone")
    st = start()
    anika = put_real(st, 0, "Anika Berlyn", "allies")
    st, stone = play_real(st, "Revival Stone", 0, str(anika))
    st = resolve_chain(st)
    assert st.table.cards[stone].attached_to == anika
    st = resolve_chain(_destroy(st, anika))
    assert _zone(st, anika) == "allies" and anika in st.table.zone(0, "allies")
    assert st.table.cards[anika].damage == 5 and kw.health(st, anika) == 6
    assert _zone(st, stone) == "graveyard"


@pytest.mark.parametrize(("host", "back"), [("Drugush the Crusher", True), ("Karrok Scarrend", False)])
def test_rage_of_the_elements_returns_to_hand_only_from_a_monster(host, back):
    # WoW 703, 709: "When attached ally is destroyed, if it was a Monster, put this ability from the graveyard into
    # its owner's hand." — Drugush the Crusher is a Monster; Karrok Scarrend (an Orc) is not
    _scripted("Rage of the Elements")
    st = start()
    ally = put_real(st, 0, host, "allies")
    st, rage = play_real(st, "Rage of the Elements", 0, str(ally))
    st = resolve_chain(st)
    assert st.table.cards[rage].attached_to == ally
    st = resolve_chain(_destroy(st, ally))
    assert _zone(st, ally) == "graveyard"
    assert _zone(st, rage) == ("hand" if back else "graveyard")


# --- scripts with the shared vocabulary ---


@pytest.mark.parametrize("pick", ["ally", "weapon", "none"])
def test_conqueror_neusuada_may_destroy_a_warlock_ally_or_warlock_equipment_when_attacking(pick):
    # WoW 703, 706, 709.3: "When this ally attacks, you may destroy target non-hero Warlock or [Warlock] equipment."
    # — a Warlock ally or Warlock-class equipment; never a Warlock ability nor a non-Warlock ally; up to one
    from .test_wtrig_cards import _settle

    _scripted("Conqueror Neusuada")
    st = start()
    neu = put_real(st, 0, "Conqueror Neusuada", "allies")
    ally = put_real(st, 1, "Patricia Potter", "allies")
    wand = put_real(st, 1, "Voidfire Wand", "hero_row")
    other = put_real(st, 1, "Karrok Scarrend", "allies")
    ability = put_real(st, 1, "Banish to the Nether", "hero_row")
    seen: list[set[str]] = []

    def target(pending):
        seen.append({o.id for o in pending.options})
        return {"ally": [str(ally)], "weapon": [str(wand)], "none": []}[pick]

    st = apply(st, "attack", 0, attacker=neu, defender=hero(st, 1))
    st = _settle(st, {"target": target, "protector": ["none"]})
    assert seen and {str(ally), str(wand)} <= seen[0] and not {str(other), str(ability)} & seen[0]
    assert _zone(st, ally) == ("graveyard" if pick == "ally" else "allies")
    assert _zone(st, wand) == ("graveyard" if pick == "weapon" else "hero_row")
    assert _zone(st, other) == "allies" and _zone(st, ability) == "hero_row"


@pytest.mark.parametrize("howl", [True, False])
def test_lord_darius_crowley_howls_for_three_worgen(howl):
    # WoW 703, 709.3, 404.2: "When this ally enters play, you may howl. If you do, put three 1 [Melee] / 1 [Health]
    # Worgen ally tokens into play with Ferocity."
    _scripted("Lord Darius Crowley")
    st = start()
    st, darius = play_real(st, "Lord Darius Crowley", 0, pay=7)
    st = resolve_chain(st)
    assert st.pending[0].kind == "may" and st.pending[0].player == 0
    st = resolve_chain(choose(st, "yes" if howl else "no"))
    tokens = [u for u in st.table.zone(0, "allies") if u != darius]
    assert len(tokens) == (3 if howl else 0)
    for u in tokens:
        assert kw.name(st, u) == "Worgen" and kw.atk(st, u) == 1 and kw.health(st, u) == 1 and kw.has(st, u, "Ferocity")


# --- the top card of a deck (engine.wow.top_card_peek) ---


@pytest.mark.parametrize("mill", [True, False])
def test_stormwind_investigator_looks_at_a_players_top_card_and_may_mill_it(mill):
    # WoW 703, 706, 709.3, 415.4a: "When this ally enters play, you may look at the top card of target player's deck.
    # You may put that card into his graveyard." — only you see it; the target player is any player
    _scripted("Stormwind Investigator")
    st = start()
    st, _ = play_real(st, "Stormwind Investigator", 0)
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} >= {str(hero(st, 0)), str(hero(st, 1))}
    top = st.table.zone(1, "deck")[0]
    st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    pick = st.pending[0]
    assert pick.player == 0 and pick.kind == "peek_top_mill" and {o.id for o in pick.options} == {str(top), "keep"}
    assert 0 in st.table.cards[top].known_to and 1 not in st.table.cards[top].known_to
    st = resolve_chain(choose(st, str(top) if mill else "keep"))
    assert _zone(st, top) == ("graveyard" if mill else "deck")
    assert (st.table.zone(1, "deck")[0] == top) is not mill


def test_stormwind_investigator_may_look_at_no_deck():
    # WoW 709.3: "you may look": no target, nothing happens
    _scripted("Stormwind Investigator")
    st = start()
    decks = [list(st.table.zone(p, "deck")) for p in (0, 1)]
    st, _ = play_real(st, "Stormwind Investigator", 0)
    st = resolve_chain(choose(resolve_chain(st)))
    assert not st.pending and [list(st.table.zone(p, "deck")) for p in (0, 1)] == decks


def test_pathfinder_fansal_mills_a_looked_at_card_at_the_start_of_your_turn():
    # WoW 703, 709.3, 415.4a: "At the start of your turn, you may look at the top card of target player's deck.
    # You may put it into its owner's graveyard." — your turn only
    from .test_wtrig_cards import _until

    _scripted("Pathfinder Fansal")
    st = start()
    put_real(st, 0, "Pathfinder Fansal", "allies")
    seen: list[int] = []

    def peek(pending):
        seen.append(st_box[0].turn)
        return [pending.options[0].id]

    st_box = [st]

    def target(pending):
        return [str(hero(st_box[0], 0))]

    def done(s):
        st_box[0] = s
        return s.turn == 3 and s.step == "main" and not s.pending and not s.chain

    mine_before = len(st.table.zone(0, "graveyard"))
    st = _until(st, done, {"target": target, "peek_top_mill": peek})
    assert seen == [3]  # not at the start of the opponent's turn 2
    assert len(st.table.zone(0, "graveyard")) == mine_before + 1


def test_pathfinder_fansal_death_rattle_reveals_each_top_card_and_mills_any_number():
    # WoW 709.3, 415.3a: "Death Rattle: Each player reveals the top card of his deck. You may put any number of those
    # cards into their owners' graveyards." — both revealed; here only the opponent's goes
    _scripted("Pathfinder Fansal")
    st = start()
    fansal = put_real(st, 0, "Pathfinder Fansal", "allies")
    mine, theirs = st.table.zone(0, "deck")[0], st.table.zone(1, "deck")[0]
    st = _destroy(st, fansal)
    st = resolve_chain(st)
    pick = st.pending[0]
    assert pick.player == 0 and pick.min == 0 and pick.max == 2 and {o.id for o in pick.options} == {str(mine), str(theirs)}
    assert all(set(st.table.cards[u].known_to) == {0, 1} for u in (mine, theirs))
    st = resolve_chain(choose(st, str(theirs)))
    assert _zone(st, theirs) == "graveyard" and theirs in st.table.zone(1, "graveyard")
    assert st.table.zone(0, "deck")[0] == mine


def test_alana_removes_the_top_half_of_the_opponents_deck_rounded_up_on_your_turn():
    # WoW 703, 415.7: "At the start of your turn, remove the top half of target opponent's deck from the game,
    # rounded up." — 8 cards, 1 drawn on his turn: 7 left, 4 removed at the start of your next turn
    from .test_templates_turns import _advance

    _scripted("Alana the Woebringer")
    st = start()
    put_real(st, 0, "Alana the Woebringer", "allies")
    del st.table.zone(1, "deck")[8:]
    mine = len(st.table.zone(0, "deck"))
    st = _advance(st, 2)
    assert len(st.table.zone(1, "deck")) == 7 and not st.table.zone(1, "removed")
    st = _advance(st, 3)
    assert len(st.table.zone(1, "removed")) == 4 and len(st.table.zone(1, "deck")) == 3
    assert len(st.table.zone(0, "deck")) == mine - 1 and not st.table.zone(0, "removed")


def test_cookie_mcweaksauce_gives_the_opponent_a_chicken():
    # WoW 703, 404.2: "When Cookie enters play, each opponent puts a Chicken ally token with 0 ATK / 1 health into
    # play." — under the opponent's control, none for you
    _scripted("Cookie McWeaksauce")
    st = start()
    st, cookie = play_real(st, "Cookie McWeaksauce", 0)
    st = resolve_chain(st)
    chickens = list(st.table.zone(1, "allies"))
    assert len(chickens) == 1 and st.table.zone(0, "allies") == [cookie]
    chick = chickens[0]
    assert kw.name(st, chick) == "Chicken" and kw.atk(st, chick) == 0 and kw.health(st, chick) == 1
    assert st.table.cards[chick].controller == 1


# --- counters on the source (engine.wow.counted_destroy) and "If you do" on a counter ---


def test_mana_diamond_grows_then_cashes_in_a_card_per_mana_counter():
    # WoW 703, 709.3, 404.1: "Ongoing: At the start of your turn, add a mana counter to this ability. Then, you may
    # destroy this ability. If you do, draw a card for each mana counter." — kept once, then destroyed with 2
    from engine.wow.counters import counters

    from .test_templates_turns import _advance

    _scripted("Mana Diamond")
    st = start()
    st.table.zone(0, "hand").clear()
    diamond = put_real(st, 0, "Mana Diamond", "hero_row")
    st = _advance(st, 2)
    assert counters(st, diamond, "mana") == 0  # not on the opponent's turn
    st = _advance(st, 3, {"may": "no"})
    assert _zone(st, diamond) == "hero_row" and counters(st, diamond, "mana") == 1
    assert len(st.table.zone(0, "hand")) == 1  # the draw step's card only
    st = _advance(st, 5, {"may": "yes"})
    assert _zone(st, diamond) == "graveyard"
    assert len(st.table.zone(0, "hand")) == 1 + 1 + 2  # a draw step, then 2 for the 2 mana counters


@pytest.mark.parametrize("cash", [False, True])
def test_flame_orb_burns_the_host_then_may_burst_for_each_ember(cash):
    # WoW 703, 706, 709.3: "Ongoing: At the start of your turn, add an ember counter to this ability, and your hero
    # deals 1 fire damage to attached hero. Then, you may destroy this ability. If you do, your hero deals 1 fire
    # damage to target hero or ally for each ember counter that was on this ability."
    from engine.wow.counters import counters

    from .test_templates_turns import _advance

    _scripted("Flame Orb")
    st = start()
    target = put_real(st, 1, "Karrok Scarrend", "allies")
    st, orb = play_real(st, "Flame Orb", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[orb].attached_to == hero(st, 1)
    answers = {"may": "no", "target": str(target)}
    st = _advance(st, 3, answers)
    assert st.table.cards[hero(st, 1)].damage == 1 and counters(st, orb, "ember") == 1 and st.table.cards[target].damage == 0
    st = _advance(st, 5, {**answers, "may": "yes" if cash else "no"})
    assert st.table.cards[hero(st, 1)].damage == 2
    assert _zone(st, orb) == ("graveyard" if cash else "hero_row")
    assert st.table.cards[target].damage == (2 if cash else 0)


def test_poison_bomb_ticks_down_its_gas_then_goes():
    # WoW 703, 709.3, 404.1: "At the start of your turn, remove a gas counter from this ability. If you do, your hero
    # deals 1 nature damage to each opposing hero and ally. Then, if no gas counters remain, destroy this ability."
    from engine.wow.counters import counters

    from .test_templates_turns import _advance

    _scripted("Poison Bomb")
    st = start()
    anika = put_real(st, 1, "Anika Berlyn", "allies")  # 6 health
    st, bomb = play_real(st, "Poison Bomb", 0)
    st = resolve_chain(st)
    assert counters(st, bomb, "gas") == 3 and st.table.cards[hero(st, 1)].damage == 3
    for turn, gas in ((3, 2), (5, 1)):
        st = _advance(st, turn)
        assert counters(st, bomb, "gas") == gas and _zone(st, bomb) == "hero_row"
        assert st.table.cards[hero(st, 1)].damage == 3 + 3 - gas
        assert st.table.cards[hero(st, 0)].damage == 0
    st = _advance(st, 7)
    assert _zone(st, bomb) == "graveyard" and st.table.cards[hero(st, 1)].damage == 6
    assert _zone(st, anika) == "graveyard"


def test_poison_bomb_without_gas_deals_nothing_and_goes():
    # "If you do": no gas counter to remove, no damage (WoW 709.3); none remain: destroyed
    from .test_templates_turns import _advance

    _scripted("Poison Bomb")
    st = start()
    st, bomb = play_real(st, "Poison Bomb", 0)
    st = resolve_chain(st)
    st.table.cards[bomb].counters = {}
    st = _advance(st, 3)
    assert _zone(st, bomb) == "graveyard" and st.table.cards[hero(st, 1)].damage == 3


@pytest.mark.parametrize("take", [True, False])
def test_lockmaw_turns_a_damaged_enemy_into_crocolisks(take):
    # WoW 703, 706, 709.3, 404.2: "When Lockmaw enters play, you may destroy target opposing damaged ally. If you do,
    # put a 1 [MELEE] / 1 [HEALTH] Crocolisk Monster ally token into play for each damage on that destroyed ally."
    _scripted("Lockmaw")
    st = start()
    hurt = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[hurt].damage = 3
    whole = put_real(st, 1, "Karrok Scarrend", "allies")
    st, lockmaw = play_real(st, "Lockmaw", 0)
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} - {"none", ""} == {str(hurt)}
    st = resolve_chain(choose(st, str(hurt)) if take else choose(st))
    tokens = [u for u in st.table.zone(0, "allies") if u != lockmaw]
    assert _zone(st, hurt) == ("graveyard" if take else "allies") and _zone(st, whole) == "allies"
    assert len(tokens) == (3 if take else 0)
    assert all(kw.atk(st, u) == 1 and kw.health(st, u) == 1 and "Monster" in kw.tags(st, u) for u in tokens)


# --- "if attached hero has 15 or more damage, destroy this ability" (engine.wow.host_damage_destroy) ---


def test_infestation_bursts_into_two_ghouls_once_the_hero_has_15_damage():
    # WoW 703, 709, 709.3, 404.2: "Ongoing: At the start of your turn, your hero deals 1 shadow damage to attached hero.
    # Then, if attached hero has 15 or more damage, destroy this ability. When you do, put two 3 [Melee] / 3[Health]
    # Ghoul ally tokens into play." — 13 -> 14: stays; 14 -> 15: destroyed, two Ghouls
    from .test_templates_turns import _advance

    _scripted("Infestation")
    st = start()
    st, inf = play_real(st, "Infestation", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[inf].attached_to == hero(st, 1)
    st.table.cards[hero(st, 1)].damage = 13
    st = _advance(st, 3)
    assert st.table.cards[hero(st, 1)].damage == 14 and _zone(st, inf) == "hero_row" and not st.table.zone(0, "allies")
    st = _advance(st, 5)
    assert st.table.cards[hero(st, 1)].damage == 15 and _zone(st, inf) == "graveyard"
    ghouls = st.table.zone(0, "allies")
    assert len(ghouls) == 2 and all(kw.name(st, u) == "Ghoul" and kw.atk(st, u) == 3 and kw.health(st, u) == 3 for u in ghouls)


@pytest.mark.parametrize(("before", "burst"), [(14, True), (10, False)])
def test_leeching_fever_bursts_on_a_target_and_heals_your_hero(before, burst):
    # WoW 703, 706, 709.3, 408.2c: "Ongoing: At the start of your turn, your hero deals 1 shadow damage to attached hero.
    # Then, if that hero has 15 or more damage, destroy this ability. If you do, your hero deals 5 shadow damage to
    # target hero or ally and heals 5 damage from itself."
    from .test_templates_turns import _advance

    _scripted("Leeching Fever")
    st = start()
    anika = put_real(st, 1, "Anika Berlyn", "allies")
    st, fever = play_real(st, "Leeching Fever", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    st.table.cards[hero(st, 1)].damage = before
    st.table.cards[hero(st, 0)].damage = 7
    st = _advance(st, 3, {"target": str(anika)})
    assert st.table.cards[hero(st, 1)].damage == before + 1
    assert _zone(st, fever) == ("graveyard" if burst else "hero_row")
    assert st.table.cards[anika].damage == (5 if burst else 0)
    assert st.table.cards[hero(st, 0)].damage == (2 if burst else 7)


# --- more triggers with the shared vocabulary ---


def test_corruptor_mimi_hits_each_opposing_hero_3_per_disease_attached():
    # WoW 703, 405.4: "At the start of your turn, this ally deals 3 shadow damage to each opposing hero for each Disease
    # attached to that hero." — two Diseases (whoever controls them) and one other ability: 6 damage; your hero none
    from .test_templates_turns import _advance

    _scripted("Corruptor Mimi Whippleshade")
    st = start()
    put_real(st, 0, "Corruptor Mimi Whippleshade", "allies")
    st = _advance(st, 2)  # the opponent's Diseases come in after his own start of turn
    for name in ("Frost Fever", "Blood Plague", "Barkskin"):
        st.table.cards[put_real(st, 1, name, "hero_row")].attached_to = hero(st, 1)
    st.table.cards[put_real(st, 1, "Icy Touch", "hero_row")].attached_to = hero(st, 0)  # a Disease on your own hero
    theirs, mine = st.table.cards[hero(st, 1)].damage, st.table.cards[hero(st, 0)].damage
    st = _advance(st, 3)
    assert st.table.cards[hero(st, 1)].damage - theirs == 6
    assert st.table.cards[hero(st, 0)].damage == mine


@pytest.mark.parametrize(("mine", "theirs", "hits"), [(1, 2, True), (2, 2, False)])
def test_renzo_soulfang_drains_when_you_have_fewer_resources(mine, theirs, hits):
    # WoW 703, 709, 408.2a: "At the start of your turn, if you control fewer resources than each opponent, this ally deals
    # 3 shadow damage to each opposing hero and heals 1 damage from your hero for each damage dealt this way."
    from .test_templates_turns import _advance

    _scripted("Renzo Soulfang")
    st = start()
    put_real(st, 0, "Renzo Soulfang", "allies")
    st = _advance(st, 2)
    for p, n in ((0, mine), (1, theirs)):
        for u in list(st.table.zone(p, "resources")):
            st.table.move(u, "removed")
        resources(st, p, n)
    st.table.cards[hero(st, 0)].damage = 5
    before = st.table.cards[hero(st, 1)].damage
    st = _advance(st, 3)
    assert st.table.cards[hero(st, 1)].damage - before == (3 if hits else 0)
    assert st.table.cards[hero(st, 0)].damage == (2 if hits else 5)


@pytest.mark.parametrize("distiller", [True, False])
def test_warlord_kalithresh_eats_a_naga_distiller_for_5_atk(distiller):
    # WoW 703, 709.1, 709.3: "At the start of your turn, destroy a Naga Distiller in your party. If you do, Kalithresh
    # has +5 ATK this turn." — the Distiller comes from his own end-of-turn power; without one, no ATK
    from .test_templates_turns import _advance

    _scripted("Warlord Kalithresh")
    st = start()
    kal = put_real(st, 0, "Warlord Kalithresh", "allies")
    base = kw.atk(st, kal)
    st = _advance(st, 2)
    naga = [u for u in st.table.zone(0, "allies") if u != kal]
    assert len(naga) == 1 and kw.name(st, naga[0]) == "Naga Distiller"
    if not distiller:
        st.table.move(naga[0], "removed")
    st = _advance(st, 3)
    assert kw.atk(st, kal) == base + (5 if distiller else 0)
    assert naga[0] not in st.table.zone(0, "allies")


# --- fatal damage on the character just damaged (engine.wow.fatal_followups) ---


@pytest.mark.parametrize(("damage", "removed"), [(3, True), (0, False)])
def test_abysswalker_rakax_removes_an_ally_his_damage_made_fatal(damage, removed):
    # WoW 703, 709.3, 405.2: "When this ally enters play, he may deal 1 fire damage to target ally. If that ally has
    # fatal damage, remove it from the game." — Karrok Scarrend (4 health): with 3 damage, removed, not destroyed
    _scripted("Abysswalker Rakax")
    st = start()
    karrok = put_real(st, 1, "Karrok Scarrend", "allies")
    st.table.cards[karrok].damage = damage
    st, _ = play_real(st, "Abysswalker Rakax", 0)
    st = resolve_chain(choose(resolve_chain(st), str(karrok)))
    assert _zone(st, karrok) == ("removed" if removed else "allies")
    assert (not removed and st.table.cards[karrok].damage == 1) or (removed and not st.table.zone(1, "graveyard"))


def test_abysswalker_rakax_may_deal_no_damage():
    # WoW 709.3: "he may deal": no target, nothing happens
    _scripted("Abysswalker Rakax")
    st = start()
    karrok = put_real(st, 1, "Karrok Scarrend", "allies")
    st.table.cards[karrok].damage = 3
    st, _ = play_real(st, "Abysswalker Rakax", 0)
    st = resolve_chain(choose(resolve_chain(st)))
    assert _zone(st, karrok) == "allies" and st.table.cards[karrok].damage == 3


@pytest.mark.parametrize(("name", "fatal"), [("Karrok Scarrend", True), ("Drek'Thar", False)])
def test_velen_smites_a_horde_or_monster_and_draws_if_it_was_fatal(name, fatal):
    # WoW 703, 706, 709, 405.2: "At the end of your turn, Velen deals 5 unpreventable holy damage to target opposing
    # [HORDE] or Monster hero or ally. If that character is dealt fatal damage this way, draw a card." — Karrok
    # (Horde, 4 health) dies and you draw; Drek'Thar (Horde, 9 health) lives; Anika Berlyn (Alliance) is no target
    from .test_templates_turns import _advance

    _scripted("Velen, Prophet of the Naaru")
    st = start()
    put_real(st, 0, "Velen, Prophet of the Naaru", "allies")
    foe = put_real(st, 1, name, "allies")
    monster = put_real(st, 1, "Drugush the Crusher", "allies")
    alliance = put_real(st, 1, "Anika Berlyn", "allies")
    seen: list[set[str]] = []

    def target(pending):
        seen.append({o.id for o in pending.options})
        return [str(foe)]

    st.table.zone(0, "hand").clear()  # (no discard down to the maximum hand size at the end of the turn)
    st = _advance(st, 2, {"target": target})
    assert seen and {str(foe), str(monster)} <= seen[0] and str(alliance) not in seen[0]
    assert _zone(st, foe) == ("graveyard" if fatal else "allies")
    assert len(st.table.zone(0, "hand")) == (1 if fatal else 0)


def test_seeping_poison_hits_the_host_then_you_look_at_its_controllers_top_card():
    # WoW 703, 415.4a: "Ongoing: At the start of your turn, your hero deals 1 nature damage to attached character. Then,
    # look at the top card of its controller's deck." — only you see it; it stays on top
    from .test_templates_turns import _advance

    _scripted("Seeping Poison")
    st = start()
    anika = put_real(st, 1, "Anika Berlyn", "allies")
    poison = put_real(st, 0, "Seeping Poison", "hero_row")
    st.table.cards[poison].attached_to = anika
    st = _advance(st, 2)
    top = st.table.zone(1, "deck")[0]
    assert 0 not in st.table.cards[top].known_to
    st = _advance(st, 3)
    assert st.table.cards[anika].damage == 1
    assert st.table.zone(1, "deck")[0] == top and 0 in st.table.cards[top].known_to and 1 not in st.table.cards[top].known_to


# --- the revealed top card (reveal_top_check remembering it, engine.wow.reveal_check) ---


def _on_top(st, player: int, name: str) -> int:
    uid = put_real(st, player, name, "deck")
    deck = st.table.zone(player, "deck")
    deck.remove(uid)
    deck.insert(0, uid)
    return uid


@pytest.mark.parametrize("reveal", [True, False])
def test_sludgelauncher_krillzix_splashes_the_revealed_cost_on_everyone_else(reveal):
    # WoW 703, 709.3, 405.4: "When this ally enters play, you may reveal the top card of your deck. If you reveal an
    # ability, ally, or equipment this way, this ally deals nature damage equal to that card's cost to each other hero
    # and ally." — Karrok Scarrend costs 5: both heroes and the other ally take 5, Krillzix none
    _scripted("Sludgelauncher Krillzix")
    st = start()
    top = _on_top(st, 0, "Karrok Scarrend")
    anika = put_real(st, 1, "Anika Berlyn", "allies")
    st, krill = play_real(st, "Sludgelauncher Krillzix", 0, pay=8)
    st = resolve_chain(st)
    assert st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes" if reveal else "no"))
    hit = 5 if reveal else 0
    assert [st.table.cards[u].damage for u in (hero(st, 0), hero(st, 1), anika, krill)] == [hit, hit, hit, 0]
    assert st.table.zone(0, "deck")[0] == top and (1 in st.table.cards[top].known_to) is reveal


@pytest.mark.parametrize(("name", "removed"), [("Karrok Scarrend", 5), ("Heroic Strike", 1)])
def test_shadowseer_thraner_removes_the_revealed_cost_from_the_opponents_deck(name, removed):
    # WoW 703, 709, 415.7: "When this ally enters play, reveal the top card of your deck. If it's an ability, ally, or
    # equipment, target opponent removes cards from the top of his deck from the game equal to that revealed card's
    # cost." — Karrok Scarrend: 5 cards; Heroic Strike: 1
    _scripted("Shadowseer Thraner")
    st = start()
    top = _on_top(st, 0, name)
    theirs = list(st.table.zone(1, "deck"))
    st, _ = play_real(st, "Shadowseer Thraner", 0, pay=6)
    st = resolve_chain(st)
    assert st.table.zone(1, "removed") == theirs[:removed] and st.table.zone(1, "deck") == theirs[removed:]
    assert st.table.zone(0, "deck")[0] == top and not st.table.zone(0, "removed")


def test_swarmtooth_digs_for_murlocs_as_murlocs_arrive():
    # WoW 703, 709.3: "When this or another Murloc ally enters play under your control, you may reveal the top card of
    # your deck. If it's a Murloc, put it into your hand." — Swarmtooth itself (a Murloc on top: taken), then another
    # Murloc (a non-Murloc on top: it stays)
    _scripted("Swarmtooth")
    st = start()
    st.table.zone(0, "hand").clear()
    baby = _on_top(st, 0, "Baby Murloc")
    st, _ = play_real(st, "Swarmtooth", 0)
    st = resolve_chain(choose(resolve_chain(st), "yes"))
    assert _zone(st, baby) == "hand"
    karrok = _on_top(st, 0, "Karrok Scarrend")
    st, _ = play_real(st, "Murloc Coastrunner", 0)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    assert st.table.zone(0, "deck")[0] == karrok and st.table.zone(0, "hand") == [baby]
    st, _ = play_real(st, "Karrok Scarrend", 0)  # not a Murloc: nothing to answer
    assert not resolve_chain(st).pending


# --- small one-shot effects (engine.wow.small_trigger_ops) and more scripts ---


@pytest.mark.parametrize("spare", [0, 1])
def test_bronze_emissary_arms_rogues_and_warriors_when_you_are_tapped_out(spare):
    # WoW 703, 709: "When this ally enters play, if you control no ready resources, Rogues and Warriors you control have
    # Assault 1 and Stealth this turn." — paid with all your resources: your Warrior ally gets both; your Paladin and the
    # opposing Warrior don't; with one resource left ready, nothing
    _scripted("Bronze Emissary")
    st = start()
    for u in list(st.table.zone(0, "resources")):
        st.table.move(u, "removed")
    warrior, paladin = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Karrok Scarrend", "allies")
    st, _ = play_real(st, "Bronze Emissary", 0, pay=4 + spare)
    st = resolve_chain(st)
    armed = not spare
    assert (kw.keywords(st, warrior).get("Assault", 0) == 1) is armed and kw.has(st, warrior, "Stealth") is armed
    assert not kw.has(st, paladin, "Stealth") and not kw.has(st, theirs, "Stealth") and not kw.keywords(st, theirs).get("Assault")


@pytest.mark.parametrize("paladin", [True, False])
def test_amano_doubles_the_atk_of_your_cheap_allies(paladin):
    # WoW 703, 709: "Empower Paladin: When this ally enters play, if you control another Paladin hero or ally, each ally you
    # control with cost 2 or less has +X ATK this turn, where X is its ATK." — Murloc Coastrunner (cost 1, 2 ATK) -> 4,
    # Baby Murloc (cost 0, 1 ATK) -> 2; Karrok Scarrend (cost 5) and Amano (cost 4) unchanged
    _scripted("Amano, Herald of the Sun")
    st = start()
    if paladin:
        put_real(st, 0, "Anika Berlyn", "allies")
    coast, baby, karrok = (put_real(st, 0, n, "allies") for n in ("Murloc Coastrunner", "Baby Murloc", "Karrok Scarrend"))
    theirs = put_real(st, 1, "Baby Murloc", "allies")
    before = {u: kw.atk(st, u) for u in (coast, baby, karrok, theirs)}
    st, amano = play_real(st, "Amano, Herald of the Sun", 0)
    amano_atk = kw.atk(st, amano)
    st = resolve_chain(st)
    k = 2 if paladin else 1
    assert [kw.atk(st, u) for u in (coast, baby)] == [before[coast] * k, before[baby] * k]
    assert kw.atk(st, karrok) == before[karrok] and kw.atk(st, theirs) == before[theirs] and kw.atk(st, amano) == amano_atk


@pytest.mark.parametrize(("hurt", "moved"), [(4, 4), (9, 6)])
def test_shadow_silhouettes_soaks_up_to_6_damage_from_your_hero(hurt, moved):
    # WoW 703, 405.3: "At the end of your turn, remove 6 damage from your hero and put 1 damage on Shadow Silhouettes for
    # each damage removed this way." — 4 damage: all of it; 9: 6 of it, and Silhouettes (6 health) is destroyed
    from .test_templates_turns import _advance

    _scripted("Shadow Silhouettes")
    st = start()
    sil = put_real(st, 0, "Shadow Silhouettes", "allies")
    st.table.cards[hero(st, 0)].damage = hurt
    st = _advance(st, 2)
    assert st.table.cards[hero(st, 0)].damage == hurt - moved
    if moved >= 6:
        assert _zone(st, sil) == "graveyard"
    else:
        assert st.table.cards[sil].damage == moved


@pytest.mark.parametrize("draws", [True, False])
def test_gushing_wound_bleeds_the_host_whose_controller_may_draw(draws):
    # WoW 703, 709.3: "Ongoing: At the start of your turn, your hero deals 3 melee damage to attached hero. Attached hero's
    # controller may draw a card." — the opponent answers his own "may"
    from .test_templates_turns import _advance

    _scripted("Gushing Wound")
    st = start()
    wound = put_real(st, 0, "Gushing Wound", "hero_row")
    st.table.cards[wound].attached_to = hero(st, 1)
    st = _advance(st, 2)
    st.table.zone(1, "hand").clear()
    before = st.table.cards[hero(st, 1)].damage
    asked: list[int] = []

    def answer(pending):
        asked.append(pending.player)
        return ["yes" if draws else "no"]

    st = _advance(st, 3, {"host_controller_may_draw": answer})
    assert asked == [1]
    assert st.table.cards[hero(st, 1)].damage == before + 3
    assert len(st.table.zone(1, "hand")) == (1 if draws else 0)


def test_forsaken_royal_dreadguards_hit_harder_together():
    # WoW 703, 709: "At the start of your turn, this ally deals 1 melee damage to target hero for each Forsaken Royal
    # Dreadguard you and other friendly players control." — two of yours: each deals 2 (the opponent's doesn't count)
    from .test_templates_turns import _advance

    _scripted("Forsaken Royal Dreadguard")
    st = start()
    st = _advance(st, 2)
    for _ in range(2):
        put_real(st, 0, "Forsaken Royal Dreadguard", "allies")
    put_real(st, 1, "Forsaken Royal Dreadguard", "allies")
    before = st.table.cards[hero(st, 1)].damage
    st = _advance(st, 3, {"target": lambda pending: [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage - before == 4


def test_zalabar_drains_for_each_ally_in_the_targets_graveyard():
    # WoW 703, 709, 408.2a: "At the end of your turn, this ally deals 1 shadow damage to target hero for each ally in that
    # hero's controller's graveyard, and then this ally heals that much damage from your hero." — 3 ally cards (the
    # ability card doesn't count): 3 damage, 3 healed
    from .test_templates_turns import _advance

    _scripted("Zalabar the Dark Tinkerer")
    st = start()
    put_real(st, 0, "Zalabar the Dark Tinkerer", "allies")
    for name in ("Karrok Scarrend", "Anika Berlyn", "Baby Murloc", "Heroic Strike"):
        put_real(st, 1, name, "graveyard")
    put_real(st, 0, "Karrok Scarrend", "graveyard")  # your own graveyard doesn't count
    st.table.cards[hero(st, 0)].damage = 5
    st = _advance(st, 2, {"target": lambda pending: [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == 3 and st.table.cards[hero(st, 0)].damage == 2


@pytest.mark.parametrize(("removed", "fires"), [(30, True), (29, False)])
def test_drogash_finishes_a_hero_down_to_one_health(removed, fires):
    # WoW 703, 709, 405.2: "When this ally enters play, if there are 30 or more opposing cards removed from the game, he
    # heals all damage from your hero and deals shadow damage to target opposing hero equal to that hero's remaining
    # health -1."
    _scripted("Dro'gash")
    st = start()
    for uid in list(st.table.zone(1, "deck"))[:removed]:
        st.table.move(uid, "removed")
    st.table.cards[hero(st, 0)].damage = 10
    st.table.cards[hero(st, 1)].damage = 4
    st, _ = play_real(st, "Dro'gash", 0, pay=8)
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, str(hero(st, 1))))
    health = kw.health(st, hero(st, 1))
    assert st.table.cards[hero(st, 0)].damage == (0 if fires else 10)
    assert st.table.cards[hero(st, 1)].damage == (health - 1 if fires else 4)


def test_eris_havenfire_shields_a_character_as_priests_arrive():
    # WoW 703, 717, 405.5: "When this or another Priest ally enters play under your control, the next time target hero or
    # ally would be dealt damage this turn, prevent it." — Eris herself, then another Priest; only the next packet
    from engine.wow.damage import deal

    _scripted("Eris Havenfire")
    st = start()
    karrok = put_real(st, 0, "Karrok Scarrend", "allies")
    st, _ = play_real(st, "Eris Havenfire", 0)
    st = resolve_chain(choose(resolve_chain(st), str(karrok)))
    deal(st, hero(st, 1), karrok, 2, "fire")
    assert st.table.cards[karrok].damage == 0
    deal(st, hero(st, 1), karrok, 2, "fire")
    assert st.table.cards[karrok].damage == 2
    st, _ = play_real(st, "Zulanji", 0)
    st = resolve_chain(st)
    assert st.pending and str(hero(st, 0)) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(hero(st, 0))))
    deal(st, hero(st, 1), hero(st, 0), 3, "fire")
    assert st.table.cards[hero(st, 0)].damage == 0


@pytest.mark.parametrize("prevented", [False, True])
def test_blood_chill_exhausts_opposing_protectors_if_its_damage_is_dealt(prevented):
    # WoW 703, 709.3, 408.2a: "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached hero. If
    # damage is dealt this way, exhaust each opposing hero or ally with Protector." — a prevented packet: nothing exhausted
    from engine.core import Modifier

    from .test_templates_turns import _advance

    _scripted("Blood Chill")
    st = start()
    chill = put_real(st, 0, "Blood Chill", "hero_row")
    st.table.cards[chill].attached_to = hero(st, 1)
    st = _advance(st, 2)
    guard, other = put_real(st, 1, "Drusenna the Vigilant", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Olaf Steelbreaker", "allies")
    if prevented:  # Frost Resistance (EN glossary): the frost packet is prevented, no damage is dealt
        st.modifiers.append(Modifier(hero(st, 1), "", 1, keyword="Frost Resistance", duration="permanent", player=1, turn=st.turn, source=hero(st, 1)))
    before = st.table.cards[hero(st, 1)].damage
    st = _advance(st, 3)
    assert st.table.cards[hero(st, 1)].damage == before + (0 if prevented else 1)
    assert st.table.cards[guard].tapped is not prevented
    assert not st.table.cards[other].tapped and not st.table.cards[mine].tapped


@pytest.mark.parametrize(("armor", "draws"), [("Abyss Walker's Boots", True), ("Golem Skull Helm", False)])
def test_jeishal_destroys_an_opposing_armor_and_draws_if_it_was_cheap(armor, draws):
    # WoW 703, 709: "When this ally enters play, destroy target opposing armor. If you destroyed an armor with cost 2 or
    # less this way, draw a card." — Abyss Walker's Boots (cost 2): draw; Golem Skull Helm (cost 3): none
    _scripted("Jeishal")
    st = start()
    st.table.zone(0, "hand").clear()
    gear = put_real(st, 1, armor, "hero_row")
    mine = put_real(st, 0, "Bonefist Gauntlets", "hero_row")
    st, _ = play_real(st, "Jeishal", 0)
    st = resolve_chain(st)
    assert {o.id for o in st.pending[0].options} == {str(gear)} and str(mine) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(gear)))
    assert _zone(st, gear) == "graveyard"
    assert len(st.table.zone(0, "hand")) == (1 if draws else 0)


@pytest.mark.parametrize(("seed", "match"), [(3, True), (1, False)])
def test_robotic_homing_chicken_blows_up_every_party_on_matching_dice(seed, match):
    # WoW 703, 415.9c: "At the start of your turn, each player rolls a die. If two or more players roll the same number,
    # destroy Robotic Homing Chicken and all allies in those players' parties." — the game's seeded dice (state 3: both
    # roll the same; state 1: they differ)
    from engine.core.rng import Rng

    from .test_templates_turns import _advance

    _scripted("Robotic Homing Chicken")
    st = start()
    chicken = put_real(st, 0, "Robotic Homing Chicken", "allies")
    st = _advance(st, 2)
    mine, theirs = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    st.rng = Rng(state=seed)
    st = _advance(st, 3)
    assert all(_zone(st, u) == ("graveyard" if match else "allies") for u in (chicken, mine, theirs))


def test_vindicator_saaris_leaves_each_opponent_one_equipment_of_his_choice():
    # WoW 703, 709.1, 415.9c: "When this ally enters play, each opponent destroys equipment he controls until he controls
    # only one." — the opponent keeps the one he picks; yours stay
    _scripted("Vindicator Saaris")
    st = start()
    gear = [put_real(st, 1, n, "hero_row") for n in ("Golem Skull Helm", "Abyss Walker's Boots", "Voidfire Wand")]
    mine = [put_real(st, 0, n, "hero_row") for n in ("Bonefist Gauntlets", "Dryad's Wrist Bindings")]
    st, _ = play_real(st, "Vindicator Saaris", 0, pay=6)
    st = resolve_chain(st)
    pick = st.pending[0]
    assert pick.player == 1 and {o.id for o in pick.options} == {str(u) for u in gear}
    st = resolve_chain(choose(st, str(gear[1])))
    assert [_zone(st, u) for u in gear] == ["graveyard", "hero_row", "graveyard"]
    assert all(_zone(st, u) == "hero_row" for u in mine)


def test_treebole_leaves_each_party_one_ally_of_its_players_choice():
    # WoW 703, 709.1, 415.9c: "At the start of your turn, each player chooses an ally in his party. Destroy all other
    # allies." — you keep Karrok (Treebole goes), the opponent keeps Anika
    from .test_templates_turns import _advance

    _scripted("Treebole")
    st = start()
    tree = put_real(st, 0, "Treebole", "allies")
    st = _advance(st, 2)
    karrok, baby = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 0, "Baby Murloc", "allies")
    anika, drugush = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Drugush the Crusher", "allies")
    asked: list[tuple[int, set[str]]] = []

    def keep(pending):
        asked.append((pending.player, {o.id for o in pending.options}))
        return [str(karrok) if pending.player == 0 else str(anika)]

    st = _advance(st, 3, {"keep_one": keep})
    assert asked == [(0, {str(tree), str(karrok), str(baby)}), (1, {str(anika), str(drugush)})]
    assert [_zone(st, u) for u in (karrok, anika)] == ["allies", "allies"]
    assert [_zone(st, u) for u in (tree, baby, drugush)] == ["graveyard", "graveyard", "graveyard"]


@pytest.mark.parametrize(("mine", "theirs"), [(2, 3), (3, 3)])
def test_sironas_makes_the_richest_player_destroy_a_resource(mine, theirs):
    # WoW 703, 709.1, 415.9c: "At the start of your turn, the player with the most resources destroys one of them. If two
    # or more players are tied, you choose which one destroys a resource." — 2 vs 3: the opponent picks one of his;
    # 3 vs 3: you choose him, and he picks
    from .test_templates_turns import _advance

    _scripted("Sironas")
    st = start()
    put_real(st, 0, "Sironas", "allies")
    st = _advance(st, 2)
    for p, n in ((0, mine), (1, theirs)):
        for u in list(st.table.zone(p, "resources")):
            st.table.move(u, "removed")
        resources(st, p, n)
    theirs_before = list(st.table.zone(1, "resources"))
    asked: list[tuple[str, int, set[str]]] = []

    def who(pending):
        asked.append(("who", pending.player, {o.id for o in pending.options}))
        return ["1"]

    def which(pending):
        asked.append(("which", pending.player, {o.id for o in pending.options}))
        return [str(theirs_before[0])]

    st = _advance(st, 3, {"most_resources_who": who, "most_resources_which": which})
    expected = [("which", 1, {str(u) for u in theirs_before})]
    if mine == theirs:
        expected.insert(0, ("who", 0, {"0", "1"}))
    assert asked == expected
    assert _zone(st, theirs_before[0]) == "graveyard"
    assert len(st.table.zone(1, "resources")) == theirs - 1 and len(st.table.zone(0, "resources")) == mine
