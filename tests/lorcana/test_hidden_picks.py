"""Cards chosen in a hand are named only to the player who chose them (Lorcana 8.3.2: the hand is a private zone)."""

from __future__ import annotations

from engine.core import Action
from engine.lorcana.game import ENGINE
from tests.lorcana.helpers import custom, hand, play, put, started
from tests.lorcana.real import registry


def test_hypnotic_deduction_puts_back_two_cards_only_their_owner_sees_which():
    # Lorcana 8.3.2, 8.2.2: "Draw 3 cards, then put 2 cards from your hand on the top of your deck in any order":
    # everyone learns that two cards went back, only their owner learns which
    st = started()
    secrets = [put(st, custom(f"T-{i}", f"Secret Plan {i}", card_type="Action", s=None, w=None), 0, "hand") for i in (1, 2)]
    before = hand(st, 0)
    st, _ = play(st, registry("Hypnotic Deduction"))
    assert hand(st, 0) == before + 3 and st.pending and st.pending[0].player == 0
    step = ENGINE.apply(st, Action("choose", 0, {"picks": [str(u) for u in secrets]}))
    told = {v: "\n".join(e.text for e in step.events if e.seen_by(v)) for v in (None, 0, 1)}
    assert "P1 chooses 2 cards from their hand" in told[None] and told[None] == told[1]
    assert "Secret Plan" not in told[None]
    assert "Secret Plan 1" in told[0] and "Secret Plan 2" in told[0]
    assert set(step.state.table.zone(0, "deck")) >= set(secrets)
