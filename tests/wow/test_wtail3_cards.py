"""The long tail, round 3 (helper wtail3): manual names grouped by the wording of their first unread clause,
the families automated by ``scripts/wtail3.toml`` — each card played with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow.engine import ENGINE
from engine.wow.leaving_play import destroy
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import power_of, use
from .test_wcombat_remove import _defending
from .test_wcombat_while import _to_turn_of
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _tokens(st, player: int, name: str) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token") and kw.name(st, u) == name]


# --- "Put … ally token(s) … into play. At end of turn, destroy it/them." (engine.wow.doomed_tokens, this_turn) ---


def test_ancient_cornerstone_grimoire_skeleton_lasts_until_end_of_turn():
    # EN 701: "2, [Exhaust] -> Put a Skeleton ally token with 1 ATK, 1 health, Ferocity, and Protector into play.
    # At end of turn, destroy it."
    data = automated("Ancient Cornerstone Grimoire")
    st = start()
    book = put_real(st, 0, "Ancient Cornerstone Grimoire", "hero_row")
    st = use(st, book, data, pay=2)
    [skeleton] = _tokens(st, 0, "Skeleton")
    # 404.2: the token has what the effect gives it
    assert (kw.atk(st, skeleton), kw.health(st, skeleton)) == (1, 1)
    assert kw.has(st, skeleton, "Ferocity") and kw.has(st, skeleton, "Protector")
    assert st.table.cards[book].tapped  # 403.1: [Exhaust] is paid
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == 2  # 403.1: 2 paid
    with pytest.raises(RulesError):  # 403.1: an exhausted card can't pay [Exhaust] again
        apply(st, "power", 0, uid=book, power=power_of(data), x=0)
    st = _settle(_next_turn(st))
    # 415.9c: destroyed at the end of the turn it entered (not the next one); a token leaving play ceases to exist (410.6d)
    assert not _tokens(st, 0, "Skeleton") and (skeleton not in st.table.cards or not kw.in_play(st, skeleton))


def test_ancient_cornerstone_grimoire_needs_two_resources():
    # 403.1: a cost that can't be paid in full can't be paid
    data = automated("Ancient Cornerstone Grimoire")
    st = start()
    book = put_real(st, 0, "Ancient Cornerstone Grimoire", "hero_row")
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=book, power=power_of(data), x=0)


def test_barov_peasant_caller_three_peasants_for_this_turn():
    # EN 701: "2, [Exhaust], Destroy Barov Peasant Caller -> Put three Peasant ally tokens with 1 ATK, 1 health, and
    # Ferocity into play. At end of turn, destroy them."
    data = automated("Barov Peasant Caller")
    st = start()
    caller = put_real(st, 0, "Barov Peasant Caller", "hero_row")
    st = use(st, caller, data, pay=2)
    assert st.table.cards[caller].zone == "graveyard"  # 403.1: destroying it is part of the cost
    peasants = _tokens(st, 0, "Peasant")
    assert len(peasants) == 3  # 404.2
    assert all((kw.atk(st, u), kw.health(st, u)) == (1, 1) and kw.has(st, u, "Ferocity") for u in peasants)
    assert not any(kw.has(st, u, "Protector") for u in peasants)
    st = _settle(_next_turn(st))
    # 415.9c: all three are destroyed at the end of this turn
    assert not _tokens(st, 0, "Peasant")


# --- "Opposing cards and effects must target X if able." (engine.wow.must_target; EN 714, 706.1) ---


def _choices(st) -> set[int]:
    assert st.pending and st.pending[0].kind == "target"
    return {int(o.id) for o in st.pending[0].options}


def _their_turn(st):
    return _settle(_next_turn(st))  # P2's turn: he plays his abilities (EN 409)


def test_grounding_totem_draws_opposing_targets_that_can_name_it():
    # EN 714: "Ongoing: Opposing cards and effects must target Grounding Totem if able."
    automated("Grounding Totem")
    st = start()
    st, totem = play_real(st, "Grounding Totem", 0, pay=1)
    st = _settle(st)
    assert kw.in_play(st, totem)  # 305.2a: an Ongoing ability stays in play
    other = put_real(st, 0, "Dual Wield", "hero_row")  # another ability of P1's in play
    st = _their_turn(st)
    # EN 706.1 + 714: "Destroy up to two target abilities." — its first target must be the Totem
    st, _ = play_real(st, "Focused Dispel", 1, pay=3)
    assert _choices(st) == {totem}
    st = choose(st, str(totem))
    assert other in _choices(st)  # the link targets it already: the second target is free
    st = resolve_chain(choose(st, str(other)))
    assert st.table.cards[totem].zone == "graveyard" and st.table.cards[other].zone == "graveyard"


def test_grounding_totem_only_opposing_choices_and_as_an_ally():
    # "Opposing cards and effects": P1's own choices are free; 305.3a: a Totem is an ability and an ally, so
    # "target hero or ally" can name it and must
    st = start()
    st, totem = play_real(st, "Grounding Totem", 0, pay=1)
    st = _settle(st)
    mine = put(st, 0, "Mist Owl", "allies")
    st, _ = play_real(st, "Crush", 0, pay=1)  # P1's own card ("Destroy target ally."): not an opposing card
    assert mine in _choices(st)
    st = resolve_chain(choose(st, str(mine)))
    st = _their_turn(st)
    owl = put(st, 0, "Mist Owl", "allies")
    st, _ = play_real(st, "Quick Strike", 1, pay=3)  # "… to target hero or ally"
    assert _choices(st) == {totem} and owl in st.table.zone(0, "allies")


def test_highlord_bolvar_must_be_targeted_by_opposing_cards():
    # EN 714: "Opposing cards and effects must target Bolvar if able"
    automated("Highlord Bolvar Fordragon")
    st = start()
    st, bolvar = play_real(st, "Highlord Bolvar Fordragon", 0, pay=8)
    st = _settle(st)
    assert kw.in_play(st, bolvar)
    owl = put(st, 0, "Mist Owl", "allies")
    st = _their_turn(st)
    theirs = put(st, 1, "Mist Owl", "allies")
    st, _ = play_real(st, "Flame Lance", 1, pay=1)  # "Your hero deals 3 fire damage to target ally."
    assert _choices(st) == {bolvar}  # not P1's other ally, not P2's own ally
    with pytest.raises(RulesError):  # 706.1: a target outside the choice is refused
        choose(st, str(owl))
    st = resolve_chain(choose(st, str(bolvar)))
    assert st.table.cards[bolvar].damage == 3 and theirs in st.table.zone(1, "allies")


def test_divert_sends_opposing_targets_to_the_attached_card():
    # "Attach to target ability, ally or equipment you control." (400.1) / EN 714: "Ongoing: Opposing cards and
    # effects must target attached card if able."
    automated("Divert")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    decoy = put(st, 0, "Mist Owl", "allies")
    st, divert = play_real(st, "Divert", 0, str(decoy), pay=1)
    st = _settle(resolve_chain(st))
    assert st.table.cards[divert].attached_to == decoy
    st = _their_turn(st)
    st, _ = play_real(st, "Flame Lance", 1, pay=1)
    assert _choices(st) == {decoy}
    st = resolve_chain(choose(st, str(decoy)))
    assert not kw.in_play(st, decoy) and kw.in_play(st, owl)


def test_frost_presence_hero_is_the_target_health_and_protector():
    # EN 714: "Ongoing: Opposing cards and effects must target your hero if able. Your hero has +10 health and is a Protector."
    automated("Frost Presence")
    st = start()
    base = kw.health(st, hero(st, 0))
    st, presence = play_real(st, "Frost Presence", 0, pay=5)
    st = _settle(st)
    assert kw.in_play(st, presence)
    assert kw.health(st, hero(st, 0)) == base + 10 and kw.has(st, hero(st, 0), "Protector")
    owl = put(st, 0, "Mist Owl", "allies")
    st = _their_turn(st)
    st, _ = play_real(st, "Quick Strike", 1, pay=3)  # "… target hero or ally": the hero can be named
    assert _choices(st) == {hero(st, 0)}
    st = resolve_chain(choose(st, str(hero(st, 0))))
    st, _ = play_real(st, "Flame Lance", 1, pay=1)  # "… target ally": it can't, so no narrowing ("if able")
    assert owl in _choices(st)


# --- effect-text misprints (templates_misprints): "Long-Ronge", "heals 1 damaged from" ---


def test_bottled_wild_long_range_on_entering_and_for_a_hunter():
    # EN 703: "When this item enters play, target hero or ally has Long-Ronge [Long-Range] this turn."
    # EN 701: "On your turn: Exhaust a Hunter hero or ally you control and destroy this item -> Target hero or ally
    # has Long-Ronge this turn."
    data = automated("Bottled Wild")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    st, wild = play_real(st, "Bottled Wild", 0, pay=2)
    st = _settle(st, {"target": [str(owl)]})
    assert kw.has(st, owl, "Long-Range")
    st = _settle(_next_turn(st))
    assert not kw.has(st, owl, "Long-Range")  # "this turn" (415.9c … ends at the end of the turn)
    hunter = put_real(st, 0, "Nikka Blastbor", "allies")  # a Hunter ally
    with pytest.raises(RulesError):  # "On your turn:" (EN 701.2)
        apply(st, "power", 0, uid=wild, power=power_of(data), x=0, pay=[hunter])
    st = _settle(_next_turn(st))
    with pytest.raises(RulesError):  # 403.1: a non-Hunter can't pay it (nor the hero, a Shaman)
        apply(st, "power", 0, uid=wild, power=power_of(data), x=0, pay=[owl])
    assert "hunter" not in kw.words(st, hero(st, 0))
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=wild, power=power_of(data), x=0, pay=[hero(st, 0)])
    st = apply(st, "power", 0, uid=wild, power=power_of(data), x=0, pay=[hunter])
    st = _settle(st, {"target": [str(owl)]})
    assert st.table.cards[hunter].tapped and st.table.cards[wild].zone == "graveyard"  # both paid (403.1)
    assert kw.has(st, owl, "Long-Range")


def test_faithful_prayer_priest_entering_heals_each_friendly_character():
    # EN 703: "Ongoing: When a Priest ally enters play under your control or a friendly player's control, it heals 1
    # damaged [damage] from each friendly hero and ally."
    automated("Faithful Prayer")
    st = start()
    st, prayer = play_real(st, "Faithful Prayer", 0, pay=1)
    st = _settle(st)
    assert kw.in_play(st, prayer)
    mine = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    for uid in (mine, theirs, hero(st, 0)):
        st.table.cards[uid].damage = 1
    st.table.cards[hero(st, 0)].damage = 3
    st, _ = play_real(st, "Nikka Blastbor", 0, pay=1)  # a Hunter, no Priest: nothing
    st = _settle(st)
    assert st.table.cards[mine].damage == 1 and st.table.cards[hero(st, 0)].damage == 3
    st, _ = play_real(st, "Zulanji", 0, pay=2)  # a Priest ally
    st = _settle(st)
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 0)].damage == 2  # 1 from each friendly one
    assert st.table.cards[theirs].damage == 1  # not an opposing one


# --- "[X] allies you own everywhere have Stash: Put a … token into play." (engine.wow.stash_grants) ---


@pytest.mark.parametrize(("giver", "given", "other", "token", "dtype"), [
    ("Ignacious", "Hira", "Cerwyn", "Fire Elemental", "fire"),
    ("Arion", "Cerwyn", "Hira", "Air Elemental", "nature"),
    ("Terrastra", "Anika Berlyn", "Hira", "Earth Elemental", "melee"),
])
def test_ascendants_give_their_icons_allies_stash(giver, given, other, token, dtype):
    # EN 714 + glossary Stash: "[Fire] allies you own everywhere have Stash: Put a 2 [Fire] / 1 [Health] Fire Elemental
    # ally token into play." (Arion: [Nature] / Air Elemental; Terrastra: [Melee] / Earth Elemental)
    automated(giver)
    st = start()
    ascendant = put_real(st, 0, giver, "allies")
    mine = put_real(st, 0, given, "hand")  # an ally with that icon, in the hand ("everywhere")
    off = put_real(st, 0, other, "hand")  # another icon: no Stash
    with pytest.raises(RulesError):  # 412.1b: only quests, locations and Stash cards may be placed face up
        apply(st, "resource", 0, uid=off, face_up=True)
    st = _settle(apply(st, "resource", 0, uid=mine, face_up=True))
    assert st.table.cards[mine].zone == "resources" and st.table.cards[mine].face_down  # Stash: turned face down at once
    [elemental] = _tokens(st, 0, token)
    assert (kw.atk(st, elemental), kw.health(st, elemental)) == (2, 1)  # 404.2
    assert kw.data(st, elemental).get("damage_type") == dtype
    st = _settle(_next_turn(_next_turn(st)))
    st.table.move(ascendant, "graveyard")  # the giver gone: its power is gone (test setup)
    again = put_real(st, 0, given, "hand")
    with pytest.raises(RulesError):  # 412.1b
        apply(st, "resource", 0, uid=again, face_up=True)


def test_ignacious_gives_stash_only_to_allies_its_controller_owns():
    # "allies you own": the opponent's [Fire] ally has no Stash from P1's Ignacious (EN 714)
    st = start()
    put_real(st, 0, "Ignacious", "allies")
    st = _settle(_next_turn(st))
    theirs = put_real(st, 1, "Hira", "hand")
    with pytest.raises(RulesError):  # 412.1b
        apply(st, "resource", 1, uid=theirs, face_up=True)
    st = _settle(apply(st, "resource", 1, uid=theirs, face_up=False))
    assert not _tokens(st, 1, "Fire Elemental")


# --- "Interrupt target ability (card) that's targeting your hero [if it was played by a [Horde] player]." (EN 711) ---


def _hero_of(st, player: int, name: str) -> int:
    """A real hero for ``player`` (test setup, as test_wscale_amounts.as_hero)."""
    old = hero(st, player)
    new = put_real(st, player, name, "hero_row")
    st.heroes[player] = new
    st.table.cards[old].zone = "removed"
    return new


def _bolt_at(st, target: int):
    """P1 plays Fire Bolt (an instant fixture, "… 3 fire damage to target hero or ally") at ``target``; P2 gets priority."""
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(target))
    return apply(st, "pass", 0), bolt


def _medallion_use(st, name: str):
    data = automated(name)
    medallion = put_real(st, 1, name, "hero_row")
    resources(st, 1, 1)
    return apply(st, "power", 1, uid=medallion, power=power_of(data), x=0), medallion


def test_medallion_of_the_alliance_interrupts_a_horde_players_ability_at_your_hero():
    # EN 701, 711: "1, Put Medallion of the Alliance on the bottom of your deck -> Interrupt target ability card that's
    # targeting your hero if it was played by a [Horde] player." — P1's hero Korga is Horde (206.1b)
    st = start({"auto_pass": False})
    assert "horde" in kw.words(st, hero(st, 0))
    st, bolt = _bolt_at(st, hero(st, 1))
    st, medallion = _medallion_use(st, "Medallion of the Alliance")
    assert _choices(st) == {bolt}
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.zone(1, "deck")[-1] == medallion  # 403.1: the cost put it on the bottom of its owner's deck
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0  # 711: interrupted


def test_medallion_of_the_alliance_needs_a_horde_player_and_your_hero_targeted():
    # EN 706.1/707.1d: no legal target — a Fire Bolt at P2's ally, or one played by an Alliance player
    st = start({"auto_pass": False})
    owl = put(st, 1, "Mist Owl", "allies")
    st, _ = _bolt_at(st, owl)
    with pytest.raises(RulesError):
        _medallion_use(st, "Medallion of the Alliance")
    st = start({"auto_pass": False}, hero0="Alia Dawnblade", hero1="Korga Stormcaller")  # P1 an Alliance player
    st, _ = _bolt_at(st, hero(st, 1))
    with pytest.raises(RulesError):
        _medallion_use(st, "Medallion of the Alliance")


def test_medallion_of_the_horde_interrupts_an_alliance_players_ability_at_your_hero():
    # EN 711: "… Interrupt target ability card that's targeting your hero if it was played by an [Alliance] player."
    st = start({"auto_pass": False}, hero0="Alia Dawnblade", hero1="Korga Stormcaller")
    st, bolt = _bolt_at(st, hero(st, 1))
    st, medallion = _medallion_use(st, "Medallion of the Horde")
    assert _choices(st) == {bolt}
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.zone(1, "deck")[-1] == medallion  # 403.1: on the bottom of its owner's deck
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0
    st = start({"auto_pass": False})  # a Horde player's Fire Bolt: no legal target
    st, _ = _bolt_at(st, hero(st, 1))
    with pytest.raises(RulesError):
        _medallion_use(st, "Medallion of the Horde")


def test_boots_of_the_whirling_mist_rogue_interrupts_an_ability_at_your_hero():
    # 206.1c + EN 701/711: "[Rogue] Hero: [Exhaust] -> Interrupt target ability that's targeting your hero."
    data = automated("Boots of the Whirling Mist")
    rogue_power = power_of(data, 1)
    st = start({"auto_pass": False})
    boots = put_real(st, 1, "Boots of the Whirling Mist", "hero_row")
    st, bolt = _bolt_at(st, hero(st, 1))
    with pytest.raises(RulesError):  # 206.1c: P2's hero (a Paladin) is no Rogue: the power is not his
        apply(st, "power", 1, uid=boots, power=rogue_power, x=0)
    st = start({"auto_pass": False})
    boots = put_real(st, 1, "Boots of the Whirling Mist", "hero_row")
    _hero_of(st, 1, "Dralor")  # an Alliance Rogue hero
    owl = put(st, 1, "Mist Owl", "allies")
    st, _ = _bolt_at(st, owl)
    with pytest.raises(RulesError):  # 707.1d: the ability targets his ally, not his hero
        apply(st, "power", 1, uid=boots, power=rogue_power, x=0)
    st = resolve_chain(st)
    st, bolt = _bolt_at(st, hero(st, 1))
    st = apply(st, "power", 1, uid=boots, power=rogue_power, x=0)
    assert _choices(st) == {bolt}
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.cards[boots].tapped and st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0


def test_escape_artist_interrupts_or_removes_the_attackers():
    # EN 707.1c modes: "Choose one: Interrupt target ability card that's targeting your hero; or if your hero is defending,
    # remove all attackers from combat." (an instant)
    automated("Escape Artist")
    st = start({"auto_pass": False})
    st, bolt = _bolt_at(st, hero(st, 1))
    artist = put_real(st, 1, "Escape Artist", "hand")
    resources(st, 1, 1)
    st = apply(st, "play", 1, uid=artist, x=0)
    st = choose(st, next(o.id for o in st.pending[0].options if "interrupt" in o.label.lower()))  # the first mode
    assert _choices(st) == {bolt}
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0


@pytest.mark.parametrize("hero_defends", [True, False])
def test_escape_artist_second_mode_removes_the_attackers_if_your_hero_defends(hero_defends):
    # EN 603, EN 709 "if": "… or if your hero is defending, remove all attackers from combat." (the second mode)
    st = _to_turn_of(start({"auto_pass": False}), 1)
    a = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK
    d = put(st, 0, "Stone Guardian", "allies")  # Hardiness
    st = _defending(st, a, hero(st, 0) if hero_defends else d)
    artist = put_real(st, 0, "Escape Artist", "hand")
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=artist, x=0)
    modes = {o.label.lower(): o.id for o in st.pending[0].options}
    assert not any("interrupt" in m for m in modes)  # 707.1d: no ability on the chain targets his hero: no such mode
    st = choose(st, next(i for m, i in modes.items() if "remove all attackers" in m))
    st = finish_combat(resolve_chain(st))
    if hero_defends:
        assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[a].tapped  # removed, still exhausted (EN 601.2)
    else:
        assert st.table.cards[d].damage == 3  # the condition doesn't hold: the combat goes on (4 - Hardiness)


# --- removed from the game, put back into play later (engine.wow.remove_return; 415.7a, 415.9b, 710.1) ---


def test_poof_removes_an_ally_until_the_start_of_the_next_turn():
    # "Target ally's controller removes it from the game. At the start of the next turn, he puts it into his party."
    automated("Poof!")
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[theirs].damage = 2
    st, _ = play_real(st, "Poof!", 0, str(theirs), pay=2)
    st = _settle(resolve_chain(st))
    assert st.table.cards[theirs].zone == "removed"  # 415.7a
    st = _settle(_next_turn(st))  # the start of the next turn: back into his party
    assert st.table.cards[theirs].zone == "allies" and st.table.cards[theirs].controller == 1
    assert st.table.cards[theirs].damage == 0  # 415.9a: a new card


def test_poof_nothing_returns_if_the_card_left_the_removed_zone():
    # 415.9b: the delayed effect acts only on a card that stayed removed
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Poof!", 0, str(theirs), pay=2)
    st = _settle(resolve_chain(st))
    st.table.move(theirs, "graveyard")  # it left the removed zone (test setup)
    st = _settle(_next_turn(st))
    assert st.table.cards[theirs].zone == "graveyard"


def test_camouflage_hides_your_ally_until_the_end_of_the_next_opponents_turn():
    # EN 701: "Ongoing: On your turn: 2, [Exhaust] -> Remove target ally you control from the game. If you do, put it into
    # play under your control at the end of the next opponent's turn."
    data = automated("Camouflage")
    st = start()
    st, camo = play_real(st, "Camouflage", 0, pay=4)
    st = _settle(st)
    assert kw.in_play(st, camo)  # 305.2a
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=camo, power=power_of(data), x=0)
    assert _choices(st) == {mine}  # "target ally you control"
    assert theirs not in _choices(st)
    st = _settle(resolve_chain(choose(st, str(mine))))
    assert st.table.cards[mine].zone == "removed" and st.table.cards[camo].tapped
    st = _settle(_next_turn(st))  # the opponent's turn: still removed
    assert st.table.cards[mine].zone == "removed"
    st.table.cards[camo].tapped = False  # (test setup: ready, with resources, yet not his turn)
    resources(st, 0, 2)
    other = put(st, 0, "Mist Owl", "allies")
    with pytest.raises(RulesError):  # "On your turn:" (EN 701.2)
        apply(st, "power", 0, uid=camo, power=power_of(data), x=0)
    assert kw.in_play(st, other)
    st = _settle(_next_turn(st))  # at the end of that turn it came back
    assert st.table.cards[mine].zone == "allies" and st.table.cards[mine].controller == 0


def test_temporary_dissipation_removes_your_party_until_the_end_of_the_next_turn():
    # "Remove all allies in your party from the game." / "At the end of the next turn, put all cards removed this way
    # into your party."
    automated("Temporary Dissipation")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    b = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    st, _ = play_real(st, "Temporary Dissipation", 0, pay=2)
    st = _settle(resolve_chain(st))
    assert st.table.cards[a].zone == st.table.cards[b].zone == "removed"
    assert st.table.cards[theirs].zone == "allies"  # only yours
    st = _settle(_next_turn(st))  # the end of this turn: not yet
    assert st.table.cards[a].zone == "removed"
    st = _settle(_next_turn(st))  # the end of the next turn: back
    assert st.table.cards[a].zone == st.table.cards[b].zone == "allies"
    assert st.table.cards[a].controller == st.table.cards[b].controller == 0


# --- "… target cards in one graveyard" (filter one_graveyard; EN 706, 707.1d) ---


def _graveyard(st, player: int, name: str = "Mist Owl") -> int:
    return put(st, player, name, "graveyard")


def test_alas_andorhal_removes_up_to_three_cards_of_one_graveyard():
    # EN 702: "Reward: Remove up to three target cards in one graveyard from the game."
    automated("Alas, Andorhal")
    st = start()
    quest = put_real(st, 0, "Alas, Andorhal", "resources", face_down=False)
    mine = _graveyard(st, 0)
    a, b = _graveyard(st, 1), _graveyard(st, 1, "Fire Bolt")
    resources(st, 0, 2)
    st = apply(st, "quest", 0, uid=quest)
    assert {mine, a, b} <= _choices(st)
    st = choose(st, str(a))
    assert _choices(st) == {b}  # the same graveyard only (not P1's card)
    st = _settle(resolve_chain(choose(st, str(b))))
    assert st.table.cards[a].zone == st.table.cards[b].zone == "removed" and st.table.cards[mine].zone == "graveyard"


def test_alas_andorhal_up_to_means_fewer_may_be_chosen():
    # "up to three": one target is enough (EN 706)
    st = start()
    quest = put_real(st, 0, "Alas, Andorhal", "resources", face_down=False)
    a, b = _graveyard(st, 1), _graveyard(st, 1)
    resources(st, 0, 2)
    st = choose(apply(st, "quest", 0, uid=quest), str(a))
    st = _settle(resolve_chain(choose(st)))  # no second target
    assert st.table.cards[a].zone == "removed" and st.table.cards[b].zone == "graveyard"


def test_exaura_removes_two_ally_cards_of_one_graveyard_and_draws():
    # EN 701: "2, Flip Exaura -> Remove two target ally cards in one graveyard from the game. Draw a card. Use only on your turn."
    data = automated("Exaura the Cryptkeeper")
    st = start()
    exaura = _hero_of(st, 0, "Exaura the Cryptkeeper")
    lone = _graveyard(st, 0)  # the only ally card of P1's graveyard: not enough for two
    a, b = _graveyard(st, 1), _graveyard(st, 1)
    spell = _graveyard(st, 1, "Fire Bolt")  # no ally card
    resources(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    st = apply(st, "power", 0, uid=exaura, power=power_of(data), x=0)
    assert _choices(st) == {a, b}  # 707.1d: only a graveyard with two ally cards can give both targets
    st = choose(st, str(a))
    assert _choices(st) == {b}
    st = _settle(resolve_chain(choose(st, str(b))))
    assert st.table.cards[a].zone == st.table.cards[b].zone == "removed"
    assert st.table.cards[lone].zone == st.table.cards[spell].zone == "graveyard"
    assert len(st.table.zone(0, "hand")) == hand + 1  # draw a card
    assert st.table.cards[exaura].flags.get("flipped")  # 301.2: the flip is the cost


def test_exaura_needs_two_ally_cards_in_one_graveyard_and_your_turn():
    # 707.1d: one ally card in each graveyard gives no two targets in one graveyard; EN 701: "Use only on your turn."
    data = automated("Exaura the Cryptkeeper")
    st = start()
    exaura = _hero_of(st, 0, "Exaura the Cryptkeeper")
    _graveyard(st, 0), _graveyard(st, 1)
    resources(st, 0, 2)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=exaura, power=power_of(data), x=0)
    _graveyard(st, 1)
    st = _settle(_next_turn(st))
    resources(st, 0, 2)
    with pytest.raises(RulesError):  # not his turn
        apply(st, "power", 0, uid=exaura, power=power_of(data), x=0)


def test_ruins_of_lordaeron_three_arena_counters_put_cards_on_the_bottom():
    # EN 701, 403.4: "[Exhaust], Remove three arena counters -> Put up to three target cards from one player's graveyard on
    # the bottom of his deck." / EN 703: "When a hero or ally in your party deals damage, add an arena counter."
    data = automated("The Ruins of Lordaeron")
    st = start()
    ruins = put_real(st, 0, "The Ruins of Lordaeron", "resources", face_down=False)
    a, b, c = _graveyard(st, 1), _graveyard(st, 1), _graveyard(st, 1, "Fire Bolt")
    mine = _graveyard(st, 0)
    st.table.cards[ruins].counters["arena"] = 2
    with pytest.raises(RulesError):  # 403.1: only two counters
        apply(st, "power", 0, uid=ruins, power=power_of(data), x=0)
    st.table.cards[ruins].counters["arena"] = 3
    st = apply(st, "power", 0, uid=ruins, power=power_of(data), x=0)
    st = choose(st, str(a))
    assert mine not in _choices(st)  # one player's graveyard
    st = choose(choose(st, str(b)), str(c))
    st = _settle(resolve_chain(st))
    deck = st.table.zone(1, "deck")
    assert set(deck[-3:]) == {a, b, c}  # the bottom of his deck
    assert st.table.cards[ruins].counters.get("arena", 0) == 0 and st.table.cards[ruins].tapped
    assert st.table.cards[mine].zone == "graveyard"


def test_ruins_of_lordaeron_counts_damage_dealt_by_your_party():
    # EN 703: "When a hero or ally in your party deals damage, add an arena counter."
    st = start()
    ruins = put_real(st, 0, "The Ruins of Lordaeron", "resources", face_down=False)
    st, _ = _bolt_at(st, hero(st, 1))
    st = _settle(resolve_chain(apply(st, "pass", 1)))
    assert st.table.cards[ruins].counters.get("arena", 0) == 1


# --- "an attachment" outside play (search filter attachment, engine.wow.attachment_cards; 400.1) ---


def _on_top(st, player: int, *names: str) -> list[int]:
    """Real cards put on top of the deck, the first named on top (test setup)."""
    uids = [put_real(st, player, n, "deck") for n in names]
    deck = st.table.zones[player]["deck"]
    for uid in reversed(uids):
        deck.remove(uid)
        deck.insert(0, uid)
    return uids


def test_wildseer_varel_searches_for_an_attachment():
    # EN 701, 413.3: "On your turn: 4, Flip Varel -> Search your deck for an attachment, reveal it, and put it into your hand."
    data = automated("Wildseer Varel")
    st = start()
    varel = _hero_of(st, 0, "Wildseer Varel")
    courage, lance = _on_top(st, 0, "Courage", "Flame Lance")  # "Attach to target ally." / a non-attachment ability
    resources(st, 0, 4)
    st = apply(st, "power", 0, uid=varel, power=power_of(data), x=0)
    seen: list[set[str]] = []

    def pick(pending):
        seen.append({o.id for o in pending.options})
        return [str(courage)] if str(courage) in seen[-1] else []

    st = _settle(resolve_chain(st), {"search": pick})
    assert seen and str(courage) in seen[0] and str(lance) not in seen[0]  # 400.1: only attachments are found
    assert st.table.cards[courage].zone == "hand" and st.table.cards[lance].zone == "deck"
    assert st.table.cards[varel].flags.get("flipped")  # 301.2: flipped to pay


def test_andrews_the_just_returns_an_attachment_from_your_graveyard():
    # EN 703: "When this ally enters play, you may put target attachment from your graveyard into your hand."
    automated("Andrews the Just")
    st = start()
    mark = put_real(st, 0, "Mark of Goldrinn", "graveyard")  # "Attach to target ally."
    lance = put_real(st, 0, "Flame Lance", "graveyard")
    theirs = put_real(st, 1, "Courage", "graveyard")  # an attachment in another graveyard: not "your graveyard"
    st, _ = play_real(st, "Andrews the Just", 0, pay=5)
    seen: list[set[int]] = []

    def pick(pending):
        seen.append({int(o.id) for o in pending.options})
        return [str(mark)]

    st = _settle(st, {"target": pick})
    assert seen and seen[0] == {mark}  # not Flame Lance, not P2's Courage
    assert st.table.cards[mark].zone == "hand" and st.table.cards[lance].zone == "graveyard" and st.table.cards[theirs].zone == "graveyard"


@pytest.mark.parametrize("druid", [True, False])
def test_akasi_reveals_five_and_keeps_the_attachments(druid):
    # EN 703, 709 "if": "Empower Druid: When this ally enters play, if you control another Druid hero or ally, reveal the top
    # 5 cards of your deck. Put all revealed attachments into your hand and the rest on the bottom of your deck."
    automated("Akasi, Herald of Nature")
    st = start()
    if druid:
        put_real(st, 0, "Cerwyn", "allies")  # another Druid ally
    top = _on_top(st, 0, "Courage", "Flame Lance", "Mark of Goldrinn", "Cerwyn", "Moonshard")
    st, akasi = play_real(st, "Akasi, Herald of Nature", 0, pay=4)
    st = _settle(st)
    assert kw.in_play(st, akasi)
    courage, lance, mark, ally, shard = top
    if druid:
        assert st.table.cards[courage].zone == st.table.cards[mark].zone == "hand"
        deck = st.table.zone(0, "deck")
        assert set(deck[-3:]) == {lance, ally, shard}  # the rest on the bottom
    else:
        assert st.table.zone(0, "deck")[:5] == top  # no other Druid: nothing happens


# --- "Opposing heroes lose and can't have flip powers." (engine.wow.flip_ban) ---


def _flip_actions(st, player: int) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args.get("uid") == hero(st, player)]


def test_ingrid_shadowstorm_opposing_heroes_cant_flip():
    # EN 714, 103.2: "Opposing heroes lose and can't have flip powers." — Alia's "2, Flip Alia Dawnblade -> …" (301.2)
    automated("Ingrid Shadowstorm")
    st = start()
    st, ingrid = play_real(st, "Ingrid Shadowstorm", 0, pay=4)
    st = _settle(st)
    assert kw.in_play(st, ingrid)
    resources(st, 0, 2)
    assert _flip_actions(st, 0)  # her own side's hero keeps its flip power (only opposing heroes)
    st = _settle(_next_turn(st))
    resources(st, 1, 2)
    assert not _flip_actions(st, 1)  # not listed
    with pytest.raises(RulesError):
        apply(st, "power", 1, uid=hero(st, 1), power=0, x=0)
    destroy(st, ingrid, R("415.9c"))  # (test setup: Ingrid destroyed)
    assert not kw.in_play(st, ingrid)
    assert _flip_actions(st, 1)  # Ingrid gone: the flip power is back
