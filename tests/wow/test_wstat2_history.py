"""Helper wstat2 (issue #18): continuous powers under a condition on this turn's history (EN 714;
``engine.wow.wstat2_counts``) — Widow's Fury and Sha'kar, played with the real cards."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import put_real
from .test_templates_turns import _advance
from .test_wstat2_scripts import scripted

pytestmark = needs(WOW_CARDS)


def _crush(st, player: int, target: int):
    resources(st, player, 1)
    card = put_real(st, player, "Crush", "hand")  # "Destroy target ally."
    return resolve_chain(choose(apply(st, "play", player, uid=card, x=0), str(target)))


def test_widows_fury_plus_three_if_an_ally_you_controlled_was_destroyed_this_turn():
    # EN 714 "This weapon has +3 attack if an ally you controlled was destroyed this turn."
    scripted("Widow's Fury")
    st = start()
    fury = put_real(st, 0, "Widow's Fury", "hero_row")
    mine, theirs = put_real(st, 0, "Karrok Scarrend", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    base = kw.atk(st, fury)
    st = _crush(st, 0, theirs)
    assert st.table.cards[theirs].zone == "graveyard" and kw.atk(st, fury) == base  # an opposing ally: no
    st = _crush(st, 0, mine)
    assert st.table.cards[mine].zone == "graveyard" and kw.atk(st, fury) == base + 3
    st = _advance(st, 2)
    assert kw.atk(st, fury) == base  # this turn only


def test_shakar_has_ferocity_if_your_hero_dealt_fire_frost_or_nature_damage_this_turn():
    # EN 714 "If your hero has dealt fire, frost, or nature damage this turn, Sha'kar has Ferocity."
    scripted("Sha'kar")
    st = start()
    shakar = put_real(st, 0, "Sha'kar", "allies")
    regalia = put_real(st, 0, "Gladiator's Regalia", "hero_row")  # "[Exhaust] -> Your hero deals 2 fire damage …"
    foe = put_real(st, 1, "Crazy Igvand", "allies")
    assert not kw.has(st, shakar, "Ferocity")
    index = next(i for i, pw in enumerate(card_powers(kw.data(st, regalia))) if pw.kind == "activated")
    st = resolve_chain(choose(apply(st, "power", 0, uid=regalia, power=index, x=0), str(foe)))
    assert st.table.cards[foe].damage == 2 and kw.has(st, shakar, "Ferocity")
    st = _advance(st, 2)
    assert not kw.has(st, shakar, "Ferocity")


def test_shakar_not_for_other_damage_types():
    # "fire, frost, or nature" only (408.3a: the packet's type); melee damage by your hero doesn't count
    st = start()
    shakar = put_real(st, 0, "Sha'kar", "allies")
    foe = put_real(st, 1, "Crazy Igvand", "allies")
    from engine.wow import quests
    from engine.wow.damage import deal

    quests.note(st, deal(st, st.heroes[0], foe, 2, "melee"))
    assert st.table.cards[foe].damage == 2 and not kw.has(st, shakar, "Ferocity")
    quests.note(st, deal(st, st.heroes[0], foe, 1, "frost"))
    assert kw.has(st, shakar, "Ferocity")


def test_zorus_cant_be_destroyed_by_fatal_damage_but_by_effects():
    # 103.2 / 410.6a "Zorus can't be destroyed by fatal damage." — the check passes him by; "Destroy target ally" still works
    scripted("Zorus the Judicator")
    st = start()
    zorus = put_real(st, 0, "Zorus the Judicator", "allies")  # 1 health
    other = put_real(st, 0, "Phantrich", "allies")
    assert kw.has(st, zorus, "Protector")
    from engine.wow.damage import deal

    deal(st, None, zorus, 3, "fire")
    deal(st, None, other, 9, "fire")
    from engine.wow.procedure import ppp_wave

    ppp_wave(st)  # 410.6a: the pre-priority check
    assert st.table.cards[zorus].zone == "allies" and st.table.cards[zorus].damage == 3  # fatal damage: stays
    assert st.table.cards[other].zone == "graveyard"  # (another ally is destroyed)
    st = _crush(st, 0, zorus)
    assert st.table.cards[zorus].zone == "graveyard"  # an effect that destroys: still can


def test_consecration_each_hero_and_ally_in_target_players_party_unpreventable():
    # "Your hero deals 2 holy damage to each hero and ally in target player's party. That damage can't be
    # prevented." (EN 706: a player is named by his hero; EN 717: unpreventable)
    scripted("Consecration")
    st = start()
    a, b = put_real(st, 1, "Crazy Igvand", "allies"), put_real(st, 1, "Phantrich", "allies")
    mine = put_real(st, 0, "Crazy Igvand", "allies")
    shield = put_real(st, 1, "Tirion, the Ashbringer", "allies")
    from engine.core import Modifier
    from engine.wow.damage import deal

    st.modifiers.append(Modifier(a, "", 1, keyword="Holy Resistance", duration="this_turn", player=1, turn=st.turn, source=a))
    deal(st, None, a, 1, "holy")
    assert st.table.cards[a].damage == 0  # its Holy Resistance prevents holy damage …
    resources(st, 0, 6)
    card = put_real(st, 0, "Consecration", "hand")
    st = apply(st, "play", 0, uid=card, x=0)
    assert {str(h) for h in st.heroes} <= {o.id for o in st.pending[0].options}  # target player: either
    st = resolve_chain(choose(st, str(st.heroes[1])))
    them = st.heroes[1]
    assert st.table.cards[them].damage == 2 and st.table.cards[shield].damage == 2
    assert st.table.cards[a].damage == 2  # … but not this damage (EN 717)
    assert st.table.cards[b].zone == "graveyard" or st.table.cards[b].damage == 2  # every ally of his party
    assert st.table.cards[mine].damage == 0 and st.table.cards[st.heroes[0]].damage == 0  # not your party


def _cremate(st, target: int):
    resources(st, 0, 1)
    card = put_real(st, 0, "Cremate", "hand")
    return resolve_chain(choose(apply(st, "play", 0, uid=card, x=0), str(target)))


def test_cremate_destroyed_this_turn_is_removed_from_the_game_instead():
    # "Your hero deals 2 fire damage to target hero or ally. If that character would be destroyed this turn,
    # remove it from the game instead." (EN 716: a replacement; 410.6a destroys for fatal damage)
    scripted("Cremate")
    st = start()
    small = put_real(st, 1, "Zulanji", "allies")  # 1 health: the 2 damage is fatal
    st = _cremate(st, small)
    assert st.table.cards[small].zone == "removed"
    big, other = put_real(st, 1, "Crazy Igvand", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    st = _cremate(st, big)
    assert st.table.cards[big].damage == 2 and st.table.cards[big].zone == "allies"
    st = _crush(st, 0, big)  # destroyed later this turn by an effect: removed instead
    assert st.table.cards[big].zone == "removed"
    st = _crush(st, 0, other)  # another ally: destroyed as usual
    assert st.table.cards[other].zone == "graveyard"


def test_cremate_mark_lasts_this_turn_only():
    st = start()
    big = put_real(st, 1, "Crazy Igvand", "allies")
    st = _cremate(st, big)
    st = _advance(st, 3)
    st = _crush(st, 0, big)
    assert st.table.cards[big].zone == "graveyard"
