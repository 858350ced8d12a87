"""What each game shows of a player: counts as labelled chips, public cards as tile sections.

Piles (deck, hand, discard, inkwell, DON!!, life, resources) are numbers in the player's chips;
only cards whose faces matter are tiles. A section with no card is not drawn at all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .layout import Ctx
from .words import STORY, template, word
from .zones import card_kind, role_of

ROMAN = ("I", "II", "III", "IV", "V", "VI")
STAGE_MARK = (230, 180, 40)


@dataclass
class Section:
    label: str
    cards: list[dict[str, Any]]
    stats: bool = True
    counts: list[int] = field(default_factory=list)  # grouped tiles: how many cards each stands for
    localized: bool = False  # the label is already in the viewer's language


@dataclass
class PanelSpec:
    info: list[tuple[str, str]]  # (label, value) chips
    sections: list[Section]
    lore: tuple[int, int] | None = None  # (value, goal): a progress bar under the chips


def split_zones(p: dict[str, Any]) -> dict[str, list[tuple[str, list[dict[str, Any]]]]]:
    """Zones of one player grouped by role (unknown zones under "?")."""
    out: dict[str, list[tuple[str, list[dict[str, Any]]]]] = {}
    for name, cards in (p.get("zones") or {}).items():
        out.setdefault(role_of(name) or "?", []).append((name, cards))
    return out


def take(groups: dict, *roles: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for r in roles:
        for _name, cards in groups.pop(r, []):
            out.extend(cards)
    return out


def non_attached(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in cards if c.get("attached_to") is None and c.get("worn_by") is None]


def counter(p: dict[str, Any], *keys: str) -> Any:
    counters = p.get("counters") or {}
    for k in keys:
        if counters.get(k) is not None:
            return counters[k]
    return None


def pretty(zone: str) -> str:
    return zone.replace("_", " ").strip().capitalize()


def generic(groups: dict) -> tuple[list[Section], list[tuple[str, str]]]:
    """Zones no layout claimed: visible cards as sections, hidden ones as counts."""
    sections, info = [], []
    for _role, entries in sorted(groups.items(), key=lambda kv: str(kv[0])):
        for name, cards in entries:
            cards = non_attached(cards)
            if not cards:
                continue
            if all(c.get("hidden") for c in cards):
                info.append((pretty(name), str(len(cards))))
            else:
                sections.append(Section(pretty(name), cards))
    return sections, info


def lorcana(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    play = take(g, "play")
    chars = take(g, "characters") + [c for c in play if card_kind(ctx.data(c)) not in ("item", "location")]
    items = take(g, "items") + [c for c in play if card_kind(ctx.data(c)) == "item"]
    locs = take(g, "locations") + [c for c in play if card_kind(ctx.data(c)) == "location"]
    ink, deck, hand, discard = take(g, "inkwell"), take(g, "deck"), take(g, "hand"), take(g, "discard")
    take(g, "attached")  # cards under a shifted character: tags on the top card
    resolving = [c for name, cards in g.pop("?", []) if name == "resolving" for c in cards]
    lore = int(counter(p, "lore") or 0)
    goal = int(counter(p, "win_lore") or ctx.view.get("win_lore") or 20)
    ready = counter(p, "ink_ready")
    ready = sum(1 for c in ink if not c.get("tapped")) if ready is None else ready
    total = counter(p, "ink_total") or len(ink)
    extra, extra_info = generic(g)
    sections = [Section("Resolving", resolving), Section("Characters", non_attached(chars)),
                Section("Locations", locs), Section("Items", items, stats=False), *extra]
    drops = int(counter(p, "ink_drops") or 0)  # set 14 ink drops: shown only when a player has some
    info = [("Lore", f"{lore}/{goal}"), ("Ink", f"{ready}/{total}"), *([("Ink drops", str(drops))] if drops else []),
            ("Hand", str(len(hand))), ("Deck", str(len(deck))), ("Discard", str(len(discard))), *extra_info]
    return PanelSpec(info, sections, lore=(lore, goal))


def onepiece(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    play = take(g, "play")
    leader = take(g, "leader") + [c for c in play if card_kind(ctx.data(c)) == "leader"]
    stage = take(g, "stage") + [c for c in play if card_kind(ctx.data(c)) == "stage"]
    chars = take(g, "characters") + [c for c in play if card_kind(ctx.data(c)) not in ("leader", "stage")]
    don, life, trash = take(g, "don"), take(g, "life"), take(g, "discard")
    deck, don_deck, hand = take(g, "deck"), take(g, "don_deck"), take(g, "hand")
    take(g, "attached")  # given DON!!: tags on their hosts
    free = [c for c in don if c.get("attached_to") is None]
    active = sum(1 for c in free if not c.get("tapped"))
    face_up_life = [c for c in life if not c.get("hidden")]
    extra, extra_info = generic(g)
    sections = [Section("Leader", leader), Section("Characters", non_attached(chars)), Section("Stage", stage, stats=False),
                Section("Life", face_up_life, stats=False), *extra]
    info = [("Life", str(len(life))), ("DON!!", f"{active}/{len(free)}"), ("Hand", str(len(hand))), ("Deck", str(len(deck))),
            ("Trash", str(len(trash))), ("DON!! deck", str(len(don_deck))), *extra_info]
    return PanelSpec(info, sections)


def _stage_name(pos: Any) -> str:
    n = int(pos) if str(pos).isdigit() else 0
    return ROMAN[n - 1] if 1 <= n <= len(ROMAN) else "start"


def mlp(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    columns: dict[int, list[dict[str, Any]]] = {}
    entries = g.pop("adventure", [])
    for k, (_name, cards) in enumerate(sorted(entries)):
        for n, c in enumerate(non_attached(cards)):
            col = c.get("slot", (c.get("flags") or {}).get("slot", k if len(entries) > 1 else n))
            columns.setdefault(int(col) if str(col).isdigit() else n, []).append(c)
    take(g, "items")  # worn items: tags on their wearers
    story, plans, prot = take(g, "story"), take(g, "plans"), take(g, "protagonist")
    scenes, scene_deck, rest = take(g, "scene"), take(g, "scene_deck"), take(g, "discard")
    deck, hand = take(g, "deck"), take(g, "hand")
    pos = counter(p, "stage", "story_position", "protagonist_position", "position")
    stages = p.get("plan_stages") or []
    for k, c in enumerate(story):  # the protagonist's stage and the stages holding plans, marked
        uid = c.get("uid")
        if uid is not None and pos is not None and int(pos) == k + 1:
            ctx.marks[uid] = (word("protagonist", ctx.lang), STAGE_MARK)
        elif uid is not None and k + 1 in stages:
            ctx.marks[uid] = (word("plan", ctx.lang), (90, 70, 140))
    grouped, counts = group_scenes(scenes)
    extra, extra_info = generic(g)
    story_label = template(STORY, ctx.lang, stage=word(_stage_name(pos), ctx.lang)) if pos is not None else "Story"
    sections = [Section("Protagonist", prot, stats=False),
                *[Section(f"Adventure {k + 1}", columns[k]) for k in sorted(columns)],
                Section(story_label, story, stats=False, localized=pos is not None),
                Section(f"Scenes ({len(scenes)})", grouped, stats=False, counts=counts), *extra]
    info = []
    ready, total = counter(p, "harmony_ready"), counter(p, "harmony_total")
    if total is not None:
        info.append(("Harmony", f"{ready}/{total}"))
    elif counter(p, "harmony") is not None:
        info.append(("Harmony", str(counter(p, "harmony"))))
    if pos is not None:
        info.append(("Story", _stage_name(pos) if _stage_name(pos) != "start" else word("start", ctx.lang)))
    info += [("Hand", str(len(hand))), ("Deck", str(len(deck))), ("Scene deck", str(len(scene_deck))), ("Rest", str(len(rest)))]
    if plans:
        info.append(("Plans", str(len(plans))))
    return PanelSpec(info + extra_info, sections)


def group_scenes(scenes: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[int]]:
    """Identical scenes (same card, same side, same state) as one tile with a count."""
    order: list[tuple] = []
    first: dict[tuple, dict[str, Any]] = {}
    counts: dict[tuple, int] = {}
    for c in scenes:
        key = (c.get("card_id"), bool(c.get("hidden")), bool(c.get("face_down_scene") or (c.get("flags") or {}).get("scene_face_down") or c.get("face_down")),
               bool(c.get("tapped")), bool(c.get("counters") or c.get("tokens")), c.get("uid") if c.get("counters") or c.get("tokens") else None)
        if key not in first:
            order.append(key)
            first[key] = c
        counts[key] = counts.get(key, 0) + 1
    return [first[k] for k in order], [counts[k] for k in order]


def wow(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    row = take(g, "hero") + take(g, "play")
    hero = [c for c in row if card_kind(ctx.data(c)) == "hero" or c.get("uid") == p.get("hero")][:1]
    equip = take(g, "equipment") + [c for c in row if c not in hero and card_kind(ctx.data(c)) != "character"]
    allies = take(g, "allies", "characters") + [c for c in row if c not in hero and c not in equip]
    res, grave, deck, hand, rfg = take(g, "resources"), take(g, "discard"), take(g, "deck"), take(g, "hand"), take(g, "rfg")
    extra, extra_info = generic(g)
    sections = [Section("Hero", hero), Section("Equipment", non_attached(equip)), Section("Allies", non_attached(allies)), *extra]
    info: list[tuple[str, str]] = []
    health = counter(p, "health")
    if hero and not hero[0].get("hidden"):
        d = ctx.data(hero[0]) or {}
        full = (hero[0].get("stats") or {}).get("health", d.get("health"))
        if health is None and full is not None:
            health = int(full) - int(hero[0].get("damage") or 0)
        if health is not None:
            info.append(("Health", f"{health}/{full}" if full is not None else str(health)))
    ready = counter(p, "resources_ready")
    ready = sum(1 for c in res if not c.get("tapped")) if ready is None else ready
    info += [("Resources", f"{ready}/{len(res)}"), ("Hand", str(len(hand))), ("Deck", str(len(deck))), ("Graveyard", str(len(grave)))]
    if rfg:
        info.append(("Removed", str(len(rfg))))
    return PanelSpec(info + extra_info, sections)


def other(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    g = split_zones(p)
    deck, hand, discard = take(g, "deck"), take(g, "hand"), take(g, "discard")
    sections, info = generic(g)
    if discard:
        sections.append(Section("Discard", discard, stats=False))
    return PanelSpec([("Hand", str(len(hand))), ("Deck", str(len(deck))), *info], sections)


LAYOUTS: dict[str, Callable[[Ctx, int, dict[str, Any]], PanelSpec]] = {
    "lorcana": lorcana, "onepiece": onepiece, "mlp": mlp, "wow": wow,
}


def panel_spec(ctx: Ctx, i: int, p: dict[str, Any]) -> PanelSpec:
    spec = LAYOUTS.get(ctx.game, other)(ctx, i, p)
    spec.sections = [s for s in spec.sections if s.cards]  # empty zones collapse
    return spec
