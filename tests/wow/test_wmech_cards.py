"""Helper wmech: mechanisms played with the real cards — a given Sentinel (``engine.wow.given_sentinel``),
targets counted by X or a count, "any number of target … with combined cost N or less", Sabotage of what
is no card in play, "you may skip drawing"."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _attack(st, attacker: int, defender: int):
    st = resolve_chain(apply(st, "attack", st.table.cards[attacker].controller, attacker=attacker, defender=defender))
    return finish_combat(st)


# --- a given Sentinel (reminder: "The first time it exhausts each turn, ready it."; EN 703.1, 411.1) ----


def test_force_of_earth_gives_atk_and_sentinel_this_turn():
    # "Target hero or ally has +1 ATK and Sentinel this turn." — EN 714 (this turn), Sentinel's reminder
    # text: the first time it exhausts each turn it readies (a triggered power, EN 703.1); the second time not.
    automated("Force of Earth")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    before = kw.atk(st, a)
    st, _ = play_real(st, "Force of Earth", 0, str(a))
    st = resolve_chain(st)
    assert kw.atk(st, a) == before + 1
    st = _attack(st, a, hero(st, 1))
    assert not st.table.cards[a].tapped  # the first exhaust this turn: readied
    st = _attack(st, a, hero(st, 1))
    assert st.table.cards[a].tapped  # the second: not


def test_force_of_earth_sentinel_not_after_an_earlier_exhaust_and_not_next_turn():
    # Sentinel: "The first time it exhausts each turn" — an exhaust before the grant was the first (411.1)
    from .test_wtrig_cards import _next_turn

    automated("Force of Earth")
    st = start()
    a = put(st, 0, "Raging Brute", "allies")
    b = put(st, 0, "Raging Brute", "allies")
    st = _attack(st, a, hero(st, 1))  # a exhausts before it has Sentinel
    st.table.cards[a].tapped = False
    st, _ = play_real(st, "Force of Earth", 0, str(a))
    st = _attack(resolve_chain(st), a, hero(st, 1))
    assert st.table.cards[a].tapped  # not the first exhaust of the turn
    st = _attack(st, b, hero(st, 1))
    assert st.table.cards[b].tapped  # no Sentinel: the untargeted ally stays exhausted
    st = _next_turn(_next_turn(st))
    assert not kw.has(st, a, "Sentinel")  # "this turn" (EN 714)


def test_hand_of_devotion_hero_protects_and_readies_once():
    # "Play only on an opponent's turn." (refused on yours), "Your hero has Protector this turn." and
    # "Your hero has Sentinel this turn.": the hero protects (EN 602.2, exhausting) and readies (703.1, 411.1).
    from .test_wtrig_cards import _next_turn

    automated("Hand of Devotion")
    st = start()
    with pytest.raises(RulesError):
        play_real(st, "Hand of Devotion", 0)
    st = _next_turn(st)
    assert st.active == 1
    mine = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Raging Brute", "allies")
    foe2 = put(st, 1, "Raging Brute", "allies")
    card = put_real(st, 0, "Hand of Devotion", "hand")
    resources(st, 0, 5)
    st = apply(st, "attack", 1, attacker=foe, defender=mine)
    st = apply(st, "play", 0, uid=card, x=0)  # in answer to the attack (it is the opponent's turn)
    st = resolve_chain(st)
    assert kw.has(st, hero(st, 0), "Protector") and kw.has(st, hero(st, 0), "Sentinel")
    for _ in range(10):
        if st.pending and st.pending[0].kind == "protector":
            break
        st = apply(st, "pass", st.priority)
    st = choose(st, str(hero(st, 0)))  # the hero protects: exhausts and becomes the defender (EN 602.2)
    st = finish_combat(st)
    assert not st.table.cards[hero(st, 0)].tapped  # readied by Sentinel
    st = apply(st, "attack", 1, attacker=foe2, defender=mine)
    for _ in range(10):
        if st.pending and st.pending[0].kind == "protector":
            break
        st = apply(st, "pass", st.priority)
    st = finish_combat(choose(st, str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].tapped  # the second exhaust this turn: not readied


# --- a number of targets counted as the card is played (engine.wow.counted_targets) -----------------------

COMBO = ("Backstab", "Ambush", "Claw", "Annihilate", "Carnage")


def _cast(st, name: str, extra: list[int], pay: int = 6):
    card = put_real(st, 0, name, "hand")
    resources(st, 0, pay)
    return apply(st, "play", 0, uid=card, x=0, extra=extra), card


def _target_prompts(st, picks: list[int]):
    """Answer the target prompts in turn; the number of prompts answered."""
    asked = 0
    for u in picks:
        assert st.pending and st.pending[0].kind == "target", "a target was not asked for"
        assert str(u) in [o.id for o in st.pending[0].options]
        st = choose(st, str(u))
        asked += 1
    return st, asked


@pytest.mark.parametrize("n", [0, 1, 2])
def test_expose_armor_destroys_as_many_target_armor_as_combo_cards_removed(n):
    # "As an additional cost to play Expose Armor, remove up to five Combo cards in your graveyard from the game."
    # "Destroy X target armor, where X is the number of Combo cards removed." — 403.1 (paid as it is played),
    # EN 707: X targets chosen as the link is added, different cards (EN 706); none when nothing was removed.
    automated("Expose Armor")
    st = start()
    combo = [put_real(st, 0, c, "graveyard") for c in COMBO[:3]]
    armor = [put(st, 1, "Oak Buckler", "hero_row"), put(st, 1, "Chain Helm", "hero_row"), put(st, 0, "Chain Helm", "hero_row")]
    st, _ = _cast(st, "Expose Armor", combo[:n])
    st, _ = _target_prompts(st, armor[:n])
    assert not st.pending or st.pending[0].kind != "target"
    assert not (st.pending and st.pending[0].kind == "target")  # no more than X targets
    st = resolve_chain(st)
    assert [st.table.cards[u].zone for u in armor] == ["graveyard"] * n + ["hero_row"] * (3 - n)  # (yours may be targeted too)
    assert [st.table.cards[u].zone for u in combo] == ["removed"] * n + ["graveyard"] * (3 - n)


def test_expose_armor_refuses_more_combo_cards_than_target_armor():
    # EN 707.1d: each of the X targets must be a different legal target: 2 removed with one armor in play is refused
    automated("Expose Armor")
    st = start()
    combo = [put_real(st, 0, c, "graveyard") for c in COMBO[:2]]
    put(st, 1, "Oak Buckler", "hero_row")
    from engine.wow.game import ENGINE

    card = put_real(st, 0, "Expose Armor", "hand")
    resources(st, 0, 6)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=combo)
    sizes = {len(a.args.get("extra", [])) for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == card}
    assert sizes == {0, 1}  # the legal actions offer no more than one Combo card (one armor to target)


def test_massacre_destroys_x_target_exhausted_allies():
    # "Destroy X target exhausted allies, where X is the number of cards removed this way." — only exhausted
    # allies are legal targets (EN 706); X = 2 removed, 2 destroyed; a ready ally is not offered.
    automated("Massacre")
    st = start()
    combo = [put_real(st, 0, c, "graveyard") for c in COMBO[:2]]
    tired = [put(st, 1, "Raging Brute", "allies", tapped=True), put(st, 1, "Loyal Hound", "allies", tapped=True)]
    ready = put(st, 1, "Mist Owl", "allies")
    st, _ = _cast(st, "Massacre", combo)
    assert str(ready) not in [o.id for o in st.pending[0].options]
    st, _ = _target_prompts(st, tired)
    st = resolve_chain(st)
    assert [st.table.cards[u].zone for u in tired] == ["graveyard", "graveyard"]
    assert st.table.cards[ready].zone == "allies"


@pytest.mark.parametrize("dragons", [0, 2])
def test_draconic_flames_one_more_target_for_each_dragonkin(dragons):
    # "Target a hero or ally, and you may target an additional character for each Dragonkin you control. Your
    # hero deals 5 fire damage to each target." — EN 707.1: the count read as the targets are chosen; "you may":
    # fewer additional targets are allowed (EN 709.3); one packet each (405.4).
    automated("Draconic Flames")
    st = start()
    for _ in range(dragons):
        put_real(st, 0, "Emerald Soldier", "allies")
    foes = [put(st, 1, "Stone Guardian", "allies") for _ in range(4)]
    st, _ = play_real(st, "Draconic Flames", 0)
    st, _ = _target_prompts(st, [hero(st, 1), *foes[:dragons]])
    assert not (st.pending and st.pending[0].kind == "target")  # no target past 1 + Dragonkin
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 5
    assert [st.table.cards[u].damage for u in foes] == [4] * dragons + [0] * (4 - dragons)  # Hardiness 1 on each


def test_draconic_flames_may_stop_before_the_additional_targets():
    automated("Draconic Flames")
    st = start()
    put_real(st, 0, "Emerald Soldier", "allies")
    foe = put(st, 1, "Stone Guardian", "allies")
    st, _ = play_real(st, "Draconic Flames", 0, str(hero(st, 1)))
    assert st.pending and st.pending[0].kind == "target" and st.pending[0].min == 0  # the additional one: "you may"
    st = resolve_chain(choose(st))
    assert st.table.cards[hero(st, 1)].damage == 5 and st.table.cards[foe].damage == 0


# --- "any number of target … if their combined cost is less than or equal to the number of resources you have"
# (engine.wow.combined_cost) -------------------------------------------------------------------------------


def _past(st, name: str, picks: list[int]):
    """Play ``name`` (7 resources: the player has 7) naming ``picks`` as its targets, then no more."""
    st, card = play_real(st, name, 0, pay=7)
    for u in picks:
        assert st.pending and st.pending[0].kind == "target" and st.pending[0].min == 0  # any number: none too
        st = choose(st, str(u))
    if st.pending and st.pending[0].kind == "target":
        st = choose(st)  # no more targets
    return resolve_chain(st), card


def test_faces_from_the_past_puts_allies_whose_combined_cost_fits():
    # "Put any number of target ally cards from your graveyard into play if their combined cost is less than or
    # equal to the number of resources you have." — 3 + 2 = 5 <= 7 resources: both enter play (710.1); a
    # non-ally card is no legal target (EN 706).
    automated("Faces from the Past")
    st = start()
    brute, hound = put(st, 0, "Raging Brute", "graveyard"), put(st, 0, "Loyal Hound", "graveyard")
    bolt = put(st, 0, "Fire Bolt", "graveyard")
    theirs = put(st, 1, "Mist Owl", "graveyard")
    st, _ = play_real(st, "Faces from the Past", 0, pay=7)
    offered = [o.id for o in st.pending[0].options]
    assert str(bolt) not in offered and str(theirs) not in offered  # ally cards, your graveyard
    st = choose(choose(st, str(brute)), str(hound))
    assert not st.pending  # no other legal target left: nothing more asked
    st = resolve_chain(st)
    assert st.table.cards[brute].zone == "allies" and st.table.cards[hound].zone == "allies"
    assert st.table.cards[brute].controller == 0


def test_faces_from_the_past_none_enters_when_the_combined_cost_is_too_high():
    # EN 709.1: "if their combined cost is …": 3 + 2 + 2 + 2 = 9 > 7 resources: none enters play
    automated("Faces from the Past")
    st = start()
    cards = [put(st, 0, "Raging Brute", "graveyard"), put(st, 0, "Loyal Hound", "graveyard"),
             put(st, 0, "Mist Owl", "graveyard"), put(st, 0, "Mist Owl", "graveyard")]
    st, _ = _past(st, "Faces from the Past", cards)
    assert [st.table.cards[u].zone for u in cards] == ["graveyard"] * 4


def test_faces_from_the_past_with_no_target():
    # "any number": none at all is a legal choice; nothing enters play
    automated("Faces from the Past")
    st = start()
    brute = put(st, 0, "Raging Brute", "graveyard")
    st, card = _past(st, "Faces from the Past", [])
    assert st.table.cards[brute].zone == "graveyard" and st.table.cards[card].zone == "graveyard"


def test_flickers_from_the_past_only_ongoing_abilities():
    # "target ongoing ability cards": an ability with "Ongoing:" (305.2); it enters play in the hero row (710.1)
    automated("Flickers from the Past")
    st = start()
    ongoing = put_real(st, 0, "Unholy Presence", "graveyard")
    other = put_real(st, 0, "Hammer of the Zealot", "graveyard")
    st, _ = play_real(st, "Flickers from the Past", 0, pay=7)
    assert str(other) not in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(st, str(ongoing)))
    assert st.table.cards[ongoing].zone == "hero_row" and st.table.cards[other].zone == "graveyard"


def test_gifts_from_the_past_puts_equipment_into_play():
    # "target equipment cards": weapons and armor (303, 304); 2 + 1 = 3 <= 7
    automated("Gifts from the Past")
    st = start()
    sword, shield = put(st, 0, "Worn Longsword", "graveyard"), put(st, 0, "Oak Buckler", "graveyard")
    hound = put(st, 0, "Loyal Hound", "graveyard")
    st, _ = play_real(st, "Gifts from the Past", 0, pay=7)
    assert str(hound) not in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(choose(st, str(sword)), str(shield)))
    assert st.table.cards[sword].zone == "hero_row" and st.table.cards[shield].zone == "hero_row"


def test_gathering_of_wits_targets_within_the_combined_cost():
    # "Gain control of any number of target opposing allies with combined cost less than or equal to the number of
    # resources you control." — a targeting restriction (EN 706, 707.1d): with 7 resources, after a 5-cost and a
    # 2-cost ally nothing more is offered; control for good (401.3).
    automated("Gathering of Wits")
    st = start()
    big, hound, owl = put(st, 1, "Stone Guardian", "allies"), put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Mist Owl", "allies")
    mine = put(st, 0, "Raging Brute", "allies")
    st, _ = play_real(st, "Gathering of Wits", 0, pay=7)
    offered = [o.id for o in st.pending[0].options]
    assert str(mine) not in offered and {str(big), str(hound), str(owl)} <= set(offered)  # opposing allies
    assert st.pending[0].min == 0  # any number: none too
    st = choose(st, str(big))  # 5 of 7
    assert sorted(o.id for o in st.pending[0].options) == sorted([str(hound), str(owl)])  # 2 more fit
    st = choose(st, str(hound))  # 7 of 7: nothing more fits
    assert not (st.pending and st.pending[0].kind == "target")
    st = resolve_chain(st)
    assert [st.table.cards[u].controller for u in (big, hound, owl)] == [0, 0, 1]


# --- Sabotage of cards in play (engine.wow.wreal2_sabotage; not in the 6.0 document: from the reminder text) ---


def _sabotage(name: str, target: str, zone: str = "hero_row", **attrs):
    """``name`` (in P1's party since before this turn) attacks P2's ``target`` by Sabotage (EN 601.1); the combat
    reaches its end (603.1) and the trigger resolves."""
    from .helpers import labels

    automated(name)
    st = start()
    ally = put_real(st, 0, name, "allies")
    card = put_real(st, 1, target, zone, **attrs)
    assert any("Sabotage" in lb for lb in labels(st, 0))
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=ally, defender=card)))
    return st, ally, card


def test_faryn_sabotages_a_resource_and_gains_control_of_it():
    # "Sabotage: Resource"; "When Faryn sabotages a resource, gain control of it. (Move it to your resource row.)" (401.3)
    st, _, card = _sabotage("Retainer Faryn", "Bloodclaw", "resources", face_down=True)
    assert st.table.cards[card].controller == 0 and st.table.cards[card].owner == 1
    assert card in st.table.zone(0, "resources") and card not in st.table.zone(1, "resources")


def test_faryn_cant_sabotage_equipment():
    from engine.wow.wreal2_sabotage import targets

    st = start()
    ally = put_real(st, 0, "Retainer Faryn", "allies")
    put_real(st, 1, "Devil-Stitched Leggings", "hero_row")
    res = put_real(st, 1, "Bloodclaw", "resources", face_down=True)
    assert targets(st, ally) == [res]


def test_alathana_depletes_a_sabotaged_ability_which_loses_its_powers():
    # "When Alathana sabotages an ability, put a depletion counter on it." (404.1) and "Abilities with depletion
    # counters lose and can't have powers." (103.2, EN 714): Debilitating Shout's -2 ATK ends; while Alathana is in play.
    automated("Arcanist Alathana")
    st = start()
    ally = put_real(st, 0, "Arcanist Alathana", "allies")
    shout = put_real(st, 1, "Debilitating Shout", "hero_row")  # "Ongoing: Opposing allies and weapons have -2 ATK."
    hound = put(st, 0, "Loyal Hound", "allies")
    assert kw.atk(st, hound) == 0
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=ally, defender=shout)))
    assert st.table.cards[shout].counters.get("depletion") == 1 and st.table.cards[shout].zone == "hero_row"
    assert kw.atk(st, hound) == 2  # the Shout has no powers now
    st.table.cards[ally].zone = "graveyard"  # Alathana leaves play: her continuous power ends (EN 714)
    st.table.zones[0]["allies"].remove(ally)
    st.table.zones[0]["graveyard"].append(ally)
    assert kw.atk(st, hound) == 0


# --- "Choose that many of the following" (engine.wow.modes.MANY) -----------------------------------------------


@pytest.mark.parametrize("n", [0, 2])
def test_monstrous_rush_that_many_powers_for_the_rogue_abilities_removed(n):
    # "As an additional cost to play, remove up to five [ROGUE] abilities in your graveyard from the game." (403.1)
    # "Choose that many of the following: Assault 3, Long-Range, Sentinel, Smash, and Stealth." — chosen as the link
    # is added (EN 707.1c), different ones; "Target Monster hero or ally has the chosen powers this turn." (EN 714)
    automated("Monstrous Rush")
    st = start()
    rogue = [put_real(st, 0, c, "graveyard") for c in ("Belligerence", "Aggressive Infiltration")]
    other = put_real(st, 0, "Hammer of the Zealot", "graveyard")  # a Paladin ability: no payer
    monster = put_real(st, 0, "Murloc Coastrunner", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    card = put_real(st, 0, "Monstrous Rush", "hand")
    resources(st, 0, 5)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=[other])
    st = apply(st, "play", 0, uid=card, x=0, extra=rogue[:n])
    if n:
        pend = st.pending[0]
        assert pend.kind == "mode" and (pend.min, pend.max) == (n, n) and len(pend.options) == 5
        with pytest.raises(RulesError):
            choose(st, pend.options[0].id)  # that many: not fewer
        st = choose(st, *[o.id for o in pend.options if o.label in ("Long-Range", "Sentinel")])
    assert st.pending[0].kind == "target" and str(hound) not in [o.id for o in st.pending[0].options]  # a Monster
    st = resolve_chain(choose(st, str(monster)))
    assert [st.table.cards[u].zone for u in rogue] == ["removed"] * n + ["graveyard"] * (2 - n)
    assert kw.has(st, monster, "Long-Range") == bool(n) and kw.has(st, monster, "Sentinel") == bool(n)
    assert not kw.has(st, monster, "Stealth") and not kw.has(st, monster, "Smash")
    if n:  # the given Sentinel works (engine.wow.given_sentinel)
        st = _attack(st, monster, hero(st, 1))
        assert not st.table.cards[monster].tapped


def test_monstrous_rush_assault_three_mode():
    # one card removed: one mode; Assault 3 (+3 ATK on your turn, EN glossary) this turn
    automated("Monstrous Rush")
    st = start()
    rogue = put_real(st, 0, "Belligerence", "graveyard")
    monster = put_real(st, 0, "Murloc Coastrunner", "allies")
    before = kw.atk(st, monster)
    card = put_real(st, 0, "Monstrous Rush", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=card, x=0, extra=[rogue])
    st = choose(st, next(o.id for o in st.pending[0].options if o.label == "Assault 3"))
    st = resolve_chain(choose(st, str(monster)))
    assert kw.atk(st, monster) == before + 3 and not kw.has(st, monster, "Long-Range")


@pytest.mark.parametrize("move", [True, False])
def test_tibrana_sabotages_an_attached_ability_gains_it_and_may_move_it(move):
    # "Sabotage: Attached Ability (This ally can attack opposing attached abilities.)"; "When Tibrana sabotages an
    # ability, gain control of it. You may attach it to another hero or ally." (401.3; 400.7; "may", EN 709.3)
    from engine.wow.wreal2_sabotage import targets

    automated("Magistrix Tibrana")
    st = start()
    tib = put_real(st, 0, "Magistrix Tibrana", "allies")
    host = put(st, 1, "Raging Brute", "allies")
    vigor = put_real(st, 1, "Power Word: Vigor", "hero_row", attached_to=host)  # "Attached ally has +5 [Health]."
    ongoing = put_real(st, 1, "Debilitating Shout", "hero_row")  # not attached: no target for Tibrana
    mine = put(st, 0, "Loyal Hound", "allies")
    assert targets(st, tib) == [vigor] and ongoing not in targets(st, tib)
    assert kw.health(st, host) == 9
    st = finish_combat(apply(st, "attack", 0, attacker=tib, defender=vigor))
    for _ in range(10):
        if st.pending or not st.chain:
            break
        st = apply(st, "pass", st.priority)
    assert st.pending and st.pending[0].kind == "may"  # "You may attach it …"
    assert st.table.cards[vigor].controller == 0  # control gained first (401.3)
    st = choose(st, "yes" if move else "no")
    if move:
        assert str(mine) in [o.id for o in st.pending[0].options] and str(host) not in [o.id for o in st.pending[0].options]
        st = choose(st, str(mine))
    st = resolve_chain(st)
    assert st.table.cards[vigor].controller == 0 and st.table.cards[vigor].owner == 1
    assert st.table.cards[vigor].attached_to == (mine if move else host)
    assert kw.health(st, mine) == (7 if move else 2) and kw.health(st, host) == (4 if move else 9)


def test_scryers_bloodgem_gives_stealth_to_your_characters_with_sabotage():
    # "Heroes and allies in your party with sabotage also have Stealth" (EN 714): a printed "Sabotage: X" (Faryn) or a
    # given one (Seer's Signet: "Your hero has Sabotage: Ability or equipment."); not others, not an opponent's.
    automated("Scryer's Bloodgem")
    st = start()
    put_real(st, 0, "Scryer's Bloodgem", "hero_row")
    faryn = put_real(st, 0, "Retainer Faryn", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    theirs = put_real(st, 1, "Arcanist Alathana", "allies")
    assert kw.has(st, faryn, "Stealth") and not kw.has(st, hound, "Stealth") and not kw.has(st, theirs, "Stealth")
    assert not kw.has(st, hero(st, 0), "Stealth")
    put_real(st, 0, "Seer's Signet", "hero_row")
    assert kw.has(st, hero(st, 0), "Stealth")


@pytest.mark.parametrize("totems", [0, 1])
def test_earthen_flurry_one_more_target_for_each_totem(totems):
    # "Target a hero or ally, and you may target an additional character for each Totem you control. Your hero
    # deals 4 melee damage to each target." (EN 707.1, 405.4)
    automated("Earthen Flurry")
    st = start()
    for _ in range(totems):
        put_real(st, 0, "Incendiary Totem", "hero_row")
    foes = [put(st, 1, "Raging Brute", "allies") for _ in range(2)]
    st, _ = play_real(st, "Earthen Flurry", 0)
    st, _ = _target_prompts(st, [hero(st, 1), *foes[:totems]])
    assert not (st.pending and st.pending[0].kind == "target")
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 4
    assert [st.table.cards[u].zone for u in foes] == ["graveyard"] * totems + ["allies"] * (2 - totems)  # 4 damage, 4 health


def test_hit_and_run_exhausts_up_to_one_card_for_each_rogue_and_shaman():
    # "Exhaust up to X target opposing cards, where X is the number of Rogues and Shamans you control." — your hero
    # (Korga Stormcaller, a Shaman) and a Rogue ally: up to two; any opposing card in play (a resource too); not yours.
    automated("Hit and Run")
    st = start()
    put(st, 0, "Shade Stalker", "allies")  # Night Elf Rogue
    foe = put(st, 1, "Raging Brute", "allies")
    res = put(st, 1, "Mist Owl", "resources")
    mine = put(st, 0, "Raging Brute", "allies")
    st, _ = play_real(st, "Hit and Run", 0)
    assert st.pending[0].min == 0 and str(mine) not in [o.id for o in st.pending[0].options]  # "up to"; opposing
    st, _ = _target_prompts(st, [foe, res])
    assert not (st.pending and st.pending[0].kind == "target")  # X = 2
    st = resolve_chain(st)
    assert st.table.cards[foe].tapped and st.table.cards[res].tapped


def test_hit_and_run_without_rogues_or_shamans_targets_nothing():
    automated("Hit and Run")
    st = start(hero0="Alia Dawnblade")
    foe = put(st, 1, "Raging Brute", "allies")
    st, card = play_real(st, "Hit and Run", 0)
    assert not (st.pending and st.pending[0].kind == "target")
    st = resolve_chain(st)
    assert not st.table.cards[foe].tapped and st.table.cards[card].zone == "graveyard"


def test_tanks_for_everything_readies_plate_armor_for_each_blacksmith():
    # "[Exhaust] -> Ready up to X target Plate armor you control, where X is the number of Blacksmithing heroes and
    # allies you control." — Alard Schmied (Blacksmithing Master): X = 1 (EN 701, 707.1, 411.1)
    automated("Tanks for Everything, Dalaran")
    st = start()
    loc = put_real(st, 0, "Tanks for Everything, Dalaran", "resources", face_down=False)
    put_real(st, 0, "Alard Schmied", "allies")
    helm = put_real(st, 0, "Golem Skull Helm", "hero_row", tapped=True)
    chest = put_real(st, 0, "Ornate Adamantium Breastplate", "hero_row", tapped=True)
    from engine.wow.powers import powers

    idx = next(i for i, pw in enumerate(powers(st, loc)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=loc, power=idx)
    assert st.pending[0].min == 0 and {o.id for o in st.pending[0].options} == {str(helm), str(chest)}
    st, _ = _target_prompts(st, [chest])
    assert not (st.pending and st.pending[0].kind == "target")  # X = 1
    st = resolve_chain(st)
    assert not st.table.cards[chest].tapped and st.table.cards[helm].tapped and st.table.cards[loc].tapped


def test_cloak_of_shadows_destroys_any_number_of_abilities_attached_to_your_hero():
    # "Destroy any number of target abilities attached to your hero." (EN 706: different targets, none too; 415.9c)
    # "Your hero is Untargetable this turn."
    automated("Cloak of Shadows")
    st = start()
    me = hero(st, 0)
    a = put_real(st, 1, "Glacial Tomb", "hero_row", attached_to=me)  # "Attached ally can't attack or exhaust."
    b = put_real(st, 1, "Dead Weight", "hero_row", attached_to=me)
    ally = put(st, 0, "Raging Brute", "allies")
    c = put_real(st, 1, "Power Word: Vigor", "hero_row", attached_to=ally)  # on an ally: no target
    st, _ = play_real(st, "Cloak of Shadows", 0)
    assert st.pending[0].min == 0 and {o.id for o in st.pending[0].options} == {str(a), str(b)}
    st = choose(st, str(a))
    st = resolve_chain(choose(st))  # no more
    assert st.table.cards[a].zone == "graveyard" and st.table.cards[b].zone == "hero_row" and st.table.cards[c].zone == "hero_row"
    assert kw.has(st, me, "Untargetable")


def test_alas_andorhal_removes_up_to_three_cards_in_one_graveyard():
    # "Reward: Remove up to three target cards in one graveyard from the game." (EN 702, 706; 415.5a: one player's
    # graveyard — after a first target in P2's graveyard, only P2's cards are offered; 415.7)
    from .test_templates_rewards import _quest

    automated("Alas, Andorhal")
    st = start()
    theirs = [put(st, 1, "Raging Brute", "graveyard") for _ in range(4)]
    mine = put(st, 0, "Raging Brute", "graveyard")
    quest = _quest(st, "Alas, Andorhal")
    st = apply(st, "quest", 0, uid=quest)
    assert st.pending[0].kind == "target" and st.pending[0].min == 0
    assert {str(mine), str(theirs[0])} <= {o.id for o in st.pending[0].options}
    st = choose(st, str(theirs[0]))
    assert str(mine) not in {o.id for o in st.pending[0].options}  # one graveyard
    st = choose(st, str(theirs[1]))
    st = choose(st, str(theirs[2]))
    assert not (st.pending and st.pending[0].kind == "target")  # up to three
    st = resolve_chain(st)
    assert [st.table.cards[u].zone for u in theirs] == ["removed"] * 3 + ["graveyard"]
    assert st.table.cards[mine].zone == "graveyard"
