"""The card schema (one record per card number; alternate arts collapse into ``images``).

Keys: the common display keys (``name``, ``full_name``, ``type``, ``cost``, ``colors``, ``text``,
``image_url``, ``set``, ``number``, ``rarity``, ``i18n``) plus ONE PIECE's own: ``power``,
``counter``, ``life`` (ints or None), ``attributes``, ``traits`` (types, 2-4), ``effect`` (main
text) and ``trigger`` (the text after [Trigger], 2-11), ``images`` (every art's URL).
Types are "Leader", "Character", "Event", "Stage" and "DON!!" (2-2-2).
"""

from __future__ import annotations

import html
import re
from typing import Any

CARD_TYPES = ("Leader", "Character", "Event", "Stage", "DON!!")
COLORS = ("Red", "Green", "Blue", "Purple", "Black", "Yellow")
DON_ID = "DON!!"

_MINUS = str.maketrans({"\u2212": "-", "\u2013": "-", "\uff0d": "-", "\u2019": "'", "\uff1c": "<", "\uff1e": ">"})
# DON!! rest costs appear as circled digits in two Unicode styles (➀… and ①…): normalise to ①….
_CIRCLED = {chr(0x2780 + i): chr(0x2460 + i) for i in range(10)}


def clean_text(text: str | None) -> str:
    """Normalise card text: "-" means none, ``<br>`` becomes a newline, the three minus signs
    become "-", both styles of circled digits become ①②③…"""
    if text is None:
        return ""
    text = str(text).strip()
    if text in ("-", ""):
        return ""
    text = html.unescape(re.sub(r"<br\s*/?>", "\n", text, flags=re.I)).translate(_MINUS)
    for a, b in _CIRCLED.items():
        text = text.replace(a, b)
    return text.strip()


_TRIGGER_SPLIT = re.compile(r"(?:^|(?<=[\s.)\]]))\[Trigger\]\s*")


def split_trigger(text: str) -> tuple[str, str]:
    """The main text and the [Trigger] text (2-11-1): the trigger is the ability opened by a
    "[Trigger]" bracket at the start of the text or after a sentence, not one quoted mid-sentence."""
    for m in _TRIGGER_SPLIT.finditer(text):
        before = text[: m.start()].rstrip()
        if before and before != "-" and not before.endswith((".", ")", "]", "\n")):
            continue
        before = before.strip()
        return ("" if before == "-" else before), text[m.end():].strip()
    return text, ""


def to_int(value: Any) -> int | None:
    """"-", "", None → None; "5000" → 5000."""
    if value is None:
        return None
    if isinstance(value, int):
        return value
    text = str(value).strip().translate(_MINUS)
    if text in ("", "-"):
        return None
    try:
        return int(text)
    except ValueError:
        return None


def card_data(
    *, number: str, name: str, type: str, colors: list[str], cost: int | None = None,
    power: int | None = None, counter: int | None = None, life: int | None = None,
    attributes: list[str] | None = None, traits: list[str] | None = None, text: str = "",
    set: str = "", rarity: str = "", image_url: str = "", images: list[str] | None = None,
    i18n: dict[str, dict[str, str]] | None = None,
) -> dict[str, Any]:
    """One card's data dict in the project's schema."""
    if type not in CARD_TYPES:
        raise ValueError(f"unknown card type {type!r}")
    full = clean_text(text)
    effect, trigger = split_trigger(full)
    return {
        "id": number, "number": number, "name": name, "full_name": name, "type": type,
        "cost": cost, "colors": list(colors), "power": power, "counter": counter, "life": life,
        "attributes": list(attributes or []), "traits": list(traits or []),
        "text": full, "effect": effect, "trigger": trigger,
        "image_url": image_url, "images": list(images or ([image_url] if image_url else [])),
        "set": set, "rarity": rarity, "i18n": dict(i18n or {}),
    }


def don_card() -> dict[str, Any]:
    """The DON!! card (2-2-2): no cost, power or text of its own (2-6-2, 2-7-5)."""
    data = card_data(number=DON_ID, name="DON!!", type="DON!!", colors=[])
    data["set"] = "DON!!"
    return data
