"""Alternative costs given to cards in a player's hand (helper wres; 403.3 as the giving card's text says, 103.1):
"Ongoing: Trap cards in your hand also have You may exhaust a defending ally in your party rather than pay this
card's cost." (Bait the Trap). Compiled (``cards.templates_wres_hand_alt``) as ``Power("static", line, [],
cost={"hand_alt": {"word": "Trap", "cost": {...}}})`` on a face-up card in play; each card in its controller's hand
that is such a card — a "Trap card": its text has the Trap keyword (a line opening with "Trap", EN glossary) — has
that alternative cost too (``altcost.alt_costs`` lists it after the card's own)."""

from __future__ import annotations

import re
from typing import Any

from . import exhaust_instead, match_facts
from . import keywords as kw
from .card_facts import GAIN_TEXT
from .cards import rx
from .cards.compiler import card_powers
from .state import WowState


def _has(d: dict[str, Any]) -> bool:
    from . import hand_alt_costs as own  # its name for the compiled powers (a test may stand in for it)

    return any("hand_alt" in pw.cost for pw in own.card_powers(d))


def _is(st: WowState, uid: int, word: str) -> bool:
    """The card is a "[word] card": its text has that keyword (a line opening with it) or the word is one of its tags."""
    d = kw.data(st, uid)
    text = rx.sub(r"<[^>]+>", "", str(d.get("text") or ""))
    return bool(rx.search(r"(?:^|[\n;])\s*" + re.escape(word) + r"\b", text)) or word.lower() in {str(t).lower() for t in d.get("tags") or []}


def given(st: WowState, uid: int) -> list[dict[str, Any]]:
    """The alternative costs cards in play give ``uid`` while it is in its owner's hand."""
    card = st.table.peek(uid, None)
    if card is None or card.zone != "hand":
        return []
    instead = exhaust_instead.for_play(st, uid)  # "You may exhaust Vyara rather than pay the cost of an ability …" (helper d37wow)
    if match_facts.SHORTCUTS and not any(m.stat == GAIN_TEXT for m in st.modifiers) and not match_facts.some_card(st, "hand_alt_costs.any", _has):
        return instead
    p = card.owner
    out = instead
    for zone in ("hero_row", "allies"):
        for src in st.table.zones[p][zone]:
            if st.table.peek(src).face_down or st.table.peek(src).controller != p:
                continue
            for pw in card_powers(kw.data(st, src)):
                spec = pw.cost.get("hand_alt")
                if spec and _is(st, uid, spec["word"]):
                    out.append(spec["cost"])
    return out
