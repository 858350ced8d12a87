"""Authorization at the service and store level: non-players, spectators and players of other
matches can't act (or concede); a player can't act for the other seat; nobody's view shows another
player's hand; saved decks are per user. The Discord-level checks (interaction user vs. seat,
ephemeral hands, deck autocomplete) belong to the host and are listed in the report."""

from __future__ import annotations

import json

import pytest

from bot.bench.subjects import engine_for, subject
from bot.matches import MatchService, NotAPlayer
from bot.store import SavedDeck, Seat, SqliteStore
from engine.core import Action, Rng, RulesError

from .helpers import LeakScan, game_names, unique_deck

ANN, BO, CY, DEE = 11, 22, 33, 44  # CY and DEE play another match; 99 is a spectator


@pytest.mark.parametrize("name", game_names())
async def test_only_the_seated_player_acts(name, tmp_path, counts):
    sub = subject(name)
    svc = MatchService(await SqliteStore.open(tmp_path / "a.sqlite3"), engines=engine_for)
    rng = Rng.from_seed(4)
    tokens: dict[str, str] = {}
    ours = await svc.create(name, [Seat(ANN, "Ann"), Seat(BO, "Bo")], [unique_deck(d, rng, tokens) for d in sub.decks(rng)], 4,
                            options=sub.options)
    theirs = await svc.create(name, [Seat(CY, "Cy"), Seat(DEE, "Dee")], sub.decks(rng), 5, options=sub.options)
    mid = ours.record.id
    attempts = refused = 0
    for _ in range(12):
        live = await svc.load(mid)
        if live.state.over:
            break
        seat = live.engine.to_act(live.state)[0]
        legal = live.engine.legal_actions(live.state, seat)
        action = legal[0]
        owner = (ANN, BO)[seat]
        other = (ANN, BO)[1 - seat]
        for user in (99, CY, DEE, other):  # spectator, other match's players, the opponent as this seat
            attempts += 1
            with pytest.raises(NotAPlayer):
                await svc.act(mid, user, action, expected_seq=live.seq)
            refused += 1
        attempts += 1  # the opponent acting as themselves when it is not their decision
        with pytest.raises(RulesError):
            await svc.act(mid, other, Action(action.type, 1 - seat, action.args), expected_seq=live.seq)
        refused += 1
        for user in (99, CY):
            attempts += 1
            with pytest.raises(NotAPlayer):
                await svc.concede(mid, user)
            refused += 1
        # a player of another match can't use this match's action in theirs either
        attempts += 1
        with pytest.raises(NotAPlayer):
            await svc.act(theirs.record.id, owner, action)
        refused += 1
        await svc.act(mid, owner, action, expected_seq=live.seq)
    assert await svc.store.actions(theirs.record.id) == []
    # nobody but the owner sees a hand: the views of the spectator and the opponent carry no
    # card of a hand they don't own
    live = await svc.load(mid)
    scan = LeakScan(live.engine, 2)
    for viewer in (None, 0, 1):
        view = json.dumps(live.engine.view(live.state, viewer))
        for player in range(2):
            if viewer == player:
                continue
            for card in live.state.table.cards.values():
                if card.owner == player and card.zone == "hand" and not live.state.table.visible_to(card, viewer):
                    scan.artifacts += 1
                    assert card.card_id not in view, f"P{player + 1}'s hand card is in the view of {viewer}"
    await svc.store.close()
    counts(game=name, attempts=attempts, refused=refused, hand_cards_checked=scan.artifacts)


async def test_saved_decks_are_per_user(tmp_path, counts):
    store = await SqliteStore.open(tmp_path / "d.sqlite3")
    await store.save_deck(SavedDeck(ANN, "lorcana", "aggro", "4 A", {"main": ["a"]}))
    await store.save_deck(SavedDeck(BO, "lorcana", "aggro", "4 B", {"main": ["b"]}))
    checks = 0
    assert (await store.get_deck(ANN, "lorcana", "aggro")).list_text == "4 A"
    assert (await store.get_deck(BO, "lorcana", "aggro")).list_text == "4 B"
    assert await store.get_deck(CY, "lorcana", "aggro") is None
    assert [d.owner_id for d in await store.list_decks(ANN, "lorcana")] == [ANN]
    assert await store.list_decks(CY, "lorcana") == []
    assert not await store.delete_deck(CY, "lorcana", "aggro")  # someone else's deck: untouched
    assert await store.get_deck(ANN, "lorcana", "aggro") is not None
    assert await store.get_deck(ANN, "onepiece", "aggro") is None  # per game too
    checks += 8
    await store.close()
    counts(checks=checks)
