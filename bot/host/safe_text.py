"""Text the bot did not write (deck names, display names, echoed queries) made safe to show, and
the mention rules of every message.

Two shapes of user text: ``plain`` for places Discord shows without markdown (thread names,
select option labels, images) and ``shown`` for message content, where markdown and mentions
are neutralised too. Both drop control and bidirectional-override characters and cap the length.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

import discord

MAX_CONTENT = 2000  # Discord's limit for a message's content
MAX_NAME = 50  # a deck or player name as shown by the bot
MAX_QUERY = 100  # a query echoed back

# Bidirectional embeddings, overrides and isolates (they reorder the text around them: "Trojan
# Source"), the direction marks, zero-width and word-joiner characters and the BOM.
_INVISIBLE = {0x061C, 0x200B, 0x200E, 0x200F, 0x2060, 0xFEFF, *range(0x202A, 0x202F), *range(0x2066, 0x206A)}
_MASS = re.compile(r"@(everyone|here)", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
_TAG = re.compile(r"<(?=[@#/:]|a:|t:)")


def strip_controls(text: str, *, keep_newlines: bool = False) -> str:
    """``text`` without control characters (C0, C1, DEL), bidi controls and invisible marks; line
    and paragraph separators become spaces (newlines too unless ``keep_newlines``)."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "\n" and keep_newlines:
            out.append(ch)
        elif ch in "\t\r\n\u2028\u2029\x85":
            out.append(" ")
        elif code in _INVISIBLE or unicodedata.category(ch) == "Cc":
            continue
        else:
            out.append(ch)
    return "".join(out)


def cap(text: str, limit: int) -> str:
    """At most ``limit`` characters, an ellipsis marking a cut."""
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + "…"


def plain(text: object, limit: int = MAX_NAME) -> str:
    """One line of user text for a place without markdown: controls dropped, whitespace
    collapsed, capped. Never empty (``?``)."""
    cleaned = _SPACES.sub(" ", strip_controls(unicodedata.normalize("NFC", str(text)))).strip()
    return cap(cleaned, limit) or "?"


def neutralise_mentions(text: str) -> str:
    """@everyone, @here and user, role, channel or command mentions written by a user (even cut
    ones) no longer ping or link: a zero-width space after the ``@`` or ``<``."""
    text = _TAG.sub("<\u200b", discord.utils.escape_mentions(text))
    return _MASS.sub(lambda m: "@\u200b" + m[1], text)


def shown(text: object, limit: int = MAX_NAME) -> str:
    """User text inside message content: ``plain`` with markdown escaped and mentions neutralised."""
    return neutralise_mentions(discord.utils.escape_markdown(plain(text, limit)))


def shown_block(text: object, limit: int = 1800) -> str:
    """Multi-line user text for a code block: controls dropped (newlines kept), backticks that
    would close the block broken, capped."""
    cleaned = strip_controls(unicodedata.normalize("NFC", str(text)), keep_newlines=True)
    return cap(cleaned.replace("```", "`\u200b``"), limit)


def content(text: str, limit: int = MAX_CONTENT) -> str:
    """Message content capped at Discord's limit (every send and edit goes through this)."""
    return cap(text, limit)


def pings(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Allowed mentions naming exactly these users (``parse: []``): nobody else, no role, no
    @everyone, even if such a mention is in the text."""
    ids = list(dict.fromkeys(int(u) for u in user_ids))
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(u) for u in ids] if ids else False)


NO_PINGS = discord.AllowedMentions.none()


def unique_values(values: Iterable[str], limit: int = 100) -> list[str]:
    """Select option values cut to ``limit`` characters and still distinct (a later duplicate
    gets a ``~n`` suffix inside the limit)."""
    out: list[str] = []
    seen: set[str] = set()
    for value in values:
        candidate = value[:limit]
        n = 1
        while candidate in seen:
            suffix = f"~{n}"
            candidate = value[: limit - len(suffix)] + suffix
            n += 1
        seen.add(candidate)
        out.append(candidate)
    return out


def shown_line(text: object, limit: int = 500) -> str:
    """A line built from user text among the bot's own (a log line naming players): controls
    dropped, markdown escaped, mentions neutralised, capped."""
    return shown(text, limit)
