"""Helper wreal2 (issue #18): the last two cards of the real list alkio — Illidan Stormrage ("from your
collection", the lead's product decision: the host's pool is the collection) and Seer's Signet
(Sabotage from its reminder text) — played in engine games with the real cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cards import CardPool
from engine.wow import keywords as kw
from engine.wow.cards.compiler import is_automated
from engine.wow.decks import parse_deck
from engine.wow.wreal2_collection import collection_cards
from tests.shared_data import needs

from .helpers import apply, choose, hero, labels, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, put_real, real

pytestmark = needs(WOW_CARDS)

ALKIO = Path(__file__).parent / "fixtures" / "decks" / "alkio_plague_demonsoul_dmf_koln.txt"


def _pool() -> CardPool:
    return real_pool()


# --- Illidan Stormrage --------------------------------------------------------------------------------


def test_alkio_deck_carries_the_traitor_allies_of_the_pool():
    # the lead's decision (100.1: a deck is all the rules know): the deck parser adds the pool's
    # constructed-legal Traitor allies to the card data of a deck with a "from your collection" card
    chk = parse_deck(ALKIO.read_text(encoding="utf-8", errors="replace"), _pool())
    assert chk.deck is not None
    extra = {cid: d for cid, d in chk.deck.cards.items() if cid not in chk.deck.all_ids()}
    names = sorted(d["name"] for d in extra.values())
    assert "Sister of Pain" in names and "Bonechewer Behemoth" in names
    assert all(d["type"] == "ally" and "Traitor" in d["tags"] for d in extra.values())
    # the host lends only cards it runs: Pathaleon's hand power and Lady Katrana's raid are not automated
    assert all(is_automated(d) for d in extra.values()) and "Lady Katrana Prestor" not in names
    assert len(names) == len(set(names))  # each name once
    assert list(extra) == sorted(extra)  # deterministic: sorted by id
    # a deck without such a card carries nothing more
    other = {cid: d for cid, d in chk.deck.cards.items() if d.get("name") != "Illidan Stormrage"}
    assert collection_cards(other, _pool().by_id.values()) == {}


def _illidan_game():
    """P1 has played Illidan Stormrage (301.4: the master hero replaces the hero) and the game's card
    data holds the collection (as the deck parser gives it)."""
    automated("Illidan Stormrage")
    st = start()
    chk = parse_deck(ALKIO.read_text(encoding="utf-8", errors="replace"), _pool())
    assert chk.deck is not None
    st.cards.update(chk.deck.cards)
    uid = put_real(st, 0, "Illidan Stormrage", "hand")
    resources(st, 0, 11)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    assert st.heroes[0] == uid and kw.name(st, hero(st, 0)) == "Illidan Stormrage"
    return st


def _to_my_next_turn(st):
    for _ in range(80):
        if st.pending and st.pending[0].kind == "wreal2_collection":
            return st
        if st.pending:
            st = choose(st, *([] if st.pending[0].min == 0 else [st.pending[0].options[0].id]))
        else:
            st = apply(st, "pass", st.priority)
    raise AssertionError("no collection choice")


def test_illidan_puts_a_traitor_ally_from_the_collection_into_play():
    # 500.2: "At the start of your turn" — the trigger; the pick is a new card owned by P1 (401.2)
    # that enters play (710.1) in the ally row
    st = _to_my_next_turn(_illidan_game())
    pending = st.pending[0]
    assert pending.player == 0 and st.active == 0
    names = [o.label for o in pending.options]
    assert "Sister of Pain" in names and "Put none into play" in names
    assert len(names) == len(set(names))
    before = list(st.table.zone(0, "allies"))
    pick = next(o.id for o in pending.options if o.label == "Sister of Pain")
    st = choose(st, pick)
    new = [u for u in st.table.zone(0, "allies") if u not in before]
    assert len(new) == 1 and kw.name(st, new[0]) == "Sister of Pain"
    card = st.table.cards[new[0]]
    assert card.owner == 0 and card.controller == 0 and not card.flags.get("token")
    # 401.2: one more card of P1's from outside the game, as the simulator's card census counts
    from engine.wow.game import ENGINE

    assert ENGINE.ownership_changes(st) == {0: 1}
    # 415.9c: destroyed, it goes to its owner's graveyard (a real card, not a token)
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import R

    destroy(st, new[0], R("415.9c"))
    assert st.table.cards[new[0]].zone == "graveyard" and new[0] in st.table.zone(0, "graveyard")


def test_illidan_may_put_none():
    # EN 709.3: "you may" — declining puts nothing into play
    st = _to_my_next_turn(_illidan_game())
    before = list(st.table.zone(0, "allies"))
    st = choose(st, "none")
    assert st.table.zone(0, "allies") == before
    assert not st.pending or st.pending[0].kind != "wreal2_collection"


# --- Seer's Signet (Sabotage) ---------------------------------------------------------------------------


def _signet_game(signet: bool = True):
    if signet:
        automated("Seer's Signet")
    st = start()
    if signet:
        put_real(st, 0, "Seer's Signet", "hero_row")
    return st


def test_signet_hero_sabotages_an_opposing_equipment_and_destroys_it():
    # reminder text on Retainer Zaelan: "Sabotage: Equipment (This ally can attack opposing equipment.)";
    # EN 601.1: an extra attack target; EN 601.2: the attacker exhausts; 603.1: the attack reaches the
    # end of the combat step = the card is sabotaged; "destroy it" (415.9c)
    st = _signet_game()
    assert kw.has(st, hero(st, 0), "Sabotage: equipment") and kw.has(st, hero(st, 0), "Sabotage: ability")
    gear = put_real(st, 1, "Devil-Stitched Leggings", "hero_row")
    assert any("Devil-Stitched Leggings" in lb and "Sabotage" in lb for lb in labels(st, 0))
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=gear)
    assert st.table.cards[hero(st, 0)].tapped
    st = finish_combat(st)
    st = resolve_chain(st)
    assert st.table.cards[gear].zone == "graveyard"
    assert st.table.cards[hero(st, 1)].damage == 0 and st.table.cards[hero(st, 0)].damage == 0  # no combat damage (405.1)


def test_signet_hero_sabotages_an_opposing_ongoing_ability():
    # "Sabotage: Ability" (reminder text on Arcanist Avelena: "This ally can attack opposing abilities.")
    st = _signet_game()
    ab = put_real(st, 1, "Dreamstate", "hero_row")
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=ab)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[ab].zone == "graveyard"


def test_without_sabotage_equipment_is_no_attack_target():
    # EN 601.1: only opposing heroes and allies may be attacked without Sabotage
    from engine.core import RulesError

    st = _signet_game(signet=False)
    gear = put_real(st, 1, "Devil-Stitched Leggings", "hero_row")
    assert not any("Devil-Stitched Leggings" in lb for lb in labels(st, 0))
    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=hero(st, 0), defender=gear)


def test_signet_sabotage_is_only_for_its_hero_and_only_opposing_cards():
    # "Your hero has Sabotage": an ally of the same player has none; your own equipment is no target
    st = _signet_game()
    owl = put(st, 0, "Mist Owl", "allies")
    gear = put_real(st, 1, "Devil-Stitched Leggings", "hero_row")
    put_real(st, 0, "Devil-Stitched Leggings", "hero_row")  # P1's own: no target
    acts = labels(st, 0)
    assert not any(kw.name(st, owl) in lb and "Leggings" in lb for lb in acts)
    assert sum("Leggings" in lb and "Sabotage" in lb for lb in acts) == 1
    from engine.wow.wreal2_sabotage import targets

    assert targets(st, hero(st, 0)) == [gear]
    assert targets(st, owl) == []


def test_signet_protector_turns_it_into_an_ordinary_combat():
    # EN 602.2: a Protector may become the defender; the attack then sabotages nothing
    st = _signet_game()
    gear = put_real(st, 1, "Devil-Stitched Leggings", "hero_row")
    prot = put_real(st, 1, "Tyrennius Scatheblade", "allies")
    st = apply(st, "attack", 0, attacker=hero(st, 0), defender=gear)
    st = resolve_chain(st)
    for _ in range(5):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, str(prot))
            break
        st = apply(st, "pass", st.priority)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[gear].zone == "hero_row"


def test_both_cards_are_automated():
    assert is_automated(real("Illidan Stormrage")) and is_automated(real("Seer's Signet"))


# --- the Sabotage allies ------------------------------------------------------------------------------------


def _sabotage(name: str, target: str, zone: str = "hero_row", **attrs):
    """``name`` (ready, in P1's party since before this turn) attacks P2's ``target`` by Sabotage; the combat
    reaches its end (603.1) and the trigger resolves."""
    automated(name)
    st = start()
    ally = put_real(st, 0, name, "allies")
    card = put_real(st, 1, target, zone, **attrs)
    assert any("Sabotage" in lb for lb in labels(st, 0))
    st = apply(st, "attack", 0, attacker=ally, defender=card)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[ally].tapped  # EN 601.2
    return st, ally, card


def test_avelena_sabotages_an_ability_onto_its_owners_deck():
    # reminder text on Arcanist Avelena: "(This ally can attack opposing abilities.)"; "put it on top of its owner's deck" (415.3)
    st, _, card = _sabotage("Arcanist Avelena", "Dreamstate")
    assert st.table.cards[card].zone == "deck" and st.table.zone(1, "deck")[0] == card


def test_zaelan_sabotages_an_equipment_into_its_owners_hand():
    st, _, card = _sabotage("Retainer Zaelan", "Devil-Stitched Leggings")
    assert st.table.cards[card].zone == "hand" and st.table.cards[card].owner == 1


def test_nealos_sabotages_a_weapon_it_stays_exhausted_next_ready_step():
    # "exhaust it. It can't ready during its controller's next ready step." (411.1, 501.1a)
    st, _, card = _sabotage("Retainer Nealos", "Fel Iron Hatchet")
    assert st.table.cards[card].tapped
    st = _to_turn_of(st, 1)
    assert st.table.cards[card].tapped


def test_nealos_cant_sabotage_armor():
    st = start()
    ally = put_real(st, 0, "Retainer Nealos", "allies")
    put_real(st, 1, "Devil-Stitched Leggings", "hero_row")
    from engine.wow.wreal2_sabotage import targets

    assert targets(st, ally) == []


def test_lashan_sabotages_a_resource_and_destroys_it():
    st, _, card = _sabotage("Magister Lashan", "Bloodclaw", "resources", face_down=True)
    assert st.table.cards[card].zone == "graveyard"


def test_jitaen_sabotages_a_face_up_quest_turning_it_face_down():
    st, _, card = _sabotage("Retainer Jitaen", "Forces of Jaedenar", "resources", face_down=False)
    assert st.table.cards[card].face_down and st.table.cards[card].zone == "resources"


def test_salvan_sabotages_armor_exhausting_all_of_that_players_armor():
    automated("Retainer Salvan")
    st = start()
    ally = put_real(st, 0, "Retainer Salvan", "allies")
    a = put_real(st, 1, "Devil-Stitched Leggings", "hero_row")
    b = put_real(st, 1, "Abyss Walker's Boots", "hero_row")  # another slot (414.3b)
    mine = put_real(st, 0, "Devil-Stitched Leggings", "hero_row")
    assert kw.ctype(st, b) == "armor"
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=ally, defender=a)))
    assert st.table.cards[a].tapped and st.table.cards[b].tapped and not st.table.cards[mine].tapped


def _to_turn_of(st, player):
    for _ in range(60):
        if st.active == player and st.step == "main":
            return st
        if st.pending:
            p = st.pending[0]
            st = choose(st, *[o.id for o in p.options[:p.min]])
        else:
            st = apply(st, "pass", st.priority)
    raise AssertionError("no turn")


def test_cara_sabotages_an_equipment_and_gains_control_of_it():
    # "When Cara sabotages an equipment, gain control of it." (401.3)
    st, _, card = _sabotage("Retainer Cara", "Devil-Stitched Leggings")
    assert st.table.cards[card].controller == 0 and st.table.cards[card].owner == 1 and kw.in_play(st, card)
