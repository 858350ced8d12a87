"""The collection a deck carries (helper wreal2, issue #18): "put a Traitor ally card from your collection
into play" (Illidan Stormrage). Product decision (the lead's): a hosted match has no ownership data, so
the host treats its card pool's constructed-legal cards that it automates as every player's collection. The engine state
sees only its decks' card data, so the deck parser (``engine.wow.decks.parse_deck``) adds the candidates
to the card data of a deck that has a card printing "from your collection" (stored with the match: a
replay never depends on a later re-import); ``engine.wow.wreal2`` offers them on resolution."""

from __future__ import annotations

from typing import Any

from .cards.compiler import is_automated
from .cards.schema import is_encounter

COLLECTION_TEXT = "from your collection"
"""The printed words that make a deck carry its collection's candidates."""

FROM_OUTSIDE = "from_outside"
"""Flag of a card brought into the game from outside it (a collection): owned by the player who
brought it (401.2), one more card of theirs in the simulator's card census."""


def is_traitor_ally(d: dict[str, Any]) -> bool:
    """An ally card whose tags say Traitor (its type line, 206.1; the pool's data)."""
    return d.get("type") == "ally" and "Traitor" in (d.get("tags") or [])


def collection_cards(cards: dict[str, dict[str, Any]], pool_records: Any) -> dict[str, dict[str, Any]]:
    """The card data a deck carries for its "from your collection" powers: when a card of ``cards``
    prints those words, the pool's Traitor ally cards a Constructed deck of its hero may include
    (100.2a: class and faction icons shared with the hero; no raid or dungeon card) and the host runs
    fully (every power automated: the host lends only cards it can play; Lady Katrana Prestor's
    "start an Onyxia Raid" has no place in a hosted duel), the first printing (lowest id) of each
    name, sorted by id; else nothing. ``pool_records``: the pool's records (``.id``,
    ``.data``)."""
    if not any(COLLECTION_TEXT in (d.get("text") or "") for d in cards.values()):
        return {}
    hero = next((d for d in cards.values() if d.get("type") == "hero"), {})
    classes = {c for c in [hero.get("class"), *(hero.get("classes") or [])] if c}
    faction = hero.get("faction")
    out: dict[str, dict[str, Any]] = {}
    names: set[str] = set()
    for rec in sorted(pool_records, key=lambda r: r.id):
        d = rec.data
        if not is_traitor_ally(d) or is_encounter(d) or d.get("name") in names or not is_automated(d):
            continue
        icons = set(d.get("classes") or [])
        if (icons and not icons & classes) or (d.get("faction") in ("Alliance", "Horde") and d["faction"] != faction):
            continue
        names.add(d["name"])
        out[rec.id] = d
    return out
