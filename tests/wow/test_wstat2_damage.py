"""Helper wstat2 (issue #18): damage replacements counted per counter on the card (408.2a, EN 716) —
Gladiator's Spellblade and Tattered Dreadmist Robe, played with the real cards."""

from __future__ import annotations

from engine.wow.counters import add_counters, counters
from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import put_real
from .test_templates_turns import _advance
from .test_wstat2_scripts import scripted

pytestmark = needs(WOW_CARDS)


def test_gladiators_spellblade_plus_one_per_spell_counter():
    # EN 716 "If your hero would deal damage, it deals that much +1 for each spell counter instead." +
    # line 1 "At the start of your turn, put a spell counter on Gladiator's Spellblade." (500.2)
    scripted("Gladiator's Spellblade")
    st = start()
    blade = put_real(st, 0, "Gladiator's Spellblade", "hero_row")
    foe = put_real(st, 1, "Crazy Igvand", "allies")  # 6 health
    me, them = st.heroes
    deal(st, me, foe, 1, "fire")
    assert st.table.cards[foe].damage == 1  # no counter yet
    st = _advance(st, 3)  # your next turn: a spell counter
    assert counters(st, blade, "spell") == 1
    add_counters(st, blade, "spell", 1)
    deal(st, me, foe, 1, "fire")
    assert st.table.cards[foe].damage == 1 + 3  # 1 +1 for each of two counters
    other = put_real(st, 0, "Karrok Scarrend", "allies")
    deal(st, other, foe, 1, "melee")
    assert st.table.cards[foe].damage == 5  # only your hero's packets
    deal(st, them, me, 1, "fire")
    assert st.table.cards[me].damage == 1  # not the opponent's hero


def test_tattered_dreadmist_robe_plus_one_and_one_per_heirloom_with_an_ability():
    # EN 716 "If your hero would deal damage with an ability, it deals that much damage +1, and plus an
    # additional 1 for each heirloom counter on this armor, instead." (an ability card's effect, 408.2a)
    scripted("Tattered Dreadmist Robe")
    st = start()
    robe = put_real(st, 0, "Tattered Dreadmist Robe", "hero_row")
    me, foe = st.heroes  # the opposing hero: enough health
    deal(st, me, foe, 1, "melee")
    assert st.table.cards[foe].damage == 1  # not with an ability: as printed
    add_counters(st, robe, "heirloom", 2)
    resources(st, 0, 2)
    put_real(st, 0, "Scimitar of the Nexus Stalkers", "hero_row")  # 3 ATK: Mortal Strike deals 1 + 3
    card = put_real(st, 0, "Mortal Strike", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=card, x=0), str(foe)))
    while st.pending:
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[foe].damage == 1 + 4 + 1 + 2  # the ability's packet: 4, +1, +2 for two heirloom counters


def test_tattered_dreadmist_robe_stash_adds_an_heirloom_counter():
    # line 2 "Stash: Add an heirloom counter to target equipment you control." (placed face up as a resource, 412.1b)
    st = start()
    target = put_real(st, 0, "Tattered Dreadmist Robe", "hero_row")
    robe = put_real(st, 0, "Tattered Dreadmist Robe", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=robe, face_up=True))
    while st.pending:
        ids = [o.id for o in st.pending[0].options]
        st = resolve_chain(choose(st, str(target) if str(target) in ids else ids[0]))
    assert counters(st, target, "heirloom") == 1
    assert st.table.cards[robe].zone == "resources" and st.table.cards[robe].face_down


def test_apothecary_hummel_resists_each_opposing_allys_damage_type():
    # EN 714 "Hummel has Resistance to each opposing ally's damage type." (EN glossary Resistance: prevent that damage)
    scripted("Apothecary Hummel")
    from engine.wow import keywords as kw

    st = start()
    hummel = put_real(st, 0, "Apothecary Hummel", "allies")
    assert not any(k.endswith("Resistance") for k in kw.keywords(st, hummel))
    holy = put_real(st, 1, "Zulanji", "allies")  # holy
    put_real(st, 0, "Jewelcrafter Zanaz", "allies")  # yours: not counted
    assert kw.has(st, hummel, "Holy Resistance") and [k for k in kw.keywords(st, hummel) if k.endswith("Resistance")] == ["Holy Resistance"]
    deal(st, holy, hummel, 1, "holy")
    assert st.table.cards[hummel].damage == 0
    shadow = put_real(st, 1, "Asoren Darksnout", "allies")  # shadow
    assert kw.has(st, hummel, "Shadow Resistance")
    st.table.move(holy, "graveyard")
    assert not kw.has(st, hummel, "Holy Resistance") and kw.has(st, hummel, "Shadow Resistance")
    del shadow


def test_stormstrike_readies_and_the_next_nature_packet_plus_two():
    # line 2 "Ready your hero and one of your Melee weapons." + line 3 "The next time your hero would deal
    # nature damage this turn, it deals that much damage +2 instead." (EN 716: once)
    scripted("Stormstrike")
    st = start()
    me, them = st.heroes
    weapon = put_real(st, 0, "Scimitar of the Nexus Stalkers", "hero_row", tapped=True)
    st.table.cards[me].tapped = True
    resources(st, 0, 1)
    card = put_real(st, 0, "Stormstrike", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    while st.pending:  # the Melee weapon to ready is picked as it resolves
        ids = [o.id for o in st.pending[0].options]
        st = resolve_chain(choose(st, str(weapon) if str(weapon) in ids else ids[0]))
    assert not st.table.cards[me].tapped and not st.table.cards[weapon].tapped
    deal(st, me, them, 1, "fire")
    assert st.table.cards[them].damage == 1  # not nature: as printed
    deal(st, me, them, 1, "nature")
    assert st.table.cards[them].damage == 1 + 3  # +2
    deal(st, me, them, 1, "nature")
    assert st.table.cards[them].damage == 1 + 3 + 1  # the next time only


def test_ripple_damages_each_opposing_character_and_its_stash_adds_one():
    # line 1 "Your hero deals 1 arcane damage to each opposing hero and ally." + line 2 "Stash : The next time
    # your hero would deal damage with an ability this turn, it deals that much +1 instead." (412.1b, EN 716)
    scripted("Ripple")
    st = start()
    them = st.heroes[1]
    a = put_real(st, 1, "Crazy Igvand", "allies")
    mine = put_real(st, 0, "Crazy Igvand", "allies")
    stash = put_real(st, 0, "Ripple", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=stash, face_up=True))
    while st.pending:
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[stash].face_down
    resources(st, 0, 2)
    card = put_real(st, 0, "Ripple", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    while st.pending:
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    dealt = st.table.cards[them].damage + st.table.cards[a].damage
    assert dealt == 2 + 1 and {st.table.cards[them].damage, st.table.cards[a].damage} == {1, 2}  # one packet +1
    assert st.table.cards[mine].damage == 0  # opposing only
