"""Helper w30abil: ability cards A–L that were manual — the scripts of ``engine/wow/cards/scripts/w30abil.toml`` and the
engine pieces they use (``engine.wow.packet_swaps``). Each card is played with the real card of the pool and every
clause of its text is checked. EN numbers: rules outside the provided (Japanese, 6.0) document, as the checklist names
them.

Rule calls without a source:
- Dirty Work: a packet made combat damage by it is combat damage for everything that reads the packet (shields and
  triggers naming combat damage), though no combat takes place.
- Intensify / Concussion Blow: "the next time … would deal / be dealt damage" is the next packet, counted as it is
  dealt (before prevention); Intensify's fire type replaces every type the packet had.
- Arcane Power: "damage with that ability this turn" = every packet the hero deals whose card is that ability (its
  ``via``), for the rest of the turn (an Ongoing ability's later packets too).
- Lightning Shield: "If you do" holds while Lightning Shield is in play to lose a counter (it never stays without one).
- Convocation: the target hero is chosen as the trigger goes on the chain; the half ("either … or") as it resolves.
- Defiance: once a character of that opponent has attacked this turn, no further attack may be declared (the same
  character attacking again included).
- Kidney Shot: "resource" = every card of an opposing resource row, face up or down; "equipment" = weapons, armor, items.
- Embrace of the Nether, Devastation: the kind chosen is the kind of the card paid among ability, ally and equipment (a
  totem is both an ability and an ally); Embrace's target is an ability, ally or equipment card in play (no other can
  share the kind).
- Dark Intent: the ally is removed instead only if it is destroyed this turn with that fatal damage still on it.
- Echo Totem: "without paying its cost" is read as its printed cost taken off when played (additional costs stay).
- Feign Death: the effects (power and trigger links) on the chain are interrupted by the game as the turn ends (500.5).
- Arcane Binding: a card played counts by its printed type (a totem played counts as an ability).
- Greed Before Need: the card played from another graveyard keeps its owner (it later goes to his graveyard).
- Blazing Debris: no "target" printed: the characters are chosen on resolution (Untargetable, Elusive don't matter).
- Call of the Grove: the quest must be placed before the additional resource.
- Fel-Acid Breath: "in order" is the order of the opponent's picks.
- Equalize: cards in play = hero, hero row, allies and resources (415.8a); the hero is never offered to destroy (the
  player always has enough other cards).
- Battle Tactics: the new defender must be one the attacker could attack now (EN 601.1) with no larger attack tax than
  the one paid for the proposal.
- Boat to Booty Bay: "an ally in your party" is picked on resolution (no target); the ally cards come back under your
  control whoever owns them.
- Hatchet Totem: the Axe token has the tags Token, Axe and Melee (1), no hand tag (none printed).
"""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import hero, put, resolve_chain, start
from .test_combat import attack, finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _fight, _next_turn, _settle

pytestmark = needs(WOW_CARDS)


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _bolt(st, target: int, player: int = 0):
    """``player`` plays Frostbolt at ``target`` (3 frost damage) and the chain resolves."""
    return resolve_chain(play_real(st, "Frostbolt", player, str(target))[0])


# --- Empower lines checked on resolution (EN 709) ----------------------------------------------------------------


@pytest.mark.parametrize("rogue", [True, False])
def test_bash_and_slash_rogue_half_gives_three_atk_and_stealth_this_turn(rogue):
    # EN 709: "Empower Rogue: If you control a Rogue hero or ally, target ally has +3 ATK and Stealth this turn."
    automated("Bash and Slash")
    st = start()
    if rogue:
        put(st, 0, "Shade Stalker", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Bash and Slash", 0, str(mine), str(mine))
    st = _settle(st)
    assert kw.atk(st, mine) == (7 if rogue else 4)
    assert kw.has(st, mine, "Stealth") is rogue
    st = _next_turn(st)  # "this turn": over
    assert kw.atk(st, mine) == 4 and not kw.has(st, mine, "Stealth")


@pytest.mark.parametrize("warrior", [True, False])
def test_bash_and_slash_warrior_half_doubles_the_targets_combat_damage_this_turn(warrior):
    # EN 709, 408.2a: "Empower Warrior: If you control a Warrior hero or ally, if target ally would deal combat damage
    # this turn, it deals double that much instead." — its combat damage only, not the damage dealt to it
    automated("Bash and Slash")
    st = start()
    if warrior:
        put(st, 0, "Footman Recruit", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    theirs = put(st, 1, "Stone Guardian", "allies")  # 3 / 6
    st, _ = play_real(st, "Bash and Slash", 0, str(mine), str(mine))
    st = _settle(st)
    st = finish_combat(attack(st, mine, theirs))
    assert (not kw.in_play(st, theirs)) is warrior  # 8 combat damage kills the 6-health Guardian, 4 doesn't
    assert _dmg(st, mine) == 3  # the damage it is dealt isn't doubled


def test_bash_and_slash_doubling_is_combat_damage_only():
    # 408.2a: "would deal combat damage" — a non-combat packet of the ally stays as it is
    from engine.wow import damage

    st = start()
    put(st, 0, "Footman Recruit", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Bash and Slash", 0, str(mine), str(mine))
    st = _settle(st)
    foe = put(st, 1, "Raging Brute", "allies")
    damage.deal(st, mine, foe, 2, "melee")
    assert _dmg(st, foe) == 2


@pytest.mark.parametrize("hunter", [True, False])
def test_fear_and_loathing_hunter_half_destroys_an_opposing_ally_that_entered_play_this_turn(hunter):
    # EN 709: "Empower Hunter: If you control a Hunter hero or ally, destroy target opposing ally that entered play this
    # turn."
    automated("Fear and Loathing")
    st = start()
    if hunter:
        put(st, 0, "Wolfrider Scout", "allies")
    fresh = put(st, 1, "Iron Sentinel", "allies", fresh=True)
    other = put(st, 1, "Stone Guardian", "allies")
    st, _ = play_real(st, "Fear and Loathing", 0, str(fresh), str(other))
    st = _settle(st)
    assert kw.in_play(st, fresh) is not hunter
    assert kw.in_play(st, other)  # no Warlock: the second half does nothing


def test_fear_and_loathing_hunter_target_must_have_entered_play_this_turn():
    # "target opposing ally that entered play this turn": an ally that was already in play is no legal target (EN 706)
    from engine.wow.cards.compiler import card_powers
    from engine.wow.targets import legal_targets
    from tests.wow.test_templates_more import real

    st = start()
    old = put(st, 1, "Iron Sentinel", "allies")
    fresh = put(st, 1, "Stone Guardian", "allies", fresh=True)
    eff = card_powers(real("Fear and Loathing"))[0].effects[0]
    options = legal_targets(st, 0, eff, hero(st, 0))
    assert fresh in options and old not in options


@pytest.mark.parametrize("warlock", [True, False])
def test_fear_and_loathing_warlock_half_returns_an_opposing_ally_to_its_owners_hand(warlock):
    # EN 709: "Empower Warlock: If you control a Warlock hero or ally, put target opposing ally into its owner's hand."
    from .test_rules_hero_trait import _make_hero

    st = start()
    if warlock:
        _make_hero(st, 0, classes=["Warlock"], **{"class": "Warlock"})
    fresh = put(st, 1, "Iron Sentinel", "allies", fresh=True)
    other = put(st, 1, "Stone Guardian", "allies")
    st, _ = play_real(st, "Fear and Loathing", 0, str(fresh), str(other))
    st = _settle(st)
    assert kw.in_play(st, fresh)  # no Hunter
    assert (st.table.cards[other].zone == "hand") is warlock


# --- packet replacements (408.2a; engine.wow.packet_swaps) ------------------------------------------------------


def test_intensify_doubles_the_next_packet_and_makes_it_fire_this_turn_only():
    # 408.2a, 408.3a: "The next time target friendly hero or ally would deal any type of damage this turn, it deals
    # double that much fire damage instead."
    from engine.wow import damage

    automated("Intensify")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Raging Brute", "allies")  # 1 / 4
    st, _ = play_real(st, "Intensify", 0, str(mine))
    st = _settle(st)
    events = damage.deal(st, mine, foe, 2, "melee")
    assert _dmg(st, foe) == 4  # double that much
    assert any(e.kind == "damage" and e.data.get("type") == "fire" for e in events)  # … fire damage
    damage.deal(st, mine, foe, 1, "melee")
    assert _dmg(st, foe) == 5  # "the next time": used up


def test_intensify_applies_to_combat_damage_and_ends_with_the_turn():
    # 408.2a: "any type of damage" — the combat packet of the attacker is doubled; "this turn": not the next one
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    foe = put(st, 1, "Stone Guardian", "allies")  # 3 / 6
    st, _ = play_real(st, "Intensify", 0, str(mine))
    st = _settle(st)
    st = finish_combat(attack(st, mine, foe))
    assert not kw.in_play(st, foe)  # 8 damage

    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Intensify", 0, str(mine))
    st = _settle(st)
    st = _next_turn(st)
    from engine.wow import damage

    foe = put(st, 1, "Raging Brute", "allies")
    damage.deal(st, mine, foe, 2, "melee")
    assert _dmg(st, foe) == 2


def test_intensify_targets_only_friendly_characters():
    # "target friendly hero or ally" (EN 706)
    from engine.wow.cards.compiler import card_powers
    from engine.wow.targets import legal_targets
    from tests.wow.test_templates_more import real

    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    eff = card_powers(real("Intensify"))[0].effects[0]
    options = legal_targets(st, 0, eff, hero(st, 0))
    assert mine in options and hero(st, 0) in options and foe not in options and hero(st, 1) not in options


def test_dirty_work_makes_your_heros_non_combat_damage_combat_damage():
    # 408.2a, 408.3b: "Ongoing: If your hero would deal non-combat damage, it deals combat damage instead."
    automated("Dirty Work")
    st = start()
    put_real(st, 0, "Dirty Work", "hero_row")
    foe = put(st, 1, "Raging Brute", "allies")
    from engine.wow import damage

    events = damage.deal(st, hero(st, 0), foe, 2, "shadow")
    assert [e.data.get("combat") for e in events if e.kind == "damage"] == [True]
    events = damage.deal(st, hero(st, 1), hero(st, 0), 2, "shadow")  # not an opposing hero's damage
    assert [e.data.get("combat") for e in events if e.kind == "damage"] == [False]
    events = damage.deal(st, foe, hero(st, 0), 2, "shadow")  # nor an ally's
    assert [e.data.get("combat") for e in events if e.kind == "damage"] == [False]


@pytest.mark.parametrize("dirty", [True, False])
def test_dirty_work_ability_damage_meets_a_combat_damage_prevention(dirty):
    # 408.3b, EN 717: the hero's Frostbolt is combat damage, so the opponent's Evasion ("Prevent all combat damage that
    # would be dealt to your hero.") prevents it
    st = start()
    if dirty:
        put_real(st, 0, "Dirty Work", "hero_row")
    put_real(st, 1, "Evasion", "hero_row")
    st = _bolt(st, hero(st, 1))
    assert _dmg(st, hero(st, 1)) == (0 if dirty else 3)


# --- Lightning Shield (EN 703, 404.1d) -----------------------------------------------------------------------------


def test_lightning_shield_strikes_back_three_times_then_is_destroyed():
    # 404.1a: "Lightning Shield enters play with three lightning counters on it." / EN 703, 709.3, 404.1d: "Ongoing:
    # When your hero is dealt damage by a hero or ally, remove a lightning counter from Lightning Shield. If you do, your
    # hero deals 2 nature damage to that character. If you removed the last counter, destroy Lightning Shield."
    from engine.wow.counters import counters

    automated("Lightning Shield")
    st = start()
    st, shield = play_real(st, "Lightning Shield")
    st = _settle(st)
    assert st.table.cards[shield].zone == "hero_row" and counters(st, shield, "lightning") == 3
    st = _next_turn(st)  # the opponent's turn
    for left in (2, 1, 0):
        before = _dmg(st, hero(st, 1))
        st = _settle(play_real(st, "Frostbolt", 1, str(hero(st, 0)))[0])
        assert _dmg(st, hero(st, 1)) == before + 2  # the opposing hero dealt the damage: it is dealt 2 nature damage
        if left:
            assert counters(st, shield, "lightning") == left
    assert st.table.cards[shield].zone == "graveyard"  # the last counter removed
    before = _dmg(st, hero(st, 1))
    st = _settle(play_real(st, "Frostbolt", 1, str(hero(st, 0)))[0])
    assert _dmg(st, hero(st, 1)) == before


def test_lightning_shield_ignores_damage_to_other_characters():
    # "When your hero is dealt damage": not an ally of yours
    from engine.wow.counters import counters

    st = start()
    st, shield = play_real(st, "Lightning Shield")
    st = _settle(st)
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = _next_turn(st)
    st = _settle(play_real(st, "Frostbolt", 1, str(mine))[0])
    assert counters(st, shield, "lightning") == 3 and _dmg(st, hero(st, 1)) == 0


# --- Convocation (EN 703, 707.1c) ---------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["1", "2"])
def test_convocation_deals_or_heals_the_played_allys_cost_to_target_hero(mode):
    # EN 703, 707.1c, 201.3: "Ongoing: When you play an ally, your hero either deals nature damage to or heals damage
    # from target hero equal to that ally's cost." — the target is chosen as the trigger goes on the chain, the half as
    # it resolves
    from .helpers import apply, choose, resources

    automated("Convocation")
    st = start()
    put_real(st, 0, "Convocation", "hero_row")
    st.table.cards[hero(st, 1)].damage = 5
    ally = put(st, 0, "Iron Sentinel", "hand")  # cost 4
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=ally, x=0)
    assert st.pending[0].kind == "target" and {o.id for o in st.pending[0].options} == {str(hero(st, 0)), str(hero(st, 1))}
    st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "wprev_pick_mode"
    st = choose(st, mode)
    st = _settle(st)
    assert _dmg(st, hero(st, 1)) == (9 if mode == "1" else 1)
    assert kw.in_play(st, ally)


def test_convocation_ignores_other_cards_and_opponents_allies():
    # "When you play an ally": not an ability, not an opponent's ally
    st = start()
    put_real(st, 0, "Convocation", "hero_row")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)))
    assert not any(p.kind == "target" for p in st.pending)
    st = _settle(st)
    assert _dmg(st, hero(st, 1)) == 3


# --- Concussion Blow (EN 701, 408.2a) -----------------------------------------------------------------------------


def test_concussion_blow_exhausts_then_doubles_the_next_damage_to_an_exhausted_target():
    # "Exhaust target hero or ally." / EN 701, 408.2a: "Ongoing: [1], [Exhaust] -> The next time target exhausted hero
    # or ally would be dealt damage this turn, it's dealt double that much instead."
    from engine.wow.cards.compiler import card_powers
    from engine.wow.targets import legal_targets

    from .helpers import apply, resources
    from .test_templates_more import real

    automated("Concussion Blow")
    st = start()
    foe = put(st, 1, "Raging Brute", "allies")  # 1 / 4
    ready = put(st, 1, "Iron Sentinel", "allies")
    st, blow = play_real(st, "Concussion Blow", 0, str(foe))
    st = _settle(st)
    assert st.table.cards[foe].tapped and st.table.cards[blow].zone == "hero_row"
    eff = card_powers(real("Concussion Blow"))[-1].effects[0]
    options = legal_targets(st, 0, eff, blow)
    assert foe in options and ready not in options  # "target exhausted hero or ally"
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=blow, power=len(card_powers(real("Concussion Blow"))) - 1)
    from .helpers import choose

    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(foe))
    st = _settle(st)
    assert st.table.cards[blow].tapped
    from engine.wow import damage

    damage.deal(st, hero(st, 0), ready, 1, "melee")
    assert _dmg(st, ready) == 1  # another character: not doubled
    damage.deal(st, hero(st, 0), foe, 1, "melee")
    assert _dmg(st, foe) == 2  # doubled
    damage.deal(st, hero(st, 0), foe, 1, "melee")
    assert _dmg(st, foe) == 3  # "the next time": used up


# --- Instant Poison (403.3) ---------------------------------------------------------------------------------------


def test_instant_poison_is_free_only_after_your_hero_dealt_combat_damage_to_an_opposing_hero():
    # 403.3: "You may play this ability without paying its costs if you hero dealt combat damage to an opposing hero this
    # turn. Attach to target opposing hero." / "Ongoing: At the start of your turn, your hero deals 1 nature damage to
    # attached hero."
    from engine.core import RulesError

    from .helpers import apply, choose
    from .test_combat import attack, finish_combat
    from .test_rules_hero_trait import _make_hero

    automated("Instant Poison")
    st = start()
    poison = put_real(st, 0, "Instant Poison", "hand")
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=poison, x=0, alt=0, pay=[])  # no combat damage yet
    st = _bolt(st, hero(st, 1))  # your hero's non-combat damage: not enough
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=poison, x=0, alt=0, pay=[])
    _make_hero(st, 0, atk=2)  # (test setup: a hero with ATK to attack with)
    st = finish_combat(attack(st, hero(st, 0), hero(st, 1)))
    assert _dmg(st, hero(st, 1)) == 5, "the hero's attack must deal combat damage"
    tapped = sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped)
    st = apply(st, "play", 0, uid=poison, x=0, alt=0, pay=[])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 1)))
    st = _settle(st)
    assert st.table.cards[poison].attached_to == hero(st, 1)
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == tapped  # nothing paid
    before = _dmg(st, hero(st, 1))
    st = _next_turn(_next_turn(st))  # the start of your next turn
    assert _dmg(st, hero(st, 1)) == before + 1


# --- Curse of Doom (EN 703, 709.1, 709.3, 415.3b) -----------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3])
def test_curse_of_doom_destroys_its_host_and_puts_a_revealed_demon_into_play(n):
    # EN 703, 709.3, 709.1, 415.3b: "Ongoing: At the start of your turn, destroy attached ally. If you do, reveal the top
    # X cards of your deck, where X is the number of resources you control. Put a revealed Demon with cost X or less into
    # play and shuffle the rest into your deck."
    automated("Curse of Doom")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, curse = play_real(st, "Curse of Doom", 0, str(foe), pay=3)
    st = _settle(st)
    assert st.table.cards[curse].attached_to == foe
    for extra in st.table.zone(0, "resources")[n:]:
        st.table.move(extra, "graveyard")
    big = put_real(st, 0, "Maazhum", "deck")  # a Demon, cost 3
    small = put_real(st, 0, "Grimdron", "deck")  # a Demon, cost 1
    st.table.move(small, "deck", position=0)
    st.table.move(big, "deck", position=0)  # top: Maazhum, Grimdron, then the others
    offered: list[list[str]] = []

    def pick(pending):
        offered.append([o.id for o in pending.options])
        return [pending.options[0].id]

    st = _next_turn(st, {"reveal_pick": pick, "target": lambda p: [p.options[0].id]})  # the opponent's turn
    st = _next_turn(st, {"reveal_pick": pick, "target": lambda p: [p.options[0].id]})  # yours: the trigger
    assert not kw.in_play(st, foe)  # destroyed
    assert offered == [[str(big), str(small)] if n == 3 else [str(small)]] or (n == 2 and not offered)  # cost X or less
    chosen = big if n == 3 else small
    other = small if n == 3 else big
    assert st.table.cards[chosen].zone == "allies"
    assert st.table.cards[other].zone in ("deck", "hand")  # shuffled into the deck (then maybe drawn)



# --- Arcane Inferno (EN 701, 403.2, 408.2a) -----------------------------------------------------------------------


def _ember(st, player: int = 0) -> int:
    """A ready [Fire] ally (fire damage type) and [Mage] of the fixtures."""
    return put(st, player, "Ember Adept", "allies")


def test_arcane_inferno_arcane_ally_pays_for_a_cheaper_next_ability_this_turn():
    # EN 701, 403.2: "Ongoing: Exhaust an [Arcane] ally you control -> You pay 1 less to play your next ability this turn,
    # to a minimum of 1."
    from engine.core import RulesError
    from engine.wow import costs

    from .helpers import apply

    automated("Arcane Inferno")
    st = start()
    inferno = put_real(st, 0, "Arcane Inferno", "hero_row")
    sage = put(st, 0, "Veiled Sage", "allies")  # arcane damage type
    fire = _ember(st)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=inferno, power=0, x=0, pay=[fire])  # not an [Arcane] ally
    bolt = put_real(st, 0, "Frostbolt", "hand")
    before = costs.play_cost(st, 0, bolt)
    st = _settle(apply(st, "power", 0, uid=inferno, power=0, x=0, pay=[sage]))
    assert st.table.cards[sage].tapped and not st.table.cards[inferno].tapped
    assert costs.play_cost(st, 0, bolt) == before - 1
    cheap = put_real(st, 0, "Living Roots", "hand")  # cost 1
    assert costs.play_cost(st, 0, cheap) == 1  # to a minimum of 1


def test_arcane_inferno_fire_ally_adds_one_to_your_heros_next_ability_damage():
    # EN 701, 408.2a: "Exhaust a [Fire] ally you control -> The next time your hero would deal damage with an ability this
    # turn, it deals that much +1 instead."
    from .helpers import apply

    st = start()
    inferno = put_real(st, 0, "Arcane Inferno", "hero_row")
    fire = _ember(st)
    st = _settle(apply(st, "power", 0, uid=inferno, power=1, x=0, pay=[fire]))
    foe = put(st, 1, "Stone Guardian", "allies")  # 3 / 6, Hardiness: compared with the same bolt without the power
    base = start()
    base_foe = put(base, 1, "Stone Guardian", "allies")
    base = _bolt(base, base_foe)
    st = _bolt(st, foe)
    assert _dmg(st, foe) == _dmg(base, base_foe) + 1
    st = _bolt(st, hero(st, 1))
    assert _dmg(st, hero(st, 1)) == 3  # the next time only


# --- Arcane Power (EN 703, 709.3, 408.2a) -------------------------------------------------------------------------


@pytest.mark.parametrize("pay", [True, False])
def test_arcane_power_paying_one_adds_one_to_your_heros_damage_with_that_ability(pay):
    # EN 703, 709.3, 408.2a: "Ongoing: When you play an ability, you may pay 1. If you do and your hero would deal damage
    # with that ability this turn, it deals that much damage +1 instead."
    automated("Arcane Power")
    st = start()
    put_real(st, 0, "Arcane Power", "hero_row")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)), pay=4)
    st = _settle(st, {"may": ["yes" if pay else "no"]})
    assert _dmg(st, hero(st, 1)) == (4 if pay else 3)
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == (4 if pay else 3)  # Frostbolt costs 3


def test_arcane_power_marks_only_that_ability():
    # "that ability": a later ability played without paying isn't raised
    st = start()
    put_real(st, 0, "Arcane Power", "hero_row")
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)), pay=4)
    st = _settle(st, {"may": ["yes"]})
    st, _ = play_real(st, "Frostbolt", 0, str(hero(st, 1)), pay=3)
    st = _settle(st, {"may": ["no"]})
    assert _dmg(st, hero(st, 1)) == 4 + 3


# --- Death and Decay (EN 602.1, 703) ------------------------------------------------------------------------------


def _armed(st, atk: int = 2):
    from .test_rules_hero_trait import _make_hero

    _make_hero(st, 0, atk=atk)  # (test setup: a hero with ATK to attack with)
    return st


def test_death_and_decay_pings_whatever_your_hero_enters_combat_with():
    # EN 602.1, 703: "Ongoing: When your hero enters combat with a hero or ally, it deals 1 shadow damage to that
    # character."
    automated("Death and Decay")
    st = _armed(start())
    put_real(st, 0, "Death and Decay", "hero_row")
    foe = put(st, 1, "Raging Brute", "allies")  # 1 / 4
    other = put(st, 1, "Iron Sentinel", "allies")
    st = _settle(finish_combat(attack(st, hero(st, 0), foe)))
    assert _dmg(st, foe) == 1 + 2  # 1 shadow on entering combat, then 2 combat damage
    assert _dmg(st, other) == 0


def test_death_and_decay_also_when_your_hero_defends():
    # EN 602.1: the defender enters combat too — an opposing ally attacking your hero is dealt 1 shadow damage
    st = start()
    put_real(st, 0, "Death and Decay", "hero_row")
    st = _next_turn(st)
    raider = put(st, 1, "Raging Brute", "allies")  # 1 / 4 (Assault 2 on its controller's turn)
    st = _settle(finish_combat(attack(st, raider, hero(st, 0), player=1)))
    assert _dmg(st, raider) == 1


def test_death_and_decay_ignores_other_combats():
    # "When your hero enters combat": an ally of yours attacking doesn't count
    st = start()
    put_real(st, 0, "Death and Decay", "hero_row")
    mine = put(st, 0, "Raging Brute", "allies")  # 1 ATK, Assault 2 on your turn
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = _settle(finish_combat(attack(st, mine, foe)))
    assert _dmg(st, foe) == 3  # only the combat damage


def test_death_and_decay_death_rattle_lasts_the_turn():
    # EN 703 (Death Rattle: "When this ability enters your graveyard from anywhere"): "When your hero enters combat with a
    # hero or ally this turn, it deals 1 shadow damage to that character."
    from engine.wow.leaving_play import destroy
    from engine.wow.procedure import event_triggers
    from engine.wow.rules import R

    st = _armed(start())
    dd = put_real(st, 0, "Death and Decay", "hero_row")
    event_triggers(st, destroy(st, dd, R("415.9c")))
    st = _settle(st)
    assert st.table.cards[dd].zone == "graveyard"
    foe = put(st, 1, "Raging Brute", "allies")  # 1 / 4
    st = _settle(finish_combat(attack(st, hero(st, 0), foe)))
    assert _dmg(st, foe) == 1 + 2
    st = _next_turn(_next_turn(st))  # "this turn": over
    foe2 = put(st, 1, "Raging Brute", "allies")
    st.table.cards[hero(st, 0)].tapped = False
    st = _settle(finish_combat(attack(st, hero(st, 0), foe2)))
    assert _dmg(st, foe2) == 2


# --- Defiance (103.2, EN 601.1) -----------------------------------------------------------------------------------


@pytest.mark.parametrize("defiance", [True, False])
def test_defiance_lets_only_one_opposing_character_attack_each_turn(defiance):
    # 103.2, EN 601.1: "Ongoing: Only one character can attack on each opponent's turn."
    from engine.core import RulesError

    from .helpers import labels

    automated("Defiance")
    st = start()
    if defiance:
        put_real(st, 1, "Defiance", "hero_row")
    first = put(st, 0, "Iron Sentinel", "allies")
    second = put(st, 0, "Raging Brute", "allies")
    st = _settle(finish_combat(attack(st, first, hero(st, 1))))
    assert not kw.in_play(st, first) or st.table.cards[first].tapped
    if defiance:
        with pytest.raises(RulesError):
            attack(st, second, hero(st, 1))
        assert not any(str(second) in lb and "ttack" in lb for lb in labels(st, 0))
    else:
        st = _settle(finish_combat(attack(st, second, hero(st, 1))))
        assert st.table.cards[second].tapped


def test_defiance_counts_an_attacker_that_left_play_and_resets_next_turn():
    # "Only one character can attack": the first attacker was destroyed — still no second attack; the opponent's next
    # turn: one again. Your own turn isn't limited ("each opponent's turn").
    from engine.core import RulesError

    st = start()
    put_real(st, 1, "Defiance", "hero_row")
    doomed = put(st, 0, "Wolfrider Scout", "allies")  # 2 / 1
    wall = put(st, 1, "Iron Sentinel", "allies")
    second = put(st, 0, "Raging Brute", "allies")
    st = _settle(finish_combat(attack(st, doomed, wall)))
    assert not kw.in_play(st, doomed)
    with pytest.raises(RulesError):
        attack(st, second, hero(st, 1))
    st = _next_turn(st)  # the Defiance player's own turn: two of his attack
    a = put(st, 1, "Ogre Bouncer", "allies")
    b = put(st, 1, "Raging Brute", "allies")
    st = _settle(finish_combat(attack(st, a, hero(st, 0), player=1)))
    st = _settle(finish_combat(attack(st, b, hero(st, 0), player=1)))
    assert st.table.cards[b].tapped
    st = _next_turn(st)
    st = _settle(finish_combat(attack(st, second, hero(st, 1))))
    assert st.table.cards[second].tapped


# --- Kidney Shot (Finishing Move: 403.1; EN 709.1, 411.1) ---------------------------------------------------------


def test_kidney_shot_exhausts_all_opposing_cards_of_x_chosen_kinds():
    # 403.1: "Finishing Move (To play, remove X Combo cards in your graveyard from the game, where X is 5 or less.)" /
    # EN 709.1, 411.1: "Choose X of the following: ability, ally, equipment, hero, and resource. Exhaust all opposing
    # cards of the chosen kinds."
    from .helpers import apply, choose, resources
    from .test_wzone2_cards import _combo_graveyard

    automated("Kidney Shot")
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    axe = put(st, 1, "Great Axe", "hero_row")
    res = put(st, 1, "Mist Owl", "resources")
    mine = put(st, 0, "Raging Brute", "allies")
    combo = _combo_graveyard(st, 2)
    card = put_real(st, 0, "Kidney Shot", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=combo))
    assert st.pending[0].kind == "wa30_kinds" and st.pending[0].min == st.pending[0].max == 2  # X = 2
    st = _settle(choose(st, "ally", "equipment"))
    assert st.table.cards[ally].tapped and st.table.cards[axe].tapped
    assert not st.table.cards[res].tapped and not st.table.cards[hero(st, 1)].tapped  # kinds not chosen
    assert not st.table.cards[mine].tapped  # opposing cards only
    assert all(st.table.cards[u].zone == "removed" for u in combo)


def test_kidney_shot_hero_and_resource_kinds():
    # "hero", "resource": the opposing hero and every card of the opposing resource row
    from .helpers import apply, choose, resources
    from .test_wzone2_cards import _combo_graveyard

    st = start()
    res = [put(st, 1, "Mist Owl", "resources") for _ in range(2)]
    ally = put(st, 1, "Iron Sentinel", "allies")
    combo = _combo_graveyard(st, 2)
    card = put_real(st, 0, "Kidney Shot", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=combo))
    st = _settle(choose(st, "hero", "resource"))
    assert st.table.cards[hero(st, 1)].tapped and all(st.table.cards[u].tapped for u in res)
    assert not st.table.cards[ally].tapped and not st.table.cards[hero(st, 0)].tapped


# --- Beacon of Light (EN 703, 404.1a) -----------------------------------------------------------------------------


def test_beacon_of_light_counts_the_damage_healed_from_your_characters_as_light_counters():
    # EN 703, 404.1a: "Ongoing: When damage is healed from a hero or ally you control, add that many light counters to this
    # ability." / "Attached ally has +1 / +1 for each light counter on this ability."
    from engine.wow.counters import counters

    automated("Beacon of Light")
    st = start()
    host = put(st, 0, "Iron Sentinel", "allies")  # 4 / 4
    st, beacon = play_real(st, "Beacon of Light", 0, str(host))
    st = _settle(st)
    assert st.table.cards[beacon].attached_to == host and counters(st, beacon, "light") == 0
    st.table.cards[hero(st, 0)].damage = 3
    st, _ = play_real(st, "Lesser Heal", 0, str(hero(st, 0)))  # heals 3
    st = _settle(st)
    assert counters(st, beacon, "light") == 3
    assert kw.atk(st, host) == 7 and kw.health(st, host) == 7
    st.table.cards[hero(st, 1)].damage = 3
    st, _ = play_real(st, "Lesser Heal", 0, str(hero(st, 1)))  # an opposing hero: not yours
    st = _settle(st)
    assert counters(st, beacon, "light") == 3
    st.table.cards[hero(st, 0)].damage = 1
    st, _ = play_real(st, "Lesser Heal", 0, str(hero(st, 0)))  # only 1 damage healed: 1 counter
    st = _settle(st)
    assert counters(st, beacon, "light") == 4


# --- Blade Flurry (EN 703, 408.3d) --------------------------------------------------------------------------------


@pytest.mark.parametrize("take", [True, False])
def test_blade_flurry_echoes_weapon_combat_damage_to_an_ally_onto_another_target(take):
    # EN 703, 408.3d, 709.3: "Ongoing: When your hero deals combat damage with a weapon to an ally, you may have your hero
    # deal that much melee damage to another target hero or ally."
    from .helpers import apply, resources
    from .test_gear_cards import _attack

    automated("Blade Flurry")
    st = start()
    put_real(st, 0, "Blade Flurry", "hero_row")
    axe = put(st, 0, "Great Axe", "hero_row")  # 4 ATK, strike cost 2
    foe = put(st, 1, "Stone Guardian", "allies")  # 3 / 6
    other = put(st, 1, "Raging Brute", "allies")  # 1 / 4
    resources(st, 0, 2)
    st = _attack(st, foe)
    offered: list[list[str]] = []

    def pick(pending):
        offered.append([o.id for o in pending.options])
        return [str(other)] if take else []

    st = _settle(apply(st, "strike", 0, weapon=axe), {"target": pick})
    st = _settle(finish_combat(st), {"target": pick})
    dealt = _dmg(st, foe) if kw.in_play(st, foe) else None
    assert dealt is not None and dealt >= 1
    assert offered and str(foe) not in offered[0]  # "another target": not the ally dealt damage
    assert _dmg(st, other) == (dealt if take else 0)  # "that much"


def test_blade_flurry_not_for_damage_to_a_hero():
    # "to an ally": your hero's weapon damage to the opposing hero doesn't trigger it
    from .helpers import apply, resources
    from .test_gear_cards import _attack

    st = start()
    put_real(st, 0, "Blade Flurry", "hero_row")
    axe = put(st, 0, "Great Axe", "hero_row")
    other = put(st, 1, "Raging Brute", "allies")
    resources(st, 0, 2)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=axe), {"target": lambda p: pytest.fail("Blade Flurry triggered")})
    st = _settle(finish_combat(st), {"target": lambda p: pytest.fail("Blade Flurry triggered")})
    assert _dmg(st, other) == 0 and _dmg(st, hero(st, 1)) == 4


# --- Dark Intent (403.1, 400.1, EN 716) ---------------------------------------------------------------------------


def test_dark_intent_costs_two_hero_damage_grows_the_ally_and_exiles_what_it_kills_in_combat():
    # 403.1: "As an additional cost to play, put 2 damage on your hero." / "Attach to target friendly ally." / "Ongoing:
    # Attached ally has +2 / +2." / EN 716, 405.2: "If attached ally would deal fatal combat damage to an opposing ally,
    # remove that ally from the game instead."
    automated("Dark Intent")
    st = start()
    mine = put(st, 0, "Raging Brute", "allies")  # 1 / 4, Assault 2 on your turn
    st, intent = play_real(st, "Dark Intent", 0, str(mine))
    st = _settle(st)
    assert st.table.cards[intent].attached_to == mine and _dmg(st, hero(st, 0)) == 2
    assert kw.atk(st, mine) == 1 + 2 + 2 and kw.health(st, mine) == 6
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 / 4: 5 damage is fatal
    st = _settle(finish_combat(attack(st, mine, foe)))
    assert st.table.cards[foe].zone == "removed"  # not the graveyard
    assert kw.in_play(st, mine)


def test_dark_intent_not_for_non_combat_or_non_fatal_damage():
    # "fatal combat damage": an ally destroyed by other damage goes to the graveyard as usual
    from engine.wow import damage
    from engine.wow.procedure import ppp_wave

    st = start()
    mine = put(st, 0, "Raging Brute", "allies")
    st, _ = play_real(st, "Dark Intent", 0, str(mine))
    st = _settle(st)
    foe = put(st, 1, "Iron Sentinel", "allies")
    damage.deal(st, mine, foe, 4, "melee")  # fatal, not combat damage
    ppp_wave(st)  # 410.6a
    assert st.table.cards[foe].zone == "graveyard"
    big = put(st, 1, "Stone Guardian", "allies")  # 3 / 6: survives the 5 combat damage (Hardiness: 4)
    st = _settle(finish_combat(attack(st, mine, big)))
    assert kw.in_play(st, big)
    st = _bolt(st, big)  # then destroyed by other damage: the graveyard
    st = _settle(st)
    assert st.table.cards[big].zone == "graveyard"


# --- the kind of the card that paid (403.1, 300.1; engine.wow.kind_shared) ----------------------------------------


@pytest.mark.parametrize("paid", ["ally", "ability"])
def test_embrace_of_the_nether_removes_the_target_only_if_it_shares_the_discarded_cards_kind(paid):
    # 403.1, 415.7, EN 709: "As an additional cost to play, choose ability, ally or equipment and discard a card of that
    # kind. Remove target card from the game if it shares that kind."
    from .helpers import apply, choose, resources

    automated("Embrace of the Nether")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    payer = put(st, 0, "Iron Sentinel", "hand") if paid == "ally" else put_real(st, 0, "Frostbolt", "hand")
    card = put_real(st, 0, "Embrace of the Nether", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=card, x=0, extra=[payer])
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(foe))
    st = _settle(st)
    assert st.table.cards[payer].zone == "graveyard"  # discarded to pay
    assert st.table.cards[foe].zone == ("removed" if paid == "ally" else "allies")


@pytest.mark.parametrize("paid", ["ally", "equipment"])
def test_devastation_destroys_all_opposing_cards_of_the_destroyed_cards_kind(paid):
    # 403.1, 415.9c: "As an additional cost to play, choose ability, ally, or equipment and destroy a card you control of
    # that kind. Destroy all opposing cards of that kind." (equipment: weapons, armor and items, 300.1)
    from .helpers import apply, resources

    automated("Devastation")
    st = start()
    allies = [put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")]
    axe = put(st, 1, "Great Axe", "hero_row")
    payer = put(st, 0, "Raging Brute", "allies") if paid == "ally" else put(st, 0, "Worn Longsword", "hero_row")
    keep = put(st, 0, "Iron Sentinel", "allies")
    card = put_real(st, 0, "Devastation", "hand")
    resources(st, 0, 8)
    st = _settle(apply(st, "play", 0, uid=card, x=0, extra=[payer]))
    assert st.table.cards[payer].zone == "graveyard"
    assert all(st.table.cards[u].zone == ("graveyard" if paid == "ally" else "allies") for u in allies)
    assert st.table.cards[axe].zone == ("graveyard" if paid == "equipment" else "hero_row")
    assert kw.in_play(st, keep) and kw.in_play(st, hero(st, 1))  # yours stay; heroes are none of the kinds


# --- Illumination (EN 703, 411.1) ---------------------------------------------------------------------------------


def test_illumination_readies_up_to_the_healing_abilitys_cost_in_resources():
    # EN 703, 709.3, 411.1: "Ongoing: When your hero heals damage with an ability from a friendly hero or ally, you may
    # ready up to X of your resources, where X is that ability's cost."
    automated("Illumination")
    data = automated("Heal")
    st = start()
    put_real(st, 0, "Illumination", "hero_row")
    st.table.cards[hero(st, 0)].damage = 5
    offered: list[tuple[int, int]] = []

    def pick(pending):
        offered.append((pending.min, pending.max))
        return [o.id for o in pending.options][: pending.max]

    st, _ = play_real(st, "Heal", 0, str(hero(st, 0)), pay=data["cost"] + 3)
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True  # (test setup: more exhausted resources than X)
    st = _settle(st, {"player_picks": pick})
    assert offered and offered[0] == (0, data["cost"])  # up to X (none too)
    assert sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped) == data["cost"]  # X readied


def test_illumination_not_for_opposing_characters():
    # "from a friendly hero or ally": healing the opposing hero readies nothing
    st = start()
    put_real(st, 0, "Illumination", "hero_row")
    st.table.cards[hero(st, 1)].damage = 5
    st, _ = play_real(st, "Lesser Heal", 0, str(hero(st, 1)))
    st = _settle(st, {"player_picks": lambda p: pytest.fail("Illumination triggered")})
    assert _dmg(st, hero(st, 1)) == 2


# --- Fel-Acid Breath (EN 709.1, 405.4) ----------------------------------------------------------------------------


def test_fel_acid_breath_deals_three_two_one_in_the_order_the_opponent_picks():
    # EN 709.1, 405.4: "Target opponent chooses three allies in his party, in order. Your hero deals 3, 2, and 1 nature
    # damage to them, respectively."
    automated("Fel-Acid Breath")
    st = start()
    a, b, c, d = (put(st, 1, n, "allies") for n in ("Iron Sentinel", "Stone Guardian", "Raging Brute", "Swift Kodo"))
    mine = put(st, 0, "Ogre Bouncer", "allies")
    asked: list = []

    def pick(pending):
        asked.append((pending.player, pending.min, pending.max, {o.id for o in pending.options}))
        return [str(c), str(a), str(d)]

    st, _ = play_real(st, "Fel-Acid Breath", 0)
    st = _settle(st, {"player_picks": pick})
    assert asked and asked[0][0] == 1 and asked[0][1] == asked[0][2] == 3  # the opponent picks three
    assert str(mine) not in asked[0][3]  # allies in his party
    assert (_dmg(st, c), _dmg(st, a), _dmg(st, d), _dmg(st, b)) == (3, 2, 1, 0)


def test_fel_acid_breath_with_fewer_allies_only_the_first_amounts():
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    st, _ = play_real(st, "Fel-Acid Breath", 0)
    st = _settle(st, {"player_picks": lambda p: [str(b), str(a)]})
    assert (_dmg(st, b), _dmg(st, a)) == (3, 2)


# --- Arcane Binding (103.2, 409.1) --------------------------------------------------------------------------------


def test_arcane_binding_caps_the_attached_heros_controller_at_one_card_of_the_chosen_kind():
    # 103.2, 409.1: "Attach to target hero." / "Ongoing: As this ability enters play, choose ability, ally, or equipment.
    # Attached hero's controller can't play more than one card of the chosen kind per turn."
    from engine.core import RulesError

    from .helpers import apply, choose, resources

    automated("Arcane Binding")
    st = start()
    st, binding = play_real(st, "Arcane Binding", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "entry_choice"
    st = _settle(choose(st, "ally"))
    assert st.table.cards[binding].attached_to == hero(st, 1)
    st = _next_turn(st)  # the bound player's turn
    first = put(st, 1, "Iron Sentinel", "hand")
    second = put(st, 1, "Raging Brute", "hand")
    resources(st, 1, 8)
    st = _settle(apply(st, "play", 1, uid=first, x=0))
    with pytest.raises(RulesError):
        apply(st, "play", 1, uid=second, x=0)  # a second ally this turn
    st, _ = play_real(st, "Frostbolt", 1, str(hero(st, 0)))  # another kind: allowed
    st = _settle(st)
    assert _dmg(st, hero(st, 0)) == 3
    hand_limit = {"discard": lambda p: [o.id for o in p.options if o.id != str(second)][: p.min]}  # 415.4b
    st = _next_turn(_next_turn(st, hand_limit), hand_limit)  # his next turn: one again
    st = _settle(apply(st, "play", 1, uid=second, x=0))
    assert kw.in_play(st, second)


def test_arcane_binding_does_not_cap_its_controller():
    # "Attached hero's controller": not the player who played it
    from .helpers import apply, choose, resources

    st = start()
    st, _ = play_real(st, "Arcane Binding", 0, str(hero(st, 1)))
    st = _settle(choose(resolve_chain(st), "ally"))
    a, b = put(st, 0, "Iron Sentinel", "hand"), put(st, 0, "Raging Brute", "hand")
    resources(st, 0, 8)
    st = _settle(apply(st, "play", 0, uid=a, x=0))
    st = _settle(apply(st, "play", 0, uid=b, x=0))
    assert kw.in_play(st, a) and kw.in_play(st, b)


# --- Bloody Grip (EN 707.1c, 714.1, 403.2) ------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["Attached weapon has +3 ATK", "You pay 3 less to strike with attached weapon"])
def test_bloody_grip_has_the_power_chosen_as_it_enters_play(mode):
    # "Attach to target weapon." / EN 707.1c: "Ongoing: As this ability enters play, choose one: This ability has
    # 'Attached weapon has +3 ATK' or this ability has 'You pay 3 less to strike with attached weapon.'"
    from engine.wow import costs

    from .helpers import choose

    automated("Bloody Grip")
    st = start()
    axe = put(st, 0, "Great Axe", "hero_row")  # 4 ATK, strike cost 2
    sword = put(st, 0, "Worn Longsword", "hero_row")
    st, grip = play_real(st, "Bloody Grip", 0, str(axe))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "entry_choice"
    st = _settle(choose(st, mode))
    assert st.table.cards[grip].attached_to == axe
    plus = mode.startswith("Attached")
    assert kw.equipment_atk(st, axe) == (7 if plus else 4)
    assert costs.strike_cost(st, 0, axe) == (2 if plus else 0)
    assert kw.equipment_atk(st, sword) == 2 and costs.strike_cost(st, 0, sword) == 1  # not the other weapon


# --- Filthy Tricks (202.3) ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("tricks", [True, False])
def test_filthy_tricks_makes_every_card_in_your_graveyard_a_combo_card(tricks):
    # 202.3: "Ongoing: Cards in your graveyard are Combo cards." — they pay a Finishing Move's cost (Kidney Shot, 403.1)
    from engine.core import RulesError

    from .helpers import apply, choose, resources

    automated("Filthy Tricks")
    st = start()
    if tricks:
        put_real(st, 0, "Filthy Tricks", "hero_row")
    plain = [put(st, 0, "Mist Owl", "graveyard"), put(st, 0, "Iron Sentinel", "graveyard")]  # no Combo tag printed
    foe = put(st, 1, "Raging Brute", "allies")
    card = put_real(st, 0, "Kidney Shot", "hand")
    resources(st, 0, 3)
    if not tricks:
        with pytest.raises(RulesError):
            apply(st, "play", 0, uid=card, x=0, extra=plain)
        return
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=plain))
    assert st.pending[0].max == 2  # X = 2
    st = _settle(choose(st, "ally", "hero"))
    assert st.table.cards[foe].tapped and all(st.table.cards[u].zone == "removed" for u in plain)


def test_filthy_tricks_only_your_graveyard():
    # "your graveyard": the opponent's cards stay what they are
    from engine.wow.search import card_matches

    st = start()
    put_real(st, 0, "Filthy Tricks", "hero_row")
    mine, theirs = put(st, 0, "Mist Owl", "graveyard"), put(st, 1, "Mist Owl", "graveyard")
    in_play = put(st, 0, "Raging Brute", "allies")
    assert card_matches(st, mine, {"tag": "Combo"})
    assert not card_matches(st, theirs, {"tag": "Combo"}) and not card_matches(st, in_play, {"tag": "Combo"})


# --- Call of the Grove (412.1a, 412.1b) ---------------------------------------------------------------------------


@pytest.mark.parametrize("grove", [True, False])
def test_call_of_the_grove_an_additional_resource_after_a_quest(grove):
    # 412.1a, 412.1b: "Ongoing: Each turn, you can place an additional resource if you've placed a quest that turn."
    from engine.core import RulesError

    from .helpers import apply

    automated("Call of the Grove")
    st = start()
    if grove:
        put_real(st, 0, "Call of the Grove", "hero_row")
    quest = put(st, 0, "Scout the Border", "hand")
    more = [put(st, 0, "Mist Owl", "hand") for _ in range(2)]
    st = _settle(apply(st, "resource", 0, uid=quest, face_up=True))
    if not grove:
        with pytest.raises(RulesError):
            apply(st, "resource", 0, uid=more[0])
        return
    st = _settle(apply(st, "resource", 0, uid=more[0]))
    assert st.table.cards[more[0]].zone == "resources"
    with pytest.raises(RulesError):
        apply(st, "resource", 0, uid=more[1])  # one additional only


def test_call_of_the_grove_needs_the_quest_first():
    # "if you've placed a quest that turn": a face-down resource first uses the turn's placement (412.1a)
    from engine.core import RulesError

    from .helpers import apply

    st = start()
    put_real(st, 0, "Call of the Grove", "hero_row")
    owl = put(st, 0, "Mist Owl", "hand")
    quest = put(st, 0, "Scout the Border", "hand")
    st = _settle(apply(st, "resource", 0, uid=owl))
    with pytest.raises(RulesError):
        apply(st, "resource", 0, uid=quest, face_up=True)


# --- Feign Death (103.2, EN 711.1, 500.5) -------------------------------------------------------------------------


def test_feign_death_interrupts_the_opposing_bolt_and_ends_the_turn():
    # 103.2: "Play only if your hero is defending or the target of an opposing card or effect." / EN 711.1, 500.5:
    # "Interrupt all cards and effects, then end the turn."
    from engine.core import RulesError

    from .helpers import apply, resources

    automated("Feign Death")
    st = start()
    feign = put_real(st, 0, "Feign Death", "hand")
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=feign, x=0)  # nothing threatens your hero
    st = _next_turn(st)  # the opponent's turn
    turn = st.turn
    st, bolt = play_real(st, "Frostbolt", 1, str(hero(st, 0)))
    if st.priority != 0:
        st = apply(st, "pass", st.priority)
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = False
    st = apply(st, "play", 0, uid=feign, x=0)
    st = resolve_chain(st)
    assert st.table.cards[bolt].zone == "graveyard" and _dmg(st, hero(st, 0)) == 0  # interrupted
    assert st.turn == turn + 1 and st.active == 0  # the turn ended


def test_feign_death_while_your_hero_defends():
    # "your hero is defending": an opposing ally attacks your hero; the combat and the turn end
    from .helpers import apply, resources

    st = start()
    feign = put_real(st, 0, "Feign Death", "hand")
    resources(st, 0, 3)
    st = _next_turn(st)
    raider = put(st, 1, "Iron Sentinel", "allies")
    st = attack(st, raider, hero(st, 0), player=1)
    for _ in range(5):
        if st.priority == 0 or st.pending:
            break
        st = apply(st, "pass", st.priority)
    if st.pending and st.pending[0].kind == "protector":
        from .helpers import choose

        st = choose(st, "none")
    turn = st.turn
    st = resolve_chain(apply(st, "play", 0, uid=feign, x=0))
    assert _dmg(st, hero(st, 0)) == 0 and st.combat is None and st.turn == turn + 1


# --- Greed Before Need (409.1) ------------------------------------------------------------------------------------


@pytest.mark.parametrize("greed", [True, False])
def test_greed_before_need_plays_equipment_from_an_opposing_graveyard(greed):
    # 409.1, 300.1: "Ongoing: You can play equipment cards from other players' graveyards."
    from engine.core import RulesError

    from .helpers import apply, labels, resources

    automated("Greed Before Need")
    st = start()
    if greed:
        put_real(st, 0, "Greed Before Need", "hero_row")
    axe = put(st, 1, "Great Axe", "graveyard")
    ally = put(st, 1, "Iron Sentinel", "graveyard")
    own = put(st, 0, "Worn Longsword", "graveyard")
    resources(st, 0, 6)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=ally, x=0)  # not equipment
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=own, x=0)  # not another player's graveyard
    if not greed:
        with pytest.raises(RulesError):
            apply(st, "play", 0, uid=axe, x=0)
        return
    assert any("Great Axe" in lb for lb in labels(st, 0))
    st = _settle(apply(st, "play", 0, uid=axe, x=0))
    card = st.table.cards[axe]
    assert card.zone == "hero_row" and card.controller == 0 and card.owner == 1
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == 3  # its cost paid


# --- Blazing Debris (EN 709.1, 405.4) -----------------------------------------------------------------------------


def test_blazing_debris_three_fire_to_each_of_up_to_two_characters_chosen_on_resolution():
    # EN 709.1, 405.4: "Your hero deals 3 fire damage to each of up to two heroes and/or allies." — no target: chosen as it
    # resolves, an Untargetable ally too
    from .helpers import choose

    automated("Blazing Debris")
    st = start()
    sage = put(st, 1, "Veiled Sage", "allies")  # Untargetable
    brute = put(st, 1, "Raging Brute", "allies")
    st, _ = play_real(st, "Blazing Debris", 0)
    assert not any(p.kind == "target" for p in st.pending)  # nothing targeted as it is played
    st = resolve_chain(st)
    assert st.pending[0].kind == "wa30_damage_picks" and (st.pending[0].min, st.pending[0].max) == (0, 2)
    st = _settle(choose(st, str(sage), str(hero(st, 1))))
    assert _dmg(st, hero(st, 1)) == 3 and not kw.in_play(st, sage) and _dmg(st, brute) == 0


def test_blazing_debris_may_choose_none():
    from .helpers import choose

    st = start()
    st, _ = play_real(st, "Blazing Debris", 0)
    st = _settle(choose(resolve_chain(st)))
    assert _dmg(st, hero(st, 1)) == 0 and _dmg(st, hero(st, 0)) == 0


# --- Echo Totem (EN 703, 709.3, 409.1, 403.3) ---------------------------------------------------------------------


def test_echo_totem_removes_a_non_ongoing_ability_and_lets_you_play_it_free_this_turn():
    # EN 703, 709.3, 415.7, 409.1, 403.3: "Ongoing: At the start of your turn, you may remove a non-ongoing ability card in
    # your graveyard from the game. If you do, you can play that card without paying its cost this turn."
    from .helpers import apply

    automated("Echo Totem")
    st = start()
    put_real(st, 0, "Echo Totem", "hero_row")
    bolt = put_real(st, 0, "Frostbolt", "graveyard")
    lasting = put_real(st, 0, "Dirty Work", "graveyard")  # an Ongoing ability: not offered
    offered: list[set[str]] = []

    def pick(pending):
        offered.append({o.id for o in pending.options})
        return [str(bolt)]

    answers = {"wa30_echo_pick": pick, "discard": lambda p: [o.id for o in p.options][: p.min]}
    st = _next_turn(_next_turn(st, answers), answers)  # the start of your next turn
    assert offered and str(bolt) in offered[-1] and str(lasting) not in offered[-1]
    assert st.table.cards[bolt].zone == "removed"
    tapped = sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped)
    st = apply(st, "play", 0, uid=bolt, x=0)
    from .helpers import choose

    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 1)))
    st = _settle(st)
    assert _dmg(st, hero(st, 1)) == 3
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped) == tapped  # without paying its cost
    assert st.table.cards[lasting].zone == "graveyard"


def test_echo_totem_card_not_played_stays_removed_and_is_not_playable_next_turn():
    # "this turn": the next turn it can no longer be played
    from engine.core import RulesError

    from .helpers import apply

    st = start()
    put_real(st, 0, "Echo Totem", "hero_row")
    bolt = put_real(st, 0, "Frostbolt", "graveyard")
    answers = {"wa30_echo_pick": lambda p: [str(bolt)], "discard": lambda p: [o.id for o in p.options][: p.min]}
    st = _next_turn(_next_turn(st, answers), answers)
    answers["wa30_echo_pick"] = lambda p: []  # (nothing else is there)
    st = _next_turn(_next_turn(st, answers), answers)
    assert st.table.cards[bolt].zone == "removed"
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=bolt, x=0)


# --- Boat to Booty Bay (EN 701, 709.1, 415.7, 710.1) --------------------------------------------------------------


def test_boat_to_booty_bay_stows_allies_and_brings_them_all_back_under_your_control():
    # EN 701, 709.1, 415.7: "Ongoing: [Exhaust] -> Remove an ally in your party from the game. Use only on your turn." /
    # 403.1, 710.1: "[Exhaust], Destroy Boat to Booty Bay -> Put all ally cards removed by Boat to Booty Bay into play
    # under your control. Use only on your turn."
    from engine.core import RulesError

    from .helpers import apply

    automated("Boat to Booty Bay")
    st = start()
    boat = put_real(st, 0, "Boat to Booty Bay", "hero_row")
    a, b = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Raging Brute", "allies")
    st.table.cards[a].owner = 1  # (test setup: an ally you control that an opponent owns, 401.2)
    theirs = put(st, 1, "Ogre Bouncer", "allies")
    offered: list[set[str]] = []

    def pick(pending, who):
        offered.append({o.id for o in pending.options})
        return [str(who)]

    st = _settle(apply(st, "power", 0, uid=boat, power=0, x=0), {"player_picks": lambda p: pick(p, a)})
    assert str(theirs) not in offered[0] and str(a) in offered[0]  # an ally in your party
    assert st.table.cards[a].zone == "removed"
    st = _next_turn(st)  # the opponent's turn: "Use only on your turn"
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=boat, power=0, x=0)
    st = _next_turn(st, {"discard": lambda p: [o.id for o in p.options][: p.min]})
    st = _settle(apply(st, "power", 0, uid=boat, power=0, x=0), {"player_picks": lambda p: pick(p, b)})
    assert st.table.cards[b].zone == "removed"
    st = _next_turn(_next_turn(st, {"discard": lambda p: [o.id for o in p.options][: p.min]}),
                    {"discard": lambda p: [o.id for o in p.options][: p.min]})
    st = _settle(apply(st, "power", 0, uid=boat, power=1, x=0))
    assert st.table.cards[boat].zone == "graveyard"  # destroyed as part of the cost
    assert kw.in_play(st, a) and kw.in_play(st, b)
    assert st.table.cards[a].controller == 0 and st.table.cards[b].controller == 0  # under your control, its owner's too


# --- Eclipse (EN 703, 405.4) --------------------------------------------------------------------------------------


def test_eclipse_punishes_healing_on_opposing_characters_with_double_shadow_damage():
    # EN 703, 405.4: "Ongoing: When damage is healed from an opposing hero or ally, your hero deals double that much shadow
    # damage to that character."
    automated("Eclipse")
    st = start()
    put_real(st, 0, "Eclipse", "hero_row")
    st.table.cards[hero(st, 1)].damage = 5
    st, _ = play_real(st, "Lesser Heal", 0, str(hero(st, 1)))  # heals 3 from the opposing hero
    st = _settle(st)
    assert _dmg(st, hero(st, 1)) == 5 - 3 + 6
    st.table.cards[hero(st, 0)].damage = 5
    st, _ = play_real(st, "Lesser Heal", 0, str(hero(st, 0)))  # your own hero: nothing
    st = _settle(st)
    assert _dmg(st, hero(st, 0)) == 2


# --- Equalize (415.8a, 415.9c) ------------------------------------------------------------------------------------


def test_equalize_the_opponent_destroys_cards_of_his_choice_down_to_your_count():
    # 415.8a, 415.9c: "Each player with more cards in play than you destroys cards in play he controls until he has the
    # same number as you."
    automated("Equalize")
    st = start()
    allies = [put(st, 1, n, "allies") for n in ("Iron Sentinel", "Raging Brute", "Ogre Bouncer", "Stone Guardian")]
    res = [put(st, 1, "Mist Owl", "resources") for _ in range(3)]
    asked: list = []

    def pick(pending):
        asked.append((pending.player, pending.min, {o.id for o in pending.options}))
        return [str(res[0]), str(allies[1])]

    data = automated("Equalize")
    st, _ = play_real(st, "Equalize", 0, pay=data["cost"])  # you: hero + 5 resources = 6; he: hero + 4 allies + 3 resources = 8
    st = _settle(st, {"wa30_equalize_pick": pick})
    assert asked and asked[0][0] == 1 and asked[0][1] == 2  # he chooses 2
    assert str(hero(st, 1)) not in asked[0][2]
    assert st.table.cards[res[0]].zone == "graveyard" and st.table.cards[allies[1]].zone == "graveyard"
    from engine.wow.equalize import in_play

    assert len(in_play(st, 1)) == len(in_play(st, 0)) == 6


def test_equalize_nothing_when_the_opponent_has_no_more():
    st = start()
    put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Equalize", 0, pay=5)
    st = _settle(st, {"wa30_equalize_pick": lambda p: pytest.fail("asked")})
    assert len(st.table.zone(1, "allies")) == 1


# --- Battle Tactics (EN 601, 703, 709.3) --------------------------------------------------------------------------


@pytest.mark.parametrize("change", [True, False])
def test_battle_tactics_changes_the_proposed_defender_to_a_legal_one(change):
    # EN 601.1, 703, 709.3: "Ongoing: Opposing heroes and allies must attack each turn if able." / "When an opponent
    # proposes a combat, you may change the proposed defender. (It must be a legal choice for the attacker.)"
    from engine.wow import combat

    automated("Battle Tactics")
    st = start()
    put_real(st, 1, "Battle Tactics", "hero_row")
    raider = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    wall = put(st, 1, "Raging Brute", "allies")  # 1 / 4
    owl = put(st, 1, "Mist Owl", "allies")  # Elusive: no legal defender
    assert raider in combat.must_attack_left(st, 0)  # must attack if able
    offered: list[set[str]] = []

    def pick(pending):
        offered.append({o.id for o in pending.options})
        return [str(wall) if change else "keep"]

    st = _settle(_fight(attack(st, raider, hero(st, 1)), {"wa30_defender_pick": pick}))
    assert offered and str(wall) in offered[0] and str(owl) not in offered[0] and str(hero(st, 1)) not in offered[0]
    if change:
        assert not kw.in_play(st, wall) and _dmg(st, hero(st, 1)) == 0
    else:
        assert _dmg(st, hero(st, 1)) == 4 and kw.in_play(st, wall)
    assert raider not in combat.must_attack_left(st, 0)  # it attacked


def test_battle_tactics_not_for_your_own_attacks():
    st = start()
    put_real(st, 0, "Battle Tactics", "hero_row")
    raider = put(st, 0, "Iron Sentinel", "allies")
    put(st, 1, "Raging Brute", "allies")
    st = _settle(_fight(attack(st, raider, hero(st, 1)), {"wa30_defender_pick": lambda p: pytest.fail("asked")}))
    assert _dmg(st, hero(st, 1)) == 4


# --- Hatchet Totem (EN 703, 404.2, 415.7) -------------------------------------------------------------------------


def test_hatchet_totem_makes_an_axe_weapon_token_that_goes_when_the_totem_leaves():
    # EN 703, 404.2, 201.4, 415.7: "Ongoing: When Hatchet Totem enters play, put an Axe weapon token into play with 4
    # [Melee] ATK, 1 strike cost, and Melee (1) if Hatchet Totem is in play. When Hatchet Totem leaves play, remove that
    # Axe from the game."
    from engine.wow import costs
    from engine.wow.leaving_play import destroy
    from engine.wow.procedure import event_triggers
    from engine.wow.rules import R

    from .helpers import apply, resources
    from .test_gear_cards import _attack

    automated("Hatchet Totem")
    st = start()
    st, totem = play_real(st, "Hatchet Totem", 0)
    st = _settle(st)
    axes = [u for u in st.table.zone(0, "hero_row") if kw.name(st, u) == "Axe"]
    assert len(axes) == 1 and kw.in_play(st, totem)
    axe = axes[0]
    assert kw.ctype(st, axe) == "weapon" and kw.equipment_atk(st, axe) == 4 and costs.strike_cost(st, 0, axe) == 1
    assert st.table.cards[axe].flags.get("token") and "melee" in kw.words(st, axe)
    resources(st, 0, 1)
    st = _attack(st)
    st = _settle(apply(st, "strike", 0, weapon=axe))
    st = _settle(finish_combat(st))
    assert _dmg(st, hero(st, 1)) == 4  # the hero strikes with it (303.2a)
    event_triggers(st, destroy(st, totem, R("415.9c")))
    st = _settle(st)
    assert axe not in st.table.cards or not kw.in_play(st, axe)  # removed from the game (a token: gone, 410.6d)


def test_hatchet_totem_no_axe_if_the_totem_left_before_the_trigger_resolved():
    # "… if Hatchet Totem is in play" (EN 709): checked as the trigger resolves
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    from .helpers import apply

    st = start()
    st, totem = play_real(st, "Hatchet Totem", 0)
    for _ in range(10):
        if kw.in_play(st, totem) and st.chain and st.chain[-1].kind == "trigger":
            break
        st = apply(st, "pass", st.priority)
    assert kw.in_play(st, totem) and st.chain and st.chain[-1].kind == "trigger"
    destroy(st, totem, R("415.9c"))  # (test setup: it leaves play in response)
    st = _settle(st)
    assert not [u for z in ("hero_row", "allies") for u in st.table.zone(0, z) if kw.name(st, u) == "Axe"]
