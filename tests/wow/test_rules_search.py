"""Searching (413.1–413.3, scenario X13 Swiftshift). Swiftshift's power is test-local: the
effect shape the compiler is to emit for "Search your deck and/or graveyard for a Form, reveal
it, and put it into your hand." """

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.effects import Effect
from engine.wow import powers as wow_powers
from engine.wow.cards.compiler import Power
from engine.wow.cards.schema import make_card
from engine.wow.game import ENGINE
from engine.wow.rules import R

from .helpers import apply, choose, resolve_chain, start

SWIFTSHIFT = "Swiftshift"
TEXT = "Search your deck and/or graveyard for a Form, reveal it, and put it into your hand."


def _swap(monkeypatch, name: str, powers: tuple) -> None:
    import engine.wow.engine as wow_engine

    for mod in (wow_engine, wow_powers):  # the modules that read compiled powers
        real = mod.card_powers
        monkeypatch.setattr(mod, "card_powers", lambda d, real=real: powers if d.get("name") == name else real(d))


def _game(monkeypatch, flt: dict, zone: str = "deck,graveyard"):
    _swap(monkeypatch, SWIFTSHIFT, (Power("play", TEXT, [Effect("search", 1, zone=zone, condition={"filter": flt, "to": "hand"})]),))
    st = start({"auto_pass": False})
    st.cards["T-S"] = make_card(name=SWIFTSHIFT, type="ability", set="T", number=3, rarity="common", cost=0, instant=True,
                                classes=["Druid"], tags=["Feral"], text=TEXT)
    st.cards["T-F"] = make_card(name="Test Cat Form", type="ability", set="T", number=4, rarity="common", cost=2,
                                classes=["Druid"], tags=["Feral", "Form (1)"], text="Ongoing: (manual)")
    spell = st.table.add("T-S", 0, "hand").uid
    return st, spell


def _cast(st, spell):
    st = apply(st, "play", 0, uid=spell, x=0)
    return resolve_chain(st)


def test_x13_found_in_graveyard_no_deck_look_no_shuffle(monkeypatch):
    # WoW 413.2 (scenario X13): searching "deck or graveyard", a Form taken from the graveyard
    # needs no look at the deck, so the deck isn't shuffled; the card is revealed (413.1)
    st, spell = _game(monkeypatch, {"tag": "Form"})
    in_gy = st.table.add("T-F", 0, "graveyard").uid
    in_deck = st.table.add("T-F", 0, "deck", position=5).uid
    order = list(st.table.zone(0, "deck"))
    st = _cast(st, spell)
    p = st.pending[0]
    assert p.kind == "search" and p.player == 0 and {o.id for o in p.options} == {str(in_gy), "next"}
    assert ENGINE.view(st, 1)["pending"].get("options") is None  # the choice is the searcher's
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(in_gy)]}))
    st = res.state
    assert st.table.cards[in_gy].zone == "hand" and st.table.cards[in_deck].zone == "deck"
    assert st.table.zone(0, "deck") == order
    assert not any(e.kind == "shuffle" for e in res.events)
    assert any(e.kind == "reveal" and e.visible_to is None for e in res.events)


def test_deck_search_may_fail_then_the_deck_is_shuffled(monkeypatch):
    # WoW 413.3: a search of a hidden zone for a specific card may fail to find it;
    # WoW 413.2: the owner shuffles a searched deck
    st, spell = _game(monkeypatch, {"tag": "Form"})
    in_deck = st.table.add("T-F", 0, "deck").uid
    st = _cast(st, spell)
    p = st.pending[0]  # nothing in the graveyard: straight to the deck
    assert p.kind == "search" and p.min == 0 and [o.id for o in p.options] == [str(in_deck)] and p.rule == R("413.3")
    res = ENGINE.apply(st, Action("choose", 0, {"picks": []}))
    assert res.state.table.cards[in_deck].zone == "deck"
    assert [e.rule for e in res.events if e.kind == "shuffle"] == [R("413.2")]
    assert any(e.kind == "search" and e.rule == R("413.3") for e in res.events)


def test_deck_search_finds_reveals_and_shuffles(monkeypatch):
    # WoW 413.1–413.2: the found card is revealed and put into the hand; the deck is shuffled
    st, spell = _game(monkeypatch, {"tag": "Form"})
    st.table.add("T-F", 0, "graveyard")
    in_deck = st.table.add("T-F", 0, "deck").uid
    st = choose(_cast(st, spell), "next")
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(in_deck)]}))
    assert res.state.table.cards[in_deck].zone == "hand"
    kinds = [e.kind for e in res.events]
    assert "reveal" in kinds and "shuffle" in kinds
    assert not res.state.pending and not res.state.waiting


@pytest.mark.parametrize("deck_size", [60, 0])
def test_searching_for_a_card_cannot_fail_unless_empty(monkeypatch, deck_size):
    # WoW 413.3: searching for "a card" (no specific characteristics) can't fail while the zone has cards
    st, spell = _game(monkeypatch, {}, zone="deck")
    for uid in list(st.table.zone(0, "deck"))[deck_size:]:
        st.table.move(uid, "removed")
    st = _cast(st, spell)
    p = st.pending[0]
    assert p.kind == "search" and p.min == (1 if deck_size else 0)
    st = choose(st, *([p.options[0].id] if deck_size else []))
    assert not st.pending or st.pending[0].kind != "search"
