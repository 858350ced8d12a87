"""Rules questions and card lookups: embeds cut to Discord's limits, with buttons for the rest.

Answers come from the rules document of the requested language (or the game's only document, said
so). Uses ``engine.rulebook.Rulebook`` when it is there, else a plain section index over the
parsed documents, so lookups work while the rulebook search is being written.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import base_lang, t
from engine.core import RuleRef

from . import views
from .render import attachment_name, card_name
from .safe_text import MAX_QUERY, shown

if TYPE_CHECKING:
    from .host import MatchHost

log = logging.getLogger(__name__)

PAGE_CHARS = 1500
EMBED_TITLE = 256
MAX_REFS = 3
COMPLETE_CHARS = 100
"""Autocomplete reads at most this much of what is typed (a choice shows 100 characters)."""
COMPLETE_SECONDS = 2.0
"""The search part of an autocomplete answer is dropped after this long (Discord waits 3 s)."""


class SectionIndex:
    """Minimal stand-in for ``Rulebook`` over ``engine.rulebook.documents`` (ids and titles only)."""

    def __init__(self) -> None:
        from engine.rulebook.documents import parse_all

        self._docs = parse_all()

    def doc(self, game: str, lang: str) -> Any:
        return self._docs.get((game, lang))

    def section(self, game: str, section_id: str, lang: str = "ja") -> Any:
        doc = self.doc(game, lang)
        return doc.get(section_id) if doc else None

    def complete(self, game: str, prefix: str, lang: str = "ja", limit: int = 25) -> list[tuple[str, str]]:
        doc = self.doc(game, lang)
        if doc is None:
            return []
        needle = prefix.strip().casefold()
        out = []
        for s in doc.all_sections():
            if not needle or s.id.casefold().startswith(needle) or needle in s.title.casefold():
                out.append((s.id, f"§{s.id} {s.title}"))
                if len(out) >= limit:
                    break
        return out

    def search(self, game: str, query: str, lang: str = "ja", limit: int = 10) -> list[Any]:
        from engine.rulebook.model import Hit

        doc = self.doc(game, lang)
        if doc is None:
            return []
        needle = query.strip().casefold()
        hits = [Hit(s.id, s.title, s.text[:200], 1.0) for s in doc.all_sections()
                if needle and (needle in s.title.casefold() or needle in s.text.casefold())]
        return hits[:limit]


def load_rulebook() -> Any:
    try:
        from engine.rulebook import Rulebook  # type: ignore[attr-defined]
    except ImportError:
        return SectionIndex()
    return Rulebook.load()


def doc_langs(game: str) -> tuple[str, ...]:
    try:
        from engine.rulebook.documents import LANGS
    except ImportError:
        return ()
    return LANGS.get(game, ())


def pick_lang(game: str, wanted: str) -> str:
    """The document language to answer ``wanted`` with (Traditional Chinese reads the ``zh`` one)."""
    wanted = base_lang(wanted)
    langs = doc_langs(game)
    if wanted in langs or not langs:
        return wanted
    return "ja" if "ja" in langs else langs[0]


def pages_of(text: str, size: int = PAGE_CHARS) -> list[str]:
    """Text cut at line or sentence ends into pieces of at most ``size`` characters."""
    out: list[str] = []
    rest = text.strip()
    while len(rest) > size:
        cut = max(rest.rfind("\n", 0, size), rest.rfind("。", 0, size), rest.rfind(". ", 0, size))
        cut = cut + 1 if cut > size // 2 else size
        out.append(rest[:cut].strip())
        rest = rest[cut:].strip()
    out.append(rest)
    return out


class RulesDesk:
    """``rules`` and ``card`` for every game, plus rule quotes in refusals."""

    def __init__(self, host: MatchHost, rulebook: Any = None) -> None:
        self.host = host
        self.book = rulebook
        self._loading: asyncio.Task[Any] | None = None
        self._card_names: dict[str, list[tuple[str, str]]] = {}

    async def preload(self) -> None:
        if self.book is None:
            try:
                self.book = await asyncio.to_thread(load_rulebook)
            except Exception:
                log.exception("the rulebook could not be loaded; rules lookups are off")

    # --- sections ------------------------------------------------------------------------
    def quote(self, rule: RuleRef | None, lang: str) -> str:
        """"§id title: first sentence" for a refusal, from the document of ``lang``; a rule outside
        the provided documents with its document spelled out (the refusal's own line cites it briefly)."""
        if rule is not None and rule.outside:
            return rule.full()
        if rule is None or self.book is None:
            return str(rule) if rule else ""
        try:
            section = self.book.section(rule.game, rule.section, lang=pick_lang(rule.game, lang))
        except Exception:
            section = None
        if section is None:
            return str(rule)
        return f"§{section.id} {section.title}: {pages_of(section.text, 300)[0]}"

    async def complete(self, game: str, current: str, lang: str) -> list[tuple[str, str]]:
        """Autocomplete choices: section numbers and titles first, then search hits — the search runs
        off the event loop and is dropped if it can't answer within Discord's autocomplete window."""
        if self.book is None:
            return []
        doc_lang = pick_lang(game, lang)
        current = current[:COMPLETE_CHARS]  # what a choice can show; a longer paste only slows the search
        try:
            found = list(self.book.complete(game, current, lang=doc_lang, limit=25))
        except Exception:
            log.exception("rules autocomplete failed")
            return []
        if len(found) < 25 and current.strip():
            seen = {sid for sid, _ in found}
            try:
                hits = await asyncio.wait_for(asyncio.to_thread(self.book.search, game, current, lang=doc_lang, limit=25), COMPLETE_SECONDS)
                found += [(hit.id, f"§{hit.id} {hit.title}") for hit in hits if hit.id not in seen]
            except TimeoutError:
                log.warning("rules autocomplete: search took over %ss, section numbers only", COMPLETE_SECONDS)
            except Exception:
                log.exception("rules search failed")
        return [(label[:100], sid[:100]) for sid, label in found[:25]]

    def find(self, game: str, query: str, lang: str) -> Any:
        doc_lang = pick_lang(game, lang)
        section = self.book.section(game, query.strip().lstrip("§"), lang=doc_lang)
        if section is None:
            hits = self.book.search(game, query, lang=doc_lang, limit=1)
            if hits:
                section = self.book.section(game, hits[0].id, lang=doc_lang)
        return section

    def embed(self, game: str, section: Any, doc_lang: str, page: int, lang: str, *,
              examples: bool = False) -> tuple[discord.Embed, discord.ui.View | None]:
        doc = self.book.doc(game, doc_lang)
        version = getattr(doc, "version", "") if doc is not None else ""
        title = self.host.game_title(game)
        head = f"{title} · {version} · §{section.id} {section.title}"
        if examples:
            body = "\n\n".join(section.examples) or t("no_examples", lang)
            chunks = pages_of(body, 3500)
        else:
            chunks = pages_of(self.full_text(game, section, doc_lang))
        page = min(page, len(chunks) - 1)
        embed = discord.Embed(title=head[:EMBED_TITLE], description=chunks[page][:4000])
        footer = [f"{page + 1}/{len(chunks)}"] if len(chunks) > 1 else []
        if doc_lang != lang:
            footer.append(t("rules_other_lang", lang, lang=doc_lang))
        if footer:
            embed.set_footer(text=" · ".join(footer))
        if section.refs:
            embed.add_field(name=t("see_also", lang), value=", ".join(f"§{r}" for r in section.refs)[:1024])
        view = discord.ui.View(timeout=None)
        kind = "x" if examples else "t"
        if page + 1 < len(chunks):
            view.add_item(views.RuleButton(game, doc_lang, kind, page + 1, section.id, t("more", lang)))
        if section.examples and not examples:
            view.add_item(views.RuleButton(game, doc_lang, "x", 0, section.id, t("examples", lang)))
        for ref in section.refs[:MAX_REFS]:
            if len(f"tcg:r:{game}:{doc_lang}:t:0:{ref}") <= 100:
                view.add_item(views.RuleButton(game, doc_lang, "t", 0, ref, f"§{ref}"))
        return embed, (view if view.children else None)

    def full_text(self, game: str, section: Any, doc_lang: str, limit: int = 80) -> str:
        """The section's text followed by its subsections' in document order (chapters and
        headings are mostly their children), at most ``limit`` subsections."""
        lines = [section.text] if section.text else []
        todo = list(getattr(section, "children", []) or [])
        while todo and limit > 0:
            child = self.book.section(game, todo.pop(0), lang=doc_lang)
            if child is None:
                continue
            limit -= 1
            lines.append(f"**§{child.id} {child.title if not child.text else ''}**".replace(" **", "**") + f" {child.text}")
            todo[:0] = list(getattr(child, "children", []) or [])
        return "\n".join(lines) or section.title

    async def cmd_rules(self, interaction: discord.Interaction, game: str, query: str, lang_opt: str | None,
                        ephemeral: bool) -> None:
        lang = lang_opt or await self.host.lang(interaction)
        if self.book is None:
            return await self.host.reply(interaction, t("rules_unavailable", lang))
        section = self.find(game, query, lang)
        if section is None:
            return await self.host.reply(interaction, t("rules_not_found", lang, query=shown(query, MAX_QUERY)) + " "
                                         + t("rules_try", lang, example=self.example_id(game, lang)))
        embed, view = self.embed(game, section, pick_lang(game, lang), 0, lang)
        kwargs: dict[str, Any] = {"embed": embed}
        if view is not None:
            kwargs["view"] = view
        await interaction.response.send_message(ephemeral=ephemeral, **kwargs)

    def example_id(self, game: str, lang: str) -> str:
        """A section number of ``game``'s document as that document writes them (a rule with a
        parent: ``1.1.1``, ``1-1-1``, ``101.1``…), for telling a user what to type."""
        try:
            doc = self.book.doc(game, pick_lang(game, lang))
            sections = list(doc.sections.values()) if doc is not None else []
        except Exception:
            sections = []
        return next((s.id for s in sections if s.kind == "rule" and s.parent), sections[0].id if sections else "1")

    async def on_button(self, interaction: discord.Interaction, game: str, doc_lang: str, kind: str, page: int,
                        section_id: str) -> None:
        lang = await self.host.lang(interaction)
        section = self.book.section(game, section_id, lang=doc_lang) if self.book is not None else None
        if section is None:
            return await self.host.reply(interaction, t("rules_not_found", lang, query=shown(section_id, MAX_QUERY)))
        embed, view = self.embed(game, section, doc_lang, page, lang, examples=kind == "x")
        kwargs: dict[str, Any] = {"embed": embed}
        if view is not None:
            kwargs["view"] = view
        await interaction.response.send_message(ephemeral=True, **kwargs)

    # --- cards ---------------------------------------------------------------------------
    async def card_names(self, game: str) -> list[tuple[str, str]]:
        """(name, card id) for every name of every card in the pool, all languages."""
        if game not in self._card_names:
            pool = await self.host.pool(game)
            names = []
            for rec in pool.by_id.values():
                for name in dict.fromkeys((rec.names or {}).values() or [rec.data.get("name", rec.id)]):
                    names.append((str(name), rec.id))
            self._card_names[game] = names
        return self._card_names[game]

    async def card_choices(self, game: str, current: str) -> list[tuple[str, str]]:
        from rapidfuzz import fuzz, process, utils

        names = await self.card_names(game)
        if not current.strip():
            return [(n[:100], cid[:100]) for n, cid in names[:25]]
        found = process.extract(current, [n for n, _ in names], scorer=fuzz.WRatio,
                                processor=utils.default_process, limit=25)
        return [(names[i][0][:100], names[i][1][:100]) for _, score, i in found if score >= 50]

    async def cmd_card(self, interaction: discord.Interaction, game: str, name: str) -> None:
        lang = await self.host.lang(interaction)
        pool = await self.host.pool(game)
        rec = pool.get(name) or pool.find_name(name)
        if rec is None:
            close = pool.suggest(name) if len(pool) and await self.host.imported_cards(game) else []
            hint = t("did_you_mean", lang, names=", ".join(shown(n, 100) for n in close)) if close else ""
            if not await self.host.imported_cards(game):  # a real name is missing because nothing was imported
                hint = await self.host.cards_notice(game, lang)
            return await self.host.reply(interaction, t("card_not_found", lang, name=shown(name, MAX_QUERY),
                                                        hint=hint).strip())
        await interaction.response.defer(thinking=True)
        data = dict(rec.data)
        data.setdefault("names", rec.names)
        title = card_name(data, lang)
        embed = discord.Embed(title=title[:EMBED_TITLE])
        other = [n for n in (rec.names or {}).values() if n != title]
        if other:
            embed.description = " / ".join(other)[:4000]
        texts: set[str] = set()  # the words already shown: ONE PIECE's "text" is its "effect" when it has no trigger
        for key, value in data.items():
            if key in HIDDEN_FIELDS or value is False or value in (None, "", [], {}) or str(value) == title:
                continue  # False: a flag the card does not have; the title already says the name
            if isinstance(value, str) and not value.isdigit():
                if value.strip() in texts:
                    continue  # the same words under a second label (numbers are shown under each of theirs)
                texts.add(value.strip())
            text = ", ".join(map(str, value)) if isinstance(value, list) else str(value)
            if value is True:
                text = "✓"
            if len(embed.fields) < 20:
                embed.add_field(name=field_label(key)[:256], value=text[:1024], inline=len(text) < 30)
        handled = explain_lines(game, rec.data)
        if handled and len(embed.fields) < 25:
            embed.add_field(name=t("card_automation", lang)[:256], value=handled[:1024], inline=False)
        kwargs: dict[str, Any] = {"embed": embed}
        png = await self.host.renderer.card(data, lang, game=self.host.kit(game).engine.game)
        if png:
            name = attachment_name("card", png)
            embed.set_image(url=f"attachment://{name}")
            kwargs["file"] = discord.File(io.BytesIO(png), name)
        await interaction.followup.send(**kwargs)


HIDDEN_FIELDS = frozenset({"names", "id", "image", "image_url", "full_name"})
"""Card data keys a card lookup does not show: the title shows the full name, the image the art."""


def field_label(key: str) -> str:
    """A card data key as a field name: ``main_number`` → ``Main number``."""
    return key.replace("_", " ").strip().capitalize() or key


def explain_lines(game: str, data: dict[str, Any]) -> str:
    """What the bot does with each ability of a card (template, card script or by hand), one line
    each, as ``python -m bot cards explain`` prints it."""
    from engine import games

    module = games.load(game)
    return "\n".join(a.line(game) for a in module.explain(data))
