"""Helper w30quest: armor, hero, master hero, location and quest cards of the last manual slice, scripted in
``engine/wow/cards/scripts/w30quest.toml`` — each played with the real card of the pool and asserted on every clause
of its text.

Rule calls without a source (the rules document doesn't say):
- a token "with" a printed power (Message item token) has that power as a card's text (404.2 names only the token's
  characteristics); an item token goes to its controller's hero row like an item card (205).
- "At the start of your next turn, it has +3 ATK / +3 health and is an Arakkoa." (Skywing) lasts from then on.
- Oakenclaw / Maleo: the hero "has Form (1)" counts as one Form card of its controller for 414.3b; fixing the violation,
  the player destroys one of the other Form cards (the hero is no card he may choose). The form ends by a trigger on
  the strike / the non-Feral ability, as the form cards' own reminder text does (templates_forms).
- Southshore / Tarren Mill: "next deals damage to an ally with lower (higher) cost" is the first packet this turn to
  such an ally, the printed costs compared (201.3).
- Arena Master: a tie for the highest ATK is no "ally with the highest ATK".
- Ring of Trials: a player targeting himself chooses twice; both packets are dealt at once, ATKs read first.
- Treads of Fleeting Joy / Sympathy: the size of the packet is read after the other "+N" replacements (Treads: before
  doublings; Sympathy: after them).
- The Haunted Mills: the ally cards "removed with quests named The Haunted Mills" are those marked so and still in
  your removed-from-game zone.
- Barathex: the granted "At end of turn, destroy this ally." is carried out at the end of this turn (a delayed effect).
- Kil'zin / Legplates: "When damage is dealt this way" / "If you do" happen in the same resolution (as the templates
  read such sentences).
- Angrathar: a face-down resource destroyed into an opposing graveyard is a card entering it.
- "[Hunter]:" (Coif of the Wicked) is "[Hunter] Hero:" (206.1c); Incursion Vestments' heading is a condition of each
  of the three powers under it.
- "target opponent" in a two-player game is the opponent (Legendary Heroes); misprints read as meant: "back into pay"
  (Metamorphosis), "and the you choose" (Ring of Trials), the missing arrows (Kil'zin, Zomm Hopeslayer).
"""

from __future__ import annotations

import pytest

from engine.core import Modifier, RulesError
from engine.wow import grave_route
from engine.wow import keywords as kw
from engine.wow.damage import deal
from engine.wow.procedure import discard_cards, event_triggers, uniqueness_violations
from engine.wow.rules import R
from engine.wow.state import Shield
from engine.wow.wong2 import hero_forms
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import power_of
from .test_wscale_amounts import as_hero
from .test_wtrig_cards import _fight, _next_turn, _settle, _until

pytestmark = needs(WOW_CARDS)


def _complete(st, name: str, pay: int, player: int = 0):
    """The real quest face up in the resource row, completed with exactly ``pay`` ready resources (EN 702.1)."""
    automated(name)
    resources(st, player, pay)
    quest = put_real(st, player, name, "resources", face_down=False)
    st = resolve_chain(apply(st, "quest", player, uid=quest, x=0))
    return st, quest


def _named(st, player: int, zone: str, name: str) -> list[int]:
    return [u for u in st.table.zone(player, zone) if kw.name(st, u) == name]


# --- quest rewards with a token and a delayed effect (EN 702, 404.2, 415.9b) -------------------------------------------


def test_final_message_draws_and_its_message_makes_hero_damage_one_more_until_next_turn():
    # WoW 702: "Reward: Draw a card. Put a Message item token into play with If your hero would be dealt damage, it's
    # dealt that much +1 instead. At the start of your next turn, remove that item from the game."
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st, _ = _complete(st, "The Final Message to the Wildhammer", 2)
    assert len(st.table.zone(0, "hand")) == hand + 1
    (message,) = _named(st, 0, "hero_row", "Message")
    assert st.table.cards[message].flags.get("token")  # 404.2
    me, them = hero(st, 0), hero(st, 1)
    deal(st, them, me, 2, "fire")
    assert st.table.cards[me].damage == 3  # 408.2a: that much +1
    deal(st, me, them, 2, "fire")
    assert st.table.cards[them].damage == 2  # only your hero
    st = _next_turn(st)  # the opponent's turn: still there
    assert st.table.cards[message].zone == "hero_row"
    st = resolve_chain(_next_turn(st))  # 415.9b: at the start of your next turn it is removed
    assert st.active == 0 and not _named(st, 0, "hero_row", "Message")
    before = st.table.cards[me].damage
    deal(st, them, me, 2, "fire")
    assert st.table.cards[me].damage == before + 2


def test_skywing_token_grows_into_an_arakkoa_at_the_start_of_your_next_turn():
    # WoW 702, 404.2: "Reward: Put a Bird ally token named Skywing with 1 [Melee] ATK / 1 health into play. At the
    # start of your next turn, it has +3 ATK / +3 health and is an Arakkoa."
    st = start()
    st, _ = _complete(st, "Skywing", 3)
    (bird,) = _named(st, 0, "allies", "Skywing")
    assert (kw.atk(st, bird), kw.health(st, bird)) == (1, 1)
    assert ("Bird" in kw.tags(st, bird)) and "Arakkoa" not in kw.tags(st, bird)
    st = _next_turn(st)
    assert (kw.atk(st, bird), kw.health(st, bird)) == (1, 1)  # not on the opponent's turn
    st = _next_turn(st)
    st = resolve_chain(st)
    assert st.active == 0 and (kw.atk(st, bird), kw.health(st, bird)) == (4, 4)
    assert ("Arakkoa" in kw.tags(st, bird))
    st = _next_turn(_next_turn(st))
    assert (kw.atk(st, bird), kw.health(st, bird)) == (4, 4)  # it lasts


# --- "unless target opponent …" (EN 709.3) ------------------------------------------------------------------------


def _legendary(st):
    st, _ = _complete(st, "Legendary Heroes", 1)
    return st


def test_legendary_heroes_draws_when_the_opponent_lets_it():
    # EN 709.3: "Reward: Draw a card unless target opponent turns his hero or one of his resources face down."
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st = _legendary(st)
    assert st.pending and st.pending[0].player == 1
    assert {o.id for o in st.pending[0].options} == {str(hero(st, 1)), "decline"}  # no face-up resource: only his hero
    st = resolve_chain(choose(st, "decline"))
    assert len(st.table.zone(0, "hand")) == hand + 1 and not st.table.cards[hero(st, 1)].flags.get("flipped")


def test_legendary_heroes_stopped_by_turning_the_hero_face_down():
    # 301.2: his hero turns face down instead; no draw (709.3)
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(choose(_legendary(st), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].flags.get("flipped") and len(st.table.zone(0, "hand")) == hand


def test_legendary_heroes_stopped_by_turning_a_resource_face_down():
    # 412.1b: a face-up resource (a quest) turns face down instead; no draw (709.3)
    st = start()
    theirs = put_real(st, 1, "Skywing", "resources", face_down=False)
    hand = len(st.table.zone(0, "hand"))
    st = _legendary(st)
    assert str(theirs) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].face_down and len(st.table.zone(0, "hand")) == hand
    assert not st.table.cards[hero(st, 1)].flags.get("flipped")


def test_legendary_heroes_hero_already_face_down_and_no_resource_up_draws():
    # EN 709.3: he can't do what can't be done: nothing to turn face down, the draw happens without a question
    st = start()
    st.table.cards[hero(st, 1)].flags["flipped"] = True
    hand = len(st.table.zone(0, "hand"))
    st = _legendary(st)
    assert not st.pending and len(st.table.zone(0, "hand")) == hand + 1


# --- a hero in a druid form this turn by its flip power (EN 701, 301.2, 414.3b) -----------------------------------------


def _flip(st, uid: int, data: dict, cost: int, player: int = 0):
    """Use the hero's flip power with exactly ``cost`` ready resources (EN 701; 301.2: the hero flips)."""
    resources(st, player, cost)
    st = apply(st, "power", player, uid=uid, power=power_of(data), x=0)
    st = resolve_chain(st)
    assert st.table.cards[uid].flags.get("flipped")
    return st


def test_oakenclaw_bear_form_protector_and_form_one_this_turn():
    # EN 701 / 301.2: "1, Flip Oakenclaw -> This turn, Oakenclaw is in bear form and has Form (1) until you strike
    # with a weapon or play a non-Feral ability. (Is a Protector while in bear form.)"
    data = automated("Oakenclaw")
    st = start()
    oak = as_hero(st, "Oakenclaw")
    assert not kw.has(st, oak, "Protector") and hero_forms(st, 0) == set()
    st = _flip(st, oak, data, 1)
    assert hero_forms(st, 0) == {"bear"} and kw.has(st, oak, "Protector")  # EN glossary Protector: while in bear form
    assert hero_forms(st, 1) == set()
    # 414.3b: the hero has Form (1): a Form card more is a violation, and one of those cards is destroyed (414.2)
    bear = put_real(st, 0, "Bear Form", "hero_row")
    assert uniqueness_violations(st, 0) == [bear]
    st.table.move(bear, "removed")  # (test setup: gone again)
    st = _next_turn(_next_turn(st))  # 500.2: "this turn" only
    assert hero_forms(st, 0) == set() and not kw.has(st, oak, "Protector")
    assert uniqueness_violations(st, 0) == []


def test_oakenclaw_form_ends_when_you_play_a_non_feral_ability():
    # EN 701: "… until you … play a non-Feral ability." (202.1a: Feral is a tag; a Feral ability keeps the form)
    data = automated("Oakenclaw")
    st = start()
    oak = as_hero(st, "Oakenclaw")
    st = _flip(st, oak, data, 1)
    st, bear = play_real(st, "Bear Form", pay=5)  # Feral: the form stays, and Bear Form (1) + the hero's Form (1)
    st = _settle(st)
    assert hero_forms(st, 0) == {"bear"}
    assert st.table.cards[bear].zone == "graveyard"  # 414.2: the violating Form card is destroyed
    st, _ = play_real(st, "Wisdom", pay=5)  # not Feral
    st = _settle(st)
    assert hero_forms(st, 0) == set() and not kw.has(st, oak, "Protector")


def test_oakenclaw_form_ends_when_you_strike_with_a_weapon():
    # EN 701: "… until you strike with a weapon …" (EN 601: the strike)
    data = automated("Oakenclaw")
    st = start()
    oak = as_hero(st, "Oakenclaw")
    axe = put_real(st, 0, "Arcanite Reaper", "hero_row")
    st = _flip(st, oak, data, 1)
    assert hero_forms(st, 0) == {"bear"}
    resources(st, 0, 6)
    st = apply(st, "attack", 0, attacker=oak, defender=hero(st, 1))
    st = _settle(st, {"protector": ["none"]})
    st = _settle(apply(st, "strike", 0, weapon=axe))
    assert hero_forms(st, 0) == set() and not kw.has(st, oak, "Protector")


def test_maleo_cat_form_plus_one_atk_while_attacking():
    # EN 701: "2, Flip Maleo -> This turn, Maleo is in cat form and has Form(1) until you strike with a weapon or play a
    # non-Feral ability. (+1 ATK while attacking in cat form.)"
    data = automated("Maleo the Blur")
    st = start()
    maleo = as_hero(st, "Maleo the Blur")
    st = _flip(st, maleo, data, 2)
    assert hero_forms(st, 0) == {"cat"} and kw.atk(st, maleo) == 0  # not attacking
    cat = put_real(st, 0, "Cat Form", "hero_row")
    assert uniqueness_violations(st, 0) == [cat]  # 414.3b: Form (1)
    st.table.move(cat, "removed")
    enemy = put_real(st, 1, "Anika Berlyn", "allies")
    st = _fight(apply(st, "attack", 0, attacker=maleo, defender=enemy))
    assert st.table.cards[enemy].damage == 1  # 603.1: +1 ATK while attacking in cat form
    st, _ = play_real(st, "Wisdom", pay=5)
    st = _settle(st)
    assert hero_forms(st, 0) == set()


def _defends(st, arktos: int, data: dict, raider: int):
    """The opponent's ally attacks Arktos; Arktos flips as the attack is proposed (EN 701: any player with priority)."""
    st = apply(st, "attack", 1, attacker=raider, defender=arktos)
    st = apply(st, "pass", 1)
    st = _flip(st, arktos, data, 1)
    return _fight(st)


def test_arktos_prevents_damage_defending_in_bear_form_this_turn():
    # EN 701, 717: "1, Flip Arktos -> Prevent all damage that would be dealt to Arktos while defending in bear form this turn."
    data = automated("Arktos")
    st = _next_turn(start({"auto_pass": False}))  # the opponent's turn: Arktos defends
    arktos = as_hero(st, "Arktos")
    put_real(st, 0, "Bear Form", "hero_row")
    raider = put_real(st, 1, "Anika Berlyn", "allies")
    st = _defends(st, arktos, data, raider)
    assert st.table.cards[arktos].damage == 0  # defending in bear form: prevented
    assert st.table.cards[raider].tapped and st.combat is None  # (the combat happened, 601.2)
    deal(st, raider, arktos, 2, "melee")
    assert st.table.cards[arktos].damage == 2  # not defending


def test_arktos_not_in_bear_form_or_another_turn_is_dealt_damage():
    # EN 701, 717: only in bear form, only this turn
    data = automated("Arktos")
    st = _next_turn(start({"auto_pass": False}))
    arktos = as_hero(st, "Arktos")
    raider = put_real(st, 1, "Anika Berlyn", "allies")
    st = _defends(st, arktos, data, raider)
    hit = st.table.cards[arktos].damage
    assert hit > 0  # no bear form
    put_real(st, 0, "Bear Form", "hero_row")
    st = _next_turn(_next_turn(st))
    raider2 = put_real(st, 1, "Anika Berlyn", "allies")
    st = _fight(apply(st, "attack", 1, attacker=raider2, defender=arktos))
    assert st.table.cards[arktos].damage > hit  # another turn: no prevention


# --- locations: "choose a Troll / an Undead in your party" (EN 709.1, 407.1, 408.2c) -----------------------------------


def _to_pending(st):
    """Play on until P1 is asked a choice on his own turn (the start of his next turn's triggers; the opponent's
    discards down to seven answered, 415.4b)."""
    return _until(st, lambda s: bool(s.pending) and s.active == 0 and s.pending[0].player == 0 and s.pending[0].kind != "discard")


def _options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_senjin_village_a_chosen_troll_may_heal_one_at_the_start_of_your_turn(answer):
    # EN 703, 709.1 (choose: no target), 709.3 (may), 408.2c: "At the start of your turn, choose a Troll in your party,
    # and it may heal 1 damage from itself."
    automated("Sen'jin Village")
    st = start()
    put_real(st, 0, "Sen'jin Village", "resources", face_down=False)
    troll = put_real(st, 0, "Vazu'jin", "allies", damage=2)
    other_troll = put_real(st, 0, "Vazu'jin", "allies", damage=2)
    put_real(st, 0, "Valytha Colton", "allies", damage=2)  # not a Troll
    put_real(st, 1, "Vazu'jin", "allies", damage=2)  # not in your party
    st = _to_pending(st)  # the opponent's turn: nothing; then yours
    assert st.active == 0 and _options(st) == {str(troll), str(other_troll)}
    st = choose(st, str(troll))
    assert st.pending[0].kind == "may"
    st = resolve_chain(choose(st, answer))
    assert st.table.cards[troll].damage == (1 if answer == "yes" else 2)
    assert st.table.cards[other_troll].damage == 2


def test_undercity_removes_a_graveyard_ally_and_an_undead_heals_two():
    # EN 701, 709.3, 408.2c: "[Exhaust] -> You may remove target ally card in a graveyard from the game. If you do, an
    # Undead in your party heals 2 damage from itself."
    data = automated("Undercity")
    st = start()
    city = put_real(st, 0, "Undercity", "resources", face_down=False)
    undead = put_real(st, 0, "Valytha Colton", "allies", damage=3)
    put_real(st, 0, "Vazu'jin", "allies", damage=3)  # not Undead
    dead = put_real(st, 1, "Vazu'jin", "graveyard")  # any graveyard
    st = apply(st, "power", 0, uid=city, power=power_of(data), x=0)
    st = choose(st, str(dead))  # EN 706: the target, as the power is used
    st = resolve_chain(st)
    assert st.pending[0].kind == "may"  # EN 709.3: "You may"
    st = choose(st, "yes")
    assert st.pending and _options(st) == {str(undead)}  # "an Undead": chosen as it resolves
    st = resolve_chain(choose(st, str(undead)))
    assert st.table.cards[dead].zone == "removed" and st.table.cards[undead].damage == 1
    assert st.table.cards[city].tapped


def test_undercity_no_removal_no_heal():
    # EN 709.3: "If you do": no ally card removed (the "may" answered no), no healing
    data = automated("Undercity")
    st = start()
    city = put_real(st, 0, "Undercity", "resources", face_down=False)
    undead = put_real(st, 0, "Valytha Colton", "allies", damage=3)
    dead = put_real(st, 1, "Vazu'jin", "graveyard")
    st = resolve_chain(choose(apply(st, "power", 0, uid=city, power=power_of(data), x=0), str(dead)))
    st = resolve_chain(choose(st, "no"))
    assert not st.pending and st.table.cards[undead].damage == 3 and st.table.cards[dead].zone == "graveyard"


# --- "When target ally … this turn, …" (EN 703: a delayed triggered power for the rest of the turn) ---------------------


def _arm(st, name: str, data: dict, target: int, pay: int = 0):
    """Use the card's power (in play: armor in the hero row, a location face up) on ``target``."""
    zone = "hero_row" if kw.ctype(st, put_real(st, 1, name, "removed")) == "armor" else "resources"
    card = put_real(st, 0, name, zone, face_down=False) if zone == "resources" else put_real(st, 0, name, zone)
    resources(st, 0, pay)
    st = resolve_chain(choose(apply(st, "power", 0, uid=card, power=power_of(data), x=0), str(target)))
    return st, card


def test_battleplate_destroys_both_when_the_target_damages_an_opposing_ally():
    # EN 703, 415.9c: "On your turn: [Exhaust] -> When target ally you control deals damage to an opposing ally this
    # turn, destroy both allies."
    data = automated("Battleplate of the Apocalypse")
    st = start()
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Cerwyn", "allies")
    bystander = put_real(st, 1, "Cerwyn", "allies")
    st, plate = _arm(st, "Battleplate of the Apocalypse", data, mine)
    assert st.table.cards[plate].tapped
    st = _fight(apply(st, "attack", 0, attacker=mine, defender=theirs))
    assert st.table.cards[mine].zone == "graveyard" and st.table.cards[theirs].zone == "graveyard"
    assert st.table.cards[bystander].zone == "allies"


def test_battleplate_not_for_a_hero_and_only_on_your_turn():
    # EN 703: an opposing ally only (the hero is dealt damage: nothing); "On your turn:" (500.1)
    data = automated("Battleplate of the Apocalypse")
    st = start()
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    st, plate = _arm(st, "Battleplate of the Apocalypse", data, mine)
    st = _fight(apply(st, "attack", 0, attacker=mine, defender=hero(st, 1)))
    assert st.table.cards[mine].zone == "allies"
    st = _next_turn(start({"auto_pass": False}))
    plate = put_real(st, 0, "Battleplate of the Apocalypse", "hero_row")
    ally = put_real(st, 0, "Anika Berlyn", "allies")
    st = apply(st, "pass", 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=plate, power=power_of(data), x=0)
    assert st.table.cards[ally].zone == "allies"


@pytest.mark.parametrize(("name", "attacker", "defender", "drawn"), [
    ("Southshore", "Anika Berlyn", "Cerwyn", 1),  # cost 6 deals damage to cost 1: lower
    ("Southshore", "Cerwyn", "Anika Berlyn", 0),
    ("Tarren Mill", "Nikka Blastbor", "Vanda Skydaughter", 1),  # cost 1 deals damage to cost 6: higher
    ("Tarren Mill", "Vanda Skydaughter", "Nikka Blastbor", 0),
])
def test_southshore_tarren_mill_draw_when_the_target_next_damages_a_cheaper_or_costlier_ally(name, attacker, defender, drawn):
    # EN 703: "On your turn: 1, [Exhaust] -> When target [Alliance] ally in your party next deals damage to an ally with
    # lower cost this turn, draw a card." / Tarren Mill: [Horde], higher cost (201.3: the printed costs)
    data = automated(name)
    st = start()
    mine = put_real(st, 0, attacker, "allies")
    theirs = put_real(st, 1, defender, "allies")
    st, _ = _arm(st, name, data, mine, pay=1)
    hand = len(st.table.zone(0, "hand"))
    st = _fight(apply(st, "attack", 0, attacker=mine, defender=theirs))
    assert len(st.table.zone(0, "hand")) == hand + drawn


def test_southshore_needs_an_alliance_ally_and_fires_once():
    # 706.1: target [Alliance] ally in your party (a Horde one is no legal target); EN 703 "next": once this turn
    data = automated("Southshore")
    st = start()
    horde = put_real(st, 0, "Vanda Skydaughter", "allies")
    town = put_real(st, 0, "Southshore", "resources", face_down=False)
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=town, power=power_of(data), x=0)  # no legal target
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    a, b = put_real(st, 1, "Cerwyn", "allies"), put_real(st, 1, "Cerwyn", "allies")
    st = apply(st, "power", 0, uid=town, power=power_of(data), x=0)
    assert str(horde) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(mine)))
    hand = len(st.table.zone(0, "hand"))
    st = _fight(apply(st, "attack", 0, attacker=mine, defender=a))
    assert len(st.table.zone(0, "hand")) == hand + 1
    event_triggers(st, deal(st, mine, b, 1, "melee"))  # a second packet to a cheaper ally this turn
    assert not st.triggers  # "next": spent


# --- armor: damage replacements and "destroy both" (408.2a, EN 716, EN 703) ---------------------------------------------


def test_arcanium_signet_bands_doubles_damage_to_the_target_this_turn():
    # EN 701, 408.2a / EN 716: "[Exhaust] -> If target ally would be dealt damage this turn, it's dealt double that much instead."
    data = automated("Arcanium Signet Bands")
    st = start()
    bands = put_real(st, 0, "Arcanium Signet Bands", "hero_row")
    target = put_real(st, 1, "Anika Berlyn", "allies")
    other = put_real(st, 1, "Anika Berlyn", "allies")
    st = resolve_chain(choose(apply(st, "power", 0, uid=bands, power=power_of(data), x=0), str(target)))
    assert st.table.cards[bands].tapped
    deal(st, hero(st, 0), target, 2, "fire")
    deal(st, hero(st, 0), other, 2, "fire")
    assert (st.table.cards[target].damage, st.table.cards[other].damage) == (4, 2)
    st = _next_turn(st)  # "this turn" only (500.2)
    before = st.table.cards[target].damage
    deal(st, hero(st, 0), target, 1, "fire")
    assert st.table.cards[target].damage == before + 1


@pytest.mark.parametrize("side", [0, 1])
def test_scaled_breastplate_destroys_both_allies_when_one_damages_another(side):
    # EN 703, 415.9c: "When an ally deals damage to another ally, destroy both of them." — any ally, either side
    automated("Scaled Breastplate of Carnage")
    st = start()
    put_real(st, 0, "Scaled Breastplate of Carnage", "hero_row")
    attacker = put_real(st, side, "Anika Berlyn", "allies")
    defender = put_real(st, 1 - side, "Cerwyn", "allies")
    bystander = put_real(st, 1, "Cerwyn", "allies")
    if side == 1:
        st = _next_turn(st)
    st = _fight(apply(st, "attack", side, attacker=attacker, defender=defender))
    assert st.table.cards[attacker].zone == "graveyard" and st.table.cards[defender].zone == "graveyard"
    assert st.table.cards[bystander].zone == "allies"


def test_scaled_breastplate_not_for_damage_to_a_hero_or_by_a_hero():
    # EN 703: an ally dealing damage to another ally only
    automated("Scaled Breastplate of Carnage")
    st = start()
    put_real(st, 0, "Scaled Breastplate of Carnage", "hero_row")
    ally = put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Cerwyn", "allies")
    st = _fight(apply(st, "attack", 0, attacker=ally, defender=hero(st, 1)))
    event_triggers(st, deal(st, hero(st, 0), theirs, 1, "fire"))
    assert not st.triggers
    assert st.table.cards[ally].zone == "allies" and st.table.cards[theirs].zone == "allies"


# --- armor triggers: placing a quest (412.1b), a card readying (411.1) --------------------------------------------------


@pytest.mark.parametrize(("hero_name", "readied"), [("Elendril", "Blackcrow"), ("Zaritha", "Gorehowl")])
def test_coif_of_the_wicked_readies_hero_and_weapons_of_the_class_when_you_place_a_quest(hero_name, readied):
    # EN 703, 206.1c, 411.1: "[Hunter]: When you place a quest, ready your hero and all of your Ranged weapons." /
    # "[Shaman]: … Melee weapons."
    automated("Coif of the Wicked")
    st = start()
    me = as_hero(st, hero_name)
    put_real(st, 0, "Coif of the Wicked", "hero_row")
    bow = put_real(st, 0, "Blackcrow", "hero_row", tapped=True)
    axe = put_real(st, 0, "Gorehowl", "hero_row", tapped=True)
    st.table.cards[me].tapped = True
    quest = put_real(st, 0, "Skywing", "hand")
    st = _settle(apply(st, "resource", 0, uid=quest, face_up=True))
    assert not st.table.cards[me].tapped
    assert {u for u in (bow, axe) if not st.table.cards[u].tapped} == {bow if readied == "Blackcrow" else axe}


def test_coif_of_the_wicked_not_for_a_face_down_resource_nor_another_class():
    # 412.1b: a face-down resource is no quest placed; 206.1c: a hero of neither class
    automated("Coif of the Wicked")
    st = start()
    me = as_hero(st, "Elendril")
    put_real(st, 0, "Coif of the Wicked", "hero_row")
    st.table.cards[me].tapped = True
    card = put_real(st, 0, "Skywing", "hand")
    st = _settle(apply(st, "resource", 0, uid=card, face_up=False))
    assert st.table.cards[me].tapped
    st = start()
    druid = as_hero(st, "Arktos")  # a Druid: neither Hunter nor Shaman
    put_real(st, 0, "Coif of the Wicked", "hero_row")
    st.table.cards[druid].tapped = True
    st = _settle(apply(st, "resource", 0, uid=put_real(st, 0, "Skywing", "hand"), face_up=True))
    assert st.table.cards[druid].tapped


def test_soul_eaters_handwraps_mills_the_readied_cards_controller():
    # EN 703, 411.1, 415.2: "When an ability, ally, equipment, or hero readies, its controller puts the top card of his
    # deck into his graveyard." — one for each card the ready step readies (501.1a); resources are none of these
    automated("Soul-Eater's Handwraps")
    st = start()
    put_real(st, 0, "Soul-Eater's Handwraps", "hero_row")
    mine = put_real(st, 0, "Anika Berlyn", "allies", tapped=True)
    theirs = [put_real(st, 1, "Anika Berlyn", "allies", tapped=True), put_real(st, 1, "Gorehowl", "hero_row", tapped=True)]
    st.table.cards[hero(st, 1)].tapped = True
    put_real(st, 1, "Skywing", "resources", tapped=True)
    grave0, grave1 = len(st.table.zone(0, "graveyard")), len(st.table.zone(1, "graveyard"))
    st = _next_turn(st)  # the opponent's ready step: his ally, weapon and hero (not the resource)
    assert len(st.table.zone(1, "graveyard")) == grave1 + 3 and len(st.table.zone(0, "graveyard")) == grave0
    assert not any(st.table.cards[u].tapped for u in theirs)
    st = _next_turn(st)  # your ready step: your ally (your hero and resources were ready)
    assert len(st.table.zone(0, "graveyard")) == grave0 + 1 and not st.table.cards[mine].tapped


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_green_whelp_armor_may_pay_two_to_return_the_attacking_ally(answer):
    # EN 703, 709.3, 412.2: "When an attacking ally deals combat damage to your hero, you may pay 2. If you do, put that
    # ally into its owner's hand."
    automated("Green Whelp Armor")
    st = _next_turn(start())  # the opponent attacks
    put_real(st, 0, "Green Whelp Armor", "hero_row")
    resources(st, 0, 2)
    raider = put_real(st, 1, "Anika Berlyn", "allies")
    st = _until(apply(st, "attack", 1, attacker=raider, defender=hero(st, 0)), lambda s: bool(s.pending) and s.pending[0].kind == "may",
                {"protector": ["none"]})
    assert st.pending[0].player == 0
    st = _fight(choose(st, answer))
    assert st.table.cards[raider].zone == ("hand" if answer == "yes" else "allies")
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "resources")) == (2 if answer == "yes" else 0)


def test_green_whelp_armor_not_for_an_attacking_hero():
    # EN 703: an attacking ally only
    automated("Green Whelp Armor")
    st = _next_turn(start())
    put_real(st, 0, "Green Whelp Armor", "hero_row")
    resources(st, 0, 2)
    st.modifiers.append(Modifier(hero(st, 1), "atk", 3, duration="this_turn", player=1, turn=st.turn, source=hero(st, 1)))  # (setup: 3 ATK)
    st = _fight(apply(st, "attack", 1, attacker=hero(st, 1), defender=hero(st, 0)))
    assert st.table.cards[hero(st, 0)].damage == 3  # combat damage by a hero: no trigger
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))


def test_shawl_of_haunted_memories_destroys_a_card_named_as_one_in_its_controllers_graveyard():
    # EN 701, 200.1, 415.9c: "1, [Exhaust], Destroy this armor -> Destroy target ability, ally, or equipment that shares a
    # name with a card in its controller's graveyard." / "Death Rattle: Target opponent puts the top three cards of his
    # deck into his graveyard."
    data = automated("Shawl of Haunted Memories")
    st = start()
    shawl = put_real(st, 0, "Shawl of Haunted Memories", "hero_row")
    named = put_real(st, 1, "Anika Berlyn", "allies")
    other = put_real(st, 1, "Cerwyn", "allies")  # P2's graveyard has no Cerwyn
    mine = put_real(st, 0, "Cerwyn", "allies")  # P1's has one: any player's card may be the target
    put_real(st, 1, "Anika Berlyn", "graveyard")
    put_real(st, 0, "Cerwyn", "graveyard")
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=shawl, power=power_of(data), x=0)
    assert {o.id for o in st.pending[0].options} == {str(named), str(mine)}
    deck = len(st.table.zone(1, "deck"))
    st = _settle(choose(st, str(named)))
    assert st.table.cards[named].zone == "graveyard"
    assert st.table.cards[other].zone == "allies" and st.table.cards[mine].zone == "allies"
    assert st.table.cards[shawl].zone == "graveyard"  # the cost (403.1)
    assert len(st.table.zone(1, "deck")) == deck - 3  # its Death Rattle (EN glossary)


def test_shawl_of_haunted_memories_needs_a_namesake():
    # 706.1: no card shares a name with one in its controller's graveyard: no legal target
    data = automated("Shawl of Haunted Memories")
    st = start()
    shawl = put_real(st, 0, "Shawl of Haunted Memories", "hero_row")
    put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=shawl, power=power_of(data), x=0)


def test_wraps_of_the_astral_traveler_removes_until_the_start_of_your_next_turn():
    # EN 701, 415.7a, 415.9b, 710.1: "On your turn: 3, [Exhaust] -> Remove target opposing ability, ally, or equipment
    # from the game. Its owner puts it into play at the start of your next turn."
    data = automated("Wraps of the Astral Traveler")
    st = start()
    wraps = put_real(st, 0, "Wraps of the Astral Traveler", "hero_row")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Cerwyn", "allies")
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=wraps, power=power_of(data), x=0)
    assert str(mine) not in {o.id for o in st.pending[0].options}  # opposing only
    st = _settle(choose(st, str(theirs)))
    assert st.table.cards[theirs].zone == "removed"
    st = _next_turn(st)  # the opponent's turn: still removed
    assert st.table.cards[theirs].zone == "removed"
    st = _next_turn(st)  # the start of your next turn: its owner puts it into play
    back = [u for u in st.table.zone(1, "allies") if kw.name(st, u) == "Anika Berlyn"]
    assert st.active == 0 and len(back) == 1 and st.table.cards[back[0]].controller == 1


def test_wraps_of_the_astral_traveler_only_on_your_turn():
    # "On your turn:" (500.1)
    data = automated("Wraps of the Astral Traveler")
    st = _next_turn(start({"auto_pass": False}))
    wraps = put_real(st, 0, "Wraps of the Astral Traveler", "hero_row")
    put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 3)
    st = apply(st, "pass", 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=wraps, power=power_of(data), x=0)


def test_vengeance_wrap_removes_an_ally_and_hits_those_sharing_its_class_or_race():
    # EN 703, 709.1, 415.7: "When this armor enters play, you may remove an ally in a graveyard from the game." /
    # EN 701, 202.1a: "[Exhaust] -> Your hero deals 1 melee damage to target hero or ally that shares a class or race
    # with that ally."
    data = automated("Vengeance Wrap")
    st = start()
    dead = put_real(st, 1, "Anika Berlyn", "graveyard")  # a Human Paladin
    human = put_real(st, 1, "Anika Berlyn", "allies")
    undead_paladin = put_real(st, 1, "Valytha Colton", "allies")  # an Undead Hunter: neither
    elf = put_real(st, 0, "Cerwyn", "allies")  # a Night Elf Druid: neither
    wrap = put_real(st, 0, "Vengeance Wrap", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=wrap, x=0))
    assert st.pending and st.pending[0].min == 0  # "you may"
    assert {o.id for o in st.pending[0].options} == {str(dead)}
    st = _settle(choose(st, str(dead)))
    assert st.table.cards[dead].zone == "removed"
    st = apply(st, "power", 0, uid=wrap, power=power_of(data), x=0)
    # the Human ally (its race) and Alia Dawnblade (the opposing hero: a Human Paladin); not Korga (an Orc Shaman)
    assert {o.id for o in st.pending[0].options} == {str(human), str(hero(st, 1))}
    st = resolve_chain(choose(st, str(human)))
    assert st.table.cards[human].damage == 1 and st.table.cards[wrap].tapped
    assert st.table.cards[undead_paladin].damage == 0 and st.table.cards[elf].damage == 0


def test_vengeance_wrap_without_a_removed_ally_has_no_target():
    # EN 709.3: declined — no ally removed, so no "that ally" and no legal target (706.1)
    data = automated("Vengeance Wrap")
    st = start()
    dead = put_real(st, 1, "Anika Berlyn", "graveyard")
    put_real(st, 1, "Anika Berlyn", "allies")
    wrap = put_real(st, 0, "Vengeance Wrap", "hand")
    resources(st, 0, 3)
    st = _settle(choose(resolve_chain(apply(st, "play", 0, uid=wrap, x=0))))
    assert st.table.cards[dead].zone == "graveyard"
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=wrap, power=power_of(data), x=0)


# --- quest rewards: choices of each player (EN 709.1) ---------------------------------------------------------------


@pytest.mark.parametrize(("mine", "theirs", "drawn"), [
    ("Anika Berlyn", "Cerwyn", 2),  # Anika has the higher ATK
    ("Cerwyn", "Anika Berlyn", 0),
    ("Anika Berlyn", "Anika Berlyn", 0),  # a tie: no ally has the highest ATK
    ("Anika Berlyn", None, 2),  # he has no ally: none chosen
    (None, "Cerwyn", 0),  # you have none
])
def test_arena_master_draws_two_if_you_chose_the_highest_atk(mine, theirs, drawn):
    # EN 702, 709.1, 709.3: "Reward: Each player chooses an ally in his party. If you chose the ally with the highest ATK,
    # draw two cards."
    st = start()
    my_ally = put_real(st, 0, mine, "allies") if mine else None
    their_ally = put_real(st, 1, theirs, "allies") if theirs else None
    if their_ally is not None:
        put_real(st, 1, "Vanda Skydaughter", "allies")  # a second ally he doesn't choose
    hand = len(st.table.zone(0, "hand"))
    automated("Arena Master")
    resources(st, 0, 4)
    quest = put_real(st, 0, "Arena Master", "resources", face_down=False)
    st = apply(st, "quest", 0, uid=quest, x=0)
    st = resolve_chain(st) if not st.pending else st
    for player, pick in ((0, my_ally), (1, their_ally)):
        if pick is not None:
            st = resolve_chain(st) if not st.pending else st
            assert st.pending[0].player == player
            st = choose(st, str(pick))
    st = resolve_chain(st)
    assert not st.pending and len(st.table.zone(0, "hand")) == hand + drawn


# --- armor: payment powers under a heading condition (EN 701, 206.1c) ------------------------------------------------


def _puncture(st, target: int):
    """Destroy ``target`` with Puncture ("Destroy target ally or equipment.", 415.9c)."""
    st, _ = play_real(st, "Puncture", 0, str(target), pay=3)
    return _settle(st)


@pytest.mark.parametrize(("hero_name", "nth"), [("Black Ice Fizzlefreeze", 0), ("Katianna the Shrouded", 1), ("Pagatha Soulbinder", 2)])
def test_incursion_vestments_class_powers_only_after_an_opposing_ally_was_destroyed(hero_name, nth):
    # EN 701, 206.1c: "If an opposing ally was destroyed this turn:" / "[Mage] Hero: 1, [Exhaust] -> Draw a card." /
    # "[Priest] Hero: 1, [Exhaust] -> Your hero heals 5 damage from target hero or ally." / "[Warlock] Hero: 1,
    # [Exhaust] -> Target opponent discards a card."
    data = automated("Incursion Vestments")
    st = start()
    me = as_hero(st, hero_name)
    vest = put_real(st, 0, "Incursion Vestments", "hero_row")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Cerwyn", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=vest, power=power_of(data, nth), x=0)  # no opposing ally destroyed yet
    st = _puncture(st, mine)  # your own ally: not an opposing one
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=vest, power=power_of(data, nth), x=0)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=vest, power=power_of(data, (nth + 1) % 3), x=0)  # 206.1c: another class's power
    st = _puncture(st, theirs)
    st.table.cards[me].damage = 6
    hands = (len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand")))
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=vest, power=power_of(data, nth), x=0)
    if nth == 1:
        st = choose(st, str(me))
    st = _settle(st)
    assert st.table.cards[vest].tapped
    after = (len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand")))
    if nth == 0:
        assert after == (hands[0] + 1, hands[1])
    elif nth == 1:
        assert st.table.cards[me].damage == 1 and after == hands
    else:
        assert after == (hands[0], hands[1] - 1)


def _legplates(st, answer: str, picks: list[int]):
    """Play Hexamorph (a Mage/Shaman ability) on an opposing ally; Legplates' trigger names ``picks`` (706), then its
    "you may pay 1" is answered."""
    target = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Hexamorph", 0, str(target), pay=3)
    for pick in picks:
        assert st.pending[0].kind == "target"
        st = choose(st, str(pick))
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "may")
    return _settle(choose(st, answer))


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_legplates_of_ten_storms_pay_one_for_two_nature_damage_divided(answer):
    # EN 703, 709.3, 405.4: "When you play a Shaman ability, you may pay 1. If you do, your hero deals 2 nature damage
    # divided as you choose to up to two target heroes and/or allies."
    automated("Legplates of Ten Storms")
    st = start()
    put_real(st, 0, "Legplates of Ten Storms", "hero_row")
    them = hero(st, 1)
    ally = put_real(st, 1, "Vanda Skydaughter", "allies")
    st = _legplates(st, answer, [them, ally])
    hit = 1 if answer == "yes" else 0
    assert (st.table.cards[them].damage, st.table.cards[ally].damage) == (hit, hit)
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "resources")) == (0 if answer == "yes" else 1)


def test_legplates_of_ten_storms_both_points_to_one_target():
    # 405.4: a target named for both points is dealt one packet of 2
    automated("Legplates of Ten Storms")
    st = start()
    put_real(st, 0, "Legplates of Ten Storms", "hero_row")
    st = _legplates(st, "yes", [hero(st, 1), hero(st, 1)])
    assert st.table.cards[hero(st, 1)].damage == 2


def test_legplates_of_ten_storms_not_for_other_abilities():
    # 202.1a: Puncture is no Shaman ability: no trigger
    automated("Legplates of Ten Storms")
    st = start()
    put_real(st, 0, "Legplates of Ten Storms", "hero_row")
    target = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Puncture", 0, str(target), pay=3)
    assert not st.pending and not st.triggers


@pytest.mark.parametrize(("hero_name", "dealt"), [("Elendril", (2, 2, 2)), ("Zaritha", (3, 2, 1)), ("Arktos", (0, 0, 0))])
def test_king_dreds_helm_when_your_hero_turns_face_down(hero_name, dealt):
    # EN 703, 206.1c, 405.4: "When your hero turns face down, target up to three heroes and/or allies." / "[Hunter] Hero:
    # Your hero deals 2 ranged damage to each of them." / "[Shaman] Hero: Your hero deals 3, 2, and 1 nature damage to
    # them, respectively." — the hero turns face down by its flip power (301.2)
    automated("King Dred's Helm")
    st = start()
    me = as_hero(st, hero_name)
    data = automated(hero_name)
    put_real(st, 0, "King Dred's Helm", "hero_row")
    targets = [hero(st, 1), put_real(st, 1, "Vanda Skydaughter", "allies"), put_real(st, 1, "Anika Berlyn", "allies")]
    picks = {"Zaritha": [str(me)]}  # Zaritha's own flip power heals a target: herself
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=me, power=power_of(data), x=0)
    for pick in picks.get(hero_name, []):
        st = choose(st, pick)
    st = _until(st, lambda s: bool(s.pending) and "King Dred" in s.pending[0].prompt)
    for uid in targets:
        st = choose(st, str(uid))
    st = _settle(st)
    assert st.table.cards[me].flags.get("flipped")
    assert tuple(st.table.cards[u].damage for u in targets) == dealt


def test_king_dreds_helm_up_to_three_targets_and_not_for_an_opposing_hero():
    # EN 706: "up to three": fewer may be chosen; "your hero": the opposing hero turning face down sets off nothing
    automated("King Dred's Helm")
    st = start()
    me = as_hero(st, "Elendril")
    data = automated("Elendril")
    put_real(st, 0, "King Dred's Helm", "hero_row")
    ally = put_real(st, 1, "Vanda Skydaughter", "allies")
    resources(st, 0, 1)
    st = _until(apply(st, "power", 0, uid=me, power=power_of(data), x=0), lambda s: bool(s.pending) and "King Dred" in s.pending[0].prompt)
    st = _settle(choose(choose(st, str(ally))))  # one target, then no more
    assert st.table.cards[ally].damage == 2
    st = start()
    put_real(st, 1, "King Dred's Helm", "hero_row")  # the opponent's helm
    me = as_hero(st, "Elendril")
    resources(st, 0, 1)
    st = _settle(apply(st, "power", 0, uid=me, power=power_of(data), x=0))
    assert st.table.cards[me].flags.get("flipped") and not st.pending


def _their_hero(st, name: str) -> int:
    """Test setup: P2's hero is the real ``name``."""
    old, new = hero(st, 1), put_real(st, 1, name, "hero_row")
    st.heroes[1] = new
    st.table.move(old, "removed")
    return new


def test_heros_surrender_opposing_heroes_lose_their_powers():
    # EN 714, 103.2: "Opposing heroes lose and can't have powers." — Elendril's flip power is gone; yours stays
    automated("Hero's Surrender")
    st = start()
    mine = as_hero(st, "Zaritha")
    st = _next_turn(st)
    theirs = _their_hero(st, "Elendril")
    data = automated("Elendril")
    resources(st, 1, 1)
    assert any(a.type == "power" and a.args.get("uid") == theirs for a in ENGINE.legal_actions(st, 1))
    put_real(st, 0, "Hero's Surrender", "hero_row")
    assert not any(a.type == "power" and a.args.get("uid") == theirs for a in ENGINE.legal_actions(st, 1))
    with pytest.raises(RulesError):
        apply(st, "power", 1, uid=theirs, power=power_of(data), x=0)
    assert kw.data(st, mine).get("text") and not kw.data(st, theirs).get("text")  # your hero keeps its powers


def test_heros_surrender_your_hero_protects_against_an_opposing_hero_only():
    # EN glossary Protector, 602.2: "Your hero can protect against opposing heroes."
    automated("Hero's Surrender")
    st = _next_turn(start({"auto_pass": False}))
    put_real(st, 0, "Hero's Surrender", "hero_row")
    mine = put_real(st, 0, "Cerwyn", "allies")
    raider = put_real(st, 1, "Anika Berlyn", "allies")
    st.modifiers.append(Modifier(hero(st, 1), "atk", 2, duration="this_turn", player=1, turn=st.turn, source=hero(st, 1)))  # (setup: 2 ATK)
    st = _until(apply(st, "attack", 1, attacker=hero(st, 1), defender=mine), lambda s: bool(s.pending) and s.pending[0].kind == "protector")
    assert str(hero(st, 0)) in {o.id for o in st.pending[0].options}
    st = _fight(choose(st, str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[mine].damage == 0  # 602.2: the hero became the defender
    st2 = _next_turn(_next_turn(st))
    st2 = _until(apply(st2, "attack", 1, attacker=raider, defender=mine), lambda s: s.combat is None or (bool(s.pending) and s.pending[0].kind == "protector"))
    assert not (st2.pending and str(hero(st2, 0)) in {o.id for o in st2.pending[0].options})  # an ally attacks: no


def test_arch_druid_lilliandra_hits_back_the_source_of_combat_damage_this_turn():
    # EN 701, 403.1, 703: "Flip Lilliandra, remove a Druid in your graveyard from the game -> When Lilliandra is dealt
    # combat damage this turn, she deals 1 nature damage to the source of that damage."
    data = automated("Arch Druid Lilliandra")
    st = _next_turn(start({"auto_pass": False}))
    lil = as_hero(st, "Arch Druid Lilliandra")
    druid = put_real(st, 0, "Cerwyn", "graveyard")  # a Druid
    put_real(st, 0, "Anika Berlyn", "graveyard")  # a Paladin: can't pay
    raider = put_real(st, 1, "Vanda Skydaughter", "allies")
    st = apply(apply(st, "attack", 1, attacker=raider, defender=lil), "pass", 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=lil, power=power_of(data), x=0, pay=[st.table.zone(0, "graveyard")[-1]])
    st = resolve_chain(apply(st, "power", 0, uid=lil, power=power_of(data), x=0, pay=[druid]))
    assert st.table.cards[lil].flags.get("flipped") and st.table.cards[druid].zone == "removed"
    before = st.table.cards[raider].damage
    st = _fight(st)
    assert st.table.cards[lil].damage > 0
    assert st.table.cards[raider].damage == before + 1  # 1 nature damage to the source (Lilliandra has no ATK of her own)
    st = _next_turn(_next_turn(st))  # another turn: no more
    raider2 = put_real(st, 1, "Vanda Skydaughter", "allies")
    st = _fight(apply(st, "attack", 1, attacker=raider2, defender=lil))
    assert st.table.cards[raider2].damage == 0


def test_vorna_destroys_the_turn_players_idle_allies_at_end_of_turn():
    # EN 701, 415.9b, 415.9c, 500.2: "3, Flip Vor'na -> At the end of this turn, the player whose turn it is destroys each
    # ally in his party that neither attacked nor entered play this turn." — used on the opponent's turn
    data = automated("Vor'na the Wretched")
    st = _next_turn(start({"auto_pass": False}))
    vorna = as_hero(st, "Vor'na the Wretched")
    attacker = put_real(st, 1, "Vanda Skydaughter", "allies")
    idle = put_real(st, 1, "Anika Berlyn", "allies")
    fresh = put_real(st, 1, "Cerwyn", "allies")
    st.table.cards[fresh].entered_turn = st.turn  # (setup: it entered play this turn)
    mine = put_real(st, 0, "Cerwyn", "allies")  # not in the turn player's party
    st = apply(st, "pass", 1)
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "power", 0, uid=vorna, power=power_of(data), x=0))
    assert st.table.cards[vorna].flags.get("flipped")
    st = _fight(apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0)))
    assert st.table.cards[idle].zone == "allies"  # not yet
    st = _next_turn(st)
    assert st.table.cards[idle].zone == "graveyard"
    assert all(st.table.cards[u].zone == "allies" for u in (attacker, fresh, mine))


def test_sinthya_next_combat_damage_also_hits_a_second_target():
    # EN 701, 703, 405.4: "3, Flip Sinthya -> When Sinthya next deals combat damage to a hero or ally this turn, she also
    # deals that much melee damage to a second target hero or ally."
    data = automated("Sinthya Flabberghast")
    st = start()
    sin = as_hero(st, "Sinthya Flabberghast")
    st.modifiers.append(Modifier(sin, "atk", 3, duration="this_turn", player=0, turn=st.turn, source=sin))  # (setup: 3 ATK)
    defender = put_real(st, 1, "Vanda Skydaughter", "allies")
    second = put_real(st, 1, "Anika Berlyn", "allies")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "power", 0, uid=sin, power=power_of(data), x=0))
    assert st.table.cards[sin].flags.get("flipped")
    st = _until(apply(st, "attack", 0, attacker=sin, defender=defender),
                lambda s: bool(s.pending) and s.pending[0].kind == "target", {"protector": ["none"]})
    assert str(defender) not in {o.id for o in st.pending[0].options}  # a second target (EN 706)
    st = _fight(choose(st, str(second)))
    assert st.table.cards[defender].damage == 3 and st.table.cards[second].damage == 3
    # "next": once — another combat packet this turn sets off nothing
    event_triggers(st, deal(st, sin, defender, 1, "melee", combat=True))
    assert not st.triggers


# --- master heroes (301.4) --------------------------------------------------------------------------------------------


def test_alexstrasza_costs_less_by_allies_atk_has_assault_five_and_keeps_allies_alive():
    # 403.2, 301.4, EN 714, 103.2: "You pay X less to play Alexstrasza, where X is the combined ATK of allies you control.
    # Assault 5 Allies you control can't be destroyed."
    automated("Alexstrasza the Life-Binder")
    st = start()
    allies = [put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Vanda Skydaughter", "allies")]
    theirs = put_real(st, 1, "Vanda Skydaughter", "allies")  # not yours: not counted
    x = sum(kw.atk(st, u) for u in allies)
    assert x > 0
    alex = put_real(st, 0, "Alexstrasza the Life-Binder", "hand")
    resources(st, 0, 25 - x - 1)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=alex, x=0)  # one short
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "play", 0, uid=alex, x=0))
    assert st.heroes[0] == alex
    assert kw.keywords(st, alex).get("Assault") == 5
    st = _puncture(st, allies[0])
    assert st.table.cards[allies[0]].zone == "allies"  # can't be destroyed (103.2)
    st.table.cards[theirs].damage = 99
    st = _settle(apply(st, "pass", st.priority))
    assert st.table.cards[theirs].zone == "graveyard"  # an opposing ally: destroyed as usual (410.6a)


@pytest.mark.parametrize(("atk", "dealt"), [(5, 10), (4, 4), (7, 12)])
def test_treads_of_fleeting_joy_five_more_on_big_attacks(atk, dealt):
    # 408.2a / EN 716: "If your hero would deal 5 or more combat damage while attacking, it deals that much +5 instead."
    automated("Treads of Fleeting Joy")
    st = start()
    put_real(st, 0, "Treads of Fleeting Joy", "hero_row")
    me = hero(st, 0)
    st.modifiers.append(Modifier(me, "atk", atk, duration="this_turn", player=0, turn=st.turn, source=me))  # (setup: the hero's ATK)
    st = _fight(apply(st, "attack", 0, attacker=me, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == dealt


def test_treads_of_fleeting_joy_not_while_defending_nor_outside_combat():
    # 408.2a: combat damage while attacking only
    automated("Treads of Fleeting Joy")
    st = start()
    put_real(st, 0, "Treads of Fleeting Joy", "hero_row")
    me = hero(st, 0)
    deal(st, me, hero(st, 1), 6, "fire")
    assert st.table.cards[hero(st, 1)].damage == 6
    st = _next_turn(st)
    st.modifiers.append(Modifier(me, "atk", 6, duration="this_turn", player=0, turn=st.turn, source=me))
    raider = put_real(st, 1, "Vanda Skydaughter", "allies")
    st.modifiers.append(Modifier(raider, "health", 20, duration="this_turn", player=1, turn=st.turn, source=raider))  # (setup: it survives)
    st = _fight(apply(st, "attack", 1, attacker=raider, defender=me))
    assert st.table.cards[raider].damage == 6  # your hero defends: no +5


def test_sympathy_one_of_each_packet_to_your_allies_goes_to_your_hero():
    # 408.2a / EN 716: "If an ally you control would be dealt damage, 1 of it is dealt to your hero instead."
    automated("Sympathy")
    st = start()
    put_real(st, 0, "Sympathy", "hero_row")
    mine = put_real(st, 0, "Vanda Skydaughter", "allies")
    theirs = put_real(st, 1, "Vanda Skydaughter", "allies")
    me, them = hero(st, 0), hero(st, 1)
    deal(st, them, mine, 3, "fire")
    assert (st.table.cards[mine].damage, st.table.cards[me].damage) == (2, 1)
    deal(st, them, mine, 1, "fire")
    assert (st.table.cards[mine].damage, st.table.cards[me].damage) == (2, 2)  # all of a 1-damage packet
    deal(st, me, theirs, 3, "fire")
    assert st.table.cards[theirs].damage == 3 and st.table.cards[them].damage == 0  # not an opposing ally
    deal(st, them, me, 2, "fire")
    assert st.table.cards[me].damage == 4  # your hero itself: as usual


def _metamorphosis(st):
    """P1 plays the master hero Metamorphosis (301.4); then play on to the start of his next turn, its trigger's target
    asked (706)."""
    meta = put_real(st, 0, "Metamorphosis", "hand")
    resources(st, 0, 7)
    st = resolve_chain(apply(st, "play", 0, uid=meta, x=0))
    assert st.heroes[0] == meta
    return _until(st, lambda s: bool(s.pending) and s.active == 0 and s.pending[0].player == 0 and s.pending[0].kind == "target"), meta


def test_metamorphosis_destroy_an_ally_to_stay_and_deal_its_cost():
    # EN 703, 709.3: "At the start of your turn, put your starting hero back into pay unless you destroy an ally you
    # control. If you destroyed an ally this way, your hero deals shadow damage equal to that ally's cost to target hero
    # or ally."
    automated("Metamorphosis")
    st = start()
    starting = hero(st, 0)
    ally = put_real(st, 0, "Anika Berlyn", "allies")  # cost 6
    st, meta = _metamorphosis(st)
    st = choose(st, str(hero(st, 1)))
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "player_picks")
    assert st.pending[0].min == 0  # "unless": he may destroy none
    st = _settle(choose(st, str(ally)))
    assert st.table.cards[ally].zone == "graveyard"
    assert st.heroes[0] == meta and st.table.cards[starting].zone == "removed"
    assert st.table.cards[hero(st, 1)].damage == 6


def test_metamorphosis_no_ally_destroyed_the_starting_hero_comes_back():
    # 301.4d: "put your starting hero back into play unless …" — he destroys none
    automated("Metamorphosis")
    st = start()
    starting = hero(st, 0)
    put_real(st, 0, "Anika Berlyn", "allies")
    st, meta = _metamorphosis(st)
    st = choose(st, str(hero(st, 1)))
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "player_picks")
    st = _settle(choose(st))
    assert st.heroes[0] == starting and st.table.cards[meta].zone == "removed"
    assert st.table.cards[hero(st, 1)].damage == 0



def test_ring_of_trials_counts_damage_and_makes_two_chosen_allies_fight():
    # EN 703, 404.1: "When a hero or ally in your party deals damage, add an arena counter." / EN 701, 709.1, 405.4:
    # "[Exhaust], Remove three arena counters -> Target player chooses an ally in his party, and the you choose an ally
    # in your party. Each deals melee damage equal to its ATK to the other."
    data = automated("Ring of Trials")
    st = start()
    ring = put_real(st, 0, "Ring of Trials", "resources", face_down=False)
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Vanda Skydaughter", "allies")
    for uid in (mine, theirs):  # (setup: both survive the fight)
        st.modifiers.append(Modifier(uid, "health", 20, duration="permanent", player=0, turn=st.turn, source=uid))
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=ring, power=power_of(data), x=0)  # no arena counters yet (403.1)
    for _ in range(3):  # your hero deals damage three times: three arena counters
        event_triggers(st, deal(st, hero(st, 0), hero(st, 1), 1, "fire"))
        st = _settle(st)
    assert st.table.cards[ring].counters.get("arena") == 3
    st = apply(st, "power", 0, uid=ring, power=power_of(data), x=0)
    st = choose(st, str(hero(st, 1)))  # target player: the opponent (by his hero, EN 706)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "w30q_highest_pick_draws")
    assert st.pending[0].player == 1 and {o.id for o in st.pending[0].options} == {str(theirs)}
    st = choose(st, str(theirs))
    assert st.pending[0].player == 0
    atk_mine, atk_theirs = kw.atk(st, mine), kw.atk(st, theirs)
    st = _settle(choose(st, str(mine)))
    # three removed (403.1), one added: your ally dealt damage in the fight (line 1)
    assert st.table.cards[ring].counters.get("arena", 0) == 1 and st.table.cards[ring].tapped
    assert atk_mine > 0 and atk_theirs > 0
    assert (st.table.cards[mine].damage, st.table.cards[theirs].damage) == (atk_theirs, atk_mine)


def test_barathex_raises_an_opposing_ally_that_attacks_only_heroes_and_dies_at_end_of_turn():
    # EN 701, 710.1, 709.3: "6, Flip Barathex -> Put target ally from an opposing graveyard into play under your control.
    # If you do, that ally also has Ferocity, This ally can attack only heroes, and At end of turn, destroy this ally."
    data = automated("Barathex, Undeath's Hand")
    st = start()
    bar = as_hero(st, "Barathex, Undeath's Hand")
    dead = put_real(st, 1, "Vanda Skydaughter", "graveyard")
    put_real(st, 0, "Anika Berlyn", "graveyard")  # your own graveyard: no target
    enemy = put_real(st, 1, "Cerwyn", "allies")
    resources(st, 0, 6)
    st = apply(st, "power", 0, uid=bar, power=power_of(data), x=0)
    assert {o.id for o in st.pending[0].options} == {str(dead)}
    st = _settle(choose(st, str(dead)))
    assert st.table.cards[dead].zone == "allies" and st.table.cards[dead].controller == 0 and st.table.cards[bar].flags.get("flipped")
    assert kw.has(st, dead, "Ferocity")  # it may attack this turn (EN glossary Ferocity)
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=dead, defender=enemy)  # it can attack only heroes
    st = _fight(apply(st, "attack", 0, attacker=dead, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage > 0
    st = _next_turn(st)  # at end of turn it is destroyed, into its owner's graveyard (415.9c)
    assert st.table.cards[dead].zone == "graveyard" and st.table.cards[dead].owner == 1


def test_the_haunted_mills_draws_for_every_ally_removed_with_such_quests():
    # EN 702, 709.3, 415.7: "Reward: Remove an ally card in your graveyard from the game. If you do, draw a card for each
    # ally card you've removed with quests named The Haunted Mills." — two quests of that name, one after the other
    st = start()
    dead = [put_real(st, 0, "Anika Berlyn", "graveyard"), put_real(st, 0, "Cerwyn", "graveyard")]
    put_real(st, 0, "Puncture", "graveyard")  # not an ally card
    put_real(st, 0, "Vanda Skydaughter", "removed")  # removed otherwise: not counted
    hand = len(st.table.zone(0, "hand"))
    st, _ = _complete(st, "The Haunted Mills", 3)
    assert {o.id for o in st.pending[0].options} == {str(u) for u in dead}
    st = _settle(choose(st, str(dead[0])))
    assert st.table.cards[dead[0]].zone == "removed" and len(st.table.zone(0, "hand")) == hand + 1
    st, _ = _complete(st, "The Haunted Mills", 3)  # another quest of that name
    st = _settle(choose(st, str(dead[1])))
    assert len(st.table.zone(0, "hand")) == hand + 1 + 2  # two removed with such quests


def test_the_haunted_mills_no_ally_card_no_draw():
    # EN 709.3: "If you do": no ally card in your graveyard, nothing removed, no draw
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st, _ = _complete(st, "The Haunted Mills", 3)
    assert not st.pending and len(st.table.zone(0, "hand")) == hand


def test_angrathar_counts_cards_entering_opposing_graveyards_then_makes_a_scourge():
    # EN 703, 404.1: "When a card enters an opposing graveyard from anywhere, add a rattle counter." / EN 701, 404.2: "On
    # your turn: 2, [Exhaust], Remove three rattle counters -> Put a 3 [Melee] / 3 [Health] Scourge ally token into play."
    data = automated("Angrathar the Wrathgate")
    st = start()
    gate = put_real(st, 0, "Angrathar the Wrathgate", "resources", face_down=False)
    theirs = put_real(st, 1, "Cerwyn", "allies")
    mine = put_real(st, 0, "Cerwyn", "allies")
    st = _puncture(st, theirs)  # destroyed from play (415.9c)
    assert st.table.cards[gate].counters.get("rattle") == 1
    st = _puncture(st, mine)  # your own graveyard: no counter (Puncture itself goes to yours too)
    assert st.table.cards[gate].counters.get("rattle") == 1
    event_triggers(st, discard_cards(st, 1, st.table.zone(1, "hand")[:1]))  # discarded from the hand (415.9d)
    st = _settle(st)
    assert st.table.cards[gate].counters.get("rattle") == 2
    event_triggers(st, [grave_route.move(st, st.table.zone(1, "deck")[0], R("415.2"), player=1)])  # milled from the deck (415.2)
    st = _settle(st)
    assert st.table.cards[gate].counters.get("rattle") == 3
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, uid=gate, power=power_of(data), x=0))
    assert st.table.cards[gate].counters.get("rattle", 0) == 0
    assert [u for u in st.table.zone(0, "allies") if "Scourge" in kw.tags(st, u) and st.table.cards[u].flags.get("token")]


def test_kilzin_deals_three_then_that_opponents_hero_deals_three_to_a_target_of_his_choice():
    # EN 701, 706, 408.2a: "1, Flip Kil'zin Kil'zin deals 3 nature damage to target hero or ally in an opponent's party.
    # When damage is dealt this way, that opponent's hero deals 3 nature damage to target hero or ally of his choice."
    data = automated("Kil'zin of the Bloodscalp")
    st = start()
    kil = as_hero(st, "Kil'zin of the Bloodscalp")
    theirs = put_real(st, 1, "Vanda Skydaughter", "allies")
    mine = put_real(st, 0, "Vanda Skydaughter", "allies")
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=kil, power=power_of(data), x=0)
    assert str(mine) not in {o.id for o in st.pending[0].options}  # in an opponent's party
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].damage == 3
    assert st.pending and st.pending[0].player == 1  # that opponent chooses
    st = _settle(choose(st, str(mine)))
    assert st.table.cards[mine].damage == 3 and st.table.cards[kil].flags.get("flipped")


def test_kilzin_no_damage_dealt_no_answer():
    # 408.2a: "When damage is dealt this way": the packet prevented, nothing follows
    data = automated("Kil'zin of the Bloodscalp")
    st = start()
    kil = as_hero(st, "Kil'zin of the Bloodscalp")
    theirs = put_real(st, 1, "Vanda Skydaughter", "allies")
    st.shields.append(Shield(theirs, 10, st.turn))  # (setup: the next 10 damage to it is prevented, EN 717)
    resources(st, 0, 1)
    st = resolve_chain(choose(apply(st, "power", 0, uid=kil, power=power_of(data), x=0), str(theirs)))
    assert st.table.cards[theirs].damage == 0
    assert not st.pending


@pytest.mark.parametrize(("x", "moved"), [(2, 2), (3, 2), (1, 1)])
def test_zomm_hopeslayer_puts_x_combo_cards_from_removed_into_graveyard(x, moved):
    # EN 701, 403.1, 415.2: "X, Flip Zomm Hopeslayer Put X Combo cards from your removed from game zone into your
    # graveyard." — all of them when fewer (EN 709.1)
    data = automated("Zomm Hopeslayer")
    st = start()
    zomm = as_hero(st, "Zomm Hopeslayer")
    combos = [put_real(st, 0, "Deathblow", "removed"), put_real(st, 0, "Sinister Strike", "removed")]
    other = put_real(st, 0, "Puncture", "removed")  # not a Combo card
    theirs = put_real(st, 1, "Deathblow", "removed")  # not yours
    resources(st, 0, x)
    st = resolve_chain(apply(st, "power", 0, uid=zomm, power=power_of(data), x=x))
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "resources")) == 0  # X paid
    if len(combos) > moved:
        assert {o.id for o in st.pending[0].options} == {str(u) for u in combos} and st.pending[0].min == moved
        st = choose(st, str(combos[0]))
    elif st.pending:
        st = choose(st, *[str(u) for u in combos])
    st = _settle(st)
    assert sum(st.table.cards[u].zone == "graveyard" for u in combos) == moved
    assert st.table.cards[other].zone == "removed" and st.table.cards[theirs].zone == "removed"


def test_nomak_first_fire_damage_each_of_your_turns_gives_allies_assault():
    # EN 703, 301.2a: "FRONT: 4 -> Flip Nomak" / "BACK: When Nomak deals [Fire] damage for the first time on each of your
    # turns, allies you control have Assault 1 this turn."
    data = automated("Nomak the Blazingclaw")
    st = start()
    nomak = as_hero(st, "Nomak the Blazingclaw")
    card_id = st.table.cards[nomak].card_id
    assert st.cards[card_id].get("health") is None  # the card data prints no health (a data defect): given one here
    st.cards[card_id] = {**st.cards[card_id], "health": 27}
    ally = put_real(st, 0, "Cerwyn", "allies")
    theirs = put_real(st, 1, "Vanda Skydaughter", "allies")
    event_triggers(st, deal(st, nomak, theirs, 1, "fire"))
    assert not st.triggers  # the front shows (301.2a)
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "power", 0, uid=nomak, power=power_of(data), x=0))
    assert st.table.cards[nomak].flags.get("flipped")
    event_triggers(st, deal(st, nomak, theirs, 1, "frost"))
    assert not st.triggers  # not fire damage
    event_triggers(st, deal(st, nomak, theirs, 1, "fire"))
    st = _settle(st)
    assert kw.keywords(st, ally).get("Assault") == 1 and not kw.has(st, theirs, "Assault")
    event_triggers(st, deal(st, nomak, theirs, 1, "fire"))
    assert not st.triggers  # the first time only
    st = _next_turn(st)  # the opponent's turn: the Assault is gone, and no trigger
    assert not kw.has(st, ally, "Assault")
    event_triggers(st, deal(st, nomak, theirs, 1, "fire"))
    assert not st.triggers


def test_kristoff_heals_what_he_deals_with_an_attachment_this_turn():
    # EN 701, 703, 407.1: "2, Flip Kristoff -> When Kristoff deals damage with an attachment this turn, he heals that
    # much from himself." — Immolate: "Attach to target hero or ally, and your hero deals 1 fire damage to it."
    data = automated("Kristoff Manchester")
    st = start()
    kris = as_hero(st, "Kristoff Manchester")
    st.table.cards[kris].damage = 5
    foe = put_real(st, 1, "Vanda Skydaughter", "allies")
    event_triggers(st, deal(st, kris, foe, 2, "fire"))  # not with an attachment, and not yet armed
    assert not st.triggers
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=kris, power=power_of(data), x=0))
    assert st.table.cards[kris].flags.get("flipped")
    event_triggers(st, deal(st, kris, foe, 2, "fire"))  # armed, but no attachment
    assert not st.triggers
    them = hero(st, 1)
    st, _ = play_real(st, "Immolate", 0, str(them), pay=2)
    st = _settle(st)
    assert st.table.cards[them].damage == 1 and st.table.cards[kris].damage == 4  # 1 dealt with Immolate (an attachment), 1 healed
    st = _next_turn(_next_turn(st))  # another turn: no more (the first Immolate deals its 1 at the start of the turn)
    before = st.table.cards[kris].damage
    st, _ = play_real(st, "Immolate", 0, str(them), pay=2)
    st = _settle(st)
    assert st.table.cards[kris].damage == before


@pytest.mark.parametrize("x", [0, 1, 2])
def test_preparing_for_war_shuffles_x_target_cards_from_graveyards_into_decks(x):
    # EN 702.1, 403.1: "Pay X to complete this quest." / EN 702, 706, 415.3b: "Reward: Shuffle X target cards from any
    # number of graveyards into their owners' decks." — X the amount paid
    automated("Preparing for War")
    st = start()
    resources(st, 0, 2)
    quest = put_real(st, 0, "Preparing for War", "resources", face_down=False)
    theirs, mine, kept = put_real(st, 1, "Cerwyn", "graveyard"), put_real(st, 0, "Puncture", "graveyard"), put_real(st, 1, "Anika Berlyn", "graveyard")
    assert sorted(a.args["x"] for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == quest) == [0, 1, 2]
    decks = (len(st.table.zone(0, "deck")), len(st.table.zone(1, "deck")))
    st = apply(st, "quest", 0, uid=quest, x=x)
    for pick in (theirs, mine)[:x]:
        assert st.pending[0].kind == "target" and str(pick) in {o.id for o in st.pending[0].options}
        st = choose(st, str(pick))
    st = _settle(st)
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "resources") if u != quest) == 2 - x
    moved = [u for u in (theirs, mine) if st.table.cards[u].zone == "deck"]
    assert len(moved) == x and st.table.cards[kept].zone == "graveyard"
    assert (len(st.table.zone(0, "deck")), len(st.table.zone(1, "deck"))) == (decks[0] + (x >= 2), decks[1] + (x >= 1))  # owners' decks
