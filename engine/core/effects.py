"""The shared effect vocabulary: compiled card text in every game is a list of these, and the
operations below carry them out on the table. Games add their own ops only for what is theirs
(lore, DON!!, Harmony …); everything generic lives here once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Event
from .rng import Rng
from .rules import RuleRef
from .table import Table

# Every op a compiled effect may use. "manual" is the fallback: the controller resolves the text
# with generic, publicly logged operations (see engine.core.manual).
VOCABULARY = frozenset(
    {
        "draw", "discard", "move", "shuffle", "reveal", "look_top", "search",
        "damage", "put_damage", "move_damage", "heal", "destroy",
        "tap", "untap", "modify_stat", "grant_keyword", "gain_score", "lose_score",
        "play_free", "cost_reduction", "return_to_hand", "put_on_deck", "manual",
    }
)
DURATIONS = frozenset({"", "this_turn", "until_your_next_turn", "permanent", "this_battle"})


@dataclass
class Target:
    """Who or what an effect acts on. ``kind``: self, chosen, each, player, opponent, each_player.
    ``filter`` keys are game-defined (owner, type, cost_max, …); ``up_to`` makes fewer picks legal."""

    kind: str = "self"
    filter: dict[str, Any] = field(default_factory=dict)
    count: int = 1
    up_to: bool = False


@dataclass
class Effect:
    """One step of compiled card text."""

    op: str
    amount: int = 0
    target: Target | None = None
    stat: str = ""
    keyword: str = ""
    zone: str = ""
    duration: str = ""
    optional: bool = False
    condition: dict[str, Any] | None = None
    then: list[Effect] = field(default_factory=list)
    text: str = ""

    def __post_init__(self) -> None:
        if self.op not in VOCABULARY:
            raise ValueError(f"unknown effect op {self.op!r}")
        if self.duration not in DURATIONS:
            raise ValueError(f"unknown duration {self.duration!r}")


@dataclass
class Modifier:
    """A change to a card's stat (or a granted keyword) that lasts for ``duration``."""

    uid: int
    stat: str
    delta: int = 0
    keyword: str = ""
    duration: str = "this_turn"
    player: int = 0
    turn: int = 0
    source: int | None = None


# --- operations on the table ---------------------------------------------------------------


def draw(table: Table, player: int, n: int, rule: RuleRef | None, deck: str = "deck", hand: str = "hand") -> tuple[list[int], list[Event]]:
    """Move up to ``n`` cards from the top of ``deck`` to ``hand``; returns the uids drawn.
    The public event says how many; only the drawer learns which."""
    drawn: list[int] = []
    for _ in range(n):
        if not table.zone(player, deck):
            break
        uid = table.zone(player, deck)[0]
        table.move(uid, hand, player=player, position=None)
        drawn.append(uid)
    events = []
    if drawn:
        names = [table.cards[u].card_id for u in drawn]
        events.append(Event("draw", f"P{player + 1} draws {len(drawn)} card(s)", rule, player))
        events.append(Event("draw_private", f"You draw {', '.join(names)}", rule, player, [player], {"uids": drawn}))
    return drawn, events


def shuffle(table: Table, rng: Rng, player: int, zone: str, rule: RuleRef | None) -> Event:
    """Shuffle a zone; whatever anyone knew of its cards is forgotten."""
    uids = table.zone(player, zone)
    rng.shuffle(uids)
    for uid in uids:
        table.cards[uid].known_to.clear()
    return Event("shuffle", f"P{player + 1} shuffles their {zone}", rule, player)


def look_top(table: Table, player: int, owner: int, zone: str, n: int, rule: RuleRef | None) -> tuple[list[int], Event]:
    """``player`` looks at the top ``n`` cards of ``owner``'s ``zone`` (privately)."""
    uids = table.top(owner, zone, n)
    for uid in uids:
        if player not in table.cards[uid].known_to:
            table.cards[uid].known_to.append(player)
    return uids, Event("look", f"P{player + 1} looks at the top {len(uids)} card(s) of a {zone}", rule, player)


def reveal(table: Table, uids: list[int], rule: RuleRef | None, player: int | None = None) -> Event:
    """Show cards to everyone: a public event naming them."""
    names = [table.cards[u].card_id for u in uids]
    for uid in uids:
        card = table.cards[uid]
        for p in range(len(table.zones)):
            if p not in card.known_to:
                card.known_to.append(p)
    return Event("reveal", f"Revealed: {', '.join(names)}", rule, player, None, {"uids": uids, "card_ids": names})


def move(table: Table, uid: int, zone: str, rule: RuleRef | None, *, player: int | None = None, position: int | None = None) -> Event:
    """Move a card between zones; the event names the card only if the move is public."""
    card = table.cards[uid]
    src = card.zone
    table.move(uid, zone, player=player, position=position)
    public = table.visible_to(card, None) or table.specs[src].visibility == "public"
    name = card.card_id if public else "a card"
    return Event("move", f"{name} moves from {src} to {zone}", rule, card.owner, data={"uid": uid} if public else {})


def deal_damage(table: Table, uid: int, n: int, rule: RuleRef | None) -> Event:
    card = table.cards[uid]
    card.damage += max(0, n)
    return Event("damage", f"{card.card_id} takes {n} damage", rule, card.controller, data={"uid": uid, "n": n})


def remove_damage(table: Table, uid: int, n: int, rule: RuleRef | None) -> Event:
    card = table.cards[uid]
    removed = min(card.damage, max(0, n))
    card.damage -= removed
    return Event("heal", f"{removed} damage removed from {card.card_id}", rule, card.controller, data={"uid": uid, "n": removed})


def set_tapped(table: Table, uid: int, tapped: bool, rule: RuleRef | None, word: str = "tapped") -> Event:
    card = table.cards[uid]
    card.tapped = tapped
    state = word if tapped else "ready"
    return Event("tap" if tapped else "untap", f"{card.card_id} is {state}", rule, card.controller, data={"uid": uid})


def stat(modifiers: list[Modifier], uid: int, name: str, base: int) -> int:
    """A card's stat after every active modifier."""
    return base + sum(m.delta for m in modifiers if m.uid == uid and m.stat == name)


def has_granted(modifiers: list[Modifier], uid: int, keyword: str) -> bool:
    return any(m.uid == uid and m.keyword == keyword for m in modifiers)


def expire(modifiers: list[Modifier], ending: str, turn: int, player: int) -> list[Modifier]:
    """Modifiers still active after ``ending`` ("turn_end" of ``player``'s turn or "turn_start")."""
    keep = []
    for m in modifiers:
        if ending == "turn_end" and m.duration in ("this_turn", "this_battle"):
            continue
        if ending == "turn_start" and m.duration == "until_your_next_turn" and m.player == player:
            continue
        keep.append(m)
    return keep


def forget_card(modifiers: list[Modifier], uid: int) -> list[Modifier]:
    """A card that leaves play loses every modifier on it."""
    return [m for m in modifiers if m.uid != uid]
