"""Display text for actions, built from the acting player's own view (never from the full state)."""

from __future__ import annotations

from typing import Any

from engine.core import Action

from .render import card_name

MAX_LABEL = 100


def uid_names(view: dict[str, Any], lang: str = "en") -> dict[int, str]:
    """Card names by uid for every card face ``view`` shows."""
    cards = view.get("cards", {})
    out: dict[int, str] = {}
    for player in view.get("players", []):
        for entries in player.get("zones", {}).values():
            for e in entries:
                if isinstance(e, dict) and "uid" in e and e.get("card_id") in cards:
                    out[e["uid"]] = card_name(cards[e["card_id"]], lang)
    return out


def action_label(action: Action, view: dict[str, Any], lang: str = "en") -> str:
    """The engine's label, or one made from the action's type and the cards/options it names."""
    if action.label:
        return action.label[:MAX_LABEL]
    names = uid_names(view, lang)
    parts = [action.type.replace("_", " ")]
    for key, value in action.args.items():
        if key in ("uid", "card", "target", "attacker", "defender") and isinstance(value, int):
            parts.append(names.get(value, f"#{value}"))
        elif key == "picks" and isinstance(value, list):
            options = {o["id"]: o["label"] for o in ((view.get("pending") or {}).get("options") or [])
                       if isinstance(o, dict)}
            parts.append(", ".join(options.get(p, p) for p in value) or "none")
        elif isinstance(value, (str, int)):
            parts.append(f"{key} {value}")
    return " · ".join(parts)[:MAX_LABEL]
