"""Helper wstat2 (issue #18): damage dealt to your hero instead, this turn (EN 716, 408.2a;
``engine.wow.wstat2_redirect``) — Human Shield, Intervene and Peerless Guard, played with the real cards."""

from __future__ import annotations

from engine.wow.damage import deal
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import play_real, put_real
from .test_templates_turns import _advance
from .test_wscale_counters import next_turn
from .test_wstat2_scripts import scripted

pytestmark = needs(WOW_CARDS)


def dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def test_human_shield_damage_to_your_allies_goes_to_your_hero_this_turn():
    # EN 716 "If damage would be dealt to an ally you control this turn, it's dealt to your hero instead."
    scripted("Human Shield")
    st = start()
    a, b = put_real(st, 0, "Phantrich", "allies"), put_real(st, 0, "Asoren Darksnout", "allies")
    theirs = put_real(st, 1, "Asoren Darksnout", "allies")
    st, _ = play_real(st, "Human Shield", 0, pay=2)
    st = resolve_chain(st)
    me = hero(st, 0)
    deal(st, theirs, a, 2, "melee")
    deal(st, theirs, b, 3, "fire")
    assert dmg(st, a) == 0 and dmg(st, b) == 0 and dmg(st, me) == 5  # every packet this turn
    deal(st, a, theirs, 1, "melee")
    assert dmg(st, theirs) == 1  # an opposing ally: not yours
    st = _advance(st, 2)
    before = dmg(st, hero(st, 0))
    deal(st, theirs, a, 1, "melee")
    assert dmg(st, a) == 1 and dmg(st, hero(st, 0)) == before  # this turn only


def test_intervene_the_next_packet_to_the_target_goes_to_your_hero():
    # EN 716 "The next time damage would be dealt to target friendly hero or ally this turn, it's dealt to your hero instead."
    scripted("Intervene")
    st = start()
    ally, other = put_real(st, 0, "Phantrich", "allies"), put_real(st, 0, "Asoren Darksnout", "allies")
    theirs = put_real(st, 1, "Asoren Darksnout", "allies")
    st, _ = play_real(st, "Intervene", 0, pay=1)
    opts = {o.id for o in st.pending[0].options}
    assert str(ally) in opts and str(hero(st, 0)) in opts and str(theirs) not in opts  # friendly hero or ally
    st = resolve_chain(choose(st, str(ally)))
    deal(st, theirs, other, 1, "melee")
    assert dmg(st, other) == 1  # another ally: not the target
    deal(st, theirs, ally, 2, "melee")
    assert dmg(st, ally) == 0 and dmg(st, hero(st, 0)) == 2  # the next time: to your hero
    deal(st, theirs, ally, 2, "melee")
    assert dmg(st, ally) == 2 and dmg(st, hero(st, 0)) == 2  # once only


def test_peerless_guard_the_next_combat_damage_to_the_defender_goes_to_your_hero():
    # EN 716 "The next time combat damage would be dealt to target defending ally you control this turn, it's
    # dealt to your hero instead." (408.3: combat damage; an instant ability, played in the combat, 410)
    scripted("Peerless Guard")
    st = start()
    guard = put_real(st, 0, "Asoren Darksnout", "allies")  # Protector
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st = next_turn(st)
    resources(st, 0, 1)
    card = put_real(st, 0, "Peerless Guard", "hand")
    me = hero(st, 0)
    st = apply(st, "attack", 1, attacker=foe, defender=guard)
    while not (st.priority == 0 and st.combat is not None and st.combat.stage == "step"):
        st = apply(st, "pass", st.priority)
    st = apply(st, "play", 0, uid=card, x=0)
    assert str(guard) in {o.id for o in st.pending[0].options}
    st = choose(st, str(guard))
    st = finish_combat(st)
    atk = st.cards[st.table.cards[foe].card_id]["atk"]
    assert dmg(st, guard) == 0 and dmg(st, me) == atk  # the attacker's combat damage went to your hero
    assert st.table.cards[foe].zone == "graveyard"  # the defender still dealt its own (4 to a 4-health ally)
    deal(st, foe, guard, 1, "melee", combat=True)
    assert dmg(st, guard) == 1  # once only
