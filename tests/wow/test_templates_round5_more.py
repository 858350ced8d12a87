"""Issue #18, round 5: more sentences, each played with a real card of the pool (skipped without
../shared/data): one verb for two objects ("Ready Reflex Blades and your hero.", EN 709.1), a player
target shuffling his graveyard into his deck (EN 706, 415.3b), a cost of two parts joined by "and"
(403.1)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_activation import _power
from .test_templates_more import automated, put_real, real
from .test_templates_quests import _complete, _settle

pytestmark = needs(WOW_CARDS)


def _play(st, name: str):
    """A fixture card played from player 0's hand, the chain resolved."""
    uid = put(st, 0, name, "hand")
    resources(st, 0, 5)
    return resolve_chain(apply(st, "play", 0, uid=uid, x=0))


def test_ready_this_weapon_and_your_hero_when_you_play_an_armor_or_weapon():
    # EN 703 "When you play an armor or weapon, ready Reflex Blades and your hero." — both readied
    # (411.1); an ally played sets nothing off
    automated("Reflex Blades")
    st = start()
    blades = put_real(st, 0, "Reflex Blades", "hero_row", tapped=True)
    st.table.cards[hero(st, 0)].tapped = True
    st = _play(st, "Iron Sentinel")
    assert st.table.cards[blades].tapped and st.table.cards[hero(st, 0)].tapped
    st = _play(st, "Worn Longsword")
    assert not st.table.cards[blades].tapped and not st.table.cards[hero(st, 0)].tapped


def test_target_player_shuffles_his_graveyard_into_his_deck():
    # EN 702.3 reward, EN 706 a player target (by his hero), 415.3b shuffled: Everfrost "Reward: Target
    # player shuffles his graveyard into his deck. Draw two cards."
    automated("Everfrost")
    st = start()
    theirs = [put(st, 1, "Iron Sentinel", "graveyard") for _ in range(3)]
    mine = put(st, 0, "Iron Sentinel", "graveyard")
    deck = len(st.table.zone(1, "deck"))
    hand = len(st.table.zone(0, "hand"))
    quest = _complete(st, "Everfrost")
    st = apply(st, "quest", 0, uid=quest)
    assert (
        st.pending
        and st.pending[0].kind == "target"
        and str(hero(st, 1)) in {o.id for o in st.pending[0].options}
    )
    st = _settle(choose(st, str(hero(st, 1))))
    assert all(st.table.cards[u].zone == "deck" for u in theirs) and len(st.table.zone(1, "deck")) == deck + 3
    assert st.table.cards[mine].zone == "graveyard"  # only the targeted player's graveyard
    assert len(st.table.zone(0, "hand")) == hand + 2


# --- "Exhaust a Mage hero or ally you control and destroy this item -> …" (403.1, two cost parts) -------


def test_exhaust_a_class_character_and_destroy_this_item_as_the_cost():
    # WoW 403.1 (every part of the cost is paid): Bottled Knowledge "On your turn: Exhaust a Mage hero or
    # ally you control and destroy this item -> Draw two cards, then discard a card."
    from engine.wow import choice_cost

    data = automated("Bottled Knowledge")
    cost = card_powers(data)[_power(data)].cost
    assert (
        cost["destroy_self"]
        and cost["own_turn"]
        and cost["choose"] == {"exhaust": {"types": ["hero", "ally"], "tag": "Mage"}}
    )
    st = start()
    bottle = put_real(st, 0, "Bottled Knowledge", "hero_row")
    other = put(st, 0, "Iron Sentinel", "allies")
    with pytest.raises(RulesError):  # no Mage to exhaust (the fixture hero is a Shaman)
        apply(st, "power", 0, uid=bottle, power=_power(data), x=0, pay=[other])
    mage = put_real(st, 0, "Vala Carville", "allies")
    assert choice_cost.candidates(st, 0, bottle, cost["choose"]) == [mage]
    hand = len(st.table.zone(0, "hand"))
    st = apply(st, "power", 0, uid=bottle, power=_power(data), x=0, pay=[mage])
    assert st.table.cards[mage].tapped and st.table.cards[bottle].zone == "graveyard"
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind in ("discard", "discard_effect")
    st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert len(st.table.zone(0, "hand")) == hand + 1


# --- "At end of turn, destroy NAME." (500.2: the end of each turn) -----------------------------------------


def test_at_end_of_turn_the_blessing_destroys_itself():
    # 500.2 end-of-turn triggers: Blessing of Freedom "Attach to target hero or ally in your party. /
    # Ongoing: Attached character is Untargetable. / At end of turn, destroy Blessing of Freedom."
    from .test_templates_more import _advance, play_real

    automated("Blessing of Freedom")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st, blessing = play_real(st, "Blessing of Freedom", 0, str(ally))
    st = resolve_chain(st)
    assert st.table.cards[blessing].attached_to == ally and kw.has(st, ally, "Untargetable")
    st = _advance(st, lambda s: s.turn == 2)
    assert st.table.cards[blessing].zone == "graveyard" and not kw.has(st, ally, "Untargetable")


# --- "When you play a hunter ability" (the class icon, lower case in the text) ----------------------------


def test_when_you_play_a_hunter_ability_ready_this_armor():
    # EN 703: Dragonstalker's Helm "When you play a hunter ability, ready Dragonstalker's Helm." — a
    # Hunter-icon ability (Snipe) sets it off on being played; an ability without the icon does not
    from .test_templates_more import play_real

    automated("Dragonstalker's Helm")
    st = start()
    helm = put_real(st, 0, "Dragonstalker's Helm", "hero_row", tapped=True)
    st = _play(st, "Study the Scrolls")
    assert st.table.cards[helm].tapped
    st, _ = play_real(st, "Snipe", 0)
    st = resolve_chain(st)
    assert not st.table.cards[helm].tapped


def test_put_this_equipment_into_its_owners_hand_as_a_cost():
    # WoW 403.1: Discerning Eye of the Beast "3, Put this equipment into its owner's hand -> Draw a card."
    # — the item leaves play as part of the cost, then the draw resolves
    data = automated("Discerning Eye of the Beast")
    st = start()
    eye = put_real(st, 0, "Discerning Eye of the Beast", "hero_row")
    resources(st, 0, 3)
    hand = len(st.table.zone(0, "hand"))
    st = apply(st, "power", 0, uid=eye, power=_power(data), x=0)
    assert st.table.cards[eye].zone == "hand"
    st = resolve_chain(st)
    assert len(st.table.zone(0, "hand")) == hand + 2  # the item and the card drawn


# --- "When this armor prevents damage, …" (EN 717.2c shields, EN 703) -------------------------------------


def _attack_armored(st, armor_name: str):
    from .test_combat import attack

    armor = put_real(st, 1, armor_name, "hero_row")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    st = apply(st, "armor", 1, uid=armor)
    return st, armor, a


def test_when_this_armor_prevents_damage_it_hits_the_source():
    # EN 717.2c: the exhausted armor prevents damage up to its DEF; EN 703: Drillborer Disk "When
    # Drillborer Disk prevents damage, your hero deals 1 arcane damage to the source of that damage."
    from .test_combat import finish_combat

    automated("Drillborer Disk")
    st = start()
    st, disk, attacker = _attack_armored(st, "Drillborer Disk")
    hits_back = kw.atk(st, hero(st, 1))  # the defending hero's combat damage (EN 603.1)
    blow = kw.atk(st, attacker)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[attacker].damage == hits_back + 1  # + the trigger's 1 arcane damage
    assert st.table.cards[hero(st, 1)].damage == max(0, blow - kw.defense(st, disk))


def test_armor_not_used_sets_nothing_off():
    # no shield of this armor prevented anything: no trigger (EN 703)
    from .test_combat import attack, finish_combat

    automated("Drillborer Disk")
    st = start()
    put_real(st, 1, "Drillborer Disk", "hero_row")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(resolve_chain(attack(st, a, hero(st, 1))))
    assert st.table.cards[a].damage == 0 and not st.triggers


# --- "When this or another Murloc ally enters play under your control, it deals …" (EN 703) ---------------


def test_this_or_another_murloc_enters_and_it_deals_the_damage():
    # EN 703: Nibbler "When this or another Murloc ally enters play under your control, it deals 1 melee
    # damage to target opposing hero." — "it" is the entering Murloc (the source of the packet, 408.2c)
    from engine.core import Action
    from engine.wow.game import ENGINE

    automated("Nibbler")
    st = start()
    put_real(st, 0, "Nibbler", "allies")
    murloc = put_real(st, 0, "Murloc Coastrunner", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=murloc, x=0)
    events = []
    for _ in range(20):
        if st.pending:
            assert st.pending[0].kind == "target"
            res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(hero(st, 1))]}))
        elif st.chain:
            res = ENGINE.apply(st, Action("pass", st.priority, {}))
        else:
            break
        st, events = res.state, events + list(res.events)
    assert st.table.cards[hero(st, 1)].damage == 1
    dealt = [e for e in events if e.kind == "damage" and e.data.get("uid") == hero(st, 1)]
    assert dealt and dealt[0].data["source"] == murloc


def test_another_ally_that_is_no_murloc_sets_nothing_off():
    # the filter "Murloc ally" (EN 703): a fixture ally without the tag enters, nothing triggers
    automated("Nibbler")
    st = start()
    put_real(st, 0, "Nibbler", "allies")
    st = _play(st, "Iron Sentinel")
    assert st.table.cards[hero(st, 1)].damage == 0 and not st.pending


# --- "Play only if …" (103.2: the card's "only" limits when it can be played) -----------------------------


def test_play_only_if_an_ally_is_in_your_party():
    # 103.2: Fade "Play only if an ally is in your party. / Your hero is Elusive and Untargetable this turn."
    data = automated("Fade")
    assert any(pw.kind == "play_if" for pw in card_powers(data))
    st = start()
    fade = put_real(st, 0, "Fade", "hand")
    resources(st, 0, 2)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=fade, x=0)
    assert not any(a.args.get("uid") == fade for a in ENGINE.legal_actions(st, 0) if a.type == "play")
    put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "play", 0, uid=fade, x=0))
    assert kw.has(st, hero(st, 0), "Elusive") and kw.has(st, hero(st, 0), "Untargetable")


def test_play_only_if_your_hero_has_stealth():
    # 103.2: Ambush "Play only if your hero has Stealth." — granted Stealth counts (EN 714)
    from engine.core import Modifier

    automated("Ambush")
    st = start()
    ambush = put_real(st, 0, "Ambush", "hand")
    resources(st, 0, 3)
    put(st, 1, "Iron Sentinel", "allies", tapped=True)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=ambush, x=0)
    st.modifiers.append(
        Modifier(hero(st, 0), "", 1, keyword="Stealth", duration="this_turn", player=0, turn=st.turn)
    )
    assert kw.has(st, hero(st, 0), "Stealth")
    apply(st, "play", 0, uid=ambush, x=0)  # allowed now (its target is chosen next)


# --- "Your hero has Bear Form." (the form's reminder text, as "is in bear form") ---------------------------


def test_your_hero_has_bear_form_and_health_per_ally():
    # EN glossary Protector and EN 714: Dire Bear Form "Ongoing: Your hero has Bear Form. (Has Protector.
    # Destroy this card when you strike with a weapon or play a non-Feral ability.) Your hero has +5
    # [Health] for each ally you control."; a non-Feral ability (Fire Bolt, 202.1a) destroys it
    automated("Dire Bear Form")
    st = start()
    base = kw.health(st, hero(st, 0))
    form = put_real(st, 0, "Dire Bear Form", "hero_row")
    put(st, 0, "Mist Owl", "allies")
    put(st, 0, "Mist Owl", "allies")
    assert kw.has(st, hero(st, 0), "Protector") and kw.health(st, hero(st, 0)) == base + 10
    enemy = put(st, 1, "Iron Sentinel", "allies")
    uid = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=uid, x=0)
    st = resolve_chain(choose(st, str(enemy)) if st.pending else st)
    assert st.table.cards[form].zone == "graveyard" and not kw.has(st, hero(st, 0), "Protector")
    assert kw.health(st, hero(st, 0)) == base


# --- "You can control any number of mounts." / "… an additional Pet." (414.3b Tag(N)) --------------------


def test_any_number_of_mounts_lifts_the_tag_limit():
    # 414.3b: Mount (1) — two mounts are a uniqueness violation; Landro's Hitching Post "You can control
    # any number of mounts." lifts the limit while it is in play
    from engine.wow.procedure import uniqueness_violations

    automated("Landro's Hitching Post")
    st = start()
    a = put_real(st, 0, "Deathcharger", "allies")
    b = put_real(st, 0, "Swift Palomino", "allies")
    assert sorted(uniqueness_violations(st, 0)) == sorted([a, b])
    post = put_real(st, 0, "Landro's Hitching Post", "hero_row")
    assert uniqueness_violations(st, 0) == []
    put_real(st, 1, "Landro's Hitching Post", "hero_row")  # the opponent's post: only for him
    st.table.move(post, "graveyard")
    assert sorted(uniqueness_violations(st, 0)) == sorted([a, b])


def test_an_additional_pet_allows_two_not_three():
    # 414.3b: Pet (1) plus "You can control an additional Pet." (Grizlik Sparkhex's back face, 301.2)
    from engine.wow.cards.templates_tag_limit import tag_limit

    (e,) = tag_limit("You can control an additional Pet.", "X", "t")
    assert (e.op, e.amount, e.keyword) == ("tag_limit", 1, "Pet")
    (e,) = tag_limit("You can control any number of mounts.", "X", "t")
    assert (e.amount, e.keyword) == (-1, "Mount")


# --- limited protectors: "Old Bones can protect your hero." (EN glossary Protector, EN 602.2) ------------


def test_can_protect_your_hero_only():
    # EN 602.2: Old Bones "Old Bones can protect your hero." — offered as protector when its hero is
    # attacked, not when another ally is
    from .test_combat import attack

    automated("Old Bones")
    st = start()
    bones = put_real(st, 1, "Old Bones", "allies")
    friend = put(st, 1, "Stone Guardian", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, friend))
    assert not (st.pending and st.pending[0].kind == "protector")
    st = start()
    bones = put_real(st, 1, "Old Bones", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert (
        st.pending
        and st.pending[0].kind == "protector"
        and str(bones) in {o.id for o in st.pending[0].options}
    )
    from .test_combat import finish_combat

    st = finish_combat(choose(st, str(bones)))
    assert st.table.cards[hero(st, 1)].damage == 0  # Old Bones became the defender and took the damage
    assert st.table.cards[bones].damage > 0 or st.table.cards[bones].zone == "graveyard"


def test_can_protect_against_death_knights_only():
    # Justicar Andaer Ragepaw "This ally can protect against Death Knights." — the attacker's class decides
    from .test_combat import attack

    automated("Justicar Andaer Ragepaw")
    st = start()
    justicar = put_real(st, 1, "Justicar Andaer Ragepaw", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert not (st.pending and st.pending[0].kind == "protector")
    st = start()
    justicar = put_real(st, 1, "Justicar Andaer Ragepaw", "allies")
    dk = put_real(st, 0, "Grak Foulblade", "allies")
    st = resolve_chain(attack(st, dk, hero(st, 1)))
    # its own "When an opposing Death Knight attacks, you may ready this ally." — it is ready: not asked
    # (411.1, EN 709.3; engine.wow.may_nothing)
    assert not (st.pending and st.pending[0].kind == "may")
    assert (
        st.pending
        and st.pending[0].kind == "protector"
        and str(justicar) in {o.id for o in st.pending[0].options}
    )


# --- "When your hero deals combat damage … to a hero, that hero's controller …" (EN 703, 408.3d) -----------


def test_combat_damage_to_a_hero_makes_its_controller_discard_and_you_draw():
    # EN 703, 408.3: Mugger's Belt "When your hero deals combat damage to a hero, that hero's controller
    # discards a card and you draw a card." — the damaged hero is the opponent's (EN 603)
    from .test_combat import finish_combat

    automated("Mugger's Belt")
    st = start()
    put_real(st, 0, "Mugger's Belt", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    theirs, mine = len(st.table.zone(1, "hand")), len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = resolve_chain(apply(st, "strike", 0, weapon=sword))
    st = finish_combat(st)
    st = resolve_chain(st)
    if st.pending and st.pending[0].player == 1:  # the opponent picks the card to discard (415.9d)
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[hero(st, 1)].damage > 0
    assert len(st.table.zone(1, "hand")) == theirs - 1 and len(st.table.zone(0, "hand")) == mine + 1


def test_no_combat_damage_to_a_hero_nothing_happens():
    # the trigger needs combat damage to a hero (EN 703): attacking an ally sets nothing off
    from .test_combat import finish_combat

    automated("Mugger's Belt")
    st = start()
    put_real(st, 0, "Mugger's Belt", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    enemy = put(st, 1, "Stone Guardian", "allies")
    theirs = len(st.table.zone(1, "hand"))
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    st = finish_combat(resolve_chain(apply(st, "strike", 0, weapon=sword)))
    st = resolve_chain(st)
    assert len(st.table.zone(1, "hand")) == theirs and not st.pending


# --- "target Demon ally or Undead ally" (a character with any one of the tags, 202.1; EN 706) -------------


def test_target_one_of_two_tags():
    # EN 706 legal targets: Exorcism "Destroy target Demon ally or Undead ally." — a Stone Guardian
    # (neither) is no legal target
    automated("Exorcism")
    st = start()
    demon = put_real(st, 1, "Morfiel", "allies")
    undead = put_real(st, 1, "Vala Carville", "allies")
    other = put(st, 1, "Stone Guardian", "allies")
    exo = put_real(st, 0, "Exorcism", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=exo, x=0)
    assert st.pending and st.pending[0].kind == "target"
    ids = {o.id for o in st.pending[0].options}
    assert {str(demon), str(undead)} <= ids and str(other) not in ids
    st = resolve_chain(choose(st, str(undead)))
    assert st.table.cards[undead].zone == "graveyard" and st.table.cards[demon].zone == "allies"


# --- "… ally token named Mazu'kon …" (404.2 tokens, 200.3 a printed name) -----------------------------------


def test_named_token_has_that_name_and_its_kinds_tags():
    # 404.2: Mazu'kon "When this ally is destroyed, put a 6 [Nature] / 6 [Health] Troll Shaman ally token
    # named Mazu'kon into play with Ferocity." — the token is named Mazu'kon and is a Troll and a Shaman
    automated("Mazu'kon")
    st = start()
    mazu = put_real(st, 0, "Mazu'kon", "allies")
    uid = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally." (415.9c)
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=uid, x=0)
    st = resolve_chain(choose(st, str(mazu)))
    assert st.table.cards[mazu].zone == "graveyard"
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1
    tok = tokens[0]
    assert kw.name(st, tok) == "Mazu'kon" and kw.atk(st, tok) == 6 and kw.health(st, tok) == 6
    assert kw.has(st, tok, "Ferocity") and {"troll", "shaman", "token"} <= kw.words(st, tok)


# --- "When you play another ally with cost [4] or more, you may pay [1]. If you do, draw a card." ----------


def test_play_trigger_with_a_cost_bound():
    # EN 703 / 709.3: Earthseer Dambrak — a cost-2 ally (Loyal Hound) sets nothing off; a cost-4 ally
    # (Iron Sentinel) does, and paying 1 draws a card
    automated("Earthseer Dambrak")
    st = start()
    put_real(st, 0, "Earthseer Dambrak", "allies")
    hand = len(st.table.zone(0, "hand"))
    st = _play(st, "Loyal Hound")
    assert not st.pending and len(st.table.zone(0, "hand")) == hand
    resources(st, 0, 1)
    uid = put(st, 0, "Iron Sentinel", "hand")
    st = apply(st, "play", 0, uid=uid, x=0)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    assert len(st.table.zone(0, "hand")) == hand + 1  # the Iron Sentinel left the hand, a card was drawn


def test_prevention_then_destroyed_at_end_of_turn_on_one_line():
    # EN 717 and 500.2: Power Word: Shelter "Attach to target ally. / Ongoing: Prevent all damage that would
    # be dealt to attached ally. At end of turn, destroy this ability." (two powers printed on one line)
    from .test_templates_more import _advance, play_real

    automated("Power Word: Shelter")
    st = start()
    ally = put(st, 0, "Stone Guardian", "allies")
    st, shelter = play_real(st, "Power Word: Shelter", 0, str(ally))
    st = resolve_chain(st)
    assert st.table.cards[shelter].attached_to == ally
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(ally)))
    assert st.table.cards[ally].damage == 0  # prevented
    st = _advance(st, lambda s: s.turn == 2)
    assert st.table.cards[shelter].zone == "graveyard"


# --- "If damage would be dealt to your hero, it's dealt to Atani instead." (408.2a, EN 716) ------------------


def test_damage_to_your_hero_is_dealt_to_this_ally_instead():
    # 408.2a / EN 716: Atani of the Watch — Fire Bolt at your hero hits Atani; an ally of yours is not covered
    automated("Atani of the Watch")
    assert (
        real("Atani of the Watch")["reputation"] == "Aldor"
    )  # 100.2d: "Aldor Repuation" (a misprint) read as the reputation
    st = start()
    atani = put_real(st, 1, "Atani of the Watch", "allies")
    other = put(st, 1, "Stone Guardian", "allies")
    for tgt in (hero(st, 1), other):
        bolt = put(st, 0, "Fire Bolt", "hand")
        resources(st, 0, 2)
        st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(tgt)))
    assert st.table.cards[hero(st, 1)].damage == 0
    assert st.table.cards[atani].damage == 3 or st.table.cards[atani].zone == "graveyard"
    assert st.table.cards[other].damage == 3 - 1  # Hardiness prevents 1 (not redirected)


def test_damage_to_another_ally_is_dealt_to_this_ally_instead():
    # 408.2a / EN 716: Neophyte Morandi "If an ally in your party other than Morandi would be dealt damage,
    # it's dealt to Morandi instead." — not your hero, not Morandi itself twice
    automated("Neophyte Morandi")
    st = start()
    morandi = put_real(st, 1, "Neophyte Morandi", "allies")
    other = put(st, 1, "Stone Guardian", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(other)))
    assert st.table.cards[other].damage == 0
    assert st.table.cards[morandi].damage == 3 or st.table.cards[morandi].zone == "graveyard"
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 3


# --- "You can place an additional resource on each of your turns." (412.1a) -------------------------------


def _place(st, player: int = 0):
    return resolve_chain(apply(st, "resource", player, uid=st.table.zone(player, "hand")[0], face_up=False))


def test_an_additional_resource_each_turn():
    # 412.1a: one resource a turn; Emerald Lifewarden lets its controller place a second, not a third
    automated("Emerald Lifewarden")
    st = start()
    st = _place(st)
    with pytest.raises(RulesError):
        _place(st)
    st = start()
    put_real(st, 0, "Emerald Lifewarden", "allies")
    st = _place(_place(st))
    assert len(st.table.zone(0, "resources")) == 2
    with pytest.raises(RulesError):
        _place(st)


# --- "Opposing allies have -2 ATK while in combat with Givon." (EN 600 combat, EN 714) --------------------


def test_minus_atk_while_in_combat_with_this_ally():
    # EN 714 with EN 600: Givon — an opposing ally attacking Givon has -2 ATK during that combat only;
    # an opposing ally attacking the hero keeps its ATK
    from .test_combat import attack, finish_combat

    automated("Givon")
    st = start()
    givon = put_real(st, 1, "Givon", "allies")
    a = put(st, 0, "Stone Guardian", "allies")
    base = kw.atk(st, a)
    st = finish_combat(attack(st, a, givon))
    assert st.table.cards[givon].damage == base - 2  # combat damage with the lowered ATK (EN 603.1)
    assert kw.atk(st, a) == base  # the combat is over
    b = put(st, 0, "Iron Sentinel", "allies")
    st = finish_combat(attack(st, b, hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == kw.data(st, b)["atk"]


# --- "Damage that would be dealt with Hammer of the Naaru is unpreventable." (EN 717, 408.3d) -------------


def test_damage_dealt_with_this_weapon_is_unpreventable():
    # 408.3d: combat damage dealt with the weapon struck; EN 717: Hardiness (prevent 1) can't prevent it;
    # without striking with it, Hardiness prevents 1 as usual
    from .test_combat import finish_combat

    automated("Hammer of the Naaru")
    for strike in (True, False):
        st = start()
        hammer = put_real(st, 0, "Hammer of the Naaru", "hero_row")
        resources(st, 0, 6)
        enemy = put(st, 1, "Stone Guardian", "allies")  # Hardiness
        st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
        if strike:
            st = resolve_chain(apply(st, "strike", 0, weapon=hammer))
        hit = kw.atk(st, hero(st, 0))
        st = finish_combat(st)
        dealt = (
            st.table.cards[enemy].damage if st.table.cards[enemy].zone == "allies" else kw.health(st, enemy)
        )
        assert dealt == (min(hit, 6) if strike else max(hit - 1, 0))


# --- "When Cat Form is destroyed, you may pay 2. If you do, put it into your hand at end of turn." --------


def test_cat_form_pays_to_return_at_end_of_turn():
    # 415.9b (the X15 example): the trigger's payment, then at the end of this turn (500.2) Cat Form
    # returns from the graveyard to its owner's hand, since it stayed there
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy

    from .test_templates_more import _advance

    automated("Cat Form")
    st = start()
    cat = put_real(st, 0, "Cat Form", "hero_row")
    resources(st, 0, 2)
    procedure.event_triggers(st, destroy(st, cat, None))
    ENGINE.settle(st)
    st = resolve_chain(st)  # the trigger resolves: "you may pay 2" (EN 709.3)
    assert st.table.cards[cat].zone == "graveyard" and st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))  # paid 2 (412.2)
    assert st.table.cards[cat].zone == "graveyard"
    st = _advance(st, lambda s: s.turn == 2)
    assert st.table.cards[cat].zone == "hand"


# --- "On your turn, if a hero or ally you controlled dealt frost damage this turn: 2, [Exhaust] -> …" -------


def test_activation_only_after_frost_damage_this_turn():
    # EN 701.1 (the power's condition) on the turn's history: Abyssal Maw — refused before any frost damage,
    # usable after Frost Ring ("Your hero deals 1 frost damage to each opposing hero and ally")
    data = automated("Abyssal Maw")
    st = start()
    maw = put_real(st, 0, "Abyssal Maw", "resources", face_down=False)
    resources(st, 0, 5)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=maw, power=_power(data), x=0)
    st = _play(st, "Frost Ring")
    before = len(st.table.zone(0, "allies"))
    st = resolve_chain(apply(st, "power", 0, uid=maw, power=_power(data), x=0))
    assert len(st.table.zone(0, "allies")) == before + 1 and st.table.cards[maw].tapped


# --- "Destroy one of your equipment" / "Exhaust one of your armor" as a cost (403.1) -----------------------


def test_destroy_one_of_your_equipment_as_a_cost():
    # WoW 403.1: Brumdor Dreadforge "1, Destroy one of your equipment -> Draw a card." — no equipment, no use
    from engine.wow import choice_cost

    data = automated("Brumdor Dreadforge")
    st = start()
    brumdor = put_real(st, 0, "Brumdor Dreadforge", "allies")
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=brumdor, power=_power(data), x=0)
    sword = put(st, 0, "Worn Longsword", "hero_row")
    assert choice_cost.candidates(st, 0, brumdor, card_powers(data)[_power(data)].cost["choose"]) == [sword]
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "power", 0, uid=brumdor, power=_power(data), x=0, pay=[sword]))
    assert st.table.cards[sword].zone == "graveyard" and len(st.table.zone(0, "hand")) == hand + 1


def test_flip_and_remove_a_death_knight_from_your_graveyard():
    # 301.2 flip and WoW 403.1: General Lightsbane "On your turn: Flip Lightsbane, remove a Death Knight in
    # your graveyard from the game -> Target ally has -4 ATK this turn." — no Death Knight there, no use
    from .test_templates_activation import _as_hero

    data = automated("General Lightsbane")
    st = start()
    dk_hero = _as_hero(st, "General Lightsbane")
    enemy = put(st, 1, "Stone Guardian", "allies")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=dk_hero, power=_power(data), x=0)
    dead = put_real(st, 0, "Grak Foulblade", "graveyard")
    other = put(st, 0, "Iron Sentinel", "graveyard")
    st = apply(st, "power", 0, uid=dk_hero, power=_power(data), x=0, pay=[dead])
    st = resolve_chain(choose(st, str(enemy)) if st.pending else st)
    assert st.table.cards[dead].zone == "removed" and st.table.cards[other].zone == "graveyard"
    assert kw.atk(st, enemy) == 0 and st.table.cards[dk_hero].flags.get(
        "flipped"
    )  # 3 - 4, shown as 0 (104.1)


def test_turn_a_quest_you_control_face_down_as_a_cost():
    # WoW 403.1 with 412.1b: Ceraka "On your turn: 1, Turn a quest you control face down -> This ally deals
    # 3 fire damage to target hero." — a face-up quest pays; a face-down resource can't
    data = automated("Ceraka")
    st = start()
    ceraka = put_real(st, 0, "Ceraka", "allies")
    resources(st, 0, 1)  # face down: no quest to turn
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=ceraka, power=_power(data), x=0)
    quest = put_real(st, 0, "Everfrost", "resources", face_down=False)
    st = apply(st, "power", 0, uid=ceraka, power=_power(data), x=0, pay=[quest])
    st = resolve_chain(
        choose(st, str(hero(st, 1))) if st.pending else st
    )  # the target, then the cost is paid
    assert st.table.cards[quest].face_down and st.table.cards[hero(st, 1)].damage == 3


# --- "[3], Exhaust an equipment you control >>> Exhaust target ally." (EN 701 in the later sets' notation) --


def test_later_sets_arrow_and_bracketed_cost():
    # EN 701: ">>>" is the payment arrow; WoW 403.1: "[3]" resources and the chosen equipment exhausted
    data = automated("Zanrix Steelboot")
    st = start()
    zanrix = put_real(st, 0, "Zanrix Steelboot", "allies")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    enemy = put(st, 1, "Stone Guardian", "allies")
    resources(st, 0, 2)
    with pytest.raises(RulesError):  # 2 of 3 resources
        apply(st, "power", 0, uid=zanrix, power=_power(data), x=0, pay=[sword])
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=zanrix, power=_power(data), x=0, pay=[sword])
    st = resolve_chain(choose(st, str(enemy)) if st.pending else st)
    assert st.table.cards[sword].tapped and st.table.cards[enemy].tapped


def test_a_leading_parenthesized_cost_is_paid():
    # WoW 403.1: Bernard, Zealot of the Light "(1), Destroy Bernard >>> Destroy target attacking ally." —
    # the "(1)" is the resource cost (it was read as reminder text before: the power was free)
    data = automated("Bernard, Zealot of the Light")
    assert card_powers(data)[_power(data)].cost["resources"] == 1


def test_destroy_a_death_knight_for_a_ghoul_token():
    # WoW 403.1 and 404.2: Lord Darion Mograine "(1), Destroy a Death Knight you control >>> Put a 3 [melee
    # icon] / 3 [Health Icon] Ghoul ally token into play." (icons written in lower case)
    data = automated("Lord Darion Mograine")
    st = start()
    darion = put_real(st, 0, "Lord Darion Mograine", "allies")
    dk = put_real(st, 0, "Grak Foulblade", "allies")
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "power", 0, uid=darion, power=_power(data), x=0, pay=[dk]))
    assert st.table.cards[dk].zone == "graveyard"
    ghouls = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert (
        len(ghouls) == 1 and kw.atk(st, ghouls[0]) == 3 and kw.data(st, ghouls[0])["damage_type"] == "melee"
    )


# --- "This ally enters play with 4 damage on him." (405.3) / "This weapon enters play exhausted." (411.1) --


def test_enters_play_with_damage_on_it():
    # 405.3 placed damage (no packet: Hardiness-like prevention doesn't apply): Elderguard Brennan
    automated("Elderguard Brennan")
    st = start()
    uid = put_real(st, 0, "Elderguard Brennan", "hand")
    resources(st, 0, 8)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    assert st.table.cards[uid].zone == "allies" and st.table.cards[uid].damage == 4


def test_weapon_enters_play_exhausted():
    # 411.1: Irontree Knives "This weapon enters play exhausted." (and Thrown)
    automated("Irontree Knives")
    st = start()
    uid = put_real(st, 0, "Irontree Knives", "hand")
    resources(st, 0, 8)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    assert st.table.cards[uid].zone == "hero_row" and st.table.cards[uid].tapped


def test_can_protect_friendly_allies_not_the_hero():
    # EN 602.2: Durae Crystalshield "Durae can protect friendly allies." — offered when an ally is attacked
    from .test_combat import attack

    automated("Durae Crystalshield")
    st = start()
    durae = put_real(st, 1, "Durae Crystalshield", "allies")
    friend = put(st, 1, "Stone Guardian", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, friend))
    assert (
        st.pending
        and st.pending[0].kind == "protector"
        and str(durae) in {o.id for o in st.pending[0].options}
    )
    st = start()
    durae = put_real(st, 1, "Durae Crystalshield", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert not (st.pending and st.pending[0].kind == "protector")


# --- "When Tempest enters play, ready a hero or ally in your party." (EN 709.1 a pick, not a target) -------


def test_ready_a_hero_or_ally_of_your_choice():
    # EN 709.1 / 411.1: Tempest, Son-of-Storms — the controller picks one of his heroes or allies on
    # resolution (no target, EN 706) and readies it; the other stays exhausted
    automated("Tempest, Son-of-Storms")
    st = start()
    tired = put(st, 0, "Stone Guardian", "allies", tapped=True)
    st.table.cards[hero(st, 0)].tapped = True
    uid = put_real(st, 0, "Tempest, Son-of-Storms", "hand")
    resources(st, 0, 7)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    assert st.pending and st.pending[0].kind == "player_picks" and st.pending[0].player == 0
    assert {str(tired), str(hero(st, 0))} <= {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(tired)))
    assert not st.table.cards[tired].tapped and st.table.cards[hero(st, 0)].tapped


# --- "Attach to one of your Melee weapons." (400.3: no target, the host chosen as it resolves) ---------------


def test_attach_to_one_of_your_melee_weapons():
    # 400.3: Earthrend Weapon "Attach to one of your Melee weapons. / Ongoing: Attached weapon has +7 ATK." —
    # with no Melee weapon it goes to the graveyard; with one it attaches to it
    from .test_templates_more import play_real, put_real

    automated("Earthrend Weapon")
    st = start()
    st, card = play_real(st, "Earthrend Weapon", 0, pay=9)
    st = resolve_chain(st)
    assert st.table.cards[card].zone == "graveyard"
    st = start()
    put(st, 0, "Worn Longsword", "hero_row")  # melee damage, no Melee tag: no Melee weapon (202.1, 414.3b)
    sword = put_real(st, 0, "Gorehowl", "hero_row")  # Melee (1)
    base = kw.equipment_atk(st, sword)
    st, card = play_real(st, "Earthrend Weapon", 0, pay=9)
    st = resolve_chain(st)
    if st.pending and st.pending[0].kind == "attach_host":  # several hosts: the controller picks (400.3)
        st = resolve_chain(choose(st, str(sword)))
    assert st.table.cards[card].attached_to == sword and kw.equipment_atk(st, sword) == base + 7


# --- "Ongoing: You control attached ally." (401.3 while the attachment stays in play, 401.3b) --------------


def test_you_control_attached_ally_until_the_attachment_leaves():
    # 401.3: Twist of Faith "Attach to target ally. / Ongoing: You control attached ally." — the ally joins
    # your party; when Twist of Faith is destroyed, it goes back to its owner (401.3b)
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy

    from .test_templates_more import play_real

    automated("Twist of Faith")
    st = start()
    enemy = put(st, 1, "Stone Guardian", "allies")
    st, twist = play_real(st, "Twist of Faith", 0, str(enemy), pay=9)
    st = resolve_chain(st)
    assert st.table.cards[twist].attached_to == enemy
    assert st.table.cards[enemy].controller == 0 and enemy in st.table.zone(0, "allies")
    procedure.event_triggers(st, destroy(st, twist, None))
    assert st.table.cards[enemy].controller == 1 and enemy in st.table.zone(1, "allies")


# --- "Opponents can't target this ally." (EN glossary Untargetable: it can't be targeted by opponents) ------


def test_opponents_cant_target_this_ally():
    # EN glossary Untargetable, EN 706: Zizzlix Drizzledrill — not a legal target of the opponent's Fire Bolt,
    # a legal one of its controller's
    automated("Zizzlix Drizzledrill")
    st = start()
    zizz = put_real(st, 1, "Zizzlix Drizzledrill", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=bolt, x=0)
    assert st.pending and str(zizz) not in {o.id for o in st.pending[0].options}
    st = start()
    zizz = put_real(st, 0, "Zizzlix Drizzledrill", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=bolt, x=0)
    assert st.pending and str(zizz) in {o.id for o in st.pending[0].options}
