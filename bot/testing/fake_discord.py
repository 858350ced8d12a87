"""A small fake Discord on 127.0.0.1 for end-to-end tests (and the shard benchmark) of the
unmodified discord.py client.

The gateway (hello, identify → READY + GUILD_CREATE, heartbeats, resume, dispatch of
INTERACTION_CREATE) with shards: each connection identifies with ``shard: [id, count]`` (none:
shard 0 of 1), gets a READY for that shard and a GUILD_CREATE for each of its guilds, and every
guild event goes over the connection of the shard that owns the guild, ``(guild_id >> 22) % count``,
as Discord routes them (:meth:`FakeDiscord.add_guild` adds guilds beside the default one). A
session killed with its process leaves its shard unserved: an interaction sent to it raises
:class:`NotConnected`, and the interactions it had not answered are marked ``gone``. The REST routes the bot uses: login and application info, command sync,
interaction callbacks (messages, deferrals, updates, autocomplete results, modals; JSON or
multipart with files), followups and original-response edits, channel messages with attachments,
thread creation and members, channel fetch/edit (unarchive). Threads can be archived
(THREAD_UPDATE; posting in an archived thread is refused with code 50083). Every message the bot
delivers is recorded with who may see it (an ephemeral reply: only the user who interacted; a
channel message: the channel's viewers), so a test can read exactly what each user received,
files included (``keep_files=False`` keeps only their names, for long runs). Every answer given
through an interaction's token is kept on its record (``replies``). Failures (403, 429) can be
injected.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

EPHEMERAL = 64
LOADING = 128
ALL_PERMISSIONS = str((1 << 50) - 1)
TEXT, PUBLIC_THREAD, PRIVATE_THREAD = 0, 11, 12


@dataclass
class FakeUser:
    id: int
    name: str
    bot: bool = False
    locale: str = "en-US"

    def payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "username": self.name, "global_name": self.name, "discriminator": "0",
                "avatar": None, "bot": self.bot, "public_flags": 0, "flags": 0}

    def member(self) -> dict[str, Any]:
        return {"user": self.payload(), "roles": [], "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False,
                "mute": False, "flags": 0, "pending": False, "nick": None, "permissions": ALL_PERMISSIONS}

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeAttachment:
    """A file the user attaches to a slash command (served by the fake's CDN route)."""

    filename: str
    data: bytes


@dataclass
class Delivery:
    """One version of one message as it reached Discord: who may see it, and its files."""

    message_id: int
    channel_id: int
    ephemeral_to: int | None
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    files: dict[str, bytes]

    def text(self) -> str:
        """Everything readable in it: content, embeds and component labels/options."""
        parts = [self.content or "", json.dumps(self.embeds, ensure_ascii=False)]
        parts += [json.dumps(c, ensure_ascii=False) for c in self.components]
        return "\n".join(parts)


@dataclass
class Failure:
    method: str
    path: re.Pattern[str]
    status: int
    times: int
    retry_after: float = 0.05


class NotConnected(AssertionError):
    """No gateway session serves the shard of the interaction's guild (Discord: "interaction failed")."""


@dataclass
class InteractionRecord:
    id: int
    token: str
    user: FakeUser
    channel_id: int
    message_id: int | None = None  # the component's message, for component interactions
    original: int | None = None
    callback: dict[str, Any] | None = None
    done: asyncio.Event = field(default_factory=asyncio.Event)
    replies: list[str] = field(default_factory=list)
    """The content of every message sent or edited through the interaction's token, in order."""
    gone: bool = False
    """The session it was dispatched on closed before the bot answered it."""
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    """Set on every reply and when the session goes."""
    shard: tuple[int, int] = (0, 1)

    def note(self, content: str | None = None) -> None:
        if content is not None:
            self.replies.append(content)
        self.changed.set()


@dataclass
class Session:
    """One gateway connection: the shard it identified for and its event sequence."""

    ws: web.WebSocketResponse
    shard: tuple[int, int] = (0, 1)
    seq: int = 0
    records: list[InteractionRecord] = field(default_factory=list)


class FakeDiscord:
    APP_ID = 900_000_000_000_000_001
    GUILD_ID = 900_000_000_000_000_010
    CHANNEL_ID = 900_000_000_000_000_020

    def __init__(self, *, keep_files: bool = True) -> None:
        self.keep_files = keep_files
        self.bot_user = FakeUser(self.APP_ID, "TCG Host", bot=True)
        self._ids = itertools.count(910_000_000_000_000_000)
        self.users: dict[int, FakeUser] = {}
        self.channels: dict[int, dict[str, Any]] = {
            self.CHANNEL_ID: {"id": str(self.CHANNEL_ID), "type": TEXT, "guild_id": str(self.GUILD_ID),
                              "name": "tcg", "position": 0, "permission_overwrites": [], "nsfw": False,
                              "parent_id": None, "topic": None, "last_message_id": None, "rate_limit_per_user": 0},
        }
        self.guilds: dict[int, str] = {self.GUILD_ID: "Fake Guild"}
        self.thread_members: dict[int, set[int]] = {}
        self.thread_order: list[int] = []
        """Every thread created, oldest first."""
        self.messages: dict[int, dict[str, Any]] = {}
        self.by_channel: dict[int, list[int]] = {}
        self.message_meta: dict[int, dict[str, Any]] = {}
        self.deliveries: list[Delivery] = []
        self.requests: list[tuple[str, str]] = []
        self.commands: dict[str, list[dict[str, Any]]] = {}
        self.interactions: dict[str, InteractionRecord] = {}
        self.attachments: dict[str, bytes] = {}
        self.failures: list[Failure] = []
        self.identifies = 0
        self.resumes = 0
        self.identified: list[tuple[int, int]] = []
        """The ``[id, count]`` of every IDENTIFY, in order."""
        self.sessions: dict[tuple[int, int], Session] = {}
        """The live session of each identified shard."""
        self._runner: web.AppRunner | None = None
        self.port = 0

    # --- lifecycle -----------------------------------------------------------------------
    async def start(self) -> None:
        app = web.Application(client_max_size=50 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        app.router.add_get("/cdn/{name}", self._cdn)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def add_user(self, name: str, locale: str = "en-US") -> FakeUser:
        user = FakeUser(next(self._ids), name, locale=locale)
        self.users[user.id] = user
        return user

    def add_guild(self, name: str, key: int) -> tuple[int, int]:
        """A guild whose id is ``key << 22`` plus a constant (so its shard is ``key % count``) and its
        text channel: returns (guild id, channel id)."""
        gid, cid = (key << 22) | 0x2A, self.new_id()
        self.guilds[gid] = name
        self.channels[cid] = {"id": str(cid), "type": TEXT, "guild_id": str(gid), "name": "tcg", "position": 0,
                              "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None,
                              "last_message_id": None, "rate_limit_per_user": 0}
        return gid, cid

    @staticmethod
    def shard_of(guild_id: int, count: int) -> int:
        """The shard Discord sends a guild's events to."""
        return (guild_id >> 22) % count

    def guild_of(self, channel_id: int) -> int:
        return int(self.channels[channel_id]["guild_id"])

    def fail(self, method: str, path: str, status: int, times: int = 1, retry_after: float = 0.05) -> None:
        """The next ``times`` requests matching ``method`` and the ``path`` regex get ``status``."""
        self.failures.append(Failure(method, re.compile(path), status, times, retry_after))

    def new_id(self) -> int:
        return next(self._ids)

    # --- gateway -------------------------------------------------------------------------
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        session = Session(ws)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": 41250}})
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    break
                data = json.loads(msg.data)
                op = data.get("op")
                if op == 1:
                    await ws.send_json({"op": 11, "d": None})
                elif op == 2:
                    shard = tuple((data.get("d") or {}).get("shard") or (0, 1))
                    await self._identify(session, (int(shard[0]), int(shard[1])))
                elif op == 6:
                    self.resumes += 1
                    await self._resume(session, str((data.get("d") or {}).get("session_id", "")))
        finally:
            self._closed(session)
        return ws

    async def _identify(self, session: Session, shard: tuple[int, int]) -> None:
        self.identifies += 1
        self.identified.append(shard)
        session.shard = shard
        self.sessions[shard] = session
        await self._send_on(session, "READY", self._ready(shard))
        for gid in self.guilds_of(shard):
            await self._send_on(session, "GUILD_CREATE", self._guild(gid))

    async def _resume(self, session: Session, session_id: str) -> None:
        m = re.fullmatch(r"fake-session-(\d+)-(\d+)", session_id)
        shard = (int(m[1]), int(m[2])) if m else (0, 1)
        old = self.sessions.get(shard)
        session.shard = shard
        session.seq = old.seq if old is not None else 0
        self.sessions[shard] = session
        await self._send_on(session, "RESUMED", {})

    def _closed(self, session: Session) -> None:
        if self.sessions.get(session.shard) is session:
            del self.sessions[session.shard]
        for record in session.records:
            if not record.replies:
                record.gone = True
                record.note()
        session.records.clear()

    def guilds_of(self, shard: tuple[int, int]) -> list[int]:
        return [g for g in self.guilds if self.shard_of(g, shard[1]) == shard[0]]

    def session_for(self, guild_id: int) -> Session:
        """The live session of the shard that owns ``guild_id``."""
        for (sid, count), session in self.sessions.items():
            if self.shard_of(guild_id, count) == sid:
                return session
        raise NotConnected(f"no gateway session serves guild {guild_id} (the bot is not connected)")

    async def _send(self, event: str, data: dict[str, Any], guild_id: int | None = None,
                    record: InteractionRecord | None = None) -> None:
        session = self.session_for(guild_id or self.GUILD_ID)
        if session.ws.closed:
            raise NotConnected(f"the session of shard {session.shard} is closing")
        if record is not None:
            record.shard = session.shard
            session.records.append(record)
        try:
            await self._send_on(session, event, data)
        except ConnectionError as exc:  # its process died just now
            raise NotConnected(f"the session of shard {session.shard} is gone") from exc

    async def _send_on(self, session: Session, event: str, data: dict[str, Any]) -> None:
        session.seq += 1
        await session.ws.send_json({"op": 0, "t": event, "s": session.seq, "d": data})

    async def drop_connection(self) -> None:
        """Close every gateway socket like Discord does before a resume."""
        for session in list(self.sessions.values()):
            await session.ws.close(code=4000)

    async def archive(self, thread_id: int) -> None:
        """Archive a thread as Discord does after its auto-archive time (and tell the bot)."""
        thread = self.channels[thread_id]
        thread["thread_metadata"]["archived"] = True
        await self._send("THREAD_UPDATE", thread, int(thread["guild_id"]))

    def _ready(self, shard: tuple[int, int] = (0, 1)) -> dict[str, Any]:
        return {"v": 10, "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False},
                "guilds": [{"id": str(g), "unavailable": True} for g in self.guilds_of(shard)],
                "session_id": f"fake-session-{shard[0]}-{shard[1]}",
                "resume_gateway_url": self.gateway_url, "application": {"id": str(self.APP_ID), "flags": 0},
                "private_channels": [], "relationships": [], "shard": list(shard)}

    def _guild(self, guild_id: int | None = None) -> dict[str, Any]:
        gid = guild_id or self.GUILD_ID
        everyone = {"id": str(gid), "name": "@everyone", "permissions": ALL_PERMISSIONS, "position": 0,
                    "color": 0, "hoist": False, "managed": False, "mentionable": False, "flags": 0}
        threads = [c for c in self.channels.values() if c["type"] in (PUBLIC_THREAD, PRIVATE_THREAD)
                   and not c["thread_metadata"]["archived"] and int(c["guild_id"]) == gid]
        return {
            "id": str(gid), "name": self.guilds[gid], "icon": None, "owner_id": str(next(iter(self.users), 1)),
            "roles": [everyone], "emojis": [], "stickers": [], "features": [], "member_count": len(self.users) + 1,
            "channels": [c for c in self.channels.values() if c["type"] == TEXT and int(c["guild_id"]) == gid],
            "threads": threads,
            "members": [self.bot_user.member()], "large": False, "unavailable": False,
            "joined_at": "2026-01-01T00:00:00+00:00", "premium_tier": 0, "preferred_locale": "en-US",
            "system_channel_id": None, "verification_level": 0, "default_message_notifications": 0,
            "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0, "afk_timeout": 300, "voice_states": [],
            "presences": [], "stage_instances": [], "guild_scheduled_events": [], "soundboard_sounds": [],
        }

    # --- interactions sent by users ----------------------------------------------------------
    def _base_interaction(self, user: FakeUser, itype: int, channel_id: int, data: dict[str, Any]) -> tuple[dict, InteractionRecord]:
        iid = self.new_id()
        token = f"tok{iid}"
        record = InteractionRecord(iid, token, user, channel_id)
        self.interactions[token] = record
        gid = self.guild_of(channel_id)
        payload = {
            "id": str(iid), "application_id": str(self.APP_ID), "type": itype, "data": data, "token": token,
            "version": 1, "guild_id": str(gid), "channel_id": str(channel_id),
            "channel": self.channels[channel_id], "member": user.member(), "locale": user.locale,
            "guild_locale": "en-US", "app_permissions": ALL_PERMISSIONS, "entitlements": [],
            "authorizing_integration_owners": {"0": str(gid)}, "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        return payload, record

    def _options(self, options: dict[str, Any], resolved: dict[str, Any], focused: str | None) -> list[dict]:
        out = []
        for name, value in options.items():
            if isinstance(value, FakeUser):
                opt = {"name": name, "type": 6, "value": str(value.id)}
                resolved.setdefault("users", {})[str(value.id)] = value.payload()
                member = value.member()
                member.pop("user")
                resolved.setdefault("members", {})[str(value.id)] = member
            elif isinstance(value, FakeAttachment):
                aid = self.new_id()
                key = f"{aid}-{value.filename}"
                self.attachments[key] = value.data
                opt = {"name": name, "type": 11, "value": str(aid)}
                resolved.setdefault("attachments", {})[str(aid)] = {
                    "id": str(aid), "filename": value.filename, "size": len(value.data),
                    "url": f"http://127.0.0.1:{self.port}/cdn/{key}", "proxy_url": f"http://127.0.0.1:{self.port}/cdn/{key}",
                    "content_type": "text/plain; charset=utf-8"}
            elif isinstance(value, bool):
                opt = {"name": name, "type": 5, "value": value}
            elif isinstance(value, int):
                opt = {"name": name, "type": 4, "value": value}
            elif isinstance(value, float):
                opt = {"name": name, "type": 10, "value": value}
            else:
                opt = {"name": name, "type": 3, "value": str(value)}
            if name == focused:
                opt["focused"] = True
            out.append(opt)
        return out

    def _command_data(self, path: str, options: dict[str, Any], focused: str | None = None,
                      guild_id: int | None = None) -> dict[str, Any]:
        parts = path.split()
        resolved: dict[str, Any] = {}
        opts = self._options(options, resolved, focused)
        for name in reversed(parts[1:]):
            opts = [{"name": name, "type": 1 if name == parts[-1] else 2, "options": opts}]
        data: dict[str, Any] = {"id": str(self._command_id(parts[0])), "name": parts[0], "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        data["guild_id"] = str(guild_id or self.GUILD_ID)
        return data

    def _command_id(self, name: str) -> int:
        for cmds in self.commands.values():
            for c in cmds:
                if c["name"] == name:
                    return int(c["id"])
        return 1

    async def slash(self, user: FakeUser, path: str, /, channel_id: int | None = None, **options: Any) -> InteractionRecord:
        """``path`` is the command words, e.g. ``"lorcana deck save"``; ``options`` are the command's
        options by name (``user`` and ``path`` are positional-only, so a command may have a ``user:`` option)."""
        cid = channel_id or self.CHANNEL_ID
        payload, record = self._base_interaction(user, 2, cid, self._command_data(path, options,
                                                                                  guild_id=self.guild_of(cid)))
        await self._send("INTERACTION_CREATE", payload, self.guild_of(cid), record)
        return record

    async def autocomplete(self, user: FakeUser, path: str, focused: str, /, channel_id: int | None = None,
                           timeout: float = 3.0, **options: Any) -> list[dict[str, Any]]:
        """The choices the bot offers for option ``focused`` (must answer within 3 s, as on Discord)."""
        cid = channel_id or self.CHANNEL_ID
        payload, record = self._base_interaction(user, 4, cid, self._command_data(path, options, focused,
                                                                                  self.guild_of(cid)))
        await self._send("INTERACTION_CREATE", payload, self.guild_of(cid), record)
        await asyncio.wait_for(record.done.wait(), timeout)
        assert record.callback is not None and record.callback["type"] == 8, record.callback
        return record.callback["data"]["choices"]

    async def click(self, user: FakeUser, message_id: int, custom_id: str, values: list[str] | None = None) -> InteractionRecord:
        """Press a button (or pick ``values`` in a select) on a message the user can see."""
        message = self.messages[message_id]
        component = self.find_component(message, custom_id)
        assert component is not None, f"no component {custom_id!r} on message {message_id}"
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        payload, record = self._base_interaction(user, 3, int(message["channel_id"]), data)
        payload["message"] = self._public_message(message)
        record.message_id = message_id
        await self._send("INTERACTION_CREATE", payload, self.guild_of(int(message["channel_id"])), record)
        return record

    async def submit_modal(self, user: FakeUser, custom_id: str, fields: dict[str, str],
                           channel_id: int | None = None) -> InteractionRecord:
        rows = [{"type": 1, "components": [{"type": 4, "custom_id": k, "value": v}]} for k, v in fields.items()]
        cid = channel_id or self.CHANNEL_ID
        payload, record = self._base_interaction(user, 5, cid, {"custom_id": custom_id, "components": rows})
        await self._send("INTERACTION_CREATE", payload, self.guild_of(cid), record)
        return record

    # --- reading what happened -------------------------------------------------------------
    @staticmethod
    def find_component(message: dict[str, Any], custom_id: str) -> dict[str, Any] | None:
        for row in message.get("components") or []:
            for comp in row.get("components", []):
                if comp.get("custom_id") == custom_id:
                    return comp
        return None

    @staticmethod
    def custom_ids(message: dict[str, Any]) -> list[str]:
        return [c["custom_id"] for row in message.get("components") or [] for c in row.get("components", [])
                if "custom_id" in c]

    def visible_to(self, delivery: Delivery, user_id: int) -> bool:
        if delivery.ephemeral_to is not None:
            return delivery.ephemeral_to == user_id
        channel = self.channels.get(delivery.channel_id, {})
        if channel.get("type") == PRIVATE_THREAD:
            return user_id in self.thread_members.get(delivery.channel_id, set())
        return True

    def received_by(self, user: FakeUser) -> list[Delivery]:
        return [d for d in self.deliveries if self.visible_to(d, user.id)]

    def channel_messages(self, channel_id: int) -> list[dict[str, Any]]:
        return [self.messages[mid] for mid in self.by_channel.get(channel_id, [])
                if mid in self.messages and not self.message_meta[mid]["ephemeral_to"]]

    def ephemerals(self, user: FakeUser) -> list[dict[str, Any]]:
        return [m for mid, m in self.messages.items() if self.message_meta[mid]["ephemeral_to"] == user.id]

    def files_of(self, message_id: int) -> dict[str, bytes]:
        return self.message_meta[message_id]["files"]

    def threads(self) -> list[dict[str, Any]]:
        return [c for c in self.channels.values() if c["type"] in (PUBLIC_THREAD, PRIVATE_THREAD)]

    async def until(self, predicate: Any, timeout: float = 5.0, what: str = "") -> Any:
        """Wait until ``predicate()`` is truthy and return its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what or predicate}")
            await asyncio.sleep(0.01)

    async def answered(self, record: InteractionRecord, timeout: float = 5.0) -> InteractionRecord:
        """Wait for the interaction's callback (the bot's first answer)."""
        await asyncio.wait_for(record.done.wait(), timeout)
        return record

    # --- REST ------------------------------------------------------------------------------
    async def _cdn(self, request: web.Request) -> web.Response:
        data = self.attachments.get(request.match_info["name"])
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data, content_type="text/plain")

    @staticmethod
    def _json(data: Any, status: int = 200) -> web.Response:
        # discord.py parses JSON only when the Content-Type is exactly application/json
        return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})

    async def _body(self, request: web.Request) -> tuple[dict[str, Any], dict[str, bytes]]:
        if request.content_type.startswith("multipart/"):
            payload: dict[str, Any] = {}
            files: dict[str, bytes] = {}
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                else:
                    files[part.filename or part.name or "file"] = bytes(await part.read())
            return payload, files
        raw = await request.read()
        return (json.loads(raw) if raw else {}), {}

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        method = request.method
        self.requests.append((method, path))
        for failure in self.failures:
            if failure.times > 0 and failure.method == method and failure.path.search(path):
                failure.times -= 1
                await request.read()
                if failure.status == 429:
                    return web.Response(status=429, body=json.dumps(
                        {"message": "You are being rate limited.", "retry_after": failure.retry_after, "global": False}).encode(),
                        headers={"Content-Type": "application/json", "Via": "1.1 google", "X-RateLimit-Scope": "user"})
                return self._json({"message": "Missing Permissions", "code": 50013}, failure.status)
        try:
            body, files = await self._body(request)
        except ConnectionError:  # the bot's process died while sending: nobody to answer
            return web.Response(status=400)
        for pattern, handler in self._routes():
            m = re.fullmatch(pattern, f"{method} {path}")
            if m:
                return await handler(request, body, files, *m.groups())
        return self._json({"message": f"fake discord: no route {method} {path}", "code": 0}, 404)

    def _routes(self) -> list[tuple[str, Any]]:
        return [
            (r"GET /users/@me", self._me),
            (r"GET /gateway/bot", self._gateway_bot),
            (r"GET /oauth2/applications/@me", self._app),
            (r"PUT /applications/\d+/commands", self._sync),
            (r"PUT /applications/\d+/guilds/(\d+)/commands", self._sync),
            (r"POST /interactions/(\d+)/([^/]+)/callback", self._callback),
            (r"POST /webhooks/\d+/([^/]+)", self._followup),
            (r"PATCH /webhooks/\d+/([^/]+)/messages/(@original|\d+)", self._webhook_edit),
            (r"DELETE /webhooks/\d+/([^/]+)/messages/(@original|\d+)", self._webhook_delete),
            (r"GET /webhooks/\d+/([^/]+)/messages/(@original|\d+)", self._webhook_get),
            (r"POST /channels/(\d+)/messages", self._channel_send),
            (r"PATCH /channels/(\d+)/messages/(\d+)", self._channel_edit),
            (r"POST /channels/(\d+)/threads", self._thread_create),
            (r"PUT /channels/(\d+)/thread-members/(\d+)", self._thread_member),
            (r"GET /channels/(\d+)", self._channel_get),
            (r"PATCH /channels/(\d+)", self._channel_patch),
        ]

    async def _me(self, request, body, files):
        return self._json(self.bot_user.payload())

    async def _gateway_bot(self, request, body, files):
        return self._json({"url": self.gateway_url, "shards": 1, "session_start_limit": {
            "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})

    async def _app(self, request, body, files):
        return self._json({"id": str(self.APP_ID), "name": "TCG Host", "icon": None, "description": "",
                           "rpc_origins": [], "bot_public": True, "bot_require_code_grant": False,
                           "owner": FakeUser(1, "owner").payload(), "summary": "", "verify_key": "00",
                           "team": None, "flags": 0, "bot": self.bot_user.payload()})

    async def _sync(self, request, body, files, guild=None):
        out = []
        for cmd in body:
            out.append({**cmd, "id": str(self.new_id()), "application_id": str(self.APP_ID), "version": "1",
                        **({"guild_id": guild} if guild else {})})
        self.commands[guild or "global"] = out
        return self._json(out)

    # messages
    def _store_message(self, channel_id: int, body: dict[str, Any], files: dict[str, bytes],
                       ephemeral_to: int | None, *, message_id: int | None = None, flags: int = 0,
                       msg_type: int = 0) -> dict[str, Any]:
        mid = message_id or self.new_id()
        old = self.messages.get(mid)
        kept = dict(old) if old else {}
        attachments = []
        new_files = dict(self.message_meta.get(mid, {}).get("files", {})) if old else {}
        if "attachments" in body or files:
            keep_ids = {str(a.get("id")) for a in body.get("attachments", [])}
            attachments = [a for a in kept.get("attachments", []) if str(a["id"]) in keep_ids] if old else []
            new_files = {a["filename"]: new_files[a["filename"]] for a in attachments if a["filename"] in new_files}
            for i, (name, data) in enumerate(files.items()):
                filename = name
                for a in body.get("attachments", []):
                    if str(a.get("id")) == str(i) and a.get("filename"):
                        filename = a["filename"]
                attachments.append({"id": str(self.new_id()), "filename": filename, "size": len(data),
                                    "url": f"http://127.0.0.1:{self.port}/cdn/{filename}",
                                    "proxy_url": f"http://127.0.0.1:{self.port}/cdn/{filename}",
                                    "content_type": "image/png" if filename.endswith(".png") else "application/octet-stream"})
                new_files[filename] = data
        elif old:
            attachments = kept.get("attachments", [])
        message = {
            "id": str(mid), "channel_id": str(channel_id), "guild_id": str(self.guild_of(channel_id)),
            "author": self.bot_user.payload(), "content": body.get("content", kept.get("content", "")) or "",
            "timestamp": "2026-01-01T00:00:00+00:00",
            "edited_timestamp": "2026-01-01T00:00:01+00:00" if old else None, "tts": False,
            "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": attachments,
            "embeds": body.get("embeds", kept.get("embeds", [])) or [], "pinned": False, "type": msg_type,
            "components": body.get("components", kept.get("components", [])) or [],
            "flags": (body.get("flags", kept.get("flags", flags)) or 0) & ~LOADING | (flags & EPHEMERAL),
        }
        if old and not (flags & LOADING):
            message["flags"] &= ~LOADING
        if flags & LOADING:
            message["flags"] |= LOADING
        if not self.keep_files:
            new_files = dict.fromkeys(new_files, b"")
        if old is None:
            self.by_channel.setdefault(channel_id, []).append(mid)
        self.messages[mid] = message
        self.message_meta[mid] = {"ephemeral_to": ephemeral_to, "files": new_files}
        self.deliveries.append(Delivery(mid, channel_id, ephemeral_to, message["content"], message["embeds"],
                                        message["components"], dict(new_files)))
        return message

    def _public_message(self, message: dict[str, Any]) -> dict[str, Any]:
        return dict(message)

    async def _callback(self, request, body, files, iid, token):
        record = self.interactions[token]
        ctype = body["type"]
        data = body.get("data") or {}
        response: dict[str, Any] = {"interaction": {"id": iid, "type": ctype}}
        if ctype in (4, 5):
            ephemeral = bool((data.get("flags") or 0) & EPHEMERAL)
            flags = (EPHEMERAL if ephemeral else 0) | (LOADING if ctype == 5 else 0)
            msg = self._store_message(record.channel_id, data, files, record.user.id if ephemeral else None,
                                      flags=flags, msg_type=20)
            record.original = int(msg["id"])
            response["interaction"].update(response_message_id=msg["id"], response_message_loading=ctype == 5,
                                           response_message_ephemeral=ephemeral)
            response["resource"] = {"type": ctype, "message": msg}
            if ctype == 4:
                record.note(msg["content"])
        elif ctype in (6, 7):
            record.original = record.message_id
            if ctype == 7 and record.message_id is not None:
                meta = self.message_meta[record.message_id]
                msg = self._store_message(record.channel_id, data, files, meta["ephemeral_to"],
                                          message_id=record.message_id)
                response["resource"] = {"type": ctype, "message": msg}
                record.note(msg["content"])
        record.callback = body
        record.done.set()
        return self._json(response)

    async def _followup(self, request, body, files, token):
        record = self.interactions[token]
        original = self.messages.get(record.original or 0)
        if original is not None and original["flags"] & LOADING:
            # the first followup after a "thinking" defer replaces the loading message
            meta = self.message_meta[record.original]
            msg = self._store_message(record.channel_id, body, files, meta["ephemeral_to"],
                                      message_id=record.original)
        else:
            ephemeral = bool((body.get("flags") or 0) & EPHEMERAL)
            msg = self._store_message(record.channel_id, body, files, record.user.id if ephemeral else None,
                                      flags=EPHEMERAL if ephemeral else 0)
        record.note(msg["content"])
        return self._json(msg)

    def _webhook_target(self, token: str, which: str) -> int:
        record = self.interactions[token]
        return record.original if which == "@original" else int(which)  # type: ignore[return-value]

    async def _webhook_edit(self, request, body, files, token, which):
        mid = self._webhook_target(token, which)
        if mid not in self.messages:
            return self._json({"message": "Unknown Message", "code": 10008}, 404)
        meta = self.message_meta[mid]
        msg = self._store_message(int(self.messages[mid]["channel_id"]), body, files, meta["ephemeral_to"],
                                  message_id=mid)
        self.interactions[token].note(msg["content"])
        return self._json(msg)

    async def _webhook_delete(self, request, body, files, token, which):
        mid = self._webhook_target(token, which)
        self.messages.pop(mid, None)
        return web.Response(status=204)

    async def _webhook_get(self, request, body, files, token, which):
        mid = self._webhook_target(token, which)
        return self._json(self.messages[mid])

    async def _channel_send(self, request, body, files, cid):
        cid = int(cid)
        if cid not in self.channels:
            return self._json({"message": "Unknown Channel", "code": 10003}, 404)
        if (self.channels[cid].get("thread_metadata") or {}).get("archived"):
            # the strict case (a locked or archived thread the bot cannot revive by posting)
            return self._json({"message": "Thread is archived", "code": 50083}, 400)
        self.channels[cid]["last_message_id"] = None
        return self._json(self._store_message(cid, body, files, None))

    async def _channel_edit(self, request, body, files, cid, mid):
        return self._json(self._store_message(int(cid), body, files, None, message_id=int(mid)))

    async def _thread_create(self, request, body, files, cid):
        tid = self.new_id()
        ttype = body.get("type", PRIVATE_THREAD)
        thread = {"id": str(tid), "type": ttype, "guild_id": str(self.guild_of(int(cid))), "parent_id": cid,
                  "name": body.get("name", "thread"), "owner_id": str(self.APP_ID), "last_message_id": None,
                  "rate_limit_per_user": 0, "message_count": 0, "member_count": 1, "flags": 0,
                  "thread_metadata": {"archived": False, "auto_archive_duration": body.get("auto_archive_duration", 4320),
                                      "archive_timestamp": "2026-01-01T00:00:00+00:00", "locked": False,
                                      "invitable": body.get("invitable", True)}}
        self.channels[tid] = thread
        self.thread_order.append(tid)
        self.thread_members[tid] = {self.APP_ID}
        return self._json(thread, 201)

    async def _thread_member(self, request, body, files, tid, uid):
        self.thread_members.setdefault(int(tid), set()).add(int(uid))
        return web.Response(status=204)

    async def _channel_get(self, request, body, files, cid):
        channel = self.channels.get(int(cid))
        if channel is None:
            return self._json({"message": "Unknown Channel", "code": 10003}, 404)
        return self._json(channel)

    async def _channel_patch(self, request, body, files, cid):
        channel = self.channels[int(cid)]
        if "archived" in body:
            channel["thread_metadata"]["archived"] = body["archived"]
        return self._json(channel)
