"""Hidden information, checked on everything Discord delivered: a real Lorcana match with decks in
which every card has a unique random name (fixture card data copied under a token), so any
token of a card that was in Alice's hand and that the engine never let Bob see is a leak if it
reaches Bob in any message, embed, component or file (and the other way round).

What each player may legitimately know is taken from the engine itself: the match is replayed from
the store, and every view the engine gives that player, and every event it shows them, is read.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from typing import Any

import pytest

from bot.host.kits import GameKit
from bot.matches import deck_from_json
from engine import games
from engine.core import Action, Deck
from engine.core.cards import CardPool, CardRecord

from .conftest import Harness

pytestmark = pytest.mark.skipif("lorcana" not in games.available(), reason="the Lorcana engine is not there yet")

TOKEN = re.compile(r"ZQ[0-9a-f]{10}")
MOVES = 40
# alter a card at the mulligan, then ink one card a turn (a public reveal of a hand card: not a
# leak) and never play, so both hands keep cards the other player never sees
HOLD = "zq|ink|pass|end"


def token_kit(name: str) -> GameKit:
    """The real Lorcana engine and deck rules; decks are random legal decks whose 60 cards are
    renamed one by one to unique tokens."""
    from engine.lorcana import game as lorcana

    base = CardPool("lorcana", lorcana.fixture_cards())
    pool = CardPool("lorcana", list(base.by_id.values()))

    def token_deck(_pool: CardPool, rng: Any) -> Deck:
        deck = lorcana.random_deck(base, rng)
        main: list[str] = []
        for cid in deck.main:
            token = ""
            while not token or token in pool.by_id:  # from the match's seeded draws: E2E_SEED replays the names too
                token = f"ZQ{rng.randrange(16**10):010x}"
            data = copy.deepcopy(base.by_id[cid].data)
            data.update(id=token, name=token, version="", full_name=token, i18n={})
            pool.add(CardRecord(token, data, {"en": token}))
            main.append(token)
        return Deck(main=main, cards=pool.data(main), name="tokens")

    async def load(store: Any) -> CardPool:
        return pool

    return GameKit(name=name, title=lorcana.TITLE, engine=lorcana.ENGINE, parse_deck=lorcana.parse_deck,
                   random_deck=token_deck, load_pool=load)


@pytest.fixture
async def tokens(fake, tmp_path):
    h = Harness(fake, str(tmp_path / "bot.sqlite3"), real_games=True,
                bot_options={"game_names": ["lorcana"], "kits": token_kit})
    await h.start_bot()
    yield h
    await h.stop_bot()


def tokens_in(value: Any) -> set[str]:
    return set(TOKEN.findall(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)))


async def knowledge(h: Harness, match_id: int) -> tuple[dict[int, set[str]], dict[int, set[str]]]:
    """Per seat: the tokens the engine ever showed that seat (views and events), and the tokens
    of the cards that were ever in that seat's hand."""
    store = h.bot.host.store
    record = await store.get_match(match_id)
    engine = h.bot.host.kit("lorcana").engine
    seats = range(len(record.players))
    known: dict[int, set[str]] = {s: set() for s in seats}
    in_hand: dict[int, set[str]] = {s: set() for s in seats}

    def look(state: Any, events: list[Any]) -> None:
        for s in seats:
            known[s] |= tokens_in(engine.view(state, s))
            known[s] |= tokens_in([(e.line(), e.text) for e in events if e.seen_by(s)])
            in_hand[s] |= {state.cards[state.table.cards[u].card_id]["name"] for u in state.table.zone(s, "hand")}

    state, events = engine.new_game([p.name for p in record.players], [deck_from_json(d) for d in record.decks],
                                    record.seed, record.options)
    look(state, events)
    for rec in await store.actions(match_id):
        step = engine.apply(state, Action.from_json(rec.action))
        state = step.state
        look(state, step.events)
    return known, in_hand


async def test_no_player_ever_receives_a_card_name_from_the_other_hand(tokens: Harness):
    h, fake = tokens, tokens.fake
    match_id, thread_id = await h.start_match()
    board = h.board_messages(thread_id)[-1]
    for _ in range(MOVES):
        if "Match over" in board["content"]:
            break
        board = await h.step(thread_id, HOLD)
    assert await h.bot.host.service.verify(match_id)

    known, in_hand = await knowledge(h, match_id)
    users = {0: h.alice, 1: h.bob}
    for seat, user in users.items():
        other = 1 - seat
        secret = in_hand[other] - known[seat]
        assert secret, f"seat {other} never held a card seat {seat} could not see: the test proves nothing"
        received = fake.received_by(user)
        assert received
        for d in received:
            leaked = tokens_in(d.text()) & secret
            assert not leaked, f"{user.name} received {other}'s hidden cards {leaked} in message {d.message_id}"
            for name, data in d.files.items():
                assert not {t for t in secret if t.encode() in data}, f"{user.name} got a hidden name in {name}"
                kind, viewer = h.renderer.made[hashlib.sha256(data).hexdigest()]
                assert viewer in (None, seat), f"{user.name} received a {kind} image made for seat {viewer}"
        # hand cards are named in their owner's ephemeral messages (action labels), so a message
        # sent to the wrong player would carry them: the check above is not vacuous
        own = set().union(*(tokens_in(d.text()) for d in received if d.ephemeral_to == user.id))
        assert own & in_hand[seat], f"{user.name} never saw their own hand cards named"
