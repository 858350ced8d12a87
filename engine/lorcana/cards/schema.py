"""The Lorcana card schema (one dict per card, stored in ``CardRecord.data``).

Common display keys: ``name``, ``full_name``, ``type``, ``cost``, ``colors``, ``text``,
``image_url``, ``set``, ``number``, ``rarity``, ``i18n`` ({lang: {"name", "text"}}).
Lorcana keys: ``version``, ``subtypes`` (e.g. ["Song"]), ``classifications``, ``inkable``,
``strength``, ``willpower``, ``lore``, ``move_cost`` (None when absent), ``keywords``
({keyword: value or 0}), ``abilities`` ([{"type", "name", "text"}]), ``max_copies`` (None = 4).
Card ids are ``"<set>-<number>"`` (e.g. "1-1"), the key used to merge languages.
"""

from __future__ import annotations

import re
from typing import Any

CARD_TYPES = ("Character", "Action", "Item", "Location")
INKS = ("Amber", "Amethyst", "Emerald", "Ruby", "Sapphire", "Steel")
KEYWORDS = (
    "Alert", "Bodyguard", "Boost", "Challenger", "Evasive", "Reckless", "Resist", "Rush", "Shift",
    "Singer", "Sing Together", "Support", "Vanish", "Ward",
)
# 10.1.1: keywords written "+N" stack by adding N; the others do not stack.
STACKING = frozenset({"Challenger", "Resist"})

_REMINDER = re.compile(r"\s*\([^()]*\)")
_KW_RE = re.compile(
    r"^(?P<kw>Sing Together|Alert|Bodyguard|Boost|Challenger|Evasive|Reckless|Resist|Rush|Shift|Singer|Support|Vanish|Ward)"
    r"(?:\s*(?P<val>[+-]?\d+))?(?P<rest>[^,]*)$"
)
_CAPS_TOKEN = re.compile(r"^[A-Z0-9'’!?.,&\-:\"“”]+$")


def strip_reminder(text: str) -> str:
    """Reminder text in parentheses is not rules text (1.1.6, 10.1.3)."""
    prev = None
    while prev != text:
        prev, text = text, _REMINDER.sub("", text)
    return text.strip()


def keyword_line(line: str) -> dict[str, int] | None:
    """Keywords on one line ("Evasive", "Shift 4", "Challenger +2", "Bodyguard, Ward") or None."""
    body = strip_reminder(line).strip().rstrip(".")
    if not body:
        return None
    out: dict[str, int] = {}
    for part in [p.strip() for p in body.split(",")]:
        m = _KW_RE.match(part)
        if not m:
            return None
        rest = m.group("rest").strip()
        if rest and rest not in ("{I}", "⬡"):
            return None  # "Shift: Discard a card" and other variants are abilities, not plain keywords
        if m.group("kw") in ("Shift", "Singer", "Sing Together", "Challenger", "Resist", "Boost") and not m.group("val"):
            return None
        val = m.group("val")
        out[m.group("kw")] = int(val) if val else 0
    return out


def split_name(line: str) -> tuple[str, str]:
    """An ability's ALL-CAPS story name (6.2.12) and its text."""
    tokens = line.split(" ")
    i = 0
    while i < len(tokens) and _CAPS_TOKEN.match(tokens[i]) and any(c.isalpha() for c in tokens[i]):
        i += 1
    if i == 0 or (i == 1 and tokens[0] in ("A", "I")):
        return "", line.strip()
    # a single capital letter that starts the sentence belongs to the text ("... NAME A character")
    if i < len(tokens) and tokens[i - 1] in ("A", "I") and i >= 2:
        i -= 1
    return " ".join(tokens[:i]).strip(), " ".join(tokens[i:]).strip()


def classify_ability(text: str) -> str:
    """Triggered (7.4.2 trigger words), activated ("cost — effect", 7.5.1) or static (7.6)."""
    t = text.strip()
    if re.match(r"^(When|Whenever|At the start of|At the end of|Once during your turn, whenever|During your turn, whenever)\b", t):
        return "triggered"
    if (re.search(r"(\{E\}|⟳|\{I\}|⬡|Banish this|Discard|Exert)[^—]*\s[—–-]\s", t) and " — " in t) or re.match(r"^(\{E\}|⟳|\d+ ?(\{I\}|⬡))", t):
        return "activated"
    return "static"


def normalize_symbols(text: str) -> str:
    """LorcanaJSON uses glyphs; Lorcast uses {E} {I} {S} {W} {L}. We keep the brace form."""
    return (
        text.replace("⟳", "{E}").replace("⬡", "{I}").replace("¤", "{S}").replace("⛉", "{W}")
        .replace("◊", "{L}").replace("◉", "{C}").replace("\u00a0", " ")
    )


def parse_text(text: str, card_type: str) -> tuple[dict[str, int], list[dict[str, str]]]:
    """Keywords and abilities from a card's full text. Actions' text is one ``effect``
    (6.3.2: actions have effects, not abilities); the song reminder line is dropped."""
    keywords: dict[str, int] = {}
    abilities: list[dict[str, str]] = []
    text = normalize_symbols(text or "")
    effect_lines: list[str] = []
    for raw in text.split("\n"):
        line = raw.strip()
        if not line:
            continue
        if re.match(r"^\(A character with cost \d+ or more can", line) or re.match(r"^\(.*sing this song", line):
            continue
        kws = keyword_line(line)
        if kws is not None:
            for k, v in kws.items():
                keywords[k] = keywords.get(k, 0) + v if k in STACKING else v
                abilities.append({"type": "keyword", "name": k, "text": strip_reminder(line) if len(kws) == 1 else k, "value": str(v)})
            continue
        if card_type == "Action":
            effect_lines.append(strip_reminder(line) if not line.startswith("(") else "")
            continue
        name, body = split_name(line)
        body = strip_reminder(body) or body
        if not name and abilities and abilities[-1]["type"] != "keyword" and not line.startswith("("):
            abilities[-1]["text"] += " " + body  # continuation line of the previous ability
            continue
        if line.startswith("("):
            continue
        abilities.append({"type": classify_ability(body), "name": name, "text": body})
    if card_type == "Action":
        joined = " ".join(e for e in effect_lines if e).strip()
        if joined:
            abilities.extend(split_action(joined))
    return keywords, abilities


# An action's text is its effect (6.3.2), but a sentence that restricts playing it works from the hand
# (7.6.5) and "when you discard this card" triggers from the discard: abilities of their own.
# a leading static of the action (7.6.5): "You can't play this action unless …", "For each …, you
# pay 1 {I} less to play this action." (Seeking the Half Crown), "If …, you pay 2 {I} less …"
_ACTION_LEAD = re.compile(r"^((?:You can't play this action unless|(?:For each|If) [^.]+?, you pay \d+ \{I\} less to play this action)[^.]*\.)\s+(\S.*)$")
_ACTION_TAIL = re.compile(r"^(.*?\.)\s+(During your turn, when you discard this card, [^.]+\.)$")


def split_action(text: str) -> list[dict[str, str]]:
    """An action's text as abilities: a leading "You can't play this action unless …" (static), the
    effect, and a closing "During your turn, when you discard this card, …" (triggered)."""
    out: list[dict[str, str]] = []
    m = _ACTION_LEAD.match(text)
    if m:
        out.append({"type": "static", "name": "", "text": m.group(1)})
        text = m.group(2)
    m = _ACTION_TAIL.match(text)
    tail = None
    if m:
        text, tail = m.group(1), m.group(2)
    out.append({"type": "effect", "name": "", "text": text})
    if tail:
        out.append({"type": "static", "name": "", "text": tail})
    return out


def printed_text(data: dict[str, Any]) -> str:
    """The card's rules text as per-card scripts hash it: every line without its reminder text
    (1.1.6), so a printing that omits reminders (enchanted) hashes the same."""
    lines = (strip_reminder(line) for line in normalize_symbols(str(data.get("text") or "")).split("\n"))
    return "\n".join(line for line in lines if line)


def max_copies(text: str) -> int | None:
    """Card text that overrides the 4-copy rule (1.2.1 over 2.1.1.3)."""
    t = text or ""
    if re.search(r"any number of cards named", t, re.I):
        return 999
    m = re.search(r"(?:up to|only have) (\d+) copies of", t, re.I)  # "You may only have 2 copies of …"
    return int(m.group(1)) if m else None


def make_card(
    *, card_id: str, name: str, version: str = "", card_type: str, subtypes: list[str] | None = None,
    cost: int, inkable: bool, colors: list[str], text: str = "", strength: int | None = None,
    willpower: int | None = None, lore: int | None = None, move_cost: int | None = None,
    classifications: list[str] | None = None, set_code: str = "", number: str = "", rarity: str = "",
    image_url: str = "", keywords: dict[str, int] | None = None, abilities: list[dict[str, str]] | None = None,
    i18n: dict[str, dict[str, str]] | None = None,
) -> dict[str, Any]:
    """One card in the schema. Keywords/abilities are parsed from ``text`` unless given."""
    text = normalize_symbols(text or "")
    parsed_kw, parsed_ab = parse_text(text, card_type)
    data: dict[str, Any] = {
        "id": card_id,
        "name": name,
        "version": version or "",
        "full_name": f"{name} - {version}" if version else name,
        "type": card_type,
        "subtypes": list(subtypes or []),
        "classifications": list(classifications or []),
        "cost": int(cost),
        "inkable": bool(inkable),
        "colors": list(colors),
        "strength": strength,
        "willpower": willpower,
        "lore": lore,
        "move_cost": move_cost,
        "text": text,
        "keywords": dict(keywords if keywords is not None else parsed_kw),
        "abilities": list(abilities if abilities is not None else parsed_ab),
        "set": str(set_code),
        "number": str(number),
        "rarity": rarity,
        "image_url": image_url or "",
        "i18n": dict(i18n or {}),
        "max_copies": max_copies(text),
    }
    return data


def is_song(data: dict[str, Any]) -> bool:
    """6.3.3.2: an action whose classification line shows Song."""
    return data.get("type") == "Action" and "Song" in data.get("subtypes", [])
