"""Helper wfix: engine defects fixed, each played with real cards.

- 103.2 (``engine.wow.invincible``): every effect that moves a card out of play asks whether it can leave play
  (Will of the Forsaken, "can't leave play", Invincible); costs that move it can't be paid.
- 411.1 with EN 714 (``engine.wow.entering_exhausted``): "Opposing allies enter play exhausted" also holds for a
  token copy put into play by an effect (402.3).
- 415.3c: cards put on the bottom of a deck at once (after a reveal) are ordered by the deck's owner, a choice
  naming him; the order is not revealed, and the owner still knows the cards he ordered."""

from __future__ import annotations

import pytest

from engine.core import Modifier, RulesError
from engine.wow import keywords as kw
from engine.wow.cards.keys import CANT_LEAVE_PLAY
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)

FORSAKEN = "Dethvir the Malignant"
"""A real ally with Will of the Forsaken: "This ally can't leave play unless it has fatal damage or 0 health." (103.2)"""


def _stuck(st, uid: int) -> None:
    """``uid`` can't leave play (the pseudo-keyword a card's "can't leave play" gives, 103.2)."""
    st.modifiers.append(Modifier(uid, "", 0, keyword=CANT_LEAVE_PLAY, duration="permanent", player=0, turn=st.turn))
    assert kw.has(st, uid, CANT_LEAVE_PLAY)


def _stays_logged(events_text: list[str], name: str) -> bool:
    return any(t == f"{name} can't leave play" for t in events_text)


# --- 103.2: effects don't move a card that can't leave play --------------------------------------------------


def test_hibernate_cant_put_an_ally_that_cant_leave_play_into_a_resource_row():
    # 103.2: Hibernate "Put target non-token ally into its owner's resource row face down, then exhaust it." — Will of
    # the Forsaken keeps Dethvir in play (no fatal damage); another ally goes (412.2)
    automated("Hibernate")
    st = start()
    dethvir = put_real(st, 1, FORSAKEN, "allies")
    st, _ = play_real(st, "Hibernate", 0, str(dethvir))
    st = resolve_chain(st)
    assert st.table.cards[dethvir].zone == "allies" and not st.table.cards[dethvir].face_down
    st = start()
    other = put_real(st, 1, "Karrok Scarrend", "allies")
    st, _ = play_real(st, "Hibernate", 0, str(other))
    st = resolve_chain(st)
    assert st.table.cards[other].zone == "resources" and st.table.cards[other].face_down


def test_owned_leaves_the_target_that_cant_leave_play_but_still_searches():
    # 103.2 and EN 709.1 (as much as possible): Owned! "Remove target ally from the game. Search its owner's deck,
    # graveyard, hand, and party for all ally cards with the same name as that ally and remove them from the game."
    automated("Owned!")
    st = start()
    target = put_real(st, 1, FORSAKEN, "allies")
    twin = put_real(st, 1, FORSAKEN, "allies")
    _stuck(st, twin)
    in_hand = put_real(st, 1, FORSAKEN, "hand")
    st, _ = play_real(st, "Owned!", 0, pay=6)
    st = resolve_chain(choose(st, str(target)))
    assert st.table.cards[target].zone == "allies"  # Will of the Forsaken (103.2)
    assert st.table.cards[twin].zone == "allies"  # can't leave play either
    assert st.table.cards[in_hand].zone == "removed"  # the search still removes the others


def test_a_card_that_cant_leave_play_cant_pay_a_put_me_into_hand_cost():
    # 103.2 with 403.1: Meekway Humzinger "1, [Exhaust], Put Meekway Humzinger into her owner's hand -> Draw a card."
    # — a cost that can't be paid (the card can't leave play) can't be paid at all
    from .test_wact2_cards import power_of

    data = automated("Meekway Humzinger")
    st = start()
    meekway = put_real(st, 0, "Meekway Humzinger", "allies")
    _stuck(st, meekway)
    resources(st, 0, 1)
    with pytest.raises(RulesError) as err:
        apply(st, "power", 0, uid=meekway, power=power_of(data), x=0)
    assert err.value.rule is not None and err.value.rule.section == "103.2"


def test_leap_of_faith_leaves_a_card_that_cant_leave_play_where_it_is():
    # 103.2: Leap of Faith "Remove target ability, ally, or equipment you own from the game. Then, put it into play
    # under your control." — the ally that can't leave play is not removed, so it doesn't become a new card either
    # (415.9a: its damage stays)
    automated("Leap of Faith")
    st = start()
    dethvir = put_real(st, 0, FORSAKEN, "allies")
    st.table.cards[dethvir].damage = 1
    st, _ = play_real(st, "Leap of Faith", 0, str(dethvir))
    st = resolve_chain(st)
    assert st.table.cards[dethvir].zone == "allies" and st.table.cards[dethvir].damage == 1


def test_bolvar_death_rattle_leaves_a_location_that_cant_leave_play():
    # 103.2: Bolvar "Death Rattle: Put each location you control into it's owner's hand." — the one that can't leave
    # play stays in the resource row; otherwise it goes (415.2)
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    from .test_real_list_cards import apply_pass

    for stuck in (True, False):  # a single face-up location (410.6g)
        st = start()
        bolvar = put_real(st, 0, "Bolvar, Highlord of Fordragon Hold", "allies")
        hold = put_real(st, 0, "Fordragon Hold", "resources")
        if stuck:
            _stuck(st, hold)
        procedure.event_triggers(st, destroy(st, bolvar, EN("709.1")))
        st = resolve_chain(apply_pass(st))
        assert st.table.cards[hold].zone == ("resources" if stuck else "hand")


def test_a_thrown_weapon_that_cant_leave_play_stays_at_end_of_turn():
    # 415.9b with 103.2: "At the end of the turn, put this weapon into its owner's hand." (Thrown, Irontree Knives) — a
    # weapon that can't leave play stays; without that it returns (and, leaving play, becomes a new card: 415.9a)
    from engine.wow.delayed import schedule

    from .test_wtrig_cards import _next_turn

    automated("Irontree Knives")
    for stuck in (True, False):
        st = start()
        knives = put_real(st, 0, "Irontree Knives", "hero_row")
        if stuck:
            _stuck(st, knives)
        schedule(st, knives, 0, "hand", this_turn=True)
        st = _next_turn(st)
        assert st.table.cards[knives].zone == ("hero_row" if stuck else "hand")


def test_remove_until_next_turn_is_refused_by_can_t_leave_play():
    # 103.2 with 415.9b: Adam Eternum "Pay 2 or remove an honor counter from a card you control -> Remove Adam from the
    # game. Put him into play at the start of the next turn." — he stays, and nothing is scheduled to return
    automated("Adam Eternum")
    st = start()
    adam = put_real(st, 0, "Adam Eternum", "allies")
    _stuck(st, adam)
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=adam, power=0, x=0, pay=[]))  # pays 2
    assert st.table.cards[adam].zone == "allies"
    assert not any(d.get("uid") == adam for d in st.delayed)


# --- 411.1 with EN 714: entering exhausted by another card's power --------------------------------------------


def test_a_token_copy_enters_play_exhausted_under_opposing_allies_enter_play_exhausted():
    # 402.3, 411.1 with EN 714: Overwhelm "Put a token copy of target token ally you control into play." while the
    # opponent has Chaotic Rush ("Ongoing: Opposing allies enter play exhausted."): the copy enters exhausted
    from .test_wact2_cards import power_of
    from .test_wgear_cards import _spider

    data = automated("Overwhelm")
    automated("Chaotic Rush")
    for rush in (True, False):
        st = start()
        if rush:
            put_real(st, 1, "Chaotic Rush", "hero_row")
        over = put_real(st, 0, "Overwhelm", "hero_row")
        st, spider = _spider(st)
        before = set(st.table.zone(0, "allies"))
        for _ in range(2):
            put(st, 0, "Mist Owl", "resources")
        st = resolve_chain(choose(apply(st, "power", 0, uid=over, power=power_of(data, 0), x=0), str(spider)))
        (copy,) = set(st.table.zone(0, "allies")) - before
        assert st.table.cards[copy].tapped is rush


# --- 415.3c: the owner orders the cards going to the bottom, secretly -----------------------------------------


def _on_top(st, player: int, *names: str) -> list[int]:
    uids = [put_real(st, player, n, "deck") for n in names]
    for u in reversed(uids):
        st.table.move(u, "deck", player=player, position=0)
    return uids


def test_a_rare_bean_the_owner_orders_the_rest_on_the_bottom():
    # 415.3c: "複数のカードが同時にプレイヤーのデッキの一番上や一番下に置かれる場合 特に指示が内かぎり そのプレイヤーはそれらを
    # 順番を公開せずに並べ替えることができる" — A Rare Bean "… reveal the top three cards of your deck. Put a revealed card
    # with that rarity into hand and the rest on the bottom of your deck.": the two others go in the order P1 picks
    from .test_templates_rewards import _complete, _quest

    automated("A Rare Bean")
    st = start()
    common, uncommon, other = _on_top(st, 0, "Murloc Coastrunner", "Baby Murloc", "Crabbyfin")
    quest = _quest(st, "A Rare Bean")
    st = _complete(st, quest)
    st = choose(st, "uncommon")
    st = choose(st, str(other))
    pend = st.pending[0]
    assert pend.kind == "deck_order" and pend.player == 0 and pend.rule.section == "415.3c"
    assert {o.id for o in pend.options} == {str(common), str(uncommon)}
    st = resolve_chain(choose(st, str(uncommon)))  # the later-revealed card goes higher: not the revealed order
    assert st.table.zone(0, "deck")[-2:] == [uncommon, common]
    # the order is not revealed (415.3c): P2 no longer knows which is where; P1, who ordered them, does
    assert all(st.table.cards[u].known_to == [0] for u in (common, uncommon))


def test_looked_at_cards_stay_known_to_the_owner_who_ordered_them():
    # 415.3a (a deck is hidden) with 415.3c: Boundless Magic "Look at cards from the top of your deck equal to the
    # number of resources you control. Put one of those cards into your hand and the rest on the bottom of your deck."
    # — P1 looked at them and ordered them: he still knows them (the others never did)
    automated("Boundless Magic")
    st = start()
    top = st.table.zone(0, "deck")[:3]
    st, _ = play_real(st, "Boundless Magic", 0, pay=3)
    st = resolve_chain(st)
    st = choose(st, str(top[1]))
    assert st.pending[0].kind == "deck_order" and st.pending[0].player == 0
    st = resolve_chain(choose(st, str(top[2])))
    assert st.table.zone(0, "deck")[-2:] == [top[2], top[0]]
    assert all(st.table.cards[u].known_to == [0] for u in (top[0], top[2]))


# --- "this combat" prevention (EN 717; EN 603.3: it ends with the combat) ----------------------------------


def _to_combat_step(st, player: int):
    """Pass until the combat step, with ``player`` holding priority (no protector)."""
    for _ in range(12):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
            continue
        if st.combat is not None and st.combat.stage == "step" and st.priority == player and not st.chain:
            return st
        st = apply(st, "pass", st.priority)
    raise AssertionError("no combat step")


def test_antikron_prevents_combat_damage_to_himself_this_combat_only_while_defending():
    # EN 701 (cost: 405.3 damage put on your hero), EN 717, EN 603.3: Antikron "Put 2 damage on your hero -> Prevent all
    # combat damage that would be dealt to Antikron this combat. Use only if he's defending."
    from .test_combat import attack, finish_combat
    from .test_wact2_cards import power_of

    data = automated("Antikron the Unyielding")
    st = start()
    ant = put_real(st, 1, "Antikron the Unyielding", "allies")
    with pytest.raises(RulesError):  # not defending: the power can't be used (701.1)
        apply(st, "power", 1, uid=ant, power=power_of(data), x=0)
    a = put(st, 0, "Iron Sentinel", "allies")  # 4 ATK
    st = _to_combat_step(attack(st, a, ant), 1)
    st = resolve_chain(apply(st, "power", 1, uid=ant, power=power_of(data), x=0))
    assert st.table.cards[st.heroes[1]].damage == 2  # the cost
    st = finish_combat(st)
    assert st.table.cards[ant].damage == 0  # prevented
    assert st.table.cards[a].damage > 0  # his own combat damage is still dealt
    assert not kw.has(st, ant, "No Combat Damage Dealt To")  # "this combat": gone with the combat (EN 603.3)


def test_ring_of_the_silver_hand_prevents_an_attackers_combat_damage_to_your_hero_this_combat():
    # EN 701, EN 717, EN 603.3: Ring of the Silver Hand "[Exhaust] -> Prevent all combat damage that target attacking ally
    # would deal to your hero this combat." — only an attacking ally is a legal target; only damage to the hero goes
    from .test_combat import attack, finish_combat
    from .test_wact2_cards import power_of

    data = automated("Ring of the Silver Hand")
    st = start()
    ring = put_real(st, 1, "Ring of the Silver Hand", "hero_row")
    a = put(st, 0, "Iron Sentinel", "allies")
    idle = put(st, 0, "Loyal Hound", "allies")
    st = _to_combat_step(attack(st, a, st.heroes[1]), 1)
    st = apply(st, "power", 1, uid=ring, power=power_of(data), x=0)
    offered = {o.id for o in st.pending[0].options}
    assert str(a) in offered and str(idle) not in offered  # not the ally that doesn't attack
    st = resolve_chain(choose(st, str(a)))
    st = finish_combat(st)
    assert st.table.cards[st.heroes[1]].damage == 0 and st.table.cards[ring].tapped
    assert not kw.has(st, a, "No Combat Damage Dealt To Your Hero")  # ended with the combat (EN 603.3)
    # an attack on an ally: its damage to that ally isn't damage to the hero
    st = start()
    ring = put_real(st, 1, "Ring of the Silver Hand", "hero_row")
    a = put(st, 0, "Iron Sentinel", "allies")
    d = put(st, 1, "Stone Guardian", "allies")
    st = _to_combat_step(attack(st, a, d), 1)
    st = resolve_chain(choose(apply(st, "power", 1, uid=ring, power=power_of(data), x=0), str(a)))
    st = finish_combat(st)
    assert st.table.cards[d].damage > 0
