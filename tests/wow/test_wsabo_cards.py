"""Helper wsabo: Sabotage beyond cards in play (not in the 6.0 document: from the cards' reminder text,
engine.wow.wreal2_sabotage) — "When Dayvana sabotages a quest, you may complete it this turn." (an opposing
quest completed by you, engine.wow.wsabo_quests)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wreal2_real import _to_turn_of

pytestmark = needs(WOW_CARDS)


def _quest_actions(st, player: int, quest: int) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "quest" and a.args.get("uid") == quest]


def _dayvana(attack: bool = True):
    """Dayvana (P1) and a face-up ready quest in P2's resource row ("Pay 3 …; Reward: Draw a card.")."""
    automated("Arcanist Dayvana")
    st = start()
    ally = put_real(st, 0, "Arcanist Dayvana", "allies")
    quest = put_real(st, 1, "Your Fortune Awaits You", "resources", face_down=False)
    resources(st, 0, 4)
    if attack:  # Sabotage: Quest — Dayvana attacks the quest (EN 601.1, the reminder text on Retainer Jitaen)
        st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=ally, defender=quest)))
    return st, ally, quest


def test_dayvana_without_sabotage_cant_complete_an_opposing_quest():
    # 306.2 / EN 702.1: a player completes quests in his own resource row; no permission, no completion
    st, _, quest = _dayvana(attack=False)
    assert not _quest_actions(st, 0, quest)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)


def test_dayvana_sabotages_a_quest_and_may_complete_it_this_turn():
    # "When Dayvana sabotages a quest, you may complete it this turn.": P1 pays the cost from his resources
    # (403.1), the reward is his (EN 702.2: his link), the quest is exhausted and turned face down where it is
    st, _, quest = _dayvana()
    card = st.table.cards[quest]
    assert card.controller == 1 and not card.face_down  # the sabotage itself does nothing to the quest
    assert _quest_actions(st, 0, quest)
    hand0, hand1 = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    card = st.table.cards[quest]
    assert card.face_down and card.tapped and card.zone == "resources" and card.controller == 1
    assert len(st.table.zone(0, "hand")) == hand0 + 1 and len(st.table.zone(1, "hand")) == hand1  # Reward: Draw a card (P1)
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "resources")) == 3  # Pay 3: P1's resources
    assert not _quest_actions(st, 0, quest)  # face down now: not again (306.2)


def test_dayvana_may_decline_and_the_permission_ends_with_the_turn():
    # "you may … this turn": nothing is forced (EN 709.3); at the next turn the permission is gone (EN 714 "this turn")
    st, _, quest = _dayvana()
    assert _quest_actions(st, 0, quest)
    st = _to_turn_of(_to_turn_of(st, 1), 0)  # P2's turn, then P1's next turn
    st.table.cards[quest].tapped = False
    assert not _quest_actions(st, 0, quest)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)


def test_dayvana_cant_complete_it_without_enough_resources():
    # 403.1: the completion cost is P1's to pay (3 resources, and the quest's own resource is not his)
    st, _, quest = _dayvana()
    for u in st.table.zone(0, "resources")[1:]:
        st.table.cards[u].tapped = True
    assert not _quest_actions(st, 0, quest)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)


# --- Sabotage of what is no card (engine.wow.wsabo_targets) ------------------------------------------------------


def _attack_labels(st, player: int) -> list[str]:
    return [a.label for a in ENGINE.legal_actions(st, player) if a.type == "attack"]


def test_larynna_sabotages_a_graveyard_dealing_fire_damage_per_card_in_it():
    # "Sabotage: Graveyard": an attack on P2's graveyard (EN 601.1); it is no character: no combat damage either way
    # (405.1); at the end of the combat step it is sabotaged (603.1): "she deals 1 fire damage to target hero or ally
    # for each card in it" — the target chosen as the trigger goes on the chain (EN 707), the count as it resolves
    from engine.wow.wsabo_targets import target_id

    automated("Magistrix Larynna")
    st = start()
    lar = put_real(st, 0, "Magistrix Larynna", "allies")
    foe = put(st, 1, "Raging Brute", "allies")
    for _ in range(3):
        put(st, 1, "Mist Owl", "graveyard")
    put(st, 0, "Mist Owl", "graveyard")  # her own graveyard: not sabotaged, not counted
    grave = target_id(1, "graveyard")
    assert "Attack P2's graveyard with Magistrix Larynna (Sabotage)" in _attack_labels(st, 0)
    assert not any("P1's graveyard" in lb or "P2's hand" in lb for lb in _attack_labels(st, 0))  # only opposing; only her kind
    hero_dmg = st.table.cards[hero(st, 1)].damage
    st = finish_combat(apply(st, "attack", 0, attacker=lar, defender=grave))
    assert st.table.cards[lar].damage == 0 and st.table.cards[hero(st, 1)].damage == hero_dmg  # no combat damage
    for _ in range(10):  # the trigger's target (EN 707)
        if st.pending or not st.chain:
            break
        st = apply(st, "pass", st.priority)
    if st.pending:
        assert str(foe) in [o.id for o in st.pending[0].options]
        st = choose(st, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 3  # three cards in P2's graveyard


def test_bartis_sabotages_a_player_who_chooses_discard_or_destroy():
    # "Sabotage: Player (This ally can attack opposing players.)"; "When Bartis sabotages a player, that player discards
    # a card or destroys an ally in his party." — P2 chooses (EN 709.1): here he destroys his ally
    from engine.wow.wsabo_targets import target_id

    automated("Arcanist Bartis")
    st = start()
    bar = put_real(st, 0, "Arcanist Bartis", "allies")
    foe = put(st, 1, "Raging Brute", "allies")
    hand = list(st.table.zone(1, "hand"))
    assert "Attack P2 with Arcanist Bartis (Sabotage)" in _attack_labels(st, 0)
    st = finish_combat(apply(st, "attack", 0, attacker=bar, defender=target_id(1, "player")))
    for _ in range(10):
        if st.pending or not st.chain:
            break
        st = apply(st, "pass", st.priority)
    pend = st.pending[0]
    assert pend.player == 1 and {o.id for o in pend.options} == {*(f"d{u}" for u in hand), f"x{foe}"}
    st = resolve_chain(choose(st, f"x{foe}"))
    assert st.table.cards[foe].zone == "graveyard" and st.table.zone(1, "hand") == hand
    assert st.table.cards[bar].damage == 0 and not st.table.cards[hero(st, 1)].damage  # no combat damage (405.1)


def test_bartis_player_with_no_ally_discards():
    from engine.wow.wsabo_targets import target_id

    st = start()
    bar = put_real(st, 0, "Arcanist Bartis", "allies")
    hand = list(st.table.zone(1, "hand"))
    st = finish_combat(apply(st, "attack", 0, attacker=bar, defender=target_id(1, "player")))
    for _ in range(10):
        if st.pending or not st.chain:
            break
        st = apply(st, "pass", st.priority)
    assert {o.id for o in st.pending[0].options} == {f"d{u}" for u in hand}  # no ally: discarding only
    st = resolve_chain(choose(st, f"d{hand[0]}"))
    assert st.table.cards[hand[0]].zone == "graveyard" and len(st.table.zone(1, "hand")) == len(hand) - 1


def test_a_protector_may_become_the_defender_of_a_sabotage_attack():
    # EN 602.2: a ready opposing Protector may exhaust to become the defender; then it is an ordinary combat (no sabotage)
    from engine.wow.wsabo_targets import target_id

    st = start()
    bar = put_real(st, 0, "Arcanist Bartis", "allies")
    guard = put(st, 1, "Footman Recruit", "allies")  # Protector
    hand = list(st.table.zone(1, "hand"))
    st = resolve_chain(apply(st, "attack", 0, attacker=bar, defender=target_id(1, "player")))
    assert st.pending[0].kind == "protector" and st.pending[0].player == 1
    st = finish_combat(choose(st, str(guard)))
    st = resolve_chain(st)
    assert st.table.cards[guard].tapped or st.table.cards[guard].zone == "graveyard"
    assert not st.pending and st.table.zone(1, "hand") == hand  # an ordinary combat: nothing sabotaged
    assert st.table.cards[bar].damage or st.table.cards[bar].zone == "graveyard"  # combat damage both ways (603.1)


def test_an_ally_without_sabotage_cant_attack_a_player():
    # EN 601.1: the defender is an opposing hero or ally; Sabotage (reminder text) adds only its own kind
    from engine.wow.wsabo_targets import target_id

    st = start()
    a = put(st, 0, "Raging Brute", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=a, defender=target_id(1, "player"))
    lar = put_real(st, 0, "Magistrix Larynna", "allies")
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=lar, defender=target_id(1, "player"))  # Sabotage: Graveyard, not Player
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=lar, defender=target_id(0, "graveyard"))  # not her own


def _to_trigger_choice(st):
    for _ in range(10):
        if st.pending or not st.chain:
            break
        st = apply(st, "pass", st.priority)
    return st


@pytest.mark.parametrize("pick", ["ally", "resource"])
def test_ryn_sabotages_a_player_who_puts_a_card_he_controls_on_top_of_its_owners_deck(pick):
    # "Sabotage: Player"; "When Ryn sabotages a player, that player chooses an ability, ally, equipment, or resource he
    # controls and puts it on top of its owner's deck." — his choice (EN 709.1); it leaves play (415.9a) to the top
    from engine.wow.wsabo_targets import target_id

    automated("Retainer Ryn")
    st = start()
    ryn = put_real(st, 0, "Retainer Ryn", "allies")
    foe = put(st, 1, "Raging Brute", "allies")
    res = put(st, 1, "Mist Owl", "resources", face_down=True)
    armor = put_real(st, 1, "Devil-Stitched Leggings", "hero_row")
    st = _to_trigger_choice(finish_combat(apply(st, "attack", 0, attacker=ryn, defender=target_id(1, "player"))))
    pend = st.pending[0]
    assert pend.player == 1 and {o.id for o in pend.options} == {str(foe), str(res), str(armor)}  # not his hero
    chosen = foe if pick == "ally" else res
    st = resolve_chain(choose(st, str(chosen)))
    assert st.table.cards[chosen].zone == "deck" and st.table.zone(1, "deck")[0] == chosen  # on top
    assert st.table.cards[chosen].damage == 0 and not st.table.cards[chosen].face_down


def test_ryn_player_with_nothing_but_his_hero_does_nothing():
    from engine.wow.wsabo_targets import target_id

    st = start()
    ryn = put_real(st, 0, "Retainer Ryn", "allies")
    for u in list(st.table.zone(1, "resources")):
        st.table.move(u, "graveyard")
    deck = list(st.table.zone(1, "deck"))
    st = resolve_chain(_to_trigger_choice(finish_combat(apply(st, "attack", 0, attacker=ryn, defender=target_id(1, "player")))))
    assert not st.pending and st.table.zone(1, "deck") == deck


@pytest.mark.parametrize("n", [0, 1, 2])
def test_eteron_sabotages_a_hand_up_to_two_cards_to_the_resource_row_face_down_exhausted(n):
    # "Sabotage: Hand"; "look at it (415.4a) and choose up to two cards (EN 709.1). That opponent puts those cards in
    # his resource row face down and exhausted." (412.2; 415.8c)
    from engine.wow.wsabo_targets import target_id

    automated("Retainer Eteron")
    st = start()
    ete = put_real(st, 0, "Retainer Eteron", "allies")
    hand = list(st.table.zone(1, "hand"))
    assert len(hand) >= 3
    rows = len(st.table.zone(1, "resources"))
    st = _to_trigger_choice(finish_combat(apply(st, "attack", 0, attacker=ete, defender=target_id(1, "hand"))))
    pend = st.pending[0]
    assert pend.player == 0 and (pend.min, pend.max) == (0, 2) and {o.id for o in pend.options} == {str(u) for u in hand}
    assert all(0 in st.table.cards[u].known_to for u in hand)  # he looked at it
    with pytest.raises(RulesError):
        choose(st, *[str(u) for u in hand[:3]])  # up to two
    st = resolve_chain(choose(st, *[str(u) for u in hand[:n]]))
    assert len(st.table.zone(1, "resources")) == rows + n
    for u in hand[:n]:
        c = st.table.cards[u]
        assert c.zone == "resources" and c.controller == 1 and c.face_down and c.tapped
    assert all(st.table.cards[u].zone == "hand" for u in hand[n:])


def test_attack_taxes_on_a_sabotage_attack_of_a_player():
    # 103.2, 403.1: "… can't attack heroes or allies in your party unless their controller pays 1 …" (Winter's Grasp)
    # does not tax an attack on a player, who is neither (no resource of P1's: the attack is declared all the same)
    from engine.wow.wsabo_targets import target_id

    st = start()
    put_real(st, 1, "Winter's Grasp", "hero_row")
    bar = put_real(st, 0, "Arcanist Bartis", "allies")
    st2 = apply(st, "attack", 0, attacker=bar, defender=target_id(1, "player"))
    assert st2.table.cards[bar].tapped


def test_public_view_and_board_name_a_sabotaged_player(tmp_path):
    # EN 601.1: everyone sees what is attacked; a non-card defender is named in the view and on the board
    # ("P1 Arcanist Bartis attacks P2"), not drawn as an unknown card ("?")
    from card_images import CardFaces, board
    from engine.wow.wsabo_targets import target_id

    st = start()
    bar = put_real(st, 0, "Arcanist Bartis", "allies")
    put(st, 1, "Footman Recruit", "allies")  # Protector: the combat waits for P2's answer (EN 602.2)
    st = resolve_chain(apply(st, "attack", 0, attacker=bar, defender=target_id(1, "player")))
    assert st.pending[0].kind == "protector"
    view = ENGINE.view(st, None)
    assert view["combat"]["defender"] == target_id(1, "player") and view["combat"]["defender_label"] == "P2"
    texts = "".join(t.text for t in board.board_image(view, CardFaces(tmp_path)).info["texts"])
    assert "Arcanist Bartis attacks P2" in texts and "attacks ?" not in texts
