"""Helper wstatics (issue #18): players' restrictions (103.2 "can't") on playing, drawing and quests
(``cards.templates_wstatics_bans``, ``engine.wow.play_bans``), played with the real cards of the pool."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wscale_counters import next_turn

pytestmark = needs(WOW_CARDS)


def refused(st, player: int, uid: int) -> RulesError:
    with pytest.raises(RulesError) as err:
        apply(st, "play", player, uid=uid, x=0)
    return err.value


def test_target_player_cant_play_cards_this_turn():
    # 103.2, 409.1: Blind "Target player can't play cards this turn." — then the next turn he can again
    automated("Blind")
    st = start()
    st = resolve_chain(play_real(st, "Blind", 0, str(hero(st, 0)))[0])  # you may target yourself (EN 706)
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 3)
    assert refused(st, 0, owl).rule == R("103.2")
    assert not any(lbl.startswith("Play Mist Owl") for lbl in labels(st, 0))
    st = next_turn(next_turn(st))
    st = apply(st, "play", 0, uid=owl, x=0)  # a new turn: the restriction is over
    assert st.table.cards[owl].zone != "hand"


def test_target_player_cant_play_allies_this_turn():
    # 103.2: Pin "Target player can't play allies this turn." — abilities may still be played
    automated("Pin")
    st = start()
    st = resolve_chain(play_real(st, "Pin", 0, str(hero(st, 0)))[0])
    owl, bolt = put(st, 0, "Mist Owl", "hand"), put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 5)
    assert refused(st, 0, owl).rule == R("103.2")
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 3


def test_players_cant_draw_cards_this_turn():
    # 103.2, 415.9e: Brain Freeze "Players can't draw cards this turn." — a draw doesn't happen (no decking)
    automated("Brain Freeze")
    st = start()
    st = resolve_chain(play_real(st, "Brain Freeze", 0)[0])
    hand = len(st.table.zone(0, "hand"))
    scrolls = put(st, 0, "Study the Scrolls", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=scrolls, x=0))
    assert len(st.table.zone(0, "hand")) == hand
    theirs = len(st.table.zone(1, "hand"))
    st = next_turn(st)
    assert len(st.table.zone(1, "hand")) == theirs + 1  # the next turn's draw (501.2) happens


def test_opponents_cant_draw_flip_power():
    # 103.2: Morganis Blackvein "4, Flip Morganis Blackvein -> Opponents can't draw cards this turn."
    automated("Morganis Blackvein")
    st = start()
    morganis = put_real(st, 0, "Morganis Blackvein", "hero_row")
    st.heroes[0] = morganis
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "power", 0, uid=morganis, power=0, x=0))
    assert st.table.cards[morganis].flags.get("flipped")
    mine, theirs = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    from engine.wow.procedure import draw

    draw(st, 1, 2, R("415.9e"))
    draw(st, 0, 1, R("415.9e"))
    assert len(st.table.zone(1, "hand")) == theirs and len(st.table.zone(0, "hand")) == mine + 1


def test_opponents_cant_play_cards_on_your_turn():
    # 103.2, EN 714: Cover of Silence "Opponents can't play cards on your turn." (and "Your hero has Stealth.")
    automated("Cover of Silence")
    st = start()
    put_real(st, 0, "Cover of Silence", "hero_row")
    from engine.wow import keywords as kw

    assert kw.has(st, hero(st, 0), "Stealth")
    bolt = put(st, 1, "Fire Bolt", "hand")  # an instant
    resources(st, 1, 3)
    from engine.wow.game import ENGINE

    assert ENGINE._play_problem(st, 1, bolt, 0).rule == R("103.2")
    st = next_turn(st)
    assert ENGINE._play_problem(st, 1, bolt, 0) is None  # his own turn


def test_players_cant_play_allies_and_allies_cant_be_destroyed():
    # 103.2: Eternium Runed Blade "Players can't play allies. Allies can't be destroyed."
    automated("Eternium Runed Blade")
    st = start()
    put_real(st, 1, "Eternium Runed Blade", "hero_row")
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 5)
    assert refused(st, 0, owl).rule == R("103.2")  # its controller's opponent too
    foe = put(st, 1, "Iron Sentinel", "allies")
    vanish = put(st, 0, "Vanish in Smoke", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=vanish, x=0), str(foe)))
    assert st.table.cards[foe].zone == "allies"


def test_traitor_cards_cant_be_played():
    # 103.2: Akama "Traitor cards can't be played." — a Traitor ally of either player
    automated("Akama")
    st = start()
    put_real(st, 1, "Akama", "allies")
    traitor = put_real(st, 0, "Lady Katrana Prestor", "hand")
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 9)
    assert refused(st, 0, traitor).rule == R("103.2")
    st = apply(st, "play", 0, uid=owl, x=0)
    assert st.table.cards[owl].zone != "hand"


def test_opponents_cant_complete_quests():
    # 103.2, 306.2: Greefer "Opponents can't complete quests."
    automated("Greefer")
    st = start()
    put_real(st, 1, "Greefer", "allies")
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    resources(st, 0, 2)
    with pytest.raises(RulesError) as err:
        apply(st, "quest", 0, uid=quest)
    assert err.value.rule == R("103.2")
    assert not any(lbl.startswith("Complete") for lbl in labels(st, 0))


@pytest.mark.parametrize("card", ["Kam'pah", "Arisa Sarum"])
def test_opponents_cant_place_quests_face_up(card):
    # 103.2, 412.1b: "Opponents can't place quests face up." — face down still
    automated(card)
    st = start()
    put_real(st, 1, card, "allies")
    quest = put(st, 0, "Scout the Border", "hand")
    assert "Place Scout the Border as a resource (face up)" not in labels(st, 0)
    with pytest.raises(RulesError) as err:
        apply(st, "resource", 0, uid=quest, face_up=True)
    assert err.value.rule == R("103.2")
    st = resolve_chain(apply(st, "resource", 0, uid=quest, face_up=False))
    assert st.table.cards[quest].zone == "resources"


def test_stash_opponents_cant_play_abilities():
    # EN glossary Stash; 103.2: Strangulate "Stash: Opponent's can't play abilities this turn."
    automated("Strangulate")
    st = start()
    card = put_real(st, 0, "Strangulate", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=card, face_up=True))
    bolt, owl = put(st, 1, "Fire Bolt", "hand"), put(st, 1, "Mist Owl", "hand")
    resources(st, 1, 3)
    from engine.wow.game import ENGINE

    assert ENGINE._play_problem(st, 1, bolt, 0).rule == R("103.2")
    mine = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 3)
    assert ENGINE._play_problem(st, 0, mine, 0) is None
    st = next_turn(st)
    assert ENGINE._play_problem(st, 1, bolt, 0) is None and ENGINE._play_problem(st, 1, owl, 0) is None


def test_hero_dealt_damage_this_way_cant_play_abilities():
    # 103.2: Frozen Blight "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached hero. The
    # controller of a hero dealt damage this way can't play abilities this turn."
    from engine.wow.game import ENGINE

    automated("Frozen Blight")
    st = start()
    put_real(st, 1, "Frozen Blight", "hero_row", attached_to=hero(st, 0))
    st = next_turn(st)  # player 2's turn starts: his Frozen Blight triggers
    assert st.active == 1 and st.table.cards[hero(st, 0)].damage == 1
    bolt = put(st, 0, "Fire Bolt", "hand")  # an instant
    resources(st, 0, 5)
    assert ENGINE._play_problem(st, 0, bolt, 0).rule == R("103.2")
    st = next_turn(st)
    assert ENGINE._play_problem(st, 0, bolt, 0) is None
