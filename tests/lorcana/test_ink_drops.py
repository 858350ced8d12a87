"""Issue 16, ink drops (set 14; engine.lorcana.ink_drops, cards.templates_ink_drops). No rules
document here defines them: the printed reminder text is the rule — "(Each ink drop may be
removed to pay 1 {I}.)" — cited as outside the seed documents. Every test plays real cards
(the pinned wheel) in an engine game."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import has, keyword_value
from engine.lorcana.ink_drops import REMINDER, drops
from engine.lorcana.play import ready_ink
from tests.lorcana.helpers import (
    ENGINE,
    FILLER,
    act,
    choose,
    custom,
    end_turn,
    ink_up,
    put,
    settle_mandatory,
    started,
)
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def play(st, full_name: str, player: int = 0):
    """Play the real card from hand paying ink; the state after its effects resolve, and the
    events of the play."""
    uid = put(st, card(full_name), player, "hand")
    res = ENGINE.apply(st, Action("play", player, {"uid": uid, "mode": "ink"}))
    return settle_mandatory(res.state), res.events


def with_drops(n_ready: int):
    """P1 with ``n_ready`` ready ink and 3 ink drops from Higitus Figitus ("Get 3 ink drops.",
    cost 6, paid from 6 ink cards that are then exerted)."""
    st = started()
    ink_up(st, 0, 6)
    st, _ = play(st, "Higitus Figitus")
    assert drops(st, 0) == 3 and not ready_ink(st, 0)
    ink_up(st, 0, n_ready)
    return st


def cost_card(cost: int) -> dict:
    return custom(f"T-cost{cost}", "Costly", cost=cost)


def test_get_ink_drops_from_a_real_action():
    st = started()
    ink_up(st, 0, 6)
    uid = put(st, card("Higitus Figitus"), 0, "hand")
    res = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    # the card's reminder text, outside the seed documents, is cited
    gained = [e for e in res.events if e.kind == "ink_drops"]
    assert gained and gained[-1].rule == REMINDER and REMINDER.outside
    assert drops(res.state, 0) == 3 and drops(res.state, 1) == 0


def test_each_player_gets_an_ink_drop_and_lore():
    """Port Authority: "Once during your turn, whenever a character moves here, each player gets 1
    ink drop and gains 1 lore." — the second move the same turn gives nothing (once)."""
    st = started()
    ink_up(st, 0, 4)
    loc = put(st, card("Port Authority - Center Hub"), 0)
    a, b = put(st, FILLER, 0), put(st, FILLER, 0)
    st = settle_mandatory(act(st, "move", uid=a, location=loc))
    assert [drops(st, 0), drops(st, 1)] == [1, 1] and st.lore == [1, 1]
    st = settle_mandatory(act(st, "move", uid=b, location=loc))
    assert [drops(st, 0), drops(st, 1)] == [1, 1] and st.lore == [1, 1]


def test_payment_exerts_ready_ink_first_then_removes_drops():
    # the reminder text: "Each ink drop may be removed to pay 1 {I}"; ready ink goes first
    st = with_drops(2)
    uid = put(st, cost_card(4), 0, "hand")
    res = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    assert not ready_ink(res.state, 0) and drops(res.state, 0) == 1
    removed = [e for e in res.events if e.kind == "ink_drops"]
    assert len(removed) == 1 and removed[0].data == {"removed": 2} and removed[0].rule == REMINDER
    assert res.state.table.cards[uid].zone == "play"


def test_drops_untouched_while_ready_ink_covers_the_cost():
    st = with_drops(4)
    st = act(st, "play", uid=put(st, cost_card(3), 0, "hand"), mode="ink")
    assert len(ready_ink(st, 0)) == 1 and drops(st, 0) == 3


def test_a_cost_payable_only_with_drops_becomes_legal():
    st = with_drops(1)
    uid = put(st, cost_card(4), 0, "hand")
    plays = [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == uid]
    assert plays and plays[0].args["mode"] == "ink"
    st.ink_drops[0] = 2  # 1 ready + 2 drops < 4: no longer offered
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == uid]


def test_refused_when_ink_and_drops_are_short():
    st = with_drops(1)
    uid = put(st, cost_card(5), 0, "hand")
    with pytest.raises(RulesError) as exc:  # Lorcana 4.3.4.6: the total cost must be paid
        ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    assert exc.value.rule.section == "4.3.4.6" and "1 ready ink + 3 ink drop(s) of 5" in str(exc.value)
    assert drops(st, 0) == 3 and st.table.cards[uid].zone == "hand"


def test_drops_persist_across_turns_and_both_players_see_them():
    st = with_drops(0)
    st = end_turn(end_turn(st))
    assert st.active == 0 and drops(st, 0) == 3  # nothing in the reminder text makes them expire
    for viewer in (0, 1, None):
        view = ENGINE.view(st, viewer)
        assert view["players"][0]["counters"]["ink_drops"] == 3
        assert view["players"][1]["counters"]["ink_drops"] == 0


def test_pay_ink_inside_an_effect_can_use_a_drop():
    """Arthur - Novice Blacksmith: "When you play this character, you may pay 1 {I} to get 1 ink
    drop." — with no ready ink left, a drop pays the 1 {I} (7.1.2.2) and another comes back."""
    st = started()
    ink_up(st, 0, 2)
    st.ink_drops = [1, 0]
    st, _ = play(st, "Arthur - Novice Blacksmith")
    assert st.pending and st.pending[0].kind == "may"
    st = settle_mandatory(choose(st, ["yes"]))
    assert drops(st, 0) == 1 and not ready_ink(st, 0)


def test_activated_ability_and_shift_trigger_with_drops():
    """Yama's "6 {I} — …" is paid with 4 ready ink and 2 drops; Merlin - Ink Drop Tinkerer gets 2
    drops when shifted ("If you used Shift to play him, get 2 ink drops instead")."""
    st = with_drops(4)
    yama = put(st, card("Yama - Notorious Criminal"), 0)
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == yama]
    assert acts
    st = ENGINE.apply(st, acts[0]).state
    assert not ready_ink(st, 0) and drops(st, 0) == 1
    st = started()
    ink_up(st, 0, 5)
    put(st, card("Merlin - Profoundly Curious"), 0)
    uid = put(st, card("Merlin - Ink Drop Tinkerer"), 0, "hand")
    onto = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == uid and a.args["mode"] == "shift")
    st = settle_mandatory(ENGINE.apply(st, onto).state)
    assert drops(st, 0) == 2


def test_while_you_have_an_ink_drop():
    """Madam Mim - Bauble Chaser: "While you have an ink drop, this character gains Evasive.";
    Sir Kay: "… gains Challenger +3." — on while P1 has a drop, off after it is spent."""
    st = started()
    mim, kay = put(st, card("Madam Mim - Bauble Chaser"), 0), put(st, card("Sir Kay - Determined to Win"), 0)
    assert not has(st, mim, "Evasive") and not keyword_value(st, kay, "Challenger")
    st.ink_drops = [1, 0]
    assert has(st, mim, "Evasive") and keyword_value(st, kay, "Challenger") == 3
    st = act(st, "play", uid=put(st, cost_card(1), 0, "hand"), mode="ink")  # the drop pays the 1 {I}
    assert drops(st, 0) == 0 and not has(st, mim, "Evasive")


def test_cant_quest_unless_you_got_an_ink_drop_this_turn():
    """Baloo - Delivery Pilot: "This character can't quest or challenge unless you got an ink drop
    this turn." — having drops from an earlier turn is not enough."""
    st = started()
    ink_up(st, 0, 6)
    baloo = put(st, card("Baloo - Delivery Pilot"), 0)
    st.ink_drops = [2, 0]
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == baloo]
    st, _ = play(st, "Higitus Figitus")
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == baloo]
    st = end_turn(end_turn(st))
    assert drops(st, 0) == 5 and not [a for a in ENGINE.legal_actions(st, 0) if a.type == "quest" and a.args["uid"] == baloo]


def test_you_and_another_chosen_player_each_get_one():
    """Molly Cunningham - Remembers to Share: "… you and another chosen player each get 1 ink
    drop." — with 3 players P1 chooses the other one (1.2.4); with 2 there is nothing to choose."""
    st = started(players=3)
    ink_up(st, 0, 3)
    uid = put(st, card("Molly Cunningham - Remembers to Share"), 0, "hand")
    st = settle_mandatory(act(st, "play", uid=uid, mode="ink"))
    assert st.pending and st.pending[0].kind == "player" and {o.id for o in st.pending[0].options} == {"1", "2"}
    st = settle_mandatory(choose(st, ["2"]))
    assert [drops(st, p) for p in range(3)] == [1, 0, 1]
    st = started()
    ink_up(st, 0, 3)
    st, _ = play(st, "Molly Cunningham - Remembers to Share")
    assert [drops(st, 0), drops(st, 1)] == [1, 1]


@pytest.mark.parametrize("with_a_drop", [False, True])
def test_if_you_removed_an_ink_drop_to_play_this_action(with_a_drop):
    """Jousting Match: "Deal 2 damage to chosen character. If you removed an ink drop to play this
    action, deal 5 damage instead." — 5 only when a drop paid part of its cost."""
    st = started()
    data = card("Jousting Match")
    ink_up(st, 0, int(data["cost"]) - (1 if with_a_drop else 0))
    st.ink_drops = [1, 0]
    target = put(st, custom("T-big", "Big", s=1, w=9), 1)
    st = act(st, "play", uid=put(st, data, 0, "hand"), mode="ink")
    st = settle_mandatory(choose(st, [target]) if st.pending and st.pending[0].kind == "target" else st)
    assert st.table.cards[target].damage == (5 if with_a_drop else 2)
    assert drops(st, 0) == (0 if with_a_drop else 1)


def test_if_you_removed_an_ink_drop_to_play_him():
    """Wasabi - Future Thinker: "When you play this character, if you removed an ink drop to play
    him, your other characters gain Resist +1 and Ward until the start of your next turn." — a
    drop paid this play; the next copy, paid with ink only, gives nothing."""
    st = started()
    data = card("Wasabi - Future Thinker")
    other = put(st, FILLER, 0)
    ink_up(st, 0, int(data["cost"]) - 1)
    st.ink_drops = [1, 0]
    st = settle_mandatory(act(st, "play", uid=put(st, data, 0, "hand"), mode="ink"))
    assert keyword_value(st, other, "Resist") == 1 and has(st, other, "Ward")
    st = started()
    other = put(st, FILLER, 0)
    ink_up(st, 0, int(data["cost"]))
    st.ink_drops = [1, 0]
    st = settle_mandatory(act(st, "play", uid=put(st, data, 0, "hand"), mode="ink"))
    assert not keyword_value(st, other, "Resist") and drops(st, 0) == 1


def test_mickey_best_in_town_adventurous_and_end_of_turn_drops():
    """Mickey Mouse - Best in Town: "Adventurous (This character can't challenge and must quest
    each turn if able.)" (reminder text: no rules document here defines it) and "At the end of
    your turn, if this character is exerted, each player gets 1 ink drop."."""
    st = started()
    mickey = put(st, card("Mickey Mouse - Best in Town"), 0)
    put(st, FILLER, 1, tapped=True)
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "challenge" and a.args["uid"] == mickey]
    with pytest.raises(RulesError):  # must quest if able: the turn can't end yet
        ENGINE.apply(st, Action("end_turn", 0, {}))
    st = act(st, "quest", uid=mickey)
    st = end_turn(st)
    assert [drops(st, 0), drops(st, 1)] == [1, 1]


def test_board_panel_lists_ink_drops():
    """The board drawing's info line shows a player's ink drops (only when they have some)."""
    from card_images.layout import Ctx
    from card_images.sections import lorcana

    st = with_drops(0)
    view = ENGINE.view(st, 1)
    ctx = Ctx(view, None, "en", "lorcana", None, None)  # type: ignore[arg-type]
    assert ("Ink drops", "3") in lorcana(ctx, 0, view["players"][0]).info
    assert all(label != "Ink drops" for label, _ in lorcana(ctx, 1, view["players"][1]).info)
