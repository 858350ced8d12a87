"""Persistent components. Every custom id carries what it needs (match id, action seq, index),
so a click works after a restart without any stored View. Action components carry the seq they
were built at: a click on an older seq is stale and refused by the match service."""

from __future__ import annotations

import re
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

import discord

from .safe_text import unique_values

if TYPE_CHECKING:
    from .host import MatchHost

PAGE = 25
MAX_BUTTONS = 5


def host_of(interaction: discord.Interaction) -> MatchHost:
    return interaction.client.host  # type: ignore[attr-defined]


async def guarded(interaction: discord.Interaction, handler: Coroutine[Any, Any, None]) -> None:
    """Run a component handler; known errors become an ephemeral refusal, anything else is
    logged with its context and answered with an ephemeral apology (never a stuck "thinking…")."""
    await host_of(interaction).run_guarded(interaction, handler)


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tcg:hand:(?P<m>\d+)"):
    """The thread's "Show my hand / act" button."""

    def __init__(self, match_id: int, label: str = "Show my hand / act") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.primary,
                                           custom_id=f"tcg:hand:{match_id}", emoji="🂠"))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        return cls(int(match["m"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, host_of(interaction).on_hand(interaction, self.match_id))


class ChallengeButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tcg:ch:(?P<m>\d+):(?P<a>[yn])"):
    """Accept / decline a challenge."""

    def __init__(self, match_id: int, accept: bool, label: str = "") -> None:
        style = discord.ButtonStyle.success if accept else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label or ("Accept" if accept else "Decline"), style=style,
                                           custom_id=f"tcg:ch:{match_id}:{'y' if accept else 'n'}"))
        self.match_id = match_id
        self.accept = accept

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        return cls(int(match["m"]), match["a"] == "y")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, host_of(interaction).lobby.on_challenge(interaction, self.match_id, self.accept))


class ActionButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tcg:a:(?P<m>\d+):(?P<s>\d+):(?P<i>\d+)"):
    """One legal action, by its index in ``legal_actions`` at seq ``s``."""

    def __init__(self, match_id: int, seq: int, index: int, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label[:80] or "…", style=discord.ButtonStyle.secondary,
                                           custom_id=f"tcg:a:{match_id}:{seq}:{index}"))
        self.match_id, self.seq, self.index = match_id, seq, index

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        return cls(int(match["m"]), int(match["s"]), int(match["i"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, host_of(interaction).on_action(interaction, self.match_id, self.seq, self.index))


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"tcg:s:(?P<m>\d+):(?P<s>\d+):(?P<p>\d+)"):
    """A page of at most 25 legal actions; option values are indices into ``legal_actions``."""

    def __init__(self, match_id: int, seq: int, page: int, options: list[discord.SelectOption] | None = None,
                 placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(custom_id=f"tcg:s:{match_id}:{seq}:{page}", placeholder=placeholder or None,
                                           options=options or [discord.SelectOption(label="…", value="0")]))
        self.match_id, self.seq, self.page = match_id, seq, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        self = cls(int(match["m"]), int(match["s"]), int(match["p"]))
        if isinstance(item, discord.ui.Select):
            self.item = item
        return self

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if not values or not str(values[0]).isdigit():
            return await guarded(interaction, host_of(interaction).on_stale(interaction, self.match_id))
        await guarded(interaction, host_of(interaction).on_action(interaction, self.match_id, self.seq, int(values[0])))


class PickSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"tcg:m:(?P<m>\d+):(?P<s>\d+)"):
    """Several options of the pending choice at once (values are the pending's option ids): offered
    when the combinations are too many to list as single actions."""

    def __init__(self, match_id: int, seq: int, options: list[discord.SelectOption] | None = None,
                 placeholder: str = "", min_values: int = 1, max_values: int = 1) -> None:
        options = options or [discord.SelectOption(label="…", value="…")]
        super().__init__(discord.ui.Select(custom_id=f"tcg:m:{match_id}:{seq}", placeholder=placeholder or None,
                                           options=options, min_values=min(min_values, len(options)),
                                           max_values=min(max_values, len(options))))
        self.match_id, self.seq = match_id, seq

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        return cls(int(match["m"]), int(match["s"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = [str(v) for v in (interaction.data or {}).get("values") or []]  # type: ignore[union-attr]
        await guarded(interaction, host_of(interaction).on_pick(interaction, self.match_id, self.seq, values))


def pick_select(match_id: int, seq: int, pending: dict[str, Any], listed: int, placeholder: str) -> PickSelect | None:
    """A multi-select over the pending choice's options when it allows several picks and not every
    combination is among the ``listed`` actions (at most 25 options, Discord's limit)."""
    from math import comb

    options = pending.get("options") or []
    low, high = int(pending.get("min", 1)), int(pending.get("max", 1))
    if high < 2 or not 1 < len(options) <= PAGE:
        return None
    if sum(comb(len(options), k) for k in range(low, min(high, len(options)) + 1)) <= listed:
        return None
    values = unique_values([str(o["id"]) for o in options])  # ``MatchHost.on_pick`` maps them back
    choices = [discord.SelectOption(label=str(o["label"])[:100] or "…", value=v) for o, v in zip(options, values, strict=True)]
    return PickSelect(match_id, seq, choices, placeholder, low, high)


class PageButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tcg:p:(?P<m>\d+):(?P<s>\d+):(?P<p>\d+)"):
    """Turn the page of a long action list."""

    def __init__(self, match_id: int, seq: int, page: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or f"{page + 1}", style=discord.ButtonStyle.secondary,
                                           custom_id=f"tcg:p:{match_id}:{seq}:{page}"))
        self.match_id, self.seq, self.page = match_id, seq, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        return cls(int(match["m"]), int(match["s"]), int(match["p"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, host_of(interaction).on_page(interaction, self.match_id, self.seq, self.page))


class ClaimButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tcg:claim:(?P<m>\d+):(?P<s>\d+)"):
    """Offered to the waiting players when the idle policy allows claiming the win."""

    def __init__(self, match_id: int, seq: int, label: str = "Claim the win") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.danger,
                                           custom_id=f"tcg:claim:{match_id}:{seq}"))
        self.match_id, self.seq = match_id, seq

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        return cls(int(match["m"]), int(match["s"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, host_of(interaction).on_claim(interaction, self.match_id, self.seq))


class RuleButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"tcg:r:(?P<g>[a-z]+):(?P<l>[a-z]+):(?P<k>[tx]):(?P<p>\d+):(?P<s>.+)"):
    """More of a rules section: the next page of its text (``t``) or its examples (``x``), or a
    referenced section (page 0)."""

    def __init__(self, game: str, lang: str, kind: str, page: int, section: str, label: str = "") -> None:
        custom_id = f"tcg:r:{game}:{lang}:{kind}:{page}:{section}"[:100]
        super().__init__(discord.ui.Button(label=(label or section)[:80], style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id))
        self.game, self.lang, self.kind, self.page, self.section = game, lang, kind, page, section

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        return cls(match["g"], match["l"], match["k"], int(match["p"]), match["s"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, host_of(interaction).rules.on_button(interaction, self.game, self.lang, self.kind, self.page, self.section))


class DeckChoice(discord.ui.DynamicItem[discord.ui.Select], template=r"tcg:dk:(?P<m>\d+)"):
    """The deck an invited player accepts a challenge with (shown only to them): ``n:<name>``
    for a saved deck, ``r`` for a random legal deck."""

    def __init__(self, match_id: int, options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(discord.ui.Select(custom_id=f"tcg:dk:{match_id}", placeholder=placeholder or None,
                                           options=options or [discord.SelectOption(label="…", value="r")]))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]):
        return cls(int(match["m"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or ["r"]  # type: ignore[union-attr]
        await guarded(interaction, host_of(interaction).lobby.on_deck_choice(interaction, self.match_id, str(values[0])))


DYNAMIC_ITEMS = (HandButton, ChallengeButton, DeckChoice, ActionButton, ActionSelect, PickSelect, PageButton, ClaimButton, RuleButton)


def hand_view(match_id: int, label: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(match_id, label))
    return view


def challenge_view(match_id: int, accept: str, decline: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ChallengeButton(match_id, True, accept))
    view.add_item(ChallengeButton(match_id, False, decline))
    return view


def pages(count: int) -> int:
    return max(1, (count + PAGE - 1) // PAGE)


def action_view(match_id: int, seq: int, labels: list[str], page: int = 0, *, placeholder: str = "",
                prev_label: str = "◀", next_label: str = "▶") -> discord.ui.View | None:
    """Buttons when there are few actions, else a select of 25 per page with page buttons."""
    if not labels:
        return None
    view = discord.ui.View(timeout=None)
    if len(labels) <= MAX_BUTTONS:
        for i, label in enumerate(labels):
            view.add_item(ActionButton(match_id, seq, i, label))
        return view
    page = min(max(page, 0), pages(len(labels)) - 1)
    start = page * PAGE
    options = [discord.SelectOption(label=label[:100] or "…", value=str(start + i))
               for i, label in enumerate(labels[start:start + PAGE])]
    view.add_item(ActionSelect(match_id, seq, page, options, placeholder))
    if pages(len(labels)) > 1:
        if page > 0:
            view.add_item(PageButton(match_id, seq, page - 1, prev_label))
        if page + 1 < pages(len(labels)):
            view.add_item(PageButton(match_id, seq, page + 1, next_label))
    return view
