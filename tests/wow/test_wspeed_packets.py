"""The WoW damage and healing packets of issue 21 look at no card's continuous replacements or
preventions when no card in play has one of that kind (``damage``: ``keywords.sources_doing`` asked
first); one in play still changes the packet (408.2a, EN 716–717)."""

from __future__ import annotations

import pytest

from engine.wow import damage
from engine.wow import keywords as kw

from .helpers import hero, put, start


def _with_text(st, player: int, text: str) -> int:
    """A Mist Owl of ``player``'s in play whose data has ``text`` instead of its own."""
    uid = put(st, player, "Mist Owl", "allies")
    card_id = f"test-packet-{uid}"
    st.cards[card_id] = {**kw.data(st, uid), "name": f"Packet {uid}", "text": text}
    st.table.cards[uid].card_id = card_id
    return uid


@pytest.mark.parametrize(("texts", "dealt"), (
    ((), 3),
    ((("theirs", "If your hero would be dealt damage, prevent 1 of that damage."),), 2),
    ((("theirs", "Prevent all damage that would be dealt to your hero."),), 0),
    ((("mine", "If your hero would deal damage, it deals that much +1 instead."),), 4),
    ((("mine", "If your hero would deal damage, it deals double that much instead."),), 6),
    ((("theirs", "If your hero would be dealt damage, prevent 1 of that damage."),
      ("mine", "Damage that would be dealt is unpreventable.")), 3),
))
def test_a_continuous_power_changes_the_packet(texts: tuple, dealt: int) -> None:
    st = start()
    for side, text in texts:
        _with_text(st, 0 if side == "mine" else 1, text)
    damage.deal(st, hero(st, 0), hero(st, 1), 3, "fire")
    assert st.table.cards[hero(st, 1)].damage == dealt


@pytest.mark.parametrize(("text", "healed"), (("", 1), ("If your hero would heal damage, it heals that much +1 instead.", 2)))
def test_a_continuous_power_changes_the_healing(text: str, healed: int) -> None:
    st = start()
    if text:
        _with_text(st, 0, text)
    st.table.cards[hero(st, 0)].damage = 5
    damage.heal(st, hero(st, 0), 1, source=hero(st, 0))
    assert st.table.cards[hero(st, 0)].damage == 5 - healed
