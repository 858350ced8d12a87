"""A player picks among his own cards (EN 709.1; engine.wow.forced) in the wordings of
templates_wrest_picks / templates_wrest_verbs: "one of his equipment", "chooses and destroys",
"each other player", "destroy an ability, ally or equipment you control", the turn player's pick
("that player destroys …", "he exhausts one of his resources") and face-up resources turned face
down — each played with a real card of the pool (skipped without ../shared/data)."""

from __future__ import annotations

from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def test_target_player_destroys_one_of_his_equipment():
    # EN 706 a player as target, EN 709.1 he picks: Malfunction "Target player destroys one of his equipment."
    automated("Malfunction")
    st = start()
    sword = put(st, 1, "Worn Longsword", "hero_row")
    helm = put(st, 1, "Chain Helm", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Great Axe", "hero_row")
    st, _ = play_real(st, "Malfunction", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.pending[0].player == 1 and _options(st) == {str(sword), str(helm)}
    st = resolve_chain(choose(st, str(helm)))
    assert st.table.cards[helm].zone == "graveyard" and st.table.cards[sword].zone == "hero_row"
    assert st.table.cards[ally].zone == "allies" and st.table.cards[mine].zone == "hero_row"


def test_target_player_destroys_one_of_his_abilities():
    # EN 709.1: Unraveled Plans "Target player destroys one of his abilities." — an ongoing ability in play, not an ally
    automated("Unraveled Plans")
    st = start()
    totem = put(st, 1, "Soothing Totem", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    st, _ = play_real(st, "Unraveled Plans", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert _options(st) == {str(totem)}
    st = resolve_chain(choose(st, str(totem)))
    assert st.table.cards[totem].zone == "graveyard" and st.table.cards[ally].zone == "allies"


def test_target_opponent_chooses_and_destroys_an_ally():
    # EN 709.1: Psychic Melt "Target opponent chooses and destroys an ally he controls." — he picks, not you
    automated("Psychic Melt")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(play_real(st, "Psychic Melt", 0)[0])
    assert st.pending[0].player == 1 and _options(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[b].zone == "graveyard" and st.table.cards[a].zone == "allies" and st.table.cards[mine].zone == "allies"


def test_chogall_destroys_one_of_your_own_cards_at_the_start_of_your_turn():
    # EN 703, EN 709.1 (not a target, EN 706): Cho'gall "At the start of your turn, destroy an ability, ally or equipment you control."
    automated("Cho'gall")
    st = start()
    chogall = put_real(st, 0, "Cho'gall", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    picked = []

    def pick(pend):
        if pend.kind == "player_picks":
            assert pend.player == 0 and {o.id for o in pend.options} == {str(chogall), str(owl)}
            picked.append(1)
            return [str(owl)]
        return [o.id for o in pend.options[: pend.min]]

    st = _advance(st, 3, {"player_picks": pick, "target": lambda pend: [o.id for o in pend.options[: pend.min]]})
    assert picked and st.table.cards[owl].zone == "graveyard" and st.table.cards[chogall].zone == "allies"
    assert st.table.cards[theirs].zone in ("allies", "graveyard")  # his end-of-turn power destroys a target (any pick)


def test_each_other_player_destroys_an_ally_when_yours_is_destroyed():
    # EN 703, 802: Demonfang Ritual Helm "When an ally in your party is destroyed, each other player destroys an ally in his party."
    automated("Demonfang Ritual Helm")
    st = start()
    put_real(st, 0, "Demonfang Ritual Helm", "hero_row")
    mine = put(st, 0, "Mist Owl", "allies")
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies")
    bolt = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=bolt, x=0), str(mine)))
    assert st.table.cards[mine].zone == "graveyard"
    assert st.pending[0].player == 1 and _options(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(a)))
    assert st.table.cards[a].zone == "graveyard" and st.table.cards[b].zone == "allies"


def test_gobbler_or_another_murloc_destroyed():
    # EN 703: Gobbler "When Gobbler or another Murloc ally you control is destroyed, each opponent chooses and destroys an ally he controls."
    data = automated("Gobbler")
    assert [pw.trigger for pw in card_powers(data)][1:] == ["destroyed_self", "destroyed_filtered"]
    st = start()
    put_real(st, 0, "Gobbler", "allies")
    murloc = put(st, 0, "Tide Caller", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    for victim, fires in ((owl, False), (murloc, True)):
        spell = put(st, 0, "Vanish in Smoke", "hand")
        resources(st, 0, 4)
        st = resolve_chain(choose(apply(st, "play", 0, uid=spell, x=0), str(victim)))
        assert st.table.cards[victim].zone == "graveyard"
        if fires:
            assert st.pending[0].player == 1 and _options(st) == {str(theirs)}
            st = resolve_chain(choose(st, str(theirs)))
        assert (st.table.cards[theirs].zone == "graveyard") == fires


def test_crown_of_destruction_the_turn_player_destroys_one():
    # EN 703 (each player's turn), EN 709.1: Crown of Destruction "At the end of each player's turn, that player destroys one of
    # his abilities, allies, or equipment." — at the end of P2's turn P2 picks among his own
    automated("Crown of Destruction")
    st = start()
    crown = put_real(st, 0, "Crown of Destruction", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    seen = []

    def pick(pend):
        seen.append((pend.player, {o.id for o in pend.options}))
        return [str(owl)] if pend.player == 0 else [pend.options[0].id]

    st = _advance(st, 2, {"player_picks": pick})
    assert seen == [(0, {str(crown), str(owl)})] and st.table.cards[owl].zone == "graveyard"  # the end of your turn 1
    assert st.table.cards[theirs].zone == "allies"
    st = _advance(st, 3, {"player_picks": pick})
    assert seen[1] == (1, {str(theirs)}) and st.table.cards[theirs].zone == "graveyard" and st.table.cards[crown].zone == "hero_row"


def test_trytha_the_turn_player_exhausts_one_of_his_ready_resources():
    # EN 703, 411.1: Trytha Darksun "At the start of each player's turn, he exhausts one of his resources." — a ready one
    automated("Trytha Darksun")
    st = start()
    put_real(st, 0, "Trytha Darksun", "allies")
    mine = resources(st, 0, 2)
    theirs = resources(st, 1, 2)
    seen = []

    def pick(pend):
        seen.append((pend.player, {o.id for o in pend.options}))
        return [pend.options[0].id]

    st = _advance(st, 2, {"player_picks": pick})
    assert seen == [(1, {str(u) for u in theirs})]
    assert sum(st.table.cards[u].tapped for u in theirs) == 1 and not any(st.table.cards[u].tapped for u in mine)


def test_each_player_turns_one_of_his_face_up_resources_face_down():
    # 412.1b, 802 in turn order: Illidari Blood Lord "When Illidari Blood Lord enters play, each player turns one of his face-up
    # resources face down." — face-down resources are no options; a player with none picks nothing
    automated("Illidari Blood Lord")
    st = start()
    resources(st, 0, 3)
    camp = put(st, 0, "Crossroads Camp", "resources", face_down=False)
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    down = resources(st, 1, 1)
    lord = put_real(st, 0, "Illidari Blood Lord", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=lord, x=0))
    st = resolve_chain(st)
    assert st.pending[0].player == 0 and _options(st) == {str(camp), str(quest)}
    st = resolve_chain(choose(st, str(quest)))
    assert not st.pending and st.table.cards[quest].face_down and not st.table.cards[camp].face_down
    assert st.table.cards[down[0]].face_down


def test_magnus_flip_target_player_turns_a_face_up_resource_down():
    # EN 706, 412.1b: Magnus the Depriver "On your turn: 2, Flip Magnus -> Target player turns one of his face-up resources face down."
    data = automated("Magnus the Depriver")
    st = start(hero0="Korga Stormcaller")
    magnus = put_real(st, 0, "Magnus the Depriver", "hero_row")
    camp = put(st, 1, "Crossroads Camp", "resources", face_down=False)
    resources(st, 0, 2)
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = choose(apply(st, "power", 0, uid=magnus, power=power, x=0), str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.pending[0].player == 1 and _options(st) == {str(camp)}
    st = resolve_chain(choose(st, str(camp)))
    assert st.table.cards[camp].face_down and st.table.cards[camp].zone == "resources"


def test_target_player_chooses_an_ally_and_you_gain_control_of_it():
    # EN 709.1 (he picks, remembered), EN 708: Dark Extortion "Target player chooses an ally he controls. Gain control of that ally."
    data = automated("Dark Extortion")
    st = start()
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Mist Owl", "allies")
    st, _ = play_real(st, "Dark Extortion", 0, str(hero(st, 1)), pay=data["cost"])
    st = resolve_chain(st)
    assert st.pending[0].player == 1 and _options(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[b].controller == 0 and st.table.cards[a].controller == 1
