"""Queries on the board: slots, Idea, costs, filters and conditions (read-only helpers: they read
cards with ``cards.peek``, which takes no copy-on-write copy, so they must never write a card)."""

from __future__ import annotations

from typing import Any

from engine.core import Card, Table
from engine.core.effects import has_granted

from .cards.compiler import Ability, Compiled, compile_card
from .state import SLOTS, MlpState

NO_DATA: dict[str, Any] = {}
"""The data of a card the match does not know (read only)."""


def peek_card(st: MlpState, uid: int) -> Card | None:
    """The card for reading (shared with other copies of the state: never write it), or None."""
    return st.table.peek(uid, None)


def data(st: MlpState, uid: int) -> dict[str, Any]:
    """The card's data (read only: shared by every copy of the state)."""
    return st.cards.get(st.table.peek(uid).card_id, NO_DATA)


def compiled(st: MlpState, uid: int) -> Compiled:
    return card_info(st.cards.get(st.table.peek(uid).card_id, NO_DATA)).compiled


class CardInfo:
    """What is read from one card's data again and again, worked out once (card data never changes
    during a match): its compiled text, its own abilities and those it grants by timing (in printed
    order, with their indexes as :func:`abilities` numbers them), its name."""

    __slots__ = ("compiled", "granted", "name", "timings")

    def __init__(self, d: dict[str, Any]) -> None:
        self.compiled = comp = compile_card(d)
        timings: dict[str, tuple[tuple[int, Ability], ...]] = {}
        for i, a in enumerate(comp.abilities):
            timings[a.timing] = (*timings.get(a.timing, ()), (i, a))
        granted: dict[str, tuple[tuple[int, Ability], ...]] = {}
        for j, a in enumerate(comp.granted):
            granted[a.timing] = (*granted.get(a.timing, ()), (GRANTED + j, a))
        self.timings = timings
        self.granted = granted
        named = d.get("full_name") or d.get("name")
        self.name: str | None = str(named) if named else None


_INFO: dict[int, tuple[dict[str, Any], CardInfo]] = {}


def card_info(d: dict[str, Any]) -> CardInfo:
    """:class:`CardInfo` of a card-data dict, remembered per dict (the entry keeps ``d`` alive so
    its id is not reused)."""
    hit = _INFO.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    out = CardInfo(d)
    if len(_INFO) >= 8192:
        _INFO.clear()
    _INFO[id(d)] = (d, out)
    return out


def compiled_data(d: dict[str, Any]) -> Compiled:
    """``compile_card(d)``, remembered per card-data dict (:func:`card_info`)."""
    return card_info(d).compiled


_MANUAL: dict[int, tuple[dict[str, Any], tuple[str, ...]]] = {}


def manual_texts(d: dict[str, Any]) -> tuple[str, ...]:
    """The texts of the card's own abilities resolved by hand (``engine.core.manual``),
    remembered per card-data dict like :func:`compiled_data`."""
    hit = _MANUAL.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    out = tuple(a.text for a in compiled_data(d).abilities if a.manual)
    if len(_MANUAL) >= 8192:
        _MANUAL.clear()
    _MANUAL[id(d)] = (d, out)
    return out


GRANTED = 1000  # ability indexes from GRANTED up are granted by the worn item


def abilities(st: MlpState, uid: int, timing: str) -> tuple[tuple[int, Ability], ...]:
    """The card's own abilities of a timing, then those its worn item grants (index ≥ GRANTED)."""
    table = st.table
    card = table.peek(uid)
    cards = st.cards
    own = card_info(cards.get(card.card_id, NO_DATA)).timings.get(timing, ())
    item = _worn(table, card, uid)
    if item is None:
        return own
    return own + card_info(cards.get(table.peek(item).card_id, NO_DATA)).granted.get(timing, ())


def ability_of(st: MlpState, card_id: str, index: int, item_card: str = "") -> Ability:
    """Look an ability up again by its index (an entry of the pending list keeps only that)."""
    if index >= GRANTED:
        return compiled_data(st.cards.get(item_card, NO_DATA)).granted[index - GRANTED]
    return compiled_data(st.cards.get(card_id, NO_DATA)).abilities[index]


def name(st: MlpState, uid: int) -> str:
    card = st.table.peek(uid)
    named = card_info(st.cards.get(card.card_id, NO_DATA)).name
    return card.card_id if named is None else named


def slot_of(st: MlpState, uid: int) -> int:
    return int(st.table.peek(uid).flags.get("slot", -1))


def at_slot(st: MlpState, player: int, slot: int) -> int | None:
    """第三節 3.0.0: the character in ``player``'s slot (column counted from the first player's left)."""
    peek = st.table.peek
    for uid in st.table.zones[player]["adventure"]:  # (read only)
        if peek(uid).flags.get("slot") == slot:
            return uid
    return None


def empty_slots(st: MlpState, player: int) -> list[int]:
    peek = st.table.peek
    used = set()
    for u in st.table.zones[player]["adventure"]:  # (read only; a loop: no comprehension made per call)
        used.add(peek(u).flags.get("slot"))
    out = []
    for s in _SLOT_RANGE:
        if s not in used:
            out.append(s)
    return out


_SLOT_RANGE = tuple(range(SLOTS))


def item_of(st: MlpState, wearer: int) -> int | None:
    """第二節 3.0.0: the item worn by ``wearer`` (at most one)."""
    table = st.table
    card = table.peek(wearer, None)
    if card is None:
        return None
    return _worn(table, card, wearer)


def _worn(table: Table, card: Card, wearer: int) -> int | None:
    """:func:`item_of` of ``card`` (uid ``wearer``): an item of its controller's, worn or in the
    processing area, attached to it (the zone lists read only)."""
    zones = table.zones[card.controller]
    items, processing = zones["items"], zones["processing"]
    if not items and not processing:
        return None
    peek = table.peek
    for uid in items:
        if peek(uid).attached_to == wearer:
            return uid
    for uid in processing:
        if peek(uid).attached_to == wearer:
            return uid
    return None


def plan_at(st: MlpState, player: int, story_index: int) -> int | None:
    """第三節 4.2.0: the plan on ``player``'s story of stage ``story_index + 1``, if any."""
    peek = st.table.peek
    for uid in st.table.zones[player]["plans"]:  # (read only)
        if peek(uid).flags.get("story") == story_index:
            return uid
    return None


def plan_stages(st: MlpState, player: int) -> list[int]:
    return sorted(int(st.table.peek(u).flags.get("story", 0)) + 1 for u in st.table.zone(player, "plans"))


def face_up(card: Card) -> bool:
    return not card.flags.get("scene_face_down")


def ready_scenes(st: MlpState, player: int) -> list[int]:
    peek = st.table.peek
    out = []
    for u in st.table.zones[player]["scenes"]:  # (read only; a loop: no comprehension made per call)
        if not peek(u).tapped:
            out.append(u)
    return out


# --- Idea (第六節 7.0.0) -------------------------------------------------------------------

def idea(st: MlpState, uid: int, effects: list[Continuous] | None = None) -> int:
    """第六節 7.1.0–7.3.0: printed Idea plus every modifier, in any order; a total ≤0 counts as 0.
    ``effects``: :func:`continuous_effects` of ``st`` when the caller already has them."""
    return max(0, raw_idea(st, uid, effects))


def raw_idea(st: MlpState, uid: int, effects: list[Continuous] | None = None) -> int:
    base = data(st, uid).get("idea") or 0
    total = int(base) + sum(m.delta for m in st.modifiers if m.uid == uid and m.stat == "idea")
    card = st.table.peek(uid)
    if card.zone == "adventure":
        total += continuous_bonus(st, uid, effects)
    return total


Continuous = tuple[int, int, Any]
"""A continuous stat change in play: (its player, the card that holds it, the compiled effect)."""


def continuous_effects(st: MlpState) -> list[Continuous]:
    """第五節 1.2.0: every continuous "modify_stat" effect of the cards in play (characters and the
    items they wear), read now; valid until ``st`` changes."""
    out: list[Continuous] = []
    for p in range(st.num_players):
        sources = [(u, u) for u in st.table.zone(p, "adventure")]
        sources += [(u, st.table.peek(u).attached_to) for u in st.table.zone(p, "items")]
        for src, holder in sources:
            if holder is None or holder not in st.table.cards:
                continue
            for ab in compiled(st, src).abilities:
                if ab.timing != "continuous" or ab.manual:
                    continue
                out += [(p, holder, eff) for eff in ab.effects if eff.op == "modify_stat" and eff.target is not None]
    return out


def continuous_bonus(st: MlpState, target: int, effects: list[Continuous] | None = None) -> int:
    """第五節 1.2.0 / 1.5.2: continuous effects, re-evaluated every time (so always current)."""
    total = 0
    for p, holder, eff in continuous_effects(st) if effects is None else effects:
        f = eff.target.filter
        if f.get("self"):
            if target != holder or not match(st, p, holder, target, {k: v for k, v in f.items() if k != "self"}):
                continue
        elif not match(st, p, holder, target, f):
            continue
        cond = eff.condition or {}
        if not check(st, p, holder, cond):
            continue
        mult = count(st, p, holder, cond["per"]) if "per" in cond else 1
        if cond.get("per_empty"):
            mult = len(empty_slots(st, p))
        total += eff.amount * mult
    return total


# --- filters and conditions ------------------------------------------------------------------

def match(st: MlpState, player: int, source: int | None, uid: int, f: dict[str, Any]) -> bool:
    """Does card ``uid`` fit filter ``f`` from ``player``'s point of view?"""
    card = peek_card(st, uid)
    if card is None:
        return False
    d = st.cards.get(card.card_id, {})
    if "zone" in f and card.zone != f["zone"]:
        return False
    side = f.get("side", "any")
    if (side == "you" and card.controller != player) or (side == "rival" and card.controller == player):
        return False
    if "type" in f and d.get("type") != f["type"]:
        return False
    if "types" in f and d.get("type") not in f["types"]:
        return False
    if "keywords" in f:
        mine = set(d.get("keywords") or []) | {d.get("name")}
        if not mine & set(f["keywords"]):
            return False
    cost = d.get("harmony")
    if "cost_max" in f and (cost is None or cost > f["cost_max"]):
        return False
    if "cost_min" in f and (cost is None or cost < f["cost_min"]):
        return False
    if "idea_max" in f or "idea_min" in f:
        value = idea(st, uid) if card.zone == "adventure" else int(d.get("idea") or 0)
        if "idea_max" in f and value > f["idea_max"]:
            return False
        if "idea_min" in f and value < f["idea_min"]:
            return False
    if "token" in f and not tokens(card, f["token"]):
        return False
    if "no_token" in f and tokens(card, f["no_token"]):
        return False
    if "adorned" in f and (item_of(st, uid) is not None) != f["adorned"]:
        return False
    if "tapped" in f and card.tapped != f["tapped"]:
        return False
    if "face_up" in f and face_up(card) != f["face_up"]:
        return False
    if f.get("other") and uid == source:
        return False
    if f.get("same_name") and (source is None or d.get("name") != data(st, source).get("name")):
        return False
    return not (f.get("adjacent") and (source is None or card.zone != "adventure" or abs(slot_of(st, uid) - slot_of(st, source)) != 1))


def candidates(st: MlpState, player: int, source: int | None, f: dict[str, Any]) -> list[int]:
    zone = f.get("zone", "adventure")
    side = f.get("side", "you")
    owners = [player] if side == "you" else [1 - player] if side == "rival" else list(range(st.num_players))
    return [u for p in owners for u in st.table.zone(p, zone) if match(st, player, source, u, f)]


def count(st: MlpState, player: int, source: int | None, f: dict[str, Any]) -> int:
    """How many cards fit ``f`` — with a ``token`` filter, how many such tokens they hold
    ("for each candy you have", 第二節 7.2.1)."""
    found = candidates(st, player, source, f)
    if "token" in f:
        return sum(tokens(st.table.peek(u), f["token"]) for u in found)
    return len(found)


def tokens(card: Card, kind: str) -> int:
    """The tokens of a kind on a card: ``candy``, ``present`` (any of the six) or ``present_<kind>``
    (第二節 7.1.2: acquired = on the card now)."""
    if kind == "present":
        return sum(v for k, v in card.counters.items() if k.startswith("present_"))
    return int(card.counters.get(kind, 0))


def check(st: MlpState, player: int, source: int | None, cond: dict[str, Any] | None) -> bool:
    """第五節 1.5.0: evaluate a condition (``per`` keys are multipliers, not conditions)."""
    if not cond:
        return True
    if "all" in cond:
        return all(check(st, player, source, c) for c in cond["all"] if c)
    if "turn" in cond:
        mine = st.active == player
        return mine if cond["turn"] == "you" else not mine
    if "count" in cond:
        n = count(st, player, source, cond["count"])
        return n >= cond.get("min", 0) and ("max" not in cond or n <= cond["max"])
    if "plans" in cond:
        who = player if cond["plans"] == "you" else 1 - player
        return len(st.table.zone(who, "plans")) >= cond.get("min", 1)
    if "plans_more" in cond:
        return len(st.table.zone(1 - player, "plans")) > len(st.table.zone(player, "plans"))
    if "empty_slots" in cond:  # "side": "any" counts both adventure areas (no owner printed)
        who = range(st.num_players) if cond.get("side") == "any" else (player,)
        return sum(len(empty_slots(st, p)) for p in who) >= cond["empty_slots"]
    if "self_token" in cond:
        return source is not None and source in st.table.cards and tokens(st.table.peek(source), cond["self_token"]) > 0
    if "self_no_token" in cond:
        return source is None or source not in st.table.cards or tokens(st.table.peek(source), cond["self_no_token"]) == 0
    if "self_adorned" in cond:
        return source is not None and item_of(st, source) is not None
    if "hand_min" in cond:
        return len(st.table.zone(player, "hand")) >= cond["hand_min"]
    return True


def contact_proof(st: MlpState, uid: int) -> bool:
    return has_granted(st.modifiers, uid, "contact_proof")


# --- costs (第五節 3.1.4, 第六節 8.0.0) --------------------------------------------------------

def cost(st: MlpState, player: int, uid: int) -> int:
    d = data(st, uid)
    return cost_of(st, player, uid, d, card_info(d))


def cost_of(st: MlpState, player: int, uid: int, d: dict[str, Any], info: CardInfo) -> int:
    """:func:`cost` of card ``uid`` whose data (``d``) and :class:`CardInfo` the caller has read."""
    total = int(d.get("harmony") or 0)
    for _, ab in info.timings.get("cost", ()):
        if ab.manual:
            continue
        for eff in ab.effects:
            cond = eff.condition or {}
            if "per_plans" in cond:
                who = player if cond["per_plans"] == "you" else 1 - player
                total -= eff.amount * len(st.table.zone(who, "plans"))
            elif "per" in cond:
                total -= eff.amount * count(st, player, uid, cond["per"])
            elif check(st, player, uid, cond):
                total -= eff.amount
    if d.get("type") == "Item":
        total -= int(st.player_flags[player].get("next_item_discount", 0))
    return max(0, total)
