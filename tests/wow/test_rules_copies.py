"""Copies (WoW 402.1–402.3, scenario X5 Highborne Soul Mirror + Kor Cindervein)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.core.effects import Effect, Target
from engine.wow import counters, procedure
from engine.wow import keywords as kw
from engine.wow.cards.schema import make_card
from engine.wow.game import ENGINE
from engine.wow.rules import EN, R
from engine.wow.state import Link
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real


def test_x5_token_copy_has_printed_info_cost_zero_and_no_counters():
    # WoW 402.3 (scenario X5, printed under 403): a token copy of Kor Cindervein with two +1/+1
    # counters is a 3/3 token named Kor Cindervein, without the counters; its cost is 0 (201.4)
    st = start()
    st.cards["T-KOR"] = make_card(name="Test Kor Cindervein", type="ally", set="T", number=40, rarity="common", cost=3, atk=3,
                                  damage_type="melee", health=3, tags=["Dwarf", "Paladin"], faction="Alliance")
    kor = st.table.add("T-KOR", 0, "allies").uid
    counters.add_counters(st, kor, "+1/+1", 2)
    assert kw.atk(st, kor) == 5
    mirror = Link("power", 0, hero(st, 0), -1, targets=[kor], label="test")
    events = procedure.run_effects(st, mirror, [Effect("copy", 0, Target("chosen", {"types": ["ally"], "side": "friendly"}), zone="token")])
    token = events[-1].data["uid"]
    assert events[-1].rule == R("402.3")
    card = st.table.cards[token]
    assert card.flags.get("token") and card.counters == {} and token in st.table.zone(0, "allies")
    assert kw.name(st, token) == "Test Kor Cindervein" and (kw.atk(st, token), kw.health(st, token)) == (3, 3)
    assert kw.data(st, token)["cost"] == 0
    procedure.destroy(st, token, R("415.9c"))
    procedure.run_ppp(st)
    assert token not in st.table.cards  # 410.6d: a token outside play ceases to exist


def test_duplicate_of_a_card_on_the_chain():
    # WoW 402.1: a duplicate goes on the chain without being played, controlled by the player
    # who adds it (402.1a), with the original's targets (402.1b); it ceases to exist leaving the chain
    st = start({"auto_pass": False})
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")  # "Your hero deals 3 fire damage to target hero or ally."
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    events = procedure.run_effects(st, Link("power", 1, hero(st, 1), -1, targets=[bolt], label="test"),
                                   [Effect("copy", 0, Target("chosen", {"chain": True, "types": ["ability"]}))])
    assert events[-1].rule == R("402.1")
    top = st.chain[-1]
    assert top.kind == "copy" and top.controller == 1 and top.targets == [hero(st, 1)] and len(st.chain) == 2
    assert ENGINE.check_invariants(st) == []
    st = choose(st, "keep")  # 402.1c: P2 may choose new targets; keeps them
    for _ in range(6):
        if not st.chain:
            break
        st = apply(st, "pass", st.priority)
    assert st.table.cards[hero(st, 1)].damage == 6  # the duplicate and the card each dealt 3
    assert st.table.cards[bolt].zone == "graveyard" and not any(c.card_id.startswith("COPY") for c in st.table.cards.values())


def test_x2_a_gained_power_refers_to_its_new_card():
    # WoW 200.1a (scenario X2, Skullchewer + High Prophet Barim): a power copied to another card
    # refers to that card — "Barim has +2 ATK" on Skullchewer gives Skullchewer +2 ATK
    st = start()
    st.cards["T-BAR"] = make_card(name="Test Barim", type="ally", set="T", number=41, rarity="common", cost=4, atk=1,
                                  damage_type="shadow", health=4, text="Test Barim has +2 ATK.\nOther allies you control have +1 ATK.")
    st.cards["T-SKC"] = make_card(name="Test Skullchewer", type="ally", set="T", number=42, rarity="common", cost=3, atk=3,
                                  damage_type="melee", health=3, text="")
    barim = st.table.add("T-BAR", 1, "graveyard").uid
    chewer = st.table.add("T-SKC", 0, "allies").uid
    friend = put(st, 0, "Stone Guardian", "allies")  # 3 ATK
    assert (kw.atk(st, chewer), kw.atk(st, friend)) == (3, 3)
    st.table.move(barim, "removed")
    kw.gain_powers(st, chewer, barim)
    assert kw.atk(st, chewer) == 5 and kw.atk(st, friend) == 4  # its own +2 (self-reference), +1 to the others
    assert st.cards["T-SKC"]["text"] == ""  # the card data is never changed
    procedure.leave_play(st, chewer, "hand", R("415.9a"))
    assert kw.data(st, chewer)["text"] == ""  # a new card: the gained powers are gone


def test_402_1c_the_duplicates_controller_may_choose_new_targets():
    # WoW 402.1c: before the duplicate is added its controller may choose new legal targets
    st = start({"auto_pass": False})
    resources(st, 0, 2)
    bolt = put(st, 0, "Fire Bolt", "hand")
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    mine = put(st, 1, "Stone Guardian", "allies")
    procedure.run_effects(st, Link("power", 1, hero(st, 1), -1, targets=[bolt], label="test"),
                          [Effect("copy", 0, Target("chosen", {"chain": True, "types": ["ability"]}))])
    pend = st.pending[0]
    assert pend.player == 1 and pend.rule == R("402.1c") and {"keep", str(hero(st, 0))} <= {o.id for o in pend.options}
    st = choose(st, str(hero(st, 0)))
    assert st.chain[-1].targets == [hero(st, 0)] and st.chain[0].targets == [hero(st, 1)]  # the original keeps its own
    for _ in range(6):
        if not st.chain:
            break
        st = apply(st, "pass", st.priority)
    assert st.table.cards[hero(st, 0)].damage == 3 and st.table.cards[hero(st, 1)].damage == 3
    assert st.table.cards[mine].damage == 0


@needs(WOW_CARDS)
def test_402_2_an_ally_becomes_a_copy_of_another_this_turn():
    # WoW 402.2: Masquerade Gown "[Exhaust] -> Target ally in your party becomes a copy of a second
    # target ally in your party this turn." — printed information only; damage stays; ends with the turn
    automated("Masquerade Gown")
    st = start()
    gown = put_real(st, 0, "Masquerade Gown", "hero_row")
    hound, guardian = put(st, 0, "Loyal Hound", "allies"), put(st, 0, "Stone Guardian", "allies")
    st.table.cards[hound].damage = 1
    st = apply(st, "power", 0, uid=gown, power=0, x=0)
    assert str(hound) in [o.id for o in st.pending[0].options]
    st = choose(st, str(hound))
    assert str(hound) not in [o.id for o in st.pending[0].options]  # a second, different ally
    st = choose(st, str(guardian))
    for _ in range(4):
        if not st.chain:
            break
        st = apply(st, "pass", st.priority)
    assert kw.name(st, hound) == "Stone Guardian" and kw.atk(st, hound) == kw.atk(st, guardian) and kw.has(st, hound, "Protector")
    assert st.table.cards[hound].damage == 1 and st.table.cards[hound].card_id != st.table.cards[guardian].card_id
    for _ in range(40):
        if st.turn > 1:
            break
        pend = st.pending[0] if st.pending else None
        st = choose(st, *[o.id for o in pend.options[: pend.min or 1]]) if pend else apply(st, "pass", st.priority)
    assert kw.name(st, hound) == "Loyal Hound"


@needs(WOW_CARDS)
def test_a_second_target_needs_a_second_card():
    # EN 707.1d: "… becomes a copy of a second target ally in your party": with one ally the power can't be used
    st = start()
    gown = put_real(st, 0, "Masquerade Gown", "hero_row")
    put(st, 0, "Loyal Hound", "allies")
    with pytest.raises(RulesError) as err:
        apply(st, "power", 0, uid=gown, power=0, x=0)
    assert err.value.rule == EN("707.1d")
