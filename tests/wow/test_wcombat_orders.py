"""Attack requirements and limits (engine.wow.cards.templates_wcombat_orders,
engine.wow.attack_orders): "must attack if able", "can attack only X [if able]". Each is played
with a real card of the pool in an engine game (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, hero, labels, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wcombat_while import _as_hero, _to_turn_of, _use

pytestmark = needs(WOW_CARDS)


def _attack(st, player: int, attacker: int, defender: int):
    return finish_combat(apply(st, "attack", player, attacker=attacker, defender=defender))


def test_must_attack_this_turn_blocks_ending_the_turn_until_it_attacks():
    # EN 601.1: "1 -> Target ally must attack this turn if able." (Lynda Steele) — the turn can't end
    # while it could attack; once it attacked (exhausted, EN 601.2) it can
    data = automated("Lynda Steele")
    st = start()
    lynda = put_real(st, 0, "Lynda Steele", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st = _use(st, 0, lynda, data, a)
    assert "End turn" not in labels(st, 0)
    with pytest.raises(RulesError):
        apply(st, "pass", 0)
    st = _attack(st, 0, a, hero(st, 1))
    assert "End turn" in labels(st, 0)
    st = apply(st, "pass", 0)  # no error


def test_must_attack_only_if_able():
    # EN 601.1 "if able": an exhausted character (or one with no legal defender) doesn't hold up the turn
    data = automated("Lynda Steele")
    st = start()
    lynda = put_real(st, 0, "Lynda Steele", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st = _use(st, 0, lynda, data, a)
    st.table.cards[a].tapped = True
    assert "End turn" in labels(st, 0)


def test_static_must_attack_each_turn():
    # EN 601.1: "Veras Must attack each turn if able." — a continuous requirement of the card itself
    automated("Veras Darkshadow")
    st = start()
    veras = put_real(st, 0, "Veras Darkshadow", "allies")
    with pytest.raises(RulesError):
        apply(st, "pass", 0)
    st = _attack(st, 0, veras, hero(st, 1))
    apply(st, "pass", 0)


def test_can_attack_only_your_hero_if_able_on_attached_character():
    # EN 601.1, 103.2: "Ongoing: Attached character must attack if able and can attack only your
    # hero if able." (Taunt) — on its controller's turn it must attack, and only the Taunt player's hero
    automated("Taunt")
    st = _to_turn_of(start(), 1)
    foe = put(st, 1, "Iron Sentinel", "allies")
    put_real(st, 0, "Taunt", "hero_row", attached_to=foe)
    ally = put(st, 0, "Loyal Hound", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=ally)
    with pytest.raises(RulesError):
        apply(st, "pass", 1)
    st = _attack(st, 1, foe, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 4
    apply(st, "pass", 1)


def test_if_able_limit_lapses_when_the_hero_cant_be_attacked():
    # EN 601.1 "if able": when the named character can't be attacked (Elusive, EN glossary), the limit doesn't apply
    automated("Warrior Training")
    st = _to_turn_of(start(), 1)
    guarded = put(st, 0, "Mist Owl", "allies")  # Elusive: can't be attacked
    put_real(st, 0, "Warrior Training", "hero_row", attached_to=guarded)
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = _attack(st, 1, foe, hero(st, 0))  # no error: attached ally can't be attacked
    assert st.table.cards[hero(st, 0)].damage == 4


def test_can_attack_only_attached_ally_if_able():
    # EN 601.1: "Ongoing: Opposing heroes and allies can attack only attached ally if able." (Warrior Training)
    automated("Warrior Training")
    st = _to_turn_of(start(), 1)
    guarded = put(st, 0, "Stone Guardian", "allies")
    put_real(st, 0, "Warrior Training", "hero_row", attached_to=guarded)
    other = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    for d in (hero(st, 0), other):
        with pytest.raises(RulesError):
            apply(st, "attack", 1, attacker=foe, defender=d)
    assert not any("Loyal Hound" in lab for lab in labels(st, 1))
    st = _attack(st, 1, foe, guarded)
    assert st.table.cards[guarded].damage == 3  # Hardiness prevents 1


def test_opposing_characters_that_can_attack_it_attack_only_it():
    # EN 601.1: "Opposing heroes and allies that can attack Sarmoth can attack only Sarmoth."
    automated("Sarmoth")
    st = _to_turn_of(start(), 1)
    sarmoth = put_real(st, 0, "Sarmoth", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    st = _attack(st, 1, foe, sarmoth)
    assert st.table.cards[sarmoth].damage == 4


def test_limit_with_a_condition_on_the_card():
    # EN 714 "while", EN 601.1: "While Endina is exhausted, opposing heroes and allies can attack only Endina if able."
    automated("Endina the Hunted")
    st = _to_turn_of(start(), 1)
    endina = put_real(st, 0, "Endina the Hunted", "allies")
    foe = put(st, 1, "Wolfrider Scout", "allies")
    assert any(f"Attack {kw.name(st, hero(st, 0))}" in lab for lab in labels(st, 1))  # Endina ready: no limit
    st.table.cards[endina].tapped = True
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    _attack(st, 1, foe, endina)


def test_plain_limit_on_the_card_itself():
    # 103.2, EN 601.1: "Mortok can attack only exhausted heroes and allies." (no "if able": never another)
    automated("Mortok")
    st = start()
    mortok = put_real(st, 0, "Mortok", "allies")
    ready = put(st, 1, "Loyal Hound", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=mortok, defender=hero(st, 1))
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=mortok, defender=ready)
    st.table.cards[ready].tapped = True
    st = _attack(st, 0, mortok, ready)
    assert st.table.cards[ready].zone == "graveyard"


def test_tagged_characters_in_your_party():
    # EN 601.1: "Opposing heroes and allies can attack only Demons in your party if able." (Horace Shadowfall)
    automated("Horace Shadowfall")
    st = _to_turn_of(start(), 1)
    put_real(st, 0, "Horace Shadowfall", "allies")
    demon = put_real(st, 0, "Sarmoth", "allies")  # a Demon (and its own limit says the same)
    foe = put(st, 1, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    _attack(st, 1, foe, demon)


def test_one_shot_limit_from_a_flipped_hero():
    # EN 601.1, 714: "If you control another Death Knight: Flip Triton -> This turn, opposing heroes and
    # allies must attack if able and can attack only Triton if able."
    data = automated("Triton the Sacrilegious")
    st = _to_turn_of(start(), 1)
    triton = _as_hero(st, 0, "Triton the Sacrilegious")
    put_real(st, 0, "Death Grip", "hero_row")  # a Death Knight card
    foe = put(st, 1, "Iron Sentinel", "allies")
    other = put(st, 0, "Loyal Hound", "allies")
    st.priority = 0  # test setup: player 1 holds priority on player 2's turn
    st = _use(st, 0, triton, data)
    assert st.priority == 1
    with pytest.raises(RulesError):
        apply(st, "pass", 1)  # must attack
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=other)
    st = _attack(st, 1, foe, triton)
    assert st.table.cards[triton].damage == 4
    with pytest.raises(RulesError):
        apply(st, "pass", 1)  # the opposing hero must attack too
    st = _attack(st, 1, hero(st, 1), triton)
    apply(st, "pass", 1)


def test_that_character_after_damage_and_less_atk_against_your_hero():
    # EN 601.1, 714: "This turn, target hero or ally must attack if able, can attack only your hero if
    # able, and has -3 ATK while attacking your hero." (Defender's Vigil)
    automated("Defender's Vigil")
    st = _to_turn_of(start(), 1)
    foe = put(st, 1, "Iron Sentinel", "allies")
    st.priority = 0  # test setup: player 1 holds priority on player 2's turn
    st, _ = play_real(st, "Defender's Vigil", 0, str(foe))
    st = resolve_chain(st)
    assert kw.has(st, foe, "Must Attack") and kw.atk(st, foe) == 4
    st = _attack(st, 1, foe, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 1  # 4 - 3 while attacking your hero


def test_each_character_dealt_damage_this_way():
    # EN 601.1, 408.2a: "Your hero deals 1 melee damage to each opposing hero and ally. This turn,
    # characters dealt damage this way must attack if able and can attack only your hero if able." (Taunting Blows)
    automated("Taunting Blows")
    st = _to_turn_of(start(), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put(st, 1, "Stone Guardian", "allies")  # Hardiness: the 1 damage is prevented
    mine = put(st, 0, "Loyal Hound", "allies")
    st.priority = 0
    st, _ = play_real(st, "Taunting Blows", 0)
    st = resolve_chain(st)
    assert kw.has(st, a, "Must Attack") and not kw.has(st, b, "Must Attack")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=a, defender=mine)
    st = _attack(st, 1, b, mine)  # not dealt damage: no limit
    st = _attack(st, 1, a, hero(st, 0))
    with pytest.raises(RulesError):
        apply(st, "pass", 1)  # the opposing hero was dealt damage too
    st = _attack(st, 1, hero(st, 1), hero(st, 0))
    apply(st, "pass", 1)


def test_attached_ally_less_atk_must_attack_only_your_hero():
    # EN 714, 601.1: "Ongoing: Attached ally has -3 ATK, must attack if able, and can attack only your hero if able." (Dark Command)
    automated("Dark Command")
    st = _to_turn_of(start(), 1)
    foe = put(st, 1, "Iron Sentinel", "allies")
    put_real(st, 0, "Dark Command", "hero_row", attached_to=foe)
    mine = put(st, 0, "Loyal Hound", "allies")
    assert kw.atk(st, foe) == 1
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=mine)
    with pytest.raises(RulesError):
        apply(st, "pass", 1)
    st = _attack(st, 1, foe, hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 1


def test_attached_ally_can_attack_only_allies_if_able():
    # EN 601.1: "Ongoing: Attached ally must attack if able and can only attack allies if able." (Curse of Frenzy)
    automated("Curse of Frenzy")
    st = _to_turn_of(start(), 1)
    foe = put(st, 1, "Iron Sentinel", "allies")
    put_real(st, 0, "Curse of Frenzy", "hero_row", attached_to=foe)
    _attack(st, 1, foe, hero(st, 0))  # no ally to attack: the hero may be attacked ("if able"); apply leaves st as it was
    mine = put(st, 0, "Loyal Hound", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    _attack(st, 1, foe, mine)


def test_while_attached_hero_can_attack_your_hero_only_your_hero():
    # EN 601.1: "Ongoing: While attached hero can attack your hero, it can attack only your hero." (Thorn in the Side)
    automated("Thorn in the Side")
    st = _to_turn_of(start(), 1)
    put_real(st, 0, "Thorn in the Side", "hero_row", attached_to=hero(st, 1))
    mine = put(st, 0, "Loyal Hound", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=hero(st, 1), defender=mine)
    _attack(st, 1, hero(st, 1), hero(st, 0))


def test_cant_attack_other_tagged_allies_while_ready():
    # 103.2, EN 714: "While this ally is ready, opposing heroes and allies can't attack other Worgen you control." (King Genn Greymane)
    automated("King Genn Greymane")
    st = _to_turn_of(start(), 1)
    genn = put_real(st, 0, "King Genn Greymane", "allies")
    worgen = put_real(st, 0, "Lord Darius Crowley", "allies")
    assert "worgen" in kw.words(st, worgen)
    foe = put(st, 1, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=worgen)
    st.table.cards[genn].tapped = True
    _attack(st, 1, foe, worgen)


def test_one_shot_on_the_opponents_turn_and_the_source_ally():
    # EN 601.1, 714: "1 -> This turn, target ally must attack if able and can attack only Karta if able." (Karta Foultongue)
    data = automated("Karta Foultongue")
    st = _to_turn_of(start(), 1)
    karta = put_real(st, 0, "Karta Foultongue", "allies")
    other = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st.priority = 0  # test setup: player 1 holds priority on player 2's turn
    st = _use(st, 0, karta, data, foe)
    with pytest.raises(RulesError):
        apply(st, "pass", 1)
    for d in (other, hero(st, 0)):
        with pytest.raises(RulesError):
            apply(st, "attack", 1, attacker=foe, defender=d)
    _attack(st, 1, foe, karta)


def test_that_character_can_attack_only_your_hero_without_if_able():
    # EN 601.1: "Your hero deals 1 melee damage to target hero or ally. This turn, that character must
    # attack if able and can attack only your hero." (Mocking Blow) — no "if able": never another
    automated("Mocking Blow")
    st = _to_turn_of(start(), 1)
    foe = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Loyal Hound", "allies")
    st.priority = 0
    st, _ = play_real(st, "Mocking Blow", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 1 and kw.has(st, foe, "Must Attack")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=mine)
    _attack(st, 1, foe, hero(st, 0))


def test_challenging_shout_on_the_opponents_turn():
    # EN 601.1, 714: "This turn, opposing heroes and allies must attack if able and can attack only your hero if able."
    automated("Challenging Shout")
    st = _to_turn_of(start(), 1)
    foe = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Loyal Hound", "allies")
    st.priority = 0
    st, _ = play_real(st, "Challenging Shout", 0)
    st = resolve_chain(st)
    late = put(st, 1, "Loyal Hound", "allies")  # entered after it resolved: not affected
    assert kw.has(st, foe, "Must Attack") and kw.has(st, hero(st, 1), "Must Attack") and not kw.has(st, late, "Must Attack")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=mine)
    st = _attack(st, 1, foe, hero(st, 0))
    st = _attack(st, 1, hero(st, 1), hero(st, 0))
    apply(st, "pass", 1)
