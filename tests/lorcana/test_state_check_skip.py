"""The state checks ``flow.advance`` makes without looking for lethal damage (issue 21, apply round 4):
after a check that found no card that may have lethal damage, the agenda steps of
``flow.LETHAL_NEUTRAL`` (turn steps, a challenge's end) leave none (Lorcana 1.9.1.3), so the next check
asks only who won or lost (1.9.1.1-1.9.1.2). Compared with the long way state after state of random
games, and on effects that end at the end of a turn or in a Ready step, which may leave a card with
lethal damage."""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.lorcana import flow
from engine.lorcana.zones import lethal_candidates

from .helpers import ENGINE, FILLER, act, put, started
from .test_apply_shortcuts import _games


def test_skipped_lethal_checks_had_no_candidates(monkeypatch: pytest.MonkeyPatch) -> None:
    # Lorcana 1.9.1.3: a check that skips the lethal-damage part finds what the full one would: nothing
    real = flow.state_checks
    asked = [0, 0]

    def spy(st, events, clear=False):
        if clear:
            assert lethal_candidates(st) == []
        asked[clear] += 1
        return real(st, events, clear)

    monkeypatch.setattr(flow, "state_checks", spy)
    for _ in _games():
        pass
    assert asked[True] > 100 and asked[False] > 100


@pytest.mark.parametrize("duration, player", [("this_turn", 0), ("until_your_next_turn", 1)])
def test_a_willpower_effect_that_ends_leaves_lethal_damage(duration: str, player: int) -> None:
    # Lorcana 1.9.1.3 with 4.4.1.3 ("this turn" effects end) and 4.2.1.3 ("until the start of your next
    # turn" effects end in the Ready step): the card left with damage at least its willpower is banished
    # by the state check after that step, though the check before found nothing lethal
    st = started()
    uid = put(st, FILLER, player, damage=5)  # willpower 5
    st.modifiers.append(Modifier(uid, "willpower", 2, duration=duration, player=1, turn=st.turn, source=None))
    assert ENGINE.legal_actions(st, 0)
    st = act(st, "end_turn", 0)  # P2's (player 1's) turn begins: both effects have ended
    assert st.active == 1 and st.table.peek(uid).zone == "discard"
