"""Helper w30abil2: ability cards (M–W) that were resolved by hand — the scripts of
``engine/wow/cards/scripts/w30abil2.toml`` and the engine pieces they use (``engine.wow.oneshot_ability_ops``,
``attacked_whom``, ``kind_bans``, ``unexhaustable_resources``). Each card is played with the real card of the pool and
every clause of its text is checked. EN numbers: rules outside the provided (Japanese, 6.0) document, as the checklist
names them.

Rule calls without a source:
- Snipe: "equipment" is a weapon, armor or item (202.1); a token ally entering play (404.2) is an ally entering play.
- Supernova: "destroy all of your resources" names every card in your resource row (face up or down, 412.1).
- Necessary Sacrifice: "a non-hero Paladin or Warlock" is an ally of that class (its ``class``/tags, 202.1a), not a
  [Paladin] card; the target is legal when some such ally's cost is at least its cost (the player picks X among them).
- Master's Stable / Strength of Battle: "Hunter", "Shaman" … you control count heroes and allies of that class — a
  Pet with a [Hunter] class restriction is no Hunter.
- Revenge: "attacked your hero" = was proposed with your hero as the defender (EN 601.2), even if a protector stepped
  in; "during combat" = from the attack's proposal to the end of the combat.
- Seal Fate: a card every class may use (all ten classes) has no [Rogue] class icon.
- Recklessness: a packet from your hero to itself gets +X twice (once as dealer, once as dealt).
- Reload / Seal of the Crusader: the weapon readied is picked among your exhausted ones (411.1: only they can ready).
- Soulshatter / Mist of Corrosion: "that ally's controller" / "target opponent" is the opponent (two players).
- Misdirection / Strength of Battle / Twisted Rampage: a one-shot "this turn" effect applies to the cards in play as it
  resolves; an ally entering later is not limited.
- Rotten to the Spore: "any number of target allies" is capped at ten targets by the script.
- Paralyze: "his next turn" is the first turn the targeted player begins after it resolved (not the rest of this turn).
- Spiritual Attunement: an ability card's healing is made by your hero (408.2c), so it is not "another" healer.
"""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


# --- Snipe (EN 703: a delayed "next … this turn" power; 415.9c) -------------------------------------------------------


def test_snipe_destroys_the_next_ally_to_enter_play_this_turn_only():
    # WoW EN 703, 415.9c: "When the next ability, ally, or equipment enters play this turn, destroy it."
    automated("Snipe")
    st = start()
    st, _ = play_real(st, "Snipe")
    st = _settle(st)
    fire = put(st, 0, "Fire Bolt", "hand")  # a non-ongoing ability never enters play (305.1): it is not "the next"
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=fire, x=0), {"target": [str(hero(st, 1))]})
    owl = put(st, 0, "Mist Owl", "hand")  # your own ally too: any controller
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=owl, x=0))
    assert _zone(st, owl) == "graveyard"
    owl2 = put(st, 0, "Mist Owl", "hand")  # "the next": once
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=owl2, x=0))
    assert _zone(st, owl2) == "allies"


def test_snipe_destroys_the_next_equipment_and_ends_with_the_turn():
    # WoW EN 703, 202.1: equipment (a weapon, armor or item) enters play; "this turn": gone at the end of the turn
    st = start()
    st, _ = play_real(st, "Snipe")
    st = _settle(st)
    banner = put(st, 0, "War Banner", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=banner, x=0))
    assert _zone(st, banner) == "graveyard"
    st2 = start()
    st2, _ = play_real(st2, "Snipe")
    st2 = _settle(st2)
    from .test_wtrig_cards import _next_turn

    st2 = _next_turn(st2)
    owl = put(st2, 1, "Mist Owl", "hand")
    resources(st2, 1, 2)
    st2 = _settle(apply(st2, "play", 1, uid=owl, x=0))
    assert _zone(st2, owl) == "allies"  # next turn: nothing waits


def test_snipe_destroys_an_ongoing_ability_or_the_first_token():
    # WoW EN 703, 305.2 (an Ongoing ability enters play), 404.2 (a token enters play)
    st = start()
    st, _ = play_real(st, "Snipe")
    st = _settle(st)
    totem = put(st, 0, "Soothing Totem", "hand")
    resources(st, 0, 1)
    st = _settle(apply(st, "play", 0, uid=totem, x=0))
    assert _zone(st, totem) == "graveyard"
    st = start()
    st, _ = play_real(st, "Snipe")
    st = _settle(st)
    treants = put(st, 0, "Call the Treants", "hand")
    resources(st, 0, 3)
    st = _settle(apply(st, "play", 0, uid=treants, x=0))
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1  # the first Treant token entered and was destroyed; the second stays


# --- Supernova (403.1 an additional cost of every resource; 405.4) ----------------------------------------------------


def test_supernova_destroys_all_your_resources_and_deals_that_much_fire_damage():
    # WoW 403.1: "As an additional cost to play, destroy all of your resources." / 405.4: "Your hero deals fire damage to
    # target hero equal to the number of resources destroyed this way."
    automated("Supernova")
    st = start()
    card = put_real(st, 0, "Supernova", "hand")
    mine = resources(st, 0, 7)
    theirs = resources(st, 1, 2)
    from engine.core import RulesError
    from engine.wow import extra_cost

    assert isinstance(extra_cost.problem(st, 0, card, mine[:6]), RulesError)  # all of them, no fewer (403.1)
    st = apply(st, "play", 0, uid=card, x=0, extra=mine)
    st = _settle(st, {"target": [str(hero(st, 1))]})
    assert all(_zone(st, u) == "graveyard" for u in mine)
    assert all(_zone(st, u) == "resources" for u in theirs)
    assert _dmg(st, hero(st, 1)) == 7 and _dmg(st, hero(st, 0)) == 0
    assert kw.in_play(st, hero(st, 1))


# --- one-shot effects of engine.wow.oneshot_ability_ops -----------------------------------------------------------------------


def _play_target(st, name: str, target: int, pay: int = 5, player: int = 0):
    """``player`` plays the real card ``name`` at ``target`` (a player is named by his hero)."""
    uid = put_real(st, player, name, "hand")
    resources(st, player, pay)
    return apply(st, "play", player, uid=uid, x=0), uid


def test_vampiric_tendrils_the_target_player_discards_two_and_your_hero_heals_their_combined_cost():
    # WoW 415.9d: "Target player discards two cards." (he picks them) / 407.1: "Your hero heals damage from itself equal
    # to the combined cost of those cards."
    automated("Vampiric Tendrils")
    st = start()
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck")
    cheap = put(st, 1, "Battle Cry", "hand")  # cost 1
    big = put(st, 1, "Stone Guardian", "hand")  # cost 5
    mid = put(st, 1, "Iron Sentinel", "hand")  # cost 4
    st.table.cards[hero(st, 0)].damage = 12
    st, _ = _play_target(st, "Vampiric Tendrils", hero(st, 1))
    st = _settle(st, {"target": [str(hero(st, 1))], "wb30_discard_heal": [str(big), str(mid)]})
    assert _zone(st, big) == "graveyard" and _zone(st, mid) == "graveyard" and _zone(st, cheap) == "hand"
    assert _dmg(st, hero(st, 0)) == 12 - 9  # 5 + 4 healed from your hero
    assert _dmg(st, hero(st, 1)) == 0


def test_vampiric_tendrils_on_a_small_hand_discards_it_all_without_a_choice():
    # WoW 415.9d: with two or fewer cards the player discards them all (no choice); healing of what they cost (407.1)
    st = start()
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck")
    one = put(st, 0, "Iron Sentinel", "hand")
    st.table.cards[hero(st, 0)].damage = 2
    st, _ = _play_target(st, "Vampiric Tendrils", hero(st, 0))
    st = _settle(st, {"target": [str(hero(st, 0))], "wb30_discard_heal": lambda p: pytest.fail("no choice to make")})
    assert _zone(st, one) == "graveyard"
    assert _dmg(st, hero(st, 0)) == 0  # 4 heals the 2 there is (407.1)


def test_paper_airplane_goes_on_top_of_the_target_players_deck_and_he_owns_it():
    # WoW 415.2: "Put Paper Airplane on top of target player's deck. (He owns it for the rest of the game.)"
    automated("Paper Airplane")
    st = start()
    st, plane = _play_target(st, "Paper Airplane", hero(st, 1))
    st = _settle(st, {"target": [str(hero(st, 1))]})
    assert _zone(st, plane) == "deck" and st.table.zone(1, "deck")[0] == plane
    assert st.table.cards[plane].owner == 1 and plane not in st.table.zone(0, "graveyard")
    from .helpers import ENGINE

    assert ENGINE.ownership_changes(st) == {1: 1, 0: -1}  # 415.2 (the simulator's card census reads it)
    deck = len(st.table.zone(1, "deck"))
    from engine.wow import procedure

    procedure.draw(st, 1, 1, None)
    assert plane in st.table.zone(1, "hand") and len(st.table.zone(1, "deck")) == deck - 1  # P2 draws it: his card now


def test_paper_airplane_on_your_own_deck():
    # WoW 415.2: the target may be you; it goes on top of your deck (not your graveyard, 305.1)
    st = start()
    st, plane = _play_target(st, "Paper Airplane", hero(st, 0))
    st = _settle(st, {"target": [str(hero(st, 0))]})
    assert st.table.zone(0, "deck")[0] == plane and st.table.cards[plane].owner == 0


def test_unstable_infusion_deals_the_cost_of_an_equipment_picked_in_the_targets_party():
    # WoW 405.4: "Your hero deals arcane damage to target hero or ally equal to the cost of an equipment in that
    # character's party." — the equipment is the target's controller's (415.8b), picked as it resolves (EN 709.1)
    automated("Unstable Infusion")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")  # 4 health
    put(st, 1, "Great Axe", "hero_row")  # cost 3
    helm = put(st, 1, "Chain Helm", "hero_row")  # cost 1
    put(st, 0, "War Banner", "hero_row")  # cost 2, but in your party: not offered
    seen: list[list[str]] = []

    def pick(p):
        seen.append(sorted(o.id for o in p.options))
        return [o.id for o in p.options if "Great Axe" in o.label]

    st, _ = _play_target(st, "Unstable Infusion", foe)
    st = _settle(st, {"target": [str(foe)], "wb30_equipment_cost_damage": pick})
    assert _dmg(st, foe) == 3
    assert seen and str(helm) in seen[0] and len(seen[0]) == 2


def test_unstable_infusion_without_equipment_in_that_party_deals_nothing():
    # WoW 408.2a: no equipment in the target's party: no cost to read, no packet
    st = start()
    put(st, 0, "Great Axe", "hero_row")
    st, _ = _play_target(st, "Unstable Infusion", hero(st, 1))
    st = _settle(st, {"target": [str(hero(st, 1))]})
    assert _dmg(st, hero(st, 1)) == 0


def test_necessary_sacrifice_targets_by_the_cost_of_a_paladin_or_warlock_ally_you_control():
    # WoW 707.1, 415.9c: "Destroy target Demon, Ghoul, or Scourge ally with cost X or less, where X is the cost of a
    # non-hero Paladin or Warlock you control."
    from engine.core import RulesError

    automated("Necessary Sacrifice")
    st = start()
    small = put_real(st, 1, "Dreadsteed", "allies")  # a Demon, cost 2
    big = put_real(st, 1, "Enslaved Abyssal", "allies")  # a Demon, cost 4
    plain = put(st, 1, "Wolfrider Scout", "allies")  # cost 2, not a Demon, Ghoul or Scourge
    card = put_real(st, 0, "Necessary Sacrifice", "hand")
    resources(st, 0, 1)
    with pytest.raises(RulesError):  # no Paladin or Warlock ally: no X, no legal target (707.1d)
        apply(st, "play", 0, uid=card, x=0)
    put(st, 0, "Footman Recruit", "allies")  # a Warrior: doesn't count
    put_real(st, 0, "Araelun", "allies")  # a Paladin, cost 2
    for bad in (big, plain):  # cost 4 > 2; not a Demon, Ghoul or Scourge
        with pytest.raises(RulesError):
            _settle(apply(st, "play", 0, uid=card, x=0), {"target": [str(bad)]})
    put_real(st, 0, "Kor Cindervein", "allies")  # a Paladin, cost 3: still less than 4
    with pytest.raises(RulesError):
        _settle(apply(st, "play", 0, uid=card, x=0), {"target": [str(big)]})
    done = _settle(apply(st, "play", 0, uid=card, x=0), {"target": [str(small)]})
    assert _zone(done, small) == "graveyard" and _zone(done, big) == "allies"
    put_real(st, 0, "Anika Berlyn", "allies")  # a Paladin, cost 6: X may be 6
    done = _settle(apply(st, "play", 0, uid=card, x=0), {"target": [str(big)]})
    assert _zone(done, big) == "graveyard"


def _respond_with(st, name: str, player: int, *answers: str):
    """The other player plays Study the Scrolls; ``player`` answers with the real card ``name`` (instant) once he has priority."""
    other = 1 - player
    card = put_real(st, player, name, "hand")  # in hand first: he has an answer, so he gets priority (410.1)
    resources(st, player, 1)
    scrolls = put(st, other, "Study the Scrolls", "hand")
    resources(st, other, 1)
    st = apply(st, "play", other, uid=scrolls, x=0)
    while st.priority != player and not st.pending:
        st = apply(st, "pass", st.priority)
    st = apply(st, "play", player, uid=card, x=0)
    for a in answers:
        st = choose(st, a)
    return st, card


def test_revenge_destroys_an_ally_that_attacked_your_hero_and_dealt_it_no_combat_damage():
    # WoW EN 601.2, 408.3b, 415.9c: "Destroy target ally that attacked your hero this turn but dealt no comat damage to
    # your hero this turn." / 103.2: "You can't play Revenge during combat."
    from engine.core import RulesError

    from .test_combat import attack, finish_combat
    from .test_wtrig_cards import _next_turn

    automated("Revenge")
    st = start({"auto_pass": False})  # P1 gets priority in combat even with nothing to play
    guard = put(st, 0, "Stone Guardian", "allies")  # Protector
    st = _next_turn(st)
    blocked = put(st, 1, "Iron Sentinel", "allies")  # attacks your hero; your guard protects (4 health: it survives)
    hitter = put(st, 1, "Wolfrider Scout", "allies")  # attacks your hero and hits it
    other = put(st, 1, "Raging Brute", "allies")  # attacks your ally, not your hero (4 health: it survives)
    idle = put(st, 1, "Mist Owl", "allies")  # doesn't attack
    early = put_real(st, 0, "Revenge", "hand")
    resources(st, 0, 1)
    st = attack(st, blocked, hero(st, 0), player=1)
    for _ in range(10):
        if st.priority == 0 and st.combat is not None and not st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.combat is not None and st.priority == 0
    with pytest.raises(RulesError) as err:  # 103.2: not during combat
        apply(st, "play", 0, uid=early, x=0)
    assert "103.2" in str(err.value)
    protected = False
    for _ in range(20):
        if st.combat is None:
            break
        if st.pending and st.pending[0].kind == "protector":
            st, protected = choose(st, str(guard)), True
        else:
            st = apply(st, "pass", st.priority)
    assert protected and st.combat is None
    st = finish_combat(attack(st, hitter, hero(st, 0), player=1))
    st = finish_combat(attack(st, other, guard, player=1))
    assert _dmg(st, hero(st, 0)) == 2 and st.combat is None
    for bad in (hitter, other, idle):
        with pytest.raises(RulesError):
            _respond_with(st, "Revenge", 0, str(bad))
    done, _ = _respond_with(st, "Revenge", 0, str(blocked))
    done = _settle(done)
    assert _zone(done, blocked) == "graveyard" and _zone(done, hitter) == "allies"


# --- Shock of the Elements (403.1: an additional cost one may pay) ----------------------------------------------------


def test_shock_of_the_elements_deals_six_when_two_allies_were_exhausted_and_two_otherwise():
    # WoW 403.1: "As an additional cost to play this ability, you may exhaust two allies you control." / 405.4, EN 709:
    # "Your hero deals 2 nature damage to target hero or ally, or 6 if you paid the additional cost."
    from engine.core import RulesError
    from engine.wow import extra_cost

    automated("Shock of the Elements")
    st = start()
    a, b, c = (put(st, 0, "Mist Owl", "allies") for _ in range(3))
    put(st, 1, "Iron Sentinel", "allies")
    card = put_real(st, 0, "Shock of the Elements", "hand")
    resources(st, 0, 5)
    assert isinstance(extra_cost.problem(st, 0, card, [a]), RulesError)  # two, or none (403.1)
    assert isinstance(extra_cost.problem(st, 0, card, [a, b, c]), RulesError)
    offered = sorted(len(pay) for pay, _ in extra_cost.choices(st, 0, card))
    assert set(offered) == {0, 2}
    paid = _settle(apply(st, "play", 0, uid=card, x=0, extra=[a, b]), {"target": [str(hero(st, 1))]})
    assert _dmg(paid, hero(st, 1)) == 6
    assert paid.table.cards[a].tapped and paid.table.cards[b].tapped and not paid.table.cards[c].tapped
    free = _settle(apply(st, "play", 0, uid=card, x=0, extra=[]), {"target": [str(hero(st, 1))]})
    assert _dmg(free, hero(st, 1)) == 2
    assert not any(free.table.cards[u].tapped for u in (a, b, c))


# --- Overpower (103.2: a "can't" on your turn) -------------------------------------------------------------------------


def test_overpower_opposing_cards_cant_be_exhausted_on_your_turn_only():
    # WoW 103.2, 411.1, 412.2: "Ongoing: Opposing cards can't be exhausted on your turn." — no effect exhausts them, and
    # the opponent can't exhaust his resources to pay (an instant on your turn); on his turn all is as usual
    from engine.core import RulesError
    from engine.wow.restrictions import can_exhaust

    from .test_wtrig_cards import _next_turn

    automated("Overpower")
    st = start({"auto_pass": False})
    for u in list(st.table.zone(0, "hand")):  # (no hand-size discard at the end of the turn)
        st.table.move(u, "deck")
    put_real(st, 0, "Overpower", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    theirs = resources(st, 1, 3)
    mine = put(st, 0, "Mist Owl", "allies")
    assert not can_exhaust(st, foe) and not can_exhaust(st, theirs[0]) and not can_exhaust(st, hero(st, 1))
    assert can_exhaust(st, mine) and can_exhaust(st, st.table.zone(0, "resources")[0] if st.table.zone(0, "resources") else mine)
    bouncer = put(st, 0, "Ogre Bouncer", "hand")  # "When this ally enters play, you may exhaust target opposing ally."
    resources(st, 0, 3)
    st = _settle(apply(st, "play", 0, uid=bouncer, x=0), {"may": ["yes"], "target": [str(foe)]})
    assert not st.table.cards[foe].tapped
    snipe = put_real(st, 1, "Snipe", "hand")  # an instant costing 2
    scrolls = put(st, 0, "Study the Scrolls", "hand")
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=scrolls, x=0)
    st = apply(st, "pass", 0)
    assert st.priority == 1 and st.chain
    with pytest.raises(RulesError):  # 412.2: his resources can't be exhausted to pay it
        apply(st, "play", 1, uid=snipe, x=0)
    st = _next_turn(resolve_chain(st))
    assert can_exhaust(st, foe) and can_exhaust(st, theirs[0])  # his turn: as usual
    st = _settle(apply(st, "play", 1, uid=snipe, x=0))
    assert st.table.cards[snipe].zone == "graveyard"


# --- readying and strikes ----------------------------------------------------------------------------------------------


def _ready_count(st, player: int = 0) -> int:
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].tapped)


def test_reload_readies_your_hero_and_an_exhausted_ranged_weapon_whose_next_strike_costs_ten_less():
    # WoW 411.1, EN 709.3, 403.2: "Ready your hero and one of your Ranged weapons. If you ready a weapon this way, you pay
    # 10 less the next time you strike with it this turn."
    from engine.wow import costs

    automated("Reload")
    st = start()
    blaster = put_real(st, 0, "Blastershot Launcher", "hero_row", tapped=True)  # Ranged, strike cost 5
    sword = put_real(st, 0, "Citadel Enforcer's Claymore", "hero_row", tapped=True)  # Melee, strike cost 4: not offered
    st.table.cards[hero(st, 0)].tapped = True
    seen: list[list[str]] = []

    def pick(p):
        seen.append([o.id for o in p.options])
        return [str(blaster)]

    kind, p, args = _play_args(st, "Reload")
    st = _settle(apply(st, kind, p, **args), {"player_picks": pick})
    assert all(o == [str(blaster)] for o in seen)  # (one option: maybe picked without asking)
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[blaster].tapped
    assert costs.strike_cost(st, 0, blaster) == 0 and costs.strike_cost(st, 0, sword) == 4 and st.table.cards[sword].tapped
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    before = _ready_count(st)
    st = apply(st, "strike", 0, weapon=blaster)
    assert st.table.cards[blaster].tapped and _ready_count(st) == before  # struck for nothing
    assert costs.strike_cost(st, 0, blaster) == 5  # "the next time" only


def test_reload_with_no_exhausted_ranged_weapon_readies_only_the_hero():
    # WoW EN 709.3: no weapon readied this way: no cheaper strike
    from engine.wow import costs

    st = start()
    rifle = put_real(st, 0, "Bloodwarder's Rifle", "hero_row")
    st.table.cards[hero(st, 0)].tapped = True
    kind, p, args = _play_args(st, "Reload")
    st = _settle(apply(st, kind, p, **args))
    assert not st.table.cards[hero(st, 0)].tapped and costs.strike_cost(st, 0, rifle) == 2


def _play_args(st, name: str, player: int = 0, pay: int = 5, **extra):
    """("play", player, …) for the real card ``name`` put into the hand with ``pay`` resources."""
    uid = put_real(st, player, name, "hand")
    resources(st, player, pay)
    return "play", player, {"uid": uid, "x": 0, **extra}


def test_twisted_rampage_readies_hero_and_melee_weapons_which_get_two_atk_and_cost_two_less_this_turn():
    # WoW 403.1 (its additional cost, a template), 411.1, 403.2: "Ready your hero and all Melee weapons you control. Melee
    # weapons you control have +2 ATK, and you pay 2 less to strike with them this turn."
    from engine.wow import costs

    from .test_wtrig_cards import _next_turn

    automated("Twisted Rampage")
    st = start()
    claymore = put_real(st, 0, "Citadel Enforcer's Claymore", "hero_row", tapped=True)  # Melee, 5 ATK, strike cost 4
    rifle = put_real(st, 0, "Bloodwarder's Rifle", "hero_row", tapped=True)  # Ranged: not a Melee weapon
    owl = put(st, 0, "Mist Owl", "allies")  # pays the additional cost
    st.table.cards[hero(st, 0)].tapped = True
    kind, p, args = _play_args(st, "Twisted Rampage")
    st = _settle(apply(st, kind, p, **{**args, "extra": [owl]}))
    assert _zone(st, owl) == "graveyard"
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[claymore].tapped and st.table.cards[rifle].tapped
    assert kw.equipment_atk(st, claymore) == 7 and kw.equipment_atk(st, rifle) == 3
    assert costs.strike_cost(st, 0, claymore) == 2 and costs.strike_cost(st, 0, rifle) == 2
    st = _next_turn(st)
    assert kw.equipment_atk(st, claymore) == 5 and costs.strike_cost(st, 0, claymore) == 4  # "this turn"


def test_primal_dexterity_pay_one_when_you_play_or_strike_with_a_weapon_for_two_nature_damage():
    # WoW EN 703, 709.3: "When you play or strike with a weapon, you may pay 1. If you do, your hero deals 2 nature
    # damage to target hero or ally."
    automated("Primal Dexterity")
    st = start()
    put_real(st, 0, "Primal Dexterity", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hand")
    resources(st, 0, 2 + 1 + 1)
    st = _settle(apply(st, "play", 0, uid=sword, x=0), {"may": ["yes"], "target": [str(hero(st, 1))]})
    assert _zone(st, sword) == "hero_row" and _dmg(st, hero(st, 1)) == 2 and _ready_count(st) == 1
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=sword)  # strike cost 1: the last ready resource
    st = _settle(st, {"may": lambda p: pytest.fail("nothing left to pay 1 with") if _ready_count(st) else ["no"]})
    from .test_combat import finish_combat

    st = finish_combat(st)
    assert _dmg(st, hero(st, 1)) == 2 + 2  # only the combat damage (the sword's 2 ATK)


def test_primal_dexterity_strike_trigger_paid():
    # WoW EN 703, 709.3: the strike half of the power, paid
    st = start()
    put_real(st, 0, "Primal Dexterity", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=sword)
    st = _settle(st, {"may": ["yes"], "target": [str(foe)]})
    assert _dmg(st, foe) == 2 and _ready_count(st) == 0


def test_masters_stable_one_more_pet_and_pets_get_plus_one_per_hunter_and_warlock():
    # WoW 414.3b: "You can control an additional Pet." / EN 714, 202.1a: "Pets you control have +1 / + 1 for each Hunter and
    # Warlock you control." — heroes and allies of those classes; a Pet with a [Hunter] class restriction is no Hunter
    from engine.wow.procedure import uniqueness_violations

    automated("Master's Stable")
    st = start()
    a = put_real(st, 0, "Bloodclaw", "allies")  # Pet (1), 3/1, a [Hunter] card
    b = put_real(st, 0, "Fury", "allies")  # Pet (1), 5/3
    assert uniqueness_violations(st, 0)  # two Pets: one too many (414.3b)
    put_real(st, 0, "Master's Stable", "hero_row")
    assert not uniqueness_violations(st, 0)
    assert kw.atk(st, a) == 3 and kw.health(st, b) == 3  # no Hunter or Warlock yet (the Pets are none)
    put(st, 0, "Wolfrider Scout", "allies")  # a Hunter
    put(st, 0, "Longbow Sentry", "allies")  # a Hunter
    put(st, 1, "Longbow Sentry", "allies")  # not yours
    assert kw.atk(st, a) == 3 + 2 and kw.health(st, b) == 3 + 2
    c = put_real(st, 0, "Bloodclaw", "allies")
    assert uniqueness_violations(st, 0)  # a third Pet
    assert kw.atk(st, c) == 5


# --- attack triggers and this turn's keywords --------------------------------------------------------------------------


def test_windfury_totem_pay_one_to_ready_each_character_after_its_first_attack_each_turn():
    # WoW EN 601.2, 709.3, 411.1: "Ongoing: When each hero or ally in your party attacks for the first time each turn, you
    # may pay 1. If you do, ready that character."
    from .test_combat import attack, finish_combat

    automated("Windfury Totem")
    st = start()
    put_real(st, 0, "Windfury Totem", "hero_row")
    brute = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 2)
    st = finish_combat(_settle(attack(st, brute, hero(st, 1)), {"may": ["yes"], "protector": ["none"]}))
    assert not st.table.cards[brute].tapped and _ready_count(st) == 1  # readied for 1
    st = finish_combat(_settle(attack(st, brute, hero(st, 1)), {"may": lambda p: pytest.fail("not its first attack"), "protector": ["none"]}))
    assert st.table.cards[brute].tapped and _dmg(st, hero(st, 1)) == 8
    owl = put(st, 0, "Wolfrider Scout", "allies")
    st = finish_combat(_settle(attack(st, owl, hero(st, 1)), {"may": ["no"], "protector": ["none"]}))
    assert st.table.cards[owl].tapped and _ready_count(st) == 1  # declined: stays exhausted
    foe = put(st, 1, "Mist Owl", "allies")
    assert not st.table.cards[foe].tapped


def test_strength_of_battle_weapons_get_assault_one_per_shaman_and_warrior_this_turn():
    # WoW EN glossary Assault, EN 709: "This turn, weapons you control have Assault 1 for each Shaman and Warrior you
    # control." — your hero Korga is a Shaman; two Warrior allies; an opposing Warrior doesn't count
    from .test_wtrig_cards import _next_turn

    automated("Strength of Battle")
    st = start()
    axe = put(st, 0, "Great Axe", "hero_row")
    theirs = put(st, 1, "Worn Longsword", "hero_row")
    put(st, 0, "Footman Recruit", "allies")  # a Warrior
    put(st, 0, "Grunt Recruit", "allies")  # a Warrior
    put(st, 1, "Footman Recruit", "allies")  # not yours
    put(st, 0, "Wolfrider Scout", "allies")  # a Hunter: doesn't count
    kind, p, args = _play_args(st, "Strength of Battle")
    st = _settle(apply(st, kind, p, **args))
    assert kw.keywords(st, axe).get("Assault") == 3 and not kw.keywords(st, theirs).get("Assault")
    st = _next_turn(st)
    assert not kw.keywords(st, axe).get("Assault")


def test_rapid_fire_each_ranged_strike_this_turn_may_pay_one_to_ready_the_weapon_and_hero():
    # WoW EN 703, 303.2, 709.3, 411.1: "Whenever you strike with a Ranged weapon this turn, you may pay 1. If you do, ready
    # that weapon and your hero."
    from .test_combat import finish_combat

    automated("Rapid Fire")
    st = start()
    bow = put_real(st, 0, "Bloodwarder's Rifle", "hero_row")  # Ranged, strike cost 2
    st = _settle(apply(st, *(_p := _play_args(st, "Rapid Fire", pay=2))[:2], **_p[2]))
    resources(st, 0, 2 + 1 + 2 + 1)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=bow)
    st = _settle(st, {"may": ["yes"]})
    assert not st.table.cards[bow].tapped and not st.table.cards[hero(st, 0)].tapped and _ready_count(st) == 6 - 3
    st = finish_combat(st)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=bow)  # "whenever": again
    st = _settle(st, {"may": ["no"]})
    assert st.table.cards[bow].tapped and st.table.cards[hero(st, 0)].tapped and _ready_count(st) == 1


def test_rapid_fire_not_for_a_melee_weapon():
    # WoW EN 703: only a Ranged weapon's strike
    st = start()
    axe = put_real(st, 0, "Citadel Enforcer's Claymore", "hero_row")  # Melee, strike cost 4
    st = _settle(apply(st, *(_p := _play_args(st, "Rapid Fire", pay=2))[:2], **_p[2]))
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = _settle(apply(st, "strike", 0, weapon=axe), {"may": lambda p: pytest.fail("not a Ranged weapon")})
    assert st.table.cards[axe].tapped


def test_soulshatter_when_your_hero_defends_against_an_ally_its_controller_exhausts_all_his_allies():
    # WoW EN 602, 411.1: "Ongoing: When your hero defends against an ally, that ally's controller exhausts all allies in
    # his party."
    from .test_combat import attack, finish_combat
    from .test_wtrig_cards import _next_turn

    automated("Soulshatter")
    st = start()
    put_real(st, 0, "Soulshatter", "hero_row")
    mine = put(st, 0, "Stone Guardian", "allies")  # Protector (not used: "none")
    st = _next_turn(st)
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put(st, 1, "Wolfrider Scout", "allies")
    c = put(st, 1, "Mist Owl", "allies")
    st = finish_combat(_settle(attack(st, a, mine, player=1), {"protector": ["none"]}))  # your ally defends: nothing
    assert not st.table.cards[b].tapped and not st.table.cards[c].tapped
    st = finish_combat(_settle(attack(st, b, hero(st, 0), player=1), {"protector": ["none"]}))
    assert st.table.cards[c].tapped and st.table.cards[b].tapped and not st.table.cards[mine].tapped


def test_spiritual_attunement_pay_one_to_draw_when_another_character_heals_your_hero():
    # WoW 407.1, 408.2c, EN 709.3: "Ongoing: When another hero or ally heals damage from your hero, you may pay 1. If you
    # do, draw a card." — your own hero's healing (an ability's healer, 408.2c) isn't another's
    automated("Spiritual Attunement")
    st = start()
    put_real(st, 0, "Spiritual Attunement", "hero_row")
    st.table.cards[hero(st, 0)].damage = 10
    resources(st, 0, 1)
    hand = len(st.table.zone(0, "hand"))
    touch = put(st, 0, "Healing Touch", "hand")  # your hero heals: not another
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=touch, x=0), {"target": [str(hero(st, 0))], "may": lambda p: pytest.fail("your own hero healed")})
    assert _dmg(st, hero(st, 0)) == 6 and len(st.table.zone(0, "hand")) == hand
    from .test_wtrig_cards import _next_turn

    st = _next_turn(st)
    hand = len(st.table.zone(0, "hand"))
    theirs = put(st, 1, "Healing Touch", "hand")  # the opponent's hero heals your hero: another hero
    resources(st, 1, 2)
    st = _settle(apply(st, "play", 1, uid=theirs, x=0), {"target": [str(hero(st, 0))], "may": ["yes"]})
    assert _dmg(st, hero(st, 0)) == 2 and len(st.table.zone(0, "hand")) == hand + 1


# --- replacements ------------------------------------------------------------------------------------------------------


def test_recklessness_your_hero_deals_and_is_dealt_that_much_plus_the_abandon_counters():
    # WoW 404.1a: "Ongoing: At the start of your turn, add an abandon counter." / EN 716, 408.2a: "If your hero would deal
    # or be dealt damage, that much +X is dealt instead, where X is the number of abandon counter."
    from engine.wow.counters import add_counters, counters

    from .test_wtrig_cards import _next_turn

    automated("Recklessness")
    st = start()
    reck = put_real(st, 0, "Recklessness", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Ember Adept", "hand")  # its 1 fire damage is the ally's, not your hero's
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 4)
    st = _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(hero(st, 1))]})
    assert _dmg(st, hero(st, 1)) == 3  # no counter yet: +0
    add_counters(st, reck, "abandon", 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(hero(st, 1))]})
    assert _dmg(st, hero(st, 1)) == 3 + 5
    st = _settle(apply(st, "play", 0, uid=mine, x=0), {"target": [str(foe)]})
    assert _dmg(st, foe) == 1
    theirs = put(st, 1, "Fire Bolt", "hand")
    st = _next_turn(st)
    resources(st, 1, 2)
    st = _settle(apply(st, "play", 1, uid=theirs, x=0), {"target": [str(hero(st, 0))]})
    assert _dmg(st, hero(st, 0)) == 3 + 2  # dealt to your hero: +2 too
    st = _next_turn(st)
    assert counters(st, reck, "abandon") == 3  # the start of your turn adds one


# --- cards in hand made instant this turn ------------------------------------------------------------------------------


def test_vortex_monster_allies_in_hand_are_instant_until_you_play_a_monster_ally():
    # WoW 409.1: "Monster allies in your hand are instant this turn until you play a Monster ally."
    from engine.core import RulesError
    from engine.wow.hand_instant import instant

    automated("Vortex")
    st = start()
    muzzle = put_real(st, 0, "Muzzle", "hand")  # a Monster ally
    caster = put_real(st, 0, "Neferset Darkcaster", "hand")  # a Monster ally
    plain = put(st, 0, "Iron Sentinel", "hand")  # not a Monster
    assert not instant(st, 0, muzzle)
    kind, p, args = _play_args(st, "Vortex")
    st = _settle(apply(st, kind, p, **args))
    assert instant(st, 0, muzzle) and instant(st, 0, caster) and not instant(st, 0, plain)
    scrolls = put(st, 0, "Study the Scrolls", "hand")  # another card played doesn't end it
    resources(st, 0, 1 + 3)
    st = apply(st, "play", 0, uid=scrolls, x=0)
    assert st.chain and instant(st, 0, muzzle)
    with pytest.raises(RulesError):  # 409.1: a non-instant needs an empty chain
        apply(st, "play", 0, uid=plain, x=0)
    st = apply(st, "play", 0, uid=muzzle, x=0)  # in response: instant now
    assert _zone(st, muzzle) == "chain"
    assert not instant(st, 0, caster)  # a Monster ally was played: no more
    st = _settle(st)
    assert _zone(st, muzzle) == "allies"


def test_warbringer_exhaust_warrior_abilities_and_equipment_in_hand_are_instant_until_you_play_a_card():
    # WoW EN 701, 409.1: "Ongoing: [Exhaust] -> [Warrior] abilities and equipment in your hand are instant this turn until
    # you play a card."
    from engine.wow.hand_instant import instant

    automated("Warbringer")
    st = start()
    wb = put_real(st, 0, "Warbringer", "hero_row")
    strike = put_real(st, 0, "Heroic Strike", "hand")  # a [Warrior] ability
    bracers = put_real(st, 0, "Guardian's Plate Bracers", "hand")  # [Warrior] armor
    other = put(st, 0, "Iron Sentinel", "hand")  # not a [Warrior] card
    assert not instant(st, 0, strike)
    st = _settle(apply(st, "power", 0, uid=wb, power=next(i for i, pw in enumerate(_powers_of(st, wb)) if pw.kind == "activated")))
    assert st.table.cards[wb].tapped
    assert instant(st, 0, strike) and instant(st, 0, bracers) and not instant(st, 0, other)
    resources(st, 0, 4)
    st = _settle(apply(st, "play", 0, uid=other, x=0))  # any card played ends it
    assert not instant(st, 0, strike) and not instant(st, 0, bracers)


def _powers_of(st, uid: int):
    from engine.wow.powers import printed_powers

    return printed_powers(st, uid)


def test_monstrous_boon_one_exhausted_additional_resource_per_monster_hero_and_ally_you_control():
    # WoW 412.1c, EN 709: "Reveal cards from the top of your deck equal to the number of Monster heroes and allies you
    # control, then place them into your resource row exhausted as additional resources."
    automated("Monstrous Boon")
    st = start()
    put_real(st, 0, "Muzzle", "allies")  # Monster
    put_real(st, 0, "Neferset Darkcaster", "allies")  # Monster
    put(st, 0, "Iron Sentinel", "allies")  # not a Monster
    put_real(st, 1, "Drugush the Crusher", "allies")  # a Monster you don't control
    top = list(st.table.zone(0, "deck")[:3])
    kind, p, args = _play_args(st, "Monstrous Boon")
    before = len(st.table.zone(0, "resources"))
    placed_before = st.resource_placed if hasattr(st, "resource_placed") else None
    st = _settle(apply(st, kind, p, **args))
    rows = st.table.zone(0, "resources")
    assert len(rows) == before + 2
    assert all(u in rows and st.table.cards[u].tapped and st.table.cards[u].face_down for u in top[:2])
    assert _zone(st, top[2]) == "deck"
    if placed_before is not None:
        assert st.resource_placed == placed_before  # 412.1c: not the turn's resource


# --- your hero's combat damage -----------------------------------------------------------------------------------------


def test_sweeping_strikes_melee_combat_damage_to_an_ally_hits_the_rest_of_its_party_as_much():
    # WoW 408.3d, 408.2a, 405.4: "Ongoing: When your hero deals combat damage with a Melee weapon to an ally, it also
    # deals that much melee damage to each other hero and ally in that ally's party."
    from .test_combat import finish_combat

    automated("Sweeping Strikes")
    st = start()
    put_real(st, 0, "Sweeping Strikes", "hero_row")
    blade = put_real(st, 0, "Citadel Enforcer's Claymore", "hero_row")  # Melee, 5 ATK, strike cost 4
    mine = put(st, 0, "Iron Sentinel", "allies")
    target = put(st, 1, "Raging Brute", "allies")  # 1/4
    other = put(st, 1, "Iron Sentinel", "allies")  # 4/4
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=target))
    st = apply(st, "strike", 0, weapon=blade)
    st = finish_combat(_settle(st, {"protector": ["none"]}))
    st = _settle(st)
    assert _zone(st, target) == "graveyard"
    assert _zone(st, other) == "graveyard"  # 5 melee damage to a 4/4: destroyed
    assert _dmg(st, hero(st, 1)) == 5
    assert _dmg(st, mine) == 0 and _dmg(st, hero(st, 0)) == 1  # the brute's 1 back; your party untouched


def test_sweeping_strikes_not_without_a_melee_weapon():
    # WoW 408.3d: the packet must be dealt with a Melee weapon (a Ranged one doesn't do)
    from .test_combat import finish_combat

    st = start()
    put_real(st, 0, "Sweeping Strikes", "hero_row")
    gun = put_real(st, 0, "Bloodwarder's Rifle", "hero_row")  # Ranged, 3 ATK, strike cost 2
    target = put(st, 1, "Raging Brute", "allies")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=target))
    st = apply(st, "strike", 0, weapon=gun)
    st = _settle(finish_combat(_settle(st, {"protector": ["none"]})))
    assert _dmg(st, target) == 3 and _dmg(st, hero(st, 1)) == 0


def test_seal_of_retribution_destroys_an_ally_that_attacked_this_turn():
    # WoW 408.3d, EN 601.2, 415.9c: "Ongoing: When your hero deals combat damage with a weapon, you may destroy target ally
    # that attacked this turn." / EN 701, 403.1: "1, Destroy Deal of Retribution -> Destroy target ally that attacked this
    # turn."
    from engine.core import RulesError

    from .test_combat import finish_combat
    from .test_wtrig_cards import _next_turn

    automated("Seal of Retribution")
    st = start()
    seal = put_real(st, 0, "Seal of Retribution", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    raider = put(st, 0, "Wolfrider Scout", "allies")
    idle = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st = finish_combat(_settle(apply(st, "attack", 0, attacker=raider, defender=hero(st, 1)), {"protector": ["none"]}))
    seen: list[list[str]] = []

    def pick(p):
        seen.append([o.id for o in p.options])
        return [str(raider)]

    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=sword)
    st = _settle(finish_combat(_settle(st, {"protector": ["none"], "may": ["yes"], "target": pick})), {"may": ["yes"], "target": pick})
    assert _zone(st, raider) == "graveyard" and _zone(st, idle) == "allies"
    assert seen and all(str(idle) not in o for o in seen)
    st = _next_turn(st)
    foe = put(st, 1, "Iron Sentinel", "allies")
    calm = put(st, 1, "Mist Owl", "allies")
    st = finish_combat(_settle(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)), {"protector": ["none"]}))
    resources(st, 0, 1)
    power = next(i for i, pw in enumerate(_powers_of(st, seal)) if pw.kind == "activated")
    scrolls = put(st, 1, "Study the Scrolls", "hand")
    resources(st, 1, 1)
    st = apply(st, "play", 1, uid=scrolls, x=0)
    while st.priority != 0 and not st.pending:
        st = apply(st, "pass", st.priority)
    assert st.priority == 0 and st.chain
    with pytest.raises(RulesError):  # the Mist Owl didn't attack
        _settle(apply(st, "power", 0, uid=seal, power=power), {"target": [str(calm)]})
    st = _settle(apply(st, "power", 0, uid=seal, power=power), {"target": [str(foe)]})
    assert _zone(st, seal) == "graveyard" and _zone(st, foe) == "graveyard"


# --- Rune Strike (EN 707.1c: a mode offered while you control a rune) --------------------------------------------------


def test_rune_strike_damage_or_with_a_rune_the_bottom_of_the_deck():
    # WoW EN 707.1c, 405.4, 415.3: "Your hero deals 3 melee damage to target ally, or put that ally on the bottom of its
    # owner's deck if you control a rune."
    automated("Rune Strike")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    modes: list[list[str]] = []

    def mode(p):
        modes.append([o.id for o in p.options])
        return [p.options[-1].id]

    kind, p, args = _play_args(st, "Rune Strike")
    done = _settle(apply(st, kind, p, **args), {"mode": mode, "target": [str(foe)]})
    assert all(len(m) == 1 for m in modes)  # no rune: only the damage (no choice, or one option)
    assert _zone(done, foe) == "allies" and _dmg(done, foe) == 3
    put_real(st, 0, "Blood Rune", "hero_row")
    modes.clear()
    done = _settle(apply(st, kind, p, **args), {"mode": mode, "target": [str(foe)]})
    assert modes and len(modes[0]) == 2
    assert _zone(done, foe) == "deck" and done.table.zone(1, "deck")[-1] == foe


# --- damage dealt to another character instead ----------------------------------------------------------------------


def test_tricksters_gambit_the_next_packet_to_your_hero_goes_to_the_target():
    # WoW EN 716, 706: "The next time damage would be dealt to your hero this turn, it's dealt to another target hero or
    # ally instead."
    from engine.core import RulesError

    automated("Trickster's Gambit")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    kind, p, args = _play_args(st, "Trickster's Gambit")
    with pytest.raises(RulesError):  # "another": not your hero
        _settle(apply(st, kind, p, **args), {"target": [str(hero(st, 0))]})
    st = _settle(apply(st, kind, p, **args), {"target": [str(foe)]})
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 4)
    st = _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(hero(st, 0))]})
    assert _dmg(st, hero(st, 0)) == 0 and _dmg(st, foe) == 3
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(hero(st, 0))]})
    assert _dmg(st, hero(st, 0)) == 3 and _dmg(st, foe) == 3  # the next time only


def test_reckless_abandon_exhaust_every_packet_to_the_ally_this_turn_goes_to_your_hero():
    # WoW EN 701, 716: "Ongoing: [Exhaust] -> If target friendly ally would be dealt damage this turn, it's dealt to your
    # hero instead."
    from .test_wtrig_cards import _next_turn

    automated("Reckless Abandon")
    st = start()
    ra = put_real(st, 0, "Reckless Abandon", "hero_row")
    mine = put(st, 0, "Iron Sentinel", "allies")
    power = next(i for i, pw in enumerate(_powers_of(st, ra)) if pw.kind == "activated")
    st = _settle(apply(st, "power", 0, uid=ra, power=power), {"target": [str(mine)]})
    assert st.table.cards[ra].tapped
    for _ in range(2):  # every packet this turn
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(mine)]})
    assert _dmg(st, mine) == 0 and _dmg(st, hero(st, 0)) == 6
    st = _next_turn(st)
    theirs = put(st, 1, "Fire Bolt", "hand")
    resources(st, 1, 2)
    st = _settle(apply(st, "play", 1, uid=theirs, x=0), {"target": [str(mine)]})
    assert _dmg(st, mine) == 3  # the next turn: no more


# --- Paralyze (103.2 during his next turn) -----------------------------------------------------------------------------


def test_paralyze_the_target_player_cant_play_cards_of_the_chosen_kind_during_his_next_turn():
    # WoW EN 709.1, 103.2, 409.1: "Choose ability, ally, or equipment. Target player can't play cards of that kind during
    # his next turn"
    from engine.core import RulesError

    from .test_wtrig_cards import _next_turn

    automated("Paralyze")
    st = start()
    for q in (0, 1):
        for u in list(st.table.zone(q, "hand")):  # (no hand-size discards)
            st.table.move(u, "deck")
    kind, p, args = _play_args(st, "Paralyze")
    st = _settle(apply(st, kind, p, **args), {"target": [str(hero(st, 1))], "wb30_kind_ban": ["ally"]})
    st = _next_turn(st)
    owl = put(st, 1, "Mist Owl", "hand")
    bolt = put(st, 1, "Fire Bolt", "hand")
    resources(st, 1, 4)
    with pytest.raises(RulesError) as err:  # his next turn: no allies
        apply(st, "play", 1, uid=owl, x=0)
    assert "103.2" in str(err.value)
    st = _settle(apply(st, "play", 1, uid=bolt, x=0), {"target": [str(hero(st, 0))]})  # other kinds: as usual
    assert _zone(st, bolt) == "graveyard"
    st = _next_turn(_next_turn(st))
    resources(st, 1, 2)
    st = _settle(apply(st, "play", 1, uid=owl, x=0))  # his turn after that: allowed again
    assert _zone(st, owl) == "allies"


def test_paralyze_doesnt_stop_the_target_during_the_rest_of_your_turn():
    # WoW 103.2: "during his next turn" only — on your turn, after it resolved, he may still play that kind (an instant)
    from engine.wow import play_bans

    st = start()
    kind, p, args = _play_args(st, "Paralyze")
    st = _settle(apply(st, kind, p, **args), {"target": [str(hero(st, 1))], "wb30_kind_ban": ["ability"]})
    snipe = put_real(st, 1, "Snipe", "hand")
    assert play_bans.problem(st, 1, snipe) is None


def test_mist_of_corrosion_the_opponent_discards_one_of_that_kind_or_destroys_one():
    # WoW EN 709.1, 709.3, 415.9c, 415.9d: "Choose ability, ally, or equipment. Target opponent destroys a card of that
    # kind he controls unless he discards a card of that kind."
    automated("Mist of Corrosion")
    st = start()
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck")
    owl = put(st, 1, "Mist Owl", "hand")
    bolt = put(st, 1, "Fire Bolt", "hand")  # not of that kind
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put(st, 1, "Wolfrider Scout", "allies")
    offered: list[list[str]] = []

    def discard(p):
        offered.append([o.id for o in p.options])
        return [str(owl)]

    kind, p, args = _play_args(st, "Mist of Corrosion")
    done = _settle(apply(st, kind, p, **args), {"wb30_kind_ban": ["ally"], "wb30_kind_unless_discard": discard})
    assert offered == [[str(owl), "no"]] and _zone(done, owl) == "graveyard" and _zone(done, bolt) == "hand"
    assert _zone(done, a) == "allies" and _zone(done, b) == "allies"
    done = _settle(apply(st, kind, p, **args), {"wb30_kind_ban": ["ally"], "wb30_kind_unless_discard": ["no"],
                                                  "wb30_kind_unless_destroy": [str(b)]})
    assert _zone(done, owl) == "hand" and _zone(done, b) == "graveyard" and _zone(done, a) == "allies"
    done = _settle(apply(st, kind, p, **args), {"wb30_kind_ban": ["equipment"],
                                                  "wb30_kind_unless_discard": lambda p: pytest.fail("no equipment in hand"),
                                                  "wb30_kind_unless_destroy": lambda p: pytest.fail("no equipment in play")})
    assert _zone(done, owl) == "hand" and _zone(done, a) == "allies"  # nothing of that kind: nothing happens


# --- Seal Fate (403.1: an additional cost of the top five cards) -------------------------------------------------------


def test_seal_fate_mills_five_as_a_cost_and_deals_one_per_rogue_ability_among_them():
    # WoW 403.1: "As an additional cost to play this ability, put the top five cards of your deck into your graveyard." /
    # 405.4, 202.3: "Your hero deals melee damage to target hero or ally equal to the number of [Rogue] abilities put into
    # your graveyard this way." — a card every class may use (Spirit Healer) has no Rogue icon; a Rogue ally isn't an ability
    from engine.core import RulesError
    from engine.wow import extra_cost

    automated("Seal Fate")
    st = start()
    top = [put_real(st, 0, n, "hand") for n in ("Carnage", "Shadow Tactics", "Spirit Healer")]
    top += [put(st, 0, "Shade Stalker", "hand"), put(st, 0, "Mist Owl", "hand")]
    sixth = put(st, 0, "Fire Bolt", "hand")
    for u in reversed([*top, sixth]):
        st.table.move(u, "deck", position=0)
    assert st.table.zone(0, "deck")[:6] == [*top, sixth]
    kind, p, args = _play_args(st, "Seal Fate")
    st = _settle(apply(st, kind, p, **args), {"target": [str(hero(st, 1))]})
    assert all(_zone(st, u) == "graveyard" for u in top) and _zone(st, sixth) == "deck"
    assert _dmg(st, hero(st, 1)) == 2
    st2 = start()
    for u in list(st2.table.zone(0, "deck"))[4:]:
        st2.table.move(u, "graveyard")
    card = put_real(st2, 0, "Seal Fate", "hand")
    assert isinstance(extra_cost.problem(st2, 0, card, []), RulesError)  # four cards left: the cost can't be paid (403.1)


# --- Unrelenting Assault (103.2; EN 703 this turn) ---------------------------------------------------------------------


def test_unrelenting_assault_no_other_cards_and_each_hero_attack_may_pay_one_to_ready_hero_and_melee_weapons():
    # WoW 103.2: "You can't play other cards this turn." / EN 703, 709.3, 411.1: "If you've played no other cards this turn,
    # when your hero attacks this turn, you may pay 1. If you do, ready your hero and all of your Melee weapons."
    from engine.core import RulesError

    from .test_combat import finish_combat

    automated("Unrelenting Assault")
    st = start()
    blade = put_real(st, 0, "Citadel Enforcer's Claymore", "hero_row", tapped=True)  # Melee
    gun = put_real(st, 0, "Bloodwarder's Rifle", "hero_row", tapped=True)  # Ranged: stays exhausted
    kind, p, args = _play_args(st, "Unrelenting Assault")
    st = _settle(apply(st, kind, p, **args))
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 2 + 1 + 1)
    with pytest.raises(RulesError):  # 103.2
        apply(st, "play", 0, uid=owl, x=0)
    st = _settle(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)), {"may": ["yes"], "protector": ["none"]})
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[blade].tapped and st.table.cards[gun].tapped
    st = finish_combat(st)
    st = _settle(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)), {"may": ["no"], "protector": ["none"]})
    assert st.table.cards[hero(st, 0)].tapped  # declined


def test_unrelenting_assault_after_another_card_this_turn_no_ready():
    # WoW EN 709: "If you've played no other cards this turn" — a card played before it this turn: no payment offered
    st = start()
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(apply(st, "play", 0, uid=bolt, x=0), {"target": [str(hero(st, 1))]})
    kind, p, args = _play_args(st, "Unrelenting Assault")
    st = _settle(apply(st, kind, p, **args))
    st = _settle(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)),
                 {"may": lambda p: pytest.fail("another card was played this turn"), "protector": ["none"]})
    assert st.table.cards[hero(st, 0)].tapped


def test_raise_dead_removes_an_ally_card_in_a_graveyard_for_a_ghoul_when_you_have_none():
    # WoW EN 703, 709, 709.3, 404.2: "Ongoing: At the end of your turn, if no Ghouls are in your party, you may remove
    # target ally card in a graveyard from the game. If you do, put a Ghoul ally token into play with 3 [Melee] ATK / 3
    # health."
    from .test_wtrig_cards import _next_turn

    automated("Raise Dead")
    st = start()
    put_real(st, 0, "Raise Dead", "hero_row")
    dead = put(st, 1, "Iron Sentinel", "graveyard")
    st = _next_turn(st, {"may": ["yes"], "target": [str(dead)]})
    assert _zone(st, dead) == "removed"
    ghouls = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(ghouls) == 1 and kw.atk(st, ghouls[0]) == 3 and kw.health(st, ghouls[0]) == 3
    again = put(st, 0, "Mist Owl", "graveyard")
    st = _next_turn(_next_turn(st), {"may": ["yes"], "target": [str(again)]})  # a Ghoul is in your party: nothing
    assert _zone(st, again) == "graveyard"
    assert len([u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]) == 1


def test_spirit_healer_each_turn_player_may_return_an_ally_card_from_his_graveyard_with_one_health_left():
    # WoW EN 709.1, 709.3, 710.1, 405.3: "Ongoing: At the end of each player's turn, that player may put an ally card from
    # his graveyard into play with damage on it equal to its health minus 1."
    from .test_wtrig_cards import _next_turn

    automated("Spirit Healer")
    st = start()
    put_real(st, 0, "Spirit Healer", "hero_row")
    mine = put(st, 0, "Iron Sentinel", "graveyard")  # 4 health
    theirs = put(st, 1, "Mist Owl", "graveyard")  # 3 health
    asked: list[int] = []

    def pick(p):
        asked.append(p.player)
        return [str(mine)] if p.player == 0 else [str(theirs)]

    st = _next_turn(st, {"wb30_grave_ally_wounded": pick})
    assert asked == [0] and _zone(st, mine) == "allies" and st.table.cards[mine].controller == 0 and _dmg(st, mine) == 3
    assert _zone(st, theirs) == "graveyard"
    st = _next_turn(st, {"wb30_grave_ally_wounded": pick})
    assert asked == [0, 1] and _zone(st, theirs) == "allies" and st.table.cards[theirs].controller == 1 and _dmg(st, theirs) == 2
    again = put(st, 0, "Iron Sentinel", "graveyard")
    st = _next_turn(st, {"wb30_grave_ally_wounded": []})  # "may": declined
    assert _zone(st, again) == "graveyard"


def test_misdirection_opposing_allies_can_attack_only_the_chosen_ally_this_turn():
    # WoW EN 709.1, 601.1, 103.2: "Ongoing: At the start of each opponent's turn, choose an ally in your party. Opposing
    # allies can attack only that ally this turn if able."
    from engine.core import RulesError

    from .test_combat import attack, finish_combat
    from .test_wtrig_cards import _next_turn

    automated("Misdirection")
    st = start()
    put_real(st, 0, "Misdirection", "hero_row")
    a = put(st, 0, "Iron Sentinel", "allies")
    b = put(st, 0, "Raging Brute", "allies")
    x = put(st, 1, "Wolfrider Scout", "allies")
    st = _next_turn(st, {"wb30_misdirect": [str(b)]})
    for bad in (hero(st, 0), a):
        with pytest.raises(RulesError):
            attack(st, x, bad, player=1)
    st2 = finish_combat(_settle(attack(st, hero(st, 1), hero(st, 0), player=1), {"protector": ["none"]}))  # heroes aren't limited
    assert st2.combat is None
    st = finish_combat(_settle(attack(st, x, b, player=1), {"protector": ["none"]}))
    assert _dmg(st, b) == 2 and _zone(st, x) == "graveyard"  # it attacked the chosen ally (and the brute's 1 ATK killed it)
    st = _next_turn(_next_turn(st, {"wb30_misdirect": [str(b)]}), {"wb30_misdirect": [str(a)]})
    y = put(st, 1, "Wolfrider Scout", "allies")  # entered after the choice: not limited (rule call)
    st = finish_combat(_settle(attack(st, y, hero(st, 0), player=1), {"protector": ["none"]}))
    assert st.combat is None


# --- Riptide and Seal of the Crusader ----------------------------------------------------------------------------------


def test_riptide_heals_then_has_a_tide_counter_per_damage_healed_spent_for_assault():
    # WoW 305.2a, 407.1, 404.1a: "Your hero heals 5 damage from target hero or ally. Then, this ability enters play with a
    # tide counter for each damage healed this way." / EN 701, 403.4, 404.1d: "Ongoing: [Exhaust], Remove a tide counter
    # from this ability -> Target hero or ally has Assault 1 this turn. If no tide counters remain, destroy this ability."
    from engine.wow.counters import counters

    from .test_wtrig_cards import _next_turn

    automated("Riptide")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies", damage=2)
    kind, p, args = _play_args(st, "Riptide")
    rip = args["uid"]
    st = _settle(apply(st, kind, p, **args), {"target": [str(mine)]})
    assert _zone(st, rip) == "hero_row" and _dmg(st, mine) == 0 and counters(st, rip, "tide") == 2  # 2 healed, not 5
    power = next(i for i, pw in enumerate(_powers_of(st, rip)) if pw.kind == "activated")
    st = _settle(apply(st, "power", 0, uid=rip, power=power), {"target": [str(mine)]})
    assert kw.keywords(st, mine).get("Assault") == 1 and counters(st, rip, "tide") == 1 and _zone(st, rip) == "hero_row"
    st = _next_turn(_next_turn(st))
    assert not kw.keywords(st, mine).get("Assault")
    st = _settle(apply(st, "power", 0, uid=rip, power=power), {"target": [str(hero(st, 0))]})
    assert kw.keywords(st, hero(st, 0)).get("Assault") == 1 and _zone(st, rip) == "graveyard"  # the last counter: destroyed


def test_seal_of_the_crusader_first_combat_damage_each_turn_may_ready_hero_and_a_melee_weapon():
    # WoW 408.3b, EN 709.3, 411.1: "When your hero deals combat damage for the first time each turn, you may ready it and
    # one of your Melee weapons."
    from .test_combat import finish_combat

    automated("Seal of the Crusader")
    st = start()
    put_real(st, 0, "Seal of the Crusader", "hero_row")
    sword = put(st, 0, "Great Axe", "hero_row")  # strike cost 2
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=sword)
    st = _settle(finish_combat(_settle(st, {"protector": ["none"], "may": ["yes"]})), {"may": ["yes"]})
    assert _dmg(st, hero(st, 1)) == 4 - 1  # Great Axe 4, the Seal's -1 ATK
    assert not st.table.cards[hero(st, 0)].tapped and not st.table.cards[sword].tapped
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=sword)
    st = _settle(finish_combat(_settle(st, {"protector": ["none"], "may": lambda p: pytest.fail("not the first time")})),
                 {"may": lambda p: pytest.fail("not the first time")})
    assert st.table.cards[hero(st, 0)].tapped and st.table.cards[sword].tapped


# --- Rotten to the Spore ("each of them": the targets kept by the ongoing ability) --------------------------------------


def test_rotten_to_the_spore_exhausts_the_targets_which_dont_ready_while_it_stays():
    # WoW 411.1, 305.2a: "Exhaust any number of target allies in target opponent's party." / 501.1a, EN 714: "Ongoing: Each
    # of them can't ready during its controller's ready step."
    from .test_wtrig_cards import _next_turn

    automated("Rotten to the Spore")
    st = start()
    a = put(st, 1, "Iron Sentinel", "allies")
    b = put(st, 1, "Wolfrider Scout", "allies")
    c = put(st, 1, "Mist Owl", "allies")  # not targeted
    kind, p, args = _play_args(st, "Rotten to the Spore")
    rot = args["uid"]
    targets = iter([str(a), str(b)])

    def pick(pend):
        return [next(targets)] if any(o.id in (str(a), str(b)) for o in pend.options) else []

    st = _settle(apply(st, kind, p, **args), {"target": pick})
    assert _zone(st, rot) == "hero_row"
    assert st.table.cards[a].tapped and st.table.cards[b].tapped and not st.table.cards[c].tapped
    st.table.cards[c].tapped = True
    st = _next_turn(st)  # the opponent's ready step
    assert st.table.cards[a].tapped and st.table.cards[b].tapped and not st.table.cards[c].tapped
    from engine.wow.leaving_play import destroy

    destroy(st, rot, None)
    st = _next_turn(_next_turn(st))  # it left play: they ready again
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped
