"""Helper wstatics (issue #18): "this turn" prevention on a chosen card and unpreventable damage (EN
717; ``cards.templates_wstatics_shields``, ``engine.wow.shield_keys``), played with the real cards of
the pool."""

from __future__ import annotations

from engine.wow.cards.compiler import card_powers
from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real, real
from .test_wscale_counters import next_turn

pytestmark = needs(WOW_CARDS)


def power_index(name: str) -> int:
    return next(i for i, pw in enumerate(card_powers(real(name))) if pw.kind == "activated")


def test_prevent_all_damage_dealt_by_target_this_turn():
    # EN 717: Atonement "Prevent all damage that target hero or ally would deal this turn." — until the turn ends
    automated("Atonement")
    st = start()
    foe, mine = put(st, 1, "Iron Sentinel", "allies"), put(st, 0, "Stone Guardian", "allies")
    st = resolve_chain(play_real(st, "Atonement", 0, str(foe))[0])
    deal(st, foe, mine, 3, "melee")
    deal(st, foe, hero(st, 0), 2, "fire")
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 0)].damage == 0
    deal(st, hero(st, 0), foe, 2, "fire")  # damage dealt to it is not prevented
    assert st.table.cards[foe].damage == 2
    st = next_turn(st)
    deal(st, foe, hero(st, 0), 2, "fire")
    assert st.table.cards[hero(st, 0)].damage == 2


def test_prevent_combat_damage_dealt_by_target_ally():
    # EN 717: Turn Aside "Prevent all combat damage that would be dealt by target ally this turn." — its combat
    # damage only (408.3b)
    automated("Turn Aside")
    st = start()
    attacker, defender = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Turn Aside", 0, str(defender))[0])
    st = finish_combat(apply(st, "attack", 0, attacker=attacker, defender=defender))
    assert st.table.cards[attacker].damage == 0
    assert st.table.cards[defender].zone == "graveyard"  # 4 combat damage dealt to it: destroyed (410.6a)
    other = put(st, 1, "Mist Owl", "allies")
    st = resolve_chain(play_real(st, "Turn Aside", 0, str(other))[0])
    deal(st, other, hero(st, 0), 1, "melee")  # not combat damage
    assert st.table.cards[hero(st, 0)].damage == 1


def test_prevent_non_melee_damage_to_target():
    # EN 717: Shield of Distortion "Prevent all non-melee damage that would be dealt to target hero or ally this turn."
    automated("Shield of Distortion")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Shield of Distortion", 0, str(ally))[0])
    deal(st, hero(st, 1), ally, 2, "fire")
    deal(st, hero(st, 1), ally, 1, "shadow")
    assert st.table.cards[ally].damage == 0
    deal(st, hero(st, 1), ally, 2, "melee")
    assert st.table.cards[ally].damage == 2


def test_flip_prevent_to_and_by_friendly_ally():
    # EN 717: Lelora Sunlancer "3, Flip Lelora -> Prevent all damage that would be dealt to and dealt by target
    # friendly ally this turn."
    automated("Lelora Sunlancer")
    st = start()
    lelora = put_real(st, 0, "Lelora Sunlancer", "hero_row")
    st.heroes[0] = lelora
    ally, foe = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 3)
    st = resolve_chain(choose(apply(st, "power", 0, uid=lelora, power=power_index("Lelora Sunlancer"), x=0), str(ally)))
    st = finish_combat(apply(st, "attack", 0, attacker=ally, defender=foe))
    assert st.table.cards[ally].damage == 0 and st.table.cards[foe].damage == 0
    deal(st, hero(st, 1), ally, 3, "fire")
    assert st.table.cards[ally].damage == 0


def test_prevent_combat_to_and_by_payment_power():
    # EN 717: Katsin Bloodoath "3 -> Prevent all combat damage that would be dealt to and dealt by target
    # friendly ally this turn." — other damage still is dealt
    automated("Katsin Bloodoath")
    st = start()
    katsin = put_real(st, 0, "Katsin Bloodoath", "allies")
    ally, foe = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 3)
    st = resolve_chain(choose(apply(st, "power", 0, uid=katsin, power=power_index("Katsin Bloodoath"), x=0), str(ally)))
    st = finish_combat(apply(st, "attack", 0, attacker=ally, defender=foe))
    assert st.table.cards[ally].damage == 0 and st.table.cards[foe].damage == 0
    deal(st, hero(st, 1), ally, 3, "fire")
    assert st.table.cards[ally].damage == 3


def test_damage_target_deals_is_unpreventable_this_turn():
    # EN 717: Hand of Righteousness "1 -> Damage that target hero or ally would deal this turn is unpreventable."
    automated("Hand of Righteousness")
    st = start()
    hand = put_real(st, 0, "Hand of Righteousness", "hero_row")
    ally, guard = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Stone Guardian", "allies")
    deal(st, ally, guard, 2, "melee")
    assert st.table.cards[guard].damage == 1  # Hardiness prevents 1
    resources(st, 0, 1)
    st = resolve_chain(choose(apply(st, "power", 0, uid=hand, power=power_index("Hand of Righteousness"), x=0), str(ally)))
    deal(st, ally, guard, 2, "melee")
    assert st.table.cards[guard].damage == 3


def test_attached_prevent_to_and_by_on_your_hero():
    # EN 717: Blessing of Protection "Attach to target hero or ally in your party. Ongoing: Prevent all damage that
    # would be dealt to and dealt by attached character. At end of turn, destroy Blessing of Protection." —
    # your hero is a legal host too (400.1)
    automated("Blessing of Protection")
    st = start()
    me = hero(st, 0)
    st, blessing = play_real(st, "Blessing of Protection", 0, str(me))
    st = resolve_chain(st)
    assert st.table.cards[blessing].attached_to == me
    foe = put(st, 1, "Iron Sentinel", "allies")
    deal(st, foe, me, 3, "melee")
    deal(st, me, foe, 2, "fire")
    assert st.table.cards[me].damage == 0 and st.table.cards[foe].damage == 0
    st = next_turn(st)
    assert st.table.cards[blessing].zone == "graveyard"
    deal(st, foe, me, 3, "melee")
    assert st.table.cards[me].damage == 3


def test_while_ready_prevent_all_damage_to_him():
    # EN 714, 717: Ogre Bodyguard "While this ally is ready, prevent all damage that would be dealt to him."
    automated("Ogre Bodyguard")
    st = start()
    ogre = put_real(st, 0, "Ogre Bodyguard", "allies")
    deal(st, hero(st, 1), ogre, 2, "fire")
    assert st.table.cards[ogre].damage == 0
    st.table.cards[ogre].tapped = True
    deal(st, hero(st, 1), ogre, 2, "fire")
    assert st.table.cards[ogre].damage == 2


def test_your_hero_with_25_damage_and_another_horde_ally():
    # EN 714, 717: Ardent Defender "Prevent all damage that would be dealt to your hero while it has 25 or more
    # damage."; High Chieftain Baine Bloodhoof "… to this ally while you control another [Horde] ally."
    automated("Ardent Defender")
    automated("High Chieftain Baine Bloodhoof")
    st = start()
    put_real(st, 0, "Ardent Defender", "hero_row")
    me = hero(st, 0)
    st.table.cards[me].damage = 24
    deal(st, None, me, 1, "fire")
    deal(st, None, me, 2, "fire")
    assert st.table.cards[me].damage == 25
    baine = put_real(st, 0, "High Chieftain Baine Bloodhoof", "allies")
    deal(st, None, baine, 1, "fire")
    assert st.table.cards[baine].damage == 1
    put(st, 0, "Grunt Recruit", "allies")  # a Horde ally
    deal(st, None, baine, 1, "fire")
    assert st.table.cards[baine].damage == 1


def test_packet_size_prevention():
    # EN 717: Charming Courtesan "If Charming Courtesan would be dealt 2 or less damage, prevent it."; Temple
    # Concubine "If Temple Concubine would be dealt 3 or more damage, prevent it."
    automated("Charming Courtesan")
    automated("Temple Concubine")
    st = start()
    court, conc = put_real(st, 0, "Charming Courtesan", "allies"), put_real(st, 0, "Temple Concubine", "allies")
    deal(st, None, court, 2, "fire")
    deal(st, None, conc, 3, "fire")
    assert st.table.cards[court].damage == 0 and st.table.cards[conc].damage == 0
    deal(st, None, court, 1, "fire")
    assert st.table.cards[court].damage == 0
    deal(st, None, conc, 1, "fire")
    assert st.table.cards[conc].damage == 1
    deal(st, None, court, 3, "fire")  # 3 is more than 2: dealt
    assert st.table.cards[court].damage == 3


def test_non_fatal_damage_to_allies_in_your_party_is_prevented():
    # EN 717, 405.2: Gladiator's Aegis "If an ally in your party would be dealt non-fatal damage, prevent it."
    automated("Gladiator's Aegis")
    st = start()
    put_real(st, 0, "Gladiator's Aegis", "hero_row")
    ally, foe = put(st, 0, "Iron Sentinel", "allies"), put(st, 1, "Iron Sentinel", "allies")
    deal(st, None, ally, 3, "fire")
    deal(st, None, foe, 3, "fire")
    assert st.table.cards[ally].damage == 0 and st.table.cards[foe].damage == 3
    deal(st, None, ally, 4, "fire")  # fatal (4 health): dealt
    assert st.table.cards[ally].damage == 4  # fatal damage is on it (destroyed at the next check, 410.6a)
    deal(st, None, hero(st, 0), 2, "fire")  # your hero is no ally
    assert st.table.cards[hero(st, 0)].damage == 2


def test_lose_keywords_this_turn():
    # 103.2, EN 714: Flare "Opposing heroes and allies lose and can't have Elusive, Stealth, and Untargetable this turn."
    from engine.wow import keywords as kw

    automated("Flare")
    st = start()
    rogue, owl, sage = (put(st, 1, n, "allies") for n in ("Shade Stalker", "Mist Owl", "Veiled Sage"))
    mine = put(st, 0, "Shade Stalker", "allies")
    st = resolve_chain(play_real(st, "Flare", 0)[0])
    assert not kw.has(st, rogue, "Stealth") and not kw.has(st, owl, "Elusive") and not kw.has(st, sage, "Untargetable")
    assert kw.has(st, mine, "Stealth")
    st = next_turn(st)
    assert kw.has(st, rogue, "Stealth") and kw.has(st, owl, "Elusive")


def test_your_weapons_cant_be_destroyed_this_turn():
    # 103.2: Moala Stonebinder "2, Flip Moala Stonebinder -> Your weapons can't be destroyed this turn."
    from engine.wow import keywords as kw

    automated("Moala Stonebinder")
    st = start()
    moala = put_real(st, 0, "Moala Stonebinder", "hero_row")
    st.heroes[0] = moala
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=moala, power=power_index("Moala Stonebinder"), x=0))
    assert kw.cant_be_destroyed(st, sword)
    st = next_turn(st)
    assert not kw.cant_be_destroyed(st, sword)


def test_assult_misprint_and_ongoing_assault():
    # EN glossary Assault: Fierce Cat Form "Target ally has Assult 2 this turn. Ongoing: Your hero has Assault 1."
    from engine.wow import keywords as kw

    automated("Fierce Cat Form")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Fierce Cat Form", 0, str(ally))[0])
    assert kw.atk(st, ally) == 6 and kw.keywords(st, hero(st, 0)).get("Assault") == 1


def test_target_cant_be_destroyed_this_turn():
    # 103.2: Zaistor the Vigilant "1, Destroy Zaistor -> Target hero or ally can't be destroyed this turn."
    from engine.wow import keywords as kw

    automated("Zaistor the Vigilant")
    st = start()
    zaistor = put_real(st, 0, "Zaistor the Vigilant", "allies")
    ally = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st = resolve_chain(choose(apply(st, "power", 0, uid=zaistor, power=power_index("Zaistor the Vigilant"), x=0), str(ally)))
    assert st.table.cards[zaistor].zone == "graveyard" and kw.cant_be_destroyed(st, ally)
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 8)
    st = resolve_chain(choose(apply(st, "play", 0, uid=vanish, x=0), str(ally)))
    assert st.table.cards[ally].zone == "allies"
    st = next_turn(st)
    assert not kw.cant_be_destroyed(st, ally)


def test_target_ally_loses_powers_this_turn():
    # 103.2: Hexamorph "Target ally loses and can't have powers this turn. Draw a card."
    from engine.wow import keywords as kw

    automated("Hexamorph")
    st = start()
    rogue = put(st, 1, "Shade Stalker", "allies")
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(play_real(st, "Hexamorph", 0, str(rogue))[0])
    assert not kw.has(st, rogue, "Stealth") and len(st.table.zone(0, "hand")) == hand + 1
    st = next_turn(st)
    assert kw.has(st, rogue, "Stealth")


def test_character_dealt_damage_this_way_loses_powers():
    # 103.2: High Magus Euli "At the start of your turn, this ally may deal 1 fire damage to target hero or ally. A
    # character dealt damage this way loses and can't have powers this turn."
    from engine.wow import keywords as kw
    from engine.wow.game import ENGINE

    automated("High Magus Euli")
    st = start()
    put_real(st, 0, "High Magus Euli", "allies")
    rogue = put(st, 1, "Shade Stalker", "allies")
    st = next_turn(st)
    for _ in range(80):
        if st.active == 0 and st.step == "main" and not st.chain and not st.pending:
            break
        if st.pending:
            ids = [o.id for o in st.pending[0].options]
            st = choose(st, str(rogue) if str(rogue) in ids else "yes" if "yes" in ids else ids[0])
            continue
        st = apply(st, "pass", ENGINE.to_act(st)[0])
    assert st.table.cards[rogue].damage == 1 and not kw.has(st, rogue, "Stealth")
