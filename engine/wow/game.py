"""The World of Warcraft TCG game module (see engine/games.py for the contract)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Rng
from engine.core.cards import CardPool, CardRecord, ImportReport
from engine.core.deck import Deck
from engine.core.explain import by_source

from .cards.compiler import card_powers, is_automated
from .cards.explain import explain, source
from .cards.fixtures import fixture_cards
from .cards.importers import import_decktools
from .cards.schema import is_encounter
from .cards.scripts import printed_text
from .decks import hero_traits, parse_deck, validate_deck
from .engine import ENGINE

TITLE = "World of Warcraft TCG"
SIM_OPTIONS = {"max_turns": 40}
"""Options the simulation should pass (a turn cap: random play rarely kills a 28-health hero)."""

__all__ = ["ENGINE", "SIM_OPTIONS", "TITLE", "coverage", "coverage_by_set", "explain", "fixture_cards", "import_cards", "parse_deck",
           "printed_text", "random_deck", "validate_deck"]


def import_cards(source: str | None = None) -> ImportReport:
    """The decktools JSON folder (or one set file); None = ../shared/data/wow/cards."""
    return import_decktools(source)


def _legal_for(hero: dict, card: dict, traits: set[str] | None = None) -> bool:
    """A card a random deck may use with this hero (100.2a–c; no talents/reputations for simplicity);
    ``traits``: the hero's traits if already known."""
    traits = hero_traits(hero) if traits is None else traits
    if card.get("type") in ("hero", "achievement", "master hero") or is_encounter(card):
        return False  # 100.2: raid and dungeon cards are not legal in a player's deck
    icons = set(card.get("classes", []))
    if icons and not icons & traits:
        return False
    if card.get("faction") in ("Alliance", "Horde") and card["faction"] != hero.get("faction"):
        return False
    return not (card.get("hero_required") or card.get("talent_required") or card.get("reputation"))


def random_deck(pool: CardPool, rng: Rng, size: int = 60) -> Deck:
    """A legal random deck: a random hero, then up to 4 copies of random legal names until
    ``size`` cards (100.1: 60 in Constructed; 30 is a legal Limited deck; 100.4)."""
    heroes, legal = _deck_choices(pool)
    hero = rng.choice(heroes)
    by_name = legal(hero)
    names = sorted(by_name)
    rng.shuffle(names)
    main: list[str] = []
    i = 0
    while len(main) < size and names:
        rec = by_name[names[i % len(names)]]
        copies = 4 if "Unlimited" not in rec.data.get("tags", []) else 8
        main.extend([rec.id] * min(copies, size - len(main)))
        i += 1
        if i > 4 * len(names) + 60:
            break
    deck = Deck(main=main, cards=pool.data([*main, hero.id]), sections={"hero": [hero.id]}, name=f"Random {hero.data['name']}")
    return deck


def _deck_choices(pool: CardPool) -> tuple[list[CardRecord], Callable[[CardRecord], dict[str, CardRecord]]]:
    """The heroes a random deck may have and, per hero, the first legal record of each name (by
    id): read once per pool and hero, and kept on the pool until its records change (the kept
    records stay alive, so a record added or replaced has an identity not in the key)."""
    key = tuple(map(id, pool.by_id.values()))
    kept = pool.__dict__.get("_wow_deck_choices")
    if kept is None or kept[0] != key:
        records = sorted(pool.by_id.values(), key=lambda r: r.id)
        # 100.1: no raid boss; a hero whose data gives no health would be destroyed at once (102.1a), a data gap
        heroes = [r for r in records if r.data.get("type") == "hero" and not is_encounter(r.data) and (r.data.get("health") or 0) > 0]
        kept = pool.__dict__["_wow_deck_choices"] = (key, records, heroes, {})
    _, records, heroes, per_hero = kept

    def legal(hero: CardRecord) -> dict[str, CardRecord]:
        found = per_hero.get(hero.id)
        if found is None:
            found = per_hero[hero.id] = {}
            traits = hero_traits(hero.data)
            for r in records:
                if _legal_for(hero.data, r.data, traits):
                    found.setdefault(r.data["name"], r)
        return found

    return heroes, legal


def _names(records) -> dict[str, dict]:
    names: dict[str, dict] = {}
    for rec in sorted(records, key=lambda r: r.id):
        if rec.data.get("type") != "achievement":
            names.setdefault(rec.data["name"], rec.data)
    return names


def has_rules_text(data: dict) -> bool:
    """The card has powers beyond keywords (vanilla and keyword-only cards have none to automate)."""
    return any(p.kind != "keyword" for p in card_powers(data))


def coverage(pool: CardPool) -> dict:
    """How much of the pool (unique names a player's deck may hold: achievements and raid or dungeon
    encounter cards, 100.2, left out and counted in ``encounter_names``) the compiler fully automates,
    and by which source (``by_source``: template, per-card script, manual; the same names counted);
    ``with_text``: the same over names with rules text (vanilla and keyword-only names not counted)."""
    every = _names(pool.by_id.values())
    names = {n: d for n, d in every.items() if not is_encounter(d)}
    auto = sum(1 for d in names.values() if is_automated(d))
    total = len(names)
    texted = [d for d in names.values() if has_rules_text(d)]
    texted_auto = sum(1 for d in texted if is_automated(d))
    return {"unique_cards": total, "automated": auto, "manual": total - auto, "ratio": round(auto / total, 4) if total else 0.0,
            "by_source": by_source(source(d) for d in names.values()),
            "with_text": {"names": len(texted), "automated": texted_auto,
                          "ratio": round(texted_auto / len(texted), 4) if texted else 0.0},
            "encounter_names": len(every) - total}


def coverage_by_set(pool: CardPool) -> dict[str, dict]:
    """Per set: unique names with rules text, how many are automated, the ratio (the raid and dungeon
    sets' encounter cards left out, as in :func:`coverage`)."""
    by_set: dict[str, list] = {}
    for rec in pool.by_id.values():
        if is_encounter(rec.data):
            continue
        by_set.setdefault(str(rec.data.get("set") or "?"), []).append(rec)
    out: dict[str, dict] = {}
    for code, records in sorted(by_set.items()):
        texted = [d for d in _names(records).values() if has_rules_text(d)]
        auto = sum(1 for d in texted if is_automated(d))
        out[code] = {"with_text": len(texted), "automated": auto, "ratio": round(auto / len(texted), 4) if texted else 1.0}
    return out
