"""Helper wstat2 (issue #18): Mortal Strike's "That character can't be healed this turn." (103.2), Nether
Fissure's "can't be interrupted" (103.2 over EN 711) and Antonidas's Aegis of Rapt Concentration, played
with the real cards."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow import targets
from engine.wow.damage import heal
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import put_real
from .test_templates_turns import _advance
from .test_wstat2_scripts import scripted

pytestmark = needs(WOW_CARDS)
ANY = {"types": ["any"]}


def _answer(st, prefer: int | None = None):
    """Answer the pending choices (``prefer`` when offered), then resolve the chain."""
    for _ in range(10):
        if not st.pending:
            if not st.chain:
                return st
            st = resolve_chain(st)
            continue
        ids = [o.id for o in st.pending[0].options]
        st = choose(st, str(prefer) if prefer is not None and str(prefer) in ids else ids[0])
    return st


def test_mortal_strike_damage_and_no_healing_this_turn():
    # "Your hero deals X melee damage to target hero or ally, where X is 1 plus the ATK of one of your Melee
    # weapons. That character can't be healed this turn." (103.2: a "can't" wins over healing, 407)
    scripted("Mortal Strike")
    st = start()
    put_real(st, 0, "Scimitar of the Nexus Stalkers", "hero_row")  # a Melee weapon, ATK 3
    foe = put_real(st, 1, "Crazy Igvand", "allies")  # 0 ATK / 6 health
    resources(st, 0, 2)
    card = put_real(st, 0, "Mortal Strike", "hand")
    st = _answer(apply(st, "play", 0, uid=card, x=0), prefer=foe)
    assert st.table.cards[foe].damage == 1 + 3  # 1 plus the weapon's ATK
    heal(st, foe, 2)
    assert st.table.cards[foe].damage == 4  # can't be healed this turn
    st = _advance(st, 2)
    heal(st, foe, 2)
    assert st.table.cards[foe].damage == 2  # the next turn it can


def _play(st, player: int, name: str, pay: int):
    resources(st, player, pay)
    card = put_real(st, player, name, "hand")
    return apply(st, "play", player, uid=card, x=0), card


def _to(st, player: int):
    """Pass until ``player`` has priority (nothing resolves: the other player passes first)."""
    for _ in range(4):
        if st.priority == player or st.pending:
            return st
        st = apply(st, "pass", st.priority)
    return st


def _fissure_ready(st):
    """Player 1 holds Nether Fissure (an instant) and can pay for it, so he gets to answer."""
    resources(st, 1, 4)
    return put_real(st, 1, "Nether Fissure", "hand")


def test_nether_fissure_interrupts_and_cant_be_interrupted():
    # "Nether Fissure can't be interrupted. Interrupt target card." (EN 711; 103.2)
    scripted("Nether Fissure")
    st = start()
    fissure = _fissure_ready(st)
    resources(st, 0, 4)
    mine = put_real(st, 0, "Nether Fissure", "hand")
    st, shout = _play(st, 0, "Champion's Shout", 6)  # an ongoing ability being played
    st = _to(st, 1)
    st = apply(st, "play", 1, uid=fissure, x=0)
    ids = {o.id for o in st.pending[0].options}
    assert str(shout) in ids and str(fissure) not in ids
    st = choose(st, str(shout))
    assert st.chain and st.chain[-1].uid == fissure and fissure not in targets.interruptible(st, ANY, -1)  # nothing can name it
    st = _to(st, 0)
    st = apply(st, "play", 0, uid=mine, x=0)  # player 0's own Nether Fissure: it can't name the other one
    assert str(fissure) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(shout)))
    assert st.table.cards[shout].zone == "graveyard" and st.table.cards[fissure].zone == "graveyard"  # interrupted (EN 711)


def test_antonidas_aegis_your_ability_cards_cant_be_interrupted():
    # "Your ability cards can't be interrupted." (103.2 over EN 711)
    scripted("Antonidas's Aegis of Rapt Concentration")
    st = start()
    put_real(st, 0, "Antonidas's Aegis of Rapt Concentration", "hero_row")
    fissure = _fissure_ready(st)
    st, shout = _play(st, 0, "Champion's Shout", 6)
    assert shout not in targets.interruptible(st, ANY, -1)
    st = _to(st, 1)
    with pytest.raises(RulesError):  # nothing the opponent can interrupt
        apply(st, "play", 1, uid=fissure, x=0)
    st = resolve_chain(st)
    assert st.table.cards[shout].zone == "hero_row"
    st2 = start()  # without the Aegis: the same card can be interrupted
    _fissure_ready(st2)
    st2, shout2 = _play(st2, 0, "Champion's Shout", 6)
    assert shout2 in targets.interruptible(st2, ANY, -1)


def test_antonidas_aegis_your_abilities_are_untargetable():
    # "Your abilities are Untargetable." (line 2; EN glossary Untargetable: opponents can't target them)
    st = start()
    put_real(st, 0, "Antonidas's Aegis of Rapt Concentration", "hero_row")
    mine = put_real(st, 0, "Champion's Shout", "hero_row")
    theirs = put_real(st, 1, "Champion's Shout", "hero_row")
    st = _advance(st, 2)
    resources(st, 1, 1)
    dispel = put_real(st, 1, "Dispel Magic", "hand")
    st = apply(st, "play", 1, uid=dispel, x=0)
    ids = {o.id for o in st.pending[0].options}
    assert str(mine) not in ids and str(theirs) in ids


def test_tricksters_reflex_monsters_stealth_and_untargetable_this_turn():
    # "Monster heroes and allies you control have Stealth and can't be targeted by opponents this turn."
    # (EN glossary Stealth, Untargetable; EN 713: the cards in play as it resolves)
    scripted("Trickster's Reflex")
    st = start()
    monster, plain = put_real(st, 0, "Torr'nag", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Torr'nag", "allies")
    resources(st, 0, 1)
    card = put_real(st, 0, "Trickster's Reflex", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert kw.has(st, monster, "Stealth") and kw.has(st, monster, "Untargetable")
    assert not kw.has(st, plain, "Stealth") and not kw.has(st, theirs, "Stealth")
    st = _advance(st, 2)
    assert not kw.has(st, monster, "Stealth") and not kw.has(st, monster, "Untargetable")


def test_blight_bringers_up_to_three_target_allies_minus_three_atk():
    # "Up to thee target allies have -3 ATK this turn." (EN 706: up to three different targets)
    scripted("Blight Bringers")
    st = start()
    a, b, c = put_real(st, 1, "Karrok Scarrend", "allies"), put_real(st, 1, "Phantrich", "allies"), put_real(st, 1, "Asoren Darksnout", "allies")
    d = put_real(st, 0, "Asoren Darksnout", "allies")
    before = {u: kw.atk(st, u) for u in (a, b, c, d)}
    resources(st, 0, 1)
    card = put_real(st, 0, "Blight Bringers", "hand")
    st = apply(st, "play", 0, uid=card, x=0)
    for pick in (a, b):
        st = choose(st, str(pick))
    assert str(a) not in {o.id for o in st.pending[0].options}  # different targets
    st = resolve_chain(choose(st, "none") if "none" in {o.id for o in st.pending[0].options} else choose(st))
    assert kw.atk(st, a) == max(0, before[a] - 3) and kw.atk(st, b) == max(0, before[b] - 3)
    assert kw.atk(st, c) == before[c] and kw.atk(st, d) == before[d]  # up to: the third not chosen
    st = _advance(st, 2)
    assert kw.atk(st, a) == before[a]


def _cast(st, name: str, *picks: int, pay: int = 2):
    resources(st, 0, pay)
    card = put_real(st, 0, name, "hand")
    st = apply(st, "play", 0, uid=card, x=0)
    for pick in picks:
        st = choose(st, str(pick))
    return resolve_chain(st)


def test_monstrous_strike_plus_one_or_four_for_a_monster():
    # "Target hero or ally has +1 ATK this turn, or +4 ATK if it's a Monster." (EN 709: as it resolves)
    scripted("Monstrous Strike")
    st = start()
    monster, plain = put_real(st, 0, "Torr'nag", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    a, b = kw.atk(st, monster), kw.atk(st, plain)
    st = _cast(st, "Monstrous Strike", monster)
    st = _cast(st, "Monstrous Strike", plain)
    assert kw.atk(st, monster) == a + 4 and kw.atk(st, plain) == b + 1
    st = _advance(st, 2)
    assert kw.atk(st, monster) == a and kw.atk(st, plain) == b


def test_track_dragonkin_minus_two_or_four_for_a_dragonkin():
    # "Target ally has -2 ATK this turn, or -4 ATK if it's a Dragonkin." (a race word, 202.1a)
    scripted("Track Dragonkin")
    st = start()
    dragon, plain = put_real(st, 0, "Ruby Protector", "allies"), put_real(st, 1, "Torr'nag", "allies")  # 3 ATK Dragonkin; 6 ATK
    a, b = kw.atk(st, dragon), kw.atk(st, plain)
    st = _cast(st, "Track Dragonkin", dragon, pay=1)
    st = _cast(st, "Track Dragonkin", plain, pay=1)
    assert kw.atk(st, dragon) == max(0, a - 4) and kw.atk(st, plain) == b - 2
    assert (a, kw.atk(st, dragon)) == (3, 0)  # -4, not -2: ATK never goes below 0 (205.1)


def test_roar_of_the_beast_a_monster_plus_three_a_non_monster_minus_three():
    # "Target Monster ally has + 3 ATK this turn. Target non-Monster ally has -3 ATK this turn." (two targets, EN 706)
    scripted("Roar of the Beast")
    st = start()
    monster, plain = put_real(st, 0, "Torr'nag", "allies"), put_real(st, 1, "Phantrich", "allies")
    a, b = kw.atk(st, monster), kw.atk(st, plain)
    resources(st, 0, 1)
    card = put_real(st, 0, "Roar of the Beast", "hand")
    st = apply(st, "play", 0, uid=card, x=0)
    ids = {o.id for o in st.pending[0].options}
    assert str(monster) in ids and str(plain) not in ids  # the first: a Monster
    st = choose(st, str(monster))
    ids = {o.id for o in st.pending[0].options}
    assert str(plain) in ids and str(monster) not in ids  # the second: a non-Monster
    st = resolve_chain(choose(st, str(plain)))
    assert kw.atk(st, monster) == a + 3 and kw.atk(st, plain) == max(0, b - 3)
