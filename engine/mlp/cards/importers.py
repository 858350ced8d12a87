"""Importers for the DreamTCG MLP-DB shapes: ``MLP-DB.json`` (a JSON array of cards, English with
Thai text) and its starter-deck JSON (``{deckName, mc, main[], scene[], story[]}``, cards inline)."""

from __future__ import annotations

import os
import re
from typing import Any

from engine.core.cards import CardRecord, ImportReport
from engine.core.importing import ImportSourceError, read_json

from .schema import STAGES, make_card

DEFAULT_SOURCES = (
    os.path.join(os.path.dirname(__file__), "..", "..", "..", "..", "shared", "data", "mlp", "MLP-DB.json"),
    "https://raw.githubusercontent.com/DreamTCG/MLP-DB/main/MLP-DB.json",
)
TYPE_MAP = {"Character": "Character", "Event": "Event", "Item": "Item", "Scene": "Scene", "Story": "Story",
            "Main Character": "Protagonist", "Protagonist": "Protagonist"}


def read_source(source: str) -> Any:
    """JSON from a path or an http(s) URL (``ImportSourceError``, one line, if it cannot be read)."""
    return read_json(source, timeout=30)


def _clean_name(name: str) -> str:
    return re.sub(r"\s*\[incomplete\]\s*", "", name or "").strip()


def record_from_dreamtcg(raw: dict[str, Any]) -> CardRecord:
    """One MLP-DB card → a CardRecord in our schema (raises KeyError/ValueError when malformed)."""
    cid = str(raw["id"]).strip()
    ctype = TYPE_MAP[raw["type"]]
    text = raw.get("ability") or ""
    if ctype == "Protagonist" and re.fullmatch(r"\(.*art card\)", text.strip()):
        text = ""  # art notes, not rules text (第二節 5.0.0: a protagonist has no effect)
    subtype = [s for s in (raw.get("subtype") or []) if isinstance(s, str)]
    keywords = [s for s in subtype if s != "Everyday"]
    stage = STAGES.get(str(raw.get("story_stage") or "").strip()) if raw.get("story_stage") else None
    i18n = {}
    if raw.get("ability_th"):
        i18n["th"] = {"name": _clean_name(raw["name"]), "text": raw["ability_th"]}
    data = make_card(
        id=cid, name=_clean_name(raw["name"]), type=ctype, keywords=keywords,
        harmony=raw.get("cost") if isinstance(raw.get("cost"), int) else None,
        idea=raw.get("power") if isinstance(raw.get("power"), int) else None,
        text=text, rarity=str(raw.get("rarity") or ""), set_code=str(raw.get("deck") or ""), stage=stage,
        story_title=raw.get("story_title") or "", story_subtitle=raw.get("story_subtitle") or "",
        everyday=True if "Everyday" in subtype else None,
        image_url=raw.get("imageUrl") if str(raw.get("imageUrl", "")).startswith("http") else "",
        colors=[raw["color"]] if raw.get("color") else [],
        i18n=i18n,
    )
    names = {"en": data["full_name"]}
    if data["full_name"] != data["name"]:
        names["en_short"] = data["name"]
    return CardRecord(cid, data, names)


def starter_deck_cards(deck: dict[str, Any]) -> list[dict[str, Any]]:
    """Every inline card of a starter-deck JSON (mc, main, scene, story)."""
    out = [deck["mc"]] if isinstance(deck.get("mc"), dict) else []
    for part in ("main", "scene", "story"):
        out.extend(c for c in deck.get(part) or [] if isinstance(c, dict))
    return out


def import_cards(source: str | None = None) -> ImportReport:
    """``python -m bot cards import mlp PATH|URL``: MLP-DB.json, or a starter-deck JSON."""
    if source is None:
        source = next((s for s in DEFAULT_SOURCES if s.startswith("http") or os.path.exists(s)), DEFAULT_SOURCES[-1])
    raw = read_source(source)
    items = starter_deck_cards(raw) if isinstance(raw, dict) else raw
    report = ImportReport()
    seen: set[str] = set()
    for index, item in enumerate(items if isinstance(items, list) else []):
        try:
            rec = record_from_dreamtcg(item)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            report.skipped.append(f"record {index}: {type(exc).__name__}: {exc}")
            continue
        if rec.id in seen:
            continue
        seen.add(rec.id)
        report.cards.append(rec)
    if not isinstance(items, list):
        raise ImportSourceError(source, "neither a card array (MLP-DB.json) nor a starter-deck object")
    return report
