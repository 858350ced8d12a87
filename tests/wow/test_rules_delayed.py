"""Links acting on a card their cost/effect moved (WoW 415.9b, scenario X15 Cat Form)."""

from __future__ import annotations

from engine.core.effects import Effect
from engine.wow import procedure
from engine.wow.rules import R
from engine.wow.state import Link

from .helpers import apply, put, start

LATER = Effect("return_later", 0, None, zone="hand")


def _destroyed_form(st):
    """Cat Form (here: a fixture ability card) destroyed, its trigger paid: return it later."""
    form = put(st, 0, "Study the Scrolls", "graveyard")
    events = procedure.run_effects(st, Link("trigger", 0, form, -1, label="Cat Form"), [LATER])
    assert events[0].rule == R("415.9b")
    return form


def _to_end_of_next_turn(st, turns: int = 2):
    start_turn = st.turn
    for _ in range(40):
        if st.turn == start_turn + turns or st.over:
            break
        st = apply(st, "pass", st.priority) if not st.pending else st
        if st.pending:
            from engine.wow.game import ENGINE

            st = ENGINE.apply(st, ENGINE.legal_actions(st, st.pending[0].player)[0]).state
    return st


def test_x15_returns_if_it_stayed_in_the_graveyard():
    # WoW 415.9b (scenario X15): at the end of the next turn it returns from the graveyard to its
    # owner's hand, because it stayed there the whole time
    st = start({"auto_pass": False})
    form = _destroyed_form(st)
    st = _to_end_of_next_turn(st, 1)
    assert st.table.cards[form].zone == "graveyard"  # not at the end of this turn
    st = _to_end_of_next_turn(st, 1)
    assert st.table.cards[form].zone == "hand" and st.delayed == []


def test_x15_a_card_that_left_the_zone_is_not_returned():
    # WoW 415.9b, 415.9a: it left the graveyard (and came back): a new card, it stays where it is
    st = start({"auto_pass": False})
    form = _destroyed_form(st)
    from engine.core import effects

    evs = [effects.move(st.table, form, "removed", R("415.9a")), effects.move(st.table, form, "graveyard", R("415.9a"))]
    procedure.event_triggers(st, evs)
    assert st.delayed[0]["broken"]
    st = _to_end_of_next_turn(st)
    assert st.table.cards[form].zone == "graveyard"


def test_a_token_scheduled_to_return_that_ceased_to_exist_returns_nothing():
    # WoW 410.6d / 415.9b: "at the end of this turn, put it into its owner's hand" on a token that then
    # left play: it has ceased to exist, so nothing returns (random games crashed with KeyError here)
    from engine.wow.leaving_play import destroy
    from engine.wow.procedure import make_tokens

    st = start({"auto_pass": False})
    make_tokens(st, 0, {"name": "Wolf", "atk": 2, "damage_type": "melee", "health": 2, "keywords": []}, 1)
    wolf = st.table.zone(0, "allies")[-1]
    later = Effect("return_later", 0, None, zone="hand", duration="this_turn")
    events = procedure.run_effects(st, Link("trigger", 0, wolf, -1, label="Thrown"), [later])
    assert "Wolf returns" in events[0].text  # the log names the card, not its id
    destroy(st, wolf, R("415.9c"))
    st = _to_end_of_next_turn(st, 1)
    assert wolf not in st.table.cards and not st.over
