"""Branch lfix: when a "once" triggered ability counts as used, and the "may" of a discard that can't
happen. Real cards from the pinned registry data (tests/lorcana/real.py)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.rules import RulesError
from tests.lorcana.helpers import (
    ENGINE,
    FILLER,
    act,
    choose,
    custom,
    end_turn,
    hand,
    ink_up,
    play,
    put,
    settle,
    started,
)
from tests.lorcana.real import registry

ABBY = "Abby Park - Over the Top"
KRONK = "Kronk - Laid Back"
MAGICA = "Magica De Spell - Cruel Sorceress"


def song(cid: str) -> dict:
    return custom(cid, f"Song {cid}", "Gain 1 lore.", card_type="Action", cost=1, subtypes=["Song"])


def play_song(st, cid: str):
    st, _ = play(st, song(cid))
    return settle(st)


# --- "Once during your turn": used when it resolves, not when it triggers ---------------------------------


def test_declined_once_per_turn_may_triggers_again_the_same_turn_and_the_accepted_one_is_used():
    # Comprehensive Rules 2.2.0 6.1.13.2 (outside the seed documents): a "once" ability "checks to see if it
    # has fully resolved previously"; 2.2.0 6.1.4 / seed 7.1.3: a declined "may" resolves with no effect and "no part
    # of the 'you may' sentence is performed" (nor its "if you do", 7.1.2.2) — so declining leaves it unused
    st = started()
    abby = put(st, registry(ABBY), 0, tapped=True)
    st = play_song(st, "S1")
    assert st.pending and st.pending[0].kind == "may"
    st = settle(choose(st, ["no"]))  # declined: Abby stays exerted, no "can't quest"
    assert st.table.cards[abby].tapped
    st = play_song(st, "S2")  # the same turn: it triggers again (2.2.0 6.1.13.2)
    assert st.pending and st.pending[0].kind == "may"
    st = settle(choose(st, ["yes"]))
    assert not st.table.cards[abby].tapped  # readied; "If you do, she can't quest or challenge" (7.1.2.2)
    with pytest.raises(RulesError):
        act(st, "quest", uid=abby)
    st.table.cards[abby].tapped = True
    st = play_song(st, "S3")  # resolved once this turn: no more this turn (2.2.0 6.1.13.2)
    assert not st.pending and st.table.cards[abby].tapped


def test_once_per_turn_used_is_available_again_next_turn():
    # 2.2.0 6.1.13.2: "once during your turn" counts per turn
    st = started()
    abby = put(st, registry(ABBY), 0, tapped=True)
    st = settle(choose(play_song(st, "S1"), ["yes"]))
    assert not st.table.cards[abby].tapped
    st = end_turn(end_turn(st))
    st.table.cards[abby].tapped = True
    st = play_song(st, "S2")
    assert st.pending and st.pending[0].kind == "may"
    st = settle(choose(st, ["yes"]))
    assert not st.table.cards[abby].tapped


def test_used_up_once_ability_is_not_bagged_the_counter_is_per_card_ability():
    # 2.2.0 6.1.13.2: resolved already this turn → it would resolve with no effect (so it is not bagged);
    # "each ability checks independently": a second Abby still resolves
    from engine.lorcana.characteristics import abilities
    from engine.lorcana.triggers import once_left

    st = started()
    abby = put(st, registry(ABBY), 0, tapped=True)
    other = put(st, registry(ABBY), 0, tapped=True)
    st = play_song(st, "S1")
    while st.pending and st.pending[0].kind == "may":
        st = settle(choose(st, ["yes"]))
    assert not st.table.cards[abby].tapped and not st.table.cards[other].tapped
    ab = next(a for a in abilities(st, abby) if a.kind == "triggered")
    assert not once_left(st, abby, ab) and not once_left(st, other, ab)
    st.table.cards[abby].tapped = st.table.cards[other].tapped = True
    st = play_song(st, "S2")
    assert not st.pending


# --- "you may discard …. If you do, …" when the discard can't happen ---------------------------------------


def _hercules_position(protector: str | None):
    """P1's main phase: ``protector`` in play, 2 more cards in hand, 1 card in the discard."""
    st = started()
    me = st.active
    if protector:
        put(st, registry(protector), me)
    for _ in range(2):
        put(st, FILLER, me, "hand")
    put(st, FILLER, me, "discard")
    return st, me


def test_kronk_you_may_discard_your_hand_if_you_do_is_not_asked():
    # Hercules - Young Rescuer: "you may discard your hand. If you do, return a card from your discard to your
    # hand". Kronk: "If an effect would cause you to discard one or more cards, you don't discard": the discard
    # would be replaced by nothing (7.7.5), so its "if you do" can't happen either (7.1.2.2; 2.2.0 6.1.5.1,
    # outside the seed documents) — the pointless "may" is not asked and the reason is logged
    st, me = _hercules_position(KRONK)
    before, discard = hand(st, me), len(st.table.zone(me, "discard"))
    data = registry("Hercules - Young Rescuer")
    ink_up(st, me, int(data["cost"]))
    uid = put(st, data, me, "hand")
    res = ENGINE.apply(st, Action("play", me, {"uid": uid, "mode": "ink"}))
    st = settle(res.state)
    assert not st.pending  # no "may" asked
    assert hand(st, me) == before and len(st.table.zone(me, "discard")) == discard
    why = [e for e in res.events if e.kind == "decline"]
    assert why and why[0].rule.section == "7.7.5" and "Kronk" in why[0].text


def test_kronk_rapunzel_may_choose_and_discard_if_you_do_is_not_asked():
    # Rapunzel - Tower Defender: "you may choose and discard a card. If you do, return chosen character to their
    # player's hand": replaced discard (7.7.5), no "if you do" (7.1.2.2): nothing asked, nothing returned
    st, me = _hercules_position(KRONK)
    foe = put(st, FILLER, 1 - me)
    before = hand(st, me)
    st, _ = play(st, registry("Rapunzel - Tower Defender"), me)
    st = settle(st)
    assert not st.pending
    assert st.table.cards[foe].zone == "play" and hand(st, me) == before


def test_without_kronk_the_may_is_asked_and_if_you_do_happens():
    # control: 7.1.3 "may" asked; yes → the hand discarded and a card returned (7.1.2.2 "if you do")
    st, me = _hercules_position(None)
    st, _ = play(st, registry("Hercules - Young Rescuer"), me)
    st = settle(st)
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    while st.pending and st.pending[0].kind != "may":
        st = choose(st, [st.pending[0].options[0].id])
    assert hand(st, me) == 1


def test_magica_protects_only_in_opponents_turns_so_her_own_turn_asks():
    # Magica De Spell - Cruel Sorceress: "During opponents' turns, … you don't discard": on her player's own
    # turn the discard can happen, so the "may" is asked (7.1.3)
    st, me = _hercules_position(MAGICA)
    st, _ = play(st, registry("Rapunzel - Tower Defender"), me)
    st = settle(st)
    assert st.pending and st.pending[0].kind == "may"


def test_the_first_time_is_the_event_so_declining_it_still_uses_it():
    # Seven Dwarfs' Mine - Secure Fortress: "During your turn, the first time you move a character here, you may
    # deal 1 damage …" (2.2.0 6.2.2, outside the seed documents: "The first time" is the trigger condition): the
    # second move is not "the first time", whatever was answered (engine.lorcana.triggers.first_time)
    st = started()
    loc = put(st, registry("Seven Dwarfs' Mine - Secure Fortress"), 0)
    ink_up(st, 0, 4)
    a = put(st, custom("A1", "Walker"), 0)
    b = put(st, custom("B1", "Runner"), 0)
    foe = put(st, custom("F1", "Foe", w=9), 1)
    st = act(st, "move", uid=a, location=loc)
    assert st.pending and st.pending[0].kind == "may"
    st = settle(choose(st, ["no"]))
    st = act(st, "move", uid=b, location=loc)
    assert not st.pending and st.table.cards[foe].damage == 0
