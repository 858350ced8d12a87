"""Issue 21: the board's hot reads (``board.abilities``, ``name``, ``item_of``, slots) answer from
what is worked out once per card-data dict (``board.card_info``: card data never changes during a
match) and read the cards without copying them; they must answer as the plain way does on every
state of random games, and a remembered answer is used only for the very dict it was made from."""

from __future__ import annotations

from engine.core.cards import CardPool
from engine.mlp import board, game
from engine.mlp.cards.ability import TIMINGS
from engine.mlp.cards.compiler import compile_card
from engine.mlp.game import ENGINE
from engine.mlp.state import SLOTS

from ..random_play import random_states as states_of


def _states() -> list:
    pool = CardPool("mlp", game.fixture_cards())
    return states_of(ENGINE, lambda rng: [game.random_deck(pool, rng), game.random_deck(pool, rng)], 4, 150)


def _item_of(st, wearer):  # the plain way
    if wearer not in st.table.cards:
        return None
    card = st.table.peek(wearer)
    for zone in ("items", "processing"):
        for uid in st.table.zone(card.controller, zone):
            if st.table.peek(uid).attached_to == wearer:
                return uid
    return None


def _abilities(st, uid, timing):  # the plain way
    d = st.cards.get(st.table.peek(uid).card_id, {})
    out = [(i, a) for i, a in enumerate(compile_card(d).abilities) if a.timing == timing]
    item = _item_of(st, uid)
    if item is not None:
        granted = compile_card(st.cards.get(st.table.peek(item).card_id, {})).granted
        out += [(board.GRANTED + j, a) for j, a in enumerate(granted) if a.timing == timing]
    return out


def test_board_reads_answer_as_the_plain_way():
    worn = 0
    for st in _states():
        owned = dict.__len__(st.table.cards)
        for p in range(2):
            slots = [st.table.peek(u).flags.get("slot") for u in st.table.zone(p, "adventure")]
            assert board.empty_slots(st, p) == [s for s in range(SLOTS) if s not in slots]
            for s in range(SLOTS):
                assert board.at_slot(st, p, s) == next((u for u in st.table.zone(p, "adventure") if st.table.peek(u).flags.get("slot") == s), None)
        for uid, card in st.table.cards.peek_items():
            d = st.cards.get(card.card_id, {})
            assert board.name(st, uid) == str(d.get("full_name") or d.get("name") or card.card_id)
            assert board.item_of(st, uid) == _item_of(st, uid)
            worn += board.item_of(st, uid) is not None
            if card.zone in ("adventure", "scenes", "processing", "plans"):
                for timing in TIMINGS:
                    assert list(board.abilities(st, uid, timing)) == _abilities(st, uid, timing)
        assert dict.__len__(st.table.cards) == owned  # reading copied no card
    assert worn  # some items were worn, so granted abilities were read


def test_card_info_is_kept_for_its_own_dict_only():
    d = dict(game.fixture_cards()[0].data)
    info = board.card_info(d)
    assert board.card_info(d) is info
    other = dict(d)
    board._INFO[id(other)] = (d, info)  # as if ``other`` had the id of a dict no longer alive
    assert board.card_info(other) is not info
    assert board.card_info(other).compiled == compile_card(other)
