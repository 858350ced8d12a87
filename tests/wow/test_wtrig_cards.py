"""Helper wtrig (issue #18): triggered powers read by ``engine/wow/cards/templates_wtrig.py`` (a player
picks among his own cards on resolution, EN 709.1; "destroy all non-X allies") and scripted in
``engine/wow/cards/scripts/wtrig.toml`` (conditions on this turn's history, ``engine.wow.wtrig_checks``),
each played with real cards of the pool."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def _hand(st, player: int) -> int:
    return len(st.table.zone(player, "hand"))


def _answer(st, answers: dict):
    """Answer the first pending choice: ``answers[kind]`` (a list of picks, or a function of the
    pending giving them); otherwise the first option (none when none is required)."""
    pending = st.pending[0]
    given = answers.get(pending.kind)
    if callable(given):
        given = given(pending)
    if given is None:
        given = [] if pending.min == 0 else [pending.options[0].id]
    return choose(st, *given)


def _until(st, done, answers: dict | None = None, limit: int = 120):
    """Play on (passing, answering with ``_answer``) until ``done(st)``."""
    for _ in range(limit):
        if done(st) or st.over:
            return st
        st = _answer(st, answers or {}) if st.pending else apply(st, "pass", st.priority)
    raise AssertionError("the game never reached the expected point")


def _settle(st, answers: dict | None = None):
    """Resolve the chain and the triggers, answering as ``_answer`` does."""
    return _until(st, lambda s: not s.chain and not s.pending and not s.triggers and not getattr(s, "waiting", None), answers)


def _fight(st, answers: dict | None = None):
    """Play the combat out (no protector), then its triggers, answering as ``_answer`` does."""
    return _until(st, lambda s: s.combat is None and not s.chain and not s.pending and not s.triggers, {"protector": ["none"], **(answers or {})})


def _next_turn(st, answers: dict | None = None):
    turn = st.turn
    return _until(st, lambda s: s.turn == turn + 1 and s.step == "main" and not s.chain and not s.pending, answers)


# --- templates_wtrig: "another … you control", "exhaust a hero or ally in your party", resources, "non-X" ---


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_kraven_destroys_another_ally_for_a_ghoul(answer):
    # EN 709.1, 709.3, 404.2: "When this ally enters play, you may destroy another ally you control. If you do,
    # put a 3 [MELEE] / 3 [HEALTH] Ghoul ally token into play." — picked on resolution, never Kraven himself
    automated("Kraven the Gravebound")
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(hound)]

    st, kraven = play_real(st, "Kraven the Gravebound", 0, pay=6)
    st = _settle(st, {"may": [answer], "player_picks": pick})
    ghouls = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert _zone(st, kraven) == "allies"
    if answer == "yes":
        assert seen == [[str(hound)]]  # only the other ally is offered
        assert _zone(st, hound) == "graveyard"
        assert len(ghouls) == 1 and kw.atk(st, ghouls[0]) == 3 and kw.health(st, ghouls[0]) == 3
    else:
        assert _zone(st, hound) == "allies" and not ghouls


def test_kraven_alone_puts_no_ghoul():
    # EN 709.3: with no other ally to destroy, nothing was done: no token
    st = start()
    st, kraven = play_real(st, "Kraven the Gravebound", 0, pay=6)
    st = _settle(st, {"may": ["yes"]})
    assert _zone(st, kraven) == "allies"
    assert not [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]


def test_veliana_destroys_another_ally_at_end_of_turn_to_burn_a_hero():
    # EN 703, 709.3: "At the end of your turn, you may destroy another ally you control. If you do, this ally
    # deals 5 fire damage to target opposing hero."
    automated("Veliana Felblood")
    st = start()
    veliana = put_real(st, 0, "Veliana Felblood", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    st = _next_turn(st, {"may": ["yes"], "target": [str(hero(st, 1))], "player_picks": [str(owl)]})
    assert _zone(st, owl) == "graveyard" and _zone(st, veliana) == "allies"
    assert st.table.cards[hero(st, 1)].damage == 5


def test_rumu_destroys_own_card_then_target_ability():
    # EN 709.1, 709.3: "When this ally enters play, you may destroy another ability, ally, or equipment you
    # control. If you do, destroy target ability."
    automated("Rumu Moonhaze")
    st = start()
    aura = put_real(st, 1, "Spiritual Healing", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    st, rumu = play_real(st, "Rumu Moonhaze", 0, pay=5)
    st = _settle(st, {"may": ["yes"], "target": [str(aura)], "player_picks": [str(owl)]})
    assert _zone(st, owl) == "graveyard" and _zone(st, aura) == "graveyard" and _zone(st, rumu) == "allies"


def test_rumu_declined_keeps_the_ability():
    st = start()
    aura = put_real(st, 1, "Spiritual Healing", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    st, _ = play_real(st, "Rumu Moonhaze", 0, pay=5)
    st = _settle(st, {"may": ["no"], "target": [str(aura)]})
    assert _zone(st, owl) == "allies" and _zone(st, aura) == "hero_row"


def test_kark_baneblood_puts_target_equipment_on_the_bottom():
    # EN 709.3, 415.3c: "… you may destroy another ability, ally, or equipment you control. If you do, put target
    # equipment on the bottom of its owner's deck."
    automated("Kark Baneblood")
    st = start()
    crow = put_real(st, 1, "Blackcrow", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    st, kark = play_real(st, "Kark Baneblood", 0, pay=6)
    st = _settle(st, {"may": ["yes"], "target": [str(crow)], "player_picks": [str(owl)]})
    assert _zone(st, owl) == "graveyard" and _zone(st, kark) == "allies"
    assert st.table.zone(1, "deck")[-1] == crow


@pytest.mark.parametrize(("ready", "draws"), [(True, 1), (False, 0)])
def test_headmasters_charge_exhausts_for_a_card(ready, draws):
    # EN 703, 709.3, 411.1: "When you play an ability, you may exhaust a hero or ally in your party. If you do,
    # draw a card." — only a ready one can be exhausted
    automated("Headmaster's Charge")
    st = start()
    put_real(st, 0, "Headmaster's Charge", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    st.table.cards[hero(st, 0)].tapped = True
    st.table.cards[owl].tapped = not ready
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    hand = _hand(st, 0)
    st = _settle(st, {"may": ["yes"], "player_picks": [str(owl)]})
    assert _hand(st, 0) == hand + draws
    assert st.table.cards[owl].tapped
    assert st.table.cards[hero(st, 1)].damage == 3  # the ability itself resolved


def test_amulet_of_dull_dreaming_returns_a_resource():
    # EN 703, 709.1 (412): "At the start of your turn, you may put a resource you control into your hand."
    automated("Amulet of Dull Dreaming")
    st = start()
    put_real(st, 1, "Amulet of Dull Dreaming", "hero_row")
    res = resources(st, 1, 2)
    st = _next_turn(st, {"may": ["yes"], "player_picks": [str(res[0])]})
    assert st.active == 1
    assert _zone(st, res[0]) == "hand" and _zone(st, res[1]) == "resources"


def test_doom_lord_kazzak_destroys_non_demons_at_end_of_turn():
    # EN 703, 202.1a: "At the end of your turn, destroy all non-Demon allies" (Kazzak is a Demon)
    automated("Doom Lord Kazzak")
    st = start()
    kazzak = put_real(st, 0, "Doom Lord Kazzak", "allies")
    mine, theirs = put(st, 0, "Mist Owl", "allies"), put(st, 1, "Iron Sentinel", "allies")
    st = _next_turn(st)
    assert _zone(st, kazzak) == "allies"
    assert _zone(st, mine) == "graveyard" and _zone(st, theirs) == "graveyard"


# --- scripts (wtrig.toml) ---------------------------------------------------------------------------


def test_conqueror_jarano_destroys_a_death_knight_card():
    # EN 703, 709.3, 202.4: "When this ally enters play, you may destroy target [Death Knight] ability or equipment."
    automated("Conqueror Jarano")
    st = start()
    dk = put_real(st, 1, "Pendant of Quiet Breath", "hero_row")  # a [Death Knight] (Paladin, Warrior) item
    other = put_real(st, 1, "Blackcrow", "hero_row")  # a Hunter weapon
    offered: list[list[str]] = []

    def target(pending):
        offered.append([o.id for o in pending.options])
        return [str(dk)]

    st, _ = play_real(st, "Conqueror Jarano", 0, pay=6)
    st = _settle(st, {"target": target})
    assert _zone(st, dk) == "graveyard" and _zone(st, other) == "hero_row"
    assert str(other) not in offered[0]


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_funken_fusemissile_returns_another_ally(answer):
    # EN 709.1, 709.3: "When this ally enters play, youmay [sic] put another ally you control into its owner's hand."
    automated("Funken Fusemissile")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    st, funken = play_real(st, "Funken Fusemissile", 0, pay=5)
    st = _settle(st, {"may": [answer], "player_picks": [str(owl)]})
    assert _zone(st, funken) == "allies"
    assert _zone(st, owl) == ("hand" if answer == "yes" else "allies")


def test_blue_suede_shoes_makes_a_card_untargetable_this_turn():
    # EN 703, glossary Untargetable: "When Blue Suede Shoes enters play, target card in play you control is
    # Untargetable this turn." — an opponent can't target it; it ends with the turn
    automated("Blue Suede Shoes")
    st = start()
    owl = put(st, 0, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Blue Suede Shoes", 0)
    st = _settle(st, {"target": [str(owl)]})
    assert "Untargetable" in kw.keywords(st, owl)
    st = _next_turn(st)
    assert "Untargetable" not in kw.keywords(st, owl)


@pytest.mark.parametrize(("damage", "draws"), [(3, 1), (6, 0)])
def test_jexali_heals_then_draws_if_the_hero_is_undamaged(damage, draws):
    # EN 709, 709.3: "When this ally enters play, she heals 4 damage from your hero. Then, if your hero is
    # undamaged, you may draw a card."
    automated("Jex'ali")
    st = start()
    st.table.cards[hero(st, 0)].damage = damage
    st, _ = play_real(st, "Jex'ali", 0, pay=3)
    hand = _hand(st, 0)
    st = _settle(st, {"may": ["yes"]})
    assert st.table.cards[hero(st, 0)].damage == max(0, damage - 4)
    assert _hand(st, 0) == hand + draws


@pytest.mark.parametrize(("answer", "draws"), [("yes", 1), ("no", 0)])
def test_mining_monkey_may_draw(answer, draws):
    # EN 709.3: "When this ally enters play, each friendly player may draw a card." (two players: you)
    automated("Mining Monkey")
    st = start()
    st, _ = play_real(st, "Mining Monkey", 0)
    hand, theirs = _hand(st, 0), _hand(st, 1)
    st = _settle(st, {"may": [answer]})
    assert _hand(st, 0) == hand + draws and _hand(st, 1) == theirs


@pytest.mark.parametrize(("played", "draws"), [(2, 1), (1, 0)])
def test_melodious_slippers_draw_after_two_abilities(played, draws):
    # EN 703, 409, 709: "At the end of each turn, if you played two or more abilities this turn, draw a card."
    automated("Melodious Slippers")
    st = start()
    put_real(st, 0, "Melodious Slippers", "hero_row")
    for u in list(st.table.zone(0, "hand"))[:3]:
        st.table.move(u, "removed")  # room under the maximum hand size (415.4b)
    for _ in range(played):
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    hand = _hand(st, 0)
    st = _until(st, lambda s: s.turn == 2)  # P2's draw step comes after the end of P1's turn
    assert _hand(st, 0) == hand + draws


@pytest.mark.parametrize(("hurt", "draws"), [(False, 1), (True, 0)])
def test_nadina_draws_if_your_hero_was_not_damaged(hurt, draws):
    # EN 703, 709.3: "At the end of each opponent's turn, if your hero wasn't dealt damage this turn, you may
    # draw a card." — on the opponent's turn only, reading that turn's damage
    automated("Nadina the Red")
    st = start()
    put_real(st, 1, "Nadina the Red", "allies")
    if hurt:
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    hand = _hand(st, 1)
    st = _until(st, lambda s: s.turn == 2 and s.step == "main" and not s.chain and not s.pending, {"may": ["yes"]})
    assert _hand(st, 1) == hand + 1 + draws  # his draw step, and Nadina's card


def test_landros_lil_xt_destroys_an_item_and_pings_each_turn():
    # EN 703: "When this ally enters play, you may destroy target item. At the start of your turn, this ally deals
    # 1 nature damage to each hero and ally." — two triggered powers of one line
    automated("Landro's Lil' XT")
    st = start()
    item = put_real(st, 1, "Pendant of Quiet Breath", "hero_row")
    owl = put(st, 1, "Iron Sentinel", "allies")
    st, xt = play_real(st, "Landro's Lil' XT", 0)
    st = _settle(st, {"target": [str(item)]})
    assert _zone(st, item) == "graveyard"
    st = _next_turn(st)
    assert st.table.cards[hero(st, 0)].damage == 0  # not at the start of the opponent's turn
    st = _next_turn(st)
    assert st.table.cards[hero(st, 0)].damage == 1 and st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[xt].damage == 1 and st.table.cards[owl].damage == 1


@pytest.mark.parametrize("attacks", [True, False])
def test_outrider_zarg_is_destroyed_if_he_dealt_no_damage(attacks):
    # EN 703, 709: "At the end of your turn, if Outrider Zarg dealt no damage this turn, destroy him."
    automated("Outrider Zarg")
    st = start()
    zarg = put_real(st, 0, "Outrider Zarg", "allies")
    if attacks:
        st = finish_combat(apply(st, "attack", 0, attacker=zarg, defender=hero(st, 1)))
        st = _settle(st)
        assert st.table.cards[hero(st, 1)].damage == 4
    st = _next_turn(st)
    assert _zone(st, zarg) == ("allies" if attacks else "graveyard")


def _strike(st, weapon: int):
    """Your hero attacks the opposing hero and strikes with ``weapon`` (408.3d: damage dealt with it)."""
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=weapon)
    return _settle(finish_combat(st))


@pytest.mark.parametrize("strikes", [True, False])
def test_bloodseeker_hurts_your_hero_unless_it_dealt_damage(strikes):
    # EN 703, 709, 408.3d: "At the end of your turn, if no damage was dealt with Bloodseeker this turn, put 3
    # damage on your hero."
    automated("Bloodseeker")
    st = start()
    seeker = put_real(st, 0, "Bloodseeker", "hero_row")
    if strikes:
        st = _strike(st, seeker)
        assert st.table.cards[hero(st, 1)].damage > 0
    before = st.table.cards[hero(st, 0)].damage
    st = _next_turn(st)
    assert st.table.cards[hero(st, 0)].damage == before + (0 if strikes else 3)


@pytest.mark.parametrize("name", ["Blade of Unquenched Thirst", "Hungering Bone Cudgel"])
@pytest.mark.parametrize("strikes", [True, False])
def test_thirsty_weapons_destroyed_unless_they_dealt_damage(name, strikes):
    # EN 703, 709, 408.3d: "At the end of your turn, if no damage was dealt with <weapon> this turn, destroy it."
    automated(name)
    st = start()
    weapon = put_real(st, 0, name, "hero_row")
    if strikes:
        st = _strike(st, weapon)
        assert st.table.cards[hero(st, 1)].damage > 0
    st = _next_turn(st)
    assert _zone(st, weapon) == ("hero_row" if strikes else "graveyard")


def test_thirsty_weapon_not_saved_by_other_damage():
    # 408.3d: damage dealt by your hero without the weapon (an ability) is not dealt with it
    st = start()
    blade = put_real(st, 0, "Blade of Unquenched Thirst", "hero_row")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 3
    st = _next_turn(st)
    assert _zone(st, blade) == "graveyard"


@pytest.mark.parametrize("attacks", [True, False])
def test_pendant_of_quiet_breath_counts_turns_without_attacking(attacks):
    # EN 703, 709, 601.1, 404.1: "At the end of your turn, if your hero didn't attack this turn, add a tactics
    # counter to this item." / "Your hero has Assault 1 for each tactics counter."
    automated("Pendant of Quiet Breath")
    st = start()
    pendant = put_real(st, 0, "Pendant of Quiet Breath", "hero_row")
    if attacks:
        st = _settle(finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))))
    st = _next_turn(st)
    assert st.table.cards[pendant].counters.get("tactics", 0) == (0 if attacks else 1)


def _place_face_up(st, player: int, name: str):
    """The player places a quest from his hand face up as his resource (412.1b)."""
    quest = put_real(st, player, name, "hand")
    return apply(st, "resource", player, uid=quest, face_up=True), quest


def test_great_kodo_exhausts_a_card_when_a_resource_is_placed_face_up():
    # EN 703, 412.1b, 411.1: "When you place a resource face up, you may exhaust target card in play."
    automated("Great Kodo")
    st = start()
    put_real(st, 0, "Great Kodo", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st, _ = _place_face_up(st, 0, "Kodo Roundup")
    st = _settle(st, {"target": [str(enemy)]})
    assert st.table.cards[enemy].tapped


def test_mottled_drake_readies_and_heals_a_dragonkin():
    # EN 703, 412.1b: "When you place a resource into your resource row face up, ready target Dragonkin ally you
    # control. Your hero heals all damage from it."
    automated("Mottled Drake")
    st = start()
    drake = put_real(st, 0, "Mottled Drake", "allies")
    st.table.cards[drake].tapped = True
    st.table.cards[drake].damage = 2
    st, _ = _place_face_up(st, 0, "Kodo Roundup")
    st = _settle(st, {"target": [str(drake)]})
    assert not st.table.cards[drake].tapped and st.table.cards[drake].damage == 0


def test_sacrificial_poison_attaches_to_a_hero_hit_in_combat_and_eats_his_allies():
    # 400.1, EN 703, 709.1: "Attach to target hero that your hero dealt combat damage to this turn." /
    # "Ongoing: At the start of attached hero's controller's turn, he destroys an ally in his party."
    automated("Sacrificial Poison")
    st = start()
    crow = put_real(st, 0, "Blackcrow", "hero_row")
    mine, theirs = put(st, 0, "Mist Owl", "allies"), put(st, 1, "Iron Sentinel", "allies")
    poison = put_real(st, 0, "Sacrificial Poison", "hand")
    resources(st, 0, 3)
    assert not any(a.type == "play" and a.args.get("uid") == poison for a in ENGINE.legal_actions(st, 0))  # no hero hit yet
    st = _strike(st, crow)
    assert st.table.cards[hero(st, 1)].damage > 0
    st = apply(st, "play", 0, uid=poison, x=0)
    assert [o.id for o in st.pending[0].options] == [str(hero(st, 1))]  # only the hero hit in combat
    st = _settle(choose(st, str(hero(st, 1))))
    assert st.table.cards[poison].attached_to == hero(st, 1)
    st = _next_turn(st, {"player_picks": [str(theirs)]})  # P2's turn: he destroys an ally in his party
    assert _zone(st, theirs) == "graveyard" and _zone(st, mine) == "allies"
    st = _next_turn(st)  # P1's turn: nothing
    assert _zone(st, mine) == "allies"


def test_floating_web_puts_a_def_counter_on_each_of_your_armors():
    # EN 703, 404.1: "When this armor enter [sic] play, add a +1 [Defense] counter to this and each other armor
    # you control." — the opponent's armor gets none
    automated("Floating Web")
    st = start()
    other = put_real(st, 0, "Melodious Slippers", "hero_row")
    theirs = put_real(st, 1, "Blue Suede Shoes", "hero_row")
    st, web = play_real(st, "Floating Web", 0)
    st = _settle(st)
    assert _zone(st, web) == "hero_row"
    assert st.table.cards[web].counters.get("+1 DEF") == 1 and st.table.cards[other].counters.get("+1 DEF") == 1
    assert not st.table.cards[theirs].counters.get("+1 DEF")
    assert kw.defense(st, other) == (kw.data(st, other).get("def") or 0) + 1


def test_blessing_of_the_martyr_returns_its_destroyed_host_to_hand():
    # EN 703, 709.1: "Attach to target ally." / "When attacked [sic: attached] ally is destroyed, its owner puts it
    # from his graveyard into hand."
    automated("Blessing of the Martyr")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    other = put(st, 0, "Loyal Hound", "allies")
    st, blessing = play_real(st, "Blessing of the Martyr", 0, str(ally))
    st = _settle(st)
    assert st.table.cards[blessing].attached_to == ally
    for victim in (other, ally):
        vanish = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
        resources(st, 0, 4)
        st = _settle(choose(apply(st, "play", 0, uid=vanish, x=0), str(victim)))
        if victim == other:
            assert _zone(st, other) == "graveyard"  # not the host: it stays there
    assert _zone(st, ally) == "hand" and _zone(st, blessing) == "graveyard"


def test_anachronos_readies_a_resource_for_each_bronze_dragonkin():
    # EN 703, 709.3, 411.1: "At the end of your turn, you may ready a resource you control for each Bronze
    # Dragonkin you control." — Anachronos himself and another Bronze Dragonkin: two resources
    automated("Anachronos")
    st = start()
    put_real(st, 0, "Anachronos", "allies")
    put_real(st, 0, "Bronze Guardian", "allies")  # a second Bronze Dragonkin
    put_real(st, 1, "Bronze Warden", "allies")  # an opposing one doesn't count
    res = resources(st, 0, 3)
    for u in res:
        st.table.cards[u].tapped = True
    seen: list[int] = []

    def pick(pending):
        seen.append(pending.max)
        return [o.id for o in pending.options][: pending.max]

    st = _until(st, lambda s: s.step == "wrapup" or s.turn == 2, {"may": ["yes"], "player_picks": pick})
    assert seen == [2]
    assert sum(1 for u in res if not st.table.cards[u].tapped) == 2


# --- the card's own events (self_ev, engine.wow.self_triggers) --------------------------------------


def test_zandar_puts_the_damage_he_is_dealt_on_your_hero_too():
    # EN 703: "When Zandar is dealt damage, also put that much on your hero."
    automated("Zandar Shadesprocket")
    st = start()
    zandar = put_real(st, 0, "Zandar Shadesprocket", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(zandar)))
    assert st.table.cards[hero(st, 0)].damage == 3  # the 3 fire damage Zandar was dealt


@pytest.mark.parametrize("defender", ["hero", "ally"])
def test_woodsie_destroys_an_opposing_card_after_hitting_the_defending_hero(defender):
    # EN 703, 709.3: "When Woodsie deals combat damage to an opponent's defending hero, you may destroy target
    # ability or equipment he controls." — not on damage to an ally
    automated("Woodsie Leafsong")
    st = start()
    woodsie = put_real(st, 0, "Woodsie Leafsong", "allies")
    gear = put_real(st, 1, "Blue Suede Shoes", "hero_row")
    target = hero(st, 1) if defender == "hero" else put(st, 1, "Stone Guardian", "allies")
    st = _settle(finish_combat(apply(st, "attack", 0, attacker=woodsie, defender=target)), {"target": [str(gear)]})
    if defender == "hero":
        assert st.table.cards[target].damage > 0
    assert _zone(st, gear) == ("graveyard" if defender == "hero" else "hero_row")


@pytest.mark.parametrize(("spare", "ready"), [(1, True), (0, False)])
def test_zugna_pays_to_ready_after_her_first_exhaust(spare, ready):
    # EN 703, 709.3, 412.2: "When this ally exhausts for the first time ach [sic] turn, you may pay 1. If you do,
    # ready her."
    automated("Zugna, Windseer Apprentice")
    st = start()
    zugna = put_real(st, 0, "Zugna, Windseer Apprentice", "allies")
    resources(st, 0, spare)
    st = _fight(apply(st, "attack", 0, attacker=zugna, defender=hero(st, 1)), {"may": ["yes"]})
    assert st.table.cards[hero(st, 1)].damage > 0
    assert st.table.cards[zugna].tapped is not ready
    if ready:  # only the first time each turn
        resources(st, 0, 1)
        st = _fight(apply(st, "attack", 0, attacker=zugna, defender=hero(st, 1)), {"may": ["yes"]})
        assert st.table.cards[zugna].tapped


def test_soram_wildbark_gives_assault_to_the_character_he_heals():
    # EN 703, glossary Mend: "Mend 1" / "When this ally heals damage from a hero or ally, that character as [sic]
    # Assault 1 this turn."
    automated("Soram Wildbark")
    st = start()
    put_real(st, 1, "Soram Wildbark", "allies")
    hurt = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[hurt].damage = 2
    st = _next_turn(st, {"target": [str(hurt)], "may": ["yes"]})
    assert st.table.cards[hurt].damage == 1
    assert "Assault" in kw.keywords(st, hurt)


@pytest.mark.parametrize("event", ["attacks", "defends"])
def test_razek_exhausts_the_opponents_abilities_and_equipment(event):
    # EN 703, 411.1: "When Razek attacks or defends, target opponent exhausts each ability and equipment he controls."
    automated("Quakelord Razek Warhoof")
    st = start()
    razek = put_real(st, 0, "Quakelord Razek Warhoof", "allies")
    theirs = [put_real(st, 1, "Blue Suede Shoes", "hero_row"), put_real(st, 1, "Blackcrow", "hero_row")]
    mine = put_real(st, 0, "Melodious Slippers", "hero_row")
    if event == "attacks":
        st = _settle(apply(st, "attack", 0, attacker=razek, defender=hero(st, 1)), {"target": []})
    else:
        enemy = put(st, 1, "Iron Sentinel", "allies")
        st = _next_turn(st)
        st = _settle(apply(st, "attack", 1, attacker=enemy, defender=razek), {"target": [], "protector": ["none"]})
    assert all(st.table.cards[u].tapped for u in theirs)
    assert not st.table.cards[mine].tapped


def test_ozumat_burns_the_opponent_who_targets_him():
    # EN 703, 706.1: "When Ozumat becomes targeted by an opposing card of [sic] effect, he deals 10 shadow damage
    # to that opponent's hero."
    automated("Ozumat")
    st = start()
    ozumat = put_real(st, 1, "Ozumat", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(ozumat)))
    assert st.table.cards[hero(st, 0)].damage == 10 and st.table.cards[hero(st, 1)].damage == 0


def test_ozumat_targeted_by_its_controller_does_nothing():
    st = start()
    ozumat = put_real(st, 0, "Ozumat", "allies")
    bolt = put(st, 0, "Healing Touch", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(ozumat)))
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[hero(st, 1)].damage == 0


@pytest.mark.parametrize(("attacker", "discards"), [("ally", 1), ("hero", 0)])
def test_tully_discards_when_defending_against_an_ally(attacker, discards):
    # EN 703, 415.9d: "When Tully defends against an ally, discard a card."
    automated("Tully Fiddlewit")
    st = start()
    tully = put_real(st, 1, "Tully Fiddlewit", "allies")
    att = put(st, 0, "Iron Sentinel", "allies") if attacker == "ally" else hero(st, 0)
    hand = _hand(st, 1)
    st = _fight(apply(st, "attack", 0, attacker=att, defender=tully))
    assert _hand(st, 1) == hand - discards


@pytest.mark.parametrize("attacker", ["ally", "hero"])
def test_grunt_baranka_takes_the_attacking_ally_with_her(attacker):
    # EN 703, 709.3: "When Grunt Baranka defends against an ally, destroy her. If you do, destroy all attacking allies."
    automated("Grunt Baranka")
    st = start()
    grunt = put_real(st, 1, "Grunt Baranka", "allies")
    att = put(st, 0, "Iron Sentinel", "allies") if attacker == "ally" else hero(st, 0)
    st = _fight(apply(st, "attack", 0, attacker=att, defender=grunt))
    if attacker == "ally":
        assert _zone(st, grunt) == "graveyard" and _zone(st, att) == "graveyard"
    else:
        assert _zone(st, grunt) == "allies"  # a hero attacked her (no weapon: no damage): she stays


# --- ongoing abilities -----------------------------------------------------------------------------


def test_evocation_is_destroyed_when_a_card_leaves_your_hand():
    # EN 703: "Ongoing: 2 -> Draw a card." / "When a card leaves your hand, destroy Evocation."
    automated("Evocation")
    st = start()
    st, evocation = play_real(st, "Evocation", 0)
    st = _settle(st)
    assert _zone(st, evocation) == "hero_row"
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert _zone(st, evocation) == "graveyard"


@pytest.mark.parametrize("event", ["ability", "attack"])
def test_flight_form_ends_when_you_play_an_ability_or_your_hero_attacks(event):
    # EN 703: "Ongoing: Your hero is Untargetable." / "When you play an ability or your hero attacks, destroy Flight Form."
    automated("Flight Form")
    st = start()
    st, form = play_real(st, "Flight Form", 0)
    st = _settle(st)
    assert _zone(st, form) == "hero_row" and "Untargetable" in kw.keywords(st, hero(st, 0))
    if event == "ability":
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    else:
        put_real(st, 0, "Blackcrow", "hero_row")
        st = _fight(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert _zone(st, form) == "graveyard"


def test_dark_transformation_destroys_an_ally_when_the_ghoul_hits_a_hero():
    # EN 703: "Attach to target Ghoul." / "Ongoing: Attached Ghoul has +7 / +7." / "When attached Ghoul deals damage
    # to an opposing hero, destroy target opposing ally."
    automated("Dark Transformation")
    st = start()
    ghoul = put_real(st, 0, "Skullchewer", "allies")  # a Ghoul ally
    victim = put(st, 1, "Iron Sentinel", "allies")
    st, dark = play_real(st, "Dark Transformation", 0, str(ghoul))
    st = _settle(st)
    assert st.table.cards[dark].attached_to == ghoul and kw.atk(st, ghoul) == 12
    st = _fight(apply(st, "attack", 0, attacker=ghoul, defender=hero(st, 1)), {"target": [str(victim)]})
    assert st.table.cards[hero(st, 1)].damage == 12
    assert _zone(st, victim) == "graveyard"


def test_pygmy_pyramid_leaves_three_different_pygmies():
    # EN 703, 404.2: "When this ally is destroyed, put three 1 [MELEE] / 1 [HEALTH] Pygmy Monster ally tokens into
    # play, the first with Elusive, the second with Mend 2, and the third with Protector."
    automated("Pygmy Pyramid")
    st = start()
    pyramid = put_real(st, 0, "Pygmy Pyramid", "allies")
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = _settle(choose(apply(st, "play", 0, uid=vanish, x=0), str(pyramid)))
    assert _zone(st, pyramid) == "graveyard"
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 3 and all(kw.atk(st, u) == 1 and kw.health(st, u) == 1 and "pygmy" in kw.words(st, u) for u in tokens)
    assert sorted(k for u in tokens for k in kw.keywords(st, u) if k in ("Elusive", "Mend", "Protector")) == ["Elusive", "Mend", "Protector"]


def test_idrakess_mistress_hits_each_horde_and_alliance_character():
    # EN 703, 202.1a: "When this ally attacks, she deals 1 frost damage to each [Horde] and [Alliance] hero and ally."
    automated("Idra'kess Mistress")
    st = start()  # Korga Stormcaller (Horde) and Alia Dawnblade (Alliance)
    mistress = put_real(st, 0, "Idra'kess Mistress", "allies")
    horde, neutral = put_real(st, 1, "Daedak the Graveborne", "allies"), put(st, 1, "Iron Sentinel", "allies")
    st = _settle(apply(st, "attack", 0, attacker=mistress, defender=neutral), {"protector": ["none"]})
    assert st.table.cards[hero(st, 0)].damage == 1 and st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[horde].damage == 1 and st.table.cards[mistress].damage == 0


def test_justicar_nimzi_removes_a_druid_card_as_she_leaves_play():
    # EN 703, 415.9a: "When this ally leaves play, you may remove target Druid ally, [Druid] ability, or [Druid]
    # equipment from the game."
    automated("Justicar Nimzi Banedrizzle")
    st = start()
    nimzi = put_real(st, 0, "Justicar Nimzi Banedrizzle", "allies")
    druid = put_real(st, 1, "Headmaster's Charge", "hero_row")  # a [Druid] weapon
    other = put_real(st, 1, "Blackcrow", "hero_row")
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    offered: list[set[str]] = []

    def target(pending):
        offered.append({o.id for o in pending.options})
        return [str(druid)]

    st = _settle(choose(apply(st, "play", 0, uid=vanish, x=0), str(nimzi)), {"target": target})
    assert _zone(st, nimzi) == "graveyard"
    assert _zone(st, druid) == "removed" and _zone(st, other) == "hero_row"
    assert str(other) not in offered[-1]


def test_daedak_burns_for_each_resource_and_heals_that_much():
    # EN 703, 709: "When this ally is destroyed, your hero deals 1 shadow damage for each resource you control to
    # target opposing hero. Then, your hero heals 1 damage from itself for each damage dealt this way."
    automated("Daedak the Graveborne")
    st = start()
    daedak = put_real(st, 0, "Daedak the Graveborne", "allies")
    st.table.cards[hero(st, 0)].damage = 10
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    put(st, 0, "Mist Owl", "resources")  # five resources in all
    st = _settle(choose(apply(st, "play", 0, uid=vanish, x=0), str(daedak)), {"target": [str(hero(st, 1))], "may": ["no"]})
    assert st.table.cards[hero(st, 1)].damage == 5
    assert st.table.cards[hero(st, 0)].damage == 5


@pytest.mark.parametrize(("bolts", "readies"), [(2, True), (1, False)])
def test_cobra_sting_readies_resources_after_five_damage_to_its_host(bolts, readies):
    # EN 703, 709, 411.1: "At the end of your turn, if attached hero was dealt 5 or more damage this turn, ready all
    # resources you control." — two Fire Bolts deal 6, one deals 3
    automated("Cobra Sting")
    st = start()
    st, sting = play_real(st, "Cobra Sting", 0, str(hero(st, 1)))
    st = _settle(st)
    assert st.table.cards[sting].attached_to == hero(st, 1)
    for _ in range(bolts):
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 3 * bolts
    mine = list(st.table.zone(0, "resources"))
    assert any(st.table.cards[u].tapped for u in mine)
    st = _until(st, lambda s: s.step == "wrapup" or s.turn == 2)
    assert all(not st.table.cards[u].tapped for u in mine) is readies


@pytest.mark.parametrize("quiet", [True, False])
def test_thysta_burns_the_turn_player_after_a_turn_without_damage(quiet):
    # EN 703, 709: "At the end of each player's turn, if no damage was dealt this turn, Thysta Spiritlasher deals 3
    # fire damage to that player's hero."
    automated("Thysta Spiritlasher")
    st = start()
    put_real(st, 1, "Thysta Spiritlasher", "allies")
    if not quiet:
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    before = st.table.cards[hero(st, 0)].damage, st.table.cards[hero(st, 1)].damage
    st = _next_turn(st)
    assert st.table.cards[hero(st, 0)].damage == before[0] + (3 if quiet else 0)
    assert st.table.cards[hero(st, 1)].damage == before[1]  # not the other player's hero


def test_ishanah_takes_the_ally_the_opponent_chooses_at_his_turn_start():
    # EN 703, 709.1, 401.3: "At the start of each opponent's turn, he chooses an ally in his party. Gain control of
    # that ally." — he picks (not a target); only on his turns
    automated("Ishanah, High Priestess of the Aldor")
    st = start()
    ishanah = put_real(st, 0, "Ishanah, High Priestess of the Aldor", "allies")
    keep, given = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies")
    pickers: list[int] = []

    def pick(pending):
        pickers.append(pending.player)
        return [str(given)]

    st = _next_turn(st, {"player_picks": pick})
    assert pickers == [1]
    assert st.table.cards[given].controller == 0 and st.table.cards[keep].controller == 1
    assert st.table.cards[ishanah].controller == 0
    st = _next_turn(st, {"player_picks": pick})  # P1's own turn: nothing
    assert pickers == [1] and st.table.cards[given].controller == 0


def test_siamat_exhausts_faction_allies_and_makes_air_elementals_for_them():
    # EN 703, 411.1, 404.2, 202.1a: "When Siamat enters play, exhaust all [HORDE] and [ALLIANCE] allies." /
    # "[HORDE] and [ALLIANCE] allies can't ready." / "At the start of your turn, put a 2 [NATURE] / 1 [HEALTH] Air
    # Elemental ally token into play for each exhausted [HORDE] and [ALLIANCE] ally."
    automated("Siamat, Lord of the South Wind")
    st = start()
    horde = put_real(st, 1, "Daedak the Graveborne", "allies")
    alliance = put_real(st, 0, "Justicar Nimzi Banedrizzle", "allies")
    neutral = put(st, 1, "Iron Sentinel", "allies")
    st, siamat = play_real(st, "Siamat, Lord of the South Wind", 0, pay=9)
    st = _settle(st)
    assert _zone(st, siamat) == "allies"
    assert st.table.cards[horde].tapped and st.table.cards[alliance].tapped and not st.table.cards[neutral].tapped
    assert not st.table.cards[hero(st, 0)].tapped  # heroes are not allies
    st = _next_turn(st)
    st = _next_turn(st)
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 2
    assert all(kw.atk(st, u) == 2 and kw.health(st, u) == 1 and "nature" in kw.words(st, u) for u in tokens)
