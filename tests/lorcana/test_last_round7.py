"""Round 7, the last manual Lorcana printings: Lorcast printings the registry has under the same
number that lost a glyph take the registry's words (engine/lorcana/cards/typography.py
``REWORDED``): The Great Illuminary - Abandoned Laboratory P3-19. Each card is played from the real card data in an engine game, every clause checked."""

from __future__ import annotations

from functools import lru_cache

from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards
from engine.lorcana.cards.schema import normalize_symbols
from engine.lorcana.cards.typography import REWORDED, registry_spelling
from engine.lorcana.characteristics import abilities
from engine.lorcana.game import ENGINE
from tests.lorcana.helpers import act, custom, put, started
from tests.lorcana.real import LORCAST, needs_lorcast, registry_cards


@lru_cache(maxsize=1)
def _lorcast() -> dict[str, dict]:
    return {rec.data["id"]: rec.data for rec in import_cards(str(LORCAST)).cards}


def lorcast(card_id: str) -> dict:
    """One Lorcast printing (by id), automated."""
    data = _lorcast()[card_id]
    assert compiler.is_automated(data), card_id
    return dict(data)


def _activations(st, uid: int, player: int = 0) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "activate" and a.args["uid"] == uid]


def test_great_illuminary_promo_is_reworded_and_nothing_else_by_id():
    # Lorcana 1.1.6 / 6.2.1: the same printed card; REWORDED names the reviewed printing (a glyph Lorcast lost)
    assert "P3-19" in REWORDED
    reg = {"P3-19": ("Lab - X", "Characters gain “{E} — Draw a card” while here.")}
    assert registry_spelling("P3-19", "Lab - X", "Characters gain “ — Draw a card” while here.", reg) == reg["P3-19"][1]
    assert registry_spelling("P3-19", "Lab - Y", "Characters gain “ — Draw a card” while here.", reg) != reg["P3-19"][1]  # another card


@needs_lorcast
def test_great_illuminary_promo_p3_19_gives_characters_here_exert_draw():
    # the Lorcast P3-19 prints “ — Draw a card” (the {E} lost): the registry's words; Lorcana 7.6.4 ("while here", 4.3.7)
    data = lorcast("P3-19")
    assert data["text"] == normalize_symbols(registry_cards()["The Great Illuminary - Abandoned Laboratory"]["text"])
    assert "{E}" in data["text"]
    st = started()
    lab = put(st, data, 0)
    here = put(st, custom("H1", "Here"), 0)
    away = put(st, custom("A1", "Away"), 0)
    st.table.cards[here].flags["at"] = lab
    assert _activations(st, away) == []  # not here: no such ability
    assert any(getattr(a, "origin", None) for a in abilities(st, here))
    [use] = _activations(st, here)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "activate", 0, **use.args)
    # 7.5.3.2 / 5.1.1: {E} exerts the character; then it draws 1 card
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[here].tapped
    assert _activations(st, here) == []  # exerted: {E} can't be paid again (7.5.3.2)
