"""Helper wzones (issue #18): zone moves read by ``templates_wzones_moves`` / ``templates_wzones_top``
and the scripts of ``scripts/wzones.toml``, each played with a real card of the pool."""

from __future__ import annotations

from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, order_deck, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_rewards import _complete, _on_top, _quest

pytestmark = needs(WOW_CARDS)


def _zone(st, player: int, zone: str) -> list[int]:
    return list(st.table.zone(player, zone))


def _enter(st, name: str, *picks: str, pay: int = 8):
    """Play a real ally, let it resolve, answer its enter trigger's choices and resolve that."""
    st, uid = play_real(st, name, pay=pay)
    st = resolve_chain(st)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st), uid


# --- graveyards shuffled into decks (EN 709.1, 415.3b) ------------------------------------------------


def test_target_player_shuffles_his_graveyard_into_his_deck():
    # EN 706 (a player target, by his hero), 415.3b: "When Elandra enters play, target player shuffles his graveyard into his deck."
    automated("Wildwatcher Elandra")
    st = start()
    gone = [put(st, 1, "Iron Sentinel", "graveyard") for _ in range(3)]
    mine = put(st, 0, "Iron Sentinel", "graveyard")
    size = len(_zone(st, 1, "deck"))
    st, _ = _enter(st, "Wildwatcher Elandra", str(hero(st, 1)))
    assert _zone(st, 1, "graveyard") == [] and len(_zone(st, 1, "deck")) == size + 3
    assert all(st.table.cards[u].zone == "deck" for u in gone) and st.table.cards[mine].zone == "graveyard"


def test_all_players_shuffle_their_graveyards_into_their_decks():
    # EN 702.3, 415.3b: "Reward: All players shuffle their graveyards into their decks." (Retribution of the Light)
    automated("Retribution of the Light")
    st = start()
    quest = _quest(st, "Retribution of the Light")
    for p in (0, 1):
        put(st, p, "Iron Sentinel", "graveyard")
        put(st, p, "Loyal Hound", "graveyard")
    sizes = [len(_zone(st, p, "deck")) for p in (0, 1)]
    st = _complete(st, quest)
    for p in (0, 1):
        assert _zone(st, p, "graveyard") == [] and len(_zone(st, p, "deck")) == sizes[p] + 2


def test_shuffle_all_allies_from_your_graveyard_leaves_the_rest():
    # 415.3b with a kind: "Reward: Shuffle all allies from your graveyard into your deck." (All That Rises)
    data = automated("All That Rises")
    assert any(e.op == "shuffle_graveyards" for pw in card_powers(data) for e in pw.effects)
    st = start()
    quest = _quest(st, "All That Rises")
    allies = [put(st, 0, "Iron Sentinel", "graveyard"), put(st, 0, "Loyal Hound", "graveyard")]
    other = put_real(st, 0, "Darkness", "graveyard")  # an ability stays
    st = _complete(st, quest)
    assert all(st.table.cards[u].zone == "deck" for u in allies) and _zone(st, 0, "graveyard") == [other]


# --- whole hands (415.9d) and looks at hands (415.4a) --------------------------------------------------


def test_target_player_discards_his_hand():
    # 415.9d: "Target player discards his hand." (Darkness) — every card, nothing chosen
    automated("Darkness")
    st = start()
    hand = _zone(st, 1, "hand")
    assert hand
    st, _ = play_real(st, "Darkness", 0, str(hero(st, 1)), pay=9)
    st = resolve_chain(st)
    assert _zone(st, 1, "hand") == [] and all(st.table.cards[u].zone == "graveyard" for u in hand)
    assert _zone(st, 0, "hand")  # the caster's hand is untouched


def test_look_at_target_players_hand():
    # 415.4a: "When Kalnuf Eagleheart enters play, look at target player's hand." — the looker learns the cards
    automated("Kalnuf Eagleheart")
    st = start()
    hand = _zone(st, 1, "hand")
    assert not any(0 in st.table.cards[u].known_to for u in hand)
    st, _ = _enter(st, "Kalnuf Eagleheart", str(hero(st, 1)))
    assert all(0 in st.table.cards[u].known_to for u in hand) and _zone(st, 1, "hand") == hand


def test_look_at_hand_and_choose_a_card_of_a_kind_he_discards():
    # 415.4a, 415.9d: "Look at target opponent's hand and choose an ally card. He discards that card." (Stab in the Dark)
    automated("Stab in the Dark")
    st = start()
    for u in _zone(st, 1, "hand"):
        st.table.move(u, "deck")
    ally = put(st, 1, "Iron Sentinel", "hand")
    ability = put_real(st, 1, "Darkness", "hand")
    st, _ = play_real(st, "Stab in the Dark", pay=9)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "hand_look" and [o.id for o in st.pending[0].options] == [str(ally)]
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[ally].zone == "graveyard" and st.table.cards[ability].zone == "hand"


def test_look_at_hand_with_no_card_of_that_kind_discards_nothing():
    # 415.9d: "… choose an ability or equipment card. That opponent discards that card." (Purloin) — none to choose
    automated("Purloin")
    st = start()
    hand = _zone(st, 1, "hand")  # Mist Owls: allies only
    st, _ = play_real(st, "Purloin", pay=9)
    st = resolve_chain(st)
    assert not st.pending and _zone(st, 1, "hand") == hand


# --- into owners' hands; non-X targets; removed from the game ------------------------------------------


def test_put_target_ally_from_your_party_into_its_owners_hand():
    # EN 706: "Put target ally from your party into its owner's hand." (Fall Back) — only your own allies
    automated("Fall Back")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    uid = put_real(st, 0, "Fall Back", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=uid, x=0)
    assert [o.id for o in st.pending[0].options] == [str(mine)]
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[mine].zone == "hand" and st.table.cards[theirs].zone == "allies"


def test_target_opponent_puts_an_ally_he_controls_into_his_owners_hand():
    # EN 709.1: "Target opponent puts an ally he controls into his owner's hand." (Fright) — he picks
    automated("Fright")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Loyal Hound", "allies")
    st, _ = play_real(st, "Fright", pay=9)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 1
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[b].zone == "hand" and st.table.cards[a].zone == "allies"


def test_each_of_up_to_two_target_allies_into_owners_hands():
    # EN 706: "Put each of up to two target opposing allies into its owner's hand." (Terrifying Visage)
    automated("Terrifying Visage")
    st = start()
    a, b, c = (put(st, 1, "Mist Owl", "allies") for _ in range(3))
    st, _ = play_real(st, "Terrifying Visage", 0, str(a), str(b), pay=9)
    st = resolve_chain(st)
    assert st.table.cards[a].zone == "hand" and st.table.cards[b].zone == "hand" and st.table.cards[c].zone == "allies"


def test_remove_target_non_demon_ally_from_the_game():
    # 202.1a, EN 706: "Remove target non-Demon ally from the game." (Banish Soul) — a Demon is no legal target
    automated("Banish Soul")
    st = start()
    demon = put_real(st, 1, "Varimathras", "allies")  # a Demon
    other = put(st, 1, "Iron Sentinel", "allies")
    uid = put_real(st, 0, "Banish Soul", "hand")
    resources(st, 0, 9)
    st = apply(st, "play", 0, uid=uid, x=0)
    assert str(demon) not in [o.id for o in st.pending[0].options] and str(other) in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(st, str(other)))
    assert st.table.cards[other].zone == "removed" and st.table.cards[demon].zone == "allies"


# --- graveyards: targets of a faction, an icon or either tag; the card itself ------------------------


def test_enter_put_target_icon_card_from_graveyard_into_hand():
    # EN 706 in a graveyard: "you may put target [Nature] card from your graveyard into your hand." (Zuur)
    automated("Zuur")
    st = start()
    nature = put(st, 0, "Mist Owl", "graveyard")  # nature damage: the [Nature] icon
    other = put(st, 0, "Iron Sentinel", "graveyard")  # melee
    st, _ = play_real(st, "Zuur", pay=8)
    st = resolve_chain(st)
    assert st.pending and str(other) not in [o.id for o in st.pending[0].options] and str(nature) in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(st, str(nature)))
    if st.pending and st.pending[0].kind == "may":
        st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[nature].zone == "hand" and st.table.cards[other].zone == "graveyard"


def test_destroyed_ally_may_return_from_graveyard_to_hand():
    # EN 703 / 709.3: "When Masten Everspirit is destroyed, you may put him from your graveyard into your hand."
    automated("Masten Everspirit")
    st = start()
    masten = put_real(st, 0, "Masten Everspirit", "allies")
    smoke = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=smoke, x=0), str(masten)))
    assert st.table.cards[masten].zone == "graveyard"
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[masten].zone == "hand"


def test_you_can_play_it_from_your_graveyard():
    # 409.1 (as Artifact): "You can play Twinblade of the Phoenix from your graveyard."
    automated("Twinblade of the Phoenix")
    st = start()
    blade = put_real(st, 0, "Twinblade of the Phoenix", "graveyard")
    resources(st, 0, 9)
    st = resolve_chain(apply(st, "play", 0, uid=blade, x=0))
    assert st.table.cards[blade].zone == "hero_row"


# --- the top card of a deck (EN 709.1, 412.1c) --------------------------------------------------------


def test_look_at_top_card_may_put_it_on_the_bottom():
    # EN 709.1: "When Girdle … enters play, look at the top card of your deck. You may put it on the bottom."
    automated("Girdle of the Blasted Reaches")
    for keep in (True, False):
        st = start()
        top = _on_top(st, "Darkness")[0]
        girdle = put_real(st, 0, "Girdle of the Blasted Reaches", "hand")
        resources(st, 0, 8)
        st = resolve_chain(resolve_chain(apply(st, "play", 0, uid=girdle, x=0)))
        assert st.pending and st.pending[0].kind == "reveal_pick" and st.pending[0].min == 0
        st = resolve_chain(choose(st, str(top)) if keep else choose(st))
        deck = _zone(st, 0, "deck")
        assert (deck[0] == top) is keep and (deck[-1] == top) is (not keep)


def test_look_at_top_card_may_put_it_into_your_graveyard():
    # EN 709.1: "1 -> Look at the top card of your deck. You may put it into your graveyard." (Gustaf Trueshot)
    data = automated("Gustaf Trueshot")
    st = start()
    gustaf = put_real(st, 0, "Gustaf Trueshot", "allies")
    top = _on_top(st, "Darkness")[0]
    resources(st, 0, 1)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=gustaf, power=index, x=0))
    st = resolve_chain(choose(st))
    assert st.table.cards[top].zone == "graveyard"


def test_reveal_top_card_may_place_it_as_an_additional_resource():
    # 412.1c, EN 709.3: "Reveal the top card of your deck. You may place it into your resource row exhausted as an
    # additional resource." (Flourish) — placed, or left on top
    automated("Flourish")
    for place in (True, False):
        st = start()
        top = _on_top(st, "Darkness")[0]
        st, _ = play_real(st, "Flourish", pay=9)
        before = len(_zone(st, 0, "resources"))
        st = resolve_chain(st)
        assert st.pending and st.pending[0].kind == "additional_resource"
        st = resolve_chain(choose(st, "down" if place else "no"))
        if place:
            card = st.table.cards[top]
            assert card.zone == "resources" and card.tapped and card.face_down and len(_zone(st, 0, "resources")) == before + 1
        else:
            assert _zone(st, 0, "deck")[0] == top


# --- a delayed trigger on the character just dealt damage (EN 703, scripts/wzones.toml) ---------------


def test_when_that_character_is_destroyed_this_turn_its_controller_discards():
    # EN 703, 415.9d: "Your hero deals 3 shadow damage to target hero or ally. / When that character is destroyed
    # this turn, its controller discards a card." (Shadow Bolt)
    automated("Shadow Bolt")
    st = start()
    victim = put(st, 1, "Loyal Hound", "allies")
    hand = len(_zone(st, 1, "hand"))
    st, _ = play_real(st, "Shadow Bolt", 0, str(victim), pay=9)
    st = resolve_chain(st)
    for _ in range(6):
        if st.pending:
            st = choose(st, st.pending[0].options[0].id)
        st = resolve_chain(st)
    assert st.table.cards[victim].zone == "graveyard" and len(_zone(st, 1, "hand")) == hand - 1


def test_attachment_may_return_from_graveyard_when_its_host_is_destroyed():
    # EN 703 / 709.3: "When attached ally is destroyed, you may put Blessing of the Heavens from its owner's graveyard
    # into his hand."
    automated("Blessing of the Heavens")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    st, blessing = play_real(st, "Blessing of the Heavens", 0, str(ally), pay=9)
    st = resolve_chain(st)
    assert st.table.cards[blessing].attached_to == ally
    smoke = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=smoke, x=0), str(ally)))
    assert st.table.cards[ally].zone == "graveyard" and st.table.cards[blessing].zone == "graveyard"
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "may" and st.pending[0].player == 0
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[blessing].zone == "hand"


def test_enter_turn_resources_face_down_and_discard_your_hand():
    # 412.1b, 415.9d: "When this ally enters play, turn all resources you control face down and discard your hand."
    automated("Babagahnoosh the Grumpy")
    st = start()
    quest = put_real(st, 0, "Retribution of the Light", "resources", face_down=False)
    hand = _zone(st, 0, "hand")
    st, baba = _enter(st, "Babagahnoosh the Grumpy")
    assert st.table.cards[quest].face_down and all(st.table.cards[u].zone == "graveyard" for u in hand)
    assert _zone(st, 0, "hand") == [] and st.table.cards[baba].zone == "allies"


def test_either_tag_graveyard_target():
    # EN 706: "you may put target Death Knight or Undead ally from your graveyard into your hand." (Whitney Gravecaller);
    # Thrall's static sentence after such a trigger is read as its own power (tests/wow/test_wongp_statics.py)
    automated("Whitney Gravecaller")
    st = start()
    undead = put_real(st, 0, "Whitney Gravecaller", "graveyard")  # an Undead Death Knight ally
    put(st, 0, "Iron Sentinel", "graveyard")
    st, _ = play_real(st, "Whitney Gravecaller", pay=9)
    st = resolve_chain(st)
    assert st.pending and [o.id for o in st.pending[0].options] == [str(undead)]


def test_search_reveal_and_put_it_on_top_after_the_shuffle():
    # 413.2: "you may search your deck for a weapon card and reveal it. If you do, shuffle your deck and put that card on
    # top." (Herod's Shoulder) — the found card is on top after the shuffle
    automated("Herod's Shoulder")
    st = start()
    blade = put_real(st, 0, "Twinblade of the Phoenix", "deck")
    shoulder = put_real(st, 0, "Herod's Shoulder", "hand")
    resources(st, 0, 9)
    st = resolve_chain(resolve_chain(apply(st, "play", 0, uid=shoulder, x=0)))
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, "yes")
    assert st.pending and st.pending[0].kind == "search" and [o.id for o in st.pending[0].options] == [str(blade)]
    st = resolve_chain(choose(st, str(blade)))
    assert _zone(st, 0, "deck")[0] == blade


def test_search_for_either_tag_under_an_empower_condition():
    # 413, EN 709: "Empower Warlock: When this ally enters play, if you control another Warlock hero or ally, search your
    # deck for a Pet or Demon ally, reveal it, and put it into your hand." (Trista) — Pets and Demons only
    automated("Trista, Herald of the Fel")
    st = start()
    pet = put(st, 0, "Loyal Hound", "deck")
    demon = put_real(st, 0, "Varimathras", "deck")
    put(st, 0, "Iron Sentinel", "deck")
    put_real(st, 0, "Varimathras", "allies")  # another Warlock? Varimathras is a Demon ally, not a Warlock
    st, _ = play_real(st, "Trista, Herald of the Fel", pay=9)
    st = resolve_chain(resolve_chain(st))
    assert not (st.pending and st.pending[0].kind == "search")  # no other Warlock: the condition fails
    st = start()
    pet = put(st, 0, "Loyal Hound", "deck")
    demon = put_real(st, 0, "Varimathras", "deck")
    put_real(st, 0, "Trista, Herald of the Fel", "allies")  # another Warlock
    st, _ = play_real(st, "Trista, Herald of the Fel", pay=9)
    st = resolve_chain(resolve_chain(st))
    options = {o.id for o in st.pending[0].options}
    assert st.pending[0].kind == "search" and {str(pet), str(demon)} <= options
    assert all(st.table.cards[int(o)].card_id in (st.table.cards[pet].card_id, st.table.cards[demon].card_id) for o in options)


def test_look_at_top_card_of_target_opponents_deck_may_put_it_on_the_bottom():
    # EN 709.1: "When Lyronia enters play, look at the top card of target opponent's deck. You may put it on the bottom."
    automated("Arcanist Lyronia")
    st = start()
    top = _zone(st, 1, "deck")[0]
    st, _ = _enter(st, "Arcanist Lyronia")
    assert st.pending and st.pending[0].kind == "reveal_pick" and [o.id for o in st.pending[0].options] == [str(top)]
    st = resolve_chain(choose(st))
    assert _zone(st, 1, "deck")[-1] == top and 0 in st.table.cards[top].known_to


def test_varimathras_end_of_turn_damage_and_discard_when_destroyed():
    # EN 703, 415.9d: "At the end of your turn, Varimathras deals 5 shadow damage to target opposing hero or ally. When
    # that character is destroyed this turn, its controller discards a card."
    automated("Varimathras")
    st = start()
    put_real(st, 0, "Varimathras", "allies")
    victim = put(st, 1, "Iron Sentinel", "allies")
    for _ in range(20):
        if st.table.cards[victim].zone == "graveyard" and not st.chain and not st.pending:
            break
        if st.pending:
            ids = [o.id for o in st.pending[0].options]
            st = choose(st, str(victim) if str(victim) in ids else ids[0])
        else:
            st = apply(st, "pass", st.priority)
    grave = _zone(st, 1, "graveyard")
    assert st.table.cards[victim].zone == "graveyard" and len(grave) == 2  # the ally and the discarded card


# --- into a resource row face down (412.2) -------------------------------------------------------------


def test_put_target_ally_from_a_graveyard_into_its_owners_resource_row():
    # 412.2, 415.2: "Put target ally from a graveyard into its owner's resource row face down and exhausted." (Path of Life)
    automated("Path of Life")
    st = start()
    theirs = put(st, 1, "Iron Sentinel", "graveyard")
    st, _ = play_real(st, "Path of Life", 0, str(theirs), pay=9)
    st = resolve_chain(st)
    card = st.table.cards[theirs]
    assert card.zone == "resources" and card.owner == 1 and card.face_down and card.tapped and card.known_to == [1]


def test_put_target_non_token_ally_into_its_owners_resource_row_then_exhaust_it():
    # 412.2, 404.2: "Put target non-token ally into its owner's resource row face down, then exhaust it." (Hibernate)
    automated("Hibernate")
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Hibernate", 0, str(ally), pay=9)
    st = resolve_chain(st)
    card = st.table.cards[ally]
    assert card.zone == "resources" and card.controller == 1 and card.face_down and card.tapped


def test_destroyed_ally_may_go_into_its_owners_resource_row():
    # EN 703 / 709.3, 412.2: "When this ally is destroyed, you may put him from the graveyard into his owner's resource row
    # face down and exhausted." (Jaga'zul)
    automated("Jaga'zul the Wild's Fury")
    st = start()
    jaga = put_real(st, 0, "Jaga'zul the Wild's Fury", "allies")
    smoke = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=smoke, x=0), str(jaga)))
    assert st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    card = st.table.cards[jaga]
    assert card.zone == "resources" and card.face_down and card.tapped


def test_you_and_target_opponent_each_put_your_top_card_into_your_resource_rows():
    # 412.2: "When Cholda enters play, you and target opponent each put the top card of your decks into your resource rows
    # face down and exhausted." / "… target opponent puts the top card of his deck into his resource row face down." (E'sad)
    automated("Cholda Wildbloom")
    automated("E'sad")
    st = start()
    tops = [_zone(st, p, "deck")[0] for p in (0, 1)]
    st, _ = _enter(st, "Cholda Wildbloom")
    for p, uid in enumerate(tops):
        card = st.table.cards[uid]
        assert card.zone == "resources" and card.controller == p and card.face_down and card.tapped
    top = _zone(st, 1, "deck")[0]
    mine = _zone(st, 0, "deck")[0]
    st, _ = _enter(st, "E'sad")
    assert st.table.cards[top].zone == "resources" and not st.table.cards[top].tapped and st.table.cards[mine].zone == "deck"


def test_if_an_opponent_has_more_resources_you_may_put_your_top_card_into_your_resource_row():
    # EN 709 (checked on resolution), 412.2: "At the end of your turn, if an opponent has more resources than you, you may
    # put the top card of your deck into your resource row face down and exhausted." (Finkle's Lava Dredger)
    automated("Finkle's Lava Dredger")
    for more in (True, False):
        st = start()
        put_real(st, 0, "Finkle's Lava Dredger", "hero_row")
        resources(st, 1, 3 if more else 0)
        top = _zone(st, 0, "deck")[0]
        st = apply(st, "pass", 0)
        for _ in range(10):
            if st.pending or st.active == 1:
                break
            st = apply(st, "pass", st.priority)
        asked = bool(st.pending and st.pending[0].kind == "may")
        assert asked is more
        if more:
            st = choose(st, "yes")
            assert st.table.cards[top].zone == "resources" and st.table.cards[top].tapped


# --- more wordings: "that player", "chooses and …", "all non-X allies", "If X," before a pair ------------


def test_put_into_owners_hand_then_that_player_discards():
    # EN 709, 415.9d: "Put target opposing ally into its owner's hand. Then, that player discard a card." (Dread Touch)
    automated("Dread Touch")
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    hand = len(_zone(st, 1, "hand"))
    st, _ = play_real(st, "Dread Touch", 0, str(ally), pay=9)
    st = resolve_chain(st)
    if st.pending:
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[ally].zone in ("hand", "graveyard") and len(_zone(st, 1, "hand")) == hand  # +1 returned, -1 discarded
    assert len(_zone(st, 1, "graveyard")) == 1


def test_put_all_non_frost_allies_into_their_owners_hands():
    # 202.1a: "When Kolorath enters play, put all non-[Frost] allies into their owners' hands." — frost allies stay
    automated("Kolorath")
    st = start()
    melee = put(st, 1, "Iron Sentinel", "allies")
    nature = put(st, 0, "Mist Owl", "allies")
    st, kolorath = _enter(st, "Kolorath")
    frost = st.table.cards[kolorath].zone == "allies"
    assert st.table.cards[melee].zone == "hand" and st.table.cards[nature].zone == "hand" and frost


def test_if_this_turn_condition_then_target_player_discards():
    # EN 709 (checked on resolution): "When this ally enters play, if an ability, ally, or equipment was destroyed this
    # turn, target player discards a card." (Twilight Drake)
    automated("Twilight Drake")
    for destroyed in (False, True):
        st = start()
        if destroyed:
            victim = put(st, 1, "Loyal Hound", "allies")
            smoke = put(st, 0, "Vanish in Smoke", "hand")
            resources(st, 0, 4)
            st = resolve_chain(choose(apply(st, "play", 0, uid=smoke, x=0), str(victim)))
        hand = len(_zone(st, 1, "hand"))
        st, _ = _enter(st, "Twilight Drake", str(hero(st, 1)), pay=9)
        if st.pending:
            st = resolve_chain(choose(st, st.pending[0].options[0].id))
        assert len(_zone(st, 1, "hand")) == hand - (1 if destroyed else 0)


def test_empower_condition_before_reveal_and_place_as_resource():
    # EN 709 / 709.3, 412.1c: "Empower Druid: When this ally enters play, if you control another Druid hero or ally,
    # reveal the top card of your deck. You may place it into your resource row exhausted as an additional resource."
    automated("Davius, Herald of Nature")
    for druid in (False, True):
        st = start()
        if druid:
            put_real(st, 0, "Davius, Herald of Nature", "allies")
        st, _ = play_real(st, "Davius, Herald of Nature", pay=9)
        st = resolve_chain(resolve_chain(st))
        assert bool(st.pending and st.pending[0].kind == "additional_resource") is druid


def test_you_and_target_opponent_each_discard_a_card():
    # 415.9d: "On your turn: Flip Emek -> You and target opponent each discard a card."
    data = automated("Emek the Equalizer")
    st = start()
    old = hero(st, 0)
    emek = put_real(st, 0, "Emek the Equalizer", "hero_row")
    st.heroes[0] = emek
    st.table.cards[old].zone = "removed"
    hands = [len(_zone(st, p, "hand")) for p in (0, 1)]
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=emek, power=index, x=0))
    for _ in range(2):
        if st.pending:
            st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert [len(_zone(st, p, "hand")) for p in (0, 1)] == [hands[0] - 1, hands[1] - 1]


def test_if_he_does_that_opponent_discards():
    # EN 709.3: "Target opponent puts an ally from his party into its owner's hand. If he does, that opponent discards a
    # card." (Soul Rend) — no ally, no discard
    automated("Soul Rend")
    for has_ally in (True, False):
        st = start()
        ally = put(st, 1, "Iron Sentinel", "allies") if has_ally else None
        hand = len(_zone(st, 1, "hand"))
        st, _ = play_real(st, "Soul Rend", pay=9)
        st = resolve_chain(st)
        for _ in range(3):
            if st.pending:
                ids = [o.id for o in st.pending[0].options]
                st = resolve_chain(choose(st, str(ally) if str(ally) in ids else ids[0]))
        assert len(_zone(st, 1, "graveyard")) == (1 if has_ally else 0) and len(_zone(st, 1, "hand")) == hand


def test_put_it_from_play_into_its_owners_hand_when_your_hero_is_dealt_damage():
    # EN 703: "When your hero is dealt damage, put Aspect of the Cheetah from play into its owner's hand."
    automated("Aspect of the Cheetah")
    st = start()
    aspect = put_real(st, 0, "Aspect of the Cheetah", "hero_row")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 0))))
    st = resolve_chain(st)
    assert st.table.cards[aspect].zone == "hand"


def test_put_a_card_from_your_graveyard_into_hand_at_the_start_of_your_turn():
    # 413 (a public zone): "At the start of your turn, put a Totem card from your graveyard into hand." (Rysa the Earthcaller)
    automated("Rysa the Earthcaller")
    st = start()
    put_real(st, 0, "Rysa the Earthcaller", "allies")
    idol = put(st, 0, "Searing Idol", "graveyard")  # a Totem
    put(st, 0, "Iron Sentinel", "graveyard")
    st = apply(st, "pass", 0)
    for _ in range(40):
        if st.pending and st.pending[0].kind == "search":
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    assert st.active == 0 and [o.id for o in st.pending[0].options] == [str(idol)]  # only the Totem
    st = choose(st, str(idol))
    assert st.table.cards[idol].zone == "hand"


# --- cards in a hand made instant (409.1, EN 714; engine.wow.hand_instant) -------------------------------


def _respond(st, owner: int, *hand: str):
    """P1 plays Fire Bolt at P2's hero; P2 holds priority with the chain full (no main window)."""
    uids = [put(st, 1, n, "hand") for n in hand]
    resources(st, 1, 5)
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=bolt, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 1)))
    return st, uids


def _plays(st, player: int) -> list[str]:
    from .helpers import labels

    return [x for x in labels(st, player) if x.startswith("Play ")]


def test_ally_cards_in_your_hand_are_instant():
    # 409.1, EN 714: "Ally cards in your hand are instant." (Magistrix Oleinas) — only while she is in play
    automated("Magistrix Oleinas")
    for with_her in (False, True):
        st = start()
        if with_her:
            put_real(st, 1, "Magistrix Oleinas", "allies")
        st, _ = _respond(st, 1, "Iron Sentinel")
        can = bool(st.chain) and st.priority == 1 and any("Iron Sentinel" in x for x in _plays(st, 1))
        assert can is with_her  # without her the only action was to pass: the chain resolved (auto-pass)


def test_cards_in_opposing_hand_lose_instant():
    # EN 714: "Cards in opposing hand lose and can't have instant." (Edward the Odd) — a printed instant can't be played
    automated("Edward the Odd")
    for with_him in (False, True):
        st = start()
        if with_him:
            put_real(st, 0, "Edward the Odd", "allies")
        st, _ = _respond(st, 1, "Fire Bolt")
        can = bool(st.chain) and st.priority == 1 and any("Fire Bolt" in x for x in _plays(st, 1))
        assert can is not with_him


def test_cards_in_your_hand_are_instant_this_turn_until_you_play_a_card():
    # 409.1, EN 714: "Cards in your hand are instant this turn until you play a card." (Presence of Mind)
    from engine.wow import hand_instant

    automated("Presence of Mind")
    st = start()
    sentinel = put(st, 0, "Iron Sentinel", "hand")
    owl = put(st, 0, "Mist Owl", "hand")
    assert not hand_instant.instant(st, 0, sentinel)
    st, _ = play_real(st, "Presence of Mind", pay=9)
    st = resolve_chain(st)
    assert hand_instant.instant(st, 0, sentinel) and hand_instant.instant(st, 0, owl)
    st = resolve_chain(apply(st, "play", 0, uid=owl, x=0))
    assert not hand_instant.instant(st, 0, sentinel)  # a card was played: it ends


def test_weapon_cards_in_your_hand_are_instant_this_turn():
    # 409.1: "2, Flip Victoria Jaton -> Weapon cards in your hand are instant this turn." — weapons only, this turn only
    from engine.wow import hand_instant

    data = automated("Victoria Jaton")
    st = start()
    old = hero(st, 0)
    jaton = put_real(st, 0, "Victoria Jaton", "hero_row")
    st.heroes[0] = jaton
    st.table.cards[old].zone = "removed"
    blade = put_real(st, 0, "Twinblade of the Phoenix", "hand")
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 2)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=jaton, power=index, x=0))
    assert hand_instant.instant(st, 0, blade) and not hand_instant.instant(st, 0, owl)
    st.turn += 1
    assert not hand_instant.instant(st, 0, blade)


# --- the top card revealed and checked (EN 709.1; engine.wow.reveal_check) ------------------------------


def test_reveal_the_top_card_if_its_an_ally_target_ally_gets_atk_and_ferocity():
    # EN 702.3, 709.1: "Reward: Reveal the top card of your deck. If it's an ally, target ally you control has +2 ATK and
    # Ferocity this turn." (The Fall of Neferset City) — the card stays on top either way
    from engine.wow import keywords as kw

    automated("The Fall of Neferset City")
    for top_name, hit in (("Masten Everspirit", True), ("Darkness", False)):
        st = start()
        ally = put(st, 0, "Mist Owl", "allies")
        top = _on_top(st, top_name)[0]
        quest = _quest(st, "The Fall of Neferset City")
        st = apply(st, "quest", 0, uid=quest)
        if st.pending and st.pending[0].kind == "target":
            st = choose(st, str(ally))
        st = resolve_chain(st)
        assert (kw.atk(st, ally) == 3) is hit and kw.has(st, ally, "Ferocity") is hit
        assert _zone(st, 0, "deck")[0] == top  # revealed, left on top


def test_choose_a_card_type_then_reveal_and_pick_one_of_it():
    # EN 702.3, 709.1: "Reward: Choose ability, ally, equipment, or quest and reveal the top five cards of your deck. Put a
    # revealed card of the chosen type into your hand and the rest on the bottom of your deck." (The Culmination of Our Efforts)
    automated("The Culmination of Our Efforts")
    st = start()
    quest = _quest(st, "The Culmination of Our Efforts")
    uids = _on_top(st, "Darkness", "Masten Everspirit", "Twinblade of the Phoenix", "Flourish", "Zuur")
    st = apply(st, "quest", 0, uid=quest)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "kind_choice" and [o.id for o in st.pending[0].options] == ["ability", "ally", "equipment", "quest"]
    st = choose(st, "ally")
    assert st.pending and st.pending[0].kind == "reveal_pick" and {o.id for o in st.pending[0].options} == {str(uids[1]), str(uids[4])}
    st = resolve_chain(choose(st, str(uids[4])))
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    assert st.table.cards[uids[4]].zone == "hand" and _zone(st, 0, "deck")[-4:] == [uids[0], uids[1], uids[2], uids[3]]


def test_the_resolving_ability_goes_into_your_resource_row():
    # 412.2, 305.1: "Put Vigor into your resource row face down and ready." — not into the graveyard
    automated("Vigor")
    st = start()
    st, vigor = play_real(st, "Vigor", pay=9)
    st = resolve_chain(st)
    card = st.table.cards[vigor]
    assert card.zone == "resources" and card.face_down and not card.tapped and _zone(st, 0, "graveyard") == []


def test_destroyed_ally_may_put_target_graveyard_card_on_the_bottom_of_its_owners_deck():
    # EN 706 (a graveyard target), 415.3: "When this ally is destroyed, you may put target card in a graveyard on the bottom
    # of its owner's deck." (Gardos Gravefang)
    automated("Gardos Gravefang")
    st = start()
    gardos = put_real(st, 0, "Gardos Gravefang", "allies")
    theirs = put(st, 1, "Iron Sentinel", "graveyard")
    smoke = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=smoke, x=0), str(gardos)))
    assert st.pending and str(theirs) in [o.id for o in st.pending[0].options]
    st = resolve_chain(choose(st, str(theirs)))
    if st.pending and st.pending[0].kind == "may":
        st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[theirs].zone == "deck" and _zone(st, 1, "deck")[-1] == theirs


def test_remove_the_top_cards_of_that_allys_controllers_deck():
    # EN 709, 415.3a: "Your hero deals 2 shadow damage to target ally. Remove the top two cards of that ally's controller's
    # deck from the game." (Shadow Word: Despair)
    automated("Shadow Word: Despair")
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    top = _zone(st, 1, "deck")[:2]
    mine = _zone(st, 0, "deck")[0]
    st, _ = play_real(st, "Shadow Word: Despair", 0, str(ally), pay=9)
    st = resolve_chain(st)
    assert st.table.cards[ally].damage == 2 and all(st.table.cards[u].zone == "removed" for u in top)
    assert st.table.cards[mine].zone == "deck"


def test_may_put_the_bottom_card_of_your_deck_into_your_hand():
    # 415.3a, EN 709.3: "When this armor enters play, you may put the bottom card of your deck into your hand." (Spaulders)
    automated("Spaulders of Lost Secrets")
    st = start()
    bottom = _zone(st, 0, "deck")[-1]
    st, _ = play_real(st, "Spaulders of Lost Secrets", pay=9)
    st = resolve_chain(resolve_chain(st))
    assert st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[bottom].zone == "hand"


def test_choose_a_card_type_target_player_reveals_his_hand_and_discards_all_of_it():
    # 415.4a, 415.9d: "Choose ability, ally, or equipment, and then target player reveals his hand and discards all cards of
    # that kind." (Detect Traps)
    automated("Detect Traps")
    st = start()
    allies = _zone(st, 1, "hand")  # Mist Owls
    ability = put_real(st, 1, "Darkness", "hand")
    st, _ = play_real(st, "Detect Traps", 0, str(hero(st, 1)), pay=9)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "kind_choice"
    st = resolve_chain(choose(st, "ally"))
    assert all(st.table.cards[u].zone == "graveyard" for u in allies) and _zone(st, 1, "hand") == [ability]


def test_may_have_target_opponent_reveal_his_top_card_and_put_it_on_the_bottom():
    # EN 709.1, 709.3: "Ongoing: At the start of your turn, you may have target opponent reveal the top card of his deck. If
    # you do, you may have him put that card on the bottom of his deck." (Track Hidden)
    automated("Track Hidden")
    st = start()
    put_real(st, 0, "Track Hidden", "hero_row")
    st = apply(st, "pass", 0)
    for _ in range(40):
        if st.pending and st.pending[0].kind == "may" and st.active == 0:
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    top = _zone(st, 1, "deck")[0]
    st = choose(st, "yes")
    assert st.pending and st.pending[0].kind == "reveal_pick" and [o.id for o in st.pending[0].options] == [str(top)]
    st = choose(st)
    assert _zone(st, 1, "deck")[-1] == top and 0 in st.table.cards[top].known_to


def test_put_a_random_card_from_your_graveyard_into_your_hand():
    # 415.9d-style seeded randomness: "Reward: Put a random card from your graveyard into your hand." (Levixus the Soul Caller)
    automated("Levixus the Soul Caller")
    st = start()
    quest = _quest(st, "Levixus the Soul Caller")
    grave = [put(st, 0, "Iron Sentinel", "graveyard"), put(st, 0, "Loyal Hound", "graveyard"), put(st, 0, "Mist Owl", "graveyard")]
    st = _complete(st, quest)
    back = [u for u in grave if st.table.cards[u].zone == "hand"]
    assert len(back) == 1 and len(_zone(st, 0, "graveyard")) == 2
