"""Authorization through Discord (the e2e fake and the in-process bot, tiny game behind the Lorcana
cog): non-players, spectators and players of another match can't act — hand buttons, action
buttons, action selects, page and claim buttons, ``act`` (typed and autocompleted), ``concede``
(in the thread and by number) — and never receive a hand; nobody can use or see another user's
saved decks (``deck show/delete/list``, their autocomplete, ``play deck:``, the accept-time deck
select). Every refusal leaves the store unchanged."""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable
from typing import Any

import discord
import pytest
import yarl

from bot.i18n import t
from tests.e2e.conftest import ALPHA_LIST, Harness
from tests.e2e.fake_discord import FakeDiscord, FakeUser

LANGS = ("en", "ja")  # Bob's Discord is in Japanese
NOT_A_PLAYER = tuple(t("not_a_player", lang) for lang in LANGS)
SPECTATOR = tuple(t("spectator_no_hand", lang) for lang in LANGS)
NO_SUCH_DECK = tuple(t("no_such_deck", lang, name="secret") for lang in LANGS)


@pytest.fixture
async def h(monkeypatch, tmp_path):
    fake = FakeDiscord()
    await fake.start()
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))
    harness = Harness(fake, str(tmp_path / "bot.sqlite3"))
    await harness.start_bot()
    yield harness
    await harness.stop_bot()
    await fake.stop()


class Tally:
    def __init__(self, h: Harness) -> None:
        self.h = h
        self.attempts = 0

    async def store_rows(self) -> tuple[Any, ...]:
        store = self.h.bot.host.store
        out = []
        for status in ("pending", "active", "finished", "declined"):
            for r in await store.matches_with_status(status):
                out.append((r.id, r.status, r.last_seq, len(await store.actions(r.id))))
        return tuple(sorted(out))

    async def answer(self, send: Awaitable[Any]) -> tuple[Any, dict[str, Any]]:
        """Send an interaction; its visible answer: the (deferred) reply, or for a component
        deferred as an update, the followup it sent (a new ephemeral message)."""
        fake = self.h.fake
        before = set(fake.messages)
        rec = await send
        await fake.answered(rec)
        if rec.callback["type"] == 6:
            def followup() -> dict[str, Any] | None:
                new = [m for mid, m in fake.messages.items() if mid not in before
                       and fake.message_meta[mid]["ephemeral_to"] == rec.user.id and not m["flags"] & 128]
                return new[-1] if new else None
            return rec, await fake.until(followup, what="the followup")
        return rec, await self.h.reply_to(rec)

    async def refused(self, send: Awaitable[Any], expect: tuple[str, ...]) -> dict[str, Any]:
        """The interaction is answered with ``expect`` (only to its user) and nothing is stored."""
        before = await self.store_rows()
        rec, reply = await self.answer(send)
        self.attempts += 1
        assert any(e in reply["content"] for e in expect), reply["content"]
        assert self.h.fake.message_meta[int(reply["id"])]["ephemeral_to"] == rec.user.id
        assert not reply["attachments"], f"a refusal carried files: {reply['attachments']}"
        assert not [c for c in self.h.fake.custom_ids(reply) if c.startswith(("tcg:a:", "tcg:s:"))]
        assert await self.store_rows() == before
        return reply


def inject(fake: FakeDiscord, channel_id: int, component: dict[str, Any]) -> int:
    """A copy of a bot message in ``channel_id`` carrying ``component`` (as a player's hand would),
    so an outsider can "use" it: the custom id is all a forged interaction needs."""
    template = next(m for m in fake.messages.values() if m["author"]["id"] == str(fake.APP_ID))
    mid = fake.new_id()
    fake.messages[mid] = {**template, "id": str(mid), "channel_id": str(channel_id), "content": "", "flags": 0,
                          "attachments": [], "embeds": [], "components": [{"type": 1, "components": [component]}]}
    fake.message_meta[mid] = {"ephemeral_to": None, "files": {}}
    return mid


def inject_select(fake: FakeDiscord, channel_id: int, custom_id: str, values: list[str]) -> int:
    return inject(fake, channel_id, {"type": 3, "custom_id": custom_id, "min_values": 1, "max_values": 1,
                                     "options": [{"label": v, "value": v} for v in values]})


def inject_button(fake: FakeDiscord, channel_id: int, custom_id: str) -> int:
    return inject(fake, channel_id, {"type": 2, "style": 1, "label": "x", "custom_id": custom_id})


async def test_outsiders_cannot_act_or_see_hands(h: Harness, counts):
    fake = h.fake
    dave, eve = fake.add_user("dave"), fake.add_user("eve")  # dave plays match B with carol; eve only watches
    a_id, a_thread = await h.start_match()  # alice vs bob
    opts = {"opponent": dave}
    challenge = await h.reply_to(await fake.slash(h.carol, "lorcana play", **opts))
    accept = next(c for c in fake.custom_ids(challenge) if c.endswith(":y"))
    b_id = int(accept.split(":")[2])
    await fake.click(dave, int(challenge["id"]), accept)
    await fake.until(lambda: len(fake.threads()) == 2, what="match B's thread")
    b_thread = int(fake.threads()[-1]["id"])
    await fake.until(lambda: h.board_messages(b_thread), what="match B's board")
    tally = Tally(h)

    board = h.board_messages(a_thread)[-1]
    actor = h.next_actor(board)
    assert actor in (h.alice, h.bob)
    hand = await h.open_hand(actor, board)
    action_ids = [c for c in fake.custom_ids(hand) if c.startswith("tcg:a:")]
    assert action_ids
    live = await h.bot.host.service.load(a_id)
    outsiders: list[FakeUser] = [h.carol, dave, eve]
    hand_id = next(c for c in fake.custom_ids(board) if c.startswith("tcg:hand:"))
    for user in outsiders:
        await tally.refused(fake.click(user, int(board["id"]), hand_id), SPECTATOR)
        for cid in action_ids:  # the actor's own buttons, pressed by someone else
            await tally.refused(fake.click(user, int(hand["id"]), cid), NOT_A_PLAYER)
        select = inject_select(fake, a_thread, f"tcg:s:{a_id}:{live.seq}:0", ["0", "1"])
        await tally.refused(fake.click(user, select, f"tcg:s:{a_id}:{live.seq}:0", ["0"]), NOT_A_PLAYER)
        for cid in (f"tcg:p:{a_id}:{live.seq}:1", f"tcg:claim:{a_id}:{live.seq}"):
            await tally.refused(fake.click(user, inject_button(fake, a_thread, cid), cid), NOT_A_PLAYER)
        # typed: by position, by label (autocomplete offers them nothing), concede here and by number
        await tally.refused(fake.slash(user, "lorcana act", channel_id=a_thread, action=f"{live.seq}:0"), NOT_A_PLAYER)
        assert await fake.autocomplete(user, "lorcana act", "action", channel_id=a_thread, action="") == []
        await tally.refused(fake.slash(user, "lorcana act", channel_id=a_thread, action="pass"), NOT_A_PLAYER)
        await tally.refused(fake.slash(user, "lorcana concede", channel_id=a_thread), NOT_A_PLAYER)
        await tally.refused(fake.slash(user, "lorcana concede", match=a_id), NOT_A_PLAYER)
    # the players of match A can't act in match B either (its buttons, act, concede by number)
    b_board = h.board_messages(b_thread)[-1]
    b_actor = h.next_actor(b_board)
    b_hand = await h.open_hand(b_actor, b_board)
    b_live = await h.bot.host.service.load(b_id)
    for user in (h.alice, h.bob):
        for cid in [c for c in fake.custom_ids(b_hand) if c.startswith("tcg:a:")]:
            await tally.refused(fake.click(user, int(b_hand["id"]), cid), NOT_A_PLAYER)
        await tally.refused(fake.click(user, int(b_board["id"]), hand_id.replace(str(a_id), str(b_id))), SPECTATOR)
        await tally.refused(fake.slash(user, "lorcana act", channel_id=b_thread, action=f"{b_live.seq}:0"), NOT_A_PLAYER)
        await tally.refused(fake.slash(user, "lorcana concede", match=b_id), NOT_A_PLAYER)
    # the opponent pressing the actor's buttons acts for nobody: refused (the seat is the clicker's)
    other = h.bob if actor is h.alice else h.alice
    before = await tally.store_rows()
    for cid in action_ids:
        _, reply = await tally.answer(fake.click(other, int(hand["id"]), cid))
        tally.attempts += 1
        assert fake.message_meta[int(reply["id"])]["ephemeral_to"] == other.id
        assert await tally.store_rows() == before, f"{other.name} pressed {actor.name}'s button and it acted"
    # spectators' status shows the public board only
    status = await h.reply_to(await fake.slash(eve, "lorcana status", channel_id=a_thread))
    assert all(h.renderer.made[hashlib.sha256(f).hexdigest()] == ("board", None) for f in fake.files_of(int(status["id"])).values())

    # nothing any outsider received shows a hand of match A: no hand image in the thread or in
    # any ephemeral answer (Carol and Dave's own hands of match B, headed "#B", are theirs to see)
    deliveries = 0
    for user in outsiders:
        for d in fake.received_by(user):
            if d.channel_id == b_thread or (d.ephemeral_to == user.id and f"#{b_id}" in d.content):
                continue
            deliveries += 1
            for data in d.files.values():
                kind, viewer = h.renderer.made[hashlib.sha256(data).hexdigest()]
                assert viewer is None, f"{user.name} received a {kind} image of seat {viewer}: {d.content[:100]!r}"
    assert eve.id not in fake.thread_members[a_thread] and h.carol.id not in fake.thread_members[a_thread]
    assert len(await h.bot.host.store.actions(b_id)) == 0
    counts(refusals=tally.attempts, outsiders=len(outsiders), deliveries_scanned=deliveries)


async def test_saved_decks_are_private_through_discord(h: Harness, counts):
    fake = h.fake
    await h.save_deck(h.alice, "secret", ALPHA_LIST)
    await h.save_deck(h.bob, "mine", ALPHA_LIST)
    checks = 0
    store = h.bot.host.store

    # show / delete / list by someone else
    show = await h.reply_to(await fake.slash(h.carol, "lorcana deck show", name="secret"))
    assert show["content"] in NO_SUCH_DECK and "Alpha" not in show["content"]
    gone = await h.reply_to(await fake.slash(h.carol, "lorcana deck delete", name="secret"))
    assert gone["content"] in NO_SUCH_DECK
    assert await store.get_deck(h.alice.id, "lorcana", "secret") is not None
    listing = await h.reply_to(await fake.slash(h.carol, "lorcana deck list"))
    assert "secret" not in listing["content"] and "mine" not in listing["content"]
    checks += 4
    # autocomplete offers only the caller's decks
    for path, option in (("lorcana deck show", "name"), ("lorcana deck delete", "name"), ("lorcana play", "deck")):
        extra = {"opponent": h.alice} if path.endswith("play") else {}
        names = [c["name"] for c in await fake.autocomplete(h.bob, path, option, **extra, **{option: ""})]
        assert names == ["mine"], (path, names)
        assert await fake.autocomplete(h.carol, path, option, **extra, **{option: "sec"}) == []
        checks += 2
    # play deck: another user's deck name is not found; no challenge is made
    before = len(await store.matches_with_status("pending"))
    refused = await h.reply_to(await fake.slash(h.bob, "lorcana play", opponent=h.carol, deck="secret"))
    assert refused["content"] in NO_SUCH_DECK
    assert fake.message_meta[int(refused["id"])]["ephemeral_to"] == h.bob.id
    assert len(await store.matches_with_status("pending")) == before
    checks += 2
    # the accept-time deck select: a forged value naming Alice's deck is refused for Bob
    match_id, challenge, accept = await h.challenge(h.bob)
    picker = await h.reply_to(await fake.click(h.bob, int(challenge["id"]), accept))
    select = picker["components"][0]["components"][0]
    assert [o["value"] for o in select["options"]] == ["n:mine", "r"]
    forged = inject_select(fake, fake.CHANNEL_ID, select["custom_id"], ["n:secret"])
    rec = await fake.click(h.bob, forged, select["custom_id"], ["n:secret"])
    await fake.answered(rec)
    await fake.until(lambda: fake.messages[forged]["content"] in NO_SUCH_DECK, what="the refusal")
    record = await store.get_match(match_id)
    assert record.status == "pending" and record.decks[1] == {}
    # someone not invited can't accept with their deck either
    stranger = await fake.click(h.carol, int(picker["id"]), select["custom_id"], ["n:mine"])
    await fake.answered(stranger)
    assert (await store.get_match(match_id)).decks[1] == {}
    checks += 3
    counts(checks=checks)
