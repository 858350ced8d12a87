"""The shared effect vocabulary: compiled card text in every game is a list of these, and the
operations below carry them out on the table. Games add their own ops only for what is theirs
(lore, DON!!, Harmony …) by registering them (:func:`register_op`: name, the Effect fields it
reads, a resolver); everything generic lives here once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING as dataclasses_MISSING
from dataclasses import dataclass, field, fields
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
DURATIONS = frozenset({"", "this_turn", "until_your_next_turn", "until_end_of_your_next_turn", "permanent", "this_battle"})
EFFECT_FIELDS = ("amount", "target", "stat", "keyword", "zone", "duration", "optional", "condition", "then", "text")
"""The fields of :class:`Effect` an op may read (besides ``op``)."""


@dataclass(frozen=True)
class OpSpec:
    """A game's own op: its ``name``, the :class:`Effect` fields it reads (its argument schema;
    a script that sets any other field is refused), what it does in one line (for ``cards
    explain``, with ``{amount}``, ``{stat}``, ``{keyword}``, ``{zone}``, ``{target}``
    placeholders) and the game's ``resolver`` (its signature is the game's own)."""

    game: str
    name: str
    fields: frozenset[str]
    describe: str = ""
    resolver: Callable[..., Any] | None = None


_OPS: dict[str, dict[str, OpSpec]] = {}
_ANY_GAME: set[str] = set()


def register_op(game: str, name: str, *, fields: tuple[str, ...] = (), describe: str = "",
                resolver: Callable[..., Any] | None = None) -> OpSpec:
    """Register ``game``'s op ``name``; registering the same op again replaces it (module reloads)."""
    if name in VOCABULARY:
        raise ValueError(f"{name!r} is a shared op; a game registers only ops of its own")
    unknown = set(fields) - set(EFFECT_FIELDS)
    if unknown:
        raise ValueError(f"op {name!r} names fields Effect has not: {', '.join(sorted(unknown))}")
    spec = OpSpec(game, name, frozenset(fields), describe, resolver)
    _OPS.setdefault(game, {})[name] = spec
    _ANY_GAME.add(name)
    return spec


def set_resolver(game: str, name: str, resolver: Callable[..., Any]) -> None:
    """Attach the resolver of an op registered earlier (the engine module that carries it out
    does this, so the compiler, which only declares ops, never imports the engine)."""
    spec = game_op(game, name)
    _OPS[game][name] = OpSpec(spec.game, spec.name, spec.fields, spec.describe, resolver)


def resolves(game: str, name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorator form of :func:`set_resolver`."""
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        set_resolver(game, name, fn)
        return fn
    return deco


def game_ops(game: str) -> dict[str, OpSpec]:
    """Every op ``game`` registered, by name."""
    return dict(_OPS.get(game, {}))


def game_op(game: str, name: str) -> OpSpec:
    spec = _OPS.get(game, {}).get(name)
    if spec is None:
        raise KeyError(f"{game} has no op {name!r}")
    return spec


def is_op(name: str, game: str | None = None) -> bool:
    """Is ``name`` a shared op or (for ``game``, or any game) a registered one?"""
    if name in VOCABULARY:
        return True
    return name in _ANY_GAME if game is None else name in _OPS.get(game, {})


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
        if self.op not in VOCABULARY and self.op not in _ANY_GAME:
            raise ValueError(f"unknown effect op {self.op!r}")
        if self.duration not in DURATIONS:
            raise ValueError(f"unknown duration {self.duration!r}")


def effect_fields_set(effect: Effect) -> set[str]:
    """The fields of ``effect`` that differ from their defaults."""
    return {f.name for f in fields(effect) if f.name != "op" and getattr(effect, f.name) != (f.default if f.default_factory is dataclasses_MISSING else f.default_factory())}


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
        names = [table.card_name(u) for u in drawn]
        events.append(Event("draw", f"P{player + 1} draws {len(drawn)} card(s)", rule, player))
        events.append(Event("draw_private", f"You draw {', '.join(names)}", rule, player, [player], {"uids": drawn}))
    return drawn, events


def shuffle(table: Table, rng: Rng, player: int, zone: str, rule: RuleRef | None) -> Event:
    """Shuffle a zone; whatever anyone knew of its cards is forgotten."""
    uids = table.zone(player, zone)
    rng.shuffle(uids)
    for card in table.peek_in(player, zone):
        if card.known_to:
            table.cards[card.uid].known_to.clear()
    return Event("shuffle", f"P{player + 1} shuffles their {zone}", rule, player)


def look_top(table: Table, player: int, owner: int, zone: str, n: int, rule: RuleRef | None) -> tuple[list[int], Event]:
    """``player`` looks at the top ``n`` cards of ``owner``'s ``zone`` (privately)."""
    uids = table.top(owner, zone, n)
    for uid in uids:
        if player not in table.peek(uid).known_to:
            table.cards[uid].known_to.append(player)
    return uids, Event("look", f"P{player + 1} looks at the top {len(uids)} card(s) of a {zone}", rule, player)


def reveal(table: Table, uids: list[int], rule: RuleRef | None, player: int | None = None) -> Event:
    """Show cards to everyone: a public event naming them by their printed names (``card_name``;
    the data keeps their ids)."""
    ids = [table.peek(u).card_id for u in uids]
    names = [table.card_name(u) for u in uids]
    for uid in uids:
        card = table.cards[uid]
        for p in range(len(table.zones)):
            if p not in card.known_to:
                card.known_to.append(p)
    zones = [table.cards[u].zone for u in uids]  # where each was as it was revealed ("revealed from your deck")
    return Event("reveal", f"Revealed: {', '.join(names)}", rule, player, None, {"uids": uids, "card_ids": ids, "zones": zones})


def move(table: Table, uid: int, zone: str, rule: RuleRef | None, *, player: int | None = None, position: int | None = None) -> Event:
    """Move a card between zones; the event names the card (``Table.card_name``) only if the move
    is public, and says ``face_up`` when the card is now shown to everyone (a card that the same step
    puts back into a hidden zone was still seen: removed from the game, then shuffled back)."""
    card = table.cards[uid]
    src = card.zone
    table.move(uid, zone, player=player, position=position)
    shown = table.visible_to(card, None)
    public = shown or table.specs[src].visibility == "public"
    name = table.card_name(uid) if public else "a card"
    data = ({"uid": uid, "face_up": True} if shown else {"uid": uid}) if public else {}
    return Event("move", f"{name} moves from {src} to {zone}", rule, card.owner, data=data)


def public_label(table: Table, uid: int) -> str:
    """How a public log line names a card: its printed name (``Table.card_name``) when everyone
    may see its face, otherwise "a face-down card" (a WoW resource, 412.1b) or "a card" (one in a
    hidden zone)."""
    card = table.peek(uid)
    if table.visible_to(card, None):
        return table.card_name(uid)
    return "a face-down card" if card.face_down else "a card"


def deal_damage(table: Table, uid: int, n: int, rule: RuleRef | None) -> Event:
    card = table.cards[uid]
    card.damage += max(0, n)
    return Event("damage", f"{public_label(table, uid)} takes {n} damage", rule, card.controller, data={"uid": uid, "n": n})


def remove_damage(table: Table, uid: int, n: int, rule: RuleRef | None) -> Event:
    card = table.cards[uid]
    removed = min(card.damage, max(0, n))
    card.damage -= removed
    return Event("heal", f"{removed} damage removed from {public_label(table, uid)}", rule, card.controller, data={"uid": uid, "n": removed})


def set_tapped(table: Table, uid: int, tapped: bool, rule: RuleRef | None, word: str = "tapped") -> Event:
    card = table.cards[uid]
    card.tapped = tapped
    state = word if tapped else "ready"
    return Event("tap" if tapped else "untap", f"{public_label(table, uid)} is {state}", rule, card.controller, data={"uid": uid})


def stat(modifiers: list[Modifier], uid: int, name: str, base: int) -> int:
    """A card's stat after every active modifier."""
    total = 0  # (a loop: no generator, no cells, made at every call)
    for m in modifiers:
        if m.uid == uid and m.stat == name:
            total += m.delta
    return base + total


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
