"""Helper w30gear: the items and weapons of ``scripts/w30gear.toml``, each played with the real card of the pool —
combat damage struck with a weapon that is fatal or hits an undamaged ally (``engine.wow.hit_checks``), "When an ally
you control leaves play" (``ally_leave_triggers``), X counts (``gear_counts``), dice and "at the end of this combat"
(``dice``, ``combat_end_effects``), "a card of that kind" (``kind_sacrifice``, ``kind_discard``), damage in falling
amounts (``ordered_damage``), granted Death Rattles (``graveyard_rattles``), the strike bonus read as the weapon's ATK now
(303.2b, ``keywords.strike_bonus``: Decapitator, Spinning Fate), and more.

Rule calls without a source:
- The Shatterer: "destroy one of that hero's controller's weapons" names no chooser: the power's controller picks
  (as "destroy an ability controlled by its controller", Shield Slam).
- Deathbringer's Will: the token's "At end of turn, destroy this ally." is carried out as the delayed destruction at
  the end of the turn it entered (as Barov Peasant Caller's tokens).
- Sinister Revenge: with several other Melee weapons, X is the greatest ATK among them (the controller's best pick).
- Noggenfogger Elixir: "can't be attacked this turn" is Elusive for the turn (EN glossary: Elusive, "can't be
  attacked"); a card that "can attack Elusive" characters could attack it.
- Abacus of Violent Odds / Smite's Reaver: "at the end of this combat" happens as the combat ends, with its "this
  combat" effects (EN 603.3), not as a triggered power on the chain; Smite's Reaver's "may" is answered as the power
  resolves.
- Dice: a six-sided die from the match's seeded random source (as Lady Vashj's die_tokens).
- Crystalheart Pulse-Staff: used on an opponent's turn, "the end of your turn" is the end of the next turn (two players).
- Damnation / Soul of the Dead: the granted Death Rattle is read as the granting card's power, controlled by the owner
  of the card entering his graveyard ("your hero" is his); cards asking whether a card "has Death Rattle" don't see it.
- Continuum Blade: the game's first turn had no turn before it, so its player "didn't take the last turn".
- Winter Veil Disguise Kit: "defends" is being the defender of an attack (as "When this ally defends" reads); a
  non-[Fire] attacker is one without the fire damage type word.
- Dagger of Betrayal / Abracadaver / Choker: picks are made on resolution by the player the text names.
- Corrupted Egg Shell: "become 8 / 8 Twilight Dragonkin" replaces the printed stats for good (other changes still
  apply) and adds the tag; the Egg keeps its name.
"""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, hero, put, resources, start
from .test_combat import finish_combat
from .test_gear_cards import _attack
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def _strike_at(st, weapon: int, defender: int | None = None, answers: dict | None = None):
    """P1's hero attacks (the opposing hero unless ``defender``), strikes with ``weapon``; combat and triggers end."""
    st = _attack(st, defender)
    st = _settle(apply(st, "strike", 0, weapon=weapon), answers)
    return _settle(finish_combat(st), answers)


# --- Gutbuster: "When you deal fatal damage to an ally with this equipment, ready …" (405.2, 408.3d) -----------------


def test_gutbuster_readies_hero_weapon_and_two_resources_on_fatal_damage():
    # WoW 405.2 / 408.3d / 411.1: fatal damage dealt with this weapon readies your hero, it and up to two resources
    automated("Gutbuster")
    st = start({"auto_pass": False})
    gut = put_real(st, 0, "Gutbuster", "hero_row")
    foe = put(st, 1, "Loyal Hound", "allies")  # 2 health; Gutbuster has 1 ATK
    st.table.cards[foe].damage = 1
    res = resources(st, 0, 5)
    offered: list[list[str]] = []

    def pick(pending):
        offered.append([o.id for o in pending.options])
        return [o.id for o in pending.options][:2]

    st = _strike_at(st, gut, foe, answers={"player_picks": pick})
    assert _zone(st, foe) == "graveyard"
    assert offered and len(offered[0]) == 2 and pick is not None  # the two exhausted to strike
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[gut].tapped
    assert sum(1 for u in res if st.table.cards[u].tapped) == 0  # the strike cost 2: both readied again


def test_gutbuster_not_when_the_damage_is_not_fatal():
    # WoW 405.2: damage short of the ally's health is not fatal: nothing readies
    automated("Gutbuster")
    st = start({"auto_pass": False})
    gut = put_real(st, 0, "Gutbuster", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 health
    resources(st, 0, 5)
    st = _strike_at(st, gut, foe)
    assert _zone(st, foe) == "allies" and st.table.cards[foe].damage == 1
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[gut].tapped


# --- Vis'kag the Bloodletter: "… to an ally without damage on it, destroy that ally." (405.1, 415.9c) ----------------


def test_viskag_destroys_an_undamaged_ally_it_hits():
    # WoW 405.1 / 415.9c: the ally had no damage before the packet: destroyed
    automated("Vis'kag the Bloodletter")
    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Vis'kag the Bloodletter", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 health
    resources(st, 0, 5)
    st = _strike_at(st, blade, foe)
    assert _zone(st, foe) == "graveyard"


def test_viskag_spares_an_ally_that_had_damage():
    # WoW 405.1: an ally with damage on it before the packet is not "without damage on it"
    automated("Vis'kag the Bloodletter")
    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Vis'kag the Bloodletter", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[foe].damage = 1
    resources(st, 0, 5)
    st = _strike_at(st, blade, foe)
    assert _zone(st, foe) == "allies" and st.table.cards[foe].damage == 2


# --- The Shatterer: "… destroy one of that hero's controller's weapons unless he pays 2." (EN 709.3) -----------------


def test_shatterer_destroys_a_weapon_unless_he_pays_two():
    # WoW 709.3 / 415.9c: he lets it happen: one of his weapons (picked by you) is destroyed
    automated("The Shatterer")
    st = start({"auto_pass": False})
    axe = put_real(st, 0, "The Shatterer", "hero_row")
    theirs = put(st, 1, "Great Axe", "hero_row")
    resources(st, 0, 5)
    resources(st, 1, 2)
    st = _strike_at(st, axe, answers={"unless": ["decline"], "wres_pick_theirs": [str(theirs)]})
    assert st.table.cards[hero(st, 1)].damage == kw.equipment_atk(st, axe)
    assert _zone(st, theirs) == "graveyard"


def test_shatterer_paying_two_keeps_the_weapon():
    # EN 709.3: he pays 2 (exhausting two resources, 412.2): nothing is destroyed
    automated("The Shatterer")
    st = start({"auto_pass": False})
    axe = put_real(st, 0, "The Shatterer", "hero_row")
    theirs = put(st, 1, "Great Axe", "hero_row")
    resources(st, 0, 5)
    paid = resources(st, 1, 2)
    st = _strike_at(st, axe, answers={"unless": ["pay"]})
    assert _zone(st, theirs) == "hero_row" and all(st.table.cards[u].tapped for u in paid)


# --- Deathbringer's Will: a 1/1 Spirit of Northrend with Ferocity and Stealth, destroyed at end of turn ------------


def _spirits(st) -> list[int]:
    return [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Spirit of Northrend"]


def test_deathbringers_will_may_make_a_spirit_destroyed_at_end_of_turn():
    # WoW 404.2 / EN 709.3: "you may put a 1 [Melee] / 1 [Health] Spirit of Northrend token into play with Ferocity,
    # Stealth, and At end of turn, destroy this ally." — 415.9c at end of turn
    automated("Deathbringer's Will")
    st = start({"auto_pass": False})
    put_real(st, 0, "Deathbringer's Will", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 3)
    st = _strike_at(st, sword, answers={"may": ["yes"]})
    (spirit,) = _spirits(st)
    assert (kw.atk(st, spirit), kw.health(st, spirit)) == (1, 1)
    assert kw.has(st, spirit, "Ferocity") and kw.has(st, spirit, "Stealth")
    st = _next_turn(st)
    assert spirit not in st.table.cards or _zone(st, spirit) != "allies"


def test_deathbringers_will_may_decline_and_not_on_an_ally():
    # EN 709.3: "you may" — declined, no token; EN 703: damage to an ally doesn't trigger it
    automated("Deathbringer's Will")
    st = start({"auto_pass": False})
    put_real(st, 0, "Deathbringer's Will", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 3)
    st = _strike_at(st, sword, answers={"may": ["no"]})
    assert st.table.cards[hero(st, 1)].damage > 0 and not _spirits(st)
    st = _next_turn(_next_turn(st))
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 3)
    st = _strike_at(st, sword, foe, answers={"may": ["yes"]})
    assert st.table.cards[foe].damage > 0 and not _spirits(st)


# --- Life and Death: "When you play an ally, you may draw a card. When an ally you control leaves play, discard a
# card." (EN 703, 415.9a) ---------------------------------------------------------------------------------------------


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


def test_life_and_death_may_draw_when_you_play_an_ally():
    # EN 703 / 709.3: playing an ally triggers the optional draw; yes draws one, no draws none
    automated("Life and Death")
    for answer, more in (("yes", 1), ("no", 0)):
        st = start()
        put_real(st, 0, "Life and Death", "hero_row")
        hound = put(st, 0, "Loyal Hound", "hand")
        resources(st, 0, 2)
        before = _hand(st, 0)
        st = _settle(apply(st, "play", 0, uid=hound, x=0), {"may": [answer]})
        assert _zone(st, hound) == "allies"
        assert _hand(st, 0) == before - 1 + more


def _vanish(st, target: int):
    """P1 plays the fixture ability Vanish in Smoke ("Destroy target ally.") at ``target``; all resolves."""
    resources(st, 0, 4)
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    return _settle(apply(st, "play", 0, uid=vanish, x=0), {"target": [str(target)]})


def test_life_and_death_discards_when_your_ally_leaves_play_any_way():
    # WoW 415.9a: destroyed (415.9c) or put on top of a deck — each time an ally you control leaves play, you discard
    automated("Life and Death")
    st = start()
    put_real(st, 0, "Life and Death", "hero_row")
    first = put(st, 0, "Loyal Hound", "allies")
    second = put(st, 0, "Iron Sentinel", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    hand = _hand(st, 0)
    st = _vanish(st, first)
    assert st.turn == 1 and _zone(st, first) == "graveyard"
    assert _hand(st, 0) == hand - 1  # Vanish in Smoke played, one card discarded … (its own card was put in the hand)
    hand = _hand(st, 0)
    resources(st, 1, 2)
    push = put(st, 1, "Tidal Push", "hand")
    st.priority = 1
    st = _settle(apply(st, "play", 1, uid=push, x=0), {"target": [str(second)]})
    assert st.turn == 1 and _zone(st, second) == "deck"
    assert _hand(st, 0) == hand - 1 and bolt in st.table.zone(0, "graveyard") + st.table.zone(0, "hand")


def test_life_and_death_not_for_an_opposing_ally():
    # EN 703: "an ally you control" — an opposing ally leaving play triggers nothing
    automated("Life and Death")
    st = start()
    put_real(st, 0, "Life and Death", "hero_row")
    theirs = put(st, 1, "Loyal Hound", "allies")
    put(st, 0, "Fire Bolt", "hand")
    hand = _hand(st, 0)
    st = _vanish(st, theirs)
    assert st.turn == 1 and _zone(st, theirs) == "graveyard" and _hand(st, 0) == hand


# --- Kingsbane: Dual Wield; "Assault X while your hero is attacking, where X is the ATK of a defender" (EN 714) -----


def test_kingsbane_assault_equals_the_defenders_atk_while_attacking():
    # EN 714 / 205.1: X is the defender's ATK (Iron Sentinel: 4), only while your hero attacks; 406.1: Dual Wield
    from engine.wow import wield

    automated("Kingsbane")
    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Kingsbane", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK / 4 health
    resources(st, 0, 3)
    assert "Dual Wield" in wield.powers(st, 0)
    assert kw.equipment_atk(st, blade) == 2  # not attacking: no Assault
    st = _attack(st, foe)
    assert kw.equipment_atk(st, blade) == 6
    st = _settle(apply(st, "strike", 0, weapon=blade))
    st = _settle(finish_combat(st))
    assert _zone(st, foe) == "graveyard"  # 6 combat damage to a 4-health ally
    assert kw.equipment_atk(st, blade) == 2


def test_kingsbane_against_a_hero_adds_its_atk():
    # EN 714: a defending hero with 0 ATK gives Assault 0: the weapon's own 2 ATK
    automated("Kingsbane")
    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Kingsbane", "hero_row")
    resources(st, 0, 3)
    st = _strike_at(st, blade)
    assert st.table.cards[hero(st, 1)].damage == 2


# --- Sinister Revenge: "put X +1 ATK counters on it, where X is the ATK of another Melee weapon you control" -------


def test_sinister_revenge_counts_another_melee_weapons_atk():
    # EN 709 / 404.1: X counted as the power resolves: The Shatterer's 3 ATK → three +1 ATK counters (1 + 3 = 4 ATK)
    automated("Sinister Revenge")
    st = start()
    put_real(st, 0, "The Shatterer", "hero_row")
    rev = put_real(st, 0, "Sinister Revenge", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=rev, x=0))
    assert _zone(st, rev) == "hero_row"
    assert st.table.cards[rev].counters.get("+1 ATK") == 3 and kw.equipment_atk(st, rev) == 4


def test_sinister_revenge_without_another_weapon_gets_none():
    # EN 709: no other Melee weapon: X is 0
    automated("Sinister Revenge")
    st = start()
    rev = put_real(st, 0, "Sinister Revenge", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=rev, x=0))
    assert not st.table.cards[rev].counters.get("+1 ATK") and kw.equipment_atk(st, rev) == 1


# --- dice: a six-sided die from the match's seeded random source (engine.wow.dice) ---------------------------


def _die(monkeypatch, value: int) -> None:
    """Every die rolled shows ``value`` (the match's random source answers ``value - 1``)."""
    from engine.core.rng import Rng

    monkeypatch.setattr(Rng, "randrange", lambda self, n: value - 1)


def _elixir(st, ally: int):
    """P1 uses Noggenfogger Elixir ("Destroy Noggenfogger Elixir ->"), choosing ``ally``."""
    from .test_wact2_cards import power_of

    elixir = put_real(st, 0, "Noggenfogger Elixir", "hero_row")
    st = apply(st, "power", 0, uid=elixir, power=power_of(automated("Noggenfogger Elixir")), x=0)
    return _settle(st, {"player_picks": [str(ally)]}), elixir


def test_noggenfogger_one_or_two_the_ally_cant_be_destroyed(monkeypatch):
    # WoW 103.2: "1-2: That ally can't be destroyed this turn." — destroyed as its cost, the Elixir (415.9c)
    automated("Noggenfogger Elixir")
    _die(monkeypatch, 2)
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    st, elixir = _elixir(st, hound)
    assert _zone(st, elixir) == "graveyard"
    assert kw.cant_be_destroyed(st, hound) and not kw.cant_be_destroyed(st, other)
    assert not kw.has(st, hound, "Elusive")
    st = _next_turn(st)
    assert not kw.cant_be_destroyed(st, hound)  # this turn only


def test_noggenfogger_three_or_four_readies_the_ally(monkeypatch):
    # WoW 411.1: "3-4: Ready that ally."
    automated("Noggenfogger Elixir")
    _die(monkeypatch, 4)
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[hound].tapped = True
    st, _ = _elixir(st, hound)
    assert not st.table.cards[hound].tapped and not kw.cant_be_destroyed(st, hound)


def test_noggenfogger_five_or_six_the_ally_cant_be_attacked(monkeypatch):
    # EN glossary Elusive ("can't be attacked"): "5-6: That ally can't be attacked this turn."
    from engine.core import RulesError

    automated("Noggenfogger Elixir")
    _die(monkeypatch, 5)
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[hound].tapped = True
    st, _ = _elixir(st, hound)
    assert st.table.cards[hound].tapped and kw.has(st, hound, "Elusive")
    other = put(st, 0, "Iron Sentinel", "allies")
    attacker = put(st, 1, "Iron Sentinel", "allies")
    st = _next_turn(st)  # P2's turn: the Elixir's turn is over …
    assert not kw.has(st, hound, "Elusive")
    st = start()  # … so try it on the same turn, P2 attacking as if it were his (601.1)
    hound = put(st, 0, "Loyal Hound", "allies")
    st, _ = _elixir(st, hound)
    other = put(st, 0, "Iron Sentinel", "allies")
    attacker = put(st, 1, "Iron Sentinel", "allies")
    st.active = st.priority = 1
    st.turn_started[1] = st.turn
    with pytest.raises(RulesError):
        apply(st, "attack", 1, attacker=attacker, defender=hound)
    apply(st, "attack", 1, attacker=attacker, defender=other)  # another ally of his can be attacked


def test_abacus_even_removes_your_hero_from_combat(monkeypatch):
    # EN 603: "If it's even, remove your hero from combat." — no combat damage either way
    automated("Abacus of Violent Odds")
    _die(monkeypatch, 6)
    st = start({"auto_pass": False})
    put_real(st, 0, "Abacus of Violent Odds", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    st = _attack(st)
    if st.combat is not None:
        st = _settle(apply(st, "strike", 0, weapon=sword))
    st = _settle(finish_combat(st))
    assert st.combat is None and st.table.cards[hero(st, 1)].damage == 0


def test_abacus_odd_readies_hero_and_weapons_at_the_end_of_this_combat(monkeypatch):
    # EN 603.3 / 411.1: "If it's odd, ready your hero and all of your weapons at the end of this combat."
    automated("Abacus of Violent Odds")
    _die(monkeypatch, 3)
    st = start({"auto_pass": False})
    put_real(st, 0, "Abacus of Violent Odds", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=sword))
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[sword].tapped  # until the combat ends
    st = _settle(finish_combat(st))
    assert st.combat is None and st.table.cards[hero(st, 1)].damage == 2
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[sword].tapped


# --- Smite's Reaver: "you may exhaust target hero or ally"; the first strike each turn readies it and your hero at
# the end of this combat (EN 603.3) --------------------------------------------------------------------------------------


def test_smites_reaver_exhausts_a_target_and_readies_after_the_first_combat():
    # EN 709.3 / 411.1 / 603.3: both powers; the weapon and the hero are ready again as the combat ends
    automated("Smite's Reaver")
    st = start({"auto_pass": False})
    reaver = put_real(st, 0, "Smite's Reaver", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 6)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=reaver), {"target": [str(foe)], "may": ["yes"]})
    assert st.table.cards[foe].tapped
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == 4
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[reaver].tapped
    # the second strike this turn: only the first power
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=reaver), {"target": [], "may": ["yes"]})
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == 8
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[reaver].tapped


def test_smites_reaver_may_decline_the_readying():
    # EN 709.3: "you may" — declined: the hero and the weapon stay exhausted
    automated("Smite's Reaver")
    st = start({"auto_pass": False})
    reaver = put_real(st, 0, "Smite's Reaver", "hero_row")
    resources(st, 0, 6)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=reaver), {"target": [], "may": ["no"]})
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[reaver].tapped


# --- "… destroys a card of that kind he controls" (EN 709.1, 415.9c; engine.wow.kind_sacrifice) --------------------


def test_choker_of_vile_intent_you_destroy_an_ally_then_he_destroys_an_ally():
    # EN 709.1 / 709.3 / 415.9c: at the start of your turn you may destroy an ally; each opponent destroys an ally
    # (not his equipment), picked by him
    automated("Choker of Vile Intent")
    st = start()
    put_real(st, 0, "Choker of Vile Intent", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    owl = put(st, 1, "Mist Owl", "allies")
    axe = put(st, 1, "Great Axe", "hero_row")
    seen: list[list[str]] = []

    def theirs(pending):
        seen.append([o.id for o in pending.options])
        assert pending.player == 1
        return [str(owl)]

    st = _next_turn(_next_turn(st), {"wg30_sacrifice_kind": [str(hound)], "wg30_kind_destroy": theirs})
    assert st.active == 0
    assert _zone(st, hound) == "graveyard" and _zone(st, owl) == "graveyard"
    assert _zone(st, sentinel) == "allies" and _zone(st, axe) == "hero_row"
    assert sorted(seen[0]) == sorted([str(sentinel), str(owl)])  # allies only: that kind


def test_choker_of_vile_intent_declined_destroys_nothing():
    # EN 709.3: "you may … If you do" — none picked: nothing more happens
    automated("Choker of Vile Intent")
    st = start()
    put_real(st, 0, "Choker of Vile Intent", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    st = _next_turn(_next_turn(st), {"wg30_sacrifice_kind": []})
    assert _zone(st, hound) == "allies" and _zone(st, sentinel) == "allies"


def test_choker_of_vile_intent_equipment_for_equipment():
    # 300.1: equipment is a kind (weapons, armor, items): his only equipment is destroyed without a question
    automated("Choker of Vile Intent")
    st = start()
    choker = put_real(st, 0, "Choker of Vile Intent", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    axe = put(st, 1, "Great Axe", "hero_row")
    st = _next_turn(_next_turn(st), {"wg30_sacrifice_kind": [str(sword)]})
    assert _zone(st, sword) == "graveyard" and _zone(st, axe) == "graveyard"
    assert _zone(st, sentinel) == "allies" and _zone(st, choker) == "hero_row"


def test_eredar_wand_shadow_damage_to_his_hero_trades_any_kind():
    # EN 703 / 709.1: your hero's shadow combat damage to an opposing hero; you destroy an ally, he destroys any
    # ability, ally or equipment he controls (his pick)
    automated("Eredar Wand of Obliteration")
    st = start({"auto_pass": False})
    wand = put_real(st, 0, "Eredar Wand of Obliteration", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")
    sentinel = put(st, 1, "Iron Sentinel", "allies")
    axe = put(st, 1, "Great Axe", "hero_row")
    seen: list[list[str]] = []

    def theirs(pending):
        seen.append([o.id for o in pending.options])
        return [str(axe)]

    resources(st, 0, 2)
    st = _strike_at(st, wand, answers={"wg30_sacrifice_kind": [str(hound)], "wg30_kind_destroy": theirs})
    assert st.table.cards[hero(st, 1)].damage == 1
    assert _zone(st, hound) == "graveyard" and _zone(st, axe) == "graveyard" and _zone(st, sentinel) == "allies"
    assert sorted(seen[0]) == sorted([str(sentinel), str(axe)])


def test_eredar_wand_not_on_an_ally():
    # EN 703: shadow damage to an ally doesn't trigger it
    automated("Eredar Wand of Obliteration")
    st = start({"auto_pass": False})
    wand = put_real(st, 0, "Eredar Wand of Obliteration", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 2)
    st = _strike_at(st, wand, foe, answers={"wg30_sacrifice_kind": [str(hound)]})
    assert st.table.cards[foe].damage == 1 and _zone(st, hound) == "allies"


def test_darkmoon_madness_an_ally_on_top_costs_him_an_ally():
    # WoW 415.7 / 709.1: the top card (an ally) is removed from the game; he destroys an ally he controls
    from .test_wact2_cards import power_of

    data = automated("Darkmoon Card: Madness")
    st = start()
    card = put_real(st, 0, "Darkmoon Card: Madness", "hero_row")
    hound = put(st, 1, "Loyal Hound", "allies")
    axe = put(st, 1, "Great Axe", "hero_row")
    top = st.table.zone(1, "deck")[0]
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, uid=card, power=power_of(data), x=0))
    assert _zone(st, top) == "removed" and kw.name(st, top) == "Mist Owl"
    assert _zone(st, hound) == "graveyard" and _zone(st, axe) == "hero_row"
    assert st.table.cards[card].tapped


def test_darkmoon_madness_a_quest_on_top_costs_nothing():
    # 300.1: a quest is none of ability, ally, equipment: nothing is destroyed
    from .test_wact2_cards import power_of

    data = automated("Darkmoon Card: Madness")
    st = start()
    card = put_real(st, 0, "Darkmoon Card: Madness", "hero_row")
    hound = put(st, 1, "Loyal Hound", "allies")
    quest = put(st, 1, "Scout the Border", "deck")
    deck = st.table.zones[1]["deck"]
    deck.remove(quest)
    deck.insert(0, quest)
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, uid=card, power=power_of(data), x=0))
    assert _zone(st, quest) == "removed" and _zone(st, hound) == "allies"


# --- Thunderfury: "choose up to five heroes and/or allies … 5, 4, 3, 2, and 1 nature damage … respectively" ---------

THUNDERFURY = "Thunderfury, Blessed Blade of the Windseeker"


def test_thunderfury_deals_falling_amounts_in_the_order_chosen():
    # WoW 405.4 / EN 709.1: picked one at a time (not targets: an Untargetable ally too), one packet each
    automated(THUNDERFURY)
    st = start({"auto_pass": False})
    blade = put_real(st, 0, THUNDERFURY, "hero_row")
    sage = put(st, 1, "Veiled Sage", "allies")  # Untargetable, 3 health
    guard = hero(st, 0)  # any side: your own hero too
    mine = put(st, 0, "Iron Sentinel", "allies")  # 4 health
    spare = put(st, 1, "Loyal Hound", "allies")
    order = [hero(st, 1), guard, mine, sage]
    asked: list[str] = []

    def pick(pending):
        asked.append(pending.prompt)
        return [str(order[len(asked) - 1])] if len(asked) <= len(order) else []

    resources(st, 0, 5)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=blade), {"wg30_ordered_damage": pick})
    assert [st.table.cards[u].damage for u in (guard, mine, sage)] == [4, 3, 2]
    assert st.table.cards[hero(st, 1)].damage == 5  # before the combat damage
    assert len(asked) == 5 and st.table.cards[spare].damage == 0  # the fifth choice was declined: nothing more
    hits = [e for e in st.turn_log if e.get("ev") == "damage"]
    assert {e["dtype"] for e in hits} == {"nature"} and all(e["src"] == hero(st, 0) for e in hits)


def test_thunderfury_choosing_none_deals_nothing():
    # EN 709.1: "up to five": none chosen, no damage
    automated(THUNDERFURY)
    st = start({"auto_pass": False})
    blade = put_real(st, 0, THUNDERFURY, "hero_row")
    foe = put(st, 1, "Stone Guardian", "allies")
    resources(st, 0, 5)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=blade), {"wg30_ordered_damage": []})
    assert st.table.cards[foe].damage == 0 and st.table.cards[hero(st, 1)].damage == 0


# --- Crystalheart Pulse-Staff: "Remove a friendly ally from the game. If you do, its owner puts it into play at the
# end of your turn." (415.7, 415.9b) ----------------------------------------------------------------------------------


def _staff(st, ally: int, player: int = 0):
    from .test_wact2_cards import power_of

    staff = put_real(st, player, "Crystalheart Pulse-Staff", "hero_row")
    resources(st, player, 2)
    st = apply(st, "power", player, uid=staff, power=power_of(automated("Crystalheart Pulse-Staff")), x=0)
    return _settle(st, {"player_picks": [str(ally)]})


def test_crystalheart_staff_ally_comes_back_at_the_end_of_your_turn():
    # WoW 415.7 / 415.9b / 710.1: removed now, back into play under its owner at the end of this turn, a new card
    automated("Crystalheart Pulse-Staff")
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[hound].damage, st.table.cards[hound].tapped = 1, True
    st = _staff(st, hound)
    assert _zone(st, hound) == "removed" and st.turn == 1
    st = _next_turn(st)
    assert _zone(st, hound) == "allies" and st.table.cards[hound].controller == 0
    assert st.table.cards[hound].damage == 0


def test_crystalheart_staff_on_the_opponents_turn_waits_for_your_turn_end():
    # 415.9b: "at the end of your turn" — used during the opponent's turn, the ally stays removed through it
    automated("Crystalheart Pulse-Staff")
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    st = _next_turn(st)
    assert st.active == 1
    st.priority = 0
    st = _staff(st, hound)
    assert _zone(st, hound) == "removed"
    st = _next_turn(st)
    assert st.active == 0 and _zone(st, hound) == "removed"
    st = _next_turn(st)
    assert _zone(st, hound) == "allies"


# --- "Opposing cards everywhere have Death Rattle: …" (EN 703.1, 415.2; engine.wow.graveyard_rattles) ---------------


def test_damnation_each_opposing_card_into_his_graveyard_hurts_his_hero():
    # EN 703.1 / 415.2: destroyed (415.9c) or discarded (415.9d) — from anywhere; 1 shadow damage from his hero to itself
    from engine.wow.procedure import discard_cards, event_triggers

    automated("Damnation")
    st = start()
    put_real(st, 0, "Damnation", "hero_row")
    theirs = put(st, 1, "Loyal Hound", "allies")
    st = _vanish(st, theirs)
    assert _zone(st, theirs) == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[hero(st, 0)].damage == 0
    hits = [e for e in st.turn_log if e.get("ev") == "damage"]
    assert [(e["src"], e["to"], e["dtype"]) for e in hits] == [(hero(st, 1), hero(st, 1), "shadow")]
    card = put(st, 1, "Fire Bolt", "hand")
    event_triggers(st, discard_cards(st, 1, [card]))
    st = _settle(st)
    assert st.table.cards[hero(st, 1)].damage == 2


def test_damnation_not_for_your_own_cards():
    # "Opposing cards": your own ally (and your Vanish in Smoke, resolved into your graveyard) bring nothing
    automated("Damnation")
    st = start()
    put_real(st, 0, "Damnation", "hero_row")
    mine = put(st, 0, "Loyal Hound", "allies")
    st = _vanish(st, mine)
    assert _zone(st, mine) == "graveyard"
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[hero(st, 1)].damage == 0


def test_soul_of_the_dead_death_knight_counts_opposing_allies():
    # 206.1c / EN 703.1 / 404.1: a Death Knight hero: an opposing ally into its graveyard adds a soul counter; your hero
    # has +1 health for each (EN 714); an opposing ability doesn't (that's the Priest line)
    from .test_wscale_amounts import as_hero

    automated("Soul of the Dead")
    st = start()
    me = as_hero(st, "Baeltor of the Undercity")
    soul = put_real(st, 0, "Soul of the Dead", "hero_row")
    base = kw.health(st, me)
    theirs = put(st, 1, "Loyal Hound", "allies")
    st = _vanish(st, theirs)
    assert st.table.cards[soul].counters.get("soul") == 1 and kw.health(st, me) == base + 1
    resources(st, 1, 2)
    bolt = put(st, 1, "Fire Bolt", "hand")
    st.priority = 1
    st = _settle(apply(st, "play", 1, uid=bolt, x=0), {"target": [str(hero(st, 0))]})
    assert _zone(st, bolt) == "graveyard" and st.table.cards[soul].counters.get("soul") == 1


def test_soul_of_the_dead_priest_counts_opposing_abilities_only():
    # 206.1c: a Priest hero: an opposing ability card into its graveyard (resolved, 305.1) adds a counter; an ally not
    from .test_wscale_amounts import as_hero

    automated("Soul of the Dead")
    st = start()
    as_hero(st, "Anchorite Kalinna")
    soul = put_real(st, 0, "Soul of the Dead", "hero_row")
    theirs = put(st, 1, "Loyal Hound", "allies")
    st = _vanish(st, theirs)
    assert not st.table.cards[soul].counters.get("soul")
    resources(st, 1, 2)
    bolt = put(st, 1, "Fire Bolt", "hand")
    st.priority = 1
    st = _settle(apply(st, "play", 1, uid=bolt, x=0), {"target": [str(hero(st, 1))]})
    assert st.table.cards[soul].counters.get("soul") == 1


# --- Ring of Flowing Light: "[Exhaust], Exhaust X of your equipment -> Your hero heals X damage from itself." -------


def test_ring_of_flowing_light_heals_one_per_equipment_exhausted():
    # WoW 403.1 / 407.1: X is the equipment named to pay (two: heals 2); only your own, ready ones
    from engine.core import RulesError

    from .test_wact2_cards import power_of

    data = automated("Ring of Flowing Light")
    for x in (0, 2):
        st = start()
        ring = put_real(st, 0, "Ring of Flowing Light", "hero_row")
        gear = [put(st, 0, "Oak Buckler", "hero_row"), put(st, 0, "Worn Longsword", "hero_row")]
        theirs = put(st, 1, "Chain Helm", "hero_row")
        st.table.cards[hero(st, 0)].damage = 5
        with pytest.raises(RulesError):  # 403.1: only your equipment pays it
            apply(st, "power", 0, uid=ring, power=power_of(data), x=0, pay=[theirs])
        st = _settle(apply(st, "power", 0, uid=ring, power=power_of(data), x=0, pay=gear[:x]))
        assert st.table.cards[hero(st, 0)].damage == 5 - x
        assert [st.table.cards[u].tapped for u in gear] == [True] * x + [False] * (2 - x)
        assert st.table.cards[ring].tapped


# --- Plague Igniter: "When your hero deals shadow damage to a hero, allies in its party have -1 health this turn." --


def test_plague_igniter_shadow_combat_damage_weakens_his_party():
    # EN 703 / 714.1 / 415.8b: his allies (Untargetable too: not targets) get -1 health this turn; a 1-health ally dies
    # (410.6a); yours don't
    automated("Plague Igniter")
    st = start({"auto_pass": False})
    igniter = put_real(st, 0, "Plague Igniter", "hero_row")
    sage = put(st, 1, "Veiled Sage", "allies")  # 3 health, Untargetable
    scout = put(st, 1, "Wolfrider Scout", "allies")  # 1 health
    mine = put(st, 0, "Loyal Hound", "allies")
    resources(st, 0, 2)
    st = _strike_at(st, igniter)
    assert st.table.cards[hero(st, 1)].damage == 1
    assert kw.health(st, sage) == 2 and kw.health(st, mine) == 2
    assert _zone(st, scout) == "graveyard"
    st = _next_turn(st)
    assert kw.health(st, sage) == 3  # this turn only


def test_plague_igniter_any_shadow_damage_of_your_hero_but_no_other_type():
    # WoW 408.2a / EN 703: an ability's shadow damage dealt by your hero triggers it too; fire damage doesn't
    automated("Plague Igniter")
    st = start()
    igniter = put_real(st, 0, "Plague Igniter", "hero_row")
    sage = put(st, 1, "Veiled Sage", "allies")
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == 3 and kw.health(st, sage) == 3
    resources(st, 0, 3)
    tempest = put(st, 0, "Mind Tempest", "hand")
    st = _settle(apply(st, "play", 0, uid=tempest, x=2), {"target": [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == 5 and kw.health(st, sage) == 2
    assert _zone(st, igniter) == "hero_row"


# --- Nesingwary 4000: Long-Range this combat; "… four or more allies with the same name in one opposing graveyard,
# this weapon's ATK becomes 4000." (EN 714) ---------------------------------------------------------------------------


def test_nesingwary_4000_long_range_and_4000_atk_with_four_namesakes():
    # EN 714: three Mist Owls in his graveyard: 1 ATK; the fourth: 4000; Long-Range while the combat lasts
    automated("Nesingwary 4000")
    st = start({"auto_pass": False})
    gun = put_real(st, 0, "Nesingwary 4000", "hero_row")
    for _ in range(3):
        put(st, 1, "Mist Owl", "graveyard")
    put(st, 1, "Loyal Hound", "graveyard")
    for _ in range(3):
        put(st, 0, "Loyal Hound", "graveyard")  # your own graveyard doesn't count
    assert kw.equipment_atk(st, gun) == 1
    put(st, 1, "Mist Owl", "graveyard")
    assert kw.equipment_atk(st, gun) == 4000
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 2)
    st = _attack(st, foe)
    st = _settle(apply(st, "strike", 0, weapon=gun))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = _settle(finish_combat(st))
    assert _zone(st, foe) == "graveyard" and st.table.cards[hero(st, 0)].damage == 0  # Long-Range: no damage back
    assert not kw.has(st, hero(st, 0), "Long-Range")


# --- Ruthless Gladiator's Decapitator: "you may remove target ally in a graveyard from the game. If you do, this weapon
# has +ATK this turn equal to the ATK of that removed ally." (EN 709.3, 415.7) ---------------------------------------

DECAPITATOR = "Ruthless Gladiator's Decapitator"


def test_decapitator_removes_an_ally_card_and_gains_its_atk():
    # WoW 415.7 / EN 714.1: Iron Sentinel (4 ATK) from his graveyard: the weapon strikes for 4 more
    automated(DECAPITATOR)
    st = start({"auto_pass": False})
    axe = put_real(st, 0, DECAPITATOR, "hero_row")
    dead = put(st, 1, "Iron Sentinel", "graveyard")
    base = kw.equipment_atk(st, axe)
    resources(st, 0, 2)
    st = _strike_at(st, axe, answers={"target": [str(dead)]})
    assert _zone(st, dead) == "removed"
    assert kw.equipment_atk(st, axe) == base + 4
    assert st.table.cards[hero(st, 1)].damage == base + 4
    st = _next_turn(st)
    assert kw.equipment_atk(st, axe) == base  # this turn only


def test_decapitator_may_remove_nothing():
    # EN 709.3: no target chosen: nothing removed, no ATK
    automated(DECAPITATOR)
    st = start({"auto_pass": False})
    axe = put_real(st, 0, DECAPITATOR, "hero_row")
    dead = put(st, 0, "Iron Sentinel", "graveyard")  # your own graveyard counts too, but is left
    base = kw.equipment_atk(st, axe)
    resources(st, 0, 2)
    st = _strike_at(st, axe, answers={"target": []})
    assert _zone(st, dead) == "graveyard" and kw.equipment_atk(st, axe) == base


# --- Spinning Fate: "put the top card of target opponent's deck into the graveyard. This weapon has Assault X this
# combat, where X is the cost of that card." (415.3a, EN 714.1; 303.2b) ------------------------------------------------


def test_spinning_fate_mills_and_strikes_for_the_milled_cost():
    # WoW 415.3a / EN 714.1 / 303.2b: his top card (Iron Sentinel, cost 4) to his graveyard: Assault 4 this combat,
    # added to your hero's strike as the weapon's ATK now; the Thrown return (line 1) is its template's
    automated("Spinning Fate")
    st = start({"auto_pass": False})
    fate = put_real(st, 0, "Spinning Fate", "hero_row")
    top = put(st, 1, "Iron Sentinel", "deck")
    deck = st.table.zones[1]["deck"]
    deck.remove(top)
    deck.insert(0, top)
    resources(st, 0, 2)
    st = _strike_at(st, fate)
    assert _zone(st, top) == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 4  # 0 ATK + Assault 4
    assert kw.equipment_atk(st, fate) == 0 or _zone(st, fate) != "hero_row"  # this combat only


# --- Wub's Cursed Hexblade: "Destroy target ally. If an opponent went first this game, put a card with the same name
# as that ally from a graveyard into your party." (415.9c, 101, 710.1) -------------------------------------------------

WUB = "Wub's Cursed Hexblade"


def _hexblade(st, target: int, answers: dict | None = None):
    from .test_wact2_cards import power_of

    blade = put_real(st, 0, WUB, "hero_row")
    resources(st, 0, 2)
    st = apply(st, "power", 0, uid=blade, power=power_of(automated(WUB)), x=0)
    return _settle(st, {"target": [str(target)], **(answers or {})}), blade


def test_wubs_hexblade_opponent_first_steals_a_namesake_from_a_graveyard():
    # WoW 101 / 710.1: he went first: the destroyed Iron Sentinel (or another one in a graveyard) enters your party
    automated(WUB)
    st = start()
    st.first_player = 1  # (test setup: the opponent took the game's first turn)
    foe = put(st, 1, "Iron Sentinel", "allies")
    other = put(st, 0, "Iron Sentinel", "graveyard")
    st, blade = _hexblade(st, foe, {"wg30_namesake_to_play": [str(foe)]})
    assert _zone(st, blade) == "graveyard"
    assert _zone(st, foe) == "allies" and st.table.cards[foe].controller == 0
    assert _zone(st, other) == "graveyard"


def test_wubs_hexblade_you_went_first_only_destroys():
    # WoW 101: you went first: the ally is destroyed, nothing comes back
    automated(WUB)
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = _hexblade(st, foe)
    assert _zone(st, foe) == "graveyard" and not st.table.zone(0, "allies")


# --- Cookie's Tenderizer: "… allies you control have +1 ATK while attacking that character this turn." (EN 714.1) ---


def test_cookies_tenderizer_allies_hit_harder_attacking_that_character():
    # 408.3d / EN 714.1: the hero it damaged; your ally has +1 ATK only while attacking it, this turn
    automated("Cookie's Tenderizer")
    st = start({"auto_pass": False})
    mallet = put_real(st, 0, "Cookie's Tenderizer", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")  # 2 ATK
    other = put(st, 1, "Footman Recruit", "allies")  # 1 ATK: the hound survives
    resources(st, 0, 2)
    st = _strike_at(st, mallet)
    assert st.table.cards[hero(st, 1)].damage == 1
    assert kw.atk(st, hound) == 2  # not attacking
    st = _attack_with(st, hound, other)
    assert kw.atk(st, hound) == 2  # attacking another character
    st = _settle(finish_combat(st))
    st.table.cards[hound].tapped = False
    st = _attack_with(st, hound, hero(st, 1))
    assert kw.atk(st, hound) == 3
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == 1 + 3
    st = _next_turn(_next_turn(st))
    st = _attack_with(st, hound, hero(st, 1))
    assert kw.atk(st, hound) == 2  # this turn only


def _attack_with(st, attacker: int, defender: int):
    from .helpers import resolve_chain

    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=defender))
    return _settle(st, {"protector": ["none"]}) if st.pending and st.pending[0].kind == "protector" else st


# --- Touch of Chaos: removes your graveyard's ability cards; one at random back to your hand each turn (415.7) ------


def test_touch_of_chaos_removes_abilities_and_returns_one_each_turn():
    # WoW 415.7 / EN 709.1: two abilities removed (not the ally, not his); each start of your turn one comes back
    automated("Touch of Chaos")
    st = start()
    bolts = [put(st, 0, "Fire Bolt", "graveyard"), put(st, 0, "Study the Scrolls", "graveyard")]
    owl = put(st, 0, "Mist Owl", "graveyard")
    theirs = put(st, 1, "Fire Bolt", "graveyard")
    touch = put_real(st, 0, "Touch of Chaos", "hand")
    resources(st, 0, 6)
    st = _settle(apply(st, "play", 0, uid=touch, x=0))
    assert [_zone(st, u) for u in bolts] == ["removed", "removed"]
    assert _zone(st, owl) == "graveyard" and _zone(st, theirs) == "graveyard"
    keep = {str(u) for u in bolts}
    down = {"discard": lambda p: [o.id for o in p.options if o.id not in keep][: p.min]}  # 415.4b: down to seven
    st = _next_turn(_next_turn(st, down), down)
    assert st.active == 0
    back = [u for u in bolts if _zone(st, u) == "hand"]
    assert len(back) == 1
    st = _next_turn(_next_turn(st, down), down)
    assert all(_zone(st, u) == "hand" for u in bolts)
    st = _next_turn(_next_turn(st, down), down)  # none left: nothing happens
    assert st.active == 0


# --- Platinum Disks of Swiftness: "You pay 1 less to play your next ally that shares a class with your hero this
# turn." (403.2, 202.1a) ---------------------------------------------------------------------------------------------


def test_platinum_disks_next_ally_sharing_your_heros_class_costs_one_less():
    # WoW 403.2 / 202.1a: Korga is a Shaman; Field Medic (a Priest) pays full and doesn't use it up; Loyal Hound (Hunter,
    # Shaman, Paladin) pays 1 less; the next Hound pays full again
    from engine.wow import costs

    from .test_wact2_cards import power_of

    data = automated("Platinum Disks of Swiftness")
    st = start()
    disks = put_real(st, 0, "Platinum Disks of Swiftness", "hero_row")
    medic = put(st, 0, "Field Medic", "hand")
    hounds = [put(st, 0, "Loyal Hound", "hand"), put(st, 0, "Loyal Hound", "hand")]
    assert costs.play_cost(st, 0, hounds[0]) == 2
    st = _settle(apply(st, "power", 0, uid=disks, power=power_of(data), x=0))
    assert st.table.cards[disks].tapped
    assert costs.play_cost(st, 0, medic) == 3 and costs.play_cost(st, 0, hounds[0]) == 1
    resources(st, 0, 3)
    st = _settle(apply(st, "play", 0, uid=medic, x=0), {"may": ["no"]})
    assert costs.play_cost(st, 0, hounds[0]) == 1
    resources(st, 0, 1)
    st = _settle(apply(st, "play", 0, uid=hounds[0], x=0))
    assert _zone(st, hounds[0]) == "allies"
    assert costs.play_cost(st, 0, hounds[1]) == 2  # used up


def test_staff_of_the_ruins_next_ability_pays_one_less_per_namesake_in_your_graveyard():
    # WoW 403.2 / 200.2: two Fire Bolts in your graveyard: your next Fire Bolt costs 2 less (0); then used up
    from engine.wow import costs

    from .test_wact2_cards import power_of

    data = automated("Staff of the Ruins")
    st = start()
    staff = put_real(st, 0, "Staff of the Ruins", "hero_row")
    for _ in range(2):
        put(st, 0, "Fire Bolt", "graveyard")
    put(st, 1, "Fire Bolt", "graveyard")  # his graveyard doesn't count
    bolt, other, study = put(st, 0, "Fire Bolt", "hand"), put(st, 0, "Fire Bolt", "hand"), put(st, 0, "Study the Scrolls", "hand")
    assert costs.play_cost(st, 0, bolt) == 2
    st = _settle(apply(st, "power", 0, uid=staff, power=power_of(data), x=0))
    assert costs.play_cost(st, 0, bolt) == 0 and costs.play_cost(st, 0, study) == 1
    st = _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(hero(st, 1))]})
    assert st.table.cards[hero(st, 1)].damage == 3
    assert costs.play_cost(st, 0, other) == 2  # used up


# --- "this turn" packet replacements (408.2a, EN 716) -----------------------------------------------------------------


def _bolt(st, target: int):
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    return _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(target)]})


def test_band_of_crimson_fury_the_next_ability_damage_is_three_more():
    # WoW 408.2a / EN 716: discard a card to pay (403.1); the next packet dealt with your ability is +3, once
    from .test_wact2_cards import power_of

    data = automated("Band of Crimson Fury")
    st = start()
    band = put_real(st, 0, "Band of Crimson Fury", "hero_row")
    junk = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 3)
    st = _settle(apply(st, "power", 0, uid=band, power=power_of(data), x=0, pay=[junk]))
    assert _zone(st, junk) == "graveyard"
    st = _bolt(st, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 6
    st = _bolt(st, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 9  # used up


def test_bloodsurge_magical_damage_is_two_more_this_turn():
    # WoW 405.3 / 408.2a / EN 716: 2 damage put on your hero; each fire (magical) packet your hero deals this turn +2;
    # once per turn (EN 701)
    from engine.core import RulesError

    from .test_wact2_cards import power_of

    name = "Bloodsurge, Kel'Thuzad's Blade of Agony"
    data = automated(name)
    st = start()
    blade = put_real(st, 0, name, "hero_row")
    st = _settle(apply(st, "power", 0, uid=blade, power=power_of(data), x=0))
    assert st.table.cards[hero(st, 0)].damage == 2
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=blade, power=power_of(data), x=0)
    st = _bolt(st, hero(st, 1))
    st = _bolt(st, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 10  # 2 × (3 + 2)
    st = _next_turn(_next_turn(st))
    st = _bolt(st, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 13  # this turn only


def test_bloodsurge_not_melee_damage():
    # 205.1: melee is not magical: its own melee strike is not boosted
    from .test_wact2_cards import power_of

    name = "Bloodsurge, Kel'Thuzad's Blade of Agony"
    data = automated(name)
    st = start({"auto_pass": False})
    blade = put_real(st, 0, name, "hero_row")
    st = _settle(apply(st, "power", 0, uid=blade, power=power_of(data), x=0))
    resources(st, 0, 3)
    st = _strike_at(st, blade)
    assert st.table.cards[hero(st, 1)].damage == kw.equipment_atk(st, blade) == 1


# --- read from the card its own cost destroyed (403.1, EN 709; engine.wow.lki_ops) -----------------------------------


def test_innkeepers_daughter_enters_with_counters_and_resets_hero_damage():
    # WoW 403.1 / 405.3: enters with a hearth counter per damage on your hero (5); later, with 12 damage, the counters
    # removed and the item destroyed as the cost: damage on your hero becomes 5
    from .test_wact2_cards import power_of

    data = automated("The Innkeeper's Daughter")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    inn = put_real(st, 0, "The Innkeeper's Daughter", "hand")
    resources(st, 0, 5)
    st = _settle(apply(st, "play", 0, uid=inn, x=0))
    assert st.table.cards[inn].counters.get("hearth") == 5
    st.table.cards[hero(st, 0)].damage = 12
    st = _settle(apply(st, "power", 0, uid=inn, power=power_of(data), x=0))
    assert _zone(st, inn) == "graveyard"
    assert st.table.cards[hero(st, 0)].damage == 5


def test_variable_pulse_capacitor_destroys_cheap_cards_by_its_last_counters():
    # EN 709 / 415.9c: two overload counters (last known, the item destroyed to pay): every ability, ally and equipment
    # of cost 2 or less is destroyed, both sides; the cost-4 ally stays
    from .test_wact2_cards import power_of

    data = automated("Variable Pulse Lightning Capacitor")
    st = start()
    cap = put_real(st, 0, "Variable Pulse Lightning Capacitor", "hero_row")
    st.table.cards[cap].counters["overload"] = 2
    hound, owl, sentinel = put(st, 0, "Loyal Hound", "allies"), put(st, 1, "Mist Owl", "allies"), put(st, 1, "Iron Sentinel", "allies")
    sword = put(st, 1, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, uid=cap, power=power_of(data), x=0))
    assert _zone(st, cap) == "graveyard"
    assert [_zone(st, u) for u in (hound, owl, sword)] == ["graveyard"] * 3
    assert _zone(st, sentinel) == "allies"


# --- Calamity's Grasp: choose a kind, you may discard one of it; if you do, destroy target card of that kind -------


def _grasp(st, target: int, answers: dict):
    grasp = put_real(st, 0, "Calamity's Grasp", "hand")
    resources(st, 0, 4)
    return _settle(apply(st, "play", 0, uid=grasp, x=0), {"target": [str(target)], **answers})


def test_calamitys_grasp_discard_an_ally_destroys_the_target_ally():
    # EN 709.1 / 709.3 / 415.9d / 415.9c: ally chosen, an ally card discarded: the target ally is destroyed
    automated("Calamity's Grasp")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    owl = put(st, 0, "Mist Owl", "hand")
    put(st, 0, "Fire Bolt", "hand")
    offered: list[list[str]] = []

    def discard(pending):
        offered.append([o.id for o in pending.options])
        return [str(owl)]

    st = _grasp(st, foe, {"wg30_kind_pick": ["ally"], "wg30_kind_discard": discard})
    assert _zone(st, owl) == "graveyard" and _zone(st, foe) == "graveyard"
    assert str(owl) in offered[0]
    assert all(kw.data(st, int(o))["type"] == "ally" for o in offered[0])  # only cards of that kind, not the Fire Bolt


def test_calamitys_grasp_wrong_kind_or_no_discard_destroys_nothing():
    # EN 709.3: no discard: nothing; equipment chosen and discarded, but the target is an ally: it stays
    automated("Calamity's Grasp")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    sword = put(st, 0, "Worn Longsword", "hand")
    st = _grasp(st, foe, {"wg30_kind_pick": ["ally"], "wg30_kind_discard": []})
    assert _zone(st, foe) == "allies"
    st2 = start()
    foe2 = put(st2, 1, "Iron Sentinel", "allies")
    sword2 = put(st2, 0, "Worn Longsword", "hand")
    st2 = _grasp(st2, foe2, {"wg30_kind_pick": ["equipment"], "wg30_kind_discard": [str(sword2)]})
    assert _zone(st2, sword2) == "graveyard" and _zone(st2, foe2) == "allies"
    assert _zone(st, sword) == "hand"


# --- Corrupted Egg Shell: Protector while you control an Egg token; destroyed, the Eggs become 8/8 Twilight Dragonkin -


def _eggs(st) -> list[int]:
    return [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Egg"]


def test_corrupted_egg_shell_protector_with_an_egg_and_dragons_when_destroyed():
    # EN 714: your hero has Protector only while you control an Egg token; EN 709.3 / 714.1: you destroy the Shell at
    # the start of your turn: each Egg becomes 8 / 8 and a Twilight Dragonkin (202.3)
    automated("Corrupted Egg Shell")
    st = start()
    shell = put_real(st, 0, "Corrupted Egg Shell", "hero_row")
    assert not kw.has(st, hero(st, 0), "Protector")
    st = _next_turn(st, {"may": ["no"]})  # the end of your turn: an Egg (line 2)
    (egg,) = _eggs(st)
    assert (kw.atk(st, egg), kw.health(st, egg)) == (0, 1)
    assert kw.has(st, hero(st, 0), "Protector")
    st = _next_turn(st, {"may": ["yes"]})
    assert st.active == 0 and _zone(st, shell) == "graveyard"
    assert (kw.atk(st, egg), kw.health(st, egg)) == (8, 8)
    assert "twilight dragonkin" in kw.words(st, egg) and "dragonkin" in kw.words(st, egg)
    assert not kw.has(st, hero(st, 0), "Protector")  # the Shell is gone


def test_corrupted_egg_shell_kept_leaves_the_eggs_alone():
    # EN 709.3: "you may destroy this item. If you do, …" — kept: the Eggs stay 0 / 1
    automated("Corrupted Egg Shell")
    st = start()
    shell = put_real(st, 0, "Corrupted Egg Shell", "hero_row")
    st = _next_turn(_next_turn(st, {"may": ["no"]}), {"may": ["no"]})
    assert _zone(st, shell) == "hero_row"
    (egg,) = _eggs(st)
    assert (kw.atk(st, egg), kw.health(st, egg)) == (0, 1)


# --- Abracadaver: a Cadaver each start of your turn; each end of your turn, each Cadaver destroyed unless you pay 1 -


def _cadavers(st) -> list[int]:
    return [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Cadaver"]


def test_abracadaver_cadavers_kept_for_one_each_or_destroyed():
    # WoW 404.2 / EN 709.3 / 412.2: the token (1/1 Ferocity Protector); at the end of your turn pay 1 to keep it; the
    # next turn a second one: one kept (pay), one let go (destroyed); with no resource to pay, destroyed unasked
    automated("Abracadaver")
    st = start()
    put_real(st, 0, "Abracadaver", "hero_row")
    st = _next_turn(_next_turn(st), {"may": ["yes"]})
    (first,) = _cadavers(st)
    assert (kw.atk(st, first), kw.health(st, first)) == (1, 1)
    assert kw.has(st, first, "Ferocity") and kw.has(st, first, "Protector")
    res = resources(st, 0, 1)
    st = _next_turn(st, {"wg30_each_unless_pay": ["pay"]})
    assert _cadavers(st) == [first] and st.table.cards[res[0]].tapped
    answers = iter(["pay", "decline"])
    st = _next_turn(st, {"may": ["yes"]})  # P1's turn again: a second Cadaver
    assert len(_cadavers(st)) == 2
    st = _next_turn(st, {"wg30_each_unless_pay": lambda p: [next(answers)]})
    assert len(_cadavers(st)) == 1
    st = _next_turn(st, {"may": ["no"]})
    assert st.active == 0 and len(_cadavers(st)) == 1
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True  # nothing to pay with
    st = _next_turn(st, {"wg30_each_unless_pay": ["pay"]})
    assert st.active == 1 and not _cadavers(st)


# --- continuous powers (EN 714) --------------------------------------------------------------------------------------


def test_dragonheart_piercer_one_atk_per_dragonkin_color():
    # EN 714 / 202.1a: Blue and Bronze dragonkin (two Blue count once): +2; an opposing Red one doesn't count
    automated("Dragonheart Piercer")
    st = start()
    gun = put_real(st, 0, "Dragonheart Piercer", "hero_row")
    assert kw.equipment_atk(st, gun) == 1
    put_real(st, 0, "Azure Drake", "allies")
    put_real(st, 0, "Azure Magus", "allies")
    assert kw.equipment_atk(st, gun) == 2
    put_real(st, 0, "Bronze Drake", "allies")
    put_real(st, 1, "Bronze Drakonid", "allies")
    assert kw.equipment_atk(st, gun) == 3
    assert kw.has(st, gun, "Long-Range")


def test_frostbridge_orb_druid_mend_and_mage_assault():
    # 206.1c / EN 714: a Druid hero: your Spring Mender (Mend 1) has Mend 2, Raging Brute's Assault unchanged; a Mage
    # hero: Assault 2 becomes 3, Mend unchanged; a card without the keyword gets none
    from .test_wscale_amounts import as_hero

    automated("Frostbridge Orb")
    for hero_name, mend, assault in (("Elderlimb", 2, 2), ("Archmage Barstow", 1, 3)):
        st = start()
        as_hero(st, hero_name)
        put_real(st, 0, "Frostbridge Orb", "hero_row")
        mender, brute, hound = put(st, 0, "Spring Mender", "allies"), put(st, 0, "Raging Brute", "allies"), put(st, 0, "Loyal Hound", "allies")
        theirs = put(st, 1, "Spring Mender", "allies")
        assert kw.keywords(st, mender).get("Mend") == mend and kw.keywords(st, brute).get("Assault") == assault
        assert "Mend" not in kw.keywords(st, hound) and "Assault" not in kw.keywords(st, hound)
        assert kw.keywords(st, theirs).get("Mend") == 1


def test_braxxis_staff_with_a_form_attacking_hero_and_armor_stronger():
    # EN 714: with Cat Form ("Form (1)", 414.3b) in play: your armor +2 DEF, your hero +2 ATK only while attacking;
    # without a Form: nothing
    automated("Braxxis' Staff of Slumber")
    st = start({"auto_pass": False})
    put_real(st, 0, "Braxxis' Staff of Slumber", "hero_row")
    buckler = put(st, 0, "Chain Helm", "hero_row")
    base_def, base_atk = kw.defense(st, buckler), kw.atk(st, hero(st, 0))
    st = _attack(st)
    assert kw.atk(st, hero(st, 0)) == base_atk and kw.defense(st, buckler) == base_def
    st = _settle(finish_combat(st))
    bare = start({"auto_pass": False})
    put_real(bare, 0, "Cat Form", "hero_row")  # the Form's own powers, without the Staff
    idle = kw.atk(bare, hero(bare, 0))
    bare = _attack(bare)
    st = start({"auto_pass": False})
    put_real(st, 0, "Braxxis' Staff of Slumber", "hero_row")
    buckler = put(st, 0, "Chain Helm", "hero_row")
    put_real(st, 0, "Cat Form", "hero_row")
    assert kw.defense(st, buckler) == base_def + 2
    assert kw.atk(st, hero(st, 0)) == idle  # not attacking: no +2
    st = _attack(st)
    assert kw.atk(st, hero(st, 0)) == kw.atk(bare, hero(bare, 0)) + 2


def test_bones_of_transformation_naga_with_assault_dealing_frost_this_turn():
    # WoW 202.3 / 408.2a / EN 716: your Loyal Hound is also a Naga this turn (line 1: Assault 3), and its combat damage
    # is frost damage; the next turn neither
    from .test_wact2_cards import power_of

    data = automated("Bones of Transformation")
    st = start({"auto_pass": False})
    bones = put_real(st, 0, "Bones of Transformation", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")  # 2 ATK, a Beast
    st = _settle(apply(st, "power", 0, uid=bones, power=power_of(data, 0), x=0), {"target": [str(hound)]})
    assert "naga" in kw.words(st, hound) and kw.atk(st, hound) == 5
    st = _attack_with(st, hound, hero(st, 1))
    st = _settle(finish_combat(st))
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("src") == hound]
    assert [(e["n"], e["dtype"]) for e in hits] == [(5, "frost")]
    st = _next_turn(_next_turn(st))
    assert "naga" not in kw.words(st, hound) and kw.atk(st, hound) == 2


def test_continuum_blade_every_player_takes_two_turns_in_a_row():
    # EN 703 / 500.3: each turn whose player didn't take the turn before gives him an extra turn after it: P2, P2, P1,
    # P1, P2, P2 …
    automated("Continuum Blade")
    st = start()
    put_real(st, 0, "Continuum Blade", "hero_row")
    down = {"discard": lambda p: [o.id for o in p.options[: p.min]]}  # 415.4b
    seen = []
    for _ in range(6):
        st = _next_turn(st, down)
        seen.append(st.active)
    assert seen == [1, 1, 0, 0, 1, 1]


def test_winter_veil_kit_a_snowman_slips_out_of_combat_against_non_fire():
    # WoW 202.3 / EN 603: your Iron Sentinel is a Snowman this turn; attacked by a melee ally it leaves the combat (no
    # combat damage); attacked by a fire one (Ember Adept: fire) it stays in the combat
    from .test_wact2_cards import power_of

    data = automated("Winter Veil Disguise Kit")
    for attacker_name, removed in (("Loyal Hound", True), ("Ember Adept", False)):
        st = start({"auto_pass": False})
        kit = put_real(st, 0, "Winter Veil Disguise Kit", "hero_row")
        mine = put(st, 0, "Iron Sentinel", "allies")
        foe = put(st, 1, attacker_name, "allies")
        st = _settle(apply(st, "power", 0, uid=kit, power=power_of(data, 0), x=0), {"target": [str(mine)]})
        assert "snowman" in kw.words(st, mine)
        st.active = st.priority = 1  # (test setup: the opponent attacks as if it were his turn, 601.1)
        st.turn_started[1] = st.turn
        st = _settle(apply(st, "attack", 1, attacker=foe, defender=mine), {"protector": ["none"]})
        st = _settle(finish_combat(st))
        assert (st.table.cards[mine].damage == 0) == removed


def test_undeath_carrier_brings_a_destroyed_ally_back_undead_once():
    # EN 703 / 710.1 / 202.3: your Loyal Hound destroyed: back into play, now Undead; destroyed again: it stays dead
    automated("The Undeath Carrier")
    st = start()
    put_real(st, 0, "The Undeath Carrier", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st = _vanish(st, hound)
    assert _zone(st, hound) == "allies" and "undead" in kw.words(st, hound)
    st = _vanish(st, hound)
    assert _zone(st, hound) == "graveyard"
    st = _vanish(st, theirs)
    assert _zone(st, theirs) == "graveyard"  # not yours


def test_apostle_of_argus_heals_one_or_four_if_an_opponent_went_first():
    # WoW 407.1 / 101: you went first: 1; an opponent went first: 4; your hero is exhausted to pay (EN 701)
    from .test_wact2_cards import power_of

    data = automated("Apostle of Argus")
    for first, healed in ((0, 1), (1, 4)):
        st = start()
        st.first_player = first
        staff = put_real(st, 0, "Apostle of Argus", "hero_row")
        hound = put(st, 0, "Iron Sentinel", "allies")
        st.table.cards[hound].damage = 3
        st.table.cards[hero(st, 0)].damage = 6
        st = _settle(apply(st, "power", 0, uid=staff, power=power_of(data), x=0), {"target": [str(hero(st, 0))]})
        assert st.table.cards[hero(st, 0)].damage == 6 - healed and st.table.cards[hero(st, 0)].tapped


def test_dagger_of_betrayal_exchanges_his_chosen_ally_and_the_dagger():
    # WoW 401.3 / EN 709.1: he picks one of his allies; you control it, he controls the Dagger
    from .test_wact2_cards import power_of

    data = automated("Dagger of Betrayal")
    st = start()
    dagger = put_real(st, 0, "Dagger of Betrayal", "hero_row")
    hound, sentinel = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Iron Sentinel", "allies")
    asked: list[int] = []

    def his(pending):
        asked.append(pending.player)
        return [str(hound)]

    st = _settle(apply(st, "power", 0, uid=dagger, power=power_of(data), x=0), {"player_picks": his})
    assert asked == [1]
    assert st.table.cards[hound].controller == 0 and st.table.cards[dagger].controller == 1
    assert st.table.cards[sentinel].controller == 1


def test_staff_of_trickery_readies_or_exhausts_a_card_sharing_the_discarded_type():
    # WoW 403.1 / 300.1 / 411.1: an ally discarded: target exhausted ally readied; an ally target when a weapon was
    # discarded: nothing; equipment shares with equipment (a weapon discarded, an armor exhausted)
    from .test_wact2_cards import power_of

    data = automated("Staff of Trickery")
    for discarded, target_name, changed in (("Mist Owl", "Iron Sentinel", True), ("Worn Longsword", "Iron Sentinel", False),
                                            ("Worn Longsword", "Chain Helm", True)):
        st = start()
        staff = put_real(st, 0, "Staff of Trickery", "hero_row")
        paid = put(st, 0, discarded, "hand")
        target = put(st, 1, target_name, "allies" if target_name == "Iron Sentinel" else "hero_row")
        st.table.cards[target].tapped = True
        st = apply(st, "power", 0, uid=staff, power=power_of(data), x=0, pay=[paid])
        st = _settle(st, {"target": [str(target)], "wg30_ready_or_exhaust": ["ready"]})
        assert _zone(st, paid) == "graveyard" and st.table.cards[hero(st, 0)].tapped
        assert st.table.cards[target].tapped is not changed


def test_portal_stone_removes_your_ally_and_puts_it_back_later():
    # WoW 415.7 / 710.1: removed by Portal Stone, then put back into play under your control by it, a new card (no
    # damage); nothing removed: nothing happens
    from .test_wact2_cards import power_of

    data = automated("Portal Stone")
    st = start()
    stone = other = put_real(st, 0, "Portal Stone", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[hound].damage = 1
    resources(st, 0, 3)
    st = _settle(apply(st, "power", 0, uid=other, power=power_of(data, 1), x=0))
    assert _zone(st, hound) == "allies"  # none removed yet
    st = _settle(apply(st, "power", 0, uid=stone, power=power_of(data, 0), x=0), {"target": [str(hound)]})
    assert _zone(st, hound) == "removed"
    st = _settle(apply(st, "power", 0, uid=other, power=power_of(data, 1), x=0))
    assert _zone(st, hound) == "allies" and st.table.cards[hound].controller == 0 and st.table.cards[hound].damage == 0


def test_portal_stone_another_copy_returns_what_a_gone_one_removed():
    # WoW 200.2: "removed by the card named Portal Stone": a Portal Stone destroyed since still named the ally
    from engine.wow.leaving_play import destroy

    from .test_wact2_cards import power_of

    data = automated("Portal Stone")
    st = start()
    stone = put_real(st, 0, "Portal Stone", "hero_row")
    hound = put(st, 0, "Loyal Hound", "allies")
    resources(st, 0, 3)
    st = _settle(apply(st, "power", 0, uid=stone, power=power_of(data, 0), x=0), {"target": [str(hound)]})
    destroy(st, stone, R("415.9c"))
    fresh = put_real(st, 0, "Portal Stone", "hero_row")
    st = _settle(apply(st, "power", 0, uid=fresh, power=power_of(data, 1), x=0))
    assert _zone(st, stone) == "graveyard" and _zone(st, hound) == "allies"


def test_ring_of_the_unliving_fatal_hero_pays_in_equipment_and_resources():
    # WoW 103.2 / 405.2 / EN 703: your hero can't be destroyed; dealt 3 (Fire Bolt) while at fatal damage, you destroy
    # three of your equipment and/or resources (your picks); dealt damage short of fatal: nothing
    automated("Ring of the Unliving")
    st = start()
    ring = put_real(st, 0, "Ring of the Unliving", "hero_row")
    helm = put(st, 0, "Chain Helm", "hero_row")
    res = resources(st, 0, 3)
    st.table.cards[hero(st, 0)].damage = 20  # 28 health
    st.priority = 1
    resources(st, 1, 2)
    bolt = put(st, 1, "Fire Bolt", "hand")
    st = _settle(apply(st, "play", 1, uid=bolt, x=0), {"target": [str(hero(st, 0))]})
    assert st.table.cards[hero(st, 0)].damage == 23 and all(_zone(st, u) != "graveyard" for u in (ring, helm, *res))
    st.table.cards[hero(st, 0)].damage = 28
    st = _settle(st)
    assert _zone(st, hero(st, 0)) == "hero_row"  # can't be destroyed
    picked: list[list[str]] = []

    def pick(pending):
        picked.append([o.id for o in pending.options])
        return [str(helm), str(res[0]), str(res[1])]

    resources(st, 1, 2)
    bolt = put(st, 1, "Fire Bolt", "hand")
    st.priority = 1
    st = _settle(apply(st, "play", 1, uid=bolt, x=0), {"target": [str(hero(st, 0))], "player_picks": pick})
    assert [_zone(st, u) for u in (helm, res[0], res[1])] == ["graveyard"] * 3
    assert _zone(st, ring) == "hero_row" and _zone(st, res[2]) == "resources"
    assert str(ring) in picked[0]  # the Ring itself is equipment


# --- racial powers in your party (202.1a) -------------------------------------------------------------------------


def test_blackened_spear_one_atk_per_racial_power_in_your_party():
    # EN 714: Naliss (Arcane Torrent) +1; Stone Guardian (Hardiness) +1 more; an opposing Hardiness doesn't count
    automated("Blackened Spear")
    st = start()
    spear = put_real(st, 0, "Blackened Spear", "hero_row")
    put(st, 1, "Stone Guardian", "allies")
    assert kw.equipment_atk(st, spear) == 3
    put_real(st, 0, "Naliss the Silencer", "allies")
    assert kw.equipment_atk(st, spear) == 4
    put(st, 0, "Stone Guardian", "allies")
    assert kw.equipment_atk(st, spear) == 5


def test_hellforged_halberd_costs_one_less_with_diplomacy_in_your_party():
    # WoW 403.2: Daniel Soortan ("Diplomacy: Dwarves") in your party: 7 → 6; his doesn't count
    from engine.wow import costs

    automated("Hellforged Halberd")
    st = start()
    halberd = put_real(st, 0, "Hellforged Halberd", "hand")
    put_real(st, 1, "Daniel Soortan", "allies")
    assert costs.play_cost(st, 0, halberd) == 7
    put_real(st, 0, "Daniel Soortan", "allies")
    assert costs.play_cost(st, 0, halberd) == 6
