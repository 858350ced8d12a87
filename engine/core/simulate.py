"""Random playouts with invariant checks after every action — the same for every game.

Cheap checks after every action (``bench engine``'s ``checked_cost`` says what they cost): each
player's cards conserved, no card in two zones, the engine's own ``check_invariants`` (its costlier
``deep_invariants``, such as a check of a cache against a fresh computation, with the deep checks), and no
hidden card in one view — the public's, then each player's in turn, so every view is checked every
``players + 1`` actions. They take shortcuts that answer exactly as the plain checks: conservation
and zones in one pass (``Table.check_integrity`` words what it finds), and the view's uids read
from its ``marshal`` bytes, so only those cards' visibility is asked. Between two states one copy
apart, the census looks only at the zone lists that changed and the cards the new state wrote
(``_sound_since``), counting the whole table on every 10th action and at the end. The cheap view
check reads the engine's ``leak_view`` when it has one: its view less the fields made only of
numbers and words (power, cost, counters, keywords), which name no card, so it shows the same
cards (ONE PIECE's and MLP's also leave out the hidden cards' views, the seen cards' numbers, the
cards everyone sees whose flags name no card, the zones that then show none and the card data by id:
``Engine.base_view(lean=True)``, the same hidden cards found); the deep checks read the full views. Deep checks after every action: every view, the
state survives a JSON round-trip, and applying the stored action to the deserialized previous
state gives the same state; at the end of a deep-checked game the whole action log is replayed
and must rebuild the same state.

``deep_every=n`` deep-checks every n-th game (the first included): the CLI uses 10 (``--deep``:
1, every game), the test suites their own.
"""

from __future__ import annotations

import inspect
import json
import marshal
import re
import struct
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import chain
from operator import itemgetter
from typing import Any

from .actions import Action
from .cardmap import CardMap
from .deck import Deck
from .engine import BaseState, Engine
from .rng import Rng
from .rules import RulesError
from .table import PUBLIC, Table


@dataclass
class SimReport:
    games: int = 0
    finished: int = 0
    actions: int = 0
    seconds: float = 0.0
    errors: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "finished": self.finished, "errors": self.errors,
                "actions": self.actions, "seconds": round(self.seconds, 3)}


def pick_action(actions: list[Action], rng: Rng) -> Action:
    """A random legal action, biased towards finishing manual steps and ending turns so random
    games end."""
    for a in actions:  # (a loop, not a generator: asked at every step of every random game)
        if a.type == "manual" and a.args.get("op") == "done":
            if rng.random() < 0.8:
                return a
            break
    return rng.choice(actions)


def _owned(state: BaseState) -> Counter:
    return Counter(c.owner for c in state.table.cards.peek_values() if not c.flags.get("token"))  # type: ignore[attr-defined]


def _owned_now(engine: Engine, state: BaseState, owned: Counter) -> Counter:
    """``owned`` (each player's cards at the start) after the ownership changes the rules allow and the
    engine reports (``engine.ownership_changes``: +1 for the new owner, -1 for the old, per card)."""
    changes = getattr(engine, "ownership_changes", None)
    if changes is None:
        return owned
    moved = changes(state)
    if not moved:
        return owned
    out = Counter(owned)
    out.update(moved)
    return +out


def _census(table: Table) -> Counter | None:
    """Each owner's number of cards (tokens not counted) when ``Table.check_integrity`` would
    find nothing — each listed uid once, exactly the table's cards listed, each card's zone and
    controller those of its list — else None (then ask ``check_integrity`` what is wrong)."""
    if type(table).check_integrity is not Table.check_integrity:
        return None
    every = list(chain.from_iterable([uids for zones in table.zones for uids in zones.values()]))
    cards = table.cards._cur if type(table.cards) is CardMap else dict(table.cards)  # type: ignore[attr-defined]  # every card as peek gives it (reading only)
    if len(every) != len(cards) or cards.keys() != set(every):  # same size and same uids: each once
        return None
    get = cards.__getitem__
    owners: list[int] = []
    add = owners.append
    for player, zones in enumerate(table.zones):
        for name, uids in zones.items():
            for card in map(get, uids):
                if card.zone != name or card.controller != player:
                    return None
                if not (card.flags and card.flags.get("token")):
                    add(card.owner)
    return Counter(owners)


def _sound_since(before: Table, after: Table) -> bool:
    """Whether ``after`` passes what :func:`_census` checks with each owner's count unchanged, told
    from what changed since ``before`` alone: ``before`` passed, and ``after`` was copied from it
    (``Table.copy``), so both read the same frozen cards (``CardMap.fork``; copy-on-write keeps
    them unwritten) and ``after`` owns only the cards written or added since. Then only the zone
    lists that differ (in them, the cards new to the list or written since) and the cards ``after``
    owns are looked at. False when that can't be told
    this way (other shared cards, a card taken off the table, plain dicts) or something changed
    that the full census must word: the caller then counts everything."""
    if type(before) is not Table or type(after) is not Table:
        return False
    old_map, new_map = before.cards, after.cards
    if type(old_map) is not CardMap or type(new_map) is not CardMap:
        return False
    base = new_map._base  # type: ignore[attr-defined]
    if base is None or old_map._base is not base or dict.__len__(old_map) or len(before.zones) != len(after.zones):  # type: ignore[attr-defined]
        return False  # not one copy apart, or ``before`` has cards of its own since
    owned = dict(dict.items(new_map))  # the cards written or added since the copy
    changed: list[tuple[int, str, list[int], list[int]]] = []
    old_listed: list[int] = []
    new_listed: list[int] = []
    for player, (old_zones, new_zones) in enumerate(zip(before.zones, after.zones, strict=True)):
        if old_zones == new_zones:
            continue  # the same zones listing the same cards
        if old_zones.keys() != new_zones.keys():
            return False
        for name, uids in new_zones.items():
            old = old_zones[name]
            if uids != old:
                changed.append((player, name, uids, old))
                old_listed += old
                new_listed += uids
    added = []  # (loops, not comprehensions, in the per-action checks: no function made per call)
    for uid in owned:
        if uid not in base:
            added.append(uid)
    moved = set(new_listed)
    # Each uid listed once and exactly the cards listed: the unchanged lists are as ``before`` had
    # them, so the changed ones must list what they listed, plus the added cards, each once.
    if len(moved) != len(new_listed) or len(new_listed) != len(old_listed) + len(added) or moved != set(old_listed).union(added):
        return False
    for player, name, uids, old in changed:  # each card of a changed list says it is there
        here = set(uids)
        # A frozen card this list held before says so already (``before`` passed): only the cards
        # new to the list and those written since are asked.
        for uid in here.difference(old).union(here.intersection(owned)):
            card = owned.get(uid) or base[uid]
            if card.zone != name or card.controller != player:
                return False
    zones = after.zones
    for uid, card in owned.items():
        if uid not in moved:  # a written card in an unchanged list: it must still say that list
            where = zones[card.controller] if type(card.controller) is int and 0 <= card.controller < len(zones) else {}
            if uid not in where.get(card.zone, ()):
                return False
        old = base.get(uid)
        counted = not (card.flags and card.flags.get("token"))
        if old is None:
            if counted:
                return False  # a new card that is not a token: the full census says what changed
        elif counted != (not (old.flags and old.flags.get("token"))) or (counted and card.owner != old.owner):
            return False
    return True


_UID = re.compile(r'"uid": (\d+)')
_UID_KEY = b"u\x03\x00\x00\x00uid"
"""The key ``"uid"`` in ``marshal`` format 0 (no back-references): ``u``, length, UTF-8."""
_HEAD = itemgetter(slice(0, 5))
"""What follows the key: a 32-bit int value is ``i`` and 4 bytes, little-endian."""


def _view_uids(rest: list[Any]) -> set[int] | None:
    """Every value of a ``"uid"`` key anywhere in ``rest`` (a superset: any ``"uid"`` string
    followed by an int counts), or None when that can't be read cheaply (a part ``marshal`` can't
    write, or a ``"uid"`` that is not a 32-bit int) — the caller then looks at every part."""
    try:
        data = marshal.dumps(rest, 0)
    except ValueError:
        return None
    after = data.split(_UID_KEY)[1:]  # what follows each "uid" (keys never overlap one another)
    head = b"".join(map(_HEAD, after))
    if len(head) != 5 * len(after) or head[::5] != b"i" * len(after):
        return None  # some "uid" is followed by something else than a 32-bit int
    return set(struct.unpack("<" + "xi" * len(after), head))


def _hidden_in(engine: Engine, state: BaseState, viewer: int | None, uids: set[int]) -> bool:
    """Whether any of ``uids`` is hidden from ``viewer`` (``engine.hidden_card_ids``; with the
    default one, only the cards of ``uids`` are looked at, by ``Table.visible_to``)."""
    table = state.table
    if (
        type(engine).hidden_card_ids is not Engine.hidden_card_ids
        or type(table).hidden_uids is not Table.hidden_uids
        or type(table).visible_to is not Table.visible_to
    ):
        return not engine.hidden_card_ids(state, viewer).isdisjoint(uids)
    public = set()
    for name, spec in table.specs.items():
        if spec.visibility == PUBLIC:
            public.add(name)
    cards = table.cards._cur if type(table.cards) is CardMap else table.cards  # type: ignore[attr-defined]  # every card as peek gives it (reading only)
    visible_to = table.visible_to
    for card in map(cards.get, uids):
        if card is None or (card.zone in public and not card.face_down):
            continue  # not a card, or one visible_to shows to everyone (face up in a public zone)
        if not visible_to(card, viewer):
            return True
    return False


def leaks(engine: Engine, state: BaseState, viewer: int | None, lean: bool = False) -> list[str]:
    """Uids of cards hidden from ``viewer`` that appear in their view (as a dict with the card's
    ``uid`` and ``card_id``). The view's card data by id (``cards``, no uids) is not searched.
    ``lean``: read the engine's ``leak_view`` when it has one — its view without the fields that
    hold only numbers and words (stats, counters, keywords), so the same cards as the view."""
    make = getattr(engine, "leak_view", None) if lean else None
    view = (make or engine.view)(state, viewer)
    rest = []
    for k, v in view.items():
        if k != "cards" and isinstance(v, (dict, list)):
            rest.append(v)
    uids = _view_uids(rest)
    if uids is not None and not _hidden_in(engine, state, viewer, uids):
        return []  # no uid of the view is hidden: no need to look closer
    hidden = engine.hidden_card_ids(state, viewer)
    if not hidden:
        return []
    if uids is None:
        try:
            text = json.dumps(rest, default=str, check_circular=False)  # a view is a tree (a cycle would never end the walk below either)
            if hidden.isdisjoint(map(int, _UID.findall(text))):
                return []  # no hidden uid anywhere in the view's text: no need to look closer
        except (TypeError, ValueError):
            pass  # not JSON (keys that are not strings or numbers): look at every part
    found: list[str] = []
    stack = rest
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "card_id" in node and node.get("uid") in hidden:
                found.append(f"card {node['uid']} ({node['card_id']}) is hidden from {viewer} but in their view")
            stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
        else:
            stack.extend(v for v in node if isinstance(v, (dict, list)))
    return found


@dataclass
class Stored:
    """A state as the store keeps it: its JSON text, and the dict it was made from."""

    text: str
    data: dict[str, Any]
    state: BaseState | None = None
    """The state read back from ``text``, once (:meth:`loaded`)."""

    def loaded(self, engine: Engine) -> BaseState:
        """The state read back from the text; ``apply`` never changes its input, so the round-trip
        check and the next step's re-apply check share it."""
        if self.state is None:
            self.state = engine.state_from_json(json.loads(self.text))
        return self.state

    @classmethod
    def of(cls, engine: Engine, state: BaseState) -> Stored:
        data = engine.state_to_json(state)
        return cls(json.dumps(data, ensure_ascii=False), data)


def check_step(
    engine: Engine, before: Stored | None, action: Action, after: BaseState, owned: Counter,
    viewers: list[int | None] | None = None, previous: BaseState | None = None, lean: bool = False,
) -> tuple[list[str], Stored | None]:
    """The invariants after one action (the deep ones when ``before`` is given); returns the
    problems and the stored form of ``after`` for the next step's deep check. The hidden-card
    check looks at the views of ``viewers`` (default: the public's and every player's); ``lean``
    at their ``leak_view`` (:func:`leaks`).
    ``previous``: the state ``after`` was made from, which passed these checks (its cards
    conserved): then only what changed is looked at when it can be (:func:`_sound_since`; the
    engine's invariants get it too when they take it, :func:`_invariants`)."""
    since = previous if previous is not None and _sound_since(previous.table, after.table) else None
    if since is not None:
        problems: list[str] = []
    else:
        census = _census(after.table)
        problems = [] if census is not None else after.table.check_integrity()
        now = census if census is not None else _owned(after)
        if now != _owned_now(engine, after, owned):
            problems.append(f"cards not conserved: {dict(now)} != {dict(owned)}")
    for viewer in [None, *range(after.num_players)] if viewers is None else viewers:
        problems.extend(leaks(engine, after, viewer, lean))
    problems.extend(_invariants(engine, after, since))
    if before is None:
        return problems, None
    problems.extend(engine.deep_invariants(after) if hasattr(engine, "deep_invariants") else [])
    stored = Stored.of(engine, after)
    if engine.state_to_json(stored.loaded(engine)) != stored.data:
        problems.append("state JSON round-trip changed the state")
    again = engine.apply(before.loaded(engine), Action.from_json(json.loads(json.dumps(action.to_json()))))
    if engine.state_to_json(again.state) != stored.data:
        problems.append("re-applying the stored action to the stored state gave a different state")
    return problems, stored


def _invariants(engine: Engine, state: BaseState, previous: BaseState | None) -> list[str]:
    """The engine's ``check_invariants`` of ``state``; with ``previous`` (the state it was copied
    from, which passed them) when it takes one (``check_invariants(state, previous)``: then it may
    read only what changed, e.g. ``Table.written_since``)."""
    check = getattr(engine, "check_invariants", None)
    if check is None:
        return []
    if previous is not None and _takes_previous(type(engine)):
        return check(state, previous)
    return check(state)


@cache
def _takes_previous(kind: type) -> bool:
    return "previous" in inspect.signature(kind.check_invariants).parameters  # type: ignore[attr-defined]


Chooser = Callable[[BaseState, int], Action]
"""Picks the action of the player to act; raises ValueError (with the reason) if it can't."""


def play_checked_game(
    engine: Engine, players: list[str], decks: list[Deck], seed: int, choose: Chooser, options: dict | None = None,
    max_actions: int = 3000, check: bool = True, deep: bool = True,
) -> tuple[BaseState, list[Action], list[str]]:
    """One game whose every move ``choose`` picks; returns the final state, the action log and any
    invariant problems. ``check`` runs the cheap invariants after every action; ``deep`` (with
    ``check``) adds the per-action JSON round-trip and re-apply checks and the final replay."""
    state, _ = engine.new_game(players, decks, seed, options)
    log: list[Action] = []
    everyone: list[int | None] = [None, *range(len(players))]
    owned = _owned(state)
    if check and _census(state.table) is None and state.table.check_integrity():  # each step's check builds on it
        return state, log, [f"the new game: {p}" for p in state.table.check_integrity()]
    stored = Stored.of(engine, state) if check and deep else None
    while not state.over and len(log) < max_actions:
        actor = engine.to_act(state)[0]
        try:
            action = choose(state, actor)
        except ValueError as exc:
            return state, log, [f"step {len(log)}: {exc}"]
        try:
            after = engine.apply(state, action).state
        except RulesError as exc:
            return state, log, [f"legal action {action.to_json()} was refused: {exc}"]
        log.append(action)
        if check:  # the cheap checks look at one view per action, in turn; the deep ones at all
            viewers = None if deep else [everyone[len(log) % len(everyone)]]
            # the census of what changed only, with the whole table counted in deep games and on
            # every 10th action (so a write that skipped copy-on-write is caught within 10 actions)
            previous = state if not deep and len(log) % 10 else None
            problems, stored = check_step(engine, stored, action, after, owned, viewers, previous, lean=not deep)
            if problems:
                return after, log, [f"step {len(log)} {action.to_json()}: {p}" for p in problems]
        state = after
    if check and not deep and log and len(log) % 10:  # the last actions' census looked at what changed only
        problems, _ = check_step(engine, None, log[-1], state, owned, [])
        if problems:
            return state, log, [f"at the end: {p}" for p in problems]
    if check and deep:
        try:
            replayed, _ = engine.replay(players, decks, seed, options, log)
        except RulesError as exc:
            return state, log, [f"replaying the action log refused an action that was legal: {exc}"]
        if engine.state_to_json(replayed) != engine.state_to_json(state):
            return state, log, ["replaying the action log did not rebuild the same state"]
    return state, log, []


def play_random_game(
    engine: Engine, players: list[str], decks: list[Deck], seed: int, options: dict | None = None,
    max_actions: int = 3000, check: bool = True, deep: bool = True,
) -> tuple[BaseState, list[Action], list[str]]:
    """One game of uniformly random legal moves (see :func:`play_checked_game`)."""
    rng = Rng.from_seed(seed ^ 0x5EED)

    def choose(state: BaseState, actor: int) -> Action:
        actions = engine.legal_actions(state, actor)
        if not actions:
            raise ValueError(f"player {actor + 1} must act but has no legal action")
        return pick_action(actions, rng)

    return play_checked_game(engine, players, decks, seed, choose, options, max_actions, check, deep)


def simulate(
    engine: Engine, make_decks: Callable[[Rng, int], list[Deck]], games: int, seed: int,
    players: int = 2, options: dict | None = None, max_actions: int = 3000, check: bool = True,
    deep_every: int = 1,
) -> SimReport:
    """Play ``games`` random games. ``make_decks(rng, players)`` builds legal decks; every
    ``deep_every``-th game also gets the deep per-action checks."""
    report = SimReport(games=games)
    start = time.perf_counter()
    for index in range(games):
        game_seed = (seed * 1_000_003 + index) & 0xFFFFFFFF
        rng = Rng.from_seed(game_seed)
        decks = make_decks(rng, players)
        names = [f"P{i + 1}" for i in range(players)]
        try:
            deep = index % max(1, deep_every) == 0
            state, log, problems = play_random_game(engine, names, decks, game_seed, options, max_actions, check, deep)
        except Exception as exc:  # a crash is a finding, reported with what reproduces it
            problems, log, state = [f"crash: {type(exc).__name__}: {exc}"], [], None
        report.actions += len(log)
        if state is not None and state.over:
            report.finished += 1
        if problems:
            report.errors.append({"seed": seed, "game": index, "game_seed": game_seed, "problems": problems[:5]})
    report.seconds = time.perf_counter() - start
    return report
