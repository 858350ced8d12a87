"""Stat changes for a turn or a combat that apply only while a combat condition holds
(engine.wow.cards.templates_wcombat_while, engine.wow.combat_while): each is played with a real
card of the pool in an engine game (skipped without ../shared/data)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _as_hero(st, player: int, name: str) -> int:
    """The real hero ``name`` in place of ``player``'s fixture hero (test setup)."""
    old = hero(st, player)
    new = put_real(st, player, name, "hero_row")
    st.heroes[player] = new
    st.table.cards[old].zone = "removed"
    return new


def _use(st, player: int, uid: int, data: dict, *picks: int):
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", player, uid=uid, power=index, x=0)
    for pick in picks:
        st = choose(st, str(pick))
    return resolve_chain(st)


def test_flip_hero_has_more_atk_only_while_attacking_this_turn():
    # EN 714 (outside) with EN 600: "2, Flip Bo'jo -> Bo'jo has +2 ATK while attacking this turn."
    data = automated("Warmaster Bo'jo")
    st = start({"auto_pass": False})
    bojo = _as_hero(st, 0, "Warmaster Bo'jo")
    resources(st, 0, 2)
    base = kw.atk(st, bojo)
    st = _use(st, 0, bojo, data)
    assert st.table.cards[bojo].flags.get("flipped")
    assert kw.atk(st, bojo) == base  # not attacking: no change
    st = apply(st, "attack", 0, attacker=bojo, defender=hero(st, 1))
    assert kw.atk(st, bojo) == base + 2  # attacking
    st = finish_combat(st)
    assert st.table.cards[hero(st, 1)].damage == base + 2  # EN 603.1: combat damage equal to its ATK
    assert kw.atk(st, bojo) == base


def test_target_ally_more_atk_while_defending_not_while_attacking():
    # EN 714 (outside): "Target ally has +4 ATK while defending this turn." (Sudden Reversal)
    automated("Sudden Reversal")
    st = start({"auto_pass": False})
    mine = put(st, 0, "Iron Sentinel", "allies")  # 4/4
    theirs = put(st, 1, "Stone Guardian", "allies")  # 3/6
    st, _ = play_real(st, "Sudden Reversal", 0, str(theirs))
    st = resolve_chain(st)
    assert kw.atk(st, theirs) == 3
    st = apply(st, "attack", 0, attacker=mine, defender=theirs)
    assert kw.atk(st, theirs) == 7  # defending
    st = finish_combat(st)
    assert st.table.cards[mine].zone == "graveyard"  # 7 combat damage to a 4-health ally
    assert kw.atk(st, theirs) == 3


def test_the_bonus_follows_the_kind_of_defender():
    # EN 714 (outside): "Heroes and allies in your party have +2 ATK while attacking allies this turn." (Heroism)
    automated("Heroism")
    st = start()
    b = put(st, 0, "Loyal Hound", "allies")
    c = put(st, 0, "Wolfrider Scout", "allies")
    a2 = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Heroism", 0)
    st = resolve_chain(st)
    st = finish_combat(apply(st, "attack", 0, attacker=b, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 2  # attacking a hero: no bonus
    st = finish_combat(apply(st, "attack", 0, attacker=c, defender=a2))
    assert st.table.cards[a2].zone == "graveyard"  # 2 + 2 while attacking an ally: fatal to a 4-health ally


def test_an_ally_entering_later_is_not_affected():
    # EN 714 (outside): the cards in your party as it resolves get it ("Bloodlust": +2 ATK while attacking heroes this turn)
    automated("Bloodlust")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Bloodlust", 0)
    st = resolve_chain(st)
    late = put(st, 0, "Loyal Hound", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 6
    st = finish_combat(apply(st, "attack", 0, attacker=late, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 8


def test_keyword_and_conditional_atk_on_one_target():
    # EN 714 (outside): "Target hero or ally has +2 ATK while attacking and has Stealth this turn." (Obfuscate)
    automated("Obfuscate")
    st = start()
    a = put(st, 0, "Loyal Hound", "allies")
    st, _ = play_real(st, "Obfuscate", 0, str(a))
    st = resolve_chain(st)
    assert kw.has(st, a, "Stealth") and kw.atk(st, a) == 2
    st = finish_combat(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4


def test_it_also_has_more_atk_while_defending():
    # EN 714 (outside): "Target ally has Protector this turn. It also has +4 ATK while defending this turn." (Dauntless Defender)
    automated("Dauntless Defender")
    st = start()
    theirs = put(st, 1, "Loyal Hound", "allies")
    other = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Dauntless Defender", 0, str(theirs))
    st = resolve_chain(st)
    assert kw.has(st, theirs, "Protector") and kw.atk(st, theirs) == 2 and kw.atk(st, other) == 4
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=mine, defender=other))
    assert st.table.cards[mine].zone == "graveyard" and st.table.cards[other].zone == "graveyard"  # 4 and 4: no change
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=mine, defender=theirs))
    assert st.table.cards[mine].zone == "graveyard"  # 2 + 4 while defending: fatal to a 4-health ally


def test_minus_atk_while_attacking_or_protecting_not_while_only_defending():
    # EN 714 (outside), EN 602.2: "Target hero or ally has -4 ATK while attacking or protecting this turn." (Frost Burst)
    automated("Frost Burst")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    d = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Frost Burst", 0, str(a))
    st = resolve_chain(st)
    assert kw.atk(st, a) == 4
    st = finish_combat(apply(st, "attack", 0, attacker=a, defender=d))
    assert st.table.cards[d].damage == 0 and st.table.cards[a].zone == "graveyard"  # its 0 ATK while attacking (104.2)
    st2 = start()
    a2 = put(st2, 0, "Iron Sentinel", "allies")
    d2 = put(st2, 1, "Iron Sentinel", "allies")
    st2, _ = play_real(st2, "Frost Burst", 0, str(d2))
    st2 = resolve_chain(st2)
    st2 = finish_combat(apply(st2, "attack", 0, attacker=a2, defender=d2))
    assert st2.table.cards[a2].zone == "graveyard"  # the proposed defender isn't protecting: its 4 ATK


def test_a_protector_has_less_atk():
    # EN 602.2: a character that protects becomes the defender; "-4 ATK while … protecting" applies to it
    automated("Frost Burst")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    guard = put(st, 1, "Stone Guardian", "allies")  # 3/6 Protector
    st, _ = play_real(st, "Frost Burst", 0, str(guard))
    st = resolve_chain(apply(resolve_chain(st), "attack", 0, attacker=a, defender=hero(st, 1)))
    assert st.pending and st.pending[0].kind == "protector"
    st = choose(st, str(guard))
    assert kw.atk(st, guard) == 0
    st = finish_combat(st)
    assert st.table.cards[a].damage == 0  # the protector's 3 ATK - 4


def test_opposing_allies_less_health_while_the_hero_defends():
    # EN 714 (outside): "3, Flip Keward -> Opposing allies have -1 health while Keward is defending this turn."
    data = automated("Keward the Ravager")
    st = start({"auto_pass": False})
    keward = _as_hero(st, 1, "Keward the Ravager")
    a = put(st, 0, "Iron Sentinel", "allies")
    b = put(st, 0, "Loyal Hound", "allies")
    resources(st, 1, 3)
    st.priority = 1  # test setup: player 2 holds priority on player 1's turn
    st = _use(st, 1, keward, data)
    assert kw.health(st, a) == 4
    st = apply(st, "attack", 0, attacker=b, defender=keward)
    assert kw.health(st, a) == 3 and kw.health(st, b) == 1  # while Keward is defending
    st = finish_combat(st)
    assert kw.health(st, a) == 4


def test_enter_trigger_under_a_condition():
    # EN 709 "if", EN 714: "When this ally enters play, if you control an equipment, your hero has
    # +2 ATK while attacking this turn." (Neferset Shadowlancer)
    automated("Neferset Shadowlancer")
    st = start()
    st, _ = play_real(st, "Neferset Shadowlancer", 0)
    st = resolve_chain(st)
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 0  # no equipment: nothing
    st = start()
    put(st, 0, "Oak Buckler", "hero_row")
    st, _ = play_real(st, "Neferset Shadowlancer", 0)
    st = resolve_chain(st)
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_reward_tagged_allies_while_attacking():
    # EN 702 (outside) reward, EN 714: "Reward: Horde allies in your party have +1 ATK while attacking this turn."
    automated("For the Horde!")
    st = start()
    orc = put(st, 0, "Grunt Recruit", "allies")  # Horde
    human = put(st, 0, "Footman Recruit", "allies")  # Alliance
    quest = put_real(st, 0, "For the Horde!", "resources", face_down=False)
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    st = finish_combat(apply(st, "attack", 0, attacker=orc, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 2
    st = finish_combat(apply(st, "attack", 0, attacker=human, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 3


def _to_turn_of(st, player: int):
    """Pass until ``player``'s non-combat action phase (test setup)."""
    for _ in range(40):
        if st.active == player and st.step == "main" and not st.chain and not st.pending:
            return st
        st = ENGINE.apply(st, ENGINE.legal_actions(st, st.pending[0].player)[0]).state if st.pending else apply(st, "pass", st.priority)
    raise AssertionError("no turn change")


def test_this_combat_bonus_ends_with_the_combat():
    # EN 714 (outside), EN 603.3: "Your hero has +3 ATK while defending this combat." (Light of Reckoning)
    automated("Light of Reckoning")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 1, attacker=a, defender=hero(st, 0)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    assert st.combat is not None and st.combat.defender == hero(st, 0)
    st.priority = 0  # test setup: the defending player holds priority in the combat step
    st, _ = play_real(st, "Light of Reckoning", 0)
    st = resolve_chain(st)
    assert kw.atk(st, hero(st, 0)) == 3
    st = finish_combat(st)
    assert st.table.cards[a].damage == 3  # EN 603.1: the defender's combat damage
    assert kw.atk(st, hero(st, 0)) == 0  # the modifier ended with the combat (EN 603.3)


def test_less_atk_while_in_combat_with_your_hero():
    # EN 714 (outside), EN 600: "Ongoing: [Exhaust] -> Target ally has -3 ATK while in combat with your hero this turn." (Crippling Strike)
    data = automated("Crippling Strike")
    st = start()
    strike = put_real(st, 0, "Crippling Strike", "hero_row")
    d = put(st, 1, "Iron Sentinel", "allies")
    st = _use(st, 0, strike, data, d)
    assert st.table.cards[strike].tapped and kw.atk(st, d) == 4
    ally = put(st, 0, "Stone Guardian", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=ally, defender=d))
    assert st.table.cards[ally].damage == 3  # in combat with an ally, not your hero: 4 ATK, Hardiness prevents 1
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=d))
    assert st.table.cards[hero(st, 0)].damage == 1  # in combat with your hero: 4 - 3


def test_more_atk_while_damaged_this_turn():
    # EN 714 (outside), 405.1 damaged: "1, Flip Zi'mo -> Zi'mo has +2 ATK while damaged this turn."
    data = automated("Zi'mo the Empowered")
    st = start()
    zimo = _as_hero(st, 0, "Zi'mo the Empowered")
    resources(st, 0, 1)
    base = kw.atk(st, zimo)
    st = _use(st, 0, zimo, data)
    assert kw.atk(st, zimo) == base
    st.table.cards[zimo].damage = 1
    assert kw.atk(st, zimo) == base + 2
