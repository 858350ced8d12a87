"""Resolution frames: the plain JSON record of one ability or action effect being resolved
(7.1), so a match can stop at any choice and resume. Below ``play`` and ``resolve``, which both
start frames."""

from __future__ import annotations

from typing import Any


def new_frame(kind: str, player: int, source: int | None, card_id: str, ability: int, trigger: dict | None = None) -> dict[str, Any]:
    return {"kind": kind, "player": player, "source": source, "card_id": card_id, "ability": ability,
            "trigger": trigger or {}, "pc": 0, "ok": [], "it": [], "answer": None, "sub": 0, "after": [], "tmp": {},
            **({"picked": list(trigger["other_than"])} if (trigger or {}).get("other_than") else {})}  # "another chosen": not the card the trigger names (7.1.5)
