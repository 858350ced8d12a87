"""Bad input through Discord: hypothesis-generated slash-command arguments (deck names and lists —
pasted in the modal or attached as a file —, rules queries, card names, ``act`` strings, match
numbers, autocomplete text; huge, binary-ish, unicode, injection-like) sent as INTERACTION_CREATE
through the e2e fake to the real bot with every available game's cog.

For every interaction: the bot answers (a callback, and a deferred "thinking…" is always replaced),
never with the "Something went wrong" apology, and logs no error; the database is byte-for-byte
unchanged unless the reply says the input was accepted (deck saved/deleted, challenge posted,
action done), and an accepted deck is stored exactly as sent."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.i18n import t
from engine import games
from engine.core import Rng
from engine.core.cards import CardPool
from tests.e2e.fake_discord import EPHEMERAL, LOADING, FakeAttachment

from .discord_bg import BackgroundBot
from .test_bad_input import INJECTIONS

GAMES = games.available()
pytestmark = pytest.mark.skipif(not GAMES, reason="no game engine yet")
MAX_INT = 2**53  # Discord's range for an integer option
SETTINGS = settings(deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.large_base_example, HealthCheck.function_scoped_fixture])


# the inputs are sent by Alice and Carol, whose Discord is in English
SAVED = t("deck_saved", "en", name="\0", count=0).split("\0")[0]
DELETED = t("deck_deleted", "en", name="\0").split("\0")[0]
DONE = (t("done", "en", label=""), t("done", "ja", label=""))
APOLOGY = (t("internal_error", "en"), t("internal_error", "ja"))


def valid_list(game: str, seed: int) -> str:
    from collections import Counter as C

    module = games.load(game)
    pool = CardPool(game, module.fixture_cards())
    deck = module.random_deck(pool, Rng.from_seed(seed))
    ids = [*deck.main, *(c for cards in deck.sections.values() for c in cards)]
    return "\n".join(f"{n} {pool.by_id[cid].names.get('en') or next(iter(pool.by_id[cid].names.values()))}"
                     for cid, n in C(ids).items())


def card_names(game: str) -> list[str]:
    pool = CardPool(game, games.load(game).fixture_cards())
    return sorted({n for rec in pool.by_id.values() for n in rec.names.values()})[:30] or ["x"]


short = st.one_of(
    st.text(min_size=1, max_size=100),
    st.sampled_from(INJECTIONS),
    st.binary(min_size=1, max_size=100).map(lambda b: b.decode("latin-1")),
    st.builds(lambda s, n: (s * n)[:6000], st.sampled_from(INJECTIONS), st.integers(1, 600)),
    st.sampled_from(["pass", "1", "0:0", "999999:0", "0:999999", "-1:-1", ":", "1:2:3", " ", "§1.1", "1.1", "..", "*"]),
)


@st.composite
def deck_lists(draw, game: str) -> str:
    names = card_names(game)
    line = st.one_of(st.builds(lambda c, n, inj: f"{c} {n}{inj}", st.integers(-3, 99), st.sampled_from(names),
                               st.sampled_from(["", *INJECTIONS])), short)
    return draw(st.one_of(
        st.lists(line, max_size=40).map("\n".join),
        st.integers(0, 10**6).map(lambda s: valid_list(game, s)),
        st.builds(lambda n: "A" * n, st.integers(3000, 4000)),
    ))


@st.composite
def commands(draw) -> tuple[str, str, dict[str, Any]]:
    game = draw(st.sampled_from(GAMES))
    kind = draw(st.sampled_from(["deck_modal", "deck_file", "deck_show", "deck_delete", "rules", "card", "act",
                                 "act_outside", "concede", "status", "play", "history", "autocomplete"]))
    name = draw(st.one_of(short, st.sampled_from(["main", " main ", "Main", "main" * 30])))
    args: dict[str, Any] = {"name": name}
    if kind == "deck_modal":
        args["list"] = draw(deck_lists(game))[:4000]  # the modal's max_length
    elif kind == "deck_file":
        args["data"] = draw(st.one_of(
            deck_lists(game).map(lambda s: s.encode("utf-8")),
            st.binary(max_size=2000),
            st.builds(lambda s: "\ufeff".encode() + s.encode("utf-16"), deck_lists(game)),
            st.builds(lambda n: b"4 x\n" * n, st.integers(250_001, 260_000)),  # over 1 MB: too big
            st.builds(lambda n: b"A" * n, st.integers(200_000, 999_999)),
        ))
    elif kind in ("rules", "card", "act", "act_outside"):
        args["text"] = draw(short)
        args["lang"] = draw(st.sampled_from([None, "en", "ja", "zh"]))
    elif kind in ("concede", "status"):
        args["match"] = draw(st.one_of(st.integers(-MAX_INT, MAX_INT), st.integers(-2, 12)))
    elif kind == "autocomplete":
        args["which"] = draw(st.sampled_from(["card name", "rules query", "act action", "deck show name", "play deck"]))
        args["text"] = draw(short)
    return game, kind, args


class Driver:
    def __init__(self, bg: BackgroundBot) -> None:
        self.bg, self.h, self.fake = bg, bg.h, bg.fake
        self.threads: dict[str, int] = {}
        self.seen: Counter[str] = Counter()
        self.dirty = False

    async def answer(self, rec: Any, timeout: float = 20) -> dict[str, Any]:
        """The bot's visible answer (a deferred reply replaced by its followup)."""
        await self.fake.answered(rec, timeout)
        assert rec.callback["type"] in (4, 5, 6, 7, 9), rec.callback
        return await self.h.reply_to(rec, timeout)

    async def run(self, game: str, kind: str, args: dict[str, Any]) -> None:
        h, fake = self.h, self.fake
        alice, carol = h.alice, h.carol
        if kind in ("act", "concede", "status", "autocomplete"):
            await self.thread(game)  # started before the digest: its writes are not the input's
        before = await self.settled() if self.dirty else self.bg.digest()
        self.dirty = False
        accepted = False
        if kind == "deck_modal":
            rec = await fake.slash(alice, f"{game} deck save", name=args["name"])
            await fake.answered(rec, 10)
            assert rec.callback["type"] == 9, rec.callback
            reply = await self.answer(await fake.submit_modal(alice, rec.callback["data"]["custom_id"], {"list": args["list"]}))
            accepted = await self.saved(game, args["name"], args["list"], reply)
        elif kind == "deck_file":
            rec = await fake.slash(alice, f"{game} deck save", name=args["name"],
                                   file=FakeAttachment("deck.txt", args["data"]))
            reply = await self.answer(rec)
            text = args["data"].decode("utf-8-sig", "replace")
            accepted = await self.saved(game, args["name"], text, reply)
        elif kind in ("deck_show", "deck_delete"):
            reply = await self.answer(await fake.slash(alice, f"{game} deck {kind[5:]}", name=args["name"]))
            accepted = kind == "deck_delete" and reply["content"].startswith(DELETED)
        elif kind == "rules":
            opts = {"query": args["text"], **({"lang": args["lang"]} if args["lang"] else {})}
            reply = await self.answer(await fake.slash(carol, f"{game} rules", **opts))
        elif kind == "card":
            reply = await self.answer(await fake.slash(carol, f"{game} card", name=args["text"]))
        elif kind in ("act", "act_outside"):
            where = await self.thread(game) if kind == "act" else fake.CHANNEL_ID
            user = alice if args["lang"] in (None, "en") else carol
            reply = await self.answer(await fake.slash(user, f"{game} act", channel_id=where, action=args["text"]))
            accepted = reply["content"].startswith(DONE)
        elif kind in ("concede", "status"):
            where = await self.thread(game)
            reply = await self.answer(await fake.slash(carol, f"{game} {kind}", channel_id=where, match=args["match"]))
        elif kind == "play":
            reply = await self.answer(await fake.slash(alice, f"{game} play", opponent=h.bob, deck=args["name"]))
            accepted = not fake.message_meta[int(reply["id"])]["ephemeral_to"]  # the public challenge
        elif kind == "history":
            # an option named "user" clashes with ``FakeDiscord.slash(user, …)``: the same steps by hand
            payload, rec = fake._base_interaction(carol, 2, fake.CHANNEL_ID,
                                                  fake._command_data(f"{game} history", {"user": h.bob}))
            await fake._send("INTERACTION_CREATE", payload)
            reply = await self.answer(rec)
        else:
            path, option = args["which"].rsplit(" ", 1)
            where = await self.thread(game)
            choices = await fake.autocomplete(alice, f"{game} {path}", option, channel_id=where, **{option: args["text"]})
            assert len(choices) <= 25 and all(1 <= len(c["name"]) <= 100 and len(str(c["value"])) <= 100 for c in choices), choices
            reply = {"content": f"{len(choices)} choices", "flags": EPHEMERAL}
        self.seen[kind] += 1
        assert reply["content"].strip() or reply.get("attachments") or reply.get("embeds"), f"{kind}: an empty reply"
        assert not reply["content"].startswith(APOLOGY), f"{kind} {args!r:.300}: {reply['content']}"
        assert not reply.get("flags", 0) & LOADING, f"{kind}: left on thinking…"
        if not accepted:
            assert self.bg.digest() == before, f"{kind} {args!r:.300} was refused ({reply['content'][:200]!r}) but wrote to the store"
        else:
            self.seen[f"{kind}_accepted"] += 1
            self.dirty = True

    async def settled(self) -> str:
        """The digest once no write lands for 50 ms (``play`` stores the challenge message's id
        after replying, so an accepted input may write a little after its answer)."""
        digest = self.bg.digest()
        while True:
            await asyncio.sleep(0.05)
            again = self.bg.digest()
            if again == digest:
                return digest
            digest = again

    async def saved(self, game: str, name: str, text: str, reply: dict[str, Any]) -> bool:
        if not reply["content"].startswith(SAVED):
            return False
        deck = await self.h.bot.host.store.get_deck(self.h.alice.id, game, name.strip()[:50])
        assert deck is not None and deck.list_text == text, f"deck {name!r} saved, but not as sent"
        return True

    async def thread(self, game: str) -> int:
        """A live match thread of ``game`` (Alice vs Bob), started on first use."""
        if game not in self.threads:
            _, thread_id = await self.h.start_match(game=game)
            self.threads[game] = thread_id
        return self.threads[game]


@pytest.fixture(scope="module")
def bg(tmp_path_factory):
    bot = BackgroundBot(tmp_path_factory.mktemp("discord-bad-input"), real_games=True)
    yield bot
    bot.close()


def check(bg: BackgroundBot, examples: int, counts: Any) -> None:
    driver = Driver(bg)
    start = time.perf_counter()

    @settings(SETTINGS, max_examples=examples)
    @given(commands())
    def one(cmd: tuple[str, str, dict[str, Any]]) -> None:
        bg.run(driver.run(*cmd), 120)

    one()
    loading = [m for m in bg.fake.messages.values() if m["flags"] & LOADING]
    assert not loading, f"{len(loading)} messages left on thinking…"
    errors = [f"{r.name}: {r.getMessage()}" for r in bg.errors.records]
    assert not errors, "the bot logged errors:\n" + "\n".join(errors[:10])
    counts(inputs=sum(v for k, v in driver.seen.items() if not k.endswith("_accepted")),
           interactions=len(bg.fake.interactions), seconds=round(time.perf_counter() - start), **driver.seen)


def test_slash_command_arguments_never_crash_or_write_partially(bg, counts):
    check(bg, 400, counts)


@pytest.mark.slow
def test_slash_command_arguments_many(bg, counts):
    check(bg, 1500, counts)
