"""More card-text templates (issue #7): each is played with a real card of the pool in an engine
game (skipped without ../shared/data), and the engine part is also checked with the fixture set."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers, is_automated
from tests.shared_data import needs

from .helpers import apply, choose, hero, order_deck, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS, real_pool

pytestmark = needs(WOW_CARDS)


def real(name: str) -> dict:
    rec = real_pool().find_name(name)
    assert rec is not None, name
    return rec.data


def put_real(st, player: int, name: str, zone: str, **attrs) -> int:
    """A real card of the pool straight into a zone (test setup)."""
    rec = real_pool().find_name(name)
    assert rec is not None, name
    card = st.table.add(rec.id, player, zone, **attrs)
    st.cards[rec.id] = rec.data
    st.table.learn_names({rec.id: rec.data})  # the log names it as printed (Table.card_name)
    card.entered_turn = -1
    return card.uid


def play_real(st, name: str, player: int = 0, *picks: str, pay: int = 5):
    uid = put_real(st, player, name, "hand")
    resources(st, player, pay)
    st = apply(st, "play", player, uid=uid, x=0)
    for pick in picks:
        st = choose(st, pick)
    return st, uid


def automated(name: str) -> dict:
    data = real(name)
    assert is_automated(data), data["text"]
    return data


# --- conditions: "while X" (EN 714) and "if X" (EN 709) ---------------------------------------------


def test_while_card_in_graveyard_static():
    # EN 714 (outside): "This ally has Assault 3 while an ally is in your graveyard."
    automated("Murphy Watson")
    st = start()
    murphy = put_real(st, 0, "Murphy Watson", "allies")
    assert kw.atk(st, murphy) == 2
    put(st, 0, "Iron Sentinel", "graveyard")
    assert kw.atk(st, murphy) == 5  # Assault 3 on your turn


def test_while_attacking_static_applies_to_the_attacker_only():
    # EN 714 (outside): "Allies in your party have +1 ATK while attacking."
    automated("Zorm Stonefury")
    st = start()
    put_real(st, 0, "Zorm Stonefury", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    b = put(st, 0, "Loyal Hound", "allies")
    assert kw.atk(st, a) == 4
    st = finish_combat(apply(st, "attack", 0, attacker=a, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 5 and kw.atk(st, a) == 4 and kw.atk(st, b) == 2


def test_while_your_hero_defends_weapon_atk():
    # EN 714 (outside) with 303.2a: "Terokk's Quill has +4 ATK while your hero is defending."
    automated("Terokk's Quill")
    st = start()
    quill = put_real(st, 1, "Terokk's Quill", "hero_row")
    resources(st, 1, 5)
    assert kw.equipment_atk(st, quill) == 0
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1)))
    assert st.combat is not None and st.combat.stage == "step"
    assert kw.equipment_atk(st, quill) == 4
    if st.priority == 0:
        st = apply(st, "pass", 0)
    st = finish_combat(apply(st, "strike", 1, weapon=quill))
    assert st.table.cards[attacker].zone == "graveyard"  # 4 damage from the striking hero


@pytest.mark.parametrize("form", [False, True])
def test_if_you_control_a_tag(form):
    # EN 709 (outside): "If you control a Form, destroy target ally." — checked on resolution
    automated("Chew Toy")
    st = start()
    if form:
        put_real(st, 0, "Cat Form", "hero_row")  # tag "Form (1)" counts as Form (414.3b)
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Chew Toy", 0, str(enemy))[0])
    assert (st.table.cards[enemy].zone == "graveyard") is form


@pytest.mark.parametrize(("damage", "after"), [(16, 6), (10, 10)])
def test_if_your_hero_has_damage_it_heals_itself(damage, after):
    # EN 709 (outside): "If your hero has 15 or more damage, it heals 10 damage from itself." — "it" is your hero
    automated("Desperate Plea")
    st = start()
    st.table.cards[hero(st, 0)].damage = damage
    st = resolve_chain(play_real(st, "Desperate Plea")[0])
    assert st.table.cards[hero(st, 0)].damage == after


@pytest.mark.parametrize("spare", [0, 1])
def test_enter_trigger_if_no_ready_resources(spare):
    # EN 703 / 709 (outside): "When this ally enters play, if you control no ready resources, you may draw a card."
    data = automated("Bronze Guardian")
    assert any(pw.trigger == "enter" and pw.effects[0].condition.get("if") for pw in card_powers(data))
    st = start()
    st, _ = play_real(st, "Bronze Guardian", pay=data["cost"] + spare)
    st = resolve_chain(st)
    st = resolve_chain(st)
    assert bool(st.pending and st.pending[0].kind == "may") is (spare == 0)


# --- grants until end of turn / combat, strike triggers, enter triggers by first name -------------


def test_strike_trigger_long_range_this_combat():
    # WoW 303.2 strike; EN 703 trigger "When you strike with Blackcrow, your hero has Long-Range this combat"
    automated("Blackcrow")
    st = start()
    bow = put_real(st, 0, "Blackcrow", "hero_row")
    resources(st, 0, 3)
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    assert st.combat is not None and st.priority == 0
    st = resolve_chain(apply(st, "strike", 0, weapon=bow))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = finish_combat(st)
    assert st.table.cards[hero(st, 0)].damage == 0  # EN glossary Long-Range: the defender deals no combat damage
    assert st.table.cards[enemy].damage == 1
    assert not kw.has(st, hero(st, 0), "Long-Range")  # "this combat" ended (EN 603.3)


def test_this_combat_outside_combat_does_nothing():
    # EN 603.3 (outside): a "this combat" effect with no combat lasts no time
    data = automated("Stance Mastery")
    assert any(e.duration == "this_battle" for pw in card_powers(data) for e in pw.effects)
    st = start()
    uid = put_real(st, 0, "Stance Mastery", "hero_row")
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=uid, power=index, x=0))
    assert kw.atk(st, hero(st, 0)) == 0 and not st.modifiers


def test_grant_list_this_turn():
    # EN 714 (outside): "Target ally has Assault 2, Ferocity, and Long-Range this turn."
    automated("Wild Fervor")
    st = start()
    ally = put(st, 0, "Loyal Hound", "allies", fresh=True)
    st = resolve_chain(play_real(st, "Wild Fervor", 0, str(ally))[0])
    keys = kw.keywords(st, ally)
    assert keys.get("Assault") == 2 and "Ferocity" in keys and "Long-Range" in keys
    assert kw.atk(st, ally) == 4
    st = apply(st, "attack", 0, attacker=ally, defender=hero(st, 1))  # Ferocity: it attacks at once (302.2)
    assert st.table.cards[ally].tapped


def test_two_play_powers_use_their_own_targets():
    # EN 717 shield then 405 damage: "Prevent the next 4 damage that target friendly hero or ally would be
    # dealt this turn." and "Your hero deals 4 unpreventable holy damage to target opposing hero or ally."
    automated("Holy Shock")
    st = start()
    friend = put(st, 0, "Loyal Hound", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Holy Shock", 0, str(friend), str(enemy))[0])
    assert st.table.cards[enemy].zone == "graveyard"
    assert [(s.uid, s.amount) for s in st.shields] == [(friend, 4)]


def test_enter_trigger_by_first_name():
    # EN 703 (outside): "When Alecia enters play, she heals 3 damage from target hero or ally."
    automated("Alecia Hall")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    st, _ = play_real(st, "Alecia Hall")
    st = resolve_chain(st)
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 2


# --- quest conditions, "attached character", "himself" ----------------------------------------------


def test_quest_completion_condition():
    # EN 702.1 (outside): "If you control more allies than an opponent: Pay 1 to complete this quest."
    from engine.core import RulesError

    automated("Report to Goldshire")
    st = start()
    resources(st, 0, 2)
    quest = put_real(st, 0, "Report to Goldshire", "resources", face_down=False)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    put(st, 0, "Loyal Hound", "allies")
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[quest].face_down and len(st.table.zone(0, "hand")) == hand + 1


def test_attached_character_takes_damage_each_turn():
    # WoW 400.1 attachments; EN 703: "At the start of your turn, your hero deals 1 melee damage to attached character."
    automated("Rend")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Rend", 0, str(enemy))[0])
    rend = next(u for u in st.table.zone(0, "hero_row") if kw.name(st, u) == "Rend")
    assert st.table.cards[rend].attached_to == enemy
    for _ in range(40):  # to P1's turn and back to P1's (index 0) next turn
        if st.turn == 3 and not st.chain and not st.pending and st.step in ("main",):
            break
        st = choose(st, *([] if st.pending[0].min == 0 else [st.pending[0].options[0].id])) if st.pending else apply(st, "pass", st.priority)
    assert st.table.cards[enemy].damage == 1


def test_heals_damage_from_himself():
    # EN 703: "At the start of your turn, Ja'zaron heals 1 damage from himself."
    automated("Ja'zaron")
    st = start()
    jaz = put_real(st, 1, "Ja'zaron", "allies", damage=2)
    st.table.cards[jaz].damage = 2
    for _ in range(30):
        if st.turn == 2 and st.step == "main":
            break
        st = choose(st, *([] if st.pending[0].min == 0 else [st.pending[0].options[0].id])) if st.pending else apply(st, "pass", st.priority)
    assert st.table.cards[jaz].damage == 1


# --- event triggers of other cards and of every turn (EN 703) ---------------------------------------


def _advance(st, until):
    for _ in range(60):
        if until(st):
            return st
        st = choose(st, *([] if st.pending[0].min == 0 else [st.pending[0].options[0].id])) if st.pending else apply(st, "pass", st.priority)
    return st


def test_opposing_ally_enters_exhaust_it():
    # EN 703: "When an opposing ally enters play, exhaust it." — "it" is the entering ally, not this card
    automated("Stone Guard Rashun")
    st = start()
    rashun = put_real(st, 1, "Stone Guard Rashun", "allies")
    st = resolve_chain(play_real(st, "Zorm Stonefury", 0)[0])
    st = resolve_chain(st)
    zorm = next(u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Zorm Stonefury")
    assert st.table.cards[zorm].tapped and not st.table.cards[rashun].tapped


def test_opposing_attack_readies_this_ally_and_hero_defends_trigger():
    # EN 703: "When an opposing hero or ally attacks, ready Donna Calister." and
    # "When your hero defends, it deals 1 fire damage to each opposing hero and ally." (it = your hero)
    automated("Donna Calister")
    automated("Skullflame Shield")
    st = start()
    donna = put_real(st, 1, "Donna Calister", "allies")
    st.table.cards[donna].tapped = True
    put_real(st, 1, "Skullflame Shield", "hero_row")
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1))
    st = _advance(st, lambda s: s.combat is None)
    assert not st.table.cards[donna].tapped
    assert st.table.cards[hero(st, 0)].damage == 1 and st.table.cards[attacker].damage == 1


def test_strike_with_any_weapon_trigger():
    # WoW 303.2; EN 703: "When you strike with a weapon, target ally in your party has +2 ATK this turn."
    automated("Helm of Desolation")
    st = start()
    put_real(st, 0, "Helm of Desolation", "hero_row")
    bow = put_real(st, 0, "Blackcrow", "hero_row")
    ally = put(st, 0, "Loyal Hound", "allies")
    resources(st, 0, 3)
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    st = apply(st, "strike", 0, weapon=bow)
    st = _advance(st, lambda s: bool(s.pending and s.pending[0].kind == "target" and str(ally) in [o.id for o in s.pending[0].options]))
    st = resolve_chain(choose(st, str(ally)))
    assert kw.atk(st, ally) == 4


def test_start_of_each_turn_and_each_opponents_turn():
    # EN 703: "At the start of each turn, Izza Spindleflame deals 1 fire damage to each hero." fires on both turns;
    # "At the start of each opponent's turn, you may ready all allies you control." only on the opponent's
    automated("Izza Spindleflame")
    automated("Windguard Totem")
    st = start()
    put_real(st, 0, "Izza Spindleflame", "allies")
    put_real(st, 0, "Windguard Totem", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[hound].tapped = True
    st = _advance(st, lambda s: s.turn == 2 and s.step == "main")
    assert st.table.cards[hero(st, 0)].damage == 1 and st.table.cards[hero(st, 1)].damage == 1
    assert not st.table.cards[hound].tapped  # readied on P2's turn (not by P1's ready step)
    st = _advance(st, lambda s: s.turn == 3 and s.step == "main")
    assert st.table.cards[hero(st, 1)].damage == 2


def test_attach_and_damage_the_host():
    # WoW 400.1: "Attach to target hero or ally, and your hero deals 4 fire damage to it." (it: the host)
    automated("Fireball")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Fireball", 0, str(enemy))[0])
    fireball = next(u for u in st.table.cards if kw.name(st, u) == "Fireball")
    assert st.table.cards[enemy].zone == "graveyard"  # 4 damage on a 4-health ally (405.2)
    assert st.table.cards[fireball].zone == "graveyard"  # 410.6c: its host left play


def test_deals_damage_to_an_ally_destroy_that_ally():
    # EN 703: "When this ally deals damage to an opposing ally, destroy that ally."
    automated("Forsaken Blightspreader")
    st = start()
    spreader = put_real(st, 0, "Forsaken Blightspreader", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")  # 1 combat damage would not destroy it
    st = apply(st, "attack", 0, attacker=spreader, defender=enemy)
    st = _advance(st, lambda s: s.combat is None and not s.chain and not s.triggers)
    assert st.table.cards[spreader].zone == "graveyard"  # 4 damage back: it triggered while in play (EN 703)
    assert st.table.cards[enemy].zone == "graveyard"


@pytest.mark.parametrize(("played", "fires"), [("Healing Touch", True), ("Fire Bolt", False)])
def test_when_you_play_a_tagged_ability(played, fires):
    # EN 703: "When you play a Holy ability, your hero heals 2 damage from target hero or ally." — only Holy ones
    automated("Spiritual Healing")
    st = start()
    put_real(st, 0, "Spiritual Healing", "hero_row")
    st.table.cards[hero(st, 0)].damage = 6
    card = put(st, 0, played, "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=card, x=0)
    st = choose(st, str(hero(st, 1)))  # the played ability's own target
    assert bool(st.pending and st.pending[0].kind == "target") is fires
    if fires:
        st = choose(st, str(hero(st, 0)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == (4 if fires else 6)


def test_your_hero_heals_itself_is_the_hero():
    # EN 709: "[Exhaust] -> Your hero heals 1 damage from itself." heals the hero, not the item
    data = automated("Nemesis Skullcap")
    st = start()
    cap = put_real(st, 0, "Nemesis Skullcap", "hero_row")
    st.table.cards[hero(st, 0)].damage = 3
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=cap, power=index, x=0))
    assert st.table.cards[hero(st, 0)].damage == 2


def test_token_with_stats_after_the_name():
    # WoW 404.2: "Put five bear Ally tokens into play with 1 [Melee] ATK / 1 health and Protector."
    automated("Nature Unleashed")
    st = start()
    st = resolve_chain(play_real(st, "Nature Unleashed", pay=8)[0])
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 5
    assert all(kw.atk(st, u) == 1 and kw.health(st, u) == 1 and kw.has(st, u, "Protector") for u in tokens)


@pytest.mark.parametrize(("answer", "spare", "draws"), [("yes", 1, 1), ("no", 1, 0), ("yes", 0, 0)])
def test_may_pay_if_you_do(answer, spare, draws):
    # EN 709.3: "When an opposing ally is destroyed, you may pay 1. If you do, draw a card." (412.2: pay = exhaust)
    automated("Essence Gatherer")
    st = start()
    put_real(st, 0, "Essence Gatherer", "allies")
    owl = put(st, 1, "Mist Owl", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2 + spare)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(owl)))
    st = resolve_chain(st)
    hand = len(st.table.zone(0, "hand"))
    if not spare:  # 403.1: nothing to pay with, the payment is not offered (engine.wow.resource_payment)
        assert not st.pending and len(st.table.zone(0, "hand")) == hand
        return
    assert st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, answer))
    assert len(st.table.zone(0, "hand")) == hand + draws
    ready = [u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped]
    assert len(ready) == (0 if answer == "yes" else spare)


def test_if_you_do_after_a_targeted_effect():
    # EN 709.3: "Destroy target ability. If you do, your hero heals 3 damage from target hero or ally."
    automated("Cleanse Spirit")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    aura = put_real(st, 1, "Spiritual Healing", "hero_row")
    st = resolve_chain(play_real(st, "Cleanse Spirit", 0, str(aura), str(hero(st, 0)))[0])
    assert st.table.cards[aura].zone == "graveyard" and st.table.cards[hero(st, 0)].damage == 2


# --- powers the engine reads from the card text (406 wield, 501.1b Inspire) -------------------------


def test_dual_wield_grant_is_read_by_the_engine():
    # WoW 406.1: "Your hero has dual wield." on a weapon
    from engine.wow import wield

    automated("Timeslicer")
    st = start()
    assert wield.DUAL not in wield.powers(st, 0)
    put_real(st, 0, "Timeslicer", "hero_row")
    assert wield.DUAL in wield.powers(st, 0)


def test_inspire_ally_offers_a_ready():
    # WoW 501.1b: "Inspire: Ally" — at another player's ready step, ready one of your exhausted allies
    automated("Vindicator Kaldel")
    st = start()
    put_real(st, 1, "Vindicator Kaldel", "allies")
    hound = put(st, 1, "Loyal Hound", "allies")
    st = _advance(st, lambda s: s.turn == 2 and s.step == "main")
    st.table.cards[hound].tapped = True
    st = _advance(st, lambda s: s.turn == 3 or bool(s.pending and s.pending[0].kind == "inspire"))
    assert st.pending and st.pending[0].kind == "inspire" and st.pending[0].player == 1
    st = choose(st, str(hound))
    assert not st.table.cards[hound].tapped


# --- searching (413) and taking a card back from the graveyard ---------------------------------------


def test_search_deck_for_an_ally_card():
    # WoW 413.1–413.2: "Search your deck for an ally card, reveal it, and put it into your hand."
    automated("Portal")
    st = start()
    st, _ = play_real(st, "Portal")
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "search"
    pick = st.pending[0].options[0].id
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, pick)
    assert st.table.cards[int(pick)].zone == "hand" and len(st.table.zone(0, "hand")) == hand + 1


def test_put_a_tagged_card_from_graveyard_into_hand():
    # WoW 413 (public zone): "3, Flip Sen'zir Beastwalker -> Put a Pet card from your graveyard into your hand."
    data = automated("Sen'zir Beastwalker")
    st = start()
    hound = put(st, 0, "Loyal Hound", "graveyard")  # a Pet
    put(st, 0, "Iron Sentinel", "graveyard")  # not a Pet
    old = hero(st, 0)
    new = put_real(st, 0, "Sen'zir Beastwalker", "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    resources(st, 0, 3)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=new, power=index, x=0))
    assert [o.id for o in st.pending[0].options] == [str(hound)]
    st = choose(st, str(hound))
    assert st.table.cards[hound].zone == "hand"


# --- counters (404.1) -------------------------------------------------------------------------------


def test_put_a_stat_counter_on_target_weapon():
    # WoW 404.1c: "[Exhaust] -> Put a +1 ATK counter on target weapon." — the counter adds to its ATK
    data = automated("Black Felsteel Bracers")
    st = start()
    bracers = put_real(st, 0, "Black Felsteel Bracers", "hero_row")
    bow = put_real(st, 0, "Blackcrow", "hero_row")
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=bracers, power=index, x=0)
    st = resolve_chain(choose(st, str(bow)) if st.pending else st)
    assert kw.equipment_atk(st, bow) == 2


def test_add_counters_then_remove_them_as_a_cost():
    # WoW 404.1a/403.4: "When you play a card, add an honor counter." and
    # "[Exhaust], Remove two honor counters -> Target ally is a Protector this turn."
    from engine.core import RulesError

    data = automated("Warsong Gulch")
    st = start()
    gulch = put_real(st, 0, "Warsong Gulch", "resources", face_down=False)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=gulch, power=index, x=0)
    resources(st, 0, 4)
    for _ in range(2):
        st = resolve_chain(apply(st, "play", 0, uid=put(st, 0, "Mist Owl", "hand"), x=0))
        st = resolve_chain(st)
    assert st.table.cards[gulch].counters.get("honor") == 2
    hound = st.table.zone(0, "allies")[0]
    st = resolve_chain(choose(apply(st, "power", 0, uid=gulch, power=index, x=0), str(hound)))
    assert kw.has(st, hound, "Protector") and not st.table.cards[gulch].counters.get("honor")


def test_gain_control_while_source_remains():
    # WoW 401.3, 401.3b: "When Brelnor enters play, gain control of target ally while Brelnor remains in your party."
    from engine.wow.procedure import destroy
    from engine.wow.rules import R

    automated("Brelnor Mindbender")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Brelnor Mindbender", pay=8)
    st = resolve_chain(st)
    st = resolve_chain(choose(st, str(enemy)))
    assert st.table.cards[enemy].controller == 0
    brelnor = next(u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Brelnor Mindbender")
    destroy(st, brelnor, R("410.6a"))
    st = resolve_chain(apply(st, "pass", 0)) if not st.pending else st
    assert st.table.cards[enemy].controller == 1


# --- alternative costs (403.3) -----------------------------------------------------------------------


def test_alternative_cost_exhaust_a_melee_weapon():
    # WoW 403.3: "You may exhaust one of your Melee weapons rather than pay Pummel's cost." + EN 711 interrupt
    from engine.wow.game import ENGINE

    automated("Pummel")
    st = start()
    axe = put_real(st, 0, "Timeslicer", "hero_row")
    bolt = put(st, 0, "Fire Bolt", "hand")
    pummel = put_real(st, 0, "Pummel", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    alt = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == pummel and "alt" in a.args]
    assert alt and alt[0].args["pay"] == [axe]
    st = ENGINE.apply(st, alt[0]).state
    st = choose(st, str(bolt)) if st.pending else st
    st = resolve_chain(st)
    assert st.table.cards[axe].tapped and st.table.cards[bolt].zone == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 0


def test_preparation_free_on_first_turn():
    # WoW 403.3 with Preparation: on your first turn, play this card without paying its cost
    from engine.wow.game import ENGINE

    automated("Shredder")
    st = start()
    card = put_real(st, 0, "Shredder", "hand")
    free = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == card and "alt" in a.args]
    assert free
    st = resolve_chain(ENGINE.apply(st, free[0]).state)
    assert st.table.cards[card].zone in ("allies", "hero_row")


@pytest.mark.parametrize("keep", ["both", "one", "none"])
def test_delve_keep_and_order(keep):
    # EN glossary Delve: look at the top two, put any number on top in any order, the rest on the bottom
    automated("Lava Shock")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies")
    deck = st.table.zone(0, "deck")
    a, b = deck[0], deck[1]
    st = resolve_chain(play_real(st, "Lava Shock", 0, str(enemy))[0])
    assert st.table.cards[enemy].damage == 4
    assert st.pending and st.pending[0].kind == "delve" and {o.id for o in st.pending[0].options} == {str(a), str(b)}
    if keep == "both":
        st = choose(st, str(a), str(b))
        st = choose(st, str(b))
        assert st.table.zone(0, "deck")[:2] == [b, a]
    elif keep == "one":
        st = choose(st, str(b))
        assert st.table.zone(0, "deck")[0] == b and st.table.zone(0, "deck")[-1] == a
    else:
        st = choose(st)
        assert st.table.zone(0, "deck")[-2:] == [a, b]
    assert not st.pending and not st.waiting


def test_deckbuilding_clause_is_read():
    # WoW 100.2e: "Deckbuilding: You can't put [HORDE], [ALLIANCE], or Talent cards in your deck."
    from engine.wow.deckbuilding import clauses

    data = automated("Augh")
    assert any(pw.kind == "deck" and pw.text.startswith("Deckbuilding") for pw in card_powers(data))
    c = clauses(data)
    assert not c.unread and {what for what, _ in c.exclude} >= {"Horde cards", "Alliance cards", "Talent cards"}


# --- racial keywords defined by their reminder text ---------------------------------------------------


def test_shadowmeld_elusive_and_untargetable_while_ready():
    # Shadowmeld (reminder text): Elusive and Untargetable while ready
    automated("Treewarden Tolven")
    st = start()
    tolven = put_real(st, 1, "Treewarden Tolven", "allies")
    assert kw.has(st, tolven, "Elusive") and kw.has(st, tolven, "Untargetable")
    st.table.cards[tolven].tapped = True
    assert not kw.has(st, tolven, "Elusive") and not kw.has(st, tolven, "Untargetable")


def test_war_stomp_on_attack():
    # War Stomp (reminder text): when this ally attacks or defends, you may exhaust target opposing hero or ally
    automated("Himul Longstrider")
    st = start()
    himul = put_real(st, 0, "Himul Longstrider", "allies")
    other = put(st, 1, "Mist Owl", "allies")
    st = apply(st, "attack", 0, attacker=himul, defender=hero(st, 1))
    st = _advance(st, lambda s: bool(s.pending and s.pending[0].kind == "target"))
    assert str(himul) not in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(st, str(other)))
    assert st.table.cards[other].tapped


def test_trap_exhaust_defending_hero_instead_of_cost():
    # Trap (403.3): "You may exhaust your defending hero rather than pay this card's cost."
    from engine.wow.game import ENGINE

    automated("Quick Trap")
    st = start()
    trap = put_real(st, 1, "Quick Trap", "hand")
    attacker = put(st, 0, "Loyal Hound", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=hero(st, 1)))
    if st.priority == 0:
        st = apply(st, "pass", 0)
    alt = [a for a in ENGINE.legal_actions(st, 1) if a.type == "play" and a.args.get("uid") == trap and "alt" in a.args]
    assert alt and alt[0].args["pay"] == [hero(st, 1)]
    st = ENGINE.apply(st, alt[0]).state
    st = choose(st, str(attacker)) if st.pending else st
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].tapped and st.table.cards[attacker].zone == "graveyard"


# --- "for each …" card counts and "while attacking an exhausted …" ------------------------------------


def test_for_each_card_in_graveyard_static():
    # EN 714: "This ally has +1 / +1 for each ally in your graveyard."
    automated("Grimnar")
    st = start()
    grim = put_real(st, 0, "Grimnar", "allies")
    atk, hp = kw.atk(st, grim), kw.health(st, grim)
    put(st, 0, "Mist Owl", "graveyard")
    put(st, 0, "Iron Sentinel", "graveyard")
    put(st, 0, "Fire Bolt", "graveyard")  # not an ally
    assert (kw.atk(st, grim), kw.health(st, grim)) == (atk + 2, hp + 2)


def test_for_each_tagged_card_you_control_on_resolution():
    # EN 709: "Draw a card for each [Arcane] ally you control." — counted on resolution
    automated("Mystical Refreshment")
    st = start()
    put_real(st, 0, "Myriam Starcaller", "allies")  # an Arcane ally
    put(st, 0, "Iron Sentinel", "allies")  # melee
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(play_real(st, "Mystical Refreshment")[0])
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_for_each_face_down_resource_def():
    # WoW 304.2 with EN 714: "… has +1 DEF for each face-down resource you have." (counted continuously)
    automated("Platinum Shield of the Valorous")
    st = start()
    shield = put_real(st, 0, "Platinum Shield of the Valorous", "hero_row")
    base = kw.defense(st, shield)
    resources(st, 0, 3)
    put_real(st, 0, "Warsong Gulch", "resources", face_down=False)
    assert kw.defense(st, shield) == base + 3


@pytest.mark.parametrize("exhausted", [True, False])
def test_while_attacking_an_exhausted_hero(exhausted):
    # EN 714: "Skronk has +3 ATK while attacking an exhausted hero or ally." — seen in the combat damage (603.1)
    automated("Skronk Skullseeker")
    st = start()
    skronk = put_real(st, 0, "Skronk Skullseeker", "allies")
    st.table.cards[hero(st, 1)].tapped = exhausted
    base = kw.atk(st, skronk)
    st = finish_combat(apply(st, "attack", 0, attacker=skronk, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == base + (3 if exhausted else 0)


def test_cant_ready_during_next_ready_step():
    # WoW 501.1a: "Exhaust target hero or ally. It can't ready during its controller's next ready step."
    automated("Gouge")
    st = start()
    enemy = put(st, 1, "Loyal Hound", "allies")
    st = resolve_chain(play_real(st, "Gouge", 0, str(enemy))[0])
    assert st.table.cards[enemy].tapped
    st = _advance(st, lambda s: s.turn == 2 and s.step == "main")
    assert st.table.cards[enemy].tapped  # skipped P2's ready step
    st = _advance(st, lambda s: s.turn == 4 and s.step == "main")
    assert not st.table.cards[enemy].tapped  # only the next one


def test_its_controller_discards():
    # WoW 415.9d: "Exhaust target hero or ally. It can't ready … Its controller discards a card."
    automated("Lead Astray")
    st = start()
    enemy = put(st, 1, "Loyal Hound", "allies")
    hand = len(st.table.zone(1, "hand"))
    st = resolve_chain(play_real(st, "Lead Astray", 0, str(enemy))[0])
    if st.pending and st.pending[0].kind == "discard_effect":
        assert st.pending[0].player == 1
        st = choose(st, st.pending[0].options[0].id)
    assert len(st.table.zone(1, "hand")) == hand - 1


# --- cost changes (403.2) -----------------------------------------------------------------------------


def test_pay_less_to_play_with_a_minimum_and_more_for_opponents():
    # WoW 403.2: "You pay 1 less to play equipment, to a minimum of 1." / "Opponents pay 2 more to play allies."
    from engine.wow import costs

    automated("Hourglass of the Unraveller")
    automated("Orderkeeper Vesra")
    st = start()
    put_real(st, 0, "Hourglass of the Unraveller", "hero_row")
    bow = put_real(st, 0, "Blackcrow", "hand")  # cost 2
    cheap = put_real(st, 0, "Timeslicer", "hand")
    assert costs.play_cost(st, 0, bow) == 1
    assert costs.play_cost(st, 0, cheap) == max(real("Timeslicer")["cost"] - 1, 1)
    hound = put(st, 0, "Loyal Hound", "hand")
    assert costs.play_cost(st, 0, hound) == 2
    put_real(st, 1, "Orderkeeper Vesra", "allies")
    assert costs.play_cost(st, 0, hound) == 4
    resources(st, 0, 3)
    from engine.core import RulesError

    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=hound, x=0)
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=hound, x=0)
    assert not [u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped]


def test_pay_less_for_each_and_to_strike():
    # WoW 403.2: "You pay 1 less to play this ally for each Monster hero and ally you control." (from hand) and
    # "You pay 5 less to strike with weapons." (303.2)
    from engine.wow import costs

    automated("Tar'gak the Felcrazed")
    automated("Swiftsteel Bracers")
    st = start()
    targak = put_real(st, 0, "Tar'gak the Felcrazed", "hand")
    base = real("Tar'gak the Felcrazed")["cost"]
    assert costs.play_cost(st, 0, targak) == base
    assert "Monster" in real("Krogar the Colossal")["tags"]
    put_real(st, 0, "Krogar the Colossal", "allies")
    assert costs.play_cost(st, 0, targak) == base - 1
    bow = put_real(st, 0, "Blackcrow", "hero_row")
    assert costs.strike_cost(st, 0, bow) == 1
    put_real(st, 0, "Swiftsteel Bracers", "hero_row")
    assert costs.strike_cost(st, 0, bow) == 0


def test_pay_less_to_complete_this_quest_for_each():
    # WoW 403.2 with EN 702: "You pay 1 less to complete this quest for each ally you control." + "Pay 7 to complete"
    from engine.wow import costs

    automated("Breaking the Bonds")
    st = start()
    quest = put_real(st, 0, "Breaking the Bonds", "resources", face_down=False)
    assert costs.complete_cost(st, 0, quest, 7) == 7
    for _ in range(3):
        put(st, 0, "Mist Owl", "allies")
    assert costs.complete_cost(st, 0, quest, 7) == 4
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.table.cards[quest].face_down


@pytest.mark.parametrize(("entering", "fires"), [("Crabbyfin", True), ("Mist Owl", False)])
def test_this_or_another_murloc_enters(entering, fires):
    # EN 703: "When this or another Murloc ally enters play under your control, this ally heals 3 damage from
    # target hero or ally." — only for Murlocs (Crabbyfin is one)
    automated("Brighteye")
    assert "Murloc" in real("Crabbyfin")["tags"] or "Murloc" in real("Crabbyfin").get("race", "")
    st = start()
    put_real(st, 0, "Brighteye", "allies")
    st.table.cards[hero(st, 0)].damage = 5
    card = put_real(st, 0, entering, "hand") if entering != "Mist Owl" else put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    waiting = [o.label for p in st.pending for o in p.options] + [p.prompt for p in st.pending] + [t.label for t in st.triggers]
    assert any("Brighteye" in w for w in waiting) is fires


def test_find_treasure_draw_then_discard():
    # Find Treasure (reminder text): "When this ally enters play, you may draw a card. If you do, discard a card."
    automated("Darok Steelstrike")
    st = start()
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(play_real(st, "Darok Steelstrike")[0])
    st = resolve_chain(st)
    assert st.pending[0].kind == "may"
    st = choose(st, "yes")
    assert st.pending[0].kind == "discard_effect" and len(st.table.zone(0, "hand")) == hand + 1
    st = choose(st, st.pending[0].options[0].id)
    assert len(st.table.zone(0, "hand")) == hand  # +1 drawn, -1 discarded


# --- costs with a choice (403.1) ----------------------------------------------------------------------


def _power_actions(st, uid):
    from engine.wow.game import ENGINE

    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == uid]


def test_discard_a_card_as_a_cost():
    # WoW 403.1: "2, Discard a card -> Elizabeth heals 4 damage from target hero or ally."
    from engine.core import RulesError

    automated("Elizabeth Crowley")
    st = start()
    eliz = put_real(st, 0, "Elizabeth Crowley", "allies")
    st.table.cards[hero(st, 0)].damage = 6
    resources(st, 0, 2)
    acts = _power_actions(st, eliz)
    hand = st.table.zone(0, "hand")
    assert sorted(a.args["pay"][0] for a in acts) == sorted(hand)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=eliz, power=acts[0].args["power"], x=0)  # no card named to pay with
    paid = acts[0].args["pay"][0]
    st = apply(st, "power", 0, **acts[0].args)
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert st.table.cards[paid].zone == "graveyard" and st.table.cards[hero(st, 0)].damage == 2


def test_destroy_another_ally_as_a_cost():
    # WoW 403.1: "1, Destroy another ally in your party -> Destroy target ability."
    automated("Kaelos Sunscream")
    st = start()
    kaelos = put_real(st, 0, "Kaelos Sunscream", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    aura = put_real(st, 1, "Spiritual Healing", "hero_row")
    resources(st, 0, 1)
    acts = _power_actions(st, kaelos)
    assert [a.args["pay"] for a in acts] == [[owl]]  # not Kaelos itself
    st = resolve_chain(choose(apply(st, "power", 0, **acts[0].args), str(aura)))
    assert st.table.cards[owl].zone == "graveyard" and st.table.cards[aura].zone == "graveyard"


def test_remove_a_card_in_graveyard_as_a_cost():
    # WoW 403.1: "1, Remove an ability card in your graveyard from the game -> Your hero heals 2 damage from itself."
    automated("Demon Armor")
    st = start()
    armor = put_real(st, 0, "Demon Armor", "hero_row")
    put(st, 0, "Mist Owl", "graveyard")
    assert not _power_actions(st, armor)
    bolt = put(st, 0, "Fire Bolt", "graveyard")
    resources(st, 0, 1)
    st.table.cards[hero(st, 0)].damage = 3
    acts = _power_actions(st, armor)
    assert [a.args["pay"] for a in acts] == [[bolt]]
    st = resolve_chain(apply(st, "power", 0, **acts[0].args))
    assert st.table.cards[bolt].zone == "removed" and st.table.cards[hero(st, 0)].damage == 1


def test_reveal_top_cards_pick_one():
    # EN 709.1: "Reward: Reveal the top three cards of your deck. Put a revealed ally card into your hand and the
    # rest on the bottom of your deck."
    automated("Kibler's Exotic Pets")
    st = start()
    resources(st, 0, 3)
    quest = put_real(st, 0, "Kibler's Exotic Pets", "resources", face_down=False)
    top = st.table.zone(0, "deck")[:3]
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert st.pending and st.pending[0].kind == "reveal_pick" and [o.id for o in st.pending[0].options] == [str(u) for u in top]
    st = choose(st, str(top[1]))
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    deck = st.table.zone(0, "deck")
    assert st.table.cards[top[1]].zone == "hand" and deck[-2:] == [top[0], top[2]]
    assert 1 in st.table.cards[top[1]].known_to  # revealed: public
    assert all(st.table.cards[u].known_to == [0] for u in (top[0], top[2]))  # 415.3c: ordered secretly by their owner


def test_reveal_top_cards_nothing_matches():
    # EN 709.1: "… Put a revealed equipment card into your hand …" — none among them: all go to the bottom
    automated("Overseer Oilfist")
    st = start()
    top = st.table.zone(0, "deck")[:4]
    st = resolve_chain(play_real(st, "Overseer Oilfist", pay=8)[0])
    st = resolve_chain(st)
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    assert not st.pending and st.table.zone(0, "deck")[-4:] == top


def test_if_you_do_on_the_next_line_and_destroy_this_ability():
    # EN 709.3: "Ongoing: At the start of your turn, destroy this ability. If you do, your hero deals 2 unpreventable
    # holy damage to each opposing hero and ally." and a power written over two lines ("…, you may pay 1.;If you do, …")
    automated("Deliberate Vengeance")
    data = automated("Legplates of Wrath")
    assert any(pw.kind == "triggered" and any((e.condition or {}).get("if_done") for e in pw.effects) for pw in card_powers(data))
    st = start()
    dv = put_real(st, 0, "Deliberate Vengeance", "hero_row")
    st = _advance(st, lambda s: s.turn == 3 and s.step == "main")
    assert st.table.cards[dv].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 2


# --- more templates carried out, and random games with the automated real cards -------------------------


def test_harmonize_pays_less_for_big_allies():
    # Harmonize (reminder text, 403.2): "You pay 1 less to play allies with printed cost 4 or more."
    from engine.wow import costs

    automated("Keeper Balos")
    st = start()
    put_real(st, 0, "Keeper Balos", "allies")
    big, small = put(st, 0, "Iron Sentinel", "hand"), put(st, 0, "Loyal Hound", "hand")
    assert costs.play_cost(st, 0, big) == 3 and costs.play_cost(st, 0, small) == 2


def test_exhaust_an_ally_as_a_cost():
    # WoW 403.1: "Exhaust an ally in your party -> Jezbella has +1 ATK this turn."
    data = automated("Jezbella of Karabor")
    st = start()
    jez = put_real(st, 0, "Jezbella of Karabor", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    acts = _power_actions(st, jez)
    assert sorted(a.args["pay"][0] for a in acts) == sorted([jez, owl])
    base = kw.atk(st, jez)
    st = resolve_chain(apply(st, "power", 0, **next(a.args for a in acts if a.args["pay"] == [owl])))
    assert st.table.cards[owl].tapped and kw.atk(st, jez) == base + 1
    assert any(pw.cost.get("choose") for pw in card_powers(data))


def test_when_your_hero_protects_ready_it():
    # EN 602.2 protect; EN 703: "When your hero protects, ready it." (it: your hero)
    automated("Duty Bound")
    st = start()
    put_real(st, 1, "Duty Bound", "hero_row")
    ally = put(st, 1, "Loyal Hound", "allies")
    attacker = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=ally))
    assert st.pending and st.pending[0].kind == "protector"
    st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert not st.table.cards[hero(st, 1)].tapped


def test_nested_reminder_text_is_not_card_text():
    # WoW 203.1: reminder text (even with "([Shadow])" inside) is not a power
    automated("Prayer of Shadow Protection")
    st = start()
    ally = put(st, 0, "Loyal Hound", "allies")
    st = resolve_chain(play_real(st, "Prayer of Shadow Protection")[0])
    assert kw.has(st, ally, "Shadow Resistance") and kw.has(st, hero(st, 0), "Shadow Resistance")


def test_random_games_with_automated_real_cards():
    # every automated card of the pool may appear: the invariants of engine.core.simulate hold
    from engine.core.cards import CardPool
    from engine.core.simulate import simulate
    from engine.wow.game import ENGINE, random_deck

    pool = CardPool("wow", [r for r in real_pool().by_id.values() if r.data.get("type") == "hero" or is_automated(r.data)])
    report = simulate(ENGINE, lambda rng, n: [random_deck(pool, rng, size=30) for _ in range(n)], 12, 3,
                      options={"max_turns": 8}, max_actions=600, deep_every=4)
    assert report.errors == [] and report.finished == 12


def test_state_before_side_and_a_bare_tag_target():
    # "Your hero deals 2 frost damage to each ready opposing ally." and "Ready target Pet." (Pet (1) is a Pet, 414.3b)
    automated("Ring of Frost")
    data = automated("Syreian the Bonecarver")
    st = start()
    ready, tired = put(st, 1, "Loyal Hound", "allies"), put(st, 1, "Mist Owl", "allies")
    st.table.cards[tired].tapped = True
    mine = put(st, 0, "Mist Owl", "allies")
    st = resolve_chain(play_real(st, "Ring of Frost")[0])
    assert st.table.cards[ready].zone == "graveyard" and st.table.cards[tired].damage == 0 and st.table.cards[mine].damage == 0
    pet = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[pet].tapped = True
    put(st, 0, "Loyal Hound", "graveyard")
    syreian = put_real(st, 0, "Syreian the Bonecarver", "hero_row")
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    acts = [a for a in _power_actions(st, syreian) if a.args["power"] == index]
    assert acts
    st = apply(st, "power", 0, **acts[0].args)
    assert [o.id for o in st.pending[0].options] == [str(pet)]
    st = resolve_chain(choose(st, str(pet)))
    assert not st.table.cards[pet].tapped


def test_heals_for_each_damage_dealt_this_way():
    # WoW 405 prevention then EN 709: "Your hero deals 3 shadow damage to target hero or ally and heals 1 damage
    # from itself for each damage dealt this way." — Hardiness prevents 1, so 2 are dealt and healed
    automated("Drain Essence")
    st = start()
    st.table.cards[hero(st, 0)].damage = 5
    guard = put(st, 1, "Stone Guardian", "allies")
    st = resolve_chain(play_real(st, "Drain Essence", 0, str(guard))[0])
    assert st.table.cards[guard].damage == 2 and st.table.cards[hero(st, 0)].damage == 3


def test_atk_for_each_damage_on_itself():
    # EN 714: "Ash'ergi has +1 ATK for each damage on him." (continuous: follows the damage)
    automated("Ash'ergi")
    st = start()
    ash = put_real(st, 1, "Ash'ergi", "allies")
    base = kw.atk(st, ash)
    st.table.cards[ash].damage = 2
    assert kw.atk(st, ash) == base + 2


def test_exhaust_triggers():
    # EN 703: "When this ally exhausts, put a 2 [Nature] / 1 [Health] Air Elemental ally token into play." (it attacks:
    # 601.2 exhausts it) and "When an opposing hero or ally becomes exhausted, your hero deals 1 melee damage to it."
    automated("Bound Vortex")
    automated("Wastewalker Leggings")
    st = start()
    vortex = put_real(st, 0, "Bound Vortex", "allies")
    put_real(st, 1, "Wastewalker Leggings", "hero_row")
    st = finish_combat(apply(st, "attack", 0, attacker=vortex, defender=hero(st, 1)))
    st = _advance(st, lambda s: not s.chain and not s.triggers and not s.pending)
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1 and kw.name(st, tokens[0]) == "Air Elemental"
    hp = real("Bound Vortex")["health"]  # the Leggings' 1 damage to the exhausted attacker
    assert st.table.cards[vortex].zone == "graveyard" if hp == 1 else st.table.cards[vortex].damage == 1


def test_resource_draw_and_quest_triggers():
    # EN 703: "When a resource enters play under your control, your hero heals 2 damage from itself." (412.1),
    # "When you complete a quest, draw a card." (EN 702) and "When you draw a card, put a verse counter on …"
    automated("Shard of the Flame")
    automated("Penelope's Rose")
    automated("Runesong Dagger")
    st = start()
    put_real(st, 0, "Shard of the Flame", "hero_row")
    put_real(st, 0, "Penelope's Rose", "hero_row")
    dagger = put_real(st, 0, "Runesong Dagger", "hero_row")
    st.table.cards[hero(st, 0)].damage = 5
    st = resolve_chain(apply(st, "resource", 0, uid=st.table.zone(0, "hand")[0], face_up=False))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 3
    resources(st, 0, 3)
    quest = put_real(st, 0, "Kibler's Exotic Pets", "resources", face_down=False)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    st = _advance(st, lambda s: not s.chain and not s.triggers and not s.pending)
    assert len(st.table.zone(0, "hand")) >= hand + 1  # the Rose's draw (and the quest's pick)
    assert st.table.cards[dagger].counters.get("verse", 0) >= 1


def test_quest_with_a_targeted_reward_needs_a_target():
    # EN 707.1d: "Reward: Exhaust target ally." — no ally in play: the quest can't be completed (nothing paid)
    from engine.core import RulesError

    automated("Manaforge B'naar")
    st = start()
    resources(st, 0, 6)
    quest = put_real(st, 0, "Manaforge B'naar", "resources", face_down=False)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "resources"))
    enemy = put(st, 1, "Loyal Hound", "allies")
    st = resolve_chain(choose(apply(st, "quest", 0, uid=quest), str(enemy)))
    assert st.table.cards[enemy].tapped
