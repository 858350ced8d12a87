"""Helper w31abB: ability, armor and quest cards of the round-2 manual slice, scripted in
``engine/wow/cards/scripts/w31abB.toml`` — each played with the real card of the pool and asserted on every clause
of its text.

Rule calls without a source (the rules document doesn't say):
- Run to Ground: "Allies in your party have +3 ATK …" gives the allies in your party as the trigger resolves
  (as Koth's "Allies in your party have +1 ATK while in combat with …", EN 714.1); "while attacking that character":
  the ally is the attacker (601.1) and that character the defender (602) of the combat now.
- Spark: "a card in play you control" includes your resources (face up or down) in the resource row (412) and your
  hero; only a ready one can be exhausted (411.1).
- Girdle of Razuvious: the weapon found is put into play, then its cost (printed, 201.3) is put on your hero as damage
  (405.3: no packet) — one resolution, the printed order of the two acts not observable between them; the cost bound
  counts the resources you control as you search (as Ancestral Awakening); nothing found: no damage.
- Death to the Traitor King: the declaration is part of the completion cost (702.1, 403.1), no target (706: an
  Untargetable card may be declared); the Assault is given to the heroes and allies you control as the reward
  resolves (714.1) and counts only while each attacks the declared card (601.1 / 602).
- All Things in Good Time: "equipment" is a weapon, armor or item card (304); the 8 is the resource part of that
  way of paying, so cost changes to completing quests apply to it.
- Culling the Damned: the cards are revealed as the cost is paid and stay in hand (known to every player, as other
  reveals); an "equipment" is a weapon, armor or item card (304).
- Upstanding Spaulders: with more than three exhausted resources that could ready, the player chooses which three
  ready (he must ready three: the ready step readies all it can, 501.1a); his other cards ready as usual.
- Legwraps of the Master Conjurer: the data splits the payment power after its cost (line 1 ends with it); the card
  removed face down is known to its owner only (415.7a); an empty hand pays "Discard your hand"; the armor destroyed for
  the cost still names the cards it removed (as Boat to Booty Bay).
"""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_whero_cards import _combat
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def _combat_by(st, player: int, attacker: int, defender: int):
    """``player`` attacks ``defender`` with ``attacker``; no protector; everyone passes until the combat ends.
    Returns the state and the packets dealt {(source, target): n}."""
    from engine.core import Action

    from .helpers import ENGINE

    dealt: dict[tuple[int, int], int] = {}

    def step(action):
        tr = ENGINE.apply(st, action)
        for e in tr.events:
            if e.kind == "damage":
                dealt[(e.data.get("source"), e.data["uid"])] = e.data["n"]
        return tr.state

    st = step(Action("attack", player, {"attacker": attacker, "defender": defender}))
    for _ in range(30):
        if st.pending and st.pending[0].kind == "protector":
            st = step(Action("choose", st.pending[0].player, {"picks": ["none"]}))
        elif (st.combat is None and not st.chain) or st.pending:
            break
        else:
            st = step(Action("pass", st.priority, {}))
    return st, dealt


def _start():
    from .helpers import start

    return start()


# --- Run to Ground (SOB-54): "+3 ATK while attacking that character this turn" (EN 714.1, 601–602) --------------------


def test_run_to_ground_allies_have_plus_3_atk_only_while_attacking_the_target():
    # WoW 703 / 714.1: "Ongoing: At the start of your turn, target an opposing hero or ally. Allies in your party have
    # +3 ATK while attacking that character this turn." — the Sentinel deals 4+3 to the target, 4 to the other ally;
    # defending against the target it has no bonus (not attacking, 601.1)
    automated("Run to Ground")
    st = _start()
    put_real(st, 0, "Run to Ground", "hero_row")
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # 4/4
    guardian = put(st, 1, "Stone Guardian", "allies")  # 3/6, Hardiness (1 of each packet prevented)
    hound = put(st, 1, "Loyal Hound", "allies")  # 2/2
    st = _next_turn(st)  # the opponent's turn: no trigger of yours
    st = _next_turn(st, {"target": [str(guardian)]})
    assert st.active == 0 and kw.atk(st, sentinel) == 4  # out of combat: unchanged
    st.active = st.priority = 1  # (test setup: the target attacks the Sentinel on the same turn)
    st, dealt = _combat_by(st, 1, guardian, sentinel)
    assert dealt[(sentinel, guardian)] == 3  # defending: 4 - 1 (Hardiness), no +3 (601.1: not the attacker)
    st.active = 0
    for uid in (sentinel, guardian):  # (test setup: ready and unhurt again)
        st.table.cards[uid].damage, st.table.cards[uid].tapped = 0, False
    st, dealt = _combat(st, sentinel, guardian)
    assert dealt[(sentinel, guardian)] == 6  # attacking the target: 4 + 3, 1 prevented
    st.table.cards[sentinel].tapped, st.table.cards[sentinel].damage = False, 0
    st, dealt = _combat(st, sentinel, hound)
    assert dealt[(sentinel, hound)] == 4  # another character: no +3


# --- Spark (ARC-65): a payment power of the hero this turn, paid by exhausting any card of yours in play -------------


def _hero_uses(st, player: int) -> list:
    from .helpers import ENGINE

    return [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args["uid"] == hero(st, player)]


def test_spark_hero_exhausts_any_card_in_play_to_deal_1_fire_damage_this_turn():
    # WoW 714.1 / 701: "This turn, your hero has Exhaust a card in play you control -> This hero deals 1 fire damage to
    # target hero or ally." — paid with a ready resource (412: a card in play), an ally or the hero itself; never an
    # exhausted card (411.1) or an opposing one; gone on the next turn (500.5)
    automated("Spark")
    st = _start()
    assert not _hero_uses(st, 0)
    paid = resources(st, 0, 4)
    card = put_real(st, 0, "Spark", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert st.table.cards[card].zone == "graveyard" and all(st.table.cards[u].tapped for u in paid)
    spare = put(st, 0, "Mist Owl", "resources")
    owl = put(st, 0, "Mist Owl", "allies")
    tired = put(st, 0, "Loyal Hound", "allies")
    st.table.cards[tired].tapped = True
    theirs = put(st, 1, "Loyal Hound", "allies")
    pays = {a.args["pay"][0] for a in _hero_uses(st, 0)}
    assert {spare, owl, hero(st, 0)} <= pays
    assert not pays & {tired, theirs, *paid}
    (use,) = [a for a in _hero_uses(st, 0) if a.args["pay"] == [spare]]
    st = apply(st, "power", 0, **use.args)
    st = resolve_chain(choose(st, str(theirs)) if st.pending else st)
    assert st.table.cards[spare].tapped  # the resource paid (403.1)
    assert st.table.cards[theirs].damage == 1 and not st.table.cards[hero(st, 0)].tapped
    assert {a.args["pay"][0] for a in _hero_uses(st, 0)} == {owl, hero(st, 0)}  # again, with another card
    st = _next_turn(st)
    assert not _hero_uses(st, 0) and not _hero_uses(st, 1)  # "this turn" (500.5)


# --- Girdle of Razuvious (NT-15): search, damage equal to the found card's cost, into play (413, 405.3) ---------------


def test_girdle_of_razuvious_finds_a_weapon_within_your_resources_and_puts_its_cost_on_your_hero():
    # WoW 703 / 413.1 / 405.3 / 710.1: "When this armor enters play, search your deck for a weapon with cost less than or
    # equal to the number of resources you control, put damage on your hero equal to its cost, and put into play." —
    # 5 resources: the 4-cost Hatchet is offered, the 7-cost Reaper and an ally are not; 4 damage on the hero
    automated("Girdle of Razuvious")
    st = _start()
    hatchet = put_real(st, 0, "Fel Iron Hatchet", "deck")  # cost 4
    reaper = put_real(st, 0, "Arcanite Reaper", "deck")  # cost 7
    ally = put(st, 0, "Mist Owl", "deck")
    resources(st, 0, 5)
    girdle = put_real(st, 0, "Girdle of Razuvious", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=girdle, x=0))
    assert st.table.cards[girdle].zone == "hero_row"
    ids = {o.id for o in st.pending[0].options}
    assert str(hatchet) in ids and not {str(reaper), str(ally)} & ids
    st = resolve_chain(choose(st, str(hatchet)))
    assert st.table.cards[hatchet].zone == "hero_row" and st.table.cards[hatchet].controller == 0  # 710.1
    assert st.table.cards[hero(st, 0)].damage == 4  # its cost, put on (405.3)
    assert st.table.cards[reaper].zone == "deck"


def test_girdle_of_razuvious_finding_nothing_puts_no_damage():
    # WoW 413.3: nothing found (the only weapon costs more than your 5 resources): no damage on your hero
    st = _start()
    put_real(st, 0, "Arcanite Reaper", "deck")
    resources(st, 0, 5)
    girdle = put_real(st, 0, "Girdle of Razuvious", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=girdle, x=0))
    while st.pending:
        st = resolve_chain(choose(st) if st.pending[0].min == 0 else choose(st, st.pending[0].options[0].id))
    assert st.table.cards[hero(st, 0)].damage == 0


# --- Death to the Traitor King (SW-249): a declared card, Assault 1 while attacking it (702.1, 714.1) -----------------


def test_death_to_the_traitor_king_declares_an_opposing_character_and_gives_assault_while_attacking_it():
    # WoW 702.1 / 403.1: "On your turn: Declare an opposing hero or ally the Traitor King this turn and pay 3 to complete
    # this quest." — only opposing heroes and allies may be declared; 702 / 714.1 / EN glossary Assault: "Reward: Draw a
    # card. Heroes and allies you control have Assault 1 while attacking the Traitor King this turn."
    from .helpers import ENGINE

    automated("Death to the Traitor King")
    st = _start()
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # 4/4
    hound = put(st, 1, "Loyal Hound", "allies")
    resources(st, 0, 3)
    quest = put_real(st, 0, "Death to the Traitor King", "resources", face_down=False)
    offered = [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == quest]
    assert {a.args["pay"][0] for a in offered} == {hound, hero(st, 1)}  # opposing ones only (not yours)
    king = hero(st, 1)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest, x=0, pay=[king]))
    assert st.table.cards[quest].face_down and len(st.table.zone(0, "hand")) == hand + 1
    assert "Assault" not in kw.keywords(st, sentinel) and kw.atk(st, sentinel) == 4  # not attacking
    st, dealt = _combat(st, sentinel, hound)
    assert dealt[(sentinel, hound)] == 4  # another character: no Assault
    st.table.cards[sentinel].tapped, st.table.cards[sentinel].damage = False, 0
    st, dealt = _combat(st, sentinel, king)
    assert dealt[(sentinel, king)] == 5  # attacking the Traitor King: Assault 1 (+1 ATK on your turn)
    st, dealt = _combat(st, hero(st, 0), king)
    assert dealt.get((hero(st, 0), king)) == 1  # your hero too (0 ATK + Assault 1)


def test_death_to_the_traitor_king_only_on_your_turn():
    # WoW 702.1: "On your turn:" — not offered on the opponent's turn
    from .helpers import ENGINE

    st = _start()
    resources(st, 0, 3)
    quest = put_real(st, 0, "Death to the Traitor King", "resources", face_down=False)
    put(st, 1, "Loyal Hound", "allies")
    assert any(a.type == "quest" and a.args["uid"] == quest for a in ENGINE.legal_actions(st, 0))
    st = _next_turn(st)
    assert st.active == 1
    assert not any(a.type == "quest" and a.args["uid"] == quest for a in ENGINE.legal_actions(st, 0))


# --- All Things in Good Time (ICE-207): "Pay 8 or discard an ability, ally, and equipment" (702.1, 403.1) ------------


def _quest_actions(st, quest: int) -> list:
    from .helpers import ENGINE

    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == quest and "as_resources" not in a.args]


def test_all_things_in_good_time_discards_one_ability_one_ally_and_one_equipment():
    # WoW 702.1 / 403.1: "Pay 8 or discard an ability, ally, and equipment to complete this quest." — with fewer than 8
    # ready resources only the discard is offered, one card of each kind (never two allies); 702: "Reward: Draw three cards."
    automated("All Things in Good Time")
    st = _start()
    bolt = put(st, 0, "Fire Bolt", "hand")  # ability
    owl = put(st, 0, "Mist Owl", "hand")  # ally
    hound = put(st, 0, "Loyal Hound", "hand")  # ally
    hatchet = put_real(st, 0, "Fel Iron Hatchet", "hand")  # weapon (equipment)
    resources(st, 0, 7)
    quest = put_real(st, 0, "All Things in Good Time", "resources", face_down=False)
    pays = [a.args.get("pay", []) for a in _quest_actions(st, quest)]
    assert [] not in pays  # no "pay 8" with 7 ready resources
    assert sorted([bolt, owl, hatchet]) in [sorted(x) for x in pays] and sorted([bolt, hound, hatchet]) in [sorted(x) for x in pays]
    kinds = {"ability": "ability", "ally": "ally", "weapon": "equipment", "armor": "equipment", "item": "equipment"}
    assert all(sorted(kinds[kw.data(st, u)["type"]] for u in x) == ["ability", "ally", "equipment"] for x in pays)
    assert not any({owl, hound} <= set(x) for x in pays)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest, pay=[bolt, owl, hatchet]))
    assert all(st.table.cards[u].zone == "graveyard" for u in (bolt, owl, hatchet))  # discarded (403.1)
    assert st.table.cards[quest].face_down and len(st.table.zone(0, "hand")) == hand - 3 + 3
    assert not any(st.table.cards[u].tapped for u in st.table.zone(0, "resources") if u != quest)  # no resource paid


def test_all_things_in_good_time_pays_8_instead():
    # WoW 702.1 / 403.1: the other way — 8 ready resources exhausted, nothing discarded; two allies never pay it
    from engine.core import RulesError

    st = _start()
    owl = put(st, 0, "Mist Owl", "hand")
    hound = put(st, 0, "Loyal Hound", "hand")
    bolt = put(st, 0, "Fire Bolt", "hand")
    paid = resources(st, 0, 8)
    quest = put_real(st, 0, "All Things in Good Time", "resources", face_down=False)
    offered = [a.args.get("pay") for a in _quest_actions(st, quest)]
    assert None in offered  # "pay 8" with 8 ready resources
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest, pay=[bolt, owl, hound])
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest))
    assert all(st.table.cards[u].tapped for u in paid) and len(st.table.zone(0, "hand")) == hand + 3


# --- Culling the Damned (SW-252): reveal any number of cards from your hand; a draw per kind revealed (702) ---------


@pytest.mark.parametrize("shown, draws", [("ability+ally+ally", 2), ("all three kinds", 3), ("none", 0)])
def test_culling_the_damned_draws_one_card_per_kind_revealed(shown, draws):
    # WoW 702.1 / 403.1: "Reveal any number of cards from your hand and pay 5 to complete this quest." — the named cards
    # are revealed to every player, the others stay hidden; 702 / 709.3: "Reward: If you revealed an ability, draw a
    # card. / If you revealed an ally, draw a card. / If you revealed an equipment, draw a card."
    automated("Culling the Damned")
    st = _start()
    bolt = put(st, 0, "Fire Bolt", "hand")  # ability
    owl = put(st, 0, "Mist Owl", "hand")  # ally
    hound = put(st, 0, "Loyal Hound", "hand")  # ally
    hatchet = put_real(st, 0, "Fel Iron Hatchet", "hand")  # equipment (weapon)
    paid = resources(st, 0, 5)
    quest = put_real(st, 0, "Culling the Damned", "resources", face_down=False)
    pay = {"ability+ally+ally": [bolt, owl, hound], "all three kinds": [bolt, owl, hatchet], "none": []}[shown]
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest, **({"pay": pay} if pay else {})))
    assert st.table.cards[quest].face_down and all(st.table.cards[u].tapped for u in paid)
    assert len(st.table.zone(0, "hand")) == hand + draws
    for uid in (bolt, owl, hound, hatchet):  # revealed cards are known to the opponent, the others not
        assert st.table.cards[uid].zone == "hand" and (1 in st.table.cards[uid].known_to) == (uid in pay)


def test_culling_the_damned_reveals_only_cards_in_your_hand():
    # WoW 403.1: a card not in your hand can't pay the reveal
    from engine.core import RulesError

    st = _start()
    resources(st, 0, 5)
    mine = put(st, 0, "Mist Owl", "allies")
    quest = put_real(st, 0, "Culling the Damned", "resources", face_down=False)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest, pay=[mine])


# --- Upstanding Spaulders (WG-179): no more than three resources ready in a ready step (501.1a, 103.2) ---------------


def test_upstanding_spaulders_each_player_readies_only_three_resources_of_his_choice():
    # WoW 501.1a / 103.2: "Each player can't ready more than three resources during his ready step." — the opponent
    # (each player) chooses three of his five exhausted resources; the other two stay exhausted; his ally readies as
    # usual; with two exhausted resources, both ready without a choice
    automated("Upstanding Spaulders")
    st = _start()
    put_real(st, 0, "Upstanding Spaulders", "hero_row")
    theirs = resources(st, 1, 5)
    ally = put(st, 1, "Mist Owl", "allies")
    for uid in (*theirs, ally):
        st.table.cards[uid].tapped = True
    asked = []

    def pick(pending):
        asked.append((pending.player, pending.min, pending.max, sorted(int(o.id) for o in pending.options)))
        return [str(u) for u in theirs[:3]]

    st = _next_turn(st, {"wd31_ready_cap": pick})
    assert st.active == 1 and asked == [(1, 3, 3, sorted(theirs))]
    assert [st.table.cards[u].tapped for u in theirs] == [False, False, False, True, True]
    assert not st.table.cards[ally].tapped  # only resources are capped
    mine = resources(st, 0, 2)
    for uid in mine:
        st.table.cards[uid].tapped = True
    st = _next_turn(st, {"wd31_ready_cap": pick})
    assert st.active == 0 and len(asked) == 1  # two: no choice
    assert not any(st.table.cards[u].tapped for u in mine)


# --- Legwraps of the Master Conjurer (BIC-3): top cards removed face down, then put into your hand (415.7a, 403.1) ----


def test_legwraps_remove_top_cards_face_down_then_discard_hand_and_destroy_to_take_them():
    # WoW 703 / 415.7a: "At the start of your turn, look at the top card of your deck and remove it from the game face
    # down." — known to you only; 701 / 403.1 / 415.2: "2, Discard your hand, destroy this armor. -> Put each card you
    # removed this way into your hand."
    from .helpers import ENGINE

    automated("Legwraps of the Master Conjurer")
    st = _start()
    legwraps = put_real(st, 0, "Legwraps of the Master Conjurer", "hero_row")
    gone = []
    for _ in range(2):
        st = _next_turn(st)  # the opponent's turn: nothing removed
        top = st.table.zone(0, "deck")[0]
        st = _next_turn(st)
        assert st.active == 0
        card = st.table.cards[top]
        assert card.zone == "removed" and card.face_down and card.known_to == [0]  # looked at by you only (415.7a)
        gone.append(top)
    assert st.table.cards[st.table.zone(1, "deck")[0]].zone == "deck"
    old_hand = list(st.table.zone(0, "hand"))
    assert old_hand
    resources(st, 0, 2)
    (use,) = [a for a in ENGINE.legal_actions(st, 0) if a.type == "power" and a.args["uid"] == legwraps and "as_resources" not in a.args]
    st = resolve_chain(apply(st, "power", 0, **use.args))
    assert st.table.cards[legwraps].zone == "graveyard"  # destroyed as a cost (403.1)
    assert all(st.table.cards[u].zone == "graveyard" for u in old_hand)  # the whole hand discarded (415.9d)
    assert sorted(st.table.zone(0, "hand")) == sorted(gone)  # the removed cards, back in hand (415.2)
