"""Importer for the decktools JSON shape (seriallos/wowtcg-decktools ``data/cards/*.json``):
a folder of set files (each a JSON list of card records) plus ``setlist.json``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.cards import CardRecord, ImportReport
from engine.core.importing import ImportSourceError, is_url, read_json, require_path

from . import rx
from .schema import ALL_SPECS, CLASSES, RARITY, clean_text, make_card

DEFAULT_SOURCE = Path(__file__).resolve().parents[4] / "shared" / "data" / "wow" / "cards"
_EQUIPMENT = {"armor": "armor", "item": "item"}


def card_id(rec: dict[str, Any]) -> str:
    return f"{str(rec.get('setcode', '')).upper()}-{rec.get('no')}"


def _type(rec: dict[str, Any], subtypes: list[str]) -> str:
    raw = str(rec.get("type", "")).strip().lower()
    if raw == "equipment":
        for s in subtypes:
            low = s.lower()
            if "weapon" in low:
                return "weapon"
            if low in _EQUIPMENT:
                return _EQUIPMENT[low]
        return "item"
    if raw == "ability ally":
        return "ability"
    return raw


def uses_x_cost(text: str) -> bool:
    """201.3: an X in the text that no power defines (``X, Flip``/``where X is``) means the printed
    cost was ``N+X`` (the decktools data flattens it to N)."""
    plain = rx.sub(r"<[^>]+>", " ", text or "")
    if not rx.search(r"\bX\b", plain):
        return False
    return not rx.search(r"where X is|X is (?:the|equal)|\bX\s*,|\bX\b[^.;]*->|Assault X|pay X|\bup to X\b", plain)


def convert(rec: dict[str, Any]) -> CardRecord:
    """One decktools record → CardRecord in our schema. Raises KeyError/ValueError if malformed."""
    name = str(rec["name"]).strip()
    if not name:
        raise ValueError("no name")
    subtypes = [clean_text(str(rec[k])) for k in ("subtype", "subtype2", "subtype3", "subtype4") if rec.get(k)]  # "Form</i>" in the data
    ctype = _type(rec, subtypes)
    text = str(rec.get("rules") or "")
    classes = [c for c in CLASSES if rec.get(c.replace(" ", "")) == "x"]
    race = str(rec.get("race") or "")
    cls = str(rec.get("class") or "")
    talent = ""
    if ctype in ("hero", "master hero"):
        talent = next((s for s in subtypes if s in ALL_SPECS), "")
        if cls:
            classes = [cls]
    lead = [race, cls] if ctype != "hero" else []
    tags = [t for t in [*lead, *subtypes] if t]
    if ctype == "hero":
        tags = [s for s in subtypes if s not in ALL_SPECS]
    cost = rec.get("cost")
    cost_x = ctype not in ("hero", "quest", "location", "achievement") and uses_x_cost(text)
    profs = [str(rec[k]) for k in ("profession", "profession2") if rec.get(k)]
    dmg = str(rec.get("dmgtype") or "").strip().lower()
    data = make_card(
        name=name, type=ctype, cost=int(cost) if isinstance(cost, int) else 0, cost_x=cost_x,
        text=text, set=str(rec.get("setcode", "")), number=rec.get("no") or 0,
        rarity=RARITY.get(str(rec.get("rarity", "")).lower(), str(rec.get("rarity", ""))),
        faction=str(rec.get("faction") or "Neutral"), classes=classes, race=race, **{"class": cls},
        talent=talent, professions=profs, tags=tags,
        strike_cost=int(rec["strikecost"]) if str(rec.get("strikecost", "")).isdigit() else None,
        atk=int(rec["attack"]) if isinstance(rec.get("attack"), int) else (0 if ctype in ("hero", "master hero") else None),
        damage_type=dmg if dmg in ("arcane", "fire", "frost", "holy", "melee", "nature", "ranged", "shadow") else "",
        health=int(rec["health"]) if isinstance(rec.get("health"), int) else None,
        **{"def": int(rec["def"]) if str(rec.get("def", "")).isdigit() else None},
        instant=bool(rec.get("instant")), totem=str(rec.get("type")) == "Ability Ally",
        traitor="Traitor" in subtypes and ctype in ("hero", "master hero"),
        image_url="",
    )
    data["text"] = clean_text(text)  # no HTML anywhere: keywords and deck clauses were read from the markup above
    if rec.get("block") == 0:  # a raid or dungeon deck (decktools block 0): bosses and encounter cards
        data["encounter"] = True
    if ctype == "ability" and data["health"] is not None and any(rx.search(r"\bTotem\s*\(\d+\)$", t) for t in subtypes):
        data["totem"] = True  # 305.3a: an "Earth Totem (1)" ability with health is a totem (the data types some "Ability" only)
    if data["totem"] and "Totem" not in data["tags"]:
        data["tags"].append("Totem")
    return CardRecord(id=card_id(rec), data=data, names={"en": name})


def import_decktools(source: str | Path | None = None) -> ImportReport:
    """Every set file of a decktools ``data/cards`` folder (or one file). Malformed records are
    skipped and reported with their file and position."""
    where = str(source) if source else str(DEFAULT_SOURCE)
    if is_url(where):
        files: list[Any] = [where]
    else:
        path = Path(require_path(where, folder_ok=True, hint="a decktools data/cards folder or one of its set files"))
        files = sorted(p for p in path.glob("*.json") if p.name != "setlist.json") if path.is_dir() else [path]
        if not files:
            raise ImportSourceError(path, "no set files (*.json) in this folder")
    report = ImportReport()
    seen: set[str] = set()
    for file in files:
        try:
            records = read_json(file)
        except ImportSourceError as exc:
            if len(files) == 1:
                raise
            report.skipped.append(f"{Path(str(file)).name}: unreadable ({exc.problem})")
            continue
        if not isinstance(records, (list, dict)) and len(files) == 1:
            raise ImportSourceError(file, "expected a JSON list of card records (a decktools set file)")
        if isinstance(records, dict):
            records = records.get("cards", [])
        for i, rec in enumerate(records if isinstance(records, list) else []):
            try:
                card = convert(rec)
            except (KeyError, ValueError, TypeError) as exc:
                report.skipped.append(f"{Path(str(file)).name}[{i}]: {type(exc).__name__}: {exc}")
                continue
            if card.id in seen:
                card.id = f"{card.id}-{rec.get('cardid')}"
            seen.add(card.id)
            report.cards.append(card)
    return report
