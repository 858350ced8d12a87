"""What a card's own data says about it while legal actions are listed (engine.lorcana.game
``main_actions``), worked out once per card data record: its name as labels show it
(engine.lorcana.characteristics ``name``), the printed inkwell symbol (6.2.8), whether it has a
static ability that works from the hand (7.6.5; engine.lorcana.play_gate ``hand_statics``), its
plain ink cost (``plain_ink_cost``), the printed Shift keyword (10.8.1) or a printed ability that
may give it a way to Shift (engine.lorcana.may_shift), whether it is a song (6.3.3.3) with Sing
Together (10.10), whether its printed abilities give it an action (an activated ability, 7.5,
or text applied by hand, 7.1), and those abilities. Card data is fixed for a match; each record is held with its answer,
so its id stays its own. tests/lorcana/test_listing_shortcuts.py compares."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .characteristics import printed_abilities
from .match_abilities import record_statics
from .may_shift import printed_shift
from .state import LorcanaState


@dataclass(frozen=True, slots=True)
class CardFacts:
    """(Its fields are slots, read the short way: CPython 3.11 reads a NamedTuple's fields by name the long way.)"""

    label: str
    inkable: bool
    own_statics: bool
    cost: int
    shift: bool
    text_shift: bool
    song: bool
    together: bool
    ability_actions: bool
    abilities: tuple[Any, ...]
    """The compiled printed abilities (engine.lorcana.characteristics ``printed_abilities``)."""


_KEPT: dict[tuple[str, int], tuple[dict[str, Any], CardFacts]] = {}
_KEEP = 2_048
"""Emptied beyond this many (the held records of ended matches stay bounded, as engine.lorcana.match_abilities keeps its own)."""


def card_facts(st: LorcanaState, uid: int, cid: str, d: dict[str, Any]) -> CardFacts:
    """:class:`CardFacts` of the card data record ``d`` (``st.cards[cid]``, the data of ``uid``)."""
    got = _KEPT.get((cid, id(d)))
    if got is not None and got[0] is d:
        return got[1]
    if len(_KEPT) >= _KEEP:
        _KEPT.clear()
    keywords = d.get("keywords", {})
    printed = printed_abilities(st, uid)
    facts = CardFacts(
        str(d.get("full_name") or d.get("name") or cid),
        bool(d.get("inkable")),
        any(s.get("who") == "in_hand" for s in record_statics(cid, d)),
        max(0, int(d.get("cost") or 0)),
        "Shift" in keywords,
        printed_shift(st, uid),
        "Song" in d.get("subtypes", []),
        "Sing Together" in keywords,
        any(ab.kind == "activated" or (not ab.ok and (ab.kind in ("static", "keyword") or (ab.kind == "triggered" and ab.trigger is None)))
            for ab in printed),
        printed,
    )
    _KEPT[(cid, id(d))] = (d, facts)
    return facts
