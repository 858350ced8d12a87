"""Messages a server can trust: every message the bot sends or edits allows only the pings it
means (``parse: []`` plus the explicit users), user text arrives without control or bidi
characters, mass mentions or markdown, and every edit stays within 2,000 characters."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

from engine.core import Action, Option, Pending, RuleRef, effects

from .conftest import Harness, Tiny, tiny_kit
from .fake_discord import FakeDiscord

MESSAGE_ROUTES = re.compile(r"(POST|PATCH) /(channels/\d+/messages|webhooks/\d+/[^/]+|interactions/\d+/[^/]+/callback)")
HOSTILE = "@everyone \u202egnp.exe **loud** <@&123456789012345678> \x07bell"


def record_payloads(fake: FakeDiscord) -> list[tuple[str, dict[str, Any]]]:
    """Every message payload the bot sends from now on: (request line, the message's JSON)."""
    seen: list[tuple[str, dict[str, Any]]] = []
    body = fake._body

    async def recording(request):
        payload, files = await body(request)
        line = f"{request.method} {request.path.removeprefix('/api/v10')}"
        if MESSAGE_ROUTES.search(line) and isinstance(payload, dict):
            message = payload.get("data", payload) if "/callback" in line else payload
            if isinstance(message, dict) and ("content" in message or "embeds" in message):
                seen.append((line, message))
        return payload, files

    fake._body = recording  # type: ignore[method-assign]
    return seen


def pinged(message: dict[str, Any]) -> set[int]:
    return {int(u) for u in message["allowed_mentions"].get("users", [])}


async def test_every_message_allows_only_the_pings_it_means(harness: Harness):
    h, fake = harness, harness.fake
    payloads = record_payloads(fake)
    h.alice.name = HOSTILE  # her display name: in thread names, match lists and log lines
    await h.set_setting("reminders", hours=1.0)
    await h.set_setting("idle", reminders=1)
    _, thread_id = await h.start_match()
    for _ in range(3):
        await h.step(thread_id)
    actor = h.next_actor(h.board_messages(thread_id)[-1])
    h.clock.now += 3601
    await fake.until(lambda: any(m["content"].startswith("⏰") for m in fake.channel_messages(thread_id)),
                     what="a reminder")
    await h.reply_to(await fake.slash(h.bob, "lorcana status", channel_id=thread_id))
    mine = await h.reply_to(await fake.slash(h.bob, "lorcana status"))  # outside the thread: the match list
    await h.reply_to(await fake.slash(h.bob, "lorcana history", user=h.alice))

    players = {h.alice.id, h.bob.id}
    assert len(payloads) > 10
    for line, message in payloads:
        mentions = message.get("allowed_mentions")
        assert mentions is not None, f"{line} sent no allowed_mentions: {message.get('content')!r}"
        assert mentions["parse"] == [], f"{line} lets Discord parse {mentions['parse']}"
        assert "roles" not in mentions
        assert pinged(message) <= players, f"{line} pings {pinged(message) - players}"
        text = message.get("content") or ""
        assert len(text) <= 2000
        assert "\u202e" not in text and "\x07" not in text, f"{line}: {text!r}"
        assert "@everyone" not in text and "<@&" not in text, f"{line}: {text!r}"
    # the boards ping exactly whoever must act next; the reminder the idle one
    boards = [m for line, m in payloads if "/channels/" in line and "it's your turn" in (m.get("content") or "")]
    assert boards and all(len(pinged(m)) == 1 for m in boards)
    reminder = next(m for _, m in payloads if (m.get("content") or "").startswith("⏰"))
    assert pinged(reminder) == {actor.id}
    challenge = next(m for _, m in payloads if "challenges" in (m.get("content") or ""))
    assert pinged(challenge) == {h.bob.id}, "the challenge pings the challenged player only"
    # user text in a thread name: no controls, no bidi override, capped
    name = fake.channels[thread_id]["name"]
    assert "\u202e" not in name and "\x07" not in name and len(name) <= 100
    assert r"\*\*loud\*\*" in mine["content"] and "@\u200beveryone" in mine["content"], mine["content"]


async def test_deck_names_and_echoed_queries_are_neutralised(harness: Harness):
    h, fake = harness, harness.fake
    rec = await fake.slash(h.alice, "lorcana deck save", name="@here \u202e`x` " + "y" * 200)
    await fake.answered(rec)
    modal = rec.callback["data"]
    assert "\u202e" not in modal["title"] and len(modal["title"]) <= 45
    box = modal["components"][0]["components"][0]
    assert box["placeholder"].startswith("e.g. 4 Elsa"), "the box shows the game's deck-list format"
    done = await fake.submit_modal(h.alice, modal["custom_id"], {"list": "12 Alpha1\n"})
    reply = await h.reply_to(done)
    assert "\u202e" not in reply["content"] and "@\u200bhere" in reply["content"] and r"\`x\`" in reply["content"]
    listed = await h.reply_to(await fake.slash(h.alice, "lorcana deck list"))
    assert "@\u200bhere" in listed["content"] and "y" * 60 not in listed["content"], "names are capped"
    missing = await h.reply_to(await fake.slash(h.alice, "lorcana rules", query="@everyone **x**" + "z" * 300))
    assert "@everyone" not in json.dumps(missing, ensure_ascii=False).replace("@\u200beveryone", "")


class LongPick(Tiny):
    """Tiny, plus: playing a 4 offers the other hand cards to pick, with option ids that share their
    first 100 characters and labels of 1,500 characters (a "Done: …" far over Discord's limit)."""

    PREFIX = "card-" * 25

    def legal_actions(self, st, player):
        if st.pending and player in self.to_act(st) and st.pending[0].kind == "pick":
            return [Action("choose", player, {"picks": a}) for a in st.pending[0].answers(limit=1)]
        return super().legal_actions(st, player)

    def _apply(self, st, action):
        if action.type == "choose" and st.pending and st.pending[0].kind == "pick":
            pending = st.pending.pop(0)
            picks = pending.check_answer(action.args.get("picks"), self.game)
            events = [effects.move(st.table, int(p.removeprefix(self.PREFIX)), "board", RuleRef("tiny", "2.3"))
                      for p in picks]
            return events + self._end_turn(st)
        uid = action.args.get("uid") if action.type == "play" else None
        fours = action.type == "play" and uid in st.table.zone(action.player, "hand") and self.value(st, uid) == 4
        events = super()._apply(st, action)
        if fours and not st.over:
            st.active = action.player
            st.turn -= 1
            others = list(st.table.zone(action.player, "hand"))
            st.pending.append(Pending(action.player, "pick", "Put any of your cards on the board?",
                                      [Option(f"{self.PREFIX}{u}", f"{'A very long card name ' * 70}{u}") for u in others],
                                      min=0, max=len(others), rule=RuleRef("tiny", "2.3")))
        return events


async def test_a_long_multi_pick_keeps_distinct_values_and_a_capped_confirmation(fake, tmp_path):
    h = Harness(fake, str(tmp_path / "bot.sqlite3"),
                bot_options={"kits": lambda name: replace(tiny_kit(name), engine=LongPick()),
                             "engines": lambda game: LongPick()})
    await h.start_bot()
    try:
        await h.save_deck(h.alice, "fours", "12 Alpha4")
        match_id, thread_id = await h.start_match(deck="fours")
        hand = await h.open_hand(h.alice, h.board_messages(thread_id)[-1])
        play = next(c for row in hand["components"] for c in row["components"] if c.get("custom_id", "").startswith("tcg:a:"))
        await fake.click(h.alice, int(hand["id"]), play["custom_id"])
        live = await h.bot.host.service.load(match_id)
        await fake.until(lambda: live.state.pending or None, what="the pick choice")
        await h.board_noted(thread_id)
        hand = await h.open_hand(h.alice, h.board_messages(thread_id)[-1])
        picker = next(c for row in hand["components"] for c in row["components"] if c.get("custom_id", "").startswith("tcg:m:"))
        values = [o["value"] for o in picker["options"]]
        assert len(set(values)) == len(values) > 1 and all(len(v) <= 100 for v in values)
        await fake.click(h.alice, int(hand["id"]), picker["custom_id"], values)
        await fake.until(lambda: not live.state.pending or None, what="the answer")
        assert len(live.state.table.zone(0, "board")) == 1 + len(values), "every pick reached the engine"
        confirmation = await fake.until(
            lambda: fake.messages[int(hand["id"])] if fake.messages[int(hand["id"])]["content"].startswith("Done: ")
            else None, what="the confirmation")
        assert len(confirmation["content"]) <= 2000
    finally:
        await h.stop_bot()
