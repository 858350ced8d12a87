"""The fake Discord works only while discord.py keeps these (undocumented) attributes: fail loudly
if an upgrade changes them."""

from __future__ import annotations

import discord
import yarl


def test_discord_py_is_the_pinned_version():
    assert discord.__version__ == "2.7.1", "tests/e2e was written against discord.py 2.7.1; re-check the fake"


def test_the_overridden_attributes_exist():
    assert isinstance(discord.http.Route.BASE, str) and discord.http.Route.BASE.startswith("https://discord.com/api/v")
    gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    assert isinstance(gateway, yarl.URL) and gateway.host == "gateway.discord.gg"
    route = discord.http.Route("GET", "/users/@me")
    assert route.url == discord.http.Route.BASE + "/users/@me"


async def test_login_sync_and_ready(harness):
    fake = harness.fake
    assert fake.identifies == 1
    assert ("GET", "/oauth2/applications/@me") in fake.requests
    names = {c["name"] for c in fake.commands[str(fake.GUILD_ID)]}
    assert {"lorcana", "tcg-settings"} <= names
    lorcana = next(c for c in fake.commands[str(fake.GUILD_ID)] if c["name"] == "lorcana")
    subs = {o["name"] for o in lorcana["options"]}
    assert {"play", "act", "concede", "status", "history", "rules", "card", "deck"} <= subs
    play = next(o for o in lorcana["options"] if o["name"] == "play")
    assert play["name_localizations"]["ja"] == "対戦"
    assert play["description_localizations"]["zh-CN"]
