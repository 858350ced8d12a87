"""Helper quests: quest rewards (EN 702) and Ongoing abilities of the quests family, scripted in
``engine/wow/cards/scripts/quests.toml`` — each played with a real card of the pool and asserted on
every clause of its text."""

from __future__ import annotations

import pytest

from tests.shared_data import needs

from .helpers import apply, choose, order_deck, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import _advance, automated, play_real, put_real

pytestmark = needs(WOW_CARDS)

ARMOR = "Stronghold Gauntlets"  # an armor card (300.1: equipment)


def complete(st, name: str, pay: int = 8, player: int = 0):
    """Put the real quest face up in ``player``'s resource row and complete it (EN 702.1)."""
    automated(name)
    resources(st, player, pay)
    quest = put_real(st, player, name, "resources", face_down=False)
    return apply(st, "quest", player, uid=quest), quest


def on_top(st, player: int, name: str) -> int:
    """A real card put on top of ``player``'s deck (415.3a; test setup)."""
    uid = put_real(st, player, name, "deck")
    st.table.zone(player, "deck").remove(uid)
    st.table.zone(player, "deck").insert(0, uid)
    return uid


def hand(st, player: int = 0) -> list[int]:
    return list(st.table.zone(player, "hand"))


def set_race(st, player: int, race: str) -> None:
    """Test setup: the player's hero has this race (206.1: a hero's race is a trait)."""
    cid = st.table.cards[st.heroes[player]].card_id
    st.cards[cid] = {**st.cards[cid], "race": race}


# --- Crown of the Earth: "Choose one: … or draw a card. If your hero is a Night Elf, you may choose both." ---

@pytest.mark.parametrize("night_elf", [False, True])
def test_crown_of_the_earth_both_only_for_a_night_elf(night_elf):
    # WoW 707.1c: the third mode ("both") exists only while the hero is a Night Elf
    st = start()
    if night_elf:
        set_race(st, 0, "Night Elf")
    st, _ = complete(st, "Crown of the Earth")
    pend = st.pending[0]
    assert pend.kind == "mode" and len(pend.options) == (3 if night_elf else 2)


@pytest.mark.parametrize(("mode", "redraw", "drawn"), [(0, True, 0), (1, False, 1), (2, True, 1)])
def test_crown_of_the_earth_each_mode(mode, redraw, drawn):
    # WoW 702 / 709.1: mode 0 puts the hand on the bottom of the deck and draws that many; mode 1 draws a card;
    # mode 2 (a Night Elf hero) does both, in printed order
    st = start()
    set_race(st, 0, "Night Elf")
    old = hand(st)
    assert len(old) >= 2
    st, _ = complete(st, "Crown of the Earth")
    st = resolve_chain(choose(st, str(mode)))
    now = hand(st)
    assert len(now) == len(old) + drawn
    if redraw:
        assert not set(old) & set(now)  # the old hand went to the bottom
        assert st.table.zone(0, "deck")[-len(old):] and set(st.table.zone(0, "deck")[-len(old):]) == set(old)
    else:
        assert set(old) <= set(now)


# --- The Overseer's Shadow: three "If you control an X, draw a card." -----------------------------------

@pytest.mark.parametrize(("ability", "ally", "equipment"), [(False, False, False), (True, False, False), (False, True, True), (True, True, True)])
def test_overseers_shadow_draws_for_each_kind_controlled(ability, ally, equipment):
    # WoW 702 / 709.3: each "if" is checked as the reward resolves; one card per kind controlled
    st = start()
    if ability:
        put_real(st, 0, "Barkskin", "hero_row")
    if ally:
        put_real(st, 0, "Piztog", "allies")
    if equipment:
        put_real(st, 0, "Balanced Heartseeker", "hero_row")
    put_real(st, 1, "Piztog", "allies")  # an opposing ally does not count
    before = len(hand(st))
    st, _ = complete(st, "The Overseer's Shadow")
    st = resolve_chain(st)
    assert len(hand(st)) == before + ability + ally + equipment


# --- One Draenei's Junk: "Reveal the top three … Put a revealed card with cost 1, 2, or 3 into your hand …" ---

def test_one_draeneis_junk_picks_a_card_with_cost_one_to_three():
    # WoW 702 / 709.1: the revealed cost-1..3 cards are offered; the picked one goes to hand, the rest to the bottom
    st = start()
    big = on_top(st, 0, "Gorehowl")  # cost 10: not offered
    bolt = on_top(st, 0, "Frostbolt")  # cost 3
    piz = on_top(st, 0, "Piztog")  # cost 1
    st, _ = complete(st, "One Draenei's Junk")
    st = resolve_chain(st)
    pend = st.pending[0]
    assert {o.id for o in pend.options} == {str(bolt), str(piz)}
    st = resolve_chain(choose(st, str(bolt)))
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    assert bolt in hand(st)
    deck = st.table.zone(0, "deck")
    assert set(deck[-2:]) == {big, piz}  # the rest on the bottom (415.3)


def test_one_draeneis_junk_nothing_fits():
    # WoW 709.1: no revealed card with cost 1-3: all three go to the bottom, nothing to hand
    st = start()
    cards = [on_top(st, 0, "Gorehowl") for _ in range(3)]
    before = len(hand(st))
    st, _ = complete(st, "One Draenei's Junk")
    st = order_deck(resolve_chain(st))  # 415.3c: the owner orders the three going to the bottom
    assert len(hand(st)) == before
    assert set(st.table.zone(0, "deck")[-3:]) == set(cards)


# --- quest rewards played by engine.wow.quest_rewards ------------------------------------------------------

def pending_ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


@pytest.mark.parametrize(("name", "pick", "frost", "plus"), [
    ("Enemies, Old and New", "frost", 1, 1), ("Enemies, Old and New", "decline", 2, 1),
    ("In Defense of Halaa", "+1/+1", 2, 2), ("In Defense of Halaa", "decline", 2, 1)])
def test_counter_rewards_draw_then_change_one_counter(name, pick, frost, plus):
    # WoW 702 / 404.1: draw a card; then you may remove one counter (Enemies) / add another of a kind already there
    # (Halaa) on target card in play — the kind picked as it resolves, "you may": declining changes nothing
    st = start()
    ally = put_real(st, 1, "Piztog", "allies")
    st.table.cards[ally].counters.update({"frost": 2, "+1/+1": 1})
    before = len(hand(st))
    st, _ = complete(st, name)
    assert str(ally) in pending_ids(st)
    st = resolve_chain(choose(st, str(ally)))
    assert len(hand(st)) == before + 1
    assert st.pending[0].player == 0 and pending_ids(st) == {"frost", "+1/+1", "decline"}
    st = resolve_chain(choose(st, pick))
    assert st.table.cards[ally].counters.get("frost", 0) == frost
    assert st.table.cards[ally].counters.get("+1/+1", 0) == plus


@pytest.mark.parametrize(("picks", "mine", "theirs"), [([], 0, 0), (["0"], 1, 0), (["1"], 0, 1), (["0", "1"], 1, 1)])
def test_toxic_horrors_up_to_two_players_draw(picks, mine, theirs):
    # WoW 702 / 709.1: up to two players are chosen as it resolves; each of them draws a card
    st = start()
    a, b = len(hand(st, 0)), len(hand(st, 1))
    st, _ = complete(st, "Toxic Horrors")
    st = resolve_chain(st)
    assert st.pending[0].kind == "qr_players_draw" and st.pending[0].max == 2
    st = resolve_chain(choose(st, *picks))
    assert (len(hand(st, 0)) - a, len(hand(st, 1)) - b) == (mine, theirs)


@pytest.mark.parametrize(("theirs", "drawn"), [(30, 1), (25, 0), (20, 0)])
def test_fall_of_the_betrayer_compares_printed_health(theirs, drawn):
    # WoW 702 / 709.3 / 201.3: draw only if the targeted opposing hero's printed health is more than your hero's
    st = start()
    set_health = {0: 25, 1: theirs}
    for p, health in set_health.items():  # test setup: the heroes' printed health
        cid = st.table.cards[st.heroes[p]].card_id
        st.cards[cid] = {**st.cards[cid], "health": health}
    st.table.cards[st.heroes[0]].damage = 0
    before = len(hand(st))
    st, _ = complete(st, "The Fall of the Betrayer")
    assert pending_ids(st) == {str(st.heroes[1])}  # an opposing hero only
    st = resolve_chain(choose(st, str(st.heroes[1])))
    assert len(hand(st)) == before + drawn


def test_fall_of_the_betrayer_ignores_modifiers():
    # WoW 201.3: printed health — damage on the heroes changes nothing
    st = start()
    for p, health in {0: 25, 1: 26}.items():
        cid = st.table.cards[st.heroes[p]].card_id
        st.cards[cid] = {**st.cards[cid], "health": health}
    st.table.cards[st.heroes[1]].damage = 10
    before = len(hand(st))
    st, _ = complete(st, "The Fall of the Betrayer")
    st = resolve_chain(choose(st, str(st.heroes[1])))
    assert len(hand(st)) == before + 1


@pytest.mark.parametrize(("first", "second", "differ"), [
    ("Frostbolt", "Piztog", True), ("Frostbolt", "Barkskin", False), ("Gorehowl", "Balanced Heartseeker", False)])
def test_cipher_of_damnation_both_or_neither(first, second, differ):
    # WoW 702 / 300.1c: different card types: both into hand; otherwise both on the bottom (two weapons: equipment both)
    st = start()
    b = on_top(st, 0, second)
    a = on_top(st, 0, first)
    before = len(hand(st))
    st, _ = complete(st, "The Cipher of Damnation")
    st = resolve_chain(st)
    if differ:
        assert {a, b} <= set(hand(st)) and len(hand(st)) == before + 2
    else:
        assert len(hand(st)) == before and set(st.table.zone(0, "deck")[-2:]) == {a, b}


def test_cipher_weapon_and_armor_are_both_equipment():
    # WoW 300.1: armor, items and weapons are all equipment: the same card type
    st = start()
    b = on_top(st, 0, "Gorehowl")
    a = on_top(st, 0, ARMOR)
    st, _ = complete(st, "The Cipher of Damnation")
    st = resolve_chain(st)
    assert set(st.table.zone(0, "deck")[-2:]) == {a, b}


@pytest.mark.parametrize("differ", [True, False])
def test_dying_balance_one_to_hand(differ):
    # WoW 702 / 300.1c: different card types: you put one into your hand, the other on the bottom; else both on the bottom
    st = start()
    b = on_top(st, 0, "Piztog" if differ else "Barkskin")
    a = on_top(st, 0, "Frostbolt")
    before = len(hand(st))
    st, _ = complete(st, "The Dying Balance")
    st = resolve_chain(st)
    if not differ:
        assert not st.pending and len(hand(st)) == before and set(st.table.zone(0, "deck")[-2:]) == {a, b}
        return
    assert st.pending[0].player == 0 and pending_ids(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    assert b in hand(st) and st.table.zone(0, "deck")[-1] == a


@pytest.mark.parametrize(("name", "rest"), [("The Princess Trapped", "deck"), ("Planning for the Future", "graveyard")])
def test_opponent_chooses_which_revealed_card_you_get(name, rest):
    # WoW 702 / 709.1: target opponent chooses one of the two revealed cards: it goes to your hand, the other to the
    # bottom of your deck (Princess Trapped) or into your graveyard (Planning for the Future)
    st = start()
    b = on_top(st, 0, "Piztog")
    a = on_top(st, 0, "Frostbolt")
    st, _ = complete(st, name)
    st = resolve_chain(st)
    assert st.pending[0].player == 1 and pending_ids(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    assert b in hand(st)
    assert st.table.cards[a].zone == rest
    if rest == "deck":
        assert st.table.zone(0, "deck")[-1] == a


# --- Ongoing abilities -------------------------------------------------------------------------------------

@pytest.mark.parametrize("attach", [True, False])
def test_incapacitate_attached_resource_cant_ready(attach):
    # WoW 103.2 / 501.1a: the attached (opposing) resource stays exhausted through its controller's ready step;
    # his other resources ready (the control case without Incapacitate: it readies)
    st = start({"auto_pass": False})
    theirs = resources(st, 1, 2)
    for uid in theirs:
        st.table.cards[uid].tapped = True
    if attach:
        st, card = play_real(st, "Incapacitate", 0, str(theirs[0]), pay=4)
        st = resolve_chain(st)
        assert st.table.cards[card].zone == "hero_row" and st.table.cards[card].attached_to == theirs[0]
    st = _advance(st, lambda s: s.active == 1 and s.step == "main")
    assert st.table.cards[theirs[0]].tapped is attach
    assert not st.table.cards[theirs[1]].tapped


# --- quest rewards played by engine.wow.reward_hand_choices --------------------------------------------------

@pytest.mark.parametrize("tauren", [False, True])
def test_poison_water_both_only_for_a_tauren(tauren):
    # WoW 707.1c: the third mode ("both") exists only while the hero is a Tauren
    st = start()
    if tauren:
        set_race(st, 0, "Tauren")
    st, _ = complete(st, "Poison Water")
    assert st.pending[0].kind == "mode" and len(st.pending[0].options) == (3 if tauren else 2)


@pytest.mark.parametrize(("mode", "shuffle", "drawn"), [(0, True, 0), (1, False, 1), (2, True, 1)])
def test_poison_water_each_mode(mode, shuffle, drawn):
    # WoW 702 / 709.1 / 415.3b: mode 0: the picked graveyard cards (any number, not all) go into the deck;
    # mode 1: draw a card; mode 2 (a Tauren hero): both
    st = start()
    set_race(st, 0, "Tauren")
    bolt = put_real(st, 0, "Frostbolt", "graveyard")
    piz = put_real(st, 0, "Piztog", "graveyard")
    before, deck = len(hand(st)), len(st.table.zone(0, "deck"))
    st, _ = complete(st, "Poison Water")
    st = resolve_chain(choose(st, str(mode)))
    if shuffle:
        assert st.pending[0].kind == "qr_graveyard_shuffle_any" and st.pending[0].min == 0
        assert pending_ids(st) == {str(bolt), str(piz)}
        st = resolve_chain(choose(st, str(bolt)))
    assert st.table.cards[bolt].zone == ("deck" if shuffle and bolt not in hand(st) else "hand" if shuffle else "graveyard")
    assert st.table.cards[piz].zone == "graveyard"
    assert len(hand(st)) == before + drawn
    assert len(st.table.zone(0, "deck")) == deck + shuffle - drawn


def test_poison_water_shuffle_none():
    # WoW 709.1: "any number" includes none: the graveyard stays as it is
    st = start()
    bolt = put_real(st, 0, "Frostbolt", "graveyard")
    st, _ = complete(st, "Poison Water")
    st = resolve_chain(choose(st, "0"))
    st = resolve_chain(choose(st))
    assert st.table.cards[bolt].zone == "graveyard" and not st.pending


def _sacrifices(ally_in_hand: bool):
    st = start()
    for uid in hand(st):  # test setup: a known hand
        st.table.zone(0, "hand").remove(uid)
        st.table.zone(0, "deck").append(uid)
        st.table.cards[uid].zone = "deck"
    for _ in range(3):
        on_top(st, 0, "Frostbolt")  # the three cards drawn
    if ally_in_hand:
        put_real(st, 0, "Piztog", "hand")
    st, _ = complete(st, "Sacrifices Must Be Made")
    return resolve_chain(st)


def test_sacrifices_discard_an_ally_instead_of_two():
    # WoW 702 / 709.3 / 415.9d: draw three, then discarding an ally card stops the two discards
    st = _sacrifices(ally_in_hand=True)
    assert len(hand(st)) == 4
    ids = pending_ids(st)
    assert "two" in ids and len(ids) == 2  # the one ally card, or two cards
    ally = int(next(i for i in ids if i != "two"))
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[ally].zone == "graveyard" and len(hand(st)) == 3


def test_sacrifices_discard_two_by_choice():
    # WoW 709.3: the player may discard two cards though he has an ally card
    st = _sacrifices(ally_in_hand=True)
    st = choose(st, "two")
    assert st.pending[0].kind == "qr_discard_two" and st.pending[0].min == 2
    picks = [str(u) for u in hand(st)[:2]]
    st = resolve_chain(choose(st, *picks))
    assert len(hand(st)) == 2 and all(st.table.cards[int(u)].zone == "graveyard" for u in picks)


def test_sacrifices_no_ally_discards_two():
    # WoW 709.3 / 415.9d: no ally card in hand: two cards are discarded (picked by their owner)
    st = _sacrifices(ally_in_hand=False)
    assert len(hand(st)) == 3 and st.pending[0].kind == "qr_discard_two"
    st = resolve_chain(choose(st, *[str(u) for u in hand(st)[:2]]))
    assert len(hand(st)) == 1 and len(st.table.zone(0, "graveyard")) == 2


# --- tokens removed at the start of your next turn (engine.wow.later_token_removal) ----------------------------

def _tokens(st, named: str) -> list[int]:
    return [u for u in st.table.zone(0, "allies") if st.cards[st.table.cards[u].card_id].get("name") == named]


@pytest.mark.parametrize(("name", "named", "n", "draw_each"), [("Tooga's Quest", "Tooga", 1, 2), ("An OOX of Your Own", "Mechanical Chicken", 3, 1)])
@pytest.mark.parametrize("lose_one", [False, True])
def test_tokens_removed_at_start_of_your_next_turn_draw(name, named, n, draw_each, lose_one):
    # WoW 702 / 404.2: the tokens come into play now; 415.9b: at the start of YOUR next turn (not the opponent's)
    # each one still in play is removed from the game (415.7) and draws you its cards ("if you do", 709.3);
    # a token that left play before ceased to exist (410.6d): no draw for it
    st = start({"auto_pass": False})
    st, _ = complete(st, name)
    st = resolve_chain(st)
    tokens = _tokens(st, named)
    assert len(tokens) == n and all(st.table.cards[u].flags.get("token") for u in tokens)
    if named == "Tooga":
        tok = st.cards[st.table.cards[tokens[0]].card_id]
        assert (tok["atk"], tok["health"]) == (1, 1) and "Unique" in tok["tags"] and "Turtle" in tok["tags"]
    if lose_one:
        from engine.wow.leaving_play import destroy

        destroy(st, tokens[0], None)
    st = _advance(st, lambda s: s.active == 1 and s.step == "main")
    assert len(_tokens(st, named)) == n - lose_one  # the opponent's turn: nothing removed
    before = len(hand(st, 0))
    st = _advance(st, lambda s: s.active == 0 and s.step == "main" and not s.chain and not s.triggers)
    assert _tokens(st, named) == []
    assert len(hand(st, 0)) == before + 1 + draw_each * (n - lose_one)  # the draw step's card plus the reward's


def test_lost_ringo_draws_at_the_start_of_your_turn():
    # WoW 702 / 404.2: a unique 0/1 Goblin token named Ringo; its power (EN 703, 501.2): at the start of your
    # turn (not the opponent's), draw a card
    st = start({"auto_pass": False})
    st, _ = complete(st, "Lost!")
    st = resolve_chain(st)
    (ringo,) = _tokens(st, "Ringo")
    tok = st.cards[st.table.cards[ringo].card_id]
    assert (tok["atk"], tok["health"]) == (0, 1) and "Unique" in tok["tags"] and "Goblin" in tok["tags"]
    before = len(hand(st, 0))
    st = _advance(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.triggers)
    assert len(hand(st, 0)) == before  # the opponent's turn: no draw
    st = _advance(st, lambda s: s.active == 0 and s.step == "main" and not s.chain and not s.triggers)
    assert len(hand(st, 0)) == before + 2  # the draw step's card plus Ringo's


@pytest.mark.parametrize("host", [1, 0])
def test_curse_of_tongues_attached_heros_controller_pays_one_more_for_abilities(host):
    # WoW 403.2: the controller of the attached hero (the opponent's or, cursed on your own hero, yours) pays 1
    # more to play abilities; his allies, and the other player's abilities, cost as printed
    from engine.wow import costs

    st = start()
    st, curse = play_real(st, "Curse of Tongues", 0, str(st.heroes[host]), pay=4)
    st = resolve_chain(st)
    assert st.table.cards[curse].attached_to == st.heroes[host]
    bolts = {p: put_real(st, p, "Frostbolt", "hand") for p in (0, 1)}  # an ability, cost 3
    piz = put_real(st, host, "Piztog", "hand")  # an ally, cost 1
    for p in (0, 1):
        assert costs.play_cost(st, p, bolts[p]) == (4 if p == host else 3)
    assert costs.play_cost(st, host, piz) == 1


def test_dousing_the_flames_chosen_characters_damage_is_unpreventable_this_turn():
    # WoW 702 / EN 709.1: the character is chosen (not targeted) among your own as the reward resolves;
    # EN 717: damage it deals this turn can't be prevented (Hardiness would prevent 1); others' damage still can
    from engine.wow.damage import deal

    from .helpers import put

    st = start({"auto_pass": False})
    ally, other = put(st, 0, "Iron Sentinel", "allies"), put(st, 0, "Mist Owl", "allies")
    guard = put(st, 1, "Stone Guardian", "allies")
    st, _ = complete(st, "Dousing the Flames of Protection")
    st = resolve_chain(st)
    assert st.pending[0].player == 0 and {str(ally), str(other), str(st.heroes[0])} <= pending_ids(st)
    assert str(guard) not in pending_ids(st)  # in your party only
    st = resolve_chain(choose(st, str(ally)))
    deal(st, other, guard, 2, "melee")
    assert st.table.cards[guard].damage == 1  # not chosen: Hardiness prevents 1
    deal(st, ally, guard, 2, "melee")
    assert st.table.cards[guard].damage == 3  # chosen: unpreventable
    st = _advance(st, lambda s: s.active == 1 and s.step == "main")
    st.table.cards[guard].damage = 0
    deal(st, ally, guard, 2, "melee")
    assert st.table.cards[guard].damage == 1  # this turn only


@pytest.mark.parametrize(("destroy_chosen", "same_turn", "drawn"), [(True, True, 1), (False, True, 0), (True, False, 0)])
def test_order_must_be_restored_draw_when_the_chosen_ally_dies_this_turn(destroy_chosen, same_turn, drawn):
    # WoW 702 / EN 709.1: the opponent picks one of his allies as it resolves; EN 703: when that ally (not another)
    # is destroyed this turn (not later), you draw a card
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    from .helpers import put

    st = start({"auto_pass": False})
    a, b = put(st, 1, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies")
    st, _ = complete(st, "Order Must Be Restored")
    st = resolve_chain(st)
    assert st.pending[0].player == 1 and pending_ids(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(a)))
    if not same_turn:
        st = _advance(st, lambda s: s.active == 1 and s.step == "main")
    before = len(hand(st, 0))
    procedure.event_triggers(st, destroy(st, a if destroy_chosen else b, EN("709.1")))
    st = resolve_chain(apply(st, "pass", st.priority))
    assert len(hand(st, 0)) == before + drawn


@pytest.mark.parametrize(("cookie", "discard"), [(True, True), (True, False), (False, False)])
def test_treats_for_great_father_winter(cookie, discard):
    # WoW 702: draw a card; 709.3: then you may discard a Gingerbread Cookie card — only if you do, search your deck
    # for a Feast of Winter Veil card (test setup: a deck card renamed so; none is in the pool) into your hand
    st = start({"auto_pass": False})
    feast = put_real(st, 0, "Frostbolt", "deck")
    cid = st.table.cards[feast].card_id
    st.cards[cid] = {**st.cards[cid], "name": "Feast of Winter Veil"}
    cake = put_real(st, 0, "Gingerbread Cookie", "hand") if cookie else None
    put_real(st, 0, "Piztog", "hand")  # another card: not offered
    before = len(hand(st))
    st, _ = complete(st, "Treats for Great-father Winter")
    st = resolve_chain(st)
    assert len(hand(st)) == before + 1  # the draw came first
    if cookie:
        assert st.pending[0].kind == "qr_may_discard_named" and pending_ids(st) == {str(cake), "decline"}
        st = choose(st, str(cake) if discard else "decline")
        if discard:
            assert st.pending[0].kind == "search" and str(feast) in pending_ids(st)
            st = choose(st, str(feast))
        st = resolve_chain(st)
        assert st.table.cards[cake].zone == ("graveyard" if discard else "hand")
    assert not st.pending
    assert (feast in hand(st)) is discard


def test_thick_as_thieves_stealth_allies_in_your_party_are_elusive_and_untargetable():
    # EN 714 / glossary: your allies with Stealth can't be attacked (Elusive) nor targeted by opponents
    # (Untargetable); your ally without Stealth and the opponent's Stealth ally are unchanged
    from engine.core.effects import Effect, Target
    from engine.wow import keywords as kw
    from engine.wow.combat import can_be_attacked
    from engine.wow.targets import legal_targets

    from .helpers import put

    st = start()
    automated("Thick as Thieves")
    thieves = put_real(st, 0, "Thick as Thieves", "hero_row")
    sneak, owl = put(st, 0, "Shade Stalker", "allies"), put(st, 0, "Wolfrider Scout", "allies")  # Stealth / none
    theirs = put(st, 1, "Shade Stalker", "allies")
    assert kw.has(st, sneak, "Elusive") and kw.has(st, sneak, "Untargetable")
    assert not kw.has(st, owl, "Elusive") and not kw.has(st, owl, "Untargetable")
    assert not kw.has(st, theirs, "Elusive") and not kw.has(st, theirs, "Untargetable")
    assert can_be_attacked(st, sneak, 1) is not None and can_be_attacked(st, owl, 1) is None
    shot = Effect("damage", 1, Target("chosen", {"types": ["ally"]}))
    assert sneak not in legal_targets(st, 1, shot, st.heroes[1]) and owl in legal_targets(st, 1, shot, st.heroes[1])
    assert sneak in legal_targets(st, 0, shot, thieves)  # Untargetable: by opponents only


@pytest.mark.parametrize(("name", "pay", "owner"), [("Piztog", 1, 0), ("Piztog", 1, None), ("Barkskin", 1, 0),
                                                     ("Balanced Heartseeker", 2, 0), ("Balanced Heartseeker", 2, None), ("Piztog", 1, 1)])
def test_barkskin_your_cards_cant_be_interrupted(name, pay, owner):
    # 103.2 over EN 711: with your Barkskin in play your ally, ability and equipment cards on the chain can't be
    # interrupted (the opponent's Nether Fissure can't be played on them); without it, or with the opponent's
    # Barkskin, the same card can
    from engine.core.rules import RulesError
    from engine.wow import targets

    st = start({"auto_pass": False})
    automated("Barkskin")
    if owner is not None:
        put_real(st, owner, "Barkskin", "hero_row")
    resources(st, 1, 4)
    fissure = put_real(st, 1, "Nether Fissure", "hand")  # the opponent can answer
    resources(st, 0, pay)
    card = put_real(st, 0, name, "hand")
    st = apply(st, "play", 0, uid=card, x=0)
    st = apply(st, "pass", 0)
    assert st.chain and st.priority == 1
    shielded = owner == 0
    assert (card in targets.interruptible(st, {"types": ["any"]}, -1)) is not shielded
    if shielded:
        with pytest.raises(RulesError):
            apply(st, "play", 1, uid=fissure, x=0)


@pytest.mark.parametrize("aura", [True, False])
def test_concentration_aura_your_abilities_are_instant_and_cant_be_interrupted(aura):
    # 409.1: with Concentration Aura your ability cards in hand may be played whenever you have priority (here on
    # the opponent's turn, over his ally); 103.2 over EN 711: they can't be interrupted; your ally cards stay slow
    from engine.core.rules import RulesError
    from engine.wow import targets

    st = start({"auto_pass": False})
    automated("Concentration Aura")
    if aura:
        put_real(st, 0, "Concentration Aura", "hero_row")
    st = _advance(st, lambda s: s.active == 1 and s.step == "main" and s.priority == 1)
    resources(st, 1, 1)
    theirs = put_real(st, 1, "Piztog", "hand")
    st = apply(st, "play", 1, uid=theirs, x=0)
    st = apply(st, "pass", 1)
    assert st.priority == 0 and st.chain
    resources(st, 0, 5)
    ability, ally = put_real(st, 0, "Wisdom", "hand"), put_real(st, 0, "Piztog", "hand")  # not printed instant
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=ally, x=0)
    if not aura:
        with pytest.raises(RulesError):
            apply(st, "play", 0, uid=ability, x=0)
        return
    st = apply(st, "play", 0, uid=ability, x=0)
    assert st.table.cards[ability].zone not in ("hand",)
    assert ability not in targets.interruptible(st, {"types": ["any"]}, -1)
    assert theirs in targets.interruptible(st, {"types": ["any"]}, -1)  # the opponent's cards can be
