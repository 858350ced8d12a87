"""Heroes, master heroes, quests and locations automated by helper whero (``engine/wow/cards/scripts/whero.toml``),
and the optional replacements that ask their controller in the middle of dealing damage or destroying
(``engine.wow.optional_replacement``), each played with the real card."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow import optional_replacement as opt
from engine.wow.cards import scripts
from engine.wow.cards.compiler import card_powers
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real


def _scripted(name: str) -> dict:
    data = automated(name)
    assert scripts.script_for(data) is not None and scripts.script_for(data).path.endswith("whero.toml"), name
    return data


def _power_index(data: dict, kind: str = "activated") -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == kind)


def _as_hero(st, player: int, name: str) -> int:
    """The real hero ``name`` in place of the player's fixture hero (test setup)."""
    old = hero(st, player)
    new = put_real(st, player, name, "hero_row")
    st.heroes[player] = new
    st.table.cards[old].zone = "removed"
    card_id = st.table.cards[new].card_id
    if not st.cards[card_id].get("health"):  # (test setup: the card data lists no health for some heroes, 301.1)
        st.cards[card_id] = {**st.cards[card_id], "health": 25}
    return new


def _fire_blast(st, player: int, at: int):
    """Player ``player`` plays the real Fire Blast ("Your hero deals 2 fire damage to target hero or ally.");
    the chain resolves up to a pending choice."""
    uid = put_real(st, player, "Fire Blast", "hand")
    resources(st, player, 1)
    st.priority = player  # (test setup: he holds priority)
    st = apply(st, "play", player, uid=uid, x=0)
    return resolve_chain(choose(st, str(at)))


def _flip(st, uid: int, data: dict, pay: int):
    return _flip_other(st, 0, uid, data, pay)


# --- Plague Fleshbane (SOB-24) ----------------------------------------------------------------------


@needs(WOW_CARDS)
def test_plague_fleshbane_may_send_his_damage_to_a_demon_in_his_party():
    # 408.2a / EN 716 / EN 709.3 "2, Flip Plague -> If Plague would be dealt damage this turn, you may choose a Demon
    # in your party. If you do, that damage is dealt to that Demon instead.": his controller answers as the packet
    # would be dealt; the options are "no" and the Demons of his party (Sarmoth), not another ally, not the opponent's
    data = _scripted("Plague Fleshbane")
    st = start()
    plague = _as_hero(st, 0, "Plague Fleshbane")
    demon, human = put_real(st, 0, "Sarmoth", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    put_real(st, 1, "Sarmoth", "allies")
    st = _flip(st, plague, data, 2)
    assert kw.has(st, plague, opt.DEMON_TAKES)
    st = _fire_blast(st, 1, plague)
    pending = st.pending[0]
    assert pending.kind == opt.KIND and pending.player == 0 and ENGINE.to_act(st) == [0]
    assert [o.id for o in pending.options] == [opt.NO, str(demon)] and str(human) not in [o.id for o in pending.options]
    assert st.table.cards[plague].damage == 0 and st.table.cards[demon].damage == 0  # nothing dealt yet
    back = ENGINE.state_from_json(ENGINE.state_to_json(st))  # the question is part of the state (JSON round trip)
    assert back.pending[0].kind == opt.KIND
    st = choose(st, str(demon))
    assert (st.table.cards[plague].damage, st.table.cards[demon].damage) == (0, 2)
    assert not st.pending and not st.chain
    # "you may": no → Plague is dealt it
    st = _fire_blast(st, 1, plague)
    st = choose(st, opt.NO)
    assert (st.table.cards[plague].damage, st.table.cards[demon].damage) == (2, 2)


@needs(WOW_CARDS)
def test_plague_fleshbane_asks_nothing_unflipped_or_without_a_demon():
    # 408.2a: no replacement before the power resolves ("this turn" from then); with no Demon in his party there
    # is nothing to choose (EN 709.3): the packet is dealt to Plague without a question
    data = _scripted("Plague Fleshbane")
    st = start()
    plague = _as_hero(st, 0, "Plague Fleshbane")
    st = _fire_blast(st, 1, plague)
    assert not st.pending and st.table.cards[plague].damage == 2
    st = _flip(st, plague, data, 2)
    st = _fire_blast(st, 1, plague)
    assert not st.pending and st.table.cards[plague].damage == 4


# --- Dethvir the Malignant (FOH-127) ------------------------------------------------------------------


@needs(WOW_CARDS)
def test_dethvir_may_take_the_damage_of_another_character_of_his_party():
    # 408.2a / EN 716 "If another hero or ally in your party would be dealt damage, you may have it be dealt to
    # Dethvir instead.": Dethvir's controller answers for each packet to his hero or another ally of his
    st = start()
    _scripted("Dethvir the Malignant")
    dethvir = put_real(st, 0, "Dethvir the Malignant", "allies")
    other = put_real(st, 0, "Sarmoth", "allies")
    theirs = put_real(st, 1, "Sarmoth", "allies")
    st = _fire_blast(st, 1, other)
    assert st.pending[0].kind == opt.KIND and st.pending[0].player == 0
    st = choose(st, "yes")
    assert (st.table.cards[other].damage, st.table.cards[dethvir].damage) == (0, 2)
    st = _fire_blast(st, 1, hero(st, 0))
    st = choose(st, opt.NO)
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[dethvir].damage == 2
    # not for Dethvir himself, nor for the opponent's characters
    st = _fire_blast(st, 0, theirs)
    assert not st.pending and st.table.cards[theirs].damage == 2


# --- Amaxi the Cruel (TOD-12) -------------------------------------------------------------------------


@needs(WOW_CARDS)
def test_amaxi_may_remove_an_opposing_ally_destroyed_by_fatal_damage():
    # 301.2a "FRONT: 4 -> Flip Amaxi" / "BACK: If an opposing ally would be destroyed by fatal damage, you may
    # remove it from the game instead." (EN 716, 410.6a, 405.2): asked as the check destroys it; yes → removed
    # from the game (415.7), no → destroyed (to the graveyard)
    data = automated("Amaxi the Cruel")
    assert scripts.script_for(data).path.endswith("whero.toml")
    st = start()
    amaxi = _as_hero(st, 0, "Amaxi the Cruel")
    first, second = put(st, 1, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies")
    mine = put(st, 0, "Mist Owl", "allies")
    for uid in (first, second, mine):
        st.table.cards[uid].damage = kw.health(st, uid) - 1
    st = _fire_blast(st, 0, first)  # front face: no replacement yet (301.2a)
    assert not st.pending and st.table.cards[first].zone == "graveyard"
    st = _flip(st, amaxi, data, 4)
    st = _fire_blast(st, 0, second)
    assert st.pending[0].kind == opt.KIND and st.pending[0].player == 0
    assert st.table.cards[second].zone == "allies"
    st = choose(st, "yes")
    assert st.table.cards[second].zone == "removed"
    # a friendly ally: not opposing, not asked
    st = _fire_blast(st, 1, mine)
    assert not st.pending and st.table.cards[mine].zone == "graveyard"


@needs(WOW_CARDS)
def test_amaxi_declined_destroys_the_ally():
    # EN 709.3 "you may": no → the ally is destroyed as usual (410.6a)
    data = automated("Amaxi the Cruel")
    st = start()
    amaxi = _as_hero(st, 0, "Amaxi the Cruel")
    target = put(st, 1, "Mist Owl", "allies")
    st.table.cards[target].damage = kw.health(st, target) - 1
    st = _flip(st, amaxi, data, 4)
    st = _fire_blast(st, 0, target)
    st = choose(st, opt.NO)
    assert st.table.cards[target].zone == "graveyard" and not st.pending


@needs(WOW_CARDS)
def test_dethvir_is_asked_in_the_middle_of_combat_damage():
    # 603.1 / 408.3b combat damage, replaced (408.2a, EN 716): the attacker's packet to Dethvir's hero may be dealt to
    # Dethvir; the defending player (Dethvir's controller, not the player whose turn it is) answers, then combat ends
    st = start()
    attacker = put(st, 0, "Iron Sentinel", "allies")
    dethvir = put_real(st, 1, "Dethvir the Malignant", "allies")
    atk = kw.atk(st, attacker)
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    for _ in range(20):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.pending or st.combat is None:
            break
        else:
            st = apply(st, "pass", st.priority)
    assert st.pending[0].kind == opt.KIND and st.pending[0].player == 1 and ENGINE.to_act(st) == [1]
    st = choose(st, "yes")
    for _ in range(10):
        if st.combat is None or st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.table.cards[hero(st, 1)].damage == 0
    assert st.table.cards[dethvir].damage == atk or st.table.cards[dethvir].zone == "graveyard"


# --- Commander / Crusader Michael Goodchilde (SOB-1, SOB-10), Lelora the Dawnslayer (SOB-30) ---------------


def _combat(st, attacker: int, defender: int):
    """Player 0 attacks ``defender`` with ``attacker``; no protector; everyone passes until the combat ends.
    Returns the state and the packets dealt {(source, target): n}."""
    from engine.core import Action

    dealt: dict[tuple[int, int], int] = {}

    def step(action):
        tr = ENGINE.apply(st, action)
        for e in tr.events:
            if e.kind == "damage":
                dealt[(e.data.get("source"), e.data["uid"])] = e.data["n"]
        return tr.state

    st.priority = 0  # (test setup: player 1 holds priority in his main phase)
    st = step(Action("attack", 0, {"attacker": attacker, "defender": defender}))
    for _ in range(30):
        if st.pending and st.pending[0].kind == "protector":
            st = step(Action("choose", st.pending[0].player, {"picks": ["none"]}))
        elif (st.combat is None and not st.chain) or st.pending:
            break
        else:
            st = step(Action("pass", st.priority, {}))
    return st, dealt


def _flip_other(st, player: int, uid: int, data: dict, pay: int, *picks: str):
    """Player ``player`` uses the hero's flip power (test setup: he holds priority), choosing ``picks``."""
    resources(st, player, pay)
    st.priority = player
    st = apply(st, "power", player, uid=uid, power=_power_index(data), x=0)
    for pick in picks:
        st = choose(st, pick)
    st = resolve_chain(st)
    assert st.table.cards[uid].flags.get("flipped")
    return st


@needs(WOW_CARDS)
def test_commander_michael_defending_friendly_allies_deal_2_more_combat_damage():
    # 408.2a / EN 716 "2, Flip Michael -> If a friendly ally would deal combat damage while defending this turn, it deals
    # that much +2 instead.": his ally defending deals 2+2; the attacker's packet is unchanged (603.1)
    data = _scripted("Commander Michael Goodchilde")
    st = start()
    michael = _as_hero(st, 1, "Commander Michael Goodchilde")
    attacker, defender = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Loyal Hound", "allies")
    st = _flip_other(st, 1, michael, data, 2)
    st.priority = 0
    st, dealt = _combat(st, attacker, defender)
    assert dealt == {(defender, attacker): 4, (attacker, defender): 4}
    # not while attacking: on a later combat his ally attacking deals its ATK (2)
    other = put(st, 1, "Loyal Hound", "allies")
    mine = hero(st, 0)
    st.active = 1  # (test setup: player 2's turn, same turn number — the power lasts "this turn")
    st.priority = 1
    st = apply(st, "attack", 1, attacker=other, defender=mine)
    st = resolve_chain(st)
    for _ in range(20):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.combat is None or st.pending:
            break
        else:
            st = apply(st, "pass", st.priority)
    assert st.table.cards[mine].damage == 2


@needs(WOW_CARDS)
def test_crusader_michael_opposing_defending_allies_are_dealt_2_more():
    # 408.2a / EN 716 "2, Flip Michael -> If an opposing ally would be dealt combat damage while defending this turn,
    # it's dealt that much +2 instead.": the opposing defender is dealt 4+2, the attacker 2
    data = _scripted("Crusader Michael Goodchilde")
    st = start()
    michael = _as_hero(st, 0, "Crusader Michael Goodchilde")
    attacker, defender = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Loyal Hound", "allies")
    st = _flip_other(st, 0, michael, data, 2)
    st, dealt = _combat(st, attacker, defender)
    assert dealt == {(attacker, defender): 6, (defender, attacker): 2}


@needs(WOW_CARDS)
def test_lelora_doubles_combat_damage_to_and_by_the_target_ally():
    # 408.2a / EN 716 "1, Flip Lelora -> If combat damage would be dealt to or dealt by target opposing ally this turn,
    # double it instead.": both packets of its combat are doubled; a non-combat packet is not (408.3b)
    data = _scripted("Lelora the Dawnslayer")
    st = start()
    lelora = _as_hero(st, 0, "Lelora the Dawnslayer")
    attacker, target = put(st, 0, "Loyal Hound", "allies"), put(st, 1, "Iron Sentinel", "allies")
    st = _flip_other(st, 0, lelora, data, 1, str(target))
    st = _fire_blast(st, 0, target)
    assert st.table.cards[target].damage == 2  # not combat damage: 2
    st, dealt = _combat(st, attacker, target)
    assert dealt[(attacker, target)] == 4 and dealt[(target, attacker)] == 8


# --- Kayleitha (HOA-11) --------------------------------------------------------------------------------


@needs(WOW_CARDS)
def test_kayleitha_stealthed_is_dealt_no_combat_damage_this_turn():
    # EN 717 "2, Flip Kayleitha -> While Kayleitha is (s)tealthed, prevent all combat damage that would be dealt to her
    # this turn.": with Stealth, the defender's packet to her is prevented; a non-combat packet is not (408.3b);
    # without Stealth the combat packet is dealt
    from engine.core import Modifier

    data = _scripted("Kayleitha")
    st = start()
    kay = _as_hero(st, 0, "Kayleitha")
    st.modifiers.append(Modifier(kay, "atk", 2, turn=st.turn))  # (test setup: she has 2 ATK this turn, to attack)
    stealth = Modifier(kay, "", 0, keyword="Stealth", turn=st.turn)  # (test setup: she is stealthed)
    st.modifiers.append(stealth)
    first, second = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Iron Sentinel", "allies")
    st = _flip(st, kay, data, 2)
    st, dealt = _combat(st, kay, first)
    assert (first, kay) not in dealt and st.table.cards[kay].damage == 0 and dealt[(kay, first)] == 2
    st = _fire_blast(st, 1, kay)
    assert st.table.cards[kay].damage == 2
    st.modifiers = [m for m in st.modifiers if m.keyword != "Stealth"]
    st.table.cards[kay].tapped = False  # (test setup: ready to attack again)
    st, dealt = _combat(st, kay, second)
    assert dealt[(second, kay)] == 4 and st.table.cards[kay].damage == 6


# --- Azarak Wolfsblood (TDP-11), Koth, Caller of the Hunt (HFI-12) ----------------------------------------


@needs(WOW_CARDS)
def test_azarak_target_has_minus_x_atk_only_in_combat_with_him():
    # EN 714 / 201.3 "X, Flip Azarak Wolfsblood -> Target hero or ally has -X ATK while in combat with Azarak this
    # turn.": X = 3 paid; out of combat its ATK is unchanged; attacking Azarak it deals 4-3
    data = _scripted("Azarak Wolfsblood")
    st = start()
    azarak = _as_hero(st, 0, "Azarak Wolfsblood")
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=azarak, power=_power_index(data), x=3)
    st = resolve_chain(choose(st, str(sentinel)))
    assert st.table.cards[azarak].flags.get("flipped") and kw.atk(st, sentinel) == 4
    st.active = st.priority = 1  # (test setup: player 2 attacks on the same turn — the change lasts "this turn")
    st = apply(st, "attack", 1, attacker=sentinel, defender=azarak)
    # (the combat may end within the action: everyone passes)
    for _ in range(20):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.combat is None or st.pending:
            break
        else:
            st = apply(st, "pass", st.priority)
    assert st.table.cards[azarak].damage == 1 and kw.atk(st, sentinel) == 4


@needs(WOW_CARDS)
def test_koth_allies_in_your_party_have_plus_1_atk_in_combat_with_the_target():
    # EN 714 "2, Flip Koth -> Allies in your party have +1 ATK while in combat with target hero or ally this turn.":
    # against the target (Loyal Hound) the Sentinel deals 4+1; against another card (the opposing hero) 4
    data = _scripted("Koth, Caller of the Hunt")
    st = start()
    koth = _as_hero(st, 0, "Koth, Caller of the Hunt")
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    hound = put(st, 1, "Loyal Hound", "allies")
    st = _flip_other(st, 0, koth, data, 2, str(hound))
    assert kw.atk(st, sentinel) == 4
    st, dealt = _combat(st, sentinel, hound)
    assert dealt[(sentinel, hound)] == 5 and dealt[(hound, sentinel)] == 2
    st.table.cards[sentinel].tapped = False  # (test setup: ready to attack again)
    st, dealt = _combat(st, sentinel, hero(st, 1))
    assert dealt[(sentinel, hero(st, 1))] == 4


# --- Seadog Nally (SOB-17), Jonas White (SOB-19) ------------------------------------------------------


@needs(WOW_CARDS)
def test_seadog_nally_destroys_a_friendly_ally_and_deals_its_atk():
    # 403.1 "2, Flip Nally, destroy a friendly ally -> Nally deals ranged damage to target ally equal to that friendly
    # ally's ATK.": the Sentinel (4 ATK) is destroyed as the cost; the target is dealt 4 ranged damage by Nally (405.4)
    data = _scripted("Seadog Nally")
    st = start()
    nally = _as_hero(st, 0, "Seadog Nally")
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    target = put(st, 1, "Stone Guardian", "allies")  # 3/6, Hardiness: 1 of a packet prevented (EN glossary)
    resources(st, 0, 2)
    offered = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == nally]
    assert [a.args.get("pay") for a in offered] == [[sentinel]]  # only a friendly ally pays it
    st = choose(apply(st, "power", 0, uid=nally, power=_power_index(data), x=0, pay=[sentinel]), str(target))
    assert st.table.cards[sentinel].zone == "graveyard" and st.table.cards[nally].flags.get("flipped")  # paid (403.1)
    st = resolve_chain(st)
    assert st.table.cards[target].damage == 3  # 4 ranged, 1 prevented by Hardiness


@needs(WOW_CARDS)
def test_jonas_white_exhausted_ally_deals_its_atk_to_target_ally():
    # 403.1 / 408.2c "3, Flip Jonas, exhaust an ally in your party -> That ally deals melee damage equal to its ATK to
    # target ally.": the exhausted Sentinel is the source of a 4 melee packet; an exhausted ally can't pay (403.1)
    data = _scripted("Jonas White")
    st = start()
    jonas = _as_hero(st, 0, "Jonas White")
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    tired = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[tired].tapped = True
    target = put(st, 1, "Stone Guardian", "allies")
    resources(st, 0, 3)
    offered = [a.args.get("pay") for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == jonas]
    assert offered == [[sentinel]]
    st = choose(apply(st, "power", 0, uid=jonas, power=_power_index(data), x=0, pay=[sentinel]), str(target))
    assert st.table.cards[sentinel].tapped and st.table.cards[jonas].flags.get("flipped")  # paid (403.1)
    st = resolve_chain(st)
    assert st.table.cards[target].damage == 3  # 4 melee from the Sentinel, 1 prevented by Hardiness


@needs(WOW_CARDS)
def test_marlowe_target_has_minus_the_destroyed_allys_health():
    # 403.1 / EN 714.1 "2, Flip Marlow, destroy a friendly ally -> Target hero or ally has -X health this turn, where X
    # is that friendly ally's health. Use only on your turn.": the Sentinel (4 health) destroyed → the Guardian (6) has 2;
    # on the opponent's turn the power can't be used
    data = _scripted("Marlowe the Felsworn")
    st = start()
    marlowe = _as_hero(st, 0, "Marlowe the Felsworn")
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    target = put(st, 1, "Stone Guardian", "allies")
    resources(st, 0, 2)
    theirs = ENGINE.copy(st)
    theirs.active = 1  # (test setup: the opponent's turn, player 1 holding priority)
    assert not [a for a in ENGINE.legal_actions(theirs, 0) if a.type == "power" and a.args["uid"] == marlowe]
    st = choose(apply(st, "power", 0, uid=marlowe, power=_power_index(data), x=0, pay=[sentinel]), str(target))
    assert st.table.cards[sentinel].zone == "graveyard" and st.table.cards[marlowe].flags.get("flipped")
    st = resolve_chain(st)
    assert kw.health(st, target) == 2


# --- The Blood is Life (MOL-295) ----------------------------------------------------------------------


@needs(WOW_CARDS)
def test_the_blood_is_life_heals_the_destroyed_allys_health():
    # EN 702.1 / 403.1 "During your turn, destroy an ally in your party and pay 1 to complete this quest." and EN 702.2 /
    # 407.1 "Reward: Your hero heals damage from itself equal to that ally's health.": the Sentinel (4 health) is destroyed
    # as the quest completes; the hero (7 damage) heals 4; on the opponent's turn it can't be completed
    from engine.core.rules import RulesError

    data = _scripted("The Blood is Life")
    assert data["type"] == "quest"
    st = start()
    quest = put_real(st, 0, "The Blood is Life", "resources", face_down=False)
    resources(st, 0, 1)
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[hero(st, 0)].damage = 7
    theirs = ENGINE.copy(st)
    theirs.active = 1  # (test setup: the opponent's turn)
    with pytest.raises(RulesError, match="only on your turn"):
        apply(theirs, "quest", 0, uid=quest, pay=[sentinel])
    st = resolve_chain(apply(st, "quest", 0, uid=quest, pay=[sentinel]))
    assert st.table.cards[sentinel].zone == "graveyard" and st.table.cards[quest].face_down
    assert st.table.cards[hero(st, 0)].damage == 3


# --- Morn Walks-the-Path (SOB-23) ---------------------------------------------------------------------


@needs(WOW_CARDS)
def test_morn_walks_the_path_plays_an_ability_from_the_graveyard_this_turn():
    # 409.1 "3, Flip Morn -> You can play target ability card from your graveyard this turn.": Fire Blast in his graveyard
    # is offered and played (its cost paid, its text resolved); the other ability card is not; on a later turn, no more
    data = _scripted("Morn Walks-the-Path")
    st = start()
    morn = _as_hero(st, 0, "Morn Walks-the-Path")
    blast = put_real(st, 0, "Fire Blast", "graveyard")
    other = put_real(st, 0, "Fire Blast", "graveyard")
    plays = lambda s: sorted(a.args["uid"] for a in ENGINE.legal_actions(s, 0) if a.type == "play")  # noqa: E731
    assert blast not in plays(st)
    resources(st, 0, 3)
    st = resolve_chain(choose(apply(st, "power", 0, uid=morn, power=_power_index(data), x=0), str(blast)))
    assert st.table.cards[morn].flags.get("flipped")
    resources(st, 0, 1)
    assert blast in plays(st) and other not in plays(st)
    st = resolve_chain(choose(apply(st, "play", 0, uid=blast, x=0), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[blast].zone == "graveyard"
    resources(st, 0, 1)
    assert blast not in plays(st)  # used up: back in the graveyard it is a new card (415.9a)


# --- Overseer Savryn (ICE-7) --------------------------------------------------------------------------


@needs(WOW_CARDS)
def test_overseer_savryn_assault_for_melee_weapons_and_unpreventable_combat_damage():
    # 403.1 / EN 714.1 / EN 717 "On your turn: Flip Savryn, remove a Rogue in your graveyard from the game -> This turn,
    # melee weapons you control have Assault 1, and combat damage your hero would deal is unpreventable.": the Rogue card
    # is removed as the cost; the melee Longsword has Assault 1; the hero's combat packet goes through a shield, a
    # non-combat one doesn't
    from engine.wow import damage
    from engine.wow.state import Shield

    data = _scripted("Overseer Savryn")
    st = start()
    savryn = _as_hero(st, 0, "Overseer Savryn")
    sword = put(st, 0, "Militia Longsword", "hero_row")
    rogue, other = put(st, 0, "Shade Stalker", "graveyard"), put(st, 0, "Iron Sentinel", "graveyard")
    offered = [a.args.get("pay") for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == savryn]
    assert offered == [[rogue]]  # only a Rogue pays it (202.1)
    st = resolve_chain(apply(st, "power", 0, uid=savryn, power=_power_index(data), x=0, pay=[rogue]))
    assert st.table.cards[rogue].zone == "removed" and st.table.cards[other].zone == "graveyard"
    assert st.table.cards[savryn].flags.get("flipped") and kw.keywords(st, sword).get("Assault") == 1
    target = put(st, 1, "Iron Sentinel", "allies")
    st.shields.append(Shield(target, 5, st.turn, target))
    damage.deal(st, savryn, target, 2, "melee", combat=True)
    assert st.table.cards[target].damage == 2  # unpreventable: the shield is not used (EN 717)
    damage.deal(st, savryn, target, 1, "melee")
    assert st.table.cards[target].damage == 2  # a non-combat packet is prevented


# --- Mythen of the Fang (ARC-14) ----------------------------------------------------------------------


@needs(WOW_CARDS)
def test_mythen_deals_1_nature_damage_for_each_quest_of_the_targets_controller():
    # 405.4 "2, Flip Mythen -> Mythen deals 1 nature damage to target hero for each quest its controller has.": the
    # opponent has two face-up quests (a completed, face-down one is no quest in play, 412.1b); Mythen's own quest doesn't
    # count; one packet of 2 nature damage, dealt by Mythen
    data = _scripted("Mythen of the Fang")
    st = start()
    mythen = _as_hero(st, 0, "Mythen of the Fang")
    put_real(st, 1, "Betrayal", "resources", face_down=False)
    put_real(st, 1, "The Blood is Life", "resources", face_down=False)
    put_real(st, 1, "A Donation of Silk", "resources", face_down=True)  # a completed quest, face down
    put_real(st, 0, "Betrayal", "resources", face_down=False)
    resources(st, 0, 2)
    from engine.core import Action

    st = apply(st, "power", 0, uid=mythen, power=_power_index(data), x=0)
    tr = ENGINE.apply(st, Action("choose", 0, {"picks": [str(hero(st, 1))]}))
    st, packets = tr.state, [e for e in tr.events if e.kind == "damage"]
    while st.chain:
        tr = ENGINE.apply(st, Action("pass", st.priority, {}))
        st, packets = tr.state, packets + [e for e in tr.events if e.kind == "damage"]
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[mythen].flags.get("flipped")
    assert [(e.data["source"], e.data["type"], e.data["n"]) for e in packets] == [(mythen, "nature", 2)]


# --- Ironforge (FOH-207) ------------------------------------------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize("dwarves", [2, 3])
def test_ironforge_returns_a_weapon_costing_less_than_your_dwarves(dwarves):
    # EN 709.1 "[Exhaust] -> Put target armor or weapon card from your graveyard into hand if its cost is less than the
    # number of Dwarves in your party.": the Longsword (cost 2) returns with three Dwarves, stays with two
    data = _scripted("Ironforge")
    st = start()
    assert "dwarf" not in kw.words(st, hero(st, 0))
    forge = put_real(st, 0, "Ironforge", "resources", face_down=False)
    for name in ("Longbow Sentry", "Drill Sergeant", "Armored Smith")[:dwarves]:
        put(st, 0, name, "allies")
    sword = put(st, 0, "Worn Longsword", "graveyard")
    st = resolve_chain(choose(apply(st, "power", 0, uid=forge, power=_power_index(data), x=0), str(sword)))
    assert st.table.cards[forge].tapped
    assert st.table.cards[sword].zone == ("hand" if dwarves == 3 else "graveyard")


# --- Ressa Shadeshine (SOB-7), Master Sniper Simon McKey (TOT-5), Flame Keeper Rizzli (TOD-16) -------------------


@needs(WOW_CARDS)
def test_ressa_deals_the_atk_of_the_weapon_she_picks():
    # 405.4 / EN 709.1 "2, Flip Ressa -> Ressa deals melee damage to target ally equal to the ATK of one of your weapons.":
    # the weapon is picked as the power resolves (the Longsword, 2 ATK, of two); Ressa deals 2 melee damage
    data = _scripted("Ressa Shadeshine")
    st = start()
    ressa = _as_hero(st, 0, "Ressa Shadeshine")
    sword, axe = put(st, 0, "Worn Longsword", "hero_row"), put(st, 0, "Great Axe", "hero_row")
    target = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "power", 0, uid=ressa, power=_power_index(data), x=0), str(target)))
    assert st.pending and st.pending[0].player == 0 and {o.id for o in st.pending[0].options} == {str(sword), str(axe)}
    st = resolve_chain(choose(st, str(sword)))
    assert st.table.cards[target].damage == 2 and st.table.cards[ressa].flags.get("flipped")


@needs(WOW_CARDS)
def test_simon_mckey_deals_the_atk_of_a_pet_you_control():
    # 405.4 "On your turn: 2, Flip Simon -> Simon deals ranged damage to target hero or ally equal to the ATK of a Pet you
    # control.": the only Pet (Loyal Hound, 2 ATK) is picked; without a Pet no packet is dealt (408.2b)
    data = _scripted("Master Sniper Simon McKey")
    st = start()
    simon = _as_hero(st, 0, "Master Sniper Simon McKey")
    put(st, 0, "Loyal Hound", "allies")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "power", 0, uid=simon, power=_power_index(data), x=0), str(hero(st, 1))))
    while st.pending:  # (a single Pet: picked without asking, or asked with one option)
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[hero(st, 1)].damage == 2


@needs(WOW_CARDS)
def test_simon_mckey_without_a_pet_deals_nothing():
    # 408.2b: 0 damage makes no packet
    data = _scripted("Master Sniper Simon McKey")
    st = start()
    simon = _as_hero(st, 0, "Master Sniper Simon McKey")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "power", 0, uid=simon, power=_power_index(data), x=0), str(hero(st, 1))))
    assert not st.pending and st.table.cards[hero(st, 1)].damage == 0


@needs(WOW_CARDS)
def test_flame_keeper_rizzli_back_deals_a_fire_allys_atk_at_the_start_of_your_turn():
    # 301.2a / EN 703 "FRONT: 5 -> Flip Rizzli" "BACK: At the start of your turn, Rizzli may deal fire damage to target hero
    # or ally equal to the ATK of a [Fire] ally you control.": after the flip, at the start of his next turn Rizzli deals
    # the Ember Adept's ATK (1) as fire damage to the chosen target
    data = automated("Flame Keeper Rizzli")
    assert scripts.script_for(data).path.endswith("whero.toml")
    st = start()
    rizzli = _as_hero(st, 0, "Flame Keeper Rizzli")
    put(st, 0, "Ember Adept", "allies")
    st = _flip(st, rizzli, data, 5)
    target = hero(st, 1)
    asked = []
    for _ in range(80):
        if st.active == 0 and st.turn > 1 and st.step == "main" and not st.pending and not st.chain:
            break
        if st.pending:
            p = st.pending[0]
            asked.append(p.kind)
            ids = [o.id for o in p.options]
            st = choose(st, str(target) if str(target) in ids else ids[0])
        else:
            st = apply(st, "pass", st.priority)
    assert st.active == 0 and st.turn > 1
    assert st.table.cards[target].damage == 1


# --- Obliveron (ARC) ----------------------------------------------------------------------------------


@needs(WOW_CARDS)
@pytest.mark.parametrize("with_obliveron", [True, False])
def test_obliveron_any_number_of_pets(with_obliveron):
    # 414.3b "You can have any number of Pets.": two Pet (1) allies stand with Obliveron as the hero; otherwise the
    # uniqueness check makes his controller destroy one (414.2)
    _scripted("Obliveron")
    st = start()
    if with_obliveron:
        _as_hero(st, 0, "Obliveron")
    first, second = put(st, 0, "Loyal Hound", "allies"), put(st, 0, "Loyal Hound", "allies")
    st = apply(st, "pass", 0)
    kinds = [p.kind for p in st.pending]
    assert ("uniqueness" in kinds) != with_obliveron
    if with_obliveron:
        assert st.table.cards[first].zone == st.table.cards[second].zone == "allies"
