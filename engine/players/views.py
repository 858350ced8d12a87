"""Reading a seat's view: the zones, cards and counters every game's view shares
(``Engine.base_view``: ``players[i]["zones"]`` of card dicts, ``cards`` by card id)."""

from __future__ import annotations

from typing import Any

from .base import View


def zone(view: View, seat: int, name: str) -> list[dict[str, Any]]:
    """The visible cards (those with a ``uid``) of ``seat``'s zone ``name``."""
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return []
    return [c for c in players[seat].get("zones", {}).get(name, []) if "uid" in c]


def count(view: View, seat: int, name: str) -> int:
    """How many cards ``seat``'s zone holds, hidden ones included."""
    players = view.get("players") or []
    return len(players[seat].get("zones", {}).get(name, [])) if 0 <= seat < len(players) else 0


def counters(view: View, seat: int) -> dict[str, Any]:
    players = view.get("players") or []
    return dict(players[seat].get("counters") or {}) if 0 <= seat < len(players) else {}


def data(view: View, card: dict[str, Any] | None) -> dict[str, Any]:
    """The printed data of a visible card (empty if its face is not visible)."""
    if not card:
        return {}
    return (view.get("cards") or {}).get(card.get("card_id"), {})


def number(value: Any, default: float = 0.0) -> float:
    """A card field as a number (printed data may hold None, '' or text such as '1+X')."""
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        digits = "".join(ch for ch in value if ch.isdigit())
        return float(digits) if digits else default
    return default


def stat(view: View, card: dict[str, Any], key: str, default: float = 0.0) -> float:
    """A current stat (``stats`` after modifiers when the view gives them, else the printed one)."""
    stats = card.get("stats") or {}
    if key in stats and stats[key] is not None:
        return number(stats[key], default)
    return number(data(view, card).get(key), default)


def index(view: View) -> dict[int, tuple[int, str, dict[str, Any]]]:
    """Every visible card by uid: (controlling seat, zone, card)."""
    out: dict[int, tuple[int, str, dict[str, Any]]] = {}
    for seat, pdata in enumerate(view.get("players") or []):
        for zname, cards in (pdata.get("zones") or {}).items():
            for card in cards:
                if "uid" in card:
                    out[card["uid"]] = (seat, zname, card)
    return out


def opponents(view: View, seat: int) -> list[int]:
    return [p for p in range(len(view.get("players") or [])) if p != seat]


def has_keyword(view: View, card: dict[str, Any], name: str) -> bool:
    """Whether the card shows keyword ``name`` (the view's current keywords, else printed ones)."""
    folded = name.casefold()
    for source in (card.get("keywords"), data(view, card).get("keywords")):
        if isinstance(source, dict) and any(str(k).casefold() == folded for k in source):
            return True
        if isinstance(source, list) and any(str(k).casefold() == folded for k in source):
            return True
    return False
