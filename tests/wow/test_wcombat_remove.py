"""Removing from combat (engine.wow.cards.templates_wcombat_remove, EN 603), "can't attack your
hero" limits and combat keywords given to a tag (templates_wcombat_orders / _statics): each is
played with a real card of the pool in an engine game (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.procedure import make_tokens
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wcombat_while import _to_turn_of, _use

pytestmark = needs(WOW_CARDS)


def _defending(st, attacker: int, defender: int):
    """Player 2 attacks on his turn; player 1 holds priority in the combat step (test setup)."""
    st = resolve_chain(apply(st, "attack", 1, attacker=attacker, defender=defender))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    assert st.combat is not None and st.combat.stage == "step"
    st.priority = 0
    return st


def test_remove_all_attackers_if_your_hero_defends():
    # EN 603, EN 709 "if": "Draw a card. If your hero is defending, remove all attackers from combat." (Blink)
    automated("Blink")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = _defending(st, a, hero(st, 0))
    st, _ = play_real(st, "Blink", 0)
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[hero(st, 0)].damage == 0  # removed: no combat damage
    assert st.table.cards[a].tapped  # it stays exhausted (EN 601.2)


def test_blink_when_an_ally_defends_removes_nothing():
    # EN 709: the condition doesn't hold — the attack goes on
    automated("Blink")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    d = put(st, 0, "Stone Guardian", "allies")
    st = _defending(st, a, d)
    st, _ = play_real(st, "Blink", 0)
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[d].damage == 3  # 4 - Hardiness


def test_remove_target_attacker_and_no_ready():
    # EN 603, 501.1a: "Remove target opposing attacker from combat. It can't ready during it's controller's next ready step." (Freezing Arrow)
    automated("Freezing Arrow")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = _defending(st, a, hero(st, 0))
    st, _ = play_real(st, "Freezing Arrow", 0, str(a))
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[hero(st, 0)].damage == 0
    assert kw.has(st, a, "Doesn't Ready Next")


def test_remove_the_character_dealt_damage_this_way():
    # EN 603, 408.2a: "Your hero deals 3 frost damage to target attacker. Remove a character dealt damage this way from combat." (Ice Trap)
    automated("Ice Trap")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Stone Guardian", "allies")  # 3/6, Hardiness
    st = _defending(st, a, hero(st, 0))
    st, _ = play_real(st, "Ice Trap", 0, str(a))
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[a].damage == 2 and st.table.cards[hero(st, 0)].damage == 0


def test_remove_all_attackers_and_none_can_attack_this_turn():
    # EN 603, 103.2: "Remove all attackers from combat, and opposing heroes and allies can't attack this turn." (Frost Trap)
    automated("Frost Trap")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put(st, 1, "Loyal Hound", "allies")
    st = _defending(st, a, hero(st, 0))
    st, _ = play_real(st, "Frost Trap", 0)
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[hero(st, 0)].damage == 0
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=b, defender=hero(st, 0))


def test_remove_your_hero_if_in_combat_and_ready_it():
    # EN 603, 411.1: "If your hero is in combat, remove it from combat and ready it." (Cower)
    automated("Cower")
    st = start({"auto_pass": False})
    d = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=d))
    assert st.table.cards[hero(st, 0)].tapped and st.combat is not None
    st, _ = play_real(st, "Cower", 0)
    st = finish_combat(resolve_chain(st))
    assert not st.table.cards[hero(st, 0)].tapped and st.table.cards[hero(st, 0)].damage == 0
    st = start()
    st, _ = play_real(st, "Cower", 0)
    st = resolve_chain(st)
    assert not st.table.cards[hero(st, 0)].tapped  # not in combat: nothing (it was ready)


def test_remove_itself_if_in_combat():
    # EN 603: "1 -> If Avanthera is in combat, remove her from combat."
    data = automated("Avanthera")
    st = start({"auto_pass": False})
    ava = put_real(st, 0, "Avanthera", "allies")
    d = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "attack", 0, attacker=ava, defender=d))
    st = finish_combat(_use(st, 0, ava, data))
    assert st.table.cards[d].damage == 0 and st.table.cards[ava].damage == 0


def test_attached_ally_cant_attack_your_hero():
    # 103.2, EN 601.1: "Ongoing: Attached ally can't attack your hero." (Mind Soothe)
    automated("Mind Soothe")
    st = _to_turn_of(start(), 1)
    foe = put(st, 1, "Iron Sentinel", "allies")
    put_real(st, 0, "Mind Soothe", "hero_row", attached_to=foe)
    mine = put(st, 0, "Loyal Hound", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))
    st = finish_combat(apply(st, "attack", 1, attacker=foe, defender=mine))
    assert st.table.cards[mine].zone == "graveyard"


def test_target_cant_attack_your_hero_this_turn_then_damage_to_that_character():
    # 103.2, EN 709: "Target hero or ally can't attack your hero this turn. Your hero deals 1 melee damage to that character." (Wing Clip)
    automated("Wing Clip")
    st = _to_turn_of(start(), 1)
    foe = put(st, 1, "Iron Sentinel", "allies")
    st.priority = 0  # test setup: player 1 holds priority on player 2's turn
    st, _ = play_real(st, "Wing Clip", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 1
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=foe, defender=hero(st, 0))


def test_tagged_characters_have_a_keyword():
    # EN 714, 302.2 Ferocity: "Demons have Ferocity." (Tarn Darkwalker) — every Demon, on either side
    automated("Tarn Darkwalker")
    st = start()
    put_real(st, 0, "Tarn Darkwalker", "allies")
    demon = put_real(st, 0, "Sarmoth", "allies")
    st.table.cards[demon].entered_turn = st.turn  # entered this turn
    theirs = put_real(st, 1, "Sarmoth", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    assert kw.has(st, demon, "Ferocity") and kw.has(st, theirs, "Ferocity") and not kw.has(st, other, "Ferocity")
    st = finish_combat(apply(st, "attack", 0, attacker=demon, defender=theirs))  # 302.2: Ferocity lets it attack at once
    assert st.table.cards[theirs].damage == 1  # (the opposing Sarmoth's own limit: only it can be attacked)


def test_name_and_tagged_allies_in_your_party_are_protectors():
    # EN 714: "Anton and Ghouls in your party are Protectors." (Lord Anton Lightbane)
    automated("Lord Anton Lightbane")
    st = start()
    anton = put_real(st, 0, "Lord Anton Lightbane", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    assert kw.has(st, anton, "Protector") and not kw.has(st, other, "Protector")
    resources(st, 0, 3)
    ghoul_before = set(st.table.zone(0, "allies"))
    dead = put(st, 1, "Loyal Hound", "graveyard")
    st = _use(st, 0, anton, automated("Lord Anton Lightbane"), dead)
    ghoul = next(u for u in st.table.zone(0, "allies") if u not in ghoul_before)
    assert kw.has(st, ghoul, "Protector")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    assert not kw.has(st, theirs, "Protector")


def test_if_its_defending_reads_your_hero_of_the_sentence_before():
    # EN 603, EN 709 "if": "Your hero is Elusive this turn. If it's defending, remove all attackers from combat." (Vanish)
    automated("Vanish")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = _defending(st, a, hero(st, 0))
    st, _ = play_real(st, "Vanish", 0)
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[hero(st, 0)].damage == 0 and kw.has(st, hero(st, 0), "Elusive")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    d = put(st, 0, "Stone Guardian", "allies")
    st = _defending(st, a, d)
    st, _ = play_real(st, "Vanish", 0)
    st = finish_combat(resolve_chain(st))
    assert st.table.cards[d].damage == 3  # your hero isn't defending: the combat goes on


def test_elementals_you_control_have_a_keyword():
    # EN 714, 202.1a (a two-word tag): "Water Elementals you control have Elusive." (Neptulon the
    # Tidehunter) — yours, not the opponent's; its own Water Elemental tokens (404.2) too
    automated("Neptulon the Tidehunter")
    st = start()
    neptulon = put_real(st, 0, "Neptulon the Tidehunter", "allies")
    mine = put_real(st, 0, "Feludius", "allies")
    theirs = put_real(st, 1, "Feludius", "allies")
    assert kw.has(st, neptulon, "Elusive") and kw.has(st, mine, "Elusive") and not kw.has(st, theirs, "Elusive")
    make_tokens(st, 0, {"name": "Water Elemental", "atk": 2, "damage_type": "frost", "health": 1, "keywords": [], "exhausted": False}, 1)
    token = next(u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token"))
    assert kw.has(st, token, "Elusive")


def _defending_hero_with_weapon(opponent_card: str):
    """Player 2 attacks player 1's hero, who has a weapon and resources; ``opponent_card`` is player 2's ally."""
    st = _to_turn_of(start({"auto_pass": False}), 1)
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    a = put(st, 1, "Iron Sentinel", "allies")
    put_real(st, 1, opponent_card, "allies")
    return _defending(st, a, hero(st, 0)), sword


def test_opponents_cant_strike_with_weapons():
    # 103.2, 303.2: "Opponents can't strike with weapons." (Talian Bladebender)
    automated("Talian Bladebender")
    st, sword = _defending_hero_with_weapon("Talian Bladebender")
    with pytest.raises(RulesError):
        apply(st, "strike", 0, weapon=sword)
    st, sword = _defending_hero_with_weapon("Mortok")  # no such power: the strike is legal
    apply(st, "strike", 0, weapon=sword)


def test_opponents_cant_strike_only_on_your_turn():
    # 103.2: "Opponents can't strike with weapons on your turn." (Grint Sundershot) — on its controller's turn only
    automated("Grint Sundershot")
    st, sword = _defending_hero_with_weapon("Grint Sundershot")
    with pytest.raises(RulesError):
        apply(st, "strike", 0, weapon=sword)  # player 2's turn: Grint's controller's
    st = start({"auto_pass": False})
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    put_real(st, 1, "Grint Sundershot", "allies")
    d = put(st, 1, "Loyal Hound", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=d))
    apply(st, "strike", 0, weapon=sword)  # player 1's own turn: allowed


def test_you_cant_strike_with_this_weapon_on_your_turn():
    # 103.2, 303.2: "You can't strike with this weapon on your turn." (Blacksoul Polearm)
    automated("Blacksoul Polearm")
    st = start({"auto_pass": False})
    pole = put_real(st, 0, "Blacksoul Polearm", "hero_row")
    resources(st, 0, 5)
    d = put(st, 1, "Loyal Hound", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=d))
    with pytest.raises(RulesError):
        apply(st, "strike", 0, weapon=pole)
    st = _to_turn_of(start({"auto_pass": False}), 1)
    pole = put_real(st, 0, "Blacksoul Polearm", "hero_row")
    resources(st, 0, 5)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = _defending(st, a, hero(st, 0))
    apply(st, "strike", 0, weapon=pole)  # the opponent's turn: allowed


def test_cant_be_protected_against():
    # EN glossary Protector, 103.2: "This ally can't be protected against." (Unstoppable Abomination)
    automated("Unstoppable Abomination")
    st = start({"auto_pass": False})
    abom = put_real(st, 0, "Unstoppable Abomination", "allies")
    put(st, 1, "Stone Guardian", "allies")  # Protector
    st = resolve_chain(apply(st, "attack", 0, attacker=abom, defender=hero(st, 1)))
    assert not (st.pending and st.pending[0].kind == "protector")
    st = finish_combat(st)
    assert st.table.cards[hero(st, 1)].damage == 4


@pytest.mark.parametrize("ready", [True, False])
def test_intuition_readies_the_attacker_it_removed(ready):
    # EN 603, 411.1, EN 709.3: "Remove target attacker from combat. You may ready it." (Intuition; "it" is the attacker,
    # per its reviewed script in scripts/oneshot_b.toml — the template had read "it" as Intuition itself)
    automated("Intuition")
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")
    st = _defending(st, a, hero(st, 0))
    assert st.table.cards[a].tapped  # exhausted by attacking (EN 601.2)
    st, _ = play_real(st, "Intuition", 0, str(a))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 0  # the "may" is asked of Intuition's controller
    st = finish_combat(resolve_chain(choose(st, "yes" if ready else "no")))
    assert st.table.cards[hero(st, 0)].damage == 0  # removed from combat: no combat damage
    assert st.table.cards[a].tapped is not ready
