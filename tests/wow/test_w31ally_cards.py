"""Helper w31ally: allies whose text was resolved by hand — the scripts of ``engine/wow/cards/scripts/w31ally.toml``
and the engine pieces they use: ``graveyard_combo`` (a card's own graveyard Combo tag), ``named_hand_ban`` (a name said
from a looked-at hand, then a play ban), ``self_triggers`` 'deal' ``we31_wounded`` (damage before the packet, noted by
``damage.deal``), the pseudo-keyword ``we31_cant_heal_heroes`` (``damage.heal``), the cost key ``we31_once_per_game``
(``activation``), ``deck_reveals``' ``wz2_top_remove_play`` without damage and for the rest of the game, ``last_known``
(counters and added tags as a card left play), ``opponent_party``, ``coin_flip`` and ``paid_type_picks``. Each card is
played with the real card of the pool and every clause of its text is checked. EN numbers: rules outside the provided
(Japanese, 6.0) document, as the checklist names them.

Rule calls without a source:
- "target opponent" in the two-player game is the opponent (Shawn of the Dead, Sayge, Larrington Zarus); Shawn's ally
  card is picked from the opposing graveyard as the trigger's target.
- Tyler Falconbridge: "in a graveyard" is any graveyard (his owner's is the only one he can be in, 415.9c).
- Vuz'din: "Ongoing abilities" are abilities in play whose text has "Ongoing:" (305.2).
- Retainer Marcus: the names offered are those of the cards in that hand; an empty hand names nothing (no ban); the ban
  lasts while Marcus is in play with his powers; a name said earlier is forgotten when his trigger resolves again.
- Brigg: "an ally with damage on it" is an ally with damage on it before Brigg's packet (after it, every damaged ally
  has some). As for every "when this deals damage" trigger of the engine, none fires if Brigg left play in the same
  combat damage.
- Ayluro Nightwind: his Mend may still target a hero (EN glossary Mend); nothing is healed.
- Millhouse Manastorm: "Say …" is said aloud, with no game effect; "once per game" is kept on the card whatever zones
  it goes through.
- Sayge: the card may be played for the rest of the game while it stays in the removed-from-game zone.
- Gor'gar: "has an ankh counter" is read as he left play (last known information); back in play he gets a new ankh
  counter (he enters with one), which is then removed, so he returns once. The "you" of his trigger is his controller
  as the trigger is made (his owner, once in the graveyard), as for every "when this is destroyed" trigger.
- Larrington Zarus: "while not an Undead" is read as he left play (printed tags and tags added by effects); "also an
  Undead" lasts while he stays in play.
- Landro Longshot: the coin is flipped with the match's seeded random numbers (heads wins); the 2 of a reflip is paid
  as the engine pays costs (face-down resources first); a lost reflip may be paid again.
- Orbaz Bloodbane: "damage counters" are damage put on him (405.3); "her controls" is read as "he controls"; "that
  type" is the printed type of the quest or location destroyed to pay.
"""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wtrig_cards import _fight, _next_turn, _settle, _until

pytestmark = needs(WOW_CARDS)


# --- Shawn of the Dead (EN 703, 710.1) ----------------------------------------------------------------------------


@pytest.mark.parametrize("take", [True, False])
def test_shawn_of_the_dead_puts_an_opposing_graveyard_ally_into_play_under_your_control(take):
    # EN 703, 710.1: "When Shawn of the Dead attacks, you may put an ally card from target opponent's graveyard into
    # play under your control."
    automated("Shawn of the Dead")
    st = start()
    shawn = put_real(st, 0, "Shawn of the Dead", "allies")
    dead = put_real(st, 1, "Vanda Skydaughter", "graveyard")
    mine = put_real(st, 0, "Anika Berlyn", "graveyard")  # your own graveyard: not the opponent's
    put_real(st, 1, "Conquering Shout", "graveyard")  # not an ally card
    st = apply(st, "attack", 0, attacker=shawn, defender=hero(st, 1))
    assert {o.id for o in st.pending[0].options} == {str(dead)}
    st = _fight(st, {"target": [str(dead)] if take else [], "may": ["yes" if take else "no"]})
    if take:
        assert st.table.cards[dead].zone == "allies" and st.table.cards[dead].controller == 0
    else:
        assert st.table.cards[dead].zone == "graveyard"
    assert st.table.cards[mine].zone == "graveyard"


def test_shawn_of_the_dead_only_when_he_attacks():
    # EN 703: the trigger is his attack; another ally attacking does nothing
    st = start()
    put_real(st, 0, "Shawn of the Dead", "allies")
    other = put(st, 0, "Iron Sentinel", "allies")
    dead = put_real(st, 1, "Vanda Skydaughter", "graveyard")
    st = _fight(apply(st, "attack", 0, attacker=other, defender=hero(st, 1)))
    assert st.table.cards[dead].zone == "graveyard"


# --- Vuz'din (103.2, 305.2) ---------------------------------------------------------------------------------------


def test_vuzdin_opposing_ongoing_abilities_lose_their_powers_while_he_is_in_play():
    # 103.2, 305.2: "Opposing Ongoing abilities lose and can't have powers." — a continuous power (EN 714)
    automated("Vuz'din")
    st = start()
    put_real(st, 1, "Conquering Shout", "hero_row")  # "Ongoing: Allies you control have Assault 2."
    put_real(st, 0, "Conquering Shout", "hero_row")
    theirs, mine = put(st, 1, "Iron Sentinel", "allies"), put(st, 0, "Iron Sentinel", "allies")
    assert kw.has(st, theirs, "Assault") and kw.has(st, mine, "Assault")
    vuz = put_real(st, 0, "Vuz'din", "allies")
    assert not kw.has(st, theirs, "Assault")
    assert kw.has(st, mine, "Assault")  # your own Ongoing ability keeps its power
    st.table.move(vuz, "graveyard")
    assert kw.has(st, theirs, "Assault")  # he left play: the power is back


# --- Tyler Falconbridge (202.3) -----------------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["graveyard", "allies"])
def test_tyler_falconbridge_is_a_combo_card_in_a_graveyard(where):
    # 202.3, EN 704: "Tyler Falconbridge is a Combo card while in a graveyard." — he pays a Finishing Move's cost
    # (Kidney Shot: remove Combo cards from your graveyard, 403.1)
    from engine.wow.search import card_matches

    automated("Tyler Falconbridge")
    st = start()
    tyler = put_real(st, 0, "Tyler Falconbridge", "graveyard")
    plain = put(st, 0, "Mist Owl", "graveyard")
    assert card_matches(st, tyler, {"tag": "Combo"}) and not card_matches(st, plain, {"tag": "Combo"})
    foe = put(st, 1, "Raging Brute", "allies")
    card = put_real(st, 0, "Kidney Shot", "hand")
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=[plain])  # not a Combo card
    if where != "graveyard":
        st.table.move(tyler, "allies")
        assert not card_matches(st, tyler, {"tag": "Combo"})  # in play he is not one
        return
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0, extra=[tyler]))
    assert st.pending[0].max == 1  # X = 1
    st = _settle(choose(st, "ally"))
    assert st.table.cards[foe].tapped and st.table.cards[tyler].zone == "removed"


# --- Retainer Marcus (415.4a, 103.2) ------------------------------------------------------------------------------


def _empty_hand(st, p: int) -> None:
    for u in list(st.table.zone(p, "hand")):
        st.table.move(u, "deck")


def _marcus(st, who: int):
    """Play Retainer Marcus (player 0); his enter trigger targets ``who``'s hero."""
    st, marcus = play_real(st, "Retainer Marcus", 0)
    st = resolve_chain(st)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "target", {})
    st = choose(st, str(hero(st, who)))
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "we31_look_name_pick", {})
    return st, marcus


def test_retainer_marcus_names_a_card_in_the_targeted_hand_and_that_player_cant_play_it():
    # EN 703, 415.4a, 103.2: "When Marcus enters play, look at target player's hand and name a card in it." / "That
    # player can't play cards with that name."
    from engine.wow.play_bans import problem

    automated("Retainer Marcus")
    st = start()
    _empty_hand(st, 1)
    bolt = put_real(st, 1, "Frostbolt", "hand")
    put_real(st, 1, "Conquering Shout", "hand")
    st, marcus = _marcus(st, 1)
    assert {o.id for o in st.pending[0].options} == {"Frostbolt", "Conquering Shout"}  # only cards of that hand
    st = _settle(choose(st, "Frostbolt"))
    assert bolt in st.table.cards and problem(st, 1, bolt) is not None
    other = put_real(st, 1, "Frostbolt", "deck")  # any card with that name, wherever it comes from
    assert problem(st, 1, other) is not None
    assert problem(st, 0, put_real(st, 0, "Frostbolt", "hand")) is None  # only that player
    st.table.move(marcus, "graveyard")
    assert problem(st, 1, bolt) is None  # Marcus left play: the ban is gone


def test_retainer_marcus_targeting_yourself_a_real_play_is_refused():
    # 103.2, 409.1: the named card can't be played; another name can
    st = start()
    shout = put_real(st, 0, "Conquering Shout", "hand")
    bolt = put_real(st, 0, "Frostbolt", "hand")
    st, _ = _marcus(st, 0)
    st = _settle(choose(st, "Conquering Shout"))
    resources(st, 0, 5)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=shout, x=0)
    st = apply(st, "play", 0, uid=bolt, x=0)  # Frostbolt is still fine
    assert st.pending and st.pending[0].kind == "target"


def test_retainer_marcus_hand_seen_only_by_his_controller():
    # 415.4a: the hand is looked at by Marcus's controller only; the name said is public
    st = start()
    bolt = put_real(st, 1, "Frostbolt", "hand")
    st, _ = _marcus(st, 1)
    assert st.table.visible_to(st.table.cards[bolt], 0) and not st.table.visible_to(st.table.cards[bolt], None)
    st = _settle(choose(st, "Frostbolt"))


def test_retainer_marcus_empty_hand_names_nothing():
    # 415.4a: with no card in that hand there is nothing to name; no ban
    from engine.wow.named_hand_ban import NOTE

    st = start()
    _empty_hand(st, 1)
    st, marcus = play_real(st, "Retainer Marcus", 0)
    st = _settle(st, {"target": [str(hero(st, 1))]})
    assert NOTE not in st.table.cards[marcus].flags and not st.pending


# --- Brigg (EN 703, 408.3b) ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("wounded", [True, False])
def test_brigg_destroys_an_ally_with_damage_on_it_he_deals_combat_damage_to(wounded):
    # EN 703, 408.3b, 415.9c: "When Brigg deals combat damage to an ally with damage on it, destroy that ally." — damage
    # on it before Brigg's packet (a rule call)
    automated("Brigg")
    st = start()
    brigg = put_real(st, 0, "Brigg", "allies")
    brute = put(st, 1, "Raging Brute", "allies", damage=1 if wounded else 0)  # 1 / 4
    st = _fight(apply(st, "attack", 0, attacker=brigg, defender=brute))
    assert st.table.cards[brute].zone == ("graveyard" if wounded else "allies")
    assert st.table.cards[brigg].zone == "allies"


def test_brigg_also_while_defending():
    # 408.3b: combat damage is dealt by both combatants, the defender's too
    st = start()
    brigg = put_real(st, 1, "Brigg", "allies")
    owl = put(st, 0, "Mist Owl", "allies", damage=1)  # 1 / 3
    st = _fight(apply(st, "attack", 0, attacker=owl, defender=brigg))
    assert st.table.cards[brigg].zone == "allies" and st.table.cards[owl].zone == "graveyard"


def test_brigg_not_for_a_hero():
    # "to an ally": a damaged hero is only dealt the damage
    st = start()
    brigg = put_real(st, 0, "Brigg", "allies")
    st.table.cards[hero(st, 1)].damage = 3
    st = _fight(apply(st, "attack", 0, attacker=brigg, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4 and st.table.cards[hero(st, 1)].zone == "hero_row"


# --- Ayluro Nightwind (EN glossary Mend, 103.2) -------------------------------------------------------------------


def _to_my_next_turn(st, pick):
    st = _next_turn(st)
    return _next_turn(st, {"target": lambda pending: [pick] if pick in {o.id for o in pending.options} else []})


@pytest.mark.parametrize("who", ["hero", "ally"])
def test_ayluro_nightwind_mends_allies_but_cant_heal_heroes(who):
    # EN glossary Mend 5 ("At the start of your turn, you may heal 5 damage from target hero or ally"), 103.2: "This
    # ally can't heal heroes."
    automated("Ayluro Nightwind")
    st = start()
    put_real(st, 0, "Ayluro Nightwind", "allies")
    owl = put(st, 0, "Stone Guardian", "allies", damage=4)
    st.table.cards[hero(st, 0)].damage = 4
    target = hero(st, 0) if who == "hero" else owl
    st = _to_my_next_turn(st, str(target))
    assert st.turn == 3
    if who == "hero":
        assert st.table.cards[hero(st, 0)].damage == 4  # not healed
    else:
        assert st.table.cards[owl].damage == 0


def test_ayluro_nightwind_cant_heal_heroes_only_for_his_own_packets():
    # 103.2: the restriction is on Ayluro as the healer; another card heals heroes as usual
    from engine.wow.damage import heal

    st = start()
    ayluro = put_real(st, 0, "Ayluro Nightwind", "allies")
    st.table.cards[hero(st, 1)].damage = 3
    heal(st, hero(st, 1), 2, ayluro)
    assert st.table.cards[hero(st, 1)].damage == 3
    heal(st, hero(st, 1), 2, hero(st, 0))
    assert st.table.cards[hero(st, 1)].damage == 1


# --- Millhouse Manastorm (404.1a, 103.2, EN 701.1) ----------------------------------------------------------------


def test_millhouse_enters_with_three_monologue_counters_and_talks_his_way_into_attacking():
    # 404.1a, 103.2: "Millhouse enters play with three monologue counters and can't attack while he has any." /
    # EN 701.1: "1, Say … -> Remove a monologue counter." (three of them) / "Use each of these powers only once per game."
    from engine.wow.cards.compiler import card_powers
    from engine.wow.counters import counters

    data = automated("Millhouse Manastorm")
    st = start()
    st, mill = play_real(st, "Millhouse Manastorm", 0, pay=3)
    st = _settle(st)
    assert st.table.cards[mill].zone == "allies" and counters(st, mill, "monologue") == 3
    st.table.cards[mill].entered_turn = -1  # (as if he had been in play since the turn began, 302.2)
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=mill, defender=hero(st, 1))
    talks = [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"]
    assert len(talks) == 3
    resources(st, 0, 6)
    for n, power in enumerate(talks, start=1):
        st = _settle(apply(st, "power", 0, uid=mill, power=power, x=0))
        assert counters(st, mill, "monologue") == 3 - n
        if n < 3:
            with pytest.raises(RulesError):
                apply(st, "attack", 0, attacker=mill, defender=hero(st, 1))
    st = _fight(apply(st, "attack", 0, attacker=mill, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 6


def test_millhouse_each_power_only_once_per_game():
    # EN 701.1: "Use each of these powers only once per game." — not again next turn either; each power costs its own
    # amount (1, 2, 3)
    from engine.wow.cards.compiler import card_powers
    from engine.wow.counters import counters

    data = automated("Millhouse Manastorm")
    st = start()
    mill = put_real(st, 0, "Millhouse Manastorm", "allies")
    st.table.cards[mill].counters["monologue"] = 3
    first, second, _ = [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"]
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=mill, power=second, x=0)  # costs 2
    st = _settle(apply(st, "power", 0, uid=mill, power=first, x=0))
    assert counters(st, mill, "monologue") == 2
    st = _next_turn(_next_turn(st))
    resources(st, 0, 5)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=mill, power=first, x=0)
    st = _settle(apply(st, "power", 0, uid=mill, power=second, x=0))
    assert counters(st, mill, "monologue") == 1


# --- Sayge (EN 703, 415.7a, 409.1) --------------------------------------------------------------------------------


def _sayge_turn(st, top: str):
    """To player 0's next turn with ``top`` on top of the opponent's deck as Sayge's trigger resolves."""
    st = _next_turn(st)
    card = put_real(st, 1, top, "deck")
    st.table.move(card, "deck", player=1, position=0)
    return _next_turn(st), card


def test_sayge_removes_the_opponents_top_card_and_you_may_play_it_this_game():
    # EN 703, 415.7a, 409.1: "At the start of your turn, remove the top card of target opponent's deck from the game. If
    # it's an ability, ally, or equipment card, you may play it this game. (Pay costs as normal.)"
    automated("Sayge")
    st = start()
    put_real(st, 0, "Sayge", "allies")
    st, bolt = _sayge_turn(st, "Frostbolt")
    assert st.turn == 3 and st.table.cards[bolt].zone == "removed" and st.table.cards[bolt].owner == 1
    assert st.table.cards[hero(st, 1)].damage == 0  # no damage (not Chaos Bolt)
    st = _next_turn(_next_turn(st))  # two turns later: still "this game"
    resources(st, 0, 5)
    before = len([u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped])
    st = apply(st, "play", 0, uid=bolt, x=0)
    st = _settle(st, {"target": [str(hero(st, 1))]})
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage > 0
    assert len([u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped]) < before  # its cost was paid


def test_sayge_a_quest_stays_removed_and_unplayable():
    # "If it's an ability, ally, or equipment card": a quest is only removed from the game (415.7a)
    st = start()
    put_real(st, 0, "Sayge", "allies")
    st = _next_turn(st)
    quest = put(st, 1, "Scout the Border", "deck")
    st.table.move(quest, "deck", player=1, position=0)
    st = _next_turn(st)
    assert st.table.cards[quest].zone == "removed"
    resources(st, 0, 5)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=quest, x=0)


def test_sayge_opponent_cant_play_it():
    # 409.1: only Sayge's controller may play it
    st = start()
    put_real(st, 0, "Sayge", "allies")
    st, bolt = _sayge_turn(st, "Frostbolt")
    st = _next_turn(st)
    resources(st, 1, 5)
    with pytest.raises(RulesError):
        apply(st, "play", 1, uid=bolt, x=0)


# --- Gor'gar (404.1a, EN 703, EN 709, 415.9a) ---------------------------------------------------------------------


def _destroy(st, uid):
    from engine.wow.leaving_play import destroy

    destroy(st, uid, "test")
    return st


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_gorgar_comes_back_once_while_he_has_his_ankh_counter(answer):
    # 404.1a "Gor'gar enters play with an ankh counter." / EN 703, 709, 709.3: "While Gor'gar has an ankh counter, when
    # he's destroyed, you may have his owner put him from his graveyard into play, then remove his ankh counter."
    from engine.wow.counters import counters
    from engine.wow.procedure import event_triggers

    automated("Gor'gar")
    st = start()
    st, gorgar = play_real(st, "Gor'gar", 0, pay=6)
    st = _settle(st)
    assert counters(st, gorgar, "ankh") == 1
    from engine.wow.leaving_play import destroy

    event_triggers(st, destroy(st, gorgar, "test"))
    st = _settle(st, {"may": [answer]})
    if answer == "no":
        assert st.table.cards[gorgar].zone == "graveyard"
        return
    assert st.table.cards[gorgar].zone == "allies" and st.table.cards[gorgar].controller == 0
    assert counters(st, gorgar, "ankh") == 0  # a new ankh counter as he entered, then removed (415.9a)
    event_triggers(st, destroy(st, gorgar, "test"))
    st = _settle(st, {"may": ["yes"]})
    assert st.table.cards[gorgar].zone == "graveyard"  # no ankh counter as he was destroyed: no trigger


def test_gorgar_without_his_ankh_counter_stays_destroyed():
    # EN 703: "While Gor'gar has an ankh counter" — his counter removed beforehand, the trigger doesn't happen
    from engine.wow.leaving_play import destroy
    from engine.wow.procedure import event_triggers

    st = start()
    gorgar = put_real(st, 0, "Gor'gar", "allies")  # put straight into play: no counter placed
    event_triggers(st, destroy(st, gorgar, "test"))
    st = _settle(st, {"may": ["yes"]})
    assert st.table.cards[gorgar].zone == "graveyard" and not st.triggers


# --- Larrington Zarus (EN 703, EN 709, 710.1, 415.9a) -------------------------------------------------------------


def test_larrington_goes_to_the_opponents_party_as_an_undead_once():
    # EN 703, 709, 710.1: "When Larrington is destroyed while not an Undead, target opponent puts him into his party, and
    # Larrington is also an Undead."
    from engine.wow.leaving_play import destroy
    from engine.wow.procedure import event_triggers

    automated("Larrington Zarus")
    st = start()
    larrington = put_real(st, 0, "Larrington Zarus", "allies")
    assert "Undead" not in kw.tags(st, larrington)
    event_triggers(st, destroy(st, larrington, "test"))
    st = _settle(st)
    card = st.table.cards[larrington]
    assert card.zone == "allies" and card.controller == 1 and card.owner == 0  # in the opponent's party
    assert "Undead" in kw.tags(st, larrington)
    event_triggers(st, destroy(st, larrington, "test"))  # an Undead as he is destroyed now: no trigger
    st = _settle(st)
    assert st.table.cards[larrington].zone == "graveyard" and st.table.cards[larrington].owner == 0
    assert larrington in st.table.zone(0, "graveyard")  # his owner's graveyard (415.9c)


def test_larrington_printed_undead_or_made_undead_stays_destroyed():
    # EN 709: "while not an Undead" — an Undead tag added by another effect as he was destroyed counts too
    from engine.core import Modifier
    from engine.wow.card_facts import TAG_ADD
    from engine.wow.leaving_play import destroy
    from engine.wow.procedure import event_triggers

    st = start()
    larrington = put_real(st, 0, "Larrington Zarus", "allies")
    st.modifiers.append(Modifier(larrington, TAG_ADD, 0, keyword="Undead", duration="permanent", player=0, turn=st.turn))
    event_triggers(st, destroy(st, larrington, "test"))
    st = _settle(st)
    assert st.table.cards[larrington].zone == "graveyard" and not st.triggers


# --- Landro Longshot (EN 701, EN 709, 412.2, 415.9e) --------------------------------------------------------------


def _coins(st, flips: list[bool]) -> None:
    """Set the match's random numbers so that the next coin flips are ``flips`` (True: a win)."""
    from engine.core.rng import Rng

    for seed in range(10_000):
        rng = Rng(seed)
        if all((rng.randrange(2) == 0) == f for f in flips):
            st.rng.state = seed
            return
    raise AssertionError("no seed")


def _landro(st, flips: list[bool]):
    landro = put_real(st, 0, "Landro Longshot", "allies")
    discard = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 5)
    _coins(st, flips)
    st = apply(st, "power", 0, uid=landro, power=0, x=0, pay=[discard])
    return st, landro, discard


def test_landro_longshot_a_won_flip_draws_two_cards():
    # EN 701: "1, [Exhaust], Discard a card -> Flip a coin. If you win the flip, draw two cards."
    automated("Landro Longshot")
    st = start()
    before = len(st.table.zone(0, "hand"))
    st, landro, discard = _landro(st, [True])
    st = _settle(st)
    assert st.table.cards[discard].zone == "graveyard" and st.table.cards[landro].tapped
    assert len(st.table.zone(0, "hand")) == before + 2  # the discarded card was added by the test, then discarded


@pytest.mark.parametrize("reflip", ["yes", "no"])
def test_landro_longshot_a_lost_flip_may_pay_two_to_reflip(reflip):
    # EN 709.3, 412.2: "If you lose the flip, you may pay 2 to reflip." — a reflip that wins draws two
    st = start()
    before = len(st.table.zone(0, "hand"))
    st, _, _ = _landro(st, [False, True])
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "we31_reflip")
    ready = len([u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped])
    st = _settle(choose(st, reflip))
    after = len([u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped])
    if reflip == "yes":
        assert after == ready - 2 and len(st.table.zone(0, "hand")) == before + 2
    else:
        assert after == ready and len(st.table.zone(0, "hand")) == before


def test_landro_longshot_no_reflip_without_two_to_pay():
    # 412.2: a player who can't pay 2 isn't asked
    st = start()
    landro = put_real(st, 0, "Landro Longshot", "allies")
    discard = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 2)  # 1 for the power, 1 left
    assert len(st.table.zone(0, "resources")) == 2
    before = len(st.table.zone(0, "hand"))
    _coins(st, [False])
    st = _settle(apply(st, "power", 0, uid=landro, power=0, x=0, pay=[discard]))
    assert not st.pending and st.table.cards[discard].zone == "graveyard" and len(st.table.zone(0, "hand")) == before - 1


# --- Orbaz Bloodbane (EN 701, 405.3, 403.1, 415.9c) ---------------------------------------------------------------


@pytest.mark.parametrize("paid", ["location", "quest"])
def test_orbaz_bloodbane_target_player_destroys_a_card_of_the_paid_type(paid):
    # EN 701, 403.1, 415.9c: "Put 3 damage counters on this ally, destroy a quest or location you control -> Target player
    # destroys a card of that type her controls."
    from engine.wow.cards.compiler import card_powers

    data = automated("Orbaz Bloodbane")
    st = start()
    orbaz = put_real(st, 0, "Orbaz Bloodbane", "allies")
    mine = put_real(st, 0, "Orgrimmar" if paid == "location" else "Challenge to the Black Flight", "resources", face_down=False)
    their_loc = put_real(st, 1, "Gurubashi Arena", "resources", face_down=False)
    their_quest = put_real(st, 1, "Corki's Ransom", "resources", face_down=False)
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=orbaz, power=power, x=0, pay=[mine])
    st = choose(st, str(hero(st, 1)))  # the target first, then the costs (EN 701)
    assert st.table.cards[orbaz].damage == 3 and st.table.cards[mine].zone == "graveyard"  # the cost (405.3, 403.1)
    st = _until(st, lambda s: bool(s.pending) and s.pending[0].player == 1)
    wanted = their_loc if paid == "location" else their_quest
    assert {o.id for o in st.pending[0].options} == {str(wanted)}  # only his cards of that type
    st = _settle(choose(st, str(wanted)))
    assert st.table.cards[wanted].zone == "graveyard"
    other = their_quest if paid == "location" else their_loc
    assert st.table.cards[other].zone == "resources"


def test_orbaz_bloodbane_needs_a_quest_or_location_to_pay():
    # 403.1: without a quest or location of yours the cost can't be paid
    from engine.wow.cards.compiler import card_powers

    data = automated("Orbaz Bloodbane")
    st = start()
    orbaz = put_real(st, 0, "Orbaz Bloodbane", "allies")
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=orbaz, power=power, x=0, pay=[])


# --- Chief Researcher Amereldine (EN 703, EN 702, 412.1b) ---------------------------------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_amereldine_may_turn_the_first_completed_quest_face_up(answer):
    # EN 703, 702, 412.1b: "When you complete your first quest each turn, you may turn it face up if it's in play." —
    # only the first quest completed this turn
    automated("Chief Researcher Amereldine")
    st = start()
    put_real(st, 0, "Chief Researcher Amereldine", "allies")
    resources(st, 0, 3)
    first = put(st, 0, "Scout the Border", "resources", face_down=False)  # "Pay 1 to complete this quest."
    second = put(st, 0, "Scout the Border", "resources", face_down=False)
    st = _settle(apply(st, "quest", 0, uid=first), {"may": [answer]})
    assert st.table.cards[first].zone == "resources" and st.table.cards[first].face_down == (answer == "no")
    st = _settle(apply(st, "quest", 0, uid=second), {"may": ["yes"]})
    assert st.table.cards[second].face_down  # the second quest this turn: no trigger
