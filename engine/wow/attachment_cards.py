"""Whether a card is an attachment (400.1: "attach to" / "enters play attached to", 305.2d a dual-mode card
counts), read from its printed card in any zone — for "an attachment" in a deck, graveyard or reveal ("Search
your deck for an attachment", "put target attachment from your graveyard into your hand", "Put all revealed
attachments into your hand"; search filter ``attachment``, ``search.card_matches``). Its compiled play power
attaches it (``op="move"``, ``zone="attached"``), or its printed text says so (a card whose attaching line is
resolved by hand: "Attach to target ability, ally, equipment, or resource and exhaust it.")."""

from __future__ import annotations

import re
from typing import Any

_SAYS = re.compile(r"\battach to\b|\battach this (?:ability|card|item)\b|\benters play attached\b", re.I)


def is_attachment(d: dict[str, Any]) -> bool:
    from .cards.compiler import card_powers

    if any(pw.kind == "play" and any(e.op == "move" and e.zone == "attached" for e in pw.effects) for pw in card_powers(d)):
        return True
    return bool(_SAYS.search(d.get("text") or ""))
