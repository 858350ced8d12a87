"""The WoW event scan of issue 21 reads the watchers of a card being played only when some card of
the match may have a power on it (``procedure._play_heard``: "When you play a card", "When you play
an ally / ability …", "When you play a Holy ability", ``match_triggers.hears``); such a power still
triggers (EN 703), and a match without one hears none."""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow import procedure

from .helpers import apply, put, resources, start


def _watcher(st, text: str) -> int:
    """A Mist Owl of P1's in play whose data has ``text`` instead of its own."""
    uid = put(st, 0, "Mist Owl", "allies")
    st.cards["test-play-watcher"] = {**kw.data(st, uid), "name": "Play Watcher", "text": text}
    st.table.cards[uid].card_id = "test-play-watcher"
    return uid


@pytest.mark.parametrize("text", ("When you play a card, draw a card.", "When you play an ally, draw a card.",
                                  "When you play an Owl ally, draw a card."))
def test_a_play_trigger_still_triggers(text: str) -> None:
    st = start()
    assert not procedure._play_heard(st, "ally")  # no card of the match has such a power
    watcher = _watcher(st, text)
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 5)
    assert procedure._play_heard(st, "ally")
    st = apply(st, "play", 0, uid=owl, x=0)
    assert watcher in [link.uid for link in (*st.chain, *st.triggers)] or st.pending[0].kind == "trigger_order"


def test_a_power_on_another_type_is_not_heard() -> None:
    st = start()
    _watcher(st, "When you play an ability, draw a card.")
    assert procedure._play_heard(st, "ability")
    assert not procedure._play_heard(st, "ally")
