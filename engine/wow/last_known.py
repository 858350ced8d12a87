"""What a card was as it last left play (last known information, EN 709; 415.9a: counters and modifiers go; helper
w31ally): its counters ("While Gor'gar has an ankh counter, when he's destroyed, …") and the tags effects had added to it
("When Larrington is destroyed while not an Undead, …"). ``leaving_play.leave_play`` calls :func:`note`; the conditions
``{"k": "we31_left_with_counter", "kind": K}`` (the source, out of play, had a counter of kind K as it left) and
``{"k": "we31_left_without_tag", "tag": T}`` (the source, out of play, had not the tag T as it left: neither printed nor
added)."""

from __future__ import annotations

from typing import Any

from .card_facts import TAG_ADD
from .conditions import condition_checker
from .search import card_matches
from .state import WowState

FLAG = "we31_last_counters"
"""``Card.flags`` key: the card's counters as it last left play (only when it had some)."""
TAGS = "we31_last_tags"
"""``Card.flags`` key: the tags effects had added to the card (``TAG_ADD`` modifiers) as it last left play."""


def note(st: WowState, card: Any) -> None:
    """Keep the counters and added tags of a card leaving play (called before they are cleared)."""
    if card.counters:
        card.flags[FLAG] = dict(card.counters)
    elif FLAG in card.flags:
        del card.flags[FLAG]
    added = [m.keyword for m in st.modifiers if m.uid == card.uid and m.stat == TAG_ADD] if st.modifiers else []
    if added:
        card.flags[TAGS] = added
    elif TAGS in card.flags:
        del card.flags[TAGS]


@condition_checker("we31_")
def we31_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "we31_left_with_counter":
        card = st.table.peek(source, None)
        return card is not None and card.zone not in ("allies", "hero_row") and card.flags.get(FLAG, {}).get(cond["kind"], 0) > 0
    if cond["k"] == "we31_left_without_tag":
        card = st.table.peek(source, None)
        tag = cond["tag"]
        return card is not None and card.zone not in ("allies", "hero_row") and not card_matches(st, source, {"tag": tag}) \
            and tag.lower() not in {t.lower() for t in card.flags.get(TAGS, [])}
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.last_counters)")
