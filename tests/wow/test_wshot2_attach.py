"""Helper wshot2 (issue #18): attachments of ``scripts/wshot2.toml`` played with real cards — Power Word: Restore and
Curse of Midnight ("Attach to target hero, and you may turn it face up / down.", 301.2, ``engine.wow.wshot2``) with
their Ongoing lines, and Frozen Nerves ("Attach to target non-hero card.")."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.keys import CANT_ATTACK
from engine.wow.faces import shows_back
from engine.wow.restrictions import can_exhaust
from tests.shared_data import needs

from .helpers import choose, hero, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import _advance, automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _play_on(st, name: str, target: int, answer: str):
    st, card = play_real(st, name, 0, str(target))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "may"  # EN 709.3: "you may" asked on resolution
    return resolve_chain(choose(st, answer)), card


def test_power_word_restore_may_turn_the_hero_face_up_and_heals_it_each_turn():
    # 400.1 (attached), 301.2 (face up = front), EN 709.3; Ongoing (EN 703): "At the start of your turn, your hero
    # heals 1 damage from attached hero."
    automated("Power Word: Restore")
    st = start()
    me = hero(st, 0)
    st.table.cards[me].flags["flipped"] = True
    st.table.cards[me].damage = 3
    st, card = _play_on(st, "Power Word: Restore", me, "yes")
    assert st.table.cards[card].attached_to == me
    assert not shows_back(st, me)
    st = _advance(st, lambda s: s.turn == 3 and s.step == "main" and not s.chain and not s.pending)
    assert st.table.cards[me].damage == 2


def test_power_word_restore_declined_leaves_the_hero_face_down():
    automated("Power Word: Restore")
    st = start()
    me = hero(st, 0)
    st.table.cards[me].flags["flipped"] = True
    st, card = _play_on(st, "Power Word: Restore", me, "no")
    assert st.table.cards[card].attached_to == me and shows_back(st, me)


def test_curse_of_midnight_may_turn_the_hero_face_down_and_hurts_it_each_turn():
    # 301.2 (face down = back), EN 709.3; Ongoing: "At the start of your turn, your hero deals 1 shadow damage to
    # attached hero."
    automated("Curse of Midnight")
    st = start()
    foe = hero(st, 1)
    st, card = _play_on(st, "Curse of Midnight", foe, "yes")
    assert st.table.cards[card].attached_to == foe and shows_back(st, foe)
    st = _advance(st, lambda s: s.turn == 3 and s.step == "main" and not s.chain and not s.pending)
    assert st.table.cards[foe].damage == 1


def test_curse_of_midnight_declined_keeps_the_front():
    automated("Curse of Midnight")
    st = start()
    foe = hero(st, 1)
    st, _ = _play_on(st, "Curse of Midnight", foe, "no")
    assert not shows_back(st, foe)


def test_frozen_nerves_on_an_ally_and_not_on_a_hero():
    # 400.1; Ongoing (103.2): "Attached card can't attack or exhaust."; "non-hero": a hero is no legal target
    automated("Frozen Nerves")
    st = start()
    ally = put_real(st, 1, "Anika Berlyn", "allies")
    st, card = play_real(st, "Frozen Nerves", 0)
    opts = {o.id for o in st.pending[0].options}
    assert str(ally) in opts and str(hero(st, 0)) not in opts and str(hero(st, 1)) not in opts
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[card].attached_to == ally
    assert kw.has(st, ally, CANT_ATTACK) and not can_exhaust(st, ally)


def test_rise_to_the_challenge_attaches_clears_damage_draws_and_gives_ten_health():
    # 400.3 (attached to your hero, no target), EN 709.1 (damage removed, not healed: "can't be healed" doesn't stop
    # it); "Draw cards until you reach your maximum hand size." (415.4b); "Ongoing: Your hero has +10 health." (EN 714)
    from engine.core import Modifier
    from engine.wow.cards.keys import CANT_BE_HEALED

    automated("Rise to the Challenge")
    st = start()
    me = hero(st, 0)
    base = kw.health(st, me)
    st.table.cards[me].damage = 12
    st.modifiers.append(Modifier(me, "keyword", 1, keyword=CANT_BE_HEALED, duration="this_turn", player=1, turn=st.turn))
    hand = st.table.zone(0, "hand")
    while len(hand) > 3:
        st.table.zone(0, "deck").append(hand.pop())
        st.table.cards[st.table.zone(0, "deck")[-1]].zone = "deck"
    st, card = play_real(st, "Rise to the Challenge", pay=15)
    st = resolve_chain(st)
    assert st.table.cards[card].attached_to == me
    assert st.table.cards[me].damage == 0
    assert len(st.table.zone(0, "hand")) == 7  # the default maximum hand size (415.4b)
    assert kw.health(st, me) == base + 10
