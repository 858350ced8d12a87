"""Helpers for WoW TCG engine tests: a fixture game with hand-placed cards."""

from __future__ import annotations

from engine.core import Action
from engine.core.cards import CardPool
from engine.core.deck import Deck
from engine.wow.game import ENGINE, fixture_cards
from engine.wow.state import WowState

POOL = CardPool("wow", fixture_cards())


def cid(name: str) -> str:
    rec = POOL.find_name(name)
    assert rec is not None, name
    return rec.id


def deck(hero: str, filler: str = "Mist Owl", n: int = 60) -> Deck:
    main = [cid(filler)] * n
    return Deck(main=main, cards=POOL.data([*main, cid(hero)]), sections={"hero": [cid(hero)]})


def start(options: dict | None = None, hero0: str = "Korga Stormcaller", hero1: str = "Alia Dawnblade", filler: str = "Mist Owl") -> WowState:
    """A game where P1 (index 0) goes first, both keep, and turn 1's action phase has begun."""
    opts = {"first_player": 0, **(options or {})}
    st, _ = ENGINE.new_game(["A", "B"], [deck(hero0, filler), deck(hero1, filler)], 1, opts)
    st = choose(st, "keep")
    st = choose(st, "keep")
    while st.step != "main" and not st.pending:
        st = apply(st, "pass", st.priority)
    assert st.step == "main" and st.active == 0, (st.step, st.active)
    return st


def apply(st: WowState, type_: str, player: int, **args) -> WowState:
    return ENGINE.apply(st, Action(type_, player, args)).state


def choose(st: WowState, *picks: str) -> WowState:
    return ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": list(picks)})).state


def put(st: WowState, player: int, name: str, zone: str, *, fresh: bool = False, **attrs) -> int:
    """Add a card straight into a zone (test setup). Allies are not fresh unless asked."""
    card = st.table.add(cid(name), player, zone, **attrs)
    st.cards[card.card_id] = POOL.get(card.card_id).data
    st.table.learn_names({card.card_id: st.cards[card.card_id]})  # the log names it as printed (Table.card_name)
    card.entered_turn = st.turn if fresh else -1
    if zone == "resources":
        card.face_down = attrs.get("face_down", True)
        card.known_to = [player]
    return card.uid


def resources(st: WowState, player: int, n: int) -> list[int]:
    return [put(st, player, "Mist Owl", "resources") for _ in range(n)]


def resolve_chain(st: WowState) -> WowState:
    """Everyone passes until the chain is empty (answering nothing)."""
    for _ in range(50):
        if not st.chain or st.pending or st.over:
            return st
        st = apply(st, "pass", st.priority)
    return st


def hero(st: WowState, player: int) -> int:
    return st.heroes[player]


def labels(st: WowState, player: int) -> list[str]:
    return [a.label for a in ENGINE.legal_actions(st, player)]


def order_deck(st: WowState) -> WowState:
    """Answer each "order the cards going to your deck" choice (415.3c) keeping the offered order (the revealed
    order), then let the chain resolve."""
    for _ in range(20):
        if not (st.pending and st.pending[0].kind == "deck_order"):
            break
        st = choose(st, st.pending[0].options[0].id)
    return resolve_chain(st)
