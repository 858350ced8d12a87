"""Issue #18 families (helper wow2), each played with a real card: an additional cost that lists
kinds with commas ("destroy an ability, ally, or equipment you control", 403.1) and partial
continuous prevention ("If your hero would be dealt damage, prevent 1 of it", EN 717)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.cards.keys import NO_READY
from engine.wow.counters import add_counters, counters
from engine.wow.damage import deal
from engine.wow.game import ENGINE
from engine.wow.hand_size import hand_limit
from engine.wow.procedure import wrap_up
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_activation import _as_hero
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_destroy_an_ability_ally_or_equipment_as_an_additional_cost():
    # WoW 403.1: Twisted Wrath "As an additional cost to play this ability, destroy an ability, ally,
    # or equipment you control. Your hero deals 5 nature damage to target hero."
    automated("Twisted Wrath")
    st = start()
    resources(st, 0, 6)
    wrath = put_real(st, 0, "Twisted Wrath", "hand")
    with pytest.raises(RulesError) as err:  # nothing of yours to destroy
        apply(st, "play", 0, uid=wrath, x=0)
    assert err.value.rule == R("403.1")
    gear = put_real(st, 0, "Gauntlets of Vindication", "hero_row")
    ally = put(st, 0, "Loyal Hound", "allies")
    enemy = put(st, 1, "Iron Sentinel", "allies")
    plays = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args["uid"] == wrath]
    payers = sorted(a.args["extra"][0] for a in plays)
    assert payers == sorted([gear, ally])  # equipment and ally; not the hero, not the opponent's
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=wrath, x=0, extra=[enemy])
    st = resolve_chain(choose(apply(st, "play", 0, uid=wrath, x=0, extra=[gear]), str(hero(st, 1))))
    assert st.table.cards[gear].zone == "graveyard" and st.table.cards[ally].zone == "allies"
    assert st.table.cards[hero(st, 1)].damage == 5


def test_prevent_one_of_the_damage_dealt_to_your_hero():
    # EN 717: Pain Suppression "Ongoing: If your hero would be dealt damage, prevent 1 of that damage." — per packet;
    # unpreventable damage (Chasten) is not prevented
    automated("Pain Suppression")
    st = start()
    put_real(st, 1, "Pain Suppression", "hero_row")
    st, _ = play_real(st, "Fire Blast", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1
    st, _ = play_real(st, "Chasten", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 4


def test_prevent_all_but_three():
    # EN 717: Azure-Shield of Coldarra "If your hero would be dealt damage, prevent all but 3 of it."
    automated("Azure-Shield of Coldarra")
    st = start()
    put_real(st, 0, "Azure-Shield of Coldarra", "hero_row")
    deal(st, hero(st, 1), hero(st, 0), 5, "fire")
    assert st.table.cards[hero(st, 0)].damage == 3
    deal(st, hero(st, 1), hero(st, 0), 2, "fire")
    assert st.table.cards[hero(st, 0)].damage == 5


def test_prevent_one_of_the_damage_your_hero_deals_and_is_dealt():
    # EN 717 on the dealer and on the damaged: Defensive Stance "If your hero would deal damage, prevent 1 of that
    # damage. If your hero would be dealt damage, prevent 1 of that damage."
    automated("Defensive Stance")
    st = start()
    put_real(st, 0, "Defensive Stance", "hero_row")
    st, _ = play_real(st, "Fire Blast", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1
    deal(st, hero(st, 1), hero(st, 0), 3, "fire")
    assert st.table.cards[hero(st, 0)].damage == 2


def test_prevent_two_combat_damage_only_while_defending():
    # EN 717 with "while defending" (EN 714): Xanata "If Xanata would be dealt combat damage while defending, prevent 2 of it."
    automated("Xanata the Lightsworn")
    st = start()
    xanata = put_real(st, 1, "Xanata the Lightsworn", "allies")
    deal(st, hero(st, 0), xanata, 2, "melee", combat=True)  # not defending: all of it
    assert st.table.cards[xanata].damage == 2
    st.table.cards[xanata].damage = 0
    attacker = put(st, 0, "Iron Sentinel", "allies")
    atk = kw.atk(st, attacker)
    assert atk > 2
    st = finish_combat(apply(st, "attack", 0, attacker=attacker, defender=xanata))
    assert st.table.cards[xanata].damage == max(atk - 2, 0)


def test_prevent_one_for_each_character_in_your_party():
    # EN 717 on a group: Devotion Aura "Ongoing: If a hero or ally in your party would be dealt damage, prevent 1 of that damage."
    automated("Devotion Aura")
    st = start()
    put_real(st, 0, "Devotion Aura", "hero_row")
    mine, theirs = put(st, 0, "Loyal Hound", "allies"), put(st, 1, "Iron Sentinel", "allies")
    for uid in (mine, theirs, hero(st, 0)):
        deal(st, hero(st, 1), uid, 2, "fire")
    assert [st.table.cards[u].damage for u in (mine, theirs, hero(st, 0))] == [1, 2, 1]


def test_damage_this_ally_would_deal_is_unpreventable():
    # EN 717: Loque "Damage that this ally would deal is unpreventable." — Pain Suppression prevents nothing of it
    automated("Loque")
    st = start()
    put_real(st, 1, "Pain Suppression", "hero_row")
    loque = put_real(st, 0, "Loque", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    deal(st, loque, hero(st, 1), 3, "melee")
    assert st.table.cards[hero(st, 1)].damage == 3
    deal(st, other, hero(st, 1), 3, "melee")  # another ally's damage is prevented as usual
    assert st.table.cards[hero(st, 1)].damage == 5


def test_combat_damage_dealt_by_your_hero_cant_be_prevented():
    # EN 717: Surprise Attacks "Combat damage dealt by your hero can't be prevented." — combat damage only
    automated("Surprise Attacks")
    st = start()
    put_real(st, 0, "Surprise Attacks", "hero_row")
    put_real(st, 1, "Pain Suppression", "hero_row")
    deal(st, hero(st, 0), hero(st, 1), 3, "melee", combat=True)
    assert st.table.cards[hero(st, 1)].damage == 3
    deal(st, hero(st, 0), hero(st, 1), 3, "fire")
    assert st.table.cards[hero(st, 1)].damage == 5


def test_damage_that_would_be_dealt_is_unpreventable():
    # EN 717: Boundless Agony "Damage that would be dealt is unpreventable." — any dealer, any character
    automated("Boundless Agony")
    st = start()
    put_real(st, 0, "Boundless Agony", "hero_row")
    put_real(st, 0, "Pain Suppression", "hero_row")
    put_real(st, 1, "Pain Suppression", "hero_row")
    st, _ = play_real(st, "Fire Blast", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 2
    deal(st, hero(st, 1), hero(st, 0), 3, "fire")  # the opponent's damage to you too
    assert st.table.cards[hero(st, 0)].damage == 3


def test_your_hero_heals_that_amount_plus_one():
    # WoW 407.2 (replacement of a healing packet): Hide of the Wild "If your hero would heal damage, it heals
    # that amount of damage plus 1 instead." — Lesser Heal (3) heals 4
    automated("Hide of the Wild")
    st = start()
    put_real(st, 0, "Hide of the Wild", "hero_row")
    ally = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[ally].damage = 5
    st.table.cards[hero(st, 0)].damage = 10
    st, _ = play_real(st, "Lesser Heal", 0, str(hero(st, 0)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 6


def test_damage_healed_from_attached_character_plus_two():
    # WoW 407.2 on the healed character: Amplify Magic "Attach to target friendly hero or ally. / Ongoing: If damage
    # would be healed from attached character, that much damage +2 is healed instead."
    automated("Amplify Magic")
    st = start()
    mine, theirs = hero(st, 0), hero(st, 1)
    st.table.cards[mine].damage = st.table.cards[theirs].damage = 10
    st, _ = play_real(st, "Amplify Magic", 0, str(mine))
    st = resolve_chain(st)
    for uid in (mine, theirs):
        st, _ = play_real(st, "Lesser Heal", 0, str(uid))
        st = resolve_chain(st)
    assert [st.table.cards[u].damage for u in (mine, theirs)] == [5, 7]


def test_your_hero_deals_double_fire_damage():
    # WoW 408.2a (a replacement of the packet): World in Flames "Ongoing: If your hero would deal fire damage, it
    # deals double that amount of damage instead." — Fire Blast (2 fire) deals 4; other damage types stay
    automated("World in Flames")
    st = start()
    put_real(st, 0, "World in Flames", "hero_row")
    st, _ = play_real(st, "Fire Blast", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 4
    deal(st, hero(st, 0), hero(st, 1), 2, "frost")
    assert st.table.cards[hero(st, 1)].damage == 6


def test_double_damage_to_a_demon_only():
    # WoW 408.2a with a tag (202.1a): Illidari-Bane Mageblade "If your hero would deal damage to a Demon, it deals
    # double that much instead."
    automated("Illidari-Bane Mageblade")
    st = start()
    put_real(st, 0, "Illidari-Bane Mageblade", "hero_row")
    demon = put_real(st, 1, "Varimathras", "allies")
    assert "demon" in kw.words(st, demon)
    deal(st, hero(st, 0), demon, 1, "melee")
    deal(st, hero(st, 0), hero(st, 1), 1, "melee")
    assert (st.table.cards[demon].damage, st.table.cards[hero(st, 1)].damage) == (2, 1)


def test_shadow_icon_is_a_tag_in_continuous_effects():
    # WoW 202.1a (a damage-type icon names cards of that type): The Darkeater "Other [Shadow] allies have +2 ATK /
    # +2 health. Non-[Shadow] allies have -2 ATK / -2 health." — the icon was once dropped and every ally got +2/+2
    automated("The Darkeater")
    st = start()
    shadow, melee = put_real(st, 0, "Wesley Shadowsworn", "allies"), put_real(st, 1, "Anika Berlyn", "allies")
    before = {u: (kw.atk(st, u), kw.health(st, u)) for u in (shadow, melee)}
    dark = put_real(st, 0, "The Darkeater", "allies")
    assert (kw.atk(st, shadow), kw.health(st, shadow)) == (before[shadow][0] + 2, before[shadow][1] + 2)
    assert (kw.atk(st, melee), kw.health(st, melee)) == (before[melee][0] - 2, before[melee][1] - 2)
    assert kw.atk(st, dark) == 7  # not "other"; and a Shadow ally itself


def test_atk_for_each_counter_on_it():
    # WoW 404.1 (named counters) with EN 714: Destiny "Destiny has +1 ATK for each strength counter on it." — only
    # its own strength counters count
    automated("Destiny")
    st = start()
    destiny = put_real(st, 0, "Destiny", "hero_row")
    base = kw.atk(st, destiny)
    add_counters(st, destiny, "strength", 2)
    add_counters(st, destiny, "verse", 3)
    assert kw.atk(st, destiny) == base + 2


def test_your_weapons_for_each_counter_on_this_ability():
    # WoW 404.1 / EN 714: Weapon Mastery "Your Melee weapons have +1 ATK for each strength counter." — the counters on
    # Weapon Mastery; Curse of Fatigue "… -1 health for each fatugue counter" (the data's misspelling of fatigue)
    automated("Weapon Mastery")
    automated("Curse of Fatigue")
    st = start()
    mastery = put_real(st, 0, "Weapon Mastery", "hero_row")
    axe = put_real(st, 0, "Destiny", "hero_row")
    base = kw.atk(st, axe)
    add_counters(st, mastery, "strength", 3)
    assert kw.atk(st, axe) == base + 3
    ally = put(st, 1, "Iron Sentinel", "allies")
    health = kw.health(st, ally)
    st, _ = play_real(st, "Curse of Fatigue", 0, str(ally))
    st = resolve_chain(st)
    curse = next(u for u, c in st.table.cards.items() if c.attached_to == ally)
    add_counters(st, curse, "fatigue", 2)
    assert kw.health(st, ally) == health - 2


def test_sentence_and_payment_power_on_one_line():
    # EN 701 / 404.1: Arathi Basin "When you play a card, add an honor counter. [Exhaust], Remove five honor counters ->
    # Draw a card." (one printed line: a triggered power, then a payment power)
    data = automated("Arathi Basin")
    assert [p.kind for p in card_powers(data)] == ["triggered", "activated"]
    st = start()
    basin = put_real(st, 0, "Arathi Basin", "hero_row")
    use = next(i for i, p in enumerate(card_powers(data)) if p.kind == "activated")
    for _ in range(4):
        st, _ = play_real(st, "Lesser Heal", 0, str(hero(st, 0)), pay=0)
        st = resolve_chain(st)
    assert counters(st, basin, "honor") == 4
    with pytest.raises(RulesError):  # 701: a cost that can't be paid in full can't be paid
        apply(st, "power", 0, uid=basin, power=use, x=0)
    add_counters(st, basin, "honor", 1)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "power", 0, uid=basin, power=use, x=0))
    assert len(st.table.zone(0, "hand")) == hand + 1
    assert counters(st, basin, "honor") == 0 and st.table.cards[basin].tapped


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_you_and_target_opponent_each_draw(answer):
    # EN 709.1 / 709.3: Netherwind Pants "When you play a Mage ability, you may pay 1. If you do, you and target
    # opponent each draw a card."
    automated("Netherwind Pants")
    st = start()
    put_real(st, 0, "Netherwind Pants", "hero_row")
    st, _ = play_real(st, "Fire Blast", 0, str(hero(st, 1)), pay=3)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "may"
    hands = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    st = resolve_chain(choose(st, answer))
    more = 1 if answer == "yes" else 0
    assert [len(st.table.zone(q, "hand")) for q in (0, 1)] == [hands[0] + more, hands[1] + more]


def test_each_friendly_player_draws():
    # EN 709.1: Arcane Revelation "Each friendly player draws a card." — two players: only you
    automated("Arcane Revelation")
    st = start()
    hands = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    st, _ = play_real(st, "Arcane Revelation", 0)
    st = resolve_chain(st)
    assert [len(st.table.zone(q, "hand")) for q in (0, 1)] == [hands[0] + 1, hands[1]]  # one drawn (the card played came from outside)


def test_exhaust_up_to_three_targets():
    # EN 706: Hammer of Retribution "Exhaust up to three target heroes and/or allies." — each a different card,
    # the player may stop after any of them
    automated("Hammer of Retribution")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    st, _ = play_real(st, "Hammer of Retribution", 0, str(a))
    assert str(a) not in [o.id for o in st.pending[0].options] and st.pending[0].min == 0
    st = resolve_chain(choose(choose(st, str(b))))  # no third target
    assert st.table.cards[a].tapped and st.table.cards[b].tapped and not st.table.cards[hero(st, 1)].tapped


def test_exhaust_up_to_two_and_each_stays_exhausted():
    # EN 706 / 501.1a: Sinister Set-up "Exhaust up to two target heroes and/or allies. Each of them can't ready
    # during its controller's next ready step." — both chosen cards, not only the last one
    automated("Sinister Set-up")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    st = resolve_chain(play_real(st, "Sinister Set-up", 0, str(a), str(b))[0])
    assert all(NO_READY in kw.keywords(st, u) for u in (a, b))
    assert NO_READY not in kw.keywords(st, hero(st, 1))


def test_maximum_hand_size_increased_by_one():
    # WoW 415.4b (discard down to the maximum hand size, 7): Arcane Intuition "Ongoing: When Arcane Intuition enters
    # play, draw a card. Your maximum hand size is increased by one."
    automated("Arcane Intuition")
    st = start()
    assert hand_limit(st, 0) == 7
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Arcane Intuition", 0)
    st = resolve_chain(st)
    assert len(st.table.zone(0, "hand")) == hand + 1  # the enter trigger drew a card
    assert hand_limit(st, 0) == 8 and hand_limit(st, 1) == 7
    while len(st.table.zone(0, "hand")) < 10:
        put(st, 0, "Mist Owl", "hand")
    wrap_up(st)
    assert st.pending and st.pending[0].kind == "discard" and st.pending[0].min == 2  # down to 8, not 7


def test_back_face_keyword_only_while_flipped():
    # WoW 301.2a (only the face showing has powers): Jaenel "FRONT: 4 -> Flip Jaenel. BACK: Assault 1"; Gundek
    # Hammerguard "BACK: Protector"
    for name, key, n in (("Jaenel", "Assault", 1), ("Gundek Hammerguard", "Protector", 1)):
        data = automated(name)
        st = start()
        who = _as_hero(st, name)
        assert key not in kw.keywords(st, who)
        resources(st, 0, 4)
        flip = next(i for i, p in enumerate(card_powers(data)) if p.kind == "activated")
        st = resolve_chain(apply(st, "power", 0, uid=who, power=flip, x=0))
        assert st.table.cards[who].zone == "hero_row" and kw.keywords(st, who).get(key) == n, name
